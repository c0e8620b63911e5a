//! Personal access tokens, by the hash of their secret.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::access_token::{AccessScope, AccessToken, AccessTokenInput, TokenHolder};
use domain::ids::{AccessTokenId, UserId};
use domain::ports::{AccessTokenStore, StoreError};

use crate::schema::access_tokens;
use crate::{DbConnection, DbError, Store};

type Row = (
    i64,
    String,
    String,
    NaiveDateTime,
    Option<NaiveDateTime>,
    Option<NaiveDateTime>,
);

const COLUMNS: (
    access_tokens::id,
    access_tokens::name,
    access_tokens::scope,
    access_tokens::created_at,
    access_tokens::expires_at,
    access_tokens::last_used_at,
) = (
    access_tokens::id,
    access_tokens::name,
    access_tokens::scope,
    access_tokens::created_at,
    access_tokens::expires_at,
    access_tokens::last_used_at,
);

/// A stored scope this version does not know reads as the narrower one.
fn scope(text: &str) -> AccessScope {
    AccessScope::parse(text).unwrap_or(AccessScope::Read)
}

fn token((id, name, scope_text, created_at, expires_at, last_used_at): Row) -> AccessToken {
    AccessToken {
        id: AccessTokenId(id),
        name,
        scope: scope(&scope_text),
        created_at,
        expires_at,
        last_used_at,
    }
}

pub fn insert(
    conn: &mut DbConnection,
    user: UserId,
    secret_hash: &str,
    input: &AccessTokenInput,
    now: NaiveDateTime,
) -> Result<AccessToken, DbError> {
    let row: Row = diesel::insert_into(access_tokens::table)
        .values((
            access_tokens::user_id.eq(user.0),
            access_tokens::name.eq(&input.name),
            access_tokens::secret_hash.eq(secret_hash),
            access_tokens::scope.eq(input.scope.as_str()),
            access_tokens::created_at.eq(now),
            access_tokens::expires_at.eq(input.expires_at),
        ))
        .returning(COLUMNS)
        .get_result(conn)?;
    Ok(token(row))
}

pub fn of_user(conn: &mut DbConnection, user: UserId) -> Result<Vec<AccessToken>, DbError> {
    let rows: Vec<Row> = access_tokens::table
        .filter(access_tokens::user_id.eq(user.0))
        .order((access_tokens::created_at.desc(), access_tokens::id.desc()))
        .select(COLUMNS)
        .load(conn)?;
    Ok(rows.into_iter().map(token).collect())
}

impl AccessTokenStore for Store {
    fn count_access_tokens(&mut self, user: UserId) -> Result<usize, StoreError> {
        let count: i64 = access_tokens::table
            .filter(access_tokens::user_id.eq(user.0))
            .count()
            .get_result(self.connection())
            .map_err(DbError::from)?;
        Ok(usize::try_from(count).unwrap_or(usize::MAX))
    }

    fn insert_access_token(
        &mut self,
        user: UserId,
        secret_hash: &str,
        token: &AccessTokenInput,
        now: NaiveDateTime,
    ) -> Result<AccessToken, StoreError> {
        Ok(insert(self, user, secret_hash, token, now)?)
    }

    fn access_tokens(&mut self, user: UserId) -> Result<Vec<AccessToken>, StoreError> {
        Ok(of_user(self, user)?)
    }

    fn delete_access_token(&mut self, user: UserId, id: AccessTokenId) -> Result<bool, StoreError> {
        let deleted = diesel::delete(
            access_tokens::table
                .filter(access_tokens::id.eq(id.0))
                .filter(access_tokens::user_id.eq(user.0)),
        )
        .execute(self.connection())
        .map_err(DbError::from)?;
        Ok(deleted > 0)
    }

    fn token_holder(
        &mut self,
        secret_hash: &str,
    ) -> Result<Option<(TokenHolder, Option<NaiveDateTime>)>, StoreError> {
        let row: Option<(i64, i64, String, Option<NaiveDateTime>)> = access_tokens::table
            .filter(access_tokens::secret_hash.eq(secret_hash))
            .select((
                access_tokens::id,
                access_tokens::user_id,
                access_tokens::scope,
                access_tokens::expires_at,
            ))
            .first(self.connection())
            .optional()
            .map_err(DbError::from)?;
        Ok(row.map(|(id, user, scope_text, expires_at)| {
            (
                TokenHolder {
                    token: AccessTokenId(id),
                    user: UserId(user),
                    scope: scope(&scope_text),
                },
                expires_at,
            )
        }))
    }

    fn touch_access_token(
        &mut self,
        id: AccessTokenId,
        at: NaiveDateTime,
        since: NaiveDateTime,
    ) -> Result<(), StoreError> {
        diesel::update(
            access_tokens::table
                .filter(access_tokens::id.eq(id.0))
                .filter(
                    access_tokens::last_used_at
                        .is_null()
                        .or(access_tokens::last_used_at.lt(since)),
                ),
        )
        .set(access_tokens::last_used_at.eq(at))
        .execute(self.connection())
        .map_err(DbError::from)?;
        Ok(())
    }
}
