//! Sharing my wishlist items and special dates with friends.

use actix_web::{get, post, web};
use domain::claim::ClaimView;
use domain::ids::{SpecialDateId, UserId, WishlistItemId};
use domain::ports::ShareStore;
use domain::sharing::{Shareable, SharedWithMe};
use domain::use_cases::claims::{claim_views, ClaimSubject};
use domain::use_cases::sharing::{dates_shared_with_me as shared_dates, share_with_friend};
use domain::user::User;
use domain::wishlist::WishlistItem;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiResult, ErrorBody};
use crate::routes::claims::ClaimFields;
use crate::routes::dates::SpecialDateResponse;
use crate::routes::wishlist::PriceChangeResponse;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareBody {
    /// The friend's user id (`id` in `GET /api/friends`).
    shared_with_id: Option<i64>,
    #[serde(default)]
    can_edit: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareResponse {
    pub id: i64,
    pub shared_with_id: i64,
    pub can_edit: bool,
}

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

/// Shares one of my things with a friend: 404 unless it is mine, 400
/// unless they are a current friend; sharing again updates canEdit.
async fn share(
    state: &AppState,
    user_id: UserId,
    what: Shareable,
    body: ShareBody,
) -> ApiResult<web::Json<ShareResponse>> {
    let ShareBody {
        shared_with_id,
        can_edit,
    } = body;
    let friend = shared_with_id.map(UserId);
    let share = db::run(&state.db, move |store| {
        share_with_friend(store, user_id, what, friend, can_edit)
    })
    .await?;
    Ok(web::Json(ShareResponse {
        id: share.id.0,
        shared_with_id: share.shared_with_id.0,
        can_edit: share.can_edit,
    }))
}

#[utoipa::path(
    tag = "sharing",
    params(("id" = i64, Path, description = "My wishlist item's id")),
    request_body = ShareBody,
    responses(
        (status = 200, description = "Shared (sharing again updates canEdit)", body = ShareResponse),
        (status = 400, description = "Not a friend of mine", body = ErrorBody),
        (status = 404, description = "Not one of my items", body = ErrorBody),
    )
)]
#[post("/sharing/wishlist-items/{id}")]
pub async fn share_item(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ShareBody>,
) -> ApiResult<web::Json<ShareResponse>> {
    let what = Shareable::WishlistItem(WishlistItemId(path.into_inner()));
    share(&state, user_id, what, body.into_inner()).await
}

#[utoipa::path(
    tag = "sharing",
    params(("id" = i64, Path, description = "My special date's id")),
    request_body = ShareBody,
    responses(
        (status = 200, description = "Shared (sharing again updates canEdit)", body = ShareResponse),
        (status = 400, description = "Not a friend of mine", body = ErrorBody),
        (status = 404, description = "Not one of my dates", body = ErrorBody),
    )
)]
#[post("/sharing/special-dates/{id}")]
pub async fn share_date(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ShareBody>,
) -> ApiResult<web::Json<ShareResponse>> {
    let what = Shareable::SpecialDate(SpecialDateId(path.into_inner()));
    share(&state, user_id, what, body.into_inner()).await
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
    entry: SharedWithMe<WishlistItem>,
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

#[utoipa::path(
    tag = "sharing",
    responses((status = 200, description = "Items friends shared with me", body = [SharedItemEntry]))
)]
#[get("/sharing/wishlist-items")]
pub async fn items_shared_with_me(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<SharedItemEntry>>> {
    let (shared, views) = db::run(&state.db, move |store| {
        let shared = store.items_shared_with(user_id)?;
        let subjects: Vec<ClaimSubject> = shared
            .iter()
            .map(|e| ClaimSubject::wishlist_item(&e.shared))
            .collect();
        let views = claim_views(store, Some(user_id), &subjects)?;
        Ok::<_, domain::StoreError>((shared, views))
    })
    .await?;
    Ok(web::Json(
        shared
            .into_iter()
            .zip(views)
            .map(|(entry, view)| shared_entry(entry, Some(view), user_id))
            .collect(),
    ))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedDateEntry {
    pub id: i64,
    pub special_date: SpecialDateResponse,
    pub owner: Owner,
    pub can_edit: bool,
}

#[utoipa::path(
    tag = "sharing",
    responses((status = 200, description = "Dates friends shared with me (countdowns in my time zone)", body = [SharedDateEntry]))
)]
#[get("/sharing/special-dates")]
pub async fn dates_shared_with_me(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<SharedDateEntry>>> {
    let now = state.clock.now();
    let shared = db::run(&state.db, move |store| shared_dates(store, user_id, now)).await?;
    let today = shared.today;
    Ok(web::Json(
        shared
            .value
            .into_iter()
            .map(|entry| SharedDateEntry {
                id: entry.share_id.0,
                special_date: SpecialDateResponse::new(entry.shared, today),
                owner: entry.owner.into(),
                can_edit: entry.can_edit,
            })
            .collect(),
    ))
}
