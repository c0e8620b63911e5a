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

/// Words before an amount that make it a ceiling said as "under".
const UNDER_WORDS: &[&str] = &[
    "under",
    "below",
    "less than",
    "lower than",
    "cheaper than",
    "<",
];
/// Words before an amount that make it a ceiling said as a limit ("up to").
const UP_TO_WORDS: &[&str] = &[
    "up to",
    "upto",
    "max",
    "maximum",
    "within",
    "no more than",
    "not more than",
    "at most",
    "budget",
    "spend",
];
/// Words just before an amount that make it approximate; the answer
/// repeats the word the user chose.
const ABOUT_WORDS: &[&str] = &[
    "about",
    "around",
    "roughly",
    "approximately",
    "approx",
    "circa",
    "~",
];
const OVER_WORDS: &[&str] = &["over", "above", "more than", ">"];
const AT_LEAST_WORDS: &[&str] = &["at least", "minimum", "min", "starting at"];

/// "About $30" stretches to this share of the amount below it...
const ABOUT_LOW: f64 = 0.6;
/// ...and this multiple above it.
const ABOUT_HIGH: f64 = 1.15;

/// A budget as the user said it, so an answer says it back the same way
/// ("about $30" stays about, "under $50" stays under, "$20-40" a range).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum StatedBudget {
    #[default]
    Unsaid,
    /// "under $50", "less than 50 dollars".
    Under(f64),
    /// "up to $50", "budget $50", "max 50", a bare "$50".
    UpTo(f64),
    /// "about $30", "around 100", "roughly $40", "$30ish"; the word as said.
    About(f64, &'static str),
    /// "over $200", "more than 200".
    Over(f64),
    /// "at least $100", "100+", "$100 or more".
    AtLeast(f64),
    /// "$20-40", "$20 to $40", "between 20 and 40".
    Between(f64, f64),
}

impl StatedBudget {
    /// The prices it allows.
    pub fn range(self) -> Budget {
        match self {
            StatedBudget::Unsaid => Budget::default(),
            // "Under $50" leaves out an item at exactly $50; "over" too.
            StatedBudget::Under(max) => Budget {
                min: None,
                max: Some(cents(max - 0.01)),
            },
            StatedBudget::UpTo(max) => Budget {
                min: None,
                max: Some(max),
            },
            StatedBudget::About(amount, _) => Budget {
                min: Some(cents(amount * ABOUT_LOW)),
                max: Some(cents(amount * ABOUT_HIGH)),
            },
            StatedBudget::Over(min) => Budget {
                min: Some(cents(min + 0.01)),
                max: None,
            },
            StatedBudget::AtLeast(min) => Budget {
                min: Some(min),
                max: None,
            },
            StatedBudget::Between(min, max) => Budget {
                min: Some(min),
                max: Some(max),
            },
        }
    }

    /// The budget in words, as the user put it: "about $30", "under $50",
    /// "between $20 and $40"; None when none was said.
    pub fn words(self) -> Option<String> {
        Some(match self {
            StatedBudget::Unsaid => return None,
            StatedBudget::Under(max) => format!("under {}", dollars(max)),
            StatedBudget::UpTo(max) => format!("up to {}", dollars(max)),
            StatedBudget::About(amount, word) => format!("{word} {}", dollars(amount)),
            StatedBudget::Over(min) => format!("over {}", dollars(min)),
            StatedBudget::AtLeast(min) => format!("at least {}", dollars(min)),
            StatedBudget::Between(min, max) if (max - min).abs() < 0.01 => {
                format!("around {}", dollars(max))
            }
            StatedBudget::Between(min, max) => {
                format!("between {} and {}", dollars(min), dollars(max))
            }
        })
    }

    pub fn is_said(self) -> bool {
        self != StatedBudget::Unsaid
    }
}

/// Whether `text` has `word` as a whole word ("lover" does not say "over").
fn mentions(text: &str, word: &str) -> bool {
    let symbol = !word.starts_with(|c: char| c.is_alphanumeric());
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        symbol
            || (before.is_none_or(|c| !c.is_alphanumeric())
                && after.is_none_or(|c| !c.is_alphanumeric()))
    })
}

fn cents(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// Reads a budget field: "$50", "under 100", "50-100", "$50 to $100",
/// "over 200", "100+", "cheap", "luxury". A lone amount is a ceiling.
pub fn parse_budget_field(text: &str) -> Budget {
    read_budget_field(text).range()
}

/// Reads a budget from free text, where a number counts only with a `$`,
/// "dollars"/"bucks", or a budget word ("under 100"): "a 10 year old" is no
/// budget.
pub fn parse_budget_text(text: &str) -> Budget {
    read_budget_text(text).range()
}

/// [`parse_budget_field`], keeping how the budget was said.
pub fn read_budget_field(text: &str) -> StatedBudget {
    read_budget(text, false)
}

/// [`parse_budget_text`], keeping how the budget was said.
pub fn read_budget_text(text: &str) -> StatedBudget {
    read_budget(text, true)
}

fn read_budget(text: &str, strict: bool) -> StatedBudget {
    let lower = text.to_lowercase().replace(['–', '—'], "-");
    let found = amounts(&lower);
    let context_before = |a: &Amount| -> String {
        let before = lower[..a.start].trim_end().trim_end_matches('$').trim_end();
        let from = before.char_indices().rev().nth(15).map_or(0, |(i, _)| i);
        before[from..].to_owned()
    };
    let has_word = |ctx: &str, list: &[&str]| list.iter().any(|w| mentions(ctx, w));
    // The word right before the amount ("about $30", "~30").
    let about_word = |ctx: &str| {
        ABOUT_WORDS.iter().copied().find(|w| {
            ctx.strip_suffix(w).is_some_and(|rest| {
                w.len() == 1 || rest.is_empty() || rest.ends_with(|c: char| !c.is_alphanumeric())
            })
        })
    };
    let moneyish = |a: &Amount| {
        !strict || a.dollar || {
            let ctx = context_before(a);
            has_word(&ctx, UNDER_WORDS)
                || has_word(&ctx, UP_TO_WORDS)
                || about_word(&ctx).is_some()
                || has_word(&ctx, OVER_WORDS)
                || has_word(&ctx, AT_LEAST_WORDS)
                || ctx.ends_with("between")
        }
    };

    // "10 year old", "6 months".
    let is_age = |a: &Amount| {
        let after = lower[a.end..].trim_start();
        ["year", "yr", "yo", "month", "week"]
            .iter()
            .any(|w| after.starts_with(w))
    };

    // Ranges: "50-100", "$50 to $100", "between 50 and 100".
    for pair in found.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        let between = lower[a.end..b.start].trim().trim_end_matches('$').trim();
        let plain_range = matches!(between, "-" | "to") && !is_age(b);
        if matches!(between, "-" | "to" | "and" | "or")
            && (moneyish(a) || moneyish(b) || plain_range)
            && a.value <= b.value
        {
            return StatedBudget::Between(a.value, b.value);
        }
    }
    if let Some(a) = found
        .iter()
        .find(|a| moneyish(a) && a.value > 0.0 && !(strict && !a.dollar && is_age(a)))
    {
        let ctx = context_before(a);
        let rest = lower[a.end..].trim_start();
        let rest = ["dollars", "dollar", "bucks", "buck", "usd"]
            .iter()
            .find_map(|w| rest.strip_prefix(w))
            .unwrap_or(rest)
            .trim_start();
        if rest.starts_with('+')
            || rest.starts_with("or more")
            || rest.starts_with("and up")
            || rest.starts_with("or above")
            || has_word(&ctx, AT_LEAST_WORDS)
        {
            return StatedBudget::AtLeast(a.value);
        }
        if has_word(&ctx, OVER_WORDS) {
            return StatedBudget::Over(a.value);
        }
        if let Some(word) = about_word(&ctx) {
            let word = match word {
                "around" | "roughly" => word,
                _ => "about",
            };
            return StatedBudget::About(a.value, word);
        }
        if rest.starts_with("ish") || rest.starts_with("-ish") || rest.starts_with("or so") {
            return StatedBudget::About(a.value, "about");
        }
        if has_word(&ctx, UNDER_WORDS) {
            return StatedBudget::Under(a.value);
        }
        return StatedBudget::UpTo(a.value);
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
        return StatedBudget::UpTo(30.0);
    }
    if has(&["modest", "moderate", "reasonable", "mid"]) {
        return StatedBudget::UpTo(100.0);
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
        return StatedBudget::AtLeast(150.0);
    }
    StatedBudget::Unsaid
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
