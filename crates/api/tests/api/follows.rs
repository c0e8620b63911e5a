//! Following a list and watching it live (issue 46), over HTTP on both
//! databases: who may follow, the bell's news batched per list per hour,
//! the email when a claimed gift is taken off its list, and the live
//! pages' streams: a giver's page hears of another giver's claim, the
//! recipient's never does (nor of a surprise); a stranger gets 404; a
//! stream ends with its session or its access; a change on one instance
//! reaches a page served by another; nothing is compressed or buffered.

use std::time::{Duration, Instant};

use chrono::{DateTime, TimeDelta, Utc};
use domain::clock::FixedClock;
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{call, ok, Backend, TestApp};

/// A fast live loop for tests: changes read every 50 ms, sessions and
/// access checked every second; and the two-instance test's settings
/// (one `SESSION_KEY`, sessions trusted for a second).
fn live() -> Vec<(&'static str, &'static str)> {
    let mut vars = crate::instances::VARS.to_vec();
    vars.extend([
        ("PRESENTLY_LIVE_POLL_MS", "50"),
        ("PRESENTLY_LIVE_CHECK_SECONDS", "1"),
    ]);
    vars
}

/// Long enough for a change to reach a stream on a loaded machine.
const REACHES: Duration = Duration::from_secs(10);
/// How long a silent stream is watched: several reads and checks.
const SILENT: Duration = Duration::from_millis(2500);

async fn get(app: &TestApp, who: &Client, path: &str) -> Value {
    ok(call(app, who, Method::GET, path, None).await).await
}

async fn send(app: &TestApp, who: &Client, method: Method, path: &str, body: Value) -> Value {
    ok(call(app, who, method, path, Some(body)).await).await
}

async fn status(app: &TestApp, who: &Client, method: Method, path: &str) -> StatusCode {
    call(app, who, method, path, None).await.status()
}

/// What a stream said next.
#[derive(Debug, PartialEq, Eq)]
enum Heard {
    /// An event by its name (`changed`).
    Event(String),
    /// Nothing but keep-alives for the whole wait.
    Nothing,
    /// The server ended the stream.
    Ended,
}

/// A live page's stream, read as a browser's EventSource reads it.
struct Stream {
    res: reqwest::Response,
    buffer: String,
}

impl Stream {
    /// Opens `who`'s stream of `list` (on `app`), checks how it is sent,
    /// and reads its `ready`.
    async fn open(app: &TestApp, who: &Client, list: i64) -> Stream {
        let res = who
            .get(app.url(&format!("/api/lists/{list}/events")))
            .header("Accept", "text/event-stream")
            .header("Accept-Encoding", "gzip, br")
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let header = |name: &str| {
            res.headers()
                .get(name)
                .map(|v| v.to_str().unwrap().to_owned())
        };
        assert_eq!(header("content-type").as_deref(), Some("text/event-stream"));
        assert_eq!(header("content-encoding"), None, "never compressed");
        assert_eq!(header("x-accel-buffering").as_deref(), Some("no"));
        assert!(header("cache-control").unwrap().contains("no-cache"));
        let mut stream = Stream {
            res,
            buffer: String::new(),
        };
        assert_eq!(
            stream.next(REACHES).await,
            Heard::Event("ready".into()),
            "the stream opens with ready"
        );
        stream
    }

    /// The next event within `wait`, keep-alives skipped.
    async fn next(&mut self, wait: Duration) -> Heard {
        let until = Instant::now() + wait;
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let name = block
                    .lines()
                    .find_map(|line| line.strip_prefix("event: "))
                    .map(str::to_owned);
                if let Some(name) = name {
                    if name == "changed" {
                        assert!(block.contains("data: {\"listId\":"), "{block}");
                    }
                    return Heard::Event(name);
                }
                // A comment: the stream is alive.
                assert!(block.starts_with(':'), "{block}");
                continue;
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Heard::Nothing;
            }
            match tokio::time::timeout(left, self.res.chunk()).await {
                Err(_) => return Heard::Nothing,
                Ok(Ok(Some(bytes))) => self.buffer.push_str(std::str::from_utf8(&bytes).unwrap()),
                Ok(Ok(None)) | Ok(Err(_)) => return Heard::Ended,
            }
        }
    }

    /// Waits out [`SILENT`] and says whether any event came.
    async fn stays_silent(&mut self) -> bool {
        self.next(SILENT).await == Heard::Nothing
    }
}

/// A group list by Olive with Ben and Cat on it, and Ben's own wish, a
/// book for himself: (olive, ben, cat, list, book).
async fn olives_list(app: &TestApp) -> (Client, Client, Client, i64, i64) {
    let olive = app.sign_in_as("olive@example.com", "Olive", "Owens").await;
    let ben = app.sign_in_as("ben@example.com", "Ben", "Brown").await;
    let cat = app.sign_in_as("cat@example.com", "Cat", "Clark").await;
    app.befriend(&ben, &olive, "olive@example.com").await;
    app.befriend(&cat, &olive, "olive@example.com").await;
    let list = ok(app
        .post_json(
            &olive,
            "/api/collaborative-wishlists",
            json!({"name": "Ben's 40th"}),
        )
        .await)
    .await;
    let id = list["id"].as_i64().unwrap();
    for member in [&ben, &cat] {
        let user = app.user_id(member).await;
        ok(app
            .post_json(
                &olive,
                &format!("/api/collaborative-wishlists/{id}/members"),
                json!({"userId": user, "role": "member"}),
            )
            .await)
        .await;
    }
    let ben_id = app.user_id(&ben).await;
    let book = ok(app
        .post_json(
            &ben,
            &format!("/api/collaborative-wishlists/{id}/items"),
            json!({"name": "Book", "forUserId": ben_id}),
        )
        .await)
    .await;
    (olive, ben, cat, id, book["id"].as_i64().unwrap())
}

#[actix_web::test]
async fn sqlite_live_pages_tell_givers_and_never_the_recipient() {
    live_pages_tell_givers_and_never_the_recipient(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_live_pages_tell_givers_and_never_the_recipient() {
    live_pages_tell_givers_and_never_the_recipient(Backend::Postgres).await;
}

async fn live_pages_tell_givers_and_never_the_recipient(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, &live()).await else {
        return;
    };
    let (olive, ben, cat, list, book) = olives_list(&app).await;
    let items = format!("/api/collaborative-wishlists/{list}/items");

    // A stranger cannot subscribe, nor can anyone signed out.
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Moss")
        .await;
    let events = format!("/api/lists/{list}/events");
    assert_eq!(
        status(&app, &mallory, Method::GET, &events).await,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        status(&app, &app.new_browser(), Method::GET, &events).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        status(&app, &mallory, Method::GET, "/api/lists/999999/events").await,
        StatusCode::NOT_FOUND
    );

    let mut bens = Stream::open(&app, &ben, list).await;
    let mut cats = Stream::open(&app, &cat, list).await;
    let bens_page = get(&app, &ben, &format!("/api/collaborative-wishlists/{list}")).await;

    // Olive claims Ben's book: Cat's page hears of it, Ben's never does.
    send(
        &app,
        &olive,
        Method::PUT,
        &format!("{items}/{book}/claim"),
        json!({"quantity": 1}),
    )
    .await;
    assert_eq!(cats.next(REACHES).await, Heard::Event("changed".into()));
    assert!(bens.stays_silent().await, "the recipient hears of no claim");
    let cats_page = get(&app, &cat, &format!("/api/collaborative-wishlists/{list}")).await;
    assert_eq!(
        cats_page["items"][0]["claims"].as_array().unwrap().len(),
        1,
        "what Cat reads again shows the claim"
    );

    // A surprise for Ben: Cat hears of it, Ben does not.
    let ben_id = app.user_id(&ben).await;
    let surprise = send(
        &app,
        &cat,
        Method::POST,
        &items,
        json!({"name": "Watch", "forUserId": ben_id}),
    )
    .await;
    assert!(
        matches!(cats.next(REACHES).await, Heard::Event(_)),
        "Cat's own change reaches her page too"
    );
    assert!(bens.stays_silent().await, "no news of a surprise");
    // Claimed and taken off again: still nothing for Ben.
    send(
        &app,
        &olive,
        Method::PUT,
        &format!("{items}/{}/claim", surprise["id"]),
        json!({"quantity": 1}),
    )
    .await;
    assert_eq!(cats.next(REACHES).await, Heard::Event("changed".into()));
    ok(call(
        &app,
        &cat,
        Method::DELETE,
        &format!("{items}/{}", surprise["id"]),
        None,
    )
    .await)
    .await;
    assert_eq!(cats.next(REACHES).await, Heard::Event("changed".into()));
    assert!(bens.stays_silent().await, "nor of its end");
    assert_eq!(
        get(&app, &ben, &format!("/api/collaborative-wishlists/{list}")).await,
        bens_page,
        "what Ben reads never changed"
    );

    // Ben renames his book: both pages hear of it.
    send(
        &app,
        &ben,
        Method::PATCH,
        &format!("{items}/{book}"),
        json!({"name": "Blue book"}),
    )
    .await;
    assert_eq!(bens.next(REACHES).await, Heard::Event("changed".into()));
    assert_eq!(cats.next(REACHES).await, Heard::Event("changed".into()));

    // Cat is taken off the list: her stream ends.
    let cat_id = app.user_id(&cat).await;
    let res = call(
        &app,
        &olive,
        Method::DELETE,
        &format!("/api/collaborative-wishlists/{list}/members/{cat_id}"),
        None,
    )
    .await;
    assert!(res.status().is_success(), "{}", res.status());
    assert_eq!(cats.next(REACHES).await, Heard::Ended, "access removed");
    assert_eq!(
        status(&app, &cat, Method::GET, &events).await,
        StatusCode::NOT_FOUND,
        "and she cannot subscribe again"
    );

    // Ben signs out everywhere: his stream ends with his session.
    let res = ben
        .post(app.url("/api/auth/sign-out-everywhere"))
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success(), "{}", res.status());
    let mut heard = bens.next(REACHES).await;
    // A change that raced the sign-out may come first.
    if heard == Heard::Event("changed".into()) {
        heard = bens.next(REACHES).await;
    }
    assert_eq!(heard, Heard::Ended, "session ended");
}

#[actix_web::test]
async fn sqlite_a_personal_lists_owner_hears_no_claim() {
    a_personal_lists_owner_hears_no_claim(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_a_personal_lists_owner_hears_no_claim() {
    a_personal_lists_owner_hears_no_claim(Backend::Postgres).await;
}

/// Mum's list shown to friends: Ada's page hears of Bea's claim, Mum's
/// does not, and hears of her own change.
async fn a_personal_lists_owner_hears_no_claim(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, &live()).await else {
        return;
    };
    let (mum, [ada, bea], list, items) = mums_list(&app).await;
    let mut mums = Stream::open(&app, &mum, list).await;
    let mut adas = Stream::open(&app, &ada, list).await;
    send(
        &app,
        &bea,
        Method::PUT,
        &format!("/api/lists/{list}/items/{}/claim", items[0]),
        json!({"quantity": 1}),
    )
    .await;
    assert_eq!(adas.next(REACHES).await, Heard::Event("changed".into()));
    assert!(mums.stays_silent().await, "the owner hears of no claim");
    send(
        &app,
        &mum,
        Method::POST,
        &format!("/api/lists/{list}/items"),
        json!({"name": "Scarf"}),
    )
    .await;
    assert_eq!(mums.next(REACHES).await, Heard::Event("changed".into()));
    assert_eq!(adas.next(REACHES).await, Heard::Event("changed".into()));
    // The list made private: Ada's stream ends.
    send(
        &app,
        &mum,
        Method::PATCH,
        &format!("/api/lists/{list}"),
        json!({"visibility": "private"}),
    )
    .await;
    let mut heard = adas.next(REACHES).await;
    if heard == Heard::Event("changed".into()) {
        heard = adas.next(REACHES).await;
    }
    assert_eq!(heard, Heard::Ended);
}

#[actix_web::test]
async fn postgres_a_change_on_one_instance_reaches_a_page_on_another() {
    let Some(a) = TestApp::spawn_with(Backend::Postgres, &live()).await else {
        return;
    };
    let b = a.another_instance(&live());
    let (olive, _ben, cat, list, book) = olives_list(&a).await;
    // Cat's page is served by B; Olive claims on A.
    let mut cats = Stream::open(&b, &cat, list).await;
    send(
        &a,
        &olive,
        Method::PUT,
        &format!("/api/collaborative-wishlists/{list}/items/{book}/claim"),
        json!({"quantity": 1}),
    )
    .await;
    assert_eq!(cats.next(REACHES).await, Heard::Event("changed".into()));
    let page = get(&b, &cat, &format!("/api/collaborative-wishlists/{list}")).await;
    assert_eq!(page["items"][0]["claims"].as_array().unwrap().len(), 1);
}

/// Mum's birthday list shown to friends, two items on it, and her
/// friends Ada and Bea: (mum, [ada, bea], list, [lego, kite]).
async fn mums_list(app: &TestApp) -> (Client, [Client; 2], i64, [i64; 2]) {
    let mum = app
        .sign_in_as("mum@example.com", "Margaret", "Lovelace")
        .await;
    let ada = app.sign_in_as("ada@example.com", "Ada", "King").await;
    let bea = app.sign_in_as("bea@example.com", "Bea", "Bell").await;
    for friend in [&ada, &bea] {
        app.befriend(friend, &mum, "mum@example.com").await;
    }
    let list = ok(app
        .post_json(
            &mum,
            "/api/lists",
            json!({"name": "Birthday", "eventDate": "2030-05-01", "visibility": "friends"}),
        )
        .await)
    .await;
    let id = list["id"].as_i64().unwrap();
    let mut items = [0; 2];
    for (n, name) in ["Lego", "Kite"].into_iter().enumerate() {
        let item = ok(app
            .post_json(
                &mum,
                &format!("/api/lists/{id}/items"),
                json!({"name": name}),
            )
            .await)
        .await;
        items[n] = item["id"].as_i64().unwrap();
    }
    (mum, [ada, bea], id, items)
}

/// Everything Mum (the recipient) reads that a follow or a claim could
/// show in: her list, her bell, her lists.
async fn mums_reads(app: &TestApp, mum: &Client, list: i64) -> Vec<Value> {
    let mut reads = Vec::new();
    for path in [
        format!("/api/lists/{list}"),
        "/api/notifications".to_owned(),
        "/api/lists".to_owned(),
    ] {
        reads.push(get(app, mum, &path).await);
    }
    reads
}

/// The unread list news lines in `who`'s bell, newest first: (title, body).
async fn list_news(app: &TestApp, who: &Client) -> Vec<(String, String)> {
    get(app, who, "/api/notifications").await["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["kind"] == "list_news")
        .map(|n| {
            (
                n["title"].as_str().unwrap().to_owned(),
                n["body"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[actix_web::test]
async fn sqlite_followers_hear_of_a_lists_changes_once_an_hour() {
    followers_hear_of_a_lists_changes(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_followers_hear_of_a_lists_changes_once_an_hour() {
    followers_hear_of_a_lists_changes(Backend::Postgres).await;
}

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

/// Who may follow; the news of new items and items taken off, one line
/// per list per hour; the email to a giver whose claimed gift went; and
/// everything Mum (the recipient) reads the same before and after.
async fn followers_hear_of_a_lists_changes(backend: Backend) {
    let Some(smtp) = crate::smtp::SmtpServer::start() else {
        return;
    };
    let start = at("2027-05-01T09:00:00Z");
    let clock = FixedClock::at(start);
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    let (mum, [ada, bea], list, [lego, _kite]) = mums_list(&app).await;
    let follow = format!("/api/lists/{list}/follow");

    // Who may follow: a friend may; the owner and a stranger may not.
    assert_eq!(get(&app, &ada, &follow).await, json!({"following": false}));
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Moss")
        .await;
    for method in [Method::GET, Method::PUT, Method::DELETE] {
        assert_eq!(
            status(&app, &mallory, method.clone(), &follow).await,
            StatusCode::NOT_FOUND,
            "a stranger: {method}"
        );
        assert_eq!(
            status(&app, &mum, method.clone(), &follow).await,
            StatusCode::NOT_FOUND,
            "the owner: {method}"
        );
    }
    let before = mums_reads(&app, &mum, list).await;
    assert_eq!(
        send(&app, &ada, Method::PUT, &follow, json!(null)).await,
        json!({"following": true})
    );
    assert_eq!(get(&app, &ada, &follow).await, json!({"following": true}));
    // Bea claims the Lego: Mum reads the same as before.
    send(
        &app,
        &bea,
        Method::PUT,
        &format!("/api/lists/{list}/items/{lego}/claim"),
        json!({"quantity": 1}),
    )
    .await;
    assert_eq!(
        mums_reads(&app, &mum, list).await,
        before,
        "Mum receives nothing"
    );

    // Three new items within the hour: one line.
    for (name, minutes) in [("Scarf", 1), ("Hat", 20), ("Mug", 40)] {
        clock.set(start + TimeDelta::minutes(minutes));
        send(
            &app,
            &mum,
            Method::POST,
            &format!("/api/lists/{list}/items"),
            json!({"name": name}),
        )
        .await;
    }
    assert_eq!(
        list_news(&app, &ada).await,
        [(
            "Margaret added 3 items to Birthday".to_owned(),
            "The latest: Mug".to_owned()
        )]
    );
    assert!(
        list_news(&app, &bea).await.is_empty(),
        "Bea does not follow"
    );

    // Mum takes the claimed Lego off: Bea is told in the bell and by
    // email; Ada's line counts it.
    clock.set(start + TimeDelta::minutes(45));
    ok(call(
        &app,
        &mum,
        Method::DELETE,
        &format!("/api/wishlist/{lego}"),
        None,
    )
    .await)
    .await;
    assert_eq!(
        list_news(&app, &ada).await,
        [(
            "Birthday changed".to_owned(),
            "3 new items, 1 taken off. The latest: Lego".to_owned()
        )]
    );
    let beas_bell = get(&app, &bea, "/api/notifications").await;
    let removed = &beas_bell["notifications"][0];
    assert_eq!(removed["kind"], "claimed_item_changed");
    assert_eq!(removed["title"], "Lego was removed");
    let mailer = smtp.mailer(Vec::new());
    let now = start + TimeDelta::minutes(46);
    clock.set(now);
    let report = api::scheduler::tick(&app.db.database, Some(&mailer), now)
        .await
        .unwrap();
    assert_eq!(report.notices_emailed, 1);
    let sent = smtp.wait_for(1).await;
    assert!(sent[0].contains("bea@example.com"), "{}", sent[0]);
    assert!(
        sent[0].contains("Subject: Lego was removed (Presently)"),
        "{}",
        sent[0]
    );
    let report = api::scheduler::tick(&app.db.database, Some(&mailer), now)
        .await
        .unwrap();
    assert_eq!(report.notices_emailed, 0, "once");

    // Past the hour, a new line; unfollowed, none.
    clock.set(start + TimeDelta::minutes(70));
    send(
        &app,
        &mum,
        Method::POST,
        &format!("/api/lists/{list}/items"),
        json!({"name": "Kettle"}),
    )
    .await;
    let news = list_news(&app, &ada).await;
    assert_eq!(news.len(), 2);
    assert_eq!(
        news[0],
        ("Margaret added Kettle".to_owned(), "On Birthday".to_owned())
    );
    assert_eq!(
        send(&app, &ada, Method::DELETE, &follow, json!(null)).await,
        json!({"following": false})
    );
    send(
        &app,
        &mum,
        Method::POST,
        &format!("/api/lists/{list}/items"),
        json!({"name": "Teapot"}),
    )
    .await;
    assert_eq!(list_news(&app, &ada).await.len(), 2, "unfollowed: no news");

    // A group list's members follow it until they choose not to.
    let group = ok(app
        .post_json(
            &mum,
            "/api/collaborative-wishlists",
            json!({"name": "Family"}),
        )
        .await)
    .await;
    let ada_id = app.user_id(&ada).await;
    ok(app
        .post_json(
            &mum,
            &format!("/api/collaborative-wishlists/{}/members", group["id"]),
            json!({"userId": ada_id, "role": "member"}),
        )
        .await)
    .await;
    let group_follow = format!("/api/lists/{}/follow", group["id"]);
    assert_eq!(
        get(&app, &ada, &group_follow).await,
        json!({"following": true})
    );
    assert_eq!(
        get(&app, &mum, &group_follow).await,
        json!({"following": true}),
        "its creator too"
    );
    assert_eq!(
        status(&app, &bea, Method::GET, &group_follow).await,
        StatusCode::NOT_FOUND,
        "not on it"
    );
}
