//! Partner recommendations: which partner a link belongs to, the text of a
//! card's button, why an item was picked for someone, where the user is
//! (coordinates, distances) and the first-party click event.

use crate::special_date::DateType;

string_enum!(
    /// The partner a recommendation's link goes to (spec: recognised by link).
    LinkPartner {
        Amazon => "amazon" / "Amazon",
        Opentable => "opentable" / "OpenTable",
        Expedia => "expedia" / "Expedia",
        Flowers => "flowers" / "1-800-Flowers",
        Bestbuy => "bestbuy" / "Best Buy",
        Target => "target" / "Target",
        Unknown => "unknown" / "Unknown",
    }
);

impl LinkPartner {
    /// The partner whose site `link` is on: by the link's host (any
    /// subdomain, any country's domain), else `Unknown`.
    pub fn from_link(link: &str) -> LinkPartner {
        let rest = link
            .trim()
            .split_once("://")
            .map_or(link.trim(), |(_, rest)| rest);
        let host = rest
            .split(['/', '?', '#'])
            .next()
            .unwrap_or_default()
            .rsplit('@')
            .next()
            .unwrap_or_default()
            .split(':')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        let labels: Vec<&str> = host.split('.').collect();
        let has = |name: &str| labels.contains(&name);
        if has("amazon") || has("amzn") {
            LinkPartner::Amazon
        } else if has("opentable") {
            LinkPartner::Opentable
        } else if has("expedia") {
            LinkPartner::Expedia
        } else if has("1800flowers") || labels.iter().any(|l| l.ends_with("flowers")) {
            LinkPartner::Flowers
        } else if has("bestbuy") {
            LinkPartner::Bestbuy
        } else if has("target") {
            LinkPartner::Target
        } else {
            LinkPartner::Unknown
        }
    }
}

string_enum!(
    /// What a recommendation card offers, which sets its button.
    RecommendationType {
        Gift => "gift" / "Gift",
        Flowers => "flowers" / "Flowers",
        Bestbuy => "bestbuy" / "Tech & Electronics",
        Target => "target" / "Home & Lifestyle",
        Restaurant => "restaurant" / "Restaurant",
        Travel => "travel" / "Travel",
    }
);

/// The card's button text (spec section 2): a gift 'Buy with Prime' when
/// Prime else 'Buy Now'; flowers 'Send Flowers'; bestbuy 'Shop Now'; target
/// 'Shop Target'; restaurant 'Find & Reserve'; travel 'Book Now'; anything
/// else 'View'.
pub fn call_to_action(kind: Option<RecommendationType>, is_prime: bool) -> &'static str {
    match kind {
        Some(RecommendationType::Gift) if is_prime => "Buy with Prime",
        Some(RecommendationType::Gift) => "Buy Now",
        Some(RecommendationType::Flowers) => "Send Flowers",
        Some(RecommendationType::Bestbuy) => "Shop Now",
        Some(RecommendationType::Target) => "Shop Target",
        Some(RecommendationType::Restaurant) => "Find & Reserve",
        Some(RecommendationType::Travel) => "Book Now",
        None => "View",
    }
}

/// A coming date someone is shopping for: whose it is, what, when, and what
/// that person likes (their contact's interests).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiftOccasion {
    pub title: String,
    pub date_type: DateType,
    /// The contact's name, when the date belongs to one.
    pub person: Option<String>,
    pub days_away: i64,
    pub interests: Vec<String>,
}

impl GiftOccasion {
    /// One line on a card: "For Mum's birthday in 2 days: loves gardening".
    pub fn reason(&self, interest: Option<&str>) -> String {
        let when = match self.days_away {
            0 => "today".to_owned(),
            1 => "tomorrow".to_owned(),
            n => format!("in {n} days"),
        };
        let what = match (&self.person, self.date_type) {
            (
                Some(person),
                DateType::Birthday
                | DateType::Anniversary
                | DateType::Graduation
                | DateType::Promotion,
            ) => format!("{person}'s {}", self.date_type.as_str()),
            _ => self.title.clone(),
        };
        match interest {
            Some(interest) => format!("For {what} {when}: loves {}", interest.trim()),
            None => format!("For {what} {when}"),
        }
    }
}

/// A contact's free-text preferences as interests: the comma- or
/// semicolon-separated parts, trimmed, without empties.
pub fn interests_of(preferences: Option<&str>) -> Vec<String> {
    preferences
        .unwrap_or_default()
        .split([',', ';', '\n'])
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(str::to_owned)
        .collect()
}

/// A point on Earth, in degrees.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Coordinates {
    pub latitude: f64,
    pub longitude: f64,
}

/// Orlando, Florida: the restaurants' default location (DESIGN.md).
pub const DEFAULT_COORDINATES: Coordinates = Coordinates {
    latitude: 28.5383,
    longitude: -81.3792,
};

/// The restaurants' default location text (spec section 7).
pub const DEFAULT_LOCATION: &str = "Florida";

impl Coordinates {
    /// Valid coordinates: finite, latitude within ±90, longitude within ±180.
    pub fn new(latitude: f64, longitude: f64) -> Option<Coordinates> {
        (latitude.is_finite()
            && longitude.is_finite()
            && (-90.0..=90.0).contains(&latitude)
            && (-180.0..=180.0).contains(&longitude))
        .then_some(Coordinates {
            latitude,
            longitude,
        })
    }

    /// "28.5383,-81.3792" (spaces allowed after the comma).
    pub fn parse(text: &str) -> Option<Coordinates> {
        let (lat, lon) = text.split_once(',')?;
        Coordinates::new(lat.trim().parse().ok()?, lon.trim().parse().ok()?)
    }

    /// Great-circle distance in kilometres (haversine, mean Earth radius).
    pub fn distance_km(self, other: Coordinates) -> f64 {
        const EARTH_RADIUS_KM: f64 = 6371.0088;
        let (lat1, lat2) = (self.latitude.to_radians(), other.latitude.to_radians());
        let d_lat = lat2 - lat1;
        let d_lon = (other.longitude - self.longitude).to_radians();
        let a = (d_lat / 2.0).sin().powi(2) + lat1.cos() * lat2.cos() * (d_lon / 2.0).sin().powi(2);
        2.0 * EARTH_RADIUS_KM * a.sqrt().min(1.0).asin()
    }
}

/// A distance as shown on a card, in miles: "0.4 mi", "12 mi".
pub fn distance_text(km: f64) -> String {
    let miles = km / 1.609_344;
    if miles < 10.0 {
        format!("{miles:.1} mi")
    } else {
        format!("{} mi", miles.round())
    }
}

/// The only event the app records (spec: affiliate_click), first-party.
pub const AFFILIATE_CLICK: &str = "affiliate_click";

/// Longest label (an item's name) and value (the link opened) stored.
pub const CLICK_LABEL_MAX: usize = 200;
pub const CLICK_VALUE_MAX: usize = 2048;

/// A click on a partner link, as stored: nothing personal but the user id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AffiliateClick {
    pub partner: LinkPartner,
    pub label: String,
    pub value: String,
}

/// Clicks on one partner's links on one day (UTC).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyClicks {
    pub day: chrono::NaiveDate,
    pub partner: String,
    pub clicks: u64,
}

/// Why a click event is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ClickError {
    #[error("event must be affiliate_click")]
    UnknownEvent,
    #[error(
        "partner must be one of amazon, opentable, expedia, flowers, bestbuy, target, unknown"
    )]
    UnknownPartner,
    #[error("label is required and at most 200 characters")]
    BadLabel,
    #[error("value must be an http(s) link of at most 2048 characters")]
    BadValue,
}

impl AffiliateClick {
    /// Reads the event the page sends. The partner may be omitted: it is
    /// then read from the link.
    pub fn read(
        event: &str,
        partner: Option<&str>,
        label: &str,
        value: &str,
    ) -> Result<AffiliateClick, ClickError> {
        if event.trim() != AFFILIATE_CLICK {
            return Err(ClickError::UnknownEvent);
        }
        let label = label.trim();
        if label.is_empty() || label.chars().count() > CLICK_LABEL_MAX {
            return Err(ClickError::BadLabel);
        }
        let value = value.trim();
        let is_link = value.starts_with("https://") || value.starts_with("http://");
        if !is_link || value.chars().count() > CLICK_VALUE_MAX {
            return Err(ClickError::BadValue);
        }
        let partner = match partner.map(str::trim).filter(|p| !p.is_empty()) {
            Some(name) => LinkPartner::parse(name).ok_or(ClickError::UnknownPartner)?,
            None => LinkPartner::from_link(value),
        };
        Ok(AffiliateClick {
            partner,
            label: label.to_owned(),
            value: value.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_partner_is_read_from_the_link() {
        for (link, partner) in [
            (
                "https://www.amazon.com/s?k=scarf&tag=x",
                LinkPartner::Amazon,
            ),
            ("https://amazon.co.uk/dp/B01", LinkPartner::Amazon),
            ("https://amzn.to/3abc", LinkPartner::Amazon),
            (
                "https://www.opentable.com/s?term=italian",
                LinkPartner::Opentable,
            ),
            (
                "https://www.expedia.com/Hotel-Search?destination=Paris",
                LinkPartner::Expedia,
            ),
            (
                "https://www.1800flowers.com/search?query=roses",
                LinkPartner::Flowers,
            ),
            (
                "https://www.bestbuy.com/site/searchpage.jsp?st=tv",
                LinkPartner::Bestbuy,
            ),
            (
                "https://www.target.com/s?searchTerm=mug",
                LinkPartner::Target,
            ),
            ("https://www.etsy.com/search?q=mug", LinkPartner::Unknown),
            // The name in the path or query is not the host.
            ("https://example.com/amazon", LinkPartner::Unknown),
            (
                "https://example.com/?u=https://www.target.com",
                LinkPartner::Unknown,
            ),
            ("https://notamazon.com/", LinkPartner::Unknown),
            ("https://user@www.bestbuy.com:443/x", LinkPartner::Bestbuy),
            ("not a link", LinkPartner::Unknown),
            ("", LinkPartner::Unknown),
        ] {
            assert_eq!(LinkPartner::from_link(link), partner, "{link}");
        }
    }

    #[test]
    fn the_button_text_follows_the_type() {
        use RecommendationType as T;
        for (kind, prime, text) in [
            (Some(T::Gift), true, "Buy with Prime"),
            (Some(T::Gift), false, "Buy Now"),
            (Some(T::Flowers), false, "Send Flowers"),
            (Some(T::Flowers), true, "Send Flowers"),
            (Some(T::Bestbuy), false, "Shop Now"),
            (Some(T::Target), false, "Shop Target"),
            (Some(T::Restaurant), false, "Find & Reserve"),
            (Some(T::Travel), false, "Book Now"),
            (None, false, "View"),
            (None, true, "View"),
        ] {
            assert_eq!(call_to_action(kind, prime), text, "{kind:?} {prime}");
        }
    }

    fn occasion(person: Option<&str>, date_type: DateType, title: &str, days: i64) -> GiftOccasion {
        GiftOccasion {
            title: title.into(),
            date_type,
            person: person.map(Into::into),
            days_away: days,
            interests: vec![],
        }
    }

    #[test]
    fn a_reason_names_the_person_the_occasion_and_when() {
        let mum = occasion(Some("Mum"), DateType::Birthday, "Mum's Birthday", 2);
        assert_eq!(
            mum.reason(Some("gardening")),
            "For Mum's birthday in 2 days: loves gardening"
        );
        assert_eq!(mum.reason(None), "For Mum's birthday in 2 days");
        let xmas = occasion(None, DateType::Holiday, "Christmas", 0);
        assert_eq!(xmas.reason(None), "For Christmas today");
        let party = occasion(Some("Sam"), DateType::Other, "Sam's leaving party", 1);
        assert_eq!(
            party.reason(Some("books")),
            "For Sam's leaving party tomorrow: loves books"
        );
    }

    #[test]
    fn interests_are_the_parts_of_the_preferences() {
        assert_eq!(
            interests_of(Some(" gardening, tea;; jazz \n")),
            vec!["gardening", "tea", "jazz"]
        );
        assert!(interests_of(None).is_empty());
        assert!(interests_of(Some(" , ")).is_empty());
    }

    #[test]
    fn coordinates_are_checked_and_measured() {
        assert_eq!(
            Coordinates::parse("28.5383, -81.3792"),
            Some(DEFAULT_COORDINATES)
        );
        for bad in ["", "28.5", "91,0", "0,181", "NaN,0", "a,b", "0,inf"] {
            assert_eq!(Coordinates::parse(bad), None, "{bad}");
        }
        let orlando = DEFAULT_COORDINATES;
        let tampa = Coordinates::new(27.9506, -82.4572).unwrap();
        let km = orlando.distance_km(tampa);
        assert!((120.0..=128.0).contains(&km), "{km}");
        assert_eq!(orlando.distance_km(orlando), 0.0);
        let london = Coordinates::new(51.5074, -0.1278).unwrap();
        let paris = Coordinates::new(48.8566, 2.3522).unwrap();
        assert!((340.0..=345.0).contains(&london.distance_km(paris)));
        assert_eq!(distance_text(3.0), "1.9 mi");
        assert_eq!(distance_text(40.0), "25 mi");
    }

    #[test]
    fn a_click_is_read_or_refused() {
        let click = AffiliateClick::read(
            "affiliate_click",
            None,
            " Scarf ",
            "https://www.amazon.com/s?k=scarf",
        )
        .unwrap();
        assert_eq!(click.partner, LinkPartner::Amazon);
        assert_eq!(click.label, "Scarf");
        let named = AffiliateClick::read(
            "affiliate_click",
            Some("target"),
            "Mug",
            "https://www.target.com/s?searchTerm=mug",
        )
        .unwrap();
        assert_eq!(named.partner, LinkPartner::Target);
        assert_eq!(
            AffiliateClick::read("page_view", None, "x", "https://a.b"),
            Err(ClickError::UnknownEvent)
        );
        assert_eq!(
            AffiliateClick::read("affiliate_click", Some("ebay"), "x", "https://a.b"),
            Err(ClickError::UnknownPartner)
        );
        assert_eq!(
            AffiliateClick::read("affiliate_click", None, " ", "https://a.b"),
            Err(ClickError::BadLabel)
        );
        assert_eq!(
            AffiliateClick::read("affiliate_click", None, &"x".repeat(201), "https://a.b"),
            Err(ClickError::BadLabel)
        );
        assert_eq!(
            AffiliateClick::read("affiliate_click", None, "x", "javascript:alert(1)"),
            Err(ClickError::BadValue)
        );
        let long = format!("https://a.b/{}", "x".repeat(2048));
        assert_eq!(
            AffiliateClick::read("affiliate_click", None, "x", &long),
            Err(ClickError::BadValue)
        );
    }
}
