//! Sharing my wishlist items and special dates with friends.

use chrono::{DateTime, Utc};

use crate::ids::UserId;
use crate::messages;
use crate::notification::Notice;
use crate::ports::{
    FriendStore, NotificationStore, ShareStore, SpecialDateStore, StoreError, Transactional,
    UserStore, WishlistStore,
};
use crate::sharing::{Share, ShareOfMine, Shareable, SharedWithMe};
use crate::special_date::DateWithContact;
use crate::use_cases::dates::{current, user_today, AsOf};
use crate::use_cases::group_lists::name_of;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShareError {
    #[error("{}", messages::SELECT_FRIEND_TO_SHARE)]
    NoFriendChosen,
    #[error("{}", messages::SHARE_FRIENDS_ONLY)]
    NotAFriend,
    /// Not one of the caller's items or dates.
    #[error("{}", crate::messages::NOT_FOUND)]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Shares one of my things with a current friend; sharing again updates
/// whether they may edit it. A new share reaches the friend's bell once.
pub fn share_with_friend<S>(
    store: &mut S,
    me: UserId,
    what: Shareable,
    friend: Option<UserId>,
    can_edit: bool,
) -> Result<Share, ShareError>
where
    S: ShareStore
        + FriendStore
        + WishlistStore
        + SpecialDateStore
        + UserStore
        + NotificationStore
        + Transactional,
{
    let friend = friend.ok_or(ShareError::NoFriendChosen)?;
    store.atomically(|store| {
        // What it is called, which also says it is mine.
        let name = match what {
            Shareable::WishlistItem(id) => store.item(me, id)?.map(|item| item.input.name),
            Shareable::SpecialDate(id) => {
                store.date(me, id)?.map(|date| date.value.date.input.title)
            }
        }
        .ok_or(ShareError::NotFound)?;
        if friend == me || !store.are_friends(me, friend)? {
            return Err(ShareError::NotAFriend);
        }
        let new = store.access(friend, what)?.is_none();
        let share = store.share(me, what, friend, can_edit)?;
        if new {
            let owner = name_of(store, me)?;
            let notice = match what {
                Shareable::WishlistItem(_) => Notice::item_shared(friend, &owner, &name),
                Shareable::SpecialDate(_) => Notice::date_shared(friend, &owner, &name),
            };
            store.notify(&[notice])?;
        }
        Ok(share)
    })
}

/// Who one of my things is shared with, and whether each may edit it:
/// 404 unless it is mine.
pub fn shares_of<S: ShareStore>(
    store: &mut S,
    me: UserId,
    what: Shareable,
) -> Result<Vec<ShareOfMine>, ShareError> {
    if !store.owns(me, what)? {
        return Err(ShareError::NotFound);
    }
    Ok(store.shares_of(me, what)?)
}

/// Changes whether `friend` may edit one of my things: 404 unless it is
/// mine and shared with them.
pub fn change_share_right<S: ShareStore + Transactional>(
    store: &mut S,
    me: UserId,
    what: Shareable,
    friend: UserId,
    can_edit: bool,
) -> Result<Share, ShareError> {
    store.atomically(|store| {
        if !store.owns(me, what)? {
            return Err(ShareError::NotFound);
        }
        store
            .set_share_right(me, what, friend, can_edit)?
            .ok_or(ShareError::NotFound)
    })
}

/// Stops sharing one of my things with `friend`: from then on it is in
/// none of their answers (404 unless it is mine and shared with them).
/// What they claimed stays claimed: other givers still count on it, and
/// I never see claims anyway.
pub fn stop_sharing<S: ShareStore + Transactional>(
    store: &mut S,
    me: UserId,
    what: Shareable,
    friend: UserId,
) -> Result<(), ShareError> {
    store.atomically(|store| {
        if !store.owns(me, what)? {
            return Err(ShareError::NotFound);
        }
        store
            .unshare(me, what, friend)?
            .then_some(())
            .ok_or(ShareError::NotFound)
    })
}

/// Dates friends shared with me, with countdowns in my time zone.
pub fn dates_shared_with_me<S>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<SharedWithMe<DateWithContact>>>, StoreError>
where
    S: UserStore + ShareStore,
{
    let today = user_today(store, me, now)?;
    let value = store
        .dates_shared_with(me)?
        .into_iter()
        .map(|shared| SharedWithMe {
            shared: current(shared.shared, today),
            ..shared
        })
        .collect();
    Ok(AsOf { today, value })
}
