//! The bell: reminders recorded by the scheduler, newest first.

use actix_web::{get, post, web};
use chrono::{DateTime, NaiveDate, Utc};
use domain::ids::NotificationId;
use domain::notification::{Notification, NotificationKind};
use domain::ports::NotificationStore;
use domain::special_date::ReminderDelivery;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json_fields::utc;
use crate::state::AppState;

const LIST_LIMIT: u32 = 50;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationResponse {
    pub id: i64,
    pub kind: NotificationKind,
    pub title: String,
    pub body: String,
    /// The app path it opens, such as `/collaborative/7`.
    pub link: Option<String>,
    /// A reminder's date.
    pub special_date_id: Option<i64>,
    /// The occurrence a reminder is for.
    #[schema(value_type = Option<String>, example = "2027-03-04")]
    pub occurrence: Option<NaiveDate>,
    /// Where it also popped up or went out (the bell always shows it).
    pub channel: ReminderDelivery,
    pub read: bool,
    pub created_at: DateTime<Utc>,
}

impl From<Notification> for NotificationResponse {
    fn from(r: Notification) -> Self {
        NotificationResponse {
            id: r.id.0,
            kind: r.kind,
            title: r.title,
            body: r.body,
            link: r.link,
            special_date_id: r.special_date_id.map(|id| id.0),
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
    pub unread_count: u64,
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
    let (list, unread_count) = db::run(&state.db, move |store| {
        Ok::<_, domain::StoreError>((
            store.notifications(user_id, LIST_LIMIT)?,
            store.unread_count(user_id)?,
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
    let id = NotificationId(path.into_inner());
    let found = db::run(&state.db, move |store| store.mark_read(user_id, id)).await?;
    found.map(|r| web::Json(r.into())).ok_or(ApiError::NotFound)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MarkedRead {
    pub updated: u64,
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
    let updated = db::run(&state.db, move |store| store.mark_all_read(user_id)).await?;
    Ok(web::Json(MarkedRead { updated }))
}
