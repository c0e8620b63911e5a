//! An item's price history and my watch on it (the price watcher reads
//! items with a link once a day when it is on).

use actix_web::{get, put, web};
use chrono::{DateTime, Utc};
use domain::ids::{ItemId, ListId};
use domain::price_watch::money;
use domain::use_cases::prices::{price_view, set_watch, ItemRef, PriceView, WatchDraft};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiResult, ErrorBody};
use crate::json_fields::{double_option, utc};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceReadingResponse {
    /// As the shop's page showed it.
    pub price: String,
    /// In cents, when it is a plain amount.
    pub cents: Option<i64>,
    pub read_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceResponse {
    /// Newest first, at most a year of daily readings.
    pub readings: Vec<PriceReadingResponse>,
    /// Whether I hear of drops.
    pub watching: bool,
    /// Tell me of a drop by this percentage (1 to 90; default 10).
    pub drop_percent: u8,
    /// Tell me when it is at or below this price.
    pub target_price: Option<String>,
}

impl From<PriceView> for PriceResponse {
    fn from(view: PriceView) -> Self {
        PriceResponse {
            readings: view
                .readings
                .into_iter()
                .map(|r| PriceReadingResponse {
                    price: r.price,
                    cents: r.cents,
                    read_at: utc(r.read_at),
                })
                .collect(),
            watching: view.watching,
            drop_percent: view.watch.drop_percent,
            target_price: view.watch.target_cents.map(money),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WatchBody {
    watching: Option<bool>,
    drop_percent: Option<i64>,
    /// An amount such as `$80`; null or empty clears it.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    target_price: Option<Option<String>>,
}

impl From<WatchBody> for WatchDraft {
    fn from(b: WatchBody) -> Self {
        WatchDraft {
            watching: b.watching,
            drop_percent: b.drop_percent,
            target_price: b.target_price,
        }
    }
}

async fn view(
    state: &AppState,
    me: domain::ids::UserId,
    item: ItemRef,
) -> ApiResult<web::Json<PriceResponse>> {
    let view = db::run(&state.db, move |store| price_view(store, me, item)).await?;
    Ok(web::Json(view.into()))
}

async fn watch(
    state: &AppState,
    me: domain::ids::UserId,
    item: ItemRef,
    body: WatchBody,
) -> ApiResult<web::Json<PriceResponse>> {
    let draft = WatchDraft::from(body);
    let view = db::run(&state.db, move |store| set_watch(store, me, item, draft)).await?;
    Ok(web::Json(view.into()))
}

#[utoipa::path(
    tag = "prices",
    params(("id" = i64, Path, description = "A wishlist item's id (mine, or shared with me)")),
    responses(
        (status = 200, body = PriceResponse),
        (status = 404, description = "Neither mine nor shared with me", body = ErrorBody),
    )
)]
#[get("/wishlist/{id}/price")]
pub async fn wishlist_item_price(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<PriceResponse>> {
    view(&state, me, ItemRef::Wishlist(ItemId(path.into_inner()))).await
}

#[utoipa::path(
    tag = "prices",
    params(("id" = i64, Path, description = "A wishlist item's id (mine, or shared with me)")),
    request_body = WatchBody,
    responses(
        (status = 200, body = PriceResponse),
        (status = 400, description = "A bad percentage or target price", body = ErrorBody),
        (status = 404, description = "Neither mine nor shared with me", body = ErrorBody),
    )
)]
#[put("/wishlist/{id}/price/watch")]
pub async fn watch_wishlist_item(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<WatchBody>,
) -> ApiResult<web::Json<PriceResponse>> {
    watch(
        &state,
        me,
        ItemRef::Wishlist(ItemId(path.into_inner())),
        body.into_inner(),
    )
    .await
}

#[utoipa::path(
    tag = "prices",
    params(
        ("id" = i64, Path, description = "The list's id"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    responses(
        (status = 200, body = PriceResponse),
        (status = 404, description = "Not on the list, or a surprise for me", body = ErrorBody),
    )
)]
#[get("/collaborative-wishlists/{id}/items/{itemId}/price")]
pub async fn group_item_price(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<web::Json<PriceResponse>> {
    let (list, item) = path.into_inner();
    view(&state, me, ItemRef::Group(ListId(list), ItemId(item))).await
}

#[utoipa::path(
    tag = "prices",
    params(
        ("id" = i64, Path, description = "The list's id"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    request_body = WatchBody,
    responses(
        (status = 200, body = PriceResponse),
        (status = 400, description = "A bad percentage or target price", body = ErrorBody),
        (status = 404, description = "Not on the list, or a surprise for me", body = ErrorBody),
    )
)]
#[put("/collaborative-wishlists/{id}/items/{itemId}/price/watch")]
pub async fn watch_group_item(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<WatchBody>,
) -> ApiResult<web::Json<PriceResponse>> {
    let (list, item) = path.into_inner();
    watch(
        &state,
        me,
        ItemRef::Group(ListId(list), ItemId(item)),
        body.into_inner(),
    )
    .await
}
