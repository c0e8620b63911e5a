//! The recommendations page's six sections, from the bundled catalog: the
//! best of each partner's shelf, or picked for my coming dates and the
//! interests of the people they belong to; restaurants by distance from
//! where I am.

use std::collections::HashSet;
use std::sync::OnceLock;

use domain::recommendation::{call_to_action, Coordinates, GiftOccasion, RecommendationType};
use domain::special_date::DateType;
use serde::{Deserialize, Serialize};

use crate::catalog::{
    format_price, AffiliateTags, Catalog, CatalogItem, Partner, GIFT_SUBCATEGORIES,
};

/// Cards per section.
pub const SECTION_SIZE: usize = 12;

/// Restaurants farther than this are not "near you".
pub const NEAR_KM: f64 = 50.0;

/// Cuisines offered as OpenTable searches where the catalog knows no restaurant.
const FALLBACK_CUISINES: &[&str] = &[
    "Italian",
    "Steakhouse",
    "Seafood",
    "Sushi",
    "Mexican",
    "Brunch",
];

/// A section of the page and the catalog shelf it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    /// Amazon Gifts.
    Gifts,
    /// Beautiful Flowers.
    Flowers,
    /// Tech & Electronics.
    Bestbuy,
    /// Home & Lifestyle.
    Target,
    /// Travel & Hotels.
    Travel,
}

impl Section {
    fn kind(self) -> RecommendationType {
        match self {
            Section::Gifts => RecommendationType::Gift,
            Section::Flowers => RecommendationType::Flowers,
            Section::Bestbuy => RecommendationType::Bestbuy,
            Section::Target => RecommendationType::Target,
            Section::Travel => RecommendationType::Travel,
        }
    }

    fn includes(self, item: &CatalogItem) -> bool {
        match self {
            Section::Gifts => {
                item.partner == Partner::Amazon
                    && (item.category == "gifts"
                        || GIFT_SUBCATEGORIES.contains(&item.category.as_str()))
            }
            Section::Flowers => item.category == "flowers" && item.partner == Partner::Flowers,
            Section::Bestbuy => item.partner == Partner::Bestbuy,
            Section::Target => item.partner == Partner::Target,
            Section::Travel => item.partner == Partner::Expedia,
        }
    }

    /// Whether "picked for me" applies (spec: gifts, flowers, electronics).
    pub fn is_personal(self) -> bool {
        matches!(self, Section::Gifts | Section::Flowers | Section::Bestbuy)
    }
}

/// A card (spec section 3, Recommendation item). Exactly one of the three
/// links is set: `affiliateUrl` for shops, `openTableUrl`, `expediaUrl`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Recommendation {
    pub id: String,
    pub name: String,
    pub description: String,
    pub image: Option<String>,
    pub price: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub partner: &'static str,
    pub partner_name: &'static str,
    pub cta: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub affiliate_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open_table_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expedia_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_prime: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review_count: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub availability: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub distance: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
    /// Why it was picked for me ("For Mum's birthday in 2 days: loves gardening").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

fn card(item: &CatalogItem, kind: RecommendationType, tags: &AffiliateTags) -> Recommendation {
    let link = item.affiliate_url(tags);
    let (affiliate_url, open_table_url, expedia_url) = match item.partner {
        Partner::Opentable => (None, Some(link), None),
        Partner::Expedia => (None, None, Some(link)),
        _ => (Some(link), None, None),
    };
    let is_gift = kind == RecommendationType::Gift;
    Recommendation {
        id: item.id.clone(),
        name: item.name.clone(),
        description: item.description.clone(),
        image: item.image.clone(),
        price: format_price(item.price),
        kind: match kind {
            RecommendationType::Travel if item.partner == Partner::Expedia => "hotel".to_owned(),
            other => other.as_str().to_owned(),
        },
        partner: item.partner.key(),
        partner_name: item.partner.source_name(),
        cta: call_to_action(Some(kind), is_gift && item.is_prime),
        affiliate_url,
        open_table_url,
        expedia_url,
        is_prime: is_gift.then_some(item.is_prime),
        rating: Some(item.rating),
        review_count: Some(item.review_count),
        availability: None,
        distance: None,
        address: None,
        reason: None,
    }
}

/// The best of a section's shelf (rating weighted by how many rated it).
fn best_of(catalog: &Catalog, section: Section) -> Vec<&CatalogItem> {
    let mut items: Vec<&CatalogItem> = catalog
        .items()
        .iter()
        .filter(|i| section.includes(i))
        .collect();
    items.sort_by(|a, b| {
        b.popularity()
            .total_cmp(&a.popularity())
            .then_with(|| a.id.cmp(&b.id))
    });
    items
}

/// The words that find gifts for an occasion when its person's interests
/// find none: the kind of date, or a holiday's own name.
fn occasion_words(occasion: &GiftOccasion) -> String {
    match occasion.date_type {
        DateType::Holiday | DateType::Other => occasion.title.clone(),
        other => other.as_str().to_owned(),
    }
}

/// A section's cards: with a `query`, the catalog's best matches for it;
/// without one, for a personal section, picks for each coming occasion in
/// turn (items matching the person's interests first, then the occasion),
/// each with its reason; the rest of the row is the shelf's best.
pub fn section(
    catalog: &Catalog,
    section: Section,
    query: Option<&str>,
    occasions: &[GiftOccasion],
    tags: &AffiliateTags,
) -> Vec<Recommendation> {
    let kind = section.kind();
    if let Some(query) = query.map(str::trim).filter(|q| !q.is_empty()) {
        return catalog
            .search_where(query, SECTION_SIZE, |item| section.includes(item))
            .into_iter()
            .map(|item| card(item, kind, tags))
            .collect();
    }
    let mut picked: Vec<Recommendation> = Vec::new();
    let mut seen: HashSet<&str> = HashSet::new();
    if section.is_personal() {
        // One queue per occasion: (item, the interest it matched).
        let mut queues: Vec<Vec<(&CatalogItem, Option<&str>)>> = occasions
            .iter()
            .map(|occasion| {
                let mut queue: Vec<(&CatalogItem, Option<&str>)> = Vec::new();
                for interest in &occasion.interests {
                    for item in catalog.search_where(interest, 4, |item| section.includes(item)) {
                        queue.push((item, Some(interest.as_str())));
                    }
                }
                for item in catalog
                    .search_where(&occasion_words(occasion), 4, |item| section.includes(item))
                {
                    queue.push((item, None));
                }
                queue.reverse(); // popped from the end
                queue
            })
            .collect();
        // Round robin: the soonest occasion first in every round.
        while picked.len() < SECTION_SIZE && queues.iter().any(|q| !q.is_empty()) {
            for (occasion, queue) in occasions.iter().zip(queues.iter_mut()) {
                while let Some((item, interest)) = queue.pop() {
                    if seen.insert(item.id.as_str()) {
                        let mut pick = card(item, kind, tags);
                        pick.reason = Some(occasion.reason(interest));
                        picked.push(pick);
                        break;
                    }
                }
                if picked.len() == SECTION_SIZE {
                    break;
                }
            }
        }
    }
    for item in best_of(catalog, section) {
        if picked.len() == SECTION_SIZE {
            break;
        }
        if seen.insert(item.id.as_str()) {
            picked.push(card(item, kind, tags));
        }
    }
    picked
}

/// Where a catalog restaurant is.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct RestaurantLocation {
    pub id: String,
    pub city: String,
    pub state: String,
    pub address: String,
    pub latitude: f64,
    pub longitude: f64,
}

/// The bundled restaurant locations (`data/restaurant_locations.json`).
pub fn restaurant_locations() -> &'static [RestaurantLocation] {
    static LOCATIONS: OnceLock<Vec<RestaurantLocation>> = OnceLock::new();
    LOCATIONS.get_or_init(|| {
        serde_json::from_str(include_str!("../data/restaurant_locations.json")).unwrap_or_default()
    })
}

/// Restaurants near `at`, nearest first, with distance and address; where
/// the catalog knows none within [`NEAR_KM`], OpenTable searches for a few
/// cuisines in `place` ("Denver, Colorado").
pub fn restaurants(
    catalog: &Catalog,
    locations: &[RestaurantLocation],
    at: Coordinates,
    place: &str,
    tags: &AffiliateTags,
) -> Vec<Recommendation> {
    let mut near: Vec<(f64, &RestaurantLocation, &CatalogItem)> = locations
        .iter()
        .filter_map(|location| {
            let item = catalog
                .items()
                .iter()
                .find(|item| item.id == location.id && item.partner == Partner::Opentable)?;
            let here = Coordinates::new(location.latitude, location.longitude)?;
            let km = at.distance_km(here);
            (km <= NEAR_KM).then_some((km, location, item))
        })
        .collect();
    near.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.2.id.cmp(&b.2.id)));
    if !near.is_empty() {
        return near
            .into_iter()
            .take(SECTION_SIZE)
            .enumerate()
            .map(|(n, (km, location, item))| {
                let mut pick = card(item, RecommendationType::Restaurant, tags);
                // Two branches of one chain: each its own card.
                pick.id = format!("{}-{n}", item.id);
                let search = format!("{} {}", item.name, location.city);
                pick.open_table_url = Some(with_tag(
                    Partner::Opentable.search_url(&search),
                    Partner::Opentable,
                    tags,
                ));
                pick.distance = Some(domain::recommendation::distance_text(km));
                pick.address = Some(location.address.clone());
                pick.availability = Some("Reserve on OpenTable".to_owned());
                pick
            })
            .collect();
    }
    let place = place.trim();
    FALLBACK_CUISINES
        .iter()
        .enumerate()
        .map(|(n, cuisine)| {
            let search = format!("{cuisine} {place}");
            Recommendation {
                id: format!("opentable-{n}"),
                name: format!("{cuisine} near {place}"),
                description: format!(
                    "{cuisine} restaurants in and around {place} taking reservations on OpenTable."
                ),
                image: None,
                price: String::new(),
                kind: RecommendationType::Restaurant.as_str().to_owned(),
                partner: Partner::Opentable.key(),
                partner_name: Partner::Opentable.source_name(),
                cta: call_to_action(Some(RecommendationType::Restaurant), false),
                affiliate_url: None,
                open_table_url: Some(with_tag(
                    Partner::Opentable.search_url(&search),
                    Partner::Opentable,
                    tags,
                )),
                expedia_url: None,
                is_prime: None,
                rating: None,
                review_count: None,
                availability: Some("Search OpenTable".to_owned()),
                distance: None,
                address: Some(place.to_owned()),
                reason: None,
            }
        })
        .collect()
}

fn with_tag(url: String, partner: Partner, tags: &AffiliateTags) -> String {
    match partner.affiliate_param(tags) {
        Some((param, tag)) => {
            let tag: String = url::form_urlencoded::byte_serialize(tag.as_bytes()).collect();
            format!("{url}&{param}={tag}")
        }
        None => url,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn occasion(person: &str, date_type: DateType, days: i64, interests: &[&str]) -> GiftOccasion {
        GiftOccasion {
            title: format!("{person}'s {}", date_type.label()),
            date_type,
            person: Some(person.to_owned()),
            days_away: days,
            interests: interests.iter().map(|s| (*s).to_owned()).collect(),
        }
    }

    #[test]
    fn every_section_has_a_full_row_with_its_buttons_and_links() {
        let tags = AffiliateTags {
            amazon: Some("presently-20".into()),
            ..Default::default()
        };
        for (section, cta, kind) in [
            (Section::Flowers, "Send Flowers", "flowers"),
            (Section::Bestbuy, "Shop Now", "bestbuy"),
            (Section::Target, "Shop Target", "target"),
            (Section::Travel, "Book Now", "hotel"),
        ] {
            let cards = super::section(Catalog::bundled(), section, None, &[], &tags);
            assert_eq!(cards.len(), SECTION_SIZE, "{section:?}");
            assert!(
                cards.iter().all(|c| c.cta == cta && c.kind == kind),
                "{section:?}"
            );
        }
        let gifts = super::section(Catalog::bundled(), Section::Gifts, None, &[], &tags);
        assert!(gifts
            .iter()
            .all(|c| c.partner == "amazon" && c.is_prime.is_some()));
        assert!(gifts.iter().all(|c| c
            .affiliate_url
            .as_deref()
            .unwrap()
            .ends_with("&tag=presently-20")));
        assert!(gifts.iter().all(|c| c.cta
            == if c.is_prime == Some(true) {
                "Buy with Prime"
            } else {
                "Buy Now"
            }));
        let travel = super::section(Catalog::bundled(), Section::Travel, None, &[], &tags);
        assert!(travel
            .iter()
            .all(|c| c.expedia_url.is_some() && c.affiliate_url.is_none()));
    }

    #[test]
    fn picks_follow_the_coming_dates_and_say_why() {
        let occasions = [
            occasion("Mum", DateType::Birthday, 2, &["gardening"]),
            occasion("Alex", DateType::Anniversary, 10, &["coffee"]),
        ];
        let cards = super::section(
            Catalog::bundled(),
            Section::Gifts,
            None,
            &occasions,
            &AffiliateTags::default(),
        );
        assert_eq!(cards.len(), SECTION_SIZE);
        assert_eq!(
            cards[0].reason.as_deref(),
            Some("For Mum's birthday in 2 days: loves gardening")
        );
        assert_eq!(
            cards[1].reason.as_deref(),
            Some("For Alex's anniversary in 10 days: loves coffee")
        );
        let first = Catalog::bundled()
            .items()
            .iter()
            .find(|i| i.id == cards[0].id)
            .unwrap();
        assert!(
            format!("{} {} {:?}", first.name, first.product_type, first.tags)
                .to_lowercase()
                .contains("garden")
        );
        // With a query, the query wins: no reasons.
        let searched = super::section(
            Catalog::bundled(),
            Section::Gifts,
            Some("espresso"),
            &occasions,
            &AffiliateTags::default(),
        );
        assert!(!searched.is_empty() && searched.iter().all(|c| c.reason.is_none()));
        assert!(searched[0].name.to_lowercase().contains("espresso"));
        // Not personal: Home & Lifestyle is the shelf's best either way.
        let home = super::section(
            Catalog::bundled(),
            Section::Target,
            None,
            &occasions,
            &AffiliateTags::default(),
        );
        assert!(home.iter().all(|c| c.reason.is_none()));
    }

    #[test]
    fn restaurants_are_nearest_first_else_searches_for_the_city() {
        let orlando = Coordinates::new(28.5383, -81.3792).unwrap();
        let cards = restaurants(
            Catalog::bundled(),
            restaurant_locations(),
            orlando,
            "Orlando, Florida",
            &AffiliateTags::default(),
        );
        assert!(cards.len() >= 10, "{}", cards.len());
        assert!(cards.iter().all(|c| c.cta == "Find & Reserve"
            && c.open_table_url.is_some()
            && c.address.is_some()));
        let miles: Vec<f64> = cards
            .iter()
            .map(|c| {
                c.distance
                    .as_deref()
                    .unwrap()
                    .trim_end_matches(" mi")
                    .parse()
                    .unwrap()
            })
            .collect();
        assert!(miles.windows(2).all(|w| w[0] <= w[1]), "{miles:?}");
        let ids: HashSet<&str> = cards.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids.len(), cards.len(), "ids are unique");

        let denver = Coordinates::new(39.7392, -104.9903).unwrap();
        let searches = restaurants(
            Catalog::bundled(),
            restaurant_locations(),
            denver,
            "Denver, Colorado",
            &AffiliateTags::default(),
        );
        assert_eq!(searches.len(), FALLBACK_CUISINES.len());
        assert_eq!(searches[0].name, "Italian near Denver, Colorado");
        assert_eq!(
            searches[0].open_table_url.as_deref(),
            Some("https://www.opentable.com/s?term=Italian+Denver%2C+Colorado")
        );
        assert!(searches.iter().all(|c| c.distance.is_none()));
    }

    #[test]
    fn every_bundled_location_is_a_catalog_restaurant() {
        assert!(!restaurant_locations().is_empty());
        for location in restaurant_locations() {
            assert!(
                Catalog::bundled()
                    .items()
                    .iter()
                    .any(|i| i.id == location.id && i.partner == Partner::Opentable),
                "{}",
                location.id
            );
            assert!(Coordinates::new(location.latitude, location.longitude).is_some());
        }
    }
}
