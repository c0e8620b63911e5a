//! A person's own wishlist (the `personal` row of `lists`): its items,
//! those shared with friends, and its public link and listing.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::ids::{ItemId, ListId, UserId};
use domain::item::Item;
use domain::ports::{StoreError, WishlistStore};
use domain::wishlist::{PublicList, WishlistItemInput};

use crate::direct::direct;
use crate::items::{ItemRow, ItemValues, GROUP, ITEM_COLUMNS, PERSONAL};
use crate::lists::OwnListRow;
use crate::schema::{item_shares, items, lists, users};
use crate::{DbConnection, DbError, Store};

/// The id of `owner`'s own wishlist (every person has one, made at
/// sign-up): minus theirs (`lists_personal_id` holds it), so its items are
/// read by their list's index with no look-up first (a look-up by a
/// subquery cost the wishlist read 15% at 64 connections on SQLite, a join
/// more).
pub(crate) fn personal_list_id(owner: UserId) -> i64 {
    -owner.0
}

/// `owner`'s own wishlist's row.
macro_rules! personal_list_of {
    ($owner:expr) => {
        lists::table.filter(lists::id.eq(personal_list_id(UserId($owner))))
    };
}

/// The ids of every list `user` keeps: their own (the default wishlist and
/// those beside it) and those they co-own; never a group list.
macro_rules! own_list_ids_of {
    ($user:expr) => {
        lists::table
            .filter(crate::lists::kept_by!($user))
            .filter(lists::kind.ne(GROUP))
            .select(lists::id)
    };
}

/// The items on every list of `owner`'s own.
macro_rules! own_items_of {
    ($owner:expr) => {
        items::table.filter(items::list_id.eq_any(own_list_ids_of!($owner)))
    };
}

/// `owner`'s own wishlist's items.
macro_rules! personal_items_of {
    ($owner:expr) => {
        items::table.filter(items::list_id.eq(personal_list_id(UserId($owner))))
    };
}

/// The columns a new item of `owner`'s own wishlist is inserted with (the
/// list's id first), for `INSERT ... SELECT`: the cap is checked by the
/// insert itself, no round trip before it.
macro_rules! new_personal_item {
    ($list:expr, $values:expr, $at:expr) => {{
        use diesel::sql_types::{Bool, Integer, Nullable, Text, Timestamp};
        let values = &$values;
        (
            $list,
            values.name.into_sql::<Text>(),
            values.description.into_sql::<Nullable<Text>>(),
            values.price.into_sql::<Nullable<Text>>(),
            values.url.into_sql::<Nullable<Text>>(),
            values.category.into_sql::<Nullable<Text>>(),
            values.priority.into_sql::<Text>(),
            values.ranking.into_sql::<Integer>(),
            values.quantity.into_sql::<Integer>(),
            values.where_to_buy.into_sql::<Nullable<Text>>(),
            values.image_url.into_sql::<Nullable<Text>>(),
            values.purchased.into_sql::<Bool>(),
            $at.into_sql::<Timestamp>(),
            $at.into_sql::<Timestamp>(),
        )
    }};
}

/// [`new_personal_item`]'s columns, in its order.
macro_rules! new_item_columns {
    () => {
        (
            items::list_id,
            items::name,
            items::description,
            items::price,
            items::url,
            items::category,
            items::priority,
            items::ranking,
            items::quantity,
            items::where_to_buy,
            items::image_url,
            items::purchased,
            items::created_at,
            items::updated_at,
        )
    };
}

/// Makes `owner`'s own wishlist unless they have it (at sign-up: a read
/// never makes one).
pub fn create_personal_list(
    conn: &mut DbConnection,
    owner: UserId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let values = (
        lists::id.eq(personal_list_id(owner)),
        lists::kind.eq(PERSONAL),
        lists::owner_id.eq(owner.0),
        lists::listed.eq(false),
        lists::created_at.eq(at),
        lists::updated_at.eq(at),
    );
    match conn {
        DbConnection::Postgresql(c) => diesel::insert_into(lists::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(c)?,
        DbConnection::Sqlite(c) => diesel::insert_into(lists::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(c)?,
    };
    Ok(())
}

pub fn insert(
    conn: &mut DbConnection,
    user_id: UserId,
    input: &WishlistItemInput,
    at: NaiveDateTime,
) -> Result<Item, DbError> {
    insert_on(conn, ListId(personal_list_id(user_id)), user_id, input, at)
}

/// A new item on `list`, one of `owner`'s own.
pub(crate) fn insert_on(
    conn: &mut DbConnection,
    list: ListId,
    owner: UserId,
    input: &WishlistItemInput,
    at: NaiveDateTime,
) -> Result<Item, DbError> {
    Ok(insert_row(conn, list, input, at)?.personal(owner.0))
}

/// A new item's row on `list` (a list someone keeps).
pub(crate) fn insert_row(
    conn: &mut DbConnection,
    list: ListId,
    input: &WishlistItemInput,
    at: NaiveDateTime,
) -> Result<ItemRow, DbError> {
    // The stored row comes back with the insert (RETURNING): one round trip.
    Ok(diesel::insert_into(items::table)
        .values((
            items::list_id.eq(list.0),
            items::created_at.eq(at),
            ItemValues::new(input, at),
        ))
        .returning(ITEM_COLUMNS)
        .get_result(conn)?)
}

/// [`insert`] unless the user holds `cap` items already (`None` then).
/// PostgreSQL: one statement, `INSERT ... SELECT` from the user's list while
/// the count of their items is under the cap, so the check costs no round
/// trip (counted first, the write fell to 0.41x-0.50x the read in the
/// benchmark) and concurrent inserts cannot pass it. SQLite: the count, then
/// the insert (in process, no round trip to save; the one statement made
/// SQLite's write 0.65x the read against 1.10x, measured 2026-11-24), so a
/// burst of concurrent creates may pass the cap by a few items.
pub fn insert_within(
    conn: &mut DbConnection,
    user_id: UserId,
    input: &WishlistItemInput,
    cap: u64,
    at: NaiveDateTime,
) -> Result<Option<Item>, DbError> {
    use diesel::dsl::count_star;
    if matches!(conn, DbConnection::Sqlite(_)) {
        if count(conn, user_id)? >= cap {
            return Ok(None);
        }
        return insert(conn, user_id, input, at).map(Some);
    }
    let cap = i64::try_from(cap).unwrap_or(i64::MAX);
    let held = personal_items_of!(user_id.0)
        .select(count_star())
        .single_value();
    let list = personal_list_id(user_id).into_sql::<diesel::sql_types::BigInt>();
    let source = users::table
        .filter(users::id.eq(user_id.0))
        .filter(held.lt(cap))
        .select(new_personal_item!(list, ItemValues::new(input, at), at));
    let row: Option<ItemRow> = diesel::insert_into(items::table)
        .values(source)
        .into_columns(new_item_columns!())
        .returning(ITEM_COLUMNS)
        .get_result(conn)
        .optional()?;
    Ok(row.map(|row| row.personal(user_id.0)))
}

/// An item on a list `user` keeps (theirs, one they co-own, or a
/// dependant's they look after), as its list's owner's, with the list's
/// keepers. A guardian's own surprise is theirs alone to change (and never
/// reaches a grown-up dependant).
pub fn find(conn: &mut DbConnection, user: UserId, id: ItemId) -> Result<Option<Item>, DbError> {
    let found: Option<(ItemRow, i64)> = items::table
        .inner_join(lists::table)
        .filter(items::id.eq(id.0))
        .filter(crate::lists::kept_by!(user.0))
        .filter(lists::kind.ne(GROUP))
        .filter(items::added_by.is_null().or(items::added_by.eq(user.0)))
        .select((ItemRow::as_select(), lists::owner_id))
        .first(conn)
        .optional()?;
    let Some((row, owner)) = found else {
        return Ok(None);
    };
    let with = crate::lists::kept_with_one(conn, row.list_id)?;
    Ok(Some(row.kept(owner, &with)))
}

/// Whether the item is on a list `owner` created (what they alone share
/// one by one; a co-owner shows a list to friends instead).
pub fn owns(conn: &mut DbConnection, owner: UserId, id: ItemId) -> Result<bool, DbError> {
    let found: i64 = items::table
        .inner_join(lists::table)
        .filter(items::id.eq(id.0))
        .filter(lists::owner_id.eq(owner.0))
        .filter(lists::kind.ne(GROUP))
        .count()
        .get_result(conn)?;
    Ok(found > 0)
}

/// An item shared with `friend` by its owner, and whether they may edit it.
pub fn find_shared(
    conn: &mut DbConnection,
    friend: UserId,
    id: ItemId,
) -> Result<Option<(Item, bool)>, DbError> {
    let found: Option<(ItemRow, i64, bool)> = item_shares::table
        .inner_join(items::table.inner_join(lists::table))
        .filter(item_shares::item_id.eq(id.0))
        .filter(item_shares::shared_with_id.eq(friend.0))
        // A share outlives nothing: the item must still be on a list of
        // the sharer's own.
        .filter(lists::owner_id.eq(item_shares::owner_id))
        .filter(lists::kind.ne(GROUP))
        .select((ItemRow::as_select(), lists::owner_id, item_shares::can_edit))
        .first(conn)
        .optional()?;
    let Some((row, owner, can_edit)) = found else {
        return Ok(None);
    };
    let with = crate::lists::kept_with_one(conn, row.list_id)?;
    Ok(Some((row.kept(owner, &with), can_edit)))
}

/// The user's items, newest first.
pub fn list(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<Item>, DbError> {
    let rows: Vec<ItemRow> = direct!(conn, |c| personal_items_of!(user_id.0)
        .order(items::id.desc())
        .select(ItemRow::as_select())
        .load(c))?;
    Ok(rows
        .into_iter()
        .map(|row| row.personal(user_id.0))
        .collect())
}

/// Rewrites the owner's item; `None` when it is not theirs.
pub fn update(
    conn: &mut DbConnection,
    owner: UserId,
    id: ItemId,
    input: &WishlistItemInput,
    at: NaiveDateTime,
) -> Result<Option<Item>, DbError> {
    let updated = diesel::update(own_items_of!(owner.0).filter(items::id.eq(id.0)))
        .set(ItemValues::new(input, at))
        .execute(conn)?;
    if updated == 0 {
        return Ok(None);
    }
    find(conn, owner, id)
}

pub fn delete(conn: &mut DbConnection, owner: UserId, id: ItemId) -> Result<bool, DbError> {
    let deleted =
        diesel::delete(own_items_of!(owner.0).filter(items::id.eq(id.0))).execute(conn)?;
    Ok(deleted > 0)
}

/// The public list token, if the user's wishlist is public.
pub fn public_token(conn: &mut DbConnection, user_id: UserId) -> Result<Option<String>, DbError> {
    Ok(personal_list_of!(user_id.0)
        .select(lists::public_token)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// Makes the list public with `token`, or private with `None` (old links 404).
pub fn set_public_token(
    conn: &mut DbConnection,
    user_id: UserId,
    token: Option<&str>,
) -> Result<(), DbError> {
    let update = diesel::update(personal_list_of!(user_id.0));
    match token {
        Some(token) => update.set(lists::public_token.eq(token)).execute(conn)?,
        // A private list is never listed.
        None => update
            .set((
                lists::public_token.eq(None::<&str>),
                lists::listed.eq(false),
            ))
            .execute(conn)?,
    };
    Ok(())
}

/// Whether the user's public list is shown in Find a list.
pub fn listed(conn: &mut DbConnection, user_id: UserId) -> Result<bool, DbError> {
    Ok(personal_list_of!(user_id.0)
        .select(lists::listed)
        .first(conn)
        .optional()?
        .unwrap_or(false))
}

pub fn set_listed(conn: &mut DbConnection, user_id: UserId, listed: bool) -> Result<(), DbError> {
    diesel::update(personal_list_of!(user_id.0))
        .set(lists::listed.eq(listed))
        .execute(conn)?;
    Ok(())
}

/// The owner's first name, the list and its items behind a public token
/// (a list of a person's own).
pub fn public_list(conn: &mut DbConnection, token: &str) -> Result<Option<PublicList>, DbError> {
    let found: Option<(OwnListRow, Option<String>)> = lists::table
        .inner_join(users::table)
        .filter(lists::public_token.eq(token))
        .filter(lists::kind.ne(GROUP))
        .select((OwnListRow::as_select(), users::first_name))
        .first(conn)
        .optional()?;
    let Some((list, first_name)) = found else {
        return Ok(None);
    };
    let owner = UserId(list.owner_id);
    let with = crate::lists::kept_with_one(conn, list.id)?;
    let items = crate::lists::items_on(conn, ListId(list.id), owner, &with)?;
    Ok(Some(PublicList {
        owner_id: owner,
        co_owners: with.co_owner_ids(),
        for_dependant: with.dependant.is_some(),
        owner_first_name: first_name,
        archived: list.archived_at.is_some(),
        registry: list.is_registry(),
        fields: (list.kind != PERSONAL).then(|| list.fields()),
        items,
    }))
}

/// How many wishlist items the user has (the cap check before an insert).
pub fn count(conn: &mut DbConnection, user_id: UserId) -> Result<u64, DbError> {
    let count: i64 = personal_items_of!(user_id.0).count().get_result(conn)?;
    Ok(count.unsigned_abs())
}

impl WishlistStore for Store {
    fn wishlist(&mut self, owner: UserId) -> Result<Vec<Item>, StoreError> {
        Ok(list(self, owner)?)
    }

    fn insert_item_within(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError> {
        let at = self.stamp();
        Ok(insert_within(self, owner, input, cap, at)?)
    }

    fn insert_item(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
    ) -> Result<Item, StoreError> {
        let at = self.stamp();
        Ok(insert(self, owner, input, at)?)
    }

    fn item(&mut self, owner: UserId, id: ItemId) -> Result<Option<Item>, StoreError> {
        Ok(find(self, owner, id)?)
    }

    fn item_shared_with(
        &mut self,
        friend: UserId,
        id: ItemId,
    ) -> Result<Option<(Item, bool)>, StoreError> {
        Ok(find_shared(self, friend, id)?)
    }

    fn update_item(
        &mut self,
        owner: UserId,
        id: ItemId,
        input: &WishlistItemInput,
    ) -> Result<Option<Item>, StoreError> {
        let at = self.stamp();
        Ok(update(self, owner, id, input, at)?)
    }

    fn delete_item(&mut self, owner: UserId, id: ItemId) -> Result<bool, StoreError> {
        Ok(delete(self, owner, id)?)
    }

    fn public_token(&mut self, owner: UserId) -> Result<Option<String>, StoreError> {
        Ok(public_token(self, owner)?)
    }

    fn set_public_token(&mut self, owner: UserId, token: Option<&str>) -> Result<(), StoreError> {
        Ok(set_public_token(self, owner, token)?)
    }

    fn wishlist_listed(&mut self, owner: UserId) -> Result<bool, StoreError> {
        Ok(listed(self, owner)?)
    }

    fn set_wishlist_listed(&mut self, owner: UserId, listed: bool) -> Result<(), StoreError> {
        Ok(set_listed(self, owner, listed)?)
    }

    fn public_list(&mut self, token: &str) -> Result<Option<PublicList>, StoreError> {
        Ok(public_list(self, token)?)
    }
}
