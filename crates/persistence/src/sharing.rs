//! Shares of wishlist items and special dates with friends.

use diesel::prelude::*;
use domain::user::{User, UserId};

use crate::schema::{date_shares, item_shares};
use crate::special_dates::{self, DateWithContact};
use crate::wishlist::{self, WishlistItem};
use crate::{now, DbConnection, StoreError};

/// A share as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Share {
    pub id: i64,
    pub shared_with_id: UserId,
    pub can_edit: bool,
}

/// Shares an item (or updates `can_edit` when it is already shared).
pub fn share_item(
    conn: &mut DbConnection,
    owner: UserId,
    item_id: i64,
    with: UserId,
    can_edit: bool,
) -> Result<Share, StoreError> {
    crate::transaction(conn, |conn| {
        let existing: Option<i64> = item_shares::table
            .filter(item_shares::item_id.eq(item_id))
            .filter(item_shares::shared_with_id.eq(with))
            .select(item_shares::id)
            .first(conn)
            .optional()?;
        let id = match existing {
            Some(id) => {
                diesel::update(item_shares::table.find(id))
                    .set(item_shares::can_edit.eq(can_edit))
                    .execute(conn)?;
                id
            }
            None => diesel::insert_into(item_shares::table)
                .values((
                    item_shares::item_id.eq(item_id),
                    item_shares::owner_id.eq(owner),
                    item_shares::shared_with_id.eq(with),
                    item_shares::can_edit.eq(can_edit),
                    item_shares::created_at.eq(now()),
                ))
                .returning(item_shares::id)
                .get_result(conn)?,
        };
        Ok(Share {
            id,
            shared_with_id: with,
            can_edit,
        })
    })
}

/// Shares a date (or updates `can_edit` when it is already shared).
pub fn share_date(
    conn: &mut DbConnection,
    owner: UserId,
    date_id: i64,
    with: UserId,
    can_edit: bool,
) -> Result<Share, StoreError> {
    crate::transaction(conn, |conn| {
        let existing: Option<i64> = date_shares::table
            .filter(date_shares::special_date_id.eq(date_id))
            .filter(date_shares::shared_with_id.eq(with))
            .select(date_shares::id)
            .first(conn)
            .optional()?;
        let id = match existing {
            Some(id) => {
                diesel::update(date_shares::table.find(id))
                    .set(date_shares::can_edit.eq(can_edit))
                    .execute(conn)?;
                id
            }
            None => diesel::insert_into(date_shares::table)
                .values((
                    date_shares::special_date_id.eq(date_id),
                    date_shares::owner_id.eq(owner),
                    date_shares::shared_with_id.eq(with),
                    date_shares::can_edit.eq(can_edit),
                    date_shares::created_at.eq(now()),
                ))
                .returning(date_shares::id)
                .get_result(conn)?,
        };
        Ok(Share {
            id,
            shared_with_id: with,
            can_edit,
        })
    })
}

/// Removes every share between two people, both ways (the friendship ended).
pub fn revoke_between(conn: &mut DbConnection, a: UserId, b: UserId) -> Result<(), StoreError> {
    for (owner, with) in [(a, b), (b, a)] {
        diesel::delete(
            item_shares::table
                .filter(item_shares::owner_id.eq(owner))
                .filter(item_shares::shared_with_id.eq(with)),
        )
        .execute(conn)?;
        diesel::delete(
            date_shares::table
                .filter(date_shares::owner_id.eq(owner))
                .filter(date_shares::shared_with_id.eq(with)),
        )
        .execute(conn)?;
    }
    Ok(())
}

/// Items friends shared with me, with their owners, newest share first.
pub fn items_shared_with(
    conn: &mut DbConnection,
    me: UserId,
) -> Result<Vec<(i64, WishlistItem, User, bool)>, StoreError> {
    let shares: Vec<(i64, i64, i64, bool)> = item_shares::table
        .filter(item_shares::shared_with_id.eq(me))
        .order(item_shares::id.desc())
        .select((
            item_shares::id,
            item_shares::item_id,
            item_shares::owner_id,
            item_shares::can_edit,
        ))
        .load(conn)?;
    let mut out = Vec::with_capacity(shares.len());
    for (share_id, item_id, owner_id, can_edit) in shares {
        let (Some(item), Some(owner)) = (
            wishlist::find_any(conn, item_id)?,
            crate::users::find(conn, owner_id)?,
        ) else {
            continue;
        };
        out.push((share_id, item, owner, can_edit));
    }
    Ok(out)
}

/// Dates friends shared with me, with their owners.
pub fn dates_shared_with(
    conn: &mut DbConnection,
    me: UserId,
) -> Result<Vec<(i64, DateWithContact, User, bool)>, StoreError> {
    let shares: Vec<(i64, i64, i64, bool)> = date_shares::table
        .filter(date_shares::shared_with_id.eq(me))
        .order(date_shares::id.desc())
        .select((
            date_shares::id,
            date_shares::special_date_id,
            date_shares::owner_id,
            date_shares::can_edit,
        ))
        .load(conn)?;
    let mut out = Vec::with_capacity(shares.len());
    for (share_id, date_id, owner_id, can_edit) in shares {
        let (Some(date), Some(owner)) = (
            special_dates::find(conn, owner_id, date_id)?,
            crate::users::find(conn, owner_id)?,
        ) else {
            continue;
        };
        out.push((share_id, date, owner, can_edit));
    }
    Ok(out)
}
