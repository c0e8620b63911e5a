//! AI gift suggestions (`POST /api/recommendations/ai-suggestions`).
//!
//! [`OpenAiCompatible`] asks an OpenAI-compatible chat completions server
//! (OpenAI, Ollama, vLLM, llama.cpp) when one is configured; otherwise
//! [`suggest_offline`] reads recipient, occasion, budget and interests from
//! the request and ranks the bundled catalog.

use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use serde_json::{json, Value};

use crate::catalog::{stem, tokens, Catalog, CatalogItem};

pub use domain::gift_idea::{GiftRequest, GiftSuggestion};

/// A price range in USD; either end may be open.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Budget {
    pub min: Option<f64>,
    pub max: Option<f64>,
}

// ---------------------------------------------------------------------------
// Reading the request
// ---------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pronoun {
    She,
    He,
    They,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Audience {
    /// Unknown age (a son may be 6 or 40): no filtering.
    Any,
    Adult,
    Teen,
    Child,
    Baby,
}

struct RecipientKind {
    words: &'static [&'static str],
    /// How the reasoning names them ("your mum").
    label: &'static str,
    pronoun: Pronoun,
    audience: Audience,
    /// Catalog tags that suit them.
    tags: &'static [&'static str],
}

const RECIPIENTS: &[RecipientKind] = &[
    RecipientKind {
        words: &[
            "mum", "mom", "mother", "mommy", "mummy", "mama", "stepmom", "stepmum",
        ],
        label: "mum",
        pronoun: Pronoun::She,
        audience: Audience::Adult,
        tags: &["mum", "parent", "for-her", "mothers-day"],
    },
    RecipientKind {
        words: &["dad", "father", "daddy", "papa", "stepdad"],
        label: "dad",
        pronoun: Pronoun::He,
        audience: Audience::Adult,
        tags: &["dad", "parent", "for-him", "fathers-day"],
    },
    RecipientKind {
        words: &["wife"],
        label: "wife",
        pronoun: Pronoun::She,
        audience: Audience::Adult,
        tags: &["wife", "partner", "for-her", "couple"],
    },
    RecipientKind {
        words: &["husband", "hubby"],
        label: "husband",
        pronoun: Pronoun::He,
        audience: Audience::Adult,
        tags: &["husband", "partner", "for-him", "couple"],
    },
    RecipientKind {
        words: &["girlfriend", "gf"],
        label: "girlfriend",
        pronoun: Pronoun::She,
        audience: Audience::Adult,
        tags: &["girlfriend", "wife", "partner", "for-her", "couple"],
    },
    RecipientKind {
        words: &["boyfriend", "bf"],
        label: "boyfriend",
        pronoun: Pronoun::He,
        audience: Audience::Adult,
        tags: &["boyfriend", "husband", "partner", "for-him", "couple"],
    },
    RecipientKind {
        words: &[
            "partner", "spouse", "fiance", "fiancee", "fiancé", "fiancée",
        ],
        label: "partner",
        pronoun: Pronoun::They,
        audience: Audience::Adult,
        tags: &["partner", "couple", "wife", "husband"],
    },
    RecipientKind {
        words: &[
            "grandma",
            "grandmother",
            "granny",
            "nan",
            "nana",
            "nanna",
            "gran",
        ],
        label: "grandma",
        pronoun: Pronoun::She,
        audience: Audience::Adult,
        tags: &["grandparent", "mum", "for-her"],
    },
    RecipientKind {
        words: &["grandpa", "grandfather", "grandad", "granddad", "grandpop"],
        label: "grandpa",
        pronoun: Pronoun::He,
        audience: Audience::Adult,
        tags: &["grandparent", "dad", "for-him"],
    },
    RecipientKind {
        words: &["grandparent", "grandparents"],
        label: "grandparent",
        pronoun: Pronoun::They,
        audience: Audience::Adult,
        tags: &["grandparent"],
    },
    RecipientKind {
        words: &["parent", "parents", "family"],
        label: "family",
        pronoun: Pronoun::They,
        audience: Audience::Adult,
        tags: &["parent", "family", "mum", "dad"],
    },
    RecipientKind {
        words: &["baby", "newborn", "infant"],
        label: "little one",
        pronoun: Pronoun::They,
        audience: Audience::Baby,
        tags: &["baby", "newborn", "baby-shower"],
    },
    RecipientKind {
        words: &["son", "nephew", "grandson"],
        label: "son",
        pronoun: Pronoun::He,
        audience: Audience::Any,
        tags: &["kids", "teen"],
    },
    RecipientKind {
        words: &["daughter", "niece", "granddaughter"],
        label: "daughter",
        pronoun: Pronoun::She,
        audience: Audience::Any,
        tags: &["kids", "teen"],
    },
    RecipientKind {
        words: &["boy"],
        label: "boy",
        pronoun: Pronoun::He,
        audience: Audience::Child,
        tags: &["kids", "teen"],
    },
    RecipientKind {
        words: &["girl"],
        label: "girl",
        pronoun: Pronoun::She,
        audience: Audience::Child,
        tags: &["kids", "teen"],
    },
    RecipientKind {
        words: &["child", "kid", "kids", "children", "toddler"],
        label: "child",
        pronoun: Pronoun::They,
        audience: Audience::Child,
        tags: &["kids", "toddler"],
    },
    RecipientKind {
        words: &["teen", "teenager", "teens"],
        label: "teen",
        pronoun: Pronoun::They,
        audience: Audience::Teen,
        tags: &["teen"],
    },
    RecipientKind {
        words: &["sister", "sis"],
        label: "sister",
        pronoun: Pronoun::She,
        audience: Audience::Adult,
        tags: &["friend", "for-her"],
    },
    RecipientKind {
        words: &["brother", "bro"],
        label: "brother",
        pronoun: Pronoun::He,
        audience: Audience::Adult,
        tags: &["friend", "for-him"],
    },
    RecipientKind {
        words: &["sibling", "siblings"],
        label: "sibling",
        pronoun: Pronoun::They,
        audience: Audience::Adult,
        tags: &["friend"],
    },
    RecipientKind {
        words: &["friend", "friends", "bestie", "buddy", "pal", "roommate"],
        label: "friend",
        pronoun: Pronoun::They,
        audience: Audience::Adult,
        tags: &["friend"],
    },
    RecipientKind {
        words: &["boss", "manager"],
        label: "boss",
        pronoun: Pronoun::They,
        audience: Audience::Adult,
        tags: &["boss", "colleague"],
    },
    RecipientKind {
        words: &[
            "colleague",
            "coworker",
            "workmate",
            "employee",
            "client",
            "team",
        ],
        label: "colleague",
        pronoun: Pronoun::They,
        audience: Audience::Adult,
        tags: &["colleague", "boss", "client"],
    },
    RecipientKind {
        words: &["teacher", "coach", "mentor"],
        label: "teacher",
        pronoun: Pronoun::They,
        audience: Audience::Adult,
        tags: &["teacher", "colleague", "thank-you"],
    },
];

struct OccasionKind {
    /// Single words, or two-word phrases matched on adjacent words.
    words: &'static [&'static str],
    label: &'static str,
    tags: &'static [&'static str],
}

const OCCASIONS: &[OccasionKind] = &[
    OccasionKind {
        words: &["baby shower", "gender reveal", "new baby", "christening"],
        label: "baby shower",
        tags: &["baby-shower", "baby"],
    },
    OccasionKind {
        words: &["mother day", "mothers day"],
        label: "Mother's Day",
        tags: &["mothers-day", "mum"],
    },
    OccasionKind {
        words: &["father day", "fathers day"],
        label: "Father's Day",
        tags: &["fathers-day", "dad"],
    },
    OccasionKind {
        words: &["valentine", "valentines"],
        label: "Valentine's Day",
        tags: &["valentines", "romance", "anniversary"],
    },
    OccasionKind {
        words: &["anniversary"],
        label: "anniversary",
        tags: &["anniversary", "romance", "couple"],
    },
    OccasionKind {
        words: &[
            "wedding",
            "bride",
            "groom",
            "engagement",
            "engaged",
            "bridal",
            "marriage",
        ],
        label: "wedding",
        tags: &["wedding", "couple", "engagement"],
    },
    OccasionKind {
        words: &["graduation", "graduating", "graduate", "grad", "graduated"],
        label: "graduation",
        tags: &["graduation", "graduate", "student"],
    },
    OccasionKind {
        words: &["christmas", "xmas"],
        label: "Christmas",
        tags: &["christmas", "holiday"],
    },
    OccasionKind {
        words: &[
            "holiday",
            "holidays",
            "hanukkah",
            "festive",
            "stocking",
            "secret santa",
            "advent",
        ],
        label: "holiday",
        tags: &["christmas", "holiday"],
    },
    OccasionKind {
        words: &["housewarming", "new home", "new house", "moving"],
        label: "housewarming",
        tags: &["housewarming", "homeowner"],
    },
    OccasionKind {
        words: &["retirement", "retiring", "retired", "retire"],
        label: "retirement",
        tags: &["retirement"],
    },
    OccasionKind {
        words: &["promotion", "new job", "promoted"],
        label: "promotion",
        tags: &["promotion", "new-job", "colleague"],
    },
    OccasionKind {
        words: &["get well", "sick", "hospital", "recovering", "surgery"],
        label: "get-well",
        tags: &["get-well"],
    },
    OccasionKind {
        words: &["thank", "thanks", "appreciation"],
        label: "thank-you",
        tags: &["thank-you"],
    },
    OccasionKind {
        words: &["birthday", "bday", "birth day", "turning"],
        label: "birthday",
        tags: &["birthday"],
    },
];

struct InterestKind {
    words: &'static [&'static str],
    /// How the reasoning names it ("She loves gardening").
    label: &'static str,
    /// Catalog tags that serve it.
    tags: &'static [&'static str],
}

const INTERESTS: &[InterestKind] = &[
    InterestKind {
        words: &[
            "coffee",
            "espresso",
            "latte",
            "cappuccino",
            "barista",
            "caffeine",
        ],
        label: "coffee",
        tags: &["coffee", "espresso", "coffee-lover"],
    },
    InterestKind {
        words: &["tea", "matcha"],
        label: "tea",
        tags: &["tea", "tea-lover"],
    },
    InterestKind {
        words: &[
            "garden",
            "gardening",
            "gardener",
            "plant",
            "houseplant",
            "vegetable",
            "herb",
        ],
        label: "gardening",
        tags: &["gardening", "gardener", "plants", "plant-lover"],
    },
    InterestKind {
        words: &[
            "gaming",
            "gamer",
            "videogame",
            "video game",
            "playstation",
            "xbox",
            "nintendo",
            "esport",
        ],
        label: "gaming",
        tags: &["gaming", "gamer", "video-games", "pc-gaming"],
    },
    InterestKind {
        words: &[
            "cooking", "cook", "chef", "foodie", "kitchen", "recipe", "cuisine",
        ],
        label: "cooking",
        tags: &["cooking", "chef", "foodie"],
    },
    InterestKind {
        words: &["baking", "bake", "baker", "cake", "pastry"],
        label: "baking",
        tags: &["baking", "baker"],
    },
    InterestKind {
        words: &[
            "reading",
            "read",
            "book",
            "novel",
            "reader",
            "bookworm",
            "literature",
            "kindle",
        ],
        label: "reading",
        tags: &["reading", "book-lover"],
    },
    InterestKind {
        words: &[
            "music",
            "musician",
            "vinyl",
            "record",
            "song",
            "concert",
            "audiophile",
        ],
        label: "music",
        tags: &["music", "vinyl"],
    },
    InterestKind {
        words: &[
            "fitness", "gym", "workout", "exercise", "training", "health",
        ],
        label: "fitness",
        tags: &["fitness", "workout"],
    },
    InterestKind {
        words: &["running", "runner", "marathon", "jogging"],
        label: "running",
        tags: &["running"],
    },
    InterestKind {
        words: &["yoga", "pilates", "meditation", "mindfulness"],
        label: "yoga",
        tags: &["yoga", "meditation", "mindfulness"],
    },
    InterestKind {
        words: &["hiking", "hike", "hiker", "trail", "mountain"],
        label: "hiking",
        tags: &["hiking"],
    },
    InterestKind {
        words: &["camping", "camp", "camper"],
        label: "camping",
        tags: &["camping"],
    },
    InterestKind {
        words: &["outdoors", "outdoor", "nature", "adventure", "adventurous"],
        label: "the outdoors",
        tags: &["outdoors", "adventure", "nature"],
    },
    InterestKind {
        words: &[
            "travel",
            "traveling",
            "travelling",
            "traveler",
            "traveller",
            "trip",
            "vacation",
            "wanderlust",
        ],
        label: "travel",
        tags: &["travel", "traveler"],
    },
    InterestKind {
        words: &[
            "tech",
            "technology",
            "gadget",
            "electronic",
            "techie",
            "geek",
        ],
        label: "tech",
        tags: &["tech", "gadgets"],
    },
    InterestKind {
        words: &["wine", "sommelier"],
        label: "wine",
        tags: &["wine", "wine-lover"],
    },
    InterestKind {
        words: &["whiskey", "whisky", "bourbon", "scotch"],
        label: "whiskey",
        tags: &["whiskey", "bourbon"],
    },
    InterestKind {
        words: &["photography", "photo", "camera", "photographer"],
        label: "photography",
        tags: &["photography", "camera"],
    },
    InterestKind {
        words: &[
            "art",
            "drawing",
            "painting",
            "artist",
            "craft",
            "crafting",
            "sketching",
        ],
        label: "art",
        tags: &["art", "drawing", "painting", "creative"],
    },
    InterestKind {
        words: &["fashion", "style", "stylish", "clothe", "clothing"],
        label: "fashion",
        tags: &["fashion", "style"],
    },
    InterestKind {
        words: &["jewelry", "jewellery", "necklace", "bracelet", "earring"],
        label: "jewelry",
        tags: &["jewelry"],
    },
    InterestKind {
        words: &["makeup", "beauty", "skincare", "cosmetic"],
        label: "beauty",
        tags: &["beauty", "skincare", "makeup"],
    },
    InterestKind {
        words: &[
            "spa",
            "pamper",
            "pampering",
            "relax",
            "relaxing",
            "relaxation",
            "selfcare",
            "self care",
        ],
        label: "relaxing",
        tags: &["self-care", "relaxation", "spa"],
    },
    InterestKind {
        words: &["dog", "cat", "pet", "puppy", "kitten"],
        label: "their pets",
        tags: &["pets", "dog-lover", "cat-lover"],
    },
    InterestKind {
        words: &["golf", "golfer", "golfing"],
        label: "golf",
        tags: &["golf"],
    },
    InterestKind {
        words: &["fishing", "fish", "angler", "angling"],
        label: "fishing",
        tags: &["fishing"],
    },
    InterestKind {
        words: &["grilling", "grill", "bbq", "barbecue", "smoker"],
        label: "grilling",
        tags: &["grilling", "bbq"],
    },
    InterestKind {
        words: &["lego"],
        label: "LEGO",
        tags: &["lego"],
    },
    InterestKind {
        words: &["board game", "boardgame", "tabletop", "puzzle", "jigsaw"],
        label: "games and puzzles",
        tags: &["board-games", "puzzles", "games"],
    },
    InterestKind {
        words: &["movie", "film", "cinema", "tv", "streaming", "netflix"],
        label: "movies",
        tags: &["movies", "streaming"],
    },
    InterestKind {
        words: &["chocolate", "sweet", "candy", "dessert"],
        label: "sweet treats",
        tags: &["chocolate", "sweets"],
    },
    InterestKind {
        words: &["candle", "cozy", "cosy", "hygge"],
        label: "cosy nights in",
        tags: &["candles", "cozy"],
    },
    InterestKind {
        words: &["science", "stem", "coding", "robot", "engineering"],
        label: "science",
        tags: &["science", "stem"],
    },
    InterestKind {
        words: &["flower", "flowers", "roses", "floral", "bouquet"],
        label: "flowers",
        tags: &["flowers"],
    },
    InterestKind {
        words: &["dining", "restaurant", "steak", "sushi", "dinner"],
        label: "eating out",
        tags: &["dining", "restaurant"],
    },
];

/// Everything [`suggest_offline`] read from a request.
#[derive(Debug, Clone, Default)]
struct Reading {
    recipient: Option<&'static RecipientKind>,
    /// The word the user used for them ("mom", "niece").
    recipient_word: String,
    occasion: Option<&'static OccasionKind>,
    interests: Vec<&'static InterestKind>,
    budget: Budget,
    audience: Option<Audience>,
}

impl std::fmt::Debug for RecipientKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label)
    }
}
impl std::fmt::Debug for OccasionKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label)
    }
}
impl std::fmt::Debug for InterestKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label)
    }
}

/// Lower-cased words (one-letter words such as the `s` of `mom's` dropped).
fn words(text: &str) -> Vec<String> {
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
fn first_match<T>(
    text: &str,
    kinds: &'static [T],
    words_of: fn(&T) -> &'static [&'static str],
) -> Option<(&'static T, String)> {
    let raw = words(text);
    let stemmed: Vec<String> = raw.iter().map(|w| stem(w)).collect();
    kinds
        .iter()
        .filter_map(|kind| {
            words_of(kind)
                .iter()
                .filter_map(|w| find_phrase(&stemmed, w))
                .min()
                .map(|pos| (pos, kind))
        })
        .min_by_key(|(pos, _)| *pos)
        .map(|(pos, kind)| (kind, raw.get(pos).cloned().unwrap_or_default()))
}

fn all_matches<T>(
    text: &str,
    kinds: &'static [T],
    words_of: fn(&T) -> &'static [&'static str],
) -> Vec<&'static T> {
    let stemmed: Vec<String> = words(text).iter().map(|w| stem(w)).collect();
    let mut found: Vec<(usize, &'static T)> = kinds
        .iter()
        .filter_map(|kind| {
            words_of(kind)
                .iter()
                .filter_map(|w| find_phrase(&stemmed, w))
                .min()
                .map(|pos| (pos, kind))
        })
        .collect();
    found.sort_by_key(|(pos, _)| *pos);
    found.into_iter().map(|(_, kind)| kind).collect()
}

fn read_request(req: &GiftRequest) -> Reading {
    let query = field(&req.query).unwrap_or("");

    let found = [field(&req.recipient), field(&req.relationship), Some(query)]
        .into_iter()
        .flatten()
        .find_map(|text| first_match(text, RECIPIENTS, |k| k.words));
    let (recipient, recipient_word) = match found {
        Some((kind, word)) => (Some(kind), word),
        None => (None, String::new()),
    };
    let occasion = [field(&req.occasion), Some(query)]
        .into_iter()
        .flatten()
        .find_map(|text| first_match(text, OCCASIONS, |k| k.words))
        .map(|(kind, _)| kind);

    let mut interests: Vec<&'static InterestKind> = Vec::new();
    if let Some(list) = field(&req.interests) {
        for part in list.split([',', ';', '/', '&', '\n']) {
            for kind in all_matches(part, INTERESTS, |k| k.words) {
                push_unique(&mut interests, kind);
            }
        }
    }
    for kind in all_matches(query, INTERESTS, |k| k.words) {
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

fn field(f: &Option<String>) -> Option<&str> {
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

fn audience_for_age(years: u32) -> Audience {
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

// ---------------------------------------------------------------------------
// Budgets
// ---------------------------------------------------------------------------

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

fn median(prices: &mut [f64]) -> Option<f64> {
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

fn dollars(value: f64) -> String {
    if (value - value.round()).abs() < 0.005 {
        format!("${value:.0}")
    } else {
        format!("${value:.2}")
    }
}

// ---------------------------------------------------------------------------
// The offline engine
// ---------------------------------------------------------------------------

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

#[derive(Default)]
struct Signals {
    score: f64,
    interests: Vec<&'static str>,
    occasion: bool,
    recipient: bool,
}

fn item_signals(item: &CatalogItem, reading: &Reading) -> Option<Signals> {
    let has_tag = |t: &str| item.tags.iter().any(|x| x == t);
    let has_any = |list: &[&str]| list.iter().any(|t| has_tag(t));
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
    if let Some(max) = reading.budget.max {
        if item.price > max {
            return None;
        }
    }

    let mut s = Signals::default();
    for interest in &reading.interests {
        let by_tag = has_any(interest.tags);
        let by_name = interest.words.iter().any(|w| name_words.contains(&stem(w)));
        if by_tag || by_name {
            s.score += if by_tag { 6.0 } else { 4.0 };
            s.interests.push(interest.label);
        }
    }
    if let Some(o) = reading.occasion {
        if has_any(o.tags) {
            s.score += 2.0;
            s.occasion = true;
        }
    }
    if let Some(r) = reading.recipient {
        if has_any(r.tags) {
            s.score += 2.0;
            s.recipient = true;
        }
    }
    if let Some(min) = reading.budget.min {
        if item.price < min {
            s.score -= 1.0;
        }
    }
    Some(s)
}

struct TypeCandidate<'a> {
    product_type: &'a str,
    category: &'a str,
    score: f64,
    signals: Signals,
    /// Median price of the type's items that fit the budget.
    price: f64,
    popularity: f64,
}

/// 3 to 5 gift ideas (product types with a reason) from the catalog,
/// deterministic for the same request.
pub fn suggest_offline(req: &GiftRequest, catalog: &Catalog) -> Vec<GiftSuggestion> {
    let reading = read_request(req);

    // Best-signal item per product type, plus its in-budget prices.
    let mut by_type: BTreeMap<&str, (Signals, &CatalogItem, Vec<f64>)> = BTreeMap::new();
    for item in catalog.items() {
        let Some(signals) = item_signals(item, &reading) else {
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
        .filter(|(t, _)| match (reading.budget.max, typical.get(t)) {
            (Some(max), Some(p)) => *p <= max,
            _ => true,
        })
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

    let mut chosen: Vec<&TypeCandidate> = Vec::new();
    let mut per_category: HashMap<&str, usize> = HashMap::new();
    // Matches first (at most two per category), then well-loved fillers.
    for pass in 0..3 {
        for c in &candidates {
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
        .into_iter()
        .map(|c| suggestion(c, &reading))
        .collect()
}

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

fn suggestion(c: &TypeCandidate, reading: &Reading) -> GiftSuggestion {
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
        .map(|o| o.label)
        .filter(|_| c.signals.occasion);
    let thing = with_article(c.product_type);

    let mut sentence = if let Some(interest) = c.signals.interests.first() {
        let mut s = format!("{subject} {verb} {interest}");
        if let Some(o) = occasion {
            s.push_str(&format!(", so {thing} would make a thoughtful {o} gift"));
        }
        s
    } else {
        let thing = capitalize(&thing);
        match (occasion, recipient) {
            (Some(o), Some(r)) => format!("{thing} would make a lovely {o} gift for {r}"),
            (Some(o), None) => format!("{thing} is a popular {o} gift"),
            (None, Some(r)) => format!("{thing} is a well-loved gift for {r}"),
            (None, None) => format!("{thing} is a well-reviewed crowd-pleaser"),
        }
    };
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

// ---------------------------------------------------------------------------
// The live client
// ---------------------------------------------------------------------------

/// Why the live AI gave no suggestions; the API then falls back silently.
#[derive(Debug, thiserror::Error)]
pub enum GiftIdeasError {
    #[error("AI request failed: {0}")]
    Request(#[from] reqwest::Error),
    #[error("AI service answered with status {0}")]
    Status(u16),
    #[error("AI reply not understood: {0}")]
    BadReply(String),
}

/// How long the live client waits for an answer.
pub const AI_TIMEOUT: Duration = Duration::from_secs(15);

pub const SYSTEM_PROMPT: &str = "You are a thoughtful gift advisor for a gift-planning app. \
Suggest 3 to 5 specific kinds of products (not brands or links) that suit the recipient, \
the occasion, their interests and the budget. Respect the budget strictly. \
Answer ONLY with a JSON array, no prose, like: \
[{\"productType\": \"Espresso machine\", \"reasoning\": \"One sentence on why it fits.\"}]";

/// An OpenAI-compatible chat completions server (OpenAI, Ollama, vLLM,
/// llama.cpp). `base_url` includes the version path, e.g.
/// `https://api.openai.com/v1` or `http://localhost:11434/v1`.
#[derive(Debug, Clone)]
pub struct OpenAiCompatible {
    pub base_url: String,
    pub api_key: Option<String>,
    pub model: String,
    /// One connection pool for every call; build the client once.
    http: reqwest::Client,
}

impl OpenAiCompatible {
    pub fn new(
        base_url: impl Into<String>,
        api_key: Option<String>,
        model: impl Into<String>,
    ) -> Self {
        OpenAiCompatible {
            base_url: base_url.into(),
            api_key,
            model: model.into(),
            http: reqwest::Client::new(),
        }
    }

    /// Asks the model; errors for transport failures, non-2xx answers and
    /// replies without a usable JSON array.
    pub async fn suggest(&self, req: &GiftRequest) -> Result<Vec<GiftSuggestion>, GiftIdeasError> {
        let url = format!("{}/chat/completions", self.base_url.trim_end_matches('/'));
        let body = json!({
            "model": self.model,
            "temperature": 0.7,
            "messages": [
                {"role": "system", "content": SYSTEM_PROMPT},
                {"role": "user", "content": describe_request(req)},
            ],
        });
        let mut request = self.http.post(&url).timeout(AI_TIMEOUT).json(&body);
        if let Some(key) = self.api_key.as_deref().filter(|k| !k.trim().is_empty()) {
            request = request.bearer_auth(key.trim());
        }
        let response = request.send().await?;
        let status = response.status();
        if !status.is_success() {
            return Err(GiftIdeasError::Status(status.as_u16()));
        }
        let reply: Value = response.json().await?;
        let content = reply
            .pointer("/choices/0/message/content")
            .and_then(Value::as_str)
            .ok_or_else(|| GiftIdeasError::BadReply("no choices[0].message.content".into()))?;
        let suggestions = parse_suggestions(content);
        if suggestions.is_empty() {
            return Err(GiftIdeasError::BadReply(
                "no JSON array of suggestions".into(),
            ));
        }
        Ok(suggestions)
    }
}

/// The user message sent to the model.
pub fn describe_request(req: &GiftRequest) -> String {
    let mut lines = vec!["Suggest gift ideas.".to_owned()];
    for (label, value) in [
        ("Recipient", &req.recipient),
        ("Relationship", &req.relationship),
        ("Occasion", &req.occasion),
        ("Budget", &req.budget),
        ("Interests", &req.interests),
        ("Age group", &req.age_group),
        ("Message", &req.query),
    ] {
        if let Some(v) = value.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
            lines.push(format!("{label}: {v}"));
        }
    }
    lines.push("Reply with the JSON array only.".to_owned());
    lines.join("\n")
}

/// Suggestions from the first JSON array in a model's reply that holds any
/// (code fences and prose around it are fine). Accepts `productType`,
/// `product_type` or `type`, and `reasoning` or `reason`.
pub fn parse_suggestions(content: &str) -> Vec<GiftSuggestion> {
    for (i, _) in content.match_indices('[') {
        let mut stream = serde_json::Deserializer::from_str(&content[i..]).into_iter::<Value>();
        let Some(Ok(Value::Array(entries))) = stream.next() else {
            continue;
        };
        let suggestions: Vec<GiftSuggestion> = entries
            .iter()
            .filter_map(|e| {
                let text = |keys: &[&str]| {
                    keys.iter()
                        .find_map(|k| e.get(*k).and_then(Value::as_str))
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .map(str::to_owned)
                };
                let product_type = text(&["productType", "product_type", "type", "product"])?;
                let reasoning = text(&["reasoning", "reason", "why"]).unwrap_or_default();
                Some(GiftSuggestion {
                    product_type,
                    reasoning,
                })
            })
            .collect();
        if !suggestions.is_empty() {
            return suggestions;
        }
    }
    Vec::new()
}

/// The [`domain::ports::GiftIdeaModel`] port: the configured model.
impl domain::ports::GiftIdeaModel for OpenAiCompatible {
    async fn ideas(&self, request: &GiftRequest) -> Result<Vec<GiftSuggestion>, String> {
        self.suggest(request).await.map_err(|e| e.to_string())
    }
}

/// The [`domain::ports::GiftIdeaEngine`] port: the built-in engine over the catalog.
impl domain::ports::GiftIdeaEngine for Catalog {
    fn ideas(&self, request: &GiftRequest) -> Vec<GiftSuggestion> {
        suggest_offline(request, self)
    }
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
        assert_eq!(r.recipient.map(|k| k.label), Some("mum"));
        assert_eq!(r.occasion.map(|k| k.label), Some("birthday"));
        let labels: Vec<_> = r.interests.iter().map(|k| k.label).collect();
        assert_eq!(labels, vec!["gardening", "tea"]);
    }

    #[test]
    fn parses_reply_with_prose_and_fences() {
        let text = "Sure! [not json\n```json\n[{\"productType\":\"Scented candle set\",\"reasoning\":\"Cosy.\"},{\"type\":\"Journal\"}]\n```";
        let got = parse_suggestions(text);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].product_type, "Scented candle set");
        assert_eq!(got[1].reasoning, "");
    }
}
