//! My country's gift-giving days (issue 47): `GET /api/holidays`, the
//! dates page's suggestions, and `POST /api/holidays`, one added as a
//! recurring date that moves with its calendar.

use actix_web::{get, post, web, HttpResponse};
use domain::holiday::Country;
use domain::use_cases::holidays::{add_gift_day, suggestions, HolidayError};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::responses::dates::SpecialDateResponse;
use crate::state::AppState;

/// A country Presently knows the gift-giving days of.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CountryOption {
    /// Two letters, such as GB.
    code: &'static str,
    /// Its English name.
    name: &'static str,
}

/// One gift-giving day as the dates page suggests it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GiftDaySuggestion {
    #[schema(value_type = domain::holiday::GiftDay)]
    day: &'static str,
    /// Its English name ("Mother's Day").
    name: &'static str,
    /// Its next date on or after my today, `YYYY-MM-DD`.
    #[schema(value_type = String, format = Date)]
    date: chrono::NaiveDate,
    /// I keep it among my dates already.
    added: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolidaysResponse {
    /// The country the days are of (two letters).
    country: &'static str,
    /// Every country to choose from.
    countries: Vec<CountryOption>,
    /// Its days, soonest first.
    days: Vec<GiftDaySuggestion>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct HolidaysQuery {
    /// Two letters; without it, my settings' country (else US).
    country: Option<String>,
}

impl From<HolidayError> for ApiError {
    fn from(error: HolidayError) -> Self {
        match error {
            HolidayError::Date(error) => error.into(),
            HolidayError::AlreadyAdded => ApiError::Conflict(error.to_string()),
        }
    }
}

#[utoipa::path(
    tag = "dates",
    params(HolidaysQuery),
    responses(
        (status = 200, body = HolidaysResponse),
        (status = 400, description = "Not a country listed", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/holidays")]
pub async fn holidays(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    query: web::Query<HolidaysQuery>,
) -> ApiResult<web::Json<HolidaysResponse>> {
    let country = query.into_inner().country;
    let now = state.clock.now();
    let found = db::run(&state.db, move |store| {
        suggestions(store, me, country.as_deref(), now)
    })
    .await?;
    Ok(web::Json(HolidaysResponse {
        country: found.country.as_str(),
        countries: Country::ALL
            .iter()
            .map(|c| CountryOption {
                code: c.as_str(),
                name: c.label(),
            })
            .collect(),
        days: found
            .days
            .into_iter()
            .map(|s| GiftDaySuggestion {
                day: s.day.as_str(),
                name: s.day.label(),
                date: s.date,
                added: s.added,
            })
            .collect(),
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddHolidayBody {
    /// One of the days `GET /api/holidays` lists, such as `mothers_day`.
    day: String,
    /// The country whose date it follows, such as GB.
    country: String,
}

#[utoipa::path(
    tag = "dates",
    request_body = AddHolidayBody,
    responses(
        (status = 201, description = "Added: a recurring holiday on its next date, moving with its calendar each year", body = SpecialDateResponse),
        (status = 400, description = "Not a day or country listed, or a day the country does not keep", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 409, description = "I keep this day already", body = ErrorBody),
    )
)]
#[post("/holidays")]
pub async fn add_holiday(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    body: web::Json<AddHolidayBody>,
) -> ApiResult<HttpResponse> {
    let AddHolidayBody { day, country } = body.into_inner();
    let email_enabled = state.config.smtp_url.is_some();
    let now = state.clock.now();
    let saved = db::run(&state.db, move |store| {
        add_gift_day(store, me, &day, &country, email_enabled, now)
    })
    .await?;
    Ok(HttpResponse::Created().json(SpecialDateResponse::from(saved)))
}
