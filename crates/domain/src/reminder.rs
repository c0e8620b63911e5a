//! Reminders: what the scheduler records when a date's reminder falls due,
//! the notification the bell shows, and the email it may send.

use chrono::{NaiveDate, NaiveDateTime};

use crate::calendar::days_until;
use crate::email::Email;
use crate::ids::{ReminderId, SpecialDateId, UserId};
use crate::special_date::{long_date, reminder_title, ReminderDelivery, SpecialDate};

/// Reminders missed while no scheduler ran are still delivered this many days late.
pub const CATCH_UP_DAYS: u64 = 7;
/// An email claimed this long ago without a result is claimed again.
pub const CLAIM_TIMEOUT_MINUTES: i64 = 10;
/// A failing email is tried this many times, then given up.
pub const MAX_EMAIL_ATTEMPTS: u32 = 5;

string_enum!(
    /// Where a reminder's delivery stands. Dashboard and browser reminders
    /// are delivered once recorded; emails go pending, sending, then sent
    /// (or failed after [`MAX_EMAIL_ATTEMPTS`]).
    DeliveryStatus {
        Delivered => "delivered" / "Delivered",
        Pending => "pending" / "Pending",
        Sending => "sending" / "Sending",
        Sent => "sent" / "Sent",
        Failed => "failed" / "Failed",
        Skipped => "skipped" / "Not sent: email reminders are off",
    }
);

/// A recorded reminder, as the bell shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    pub id: ReminderId,
    pub due: DueReminder,
    pub created_at: NaiveDateTime,
}

/// A reminder to record: one per date and occurrence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueReminder {
    pub user_id: UserId,
    pub special_date_id: SpecialDateId,
    pub occurrence: NaiveDate,
    pub channel: ReminderDelivery,
    pub title: String,
    pub body: String,
    pub delivery_status: DeliveryStatus,
}

impl DueReminder {
    /// The reminder `date` is due for on its owner's `today`, if one is due:
    /// its reminder day has come and its occurrence has not passed.
    pub fn due(date: &SpecialDate, today: NaiveDate) -> Option<DueReminder> {
        let occurrence = date.schedule.next_occurrence;
        if date.schedule.remind_on > today || occurrence < today {
            return None;
        }
        let channel = date.input.reminder_delivery;
        Some(DueReminder {
            user_id: date.user_id,
            special_date_id: date.id,
            occurrence,
            channel,
            title: reminder_title(&date.input.title, days_until(occurrence, today)),
            body: format!(
                "{} · {}",
                long_date(occurrence),
                date.input.date_type.label()
            ),
            delivery_status: if channel == ReminderDelivery::Email {
                DeliveryStatus::Pending
            } else {
                DeliveryStatus::Delivered
            },
        })
    }
}

/// An email reminder claimed for sending, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedEmail {
    pub reminder_id: ReminderId,
    /// The user's address; `None` when they have none.
    pub to: Option<String>,
    /// The user's "Email reminders" switch; off, nothing is sent.
    pub wanted: bool,
    pub title: String,
    pub body: String,
}

impl ClaimedEmail {
    /// The email this reminder sends, linking back to the app at `app_url`
    /// when it is known; `None` when the user has no address.
    pub fn email(&self, app_url: Option<&str>) -> Option<Email> {
        let to = self.to.clone()?;
        let mut body = format!(
            "{}.\n\n{}\n\nPlan the perfect gift with Presently.\n",
            self.title, self.body
        );
        if let Some(url) = app_url {
            body.push_str(&format!("\nSee your dates: {url}\n"));
        }
        Some(Email {
            to,
            subject: format!("Reminder: {}", self.title),
            body,
            html: None,
            one_click_unsubscribe: None,
        })
    }
}

/// What became of one email reminder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailOutcome {
    Sent,
    /// The mailer failed; tried again later, up to [`MAX_EMAIL_ATTEMPTS`].
    Failed,
    /// It cannot be sent at all (the user has no address).
    Undeliverable,
    /// The user turned email reminders off; the bell still shows it.
    TurnedOff,
}

impl EmailOutcome {
    /// The status a reminder takes after this outcome on its `attempts`th try.
    pub fn status_after(self, attempts: u32) -> DeliveryStatus {
        match self {
            EmailOutcome::Sent => DeliveryStatus::Sent,
            EmailOutcome::Undeliverable => DeliveryStatus::Failed,
            EmailOutcome::TurnedOff => DeliveryStatus::Skipped,
            EmailOutcome::Failed if attempts >= MAX_EMAIL_ATTEMPTS => DeliveryStatus::Failed,
            EmailOutcome::Failed => DeliveryStatus::Pending,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_emails_are_retried_until_the_last_attempt() {
        let table = [
            (EmailOutcome::Sent, 1, DeliveryStatus::Sent),
            (EmailOutcome::Failed, 1, DeliveryStatus::Pending),
            (EmailOutcome::Failed, 4, DeliveryStatus::Pending),
            (EmailOutcome::Failed, 5, DeliveryStatus::Failed),
            (EmailOutcome::Undeliverable, 1, DeliveryStatus::Failed),
        ];
        for (outcome, attempts, expected) in table {
            assert_eq!(
                outcome.status_after(attempts),
                expected,
                "{outcome:?} {attempts}"
            );
        }
    }

    #[test]
    fn email_text_links_back_when_the_app_url_is_known() {
        let claimed = ClaimedEmail {
            reminder_id: ReminderId(1),
            to: Some("ada@example.com".into()),
            wanted: true,
            title: "Mum's Birthday is in 7 days".into(),
            body: "March 4, 2027 · Birthday".into(),
        };
        let email = claimed.email(Some("https://presently.example/")).unwrap();
        assert_eq!(email.subject, "Reminder: Mum's Birthday is in 7 days");
        assert!(email
            .body
            .starts_with("Mum's Birthday is in 7 days.\n\nMarch 4, 2027"));
        assert!(email
            .body
            .ends_with("See your dates: https://presently.example/\n"));
        assert!(!claimed.email(None).unwrap().body.contains("See your dates"));
        let nobody = ClaimedEmail {
            to: None,
            ..claimed
        };
        assert_eq!(nobody.email(None), None);
    }
}
