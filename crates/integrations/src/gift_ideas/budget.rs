//! Budgets: "$50", "under 100", "50-100", "over 200", "cheap", "luxury",
//! and what a product type typically costs.

use crate::catalog::Catalog;

use super::reading::words;

/// A price range in USD; either end may be open.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Budget {
    pub min: Option<f64>,
    pub max: Option<f64>,
}

struct Amount {
    value: f64,
    start: usize,
    end: usize,
    dollar: bool,
}

fn amounts(text: &str) -> Vec<Amount> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = i;
            while i < bytes.len()
                && (bytes[i].is_ascii_digit() || bytes[i] == b',' || bytes[i] == b'.')
            {
                i += 1;
            }
            let raw = text[start..i].trim_end_matches(['.', ',']);
            let end = start + raw.len();
            let mut value: f64 = raw.replace(',', "").parse().unwrap_or(0.0);
            // "1k", "1.5k"
            let mut after = end;
            if text[after..].starts_with('k')
                && !text[after + 1..].starts_with(|c: char| c.is_alphabetic())
            {
                value *= 1000.0;
                after += 1;
            }
            let before = text[..start].trim_end();
            let rest = text[after..].trim_start();
            let dollar = before.ends_with('$')
                || ["dollar", "buck", "usd", "$"]
                    .iter()
                    .any(|w| rest.starts_with(w));
            out.push(Amount {
                value,
                start,
                end: after,
                dollar,
            });
        } else {
            i += 1;
        }
    }
    out
}

const MAX_WORDS: &[&str] = &[
    "under",
    "below",
    "less than",
    "up to",
    "upto",
    "max",
    "maximum",
    "within",
    "no more than",
    "at most",
    "budget",
    "around",
    "about",
    "roughly",
    "spend",
    "<",
    "cheaper than",
];
const MIN_WORDS: &[&str] = &[
    "over",
    "above",
    "more than",
    "at least",
    "minimum",
    "min",
    "starting at",
    ">",
];

/// Reads a budget field: "$50", "under 100", "50-100", "$50 to $100",
/// "over 200", "100+", "cheap", "luxury". A lone amount is a ceiling.
pub fn parse_budget_field(text: &str) -> Budget {
    parse_budget(text, false)
}

/// Reads a budget from free text, where a number counts only with a `$`,
/// "dollars"/"bucks", or a budget word ("under 100"): "a 10 year old" is no
/// budget.
pub fn parse_budget_text(text: &str) -> Budget {
    parse_budget(text, true)
}

fn parse_budget(text: &str, strict: bool) -> Budget {
    let lower = text.to_lowercase().replace(['–', '—'], "-");
    let found = amounts(&lower);
    let context_before = |a: &Amount| -> String {
        let before = lower[..a.start].trim_end().trim_end_matches('$').trim_end();
        let from = before.char_indices().rev().nth(15).map_or(0, |(i, _)| i);
        before[from..].to_owned()
    };
    let has_word = |ctx: &str, list: &[&str]| {
        list.iter()
            .any(|w| ctx.ends_with(w) || ctx.contains(&format!("{w} ")) || ctx == *w)
    };
    let moneyish = |a: &Amount| {
        !strict || a.dollar || {
            let ctx = context_before(a);
            has_word(&ctx, MAX_WORDS) || has_word(&ctx, MIN_WORDS) || ctx.ends_with("between")
        }
    };

    // Ranges: "50-100", "$50 to $100", "between 50 and 100".
    for pair in found.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        let between = lower[a.end..b.start].trim().trim_end_matches('$').trim();
        let after = lower[b.end..].trim_start();
        let is_age = ["year", "yr", "yo", "month", "week"]
            .iter()
            .any(|w| after.starts_with(w));
        let plain_range = matches!(between, "-" | "to") && !is_age;
        if matches!(between, "-" | "to" | "and" | "or")
            && (moneyish(a) || moneyish(b) || plain_range)
            && a.value <= b.value
        {
            return Budget {
                min: Some(a.value),
                max: Some(b.value),
            };
        }
    }
    if let Some(a) = found.iter().find(|a| moneyish(a) && a.value > 0.0) {
        let ctx = context_before(a);
        let rest = lower[a.end..].trim_start();
        if has_word(&ctx, MIN_WORDS)
            || rest.starts_with('+')
            || rest.starts_with("or more")
            || rest.starts_with("and up")
        {
            return Budget {
                min: Some(a.value),
                max: None,
            };
        }
        return Budget {
            min: None,
            max: Some(a.value),
        };
    }
    let w: Vec<String> = words(&lower);
    let has = |list: &[&str]| w.iter().any(|x| list.contains(&x.as_str()));
    if has(&[
        "cheap",
        "inexpensive",
        "affordable",
        "budget",
        "frugal",
        "stocking",
        "small",
    ]) {
        return Budget {
            min: None,
            max: Some(30.0),
        };
    }
    if has(&["modest", "moderate", "reasonable", "mid"]) {
        return Budget {
            min: None,
            max: Some(100.0),
        };
    }
    if has(&[
        "luxury",
        "luxurious",
        "splurge",
        "expensive",
        "premium",
        "lavish",
        "extravagant",
    ]) {
        return Budget {
            min: Some(150.0),
            max: None,
        };
    }
    Budget::default()
}

/// The typical catalog price of a product type: the median of its items'
/// prices. A suggestion is made only when this is within the budget.
pub fn typical_price(catalog: &Catalog, product_type: &str) -> Option<f64> {
    let mut prices: Vec<f64> = catalog
        .items()
        .iter()
        .filter(|i| i.product_type.eq_ignore_ascii_case(product_type))
        .map(|i| i.price)
        .collect();
    median(&mut prices)
}

pub(super) fn median(prices: &mut [f64]) -> Option<f64> {
    if prices.is_empty() {
        return None;
    }
    prices.sort_by(f64::total_cmp);
    let n = prices.len();
    Some(if n % 2 == 1 {
        prices[n / 2]
    } else {
        (prices[n / 2 - 1] + prices[n / 2]) / 2.0
    })
}

pub(super) fn dollars(value: f64) -> String {
    if (value - value.round()).abs() < 0.005 {
        format!("${value:.0}")
    } else {
        format!("${value:.2}")
    }
}
