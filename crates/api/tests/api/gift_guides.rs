//! Gift guides: public, searched by text and category, one guide's items.

use domain::messages;
use serde_json::Value;

use crate::api_tests;
use crate::helpers::{json, TestApp};

api_tests!(guides_are_public_and_searchable, a_guide_has_its_items);

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn guides_are_public_and_searchable(app: TestApp) {
    // Signed out, as the public page asks.
    let all = json(app.get("/api/gift-guides").await).await;
    let guides = all.as_array().unwrap();
    assert!(guides.len() >= 12, "{all}");
    assert_eq!(guides[0]["isFeatured"], true, "featured first");
    let first = &guides[0];
    for field in [
        "id",
        "title",
        "description",
        "category",
        "tags",
        "isFeatured",
        "itemCount",
    ] {
        assert!(first.get(field).is_some(), "{field}: {first}");
    }
    for category in ["seasonal", "occasion", "recipient", "budget"] {
        let found = json(
            app.get(&format!("/api/gift-guides?category={category}"))
                .await,
        )
        .await;
        let found = found.as_array().unwrap();
        assert!(found.len() >= 3, "{category}");
        assert!(found.iter().all(|g| g["category"] == category));
    }
    let coffee = json(app.get("/api/gift-guides?search=COFFEE").await).await;
    assert!(ids(&coffee).contains(&"gifts-for-coffee-lovers".to_owned()));
    let both = json(
        app.get("/api/gift-guides?search=coffee&category=budget")
            .await,
    )
    .await;
    assert!(!ids(&both).contains(&"gifts-for-coffee-lovers".to_owned()));
    let everything = json(app.get("/api/gift-guides?category=all&search=").await).await;
    assert_eq!(everything, all);
    assert_eq!(
        json(app.get("/api/gift-guides?search=zzz-none").await).await,
        serde_json::json!([])
    );
    let res = app.get("/api/gift-guides?category=party").await;
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["fields"]["category"],
        messages::GUIDE_CATEGORY_INVALID
    );
}

async fn a_guide_has_its_items(app: TestApp) {
    let res = app.get("/api/gift-guides/gifts-for-coffee-lovers").await;
    assert_eq!(res.status(), 200);
    let guide = json(res).await;
    assert_eq!(guide["title"], "Gifts for Coffee Lovers");
    let items = guide["items"].as_array().unwrap();
    assert_eq!(guide["itemCount"], items.len());
    let item = &items[0];
    assert!(item["price"].as_str().unwrap().starts_with('$'));
    assert!(item["url"].as_str().unwrap().starts_with("https://"));
    assert!(item["affiliateUrl"]
        .as_str()
        .unwrap()
        .starts_with("https://"));
    assert!(item["source"].is_string() && item["partner"].is_string());
    assert_eq!(
        app.get("/api/gift-guides/no-such-guide").await.status(),
        404
    );
}
