//! Nudges (issue 47): `GET /api/lists/{id}/nudge` says whether I may ask a
//! friend to update their list (about the list's coming event, or about
//! them) and whether someone did; `POST` asks, without naming me. Nothing
//! here depends on their own birthday, which is private.

use actix_web::{get, post, web};
use domain::ids::ListId;
use domain::use_cases::nudges::{nudge, nudge_view, NudgeError, NudgeView, Occasion};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::AppState;

/// What a nudge would be about: the list's event, or the person (their
/// birthday when it is near, which a giver is never told).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum NudgeOccasion {
    Person,
    Event,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NudgeResponse {
    /// The list's event when it is in the next 60 days, else the person;
    /// null when they take no nudges.
    occasion: Option<NudgeOccasion>,
    /// Someone (who is never said) asked them about it already (about the
    /// person: in the last 60 days).
    asked: bool,
}

impl From<NudgeView> for NudgeResponse {
    fn from(view: NudgeView) -> Self {
        NudgeResponse {
            occasion: view.occasion.map(|o| match o {
                Occasion::Person => NudgeOccasion::Person,
                Occasion::Event => NudgeOccasion::Event,
            }),
            asked: view.asked,
        }
    }
}

impl From<NudgeError> for ApiError {
    fn from(error: NudgeError) -> Self {
        match error {
            NudgeError::NotFound => ApiError::NotFound,
            NudgeError::Unavailable => ApiError::Unprocessable(error.to_string()),
            NudgeError::AlreadyAsked => ApiError::Conflict(error.to_string()),
            NudgeError::Store(store) => store.into(),
        }
    }
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "A friend's list's id")),
    responses(
        (status = 200, body = NudgeResponse),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 404, description = "Not a friend's list I see (mine, a dependant's, a group list, a stranger's)", body = ErrorBody),
    )
)]
#[get("/lists/{id}/nudge")]
pub async fn list_nudge(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<NudgeResponse>> {
    let id = ListId(path.into_inner());
    let now = state.clock.now();
    let view = db::run(&state.db, move |store| nudge_view(store, me, id, now)).await?;
    Ok(web::Json(view.into()))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "A friend's list's id")),
    responses(
        (status = 200, description = "They hear someone is shopping for them, never who", body = NudgeResponse),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 404, description = "Not a friend's list I see", body = ErrorBody),
        (status = 409, description = "Asked about this occasion already (by anyone)", body = ErrorBody),
        (status = 422, description = "They take no nudges", body = ErrorBody),
    )
)]
#[post("/lists/{id}/nudge")]
pub async fn nudge_list_owner(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<NudgeResponse>> {
    let id = ListId(path.into_inner());
    let now = state.clock.now();
    let view = db::run(&state.db, move |store| nudge(store, me, id, now)).await?;
    Ok(web::Json(view.into()))
}
