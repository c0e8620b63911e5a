//! A special date as its cards show it: the date as entered, its next
//! occurrence in the user's zone and the countdown to it.

use chrono::{DateTime, NaiveDate, Utc};
use domain::calendar::{countdown, days_until};
use domain::special_date::{DateType, DateWithContact, ReminderDelivery};
use domain::use_cases::dates::AsOf;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::json_fields::utc;

/// The linked contact on a date card.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ContactSummary {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpecialDateResponse {
    pub id: i64,
    pub title: String,
    /// The date as entered (`YYYY-MM-DD`; for a birthday, the birth date).
    #[schema(value_type = String, example = "1960-03-04")]
    pub date: NaiveDate,
    #[serde(rename = "type")]
    pub date_type: DateType,
    pub contact_id: Option<i64>,
    pub contact: Option<ContactSummary>,
    pub recurring: bool,
    pub reminder_days: u16,
    pub reminder_delivery: ReminderDelivery,
    pub notes: Option<String>,
    /// 'Already shopped' for the current occurrence.
    pub shopped: bool,
    /// The next occurrence in the user's time zone (`YYYY-MM-DD`).
    #[schema(value_type = String, example = "2027-03-04")]
    pub next_date: NaiveDate,
    /// Days from the user's today to `nextDate` (negative for a past one-off date).
    pub days_until: i64,
    /// 'Today!', 'Tomorrow', 'N days' or 'N days ago'.
    pub countdown: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl SpecialDateResponse {
    pub fn new(found: DateWithContact, today: NaiveDate) -> Self {
        let DateWithContact { date, contact } = found;
        let next = date.schedule.next_occurrence;
        let days = days_until(next, today);
        SpecialDateResponse {
            id: date.id.0,
            shopped: date.shopped(),
            title: date.input.title,
            date: date.input.date,
            date_type: date.input.date_type,
            contact_id: date.input.contact_id.map(|c| c.0),
            contact: contact.map(|c| ContactSummary {
                id: c.id.0,
                name: c.name,
            }),
            recurring: date.input.recurring,
            reminder_days: date.input.reminder_days,
            reminder_delivery: date.input.reminder_delivery,
            notes: date.input.notes,
            next_date: next,
            days_until: days,
            countdown: countdown(days),
            created_at: utc(date.created_at),
            updated_at: utc(date.updated_at),
        }
    }

    /// Each of the dates, with countdowns from the same today.
    pub fn all(dates: AsOf<Vec<DateWithContact>>) -> Vec<SpecialDateResponse> {
        let today = dates.today;
        dates
            .value
            .into_iter()
            .map(|d| SpecialDateResponse::new(d, today))
            .collect()
    }
}

impl From<AsOf<DateWithContact>> for SpecialDateResponse {
    fn from(date: AsOf<DateWithContact>) -> Self {
        SpecialDateResponse::new(date.value, date.today)
    }
}
