//! Creates retried without duplicates (see [`crate::idempotency`]).

use chrono::NaiveDateTime;

use crate::idempotency::{Verdict, KEEP_FOR};
use crate::ports::{IdempotencyStore, KeyRef, StoreError, Transactional};

/// What to do with a request sent with `key`, whose body hashes to
/// `request_hash`. When it is to run, the key is stored as running first
/// (in one transaction with the read), so a second copy arriving meanwhile
/// is told to wait, not run twice.
pub fn begin<S>(
    store: &mut S,
    key: &KeyRef<'_>,
    request_hash: &str,
    now: NaiveDateTime,
) -> Result<Verdict, StoreError>
where
    S: IdempotencyStore + Transactional,
{
    store.atomically(|store| {
        let stored = store.claim_key(key, request_hash, now)?;
        let verdict = Verdict::of(stored.as_ref(), request_hash, now);
        if stored.is_some() && verdict == Verdict::Run {
            store.renew_key(key, request_hash, now)?;
        }
        Ok(verdict)
    })
}

/// The request that [`begin`] let run was answered `status`: a success is
/// kept for retries; anything else forgets the key, so a retry runs again.
pub fn finish<S: IdempotencyStore>(
    store: &mut S,
    key: &KeyRef<'_>,
    status: u16,
    body: &str,
) -> Result<(), StoreError> {
    if (200..300).contains(&status) {
        store.answer_key(key, status, body)
    } else {
        store.release_key(key)
    }
}

/// Forgets keys past [`KEEP_FOR`] (the scheduler's hourly work).
pub fn prune<S: IdempotencyStore>(store: &mut S, now: NaiveDateTime) -> Result<u64, StoreError> {
    store.prune_keys(now - KEEP_FOR)
}
