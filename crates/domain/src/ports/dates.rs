//! Special dates, and the reminders the scheduler sends for them.

use chrono::{NaiveDate, NaiveDateTime};

use super::StoreError;
use crate::ids::{ReminderId, SpecialDateId, UserId};
use crate::reminder::{ClaimedEmail, DeliveryStatus, DueReminder};
use crate::special_date::{DateWithContact, Schedule, SpecialDate, SpecialDateInput};
use crate::time_zone::TimeZone;

/// Something read with its owner's time zone, which says which day is
/// today for them (read together: one round trip).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Zoned<T> {
    pub value: T,
    pub zone: TimeZone,
}

pub trait SpecialDateStore {
    /// The owner's dates by their stored next occurrence, with the owner's
    /// time zone (`UTC` when they have no dates).
    fn dates(&mut self, owner: UserId) -> Result<Zoned<Vec<DateWithContact>>, StoreError>;
    /// The first `limit` of the owner's dates that recur or whose stored
    /// next occurrence is `from` or later, in the order of
    /// [`SpecialDateStore::dates`], with the owner's time zone (`UTC` when
    /// there are none).
    fn dates_from(
        &mut self,
        owner: UserId,
        from: NaiveDate,
        limit: u32,
    ) -> Result<Zoned<Vec<DateWithContact>>, StoreError>;
    fn date_count(&mut self, owner: UserId) -> Result<u64, StoreError>;
    /// One of the owner's dates, with the owner's time zone.
    fn date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
    ) -> Result<Option<Zoned<DateWithContact>>, StoreError>;
    /// Stores a new date; returns only its id (an import needs no read-back).
    fn add_date(
        &mut self,
        owner: UserId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<SpecialDateId, StoreError>;
    /// Rewrites a date's fields and schedule; false when it is not the owner's.
    fn update_date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<bool, StoreError>;
    /// Marks `occurrence` shopped (or clears it); false when not the owner's.
    fn set_shopped(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        occurrence: Option<NaiveDate>,
    ) -> Result<bool, StoreError>;
    fn delete_date(&mut self, owner: UserId, id: SpecialDateId) -> Result<bool, StoreError>;
    /// Stores a date's new schedule (the date's owner is part of `date`);
    /// only the scheduler moves dates on.
    fn set_schedule(&mut self, date: &SpecialDate, schedule: Schedule) -> Result<(), StoreError>;
}

/// A batch of dates for the scheduler, each with its owner's time zone,
/// read in id order after a given id.
pub type ZonedDates = Vec<(SpecialDate, TimeZone)>;

/// Where a batched scan stopped: the last row's sort key and id.
pub type ScanPosition = Option<(NaiveDate, SpecialDateId)>;

pub trait ReminderStore {
    /// Recurring dates whose stored occurrence is on or before `utc_day`
    /// (the latest any zone can be on), by (next occurrence, id), after
    /// `after`.
    fn recurring_dates_until(
        &mut self,
        utc_day: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError>;
    /// Dates whose reminder day is in `remind_on` and whose occurrence is
    /// on or after `occurring_from`, with no reminder recorded for that
    /// occurrence yet, by (reminder day, id), after `after`.
    fn dates_to_remind(
        &mut self,
        remind_on: (NaiveDate, NaiveDate),
        occurring_from: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError>;
    /// Records a reminder once per date and occurrence; false when one was
    /// already recorded (by this instance or another).
    fn record_reminder(&mut self, reminder: &DueReminder) -> Result<bool, StoreError>;
    /// Claims up to `limit` pending email reminders, and ones whose claim
    /// is older than `stale_before`; instances side by side never claim the
    /// same one. Each claim counts an attempt.
    fn claim_emails(
        &mut self,
        now: NaiveDateTime,
        stale_before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<ClaimedEmail>, StoreError>;
    /// How many times the email was claimed.
    fn email_attempts(&mut self, id: ReminderId) -> Result<u32, StoreError>;
    fn set_delivery_status(
        &mut self,
        id: ReminderId,
        status: DeliveryStatus,
    ) -> Result<(), StoreError>;
}
