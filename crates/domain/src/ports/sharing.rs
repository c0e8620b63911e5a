//! Items and dates shared with friends.

use super::StoreError;
use crate::ids::UserId;
use crate::item::Item;
use crate::sharing::{Share, Shareable, SharedWithMe};
use crate::special_date::DateWithContact;

pub trait ShareStore {
    /// Whether `owner` owns what would be shared.
    fn owns(&mut self, owner: UserId, what: Shareable) -> Result<bool, StoreError>;
    /// Shares `what` with `with`, or updates `can_edit` when it already is.
    fn share(
        &mut self,
        owner: UserId,
        what: Shareable,
        with: UserId,
        can_edit: bool,
    ) -> Result<Share, StoreError>;
    /// Removes every share between two people, both ways.
    fn revoke_shares_between(&mut self, a: UserId, b: UserId) -> Result<(), StoreError>;
    fn items_shared_with(&mut self, me: UserId) -> Result<Vec<SharedWithMe<Item>>, StoreError>;
    fn dates_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<DateWithContact>>, StoreError>;
}
