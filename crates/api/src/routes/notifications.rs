//! The bell: reminders recorded by the scheduler, newest first.

use actix_web::{get, post, web};
use chrono::{DateTime, NaiveDate, Utc};
use persistence::reminders::{self, Reminder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::routes::dates::utc;
use crate::state::AppState;

const LIST_LIMIT: i64 = 50;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationResponse {
    pub id: i64,
    pub special_date_id: i64,
    pub title: String,
    pub body: String,
    #[schema(value_type = String, example = "2027-03-04")]
    pub occurrence: NaiveDate,
    /// dashboard, browser or email.
    pub channel: String,
    pub read: bool,
    pub created_at: DateTime<Utc>,
}

impl From<Reminder> for NotificationResponse {
    fn from(r: Reminder) -> Self {
        NotificationResponse {
            id: r.id,
            special_date_id: r.special_date_id,
            title: r.title,
            body: r.body,
            occurrence: r.occurrence,
            channel: r.channel,
            read: r.read_at.is_some(),
            created_at: utc(r.created_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationList {
    pub notifications: Vec<NotificationResponse>,
    pub unread_count: i64,
}

#[utoipa::path(
    tag = "notifications",
    responses(
        (status = 200, description = "My latest 50 notifications and the unread count", body = NotificationList),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/notifications")]
pub async fn list_notifications(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<NotificationList>> {
    let (list, unread_count) = db::run(&state.db, move |conn| {
        Ok((
            reminders::list_for_user(conn, user_id, LIST_LIMIT)?,
            reminders::unread_count(conn, user_id)?,
        ))
    })
    .await?;
    Ok(web::Json(NotificationList {
        notifications: list.into_iter().map(Into::into).collect(),
        unread_count,
    }))
}

#[utoipa::path(
    tag = "notifications",
    params(("id" = i64, Path, description = "The notification's id")),
    responses(
        (status = 200, body = NotificationResponse),
        (status = 404, description = "Not one of my notifications", body = ErrorBody),
    )
)]
#[post("/notifications/{id}/read")]
pub async fn mark_notification_read(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<NotificationResponse>> {
    let id = path.into_inner();
    let found = db::run(&state.db, move |conn| {
        reminders::mark_read(conn, user_id, id)
    })
    .await?;
    found.map(|r| web::Json(r.into())).ok_or(ApiError::NotFound)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MarkedRead {
    pub updated: usize,
}

#[utoipa::path(
    tag = "notifications",
    responses((status = 200, description = "How many were unread", body = MarkedRead))
)]
#[post("/notifications/read-all")]
pub async fn mark_all_notifications_read(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<MarkedRead>> {
    let updated = db::run(&state.db, move |conn| {
        reminders::mark_all_read(conn, user_id)
    })
    .await?;
    Ok(web::Json(MarkedRead { updated }))
}
