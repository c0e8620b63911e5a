//! Wishlist items, their shares with friends, and the public list token.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::ids::{UserId, WishlistItemId};
use domain::ports::{StoreError, WishlistStore};
use domain::price_watch::PriceChange;
use domain::wishlist::{PublicList, WishlistItem, WishlistItemInput};

use crate::schema::{item_shares, users, wishlist_items};
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = wishlist_items)]
pub(crate) struct ItemRow {
    id: i64,
    user_id: i64,
    name: String,
    description: Option<String>,
    price: Option<String>,
    url: Option<String>,
    category: Option<String>,
    priority: String,
    ranking: i32,
    quantity: i32,
    where_to_buy: Option<String>,
    image_url: Option<String>,
    purchased: bool,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
    received_at: Option<NaiveDateTime>,
    price_change_from: Option<String>,
    price_change_to: Option<String>,
    price_changed_at: Option<NaiveDateTime>,
}

/// [`ItemRow`]'s columns, in its order, for `RETURNING` (the table has more;
/// `ItemRow::as_returning()` does not compile on the multi-backend connection).
type ItemColumns = (
    wishlist_items::id,
    wishlist_items::user_id,
    wishlist_items::name,
    wishlist_items::description,
    wishlist_items::price,
    wishlist_items::url,
    wishlist_items::category,
    wishlist_items::priority,
    wishlist_items::ranking,
    wishlist_items::quantity,
    wishlist_items::where_to_buy,
    wishlist_items::image_url,
    wishlist_items::purchased,
    wishlist_items::created_at,
    wishlist_items::updated_at,
    wishlist_items::received_at,
    wishlist_items::price_change_from,
    wishlist_items::price_change_to,
    wishlist_items::price_changed_at,
);

const ITEM_COLUMNS: ItemColumns = (
    wishlist_items::id,
    wishlist_items::user_id,
    wishlist_items::name,
    wishlist_items::description,
    wishlist_items::price,
    wishlist_items::url,
    wishlist_items::category,
    wishlist_items::priority,
    wishlist_items::ranking,
    wishlist_items::quantity,
    wishlist_items::where_to_buy,
    wishlist_items::image_url,
    wishlist_items::purchased,
    wishlist_items::created_at,
    wishlist_items::updated_at,
    wishlist_items::received_at,
    wishlist_items::price_change_from,
    wishlist_items::price_change_to,
    wishlist_items::price_changed_at,
);

/// The item fields of a stored row, a personal or a group list's (the same
/// columns in both tables), as the domain's input.
macro_rules! item_input {
    ($row:expr) => {
        domain::wishlist::WishlistItemInput {
            name: $row.name,
            description: $row.description,
            price: $row.price,
            url: $row.url,
            category: $row.category,
            priority: domain::wishlist::Priority::parse(&$row.priority)
                .unwrap_or(domain::wishlist::Priority::Medium),
            ranking: u8::try_from($row.ranking).unwrap_or(domain::wishlist::DEFAULT_RANKING),
            quantity: u32::try_from($row.quantity).unwrap_or(1),
            where_to_buy: $row.where_to_buy,
            image_url: $row.image_url,
            purchased: $row.purchased,
        }
    };
}
pub(crate) use item_input;

impl From<ItemRow> for WishlistItem {
    fn from(row: ItemRow) -> Self {
        WishlistItem {
            id: WishlistItemId(row.id),
            owner_id: UserId(row.user_id),
            input: item_input!(row),
            received_at: row.received_at,
            price_change: PriceChange::of(
                row.price_change_from,
                row.price_change_to,
                row.price_changed_at,
            ),
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

#[derive(AsChangeset, Insertable)]
#[diesel(table_name = wishlist_items, treat_none_as_null = true)]
struct ItemValues<'a> {
    name: &'a str,
    description: Option<&'a str>,
    price: Option<&'a str>,
    url: Option<&'a str>,
    category: Option<&'a str>,
    priority: &'a str,
    ranking: i32,
    quantity: i32,
    where_to_buy: Option<&'a str>,
    image_url: Option<&'a str>,
    purchased: bool,
    updated_at: NaiveDateTime,
}

impl<'a> ItemValues<'a> {
    fn new(input: &'a WishlistItemInput, at: NaiveDateTime) -> Self {
        ItemValues {
            name: &input.name,
            description: input.description.as_deref(),
            price: input.price.as_deref(),
            url: input.url.as_deref(),
            category: input.category.as_deref(),
            priority: input.priority.as_str(),
            ranking: i32::from(input.ranking),
            quantity: i32::try_from(input.quantity).unwrap_or(1),
            where_to_buy: input.where_to_buy.as_deref(),
            image_url: input.image_url.as_deref(),
            purchased: input.purchased,
            updated_at: at,
        }
    }
}

pub fn insert(
    conn: &mut DbConnection,
    user_id: UserId,
    input: &WishlistItemInput,
    at: NaiveDateTime,
) -> Result<WishlistItem, DbError> {
    // The stored row comes back with the insert (RETURNING): one round trip.
    let row: ItemRow = diesel::insert_into(wishlist_items::table)
        .values((
            wishlist_items::user_id.eq(user_id.0),
            wishlist_items::created_at.eq(at),
            ItemValues::new(input, at),
        ))
        .returning(ITEM_COLUMNS)
        .get_result(conn)?;
    Ok(row.into())
}

/// [`insert`] unless the user holds `cap` items already (`None` then).
/// PostgreSQL: one statement, `INSERT ... SELECT` from the user's row while
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
) -> Result<Option<WishlistItem>, DbError> {
    use diesel::dsl::count_star;
    use diesel::sql_types::{Bool, Integer, Nullable, Text, Timestamp};
    if matches!(conn, DbConnection::Sqlite(_)) {
        if count(conn, user_id)? >= cap {
            return Ok(None);
        }
        return insert(conn, user_id, input, at).map(Some);
    }
    let cap = i64::try_from(cap).unwrap_or(i64::MAX);
    let held = wishlist_items::table
        .filter(wishlist_items::user_id.eq(user_id.0))
        .select(count_star())
        .single_value();
    let values = ItemValues::new(input, at);
    let source = users::table
        .filter(users::id.eq(user_id.0))
        .filter(held.lt(cap))
        .select((
            users::id,
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
            at.into_sql::<Timestamp>(),
            at.into_sql::<Timestamp>(),
        ));
    let row: Option<ItemRow> = diesel::insert_into(wishlist_items::table)
        .values(source)
        .into_columns((
            wishlist_items::user_id,
            wishlist_items::name,
            wishlist_items::description,
            wishlist_items::price,
            wishlist_items::url,
            wishlist_items::category,
            wishlist_items::priority,
            wishlist_items::ranking,
            wishlist_items::quantity,
            wishlist_items::where_to_buy,
            wishlist_items::image_url,
            wishlist_items::purchased,
            wishlist_items::created_at,
            wishlist_items::updated_at,
        ))
        .returning(ITEM_COLUMNS)
        .get_result(conn)
        .optional()?;
    Ok(row.map(WishlistItem::from))
}

/// One of the owner's items.
pub fn find(
    conn: &mut DbConnection,
    owner: UserId,
    id: WishlistItemId,
) -> Result<Option<WishlistItem>, DbError> {
    Ok(wishlist_items::table
        .filter(wishlist_items::id.eq(id.0))
        .filter(wishlist_items::user_id.eq(owner.0))
        .select(ItemRow::as_select())
        .first(conn)
        .optional()?
        .map(WishlistItem::from))
}

/// An item shared with `friend` by its owner, and whether they may edit it.
pub fn find_shared(
    conn: &mut DbConnection,
    friend: UserId,
    id: WishlistItemId,
) -> Result<Option<(WishlistItem, bool)>, DbError> {
    Ok(item_shares::table
        .inner_join(wishlist_items::table.on(wishlist_items::id.eq(item_shares::item_id)))
        .filter(item_shares::item_id.eq(id.0))
        .filter(item_shares::shared_with_id.eq(friend.0))
        // A share outlives nothing: the item must still be the sharer's.
        .filter(wishlist_items::user_id.eq(item_shares::owner_id))
        .select((ItemRow::as_select(), item_shares::can_edit))
        .first::<(ItemRow, bool)>(conn)
        .optional()?
        .map(|(row, can_edit)| (row.into(), can_edit)))
}

/// The user's items, newest first.
pub fn list(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<WishlistItem>, DbError> {
    Ok(wishlist_items::table
        .filter(wishlist_items::user_id.eq(user_id.0))
        .order(wishlist_items::id.desc())
        .select(ItemRow::as_select())
        .load(conn)?
        .into_iter()
        .map(WishlistItem::from)
        .collect())
}

/// Rewrites the owner's item; `None` when it is not theirs.
pub fn update(
    conn: &mut DbConnection,
    owner: UserId,
    id: WishlistItemId,
    input: &WishlistItemInput,
    at: NaiveDateTime,
) -> Result<Option<WishlistItem>, DbError> {
    let updated = diesel::update(
        wishlist_items::table
            .filter(wishlist_items::id.eq(id.0))
            .filter(wishlist_items::user_id.eq(owner.0)),
    )
    .set(ItemValues::new(input, at))
    .execute(conn)?;
    if updated == 0 {
        return Ok(None);
    }
    find(conn, owner, id)
}

pub fn delete(conn: &mut DbConnection, owner: UserId, id: WishlistItemId) -> Result<bool, DbError> {
    let deleted = diesel::delete(
        wishlist_items::table
            .filter(wishlist_items::id.eq(id.0))
            .filter(wishlist_items::user_id.eq(owner.0)),
    )
    .execute(conn)?;
    Ok(deleted > 0)
}

/// The public list token, if the user's wishlist is public.
pub fn public_token(conn: &mut DbConnection, user_id: UserId) -> Result<Option<String>, DbError> {
    Ok(users::table
        .find(user_id.0)
        .select(users::wishlist_token)
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
    let update = diesel::update(users::table.find(user_id.0));
    match token {
        Some(token) => update.set(users::wishlist_token.eq(token)).execute(conn)?,
        // A private list is never listed.
        None => update
            .set((
                users::wishlist_token.eq(None::<&str>),
                users::wishlist_listed.eq(false),
            ))
            .execute(conn)?,
    };
    Ok(())
}

/// Whether the user's public list is shown in Find a list.
pub fn listed(conn: &mut DbConnection, user_id: UserId) -> Result<bool, DbError> {
    Ok(users::table
        .find(user_id.0)
        .select(users::wishlist_listed)
        .first(conn)
        .optional()?
        .unwrap_or(false))
}

pub fn set_listed(conn: &mut DbConnection, user_id: UserId, listed: bool) -> Result<(), DbError> {
    diesel::update(users::table.find(user_id.0))
        .set(users::wishlist_listed.eq(listed))
        .execute(conn)?;
    Ok(())
}

/// The owner's first name and items behind a public token.
pub fn public_list(conn: &mut DbConnection, token: &str) -> Result<Option<PublicList>, DbError> {
    let owner: Option<(i64, Option<String>)> = users::table
        .filter(users::wishlist_token.eq(token))
        .select((users::id, users::first_name))
        .first(conn)
        .optional()?;
    let Some((owner_id, first_name)) = owner else {
        return Ok(None);
    };
    Ok(Some(PublicList {
        owner_id: UserId(owner_id),
        owner_first_name: first_name,
        items: list(conn, UserId(owner_id))?,
    }))
}

/// How many wishlist items the user has (the cap check before an insert).
pub fn count(conn: &mut DbConnection, user_id: UserId) -> Result<u64, DbError> {
    let count: i64 = wishlist_items::table
        .filter(wishlist_items::user_id.eq(user_id.0))
        .count()
        .get_result(conn)?;
    Ok(count.unsigned_abs())
}

impl WishlistStore for Store {
    fn wishlist(&mut self, owner: UserId) -> Result<Vec<WishlistItem>, StoreError> {
        Ok(list(self, owner)?)
    }

    fn insert_item_within(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<WishlistItem>, StoreError> {
        let at = self.stamp();
        Ok(insert_within(self, owner, input, cap, at)?)
    }

    fn insert_item(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
    ) -> Result<WishlistItem, StoreError> {
        let at = self.stamp();
        Ok(insert(self, owner, input, at)?)
    }

    fn item(
        &mut self,
        owner: UserId,
        id: WishlistItemId,
    ) -> Result<Option<WishlistItem>, StoreError> {
        Ok(find(self, owner, id)?)
    }

    fn item_shared_with(
        &mut self,
        friend: UserId,
        id: WishlistItemId,
    ) -> Result<Option<(WishlistItem, bool)>, StoreError> {
        Ok(find_shared(self, friend, id)?)
    }

    fn update_item(
        &mut self,
        owner: UserId,
        id: WishlistItemId,
        input: &WishlistItemInput,
    ) -> Result<Option<WishlistItem>, StoreError> {
        let at = self.stamp();
        Ok(update(self, owner, id, input, at)?)
    }

    fn delete_item(&mut self, owner: UserId, id: WishlistItemId) -> Result<bool, StoreError> {
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
