//! The bundled partner catalog and product search.

use std::collections::HashSet;

use integrations::catalog::{AffiliateTags, Catalog, Partner, BUNDLED_JSON, CATEGORIES};

fn catalog() -> &'static Catalog {
    Catalog::bundled()
}

#[test]
fn bundled_json_parses_and_has_enough_valid_items() {
    let parsed =
        Catalog::from_json(BUNDLED_JSON).unwrap_or_else(|err| panic!("catalog.json: {err}"));
    let items = parsed.items();
    assert!(items.len() >= 240, "only {} items", items.len());
    assert_eq!(catalog().items().len(), items.len());

    let mut ids = HashSet::new();
    for item in items {
        assert!(ids.insert(item.id.as_str()), "duplicate id {}", item.id);
        assert!(!item.name.trim().is_empty(), "{}: empty name", item.id);
        assert!(
            !item.description.trim().is_empty(),
            "{}: empty description",
            item.id
        );
        assert!(
            !item.product_type.trim().is_empty(),
            "{}: empty productType",
            item.id
        );
        assert!(
            CATEGORIES.contains(&item.category.as_str()),
            "{}: category {}",
            item.id,
            item.category
        );
        assert!(!item.tags.is_empty(), "{}: no tags", item.id);
        assert!(
            item.price > 0.0 && item.price < 5000.0,
            "{}: price {}",
            item.id,
            item.price
        );
        assert!(
            (0.0..=5.0).contains(&item.rating),
            "{}: rating {}",
            item.id,
            item.rating
        );
        assert!(
            item.url().starts_with("https://www."),
            "{}: url {}",
            item.id,
            item.url()
        );
    }
    for category in CATEGORIES {
        assert!(
            items.iter().any(|i| i.category == *category),
            "no item in {category}"
        );
    }
    for partner in [
        "amazon",
        "target",
        "bestbuy",
        "walmart",
        "etsy",
        "ebay",
        "flowers",
        "opentable",
        "expedia",
    ] {
        assert!(
            items.iter().any(|i| i.partner.key() == partner),
            "no item from {partner}"
        );
    }
}

#[test]
fn links_are_partner_search_pages() {
    let cases = [
        (
            Partner::Amazon,
            "Chemex Classic 8-Cup",
            "https://www.amazon.com/s?k=Chemex+Classic+8-Cup",
        ),
        (
            Partner::Target,
            "Lindt & Co",
            "https://www.target.com/s?searchTerm=Lindt+%26+Co",
        ),
        (
            Partner::Bestbuy,
            "Sony WH-1000XM5",
            "https://www.bestbuy.com/site/searchpage.jsp?st=Sony+WH-1000XM5",
        ),
        (
            Partner::Walmart,
            "Roku",
            "https://www.walmart.com/search?q=Roku",
        ),
        (
            Partner::Etsy,
            "Star Map",
            "https://www.etsy.com/search?q=Star+Map",
        ),
        (
            Partner::Ebay,
            "Vintage Vinyl",
            "https://www.ebay.com/sch/i.html?_nkw=Vintage+Vinyl",
        ),
        (
            Partner::Flowers,
            "Peony Bouquet",
            "https://www.1800flowers.com/search?query=Peony+Bouquet",
        ),
        (
            Partner::Opentable,
            "Benihana",
            "https://www.opentable.com/s?term=Benihana",
        ),
        (
            Partner::Expedia,
            "Bellagio Las Vegas",
            "https://www.expedia.com/Hotel-Search?destination=Bellagio+Las+Vegas",
        ),
    ];
    for (partner, text, want) in cases {
        assert_eq!(partner.search_url(text), want);
    }
}

#[test]
fn espresso_ranks_espresso_and_coffee_machines_first() {
    let results = catalog().search("espresso", &AffiliateTags::default(), 6);
    assert_eq!(results.len(), 6);
    for r in &results[..4] {
        let name = r.name.to_lowercase();
        assert!(
            name.contains("espresso") && (name.contains("machine") || name.contains("maker")),
            "{}",
            r.name
        );
        assert_eq!(r.category, "coffee");
    }
    // Plural and case do not matter.
    let plural = catalog().search("Espresso Machines", &AffiliateTags::default(), 3);
    assert!(
        plural.iter().all(|r| r.name.contains("Espresso Machine")),
        "{plural:?}"
    );
}

#[test]
fn searches_find_what_they_name() {
    let cases: &[(&str, &[&str])] = &[
        ("headphones", &["headphones"]),
        ("wireless headphones", &["headphones"]),
        ("scented candles", &["candle"]),
        ("coffee maker", &["coffee", "maker"]),
        ("roses", &["rose"]),
        ("board games", &["game"]),
        ("gifts for a coffee lover", &["coffee"]),
        ("lego", &["lego"]),
    ];
    for (query, words) in cases {
        let results = catalog().search(query, &AffiliateTags::default(), 6);
        assert!(!results.is_empty(), "{query}: nothing");
        let first = results[0].name.to_lowercase();
        for word in *words {
            assert!(first.contains(word), "{query}: first result {first}");
        }
    }
}

#[test]
fn nonsense_and_empty_queries_find_nothing() {
    for query in ["xqzvbn", "", "   ", "the for a", "!!!"] {
        assert!(
            catalog()
                .search(query, &AffiliateTags::default(), 6)
                .is_empty(),
            "{query:?}"
        );
    }
}

#[test]
fn limit_is_respected() {
    for limit in [0, 1, 6] {
        let results = catalog().search("gift set", &AffiliateTags::default(), limit);
        assert_eq!(results.len(), limit);
    }
    assert_eq!(
        catalog()
            .by_category("gifts", &AffiliateTags::default(), 6)
            .len(),
        6
    );
}

#[test]
fn affiliate_tag_added_only_when_configured() {
    let tags = AffiliateTags {
        amazon: Some("presently-20".into()),
        target: Some("tgt123".into()),
        bestbuy: Some(String::new()),
        ..AffiliateTags::default()
    };
    let none = AffiliateTags::default();
    let item = |partner: Partner| {
        catalog()
            .items()
            .iter()
            .find(|i| i.partner == partner)
            .unwrap_or_else(|| panic!("no {partner:?} item"))
    };
    let cases = [
        (Partner::Amazon, Some("&tag=presently-20")),
        (Partner::Target, Some("&afid=tgt123")),
        (Partner::Bestbuy, None), // empty counts as unset
        (Partner::Walmart, None),
        (Partner::Expedia, None),
    ];
    for (partner, suffix) in cases {
        let result = item(partner).to_result(&tags);
        match suffix {
            Some(s) => assert_eq!(result.affiliate_url, format!("{}{s}", result.url)),
            None => assert_eq!(result.affiliate_url, result.url),
        }
        let plain = item(partner).to_result(&none);
        assert_eq!(plain.affiliate_url, plain.url);
    }
}

#[test]
fn results_carry_source_price_and_camel_case_fields() {
    let cases = [
        (Partner::Amazon, "Amazon"),
        (Partner::Target, "Target"),
        (Partner::Bestbuy, "Best Buy"),
        (Partner::Walmart, "Walmart"),
        (Partner::Etsy, "Etsy"),
        (Partner::Ebay, "eBay"),
        (Partner::Flowers, "1-800-Flowers"),
        (Partner::Opentable, "OpenTable"),
        (Partner::Expedia, "Expedia"),
    ];
    for (partner, source) in cases {
        assert_eq!(partner.source_name(), source);
    }
    let results = catalog().search("Chemex", &AffiliateTags::default(), 1);
    let r = &results[0];
    assert_eq!(r.price, "$47.50");
    assert_eq!(r.source, "Amazon");
    assert_eq!(r.title, r.name);
    let json = serde_json::to_value(r).unwrap_or_else(|err| panic!("{err}"));
    for key in [
        "title",
        "name",
        "description",
        "price",
        "image",
        "url",
        "affiliateUrl",
        "category",
        "source",
        "rating",
        "reviewCount",
    ] {
        assert!(json.get(key).is_some(), "missing {key}");
    }
}

#[test]
fn by_category_is_best_rated_first() {
    for category in [
        "gifts",
        "flowers",
        "electronics",
        "home",
        "restaurants",
        "travel",
    ] {
        let results = catalog().by_category(category, &AffiliateTags::default(), 6);
        assert_eq!(results.len(), 6, "{category}");
        for pair in results.windows(2) {
            assert!(pair[0].rating >= pair[1].rating, "{category}");
        }
    }
    let flowers = catalog().by_category("Flowers", &AffiliateTags::default(), 100);
    assert!(flowers.iter().all(|r| r.category == "flowers"));
    let gifts = catalog().by_category("gifts", &AffiliateTags::default(), 1000);
    assert!(gifts.iter().any(|r| r.category == "kitchen"));
    assert!(!gifts.iter().any(|r| r.category == "restaurants"));
    assert!(catalog()
        .by_category("nope", &AffiliateTags::default(), 6)
        .is_empty());
}
