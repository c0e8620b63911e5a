use serde_json::json;

use crate::api_tests;
use crate::helpers::{json, TestApp};

async fn the_feed_is_private_and_rotates(app: TestApp) {
    app.sign_in_ada().await;
    let res = app
        .post_json(
            &app.client,
            "/api/dates",
            json!({"title": "Mum's Birthday", "type": "birthday", "date": "1960-03-04"}),
        )
        .await;
    assert_eq!(res.status(), 201);

    let feed = json(app.get("/api/calendar").await).await;
    let url = feed["url"].as_str().unwrap().to_owned();
    assert!(
        url.starts_with(&app.address) && url.ends_with(".ics"),
        "{url}"
    );
    assert_eq!(
        json(app.get("/api/calendar").await).await["url"],
        url,
        "stable until rotated"
    );

    // Anyone with the link (no cookies) can read it.
    let anonymous = app.new_browser();
    let res = anonymous.get(&url).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/calendar"));
    let body = res.text().await.unwrap();
    assert!(body.starts_with("BEGIN:VCALENDAR\r\n"));
    assert!(body.contains("SUMMARY:Mum's Birthday\r\n"));
    assert!(body.contains("RRULE:FREQ=YEARLY\r\n"));
    assert!(body.contains("TRIGGER:-P7D\r\n"));

    // Grace's feed has none of Ada's dates.
    let grace = app.sign_in_grace().await;
    let graces_url = json(grace.get(app.url("/api/calendar")).send().await.unwrap()).await["url"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_ne!(graces_url, url);
    let graces = anonymous
        .get(&graces_url)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!graces.contains("Mum's Birthday"));

    let rotated = json(
        app.client
            .post(app.url("/api/calendar/rotate"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let new_url = rotated["url"].as_str().unwrap();
    assert_ne!(new_url, url);
    assert_eq!(
        anonymous.get(&url).send().await.unwrap().status(),
        404,
        "the old link stops working"
    );
    assert_eq!(anonymous.get(new_url).send().await.unwrap().status(), 200);
    assert_eq!(
        anonymous
            .get(app.url("/api/calendar/nope.ics"))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert_eq!(
        anonymous
            .get(app.url("/api/calendar"))
            .send()
            .await
            .unwrap()
            .status(),
        401
    );
}

/// The last storable day, once and yearly: the feed stays valid iCalendar
/// (it wrote `DTEND;VALUE=DATE:+100000101`).
async fn the_feed_is_valid_for_the_last_storable_day(app: TestApp) {
    app.sign_in_ada().await;
    for (title, recurring) in [("Far away", false), ("Every year", true)] {
        let res = app
            .post_json(
                &app.client,
                "/api/dates",
                json!({"title": title, "type": "anniversary", "date": "9999-12-31", "recurring": recurring}),
            )
            .await;
        assert_eq!(res.status(), 201, "{title}");
    }
    let url = json(app.get("/api/calendar").await).await["url"]
        .as_str()
        .unwrap()
        .to_owned();
    let feed = app
        .new_browser()
        .get(&url)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let calendar = ical::IcalParser::new(feed.as_bytes())
        .next()
        .expect("a calendar")
        .expect("the feed parses");
    assert_eq!(calendar.events.len(), 2);
    for event in &calendar.events {
        for property in event.properties.iter().filter(|p| p.name.starts_with("DT")) {
            let value = property.value.as_deref().unwrap();
            let date_like = value.len() == 8 && value.bytes().all(|b| b.is_ascii_digit())
                || value.len() == 16 && value.ends_with('Z');
            assert!(date_like, "{}: {value}", property.name);
            if property.name != "DTSTAMP" {
                chrono::NaiveDate::parse_from_str(value, "%Y%m%d").unwrap();
            }
        }
    }
}

api_tests!(
    the_feed_is_private_and_rotates,
    the_feed_is_valid_for_the_last_storable_day
);
