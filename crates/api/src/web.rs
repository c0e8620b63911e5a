//! Serves the exported Next.js frontend embedded in the binary.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use actix_web::dev::Payload;
use actix_web::http::{header, Method, StatusCode};
use actix_web::{FromRequest, HttpRequest, HttpResponse};
use base64::Engine;
use sha2::{Digest, Sha256};

use crate::auth::session::MaybeSignedIn;
use crate::error::ApiError;
use crate::routes::meta::OpenApiDocument;

#[derive(rust_embed::Embed)]
#[folder = "$PRESENTLY_WEB_DIR"]
struct WebAssets;

/// Client-side dynamic routes: the export holds one shell (`{prefix}/_`) for
/// every `/{prefix}/{id}` path.
const DYNAMIC_PREFIXES: &[&str] = &[
    "gift-guides",
    "lists",
    "collaborative",
    "wishlist",
    "exchanges",
];

const NOT_FOUND_PAGE: &str = "404.html";

/// `/` without a live session: the landing, exported with no framework
/// JavaScript (`frontend/pages/landing.tsx`). With one, `/` is the app's home
/// (`index.html`), and so are the router's payload files beside it.
const LANDING_PAGE: &str = "landing.html";

/// The service worker: its own policy (it fetches from this origin) and never
/// kept stale by the HTTP cache, so a new build reaches browsers at once.
const SERVICE_WORKER: &str = "sw.js";

/// What `/` is made of, which depends on who asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HomeFile {
    /// The page itself (`/`, `/index`, `/index.html`).
    Page,
    /// A file the app's router fetches to render `/` on a client-side
    /// navigation (`index.txt`, `__next.*.txt` at the top level).
    Payload,
}

fn home_file(path: &str) -> Option<HomeFile> {
    let path = path.trim_start_matches('/');
    match path {
        "" | "index" | "index.html" => Some(HomeFile::Page),
        "index.txt" => Some(HomeFile::Payload),
        _ if path.starts_with("__next.") && path.ends_with(".txt") && !path.contains('/') => {
            Some(HomeFile::Payload)
        }
        _ => None,
    }
}

/// The file that answers a part of `/`: home signed in; signed out, the
/// landing for the page and nothing for the payload (the router then loads
/// `/` as a document, which is the landing).
fn home_answer(file: HomeFile, path: &str, signed_in: bool) -> Option<String> {
    match (file, signed_in) {
        (HomeFile::Page, true) => Some("index.html".to_owned()),
        (HomeFile::Page, false) => Some(LANDING_PAGE.to_owned()),
        (HomeFile::Payload, true) => existing_file(path.trim_start_matches('/')),
        (HomeFile::Payload, false) => None,
    }
}

/// The embedded file for a request path, or `None` for an unknown page.
pub fn resolve(path: &str) -> Option<String> {
    let path = path.trim_start_matches('/').trim_end_matches('/');
    if path
        .split('/')
        .any(|segment| segment == ".." || segment == ".")
    {
        return None;
    }
    if path.is_empty() {
        return Some("index.html".to_owned());
    }
    existing_file(path).or_else(|| dynamic_shell(path).and_then(|shell| existing_file(&shell)))
}

fn existing_file(path: &str) -> Option<String> {
    [
        path.to_owned(),
        format!("{path}.html"),
        format!("{path}/index.html"),
    ]
    .into_iter()
    .find(|candidate| is_servable(candidate) && WebAssets::get(candidate).is_some())
}

/// `lists/abc` -> `lists/_`; `lists/abc.txt` -> `lists/_.txt`; `lists/abc/x.txt` -> `lists/_/x.txt`.
fn dynamic_shell(path: &str) -> Option<String> {
    let mut segments: Vec<&str> = path.split('/').collect();
    if segments.len() < 2 || !DYNAMIC_PREFIXES.contains(&segments[0]) || segments[1].is_empty() {
        return None;
    }
    segments[1] = if segments.len() == 2 && segments[1].ends_with(".txt") {
        "_.txt"
    } else {
        "_"
    };
    Some(segments.join("/"))
}

/// The 404 page is served only as the answer to unknown paths, the landing
/// only as `/`, and the API browser's files only under `/api/docs/`.
fn is_servable(file: &str) -> bool {
    file != NOT_FOUND_PAGE
        && !file.starts_with("_not-found")
        && file != LANDING_PAGE
        && !file.starts_with(API_DOCS_DIR)
}

fn cache_control(file: &str) -> &'static str {
    if file == SERVICE_WORKER {
        "no-cache"
    } else if file.starts_with("_next/static/") {
        "public, max-age=31536000, immutable"
    } else if file.ends_with(".html") || file.ends_with(".txt") {
        "no-cache"
    } else {
        "public, max-age=3600"
    }
}

fn content_type(req: &HttpRequest, file: &str) -> String {
    // Next.js fetches route payloads (`.txt`) as React Server Component streams.
    let is_rsc = req.headers().contains_key("rsc") || req.query_string().contains("_rsc=");
    if file.ends_with(".txt") && is_rsc {
        return "text/x-component".to_owned();
    }
    let mime = mime_guess::from_path(file).first_or_octet_stream();
    match mime.type_() {
        mime_guess::mime::TEXT | mime_guess::mime::APPLICATION
            if mime.get_param("charset").is_none()
                && (mime.type_() == mime_guess::mime::TEXT
                    || mime.subtype() == mime_guess::mime::JAVASCRIPT
                    || mime.subtype() == mime_guess::mime::JSON) =>
        {
            format!("{mime}; charset=utf-8")
        }
        _ => mime.to_string(),
    }
}

/// The page the Presently button opens (`/capture`).
const CAPTURE_PAGE: &str = "capture.html";

/// Whether the visitor of a page has a live session, as the page says to the
/// app before any script runs (`<html data-session=...>`): the app renders
/// for it at once instead of asking `/api/auth/user` and waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SessionMark {
    SignedIn,
    SignedOut,
}

impl SessionMark {
    async fn of(req: &HttpRequest) -> Result<Self, ApiError> {
        let MaybeSignedIn(user) = MaybeSignedIn::from_request(req, &mut Payload::None).await?;
        Ok(if user.is_some() {
            Self::SignedIn
        } else {
            Self::SignedOut
        })
    }

    fn as_str(self) -> &'static str {
        match self {
            Self::SignedIn => "signed-in",
            Self::SignedOut => "signed-out",
        }
    }
}

/// The page with `data-session="..."` on its `<html>` element (the page
/// unchanged when it has none).
fn mark_session(html: &[u8], mark: SessionMark) -> Vec<u8> {
    let tag = b"<html";
    let at = html.windows(tag.len() + 1).position(|window| {
        window[..tag.len()].eq_ignore_ascii_case(tag)
            && (window[tag.len()].is_ascii_whitespace() || window[tag.len()] == b'>')
    });
    let Some(at) = at else {
        return html.to_vec();
    };
    let attribute = format!(" data-session=\"{}\"", mark.as_str());
    let end = at + tag.len();
    [&html[..end], attribute.as_bytes(), &html[end..]].concat()
}

/// Serves an embedded file as it is (`mark: None`) or, for a page, marked
/// with the visitor's session: one URL then has two answers, which no
/// shared cache may keep and a browser keeps for the cookie it sent.
fn serve(
    req: &HttpRequest,
    file: &str,
    status: StatusCode,
    mark: Option<SessionMark>,
) -> HttpResponse {
    let Some(asset) = WebAssets::get(file) else {
        return HttpResponse::NotFound()
            .content_type("text/plain")
            .body("Not found");
    };
    let mark = mark.filter(|_| file.ends_with(".html"));
    let digest = hex(&asset.metadata.sha256_hash()[..16]);
    let etag = match mark {
        Some(mark) => format!("\"{digest}-{}\"", mark.as_str()),
        None => format!("\"{digest}\""),
    };
    let mut response = HttpResponse::build(status);
    response
        .insert_header((header::CONTENT_TYPE, content_type(req, file)))
        .insert_header((header::CACHE_CONTROL, cache_control(file)));
    if file.ends_with(".html") {
        response.insert_header((
            header::CONTENT_SECURITY_POLICY,
            cached_page_policy(file, &asset.data),
        ));
        if file == CAPTURE_PAGE {
            // The Presently button opens this page from a shop's page and
            // hands it the product with `postMessage`: the two windows must
            // stay in touch, which `same-origin` (everywhere else) would cut.
            response.insert_header((
                header::HeaderName::from_static("cross-origin-opener-policy"),
                "unsafe-none",
            ));
        }
    } else if file == SERVICE_WORKER {
        // A worker's own policy governs what it may fetch: this origin only.
        response.insert_header((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'self'; frame-ancestors 'none'; base-uri 'none'",
        ));
    }
    if status == StatusCode::OK {
        response.insert_header((header::ETAG, etag.clone()));
        let matches = req
            .headers()
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                v.split(',')
                    .any(|tag| tag.trim() == etag || tag.trim() == "*")
            });
        if matches {
            return response.status(StatusCode::NOT_MODIFIED).finish();
        }
    }
    if let Some(mark) = mark {
        response
            .insert_header((header::CACHE_CONTROL, "private, no-cache"))
            .insert_header((header::VARY, "Cookie"));
        if req.method() == Method::HEAD {
            return response.finish();
        }
        return response.body(mark_session(&asset.data, mark));
    }
    if req.method() == Method::HEAD {
        return response.finish();
    }
    response.body(asset.data.into_owned())
}

/// [`page_policy`] of an embedded page, computed once per file (the export
/// is compiled in and never changes).
fn cached_page_policy(file: &str, html: &[u8]) -> String {
    static POLICIES: OnceLock<Mutex<HashMap<String, String>>> = OnceLock::new();
    let mut policies = POLICIES
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    policies
        .entry(file.to_owned())
        .or_insert_with(|| page_policy(html))
        .clone()
}

/// The Content-Security-Policy of an exported page: scripts only from this
/// origin plus the page's own inline bootstrap scripts (Next.js), allowed by
/// hash; data only from this API; images from anywhere (shops' product
/// photos); never framed.
pub fn page_policy(html: &[u8]) -> String {
    let hashes: String = inline_scripts(&String::from_utf8_lossy(html))
        .map(|script| {
            let digest = Sha256::digest(script.as_bytes());
            format!(
                " 'sha256-{}'",
                base64::engine::general_purpose::STANDARD.encode(digest)
            )
        })
        .collect();
    format!(
        "default-src 'self'; script-src 'self'{hashes}; style-src 'self' 'unsafe-inline'; \
         img-src * data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; \
         base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// The text of each `<script>` without a `src`, exactly as the browser
/// hashes it.
fn inline_scripts(html: &str) -> impl Iterator<Item = &str> {
    html.split("<script").skip(1).filter_map(|rest| {
        let (attributes, after) = rest.split_once('>')?;
        let (body, _) = after.split_once("</script>")?;
        let external = attributes
            .split_whitespace()
            .any(|attribute| attribute.starts_with("src="));
        (!external).then_some(body)
    })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Where the export keeps Swagger UI (`frontend/scripts/api-docs-assets.mjs`).
const API_DOCS_DIR: &str = "_api-docs/";

/// The API browser's own policy: its scripts and styles from here (Swagger
/// UI styles elements inline), calls to this API only (no validator or
/// other outside service), never framed.
const API_DOCS_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; \
     connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const API_DOCS_PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Presently API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"><noscript>The API browser needs JavaScript. The API document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
"#;

/// Without the frontend build, the binary has no Swagger UI to serve.
const API_DOCS_MISSING: &str = r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Presently API</title></head>
<body><p>This build has no API browser (it comes with <code>make build</code>). The API document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></body></html>
"#;

/// Starts Swagger UI on this server's document; `validatorUrl: null` keeps
/// it from sending the document to swagger.io's validator. Tags start
/// folded (`docExpansion: "none"`): with every one of the document's
/// operations unfolded at once (over 160 since issue 40), Swagger UI drew
/// the first two tags and stopped, in Chromium, with no error.
const API_DOCS_INIT: &str = r##"window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  docExpansion: "none",
  validatorUrl: null,
});
"##;

/// `GET /api/docs`: Swagger UI over `/api/openapi.json`, served from the
/// binary under its own policy.
pub async fn api_docs() -> HttpResponse {
    let page = if WebAssets::get("_api-docs/swagger-ui-bundle.js").is_some() {
        API_DOCS_PAGE
    } else {
        API_DOCS_MISSING
    };
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CONTENT_SECURITY_POLICY, API_DOCS_POLICY))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .body(page)
}

/// `GET /api/docs/{file}`: Swagger UI's bundle and stylesheet, and the
/// script that starts it.
pub async fn api_docs_file(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    let file = req.match_info().get("file").unwrap_or_default();
    match file {
        "init.js" => Ok(HttpResponse::Ok()
            .content_type("text/javascript; charset=utf-8")
            .insert_header((header::CACHE_CONTROL, "no-cache"))
            .body(API_DOCS_INIT)),
        "swagger-ui-bundle.js" | "swagger-ui.css" | "LICENSE" | "NOTICE" => {
            let embedded = format!("{API_DOCS_DIR}{file}");
            match WebAssets::get(&embedded) {
                Some(_) => Ok(serve(&req, &embedded, StatusCode::OK, None)),
                None => Err(ApiError::NoRoute),
            }
        }
        _ => Err(ApiError::NoRoute),
    }
}

/// The app's default service: unknown `/api` paths get JSON 404; every other
/// path gets its page, or the exported 404 page with status 404.
pub async fn frontend(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    let path = crate::middleware::routed_path(&req);
    if crate::middleware::is_api_path(path) {
        let allowed = OpenApiDocument::allowed_for(&req);
        if allowed.is_empty() {
            return Err(ApiError::NoRoute);
        }
        // OPTIONS says what the path allows (no CORS: the API is same-origin).
        if req.method() == Method::OPTIONS {
            return Ok(HttpResponse::NoContent()
                .insert_header((header::ALLOW, allowed.join(", ")))
                .finish());
        }
        return Err(ApiError::MethodNotAllowed(allowed));
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return Ok(HttpResponse::MethodNotAllowed()
            .insert_header((header::ALLOW, "GET, HEAD"))
            .content_type("text/plain; charset=utf-8")
            .body("Method not allowed"));
    }
    if matches!(path, "/landing" | "/landing.html") {
        return Ok(HttpResponse::PermanentRedirect()
            .insert_header((header::LOCATION, "/"))
            .finish());
    }
    if let Some(part) = home_file(path) {
        let mark = SessionMark::of(&req).await?;
        let mut response = match home_answer(part, path, mark == SessionMark::SignedIn) {
            Some(file) => serve(&req, &file, StatusCode::OK, Some(mark)),
            None => HttpResponse::NotFound()
                .content_type("text/plain; charset=utf-8")
                .body("Not found"),
        };
        // One URL, two answers (the payload files too): no shared cache may
        // keep either, and a browser's copy is for the cookie it was fetched with.
        let headers = response.headers_mut();
        headers.insert(
            header::CACHE_CONTROL,
            header::HeaderValue::from_static("private, no-cache"),
        );
        headers.insert(header::VARY, header::HeaderValue::from_static("Cookie"));
        return Ok(response);
    }
    let (file, status) = match resolve(path) {
        Some(file) => (file, StatusCode::OK),
        None => (NOT_FOUND_PAGE.to_owned(), StatusCode::NOT_FOUND),
    };
    let mark = if file.ends_with(".html") {
        Some(SessionMark::of(&req).await?)
    } else {
        None
    };
    Ok(serve(&req, &file, status, mark))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_policy_allows_exactly_its_inline_scripts() {
        let html = br#"<html><head><script src="/_next/a.js" async=""></script>
<script id="_R_">boot()</script></head><body><script>self.x=1</script></body></html>"#;
        let policy = page_policy(html);
        let hash = |text: &str| {
            base64::engine::general_purpose::STANDARD.encode(Sha256::digest(text.as_bytes()))
        };
        assert!(
            policy.contains(&format!("'sha256-{}'", hash("boot()"))),
            "{policy}"
        );
        assert!(
            policy.contains(&format!("'sha256-{}'", hash("self.x=1"))),
            "{policy}"
        );
        assert_eq!(policy.matches("'sha256-").count(), 2, "{policy}");
        assert!(
            !policy.contains("unsafe-eval")
                && !policy.contains("script-src 'self' 'unsafe-inline'")
        );
        assert!(policy.contains("frame-ancestors 'none'"));
    }

    #[test]
    fn a_page_is_marked_on_its_html_element_only() {
        let page =
            b"<!DOCTYPE html><html lang=\"en\"><head></head><body><p>&lt;html x</p></body></html>";
        let marked = String::from_utf8(mark_session(page, SessionMark::SignedOut)).unwrap();
        assert_eq!(
            marked,
            "<!DOCTYPE html><html data-session=\"signed-out\" lang=\"en\"><head></head><body><p>&lt;html x</p></body></html>"
        );
        let bare = String::from_utf8(mark_session(
            b"<HTML><body></body></HTML>",
            SessionMark::SignedIn,
        ))
        .unwrap();
        assert_eq!(
            bare,
            "<HTML data-session=\"signed-in\"><body></body></HTML>"
        );
        // `<htmlx` is not the element; a page without one is served as it is.
        assert_eq!(mark_session(b"<htmlx>", SessionMark::SignedIn), b"<htmlx>");
    }

    #[test]
    fn dynamic_routes_map_to_their_shell() {
        assert_eq!(dynamic_shell("lists/abc123").as_deref(), Some("lists/_"));
        assert_eq!(
            dynamic_shell("gift-guides/7.txt").as_deref(),
            Some("gift-guides/_.txt")
        );
        assert_eq!(
            dynamic_shell("collaborative/5/x.txt").as_deref(),
            Some("collaborative/_/x.txt")
        );
        assert_eq!(dynamic_shell("collaborative"), None);
        assert_eq!(dynamic_shell("wishlist/5").as_deref(), Some("wishlist/_"));
        assert_eq!(dynamic_shell("wishlist"), None);
        assert_eq!(dynamic_shell("dates/5"), None);
        assert_eq!(dynamic_shell("exchanges/7").as_deref(), Some("exchanges/_"));
        assert_eq!(dynamic_shell("exchanges"), None);
    }

    #[test]
    fn home_is_the_app_signed_in_and_the_landing_signed_out() {
        assert_eq!(home_file("/"), Some(HomeFile::Page));
        assert_eq!(home_file("/index.html"), Some(HomeFile::Page));
        assert_eq!(home_file("/index.txt"), Some(HomeFile::Payload));
        assert_eq!(home_file("/__next._tree.txt"), Some(HomeFile::Payload));
        assert_eq!(home_file("/wishlist/__next._tree.txt"), None);
        assert_eq!(home_file("/wishlist"), None);
        assert_eq!(
            home_answer(HomeFile::Page, "/", true).as_deref(),
            Some("index.html")
        );
        assert_eq!(
            home_answer(HomeFile::Page, "/", false).as_deref(),
            Some(LANDING_PAGE)
        );
        assert_eq!(home_answer(HomeFile::Payload, "/index.txt", false), None);
        // The landing has no URL of its own.
        assert_eq!(resolve("/landing"), None);
    }

    #[test]
    fn known_pages_resolve_and_unknown_do_not() {
        assert_eq!(resolve("/").as_deref(), Some("index.html"));
        assert_eq!(resolve("/no-such-page"), None);
        assert_eq!(resolve("/404"), None);
        assert_eq!(resolve("/../Cargo.toml"), None);
    }

    #[test]
    fn cache_headers() {
        assert_eq!(
            cache_control("_next/static/chunks/a1b2.js"),
            "public, max-age=31536000, immutable"
        );
        assert_eq!(cache_control("index.html"), "no-cache");
        assert_eq!(cache_control("favicon.ico"), "public, max-age=3600");
        assert_eq!(cache_control(SERVICE_WORKER), "no-cache");
    }
}
