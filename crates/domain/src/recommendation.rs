//! Partner recommendations: which partner a link belongs to, the text of a
//! card's button, what fits an occasion and a month, why an item was picked
//! for someone, where the user is (coordinates, distances) and the
//! first-party click event.

use chrono::{Datelike, Month, NaiveDate};

use crate::gift_idea::GiftRecipient;
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

string_enum!(
    /// What a gift is for: a date's kind, or the holiday or life event its
    /// title names. Every catalog item says which it suits.
    Occasion as "CatalogOccasion" {
        Birthday => "birthday" / "Birthday",
        Anniversary => "anniversary" / "Anniversary",
        Wedding => "wedding" / "Wedding",
        Graduation => "graduation" / "Graduation",
        Promotion => "promotion" / "Promotion",
        Retirement => "retirement" / "Retirement",
        Housewarming => "housewarming" / "Housewarming",
        NewBaby => "new-baby" / "New baby",
        ThankYou => "thank-you" / "Thank you",
        GetWell => "get-well" / "Get well",
        Sympathy => "sympathy" / "Sympathy",
        Christmas => "christmas" / "Christmas",
        Holiday => "holiday" / "Holiday",
        NewYear => "new-year" / "New Year",
        ValentinesDay => "valentines-day" / "Valentine's Day",
        MothersDay => "mothers-day" / "Mother's Day",
        FathersDay => "fathers-day" / "Father's Day",
    }
);

/// Words of a date's title that name an occasion, most telling first: a
/// funeral's anniversary is for sympathy, a wedding anniversary is an
/// anniversary, a baby's first birthday a birthday. A word ending in `*`
/// matches any word it begins; two words match in a row.
const TITLE_WORDS: &[(Occasion, &[&str])] = &[
    (
        Occasion::Sympathy,
        &[
            "funeral",
            "memorial",
            "sympathy",
            "condolence*",
            "bereavement",
            "in memory",
        ],
    ),
    (
        Occasion::GetWell,
        &["get well", "surgery", "hospital", "recovery", "recovering"],
    ),
    (
        Occasion::MothersDay,
        &[
            "mothers day",
            "mother day",
            "mothering sunday",
            "mums day",
            "moms day",
        ],
    ),
    (
        Occasion::FathersDay,
        &["fathers day", "father day", "dads day"],
    ),
    (Occasion::ValentinesDay, &["valentine*"]),
    (Occasion::Christmas, &["christmas", "xmas"]),
    (Occasion::NewYear, &["new year", "new years", "hogmanay"]),
    (Occasion::Anniversary, &["anniversary"]),
    (Occasion::Birthday, &["birthday*", "bday"]),
    (
        Occasion::Wedding,
        &[
            "wedding*",
            "engagement",
            "engaged",
            "bridal",
            "bride",
            "bachelor*",
            "honeymoon",
        ],
    ),
    (
        Occasion::NewBaby,
        &["baby", "babies", "newborn", "christening", "baptism"],
    ),
    (Occasion::Graduation, &["graduat*", "commencement"]),
    (Occasion::Retirement, &["retire*"]),
    (Occasion::Promotion, &["promotion", "new job"]),
    (
        Occasion::Housewarming,
        &[
            "housewarming",
            "house warming",
            "new home",
            "new house",
            "new apartment",
            "new flat",
        ],
    ),
    (Occasion::ThankYou, &["thank", "thanks", "thankyou"]),
];

impl Occasion {
    /// The occasion a date is: its kind for a birthday, anniversary,
    /// graduation or promotion; for a holiday or another date, what its title
    /// names ("Mother's Day", "Sam's wedding", "Grandpa's funeral"). A holiday
    /// whose title names none is `Holiday`; another date is no particular
    /// occasion.
    pub fn of_date(date_type: DateType, title: &str) -> Option<Occasion> {
        match date_type {
            DateType::Birthday => return Some(Occasion::Birthday),
            DateType::Anniversary => return Some(Occasion::Anniversary),
            DateType::Graduation => return Some(Occasion::Graduation),
            DateType::Promotion => return Some(Occasion::Promotion),
            DateType::Holiday | DateType::Other => {}
        }
        let words: Vec<String> = title
            .to_lowercase()
            .replace(['\'', '\u{2019}'], "")
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect();
        let named = TITLE_WORDS.iter().find_map(|(occasion, phrases)| {
            phrases
                .iter()
                .any(|phrase| title_has(&words, phrase))
                .then_some(*occasion)
        });
        match (named, date_type) {
            (Some(occasion), _) => Some(occasion),
            (None, DateType::Holiday) => Some(Occasion::Holiday),
            (None, _) => None,
        }
    }

    /// The months a holiday that comes at the same time every year is
    /// shopped for (the month before it and its own); `None` for an
    /// occasion that may fall in any month.
    pub fn months(self) -> Option<&'static [Month]> {
        use Month::*;
        match self {
            Occasion::Christmas | Occasion::Holiday => Some(&[November, December]),
            Occasion::NewYear => Some(&[December, January]),
            Occasion::ValentinesDay => Some(&[January, February]),
            Occasion::MothersDay => Some(&[April, May]),
            Occasion::FathersDay => Some(&[May, June]),
            Occasion::Birthday
            | Occasion::Anniversary
            | Occasion::Wedding
            | Occasion::Graduation
            | Occasion::Promotion
            | Occasion::Retirement
            | Occasion::Housewarming
            | Occasion::NewBaby
            | Occasion::ThankYou
            | Occasion::GetWell
            | Occasion::Sympathy => None,
        }
    }

    /// Whether a shelf for no particular occasion may offer things for this
    /// one. Not for a loss or an illness: sympathy and get-well things are
    /// offered for a date that is one, never unasked.
    pub fn offered_unasked(self) -> bool {
        !matches!(self, Occasion::Sympathy | Occasion::GetWell)
    }
}

/// Whether `words` (a title's) contain `phrase`: one or two words in a row;
/// a word ending in `*` matches the words it begins.
fn title_has(words: &[String], phrase: &str) -> bool {
    let wanted: Vec<&str> = phrase.split(' ').collect();
    let matches = |word: &str, want: &str| match want.strip_suffix('*') {
        Some(stem) => word.starts_with(stem),
        None => word == want,
    };
    words.windows(wanted.len()).any(|run| {
        run.iter()
            .zip(&wanted)
            .all(|(word, want)| matches(word, want))
    })
}

/// The months a thing is in season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Season {
    /// Good any time of year.
    AllYear,
    /// Only in these months (a Christmas ornament, tulips, a winter scarf).
    Months(Vec<Month>),
}

impl Season {
    pub fn includes(&self, month: Month) -> bool {
        match self {
            Season::AllYear => true,
            Season::Months(months) => months.contains(&month),
        }
    }
}

/// The month `date` falls in.
pub fn month_of(date: NaiveDate) -> Month {
    u8::try_from(date.month())
        .ok()
        .and_then(|m| Month::try_from(m).ok())
        .unwrap_or(Month::January)
}

/// Whether a thing for `occasions`, in season in `season`, fits a shelf for
/// `occasion` in `month` (a date's month, or this month when the shelf is not
/// for a date). It must be in season that month, and
/// - for an occasion: be for it (a birthday shelf shows no anniversary-only
///   or sympathy things, a Mother's Day shelf is a Mother's Day date's);
/// - for no particular occasion: be for an occasion offered unasked, and, when
///   that is a holiday, near it (a Mother's Day bouquet in April and May).
pub fn fits(
    occasions: &[Occasion],
    season: &Season,
    occasion: Option<Occasion>,
    month: Month,
) -> bool {
    if !season.includes(month) {
        return false;
    }
    match occasion {
        Some(occasion) => occasions.contains(&occasion),
        None => occasions.iter().any(|o| {
            o.offered_unasked() && o.months().is_none_or(|months| months.contains(&month))
        }),
    }
}

/// A coming date someone is shopping for: whose it is, what, when, and what
/// that person likes (their contact's interests).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiftOccasion {
    pub title: String,
    pub date_type: DateType,
    /// When it next comes round, in its owner's time zone.
    pub date: NaiveDate,
    /// The contact's name, when the date belongs to one.
    pub person: Option<String>,
    pub days_away: i64,
    pub interests: Vec<String>,
}

impl GiftOccasion {
    /// The occasion this date is ([`Occasion::of_date`]).
    pub fn occasion(&self) -> Option<Occasion> {
        Occasion::of_date(self.date_type, &self.title)
    }

    /// Whether a thing for `occasions`, in season in `season`, fits this
    /// date: its occasion, in its month ([`fits`]).
    pub fn fits(&self, occasions: &[Occasion], season: &Season) -> bool {
        fits(occasions, season, self.occasion(), month_of(self.date))
    }

    /// Who a pick for this date is for: its contact, by name, or someone
    /// unnamed for a date with no contact (never me: a date I keep is one
    /// I shop for).
    pub fn recipient(&self) -> GiftRecipient {
        GiftRecipient::someone(self.person.as_deref())
    }

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
            date: NaiveDate::from_ymd_opt(2026, 6, 1).unwrap() + chrono::Days::new(days as u64),
            person: person.map(Into::into),
            days_away: days,
            interests: vec![],
        }
    }

    #[test]
    fn a_pick_for_a_date_is_for_its_contact_never_for_me() {
        for (person, title, want) in [
            (
                Some("Mum"),
                "Mum's Birthday",
                GiftRecipient::someone(Some("Mum")),
            ),
            (
                Some("Priya Shah"),
                "Priya's wedding",
                GiftRecipient::someone(Some("Priya Shah")),
            ),
            // A date with no contact is still for someone, unnamed.
            (None, "Mother's Day", GiftRecipient::someone(None)),
            (Some("  "), "Secret Santa", GiftRecipient::someone(None)),
        ] {
            let date = occasion(person, DateType::Holiday, title, 3);
            assert_eq!(date.recipient(), want, "{title}");
            assert!(!date.recipient().is_me());
        }
    }

    #[test]
    fn a_date_is_the_occasion_its_kind_or_title_names() {
        use DateType as D;
        use Occasion as O;
        for (date_type, title, want) in [
            // The kind decides for a birthday, anniversary, graduation, promotion.
            (D::Birthday, "Mum's Birthday", Some(O::Birthday)),
            (D::Birthday, "Mum", Some(O::Birthday)),
            (D::Anniversary, "Our wedding", Some(O::Anniversary)),
            (D::Graduation, "Sam", Some(O::Graduation)),
            (D::Promotion, "Alex's new role", Some(O::Promotion)),
            // A holiday or another date: what the title names.
            (D::Holiday, "Mother's Day", Some(O::MothersDay)),
            (D::Holiday, "Mother\u{2019}s Day", Some(O::MothersDay)),
            (D::Holiday, "MOTHERS DAY", Some(O::MothersDay)),
            (D::Other, "Mothering Sunday", Some(O::MothersDay)),
            (D::Holiday, "Father's Day", Some(O::FathersDay)),
            (D::Holiday, "Valentine's Day", Some(O::ValentinesDay)),
            (D::Holiday, "Valentines", Some(O::ValentinesDay)),
            (D::Holiday, "Christmas", Some(O::Christmas)),
            (D::Holiday, "Xmas at Gran's", Some(O::Christmas)),
            (D::Holiday, "New Year's Eve", Some(O::NewYear)),
            (D::Other, "Grandpa's funeral", Some(O::Sympathy)),
            (D::Other, "Anniversary of Dad's memorial", Some(O::Sympathy)),
            (D::Other, "Jo's surgery", Some(O::GetWell)),
            (D::Other, "Wedding anniversary", Some(O::Anniversary)),
            (D::Other, "Baby's first birthday", Some(O::Birthday)),
            (D::Other, "Sam's bday", Some(O::Birthday)),
            (D::Other, "Priya's wedding", Some(O::Wedding)),
            (D::Other, "Engagement party", Some(O::Wedding)),
            (D::Other, "Baby shower", Some(O::NewBaby)),
            (D::Other, "Christening", Some(O::NewBaby)),
            (D::Other, "Kim graduates", Some(O::Graduation)),
            (D::Other, "Dad retires", Some(O::Retirement)),
            (D::Other, "Alex starts a new job", Some(O::Promotion)),
            (D::Other, "Housewarming", Some(O::Housewarming)),
            (D::Other, "Thank the neighbours", Some(O::ThankYou)),
            // Thanksgiving is not a thank-you; a holiday it names none of is a holiday.
            (D::Holiday, "Thanksgiving", Some(O::Holiday)),
            (D::Holiday, "Hanukkah", Some(O::Holiday)),
            (D::Holiday, "Midsummer", Some(O::Holiday)),
            (D::Holiday, "", Some(O::Holiday)),
            // Another date naming none is no particular occasion.
            (D::Other, "Sam's leaving party", None),
            (D::Other, "Newcastle trip", None),
            (D::Other, "Babylon 5 marathon", None),
            (D::Other, "", None),
        ] {
            assert_eq!(
                Occasion::of_date(date_type, title),
                want,
                "{date_type:?} {title:?}"
            );
        }
        // Every occasion's own name, as a holiday's title, is that occasion.
        for occasion in Occasion::ALL {
            assert_eq!(
                Occasion::of_date(D::Holiday, occasion.label()),
                Some(*occasion),
                "{}",
                occasion.label()
            );
        }
    }

    #[test]
    fn what_fits_an_occasion_and_a_month() {
        use chrono::Month::*;
        use Occasion as O;
        let any = Season::AllYear;
        let winter = Season::Months(vec![November, December]);
        let everyday: &[O] = &[O::Birthday, O::Christmas, O::Holiday];
        let sympathy: &[O] = &[O::Sympathy];
        let mothers: &[O] = &[O::MothersDay];
        let romance: &[O] = &[O::Anniversary, O::ValentinesDay];
        let christmas: &[O] = &[O::Christmas];
        let christmas_only: &[O] = &[O::Christmas, O::Holiday];
        let sympathy_and_birthday: &[O] = &[O::Birthday, O::Sympathy];
        for (occasions, season, occasion, month, want) in [
            // A birthday shows birthday things only, in season.
            (everyday, &any, Some(O::Birthday), November, true),
            (sympathy, &any, Some(O::Birthday), November, false),
            (mothers, &any, Some(O::Birthday), May, false),
            (romance, &any, Some(O::Birthday), February, false),
            (
                sympathy_and_birthday,
                &any,
                Some(O::Birthday),
                November,
                true,
            ),
            (christmas, &winter, Some(O::Birthday), December, false),
            // Its own occasion, any month the date falls in, but in season.
            (sympathy, &any, Some(O::Sympathy), November, true),
            (romance, &any, Some(O::Anniversary), July, true),
            (mothers, &any, Some(O::MothersDay), March, true),
            (christmas, &winter, Some(O::Christmas), December, true),
            (christmas, &winter, Some(O::Christmas), July, false),
            (everyday, &winter, Some(O::Birthday), June, false),
            // A generic holiday is not Christmas.
            (christmas, &winter, Some(O::Holiday), December, false),
            (christmas_only, &any, Some(O::Holiday), June, true),
            // No particular occasion: never sympathy or get-well, holidays only near them.
            (everyday, &any, None, July, true),
            (sympathy, &any, None, November, false),
            (&[O::GetWell], &any, None, March, false),
            (sympathy_and_birthday, &any, None, November, true),
            (mothers, &any, None, November, false),
            (mothers, &any, None, April, true),
            (mothers, &any, None, May, true),
            (mothers, &any, None, June, false),
            (&[O::FathersDay], &any, None, June, true),
            (&[O::FathersDay], &any, None, September, false),
            (romance, &any, None, November, true),
            (&[O::ValentinesDay], &any, None, February, true),
            (&[O::ValentinesDay], &any, None, November, false),
            (christmas_only, &any, None, December, true),
            (christmas_only, &any, None, July, false),
            (&[O::NewYear], &any, None, January, true),
            (christmas, &winter, None, November, true),
            (christmas, &winter, None, October, false),
            (everyday, &winter, None, July, false),
            // Nothing is for no occasion.
            (&[], &any, None, July, false),
        ] {
            assert_eq!(
                fits(occasions, season, occasion, month),
                want,
                "{occasions:?} {season:?} {occasion:?} {month:?}"
            );
        }
    }

    #[test]
    fn a_coming_date_fits_in_its_own_month() {
        let mut birthday = occasion(Some("Mum"), DateType::Birthday, "Mum's Birthday", 0);
        birthday.date = NaiveDate::from_ymd_opt(2026, 11, 14).unwrap();
        assert_eq!(month_of(birthday.date), Month::November);
        assert_eq!(birthday.occasion(), Some(Occasion::Birthday));
        let winter = Season::Months(vec![Month::November, Month::December]);
        assert!(birthday.fits(&[Occasion::Birthday], &winter));
        assert!(!birthday.fits(&[Occasion::Sympathy], &Season::AllYear));
        birthday.date = NaiveDate::from_ymd_opt(2027, 1, 31).unwrap();
        assert!(!birthday.fits(&[Occasion::Birthday], &winter));
        let party = occasion(Some("Sam"), DateType::Other, "Sam's leaving party", 3);
        assert_eq!(party.occasion(), None);
        assert!(party.fits(&[Occasion::Birthday], &Season::AllYear));
        assert!(!party.fits(&[Occasion::Sympathy], &Season::AllYear));
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
