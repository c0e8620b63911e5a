//! The surprise survives everything (issue 32): a member who deletes their
//! account, the creator who deletes theirs, a date moved, the recipient on
//! their own public link, and an archived list. Each test failed on the code
//! before the fix; each compares what the recipient receives before and after.

use domain::messages;
use reqwest::{Client, Method};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, json, ok, token_of, TestApp};

api_tests!(
    a_member_who_leaves_never_hands_a_surprise_to_its_recipient,
    a_creator_who_leaves_never_hands_a_surprise_to_the_next_creator,
    a_date_change_never_reveals_and_the_reveal_is_one_way,
    the_recipient_cannot_claim_through_their_own_public_link,
    an_archived_list_is_closed,
);

/// What nobody but the surprise's givers may read.
const SECRET: &str = "Secret: the blue one, size M";

async fn get(app: &TestApp, who: &Client, path: &str) -> Value {
    ok(call(app, who, Method::GET, path, None).await).await
}

/// A group list by `creator` (public), with `members` invited in order.
async fn list_of(app: &TestApp, creator: &Client, members: &[&Client]) -> (i64, String) {
    let list = ok(app
        .post_json(
            creator,
            "/api/collaborative-wishlists",
            json!({"name": "Birthday", "isPublic": true}),
        )
        .await)
    .await;
    let id = list["id"].as_i64().unwrap();
    for member in members {
        let user = app.user_id(member).await;
        ok(app
            .post_json(
                creator,
                &format!("/api/collaborative-wishlists/{id}/members"),
                json!({"userId": user, "role": "member"}),
            )
            .await)
        .await;
    }
    let token = token_of(&list["publicUrl"]);
    (id, token)
}

/// `adder` adds a surprise for `recipient` with the secret description.
async fn surprise(app: &TestApp, adder: &Client, list: i64, recipient: &Client) -> i64 {
    let for_user = app.user_id(recipient).await;
    let item = ok(app
        .post_json(
            adder,
            &format!("/api/collaborative-wishlists/{list}/items"),
            json!({"name": "Jumper", "description": SECRET, "price": "$40",
                   "url": "https://shop.example/jumper", "forUserId": for_user}),
        )
        .await)
    .await;
    item["id"].as_i64().unwrap()
}

/// Everything `who` receives about the list and its items, as one answer
/// per route (the price route's status stands for its answer).
async fn received(
    app: &TestApp,
    who: &Client,
    list: i64,
    token: &str,
    item: i64,
) -> Vec<(String, Value)> {
    let mut all = Vec::new();
    for path in [
        "/api/collaborative-wishlists".to_owned(),
        format!("/api/collaborative-wishlists/{list}"),
        "/api/notifications".to_owned(),
        format!("/api/public/lists/{token}"),
    ] {
        all.push((path.clone(), get(app, who, &path).await));
    }
    let export = get(app, who, "/api/account/export").await;
    all.push((
        "export: group items".into(),
        export["groupListItems"].clone(),
    ));
    all.push(("export: claims".into(), export["claims"].clone()));
    let price = format!("/api/collaborative-wishlists/{list}/items/{item}/price");
    let res = call(app, who, Method::GET, &price, None).await;
    all.push((price, json!(res.status().as_u16())));
    all
}

fn assert_never_told(answers: &[(String, Value)], item: i64) {
    for (path, answer) in answers {
        let text = answer.to_string();
        assert!(!text.contains(SECRET), "{path} tells the secret: {text}");
        assert!(
            !text.contains("Jumper"),
            "{path} names the surprise: {text}"
        );
        if let Some(items) = answer["items"].as_array() {
            assert!(items.iter().all(|i| i["id"] != item), "{path}: {text}");
        }
    }
}

/// The list's items as `who` sees them, with the recipient's claims fields.
async fn items(app: &TestApp, who: &Client, list: i64) -> Vec<Value> {
    get(app, who, &format!("/api/collaborative-wishlists/{list}")).await["items"]
        .as_array()
        .unwrap()
        .clone()
}

async fn delete_account(app: &TestApp, who: &Client, email: &str) {
    let res = who
        .delete(app.url("/api/account"))
        .json(&json!({"confirm": email}))
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success(), "{}", res.status());
}

async fn a_member_who_leaves_never_hands_a_surprise_to_its_recipient(app: TestApp) {
    let ann = app.sign_in_as("ann@example.com", "Ann", "Lee").await;
    let fay = app.sign_in_as("fay@example.com", "Fay", "Ito").await;
    let cal = app.sign_in_as("cal@example.com", "Cal", "Ng").await;
    app.befriend(&ann, &fay, "fay@example.com").await;
    app.befriend(&ann, &cal, "cal@example.com").await;
    let (list, token) = list_of(&app, &ann, &[&fay, &cal]).await;
    let jumper = surprise(&app, &fay, list, &ann).await;
    let claim = format!("/api/collaborative-wishlists/{list}/items/{jumper}/claim");
    ok(call(
        &app,
        &cal,
        Method::PUT,
        &claim,
        Some(json!({"quantity": 1})),
    )
    .await)
    .await;
    let before = received(&app, &ann, list, &token, jumper).await;
    assert_never_told(&before, jumper);

    delete_account(&app, &fay, "fay@example.com").await;

    // Ann receives nothing of it: not in her list, export, public link,
    // price or claim routes; her items are as they were.
    let after = received(&app, &ann, list, &token, jumper).await;
    assert_never_told(&after, jumper);
    assert_eq!(before[1].1["items"], after[1].1["items"]);
    assert_eq!(before[1].1["itemCount"], after[1].1["itemCount"]);
    for index in [2, 3, 4, 5, 6] {
        assert_eq!(before[index], after[index], "{}", before[index].0);
    }
    // Its claims stay: Cal still sees the item, added by "Someone", which
    // nobody edits, and which only the creator could delete (Ann may not:
    // it does not exist for her).
    let for_cal = items(&app, &cal, list).await;
    let kept = for_cal.iter().find(|i| i["id"] == jumper).unwrap();
    assert_eq!(kept["description"], SECRET);
    assert_eq!(kept["addedBy"]["userId"], Value::Null);
    assert_eq!(kept["addedBy"]["firstName"], Value::Null);
    assert_eq!(kept["canEdit"], false);
    assert_eq!(kept["canDelete"], false);
    assert_eq!(kept["claims"].as_array().unwrap().len(), 1);
    let item_path = format!("/api/collaborative-wishlists/{list}/items/{jumper}");
    let res = app.patch_json(&cal, &item_path, json!({"name": "x"})).await;
    assert_eq!(res.status(), 403);
    assert_eq!(
        call(&app, &cal, Method::DELETE, &item_path, None)
            .await
            .status(),
        403
    );
    let res = app.patch_json(&ann, &item_path, json!({"name": "x"})).await;
    assert_eq!(res.status(), 404);
    assert_eq!(
        call(&app, &ann, Method::DELETE, &item_path, None)
            .await
            .status(),
        404
    );
    // A stranger's view of the public link leaves it out too.
    let public = get(
        &app,
        &app.new_browser(),
        &format!("/api/public/lists/{token}"),
    )
    .await;
    assert!(!public.to_string().contains("Jumper"), "{public}");
}

async fn a_creator_who_leaves_never_hands_a_surprise_to_the_next_creator(app: TestApp) {
    let xia = app.sign_in_as("xia@example.com", "Xia", "Lo").await;
    let ben = app.sign_in_as("ben@example.com", "Ben", "Okafor").await;
    let cal = app.sign_in_as("cal@example.com", "Cal", "Ng").await;
    app.befriend(&xia, &ben, "ben@example.com").await;
    app.befriend(&xia, &cal, "cal@example.com").await;
    // Ben joins first: he is the list's next creator.
    let (list, token) = list_of(&app, &xia, &[&ben, &cal]).await;
    let jumper = surprise(&app, &xia, list, &ben).await;
    let xias_own = ok(app
        .post_json(
            &xia,
            &format!("/api/collaborative-wishlists/{list}/items"),
            json!({"name": "Cake tin"}),
        )
        .await)
    .await;
    let claim = format!("/api/collaborative-wishlists/{list}/items/{jumper}/claim");
    ok(call(
        &app,
        &cal,
        Method::PUT,
        &claim,
        Some(json!({"quantity": 1})),
    )
    .await)
    .await;
    let before = received(&app, &ben, list, &token, jumper).await;
    assert_never_told(&before, jumper);

    delete_account(&app, &xia, "xia@example.com").await;

    let after = received(&app, &ben, list, &token, jumper).await;
    assert_never_told(&after, jumper);
    let view = &after[1].1;
    assert_eq!(view["role"], "owner", "the list passed to Ben");
    assert_eq!(before[1].1["itemCount"], view["itemCount"]);
    // Xia's other item passed to Ben, who may change it now.
    let mine = items(&app, &ben, list).await;
    let tin = mine.iter().find(|i| i["id"] == xias_own["id"]).unwrap();
    assert_eq!(tin["canEdit"], true);
    assert_eq!(tin["addedBy"]["userId"], app.user_id(&ben).await);
    // Cal still sees the surprise and his claim; Someone added it, and
    // Ben, the creator now, may not delete it.
    let for_cal = items(&app, &cal, list).await;
    let kept = for_cal.iter().find(|i| i["id"] == jumper).unwrap();
    assert_eq!(kept["addedBy"]["userId"], Value::Null);
    assert_eq!(kept["claims"].as_array().unwrap().len(), 1);
    let item_path = format!("/api/collaborative-wishlists/{list}/items/{jumper}");
    assert_eq!(
        call(&app, &ben, Method::DELETE, &item_path, None)
            .await
            .status(),
        404
    );
    assert_eq!(
        call(&app, &cal, Method::DELETE, &item_path, None)
            .await
            .status(),
        403
    );
}

async fn a_date_change_never_reveals_and_the_reveal_is_one_way(app: TestApp) {
    let ann = app.sign_in_as("ann@example.com", "Ann", "Lee").await;
    let ben = app.sign_in_as("ben@example.com", "Ben", "Okafor").await;
    let cal = app.sign_in_as("cal@example.com", "Cal", "Ng").await;
    app.befriend(&ann, &ben, "ben@example.com").await;
    app.befriend(&ann, &cal, "cal@example.com").await;
    let (list, token) = list_of(&app, &ann, &[&ben, &cal]).await;
    let jumper = surprise(&app, &cal, list, &ben).await;
    let claim = format!("/api/collaborative-wishlists/{list}/items/{jumper}/claim");
    ok(call(
        &app,
        &ann,
        Method::PUT,
        &claim,
        Some(json!({"quantity": 1})),
    )
    .await)
    .await;
    let path = format!("/api/collaborative-wishlists/{list}");
    let ben_before = received(&app, &ben, list, &token, jumper).await;
    let ann_before = get(&app, &ann, &path).await;

    // The creator's peek: a date long past is refused, and changes nothing.
    let res = app
        .patch_json(&ann, &path, json!({"eventDate": "2020-01-01"}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["eventDate"],
        messages::EVENT_DATE_REVEALS
    );
    assert_eq!(get(&app, &ann, &path).await, ann_before);
    assert_eq!(received(&app, &ben, list, &token, jumper).await, ben_before);

    // Yesterday is fine: the reveal comes three days after it, when the
    // scheduler stores it; reads before then reveal nothing.
    let now = chrono::Utc::now();
    let yesterday = (now - chrono::TimeDelta::days(1)).date_naive().to_string();
    ok(app
        .patch_json(&ann, &path, json!({"eventDate": yesterday}))
        .await)
    .await;
    api::scheduler::tick(&app.db.database, None, now)
        .await
        .unwrap();
    let ben_dated = received(&app, &ben, list, &token, jumper).await;
    assert_never_told(&ben_dated, jumper);
    assert_eq!(ben_dated[1].1["archived"], false);
    let report = api::scheduler::tick(&app.db.database, None, now + chrono::TimeDelta::days(2))
        .await
        .unwrap();
    assert_eq!(report.revealed, 1);
    let revealed = items(&app, &ben, list).await;
    let jumper_for_ben = revealed.iter().find(|i| i["id"] == jumper).unwrap();
    assert_eq!(jumper_for_ben["givenBy"], json!(["Ann Lee"]));
    assert!(jumper_for_ben.get("claims").is_none());

    // One way: a later date takes nothing back; claims stay closed.
    ok(app
        .patch_json(&ann, &path, json!({"eventDate": "2099-01-01"}))
        .await)
    .await;
    let again = get(&app, &ben, &path).await;
    assert_eq!(again["archived"], true);
    assert!(again["items"]
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["id"] == jumper));
    let res = call(&app, &ann, Method::DELETE, &claim, None).await;
    assert_eq!(res.status(), 409);
    let report = api::scheduler::tick(&app.db.database, None, now + chrono::TimeDelta::days(9))
        .await
        .unwrap();
    assert_eq!(report.revealed, 0, "revealed once");
}

async fn the_recipient_cannot_claim_through_their_own_public_link(app: TestApp) {
    let ann = app.sign_in_as("ann@example.com", "Ann", "Lee").await;
    let ben = app.sign_in_as("ben@example.com", "Ben", "Okafor").await;
    app.befriend(&ann, &ben, "ben@example.com").await;
    let (list, group_token) = list_of(&app, &ann, &[&ben]).await;
    let ben_id = app.user_id(&ben).await;
    let wish = ok(app
        .post_json(
            &ben,
            &format!("/api/collaborative-wishlists/{list}/items"),
            json!({"name": "Record player", "quantity": 3, "forUserId": ben_id}),
        )
        .await)
    .await;
    let teapot = ok(app
        .post_json(
            &ann,
            "/api/wishlist",
            json!({"name": "Teapot", "quantity": 3}),
        )
        .await)
    .await;
    let link = ok(ann
        .put(app.url("/api/wishlist/public"))
        .json(&json!({"isPublic": true}))
        .send()
        .await
        .unwrap())
    .await;
    let personal_token = token_of(&link["url"]);
    // A guest takes one of each: two are left.
    for (token, item) in [
        (&group_token, &wish["id"]),
        (&personal_token, &teapot["id"]),
    ] {
        let path = format!("/api/public/lists/{token}/items/{item}/claims");
        let res = app
            .post_json(&app.new_browser(), &path, json!({"name": "Sam"}))
            .await;
        assert_eq!(res.status(), 201);
    }
    let ben_before = get(&app, &ben, &format!("/api/collaborative-wishlists/{list}")).await;
    for (who, token, item) in [
        (&ben, &group_token, &wish["id"]),
        (&ann, &personal_token, &teapot["id"]),
    ] {
        let path = format!("/api/public/lists/{token}/items/{item}/claims");
        for quantity in [1, 50] {
            let res = app
                .post_json(who, &path, json!({"name": "Me", "quantity": quantity}))
                .await;
            assert_eq!(res.status(), 403, "{path} x{quantity}");
            let body = json(res).await;
            assert_eq!(
                body["message"],
                messages::CLAIM_OWN_GIFT,
                "no count: {body}"
            );
        }
    }
    assert_eq!(
        get(&app, &ben, &format!("/api/collaborative-wishlists/{list}")).await,
        ben_before
    );
    // Signed out, the link works as for any guest.
    let path = format!(
        "/api/public/lists/{group_token}/items/{}/claims",
        wish["id"]
    );
    let res = app
        .post_json(&app.new_browser(), &path, json!({"name": "Kim"}))
        .await;
    assert_eq!(res.status(), 201);
}

async fn an_archived_list_is_closed(app: TestApp) {
    let ann = app.sign_in_as("ann@example.com", "Ann", "Lee").await;
    let ben = app.sign_in_as("ben@example.com", "Ben", "Okafor").await;
    app.befriend(&ann, &ben, "ben@example.com").await;
    let (list, token) = list_of(&app, &ann, &[&ben]).await;
    let items_path = format!("/api/collaborative-wishlists/{list}/items");
    let game = ok(app
        .post_json(&ben, &items_path, json!({"name": "Board game"}))
        .await)
    .await;
    ok(call(
        &app,
        &ann,
        Method::POST,
        &format!("/api/collaborative-wishlists/{list}/archive"),
        None,
    )
    .await)
    .await;
    let ann_before = get(&app, &ann, &format!("/api/collaborative-wishlists/{list}")).await;
    let ben_notes = get(&app, &ben, "/api/notifications").await;
    assert!(ann_before["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["canEdit"] == false && i["canDelete"] == false));

    let res = app
        .post_json(&ann, &items_path, json!({"name": "Late idea"}))
        .await;
    assert_eq!(res.status(), 409);
    assert_eq!(json(res).await["message"], messages::GROUP_LIST_CLOSED);
    let item_path = format!("{items_path}/{}", game["id"]);
    let res = app
        .patch_json(&ben, &item_path, json!({"name": "Renamed"}))
        .await;
    assert_eq!(res.status(), 409);
    assert_eq!(json(res).await["message"], messages::GROUP_LIST_CLOSED);
    let res = call(&app, &ben, Method::DELETE, &item_path, None).await;
    assert_eq!(res.status(), 409);
    let res = call(
        &app,
        &ann,
        Method::PUT,
        &format!("{item_path}/claim"),
        Some(json!({})),
    )
    .await;
    assert_eq!(res.status(), 409);
    assert_eq!(json(res).await["message"], messages::CLAIM_ARCHIVED);
    let guest = format!("/api/public/lists/{token}/items/{}/claims", game["id"]);
    let res = app
        .post_json(&app.new_browser(), &guest, json!({"name": "Sam"}))
        .await;
    assert_eq!(res.status(), 409);
    // Nobody new joins: they would only read who gave what.
    let cat = app.sign_in_as("cat@example.com", "Cat", "Ng").await;
    app.befriend(&ann, &cat, "cat@example.com").await;
    let cat_id = get(&app, &cat, "/api/auth/user").await["id"].clone();
    let res = app
        .post_json(
            &ann,
            &format!("/api/collaborative-wishlists/{list}/members"),
            json!({"userId": cat_id}),
        )
        .await;
    assert_eq!(res.status(), 409);
    assert_eq!(
        json(res).await["message"],
        messages::GROUP_LIST_CLOSED_TO_INVITES
    );
    let res = call(
        &app,
        &cat,
        Method::GET,
        &format!("/api/collaborative-wishlists/{list}"),
        None,
    )
    .await;
    assert_eq!(res.status(), 404, "not on the list");
    // Nothing changed, and nobody heard of the attempt.
    assert_eq!(
        get(&app, &ann, &format!("/api/collaborative-wishlists/{list}")).await,
        ann_before
    );
    assert_eq!(get(&app, &ben, "/api/notifications").await, ben_notes);
    assert!(get(&app, &cat, "/api/notifications").await["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .all(|n| n["kind"] != "list_invite"));
}
