//! Friend requests and friendships: send, accept, decline, cancel, remove.

use chrono::{NaiveDateTime, TimeDelta};

use crate::contact::is_valid_email;
use crate::email::{friend_invitation, Email};
use crate::friend::{FriendRequestStatus, RequestSide};
use crate::ids::{FriendRequestId, FriendshipId, UserId};
use crate::messages;
use crate::notification::Notice;
use crate::ports::{
    Conflict, FriendStore, NotificationStore, ShareStore, StoreError, Transactional, UserStore,
};
use crate::use_cases::group_lists::name_of;
use crate::user::User;

/// Friend requests one user may send per hour (counted in the store, so a
/// restart does not reset it).
pub const REQUESTS_PER_HOUR: u64 = 30;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FriendError {
    #[error("{}", messages::FRIEND_EMAIL_REQUIRED)]
    EmailRequired,
    #[error("{}", messages::INVALID_EMAIL)]
    InvalidEmail,
    #[error("{}", messages::FRIEND_SELF)]
    ToSelf,
    #[error("{}", messages::FRIEND_ALREADY)]
    AlreadyFriends,
    #[error("{}", messages::FRIEND_REQUEST_PENDING)]
    AlreadyPending,
    #[error("{}", messages::FRIEND_REQUESTS_TOO_MANY)]
    TooManyRequests,
    /// Not a pending request (or friendship) of the caller's.
    #[error("{}", crate::messages::NOT_FOUND)]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What sending did. The sender is told the same whether or not the address
/// has an account; only `invite` (for the email invitation) knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentRequest {
    pub id: FriendRequestId,
    /// False when they had already asked me: their request was accepted.
    pub created: bool,
    /// The address has no account yet: the invitation to email it.
    pub invite: Option<Invitation>,
}

/// An invitation to sign up, for an address with no account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    pub to: String,
    pub sender: User,
}

impl Invitation {
    /// The email, with the link that signs in and opens the requests.
    pub fn email(&self, sign_in_url: &str) -> Email {
        friend_invitation(
            &self
                .sender
                .display_name()
                .unwrap_or_else(|| "A friend".to_owned()),
            self.sender.email.as_deref().unwrap_or_default(),
            &self.to,
            sign_in_url,
        )
    }
}

/// `me` asks the person at `receiver_email` to be friends. The request is
/// kept with the address whether or not it has an account (the answer is
/// the same either way, so nobody can probe who has one); when they had
/// already asked `me`, that request is accepted instead. At most
/// [`REQUESTS_PER_HOUR`] requests an hour; two at once keep one (the store's
/// unique pending request).
pub fn send_friend_request<S>(
    store: &mut S,
    me: UserId,
    receiver_email: Option<&str>,
    now: NaiveDateTime,
) -> Result<SentRequest, FriendError>
where
    S: UserStore + FriendStore + NotificationStore + Transactional,
{
    let email = receiver_email
        .map(|e| e.trim().to_lowercase())
        .filter(|e| !e.is_empty())
        .ok_or(FriendError::EmailRequired)?;
    if !is_valid_email(&email) {
        return Err(FriendError::InvalidEmail);
    }
    store.atomically(|store| {
        let receiver = store.user_by_email(&email)?.map(|user| user.id);
        if receiver == Some(me) {
            return Err(FriendError::ToSelf);
        }
        if let Some(receiver) = receiver {
            if store.are_friends(me, receiver)? {
                return Err(FriendError::AlreadyFriends);
            }
            if let Some(theirs) = store.pending_request(receiver, me)? {
                accept(store, me, theirs)?;
                return Ok(SentRequest {
                    id: theirs,
                    created: false,
                    invite: None,
                });
            }
            if store.pending_request(me, receiver)?.is_some() {
                return Err(FriendError::AlreadyPending);
            }
        }
        if store.pending_request_to_address(me, &email)?.is_some() {
            return Err(FriendError::AlreadyPending);
        }
        if store.requests_sent_since(me, now - TimeDelta::hours(1))? >= REQUESTS_PER_HOUR {
            return Err(FriendError::TooManyRequests);
        }
        let id = match store.create_request(me, receiver, &email) {
            Ok(id) => id,
            Err(StoreError::Conflict(Conflict::PendingRequest)) => {
                return Err(FriendError::AlreadyPending)
            }
            Err(other) => return Err(other.into()),
        };
        // Their bell says so; the sender learns nothing of whether the
        // address has an account (the answer is the same either way).
        if let Some(receiver) = receiver {
            let sender = name_of(store, me)?;
            store.notify(&[Notice::friend_request(receiver, &sender)])?;
        }
        let invite = match receiver {
            Some(_) => None,
            None => store
                .user(me)?
                .map(|sender| Invitation { to: email, sender }),
        };
        Ok(SentRequest {
            id,
            created: true,
            invite,
        })
    })
}

/// The receiver accepts: the request closes and the two become friends; a
/// request the other way is settled too.
pub fn accept_friend_request<S>(
    store: &mut S,
    me: UserId,
    id: FriendRequestId,
) -> Result<FriendshipId, FriendError>
where
    S: UserStore + FriendStore + NotificationStore + Transactional,
{
    store.atomically(|store| accept(store, me, id))
}

fn accept<S: UserStore + FriendStore + NotificationStore>(
    store: &mut S,
    me: UserId,
    id: FriendRequestId,
) -> Result<FriendshipId, FriendError> {
    let sender = store
        .close_request(id, RequestSide::Receiver, me, FriendRequestStatus::Accepted)?
        .ok_or(FriendError::NotFound)?;
    let receiver = me;
    let friendship = store.befriend(sender, receiver)?;
    if let Some(reverse) = store.pending_request(receiver, sender)? {
        store.close_request(
            reverse,
            RequestSide::Sender,
            receiver,
            FriendRequestStatus::Accepted,
        )?;
    }
    let by = name_of(store, receiver)?;
    store.notify(&[Notice::friend_accepted(sender, &by)])?;
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
