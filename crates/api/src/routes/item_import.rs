//! Moving in (issue 49): `POST /api/lists/{id}/import/preview` reads an
//! Amazon wish list page, a spreadsheet (CSV) or another app's export and
//! says what would be added, what is already there and what is skipped and
//! why; `POST /api/lists/{id}/import` adds it, exactly as previewed.
//! `GET /api/lists/import/template.csv` is the spreadsheet's template.

use actix_web::{get, post, web, HttpResponse};
use domain::ids::ListId;
use domain::item_import::{
    csv_items, ColumnMapping, EntryStatus, ImportFileError, ImportSource, ImportedItem,
    PreviewEntry, CSV_TEMPLATE,
};
use domain::messages;
use domain::use_cases::item_import::{import_items, preview_item_import};
use domain::ValidationError;
use integrations::item_import::{amazon_wish_list, app_items};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extractors::{read_json, PARSE_HTML_LIMIT};
use crate::state::AppState;

/// Which column (from 0) holds each field; `null`: none.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ColumnMappingBody {
    name: Option<usize>,
    link: Option<usize>,
    price: Option<usize>,
    notes: Option<usize>,
    quantity: Option<usize>,
    priority: Option<usize>,
}

impl From<ColumnMappingBody> for ColumnMapping {
    fn from(b: ColumnMappingBody) -> Self {
        ColumnMapping {
            name: b.name,
            link: b.link,
            price: b.price,
            notes: b.notes,
            quantity: b.quantity,
            priority: b.priority,
        }
    }
}

/// The columns (from 0) a spreadsheet was read with; `null`: not read.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ColumnsRead {
    name: Option<usize>,
    link: Option<usize>,
    price: Option<usize>,
    notes: Option<usize>,
    quantity: Option<usize>,
    priority: Option<usize>,
}

impl From<ColumnMapping> for ColumnsRead {
    fn from(m: ColumnMapping) -> Self {
        ColumnsRead {
            name: m.name,
            link: m.link,
            price: m.price,
            notes: m.notes,
            quantity: m.quantity,
            priority: m.priority,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemImportBody {
    /// `amazon` (a wish list page's HTML), `csv` or `app` (another app's JSON export).
    source: Option<String>,
    /// The file's text, or the wish list page's HTML (2 MiB at most).
    content: Option<String>,
    /// `amazon`: the page's address, which its links are read against.
    page_url: Option<String>,
    /// `csv`: which column holds each field; without it, guessed from the header row.
    mapping: Option<ColumnMappingBody>,
}

/// One entry of the file, and what the import does with it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportEntry {
    /// Its place in the file, from 1.
    row: usize,
    name: Option<String>,
    link: Option<String>,
    price: Option<String>,
    notes: Option<String>,
    quantity: Option<String>,
    priority: Option<String>,
    image_url: Option<String>,
    status: EntryStatus,
    /// Why it is a duplicate or skipped ("Already on this list.", "Item name is required.").
    reason: Option<String>,
}

impl From<PreviewEntry> for ImportEntry {
    fn from(entry: PreviewEntry) -> Self {
        let ImportedItem {
            name,
            link,
            price,
            notes,
            quantity,
            priority,
            image_url,
        } = entry.item;
        ImportEntry {
            row: entry.row,
            name,
            link,
            price,
            notes,
            quantity,
            priority,
            image_url,
            status: entry.status,
            reason: entry.reason,
        }
    }
}

/// How many entries each way.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportCounts {
    /// Added (on a preview: to be added).
    new: usize,
    duplicate: usize,
    skipped: usize,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemImportAnswer {
    list_id: i64,
    source: ImportSource,
    /// `csv`: the header row (the columns to choose from); else empty.
    columns: Vec<String>,
    /// `csv`: the columns read; else `null`.
    mapping: Option<ColumnsRead>,
    counts: ImportCounts,
    entries: Vec<ImportEntry>,
}

impl ItemImportAnswer {
    fn new(list: ListId, read: Read, entries: Vec<PreviewEntry>) -> ItemImportAnswer {
        let count = |status| entries.iter().filter(|e| e.status == status).count();
        ItemImportAnswer {
            list_id: list.0,
            source: read.source,
            columns: read.columns,
            mapping: read.mapping.map(Into::into),
            counts: ImportCounts {
                new: count(EntryStatus::New),
                duplicate: count(EntryStatus::Duplicate),
                skipped: count(EntryStatus::Skipped),
            },
            entries: entries.into_iter().map(Into::into).collect(),
        }
    }
}

/// A file read: its items, and for a spreadsheet its columns.
struct Read {
    source: ImportSource,
    columns: Vec<String>,
    mapping: Option<ColumnMapping>,
    items: Vec<ImportedItem>,
}

fn file_error(error: ImportFileError) -> ApiError {
    let field = match error {
        ImportFileError::NoNameColumn | ImportFileError::ColumnOutOfRange => "mapping",
        _ => "content",
    };
    ApiError::Validation(ValidationError::field(field, &error.to_string()))
}

/// Reads the body's file as its source says.
fn read(state: &AppState, body: ItemImportBody) -> Result<Read, ApiError> {
    let source = body
        .source
        .as_deref()
        .map(str::trim)
        .and_then(ImportSource::parse)
        .ok_or_else(|| ValidationError::field("source", messages::ITEM_IMPORT_SOURCE_INVALID))?;
    let content = body.content.unwrap_or_default();
    if content.trim().is_empty() {
        return Err(file_error(ImportFileError::Empty));
    }
    let read = match source {
        ImportSource::Amazon => Read {
            source,
            columns: Vec::new(),
            mapping: None,
            items: amazon_wish_list(
                &content,
                body.page_url
                    .as_deref()
                    .unwrap_or("https://www.amazon.com/"),
                &state.config.affiliate_tags,
            )
            .map_err(file_error)?,
        },
        ImportSource::Csv => {
            let (columns, mapping, items) =
                csv_items(&content, body.mapping.map(Into::into)).map_err(file_error)?;
            Read {
                source,
                columns,
                mapping: Some(mapping),
                items,
            }
        }
        ImportSource::App => Read {
            source,
            columns: Vec::new(),
            mapping: None,
            items: app_items(&content).map_err(file_error)?,
        },
    };
    Ok(read)
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "One of my lists")),
    request_body = ItemImportBody,
    responses(
        (status = 200, description = "What the import would do; nothing is written", body = ItemImportAnswer),
        (status = 400, description = "An unknown source, a file with no items or that is not of its source, a column not in the file", body = ErrorBody),
        (status = 404, description = "Not a list I keep", body = ErrorBody),
    )
)]
#[post("/lists/{id}/import/preview")]
pub async fn preview_list_import(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    payload: web::Payload,
) -> ApiResult<web::Json<ItemImportAnswer>> {
    let id = ListId(path.into_inner());
    let body: ItemImportBody = read_json(payload, PARSE_HTML_LIMIT).await?;
    let read = read(&state, body)?;
    let items = read.items.clone();
    let entries = db::run(&state.db, move |store| {
        preview_item_import(store, me, id, items)
    })
    .await?;
    Ok(web::Json(ItemImportAnswer::new(id, read, entries)))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "One of my lists")),
    request_body = ItemImportBody,
    responses(
        (status = 201, description = "The new entries added, in one transaction; `counts.new` of them", body = ItemImportAnswer),
        (status = 400, description = "As the preview", body = ErrorBody),
        (status = 404, description = "Not a list I keep", body = ErrorBody),
        (status = 409, description = "'Nothing to import: ...', or the list would hold more than 2,000 items", body = ErrorBody),
    )
)]
#[post("/lists/{id}/import")]
pub async fn import_into_list(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    payload: web::Payload,
) -> ApiResult<HttpResponse> {
    let id = ListId(path.into_inner());
    let body: ItemImportBody = read_json(payload, PARSE_HTML_LIMIT).await?;
    let read = read(&state, body)?;
    let items = read.items.clone();
    let outcome = db::run(&state.db, move |store| import_items(store, me, id, items)).await?;
    Ok(HttpResponse::Created().json(ItemImportAnswer::new(id, read, outcome.entries)))
}

#[utoipa::path(
    tag = "lists",
    responses(
        (status = 200, description = "The spreadsheet template: name, link, price, notes, quantity, priority, with one example row", content_type = "text/csv", body = String),
    )
)]
#[get("/lists/import/template.csv")]
pub async fn import_template(SignedIn(_me): SignedIn) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            actix_web::http::header::CONTENT_DISPOSITION,
            "attachment; filename=\"presently-items.csv\"",
        ))
        .body(CSV_TEMPLATE)
}
