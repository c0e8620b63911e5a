//! Lists for those who keep none (issue 40): two parents keep a child's
//! list, a grandfather gives from it, one parent's own surprise keeps its
//! claims from the other, and the child, given an account, receives nothing
//! of a claim; strangers get 404 on every route; leaving and deleting.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, json, ok, TestApp};

api_tests!(
    a_family_keeps_a_childs_list_and_hands_it_over,
    strangers_and_bad_input_are_refused,
    guardians_leave_and_accounts_go,
);

async fn get(app: &TestApp, who: &Client, path: &str) -> Value {
    ok(call(app, who, Method::GET, path, None).await).await
}

async fn send(app: &TestApp, who: &Client, method: Method, path: &str, body: Value) -> Value {
    ok(call(app, who, method, path, Some(body)).await).await
}

/// Ada adds Mia (a child) and makes Grace, her friend, a guardian too; Bob
/// is Ada's friend only. Answers Mia's id and her first list's id.
pub(crate) async fn family(app: &TestApp) -> (Client, Client, Client, i64, i64) {
    app.sign_in_ada().await;
    let ada = app.client.clone();
    let grace = app.sign_in_grace().await;
    let bob = app.sign_in_as("bob@example.com", "Bob", "Babbage").await;
    app.befriend(&ada, &grace, "grace@example.com").await;
    app.befriend(&ada, &bob, "bob@example.com").await;
    let res = app
        .post_json(
            &ada,
            "/api/dependants",
            json!({"name": "Mia", "kind": "child", "birthday": "2019-03-14",
                   "photoUrl": "https://example.test/mia.jpg"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let mia = json(res).await;
    assert_eq!(mia["lists"][0]["name"], "Mia's wishlist");
    assert_eq!(mia["lists"][0]["visibility"], "friends");
    assert_eq!(mia["lists"][0]["listed"], false);
    assert_eq!(mia["lists"][0]["dependant"]["name"], "Mia");
    let grace_id = app.user_id(&grace).await;
    let id = mia["id"].as_i64().unwrap();
    let with_grace = send(
        app,
        &ada,
        Method::POST,
        &format!("/api/dependants/{id}/guardians"),
        json!({"userId": grace_id}),
    )
    .await;
    assert_eq!(with_grace["guardians"][1]["name"], "Grace Hopper");
    let list = mia["lists"][0]["id"].as_i64().unwrap();
    (ada, grace, bob, id, list)
}

async fn item(app: &TestApp, who: &Client, list: i64, body: Value) -> i64 {
    let res = app
        .post_json(who, &format!("/api/lists/{list}/items"), body)
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    json(res).await["id"].as_i64().unwrap()
}

/// Everything `who` reads that could carry a claim on Mia's list.
pub(crate) async fn receives(app: &TestApp, who: &Client, list: i64) -> Vec<(String, Value)> {
    let mut all = Vec::new();
    for path in [
        "/api/lists".to_owned(),
        format!("/api/lists/{list}"),
        "/api/lists/items".to_owned(),
        "/api/notifications".to_owned(),
        "/api/dependants".to_owned(),
    ] {
        all.push((path.clone(), get(app, who, &path).await));
    }
    all
}

/// The item `id` in a list view's items.
fn item_in(view: &Value, id: i64) -> Value {
    view["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["id"] == id)
        .cloned()
        .unwrap_or_else(|| panic!("no item {id} in {view}"))
}

async fn a_family_keeps_a_childs_list_and_hands_it_over(app: TestApp) {
    let (ada, grace, bob, mia, list) = family(&app).await;
    let ada_id = app.user_id(&ada).await;
    // Both parents have her birthday in their dates.
    for parent in [&ada, &grace] {
        let dates = get(&app, parent, "/api/dates").await;
        assert!(dates.to_string().contains("Mia's birthday"), "{dates}");
    }
    // Grace adds a kite; Ada a bike, her own surprise.
    let kite = item(&app, &grace, list, json!({"name": "Kite", "quantity": 2})).await;
    let res = app
        .post_json(
            &ada,
            &format!("/api/lists/{list}/items"),
            json!({"name": "Bike", "ownSurprise": true}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let bike_answer = json(res).await;
    assert_eq!(bike_answer["ownSurpriseOf"], ada_id);
    let bike = bike_answer["id"].as_i64().unwrap();
    let grace_before = receives(&app, &grace, list).await;
    // Bob sees Mia in Ada's circle with her list, and claims both items.
    let theirs = get(&app, &bob, &format!("/api/people/{ada_id}/dependants")).await;
    assert_eq!(theirs[0]["name"], "Mia");
    assert_eq!(theirs[0]["lists"][0]["id"], list);
    for id in [kite, bike] {
        send(
            &app,
            &bob,
            Method::PUT,
            &format!("/api/lists/{list}/items/{id}/claim"),
            json!({}),
        )
        .await;
    }
    // Both parents see Bob's claim on the kite: nobody buys it twice.
    for parent in [&ada, &grace] {
        let view = get(&app, parent, &format!("/api/lists/{list}")).await;
        assert_eq!(item_in(&view, kite)["claimedQuantity"], 1, "{view}");
        assert!(view.to_string().contains("Bob"), "{view}");
    }
    // Ada sees the claim on her surprise; Grace receives nothing of it.
    let view = get(&app, &ada, &format!("/api/lists/{list}")).await;
    assert_eq!(item_in(&view, bike)["claimedQuantity"], 1);
    let grace_after = receives(&app, &grace, list).await;
    for ((path, was), (_, is)) in grace_before.iter().zip(&grace_after) {
        let bike_was = was.to_string().matches("Bike").count();
        assert_eq!(bike_was, is.to_string().matches("Bike").count(), "{path}");
        if path.starts_with("/api/lists/") && path != "/api/lists/items" {
            let seen = item_in(is, bike);
            assert_eq!(
                seen,
                item_in(was, bike),
                "{path}: the bike changed for Grace"
            );
            assert!(seen.get("claimedQuantity").is_none(), "{seen}");
        }
    }
    // Grace gives too (the kite's second unit), never on Ada's surprise.
    send(
        &app,
        &grace,
        Method::PUT,
        &format!("/api/lists/{list}/items/{kite}/claim"),
        json!({}),
    )
    .await;
    let res = call(
        &app,
        &grace,
        Method::PUT,
        &format!("/api/lists/{list}/items/{bike}/claim"),
        Some(json!({})),
    )
    .await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);

    // Mia is given an account.
    let invited = send(
        &app,
        &grace,
        Method::POST,
        &format!("/api/dependants/{mia}/invite"),
        json!({"email": "mia@example.com"}),
    )
    .await;
    let url = invited["invite"]["url"].as_str().unwrap().to_owned();
    let token = url.rsplit("token=").next().unwrap().to_owned();
    // The link is answered once: a later read shows only that it is open.
    let again = get(&app, &ada, &format!("/api/dependants/{mia}")).await;
    assert_eq!(again["invite"]["email"], "mia@example.com");
    assert!(again["invite"]["url"].is_null());
    let child = app.sign_in_as("mia@example.com", "Mia", "Lovelace").await;
    let seen = get(&app, &child, &format!("/api/dependant-invites/{token}")).await;
    assert_eq!(seen["name"], "Mia");
    assert_eq!(seen["listCount"], 1);
    // A guardian cannot take the lists for themselves.
    let res = call(
        &app,
        &ada,
        Method::POST,
        &format!("/api/dependant-invites/{token}/accept"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    let mine = send(
        &app,
        &child,
        Method::POST,
        &format!("/api/dependant-invites/{token}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(mine[0]["id"], list);
    assert!(mine[0]["dependant"].is_null());
    // The child receives nothing of a claim, and nothing of the bike.
    for (path, body) in receives(&app, &child, list).await {
        let text = body.to_string();
        for secret in ["claimedQuantity", "Bob", "Bike", "claims", "givenBy"] {
            assert!(!text.contains(secret), "{path} shows {secret}: {text}");
        }
    }
    let view = get(&app, &child, &format!("/api/lists/{list}")).await;
    assert_eq!(view["mine"], true);
    assert_eq!(view["items"].as_array().unwrap().len(), 1);
    let public = call(
        &app,
        &child,
        Method::GET,
        &format!("/api/wishlist/{bike}/price"),
        None,
    )
    .await;
    assert_eq!(public.status(), StatusCode::NOT_FOUND);
    // The parents are her friends now, and givers who see the claims.
    let view = get(&app, &grace, &format!("/api/lists/{list}")).await;
    assert_eq!(view["mine"], false);
    assert_eq!(item_in(&view, kite)["claimedQuantity"], 2);
    let view = get(&app, &ada, &format!("/api/lists/{list}")).await;
    assert_eq!(item_in(&view, bike)["claimedQuantity"], 1);
    // The invite is spent; nobody looks after Mia any more.
    let res = call(
        &app,
        &bob,
        Method::POST,
        &format!("/api/dependant-invites/{token}/accept"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::GONE);
    assert_eq!(get(&app, &ada, "/api/dependants").await, json!([]));
}

async fn strangers_and_bad_input_are_refused(app: TestApp) {
    let (ada, _grace, bob, mia, list) = family(&app).await;
    let eve = app.sign_in_as("eve@example.com", "Eve", "Adams").await;
    let eve_id = app.user_id(&eve).await;
    let ada_id = app.user_id(&ada).await;
    // Bad input: a clear message, a 4xx, nothing written.
    let res = app
        .post_json(
            &ada,
            "/api/dependants",
            json!({"name": " ", "kind": "dragon", "birthday": "2999-01-01", "photoUrl": "http://x.test/a.jpg"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body = json(res).await;
    assert_eq!(body["fields"]["name"], "Name is required");
    assert_eq!(
        body["fields"]["kind"],
        "Choose who they are: a child, a pet, a grandparent or someone else."
    );
    assert_eq!(
        body["fields"]["birthday"],
        "A birthday can't be in the future."
    );
    assert_eq!(
        body["fields"]["photoUrl"],
        "Photo must be a web address starting with https://"
    );
    assert_eq!(
        get(&app, &ada, "/api/dependants")
            .await
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let res = app
        .post_json(
            &ada,
            &format!("/api/dependants/{mia}/guardians"),
            json!({"userId": eve_id}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        json(res).await["fields"]["userId"],
        "You can only add your friends as guardians."
    );
    let res = app
        .post_json(
            &ada,
            &format!("/api/dependants/{mia}/invite"),
            json!({"email": "not an address"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    // Eve, a stranger, gets 404 on every route; Bob (a giver) too on the
    // guardians' own.
    for who in [&eve, &bob] {
        for (method, path, body) in [
            (Method::GET, format!("/api/dependants/{mia}"), None),
            (
                Method::PATCH,
                format!("/api/dependants/{mia}"),
                Some(json!({"name": "X"})),
            ),
            (Method::DELETE, format!("/api/dependants/{mia}"), None),
            (
                Method::POST,
                format!("/api/dependants/{mia}/guardians"),
                Some(json!({"userId": eve_id})),
            ),
            (
                Method::DELETE,
                format!("/api/dependants/{mia}/guardians/{ada_id}"),
                None,
            ),
            (
                Method::POST,
                format!("/api/dependants/{mia}/lists"),
                Some(json!({"name": "X"})),
            ),
            (
                Method::POST,
                format!("/api/dependants/{mia}/invite"),
                Some(json!({"email": "eve@example.com"})),
            ),
            (
                Method::DELETE,
                format!("/api/dependants/{mia}/invite"),
                None,
            ),
            (
                Method::POST,
                format!("/api/lists/{list}/items"),
                Some(json!({"name": "X"})),
            ),
        ] {
            let res = call(&app, who, method.clone(), &path, body).await;
            assert_eq!(res.status(), StatusCode::NOT_FOUND, "{method} {path}");
        }
    }
    for path in [
        format!("/api/people/{ada_id}/dependants"),
        format!("/api/lists/{list}"),
    ] {
        let res = call(&app, &eve, Method::GET, &path, None).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
    }
    // An unknown or malformed invite: gone, with its message.
    for token in ["short", "A".repeat(43).as_str()] {
        let res = call(
            &app,
            &eve,
            Method::POST,
            &format!("/api/dependant-invites/{token}/accept"),
            None,
        )
        .await;
        assert_eq!(res.status(), StatusCode::GONE);
        assert_eq!(
            json(res).await["message"],
            "This invite is no longer valid. Ask for a new one."
        );
    }
    // Own surprises are for a dependant's lists only.
    let res = app
        .post_json(&ada, "/api/wishlist", json!({"name": "Pen"}))
        .await;
    assert!(res.status().is_success());
    let res = app
        .post_json(
            &ada,
            &format!("/api/lists/-{ada_id}/items"),
            json!({"name": "Pen", "ownSurprise": true}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
}

async fn guardians_leave_and_accounts_go(app: TestApp) {
    let (ada, grace, bob, mia, list) = family(&app).await;
    let grace_id = app.user_id(&grace).await;
    let ada_id = app.user_id(&ada).await;
    // A second list, private: guardians only.
    let res = app
        .post_json(
            &grace,
            &format!("/api/dependants/{mia}/lists"),
            json!({"name": "School", "visibility": "private"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let school = json(res).await["id"].as_i64().unwrap();
    let res = call(
        &app,
        &bob,
        Method::GET,
        &format!("/api/lists/{school}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    // Grace (not the one who added Mia) cannot delete her or take Ada off.
    let res = call(
        &app,
        &grace,
        Method::DELETE,
        &format!("/api/dependants/{mia}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = call(
        &app,
        &grace,
        Method::DELETE,
        &format!("/api/dependants/{mia}/guardians/{ada_id}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    // Ada takes Grace off: at once the private list is gone from her.
    let res = call(
        &app,
        &ada,
        Method::DELETE,
        &format!("/api/dependants/{mia}/guardians/{grace_id}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let res = call(
        &app,
        &grace,
        Method::GET,
        &format!("/api/lists/{school}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let dates = get(&app, &grace, "/api/dates").await;
    assert!(!dates.to_string().contains("Mia's birthday"), "{dates}");
    // The last guardian cannot leave.
    let res = call(
        &app,
        &ada,
        Method::DELETE,
        &format!("/api/dependants/{mia}/guardians/{ada_id}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::CONFLICT);
    // The export carries her, with her lists and their items.
    ok(app
        .post_json(
            &ada,
            &format!("/api/lists/{list}/items"),
            json!({"name": "Kite"}),
        )
        .await)
    .await;
    let export = get(&app, &ada, "/api/account/export").await;
    assert_eq!(export["dependants"][0]["name"], "Mia");
    assert_eq!(export["dependants"][0]["kind"], "child");
    assert_eq!(export["dependants"][0]["birthday"], "2019-03-14");
    assert_eq!(
        export["dependants"][0]["lists"][0]["items"][0]["name"],
        "Kite"
    );
    assert_eq!(
        export["dependants"][0]["lists"].as_array().unwrap().len(),
        2
    );
    // Grace looks after her again; Ada deletes her account: Mia stays
    // with Grace, who holds her lists now.
    send(
        &app,
        &ada,
        Method::POST,
        &format!("/api/dependants/{mia}/guardians"),
        json!({"userId": grace_id}),
    )
    .await;
    let res = call(
        &app,
        &ada,
        Method::DELETE,
        "/api/account",
        Some(json!({"confirm": "ada@example.com"})),
    )
    .await;
    assert!(res.status().is_success(), "{}", res.status());
    let theirs = get(&app, &grace, "/api/dependants").await;
    assert_eq!(theirs[0]["name"], "Mia");
    assert_eq!(theirs[0]["guardians"].as_array().unwrap().len(), 1);
    assert_eq!(theirs[0]["canDelete"], true);
    assert_eq!(theirs[0]["lists"][0]["ownerId"], grace_id);
    // Grace alone: her account going takes Mia and her lists with it.
    let res = call(
        &app,
        &grace,
        Method::DELETE,
        "/api/account",
        Some(json!({"confirm": "grace@example.com"})),
    )
    .await;
    assert!(res.status().is_success(), "{}", res.status());
    let res = call(&app, &bob, Method::GET, &format!("/api/lists/{list}"), None).await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}
