//! `integrations::item_import` (issue 49): an Amazon wish list page and two
//! other apps' exports, fixtures written by hand in their shapes
//! (`tests/fixtures/wish_lists/`), read into the items they hold.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use domain::item_import::{ImportFileError, ImportedItem};
use integrations::catalog::AffiliateTags;
use integrations::item_import::{amazon_wish_list, app_items, is_amazon_wish_list};

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/wish_lists/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

fn some(text: &str) -> Option<String> {
    Some(text.to_owned())
}

const LIST_URL: &str = "https://www.amazon.com/hz/wishlist/ls/3K2ABCDEF1?ref_=wl_share";

#[test]
fn an_amazon_wish_list_gives_every_item_with_its_details() {
    let items = amazon_wish_list(
        &fixture("amazon-wish-list.html"),
        LIST_URL,
        &AffiliateTags::default(),
    )
    .unwrap();
    assert_eq!(
        items,
        [
            ImportedItem {
                name: some("Ember Temperature Control Smart Mug 2, 10 Oz"),
                link: some("https://www.amazon.com/dp/B07NQRM6ML?psc=1"),
                price: some("$34.99"),
                notes: some("The black one, please"),
                quantity: some("2"),
                priority: some("High"),
                image_url: some("https://m.media-amazon.com/images/I/61abcDEFghL._SS135_.jpg"),
            },
            ImportedItem {
                name: some("Lodge Cast Iron Skillet, 12 Inch"),
                link: some("https://www.amazon.com/dp/B00006JSUB?th=1"),
                price: None,
                notes: None,
                quantity: some("1"),
                priority: some("Medium"),
                image_url: some("https://m.media-amazon.com/images/I/81skilletL._SS135_.jpg"),
            },
            ImportedItem {
                name: some("Idea: a good book about bread baking"),
                link: None,
                price: None,
                notes: some("Any, as long as it has sourdough in it"),
                quantity: None,
                priority: some("Lowest"),
                image_url: None,
            },
            ImportedItem {
                name: some("Electric Kettle & Tea Infuser"),
                link: some("https://www.amazon.com/dp/B0BKETTLE1"),
                price: some("$24.99"),
                notes: None,
                quantity: some("3"),
                priority: None,
                image_url: some("https://m.media-amazon.com/images/I/kettle._SS135_.jpg"),
            },
        ]
    );
}

#[test]
fn a_configured_affiliate_tag_is_the_servers_own() {
    let tags = AffiliateTags {
        amazon: Some("presently-20".into()),
        ..AffiliateTags::default()
    };
    let items = amazon_wish_list(&fixture("amazon-wish-list.html"), LIST_URL, &tags).unwrap();
    assert_eq!(
        items[3].link.as_deref(),
        Some("https://www.amazon.com/dp/B0BKETTLE1?tag=presently-20")
    );
}

#[test]
fn a_page_that_is_no_wish_list_is_refused() {
    assert_eq!(
        amazon_wish_list(
            "<html><body><div id=\"dp\">A product</div></body></html>",
            LIST_URL,
            &AffiliateTags::default()
        ),
        Err(ImportFileError::NotAmazon)
    );
    assert_eq!(
        amazon_wish_list(
            "<html><body><ul id=\"g-items\"></ul></body></html>",
            LIST_URL,
            &AffiliateTags::default()
        ),
        Err(ImportFileError::Empty)
    );
    assert!(is_amazon_wish_list(LIST_URL));
    assert!(is_amazon_wish_list(
        "https://www.amazon.co.uk/registry/wishlist/ABC"
    ));
    assert!(!is_amazon_wish_list("https://www.amazon.com/dp/B07NQRM6ML"));
    assert!(!is_amazon_wish_list("https://shop.example.com/wishlist/1"));
}

#[test]
fn other_apps_export_files_are_read() {
    let open_wishlist = app_items(&fixture("openwishlist-birthday.json")).unwrap();
    assert_eq!(
        open_wishlist[0].name.as_deref(),
        Some("Noise-cancelling headphones")
    );
    assert_eq!(open_wishlist[0].price.as_deref(), Some("€349.99"));
    assert_eq!(open_wishlist[0].priority.as_deref(), Some("1"));
    let edmw = app_items(&fixture("edmw-birthday.json")).unwrap();
    assert_eq!(edmw[0].name.as_deref(), Some("Espresso grinder"));
    assert_eq!(edmw[0].priority.as_deref(), Some("highest"));
    assert_eq!(edmw[1].notes, None);
}
