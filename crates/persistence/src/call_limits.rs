//! The calls limits count (issue 41): rows of `limited_calls`, so every
//! instance on one database counts the same calls.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use diesel::sql_types::Text;
use domain::ports::{CallLimitStore, StoreError};

use crate::schema::limited_calls;
use crate::{DbConnection, DbError, Store};

/// Holds `key` until the transaction ends: on PostgreSQL an advisory lock
/// on its hash, so two instances counting one key take turns (SQLite's
/// write transaction already lets one writer in at a time).
fn hold(conn: &mut DbConnection, key: &str) -> Result<(), DbError> {
    if let DbConnection::Postgresql(c) = conn {
        diesel::sql_query("SELECT pg_advisory_xact_lock(hashtext($1))::text")
            .bind::<Text, _>(key)
            .execute(c)?;
    }
    Ok(())
}

pub fn counted(
    conn: &mut DbConnection,
    key: &str,
    since: NaiveDateTime,
) -> Result<Vec<NaiveDateTime>, DbError> {
    hold(conn, key)?;
    diesel::delete(
        limited_calls::table
            .filter(limited_calls::limit_key.eq(key))
            .filter(limited_calls::at.le(since)),
    )
    .execute(conn)?;
    Ok(limited_calls::table
        .filter(limited_calls::limit_key.eq(key))
        .order(limited_calls::at.asc())
        .select(limited_calls::at)
        .load(conn)?)
}

pub fn count(conn: &mut DbConnection, key: &str, at: NaiveDateTime) -> Result<(), DbError> {
    diesel::insert_into(limited_calls::table)
        .values((limited_calls::limit_key.eq(key), limited_calls::at.eq(at)))
        .execute(conn)?;
    Ok(())
}

pub fn forget_before(conn: &mut DbConnection, before: NaiveDateTime) -> Result<u64, DbError> {
    let gone =
        diesel::delete(limited_calls::table.filter(limited_calls::at.lt(before))).execute(conn)?;
    Ok(gone as u64)
}

impl CallLimitStore for Store {
    fn counted_calls(
        &mut self,
        key: &str,
        since: NaiveDateTime,
    ) -> Result<Vec<NaiveDateTime>, StoreError> {
        Ok(counted(self, key, since)?)
    }

    fn count_call(&mut self, key: &str, at: NaiveDateTime) -> Result<(), StoreError> {
        Ok(count(self, key, at)?)
    }

    fn forget_calls_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError> {
        Ok(forget_before(self, before)?)
    }
}
