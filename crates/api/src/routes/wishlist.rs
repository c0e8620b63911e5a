//! The wishlist: my items, edits by friends allowed to, and the public link.

use actix_web::{delete, get, patch, post, put, web, HttpRequest, HttpResponse};
use domain::claim::ClaimView;
use domain::group_list::{personal_list_title, ListKind, Occasion};
use domain::ids::ItemId;
use domain::ports::WishlistStore;
use domain::token::TokenKind;
use domain::use_cases::claims::{my_wishlist, public_list_as_seen, PublicListSeen};
use domain::use_cases::group_lists::PublicView;
use domain::use_cases::wishlist::{
    add_wishlist_item, delete_wishlist_item, rotate_wishlist_link, set_wishlist_visibility,
    update_wishlist_item,
};
use domain::wishlist::WishlistDraft;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::session::MaybeSignedIn;
use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiResult, ErrorBody};
use crate::json_fields::Deleted;
use crate::links::{new_token, public_list_url};
use crate::responses::items::{
    owner_item, OwnerItemResponse, WishlistItemBody, WishlistItemResponse,
};
use crate::state::AppState;

#[utoipa::path(
    tag = "wishlist",
    responses(
        (status = 200, description = "My items, newest first", body = [OwnerItemResponse]),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/wishlist")]
pub async fn list_items(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<OwnerItemResponse>>> {
    let items = db::run(&state.db, move |store| my_wishlist(store, user_id)).await?;
    Ok(web::Json(
        items
            .into_iter()
            .map(|seen| owner_item(seen.item, Some(seen.claims), user_id))
            .collect(),
    ))
}

#[utoipa::path(
    tag = "wishlist",
    request_body = WishlistItemBody,
    responses(
        (status = 201, body = OwnerItemResponse),
        (status = 400, description = "'Item name is required.', 'Invalid URL', ...", body = ErrorBody),
    )
)]
#[post("/wishlist")]
pub async fn create_item(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<WishlistItemBody>,
) -> ApiResult<HttpResponse> {
    let draft = WishlistDraft::from(body.into_inner());
    let item = db::run(&state.db, move |store| {
        add_wishlist_item(store, user_id, draft)
    })
    .await?;
    Ok(HttpResponse::Created().json(owner_item(item, None, user_id)))
}

#[utoipa::path(
    tag = "wishlist",
    params(("id" = i64, Path, description = "The item's id")),
    request_body = WishlistItemBody,
    responses(
        (status = 200, body = OwnerItemResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 403, description = "Shared with me: a friend claims instead of changing it", body = ErrorBody),
        (status = 404, description = "Neither mine nor shared with me", body = ErrorBody),
    )
)]
#[patch("/wishlist/{id}")]
pub async fn update_item(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<WishlistItemBody>,
) -> ApiResult<web::Json<OwnerItemResponse>> {
    let id = ItemId(path.into_inner());
    let draft = WishlistDraft::from(body.into_inner());
    let updated = db::run(&state.db, move |store| {
        update_wishlist_item(store, user_id, id, draft)
    })
    .await?;
    Ok(web::Json(owner_item(updated, None, user_id)))
}

#[utoipa::path(
    tag = "wishlist",
    params(("id" = i64, Path, description = "The item's id")),
    responses(
        (status = 200, body = Deleted),
        (status = 404, description = "Not one of my items", body = ErrorBody),
    )
)]
#[delete("/wishlist/{id}")]
pub async fn delete_item(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = ItemId(path.into_inner());
    db::run(&state.db, move |store| {
        delete_wishlist_item(store, user_id, id)
    })
    .await?;
    Ok(web::Json(Deleted::id(id.0)))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicLink {
    pub is_public: bool,
    /// Shown in Find a list (only while public).
    pub listed: bool,
    /// The link anyone can open while the list is public.
    pub url: Option<String>,
}

fn link(state: &AppState, req: &HttpRequest, token: Option<String>, listed: bool) -> PublicLink {
    PublicLink {
        is_public: token.is_some(),
        listed,
        url: token.map(|t| public_list_url(state, req, &t)),
    }
}

#[utoipa::path(tag = "wishlist", responses((status = 200, body = PublicLink)))]
#[get("/wishlist/public")]
pub async fn public_link(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<PublicLink>> {
    let (token, listed) = db::run(&state.db, move |store| {
        Ok::<_, domain::StoreError>((
            store.public_token(user_id)?,
            store.wishlist_listed(user_id)?,
        ))
    })
    .await?;
    Ok(web::Json(link(&state, &req, token, listed)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicBody {
    is_public: bool,
    /// Shown in Find a list (only while public; unchanged when absent).
    listed: Option<bool>,
}

#[utoipa::path(
    tag = "wishlist",
    request_body = PublicBody,
    responses((status = 200, description = "Private (old links 404) or public with a link", body = PublicLink))
)]
#[put("/wishlist/public")]
pub async fn set_public(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
    body: web::Json<PublicBody>,
) -> ApiResult<web::Json<PublicLink>> {
    let PublicBody { is_public, listed } = body.into_inner();
    let (token, listed) = db::run(&state.db, move |store| {
        set_wishlist_visibility(store, user_id, is_public, listed, || {
            new_token(TokenKind::PublicList)
        })
    })
    .await?;
    Ok(web::Json(link(&state, &req, token, listed)))
}

#[utoipa::path(
    tag = "wishlist",
    responses((status = 200, description = "Public with a new link; the old one 404s", body = PublicLink))
)]
#[post("/wishlist/public/rotate")]
pub async fn rotate_public(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<PublicLink>> {
    let token = new_token(TokenKind::PublicList);
    let (token, listed) = db::run(&state.db, move |store| {
        let token = rotate_wishlist_link(store, user_id, token)?;
        Ok::<_, domain::use_cases::wishlist::WishlistError>((
            token,
            store.wishlist_listed(user_id)?,
        ))
    })
    .await?;
    Ok(web::Json(link(&state, &req, Some(token), listed)))
}

/// An item on a public page: what is left to claim, for guests.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicItem {
    #[serde(flatten)]
    pub item: WishlistItemResponse,
    /// Units left to claim; absent when the signed-in viewer is whom it is for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available: Option<u32>,
    /// Givers chipping in for it (issue 45): how far they are; absent for
    /// whom it is for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chip_in: Option<crate::responses::chip_in::PublicChipIn>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicList {
    pub kind: ListKind,
    /// A group list's name, or "{first name}'s wishlist".
    pub title: String,
    pub description: Option<String>,
    pub occasion: Option<Occasion>,
    #[schema(value_type = Option<String>, example = "2027-03-04")]
    pub event_date: Option<chrono::NaiveDate>,
    /// The owner's first name only: never the email.
    pub owner_first_name: Option<String>,
    /// The signed-in owner opening their own personal list: no claims shown.
    pub viewer_is_recipient: bool,
    /// The list's reveal has come (claims closed).
    pub archived: bool,
    /// A group list's public view never holds the surprises planned for its members.
    pub items: Vec<PublicItem>,
}

fn public_items<T>(
    items: Vec<T>,
    views: Vec<ClaimView>,
    fields: impl Fn(T) -> WishlistItemResponse,
) -> Vec<PublicItem> {
    items
        .into_iter()
        .zip(views)
        .map(|(item, view)| {
            let (available, chip_in) = match view {
                ClaimView::Giver { available, claims } => (
                    Some(available),
                    claims
                        .iter()
                        .find_map(|c| c.giver.chip_in())
                        .map(crate::responses::chip_in::PublicChipIn::from),
                ),
                ClaimView::Hidden | ClaimView::Revealed { .. } => (None, None),
            };
            PublicItem {
                item: fields(item),
                available,
                chip_in,
            }
        })
        .collect()
}

/// The public list as its viewer sees it (`seen`: decided by the domain).
fn public_answer(seen: PublicListSeen) -> PublicList {
    let PublicListSeen {
        list,
        claims,
        viewer_is_recipient,
        archived,
    } = seen;
    match list {
        PublicView::Personal(list) => PublicList {
            kind: if list.registry {
                ListKind::Registry
            } else {
                ListKind::Personal
            },
            // The default list is titled after its owner; the others by name.
            title: match &list.fields {
                Some(fields) => fields.name.clone(),
                None => personal_list_title(
                    list.owner_first_name
                        .as_deref()
                        .unwrap_or(domain::group_list::SOMEONE),
                ),
            },
            description: list.fields.as_ref().and_then(|f| f.description.clone()),
            occasion: list.fields.as_ref().and_then(|f| f.occasion),
            event_date: list.fields.as_ref().and_then(|f| f.event_date),
            owner_first_name: list.owner_first_name,
            viewer_is_recipient,
            archived,
            items: public_items(list.items, claims, WishlistItemResponse::from),
        },
        PublicView::Group { list, owner, items } => PublicList {
            kind: ListKind::Group,
            archived,
            title: list.input.name,
            description: list.input.description,
            occasion: list.input.occasion,
            event_date: list.input.event_date,
            owner_first_name: owner.first_name,
            viewer_is_recipient,
            // A public group list's cards have never shown a price change
            // (the personal list's do): kept as answered, noted in issue 36.
            items: public_items(items, claims, |i| WishlistItemResponse {
                price_change: None,
                ..i.into()
            }),
        },
    }
}

#[utoipa::path(
    tag = "wishlist",
    params(("token" = String, Path, description = "The list's public token")),
    responses(
        (status = 200, description = "A personal or group list", body = PublicList),
        (status = 404, description = "Private, rotated or never existed", body = ErrorBody),
    )
)]
#[get("/public/lists/{token}")]
pub async fn public_list(
    state: web::Data<AppState>,
    MaybeSignedIn(viewer): MaybeSignedIn,
    path: web::Path<String>,
) -> ApiResult<web::Json<PublicList>> {
    let token = path.into_inner();
    let seen = db::run(&state.db, move |store| {
        public_list_as_seen(store, &token, viewer)
    })
    .await?;
    Ok(web::Json(public_answer(seen)))
}
