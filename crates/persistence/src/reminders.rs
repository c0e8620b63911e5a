//! Reminders: the scheduler's claims (one row per date and occurrence), the
//! email outbox, and the notifications the bell shows.

use chrono::{DateTime, Days, NaiveDate, NaiveDateTime, TimeDelta, Utc};
use diesel::prelude::*;
use domain::calendar::{days_until, today_in};
use domain::special_date::{
    long_date, reminder_title, ReminderDelivery, SpecialDate, SpecialDateId,
};
use domain::time_zone::TimeZone;
use domain::user::UserId;

use crate::schema::{reminders, special_dates, users};
use crate::special_dates::{reschedule, SpecialDateRow};
use crate::{DbConnection, StoreError};

/// Reminders missed while no scheduler ran are still delivered this many days late.
const CATCH_UP_DAYS: u64 = 7;
const BATCH: i64 = 500;
/// An email claimed this long ago without a result is claimed again.
const CLAIM_TIMEOUT_MINUTES: i64 = 10;
const MAX_EMAIL_ATTEMPTS: i32 = 5;

pub const STATUS_DELIVERED: &str = "delivered";
pub const STATUS_PENDING: &str = "pending";
pub const STATUS_SENDING: &str = "sending";
pub const STATUS_SENT: &str = "sent";
pub const STATUS_FAILED: &str = "failed";

/// A reminder as the bell shows it.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = reminders)]
pub struct Reminder {
    pub id: i64,
    pub user_id: i64,
    pub special_date_id: i64,
    pub occurrence: NaiveDate,
    pub channel: String,
    pub title: String,
    pub body: String,
    pub delivery_status: String,
    pub read_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

fn zone_of(name: &str) -> TimeZone {
    TimeZone::parse(name).unwrap_or(TimeZone::UTC)
}

/// Moves every recurring date whose occurrence has passed (in its owner's
/// zone) on to the next one. Only rows at or before UTC's today are read.
pub fn advance_all(conn: &mut DbConnection, now: DateTime<Utc>) -> Result<usize, StoreError> {
    let utc_today = now.date_naive();
    let mut after_id = 0i64;
    let mut moved = 0;
    loop {
        let batch: Vec<(SpecialDateRow, String)> = special_dates::table
            .inner_join(users::table)
            .filter(special_dates::recurring.eq(true))
            .filter(special_dates::next_occurrence.le(utc_today))
            .filter(special_dates::id.gt(after_id))
            .order(special_dates::id.asc())
            .limit(BATCH)
            .select((SpecialDateRow::as_select(), users::time_zone))
            .load(conn)?;
        let Some(last) = batch.last() else { break };
        after_id = last.0.id();
        for (row, zone) in batch {
            let date = SpecialDate::from(row);
            moved += reschedule(conn, &date, today_in(zone_of(&zone), now))?;
        }
    }
    Ok(moved)
}

#[derive(Insertable)]
#[diesel(table_name = reminders)]
struct NewReminder<'a> {
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

/// Records every reminder due now, once per date and occurrence: the unique
/// (date, occurrence) row is the claim, so restarts and several instances
/// never record one twice. Reads only rows whose due day is near today
/// (an index range on `remind_on`). Returns how many were recorded.
pub fn record_due(conn: &mut DbConnection, now: DateTime<Utc>) -> Result<usize, StoreError> {
    let utc_today = now.date_naive();
    let earliest = utc_today
        .checked_sub_days(Days::new(CATCH_UP_DAYS))
        .unwrap_or(utc_today);
    let latest = utc_today
        .checked_add_days(Days::new(1))
        .unwrap_or(utc_today);
    let yesterday = utc_today
        .checked_sub_days(Days::new(1))
        .unwrap_or(utc_today);
    let created_at = crate::now();
    let mut after_id = 0i64;
    let mut recorded = 0;
    loop {
        let already = reminders::table
            .filter(reminders::special_date_id.eq(special_dates::id))
            .filter(reminders::occurrence.eq(special_dates::next_occurrence));
        let batch: Vec<(SpecialDateRow, String)> = special_dates::table
            .inner_join(users::table)
            .filter(special_dates::remind_on.between(earliest, latest))
            .filter(special_dates::next_occurrence.ge(yesterday))
            .filter(special_dates::id.gt(after_id))
            .filter(diesel::dsl::not(diesel::dsl::exists(already)))
            .order(special_dates::id.asc())
            .limit(BATCH)
            .select((SpecialDateRow::as_select(), users::time_zone))
            .load(conn)?;
        let Some(last) = batch.last() else { break };
        after_id = last.0.id();
        for (row, zone) in batch {
            let date = SpecialDate::from(row);
            let today = today_in(zone_of(&zone), now);
            let occurrence = date.schedule.next_occurrence;
            if date.schedule.remind_on > today || occurrence < today {
                continue;
            }
            let channel = date.input.reminder_delivery;
            let title = reminder_title(&date.input.title, days_until(occurrence, today));
            let body = format!(
                "{} · {}",
                long_date(occurrence),
                date.input.date_type.label()
            );
            let new = NewReminder {
                user_id: date.user_id,
                special_date_id: date.id,
                occurrence,
                channel: channel.as_str(),
                title: &title,
                body: &body,
                delivery_status: if channel == ReminderDelivery::Email {
                    STATUS_PENDING
                } else {
                    STATUS_DELIVERED
                },
                attempts: 0,
                created_at,
            };
            recorded += match conn {
                DbConnection::Postgresql(c) => diesel::insert_into(reminders::table)
                    .values(&new)
                    .on_conflict_do_nothing()
                    .execute(c)?,
                DbConnection::Sqlite(c) => diesel::insert_into(reminders::table)
                    .values(&new)
                    .on_conflict_do_nothing()
                    .execute(c)?,
            };
        }
    }
    Ok(recorded)
}

/// An email reminder claimed for sending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailJob {
    pub reminder_id: i64,
    pub to: Option<String>,
    pub subject: String,
    pub body: String,
}

/// Claims up to `limit` pending email reminders (and ones whose claim timed
/// out). On PostgreSQL the rows are locked with `FOR UPDATE SKIP LOCKED`, so
/// instances running side by side never claim the same reminder.
pub fn claim_emails(
    conn: &mut DbConnection,
    now: DateTime<Utc>,
    limit: i64,
) -> Result<Vec<EmailJob>, StoreError> {
    let now = now.naive_utc();
    let stale_claim = now - TimeDelta::minutes(CLAIM_TIMEOUT_MINUTES);
    conn.transaction(|conn| {
        let claimable =
            reminders::delivery_status
                .eq(STATUS_PENDING)
                .or(reminders::delivery_status
                    .eq(STATUS_SENDING)
                    .and(reminders::claimed_at.lt(stale_claim)));
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
                reminders::delivery_status.eq(STATUS_SENDING),
                reminders::claimed_at.eq(now),
                reminders::attempts.eq(reminders::attempts + 1),
            ))
            .execute(conn)?;
        let rows: Vec<(i64, String, String, Option<String>)> = reminders::table
            .inner_join(users::table)
            .filter(reminders::id.eq_any(&ids))
            .order(reminders::id.asc())
            .select((
                reminders::id,
                reminders::title,
                reminders::body,
                users::email,
            ))
            .load(conn)?;
        Ok(rows
            .into_iter()
            .map(|(reminder_id, title, body, to)| EmailJob {
                reminder_id,
                to,
                subject: format!("Reminder: {title}"),
                body: format!("{title}.\n\n{body}\n\nPlan the perfect gift with Presently.\n"),
            })
            .collect())
    })
}

pub fn mark_sent(conn: &mut DbConnection, reminder_id: i64) -> Result<(), StoreError> {
    diesel::update(reminders::table.find(reminder_id))
        .set(reminders::delivery_status.eq(STATUS_SENT))
        .execute(conn)?;
    Ok(())
}

/// A reminder that cannot be emailed at all (the user has no address).
pub fn mark_undeliverable(conn: &mut DbConnection, reminder_id: i64) -> Result<(), StoreError> {
    diesel::update(reminders::table.find(reminder_id))
        .set(reminders::delivery_status.eq(STATUS_FAILED))
        .execute(conn)?;
    Ok(())
}

/// A failed send is retried by a later tick, up to a few attempts.
pub fn mark_failed(conn: &mut DbConnection, reminder_id: i64) -> Result<(), StoreError> {
    let attempts: i32 = reminders::table
        .find(reminder_id)
        .select(reminders::attempts)
        .first(conn)?;
    let status = if attempts >= MAX_EMAIL_ATTEMPTS {
        STATUS_FAILED
    } else {
        STATUS_PENDING
    };
    diesel::update(reminders::table.find(reminder_id))
        .set(reminders::delivery_status.eq(status))
        .execute(conn)?;
    Ok(())
}

/// The user's latest reminders, newest first.
pub fn list_for_user(
    conn: &mut DbConnection,
    user_id: UserId,
    limit: i64,
) -> Result<Vec<Reminder>, StoreError> {
    Ok(reminders::table
        .filter(reminders::user_id.eq(user_id))
        .order(reminders::id.desc())
        .limit(limit)
        .select(Reminder::as_select())
        .load(conn)?)
}

pub fn unread_count(conn: &mut DbConnection, user_id: UserId) -> Result<i64, StoreError> {
    Ok(reminders::table
        .filter(reminders::user_id.eq(user_id))
        .filter(reminders::read_at.is_null())
        .count()
        .get_result(conn)?)
}

pub fn mark_read(
    conn: &mut DbConnection,
    user_id: UserId,
    id: i64,
) -> Result<Option<Reminder>, StoreError> {
    let mine = reminders::table
        .filter(reminders::id.eq(id))
        .filter(reminders::user_id.eq(user_id));
    diesel::update(mine.filter(reminders::read_at.is_null()))
        .set(reminders::read_at.eq(crate::now()))
        .execute(conn)?;
    Ok(mine.select(Reminder::as_select()).first(conn).optional()?)
}

pub fn mark_all_read(conn: &mut DbConnection, user_id: UserId) -> Result<usize, StoreError> {
    Ok(diesel::update(
        reminders::table
            .filter(reminders::user_id.eq(user_id))
            .filter(reminders::read_at.is_null()),
    )
    .set(reminders::read_at.eq(crate::now()))
    .execute(conn)?)
}

/// Reminders recorded for one date (tests and diagnostics).
pub fn for_date(
    conn: &mut DbConnection,
    special_date_id: SpecialDateId,
) -> Result<Vec<Reminder>, StoreError> {
    Ok(reminders::table
        .filter(reminders::special_date_id.eq(special_date_id))
        .order(reminders::id.asc())
        .select(Reminder::as_select())
        .load(conn)?)
}
