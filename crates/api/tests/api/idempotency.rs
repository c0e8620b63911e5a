//! `Idempotency-Key` on creates: a retry answers the first result, a
//! different body with the same key is 422, keys are per person.

use std::io::Write;
use std::time::Duration;

use domain::messages;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, TestApp};

async fn post_with_key(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    key: &str,
    body: Value,
) -> reqwest::Response {
    client
        .post(app.url(path))
        .header("Idempotency-Key", key)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn item_names(app: &TestApp, client: &reqwest::Client) -> Vec<String> {
    let items = json(client.get(app.url("/api/wishlist")).send().await.unwrap()).await;
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["name"].as_str().unwrap().to_owned())
        .collect()
}

async fn a_retry_answers_the_first_result_and_stores_one_row(app: TestApp) {
    app.sign_in_ada().await;
    let body = json!({"name": "Kettle", "price": "$24.99"});
    let first = post_with_key(&app, &app.client, "/api/wishlist", "key-1", body.clone()).await;
    assert_eq!(first.status(), 201);
    assert!(first.headers().get("idempotent-replayed").is_none());
    let first = json(first).await;

    let retry = post_with_key(&app, &app.client, "/api/wishlist", "key-1", body.clone()).await;
    assert_eq!(retry.status(), 201);
    assert_eq!(retry.headers()["idempotent-replayed"], "true");
    assert_eq!(json(retry).await, first, "the first answer, same id");
    assert_eq!(item_names(&app, &app.client).await, ["Kettle"]);

    // The same key with another body: refused, nothing stored.
    let other = post_with_key(
        &app,
        &app.client,
        "/api/wishlist",
        "key-1",
        json!({"name": "Toaster"}),
    )
    .await;
    assert_eq!(other.status(), 422);
    assert_eq!(
        json(other).await["message"],
        messages::IDEMPOTENCY_KEY_REUSED
    );
    assert_eq!(item_names(&app, &app.client).await, ["Kettle"]);

    // Another key is another create.
    let res = post_with_key(&app, &app.client, "/api/wishlist", "key-2", body.clone()).await;
    assert_eq!(res.status(), 201);
    assert_eq!(item_names(&app, &app.client).await.len(), 2);

    // Keys are per person: Grace's "key-1" is her own.
    let grace = app.sign_in_grace().await;
    let res = post_with_key(
        &app,
        &grace,
        "/api/wishlist",
        "key-1",
        json!({"name": "Scarf"}),
    )
    .await;
    assert_eq!(res.status(), 201);
    assert!(res.headers().get("idempotent-replayed").is_none());
    assert_eq!(item_names(&app, &grace).await, ["Scarf"]);
    assert_eq!(item_names(&app, &app.client).await.len(), 2);

    // A refused request keeps no key: corrected, it runs.
    let res = post_with_key(
        &app,
        &app.client,
        "/api/contacts",
        "key-3",
        json!({"name": ""}),
    )
    .await;
    assert_eq!(res.status(), 400);
    let res = post_with_key(
        &app,
        &app.client,
        "/api/contacts",
        "key-3",
        json!({"name": "Grace"}),
    )
    .await;
    assert_eq!(res.status(), 201);

    // A bad key is refused before anything runs.
    for bad in ["k".repeat(256), "with space".to_owned()] {
        let res = post_with_key(&app, &app.client, "/api/wishlist", &bad, body.clone()).await;
        assert_eq!(res.status(), 400, "{bad}");
        assert_eq!(
            json(res).await["message"],
            messages::IDEMPOTENCY_KEY_INVALID
        );
    }
    assert_eq!(item_names(&app, &app.client).await.len(), 2);
}

/// The create goes out, the connection is cut before the answer is read,
/// and the client retries: one row, and the retry gets the first answer.
async fn a_create_cut_off_mid_answer_is_not_made_twice(app: TestApp) {
    app.sign_in_ada().await;
    // Ada's session on a socket of our own.
    let cookie = session_cookie(&app).await;
    let body = r#"{"name":"Cut-off kettle"}"#;
    let request = format!(
        "POST /api/wishlist HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\n\
         Idempotency-Key: cut-1\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let address = app.address.trim_start_matches("http://").to_owned();
    let mut socket = std::net::TcpStream::connect(address).unwrap();
    socket.write_all(request.as_bytes()).unwrap();
    socket.shutdown(std::net::Shutdown::Both).unwrap();
    drop(socket);

    // The retry: the first answer once it is there, never a second row.
    let mut answer = None;
    for _ in 0..50 {
        let res = post_with_key(
            &app,
            &app.client,
            "/api/wishlist",
            "cut-1",
            serde_json::from_str(body).unwrap(),
        )
        .await;
        match res.status().as_u16() {
            409 => actix_web::rt::time::sleep(Duration::from_millis(100)).await,
            201 => {
                answer = Some(res);
                break;
            }
            other => panic!("retry answered {other}"),
        }
    }
    let answer = answer.expect("the first request finished");
    assert_eq!(json(answer).await["name"], "Cut-off kettle");
    assert_eq!(item_names(&app, &app.client).await, ["Cut-off kettle"]);
}

/// The `presently_session` cookie of the signed-in test browser.
async fn session_cookie(app: &TestApp) -> String {
    // Sign in again on a client whose Set-Cookie we can read.
    let client = crate::helpers::client_builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let res = client
        .post(app.url("/api/dev-login"))
        .form(&[("email", "ada@example.com"), ("first_name", "Ada")])
        .send()
        .await
        .unwrap();
    res.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next())
        .find(|pair| pair.starts_with("presently_session=") && !pair.ends_with('='))
        .unwrap()
        .to_owned()
}

api_tests!(
    a_retry_answers_the_first_result_and_stores_one_row,
    a_create_cut_off_mid_answer_is_not_made_twice,
);
