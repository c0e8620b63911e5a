//! Chipping in, givers' notes and questions to the person (issue 45) over
//! HTTP, on both databases: three givers and a guest chip in for Mum's
//! bike while everything Mum receives stays as it was at every step; the
//! target holds under twenty givers pledging at once, and a claim and a
//! shared purchase never both take the last unit; on a guardian's own
//! surprise the other guardian sees none of it; strangers, the recipient
//! and bad input are refused.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, json, ok, status_of as status, token_of, TestApp};

api_tests!(
    three_givers_and_a_guest_chip_in_and_mum_receives_nothing,
    pledges_never_pass_the_target_and_a_claim_and_a_chip_in_never_share_a_unit,
    a_guardians_own_surprise_keeps_its_chip_in_from_the_other_guardian,
    strangers_the_recipient_and_bad_input_are_refused,
);

async fn get(app: &TestApp, who: &Client, path: &str) -> Value {
    ok(call(app, who, Method::GET, path, None).await).await
}

async fn send(app: &TestApp, who: &Client, method: Method, path: &str, body: Value) -> Value {
    ok(call(app, who, method, path, Some(body)).await).await
}

/// Mum's birthday list (shown to friends, public) with a €120 bike, and
/// her friends Ada, Ben and Cat: (mum, [ada, ben, cat], list, bike, token).
async fn mums_bike(app: &TestApp) -> (Client, [Client; 3], i64, i64, String) {
    let mum = app
        .sign_in_as("mum@example.com", "Margaret", "Lovelace")
        .await;
    let mut givers = Vec::new();
    for (email, first) in [
        ("ada@example.com", "Ada"),
        ("ben@example.com", "Ben"),
        ("cat@example.com", "Cat"),
    ] {
        let giver = app.sign_in_as(email, first, "Giver").await;
        app.befriend(&giver, &mum, "mum@example.com").await;
        givers.push(giver);
    }
    let list = ok(app
        .post_json(
            &mum,
            "/api/lists",
            json!({"name": "Birthday", "eventDate": "2030-05-01", "visibility": "friends",
                   "isPublic": true}),
        )
        .await)
    .await;
    let bike = ok(app
        .post_json(
            &mum,
            &format!("/api/lists/{}/items", list["id"]),
            json!({"name": "Bike", "price": "€120", "size": "M"}),
        )
        .await)
    .await;
    let token = token_of(&list["url"]);
    (
        mum,
        givers.try_into().unwrap_or_else(|_| unreachable!()),
        list["id"].as_i64().unwrap(),
        bike["id"].as_i64().unwrap(),
        token,
    )
}

/// Everything Mum reads that could carry a trace of the bike's givers
/// (her bell apart: a question's news reaches her, never who asked).
async fn what_mum_reads(
    app: &TestApp,
    mum: &Client,
    list: i64,
    token: &str,
) -> Vec<(String, Value)> {
    let mut seen = Vec::new();
    for path in [
        "/api/lists".to_owned(),
        format!("/api/lists/{list}"),
        "/api/lists/items".to_owned(),
        "/api/wishlist".to_owned(),
        format!("/api/public/lists/{token}"),
    ] {
        seen.push((path.clone(), get(app, mum, &path).await));
    }
    seen
}

/// None of `words` anywhere in what `who` reads.
fn never_names(answers: &[(String, Value)], words: &[&str]) {
    for (path, answer) in answers {
        let text = answer.to_string().to_lowercase();
        for word in words {
            assert!(
                !text.contains(&word.to_lowercase()),
                "{path} names {word}: {answer}"
            );
        }
    }
}

fn chip_in_of(view: &Value) -> Value {
    view["chipIn"].clone()
}

fn shares(chip_in: &Value) -> Vec<(String, i64)> {
    chip_in["pledges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["giverName"].as_str().unwrap().to_owned(),
                p["amountCents"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn three_givers_and_a_guest_chip_in_and_mum_receives_nothing(app: TestApp) {
    let (mum, [ada, ben, cat], list, bike, token) = mums_bike(&app).await;
    let before = what_mum_reads(&app, &mum, list, &token).await;
    let bell_before = get(&app, &mum, "/api/notifications").await;
    let chip_path = format!("/api/items/{bike}/chip-in");
    let unchanged = |step: &'static str| {
        let app = &app;
        let mum = &mum;
        let token = &token;
        let before = &before;
        async move {
            let now = what_mum_reads(app, mum, list, token).await;
            assert_eq!(&now, before, "Mum's view changed after: {step}");
            for path in [
                format!("/api/items/{bike}/chip-in"),
                format!("/api/items/{bike}/notes"),
                format!("/api/items/{bike}/questions"),
            ] {
                let (code, _) = status(app, mum, Method::GET, &path, Value::Null).await;
                assert_eq!(code, StatusCode::NOT_FOUND, "{path} after {step}");
            }
        }
    };

    // Nobody chips in yet; Ada starts with €40, the target the bike's price.
    assert_eq!(get(&app, &ada, &chip_path).await["chipIn"], Value::Null);
    let (code, started) = status(
        &app,
        &ada,
        Method::POST,
        &chip_path,
        json!({"pledge": "40"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED, "{started}");
    let chip = chip_in_of(&started);
    assert_eq!(chip["targetCents"], 12_000);
    assert_eq!(chip["currency"], "EUR");
    assert_eq!(chip["organiserIsMe"], true);
    assert_eq!(chip["reached"], false);
    assert_eq!(shares(&chip), vec![("Ada Giver".to_owned(), 4_000)]);
    unchanged("Ada started").await;
    // The unit is held by a group, named to givers as such.
    let as_ben = get(&app, &ben, &format!("/api/lists/{list}")).await;
    let item = &as_ben["items"][0];
    assert_eq!(item["available"], 0);
    assert_eq!(item["claims"][0]["giverName"], "A group of givers");
    assert_eq!(item["claims"][0]["chipIn"]["organiserName"], "Ada Giver");
    assert_eq!(item["claims"][0]["chipIn"]["organiserIsMe"], false);
    // A second start, and a claim on the held unit, are refused.
    let (code, _) = status(&app, &ben, Method::POST, &chip_path, json!({})).await;
    assert_eq!(code, StatusCode::CONFLICT);
    let (code, _) = status(
        &app,
        &ben,
        Method::PUT,
        &format!("/api/lists/{list}/items/{bike}/claim"),
        json!({}),
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT);

    // Ben takes an equal share: the rest, so the target is reached and Ada
    // hears of it; as Cat pledges €30 Ben's share is recomputed.
    let pledge = format!("{chip_path}/pledge");
    let with_ben = send(&app, &ben, Method::PUT, &pledge, json!({})).await;
    assert_eq!(
        shares(&chip_in_of(&with_ben)),
        vec![
            ("Ada Giver".to_owned(), 4_000),
            ("Ben Giver".to_owned(), 8_000)
        ]
    );
    assert_eq!(chip_in_of(&with_ben)["reached"], true);
    let bell = get(&app, &ada, "/api/notifications").await.to_string();
    assert!(
        bell.contains("The pledges for Bike reached the target"),
        "{bell}"
    );
    assert!(bell.contains("Ben Giver chipped in for Bike"), "{bell}");
    unchanged("Ben pledged").await;
    let with_cat = send(&app, &cat, Method::PUT, &pledge, json!({"amount": "30"})).await;
    assert_eq!(
        shares(&chip_in_of(&with_cat)),
        vec![
            ("Ada Giver".to_owned(), 4_000),
            ("Ben Giver".to_owned(), 5_000),
            ("Cat Giver".to_owned(), 3_000)
        ]
    );
    unchanged("Cat pledged").await;
    // Too much is refused with what is left.
    let (code, refused) = status(&app, &ben, Method::PUT, &pledge, json!({"amount": "200"})).await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert_eq!(refused["fields"]["amount"], "Only 50.00 is left to pledge.");

    // A guest pledges €10 on the public link and may take it back.
    let public = get(
        &app,
        &app.new_browser(),
        &format!("/api/public/lists/{token}"),
    )
    .await;
    assert_eq!(public["items"][0]["chipIn"]["pledgeCount"], 3);
    assert!(public.to_string().contains("chipIn"));
    assert!(!public.to_string().contains("Ada"), "{public}");
    let guest = app.new_browser();
    let (code, pledged) = status(
        &app,
        &guest,
        Method::POST,
        &format!("/api/public/lists/{token}/items/{bike}/pledges"),
        json!({"name": "Gus Guest", "amount": "10"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED, "{pledged}");
    assert_eq!(pledged["amountCents"], 1_000);
    let undo = pledged["undoUrl"].as_str().unwrap();
    let undo_token = undo.rsplit("token=").next().unwrap();
    let found = get(&app, &guest, &format!("/api/public/pledges/{undo_token}")).await;
    assert_eq!(found["itemName"], "Bike");
    unchanged("a guest pledged").await;
    // The pledges now reach the target; Ada hears of it.
    let as_ada = get(&app, &ada, &chip_path).await;
    let chip = chip_in_of(&as_ada);
    assert_eq!(chip["pledgedCents"], 12_000);
    assert_eq!(chip["reached"], true);
    let bell = get(&app, &ada, "/api/notifications").await.to_string();
    assert!(
        bell.contains("The pledges for Bike reached the target"),
        "{bell}"
    );
    assert!(bell.contains("new pledges for Bike") || bell.contains("chipped in for Bike"));

    // Ben's note reaches Ada and Cat, never Mum.
    let (code, note) = status(
        &app,
        &ben,
        Method::POST,
        &format!("/api/items/{bike}/notes"),
        json!({"body": "I'll get the blue one"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED, "{note}");
    let notes = get(&app, &cat, &format!("/api/items/{bike}/notes")).await;
    assert_eq!(notes[0]["body"], "I'll get the blue one");
    assert_eq!(notes[0]["authorName"], "Ben Giver");
    let cats_bell = get(&app, &cat, "/api/notifications").await.to_string();
    assert!(
        cats_bell.contains("Ben Giver left a note on Bike"),
        "{cats_bell}"
    );
    unchanged("Ben wrote a note").await;

    // Cat asks Mum, unnamed; Mum answers from her list; the givers read it.
    let (code, asked) = status(
        &app,
        &cat,
        Method::POST,
        &format!("/api/items/{bike}/questions"),
        json!({"body": "Which size?"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED, "{asked}");
    let to_mum = get(&app, &mum, "/api/questions").await;
    assert_eq!(to_mum[0]["question"], "Which size?");
    assert_eq!(to_mum[0]["itemName"], "Bike");
    assert_eq!(to_mum[0]["listId"], list);
    // Her bell holds her friends' requests; its question lines name nobody.
    let questions_in_bell: Vec<Value> = get(&app, &mum, "/api/notifications").await
        ["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["kind"] == "item_question")
        .cloned()
        .collect();
    assert_eq!(questions_in_bell.len(), 1);
    assert_eq!(questions_in_bell[0]["title"], "A giver asked about Bike");
    never_names(
        &[
            ("/api/questions".to_owned(), to_mum.clone()),
            (
                "/api/notifications".to_owned(),
                Value::from(questions_in_bell),
            ),
        ],
        &["Cat", "Ada", "Ben", "Gus", "pledge", "chip", "note"],
    );
    let answered = send(
        &app,
        &mum,
        Method::PUT,
        &format!("/api/questions/{}/answer", to_mum[0]["id"]),
        json!({"body": "Medium, please"}),
    )
    .await;
    assert_eq!(answered["answer"], "Medium, please");
    for giver in [&ada, &ben, &cat] {
        let questions = get(&app, giver, &format!("/api/items/{bike}/questions")).await;
        assert_eq!(questions[0]["answer"], "Medium, please");
        assert_eq!(questions[0]["mine"], std::ptr::eq(giver, &cat));
    }
    assert!(get(&app, &cat, "/api/notifications")
        .await
        .to_string()
        .contains("A question about Bike was answered"));
    unchanged("Mum answered").await;

    // Ada ticks Ben paid (the equal shares are fixed) and marks it bought.
    let pledges = chip["pledges"].as_array().unwrap().clone();
    let bens = pledges
        .iter()
        .find(|p| p["giverName"] == "Ben Giver")
        .unwrap();
    let paid = send(
        &app,
        &ada,
        Method::PUT,
        &format!("{chip_path}/pledges/{}/paid", bens["id"]),
        json!({"paid": true}),
    )
    .await;
    let fixed = chip_in_of(&paid);
    assert!(fixed["pledges"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["equalShare"] == false));
    // Only the organiser ticks and buys.
    let (code, _) = status(
        &app,
        &ben,
        Method::POST,
        &format!("{chip_path}/bought"),
        Value::Null,
    )
    .await;
    assert_eq!(code, StatusCode::FORBIDDEN);
    // A paid pledge is not withdrawn.
    let (code, _) = status(&app, &ben, Method::DELETE, &pledge, Value::Null).await;
    assert_eq!(code, StatusCode::CONFLICT);
    let bought = send(
        &app,
        &ada,
        Method::POST,
        &format!("{chip_path}/bought"),
        Value::Null,
    )
    .await;
    assert_eq!(chip_in_of(&bought)["bought"], true);
    let as_ben = get(&app, &ben, &format!("/api/lists/{list}")).await;
    assert_eq!(as_ben["items"][0]["claims"][0]["status"], "purchased");
    // Each pledger's gifts name the share they paid.
    let mum_id = app.user_id(&mum).await;
    let bens_gifts = get(&app, &ben, &format!("/api/person?friendId={mum_id}")).await;
    let text = bens_gifts.to_string();
    assert!(text.contains("Bike"), "{text}");
    assert!(text.contains("4000") || text.contains("40.00"), "{text}");
    unchanged("bought").await;
    // The guest's pledge is kept; after the purchase it is not taken back
    // once paid, but Gus's was not ticked: it may go.
    let (code, _) = status(
        &app,
        &guest,
        Method::DELETE,
        &format!("/api/public/pledges/{undo_token}"),
        Value::Null,
    )
    .await;
    assert_eq!(
        code,
        StatusCode::CONFLICT,
        "a bought gift keeps its pledges"
    );
    // Mum's bell told her of the question only, never who.
    let ids_before: Vec<Value> = bell_before["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["id"].clone())
        .collect();
    let bell_after = get(&app, &mum, "/api/notifications").await;
    let new_lines: Vec<&Value> = bell_after["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| !ids_before.contains(&n["id"]))
        .collect();
    assert!(
        new_lines.iter().all(|n| n["kind"] == "item_question"),
        "{new_lines:?}"
    );
}

async fn pledges_never_pass_the_target_and_a_claim_and_a_chip_in_never_share_a_unit(app: TestApp) {
    let mum = app
        .sign_in_as("mum@example.com", "Margaret", "Lovelace")
        .await;
    let list = ok(app
        .post_json(
            &mum,
            "/api/lists",
            json!({"name": "Birthday", "visibility": "friends"}),
        )
        .await)
    .await;
    let list = list["id"].as_i64().unwrap();
    let item = |name: &'static str| {
        let app = &app;
        let mum = &mum;
        async move {
            ok(app
                .post_json(
                    mum,
                    &format!("/api/lists/{list}/items"),
                    json!({"name": name, "price": "$100"}),
                )
                .await)
            .await["id"]
                .as_i64()
                .unwrap()
        }
    };
    let tent = item("Tent").await;
    let mut givers = Vec::new();
    for n in 0..20 {
        let giver = app
            .sign_in_as(&format!("giver{n}@example.com"), &format!("Giver{n}"), "G")
            .await;
        app.befriend(&giver, &mum, "mum@example.com").await;
        givers.push(giver);
    }
    // The organiser pledges $10: $90 is left for the others' $10 each.
    let chip_path = format!("/api/items/{tent}/chip-in");
    let (code, _) = status(
        &app,
        &givers[0],
        Method::POST,
        &chip_path,
        json!({"pledge": "10"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED);
    let pledge = format!("{chip_path}/pledge");
    let attempts = givers[1..].iter().map(|giver| {
        let app = &app;
        let pledge = &pledge;
        async move {
            status(app, giver, Method::PUT, pledge, json!({"amount": "10"}))
                .await
                .0
        }
    });
    let codes = futures_util::future::join_all(attempts).await;
    let won = codes.iter().filter(|c| **c == StatusCode::OK).count();
    assert_eq!(won, 9, "{codes:?}");
    assert!(codes
        .iter()
        .all(|c| *c == StatusCode::OK || *c == StatusCode::BAD_REQUEST));
    let chip = get(&app, &givers[0], &chip_path).await["chipIn"].clone();
    assert_eq!(chip["pledgedCents"], 10_000);
    assert_eq!(chip["pledges"].as_array().unwrap().len(), 10);

    // The last unit: a claim and a start at once, one wins.
    let lamp = item("Lamp").await;
    let (claim_path, start_path) = (
        format!("/api/lists/{list}/items/{lamp}/claim"),
        format!("/api/items/{lamp}/chip-in"),
    );
    let claim = call(&app, &givers[1], Method::PUT, &claim_path, Some(json!({})));
    let start = call(&app, &givers[2], Method::POST, &start_path, Some(json!({})));
    let (claimed, started) = futures_util::future::join(claim, start).await;
    let (claimed, started) = (claimed.status(), started.status());
    assert!(
        (claimed == StatusCode::OK) != (started == StatusCode::CREATED),
        "claim {claimed}, chip in {started}"
    );
    let lamp_view = get(&app, &givers[3], &format!("/api/lists/{list}")).await;
    let lamp_item = lamp_view["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["id"] == lamp)
        .unwrap()
        .clone();
    assert_eq!(lamp_item["claims"].as_array().unwrap().len(), 1);
    assert_eq!(lamp_item["available"], 0);
}

async fn a_guardians_own_surprise_keeps_its_chip_in_from_the_other_guardian(app: TestApp) {
    let (ada, grace, bob, _mia, list) = crate::dependants::family(&app).await;
    // Ada's own surprise for Mia, and a wish of Mia's everyone sees.
    let surprise = ok(app
        .post_json(
            &ada,
            &format!("/api/lists/{list}/items"),
            json!({"name": "Bike", "price": "$80", "ownSurprise": true}),
        )
        .await)
    .await["id"]
        .as_i64()
        .unwrap();
    let wish = ok(app
        .post_json(
            &ada,
            &format!("/api/lists/{list}/items"),
            json!({"name": "Paints", "price": "$20"}),
        )
        .await)
    .await["id"]
        .as_i64()
        .unwrap();
    let graces_before = crate::dependants::receives(&app, &grace, list).await;
    // Bob, Ada's friend, chips in for the surprise and writes a note.
    let (code, started) = status(
        &app,
        &bob,
        Method::POST,
        &format!("/api/items/{surprise}/chip-in"),
        json!({}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED, "{started}");
    let (code, _) = status(
        &app,
        &bob,
        Method::POST,
        &format!("/api/items/{surprise}/notes"),
        json!({"body": "Red or blue?"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED);
    // A question on the surprise would give it away.
    let (code, refused) = status(
        &app,
        &bob,
        Method::POST,
        &format!("/api/items/{surprise}/questions"),
        json!({"body": "Which colour?"}),
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT);
    assert_eq!(
        refused["message"],
        "This gift is a surprise: asking about it would give it away."
    );
    // Ada, whose surprise it is, sees the chip-in; Grace sees none of it.
    let adas = get(&app, &ada, &format!("/api/items/{surprise}/chip-in")).await;
    assert_eq!(adas["chipIn"]["organiserName"], "Bob Babbage");
    assert_eq!(
        crate::dependants::receives(&app, &grace, list).await,
        graces_before
    );
    for path in ["chip-in", "notes", "questions"] {
        let (code, _) = status(
            &app,
            &grace,
            Method::GET,
            &format!("/api/items/{surprise}/{path}"),
            Value::Null,
        )
        .await;
        assert_eq!(code, StatusCode::NOT_FOUND, "{path}");
    }
    // A question on Mia's own wish goes to her guardians, who answer it.
    let (code, _) = status(
        &app,
        &bob,
        Method::POST,
        &format!("/api/items/{wish}/questions"),
        json!({"body": "Watercolour or acrylic?"}),
    )
    .await;
    assert_eq!(code, StatusCode::CREATED);
    let to_grace = get(&app, &grace, "/api/questions").await;
    assert_eq!(to_grace[0]["dependantName"], "Mia");
    assert!(!to_grace.to_string().contains("Bob"));
    assert!(get(&app, &grace, "/api/notifications")
        .await
        .to_string()
        .contains("A giver asked about Mia's Paints"));
    send(
        &app,
        &grace,
        Method::PUT,
        &format!("/api/questions/{}/answer", to_grace[0]["id"]),
        json!({"body": "Watercolour"}),
    )
    .await;
    let seen = get(&app, &bob, &format!("/api/items/{wish}/questions")).await;
    assert_eq!(seen[0]["answer"], "Watercolour");
}

async fn strangers_the_recipient_and_bad_input_are_refused(app: TestApp) {
    let (mum, [ada, ben, _cat], list, bike, token) = mums_bike(&app).await;
    let stranger = app.sign_in_as("eve@example.com", "Eve", "Stranger").await;
    let chip_path = format!("/api/items/{bike}/chip-in");
    // Bad input: each gets its form's message and 400, nothing written.
    for (body, field, message) in [
        (
            json!({"target": "0"}),
            "target",
            domain::messages::CHIP_IN_TARGET_INVALID,
        ),
        (
            json!({"target": "ten"}),
            "target",
            domain::messages::CHIP_IN_TARGET_INVALID,
        ),
        (
            json!({"pledge": "-5"}),
            "pledge",
            domain::messages::PLEDGE_AMOUNT_INVALID,
        ),
        (
            json!({"pledge": "500"}),
            "pledge",
            "Only 120.00 is left to pledge.",
        ),
    ] {
        let (code, refused) = status(&app, &ada, Method::POST, &chip_path, body.clone()).await;
        assert_eq!(code, StatusCode::BAD_REQUEST, "{body}: {refused}");
        assert_eq!(refused["fields"][field], message, "{body}");
    }
    assert_eq!(get(&app, &ada, &chip_path).await["chipIn"], Value::Null);
    let as_ben = get(&app, &ben, &format!("/api/lists/{list}")).await;
    assert_eq!(as_ben["items"][0]["available"], 1, "nothing half written");
    let notes = format!("/api/items/{bike}/notes");
    for (body, message) in [
        (json!({"body": "  "}), domain::messages::NOTE_REQUIRED),
        (
            json!({"body": "x".repeat(1001)}),
            domain::messages::NOTE_TOO_LONG,
        ),
    ] {
        let (code, refused) = status(&app, &ada, Method::POST, &notes, body).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(refused["fields"]["body"], message);
    }
    // Nobody chips in yet: pledging is refused.
    let (code, _) = status(
        &app,
        &ben,
        Method::PUT,
        &format!("{chip_path}/pledge"),
        json!({}),
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT);
    send(
        &app,
        &ada,
        Method::POST,
        &chip_path,
        json!({"target": "100", "pledge": "20"}),
    )
    .await;
    // A stranger, and Mum, reach none of it.
    for who in [&stranger, &mum] {
        for (method, path) in [
            (Method::GET, chip_path.clone()),
            (Method::PUT, format!("{chip_path}/pledge")),
            (Method::GET, notes.clone()),
            (Method::POST, notes.clone()),
            (Method::GET, format!("/api/items/{bike}/questions")),
            (Method::POST, format!("/api/items/{bike}/questions")),
        ] {
            let (code, _) = status(&app, who, method.clone(), &path, json!({"body": "hi"})).await;
            assert_eq!(code, StatusCode::NOT_FOUND, "{method} {path}");
        }
    }
    // Mum cannot pledge as a guest on her own public link either.
    let (code, _) = status(
        &app,
        &mum,
        Method::POST,
        &format!("/api/public/lists/{token}/items/{bike}/pledges"),
        json!({"name": "Mum"}),
    )
    .await;
    assert_eq!(code, StatusCode::FORBIDDEN);
    // Only the organiser changes the target, ticks, buys or cancels.
    let (code, _) = status(
        &app,
        &ben,
        Method::PATCH,
        &chip_path,
        json!({"target": "90"}),
    )
    .await;
    assert_eq!(code, StatusCode::FORBIDDEN);
    let (code, _) = status(&app, &ben, Method::DELETE, &chip_path, Value::Null).await;
    assert_eq!(code, StatusCode::FORBIDDEN);
    // Not yet reached: not bought.
    let (code, early) = status(
        &app,
        &ada,
        Method::POST,
        &format!("{chip_path}/bought"),
        Value::Null,
    )
    .await;
    assert_eq!(code, StatusCode::CONFLICT, "{early}");
    // Ben pledges; a target below what is pledged is refused.
    send(
        &app,
        &ben,
        Method::PUT,
        &format!("{chip_path}/pledge"),
        json!({"amount": "60"}),
    )
    .await;
    let (code, refused) = status(
        &app,
        &ada,
        Method::PATCH,
        &chip_path,
        json!({"target": "50"}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert_eq!(
        refused["fields"]["target"],
        domain::messages::CHIP_IN_TARGET_BELOW_PLEDGED
    );
    // Ada cancels: the unit is free, Ben is told.
    let cancelled = send(&app, &ada, Method::DELETE, &chip_path, Value::Null).await;
    assert_eq!(cancelled["chipIn"], Value::Null);
    let as_ben = get(&app, &ben, &format!("/api/lists/{list}")).await;
    assert_eq!(as_ben["items"][0]["available"], 1);
    assert!(get(&app, &ben, "/api/notifications")
        .await
        .to_string()
        .contains("Chipping in for Bike was cancelled"));
    // A bad undo token is not found.
    let res = app.get("/api/public/pledges/not-a-token").await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let _ = json(res).await;
    // Notes and questions: at most 30 a minute each person.
    let mut last = StatusCode::OK;
    for n in 0..31 {
        last = status(
            &app,
            &ben,
            Method::POST,
            &notes,
            json!({"body": format!("note {n}")}),
        )
        .await
        .0;
    }
    assert_eq!(last, StatusCode::TOO_MANY_REQUESTS);
}
