//! Friend requests and friendships.

use chrono::NaiveDateTime;

use super::StoreError;
use crate::friend::{Friend, FriendRequest, FriendRequestStatus, RequestSide};
use crate::ids::{FriendRequestId, FriendshipId, UserId};

pub trait FriendStore {
    fn are_friends(&mut self, a: UserId, b: UserId) -> Result<bool, StoreError>;
    /// The pending request from `sender` to `receiver`, if any.
    fn pending_request(
        &mut self,
        sender: UserId,
        receiver: UserId,
    ) -> Result<Option<FriendRequestId>, StoreError>;
    /// How many requests `sender` made since `since`.
    fn requests_sent_since(
        &mut self,
        sender: UserId,
        since: NaiveDateTime,
    ) -> Result<u64, StoreError>;
    /// The pending request from `sender` to the address `email`, if any.
    fn pending_request_to_address(
        &mut self,
        sender: UserId,
        email: &str,
    ) -> Result<Option<FriendRequestId>, StoreError>;
    /// A new pending request to `receiver_email`, with its receiver when the
    /// address has an account; one already pending is a `Conflict`.
    fn create_request(
        &mut self,
        sender: UserId,
        receiver: Option<UserId>,
        receiver_email: &str,
    ) -> Result<FriendRequestId, StoreError>;
    /// Binds the pending requests sent to `email` before it had an account
    /// to `user`, who has just signed in with it (verified); a sender who
    /// already has a request pending with `user` keeps that one. Returns how
    /// many were bound.
    fn bind_requests_to(&mut self, user: UserId, email: &str) -> Result<u64, StoreError>;
    /// Closes a pending request whose `side` is `me` with `status`; returns
    /// its sender, or `None` when there is no such pending request.
    fn close_request(
        &mut self,
        id: FriendRequestId,
        side: RequestSide,
        me: UserId,
        status: FriendRequestStatus,
    ) -> Result<Option<UserId>, StoreError>;
    /// Makes two users friends (a no-op when they are) and returns the friendship.
    fn befriend(&mut self, a: UserId, b: UserId) -> Result<FriendshipId, StoreError>;
    /// Ends one of `me`'s friendships; returns the two friends, or `None`
    /// when it is not theirs.
    fn end_friendship(
        &mut self,
        me: UserId,
        id: FriendshipId,
    ) -> Result<Option<(UserId, UserId)>, StoreError>;
    /// One of `me`'s requests (sent or received), with its people.
    fn friend_request(
        &mut self,
        me: UserId,
        id: FriendRequestId,
    ) -> Result<Option<FriendRequest>, StoreError>;
    /// `me`'s friends, by name.
    fn friends(&mut self, me: UserId) -> Result<Vec<Friend>, StoreError>;
    /// Which of `people` are `me`'s friends (ids only: a list's members,
    /// whose addresses only friends see).
    fn friends_among(&mut self, me: UserId, people: &[UserId]) -> Result<Vec<UserId>, StoreError>;
    /// Pending requests where `me` is on `side`, newest first.
    fn pending_requests(
        &mut self,
        me: UserId,
        side: RequestSide,
    ) -> Result<Vec<FriendRequest>, StoreError>;
}
