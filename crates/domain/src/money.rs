//! An amount of money in a currency, read from text exactly (no floating
//! point): exchange budgets (issue 42) and what a gift cost (issue 43).
//! Amounts keep their currency; nothing here converts one to another.

use std::ops::RangeInclusive;

use crate::messages;
use crate::validation::cleaned;

/// An amount in cents, in a currency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Money {
    pub amount_cents: i64,
    /// Three upper-case letters (the shape of an ISO 4217 code).
    pub currency: String,
}

impl Money {
    /// "25.00": the amount as [`parse_amount_cents`] reads it back.
    pub fn amount_text(&self) -> String {
        format!("{}.{:02}", self.amount_cents / 100, self.amount_cents % 100)
    }
}

/// "25" or "25.50" (at most two decimals, no sign, no separators) in
/// cents, read exactly: no floating point on the way.
pub fn parse_amount_cents(text: &str) -> Option<i64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(fraction) || fraction.len() > 2 || whole.len() > 15 {
        return None;
    }
    let cents: i64 = match fraction.len() {
        1 => fraction.parse::<i64>().ok()? * 10,
        _ => fraction.parse().ok()?,
    };
    whole
        .parse::<i64>()
        .ok()?
        .checked_mul(100)?
        .checked_add(cents)
}

/// A currency code in the shape of ISO 4217 (three letters), upper-case.
pub fn parse_currency(code: &str) -> Option<String> {
    (code.len() == 3 && code.bytes().all(|b| b.is_ascii_alphabetic()))
        .then(|| code.to_ascii_uppercase())
}

/// The amount a draft sends ("25", "25.50"; empty clears it), else
/// the one kept: `Err(invalid)` unless it reads within `range` cents.
pub fn sent_amount(
    sent: Option<Option<String>>,
    kept: Option<&Money>,
    range: RangeInclusive<i64>,
    invalid: &'static str,
) -> Result<Option<i64>, &'static str> {
    match sent {
        None => Ok(kept.map(|m| m.amount_cents)),
        Some(sent) => match cleaned(sent) {
            None => Ok(None),
            Some(text) => parse_amount_cents(&text)
                .filter(|cents| range.contains(cents))
                .map(Some)
                .ok_or(invalid),
        },
    }
}

/// The currency a draft sends, else the one kept, else `default`.
pub fn sent_currency(
    sent: Option<Option<String>>,
    kept: Option<&Money>,
    default: &str,
) -> Result<String, &'static str> {
    match sent.and_then(cleaned) {
        None => Ok(kept.map_or(default.to_owned(), |m| m.currency.clone())),
        Some(code) => parse_currency(&code).ok_or(messages::EXCHANGE_CURRENCY_INVALID),
    }
}
