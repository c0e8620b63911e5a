//! Friends: other Presently users, found by email. Only the receiver accepts
//! or declines, only the sender cancels, only either friend removes.

use actix_web::{delete, get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use domain::friend::{FriendRequest, FriendRequestStatus, RequestSide};
use domain::ids::{FriendRequestId, FriendshipId};
use domain::messages;
use domain::ports::{FriendStore, Mailer};
use domain::use_cases::friends::{self as use_case};
use domain::user::User;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiResult, ErrorBody};
use crate::json_fields::{utc, Deleted};
use crate::links::public_base;
use crate::state::AppState;

/// A person as friend lists and requests show them. The receiver of a
/// request I sent is only its address (no id, no name) until they accept.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Person {
    pub id: Option<i64>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub profile_image_url: Option<String>,
}

impl From<User> for Person {
    fn from(user: User) -> Self {
        Person {
            id: Some(user.id.0),
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
    pub status: FriendRequestStatus,
    pub created_at: DateTime<Utc>,
}

impl Person {
    /// Only the address: who is behind it stays hidden from the sender.
    fn address(email: String) -> Person {
        Person {
            id: None,
            first_name: None,
            last_name: None,
            email: Some(email),
            profile_image_url: None,
        }
    }
}

impl FriendRequestResponse {
    /// A request as one of its two sides sees it: the receiver (me) sees the
    /// sender; the sender sees the address they typed, not who has it.
    fn seen_by(r: FriendRequest, side: RequestSide) -> Self {
        let receiver = match (side, r.receiver) {
            (RequestSide::Receiver, Some(me)) => me.into(),
            _ => Person::address(r.receiver_email),
        };
        FriendRequestResponse {
            id: r.id.0,
            sender: r.sender.into(),
            receiver,
            status: r.status,
            created_at: utc(r.created_at),
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
    let list = db::run(&state.db, move |store| store.friends(user_id)).await?;
    Ok(web::Json(
        list.into_iter()
            .map(|f| FriendResponse {
                id: f.user.id.0,
                first_name: f.user.first_name,
                last_name: f.user.last_name,
                email: f.user.email,
                profile_image_url: f.user.profile_image_url,
                friendship_id: f.friendship_id.0,
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
    let list = db::run(&state.db, move |store| {
        store.pending_requests(user_id, RequestSide::Receiver)
    })
    .await?;
    Ok(web::Json(
        list.into_iter()
            .map(|r| FriendRequestResponse::seen_by(r, RequestSide::Receiver))
            .collect(),
    ))
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
    let list = db::run(&state.db, move |store| {
        store.pending_requests(user_id, RequestSide::Sender)
    })
    .await?;
    Ok(web::Json(
        list.into_iter()
            .map(|r| FriendRequestResponse::seen_by(r, RequestSide::Sender))
            .collect(),
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FriendRequestBody {
    receiver_email: Option<String>,
}

/// What sending a friend request answers: the same for an address with an
/// account and one without (apart from the id), so nobody can probe who has
/// an account.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentRequestResponse {
    pub id: i64,
    /// pending, or accepted when they had already asked me.
    pub status: FriendRequestStatus,
    pub message: String,
}

#[utoipa::path(
    tag = "friends",
    request_body = FriendRequestBody,
    responses(
        (status = 201, description = "Sent (to an address with an account or not: the answer is the same; an address without one gets an email invitation when mail is configured)", body = SentRequestResponse),
        (status = 200, description = "They had already asked me: their request is accepted", body = SentRequestResponse),
        (status = 400, description = "No email, not an email address, or myself", body = ErrorBody),
        (status = 409, description = "Already friends, or a request is pending", body = ErrorBody),
        (status = 429, description = "Too many requests this hour", body = ErrorBody),
    )
)]
#[post("/friends/request")]
pub async fn send_request(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    req: HttpRequest,
    body: web::Json<FriendRequestBody>,
) -> ApiResult<HttpResponse> {
    let email = body.into_inner().receiver_email;
    let now = state.clock.now();
    let sent = db::run(&state.db, move |store| {
        use_case::send_friend_request(store, user_id, email.as_deref(), now.naive_utc())
    })
    .await?;
    if let (Some(invite), Some(mailer)) = (&sent.invite, &state.mailer) {
        let invitation = invite.email(&format!(
            "{}/api/login?returnTo=%2Ffriends%3Ftab%3Drequests",
            public_base(&state, &req)
        ));
        // Sent after answering: the answer takes as long for an address
        // without an account as for one with.
        let mailer = mailer.clone();
        actix_web::rt::spawn(async move {
            if let Err(error) = Mailer::send(&mailer, &invitation).await {
                tracing::warn!(%error, "friend invitation email failed");
            }
        });
    }
    Ok(if sent.created {
        HttpResponse::Created().json(SentRequestResponse {
            id: sent.id.0,
            status: FriendRequestStatus::Pending,
            message: messages::FRIEND_REQUEST_SENT.to_owned(),
        })
    } else {
        HttpResponse::Ok().json(SentRequestResponse {
            id: sent.id.0,
            status: FriendRequestStatus::Accepted,
            message: messages::FRIEND_REQUEST_ACCEPTED.to_owned(),
        })
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
    let request_id = FriendRequestId(body.request_id);
    let friendship = db::run(&state.db, move |store| {
        use_case::accept_friend_request(store, user_id, request_id)
    })
    .await?;
    Ok(web::Json(Accepted {
        request_id: request_id.0,
        friendship_id: friendship.0,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestClosed {
    pub request_id: i64,
    /// declined or cancelled.
    pub status: FriendRequestStatus,
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
    let request_id = FriendRequestId(body.request_id);
    let status = db::run(&state.db, move |store| {
        use_case::close_friend_request(store, user_id, request_id, RequestSide::Receiver)
    })
    .await?;
    Ok(web::Json(RequestClosed {
        request_id: request_id.0,
        status,
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
    let request_id = FriendRequestId(path.into_inner());
    let status = db::run(&state.db, move |store| {
        use_case::close_friend_request(store, user_id, request_id, RequestSide::Sender)
    })
    .await?;
    Ok(web::Json(RequestClosed {
        request_id: request_id.0,
        status,
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
    let id = FriendshipId(path.into_inner());
    db::run(&state.db, move |store| {
        use_case::remove_friend(store, user_id, id)
    })
    .await?;
    Ok(web::Json(Deleted::id(id.0)))
}
