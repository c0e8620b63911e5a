//! My account: profile, settings, my data out (JSON, vCard, iCalendar) and
//! back in, and deleting it.

use actix_session::Session;
use actix_web::http::header;
use actix_web::{delete, get, post, put, web, HttpResponse};
use domain::account::{AccountExport, AccountSettings, ProfileDraft, SettingsDraft};
use domain::ports::{AccountStore, ContactStore, SpecialDateStore};
use domain::special_date::{DateType, ReminderDelivery};
use domain::use_cases::account::{
    delete_account as delete_account_use_case, export_account as export_use_case,
    import_account as import_use_case, update_profile as update_profile_use_case,
    update_settings as update_settings_use_case, ImportCounts,
};
use integrations::vcard::{write_vcards, ContactCard};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::{session, SignedIn, UserResponse};
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extractors::{read_body, ACCOUNT_IMPORT_LIMIT};
use crate::responses::download;
use crate::state::AppState;
use crate::PRODUCT_NAME;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileBody {
    first_name: Option<String>,
    last_name: Option<String>,
    /// An `https://` link to a picture.
    profile_image_url: Option<String>,
    /// An IANA zone chosen by hand; null follows the browser's.
    time_zone: Option<String>,
    /// My own birthday, `YYYY-MM-DD` (blank or null: none). Private: only
    /// I read it; it drives the nudges alone.
    birthday: Option<String>,
}

#[utoipa::path(
    tag = "account",
    request_body = ProfileBody,
    responses(
        (status = 200, description = "Saved; later sign-ins keep this name and photo", body = UserResponse),
        (status = 400, description = "A field is invalid", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[put("/account/profile")]
pub async fn update_profile(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<ProfileBody>,
) -> ApiResult<web::Json<UserResponse>> {
    let body = body.into_inner();
    let draft = ProfileDraft {
        first_name: body.first_name,
        last_name: body.last_name,
        profile_image_url: body.profile_image_url,
        time_zone: body.time_zone,
        birthday: body.birthday,
    };
    let today = state.clock.now().date_naive();
    let user = db::run(&state.db, move |store| {
        update_profile_use_case(store, user_id, draft, today)
    })
    .await?;
    Ok(web::Json(user.into()))
}

#[utoipa::path(
    tag = "account",
    responses((status = 200, description = "Every IANA zone name the server accepts, sorted", body = Vec<String>))
)]
#[get("/time-zones")]
pub async fn time_zones() -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .json(domain::time_zone::TimeZone::all_names())
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsResponse {
    /// Days before, for a new date's reminder.
    reminder_days: u16,
    /// For a new date's reminder.
    reminder_delivery: ReminderDelivery,
    /// Off: no reminder is emailed.
    email_reminders: bool,
    /// "Email me about my circle": at most one email a day with what the
    /// bell gathered about people and lists (off by default).
    email_circle: bool,
    /// Whether this server can send email at all.
    email_available: bool,
    /// New public lists are listed in Find a list.
    list_by_default: bool,
    /// The currency budgets and sums are in (three letters); null until
    /// chosen (the browser's locale says one meanwhile).
    home_currency: Option<String>,
    /// How often the digest email comes.
    #[schema(value_type = domain::digest::DigestFrequency)]
    digest: String,
    /// The day of a weekly digest.
    #[schema(value_type = domain::digest::DigestDay)]
    digest_day: String,
    /// The digest's hour, 0 to 23, in my own time zone.
    digest_hour: u8,
    /// Whether my circle may nudge me to update my list.
    nudges: bool,
    /// Whose gift-giving days the dates page suggests (two letters); null
    /// until chosen (the browser's locale says one meanwhile).
    country: Option<String>,
}

fn settings_response(settings: AccountSettings, email_available: bool) -> SettingsResponse {
    SettingsResponse {
        reminder_days: settings.reminder_days,
        reminder_delivery: settings.reminder_delivery,
        email_reminders: settings.email_reminders,
        email_circle: settings.email_circle,
        email_available,
        list_by_default: settings.list_by_default,
        home_currency: settings.home_currency.map(|c| c.as_str().to_owned()),
        digest: settings.digest.frequency.as_str().to_owned(),
        digest_day: settings.digest.day.as_str().to_owned(),
        digest_hour: settings.digest.hour,
        nudges: settings.nudges,
        country: settings.country.map(|c| c.as_str().to_owned()),
    }
}

#[utoipa::path(
    tag = "account",
    responses(
        (status = 200, body = SettingsResponse),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/account/settings")]
pub async fn account_settings(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<SettingsResponse>> {
    let settings = db::run(&state.db, move |store| store.account_settings(user_id)).await?;
    Ok(web::Json(settings_response(
        settings,
        state.config.smtp_url.is_some(),
    )))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsBody {
    reminder_days: Option<i64>,
    reminder_delivery: Option<String>,
    email_reminders: Option<bool>,
    email_circle: Option<bool>,
    list_by_default: Option<bool>,
    /// Three letters, such as USD or EUR.
    home_currency: Option<String>,
    /// `weekly`, `daily` or `off`.
    digest: Option<String>,
    /// `monday` to `sunday`.
    digest_day: Option<String>,
    /// 0 to 23.
    digest_hour: Option<i64>,
    nudges: Option<bool>,
    /// Two letters, one of `GET /api/holidays`' countries.
    country: Option<String>,
}

#[utoipa::path(
    tag = "account",
    request_body = SettingsBody,
    responses(
        (status = 200, body = SettingsResponse),
        (status = 400, description = "A field is invalid", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[put("/account/settings")]
pub async fn update_account_settings(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<SettingsBody>,
) -> ApiResult<web::Json<SettingsResponse>> {
    let body = body.into_inner();
    let draft = SettingsDraft {
        reminder_days: body.reminder_days,
        reminder_delivery: body.reminder_delivery,
        email_reminders: body.email_reminders,
        email_circle: body.email_circle,
        list_by_default: body.list_by_default,
        home_currency: body.home_currency,
        digest: body.digest,
        digest_day: body.digest_day,
        digest_hour: body.digest_hour,
        nudges: body.nudges,
        country: body.country,
    };
    let email_available = state.config.smtp_url.is_some();
    let settings = db::run(&state.db, move |store| {
        update_settings_use_case(store, user_id, draft, email_available)
    })
    .await?;
    Ok(web::Json(settings_response(settings, email_available)))
}

#[utoipa::path(
    tag = "account",
    responses(
        (status = 200, description = "All my own data in one file (format `presently-export`, version 1; the README documents it)", body = domain::account::AccountExport),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/account/export")]
pub async fn export_account(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<HttpResponse> {
    let now = state.clock.now();
    let file = db::run(&state.db, move |store| export_use_case(store, user_id, now)).await?;
    let body = serde_json::to_string_pretty(&file)
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("export: {e}")))?;
    Ok(download(
        "application/json",
        &format!("presently-export-{}.json", now.format("%Y-%m-%d")),
        body,
    ))
}

#[utoipa::path(
    tag = "account",
    responses(
        (status = 200, description = "My contacts as vCard 3.0, with birthdays and anniversaries", content_type = "text/vcard"),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/account/export/contacts.vcf")]
pub async fn export_contacts(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<HttpResponse> {
    let (contacts, dates) = db::run(&state.db, move |store| {
        Ok::<_, ApiError>((store.contacts(user_id)?, store.dates(user_id)?.value))
    })
    .await?;
    // A contact's birthday and anniversary are its linked dates of those types.
    let date_of = |contact, kind| {
        dates
            .iter()
            .map(|d| &d.date.input)
            .find(|d| d.contact_id == Some(contact) && d.date_type == kind)
            .map(|d| d.date)
    };
    let cards: Vec<ContactCard<'_>> = contacts
        .iter()
        .map(|c| ContactCard {
            contact: &c.input,
            birthday: date_of(c.id, DateType::Birthday),
            anniversary: date_of(c.id, DateType::Anniversary),
        })
        .collect();
    Ok(download(
        "text/vcard; charset=utf-8",
        "presently-contacts.vcf",
        write_vcards(&cards),
    ))
}

#[utoipa::path(
    tag = "account",
    responses(
        (status = 200, description = "My dates as iCalendar events (yearly when recurring, with their reminders)", content_type = "text/calendar"),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/account/export/dates.ics")]
pub async fn export_dates(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<HttpResponse> {
    let dates = db::run(&state.db, move |store| store.dates(user_id)).await?;
    let dates: Vec<_> = dates.value.into_iter().map(|d| d.date).collect();
    Ok(download(
        "text/calendar; charset=utf-8",
        "presently-dates.ics",
        integrations::icalendar::calendar_feed(&dates, PRODUCT_NAME, state.clock.now()),
    ))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportResult {
    contacts: usize,
    dates: usize,
    wishlist_items: usize,
    /// Lists beside the default wishlist (their items are theirs).
    lists: usize,
    /// Gifts kept for a contact (or for a friend one of the contacts is).
    gifts: usize,
    /// Budgets (with the amounts for the file's contacts).
    budgets: usize,
}

#[utoipa::path(
    tag = "account",
    request_body(content = Object, description = "An export file (`GET /api/account/export`)", content_type = "application/json"),
    responses(
        (status = 200, description = "Everything imported", body = ImportResult),
        (status = 400, description = "Not an export file, a newer one, or an entry the app would refuse (named); nothing imported", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 409, description = "This account already holds contacts, dates or wishlist items, or the file holds more than an account may keep", body = ErrorBody),
        (status = 413, description = "Over 5 MiB", body = ErrorBody),
    )
)]
#[post("/account/import")]
pub async fn import_account(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    payload: web::Payload,
) -> ApiResult<web::Json<ImportResult>> {
    let bytes = read_body(payload, ACCOUNT_IMPORT_LIMIT).await?;
    // Anything that does not read as an export file is one message.
    let file: AccountExport = serde_json::from_slice(&bytes)
        .map_err(|_| ApiError::BadRequest(domain::messages::IMPORT_NOT_AN_EXPORT.to_owned()))?;
    let email_available = state.config.smtp_url.is_some();
    let now = state.clock.now();
    let ImportCounts {
        contacts,
        dates,
        wishlist_items,
        lists,
        gifts,
        budgets,
    } = db::run(&state.db, move |store| {
        import_use_case(store, user_id, file, email_available, now)
    })
    .await?;
    tracing::info!(
        user_id = user_id.0,
        contacts,
        dates,
        wishlist_items,
        lists,
        gifts,
        budgets,
        "account imported"
    );
    Ok(web::Json(ImportResult {
        contacts,
        dates,
        wishlist_items,
        lists,
        gifts,
        budgets,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeleteAccountBody {
    /// My email address as shown (any case), or "delete my account" for
    /// an account without one.
    confirm: Option<String>,
}

#[utoipa::path(
    tag = "account",
    request_body = DeleteAccountBody,
    responses(
        (status = 204, description = "Deleted; every session of mine has ended"),
        (status = 400, description = "The confirmation does not match", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[delete("/account")]
pub async fn delete_account(
    state: web::Data<AppState>,
    cookie: Session,
    SignedIn(user_id): SignedIn,
    body: web::Json<DeleteAccountBody>,
) -> ApiResult<HttpResponse> {
    let confirm = body.into_inner().confirm.unwrap_or_default();
    db::run(&state.db, move |store| {
        delete_account_use_case(store, user_id, &confirm)
    })
    .await?;
    session::forget_account(&state, &cookie, user_id);
    tracing::info!(user_id = user_id.0, "account deleted");
    Ok(HttpResponse::NoContent().finish())
}
