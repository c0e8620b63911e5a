//! Special dates: add, read, change, mark shopped, delete, each in the
//! owner's time zone.

use chrono::{DateTime, Days, NaiveDate, Utc};

use crate::calendar::today_in;
use crate::ids::{ContactId, SpecialDateId, UserId};
use crate::messages;
use crate::ports::{
    ContactStore, ShareStore, SpecialDateStore, StoreError, Transactional, UserStore, Zoned,
};
use crate::sharing::{friend_may_edit_date, FriendEditRefused, Shareable};
use crate::special_date::{
    DateWithContact, ReminderDelivery, Schedule, SpecialDateDraft, SpecialDateInput,
};
use crate::validation::{Draft, ValidationError};

/// At most this many dates in one upcoming list.
pub const UPCOMING_LIMIT_MAX: usize = 100;
/// The longest window an upcoming list looks ahead, in days.
pub const UPCOMING_DAYS_MAX: u64 = 3660;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    #[error("limit must be from 1 to 100")]
    LimitOutOfRange,
    #[error("days must be from 0 to 3660")]
    DaysOutOfRange,
    /// Not one of the caller's dates (nor shared with them).
    #[error("{}", crate::messages::NOT_FOUND)]
    NotFound,
    /// A friend's change of a date shared with them is refused.
    #[error("{}", .0.date_message())]
    SharedEditRefused(FriendEditRefused),
    /// At the cap of [`crate::limits::MAX_SPECIAL_DATES`].
    #[error("{}", crate::messages::SPECIAL_DATES_LIMIT)]
    TooMany,
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

/// A date as of its owner's today (see [`crate::special_date::SpecialDate::as_of`]).
pub(crate) fn current(date: DateWithContact, today: NaiveDate) -> DateWithContact {
    DateWithContact {
        date: date.date.as_of(today),
        contact: date.contact,
    }
}

/// The owner's dates as of their today, by next occurrence (the stored
/// order, which is by title and id within a day, kept).
fn dates_as_of<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<DateWithContact>>, StoreError> {
    let Zoned { value, zone } = store.dates(me)?;
    let today = today_in(zone, now);
    let mut dates: Vec<DateWithContact> = value.into_iter().map(|d| current(d, today)).collect();
    dates.sort_by_key(|d| d.date.schedule.next_occurrence);
    Ok(AsOf {
        today,
        value: dates,
    })
}

/// The first `limit` of the owner's coming dates as of their today, read
/// alone (the dashboard's few, not all of them): every recurring date and
/// every one-off from yesterday in UTC on, which holds everyone's today. When
/// a date it read is before the owner's today (a recurring one the scheduler
/// has yet to move on, a one-off of yesterday), or it read none, which come
/// first is only known from all of them, read then as [`dates_as_of`].
fn first_coming<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    limit: usize,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<DateWithContact>>, StoreError> {
    let from = now.date_naive().pred_opt().unwrap_or(NaiveDate::MIN);
    let Zoned { value, zone } =
        store.dates_from(me, from, u32::try_from(limit).unwrap_or(u32::MAX))?;
    let today = today_in(zone, now);
    if value.is_empty()
        || value
            .iter()
            .any(|d| d.date.schedule.next_occurrence < today)
    {
        return dates_as_of(store, me, now);
    }
    Ok(AsOf {
        today,
        value: value.into_iter().map(|d| current(d, today)).collect(),
    })
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

/// One of my dates as of my today, at `now`.
fn read_back<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    id: SpecialDateId,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, DateError> {
    let Zoned { value, zone } = store.date(me, id)?.ok_or(DateError::NotFound)?;
    let today = today_in(zone, now);
    Ok(AsOf {
        today,
        value: current(value, today),
    })
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
    if store.date_count(me)? >= crate::limits::MAX_SPECIAL_DATES {
        return Err(DateError::TooMany);
    }
    let today = user_today(store, me, now)?;
    let id = store.add_date(me, &input, Schedule::of(&input, today))?;
    read_back(store, me, id, now)
}

/// All of my dates, by next occurrence. A read: nothing is written.
pub fn special_dates<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<DateWithContact>>, DateError> {
    Ok(dates_as_of(store, me, now)?)
}

/// My coming dates, soonest first: at most `limit` (1 to 100), only those
/// in the next `days` days (0 to 3660, today included) when given. A read:
/// one query for the owner's dates and zone, nothing written.
pub fn upcoming_special_dates<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    limit: Option<i64>,
    days: Option<i64>,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<DateWithContact>>, DateError> {
    let limit = limit
        .map(|l| {
            usize::try_from(l)
                .ok()
                .filter(|l| (1..=UPCOMING_LIMIT_MAX).contains(l))
                .ok_or(DateError::LimitOutOfRange)
        })
        .transpose()?;
    let days = days
        .map(|d| {
            u64::try_from(d)
                .ok()
                .filter(|d| *d <= UPCOMING_DAYS_MAX)
                .ok_or(DateError::DaysOutOfRange)
        })
        .transpose()?;
    let AsOf { today, value } = match limit {
        Some(limit) => first_coming(store, me, limit, now)?,
        None => dates_as_of(store, me, now)?,
    };
    let until = days.and_then(|d| today.checked_add_days(Days::new(d)));
    let value = value
        .into_iter()
        .filter(|d| {
            let next = d.date.schedule.next_occurrence;
            next >= today && until.is_none_or(|until| next <= until)
        })
        .take(limit.unwrap_or(usize::MAX))
        .collect();
    Ok(AsOf { today, value })
}

/// One of my dates. A read: nothing is written.
pub fn special_date<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    id: SpecialDateId,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, DateError> {
    read_back(store, me, id, now)
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
    S: UserStore + ContactStore + SpecialDateStore + ShareStore + Transactional,
{
    store.atomically(|store| {
        // A friend the date is shared with edits it as its owner would
        // (the owner's zone, contacts and reminders), within their right.
        let owner = match store.date(me, id)? {
            Some(_) => me,
            None => {
                let access = store
                    .access(me, Shareable::SpecialDate(id))?
                    .ok_or(DateError::NotFound)?;
                friend_may_edit_date(access, &draft).map_err(DateError::SharedEditRefused)?;
                access.owner
            }
        };
        check_delivery(
            draft
                .reminder_delivery
                .as_deref()
                .and_then(ReminderDelivery::parse),
            email_enabled,
        )?;
        let Zoned {
            value: stored,
            zone,
        } = store.date(owner, id)?.ok_or(DateError::NotFound)?;
        let input: SpecialDateInput = draft.validate_update(&stored.date.input)?;
        if input.contact_id != stored.date.input.contact_id {
            check_contact(store, owner, input.contact_id)?;
        }
        let schedule = Schedule::of(&input, today_in(zone, now));
        if !store.update_date(owner, id, &input, schedule)? {
            return Err(DateError::NotFound);
        }
        read_back(store, owner, id, now)
    })
}

/// 'Already shopped' for the date's current occurrence (or cleared).
pub fn set_special_date_shopped<S: SpecialDateStore>(
    store: &mut S,
    me: UserId,
    id: SpecialDateId,
    shopped: bool,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, DateError> {
    let AsOf { value: current, .. } = read_back(store, me, id, now)?;
    let occurrence = shopped.then_some(current.date.schedule.next_occurrence);
    if !store.set_shopped(me, id, occurrence)? {
        return Err(DateError::NotFound);
    }
    read_back(store, me, id, now)
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
