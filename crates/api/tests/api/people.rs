//! The bell speaks about people (issue 37): a friend request, its
//! acceptance, and an item or a date shared with me each reach the bell
//! once; a member's items added to one list within an hour are one line.

use chrono::{DateTime, TimeDelta, Utc};
use domain::clock::FixedClock;
use reqwest::Client;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{ok, Backend, TestApp};

api_tests!(each_people_event_reaches_the_bell_once);

async fn bell(app: &TestApp, who: &Client) -> Vec<Value> {
    let list = ok(who.get(app.url("/api/notifications")).send().await.unwrap()).await;
    list["notifications"].as_array().unwrap().clone()
}

/// Each line as (kind, title, link), newest first.
async fn lines(app: &TestApp, who: &Client) -> Vec<(String, String, String)> {
    bell(app, who)
        .await
        .iter()
        .map(|n| {
            (
                n["kind"].as_str().unwrap().to_owned(),
                n["title"].as_str().unwrap().to_owned(),
                n["link"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

fn line(kind: &str, title: &str, link: &str) -> (String, String, String) {
    (kind.to_owned(), title.to_owned(), link.to_owned())
}

async fn each_people_event_reaches_the_bell_once(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Mole")
        .await;

    // A request to an address with no account tells nobody anything.
    ok(app
        .post_json(
            ada,
            "/api/friends/request",
            json!({"receiverEmail": "nobody@example.com"}),
        )
        .await)
    .await;
    let request = ok(app
        .post_json(
            ada,
            "/api/friends/request",
            json!({"receiverEmail": "grace@example.com"}),
        )
        .await)
    .await;
    assert_eq!(
        lines(&app, &grace).await,
        [line(
            "friend_request",
            "Ada Lovelace wants to be friends",
            "/friends?tab=requests"
        )]
    );
    assert!(
        lines(&app, ada).await.is_empty(),
        "the sender's bell stays quiet"
    );

    ok(app
        .post_json(
            &grace,
            "/api/friends/accept",
            json!({"requestId": request["id"]}),
        )
        .await)
    .await;
    assert_eq!(
        lines(&app, ada).await,
        [line(
            "friend_accepted",
            "Grace Hopper accepted your friend request",
            "/friends?tab=friends"
        )]
    );
    assert_eq!(
        lines(&app, &grace).await.len(),
        1,
        "accepting tells only the sender"
    );

    // Sharing an item and a date: once each, however often the right changes.
    let grace_id = app.user_id(&grace).await;
    let item = ok(app
        .post_json(ada, "/api/wishlist", json!({"name": "Teapot"}))
        .await)
    .await;
    let date = ok(app
        .post_json(
            ada,
            "/api/dates",
            json!({"title": "Mum's birthday", "type": "birthday", "date": "1960-03-02"}),
        )
        .await)
    .await;
    let share_item = format!("/api/sharing/wishlist-items/{}", item["id"]);
    for can_edit in [false, true, false] {
        ok(app
            .post_json(
                ada,
                &share_item,
                json!({"sharedWithId": grace_id, "canEdit": can_edit}),
            )
            .await)
        .await;
    }
    ok(app
        .patch_json(
            ada,
            &format!("{share_item}/shares/{grace_id}"),
            json!({"canEdit": true}),
        )
        .await)
    .await;
    ok(app
        .post_json(
            ada,
            &format!("/api/sharing/special-dates/{}", date["id"]),
            json!({"sharedWithId": grace_id, "canEdit": false}),
        )
        .await)
    .await;
    assert_eq!(
        lines(&app, &grace).await,
        [
            line(
                "date_shared",
                "Ada Lovelace shared Mum's birthday with you",
                "/dates"
            ),
            line(
                "item_shared",
                "Ada Lovelace shared Teapot with you",
                "/collaborative"
            ),
            line(
                "friend_request",
                "Ada Lovelace wants to be friends",
                "/friends?tab=requests"
            ),
        ]
    );
    // A refused share tells nobody.
    let res = app
        .post_json(&mallory, &share_item, json!({"sharedWithId": grace_id}))
        .await;
    assert_eq!(res.status(), 404);
    assert_eq!(lines(&app, &grace).await.len(), 3);
    assert!(lines(&app, &mallory).await.is_empty());

    // Ended and shared again: news again, once.
    let res = ada
        .delete(app.url(&format!("{share_item}/shares/{grace_id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    ok(app
        .post_json(
            ada,
            &share_item,
            json!({"sharedWithId": grace_id, "canEdit": false}),
        )
        .await)
    .await;
    let again = lines(&app, &grace).await;
    assert_eq!(again.len(), 4);
    assert_eq!(again[0].0, "item_shared");
}

fn at(instant: &str) -> DateTime<Utc> {
    instant.parse().unwrap()
}

#[actix_web::test]
async fn sqlite_a_lists_news_within_an_hour_is_one_line() {
    items_within_an_hour_are_one_line(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_a_lists_news_within_an_hour_is_one_line() {
    items_within_an_hour_are_one_line(Backend::Postgres).await;
}

/// A list's news gathers per list within the hour (issue 46: it was per
/// member before), whoever added the items; one person's items read as theirs.
async fn items_within_an_hour_are_one_line(backend: Backend) {
    let clock = FixedClock::at(at("2027-05-01T09:00:00Z"));
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    let bob = app.sign_in_as("bob@example.com", "Bob", "Brown").await;
    app.befriend(ada, &grace, "grace@example.com").await;
    app.befriend(ada, &bob, "bob@example.com").await;
    let grace_id = app.user_id(&grace).await;
    let bob_id = app.user_id(&bob).await;
    let list = ok(app
        .post_json(
            ada,
            "/api/collaborative-wishlists",
            json!({"name": "Kara's 30th"}),
        )
        .await)
    .await;
    let list_path = format!("/api/collaborative-wishlists/{}", list["id"]);
    for member in [grace_id, bob_id] {
        let res = app
            .post_json(
                ada,
                &format!("{list_path}/members"),
                json!({"userId": member, "role": "member"}),
            )
            .await;
        assert_eq!(res.status(), 201);
    }
    let items = format!("{list_path}/items");
    let list_news = |lines: Vec<(String, String, String)>| -> Vec<String> {
        lines
            .into_iter()
            .filter(|(kind, _, _)| kind == "list_news")
            .map(|(_, title, _)| title)
            .collect()
    };

    // Three of Ada's items, a surprise for Grace among them, in 40 minutes.
    for (name, minutes) in [("Scarf", 0), ("Gloves", 20), ("Hat", 40)] {
        clock.set(at("2027-05-01T09:00:00Z") + TimeDelta::minutes(minutes));
        ok(app.post_json(ada, &items, json!({"name": name})).await).await;
    }
    ok(app
        .post_json(
            ada,
            &items,
            json!({"name": "Grace's surprise", "forUserId": grace_id}),
        )
        .await)
    .await;
    assert_eq!(
        list_news(lines(&app, &bob).await),
        ["Ada added 4 items to Kara's 30th"]
    );
    assert_eq!(
        list_news(lines(&app, &grace).await),
        ["Ada added 3 items to Kara's 30th"],
        "the surprise is not counted for the one it is for"
    );
    let news = bell(&app, &bob).await;
    let batched = news.iter().find(|n| n["kind"] == "list_news").unwrap();
    assert_eq!(batched["body"], "The latest: Grace's surprise");
    assert_eq!(batched["link"], format!("/collaborative/{}", list["id"]));

    // Bob's item joins the list's line: two people's items are counted.
    ok(app.post_json(&bob, &items, json!({"name": "Book"})).await).await;
    assert_eq!(
        list_news(lines(&app, &grace).await),
        ["4 new items on Kara's 30th"]
    );
    assert_eq!(
        list_news(lines(&app, &bob).await),
        ["Ada added 4 items to Kara's 30th"],
        "Bob is not told of his own"
    );

    // Read, the line is done: the next item starts a new one.
    ok(app
        .post_json(&grace, "/api/notifications/read-all", json!({}))
        .await)
    .await;
    ok(app.post_json(ada, &items, json!({"name": "Candle"})).await).await;
    assert_eq!(
        list_news(lines(&app, &grace).await),
        ["Ada added Candle", "4 new items on Kara's 30th"]
    );
    // Past the hour from the first, Bob's line is done too.
    clock.set(at("2027-05-01T10:01:00Z"));
    ok(app.post_json(ada, &items, json!({"name": "Mug"})).await).await;
    assert_eq!(
        list_news(lines(&app, &bob).await),
        ["Ada added Mug", "Ada added 5 items to Kara's 30th"]
    );
}

#[actix_web::test]
async fn sqlite_the_circle_email_comes_at_most_once_a_day() {
    circle_email_once_a_day(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_the_circle_email_comes_at_most_once_a_day() {
    circle_email_once_a_day(Backend::Postgres).await;
}

/// "Email me about my circle": off by default; on, one email a day at most
/// with the bell's unread news about people and lists since the last one.
async fn circle_email_once_a_day(backend: Backend) {
    let Some(smtp) = crate::smtp::SmtpServer::start() else {
        return;
    };
    let start = at("2027-05-01T09:00:00Z");
    let clock = FixedClock::at(start);
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    let mailer = smtp.mailer(Vec::new());
    let tick = |minutes: i64| {
        let now = start + TimeDelta::minutes(minutes);
        clock.set(now);
        let db = app.db.database.clone();
        let mailer = mailer.clone();
        async move { api::scheduler::tick(&db, Some(&mailer), now).await.unwrap() }
    };
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    let settings = ok(ada
        .get(app.url("/api/account/settings"))
        .send()
        .await
        .unwrap())
    .await;
    assert_eq!(settings["emailCircle"], false, "off by default");
    let on = ok(grace
        .put(app.url("/api/account/settings"))
        .json(&json!({"emailCircle": true}))
        .send()
        .await
        .unwrap())
    .await;
    assert_eq!(on["emailCircle"], true);

    app.befriend(ada, &grace, "grace@example.com").await;
    let grace_id = app.user_id(&grace).await;
    let item = ok(app
        .post_json(ada, "/api/wishlist", json!({"name": "Teapot"}))
        .await)
    .await;
    ok(app
        .post_json(
            ada,
            &format!("/api/sharing/wishlist-items/{}", item["id"]),
            json!({"sharedWithId": grace_id}),
        )
        .await)
    .await;

    let report = tick(5).await;
    assert_eq!(report.circle_emailed, 1, "Grace only: Ada's setting is off");
    let first = smtp.wait_for(1).await;
    let message = &first[0];
    assert!(message.contains("To: grace@example.com"), "{message}");
    assert!(
        message.contains("Subject: 2 things from your circle on Presently"),
        "{message}"
    );
    assert!(
        message.contains("Ada Lovelace wants to be friends"),
        "{message}"
    );
    assert!(
        message.contains("Ada Lovelace shared Teapot with you"),
        "{message}"
    );
    assert!(message.contains("https://presently.example/"), "{message}");

    // More news the same day waits for tomorrow.
    clock.set(start + TimeDelta::minutes(10));
    let date = ok(app
        .post_json(
            ada,
            "/api/dates",
            json!({"title": "Mum's birthday", "type": "birthday", "date": "1960-03-02"}),
        )
        .await)
    .await;
    ok(app
        .post_json(
            ada,
            &format!("/api/sharing/special-dates/{}", date["id"]),
            json!({"sharedWithId": grace_id}),
        )
        .await)
    .await;
    assert_eq!(tick(180).await.circle_emailed, 0, "at most one a day");
    assert_eq!(tick(23 * 60).await.circle_emailed, 0);
    let report = tick(24 * 60 + 6).await;
    assert_eq!(report.circle_emailed, 1);
    let both = smtp.wait_for(2).await;
    let second = both.iter().find(|m| m.contains("Mum's birthday")).unwrap();
    assert!(
        second.contains("Subject: 1 thing from your circle on Presently"),
        "{second}"
    );
    assert!(
        !second.contains("Teapot"),
        "only what is new since the last one: {second}"
    );

    // Nothing new since: no email, whatever the day.
    assert_eq!(tick(3 * 24 * 60).await.circle_emailed, 0);
    assert_eq!(smtp.messages().len(), 2);
}
