//! The embedded frontend: pages, the 404 page, dynamic shells, cache headers, compression.

use crate::helpers::{Backend, TestApp};

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
    assert_eq!(res.headers()["cache-control"], "no-cache");
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
    for encoding in ["gzip", "br"] {
        let res = app
            .client
            .get(app.url("/api/openapi.json"))
            .header("Accept-Encoding", encoding)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()["content-encoding"], encoding);
    }
}

#[actix_web::test]
async fn other_methods_on_pages_are_refused() {
    let app = app().await;
    let res = app.client.post(app.url("/")).send().await.unwrap();
    assert_eq!(res.status(), 405);
}
