//! A person's own lists (issue 39): `/api/lists/...` for the default
//! wishlist and the lists beside it, their items (added, moved, copied),
//! and a friend's lists shown to all friends, with claims on them
//! (`/api/people/{userId}/lists`).

use actix_web::{delete, get, patch, post, put, web, HttpRequest, HttpResponse};
use domain::claim::{reveal_today, ClaimDraft};
use domain::ids::{ItemId, ListId, UserId};
use domain::token::TokenKind;
use domain::use_cases::lists::{
    add_co_owner, add_list_item, all_my_items, claim_list_item, copy_items, create_list_with_link,
    delete_list, friend_lists, list_seen_by, move_items, my_lists, remove_co_owner,
    rotate_list_link, unclaim_list_item, update_list,
};
use domain::wishlist::WishlistDraft;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiResult, ErrorBody};
use crate::json_fields::Deleted;
use crate::links::new_token;
use crate::responses::claims::ClaimBody;
use crate::responses::items::WishlistItemBody;
use crate::responses::lists::{
    list_item, list_view, my_list, new_item, ListBody, ListItem, ListSummary, ListView, MyList,
};
use crate::state::AppState;

#[utoipa::path(
    tag = "lists",
    responses(
        (status = 200, description = "My lists: the default one first, then the others oldest first", body = [MyList]),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/lists")]
pub async fn list_my_lists(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
) -> ApiResult<web::Json<Vec<MyList>>> {
    let lists = db::run(&state.db, move |store| my_lists(store, me)).await?;
    Ok(web::Json(
        lists.iter().map(|l| my_list(&state, &req, l, me)).collect(),
    ))
}

#[utoipa::path(
    tag = "lists",
    request_body = ListBody,
    responses(
        (status = 201, body = MyList),
        (status = 400, description = "'Please enter a wishlist name', an unknown occasion or visibility, ...", body = ErrorBody),
        (status = 409, description = "'You can keep at most 100 lists.'", body = ErrorBody),
    )
)]
#[post("/lists")]
pub async fn create_my_list(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    body: web::Json<ListBody>,
) -> ApiResult<HttpResponse> {
    let (draft, public) = body.into_inner().split();
    let today = reveal_today(state.clock.as_ref());
    let list = db::run(&state.db, move |store| {
        create_list_with_link(
            store,
            me,
            draft,
            public,
            || new_token(TokenKind::PublicList),
            today,
        )
    })
    .await?;
    Ok(HttpResponse::Created().json(my_list(&state, &req, &list, me)))
}

#[utoipa::path(
    tag = "lists",
    responses(
        (status = 200, description = "Every item on all my lists (All my lists), newest first", body = [ListItem]),
    )
)]
#[get("/lists/items")]
pub async fn all_my_list_items(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
) -> ApiResult<web::Json<Vec<ListItem>>> {
    let items = db::run(&state.db, move |store| all_my_items(store, me)).await?;
    Ok(web::Json(
        items.into_iter().map(|s| list_item(s, me)).collect(),
    ))
}

#[utoipa::path(
    tag = "lists",
    params(("userId" = i64, Path, description = "A friend's user id")),
    responses(
        (status = 200, description = "Their lists shown to all their friends, oldest first", body = [ListSummary]),
        (status = 404, description = "Not a friend of mine", body = ErrorBody),
    )
)]
#[get("/people/{userId}/lists")]
pub async fn lists_of_friend(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Vec<ListSummary>>> {
    let friend = UserId(path.into_inner());
    let lists = db::run(&state.db, move |store| friend_lists(store, me, friend)).await?;
    Ok(web::Json(lists.iter().map(ListSummary::from).collect()))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id")),
    responses(
        (status = 200, body = ListView),
        (status = 404, description = "Neither mine nor a friend's shown to me", body = ErrorBody),
    )
)]
#[get("/lists/{id}")]
pub async fn get_list(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ListView>> {
    let id = ListId(path.into_inner());
    let seen = db::run(&state.db, move |store| list_seen_by(store, me, id)).await?;
    Ok(web::Json(list_view(seen, me)))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id")),
    request_body = ListBody,
    responses(
        (status = 200, body = MyList),
        (status = 400, description = "Validation failed; the default list keeps its name", body = ErrorBody),
        (status = 404, description = "Not my list", body = ErrorBody),
    )
)]
#[patch("/lists/{id}")]
pub async fn update_my_list(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ListBody>,
) -> ApiResult<web::Json<MyList>> {
    let id = ListId(path.into_inner());
    let (draft, public) = body.into_inner().split();
    let today = reveal_today(state.clock.as_ref());
    let list = db::run(&state.db, move |store| {
        update_list(
            store,
            me,
            id,
            draft,
            public,
            || new_token(TokenKind::PublicList),
            today,
        )
    })
    .await?;
    Ok(web::Json(my_list(&state, &req, &list, me)))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id")),
    responses(
        (status = 200, description = "Deleted with its items; givers who claimed one are told", body = Deleted),
        (status = 404, description = "Not my list", body = ErrorBody),
        (status = 409, description = "'Your main wishlist can't be deleted.'", body = ErrorBody),
    )
)]
#[delete("/lists/{id}")]
pub async fn delete_my_list(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = ListId(path.into_inner());
    db::run(&state.db, move |store| delete_list(store, me, id)).await?;
    Ok(web::Json(Deleted::id(id.0)))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id")),
    responses(
        (status = 200, description = "A new public link; the old one 404s", body = MyList),
        (status = 400, description = "The list is private", body = ErrorBody),
        (status = 404, description = "Not my list", body = ErrorBody),
    )
)]
#[post("/lists/{id}/public/rotate")]
pub async fn rotate_my_list_link(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<MyList>> {
    let id = ListId(path.into_inner());
    let token = new_token(TokenKind::PublicList);
    let list = db::run(&state.db, move |store| {
        rotate_list_link(store, me, id, token)
    })
    .await?;
    Ok(web::Json(my_list(&state, &req, &list, me)))
}

/// An item for a list: a wishlist item's fields, and on a dependant's
/// list whether it is my own surprise.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListItemBody {
    #[serde(flatten)]
    item: WishlistItemBody,
    /// On a dependant's list only: my own surprise for them, whose claims
    /// the other guardians do not see (and which they never see once they
    /// have an account of their own).
    own_surprise: Option<bool>,
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id")),
    request_body = ListItemBody,
    responses(
        (status = 201, body = ListItem),
        (status = 400, description = "'Item name is required.', 'Invalid URL', ...", body = ErrorBody),
        (status = 404, description = "Not my list", body = ErrorBody),
        (status = 409, description = "'A list can hold at most 2,000 items.'", body = ErrorBody),
    )
)]
#[post("/lists/{id}/items")]
pub async fn add_item_to_list(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ListItemBody>,
) -> ApiResult<HttpResponse> {
    let id = ListId(path.into_inner());
    let ListItemBody { item, own_surprise } = body.into_inner();
    let draft = WishlistDraft::from(item);
    let own_surprise = own_surprise.unwrap_or(false);
    let item = db::run(&state.db, move |store| {
        add_list_item(store, me, id, draft, own_surprise)
    })
    .await?;
    Ok(HttpResponse::Created().json(new_item(item)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MoveItemsBody {
    /// Items of this list (1 to 500).
    item_ids: Vec<i64>,
    /// Another list of mine.
    to_list_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MovedItems {
    pub moved: usize,
    pub to_list_id: i64,
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list the items are on")),
    request_body = MoveItemsBody,
    responses(
        (status = 200, description = "Moved with their claims, shares and price watches", body = MovedItems),
        (status = 400, description = "No items, or no other list of mine to move them to", body = ErrorBody),
        (status = 404, description = "Not my list, or an item not on it (nothing moves)", body = ErrorBody),
        (status = 409, description = "The other list would hold more than 2,000 items", body = ErrorBody),
    )
)]
#[post("/lists/{id}/items/move")]
pub async fn move_list_items(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<MoveItemsBody>,
) -> ApiResult<web::Json<MovedItems>> {
    let from = ListId(path.into_inner());
    let MoveItemsBody {
        item_ids,
        to_list_id,
    } = body.into_inner();
    let ids: Vec<ItemId> = item_ids.into_iter().map(ItemId).collect();
    let to = ListId(to_list_id);
    let moved = db::run(&state.db, move |store| {
        move_items(store, me, from, &ids, to)
    })
    .await?;
    Ok(web::Json(MovedItems {
        moved,
        to_list_id: to.0,
    }))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list the items are on")),
    request_body = MoveItemsBody,
    responses(
        (status = 201, description = "The copies (details only: no claims, shares or watches)", body = [ListItem]),
        (status = 400, description = "No items, or no other list of mine to copy them to", body = ErrorBody),
        (status = 404, description = "Not my list, or an item not on it (nothing is copied)", body = ErrorBody),
        (status = 409, description = "The other list would hold more than 2,000 items", body = ErrorBody),
    )
)]
#[post("/lists/{id}/items/copy")]
pub async fn copy_list_items(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<MoveItemsBody>,
) -> ApiResult<HttpResponse> {
    let from = ListId(path.into_inner());
    let MoveItemsBody {
        item_ids,
        to_list_id,
    } = body.into_inner();
    let ids: Vec<ItemId> = item_ids.into_iter().map(ItemId).collect();
    let to = ListId(to_list_id);
    let copies = db::run(&state.db, move |store| {
        copy_items(store, me, from, &ids, to)
    })
    .await?;
    Ok(HttpResponse::Created().json(copies.into_iter().map(new_item).collect::<Vec<_>>()))
}

#[utoipa::path(
    tag = "lists",
    params(
        ("id" = i64, Path, description = "A friend's list shown to all their friends"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    request_body = ClaimBody,
    responses(
        (status = 200, description = "The item with my claim set", body = ListItem),
        (status = 400, description = "A quantity below 1, an unknown status", body = ErrorBody),
        (status = 403, description = "The list is mine", body = ErrorBody),
        (status = 404, description = "No such list or item for me", body = ErrorBody),
        (status = 409, description = "More than is left, or its reveal has come", body = ErrorBody),
    )
)]
#[put("/lists/{id}/items/{itemId}/claim")]
pub async fn claim_list_item_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<ClaimBody>,
) -> ApiResult<web::Json<ListItem>> {
    let (id, item) = path.into_inner();
    let (id, item) = (ListId(id), ItemId(item));
    let draft = ClaimDraft::from(body.into_inner());
    let seen = db::run(&state.db, move |store| {
        claim_list_item(store, me, id, item, draft)
    })
    .await?;
    Ok(web::Json(list_item(seen, me)))
}

#[utoipa::path(
    tag = "lists",
    params(
        ("id" = i64, Path, description = "A friend's list shown to all their friends"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    responses(
        (status = 200, description = "The item without my claim", body = ListItem),
        (status = 404, description = "No such list or item for me, or no claim of mine", body = ErrorBody),
        (status = 409, description = "Its reveal has come", body = ErrorBody),
    )
)]
#[delete("/lists/{id}/items/{itemId}/claim")]
pub async fn unclaim_list_item_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<web::Json<ListItem>> {
    let (id, item) = path.into_inner();
    let (id, item) = (ListId(id), ItemId(item));
    let seen = db::run(&state.db, move |store| {
        unclaim_list_item(store, me, id, item)
    })
    .await?;
    Ok(web::Json(list_item(seen, me)))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoOwnerBody {
    /// A friend of mine: 'Choose a friend to keep this list with you.'
    user_id: Option<i64>,
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "A list of mine beside the default one")),
    request_body = CoOwnerBody,
    responses(
        (status = 200, description = "The list with its co-owners (adding one twice changes nothing)", body = MyList),
        (status = 400, description = "No friend chosen, not a friend, or the default list", body = ErrorBody),
        (status = 403, description = "A co-owner: only the owner adds co-owners", body = ErrorBody),
        (status = 404, description = "Not a list I keep", body = ErrorBody),
        (status = 409, description = "'A list can have at most 10 co-owners.'", body = ErrorBody),
    )
)]
#[post("/lists/{id}/co-owners")]
pub async fn add_list_co_owner(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<CoOwnerBody>,
) -> ApiResult<web::Json<MyList>> {
    let id = ListId(path.into_inner());
    let friend = body.into_inner().user_id.map(UserId);
    let list = db::run(&state.db, move |store| add_co_owner(store, me, id, friend)).await?;
    Ok(web::Json(my_list(&state, &req, &list, me)))
}

#[utoipa::path(
    tag = "lists",
    params(
        ("id" = i64, Path, description = "A list I keep"),
        ("userId" = i64, Path, description = "A co-owner: the owner takes them off, or they leave"),
    ),
    responses(
        (status = 204, description = "No longer a co-owner: they lose the list at once"),
        (status = 403, description = "A co-owner taking off another", body = ErrorBody),
        (status = 404, description = "Not a list I keep, or not a co-owner of it", body = ErrorBody),
    )
)]
#[delete("/lists/{id}/co-owners/{userId}")]
pub async fn remove_list_co_owner(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<HttpResponse> {
    let (id, who) = path.into_inner();
    let (id, who) = (ListId(id), UserId(who));
    db::run(&state.db, move |store| remove_co_owner(store, me, id, who)).await?;
    Ok(HttpResponse::NoContent().finish())
}
