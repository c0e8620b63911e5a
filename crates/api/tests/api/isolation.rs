//! Another user's data is never visible or changeable. Every documented
//! route that names a record in its path is called by a stranger with Ada's
//! ids (and a body that would work for the owner); each must refuse, and
//! Ada's and her friend's data must read the same afterwards. New routes
//! with a path parameter fail this test until they are added to the sweep.

use chrono::{Days, Utc};
use reqwest::{Client, Method};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, TestApp};

/// Everything Ada and Grace can read about their own data.
async fn snapshot(app: &TestApp, ada: &Client, grace: &Client) -> Vec<Value> {
    let mut out = Vec::new();
    for path in [
        "/api/dates",
        "/api/contacts",
        "/api/wishlist",
        "/api/wishlist/public",
        "/api/notifications",
        "/api/friends",
        "/api/friends/requests/sent",
        "/api/calendar",
        "/api/collaborative-wishlists",
        "/api/dependants",
        "/api/lists",
        "/api/exchanges",
        "/api/budgets",
        "/api/spending",
        "/api/questions",
        "/api/account/tokens",
    ] {
        out.push(json(ada.get(app.url(path)).send().await.unwrap()).await);
    }
    for path in [
        "/api/friends",
        "/api/sharing/wishlist-items",
        "/api/sharing/special-dates",
        "/api/collaborative-wishlists",
    ] {
        out.push(json(grace.get(app.url(path)).send().await.unwrap()).await);
    }
    out
}

async fn created(app: &TestApp, client: &Client, path: &str, body: Value) -> Value {
    let res = app.post_json(client, path, body).await;
    assert!(res.status().is_success(), "{path}: {}", res.status());
    json(res).await
}

async fn strangers_cannot_read_or_change_anything_by_id(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    let carol = app.sign_in_as("carol@example.com", "Carol", "Shaw").await;
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Mole")
        .await;

    // Ada's records: a contact, a date due soon (so a notification), an
    // item shared with her friend Grace, a pending request to Carol.
    app.befriend(ada, &grace, "grace@example.com").await;
    // Mallory is Grace's friend: sharing Ada's things with Grace would pass
    // the friends-only rule, so only ownership stands in the way.
    app.befriend(&mallory, &grace, "grace@example.com").await;
    let grace_id = app.user_id(&grace).await;
    let contact = created(&app, ada, "/api/contacts", json!({"name": "Mum"})).await;
    let soon = Utc::now()
        .date_naive()
        .checked_add_days(Days::new(2))
        .unwrap();
    let date = created(
        &app,
        ada,
        "/api/dates",
        json!({"title": "Mum's Birthday", "type": "birthday", "date": soon.to_string(), "contactId": contact["id"]}),
    )
    .await;
    api::scheduler::tick(&app.db.database, None, Utc::now())
        .await
        .unwrap();
    let notifications = json(app.get("/api/notifications").await).await;
    let notification = notifications["notifications"][0]["id"].clone();
    assert!(notification.is_i64(), "{notifications}");
    let item = created(&app, ada, "/api/wishlist", json!({"name": "Scarf"})).await;
    let share = app
        .post_json(
            ada,
            &format!("/api/sharing/wishlist-items/{}", item["id"]),
            json!({"sharedWithId": grace_id, "canEdit": true}),
        )
        .await;
    assert_eq!(share.status(), 200);
    let request = created(
        &app,
        ada,
        "/api/friends/request",
        json!({"receiverEmail": "carol@example.com"}),
    )
    .await;
    let friendship = json(app.get("/api/friends").await).await[0]["friendshipId"].clone();
    let list = created(
        &app,
        ada,
        "/api/collaborative-wishlists",
        json!({"name": "Mum's 60th", "isPublic": true}),
    )
    .await;
    let list_item = created(
        &app,
        ada,
        &format!("/api/collaborative-wishlists/{}/items", list["id"]),
        json!({"name": "Scarf for Mum"}),
    )
    .await;
    let grace_member = app
        .post_json(
            ada,
            &format!("/api/collaborative-wishlists/{}/members", list["id"]),
            json!({"userId": grace_id, "role": "member"}),
        )
        .await;
    assert_eq!(grace_member.status(), 201);
    let grace_id_value = json!(grace_id);
    // A list of Ada's own beside her default one, shown to her friends
    // (Mallory is not one), with an item.
    let own = created(
        &app,
        ada,
        "/api/lists",
        json!({"name": "Mum's wishes", "visibility": "friends", "isPublic": true}),
    )
    .await;
    let own_item = created(
        &app,
        ada,
        &format!("/api/lists/{}/items", own["id"]),
        json!({"name": "Scarf for me"}),
    )
    .await;
    let ada_id_value = json!(app.user_id(ada).await);
    // Grace chips in for the group list's scarf and writes a note on it,
    // and asks Ada about the scarf on Ada's own list (issue 45).
    let chip_path = format!("/api/items/{}/chip-in", list_item["id"]);
    let chip_in = created(&app, &grace, &chip_path, json!({"target": "40"})).await;
    let pledge = chip_in["chipIn"]["pledges"][0]["id"].clone();
    let note = created(
        &app,
        &grace,
        &format!("/api/items/{}/notes", list_item["id"]),
        json!({"body": "Blue, I think"}),
    )
    .await;
    let question = created(
        &app,
        &grace,
        &format!("/api/items/{}/questions", own_item["id"]),
        json!({"body": "Which colour?"}),
    )
    .await;
    let graces_chip_in = json(grace.get(app.url(&chip_path)).send().await.unwrap()).await;
    // Someone Ada looks after (Mallory is nobody's friend here).
    let dependant = created(
        &app,
        ada,
        "/api/dependants",
        json!({"name": "Mumu", "kind": "pet"}),
    )
    .await;

    // An exchange Ada organises with Grace in it, drawn, a question asked.
    let exchange = created(
        &app,
        ada,
        "/api/exchanges",
        json!({"name": "Santa", "date": (Utc::now().date_naive() + Days::new(30)).to_string()}),
    )
    .await;
    let exchange_path = format!("/api/exchanges/{}", exchange["id"]);
    created(
        &app,
        ada,
        &format!("{exchange_path}/participants"),
        json!({"userId": grace_id}),
    )
    .await;
    let participant = exchange["participants"][0]["id"].clone();
    // A gift Ada keeps for her contact Mum.
    let gift = created(
        &app,
        ada,
        "/api/gifts",
        json!({"contactId": contact["id"], "name": "Orchid", "price": "30"}),
    )
    .await;
    // A budget with an amount for Mum.
    let budget = created(
        &app,
        ada,
        "/api/budgets",
        json!({"name": "Christmas", "date": "2026-12-25", "amount": "300"}),
    )
    .await;
    let res = ada
        .put(app.url(&format!("/api/budgets/{}/people", budget["id"])))
        .json(&json!({"contactId": contact["id"], "amount": "50"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    // A personal access token of Ada's (issue 48).
    let token = created(&app, ada, "/api/account/tokens", json!({"name": "Script"})).await;
    let mums_page = format!("/api/person?contactId={}", contact["id"]);
    let gifts_before = json(ada.get(app.url(&mums_page)).send().await.unwrap()).await;

    let before = snapshot(&app, ada, &grace).await;

    // Each route with a record in its path, as Mallory, with Ada's ids.
    let doc = json(app.get("/api/openapi.json").await).await;
    let mut swept = 0;
    for (template, operations) in doc["paths"].as_object().unwrap() {
        if !template.contains('{') || template.starts_with("/api/public/") {
            continue;
        }
        if template == "/api/calendar/{token}.ics" {
            continue; // by unguessable token, tested in calendar.rs
        }
        if template.starts_with("/api/gift-guides/") {
            continue; // public content, nobody's record
        }
        if template.starts_with("/api/dependant-invites/")
            || template.starts_with("/api/exchange-invites/")
        {
            continue; // by unguessable token, tested in dependants.rs and exchanges.rs
        }
        for method in operations.as_object().unwrap().keys() {
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let (id, body) = match (template.as_str(), method.as_str()) {
                ("/api/dates/{id}", "PATCH") => (&date["id"], json!({"title": "Hacked"})),
                ("/api/dates/{id}", _) => (&date["id"], Value::Null),
                ("/api/dates/{id}/shopped", _) => (&date["id"], json!({"shopped": true})),
                ("/api/notifications/{id}/read", _) => (&notification, Value::Null),
                ("/api/contacts/{id}", "PATCH") => (&contact["id"], json!({"name": "Hacked"})),
                ("/api/contacts/{id}", _) => (&contact["id"], Value::Null),
                ("/api/wishlist/{id}", "PATCH") => {
                    (&item["id"], json!({"name": "Hacked", "purchased": true}))
                }
                ("/api/wishlist/{id}", _) => (&item["id"], Value::Null),
                ("/api/sharing/wishlist-items/{id}", _) => (
                    &item["id"],
                    json!({"sharedWithId": grace_id, "canEdit": true}),
                ),
                ("/api/sharing/wishlist-items/{id}/shares", _) => (&item["id"], Value::Null),
                ("/api/sharing/wishlist-items/{id}/shares/{friendId}", _) => {
                    (&item["id"], json!({"canEdit": false}))
                }
                ("/api/sharing/special-dates/{id}/shares", _) => (&date["id"], Value::Null),
                ("/api/sharing/special-dates/{id}/shares/{friendId}", _) => {
                    (&date["id"], json!({"canEdit": false}))
                }
                ("/api/sharing/special-dates/{id}", _) => (
                    &date["id"],
                    json!({"sharedWithId": grace_id, "canEdit": true}),
                ),
                ("/api/friends/request/{id}", _) => (&request["id"], Value::Null),
                ("/api/account/tokens/{id}", _) => (&token["token"]["id"], Value::Null),
                ("/api/friends/{friendshipId}", _) => (&friendship, Value::Null),
                ("/api/collaborative-wishlists/{id}", "PATCH") => {
                    (&list["id"], json!({"name": "Hacked", "isPublic": false}))
                }
                ("/api/collaborative-wishlists/{id}/members", _) => {
                    (&list["id"], json!({"userId": grace_id, "role": "member"}))
                }
                ("/api/collaborative-wishlists/{id}/items", _) => {
                    (&list["id"], json!({"name": "Spam"}))
                }
                ("/api/collaborative-wishlists/{id}/items/{itemId}", "PATCH") => {
                    (&list["id"], json!({"name": "Hacked"}))
                }
                ("/api/collaborative-wishlists/{id}/items/{itemId}/claim", "PUT") => {
                    (&list["id"], json!({"quantity": 1}))
                }
                ("/api/sharing/wishlist-items/{itemId}/claim", "PUT") => {
                    (&item["id"], json!({"quantity": 1}))
                }
                ("/api/sharing/wishlist-items/{itemId}/claim", _) => (&item["id"], Value::Null),
                ("/api/wishlist/{id}/received", _) => (&item["id"], Value::Null),
                ("/api/wishlist/{id}/price", _) => (&item["id"], Value::Null),
                ("/api/wishlist/{id}/price/watch", _) => {
                    (&item["id"], json!({"watching": true, "dropPercent": 5}))
                }
                ("/api/collaborative-wishlists/{id}/items/{itemId}/price/watch", _) => {
                    (&list["id"], json!({"watching": true}))
                }
                ("/api/lists/{id}", "PATCH") => (
                    &own["id"],
                    json!({"name": "Hacked", "visibility": "private"}),
                ),
                ("/api/lists/{id}/items", _) => (&own["id"], json!({"name": "Spam"})),
                ("/api/lists/{id}/import" | "/api/lists/{id}/import/preview", _) => (
                    &own["id"],
                    json!({"source": "csv", "content": "name\nSpam\n"}),
                ),
                ("/api/lists/{id}/items/move" | "/api/lists/{id}/items/copy", _) => (
                    &own["id"],
                    json!({"itemIds": [own_item["id"]], "toListId": own["id"]}),
                ),
                ("/api/lists/{id}/items/{itemId}/claim", "PUT") => {
                    (&own["id"], json!({"quantity": 1}))
                }
                (
                    "/api/lists/{id}"
                    | "/api/lists/{id}/public/rotate"
                    | "/api/lists/{id}/items/{itemId}/claim"
                    | "/api/lists/{id}/follow"
                    | "/api/lists/{id}/events"
                    | "/api/lists/{id}/nudge",
                    _,
                ) => (&own["id"], Value::Null),
                ("/api/people/{userId}/lists", _) => (&ada_id_value, Value::Null),
                ("/api/lists/{id}/co-owners", _) => (&own["id"], json!({"userId": grace_id})),
                ("/api/lists/{id}/co-owners/{userId}", _) => (&own["id"], Value::Null),
                ("/api/dependants/{id}", "PATCH") => (&dependant["id"], json!({"name": "Hacked"})),
                ("/api/dependants/{id}/guardians", _) => {
                    (&dependant["id"], json!({"userId": grace_id}))
                }
                ("/api/dependants/{id}/lists", _) => (&dependant["id"], json!({"name": "Spam"})),
                ("/api/dependants/{id}/invite", "POST") => {
                    (&dependant["id"], json!({"email": "mallory@example.com"}))
                }
                (
                    "/api/dependants/{id}"
                    | "/api/dependants/{id}/invite"
                    | "/api/dependants/{id}/guardians/{userId}",
                    _,
                ) => (&dependant["id"], Value::Null),
                ("/api/people/{userId}/dependants", _) => (&ada_id_value, Value::Null),
                (
                    "/api/collaborative-wishlists/{id}"
                    | "/api/collaborative-wishlists/{id}/archive"
                    | "/api/collaborative-wishlists/{id}/items/{itemId}/claim"
                    | "/api/collaborative-wishlists/{id}/public/rotate"
                    | "/api/collaborative-wishlists/{id}/items/{itemId}"
                    | "/api/collaborative-wishlists/{id}/items/{itemId}/price"
                    | "/api/collaborative-wishlists/{id}/members/{userId}",
                    _,
                ) => (&list["id"], Value::Null),
                ("/api/exchanges/{id}", "PATCH") => (&exchange["id"], json!({"name": "Hacked"})),
                ("/api/exchanges/{id}/next", _) => (
                    &exchange["id"],
                    json!({"name": "Next", "date": "2099-12-24"}),
                ),
                ("/api/exchanges/{id}/participants", _) => {
                    (&exchange["id"], json!({"email": "mallory@example.com"}))
                }
                ("/api/exchanges/{id}/exclusions", _) => (&exchange["id"], json!({"pairs": []})),
                ("/api/exchanges/{id}/draw" | "/api/exchanges/{id}/draw/cancel", _) => {
                    (&exchange["id"], json!({"tellEveryone": true}))
                }
                ("/api/exchanges/{id}/bought", _) => (&exchange["id"], json!({"bought": true})),
                ("/api/exchanges/{id}/hints", _) => (&exchange["id"], json!({"hints": "Size M"})),
                ("/api/gifts/{id}", _) => (&gift["id"], json!({"name": "Hacked"})),
                ("/api/budgets/{id}", _) => (&budget["id"], json!({"amount": "1"})),
                ("/api/budgets/{id}/people", _) => (
                    &budget["id"],
                    json!({"contactId": contact["id"], "amount": "1"}),
                ),
                ("/api/contacts/{id}/friend", _) => (&contact["id"], json!({"friendId": grace_id})),
                ("/api/items/{itemId}/chip-in", "POST") => (&list_item["id"], json!({})),
                ("/api/items/{itemId}/chip-in", "PATCH") => {
                    (&list_item["id"], json!({"target": "1"}))
                }
                ("/api/items/{itemId}/chip-in/pledge", "PUT") => {
                    (&list_item["id"], json!({"amount": "1"}))
                }
                ("/api/items/{itemId}/chip-in/pledges/{pledgeId}/paid", _) => {
                    (&pledge, json!({"paid": true}))
                }
                ("/api/items/{itemId}/notes" | "/api/items/{itemId}/questions", "POST") => {
                    (&list_item["id"], json!({"body": "Mine now"}))
                }
                ("/api/items/{itemId}/notes/{noteId}", _) => (&note["id"], Value::Null),
                (
                    "/api/items/{itemId}/chip-in"
                    | "/api/items/{itemId}/chip-in/pledge"
                    | "/api/items/{itemId}/chip-in/bought"
                    | "/api/items/{itemId}/notes"
                    | "/api/items/{itemId}/questions",
                    _,
                ) => (&list_item["id"], Value::Null),
                ("/api/questions/{id}/answer", _) => (&question["id"], json!({"body": "Red"})),
                ("/api/exchanges/{id}/questions", "POST") => {
                    (&exchange["id"], json!({"body": "Who?"}))
                }
                ("/api/exchange-questions/{id}/answer", _) => {
                    (&participant, json!({"body": "Mine"}))
                }
                (
                    "/api/exchanges/{id}"
                    | "/api/exchanges/{id}/recipient"
                    | "/api/exchanges/{id}/pairs/show"
                    | "/api/exchanges/{id}/reveal"
                    | "/api/exchanges/{id}/questions"
                    | "/api/exchanges/{id}/participants/{participantId}",
                    _,
                ) => (&exchange["id"], Value::Null),
                other => panic!("{other:?} names a record: add it to this sweep"),
            };
            let path = template
                .split('/')
                .map(|segment| match segment {
                    "{itemId}" if template.starts_with("/api/sharing/") => item["id"].to_string(),
                    "{itemId}" if template.starts_with("/api/lists/") => own_item["id"].to_string(),
                    "{userId}" if template.starts_with("/api/people/") => ada_id_value.to_string(),
                    "{itemId}" => list_item["id"].to_string(),
                    "{userId}" | "{friendId}" => grace_id_value.to_string(),
                    "{participantId}" => participant.to_string(),
                    s if s.starts_with('{') => id.to_string(),
                    s => s.to_owned(),
                })
                .collect::<Vec<_>>()
                .join("/");
            let mut call = mallory.request(method.clone(), app.url(&path));
            if !body.is_null() {
                call = call.json(&body);
            }
            let res = call.send().await.unwrap();
            let status = res.status().as_u16();
            let text = res.text().await.unwrap();
            assert!(
                status == 404 || status == 403,
                "{method} {path} as a stranger: {status} {text}"
            );
            assert!(!text.contains("Mum") && !text.contains("Scarf"), "{text}");
            swept += 1;
        }
    }
    assert!(swept >= 12, "only {swept} routes swept");

    // Request ids travel in bodies too: Ada's request to Carol is not Mallory's to answer.
    for path in ["/api/friends/accept", "/api/friends/decline"] {
        let res = app
            .post_json(&mallory, path, json!({"requestId": request["id"]}))
            .await;
        assert_eq!(res.status(), 404, "{path}");
    }
    // Carol's own view is untouched as well.
    let incoming = json(
        carol
            .get(app.url("/api/friends/requests"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(incoming.as_array().map(Vec::len), Some(1));

    assert_eq!(
        json(ada.get(app.url(&mums_page)).send().await.unwrap()).await,
        gifts_before
    );
    assert_eq!(
        json(grace.get(app.url(&chip_path)).send().await.unwrap()).await,
        graces_chip_in
    );
    assert_eq!(snapshot(&app, ada, &grace).await, before);
}

/// Personal and group items are rows of one table (issue 36), so their ids
/// never meet: an item id of one kind, sent to the other kind's routes by
/// the very person who owns both, answers 404 as a stranger's id does, and
/// nothing changes.
async fn an_item_id_of_one_kind_is_unknown_to_the_other_kinds_routes(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let grace_id = app.user_id(&grace).await;
    let personal = created(&app, ada, "/api/wishlist", json!({"name": "Scarf"})).await;
    let list = created(
        &app,
        ada,
        "/api/collaborative-wishlists",
        json!({"name": "Mum's 60th"}),
    )
    .await;
    let grouped = created(
        &app,
        ada,
        &format!("/api/collaborative-wishlists/{}/items", list["id"]),
        json!({"name": "Scarf for Mum"}),
    )
    .await;
    let member = app
        .post_json(
            ada,
            &format!("/api/collaborative-wishlists/{}/members", list["id"]),
            json!({"userId": grace_id, "role": "member"}),
        )
        .await;
    assert_eq!(member.status(), 201);
    let share = app
        .post_json(
            ada,
            &format!("/api/sharing/wishlist-items/{}", personal["id"]),
            json!({"sharedWithId": grace_id, "canEdit": false}),
        )
        .await;
    assert_eq!(share.status(), 200);
    assert_ne!(personal["id"], grouped["id"], "one table: ids never meet");
    // The first group list after sign-ups (whose own lists have negative
    // ids) is numbered from 1, never 0.
    assert!(list["id"].as_i64().is_some_and(|id| id > 0), "{list}");
    let before = snapshot(&app, ada, &grace).await;

    let (g, p, l) = (&grouped["id"], &personal["id"], &list["id"]);
    let watch = json!({"watching": true, "dropPercent": 5});
    let calls: Vec<(&Client, Method, String, Value)> = vec![
        // The group item on the personal wishlist's routes.
        (
            ada,
            Method::PATCH,
            format!("/api/wishlist/{g}"),
            json!({"name": "Hacked"}),
        ),
        (
            ada,
            Method::DELETE,
            format!("/api/wishlist/{g}"),
            Value::Null,
        ),
        (
            ada,
            Method::POST,
            format!("/api/wishlist/{g}/received"),
            Value::Null,
        ),
        (
            ada,
            Method::GET,
            format!("/api/wishlist/{g}/price"),
            Value::Null,
        ),
        (
            ada,
            Method::PUT,
            format!("/api/wishlist/{g}/price/watch"),
            watch.clone(),
        ),
        (
            ada,
            Method::POST,
            format!("/api/sharing/wishlist-items/{g}"),
            json!({"sharedWithId": grace_id, "canEdit": true}),
        ),
        (
            &grace,
            Method::PUT,
            format!("/api/sharing/wishlist-items/{g}/claim"),
            json!({"quantity": 1}),
        ),
        (
            &grace,
            Method::DELETE,
            format!("/api/sharing/wishlist-items/{g}/claim"),
            Value::Null,
        ),
        // The personal item on the group list's routes.
        (
            ada,
            Method::PATCH,
            format!("/api/collaborative-wishlists/{l}/items/{p}"),
            json!({"name": "Hacked"}),
        ),
        (
            ada,
            Method::DELETE,
            format!("/api/collaborative-wishlists/{l}/items/{p}"),
            Value::Null,
        ),
        (
            ada,
            Method::GET,
            format!("/api/collaborative-wishlists/{l}/items/{p}/price"),
            Value::Null,
        ),
        (
            ada,
            Method::PUT,
            format!("/api/collaborative-wishlists/{l}/items/{p}/price/watch"),
            watch,
        ),
        (
            &grace,
            Method::PUT,
            format!("/api/collaborative-wishlists/{l}/items/{p}/claim"),
            json!({"quantity": 1}),
        ),
        (
            &grace,
            Method::DELETE,
            format!("/api/collaborative-wishlists/{l}/items/{p}/claim"),
            Value::Null,
        ),
    ];
    for (who, method, path, body) in calls {
        let mut call = who.request(method.clone(), app.url(&path));
        if !body.is_null() {
            call = call.json(&body);
        }
        let res = call.send().await.unwrap();
        let status = res.status().as_u16();
        let text = res.text().await.unwrap();
        assert_eq!(status, 404, "{method} {path}: {text}");
        assert!(!text.contains("Scarf"), "{method} {path}: {text}");
    }
    assert_eq!(snapshot(&app, ada, &grace).await, before);
}

api_tests!(
    strangers_cannot_read_or_change_anything_by_id,
    an_item_id_of_one_kind_is_unknown_to_the_other_kinds_routes
);
