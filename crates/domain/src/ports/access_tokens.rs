//! Personal access tokens, found by the hash of their secret.

use chrono::NaiveDateTime;

use super::StoreError;
use crate::access_token::{AccessToken, AccessTokenInput, TokenHolder};
use crate::ids::{AccessTokenId, UserId};

pub trait AccessTokenStore {
    /// How many tokens `user` keeps (expired ones too, until revoked).
    fn count_access_tokens(&mut self, user: UserId) -> Result<usize, StoreError>;
    fn insert_access_token(
        &mut self,
        user: UserId,
        secret_hash: &str,
        token: &AccessTokenInput,
        now: NaiveDateTime,
    ) -> Result<AccessToken, StoreError>;
    /// `user`'s tokens, newest first.
    fn access_tokens(&mut self, user: UserId) -> Result<Vec<AccessToken>, StoreError>;
    /// Deletes `user`'s token `id`; whether there was one.
    fn delete_access_token(&mut self, user: UserId, id: AccessTokenId) -> Result<bool, StoreError>;
    /// Whom the token with this secret hash acts for, with its expiry.
    fn token_holder(
        &mut self,
        secret_hash: &str,
    ) -> Result<Option<(TokenHolder, Option<NaiveDateTime>)>, StoreError>;
    /// Records a use at `at`, unless one was recorded after `since`.
    fn touch_access_token(
        &mut self,
        id: AccessTokenId,
        at: NaiveDateTime,
        since: NaiveDateTime,
    ) -> Result<(), StoreError>;
}
