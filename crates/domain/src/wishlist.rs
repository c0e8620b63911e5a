//! Wishlist items: validation, defaults and the price shown from the text entered.

use validator::{Validate, ValidateRange};

use crate::contact::{http_url, NAME_MAX};
use crate::ids::UserId;
use crate::item::Item;
use crate::messages;
use crate::validation::{patched, read, required, Draft, ValidationError};

pub const DESCRIPTION_MAX: u64 = 2000;
/// Price text, category and where to buy.
pub const TEXT_MAX: u64 = 2048;
pub const DEFAULT_RANKING: u8 = 3;
/// Stars an item may have.
pub const RANKING_MIN: u8 = 1;
pub const RANKING_MAX: u8 = 5;
/// An item's quantity is kept within 1 and this.
pub const QUANTITY_MAX: u32 = 9999;

string_enum!(
    /// How much an item is wanted; picks the card's colour.
    Priority {
        Low => "low" / "Low",
        Medium => "medium" / "Medium",
        High => "high" / "High",
    }
);

#[derive(Debug, Clone, PartialEq, Eq, Validate)]
pub struct WishlistItemInput {
    #[validate(length(max = NAME_MAX, code = "NAME_TOO_LONG"))]
    pub name: String,
    #[validate(length(max = DESCRIPTION_MAX, code = "DESCRIPTION_TOO_LONG"))]
    pub description: Option<String>,
    /// As entered ("$24.99"); see [`price_value`].
    #[validate(length(max = TEXT_MAX, code = "PRICE_TOO_LONG"))]
    pub price: Option<String>,
    #[validate(custom(function = "http_url"))]
    pub url: Option<String>,
    #[validate(length(max = TEXT_MAX, code = "CATEGORY_TOO_LONG"))]
    pub category: Option<String>,
    pub priority: Priority,
    pub ranking: u8,
    pub quantity: u32,
    #[validate(length(max = TEXT_MAX, code = "WHERE_TO_BUY_TOO_LONG"))]
    pub where_to_buy: Option<String>,
    #[validate(custom(function = "http_url"))]
    pub image_url: Option<String>,
    pub purchased: bool,
}

/// An item form's fields in the order the form shows them.
const ITEM_FIELDS: &[&str] = &[
    "name",
    "description",
    "url",
    "imageUrl",
    "price",
    "category",
    "whereToBuy",
    "priority",
    "ranking",
];

/// A person's public list: the owner's first name (never more) and the items.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicList {
    pub owner_id: UserId,
    pub owner_first_name: Option<String>,
    /// Who keeps the list with its owner: recipients too.
    pub co_owners: Vec<UserId>,
    /// A dependant's list (issue 40): its keepers are givers, not recipients.
    pub for_dependant: bool,
    /// A list beside the default one: its name, occasion and event date
    /// (the default list is titled after its owner).
    pub fields: Option<crate::group_list::GroupListInput>,
    /// Its reveal has come: claims are closed.
    pub archived: bool,
    /// A registry: what is still needed shows first.
    pub registry: bool,
    pub items: Vec<Item>,
}

impl PublicList {
    /// Who may never see its claims before the reveal (the one rule).
    pub fn recipients(&self) -> Vec<UserId> {
        let keepers: Vec<UserId> = std::iter::once(self.owner_id)
            .chain(self.co_owners.iter().copied())
            .collect();
        crate::group_list::recipients_of_kept(&keepers, self.for_dependant, None)
    }
}

/// What a client sends; for update, absent fields stay and `Some(None)` clears.
#[derive(Debug, Clone, Default)]
pub struct WishlistDraft {
    pub name: Option<String>,
    pub description: Option<Option<String>>,
    pub price: Option<Option<String>>,
    pub url: Option<Option<String>>,
    pub category: Option<Option<String>>,
    pub priority: Option<String>,
    pub ranking: Option<i64>,
    pub quantity: Option<i64>,
    pub where_to_buy: Option<Option<String>>,
    pub image_url: Option<Option<String>>,
    pub purchased: Option<bool>,
}

impl Draft for WishlistDraft {
    type Input = WishlistItemInput;

    fn validate_over(
        self,
        current: Option<&WishlistItemInput>,
    ) -> Result<WishlistItemInput, ValidationError> {
        let mut errors = Vec::new();
        let name = read(
            &mut errors,
            "name",
            required(self.name, current.map(|c| &c.name)).ok_or(messages::ITEM_NAME_REQUIRED),
        );
        let priority = read(
            &mut errors,
            "priority",
            match self
                .priority
                .as_deref()
                .map(str::trim)
                .filter(|p| !p.is_empty())
            {
                Some(text) => Priority::parse(text).ok_or(messages::PRIORITY_INVALID),
                None => Ok(current.map_or(Priority::Medium, |c| c.priority)),
            },
        );
        let ranking = read(
            &mut errors,
            "ranking",
            match self.ranking {
                Some(r) => u8::try_from(r)
                    .ok()
                    .filter(|r| r.validate_range(Some(RANKING_MIN), Some(RANKING_MAX), None, None))
                    .ok_or(messages::RANKING_RANGE),
                None => Ok(current.map_or(DEFAULT_RANKING, |c| c.ranking)),
            },
        );
        // Quantity is at least 1: anything less falls back to 1.
        let quantity = match self.quantity {
            Some(q) => u32::try_from(q.clamp(1, i64::from(QUANTITY_MAX))).unwrap_or(1),
            None => current.map_or(1, |c| c.quantity),
        };
        // Fields that failed to read take stand-ins here; the errors above
        // refuse the input before it is used.
        let input = WishlistItemInput {
            name: name.unwrap_or_default(),
            description: patched(self.description, current.map(|c| &c.description)),
            price: patched(self.price, current.map(|c| &c.price)),
            url: patched(self.url, current.map(|c| &c.url)),
            category: patched(self.category, current.map(|c| &c.category)),
            priority: priority.unwrap_or(Priority::Medium),
            ranking: ranking.unwrap_or(DEFAULT_RANKING),
            quantity,
            where_to_buy: patched(self.where_to_buy, current.map(|c| &c.where_to_buy)),
            image_url: patched(self.image_url, current.map(|c| &c.image_url)),
            purchased: self
                .purchased
                .unwrap_or(current.is_some_and(|c| c.purchased)),
        };
        ValidationError::gather(ITEM_FIELDS, errors, input.validate())?;
        Ok(input)
    }
}

/// The amount in a plain money text, or `None` for anything else: digits
/// with optional thousands separators and one to two decimals, with at most
/// a currency symbol or code before or after (`$1,299.99` -> 1299.99,
/// `24,99 €` -> 24.99, `USD 15` -> 15). Signs, exponents, hex and any other
/// words give `None`: the text is kept as entered, with no value.
pub fn price_value(text: &str) -> Option<f64> {
    let text = text.trim();
    let start = text.find(|c: char| c.is_ascii_digit())?;
    let end = text.rfind(|c: char| c.is_ascii_digit())? + 1;
    if !is_currency(&text[..start]) || !is_currency(&text[end..]) {
        return None;
    }
    amount(&text[start..end])
}

/// Characters that name a currency on their own.
const CURRENCY_SYMBOLS: &str = "$€£¥₹₩₽₺₪₫₦₱฿₴₸₲₵₡₭₮₾₼¢";

/// Nothing, a currency symbol, or a short code (`USD`, `US$`, `kr`, `Rs.`).
fn is_currency(text: &str) -> bool {
    let text = text.trim();
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    let symbols = text
        .chars()
        .filter(|c| CURRENCY_SYMBOLS.contains(*c))
        .count();
    letters <= 3
        && symbols <= 1
        && text.chars().all(|c| {
            c.is_alphabetic() || CURRENCY_SYMBOLS.contains(c) || c == '.' || c.is_whitespace()
        })
}

/// `1,299.99`, `1.299,99`, `1 299`, `24,99`, `15`: digit groups, the last
/// one or two digits after a `.` or `,` being the decimals, the others in
/// thousands (three digits each, one separator used throughout).
fn amount(number: &str) -> Option<f64> {
    let mut groups: Vec<&str> = Vec::new();
    let mut separators: Vec<char> = Vec::new();
    let mut rest = number;
    loop {
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if digits == 0 {
            return None;
        }
        groups.push(&rest[..digits]);
        let mut tail = rest[digits..].chars();
        match tail.next() {
            None => break,
            Some(c) if matches!(c, '.' | ',' | '\'' | ' ' | '\u{a0}' | '\u{202f}') => {
                separators.push(c);
                rest = tail.as_str();
            }
            Some(_) => return None,
        }
    }
    let decimal = match (separators.last(), groups.last()) {
        (Some(&separator), Some(last)) if matches!(separator, '.' | ',') && last.len() <= 2 => {
            Some(separator)
        }
        _ => None,
    };
    let (whole, fraction) = match decimal {
        Some(_) => (&groups[..groups.len() - 1], groups.last().copied()),
        None => (&groups[..], None),
    };
    let thousands = &separators[..whole.len() - 1];
    if let Some(&first) = thousands.first() {
        let grouped = (1..=3).contains(&whole[0].len()) && whole[1..].iter().all(|g| g.len() == 3);
        if !grouped || thousands.iter().any(|&s| s != first) || decimal == Some(first) {
            return None;
        }
    }
    let mut plain = whole.concat();
    if let Some(fraction) = fraction {
        plain.push('.');
        plain.push_str(fraction);
    }
    plain.parse::<f64>().ok().filter(|v| v.is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn price_text_to_number() {
        let table = [
            ("$1,299.99", Some(1299.99)),
            ("$24.99", Some(24.99)),
            ("24,99 €", Some(24.99)),
            ("£1,000", Some(1000.0)),
            ("USD 15", Some(15.0)),
            ("US$ 15.5", Some(15.5)),
            ("1.299,99 €", Some(1299.99)),
            ("1 299 kr", Some(1299.0)),
            ("Rs. 450", Some(450.0)),
            ("€1.299", Some(1299.0)),
            ("12", Some(12.0)),
            ("free", None),
            ("", None),
            // Anything but a plain amount keeps its text and has no value.
            ("$1e309", None),
            ("-$5", None),
            ("$-5", None),
            ("$0x10", None),
            ("javascript:alert(5)", None),
            ("about 20 dollars", None),
            ("$10 - $20", None),
            ("1,2,3", None),
            ("12,34.56", None),
            ("1,299,99", None),
            ("$$5", None),
            ("5..0", None),
        ];
        for (text, expected) in table {
            assert_eq!(price_value(text), expected, "{text}");
        }
    }

    #[test]
    fn defaults_and_rules() {
        let item = WishlistDraft {
            name: Some(" Kettle ".into()),
            quantity: Some(0),
            ..Default::default()
        }
        .validate_new()
        .unwrap();
        assert_eq!(item.name, "Kettle");
        assert_eq!(item.priority, Priority::Medium);
        assert_eq!(item.ranking, 3);
        assert_eq!(item.quantity, 1, "quantity falls back to 1");
        assert!(!item.purchased);
        let error = WishlistDraft::default().validate_new().unwrap_err();
        assert_eq!(error.fields["name"], messages::ITEM_NAME_REQUIRED);
        let error = WishlistDraft {
            name: Some("x".into()),
            ranking: Some(6),
            priority: Some("urgent".into()),
            url: Some(Some("nope".into())),
            ..Default::default()
        }
        .validate_new()
        .unwrap_err();
        assert_eq!(error.fields["ranking"], messages::RANKING_RANGE);
        assert_eq!(error.fields["priority"], messages::PRIORITY_INVALID);
        assert_eq!(error.fields["url"], messages::INVALID_URL);
        let long = "x".repeat(usize::try_from(TEXT_MAX).unwrap() + 1);
        let error = WishlistDraft {
            name: Some("x".into()),
            price: Some(Some(long.clone())),
            category: Some(Some(long.clone())),
            where_to_buy: Some(Some(long)),
            ..Default::default()
        }
        .validate_new()
        .unwrap_err();
        assert_eq!(error.fields["price"], messages::PRICE_TOO_LONG);
        assert_eq!(error.fields["category"], messages::CATEGORY_TOO_LONG);
        assert_eq!(error.fields["whereToBuy"], messages::WHERE_TO_BUY_TOO_LONG);
    }
}
