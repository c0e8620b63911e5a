//! Group lists: their members and items.

use super::StoreError;
use crate::group_list::{
    GroupList, GroupListInput, GroupListSummary, GroupMember, ListSearch, ListedList, MemberRole,
    PersonName, Recipient,
};
use crate::ids::{ItemId, ListId, UserId};
use crate::item::Item;
use crate::wishlist::WishlistItemInput;

/// Group wishlists, their members and items. Every read that serves a
/// member names the member: a list they are not on is `None`.
pub trait GroupListStore {
    /// Stores a new list with `owner` as its one member (role owner).
    fn create_group_list(
        &mut self,
        owner: UserId,
        input: &GroupListInput,
        public_token: Option<&str>,
        listed: bool,
    ) -> Result<GroupList, StoreError>;
    /// How many lists `owner` created.
    fn group_list_count(&mut self, owner: UserId) -> Result<u64, StoreError>;
    /// The lists `me` is on, newest first.
    fn group_lists_of(&mut self, me: UserId) -> Result<Vec<GroupListSummary>, StoreError>;
    /// One list `me` is on.
    fn group_list_of(
        &mut self,
        me: UserId,
        id: ListId,
    ) -> Result<Option<GroupListSummary>, StoreError>;
    /// One list `me` is on, its counts not read (0): for a reader that
    /// reads its members and items next and counts them (the list page).
    fn group_list_head(
        &mut self,
        me: UserId,
        id: ListId,
    ) -> Result<Option<GroupListSummary>, StoreError> {
        self.group_list_of(me, id).map(|summary| {
            summary.map(|summary| GroupListSummary {
                member_count: 0,
                item_count: 0,
                ..summary
            })
        })
    }
    /// The list's members: the creator first, then by name.
    fn group_members(&mut self, id: ListId) -> Result<Vec<GroupMember>, StoreError>;
    fn is_group_member(&mut self, id: ListId, user: UserId) -> Result<bool, StoreError>;
    /// Adds `user` (a no-op when they are on it); whether they were added.
    fn add_group_member(
        &mut self,
        id: ListId,
        user: UserId,
        role: MemberRole,
    ) -> Result<bool, StoreError>;
    /// Takes `user` off the list; whether they were on it.
    fn remove_group_member(&mut self, id: ListId, user: UserId) -> Result<bool, StoreError>;
    fn update_group_list(&mut self, id: ListId, input: &GroupListInput) -> Result<(), StoreError>;
    /// Public with `token` (private with `None`) and listed or not.
    fn set_group_list_public(
        &mut self,
        id: ListId,
        token: Option<&str>,
        listed: bool,
    ) -> Result<(), StoreError>;
    fn delete_group_list(&mut self, id: ListId) -> Result<(), StoreError>;
    /// The list's items `viewer` may see (no surprises for them), newest first.
    fn group_items(&mut self, id: ListId, viewer: UserId) -> Result<Vec<Item>, StoreError>;
    /// The open group lists `viewer` is on that hold an item they may see
    /// for someone called `name` (lower case): the outside name an item is
    /// for, or the first name of the member it is for, in any case.
    fn lists_holding_items_for(
        &mut self,
        viewer: UserId,
        name: &str,
    ) -> Result<Vec<ListId>, StoreError>;
    /// Every item of the list, surprises too (the reveal, once it is archived).
    fn all_group_items(&mut self, id: ListId) -> Result<Vec<Item>, StoreError>;
    /// One item of the list, whoever it is for.
    fn group_item(&mut self, id: ListId, item: ItemId) -> Result<Option<Item>, StoreError>;
    /// Adds an item unless the list holds `cap` already (`None` then).
    fn insert_group_item_within(
        &mut self,
        id: ListId,
        added_by: UserId,
        recipient: &Recipient,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError>;
    fn update_group_item(
        &mut self,
        id: ListId,
        item: ItemId,
        recipient: &Recipient,
        input: &WishlistItemInput,
    ) -> Result<Option<Item>, StoreError>;
    fn delete_group_item(&mut self, id: ListId, item: ItemId) -> Result<bool, StoreError>;
    /// The list behind a public token, with its creator's name and the
    /// items a stranger may see (no surprises).
    fn public_group_list(
        &mut self,
        token: &str,
    ) -> Result<Option<(GroupList, PersonName, Vec<Item>)>, StoreError>;
    /// Listed public lists, group and personal, matching `search`, newest
    /// first, at most `limit`.
    fn listed_lists(
        &mut self,
        search: &ListSearch,
        limit: u32,
    ) -> Result<Vec<ListedList>, StoreError>;
}
