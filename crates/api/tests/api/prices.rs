//! Price drops: a local fixture shop whose price changes between reads, the
//! watcher run on an injected clock, one notification per drop per
//! watcher (the owner, a giver who claimed, a friend who chose to watch),
//! a shop paused after a robot check, and who may see an item's prices.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Days, Utc};
use integrations::product_page::{FetchPolicy, PageReader};
use reqwest::Client;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, ok, TestApp};

/// A shop on loopback: `/robot` is a robot check, any other path the
/// product at the current price; every request is counted.
pub(crate) struct Shop {
    port: u16,
    price: Arc<Mutex<String>>,
    requests: Arc<Mutex<Vec<String>>>,
}

pub(crate) fn shop() -> Shop {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let price = Arc::new(Mutex::new("$100.00".to_owned()));
    let requests = Arc::new(Mutex::new(Vec::new()));
    let (current, seen) = (price.clone(), requests.clone());
    std::thread::spawn(move || {
        for stream in listener.incoming().take(100) {
            let Ok(mut stream) = stream else { continue };
            let mut buf = [0u8; 4096];
            let n = stream.read(&mut buf).unwrap_or(0);
            let request = String::from_utf8_lossy(&buf[..n]);
            let path = request.split_whitespace().nth(1).unwrap_or("/").to_owned();
            seen.lock().unwrap().push(path.clone());
            let html = if path.starts_with("/robot") {
                "<html><head><title>Robot Check</title></head><body><form action=\"/errors/validateCaptcha\"></form></body></html>".to_owned()
            } else {
                let price = current.lock().unwrap().clone();
                format!(
                    r#"<html><head><title>Shop</title><script type="application/ld+json">{{"@type":"Product","name":"Espresso Machine","offers":{{"@type":"Offer","price":"{}","priceCurrency":"USD"}}}}</script></head></html>"#,
                    price.trim_start_matches('$')
                )
            };
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{html}",
                html.len()
            );
        }
    });
    Shop {
        port,
        price,
        requests,
    }
}

impl Shop {
    pub(crate) fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    fn set_price(&self, price: &str) {
        *self.price.lock().unwrap() = price.to_owned();
    }

    /// One watcher pass at `at`, through a reader of its own (so no page
    /// read in an earlier pass is reused).
    async fn tick(&self, app: &TestApp, at: DateTime<Utc>) -> api::price_watch::PriceWatchReport {
        self.tick_on(&app.db.database, at).await
    }

    /// One watcher pass at `at` on `db` (an instance's pool).
    pub(crate) async fn tick_on(
        &self,
        db: &persistence::Database,
        at: DateTime<Utc>,
    ) -> api::price_watch::PriceWatchReport {
        let pages = PageReader {
            policy: FetchPolicy {
                allow: vec![format!("127.0.0.1:{}", self.port)],
                ..FetchPolicy::default()
            },
            ..PageReader::default()
        };
        api::price_watch::tick(db, &pages, None, at).await.unwrap()
    }

    /// The paths the shop was asked for.
    pub(crate) fn asked(&self) -> Vec<String> {
        self.requests.lock().unwrap().clone()
    }
}

async fn put(app: &TestApp, client: &Client, path: &str, body: Value) -> reqwest::Response {
    client.put(app.url(path)).json(&body).send().await.unwrap()
}

/// The price-drop notifications `client` has, newest first.
async fn drops(app: &TestApp, client: &Client) -> Vec<Value> {
    let list = ok(client
        .get(app.url("/api/notifications"))
        .send()
        .await
        .unwrap())
    .await;
    list["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["kind"] == "price_drop")
        .cloned()
        .collect()
}

fn day(n: u64) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2027-03-01T10:00:00Z")
        .unwrap()
        .with_timezone(&Utc)
        .checked_add_days(Days::new(n))
        .unwrap()
}

async fn watchers_hear_once_per_drop(app: TestApp) {
    let shop = shop();
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    let carol = app.sign_in_as("carol@example.com", "Carol", "Shaw").await;
    let dan = app.sign_in_as("dan@example.com", "Dan", "Dee").await;
    app.befriend(ada, &grace, "grace@example.com").await;
    app.befriend(ada, &carol, "carol@example.com").await;
    let grace_id = app.user_id(&grace).await;
    let carol_id = app.user_id(&carol).await;
    let item = ok(app
        .post_json(
            ada,
            "/api/wishlist",
            json!({"name": "Espresso machine", "url": shop.url("/p/espresso")}),
        )
        .await)
    .await;
    let id = item["id"].as_i64().unwrap();
    for friend in [grace_id, carol_id] {
        ok(app
            .post_json(
                ada,
                &format!("/api/sharing/wishlist-items/{id}"),
                json!({"sharedWithId": friend}),
            )
            .await)
        .await;
    }
    // Grace claims it (a giver who claimed watches); Carol chooses to watch, at 5%.
    ok(put(
        &app,
        &grace,
        &format!("/api/sharing/wishlist-items/{id}/claim"),
        json!({}),
    )
    .await)
    .await;
    let price_path = format!("/api/wishlist/{id}/price");
    let carol_watch = ok(put(
        &app,
        &carol,
        &format!("{price_path}/watch"),
        json!({"watching": true, "dropPercent": 5}),
    )
    .await)
    .await;
    assert_eq!(carol_watch["watching"], true);
    assert_eq!(carol_watch["dropPercent"], 5);
    // The owner watches by default; a stranger sees nothing.
    assert_eq!(
        ok(ada.get(app.url(&price_path)).send().await.unwrap()).await["watching"],
        true
    );
    for res in [
        dan.get(app.url(&price_path)).send().await.unwrap(),
        put(
            &app,
            &dan,
            &format!("{price_path}/watch"),
            json!({"watching": true}),
        )
        .await,
    ] {
        assert_eq!(res.status(), 404);
    }
    // Bad input.
    for (body, field) in [
        (json!({"dropPercent": 0}), "dropPercent"),
        (json!({"dropPercent": 95}), "dropPercent"),
        (json!({"targetPrice": "cheap"}), "targetPrice"),
    ] {
        let res = put(&app, &carol, &format!("{price_path}/watch"), body.clone()).await;
        assert_eq!(res.status(), 400, "{body}");
        assert!(json(res).await["fields"][field].is_string(), "{body}");
    }

    // First reading: the reference, nobody hears anything.
    let report = shop.tick(&app, day(0)).await;
    assert_eq!((report.read, report.notified), (1, 0));
    // Not due again the same day.
    assert_eq!(shop.tick(&app, day(0)).await.read, 0);
    // 5% down: only Carol (5%) hears.
    shop.set_price("$95.00");
    assert_eq!(shop.tick(&app, day(2)).await.notified, 1);
    assert_eq!(drops(&app, &carol).await.len(), 1);
    assert!(drops(&app, ada).await.is_empty());
    // 15% below the highest: Ada and Grace hear; Carol too (10% below what she heard).
    shop.set_price("$85.00");
    assert_eq!(shop.tick(&app, day(4)).await.notified, 3);
    let ada_drops = drops(&app, ada).await;
    assert_eq!(ada_drops.len(), 1);
    assert_eq!(ada_drops[0]["title"], "Espresso machine is now $85.00");
    assert_eq!(
        ada_drops[0]["body"],
        "Was $100.00 at 127.0.0.1: a price drop."
    );
    assert_eq!(ada_drops[0]["link"], "/wishlist");
    assert!(
        !ada_drops[0].to_string().contains("Grace"),
        "the owner never learns who claimed"
    );
    assert_eq!(drops(&app, &grace).await[0]["link"], "/collaborative");
    assert_eq!(drops(&app, &carol).await.len(), 2);
    // The same price again: nothing new.
    assert_eq!(shop.tick(&app, day(6)).await.notified, 0);
    // The card shows the last change; the history every reading.
    let items = ok(ada.get(app.url("/api/wishlist")).send().await.unwrap()).await;
    assert_eq!(items[0]["priceChange"]["from"], "$95.00");
    assert_eq!(items[0]["priceChange"]["to"], "$85.00");
    assert_eq!(items[0]["priceChange"]["direction"], "drop");
    let shared = ok(grace
        .get(app.url("/api/sharing/wishlist-items"))
        .send()
        .await
        .unwrap())
    .await;
    assert_eq!(shared[0]["wishlistItem"]["priceChange"]["to"], "$85.00");
    let history = ok(ada.get(app.url(&price_path)).send().await.unwrap()).await;
    let prices: Vec<&str> = history["readings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["price"].as_str().unwrap())
        .collect();
    assert_eq!(prices, ["$85.00", "$85.00", "$95.00", "$100.00"]);
    // Ada stops watching; below her target Grace hears once.
    ok(put(
        &app,
        ada,
        &format!("{price_path}/watch"),
        json!({"watching": false}),
    )
    .await)
    .await;
    ok(put(
        &app,
        &grace,
        &format!("{price_path}/watch"),
        json!({"targetPrice": "$80"}),
    )
    .await)
    .await;
    shop.set_price("$79.00");
    shop.tick(&app, day(8)).await;
    assert_eq!(drops(&app, ada).await.len(), 1, "Ada no longer watches");
    let grace_drops = drops(&app, &grace).await;
    assert_eq!(grace_drops.len(), 2);
    assert!(grace_drops[0]["body"]
        .as_str()
        .unwrap()
        .contains("below your target price"));
}

async fn a_robot_check_pauses_the_shop(app: TestApp) {
    let shop = shop();
    app.sign_in_ada().await;
    let ada = &app.client;
    for (name, path) in [("Walled", "/robot/1"), ("Next", "/p/2")] {
        ok(app
            .post_json(
                ada,
                "/api/wishlist",
                json!({"name": name, "url": shop.url(path)}),
            )
            .await)
        .await;
    }
    // The first item meets a robot check: the shop is paused, the second
    // item on it is not read in this pass nor in the next hours.
    let report = shop.tick(&app, day(0)).await;
    assert_eq!((report.paused, report.read), (1, 0));
    assert_eq!(shop.requests.lock().unwrap().len(), 1);
    let later = shop.tick(&app, day(0) + chrono::TimeDelta::hours(1)).await;
    assert_eq!(later, api::price_watch::PriceWatchReport::default());
    assert_eq!(shop.requests.lock().unwrap().len(), 1);
    // After the pause (6 hours) the shop's other item is read; the walled
    // one waits its day.
    let after = shop.tick(&app, day(0) + chrono::TimeDelta::hours(7)).await;
    assert_eq!((after.read, after.paused), (1, 0), "{after:?}");
    assert_eq!(shop.requests.lock().unwrap().len(), 2);
}

/// A surprise on a group list stays one: its recipient cannot see or
/// watch its price.
async fn a_surprise_has_no_price_for_its_recipient(app: TestApp) {
    let shop = shop();
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let grace_id = app.user_id(&grace).await;
    let list = ok(app
        .post_json(
            ada,
            "/api/collaborative-wishlists",
            json!({"name": "Family"}),
        )
        .await)
    .await;
    let list = list["id"].as_i64().unwrap();
    ok(app
        .post_json(
            ada,
            &format!("/api/collaborative-wishlists/{list}/members"),
            json!({"userId": grace_id}),
        )
        .await)
    .await;
    let surprise = ok(app
        .post_json(
            ada,
            &format!("/api/collaborative-wishlists/{list}/items"),
            json!({"name": "Scarf", "url": shop.url("/p/scarf"), "forUserId": grace_id}),
        )
        .await)
    .await;
    let path = format!(
        "/api/collaborative-wishlists/{list}/items/{}/price",
        surprise["id"]
    );
    assert_eq!(
        ok(ada.get(app.url(&path)).send().await.unwrap()).await["watching"],
        true
    );
    assert_eq!(
        grace.get(app.url(&path)).send().await.unwrap().status(),
        404
    );
    assert_eq!(
        put(
            &app,
            &grace,
            &format!("{path}/watch"),
            json!({"watching": true})
        )
        .await
        .status(),
        404
    );
    // Read and dropped: only Ada (who added it) hears.
    shop.tick(&app, day(0)).await;
    shop.set_price("$50.00");
    assert_eq!(shop.tick(&app, day(2)).await.notified, 1);
    assert!(drops(&app, &grace).await.is_empty());
    assert_eq!(
        drops(&app, ada).await[0]["link"],
        format!("/collaborative/{list}")
    );
}

api_tests!(
    watchers_hear_once_per_drop,
    a_robot_check_pauses_the_shop,
    a_surprise_has_no_price_for_its_recipient,
);
