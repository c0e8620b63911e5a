//! Issue 47: the digest email (its words for a fixed clock and data, sent
//! once per person per period with two instances ticking at once, received
//! by a real SMTP server, unsubscribed from its link), nudges and their
//! limits, and gift-giving days added as dates.

use chrono::{DateTime, TimeDelta, Utc};
use domain::clock::FixedClock;
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{call, ok, Backend, TestApp};

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

async fn get(app: &TestApp, who: &Client, path: &str) -> Value {
    ok(call(app, who, Method::GET, path, None).await).await
}

async fn send(app: &TestApp, who: &Client, method: Method, path: &str, body: Value) -> Value {
    ok(call(app, who, method, path, Some(body)).await).await
}

/// A MIME part's text as written: quoted-printable soft breaks joined and
/// its `=XX` escapes decoded (7bit text passes unchanged).
fn unquoted(raw: &str) -> String {
    let joined = raw.replace("=\r\n", "").replace("=\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'=' && i + 2 < bytes.len() {
            if let Ok(byte) = u8::from_str_radix(&joined[i + 1..i + 3], 16) {
                out.push(byte);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap().replace("\r\n", "\n")
}

/// The plain-text part of a received message.
fn text_part(message: &str) -> String {
    let message = message.replace("\r\n", "\n");
    let start = message
        .find("Content-Type: text/plain")
        .unwrap_or_else(|| panic!("{message}"));
    let rest = &message[start..];
    let body = &rest[rest.find("\n\n").unwrap() + 2..];
    let end = body.find("\n--").unwrap_or(body.len());
    unquoted(&body[..end])
}

/// A header's value, folded lines joined.
fn header(message: &str, name: &str) -> Option<String> {
    let unfolded = message.replace("\r\n ", " ").replace("\n ", " ");
    unfolded
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{name}: ")))
        .map(str::to_owned)
}

#[actix_web::test]
async fn sqlite_the_digest_comes_once_and_unsubscribes_in_one_click() {
    digest_once_and_unsubscribe(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_the_digest_comes_once_and_unsubscribes_in_one_click() {
    digest_once_and_unsubscribe(Backend::Postgres).await;
}

async fn digest_once_and_unsubscribe(backend: Backend) {
    let Some(smtp) = crate::smtp::SmtpServer::start() else {
        return;
    };
    // Sunday 29 November 2026; Ada's digest is weekly on Monday at 8 (UTC).
    let start = at("2026-11-29T12:00:00Z");
    let clock = FixedClock::at(start);
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    let mailer = smtp.mailer(app.signing_key.clone());
    // A second instance on the same database, ticking at the same time.
    let other = app.db.another_pool();
    let tick_both = |now: DateTime<Utc>| {
        clock.set(now);
        let (one, two) = (app.db.database.clone(), other.database.clone());
        let mailer = mailer.clone();
        async move {
            let (a, b) = futures_util::future::join(
                api::scheduler::tick(&one, Some(&mailer), now),
                api::scheduler::tick(&two, Some(&mailer), now),
            )
            .await;
            (a.unwrap(), b.unwrap())
        }
    };

    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let settings = get(&app, ada, "/api/account/settings").await;
    assert_eq!(settings["digest"], "weekly", "on by default");
    assert_eq!(settings["digestDay"], "monday");
    assert_eq!(settings["digestHour"], 8);

    // Ada's coming dates: Mum's (nothing done yet) and Grace's (claimed).
    send(
        &app,
        ada,
        Method::POST,
        "/api/dates",
        json!({"title": "Mum's Birthday", "type": "birthday", "date": "1960-12-04"}),
    )
    .await;
    let contact = send(
        &app,
        ada,
        Method::POST,
        "/api/contacts",
        json!({"name": "Grace Hopper", "email": "grace@example.com"}),
    )
    .await;
    send(
        &app,
        ada,
        Method::POST,
        "/api/dates",
        json!({"title": "Grace's Birthday", "type": "birthday", "date": "1990-12-09", "contactId": contact["id"]}),
    )
    .await;
    // Grace's list, shown to friends: Ada follows it and claims from it.
    let list = send(
        &app,
        &grace,
        Method::POST,
        "/api/lists",
        json!({"name": "Grace's wishes", "visibility": "friends"}),
    )
    .await;
    let list_id = list["id"].as_i64().unwrap();
    let teapot = send(
        &app,
        &grace,
        Method::POST,
        &format!("/api/lists/{list_id}/items"),
        json!({"name": "Teapot"}),
    )
    .await;
    send(
        &app,
        ada,
        Method::PUT,
        &format!("/api/lists/{list_id}/follow"),
        json!({}),
    )
    .await;
    // Grace keeps a date of her own, so she gets a digest too.
    send(
        &app,
        &grace,
        Method::POST,
        "/api/dates",
        json!({"title": "Book club", "type": "other", "date": "2026-12-15", "recurring": false}),
    )
    .await;

    // The first pass only finds each person's first slot.
    let (a, b) = tick_both(start + TimeDelta::minutes(1)).await;
    assert_eq!(a.digests_emailed + b.digests_emailed, 0);

    clock.set(start + TimeDelta::hours(2));
    send(
        &app,
        &grace,
        Method::POST,
        &format!("/api/lists/{list_id}/items"),
        json!({"name": "Scarf"}),
    )
    .await;
    send(
        &app,
        ada,
        Method::PUT,
        &format!("/api/lists/{list_id}/items/{}/claim", teapot["id"]),
        json!({"quantity": 1}),
    )
    .await;
    let graces_reads = get(&app, &grace, &format!("/api/lists/{list_id}")).await;

    // Monday 8:00 UTC: two instances tick at once; each person gets one.
    let monday = at("2026-11-30T08:00:00Z");
    let (a, b) = tick_both(monday).await;
    assert_eq!(a.digests_emailed + b.digests_emailed, 2, "{a:?} {b:?}");
    let (a, b) = tick_both(monday + TimeDelta::minutes(1)).await;
    assert_eq!(a.digests_emailed + b.digests_emailed, 0, "once per period");
    let received = smtp.wait_for(2).await;
    assert_eq!(received.len(), 2);
    let to_ada = received
        .iter()
        .find(|m| m.contains("To: ada@example.com"))
        .unwrap();
    let to_grace = received
        .iter()
        .find(|m| m.contains("To: grace@example.com"))
        .unwrap();

    // The golden text, for this clock and this data.
    let ada_id = app.user_id(ada).await;
    let token = api::unsubscribe::token(&app.signing_key, domain::ids::UserId(ada_id));
    let expected = format!(
        "Coming up in the next 30 days\n\
         - Mum's Birthday, Fri 4 Dec (in 4 days): no gift yet\n  \
         https://presently.example/dates\n\
         - Grace's Birthday, Wed 9 Dec (in 9 days): claimed\n  \
         https://presently.example/dates\n\
         \n\
         Lists you follow\n\
         - Grace added Scarf: On Grace's wishes\n  \
         https://presently.example/wishlist/{list_id}\n\
         \n\
         You get this email every week because it is on in your settings.\n\
         Unsubscribe: https://presently.example/unsubscribe?token={token}\n"
    );
    assert_eq!(text_part(to_ada), expected, "{to_ada}");
    assert_eq!(
        header(to_ada, "Subject").as_deref(),
        Some("Your week on Presently: Mum's Birthday in 4 days")
    );
    assert!(to_ada.contains("Content-Type: text/html"), "{to_ada}");
    let one_click = format!("https://presently.example/api/email/unsubscribe?token={token}");
    assert_eq!(
        header(to_ada, "List-Unsubscribe"),
        Some(format!("<{one_click}>"))
    );
    assert_eq!(
        header(to_ada, "List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );

    // Grace, whose list Ada claimed from, reads of no claim anywhere.
    let graces_text = text_part(to_grace);
    assert!(
        graces_text.contains("- Book club, Tue 15 Dec (in 15 days): no gift yet"),
        "{graces_text}"
    );
    for secret in ["Teapot", "claimed", "Ada", "Scarf"] {
        assert!(!graces_text.contains(secret), "{secret}: {graces_text}");
    }
    assert_eq!(
        get(&app, &grace, &format!("/api/lists/{list_id}")).await,
        graces_reads,
        "what the recipient reads is unchanged by the digests"
    );

    // A mail client's one-click POST: no cookie, a foreign origin, a form.
    let mail_client = crate::helpers::browser();
    let post = |token: String| {
        mail_client
            .post(app.url(&format!("/api/email/unsubscribe?token={token}")))
            .header("Origin", "https://mail.example")
            .header("Content-Type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
    };
    let mut tampered = token.clone();
    let last = tampered.pop().unwrap();
    tampered.push(if last == 'A' { 'B' } else { 'A' });
    let grace_id = app.user_id(&grace).await;
    let (_, signature) = token.split_once('.').unwrap();
    for bad in [tampered, format!("{grace_id}.{signature}"), String::new()] {
        let refused = post(bad.clone()).await.unwrap();
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{bad}");
        let body: Value = refused.json().await.unwrap();
        assert_eq!(body["message"], domain::messages::UNSUBSCRIBE_INVALID);
    }
    assert_eq!(
        get(&app, &grace, "/api/account/settings").await["digest"],
        "weekly",
        "another's token does not reach Grace"
    );
    let done = post(token.clone()).await.unwrap();
    assert_eq!(done.status(), StatusCode::OK);
    assert_eq!(
        done.json::<Value>().await.unwrap(),
        json!({"unsubscribed": true})
    );
    assert_eq!(
        get(&app, ada, "/api/account/settings").await["digest"],
        "off"
    );
    // The next Monday: Grace's comes, Ada's does not.
    let (a, b) = tick_both(monday + TimeDelta::days(7)).await;
    assert_eq!(a.digests_emailed + b.digests_emailed, 1);
    let all = smtp.wait_for(3).await;
    assert_eq!(
        all.iter()
            .filter(|m| m.contains("To: ada@example.com"))
            .count(),
        1
    );
}

#[actix_web::test]
async fn sqlite_nudges_are_anonymous_once_per_occasion_and_can_be_refused() {
    nudges(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_nudges_are_anonymous_once_per_occasion_and_can_be_refused() {
    nudges(Backend::Postgres).await;
}

async fn nudges(backend: Backend) {
    let start = at("2026-11-29T12:00:00Z");
    let clock = FixedClock::at(start);
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    let stranger = app.sign_in_as("sam@example.com", "Sam", "Stranger").await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let graces_list = send(
        &app,
        &grace,
        Method::POST,
        "/api/lists",
        json!({"name": "Grace's wishes", "visibility": "friends"}),
    )
    .await["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/lists/{graces_list}/nudge");
    let before = get(&app, ada, &path).await;
    assert_eq!(before, json!({"occasion": "person", "asked": false}));
    let profile =
        |birthday: &str| json!({"firstName": "Grace", "lastName": "Hopper", "birthday": birthday});
    let saved = send(
        &app,
        &grace,
        Method::PUT,
        "/api/account/profile",
        profile("1990-12-20"),
    )
    .await;
    assert_eq!(saved["birthday"], "1990-12-20");
    let refused = call(
        &app,
        &grace,
        Method::PUT,
        "/api/account/profile",
        Some(profile("2030-01-01")),
    )
    .await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    // Her birthday stays hers: nothing Ada reads of her says it, the
    // nudge's answer included (the same as before she set it).
    assert_eq!(get(&app, ada, &path).await, before);
    for path in [
        "/api/friends".to_owned(),
        format!("/api/lists/{graces_list}"),
    ] {
        let read = get(&app, ada, &path).await.to_string();
        assert!(
            !read.contains("1990-12-20") && !read.contains("12-20"),
            "{path}: {read}"
        );
    }

    let asked = send(&app, ada, Method::POST, &path, json!({})).await;
    assert_eq!(asked, json!({"occasion": "person", "asked": true}));
    let again = call(&app, ada, Method::POST, &path, None).await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(
        again.json::<Value>().await.unwrap()["message"],
        domain::messages::NUDGE_ALREADY_ASKED
    );
    let bell = get(&app, &grace, "/api/notifications").await;
    let nudges: Vec<&Value> = bell["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["kind"] == "nudge")
        .collect();
    assert_eq!(nudges.len(), 1, "one per occasion: {bell}");
    assert_eq!(
        nudges[0]["title"],
        "Someone in your circle is shopping for your birthday"
    );
    let said = nudges[0].to_string();
    for name in ["Ada", "Lovelace", "ada@example.com"] {
        assert!(!said.contains(name), "never who: {said}");
    }
    // Sixty days on (a window's end passed meanwhile), she may be asked again.
    clock.set(start + TimeDelta::days(45));
    assert_eq!(get(&app, ada, &path).await["asked"], true, "within 60 days");
    clock.set(start + TimeDelta::days(61));
    assert_eq!(get(&app, ada, &path).await["asked"], false);
    clock.set(start);

    // Someone without a birthday on file is asked about themselves.
    let cat = app.sign_in_as("cat@example.com", "Cat", "Bell").await;
    app.befriend(ada, &cat, "cat@example.com").await;
    let cats_list = send(
        &app,
        &cat,
        Method::POST,
        "/api/lists",
        json!({"name": "Cat's wishes", "visibility": "friends"}),
    )
    .await["id"]
        .as_i64()
        .unwrap();
    send(
        &app,
        ada,
        Method::POST,
        &format!("/api/lists/{cats_list}/nudge"),
        json!({}),
    )
    .await;
    assert_eq!(
        get(&app, &cat, "/api/notifications").await["notifications"][0]["title"],
        "Someone in your circle is shopping for you"
    );

    // Not a friend's list: mine, or a stranger's eyes: 404.
    let adas_list = send(
        &app,
        ada,
        Method::POST,
        "/api/lists",
        json!({"name": "Ada's wishes", "visibility": "friends"}),
    )
    .await["id"]
        .as_i64()
        .unwrap();
    for (who, list) in [(ada, adas_list), (&stranger, graces_list)] {
        let path = format!("/api/lists/{list}/nudge");
        assert_eq!(
            call(&app, who, Method::GET, &path, None).await.status(),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            call(&app, who, Method::POST, &path, None).await.status(),
            StatusCode::NOT_FOUND
        );
    }

    // A list's event date is an occasion of its own; nudges off, none.
    let party = send(
        &app,
        &grace,
        Method::POST,
        "/api/lists",
        json!({"name": "Housewarming", "eventDate": "2026-12-12", "visibility": "friends"}),
    )
    .await;
    let party_path = format!("/api/lists/{}/nudge", party["id"]);
    assert_eq!(
        get(&app, ada, &party_path).await,
        json!({"occasion": "event", "asked": false})
    );
    send(
        &app,
        &grace,
        Method::PUT,
        "/api/account/settings",
        json!({"nudges": false}),
    )
    .await;
    assert_eq!(
        get(&app, ada, &party_path).await,
        json!({"occasion": null, "asked": false})
    );
    let off = call(&app, ada, Method::POST, &party_path, None).await;
    assert_eq!(off.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        off.json::<Value>().await.unwrap()["message"],
        domain::messages::NUDGE_UNAVAILABLE
    );

    // A month before her own birthday, with nothing on her lists, Ada is
    // nudged once by Presently (hourly, on the hour).
    send(
        &app,
        ada,
        Method::PUT,
        "/api/account/profile",
        json!({"firstName": "Ada", "lastName": "Lovelace", "birthday": "1990-12-10"}),
    )
    .await;
    let on_the_hour = at("2026-11-29T13:00:00Z");
    clock.set(on_the_hour);
    let report = api::scheduler::tick(&app.db.database, None, on_the_hour)
        .await
        .unwrap();
    assert_eq!(
        report.birthday_nudges, 1,
        "Grace took nudges off; Ada's lists are empty"
    );
    let report = api::scheduler::tick(&app.db.database, None, on_the_hour + TimeDelta::hours(1))
        .await
        .unwrap();
    assert_eq!(report.birthday_nudges, 0, "once per birthday");
    let bell = get(&app, ada, "/api/notifications").await;
    assert_eq!(
        bell["notifications"][0]["title"],
        "Your birthday is in 11 days"
    );
}

#[actix_web::test]
async fn sqlite_gift_giving_days_are_suggested_and_added_as_moving_dates() {
    gift_days(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_gift_giving_days_are_suggested_and_added_as_moving_dates() {
    gift_days(Backend::Postgres).await;
}

async fn gift_days(backend: Backend) {
    let clock = FixedClock::at(at("2026-11-29T12:00:00Z"));
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    app.sign_in_ada().await;
    let ada = &app.client;
    let us = get(&app, ada, "/api/holidays").await;
    assert_eq!(us["country"], "US", "without a setting");
    assert_eq!(us["countries"].as_array().unwrap().len(), 10);
    send(
        &app,
        ada,
        Method::PUT,
        "/api/account/settings",
        json!({"country": "GB"}),
    )
    .await;
    let gb = get(&app, ada, "/api/holidays").await;
    assert_eq!(gb["country"], "GB");
    let mothers = gb["days"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["day"] == "mothers_day")
        .unwrap()
        .clone();
    // Mothering Sunday 2027: three weeks before Easter (28 March).
    assert_eq!(
        mothers,
        json!({"day": "mothers_day", "name": "Mother's Day", "date": "2027-03-07", "added": false})
    );
    assert_eq!(
        gb["days"][0]["day"], "hanukkah",
        "soonest first: 5 December 2026"
    );
    assert_eq!(gb["days"][1]["day"], "christmas");
    let de = get(&app, ada, "/api/holidays?country=DE").await;
    assert!(de["days"]
        .as_array()
        .unwrap()
        .iter()
        .all(|d| d["day"] != "diwali"));
    let bad = call(&app, ada, Method::GET, "/api/holidays?country=ZZ", None).await;
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);

    let added = call(
        &app,
        ada,
        Method::POST,
        "/api/holidays",
        Some(json!({"day": "mothers_day", "country": "GB"})),
    )
    .await;
    assert_eq!(added.status(), StatusCode::CREATED);
    let date: Value = added.json().await.unwrap();
    assert_eq!(date["title"], "Mother's Day");
    assert_eq!(date["type"], "holiday");
    assert_eq!(date["recurring"], true);
    assert_eq!(date["nextDate"], "2027-03-07");
    let again = call(
        &app,
        ada,
        Method::POST,
        "/api/holidays",
        Some(json!({"day": "mothers_day", "country": "GB"})),
    )
    .await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    for (body, field) in [
        (json!({"day": "diwali", "country": "ES"}), "day"),
        (json!({"day": "arbor_day", "country": "GB"}), "day"),
        (json!({"day": "christmas", "country": "ZZ"}), "country"),
    ] {
        let refused = call(&app, ada, Method::POST, "/api/holidays", Some(body.clone())).await;
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{body}");
        let error: Value = refused.json().await.unwrap();
        assert!(error["fields"][field].is_string(), "{body}: {error}");
    }
    let gb = get(&app, ada, "/api/holidays").await;
    assert!(gb["days"]
        .as_array()
        .unwrap()
        .iter()
        .any(|d| d["day"] == "mothers_day" && d["added"] == true));

    // After it passes, the date moves to the next year's Mothering Sunday
    // (26 March 2028), not 7 March's anniversary.
    let after = at("2027-03-08T12:00:00Z");
    clock.set(after);
    api::scheduler::tick(&app.db.database, None, after)
        .await
        .unwrap();
    let dates = get(&app, ada, "/api/dates").await;
    let moved = dates
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["title"] == "Mother's Day")
        .unwrap();
    assert_eq!(moved["nextDate"], "2028-03-26");

    // The export keeps it all, and an import into a new account brings it back.
    send(
        &app,
        ada,
        Method::PUT,
        "/api/account/settings",
        json!({"digest": "daily", "digestHour": 19, "nudges": false}),
    )
    .await;
    send(
        &app,
        ada,
        Method::PUT,
        "/api/account/profile",
        json!({"firstName": "Ada", "lastName": "Lovelace", "birthday": "1990-12-10"}),
    )
    .await;
    let file = get(&app, ada, "/api/account/export").await;
    assert_eq!(file["profile"]["birthday"], "1990-12-10");
    let zoe = app.sign_in_as("zoe@example.com", "Zoe", "New").await;
    let imported = call(&app, &zoe, Method::POST, "/api/account/import", Some(file)).await;
    assert_eq!(imported.status(), StatusCode::OK);
    let settings = get(&app, &zoe, "/api/account/settings").await;
    for (field, value) in [
        ("digest", json!("daily")),
        ("digestHour", json!(19)),
        ("nudges", json!(false)),
        ("country", json!("GB")),
    ] {
        assert_eq!(settings[field], value, "{field}");
    }
    assert_eq!(
        get(&app, &zoe, "/api/auth/user").await["birthday"],
        "1990-12-10"
    );
    let zoes = get(&app, &zoe, "/api/holidays").await;
    assert!(
        zoes["days"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["day"] == "mothers_day" && d["added"] == true),
        "the date still follows Mothering Sunday: {zoes}"
    );
}
