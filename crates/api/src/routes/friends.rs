//! Friends: other Presently users, found by email. Only the receiver accepts
//! or declines, only the sender cancels, only either friend removes.

use std::time::Instant;

use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, TimeDelta, Utc};
use domain::messages;
use domain::user::User;
use domain::ValidationError;
use persistence::friends::{self, FriendRequest};
use persistence::{users, StoreError};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::routes::dates::{utc, Deleted};
use crate::state::AppState;

/// Friend requests one user may send per hour.
pub const REQUESTS_PER_HOUR: i64 = 30;

/// A person as friend lists and requests show them.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Person {
    pub id: i64,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub profile_image_url: Option<String>,
}

impl From<User> for Person {
    fn from(user: User) -> Self {
        Person {
            id: user.id,
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
            profile_image_url: user.profile_image_url,
        }
    }
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FriendResponse {
    /// The friend's user id (what sharing and group lists use).
    pub id: i64,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub profile_image_url: Option<String>,
    /// What `DELETE /api/friends/{friendshipId}` takes.
    pub friendship_id: i64,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FriendRequestResponse {
    pub id: i64,
    pub sender: Person,
    pub receiver: Person,
    /// pending, accepted, declined or cancelled.
    pub status: String,
    pub created_at: DateTime<Utc>,
}

impl From<FriendRequest> for FriendRequestResponse {
    fn from(r: FriendRequest) -> Self {
        FriendRequestResponse {
            id: r.request.id,
            sender: r.sender.into(),
            receiver: r.receiver.into(),
            status: r.request.status,
            created_at: utc(r.request.created_at),
        }
    }
}

#[utoipa::path(
    tag = "friends",
    responses(
        (status = 200, description = "My friends by name", body = [FriendResponse]),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/friends")]
pub async fn list_friends(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<FriendResponse>>> {
    let list = db::run(&state.db, move |conn| friends::friends(conn, user_id)).await?;
    Ok(web::Json(
        list.into_iter()
            .map(|f| FriendResponse {
                id: f.user.id,
                first_name: f.user.first_name,
                last_name: f.user.last_name,
                email: f.user.email,
                profile_image_url: f.user.profile_image_url,
                friendship_id: f.friendship_id,
            })
            .collect(),
    ))
}

#[utoipa::path(
    tag = "friends",
    responses((status = 200, description = "Pending requests to me, newest first", body = [FriendRequestResponse]))
)]
#[get("/friends/requests")]
pub async fn incoming_requests(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<FriendRequestResponse>>> {
    let list = db::run(&state.db, move |conn| friends::incoming(conn, user_id)).await?;
    Ok(web::Json(list.into_iter().map(Into::into).collect()))
}

#[utoipa::path(
    tag = "friends",
    responses((status = 200, description = "Pending requests I sent, newest first", body = [FriendRequestResponse]))
)]
#[get("/friends/requests/sent")]
pub async fn sent_requests(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<FriendRequestResponse>>> {
    let list = db::run(&state.db, move |conn| friends::sent(conn, user_id)).await?;
    Ok(web::Json(list.into_iter().map(Into::into).collect()))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FriendRequestBody {
    receiver_email: Option<String>,
}

#[utoipa::path(
    tag = "friends",
    request_body = FriendRequestBody,
    responses(
        (status = 201, description = "Sent", body = FriendRequestResponse),
        (status = 200, description = "They had already asked me: their request is accepted", body = FriendRequestResponse),
        (status = 400, description = "No email, no such user, or myself", body = ErrorBody),
        (status = 409, description = "Already friends, or a request is pending", body = ErrorBody),
        (status = 429, description = "Too many requests this hour", body = ErrorBody),
    )
)]
#[post("/friends/request")]
pub async fn send_request(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<FriendRequestBody>,
) -> ApiResult<HttpResponse> {
    let email = body
        .into_inner()
        .receiver_email
        .map(|e| e.trim().to_lowercase())
        .filter(|e| !e.is_empty())
        .ok_or_else(|| ValidationError::field("receiverEmail", messages::FRIEND_EMAIL_REQUIRED))?;
    state
        .friend_lookups
        .check(user_id, Instant::now())
        .map_err(ApiError::rate_limited)?;
    let since = (Utc::now() - TimeDelta::hours(1)).naive_utc();
    let outcome = db::run(&state.db, move |conn| {
        persistence::transaction(conn, |conn| {
            let Some(receiver) = users::find_by_email(conn, &email)? else {
                return Ok(Err(ValidationError::field(
                    "receiverEmail",
                    messages::FRIEND_NOT_FOUND,
                )
                .into()));
            };
            if receiver.id == user_id {
                return Ok(Err(ValidationError::field(
                    "receiverEmail",
                    messages::FRIEND_SELF,
                )
                .into()));
            }
            if friends::are_friends(conn, user_id, receiver.id)? {
                return Ok(Err(ApiError::Conflict(messages::FRIEND_ALREADY.to_owned())));
            }
            if let Some(theirs) = friends::pending_between(conn, receiver.id, user_id)? {
                friends::accept(conn, user_id, theirs.id)?;
                return Ok(Ok((false, friends::find_request(conn, theirs.id)?)));
            }
            if friends::pending_between(conn, user_id, receiver.id)?.is_some() {
                return Ok(Err(ApiError::Conflict(
                    messages::FRIEND_REQUEST_PENDING.to_owned(),
                )));
            }
            if friends::sent_since(conn, user_id, since)? >= REQUESTS_PER_HOUR {
                return Ok(Err(ApiError::RateLimitedBecause(
                    messages::FRIEND_REQUESTS_TOO_MANY.to_owned(),
                )));
            }
            let id = match friends::create_request(conn, user_id, receiver.id) {
                Ok(id) => id,
                // Two tabs sending at once: the unique pending index keeps one.
                Err(StoreError::Conflict(_)) => {
                    return Ok(Err(ApiError::Conflict(
                        messages::FRIEND_REQUEST_PENDING.to_owned(),
                    )))
                }
                Err(other) => return Err(other),
            };
            Ok(Ok((true, friends::find_request(conn, id)?)))
        })
    })
    .await??;
    let (created, request) = outcome;
    let request = request.ok_or(ApiError::NotFound)?;
    let response = FriendRequestResponse::from(request);
    Ok(if created {
        HttpResponse::Created().json(response)
    } else {
        HttpResponse::Ok().json(response)
    })
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestIdBody {
    request_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Accepted {
    pub request_id: i64,
    pub friendship_id: i64,
}

#[utoipa::path(
    tag = "friends",
    request_body = RequestIdBody,
    responses(
        (status = 200, body = Accepted),
        (status = 404, description = "Not a pending request to me", body = ErrorBody),
    )
)]
#[post("/friends/accept")]
pub async fn accept_request(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<RequestIdBody>,
) -> ApiResult<web::Json<Accepted>> {
    let request_id = body.request_id;
    let friendship = db::run(&state.db, move |conn| {
        friends::accept(conn, user_id, request_id)
    })
    .await?;
    friendship
        .map(|friendship_id| {
            web::Json(Accepted {
                request_id,
                friendship_id,
            })
        })
        .ok_or(ApiError::NotFound)
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestClosed {
    pub request_id: i64,
    /// declined or cancelled.
    pub status: &'static str,
}

#[utoipa::path(
    tag = "friends",
    request_body = RequestIdBody,
    responses(
        (status = 200, body = RequestClosed),
        (status = 404, description = "Not a pending request to me", body = ErrorBody),
    )
)]
#[post("/friends/decline")]
pub async fn decline_request(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<RequestIdBody>,
) -> ApiResult<web::Json<RequestClosed>> {
    let request_id = body.request_id;
    let declined = db::run(&state.db, move |conn| {
        friends::decline(conn, user_id, request_id)
    })
    .await?;
    if !declined {
        return Err(ApiError::NotFound);
    }
    Ok(web::Json(RequestClosed {
        request_id,
        status: friends::DECLINED,
    }))
}

#[utoipa::path(
    tag = "friends",
    params(("id" = i64, Path, description = "The request's id")),
    responses(
        (status = 200, body = RequestClosed),
        (status = 404, description = "Not a pending request I sent", body = ErrorBody),
    )
)]
#[delete("/friends/request/{id}")]
pub async fn cancel_request(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<RequestClosed>> {
    let request_id = path.into_inner();
    let cancelled = db::run(&state.db, move |conn| {
        friends::cancel(conn, user_id, request_id)
    })
    .await?;
    if !cancelled {
        return Err(ApiError::NotFound);
    }
    Ok(web::Json(RequestClosed {
        request_id,
        status: friends::CANCELLED,
    }))
}

#[utoipa::path(
    tag = "friends",
    params(("friendshipId" = i64, Path, description = "The friendship's id")),
    responses(
        (status = 200, body = Deleted),
        (status = 404, description = "Not a friendship of mine", body = ErrorBody),
    )
)]
#[delete("/friends/{friendshipId}")]
pub async fn remove_friend(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = path.into_inner();
    let removed = db::run(&state.db, move |conn| friends::remove(conn, user_id, id)).await?;
    if !removed {
        return Err(ApiError::NotFound);
    }
    Ok(web::Json(Deleted { id, deleted: true }))
}
