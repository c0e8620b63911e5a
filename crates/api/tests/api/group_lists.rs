//! Group wishlists: creation rules, invites (only friends, only by the
//! creator, idempotent), members and outsiders, the surprise rule, public
//! links and Find a list.

use domain::messages;
use reqwest::Client;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, token_of, TestApp};

const LISTS: &str = "/api/collaborative-wishlists";

api_tests!(
    creation_rules,
    invites_only_friends_and_only_by_the_creator,
    members_see_the_list_and_outsiders_get_404,
    a_member_sees_only_friends_email_addresses,
    a_surprise_never_reaches_the_member_it_is_for,
    members_change_only_what_they_added,
    rename_leave_remove_and_delete,
    public_links_and_find_a_list,
    an_archived_list_leaves_find_a_list,
    lists_holding_ideas_for_someone,
);

/// Ada (app.client), her friends Ben and Cat, and Mallory, a stranger.
struct People {
    ben: Client,
    cat: Client,
    mallory: Client,
    ben_id: i64,
    cat_id: i64,
    mallory_id: i64,
}

async fn people(app: &TestApp) -> People {
    app.sign_in_ada().await;
    let ben = app.sign_in_as("ben@example.com", "Ben", "Okafor").await;
    let cat = app.sign_in_as("cat@example.com", "Cat", "Ng").await;
    let mallory = app.sign_in_as("mallory@example.com", "Mallory", "M").await;
    app.befriend(&app.client, &ben, "ben@example.com").await;
    app.befriend(&app.client, &cat, "cat@example.com").await;
    People {
        ben_id: app.user_id(&ben).await,
        cat_id: app.user_id(&cat).await,
        mallory_id: app.user_id(&mallory).await,
        ben,
        cat,
        mallory,
    }
}

async fn create(app: &TestApp, body: Value) -> Value {
    let res = app.post_json(&app.client, LISTS, body).await;
    assert_eq!(res.status(), 201);
    json(res).await
}

async fn invite(app: &TestApp, list: &Value, user_id: i64) -> reqwest::Response {
    app.post_json(
        &app.client,
        &format!("{LISTS}/{}/members", list["id"]),
        json!({"userId": user_id, "role": "member"}),
    )
    .await
}

/// Ada archives her list: the reveal, and the list is closed.
async fn archive(app: &TestApp, list: &Value) {
    let path = format!("{LISTS}/{}/archive", list["id"]);
    let res = app.post_json(&app.client, &path, json!({})).await;
    assert_eq!(res.status(), 200);
}

async fn get(app: &TestApp, client: &Client, path: &str) -> reqwest::Response {
    client.get(app.url(path)).send().await.unwrap()
}

async fn delete(app: &TestApp, client: &Client, path: &str) -> reqwest::Response {
    client.delete(app.url(path)).send().await.unwrap()
}

fn item_names(list: &Value) -> Vec<String> {
    let mut names: Vec<String> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["name"].as_str().unwrap().to_owned())
        .collect();
    names.sort();
    names
}

async fn creation_rules(app: TestApp) {
    app.sign_in_ada().await;
    for body in [json!({"isPublic": false}), json!({"name": "   "})] {
        let res = app.post_json(&app.client, LISTS, body).await;
        assert_eq!(res.status(), 400);
        let error = json(res).await;
        assert_eq!(error["fields"]["name"], messages::WISHLIST_NAME_REQUIRED);
    }
    let res = app
        .post_json(
            &app.client,
            LISTS,
            json!({"name": "x", "occasion": "Graduation", "eventDate": "soon"}),
        )
        .await;
    assert_eq!(res.status(), 400);
    let error = json(res).await;
    assert_eq!(error["fields"]["occasion"], messages::OCCASION_INVALID);
    assert_eq!(error["fields"]["eventDate"], messages::DATE_INVALID);

    let list = create(
        &app,
        json!({"name": "  Mum's 60th  ", "description": "  ", "isPublic": false,
               "occasion": "Birthday", "eventDate": "2027-03-04"}),
    )
    .await;
    assert!(list["id"].is_i64());
    assert_eq!(list["name"], "Mum's 60th", "trimmed");
    assert_eq!(list["description"], Value::Null, "blank is omitted");
    assert_eq!(list["occasion"], "birthday");
    assert_eq!(list["eventDate"], "2027-03-04");
    assert_eq!(list["isPublic"], false);
    assert_eq!(list["publicUrl"], Value::Null);
    assert_eq!(list["listed"], false);
    assert_eq!(list["role"], "owner");
    assert_eq!(list["memberCount"], 1);
    assert_eq!(list["itemCount"], 0);
    assert_eq!(list["ownerName"], "Ada Lovelace");
    assert_eq!(list["members"][0]["role"], "owner");
    assert_eq!(list["members"][0]["firstName"], "Ada");

    let all = json(app.get(LISTS).await).await;
    assert_eq!(all.as_array().unwrap().len(), 1);
    assert_eq!(all[0]["id"], list["id"]);
    assert_eq!(all[0]["role"], "owner");
    assert!(
        all[0].get("members").is_none(),
        "the overview has no members"
    );

    // Signed out: 401 on every group route.
    let stranger = app.new_browser();
    assert_eq!(get(&app, &stranger, LISTS).await.status(), 401);
    let path = format!("{LISTS}/{}", list["id"]);
    assert_eq!(get(&app, &stranger, &path).await.status(), 401);
}

async fn invites_only_friends_and_only_by_the_creator(app: TestApp) {
    let p = people(&app).await;
    let list = create(&app, json!({"name": "Secret Santa", "isPublic": false})).await;
    let members = format!("{LISTS}/{}/members", list["id"]);

    let res = invite(&app, &list, p.mallory_id).await;
    assert_eq!(res.status(), 400, "not a friend");
    assert_eq!(
        json(res).await["fields"]["userId"],
        messages::GROUP_INVITE_FRIENDS_ONLY
    );
    let res = app
        .post_json(
            &app.client,
            &members,
            json!({"userId": p.ben_id, "role": "owner"}),
        )
        .await;
    assert_eq!(res.status(), 400, "invites give the member role only");
    let res = app
        .post_json(&app.client, &members, json!({"role": "member"}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["userId"],
        messages::GROUP_INVITEE_REQUIRED
    );

    let res = invite(&app, &list, p.ben_id).await;
    assert_eq!(res.status(), 201);
    let ben = json(res).await;
    assert_eq!(ben["userId"], p.ben_id);
    assert_eq!(ben["role"], "member");
    assert_eq!(ben["firstName"], "Ben");
    // A retried invite is no error and adds no one.
    let res = invite(&app, &list, p.ben_id).await;
    assert_eq!(res.status(), 200);
    assert_eq!(json(res).await["userId"], p.ben_id);
    let listed = json(get(&app, &app.client, &format!("{LISTS}/{}", list["id"])).await).await;
    assert_eq!(listed["memberCount"], 2);

    // Ben is a member, not the creator: he cannot invite Cat (his friend too).
    app.befriend(&p.ben, &p.cat, "cat@example.com").await;
    let res = app
        .post_json(
            &p.ben,
            &members,
            json!({"userId": p.cat_id, "role": "member"}),
        )
        .await;
    assert_eq!(res.status(), 403);
    assert_eq!(json(res).await["message"], messages::GROUP_OWNER_ONLY);
    // Mallory is not on the list: it does not exist for her.
    let res = app
        .post_json(
            &p.mallory,
            &members,
            json!({"userId": p.cat_id, "role": "member"}),
        )
        .await;
    assert_eq!(res.status(), 404);

    // Ben hears that he was added (beside his friends' news).
    let bell = json(get(&app, &p.ben, "/api/notifications").await).await;
    let invited = bell["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["kind"] == "list_invite")
        .unwrap();
    assert_eq!(invited["kind"], "list_invite");
    assert_eq!(invited["title"], "Ada added you to Secret Santa");
    assert_eq!(invited["link"], format!("/collaborative/{}", list["id"]));
    assert_eq!(invited["specialDateId"], Value::Null);
}

async fn members_see_the_list_and_outsiders_get_404(app: TestApp) {
    let p = people(&app).await;
    let list = create(&app, json!({"name": "Wedding", "isPublic": false})).await;
    invite(&app, &list, p.ben_id).await;
    let path = format!("{LISTS}/{}", list["id"]);

    let seen = json(get(&app, &p.ben, &path).await).await;
    assert_eq!(seen["name"], "Wedding");
    assert_eq!(seen["role"], "member");
    assert_eq!(seen["memberCount"], 2);
    let mine = json(get(&app, &p.ben, LISTS).await).await;
    assert_eq!(
        mine[0]["id"], list["id"],
        "the list shows in Ben's overview"
    );
    assert_eq!(mine[0]["role"], "member");

    for outsider in [&p.cat, &p.mallory] {
        assert_eq!(get(&app, outsider, &path).await.status(), 404);
        assert_eq!(json(get(&app, outsider, LISTS).await).await, json!([]));
        let res = app
            .post_json(outsider, &format!("{path}/items"), json!({"name": "x"}))
            .await;
        assert_eq!(res.status(), 404);
        assert_eq!(
            app.patch_json(outsider, &path, json!({"name": "mine now"}))
                .await
                .status(),
            404
        );
        assert_eq!(delete(&app, outsider, &path).await.status(), 404);
    }
    assert_eq!(
        get(&app, &p.ben, &format!("{LISTS}/999999")).await.status(),
        404
    );
}

/// Ben and Cat are Ada's friends, not each other's: on her list each sees
/// the other's name, never the other's email; Ada sees both. Once Ada and
/// Ben are no longer friends, he no longer sees hers.
async fn a_member_sees_only_friends_email_addresses(app: TestApp) {
    let p = people(&app).await;
    let list = create(&app, json!({"name": "Reunion"})).await;
    invite(&app, &list, p.ben_id).await;
    invite(&app, &list, p.cat_id).await;
    let path = format!("{LISTS}/{}", list["id"]);
    let emails = |seen: &Value| -> Vec<(String, Value)> {
        seen["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["firstName"].as_str().unwrap().to_owned(),
                    m["email"].clone(),
                )
            })
            .collect()
    };
    let ada_sees = json(get(&app, &app.client, &path).await).await;
    assert!(emails(&ada_sees).iter().all(|(_, email)| email.is_string()));
    let ben_sees = json(get(&app, &p.ben, &path).await).await;
    for (name, email) in emails(&ben_sees) {
        match name.as_str() {
            "Cat" => assert_eq!(email, Value::Null, "not Ben's friend"),
            "Ben" => assert_eq!(email, "ben@example.com"),
            _ => assert!(email.is_string(), "{name} is Ben's friend"),
        }
    }
    // Ada ends the friendship: Ben, still on her list, loses her address.
    let friends = json(get(&app, &app.client, "/api/friends").await).await;
    let ben_friendship = friends
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["email"] == "ben@example.com")
        .unwrap()["friendshipId"]
        .clone();
    assert_eq!(
        delete(&app, &app.client, &format!("/api/friends/{ben_friendship}"))
            .await
            .status(),
        200
    );
    let ben_sees = json(get(&app, &p.ben, &path).await).await;
    assert!(
        emails(&ben_sees)
            .iter()
            .all(|(name, email)| name == "Ben" || email.is_null()),
        "{ben_sees}"
    );
}

async fn a_surprise_never_reaches_the_member_it_is_for(app: TestApp) {
    let p = people(&app).await;
    let list = create(&app, json!({"name": "Ben's birthday", "isPublic": true})).await;
    invite(&app, &list, p.ben_id).await;
    invite(&app, &list, p.cat_id).await;
    let path = format!("{LISTS}/{}", list["id"]);
    let items = format!("{path}/items");

    // Ben wishes for a book; Ada plans a surprise watch for him; Cat adds
    // something for Grandma, who is not on Presently.
    let res = app
        .post_json(
            &p.ben,
            &items,
            json!({"name": "Book", "forUserId": p.ben_id}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let book = json(res).await;
    assert_eq!(book["forUserId"], p.ben_id);
    assert_eq!(book["addedBy"]["firstName"], "Ben");
    assert_eq!(book["canEdit"], true);
    let res = app
        .post_json(
            &app.client,
            &items,
            json!({"name": "Watch", "price": "$120", "forUserId": p.ben_id}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let watch = json(res).await;
    assert_eq!(watch["priceValue"], 120.0);
    let res = app
        .post_json(
            &p.cat,
            &items,
            json!({"name": "Scarf", "forName": " Grandma "}),
        )
        .await;
    assert_eq!(json(res).await["forName"], "Grandma");
    // An item for someone not on the list, or for two people, is refused.
    let res = app
        .post_json(
            &p.cat,
            &items,
            json!({"name": "x", "forUserId": p.mallory_id}),
        )
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["forUserId"],
        messages::GROUP_RECIPIENT_NOT_MEMBER
    );
    let res = app
        .post_json(
            &p.cat,
            &items,
            json!({"name": "x", "forUserId": p.ben_id, "forName": "Ben"}),
        )
        .await;
    assert_eq!(res.status(), 400);

    let for_cat = json(get(&app, &p.cat, &path).await).await;
    assert_eq!(item_names(&for_cat), ["Book", "Scarf", "Watch"]);
    assert_eq!(for_cat["itemCount"], 3);
    let for_ben = json(get(&app, &p.ben, &path).await).await;
    assert_eq!(
        item_names(&for_ben),
        ["Book", "Scarf"],
        "the watch is a surprise"
    );
    assert_eq!(for_ben["itemCount"], 2);
    let overview = json(get(&app, &p.ben, LISTS).await).await;
    assert_eq!(overview[0]["itemCount"], 2);
    // Not even its id gives it away.
    let watch_path = format!("{items}/{}", watch["id"]);
    assert_eq!(
        app.patch_json(&p.ben, &watch_path, json!({"name": "peek"}))
            .await
            .status(),
        404
    );
    assert_eq!(delete(&app, &p.ben, &watch_path).await.status(), 404);

    // The bell: Cat heard of the book and the watch; Ben of the scarf only.
    let bell = json(get(&app, &p.ben, "/api/notifications").await).await;
    let titles: Vec<&str> = bell["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["title"].as_str().unwrap())
        .collect();
    assert!(titles.contains(&"Cat added Scarf"), "{titles:?}");
    assert!(!titles.iter().any(|t| t.contains("Watch")), "{titles:?}");
    let bell = json(get(&app, &p.cat, "/api/notifications").await).await;
    let titles: Vec<&str> = bell["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["title"].as_str().unwrap())
        .collect();
    // One line for the list within the hour: Ben's book and Ada's watch,
    // never Cat's own scarf.
    let news = &bell["notifications"][0];
    assert_eq!(news["kind"], "list_news");
    assert!(
        news["title"]
            .as_str()
            .unwrap()
            .starts_with("2 new items on "),
        "{titles:?}"
    );
    assert_eq!(news["body"], "The latest: Watch");
    assert_eq!(news["link"], format!("/collaborative/{}", list["id"]));

    // Neither does the public link, which Ben could open.
    let token = token_of(&list["publicUrl"]);
    let public = json(
        app.new_browser()
            .get(app.url(&format!("/api/public/lists/{token}")))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(public["kind"], "group");
    assert_eq!(public["title"], "Ben's birthday");
    assert_eq!(item_names(&public), ["Book", "Scarf"]);

    // Moving the watch to everyone makes it visible to Ben.
    let res = app
        .patch_json(&app.client, &watch_path, json!({"forUserId": null}))
        .await;
    assert_eq!(res.status(), 200);
    let for_ben = json(get(&app, &p.ben, &path).await).await;
    assert_eq!(item_names(&for_ben), ["Book", "Scarf", "Watch"]);
}

async fn members_change_only_what_they_added(app: TestApp) {
    let p = people(&app).await;
    let list = create(&app, json!({"name": "House", "isPublic": false})).await;
    invite(&app, &list, p.ben_id).await;
    let items = format!("{LISTS}/{}/items", list["id"]);
    let res = app
        .post_json(&p.ben, &items, json!({"name": "Kettle", "quantity": 0}))
        .await;
    let kettle = json(res).await;
    assert_eq!(kettle["quantity"], 1, "quantity falls back to 1");
    assert_eq!(kettle["priority"], "medium");
    let kettle_path = format!("{items}/{}", kettle["id"]);
    let res = app.post_json(&p.ben, &items, json!({"name": " "})).await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["name"],
        messages::ITEM_NAME_REQUIRED
    );

    let res = app
        .patch_json(&app.client, &kettle_path, json!({"name": "Mine"}))
        .await;
    assert_eq!(res.status(), 403, "Ada did not add it");
    assert_eq!(json(res).await["message"], messages::GROUP_ITEM_ADDER_ONLY);
    assert_eq!(delete(&app, &app.client, &kettle_path).await.status(), 403);
    let listed = json(get(&app, &app.client, &format!("{LISTS}/{}", list["id"])).await).await;
    assert_eq!(listed["items"][0]["canEdit"], false);

    let res = app
        .patch_json(
            &p.ben,
            &kettle_path,
            json!({"name": "Red kettle", "priority": "high"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let updated = json(res).await;
    assert_eq!(updated["name"], "Red kettle");
    assert_eq!(updated["priority"], "high");
    assert_eq!(updated["quantity"], 1, "unchanged");
    assert_eq!(delete(&app, &p.ben, &kettle_path).await.status(), 200);
    assert_eq!(delete(&app, &p.ben, &kettle_path).await.status(), 404);
}

async fn rename_leave_remove_and_delete(app: TestApp) {
    let p = people(&app).await;
    let list = create(&app, json!({"name": "Holiday", "isPublic": false})).await;
    invite(&app, &list, p.ben_id).await;
    invite(&app, &list, p.cat_id).await;
    let path = format!("{LISTS}/{}", list["id"]);

    let res = app
        .patch_json(&app.client, &path, json!({"name": ""}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["name"],
        messages::WISHLIST_NAME_REQUIRED
    );
    let res = app
        .patch_json(
            &app.client,
            &path,
            json!({"name": " Christmas ", "occasion": "holiday"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let renamed = json(res).await;
    assert_eq!(renamed["name"], "Christmas");
    assert_eq!(renamed["occasion"], "holiday");
    let res = app
        .patch_json(&p.ben, &path, json!({"name": "Ben's"}))
        .await;
    assert_eq!(res.status(), 403, "only the creator renames");

    // Ben leaves; he may not remove Cat; the creator may not leave.
    let cat_member = format!("{path}/members/{}", p.cat_id);
    assert_eq!(delete(&app, &p.ben, &cat_member).await.status(), 403);
    let ben_member = format!("{path}/members/{}", p.ben_id);
    assert_eq!(delete(&app, &p.ben, &ben_member).await.status(), 200);
    assert_eq!(get(&app, &p.ben, &path).await.status(), 404, "gone for Ben");
    let ada_member = format!("{path}/members/{}", app.user_id(&app.client).await);
    let res = delete(&app, &app.client, &ada_member).await;
    assert_eq!(res.status(), 409);
    assert_eq!(
        json(res).await["message"],
        messages::GROUP_CREATOR_CANNOT_LEAVE
    );
    // The creator removes Cat.
    assert_eq!(delete(&app, &app.client, &cat_member).await.status(), 200);
    assert_eq!(get(&app, &p.cat, &path).await.status(), 404);
    assert_eq!(
        json(get(&app, &app.client, &path).await).await["memberCount"],
        1
    );

    // Only the creator deletes; then it is gone for everyone.
    invite(&app, &list, p.ben_id).await;
    assert_eq!(delete(&app, &p.ben, &path).await.status(), 403);
    let res = delete(&app, &app.client, &path).await;
    assert_eq!(res.status(), 200);
    assert_eq!(json(res).await["deleted"], true);
    assert_eq!(get(&app, &app.client, &path).await.status(), 404);
    assert_eq!(get(&app, &p.ben, &path).await.status(), 404);
}

async fn public_links_and_find_a_list(app: TestApp) {
    let p = people(&app).await;
    let signed_out = app.new_browser();
    let find = |query: &str| {
        let url = app.url(&format!("/api/public/lists{query}"));
        let client = signed_out.clone();
        async move { client.get(url).send().await.unwrap() }
    };

    let list = create(
        &app,
        json!({"name": "Baby Lee", "description": "For the NEW arrival", "isPublic": true,
               "occasion": "Baby Shower"}),
    )
    .await;
    let url = list["publicUrl"].as_str().unwrap().to_owned();
    let token = url.rsplit('/').next().unwrap().to_owned();
    let public_path = format!("/api/public/lists/{token}");
    let items = format!("{LISTS}/{}/items", list["id"]);
    app.post_json(&app.client, &items, json!({"name": "Cot", "price": "$200"}))
        .await;
    let res = signed_out.get(app.url(&public_path)).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let public = json(res).await;
    assert_eq!(public["title"], "Baby Lee");
    assert_eq!(public["occasion"], "baby-shower");
    assert_eq!(public["ownerFirstName"], "Ada");

    // A public link alone is never listed.
    assert_eq!(json(find("").await).await, json!([]));
    let path = format!("{LISTS}/{}", list["id"]);
    let res = app
        .patch_json(&app.client, &path, json!({"listed": true}))
        .await;
    assert_eq!(json(res).await["listed"], true);
    // Ben's personal wishlist, public and listed too.
    app.post_json(&p.ben, "/api/wishlist", json!({"name": "Bike"}))
        .await;
    let res = p
        .ben
        .put(app.url("/api/wishlist/public"))
        .json(&json!({"isPublic": true, "listed": true}))
        .send()
        .await
        .unwrap();
    let ben_link = json(res).await;
    assert_eq!(ben_link["listed"], true);

    let all = json(find("").await).await;
    assert_eq!(all.as_array().unwrap().len(), 2, "{all}");
    let by_title = |list: &Value, title: &str| -> Value {
        list.as_array()
            .unwrap()
            .iter()
            .find(|l| l["title"] == title)
            .cloned()
            .unwrap_or(Value::Null)
    };
    let baby = by_title(&all, "Baby Lee");
    assert_eq!(baby["kind"], "group");
    assert_eq!(baby["ownerName"], "Ada", "first name only");
    assert_eq!(baby["itemCount"], 1);
    assert_eq!(baby["url"], format!("/lists/{token}"));
    assert_eq!(baby["featuredItems"][0]["title"], "Cot");
    let bens = by_title(&all, "Ben's wishlist");
    assert_eq!(bens["kind"], "personal");
    assert_eq!(bens["itemCount"], 1);
    assert!(
        bens.to_string().find("ben@example.com").is_none(),
        "no emails"
    );

    // Title, owner first name and description, any case; and the occasion.
    for (query, titles) in [
        ("?search=baby", vec!["Baby Lee"]),
        ("?search=ADA", vec!["Baby Lee"]),
        ("?search=new%20arrival", vec!["Baby Lee"]),
        ("?search=ben", vec!["Ben's wishlist"]),
        ("?search=100%25", vec![]),
        ("?occasion=Baby%20Shower", vec!["Baby Lee"]),
        ("?occasion=baby-shower&search=lee", vec!["Baby Lee"]),
        ("?occasion=wedding", vec![]),
        ("?occasion=all&search=wishlist", vec!["Ben's wishlist"]),
    ] {
        let found = json(find(query).await).await;
        let mut got: Vec<&str> = found
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["title"].as_str().unwrap())
            .collect();
        got.sort();
        assert_eq!(got, titles, "{query}");
    }
    let res = find("?occasion=party").await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["occasion"],
        messages::OCCASION_INVALID
    );

    // Rotating gives a new link and the old one 404s; private again unlists.
    let res = app
        .post_json(&app.client, &format!("{path}/public/rotate"), json!({}))
        .await;
    assert_eq!(res.status(), 200);
    let rotated = json(res).await;
    assert_ne!(rotated["publicUrl"], list["publicUrl"]);
    assert_eq!(
        signed_out
            .get(app.url(&public_path))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    let res = app
        .patch_json(&app.client, &path, json!({"isPublic": false}))
        .await;
    let private = json(res).await;
    assert_eq!(private["isPublic"], false);
    assert_eq!(private["listed"], false);
    assert_eq!(private["publicUrl"], Value::Null);
    let found = json(find("?search=baby").await).await;
    assert_eq!(found, json!([]));
    let res = app
        .post_json(&app.client, &format!("{path}/public/rotate"), json!({}))
        .await;
    assert_eq!(res.status(), 409, "a private list has no link to rotate");
    // A member may not change visibility.
    invite(&app, &list, p.ben_id).await;
    let res = app
        .patch_json(&p.ben, &path, json!({"isPublic": true}))
        .await;
    assert_eq!(res.status(), 403);
}

/// Find a list is for lists one can still give from: an archived list is
/// closed to claims, so it leaves the results; its link still opens it.
async fn an_archived_list_leaves_find_a_list(app: TestApp) {
    app.sign_in_ada().await;
    let list = create(
        &app,
        json!({"name": "Garden party", "isPublic": true, "listed": true}),
    )
    .await;
    let signed_out = app.new_browser();
    let find = || {
        let url = app.url("/api/public/lists?search=garden");
        let client = signed_out.clone();
        async move { json(client.get(url).send().await.unwrap()).await }
    };
    let found = find().await;
    assert_eq!(found.as_array().unwrap().len(), 1, "{found}");
    archive(&app, &list).await;
    assert_eq!(find().await, json!([]));
    let token = token_of(&list["publicUrl"]);
    let page = signed_out
        .get(app.url(&format!("/api/public/lists/{token}")))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    assert_eq!(json(page).await["archived"], true);
}

/// Where an idea for someone goes first: the open lists I am on that hold
/// an item I can see for them (by outside name or member's first name),
/// in one request; a surprise for me never counts, nor a list I am not on.
async fn lists_holding_ideas_for_someone(app: TestApp) {
    let p = people(&app).await;
    let list = create(&app, json!({"name": "Family"})).await;
    // A second list of Ada's, holding nothing for anyone: never answered.
    create(&app, json!({"name": "Office"})).await;
    invite(&app, &list, p.ben_id).await;
    let items = format!("{LISTS}/{}/items", list["id"]);
    // Ada plans a surprise for Ben, and an idea for Grandma.
    for body in [
        json!({"name": "Watch", "forUserId": p.ben_id}),
        json!({"name": "Scarf", "forName": "Grandma Rose"}),
    ] {
        assert_eq!(app.post_json(&app.client, &items, body).await.status(), 201);
    }
    let holding = |who: &Client, name: &str| {
        let url = format!(
            "{LISTS}/holding?name={}",
            url::form_urlencoded::byte_serialize(name.as_bytes()).collect::<String>()
        );
        let who = who.clone();
        let app = &app;
        async move { json(get(app, &who, &url).await).await }
    };
    assert_eq!(
        holding(&app.client, "grandma rose").await,
        json!([list["id"]])
    );
    assert_eq!(holding(&app.client, "  BEN ").await, json!([list["id"]]));
    assert_eq!(holding(&app.client, "Cat").await, json!([]));
    // Ben never learns of the watch planned for him.
    assert_eq!(holding(&p.ben, "Ben").await, json!([]));
    assert_eq!(holding(&p.ben, "Grandma Rose").await, json!([list["id"]]));
    // Not on the list: nothing.
    assert_eq!(holding(&p.cat, "Grandma Rose").await, json!([]));
    assert_eq!(holding(&p.mallory, "Grandma Rose").await, json!([]));
    // No name, or too long a one: 400 with the field.
    let res = get(&app, &app.client, &format!("{LISTS}/holding")).await;
    assert_eq!(res.status(), 400);
    assert_eq!(json(res).await["fields"]["name"], messages::NAME_REQUIRED);
    let long = "x".repeat(201);
    let res = get(&app, &app.client, &format!("{LISTS}/holding?name={long}")).await;
    assert_eq!(res.status(), 400);
    // An archived list takes no ideas: it is not offered.
    archive(&app, &list).await;
    assert_eq!(holding(&app.client, "grandma rose").await, json!([]));
}
