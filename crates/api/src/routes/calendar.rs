//! The private iCalendar feed: a token URL calendar apps subscribe to.

use actix_web::http::header;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use domain::token::TokenKind;
use domain::use_cases::calendar::{
    calendar_feed_dates, calendar_feed_token, rotate_calendar_feed as rotate_feed,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::links::{new_token, public_base};
use crate::state::AppState;
use crate::PRODUCT_NAME;

#[derive(Debug, Serialize, ToSchema)]
pub struct CalendarFeed {
    /// The private feed URL; anyone with it can read my dates.
    pub url: String,
}

/// 256 random bits, URL-safe: the token is the feed's only credential.
fn feed_url(state: &AppState, req: &HttpRequest, token: &str) -> String {
    format!("{}/api/calendar/{token}.ics", public_base(state, req))
}

#[utoipa::path(
    tag = "calendar",
    responses(
        (status = 200, description = "My feed URL (made at my first sign-in)", body = CalendarFeed),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/calendar")]
pub async fn calendar_feed_url(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<CalendarFeed>> {
    let token = db::run(&state.db, move |store| calendar_feed_token(store, user_id))
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(web::Json(CalendarFeed {
        url: feed_url(&state, &req, &token),
    }))
}

#[utoipa::path(
    tag = "calendar",
    responses(
        (status = 200, description = "A new feed URL; the old one stops working", body = CalendarFeed),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[post("/calendar/rotate")]
pub async fn rotate_calendar_feed(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<CalendarFeed>> {
    let token = new_token(TokenKind::CalendarFeed);
    let token = db::run(&state.db, move |store| rotate_feed(store, user_id, token)).await?;
    Ok(web::Json(CalendarFeed {
        url: feed_url(&state, &req, &token),
    }))
}

#[utoipa::path(
    tag = "calendar",
    params(("token" = String, Path, description = "The feed's private token")),
    responses(
        (status = 200, description = "Every date as a yearly all-day event with an alarm", content_type = "text/calendar"),
        (status = 404, description = "No feed has this token", body = ErrorBody),
    )
)]
#[get("/calendar/{token}.ics")]
pub async fn calendar_ics(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let token = path.into_inner();
    let dates = db::run(&state.db, move |store| calendar_feed_dates(store, &token))
        .await?
        .ok_or(ApiError::NotFound)?;
    let body = integrations::icalendar::calendar_feed(&dates, PRODUCT_NAME, state.clock.now());
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "private, max-age=300"))
        .insert_header((
            header::CONTENT_DISPOSITION,
            "inline; filename=\"presently.ics\"",
        ))
        .body(body))
}
