//! Shares of wishlist items and special dates with friends.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::ids::{ItemId, ShareId, SpecialDateId, UserId};
use domain::item::Item;
use domain::ports::{ShareStore, StoreError};
use domain::sharing::{Access, Share, ShareOfMine, Shareable, SharedWithMe};
use domain::special_date::DateWithContact;

use crate::items::{ItemRow, GROUP};
use crate::schema::{
    contacts, date_shares, item_shares, items, lists, special_dates as dates, users,
};
use crate::special_dates::{self, SpecialDateRow};
use crate::users::UserRow;
use crate::wishlist;
use crate::{DbConnection, DbError, Store};

/// A joined row: share id, the shared row, its owner, can_edit.
type ShareRow<T> = (i64, T, UserRow, bool);
/// A date share row: the date's contact columns come flat from the join.
type DateShareRow = (i64, SpecialDateRow, Option<(i64, String)>, UserRow, bool);

fn shared_with_me<R, T>(
    (share_id, shared, owner, can_edit): ShareRow<R>,
    entity: impl FnOnce(R) -> T,
) -> SharedWithMe<T> {
    SharedWithMe {
        share_id: ShareId(share_id),
        shared: entity(shared),
        owner: owner.into(),
        can_edit,
    }
}

/// Whether `owner` owns what would be shared (only the owner may share it).
pub fn owns(conn: &mut DbConnection, owner: UserId, what: Shareable) -> Result<bool, DbError> {
    Ok(match what {
        Shareable::WishlistItem(id) => wishlist::owns(conn, owner, id)?,
        Shareable::SpecialDate(id) => special_dates::find(conn, owner, id)?.is_some(),
    })
}

/// The same upsert on either share table: the tables differ only in the
/// column naming what is shared.
macro_rules! upsert_share {
    ($conn:expr, $table:ident, $key:ident, $id:expr, $owner:expr, $with:expr, $can_edit:expr, $at:expr) => {{
        let existing: Option<i64> = $table::table
            .filter($table::$key.eq($id))
            .filter($table::shared_with_id.eq($with))
            .select($table::id)
            .first($conn)
            .optional()?;
        match existing {
            Some(id) => {
                diesel::update($table::table.find(id))
                    .set($table::can_edit.eq($can_edit))
                    .execute($conn)?;
                id
            }
            None => diesel::insert_into($table::table)
                .values((
                    $table::$key.eq($id),
                    $table::owner_id.eq($owner),
                    $table::shared_with_id.eq($with),
                    $table::can_edit.eq($can_edit),
                    $table::created_at.eq($at),
                ))
                .returning($table::id)
                .get_result($conn)?,
        }
    }};
}

/// Shares `what` with `with` (or updates `can_edit` when it is already
/// shared with them). The caller checks ownership and friendship.
pub fn share(
    conn: &mut DbConnection,
    owner: UserId,
    what: Shareable,
    with: UserId,
    can_edit: bool,
    at: NaiveDateTime,
) -> Result<Share, DbError> {
    conn.write_transaction(|conn| {
        let id = match what {
            Shareable::WishlistItem(ItemId(item_id)) => {
                upsert_share!(
                    conn,
                    item_shares,
                    item_id,
                    item_id,
                    owner.0,
                    with.0,
                    can_edit,
                    at
                )
            }
            Shareable::SpecialDate(SpecialDateId(date_id)) => {
                upsert_share!(
                    conn,
                    date_shares,
                    special_date_id,
                    date_id,
                    owner.0,
                    with.0,
                    can_edit,
                    at
                )
            }
        };
        Ok(Share {
            id: ShareId(id),
            shared_with_id: with,
            can_edit,
        })
    })
}

/// The shares of one thing on either share table, by its key column.
macro_rules! shares_on {
    ($table:ident, $key:ident, $id:expr, $owner:expr) => {
        $table::table
            .filter($table::$key.eq($id))
            .filter($table::owner_id.eq($owner))
    };
}

/// Who `what` of `owner`'s is shared with, oldest share first (one query).
pub fn shares_of(
    conn: &mut DbConnection,
    owner: UserId,
    what: Shareable,
) -> Result<Vec<ShareOfMine>, DbError> {
    type Row = (i64, UserRow, bool, NaiveDateTime);
    let rows: Vec<Row> = match what {
        Shareable::WishlistItem(ItemId(id)) => shares_on!(item_shares, item_id, id, owner.0)
            .inner_join(users::table.on(users::id.eq(item_shares::shared_with_id)))
            .order(item_shares::id.asc())
            .select((
                item_shares::id,
                UserRow::as_select(),
                item_shares::can_edit,
                item_shares::created_at,
            ))
            .load(conn)?,
        Shareable::SpecialDate(SpecialDateId(id)) => {
            shares_on!(date_shares, special_date_id, id, owner.0)
                .inner_join(users::table.on(users::id.eq(date_shares::shared_with_id)))
                .order(date_shares::id.asc())
                .select((
                    date_shares::id,
                    UserRow::as_select(),
                    date_shares::can_edit,
                    date_shares::created_at,
                ))
                .load(conn)?
        }
    };
    Ok(rows
        .into_iter()
        .map(|(id, friend, can_edit, created_at)| ShareOfMine {
            id: ShareId(id),
            friend: friend.into(),
            can_edit,
            created_at,
        })
        .collect())
}

/// Changes whether `friend` may edit `what`; `None` when it is not shared
/// with them by `owner`.
pub fn set_right(
    conn: &mut DbConnection,
    owner: UserId,
    what: Shareable,
    friend: UserId,
    can_edit: bool,
) -> Result<Option<Share>, DbError> {
    let id: Option<i64> = match what {
        Shareable::WishlistItem(ItemId(id)) => diesel::update(
            shares_on!(item_shares, item_id, id, owner.0)
                .filter(item_shares::shared_with_id.eq(friend.0)),
        )
        .set(item_shares::can_edit.eq(can_edit))
        .returning(item_shares::id)
        .get_result(conn)
        .optional()?,
        Shareable::SpecialDate(SpecialDateId(id)) => diesel::update(
            shares_on!(date_shares, special_date_id, id, owner.0)
                .filter(date_shares::shared_with_id.eq(friend.0)),
        )
        .set(date_shares::can_edit.eq(can_edit))
        .returning(date_shares::id)
        .get_result(conn)
        .optional()?,
    };
    Ok(id.map(|id| Share {
        id: ShareId(id),
        shared_with_id: friend,
        can_edit,
    }))
}

/// Stops sharing `what` with `friend`; whether it was shared.
pub fn unshare(
    conn: &mut DbConnection,
    owner: UserId,
    what: Shareable,
    friend: UserId,
) -> Result<bool, DbError> {
    let removed = match what {
        Shareable::WishlistItem(ItemId(id)) => diesel::delete(
            shares_on!(item_shares, item_id, id, owner.0)
                .filter(item_shares::shared_with_id.eq(friend.0)),
        )
        .execute(conn)?,
        Shareable::SpecialDate(SpecialDateId(id)) => diesel::delete(
            shares_on!(date_shares, special_date_id, id, owner.0)
                .filter(date_shares::shared_with_id.eq(friend.0)),
        )
        .execute(conn)?,
    };
    Ok(removed > 0)
}

/// Whether `what` is shared with `friend` by its owner (still theirs: an
/// item on their own wishlist, a date of theirs), and with which right.
pub fn access(
    conn: &mut DbConnection,
    friend: UserId,
    what: Shareable,
) -> Result<Option<Access>, DbError> {
    let found: Option<(i64, bool)> = match what {
        // The item rule ("a share outlives nothing") is `find_shared`'s.
        Shareable::WishlistItem(id) => wishlist::find_shared(conn, friend, id)?
            .map(|(item, can_edit)| (item.owner_id.0, can_edit)),
        Shareable::SpecialDate(SpecialDateId(id)) => date_shares::table
            .inner_join(
                dates::table.on(dates::id
                    .eq(date_shares::special_date_id)
                    .and(dates::user_id.eq(date_shares::owner_id))),
            )
            .filter(date_shares::special_date_id.eq(id))
            .filter(date_shares::shared_with_id.eq(friend.0))
            .select((date_shares::owner_id, date_shares::can_edit))
            .first(conn)
            .optional()?,
    };
    Ok(found.map(|(owner, can_edit)| Access {
        owner: UserId(owner),
        can_edit,
    }))
}

/// Removes every share between two people, both ways (the friendship ended).
pub fn revoke_between(conn: &mut DbConnection, a: UserId, b: UserId) -> Result<(), DbError> {
    for (owner, with) in [(a.0, b.0), (b.0, a.0)] {
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

/// Items friends shared with me, with their owners, newest share first
/// (one query).
pub fn items_shared_with(
    conn: &mut DbConnection,
    me: UserId,
) -> Result<Vec<SharedWithMe<Item>>, DbError> {
    let rows: Vec<ShareRow<ItemRow>> = item_shares::table
        .inner_join(items::table.inner_join(lists::table))
        .inner_join(users::table.on(users::id.eq(item_shares::owner_id)))
        .filter(item_shares::shared_with_id.eq(me.0))
        // A share outlives nothing: the item must still be on the sharer's
        // own wishlist.
        .filter(lists::owner_id.eq(item_shares::owner_id))
        .filter(lists::kind.ne(GROUP))
        .order(item_shares::id.desc())
        .select((
            item_shares::id,
            ItemRow::as_select(),
            UserRow::as_select(),
            item_shares::can_edit,
        ))
        .load(conn)?;
    let lists: Vec<i64> = rows.iter().map(|(_, item, ..)| item.list_id).collect();
    let kept = crate::lists::kept_with(conn, &lists)?;
    let alone = crate::lists::KeptWith::default();
    Ok(rows
        .into_iter()
        .map(|(id, item, owner, can_edit)| {
            let owner_id = owner.id;
            let with = kept.get(&item.list_id).unwrap_or(&alone);
            shared_with_me((id, item, owner, can_edit), |item| {
                item.kept(owner_id, with)
            })
        })
        .collect())
}

/// Dates friends shared with me, with their owners, newest share first
/// (one query).
pub fn dates_shared_with(
    conn: &mut DbConnection,
    me: UserId,
) -> Result<Vec<SharedWithMe<DateWithContact>>, DbError> {
    let rows: Vec<DateShareRow> = date_shares::table
        .inner_join(
            dates::table.on(dates::id
                .eq(date_shares::special_date_id)
                .and(dates::user_id.eq(date_shares::owner_id))),
        )
        .left_join(contacts::table.on(dates::contact_id.eq(contacts::id.nullable())))
        .inner_join(users::table.on(users::id.eq(date_shares::owner_id)))
        .filter(date_shares::shared_with_id.eq(me.0))
        .order(date_shares::id.desc())
        .select((
            date_shares::id,
            SpecialDateRow::as_select(),
            special_dates::contact_columns(),
            UserRow::as_select(),
            date_shares::can_edit,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, date, contact, owner, can_edit)| {
            shared_with_me(
                (id, (date, contact), owner, can_edit),
                special_dates::with_contact,
            )
        })
        .collect())
}

impl ShareStore for Store {
    fn owns(&mut self, owner: UserId, what: Shareable) -> Result<bool, StoreError> {
        Ok(owns(self, owner, what)?)
    }

    fn share(
        &mut self,
        owner: UserId,
        what: Shareable,
        with: UserId,
        can_edit: bool,
    ) -> Result<Share, StoreError> {
        let at = self.stamp();
        Ok(share(self, owner, what, with, can_edit, at)?)
    }

    fn shares_of(
        &mut self,
        owner: UserId,
        what: Shareable,
    ) -> Result<Vec<ShareOfMine>, StoreError> {
        Ok(shares_of(self, owner, what)?)
    }

    fn set_share_right(
        &mut self,
        owner: UserId,
        what: Shareable,
        friend: UserId,
        can_edit: bool,
    ) -> Result<Option<Share>, StoreError> {
        Ok(set_right(self, owner, what, friend, can_edit)?)
    }

    fn unshare(
        &mut self,
        owner: UserId,
        what: Shareable,
        friend: UserId,
    ) -> Result<bool, StoreError> {
        Ok(unshare(self, owner, what, friend)?)
    }

    fn access(&mut self, friend: UserId, what: Shareable) -> Result<Option<Access>, StoreError> {
        Ok(access(self, friend, what)?)
    }

    fn revoke_shares_between(&mut self, a: UserId, b: UserId) -> Result<(), StoreError> {
        Ok(revoke_between(self, a, b)?)
    }

    fn items_shared_with(&mut self, me: UserId) -> Result<Vec<SharedWithMe<Item>>, StoreError> {
        Ok(items_shared_with(self, me)?)
    }

    fn dates_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<DateWithContact>>, StoreError> {
        Ok(dates_shared_with(self, me)?)
    }
}
