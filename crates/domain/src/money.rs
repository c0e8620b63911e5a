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
        amount_text_of(self.amount_cents)
    }

    /// `units` of it (a claim of two at $24.99 costs $49.98); `None` past
    /// what an amount holds.
    pub fn times(self, units: u32) -> Option<Money> {
        Some(Money {
            amount_cents: self.amount_cents.checked_mul(i64::from(units))?,
            currency: self.currency,
        })
    }
}

/// "25.00" for 2500 cents ("-3.50" below zero): what [`parse_amount_cents`]
/// reads back (when not below zero).
pub fn amount_text_of(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let cents = cents.unsigned_abs();
    format!("{sign}{}.{:02}", cents / 100, cents % 100)
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

/// A currency code in the shape of ISO 4217, upper-case: a person's home
/// currency (issue 44), in which budgets and sums are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Currency([u8; 3]);

impl Currency {
    pub fn parse(code: &str) -> Option<Currency> {
        let code = parse_currency(code.trim())?;
        let bytes = code.as_bytes();
        Some(Currency([bytes[0], bytes[1], bytes[2]]))
    }

    pub fn as_str(&self) -> &str {
        // Three ASCII letters, checked by `parse`.
        std::str::from_utf8(&self.0).unwrap_or("USD")
    }
}

/// Amounts added up per currency, in the order each currency first came.
pub fn sum_by_currency<'a>(amounts: impl IntoIterator<Item = &'a Money>) -> Vec<Money> {
    let mut sums: Vec<Money> = Vec::new();
    for money in amounts {
        match sums.iter_mut().find(|s| s.currency == money.currency) {
            Some(sum) => sum.amount_cents = sum.amount_cents.saturating_add(money.amount_cents),
            None => sums.push(money.clone()),
        }
    }
    sums
}

#[cfg(test)]
mod currency_tests {
    use super::*;

    #[test]
    fn a_currency_is_three_letters_upper_cased() {
        assert_eq!(Currency::parse(" eur ").unwrap().as_str(), "EUR");
        for bad in ["", "EU", "EURO", "E1R", "€"] {
            assert_eq!(Currency::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn sums_keep_each_currency_apart() {
        let m = |cents, currency: &str| Money {
            amount_cents: cents,
            currency: currency.into(),
        };
        let amounts = [m(100, "USD"), m(250, "EUR"), m(5, "USD")];
        assert_eq!(
            sum_by_currency(&amounts),
            vec![m(105, "USD"), m(250, "EUR")]
        );
    }
}
