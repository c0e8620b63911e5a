//! Several instances on one PostgreSQL, as an operator scales out behind a
//! proxy (issue 41): the limits hold across them (the signed-out chat's 10
//! a minute, imports' 10 an hour), the scheduler and the price watcher do
//! each unit of work once whichever instances run them, signing out
//! everywhere reaches the other instance within its session cache, and an
//! idempotency key sent to one is known to the other.

use std::time::Duration;

use chrono::{Days, Utc};
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{json, ok, Backend, TestApp};
use crate::prices::shop;

/// The same `SESSION_KEY` on both (the README's rule), and a session cache
/// of a second, so the test need not wait out the default 30.
pub const VARS: &[(&str, &str)] = &[
    (
        "SESSION_KEY",
        "c2Vzc2lvbi1rZXktc2hhcmVkLWJ5LWV2ZXJ5LWluc3RhbmNlLW9mLXByZXNlbnRseS1pbi10aGUtdHdvLWluc3RhbmNlLXRlc3Q=",
    ),
    ("PRESENTLY_SESSION_CACHE_SECONDS", "1"),
];

async fn post(who: &Client, app: &TestApp, path: &str, body: Value) -> reqwest::Response {
    who.post(app.url(path)).json(&body).send().await.unwrap()
}

#[actix_web::test]
async fn two_instances_on_one_postgresql_share_limits_work_and_sessions() {
    let Some(a) = TestApp::spawn_with(Backend::Postgres, VARS).await else {
        return;
    };
    let b = a.another_instance(VARS);
    let both = [&a, &b];

    // The signed-out chat: 10 a minute per address, over both instances.
    let visitor = a.new_browser();
    let mut answered = 0;
    for n in 0..16 {
        let res = post(
            &visitor,
            both[n % 2],
            "/api/ai/chat-recommendations",
            json!({"message": "ideas for my dad who likes golf"}),
        )
        .await;
        match res.status() {
            StatusCode::OK => answered += 1,
            StatusCode::TOO_MANY_REQUESTS => assert!(res.headers().contains_key("retry-after")),
            other => panic!("chat {n}: {other}"),
        }
    }
    assert_eq!(answered, 10, "the chat limit holds across instances");

    // One session, signed in on A, works on B (the same SESSION_KEY).
    a.sign_in_ada().await;
    let ada = &a.client;
    let me = ok(ada.get(b.url("/api/auth/user")).send().await.unwrap()).await;
    assert_eq!(me["email"], "ada@example.com");

    // Imports: 10 an hour per person, over both instances.
    let mut imported = 0;
    for n in 0..12 {
        let res = post(
            ada,
            both[n % 2],
            "/api/contacts/import",
            json!({"contacts": [{"name": format!("Guest {n}")}]}),
        )
        .await;
        match res.status() {
            StatusCode::CREATED => imported += 1,
            StatusCode::TOO_MANY_REQUESTS => {}
            other => panic!("import {n}: {other}"),
        }
    }
    assert_eq!(imported, 10, "the import limit holds across instances");

    // An idempotency key sent to A is known to B: one contact, one answer.
    let mut ids = Vec::new();
    for app in both {
        let res = ada
            .post(app.url("/api/contacts"))
            .header("Idempotency-Key", "two-instances-1")
            .json(&json!({"name": "Once Only"}))
            .send()
            .await
            .unwrap();
        assert!(res.status().is_success(), "{}", res.status());
        ids.push(json(res).await["id"].clone());
    }
    assert_eq!(ids[0], ids[1]);
    let contacts = ok(ada.get(a.url("/api/contacts")).send().await.unwrap()).await;
    let once = contacts
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["name"] == "Once Only")
        .count();
    assert_eq!(once, 1);

    // The scheduler on both instances at once: a reminder due today is
    // recorded once.
    let today = Utc::now().date_naive();
    ok(post(
        ada,
        &a,
        "/api/dates",
        json!({"title": "Dad's birthday", "type": "birthday",
               "date": (today + Days::new(3)).to_string(), "reminderDays": 7}),
    )
    .await)
    .await;
    let now = Utc::now();
    let (one, two) = tokio::join!(
        api::scheduler::tick(&a.db.database, None, now),
        api::scheduler::tick(&b.db.database, None, now),
    );
    assert_eq!(one.unwrap().recorded + two.unwrap().recorded, 1);
    let bell = ok(ada.get(b.url("/api/notifications")).send().await.unwrap()).await;
    let reminders = bell["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["kind"] == "reminder")
        .count();
    assert_eq!(reminders, 1, "{bell}");

    // The price watcher on both instances at once: each item read once.
    let shop = shop();
    for n in 0..3 {
        ok(post(
            ada,
            &a,
            "/api/wishlist",
            json!({"name": format!("Machine {n}"), "url": shop.url(&format!("/machine-{n}"))}),
        )
        .await)
        .await;
    }
    let (one, two) = tokio::join!(
        shop.tick_on(&a.db.database, now),
        shop.tick_on(&b.db.database, now)
    );
    assert_eq!(one.read + two.read, 3, "{one:?} {two:?}");
    let mut asked = shop.asked();
    asked.sort();
    assert_eq!(asked, ["/machine-0", "/machine-1", "/machine-2"]);

    // Signing out everywhere on A ends the session on B within its cache.
    ok(ada.get(b.url("/api/auth/user")).send().await.unwrap()).await;
    let res = ada
        .post(a.url("/api/auth/sign-out-everywhere"))
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success(), "{}", res.status());
    actix_web::rt::time::sleep(Duration::from_millis(1_200)).await;
    let res = ada.get(b.url("/api/auth/user")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}
