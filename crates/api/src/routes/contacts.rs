//! Contacts: the circle's people, and bulk import (one transaction).

use actix_web::{delete, get, patch, post, web, HttpRequest, HttpResponse};
use chrono::NaiveDate;
use domain::contact::{interests, Contact, ContactDraft, Relationship};
use domain::contact_import::{EntryStatus, ImportDraft};
use domain::ids::ContactId;
use domain::messages;
use domain::ports::ContactStore;
use domain::use_cases::contacts::{self as use_case, ContactError, ImportCandidate};
use futures_util::StreamExt;
use integrations::vcard;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extractors::{read_body, read_json, IMPORT_LIMIT};
use crate::json_fields::{double_option, Deleted};
use crate::state::AppState;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactResponse {
    pub id: i64,
    pub name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub relationship: Option<Relationship>,
    pub preferences: Option<String>,
    /// `preferences` split into tags.
    pub interests: Vec<String>,
    pub photo_url: Option<String>,
}

impl From<Contact> for ContactResponse {
    fn from(contact: Contact) -> Self {
        let input = contact.input;
        ContactResponse {
            id: contact.id.0,
            interests: input
                .preferences
                .as_deref()
                .map(interests)
                .unwrap_or_default(),
            name: input.name,
            email: input.email,
            phone: input.phone,
            relationship: input.relationship,
            preferences: input.preferences,
            photo_url: input.photo_url,
        }
    }
}

/// A contact's fields; empty strings are dropped. On update, any subset.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactBody {
    name: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    email: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    phone: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    relationship: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    preferences: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    photo_url: Option<Option<String>>,
}

impl From<ContactBody> for ContactDraft {
    fn from(body: ContactBody) -> Self {
        ContactDraft {
            name: body.name,
            email: body.email,
            phone: body.phone,
            relationship: body.relationship,
            preferences: body.preferences,
            photo_url: body.photo_url,
        }
    }
}

#[utoipa::path(
    tag = "contacts",
    responses(
        (status = 200, description = "My contacts by name", body = [ContactResponse]),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/contacts")]
pub async fn list_contacts(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<Vec<ContactResponse>>> {
    let list = db::run(&state.db, move |store| store.contacts(user_id)).await?;
    Ok(web::Json(list.into_iter().map(Into::into).collect()))
}

#[utoipa::path(
    tag = "contacts",
    request_body = ContactBody,
    responses(
        (status = 201, body = ContactResponse),
        (status = 400, description = "'Name is required', 'Invalid email', 'Invalid URL', ...", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[post("/contacts")]
pub async fn create_contact(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<ContactBody>,
) -> ApiResult<HttpResponse> {
    let draft = ContactDraft::from(body.into_inner());
    let contact = db::run(&state.db, move |store| {
        use_case::add_contact(store, user_id, draft)
    })
    .await?;
    Ok(HttpResponse::Created().json(ContactResponse::from(contact)))
}

#[utoipa::path(
    tag = "contacts",
    params(("id" = i64, Path, description = "The contact's id")),
    responses(
        (status = 200, body = ContactResponse),
        (status = 404, description = "Not one of my contacts", body = ErrorBody),
    )
)]
#[get("/contacts/{id}")]
pub async fn get_contact(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ContactResponse>> {
    let id = ContactId(path.into_inner());
    let found = db::run(&state.db, move |store| {
        use_case::contact(store, user_id, id)
    })
    .await?;
    Ok(web::Json(found.into()))
}

#[utoipa::path(
    tag = "contacts",
    params(("id" = i64, Path, description = "The contact's id")),
    request_body = ContactBody,
    responses(
        (status = 200, body = ContactResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 404, description = "Not one of my contacts", body = ErrorBody),
    )
)]
#[patch("/contacts/{id}")]
pub async fn update_contact(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ContactBody>,
) -> ApiResult<web::Json<ContactResponse>> {
    let id = ContactId(path.into_inner());
    let draft = ContactDraft::from(body.into_inner());
    let updated = db::run(&state.db, move |store| {
        use_case::update_contact(store, user_id, id, draft)
    })
    .await?;
    Ok(web::Json(updated.into()))
}

#[utoipa::path(
    tag = "contacts",
    params(("id" = i64, Path, description = "The contact's id")),
    responses(
        (status = 200, description = "Deleted; its dates stay, unlinked", body = Deleted),
        (status = 404, description = "Not one of my contacts", body = ErrorBody),
    )
)]
#[delete("/contacts/{id}")]
pub async fn delete_contact(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = ContactId(path.into_inner());
    db::run(&state.db, move |store| {
        use_case::delete_contact(store, user_id, id)
    })
    .await?;
    Ok(web::Json(Deleted::id(id.0)))
}

/// One contact to import; `birthday` and `anniversary` become special dates.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportContactBody {
    name: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    relationship: Option<String>,
    preferences: Option<String>,
    /// `YYYY-MM-DD`, or `--MM-DD` when the year is unknown.
    birthday: Option<String>,
    /// `YYYY-MM-DD`, or `--MM-DD` when the year is unknown.
    anniversary: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ImportBody {
    contacts: Vec<ImportContactBody>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportResponse {
    pub imported: usize,
    pub dates_created: usize,
    pub contacts: Vec<ContactResponse>,
}

impl From<ImportContactBody> for ImportDraft {
    fn from(body: ImportContactBody) -> Self {
        ImportDraft {
            name: body.name,
            email: body.email,
            phone: body.phone,
            relationship: body.relationship,
            preferences: body.preferences,
            birthday: body.birthday,
            anniversary: body.anniversary,
        }
    }
}

#[utoipa::path(
    tag = "contacts",
    request_body = ImportBody,
    responses(
        (status = 201, description = "All imported, with their birthdays and anniversaries as dates", body = ImportResponse),
        (status = 400, description = "A contact is invalid (none imported), or the list is empty", body = ErrorBody),
        (status = 409, description = "The import would pass the caps of 10,000 contacts or 20,000 special dates (none imported)", body = ErrorBody),
        (status = 413, description = "Over 2 MiB", body = ErrorBody),
        (status = 429, description = "Ten imports in the last hour; `Retry-After` says when the next one is counted", body = ErrorBody),
    )
)]
#[post("/contacts/import")]
pub async fn import_contacts(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    payload: web::Payload,
) -> ApiResult<HttpResponse> {
    let body: ImportBody = read_json(payload, IMPORT_LIMIT).await?;
    let drafts: Vec<ImportDraft> = body.contacts.into_iter().map(Into::into).collect();
    let now = state.clock.now();
    let result = db::run(&state.db, move |store| {
        use_case::import_contacts(store, user_id, drafts, now)
    })
    .await?;
    Ok(HttpResponse::Created().json(ImportResponse {
        imported: result.contacts.len(),
        dates_created: result.dates_created,
        contacts: result.contacts.into_iter().map(Into::into).collect(),
    }))
}

/// One vCard entry as the import list shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewEntry {
    pub name: Option<String>,
    /// The preferred email (first of `emails`).
    pub email: Option<String>,
    pub emails: Vec<String>,
    /// The preferred phone (first of `phones`).
    pub phone: Option<String>,
    pub phones: Vec<String>,
    /// `YYYY-MM-DD`, or `--MM-DD` without a year: what the import call takes.
    pub birthday: Option<String>,
    pub anniversary: Option<String>,
    /// What the import call should send: the card's `CATEGORIES` when
    /// one names a relationship, else `friend`.
    pub relationship: Relationship,
    /// new, duplicate (same email or phone as one of my contacts, or as an
    /// earlier entry) or skipped (no name; no phone or email; cut off).
    pub status: EntryStatus,
    /// Why a skipped or duplicate entry is marked.
    pub reason: Option<&'static str>,
}

#[derive(Debug, Default, Serialize, ToSchema)]
pub struct PreviewCounts {
    pub new: usize,
    pub duplicate: usize,
    pub skipped: usize,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ImportPreview {
    pub entries: Vec<PreviewEntry>,
    pub counts: PreviewCounts,
}

fn partial_date(date: Option<vcard::PartialDate>) -> Option<String> {
    let date = date?;
    match date.year {
        Some(year) => NaiveDate::from_ymd_opt(year, date.month, date.day).map(|d| d.to_string()),
        None => Some(format!("--{:02}-{:02}", date.month, date.day)),
    }
}

/// The file's bytes: a `text/vcard` body, or the first file of a multipart form.
async fn vcard_bytes(req: &HttpRequest, payload: web::Payload) -> ApiResult<Vec<u8>> {
    let is_multipart = req
        .headers()
        .get(actix_web::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.trim_start()
                .to_ascii_lowercase()
                .starts_with("multipart/form-data")
        });
    if !is_multipart {
        return Ok(read_body(payload, vcard::MAX_VCARD_BYTES).await?.to_vec());
    }
    let mut form = actix_multipart::Multipart::new(req.headers(), payload);
    while let Some(field) = form.next().await {
        let mut field = field
            .map_err(|e| ApiError::BadRequest(format!("{}: {e}", messages::UPLOAD_UNREADABLE)))?;
        if field
            .content_disposition()
            .and_then(|d| d.get_filename())
            .is_none()
        {
            continue;
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|e| {
                ApiError::BadRequest(format!("{}: {e}", messages::UPLOAD_UNREADABLE))
            })?;
            if bytes.len() + chunk.len() > vcard::MAX_VCARD_BYTES {
                return Err(ApiError::PayloadTooLarge);
            }
            bytes.extend_from_slice(&chunk);
        }
        return Ok(bytes);
    }
    Err(ApiError::BadRequest(
        messages::VCARD_FILE_REQUIRED.to_owned(),
    ))
}

#[utoipa::path(
    tag = "contacts",
    request_body(content = String, content_type = "text/vcard", description = "A .vcf file (or multipart/form-data with the file)"),
    responses(
        (status = 200, description = "The file's contacts, duplicates and skips marked; nothing is written", body = ImportPreview),
        (status = 400, description = "Not a vCard file", body = ErrorBody),
        (status = 413, description = "Over 2 MiB", body = ErrorBody),
    )
)]
#[post("/contacts/import/preview")]
pub async fn preview_import(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    req: HttpRequest,
    payload: web::Payload,
) -> ApiResult<web::Json<ImportPreview>> {
    let bytes = vcard_bytes(&req, payload).await?;
    let cards = vcard::parse_vcards(&bytes)?;
    let (cards, verdicts) = db::run(&state.db, move |store| {
        let candidates: Vec<ImportCandidate<'_>> = cards
            .iter()
            .map(|card| ImportCandidate {
                name: card.name.as_deref(),
                emails: &card.emails,
                phones: &card.phones,
                complete: card.complete,
            })
            .collect();
        let verdicts = use_case::preview_import(store, user_id, &candidates)?;
        Ok::<_, ContactError>((cards, verdicts))
    })
    .await?;
    let mut counts = PreviewCounts::default();
    let entries = cards
        .into_iter()
        .zip(verdicts)
        .map(|(card, verdict)| {
            match verdict.status {
                EntryStatus::New => counts.new += 1,
                EntryStatus::Duplicate => counts.duplicate += 1,
                EntryStatus::Skipped => counts.skipped += 1,
            }
            PreviewEntry {
                email: card.emails.first().cloned(),
                phone: card.phones.first().cloned(),
                birthday: partial_date(card.birthday),
                anniversary: partial_date(card.anniversary),
                name: card.name,
                emails: card.emails,
                phones: card.phones,
                relationship: card.relationship,
                status: verdict.status,
                reason: verdict.reason,
            }
        })
        .collect();
    Ok(web::Json(ImportPreview { entries, counts }))
}
