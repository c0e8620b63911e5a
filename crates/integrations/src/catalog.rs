//! The bundled partner catalog (`data/catalog.json`) and product search.
//!
//! Items carry a partner, a price, a rating, tags, the occasions they suit
//! and their season (all year, or the months they are only then fitting).
//! Their links are built at runtime as the partner's *search* page for the item's name (pages that
//! exist), never invented product pages; an affiliate tag from configuration
//! is added as a query parameter when one is set for that partner.

use std::collections::HashSet;
use std::sync::OnceLock;

use domain::recommendation::{Occasion, Season};
use serde::{Deserialize, Serialize};
use url::form_urlencoded;

/// The embedded catalog data.
pub const BUNDLED_JSON: &str = include_str!("../data/catalog.json");

/// Categories that are sub-categories of "gifts" (the recommendations page's
/// "Amazon Gifts" section lists them with the plain gifts).
pub const GIFT_SUBCATEGORIES: &[&str] = &[
    "kitchen", "books", "fashion", "outdoor", "beauty", "toys", "coffee",
];

/// Every category the catalog uses.
pub const CATEGORIES: &[&str] = &[
    "gifts",
    "flowers",
    "electronics",
    "home",
    "restaurants",
    "travel",
    "kitchen",
    "books",
    "fashion",
    "outdoor",
    "beauty",
    "toys",
    "coffee",
];

/// Affiliate tags per partner, the same field names as the API's config.
/// An empty string counts as unset.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AffiliateTags {
    pub amazon: Option<String>,
    pub target: Option<String>,
    pub bestbuy: Option<String>,
    pub expedia: Option<String>,
    pub opentable: Option<String>,
    pub flowers: Option<String>,
}

/// A partner that sells (or books) a catalog item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Partner {
    Amazon,
    Target,
    Bestbuy,
    Walmart,
    Etsy,
    Ebay,
    Flowers,
    Opentable,
    Expedia,
}

impl Partner {
    /// The partner's key as in the data and the frontend (`"bestbuy"`).
    pub fn key(self) -> &'static str {
        match self {
            Partner::Amazon => "amazon",
            Partner::Target => "target",
            Partner::Bestbuy => "bestbuy",
            Partner::Walmart => "walmart",
            Partner::Etsy => "etsy",
            Partner::Ebay => "ebay",
            Partner::Flowers => "flowers",
            Partner::Opentable => "opentable",
            Partner::Expedia => "expedia",
        }
    }

    /// Display name, the `source` of a product result.
    pub fn source_name(self) -> &'static str {
        match self {
            Partner::Amazon => "Amazon",
            Partner::Target => "Target",
            Partner::Bestbuy => "Best Buy",
            Partner::Walmart => "Walmart",
            Partner::Etsy => "Etsy",
            Partner::Ebay => "eBay",
            Partner::Flowers => "1-800-Flowers",
            Partner::Opentable => "OpenTable",
            Partner::Expedia => "Expedia",
        }
    }

    /// The partner's search page, to which the url-encoded item name is appended.
    fn search_base(self) -> &'static str {
        match self {
            Partner::Amazon => "https://www.amazon.com/s?k=",
            Partner::Target => "https://www.target.com/s?searchTerm=",
            Partner::Bestbuy => "https://www.bestbuy.com/site/searchpage.jsp?st=",
            Partner::Walmart => "https://www.walmart.com/search?q=",
            Partner::Etsy => "https://www.etsy.com/search?q=",
            Partner::Ebay => "https://www.ebay.com/sch/i.html?_nkw=",
            Partner::Flowers => "https://www.1800flowers.com/search?query=",
            Partner::Opentable => "https://www.opentable.com/s?term=",
            Partner::Expedia => "https://www.expedia.com/Hotel-Search?destination=",
        }
    }

    /// The affiliate query parameter and the configured tag, if any.
    pub fn affiliate_param(self, tags: &AffiliateTags) -> Option<(&'static str, &str)> {
        let (param, tag) = match self {
            Partner::Amazon => ("tag", &tags.amazon),
            Partner::Target => ("afid", &tags.target),
            Partner::Bestbuy => ("ref", &tags.bestbuy),
            Partner::Expedia => ("affcid", &tags.expedia),
            Partner::Opentable => ("ref", &tags.opentable),
            Partner::Flowers => ("ref", &tags.flowers),
            Partner::Walmart | Partner::Etsy | Partner::Ebay => return None,
        };
        let tag = tag.as_deref().map(str::trim).filter(|t| !t.is_empty())?;
        Some((param, tag))
    }

    /// The search page for `text` on this partner's site.
    pub fn search_url(self, text: &str) -> String {
        let encoded: String = form_urlencoded::byte_serialize(text.as_bytes()).collect();
        format!("{}{}", self.search_base(), encoded)
    }
}

/// One item of the bundled catalog.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CatalogItem {
    pub id: String,
    pub name: String,
    pub description: String,
    pub category: String,
    /// What kind of thing it is, e.g. "Espresso machine"; the unit of AI
    /// suggestions.
    pub product_type: String,
    pub tags: Vec<String>,
    /// What it is a gift for (`["birthday", "mothers-day"]`); at least one.
    #[serde(with = "occasion_names")]
    pub occasions: Vec<Occasion>,
    /// `"all-year"`, or the months (1-12) it is only then fitting.
    #[serde(with = "season_months")]
    pub season: Season,
    /// USD; for restaurants a typical spend per person, for hotels per night.
    pub price: f64,
    pub rating: f32,
    pub review_count: u32,
    pub partner: Partner,
    #[serde(default)]
    pub is_prime: bool,
    #[serde(default)]
    pub image: Option<String>,
}

impl CatalogItem {
    /// The partner's search page for this item.
    pub fn url(&self) -> String {
        self.partner.search_url(&self.name)
    }

    /// [`Self::url`] with the partner's affiliate tag when configured.
    pub fn affiliate_url(&self, tags: &AffiliateTags) -> String {
        let url = self.url();
        match self.partner.affiliate_param(tags) {
            Some((param, tag)) => {
                let tag: String = form_urlencoded::byte_serialize(tag.as_bytes()).collect();
                format!("{url}&{param}={tag}")
            }
            None => url,
        }
    }

    /// The item as a product search result.
    pub fn to_result(&self, tags: &AffiliateTags) -> ProductResult {
        ProductResult {
            title: self.name.clone(),
            name: self.name.clone(),
            description: self.description.clone(),
            price: format_price(self.price),
            image: self.image.clone(),
            url: self.url(),
            affiliate_url: self.affiliate_url(tags),
            category: self.category.clone(),
            source: self.partner.source_name().to_owned(),
            rating: self.rating,
            review_count: self.review_count,
        }
    }

    /// Whether it fits `occasion` in `month` ([`domain::recommendation::fits`]).
    pub fn fits(&self, occasion: Option<Occasion>, month: chrono::Month) -> bool {
        domain::recommendation::fits(&self.occasions, &self.season, occasion, month)
    }

    /// Rating weighted by how many people rated it.
    pub fn popularity(&self) -> f64 {
        f64::from(self.rating) * (1.0 + f64::from(self.review_count)).ln()
    }
}

/// An item's occasions as their names; at least one, each known, none twice.
mod occasion_names {
    use domain::recommendation::Occasion;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(occasions: &[Occasion], to: S) -> Result<S::Ok, S::Error> {
        to.collect_seq(occasions.iter().map(|o| o.as_str()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<Vec<Occasion>, D::Error> {
        let names = Vec::<String>::deserialize(from)?;
        if names.is_empty() {
            return Err(D::Error::custom(
                "occasions: name at least one (what is it a gift for?)",
            ));
        }
        let mut occasions: Vec<Occasion> = Vec::with_capacity(names.len());
        for name in &names {
            let occasion = Occasion::ALL
                .iter()
                .copied()
                .find(|o| o.as_str() == name)
                .ok_or_else(|| {
                    let known: Vec<&str> = Occasion::ALL.iter().map(|o| o.as_str()).collect();
                    D::Error::custom(format!(
                        "unknown occasion {name:?}; one of {}",
                        known.join(", ")
                    ))
                })?;
            if occasions.contains(&occasion) {
                return Err(D::Error::custom(format!("occasion {name:?} twice")));
            }
            occasions.push(occasion);
        }
        Ok(occasions)
    }
}

/// A season as `"all-year"` or a list of months, 1 to 12, each once.
mod season_months {
    use chrono::Month;
    use domain::recommendation::Season;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    const ALL_YEAR: &str = "all-year";

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Written {
        Named(String),
        Months(Vec<u8>),
    }

    pub fn serialize<S: Serializer>(season: &Season, to: S) -> Result<S::Ok, S::Error> {
        match season {
            Season::AllYear => to.serialize_str(ALL_YEAR),
            Season::Months(months) => to.collect_seq(months.iter().map(|m| m.number_from_month())),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<Season, D::Error> {
        match Written::deserialize(from)? {
            Written::Named(name) if name == ALL_YEAR => Ok(Season::AllYear),
            Written::Named(name) => Err(D::Error::custom(format!(
                "season {name:?}: \"{ALL_YEAR}\" or a list of months (1-12)"
            ))),
            Written::Months(numbers) => {
                if numbers.is_empty() || numbers.len() >= 12 {
                    return Err(D::Error::custom(format!(
                        "season: 1 to 11 months (or \"{ALL_YEAR}\"), not {}",
                        numbers.len()
                    )));
                }
                let mut months: Vec<Month> = Vec::with_capacity(numbers.len());
                for number in numbers {
                    let month = Month::try_from(number).map_err(|_| {
                        D::Error::custom(format!("season: month {number} is not 1-12"))
                    })?;
                    if months.contains(&month) {
                        return Err(D::Error::custom(format!("season: month {number} twice")));
                    }
                    months.push(month);
                }
                Ok(Season::Months(months))
            }
        }
    }
}

/// A product search result (spec section 3).
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductResult {
    pub title: String,
    pub name: String,
    pub description: String,
    /// Display price, e.g. `$24.99`.
    pub price: String,
    pub image: Option<String>,
    pub url: String,
    pub affiliate_url: String,
    pub category: String,
    /// The shop: "Amazon", "Target", "Best Buy", ...
    pub source: String,
    pub rating: f32,
    pub review_count: u32,
}

/// `$24.99`.
pub fn format_price(price: f64) -> String {
    format!("${price:.2}")
}

/// The catalog: items plus a token index for search.
#[derive(Debug, Clone, Default)]
pub struct Catalog {
    items: Vec<CatalogItem>,
    index: Vec<ItemIndex>,
}

#[derive(Debug, Clone, Default)]
struct ItemIndex {
    name: HashSet<String>,
    product_type: HashSet<String>,
    tags: HashSet<String>,
    category: HashSet<String>,
    description: HashSet<String>,
}

impl ItemIndex {
    fn new(item: &CatalogItem) -> ItemIndex {
        let set = |text: &str| tokens(text).into_iter().collect::<HashSet<_>>();
        ItemIndex {
            name: set(&item.name),
            product_type: set(&item.product_type),
            tags: set(&item.tags.join(" ")),
            category: set(&item.category),
            description: set(&item.description),
        }
    }

    /// Relevance of one query term for this item.
    fn term_score(&self, term: &str) -> f64 {
        10.0 * field_match(&self.name, term)
            + 8.0 * field_match(&self.product_type, term)
            + 6.0 * field_match(&self.tags, term)
            + 4.0 * field_match(&self.category, term)
            + 2.0 * field_match(&self.description, term)
    }
}

/// 1 for an exact token, 0.5 when a token starts with a term of 4+ letters.
fn field_match(field: &HashSet<String>, term: &str) -> f64 {
    if field.contains(term) {
        1.0
    } else if term.chars().count() >= 4 && field.iter().any(|t| t.starts_with(term)) {
        0.5
    } else {
        0.0
    }
}

impl Catalog {
    /// Parses catalog JSON (an array of items).
    pub fn from_json(json: &str) -> Result<Catalog, serde_json::Error> {
        let items: Vec<CatalogItem> = serde_json::from_str(json)?;
        Ok(Catalog::from_items(items))
    }

    /// A catalog of the given items.
    pub fn from_items(items: Vec<CatalogItem>) -> Catalog {
        let index = items.iter().map(ItemIndex::new).collect();
        Catalog { items, index }
    }

    /// The bundled catalog, parsed once. (Its validity is checked by the
    /// tests; were it ever broken, this is an empty catalog, not a panic.)
    pub fn bundled() -> &'static Catalog {
        static CATALOG: OnceLock<Catalog> = OnceLock::new();
        CATALOG.get_or_init(|| Catalog::from_json(BUNDLED_JSON).unwrap_or_default())
    }

    pub fn items(&self) -> &[CatalogItem] {
        &self.items
    }

    /// Items ranked by relevance to `query` (name above product type, tags,
    /// category, description; ties by rating × log reviews). Stop words are
    /// dropped and plurals stemmed; a query with no matching item, or no
    /// words, gives nothing.
    pub fn search(&self, query: &str, tags: &AffiliateTags, limit: usize) -> Vec<ProductResult> {
        self.search_items(query, limit)
            .into_iter()
            .map(|item| item.to_result(tags))
            .collect()
    }

    /// [`Self::search`] returning the catalog items.
    pub fn search_items(&self, query: &str, limit: usize) -> Vec<&CatalogItem> {
        self.search_where(query, limit, |_| true)
    }

    /// [`Self::search_items`] among the items `wanted` keeps.
    pub fn search_where(
        &self,
        query: &str,
        limit: usize,
        wanted: impl Fn(&CatalogItem) -> bool,
    ) -> Vec<&CatalogItem> {
        let mut terms = query_terms(query);
        terms.dedup();
        if terms.is_empty() || limit == 0 {
            return Vec::new();
        }
        let mut scored: Vec<(f64, f64, &CatalogItem)> = self
            .items
            .iter()
            .zip(&self.index)
            .filter(|(item, _)| wanted(item))
            .filter_map(|(item, index)| {
                let mut total = 0.0;
                let mut matched = 0usize;
                for term in &terms {
                    let s = index.term_score(term);
                    if s > 0.0 {
                        matched += 1;
                        total += s;
                    }
                }
                if matched == 0 {
                    return None;
                }
                // Items matching every word come before those matching some.
                let coverage = matched as f64 / terms.len() as f64;
                Some((total * coverage * coverage, item.popularity(), item))
            })
            .collect();
        scored.sort_by(|a, b| {
            b.0.total_cmp(&a.0)
                .then(b.1.total_cmp(&a.1))
                .then_with(|| a.2.id.cmp(&b.2.id))
        });
        scored
            .into_iter()
            .take(limit)
            .map(|(_, _, item)| item)
            .collect()
    }

    /// Items of a category, best rated first. "gifts" also takes its
    /// sub-categories (kitchen, books, fashion, ...).
    pub fn by_category(
        &self,
        category: &str,
        tags: &AffiliateTags,
        limit: usize,
    ) -> Vec<ProductResult> {
        let wanted = stem(&category.trim().to_lowercase());
        let gifts = wanted == "gift";
        let mut items: Vec<&CatalogItem> = self
            .items
            .iter()
            .filter(|item| {
                let cat = item.category.to_lowercase();
                stem(&cat) == wanted || (gifts && GIFT_SUBCATEGORIES.contains(&cat.as_str()))
            })
            .collect();
        items.sort_by(|a, b| {
            b.rating
                .total_cmp(&a.rating)
                .then(b.review_count.cmp(&a.review_count))
                .then_with(|| a.id.cmp(&b.id))
        });
        items
            .into_iter()
            .take(limit)
            .map(|item| item.to_result(tags))
            .collect()
    }
}

const STOP_WORDS: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "best", "buy", "by", "for", "from", "gift", "gifts",
    "good", "her", "him", "his", "i", "idea", "ideas", "in", "is", "it", "me", "my", "new", "of",
    "on", "or", "our", "present", "presents", "some", "that", "the", "their", "them", "this", "to",
    "with", "want", "need", "looking", "find", "what", "who", "you", "your",
];

/// Lower-cased words of `text` (letters and digits), plurals stemmed,
/// one-letter words dropped.
pub(crate) fn tokens(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() > 1)
        .map(stem)
        .collect()
}

/// [`tokens`] without stop words.
pub(crate) fn query_terms(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() > 1 && !STOP_WORDS.contains(w))
        .map(stem)
        .collect()
}

/// Simple plural stemming: `candles` → `candle`, `batteries` → `battery`,
/// `glasses` → `glass`, `watches` → `watch`.
pub(crate) fn stem(word: &str) -> String {
    let n = word.len();
    if n <= 3 || !word.is_ascii() || word.bytes().any(|b| b.is_ascii_digit()) {
        return word.to_owned();
    }
    if let Some(base) = word.strip_suffix("ies") {
        if n > 4 {
            return format!("{base}y");
        }
    }
    if word.ends_with("sses")
        || word.ends_with("ches")
        || word.ends_with("shes")
        || word.ends_with("xes")
    {
        return word[..n - 2].to_owned();
    }
    if word.ends_with("ss") || word.ends_with("us") || word.ends_with("is") {
        return word.to_owned();
    }
    match word.strip_suffix('s') {
        Some(base) => base.to_owned(),
        None => word.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_plurals() {
        for (word, want) in [
            ("candles", "candle"),
            ("batteries", "battery"),
            ("glasses", "glass"),
            ("watches", "watch"),
            ("boxes", "box"),
            ("headphones", "headphone"),
            ("espresso", "espresso"),
            ("dress", "dress"),
            ("cactus", "cactus"),
            ("gas", "gas"),
        ] {
            assert_eq!(stem(word), want, "{word}");
        }
    }

    fn one_item(fields: &str) -> Result<Catalog, serde_json::Error> {
        Catalog::from_json(&format!(
            r#"[{{"id": "x", "name": "X", "description": "d", "category": "gifts",
                "productType": "t", "tags": ["a"], "price": 1.0, "rating": 4.0,
                "reviewCount": 1, "partner": "amazon"{fields}}}]"#
        ))
    }

    #[test]
    fn items_say_their_occasions_and_season() {
        use chrono::Month;
        let catalog =
            one_item(r#", "occasions": ["birthday", "mothers-day"], "season": "all-year""#)
                .unwrap();
        let item = &catalog.items()[0];
        assert_eq!(
            item.occasions,
            vec![Occasion::Birthday, Occasion::MothersDay]
        );
        assert_eq!(item.season, Season::AllYear);
        let winter = one_item(r#", "occasions": ["christmas"], "season": [11, 12]"#).unwrap();
        let item = &winter.items()[0];
        assert_eq!(
            item.season,
            Season::Months(vec![Month::November, Month::December])
        );
        // Written back as read.
        let written = serde_json::to_value(item).unwrap();
        assert_eq!(written["occasions"], serde_json::json!(["christmas"]));
        assert_eq!(written["season"], serde_json::json!([11, 12]));

        for (fields, error) in [
            (r#", "season": "all-year""#, "missing field `occasions`"),
            (r#", "occasions": ["birthday"]"#, "missing field `season`"),
            (
                r#", "occasions": [], "season": "all-year""#,
                "name at least one",
            ),
            (
                r#", "occasions": ["xmas"], "season": "all-year""#,
                "unknown occasion \"xmas\"",
            ),
            (
                r#", "occasions": ["birthday", "birthday"], "season": "all-year""#,
                "twice",
            ),
            (
                r#", "occasions": ["birthday"], "season": "winter""#,
                "all-year",
            ),
            (
                r#", "occasions": ["birthday"], "season": []"#,
                "1 to 11 months",
            ),
            (
                r#", "occasions": ["birthday"], "season": [1,2,3,4,5,6,7,8,9,10,11,12]"#,
                "1 to 11 months",
            ),
            (
                r#", "occasions": ["birthday"], "season": [0]"#,
                "month 0 is not 1-12",
            ),
            (
                r#", "occasions": ["birthday"], "season": [13]"#,
                "month 13 is not 1-12",
            ),
            (
                r#", "occasions": ["birthday"], "season": [5, 5]"#,
                "month 5 twice",
            ),
        ] {
            let err = one_item(fields).map(|_| ()).unwrap_err().to_string();
            assert!(err.contains(error), "{fields}: {err}");
        }
    }

    #[test]
    fn query_terms_drop_stop_words() {
        assert_eq!(query_terms("Gifts for my Dad's BBQs"), vec!["dad", "bbq"]);
        assert!(query_terms("the a for").is_empty());
    }
}
