//! Capture from shops: a pasted link read once for everyone (the shared
//! cache), kept without tracking; robot checks answered with 422 naming the
//! shop; the Presently button's page read from its HTML, nothing fetched.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use serde_json::json;

use crate::helpers::{json, Backend, TestApp};

const PRODUCT: &str = r#"<html><head><title>Shop</title><script type="application/ld+json">{"@type":"Product","name":"Espresso Machine","offers":{"@type":"Offer","price":"199.00","priceCurrency":"USD"}}</script></head><body></body></html>"#;
const ROBOT_CHECK: &str =
    include_str!("../../../integrations/tests/fixtures/product_pages/amazon-robot-check.html");
const AMAZON_PAGE: &str =
    include_str!("../../../integrations/tests/fixtures/product_pages/amazon-product.html");

/// A shop on loopback: `/robot` answers a robot check with 503, any other
/// path the product; counts the requests per path (query left out).
fn shop() -> (u16, Arc<Mutex<HashMap<String, usize>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let seen = Arc::new(Mutex::new(HashMap::new()));
    let counts = seen.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(50) {
            let Ok(mut stream) = stream else { continue };
            let mut buf = [0u8; 4096];
            let n = stream.read(&mut buf).unwrap_or(0);
            let request = String::from_utf8_lossy(&buf[..n]);
            let target = request.split_whitespace().nth(1).unwrap_or("/").to_owned();
            let path = target.split('?').next().unwrap_or("/").to_owned();
            *counts.lock().unwrap().entry(path.clone()).or_insert(0) += 1;
            let (status, html) = if path == "/robot" {
                ("503 Service Unavailable", ROBOT_CHECK)
            } else {
                ("200 OK", PRODUCT)
            };
            let _ = write!(
                stream,
                "HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{html}",
                html.len()
            );
        }
    });
    (port, seen)
}

#[actix_web::test]
async fn one_link_is_fetched_once_for_everyone_and_kept_without_tracking() {
    let (port, seen) = shop();
    let allow = format!("127.0.0.1:{port}");
    let app = TestApp::spawn_with(Backend::Sqlite, &[("PRESENTLY_FETCH_ALLOW", &allow)])
        .await
        .unwrap();
    app.sign_in_ada().await;
    let grace = app.sign_in_grace().await;
    for (client, link) in [
        (
            &app.client,
            format!("http://127.0.0.1:{port}/p/1?utm_source=news&color=red"),
        ),
        (
            &grace,
            format!("http://127.0.0.1:{port}/p/1?color=red&fbclid=abc#reviews"),
        ),
    ] {
        let res = app
            .post_json(client, "/api/parse-url", json!({"url": link}))
            .await;
        assert_eq!(res.status(), 200);
        let product = json(res).await;
        assert_eq!(product["title"], "Espresso Machine");
        assert_eq!(
            product["url"],
            format!("http://127.0.0.1:{port}/p/1?color=red")
        );
    }
    assert_eq!(seen.lock().unwrap().get("/p/1"), Some(&1), "fetched once");

    // A robot check: 422 naming the shop and the two ways on; not kept.
    for _ in 0..2 {
        let res = app
            .post_json(
                &app.client,
                "/api/parse-url",
                json!({"url": format!("http://127.0.0.1:{port}/robot")}),
            )
            .await;
        assert_eq!(res.status(), 422);
        let message = json(res).await["message"].as_str().unwrap().to_owned();
        assert_eq!(
            message,
            "127.0.0.1 showed a robot check or a sign-in page instead of the product. Fill in the item by hand, or open the product in your browser and click the Presently button."
        );
    }
    assert_eq!(
        seen.lock().unwrap().get("/robot"),
        Some(&2),
        "a wall is asked again"
    );
}

#[actix_web::test]
async fn the_presently_button_hands_over_the_page_it_is_on() {
    let app = TestApp::spawn_with(Backend::Sqlite, &[("AMAZON_AFFILIATE_TAG", "presently-20")])
        .await
        .unwrap();
    app.sign_in_ada().await;
    let link = "https://www.amazon.com/Ember-Mug/dp/B07NQRM6ML/ref=sr_1_1?tag=someone-21&qid=1700000000&th=1";
    let res = app
        .post_json(
            &app.client,
            "/api/parse-html",
            json!({"url": link, "html": AMAZON_PAGE}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let product = json(res).await;
    assert_eq!(
        product["title"],
        "Ember Temperature Control Smart Mug 2, 10 oz, App-Controlled Heated Coffee Mug, Black"
    );
    assert_eq!(product["price"], "$129.95");
    assert_eq!(product["source"], "Amazon");
    assert_eq!(
        product["image"],
        "https://m.media-amazon.com/images/I/61mFyYXVtnL._AC_SL1500_.jpg"
    );
    assert_eq!(
        product["url"],
        "https://www.amazon.com/dp/B07NQRM6ML?th=1&tag=presently-20"
    );

    // The page the person sees is a robot check: said so, naming the shop.
    let res = app
        .post_json(
            &app.client,
            "/api/parse-html",
            json!({"url": link, "html": ROBOT_CHECK}),
        )
        .await;
    assert_eq!(res.status(), 422);
    assert!(json(res).await["message"]
        .as_str()
        .unwrap()
        .starts_with("Amazon showed a robot check"));

    // Refusals.
    let big = "x".repeat(2 * 1024 * 1024 + 1);
    for (body, status) in [
        (json!({"html": AMAZON_PAGE}), 400),
        (json!({"url": link}), 400),
        (json!({"url": link, "html": "   "}), 400),
        (
            json!({"url": "javascript:alert(1)", "html": AMAZON_PAGE}),
            400,
        ),
        (json!({"url": link, "html": big}), 413),
    ] {
        let res = app.post_json(&app.client, "/api/parse-html", body).await;
        assert_eq!(res.status(), status);
        assert!(json(res).await["message"].is_string());
    }
    let res = app
        .post_json(
            &app.new_browser(),
            "/api/parse-html",
            json!({"url": link, "html": AMAZON_PAGE}),
        )
        .await;
    assert_eq!(res.status(), 401);
}
