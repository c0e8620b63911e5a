//! The built-in engine: catalog items scored against what the request says,
//! one idea per product type, matches first and well-loved fillers after.

use std::collections::{BTreeMap, HashMap};

use crate::catalog::{tokens, Catalog, CatalogItem};

use super::budget::{median, typical_price};
use super::interests::Evidence;
use super::phrasing::suggestion;
use super::reading::{read_request, Reading};
use super::vocabulary::{Audience, Pronoun};
use super::{GiftRequest, GiftSuggestion};

const MIN_SUGGESTIONS: usize = 3;
const MAX_SUGGESTIONS: usize = 5;
const MAX_PER_CATEGORY: usize = 2;

const MALE_ONLY: &[&str] = &["cologne", "beard", "groomsman", "groom"];
const FEMALE_ONLY: &[&str] = &["perfume", "makeup"];
const CHILD_OK: &[&str] = &[
    "kids",
    "toddler",
    "family",
    "lego",
    "games",
    "board-games",
    "stem",
    "science",
];
const TEEN_OK: &[&str] = &[
    "teen",
    "family",
    "lego",
    "games",
    "board-games",
    "gaming",
    "stem",
    "science",
];
const BABY_OK: &[&str] = &["baby", "newborn", "baby-shower", "toddler", "new-parents"];

#[derive(Default, Clone)]
pub(super) struct Signals {
    pub score: f64,
    /// The interests it is for (their labels), and how.
    pub interests: Vec<(String, Evidence)>,
    pub occasion: bool,
    pub recipient: bool,
}

fn item_signals(item: &CatalogItem, reading: &Reading) -> Option<Signals> {
    let has_tag = |t: &str| item.tags.iter().any(|x| x == t);
    let has_any = |list: &[&str]| list.iter().any(|t| has_tag(t));
    let has_any_of = |list: &[String]| list.iter().any(|t| has_tag(t));
    let name_words = tokens(&format!("{} {}", item.name, item.product_type));

    match reading.audience {
        Some(Audience::Baby) if !has_any(BABY_OK) => return None,
        Some(Audience::Child) if !has_any(CHILD_OK) => return None,
        Some(Audience::Teen) if !has_any(TEEN_OK) => return None,
        Some(Audience::Adult)
            if has_any(&["kids", "toddler", "baby"])
                && !has_any(&["teen", "adults", "family", "couple"]) =>
        {
            return None
        }
        _ => {}
    }
    if let Some(r) = reading.recipient {
        let excluded = match r.pronoun {
            Pronoun::She => MALE_ONLY,
            Pronoun::He => FEMALE_ONLY,
            Pronoun::They => &[],
        };
        if has_any(excluded) {
            return None;
        }
    }
    let budget = reading.budget.range();
    if let Some(max) = budget.max {
        if item.price > max {
            return None;
        }
    }

    let mut s = Signals::default();
    for interest in &reading.interests {
        if let Some((evidence, score)) = interest.evidence(item, &name_words) {
            s.score += score;
            s.interests.push((interest.label.clone(), evidence));
        }
    }
    if let Some(o) = reading.occasion {
        if has_any_of(&o.tags) {
            s.score += 2.0;
            s.occasion = true;
        }
    }
    if let Some(r) = reading.recipient {
        if has_any_of(&r.tags) {
            s.score += 2.0;
            s.recipient = true;
        }
    }
    if let Some(min) = budget.min {
        if item.price < min {
            s.score -= 1.0;
        }
    }
    Some(s)
}

pub(super) struct TypeCandidate<'a> {
    pub product_type: &'a str,
    pub category: &'a str,
    pub score: f64,
    pub signals: Signals,
    /// Median price of the type's items that fit the budget.
    pub price: f64,
    pub popularity: f64,
}

/// 3 to 5 gift ideas (product types with a reason) from the catalog,
/// deterministic for the same request.
pub fn suggest_offline(req: &GiftRequest, catalog: &Catalog) -> Vec<GiftSuggestion> {
    let reading = read_request(req, catalog);
    let candidates = ranked_types(&reading, catalog, |_| true);
    choose(&candidates)
        .into_iter()
        .map(|c| suggestion(c, &reading))
        .collect()
}

/// Every product type with an item `wanted` keeps, scored against what was
/// read (the best item's signals), within the budget, best first.
pub(super) fn ranked_types<'a>(
    reading: &Reading,
    catalog: &'a Catalog,
    wanted: impl Fn(&CatalogItem) -> bool,
) -> Vec<TypeCandidate<'a>> {
    // Best-signal item per product type, plus its in-budget prices.
    let mut by_type: BTreeMap<&str, (Signals, &CatalogItem, Vec<f64>)> = BTreeMap::new();
    for item in catalog.items().iter().filter(|item| wanted(item)) {
        let Some(signals) = item_signals(item, reading) else {
            continue;
        };
        let entry = by_type.entry(item.product_type.as_str());
        match entry {
            std::collections::btree_map::Entry::Vacant(v) => {
                v.insert((signals, item, vec![item.price]));
            }
            std::collections::btree_map::Entry::Occupied(mut o) => {
                let (best, best_item, prices) = o.get_mut();
                prices.push(item.price);
                let better = signals.score > best.score
                    || (signals.score == best.score && item.popularity() > best_item.popularity());
                if better {
                    *best = signals;
                    *best_item = item;
                }
            }
        }
    }

    let typical: HashMap<&str, f64> = by_type
        .keys()
        .filter_map(|t| typical_price(catalog, t).map(|p| (*t, p)))
        .collect();
    let mut candidates: Vec<TypeCandidate> = by_type
        .into_iter()
        .filter(
            |(t, _)| match (reading.budget.range().max, typical.get(t)) {
                (Some(max), Some(p)) => *p <= max,
                _ => true,
            },
        )
        .filter_map(|(t, (signals, item, mut prices))| {
            let price = median(&mut prices)?;
            Some(TypeCandidate {
                product_type: t,
                category: item.category.as_str(),
                score: signals.score,
                signals,
                price,
                popularity: item.popularity(),
            })
        })
        .collect();
    candidates.sort_by(|a, b| {
        b.score
            .total_cmp(&a.score)
            .then(b.popularity.total_cmp(&a.popularity))
            .then_with(|| a.product_type.cmp(b.product_type))
    });
    candidates
}

/// 3 to 5 of the ranked types: matches first (at most two per category),
/// then well-loved fillers.
pub(super) fn choose<'c, 'a>(candidates: &'c [TypeCandidate<'a>]) -> Vec<&'c TypeCandidate<'a>> {
    let mut chosen: Vec<&TypeCandidate> = Vec::new();
    let mut per_category: HashMap<&str, usize> = HashMap::new();
    for pass in 0..3 {
        for c in candidates {
            if chosen.len() >= MAX_SUGGESTIONS || (pass > 0 && chosen.len() >= MIN_SUGGESTIONS) {
                break;
            }
            if chosen.iter().any(|x| x.product_type == c.product_type) {
                continue;
            }
            let n = per_category.get(c.category).copied().unwrap_or(0);
            let ok = match pass {
                0 => c.score > 0.0 && n < MAX_PER_CATEGORY,
                1 => n < MAX_PER_CATEGORY && !matches!(c.category, "restaurants" | "travel"),
                _ => true,
            };
            if ok {
                chosen.push(c);
                *per_category.entry(c.category).or_insert(0) += 1;
            }
        }
    }
    chosen
}

/// The signals of one item (None: it does not suit who it is for).
pub(super) fn signals_of(item: &CatalogItem, reading: &Reading) -> Option<Signals> {
    item_signals(item, reading)
}
