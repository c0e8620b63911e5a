//! Sharing my wishlist items and special dates with friends.

use chrono::{DateTime, Utc};

use crate::ids::UserId;
use crate::messages;
use crate::ports::{FriendStore, ShareStore, StoreError, UserStore};
use crate::sharing::{Share, Shareable, SharedWithMe};
use crate::special_date::DateWithContact;
use crate::use_cases::dates::{current, user_today, AsOf};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShareError {
    #[error("{}", messages::SELECT_FRIEND_TO_SHARE)]
    NoFriendChosen,
    #[error("{}", messages::SHARE_FRIENDS_ONLY)]
    NotAFriend,
    /// Not one of the caller's items or dates.
    #[error("Not found")]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Shares one of my things with a current friend; sharing again updates
/// whether they may edit it.
pub fn share_with_friend<S>(
    store: &mut S,
    me: UserId,
    what: Shareable,
    friend: Option<UserId>,
    can_edit: bool,
) -> Result<Share, ShareError>
where
    S: ShareStore + FriendStore,
{
    let friend = friend.ok_or(ShareError::NoFriendChosen)?;
    if !store.owns(me, what)? {
        return Err(ShareError::NotFound);
    }
    if friend == me || !store.are_friends(me, friend)? {
        return Err(ShareError::NotAFriend);
    }
    Ok(store.share(me, what, friend, can_edit)?)
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
