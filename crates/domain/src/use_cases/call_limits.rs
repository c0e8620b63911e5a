//! Counting a call against a limit shared by every instance (issue 41).

use std::fmt::Display;
use std::time::Duration;

use chrono::NaiveDateTime;

use crate::call_limit::CallLimit;
use crate::ports::{CallLimitStore, StoreError, Transactional};

/// Counts one call by `whom` at `now`, or refuses it (not counted) with the
/// wait until one fits, in one transaction: two instances counting the
/// same key at once take turns, so the limit holds across them.
pub fn take_call<S>(
    store: &mut S,
    limit: &CallLimit,
    whom: impl Display,
    now: NaiveDateTime,
) -> Result<Result<(), Duration>, StoreError>
where
    S: CallLimitStore + Transactional,
{
    store.atomically(|store| count_call_within(store, limit, whom, now))
}

/// [`take_call`] inside the caller's transaction: a call the transaction
/// then rolls back (a refused import) is not counted either.
pub fn count_call_within<S: CallLimitStore>(
    store: &mut S,
    limit: &CallLimit,
    whom: impl Display,
    now: NaiveDateTime,
) -> Result<Result<(), Duration>, StoreError> {
    let key = limit.key(whom);
    let counted = store.counted_calls(&key, limit.since(now))?;
    if let Err(wait) = limit.decide(&counted, now) {
        return Ok(Err(wait));
    }
    store.count_call(&key, now)?;
    Ok(Ok(()))
}
