//! Wishlist items, their shares with friends, and the public list token.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::user::UserId;
use domain::wishlist::{Priority, WishlistItemInput};

use crate::schema::{item_shares, users, wishlist_items};
use crate::{now, DbConnection, StoreError};

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
}

/// A stored item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WishlistItem {
    pub id: i64,
    pub owner_id: UserId,
    pub input: WishlistItemInput,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

impl From<ItemRow> for WishlistItem {
    fn from(row: ItemRow) -> Self {
        WishlistItem {
            id: row.id,
            owner_id: row.user_id,
            input: WishlistItemInput {
                name: row.name,
                description: row.description,
                price: row.price,
                url: row.url,
                category: row.category,
                priority: Priority::parse(&row.priority).unwrap_or(Priority::Medium),
                ranking: u8::try_from(row.ranking).unwrap_or(3),
                quantity: u32::try_from(row.quantity).unwrap_or(1),
                where_to_buy: row.where_to_buy,
                image_url: row.image_url,
                purchased: row.purchased,
            },
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
) -> Result<WishlistItem, StoreError> {
    let at = now();
    let id: i64 = diesel::insert_into(wishlist_items::table)
        .values((
            wishlist_items::user_id.eq(user_id),
            wishlist_items::created_at.eq(at),
            ItemValues::new(input, at),
        ))
        .returning(wishlist_items::id)
        .get_result(conn)?;
    find_any(conn, id)?.ok_or(StoreError::NotFound)
}

/// An item by id whoever owns it: callers check ownership or a share.
pub fn find_any(conn: &mut DbConnection, id: i64) -> Result<Option<WishlistItem>, StoreError> {
    Ok(wishlist_items::table
        .find(id)
        .select(ItemRow::as_select())
        .first(conn)
        .optional()?
        .map(WishlistItem::from))
}

/// The user's items, newest first.
pub fn list(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<WishlistItem>, StoreError> {
    Ok(wishlist_items::table
        .filter(wishlist_items::user_id.eq(user_id))
        .order(wishlist_items::id.desc())
        .select(ItemRow::as_select())
        .load(conn)?
        .into_iter()
        .map(WishlistItem::from)
        .collect())
}

pub fn update(
    conn: &mut DbConnection,
    id: i64,
    input: &WishlistItemInput,
) -> Result<Option<WishlistItem>, StoreError> {
    diesel::update(wishlist_items::table.find(id))
        .set(ItemValues::new(input, now()))
        .execute(conn)?;
    find_any(conn, id)
}

pub fn delete(conn: &mut DbConnection, user_id: UserId, id: i64) -> Result<bool, StoreError> {
    let deleted = diesel::delete(
        wishlist_items::table
            .filter(wishlist_items::id.eq(id))
            .filter(wishlist_items::user_id.eq(user_id)),
    )
    .execute(conn)?;
    Ok(deleted > 0)
}

/// Whether `user_id` may edit `item_id` through a share (`None`: not shared with them).
pub fn share_can_edit(
    conn: &mut DbConnection,
    item_id: i64,
    user_id: UserId,
) -> Result<Option<bool>, StoreError> {
    Ok(item_shares::table
        .filter(item_shares::item_id.eq(item_id))
        .filter(item_shares::shared_with_id.eq(user_id))
        .select(item_shares::can_edit)
        .first(conn)
        .optional()?)
}

/// The public list token, if the user's wishlist is public.
pub fn public_token(
    conn: &mut DbConnection,
    user_id: UserId,
) -> Result<Option<String>, StoreError> {
    Ok(users::table
        .find(user_id)
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
) -> Result<(), StoreError> {
    diesel::update(users::table.find(user_id))
        .set(users::wishlist_token.eq(token))
        .execute(conn)?;
    Ok(())
}

/// A public list: the owner's first name (never more) and the items.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicList {
    pub owner_first_name: Option<String>,
    pub items: Vec<WishlistItem>,
}

/// The owner's first name and items behind a public token.
pub fn public_list(conn: &mut DbConnection, token: &str) -> Result<Option<PublicList>, StoreError> {
    let owner: Option<(i64, Option<String>)> = users::table
        .filter(users::wishlist_token.eq(token))
        .select((users::id, users::first_name))
        .first(conn)
        .optional()?;
    let Some((owner_id, first_name)) = owner else {
        return Ok(None);
    };
    Ok(Some(PublicList {
        owner_first_name: first_name,
        items: list(conn, owner_id)?,
    }))
}
