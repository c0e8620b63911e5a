//! Friend requests and friendships: send, accept, decline, cancel, remove.

use std::time::Duration;

use chrono::{NaiveDateTime, TimeDelta};

use crate::friend::{FriendRequest, FriendRequestStatus, RequestSide};
use crate::ids::{FriendRequestId, FriendshipId, UserId};
use crate::messages;
use crate::ports::{FriendStore, RateLimit, ShareStore, StoreError, Transactional, UserStore};

/// Friend requests one user may send per hour.
pub const REQUESTS_PER_HOUR: u64 = 30;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FriendError {
    #[error("{}", messages::FRIEND_EMAIL_REQUIRED)]
    EmailRequired,
    #[error("{}", messages::FRIEND_NOT_FOUND)]
    NoSuchUser,
    #[error("{}", messages::FRIEND_SELF)]
    ToSelf,
    #[error("{}", messages::FRIEND_ALREADY)]
    AlreadyFriends,
    #[error("{}", messages::FRIEND_REQUEST_PENDING)]
    AlreadyPending,
    /// Too many email look-ups: counted before the look-up, so nobody can
    /// probe who has an account.
    #[error("Too many requests. Please wait a moment and try again.")]
    TooManyLookups { retry_after: Duration },
    #[error("{}", messages::FRIEND_REQUESTS_TOO_MANY)]
    TooManyRequests,
    /// Not a pending request (or friendship) of the caller's.
    #[error("Not found")]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A request just sent, or theirs to me that sending accepted instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentRequest {
    pub request: FriendRequest,
    /// False when they had already asked me: their request was accepted.
    pub created: bool,
}

/// `me` asks the user with `receiver_email` to be friends. When they had
/// already asked `me`, that request is accepted instead. At most
/// [`REQUESTS_PER_HOUR`] requests an hour; two at once keep one (the store's
/// unique pending request).
pub fn send_friend_request<S>(
    store: &mut S,
    lookups: &impl RateLimit,
    me: UserId,
    receiver_email: Option<&str>,
    now: NaiveDateTime,
) -> Result<SentRequest, FriendError>
where
    S: UserStore + FriendStore + Transactional,
{
    let email = receiver_email
        .map(|e| e.trim().to_lowercase())
        .filter(|e| !e.is_empty())
        .ok_or(FriendError::EmailRequired)?;
    lookups
        .check(me)
        .map_err(|retry_after| FriendError::TooManyLookups { retry_after })?;
    store.atomically(|store| {
        let receiver = store
            .user_by_email(&email)?
            .ok_or(FriendError::NoSuchUser)?;
        if receiver.id == me {
            return Err(FriendError::ToSelf);
        }
        if store.are_friends(me, receiver.id)? {
            return Err(FriendError::AlreadyFriends);
        }
        if let Some(theirs) = store.pending_request(receiver.id, me)? {
            accept(store, me, theirs)?;
            return sent(store, me, theirs, false);
        }
        if store.pending_request(me, receiver.id)?.is_some() {
            return Err(FriendError::AlreadyPending);
        }
        if store.requests_sent_since(me, now - TimeDelta::hours(1))? >= REQUESTS_PER_HOUR {
            return Err(FriendError::TooManyRequests);
        }
        let id = match store.create_request(me, receiver.id) {
            Ok(id) => id,
            Err(StoreError::Conflict(_)) => return Err(FriendError::AlreadyPending),
            Err(other) => return Err(other.into()),
        };
        sent(store, me, id, true)
    })
}

fn sent<S: FriendStore>(
    store: &mut S,
    me: UserId,
    id: FriendRequestId,
    created: bool,
) -> Result<SentRequest, FriendError> {
    let request = store.friend_request(me, id)?.ok_or(FriendError::NotFound)?;
    Ok(SentRequest { request, created })
}

/// The receiver accepts: the request closes and the two become friends; a
/// request the other way is settled too.
pub fn accept_friend_request<S>(
    store: &mut S,
    me: UserId,
    id: FriendRequestId,
) -> Result<FriendshipId, FriendError>
where
    S: FriendStore + Transactional,
{
    store.atomically(|store| accept(store, me, id))
}

fn accept<S: FriendStore>(
    store: &mut S,
    me: UserId,
    id: FriendRequestId,
) -> Result<FriendshipId, FriendError> {
    let (sender, receiver) = store
        .close_request(id, RequestSide::Receiver, me, FriendRequestStatus::Accepted)?
        .ok_or(FriendError::NotFound)?;
    let friendship = store.befriend(sender, receiver)?;
    if let Some(reverse) = store.pending_request(receiver, sender)? {
        store.close_request(
            reverse,
            RequestSide::Sender,
            receiver,
            FriendRequestStatus::Accepted,
        )?;
    }
    Ok(friendship)
}

/// Closes a pending request without friendship: the receiver declines it,
/// the sender cancels it (`side` is which of the two `me` is). Returns the
/// status it took.
pub fn close_friend_request<S: FriendStore>(
    store: &mut S,
    me: UserId,
    id: FriendRequestId,
    side: RequestSide,
) -> Result<FriendRequestStatus, FriendError> {
    let status = match side {
        RequestSide::Receiver => FriendRequestStatus::Declined,
        RequestSide::Sender => FriendRequestStatus::Cancelled,
    };
    store
        .close_request(id, side, me, status)?
        .map(|_| status)
        .ok_or(FriendError::NotFound)
}

/// Either friend ends the friendship; what they shared with each other is
/// unshared in the same transaction.
pub fn remove_friend<S>(store: &mut S, me: UserId, id: FriendshipId) -> Result<(), FriendError>
where
    S: FriendStore + ShareStore + Transactional,
{
    store.atomically(|store| {
        let (a, b) = store.end_friendship(me, id)?.ok_or(FriendError::NotFound)?;
        store.revoke_shares_between(a, b)?;
        Ok(())
    })
}
