//! The bell: one row per notification, a reminder's (recorded with the
//! scheduler's claim) or news (group wishlists, people), each stored as its
//! kind and arguments (`args`, JSON) and put in words when read.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::ids::{NotificationId, SpecialDateId, UserId};
use domain::notification::{
    CircleDigest, Notice, NoticeEmail, Notification, NotificationKind, Said, Words, BATCH_WINDOW,
    CIRCLE_EMAIL_EVERY, CIRCLE_KINDS,
};
use domain::ports::{NotificationStore, StoreError};
use domain::reminder::DueReminder;
use domain::special_date::ReminderDelivery;

use crate::schema::{notifications, users};
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
    args: Option<String>,
}

/// What a row says: its kind and arguments, when it has them (rows from
/// before migration 17 do not) and this release knows the kind.
fn said(kind: &str, args: Option<&str>) -> Option<Said> {
    let serde_json::Value::Object(mut fields) = serde_json::from_str(args?).ok()? else {
        return None;
    };
    fields.insert("kind".to_owned(), kind.into());
    serde_json::from_value(serde_json::Value::Object(fields)).ok()
}

/// The arguments of `said` as stored (its fields, without the kind).
fn args_of(said: &Said) -> String {
    let mut value = serde_json::to_value(said).unwrap_or_default();
    if let Some(fields) = value.as_object_mut() {
        fields.remove("kind");
    }
    value.to_string()
}

impl From<NotificationRow> for Notification {
    fn from(row: NotificationRow) -> Self {
        let words = said(&row.kind, row.args.as_deref())
            .map(|said| said.words())
            .unwrap_or(Words {
                title: row.title,
                body: row.body,
                link: row.link,
            });
        Notification {
            id: NotificationId(row.id),
            user_id: UserId(row.user_id),
            kind: NotificationKind::parse(&row.kind).unwrap_or(NotificationKind::Reminder),
            channel: ReminderDelivery::parse(&row.channel).unwrap_or(ReminderDelivery::Dashboard),
            title: words.title,
            body: words.body,
            link: words.link,
            special_date_id: row.special_date_id.map(SpecialDateId),
            occurrence: row.occurrence,
            read_at: row.read_at,
            created_at: row.created_at,
        }
    }
}

#[derive(Insertable)]
#[diesel(table_name = notifications)]
struct NewRow {
    user_id: i64,
    kind: &'static str,
    channel: &'static str,
    title: String,
    body: String,
    link: Option<String>,
    special_date_id: Option<i64>,
    occurrence: Option<NaiveDate>,
    created_at: NaiveDateTime,
    args: String,
    email_due: bool,
}

impl NewRow {
    /// `said` for `user` (its words as first written beside it).
    fn new(user: UserId, said: &Said, channel: ReminderDelivery, at: NaiveDateTime) -> Self {
        let Words { title, body, link } = said.words();
        NewRow {
            user_id: user.0,
            kind: said.kind().as_str(),
            channel: channel.as_str(),
            title,
            body,
            link,
            special_date_id: None,
            occurrence: None,
            created_at: at,
            args: args_of(said),
            email_due: said.emails_at_once(),
        }
    }
}

/// The bell's line for a reminder just recorded.
pub(crate) fn record_reminder(
    conn: &mut DbConnection,
    reminder: &DueReminder,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let said = Said::Reminder {
        title: reminder.title.clone(),
        body: reminder.body.clone(),
    };
    diesel::insert_into(notifications::table)
        .values(NewRow {
            special_date_id: Some(reminder.special_date_id.0),
            occurrence: Some(reminder.occurrence),
            ..NewRow::new(reminder.user_id, &said, reminder.channel, at)
        })
        .execute(conn)?;
    Ok(())
}

/// The unread lines of the last [`BATCH_WINDOW`] that `notices` may join
/// (one query for every person told), newest first: id, person, what it says.
fn open_batches(
    conn: &mut DbConnection,
    notices: &[&Notice],
    at: NaiveDateTime,
) -> Result<Vec<(i64, i64, Said)>, DbError> {
    if notices.is_empty() {
        return Ok(Vec::new());
    }
    let people: Vec<i64> = notices.iter().map(|n| n.user_id.0).collect();
    let kinds: Vec<&str> = notices.iter().map(|n| n.said.kind().as_str()).collect();
    let rows: Vec<(i64, i64, String, Option<String>)> = notifications::table
        .filter(notifications::user_id.eq_any(&people))
        .filter(notifications::kind.eq_any(&kinds))
        .filter(notifications::read_at.is_null())
        .filter(notifications::created_at.ge(at - BATCH_WINDOW))
        .order(notifications::id.desc())
        .select((
            notifications::id,
            notifications::user_id,
            notifications::kind,
            notifications::args,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, user, kind, args)| Some((id, user, said(&kind, args.as_deref())?)))
        .collect())
}

/// News for each notice's person, in the bell only (dashboard channel);
/// a list's news gathers into an unread line of the last hour
/// ([`Said::absorb`]).
pub fn notify(
    conn: &mut DbConnection,
    notices: &[Notice],
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let batching: Vec<&Notice> = notices.iter().filter(|n| n.said.batches()).collect();
    let mut batches = open_batches(conn, &batching, at)?;
    let mut grown = std::collections::BTreeSet::new();
    let mut rows = Vec::with_capacity(notices.len());
    for notice in notices {
        let joined = notice.said.batches()
            && batches.iter_mut().any(|(id, user, batch)| {
                let joins = *user == notice.user_id.0 && batch.absorb(&notice.said);
                if joins {
                    grown.insert(*id);
                }
                joins
            });
        if joined {
            continue;
        }
        rows.push(NewRow::new(
            notice.user_id,
            &notice.said,
            ReminderDelivery::Dashboard,
            at,
        ));
    }
    // Each line that grew is rewritten once, its words with it.
    for (id, _, batch) in batches.iter().filter(|(id, _, _)| grown.contains(id)) {
        let Words { title, body, link } = batch.words();
        diesel::update(notifications::table.find(id))
            .set((
                notifications::args.eq(args_of(batch)),
                notifications::title.eq(title),
                notifications::body.eq(body),
                notifications::link.eq(link),
            ))
            .execute(conn)?;
    }
    if rows.is_empty() {
        return Ok(());
    }
    // One statement for every new line (SQLite and PostgreSQL both take a
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

/// The most lines one circle email lists (the oldest unread first).
const CIRCLE_LINES_MAX: i64 = 50;

/// See [`NotificationStore::claim_circle_digests`].
pub fn claim_circle_digests(
    conn: &mut DbConnection,
    now: NaiveDateTime,
    limit: u32,
) -> Result<Vec<CircleDigest>, DbError> {
    let cutoff = now - CIRCLE_EMAIL_EVERY;
    let kinds: Vec<&str> = CIRCLE_KINDS.iter().map(|k| k.as_str()).collect();
    conn.write_transaction(|conn| {
        // News since the last circle email, or in the last day.
        let news_since = users::circle_emailed_at
            .is_null()
            .and(notifications::created_at.gt(cutoff))
            .or(notifications::created_at
                .nullable()
                .gt(users::circle_emailed_at));
        let has_news = diesel::dsl::exists(
            notifications::table
                .filter(notifications::user_id.eq(users::id))
                .filter(notifications::read_at.is_null())
                .filter(notifications::kind.eq_any(&kinds))
                .filter(news_since),
        );
        let due = users::table
            .filter(users::email_circle.eq(true))
            .filter(users::email.is_not_null())
            .filter(
                users::circle_emailed_at
                    .is_null()
                    .or(users::circle_emailed_at.le(cutoff)),
            )
            .filter(has_news)
            .order(users::id.asc())
            .limit(i64::from(limit))
            .select((
                users::id,
                users::email.assume_not_null(),
                users::circle_emailed_at,
            ));
        let people: Vec<(i64, String, Option<NaiveDateTime>)> = match conn {
            DbConnection::Postgresql(c) => due.for_update().skip_locked().load(c)?,
            DbConnection::Sqlite(c) => due.load(c)?,
        };
        let mut digests = Vec::with_capacity(people.len());
        for (id, to, emailed_at) in people {
            diesel::update(users::table.find(id))
                .set(users::circle_emailed_at.eq(now))
                .execute(conn)?;
            let since = emailed_at.unwrap_or(cutoff);
            let lines = notifications::table
                .filter(notifications::user_id.eq(id))
                .filter(notifications::read_at.is_null())
                .filter(notifications::kind.eq_any(&kinds))
                .filter(notifications::created_at.gt(since))
                .order(notifications::id.asc())
                .limit(CIRCLE_LINES_MAX)
                .select(NotificationRow::as_select())
                .load(conn)?
                .into_iter()
                .map(|row| Words::from(Notification::from(row)))
                .collect();
            digests.push(CircleDigest {
                user_id: UserId(id),
                to,
                lines,
            });
        }
        Ok(digests)
    })
}

/// Claims up to `limit` notices due to be emailed as well (on PostgreSQL
/// `FOR UPDATE SKIP LOCKED`, so each goes out once whatever the number of
/// instances): each is marked done in the same transaction, and those of
/// people without an address are marked done unsent.
pub fn claim_notice_emails(
    conn: &mut DbConnection,
    limit: u32,
) -> Result<Vec<NoticeEmail>, DbError> {
    conn.write_transaction(|conn| {
        let due = notifications::table
            .filter(notifications::email_due.eq(true))
            .order(notifications::id.asc())
            .limit(i64::from(limit));
        let rows: Vec<NotificationRow> = match conn {
            DbConnection::Postgresql(c) => due
                .select(NotificationRow::as_select())
                .for_update()
                .skip_locked()
                .load(c)?,
            DbConnection::Sqlite(c) => due.select(NotificationRow::as_select()).load(c)?,
        };
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        diesel::update(notifications::table.filter(notifications::id.eq_any(&ids)))
            .set(notifications::email_due.eq(false))
            .execute(conn)?;
        let people: Vec<i64> = rows.iter().map(|r| r.user_id).collect();
        let addresses: Vec<(i64, String)> = users::table
            .filter(users::id.eq_any(&people))
            .filter(users::email.is_not_null())
            .select((users::id, users::email.assume_not_null()))
            .load(conn)?;
        Ok(rows
            .into_iter()
            .filter_map(|row| {
                let to = addresses
                    .iter()
                    .find(|(id, _)| *id == row.user_id)?
                    .1
                    .clone();
                let n = Notification::from(row);
                Some(NoticeEmail {
                    user_id: n.user_id,
                    to,
                    kind: n.kind,
                    words: n.into(),
                })
            })
            .collect())
    })
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

    fn claim_circle_digests(
        &mut self,
        now: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<CircleDigest>, StoreError> {
        Ok(claim_circle_digests(self, now, limit)?)
    }

    fn claim_notice_emails(&mut self, limit: u32) -> Result<Vec<NoticeEmail>, StoreError> {
        Ok(claim_notice_emails(self, limit)?)
    }
}

/// See [`domain::ports::DigestStore::news_since`].
pub fn news_since(
    conn: &mut DbConnection,
    user: UserId,
    kinds: &[NotificationKind],
    since: NaiveDateTime,
    limit: u32,
) -> Result<Vec<Words>, DbError> {
    let kinds: Vec<&str> = kinds.iter().map(|k| k.as_str()).collect();
    Ok(notifications::table
        .filter(notifications::user_id.eq(user.0))
        .filter(notifications::kind.eq_any(&kinds))
        .filter(notifications::created_at.gt(since))
        .order(notifications::id.asc())
        .limit(i64::from(limit))
        .select(NotificationRow::as_select())
        .load(conn)?
        .into_iter()
        .map(|row| Words::from(Notification::from(row)))
        .collect())
}
