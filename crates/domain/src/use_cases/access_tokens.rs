//! Personal access tokens (issue 48): made, listed and revoked from the
//! settings page, checked on every call that carries one. Nothing caches a
//! check, so a revoked token stops at once on every instance.

use chrono::NaiveDateTime;

use crate::access_token::{
    expired, AccessToken, AccessTokenDraft, TokenHolder, LAST_USE_PRECISION, MAX_TOKENS,
};
use crate::ids::{AccessTokenId, UserId};
use crate::messages;
use crate::ports::{AccessTokenStore, StoreError, Transactional};
use crate::validation::ValidationError;

#[derive(Debug, thiserror::Error)]
pub enum AccessTokenError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    #[error("{}", messages::TOKEN_LIMIT_REACHED)]
    TooMany,
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Makes a token for `me` whose secret hashes to `secret_hash` (the secret
/// itself never reaches the store).
pub fn create_access_token<S>(
    store: &mut S,
    me: UserId,
    draft: AccessTokenDraft,
    secret_hash: &str,
    now: NaiveDateTime,
) -> Result<AccessToken, AccessTokenError>
where
    S: AccessTokenStore + Transactional,
{
    let input = draft.validate(now)?;
    store.atomically(|store| {
        if store.count_access_tokens(me)? >= MAX_TOKENS {
            return Err(AccessTokenError::TooMany);
        }
        Ok(store.insert_access_token(me, secret_hash, &input, now)?)
    })
}

pub fn access_tokens<S: AccessTokenStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<AccessToken>, StoreError> {
    store.access_tokens(me)
}

/// Revokes `me`'s token `id`: the next call with it is refused, here and on
/// every other instance.
pub fn revoke_access_token<S: AccessTokenStore>(
    store: &mut S,
    me: UserId,
    id: AccessTokenId,
) -> Result<(), AccessTokenError> {
    if store.delete_access_token(me, id)? {
        Ok(())
    } else {
        Err(AccessTokenError::NotFound)
    }
}

/// Whom the token with `secret_hash` acts for at `now`, or `None` when it
/// is unknown, revoked or expired; its last use is recorded to the minute.
pub fn check_access_token<S: AccessTokenStore>(
    store: &mut S,
    secret_hash: &str,
    now: NaiveDateTime,
) -> Result<Option<TokenHolder>, StoreError> {
    let Some((holder, expires_at)) = store.token_holder(secret_hash)? else {
        return Ok(None);
    };
    if expired(expires_at, now) {
        return Ok(None);
    }
    store.touch_access_token(holder.token, now, now - LAST_USE_PRECISION)?;
    Ok(Some(holder))
}
