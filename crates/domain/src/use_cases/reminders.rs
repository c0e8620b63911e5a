//! The reminder tick, in three steps so no transaction spans a send:
//! [`claim_due_reminders`] (moves passed dates on, records what fell due,
//! claims emails; on a blocking thread), [`send_reminder_email`] for each
//! claimed email (async, through the mailer), then [`record_email_outcome`]
//! for each (blocking again).

use chrono::{DateTime, Days, TimeDelta, Utc};

use crate::calendar::today_in;
use crate::ids::ReminderId;
use crate::ports::{Mailer, ReminderStore, SpecialDateStore, StoreError};
use crate::reminder::{
    ClaimedEmail, DueReminder, EmailOutcome, CATCH_UP_DAYS, CLAIM_TIMEOUT_MINUTES,
};
use crate::special_date::Schedule;

/// Dates read per batch.
const BATCH: u32 = 500;
/// Emails claimed per tick.
pub const EMAILS_PER_TICK: u32 = 50;

/// What one tick's claim did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct DueReminders {
    /// Recurring dates moved on to their next occurrence.
    pub advanced: usize,
    /// Reminders that fell due and were recorded.
    pub recorded: usize,
    /// Email reminders claimed for sending (none unless email is on).
    pub emails: Vec<ClaimedEmail>,
}

/// At `now`: moves every recurring date whose occurrence has passed (in its
/// owner's zone) on; records each reminder that is due, once per date and
/// occurrence (so restarts and several instances never record one twice);
/// and, when `email_enabled`, claims pending emails.
pub fn claim_due_reminders<S: ReminderStore + SpecialDateStore>(
    store: &mut S,
    now: DateTime<Utc>,
    email_enabled: bool,
) -> Result<DueReminders, StoreError> {
    let advanced = advance_passed_dates(store, now)?;
    let recorded = record_due_reminders(store, now)?;
    let emails = if email_enabled {
        let at = now.naive_utc();
        store.claim_emails(
            at,
            at - TimeDelta::minutes(CLAIM_TIMEOUT_MINUTES),
            EMAILS_PER_TICK,
        )?
    } else {
        Vec::new()
    };
    Ok(DueReminders {
        advanced,
        recorded,
        emails,
    })
}

fn advance_passed_dates<S: ReminderStore + SpecialDateStore>(
    store: &mut S,
    now: DateTime<Utc>,
) -> Result<usize, StoreError> {
    // No zone is ahead of UTC by a day or more, so nothing later has passed.
    let utc_today = now.date_naive();
    let mut after = None;
    let mut moved = 0;
    loop {
        let batch = store.recurring_dates_until(utc_today, after, BATCH)?;
        let Some((last, _)) = batch.last() else { break };
        after = Some((last.schedule.next_occurrence, last.id));
        for (date, zone) in batch {
            let schedule = Schedule::of(&date.input, today_in(zone, now));
            if schedule != date.schedule {
                // On a date's own day only its reminder day changes (never
                // before today, as `Schedule` keeps it): stored, not counted.
                store.set_schedule(&date, schedule)?;
                moved += usize::from(schedule.next_occurrence != date.schedule.next_occurrence);
            }
        }
    }
    Ok(moved)
}

fn record_due_reminders<S: ReminderStore>(
    store: &mut S,
    now: DateTime<Utc>,
) -> Result<usize, StoreError> {
    let utc_today = now.date_naive();
    let day = |shift: i64| {
        let days = Days::new(shift.unsigned_abs());
        if shift < 0 {
            utc_today.checked_sub_days(days)
        } else {
            utc_today.checked_add_days(days)
        }
        .unwrap_or(utc_today)
    };
    // Due days read: a week late (missed ticks) to tomorrow (zones ahead of UTC).
    let window = (day(-i64::try_from(CATCH_UP_DAYS).unwrap_or(7)), day(1));
    let mut after = None;
    let mut recorded = 0;
    loop {
        let batch = store.dates_to_remind(window, day(-1), after, BATCH)?;
        let Some((last, _)) = batch.last() else { break };
        after = Some((last.schedule.remind_on, last.id));
        for (date, zone) in batch {
            if let Some(reminder) = DueReminder::due(&date, today_in(zone, now)) {
                recorded += usize::from(store.record_reminder(&reminder)?);
            }
        }
    }
    Ok(recorded)
}

/// What sending one claimed email came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailAttempt {
    pub outcome: EmailOutcome,
    /// The mailer's error when it failed, for the log.
    pub failure: Option<String>,
}

/// Sends a claimed reminder email, linking back to the app at `app_url`
/// when known; one to a user without an address is undeliverable.
pub async fn send_reminder_email(
    mailer: &impl Mailer,
    claimed: &ClaimedEmail,
    app_url: Option<&str>,
) -> EmailAttempt {
    if !claimed.wanted {
        return EmailAttempt {
            outcome: EmailOutcome::TurnedOff,
            failure: None,
        };
    }
    let Some(email) = claimed.email(app_url) else {
        return EmailAttempt {
            outcome: EmailOutcome::Undeliverable,
            failure: None,
        };
    };
    match mailer.send(&email).await {
        Ok(()) => EmailAttempt {
            outcome: EmailOutcome::Sent,
            failure: None,
        },
        Err(error) => EmailAttempt {
            outcome: EmailOutcome::Failed,
            failure: Some(error),
        },
    }
}

/// Records what became of a claimed email: sent, failed (retried by a later
/// tick, up to the attempt limit) or undeliverable.
pub fn record_email_outcome<S: ReminderStore>(
    store: &mut S,
    id: ReminderId,
    outcome: EmailOutcome,
) -> Result<(), StoreError> {
    let attempts = match outcome {
        EmailOutcome::Failed => store.email_attempts(id)?,
        EmailOutcome::Sent | EmailOutcome::Undeliverable | EmailOutcome::TurnedOff => 0,
    };
    store.set_delivery_status(id, outcome.status_after(attempts))
}
