//! Friends: other Presently users, found by email, and the requests between them.

use chrono::NaiveDateTime;

use crate::ids::{FriendRequestId, FriendshipId};
use crate::user::User;

string_enum!(
    /// Where a friend request stands. Only a pending one can change.
    FriendRequestStatus {
        Pending => "pending" / "Pending",
        Accepted => "accepted" / "Accepted",
        Declined => "declined" / "Declined",
        Cancelled => "cancelled" / "Cancelled",
    }
);

/// A request with both people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FriendRequest {
    pub id: FriendRequestId,
    pub sender: User,
    pub receiver: User,
    pub status: FriendRequestStatus,
    pub created_at: NaiveDateTime,
}

/// Which side of a request acts on it: the receiver accepts or declines,
/// the sender cancels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestSide {
    Sender,
    Receiver,
}

/// A friend, and the friendship's id (what removing uses).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Friend {
    pub user: User,
    pub friendship_id: FriendshipId,
}
