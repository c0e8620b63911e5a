//! The wishlist: my items, what a friend may change on a shared one, and
//! the public link.

use crate::ids::{ItemId, UserId};
use crate::item::Item;
use crate::notification::{Notice, SHARED_ITEMS_LINK};
use crate::ports::{ClaimStore, StoreError, Transactional, WishlistStore};
use crate::sharing::{friend_may_edit_item, Access, FriendEditRefused};
use crate::token::TokenKind;
use crate::use_cases::claims::tell_givers;
use crate::use_cases::follows::{price_fell, tell_followers, FollowStores, ListChange};
use crate::validation::{Draft, ValidationError};
use crate::wishlist::{PublicList, WishlistDraft};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WishlistError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// Neither mine nor shared with me (or a public link that is not one).
    #[error("{}", crate::messages::NOT_FOUND)]
    NotFound,
    /// A friend's change of an item shared with them is refused (buying
    /// it is a claim, which its owner never sees; details need the editing
    /// right).
    #[error("{}", .0.item_message())]
    SharedEditRefused(FriendEditRefused),
    /// At the cap of [`crate::limits::MAX_WISHLIST_ITEMS`].
    #[error("{}", crate::messages::WISHLIST_LIMIT)]
    TooMany,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Adds an item to my default list; those who follow it hear of it.
pub fn add_wishlist_item<S>(
    store: &mut S,
    me: UserId,
    draft: WishlistDraft,
) -> Result<Item, WishlistError>
where
    S: WishlistStore + FollowStores + Transactional,
{
    let input = draft.validate_new()?;
    store.atomically(|store| {
        let item = store
            .insert_item_within(me, &input, crate::limits::MAX_WISHLIST_ITEMS)?
            .ok_or(WishlistError::TooMany)?;
        tell_followers(store, Some(me), &item, ListChange::Added)?;
        Ok(item)
    })
}

/// The owner changes any field (their own `purchased` flag too); a friend
/// it is shared with with the editing right changes its details
/// ([`friend_may_edit_item`]); the friends who claimed it hear of it, and
/// those who follow its list of a lower price.
pub fn update_wishlist_item<S>(
    store: &mut S,
    me: UserId,
    id: ItemId,
    draft: WishlistDraft,
) -> Result<Item, WishlistError>
where
    S: WishlistStore + ClaimStore + FollowStores + Transactional,
{
    store.atomically(|store| {
        let (owner, current) = match store.item(me, id)? {
            Some(mine) => (me, mine),
            None => {
                // Shared with me: the item and my right in one read.
                let (current, can_edit) = store
                    .item_shared_with(me, id)?
                    .ok_or(WishlistError::NotFound)?;
                let access = Access {
                    owner: current.owner_id,
                    can_edit,
                };
                friend_may_edit_item(access, &draft).map_err(WishlistError::SharedEditRefused)?;
                (access.owner, current)
            }
        };
        let input = draft.validate_update(&current.input)?;
        let updated = store
            .update_item(owner, id, &input)?
            .ok_or(WishlistError::NotFound)?;
        let recipients = updated.recipients();
        tell_givers(store, id, me, &recipients, |giver| {
            Notice::claimed_item_changed(giver, &updated.input.name, false, SHARED_ITEMS_LINK)
        })?;
        if price_fell(&current.input, &updated.input) {
            tell_followers(store, Some(me), &updated, ListChange::Cheaper)?;
        }
        Ok(updated)
    })
}

/// The owner deletes an item; the friends who claimed it hear of it (by
/// email too), and so do those who follow its list.
pub fn delete_wishlist_item<S>(store: &mut S, me: UserId, id: ItemId) -> Result<(), WishlistError>
where
    S: WishlistStore + ClaimStore + FollowStores + Transactional,
{
    store.atomically(|store| {
        let item = store.item(me, id)?.ok_or(WishlistError::NotFound)?;
        let recipients = item.recipients();
        tell_givers(store, id, me, &recipients, |giver| {
            Notice::claimed_item_changed(giver, &item.input.name, true, SHARED_ITEMS_LINK)
        })?;
        tell_followers(store, Some(me), &item, ListChange::Removed)?;
        store
            .delete_item(me, id)?
            .then_some(())
            .ok_or(WishlistError::NotFound)
    })
}

/// Makes my list public (keeping its link when it already is, else a new
/// token from `new_token`) or private (old links stop working). Returns the
/// token while public.
pub fn set_wishlist_public<S>(
    store: &mut S,
    me: UserId,
    public: bool,
    new_token: impl FnOnce() -> String,
) -> Result<Option<String>, WishlistError>
where
    S: WishlistStore + Transactional,
{
    store.atomically(|store| {
        let token = match (public, store.public_token(me)?) {
            (true, Some(token)) => Some(token),
            (true, None) => Some(new_token()),
            (false, _) => None,
        };
        store.set_public_token(me, token.as_deref())?;
        Ok(token)
    })
}

/// Shows my public list in Find a list, or stops showing it. A private
/// list is never listed: asking leaves it unlisted. Returns the flag as stored.
pub fn set_wishlist_listed<S>(
    store: &mut S,
    me: UserId,
    listed: bool,
) -> Result<bool, WishlistError>
where
    S: WishlistStore + Transactional,
{
    store.atomically(|store| {
        let listed = listed && store.public_token(me)?.is_some();
        store.set_wishlist_listed(me, listed)?;
        Ok(listed)
    })
}

/// The public link's state as sent: public or private, and, when sent,
/// listed in Find a list or not (one transaction). Returns the token while
/// public and the listing as stored.
pub fn set_wishlist_visibility<S>(
    store: &mut S,
    me: UserId,
    public: bool,
    listed: Option<bool>,
    new_token: impl FnOnce() -> String,
) -> Result<(Option<String>, bool), WishlistError>
where
    S: WishlistStore + Transactional,
{
    store.atomically(|store| {
        let token = set_wishlist_public(store, me, public, new_token)?;
        let listed = match listed {
            Some(listed) => set_wishlist_listed(store, me, listed)?,
            None => store.wishlist_listed(me)?,
        };
        Ok((token, listed))
    })
}

/// A new public link; the old one stops working.
pub fn rotate_wishlist_link<S: WishlistStore>(
    store: &mut S,
    me: UserId,
    token: String,
) -> Result<String, WishlistError> {
    store.set_public_token(me, Some(&token))?;
    Ok(token)
}

/// The list behind a public link: the owner's first name and the items.
pub fn public_wishlist<S: WishlistStore>(
    store: &mut S,
    token: &str,
) -> Result<PublicList, WishlistError> {
    if !TokenKind::PublicList.is_well_formed(token) {
        return Err(WishlistError::NotFound);
    }
    store.public_list(token)?.ok_or(WishlistError::NotFound)
}
