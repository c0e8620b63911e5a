//! Special dates: create, list, upcoming, update, shopped, delete.

use actix_web::{delete, get, patch, post, web, HttpResponse};
use domain::ids::{ContactId, SpecialDateId, UserId};
use domain::special_date::SpecialDateDraft;
use domain::use_cases::account::add_date_with_my_defaults;
use domain::use_cases::dates::{
    delete_special_date, set_special_date_shopped, special_date, special_dates,
    upcoming_special_dates, update_special_date,
};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiResult, ErrorBody};
use crate::json_fields::{double_option, Deleted};
use crate::responses::dates::SpecialDateResponse;
use crate::state::AppState;

/// A date's fields; on create, title, type and date are required; on update, any subset.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpecialDateBody {
    title: Option<String>,
    #[serde(rename = "type")]
    date_type: Option<String>,
    /// `YYYY-MM-DD`.
    date: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<i64>)]
    contact_id: Option<Option<i64>>,
    recurring: Option<bool>,
    /// 0 to 365; default 7.
    reminder_days: Option<i64>,
    /// dashboard (default), browser or email.
    reminder_delivery: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    notes: Option<Option<String>>,
}

impl From<SpecialDateBody> for SpecialDateDraft {
    fn from(body: SpecialDateBody) -> Self {
        SpecialDateDraft {
            title: body.title,
            date_type: body.date_type,
            date: body.date,
            contact_id: body.contact_id.map(|c| c.map(ContactId)),
            recurring: body.recurring,
            reminder_days: body.reminder_days,
            reminder_delivery: body.reminder_delivery,
            notes: body.notes,
            gift_day: None,
        }
    }
}

#[utoipa::path(
    tag = "dates",
    request_body = SpecialDateBody,
    responses(
        (status = 201, body = SpecialDateResponse),
        (status = 400, description = "Validation failed, with the spec's messages", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[post("/dates")]
pub async fn create_date(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<SpecialDateBody>,
) -> ApiResult<HttpResponse> {
    let draft = SpecialDateDraft::from(body.into_inner());
    let email_enabled = state.config.smtp_url.is_some();
    let now = state.clock.now();
    let saved = db::run(&state.db, move |store| {
        add_date_with_my_defaults(store, user_id, draft, email_enabled, now)
    })
    .await?;
    let response = SpecialDateResponse::from(saved);
    Ok(HttpResponse::Created().json(response))
}

#[utoipa::path(
    tag = "dates",
    responses(
        (status = 200, description = "All of my dates, by next occurrence", body = [SpecialDateResponse]),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/dates")]
pub async fn list_dates(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<SpecialDateResponse>>> {
    let now = state.clock.now();
    let dates = db::run(&state.db, move |store| special_dates(store, user_id, now)).await?;
    let dates = SpecialDateResponse::all(dates);
    Ok(web::Json(dates))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct UpcomingQuery {
    /// At most this many dates (1 to 100).
    limit: Option<i64>,
    /// Only dates in the next this many days, today included (0 to 3660).
    days: Option<i64>,
}

#[utoipa::path(
    tag = "dates",
    params(UpcomingQuery),
    responses(
        (status = 200, description = "Coming dates, soonest first", body = [SpecialDateResponse]),
        (status = 400, description = "A bad limit or days", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/dates/upcoming")]
pub async fn upcoming_dates(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    query: web::Query<UpcomingQuery>,
) -> ApiResult<web::Json<Vec<SpecialDateResponse>>> {
    let UpcomingQuery { limit, days } = query.into_inner();
    coming_dates(&state, user_id, limit, days)
        .await
        .map(web::Json)
}

/// My coming dates, soonest first (the route and the MCP server's
/// `coming_dates` tool).
pub(crate) async fn coming_dates(
    state: &AppState,
    me: UserId,
    limit: Option<i64>,
    days: Option<i64>,
) -> ApiResult<Vec<SpecialDateResponse>> {
    let now = state.clock.now();
    let dates = db::run(&state.db, move |store| {
        upcoming_special_dates(store, me, limit, days, now)
    })
    .await?;
    Ok(SpecialDateResponse::all(dates))
}

#[utoipa::path(
    tag = "dates",
    params(("id" = i64, Path, description = "The date's id")),
    responses(
        (status = 200, body = SpecialDateResponse),
        (status = 404, description = "Not one of my dates", body = ErrorBody),
    )
)]
#[get("/dates/{id}")]
pub async fn get_date(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<SpecialDateResponse>> {
    let id = SpecialDateId(path.into_inner());
    let now = state.clock.now();
    let found = db::run(&state.db, move |store| {
        special_date(store, user_id, id, now)
    })
    .await?;
    Ok(web::Json(found.into()))
}

#[utoipa::path(
    tag = "dates",
    params(("id" = i64, Path, description = "The date's id")),
    request_body = SpecialDateBody,
    responses(
        (status = 200, body = SpecialDateResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 404, description = "Not one of my dates", body = ErrorBody),
    )
)]
#[patch("/dates/{id}")]
pub async fn update_date(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<SpecialDateBody>,
) -> ApiResult<web::Json<SpecialDateResponse>> {
    let id = SpecialDateId(path.into_inner());
    let draft = SpecialDateDraft::from(body.into_inner());
    let email_enabled = state.config.smtp_url.is_some();
    let now = state.clock.now();
    let updated = db::run(&state.db, move |store| {
        update_special_date(store, user_id, id, draft, email_enabled, now)
    })
    .await?;
    let updated = SpecialDateResponse::from(updated);
    Ok(web::Json(updated))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ShoppedBody {
    shopped: bool,
}

#[utoipa::path(
    tag = "dates",
    params(("id" = i64, Path, description = "The date's id")),
    request_body = ShoppedBody,
    responses(
        (status = 200, description = "'Already shopped' set for the current occurrence", body = SpecialDateResponse),
        (status = 404, description = "Not one of my dates", body = ErrorBody),
    )
)]
#[patch("/dates/{id}/shopped")]
pub async fn set_shopped(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ShoppedBody>,
) -> ApiResult<web::Json<SpecialDateResponse>> {
    let id = SpecialDateId(path.into_inner());
    let shopped = body.shopped;
    let now = state.clock.now();
    let updated = db::run(&state.db, move |store| {
        set_special_date_shopped(store, user_id, id, shopped, now)
    })
    .await?;
    Ok(web::Json(updated.into()))
}

#[utoipa::path(
    tag = "dates",
    params(("id" = i64, Path, description = "The date's id")),
    responses(
        (status = 200, body = Deleted),
        (status = 404, description = "Not one of my dates", body = ErrorBody),
    )
)]
#[delete("/dates/{id}")]
pub async fn delete_date(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = SpecialDateId(path.into_inner());
    db::run(&state.db, move |store| {
        delete_special_date(store, user_id, id)
    })
    .await?;
    Ok(web::Json(Deleted::id(id.0)))
}
