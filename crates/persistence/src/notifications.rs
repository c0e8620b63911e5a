//! The bell: one row per notification, a reminder's (recorded with the
//! scheduler's claim) or news from a group wishlist.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::ids::{NotificationId, SpecialDateId, UserId};
use domain::notification::{Notice, Notification, NotificationKind};
use domain::ports::{NotificationStore, StoreError};
use domain::reminder::DueReminder;
use domain::special_date::ReminderDelivery;

use crate::schema::notifications;
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = notifications)]
struct NotificationRow {
    id: i64,
    user_id: i64,
    kind: String,
    channel: String,
    title: String,
    body: String,
    link: Option<String>,
    special_date_id: Option<i64>,
    occurrence: Option<NaiveDate>,
    read_at: Option<NaiveDateTime>,
    created_at: NaiveDateTime,
}

impl From<NotificationRow> for Notification {
    fn from(row: NotificationRow) -> Self {
        Notification {
            id: NotificationId(row.id),
            user_id: UserId(row.user_id),
            kind: NotificationKind::parse(&row.kind).unwrap_or(NotificationKind::Reminder),
            channel: ReminderDelivery::parse(&row.channel).unwrap_or(ReminderDelivery::Dashboard),
            title: row.title,
            body: row.body,
            link: row.link,
            special_date_id: row.special_date_id.map(SpecialDateId),
            occurrence: row.occurrence,
            read_at: row.read_at,
            created_at: row.created_at,
        }
    }
}

#[derive(Insertable)]
#[diesel(table_name = notifications)]
struct NewRow<'a> {
    user_id: i64,
    kind: &'a str,
    channel: &'a str,
    title: &'a str,
    body: &'a str,
    link: Option<&'a str>,
    special_date_id: Option<i64>,
    occurrence: Option<NaiveDate>,
    created_at: NaiveDateTime,
}

/// The bell's line for a reminder just recorded.
pub(crate) fn record_reminder(
    conn: &mut DbConnection,
    reminder: &DueReminder,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::insert_into(notifications::table)
        .values(NewRow {
            user_id: reminder.user_id.0,
            kind: NotificationKind::Reminder.as_str(),
            channel: reminder.channel.as_str(),
            title: &reminder.title,
            body: &reminder.body,
            link: None,
            special_date_id: Some(reminder.special_date_id.0),
            occurrence: Some(reminder.occurrence),
            created_at: at,
        })
        .execute(conn)?;
    Ok(())
}

/// News for each notice's person, in the bell only (dashboard channel).
pub fn notify(
    conn: &mut DbConnection,
    notices: &[Notice],
    at: NaiveDateTime,
) -> Result<(), DbError> {
    if notices.is_empty() {
        return Ok(());
    }
    let rows: Vec<NewRow> = notices
        .iter()
        .map(|n| NewRow {
            user_id: n.user_id.0,
            kind: n.kind.as_str(),
            channel: ReminderDelivery::Dashboard.as_str(),
            title: &n.title,
            body: &n.body,
            link: n.link.as_deref(),
            special_date_id: None,
            occurrence: None,
            created_at: at,
        })
        .collect();
    // One statement for every member (SQLite and PostgreSQL both take a
    // multi-row VALUES).
    match conn {
        DbConnection::Postgresql(c) => diesel::insert_into(notifications::table)
            .values(&rows)
            .execute(c)?,
        DbConnection::Sqlite(c) => diesel::insert_into(notifications::table)
            .values(&rows)
            .execute(c)?,
    };
    Ok(())
}

/// The user's latest notifications, newest first.
pub fn list_for_user(
    conn: &mut DbConnection,
    user_id: UserId,
    limit: u32,
) -> Result<Vec<Notification>, DbError> {
    Ok(notifications::table
        .filter(notifications::user_id.eq(user_id.0))
        .order(notifications::id.desc())
        .limit(i64::from(limit))
        .select(NotificationRow::as_select())
        .load(conn)?
        .into_iter()
        .map(Notification::from)
        .collect())
}

pub fn unread_count(conn: &mut DbConnection, user_id: UserId) -> Result<u64, DbError> {
    let count: i64 = notifications::table
        .filter(notifications::user_id.eq(user_id.0))
        .filter(notifications::read_at.is_null())
        .count()
        .get_result(conn)?;
    Ok(count.unsigned_abs())
}

pub fn mark_read(
    conn: &mut DbConnection,
    user_id: UserId,
    id: NotificationId,
    at: NaiveDateTime,
) -> Result<Option<Notification>, DbError> {
    let mine = notifications::table
        .filter(notifications::id.eq(id.0))
        .filter(notifications::user_id.eq(user_id.0));
    diesel::update(mine.filter(notifications::read_at.is_null()))
        .set(notifications::read_at.eq(at))
        .execute(conn)?;
    Ok(mine
        .select(NotificationRow::as_select())
        .first(conn)
        .optional()?
        .map(Notification::from))
}

pub fn mark_all_read(
    conn: &mut DbConnection,
    user_id: UserId,
    at: NaiveDateTime,
) -> Result<u64, DbError> {
    let updated = diesel::update(
        notifications::table
            .filter(notifications::user_id.eq(user_id.0))
            .filter(notifications::read_at.is_null()),
    )
    .set(notifications::read_at.eq(at))
    .execute(conn)?;
    Ok(u64::try_from(updated).unwrap_or(u64::MAX))
}

impl NotificationStore for Store {
    fn notify(&mut self, notices: &[Notice]) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(notify(self, notices, at)?)
    }

    fn notifications(&mut self, me: UserId, limit: u32) -> Result<Vec<Notification>, StoreError> {
        Ok(list_for_user(self, me, limit)?)
    }

    fn unread_count(&mut self, me: UserId) -> Result<u64, StoreError> {
        Ok(unread_count(self, me)?)
    }

    fn mark_read(
        &mut self,
        me: UserId,
        id: NotificationId,
    ) -> Result<Option<Notification>, StoreError> {
        let at = self.stamp();
        Ok(mark_read(self, me, id, at)?)
    }

    fn mark_all_read(&mut self, me: UserId) -> Result<u64, StoreError> {
        let at = self.stamp();
        Ok(mark_all_read(self, me, at)?)
    }
}
