//! Sharing my wishlist items and special dates with friends.

use actix_web::{delete, get, patch, post, web, HttpResponse};
use domain::ids::{ItemId, SpecialDateId, UserId};
use domain::sharing::{ShareOfMine, Shareable};
use domain::use_cases::claims::shared_with_me;
use domain::use_cases::sharing::{
    change_share_right, dates_shared_with_me as shared_dates, share_with_friend, shares_of,
    stop_sharing,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiResult, ErrorBody};
use crate::json_fields::utc;
use crate::responses::dates::SpecialDateResponse;
use crate::responses::sharing::{shared_entry, Owner, SharedItemEntry};
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
    let what = Shareable::WishlistItem(ItemId(path.into_inner()));
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

#[utoipa::path(
    tag = "sharing",
    responses((status = 200, description = "Items friends shared with me", body = [SharedItemEntry]))
)]
#[get("/sharing/wishlist-items")]
pub async fn items_shared_with_me(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<SharedItemEntry>>> {
    let shared = db::run(&state.db, move |store| shared_with_me(store, user_id)).await?;
    Ok(web::Json(
        shared
            .into_iter()
            .map(|seen| shared_entry(seen.item, Some(seen.claims), user_id))
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

/// One of my shares: the friend it is shared with and their right.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareEntry {
    /// The share's id.
    pub id: i64,
    pub shared_with_id: i64,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub can_edit: bool,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl From<ShareOfMine> for ShareEntry {
    fn from(share: ShareOfMine) -> Self {
        ShareEntry {
            id: share.id.0,
            shared_with_id: share.friend.id.0,
            first_name: share.friend.first_name,
            last_name: share.friend.last_name,
            email: share.friend.email,
            can_edit: share.can_edit,
            created_at: utc(share.created_at),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareRightBody {
    can_edit: bool,
}

async fn list_shares(
    state: &AppState,
    user_id: UserId,
    what: Shareable,
) -> ApiResult<web::Json<Vec<ShareEntry>>> {
    let shares = db::run(&state.db, move |store| shares_of(store, user_id, what)).await?;
    Ok(web::Json(
        shares.into_iter().map(ShareEntry::from).collect(),
    ))
}

async fn change_right(
    state: &AppState,
    user_id: UserId,
    what: Shareable,
    friend: UserId,
    can_edit: bool,
) -> ApiResult<web::Json<ShareResponse>> {
    let share = db::run(&state.db, move |store| {
        change_share_right(store, user_id, what, friend, can_edit)
    })
    .await?;
    Ok(web::Json(ShareResponse {
        id: share.id.0,
        shared_with_id: share.shared_with_id.0,
        can_edit: share.can_edit,
    }))
}

async fn end_share(
    state: &AppState,
    user_id: UserId,
    what: Shareable,
    friend: UserId,
) -> ApiResult<HttpResponse> {
    db::run(&state.db, move |store| {
        stop_sharing(store, user_id, what, friend)
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    tag = "sharing",
    params(("id" = i64, Path, description = "My wishlist item's id")),
    responses(
        (status = 200, description = "Who the item is shared with, oldest share first", body = [ShareEntry]),
        (status = 404, description = "Not one of my items", body = ErrorBody),
    )
)]
#[get("/sharing/wishlist-items/{id}/shares")]
pub async fn item_shares(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Vec<ShareEntry>>> {
    let what = Shareable::WishlistItem(ItemId(path.into_inner()));
    list_shares(&state, user_id, what).await
}

#[utoipa::path(
    tag = "sharing",
    params(
        ("id" = i64, Path, description = "My wishlist item's id"),
        ("friendId" = i64, Path, description = "The friend it is shared with"),
    ),
    request_body = ShareRightBody,
    responses(
        (status = 200, description = "The right changed", body = ShareResponse),
        (status = 404, description = "Not one of my items, or not shared with them", body = ErrorBody),
    )
)]
#[patch("/sharing/wishlist-items/{id}/shares/{friendId}")]
pub async fn change_item_share(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<ShareRightBody>,
) -> ApiResult<web::Json<ShareResponse>> {
    let (id, friend) = path.into_inner();
    let what = Shareable::WishlistItem(ItemId(id));
    change_right(&state, user_id, what, UserId(friend), body.can_edit).await
}

#[utoipa::path(
    tag = "sharing",
    params(
        ("id" = i64, Path, description = "My wishlist item's id"),
        ("friendId" = i64, Path, description = "The friend it is shared with"),
    ),
    responses(
        (status = 204, description = "No longer shared: the friend loses access at once"),
        (status = 404, description = "Not one of my items, or not shared with them", body = ErrorBody),
    )
)]
#[delete("/sharing/wishlist-items/{id}/shares/{friendId}")]
pub async fn end_item_share(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<HttpResponse> {
    let (id, friend) = path.into_inner();
    end_share(
        &state,
        user_id,
        Shareable::WishlistItem(ItemId(id)),
        UserId(friend),
    )
    .await
}

#[utoipa::path(
    tag = "sharing",
    params(("id" = i64, Path, description = "My special date's id")),
    responses(
        (status = 200, description = "Who the date is shared with, oldest share first", body = [ShareEntry]),
        (status = 404, description = "Not one of my dates", body = ErrorBody),
    )
)]
#[get("/sharing/special-dates/{id}/shares")]
pub async fn date_shares(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Vec<ShareEntry>>> {
    let what = Shareable::SpecialDate(SpecialDateId(path.into_inner()));
    list_shares(&state, user_id, what).await
}

#[utoipa::path(
    tag = "sharing",
    params(
        ("id" = i64, Path, description = "My special date's id"),
        ("friendId" = i64, Path, description = "The friend it is shared with"),
    ),
    request_body = ShareRightBody,
    responses(
        (status = 200, description = "The right changed", body = ShareResponse),
        (status = 404, description = "Not one of my dates, or not shared with them", body = ErrorBody),
    )
)]
#[patch("/sharing/special-dates/{id}/shares/{friendId}")]
pub async fn change_date_share(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<ShareRightBody>,
) -> ApiResult<web::Json<ShareResponse>> {
    let (id, friend) = path.into_inner();
    let what = Shareable::SpecialDate(SpecialDateId(id));
    change_right(&state, user_id, what, UserId(friend), body.can_edit).await
}

#[utoipa::path(
    tag = "sharing",
    params(
        ("id" = i64, Path, description = "My special date's id"),
        ("friendId" = i64, Path, description = "The friend it is shared with"),
    ),
    responses(
        (status = 204, description = "No longer shared: the friend loses access at once"),
        (status = 404, description = "Not one of my dates, or not shared with them", body = ErrorBody),
    )
)]
#[delete("/sharing/special-dates/{id}/shares/{friendId}")]
pub async fn end_date_share(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<HttpResponse> {
    let (id, friend) = path.into_inner();
    let what = Shareable::SpecialDate(SpecialDateId(id));
    end_share(&state, user_id, what, UserId(friend)).await
}
