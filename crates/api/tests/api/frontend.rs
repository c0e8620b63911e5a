//! The embedded frontend: pages, the 404 page, dynamic shells, cache headers, compression.

use crate::helpers::{Backend, TestApp};

/// `Vary` names the cookie (compression may add `accept-encoding`).
fn varies_by_cookie(res: &reqwest::Response) -> bool {
    res.headers().get_all("vary").iter().any(|v| {
        v.to_str()
            .unwrap_or("")
            .split(',')
            .any(|name| name.trim().eq_ignore_ascii_case("cookie"))
    })
}

async fn app() -> TestApp {
    TestApp::spawn(Backend::Sqlite).await.unwrap()
}

#[actix_web::test]
async fn home_page_is_html_without_caching() {
    let app = app().await;
    let res = app.get("/").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    assert_eq!(res.headers()["cache-control"], "private, no-cache");
    assert!(varies_by_cookie(&res));
    let etag = res.headers()["etag"].to_str().unwrap().to_owned();
    let again = app
        .client
        .get(app.url("/"))
        .header("If-None-Match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
}

#[actix_web::test]
async fn home_is_picked_by_the_session_landing_signed_out_app_signed_in() {
    let app = app().await;
    let signed_out = app.new_browser();
    let landing = signed_out.get(app.url("/")).send().await.unwrap();
    assert_eq!(landing.status(), 200);
    assert!(varies_by_cookie(&landing));
    let landing = landing.text().await.unwrap();
    // The router's payload for `/` belongs to the app: signed out there is
    // none, so a client-side link to `/` loads the landing as a document.
    let payload = signed_out.get(app.url("/index.txt")).send().await.unwrap();
    assert_eq!(payload.status(), 404);
    assert!(varies_by_cookie(&payload));
    let tree = signed_out
        .get(app.url("/__next._tree.txt"))
        .send()
        .await
        .unwrap();
    assert_eq!(tree.status(), 404);

    let signed_in = app.sign_in_grace().await;
    let home = signed_in.get(app.url("/")).send().await.unwrap();
    assert_eq!(home.status(), 200);
    assert_eq!(home.headers()["cache-control"], "private, no-cache");
    let home = home.text().await.unwrap();
    assert_ne!(home, landing, "signed in, `/` is the app, not the landing");

    // A session that has ended is signed out again.
    let res = signed_in.get(app.url("/api/logout")).send().await.unwrap();
    assert!(res.status().is_success() || res.status().is_redirection());
    let after = signed_in.get(app.url("/")).send().await.unwrap();
    assert_eq!(after.text().await.unwrap(), landing);
}

/// The `data-session` the page's `<html>` element carries, if any.
fn session_mark(html: &str) -> Option<&str> {
    let start = html.find("<html")?;
    let tag = &html[start..start + html[start..].find('>')?];
    let value = tag.split("data-session=\"").nth(1)?;
    value.split('"').next()
}

#[actix_web::test]
async fn every_page_says_whether_its_visitor_is_signed_in() {
    let app = app().await;
    let signed_out = app.new_browser();
    let signed_in = app.sign_in_grace().await;
    // An app page, a public page, a dynamic shell, the 404 page and `/`.
    for (path, status) in [
        ("/wishlist", 200),
        ("/gift-guides", 200),
        ("/lists/some-token", 200),
        ("/no/such/page", 404),
        ("/", 200),
    ] {
        let out = signed_out.get(app.url(path)).send().await.unwrap();
        assert_eq!(out.status(), status, "{path}");
        assert!(varies_by_cookie(&out), "{path}");
        assert_eq!(
            out.headers()["cache-control"],
            "private, no-cache",
            "{path}"
        );
        let out_etag = out.headers().get("etag").cloned();
        let out = out.text().await.unwrap();
        assert_eq!(session_mark(&out), Some("signed-out"), "{path}");

        let r#in = signed_in.get(app.url(path)).send().await.unwrap();
        assert_eq!(r#in.status(), status, "{path}");
        let in_etag = r#in.headers().get("etag").cloned();
        assert_eq!(
            session_mark(&r#in.text().await.unwrap()),
            Some("signed-in"),
            "{path}"
        );
        // A copy kept for one session state is never revalidated as the other's.
        if status == 200 {
            assert_ne!(out_etag, in_etag, "{path}");
            let again = signed_out
                .get(app.url(path))
                .header("If-None-Match", in_etag.unwrap())
                .send()
                .await
                .unwrap();
            assert_eq!(again.status(), 200, "{path}");
        }
    }
    // Files that are the same for everyone carry no mark and may be shared.
    let icon = signed_in
        .get(app.url("/manifest.webmanifest"))
        .send()
        .await
        .unwrap();
    assert!(!varies_by_cookie(&icon));
}

#[actix_web::test]
async fn the_landing_has_no_url_of_its_own() {
    let app = app().await;
    let client = app.new_browser();
    for path in ["/landing", "/landing.html"] {
        let res = client.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 308, "{path}");
        assert_eq!(res.headers()["location"], "/", "{path}");
    }
}

#[actix_web::test]
async fn unknown_page_is_the_404_page_with_status_404() {
    let app = app().await;
    let res = app.get("/no/such/page").await;
    assert_eq!(res.status(), 404);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    assert!(res.text().await.unwrap().contains("404 Page Not Found"));
}

#[actix_web::test]
async fn responses_are_compressed_when_asked() {
    let app = app().await;
    let get = |path: &'static str, encoding: &'static str| {
        app.client
            .get(app.url(path))
            .header("Accept-Encoding", encoding)
            .send()
    };
    let plain = get("/api/openapi.json", "identity").await.unwrap();
    assert!(plain.headers().get("content-encoding").is_none());
    let plain = plain.bytes().await.unwrap();
    for encoding in ["gzip", "br", "gzip, deflate, br"] {
        let res = get("/api/openapi.json", encoding).await.unwrap();
        assert_eq!(res.status(), 200);
        let coding = res.headers()["content-encoding"]
            .to_str()
            .unwrap()
            .to_owned();
        assert_eq!(coding, if encoding == "gzip" { "gzip" } else { "br" });
        assert!(res.headers()["vary"]
            .to_str()
            .unwrap()
            .to_lowercase()
            .contains("accept-encoding"));
        let body = res.bytes().await.unwrap();
        let mut back = Vec::new();
        if coding == "br" {
            brotli_decompressor::BrotliDecompress(&mut body.as_ref(), &mut back).unwrap();
        } else {
            std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(body.as_ref()), &mut back)
                .unwrap();
        }
        assert_eq!(back, plain, "{encoding}: the same document");
    }
    // A reply under 1 kB goes as it is (compressing it saves tens of bytes
    // for as much CPU as a large one), still varying by the encoding.
    let small = get("/api/health", "gzip, deflate, br").await.unwrap();
    assert!(small.headers().get("content-encoding").is_none());
    assert!(small.headers()["vary"]
        .to_str()
        .unwrap()
        .contains("accept-encoding"));
}

#[actix_web::test]
async fn other_methods_on_pages_are_refused() {
    let app = app().await;
    let res = app.client.post(app.url("/")).send().await.unwrap();
    assert_eq!(res.status(), 405);
}

#[actix_web::test]
async fn every_response_carries_the_security_headers() {
    let app = app().await;
    let page = app.get("/").await;
    let policy = page.headers()["content-security-policy"].to_str().unwrap();
    // A page: its own scripts (inline ones by hash only), never framed.
    assert!(policy.contains("script-src 'self'"), "{policy}");
    assert!(
        !policy.contains("script-src 'self' 'unsafe-inline'"),
        "{policy}"
    );
    assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
    assert!(policy.contains("connect-src 'self'"), "{policy}");
    for res in [page, app.get("/api/meta").await, app.get("/api/nope").await] {
        let headers = res.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["x-frame-options"], "DENY");
        assert_eq!(
            headers["referrer-policy"],
            "strict-origin-when-cross-origin"
        );
        assert!(headers.contains_key("permissions-policy"));
        assert!(
            !headers.contains_key("strict-transport-security"),
            "no HSTS over plain http"
        );
    }
    // JSON is not a document: it may load nothing.
    let json = app.get("/api/meta").await;
    assert_eq!(
        json.headers()["content-security-policy"],
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"
    );
    // The dev login form: its own styles, posts only to this server.
    let form = app.get("/api/dev-login").await;
    let policy = form.headers()["content-security-policy"].to_str().unwrap();
    assert!(policy.contains("form-action 'self'"), "{policy}");
}

/// Pages cut their opener off (`same-origin`), but the page the Presently
/// button opens from a shop's page keeps it: the shop's window hands it the
/// product with `postMessage`.
#[actix_web::test]
async fn only_the_capture_page_stays_in_touch_with_its_opener() {
    let app = app().await;
    assert_eq!(
        app.get("/").await.headers()["cross-origin-opener-policy"],
        "same-origin"
    );
    let capture = app.get("/capture").await;
    assert_eq!(capture.status(), 200);
    assert_eq!(
        capture.headers()["cross-origin-opener-policy"],
        "unsafe-none"
    );
    assert_eq!(capture.headers()["x-frame-options"], "DENY");
}

#[actix_web::test]
async fn https_deployments_send_hsts() {
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        &[("PUBLIC_URL", "https://presently.example")],
    )
    .await
    .unwrap();
    let res = app.get("/api/meta").await;
    assert_eq!(
        res.headers()["strict-transport-security"],
        "max-age=31536000; includeSubDomains"
    );
}
