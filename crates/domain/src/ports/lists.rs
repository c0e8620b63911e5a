//! A person's own lists: the default wishlist and those beside it.

use super::StoreError;
use crate::ids::{ItemId, ListId, UserId};
use crate::item::Item;
use crate::own_list::{OwnList, OwnListInput, Visibility};
use crate::wishlist::WishlistItemInput;

pub trait ListStore {
    /// `owner`'s lists: the default first, then the others oldest first,
    /// each with its item count.
    fn own_lists(&mut self, owner: UserId) -> Result<Vec<OwnList>, StoreError>;
    /// The lists `user` keeps with their owners (a co-owner), oldest first.
    fn co_owned_lists(&mut self, user: UserId) -> Result<Vec<OwnList>, StoreError>;
    /// Makes `user` a co-owner of the list (nothing when they are one).
    fn add_co_owner(&mut self, list: ListId, user: UserId) -> Result<(), StoreError>;
    /// Whether `user` was a co-owner of the list, and is no more.
    fn remove_co_owner(&mut self, list: ListId, user: UserId) -> Result<bool, StoreError>;
    /// The list becomes `to`'s (one of its co-owners, who is one no more).
    fn hand_over_own_list(&mut self, list: ListId, to: UserId) -> Result<(), StoreError>;
    /// One person's own list by id, whoever asks (the use case decides who
    /// may see it); never a group list.
    fn own_list(&mut self, id: ListId) -> Result<Option<OwnList>, StoreError>;
    /// `owner`'s lists beside the default one that `visibility` lets their
    /// friends see, oldest first.
    fn own_lists_seen_as(
        &mut self,
        owner: UserId,
        visibility: Visibility,
    ) -> Result<Vec<OwnList>, StoreError>;
    /// A new list of `owner`'s unless they keep `cap` lists beside their
    /// default one already (`None` then).
    fn insert_own_list(
        &mut self,
        owner: UserId,
        input: &OwnListInput,
        cap: u64,
    ) -> Result<Option<OwnList>, StoreError>;
    fn update_own_list(&mut self, id: ListId, input: &OwnListInput) -> Result<(), StoreError>;
    /// Sets the public link (`None`: private, and unlisted) and the listing.
    fn set_own_list_public(
        &mut self,
        id: ListId,
        token: Option<&str>,
        listed: bool,
    ) -> Result<(), StoreError>;
    /// Deletes the list and its items (never the default list).
    fn delete_own_list(&mut self, id: ListId) -> Result<bool, StoreError>;
    /// The list's items, newest first.
    fn own_list_items(&mut self, list: &OwnList) -> Result<Vec<Item>, StoreError>;
    /// Every item on every list `user` keeps (their own and those they
    /// co-own), newest first.
    fn all_own_items(&mut self, user: UserId) -> Result<Vec<Item>, StoreError>;
    /// Adds an item to the list unless it holds `cap` already (`None` then).
    fn insert_own_list_item(
        &mut self,
        list: &OwnList,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError>;
    /// Moves those of `items` on `from` to `to` (their claims, shares,
    /// watches and readings go with them); how many moved.
    fn move_own_items(
        &mut self,
        from: ListId,
        items: &[ItemId],
        to: ListId,
    ) -> Result<usize, StoreError>;
}
