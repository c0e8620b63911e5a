use chrono::{Days, Utc};
use serde_json::json;

use crate::api_tests;
use crate::helpers::{json, TestApp};

/// Makes a date due today and runs the scheduler once.
async fn due_reminder(app: &TestApp, client: &reqwest::Client, title: &str) {
    let date = Utc::now()
        .date_naive()
        .checked_add_days(Days::new(3))
        .unwrap();
    let res = app
        .post_json(client, "/api/dates", json!({"title": title, "type": "birthday", "date": date.to_string(), "reminderDays": 7}))
        .await;
    assert_eq!(res.status(), 201);
    api::scheduler::tick(&app.db.database, None, Utc::now())
        .await
        .unwrap();
}

async fn the_bell_lists_and_marks_read(app: TestApp) {
    app.sign_in_ada().await;
    let empty = json(app.get("/api/notifications").await).await;
    assert_eq!(empty, json!({"notifications": [], "unreadCount": 0}));

    due_reminder(&app, &app.client, "Mum's Birthday").await;
    due_reminder(&app, &app.client, "Dad's Birthday").await;
    let list = json(app.get("/api/notifications").await).await;
    assert_eq!(list["unreadCount"], 2);
    let first = &list["notifications"][0];
    assert_eq!(
        first["title"], "Dad's Birthday is in 3 days",
        "newest first"
    );
    assert_eq!(first["channel"], "dashboard");
    assert_eq!(first["read"], false);
    assert!(first["body"].as_str().unwrap().ends_with("· Birthday"));

    let id = first["id"].as_i64().unwrap();
    let read = json(
        app.client
            .post(app.url(&format!("/api/notifications/{id}/read")))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(read["read"], true);
    assert_eq!(
        json(app.get("/api/notifications").await).await["unreadCount"],
        1
    );
    let all = json(
        app.client
            .post(app.url("/api/notifications/read-all"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(all, json!({"updated": 1}));
    assert_eq!(
        json(app.get("/api/notifications").await).await["unreadCount"],
        0
    );
}

async fn another_users_notifications_stay_theirs(app: TestApp) {
    app.sign_in_ada().await;
    due_reminder(&app, &app.client, "Ada's").await;
    let id = json(app.get("/api/notifications").await).await["notifications"][0]["id"]
        .as_i64()
        .unwrap();
    let grace = app.sign_in_grace().await;
    let graces = json(
        grace
            .get(app.url("/api/notifications"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(graces["unreadCount"], 0);
    let res = grace
        .post(app.url(&format!("/api/notifications/{id}/read")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    grace
        .post(app.url("/api/notifications/read-all"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        json(app.get("/api/notifications").await).await["unreadCount"],
        1
    );
    assert_eq!(
        app.new_browser()
            .get(app.url("/api/notifications"))
            .send()
            .await
            .unwrap()
            .status(),
        401
    );
}

api_tests!(
    the_bell_lists_and_marks_read,
    another_users_notifications_stay_theirs
);
