//! Extractor limits and their errors in the API's JSON shape.

use actix_web::error::{JsonPayloadError, PayloadError, UrlencodedError};
use actix_web::web;

use crate::error::ApiError;

/// JSON bodies: 64 KiB (imports raise their own limit).
pub const JSON_LIMIT: usize = 64 * 1024;

fn payload_error(error: &PayloadError) -> ApiError {
    match error {
        PayloadError::Overflow => ApiError::PayloadTooLarge,
        other => ApiError::BadRequest(format!("The request body could not be read: {other}")),
    }
}

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(JSON_LIMIT)
        .error_handler(|error, _req| {
            let api_error = match &error {
                JsonPayloadError::ContentType => ApiError::UnsupportedMediaType(
                    "The request body must be JSON (Content-Type: application/json).".to_owned(),
                ),
                JsonPayloadError::Overflow { .. }
                | JsonPayloadError::OverflowKnownLength { .. } => ApiError::PayloadTooLarge,
                JsonPayloadError::Deserialize(e) if e.is_data() => {
                    ApiError::BadRequest(format!("The request body has a wrong field: {e}"))
                }
                JsonPayloadError::Deserialize(e) => {
                    ApiError::BadRequest(format!("The request body is not valid JSON: {e}"))
                }
                JsonPayloadError::Payload(e) => payload_error(e),
                other => {
                    ApiError::BadRequest(format!("The request body could not be read: {other}"))
                }
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
                UrlencodedError::ContentType => ApiError::UnsupportedMediaType(
                    "The form must be sent as application/x-www-form-urlencoded.".to_owned(),
                ),
                other => ApiError::BadRequest(format!("The form could not be read: {other}")),
            };
            api_error.into()
        })
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|error, _req| {
        ApiError::BadRequest(format!("The query string is invalid: {error}")).into()
    })
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|_error, _req| ApiError::NotFound.into())
}
