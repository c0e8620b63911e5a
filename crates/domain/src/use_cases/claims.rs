//! Claims ("I'll get this") on every list others can see: group list items
//! (members), items shared with a friend, and public links (guests); the
//! reveal (a group list archived, a personal item received); and the views
//! that keep the surprise: what each viewer may know of an item's claims.

use std::collections::HashMap;

use chrono::NaiveDateTime;

use crate::claim::{
    available_units, is_archived, last_event_revealed_on, Claim, ClaimDraft, ClaimInput, ClaimView,
    ClaimedItem, GuestClaimDraft,
};
use crate::group_list::{GroupListInput, GroupListSummary, GroupMember, ItemRights, MemberRole};
use crate::ids::{ItemId, ListId, UserId};
use crate::item::Item;
use crate::messages;
use crate::notification::Notice;
use crate::ports::{
    ClaimStore, ContactStore, DependantStore, FriendStore, GiftStore, GroupListStore, ListStore,
    NewGiver, NotificationStore, ShareStore, StoreError, Transactional, WishlistStore,
};
use crate::sharing::SharedWithMe;
use crate::use_cases::gifts;
use crate::use_cases::group_lists::{public_list, GroupListError, PublicView};
use crate::validation::ValidationError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// No such item where the claimer may see it.
    #[error("{}", crate::messages::NOT_FOUND)]
    NotFound,
    #[error("{}", messages::CLAIM_OWN_GIFT)]
    OwnGift,
    /// The claim asked for more than is left (the units left for this giver).
    #[error("{}", messages::only_left(*.0))]
    OnlyLeft(u32),
    #[error("{}", messages::CLAIM_ARCHIVED)]
    Archived,
    #[error("{}", messages::CLAIM_NONE)]
    NoClaim,
    #[error("{}", messages::GROUP_OWNER_ONLY)]
    OwnerOnly,
    /// A first claim that would give its recipient what I gave them before
    /// ([`crate::gift::repeat_warning`]): made only when meant.
    #[error("{0}")]
    Repeat(String),
    /// A group list's own refusal (reading or changing the list).
    #[error(transparent)]
    Group(#[from] GroupListError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Sets `me`'s claim on `target` (creates or changes it) within what is
/// left; the item is locked first, so concurrent claims cannot pass its
/// quantity.
pub(crate) fn set_claim<S: ClaimStore>(
    store: &mut S,
    target: ItemId,
    me: UserId,
    draft: ClaimDraft,
) -> Result<(), ClaimError> {
    let quantity = store.lock_for_claims(target)?.ok_or(ClaimError::NotFound)?;
    let mine = store.claim_of(target, me)?;
    let input = draft.validate(mine.as_ref().map(|c| ClaimInput {
        quantity: c.quantity,
        status: c.status,
    }))?;
    let others: Vec<Claim> = store
        .claims_on(&[target])?
        .into_iter()
        .filter(|c| c.giver.user() != Some(me))
        .collect();
    let left = available_units(quantity, &others);
    // Only more units must fit: a claim the item's quantity was lowered
    // under may still be marked purchased, or lowered.
    let held = mine.as_ref().map_or(0, |c| c.quantity);
    if input.quantity > held && input.quantity > left {
        return Err(ClaimError::OnlyLeft(left));
    }
    match mine {
        Some(claim) => store.update_claim(claim.id, input)?,
        None => {
            store.insert_claim(target, &NewGiver::User(me), input)?;
        }
    }
    Ok(())
}

pub(crate) fn remove_claim<S: ClaimStore>(
    store: &mut S,
    target: ItemId,
    me: UserId,
) -> Result<(), ClaimError> {
    let mine = store.claim_of(target, me)?.ok_or(ClaimError::NoClaim)?;
    store.delete_claim(mine.id)?;
    Ok(())
}

/// A group item `me` may claim: on a list they are on, not archived, not a
/// surprise for them (it does not exist for them), not meant for them.
/// With its list's fields (its occasion, for the gift a purchase keeps).
fn claimable_group_item<S: GroupListStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item: ItemId,
) -> Result<(Item, GroupListInput), ClaimError> {
    let summary = store.group_list_of(me, id)?.ok_or(ClaimError::NotFound)?;
    let item = store
        .group_item(id, item)?
        .filter(|i| !i.is_surprise_for(me))
        .ok_or(ClaimError::NotFound)?;
    if item.is_recipient(Some(me)) {
        return Err(ClaimError::OwnGift);
    }
    if is_archived(&summary.list) {
        return Err(ClaimError::Archived);
    }
    Ok((item, summary.list.input))
}

/// Claims `target` for `me` as `draft` says, within one transaction the
/// caller holds: a first claim that repeats what I gave its recipient
/// before is refused with the words of it unless meant; a claim that
/// becomes purchased keeps, once, the gift in my history (issue 43).
pub(crate) fn claim_keeping_history<S>(
    store: &mut S,
    me: UserId,
    item: &Item,
    list: Option<&GroupListInput>,
    draft: ClaimDraft,
) -> Result<(), ClaimError>
where
    S: ClaimStore + ContactStore + DependantStore + FriendStore + GiftStore + ListStore,
{
    let before = store.claim_of(item.id, me)?;
    if before.is_none() && !draft.allow_repeat {
        if let Some(words) = gifts::claim_repeat(store, me, item)? {
            return Err(ClaimError::Repeat(words));
        }
    }
    set_claim(store, item.id, me, draft)?;
    if let Some(claim) = store.claim_of(item.id, me)? {
        if claim.status == crate::claim::ClaimStatus::Purchased {
            gifts::keep_purchase(store, me, &claim, item, list)?;
        }
    }
    Ok(())
}

/// A member claims (or changes their claim on) an item of a group list.
pub fn claim_group_item<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item: ItemId,
    draft: ClaimDraft,
) -> Result<Item, ClaimError>
where
    S: GroupListStore
        + ClaimStore
        + ContactStore
        + DependantStore
        + FriendStore
        + GiftStore
        + ListStore
        + Transactional,
{
    store.atomically(|store| {
        let (item, list) = claimable_group_item(store, me, id, item)?;
        claim_keeping_history(store, me, &item, Some(&list), draft)?;
        Ok(item)
    })
}

/// A member takes back their claim on a group item.
pub fn unclaim_group_item<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item: ItemId,
) -> Result<Item, ClaimError>
where
    S: GroupListStore + ClaimStore + Transactional,
{
    store.atomically(|store| {
        let (item, _) = claimable_group_item(store, me, id, item)?;
        remove_claim(store, item.id, me)?;
        Ok(item)
    })
}

/// An item shared with `me` that they may claim: not yet received.
fn claimable_shared_item<S: WishlistStore>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<Item, ClaimError> {
    let (item, _) = store
        .item_shared_with(me, item)?
        .ok_or(ClaimError::NotFound)?;
    // Shared before they came to keep its list: a co-owner's own gift now.
    if item.is_recipient(Some(me)) {
        return Err(ClaimError::OwnGift);
    }
    if item.received_at.is_some() {
        return Err(ClaimError::Archived);
    }
    Ok(item)
}

/// A friend claims (or changes their claim on) an item shared with them.
pub fn claim_shared_item<S>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    draft: ClaimDraft,
) -> Result<Item, ClaimError>
where
    S: WishlistStore
        + ClaimStore
        + ContactStore
        + DependantStore
        + FriendStore
        + GiftStore
        + ListStore
        + Transactional,
{
    store.atomically(|store| {
        let item = claimable_shared_item(store, me, item)?;
        let list = store.own_list(item.list_id)?.map(|l| l.input);
        claim_keeping_history(store, me, &item, list.as_ref(), draft)?;
        Ok(item)
    })
}

pub fn unclaim_shared_item<S>(store: &mut S, me: UserId, item: ItemId) -> Result<Item, ClaimError>
where
    S: WishlistStore + ClaimStore + Transactional,
{
    store.atomically(|store| {
        let item = claimable_shared_item(store, me, item)?;
        remove_claim(store, item.id, me)?;
        Ok(item)
    })
}

/// The item `item_id` on the list behind a public link that a guest (or a
/// signed-in `viewer`) may still give: its id and name. Its recipient is
/// refused as on their own list; a closed list or a received item is
/// refused as archived.
pub(crate) fn guest_target<S>(
    store: &mut S,
    viewer: Option<UserId>,
    token: &str,
    item_id: i64,
) -> Result<(ItemId, String), ClaimError>
where
    S: GroupListStore + WishlistStore,
{
    Ok(match public_list(store, token)? {
        PublicView::Personal(list) => {
            let item = list
                .items
                .into_iter()
                .find(|i| i.id.0 == item_id)
                .ok_or(ClaimError::NotFound)?;
            if item.is_recipient(viewer) {
                return Err(ClaimError::OwnGift);
            }
            if list.archived || item.received_at.is_some() {
                return Err(ClaimError::Archived);
            }
            (item.id, item.input.name)
        }
        PublicView::Group { list, items, .. } => {
            let item = items
                .into_iter()
                .find(|i| i.id.0 == item_id)
                .ok_or(ClaimError::NotFound)?;
            if item.is_recipient(viewer) {
                return Err(ClaimError::OwnGift);
            }
            if is_archived(&list) {
                return Err(ClaimError::Archived);
            }
            (item.id, item.input.name)
        }
    })
}

/// A guest claims an item on a public link, by name; `token_hash` is the
/// hash of the undo token they are given. Returns the claim and the item's
/// name. A signed-in `viewer` who is the item's recipient is refused as on
/// their own list (before anything is counted: the count is a spoiler too).
pub fn claim_as_guest<S>(
    store: &mut S,
    viewer: Option<UserId>,
    token: &str,
    item_id: i64,
    draft: GuestClaimDraft,
    token_hash: String,
) -> Result<(Claim, String), ClaimError>
where
    S: GroupListStore + WishlistStore + ClaimStore + Transactional,
{
    let guest = draft.validate()?;
    store.atomically(|store| {
        let (target, name) = guest_target(store, viewer, token, item_id)?;
        let quantity = store.lock_for_claims(target)?.ok_or(ClaimError::NotFound)?;
        let left = available_units(quantity, &store.claims_on(&[target])?);
        if guest.quantity > left {
            return Err(ClaimError::OnlyLeft(left));
        }
        let claim = store.insert_claim(
            target,
            &NewGiver::Guest {
                name: guest.name,
                email: guest.email,
                token_hash,
            },
            ClaimInput {
                quantity: guest.quantity,
                status: crate::claim::ClaimStatus::Reserved,
            },
        )?;
        Ok((claim, name))
    })
}

/// A guest's claim by its undo token's hash.
pub fn guest_claim<S: ClaimStore>(
    store: &mut S,
    token_hash: &str,
) -> Result<ClaimedItem, ClaimError> {
    store.guest_claim(token_hash)?.ok_or(ClaimError::NotFound)
}

/// A guest undoes their claim with its undo token's hash.
pub fn undo_guest_claim<S>(store: &mut S, token_hash: &str) -> Result<Claim, ClaimError>
where
    S: ClaimStore + Transactional,
{
    store.atomically(|store| {
        let claimed = store.guest_claim(token_hash)?.ok_or(ClaimError::NotFound)?;
        store.delete_claim(claimed.claim.id)?;
        Ok(claimed.claim)
    })
}

/// The creator archives the list: claims close, and each recipient sees who
/// gave them what.
pub fn archive_group_list<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    now: NaiveDateTime,
) -> Result<(), ClaimError>
where
    S: GroupListStore + ClaimStore + FriendStore + GiftStore + ListStore + Transactional,
{
    store.atomically(|store| {
        let summary = store.group_list_of(me, id)?.ok_or(ClaimError::NotFound)?;
        if summary.role != MemberRole::Owner {
            return Err(ClaimError::OwnerOnly);
        }
        if summary.list.archived_at.is_none() {
            store.archive_group_list(id, now)?;
            gifts::keep_received_at_list_reveal(store, id)?;
        }
        Ok(())
    })
}

/// The scheduler's reveal on `today`: every open list whose event was
/// [`crate::claim::ARCHIVE_AFTER_DAYS`] or more days ago is archived as of
/// `now`, and stays so whatever its date becomes. How many were.
pub fn reveal_due_lists<S>(
    store: &mut S,
    today: chrono::NaiveDate,
    now: NaiveDateTime,
) -> Result<usize, StoreError>
where
    S: ClaimStore + FriendStore + GiftStore + GroupListStore + ListStore + Transactional,
{
    let Some(last_event) = last_event_revealed_on(today) else {
        return Ok(0);
    };
    // With what each recipient now knows kept in their history, or neither.
    store.atomically(|store| {
        let archived = store.archive_lists_due(last_event, now)?;
        for list in &archived {
            gifts::keep_received_at_list_reveal(store, *list)?;
        }
        Ok(archived.len())
    })
}

/// The owner marks an item of their wishlist received: then they see who gave it.
pub fn mark_received<S>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    now: NaiveDateTime,
) -> Result<Item, ClaimError>
where
    S: WishlistStore + ClaimStore,
{
    let current = store.item(me, item)?.ok_or(ClaimError::NotFound)?;
    if current.received_at.is_some() {
        return Ok(current);
    }
    if !store.mark_received(me, item, now)? {
        return Err(ClaimError::NotFound);
    }
    store.item(me, item)?.ok_or(ClaimError::NotFound)
}

/// Marks my item received (its reveal) and answers it as I now see it, with
/// who gave it, in one transaction.
pub fn received<S>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    now: NaiveDateTime,
) -> Result<Seen<Item>, ClaimError>
where
    S: WishlistStore + ClaimStore + FriendStore + GiftStore + Transactional,
{
    store.atomically(|store| {
        let item = mark_received(store, me, item, now)?;
        // Its reveal: what each friend gave me goes in my history, once.
        gifts::keep_received(store, me, &item)?;
        let mut seen = seen(store, Some(me), vec![item], ClaimSubject::wishlist_item)?;
        seen.pop().ok_or(ClaimError::NotFound)
    })
}

/// One item whose claims a view shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimSubject {
    pub target: ItemId,
    /// Whom the gift is for: the users among its recipients
    /// ([`Item::recipients`]).
    pub recipients: Vec<UserId>,
    pub quantity: u32,
    /// The list archived or the item received.
    pub revealed: bool,
}

impl ClaimSubject {
    pub fn group_item(item: &Item, revealed: bool) -> ClaimSubject {
        ClaimSubject {
            target: item.id,
            recipients: item.recipients(),
            quantity: item.input.quantity,
            revealed,
        }
    }

    pub fn wishlist_item(item: &Item) -> ClaimSubject {
        ClaimSubject {
            target: item.id,
            recipients: item.recipients(),
            quantity: item.input.quantity,
            revealed: item.received_at.is_some(),
        }
    }

    fn for_recipient(&self, viewer: Option<UserId>) -> bool {
        viewer.is_some_and(|v| self.recipients.contains(&v))
    }
}

/// What `viewer` may know of each subject's claims, in the subjects' order
/// (one read for them all).
pub fn claim_views<S: ClaimStore>(
    store: &mut S,
    viewer: Option<UserId>,
    subjects: &[ClaimSubject],
) -> Result<Vec<ClaimView>, StoreError> {
    // The recipient's unrevealed items need no read at all.
    let needed: Vec<ItemId> = subjects
        .iter()
        .filter(|s| s.revealed || !s.for_recipient(viewer))
        .map(|s| s.target)
        .collect();
    let mut by_target: HashMap<ItemId, Vec<Claim>> = HashMap::new();
    if !needed.is_empty() {
        for claim in store.claims_on(&needed)? {
            by_target.entry(claim.target).or_default().push(claim);
        }
    }
    Ok(subjects
        .iter()
        .map(|s| {
            let claims = by_target.remove(&s.target).unwrap_or_default();
            ClaimView::among(viewer, &s.recipients, s.quantity, claims, s.revealed)
        })
        .collect())
}

/// An item with what its viewer may know of its claims.
#[derive(Debug, Clone, PartialEq)]
pub struct Seen<T> {
    pub item: T,
    pub claims: ClaimView,
}

/// `items` with `viewer`'s view of each one's claims (one read for them all).
fn seen<S: ClaimStore, T>(
    store: &mut S,
    viewer: Option<UserId>,
    items: Vec<T>,
    subject: impl Fn(&T) -> ClaimSubject,
) -> Result<Vec<Seen<T>>, StoreError> {
    let subjects: Vec<ClaimSubject> = items.iter().map(subject).collect();
    let views = claim_views(store, viewer, &subjects)?;
    Ok(items
        .into_iter()
        .zip(views)
        .map(|(item, claims)| Seen { item, claims })
        .collect())
}

/// My own wishlist as I see it: never who claimed an item, until I mark it
/// received (then who gave it).
pub fn my_wishlist<S: WishlistStore + ClaimStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<Seen<Item>>, StoreError> {
    let items = store.wishlist(me)?;
    seen(store, Some(me), items, ClaimSubject::wishlist_item)
}

/// The items friends shared with `me`, with what they may know of the
/// claims (a friend is a giver, never the recipient).
pub fn shared_with_me<S: ShareStore + ClaimStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<Seen<SharedWithMe<Item>>>, StoreError> {
    let shared = store.items_shared_with(me)?;
    seen(store, Some(me), shared, |e| {
        ClaimSubject::wishlist_item(&e.shared)
    })
}

/// A list behind a public link as `viewer` (signed in or a guest) sees it.
#[derive(Debug, Clone)]
pub struct PublicListSeen {
    pub list: PublicView,
    /// What the viewer may know of each item's claims (aligned with the list's items).
    pub claims: Vec<ClaimView>,
    /// The viewer is the list's recipient (a personal list's owner).
    pub viewer_is_recipient: bool,
    /// A group list's reveal has come.
    pub archived: bool,
}

/// The list behind a public link as `viewer` sees it.
pub fn public_list_as_seen<S>(
    store: &mut S,
    token: &str,
    viewer: Option<UserId>,
) -> Result<PublicListSeen, ClaimError>
where
    S: GroupListStore + WishlistStore + ClaimStore,
{
    let list = public_list(store, token)?;
    let (subjects, viewer_is_recipient, archived): (Vec<ClaimSubject>, bool, bool) = match &list {
        PublicView::Personal(personal) => (
            personal
                .items
                .iter()
                .map(|i| ClaimSubject {
                    revealed: personal.archived || i.received_at.is_some(),
                    ..ClaimSubject::wishlist_item(i)
                })
                .collect(),
            viewer.is_some_and(|v| personal.recipients().contains(&v)),
            personal.archived,
        ),
        PublicView::Group { list, items, .. } => {
            let archived = is_archived(list);
            (
                items
                    .iter()
                    .map(|i| ClaimSubject::group_item(i, archived))
                    .collect(),
                // A group list is for no one as a whole; its surprises are not on the public link.
                false,
                archived,
            )
        }
    };
    let claims = claim_views(store, viewer, &subjects)?;
    Ok(PublicListSeen {
        list,
        claims,
        viewer_is_recipient,
        archived,
    })
}

/// A group list as one member sees it: its summary and members, whether
/// it is archived, and each item with what they may know of its claims and
/// may do with it.
#[derive(Debug, Clone)]
pub struct GroupListSeen {
    pub summary: GroupListSummary,
    /// The creator first, then by name.
    pub members: Vec<GroupMember>,
    /// Newest first; never a surprise for `me` before the reveal.
    pub items: Vec<GroupItemSeen>,
    pub archived: bool,
}

/// A group list as `me` sees it.
pub fn group_list_with_claims<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
) -> Result<GroupListSeen, ClaimError>
where
    S: GroupListStore + FriendStore + ClaimStore,
{
    let mut view = crate::use_cases::group_lists::group_list(store, me, id)?;
    let archived = is_archived(&view.summary.list);
    if archived {
        // The reveal: the surprises planned for me show now, with who gave them.
        view.items = store.all_group_items(id)?;
        view.summary.item_count = view.items.len() as u64;
    }
    let subjects: Vec<ClaimSubject> = view
        .items
        .iter()
        .map(|i| ClaimSubject::group_item(i, archived))
        .collect();
    let claims = claim_views(store, Some(me), &subjects)?;
    let list = &view.summary.list;
    let items = view
        .items
        .into_iter()
        .zip(claims)
        .map(|(item, claims)| GroupItemSeen {
            rights: item.rights(me, list),
            item,
            claims,
        })
        .collect();
    Ok(GroupListSeen {
        summary: view.summary,
        members: view.members,
        items,
        archived,
    })
}

/// `change` to a group list of `me`'s (made, edited, its link rotated,
/// archived), then the list as they now see it, in one transaction.
pub fn group_list_after<S>(
    store: &mut S,
    me: UserId,
    change: impl FnOnce(&mut S) -> Result<ListId, ClaimError>,
) -> Result<GroupListSeen, ClaimError>
where
    S: GroupListStore + FriendStore + ClaimStore + Transactional,
{
    store.atomically(|store| {
        let id = change(store)?;
        group_list_with_claims(store, me, id)
    })
}

/// An item shared with `me`, with what they may know of its claims.
pub fn shared_item_with_claims<S>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<(SharedWithMe<Item>, ClaimView), ClaimError>
where
    S: ShareStore + ClaimStore,
{
    let entry = store
        .items_shared_with(me)?
        .into_iter()
        .find(|e| e.shared.id == item)
        .ok_or(ClaimError::NotFound)?;
    let view = claim_views(
        store,
        Some(me),
        &[ClaimSubject::wishlist_item(&entry.shared)],
    )?
    .pop()
    .ok_or(ClaimError::NotFound)?;
    Ok((entry, view))
}

/// What `me` may know of one item's claims on a group list they are on,
/// and what they may do with it.
pub fn group_item_claims<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    item: &Item,
) -> Result<(ClaimView, ItemRights), ClaimError>
where
    S: GroupListStore + ClaimStore,
{
    let summary = store.group_list_of(me, id)?.ok_or(ClaimError::NotFound)?;
    let subject = ClaimSubject::group_item(item, is_archived(&summary.list));
    let view = claim_views(store, Some(me), &[subject])?
        .pop()
        .ok_or(ClaimError::NotFound)?;
    Ok((view, item.rights(me, &summary.list)))
}

/// A group item as `me` sees it, and what they may do with it.
#[derive(Debug, Clone)]
pub struct GroupItemSeen {
    pub item: Item,
    pub claims: ClaimView,
    pub rights: ItemRights,
}

/// `change` (a claim set or taken back), then the item as `me` now sees it,
/// in one transaction: the answer is what was written.
pub fn group_item_after<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    change: impl FnOnce(&mut S) -> Result<Item, ClaimError>,
) -> Result<GroupItemSeen, ClaimError>
where
    S: GroupListStore + ClaimStore + Transactional,
{
    store.atomically(|store| {
        let item = change(store)?;
        let (claims, rights) = group_item_claims(store, me, id, &item)?;
        Ok(GroupItemSeen {
            item,
            claims,
            rights,
        })
    })
}

/// `change` (a claim set or taken back) on an item shared with `me`, then
/// the item as they now see it, in one transaction.
pub fn shared_item_after<S>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    change: impl FnOnce(&mut S) -> Result<Item, ClaimError>,
) -> Result<Seen<SharedWithMe<Item>>, ClaimError>
where
    S: ShareStore + ClaimStore + Transactional,
{
    store.atomically(|store| {
        change(store)?;
        let (entry, claims) = shared_item_with_claims(store, me, item)?;
        Ok(Seen {
            item: entry,
            claims,
        })
    })
}

/// The news for the givers of `target` (signed in, but `actor`) that the
/// item they claimed changed or went; never for its `recipient`, who may
/// still hold a claim made before the item was made theirs (a group item
/// changed to be for them), but must not hear of it.
pub fn tell_givers<S: ClaimStore + NotificationStore>(
    store: &mut S,
    target: ItemId,
    actor: UserId,
    recipients: &[UserId],
    notice: impl Fn(UserId) -> Notice,
) -> Result<(), StoreError> {
    // Those chipping in for it claimed it together (issue 45).
    let mut givers: Vec<UserId> = store
        .claims_on(&[target])?
        .iter()
        .flat_map(|c| match c.giver.chip_in() {
            Some(chip_in) => chip_in.givers(),
            None => c.giver.user().into_iter().collect(),
        })
        .filter(|g| *g != actor && !recipients.contains(g))
        .collect();
    givers.sort();
    givers.dedup();
    let notices: Vec<Notice> = givers.into_iter().map(notice).collect();
    store.notify(&notices)
}
