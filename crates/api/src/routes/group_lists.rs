//! Group (collaborative) wishlists: `/api/collaborative-wishlists/...`, and
//! Find a list (`GET /api/public/lists`).

use actix_web::{delete, get, patch, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use domain::claim::reveal_today;
use domain::group_list::{
    GroupItemDraft, GroupListDraft, ListKind, ListSearch, ListedList, Occasion,
};
use domain::ids::{ItemId, ListId, UserId};
use domain::ports::{GroupListStore, Transactional};
use domain::token::TokenKind;
use domain::use_cases::account::create_group_list_with_my_defaults;
use domain::use_cases::claims::{group_item_after, group_list_after, group_list_with_claims};
use domain::use_cases::group_lists::{
    add_group_item, delete_group_item, delete_group_list, find_lists, invite_member,
    lists_holding_items_for, remove_member, rotate_group_list_link, update_group_item,
    update_group_list, Visibility,
};
use domain::wishlist::WishlistDraft;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiResult, ErrorBody};
use crate::json_fields::{double_option, utc, Deleted};
use crate::links::new_token;
use crate::responses::group_lists::{
    answer_with_claims, GroupItemResponse, GroupMemberResponse, GroupWishlist, GroupWishlistSummary,
};
use crate::responses::items::WishlistItemBody;
use crate::state::AppState;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupWishlistBody {
    /// Required on create: 'Please enter a wishlist name'.
    name: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    description: Option<Option<String>>,
    /// Birthday, Wedding, Baby Shower, Anniversary or Holiday (or its stored name).
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    occasion: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>, example = "2027-03-04")]
    event_date: Option<Option<String>>,
    /// A public link while true (private, the default: old links 404).
    is_public: Option<bool>,
    /// Shown in Find a list (only while public).
    listed: Option<bool>,
}

impl GroupWishlistBody {
    fn split(self) -> (GroupListDraft, Visibility) {
        (
            GroupListDraft {
                name: self.name,
                description: self.description,
                occasion: self.occasion,
                event_date: self.event_date,
            },
            Visibility {
                is_public: self.is_public,
                listed: self.listed,
            },
        )
    }
}

#[utoipa::path(
    tag = "collaborative",
    responses(
        (status = 200, description = "The lists I created and those I am a member of, newest first", body = [GroupWishlistSummary]),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/collaborative-wishlists")]
pub async fn list_group_wishlists(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<GroupWishlistSummary>>> {
    let lists = db::run(&state.db, move |store| store.group_lists_of(user_id)).await?;
    Ok(web::Json(
        lists.into_iter().map(GroupWishlistSummary::new).collect(),
    ))
}

#[utoipa::path(
    tag = "collaborative",
    request_body = GroupWishlistBody,
    responses(
        (status = 201, description = "The new list, with me as its one member", body = GroupWishlist),
        (status = 400, description = "'Please enter a wishlist name', ...", body = ErrorBody),
        (status = 409, description = "At the cap of lists one person may create", body = ErrorBody),
    )
)]
#[post("/collaborative-wishlists")]
pub async fn create_group_wishlist(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
    body: web::Json<GroupWishlistBody>,
) -> ApiResult<HttpResponse> {
    let (draft, visibility) = body.into_inner().split();
    let today = reveal_today(state.clock.as_ref());
    let page = db::run(&state.db, move |store| {
        group_list_after(store, user_id, |store| {
            let view = create_group_list_with_my_defaults(
                store,
                user_id,
                draft,
                visibility,
                || new_token(TokenKind::PublicList),
                today,
            )?;
            Ok(view.summary.list.id)
        })
    })
    .await?;
    Ok(HttpResponse::Created().json(answer_with_claims(&state, &req, page, user_id)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HoldingQuery {
    /// Who the ideas are for: an outside name, or a member's first name (any case).
    name: Option<String>,
}

#[utoipa::path(
    tag = "collaborative",
    params(HoldingQuery),
    responses(
        (status = 200, description = "The ids of the open lists I am on that hold an item I can see for that person, newest first (a surprise for me never counts)", body = Vec<i64>),
        (status = 400, description = "No name, or a name over 200 characters", body = ErrorBody),
    )
)]
#[get("/collaborative-wishlists/holding")]
pub async fn lists_holding_items_for_someone(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    query: web::Query<HoldingQuery>,
) -> ApiResult<web::Json<Vec<i64>>> {
    let name = query.into_inner().name;
    let ids = db::run(&state.db, move |store| {
        lists_holding_items_for(store, user_id, name.as_deref())
    })
    .await?;
    Ok(web::Json(ids.into_iter().map(|id| id.0).collect()))
}

#[utoipa::path(
    tag = "collaborative",
    params(("id" = i64, Path, description = "The list's id")),
    responses(
        (status = 200, body = GroupWishlist),
        (status = 404, description = "No such list, or I am not on it", body = ErrorBody),
    )
)]
#[get("/collaborative-wishlists/{id}")]
pub async fn get_group_wishlist(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<GroupWishlist>> {
    let id = ListId(path.into_inner());
    // Five reads that make one page: one snapshot.
    let page = db::run(&state.db, move |store| {
        store.reading(|store| group_list_with_claims(store, user_id, id))
    })
    .await?;
    Ok(web::Json(answer_with_claims(&state, &req, page, user_id)))
}

#[utoipa::path(
    tag = "collaborative",
    params(("id" = i64, Path, description = "The list's id")),
    request_body = GroupWishlistBody,
    responses(
        (status = 200, body = GroupWishlist),
        (status = 400, description = "Validation failed; an event date whose reveal has come ('That date is 3 or more days ago: ...')", body = ErrorBody),
        (status = 403, description = "Only the creator changes the list", body = ErrorBody),
        (status = 404, description = "No such list, or I am not on it", body = ErrorBody),
    )
)]
#[patch("/collaborative-wishlists/{id}")]
pub async fn update_group_wishlist(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<GroupWishlistBody>,
) -> ApiResult<web::Json<GroupWishlist>> {
    let id = ListId(path.into_inner());
    let (draft, visibility) = body.into_inner().split();
    let today = reveal_today(state.clock.as_ref());
    let page = db::run(&state.db, move |store| {
        group_list_after(store, user_id, |store| {
            update_group_list(
                store,
                user_id,
                id,
                draft,
                visibility,
                || new_token(TokenKind::PublicList),
                today,
            )?;
            Ok(id)
        })
    })
    .await?;
    Ok(web::Json(answer_with_claims(&state, &req, page, user_id)))
}

#[utoipa::path(
    tag = "collaborative",
    params(("id" = i64, Path, description = "The list's id")),
    responses(
        (status = 200, description = "Deleted with its members and items", body = Deleted),
        (status = 403, description = "Only the creator deletes the list", body = ErrorBody),
        (status = 404, description = "No such list, or I am not on it", body = ErrorBody),
    )
)]
#[delete("/collaborative-wishlists/{id}")]
pub async fn delete_group_wishlist(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = ListId(path.into_inner());
    db::run(&state.db, move |store| {
        delete_group_list(store, user_id, id)
    })
    .await?;
    Ok(web::Json(Deleted::id(id.0)))
}

#[utoipa::path(
    tag = "collaborative",
    params(("id" = i64, Path, description = "The list's id")),
    responses(
        (status = 200, description = "A new public link; the old one 404s", body = GroupWishlist),
        (status = 403, description = "Only the creator", body = ErrorBody),
        (status = 404, description = "No such list, or I am not on it", body = ErrorBody),
        (status = 409, description = "The list is private", body = ErrorBody),
    )
)]
#[post("/collaborative-wishlists/{id}/public/rotate")]
pub async fn rotate_group_wishlist_link(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<GroupWishlist>> {
    let id = ListId(path.into_inner());
    let token = new_token(TokenKind::PublicList);
    let page = db::run(&state.db, move |store| {
        group_list_after(store, user_id, |store| {
            rotate_group_list_link(store, user_id, id, token)?;
            Ok(id)
        })
    })
    .await?;
    Ok(web::Json(answer_with_claims(&state, &req, page, user_id)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InviteBody {
    /// A friend's user id.
    user_id: Option<i64>,
    /// 'member' (the only role an invite gives).
    role: Option<String>,
}

#[utoipa::path(
    tag = "collaborative",
    params(("id" = i64, Path, description = "The list's id")),
    request_body = InviteBody,
    responses(
        (status = 201, description = "Added", body = GroupMemberResponse),
        (status = 200, description = "Already on the list (a retried invite)", body = GroupMemberResponse),
        (status = 400, description = "'You can only invite your friends.', ...", body = ErrorBody),
        (status = 403, description = "Only the creator invites", body = ErrorBody),
        (status = 404, description = "No such list, or I am not on it", body = ErrorBody),
    )
)]
#[post("/collaborative-wishlists/{id}/members")]
pub async fn invite_group_member(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<InviteBody>,
) -> ApiResult<HttpResponse> {
    let id = ListId(path.into_inner());
    let InviteBody {
        user_id: invitee,
        role,
    } = body.into_inner();
    let (member, added) = db::run(&state.db, move |store| {
        invite_member(store, user_id, id, invitee.map(UserId), role.as_deref())
    })
    .await?;
    let mut response = if added {
        HttpResponse::Created()
    } else {
        HttpResponse::Ok()
    };
    Ok(response.json(GroupMemberResponse::from(member)))
}

#[utoipa::path(
    tag = "collaborative",
    params(
        ("id" = i64, Path, description = "The list's id"),
        ("userId" = i64, Path, description = "The member to take off (myself: leave)"),
    ),
    responses(
        (status = 200, body = Deleted),
        (status = 403, description = "A member removes only themselves", body = ErrorBody),
        (status = 404, description = "No such list or member", body = ErrorBody),
        (status = 409, description = "The creator cannot leave", body = ErrorBody),
    )
)]
#[delete("/collaborative-wishlists/{id}/members/{userId}")]
pub async fn remove_group_member(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<web::Json<Deleted>> {
    let (id, member) = path.into_inner();
    db::run(&state.db, move |store| {
        remove_member(store, user_id, ListId(id), UserId(member))
    })
    .await?;
    Ok(web::Json(Deleted::id(member)))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupItemBody {
    #[serde(flatten)]
    item: WishlistItemBody,
    /// A member of the list it is for.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>)]
    for_user_id: Option<Option<i64>>,
    /// Or someone outside the app, by name.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    for_name: Option<Option<String>>,
}

impl From<GroupItemBody> for GroupItemDraft {
    fn from(b: GroupItemBody) -> Self {
        GroupItemDraft {
            item: WishlistDraft::from(b.item),
            for_user_id: b.for_user_id,
            for_name: b.for_name,
        }
    }
}

#[utoipa::path(
    tag = "collaborative",
    params(("id" = i64, Path, description = "The list's id")),
    request_body = GroupItemBody,
    responses(
        (status = 201, body = GroupItemResponse),
        (status = 400, description = "'Item name is required.', 'Choose a member of this list.', ...", body = ErrorBody),
        (status = 404, description = "No such list, or I am not on it", body = ErrorBody),
        (status = 409, description = "The list is full, or archived", body = ErrorBody),
    )
)]
#[post("/collaborative-wishlists/{id}/items")]
pub async fn create_group_item(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<GroupItemBody>,
) -> ApiResult<HttpResponse> {
    let id = ListId(path.into_inner());
    let draft = GroupItemDraft::from(body.into_inner());
    let seen = db::run(&state.db, move |store| {
        group_item_after(store, user_id, id, |store| {
            Ok(add_group_item(store, user_id, id, draft)?)
        })
    })
    .await?;
    Ok(HttpResponse::Created().json(GroupItemResponse::seen(seen, user_id)))
}

#[utoipa::path(
    tag = "collaborative",
    params(
        ("id" = i64, Path, description = "The list's id"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    request_body = GroupItemBody,
    responses(
        (status = 200, body = GroupItemResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 403, description = "Only the member who added it", body = ErrorBody),
        (status = 404, description = "No such list or item", body = ErrorBody),
        (status = 409, description = "The list is archived", body = ErrorBody),
    )
)]
#[patch("/collaborative-wishlists/{id}/items/{itemId}")]
pub async fn update_group_item_route(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<GroupItemBody>,
) -> ApiResult<web::Json<GroupItemResponse>> {
    let (id, item_id) = path.into_inner();
    let draft = GroupItemDraft::from(body.into_inner());
    let id = ListId(id);
    let seen = db::run(&state.db, move |store| {
        group_item_after(store, user_id, id, |store| {
            Ok(update_group_item(
                store,
                user_id,
                id,
                ItemId(item_id),
                draft,
            )?)
        })
    })
    .await?;
    Ok(web::Json(GroupItemResponse::seen(seen, user_id)))
}

#[utoipa::path(
    tag = "collaborative",
    params(
        ("id" = i64, Path, description = "The list's id"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    responses(
        (status = 200, body = Deleted),
        (status = 403, description = "Only the member who added it (or, for an item Someone added, the creator)", body = ErrorBody),
        (status = 404, description = "No such list or item", body = ErrorBody),
        (status = 409, description = "The list is archived", body = ErrorBody),
    )
)]
#[delete("/collaborative-wishlists/{id}/items/{itemId}")]
pub async fn delete_group_item_route(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<web::Json<Deleted>> {
    let (id, item_id) = path.into_inner();
    db::run(&state.db, move |store| {
        delete_group_item(store, user_id, ListId(id), ItemId(item_id))
    })
    .await?;
    Ok(web::Json(Deleted::id(item_id)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FindQuery {
    /// Text in the title, the owner's first name or the description (any case).
    search: Option<String>,
    /// all, or Birthday, Wedding, Baby Shower, Anniversary, Holiday.
    occasion: Option<String>,
}

/// An item a Find a list card shows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeaturedItemResponse {
    pub title: String,
    pub price: Option<String>,
    pub image_url: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListedListResponse {
    pub kind: ListKind,
    pub title: String,
    pub description: Option<String>,
    pub occasion: Option<Occasion>,
    #[schema(value_type = Option<String>, example = "2027-03-04")]
    pub event_date: Option<NaiveDate>,
    /// The owner's first name only.
    pub owner_name: String,
    pub item_count: u64,
    pub created_at: DateTime<Utc>,
    /// The list's public page, `/lists/{token}`.
    pub url: String,
    /// Up to two of its items.
    pub featured_items: Vec<FeaturedItemResponse>,
}

impl From<ListedList> for ListedListResponse {
    fn from(l: ListedList) -> Self {
        ListedListResponse {
            kind: l.kind,
            title: l.title,
            description: l.description,
            occasion: l.occasion,
            event_date: l.event_date,
            owner_name: l.owner_name,
            item_count: l.item_count,
            created_at: utc(l.created_at),
            url: format!("/lists/{}", l.token),
            featured_items: l
                .featured
                .into_iter()
                .map(|f| FeaturedItemResponse {
                    title: f.title,
                    price: f.price,
                    image_url: f.image_url,
                })
                .collect(),
        }
    }
}

#[utoipa::path(
    tag = "collaborative",
    params(FindQuery),
    responses(
        (status = 200, description = "Listed public lists matching, newest first (at most 50)", body = [ListedListResponse]),
        (status = 400, description = "An unknown occasion or a search over 200 characters", body = ErrorBody),
    )
)]
#[get("/public/lists")]
pub async fn find_public_lists(
    state: web::Data<AppState>,
    query: web::Query<FindQuery>,
) -> ApiResult<web::Json<Vec<ListedListResponse>>> {
    let FindQuery { search, occasion } = query.into_inner();
    let search = ListSearch::new(search.as_deref(), occasion.as_deref())?;
    let lists = db::run(&state.db, move |store| find_lists(store, &search)).await?;
    Ok(web::Json(lists.into_iter().map(Into::into).collect()))
}
