//! Phrasing an idea in English: articles, capitals, and the one-sentence
//! reason with its price.

use super::budget::dollars;
use super::ranking::TypeCandidate;
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
    let text = if PROPER_FIRST.contains(&first) {
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

fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The idea as the user reads it: why it fits, and what it costs against
/// their budget.
pub(super) fn suggestion(c: &TypeCandidate, reading: &Reading) -> GiftSuggestion {
    let mut sentence = why(c, reading);
    let price = dollars(c.price.round());
    match (reading.budget.min, reading.budget.max) {
        (min, Some(max)) => {
            let budget = match min {
                Some(min) => format!("{}-{}", dollars(min), dollars(max)),
                None => dollars(max),
            };
            sentence.push_str(&format!(
                ", and at around {price} it fits your {budget} budget."
            ));
        }
        (Some(min), None) => sentence.push_str(&format!(
            ", and good ones start around {price} (your budget: {}+).",
            dollars(min)
        )),
        (None, None) => sentence.push_str(&format!("; expect to spend around {price}.")),
    }
    GiftSuggestion {
        product_type: c.product_type.to_owned(),
        reasoning: sentence,
    }
}

/// Why an idea fits, without its price ("She loves gardening, so gardening
/// gloves would make a thoughtful birthday gift").
pub(super) fn why(c: &TypeCandidate, reading: &Reading) -> String {
    let (subject, verb) = match reading.recipient.map(|r| r.pronoun) {
        Some(Pronoun::She) => ("She", "loves"),
        Some(Pronoun::He) => ("He", "loves"),
        _ => ("They", "love"),
    };
    let recipient = match reading.recipient {
        Some(r) if c.signals.recipient && r.audience == Audience::Baby => {
            Some("the new baby".to_owned())
        }
        Some(_) if c.signals.recipient && !reading.recipient_word.is_empty() => {
            Some(format!("your {}", reading.recipient_word))
        }
        _ => None,
    };
    let occasion = reading
        .occasion
        .map(|o| o.label.as_str())
        .filter(|_| c.signals.occasion);
    let thing = with_article(c.product_type);

    if let Some(interest) = c.signals.interests.first() {
        match occasion {
            Some(o) => {
                format!("{subject} {verb} {interest}, so {thing} would make a thoughtful {o} gift")
            }
            None => format!("{subject} {verb} {interest}, and {thing} is made for that"),
        }
    } else {
        let thing = capitalize(&thing);
        match (occasion, recipient) {
            (Some(o), Some(r)) => format!("{thing} would make a lovely {o} gift for {r}"),
            (Some(o), None) => format!("{thing} is a popular {o} gift"),
            (None, Some(r)) => format!("{thing} is a well-loved gift for {r}"),
            (None, None) => format!("{thing} is a well-reviewed crowd-pleaser"),
        }
    }
}
