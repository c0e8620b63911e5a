//! Reading a product out of a page's HTML: the shop's own rules (Amazon,
//! Walmart, eBay, Best Buy), JSON-LD, OpenGraph, microdata, then `<title>`
//! and `<meta name="description">`, field by field.

use scraper::{ElementRef, Html, Selector};
use serde_json::Value;
use url::Url;

use super::complexity::{check_fragment, check_page, TooComplex};
use super::{shops, source_name, ParsedProduct};

/// One source's view of the product; the first source with a field wins.
#[derive(Default)]
pub(super) struct Found {
    pub(super) title: Option<String>,
    pub(super) description: Option<String>,
    pub(super) price: Option<String>,
    pub(super) image: Option<String>,
}

impl Found {
    pub(super) fn or(self, other: Found) -> Found {
        Found {
            title: self.title.or(other.title),
            description: self.description.or(other.description),
            price: self.price.or(other.price),
            image: self.image.or(other.image),
        }
    }
}

/// A robot check, block or sign-in page where a product was expected; the
/// shop's display name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walled {
    pub shop: String,
}

/// Why a page gave no product.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PageRefusal {
    #[error("{} showed a robot check or a sign-in page", .0.shop)]
    Walled(Walled),
    #[error(transparent)]
    TooComplex(#[from] TooComplex),
}

/// The one way this crate parses HTML: the pre-scan first, so html5ever
/// never sees a page past the caps of [`check_page`].
fn parse_document(html: &str) -> Result<Html, TooComplex> {
    check_page(html)?;
    Ok(Html::parse_document(html))
}

/// A fragment of markup from a page's data (JSON-LD or a shop's JSON),
/// where JSON escapes can hide tags from the page's own pre-scan: checked on
/// its own, and `None` past the caps.
pub(super) fn parse_fragment(html: &str) -> Option<Html> {
    check_fragment(html).ok()?;
    Some(Html::parse_fragment(html))
}

/// Reads the product on a page. Pure; never panics on broken HTML or
/// JSON-LD; a page with nothing usable gives a product with only `url` and
/// `source`; a page past the caps of [`check_page`] is not parsed.
pub fn parse_product_html(html: &str, page_url: &Url) -> Result<ParsedProduct, TooComplex> {
    let document = parse_document(html)?;
    Ok(product_of(&document, page_url).0)
}

/// [`parse_product_html`], refusing a robot check, block or sign-in page
/// (never its title as the item's name).
pub fn read_product_page(html: &str, page_url: &Url) -> Result<ParsedProduct, PageRefusal> {
    let document = parse_document(html)?;
    let (product, found_product) = product_of(&document, page_url);
    if shops::is_wall(&document, found_product) {
        return Err(PageRefusal::Walled(Walled {
            shop: product.source,
        }));
    }
    Ok(product)
}

/// The product, and whether a reader other than `<title>` found its name.
fn product_of(document: &Html, page_url: &Url) -> (ParsedProduct, bool) {
    let source = source_name(page_url.host_str().unwrap_or_default());
    // The page's own data first; the shop's rules where it has none (Amazon);
    // OpenGraph titles of the big shops carry the shop's name, so after them.
    let found = json_ld(document)
        .or(shops::shop_rules(document, &source))
        .or(open_graph(document))
        .or(microdata(document));
    let found_product = found.title.is_some();
    let mut fallback = fallback(document);
    fallback.title = fallback
        .title
        .map(|title| shops::page_title_without_shop(&source, &title));
    let found = found.or(fallback);
    let product = ParsedProduct {
        title: found.title,
        description: found.description,
        price: found.price,
        url: page_url.to_string(),
        source,
        image: found
            .image
            .and_then(|image| absolute_image(&image, page_url)),
    };
    (product, found_product)
}

pub(super) fn selector(css: &str) -> Option<Selector> {
    Selector::parse(css).ok()
}

/// The cleaned text of elements a selector matches, read in document order
/// with each byte read once: an element inside one whose text was only
/// whitespace has none either, so matches nested in it (a page can stack
/// hundreds, all holding the same megabytes of spaces) are not read again.
pub(super) struct Texts<'a> {
    blank: Option<ElementRef<'a>>,
}

impl<'a> Texts<'a> {
    pub(super) fn new() -> Texts<'a> {
        Texts { blank: None }
    }

    pub(super) fn of(&mut self, element: ElementRef<'a>) -> Option<String> {
        if let Some(blank) = self.blank {
            if element.ancestors().any(|node| node.id() == blank.id()) {
                return None;
            }
        }
        let text = clean(&element.text().collect::<String>());
        if text.is_none() {
            self.blank = Some(element);
        }
        text
    }
}

/// Trims, collapses whitespace, and gives `None` for empty text.
pub(super) fn clean(text: &str) -> Option<String> {
    // What no stored text may hold (control characters, direction
    // overrides) is dropped: the item is saved from what is read here.
    let text = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(domain::validation::is_forbidden_char, "");
    (!text.is_empty()).then_some(text)
}

/// Decodes entities (and drops tags) in text that came from JSON-LD, where
/// shops often put HTML-escaped strings.
fn decode(text: &str) -> Option<String> {
    if text.contains('&') || text.contains('<') {
        let fragment = parse_fragment(text)?;
        clean(&fragment.root_element().text().collect::<String>())
    } else {
        clean(text)
    }
}

fn absolute_image(image: &str, page_url: &Url) -> Option<String> {
    let url = page_url.join(image.trim()).ok()?;
    matches!(url.scheme(), "http" | "https").then(|| url.to_string())
}

/// `$24.99`, `€24.99`, `£24.99`, or `24.99 CAD`; an amount that already has
/// a symbol (microdata text such as `$24.99`) is kept as written.
fn format_price(amount: &str, currency: Option<&str>) -> Option<String> {
    let amount = clean(amount)?;
    let is_number = amount
        .chars()
        .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
        && amount.chars().any(|c| c.is_ascii_digit());
    if !is_number {
        return Some(amount);
    }
    let amount = match amount.split_once('.') {
        None if !amount.contains(',') => format!("{amount}.00"),
        Some((_, cents)) if cents.len() == 1 => format!("{amount}0"),
        _ => amount,
    };
    let currency = currency.and_then(clean).map(|c| c.to_ascii_uppercase());
    Some(match currency.as_deref() {
        Some("USD") => format!("${amount}"),
        Some("EUR") => format!("€{amount}"),
        Some("GBP") => format!("£{amount}"),
        Some(other) => format!("{amount} {other}"),
        None => amount,
    })
}

// ---------------------------------------------------------------- JSON-LD

fn json_ld(document: &Html) -> Found {
    let Some(scripts) = selector("script") else {
        return Found::default();
    };
    let mut blocks = Vec::new();
    for script in document.select(&scripts) {
        let is_ld = script
            .value()
            .attr("type")
            .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/ld+json"));
        if !is_ld {
            continue;
        }
        // Its own text: an HTML script holds nothing else, and a foreign
        // one nested in others would be read once per ancestor.
        let text: String = script
            .children()
            .filter_map(|child| child.value().as_text().map(|text| &**text))
            .collect();
        // Broken JSON-LD is skipped, not an error.
        if let Ok(value) = serde_json::from_str::<Value>(text.trim()) {
            blocks.push(value);
        }
    }
    let mut products = Vec::new();
    let mut offers = Vec::new();
    for block in &blocks {
        collect_nodes(block, &mut products, &mut offers, 0);
    }
    let Some(product) = products.first() else {
        return Found::default();
    };
    let price = product
        .get("offers")
        .and_then(offer_price)
        .or_else(|| offers.iter().find_map(|offer| offer_price(offer)));
    Found {
        title: product.get("name").and_then(json_text),
        description: product.get("description").and_then(json_text),
        price,
        image: product.get("image").and_then(json_image),
    }
}

fn has_type(node: &Value, wanted: &[&str]) -> bool {
    let matches = |t: &Value| {
        t.as_str().is_some_and(|t| {
            let short = t.rsplit(['/', ':', '#']).next().unwrap_or(t);
            wanted.iter().any(|w| short.eq_ignore_ascii_case(w))
        })
    };
    match node.get("@type") {
        Some(Value::Array(types)) => types.iter().any(matches),
        Some(t) => matches(t),
        None => false,
    }
}

fn collect_nodes<'a>(
    value: &'a Value,
    products: &mut Vec<&'a Value>,
    offers: &mut Vec<&'a Value>,
    depth: usize,
) {
    if depth > 8 {
        return;
    }
    match value {
        Value::Array(items) => {
            for item in items {
                collect_nodes(item, products, offers, depth + 1);
            }
        }
        Value::Object(map) => {
            if has_type(value, &["Product", "ProductModel", "IndividualProduct"]) {
                products.push(value);
            } else if has_type(value, &["Offer", "AggregateOffer"]) {
                offers.push(value);
            }
            if let Some(graph) = map.get("@graph") {
                collect_nodes(graph, products, offers, depth + 1);
            }
            // Products nested in a page node, e.g. WebPage.mainEntity.
            for key in ["mainEntity", "itemOffered"] {
                if let Some(inner) = map.get(key) {
                    collect_nodes(inner, products, offers, depth + 1);
                }
            }
        }
        _ => {}
    }
}

fn json_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => decode(s),
        Value::Number(n) => Some(n.to_string()),
        Value::Array(items) => items.iter().find_map(json_text),
        Value::Object(map) => map
            .get("@value")
            .or_else(|| map.get("name"))
            .and_then(json_text),
        _ => None,
    }
}

fn json_image(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => clean(s),
        Value::Array(items) => items.iter().find_map(json_image),
        Value::Object(map) => map
            .get("url")
            .or_else(|| map.get("contentUrl"))
            .or_else(|| map.get("@id"))
            .and_then(json_image),
        _ => None,
    }
}

fn offer_price(offer: &Value) -> Option<String> {
    match offer {
        Value::Array(items) => items.iter().find_map(offer_price),
        Value::Object(map) => {
            let amount = ["price", "lowPrice"]
                .iter()
                .find_map(|key| map.get(*key).and_then(json_text))
                .or_else(|| map.get("priceSpecification").and_then(offer_price))?;
            if amount.starts_with(|c: char| !c.is_ascii_digit()) {
                // Already formatted by a nested priceSpecification.
                return Some(amount);
            }
            let currency = map.get("priceCurrency").and_then(json_text);
            format_price(&amount, currency.as_deref())
        }
        _ => None,
    }
}

// ---------------------------------------------------------------- OpenGraph

fn meta_content(document: &Html, keys: &[&str]) -> Option<String> {
    keys.iter().find_map(|key| {
        let css = format!(r#"meta[property="{key}"], meta[name="{key}"]"#);
        let sel = selector(&css)?;
        document
            .select(&sel)
            .find_map(|meta| meta.value().attr("content").and_then(clean))
    })
}

fn open_graph(document: &Html) -> Found {
    let price = [
        ("product:price:amount", "product:price:currency"),
        ("og:price:amount", "og:price:currency"),
    ]
    .iter()
    .find_map(|(amount, currency)| {
        let amount = meta_content(document, &[amount])?;
        format_price(&amount, meta_content(document, &[currency]).as_deref())
    });
    Found {
        title: meta_content(document, &["og:title"]),
        description: meta_content(document, &["og:description"]),
        price,
        image: meta_content(
            document,
            &["og:image", "og:image:url", "og:image:secure_url"],
        ),
    }
}

// ---------------------------------------------------------------- microdata

fn itemprop_value<'a>(element: ElementRef<'a>, texts: &mut Texts<'a>) -> Option<String> {
    let node = element.value();
    let attr = match node.name() {
        "meta" => node.attr("content"),
        "img" | "source" => node.attr("src").or(node.attr("content")),
        "a" | "link" => node.attr("href").or(node.attr("content")),
        _ => node.attr("content"),
    };
    attr.and_then(clean).or_else(|| texts.of(element))
}

fn microdata(document: &Html) -> Found {
    let Some(product_scope) = selector(r#"[itemscope][itemtype*="schema.org/Product" i]"#) else {
        return Found::default();
    };
    let scope = document.select(&product_scope).next();
    let find = |prop: &str| -> Option<String> {
        let sel = selector(&format!(r#"[itemprop~="{prop}"]"#))?;
        let mut texts = Texts::new();
        match scope {
            Some(scope) => scope
                .select(&sel)
                .find_map(|element| itemprop_value(element, &mut texts)),
            None => document
                .select(&sel)
                .find_map(|element| itemprop_value(element, &mut texts)),
        }
    };
    let price = find("price")
        .or_else(|| find("lowPrice"))
        .and_then(|amount| {
            let currency = find("priceCurrency");
            format_price(&amount, currency.as_deref())
        });
    Found {
        title: find("name"),
        description: find("description"),
        price,
        image: find("image"),
    }
}

// ---------------------------------------------------------------- <title>

fn fallback(document: &Html) -> Found {
    let title = selector("title")
        .and_then(|sel| document.select(&sel).next())
        .and_then(|title| clean(&title.text().collect::<String>()));
    Found {
        title,
        description: meta_content(document, &["description"]),
        ..Found::default()
    }
}
