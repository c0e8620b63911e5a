//! The JSON answers more than one route file gives: an item, a list as its
//! member sees it, an item shared with me, a special date, and what a viewer
//! may know of claims. Route files share them from here and never import
//! each other.

use actix_web::http::header;
use actix_web::HttpResponse;

pub mod chip_in;
pub mod claims;
pub mod dates;
pub mod group_lists;
pub mod items;
pub mod lists;
pub mod people;
pub mod sharing;

/// A download: private, never cached, saved under `filename`.
pub fn download(content_type: &str, filename: &str, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{filename}\""),
        ))
        .body(body)
}
