//! Sharing my wishlist items and special dates with friends.

use crate::ids::{ItemId, ShareId, SpecialDateId, UserId};
use crate::user::User;

/// What a share points at: one of the owner's items or dates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shareable {
    WishlistItem(ItemId),
    SpecialDate(SpecialDateId),
}

/// A share as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Share {
    pub id: ShareId,
    pub shared_with_id: UserId,
    pub can_edit: bool,
}

/// Something a friend shared with me: the share's id, the thing, its owner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedWithMe<T> {
    pub share_id: ShareId,
    pub shared: T,
    pub owner: User,
    pub can_edit: bool,
}
