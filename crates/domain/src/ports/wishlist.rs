//! A person's wishlist and its public link; the prices watched on items
//! (a wishlist's or a group list's).

use chrono::NaiveDateTime;

use super::StoreError;
use crate::ids::{ItemId, ListId, UserId};
use crate::item::Item;
use crate::price_watch::{PriceReading, Watch};
use crate::wishlist::{PublicList, WishlistItemInput};

pub trait WishlistStore {
    /// The owner's items, newest first.
    fn wishlist(&mut self, owner: UserId) -> Result<Vec<Item>, StoreError>;
    /// Inserts the item unless the owner has `cap` items already (`None`
    /// then): the count and the insert in one statement, so a burst of
    /// creates cannot pass the cap.
    fn insert_item_within(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError>;
    fn insert_item(&mut self, owner: UserId, input: &WishlistItemInput)
        -> Result<Item, StoreError>;
    /// An item on a list `owner` keeps (their own, or one they co-own), as
    /// its list's owner's, with the list's co-owners.
    fn item(&mut self, owner: UserId, id: ItemId) -> Result<Option<Item>, StoreError>;
    /// An item shared with `friend`, and whether they may edit it.
    fn item_shared_with(
        &mut self,
        friend: UserId,
        id: ItemId,
    ) -> Result<Option<(Item, bool)>, StoreError>;
    /// Rewrites an item on a list `owner` keeps; `None` when they keep none
    /// holding it.
    fn update_item(
        &mut self,
        owner: UserId,
        id: ItemId,
        input: &WishlistItemInput,
    ) -> Result<Option<Item>, StoreError>;
    /// Deletes an item on a list `owner` keeps.
    fn delete_item(&mut self, owner: UserId, id: ItemId) -> Result<bool, StoreError>;
    /// The public list token, if the owner's list is public.
    fn public_token(&mut self, owner: UserId) -> Result<Option<String>, StoreError>;
    /// Makes the list public with `token`, or private (and unlisted) with `None`.
    fn set_public_token(&mut self, owner: UserId, token: Option<&str>) -> Result<(), StoreError>;
    /// Whether the owner's public list is shown in Find a list.
    fn wishlist_listed(&mut self, owner: UserId) -> Result<bool, StoreError>;
    fn set_wishlist_listed(&mut self, owner: UserId, listed: bool) -> Result<(), StoreError>;
    fn public_list(&mut self, token: &str) -> Result<Option<PublicList>, StoreError>;
}

/// An item due for a price reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueItem {
    pub item: ItemId,
    pub name: String,
    pub url: String,
    /// Who keeps it: the wishlist's owner, or who added it to a group list
    /// (`None`: "Someone", whose account is gone).
    pub owner: Option<UserId>,
    /// The group list it is on.
    pub list: Option<ListId>,
}

/// Price readings, watches, and the watcher's schedule.
pub trait PriceStore {
    /// Items with a link whose next reading is due at `now` (never read
    /// first), at most `limit`.
    fn items_due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<DueItem>, StoreError>;
    /// Shops paused at `now`.
    fn paused_shops(&mut self, now: NaiveDateTime) -> Result<Vec<String>, StoreError>;
    fn pause_shop(&mut self, shop: &str, until: NaiveDateTime) -> Result<(), StoreError>;
    /// Reads the item again at `next` (nothing recorded).
    fn postpone_reading(&mut self, item: ItemId, next: NaiveDateTime) -> Result<(), StoreError>;
    /// Claims the item's reading due at `now` for this instance: puts it
    /// off to `until` if it is still due, in one statement; false when
    /// another instance claimed it first (so each reading happens once on
    /// any number of instances).
    fn claim_reading(
        &mut self,
        item: ItemId,
        now: NaiveDateTime,
        until: NaiveDateTime,
    ) -> Result<bool, StoreError>;
    /// Appends a reading and schedules the next; a price other than the
    /// last reading's becomes the item's last change. The last reading's
    /// price before this one, if any.
    fn record_reading(
        &mut self,
        item: ItemId,
        reading: &PriceReading,
        next: NaiveDateTime,
    ) -> Result<Option<String>, StoreError>;
    /// The item's readings, newest first, at most `limit`.
    fn readings(&mut self, item: ItemId, limit: u32) -> Result<Vec<PriceReading>, StoreError>;
    /// Who watches the item: those who chose to, and, unless they chose
    /// not to, its owner and the givers who claimed it.
    fn watchers(&mut self, item: ItemId, owner: Option<UserId>) -> Result<Vec<Watch>, StoreError>;
    /// One person's watch: `(watching, watch)`; `None` when they never chose.
    fn watch_of(&mut self, item: ItemId, user: UserId)
        -> Result<Option<(bool, Watch)>, StoreError>;
    /// Stores a watch (what it heard last, its percentage and target) and
    /// whether it is on.
    fn save_watch(&mut self, item: ItemId, watch: &Watch, watching: bool)
        -> Result<(), StoreError>;
}
