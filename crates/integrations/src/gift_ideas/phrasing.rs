//! Phrasing an idea in English: articles, capitals, and the one-sentence
//! reason with its price.

use crate::catalog::CatalogItem;

use super::budget::{dollars, StatedBudget};
use super::interests::Evidence;
use super::ranking::{Signals, TypeCandidate};
use super::reading::Reading;
use super::vocabulary::{Audience, Pronoun};
use super::GiftSuggestion;

/// Product types whose first word is a proper noun keep their capital.
const PROPER_FIRST: &[&str] = &[
    "American",
    "Asian",
    "Brazilian",
    "Caribbean",
    "Christmas",
    "Italian",
    "Japanese",
    "LEGO",
    "Mexican",
];

/// "an espresso machine", "a LEGO set", "gardening gloves".
fn with_article(product_type: &str) -> String {
    let first = product_type.split(' ').next().unwrap_or("");
    let acronym = first.chars().count() > 1 && first.chars().all(|c| c.is_ascii_uppercase());
    let text = if PROPER_FIRST.contains(&first) || acronym {
        product_type.to_owned()
    } else {
        let mut chars = product_type.chars();
        match chars.next() {
            Some(c) => c.to_lowercase().chain(chars).collect(),
            None => String::new(),
        }
    };
    let plural = text.ends_with('s') && !text.ends_with("ss");
    let mass = ["jewelry", "gear", "loungewear", "equipment", "supplies"]
        .iter()
        .any(|m| text.ends_with(m));
    if plural || mass {
        text
    } else if text.starts_with(['a', 'e', 'i', 'o', 'A', 'E', 'I', 'O']) {
        format!("an {text}")
    } else {
        format!("a {text}")
    }
}

/// "44,087".
fn thousands(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The idea as the user reads it: why it fits, and what it costs against
/// their budget, in the words they used for it.
pub(super) fn suggestion(c: &TypeCandidate, reading: &Reading) -> GiftSuggestion {
    let mut sentence = why(c, reading);
    let price = dollars(c.price.round());
    match reading.budget {
        StatedBudget::Under(max) | StatedBudget::UpTo(max) => sentence.push_str(&format!(
            ", and at around {price} it fits your {} budget.",
            dollars(max)
        )),
        StatedBudget::Between(min, max) => sentence.push_str(&format!(
            ", and at around {price} it fits your {}-{} budget.",
            dollars(min),
            dollars(max)
        )),
        StatedBudget::About(..) => sentence.push_str(&format!(
            ", and at around {price} it fits your budget of {}.",
            reading.budget.words().unwrap_or_default()
        )),
        StatedBudget::Over(min) | StatedBudget::AtLeast(min) => sentence.push_str(&format!(
            ", and good ones start around {price} (your budget: {}+).",
            dollars(min)
        )),
        StatedBudget::Unsaid => sentence.push_str(&format!("; expect to spend around {price}.")),
    }
    GiftSuggestion {
        product_type: c.product_type.to_owned(),
        reasoning: sentence,
    }
}

/// "She", "loves"; "You", "love" for the person asking.
fn subject(reading: &Reading) -> (&'static str, &'static str) {
    if reading.for_me {
        return ("You", "love");
    }
    match reading.recipient.map(|r| r.pronoun) {
        Some(Pronoun::She) => ("She", "loves"),
        Some(Pronoun::He) => ("He", "loves"),
        _ => ("They", "love"),
    }
}

/// An interest's label as said of them: "their pets" is "her pets".
pub(super) fn label_for(label: &str, reading: &Reading) -> String {
    let possessive = match reading.recipient.map(|r| r.pronoun) {
        _ if reading.for_me => "your ",
        Some(Pronoun::She) => "her ",
        Some(Pronoun::He) => "his ",
        _ => "their ",
    };
    match label.strip_prefix("their ") {
        Some(rest) => format!("{possessive}{rest}"),
        None => label.to_owned(),
    }
}

/// Whether `thing` already names `what` ("a meditation cushion", "meditation").
fn names(thing: &str, what: &str) -> bool {
    let thing = thing.to_lowercase();
    what.to_lowercase()
        .split(' ')
        .all(|w| thing.split(' ').any(|t| t.starts_with(w)))
}

/// Why a kind of idea fits, without its price, saying only what is true of
/// it: "She loves gardening, so gardening gloves would make a thoughtful
/// birthday gift"; for something close to an interest, that ("a journal is
/// a pick for mindfulness"), never the interest.
pub(super) fn why(c: &TypeCandidate, reading: &Reading) -> String {
    let (subject, verb) = subject(reading);
    let recipient = match reading.recipient {
        Some(r) if c.signals.recipient && r.audience == Audience::Baby => {
            Some("the new baby".to_owned())
        }
        Some(_) if c.signals.recipient => reading.recipient_name(),
        _ => None,
    };
    let occasion = reading
        .occasion
        .map(|o| o.label.as_str())
        .filter(|_| c.signals.occasion);
    let thing = with_article(c.product_type);

    match c.signals.interests.first() {
        Some((label, Evidence::Own)) => {
            let label = label_for(label, reading);
            match occasion {
                Some(o) => {
                    format!("{subject} {verb} {label}, so {thing} would make a thoughtful {o} gift")
                }
                None if names(c.product_type, &label) => {
                    format!("{subject} {verb} {label}, and {thing} is made for that")
                }
                None => format!("{subject} {verb} {label}, and {thing} is a good match"),
            }
        }
        Some((_, Evidence::Near(what))) => {
            let thing = capitalize(&thing);
            match occasion {
                Some(o) => format!("{thing}, for {what}, would make a thoughtful {o} gift"),
                None => format!("{thing} is a pick for {what}"),
            }
        }
        None => {
            let thing = capitalize(&thing);
            match (occasion, recipient) {
                (Some(o), Some(r)) => format!("{thing} would make a lovely {o} gift for {r}"),
                (Some(o), None) => format!("{thing} is a popular {o} gift"),
                (None, Some(r)) => format!("{thing} is a well-loved gift for {r}"),
                (None, None) => format!("{thing} is a well-reviewed crowd-pleaser"),
            }
        }
    }
}

/// Why one item fits, true of that item: what it is for (an interest it
/// carries, or the close thing it does carry), then what the catalog says
/// it is. "She loves yoga. Non-slip 6 mm mat ..."; "A journal for
/// mindfulness. Record ..."; "A popular birthday gift. ...".
pub(super) fn item_reason(item: &CatalogItem, signals: &Signals, reading: &Reading) -> String {
    let (subject, verb) = subject(reading);
    let thing = with_article(&item.product_type);
    let first = match signals.interests.first() {
        Some((label, Evidence::Own)) => {
            format!("{subject} {verb} {}", label_for(label, reading))
        }
        Some((_, Evidence::Near(what))) if names(&item.product_type, what) => {
            format!("For {what}")
        }
        Some((_, Evidence::Near(what))) => format!("{} for {what}", capitalize(&thing)),
        None => {
            let occasion = reading
                .occasion
                .map(|o| o.label.as_str())
                .filter(|_| signals.occasion);
            let recipient = match reading.recipient {
                Some(r) if signals.recipient && r.audience == Audience::Baby => {
                    Some("the new baby".to_owned())
                }
                Some(_) if signals.recipient => reading.recipient_name(),
                _ => None,
            };
            match (occasion, recipient) {
                (Some(o), Some(r)) => format!("A lovely {o} gift for {r}"),
                (Some(o), None) => format!("A popular {o} gift"),
                (None, Some(r)) => format!("A well-loved gift for {r}"),
                (None, None) if item.review_count > 0 => format!(
                    "Rated {:.1} out of 5 by {} reviewers",
                    item.rating,
                    thousands(item.review_count)
                ),
                (None, None) => capitalize(&thing),
            }
        }
    };
    let description = item.description.trim().trim_end_matches('.');
    if description.is_empty() {
        format!("{first}.")
    } else {
        format!("{first}. {description}.")
    }
}
