//! Friend requests and friendships between users.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::friend::{Friend, FriendRequest, FriendRequestStatus, RequestSide};
use domain::ids::{FriendRequestId, FriendshipId, UserId};
use domain::ports::{FriendStore, StoreError};

use crate::direct::direct;
use crate::id_sets::in_ids;
use crate::schema::{friend_requests, friendships, users};
use crate::users::UserRow;
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = friend_requests)]
struct FriendRequestRow {
    id: i64,
    sender_id: i64,
    receiver_id: Option<i64>,
    receiver_email: String,
    status: String,
    created_at: NaiveDateTime,
}

/// A friendship is stored once, lower user id first.
fn ordered(a: UserId, b: UserId) -> (i64, i64) {
    if a < b {
        (a.0, b.0)
    } else {
        (b.0, a.0)
    }
}

fn friendship_between(
    conn: &mut DbConnection,
    a: UserId,
    b: UserId,
) -> Result<Option<FriendshipId>, DbError> {
    let (low, high) = ordered(a, b);
    Ok(friendships::table
        .filter(friendships::user_low_id.eq(low))
        .filter(friendships::user_high_id.eq(high))
        .select(friendships::id)
        .first::<i64>(conn)
        .optional()?
        .map(FriendshipId))
}

pub fn are_friends(conn: &mut DbConnection, a: UserId, b: UserId) -> Result<bool, DbError> {
    Ok(friendship_between(conn, a, b)?.is_some())
}

/// The pending request from `sender` to `receiver`, if any.
pub fn pending_between(
    conn: &mut DbConnection,
    sender: UserId,
    receiver: UserId,
) -> Result<Option<FriendRequestId>, DbError> {
    Ok(friend_requests::table
        .filter(friend_requests::sender_id.eq(sender.0))
        .filter(friend_requests::receiver_id.eq(receiver.0))
        .filter(friend_requests::status.eq(FriendRequestStatus::Pending.as_str()))
        .select(friend_requests::id)
        .first::<i64>(conn)
        .optional()?
        .map(FriendRequestId))
}

/// The pending request from `sender` to the address `email`, if any.
pub fn pending_to_address(
    conn: &mut DbConnection,
    sender: UserId,
    email: &str,
) -> Result<Option<FriendRequestId>, DbError> {
    Ok(friend_requests::table
        .filter(friend_requests::sender_id.eq(sender.0))
        .filter(friend_requests::receiver_email.eq(email))
        .filter(friend_requests::status.eq(FriendRequestStatus::Pending.as_str()))
        .select(friend_requests::id)
        .first::<i64>(conn)
        .optional()?
        .map(FriendRequestId))
}

/// Binds the pending requests sent to `email` while it had no account to
/// `user`; senders who already have a request pending with `user` (or are
/// `user`) keep theirs unbound. Returns how many were bound.
pub fn bind_to(conn: &mut DbConnection, user: UserId, email: &str) -> Result<u64, DbError> {
    let pending = FriendRequestStatus::Pending.as_str();
    let waiting: Vec<(i64, i64)> = friend_requests::table
        .filter(friend_requests::receiver_id.is_null())
        .filter(friend_requests::receiver_email.eq(email))
        .filter(friend_requests::status.eq(pending))
        .select((friend_requests::id, friend_requests::sender_id))
        .load(conn)?;
    if waiting.is_empty() {
        return Ok(0);
    }
    let already: Vec<i64> = friend_requests::table
        .filter(friend_requests::receiver_id.eq(user.0))
        .filter(friend_requests::status.eq(pending))
        .select(friend_requests::sender_id)
        .load(conn)?;
    let ids: Vec<i64> = waiting
        .into_iter()
        .filter(|(_, sender)| *sender != user.0 && !already.contains(sender))
        .map(|(id, _)| id)
        .collect();
    let bound = diesel::update(friend_requests::table.filter(friend_requests::id.eq_any(&ids)))
        .set(friend_requests::receiver_id.eq(user.0))
        .execute(conn)?;
    Ok(u64::try_from(bound).unwrap_or(u64::MAX))
}

/// How many requests `sender` made since `since` (the rate limit).
pub fn sent_since(
    conn: &mut DbConnection,
    sender: UserId,
    since: NaiveDateTime,
) -> Result<u64, DbError> {
    let count: i64 = friend_requests::table
        .filter(friend_requests::sender_id.eq(sender.0))
        .filter(friend_requests::created_at.ge(since))
        .count()
        .get_result(conn)?;
    Ok(count.unsigned_abs())
}

/// A new pending request; a pending one already there is a `Conflict`.
pub fn create_request(
    conn: &mut DbConnection,
    sender: UserId,
    receiver: Option<UserId>,
    receiver_email: &str,
    at: NaiveDateTime,
) -> Result<FriendRequestId, DbError> {
    Ok(FriendRequestId(
        diesel::insert_into(friend_requests::table)
            .values((
                friend_requests::sender_id.eq(sender.0),
                friend_requests::receiver_id.eq(receiver.map(|r| r.0)),
                friend_requests::receiver_email.eq(receiver_email),
                friend_requests::status.eq(FriendRequestStatus::Pending.as_str()),
                friend_requests::created_at.eq(at),
            ))
            .returning(friend_requests::id)
            .get_result(conn)?,
    ))
}

/// Closes a pending request whose `side` is `me`; returns its sender, or
/// `None` when there is no such pending request. The side is part of the
/// `WHERE`, so nobody else can close it.
pub fn close(
    conn: &mut DbConnection,
    id: FriendRequestId,
    side: RequestSide,
    me: UserId,
    status: FriendRequestStatus,
    at: NaiveDateTime,
) -> Result<Option<UserId>, DbError> {
    let pending = friend_requests::table
        .filter(friend_requests::id.eq(id.0))
        .filter(friend_requests::status.eq(FriendRequestStatus::Pending.as_str()))
        .into_boxed();
    let pending = match side {
        RequestSide::Sender => pending.filter(friend_requests::sender_id.eq(me.0)),
        RequestSide::Receiver => pending.filter(friend_requests::receiver_id.eq(me.0)),
    };
    let Some(sender) = pending
        .select(friend_requests::sender_id)
        .first::<i64>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let updated = diesel::update(
        friend_requests::table
            .filter(friend_requests::id.eq(id.0))
            .filter(friend_requests::status.eq(FriendRequestStatus::Pending.as_str())),
    )
    .set((
        friend_requests::status.eq(status.as_str()),
        friend_requests::responded_at.eq(at),
    ))
    .execute(conn)?;
    Ok((updated > 0).then_some(UserId(sender)))
}

/// Makes two users friends (a no-op when they are) and returns the friendship.
pub fn befriend(
    conn: &mut DbConnection,
    a: UserId,
    b: UserId,
    at: NaiveDateTime,
) -> Result<FriendshipId, DbError> {
    if let Some(id) = friendship_between(conn, a, b)? {
        return Ok(id);
    }
    let (low, high) = ordered(a, b);
    Ok(FriendshipId(
        diesel::insert_into(friendships::table)
            .values((
                friendships::user_low_id.eq(low),
                friendships::user_high_id.eq(high),
                friendships::created_at.eq(at),
            ))
            .returning(friendships::id)
            .get_result(conn)?,
    ))
}

/// Ends one of `me`'s friendships; returns the two friends, or `None` when
/// it is not theirs.
pub fn end(
    conn: &mut DbConnection,
    me: UserId,
    id: FriendshipId,
) -> Result<Option<(UserId, UserId)>, DbError> {
    let mine = friendships::table.filter(friendships::id.eq(id.0)).filter(
        friendships::user_low_id
            .eq(me.0)
            .or(friendships::user_high_id.eq(me.0)),
    );
    let pair: Option<(i64, i64)> = mine
        .select((friendships::user_low_id, friendships::user_high_id))
        .first(conn)
        .optional()?;
    let Some((low, high)) = pair else {
        return Ok(None);
    };
    diesel::delete(mine).execute(conn)?;
    Ok(Some((UserId(low), UserId(high))))
}

/// Which of `people` are `me`'s friends: ids only, by the pair's index.
pub fn friends_among(
    conn: &mut DbConnection,
    me: UserId,
    people: &[UserId],
) -> Result<Vec<UserId>, DbError> {
    let ids: Vec<i64> = people.iter().map(|p| p.0).collect();
    // A friendship's row holds the lower id first: me on either side, in
    // one statement (each side by its own index), one whatever the count
    // (`id_sets`).
    let pairs: Vec<(i64, i64)> = direct!(conn, |c| friendships::table
        .filter(
            friendships::user_low_id
                .eq(me.0)
                .and(in_ids(friendships::user_high_id, &ids))
                .or(friendships::user_high_id
                    .eq(me.0)
                    .and(in_ids(friendships::user_low_id, &ids))),
        )
        .select((friendships::user_low_id, friendships::user_high_id))
        .load(c))?;
    Ok(pairs
        .into_iter()
        .map(|(low, high)| UserId(if low == me.0 { high } else { low }))
        .collect())
}

pub fn friends(conn: &mut DbConnection, me: UserId) -> Result<Vec<Friend>, DbError> {
    let as_low: Vec<(i64, UserRow)> = friendships::table
        .inner_join(users::table.on(users::id.eq(friendships::user_high_id)))
        .filter(friendships::user_low_id.eq(me.0))
        .select((friendships::id, UserRow::as_select()))
        .load(conn)?;
    let as_high: Vec<(i64, UserRow)> = friendships::table
        .inner_join(users::table.on(users::id.eq(friendships::user_low_id)))
        .filter(friendships::user_high_id.eq(me.0))
        .select((friendships::id, UserRow::as_select()))
        .load(conn)?;
    let mut friends: Vec<Friend> = as_low
        .into_iter()
        .chain(as_high)
        .map(|(friendship_id, row)| Friend {
            user: row.into(),
            friendship_id: FriendshipId(friendship_id),
        })
        .collect();
    friends.sort_by_key(|f| f.user.display_name().unwrap_or_default().to_lowercase());
    Ok(friends)
}

/// The requests with their people, loaded in one query.
fn with_people(
    conn: &mut DbConnection,
    rows: Vec<FriendRequestRow>,
) -> Result<Vec<FriendRequest>, DbError> {
    let ids: Vec<UserId> = rows
        .iter()
        .flat_map(|row| [Some(row.sender_id), row.receiver_id])
        .flatten()
        .map(UserId)
        .collect();
    let people = crate::users::find_many(conn, &ids)?;
    let person = |id: i64| people.get(&UserId(id)).cloned().ok_or(DbError::NotFound);
    rows.into_iter()
        .map(|row| {
            Ok(FriendRequest {
                id: FriendRequestId(row.id),
                sender: person(row.sender_id)?,
                receiver: row.receiver_id.map(person).transpose()?,
                receiver_email: row.receiver_email,
                status: FriendRequestStatus::parse(&row.status)
                    .unwrap_or(FriendRequestStatus::Pending),
                created_at: row.created_at,
            })
        })
        .collect()
}

/// Pending requests where `me` is on `side`, newest first.
pub fn pending(
    conn: &mut DbConnection,
    me: UserId,
    side: RequestSide,
) -> Result<Vec<FriendRequest>, DbError> {
    let query = friend_requests::table
        .filter(friend_requests::status.eq(FriendRequestStatus::Pending.as_str()))
        .order(friend_requests::id.desc())
        .select(FriendRequestRow::as_select())
        .into_boxed();
    let rows = match side {
        RequestSide::Sender => query.filter(friend_requests::sender_id.eq(me.0)),
        RequestSide::Receiver => query.filter(friend_requests::receiver_id.eq(me.0)),
    }
    .load(conn)?;
    with_people(conn, rows)
}

/// One of `me`'s requests (sent or received) with its people.
pub fn find_request(
    conn: &mut DbConnection,
    me: UserId,
    id: FriendRequestId,
) -> Result<Option<FriendRequest>, DbError> {
    let rows: Vec<FriendRequestRow> = friend_requests::table
        .filter(friend_requests::id.eq(id.0))
        .filter(
            friend_requests::sender_id
                .eq(me.0)
                .or(friend_requests::receiver_id.eq(me.0)),
        )
        .select(FriendRequestRow::as_select())
        .load(conn)?;
    Ok(with_people(conn, rows)?.into_iter().next())
}

impl FriendStore for Store {
    fn are_friends(&mut self, a: UserId, b: UserId) -> Result<bool, StoreError> {
        Ok(are_friends(self, a, b)?)
    }

    fn pending_request(
        &mut self,
        sender: UserId,
        receiver: UserId,
    ) -> Result<Option<FriendRequestId>, StoreError> {
        Ok(pending_between(self, sender, receiver)?)
    }

    fn requests_sent_since(
        &mut self,
        sender: UserId,
        since: NaiveDateTime,
    ) -> Result<u64, StoreError> {
        Ok(sent_since(self, sender, since)?)
    }

    fn pending_request_to_address(
        &mut self,
        sender: UserId,
        email: &str,
    ) -> Result<Option<FriendRequestId>, StoreError> {
        Ok(pending_to_address(self, sender, email)?)
    }

    fn create_request(
        &mut self,
        sender: UserId,
        receiver: Option<UserId>,
        receiver_email: &str,
    ) -> Result<FriendRequestId, StoreError> {
        let at = self.stamp();
        Ok(create_request(self, sender, receiver, receiver_email, at)?)
    }

    fn bind_requests_to(&mut self, user: UserId, email: &str) -> Result<u64, StoreError> {
        Ok(bind_to(self, user, email)?)
    }

    fn close_request(
        &mut self,
        id: FriendRequestId,
        side: RequestSide,
        me: UserId,
        status: FriendRequestStatus,
    ) -> Result<Option<UserId>, StoreError> {
        let at = self.stamp();
        Ok(close(self, id, side, me, status, at)?)
    }

    fn befriend(&mut self, a: UserId, b: UserId) -> Result<FriendshipId, StoreError> {
        let at = self.stamp();
        Ok(befriend(self, a, b, at)?)
    }

    fn end_friendship(
        &mut self,
        me: UserId,
        id: FriendshipId,
    ) -> Result<Option<(UserId, UserId)>, StoreError> {
        Ok(end(self, me, id)?)
    }

    fn friend_request(
        &mut self,
        me: UserId,
        id: FriendRequestId,
    ) -> Result<Option<FriendRequest>, StoreError> {
        Ok(find_request(self, me, id)?)
    }

    fn friends(&mut self, me: UserId) -> Result<Vec<Friend>, StoreError> {
        Ok(friends(self, me)?)
    }

    fn friends_among(&mut self, me: UserId, people: &[UserId]) -> Result<Vec<UserId>, StoreError> {
        Ok(friends_among(self, me, people)?)
    }

    fn pending_requests(
        &mut self,
        me: UserId,
        side: RequestSide,
    ) -> Result<Vec<FriendRequest>, StoreError> {
        Ok(pending(self, me, side)?)
    }
}
