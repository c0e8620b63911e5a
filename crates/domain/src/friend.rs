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

/// A request with its people. It is sent to an address: the receiver is
/// known once someone with that address has an account (at once, or when
/// they first sign in), and the sender sees only the address until the
/// receiver accepts, so sending tells nobody who has an account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FriendRequest {
    pub id: FriendRequestId,
    pub sender: User,
    /// The address the sender typed, lower-case.
    pub receiver_email: String,
    pub receiver: Option<User>,
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
