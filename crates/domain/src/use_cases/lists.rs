//! A person's own lists (issue 39): the default wishlist and the lists
//! beside it, who sees them, their items (added, moved, copied), and a
//! friend's view of a list shown to all friends, with its claims.

use chrono::NaiveDate;

use crate::claim::ClaimDraft;
use crate::ids::{ItemId, ListId, UserId};
use crate::item::Item;
use crate::limits::{MAX_ITEMS_PER_MOVE, MAX_OWN_LISTS, MAX_WISHLIST_ITEMS};
use crate::messages;
use crate::notification::{Notice, SHARED_ITEMS_LINK};
use crate::own_list::{OwnList, OwnListDraft, Visibility};
use crate::ports::{
    ClaimStore, ContactStore, DependantStore, FriendStore, GiftStore, ListStore, NotificationStore,
    StoreError, Transactional,
};
use crate::use_cases::claims::{claim_views, tell_givers, ClaimError, ClaimSubject, Seen};
use crate::use_cases::follows::{tell_followers, FollowStores, ListChange};
use crate::use_cases::group_lists::{check_event_date, Visibility as PublicState};
use crate::validation::{Draft, ValidationError};
use crate::wishlist::WishlistDraft;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ListError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// Not a list of mine, nor one shown to me as a friend.
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    #[error("{}", messages::LISTS_LIMIT)]
    TooManyLists,
    #[error("{}", messages::LIST_ITEMS_LIMIT)]
    TooManyItems,
    #[error("{}", messages::DEFAULT_LIST_KEPT)]
    DefaultKept,
    /// A co-owner asked what only the list's owner may do.
    #[error("{}", messages::LIST_OWNER_ONLY)]
    OwnerOnly,
    #[error("{}", messages::CO_OWNERS_LIMIT)]
    TooManyCoOwners,
    /// An import whose every entry is on the list already or skipped.
    #[error("{}", messages::ITEM_IMPORT_NOTHING_NEW)]
    NothingToImport,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<ListError> for ClaimError {
    fn from(error: ListError) -> Self {
        match error {
            ListError::Invalid(e) => ClaimError::Invalid(e),
            ListError::Store(e) => ClaimError::Store(e),
            _ => ClaimError::NotFound,
        }
    }
}

/// A list as one viewer sees it: its items with what they may know of
/// their claims (its owner: nothing before the reveal).
#[derive(Debug, Clone)]
pub struct ListSeen {
    pub list: OwnList,
    /// The viewer owns it (else a friend it is shown to).
    pub mine: bool,
    pub items: Vec<Seen<Item>>,
}

/// A list I keep: mine, or one I co-own (its items and settings are mine
/// to change).
pub(crate) fn mine<S: ListStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
) -> Result<OwnList, ListError> {
    store
        .own_list(id)?
        .filter(|list| list.is_kept_by(me))
        .ok_or(ListError::NotFound)
}

/// A list I created: `NotFound` when I do not keep it, `OwnerOnly` when I
/// only co-own it. Every guardian keeps a dependant's lists alike.
fn owned<S: ListStore>(store: &mut S, me: UserId, id: ListId) -> Result<OwnList, ListError> {
    let list = mine(store, me, id)?;
    if list.owner_id != me && list.dependant.is_none() {
        return Err(ListError::OwnerOnly);
    }
    Ok(list)
}

/// A list `viewer` may see: theirs, or a current friend's shown to friends
/// (a dependant's: shown to the friends of any of their guardians).
pub(crate) fn seen_list<S: ListStore + FriendStore>(
    store: &mut S,
    viewer: UserId,
    id: ListId,
) -> Result<(OwnList, bool), ListError> {
    let list = store.own_list(id)?.ok_or(ListError::NotFound)?;
    if list.is_kept_by(viewer) {
        return Ok((list, true));
    }
    if list.visibility == Visibility::Friends {
        let shown_by = if list.dependant.is_some() {
            list.keeper_ids()
        } else {
            vec![list.owner_id]
        };
        for keeper in shown_by {
            if store.are_friends(viewer, keeper)? {
                return Ok((list, false));
            }
        }
    }
    Err(ListError::NotFound)
}

/// The items on `list` that `viewer` may know of: all, but a surprise for
/// them (a guardian's own surprise left on a grown-up dependant's list).
pub(crate) fn seen_items<S: ListStore>(
    store: &mut S,
    list: &OwnList,
    viewer: UserId,
) -> Result<Vec<Item>, StoreError> {
    let mut items = store.own_list_items(list)?;
    items.retain(|i| !i.is_surprise_for(viewer));
    Ok(items)
}

/// An item on a list as its claims are shown: revealed once received, or
/// once the list's reveal has come.
fn subject(item: &Item, list_revealed: bool) -> ClaimSubject {
    ClaimSubject {
        revealed: list_revealed || item.received_at.is_some(),
        ..ClaimSubject::wishlist_item(item)
    }
}

/// My lists, the default first, then those I keep with their owners.
pub fn my_lists<S: ListStore>(store: &mut S, me: UserId) -> Result<Vec<OwnList>, StoreError> {
    let mut lists = store.own_lists(me)?;
    lists.extend(store.co_owned_lists(me)?);
    Ok(lists)
}

/// The lists of `friend` shown to all their friends, when `me` is one
/// (`NotFound` otherwise: a stranger learns nothing, not even that they exist).
pub fn friend_lists<S: ListStore + FriendStore>(
    store: &mut S,
    me: UserId,
    friend: UserId,
) -> Result<Vec<OwnList>, ListError> {
    if friend == me || !store.are_friends(me, friend)? {
        return Err(ListError::NotFound);
    }
    Ok(store.own_lists_seen_as(friend, Visibility::Friends)?)
}

/// A new list of mine.
pub fn create_list<S: ListStore>(
    store: &mut S,
    me: UserId,
    draft: OwnListDraft,
    today: NaiveDate,
) -> Result<OwnList, ListError> {
    let input = draft.validate_over(None)?;
    check_event_date(input.fields.event_date, None, today)?;
    store
        .insert_own_list(me, &input, MAX_OWN_LISTS)?
        .ok_or(ListError::TooManyLists)
}

/// A new list of mine with its public link and listing as sent, in one
/// transaction (no list is left half made). A registry is for guests with
/// its link: public unless `public` says it is not.
pub fn create_list_with_link<S>(
    store: &mut S,
    me: UserId,
    draft: OwnListDraft,
    mut public: PublicState,
    new_token: impl FnOnce() -> String,
    today: NaiveDate,
) -> Result<OwnList, ListError>
where
    S: ListStore + Transactional,
{
    if draft.registry == Some(true) && public.is_public.is_none() {
        public.is_public = Some(true);
    }
    store.atomically(|store| {
        let list = create_list(store, me, draft, today)?;
        if public == PublicState::default() {
            return Ok(list);
        }
        let (token, listed) = public.applied(None, false, new_token);
        store.set_own_list_public(list.id, token.as_deref(), listed)?;
        store.own_list(list.id)?.ok_or(ListError::NotFound)
    })
}

/// Renames, describes or re-dates a list of mine, changes who sees it, or
/// makes it public (a new link unless it has one), private (old links stop
/// working) or listed (only while public).
pub fn update_list<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    draft: OwnListDraft,
    public: PublicState,
    new_token: impl FnOnce() -> String,
    today: NaiveDate,
) -> Result<OwnList, ListError>
where
    S: ListStore + Transactional,
{
    store.atomically(|store| {
        let list = mine(store, me, id)?;
        let input = draft.validate_over(Some(&list))?;
        if !list.is_revealed() {
            check_event_date(input.fields.event_date, list.input.event_date, today)?;
        }
        if input.fields != list.input || input.visibility != list.visibility {
            store.update_own_list(id, &input)?;
        }
        if public != PublicState::default() {
            let (token, listed) = public.applied(list.public_token, list.listed, new_token);
            store.set_own_list_public(id, token.as_deref(), listed)?;
        }
        store.own_list(id)?.ok_or(ListError::NotFound)
    })
}

/// A new public link for a public list of mine; the old one stops working.
pub fn rotate_list_link<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    token: String,
) -> Result<OwnList, ListError>
where
    S: ListStore + Transactional,
{
    store.atomically(|store| {
        let list = mine(store, me, id)?;
        if list.public_token.is_none() {
            return Err(ValidationError::field("public", messages::GROUP_LIST_PRIVATE).into());
        }
        store.set_own_list_public(id, Some(&token), list.listed)?;
        store.own_list(id)?.ok_or(ListError::NotFound)
    })
}

/// Deletes a list of mine with its items (never the default one); the
/// friends who claimed an item on it hear that it went.
pub fn delete_list<S>(store: &mut S, me: UserId, id: ListId) -> Result<(), ListError>
where
    S: ListStore + ClaimStore + NotificationStore + Transactional,
{
    store.atomically(|store| {
        let list = owned(store, me, id)?;
        if list.is_default {
            return Err(ListError::DefaultKept);
        }
        for item in store.own_list_items(&list)? {
            tell_givers(store, item.id, me, &item.recipients(), |giver| {
                Notice::claimed_item_changed(giver, &item.input.name, true, SHARED_ITEMS_LINK)
            })?;
        }
        store
            .delete_own_list(id)?
            .then_some(())
            .ok_or(ListError::NotFound)
    })
}

/// A list as `viewer` sees it: its owner never sees a claim before the
/// reveal; a friend sees what givers may know.
pub fn list_seen_by<S>(store: &mut S, viewer: UserId, id: ListId) -> Result<ListSeen, ListError>
where
    S: ListStore + FriendStore + ClaimStore,
{
    let (list, mine) = seen_list(store, viewer, id)?;
    let items = seen_items(store, &list, viewer)?;
    let revealed = list.is_revealed();
    let subjects: Vec<ClaimSubject> = items.iter().map(|i| subject(i, revealed)).collect();
    let views = claim_views(store, Some(viewer), &subjects)?;
    Ok(ListSeen {
        list,
        mine,
        items: items
            .into_iter()
            .zip(views)
            .map(|(item, claims)| Seen { item, claims })
            .collect(),
    })
}

/// Every item on all my lists ("All my lists"), newest first, as I see them.
pub fn all_my_items<S>(store: &mut S, me: UserId) -> Result<Vec<Seen<Item>>, StoreError>
where
    S: ListStore + ClaimStore,
{
    let revealed: Vec<ListId> = my_lists(store, me)?
        .into_iter()
        .filter(OwnList::is_revealed)
        .map(|l| l.id)
        .collect();
    let mut items = store.all_own_items(me)?;
    items.retain(|i| !i.is_surprise_for(me));
    let subjects: Vec<ClaimSubject> = items
        .iter()
        .map(|i| subject(i, revealed.contains(&i.list_id)))
        .collect();
    let views = claim_views(store, Some(me), &subjects)?;
    Ok(items
        .into_iter()
        .zip(views)
        .map(|(item, claims)| Seen { item, claims })
        .collect())
}

/// Adds an item to a list of mine; on a dependant's list, as my own
/// surprise when `own_surprise` (its claims hidden from the other
/// guardians, the item from the dependant once they have an account).
pub fn add_list_item<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    draft: WishlistDraft,
    own_surprise: bool,
) -> Result<Item, ListError>
where
    S: DependantStore + FollowStores + Transactional,
{
    let input = draft.validate_new()?;
    store.atomically(|store| {
        let list = mine(store, me, id)?;
        if own_surprise && list.dependant.is_none() {
            return Err(ValidationError::field(
                "ownSurprise",
                messages::OWN_SURPRISE_DEPENDANTS_ONLY,
            )
            .into());
        }
        let item = store
            .insert_own_list_item(&list, &input, MAX_WISHLIST_ITEMS)?
            .ok_or(ListError::TooManyItems)?;
        let item = if own_surprise {
            store.set_own_surprise(item.id, me)?;
            store
                .own_list_items(&list)?
                .into_iter()
                .find(|i| i.id == item.id)
                .ok_or(ListError::NotFound)?
        } else {
            item
        };
        tell_followers(store, Some(me), &item, ListChange::Added)?;
        Ok(item)
    })
}

/// Which items go where: a list of mine other than theirs.
fn checked_move<S: ListStore>(
    store: &mut S,
    me: UserId,
    from: ListId,
    items: &[ItemId],
    to: ListId,
) -> Result<(OwnList, OwnList), ListError> {
    if items.is_empty() || items.len() > MAX_ITEMS_PER_MOVE {
        return Err(ValidationError::field("itemIds", messages::ITEMS_TO_MOVE_REQUIRED).into());
    }
    let source = mine(store, me, from)?;
    if to == from {
        return Err(ValidationError::field("toListId", messages::TARGET_LIST_REQUIRED).into());
    }
    let target = store
        .own_list(to)?
        .filter(|list| list.is_kept_by(me))
        .ok_or_else(|| ValidationError::field("toListId", messages::TARGET_LIST_REQUIRED))?;
    Ok((source, target))
}

/// Moves items of one list of mine to another: each keeps its claims,
/// shares, price watch and history (it is the same item). Unknown ids, or
/// another list's, are `NotFound` and nothing moves.
pub fn move_items<S>(
    store: &mut S,
    me: UserId,
    from: ListId,
    items: &[ItemId],
    to: ListId,
) -> Result<usize, ListError>
where
    S: FollowStores + Transactional,
{
    store.atomically(|store| {
        let (source, target) = checked_move(store, me, from, items, to)?;
        // A moved item keeps its claims: its recipients must stay who they
        // were, or someone new to it could read them (or someone who was,
        // no longer one, could).
        if keepers(&source) != keepers(&target) {
            return Err(ValidationError::field("toListId", messages::MOVE_KEEPERS_DIFFER).into());
        }
        let on_source = seen_items(store, &source, me)?;
        if !items.iter().all(|id| on_source.iter().any(|i| i.id == *id)) {
            return Err(ListError::NotFound);
        }
        let held = target.item_count;
        let mut distinct = items.to_vec();
        distinct.sort();
        distinct.dedup();
        if held + distinct.len() as u64 > MAX_WISHLIST_ITEMS {
            return Err(ListError::TooManyItems);
        }
        // Each list's followers hear of it: taken off one, added to the other.
        for item in on_source.iter().filter(|i| distinct.contains(&i.id)) {
            tell_followers(store, Some(me), item, ListChange::Removed)?;
            let moved = Item {
                list_id: to,
                ..item.clone()
            };
            tell_followers(store, Some(me), &moved, ListChange::Added)?;
        }
        Ok(store.move_own_items(from, &distinct, to)?)
    })
}

/// Copies items of one list of mine onto another as new items (their
/// details only: no claims, shares or watches). The copies, in the order asked.
pub fn copy_items<S>(
    store: &mut S,
    me: UserId,
    from: ListId,
    items: &[ItemId],
    to: ListId,
) -> Result<Vec<Item>, ListError>
where
    S: FollowStores + Transactional,
{
    store.atomically(|store| {
        let (source, target) = checked_move(store, me, from, items, to)?;
        let on_source = seen_items(store, &source, me)?;
        let mut copies = Vec::with_capacity(items.len());
        for id in items {
            let item = on_source
                .iter()
                .find(|i| i.id == *id)
                .ok_or(ListError::NotFound)?;
            let input = crate::wishlist::WishlistItemInput {
                purchased: false,
                ..item.input.clone()
            };
            let copy = store
                .insert_own_list_item(&target, &input, MAX_WISHLIST_ITEMS)?
                .ok_or(ListError::TooManyItems)?;
            tell_followers(store, Some(me), &copy, ListChange::Added)?;
            copies.push(copy);
        }
        Ok(copies)
    })
}

/// An item on a friend's list shown to friends that `me` may claim: not
/// theirs, not received, the list's reveal not come.
fn claimable<S: ListStore + FriendStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item: ItemId,
) -> Result<(OwnList, Item), ClaimError> {
    let (list, mine) = seen_list(store, me, id)?;
    let item = store
        .own_list_items(&list)?
        .into_iter()
        .find(|i| i.id == item)
        .ok_or(ClaimError::NotFound)?;
    // A guardian gives too (not on another guardian's own surprise, whose
    // claims they may not see); anyone else who keeps it is its recipient.
    if (mine && list.dependant.is_none()) || item.is_recipient(Some(me)) {
        return Err(ClaimError::OwnGift);
    }
    if list.is_revealed() || item.received_at.is_some() {
        return Err(ClaimError::Archived);
    }
    Ok((list, item))
}

/// The item as `me` now sees it on the list.
fn item_seen<S: ClaimStore>(
    store: &mut S,
    me: UserId,
    list: &OwnList,
    item: Item,
) -> Result<Seen<Item>, ClaimError> {
    let claims = claim_views(store, Some(me), &[subject(&item, list.is_revealed())])?
        .pop()
        .ok_or(ClaimError::NotFound)?;
    Ok(Seen { item, claims })
}

/// A friend claims (or changes their claim on) an item of a list shown to friends.
pub fn claim_list_item<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item: ItemId,
    draft: ClaimDraft,
) -> Result<Seen<Item>, ClaimError>
where
    S: ListStore
        + FriendStore
        + ClaimStore
        + ContactStore
        + DependantStore
        + GiftStore
        + Transactional,
{
    store.atomically(|store| {
        let (list, item) = claimable(store, me, id, item)?;
        crate::use_cases::claims::claim_keeping_history(
            store,
            me,
            &item,
            Some(&list.input),
            draft,
        )?;
        item_seen(store, me, &list, item)
    })
}

/// A friend takes back their claim on an item of a list shown to friends.
pub fn unclaim_list_item<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item: ItemId,
) -> Result<Seen<Item>, ClaimError>
where
    S: ListStore + FriendStore + ClaimStore + Transactional,
{
    store.atomically(|store| {
        let (list, item) = claimable(store, me, id, item)?;
        crate::use_cases::claims::remove_claim(store, item.id, me)?;
        item_seen(store, me, &list, item)
    })
}

/// Who keeps a list, in one order (its owner and co-owners), and for whom
/// (a dependant's lists are theirs, whoever keeps them).
fn keepers(list: &OwnList) -> (Vec<UserId>, Option<crate::ids::DependantId>) {
    let mut all = list.keeper_ids();
    all.sort();
    (all, list.dependant.as_ref().map(|d| d.id))
}

/// The list's owner makes a friend its co-owner: they edit its items and
/// settings and become one of its recipients (they see its claims no more).
/// A claim they made before stays, for the other givers who count on it.
/// Adding someone who is one already changes nothing.
pub fn add_co_owner<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    friend: Option<UserId>,
) -> Result<OwnList, ListError>
where
    S: ListStore + FriendStore + NotificationStore + Transactional,
{
    let friend =
        friend.ok_or_else(|| ValidationError::field("userId", messages::CO_OWNER_REQUIRED))?;
    store.atomically(|store| {
        let list = owned(store, me, id)?;
        if list.is_default {
            return Err(ValidationError::field("userId", messages::CO_OWNER_DEFAULT_LIST).into());
        }
        if list.dependant.is_some() {
            return Err(ValidationError::field("userId", messages::CO_OWNER_DEPENDANT_LIST).into());
        }
        if list.is_kept_by(friend) {
            return Ok(list);
        }
        if !store.are_friends(me, friend)? {
            return Err(ValidationError::field("userId", messages::CO_OWNER_FRIENDS_ONLY).into());
        }
        if list.co_owners.len() as u64 >= crate::limits::MAX_CO_OWNERS {
            return Err(ListError::TooManyCoOwners);
        }
        store.add_co_owner(id, friend)?;
        store.notify(&[Notice::made_co_owner(friend, &list, &list.owner_name)])?;
        store.own_list(id)?.ok_or(ListError::NotFound)
    })
}

/// The owner takes a co-owner off the list, or a co-owner leaves it: at
/// once they see it no more (unless it is shown to friends: then as a
/// friend, a giver like any other).
pub fn remove_co_owner<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    who: UserId,
) -> Result<(), ListError>
where
    S: ListStore + Transactional,
{
    store.atomically(|store| {
        let list = mine(store, me, id)?;
        if me != list.owner_id && me != who {
            return Err(ListError::OwnerOnly);
        }
        store
            .remove_co_owner(id, who)?
            .then_some(())
            .ok_or(ListError::NotFound)
    })
}
