//! The calls limits count (issue 41), kept where every instance reads them.

use chrono::NaiveDateTime;

use super::StoreError;

pub trait CallLimitStore {
    /// The calls counted under `key` since `since`, oldest first. Holds
    /// the key for the caller's transaction (another instance counting the
    /// same key waits), and forgets the key's calls from before `since`.
    fn counted_calls(
        &mut self,
        key: &str,
        since: NaiveDateTime,
    ) -> Result<Vec<NaiveDateTime>, StoreError>;
    fn count_call(&mut self, key: &str, at: NaiveDateTime) -> Result<(), StoreError>;
    /// Forgets every call from before `before` (the scheduler's pruning).
    fn forget_calls_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError>;
}
