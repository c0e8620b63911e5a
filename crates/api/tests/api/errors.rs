use crate::api_tests;
use crate::helpers::{json, TestApp};

async fn malformed_json_is_400_json(app: TestApp) {
    app.sign_in_ada().await;
    let res = app
        .client
        .patch(app.url("/api/auth/user"))
        .header("Content-Type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    assert!(json(res).await["message"]
        .as_str()
        .unwrap()
        .contains("not valid JSON"));
}

async fn a_post_with_body_brace_is_400_json_even_signed_out(app: TestApp) {
    let res = app
        .client
        .post(app.url("/api/dev-login"))
        .header("Content-Type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    assert!(res.status().is_client_error());
    assert_ne!(res.status(), 500);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("application/json"));
}

async fn wrong_content_type_is_415_json(app: TestApp) {
    app.sign_in_ada().await;
    let res = app
        .client
        .patch(app.url("/api/auth/user"))
        .header("Content-Type", "text/plain")
        .body(r#"{"timeZone":"UTC"}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);
    assert!(json(res).await["message"]
        .as_str()
        .unwrap()
        .contains("JSON"));
}

async fn oversize_body_is_413_json(app: TestApp) {
    app.sign_in_ada().await;
    let big = format!(r#"{{"timeZone":"{}"}}"#, "x".repeat(70 * 1024));
    let res = app
        .client
        .patch(app.url("/api/auth/user"))
        .header("Content-Type", "application/json")
        .body(big)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 413);
    json(res).await;
}

async fn unknown_api_path_is_404_json(app: TestApp) {
    for path in ["/api/nope", "/api/auth/nope", "/api"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 404, "{path}");
        assert_eq!(json(res).await["message"], "No such API route");
    }
}

async fn wrong_method_on_a_known_api_path_is_405_with_allow(app: TestApp) {
    app.sign_in_ada().await;
    for (method, path, allow) in [
        (
            reqwest::Method::DELETE,
            "/api/auth/user",
            "GET, HEAD, PATCH, OPTIONS",
        ),
        (
            reqwest::Method::PUT,
            "/api/dates",
            "GET, HEAD, POST, OPTIONS",
        ),
        (
            reqwest::Method::POST,
            "/api/wishlist/7",
            "PATCH, DELETE, OPTIONS",
        ),
    ] {
        let res = app
            .client
            .request(method.clone(), app.url(path))
            .header("Content-Type", "application/json")
            .body("{}")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 405, "{method} {path}");
        assert_eq!(
            res.headers().get("allow").and_then(|v| v.to_str().ok()),
            Some(allow),
            "{method} {path}"
        );
        assert_eq!(
            json(res).await["message"],
            "This route does not accept that method."
        );
    }
}

async fn cross_site_state_change_is_403(app: TestApp) {
    app.sign_in_ada().await;
    let res = app
        .client
        .patch(app.url("/api/auth/user"))
        .header("Origin", "https://evil.example")
        .json(&serde_json::json!({"timeZone": "Europe/Paris"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    json(res).await;
    assert_eq!(
        json(app.get("/api/auth/user").await).await["timeZone"],
        "UTC",
        "nothing changed"
    );

    // A cross-site form post cannot sign a browser in either.
    let other = app.new_browser();
    let res = other
        .post(app.url("/api/dev-login"))
        .header("Origin", "https://evil.example")
        .form(&[("email", "mallory@example.com")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);

    // The server's own origin is fine.
    let res = app
        .client
        .patch(app.url("/api/auth/user"))
        .header("Origin", app.address.clone())
        .json(&serde_json::json!({"timeZone": "Europe/Paris"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
}

async fn bad_query_string_is_400_json(app: TestApp) {
    let res = app.get("/api/login?returnTo=%ZZ").await;
    assert!(res.status().is_client_error() || res.status() == 303);
    assert_ne!(res.status(), 500);
}

api_tests!(
    malformed_json_is_400_json,
    a_post_with_body_brace_is_400_json_even_signed_out,
    wrong_content_type_is_415_json,
    oversize_body_is_413_json,
    unknown_api_path_is_404_json,
    wrong_method_on_a_known_api_path_is_405_with_allow,
    cross_site_state_change_is_403,
    bad_query_string_is_400_json,
);
