//! Items and dates shared with friends.

use super::StoreError;
use crate::ids::UserId;
use crate::item::Item;
use crate::sharing::{Access, Share, ShareOfMine, Shareable, SharedWithMe};
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
    /// Who `what` (of `owner`'s) is shared with, oldest share first.
    fn shares_of(&mut self, owner: UserId, what: Shareable)
        -> Result<Vec<ShareOfMine>, StoreError>;
    /// Changes whether `friend` may edit `what`; `None` when `owner` has
    /// not shared it with them.
    fn set_share_right(
        &mut self,
        owner: UserId,
        what: Shareable,
        friend: UserId,
        can_edit: bool,
    ) -> Result<Option<Share>, StoreError>;
    /// Stops sharing `what` with `friend`; whether it was shared.
    fn unshare(
        &mut self,
        owner: UserId,
        what: Shareable,
        friend: UserId,
    ) -> Result<bool, StoreError>;
    /// Whether `what` is shared with `friend` (by its owner, still theirs),
    /// and with which right.
    fn access(&mut self, friend: UserId, what: Shareable) -> Result<Option<Access>, StoreError>;
    /// Removes every share between two people, both ways.
    fn revoke_shares_between(&mut self, a: UserId, b: UserId) -> Result<(), StoreError>;
    fn items_shared_with(&mut self, me: UserId) -> Result<Vec<SharedWithMe<Item>>, StoreError>;
    fn dates_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<DateWithContact>>, StoreError>;
}
