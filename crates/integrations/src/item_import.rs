//! Moving in (issue 49): the items of an Amazon wish list as a browser
//! shows it (the Presently button's capture of the page, scrolled to its
//! end, or the page saved as HTML), and of another wishlist app's JSON
//! export. What they become is `domain::item_import`'s to say.

use domain::item_import::{trimmed, within_limits, ImportFileError, ImportedItem};
use scraper::{ElementRef, Html, Selector};
use serde_json::Value;
use url::Url;

use crate::catalog::AffiliateTags;
use crate::product_page::clean_link;

/// Whether `url` is an Amazon wish list's page (`/hz/wishlist/ls/…`,
/// `/wishlist/…`, `/registry/wishlist/…`) on any of Amazon's hosts.
pub fn is_amazon_wish_list(url: &str) -> bool {
    Url::parse(url).is_ok_and(|url| {
        let host = url.host_str().unwrap_or_default();
        let amazon = host
            .split('.')
            .any(|part| part == "amazon" || part == "amzn");
        amazon && url.path().contains("/wishlist/")
    })
}

/// The first element under `scope` that `css` (a constant here) matches.
fn first<'a>(scope: &ElementRef<'a>, css: &str) -> Option<ElementRef<'a>> {
    scope.select(&Selector::parse(css).ok()?).next()
}

/// The text of the first element under `scope` matching `css`, spaces folded.
fn text_of(scope: &ElementRef<'_>, css: &str) -> Option<String> {
    let words: Vec<&str> = first(scope, css)?
        .text()
        .flat_map(str::split_whitespace)
        .collect();
    trimmed(Some(&words.join(" ")))
}

/// The items of an Amazon wish list page (`html`, as the browser had it at
/// `page_url`): each entry's title, price, image, link (tracking left out,
/// Amazon's plain `/dp/ASIN`), quantity wanted, priority and the owner's
/// comment. `NotAmazon` when the page holds no wish list.
pub fn amazon_wish_list(
    html: &str,
    page_url: &str,
    tags: &AffiliateTags,
) -> Result<Vec<ImportedItem>, ImportFileError> {
    let base = Url::parse(page_url)
        .ok()
        .filter(|url| matches!(url.scheme(), "http" | "https"));
    let page = Html::parse_document(html);
    let list =
        first(&page.root_element(), "#g-items, #wl-item-view").ok_or(ImportFileError::NotAmazon)?;
    let entries = Selector::parse("li[data-itemid]").map_err(|_| ImportFileError::NotAmazon)?;
    let absolute = |href: &str| -> Option<Url> {
        let url = match &base {
            Some(base) => base.join(href).ok()?,
            None => Url::parse(href).ok()?,
        };
        matches!(url.scheme(), "http" | "https").then_some(url)
    };
    let items: Vec<ImportedItem> = list
        .select(&entries)
        .filter_map(|entry| {
            let title = first(&entry, "a[id^='itemName_']");
            let name = title
                .and_then(|a| trimmed(a.value().attr("title")))
                .or_else(|| text_of(&entry, "[id^='itemName_']"))?;
            let link = title
                .and_then(|a| a.value().attr("href"))
                .and_then(absolute)
                .map(|url| clean_link(&url, tags).to_string());
            let price = text_of(&entry, "[id^='itemPrice_'] .a-offscreen").or_else(|| {
                entry
                    .value()
                    .attr("data-price")
                    .and_then(|p| p.parse::<f64>().ok())
                    .filter(|p| p.is_finite() && *p > 0.0)
                    .map(|p| format!("{p:.2}"))
            });
            let image_url = first(&entry, "[id^='itemImage_'] img")
                .and_then(|img| img.value().attr("src"))
                .and_then(absolute)
                .map(|url| url.to_string());
            let quantity = text_of(&entry, "[id^='itemRequested_']")
                .and_then(|q| q.split_whitespace().find_map(|w| w.parse::<u32>().ok()))
                .map(|q| q.to_string());
            let priority = text_of(&entry, "[id^='itemPriorityLabel_']")
                .map(|p| p.trim_start_matches("Priority:").trim().to_owned());
            Some(ImportedItem {
                name: Some(name),
                link,
                price,
                notes: text_of(&entry, "[id^='itemComment_']"),
                quantity,
                priority,
                image_url,
            })
        })
        .collect();
    within_limits(items)
}

// ---------------------------------------------------------------------------
// Another app's export

/// The items of another wishlist app's JSON export:
/// - OpenWishlist (`{"wishlist", "wishes", "export_metadata"}`, its
///   "Export JSON", format 1.0): `title`, `url`, `price_cents` (euros),
///   `priority` 1 (high) to 5, `notes`, `image_url`;
/// - edmw/wishlist (`{"title", "visibility", "items"}`): `title`, `text`,
///   `preference` (`lowest` to `highest`, or -2 to 2 before March 2020),
///   `url`, `imageURL`.
///
/// Neither holds claims; ids, dates and local image copies are left out.
pub fn app_items(text: &str) -> Result<Vec<ImportedItem>, ImportFileError> {
    let document: Value = serde_json::from_str(text.trim_start_matches('\u{feff}'))
        .map_err(|_| ImportFileError::NotAnAppExport)?;
    let field = |item: &Value, name: &str| -> Option<String> {
        match item.get(name) {
            Some(Value::String(s)) => trimmed(Some(s)),
            Some(Value::Number(n)) => Some(n.to_string()),
            _ => None,
        }
    };
    let items = if let (Some(wishes), true) = (
        document.get("wishes").and_then(Value::as_array),
        document.get("wishlist").is_some_and(Value::is_object),
    ) {
        wishes
            .iter()
            .map(|wish| ImportedItem {
                name: field(wish, "title"),
                link: field(wish, "url"),
                price: field(wish, "price_cents")
                    .and_then(|cents| cents.parse::<i64>().ok())
                    .map(|cents| format!("€{}.{:02}", cents / 100, cents % 100)),
                notes: field(wish, "notes"),
                quantity: None,
                priority: field(wish, "priority"),
                image_url: field(wish, "image_url"),
            })
            .collect::<Vec<_>>()
    } else if let (Some(items), true) = (
        document.get("items").and_then(Value::as_array),
        document.get("title").is_some() && document.get("visibility").is_some(),
    ) {
        items
            .iter()
            .map(|item| ImportedItem {
                name: field(item, "title"),
                link: field(item, "url"),
                price: None,
                notes: field(item, "text"),
                quantity: None,
                priority: field(item, "preference").map(|p| {
                    match p.as_str() {
                        "-2" | "-1" => "low",
                        "0" => "medium",
                        "1" | "2" => "high",
                        other => other,
                    }
                    .to_owned()
                }),
                image_url: field(item, "imageURL"),
            })
            .collect()
    } else {
        return Err(ImportFileError::NotAnAppExport);
    };
    within_limits(items)
}

#[cfg(test)]
mod app_tests {
    use super::*;

    #[test]
    fn other_apps_exports_are_read() {
        let open_wishlist = r#"{"wishlist": {"id": 12, "title": "Birthday"},
            "wishes": [
              {"id": 101, "title": "Headphones", "url": "https:\/\/shop.example.com\/p", "price_cents": 34999,
               "priority": 1, "notes": "Black", "image_mode": "link", "image_url": "https://img.example.com/h.jpg",
               "price_euros": 349.99},
              {"id": 110, "title": "Tea sampler", "url": "", "price_cents": "1905", "priority": null, "notes": "",
               "image_url": ""}],
            "export_metadata": {"format_version": "1.0"}}"#;
        let items = app_items(open_wishlist).unwrap();
        assert_eq!(
            items[0],
            ImportedItem {
                name: Some("Headphones".into()),
                link: Some("https://shop.example.com/p".into()),
                price: Some("€349.99".into()),
                notes: Some("Black".into()),
                quantity: None,
                priority: Some("1".into()),
                image_url: Some("https://img.example.com/h.jpg".into()),
            }
        );
        assert_eq!(items[1].price.as_deref(), Some("€19.05"));
        assert_eq!(items[1].link, None);
        assert_eq!(items[1].notes, None);
        let edmw = r#"{"title":"Christmas","visibility":"private","items":[
            {"title":"Wool socks","text":"Size 42","preference":"low","url":"https:\/\/socks.example.com\/wool"},
            {"title":"Book: Dune","text":"","preference":2}],"itemsCount":2}"#;
        let items = app_items(edmw).unwrap();
        assert_eq!(items[0].notes.as_deref(), Some("Size 42"));
        assert_eq!(items[0].priority.as_deref(), Some("low"));
        assert_eq!(items[1].priority.as_deref(), Some("high"));
        assert_eq!(
            app_items("{\"name\": 1}"),
            Err(ImportFileError::NotAnAppExport)
        );
        assert_eq!(app_items("not json"), Err(ImportFileError::NotAnAppExport));
        assert_eq!(
            app_items(r#"{"title":"x","visibility":"private","items":[]}"#),
            Err(ImportFileError::Empty)
        );
    }
}
