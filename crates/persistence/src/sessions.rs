//! Signed-in sessions, by the hash of the cookie's token.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::ids::UserId;
use domain::ports::{SessionStore, StoreError};
use domain::session::{Session, IDLE_LIMIT};

use crate::schema::sessions;
use crate::{DbConnection, DbError, Store};

pub fn create(conn: &mut DbConnection, token_hash: &str, session: &Session) -> Result<(), DbError> {
    diesel::insert_into(sessions::table)
        .values((
            sessions::token_hash.eq(token_hash),
            sessions::user_id.eq(session.user.0),
            sessions::issued_at.eq(session.issued_at),
            sessions::last_used_at.eq(session.last_used_at),
            sessions::expires_at.eq(session.expires_at),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn find(conn: &mut DbConnection, token_hash: &str) -> Result<Option<Session>, DbError> {
    let row: Option<(i64, NaiveDateTime, NaiveDateTime, NaiveDateTime)> = sessions::table
        .filter(sessions::token_hash.eq(token_hash))
        .select((
            sessions::user_id,
            sessions::issued_at,
            sessions::last_used_at,
            sessions::expires_at,
        ))
        .first(conn)
        .optional()?;
    Ok(
        row.map(|(user, issued_at, last_used_at, expires_at)| Session {
            user: UserId(user),
            issued_at,
            last_used_at,
            expires_at,
        }),
    )
}

pub fn touch(conn: &mut DbConnection, token_hash: &str, at: NaiveDateTime) -> Result<(), DbError> {
    diesel::update(sessions::table.filter(sessions::token_hash.eq(token_hash)))
        .set(sessions::last_used_at.eq(at))
        .execute(conn)?;
    Ok(())
}

pub fn end(conn: &mut DbConnection, token_hash: &str) -> Result<(), DbError> {
    diesel::delete(sessions::table.filter(sessions::token_hash.eq(token_hash))).execute(conn)?;
    Ok(())
}

pub fn end_all_of(conn: &mut DbConnection, user: UserId) -> Result<u64, DbError> {
    let ended =
        diesel::delete(sessions::table.filter(sessions::user_id.eq(user.0))).execute(conn)?;
    Ok(u64::try_from(ended).unwrap_or(u64::MAX))
}

/// Deletes the sessions that ended by `now`: over their lifetime, or unused
/// past the idle limit.
pub fn prune(conn: &mut DbConnection, now: NaiveDateTime) -> Result<u64, DbError> {
    let ended = diesel::delete(
        sessions::table.filter(
            sessions::expires_at
                .le(now)
                .or(sessions::last_used_at.le(now - IDLE_LIMIT)),
        ),
    )
    .execute(conn)?;
    Ok(u64::try_from(ended).unwrap_or(u64::MAX))
}

impl SessionStore for Store {
    fn create_session(&mut self, token_hash: &str, session: &Session) -> Result<(), StoreError> {
        Ok(create(self, token_hash, session)?)
    }

    fn session(&mut self, token_hash: &str) -> Result<Option<Session>, StoreError> {
        Ok(find(self, token_hash)?)
    }

    fn touch_session(&mut self, token_hash: &str, at: NaiveDateTime) -> Result<(), StoreError> {
        Ok(touch(self, token_hash, at)?)
    }

    fn end_session(&mut self, token_hash: &str) -> Result<(), StoreError> {
        Ok(end(self, token_hash)?)
    }

    fn end_sessions_of(&mut self, user: UserId) -> Result<u64, StoreError> {
        Ok(end_all_of(self, user)?)
    }

    fn prune_sessions(&mut self, now: NaiveDateTime) -> Result<u64, StoreError> {
        Ok(prune(self, now)?)
    }
}
