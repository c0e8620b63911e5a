//! An item a friend shared with me, with its owner and what I may know of
//! its claims.

use domain::claim::ClaimView;
use domain::ids::UserId;
use domain::item::Item;
use domain::sharing::SharedWithMe;
use domain::user::User;
use serde::Serialize;
use utoipa::ToSchema;

use crate::responses::claims::ClaimFields;
use crate::responses::items::PriceChangeResponse;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Owner {
    pub id: i64,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
}

impl From<User> for Owner {
    fn from(u: User) -> Self {
        Owner {
            id: u.id.0,
            first_name: u.first_name,
            last_name: u.last_name,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedItemSummary {
    pub id: i64,
    pub name: String,
    pub description: Option<String>,
    pub price: Option<String>,
    pub image_url: Option<String>,
    pub url: Option<String>,
    /// What a friend with the editing right may change, with the above.
    pub category: Option<String>,
    pub where_to_buy: Option<String>,
    pub quantity: u32,
    /// The owner's own flag (what givers bought is in the claims).
    pub purchased: bool,
    /// The last change the price watcher saw on the shop's page.
    pub price_change: Option<PriceChangeResponse>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedItemEntry {
    /// The share's id.
    pub id: i64,
    pub wishlist_item: SharedItemSummary,
    pub owner: Owner,
    pub can_edit: bool,
    /// Who claimed it and what is left (a friend is never its recipient).
    #[serde(flatten)]
    pub claims: ClaimFields,
}

/// An item shared with `me`, with what they may know of its claims.
pub fn shared_entry(
    entry: SharedWithMe<Item>,
    view: Option<ClaimView>,
    me: UserId,
) -> SharedItemEntry {
    let item = entry.shared;
    SharedItemEntry {
        id: entry.share_id.0,
        wishlist_item: SharedItemSummary {
            id: item.id.0,
            name: item.input.name,
            description: item.input.description,
            price: item.input.price,
            image_url: item.input.image_url,
            url: item.input.url,
            category: item.input.category,
            where_to_buy: item.input.where_to_buy,
            quantity: item.input.quantity,
            purchased: item.input.purchased,
            price_change: item.price_change.map(PriceChangeResponse::from),
        },
        owner: entry.owner.into(),
        can_edit: entry.can_edit,
        claims: view
            .map(|v| ClaimFields::new(v, Some(me)))
            .unwrap_or_default(),
    }
}
