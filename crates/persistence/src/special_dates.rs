//! The special_dates table. Every query is scoped to its owner.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::special_date::{
    ContactId, DateType, ReminderDelivery, Schedule, SpecialDate, SpecialDateId, SpecialDateInput,
};
use domain::user::UserId;

use crate::schema::{contacts, special_dates};
use crate::{now, DbConnection, StoreError};

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
}

impl SpecialDateRow {
    pub(crate) fn id(&self) -> i64 {
        self.id
    }
}

impl From<SpecialDateRow> for SpecialDate {
    fn from(row: SpecialDateRow) -> Self {
        SpecialDate {
            id: row.id,
            user_id: row.user_id,
            input: SpecialDateInput {
                title: row.title,
                date_type: DateType::parse(&row.date_type).unwrap_or(DateType::Other),
                date: row.date,
                contact_id: row.contact_id,
                recurring: row.recurring,
                reminder_days: u16::try_from(row.reminder_days).unwrap_or(0),
                reminder_delivery: ReminderDelivery::parse(&row.reminder_delivery)
                    .unwrap_or(ReminderDelivery::Dashboard),
                notes: row.notes,
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

impl From<(SpecialDateRow, Option<(i64, String)>)> for DateWithContact {
    fn from((row, contact): (SpecialDateRow, Option<(i64, String)>)) -> Self {
        with_contact(row, contact)
    }
}

/// The linked contact as a card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactRef {
    pub id: ContactId,
    pub name: String,
}

/// A date with its contact, as the API returns it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DateWithContact {
    pub date: SpecialDate,
    pub contact: Option<ContactRef>,
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
}

impl<'a> DateValues<'a> {
    fn new(input: &'a SpecialDateInput, schedule: Schedule, at: NaiveDateTime) -> Self {
        DateValues {
            contact_id: input.contact_id,
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
        }
    }
}

type ContactColumns = (contacts::id, contacts::name);

fn with_contact(row: SpecialDateRow, contact: Option<(i64, String)>) -> DateWithContact {
    DateWithContact {
        date: row.into(),
        contact: contact.map(|(id, name)| ContactRef { id, name }),
    }
}

fn owned_dates(
    user_id: UserId,
) -> diesel::dsl::Filter<
    diesel::dsl::LeftJoin<special_dates::table, contacts::table>,
    diesel::dsl::Eq<special_dates::user_id, i64>,
> {
    special_dates::table
        .left_join(contacts::table)
        .filter(special_dates::user_id.eq(user_id))
}

pub(crate) fn contact_columns() -> diesel::dsl::Nullable<ContactColumns> {
    (contacts::id, contacts::name).nullable()
}

pub fn insert(
    conn: &mut DbConnection,
    user_id: UserId,
    input: &SpecialDateInput,
    schedule: Schedule,
) -> Result<DateWithContact, StoreError> {
    let id = insert_row(conn, user_id, input, schedule)?;
    find(conn, user_id, id)?.ok_or(StoreError::NotFound)
}

/// Inserts a date and returns only its id (an import needs no read-back).
pub(crate) fn insert_row(
    conn: &mut DbConnection,
    user_id: UserId,
    input: &SpecialDateInput,
    schedule: Schedule,
) -> Result<SpecialDateId, StoreError> {
    let at = now();
    Ok(diesel::insert_into(special_dates::table)
        .values((
            special_dates::user_id.eq(user_id),
            special_dates::created_at.eq(at),
            DateValues::new(input, schedule, at),
        ))
        .returning(special_dates::id)
        .get_result(conn)?)
}

pub fn find(
    conn: &mut DbConnection,
    user_id: UserId,
    id: SpecialDateId,
) -> Result<Option<DateWithContact>, StoreError> {
    Ok(owned_dates(user_id)
        .filter(special_dates::id.eq(id))
        .select((SpecialDateRow::as_select(), contact_columns()))
        .first::<(SpecialDateRow, Option<(i64, String)>)>(conn)
        .optional()?
        .map(|(row, contact)| with_contact(row, contact)))
}

/// All of a user's dates, by next occurrence.
pub fn list(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<DateWithContact>, StoreError> {
    Ok(owned_dates(user_id)
        .order((
            special_dates::next_occurrence.asc(),
            special_dates::title.asc(),
            special_dates::id.asc(),
        ))
        .select((SpecialDateRow::as_select(), contact_columns()))
        .load::<(SpecialDateRow, Option<(i64, String)>)>(conn)?
        .into_iter()
        .map(|(row, contact)| with_contact(row, contact))
        .collect())
}

/// Dates whose next occurrence is `today` or later (up to `until` when given),
/// soonest first: an indexed range scan on (user_id, next_occurrence).
pub fn upcoming(
    conn: &mut DbConnection,
    user_id: UserId,
    today: NaiveDate,
    until: Option<NaiveDate>,
    limit: Option<i64>,
) -> Result<Vec<DateWithContact>, StoreError> {
    let mut query = owned_dates(user_id)
        .filter(special_dates::next_occurrence.ge(today))
        .order((
            special_dates::next_occurrence.asc(),
            special_dates::title.asc(),
            special_dates::id.asc(),
        ))
        .select((SpecialDateRow::as_select(), contact_columns()))
        .into_boxed();
    if let Some(until) = until {
        query = query.filter(special_dates::next_occurrence.le(until));
    }
    if let Some(limit) = limit {
        query = query.limit(limit);
    }
    Ok(query
        .load::<(SpecialDateRow, Option<(i64, String)>)>(conn)?
        .into_iter()
        .map(|(row, contact)| with_contact(row, contact))
        .collect())
}

/// Rewrites a date's fields and schedule; `None` when it is not the user's.
pub fn update(
    conn: &mut DbConnection,
    user_id: UserId,
    id: SpecialDateId,
    input: &SpecialDateInput,
    schedule: Schedule,
) -> Result<Option<DateWithContact>, StoreError> {
    let updated = diesel::update(
        special_dates::table
            .filter(special_dates::id.eq(id))
            .filter(special_dates::user_id.eq(user_id)),
    )
    .set(DateValues::new(input, schedule, now()))
    .execute(conn)?;
    if updated == 0 {
        return Ok(None);
    }
    find(conn, user_id, id)
}

/// Marks the given occurrence shopped (or clears it with `None`).
pub fn set_shopped(
    conn: &mut DbConnection,
    user_id: UserId,
    id: SpecialDateId,
    occurrence: Option<NaiveDate>,
) -> Result<Option<DateWithContact>, StoreError> {
    let updated = diesel::update(
        special_dates::table
            .filter(special_dates::id.eq(id))
            .filter(special_dates::user_id.eq(user_id)),
    )
    .set((
        special_dates::shopped_occurrence.eq(occurrence),
        special_dates::updated_at.eq(now()),
    ))
    .execute(conn)?;
    if updated == 0 {
        return Ok(None);
    }
    find(conn, user_id, id)
}

/// Deletes a user's date; false when there was none.
pub fn delete(
    conn: &mut DbConnection,
    user_id: UserId,
    id: SpecialDateId,
) -> Result<bool, StoreError> {
    let deleted = diesel::delete(
        special_dates::table
            .filter(special_dates::id.eq(id))
            .filter(special_dates::user_id.eq(user_id)),
    )
    .execute(conn)?;
    Ok(deleted > 0)
}

/// Moves this user's recurring dates whose occurrence has passed on to the
/// next one (the scheduler does the same for everyone); returns how many moved.
pub fn advance_for_user(
    conn: &mut DbConnection,
    user_id: UserId,
    today: NaiveDate,
) -> Result<usize, StoreError> {
    let stale: Vec<SpecialDateRow> = special_dates::table
        .filter(special_dates::user_id.eq(user_id))
        .filter(special_dates::recurring.eq(true))
        .filter(special_dates::next_occurrence.lt(today))
        .select(SpecialDateRow::as_select())
        .load(conn)?;
    let mut moved = 0;
    for row in stale {
        let date: SpecialDate = row.into();
        moved += reschedule(conn, &date, today)?;
    }
    Ok(moved)
}

/// Stores the schedule `date` has on `today`, when it changed.
pub(crate) fn reschedule(
    conn: &mut DbConnection,
    date: &SpecialDate,
    today: NaiveDate,
) -> Result<usize, StoreError> {
    let schedule = Schedule::of(&date.input, today);
    if schedule == date.schedule {
        return Ok(0);
    }
    Ok(
        diesel::update(special_dates::table.filter(special_dates::id.eq(date.id)))
            .set((
                special_dates::next_occurrence.eq(schedule.next_occurrence),
                special_dates::remind_on.eq(schedule.remind_on),
            ))
            .execute(conn)?,
    )
}
