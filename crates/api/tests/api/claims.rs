//! Claims keep the surprise: who may claim what (one permission matrix),
//! the recipient's every answer unchanged by claims, units never claimed
//! past an item's quantity under concurrent requests, guests' undo links,
//! and the reveal.

use std::collections::BTreeSet;

use domain::messages;
use reqwest::{Client, Method};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, json, ok, token_of, TestApp};

api_tests!(
    the_permission_matrix,
    the_recipient_sees_the_same_before_and_after_claims,
    concurrent_claims_never_pass_the_quantity,
    guests_claim_with_a_name_and_undo_with_their_link,
    the_reveal_shows_who_gave_what,
);

/// Ann's group list (public) with Ben's wish for himself (quantity 10),
/// Cat a member; Ann's own item, public and shared with Dan; Eve a friend
/// of Ann with nothing shared; Mallory a stranger.
struct World {
    ben: Client,
    cat: Client,
    dan: Client,
    eve: Client,
    mallory: Client,
    list: Value,
    wish: Value,
    item: Value,
    group_token: String,
    personal_token: String,
}

async fn world(app: &TestApp) -> World {
    app.sign_in_as_ann().await;
    let ben = app.sign_in_as("ben@example.com", "Ben", "Okafor").await;
    let cat = app.sign_in_as("cat@example.com", "Cat", "Ng").await;
    let dan = app.sign_in_as("dan@example.com", "Dan", "Wu").await;
    let eve = app.sign_in_as("eve@example.com", "Eve", "Lee").await;
    let mallory = app.sign_in_as("mallory@example.com", "Mallory", "M").await;
    for (friend, email) in [
        (&ben, "ben@example.com"),
        (&cat, "cat@example.com"),
        (&dan, "dan@example.com"),
        (&eve, "eve@example.com"),
    ] {
        app.befriend(&app.client, friend, email).await;
    }
    let list = ok(app
        .post_json(
            &app.client,
            "/api/collaborative-wishlists",
            json!({"name": "Ben's 30th", "isPublic": true}),
        )
        .await)
    .await;
    let members = format!("/api/collaborative-wishlists/{}/members", list["id"]);
    for friend in [&ben, &cat] {
        let id = app.user_id(friend).await;
        ok(app
            .post_json(
                &app.client,
                &members,
                json!({"userId": id, "role": "member"}),
            )
            .await)
        .await;
    }
    let ben_id = app.user_id(&ben).await;
    let wish = ok(app
        .post_json(
            &ben,
            &format!("/api/collaborative-wishlists/{}/items", list["id"]),
            json!({"name": "Record player", "quantity": 10, "forUserId": ben_id}),
        )
        .await)
    .await;
    let item = ok(app
        .post_json(
            &app.client,
            "/api/wishlist",
            json!({"name": "Teapot", "quantity": 10}),
        )
        .await)
    .await;
    let dan_id = app.user_id(&dan).await;
    ok(app
        .post_json(
            &app.client,
            &format!("/api/sharing/wishlist-items/{}", item["id"]),
            json!({"sharedWithId": dan_id, "canEdit": true}),
        )
        .await)
    .await;
    let link = ok(app
        .client
        .put(app.url("/api/wishlist/public"))
        .json(&json!({"isPublic": true}))
        .send()
        .await
        .unwrap())
    .await;
    World {
        group_token: token_of(&list["publicUrl"]),
        personal_token: token_of(&link["url"]),
        ben,
        cat,
        dan,
        eve,
        mallory,
        list,
        wish,
        item,
    }
}

impl TestApp {
    async fn sign_in_as_ann(&self) {
        let res = self
            .dev_login(&self.client, "ann@example.com", "Ann", "Lee")
            .await;
        assert_eq!(res.status(), 303);
    }
}

/// Who is asking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Creator,
    Member,
    Recipient,
    FriendWithShare,
    FriendWithout,
    Stranger,
    SignedOut,
    Guest,
}

/// What they try.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    View,
    SeeClaims,
    Claim,
    UnclaimAnothers,
    MarkPurchased,
    Archive,
}

/// Every route a claim or the reveal goes through: the matrix fails when
/// the API document names one it does not.
const CLAIM_ROUTES: &[&str] = &[
    "PUT /api/collaborative-wishlists/{id}/items/{itemId}/claim",
    "DELETE /api/collaborative-wishlists/{id}/items/{itemId}/claim",
    "POST /api/collaborative-wishlists/{id}/archive",
    "PUT /api/sharing/wishlist-items/{itemId}/claim",
    "DELETE /api/sharing/wishlist-items/{itemId}/claim",
    "POST /api/wishlist/{id}/received",
    "POST /api/public/lists/{token}/items/{itemId}/claims",
    "GET /api/public/claims/{token}",
    "DELETE /api/public/claims/{token}",
    // A person's own lists beside the default one: their own matrix,
    // `lists::claims_on_a_list_by_role`.
    "PUT /api/lists/{id}/items/{itemId}/claim",
    "DELETE /api/lists/{id}/items/{itemId}/claim",
];

/// One row: who, what, on which list (group or personal), and the outcome:
/// the status, and for `SeeClaims` whether claim data is in the answer.
type Row = (Role, Action, bool, u16, Option<bool>);

fn matrix() -> Vec<Row> {
    use Action::*;
    use Role::*;
    const G: bool = true; // Ben's wish on the group list
    const P: bool = false; // Ann's personal item
    vec![
        (Creator, View, G, 200, None),
        (Creator, SeeClaims, G, 200, Some(true)),
        // With no claim of theirs yet: the only unclaim takes back one's own.
        (Creator, UnclaimAnothers, G, 404, None),
        (Creator, Claim, G, 200, None),
        (Creator, MarkPurchased, G, 200, None),
        (Member, View, G, 200, None),
        (Member, SeeClaims, G, 200, Some(true)),
        // With no claim of theirs yet: the only unclaim takes back one's own.
        (Member, UnclaimAnothers, G, 404, None),
        (Member, Claim, G, 200, None),
        (Member, MarkPurchased, G, 200, None),
        (Member, Archive, G, 403, None),
        (Recipient, View, G, 200, None),
        (Recipient, SeeClaims, G, 200, Some(false)),
        (Recipient, Claim, G, 403, None),
        (Recipient, MarkPurchased, G, 403, None),
        (Recipient, UnclaimAnothers, G, 403, None),
        (Recipient, Archive, G, 403, None),
        (FriendWithShare, View, G, 404, None),
        (FriendWithShare, Claim, G, 404, None),
        (FriendWithout, Claim, G, 404, None),
        (Stranger, View, G, 404, None),
        (Stranger, Claim, G, 404, None),
        (Stranger, Archive, G, 404, None),
        (SignedOut, View, G, 401, None),
        (SignedOut, Claim, G, 401, None),
        (SignedOut, Archive, G, 401, None),
        (Guest, View, G, 200, None),
        (Guest, SeeClaims, G, 200, Some(true)),
        (Guest, Claim, G, 201, None),
        // The personal item: Ann is its recipient.
        (Creator, View, P, 200, None),
        (Creator, SeeClaims, P, 200, Some(false)),
        (Creator, Claim, P, 404, None),
        (Creator, MarkPurchased, P, 404, None),
        (FriendWithShare, View, P, 200, None),
        (FriendWithShare, SeeClaims, P, 200, Some(true)),
        // With no claim of theirs yet: the only unclaim takes back one's own.
        (FriendWithShare, UnclaimAnothers, P, 404, None),
        (FriendWithShare, Claim, P, 200, None),
        (FriendWithShare, MarkPurchased, P, 200, None),
        (FriendWithout, View, P, 200, None),
        (FriendWithout, SeeClaims, P, 200, Some(false)),
        (FriendWithout, Claim, P, 404, None),
        (Member, Claim, P, 404, None),
        (Stranger, Claim, P, 404, None),
        (SignedOut, Claim, P, 401, None),
        (Guest, View, P, 200, None),
        (Guest, SeeClaims, P, 200, Some(true)),
        (Guest, Claim, P, 201, None),
        (Creator, Archive, G, 200, None),
        // Archived: claims close for everyone.
        (Member, Claim, G, 409, None),
        (Guest, Claim, G, 409, None),
    ]
}

/// Whether an answer holds anything about claims.
fn has_claim_data(value: &Value) -> bool {
    match value {
        Value::Object(map) => map.iter().any(|(k, v)| {
            matches!(
                k.as_str(),
                "claims" | "claimedQuantity" | "available" | "givenBy"
            ) || has_claim_data(v)
        }),
        Value::Array(items) => items.iter().any(has_claim_data),
        _ => false,
    }
}

async fn the_permission_matrix(app: TestApp) {
    let w = world(&app).await;
    let doc = json(app.get("/api/openapi.json").await).await;
    let mut documented = BTreeSet::new();
    for (path, operations) in doc["paths"].as_object().unwrap() {
        for method in operations.as_object().unwrap().keys() {
            let route = format!("{} {path}", method.to_uppercase());
            if ["claim", "archive", "received"]
                .iter()
                .any(|w| path.contains(w))
            {
                documented.insert(route);
            }
        }
    }
    let known: BTreeSet<String> = CLAIM_ROUTES.iter().map(|r| (*r).to_owned()).collect();
    assert_eq!(
        documented, known,
        "a claim route is missing from the matrix"
    );

    // Another giver's claim to try to take away: a guest's on each item.
    let list_id = &w.list["id"];
    let wish_claim = format!(
        "/api/collaborative-wishlists/{list_id}/items/{}/claim",
        w.wish["id"]
    );
    let item_claim = format!("/api/sharing/wishlist-items/{}/claim", w.item["id"]);
    for (token, item) in [
        (&w.group_token, &w.wish["id"]),
        (&w.personal_token, &w.item["id"]),
    ] {
        let res = app
            .new_browser()
            .post(app.url(&format!("/api/public/lists/{token}/items/{item}/claims")))
            .json(&json!({"name": "Another giver", "quantity": 1}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 201);
    }
    let signed_out = app.new_browser();

    for (role, action, group, status, claims_shown) in matrix() {
        let who = match role {
            Role::Creator => &app.client,
            Role::Member => &w.cat,
            Role::Recipient => &w.ben,
            Role::FriendWithShare => &w.dan,
            Role::FriendWithout => &w.eve,
            Role::Stranger => &w.mallory,
            Role::SignedOut | Role::Guest => &signed_out,
        };
        let token = if group {
            &w.group_token
        } else {
            &w.personal_token
        };
        let public = format!("/api/public/lists/{token}");
        let (method, path, body) = match (role, action, group) {
            (Role::Guest, Action::View | Action::SeeClaims, _) => (Method::GET, public, None),
            (Role::Guest, Action::Claim, _) => {
                let item = if group { &w.wish["id"] } else { &w.item["id"] };
                (
                    Method::POST,
                    format!("{public}/items/{item}/claims"),
                    Some(json!({"name": "Sam", "quantity": 1})),
                )
            }
            (_, Action::View | Action::SeeClaims, true) => (
                Method::GET,
                format!("/api/collaborative-wishlists/{list_id}"),
                None,
            ),
            (Role::Creator, Action::View | Action::SeeClaims, false) => {
                (Method::GET, "/api/wishlist".to_owned(), None)
            }
            (_, Action::View | Action::SeeClaims, false) => {
                (Method::GET, "/api/sharing/wishlist-items".to_owned(), None)
            }
            (_, Action::Claim, true) => (
                Method::PUT,
                wish_claim.clone(),
                Some(json!({"quantity": 1})),
            ),
            (_, Action::Claim, false) => (
                Method::PUT,
                item_claim.clone(),
                Some(json!({"quantity": 1})),
            ),
            (_, Action::MarkPurchased, true) => (
                Method::PUT,
                wish_claim.clone(),
                Some(json!({"status": "purchased"})),
            ),
            (_, Action::MarkPurchased, false) => (
                Method::PUT,
                item_claim.clone(),
                Some(json!({"status": "purchased"})),
            ),
            // The only unclaim there is takes back one's own: with none, 404.
            (_, Action::UnclaimAnothers, true) => (Method::DELETE, wish_claim.clone(), None),
            (_, Action::UnclaimAnothers, false) => (Method::DELETE, item_claim.clone(), None),
            (_, Action::Archive, _) => (
                Method::POST,
                format!("/api/collaborative-wishlists/{list_id}/archive"),
                None,
            ),
        };
        let res = call(&app, who, method.clone(), &path, body).await;
        let got = res.status().as_u16();
        let text = res.text().await.unwrap();
        assert_eq!(got, status, "{role:?} {action:?} ({method} {path}): {text}");
        if let Some(shown) = claims_shown {
            let answer: Value = serde_json::from_str(&text).unwrap();
            // The friend without a share sees no entry at all.
            assert_eq!(
                has_claim_data(&answer),
                shown,
                "{role:?} {action:?}: {answer}"
            );
        }
    }
    // Nobody took the other giver's claims away.
    let seen = ok(call(
        &app,
        &w.cat,
        Method::GET,
        &format!("/api/collaborative-wishlists/{list_id}"),
        None,
    )
    .await)
    .await;
    let shared = ok(call(
        &app,
        &w.dan,
        Method::GET,
        "/api/sharing/wishlist-items",
        None,
    )
    .await)
    .await;
    for claims in [&seen["items"][0]["claims"], &shared[0]["claims"]] {
        let names: Vec<&str> = claims
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["giverName"].as_str().unwrap())
            .collect();
        assert!(names.contains(&"Another giver"), "{names:?}");
    }
}

/// Every answer the recipient can get, as text.
async fn recipient_view(app: &TestApp, who: &Client, paths: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for path in paths {
        let res = who.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        out.push(format!("{path}: {}", res.text().await.unwrap()));
    }
    out
}

async fn the_recipient_sees_the_same_before_and_after_claims(app: TestApp) {
    let w = world(&app).await;
    let list_id = &w.list["id"];
    let ben_paths: Vec<String> = [
        "/api/collaborative-wishlists".to_owned(),
        format!("/api/collaborative-wishlists/{list_id}"),
        "/api/notifications".to_owned(),
        "/api/wishlist".to_owned(),
        "/api/sharing/wishlist-items".to_owned(),
        format!("/api/public/lists/{}", w.group_token),
    ]
    .into();
    let ann_paths: Vec<String> = [
        "/api/wishlist".to_owned(),
        "/api/notifications".to_owned(),
        "/api/sharing/wishlist-items".to_owned(),
        format!("/api/public/lists/{}", w.personal_token),
    ]
    .into();
    let ben_before = recipient_view(&app, &w.ben, &ben_paths).await;
    let ann_before = recipient_view(&app, &app.client, &ann_paths).await;

    let wish_claim = format!(
        "/api/collaborative-wishlists/{list_id}/items/{}/claim",
        w.wish["id"]
    );
    let item_claim = format!("/api/sharing/wishlist-items/{}/claim", w.item["id"]);
    ok(call(
        &app,
        &w.cat,
        Method::PUT,
        &wish_claim,
        Some(json!({"quantity": 2})),
    )
    .await)
    .await;
    ok(call(
        &app,
        &app.client,
        Method::PUT,
        &wish_claim,
        Some(json!({"quantity": 1, "status": "purchased"})),
    )
    .await)
    .await;
    ok(call(
        &app,
        &w.dan,
        Method::PUT,
        &item_claim,
        Some(json!({"quantity": 3})),
    )
    .await)
    .await;
    ok(call(
        &app,
        &w.dan,
        Method::PUT,
        &item_claim,
        Some(json!({"status": "purchased"})),
    )
    .await)
    .await;
    for (token, item) in [
        (&w.group_token, &w.wish["id"]),
        (&w.personal_token, &w.item["id"]),
    ] {
        let res = app
            .new_browser()
            .post(app.url(&format!("/api/public/lists/{token}/items/{item}/claims")))
            .json(&json!({"name": "Sam", "quantity": 1}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 201);
    }
    // The givers see them all.
    let for_cat = ok(call(
        &app,
        &w.cat,
        Method::GET,
        &format!("/api/collaborative-wishlists/{list_id}"),
        None,
    )
    .await)
    .await;
    assert_eq!(for_cat["items"][0]["claimedQuantity"], 4);
    assert_eq!(for_cat["items"][0]["available"], 6);

    assert_eq!(recipient_view(&app, &w.ben, &ben_paths).await, ben_before);
    assert_eq!(
        recipient_view(&app, &app.client, &ann_paths).await,
        ann_before
    );
    for text in ben_before.iter().chain(&ann_before) {
        assert!(
            !text.contains("\"claims\"") && !text.contains("\"available\""),
            "{text}"
        );
    }
}

async fn concurrent_claims_never_pass_the_quantity(app: TestApp) {
    let w = world(&app).await;
    let list_id = &w.list["id"];
    // An item of quantity 3 on each kind of list.
    let three = ok(app
        .post_json(
            &w.cat,
            &format!("/api/collaborative-wishlists/{list_id}/items"),
            json!({"name": "Mug", "quantity": 3}),
        )
        .await)
    .await;
    let teacup = ok(app
        .post_json(
            &app.client,
            "/api/wishlist",
            json!({"name": "Teacup", "quantity": 3}),
        )
        .await)
    .await;
    for (token, item) in [
        (&w.group_token, &three["id"]),
        (&w.personal_token, &teacup["id"]),
    ] {
        let url = app.url(&format!("/api/public/lists/{token}/items/{item}/claims"));
        let requests = (0..20).map(|n| {
            let client = app.new_browser();
            let url = url.clone();
            async move {
                client
                    .post(url)
                    .json(&json!({"name": format!("Guest {n}"), "quantity": 1}))
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .as_u16()
            }
        });
        let statuses = futures_util::future::join_all(requests).await;
        let created = statuses.iter().filter(|s| **s == 201).count();
        let refused = statuses.iter().filter(|s| **s == 409).count();
        assert_eq!((created, refused), (3, 17), "{statuses:?}");
        let public = ok(app
            .new_browser()
            .get(app.url(&format!("/api/public/lists/{token}")))
            .send()
            .await
            .unwrap())
        .await;
        let row = public["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["id"] == *item)
            .unwrap()
            .clone();
        assert_eq!(row["available"], 0, "{row}");
    }
    // A member asking for more than is left hears how many are.
    let res = call(
        &app,
        &app.client,
        Method::PUT,
        &format!(
            "/api/collaborative-wishlists/{list_id}/items/{}/claim",
            three["id"]
        ),
        Some(json!({"quantity": 1})),
    )
    .await;
    assert_eq!(res.status(), 409);
    assert_eq!(json(res).await["message"], messages::only_left(0));
}

async fn guests_claim_with_a_name_and_undo_with_their_link(app: TestApp) {
    let w = world(&app).await;
    let guest = app.new_browser();
    let claims = format!(
        "/api/public/lists/{}/items/{}/claims",
        w.group_token, w.wish["id"]
    );
    let res = guest
        .post(app.url(&claims))
        .json(&json!({"name": " ", "email": "nope"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let error = json(res).await;
    assert_eq!(error["fields"]["name"], messages::GUEST_NAME_REQUIRED);
    assert_eq!(error["fields"]["email"], messages::INVALID_EMAIL);
    let res = guest
        .post(app.url(&claims))
        .json(&json!({"name": "Sam", "quantity": 11}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 409);
    assert_eq!(json(res).await["message"], messages::only_left(10));

    let res = guest
        .post(app.url(&claims))
        .json(&json!({"name": "Sam", "email": "sam@example.com", "quantity": 2}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let claimed = json(res).await;
    assert_eq!(claimed["quantity"], 2);
    assert_eq!(claimed["itemName"], "Record player");
    let undo_url = claimed["undoUrl"].as_str().unwrap();
    let undo_token = undo_url.split("token=").nth(1).unwrap();
    let undo = format!("/api/public/claims/{undo_token}");
    let seen = ok(guest.get(app.url(&undo)).send().await.unwrap()).await;
    assert_eq!(seen["guestName"], "Sam");
    assert_eq!(seen["listTitle"], "Ben's 30th");
    assert_eq!(seen["listUrl"], format!("/lists/{}", w.group_token));

    // Other givers see the guest's claim by name; the guest email never shows.
    let for_cat = ok(call(
        &app,
        &w.cat,
        Method::GET,
        &format!("/api/collaborative-wishlists/{}", w.list["id"]),
        None,
    )
    .await)
    .await;
    let claim = &for_cat["items"][0]["claims"][0];
    assert_eq!(claim["giverName"], "Sam");
    assert_eq!(claim["guest"], true);
    assert!(!for_cat.to_string().contains("sam@example.com"));

    // A wrong or malformed token is 404; the right one undoes once.
    for bad in [
        "/api/public/claims/short",
        "/api/public/claims/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ] {
        assert_eq!(
            guest.delete(app.url(bad)).send().await.unwrap().status(),
            404
        );
    }
    assert_eq!(
        guest.delete(app.url(&undo)).send().await.unwrap().status(),
        200
    );
    assert_eq!(
        guest.delete(app.url(&undo)).send().await.unwrap().status(),
        404
    );
    assert_eq!(
        guest.get(app.url(&undo)).send().await.unwrap().status(),
        404
    );
    let for_cat = ok(call(
        &app,
        &w.cat,
        Method::GET,
        &format!("/api/collaborative-wishlists/{}", w.list["id"]),
        None,
    )
    .await)
    .await;
    assert_eq!(for_cat["items"][0]["claimedQuantity"], 0);
}

async fn the_reveal_shows_who_gave_what(app: TestApp) {
    let w = world(&app).await;
    let list_id = &w.list["id"];
    let wish_claim = format!(
        "/api/collaborative-wishlists/{list_id}/items/{}/claim",
        w.wish["id"]
    );
    ok(call(
        &app,
        &w.cat,
        Method::PUT,
        &wish_claim,
        Some(json!({"quantity": 1})),
    )
    .await)
    .await;
    let item_claim = format!("/api/sharing/wishlist-items/{}/claim", w.item["id"]);
    ok(call(
        &app,
        &w.dan,
        Method::PUT,
        &item_claim,
        Some(json!({"quantity": 1})),
    )
    .await)
    .await;

    // Givers hear when an item they claimed changes; the recipient does not.
    ok(app
        .patch_json(
            &w.ben,
            &format!(
                "/api/collaborative-wishlists/{list_id}/items/{}",
                w.wish["id"]
            ),
            json!({"name": "Turntable"}),
        )
        .await)
    .await;
    let bell = ok(call(&app, &w.cat, Method::GET, "/api/notifications", None).await).await;
    assert_eq!(bell["notifications"][0]["kind"], "claimed_item_changed");
    assert_eq!(bell["notifications"][0]["title"], "Turntable was changed");

    // A surprise for Ben, claimed by Cat: hidden from him until the reveal.
    let ben_id = app.user_id(&w.ben).await;
    let surprise = ok(app
        .post_json(
            &app.client,
            &format!("/api/collaborative-wishlists/{list_id}/items"),
            json!({"name": "Concert tickets", "forUserId": ben_id}),
        )
        .await)
    .await;
    let surprise_claim = format!(
        "/api/collaborative-wishlists/{list_id}/items/{}/claim",
        surprise["id"]
    );
    ok(call(
        &app,
        &w.cat,
        Method::PUT,
        &surprise_claim,
        Some(json!({"quantity": 1})),
    )
    .await)
    .await;
    let list_path = format!("/api/collaborative-wishlists/{list_id}");
    let for_ben = ok(call(&app, &w.ben, Method::GET, &list_path, None).await).await;
    assert_eq!(for_ben["items"].as_array().unwrap().len(), 1, "{for_ben}");

    let res = call(
        &app,
        &app.client,
        Method::POST,
        &format!("/api/collaborative-wishlists/{list_id}/archive"),
        None,
    )
    .await;
    let archived = ok(res).await;
    assert_eq!(archived["archived"], true);
    let for_ben = ok(call(
        &app,
        &w.ben,
        Method::GET,
        &format!("/api/collaborative-wishlists/{list_id}"),
        None,
    )
    .await)
    .await;
    // Newest first: the surprise, revealed, then his own wish.
    assert_eq!(for_ben["items"][0]["name"], "Concert tickets");
    assert_eq!(for_ben["items"][0]["givenBy"], json!(["Cat Ng"]));
    assert_eq!(for_ben["items"][1]["givenBy"], json!(["Cat Ng"]));
    assert!(for_ben["items"][0].get("claims").is_none());
    assert_eq!(for_ben["itemCount"], 2);

    // Ann marks her teapot received and sees who gave it; the claim closes.
    let received = ok(call(
        &app,
        &app.client,
        Method::POST,
        &format!("/api/wishlist/{}/received", w.item["id"]),
        None,
    )
    .await)
    .await;
    assert_eq!(received["received"], true);
    assert_eq!(received["givenBy"], json!(["Dan Wu"]));
    let res = call(
        &app,
        &w.dan,
        Method::PUT,
        &item_claim,
        Some(json!({"quantity": 2})),
    )
    .await;
    assert_eq!(res.status(), 409);
    let mine = ok(app.get("/api/wishlist").await).await;
    assert_eq!(mine[0]["givenBy"], json!(["Dan Wu"]));
}
