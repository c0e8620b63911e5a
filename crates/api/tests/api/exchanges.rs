//! Gift exchanges (issue 42): Ann draws names with four friends (a couple
//! excluded both ways) and a newcomer invited by email; each giver sees
//! only their own recipient, questions go anonymously, a redraw after
//! someone looked tells everyone; strangers get 404 and bad input a clear
//! 4xx.

use std::collections::BTreeMap;

use chrono::{Days, Utc};
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, json, ok, status_of as status, TestApp};

api_tests!(
    a_family_draws_names_and_each_sees_only_their_own,
    strangers_and_bad_input_are_refused,
    leaving_presently_cancels_a_draw_and_passes_the_exchange_on,
);

/// Someone's account going in a drawn exchange cancels the draw (their
/// giver would give to nobody) and tells everyone, so it is drawn again;
/// the organiser's passes the exchange to who joined first.
async fn leaving_presently_cancels_a_draw_and_passes_the_exchange_on(app: TestApp) {
    let (people, exchange) = family(&app).await;
    let [ann, ben, cal, ..] = &people[..] else {
        unreachable!()
    };
    let page = format!("/api/exchanges/{}", exchange["id"]);
    send(&app, ann, Method::POST, &format!("{page}/draw"), json!({})).await;
    send(
        &app,
        ben,
        Method::POST,
        &format!("{page}/recipient"),
        json!({}),
    )
    .await;
    let res = cal
        .delete(app.url("/api/account"))
        .json(&json!({"confirm": "cal@example.com"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let view = get(&app, ann, &page).await;
    assert_eq!(view["drawnAt"], Value::Null, "{view}");
    assert_eq!(view["participants"].as_array().unwrap().len(), 4);
    for who in [ann, ben] {
        let bell = get(&app, who, "/api/notifications").await;
        assert!(
            bell["notifications"]
                .as_array()
                .unwrap()
                .iter()
                .any(|n| n["kind"] == "exchange_draw_cancelled"),
            "{bell}"
        );
    }
    // Ann goes: Ben, who joined first after her, organises it now.
    let res = ann
        .delete(app.url("/api/account"))
        .json(&json!({"confirm": "ann@example.com"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let view = get(&app, ben, &page).await;
    assert_eq!(view["iOrganise"], true, "{view}");
    assert_eq!(view["organiserName"], "Ben Lee");
    assert_eq!(view["participants"].as_array().unwrap().len(), 3);
    let drawn = send(&app, ben, Method::POST, &format!("{page}/draw"), json!({})).await;
    assert!(drawn["drawnAt"].is_string(), "{drawn}");
}

async fn get(app: &TestApp, who: &Client, path: &str) -> Value {
    ok(call(app, who, Method::GET, path, None).await).await
}

async fn send(app: &TestApp, who: &Client, method: Method, path: &str, body: Value) -> Value {
    ok(call(app, who, method, path, Some(body)).await).await
}

fn christmas() -> String {
    (Utc::now().date_naive() + Days::new(30)).to_string()
}

/// Ann's exchange with Ben, Cal and Dee (her friends) and Zoe (invited by
/// email, joined). Answers the clients in that order and the exchange.
async fn family(app: &TestApp) -> (Vec<Client>, Value) {
    app.sign_in_ada().await;
    let ann = app.sign_in_as("ann@example.com", "Ann", "Lee").await;
    let ben = app.sign_in_as("ben@example.com", "Ben", "Lee").await;
    let cal = app.sign_in_as("cal@example.com", "Cal", "Lee").await;
    let dee = app.sign_in_as("dee@example.com", "Dee", "Lee").await;
    for (friend, email) in [
        (&ben, "ben@example.com"),
        (&cal, "cal@example.com"),
        (&dee, "dee@example.com"),
    ] {
        app.befriend(&ann, friend, email).await;
    }
    let res = app
        .post_json(
            &ann,
            "/api/exchanges",
            json!({"name": "Family Santa", "date": christmas(), "budget": "25",
                   "currency": "eur", "message": "Nothing over 25"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let exchange = json(res).await;
    assert_eq!(exchange["budget"], "25.00");
    assert_eq!(exchange["currency"], "EUR");
    assert_eq!(exchange["iOrganise"], true);
    assert_eq!(exchange["participants"][0]["name"], "Ann Lee");
    let id = exchange["id"].as_i64().unwrap();
    for friend in [&ben, &cal, &dee] {
        let user = app.user_id(friend).await;
        let res = app
            .post_json(
                &ann,
                &format!("/api/exchanges/{id}/participants"),
                json!({"userId": user}),
            )
            .await;
        assert_eq!(res.status(), StatusCode::CREATED);
    }
    let invited = send(
        app,
        &ann,
        Method::POST,
        &format!("/api/exchanges/{id}/participants"),
        json!({"email": "Zoe@Example.com"}),
    )
    .await;
    let url = invited["inviteUrl"].as_str().unwrap().to_owned();
    assert!(url.contains("/exchanges/join?token="), "{url}");
    // Not everyone has joined: the draw waits, naming who.
    let (code, body) = status(
        app,
        &ann,
        Method::POST,
        &format!("/api/exchanges/{id}/draw"),
        json!({}),
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("zoe@example.com"),
        "{body}"
    );
    let zoe = app.sign_in_as("zoe@example.com", "Zoe", "Lee").await;
    let token = url.rsplit("token=").next().unwrap().to_owned();
    let seen = get(app, &zoe, &format!("/api/exchange-invites/{token}")).await;
    assert_eq!(seen["name"], "Family Santa");
    assert_eq!(seen["organiserName"], "Ann Lee");
    let joined = send(
        app,
        &zoe,
        Method::POST,
        &format!("/api/exchange-invites/{token}/join"),
        json!({}),
    )
    .await;
    assert_eq!(joined["participants"].as_array().unwrap().len(), 5);
    // The link worked once.
    let (code, _) = status(
        app,
        &zoe,
        Method::POST,
        &format!("/api/exchange-invites/{token}/join"),
        json!({}),
    )
    .await;
    assert_eq!(code, StatusCode::GONE);
    (vec![ann, ben, cal, dee, zoe], joined)
}

async fn a_family_draws_names_and_each_sees_only_their_own(app: TestApp) {
    let (people, exchange) = family(&app).await;
    let id = exchange["id"].as_i64().unwrap();
    let ann = &people[0];
    let page = format!("/api/exchanges/{id}");
    let view = get(&app, ann, &page).await;
    let ids: Vec<i64> = view["participants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    let (a, b, c) = (ids[0], ids[1], ids[2]);
    // Nobody may give to Ann: the group that blocks it is named.
    let to_ann: Vec<Value> = ids[1..]
        .iter()
        .map(|g| json!({"giver": g, "receiver": a}))
        .collect();
    let blocked = send(
        &app,
        ann,
        Method::PUT,
        &format!("{page}/exclusions"),
        json!({"pairs": to_ann}),
    )
    .await;
    let why = blocked["whyNoDraw"].as_str().unwrap();
    assert!(why.contains("can only give to"), "{why}");
    let (code, _) = status(&app, ann, Method::POST, &format!("{page}/draw"), json!({})).await;
    assert_eq!(code, StatusCode::CONFLICT);
    // Ben and Cal are a couple: excluded both ways.
    let couple = json!({"pairs": [{"giver": b, "receiver": c}, {"giver": c, "receiver": b}]});
    let kept = send(
        &app,
        ann,
        Method::PUT,
        &format!("{page}/exclusions"),
        couple,
    )
    .await;
    assert_eq!(kept["whyNoDraw"], Value::Null);
    assert_eq!(kept["exclusions"].as_array().unwrap().len(), 2);
    let drawn = send(&app, ann, Method::POST, &format!("{page}/draw"), json!({})).await;
    assert!(drawn["drawnAt"].is_string());
    assert_eq!(drawn["canRedrawSilently"], true);

    // Each leaves hints for whoever draws them.
    for (me, who) in ids.iter().zip(&people) {
        let saved = send(
            &app,
            who,
            Method::PUT,
            &format!("{page}/hints"),
            json!({"hints": format!(" hints of {me} ")}),
        )
        .await;
        let own = saved["participants"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["me"] == true)
            .unwrap();
        assert_eq!(own["hints"], format!("hints of {me}"));
    }

    // Each looks at whom they give to, with their hints. Before looking, an
    // export names nobody; after, whom they give to (the look is recorded).
    let give_to_in_export = |who: &Client| {
        let who = who.clone();
        let url = app.url("/api/account/export");
        async move {
            let file = json(who.get(url).send().await.unwrap()).await;
            let exchange = file["exchanges"]
                .as_array()
                .unwrap()
                .iter()
                .find(|e| e["name"] == "Family Santa")
                .cloned()
                .unwrap_or_else(|| panic!("{file}"));
            assert_eq!(exchange["drawn"], true);
            exchange["giveTo"].clone()
        }
    };
    assert_eq!(give_to_in_export(&people[1]).await, Value::Null);
    let mut truth = BTreeMap::new();
    for (giver, who) in ids.iter().zip(&people) {
        let recipient = send(
            &app,
            who,
            Method::POST,
            &format!("{page}/recipient"),
            json!({}),
        )
        .await;
        let receiver = recipient["id"].as_i64().unwrap();
        assert_eq!(recipient["hints"], format!("hints of {receiver}"));
        assert_ne!(receiver, *giver);
        assert!(recipient["userId"].is_i64());
        truth.insert(*giver, receiver);
    }
    assert_ne!(truth[&b], c);
    assert_ne!(truth[&c], b);
    let bens_recipient = truth[&ids[1]];
    let name_of = |id: i64| {
        view["participants"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == id)
            .map(|p| p["name"].clone())
            .unwrap()
    };
    assert_eq!(give_to_in_export(&people[1]).await, name_of(bens_recipient));
    // Ben asks his recipient; they answer, never told who asked.
    let asked = send(
        &app,
        &people[1],
        Method::POST,
        &format!("{page}/questions"),
        json!({"body": "What size?"}),
    )
    .await;
    assert_eq!(asked["side"], "asked");
    let receiver_index = ids.iter().position(|p| *p == truth[&b]).unwrap();
    let of_receiver = get(&app, &people[receiver_index], &format!("{page}/questions")).await;
    let to_me = of_receiver
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["side"] == "toMe")
        .unwrap()
        .clone();
    assert_eq!(to_me["giver"], Value::Null);
    assert_eq!(to_me["body"], "What size?");
    let answered = send(
        &app,
        &people[receiver_index],
        Method::POST,
        &format!("/api/exchange-questions/{}/answer", to_me["id"]),
        json!({"body": "Medium"}),
    )
    .await;
    assert_eq!(answered["answer"], "Medium");
    let mine = get(&app, &people[1], &format!("{page}/questions")).await;
    assert_eq!(mine[0]["answer"], "Medium");

    // The day before, the scheduler reminds each giver once.
    let date: chrono::NaiveDate = christmas().parse().unwrap();
    let eve = (date - Days::new(1))
        .and_hms_opt(12, 0, 0)
        .unwrap()
        .and_utc();
    let report = api::scheduler::tick(&app.db.database, None, eve)
        .await
        .unwrap();
    assert_eq!(report.exchange_reminders, 5);
    let again = api::scheduler::tick(&app.db.database, None, eve)
        .await
        .unwrap();
    assert_eq!(again.exchange_reminders, 0);

    // Everything each person can read links no pair but their own.
    for (me, who) in ids.iter().zip(&people) {
        let view = get(&app, who, &page).await;
        for pair in view["myPairs"].as_array().unwrap() {
            assert_eq!(pair["giver"].as_i64(), Some(*me));
            assert_eq!(pair["recipient"]["id"].as_i64(), Some(truth[me]));
        }
        assert_eq!(view["allPairs"], Value::Null);
        assert_eq!(view["exclusions"].is_array(), *me == a);
        for participant in view["participants"].as_array().unwrap() {
            let mine = participant["id"].as_i64() == Some(*me);
            assert_eq!(participant["me"], mine);
            assert_eq!(participant["mine"], mine);
            assert_eq!(participant["hints"].is_string(), mine, "{participant}");
        }
        // Hints anywhere in the page: mine and my recipient's only.
        let text = view.to_string();
        for other in &ids {
            let shown = text.contains(&format!("hints of {other}\""));
            assert_eq!(
                shown,
                other == me || *other == truth[me],
                "{me} saw {other}'s"
            );
        }
        for question in get(&app, who, &format!("{page}/questions"))
            .await
            .as_array()
            .unwrap()
        {
            match question["side"].as_str().unwrap() {
                "asked" => assert_eq!(question["giver"].as_i64(), Some(*me)),
                _ => {
                    assert_eq!(question["giver"], Value::Null);
                    assert_eq!(question["recipient"].as_i64(), Some(*me));
                }
            }
        }
        let list = get(&app, who, "/api/exchanges").await;
        assert_eq!(list[0]["drawn"], true);
        assert_eq!(list[0]["looked"], true);
        // No news of the exchange names anyone but the organiser.
        let news = get(&app, who, "/api/notifications").await;
        let news: Vec<&Value> = news["notifications"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|n| n["kind"].as_str().unwrap().starts_with("exchange_"))
            .collect();
        assert!(!news.is_empty() || *me == a);
        let reminders: Vec<&&Value> = news
            .iter()
            .filter(|n| n["kind"] == "exchange_reminder")
            .collect();
        assert_eq!(reminders.len(), 1, "{me}");
        assert_eq!(reminders[0]["title"], "Family Santa is tomorrow");
        for line in news {
            for name in ["Ben", "Cal", "Dee", "Zoe"] {
                assert!(
                    !line.to_string().contains(name),
                    "{me} was told {name}: {line}"
                );
            }
        }
    }
    // Someone looked: a new draw tells everyone, and only when asked to.
    let (code, body) = status(&app, ann, Method::POST, &format!("{page}/draw"), json!({})).await;
    assert_eq!(code, StatusCode::CONFLICT, "{body}");
    let again = send(
        &app,
        ann,
        Method::POST,
        &format!("{page}/draw"),
        json!({"tellEveryone": true}),
    )
    .await;
    assert_eq!(again["myPairs"][0]["recipient"], Value::Null);
    let news = get(&app, &people[3], "/api/notifications").await;
    assert!(news.to_string().contains("again"), "{news}");
    // A question from before the redraw is shown only while its pair
    // stands (the new draw may give Ben the same recipient).
    let redrawn = send(
        &app,
        &people[1],
        Method::POST,
        &format!("{page}/recipient"),
        json!({}),
    )
    .await;
    let kept = redrawn["id"].as_i64() == Some(truth[&b]);
    let questions = get(&app, &people[1], &format!("{page}/questions")).await;
    assert_eq!(
        questions.as_array().unwrap().len(),
        usize::from(kept),
        "{questions}"
    );
    // The organiser sees every pair only by telling everyone.
    let shown = send(
        &app,
        ann,
        Method::POST,
        &format!("{page}/pairs/show"),
        json!({}),
    )
    .await;
    assert_eq!(shown["allPairs"].as_array().unwrap().len(), 5);
    assert_eq!(get(&app, &people[2], &page).await["allPairs"], Value::Null);
    // Not before the day.
    let (code, _) = status(
        &app,
        ann,
        Method::POST,
        &format!("{page}/reveal"),
        json!({}),
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT);
}

async fn strangers_and_bad_input_are_refused(app: TestApp) {
    let (people, exchange) = family(&app).await;
    let id = exchange["id"].as_i64().unwrap();
    let page = format!("/api/exchanges/{id}");
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Mole")
        .await;
    let ann = &people[0];
    // Bad input, each with its message.
    let (code, body) = status(
        &app,
        ann,
        Method::POST,
        "/api/exchanges",
        json!({"date": christmas()}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert_eq!(body["message"], domain::messages::NAME_REQUIRED, "{body}");
    let (code, body) = status(
        &app,
        ann,
        Method::POST,
        "/api/exchanges",
        json!({"name": "Late", "date": "2020-01-01"}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert_eq!(body["message"], domain::messages::EXCHANGE_DATE_PAST);
    let (code, body) = status(
        &app,
        ann,
        Method::POST,
        "/api/exchanges",
        json!({"name": "Odd", "date": christmas(), "budget": "lots"}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST, "{body}");
    let (code, body) = status(
        &app,
        ann,
        Method::POST,
        &format!("{page}/participants"),
        json!({"userId": 1, "email": "x@example.com"}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["message"],
        domain::messages::EXCHANGE_PARTICIPANT_ONE_OF
    );
    let mallory_id = app.user_id(&mallory).await;
    let (code, _) = status(
        &app,
        ann,
        Method::POST,
        &format!("{page}/participants"),
        json!({"userId": mallory_id}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    let (code, _) = status(
        &app,
        ann,
        Method::POST,
        &format!("{page}/participants"),
        json!({"email": "zoe@example.com"}),
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT);
    let (code, _) = status(
        &app,
        &people[1],
        Method::POST,
        &format!("{page}/draw"),
        json!({}),
    )
    .await;
    assert_eq!(code, StatusCode::FORBIDDEN);
    let (code, _) = status(
        &app,
        &people[1],
        Method::POST,
        &format!("{page}/recipient"),
        json!({}),
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT, "not drawn yet");
    let (code, _) = status(
        &app,
        &mallory,
        Method::GET,
        "/api/exchange-invites/not-a-token",
        Value::Null,
    )
    .await;
    assert_eq!(code, StatusCode::GONE);
    send(&app, ann, Method::POST, &format!("{page}/draw"), json!({})).await;
    let long = "?".repeat(1_001);
    let (code, body) = status(
        &app,
        &people[1],
        Method::POST,
        &format!("{page}/questions"),
        json!({"body": long}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST, "{body}");
    let (code, body) = status(
        &app,
        &people[1],
        Method::PUT,
        &format!("{page}/hints"),
        json!({"hints": "x".repeat(1_001)}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["message"], domain::messages::EXCHANGE_HINTS_TOO_LONG);
    let (code, body) = status(
        &app,
        &people[1],
        Method::PUT,
        &format!("{page}/hints"),
        json!({"hints": 7}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST, "{body}");

    // A stranger gets 404 from every route of the exchange, and nothing changes.
    let before = get(&app, ann, &page).await;
    for (method, path, body) in [
        (Method::GET, page.clone(), Value::Null),
        (Method::PATCH, page.clone(), json!({"name": "Hacked"})),
        (Method::DELETE, page.clone(), Value::Null),
        (
            Method::POST,
            format!("{page}/next"),
            json!({"name": "Next", "date": christmas()}),
        ),
        (
            Method::POST,
            format!("{page}/participants"),
            json!({"email": "m@example.com"}),
        ),
        (
            Method::PUT,
            format!("{page}/exclusions"),
            json!({"pairs": []}),
        ),
        (
            Method::POST,
            format!("{page}/draw"),
            json!({"tellEveryone": true}),
        ),
        (
            Method::POST,
            format!("{page}/draw/cancel"),
            json!({"tellEveryone": true}),
        ),
        (Method::POST, format!("{page}/recipient"), json!({})),
        (
            Method::PUT,
            format!("{page}/bought"),
            json!({"bought": true}),
        ),
        (
            Method::PUT,
            format!("{page}/hints"),
            json!({"hints": "Size M"}),
        ),
        (Method::POST, format!("{page}/pairs/show"), json!({})),
        (Method::POST, format!("{page}/reveal"), json!({})),
        (Method::GET, format!("{page}/questions"), Value::Null),
        (
            Method::POST,
            format!("{page}/questions"),
            json!({"body": "Who?"}),
        ),
    ] {
        let body = (!body.is_null()).then_some(body);
        let res = call(&app, &mallory, method.clone(), &path, body).await;
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{method} {path}");
    }
    assert!(get(&app, &mallory, "/api/exchanges")
        .await
        .as_array()
        .unwrap()
        .is_empty());
    assert_eq!(get(&app, ann, &page).await, before);
    // Leaving: a participant takes themselves out before anyone looked;
    // the organiser cannot.
    let dee = before["participants"][3]["id"].as_i64().unwrap();
    let ann_id = before["participants"][0]["id"].as_i64().unwrap();
    let (code, _) = status(
        &app,
        ann,
        Method::DELETE,
        &format!("{page}/participants/{ann_id}"),
        Value::Null,
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT);
    let res = call(
        &app,
        &people[3],
        Method::DELETE,
        &format!("{page}/participants/{dee}"),
        None,
    )
    .await;
    assert_eq!(res.status(), StatusCode::OK);
    let (code, _) = status(&app, &people[3], Method::GET, &page, Value::Null).await;
    assert_eq!(code, StatusCode::NOT_FOUND);
    let res = call(&app, ann, Method::DELETE, &page, None).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(get(&app, &people[1], "/api/exchanges")
        .await
        .as_array()
        .unwrap()
        .is_empty());
}
