//! Several lists per person (issue 39): `/api/lists` beside the default
//! wishlist; who sees a list (its owner, all friends when shown to them,
//! nobody else); items added, moved and copied; a friend's claims, never
//! seen by the owner in any answer before the reveal; the public link and
//! Find a list; and the reveal after the event, on a clock.

use chrono::{DateTime, Utc};
use domain::clock::{Clock, FixedClock};
use domain::messages;
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, json, ok, token_of, Backend, TestApp};

api_tests!(
    several_lists_hold_their_own_items,
    moving_and_copying_items_between_my_lists,
    a_stranger_gets_404_on_every_list_route,
    friends_see_a_list_shown_to_them_until_it_is_not,
    the_owner_receives_nothing_of_a_claim,
    a_public_list_is_titled_by_its_name_and_found_by_it,
    claims_on_a_list_by_role,
    a_list_kept_by_two,
    the_keepers_receive_nothing_of_a_claim,
);

async fn get(app: &TestApp, who: &Client, path: &str) -> Value {
    ok(call(app, who, Method::GET, path, None).await).await
}

/// `who` claims `item` on `list` (a friend's list shown to friends).
async fn claim(app: &TestApp, who: &Client, list: i64, item: i64, body: Value) -> Value {
    let path = format!("/api/lists/{list}/items/{item}/claim");
    send(app, who, Method::PUT, &path, body).await
}

/// The answer was refused with `status`, naming `field` with `message`.
async fn refused(res: reqwest::Response, status: StatusCode, field: &str, message: &str) {
    assert_eq!(res.status(), status);
    assert_eq!(json(res).await["fields"][field], message);
}

async fn send(app: &TestApp, who: &Client, method: Method, path: &str, body: Value) -> Value {
    ok(call(app, who, method, path, Some(body)).await).await
}

/// A new list of `who`'s.
async fn list(app: &TestApp, who: &Client, body: Value) -> i64 {
    let res = app.post_json(who, "/api/lists", body).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    json(res).await["id"].as_i64().unwrap()
}

/// A new item on `list`.
async fn item(app: &TestApp, who: &Client, list: i64, name: &str) -> i64 {
    let res = app
        .post_json(
            who,
            &format!("/api/lists/{list}/items"),
            json!({"name": name, "price": "$30", "quantity": 2}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let body = json(res).await;
    assert_eq!(body["listId"], list);
    body["id"].as_i64().unwrap()
}

fn ids(items: &Value) -> Vec<i64> {
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_i64().unwrap())
        .collect()
}

async fn several_lists_hold_their_own_items(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let kettle = ok(app
        .post_json(ada, "/api/wishlist", json!({"name": "Kettle"}))
        .await)
    .await["id"]
        .as_i64()
        .unwrap();
    let wedding = list(
        &app,
        ada,
        json!({"name": "Wedding", "occasion": "Wedding", "eventDate": "2099-06-01",
               "description": "Our day"}),
    )
    .await;
    let vase = item(&app, ada, wedding, "Vase").await;

    let lists = get(&app, ada, "/api/lists").await;
    assert_eq!(lists.as_array().unwrap().len(), 2);
    assert_eq!(lists[0]["isDefault"], true);
    assert_eq!(lists[0]["name"], "My Wishlist");
    assert_eq!(lists[0]["itemCount"], 1);
    assert_eq!(lists[1]["id"], wedding);
    assert_eq!(lists[1]["name"], "Wedding");
    assert_eq!(lists[1]["occasion"], "wedding");
    assert_eq!(lists[1]["eventDate"], "2099-06-01");
    assert_eq!(lists[1]["visibility"], "private");
    assert_eq!(lists[1]["isPublic"], false);
    assert_eq!(lists[1]["itemCount"], 1);

    // The spec's wishlist is the default list, unchanged.
    assert_eq!(ids(&get(&app, ada, "/api/wishlist").await), [kettle]);
    let view = get(&app, ada, &format!("/api/lists/{wedding}")).await;
    assert_eq!(view["mine"], true);
    assert_eq!(ids(&view["items"]), [vase]);
    let default = lists[0]["id"].as_i64().unwrap();
    assert_eq!(
        ids(&get(&app, ada, &format!("/api/lists/{default}")).await["items"]),
        [kettle]
    );
    // All my lists: newest first.
    assert_eq!(
        ids(&get(&app, ada, "/api/lists/items").await),
        [vase, kettle]
    );

    // The item routes work on every list of mine.
    let renamed = send(
        &app,
        ada,
        Method::PATCH,
        &format!("/api/wishlist/{vase}"),
        json!({"name": "Blue vase"}),
    )
    .await;
    assert_eq!(renamed["name"], "Blue vase");
    let received = ok(call(
        &app,
        ada,
        Method::POST,
        &format!("/api/wishlist/{vase}/received"),
        None,
    )
    .await)
    .await;
    assert_eq!(received["received"], true);

    // Renamed and shown to friends; the default list keeps its name.
    let changed = send(
        &app,
        ada,
        Method::PATCH,
        &format!("/api/lists/{wedding}"),
        json!({"name": "Our wedding", "visibility": "friends", "eventDate": null}),
    )
    .await;
    assert_eq!(changed["name"], "Our wedding");
    assert_eq!(changed["visibility"], "friends");
    assert_eq!(changed["eventDate"], Value::Null);
    assert_eq!(changed["occasion"], "wedding", "what is not sent stays");
    let res = app
        .patch_json(
            ada,
            &format!("/api/lists/{default}"),
            json!({"name": "Mine"}),
        )
        .await;
    refused(
        res,
        StatusCode::BAD_REQUEST,
        "name",
        messages::DEFAULT_LIST_FIXED,
    )
    .await;
    let shown = send(
        &app,
        ada,
        Method::PATCH,
        &format!("/api/lists/{default}"),
        json!({"visibility": "friends"}),
    )
    .await;
    assert_eq!(shown["visibility"], "friends");
    assert_eq!(shown["name"], "My Wishlist");

    // The default list is never deleted; another goes with its items.
    let res = call(
        &app,
        ada,
        Method::DELETE,
        &format!("/api/lists/{default}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert_eq!(json(res).await["message"], messages::DEFAULT_LIST_KEPT);
    let deleted = ok(call(
        &app,
        ada,
        Method::DELETE,
        &format!("/api/lists/{wedding}"),
        None,
    )
    .await)
    .await;
    assert_eq!(deleted, json!({"id": wedding, "deleted": true}));
    assert_eq!(
        get(&app, ada, "/api/lists").await.as_array().unwrap().len(),
        1
    );
    let res = call(
        &app,
        ada,
        Method::PATCH,
        &format!("/api/wishlist/{vase}"),
        Some(json!({"name": "x"})),
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let res = call(
        &app,
        ada,
        Method::GET,
        &format!("/api/lists/{wedding}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    bad_input_is_refused_by_field(&app).await;
}

/// Run on the same server after `several_lists_hold_their_own_items`
/// (Ada keeps her default list alone again): one server for both.
async fn bad_input_is_refused_by_field(app: &TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    for (body, field, message) in [
        (json!({}), "name", messages::WISHLIST_NAME_REQUIRED),
        (
            json!({"name": "  "}),
            "name",
            messages::WISHLIST_NAME_REQUIRED,
        ),
        (
            json!({"name": "x", "visibility": "everyone"}),
            "visibility",
            messages::LIST_VISIBILITY_INVALID,
        ),
        (
            json!({"name": "x", "occasion": "party"}),
            "occasion",
            messages::OCCASION_INVALID,
        ),
        (
            json!({"name": "x", "eventDate": "2020-01-01"}),
            "eventDate",
            messages::EVENT_DATE_REVEALS,
        ),
        (
            json!({"name": "x", "eventDate": "soon"}),
            "eventDate",
            messages::DATE_INVALID,
        ),
        (
            json!({"name": "x".repeat(201)}),
            "name",
            messages::NAME_TOO_LONG,
        ),
    ] {
        let res = app.post_json(ada, "/api/lists", body.clone()).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(json(res).await["fields"][field], message, "{body}");
    }
    // Nothing was half written.
    assert_eq!(
        get(app, ada, "/api/lists").await.as_array().unwrap().len(),
        1
    );
    let wedding = list(app, ada, json!({"name": "Wedding"})).await;
    let res = app
        .post_json(
            ada,
            &format!("/api/lists/{wedding}/items"),
            json!({"price": "$5"}),
        )
        .await;
    refused(
        res,
        StatusCode::BAD_REQUEST,
        "name",
        messages::ITEM_NAME_REQUIRED,
    )
    .await;
    let res = call(
        app,
        ada,
        Method::POST,
        &format!("/api/lists/{wedding}/public/rotate"),
        None,
    )
    .await;
    assert_eq!(
        res.status(),
        StatusCode::BAD_REQUEST,
        "a private list has no link"
    );
}

async fn moving_and_copying_items_between_my_lists(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let default = get(&app, ada, "/api/lists").await[0]["id"]
        .as_i64()
        .unwrap();
    let wedding = list(
        &app,
        ada,
        json!({"name": "Wedding", "visibility": "friends"}),
    )
    .await;
    let vase = item(&app, ada, wedding, "Vase").await;
    let toaster = item(&app, ada, wedding, "Toaster").await;
    // Grace claims the vase; Ada shares the toaster with her and watches its price.
    claim(&app, &grace, wedding, vase, json!({})).await;
    let grace_id = app.user_id(&grace).await;
    ok(app
        .post_json(
            ada,
            &format!("/api/sharing/wishlist-items/{toaster}"),
            json!({"sharedWithId": grace_id, "canEdit": false}),
        )
        .await)
    .await;

    // Refused: no items, the same list, a list not mine, an item not on it.
    let other = app.sign_in_as("eve@example.com", "Eve", "Adams").await;
    let eves = get(&app, &other, "/api/lists").await[0]["id"]
        .as_i64()
        .unwrap();
    for (body, status) in [
        (
            json!({"itemIds": [], "toListId": default}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"itemIds": [vase], "toListId": wedding}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"itemIds": [vase], "toListId": eves}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"itemIds": [vase, 999_999], "toListId": default}),
            StatusCode::NOT_FOUND,
        ),
    ] {
        for verb in ["move", "copy"] {
            let res = app
                .post_json(
                    ada,
                    &format!("/api/lists/{wedding}/items/{verb}"),
                    body.clone(),
                )
                .await;
            assert_eq!(res.status(), status, "{verb} {body}");
        }
    }
    assert_eq!(
        ids(&get(&app, ada, &format!("/api/lists/{wedding}")).await["items"]),
        [toaster, vase]
    );

    // Moved: the same items, their claim and share with them.
    let moved = ok(app
        .post_json(
            ada,
            &format!("/api/lists/{wedding}/items/move"),
            json!({"itemIds": [vase, toaster], "toListId": default}),
        )
        .await)
    .await;
    assert_eq!(moved, json!({"moved": 2, "toListId": default}));
    assert!(
        get(&app, ada, &format!("/api/lists/{wedding}")).await["items"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert_eq!(ids(&get(&app, ada, "/api/wishlist").await), [toaster, vase]);
    let shared = get(&app, &grace, "/api/sharing/wishlist-items").await;
    assert_eq!(
        shared[0]["wishlistItem"]["id"], toaster,
        "the share moved with it"
    );
    // Ada's default list is private: Grace no longer sees the vase there,
    // but her claim stands (shown again once the list is shown to friends).
    send(
        &app,
        ada,
        Method::PATCH,
        &format!("/api/lists/{default}"),
        json!({"visibility": "friends"}),
    )
    .await;
    let seen = get(&app, &grace, &format!("/api/lists/{default}")).await;
    let vase_seen = seen["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["id"] == vase)
        .unwrap()
        .clone();
    assert_eq!(vase_seen["claimedQuantity"], 1);
    assert_eq!(vase_seen["claims"][0]["mine"], true);

    // Copied: new items, details only.
    let copies = ok(app
        .post_json(
            ada,
            &format!("/api/lists/{default}/items/copy"),
            json!({"itemIds": [vase], "toListId": wedding}),
        )
        .await)
    .await;
    let copy = copies[0]["id"].as_i64().unwrap();
    assert_ne!(copy, vase);
    assert_eq!(copies[0]["name"], "Vase");
    assert_eq!(copies[0]["listId"], wedding);
    let on_wedding = get(&app, &grace, &format!("/api/lists/{wedding}")).await;
    assert_eq!(
        on_wedding["items"][0]["claimedQuantity"], 0,
        "no claim copied"
    );
    assert!(
        get(&app, &grace, "/api/sharing/wishlist-items")
            .await
            .as_array()
            .unwrap()
            .len()
            == 1
    );
}

async fn a_stranger_gets_404_on_every_list_route(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let eve = app.sign_in_as("eve@example.com", "Eve", "Adams").await;
    let wedding = list(
        &app,
        ada,
        json!({"name": "Wedding", "visibility": "friends", "isPublic": true}),
    )
    .await;
    let vase = item(&app, ada, wedding, "Vase").await;
    let ada_id = app.user_id(ada).await;
    let eves = get(&app, &eve, "/api/lists").await[0]["id"]
        .as_i64()
        .unwrap();
    let before = get(&app, ada, &format!("/api/lists/{wedding}")).await;
    for (method, path, body) in [
        (Method::GET, format!("/api/lists/{wedding}"), None),
        (
            Method::PATCH,
            format!("/api/lists/{wedding}"),
            Some(json!({"name": "Mine now"})),
        ),
        (Method::DELETE, format!("/api/lists/{wedding}"), None),
        (
            Method::POST,
            format!("/api/lists/{wedding}/public/rotate"),
            None,
        ),
        (
            Method::POST,
            format!("/api/lists/{wedding}/items"),
            Some(json!({"name": "x"})),
        ),
        (
            Method::POST,
            format!("/api/lists/{wedding}/items/move"),
            Some(json!({"itemIds": [vase], "toListId": eves})),
        ),
        (
            Method::POST,
            format!("/api/lists/{wedding}/items/copy"),
            Some(json!({"itemIds": [vase], "toListId": eves})),
        ),
        (
            Method::PUT,
            format!("/api/lists/{wedding}/items/{vase}/claim"),
            Some(json!({})),
        ),
        (
            Method::DELETE,
            format!("/api/lists/{wedding}/items/{vase}/claim"),
            None,
        ),
        (Method::GET, format!("/api/people/{ada_id}/lists"), None),
        (
            Method::PATCH,
            format!("/api/wishlist/{vase}"),
            Some(json!({"name": "x"})),
        ),
        (Method::DELETE, format!("/api/wishlist/{vase}"), None),
        (Method::GET, "/api/lists/999999".to_owned(), None),
    ] {
        let res = call(&app, &eve, method.clone(), &path, body).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{method} {path}");
    }
    // Nothing changed for Ada.
    let after = get(&app, ada, &format!("/api/lists/{wedding}")).await;
    assert_eq!(before, after);
    // Signed out: 401.
    let res = call(
        &app,
        &app.new_browser(),
        Method::GET,
        &format!("/api/lists/{wedding}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

async fn friends_see_a_list_shown_to_them_until_it_is_not(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let ada_id = app.user_id(ada).await;
    let wedding = list(
        &app,
        ada,
        json!({"name": "Wedding", "visibility": "friends"}),
    )
    .await;
    let private = list(&app, ada, json!({"name": "Ideas"})).await;
    let vase = item(&app, ada, wedding, "Vase").await;
    item(&app, ada, private, "Secret thing").await;

    let lists = get(&app, &grace, &format!("/api/people/{ada_id}/lists")).await;
    assert_eq!(ids(&lists), [wedding], "only the list shown to friends");
    assert_eq!(lists[0]["ownerName"], "Ada Lovelace");
    let res = call(
        &app,
        &grace,
        Method::GET,
        &format!("/api/lists/{private}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let view = get(&app, &grace, &format!("/api/lists/{wedding}")).await;
    assert_eq!(view["mine"], false);
    assert_eq!(view["items"][0]["available"], 2);

    // Grace claims one of two; the answer is hers to see.
    let claimed = claim(&app, &grace, wedding, vase, json!({"quantity": 1})).await;
    assert_eq!(claimed["available"], 1);
    assert_eq!(claimed["claims"][0]["giverName"], "Grace Hopper");
    // More than is left: 409; Ada cannot claim her own: 403.
    let res = call(
        &app,
        &grace,
        Method::PUT,
        &format!("/api/lists/{wedding}/items/{vase}/claim"),
        Some(json!({"quantity": 3})),
    )
    .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let res = call(
        &app,
        ada,
        Method::PUT,
        &format!("/api/lists/{wedding}/items/{vase}/claim"),
        Some(json!({})),
    )
    .await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    assert_eq!(json(res).await["message"], messages::CLAIM_OWN_GIFT);

    // Made private: gone for Grace at once.
    send(
        &app,
        ada,
        Method::PATCH,
        &format!("/api/lists/{wedding}"),
        json!({"visibility": "private"}),
    )
    .await;
    let res = call(
        &app,
        &grace,
        Method::GET,
        &format!("/api/lists/{wedding}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    assert!(get(&app, &grace, &format!("/api/people/{ada_id}/lists"))
        .await
        .as_array()
        .unwrap()
        .is_empty());
    // Shown again, then the friendship ends: gone again.
    send(
        &app,
        ada,
        Method::PATCH,
        &format!("/api/lists/{wedding}"),
        json!({"visibility": "friends"}),
    )
    .await;
    let seen = get(&app, &grace, &format!("/api/lists/{wedding}")).await;
    assert_eq!(seen["items"][0]["claimedQuantity"], 1);
    let friendship = get(&app, &grace, "/api/friends").await[0]["friendshipId"].clone();
    let res = call(
        &app,
        &grace,
        Method::DELETE,
        &format!("/api/friends/{friendship}"),
        None,
    )
    .await;
    assert!(res.status().is_success());
    for path in [
        format!("/api/lists/{wedding}"),
        format!("/api/people/{ada_id}/lists"),
    ] {
        let res = call(&app, &grace, Method::GET, &path, None).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let res = call(
        &app,
        &grace,
        Method::DELETE,
        &format!("/api/lists/{wedding}/items/{vase}/claim"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}

/// Everything Ada, the owner, receives about her lists and items.
async fn owner_receives(
    app: &TestApp,
    ada: &Client,
    wedding: i64,
    vase: i64,
    token: &str,
) -> Vec<(String, Value)> {
    let mut all = Vec::new();
    for path in [
        "/api/lists".to_owned(),
        format!("/api/lists/{wedding}"),
        "/api/lists/items".to_owned(),
        "/api/wishlist".to_owned(),
        "/api/notifications".to_owned(),
        format!("/api/public/lists/{token}"),
        format!("/api/wishlist/{vase}/price"),
        "/api/sharing/wishlist-items".to_owned(),
        "/api/collaborative-wishlists".to_owned(),
    ] {
        all.push((path.clone(), get(app, ada, &path).await));
    }
    let mut export = get(app, ada, "/api/account/export").await;
    export["exportedAt"] = Value::Null;
    all.push(("export".into(), export));
    all
}

async fn the_owner_receives_nothing_of_a_claim(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let created = ok(app
        .post_json(
            ada,
            "/api/lists",
            json!({"name": "Wedding", "visibility": "friends", "isPublic": true}),
        )
        .await)
    .await;
    let wedding = created["id"].as_i64().unwrap();
    let token = token_of(&created["url"]);
    let vase = item(&app, ada, wedding, "Vase").await;

    let before = owner_receives(&app, ada, wedding, vase, &token).await;
    claim(
        &app,
        &grace,
        wedding,
        vase,
        json!({"quantity": 1, "status": "purchased"}),
    )
    .await;
    // A guest claims the other unit on the public link.
    ok(app
        .post_json(
            &app.new_browser(),
            &format!("/api/public/lists/{token}/items/{vase}/claims"),
            json!({"name": "Aunt May"}),
        )
        .await)
    .await;
    let after = owner_receives(&app, ada, wedding, vase, &token).await;
    for ((path, was), (_, is)) in before.iter().zip(&after) {
        assert_eq!(was, is, "{path} changed for the owner after a claim");
        let text = is.to_string();
        assert!(!text.contains("Aunt May"), "{path}: {text}");
        assert!(
            path == "export" || !text.contains("claimedQuantity"),
            "{path}: {text}"
        );
    }
    // Grace sees both claims.
    let seen = get(&app, &grace, &format!("/api/lists/{wedding}")).await;
    assert_eq!(seen["items"][0]["claimedQuantity"], 2);
    assert_eq!(seen["items"][0]["available"], 0);
}

async fn a_public_list_is_titled_by_its_name_and_found_by_it(app: TestApp) {
    export_carries_my_lists_and_import_brings_them_back(&app).await;
    app.sign_in_ada().await;
    let ada = &app.client;
    let created = ok(app
        .post_json(
            ada,
            "/api/lists",
            json!({"name": "Baby Ada", "occasion": "Baby Shower", "eventDate": "2099-01-02",
                   "isPublic": true, "listed": true}),
        )
        .await)
    .await;
    assert_eq!(created["isPublic"], true);
    assert_eq!(created["listed"], true);
    let wedding = created["id"].as_i64().unwrap();
    let token = token_of(&created["url"]);
    item(&app, ada, wedding, "Rattle").await;
    let guest = app.new_browser();
    let page = get(&app, &guest, &format!("/api/public/lists/{token}")).await;
    assert_eq!(page["title"], "Baby Ada");
    assert_eq!(page["occasion"], "baby-shower");
    assert_eq!(page["eventDate"], "2099-01-02");
    assert_eq!(page["items"][0]["name"], "Rattle");
    assert_eq!(page["items"][0]["available"], 2);
    let found = get(
        &app,
        &guest,
        "/api/public/lists?search=baby&occasion=baby-shower",
    )
    .await;
    assert_eq!(found.as_array().unwrap().len(), 1);
    assert_eq!(found[0]["title"], "Baby Ada");
    assert_eq!(found[0]["kind"], "personal");
    // A new link; the old one 404s. Private: the new one 404s too, and it
    // leaves Find a list.
    let rotated = ok(call(
        &app,
        ada,
        Method::POST,
        &format!("/api/lists/{wedding}/public/rotate"),
        None,
    )
    .await)
    .await;
    let new_token = token_of(&rotated["url"]);
    assert_ne!(new_token, token);
    assert_eq!(
        app.get(&format!("/api/public/lists/{token}"))
            .await
            .status(),
        404
    );
    send(
        &app,
        ada,
        Method::PATCH,
        &format!("/api/lists/{wedding}"),
        json!({"isPublic": false}),
    )
    .await;
    assert_eq!(
        app.get(&format!("/api/public/lists/{new_token}"))
            .await
            .status(),
        404
    );
    assert!(ok(app.get("/api/public/lists?search=baby").await)
        .await
        .as_array()
        .unwrap()
        .is_empty());
}

fn at(instant: &str) -> DateTime<Utc> {
    instant.parse().unwrap()
}

/// A list's own reveal: the scheduler archives it after its event; then
/// its owner sees who gave what, and claims close.
async fn a_list_is_revealed_after_its_event(backend: Backend) {
    let clock = FixedClock::at(at("2027-06-01T09:00:00Z"));
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let wedding = list(
        &app,
        ada,
        json!({"name": "Wedding", "eventDate": "2027-06-10", "visibility": "friends"}),
    )
    .await;
    let vase = item(&app, ada, wedding, "Vase").await;
    claim(&app, &grace, wedding, vase, json!({})).await;
    let view = get(&app, ada, &format!("/api/lists/{wedding}")).await;
    assert_eq!(view["archived"], false);
    assert!(view["items"][0].get("givenBy").is_none());
    assert!(view["items"][0].get("claims").is_none());

    clock.set(at("2027-06-14T09:00:00Z"));
    let report = api::scheduler::tick(&app.db.database, None, clock.now())
        .await
        .unwrap();
    assert_eq!(report.revealed, 1);
    let view = get(&app, ada, &format!("/api/lists/{wedding}")).await;
    assert_eq!(view["archived"], true);
    assert_eq!(view["items"][0]["givenBy"], json!(["Grace Hopper"]));
    let res = call(
        &app,
        &grace,
        Method::DELETE,
        &format!("/api/lists/{wedding}/items/{vase}/claim"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    // The default list has no event: it is never revealed.
    let lists = get(&app, ada, "/api/lists").await;
    assert_eq!(lists[0]["archived"], false);
}

/// A couple's registry (issue 39): public at once, found as a registry,
/// guests claim on its link without an account and may undo; neither
/// keeper sees a claim until the reveal after the event, when both read
/// who gave what and claims close.
async fn a_couples_registry_with_guests_and_the_reveal(backend: Backend) {
    let clock = FixedClock::at(at("2027-06-01T09:00:00Z"));
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let created = ok(app
        .post_json(
            ada,
            "/api/lists",
            json!({"name": "Ada & Grace's new home", "occasion": "Housewarming",
                   "eventDate": "2027-06-10", "registry": true, "listed": true}),
        )
        .await)
    .await;
    assert_eq!(created["isRegistry"], true);
    assert_eq!(created["isPublic"], true, "a registry is public at once");
    assert_eq!(created["occasion"], "housewarming");
    let registry = created["id"].as_i64().unwrap();
    let token = token_of(&created["url"]);
    let grace_id = app.user_id(&grace).await;
    send(
        &app,
        ada,
        Method::POST,
        &format!("/api/lists/{registry}/co-owners"),
        json!({"userId": grace_id}),
    )
    .await;
    let kettle = item(&app, &grace, registry, "Kettle").await;
    let toaster = item(&app, ada, registry, "Toaster").await;

    let guest = app.new_browser();
    let page = get(&app, &guest, &format!("/api/public/lists/{token}")).await;
    assert_eq!(page["kind"], "registry");
    assert_eq!(page["title"], "Ada & Grace's new home");
    let found = get(&app, &guest, "/api/public/lists?occasion=housewarming").await;
    assert_eq!(found[0]["kind"], "registry");
    // A guest claims both kettles; another claims the toaster, then undoes it.
    let claimed = ok(app
        .post_json(
            &guest,
            &format!("/api/public/lists/{token}/items/{kettle}/claims"),
            json!({"name": "Aunt May", "quantity": 2}),
        )
        .await)
    .await;
    assert!(claimed.to_string().contains("Kettle"), "{claimed}");
    let other = ok(app
        .post_json(
            &app.new_browser(),
            &format!("/api/public/lists/{token}/items/{toaster}/claims"),
            json!({"name": "Uncle Ben"}),
        )
        .await)
    .await;
    let undo = other["undoUrl"]
        .as_str()
        .and_then(|url| url.split("token=").nth(1))
        .unwrap()
        .to_owned();
    let res = call(
        &app,
        &app.new_browser(),
        Method::DELETE,
        &format!("/api/public/claims/{undo}"),
        None,
    )
    .await;
    assert!(res.status().is_success(), "{}", res.status());
    let page = get(&app, &guest, &format!("/api/public/lists/{token}")).await;
    let left: Vec<(String, i64)> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["name"].as_str().unwrap().to_owned(),
                i["available"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(left, [("Toaster".to_owned(), 2), ("Kettle".to_owned(), 0)]);
    // Neither keeper learns anything before the reveal, on any answer.
    for keeper in [ada, &grace] {
        for path in [
            format!("/api/lists/{registry}"),
            format!("/api/public/lists/{token}"),
            "/api/lists/items".to_owned(),
        ] {
            let text = get(&app, keeper, &path).await.to_string();
            assert!(
                !text.contains("Aunt May")
                    && !text.contains("claimedQuantity")
                    && !text.contains("available"),
                "{path}: {text}"
            );
        }
    }

    // The reveal, three days after the event: both keepers read who gave what.
    clock.set(at("2027-06-14T09:00:00Z"));
    let report = api::scheduler::tick(&app.db.database, None, clock.now())
        .await
        .unwrap();
    assert_eq!(report.revealed, 1);
    for keeper in [ada, &grace] {
        let view = get(&app, keeper, &format!("/api/lists/{registry}")).await;
        assert_eq!(view["archived"], true);
        let kettle_seen = view["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["id"] == kettle)
            .unwrap()
            .clone();
        assert_eq!(kettle_seen["givenBy"], json!(["Aunt May"]));
    }
    // Claims are closed for guests now; the registry leaves Find a list.
    let res = app
        .post_json(
            &app.new_browser(),
            &format!("/api/public/lists/{token}/items/{toaster}/claims"),
            json!({"name": "Late"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(get(&app, &guest, "/api/public/lists?occasion=housewarming")
        .await
        .as_array()
        .unwrap()
        .is_empty());
}

mod reveal {
    #[actix_web::test]
    async fn sqlite() {
        super::a_list_is_revealed_after_its_event(crate::helpers::Backend::Sqlite).await;
    }

    #[actix_web::test]
    async fn postgres() {
        super::a_list_is_revealed_after_its_event(crate::helpers::Backend::Postgres).await;
    }

    #[actix_web::test]
    async fn a_registry_on_sqlite() {
        super::a_couples_registry_with_guests_and_the_reveal(crate::helpers::Backend::Sqlite).await;
    }

    #[actix_web::test]
    async fn a_registry_on_postgres() {
        super::a_couples_registry_with_guests_and_the_reveal(crate::helpers::Backend::Postgres)
            .await;
    }
}

/// Run first on the server of `a_public_list_is_titled_by_its_name_and_found_by_it`.
async fn export_carries_my_lists_and_import_brings_them_back(app: &TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    ok(app
        .post_json(ada, "/api/wishlist", json!({"name": "Kettle"}))
        .await)
    .await;
    let wedding = list(
        app,
        ada,
        json!({"name": "Wedding", "occasion": "Wedding", "eventDate": "2099-06-01",
               "visibility": "friends"}),
    )
    .await;
    item(app, ada, wedding, "Vase").await;
    item(app, ada, wedding, "Toaster").await;
    let export = get(app, ada, "/api/account/export").await;
    assert_eq!(export["wishlist"].as_array().unwrap().len(), 1);
    assert_eq!(export["lists"].as_array().unwrap().len(), 1);
    let exported = &export["lists"][0];
    assert_eq!(exported["name"], "Wedding");
    assert_eq!(exported["occasion"], "wedding");
    assert_eq!(exported["eventDate"], "2099-06-01");
    assert_eq!(exported["visibility"], "friends");
    let names: Vec<&str> = exported["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Vase", "Toaster"], "oldest first");

    // Grace's empty account takes it whole.
    let grace = app.sign_in_grace().await;
    let imported = ok(app
        .post_json(&grace, "/api/account/import", export.clone())
        .await)
    .await;
    assert_eq!(imported["wishlistItems"], 1);
    assert_eq!(imported["lists"], 1);
    let lists = get(app, &grace, "/api/lists").await;
    assert_eq!(lists[1]["name"], "Wedding");
    assert_eq!(lists[1]["visibility"], "friends");
    assert_eq!(lists[1]["itemCount"], 2);
    // A second import finds the account not empty; a bad list is named.
    let res = app
        .post_json(&grace, "/api/account/import", export.clone())
        .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let eve = app.sign_in_as("eve@example.com", "Eve", "Adams").await;
    let mut bad = export;
    bad["lists"][0]["name"] = json!("");
    let res = app.post_json(&eve, "/api/account/import", bad).await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json(res).await["message"],
        format!("List 1: {}", messages::WISHLIST_NAME_REQUIRED)
    );
    assert_eq!(
        get(app, &eve, "/api/lists").await.as_array().unwrap().len(),
        1
    );
}

/// Who may see a list's claims, claim, and take a claim back, on a
/// list shown to friends and on a private one: the owner, a friend, a
/// stranger and someone signed out. Each row: (who, list shown to friends,
/// action, status, claims in the answer).
async fn claims_on_a_list_by_role(app: TestApp) {
    #[derive(Debug, Clone, Copy)]
    enum Who {
        Owner,
        Friend,
        Stranger,
        SignedOut,
    }
    #[derive(Debug, Clone, Copy)]
    enum Action {
        SeeClaims,
        Claim,
        Unclaim,
    }
    use Action::*;
    use Who::*;
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    let bob = app.sign_in_as("bob@example.com", "Bob", "Babbage").await;
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Mole")
        .await;
    app.befriend(ada, &grace, "grace@example.com").await;
    app.befriend(ada, &bob, "bob@example.com").await;
    let signed_out = app.new_browser();
    let shown = list(&app, ada, json!({"name": "Shown", "visibility": "friends"})).await;
    let private = list(&app, ada, json!({"name": "Private"})).await;
    // On each, an item Bob claimed (3 units, so more are left).
    let mut items = Vec::new();
    for list_id in [shown, private] {
        let item = ok(app
            .post_json(
                ada,
                &format!("/api/lists/{list_id}/items"),
                json!({"name": "Mug", "quantity": 3}),
            )
            .await)
        .await["id"]
            .as_i64()
            .unwrap();
        items.push(item);
    }
    send(
        &app,
        &bob,
        Method::PUT,
        &format!("/api/lists/{shown}/items/{}/claim", items[0]),
        json!({}),
    )
    .await;

    let rows: &[(Who, bool, Action, u16, Option<bool>)] = &[
        (Owner, true, SeeClaims, 200, Some(false)),
        (Owner, true, Claim, 403, None),
        (Owner, true, Unclaim, 403, None),
        (Friend, true, SeeClaims, 200, Some(true)),
        (Friend, true, Claim, 200, Some(true)),
        (Friend, true, Unclaim, 200, Some(true)),
        // Hers taken back, nothing of hers is left: Bob's is not hers to take.
        (Friend, true, Unclaim, 404, None),
        (Friend, false, SeeClaims, 404, None),
        (Friend, false, Claim, 404, None),
        (Stranger, true, SeeClaims, 404, None),
        (Stranger, true, Claim, 404, None),
        (Stranger, true, Unclaim, 404, None),
        (SignedOut, true, SeeClaims, 401, None),
        (SignedOut, true, Claim, 401, None),
    ];
    for &(who, is_shown, action, status, claims_shown) in rows {
        let client = match who {
            Owner => ada,
            Friend => &grace,
            Stranger => &mallory,
            SignedOut => &signed_out,
        };
        let (list_id, item) = if is_shown {
            (shown, items[0])
        } else {
            (private, items[1])
        };
        let claim = format!("/api/lists/{list_id}/items/{item}/claim");
        let (method, path, body) = match action {
            SeeClaims => (Method::GET, format!("/api/lists/{list_id}"), None),
            Claim => (Method::PUT, claim, Some(json!({"quantity": 1}))),
            Unclaim => (Method::DELETE, claim, None),
        };
        let res = call(&app, client, method.clone(), &path, body).await;
        let got = res.status().as_u16();
        let answer = json(res).await;
        assert_eq!(got, status, "{who:?} {action:?} shown={is_shown}: {answer}");
        if let Some(expected) = claims_shown {
            let text = answer.to_string();
            assert_eq!(
                text.contains("claimedQuantity"),
                expected,
                "{who:?} {action:?}: {text}"
            );
            assert_eq!(
                text.contains("Bob Babbage"),
                expected,
                "{who:?} {action:?}: {text}"
            );
        }
    }
    // Bob's claim stood through all of it.
    let seen = get(&app, &bob, &format!("/api/lists/{shown}")).await;
    assert_eq!(seen["items"][0]["claimedQuantity"], 1);
    assert_eq!(seen["items"][0]["claims"][0]["mine"], true);
}

/// Ada keeps "Our wedding" with Grace (friends); Bob is Ada's friend only.
async fn couple(app: &TestApp) -> (Client, Client, i64, i64) {
    app.sign_in_ada().await;
    let ada = app.client.clone();
    let grace = app.sign_in_grace().await;
    let bob = app.sign_in_as("bob@example.com", "Bob", "Babbage").await;
    app.befriend(&ada, &grace, "grace@example.com").await;
    app.befriend(&ada, &bob, "bob@example.com").await;
    let wedding = list(
        app,
        &ada,
        json!({"name": "Our wedding", "visibility": "friends", "isPublic": true}),
    )
    .await;
    let grace_id = app.user_id(&grace).await;
    let kept = send(
        app,
        &ada,
        Method::POST,
        &format!("/api/lists/{wedding}/co-owners"),
        json!({"userId": grace_id}),
    )
    .await;
    assert_eq!(kept["coOwners"][0]["name"], "Grace Hopper");
    assert_eq!(kept["isOwner"], true);
    (ada, grace, wedding, grace_id)
}

async fn a_list_kept_by_two(app: TestApp) {
    let (ada, grace, wedding, grace_id) = couple(&app).await;
    let eve = app.sign_in_as("eve@example.com", "Eve", "Adams").await;
    let eve_id = app.user_id(&eve).await;
    // Grace hears of it, and sees it among her lists, as a co-owner.
    let news = get(&app, &grace, "/api/notifications").await;
    let made = news["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["title"] == "Ada made you a co-owner of Our wedding")
        .unwrap_or_else(|| panic!("{news}"))
        .clone();
    assert_eq!(made["link"], format!("/wishlist?list={wedding}"));
    let lists = get(&app, &grace, "/api/lists").await;
    let theirs = lists
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == wedding)
        .unwrap();
    assert_eq!(theirs["isOwner"], false);
    assert_eq!(theirs["ownerName"], "Ada Lovelace");
    let vase = item(&app, &grace, wedding, "Vase").await;
    let renamed = send(
        &app,
        &grace,
        Method::PATCH,
        &format!("/api/wishlist/{vase}"),
        json!({"name": "Blue vase"}),
    )
    .await;
    assert_eq!(renamed["name"], "Blue vase");
    let changed = send(
        &app,
        &grace,
        Method::PATCH,
        &format!("/api/lists/{wedding}"),
        json!({"description": "June"}),
    )
    .await;
    assert_eq!(changed["description"], "June");
    assert_eq!(
        ids(&get(&app, &ada, &format!("/api/lists/{wedding}")).await["items"]),
        [vase]
    );
    assert!(ids(&get(&app, &grace, "/api/lists/items").await).contains(&vase));

    // Only the owner deletes it or changes who keeps it.
    for (method, path, body) in [
        (Method::DELETE, format!("/api/lists/{wedding}"), None),
        (
            Method::POST,
            format!("/api/lists/{wedding}/co-owners"),
            Some(json!({"userId": eve_id})),
        ),
    ] {
        let res = call(&app, &grace, method, &path, body).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{path}");
        assert_eq!(json(res).await["message"], messages::LIST_OWNER_ONLY);
    }
    // Friends only; never the default list; none at all.
    let default = get(&app, &ada, "/api/lists").await[0]["id"]
        .as_i64()
        .unwrap();
    for (path, body, message) in [
        (
            format!("/api/lists/{wedding}/co-owners"),
            json!({"userId": eve_id}),
            messages::CO_OWNER_FRIENDS_ONLY,
        ),
        (
            format!("/api/lists/{default}/co-owners"),
            json!({"userId": grace_id}),
            messages::CO_OWNER_DEFAULT_LIST,
        ),
        (
            format!("/api/lists/{wedding}/co-owners"),
            json!({}),
            messages::CO_OWNER_REQUIRED,
        ),
    ] {
        let res = app.post_json(&ada, &path, body.clone()).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(json(res).await["fields"]["userId"], message);
    }
    // Moving between lists kept by different people would change who may
    // read the claims: refused; copying is fine.
    let res = app
        .post_json(
            &ada,
            &format!("/api/lists/{wedding}/items/move"),
            json!({"itemIds": [vase], "toListId": default}),
        )
        .await;
    refused(
        res,
        StatusCode::BAD_REQUEST,
        "toListId",
        messages::MOVE_KEEPERS_DIFFER,
    )
    .await;
    ok(app
        .post_json(
            &ada,
            &format!("/api/lists/{wedding}/items/copy"),
            json!({"itemIds": [vase], "toListId": default}),
        )
        .await)
    .await;
    // Export: the owner's file names the co-owner.
    let export = get(&app, &ada, "/api/account/export").await;
    assert_eq!(export["lists"][0]["coOwners"], json!(["Grace Hopper"]));

    // Taken off: Grace loses it at once (it is shown to friends, and she
    // is Ada's friend: she sees it as a giver now, and changes nothing).
    let res = call(
        &app,
        &ada,
        Method::DELETE,
        &format!("/api/lists/{wedding}/co-owners/{grace_id}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(get(&app, &grace, "/api/lists")
        .await
        .as_array()
        .unwrap()
        .iter()
        .all(|l| l["id"] != wedding));
    assert_eq!(
        get(&app, &grace, &format!("/api/lists/{wedding}")).await["mine"],
        false
    );
    for (method, path, body) in [
        (
            Method::PATCH,
            format!("/api/wishlist/{vase}"),
            Some(json!({"name": "Mine"})),
        ),
        (
            Method::PATCH,
            format!("/api/lists/{wedding}"),
            Some(json!({"name": "Mine"})),
        ),
        (
            Method::POST,
            format!("/api/lists/{wedding}/items"),
            Some(json!({"name": "Spoon"})),
        ),
    ] {
        let res = call(&app, &grace, method, &path, body).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
    }
    // Made co-owner again, she leaves of her own accord.
    send(
        &app,
        &ada,
        Method::POST,
        &format!("/api/lists/{wedding}/co-owners"),
        json!({"userId": grace_id}),
    )
    .await;
    let res = call(
        &app,
        &grace,
        Method::DELETE,
        &format!("/api/lists/{wedding}/co-owners/{grace_id}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let kept = get(&app, &ada, "/api/lists").await;
    let ours = kept
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == wedding)
        .unwrap();
    assert_eq!(ours["coOwners"], json!([]));
    let res = call(
        &app,
        &grace,
        Method::DELETE,
        &format!("/api/lists/{wedding}/co-owners/{grace_id}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND, "not one any more");
}

/// Everything one keeper receives about the list.
async fn keeper_receives(
    app: &TestApp,
    who: &Client,
    wedding: i64,
    vase: i64,
    token: &str,
) -> Vec<(String, Value)> {
    let mut all = Vec::new();
    for path in [
        "/api/lists".to_owned(),
        format!("/api/lists/{wedding}"),
        "/api/lists/items".to_owned(),
        "/api/notifications".to_owned(),
        format!("/api/public/lists/{token}"),
        format!("/api/wishlist/{vase}/price"),
    ] {
        all.push((path.clone(), get(app, who, &path).await));
    }
    all
}

async fn the_keepers_receive_nothing_of_a_claim(app: TestApp) {
    let (ada, grace, wedding, _) = couple(&app).await;
    let bob = app.sign_in_as("bob@example.com", "Bob", "Babbage").await;
    let token = token_of(&get(&app, &ada, "/api/lists").await[1]["url"]);
    let vase = item(&app, &ada, wedding, "Vase").await;
    let before_ada = keeper_receives(&app, &ada, wedding, vase, &token).await;
    let before_grace = keeper_receives(&app, &grace, wedding, vase, &token).await;
    // Bob (Ada's friend) claims; a guest claims on the public link.
    claim(&app, &bob, wedding, vase, json!({})).await;
    ok(app
        .post_json(
            &app.new_browser(),
            &format!("/api/public/lists/{token}/items/{vase}/claims"),
            json!({"name": "Aunt May"}),
        )
        .await)
    .await;
    for (who, before) in [(&ada, before_ada), (&grace, before_grace)] {
        let after = keeper_receives(&app, who, wedding, vase, &token).await;
        for ((path, was), (_, is)) in before.iter().zip(&after) {
            assert_eq!(was, is, "{path} changed for a keeper after a claim");
            let text = is.to_string();
            assert!(
                !text.contains("Aunt May") && !text.contains("claimedQuantity"),
                "{path}: {text}"
            );
        }
    }
    // Neither keeper may claim it: it is their gift.
    for keeper in [&ada, &grace] {
        let res = call(
            &app,
            keeper,
            Method::PUT,
            &format!("/api/lists/{wedding}/items/{vase}/claim"),
            Some(json!({})),
        )
        .await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN);
    }
    // Bob sees both claims.
    let seen = get(&app, &bob, &format!("/api/lists/{wedding}")).await;
    assert_eq!(seen["items"][0]["claimedQuantity"], 2);
    // The owner changes the item: Bob hears of it, neither keeper does.
    send(
        &app,
        &grace,
        Method::PATCH,
        &format!("/api/wishlist/{vase}"),
        json!({"name": "Green vase"}),
    )
    .await;
    let news = get(&app, &bob, "/api/notifications").await;
    assert!(news.to_string().contains("Green vase"), "{news}");
    for keeper in [&ada, &grace] {
        let news = get(&app, keeper, "/api/notifications").await;
        assert!(!news.to_string().contains("Green vase"), "{news}");
    }
    a_list_passes_to_its_co_owner_when_its_owner_leaves(&app, &ada, &grace, &bob, wedding, vase)
        .await;
}

/// The end of `the_keepers_receive_nothing_of_a_claim`: Ada, its owner,
/// deletes her account; the list passes to Grace with Bob's claim hidden.
async fn a_list_passes_to_its_co_owner_when_its_owner_leaves(
    app: &TestApp,
    ada: &Client,
    grace: &Client,
    bob: &Client,
    wedding: i64,
    vase: i64,
) {
    let res = call(
        app,
        ada,
        Method::DELETE,
        "/api/account",
        Some(json!({"confirm": "ada@example.com"})),
    )
    .await;
    assert!(res.status().is_success(), "{}", res.status());
    // Grace keeps it now, alone, with its item; the claim stays hidden.
    let lists = get(app, grace, "/api/lists").await;
    let ours = lists
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == wedding)
        .unwrap()
        .clone();
    assert_eq!(ours["isOwner"], true);
    assert_eq!(ours["coOwners"], json!([]));
    let view = get(app, grace, &format!("/api/lists/{wedding}")).await;
    assert_eq!(ids(&view["items"]), [vase]);
    assert!(view["items"][0].get("claims").is_none(), "{view}");
    // Bob, not Grace's friend, no longer sees it; his claim stands.
    let res = call(
        app,
        bob,
        Method::GET,
        &format!("/api/lists/{wedding}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}
