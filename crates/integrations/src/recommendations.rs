//! The recommendations page's six sections, from the bundled catalog: the
//! best of each partner's shelf, or picked for my coming dates and the
//! interests of the people they belong to; restaurants by distance from
//! where I am. A card for a date fits its occasion in its month; any other
//! fits no particular occasion this month ([`domain::recommendation::fits`]).

use std::collections::HashSet;
use std::sync::OnceLock;

use chrono::Month;
use domain::gift_idea::GiftRecipient;
use domain::recommendation::{call_to_action, Coordinates, GiftOccasion, RecommendationType};
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

/// What a card shows: its section's kind, or a hotel among the travel picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum CardType {
    Gift,
    Flowers,
    Bestbuy,
    Target,
    Restaurant,
    Travel,
    Hotel,
}

impl From<RecommendationType> for CardType {
    fn from(kind: RecommendationType) -> Self {
        match kind {
            RecommendationType::Gift => CardType::Gift,
            RecommendationType::Flowers => CardType::Flowers,
            RecommendationType::Bestbuy => CardType::Bestbuy,
            RecommendationType::Target => CardType::Target,
            RecommendationType::Restaurant => CardType::Restaurant,
            RecommendationType::Travel => CardType::Travel,
        }
    }
}

/// A card (spec section 3, Recommendation item). Exactly one of the three
/// links is set: `affiliateUrl` for shops, `openTableUrl`, `expediaUrl`.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Recommendation {
    pub id: String,
    pub name: String,
    pub description: String,
    pub image: Option<String>,
    pub price: String,
    #[serde(rename = "type")]
    pub kind: CardType,
    pub partner: Partner,
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
    /// Who a pick for a date is for ([`GiftOccasion::recipient`]): the
    /// card then offers a group list for them, never my own wishlist. None
    /// for plain browsing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recipient: Option<GiftRecipient>,
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
            RecommendationType::Travel if item.partner == Partner::Expedia => CardType::Hotel,
            other => other.into(),
        },
        partner: item.partner,
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
        recipient: None,
    }
}

/// The best of a section's shelf among the items `wanted` keeps (rating
/// weighted by how many rated it).
fn best_of(
    catalog: &Catalog,
    section: Section,
    wanted: impl Fn(&CatalogItem) -> bool,
) -> Vec<&CatalogItem> {
    let mut items: Vec<&CatalogItem> = catalog
        .items()
        .iter()
        .filter(|i| section.includes(i) && wanted(i))
        .collect();
    items.sort_by(|a, b| {
        b.popularity()
            .total_cmp(&a.popularity())
            .then_with(|| a.id.cmp(&b.id))
    });
    items
}

/// The words that find gifts for an occasion when its person's interests
/// find none: the occasion the date is, else its title.
fn occasion_words(occasion: &GiftOccasion) -> String {
    match occasion.occasion() {
        Some(named) => named.as_str().replace('-', " "),
        None => occasion.title.clone(),
    }
}

/// A section's cards: with a `query`, the catalog's best matches for it
/// that are in season in `this_month` (the query says what they are for);
/// without one, for a personal section, picks for each coming occasion in
/// turn (items matching the person's interests first, then the occasion),
/// each with its reason, all fitting that date's occasion in its month; the
/// rest of the row is the shelf's best among what fits one of those dates,
/// or, with none, what fits no particular occasion in `this_month`.
pub fn section(
    catalog: &Catalog,
    section: Section,
    query: Option<&str>,
    occasions: &[GiftOccasion],
    this_month: Month,
    tags: &AffiliateTags,
) -> Vec<Recommendation> {
    let kind = section.kind();
    if let Some(query) = query.map(str::trim).filter(|q| !q.is_empty()) {
        return catalog
            .search_where(query, SECTION_SIZE, |item| {
                section.includes(item) && item.season.includes(this_month)
            })
            .into_iter()
            .map(|item| card(item, kind, tags))
            .collect();
    }
    let occasions: &[GiftOccasion] = if section.is_personal() {
        occasions
    } else {
        &[]
    };
    let mut picked: Vec<Recommendation> = Vec::new();
    let mut seen: HashSet<&str> = HashSet::new();
    // One queue per occasion: (item, the interest it matched).
    let mut queues: Vec<Vec<(&CatalogItem, Option<&str>)>> = occasions
        .iter()
        .map(|occasion| {
            let wanted = |item: &CatalogItem| {
                section.includes(item) && occasion.fits(&item.occasions, &item.season)
            };
            let mut queue: Vec<(&CatalogItem, Option<&str>)> = Vec::new();
            for interest in &occasion.interests {
                for item in catalog.search_where(interest, 4, wanted) {
                    queue.push((item, Some(interest.as_str())));
                }
            }
            for item in catalog.search_where(&occasion_words(occasion), 4, wanted) {
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
                    pick.recipient = Some(occasion.recipient());
                    picked.push(pick);
                    break;
                }
            }
            if picked.len() == SECTION_SIZE {
                break;
            }
        }
    }
    let fits_the_row = |item: &CatalogItem| {
        if occasions.is_empty() {
            item.fits(None, this_month)
        } else {
            occasions
                .iter()
                .any(|o| o.fits(&item.occasions, &item.season))
        }
    };
    for item in best_of(catalog, section, fits_the_row) {
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
                kind: CardType::Restaurant,
                partner: Partner::Opentable,
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
                recipient: None,
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

    use chrono::{Datelike, NaiveDate};
    use domain::recommendation::{month_of, Occasion};
    use domain::special_date::DateType;

    /// 1 June 2026, the tests' today.
    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 6, 1).unwrap()
    }

    fn occasion(person: &str, date_type: DateType, days: i64, interests: &[&str]) -> GiftOccasion {
        GiftOccasion {
            title: format!("{person}'s {}", date_type.label()),
            date_type,
            date: today() + chrono::Days::new(days as u64),
            person: Some(person.to_owned()),
            days_away: days,
            interests: interests.iter().map(|s| (*s).to_owned()).collect(),
        }
    }

    /// A date that is `occasion` (its own name as a holiday's title), on the
    /// 15th of `month`.
    fn date_for(occasion: Occasion, month: Month) -> GiftOccasion {
        let date = NaiveDate::from_ymd_opt(2026, month.number_from_month(), 15).unwrap();
        let date = if date < today() {
            date.with_year(2027).unwrap()
        } else {
            date
        };
        let picked = GiftOccasion {
            title: occasion.label().to_owned(),
            date_type: DateType::Holiday,
            date,
            person: None,
            days_away: (date - today()).num_days(),
            interests: vec![],
        };
        assert_eq!(picked.occasion(), Some(occasion));
        picked
    }

    const MONTHS: [Month; 12] = [
        Month::January,
        Month::February,
        Month::March,
        Month::April,
        Month::May,
        Month::June,
        Month::July,
        Month::August,
        Month::September,
        Month::October,
        Month::November,
        Month::December,
    ];

    const SECTIONS: [Section; 5] = [
        Section::Gifts,
        Section::Flowers,
        Section::Bestbuy,
        Section::Target,
        Section::Travel,
    ];

    fn item(id: &str) -> &'static CatalogItem {
        Catalog::bundled()
            .items()
            .iter()
            .find(|i| i.id == id)
            .unwrap_or_else(|| panic!("no item {id}"))
    }

    fn named(name: &str) -> &'static CatalogItem {
        Catalog::bundled()
            .items()
            .iter()
            .find(|i| i.name == name)
            .unwrap_or_else(|| panic!("no item {name:?}"))
    }

    #[test]
    fn every_section_has_a_full_row_with_its_buttons_and_links() {
        let tags = AffiliateTags {
            amazon: Some("presently-20".into()),
            ..Default::default()
        };
        for (section, cta, kind) in [
            (Section::Flowers, "Send Flowers", CardType::Flowers),
            (Section::Bestbuy, "Shop Now", CardType::Bestbuy),
            (Section::Target, "Shop Target", CardType::Target),
            (Section::Travel, "Book Now", CardType::Hotel),
        ] {
            for month in MONTHS {
                let cards = super::section(Catalog::bundled(), section, None, &[], month, &tags);
                assert_eq!(cards.len(), SECTION_SIZE, "{section:?} {month:?}");
                assert!(
                    cards.iter().all(|c| c.cta == cta && c.kind == kind),
                    "{section:?}"
                );
            }
        }
        let gifts = super::section(
            Catalog::bundled(),
            Section::Gifts,
            None,
            &[],
            Month::June,
            &tags,
        );
        assert!(gifts
            .iter()
            .all(|c| c.partner == Partner::Amazon && c.is_prime.is_some()));
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
        let travel = super::section(
            Catalog::bundled(),
            Section::Travel,
            None,
            &[],
            Month::June,
            &tags,
        );
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
            Month::June,
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
        // A pick is for its date's person; the rest of the row is for no one
        // in particular (issue 34, item 6).
        assert_eq!(
            cards[0].recipient,
            Some(GiftRecipient::someone(Some("Mum")))
        );
        assert_eq!(
            cards[1].recipient,
            Some(GiftRecipient::someone(Some("Alex")))
        );
        assert!(cards
            .iter()
            .all(|c| c.reason.is_some() == c.recipient.is_some()));
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
            Month::June,
            &AffiliateTags::default(),
        );
        assert!(
            !searched.is_empty()
                && searched
                    .iter()
                    .all(|c| c.reason.is_none() && c.recipient.is_none())
        );
        assert!(searched[0].name.to_lowercase().contains("espresso"));
        // Not personal: Home & Lifestyle is the shelf's best either way.
        let home = super::section(
            Catalog::bundled(),
            Section::Target,
            None,
            &occasions,
            Month::June,
            &AffiliateTags::default(),
        );
        assert!(home
            .iter()
            .all(|c| c.reason.is_none() && c.recipient.is_none()));
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

    /// Ids of the shelf's items that fit `occasion` in `month`.
    fn fitting(
        section: Section,
        occasion: Option<Occasion>,
        month: Month,
    ) -> HashSet<&'static str> {
        Catalog::bundled()
            .items()
            .iter()
            .filter(|i| section.includes(i) && i.fits(occasion, month))
            .map(|i| i.id.as_str())
            .collect()
    }

    /// The row for a date that is `occasion` in `month`, or, for none, the
    /// shelf not for a date in `month`.
    fn row(section: Section, occasion: Option<Occasion>, month: Month) -> Vec<Recommendation> {
        let dates: Vec<GiftOccasion> = occasion.map(|o| date_for(o, month)).into_iter().collect();
        super::section(
            Catalog::bundled(),
            section,
            None,
            &dates,
            month,
            &AffiliateTags::default(),
        )
    }

    #[test]
    fn a_date_shows_what_fits_its_occasion_in_its_month() {
        use Month::*;
        use Occasion as O;
        use Section as S;
        // (section, the date's occasion or none, month, may appear, may not appear)
        type Case = (
            S,
            Option<O>,
            Month,
            &'static [&'static str],
            &'static [&'static str],
        );
        let table: &[Case] = &[
            (
                S::Flowers,
                Some(O::Birthday),
                November,
                &[
                    "Happy Birthday Flower Bouquet",
                    "Gerbera Daisy Bouquet",
                    "Lily and Rose Bouquet",
                    "Hydrangea Bouquet",
                ],
                &[
                    "Sympathy Lilies Arrangement",
                    "Mother's Day Pink Rose Bouquet",
                    "Roses and Chocolates Anniversary Gift",
                    "Dozen Red Roses Bouquet",
                    "Two Dozen Long Stem Red Roses",
                    "Wedding Anniversary Orchid Garden",
                    "Get Well Soon Flower Basket",
                    "Graduation Congrats Bouquet",
                    "Mixed Tulip Bouquet",
                    "Sunflower Bouquet",
                    "Wildflower Bouquet",
                ],
            ),
            (
                S::Flowers,
                Some(O::Birthday),
                April,
                &["Mixed Tulip Bouquet", "Happy Birthday Flower Bouquet"],
                &[
                    "Sympathy Lilies Arrangement",
                    "Mother's Day Pink Rose Bouquet",
                    "Sunflower Bouquet",
                ],
            ),
            (
                S::Flowers,
                Some(O::MothersDay),
                May,
                &[
                    "Mother's Day Pink Rose Bouquet",
                    "Lavender Plant in Pot",
                    "Peony Bouquet",
                    "Mixed Tulip Bouquet",
                ],
                &[
                    "Happy Birthday Flower Bouquet",
                    "Sympathy Lilies Arrangement",
                    "Roses and Chocolates Anniversary Gift",
                ],
            ),
            (
                S::Flowers,
                Some(O::Sympathy),
                November,
                &[
                    "Sympathy Lilies Arrangement",
                    "Peace Lily Plant",
                    "Fruit and Chocolate Gift Basket",
                ],
                &[
                    "Happy Birthday Flower Bouquet",
                    "Roses and Chocolates Anniversary Gift",
                    "Mother's Day Pink Rose Bouquet",
                ],
            ),
            (
                S::Flowers,
                Some(O::Anniversary),
                November,
                &[
                    "Roses and Chocolates Anniversary Gift",
                    "Dozen Red Roses Bouquet",
                    "Wedding Anniversary Orchid Garden",
                ],
                &[
                    "Happy Birthday Flower Bouquet",
                    "Sympathy Lilies Arrangement",
                    "Peony Bouquet",
                ],
            ),
            // Not for a date: nothing for a loss or an illness, holidays only near them.
            (
                S::Flowers,
                None,
                November,
                &[
                    "Gerbera Daisy Bouquet",
                    "Roses and Chocolates Anniversary Gift",
                    "Fruit and Chocolate Gift Basket",
                ],
                &[
                    "Sympathy Lilies Arrangement",
                    "Get Well Soon Flower Basket",
                    "Mother's Day Pink Rose Bouquet",
                    "Lavender Plant in Pot",
                    "Mixed Tulip Bouquet",
                ],
            ),
            (
                S::Flowers,
                None,
                May,
                &["Mother's Day Pink Rose Bouquet", "Mixed Tulip Bouquet"],
                &["Sympathy Lilies Arrangement", "Get Well Soon Flower Basket"],
            ),
            (
                S::Gifts,
                Some(O::Birthday),
                November,
                &[
                    "Cashmere Blend Plaid Scarf",
                    "Breville Bambino Plus Espresso Machine",
                ],
                &[
                    "Ray-Ban Classic Wayfarer Sunglasses",
                    "Lindt Teddy Chocolate Advent Calendar",
                    "Harry and David Royal Riviera Pears Gift Box",
                ],
            ),
            (
                S::Gifts,
                Some(O::Birthday),
                July,
                &["Ray-Ban Classic Wayfarer Sunglasses"],
                &["Cashmere Blend Plaid Scarf"],
            ),
            (
                S::Gifts,
                Some(O::Christmas),
                December,
                &["Cashmere Blend Plaid Scarf"],
                // Advent calendars are opened from 1 December.
                &[
                    "Lindt Teddy Chocolate Advent Calendar",
                    "Beauty Advent Calendar 24 Days",
                ],
            ),
            (
                S::Gifts,
                Some(O::Holiday),
                December,
                &["Breville Bambino Plus Espresso Machine"],
                &["Lindt Teddy Chocolate Advent Calendar"],
            ),
            (
                S::Gifts,
                None,
                November,
                &["Lindt Teddy Chocolate Advent Calendar"],
                &["Ray-Ban Classic Wayfarer Sunglasses"],
            ),
            (
                S::Gifts,
                None,
                July,
                &["Ray-Ban Classic Wayfarer Sunglasses"],
                &[
                    "Lindt Teddy Chocolate Advent Calendar",
                    "Cashmere Blend Plaid Scarf",
                ],
            ),
            (
                S::Bestbuy,
                Some(O::Sympathy),
                March,
                &["Aura Carver Digital Photo Frame"],
                &["PlayStation 5 Slim Console"],
            ),
            (S::Travel, None, November, &["Bellagio Las Vegas"], &[]),
        ];
        for (section, occasion, month, may, may_not) in table {
            let cards = row(*section, *occasion, *month);
            let shown: HashSet<&str> = cards.iter().map(|c| c.id.as_str()).collect();
            let fits = fitting(*section, *occasion, *month);
            let case = format!("{section:?} {occasion:?} {month:?}");
            assert!(!cards.is_empty(), "{case}");
            for card in &cards {
                assert!(fits.contains(card.id.as_str()), "{case}: {}", card.name);
            }
            for name in *may {
                let item = named(name);
                assert!(
                    section.includes(item) && fits.contains(item.id.as_str()),
                    "{case}: {name} should fit"
                );
            }
            for name in *may_not {
                let item = named(name);
                assert!(
                    !shown.contains(item.id.as_str()) && !fits.contains(item.id.as_str()),
                    "{case}: {name} should not fit"
                );
            }
        }
        // A birthday in November: its flowers, with the birthday bouquet first.
        let november = row(Section::Flowers, Some(Occasion::Birthday), Month::November);
        assert_eq!(november[0].name, "Happy Birthday Flower Bouquet");
        assert_eq!(
            november[0].reason.as_deref(),
            Some(format!(
                "For Birthday in {} days",
                date_for(Occasion::Birthday, Month::November).days_away
            ))
            .as_deref()
        );
    }

    #[test]
    fn no_section_is_empty_for_any_occasion_in_any_month() {
        let occasions: Vec<Option<Occasion>> = std::iter::once(None)
            .chain(Occasion::ALL.iter().copied().map(Some))
            .collect();
        for section in SECTIONS {
            for occasion in &occasions {
                for month in MONTHS {
                    let cards = row(section, *occasion, month);
                    // Sections not for my dates show the shelf for no particular occasion.
                    let for_row = if section.is_personal() {
                        *occasion
                    } else {
                        None
                    };
                    let fits = fitting(section, for_row, month);
                    assert!(
                        !cards.is_empty(),
                        "{section:?} is empty for {occasion:?} in {month:?}"
                    );
                    // The row is what fits, as much of it as there is room for.
                    assert_eq!(
                        cards.len(),
                        fits.len().min(SECTION_SIZE),
                        "{section:?} {occasion:?} {month:?}"
                    );
                    for card in &cards {
                        assert!(
                            fits.contains(card.id.as_str()),
                            "{section:?} {occasion:?} {month:?}: {}",
                            card.name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_item_fits_some_occasion_and_month() {
        let occasions: Vec<Option<Occasion>> = std::iter::once(None)
            .chain(Occasion::ALL.iter().copied().map(Some))
            .collect();
        for item in Catalog::bundled().items() {
            assert!(
                occasions
                    .iter()
                    .any(|o| MONTHS.iter().any(|m| item.fits(*o, *m))),
                "{} {} fits no occasion in any month",
                item.id,
                item.name
            );
        }
        // The shelves' own: each may be picked for a date in some month.
        for section in SECTIONS.into_iter().filter(|s| s.is_personal()) {
            for item in Catalog::bundled()
                .items()
                .iter()
                .filter(|i| section.includes(i))
            {
                assert!(
                    Occasion::ALL.iter().any(|o| MONTHS
                        .iter()
                        .any(|m| date_for(*o, *m).fits(&item.occasions, &item.season))),
                    "{section:?}: {} is never picked for a date",
                    item.id
                );
            }
        }
        assert_eq!(item("flo-494").occasions, vec![Occasion::Sympathy]);
        assert_eq!(
            month_of(date_for(Occasion::Sympathy, Month::March).date),
            Month::March
        );
    }

    #[test]
    fn a_query_wins_over_the_occasion_but_not_the_season() {
        let tags = AffiliateTags::default();
        let lindt = named("Lindt Teddy Chocolate Advent Calendar");
        let search = |month: Month| {
            super::section(
                Catalog::bundled(),
                Section::Gifts,
                Some("advent calendar"),
                &[],
                month,
                &tags,
            )
        };
        assert!(search(Month::November).iter().any(|c| c.id == lindt.id));
        assert!(search(Month::July).iter().all(|c| c.id != lindt.id));
        // Sympathy things are found when asked for.
        let pears = super::section(
            Catalog::bundled(),
            Section::Gifts,
            Some("sympathy"),
            &[],
            Month::July,
            &tags,
        );
        assert!(!pears.is_empty());
        assert!(pears
            .iter()
            .all(|c| item(&c.id).occasions.contains(&Occasion::Sympathy)));
    }
}
