//! Reading a gift request: who it is for, the occasion, interests, budget
//! and age group, from the form's fields and the free text.

use crate::catalog::{stem, Catalog};

use super::budget::{read_budget_field, read_budget_text, StatedBudget};
use super::interests::{interests_in, interests_of, push_unique, Interest};
use super::vocabulary::{vocabulary, Audience, OccasionKind, RecipientKind, Worded};
use super::GiftRequest;

/// Everything [`suggest_offline`] read from a request.
#[derive(Debug, Clone, Default)]
pub(super) struct Reading {
    pub recipient: Option<&'static RecipientKind>,
    /// The word the user used for them ("mom", "niece").
    pub recipient_word: String,
    pub occasion: Option<&'static OccasionKind>,
    /// Every interest stated, in order: the vocabulary's and the user's own.
    pub interests: Vec<Interest>,
    /// The budget as said (its prices: `budget.range()`).
    pub budget: StatedBudget,
    pub audience: Option<Audience>,
    /// It is for the person asking ("for myself"): said to them as "you".
    pub for_me: bool,
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
pub(super) fn all_matches<T: Worded>(text: &str, kinds: &'static [T]) -> Vec<&'static T> {
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

pub(super) fn read_request(req: &GiftRequest, catalog: &Catalog) -> Reading {
    let vocabulary = vocabulary();
    let query = field(&req.query).unwrap_or("");

    let occasion = [field(&req.occasion), Some(query)]
        .into_iter()
        .flatten()
        .find_map(|text| first_match(text, &vocabulary.occasions))
        .map(|(kind, _)| kind);
    let who = who_text(query, occasion);
    let found = [field(&req.recipient), field(&req.relationship), Some(&who)]
        .into_iter()
        .flatten()
        .find_map(|text| first_match(text, &vocabulary.recipients));
    let (recipient, recipient_word) = match found {
        Some((kind, word)) => (Some(kind), word),
        None => (None, String::new()),
    };

    let mut interests: Vec<Interest> = Vec::new();
    if let Some(list) = field(&req.interests) {
        for part in list.split([',', ';', '/', '&', '\n']) {
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            for interest in interests_of(part, catalog) {
                push_unique(&mut interests, interest);
            }
        }
    }
    for interest in interests_in(query, catalog) {
        push_unique(&mut interests, interest);
    }
    let budget = field(&req.budget)
        .map(read_budget_field)
        .filter(|b| b.is_said())
        .unwrap_or_else(|| read_budget_text(query));

    let audience = field(&req.age_group)
        .and_then(audience_of)
        .or_else(|| age_in_text(query))
        .or_else(|| recipient.map(|r| r.audience))
        // A baby shower's gifts are for the baby and the new parents.
        .or_else(|| {
            occasion
                .filter(|o| o.tags.iter().any(|t| t == "baby-shower"))
                .map(|_| Audience::Baby)
        });

    Reading {
        recipient,
        recipient_word,
        occasion,
        interests,
        budget,
        audience,
        for_me: false,
    }
}

/// Relationships the vocabulary files under another ("nephew" under
/// "son"), named as said.
const SAID_AS_IS: &[&str] = &[
    "nephew",
    "grandson",
    "niece",
    "granddaughter",
    "coach",
    "mentor",
    "manager",
    "client",
    "roommate",
    "spouse",
    "fiance",
    "fiancee",
    "fiancé",
    "fiancée",
    "stepmom",
    "stepmum",
    "stepdad",
];

impl Reading {
    /// Who it is for, as an answer names them: "your mum", "your nephew".
    pub fn recipient_name(&self) -> Option<String> {
        let kind = self.recipient?;
        let word = self.recipient_word.to_lowercase();
        Some(if SAID_AS_IS.contains(&word.as_str()) {
            format!("your {word}")
        } else {
            format!("your {}", kind.label)
        })
    }
}

/// The text to read who a gift is for from: without the occasion's words
/// ("Mother's Day" names no mother, a "baby shower" no baby) and without
/// whose someone is ("my son's teacher" is for the teacher).
fn who_text(query: &str, occasion: Option<&OccasionKind>) -> String {
    let recipients = &vocabulary().recipients;
    let bare = |w: &str| {
        w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
            .to_lowercase()
    };
    let is_someone = |w: &str| {
        let w = stem(&bare(w));
        recipients
            .iter()
            .any(|k| k.words.iter().any(|x| stem(x) == w))
    };
    let raw: Vec<&str> = query.split_whitespace().collect();
    let mut kept: Vec<&str> = Vec::new();
    for (i, token) in raw.iter().enumerate() {
        let owner = bare(token).ends_with("'s") || bare(token).ends_with("’s");
        if owner && raw.get(i + 1).is_some_and(|next| is_someone(next)) {
            continue;
        }
        kept.push(token);
    }
    let mut said = words(&kept.join(" "));
    if let Some(occasion) = occasion {
        for phrase in occasion.words() {
            loop {
                let stemmed: Vec<String> = said.iter().map(|w| stem(w)).collect();
                let Some(at) = find_phrase(&stemmed, phrase) else {
                    break;
                };
                said.drain(at..at + phrase.split(' ').count());
            }
        }
    }
    said.join(" ")
}

pub(super) fn field(f: &Option<String>) -> Option<&str> {
    f.as_deref().map(str::trim).filter(|s| !s.is_empty())
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
        let r = read_request(&req, Catalog::bundled());
        assert_eq!(r.recipient.map(|k| k.label.as_str()), Some("mum"));
        assert_eq!(r.occasion.map(|k| k.label.as_str()), Some("birthday"));
        let labels: Vec<_> = r.interests.iter().map(|k| k.label.as_str()).collect();
        assert_eq!(labels, vec!["gardening", "tea"]);
    }
}
