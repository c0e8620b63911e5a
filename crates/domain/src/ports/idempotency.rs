//! Idempotency keys.

use chrono::NaiveDateTime;

use super::StoreError;
use crate::idempotency::StoredKey;
use crate::ids::UserId;

/// Keys of creates sent with an `Idempotency-Key`, per person and route
/// (see [`crate::idempotency`]).
pub trait IdempotencyStore {
    /// Stores `key` as running (no answer yet, created `now`) unless it is
    /// stored already; the one stored before, if any.
    fn claim_key(
        &mut self,
        key: &KeyRef<'_>,
        request_hash: &str,
        now: NaiveDateTime,
    ) -> Result<Option<StoredKey>, StoreError>;
    /// Starts `key` afresh (an expired or abandoned one): running, created `now`.
    fn renew_key(
        &mut self,
        key: &KeyRef<'_>,
        request_hash: &str,
        now: NaiveDateTime,
    ) -> Result<(), StoreError>;
    /// Keeps the first answer.
    fn answer_key(&mut self, key: &KeyRef<'_>, status: u16, body: &str) -> Result<(), StoreError>;
    /// Forgets `key` (its request failed: a retry may run).
    fn release_key(&mut self, key: &KeyRef<'_>) -> Result<(), StoreError>;
    /// Forgets keys created before `before`.
    fn prune_keys(&mut self, before: NaiveDateTime) -> Result<u64, StoreError>;
}

/// A key as stored: whose, on which route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyRef<'a> {
    pub user: UserId,
    /// Method and path: `POST /api/wishlist`.
    pub route: &'a str,
    pub key: &'a str,
}
