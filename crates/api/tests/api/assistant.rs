//! Ask Presently: the built-in engine signed out and in (with my circle,
//! unless I turn it off), message limits, visitor limits, and a configured
//! model (a local stub): a good answer, a 500, a malformed body, a 429.

use std::io::Write;
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json as body_of, read_http_body, Backend, TestApp};

api_tests!(
    signed_out_the_catalog_answers_what_was_asked,
    signed_in_my_circle_grounds_the_answer_unless_turned_off,
    bad_messages_are_refused,
    the_answer_says_who_the_conversation_is_about,
);

async fn chat(
    app: &TestApp,
    client: &reqwest::Client,
    message: &str,
    history: Value,
) -> reqwest::Response {
    app.post_json(
        client,
        "/api/ai/chat-recommendations",
        json!({"message": message, "conversationHistory": history}),
    )
    .await
}

fn price(idea: &Value) -> f64 {
    idea["price"]
        .as_str()
        .unwrap()
        .trim_start_matches('$')
        .replace(',', "")
        .parse()
        .unwrap()
}

async fn signed_out_the_catalog_answers_what_was_asked(app: TestApp) {
    let res = chat(
        &app,
        &app.client,
        "A birthday gift for my mum who loves gardening, under $50",
        json!([]),
    )
    .await;
    assert_eq!(res.status(), 200);
    let answer = body_of(res).await;
    assert_eq!(answer["source"], "catalog");
    assert!(
        answer["message"].as_str().unwrap().contains("your mum"),
        "{answer}"
    );
    let ideas = answer["ideas"].as_array().unwrap();
    assert!(!ideas.is_empty() && ideas.len() <= 6);
    assert!(ideas
        .iter()
        .all(|i| price(i) <= 50.0 && i["link"].as_str().unwrap().starts_with("https://")));
    // A follow-up refines the conversation.
    let history = json!([
        {"role": "user", "content": "A birthday gift for my mum who loves gardening, under $50"},
        {"role": "assistant", "content": answer["message"]},
    ]);
    let cheaper = body_of(chat(&app, &app.client, "cheaper", history).await).await;
    assert!(
        cheaper["message"]
            .as_str()
            .unwrap()
            .starts_with("Here are some more affordable ideas"),
        "{cheaper}"
    );
    let info = body_of(app.get("/api/ai/assistant").await).await;
    assert_eq!(
        info,
        json!({"model": null, "signedIn": false, "useCircle": false})
    );
}

async fn signed_in_my_circle_grounds_the_answer_unless_turned_off(app: TestApp) {
    app.sign_in_ada().await;
    let res = app
        .post_json(
            &app.client,
            "/api/contacts",
            json!({"name": "Priya Shah", "relationship": "sibling", "preferences": "yoga, tea"}),
        )
        .await;
    assert!(res.status().is_success());
    let answer = body_of(
        chat(
            &app,
            &app.client,
            "What should I get Priya for her birthday?",
            json!([]),
        )
        .await,
    )
    .await;
    let text = answer["message"].as_str().unwrap();
    assert!(
        text.contains("for Priya") && (text.contains("yoga") || text.contains("tea")),
        "{text}"
    );
    assert!(!text.contains("Shah"), "first names only");

    let off = app
        .client
        .put(app.url("/api/ai/assistant/settings"))
        .json(&json!({"useCircle": false}))
        .send()
        .await
        .unwrap();
    assert_eq!(off.status(), 200);
    assert_eq!(body_of(off).await["useCircle"], false);
    let plain = body_of(
        chat(
            &app,
            &app.client,
            "What should I get Priya for her birthday?",
            json!([]),
        )
        .await,
    )
    .await;
    assert!(
        !plain["message"].as_str().unwrap().contains("yoga"),
        "{plain}"
    );

    // Someone else's circle is not mine.
    let grace = app.sign_in_grace().await;
    let theirs = body_of(chat(&app, &grace, "What should I get Priya?", json!([])).await).await;
    assert!(!theirs["message"].as_str().unwrap().contains("yoga"));
    let bad = app
        .client
        .put(app.url("/api/ai/assistant/settings"))
        .json(&json!({"useCircle": "yes"}))
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), 400);
}

/// Issue 34, item 6: the cards offer my own wishlist only for ideas for
/// me, so every answer says who the conversation is about.
async fn the_answer_says_who_the_conversation_is_about(app: TestApp) {
    let recipient = |message: &'static str, history: Value| {
        let app = &app;
        async move {
            let res = chat(app, &app.client, message, history).await;
            assert_eq!(res.status(), 200, "{message}");
            let answer = body_of(res).await;
            assert!(answer.get("recipient").is_some(), "{answer}");
            answer["recipient"].clone()
        }
    };
    for (message, want) in [
        (
            "A birthday gift for my mum who loves gardening",
            json!({"kind": "someone", "name": "Mum"}),
        ),
        (
            "Mother's Day ideas for my mom, under $40",
            json!({"kind": "someone", "name": "Mom"}),
        ),
        (
            "Thank-you gift for my son's teacher, $15-25",
            json!({"kind": "someone", "name": "Son's teacher"}),
        ),
        (
            "Retirement gift for a colleague who likes golf",
            json!({"kind": "someone", "name": null}),
        ),
        (
            "I want a new espresso machine, around $200",
            json!({"kind": "self"}),
        ),
        (
            "Treat myself to something nice under $50",
            json!({"kind": "self"}),
        ),
        ("hello", Value::Null),
    ] {
        assert_eq!(recipient(message, json!([])).await, want, "{message}");
    }
    // The whole conversation: the latest message that names someone wins.
    let mum = json!([
        {"role": "user", "content": "A birthday gift for my mum"},
        {"role": "assistant", "content": "Here are 6 ideas for your mum's birthday"},
    ]);
    assert_eq!(
        recipient("cheaper", mum.clone()).await,
        json!({"kind": "someone", "name": "Mum"})
    );
    assert_eq!(
        recipient("actually, something for myself", mum).await,
        json!({"kind": "self"})
    );

    // Signed in, someone of my circle by their first name.
    app.sign_in_ada().await;
    let res = app
        .post_json(
            &app.client,
            "/api/contacts",
            json!({"name": "Priya Shah", "relationship": "sibling", "preferences": "yoga"}),
        )
        .await;
    assert!(res.status().is_success());
    assert_eq!(
        recipient("What should I get Priya for her birthday?", json!([])).await,
        json!({"kind": "someone", "name": "Priya"})
    );
}

async fn bad_messages_are_refused(app: TestApp) {
    for message in [
        json!(""),
        json!("   \n "),
        json!("a".repeat(2001)),
        json!(null),
    ] {
        let res = app
            .post_json(
                &app.client,
                "/api/ai/chat-recommendations",
                json!({"message": message}),
            )
            .await;
        assert_eq!(res.status(), 400, "{message}");
        assert!(body_of(res).await["message"].is_string());
    }
    // Exactly 2,000 is fine; a long history is read, capped.
    let history: Vec<Value> = (0..100)
        .map(|n| json!({"role": if n % 2 == 0 {"user"} else {"assistant"}, "content": "tea"}))
        .collect();
    let res = chat(&app, &app.client, &"a".repeat(2000), json!(history)).await;
    assert_eq!(res.status(), 200);
}

#[actix_web::test]
async fn visitors_are_limited_per_address() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    for _ in 0..api::state::VISITOR_CHATS_PER_MINUTE {
        assert_eq!(
            chat(&app, &app.client, "gift for dad", json!([]))
                .await
                .status(),
            200
        );
    }
    let res = chat(&app, &app.client, "gift for dad", json!([])).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    // Signed in, my own allowance.
    let grace = app.sign_in_grace().await;
    assert_eq!(
        chat(&app, &grace, "gift for dad", json!([])).await.status(),
        200
    );
}

/// A local OpenAI-compatible stub: answers by a tag in the last message
/// ("[500]", "[bad]", "[429]", else a good answer) and keeps every request body.
fn model_stub(bodies: Arc<Mutex<Vec<String>>>) -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(40) {
            let Ok(mut stream) = stream else { continue };
            let body = read_http_body(&mut stream);
            bodies.lock().unwrap().push(body.clone());
            let last = serde_json::from_str::<Value>(&body)
                .ok()
                .and_then(|v| v["messages"].as_array().and_then(|m| m.last().cloned()))
                .and_then(|m| m["content"].as_str().map(str::to_owned))
                .unwrap_or_default();
            let (status, reply) = if last.contains("[500]") {
                ("500 Internal Server Error", "{}".to_owned())
            } else if last.contains("[429]") {
                (
                    "429 Too Many Requests",
                    r#"{"error":"slow down"}"#.to_owned(),
                )
            } else if last.contains("[bad]") {
                ("200 OK", "not json".to_owned())
            } else {
                let content = "Gardening gloves and a herb kit would suit her.\n```json\n[{\"productType\": \"Gardening gloves\", \"reason\": \"She gardens every weekend.\"}, {\"productType\": \"Indoor herb garden\", \"reason\": \"Fresh herbs on the sill.\"}]\n```";
                ("200 OK", json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]}).to_string())
            };
            let _ = write!(
                stream,
                "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{reply}",
                reply.len()
            );
        }
    });
    port
}

#[actix_web::test]
async fn a_configured_model_answers_and_any_failure_falls_back_to_the_catalog() {
    let bodies = Arc::new(Mutex::new(Vec::new()));
    let port = model_stub(bodies.clone());
    let base = format!("http://127.0.0.1:{port}/v1");
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        &[("AI_BASE_URL", &base), ("AI_MODEL", "stub-model")],
    )
    .await
    .unwrap();

    // Signed out: the model answers; nothing about a circle is sent.
    let answer =
        body_of(chat(&app, &app.client, "gift for my mum who gardens", json!([])).await).await;
    assert_eq!(answer["source"], "model", "{answer}");
    assert_eq!(
        answer["message"],
        "Gardening gloves and a herb kit would suit her."
    );
    let ideas = answer["ideas"].as_array().unwrap();
    assert_eq!(ideas.len(), 2, "{answer}");
    assert_eq!(ideas[0]["reason"], "She gardens every weekend.");
    // Who it is for is read from the conversation, as without a model.
    assert_eq!(
        answer["recipient"],
        json!({"kind": "someone", "name": "Mum"}),
        "{answer}"
    );
    assert!(ideas[0]["link"].as_str().unwrap().starts_with("https://"));
    let info = body_of(app.get("/api/ai/assistant").await).await;
    assert_eq!(
        info["model"],
        json!({"provider": "127.0.0.1", "remote": false, "model": "stub-model"})
    );

    for tag in ["[500]", "[bad]", "[429]"] {
        let answer = body_of(
            chat(
                &app,
                &app.client,
                &format!("gift for my dad who loves coffee {tag}"),
                json!([]),
            )
            .await,
        )
        .await;
        assert_eq!(answer["source"], "catalog", "{tag}: {answer}");
        assert!(
            answer["notice"]
                .as_str()
                .unwrap()
                .contains("couldn't be reached"),
            "{tag}"
        );
        assert!(!answer["ideas"].as_array().unwrap().is_empty(), "{tag}");
    }

    // Signed in: my circle's first names, relationships and interests go
    // with the system prompt; never a surname.
    app.sign_in_ada().await;
    app.post_json(
        &app.client,
        "/api/contacts",
        json!({"name": "Priya Shah", "relationship": "sibling", "preferences": "yoga"}),
    )
    .await;
    chat(&app, &app.client, "ideas for Priya", json!([])).await;
    let sent = bodies.lock().unwrap().last().cloned().unwrap();
    assert!(sent.contains("Priya (sibling): likes yoga"), "{sent}");
    assert!(!sent.contains("Shah"));
    // Turned off: not sent.
    app.client
        .put(app.url("/api/ai/assistant/settings"))
        .json(&json!({"useCircle": false}))
        .send()
        .await
        .unwrap();
    chat(&app, &app.client, "ideas for Priya", json!([])).await;
    let sent = bodies.lock().unwrap().last().cloned().unwrap();
    assert!(!sent.contains("yoga"), "{sent}");
}
