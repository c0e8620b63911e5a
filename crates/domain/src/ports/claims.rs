//! Claims on items.

use chrono::{NaiveDate, NaiveDateTime};

use super::StoreError;
use crate::claim::{Claim, ClaimInput, ClaimedItem};
use crate::ids::{ClaimId, ItemId, ListId, UserId};

/// Claims on items, and what ends the surprise (a list archived, an item received).
pub trait ClaimStore {
    /// The claims on each of `targets`, oldest first.
    fn claims_on(&mut self, targets: &[ItemId]) -> Result<Vec<Claim>, StoreError>;
    /// Locks the item against concurrent claims until the transaction ends
    /// and returns its quantity (`None` when it is gone).
    fn lock_for_claims(&mut self, target: ItemId) -> Result<Option<u32>, StoreError>;
    /// A signed-in giver's claim on the item.
    fn claim_of(&mut self, target: ItemId, giver: UserId) -> Result<Option<Claim>, StoreError>;
    fn insert_claim(
        &mut self,
        target: ItemId,
        giver: &NewGiver,
        input: ClaimInput,
    ) -> Result<Claim, StoreError>;
    fn update_claim(&mut self, id: ClaimId, input: ClaimInput) -> Result<(), StoreError>;
    fn delete_claim(&mut self, id: ClaimId) -> Result<bool, StoreError>;
    /// A guest's claim by the hash of its undo token.
    fn guest_claim(&mut self, token_hash: &str) -> Result<Option<ClaimedItem>, StoreError>;
    /// Archives an open list as of `at` (a stored reveal is never moved).
    fn archive_group_list(&mut self, id: ListId, at: NaiveDateTime) -> Result<(), StoreError>;
    /// Archives, as of `at`, every open list whose event is on or before
    /// `last_event` (the scheduler's reveal); those it archived (none that
    /// another instance archived first).
    fn archive_lists_due(
        &mut self,
        last_event: NaiveDate,
        at: NaiveDateTime,
    ) -> Result<Vec<ListId>, StoreError>;
    /// Marks the owner's item received; false when it is not theirs.
    fn mark_received(
        &mut self,
        owner: UserId,
        item: ItemId,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError>;
}

/// Who claims, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewGiver {
    User(UserId),
    /// A guest on a public link, with the hash of their undo token.
    Guest {
        name: String,
        email: Option<String>,
        token_hash: String,
    },
    /// A shared purchase's unit (issue 45): its givers are on the shared purchase.
    Group,
}
