use std::io::{Read, Write};
use std::net::TcpListener;

use reqwest::Client;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, read_http_body, token_of, Backend, TestApp};
use domain::messages;

async fn add(app: &TestApp, client: &Client, body: Value) -> Value {
    let res = app.post_json(client, "/api/wishlist", body).await;
    assert_eq!(res.status(), 201);
    json(res).await
}

async fn items_with_defaults_and_messages(app: TestApp) {
    app.sign_in_ada().await;
    let item = add(
        &app,
        &app.client,
        json!({"name": " Kettle ", "price": "$1,299.99", "quantity": 0}),
    )
    .await;
    assert_eq!(item["name"], "Kettle");
    assert_eq!(item["priority"], "medium");
    assert_eq!(item["ranking"], 3);
    assert_eq!(item["quantity"], 1, "quantity falls back to 1");
    assert_eq!(item["price"], "$1,299.99");
    assert_eq!(item["priceValue"], 1299.99);
    assert_eq!(item["purchased"], false);
    for (body, field, message) in [
        (json!({}), "name", messages::ITEM_NAME_REQUIRED),
        (
            json!({"name": "x", "ranking": 6}),
            "ranking",
            messages::RANKING_RANGE,
        ),
        (
            json!({"name": "x", "priority": "urgent"}),
            "priority",
            messages::PRIORITY_INVALID,
        ),
        (
            json!({"name": "x", "url": "not a link"}),
            "url",
            messages::INVALID_URL,
        ),
    ] {
        let res = app
            .post_json(&app.client, "/api/wishlist", body.clone())
            .await;
        assert_eq!(res.status(), 400, "{body}");
        assert_eq!(json(res).await["fields"][field], message);
    }
    let path = format!("/api/wishlist/{}", item["id"]);
    let bought = json(
        app.patch_json(
            &app.client,
            &path,
            json!({"purchased": true, "priority": "high"}),
        )
        .await,
    )
    .await;
    assert_eq!(
        (bought["purchased"].clone(), bought["priority"].clone()),
        (json!(true), json!("high"))
    );
    let list = json(app.get("/api/wishlist").await).await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(
        app.client
            .delete(app.url(&path))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    assert!(json(app.get("/api/wishlist").await)
        .await
        .as_array()
        .unwrap()
        .is_empty());
}

async fn sharing_with_friends_only_and_edit_rights(app: TestApp) {
    app.sign_in_ada().await;
    let grace = app.sign_in_grace().await;
    let mallory = app.new_browser();
    app.dev_login(&mallory, "mallory@example.com", "Mallory", "M")
        .await;
    let item = add(
        &app,
        &app.client,
        json!({"name": "Espresso machine", "price": "$199"}),
    )
    .await;
    let grace_id = app.user_id(&grace).await;
    let share_path = format!("/api/sharing/wishlist-items/{}", item["id"]);
    let item_path = format!("/api/wishlist/{}", item["id"]);

    let res = app
        .post_json(
            &app.client,
            &share_path,
            json!({"sharedWithId": grace_id, "canEdit": false}),
        )
        .await;
    assert_eq!(res.status(), 400, "not friends yet");
    assert_eq!(json(res).await["message"], messages::SHARE_FRIENDS_ONLY);
    let res = app
        .post_json(&app.client, &share_path, json!({"canEdit": false}))
        .await;
    assert_eq!(res.status(), 400, "no friend chosen");
    assert_eq!(
        json(res).await["fields"]["sharedWithId"],
        "Please select a friend to share with"
    );

    app.befriend(&app.client, &grace, "grace@example.com").await;
    let res = app
        .post_json(
            &app.client,
            &share_path,
            json!({"sharedWithId": grace_id, "canEdit": false}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        app.post_json(&grace, &share_path, json!({"sharedWithId": grace_id}))
            .await
            .status(),
        404,
        "only the owner shares"
    );

    let shared = json(
        grace
            .get(app.url("/api/sharing/wishlist-items"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(shared[0]["wishlistItem"]["name"], "Espresso machine");
    assert_eq!(shared[0]["wishlistItem"]["id"], item["id"]);
    assert_eq!(shared[0]["owner"]["firstName"], "Ada");
    assert_eq!(shared[0]["canEdit"], false);
    assert_eq!(
        app.patch_json(&grace, &item_path, json!({"purchased": true}))
            .await
            .status(),
        403
    );
    assert_eq!(
        app.patch_json(&mallory, &item_path, json!({"purchased": true}))
            .await
            .status(),
        404
    );
    assert_eq!(
        mallory
            .delete(app.url(&item_path))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );

    // Sharing again updates canEdit. Changed on purpose (issue 15): even
    // with editing allowed a friend no longer marks the item purchased (its
    // owner would see it); their "I bought this" is a claim. Since issue 37
    // the editing right edits the item's details (`tests/api/sharing.rs`).
    app.post_json(
        &app.client,
        &share_path,
        json!({"sharedWithId": grace_id, "canEdit": true}),
    )
    .await;
    let res = app
        .patch_json(&grace, &item_path, json!({"purchased": true}))
        .await;
    assert_eq!(res.status(), 403);
    assert_eq!(json(res).await["message"], messages::FRIENDS_CLAIM_INSTEAD);
    let mine = json(app.get("/api/wishlist").await).await;
    assert_eq!(mine[0]["purchased"], false, "the owner's flag stays theirs");
    assert_eq!(
        app.patch_json(&grace, &item_path, json!({"priority": "low"}))
            .await
            .status(),
        403,
        "the priority stays the owner's"
    );
    assert_eq!(
        grace
            .delete(app.url(&item_path))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );

    // Dates too, with their contact; removing the friendship revokes every share.
    let contact = json(
        app.post_json(&app.client, "/api/contacts", json!({"name": "Ada's Mum"}))
            .await,
    )
    .await;
    let date = json(
        app.post_json(
            &app.client,
            "/api/dates",
            json!({"title": "Ada's Birthday", "type": "birthday", "date": "1990-12-10", "contactId": contact["id"]}),
        )
        .await,
    )
    .await;
    let res = app
        .post_json(
            &app.client,
            &format!("/api/sharing/special-dates/{}", date["id"]),
            json!({"sharedWithId": grace_id, "canEdit": false}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let dates = json(
        grace
            .get(app.url("/api/sharing/special-dates"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(dates[0]["specialDate"]["title"], "Ada's Birthday");
    assert_eq!(dates[0]["specialDate"]["contact"]["name"], "Ada's Mum");
    assert_eq!(dates[0]["owner"]["firstName"], "Ada");
    assert_eq!(dates.as_array().map(Vec::len), Some(1));
    let friendship = json(app.get("/api/friends").await).await[0]["friendshipId"].clone();
    app.client
        .delete(app.url(&format!("/api/friends/{friendship}")))
        .send()
        .await
        .unwrap();
    assert!(json(
        grace
            .get(app.url("/api/sharing/wishlist-items"))
            .send()
            .await
            .unwrap()
    )
    .await
    .as_array()
    .unwrap()
    .is_empty());
    assert!(json(
        grace
            .get(app.url("/api/sharing/special-dates"))
            .send()
            .await
            .unwrap()
    )
    .await
    .as_array()
    .unwrap()
    .is_empty());
    assert_eq!(
        app.patch_json(&grace, &item_path, json!({"purchased": false}))
            .await
            .status(),
        404
    );
}

async fn the_public_link(app: TestApp) {
    app.sign_in_ada().await;
    add(&app, &app.client, json!({"name": "Scarf"})).await;
    assert_eq!(
        json(app.get("/api/wishlist/public").await).await,
        json!({"isPublic": false, "listed": false, "url": null})
    );
    let public = json(
        app.client
            .put(app.url("/api/wishlist/public"))
            .json(&json!({"isPublic": true}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let url = public["url"].as_str().unwrap().to_owned();
    let token = url.rsplit('/').next().unwrap().to_owned();
    let anonymous = app.new_browser();
    let list = json(
        anonymous
            .get(app.url(&format!("/api/public/lists/{token}")))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(list["ownerFirstName"], "Ada");
    assert_eq!(list["items"][0]["name"], "Scarf");
    assert!(
        !list.to_string().contains("ada@example.com"),
        "never the email"
    );

    let rotated = json(
        app.client
            .post(app.url("/api/wishlist/public/rotate"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let new_token = token_of(&rotated["url"]);
    assert_eq!(
        anonymous
            .get(app.url(&format!("/api/public/lists/{token}")))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert_eq!(
        anonymous
            .get(app.url(&format!("/api/public/lists/{new_token}")))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    app.client
        .put(app.url("/api/wishlist/public"))
        .json(&json!({"isPublic": false}))
        .send()
        .await
        .unwrap();
    assert_eq!(
        anonymous
            .get(app.url(&format!("/api/public/lists/{new_token}")))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
}

async fn wishlist_needs_sign_in(app: TestApp) {
    assert_eq!(app.get("/api/wishlist").await.status(), 401);
    assert_eq!(app.get("/api/sharing/wishlist-items").await.status(), 401);
    assert_eq!(
        app.post_json(
            &app.client,
            "/api/parse-url",
            json!({"url": "https://example.com"})
        )
        .await
        .status(),
        401
    );
}

api_tests!(
    items_with_defaults_and_messages,
    sharing_with_friends_only_and_edit_rights,
    the_public_link,
    wishlist_needs_sign_in,
);

/// A one-page shop on loopback, answering every request with `html`.
fn shop(html: &'static str) -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(20) {
            let Ok(mut stream) = stream else { continue };
            let mut buf = [0u8; 4096];
            let _ = stream.read(&mut buf);
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{html}",
                html.len()
            );
        }
    });
    port
}

#[actix_web::test]
async fn parse_url_reads_a_product_page_and_refuses_private_addresses() {
    let port = shop(
        r#"<html><head><title>Shop</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Espresso Machine","description":"Makes espresso.","image":"/img/e.jpg","offers":{"@type":"Offer","price":"199.00","priceCurrency":"USD"}}</script></head><body></body></html>"#,
    );
    let allow = format!("127.0.0.1:{port}");
    let app = TestApp::spawn_with(Backend::Sqlite, &[("PRESENTLY_FETCH_ALLOW", &allow)])
        .await
        .unwrap();
    app.sign_in_ada().await;
    let res = app
        .post_json(
            &app.client,
            "/api/parse-url",
            json!({"url": format!("http://127.0.0.1:{port}/p/1")}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let product = json(res).await;
    assert_eq!(product["title"], "Espresso Machine");
    assert_eq!(product["price"], "$199.00");
    assert_eq!(
        product["image"],
        format!("http://127.0.0.1:{port}/img/e.jpg")
    );

    for url in [
        "http://127.0.0.1:1/",
        "http://169.254.169.254/latest/meta-data",
        "http://2130706433/",
        "ftp://example.com/x",
        "not a url",
    ] {
        let res = app
            .post_json(&app.client, "/api/parse-url", json!({"url": url}))
            .await;
        assert_eq!(res.status(), 400, "{url}");
        assert!(!json(res).await["message"].as_str().unwrap().is_empty());
    }
    let res = app
        .post_json(&app.client, "/api/parse-url", json!({}))
        .await;
    assert_eq!(res.status(), 400);
}

#[actix_web::test]
async fn product_search_ranks_the_catalog_and_ai_ideas_answer_offline() {
    let app = TestApp::spawn_with(Backend::Sqlite, &[("AMAZON_AFFILIATE_TAG", "presently-20")])
        .await
        .unwrap();
    assert_eq!(
        app.get("/api/products/search?q=espresso").await.status(),
        401
    );
    app.sign_in_ada().await;
    let results = json(app.get("/api/products/search?q=espresso").await).await;
    let results = results.as_array().unwrap();
    assert!(!results.is_empty() && results.len() <= 6);
    let first = results[0]["name"].as_str().unwrap().to_lowercase();
    assert!(
        first.contains("espresso") || first.contains("coffee"),
        "{first}"
    );
    for r in results {
        assert!(r["url"].as_str().unwrap().starts_with("https://"));
        assert!(!r["source"].as_str().unwrap().is_empty());
        if r["source"] == "Amazon" {
            assert!(r["affiliateUrl"]
                .as_str()
                .unwrap()
                .contains("tag=presently-20"));
        }
    }
    assert_eq!(
        json(app.get("/api/products/search?q=xqzvbn").await).await,
        json!([])
    );
    assert_eq!(json(app.get("/api/products/search").await).await, json!([]));

    let ideas = json(
        app.post_json(&app.client, "/api/recommendations/ai-suggestions", json!({"recipient": "mum", "interests": "gardening", "occasion": "birthday", "budget": "$50"}))
            .await,
    )
    .await;
    let ideas = ideas.as_array().unwrap();
    assert!((3..=5).contains(&ideas.len()), "{ideas:?}");
    assert!(ideas
        .iter()
        .all(|i| !i["productType"].as_str().unwrap().is_empty()
            && !i["reasoning"].as_str().unwrap().is_empty()));
}

/// An OpenAI-compatible model on loopback that counts the calls it answers.
fn model_stub(calls: std::sync::Arc<std::sync::atomic::AtomicUsize>) -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let reply = json!({
        "choices": [{"index": 0, "message": {"role": "assistant",
            "content": r#"[{"productType": "Model Pick", "reasoning": "From the model."}]"#}}]
    })
    .to_string();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(40) {
            let Ok(mut stream) = stream else { continue };
            read_http_body(&mut stream);
            calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{reply}",
                reply.len()
            );
        }
    });
    port
}

#[actix_web::test]
async fn page_lookups_and_model_calls_are_limited_per_user() {
    let calls = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let port = model_stub(calls.clone());
    let base = format!("http://127.0.0.1:{port}/v1");
    let app = TestApp::spawn_with(Backend::Sqlite, &[("AI_BASE_URL", &base)])
        .await
        .unwrap();
    app.sign_in_ada().await;

    // Page lookups: 30 a minute, counted whatever the link; then 429.
    for _ in 0..api::state::PAGE_LOOKUPS_PER_MINUTE {
        let res = app
            .post_json(&app.client, "/api/parse-url", json!({"url": "not a url"}))
            .await;
        assert_eq!(res.status(), 400);
    }
    let res = app
        .post_json(&app.client, "/api/parse-url", json!({"url": "not a url"}))
        .await;
    assert_eq!(res.status(), 429);
    assert_eq!(res.headers()["retry-after"], "60");
    assert_eq!(
        json(res).await["message"],
        "Too many requests. Please wait a moment and try again."
    );
    // Someone else is not held up.
    let grace = app.sign_in_grace().await;
    let res = app
        .post_json(&grace, "/api/parse-url", json!({"url": "not a url"}))
        .await;
    assert_eq!(res.status(), 400);

    // Model calls: 10 a minute; past that the built-in engine answers.
    let ask = json!({"recipient": "Mum", "occasion": "birthday", "interests": "gardening"});
    for _ in 0..api::state::MODEL_CALLS_PER_MINUTE {
        let ideas = json(
            app.post_json(
                &app.client,
                "/api/recommendations/ai-suggestions",
                ask.clone(),
            )
            .await,
        )
        .await;
        assert_eq!(ideas[0]["productType"], "Model Pick");
    }
    let res = app
        .post_json(
            &app.client,
            "/api/recommendations/ai-suggestions",
            ask.clone(),
        )
        .await;
    assert_eq!(res.status(), 200);
    let ideas = json(res).await;
    assert_ne!(ideas[0]["productType"], "Model Pick", "{ideas}");
    assert!(!ideas.as_array().unwrap().is_empty());
    assert_eq!(
        calls.load(std::sync::atomic::Ordering::SeqCst),
        api::state::MODEL_CALLS_PER_MINUTE as usize
    );
}
