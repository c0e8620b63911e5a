//! Reading a gift request: who it is for, the occasion, interests, budget
//! and age group, from the form's fields and the free text.

use crate::catalog::stem;

use super::budget::{parse_budget_field, parse_budget_text, Budget};
use super::vocabulary::{vocabulary, Audience, InterestKind, OccasionKind, RecipientKind, Worded};
use super::GiftRequest;

/// Everything [`suggest_offline`] read from a request.
#[derive(Debug, Clone, Default)]
pub(super) struct Reading {
    pub recipient: Option<&'static RecipientKind>,
    /// The word the user used for them ("mom", "niece").
    pub recipient_word: String,
    pub occasion: Option<&'static OccasionKind>,
    pub interests: Vec<&'static InterestKind>,
    pub budget: Budget,
    pub audience: Option<Audience>,
}

/// Lower-cased words (one-letter words such as the `s` of `mom's` dropped).
pub(super) fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() > 1 || w.chars().all(|c| c.is_ascii_digit()))
        .map(str::to_owned)
        .collect()
}

/// Position of the first occurrence of `phrase` (one or two words, compared
/// stemmed) in `stemmed`.
fn find_phrase(stemmed: &[String], phrase: &str) -> Option<usize> {
    let parts: Vec<String> = phrase.split(' ').map(stem).collect();
    if parts.is_empty() || parts.len() > stemmed.len() {
        return None;
    }
    (0..=stemmed.len() - parts.len())
        .find(|&i| parts.iter().enumerate().all(|(j, p)| &stemmed[i + j] == p))
}

/// The kind whose word appears first in `text`, and that word as written.
fn first_match<T: Worded>(text: &str, kinds: &'static [T]) -> Option<(&'static T, String)> {
    let raw = words(text);
    let stemmed: Vec<String> = raw.iter().map(|w| stem(w)).collect();
    kinds
        .iter()
        .filter_map(|kind| {
            kind.words()
                .iter()
                .filter_map(|w| find_phrase(&stemmed, w))
                .min()
                .map(|pos| (pos, kind))
        })
        .min_by_key(|(pos, _)| *pos)
        .map(|(pos, kind)| (kind, raw.get(pos).cloned().unwrap_or_default()))
}

/// Every kind whose word appears in `text`, in order of appearance.
fn all_matches<T: Worded>(text: &str, kinds: &'static [T]) -> Vec<&'static T> {
    let stemmed: Vec<String> = words(text).iter().map(|w| stem(w)).collect();
    let mut found: Vec<(usize, &'static T)> = kinds
        .iter()
        .filter_map(|kind| {
            kind.words()
                .iter()
                .filter_map(|w| find_phrase(&stemmed, w))
                .min()
                .map(|pos| (pos, kind))
        })
        .collect();
    found.sort_by_key(|(pos, _)| *pos);
    found.into_iter().map(|(_, kind)| kind).collect()
}

pub(super) fn read_request(req: &GiftRequest) -> Reading {
    let vocabulary = vocabulary();
    let query = field(&req.query).unwrap_or("");

    let found = [field(&req.recipient), field(&req.relationship), Some(query)]
        .into_iter()
        .flatten()
        .find_map(|text| first_match(text, &vocabulary.recipients));
    let (recipient, recipient_word) = match found {
        Some((kind, word)) => (Some(kind), word),
        None => (None, String::new()),
    };
    let occasion = [field(&req.occasion), Some(query)]
        .into_iter()
        .flatten()
        .find_map(|text| first_match(text, &vocabulary.occasions))
        .map(|(kind, _)| kind);

    let mut interests: Vec<&'static InterestKind> = Vec::new();
    if let Some(list) = field(&req.interests) {
        for part in list.split([',', ';', '/', '&', '\n']) {
            for kind in all_matches(part, &vocabulary.interests) {
                push_unique(&mut interests, kind);
            }
        }
    }
    for kind in all_matches(query, &vocabulary.interests) {
        push_unique(&mut interests, kind);
    }
    let budget = field(&req.budget)
        .map(parse_budget_field)
        .filter(|b| b.min.is_some() || b.max.is_some())
        .unwrap_or_else(|| parse_budget_text(query));

    let audience = field(&req.age_group)
        .and_then(audience_of)
        .or_else(|| age_in_text(query))
        .or_else(|| recipient.map(|r| r.audience));

    Reading {
        recipient,
        recipient_word,
        occasion,
        interests,
        budget,
        audience,
    }
}

pub(super) fn field(f: &Option<String>) -> Option<&str> {
    f.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

fn push_unique<T>(list: &mut Vec<&'static T>, item: &'static T) {
    if !list.iter().any(|x| std::ptr::eq(*x, item)) {
        list.push(item);
    }
}

fn audience_of(age_group: &str) -> Option<Audience> {
    let w: Vec<String> = words(age_group).iter().map(|w| stem(w)).collect();
    let has = |list: &[&str]| w.iter().any(|x| list.contains(&x.as_str()));
    if has(&["baby", "infant", "newborn", "toddler"]) {
        Some(Audience::Baby)
    } else if has(&["teen", "teenager", "tween", "adolescent"]) {
        Some(Audience::Teen)
    } else if has(&["child", "kid", "children", "boy", "girl"]) {
        Some(Audience::Child)
    } else if has(&["adult", "senior", "elderly", "grown", "young", "middle"]) {
        Some(Audience::Adult)
    } else {
        // "0-2", "8-12", "65+": the first number decides.
        let first: Option<u32> = w.iter().find_map(|x| x.parse().ok());
        first.map(audience_for_age)
    }
}

pub(super) fn audience_for_age(years: u32) -> Audience {
    match years {
        0..=2 => Audience::Baby,
        3..=12 => Audience::Child,
        13..=17 => Audience::Teen,
        _ => Audience::Adult,
    }
}

/// "8 year old", "8-year-old", "15 yo", "6 months old".
fn age_in_text(text: &str) -> Option<Audience> {
    let w = words(text);
    w.windows(2).find_map(|pair| {
        let n: u32 = pair[0].parse().ok()?;
        match pair[1].as_str() {
            "year" | "years" | "yr" | "yrs" | "yo" => Some(audience_for_age(n)),
            "month" | "months" | "week" | "weeks" => Some(Audience::Baby),
            _ => None,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_recipient_and_occasion_from_query() {
        let req = GiftRequest {
            query: Some("Ideas for my mom's birthday, she loves gardening and tea".into()),
            ..Default::default()
        };
        let r = read_request(&req);
        assert_eq!(r.recipient.map(|k| k.label.as_str()), Some("mum"));
        assert_eq!(r.occasion.map(|k| k.label.as_str()), Some("birthday"));
        let labels: Vec<_> = r.interests.iter().map(|k| k.label.as_str()).collect();
        assert_eq!(labels, vec!["gardening", "tea"]);
    }
}
