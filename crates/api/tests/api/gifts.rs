//! Gifts kept per person (issue 43) over HTTP: Ada keeps Mum as a contact
//! who is also her friend, so one page shows both; ideas, given and
//! received; the repeat warning as a 409 until meant; and nobody else, Mum
//! included, reaches a gift: 404 everywhere, on both databases.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, ok, status_of as status, TestApp};

api_tests!(
    one_person_page_keeps_ideas_given_and_received,
    nobody_else_reaches_a_gift_and_bad_input_is_refused,
    a_purchase_is_kept_once_and_a_repeat_claim_asks_first,
    what_i_gave_is_left_out_of_recommendations_and_ideas,
    a_contact_is_linked_by_hand_to_the_friend_they_are,
);

/// Ada, her contact Mum (mum@example.com) and Mum's account, friends.
pub(crate) async fn ada_and_mum(app: &TestApp) -> (Client, Client, i64, i64) {
    let ada = app.sign_in_as("ada@example.com", "Ada", "Lovelace").await;
    let mum = app
        .sign_in_as("mum@example.com", "Margaret", "Lovelace")
        .await;
    app.befriend(&ada, &mum, "mum@example.com").await;
    let contact = ok(app
        .post_json(
            &ada,
            "/api/contacts",
            json!({"name": "Mum", "email": "mum@example.com", "relationship": "parent",
                   "preferences": "tulips, tea"}),
        )
        .await)
    .await;
    let mum_id = app.user_id(&mum).await;
    (ada, mum, contact["id"].as_i64().unwrap(), mum_id)
}

async fn one_person_page_keeps_ideas_given_and_received(app: TestApp) {
    let (ada, _mum, contact, mum_id) = ada_and_mum(&app).await;
    let (code, oven) = status(
        &app,
        &ada,
        Method::POST,
        "/api/gifts",
        json!({"contactId": contact, "name": "Le Creuset Dutch Oven", "status": "given",
               "price": "120", "currency": "eur", "shop": "John Lewis",
               "occasion": "Christmas", "occasionDate": "2025-12-25",
               "link": "https://www.amazon.com/Le-Creuset/dp/B00005QFR0/ref=sr_1_3?tag=x-20"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED, "{oven}");
    assert_eq!(oven["price"], "120.00");
    assert_eq!(oven["currency"], "EUR");
    // The same thing again, by name, under the friend she also is: said
    // first, saved when meant.
    let again = json!({"friendId": mum_id, "name": "dutch ovens, le creuset"});
    let (code, body) = status(&app, &ada, Method::POST, "/api/gifts", again.clone()).await;
    assert_eq!(code, StatusCode::CONFLICT);
    assert_eq!(
        body["message"],
        "You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025"
    );
    // Marked, so a client knows to ask and resend with allowRepeat.
    assert_eq!(body["fields"]["allowRepeat"], body["message"]);
    let mut meant = again;
    meant["allowRepeat"] = json!(true);
    let (code, idea) = status(&app, &ada, Method::POST, "/api/gifts", meant).await;
    assert_eq!(code, StatusCode::CREATED);
    assert_eq!(idea["status"], "idea");
    assert_eq!(idea["friendId"], mum_id);
    let (code, scarf) = status(
        &app,
        &ada,
        Method::POST,
        "/api/gifts",
        json!({"friendId": mum_id, "direction": "received", "name": "Scarf",
               "occasion": "Birthday", "occasionDate": "2026-03-02"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED);
    let thanked = ok(call(
        &app,
        &ada,
        Method::PATCH,
        &format!("/api/gifts/{}", scarf["id"]),
        Some(json!({"thankYouSent": true})),
    )
    .await)
    .await;
    assert_eq!(thanked["thankYouSent"], true);
    // One page, whichever way it is opened.
    for query in [format!("contactId={contact}"), format!("friendId={mum_id}")] {
        let page = ok(call(
            &app,
            &ada,
            Method::GET,
            &format!("/api/person?{query}"),
            None,
        )
        .await)
        .await;
        assert_eq!(page["name"], "Mum");
        assert_eq!(page["contacts"], json!([{"id": contact, "name": "Mum"}]));
        assert_eq!(page["friendId"], mum_id);
        assert_eq!(page["relationship"], "parent");
        assert_eq!(page["interests"], json!(["tulips", "tea"]));
        assert_eq!(page["ideas"][0]["id"], idea["id"]);
        assert_eq!(page["given"][0]["id"], oven["id"]);
        assert_eq!(page["received"][0]["name"], "Scarf");
        assert_eq!(page["received"][0]["thankYouSent"], true);
    }
    // The idea becomes bought: a repeat again, unless meant.
    let path = format!("/api/gifts/{}", idea["id"]);
    let (code, _) = status(
        &app,
        &ada,
        Method::PATCH,
        &path,
        json!({"status": "bought"}),
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT);
    let bought = ok(call(
        &app,
        &ada,
        Method::PATCH,
        &path,
        Some(json!({"status": "bought", "allowRepeat": true, "price": null})),
    )
    .await)
    .await;
    assert_eq!(bought["status"], "bought");
    let deleted = ok(call(&app, &ada, Method::DELETE, &path, None).await).await;
    assert_eq!(deleted["deleted"], true);
    let (code, _) = status(&app, &ada, Method::DELETE, &path, Value::Null).await;
    assert_eq!(code, StatusCode::NOT_FOUND);
}

async fn nobody_else_reaches_a_gift_and_bad_input_is_refused(app: TestApp) {
    let (ada, mum, contact, mum_id) = ada_and_mum(&app).await;
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Mole")
        .await;
    let ada_id = app.user_id(&ada).await;
    let gift = ok(app
        .post_json(
            &ada,
            "/api/gifts",
            json!({"friendId": mum_id, "name": "Surprise spa day", "status": "bought",
                   "price": "200", "notes": "Don't tell"}),
        )
        .await)
    .await;
    let path = format!("/api/gifts/{}", gift["id"]);
    // Mum, whom it is for, and a stranger: 404 on every route, and
    // nothing of it in Mum's page of Ada.
    for other in [&mum, &mallory] {
        for (method, body) in [
            (Method::PATCH, json!({"name": "Mine"})),
            (Method::DELETE, Value::Null),
        ] {
            let (code, _) = status(&app, other, method.clone(), &path, body).await;
            assert_eq!(code, StatusCode::NOT_FOUND, "{method}");
        }
        let (code, _) = status(
            &app,
            other,
            Method::GET,
            &format!("/api/person?contactId={contact}"),
            Value::Null,
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    }
    let mums_page = ok(call(
        &app,
        &mum,
        Method::GET,
        &format!("/api/person?friendId={ada_id}"),
        None,
    )
    .await)
    .await;
    let text = mums_page.to_string();
    assert!(
        !text.contains("spa") && !text.contains("Don't tell") && !text.contains("200"),
        "{text}"
    );
    // Mallory is nobody's friend: no page of Ada or Mum, no gift for them.
    for query in [format!("friendId={ada_id}"), format!("friendId={mum_id}")] {
        let (code, _) = status(
            &app,
            &mallory,
            Method::GET,
            &format!("/api/person?{query}"),
            Value::Null,
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND);
    }
    let (code, _) = status(
        &app,
        &mallory,
        Method::POST,
        "/api/gifts",
        json!({"friendId": mum_id, "name": "Kite"}),
    )
    .await;
    assert_eq!(code, StatusCode::NOT_FOUND);
    // Bad input, each with its message.
    for (body, message) in [
        (
            json!({"name": "Kite"}),
            domain::messages::GIFT_PERSON_ONE_OF,
        ),
        (
            json!({"name": "Kite", "contactId": contact, "friendId": mum_id}),
            domain::messages::GIFT_PERSON_ONE_OF,
        ),
        (
            json!({"contactId": contact}),
            domain::messages::NAME_REQUIRED,
        ),
        (
            json!({"contactId": contact, "name": "Kite", "status": "lost"}),
            domain::messages::GIFT_STATUS_INVALID,
        ),
        (
            json!({"contactId": contact, "name": "Kite", "price": "a lot"}),
            domain::messages::GIFT_PRICE_INVALID,
        ),
        (
            json!({"contactId": contact, "name": "Kite", "link": "javascript:alert(1)"}),
            domain::messages::INVALID_URL,
        ),
        (
            json!({"contactId": contact, "name": "Kite", "direction": "sideways"}),
            domain::messages::GIFT_DIRECTION_INVALID,
        ),
    ] {
        let (code, answer) = status(&app, &ada, Method::POST, "/api/gifts", body.clone()).await;
        assert_eq!(code, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(answer["message"], message, "{body}: {answer}");
    }
    let (code, _) = status(&app, &ada, Method::GET, "/api/person", Value::Null).await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    // Only the one gift was ever kept.
    let page = ok(call(
        &app,
        &ada,
        Method::GET,
        &format!("/api/person?friendId={mum_id}"),
        None,
    )
    .await)
    .await;
    assert_eq!(page["given"].as_array().unwrap().len(), 1);
    assert_eq!(page["ideas"], json!([]));
    assert_eq!(page["given"][0]["notes"], "Don't tell");
}

async fn a_purchase_is_kept_once_and_a_repeat_claim_asks_first(app: TestApp) {
    use chrono::Datelike;
    let (ada, mum, _contact, mum_id) = ada_and_mum(&app).await;
    let ada_id = app.user_id(&ada).await;
    let kettle = ok(app
        .post_json(
            &mum,
            "/api/wishlist",
            json!({"name": "Kettle", "price": "£45"}),
        )
        .await)
    .await;
    ok(app
        .post_json(
            &mum,
            &format!("/api/sharing/wishlist-items/{}", kettle["id"]),
            json!({"sharedWithId": ada_id}),
        )
        .await)
    .await;
    let claim = format!("/api/sharing/wishlist-items/{}/claim", kettle["id"]);
    for status_sent in ["reserved", "purchased", "purchased"] {
        let res = call(
            &app,
            &ada,
            Method::PUT,
            &claim,
            Some(json!({"status": status_sent})),
        )
        .await;
        assert_eq!(res.status(), StatusCode::OK, "{status_sent}");
    }
    let page = ok(call(
        &app,
        &ada,
        Method::GET,
        &format!("/api/person?friendId={mum_id}"),
        None,
    )
    .await)
    .await;
    let given = page["given"].as_array().unwrap();
    assert_eq!(given.len(), 1, "kept once: {page}");
    assert_eq!(given[0]["name"], "Kettle");
    assert_eq!(given[0]["status"], "bought");
    assert_eq!(
        (given[0]["price"].clone(), given[0]["currency"].clone()),
        (json!("45.00"), json!("GBP"))
    );
    // Mum's page of Ada holds nothing of it.
    let mums = ok(call(
        &app,
        &mum,
        Method::GET,
        &format!("/api/person?friendId={ada_id}"),
        None,
    )
    .await)
    .await;
    assert_eq!(mums["given"], json!([]));
    assert_eq!(mums["received"], json!([]));
    // Taken back and claimed anew: the repeat is said first.
    ok(call(&app, &ada, Method::DELETE, &claim, None).await).await;
    let (code, body) = status(&app, &ada, Method::PUT, &claim, json!({})).await;
    assert_eq!(code, StatusCode::CONFLICT);
    let year = chrono::Utc::now().year();
    assert_eq!(
        body["message"],
        format!("You already bought Mum a 'Kettle' in {year}")
    );
    let res = call(
        &app,
        &ada,
        Method::PUT,
        &claim,
        Some(json!({"allowRepeat": true})),
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    // Mum marks it received (its reveal): then, and only then, her page of
    // Ada keeps it as received from her, once however often it is marked.
    for _ in 0..2 {
        let res = call(
            &app,
            &mum,
            Method::POST,
            &format!("/api/wishlist/{}/received", kettle["id"]),
            None,
        )
        .await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    let mums = ok(call(
        &app,
        &mum,
        Method::GET,
        &format!("/api/person?friendId={ada_id}"),
        None,
    )
    .await)
    .await;
    let received = mums["received"].as_array().unwrap();
    assert_eq!(received.len(), 1, "Ada's claim, once: {mums}");
    assert_eq!(received[0]["name"], "Kettle");
    assert_eq!(received[0]["friendId"], ada_id);
    assert_eq!(mums["given"], json!([]));
}

async fn what_i_gave_is_left_out_of_recommendations_and_ideas(app: TestApp) {
    let (ada, _mum, contact, _mum_id) = ada_and_mum(&app).await;
    let soon = (chrono::Utc::now() + chrono::Duration::days(2)).date_naive();
    ok(app
        .post_json(
            &ada,
            "/api/dates",
            json!({"title": "Mum's Birthday", "type": "birthday", "date": soon.to_string(),
                   "contactId": contact}),
        )
        .await)
    .await;
    let for_mum = |cards: &Value| -> Vec<String> {
        cards
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["recipient"]["name"] == "Mum")
            .map(|c| c["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let picked = ok(call(&app, &ada, Method::GET, "/api/recommendations/gifts", None).await).await;
    let before = for_mum(&picked);
    assert!(before.len() >= 2, "{picked}");
    // She got the first pick from me already (by another name's plural).
    let given = format!("{}s", before[0].to_lowercase());
    ok(app
        .post_json(
            &ada,
            "/api/gifts",
            json!({"contactId": contact, "name": given, "status": "given"}),
        )
        .await)
    .await;
    let again = ok(call(&app, &ada, Method::GET, "/api/recommendations/gifts", None).await).await;
    let after = for_mum(&again);
    assert!(!after.contains(&before[0]), "{after:?}");
    assert!(after.contains(&before[1]), "{after:?}");

    // Ask Presently likewise leaves out what I gave the one it is about.
    let ask = json!({"message": "Gift ideas for Mum, she loves gardening"});
    let answer = ok(call(
        &app,
        &ada,
        Method::POST,
        "/api/ai/chat-recommendations",
        Some(ask.clone()),
    )
    .await)
    .await;
    assert_eq!(answer["recipient"]["name"], "Mum", "{answer}");
    let ideas: Vec<String> = answer["ideas"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["name"].as_str().unwrap().to_owned())
        .collect();
    assert!(!ideas.is_empty(), "{answer}");
    ok(app
        .post_json(
            &ada,
            "/api/gifts",
            json!({"contactId": contact, "name": ideas[0], "status": "bought"}),
        )
        .await)
    .await;
    let answer = ok(call(
        &app,
        &ada,
        Method::POST,
        "/api/ai/chat-recommendations",
        Some(ask),
    )
    .await)
    .await;
    let names: Vec<&str> = answer["ideas"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["name"].as_str().unwrap())
        .collect();
    assert!(!names.contains(&ideas[0].as_str()), "{names:?}");
}

async fn a_contact_is_linked_by_hand_to_the_friend_they_are(app: TestApp) {
    let (ada, _mum, contact, mum_id) = ada_and_mum(&app).await;
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Mole")
        .await;
    let mallory_id = app.user_id(&mallory).await;
    // Maggie, kept with no address, is Mum on Presently.
    let maggie = ok(app
        .post_json(&ada, "/api/contacts", json!({"name": "Maggie"}))
        .await)
    .await;
    let link = format!("/api/contacts/{}/friend", maggie["id"]);
    let page = ok(call(
        &app,
        &ada,
        Method::PUT,
        &link,
        Some(json!({"friendId": mum_id})),
    )
    .await)
    .await;
    assert_eq!(page["friendId"], mum_id);
    assert_eq!(page["friendLinkedByHand"], true);
    let mums = ok(call(
        &app,
        &ada,
        Method::GET,
        &format!("/api/person?friendId={mum_id}"),
        None,
    )
    .await)
    .await;
    let mut names: Vec<&str> = mums["contacts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["Maggie", "Mum"]);
    // The contact with her address is hers by it: nothing to undo there.
    let by_address = ok(call(
        &app,
        &ada,
        Method::GET,
        &format!("/api/person?contactId={contact}"),
        None,
    )
    .await)
    .await;
    assert_eq!(by_address["friendLinkedByHand"], false);
    // Only to a friend; only my own contact.
    let (code, body) = status(
        &app,
        &ada,
        Method::PUT,
        &link,
        json!({"friendId": mallory_id}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert_eq!(body["message"], domain::messages::GIFT_LINK_FRIENDS_ONLY);
    let (code, _) = status(
        &app,
        &mallory,
        Method::PUT,
        &link,
        json!({"friendId": null}),
    )
    .await;
    assert_eq!(code, StatusCode::NOT_FOUND);
    // Undone.
    let page = ok(call(
        &app,
        &ada,
        Method::PUT,
        &link,
        Some(json!({"friendId": null})),
    )
    .await)
    .await;
    assert_eq!(page["friendId"], Value::Null);
    assert_eq!(page["friendLinkedByHand"], false);
}
