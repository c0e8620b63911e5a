//! Extractor limits and their errors in the API's JSON shape.

use actix_web::error::{JsonPayloadError, PayloadError, UrlencodedError};
use actix_web::web;
use domain::messages;

use crate::error::ApiError;
use crate::routes::meta::OpenApiDocument;

/// JSON bodies: 64 KiB (the routes in [`LARGE_BODIES`] take more).
pub const JSON_LIMIT: usize = 64 * 1024;
/// Imports (a list of contacts, a vCard file): 2 MiB.
pub const IMPORT_LIMIT: usize = 2 * 1024 * 1024;
/// `POST /api/account/import`: a whole account's export, 5 MiB.
pub const ACCOUNT_IMPORT_LIMIT: usize = 5 * 1024 * 1024;
/// `POST /api/parse-html`: 2 MiB of HTML with room for JSON's escapes.
pub const PARSE_HTML_LIMIT: usize = domain::use_cases::products::CAPTURE_MAX_BYTES * 3 / 2;

/// The routes whose JSON body may be larger than [`JSON_LIMIT`], with their
/// limit. The request guard and the idempotency check read a body before
/// the route does, up to [`body_limit`], so a route's own limit is the one
/// that holds (neither cuts a large import short, nor reads more than a
/// small route takes).
const LARGE_BODIES: &[(&str, usize)] = &[
    ("/api/account/import", ACCOUNT_IMPORT_LIMIT),
    ("/api/contacts/import", IMPORT_LIMIT),
    ("/api/parse-html", PARSE_HTML_LIMIT),
];

/// The most of a body the route at `path` (a routed path) takes.
pub fn body_limit(path: &str) -> usize {
    let path = path.trim_end_matches('/');
    if is_list_import(path) {
        return PARSE_HTML_LIMIT;
    }
    LARGE_BODIES
        .iter()
        .find(|(route, _)| *route == path)
        .map_or(JSON_LIMIT, |(_, limit)| *limit)
}

/// `/api/lists/{id}/import` and its preview: a wish list page's HTML or a
/// file, as large as a captured page.
fn is_list_import(path: &str) -> bool {
    let Some(rest) = path.strip_prefix("/api/lists/") else {
        return false;
    };
    let (id, tail) = rest.split_once('/').unwrap_or((rest, ""));
    !id.is_empty()
        && id.bytes().all(|b| b.is_ascii_digit() || b == b'-')
        && matches!(tail, "import" | "import/preview")
}

/// Reads a JSON body of up to `limit` bytes from the raw payload, for the
/// few routes whose limit differs from [`JSON_LIMIT`]. (The content type was
/// checked by the request guard.)
pub async fn read_json<T: serde::de::DeserializeOwned>(
    payload: web::Payload,
    limit: usize,
) -> Result<T, ApiError> {
    let bytes = read_body(payload, limit).await?;
    serde_json::from_slice(&bytes).map_err(|e| json_error(&e))
}

/// A body that is not JSON, or JSON with a field of the wrong shape.
fn json_error(error: &serde_json::Error) -> ApiError {
    if error.is_data() {
        ApiError::BadRequest(format!("{}: {error}", messages::BODY_WRONG_FIELD))
    } else {
        ApiError::BadRequest(format!("{}: {error}", messages::BODY_NOT_JSON))
    }
}

/// The whole body, refusing more than `limit` bytes with 413.
pub async fn read_body(payload: web::Payload, limit: usize) -> Result<web::BytesMut, ApiError> {
    read_all(payload, limit).await
}

/// The whole body of a request a middleware looks into, refusing more than
/// `limit` bytes with 413; hand it on with [`give_back`].
pub async fn take_body(
    req: &mut actix_web::dev::ServiceRequest,
    limit: usize,
) -> Result<web::Bytes, ApiError> {
    use actix_web::HttpMessage;
    Ok(read_all(req.take_payload(), limit).await?.freeze())
}

/// Puts a body read by [`take_body`] back for the handler.
pub fn give_back(req: &mut actix_web::dev::ServiceRequest, body: web::Bytes) {
    req.set_payload(actix_web::dev::Payload::from(body));
}

async fn read_all(
    mut payload: impl futures_util::Stream<Item = Result<web::Bytes, PayloadError>> + Unpin,
    limit: usize,
) -> Result<web::BytesMut, ApiError> {
    use futures_util::StreamExt;
    let mut body = web::BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|e| payload_error(&e))?;
        if body.len() + chunk.len() > limit {
            return Err(ApiError::PayloadTooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

fn payload_error(error: &PayloadError) -> ApiError {
    match error {
        PayloadError::Overflow => ApiError::PayloadTooLarge,
        other => ApiError::BadRequest(format!("{}: {other}", messages::BODY_UNREADABLE)),
    }
}

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(JSON_LIMIT)
        .error_handler(|error, _req| {
            let api_error = match &error {
                JsonPayloadError::ContentType => {
                    ApiError::UnsupportedMediaType(messages::BODY_MUST_BE_JSON.to_owned())
                }
                JsonPayloadError::Overflow { .. }
                | JsonPayloadError::OverflowKnownLength { .. } => ApiError::PayloadTooLarge,
                JsonPayloadError::Deserialize(e) => json_error(e),
                JsonPayloadError::Payload(e) => payload_error(e),
                other => ApiError::BadRequest(format!("{}: {other}", messages::BODY_UNREADABLE)),
            };
            api_error.into()
        })
}

pub fn form_config() -> web::FormConfig {
    web::FormConfig::default()
        .limit(16 * 1024)
        .error_handler(|error, _req| {
            let api_error = match &error {
                UrlencodedError::Overflow { .. } => ApiError::PayloadTooLarge,
                UrlencodedError::ContentType => {
                    ApiError::UnsupportedMediaType(messages::FORM_MUST_BE_URLENCODED.to_owned())
                }
                other => ApiError::BadRequest(format!("{}: {other}", messages::FORM_UNREADABLE)),
            };
            api_error.into()
        })
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|error, _req| {
        ApiError::BadRequest(format!("{}: {error}", messages::QUERY_INVALID)).into()
    })
}

/// A path parameter that does not parse (`/api/friends/requests` reaching
/// the `DELETE /api/friends/{friendshipId}` route): 405 when another route
/// serves the path, else 404.
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|_error, req| {
        let allowed = OpenApiDocument::allowed_for(req);
        if allowed.is_empty() {
            ApiError::NotFound.into()
        } else {
            ApiError::MethodNotAllowed(allowed).into()
        }
    })
}
