//! Public facts about this server: product, sign-in method, health, the API document.

use actix_web::{get, web, HttpResponse};
use serde::Serialize;
use utoipa::openapi::path::Operation;
use utoipa::ToSchema;

use crate::config::SignInMethod;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::AppState;
use crate::PRODUCT_NAME;

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
    pub sign_in_method: SignInMethod,
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
    pub status: HealthStatus,
}

/// The one status a healthy server answers (an unhealthy one answers 503).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum HealthStatus {
    Ok,
}

/// How long the health check waits for the database to take a write.
const HEALTH_DEADLINE: std::time::Duration = std::time::Duration::from_millis(800);

#[utoipa::path(
    tag = "meta",
    responses(
        (status = 200, description = "The database can take a write", body = Health),
        (status = 503, description = "The database cannot take a write within a second (unreachable, locked or read-only)", body = ErrorBody),
    )
)]
#[get("/health")]
pub async fn health(state: web::Data<AppState>) -> ApiResult<web::Json<Health>> {
    let db = state.db.clone();
    // The connection's own deadlines bound the check; this one bounds the
    // answer even when a connection hangs (a database cut off mid-packet).
    let check = web::block(move || db.check_writable(HEALTH_DEADLINE));
    let outcome = actix_web::rt::time::timeout(std::time::Duration::from_secs(1), check).await;
    match outcome {
        Ok(Ok(Ok(()))) => Ok(web::Json(Health {
            status: HealthStatus::Ok,
        })),
        Ok(Ok(Err(error))) => {
            tracing::warn!(%error, "health check: the database cannot take a write");
            Err(ApiError::Unavailable)
        }
        Ok(Err(blocking)) => Err(blocking.into()),
        Err(_) => {
            tracing::warn!("health check: the database did not answer within a second");
            Err(ApiError::Unavailable)
        }
    }
}

#[utoipa::path(
    tag = "meta",
    security(("metrics_token" = [])),
    responses(
        (status = 200, description = "Prometheus text format: requests by route and status, latency, the connection pool, reminders", content_type = "text/plain"),
        (status = 401, description = "No `Authorization: Bearer` header, or the wrong token", body = ErrorBody),
        (status = 404, description = "Metrics are off (no `PRESENTLY_METRICS_TOKEN`)", body = ErrorBody),
    )
)]
#[get("/metrics")]
pub async fn metrics(req: actix_web::HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let Some(token) = &state.config.metrics_token else {
        return HttpResponse::NotFound().json(ErrorBody::new(domain::messages::METRICS_OFF));
    };
    let given = req
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    if !crate::metrics::bears_token(given, token) {
        return HttpResponse::Unauthorized()
            .insert_header((actix_web::http::header::WWW_AUTHENTICATE, "Bearer"))
            .json(ErrorBody::new(domain::messages::METRICS_TOKEN_REFUSED));
    }
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(state.metrics.render(state.db.pool_state()))
}

/// The OpenAPI document, built once at start-up.
#[derive(Clone)]
pub struct OpenApiDocument(pub std::sync::Arc<utoipa::openapi::OpenApi>);

impl OpenApiDocument {
    /// The methods the documented routes accept on `path` (a concrete path
    /// such as `/api/wishlist/7`), in a fixed order, `HEAD` wherever `GET`
    /// is and `OPTIONS` on every known path; empty when no route serves the
    /// path at all. The document lists every route, so this is what tells
    /// "wrong method" (405) from "no such route" (404). A template's integer
    /// parameters match only integers, as the routes' own extractors do:
    /// `/api/friends/requests` is not `/api/friends/{friendshipId}`.
    /// [`Self::allowed_methods`] for a request's path (none without the document).
    pub fn allowed_for(req: &actix_web::HttpRequest) -> Vec<&'static str> {
        req.app_data::<web::Data<OpenApiDocument>>()
            .map(|doc| doc.allowed_methods(crate::middleware::routed_path(req)))
            .unwrap_or_default()
    }

    pub fn allowed_methods(&self, path: &str) -> Vec<&'static str> {
        let mut allowed = Vec::new();
        for (template, item) in self.0.paths.paths.iter() {
            for (method, operation) in crate::api_doc::operations(item) {
                let Some(operation) = operation else { continue };
                if !allowed.contains(&method) && path_matches(template, operation, path) {
                    allowed.push(method);
                }
            }
        }
        if allowed.is_empty() {
            return allowed;
        }
        if allowed.contains(&"GET") {
            allowed.push("HEAD");
        }
        allowed.push("OPTIONS");
        let order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
        allowed.sort_by_key(|method| order.iter().position(|m| m == method));
        allowed
    }
}

/// Whether `operation` at a path template (`/api/wishlist/{id}`,
/// `/api/calendar/{token}.ics`) serves a concrete path, read by actix's own
/// route matcher (a trailing slash is ignored), with each integer path
/// parameter holding an integer.
fn path_matches(template: &str, operation: &Operation, path: &str) -> bool {
    let path = match path.trim_end_matches('/') {
        "" => "/",
        trimmed => trimmed,
    };
    let mut captured = actix_web::dev::Path::new(path.to_owned());
    if !actix_web::dev::ResourceDef::new(template).capture_match_info(&mut captured) {
        return false;
    }
    integer_parameters(operation).all(|name| {
        captured
            .get(name)
            .is_some_and(|value| value.parse::<i64>().is_ok())
    })
}

/// The names of an operation's integer path parameters.
fn integer_parameters(operation: &Operation) -> impl Iterator<Item = &str> {
    use utoipa::openapi::schema::{SchemaType, Type};
    use utoipa::openapi::{path::ParameterIn, RefOr, Schema};
    operation
        .parameters
        .iter()
        .flatten()
        .filter(|parameter| parameter.parameter_in == ParameterIn::Path)
        .filter(|parameter| {
            matches!(
                &parameter.schema,
                Some(RefOr::T(Schema::Object(object)))
                    if object.schema_type == SchemaType::Type(Type::Integer)
            )
        })
        .map(|parameter| parameter.name.as_str())
}

#[cfg(test)]
mod tests {
    use crate::startup::openapi_document;

    use super::OpenApiDocument;

    #[test]
    fn known_paths_allow_their_methods_and_integer_parameters_match_integers() {
        let doc = OpenApiDocument(std::sync::Arc::new(openapi_document()));
        let allowed = |path: &str| doc.allowed_methods(path).join(", ");
        assert_eq!(allowed("/api/wishlist/7"), "PATCH, DELETE, OPTIONS");
        assert_eq!(allowed("/api/wishlist/"), "GET, HEAD, POST, OPTIONS");
        assert_eq!(allowed("/api/wishlist/public"), "GET, HEAD, PUT, OPTIONS");
        assert_eq!(allowed("/api/friends/requests"), "GET, HEAD, OPTIONS");
        assert_eq!(allowed("/api/friends/12"), "DELETE, OPTIONS");
        assert_eq!(allowed("/api/contacts/import"), "POST, OPTIONS");
        assert_eq!(allowed("/api/dates/upcoming"), "GET, HEAD, OPTIONS");
        assert_eq!(allowed("/api/calendar/abc.ics"), "GET, HEAD, OPTIONS");
        for unknown in [
            "/api/wishlist/abc",
            "/api/wishlist/7/x",
            "/api/datesx",
            "/api/calendar/abc",
        ] {
            assert_eq!(allowed(unknown), "", "{unknown}");
        }
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
