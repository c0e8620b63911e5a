//! The gifts I keep for the people in my life (issue 43): ideas, the gifts
//! I gave (bought, wrapped, given) and those I received, each for one
//! person (a contact, a friend, or someone looked after). Private to their
//! keeper: nobody else, the person included, ever reads them.
//!
//! Before an idea or a gift is saved, [`repeat_of`] finds what I already
//! gave that person that is the same thing (the same product link, tracking
//! aside, or the same name, plural and case aside), and [`repeat_warning`]
//! says it: "You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025".

use chrono::{Datelike, NaiveDate, NaiveDateTime};

use crate::contact::is_valid_url;
use crate::ids::{ClaimId, ContactId, DependantId, GiftId, ParticipantId, UserId};
use crate::messages;
use crate::money::{parse_currency, sent_amount, sent_currency, Money};
use crate::special_date::parse_calendar_date;
use crate::validation::{
    cleaned, has_forbidden_char, patched, read, required_name, ValidationError,
};

/// The longest name of a gift.
pub const GIFT_NAME_MAX: usize = 200;
/// The longest shop ("where") and occasion.
pub const GIFT_SHOP_MAX: usize = 200;
pub const GIFT_OCCASION_MAX: usize = 100;
/// The longest notes.
pub const GIFT_NOTES_MAX: usize = 2_000;
/// The dearest gift, in cents (a million).
pub const GIFT_PRICE_MAX_CENTS: i64 = 100_000_000;
/// Gifts and ideas one person may keep, all people together.
pub const MAX_GIFTS: u64 = 20_000;
/// The currency of a price sent without one.
pub const DEFAULT_CURRENCY: &str = "USD";

/// Whom a gift is for (or, received, from): one of my contacts, a friend
/// (a user), or someone looked after (by me or a friend).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GiftPerson {
    Contact(ContactId),
    Friend(UserId),
    Dependant(DependantId),
}

string_enum!(
    /// Whether I gave it or received it.
    GiftDirection {
        Given => "given" / "Given",
        Received => "received" / "Received",
    }
);

string_enum!(
    /// Where a gift I give stands; one I received is `Given`.
    GiftStatus {
        Idea => "idea" / "Idea",
        Bought => "bought" / "Bought",
        Wrapped => "wrapped" / "Wrapped",
        Given => "given" / "Given",
    }
);

impl GiftStatus {
    /// Whether it counts as given for the repeat warning (bought and on
    /// its way counts: the second one would be a repeat too).
    pub fn is_gift(self) -> bool {
        self != GiftStatus::Idea
    }
}

/// A gift's own fields, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiftInput {
    pub name: String,
    pub link: Option<String>,
    /// What it cost (or costs, for an idea).
    pub price: Option<Money>,
    /// Where it was seen or bought.
    pub shop: Option<String>,
    /// "Christmas", "Her 40th".
    pub occasion: Option<String>,
    pub occasion_date: Option<NaiveDate>,
    pub status: GiftStatus,
    pub notes: Option<String>,
    /// For one I received: whether I sent my thanks.
    pub thank_you_sent: bool,
}

/// What made a gift record the app kept by itself, each exactly once: a
/// claim marked purchased (the giver's), an item marked received (its
/// recipient's, from that claim's giver), or a gift marked bought in an
/// exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GiftSource {
    Claim(ClaimId),
    Received(ClaimId),
    Exchange(ParticipantId),
    /// My share of a gift chipped in for (issue 45).
    Pledge(crate::ids::PledgeId),
}

impl GiftSource {
    /// As stored beside the gift (with [`GiftSource::id`]).
    pub fn kind(self) -> &'static str {
        match self {
            GiftSource::Claim(_) => "claim",
            GiftSource::Received(_) => "received",
            GiftSource::Exchange(_) => "exchange",
            GiftSource::Pledge(_) => "pledge",
        }
    }

    pub fn id(self) -> i64 {
        match self {
            GiftSource::Claim(id) | GiftSource::Received(id) => id.0,
            GiftSource::Exchange(id) => id.0,
            GiftSource::Pledge(id) => id.0,
        }
    }
}

/// A price as a shop or a wishlist writes it ("$24.99", "24,99 €",
/// "GBP 15") as money, when it plainly is: the currency by its symbol or
/// code, else [`DEFAULT_CURRENCY`].
pub fn money_of_price(text: &str) -> Option<Money> {
    let value = crate::wishlist::price_value(text)?;
    let cents = (value * 100.0).round();
    if !(0.0..=GIFT_PRICE_MAX_CENTS as f64).contains(&cents) {
        return None;
    }
    let symbol = [
        ('$', "USD"),
        ('€', "EUR"),
        ('£', "GBP"),
        ('¥', "JPY"),
        ('₹', "INR"),
    ]
    .iter()
    .find(|(symbol, _)| text.contains(*symbol))
    .map(|(_, code)| (*code).to_owned());
    let code = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .find(|word| word.len() == 3)
        .and_then(parse_currency);
    Some(Money {
        // Whole cents below the cap: exact as an integer.
        amount_cents: cents as i64,
        currency: code
            .or(symbol)
            .unwrap_or_else(|| DEFAULT_CURRENCY.to_owned()),
    })
}

/// The gift a purchase keeps: the item's name, link and price, bought, for
/// its list's occasion (or the list's name) on its day.
pub fn bought_gift(
    name: &str,
    link: Option<&str>,
    price: Option<&str>,
    occasion: Option<String>,
    occasion_date: Option<NaiveDate>,
) -> GiftInput {
    GiftInput {
        name: name.chars().take(GIFT_NAME_MAX).collect(),
        link: link.filter(|l| is_valid_url(l)).map(str::to_owned),
        price: price.and_then(money_of_price),
        shop: None,
        occasion: occasion.map(|o| o.chars().take(GIFT_OCCASION_MAX).collect()),
        occasion_date,
        status: GiftStatus::Bought,
        notes: None,
        thank_you_sent: false,
    }
}

/// A kept gift.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gift {
    pub id: GiftId,
    pub owner: UserId,
    pub person: GiftPerson,
    pub direction: GiftDirection,
    pub input: GiftInput,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

impl Gift {
    /// Gifts are listed newest first by this: the occasion's day, else the
    /// day it was kept; then when it was kept, then its id.
    pub fn newest_first(a: &Gift, b: &Gift) -> std::cmp::Ordering {
        let when = |g: &Gift| {
            (
                g.input.occasion_date.unwrap_or(g.created_at.date()),
                g.created_at,
                g.id,
            )
        };
        when(b).cmp(&when(a))
    }

    /// The year it belongs to: its occasion's, else when it was kept.
    pub fn year(&self) -> i32 {
        self.input
            .occasion_date
            .map_or(self.created_at.year(), |day| day.year())
    }
}

/// What a client sends for a gift; on update, absent fields stay and
/// `Some(None)` clears the optional ones. The price comes as text ("25",
/// "25.50"), its currency apart ([`DEFAULT_CURRENCY`] when none is given).
#[derive(Debug, Clone, Default)]
pub struct GiftDraft {
    pub name: Option<String>,
    pub link: Option<Option<String>>,
    pub price: Option<Option<String>>,
    pub currency: Option<Option<String>>,
    pub shop: Option<Option<String>>,
    pub occasion: Option<Option<String>>,
    pub occasion_date: Option<Option<String>>,
    pub status: Option<String>,
    pub notes: Option<Option<String>>,
    pub thank_you_sent: Option<bool>,
}

const GIFT_FIELDS: &[&str] = &[
    "name",
    "link",
    "price",
    "currency",
    "shop",
    "occasion",
    "occasionDate",
    "status",
    "notes",
];

/// Optional text at most `max` characters, without control characters.
fn short_text(
    sent: Option<Option<String>>,
    kept: Option<&Option<String>>,
    max: usize,
    too_long: &'static str,
) -> Result<Option<String>, &'static str> {
    match patched(sent, kept) {
        Some(text) if text.chars().count() > max => Err(too_long),
        Some(text) if has_forbidden_char(&text) => Err(messages::CONTROL_CHARACTERS),
        kept => Ok(kept),
    }
}

impl GiftDraft {
    /// Reads the draft over `current` (`None` for a new gift) going
    /// `direction`: one I received is always `Given`, its status not asked.
    pub fn validate(
        self,
        current: Option<&GiftInput>,
        direction: GiftDirection,
    ) -> Result<GiftInput, ValidationError> {
        let mut errors = Vec::new();
        let name = read(
            &mut errors,
            "name",
            required_name(
                self.name,
                current.map(|c| &c.name),
                GIFT_NAME_MAX,
                messages::NAME_TOO_LONG,
            ),
        );
        let link = read(
            &mut errors,
            "link",
            match patched(self.link, current.map(|c| &c.link)) {
                Some(link) if !is_valid_url(&link) => Err(messages::INVALID_URL),
                kept => Ok(kept),
            },
        );
        let kept_price = current.and_then(|c| c.price.as_ref());
        let amount = read(
            &mut errors,
            "price",
            // A price may come as a shop writes it: "$25", "€25".
            sent_amount(
                self.price.map(|sent| {
                    sent.map(|text| text.trim().trim_start_matches(['$', '€', '£']).to_owned())
                }),
                kept_price,
                0..=GIFT_PRICE_MAX_CENTS,
                messages::GIFT_PRICE_INVALID,
            ),
        );
        let currency = read(
            &mut errors,
            "currency",
            sent_currency(self.currency, kept_price, DEFAULT_CURRENCY),
        );
        let shop = read(
            &mut errors,
            "shop",
            short_text(
                self.shop,
                current.map(|c| &c.shop),
                GIFT_SHOP_MAX,
                messages::GIFT_SHOP_TOO_LONG,
            ),
        );
        let occasion = read(
            &mut errors,
            "occasion",
            short_text(
                self.occasion,
                current.map(|c| &c.occasion),
                GIFT_OCCASION_MAX,
                messages::GIFT_OCCASION_TOO_LONG,
            ),
        );
        let occasion_date = read(
            &mut errors,
            "occasionDate",
            match self.occasion_date {
                None => Ok(current.and_then(|c| c.occasion_date)),
                Some(sent) => match cleaned(sent) {
                    None => Ok(None),
                    Some(text) => parse_calendar_date(&text)
                        .map(Some)
                        .ok_or(messages::DATE_INVALID),
                },
            },
        );
        let status = read(
            &mut errors,
            "status",
            match (direction, self.status) {
                (GiftDirection::Received, _) => Ok(GiftStatus::Given),
                (GiftDirection::Given, None) => Ok(current.map_or(GiftStatus::Idea, |c| c.status)),
                (GiftDirection::Given, Some(text)) => {
                    GiftStatus::parse(&text).ok_or(messages::GIFT_STATUS_INVALID)
                }
            },
        );
        let notes = read(
            &mut errors,
            "notes",
            short_text(
                self.notes,
                current.map(|c| &c.notes),
                GIFT_NOTES_MAX,
                messages::NOTES_TOO_LONG,
            ),
        );
        let thank_you_sent = direction == GiftDirection::Received
            && self
                .thank_you_sent
                .unwrap_or(current.is_some_and(|c| c.thank_you_sent));
        ValidationError::gather(GIFT_FIELDS, errors, Ok(()))?;
        match (
            name,
            link,
            amount,
            currency,
            shop,
            occasion,
            occasion_date,
            status,
            notes,
        ) {
            (
                Some(name),
                Some(link),
                Some(amount),
                Some(currency),
                Some(shop),
                Some(occasion),
                Some(occasion_date),
                Some(status),
                Some(notes),
            ) => Ok(GiftInput {
                name,
                link,
                price: amount.map(|amount_cents| Money {
                    amount_cents,
                    currency,
                }),
                shop,
                occasion,
                occasion_date,
                status,
                notes,
                thank_you_sent,
            }),
            // `gather` has refused every draft with a field missing.
            _ => Err(ValidationError::field("name", messages::NAME_REQUIRED)),
        }
    }
}

/// Query parameters that only say where a click came from, never which
/// product: dropped before two links are compared.
const TRACKING_PARAMS: &[&str] = &[
    "fbclid",
    "gclid",
    "dclid",
    "msclkid",
    "yclid",
    "igshid",
    "mc_cid",
    "mc_eid",
    "ref",
    "ref_",
    "referrer",
    "tag",
    "affiliate",
    "aff",
    "aff_id",
    "affid",
    "campaign",
    "source",
    "si",
    "spm",
    "psc",
    "smid",
    "th",
    "_encoding",
    "pd_rd_i",
    "pd_rd_r",
    "pd_rd_w",
    "pd_rd_wg",
    "pf_rd_p",
    "pf_rd_r",
    "qid",
    "sr",
    "crid",
    "sprefix",
    "keywords",
];

/// A product link as compared for repeats: no scheme, the host lower-case
/// without `www.` or `m.`, no fragment, no tracking parameters (the rest
/// sorted), no trailing slash; an Amazon product page as `/dp/{ASIN}`
/// whatever its slug. `None` for what is no http(s) link.
pub fn link_key(link: &str) -> Option<String> {
    let rest = link
        .trim()
        .strip_prefix("https://")
        .or_else(|| link.trim().strip_prefix("http://"))
        .or_else(|| {
            let lower = link.trim().to_ascii_lowercase();
            (lower.starts_with("https://") || lower.starts_with("http://")).then_some("")
        })?;
    let rest = rest.split('#').next().unwrap_or_default();
    let (address, query) = rest.split_once('?').unwrap_or((rest, ""));
    let (host, path) = address.split_once('/').unwrap_or((address, ""));
    let host = host.to_ascii_lowercase();
    let host = host
        .strip_prefix("www.")
        .or_else(|| host.strip_prefix("m."))
        .unwrap_or(&host)
        .to_owned();
    if host.is_empty() {
        return None;
    }
    let segments: Vec<&str> = path
        .split('/')
        .filter(|s| !s.is_empty() && !s.starts_with("ref="))
        .collect();
    let amazon_product = host.starts_with("amazon.") || host.contains(".amazon.");
    let path = match segments.iter().position(|s| *s == "dp" || *s == "product") {
        Some(at) if amazon_product && at + 1 < segments.len() => format!("dp/{}", segments[at + 1]),
        _ => segments.join("/"),
    };
    let mut params: Vec<&str> = query
        .split('&')
        .filter(|p| !p.is_empty())
        .filter(|p| {
            let name = p.split('=').next().unwrap_or_default().to_ascii_lowercase();
            !name.starts_with("utm_") && !TRACKING_PARAMS.contains(&name.as_str())
        })
        .collect();
    params.sort_unstable();
    let mut key = format!("{host}/{path}");
    if !params.is_empty() {
        key.push('?');
        key.push_str(&params.join("&"));
    }
    Some(key)
}

/// Words that say nothing of which product it is.
const FILLER_WORDS: &[&str] = &["a", "an", "the", "of", "for", "and", "with"];

/// One word in its singular: "ovens" → "oven", "boxes" → "box",
/// "candies" → "candy"; words that only look plural ("glass", "bus") stay.
fn singular(word: &str) -> String {
    let n = word.chars().count();
    if n > 4 && word.ends_with("ies") {
        return format!("{}y", &word[..word.len() - 3]);
    }
    for ending in ["ches", "shes", "sses", "xes", "zes"] {
        if word.ends_with(ending) {
            return word[..word.len() - 2].to_owned();
        }
    }
    if n > 3 && word.ends_with('s') && !["ss", "us", "is"].iter().any(|e| word.ends_with(e)) {
        return word[..word.len() - 1].to_owned();
    }
    word.to_owned()
}

/// A gift's name as compared for repeats: its words lower-case and
/// singular, in any order, apostrophes and punctuation gone, fillers ("a",
/// "the") left out: "The Dutch Ovens!", "dutch oven" and "Oven, Dutch" are
/// one.
pub fn name_key(name: &str) -> Vec<String> {
    let mut words: Vec<String> = name
        .to_lowercase()
        .replace(['\'', '’', '‘'], "")
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !FILLER_WORDS.contains(w))
        .map(singular)
        .collect();
    words.sort_unstable();
    words
}

/// Whether two gifts are the same thing: the same product link (tracking
/// aside), or the same name (plural, case and punctuation aside), so the
/// same product at another shop is one too.
pub fn same_gift(a: (&str, Option<&str>), b: (&str, Option<&str>)) -> bool {
    let links = a.1.and_then(link_key).zip(b.1.and_then(link_key));
    if links.is_some_and(|(a, b)| a == b) {
        return true;
    }
    let name = name_key(a.0);
    !name.is_empty() && name == name_key(b.0)
}

/// The first of `given` (what I gave that person, newest first) that
/// `candidate` repeats; ideas do not count as given, nor does the gift
/// being changed (`except`).
pub fn repeat_of<'a>(
    candidate: &GiftInput,
    given: &'a [Gift],
    except: Option<GiftId>,
) -> Option<&'a Gift> {
    given.iter().find(|gift| {
        Some(gift.id) != except
            && gift.direction == GiftDirection::Given
            && gift.input.status.is_gift()
            && same_gift(
                (&candidate.name, candidate.link.as_deref()),
                (&gift.input.name, gift.input.link.as_deref()),
            )
    })
}

/// Whether an idea named `name` at `link` repeats any of `given` (what I
/// gave someone): the recommendations and Ask Presently leave such ideas
/// out for that person.
pub fn repeats_any(name: &str, link: Option<&str>, given: &[Gift]) -> bool {
    given.iter().any(|gift| {
        gift.direction == GiftDirection::Given
            && gift.input.status.is_gift()
            && same_gift((name, link), (&gift.input.name, gift.input.link.as_deref()))
    })
}

/// "You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025"; one only
/// bought so far is "You already bought Mum ...".
pub fn repeat_warning(person: &str, earlier: &Gift) -> String {
    let name = &earlier.input.name;
    let article = match name.chars().next().map(|c| c.to_ascii_lowercase()) {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    };
    let verb = if earlier.input.status == GiftStatus::Given {
        "You gave"
    } else {
        "You already bought"
    };
    let when = match &earlier.input.occasion {
        Some(occasion) => format!("for {occasion} {}", earlier.year()),
        None => format!("in {}", earlier.year()),
    };
    format!("{verb} {person} {article} '{name}' {when}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gift(id: i64, name: &str, link: Option<&str>, status: GiftStatus) -> Gift {
        Gift {
            id: GiftId(id),
            owner: UserId(1),
            person: GiftPerson::Contact(ContactId(2)),
            direction: GiftDirection::Given,
            input: GiftInput {
                name: name.into(),
                link: link.map(str::to_owned),
                price: None,
                shop: None,
                occasion: Some("Christmas".into()),
                occasion_date: Some(NaiveDate::from_ymd_opt(2025, 12, 25).unwrap()),
                status,
                notes: None,
                thank_you_sent: false,
            },
            created_at: NaiveDate::from_ymd_opt(2025, 11, 2)
                .unwrap()
                .and_hms_opt(9, 0, 0)
                .unwrap(),
            updated_at: NaiveDate::from_ymd_opt(2025, 11, 2)
                .unwrap()
                .and_hms_opt(9, 0, 0)
                .unwrap(),
        }
    }

    /// A gift as compared: its name and link.
    type Named<'a> = (&'a str, Option<&'a str>);

    /// The repeat detection table: (first, second, same?).
    #[test]
    fn what_counts_as_the_same_gift() {
        let oven = "https://www.amazon.com/Le-Creuset-Enameled-Dutch-Oven/dp/B00005QFR0/ref=sr_1_3?crid=2X&keywords=dutch+oven&qid=17&sr=8-3";
        let cases: &[(Named, Named, bool)] = &[
            // The same link, tracking aside.
            (
                ("Dutch oven", Some(oven)),
                ("Cast iron pot", Some("https://amazon.com/dp/B00005QFR0")),
                true,
            ),
            (
                (
                    "Mug",
                    Some(
                        "https://shop.example.com/p/mug-42?utm_source=mail&utm_medium=x&fbclid=abc",
                    ),
                ),
                ("Cup", Some("http://SHOP.example.com/p/mug-42/")),
                true,
            ),
            (
                (
                    "Mug",
                    Some("https://shop.example.com/p/mug?colour=red&size=l"),
                ),
                (
                    "Cup",
                    Some("https://shop.example.com/p/mug?size=l&colour=red#reviews"),
                ),
                true,
            ),
            // Another variant of the page is another product.
            (
                ("Mug", Some("https://shop.example.com/p/mug?colour=red")),
                ("Cup", Some("https://shop.example.com/p/mug?colour=blue")),
                false,
            ),
            // The same product at another shop, by name: plural, case,
            // punctuation and fillers aside.
            (
                (
                    "Le Creuset Dutch Oven",
                    Some("https://www.johnlewis.com/le-creuset/p123"),
                ),
                ("le creuset dutch ovens", Some(oven)),
                true,
            ),
            (
                ("The Gruffalo's Child", None),
                ("Gruffalos Child", None),
                true,
            ),
            (("Candles", None), ("a candle", None), true),
            (("Lunch boxes", None), ("Lunch box", None), true),
            (("Wine glass", None), ("Wine glasses", None), true),
            (("Teddies", None), ("Teddy", None), true),
            (
                ("Le Creuset Dutch Oven", None),
                ("Dutch Oven, Le Creuset", None),
                true,
            ),
            // Different things.
            (("Dutch oven", None), ("Dutch oven mitt", None), false),
            (("Scarf", None), ("Gloves", None), false),
            (("!!!", None), ("???", None), false),
            (
                ("Mug", Some("not a link")),
                ("Cup", Some("not a link")),
                false,
            ),
        ];
        for (a, b, same) in cases {
            assert_eq!(same_gift(*a, *b), *same, "{a:?} vs {b:?}");
            assert_eq!(same_gift(*b, *a), *same, "{b:?} vs {a:?}");
        }
    }

    #[test]
    fn a_written_price_is_money_when_it_plainly_is() {
        let money = |cents: i64, currency: &str| {
            Some(Money {
                amount_cents: cents,
                currency: currency.into(),
            })
        };
        assert_eq!(money_of_price("$24.99"), money(2_499, "USD"));
        assert_eq!(money_of_price("24,99 €"), money(2_499, "EUR"));
        assert_eq!(money_of_price("GBP 1,299.00"), money(129_900, "GBP"));
        assert_eq!(money_of_price("15"), money(1_500, "USD"));
        assert_eq!(money_of_price("about twenty"), None);
    }

    #[test]
    fn an_amazon_page_is_its_product_whatever_its_slug() {
        assert_eq!(
            link_key("https://www.amazon.co.uk/Some-Slug/dp/B0ABC/ref=x?th=1&psc=1").as_deref(),
            Some("amazon.co.uk/dp/B0ABC")
        );
        assert_eq!(
            link_key("https://amazon.co.uk/gp/product/B0ABC").as_deref(),
            Some("amazon.co.uk/dp/B0ABC")
        );
        assert_eq!(link_key("ftp://example.com/x"), None);
    }

    #[test]
    fn a_repeat_is_of_what_i_gave_not_my_ideas_nor_itself() {
        let given = vec![
            gift(3, "Dutch oven idea", None, GiftStatus::Idea),
            gift(4, "Le Creuset Dutch Oven", None, GiftStatus::Given),
        ];
        let candidate = GiftDraft {
            name: Some("le creuset dutch ovens".into()),
            ..Default::default()
        }
        .validate(None, GiftDirection::Given)
        .unwrap();
        let earlier = repeat_of(&candidate, &given, None).unwrap();
        assert_eq!(earlier.id, GiftId(4));
        assert_eq!(
            repeat_warning("Mum", earlier),
            "You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025"
        );
        assert!(repeat_of(&candidate, &given, Some(GiftId(4))).is_none());
        let idea = GiftDraft {
            name: Some("Dutch oven idea".into()),
            ..Default::default()
        }
        .validate(None, GiftDirection::Given)
        .unwrap();
        assert!(repeat_of(&idea, &given, None).is_none());
        let mut bought = gift(5, "Orchid", None, GiftStatus::Bought);
        bought.input.occasion = None;
        assert_eq!(
            repeat_warning("Mum", &bought),
            "You already bought Mum an 'Orchid' in 2025"
        );
    }

    #[test]
    fn a_draft_is_checked_field_by_field() {
        let error = GiftDraft {
            name: Some(" ".into()),
            link: Some(Some("javascript:alert(1)".into())),
            price: Some(Some("lots".into())),
            currency: Some(Some("EURO".into())),
            occasion_date: Some(Some("2025-02-30".into())),
            status: Some("lost".into()),
            notes: Some(Some("n".repeat(GIFT_NOTES_MAX + 1))),
            shop: Some(Some("s".repeat(GIFT_SHOP_MAX + 1))),
            occasion: Some(Some("o".repeat(GIFT_OCCASION_MAX + 1))),
            thank_you_sent: None,
        }
        .validate(None, GiftDirection::Given)
        .unwrap_err();
        assert_eq!(error.fields["name"], messages::NAME_REQUIRED);
        assert_eq!(error.fields["link"], messages::INVALID_URL);
        assert_eq!(error.fields["price"], messages::GIFT_PRICE_INVALID);
        assert_eq!(
            error.fields["currency"],
            messages::EXCHANGE_CURRENCY_INVALID
        );
        assert_eq!(error.fields["occasionDate"], messages::DATE_INVALID);
        assert_eq!(error.fields["status"], messages::GIFT_STATUS_INVALID);
        assert_eq!(error.fields["notes"], messages::NOTES_TOO_LONG);
        assert_eq!(error.fields["shop"], messages::GIFT_SHOP_TOO_LONG);
        assert_eq!(error.fields["occasion"], messages::GIFT_OCCASION_TOO_LONG);
    }

    #[test]
    fn a_draft_keeps_what_is_not_sent_and_a_received_gift_is_given() {
        let first = GiftDraft {
            name: Some(" Scarf ".into()),
            price: Some(Some("$25.5".into())),
            currency: Some(Some("eur".into())),
            status: Some("Bought".into()),
            ..Default::default()
        }
        .validate(None, GiftDirection::Given)
        .unwrap();
        assert_eq!(first.name, "Scarf");
        assert_eq!(
            first.price,
            Some(Money {
                amount_cents: 2_550,
                currency: "EUR".into()
            })
        );
        assert_eq!(first.status, GiftStatus::Bought);
        let changed = GiftDraft {
            status: Some("wrapped".into()),
            price: Some(None),
            ..Default::default()
        }
        .validate(Some(&first), GiftDirection::Given)
        .unwrap();
        assert_eq!(
            (changed.name.as_str(), changed.price.as_ref()),
            ("Scarf", None)
        );
        assert_eq!(changed.status, GiftStatus::Wrapped);
        let received = GiftDraft {
            name: Some("Socks".into()),
            status: Some("idea".into()),
            thank_you_sent: Some(true),
            ..Default::default()
        }
        .validate(None, GiftDirection::Received)
        .unwrap();
        assert_eq!(received.status, GiftStatus::Given);
        assert!(received.thank_you_sent);
        // Thanks are for gifts received only.
        let given = GiftDraft {
            name: Some("Socks".into()),
            thank_you_sent: Some(true),
            ..Default::default()
        }
        .validate(None, GiftDirection::Given)
        .unwrap();
        assert!(!given.thank_you_sent);
    }
}
