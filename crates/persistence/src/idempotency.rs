//! Keys of creates sent with an `Idempotency-Key` and their first answers.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::idempotency::StoredKey;
use domain::ports::{IdempotencyStore, KeyRef, StoreError};

use crate::schema::idempotency_keys as keys;
use crate::{DbConnection, DbError, Store};

#[derive(Insertable)]
#[diesel(table_name = keys)]
struct NewKey<'a> {
    user_id: i64,
    route: &'a str,
    idempotency_key: &'a str,
    request_hash: &'a str,
    created_at: NaiveDateTime,
}

/// Of one key: its row.
macro_rules! this_key {
    ($key:expr) => {
        keys::table
            .filter(keys::user_id.eq($key.user.0))
            .filter(keys::route.eq($key.route))
            .filter(keys::idempotency_key.eq($key.key))
    };
}

/// Inserts `key` as running unless it is there; the row that was there.
pub fn claim(
    conn: &mut DbConnection,
    key: &KeyRef<'_>,
    request_hash: &str,
    now: NaiveDateTime,
) -> Result<Option<StoredKey>, DbError> {
    let row = NewKey {
        user_id: key.user.0,
        route: key.route,
        idempotency_key: key.key,
        request_hash,
        created_at: now,
    };
    let inserted = match conn {
        DbConnection::Postgresql(c) => diesel::insert_into(keys::table)
            .values(&row)
            .on_conflict_do_nothing()
            .execute(c)?,
        DbConnection::Sqlite(c) => diesel::insert_into(keys::table)
            .values(&row)
            .on_conflict_do_nothing()
            .execute(c)?,
    };
    if inserted > 0 {
        return Ok(None);
    }
    let (request_hash, status, body, created_at): (
        String,
        Option<i32>,
        Option<String>,
        NaiveDateTime,
    ) = this_key!(key)
        .select((
            keys::request_hash,
            keys::status,
            keys::response_body,
            keys::created_at,
        ))
        .first(conn)?;
    let answer = status
        .and_then(|status| u16::try_from(status).ok())
        .map(|status| (status, body.unwrap_or_default()));
    Ok(Some(StoredKey {
        request_hash,
        answer,
        created_at,
    }))
}

pub fn renew(
    conn: &mut DbConnection,
    key: &KeyRef<'_>,
    request_hash: &str,
    now: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(this_key!(key))
        .set((
            keys::request_hash.eq(request_hash),
            keys::status.eq(None::<i32>),
            keys::response_body.eq(None::<String>),
            keys::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn answer(
    conn: &mut DbConnection,
    key: &KeyRef<'_>,
    status: u16,
    body: &str,
) -> Result<(), DbError> {
    diesel::update(this_key!(key))
        .set((
            keys::status.eq(Some(i32::from(status))),
            keys::response_body.eq(Some(body)),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn release(conn: &mut DbConnection, key: &KeyRef<'_>) -> Result<(), DbError> {
    diesel::delete(this_key!(key)).execute(conn)?;
    Ok(())
}

pub fn prune(conn: &mut DbConnection, before: NaiveDateTime) -> Result<u64, DbError> {
    let pruned = diesel::delete(keys::table.filter(keys::created_at.lt(before))).execute(conn)?;
    Ok(u64::try_from(pruned).unwrap_or(u64::MAX))
}

impl IdempotencyStore for Store {
    fn claim_key(
        &mut self,
        key: &KeyRef<'_>,
        request_hash: &str,
        now: NaiveDateTime,
    ) -> Result<Option<StoredKey>, StoreError> {
        Ok(claim(self, key, request_hash, now)?)
    }

    fn renew_key(
        &mut self,
        key: &KeyRef<'_>,
        request_hash: &str,
        now: NaiveDateTime,
    ) -> Result<(), StoreError> {
        Ok(renew(self, key, request_hash, now)?)
    }

    fn answer_key(&mut self, key: &KeyRef<'_>, status: u16, body: &str) -> Result<(), StoreError> {
        Ok(answer(self, key, status, body)?)
    }

    fn release_key(&mut self, key: &KeyRef<'_>) -> Result<(), StoreError> {
        Ok(release(self, key)?)
    }

    fn prune_keys(&mut self, before: NaiveDateTime) -> Result<u64, StoreError> {
        Ok(prune(self, before)?)
    }
}
