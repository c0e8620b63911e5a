use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, ok, TestApp};
use domain::messages;

async fn create(app: &TestApp, body: Value) -> Value {
    let res = app.post_json(&app.client, "/api/contacts", body).await;
    assert_eq!(res.status(), 201);
    json(res).await
}

async fn create_list_update_delete(app: TestApp) {
    app.sign_in_ada().await;
    let mum = create(
        &app,
        json!({"name": " Mum ", "email": "Mum@Example.com", "phone": "", "relationship": "Family",
               "preferences": "tulips, chocolate", "photoUrl": ""}),
    )
    .await;
    assert_eq!(mum["name"], "Mum");
    assert_eq!(mum["email"], "mum@example.com");
    assert!(mum["phone"].is_null(), "empty strings are dropped");
    assert!(mum["photoUrl"].is_null());
    assert_eq!(mum["relationship"], "family");
    assert_eq!(mum["interests"], json!(["tulips", "chocolate"]));
    create(&app, json!({"name": "alice"})).await;

    let names: Vec<Value> = json(app.get("/api/contacts").await)
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].clone())
        .collect();
    assert_eq!(
        names,
        [json!("alice"), json!("Mum")],
        "by name, ignoring case"
    );

    let path = format!("/api/contacts/{}", mum["id"]);
    let updated = json(
        app.patch_json(
            &app.client,
            &path,
            json!({"phone": "+1 555 0100", "email": null}),
        )
        .await,
    )
    .await;
    assert_eq!(updated["phone"], "+1 555 0100");
    assert!(updated["email"].is_null());
    assert_eq!(updated["name"], "Mum");
    assert_eq!(json(app.get(&path).await).await["phone"], "+1 555 0100");

    let res = app.client.delete(app.url(&path)).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(app.get(&path).await.status(), 404);
}

async fn each_validation_message(app: TestApp) {
    app.sign_in_ada().await;
    let cases = [
        (json!({}), "name", messages::NAME_REQUIRED),
        (json!({"name": "  "}), "name", messages::NAME_REQUIRED),
        (
            json!({"name": "x", "email": "nope"}),
            "email",
            messages::INVALID_EMAIL,
        ),
        (
            json!({"name": "x", "photoUrl": "not a url"}),
            "photoUrl",
            messages::INVALID_URL,
        ),
        (
            json!({"name": "x", "relationship": "nemesis"}),
            "relationship",
            messages::RELATIONSHIP_INVALID,
        ),
        (
            json!({"name": "x".repeat(201)}),
            "name",
            messages::NAME_TOO_LONG,
        ),
    ];
    for (body, field, message) in cases {
        let res = app
            .post_json(&app.client, "/api/contacts", body.clone())
            .await;
        assert_eq!(res.status(), 400, "{body}");
        assert_eq!(json(res).await["fields"][field], message, "{body}");
    }
    assert!(json(app.get("/api/contacts").await)
        .await
        .as_array()
        .unwrap()
        .is_empty());
    let id = create(&app, json!({"name": "Ann"})).await["id"].clone();
    let res = app
        .patch_json(
            &app.client,
            &format!("/api/contacts/{id}"),
            json!({"name": ""}),
        )
        .await;
    assert_eq!(json(res).await["fields"]["name"], messages::NAME_REQUIRED);
}

async fn deleting_a_contact_keeps_its_dates_unlinked(app: TestApp) {
    app.sign_in_ada().await;
    let mum = create(&app, json!({"name": "Mum"})).await;
    let res = app
        .post_json(&app.client, "/api/dates", json!({"title": "Mum's Birthday", "type": "birthday", "date": "1960-03-04", "contactId": mum["id"]}))
        .await;
    let date = json(res).await;
    assert_eq!(date["contact"]["name"], "Mum");
    app.client
        .delete(app.url(&format!("/api/contacts/{}", mum["id"])))
        .send()
        .await
        .unwrap();
    let kept = json(app.get(&format!("/api/dates/{}", date["id"])).await).await;
    assert_eq!(kept["title"], "Mum's Birthday");
    assert!(kept["contactId"].is_null() && kept["contact"].is_null());
}

async fn another_users_contact_is_404(app: TestApp) {
    app.sign_in_ada().await;
    let mum = create(&app, json!({"name": "Mum"})).await;
    let path = format!("/api/contacts/{}", mum["id"]);
    let grace = app.sign_in_grace().await;
    assert_eq!(
        grace.get(app.url(&path)).send().await.unwrap().status(),
        404
    );
    assert_eq!(
        app.patch_json(&grace, &path, json!({"name": "Mine"}))
            .await
            .status(),
        404
    );
    assert_eq!(
        grace.delete(app.url(&path)).send().await.unwrap().status(),
        404
    );
    assert!(
        json(grace.get(app.url("/api/contacts")).send().await.unwrap())
            .await
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert_eq!(json(app.get(&path).await).await["name"], "Mum");
    assert_eq!(
        app.new_browser()
            .get(app.url("/api/contacts"))
            .send()
            .await
            .unwrap()
            .status(),
        401
    );
}

async fn import_is_all_or_nothing_and_makes_dates(app: TestApp) {
    app.sign_in_ada().await;
    let res = app
        .post_json(
            &app.client,
            "/api/contacts/import",
            json!({"contacts": [
                {"name": "Ann", "phone": "555-0100", "relationship": "Friend", "birthday": "1985-03-04"},
                {"name": "Bob", "email": "bob@example.com", "birthday": "--05-17", "anniversary": "2010-06-12"},
            ]}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let body = json(res).await;
    assert_eq!(body["imported"], 2);
    assert_eq!(body["datesCreated"], 3);
    assert_eq!(
        body["contacts"][0]["relationship"], "friend",
        "the picker's 'Friend' is stored as friend"
    );
    let dates = json(app.get("/api/dates").await).await;
    let titles: Vec<&str> = dates
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["title"].as_str().unwrap())
        .collect();
    for title in ["Ann's Birthday", "Bob's Birthday", "Bob's Anniversary"] {
        assert!(titles.contains(&title), "{titles:?}");
    }
    let bob_birthday = dates
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["title"] == "Bob's Birthday")
        .unwrap();
    assert_eq!(bob_birthday["contact"]["name"], "Bob");
    assert!(bob_birthday["nextDate"]
        .as_str()
        .unwrap()
        .ends_with("-05-17"));

    // One bad contact: nothing is imported.
    let res = app
        .post_json(
            &app.client,
            "/api/contacts/import",
            json!({"contacts": [{"name": "Cat"}, {"name": "Dan", "email": "bad"}]}),
        )
        .await;
    assert_eq!(res.status(), 400);
    let error = json(res).await;
    assert_eq!(error["message"], "Contact 2: Invalid email");
    assert_eq!(
        error["fields"]["contacts[1].email"],
        "Contact 2: Invalid email"
    );
    let res = app
        .post_json(
            &app.client,
            "/api/contacts/import",
            json!({"contacts": [{"name": "Eve", "birthday": "yesterday"}]}),
        )
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(app.get("/api/contacts").await)
            .await
            .as_array()
            .unwrap()
            .len(),
        2
    );

    let res = app
        .post_json(&app.client, "/api/contacts/import", json!({"contacts": []}))
        .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["message"],
        "No contacts selected - Please select contacts to import"
    );
    let res = app
        .client
        .post(app.url("/api/contacts/import"))
        .header("Content-Type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
}

async fn oversize_import_is_413(app: TestApp) {
    app.sign_in_ada().await;
    let big = json!({"contacts": [{"name": "x".repeat(100), "preferences": "p".repeat(3 * 1024 * 1024)}]});
    let res = app
        .post_json(&app.client, "/api/contacts/import", big)
        .await;
    assert_eq!(res.status(), 413);
    json(res).await;
}

/// Ten imports an hour per person; the eleventh is 429 with `Retry-After`,
/// and nothing of it is stored. Another person's imports are their own.
async fn imports_are_limited_per_person_and_hour(app: TestApp) {
    app.sign_in_ada().await;
    for n in 0..domain::limits::IMPORTS_PER_HOUR {
        let res = app
            .post_json(
                &app.client,
                "/api/contacts/import",
                json!({"contacts": [{"name": format!("Contact {n}"), "phone": "555"}]}),
            )
            .await;
        assert_eq!(res.status(), 201, "import {n}");
    }
    let res = app
        .post_json(
            &app.client,
            "/api/contacts/import",
            json!({"contacts": [{"name": "One too many", "phone": "555"}]}),
        )
        .await;
    assert_eq!(res.status(), 429);
    let wait: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=3600).contains(&wait), "{wait}");
    assert_eq!(json(res).await["message"], messages::IMPORTS_TOO_MANY);
    let contacts = json(app.get("/api/contacts").await).await;
    assert_eq!(
        contacts.as_array().unwrap().len(),
        domain::limits::IMPORTS_PER_HOUR as usize
    );

    let grace = app.sign_in_grace().await;
    let res = app
        .post_json(
            &grace,
            "/api/contacts/import",
            json!({"contacts": [{"name": "Ada", "phone": "555"}]}),
        )
        .await;
    assert_eq!(res.status(), 201);
}

api_tests!(
    imports_are_limited_per_person_and_hour,
    create_list_update_delete,
    each_validation_message,
    deleting_a_contact_keeps_its_dates_unlinked,
    another_users_contact_is_404,
    import_is_all_or_nothing_and_makes_dates,
    oversize_import_is_413,
    vcard_preview_marks_duplicates_and_writes_nothing,
    a_cut_off_card_is_skipped_and_categories_give_the_relationship,
    not_a_vcard_or_too_big_is_refused,
);

fn fixture(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/../integrations/tests/fixtures/vcard/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

async fn preview(app: &TestApp, content_type: &str, body: Vec<u8>) -> reqwest::Response {
    app.client
        .post(app.url("/api/contacts/import/preview"))
        .header("Content-Type", content_type)
        .body(body)
        .send()
        .await
        .unwrap()
}

async fn vcard_preview_marks_duplicates_and_writes_nothing(app: TestApp) {
    app.sign_in_ada().await;
    let apple = fixture("apple.vcf");
    let res = preview(&app, "text/vcard", apple.clone()).await;
    assert_eq!(res.status(), 200);
    let first = json(res).await;
    let entries = first["entries"].as_array().unwrap();
    assert!(!entries.is_empty());
    assert!(entries.iter().all(|e| e["status"] == "new"), "{first}");
    assert_eq!(first["counts"]["new"], entries.len());
    assert!(
        entries
            .iter()
            .any(|e| e["birthday"].as_str().is_some_and(|b| b.starts_with("--"))),
        "a year-less birthday: {first}"
    );
    assert!(
        json(app.get("/api/contacts").await)
            .await
            .as_array()
            .unwrap()
            .is_empty(),
        "preview writes nothing"
    );

    // Import the first entry, then the same file shows it as a duplicate.
    let entry = &entries[0];
    let res = app
        .post_json(
            &app.client,
            "/api/contacts/import",
            json!({"contacts": [{"name": entry["name"], "email": entry["email"], "phone": entry["phone"], "birthday": entry["birthday"], "anniversary": entry["anniversary"]}]}),
        )
        .await;
    assert_eq!(res.status(), 201);

    let boundary = "presently-test-boundary";
    let mut multipart = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"apple.vcf\"\r\nContent-Type: text/vcard\r\n\r\n"
    )
    .into_bytes();
    multipart.extend_from_slice(&apple);
    multipart.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let res = preview(
        &app,
        &format!("multipart/form-data; boundary={boundary}"),
        multipart,
    )
    .await;
    assert_eq!(res.status(), 200);
    let second = json(res).await;
    assert_eq!(second["entries"][0]["status"], "duplicate");
    assert_eq!(second["entries"][0]["reason"], "Already in your contacts");
    assert_eq!(second["counts"]["duplicate"], 1);
}

/// Issue 34: a file cut off in the middle of a card used to import the
/// partial card (a contact whose email was the cut `half@exa`); contacts
/// from a file had no relationship. Now the cut card is skipped with why,
/// and each entry carries its card's relationship (else `friend`), which
/// an export made by Presently reads back.
async fn a_cut_off_card_is_skipped_and_categories_give_the_relationship(app: TestApp) {
    app.sign_in_ada().await;
    let file = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Mum\r\nEMAIL:mum@example.com\r\n\
                CATEGORIES:Parent\r\nEND:VCARD\r\n\
                BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Pal\r\nTEL:+1 555 0100\r\nEND:VCARD\r\n\
                BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half\r\nEMAIL:half@exa";
    let preview = json(preview(&app, "text/vcard", file.as_bytes().to_vec()).await).await;
    let entries: Vec<(&str, &str, &str)> = preview["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["name"].as_str().unwrap(),
                e["status"].as_str().unwrap(),
                e["relationship"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        entries,
        [
            ("Mum", "new", "parent"),
            ("Pal", "new", "friend"),
            ("Half", "skipped", "friend")
        ]
    );
    assert_eq!(
        preview["entries"][2]["reason"],
        domain::contact_import::CUT_OFF
    );
    assert_eq!(preview["counts"]["skipped"], 1);

    // What Presently exports as a .vcf, it previews with the same relationships.
    for (name, relationship) in [("Sis", "sibling"), ("Boss", "colleague")] {
        ok(app
            .post_json(
                &app.client,
                "/api/contacts",
                json!({"name": name, "email": format!("{name}@example.com"), "relationship": relationship}),
            )
            .await)
        .await;
    }
    let vcf = app
        .get("/api/account/export/contacts.vcf")
        .await
        .bytes()
        .await
        .unwrap()
        .to_vec();
    let grace = app.sign_in_grace().await;
    let res = grace
        .post(app.url("/api/contacts/import/preview"))
        .header("Content-Type", "text/vcard")
        .body(vcf)
        .send()
        .await
        .unwrap();
    let read_back = json(res).await;
    let relationships: Vec<&str> = read_back["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["relationship"].as_str().unwrap())
        .collect();
    assert_eq!(relationships, ["colleague", "sibling"], "{read_back}");
}

async fn not_a_vcard_or_too_big_is_refused(app: TestApp) {
    app.sign_in_ada().await;
    let res = preview(
        &app,
        "text/vcard",
        b"just some notes\nnothing else".to_vec(),
    )
    .await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["message"],
        "This file is not a vCard (.vcf) file."
    );
    let mut big = b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Big\r\nNOTE:".to_vec();
    big.resize(2 * 1024 * 1024 + 10, b'x');
    let res = preview(&app, "text/vcard", big).await;
    assert_eq!(res.status(), 413);
    json(res).await;
    let res = preview(&app, "application/octet-stream", b"BEGIN:VCARD".to_vec()).await;
    assert_eq!(res.status(), 415);
    assert!(json(app.get("/api/contacts").await)
        .await
        .as_array()
        .unwrap()
        .is_empty());
    assert_eq!(
        app.new_browser()
            .post(app.url("/api/contacts/import/preview"))
            .header("Content-Type", "text/vcard")
            .body("BEGIN:VCARD")
            .send()
            .await
            .unwrap()
            .status(),
        401
    );
}
