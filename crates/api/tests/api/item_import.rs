//! Issue 49: moving in. A spreadsheet, an Amazon wish list page and another
//! app's export are previewed (nothing written), then imported as
//! previewed into one of my lists; duplicates by the repeat warning's rule,
//! skips with their reasons, limits, and nobody else's list.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{claim, ok, status_of, TestApp};
use domain::messages;

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/../integrations/tests/fixtures/wish_lists/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

async fn items_of(app: &TestApp, who: &Client, list: &Value) -> Vec<Value> {
    let view = ok(who
        .get(app.url(&format!("/api/lists/{}", list["id"])))
        .send()
        .await
        .unwrap())
    .await;
    view["items"].as_array().unwrap().clone()
}

async fn default_list(app: &TestApp, who: &Client) -> Value {
    let lists = ok(who.get(app.url("/api/lists")).send().await.unwrap()).await;
    lists
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["isDefault"] == true)
        .unwrap()
        .clone()
}

const CSV: &str = "Item,Price,Link,Comment,Qty,Priority\r\n\
Teapot,$30,https://shop.example.com/teapot?utm_source=news,\"Blue, please\",2,high\r\n\
Electric kettle,$25,https://shop.example.com/kettle,,,\r\n\
Teapot (again),,https://shop.example.com/teapot,,,\r\n\
,$5,,no name,,\r\n\
Mugs,$12,,,,urgent\r\n";

async fn a_spreadsheet_is_previewed_then_imported_as_previewed(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let list = default_list(&app, ada).await;
    let path = format!("/api/lists/{}/import", list["id"]);
    ok(app
        .post_json(
            ada,
            &format!("/api/lists/{}/items", list["id"]),
            json!({"name": "Kettle", "url": "https://shop.example.com/kettle"}),
        )
        .await)
    .await;

    let body = json!({"source": "csv", "content": CSV});
    let preview = ok(app
        .post_json(ada, &format!("{path}/preview"), body.clone())
        .await)
    .await;
    assert_eq!(
        preview["columns"],
        json!(["Item", "Price", "Link", "Comment", "Qty", "Priority"])
    );
    assert_eq!(
        preview["mapping"],
        json!({"name": 0, "price": 1, "link": 2, "notes": 3, "quantity": 4, "priority": 5})
    );
    assert_eq!(
        preview["counts"],
        json!({"new": 1, "duplicate": 2, "skipped": 2})
    );
    let said: Vec<(Value, Value)> = preview["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["status"].clone(), e["reason"].clone()))
        .collect();
    assert_eq!(
        said,
        [
            (json!("new"), Value::Null),
            (json!("duplicate"), json!(messages::ITEM_IMPORT_ON_LIST)),
            (json!("duplicate"), json!(messages::ITEM_IMPORT_TWICE)),
            (json!("skipped"), json!(messages::ITEM_NAME_REQUIRED)),
            (json!("skipped"), json!(messages::PRIORITY_INVALID)),
        ]
    );
    assert_eq!(
        items_of(&app, ada, &list).await.len(),
        1,
        "a preview writes nothing"
    );

    let imported = ok(app.post_json(ada, &path, body.clone()).await).await;
    assert_eq!(imported["counts"], preview["counts"]);
    assert_eq!(imported["entries"], preview["entries"]);
    let items = items_of(&app, ada, &list).await;
    assert_eq!(items.len(), 2);
    let teapot = items.iter().find(|i| i["name"] == "Teapot").unwrap();
    assert_eq!(
        teapot["url"],
        "https://shop.example.com/teapot?utm_source=news"
    );
    assert_eq!(teapot["price"], "$30");
    assert_eq!(teapot["description"], "Blue, please");
    assert_eq!(teapot["quantity"], 2);
    assert_eq!(teapot["priority"], "high");

    // Again: everything is there now.
    let (status, again) = status_of(&app, ada, Method::POST, &path, body).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(again["message"], messages::ITEM_IMPORT_NOTHING_NEW);

    // A mapping chosen by hand; its mistakes.
    let chosen = json!({"source": "csv", "content": CSV,
        "mapping": {"name": 3, "price": null, "link": null, "notes": null, "quantity": null, "priority": null}});
    let preview = ok(app.post_json(ada, &format!("{path}/preview"), chosen).await).await;
    assert_eq!(preview["entries"][0]["name"], "Blue, please");
    for (mapping, message) in [
        (json!({"name": null}), messages::ITEM_IMPORT_NO_NAME_COLUMN),
        (json!({"name": 9}), messages::ITEM_IMPORT_COLUMN_INVALID),
    ] {
        let (status, body) = status_of(
            &app,
            ada,
            Method::POST,
            &format!("{path}/preview"),
            json!({"source": "csv", "content": CSV, "mapping": mapping}),
        )
        .await;
        assert_eq!(status, 400);
        assert_eq!(body["fields"]["mapping"], message);
    }

    // The template reads back as one item.
    let res = ada
        .get(app.url("/api/lists/import/template.csv"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    let template = res.text().await.unwrap();
    assert!(template.starts_with("name,link,price,notes,quantity,priority"));
    let preview = ok(app
        .post_json(
            ada,
            &format!("{path}/preview"),
            json!({"source": "csv", "content": template}),
        )
        .await)
    .await;
    assert_eq!(preview["entries"].as_array().unwrap().len(), 1);
    assert_eq!(preview["entries"][0]["name"], "Kettle");
    assert_eq!(preview["entries"][0]["notes"], "Matte black, 1.7 l");
}

async fn an_amazon_wish_list_and_another_apps_export_are_imported(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let list = ok(app
        .post_json(
            ada,
            "/api/lists",
            json!({"name": "From Amazon", "visibility": "friends"}),
        )
        .await)
    .await;
    let path = format!("/api/lists/{}/import", list["id"]);
    let body = json!({"source": "amazon", "content": fixture("amazon-wish-list.html"),
        "pageUrl": "https://www.amazon.com/hz/wishlist/ls/3K2ABCDEF1?ref_=wl_share"});
    let preview = ok(app
        .post_json(ada, &format!("{path}/preview"), body.clone())
        .await)
    .await;
    assert_eq!(
        preview["counts"],
        json!({"new": 4, "duplicate": 0, "skipped": 0})
    );
    assert_eq!(
        preview["entries"][0]["name"],
        "Ember Temperature Control Smart Mug 2, 10 Oz"
    );
    let imported = ok(app.post_json(ada, &path, body).await).await;
    assert_eq!(imported["counts"]["new"], 4);
    let items = items_of(&app, ada, &list).await;
    let mug = items
        .iter()
        .find(|i| i["name"] == "Ember Temperature Control Smart Mug 2, 10 Oz")
        .unwrap();
    assert_eq!(mug["url"], "https://www.amazon.com/dp/B07NQRM6ML?psc=1");
    assert_eq!(mug["price"], "$34.99");
    assert_eq!(mug["quantity"], 2);
    assert_eq!(mug["description"], "The black one, please");
    assert_eq!(
        mug["imageUrl"],
        "https://m.media-amazon.com/images/I/61abcDEFghL._SS135_.jpg"
    );
    let idea = items
        .iter()
        .find(|i| i["name"] == "Idea: a good book about bread baking")
        .unwrap();
    assert_eq!(idea["priority"], "low");

    // Another app's export into the default list.
    let default = default_list(&app, ada).await;
    let imported = ok(app
        .post_json(
            ada,
            &format!("/api/lists/{}/import", default["id"]),
            json!({"source": "app", "content": fixture("openwishlist-birthday.json")}),
        )
        .await)
    .await;
    assert_eq!(imported["counts"]["new"], 2);
    let items = items_of(&app, ada, &default).await;
    let headphones = items
        .iter()
        .find(|i| i["name"] == "Noise-cancelling headphones")
        .unwrap();
    assert_eq!(headphones["price"], "€349.99");
    assert_eq!(headphones["priority"], "high");

    // A file that is not of its source, an unknown source, nothing sent.
    for (body, field, message) in [
        (
            json!({"source": "amazon", "content": "<html><body>Hello</body></html>"}),
            "content",
            messages::ITEM_IMPORT_NOT_AMAZON,
        ),
        (
            json!({"source": "app", "content": "{\"hello\": 1}"}),
            "content",
            messages::ITEM_IMPORT_NOT_APP,
        ),
        (
            json!({"source": "csv", "content": "  "}),
            "content",
            messages::ITEM_IMPORT_EMPTY,
        ),
        (
            json!({"source": "pinterest", "content": "x"}),
            "source",
            messages::ITEM_IMPORT_SOURCE_INVALID,
        ),
    ] {
        let (status, answer) = status_of(
            &app,
            ada,
            Method::POST,
            &format!("{path}/preview"),
            body.clone(),
        )
        .await;
        assert_eq!(status, 400, "{body}");
        assert_eq!(answer["fields"][field], message, "{body}");
    }
}

/// Nobody imports into a list they do not keep; the owner's view of an
/// item a friend claimed is the same after an import (the recipients rule).
async fn only_my_lists_and_no_claim_shown(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;
    app.befriend(ada, &grace, "grace@example.com").await;
    let list = ok(app
        .post_json(
            ada,
            "/api/lists",
            json!({"name": "Birthday", "visibility": "friends"}),
        )
        .await)
    .await;
    let item = ok(app
        .post_json(
            ada,
            &format!("/api/lists/{}/items", list["id"]),
            json!({"name": "Scarf"}),
        )
        .await)
    .await;
    let path = format!("/api/lists/{}/import", list["id"]);
    let csv = json!({"source": "csv", "content": "name\nGloves\n"});
    for suffix in ["/preview", ""] {
        let (status, _) = status_of(
            &app,
            &grace,
            Method::POST,
            &format!("{path}{suffix}"),
            csv.clone(),
        )
        .await;
        assert_eq!(status, 404, "Grace on Ada's list{suffix}");
    }
    claim(&app, &grace, &list, &item, 1).await;
    let before = items_of(&app, ada, &list).await;
    ok(app.post_json(ada, &path, csv).await).await;
    let after = items_of(&app, ada, &list).await;
    let scarf = |items: &[Value]| {
        items
            .iter()
            .find(|i| i["name"] == "Scarf")
            .cloned()
            .unwrap()
    };
    assert_eq!(
        scarf(&before),
        scarf(&after),
        "Ada's view of the claimed scarf"
    );
    assert_eq!(after.len(), 2);
    // Grace, a giver, sees the new item as she sees any.
    let graces = items_of(&app, &grace, &list).await;
    assert!(graces.iter().any(|i| i["name"] == "Gloves"));
}

api_tests!(
    a_spreadsheet_is_previewed_then_imported_as_previewed,
    an_amazon_wish_list_and_another_apps_export_are_imported,
    only_my_lists_and_no_claim_shown,
);
