//! Claims ("I'll get this"): on group list items (members), on items shared
//! with me (friends), and on public links (guests, with an undo link); the
//! reveal (archive a list, mark an item received). What a viewer may know of
//! an item's claims is [`ClaimFields`], absent altogether for its recipient.

use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use domain::claim::{ClaimDraft, GuestClaimDraft};
use domain::ids::{ItemId, ListId};
use domain::token::TokenKind;
use domain::use_cases::claims::{
    archive_group_list, claim_as_guest, claim_group_item, claim_shared_item, group_item_after,
    group_list_after, guest_claim, received, shared_item_after, unclaim_group_item,
    unclaim_shared_item, undo_guest_claim, ClaimError,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::session::{token_hash, MaybeSignedIn};
use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json_fields::Deleted;
use crate::links::{new_token, public_base};
use crate::responses::claims::ClaimBody;
use crate::responses::group_lists::{answer_with_claims, GroupItemResponse, GroupWishlist};
use crate::responses::items::{owner_item, OwnerItemResponse};
use crate::responses::sharing::{shared_entry, SharedItemEntry};
use crate::state::AppState;

#[utoipa::path(
    tag = "claims",
    params(
        ("id" = i64, Path, description = "The list's id"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    request_body = ClaimBody,
    responses(
        (status = 200, description = "The item with my claim set", body = GroupItemResponse),
        (status = 400, description = "A quantity below 1, an unknown status", body = ErrorBody),
        (status = 403, description = "The gift is for me", body = ErrorBody),
        (status = 404, description = "No such list or item for me", body = ErrorBody),
        (status = 409, description = "More than is left, or the list is archived", body = ErrorBody),
    )
)]
#[put("/collaborative-wishlists/{id}/items/{itemId}/claim")]
pub async fn claim_group_item_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<ClaimBody>,
) -> ApiResult<web::Json<GroupItemResponse>> {
    let (id, item) = path.into_inner();
    let (id, item) = (ListId(id), ItemId(item));
    let draft = ClaimDraft::from(body.into_inner());
    let seen = db::run(&state.db, move |store| {
        group_item_after(store, me, id, |store| {
            claim_group_item(store, me, id, item, draft)
        })
    })
    .await?;
    Ok(web::Json(GroupItemResponse::seen(seen, me)))
}

#[utoipa::path(
    tag = "claims",
    params(
        ("id" = i64, Path, description = "The list's id"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    responses(
        (status = 200, description = "The item without my claim", body = GroupItemResponse),
        (status = 403, description = "The gift is for me", body = ErrorBody),
        (status = 404, description = "No such item, or no claim of mine on it", body = ErrorBody),
        (status = 409, description = "The list is archived", body = ErrorBody),
    )
)]
#[delete("/collaborative-wishlists/{id}/items/{itemId}/claim")]
pub async fn unclaim_group_item_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<web::Json<GroupItemResponse>> {
    let (id, item) = path.into_inner();
    let (id, item) = (ListId(id), ItemId(item));
    let seen = db::run(&state.db, move |store| {
        group_item_after(store, me, id, |store| {
            unclaim_group_item(store, me, id, item)
        })
    })
    .await?;
    Ok(web::Json(GroupItemResponse::seen(seen, me)))
}

#[utoipa::path(
    tag = "claims",
    params(("id" = i64, Path, description = "The list's id")),
    responses(
        (status = 200, description = "Archived: claims close, recipients see who gave what", body = GroupWishlist),
        (status = 403, description = "Only the creator", body = ErrorBody),
        (status = 404, description = "No such list, or I am not on it", body = ErrorBody),
    )
)]
#[post("/collaborative-wishlists/{id}/archive")]
pub async fn archive_group_wishlist(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<GroupWishlist>> {
    let id = ListId(path.into_inner());
    let now = state.clock.now().naive_utc();
    let page = db::run(&state.db, move |store| {
        group_list_after(store, me, |store| {
            archive_group_list(store, me, id, now)?;
            Ok(id)
        })
    })
    .await?;
    Ok(web::Json(answer_with_claims(&state, &req, page, me)))
}

#[utoipa::path(
    tag = "claims",
    params(("itemId" = i64, Path, description = "The shared item's id")),
    request_body = ClaimBody,
    responses(
        (status = 200, description = "The shared item with my claim set", body = SharedItemEntry),
        (status = 400, description = "A quantity below 1, an unknown status", body = ErrorBody),
        (status = 404, description = "Not shared with me", body = ErrorBody),
        (status = 409, description = "More than is left, or the item was received", body = ErrorBody),
    )
)]
#[put("/sharing/wishlist-items/{itemId}/claim")]
pub async fn claim_shared_item_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ClaimBody>,
) -> ApiResult<web::Json<SharedItemEntry>> {
    let item = ItemId(path.into_inner());
    let draft = ClaimDraft::from(body.into_inner());
    let seen = db::run(&state.db, move |store| {
        shared_item_after(store, me, item, |store| {
            claim_shared_item(store, me, item, draft)
        })
    })
    .await?;
    Ok(web::Json(shared_entry(seen.item, Some(seen.claims), me)))
}

#[utoipa::path(
    tag = "claims",
    params(("itemId" = i64, Path, description = "The shared item's id")),
    responses(
        (status = 200, description = "The shared item without my claim", body = SharedItemEntry),
        (status = 404, description = "Not shared with me, or no claim of mine on it", body = ErrorBody),
        (status = 409, description = "The item was received", body = ErrorBody),
    )
)]
#[delete("/sharing/wishlist-items/{itemId}/claim")]
pub async fn unclaim_shared_item_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<SharedItemEntry>> {
    let item = ItemId(path.into_inner());
    let seen = db::run(&state.db, move |store| {
        shared_item_after(store, me, item, |store| {
            unclaim_shared_item(store, me, item)
        })
    })
    .await?;
    Ok(web::Json(shared_entry(seen.item, Some(seen.claims), me)))
}

#[utoipa::path(
    tag = "claims",
    params(("id" = i64, Path, description = "My item's id")),
    responses(
        (status = 200, description = "Received: who gave it shows", body = OwnerItemResponse),
        (status = 404, description = "Not one of my items", body = ErrorBody),
    )
)]
#[post("/wishlist/{id}/received")]
pub async fn mark_item_received(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<OwnerItemResponse>> {
    let id = ItemId(path.into_inner());
    let now = state.clock.now().naive_utc();
    let seen = db::run(&state.db, move |store| received(store, me, id, now)).await?;
    Ok(web::Json(owner_item(seen.item, Some(seen.claims), me)))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestClaimBody {
    /// The guest's name: 'Please enter your name'.
    name: Option<String>,
    email: Option<String>,
    /// Units to claim (default 1).
    quantity: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestClaimResponse {
    pub quantity: u32,
    pub item_name: String,
    /// The private link that undoes the claim: shown once.
    pub undo_url: String,
}

#[utoipa::path(
    tag = "claims",
    params(
        ("token" = String, Path, description = "The list's public token"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    request_body = GuestClaimBody,
    responses(
        (status = 201, description = "Claimed; the undo link is in the answer", body = GuestClaimResponse),
        (status = 400, description = "'Please enter your name', ...", body = ErrorBody),
        (status = 403, description = "Signed in as the person the gift is for", body = ErrorBody),
        (status = 404, description = "No such list or item", body = ErrorBody),
        (status = 409, description = "More than is left, or the list is archived", body = ErrorBody),
        (status = 429, description = "More guest claims than the server allows from this address in a minute (5 by default) or on this list in an hour (30); `Retry-After` says when to try again", body = ErrorBody),
    )
)]
#[post("/public/lists/{token}/items/{itemId}/claims")]
pub async fn claim_as_guest_route(
    state: web::Data<AppState>,
    MaybeSignedIn(viewer): MaybeSignedIn,
    req: HttpRequest,
    path: web::Path<(String, i64)>,
    body: web::Json<GuestClaimBody>,
) -> ApiResult<HttpResponse> {
    let (token, item_id) = path.into_inner();
    let client = crate::client::client_address(&state.config.trusted_proxies, &req);
    crate::rate_limit::take(&state, state.guest_claims, client)
        .await?
        .map_err(|wait| ApiError::too_many(domain::messages::GUEST_CLAIMS_TOO_MANY, Some(wait)))?;
    crate::rate_limit::take(&state, state.list_guest_claims, token.clone())
        .await?
        .map_err(|wait| ApiError::too_many(domain::messages::GUEST_CLAIMS_TOO_MANY, Some(wait)))?;
    let GuestClaimBody {
        name,
        email,
        quantity,
    } = body.into_inner();
    let draft = GuestClaimDraft {
        name,
        email,
        quantity,
    };
    let undo = new_token(TokenKind::ClaimUndo);
    let hash = token_hash(&undo);
    let (claim, item_name) = db::run(&state.db, move |store| {
        claim_as_guest(store, viewer, &token, item_id, draft, hash)
    })
    .await?;
    Ok(HttpResponse::Created().json(GuestClaimResponse {
        quantity: claim.quantity,
        item_name,
        undo_url: format!("{}/claims?token={undo}", public_base(&state, &req)),
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestClaimView {
    pub item_name: String,
    pub quantity: u32,
    pub guest_name: String,
    pub list_title: String,
    /// The list's public page while it is public.
    pub list_url: Option<String>,
}

fn undo_hash(token: &str) -> Result<String, ClaimError> {
    if !TokenKind::ClaimUndo.is_well_formed(token) {
        return Err(ClaimError::NotFound);
    }
    Ok(token_hash(token))
}

#[utoipa::path(
    tag = "claims",
    params(("token" = String, Path, description = "The claim's undo token")),
    responses(
        (status = 200, body = GuestClaimView),
        (status = 404, description = "Undone already, or no such claim", body = ErrorBody),
    )
)]
#[get("/public/claims/{token}")]
pub async fn guest_claim_route(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> ApiResult<web::Json<GuestClaimView>> {
    let hash = undo_hash(&path.into_inner())?;
    let claimed = db::run(&state.db, move |store| guest_claim(store, &hash)).await?;
    Ok(web::Json(GuestClaimView {
        item_name: claimed.item_name,
        quantity: claimed.claim.quantity,
        guest_name: claimed.claim.giver.display(),
        list_title: claimed.list_title,
        list_url: claimed.list_token.map(|t| format!("/lists/{t}")),
    }))
}

#[utoipa::path(
    tag = "claims",
    params(("token" = String, Path, description = "The claim's undo token")),
    responses(
        (status = 200, description = "Undone", body = Deleted),
        (status = 404, description = "Undone already, or no such claim", body = ErrorBody),
    )
)]
#[delete("/public/claims/{token}")]
pub async fn undo_guest_claim_route(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> ApiResult<web::Json<Deleted>> {
    let hash = undo_hash(&path.into_inner())?;
    let claim = db::run(&state.db, move |store| undo_guest_claim(store, &hash)).await?;
    Ok(web::Json(Deleted::id(claim.id.0)))
}
