//! The special_dates table. Every query is scoped to its owner.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::holiday::{Country, GiftDay};
use domain::ids::{ContactId, SpecialDateId, UserId};
use domain::ports::{SpecialDateStore, StoreError, Zoned};
use domain::special_date::{
    ContactRef, DateType, DateWithContact, MovableDay, ReminderDelivery, Schedule, SpecialDate,
    SpecialDateInput,
};
use domain::time_zone::TimeZone;

use crate::direct::direct;
use crate::schema::{contacts, special_dates, users};
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = special_dates)]
pub(crate) struct SpecialDateRow {
    id: i64,
    user_id: i64,
    contact_id: Option<i64>,
    title: String,
    date: NaiveDate,
    date_type: String,
    recurring: bool,
    reminder_days: i32,
    reminder_delivery: String,
    notes: Option<String>,
    shopped_occurrence: Option<NaiveDate>,
    next_occurrence: NaiveDate,
    remind_on: NaiveDate,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
    gift_day: Option<String>,
    gift_country: Option<String>,
}

impl From<SpecialDateRow> for SpecialDate {
    fn from(row: SpecialDateRow) -> Self {
        SpecialDate {
            id: SpecialDateId(row.id),
            user_id: UserId(row.user_id),
            input: SpecialDateInput {
                title: row.title,
                date_type: DateType::parse(&row.date_type).unwrap_or(DateType::Other),
                date: row.date,
                contact_id: row.contact_id.map(ContactId),
                recurring: row.recurring,
                reminder_days: u16::try_from(row.reminder_days).unwrap_or(0),
                reminder_delivery: ReminderDelivery::parse(&row.reminder_delivery)
                    .unwrap_or(ReminderDelivery::Dashboard),
                notes: row.notes,
                gift_day: match (row.gift_day.as_deref(), row.gift_country.as_deref()) {
                    (Some(day), Some(country)) => GiftDay::parse(day)
                        .zip(Country::parse(country))
                        .map(|(day, country)| MovableDay { day, country }),
                    _ => None,
                },
            },
            shopped_occurrence: row.shopped_occurrence,
            schedule: Schedule {
                next_occurrence: row.next_occurrence,
                remind_on: row.remind_on,
            },
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

#[derive(AsChangeset, Insertable)]
#[diesel(table_name = special_dates, treat_none_as_null = true)]
struct DateValues<'a> {
    contact_id: Option<i64>,
    title: &'a str,
    date: NaiveDate,
    date_type: &'a str,
    recurring: bool,
    reminder_days: i32,
    reminder_delivery: &'a str,
    notes: Option<&'a str>,
    next_occurrence: NaiveDate,
    remind_on: NaiveDate,
    updated_at: NaiveDateTime,
    gift_day: Option<&'a str>,
    gift_country: Option<&'a str>,
}

impl<'a> DateValues<'a> {
    fn new(input: &'a SpecialDateInput, schedule: Schedule, at: NaiveDateTime) -> Self {
        DateValues {
            contact_id: input.contact_id.map(|c| c.0),
            title: &input.title,
            date: input.date,
            date_type: input.date_type.as_str(),
            recurring: input.recurring,
            reminder_days: i32::from(input.reminder_days),
            reminder_delivery: input.reminder_delivery.as_str(),
            notes: input.notes.as_deref(),
            next_occurrence: schedule.next_occurrence,
            remind_on: schedule.remind_on,
            updated_at: at,
            gift_day: input.gift_day.map(|m| m.day.as_str()),
            gift_country: input.gift_day.map(|m| m.country.as_str()),
        }
    }
}

type ContactColumns = (contacts::id, contacts::name);

/// A date row with its contact's columns (null when it has none).
pub(crate) type DateRowWithContact = (SpecialDateRow, Option<(i64, String)>);

pub(crate) fn with_contact((row, contact): DateRowWithContact) -> DateWithContact {
    DateWithContact {
        date: row.into(),
        contact: contact.map(|(id, name)| ContactRef {
            id: ContactId(id),
            name,
        }),
    }
}

/// A date row with its contact's columns and its owner's time zone name.
type ZonedRow = (String, SpecialDateRow, Option<(i64, String)>);

/// Dates joined to their owner (for the zone) and their contact.
type DatesWithOwner = diesel::dsl::LeftJoinOn<
    diesel::dsl::InnerJoin<special_dates::table, users::table>,
    contacts::table,
    diesel::dsl::Eq<special_dates::contact_id, diesel::dsl::Nullable<contacts::id>>,
>;
type OwnedDates = diesel::dsl::Filter<DatesWithOwner, diesel::dsl::Eq<special_dates::user_id, i64>>;

/// The owner's dates, each with the owner's time zone and its contact:
/// one query, by the (user_id, next_occurrence) index.
fn owned_dates(user_id: UserId) -> OwnedDates {
    special_dates::table
        .inner_join(users::table)
        .left_join(contacts::table.on(special_dates::contact_id.eq(contacts::id.nullable())))
        .filter(special_dates::user_id.eq(user_id.0))
}

fn zone(name: &str) -> TimeZone {
    TimeZone::parse(name).unwrap_or(TimeZone::UTC)
}

pub(crate) fn contact_columns() -> diesel::dsl::Nullable<ContactColumns> {
    (contacts::id, contacts::name).nullable()
}

/// Inserts a date and returns only its id (an import needs no read-back).
pub fn insert(
    conn: &mut DbConnection,
    user_id: UserId,
    input: &SpecialDateInput,
    schedule: Schedule,
    at: NaiveDateTime,
) -> Result<SpecialDateId, DbError> {
    Ok(SpecialDateId(
        diesel::insert_into(special_dates::table)
            .values((
                special_dates::user_id.eq(user_id.0),
                special_dates::created_at.eq(at),
                DateValues::new(input, schedule, at),
            ))
            .returning(special_dates::id)
            .get_result(conn)?,
    ))
}

/// One of the owner's dates, with the owner's time zone.
pub fn find(
    conn: &mut DbConnection,
    user_id: UserId,
    id: SpecialDateId,
) -> Result<Option<Zoned<DateWithContact>>, DbError> {
    Ok(owned_dates(user_id)
        .filter(special_dates::id.eq(id.0))
        .select((
            users::time_zone,
            SpecialDateRow::as_select(),
            contact_columns(),
        ))
        .first::<ZonedRow>(conn)
        .optional()?
        .map(|(time_zone, row, contact)| Zoned {
            value: with_contact((row, contact)),
            zone: zone(&time_zone),
        }))
}

/// A query of dates with their owner's zone and their contact, by next
/// occurrence, then title and id: the order every list of dates shows.
macro_rules! in_date_order {
    ($dates:expr) => {
        $dates
            .order((
                special_dates::next_occurrence.asc(),
                special_dates::title.asc(),
                special_dates::id.asc(),
            ))
            .select((
                users::time_zone,
                SpecialDateRow::as_select(),
                contact_columns(),
            ))
    };
}

/// All of a user's dates by next occurrence (then title and id), with the
/// user's time zone (`UTC` when they have none).
pub fn list(
    conn: &mut DbConnection,
    user_id: UserId,
) -> Result<Zoned<Vec<DateWithContact>>, DbError> {
    let rows = direct!(conn, |c| in_date_order!(owned_dates(user_id))
        .load::<ZonedRow>(c))?;
    Ok(zoned(rows))
}

/// The first `limit` of the owner's dates that recur or whose stored next
/// occurrence is `from` or later, in the order of [`list`], with the
/// owner's time zone (UTC when there are none). The upcoming dates read
/// this: it decodes the few rows it shows, not all of them.
pub fn list_from(
    conn: &mut DbConnection,
    user_id: UserId,
    from: NaiveDate,
    limit: u32,
) -> Result<Zoned<Vec<DateWithContact>>, DbError> {
    let rows = direct!(conn, |c| {
        let coming = owned_dates(user_id).filter(
            special_dates::next_occurrence
                .ge(from)
                .or(special_dates::recurring.eq(true)),
        );
        in_date_order!(coming)
            .limit(i64::from(limit))
            .load::<ZonedRow>(c)
    })?;
    Ok(zoned(rows))
}

fn zoned(rows: Vec<ZonedRow>) -> Zoned<Vec<DateWithContact>> {
    let zone = rows
        .first()
        .map_or(TimeZone::UTC, |(name, _, _)| zone(name));
    Zoned {
        value: rows
            .into_iter()
            .map(|(_, row, contact)| with_contact((row, contact)))
            .collect(),
        zone,
    }
}

/// Rewrites a date's fields and schedule; false when it is not the user's.
pub fn update(
    conn: &mut DbConnection,
    user_id: UserId,
    id: SpecialDateId,
    input: &SpecialDateInput,
    schedule: Schedule,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    let updated = diesel::update(owned(user_id, id))
        .set(DateValues::new(input, schedule, at))
        .execute(conn)?;
    Ok(updated > 0)
}

type OwnedDate = diesel::dsl::Filter<
    diesel::dsl::Filter<special_dates::table, diesel::dsl::Eq<special_dates::id, i64>>,
    diesel::dsl::Eq<special_dates::user_id, i64>,
>;

/// One date, with its owner in the `WHERE`.
fn owned(user_id: UserId, id: SpecialDateId) -> OwnedDate {
    special_dates::table
        .filter(special_dates::id.eq(id.0))
        .filter(special_dates::user_id.eq(user_id.0))
}

/// Marks the given occurrence shopped (or clears it with `None`).
pub fn set_shopped(
    conn: &mut DbConnection,
    user_id: UserId,
    id: SpecialDateId,
    occurrence: Option<NaiveDate>,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    let updated = diesel::update(owned(user_id, id))
        .set((
            special_dates::shopped_occurrence.eq(occurrence),
            special_dates::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(updated > 0)
}

/// Deletes a user's date; false when there was none.
pub fn delete(
    conn: &mut DbConnection,
    user_id: UserId,
    id: SpecialDateId,
) -> Result<bool, DbError> {
    let deleted = diesel::delete(owned(user_id, id)).execute(conn)?;
    Ok(deleted > 0)
}

/// Stores a date's new schedule, under its owner.
pub fn set_schedule(
    conn: &mut DbConnection,
    date: &SpecialDate,
    schedule: Schedule,
) -> Result<(), DbError> {
    diesel::update(owned(date.user_id, date.id))
        .set((
            special_dates::next_occurrence.eq(schedule.next_occurrence),
            special_dates::remind_on.eq(schedule.remind_on),
        ))
        .execute(conn)?;
    Ok(())
}

/// How many special dates the user has (the cap check before an insert).
pub fn count(conn: &mut DbConnection, user_id: UserId) -> Result<u64, DbError> {
    let count: i64 = special_dates::table
        .filter(special_dates::user_id.eq(user_id.0))
        .count()
        .get_result(conn)?;
    Ok(count.unsigned_abs())
}

impl SpecialDateStore for Store {
    fn dates(&mut self, owner: UserId) -> Result<Zoned<Vec<DateWithContact>>, StoreError> {
        Ok(list(self, owner)?)
    }

    fn dates_from(
        &mut self,
        owner: UserId,
        from: NaiveDate,
        limit: u32,
    ) -> Result<Zoned<Vec<DateWithContact>>, StoreError> {
        Ok(list_from(self, owner, from, limit)?)
    }

    fn date_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        Ok(count(self, owner)?)
    }

    fn date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
    ) -> Result<Option<Zoned<DateWithContact>>, StoreError> {
        Ok(find(self, owner, id)?)
    }

    fn add_date(
        &mut self,
        owner: UserId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<SpecialDateId, StoreError> {
        let at = self.stamp();
        Ok(insert(self, owner, input, schedule, at)?)
    }

    fn update_date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(update(self, owner, id, input, schedule, at)?)
    }

    fn set_shopped(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        occurrence: Option<NaiveDate>,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(set_shopped(self, owner, id, occurrence, at)?)
    }

    fn delete_date(&mut self, owner: UserId, id: SpecialDateId) -> Result<bool, StoreError> {
        Ok(delete(self, owner, id)?)
    }

    fn set_schedule(&mut self, date: &SpecialDate, schedule: Schedule) -> Result<(), StoreError> {
        Ok(set_schedule(self, date, schedule)?)
    }
}
