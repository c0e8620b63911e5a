//! Budgets and spending (issue 44) over HTTP, on both databases: Ada keeps
//! a budget for Christmas in her home currency with an amount for Mum; her
//! gifts for the day and her claim on Mum's list (price times units) add up
//! against it, another currency is listed and not counted, edits move the
//! sums; the Spending page and its CSV; nobody else reaches a budget (Mum
//! included), and nothing of it reaches Mum.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::api_tests;
use crate::gifts::ada_and_mum;
use crate::helpers::{call, ok, status_of as status, TestApp};

api_tests!(
    a_budget_fills_up_with_gifts_and_claims_in_its_currency,
    spending_by_person_occasion_and_year_and_its_csv,
    nobody_else_reaches_a_budget_and_bad_input_is_refused,
);

const DAY: &str = "2026-12-25";

async fn get(app: &TestApp, who: &Client, path: &str) -> Value {
    ok(call(app, who, Method::GET, path, None).await).await
}

async fn send(app: &TestApp, who: &Client, method: Method, path: &str, body: Value) -> Value {
    ok(call(app, who, method, path, Some(body)).await).await
}

async fn gift(app: &TestApp, ada: &Client, body: Value) -> Value {
    let (code, gift) = status(app, ada, Method::POST, "/api/gifts", body).await;
    assert_eq!(code, StatusCode::CREATED, "{gift}");
    gift
}

/// Everything Mum reads: her lists, her wishlist, her bell, Ada's page.
async fn what_mum_reads(app: &TestApp, mum: &Client, ada_id: i64) -> Vec<Value> {
    let mut seen = Vec::new();
    for path in [
        "/api/lists".to_owned(),
        "/api/lists/items".to_owned(),
        "/api/wishlist".to_owned(),
        "/api/notifications".to_owned(),
        "/api/budgets".to_owned(),
        "/api/spending".to_owned(),
        format!("/api/person?friendId={ada_id}"),
    ] {
        seen.push(get(app, mum, &path).await);
    }
    seen
}

async fn a_budget_fills_up_with_gifts_and_claims_in_its_currency(app: TestApp) {
    let (ada, mum, contact, mum_id) = ada_and_mum(&app).await;
    let ada_id = app.user_id(&ada).await;
    // Ada's home currency is the euro: a budget without one is in it.
    let settings = send(
        &app,
        &ada,
        Method::PUT,
        "/api/account/settings",
        json!({"homeCurrency": "eur"}),
    )
    .await;
    assert_eq!(settings["homeCurrency"], "EUR");
    // Mum's Christmas list: a kettle at €24.99, three wanted.
    let list = ok(app
        .post_json(
            &mum,
            "/api/lists",
            json!({"name": "Christmas", "eventDate": DAY, "visibility": "friends"}),
        )
        .await)
    .await;
    let kettle = ok(app
        .post_json(
            &mum,
            &format!("/api/lists/{}/items", list["id"]),
            json!({"name": "Kettle", "price": "€24.99", "quantity": 3}),
        )
        .await)
    .await;
    let mum_before = what_mum_reads(&app, &mum, ada_id).await;

    let budget = ok(app
        .post_json(
            &ada,
            "/api/budgets",
            json!({"name": "Christmas 2026", "date": DAY, "amount": "150"}),
        )
        .await)
    .await;
    assert_eq!(budget["currency"], "EUR");
    assert_eq!(budget["amountCents"], 15_000);
    assert_eq!(budget["leftCents"], 15_000);
    let path = format!("/api/budgets/{}", budget["id"]);
    let with_mum = send(
        &app,
        &ada,
        Method::PUT,
        &format!("{path}/people"),
        json!({"contactId": contact, "amount": "50"}),
    )
    .await;
    assert_eq!(
        with_mum["people"],
        json!([{"contactId": contact, "friendId": null, "dependantId": null, "name": "Mum",
                "allowanceCents": 5_000, "boughtCents": 0, "plannedCents": 0, "overCents": 0}])
    );
    // Ada claims two kettles: planned at €49.98, for the friend Mum is.
    send(
        &app,
        &ada,
        Method::PUT,
        &format!("/api/lists/{}/items/{}/claim", list["id"], kettle["id"]),
        json!({"quantity": 2}),
    )
    .await;
    // Gifts for the day: bought €30, an idea at €10, one in dollars, one
    // without a price; one for another day.
    gift(
        &app,
        &ada,
        json!({"contactId": contact, "name": "Scarf", "status": "bought", "price": "30",
               "currency": "EUR", "occasionDate": DAY}),
    )
    .await;
    let idea = gift(
        &app,
        &ada,
        json!({"friendId": mum_id, "name": "Tea", "price": "10", "currency": "EUR",
               "occasionDate": DAY}),
    )
    .await;
    gift(
        &app,
        &ada,
        json!({"contactId": contact, "name": "Book", "status": "bought", "price": "20",
               "currency": "USD", "occasionDate": DAY}),
    )
    .await;
    gift(
        &app,
        &ada,
        json!({"contactId": contact, "name": "Card", "status": "given", "occasionDate": DAY}),
    )
    .await;
    gift(
        &app,
        &ada,
        json!({"contactId": contact, "name": "Vase", "status": "given", "price": "99",
               "currency": "EUR", "occasionDate": "2026-03-04"}),
    )
    .await;
    let filled = get(&app, &ada, &path).await;
    assert_eq!(filled["boughtCents"], 3_000, "{filled}");
    assert_eq!(filled["plannedCents"], 1_000 + 4_998, "{filled}");
    assert_eq!(filled["leftCents"], 15_000 - 3_000 - 5_998);
    assert_eq!(filled["overCents"], 0);
    assert_eq!(
        filled["notCounted"],
        json!([{"amountCents": 2_000, "currency": "USD"}])
    );
    assert_eq!(filled["unpriced"], 1);
    // The contact and the friend Mum is are one person, over her €50.
    assert_eq!(filled["people"].as_array().unwrap().len(), 1, "{filled}");
    assert_eq!(filled["people"][0]["overCents"], 3_000 + 5_998 - 5_000);
    // Her page says it, whichever way it is opened.
    for query in [format!("contactId={contact}"), format!("friendId={mum_id}")] {
        let page = get(&app, &ada, &format!("/api/person?{query}")).await;
        assert_eq!(
            page["budgets"],
            json!([{"id": budget["id"], "name": "Christmas 2026", "date": DAY,
                    "currency": "EUR", "allowanceCents": 5_000, "boughtCents": 3_000,
                    "plannedCents": 5_998, "overCents": 3_998}])
        );
    }
    // The kettles bought: counted once, as bought, at both units.
    send(
        &app,
        &ada,
        Method::PUT,
        &format!("/api/lists/{}/items/{}/claim", list["id"], kettle["id"]),
        json!({"quantity": 2, "status": "purchased"}),
    )
    .await;
    let bought = get(&app, &ada, &path).await;
    assert_eq!(bought["boughtCents"], 3_000 + 4_998, "{bought}");
    assert_eq!(bought["plannedCents"], 1_000);
    // Edits move the sums: the idea dearer, the budget larger.
    send(
        &app,
        &ada,
        Method::PATCH,
        &format!("/api/gifts/{}", idea["id"]),
        json!({"price": "100"}),
    )
    .await;
    let over = get(&app, &ada, &path).await;
    assert_eq!(over["leftCents"], 15_000 - 7_998 - 10_000);
    assert_eq!(over["overCents"], 2_998);
    let raised = send(
        &app,
        &ada,
        Method::PATCH,
        &path,
        json!({"amount": "200", "currency": "USD"}),
    )
    .await;
    // The currency stays what it was made in.
    assert_eq!(raised["currency"], "EUR");
    assert_eq!(raised["leftCents"], 20_000 - 17_998);
    assert_eq!(raised["overCents"], 0);
    // The home dashboard's list: by day.
    let all = get(&app, &ada, "/api/budgets").await;
    assert_eq!(all[0]["id"], budget["id"]);
    // Mum taken off the budget: still counted in the whole.
    let off = send(
        &app,
        &ada,
        Method::PUT,
        &format!("{path}/people"),
        json!({"contactId": contact, "amount": null}),
    )
    .await;
    assert_eq!(off["people"][0]["allowanceCents"], Value::Null);
    assert_eq!(off["leftCents"], raised["leftCents"]);
    // Mum receives nothing of it: everything she reads is as it was, but
    // for her kettles' claim (the list keeps the surprise as before).
    let mum_after = what_mum_reads(&app, &mum, ada_id).await;
    let text = serde_json::to_string(&mum_after).unwrap();
    for secret in ["Christmas 2026", "Scarf", "Tea", "15000", "4998"] {
        assert!(!text.contains(secret), "{secret} reached Mum: {text}");
    }
    assert_eq!(mum_after[4], json!([]));
    assert_eq!(mum_after, mum_before);
    // Deleted, it is gone.
    let deleted = send(&app, &ada, Method::DELETE, &path, Value::Null).await;
    assert_eq!(deleted["deleted"], true);
    let (code, _) = status(&app, &ada, Method::GET, &path, Value::Null).await;
    assert_eq!(code, StatusCode::NOT_FOUND);
}

async fn spending_by_person_occasion_and_year_and_its_csv(app: TestApp) {
    let (ada, _mum, contact, mum_id) = ada_and_mum(&app).await;
    let dad = ok(app
        .post_json(&ada, "/api/contacts", json!({"name": "Dad, Senior"}))
        .await)
    .await;
    ok(app
        .post_json(
            &ada,
            "/api/budgets",
            json!({"name": "Christmas 2026", "date": DAY, "amount": "300", "currency": "USD"}),
        )
        .await)
    .await;
    for body in [
        json!({"contactId": contact, "name": "Scarf", "status": "bought", "price": "30",
               "occasionDate": DAY}),
        json!({"friendId": mum_id, "name": "Tea", "status": "given", "price": "12.50",
               "occasion": "Birthday", "occasionDate": "2025-03-04"}),
        json!({"contactId": dad["id"], "name": "=Tie", "status": "wrapped", "price": "25",
               "occasion": "Christmas", "occasionDate": "2025-12-25"}),
        // An idea is not spent; euros are listed apart.
        json!({"contactId": dad["id"], "name": "Drill", "price": "80", "occasionDate": DAY}),
        json!({"contactId": dad["id"], "name": "Wine", "status": "given", "price": "15",
               "currency": "EUR", "occasionDate": DAY}),
    ] {
        gift(&app, &ada, body).await;
    }
    let all = get(&app, &ada, "/api/spending").await;
    assert_eq!(all["currency"], "USD");
    assert_eq!(all["totalCents"], 6_750);
    assert_eq!(all["years"], json!([2026, 2025]));
    assert_eq!(
        all["byPerson"],
        json!([
            {"contactId": contact, "friendId": null, "dependantId": null, "name": "Mum",
             "amountCents": 4_250},
            {"contactId": dad["id"], "friendId": null, "dependantId": null, "name": "Dad, Senior",
             "amountCents": 2_500},
        ])
    );
    assert_eq!(
        all["byOccasion"],
        json!([
            {"name": "Christmas 2026", "amountCents": 3_000},
            {"name": "Christmas 2025", "amountCents": 2_500},
            {"name": "Birthday 2025", "amountCents": 1_250},
        ])
    );
    assert_eq!(
        all["byYear"],
        json!([{"year": 2025, "amountCents": 3_750}, {"year": 2026, "amountCents": 3_000}])
    );
    assert_eq!(
        all["notCounted"],
        json!([{"amountCents": 1_500, "currency": "EUR"}])
    );
    let last_year = get(&app, &ada, "/api/spending?year=2025").await;
    assert_eq!(last_year["totalCents"], 3_750);
    assert_eq!(last_year["notCounted"], json!([]));
    assert_eq!(last_year["byYear"], all["byYear"]);
    let in_euros = get(&app, &ada, "/api/spending?currency=eur").await;
    assert_eq!(in_euros["totalCents"], 1_500);
    // The CSV: a download, quoted where it must be, never a formula.
    let res = call(&app, &ada, Method::GET, "/api/spending.csv?year=2025", None).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        res.headers()["content-disposition"],
        "attachment; filename=\"presently-spending-2025.csv\""
    );
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    assert_eq!(
        res.text().await.unwrap(),
        "Group,Name,Amount,Currency\r\n\
         Person,\"Dad, Senior\",25.00,USD\r\n\
         Person,Mum,12.50,USD\r\n\
         Occasion,Christmas 2025,25.00,USD\r\n\
         Occasion,Birthday 2025,12.50,USD\r\n\
         Year,2025,37.50,USD\r\n\
         Year,2026,30.00,USD\r\n\
         Total,,37.50,USD\r\n"
    );
    let (code, body) = status(
        &app,
        &ada,
        Method::GET,
        "/api/spending?currency=dollars",
        Value::Null,
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["fields"]["currency"],
        domain::messages::CURRENCY_INVALID
    );
}

async fn nobody_else_reaches_a_budget_and_bad_input_is_refused(app: TestApp) {
    let (ada, mum, contact, _mum_id) = ada_and_mum(&app).await;
    let mallory = app
        .sign_in_as("mallory@example.com", "Mallory", "Mole")
        .await;
    let budget = ok(app
        .post_json(
            &ada,
            "/api/budgets",
            json!({"name": "Surprise party", "date": DAY, "amount": "500"}),
        )
        .await)
    .await;
    assert_eq!(budget["currency"], "USD");
    let path = format!("/api/budgets/{}", budget["id"]);
    for other in [&mum, &mallory] {
        for (method, p, body) in [
            (Method::GET, path.clone(), Value::Null),
            (Method::PATCH, path.clone(), json!({"amount": "1"})),
            (Method::DELETE, path.clone(), Value::Null),
            (
                Method::PUT,
                format!("{path}/people"),
                json!({"contactId": contact, "amount": "1"}),
            ),
        ] {
            let (code, _) = status(&app, other, method.clone(), &p, body).await;
            assert_eq!(code, StatusCode::NOT_FOUND, "{method} {p}");
        }
        assert_eq!(get(&app, other, "/api/budgets").await, json!([]));
    }
    // Mallory may not put Ada's contact on a budget of her own.
    let own = ok(app
        .post_json(
            &mallory,
            "/api/budgets",
            json!({"name": "Mine", "date": DAY, "amount": "5"}),
        )
        .await)
    .await;
    let (code, _) = status(
        &app,
        &mallory,
        Method::PUT,
        &format!("/api/budgets/{}/people", own["id"]),
        json!({"contactId": contact, "amount": "1"}),
    )
    .await;
    assert_eq!(code, StatusCode::NOT_FOUND);
    assert_eq!(get(&app, &ada, &path).await["amountCents"], 50_000);
    // Bad input, each with its message, nothing written.
    use domain::messages::*;
    for (body, field, message) in [
        (json!({}), "name", NAME_REQUIRED),
        (json!({}), "date", BUDGET_DATE_REQUIRED),
        (json!({}), "amount", BUDGET_AMOUNT_INVALID),
        (
            json!({"name": "x".repeat(101), "date": DAY, "amount": "5"}),
            "name",
            BUDGET_NAME_TOO_LONG,
        ),
        (
            json!({"name": "X", "date": "25/12/2026", "amount": "5"}),
            "date",
            DATE_INVALID,
        ),
        (
            json!({"name": "X", "date": DAY, "amount": "-5"}),
            "amount",
            BUDGET_AMOUNT_INVALID,
        ),
        (
            json!({"name": "X", "date": DAY, "amount": "5", "currency": "€"}),
            "currency",
            CURRENCY_INVALID,
        ),
    ] {
        let (code, answer) = status(&app, &ada, Method::POST, "/api/budgets", body).await;
        assert_eq!(code, StatusCode::BAD_REQUEST);
        assert_eq!(answer["fields"][field], message, "{answer}");
    }
    for (body, code, message) in [
        (
            json!({"amount": "5"}),
            StatusCode::BAD_REQUEST,
            GIFT_PERSON_ONE_OF,
        ),
        (
            json!({"contactId": contact, "amount": "0"}),
            StatusCode::BAD_REQUEST,
            BUDGET_PERSON_AMOUNT_INVALID,
        ),
    ] {
        let (got, answer) = status(&app, &ada, Method::PUT, &format!("{path}/people"), body).await;
        assert_eq!(got, code);
        assert_eq!(answer["message"], message);
    }
    let (code, answer) = status(
        &app,
        &ada,
        Method::PUT,
        "/api/account/settings",
        json!({"homeCurrency": "euros"}),
    )
    .await;
    assert_eq!(code, StatusCode::BAD_REQUEST);
    assert_eq!(answer["fields"]["homeCurrency"], CURRENCY_INVALID);
    assert_eq!(
        get(&app, &ada, "/api/budgets")
            .await
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let after = get(&app, &ada, &path).await;
    assert_eq!(after["people"], json!([]));
}
