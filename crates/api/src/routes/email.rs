//! `POST /api/email/unsubscribe?token=`: the digest's unsubscribe (issue
//! 47). The `/unsubscribe` page sends it, and so does a mail client's
//! one-click button (RFC 8058: a form POST of `List-Unsubscribe=One-Click`
//! from no origin of ours, see [`crate::middleware::ONE_CLICK_UNSUBSCRIBE`]).
//! Its signed token alone authenticates it; all it does is turn the
//! digest off.

use actix_web::{post, web};
use domain::messages;
use domain::use_cases::account::turn_digest_off;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::AppState;
use crate::unsubscribe::verify;

#[derive(Debug, Deserialize, IntoParams)]
pub struct UnsubscribeQuery {
    /// The token the digest's link carries.
    token: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnsubscribeResponse {
    /// The digest is off (for an account since deleted, there was nothing to send).
    unsubscribed: bool,
}

#[utoipa::path(
    tag = "account",
    params(UnsubscribeQuery),
    responses(
        (status = 200, description = "The digest email is off", body = UnsubscribeResponse),
        (status = 400, description = "No token, or one not signed by this server", body = ErrorBody),
    )
)]
#[post("/email/unsubscribe")]
pub async fn unsubscribe(
    state: web::Data<AppState>,
    query: web::Query<UnsubscribeQuery>,
) -> ApiResult<web::Json<UnsubscribeResponse>> {
    let invalid = || ApiError::BadRequest(messages::UNSUBSCRIBE_INVALID.to_owned());
    let user = query
        .token
        .as_deref()
        .and_then(|token| verify(state.config.session_key.signing(), token))
        .ok_or_else(invalid)?;
    db::run(&state.db, move |store| turn_digest_off(store, user)).await?;
    Ok(web::Json(UnsubscribeResponse { unsubscribed: true }))
}
