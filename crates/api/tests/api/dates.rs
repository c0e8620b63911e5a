use chrono::{Datelike, Days, Utc};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, TestApp};
use domain::ids::UserId;
use domain::messages;

fn in_days(n: u64) -> String {
    Utc::now()
        .date_naive()
        .checked_add_days(Days::new(n))
        .unwrap()
        .to_string()
}

async fn create(app: &TestApp, body: Value) -> Value {
    let res = app.post_json(&app.client, "/api/dates", body).await;
    assert_eq!(res.status(), 201);
    json(res).await
}

async fn create_with_defaults(app: TestApp) {
    app.sign_in_ada().await;
    let date = create(
        &app,
        json!({"title": " Mum's Birthday ", "type": "birthday", "date": "1960-03-04"}),
    )
    .await;
    assert_eq!(date["title"], "Mum's Birthday");
    assert_eq!(date["type"], "birthday");
    assert_eq!(date["date"], "1960-03-04");
    assert_eq!(date["recurring"], true);
    assert_eq!(date["reminderDays"], 7);
    assert_eq!(date["reminderDelivery"], "dashboard");
    assert_eq!(date["shopped"], false);
    assert!(date["contactId"].is_null() && date["contact"].is_null() && date["notes"].is_null());
    let next: chrono::NaiveDate = date["nextDate"].as_str().unwrap().parse().unwrap();
    assert_eq!((next.month(), next.day()), (3, 4));
    let days = date["daysUntil"].as_i64().unwrap();
    assert!((0..=366).contains(&days));
    assert!(date["countdown"].as_str().unwrap().ends_with("days") || days <= 1);

    let all = json(app.get("/api/dates").await).await;
    assert_eq!(all.as_array().unwrap().len(), 1);
    let one = json(app.get(&format!("/api/dates/{}", date["id"])).await).await;
    assert_eq!(one["title"], "Mum's Birthday");
}

async fn each_validation_message(app: TestApp) {
    app.sign_in_ada().await;
    let cases = [
        (json!({}), "title", messages::TITLE_REQUIRED),
        (
            json!({"title": "", "type": "birthday", "date": "2027-01-01"}),
            "title",
            messages::TITLE_REQUIRED,
        ),
        (
            json!({"title": "x", "date": "2027-01-01"}),
            "type",
            messages::TYPE_REQUIRED,
        ),
        (
            json!({"title": "x", "type": "birthday"}),
            "date",
            messages::DATE_REQUIRED,
        ),
        (
            json!({"title": "x", "type": "wedding", "date": "2027-01-01"}),
            "type",
            messages::TYPE_INVALID,
        ),
        (
            json!({"title": "x", "type": "other", "date": "2027-13-01"}),
            "date",
            messages::DATE_INVALID,
        ),
        (
            json!({"title": "x", "type": "other", "date": "2027-01-01", "reminderDays": 366}),
            "reminderDays",
            messages::REMINDER_DAYS_RANGE,
        ),
        (
            json!({"title": "x", "type": "other", "date": "2027-01-01", "reminderDays": -1}),
            "reminderDays",
            messages::REMINDER_DAYS_RANGE,
        ),
        (
            json!({"title": "x".repeat(201), "type": "other", "date": "2027-01-01"}),
            "title",
            messages::TITLE_TOO_LONG,
        ),
        (
            json!({"title": "x", "type": "other", "date": "2027-01-01", "reminderDelivery": "sms"}),
            "reminderDelivery",
            messages::REMINDER_DELIVERY_INVALID,
        ),
        (
            json!({"title": "x", "type": "other", "date": "2027-01-01", "reminderDelivery": "email"}),
            "reminderDelivery",
            messages::EMAIL_REMINDERS_UNAVAILABLE,
        ),
        (
            json!({"title": "x", "type": "other", "date": "2027-01-01", "contactId": 999}),
            "contactId",
            messages::CONTACT_NOT_FOUND,
        ),
    ];
    for (body, field, message) in cases {
        let res = app.post_json(&app.client, "/api/dates", body.clone()).await;
        assert_eq!(res.status(), 400, "{body}");
        let error = json(res).await;
        assert_eq!(error["fields"][field], message, "{body}");
    }
    let all = json(app.get("/api/dates").await).await;
    assert!(all.as_array().unwrap().is_empty(), "nothing written");

    let res = app
        .client
        .post(app.url("/api/dates"))
        .header("Content-Type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let res = app
        .post_json(
            &app.client,
            "/api/dates",
            json!({"title": "x", "type": "other", "date": "2027-01-01", "reminderDays": "seven"}),
        )
        .await;
    assert_eq!(res.status(), 400);
}

async fn a_contact_of_mine_links_and_shows_its_name(app: TestApp) {
    app.sign_in_ada().await;
    let ada = app.user_id(&app.client).await;
    let grace_client = app.sign_in_grace().await;
    let grace = app.user_id(&grace_client).await;
    let mut conn = app.db.database.store().unwrap();
    let mum = persistence::contacts::insert_named(&mut conn, UserId(ada), "Mum")
        .unwrap()
        .0;
    let graces_friend =
        persistence::contacts::insert_named(&mut conn, UserId(grace), "Grace's friend")
            .unwrap()
            .0;
    drop(conn);

    let date = create(&app, json!({"title": "Mum's Birthday", "type": "birthday", "date": "1960-03-04", "contactId": mum})).await;
    assert_eq!(date["contactId"], mum);
    assert_eq!(date["contact"], json!({"id": mum, "name": "Mum"}));

    let res = app.post_json(&app.client, "/api/dates", json!({"title": "x", "type": "other", "date": "2027-01-01", "contactId": graces_friend})).await;
    assert_eq!(res.status(), 400, "another user's contact is refused");
    let res = app
        .patch_json(
            &app.client,
            &format!("/api/dates/{}", date["id"]),
            json!({"contactId": graces_friend}),
        )
        .await;
    assert_eq!(res.status(), 400);

    let cleared = json(
        app.patch_json(
            &app.client,
            &format!("/api/dates/{}", date["id"]),
            json!({"contactId": null}),
        )
        .await,
    )
    .await;
    assert!(cleared["contact"].is_null());
}

async fn upcoming_is_ordered_limited_and_windowed(app: TestApp) {
    app.sign_in_ada().await;
    for (title, days) in [("Forty", 40), ("Two", 2), ("Ten", 10), ("Today", 0)] {
        create(
            &app,
            json!({"title": title, "type": "other", "date": in_days(days), "recurring": false}),
        )
        .await;
    }
    create(
        &app,
        json!({"title": "Past", "type": "other", "date": "2020-01-01", "recurring": false}),
    )
    .await;

    let titles = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|d| d["title"].as_str().unwrap().to_owned())
            .collect()
    };
    let all = json(app.get("/api/dates/upcoming").await).await;
    assert_eq!(titles(&all), ["Today", "Two", "Ten", "Forty"]);
    assert_eq!(all[0]["countdown"], "Today!");
    assert_eq!(all[1]["countdown"], "2 days");
    let three = json(app.get("/api/dates/upcoming?limit=3").await).await;
    assert_eq!(titles(&three), ["Today", "Two", "Ten"]);
    let month = json(app.get("/api/dates/upcoming?days=30").await).await;
    assert_eq!(titles(&month), ["Today", "Two", "Ten"]);

    let everything = json(app.get("/api/dates").await).await;
    assert_eq!(
        titles(&everything)[0],
        "Past",
        "all dates, by next occurrence"
    );
    assert!(everything[0]["countdown"]
        .as_str()
        .unwrap()
        .ends_with("days ago"));

    assert_eq!(app.get("/api/dates/upcoming?limit=0").await.status(), 400);
    assert_eq!(app.get("/api/dates/upcoming?days=-1").await.status(), 400);
    assert_eq!(app.get("/api/dates/upcoming?limit=abc").await.status(), 400);
}

async fn update_reminder_and_shopped(app: TestApp) {
    app.sign_in_ada().await;
    let date = create(&app, json!({"title": "Anniversary", "type": "anniversary", "date": in_days(20), "notes": "Book the table"})).await;
    let path = format!("/api/dates/{}", date["id"]);

    let updated = json(
        app.patch_json(
            &app.client,
            &path,
            json!({"reminderDays": 14, "reminderDelivery": "browser"}),
        )
        .await,
    )
    .await;
    assert_eq!(updated["reminderDays"], 14);
    assert_eq!(updated["reminderDelivery"], "browser");
    assert_eq!(updated["title"], "Anniversary", "other fields stay");
    assert_eq!(updated["notes"], "Book the table");

    let res = app
        .patch_json(&app.client, &path, json!({"title": ""}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(json(res).await["fields"]["title"], messages::TITLE_REQUIRED);
    let res = app
        .patch_json(&app.client, &path, json!({"reminderDays": 400}))
        .await;
    assert_eq!(
        json(res).await["fields"]["reminderDays"],
        messages::REMINDER_DAYS_RANGE
    );

    let shopped = json(
        app.patch_json(
            &app.client,
            &format!("{path}/shopped"),
            json!({"shopped": true}),
        )
        .await,
    )
    .await;
    assert_eq!(shopped["shopped"], true);
    assert_eq!(json(app.get(&path).await).await["shopped"], true);
    let unshopped = json(
        app.patch_json(
            &app.client,
            &format!("{path}/shopped"),
            json!({"shopped": false}),
        )
        .await,
    )
    .await;
    assert_eq!(unshopped["shopped"], false);
    let res = app
        .patch_json(&app.client, &format!("{path}/shopped"), json!({}))
        .await;
    assert_eq!(res.status(), 400);

    let cleared = json(
        app.patch_json(&app.client, &path, json!({"notes": null}))
            .await,
    )
    .await;
    assert!(cleared["notes"].is_null());
}

async fn another_users_date_is_404(app: TestApp) {
    app.sign_in_ada().await;
    let date = create(
        &app,
        json!({"title": "Ada's", "type": "other", "date": in_days(5)}),
    )
    .await;
    let path = format!("/api/dates/{}", date["id"]);
    let grace = app.sign_in_grace().await;
    assert_eq!(
        grace.get(app.url(&path)).send().await.unwrap().status(),
        404
    );
    assert_eq!(
        app.patch_json(&grace, &path, json!({"title": "Mine now"}))
            .await
            .status(),
        404
    );
    assert_eq!(
        app.patch_json(&grace, &format!("{path}/shopped"), json!({"shopped": true}))
            .await
            .status(),
        404
    );
    assert_eq!(
        grace.delete(app.url(&path)).send().await.unwrap().status(),
        404
    );
    let graces = json(grace.get(app.url("/api/dates")).send().await.unwrap()).await;
    assert!(graces.as_array().unwrap().is_empty());
    let still = json(app.get(&path).await).await;
    assert_eq!(still["title"], "Ada's");
    assert_eq!(still["shopped"], false);
}

async fn delete_removes_it(app: TestApp) {
    app.sign_in_ada().await;
    let date = create(
        &app,
        json!({"title": "Gone", "type": "other", "date": in_days(5)}),
    )
    .await;
    let path = format!("/api/dates/{}", date["id"]);
    let res = app.client.delete(app.url(&path)).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(json(res).await, json!({"id": date["id"], "deleted": true}));
    assert_eq!(app.get(&path).await.status(), 404);
    assert_eq!(
        app.client
            .delete(app.url(&path))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert_eq!(app.get("/api/dates/abc").await.status(), 404);
}

async fn dates_need_sign_in(app: TestApp) {
    assert_eq!(app.get("/api/dates").await.status(), 401);
    assert_eq!(app.get("/api/dates/upcoming?limit=3").await.status(), 401);
    let res = app
        .post_json(
            &app.client,
            "/api/dates",
            json!({"title": "x", "type": "other", "date": "2027-01-01"}),
        )
        .await;
    assert_eq!(res.status(), 401);
}

api_tests!(
    create_with_defaults,
    each_validation_message,
    a_contact_of_mine_links_and_shows_its_name,
    upcoming_is_ordered_limited_and_windowed,
    update_reminder_and_shopped,
    another_users_date_is_404,
    delete_removes_it,
    dates_need_sign_in,
);

#[actix_web::test]
async fn email_delivery_is_accepted_when_smtp_is_configured() {
    let app = TestApp::spawn_with(
        crate::helpers::Backend::Sqlite,
        &[("SMTP_URL", "smtp://127.0.0.1:2")],
    )
    .await
    .unwrap();
    app.sign_in_ada().await;
    let date = create(
        &app,
        json!({"title": "x", "type": "other", "date": in_days(3), "reminderDelivery": "email"}),
    )
    .await;
    assert_eq!(date["reminderDelivery"], "email");
    assert_eq!(
        json(app.get("/api/meta").await).await["features"]["emailReminders"],
        true
    );
}

#[actix_web::test]
async fn dates_show_in_the_users_time_zone() {
    let app = TestApp::spawn(crate::helpers::Backend::Sqlite)
        .await
        .unwrap();
    app.sign_in_ada().await;
    // Whatever UTC's date is, Kiritimati (UTC+14) is on a day at least as late.
    let utc_today = Utc::now().date_naive();
    app.patch_json(
        &app.client,
        "/api/auth/user",
        json!({"timeZone": "Pacific/Kiritimati"}),
    )
    .await;
    let date = create(
        &app,
        json!({"title": "x", "type": "other", "date": utc_today.to_string(), "recurring": false}),
    )
    .await;
    let days = date["daysUntil"].as_i64().unwrap();
    assert!(days == 0 || days == -1, "{days}");
}
