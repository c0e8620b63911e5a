//! Bad bytes, odd prices, methods and caching: each found by probing the
//! landed server (issue 13), each answered with a clear 4xx and nothing
//! stored.

use domain::messages::CONTROL_CHARACTERS;
use reqwest::Method;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, TestApp};

/// Sends a raw JSON text (serde_json would escape what the test means to send).
async fn send_raw(app: &TestApp, method: Method, path: &str, body: &str) -> reqwest::Response {
    app.client
        .request(method, app.url(path))
        .header("Content-Type", "application/json")
        .body(body.to_owned())
        .send()
        .await
        .unwrap()
}

async fn assert_refused(res: reqwest::Response, what: &str) {
    assert_eq!(res.status(), 400, "{what}");
    assert_eq!(json(res).await["message"], CONTROL_CHARACTERS, "{what}");
}

async fn nul_and_control_characters_are_refused_and_nothing_is_stored(app: TestApp) {
    app.sign_in_ada().await;
    let creates = [
        ("/api/wishlist", r#"{"name":"Kettle\u0000"}"#),
        (
            "/api/wishlist",
            r#"{"name":"Kettle","notes":"\u001b[31mred"}"#,
        ),
        ("/api/contacts", r#"{"name":"Grace\u0000"}"#),
        (
            "/api/dates",
            r#"{"title":"Mum\u0000","type":"birthday","date":"1960-03-04"}"#,
        ),
        (
            "/api/contacts/import",
            r#"{"contacts":[{"name":"Ada\u0000","phone":"123"}]}"#,
        ),
        (
            "/api/friends/request",
            r#"{"receiverEmail":"a\u0000@example.com"}"#,
        ),
        ("/api/wishlist", r#"{"name":"bell\b"}"#),
        ("/api/wishlist", r#"{"name":"lone \ud800 surrogate"}"#),
        ("/api/wishlist", "{\"name\":\"delete\u{7f}\"}"),
    ];
    for (path, body) in creates {
        assert_refused(send_raw(&app, Method::POST, path, body).await, body).await;
    }
    assert_refused(
        send_raw(
            &app,
            Method::PATCH,
            "/api/auth/user",
            r#"{"firstName":"A\u0000"}"#,
        )
        .await,
        "profile",
    )
    .await;
    for list in [
        "/api/wishlist",
        "/api/contacts",
        "/api/dates",
        "/api/friends/requests/sent",
    ] {
        assert_eq!(json(app.get(list).await).await, json!([]), "{list}");
    }
    assert_eq!(
        json(app.get("/api/auth/user").await).await["firstName"],
        "Ada"
    );

    // Tabs and newlines are text, as are escaped backslashes.
    let res = send_raw(
        &app,
        Method::POST,
        "/api/wishlist",
        r#"{"name":"Kettle","description":"one\n\ttwo \\u0000"}"#,
    )
    .await;
    assert_eq!(res.status(), 201);
    assert_eq!(json(res).await["description"], "one\n\ttwo \\u0000");

    // Addresses: signed out as well as in.
    let anonymous = app.new_browser();
    for path in [
        "/api/public/lists/abc%00",
        "/api/calendar/abc%00.ics",
        "/api/products/search?q=tea%00",
        "/api/dates/upcoming?limit=3%00",
    ] {
        let res = anonymous.get(app.url(path)).send().await.unwrap();
        assert_refused(res, path).await;
    }
    assert_refused(
        app.get("/api/products/search?q=%1b").await,
        "escape in a query",
    )
    .await;

    // The dev login form.
    let res = anonymous
        .post(app.url("/api/dev-login"))
        .form(&[("email", "eve\0@example.com"), ("first_name", "Eve")])
        .send()
        .await
        .unwrap();
    assert_refused(res, "dev login").await;
}

async fn only_plain_money_amounts_get_a_price_value(app: TestApp) {
    app.sign_in_ada().await;
    let cases: [(&str, Value); 7] = [
        ("$24.99", json!(24.99)),
        ("1.299,99 €", json!(1299.99)),
        ("$1e309", Value::Null),
        ("-$5", Value::Null),
        ("$0x10", Value::Null),
        ("javascript:alert(5)", Value::Null),
        ("about $20", Value::Null),
    ];
    for (price, value) in cases {
        let res = app
            .post_json(
                &app.client,
                "/api/wishlist",
                json!({"name": "Kettle", "price": price}),
            )
            .await;
        assert_eq!(res.status(), 201, "{price}");
        let item = json(res).await;
        assert_eq!(item["price"], price, "the text is kept as entered");
        assert_eq!(item["priceValue"], value, "{price}");
    }
}

async fn known_paths_answer_405_with_allow_options_and_head(app: TestApp) {
    app.sign_in_ada().await;
    for (method, path, allow) in [
        (
            Method::DELETE,
            "/api/friends/requests",
            "GET, HEAD, OPTIONS",
        ),
        (Method::PATCH, "/api/contacts/import", "POST, OPTIONS"),
        (Method::PATCH, "/api/dates/upcoming", "GET, HEAD, OPTIONS"),
        (Method::GET, "/api/wishlist/public/rotate", "POST, OPTIONS"),
        (Method::POST, "/api/calendar/abc.ics", "GET, HEAD, OPTIONS"),
    ] {
        let res = app
            .client
            .request(method.clone(), app.url(path))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 405, "{method} {path}");
        assert_eq!(res.headers()["allow"], allow, "{method} {path}");
        assert_eq!(
            json(res).await["message"],
            "This route does not accept that method."
        );
        let res = app
            .client
            .request(Method::OPTIONS, app.url(path))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 204, "OPTIONS {path}");
        assert_eq!(res.headers()["allow"], allow, "OPTIONS {path}");
    }
    let res = app
        .client
        .request(Method::OPTIONS, app.url("/api/nope"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);

    // HEAD answers as GET does, without the body.
    for (path, status) in [
        ("/api/health", 200),
        ("/api/wishlist", 200),
        ("/api/dates/upcoming?limit=3", 200),
        ("/api/dates/999", 404),
        ("/api/nope", 404),
    ] {
        let res = app.client.head(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), status, "HEAD {path}");
        assert!(res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json"));
        assert!(res.bytes().await.unwrap().is_empty(), "HEAD {path}");
    }
    let signed_out = app.new_browser();
    let res = signed_out
        .head(app.url("/api/wishlist"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

async fn api_answers_are_never_cached(app: TestApp) {
    app.sign_in_ada().await;
    for path in [
        "/api/wishlist",
        "/api/auth/user",
        "/api/dates/upcoming",
        "/api/nope",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.headers()["cache-control"], "no-store", "{path}");
    }
    let res = app
        .client
        .put(app.url("/api/wishlist/public"))
        .json(&json!({"isPublic": true}))
        .send()
        .await
        .unwrap();
    let url = json(res).await["url"].as_str().unwrap().to_owned();
    let token = url.rsplit('/').next().unwrap();
    let res = app
        .new_browser()
        .get(app.url(&format!("/api/public/lists/{token}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
}

api_tests!(
    nul_and_control_characters_are_refused_and_nothing_is_stored,
    only_plain_money_amounts_get_a_price_value,
    known_paths_answer_405_with_allow_options_and_head,
    api_answers_are_never_cached,
);
