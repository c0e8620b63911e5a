//! My account: profile, settings, export and import, delete (with the sweep
//! that proves no row names me afterwards), backup and restore.

use chrono::{Days, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use persistence::DbConnection;
use reqwest::Client;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, Backend, TestApp};

async fn put(app: &TestApp, client: &Client, path: &str, body: Value) -> reqwest::Response {
    client.put(app.url(path)).json(&body).send().await.unwrap()
}

async fn ok_json(res: reqwest::Response) -> Value {
    let status = res.status();
    let body = json(res).await;
    assert!(status.is_success(), "{status}: {body}");
    body
}

async fn profile_edits_outlive_sign_ins_and_a_chosen_zone_outlives_the_browser(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let saved = ok_json(
        put(
            &app,
            ada,
            "/api/account/profile",
            json!({"firstName": " Augusta ", "lastName": "King", "profileImageUrl": "https://example.com/ada.png", "timeZone": "Asia/Tokyo"}),
        )
        .await,
    )
    .await;
    assert_eq!(saved["firstName"], "Augusta");
    assert_eq!(saved["timeZone"], "Asia/Tokyo");
    assert_eq!(saved["timeZoneFollowsBrowser"], false);
    // The browser's report no longer moves a chosen zone.
    let reported = ok_json(
        app.patch_json(ada, "/api/auth/user", json!({"timeZone": "Europe/London"}))
            .await,
    )
    .await;
    assert_eq!(reported["timeZone"], "Asia/Tokyo");
    // A later sign-in keeps the edited name and photo.
    let again = app.new_browser();
    app.dev_login(&again, "ada@example.com", "Ada", "Lovelace")
        .await;
    let user = json(again.get(app.url("/api/auth/user")).send().await.unwrap()).await;
    assert_eq!(user["firstName"], "Augusta");
    assert_eq!(user["lastName"], "King");
    assert_eq!(user["profileImageUrl"], "https://example.com/ada.png");
    // Back to following the browser.
    let follows = ok_json(
        put(
            &app,
            ada,
            "/api/account/profile",
            json!({"firstName": "Augusta", "lastName": "King", "profileImageUrl": null, "timeZone": null}),
        )
        .await,
    )
    .await;
    assert_eq!(follows["timeZoneFollowsBrowser"], true);
    let reported = ok_json(
        app.patch_json(ada, "/api/auth/user", json!({"timeZone": "Europe/London"}))
            .await,
    )
    .await;
    assert_eq!(reported["timeZone"], "Europe/London");
    // Bad input: every field's message, nothing saved.
    let res = put(
        &app,
        ada,
        "/api/account/profile",
        json!({"firstName": "a".repeat(101), "lastName": "b".repeat(101), "profileImageUrl": "http://example.com/a.png", "timeZone": "CEST"}),
    )
    .await;
    assert_eq!(res.status(), 400);
    let body = json(res).await;
    assert_eq!(body["message"], "First name must be at most 100 characters");
    assert_eq!(
        body["fields"]["lastName"],
        "Last name must be at most 100 characters"
    );
    assert_eq!(
        body["fields"]["profileImageUrl"],
        "Photo must be a web address starting with https://"
    );
    assert_eq!(
        body["fields"]["timeZone"],
        "Time zone must be an IANA time zone name, such as Europe/London"
    );
    let user = json(app.get("/api/auth/user").await).await;
    assert_eq!(user["firstName"], "Augusta");
    // The zone list is the one the server accepts.
    let zones = json(app.get("/api/time-zones").await).await;
    let zones: Vec<&str> = zones
        .as_array()
        .unwrap()
        .iter()
        .map(|z| z.as_str().unwrap())
        .collect();
    assert!(zones.contains(&"Europe/London") && zones.contains(&"UTC"));
    assert!(zones.windows(2).all(|w| w[0] < w[1]), "sorted");
}

async fn settings_give_new_dates_and_lists_their_defaults(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let defaults = json(app.get("/api/account/settings").await).await;
    assert_eq!(
        defaults,
        json!({"reminderDays": 7, "reminderDelivery": "dashboard", "emailReminders": true, "emailCircle": false, "emailAvailable": false, "listByDefault": false, "homeCurrency": null, "digest": "weekly", "digestDay": "monday", "digestHour": 8, "nudges": true, "country": null})
    );
    let saved = ok_json(
        put(
            &app,
            ada,
            "/api/account/settings",
            json!({"reminderDays": 3, "reminderDelivery": "browser", "emailReminders": false, "listByDefault": true, "homeCurrency": "gbp"}),
        )
        .await,
    )
    .await;
    assert_eq!(saved["reminderDays"], 3);
    assert_eq!(saved["homeCurrency"], "GBP");
    // A new budget is in the home currency.
    let budget = ok_json(
        app.post_json(
            ada,
            "/api/budgets",
            json!({"name": "Christmas", "date": "2026-12-25", "amount": "300"}),
        )
        .await,
    )
    .await;
    assert_eq!(budget["currency"], "GBP");
    let date = ok_json(
        app.post_json(
            ada,
            "/api/dates",
            json!({"title": "Mum's Birthday", "type": "birthday", "date": "1960-05-01"}),
        )
        .await,
    )
    .await;
    assert_eq!(date["reminderDays"], 3);
    assert_eq!(date["reminderDelivery"], "browser");
    // What the form sends still wins.
    let date = ok_json(
        app.post_json(
            ada,
            "/api/dates",
            json!({"title": "Dad", "type": "birthday", "date": "1960-06-01", "reminderDays": 10, "reminderDelivery": "dashboard"}),
        )
        .await,
    )
    .await;
    assert_eq!(date["reminderDays"], 10);
    let list = ok_json(
        app.post_json(
            ada,
            "/api/collaborative-wishlists",
            json!({"name": "Family", "isPublic": true}),
        )
        .await,
    )
    .await;
    assert_eq!(list["listed"], true, "{list}");
    // Refused: nothing changes.
    for (body, field, message) in [
        (
            json!({"reminderDelivery": "email"}),
            "reminderDelivery",
            "Email reminders are not available on this server yet",
        ),
        (
            json!({"reminderDays": 366}),
            "reminderDays",
            "Reminder days must be a number from 0 to 365",
        ),
        (
            json!({"reminderDelivery": "pigeon"}),
            "reminderDelivery",
            "Reminder delivery must be dashboard, browser or email",
        ),
    ] {
        let res = put(&app, ada, "/api/account/settings", body.clone()).await;
        assert_eq!(res.status(), 400, "{body}");
        assert_eq!(json(res).await["fields"][field], message, "{body}");
    }
    assert_eq!(json(app.get("/api/account/settings").await).await, saved);
}

/// Ada's own things: a contact with a birthday, a date of her own, two
/// wishlist items; and on Grace's group list an item she added and a claim.
async fn fill_account(app: &TestApp, ada: &Client) {
    let mum = ok_json(
        app.post_json(
            ada,
            "/api/contacts",
            json!({"name": "Mum Lovelace", "email": "mum@example.com", "phone": "+44 1", "relationship": "parent", "preferences": "gardening, tea"}),
        )
        .await,
    )
    .await;
    ok_json(
        app.post_json(
            ada,
            "/api/dates",
            json!({"title": "Mum's Birthday", "type": "birthday", "date": "1950-03-04", "contactId": mum["id"], "reminderDays": 14, "notes": "Lilies"}),
        )
        .await,
    )
    .await;
    ok_json(
        app.post_json(
            ada,
            "/api/dates",
            json!({"title": "Launch day", "type": "other", "date": "2027-01-15", "recurring": false}),
        )
        .await,
    )
    .await;
    for (name, priority) in [("Kettle", "high"), ("Notebook", "low")] {
        ok_json(
            app.post_json(
                ada,
                "/api/wishlist",
                json!({"name": name, "priority": priority, "price": "$24.99", "url": "https://shop.example.com/k", "quantity": 2}),
            )
            .await,
        )
        .await;
    }
    ok_json(
        put(
            app,
            ada,
            "/api/account/settings",
            json!({"reminderDays": 5, "reminderDelivery": "browser", "emailReminders": false, "listByDefault": true, "homeCurrency": "EUR"}),
        )
        .await,
    )
    .await;
    // A budget for Christmas with €40 for Mum.
    let budget = ok_json(
        app.post_json(
            ada,
            "/api/budgets",
            json!({"name": "Christmas 2026", "date": "2026-12-25", "amount": "250.50"}),
        )
        .await,
    )
    .await;
    ok_json(
        put(
            app,
            ada,
            &format!("/api/budgets/{}/people", budget["id"]),
            json!({"contactId": mum["id"], "amount": "40"}),
        )
        .await,
    )
    .await;
}

/// What an export holds of the account's own data, without ids and times.
fn own_data(export: &Value) -> Value {
    let mut contacts = export["contacts"].clone();
    let ids: Vec<Value> = contacts
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].clone())
        .collect();
    for c in contacts.as_array_mut().unwrap() {
        c.as_object_mut().unwrap().remove("id");
    }
    let mut dates = export["dates"].clone();
    for d in dates.as_array_mut().unwrap() {
        // The contact by its place in the file.
        let place = ids.iter().position(|id| *id == d["contactId"]);
        d["contactId"] = json!(place);
    }
    let mut budgets = export["budgets"].clone();
    for b in budgets.as_array_mut().unwrap() {
        for p in b["people"].as_array_mut().unwrap() {
            let place = ids.iter().position(|id| *id == p["contactId"]);
            p["contactId"] = json!(place);
        }
    }
    json!({
        "settings": export["settings"],
        "contacts": contacts,
        "dates": dates,
        "wishlist": export["wishlist"],
        "budgets": budgets,
    })
}

async fn export(app: &TestApp, client: &Client) -> Value {
    let res = client
        .get(app.url("/api/account/export"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.starts_with("attachment; filename=\"presently-export-"),
        "{disposition}"
    );
    assert_eq!(res.headers()["cache-control"], "private, no-store");
    json(res).await
}

async fn import(app: &TestApp, client: &Client, file: &Value) -> reqwest::Response {
    app.post_json(client, "/api/account/import", file.clone())
        .await
}

async fn export_import_and_the_other_formats(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    fill_account(&app, ada).await;
    // On Grace's list Ada adds an item and claims one.
    let ada_id = app.user_id(ada).await;
    let list = ok_json(
        app.post_json(
            &grace,
            "/api/collaborative-wishlists",
            json!({"name": "Grace's birthday"}),
        )
        .await,
    )
    .await;
    let list_id = list["id"].as_i64().unwrap();
    ok_json(
        app.post_json(
            &grace,
            &format!("/api/collaborative-wishlists/{list_id}/members"),
            json!({"userId": ada_id}),
        )
        .await,
    )
    .await;
    let item = ok_json(
        app.post_json(
            &grace,
            &format!("/api/collaborative-wishlists/{list_id}/items"),
            json!({"name": "Telescope"}),
        )
        .await,
    )
    .await;
    ok_json(
        app.post_json(
            ada,
            &format!("/api/collaborative-wishlists/{list_id}/items"),
            json!({"name": "Star chart"}),
        )
        .await,
    )
    .await;
    ok_json(
        put(
            &app,
            ada,
            &format!(
                "/api/collaborative-wishlists/{list_id}/items/{}/claim",
                item["id"]
            ),
            json!({}),
        )
        .await,
    )
    .await;

    // Gifts Ada keeps: one she gave Mum (her contact), one Grace gave her.
    let grace_id = app.user_id(&grace).await;
    let mum_id =
        ok_json(ada.get(app.url("/api/contacts")).send().await.unwrap()).await[0]["id"].clone();
    for body in [
        json!({"contactId": mum_id, "name": "Rose bush", "status": "given", "price": "30",
               "currency": "GBP", "occasion": "Mother's Day", "occasionDate": "2026-03-15"}),
        json!({"friendId": grace_id, "direction": "received", "name": "Tea set",
               "thankYouSent": true}),
    ] {
        ok_json(app.post_json(ada, "/api/gifts", body).await).await;
    }

    let file = export(&app, ada).await;
    assert_eq!(file["format"], "presently-export");
    assert_eq!(file["version"], 1);
    assert_eq!(file["profile"]["email"], "ada@example.com");
    assert_eq!(file["contacts"].as_array().unwrap().len(), 1);
    assert_eq!(file["dates"].as_array().unwrap().len(), 2);
    assert_eq!(file["wishlist"].as_array().unwrap().len(), 2);
    assert_eq!(file["groupListItems"][0]["name"], "Star chart");
    assert_eq!(file["groupListItems"][0]["list"], "Grace's birthday");
    assert_eq!(file["claims"][0]["item"], "Telescope");
    assert_eq!(file["settings"]["reminderDays"], 5);
    assert_eq!(file["gifts"][0]["contactId"], mum_id);
    assert_eq!(file["gifts"][0]["price"], "30.00");
    assert_eq!(file["gifts"][0]["occasionDate"], "2026-03-15");
    assert_eq!(file["gifts"][1]["friendEmail"], "grace@example.com");
    assert_eq!(file["gifts"][1]["direction"], "received");
    assert_eq!(file["gifts"][1]["thankYouSent"], true);
    // Nothing of Grace's own beyond what Ada did on her list (and whom
    // the gift she keeps came from).
    let mut beyond_gifts = file.clone();
    beyond_gifts["gifts"] = json!([]);
    assert!(!beyond_gifts.to_string().contains("grace@example.com"));

    let vcf = ada
        .get(app.url("/api/account/export/contacts.vcf"))
        .send()
        .await
        .unwrap();
    assert_eq!(vcf.headers()["content-type"], "text/vcard; charset=utf-8");
    let vcf = vcf.text().await.unwrap();
    for line in [
        "BEGIN:VCARD\r\nVERSION:3.0\r\n",
        "FN:Mum Lovelace\r\n",
        "N:Lovelace;Mum;;;\r\n",
        "EMAIL;TYPE=INTERNET:mum@example.com\r\n",
        "BDAY:1950-03-04\r\n",
        "NOTE:gardening\\, tea\r\n",
    ] {
        assert!(vcf.contains(line), "{line:?} in {vcf}");
    }
    let ics = ada
        .get(app.url("/api/account/export/dates.ics"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        ics.headers()["content-type"],
        "text/calendar; charset=utf-8"
    );
    let ics = ics.text().await.unwrap();
    assert!(ics.contains("SUMMARY:Mum's Birthday\r\n"), "{ics}");
    assert!(ics.contains("SUMMARY:Launch day\r\n"), "{ics}");

    // Into an empty account: the same own data comes back.
    let bob = app.sign_in_as("bob@example.com", "Bob", "Babbage").await;
    let res = import(&app, &bob, &file).await;
    assert_eq!(
        ok_json(res).await,
        json!({"contacts": 1, "dates": 2, "wishlistItems": 2, "lists": 0, "gifts": 1, "budgets": 1})
    );
    let copy = export(&app, &bob).await;
    // The gift for Mum came with her; the one from Grace (nobody Bob's
    // contacts are) stays in the file.
    assert_eq!(copy["gifts"].as_array().unwrap().len(), 1);
    assert_eq!(copy["gifts"][0]["name"], "Rose bush");
    assert_eq!(copy["gifts"][0]["contactId"], copy["contacts"][0]["id"]);
    assert_eq!(own_data(&copy), own_data(&file));
    assert!(copy["groupListItems"].as_array().unwrap().is_empty());
    assert!(copy["claims"].as_array().unwrap().is_empty());
    // Not twice: the account is no longer empty.
    let res = import(&app, &bob, &file).await;
    assert_eq!(res.status(), 409);
    assert_eq!(
        json(res).await["message"],
        "Import works only into an empty account: this one already has contacts, dates or wishlist items."
    );

    // Refusals leave an empty account empty.
    let carol = app.sign_in_as("carol@example.com", "Carol", "Shaw").await;
    let mut nameless = file.clone();
    nameless["contacts"][0]["name"] = json!("  ");
    let mut newer = file.clone();
    newer["version"] = json!(2);
    let mut orphan = file.clone();
    orphan["dates"][0]["contactId"] = json!(999_999);
    let mut bad_date = file.clone();
    bad_date["dates"][1]["date"] = json!("2027-02-30");
    for (body, message) in [
        (
            json!({"hello": "world"}),
            "This file is not a Presently export.",
        ),
        (json!([1, 2]), "This file is not a Presently export."),
        (
            json!({"format": "something-else", "version": 1}),
            "This file is not a Presently export.",
        ),
        (
            newer,
            "This export was made by a newer Presently: update this server to import it.",
        ),
        (nameless, "Contact 1: Name is required"),
        (orphan, "Date 1: Contact not found"),
        (bad_date, "Date 2: Date must be a valid date (YYYY-MM-DD)"),
    ] {
        let res = import(&app, &carol, &body).await;
        assert_eq!(res.status(), 400, "{body}");
        assert_eq!(json(res).await["message"], message);
    }
    let res = carol
        .post(app.url("/api/account/import"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let empty = export(&app, &carol).await;
    assert_eq!(empty["contacts"], json!([]));
    assert_eq!(empty["dates"], json!([]));
    assert_eq!(empty["wishlist"], json!([]));
    // Too large is refused before it is read.
    let huge = format!("{{\"format\":\"{}\"}}", "x".repeat(6 * 1024 * 1024));
    let res = carol
        .post(app.url("/api/account/import"))
        .header("content-type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 413);
    // Signed out: nothing.
    for path in [
        "/api/account/export",
        "/api/account/export/contacts.vcf",
        "/api/account/settings",
    ] {
        let res = app.new_browser().get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 401, "{path}");
    }
}

#[derive(QueryableByName)]
struct UserColumn {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// Every column that holds a user's id, read from the schema: the foreign
/// keys to `users`, every column named `user_id` or `*_user_id`, and
/// `users.id`. A new table is covered without editing this list.
fn user_columns(conn: &mut DbConnection) -> Vec<(String, String)> {
    let rows: Vec<UserColumn> = match conn {
        DbConnection::Sqlite(c) => diesel::sql_query(
            "SELECT m.name AS table_name, f.\"from\" AS column_name \
             FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f \
             WHERE m.type = 'table' AND f.\"table\" = 'users' \
             UNION SELECT m.name, c.name FROM sqlite_master m JOIN pragma_table_info(m.name) c \
             WHERE m.type = 'table' AND (c.name = 'user_id' OR c.name LIKE '%\\_user\\_id' ESCAPE '\\')",
        )
        .load(c)
        .unwrap(),
        DbConnection::Postgresql(c) => diesel::sql_query(
            "SELECT kcu.table_name::text AS table_name, kcu.column_name::text AS column_name \
             FROM information_schema.table_constraints tc \
             JOIN information_schema.key_column_usage kcu \
               ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema \
             JOIN information_schema.constraint_column_usage ccu \
               ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema \
             WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users' \
               AND tc.table_schema = current_schema() \
             UNION SELECT table_name::text, column_name::text FROM information_schema.columns \
             WHERE table_schema = current_schema() \
               AND (column_name = 'user_id' OR column_name LIKE '%\\_user\\_id')",
        )
        .load(c)
        .unwrap(),
    };
    let mut columns: Vec<(String, String)> = rows
        .into_iter()
        .map(|r| (r.table_name, r.column_name))
        .collect();
    columns.push(("users".into(), "id".into()));
    columns.sort();
    columns.dedup();
    columns
}

/// (table.column, rows holding `id`) for every user column holding it.
fn rows_naming(app: &TestApp, id: i64) -> Vec<(String, i64)> {
    let mut conn = app.db.database.get().unwrap();
    let columns = user_columns(&mut conn);
    assert!(
        columns.len() >= 20,
        "the schema read found too few user columns: {columns:?}"
    );
    columns
        .into_iter()
        .map(|(table, column)| {
            let query = format!("SELECT count(*) AS n FROM {table} WHERE {column} = {id}");
            let count: Count = match &mut *conn {
                DbConnection::Sqlite(c) => diesel::sql_query(&query).get_result(c).unwrap(),
                DbConnection::Postgresql(c) => diesel::sql_query(&query).get_result(c).unwrap(),
            };
            (format!("{table}.{column}"), count.n)
        })
        .filter(|(_, n)| *n > 0)
        .collect()
}

async fn deleting_my_account_leaves_no_row_naming_me(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let ada_id = app.user_id(ada).await;
    let other_browser = app.new_browser();
    app.dev_login(&other_browser, "ada@example.com", "Ada", "Lovelace")
        .await;
    let grace = app.sign_in_grace().await;
    let grace_id = app.user_id(&grace).await;
    let carol = app.sign_in_as("carol@example.com", "Carol", "Shaw").await;
    let carol_id = app.user_id(&carol).await;
    app.befriend(ada, &grace, "grace@example.com").await;
    app.befriend(ada, &carol, "carol@example.com").await;
    app.befriend(&grace, &carol, "carol@example.com").await;
    fill_account(&app, ada).await;
    // A pending request each way, to an address without an account too.
    let dan = app.sign_in_as("dan@example.com", "Dan", "Dee").await;
    ok_json(
        app.post_json(
            ada,
            "/api/friends/request",
            json!({"receiverEmail": "dan@example.com"}),
        )
        .await,
    )
    .await;
    ok_json(
        app.post_json(
            ada,
            "/api/friends/request",
            json!({"receiverEmail": "nobody@example.com"}),
        )
        .await,
    )
    .await;
    let eve = app.sign_in_as("eve@example.com", "Eve", "Ewe").await;
    ok_json(
        app.post_json(
            &eve,
            "/api/friends/request",
            json!({"receiverEmail": "ada@example.com"}),
        )
        .await,
    )
    .await;
    // A date due soon: a reminder and its notification.
    let soon = Utc::now()
        .date_naive()
        .checked_add_days(Days::new(2))
        .unwrap();
    let date = ok_json(
        app.post_json(
            ada,
            "/api/dates",
            json!({"title": "Soon", "type": "other", "date": soon.to_string()}),
        )
        .await,
    )
    .await;
    api::scheduler::tick(&app.db.database, None, Utc::now())
        .await
        .unwrap();
    // Shares both ways.
    let items = json(app.get("/api/wishlist").await).await;
    let kettle = items.as_array().unwrap()[0]["id"].clone();
    ok_json(
        app.post_json(
            ada,
            &format!("/api/sharing/wishlist-items/{kettle}"),
            json!({"sharedWithId": grace_id}),
        )
        .await,
    )
    .await;
    ok_json(
        app.post_json(
            ada,
            &format!("/api/sharing/special-dates/{}", date["id"]),
            json!({"sharedWithId": grace_id}),
        )
        .await,
    )
    .await;
    let graces_item = ok_json(
        app.post_json(&grace, "/api/wishlist", json!({"name": "Bike"}))
            .await,
    )
    .await;
    ok_json(
        app.post_json(
            &grace,
            &format!("/api/sharing/wishlist-items/{}", graces_item["id"]),
            json!({"sharedWithId": ada_id}),
        )
        .await,
    )
    .await;
    // Ada claims Grace's shared item; Grace claims Ada's.
    ok_json(
        put(
            &app,
            ada,
            &format!("/api/sharing/wishlist-items/{}/claim", graces_item["id"]),
            json!({}),
        )
        .await,
    )
    .await;
    ok_json(
        put(
            &app,
            &grace,
            &format!("/api/sharing/wishlist-items/{kettle}/claim"),
            json!({}),
        )
        .await,
    )
    .await;
    // Ada's lists: one with Grace (joined first) and Carol, one alone.
    let shared_list = ok_json(
        app.post_json(
            ada,
            "/api/collaborative-wishlists",
            json!({"name": "Family"}),
        )
        .await,
    )
    .await;
    let shared_list = shared_list["id"].as_i64().unwrap();
    for member in [grace_id, carol_id] {
        ok_json(
            app.post_json(
                ada,
                &format!("/api/collaborative-wishlists/{shared_list}/members"),
                json!({"userId": member}),
            )
            .await,
        )
        .await;
    }
    ok_json(
        app.post_json(
            ada,
            &format!("/api/collaborative-wishlists/{shared_list}/items"),
            json!({"name": "Board game", "forUserId": grace_id}),
        )
        .await,
    )
    .await;
    let alone = ok_json(
        app.post_json(
            ada,
            "/api/collaborative-wishlists",
            json!({"name": "Just me"}),
        )
        .await,
    )
    .await;
    // Grace's list with Ada and Carol: Ada adds, claims, and an item is for Ada.
    let graces_list = ok_json(
        app.post_json(
            &grace,
            "/api/collaborative-wishlists",
            json!({"name": "Grace's"}),
        )
        .await,
    )
    .await;
    let graces_list = graces_list["id"].as_i64().unwrap();
    for member in [ada_id, carol_id] {
        ok_json(
            app.post_json(
                &grace,
                &format!("/api/collaborative-wishlists/{graces_list}/members"),
                json!({"userId": member}),
            )
            .await,
        )
        .await;
    }
    let telescope = ok_json(
        app.post_json(
            &grace,
            &format!("/api/collaborative-wishlists/{graces_list}/items"),
            json!({"name": "Telescope"}),
        )
        .await,
    )
    .await;
    ok_json(
        put(
            &app,
            ada,
            &format!(
                "/api/collaborative-wishlists/{graces_list}/items/{}/claim",
                telescope["id"]
            ),
            json!({}),
        )
        .await,
    )
    .await;
    ok_json(
        app.post_json(
            ada,
            &format!("/api/collaborative-wishlists/{graces_list}/items"),
            json!({"name": "Star chart"}),
        )
        .await,
    )
    .await;
    ok_json(
        app.post_json(
            &grace,
            &format!("/api/collaborative-wishlists/{graces_list}/items"),
            json!({"name": "Scarf", "forUserId": ada_id}),
        )
        .await,
    )
    .await;
    // The assistant's switch, an analytics click, an idempotency key.
    ok_json(
        put(
            &app,
            ada,
            "/api/ai/assistant/settings",
            json!({"useCircle": false}),
        )
        .await,
    )
    .await;
    let res = app.post_json(ada, "/api/analytics/events", json!({"event": "affiliate_click", "partner": "amazon", "label": "A card", "value": "https://www.amazon.com/s?k=scarf"})).await;
    assert!(res.status().is_success(), "{}", res.status());
    let res = ada
        .post(app.url("/api/contacts"))
        .header("Idempotency-Key", "delete-me-1")
        .json(&json!({"name": "Keyed"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let before = rows_naming(&app, ada_id);
    assert!(
        before.len() >= 15,
        "the set-up touches most tables: {before:?}"
    );

    // A wrong confirmation deletes nothing.
    for wrong in ["", "ada@example.org", "delete my account"] {
        let res = ada
            .delete(app.url("/api/account"))
            .json(&json!({"confirm": wrong}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{wrong}");
        assert_eq!(
            json(res).await["fields"]["confirm"],
            "Type your email address exactly as shown to confirm."
        );
    }
    assert_eq!(rows_naming(&app, ada_id), before);
    let res = ada
        .delete(app.url("/api/account"))
        .json(&json!({"confirm": " ADA@example.com "}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    assert_eq!(rows_naming(&app, ada_id), Vec::<(String, i64)>::new());
    // Both of Ada's browsers are signed out.
    for browser in [ada, &other_browser] {
        let res = browser.get(app.url("/api/auth/user")).send().await.unwrap();
        assert_eq!(res.status(), 401);
        let res = browser.get(app.url("/api/contacts")).send().await.unwrap();
        assert_eq!(res.status(), 401);
    }
    // The shared list passed to Grace, who joined first; the lone one went.
    let family = json(
        grace
            .get(app.url(&format!("/api/collaborative-wishlists/{shared_list}")))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let grace_member = family["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["userId"] == grace_id || m["id"] == grace_id)
        .cloned()
        .unwrap_or_else(|| panic!("{family}"));
    assert_eq!(grace_member["role"], "owner", "{family}");
    assert_eq!(family["members"].as_array().unwrap().len(), 2, "{family}");
    let res = grace
        .get(app.url(&format!("/api/collaborative-wishlists/{}", alone["id"])))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    // On Grace's list Carol still sees Ada's claim, as "Someone", and the
    // star chart Ada added; the scarf is kept for "Ada Lovelace".
    let seen = json(
        carol
            .get(app.url(&format!("/api/collaborative-wishlists/{graces_list}")))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let item = |name: &str| {
        seen["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("{name} in {seen}"))
    };
    assert_eq!(
        item("Telescope")["claims"][0]["giverName"],
        "Someone",
        "{seen}"
    );
    item("Star chart");
    assert_eq!(item("Scarf")["forName"], "Ada Lovelace", "{seen}");
    // Grace's friends no longer include Ada; Dan's request from her is gone.
    let friends = json(grace.get(app.url("/api/friends")).send().await.unwrap()).await;
    assert!(
        !friends.to_string().contains("ada@example.com"),
        "{friends}"
    );
    let incoming = json(
        dan.get(app.url("/api/friends/requests"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert!(
        !incoming.to_string().contains("ada@example.com"),
        "{incoming}"
    );
    // Signing in again makes a new, empty account.
    app.sign_in_ada().await;
    assert_ne!(app.user_id(ada).await, ada_id);
    assert_eq!(json(app.get("/api/contacts").await).await, json!([]));
}

api_tests!(
    profile_edits_outlive_sign_ins_and_a_chosen_zone_outlives_the_browser,
    settings_give_new_dates_and_lists_their_defaults,
    export_import_and_the_other_formats,
    deleting_my_account_leaves_no_row_naming_me,
);

/// The export file moves between backends: SQLite to PostgreSQL and back
/// to SQLite, the own data equal at each step.
#[actix_web::test]
async fn an_export_moves_from_sqlite_to_postgres_and_back() {
    let Some(postgres) = TestApp::spawn(Backend::Postgres).await else {
        return;
    };
    let first = TestApp::spawn(Backend::Sqlite).await.unwrap();
    first.sign_in_ada().await;
    fill_account(&first, &first.client).await;
    let original = export(&first, &first.client).await;

    postgres.sign_in_ada().await;
    ok_json(import(&postgres, &postgres.client, &original).await).await;
    let on_postgres = export(&postgres, &postgres.client).await;
    assert_eq!(own_data(&on_postgres), own_data(&original));

    let last = TestApp::spawn(Backend::Sqlite).await.unwrap();
    last.sign_in_ada().await;
    ok_json(import(&last, &last.client, &on_postgres).await).await;
    let back = export(&last, &last.client).await;
    assert_eq!(own_data(&back), own_data(&original));
}

/// When a restore says it replaced a database (its name keeps the time).
fn restored_at() -> chrono::DateTime<chrono::Utc> {
    "2026-06-01T09:00:00Z".parse().unwrap()
}

/// A backup taken while contacts are being written holds every contact
/// whose write was answered before the backup began; a restore puts it
/// back (refused while a server runs on the file).
#[actix_web::test]
async fn a_backup_under_write_load_holds_every_acknowledged_write() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    app.sign_in_ada().await;
    let acknowledged = std::sync::Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writer = {
        let (client, url) = (app.client.clone(), app.url("/api/contacts"));
        let (acknowledged, stop) = (acknowledged.clone(), stop.clone());
        actix_web::rt::spawn(async move {
            let mut n = 0;
            // Bounded: at most 2,000 writes, on loopback.
            while !stop.load(std::sync::atomic::Ordering::SeqCst) && n < 2000 {
                let name = format!("Contact {n}");
                let res = client
                    .post(&url)
                    .json(&json!({"name": name}))
                    .send()
                    .await
                    .unwrap();
                assert_eq!(res.status(), 201);
                acknowledged.lock().unwrap().push(name);
                n += 1;
            }
        })
    };
    while acknowledged.lock().unwrap().len() < 50 {
        actix_web::rt::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("backup.db");
    let before_backup = acknowledged.lock().unwrap().clone();
    let (url, path) = (app.db.url.clone(), target.clone());
    let bytes =
        actix_web::rt::task::spawn_blocking(move || persistence::backup::backup(&url, &path))
            .await
            .unwrap()
            .unwrap();
    assert!(bytes > 0);
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    writer.await.unwrap();
    assert!(
        acknowledged.lock().unwrap().len() > before_backup.len(),
        "writes went on while the backup ran"
    );

    // The copy is a database of its own with every acknowledged contact.
    let copy_url = format!("sqlite://{}", target.display());
    let copy = persistence::Database::connect(&copy_url).unwrap();
    let mut conn = copy.get().unwrap();
    let names: Vec<String> = persistence::schema::contacts::table
        .select(persistence::schema::contacts::name)
        .load(&mut *conn)
        .unwrap();
    drop(conn);
    drop(copy);
    for name in &before_backup {
        assert!(names.contains(name), "{name} is missing from the backup");
    }

    // Never over an existing file; never on PostgreSQL.
    let again = persistence::backup::backup(&app.db.url, &target).unwrap_err();
    assert!(again.to_string().contains("already exists"), "{again}");
    let postgres =
        persistence::backup::backup("postgres://x@127.0.0.1/x", &dir.path().join("p.db"))
            .unwrap_err();
    assert!(postgres.to_string().contains("pg_dump"), "{postgres}");

    // Restore: refused while this server runs on the file, and for a file
    // that is not a backup; onto a stopped instance's file it works.
    let running = persistence::backup::restore(&app.db.url, &target, restored_at()).unwrap_err();
    assert!(
        running.to_string().contains("stop it before restoring"),
        "{running}"
    );
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "not a database").unwrap();
    let stopped_url = format!(
        "sqlite://{}",
        dir.path().join("restored").join("presently.db").display()
    );
    let refused = persistence::backup::restore(&stopped_url, &text, restored_at()).unwrap_err();
    assert!(
        refused.to_string().contains("is not a Presently backup"),
        "{refused}"
    );
    assert_eq!(
        persistence::backup::restore(&stopped_url, &target, restored_at()).unwrap(),
        None
    );
    let restored = TestApp::serve(
        persistence::test_support::TestDatabase::sqlite(),
        persistence::Database::connect(&stopped_url).unwrap(),
        &stopped_url,
        &[],
    );
    restored.sign_in_ada().await;
    let contacts = json(restored.get("/api/contacts").await).await;
    assert!(contacts.as_array().unwrap().len() >= before_backup.len());
    // A second restore keeps the replaced database beside it... but not
    // while the restored server runs.
    let busy = persistence::backup::restore(&stopped_url, &target, restored_at()).unwrap_err();
    assert!(
        busy.to_string().contains("stop it before restoring"),
        "{busy}"
    );
}
