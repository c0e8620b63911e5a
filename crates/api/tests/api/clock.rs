//! The server reads the time from its clock only: on a fixed clock, moved
//! by the test, countdowns, the user's today, the rows' stamps, the reveal
//! rule and the scheduler follow it (no sleeping, no rows edited by hand).

use chrono::{DateTime, TimeDelta, Utc};
use domain::clock::{Clock, FixedClock};
use domain::messages;
use serde_json::{json, Value};

use crate::helpers::{json, ok, Backend, TestApp};

fn at(instant: &str) -> DateTime<Utc> {
    instant.parse().unwrap()
}

async fn get(app: &TestApp, path: &str) -> Value {
    ok(app.get(path).await).await
}

/// Declares each case on SQLite and PostgreSQL, on a clock the case moves.
macro_rules! clock_tests {
    ($($case:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[actix_web::test]
                async fn $case() {
                    super::$case(crate::helpers::Backend::Sqlite).await;
                }
            )*
        }
        mod postgres {
            $(
                #[actix_web::test]
                async fn $case() {
                    super::$case(crate::helpers::Backend::Postgres).await;
                }
            )*
        }
    };
}

async fn countdowns_follow_the_clock_in_the_users_zone(backend: Backend) {
    let clock = FixedClock::at(at("2027-02-25T12:00:00Z"));
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    app.sign_in_ada().await;
    let res = app
        .post_json(
            &app.client,
            "/api/dates",
            json!({"title": "Mum's Birthday", "type": "birthday", "date": "1960-03-04"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let date = json(res).await;
    assert_eq!(date["nextDate"], "2027-03-04");
    assert_eq!(date["daysUntil"], 7);
    assert_eq!(
        date["createdAt"], "2027-02-25T12:00:00Z",
        "stamped by the clock"
    );
    let path = format!("/api/dates/{}", date["id"]);

    clock.advance(TimeDelta::days(3));
    assert_eq!(get(&app, &path).await["daysUntil"], 4);
    let upcoming = get(&app, "/api/dates/upcoming").await;
    assert_eq!(upcoming[0]["daysUntil"], 4);

    // Past the day: the next occurrence is a year on (2028 is a leap year).
    clock.set(at("2027-03-05T12:00:00Z"));
    let moved = get(&app, &path).await;
    assert_eq!(moved["nextDate"], "2028-03-04");
    assert_eq!(moved["daysUntil"], 365);

    // Today is the user's: late on 3 March in UTC is 4 March in Kiritimati.
    clock.set(at("2027-03-03T11:00:00Z"));
    assert_eq!(get(&app, &path).await["daysUntil"], 1);
    let zone = app
        .patch_json(
            &app.client,
            "/api/auth/user",
            json!({"timeZone": "Pacific/Kiritimati"}),
        )
        .await;
    assert!(zone.status().is_success(), "{}", zone.status());
    assert_eq!(get(&app, &path).await["daysUntil"], 0);
}

async fn the_reveal_follows_the_clock(backend: Backend) {
    let clock = FixedClock::at(at("2027-06-01T09:00:00Z"));
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    app.sign_in_ada().await;
    let created = app
        .post_json(
            &app.client,
            "/api/collaborative-wishlists",
            json!({"name": "Mum's 60th", "occasion": "Birthday", "eventDate": "2027-06-10"}),
        )
        .await;
    assert_eq!(created.status(), 201);
    let list = json(created).await;
    let path = format!("/api/collaborative-wishlists/{}", list["id"]);

    // On 1 June an event on 9 June is ahead; on 14 June its reveal (12 June)
    // has come, so the date is refused.
    clock.set(at("2027-06-14T09:00:00Z"));
    let res = app
        .patch_json(&app.client, &path, json!({"eventDate": "2027-06-09"}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["eventDate"],
        messages::EVENT_DATE_REVEALS
    );
    assert_eq!(get(&app, &path).await["archived"], false);

    // The scheduler, at the clock's time, stores the reveal of the 10 June
    // event (13 June came).
    let report = api::scheduler::tick(&app.db.database, None, clock.now())
        .await
        .unwrap();
    assert_eq!(report.revealed, 1);
    assert_eq!(get(&app, &path).await["archived"], true);
}

/// An exchange's "today" is its organiser's: late on 24 December in UTC is
/// already Christmas Day in Kiritimati (UTC+14), so a day of 24 December is
/// past there, and the pairs of a Christmas exchange may be revealed.
async fn an_exchanges_today_is_its_organisers(backend: Backend) {
    let clock = FixedClock::at(at("2027-12-20T09:00:00Z"));
    let Some(app) = TestApp::spawn_with_clock(backend, clock.clone()).await else {
        return;
    };
    app.sign_in_ada().await;
    let created = app
        .post_json(
            &app.client,
            "/api/exchanges",
            json!({"name": "Family Santa", "date": "2027-12-25"}),
        )
        .await;
    assert_eq!(created.status(), 201);
    let exchange = json(created).await;
    let page = format!("/api/exchanges/{}", exchange["id"]);
    // Two friends join, and the names are drawn.
    for (email, first) in [
        ("grace@example.com", "Grace"),
        ("carol@example.com", "Carol"),
    ] {
        let friend = app.sign_in_as(email, first, "Hopper").await;
        app.befriend(&app.client, &friend, email).await;
        let id = app.user_id(&friend).await;
        let res = app
            .post_json(
                &app.client,
                &format!("{page}/participants"),
                json!({"userId": id}),
            )
            .await;
        assert_eq!(res.status(), 201);
    }
    let res = app
        .post_json(&app.client, &format!("{page}/draw"), json!({}))
        .await;
    assert!(res.status().is_success(), "{}", json(res).await);
    clock.set(at("2027-12-24T11:00:00Z"));
    // In UTC it is still the 24th: too early to reveal.
    let res = app
        .post_json(&app.client, &format!("{page}/reveal"), json!({}))
        .await;
    assert_eq!(res.status(), 409);
    assert_eq!(
        json(res).await["message"],
        messages::EXCHANGE_REVEAL_TOO_EARLY
    );
    let zone = app
        .patch_json(
            &app.client,
            "/api/auth/user",
            json!({"timeZone": "Pacific/Kiritimati"}),
        )
        .await;
    assert!(zone.status().is_success(), "{}", zone.status());
    let res = app
        .patch_json(&app.client, &page, json!({"date": "2027-12-24"}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["date"],
        messages::EXCHANGE_DATE_PAST
    );
    let res = app
        .post_json(&app.client, &format!("{page}/reveal"), json!({}))
        .await;
    assert_eq!(res.status(), 200, "Christmas Day has come in Kiritimati");
    assert_eq!(json(res).await["revealed"], true);
}

clock_tests!(
    countdowns_follow_the_clock_in_the_users_zone,
    the_reveal_follows_the_clock,
    an_exchanges_today_is_its_organisers,
);

/// `api` reads no clock: every wall-clock time comes from `AppState::clock`
/// (or the database's, the same one). The one reading of the machine's
/// time is `domain::clock::SystemClock`. `Instant::now()` stays allowed: it
/// measures (latency, timeouts, cache ages, the in-memory rate limiters),
/// it does not tell the time.
#[test]
fn the_api_reads_no_clock_of_its_own() {
    const READS: [&str; 7] = [
        "Utc::now",
        "Utc::today",
        "Local::now",
        "Local::today",
        "SystemTime::now",
        "OffsetDateTime::now",
        "persistence::now",
    ];
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut dirs = vec![src];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|ext| ext != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (number, line) in text.lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") {
                    continue;
                }
                if READS.iter().any(|read| code.contains(read)) {
                    found.push(format!("{}:{}: {}", path.display(), number + 1, code));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "read the time from the clock (AppState::clock), not here:\n{}",
        found.join("\n")
    );
}
