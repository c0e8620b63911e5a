//! Group wishlists: create, invite friends, add items together, rename,
//! leave, remove, delete, the public link, and Find a list.
//!
//! A list someone is not on is `NotFound` for them on every call (never
//! "forbidden"): outsiders cannot tell it exists. What only the creator may
//! do is `OwnerOnly` for its other members.

use chrono::NaiveDate;

use crate::claim::{is_archived, reveal_day};
use crate::group_list::{
    GroupItemDraft, GroupList, GroupListDraft, GroupListSummary, GroupListView, GroupMember,
    ListSearch, ListedList, MemberRole, PersonName, Recipient, SEARCH_RESULTS_MAX,
};
use crate::ids::{ItemId, ListId, UserId};
use crate::item::Item;
use crate::limits::{MAX_GROUP_ITEMS, MAX_GROUP_LISTS, MAX_GROUP_MEMBERS};
use crate::messages;
use crate::notification::{group_list_link, Notice};
use crate::ports::{
    ClaimStore, FriendStore, GroupListStore, NotificationStore, StoreError, Transactional,
    UserStore, WishlistStore,
};
use crate::token::TokenKind;
use crate::use_cases::claims::tell_givers;
use crate::use_cases::follows::{price_fell, tell_followers, FollowStores, ListChange};
use crate::validation::{Draft, ValidationError};
use crate::wishlist::PublicList;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GroupListError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// No such list, or not one the caller is on (or no such item on it).
    #[error("{}", crate::messages::NOT_FOUND)]
    NotFound,
    #[error("{}", messages::GROUP_OWNER_ONLY)]
    OwnerOnly,
    #[error("{}", messages::GROUP_ITEM_ADDER_ONLY)]
    AdderOnly,
    #[error("{}", messages::GROUP_CREATOR_CANNOT_LEAVE)]
    CreatorCannotLeave,
    #[error("{}", messages::GROUP_LIST_PRIVATE)]
    Private,
    #[error("{}", messages::GROUP_LISTS_LIMIT)]
    TooManyLists,
    #[error("{}", messages::GROUP_MEMBERS_LIMIT)]
    TooManyMembers,
    #[error("{}", messages::GROUP_ITEMS_LIMIT)]
    TooManyItems,
    /// The list is archived: its items no longer change.
    #[error("{}", messages::GROUP_LIST_CLOSED)]
    Closed,
    /// The list is archived: nobody new joins it (its reveal is over).
    #[error("{}", messages::GROUP_LIST_CLOSED_TO_INVITES)]
    ClosedToInvites,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Whether a list is public and shown in Find a list, as sent.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Visibility {
    pub is_public: Option<bool>,
    pub listed: Option<bool>,
}

impl Visibility {
    /// The link and listing a list has after this change, from what it has
    /// (`token`, `listed`): public keeps its link (a new one from
    /// `new_token` when it had none), private drops it (old links stop
    /// working), and a list is listed only while public.
    pub fn applied(
        self,
        token: Option<String>,
        listed: bool,
        new_token: impl FnOnce() -> String,
    ) -> (Option<String>, bool) {
        let is_public = self.is_public.unwrap_or(token.is_some());
        let token = match (is_public, token) {
            (true, Some(token)) => Some(token),
            (true, None) => Some(new_token()),
            (false, _) => None,
        };
        let listed = is_public && self.listed.unwrap_or(listed);
        (token, listed)
    }
}

/// A new list, its creator its one member; public with a fresh token from
/// `new_token` when asked.
pub fn create_group_list<S>(
    store: &mut S,
    me: UserId,
    draft: GroupListDraft,
    visibility: Visibility,
    new_token: impl FnOnce() -> String,
    today: NaiveDate,
) -> Result<GroupListView, GroupListError>
where
    S: GroupListStore + FriendStore + Transactional,
{
    let input = draft.validate_new()?;
    check_event_date(input.event_date, None, today)?;
    let is_public = visibility.is_public.unwrap_or(false);
    let token = is_public.then(new_token);
    let listed = is_public && visibility.listed.unwrap_or(false);
    store.atomically(|store| {
        if store.group_list_count(me)? >= MAX_GROUP_LISTS {
            return Err(GroupListError::TooManyLists);
        }
        let list = store.create_group_list(me, &input, token.as_deref(), listed)?;
        view(store, me, list.id)
    })
}

/// The open group lists I am on that already hold an idea I can see for
/// someone called `name` (an outside name, or a member's first name; any
/// case): where a new idea for them goes first. One look-up, however many
/// lists I am on.
pub fn lists_holding_items_for<S: GroupListStore>(
    store: &mut S,
    me: UserId,
    name: Option<&str>,
) -> Result<Vec<ListId>, GroupListError> {
    let name = name.map(str::trim).unwrap_or_default();
    if name.is_empty() {
        return Err(ValidationError::field("name", messages::NAME_REQUIRED).into());
    }
    if name.chars().count() as u64 > crate::contact::NAME_MAX {
        return Err(ValidationError::field("name", messages::NAME_TOO_LONG).into());
    }
    Ok(store.lists_holding_items_for(me, &name.to_lowercase())?)
}

/// The list as `me` sees it: members, and the items that are not surprises for them.
pub fn group_list<S: GroupListStore + FriendStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
) -> Result<GroupListView, GroupListError> {
    view(store, me, id)
}

fn view<S: GroupListStore + FriendStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
) -> Result<GroupListView, GroupListError> {
    let mut summary = store
        .group_list_head(me, id)?
        .ok_or(GroupListError::NotFound)?;
    let members = store.group_members(id)?;
    let ids: Vec<UserId> = members.iter().map(|m| m.user_id).collect();
    let friends = store.friends_among(me, &ids)?;
    let items = store.group_items(id, me)?;
    // The counts are what was read: every member, the items I may see.
    summary.member_count = members.len() as u64;
    summary.item_count = items.len() as u64;
    Ok(GroupListView {
        members: members_seen_by(me, &friends, members),
        items,
        summary,
    })
}

/// A list's members as `me` sees them: everyone's name and photo, but an
/// email address only for myself and my friends. Being on one list with
/// someone (the creator's friend, not mine) tells me nothing more about
/// them, and unfriending someone hides their address again.
pub fn members_seen_by(
    me: UserId,
    friends: &[UserId],
    members: Vec<GroupMember>,
) -> Vec<GroupMember> {
    members
        .into_iter()
        .map(|mut member| {
            if member.user_id != me && !friends.contains(&member.user_id) {
                member.name.email = None;
            }
            member
        })
        .collect()
}

/// The list when `me` created it: `NotFound` when they are not on it,
/// `OwnerOnly` when they are only a member.
fn owned<S: GroupListStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
) -> Result<GroupListSummary, GroupListError> {
    let summary = store
        .group_list_of(me, id)?
        .ok_or(GroupListError::NotFound)?;
    if summary.role != MemberRole::Owner {
        return Err(GroupListError::OwnerOnly);
    }
    Ok(summary)
}

/// The creator renames or describes the list, or makes it public, private
/// (old links stop working) or listed. A list is listed only while public.
pub fn update_group_list<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    draft: GroupListDraft,
    visibility: Visibility,
    new_token: impl FnOnce() -> String,
    today: NaiveDate,
) -> Result<GroupListView, GroupListError>
where
    S: GroupListStore + FriendStore + Transactional,
{
    store.atomically(|store| {
        let summary = owned(store, me, id)?;
        let list = summary.list;
        if !draft.is_empty() {
            let input = draft.validate_update(&list.input)?;
            if !is_archived(&list) {
                check_event_date(input.event_date, list.input.event_date, today)?;
            }
            store.update_group_list(id, &input)?;
        }
        if visibility != Visibility::default() {
            let (token, listed) = visibility.applied(list.public_token, list.listed, new_token);
            store.set_group_list_public(id, token.as_deref(), listed)?;
        }
        view(store, me, id)
    })
}

/// An open list's new event date may not be one whose reveal has come: a
/// date change never reveals a list (archiving does, on purpose). The date
/// it had is kept as it is.
pub(crate) fn check_event_date(
    date: Option<NaiveDate>,
    current: Option<NaiveDate>,
    today: NaiveDate,
) -> Result<(), ValidationError> {
    match date {
        Some(date) if Some(date) != current && reveal_day(date).is_none_or(|d| d <= today) => Err(
            ValidationError::field("eventDate", messages::EVENT_DATE_REVEALS),
        ),
        _ => Ok(()),
    }
}

/// A new public link for the creator's public list; the old one stops working.
pub fn rotate_group_list_link<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    token: String,
) -> Result<GroupListView, GroupListError>
where
    S: GroupListStore + FriendStore + Transactional,
{
    store.atomically(|store| {
        let list = owned(store, me, id)?.list;
        if list.public_token.is_none() {
            return Err(GroupListError::Private);
        }
        store.set_group_list_public(id, Some(&token), list.listed)?;
        view(store, me, id)
    })
}

/// The creator deletes the list, its members and items.
pub fn delete_group_list<S>(store: &mut S, me: UserId, id: ListId) -> Result<(), GroupListError>
where
    S: GroupListStore + Transactional,
{
    store.atomically(|store| {
        owned(store, me, id)?;
        Ok(store.delete_group_list(id)?)
    })
}

/// The creator puts a friend on the list with the role 'member'. Inviting
/// someone already on it changes nothing (a retried invite is no error):
/// the member and whether they were added now.
pub fn invite_member<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    invitee: Option<UserId>,
    role: Option<&str>,
) -> Result<(GroupMember, bool), GroupListError>
where
    S: GroupListStore + FriendStore + UserStore + NotificationStore + Transactional,
{
    if role.is_some_and(|r| MemberRole::parse(r) != Some(MemberRole::Member)) {
        return Err(ValidationError::field("role", messages::GROUP_ROLE_INVALID).into());
    }
    let invitee = invitee
        .ok_or_else(|| ValidationError::field("userId", messages::GROUP_INVITEE_REQUIRED))?;
    store.atomically(|store| {
        let summary = owned(store, me, id)?;
        let member_of = |store: &mut S| -> Result<Option<GroupMember>, StoreError> {
            Ok(store
                .group_members(id)?
                .into_iter()
                .find(|m| m.user_id == invitee))
        };
        if let Some(member) = member_of(store)? {
            return Ok((member, false));
        }
        // After the reveal the list is closed: someone joining now would
        // only read who gave what.
        if is_archived(&summary.list) {
            return Err(GroupListError::ClosedToInvites);
        }
        if !store.are_friends(me, invitee)? {
            return Err(
                ValidationError::field("userId", messages::GROUP_INVITE_FRIENDS_ONLY).into(),
            );
        }
        if summary.member_count >= MAX_GROUP_MEMBERS {
            return Err(GroupListError::TooManyMembers);
        }
        store.add_group_member(id, invitee, MemberRole::Member)?;
        let owner = name_of(store, me)?;
        store.notify(&[Notice::invited(invitee, &summary.list, &owner)])?;
        let member = member_of(store)?.ok_or(GroupListError::NotFound)?;
        Ok((member, true))
    })
}

/// Takes `member` off the list: the creator removes anyone else; a member
/// removes only themselves (leaving). The creator cannot leave their list.
pub fn remove_member<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    member: UserId,
) -> Result<(), GroupListError>
where
    S: GroupListStore + Transactional,
{
    store.atomically(|store| {
        let summary = store
            .group_list_of(me, id)?
            .ok_or(GroupListError::NotFound)?;
        match summary.role {
            MemberRole::Owner if member == me => return Err(GroupListError::CreatorCannotLeave),
            MemberRole::Owner => {}
            MemberRole::Member if member == me => {}
            MemberRole::Member => return Err(GroupListError::OwnerOnly),
        }
        if !store.remove_group_member(id, member)? {
            return Err(GroupListError::NotFound);
        }
        Ok(())
    })
}

/// Any member adds an item, for everyone, for a member or for someone
/// outside the app. Those who follow the list hear of it, except the
/// member a surprise is for.
pub fn add_group_item<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    draft: GroupItemDraft,
) -> Result<Item, GroupListError>
where
    S: FollowStores + Transactional,
{
    let (input, recipient) = draft.validate(None)?;
    store.atomically(|store| {
        let list = store
            .group_list_of(me, id)?
            .ok_or(GroupListError::NotFound)?
            .list;
        if is_archived(&list) {
            return Err(GroupListError::Closed);
        }
        check_recipient(store, id, &recipient)?;
        let item = store
            .insert_group_item_within(id, me, &recipient, &input, MAX_GROUP_ITEMS)?
            .ok_or(GroupListError::TooManyItems)?;
        // Its followers (every member but those who chose not to) hear of
        // it, never the member it is a surprise for.
        tell_followers(store, Some(me), &item, ListChange::Added)?;
        Ok(item)
    })
}

/// The member who added an item changes it (whom it is for too); those
/// who follow the list hear of a lower price.
pub fn update_group_item<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item_id: ItemId,
    draft: GroupItemDraft,
) -> Result<Item, GroupListError>
where
    S: FollowStores + ClaimStore + Transactional,
{
    store.atomically(|store| {
        let current = item_i_may(store, me, id, item_id, Change::Edit)?;
        let (input, recipient) = draft.validate(Some((&current.input, &current.recipient)))?;
        // A recipient who has left keeps their items; only a new one must be on the list.
        if recipient != current.recipient {
            check_recipient(store, id, &recipient)?;
        }
        let updated = store
            .update_group_item(id, item_id, &recipient, &input)?
            .ok_or(GroupListError::NotFound)?;
        let link = group_list_link(id);
        // The member it is now for hears nothing, even of a claim they
        // made while it was not theirs: it is a surprise for them now.
        let recipients = updated.recipients();
        tell_givers(store, item_id, me, &recipients, |giver| {
            Notice::claimed_item_changed(giver, &updated.input.name, false, &link)
        })?;
        // Nor does their claim stay: nobody claims their own gift.
        for member in recipients {
            if let Some(theirs) = store.claim_of(item_id, member)? {
                store.delete_claim(theirs.id)?;
            }
        }
        if price_fell(&current.input, &updated.input) {
            tell_followers(store, Some(me), &updated, ListChange::Cheaper)?;
        }
        Ok(updated)
    })
}

/// The member who added an item deletes it; the creator deletes one
/// "Someone" added (unless it is for them).
pub fn delete_group_item<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item_id: ItemId,
) -> Result<(), GroupListError>
where
    S: FollowStores + ClaimStore + Transactional,
{
    store.atomically(|store| {
        let item = item_i_may(store, me, id, item_id, Change::Delete)?;
        let link = group_list_link(id);
        tell_givers(store, item_id, me, &item.recipients(), |giver| {
            Notice::claimed_item_changed(giver, &item.input.name, true, &link)
        })?;
        tell_followers(store, Some(me), &item, ListChange::Removed)?;
        store
            .delete_group_item(id, item_id)?
            .then_some(())
            .ok_or(GroupListError::NotFound)
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Change {
    Edit,
    Delete,
}

/// An item of a list `me` is on that they may change: `Closed` once the
/// list is archived, `NotFound` when it is a surprise for them (they may
/// not learn it exists), `AdderOnly` when it is not theirs to change.
fn item_i_may<S: GroupListStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item_id: ItemId,
    change: Change,
) -> Result<Item, GroupListError> {
    let list = store
        .group_list_of(me, id)?
        .ok_or(GroupListError::NotFound)?
        .list;
    // Closed for everyone on it: after the reveal, a surprise is no secret.
    if is_archived(&list) {
        return Err(GroupListError::Closed);
    }
    let item = store
        .group_item(id, item_id)?
        .filter(|item| !item.is_surprise_for(me))
        .ok_or(GroupListError::NotFound)?;
    let rights = item.rights(me, &list);
    let allowed = match change {
        Change::Edit => rights.can_edit,
        Change::Delete => rights.can_delete,
    };
    if !allowed {
        return Err(GroupListError::AdderOnly);
    }
    Ok(item)
}

/// A member recipient must be on the list.
fn check_recipient<S: GroupListStore>(
    store: &mut S,
    id: ListId,
    recipient: &Recipient,
) -> Result<(), GroupListError> {
    if let Recipient::Member(member) = recipient {
        if !store.is_group_member(id, *member)? {
            return Err(
                ValidationError::field("forUserId", messages::GROUP_RECIPIENT_NOT_MEMBER).into(),
            );
        }
    }
    Ok(())
}

/// `user`'s name as others see it ("Someone" when the account is gone).
pub(crate) fn name_of<S: UserStore>(store: &mut S, user: UserId) -> Result<PersonName, StoreError> {
    Ok(store.user(user)?.map(PersonName::from).unwrap_or_default())
}

/// Find a list: listed public lists matching the search.
pub fn find_lists<S: GroupListStore>(
    store: &mut S,
    search: &ListSearch,
) -> Result<Vec<ListedList>, GroupListError> {
    Ok(store.listed_lists(search, SEARCH_RESULTS_MAX)?)
}

/// What a public link shows: a personal wishlist or a group list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PublicView {
    Personal(PublicList),
    /// The list, its creator and the items a stranger may see (no surprises).
    Group {
        list: GroupList,
        owner: PersonName,
        items: Vec<Item>,
    },
}

/// The list behind a public link, personal or group.
pub fn public_list<S>(store: &mut S, token: &str) -> Result<PublicView, GroupListError>
where
    S: GroupListStore + WishlistStore,
{
    if !TokenKind::PublicList.is_well_formed(token) {
        return Err(GroupListError::NotFound);
    }
    if let Some(personal) = store.public_list(token)? {
        return Ok(PublicView::Personal(personal));
    }
    let (list, owner, items) = store
        .public_group_list(token)?
        .ok_or(GroupListError::NotFound)?;
    Ok(PublicView::Group { list, owner, items })
}
