//! Personal access tokens (issue 48), from the settings page: made (the
//! secret shown once), listed with their last use, revoked. A token never
//! reaches these routes itself (`domain::access_token::token_may_call`).

use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use domain::access_token::{AccessScope, AccessToken, AccessTokenDraft};
use domain::ids::AccessTokenId;
use domain::use_cases::access_tokens::{
    access_tokens, create_access_token, revoke_access_token, AccessTokenError,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::bearer::{new_secret, secret_hash};
use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json_fields::{utc, Deleted};
use crate::state::AppState;

/// A token as the settings page lists it (never its secret).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AccessToken)]
pub struct AccessTokenResponse {
    id: i64,
    name: String,
    scope: AccessScope,
    created_at: DateTime<Utc>,
    /// `null`: it never expires.
    expires_at: Option<DateTime<Utc>>,
    /// To the minute; `null`: never used.
    last_used_at: Option<DateTime<Utc>>,
    /// Past its expiry: refused, kept in the list until revoked.
    expired: bool,
}

impl AccessTokenResponse {
    fn of(token: AccessToken, now: chrono::NaiveDateTime) -> AccessTokenResponse {
        AccessTokenResponse {
            id: token.id.0,
            expired: domain::access_token::expired(token.expires_at, now),
            name: token.name,
            scope: token.scope,
            created_at: utc(token.created_at),
            expires_at: token.expires_at.map(utc),
            last_used_at: token.last_used_at.map(utc),
        }
    }
}

/// A new token: its secret, shown this once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewAccessToken {
    token: AccessTokenResponse,
    /// `prs_` and 43 characters: send it as `Authorization: Bearer`.
    secret: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccessTokenBody {
    /// What the token is for ("Claude on my laptop"), 1 to 100 characters.
    name: Option<String>,
    /// 30, 90 or 365; `null` or absent: it never expires.
    expires_in_days: Option<i64>,
    /// `read` (the default) or `read_write`.
    scope: Option<String>,
}

impl From<AccessTokenError> for ApiError {
    fn from(error: AccessTokenError) -> Self {
        match error {
            AccessTokenError::Invalid(error) => error.into(),
            AccessTokenError::TooMany => ApiError::Conflict(error.to_string()),
            AccessTokenError::NotFound => ApiError::NotFound,
            AccessTokenError::Store(error) => error.into(),
        }
    }
}

#[utoipa::path(
    tag = "account",
    responses(
        (status = 200, description = "My tokens, newest first", body = [AccessTokenResponse]),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 403, description = "Called with a token: only a signed-in browser manages tokens", body = ErrorBody),
    )
)]
#[get("/account/tokens")]
pub async fn list_access_tokens(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
) -> ApiResult<web::Json<Vec<AccessTokenResponse>>> {
    let now = state.clock.now().naive_utc();
    let tokens = db::run(&state.db, move |store| access_tokens(store, me)).await?;
    Ok(web::Json(
        tokens
            .into_iter()
            .map(|token| AccessTokenResponse::of(token, now))
            .collect(),
    ))
}

#[utoipa::path(
    tag = "account",
    request_body = AccessTokenBody,
    responses(
        (status = 201, description = "Made; the secret is shown this once", body = NewAccessToken),
        (status = 400, description = "'Give the token a name.', a wrong expiry or scope", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 403, description = "Called with a token", body = ErrorBody),
        (status = 409, description = "'You can keep at most 50 access tokens. Revoke one first.'", body = ErrorBody),
    )
)]
#[post("/account/tokens")]
pub async fn create_access_token_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    body: web::Json<AccessTokenBody>,
) -> ApiResult<HttpResponse> {
    let AccessTokenBody {
        name,
        expires_in_days,
        scope,
    } = body.into_inner();
    let draft = AccessTokenDraft {
        name,
        expires_in_days,
        scope,
    };
    let secret = new_secret();
    let hash = secret_hash(&secret);
    let now = state.clock.now().naive_utc();
    let token = db::run(&state.db, move |store| {
        create_access_token(store, me, draft, &hash, now)
    })
    .await?;
    Ok(HttpResponse::Created().json(NewAccessToken {
        token: AccessTokenResponse::of(token, now),
        secret,
    }))
}

#[utoipa::path(
    tag = "account",
    params(("id" = i64, Path, description = "The token's id")),
    responses(
        (status = 200, description = "Revoked: the next call with it is refused on every instance", body = Deleted),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 403, description = "Called with a token", body = ErrorBody),
        (status = 404, description = "Not one of my tokens", body = ErrorBody),
    )
)]
#[delete("/account/tokens/{id}")]
pub async fn revoke_access_token_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = AccessTokenId(path.into_inner());
    db::run(&state.db, move |store| revoke_access_token(store, me, id)).await?;
    Ok(web::Json(Deleted::id(id.0)))
}
