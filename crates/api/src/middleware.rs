//! Request guards and response shaping shared by every route.

use std::time::Instant;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::Next;
use actix_web::{web, Error, HttpResponse, ResponseError};

use crate::bad_text;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{body_limit, give_back, take_body};
use crate::state::AppState;

/// Paths that take a form post instead of JSON.
const FORM_PATHS: &[&str] = &["/api/dev-login", "/api/logout", ONE_CLICK_UNSUBSCRIBE];
/// RFC 8058's one-click unsubscribe: a mail client POSTs a form from no
/// origin of ours, so the site checks stand aside; its signed token alone
/// authenticates it, and all it can do is turn the digest off.
pub const ONE_CLICK_UNSUBSCRIBE: &str = "/api/email/unsubscribe";
/// Path endings that take a file upload.
const UPLOAD_SUFFIXES: &[&str] = &["/import/preview"];

/// The path the router matches: percent-decoded as actix decodes it before
/// routing, so `/%61pi/contacts` is `/api/contacts`. Whatever reads a
/// request's path to decide how to treat it reads this one, never the raw
/// `req.path()`, which another spelling of the same route gets past.
pub fn routed_path(req: &actix_web::HttpRequest) -> &str {
    req.match_info().as_str()
}

/// Whether the router serves `path` (a [`routed_path`]) from the `/api` scope.
pub fn is_api_path(path: &str) -> bool {
    path == "/api" || path.starts_with("/api/")
}

/// Refuses a request for a host this server does not answer to
/// ([`crate::config::Config::serves_host`]): 403 before anything else runs.
pub async fn known_hosts(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    if let Some(state) = req.app_data::<web::Data<AppState>>() {
        let host = crate::client::browser_host(&state.config.trusted_proxies, req.request())
            .map(crate::client::host_name);
        if !host.is_some_and(|name| state.config.serves_host(&name)) {
            let error = ApiError::Forbidden(domain::messages::UNKNOWN_HOST.to_owned());
            return Ok(req.into_response(error.error_response()));
        }
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_boxed_body)
}

/// CSRF, content types and bad bytes, on every request the `/api` scope
/// serves (it wraps the scope, so no spelling of a path reaches a route
/// without it): a state-changing request whose `Origin` is not this
/// server, or that the browser says comes from another site
/// (`Sec-Fetch-Site`), gets 403; a body must be JSON (415 otherwise),
/// except the dev login and sign-out forms and file uploads; control
/// characters in the address or a JSON or form body get 400; `no-store`
/// on every answer.
pub async fn guard_requests(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let refused = match refusal(&req) {
        Some(error) => Some(error),
        None => control_characters(&mut req).await,
    };
    let mut res = match refused {
        Some(error) => req.into_response(error.error_response()),
        None => next.call(req).await?.map_into_boxed_body(),
    };
    no_store(&mut res);
    Ok(res)
}

/// API answers are one person's data (or a public list whose owner may
/// withdraw it): no cache keeps them, unless the route says otherwise.
fn no_store<B>(res: &mut ServiceResponse<B>) {
    let headers = res.headers_mut();
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(
            header::CACHE_CONTROL,
            header::HeaderValue::from_static("no-store"),
        );
    }
}

/// Control characters (NUL above all) in an `/api` request's address or
/// in its JSON or form body: refused with 400 before any handler runs.
/// The body is read here and handed on unchanged.
async fn control_characters(req: &mut ServiceRequest) -> Option<ApiError> {
    let refused = || {
        Some(ApiError::BadRequest(
            domain::messages::CONTROL_CHARACTERS.to_owned(),
        ))
    };
    if bad_text::bad_address(req.path(), req.query_string()) {
        return refused();
    }
    let essence = content_type(req);
    let is_json = essence == "application/json";
    if !has_body(req) || !(is_json || essence == "application/x-www-form-urlencoded") {
        return None;
    }
    let body = match take_body(req, body_limit(routed_path(req.request()))).await {
        Ok(body) => body,
        Err(error) => return Some(error),
    };
    let bad = if is_json {
        bad_text::bad_json(&body)
    } else {
        bad_text::bad_form(&body)
    };
    if bad {
        return refused();
    }
    give_back(req, body);
    None
}

/// The request's media type, lower case, without parameters.
fn content_type(req: &ServiceRequest) -> String {
    req.headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .map(|v| v.trim().to_ascii_lowercase())
        .unwrap_or_default()
}

fn refusal(req: &ServiceRequest) -> Option<ApiError> {
    let path = routed_path(req.request());
    let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if !safe && path != ONE_CLICK_UNSUBSCRIBE {
        if from_another_site(req.headers()) {
            return Some(ApiError::Forbidden(
                domain::messages::CROSS_SITE_REFUSED.to_owned(),
            ));
        }
        if from_another_origin(req.request()) {
            return Some(ApiError::Forbidden(
                domain::messages::CROSS_SITE_REFUSED.to_owned(),
            ));
        }
    }
    if has_body(req) {
        let essence = content_type(req);
        let allowed = essence == "application/json"
            || (essence == "application/x-www-form-urlencoded" && FORM_PATHS.contains(&path))
            || ((essence == "multipart/form-data"
                || essence == "text/vcard"
                || essence == "text/x-vcard")
                && UPLOAD_SUFFIXES.iter().any(|s| path.ends_with(s)));
        if !allowed {
            return Some(ApiError::UnsupportedMediaType(
                domain::messages::BODY_MUST_BE_JSON.to_owned(),
            ));
        }
    }
    None
}

/// Whether the browser says the request was started by another site
/// (`Sec-Fetch-Site: cross-site` or `same-site`: a sibling host is another
/// origin). Without the header (older browsers, other clients) the `Origin`
/// check decides.
pub fn from_another_site(headers: &header::HeaderMap) -> bool {
    headers
        .get("sec-fetch-site")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|site| {
            site.eq_ignore_ascii_case("cross-site") || site.eq_ignore_ascii_case("same-site")
        })
}

fn has_body(req: &ServiceRequest) -> bool {
    let headers = req.headers();
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .is_some_and(|len| len > 0)
}

/// Whether the request carries an `Origin` that is not this server's.
pub fn from_another_origin(req: &actix_web::HttpRequest) -> bool {
    req.headers().get(header::ORIGIN).is_some_and(|origin| {
        let own = own_origin(req);
        !origin
            .to_str()
            .is_ok_and(|o| o.trim_end_matches('/').eq_ignore_ascii_case(&own))
    })
}

/// `PUBLIC_URL`'s origin when configured, else the scheme and host the request came in on.
fn own_origin(req: &actix_web::HttpRequest) -> String {
    match req.app_data::<web::Data<AppState>>() {
        Some(state) => match &state.config.public_url {
            Some(url) => url.origin().ascii_serialization(),
            None => crate::client::browser_origin(&state.config.trusted_proxies, req),
        },
        None => crate::client::browser_origin(&Default::default(), req),
    }
}

/// Headers every response carries unless its handler set its own: no MIME
/// sniffing, no framing, only the origin as referrer to other sites (a public
/// list's link holds its token), no powerful features, a closed browsing
/// context group; a locked-down policy for what is not an exported page
/// (JSON, the calendar feed); HSTS when served over https. (`no-store` on
/// API answers comes with [`guard_requests`].)
pub async fn security_headers(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let https = req
        .app_data::<web::Data<AppState>>()
        .is_some_and(|s| s.config.secure_cookies());
    let mut res = next.call(req).await?;
    let headers = res.headers_mut();
    let mut defaults = vec![
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
        (
            header::HeaderName::from_static("permissions-policy"),
            "camera=(), microphone=(), payment=(), usb=(), interest-cohort=()",
        ),
        (
            header::HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ),
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
        ),
    ];
    if https {
        defaults.push((
            header::STRICT_TRANSPORT_SECURITY,
            "max-age=31536000; includeSubDomains",
        ));
    }
    for (name, value) in defaults {
        if !headers.contains_key(&name) {
            headers.insert(name, header::HeaderValue::from_static(value));
        }
    }
    Ok(res)
}

/// `HEAD` on `/api` is answered as `GET` is: the route runs and the
/// connection sends its status and headers, not its body (actix's HTTP/1
/// codec drops the body of a reply to `HEAD`).
pub async fn head_as_get(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    if req.method() == Method::HEAD && is_api_path(routed_path(req.request())) {
        req.head_mut().method = Method::GET;
    }
    next.call(req).await
}

/// Every `/api` error answers JSON: a response actix produced itself (an
/// unmatched method, an extractor's plain-text error) is rewritten to the shape.
pub async fn json_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let is_api = is_api_path(routed_path(req.request()));
    let res = next.call(req).await?.map_into_boxed_body();
    let status = res.status();
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json") || v.starts_with("text/html"));
    if !is_api || !(status.is_client_error() || status.is_server_error()) || is_json {
        return Ok(res);
    }
    let message = match status.as_u16() {
        404 => ApiError::NoRoute.to_string(),
        405 => "Method not allowed".to_owned(),
        413 => ApiError::PayloadTooLarge.to_string(),
        _ => status
            .canonical_reason()
            .unwrap_or("Request failed")
            .to_owned(),
    };
    let (req, _) = res.into_parts();
    let response = HttpResponse::build(status).json(ErrorBody::new(message));
    Ok(ServiceResponse::new(req, response))
}

/// One log line per request, in a span carrying its request id (so every
/// line the request logs has it): method, route pattern (never the raw path,
/// which may hold tokens), status, latency and the client's network (not
/// its address). The id goes back in `X-Request-Id`; a trusted proxy's own
/// id is kept. Each request is counted for `/api/metrics` too.
pub async fn log_requests(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    use tracing::Instrument;
    let started = Instant::now();
    let method = req.method().clone();
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let proxies = state
        .as_ref()
        .map(|s| s.config.trusted_proxies.clone())
        .unwrap_or_default();
    let client = crate::client::client_address(&proxies, req.request());
    let request_id =
        crate::client::proxied_request_id(&proxies, req.request()).unwrap_or_else(new_request_id);
    let span = tracing::info_span!("request", request_id = %request_id);
    let mut res = next.call(req).instrument(span.clone()).await?;
    let route = res
        .request()
        .match_pattern()
        .unwrap_or_else(|| "(static)".to_owned());
    let status = res.status().as_u16();
    let latency = started.elapsed();
    if let Ok(value) = header::HeaderValue::from_str(&request_id) {
        res.headers_mut()
            .insert(header::HeaderName::from_static("x-request-id"), value);
    }
    if let Some(state) = &state {
        state
            .metrics
            .request(&route, method.as_str(), status, latency);
    }
    span.in_scope(|| {
        tracing::info!(
            request_id,
            %method,
            route,
            status,
            latency_ms = latency.as_secs_f64() * 1000.0,
            client = crate::client::network_for_logs(client),
            "request"
        );
    });
    Ok(res)
}

/// 16 random hex digits.
fn new_request_id() -> String {
    format!("{:016x}", rand::random::<u64>())
}
