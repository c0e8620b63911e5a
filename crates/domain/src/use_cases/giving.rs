//! An item as one of its givers reaches it, whatever list holds it (issue
//! 45): a group list they are on, a friend's list shown to them, a
//! dependant's list they guard, an item shared with them. Chipping in and
//! the talk about a gift start here, so only givers get that far; an
//! item's recipients (the one rule, [`Item::recipients`]) are told it does
//! not exist.

use crate::claim::is_archived;
use crate::group_list::{GroupList, GroupListInput};
use crate::ids::{ItemId, UserId};
use crate::item::Item;
use crate::messages;
use crate::notification::{friend_list_link, group_list_link, own_list_link, SHARED_ITEMS_LINK};
use crate::own_list::{OwnList, Visibility};
use crate::ports::{
    ChipInStore, ClaimStore, FriendStore, GiftStore, GroupListStore, ItemTalkStore, ListStore,
    NotificationStore, StoreError, Transactional, WishlistStore,
};
use crate::use_cases::claims::ClaimError;
use crate::use_cases::lists::{seen_list, ListError};
use crate::validation::ValidationError;

/// What a store needs for what givers do together: chipping in, notes and
/// questions (and the gifts a purchase keeps).
pub trait GivingStores:
    ChipInStore
    + ClaimStore
    + FriendStore
    + GiftStore
    + GroupListStore
    + ItemTalkStore
    + ListStore
    + NotificationStore
    + WishlistStore
    + Transactional
{
}

impl<S> GivingStores for S where
    S: ChipInStore
        + ClaimStore
        + FriendStore
        + GiftStore
        + GroupListStore
        + ItemTalkStore
        + ListStore
        + NotificationStore
        + WishlistStore
        + Transactional
{
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GivingError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// No such item where the viewer gives (its recipients included).
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    /// The list's reveal came, or the item was received.
    #[error("{}", messages::CLAIM_ARCHIVED)]
    Closed,
    /// Refused as things stand (the words say why).
    #[error("{0}")]
    Conflict(&'static str),
    #[error("{}", messages::CHIP_IN_ORGANISER_ONLY)]
    OrganiserOnly,
    #[error(transparent)]
    Claim(#[from] ClaimError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The list an item is on.
#[derive(Debug, Clone)]
pub enum Place {
    Group(GroupList),
    Own(OwnList),
}

/// An item and its list, as a giver (or its answerer) reaches it.
#[derive(Debug, Clone)]
pub struct GivenItem {
    pub item: Item,
    pub place: Place,
    /// Claims are closed: the list's reveal came, or the item was received.
    pub closed: bool,
}

impl GivenItem {
    /// Where `user` finds the item: a group list's page, a list they keep,
    /// a friend's list shown to them, else the items shared with them.
    pub fn link_for(&self, user: UserId) -> String {
        match &self.place {
            Place::Group(list) => group_list_link(list.id),
            Place::Own(list) if list.is_kept_by(user) => own_list_link(list.id),
            Place::Own(list) if list.visibility == Visibility::Friends => friend_list_link(list.id),
            Place::Own(_) => SHARED_ITEMS_LINK.to_owned(),
        }
    }

    /// Who answers givers' questions about it: its recipients; on the list
    /// of someone without an account, their guardians.
    pub fn answerers(&self) -> Vec<UserId> {
        let recipients = self.item.recipients();
        match &self.place {
            Place::Own(list) if recipients.is_empty() && list.dependant.is_some() => {
                list.keeper_ids()
            }
            _ => recipients,
        }
    }

    /// The name of the one looked after whose list it is.
    pub fn dependant_name(&self) -> Option<String> {
        match &self.place {
            Place::Own(list) => list.dependant.as_ref().map(|d| d.name.clone()),
            Place::Group(_) => None,
        }
    }

    /// A surprise for someone: asking them about it would give it away.
    pub fn is_surprise(&self) -> bool {
        self.item.is_surprise() || self.item.own_surprise_of().is_some()
    }

    /// The list's occasion and date, for the gift history's records.
    pub fn occasion(&self) -> &GroupListInput {
        match &self.place {
            Place::Group(list) => &list.input,
            Place::Own(list) => &list.input,
        }
    }
}

/// `item` as `me` reaches it to give it: `NotFound` unless they are one of
/// its givers.
pub fn item_as_giver<S>(store: &mut S, me: UserId, item: ItemId) -> Result<GivenItem, GivingError>
where
    S: ChipInStore + GroupListStore + ListStore + FriendStore + WishlistStore,
{
    let list_id = store.list_of_item(item)?.ok_or(GivingError::NotFound)?;
    if let Some(summary) = store.group_list_of(me, list_id)? {
        let found = store
            .group_item(list_id, item)?
            .filter(|i| !i.is_surprise_for(me) && !i.is_recipient(Some(me)))
            .ok_or(GivingError::NotFound)?;
        return Ok(GivenItem {
            item: found,
            closed: is_archived(&summary.list),
            place: Place::Group(summary.list),
        });
    }
    match seen_list(store, me, list_id) {
        Ok((list, keeps)) => {
            let found = store
                .own_list_items(&list)?
                .into_iter()
                .find(|i| i.id == item && !i.is_surprise_for(me))
                .ok_or(GivingError::NotFound)?;
            // A guardian gives on a dependant's list; anyone else who keeps
            // a list is its recipient.
            if (keeps && list.dependant.is_none()) || found.is_recipient(Some(me)) {
                return Err(GivingError::NotFound);
            }
            return Ok(GivenItem {
                closed: list.is_revealed() || found.received_at.is_some(),
                item: found,
                place: Place::Own(list),
            });
        }
        Err(ListError::NotFound) => {}
        Err(ListError::Store(error)) => return Err(error.into()),
        Err(_) => return Err(GivingError::NotFound),
    }
    let (found, _) = store
        .item_shared_with(me, item)?
        .filter(|(i, _)| !i.is_recipient(Some(me)))
        .ok_or(GivingError::NotFound)?;
    let list = store
        .own_list(found.list_id)?
        .ok_or(GivingError::NotFound)?;
    Ok(GivenItem {
        closed: list.is_revealed() || found.received_at.is_some(),
        item: found,
        place: Place::Own(list),
    })
}

/// `item` as one who answers questions about it reaches it: `NotFound`
/// unless `me` is one of its answerers ([`GivenItem::answerers`]).
pub fn item_as_answerer<S>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<GivenItem, GivingError>
where
    S: ChipInStore + GroupListStore + ListStore,
{
    let list_id = store.list_of_item(item)?.ok_or(GivingError::NotFound)?;
    let given = if let Some(summary) = store.group_list_of(me, list_id)? {
        let found = store
            .group_item(list_id, item)?
            .filter(|i| !i.is_surprise_for(me))
            .ok_or(GivingError::NotFound)?;
        GivenItem {
            item: found,
            closed: is_archived(&summary.list),
            place: Place::Group(summary.list),
        }
    } else {
        let list = store
            .own_list(list_id)?
            .filter(|l| l.is_kept_by(me))
            .ok_or(GivingError::NotFound)?;
        let found = store
            .own_list_items(&list)?
            .into_iter()
            .find(|i| i.id == item && !i.is_surprise_for(me))
            .ok_or(GivingError::NotFound)?;
        GivenItem {
            closed: list.is_revealed() || found.received_at.is_some(),
            item: found,
            place: Place::Own(list),
        }
    };
    if !given.answerers().contains(&me) {
        return Err(GivingError::NotFound);
    }
    Ok(given)
}

/// Everyone who gives the item and has said so (claimed it, chipped in,
/// left a note, asked a question), each once, but `actor` and its
/// recipients: whom news of its talk and pledges is for.
pub fn givers_of<S>(
    store: &mut S,
    given: &GivenItem,
    actor: UserId,
) -> Result<Vec<UserId>, StoreError>
where
    S: ClaimStore + ItemTalkStore,
{
    let item = given.item.id;
    let mut givers: Vec<UserId> = Vec::new();
    for claim in store.claims_on(&[item])? {
        match claim.giver.chip_in() {
            Some(chip_in) => givers.extend(chip_in.givers()),
            None => givers.extend(claim.giver.user()),
        }
    }
    givers.extend(
        store
            .notes_on(item)?
            .into_iter()
            .filter_map(|n| n.author.map(|(id, _)| id)),
    );
    givers.extend(
        store
            .questions_on(&[item])?
            .into_iter()
            .filter_map(|q| q.asker),
    );
    let recipients = given.item.recipients();
    givers.retain(|g| *g != actor && !recipients.contains(g));
    givers.sort();
    givers.dedup();
    Ok(givers)
}
