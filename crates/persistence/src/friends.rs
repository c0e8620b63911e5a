//! Friend requests and friendships between users.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::user::{User, UserId};

use crate::schema::{friend_requests, friendships, users};
use crate::users::UserRow;
use crate::{now, DbConnection, StoreError};

pub const PENDING: &str = "pending";
pub const ACCEPTED: &str = "accepted";
pub const DECLINED: &str = "declined";
pub const CANCELLED: &str = "cancelled";

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = friend_requests)]
pub struct FriendRequestRow {
    pub id: i64,
    pub sender_id: i64,
    pub receiver_id: i64,
    pub status: String,
    pub created_at: NaiveDateTime,
}

/// A request with both people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FriendRequest {
    pub request: FriendRequestRow,
    pub sender: User,
    pub receiver: User,
}

/// A friend, and the friendship's id (what removing uses).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Friend {
    pub user: User,
    pub friendship_id: i64,
}

fn ordered(a: UserId, b: UserId) -> (UserId, UserId) {
    if a < b {
        (a, b)
    } else {
        (b, a)
    }
}

pub fn are_friends(conn: &mut DbConnection, a: UserId, b: UserId) -> Result<bool, StoreError> {
    let (low, high) = ordered(a, b);
    Ok(friendships::table
        .filter(friendships::user_low_id.eq(low))
        .filter(friendships::user_high_id.eq(high))
        .select(friendships::id)
        .first::<i64>(conn)
        .optional()?
        .is_some())
}

/// The pending request from `sender` to `receiver`, if any.
pub fn pending_between(
    conn: &mut DbConnection,
    sender: UserId,
    receiver: UserId,
) -> Result<Option<FriendRequestRow>, StoreError> {
    Ok(friend_requests::table
        .filter(friend_requests::sender_id.eq(sender))
        .filter(friend_requests::receiver_id.eq(receiver))
        .filter(friend_requests::status.eq(PENDING))
        .select(FriendRequestRow::as_select())
        .first(conn)
        .optional()?)
}

/// How many requests `sender` made since `since` (the rate limit).
pub fn sent_since(
    conn: &mut DbConnection,
    sender: UserId,
    since: NaiveDateTime,
) -> Result<i64, StoreError> {
    Ok(friend_requests::table
        .filter(friend_requests::sender_id.eq(sender))
        .filter(friend_requests::created_at.ge(since))
        .count()
        .get_result(conn)?)
}

/// A new pending request; a pending one already there is a `Conflict`.
pub fn create_request(
    conn: &mut DbConnection,
    sender: UserId,
    receiver: UserId,
) -> Result<i64, StoreError> {
    Ok(diesel::insert_into(friend_requests::table)
        .values((
            friend_requests::sender_id.eq(sender),
            friend_requests::receiver_id.eq(receiver),
            friend_requests::status.eq(PENDING),
            friend_requests::created_at.eq(now()),
        ))
        .returning(friend_requests::id)
        .get_result(conn)?)
}

fn respond(
    conn: &mut DbConnection,
    request_id: i64,
    party: friend_requests::receiver_id,
    me: UserId,
    status: &str,
) -> Result<Option<FriendRequestRow>, StoreError> {
    let updated = diesel::update(
        friend_requests::table
            .filter(friend_requests::id.eq(request_id))
            .filter(party.eq(me))
            .filter(friend_requests::status.eq(PENDING)),
    )
    .set((
        friend_requests::status.eq(status),
        friend_requests::responded_at.eq(now()),
    ))
    .execute(conn)?;
    if updated == 0 {
        return Ok(None);
    }
    Ok(friend_requests::table
        .find(request_id)
        .select(FriendRequestRow::as_select())
        .first(conn)
        .optional()?)
}

/// The receiver accepts: the request is closed and the two become friends.
/// `None` when it is not a pending request to `receiver`.
pub fn accept(
    conn: &mut DbConnection,
    receiver: UserId,
    request_id: i64,
) -> Result<Option<i64>, StoreError> {
    crate::transaction(conn, |conn| {
        let Some(request) = respond(
            conn,
            request_id,
            friend_requests::receiver_id,
            receiver,
            ACCEPTED,
        )?
        else {
            return Ok(None);
        };
        let (low, high) = ordered(request.sender_id, request.receiver_id);
        if !are_friends(conn, low, high)? {
            diesel::insert_into(friendships::table)
                .values((
                    friendships::user_low_id.eq(low),
                    friendships::user_high_id.eq(high),
                    friendships::created_at.eq(now()),
                ))
                .execute(conn)?;
        }
        // A request the other way is settled by this friendship too.
        diesel::update(
            friend_requests::table
                .filter(friend_requests::sender_id.eq(request.receiver_id))
                .filter(friend_requests::receiver_id.eq(request.sender_id))
                .filter(friend_requests::status.eq(PENDING)),
        )
        .set((
            friend_requests::status.eq(ACCEPTED),
            friend_requests::responded_at.eq(now()),
        ))
        .execute(conn)?;
        let friendship_id = friendships::table
            .filter(friendships::user_low_id.eq(low))
            .filter(friendships::user_high_id.eq(high))
            .select(friendships::id)
            .first(conn)?;
        Ok(Some(friendship_id))
    })
}

/// Only the receiver declines.
pub fn decline(
    conn: &mut DbConnection,
    receiver: UserId,
    request_id: i64,
) -> Result<bool, StoreError> {
    Ok(respond(
        conn,
        request_id,
        friend_requests::receiver_id,
        receiver,
        DECLINED,
    )?
    .is_some())
}

/// Only the sender cancels.
pub fn cancel(
    conn: &mut DbConnection,
    sender: UserId,
    request_id: i64,
) -> Result<bool, StoreError> {
    let updated = diesel::update(
        friend_requests::table
            .filter(friend_requests::id.eq(request_id))
            .filter(friend_requests::sender_id.eq(sender))
            .filter(friend_requests::status.eq(PENDING)),
    )
    .set((
        friend_requests::status.eq(CANCELLED),
        friend_requests::responded_at.eq(now()),
    ))
    .execute(conn)?;
    Ok(updated > 0)
}

/// Either friend ends the friendship; what they shared with each other is unshared.
pub fn remove(conn: &mut DbConnection, me: UserId, friendship_id: i64) -> Result<bool, StoreError> {
    crate::transaction(conn, |conn| {
        let pair: Option<(i64, i64)> = friendships::table
            .filter(friendships::id.eq(friendship_id))
            .filter(
                friendships::user_low_id
                    .eq(me)
                    .or(friendships::user_high_id.eq(me)),
            )
            .select((friendships::user_low_id, friendships::user_high_id))
            .first(conn)
            .optional()?;
        let Some((low, high)) = pair else {
            return Ok(false);
        };
        diesel::delete(friendships::table.find(friendship_id)).execute(conn)?;
        crate::sharing::revoke_between(conn, low, high)?;
        Ok(true)
    })
}

/// My friends, by name.
pub fn friends(conn: &mut DbConnection, me: UserId) -> Result<Vec<Friend>, StoreError> {
    let as_low: Vec<(i64, UserRow)> = friendships::table
        .inner_join(users::table.on(users::id.eq(friendships::user_high_id)))
        .filter(friendships::user_low_id.eq(me))
        .select((friendships::id, UserRow::as_select()))
        .load(conn)?;
    let as_high: Vec<(i64, UserRow)> = friendships::table
        .inner_join(users::table.on(users::id.eq(friendships::user_low_id)))
        .filter(friendships::user_high_id.eq(me))
        .select((friendships::id, UserRow::as_select()))
        .load(conn)?;
    let mut friends: Vec<Friend> = as_low
        .into_iter()
        .chain(as_high)
        .map(|(friendship_id, row)| Friend {
            user: row.into(),
            friendship_id,
        })
        .collect();
    friends.sort_by_key(|f| f.user.display_name().unwrap_or_default().to_lowercase());
    Ok(friends)
}

fn with_people(
    conn: &mut DbConnection,
    rows: Vec<FriendRequestRow>,
) -> Result<Vec<FriendRequest>, StoreError> {
    let ids: Vec<UserId> = rows
        .iter()
        .flat_map(|row| [row.sender_id, row.receiver_id])
        .collect();
    let people = crate::users::find_many(conn, &ids)?;
    let person = |id: UserId| people.get(&id).cloned().ok_or(StoreError::NotFound);
    rows.into_iter()
        .map(|request| {
            Ok(FriendRequest {
                sender: person(request.sender_id)?,
                receiver: person(request.receiver_id)?,
                request,
            })
        })
        .collect()
}

/// Pending requests to me, newest first.
pub fn incoming(conn: &mut DbConnection, me: UserId) -> Result<Vec<FriendRequest>, StoreError> {
    let rows = friend_requests::table
        .filter(friend_requests::receiver_id.eq(me))
        .filter(friend_requests::status.eq(PENDING))
        .order(friend_requests::id.desc())
        .select(FriendRequestRow::as_select())
        .load(conn)?;
    with_people(conn, rows)
}

/// Pending requests I sent, newest first.
pub fn sent(conn: &mut DbConnection, me: UserId) -> Result<Vec<FriendRequest>, StoreError> {
    let rows = friend_requests::table
        .filter(friend_requests::sender_id.eq(me))
        .filter(friend_requests::status.eq(PENDING))
        .order(friend_requests::id.desc())
        .select(FriendRequestRow::as_select())
        .load(conn)?;
    with_people(conn, rows)
}

/// One request with its people (after creating or accepting it).
pub fn find_request(conn: &mut DbConnection, id: i64) -> Result<Option<FriendRequest>, StoreError> {
    let rows: Vec<FriendRequestRow> = friend_requests::table
        .filter(friend_requests::id.eq(id))
        .select(FriendRequestRow::as_select())
        .load(conn)?;
    Ok(with_people(conn, rows)?.into_iter().next())
}
