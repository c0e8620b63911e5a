//! Public facts about this server: product, sign-in method, health, the API document.

use actix_web::{get, web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::AppState;

pub const PRODUCT_NAME: &str = "Presently";

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Features {
    /// Sign in through the dev login form (no identity provider configured).
    pub dev_login: bool,
    /// Email reminders can be delivered (SMTP configured).
    pub email_reminders: bool,
    /// A language model answers the chat and gift ideas (else the built-in engine).
    pub ai_model: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Meta {
    pub product_name: &'static str,
    pub support_email: String,
    /// `oidc`, `dev` or `none`.
    pub sign_in_method: &'static str,
    pub features: Features,
}

#[utoipa::path(tag = "meta", responses((status = 200, body = Meta)))]
#[get("/meta")]
pub async fn server_meta(state: web::Data<AppState>) -> web::Json<Meta> {
    let config = &state.config;
    web::Json(Meta {
        product_name: PRODUCT_NAME,
        support_email: config.support_email.clone(),
        sign_in_method: config.sign_in_method(),
        features: Features {
            dev_login: config.dev_login,
            email_reminders: config.smtp_url.is_some(),
            ai_model: config.ai_base_url.is_some(),
        },
    })
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    pub status: &'static str,
}

#[utoipa::path(
    tag = "meta",
    responses(
        (status = 200, description = "The database answers", body = Health),
        (status = 503, description = "The database is unreachable", body = ErrorBody),
    )
)]
#[get("/health")]
pub async fn health(state: web::Data<AppState>) -> ApiResult<web::Json<Health>> {
    let db = state.db.clone();
    web::block(move || db.ping()).await?.map_err(|e| {
        tracing::warn!(error = %e, "health check failed");
        ApiError::Unavailable
    })?;
    Ok(web::Json(Health { status: "ok" }))
}

/// The OpenAPI document, built once at start-up.
#[derive(Clone)]
pub struct OpenApiDocument(pub std::sync::Arc<utoipa::openapi::OpenApi>);

impl OpenApiDocument {
    /// The methods the documented routes accept on `path` (a concrete path
    /// such as `/api/wishlist/7`), in a fixed order; empty when no route
    /// serves the path at all. The document lists every route, so this is
    /// what tells "wrong method" (405) from "no such route" (404).
    pub fn allowed_methods(&self, path: &str) -> Vec<&'static str> {
        let mut allowed = Vec::new();
        for (template, item) in self.0.paths.paths.iter() {
            if !path_matches(template, path) {
                continue;
            }
            let operations = [
                ("GET", item.get.is_some()),
                ("HEAD", item.head.is_some()),
                ("POST", item.post.is_some()),
                ("PUT", item.put.is_some()),
                ("PATCH", item.patch.is_some()),
                ("DELETE", item.delete.is_some()),
            ];
            for (method, present) in operations {
                if present && !allowed.contains(&method) {
                    allowed.push(method);
                }
            }
        }
        let order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
        allowed.sort_by_key(|method| order.iter().position(|m| m == method));
        allowed
    }
}

/// Whether a path template (`/api/wishlist/{id}`, `/api/calendar/{token}.ics`)
/// matches a concrete path, read by actix's own route matcher; a trailing
/// slash is ignored.
fn path_matches(template: &str, path: &str) -> bool {
    let path = match path.trim_end_matches('/') {
        "" => "/",
        trimmed => trimmed,
    };
    actix_web::dev::ResourceDef::new(template).is_match(path)
}

#[cfg(test)]
mod tests {
    use super::path_matches;

    #[test]
    fn templates_match_one_segment_per_parameter() {
        assert!(path_matches("/api/wishlist/{id}", "/api/wishlist/7"));
        assert!(path_matches("/api/wishlist", "/api/wishlist/"));
        assert!(!path_matches("/api/wishlist/{id}", "/api/wishlist"));
        assert!(!path_matches("/api/wishlist/{id}", "/api/wishlist//"));
        assert!(!path_matches("/api/wishlist/{id}", "/api/wishlist/7/x"));
        assert!(!path_matches("/api/dates", "/api/datesx"));
        assert!(path_matches(
            "/api/calendar/{token}.ics",
            "/api/calendar/abc.ics"
        ));
        assert!(!path_matches(
            "/api/calendar/{token}.ics",
            "/api/calendar/abc"
        ));
    }
}

#[utoipa::path(
    tag = "meta",
    responses((status = 200, description = "This API's OpenAPI 3.1 document", content_type = "application/json"))
)]
#[get("/openapi.json")]
pub async fn openapi_json(doc: web::Data<OpenApiDocument>) -> HttpResponse {
    HttpResponse::Ok().json(doc.0.as_ref())
}
