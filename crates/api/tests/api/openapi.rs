//! Every route is in the OpenAPI document, and every documented route exists.

use crate::helpers::{json, Backend, TestApp};

#[actix_web::test]
async fn openapi_lists_every_route_and_each_one_answers() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    let doc = json(app.get("/api/openapi.json").await).await;
    assert_eq!(doc["info"]["title"], "Presently API");
    let paths = doc["paths"].as_object().unwrap();
    for expected in [
        ("/api/login", "get"),
        ("/api/callback", "get"),
        ("/api/logout", "get"),
        ("/api/dev-login", "get"),
        ("/api/dev-login", "post"),
        ("/api/auth/user", "get"),
        ("/api/auth/user", "patch"),
        ("/api/meta", "get"),
        ("/api/health", "get"),
        ("/api/openapi.json", "get"),
        ("/api/dates", "get"),
        ("/api/dates", "post"),
        ("/api/dates/upcoming", "get"),
        ("/api/dates/{id}", "get"),
        ("/api/dates/{id}", "patch"),
        ("/api/dates/{id}", "delete"),
        ("/api/dates/{id}/shopped", "patch"),
        ("/api/notifications", "get"),
        ("/api/notifications/{id}/read", "post"),
        ("/api/notifications/read-all", "post"),
        ("/api/calendar", "get"),
        ("/api/calendar/rotate", "post"),
        ("/api/calendar/{token}.ics", "get"),
        ("/api/contacts", "get"),
        ("/api/contacts", "post"),
        ("/api/contacts/import", "post"),
        ("/api/contacts/import/preview", "post"),
        ("/api/contacts/{id}", "patch"),
        ("/api/contacts/{id}", "delete"),
        ("/api/friends", "get"),
        ("/api/friends/requests", "get"),
        ("/api/friends/requests/sent", "get"),
        ("/api/friends/request", "post"),
        ("/api/friends/accept", "post"),
        ("/api/friends/decline", "post"),
        ("/api/friends/request/{id}", "delete"),
        ("/api/friends/{friendshipId}", "delete"),
        ("/api/wishlist", "get"),
        ("/api/wishlist", "post"),
        ("/api/wishlist/{id}", "patch"),
        ("/api/wishlist/{id}", "delete"),
        ("/api/wishlist/public", "get"),
        ("/api/wishlist/public", "put"),
        ("/api/wishlist/public/rotate", "post"),
        ("/api/public/lists/{token}", "get"),
        ("/api/sharing/wishlist-items/{id}", "post"),
        ("/api/sharing/special-dates/{id}", "post"),
        ("/api/sharing/wishlist-items", "get"),
        ("/api/sharing/special-dates", "get"),
        ("/api/parse-url", "post"),
        ("/api/parse-html", "post"),
        ("/api/products/search", "get"),
        ("/api/recommendations/ai-suggestions", "post"),
    ] {
        assert!(
            paths
                .get(expected.0)
                .and_then(|p| p.get(expected.1))
                .is_some(),
            "{expected:?} missing from the OpenAPI document"
        );
    }
    // Each documented operation is routed: none falls through to the unknown-path 404.
    for (path, operations) in paths {
        for method in operations.as_object().unwrap().keys() {
            let method = reqwest::Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let concrete = path
                .replace("{id}", "1")
                .replace("{friendshipId}", "1")
                .replace("{token}", "sample");
            let res = app
                .client
                .request(method.clone(), app.url(&concrete))
                .send()
                .await
                .unwrap();
            let status = res.status();
            let body = res.text().await.unwrap();
            assert!(
                !(status == 404 && body.contains("No such API route")),
                "{method} {path} is documented but not routed"
            );
        }
    }
}

/// Every documented path: each method it does not serve is 405 with an
/// `Allow` naming exactly the documented ones (with `HEAD` beside `GET`, and
/// `OPTIONS`), `OPTIONS` is 204 with the same, and `HEAD` answers as `GET`.
#[actix_web::test]
async fn every_known_path_answers_other_methods_with_405_and_a_true_allow() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    app.sign_in_ada().await;
    let doc = json(app.get("/api/openapi.json").await).await;
    let order = ["get", "head", "post", "put", "patch", "delete", "options"];
    for (path, operations) in doc["paths"].as_object().unwrap() {
        let concrete = path
            .split('/')
            .map(|segment| match segment {
                s if s.starts_with("{token}") => s.replace("{token}", "sample"),
                s if s.starts_with('{') => "1".to_owned(),
                s => s.to_owned(),
            })
            .collect::<Vec<_>>()
            .join("/");
        let mut served: Vec<&str> = operations
            .as_object()
            .unwrap()
            .keys()
            .filter_map(|m| order.iter().copied().find(|o| o == m))
            .collect();
        if served.contains(&"get") {
            served.push("head");
        }
        served.push("options");
        served.sort_by_key(|m| order.iter().position(|o| o == m));
        let allow = served
            .iter()
            .map(|m| m.to_uppercase())
            .collect::<Vec<_>>()
            .join(", ");
        for method in ["GET", "POST", "PUT", "PATCH", "DELETE"] {
            if served.contains(&method.to_lowercase().as_str()) {
                continue;
            }
            let res = app
                .client
                .request(
                    reqwest::Method::from_bytes(method.as_bytes()).unwrap(),
                    app.url(&concrete),
                )
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), 405, "{method} {concrete}");
            assert_eq!(
                res.headers()["allow"],
                allow.as_str(),
                "{method} {concrete}"
            );
        }
        let res = app
            .client
            .request(reqwest::Method::OPTIONS, app.url(&concrete))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 204, "OPTIONS {concrete}");
        assert_eq!(res.headers()["allow"], allow.as_str(), "OPTIONS {concrete}");
        if served.contains(&"get")
            && !concrete.starts_with("/api/login")
            && !concrete.starts_with("/api/logout")
        {
            let get = app.get(&concrete).await.status();
            let head = app.client.head(app.url(&concrete)).send().await.unwrap();
            assert_eq!(head.status(), get, "HEAD {concrete}");
        }
    }
}
