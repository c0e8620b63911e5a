//! Shares a person can see, change and end, and what the editing right lets
//! a friend do (issue 37): an item's details, a date's title, date, type and
//! notes; never the owner's own fields. Ending a share takes the thing out
//! of every answer to that friend at once.

use domain::messages;
use reqwest::{Client, Method};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, json, ok, TestApp};

api_tests!(
    a_friend_with_the_right_edits_an_items_details_and_no_more,
    the_owner_lists_changes_and_ends_an_items_shares,
    a_friend_with_the_right_edits_a_dates_title_date_type_and_notes,
);

/// Ada (the app's client) with friends Grace and Bob, and Mallory, who is
/// no friend of hers.
struct Circle {
    grace: Client,
    grace_id: i64,
    bob: Client,
    bob_id: i64,
    mallory: Client,
}

async fn circle(app: &TestApp) -> Circle {
    app.sign_in_ada().await;
    let grace = app.sign_in_grace().await;
    let bob = app.sign_in_as("bob@example.com", "Bob", "Brown").await;
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Mole")
        .await;
    app.befriend(&app.client, &grace, "grace@example.com").await;
    app.befriend(&app.client, &bob, "bob@example.com").await;
    let grace_id = app.user_id(&grace).await;
    let bob_id = app.user_id(&bob).await;
    Circle {
        grace,
        grace_id,
        bob,
        bob_id,
        mallory,
    }
}

async fn ada_item(app: &TestApp) -> i64 {
    let item = ok(app
        .post_json(
            &app.client,
            "/api/wishlist",
            json!({"name": "Teapot", "price": "$30", "priority": "high", "quantity": 2}),
        )
        .await)
    .await;
    item["id"].as_i64().unwrap()
}

async fn share(app: &TestApp, path: &str, friend: i64, can_edit: bool) {
    ok(app
        .post_json(
            &app.client,
            path,
            json!({"sharedWithId": friend, "canEdit": can_edit}),
        )
        .await)
    .await;
}

/// `who`'s answer to `method path`: its status and message.
async fn refused(
    app: &TestApp,
    who: &Client,
    method: Method,
    path: &str,
    body: Value,
) -> (u16, Value) {
    let res = call(app, who, method, path, Some(body)).await;
    let status = res.status().as_u16();
    let body = res.text().await.unwrap();
    let body: Value = serde_json::from_str(&body).unwrap_or(Value::Null);
    (status, body["message"].clone())
}

async fn get(app: &TestApp, who: &Client, path: &str) -> (u16, Value) {
    let res = call(app, who, Method::GET, path, None).await;
    let status = res.status().as_u16();
    (status, json(res).await)
}

async fn a_friend_with_the_right_edits_an_items_details_and_no_more(app: TestApp) {
    let c = circle(&app).await;
    let id = ada_item(&app).await;
    let item_path = format!("/api/wishlist/{id}");
    share(
        &app,
        &format!("/api/sharing/wishlist-items/{id}"),
        c.grace_id,
        false,
    )
    .await;

    // Without the right: nothing changes.
    let rename = json!({"name": "Grace's teapot"});
    assert_eq!(
        refused(&app, &c.grace, Method::PATCH, &item_path, rename.clone()).await,
        (403, json!(messages::SHARED_VIEW_ONLY))
    );

    // With it: every detail, as the owner then sees it.
    ok(app
        .patch_json(
            &app.client,
            &format!("/api/sharing/wishlist-items/{id}/shares/{}", c.grace_id),
            json!({"canEdit": true}),
        )
        .await)
    .await;
    let details = json!({
        "name": "Blue teapot",
        "description": "For four",
        "price": "$35",
        "url": "https://shop.example/teapot",
        "category": "Kitchen",
        "whereToBuy": "The market",
        "imageUrl": "https://img.example/teapot.png",
    });
    let edited = ok(app.patch_json(&c.grace, &item_path, details.clone()).await).await;
    assert_eq!(edited["name"], "Blue teapot");
    let mine = ok(app.get("/api/wishlist").await).await;
    for (field, value) in details.as_object().unwrap() {
        assert_eq!(&mine[0][field], value, "{field}");
    }
    assert_eq!(mine[0]["priority"], "high", "the owner's fields stay");
    assert_eq!(mine[0]["quantity"], 2);
    let (_, shared) = get(&app, &c.grace, "/api/sharing/wishlist-items").await;
    assert_eq!(shared[0]["wishlistItem"]["name"], "Blue teapot");
    assert_eq!(shared[0]["wishlistItem"]["category"], "Kitchen");
    assert_eq!(shared[0]["wishlistItem"]["whereToBuy"], "The market");

    // Never the owner's own fields, nor bad input; a name is still required.
    for owners in [
        json!({"priority": "low"}),
        json!({"ranking": 1}),
        json!({"quantity": 5}),
        json!({"name": "Sneaky", "quantity": 5}),
    ] {
        assert_eq!(
            refused(&app, &c.grace, Method::PATCH, &item_path, owners.clone()).await,
            (403, json!(messages::SHARED_ITEM_DETAILS_ONLY)),
            "{owners}"
        );
    }
    assert_eq!(
        refused(
            &app,
            &c.grace,
            Method::PATCH,
            &item_path,
            json!({"purchased": true})
        )
        .await,
        (403, json!(messages::FRIENDS_CLAIM_INSTEAD))
    );
    let res = app
        .patch_json(&c.grace, &item_path, json!({"name": " "}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["name"],
        messages::ITEM_NAME_REQUIRED
    );
    let mine = ok(app.get("/api/wishlist").await).await;
    assert_eq!(mine[0]["name"], "Blue teapot", "nothing half written");
    assert_eq!(mine[0]["purchased"], false);

    // Deleting stays the owner's; strangers and other friends get 404.
    let res = call(&app, &c.grace, Method::DELETE, &item_path, None).await;
    assert_eq!(res.status(), 404);
    for stranger in [&c.mallory, &c.bob] {
        assert_eq!(
            refused(&app, stranger, Method::PATCH, &item_path, rename.clone())
                .await
                .0,
            404
        );
    }
}

async fn the_owner_lists_changes_and_ends_an_items_shares(app: TestApp) {
    let c = circle(&app).await;
    let id = ada_item(&app).await;
    let share_path = format!("/api/sharing/wishlist-items/{id}");
    let shares_path = format!("{share_path}/shares");
    let (status, none) = get(&app, &app.client, &shares_path).await;
    assert_eq!((status, none), (200, json!([])));
    share(&app, &share_path, c.grace_id, false).await;
    share(&app, &share_path, c.bob_id, true).await;

    let (_, shares) = get(&app, &app.client, &shares_path).await;
    let who: Vec<_> = shares
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["sharedWithId"].as_i64().unwrap(),
                s["firstName"].as_str().unwrap().to_owned(),
                s["canEdit"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        who,
        [
            (c.grace_id, "Grace".to_owned(), false),
            (c.bob_id, "Bob".to_owned(), true)
        ]
    );
    assert_eq!(shares[0]["email"], "grace@example.com");

    // Only the owner sees or changes the shares.
    for other in [&c.grace, &c.bob, &c.mallory] {
        assert_eq!(get(&app, other, &shares_path).await.0, 404);
        let one = format!("{shares_path}/{}", c.grace_id);
        assert_eq!(
            refused(&app, other, Method::PATCH, &one, json!({"canEdit": true}))
                .await
                .0,
            404
        );
        assert_eq!(
            refused(&app, other, Method::DELETE, &one, json!({}))
                .await
                .0,
            404
        );
    }
    let mallory_id = app.user_id(&c.mallory).await;
    assert_eq!(
        refused(
            &app,
            &app.client,
            Method::PATCH,
            &format!("{shares_path}/{mallory_id}"),
            json!({"canEdit": true})
        )
        .await
        .0,
        404,
        "not shared with her"
    );

    // Changing the right: Grace may now edit, Bob no longer.
    let changed = ok(app
        .patch_json(
            &app.client,
            &format!("{shares_path}/{}", c.grace_id),
            json!({"canEdit": true}),
        )
        .await)
    .await;
    assert_eq!(changed["canEdit"], true);
    ok(app
        .patch_json(
            &app.client,
            &format!("{shares_path}/{}", c.bob_id),
            json!({"canEdit": false}),
        )
        .await)
    .await;
    let (_, seen) = get(&app, &c.grace, "/api/sharing/wishlist-items").await;
    assert_eq!(seen[0]["canEdit"], true);
    assert_eq!(
        refused(
            &app,
            &c.bob,
            Method::PATCH,
            &format!("/api/wishlist/{id}"),
            json!({"name": "x"})
        )
        .await,
        (403, json!(messages::SHARED_VIEW_ONLY))
    );

    // Grace claims it, then Ada stops sharing with her: it is gone from
    // every answer to Grace at once.
    let claim = format!("{share_path}/claim");
    ok(call(
        &app,
        &c.grace,
        Method::PUT,
        &claim,
        Some(json!({"quantity": 1})),
    )
    .await)
    .await;
    let res = call(
        &app,
        &app.client,
        Method::DELETE,
        &format!("{shares_path}/{}", c.grace_id),
        None,
    )
    .await;
    assert_eq!(res.status(), 204);
    let (_, seen) = get(&app, &c.grace, "/api/sharing/wishlist-items").await;
    assert_eq!(seen, json!([]));
    assert_eq!(
        refused(
            &app,
            &c.grace,
            Method::PATCH,
            &format!("/api/wishlist/{id}"),
            json!({"name": "x"})
        )
        .await
        .0,
        404
    );
    assert_eq!(
        get(&app, &c.grace, &format!("/api/wishlist/{id}/price"))
            .await
            .0,
        404
    );
    assert_eq!(
        refused(&app, &c.grace, Method::PUT, &claim, json!({"quantity": 1}))
            .await
            .0,
        404
    );
    assert_eq!(
        refused(&app, &c.grace, Method::DELETE, &claim, json!({}))
            .await
            .0,
        404
    );
    // Bob still has it, and still sees Grace's claim counted (she bought
    // for Ada; ending the share does not undo it).
    let (_, bobs) = get(&app, &c.bob, "/api/sharing/wishlist-items").await;
    assert_eq!(bobs.as_array().map(Vec::len), Some(1));
    assert_eq!(bobs[0]["claimedQuantity"], 1);
    let (_, shares) = get(&app, &app.client, &shares_path).await;
    assert_eq!(shares.as_array().map(Vec::len), Some(1));
    assert_eq!(shares[0]["sharedWithId"], c.bob_id);
    let res = call(
        &app,
        &app.client,
        Method::DELETE,
        &format!("{shares_path}/{}", c.grace_id),
        None,
    )
    .await;
    assert_eq!(res.status(), 404, "already ended");

    // Sharing again gives her access again.
    share(&app, &share_path, c.grace_id, false).await;
    let (_, seen) = get(&app, &c.grace, "/api/sharing/wishlist-items").await;
    assert_eq!(seen[0]["wishlistItem"]["id"], id);
}

async fn a_friend_with_the_right_edits_a_dates_title_date_type_and_notes(app: TestApp) {
    let c = circle(&app).await;
    let date = ok(app
        .post_json(
            &app.client,
            "/api/dates",
            json!({"title": "Mum's birthday", "type": "birthday", "date": "1960-03-02",
                   "reminderDays": 7}),
        )
        .await)
    .await;
    let id = date["id"].as_i64().unwrap();
    let date_path = format!("/api/dates/{id}");
    let share_path = format!("/api/sharing/special-dates/{id}");
    let shares_path = format!("{share_path}/shares");
    share(&app, &share_path, c.grace_id, false).await;

    let retitle = json!({"title": "Mum's 67th"});
    assert_eq!(
        refused(&app, &c.grace, Method::PATCH, &date_path, retitle.clone()).await,
        (403, json!(messages::SHARED_VIEW_ONLY))
    );
    let (_, shares) = get(&app, &app.client, &shares_path).await;
    assert_eq!(shares[0]["sharedWithId"], c.grace_id);
    assert_eq!(shares[0]["canEdit"], false);
    ok(app
        .patch_json(
            &app.client,
            &format!("{shares_path}/{}", c.grace_id),
            json!({"canEdit": true}),
        )
        .await)
    .await;

    let edited = ok(app
        .patch_json(
            &c.grace,
            &date_path,
            json!({"title": "Mum's 67th", "date": "1960-03-03", "type": "anniversary",
                   "notes": "Flowers"}),
        )
        .await)
    .await;
    assert_eq!(edited["title"], "Mum's 67th");
    let (_, mine) = get(&app, &app.client, &date_path).await;
    assert_eq!(
        (
            mine["title"].clone(),
            mine["date"].clone(),
            mine["type"].clone(),
            mine["notes"].clone(),
            mine["reminderDays"].clone(),
        ),
        (
            json!("Mum's 67th"),
            json!("1960-03-03"),
            json!("anniversary"),
            json!("Flowers"),
            json!(7)
        )
    );
    for owners in [
        json!({"reminderDays": 1}),
        json!({"reminderDelivery": "browser"}),
        json!({"recurring": false}),
        json!({"contactId": null}),
    ] {
        assert_eq!(
            refused(&app, &c.grace, Method::PATCH, &date_path, owners.clone()).await,
            (403, json!(messages::SHARED_DATE_DETAILS_ONLY)),
            "{owners}"
        );
    }
    let res = app
        .patch_json(&c.grace, &date_path, json!({"title": ""}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(json(res).await["fields"]["title"], messages::TITLE_REQUIRED);
    // Already shopped and deleting stay the owner's; others get 404.
    let shopped = format!("{date_path}/shopped");
    assert_eq!(
        refused(
            &app,
            &c.grace,
            Method::PATCH,
            &shopped,
            json!({"shopped": true})
        )
        .await
        .0,
        404
    );
    assert_eq!(
        refused(&app, &c.grace, Method::DELETE, &date_path, json!({}))
            .await
            .0,
        404
    );
    for stranger in [&c.bob, &c.mallory] {
        assert_eq!(
            refused(&app, stranger, Method::PATCH, &date_path, retitle.clone())
                .await
                .0,
            404
        );
        assert_eq!(get(&app, stranger, &shares_path).await.0, 404);
    }

    // Ended: gone from her answers, and her edits are 404.
    let res = call(
        &app,
        &app.client,
        Method::DELETE,
        &format!("{shares_path}/{}", c.grace_id),
        None,
    )
    .await;
    assert_eq!(res.status(), 204);
    let (_, seen) = get(&app, &c.grace, "/api/sharing/special-dates").await;
    assert_eq!(seen, json!([]));
    assert_eq!(
        refused(&app, &c.grace, Method::PATCH, &date_path, retitle)
            .await
            .0,
        404
    );
    let (_, shares) = get(&app, &app.client, &shares_path).await;
    assert_eq!(shares, json!([]));
}
