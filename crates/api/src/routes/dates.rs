//! Special dates: create, list, upcoming, update, shopped, delete.

use actix_web::{delete, get, patch, post, web, HttpResponse};
use chrono::{DateTime, Days, NaiveDate, NaiveDateTime, TimeZone as _, Utc};
use domain::calendar::{countdown, days_until, today_in};
use domain::messages;
use domain::special_date::{ReminderDelivery, Schedule, SpecialDateDraft, SpecialDateId};
use domain::time_zone::TimeZone;
use domain::user::UserId;
use domain::ValidationError;
use persistence::special_dates::{self, DateWithContact};
use persistence::{contacts, users, DbConnection, StoreError};
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::AppState;

/// The linked contact on a date card.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ContactSummary {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpecialDateResponse {
    pub id: i64,
    pub title: String,
    /// The date as entered (`YYYY-MM-DD`; for a birthday, the birth date).
    #[schema(value_type = String, example = "1960-03-04")]
    pub date: NaiveDate,
    /// birthday, anniversary, holiday, graduation, promotion or other.
    #[serde(rename = "type")]
    pub date_type: String,
    pub contact_id: Option<i64>,
    pub contact: Option<ContactSummary>,
    pub recurring: bool,
    pub reminder_days: u16,
    /// dashboard, browser or email.
    pub reminder_delivery: String,
    pub notes: Option<String>,
    /// 'Already shopped' for the current occurrence.
    pub shopped: bool,
    /// The next occurrence in the user's time zone (`YYYY-MM-DD`).
    #[schema(value_type = String, example = "2027-03-04")]
    pub next_date: NaiveDate,
    /// Days from the user's today to `nextDate` (negative for a past one-off date).
    pub days_until: i64,
    /// 'Today!', 'Tomorrow', 'N days' or 'N days ago'.
    pub countdown: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

pub fn utc(at: NaiveDateTime) -> DateTime<Utc> {
    Utc.from_utc_datetime(&at)
}

impl SpecialDateResponse {
    pub fn new(found: DateWithContact, today: NaiveDate) -> Self {
        let DateWithContact { date, contact } = found;
        let next = date.schedule.next_occurrence;
        let days = days_until(next, today);
        SpecialDateResponse {
            id: date.id,
            shopped: date.shopped(),
            title: date.input.title,
            date: date.input.date,
            date_type: date.input.date_type.as_str().to_owned(),
            contact_id: date.input.contact_id,
            contact: contact.map(|c| ContactSummary {
                id: c.id,
                name: c.name,
            }),
            recurring: date.input.recurring,
            reminder_days: date.input.reminder_days,
            reminder_delivery: date.input.reminder_delivery.as_str().to_owned(),
            notes: date.input.notes,
            next_date: next,
            days_until: days,
            countdown: countdown(days),
            created_at: utc(date.created_at),
            updated_at: utc(date.updated_at),
        }
    }
}

/// `Some(None)` for an explicit JSON null, `None` when the field is absent.
pub fn double_option<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

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
            contact_id: body.contact_id,
            recurring: body.recurring,
            reminder_days: body.reminder_days,
            reminder_delivery: body.reminder_delivery,
            notes: body.notes,
        }
    }
}

/// The user's today, in their time zone.
pub fn user_today(
    conn: &mut DbConnection,
    user_id: UserId,
    now: DateTime<Utc>,
) -> Result<NaiveDate, StoreError> {
    let zone = users::find(conn, user_id)?
        .and_then(|u| TimeZone::parse(&u.time_zone).ok())
        .unwrap_or(TimeZone::UTC);
    Ok(today_in(zone, now))
}

/// The user's today, after moving their passed recurring dates on, so what
/// is read next is current.
fn refreshed_today(
    conn: &mut DbConnection,
    user_id: UserId,
    now: DateTime<Utc>,
) -> Result<NaiveDate, StoreError> {
    let today = user_today(conn, user_id, now)?;
    special_dates::advance_for_user(conn, user_id, today)?;
    Ok(today)
}

fn email_unavailable(state: &AppState, delivery: ReminderDelivery) -> Option<ApiError> {
    (delivery == ReminderDelivery::Email && state.config.smtp_url.is_none()).then(|| {
        ValidationError::field("reminderDelivery", messages::EMAIL_REMINDERS_UNAVAILABLE).into()
    })
}

fn contact_not_found() -> ApiError {
    ValidationError::field("contactId", messages::CONTACT_NOT_FOUND).into()
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
    let input = SpecialDateDraft::from(body.into_inner()).validate_new()?;
    // The default delivery (dashboard) is always available.
    if let Some(error) = email_unavailable(&state, input.reminder_delivery) {
        return Err(error);
    }
    let now = Utc::now();
    let response = db::run(&state.db, move |conn| {
        if let Some(contact_id) = input.contact_id {
            if !contacts::is_owned(conn, user_id, contact_id)? {
                return Ok(Err(contact_not_found()));
            }
        }
        let today = user_today(conn, user_id, now)?;
        let saved = special_dates::insert(conn, user_id, &input, Schedule::of(&input, today))?;
        Ok(Ok(SpecialDateResponse::new(saved, today)))
    })
    .await??;
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
    let now = Utc::now();
    let dates = db::run(&state.db, move |conn| {
        let today = refreshed_today(conn, user_id, now)?;
        let dates = special_dates::list(conn, user_id)?;
        Ok(dates
            .into_iter()
            .map(|d| SpecialDateResponse::new(d, today))
            .collect())
    })
    .await?;
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
    if limit.is_some_and(|l| !(1..=100).contains(&l)) {
        return Err(ApiError::BadRequest(
            "limit must be from 1 to 100".to_owned(),
        ));
    }
    if days.is_some_and(|d| !(0..=3660).contains(&d)) {
        return Err(ApiError::BadRequest(
            "days must be from 0 to 3660".to_owned(),
        ));
    }
    let now = Utc::now();
    let dates = db::run(&state.db, move |conn| {
        let today = refreshed_today(conn, user_id, now)?;
        let until = days
            .and_then(|d| u64::try_from(d).ok())
            .and_then(|d| today.checked_add_days(Days::new(d)));
        let dates = special_dates::upcoming(conn, user_id, today, until, limit)?;
        Ok(dates
            .into_iter()
            .map(|d| SpecialDateResponse::new(d, today))
            .collect())
    })
    .await?;
    Ok(web::Json(dates))
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
    path: web::Path<SpecialDateId>,
) -> ApiResult<web::Json<SpecialDateResponse>> {
    let id = path.into_inner();
    let now = Utc::now();
    let found = db::run(&state.db, move |conn| {
        let today = refreshed_today(conn, user_id, now)?;
        Ok(special_dates::find(conn, user_id, id)?.map(|d| SpecialDateResponse::new(d, today)))
    })
    .await?;
    found.map(web::Json).ok_or(ApiError::NotFound)
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
    path: web::Path<SpecialDateId>,
    body: web::Json<SpecialDateBody>,
) -> ApiResult<web::Json<SpecialDateResponse>> {
    let id = path.into_inner();
    let draft = SpecialDateDraft::from(body.into_inner());
    let delivery = draft
        .reminder_delivery
        .as_deref()
        .and_then(ReminderDelivery::parse);
    if let Some(error) = delivery.and_then(|d| email_unavailable(&state, d)) {
        return Err(error);
    }
    let now = Utc::now();
    let updated = db::run(&state.db, move |conn| {
        persistence::transaction(conn, |conn| {
            let today = user_today(conn, user_id, now)?;
            let Some(current) = special_dates::find(conn, user_id, id)? else {
                return Ok(Err(ApiError::NotFound));
            };
            let input = match draft.validate_update(&current.date.input) {
                Ok(input) => input,
                Err(error) => return Ok(Err(error.into())),
            };
            if let Some(contact_id) = input
                .contact_id
                .filter(|c| Some(*c) != current.date.input.contact_id)
            {
                if !contacts::is_owned(conn, user_id, contact_id)? {
                    return Ok(Err(contact_not_found()));
                }
            }
            let saved =
                special_dates::update(conn, user_id, id, &input, Schedule::of(&input, today))?;
            Ok(saved
                .map(|d| SpecialDateResponse::new(d, today))
                .ok_or(ApiError::NotFound))
        })
    })
    .await??;
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
    path: web::Path<SpecialDateId>,
    body: web::Json<ShoppedBody>,
) -> ApiResult<web::Json<SpecialDateResponse>> {
    let id = path.into_inner();
    let shopped = body.shopped;
    let now = Utc::now();
    let updated = db::run(&state.db, move |conn| {
        let today = refreshed_today(conn, user_id, now)?;
        let Some(current) = special_dates::find(conn, user_id, id)? else {
            return Ok(None);
        };
        let occurrence = shopped.then_some(current.date.schedule.next_occurrence);
        Ok(special_dates::set_shopped(conn, user_id, id, occurrence)?
            .map(|d| SpecialDateResponse::new(d, today)))
    })
    .await?;
    updated.map(web::Json).ok_or(ApiError::NotFound)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Deleted {
    pub id: i64,
    pub deleted: bool,
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
    path: web::Path<SpecialDateId>,
) -> ApiResult<web::Json<Deleted>> {
    let id = path.into_inner();
    let deleted = db::run(&state.db, move |conn| {
        special_dates::delete(conn, user_id, id)
    })
    .await?;
    if !deleted {
        return Err(ApiError::NotFound);
    }
    Ok(web::Json(Deleted { id, deleted }))
}
