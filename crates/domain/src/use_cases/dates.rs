//! Special dates: add, read, change, mark shopped, delete, each in the
//! owner's time zone.

use chrono::{DateTime, Days, NaiveDate, Utc};

use crate::calendar::today_in;
use crate::ids::{ContactId, SpecialDateId, UserId};
use crate::messages;
use crate::ports::{ContactStore, SpecialDateStore, StoreError, Transactional, UserStore};
use crate::special_date::{
    DateWithContact, ReminderDelivery, Schedule, SpecialDateDraft, SpecialDateInput,
};
use crate::validation::ValidationError;

/// At most this many dates in one upcoming list.
pub const UPCOMING_LIMIT_MAX: i64 = 100;
/// The longest window an upcoming list looks ahead, in days.
pub const UPCOMING_DAYS_MAX: i64 = 3660;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    #[error("limit must be from 1 to 100")]
    LimitOutOfRange,
    #[error("days must be from 0 to 3660")]
    DaysOutOfRange,
    /// Not one of the caller's dates.
    #[error("Not found")]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Something read as of the owner's today (what countdowns are computed from).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AsOf<T> {
    pub today: NaiveDate,
    pub value: T,
}

/// The user's today, in their time zone.
pub fn user_today<S: UserStore>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<NaiveDate, StoreError> {
    Ok(today_in(store.time_zone(me)?, now))
}

/// The user's today, after moving their passed recurring dates on to their
/// next occurrence, so what is read next is current.
fn refreshed_today<S: UserStore + SpecialDateStore>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<NaiveDate, StoreError> {
    let today = user_today(store, me, now)?;
    for date in store.passed_dates(me, today)? {
        let schedule = Schedule::of(&date.input, today);
        if schedule != date.schedule {
            store.set_schedule(&date, schedule)?;
        }
    }
    Ok(today)
}

/// Email reminders need a mail server; the other deliveries always work.
fn check_delivery(
    delivery: Option<ReminderDelivery>,
    email_enabled: bool,
) -> Result<(), ValidationError> {
    if delivery == Some(ReminderDelivery::Email) && !email_enabled {
        return Err(ValidationError::field(
            "reminderDelivery",
            messages::EMAIL_REMINDERS_UNAVAILABLE,
        ));
    }
    Ok(())
}

/// A date may link only to one of its owner's contacts.
fn check_contact<S: ContactStore>(
    store: &mut S,
    me: UserId,
    contact: Option<ContactId>,
) -> Result<(), DateError> {
    match contact {
        Some(id) if store.contact(me, id)?.is_none() => {
            Err(ValidationError::field("contactId", messages::CONTACT_NOT_FOUND).into())
        }
        _ => Ok(()),
    }
}

fn read_back<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    id: SpecialDateId,
    today: NaiveDate,
) -> Result<AsOf<DateWithContact>, DateError> {
    let value = store.date(me, id)?.ok_or(DateError::NotFound)?;
    Ok(AsOf { today, value })
}

pub fn add_special_date<S>(
    store: &mut S,
    me: UserId,
    draft: SpecialDateDraft,
    email_enabled: bool,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, DateError>
where
    S: UserStore + ContactStore + SpecialDateStore,
{
    let input = draft.validate_new()?;
    check_delivery(Some(input.reminder_delivery), email_enabled)?;
    check_contact(store, me, input.contact_id)?;
    let today = user_today(store, me, now)?;
    let id = store.add_date(me, &input, Schedule::of(&input, today))?;
    read_back(store, me, id, today)
}

/// All of my dates, by next occurrence.
pub fn special_dates<S>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<DateWithContact>>, DateError>
where
    S: UserStore + SpecialDateStore,
{
    let today = refreshed_today(store, me, now)?;
    let value = store.dates(me)?;
    Ok(AsOf { today, value })
}

/// My coming dates, soonest first: at most `limit` (1 to 100), only those
/// in the next `days` days (0 to 3660, today included) when given.
pub fn upcoming_special_dates<S>(
    store: &mut S,
    me: UserId,
    limit: Option<i64>,
    days: Option<i64>,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<DateWithContact>>, DateError>
where
    S: UserStore + SpecialDateStore,
{
    let limit = limit
        .map(|l| {
            u32::try_from(l)
                .ok()
                .filter(|l| (1..=UPCOMING_LIMIT_MAX).contains(&i64::from(*l)))
                .ok_or(DateError::LimitOutOfRange)
        })
        .transpose()?;
    let days = days
        .map(|d| {
            u64::try_from(d)
                .ok()
                .filter(|d| *d <= UPCOMING_DAYS_MAX.unsigned_abs())
                .ok_or(DateError::DaysOutOfRange)
        })
        .transpose()?;
    let today = refreshed_today(store, me, now)?;
    let until = days.and_then(|d| today.checked_add_days(Days::new(d)));
    let value = store.upcoming_dates(me, today, until, limit)?;
    Ok(AsOf { today, value })
}

pub fn special_date<S>(
    store: &mut S,
    me: UserId,
    id: SpecialDateId,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, DateError>
where
    S: UserStore + SpecialDateStore,
{
    let today = refreshed_today(store, me, now)?;
    read_back(store, me, id, today)
}

/// Changes the fields sent; the schedule is computed again.
pub fn update_special_date<S>(
    store: &mut S,
    me: UserId,
    id: SpecialDateId,
    draft: SpecialDateDraft,
    email_enabled: bool,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, DateError>
where
    S: UserStore + ContactStore + SpecialDateStore + Transactional,
{
    check_delivery(
        draft
            .reminder_delivery
            .as_deref()
            .and_then(ReminderDelivery::parse),
        email_enabled,
    )?;
    store.atomically(|store| {
        let today = user_today(store, me, now)?;
        let current = store.date(me, id)?.ok_or(DateError::NotFound)?;
        let input: SpecialDateInput = draft.validate_update(&current.date.input)?;
        if input.contact_id != current.date.input.contact_id {
            check_contact(store, me, input.contact_id)?;
        }
        if !store.update_date(me, id, &input, Schedule::of(&input, today))? {
            return Err(DateError::NotFound);
        }
        read_back(store, me, id, today)
    })
}

/// 'Already shopped' for the date's current occurrence (or cleared).
pub fn set_special_date_shopped<S>(
    store: &mut S,
    me: UserId,
    id: SpecialDateId,
    shopped: bool,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, DateError>
where
    S: UserStore + SpecialDateStore,
{
    let today = refreshed_today(store, me, now)?;
    let current = store.date(me, id)?.ok_or(DateError::NotFound)?;
    let occurrence = shopped.then_some(current.date.schedule.next_occurrence);
    if !store.set_shopped(me, id, occurrence)? {
        return Err(DateError::NotFound);
    }
    read_back(store, me, id, today)
}

pub fn delete_special_date<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    id: SpecialDateId,
) -> Result<(), DateError> {
    store
        .delete_date(me, id)?
        .then_some(())
        .ok_or(DateError::NotFound)
}
