//! Reminders: the scheduler's claims (one row per date and occurrence), the
//! email outbox, and the notifications the bell shows.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::ids::{ReminderId, SpecialDateId, UserId};
use domain::ports::{ReminderStore, ScanPosition, StoreError, ZonedDates};
use domain::reminder::{ClaimedEmail, DeliveryStatus, DueReminder, Reminder};
use domain::special_date::{ReminderDelivery, SpecialDate};
use domain::time_zone::TimeZone;

use crate::schema::{reminders, special_dates, users};
use crate::special_dates::SpecialDateRow;
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = reminders)]
struct ReminderRow {
    id: i64,
    user_id: i64,
    special_date_id: i64,
    occurrence: NaiveDate,
    channel: String,
    title: String,
    body: String,
    delivery_status: String,
    created_at: NaiveDateTime,
}

impl From<ReminderRow> for Reminder {
    fn from(row: ReminderRow) -> Self {
        Reminder {
            id: ReminderId(row.id),
            due: DueReminder {
                user_id: UserId(row.user_id),
                special_date_id: SpecialDateId(row.special_date_id),
                occurrence: row.occurrence,
                channel: ReminderDelivery::parse(&row.channel)
                    .unwrap_or(ReminderDelivery::Dashboard),
                title: row.title,
                body: row.body,
                delivery_status: DeliveryStatus::parse(&row.delivery_status)
                    .unwrap_or(DeliveryStatus::Delivered),
            },
            created_at: row.created_at,
        }
    }
}

fn zoned(rows: Vec<(SpecialDateRow, String)>) -> ZonedDates {
    rows.into_iter()
        .map(|(row, zone)| {
            let zone = TimeZone::parse(&zone).unwrap_or(TimeZone::UTC);
            (SpecialDate::from(row), zone)
        })
        .collect()
}

/// Recurring dates whose stored occurrence is on or before `utc_day`, by
/// (next occurrence, id) after `after`, with their owners' zones: a range on
/// the (recurring, next_occurrence) index, whatever the table's size.
pub fn recurring_until(
    conn: &mut DbConnection,
    utc_day: NaiveDate,
    after: ScanPosition,
    limit: u32,
) -> Result<ZonedDates, DbError> {
    let mut query = special_dates::table
        .inner_join(users::table)
        .select((SpecialDateRow::as_select(), users::time_zone))
        .filter(special_dates::recurring.eq(true))
        .filter(special_dates::next_occurrence.le(utc_day))
        .into_boxed();
    if let Some((next, id)) = after {
        query = query.filter(
            special_dates::next_occurrence
                .gt(next)
                .or(special_dates::next_occurrence
                    .eq(next)
                    .and(special_dates::id.gt(id.0))),
        );
    }
    let rows = query
        .order((
            special_dates::next_occurrence.asc(),
            special_dates::id.asc(),
        ))
        .limit(i64::from(limit))
        .load(conn)?;
    Ok(zoned(rows))
}

/// Dates whose reminder day is within `remind_on` and whose occurrence is on
/// or after `occurring_from`, with no reminder for that occurrence yet, by
/// (reminder day, id) after `after`: a range on the `remind_on` index.
pub fn to_remind(
    conn: &mut DbConnection,
    (earliest, latest): (NaiveDate, NaiveDate),
    occurring_from: NaiveDate,
    after: ScanPosition,
    limit: u32,
) -> Result<ZonedDates, DbError> {
    let already = reminders::table
        .filter(reminders::special_date_id.eq(special_dates::id))
        .filter(reminders::occurrence.eq(special_dates::next_occurrence));
    let mut query = special_dates::table
        .inner_join(users::table)
        .select((SpecialDateRow::as_select(), users::time_zone))
        .filter(special_dates::remind_on.between(earliest, latest))
        .filter(special_dates::next_occurrence.ge(occurring_from))
        .filter(diesel::dsl::not(diesel::dsl::exists(already)))
        .into_boxed();
    if let Some((remind_on, id)) = after {
        query = query.filter(
            special_dates::remind_on
                .gt(remind_on)
                .or(special_dates::remind_on
                    .eq(remind_on)
                    .and(special_dates::id.gt(id.0))),
        );
    }
    let rows = query
        .order((special_dates::remind_on.asc(), special_dates::id.asc()))
        .limit(i64::from(limit))
        .load(conn)?;
    Ok(zoned(rows))
}

#[derive(Insertable)]
#[diesel(table_name = reminders)]
struct ReminderValues<'a> {
    user_id: i64,
    special_date_id: i64,
    occurrence: NaiveDate,
    channel: &'a str,
    title: &'a str,
    body: &'a str,
    delivery_status: &'a str,
    attempts: i32,
    created_at: NaiveDateTime,
}

/// Records a reminder and its notification in the bell; the unique (date,
/// occurrence) row is the claim, so false when it was already recorded.
pub fn record(
    conn: &mut DbConnection,
    reminder: &DueReminder,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    conn.write_transaction(|conn| {
        let recorded = claim(conn, reminder, at)?;
        if recorded {
            crate::notifications::record_reminder(conn, reminder, at)?;
        }
        Ok(recorded)
    })
}

fn claim(
    conn: &mut DbConnection,
    reminder: &DueReminder,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    let values = ReminderValues {
        user_id: reminder.user_id.0,
        special_date_id: reminder.special_date_id.0,
        occurrence: reminder.occurrence,
        channel: reminder.channel.as_str(),
        title: &reminder.title,
        body: &reminder.body,
        delivery_status: reminder.delivery_status.as_str(),
        attempts: 0,
        created_at: at,
    };
    let inserted = match conn {
        DbConnection::Postgresql(c) => diesel::insert_into(reminders::table)
            .values(&values)
            .on_conflict_do_nothing()
            .execute(c)?,
        DbConnection::Sqlite(c) => diesel::insert_into(reminders::table)
            .values(&values)
            .on_conflict_do_nothing()
            .execute(c)?,
    };
    Ok(inserted > 0)
}

/// Claims up to `limit` pending email reminders (and ones claimed before
/// `stale_before` without a result), counting an attempt each. On
/// PostgreSQL the rows are locked with `FOR UPDATE SKIP LOCKED`, so
/// instances running side by side never claim the same reminder.
pub fn claim_emails(
    conn: &mut DbConnection,
    now: NaiveDateTime,
    stale_before: NaiveDateTime,
    limit: u32,
) -> Result<Vec<ClaimedEmail>, DbError> {
    let limit = i64::from(limit);
    conn.write_transaction(|conn| {
        let claimable = reminders::delivery_status
            .eq(DeliveryStatus::Pending.as_str())
            .or(reminders::delivery_status
                .eq(DeliveryStatus::Sending.as_str())
                .and(reminders::claimed_at.lt(stale_before)));
        let ids: Vec<i64> = match conn {
            DbConnection::Postgresql(c) => reminders::table
                .filter(reminders::channel.eq(ReminderDelivery::Email.as_str()))
                .filter(claimable)
                .order(reminders::id.asc())
                .limit(limit)
                .select(reminders::id)
                .for_update()
                .skip_locked()
                .load(c)?,
            DbConnection::Sqlite(c) => reminders::table
                .filter(reminders::channel.eq(ReminderDelivery::Email.as_str()))
                .filter(claimable)
                .order(reminders::id.asc())
                .limit(limit)
                .select(reminders::id)
                .load(c)?,
        };
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        diesel::update(reminders::table.filter(reminders::id.eq_any(&ids)))
            .set((
                reminders::delivery_status.eq(DeliveryStatus::Sending.as_str()),
                reminders::claimed_at.eq(now),
                reminders::attempts.eq(reminders::attempts + 1),
            ))
            .execute(conn)?;
        let rows: Vec<(i64, String, String, Option<String>, bool)> = reminders::table
            .inner_join(users::table)
            .filter(reminders::id.eq_any(&ids))
            .order(reminders::id.asc())
            .select((
                reminders::id,
                reminders::title,
                reminders::body,
                users::email,
                users::email_reminders,
            ))
            .load(conn)?;
        Ok(rows
            .into_iter()
            .map(|(id, title, body, to, wanted)| ClaimedEmail {
                reminder_id: ReminderId(id),
                to,
                wanted,
                title,
                body,
            })
            .collect())
    })
}

/// How many times the email was claimed.
pub fn attempts(conn: &mut DbConnection, id: ReminderId) -> Result<u32, DbError> {
    let attempts: i32 = reminders::table
        .find(id.0)
        .select(reminders::attempts)
        .first(conn)?;
    Ok(attempts.unsigned_abs())
}

pub fn set_status(
    conn: &mut DbConnection,
    id: ReminderId,
    status: DeliveryStatus,
) -> Result<(), DbError> {
    diesel::update(reminders::table.find(id.0))
        .set(reminders::delivery_status.eq(status.as_str()))
        .execute(conn)?;
    Ok(())
}

/// Reminders recorded for one date (tests and diagnostics).
pub fn for_date(
    conn: &mut DbConnection,
    special_date_id: SpecialDateId,
) -> Result<Vec<Reminder>, DbError> {
    Ok(reminders::table
        .filter(reminders::special_date_id.eq(special_date_id.0))
        .order(reminders::id.asc())
        .select(ReminderRow::as_select())
        .load(conn)?
        .into_iter()
        .map(Reminder::from)
        .collect())
}

impl ReminderStore for Store {
    fn recurring_dates_until(
        &mut self,
        utc_day: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError> {
        Ok(recurring_until(self, utc_day, after, limit)?)
    }

    fn dates_to_remind(
        &mut self,
        remind_on: (NaiveDate, NaiveDate),
        occurring_from: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError> {
        Ok(to_remind(self, remind_on, occurring_from, after, limit)?)
    }

    fn record_reminder(&mut self, reminder: &DueReminder) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(record(self, reminder, at)?)
    }

    fn claim_emails(
        &mut self,
        now: NaiveDateTime,
        stale_before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<ClaimedEmail>, StoreError> {
        Ok(claim_emails(self, now, stale_before, limit)?)
    }

    fn email_attempts(&mut self, id: ReminderId) -> Result<u32, StoreError> {
        Ok(attempts(self, id)?)
    }

    fn set_delivery_status(
        &mut self,
        id: ReminderId,
        status: DeliveryStatus,
    ) -> Result<(), StoreError> {
        Ok(set_status(self, id, status)?)
    }
}
