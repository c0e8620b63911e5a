//! An item's fields as every list answers them (a personal or a group
//! list's), its last price change, the body that adds or changes one, and
//! my own item as I see it.

use chrono::{DateTime, Utc};
use domain::claim::ClaimView;
use domain::ids::UserId;
use domain::item::Item;
use domain::price_watch::{PriceChange, PriceDirection};
use domain::wishlist::{price_value, Priority, WishlistDraft};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::json_fields::{double_option, utc};
use crate::responses::claims::ClaimFields;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WishlistItemResponse {
    pub id: i64,
    pub name: String,
    pub description: Option<String>,
    /// The price as entered, e.g. `$24.99`.
    pub price: Option<String>,
    /// `price` as a number, when it has one.
    pub price_value: Option<f64>,
    pub url: Option<String>,
    pub category: Option<String>,
    pub priority: Priority,
    /// 1 to 5 stars.
    pub ranking: u8,
    pub quantity: u32,
    pub where_to_buy: Option<String>,
    pub image_url: Option<String>,
    pub purchased: bool,
    /// The last change the price watcher saw on the shop's page.
    pub price_change: Option<PriceChangeResponse>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// An item's last price change.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceChangeResponse {
    pub from: String,
    pub to: String,
    pub changed_at: DateTime<Utc>,
    /// Which way the amounts went (`change` when they cannot both be read).
    pub direction: PriceDirectionBody,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum PriceDirectionBody {
    Drop,
    Rise,
    Change,
}

impl From<PriceChange> for PriceChangeResponse {
    fn from(change: PriceChange) -> Self {
        let direction = match change.direction() {
            PriceDirection::Drop => PriceDirectionBody::Drop,
            PriceDirection::Rise => PriceDirectionBody::Rise,
            PriceDirection::Change => PriceDirectionBody::Change,
        };
        PriceChangeResponse {
            from: change.from,
            to: change.to,
            changed_at: utc(change.at),
            direction,
        }
    }
}

/// The one mapper of an item's fields, whatever list it is on.
impl From<Item> for WishlistItemResponse {
    fn from(item: Item) -> Self {
        let input = item.input;
        WishlistItemResponse {
            id: item.id.0,
            price_value: input.price.as_deref().and_then(price_value),
            name: input.name,
            description: input.description,
            price: input.price,
            url: input.url,
            category: input.category,
            priority: input.priority,
            ranking: input.ranking,
            quantity: input.quantity,
            where_to_buy: input.where_to_buy,
            image_url: input.image_url,
            purchased: input.purchased,
            price_change: item.price_change.map(PriceChangeResponse::from),
            created_at: utc(item.created_at),
            updated_at: utc(item.updated_at),
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WishlistItemBody {
    name: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    description: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    price: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    url: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    category: Option<Option<String>>,
    priority: Option<String>,
    ranking: Option<i64>,
    quantity: Option<i64>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    where_to_buy: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    image_url: Option<Option<String>>,
    purchased: Option<bool>,
}

impl From<WishlistItemBody> for WishlistDraft {
    fn from(b: WishlistItemBody) -> Self {
        WishlistDraft {
            name: b.name,
            description: b.description,
            price: b.price,
            url: b.url,
            category: b.category,
            priority: b.priority,
            ranking: b.ranking,
            quantity: b.quantity,
            where_to_buy: b.where_to_buy,
            image_url: b.image_url,
            purchased: b.purchased,
        }
    }
}

/// One of my own items: never who claimed it, until I mark it received.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnerItemResponse {
    #[serde(flatten)]
    pub item: WishlistItemResponse,
    /// I marked it received.
    pub received: bool,
    /// Once received: who gave it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub given_by: Option<Vec<String>>,
}

/// My item as I see it (`view`: what I may know of its claims, if read).
pub fn owner_item(item: Item, view: Option<ClaimView>, me: UserId) -> OwnerItemResponse {
    let received = item.received_at.is_some();
    let given_by = view.and_then(|v| ClaimFields::new(v, Some(me)).given_by);
    OwnerItemResponse {
        item: item.into(),
        received,
        given_by,
    }
}
