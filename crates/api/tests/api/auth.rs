use serde_json::json;

use crate::api_tests;
use crate::helpers::{json, TestApp};

async fn signed_out_user_is_401_json(app: TestApp) {
    let res = app.get("/api/auth/user").await;
    assert_eq!(res.status(), 401);
    let body = json(res).await;
    assert!(body["message"].as_str().unwrap().len() > 3);
}

async fn dev_login_signs_in_and_returns_the_user(app: TestApp) {
    let res = app
        .dev_login(&app.client, "  Ada@Example.com ", " Ada ", "Lovelace")
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/");
    let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(cookie.contains("Max-Age=2592000"), "30 days: {cookie}");

    let res = app.get("/api/auth/user").await;
    assert_eq!(res.status(), 200);
    let user = json(res).await;
    assert_eq!(user["firstName"], "Ada");
    assert_eq!(user["lastName"], "Lovelace");
    assert_eq!(user["email"], "ada@example.com");
    assert_eq!(user["timeZone"], "UTC");
    assert!(user["id"].as_i64().unwrap() > 0);
    assert!(user["profileImageUrl"].is_null());
}

async fn signing_in_again_is_the_same_user(app: TestApp) {
    app.sign_in_ada().await;
    let first = json(app.get("/api/auth/user").await).await;
    let other = app.new_browser();
    app.dev_login(&other, "ada@example.com", "Augusta", "King")
        .await;
    let second = json(other.get(app.url("/api/auth/user")).send().await.unwrap()).await;
    assert_eq!(first["id"], second["id"]);
    assert_eq!(second["firstName"], "Augusta");
}

async fn dev_login_form_and_bad_email(app: TestApp) {
    let res = app.get("/api/dev-login?returnTo=/wishlist").await;
    assert_eq!(res.status(), 200);
    let html = res.text().await.unwrap();
    assert!(html.contains(r#"name="email""#));
    assert!(html.contains(r#"name="first_name""#));
    assert!(html.contains(r#"value="/wishlist""#));

    let res = app.dev_login(&app.client, "not-an-email", "A", "B").await;
    assert_eq!(res.status(), 400);
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("Please enter a valid email address."));
    assert_eq!(app.get("/api/auth/user").await.status(), 401);
}

async fn login_redirects_to_dev_login_keeping_a_safe_return_to(app: TestApp) {
    let res = app.get("/api/login?returnTo=/wishlist").await;
    assert_eq!(res.status(), 303);
    assert_eq!(
        res.headers()["location"],
        "/api/dev-login?returnTo=%2Fwishlist"
    );

    for evil in [
        "//evil.example",
        "https://evil.example/x",
        "/\\evil.example",
    ] {
        let res = app
            .client
            .get(app.url("/api/login"))
            .query(&[("returnTo", evil)])
            .send()
            .await
            .unwrap();
        assert_eq!(
            res.headers()["location"],
            "/api/dev-login?returnTo=%2F",
            "{evil}"
        );
    }

    let res = app
        .client
        .post(app.url("/api/dev-login"))
        .form(&[
            ("email", "ada@example.com"),
            ("first_name", "Ada"),
            ("last_name", "L"),
            ("returnTo", "/friends?tab=requests"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["location"], "/friends?tab=requests");

    let res = app
        .client
        .post(app.url("/api/dev-login"))
        .form(&[("email", "ada@example.com"), ("returnTo", "//evil.example")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["location"], "/");
}

async fn logout_ends_the_session(app: TestApp) {
    app.sign_in_ada().await;
    assert_eq!(app.get("/api/auth/user").await.status(), 200);
    let res = app
        .client
        .get(app.url("/api/logout"))
        .header("Sec-Fetch-Site", "same-origin")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/");
    assert_eq!(app.get("/api/auth/user").await.status(), 401);
}

/// The `presently_session=...` pair a response set.
fn session_cookie(res: &reqwest::Response) -> String {
    let set = res.headers()["set-cookie"].to_str().unwrap();
    set.split(';').next().unwrap().to_owned()
}

async fn a_saved_cookie_stops_working_after_logout(app: TestApp) {
    let res = app
        .dev_login(&app.client, "ada@example.com", "Ada", "Lovelace")
        .await;
    let saved = session_cookie(&res);
    // Someone who copied the cookie, replaying it from another client.
    let replay = crate::helpers::client_builder().build().unwrap();
    let user = |cookie: String| {
        replay
            .get(app.url("/api/auth/user"))
            .header("Cookie", cookie)
            .send()
    };
    assert_eq!(user(saved.clone()).await.unwrap().status(), 200);

    assert_eq!(app.get("/api/logout").await.status(), 303);
    assert_eq!(user(saved.clone()).await.unwrap().status(), 401);
    let write = replay
        .post(app.url("/api/wishlist"))
        .header("Cookie", saved)
        .json(&json!({"name": "Kettle"}))
        .send()
        .await
        .unwrap();
    assert_eq!(write.status(), 401);
}

async fn sign_out_everywhere_ends_every_browser_of_mine(app: TestApp) {
    app.sign_in_ada().await;
    let ada_elsewhere = app.new_browser();
    app.dev_login(&ada_elsewhere, "ada@example.com", "Ada", "Lovelace")
        .await;
    let grace = app.sign_in_grace().await;

    let res = app
        .client
        .post(app.url("/api/auth/sign-out-everywhere"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(json(res).await["sessionsEnded"], 2);

    assert_eq!(app.get("/api/auth/user").await.status(), 401);
    let elsewhere = ada_elsewhere
        .get(app.url("/api/auth/user"))
        .send()
        .await
        .unwrap();
    assert_eq!(elsewhere.status(), 401);
    let grace_still = grace.get(app.url("/api/auth/user")).send().await.unwrap();
    assert_eq!(grace_still.status(), 200, "another user's session stays");
    // Signed out, it needs a session.
    let again = app
        .client
        .post(app.url("/api/auth/sign-out-everywhere"))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 401);
}

async fn requests_from_other_sites_are_refused(app: TestApp) {
    app.sign_in_ada().await;
    for site in ["cross-site", "same-site"] {
        let res = app
            .client
            .post(app.url("/api/wishlist"))
            .header("Sec-Fetch-Site", site)
            .json(&json!({"name": "Kettle"}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{site}");
        assert_eq!(
            json(res).await["message"],
            "Cross-site requests are not allowed."
        );
    }
    let items = json(app.get("/api/wishlist").await).await;
    assert_eq!(items.as_array().unwrap().len(), 0, "nothing written");
    let own = app
        .client
        .post(app.url("/api/wishlist"))
        .header("Sec-Fetch-Site", "same-origin")
        .json(&json!({"name": "Kettle"}))
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), 201);

    // A link to /api/logout on another site asks first.
    let res = app
        .client
        .get(app.url("/api/logout"))
        .header("Sec-Fetch-Site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let page = res.text().await.unwrap();
    assert!(page.contains("Sign out of Presently?"), "{page}");
    assert!(page.contains(r#"<form method="post" action="/api/logout">"#));
    assert_eq!(app.get("/api/auth/user").await.status(), 200);
    // Another site cannot post the confirmation either.
    let forged = app
        .client
        .post(app.url("/api/logout"))
        .header("Sec-Fetch-Site", "cross-site")
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body("")
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), 403);
    assert_eq!(app.get("/api/auth/user").await.status(), 200);
    // The page's own button signs out.
    let confirmed = app
        .client
        .post(app.url("/api/logout"))
        .header("Sec-Fetch-Site", "same-origin")
        .header("Origin", app.address.clone())
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body("")
        .send()
        .await
        .unwrap();
    assert_eq!(confirmed.status(), 303);
    assert_eq!(confirmed.headers()["location"], "/");
    assert_eq!(app.get("/api/auth/user").await.status(), 401);
}

async fn time_zone_accepts_iana_names_only(app: TestApp) {
    app.sign_in_ada().await;
    let res = app
        .client
        .patch(app.url("/api/auth/user"))
        .json(&json!({"timeZone": "Pacific/Auckland"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(json(res).await["timeZone"], "Pacific/Auckland");
    assert_eq!(
        json(app.get("/api/auth/user").await).await["timeZone"],
        "Pacific/Auckland"
    );

    for bad in [
        json!({"timeZone": "Mars/Olympus"}),
        json!({"timeZone": "+02:00"}),
        json!({}),
    ] {
        let res = app
            .client
            .patch(app.url("/api/auth/user"))
            .json(&bad)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{bad}");
        let body = json(res).await;
        assert_eq!(body["message"], domain::messages::INVALID_TIME_ZONE);
        assert_eq!(
            body["fields"]["timeZone"],
            domain::messages::INVALID_TIME_ZONE
        );
    }
}

async fn time_zone_change_needs_sign_in(app: TestApp) {
    let res = app
        .client
        .patch(app.url("/api/auth/user"))
        .json(&json!({"timeZone": "Europe/London"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

async fn each_browser_sees_only_its_own_user(app: TestApp) {
    app.sign_in_ada().await;
    let grace = app.new_browser();
    app.dev_login(&grace, "grace@example.com", "Grace", "Hopper")
        .await;
    grace
        .patch(app.url("/api/auth/user"))
        .json(&json!({"timeZone": "America/New_York"}))
        .send()
        .await
        .unwrap();
    let ada = json(app.get("/api/auth/user").await).await;
    assert_eq!(ada["email"], "ada@example.com");
    assert_eq!(ada["timeZone"], "UTC", "Grace's change did not touch Ada");
}

async fn a_forged_session_cookie_is_signed_out(app: TestApp) {
    let res = app
        .client
        .get(app.url("/api/auth/user"))
        .header("Cookie", "presently_session=forged-value")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

async fn meta_and_health_are_public(app: TestApp) {
    let meta = json(app.get("/api/meta").await).await;
    assert_eq!(meta["productName"], "Presently");
    assert_eq!(meta["supportEmail"], "support@presently.app");
    assert_eq!(meta["signInMethod"], "dev");
    assert_eq!(meta["features"]["devLogin"], true);
    let res = app.get("/api/health").await;
    assert_eq!(res.status(), 200);
    assert_eq!(json(res).await["status"], "ok");
}

api_tests!(
    signed_out_user_is_401_json,
    dev_login_signs_in_and_returns_the_user,
    signing_in_again_is_the_same_user,
    dev_login_form_and_bad_email,
    login_redirects_to_dev_login_keeping_a_safe_return_to,
    logout_ends_the_session,
    a_saved_cookie_stops_working_after_logout,
    sign_out_everywhere_ends_every_browser_of_mine,
    requests_from_other_sites_are_refused,
    time_zone_accepts_iana_names_only,
    time_zone_change_needs_sign_in,
    each_browser_sees_only_its_own_user,
    a_forged_session_cookie_is_signed_out,
    meta_and_health_are_public,
);

#[actix_web::test]
async fn dev_login_is_off_when_disabled() {
    let app = TestApp::spawn_with(
        crate::helpers::Backend::Sqlite,
        &[("PRESENTLY_DEV_LOGIN", "0")],
    )
    .await
    .unwrap();
    assert_eq!(app.get("/api/dev-login").await.status(), 404);
    let res = app
        .dev_login(&app.client, "ada@example.com", "Ada", "L")
        .await;
    assert_eq!(res.status(), 404);
    assert_eq!(app.get("/api/login").await.status(), 503);
    assert_eq!(
        json(app.get("/api/meta").await).await["signInMethod"],
        "none"
    );
}

/// Behind a public address, dev login is off unless asked for: nobody who
/// reaches the server can sign in as anyone.
#[actix_web::test]
async fn dev_login_is_off_behind_a_public_address() {
    for vars in [
        &[("PUBLIC_URL", "https://presently.example")][..],
        &[("PRESENTLY_ADDR", "0.0.0.0:8080")][..],
    ] {
        let app = TestApp::spawn_with(crate::helpers::Backend::Sqlite, vars)
            .await
            .unwrap();
        assert_eq!(app.get("/api/dev-login").await.status(), 404, "{vars:?}");
        let res = app
            .dev_login(&app.client, "ada@example.com", "Ada", "L")
            .await;
        assert_eq!(res.status(), 404, "{vars:?}");
        assert_eq!(app.get("/api/login").await.status(), 503, "{vars:?}");
    }
    let asked = TestApp::spawn_with(
        crate::helpers::Backend::Sqlite,
        &[
            ("PUBLIC_URL", "https://presently.example"),
            ("PRESENTLY_DEV_LOGIN", "1"),
        ],
    )
    .await
    .unwrap();
    assert_eq!(asked.get("/api/dev-login").await.status(), 200);
}

#[actix_web::test]
async fn a_callback_without_a_pending_sign_in_is_refused() {
    // The provider is never contacted: the callback fails before discovery.
    let app = TestApp::spawn_with(
        crate::helpers::Backend::Sqlite,
        &[
            ("OIDC_ISSUER", "http://127.0.0.1:9/"),
            ("OIDC_CLIENT_ID", "presently"),
        ],
    )
    .await
    .unwrap();
    let res = app.get("/api/callback?code=abc&state=forged").await;
    assert_eq!(res.status(), 400);
    let html = res.text().await.unwrap();
    assert!(html.contains("Sign-in failed"));
    assert!(html.contains(r#"href="/""#));
    assert_eq!(app.get("/api/auth/user").await.status(), 401);
    assert_eq!(
        app.get("/api/dev-login").await.status(),
        404,
        "dev login is off with a provider"
    );
}
