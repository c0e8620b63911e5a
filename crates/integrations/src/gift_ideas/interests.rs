//! Interests: the vocabulary's ("gardening", "tea"), and those a user
//! states in their own words ("she loves jazz", "a keen cyclist", "a huge
//! Star Wars fan"), each with how the catalog serves it, so an answer uses
//! every one or says it has nothing for it.

use crate::catalog::{stem, tokens, Catalog, CatalogItem};

use super::vocabulary::{vocabulary, InterestKind, Worded};

/// Something the recipient loves, and how the catalog can serve it.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Interest {
    /// How the answer names it: the vocabulary's label ("gardening"), or
    /// the user's own word ("jazz", "Star Wars").
    pub label: String,
    /// Words that show, in an item's name, that the item is for it.
    pub words: Vec<String>,
    /// Catalog tags of items for it.
    pub tags: Vec<String>,
    pub serves: Serves,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Serves {
    /// Items for it: by their tags or their names.
    Own,
    /// Nothing for it as such, only for something broader: jazz is served
    /// by things for music lovers, and an answer says so.
    Through(&'static str),
    /// Items whose names carry it ("LEGO Star Wars ..." for Star Wars).
    ByName,
    /// Nothing in the catalog; the answer says so.
    Nothing,
}

/// How an item is for an interest.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Evidence {
    /// It is for the interest itself (it carries the interest's tag, or
    /// its word in its name): "She loves yoga" is true of a yoga mat.
    Own,
    /// It is for something close to it, named here ("mindfulness" for a
    /// journal when she loves yoga; "music lovers" for a record player
    /// when he loves jazz): the reason names this, never the interest.
    Near(String),
}

/// Nouns that an interest word before them only describes: a "coffee
/// table", a "wine rack" is furniture; a "tea towel" is linen.
const COMPOUND_HEADS: &[&str] = &["table", "towel", "rack", "stain", "color", "colour"];

/// Words that an interest word after them is only part of: a "memory
/// book" or a "photo book" is no book to read.
const COMPOUND_MODIFIERS: &[&str] = &[
    "memory",
    "photo",
    "guest",
    "address",
    "sketch",
    "coloring",
    "colouring",
];

/// Tags and words of a vocabulary interest that are something close to it
/// rather than it: meditation is not yoga.
const NEAR: &[(&str, &[&str])] = &[
    ("yoga", &["meditation", "mindfulness", "pilates"]),
    ("fitness", &["health"]),
    ("cooking", &["foodie"]),
];

/// A close thing as a reason names it: "for foodies", "for mindfulness".
fn near_phrase(tag: &str) -> String {
    match tag {
        "foodie" => "foodies".to_owned(),
        other => other.replace('-', " "),
    }
}

impl Interest {
    fn of_kind(kind: &InterestKind) -> Interest {
        Interest {
            label: kind.label.clone(),
            words: kind.words().to_vec(),
            tags: kind.tags.clone(),
            serves: Serves::Own,
        }
    }

    /// How `item` is for this interest, if it is, and how strongly: its
    /// own words (name, kind, description) saying so count most; a tag
    /// alone counts less, and not at all on an item themed on something
    /// else (the catalog tags a kind of thing, so a LEGO advent calendar
    /// carries the beauty calendar's tags, a retirement clock the golf
    /// gift's).
    pub fn evidence(&self, item: &CatalogItem, name_tokens: &[String]) -> Option<(Evidence, f64)> {
        let has_tag = |t: &str| item.tags.iter().any(|x| x == t);
        let named = |w: &str| {
            let parts = stems(w);
            !parts.is_empty()
                && (0..(name_tokens.len() + 1).saturating_sub(parts.len())).any(|at| {
                    name_tokens[at..].starts_with(&parts)
                        && !COMPOUND_HEADS
                            .contains(&name_tokens.get(at + parts.len()).map_or("", String::as_str))
                        && !at
                            .checked_sub(1)
                            .and_then(|before| name_tokens.get(before))
                            .is_some_and(|before| COMPOUND_MODIFIERS.contains(&before.as_str()))
                })
        };
        // What it is and what it does, beside its name (a brand such as
        // "White Mountain" names no mountain).
        let kind = stems(&format!("{} {}", item.product_type, item.description));
        let described = |w: &str| has_words(&kind, w);
        let text = stems(&format!(
            "{} {} {}",
            item.name, item.product_type, item.description
        ));
        let said = self
            .words
            .iter()
            .chain(&self.tags)
            .any(|w| has_words(&text, w));
        // The catalog tags a kind of thing: an item of a mixed kind named for
        // something else (a LEGO advent calendar, a vintage wristwatch, a
        // retirement plaque) does not carry what its kind's tags say.
        let kind_words = stems(&item.product_type);
        let name_beyond_kind: Vec<String> = stems(&item.name)
            .into_iter()
            .filter(|w| !kind_words.contains(w))
            .collect();
        let all_words = stems(&format!("{} {}", item.name, item.product_type));
        let by_tag = |strong: f64, weak: f64| {
            if said {
                Some(strong)
            } else if self.names_other(&name_beyond_kind) || names_occasion(&all_words) {
                None
            } else {
                Some(weak)
            }
        };
        match self.serves {
            Serves::Nothing => None,
            Serves::Through(phrase) => {
                if !self.tags.iter().any(|t| has_tag(t)) {
                    return None;
                }
                by_tag(4.0, 3.0).map(|score| (Evidence::Near(phrase.to_owned()), score))
            }
            Serves::ByName => self
                .words
                .first()
                .is_some_and(|w| named(w))
                .then_some((Evidence::Own, 6.0)),
            Serves::Own => {
                let near: &[&str] = NEAR
                    .iter()
                    .find(|(label, _)| *label == self.label)
                    .map_or(&[], |(_, near)| near);
                if let Some(word) = self
                    .words
                    .iter()
                    .find(|w| !near.contains(&w.as_str()) && named(w))
                {
                    if described(word) {
                        return Some((Evidence::Own, 6.0));
                    }
                    // A word of its name alone may be a brand's ("White
                    // Mountain" puzzles): not when the item is a kind of
                    // thing for something else.
                    if !self.names_other(&kind_words) {
                        return Some((Evidence::Own, 4.0));
                    }
                }
                if self
                    .tags
                    .iter()
                    .any(|t| !near.contains(&t.as_str()) && has_tag(t))
                {
                    if let Some(score) = by_tag(6.0, 4.0) {
                        return Some((Evidence::Own, score));
                    }
                }
                if let Some(tag) = self
                    .tags
                    .iter()
                    .find(|t| near.contains(&t.as_str()) && has_tag(t))
                {
                    return by_tag(4.0, 3.0).map(|score| (Evidence::Near(near_phrase(tag)), score));
                }
                let word = self
                    .words
                    .iter()
                    .find(|w| near.contains(&w.as_str()) && named(w))?;
                Some((Evidence::Near(near_phrase(word)), 3.0))
            }
        }
    }

    /// Whether `words` (of an item's name or kind) name another interest
    /// or a hobby ("LEGO ...", "... Wristwatch").
    fn names_other(&self, words: &[String]) -> bool {
        let shares_tags = |tags: &[String]| tags.iter().any(|t| self.tags.contains(t));
        let other_interest = vocabulary().interests.iter().any(|kind| {
            !shares_tags(&kind.tags) && kind.words().iter().any(|w| has_words(words, w))
        });
        let other_hobby = HOBBIES.iter().any(|hobby| {
            !hobby.tags.iter().any(|t| self.tags.iter().any(|x| x == t))
                && hobby.words.iter().any(|w| has_words(words, w))
        });
        other_interest || other_hobby
    }
}

/// Whether `words` (stemmed) have `phrase` in them.
fn has_words(words: &[String], phrase: &str) -> bool {
    let parts = stems(phrase);
    !parts.is_empty()
        && words
            .windows(parts.len())
            .any(|win| win == parts.as_slice())
}

/// Whether `words` (of an item's name and kind) name an occasion ("...
/// Retirement Plaque").
fn names_occasion(words: &[String]) -> bool {
    vocabulary()
        .occasions
        .iter()
        .any(|kind| kind.words().iter().any(|w| has_words(words, w)))
}

/// A hobby the vocabulary does not know, and the catalog tags that serve
/// it: its own (`through` None), or a broader thing's.
struct Hobby {
    words: &'static [&'static str],
    tags: &'static [&'static str],
    through: Option<&'static str>,
}

const MUSIC: &[&str] = &["music", "vinyl", "headphones"];
const ACTIVE: &[&str] = &["fitness", "workout"];
const OUTDOORS: &[&str] = &["outdoors", "adventure", "nature", "hiking", "camping"];
const READING: &[&str] = &["reading", "book-lover"];
const GAMES: &[&str] = &["board-games", "puzzles", "games", "game-night"];

const HOBBIES: &[Hobby] = &[
    Hobby {
        words: &[
            "jazz",
            "blues",
            "classical music",
            "opera",
            "hip hop",
            "rap",
            "country music",
            "rock music",
            "guitar",
            "piano",
            "drums",
            "violin",
            "ukulele",
            "singing",
            "choir",
            "karaoke",
            "musicals",
        ],
        tags: MUSIC,
        through: Some("music lovers"),
    },
    Hobby {
        words: &[
            "cycling",
            "biking",
            "swimming",
            "tennis",
            "pickleball",
            "crossfit",
            "weightlifting",
            "rock climbing",
            "climbing",
            "bouldering",
            "rowing",
            "boxing",
            "martial arts",
            "dancing",
            "skiing",
            "snowboarding",
            "triathlon",
        ],
        tags: ACTIVE,
        through: Some("staying active"),
    },
    Hobby {
        words: &[
            "kayaking",
            "canoeing",
            "paddleboarding",
            "sailing",
            "backpacking",
            "hunting",
            "foraging",
        ],
        tags: OUTDOORS,
        through: Some("the outdoors"),
    },
    Hobby {
        words: &[
            "mysteries",
            "mystery novels",
            "thrillers",
            "crime novels",
            "sci-fi",
            "science fiction",
            "fantasy novels",
            "history books",
            "comics",
            "manga",
            "poetry",
        ],
        tags: READING,
        through: Some("readers"),
    },
    Hobby {
        words: &[
            "chess",
            "crosswords",
            "crossword",
            "sudoku",
            "card games",
            "trivia",
        ],
        tags: GAMES,
        through: Some("game nights"),
    },
    Hobby {
        words: &["birdwatching", "bird watching", "birding"],
        tags: &["birdwatching"],
        through: None,
    },
    Hobby {
        words: &["surfing", "surf"],
        tags: &["surfing"],
        through: None,
    },
    Hobby {
        words: &["beach"],
        tags: &["beach"],
        through: None,
    },
    Hobby {
        words: &["writing", "journaling", "journal", "stationery"],
        tags: &["writing", "journaling", "stationery"],
        through: None,
    },
    Hobby {
        words: &["audiobooks", "audiobook"],
        tags: &["audiobooks"],
        through: None,
    },
    Hobby {
        words: &["sleep", "sleeping", "naps", "napping"],
        tags: &["sleep"],
        through: None,
    },
    Hobby {
        words: &["fragrance", "perfume", "scents", "cologne"],
        tags: &["fragrance", "perfume", "cologne"],
        through: None,
    },
    Hobby {
        words: &["watches", "watch", "wristwatch"],
        tags: &["watches"],
        through: None,
    },
    Hobby {
        words: &["vintage", "retro", "antiques", "thrifting"],
        tags: &["vintage", "retro", "collectibles"],
        through: None,
    },
    Hobby {
        words: &["cheese"],
        tags: &["cheese"],
        through: None,
    },
    Hobby {
        words: &["pizza"],
        tags: &["pizza"],
        through: None,
    },
    Hobby {
        words: &["smoothies"],
        tags: &["smoothies"],
        through: None,
    },
    Hobby {
        words: &["seafood"],
        tags: &["seafood"],
        through: None,
    },
    Hobby {
        words: &["healthy eating", "eating healthy", "meal prep"],
        tags: &["healthy-eating", "meal-prep"],
        through: None,
    },
    Hobby {
        words: &["succulents", "bonsai", "orchids"],
        tags: &["succulents", "bonsai", "orchids", "plants"],
        through: None,
    },
    Hobby {
        words: &["hosting", "entertaining", "dinner parties"],
        tags: &["entertaining", "host"],
        through: None,
    },
    Hobby {
        words: &["picnics"],
        tags: &["picnic"],
        through: None,
    },
    Hobby {
        words: &["tailgating"],
        tags: &["tailgating"],
        through: None,
    },
    Hobby {
        words: &["aromatherapy", "essential oils"],
        tags: &["aromatherapy"],
        through: None,
    },
    Hobby {
        words: &["smart home", "home automation"],
        tags: &["smart-home"],
        through: None,
    },
    Hobby {
        words: &["programming", "software"],
        tags: &["tech", "gadgets"],
        through: Some("tech lovers"),
    },
];

/// Who does a hobby, and the hobby: "an avid cyclist" loves cycling.
const DOERS: &[(&str, &str)] = &[
    ("cyclist", "cycling"),
    ("swimmer", "swimming"),
    ("climber", "climbing"),
    ("dancer", "dancing"),
    ("skier", "skiing"),
    ("guitarist", "guitar"),
    ("pianist", "piano"),
    ("drummer", "drums"),
    ("singer", "singing"),
    ("birder", "birdwatching"),
    ("birdwatcher", "birdwatching"),
    ("surfer", "surfing"),
    ("writer", "writing"),
    ("programmer", "programming"),
];

/// Words that start a list of interests ("she loves ...").
const ALWAYS_BEFORE: &[&str] = &[
    "loves",
    "likes",
    "enjoys",
    "adores",
    "plays",
    "collects",
    "fan of",
    "fond of",
    "obsessed with",
    "passionate about",
    "crazy about",
    "mad about",
    "keen on",
    "interested in",
    "hobby is",
    "hobbies are",
    "hobbies include",
    "hobbies",
    "hobby",
    "big on",
    "avid",
    "keen",
];
/// The same in the plural form, only after someone ("they love", "who
/// like"; not "I would love", "something like").
const AFTER_SOMEONE: &[&str] = &["love", "like", "enjoy", "adore", "play", "collect", "into"];
const SOMEONE: &[&str] = &[
    "they",
    "who",
    "both",
    "also",
    "really",
    "kids",
    "all",
    "she",
    "he",
    "is",
    "are",
    "totally",
    "very",
    "big",
    "been",
    "mostly",
    "absolutely",
    "still",
    "huge",
    "genuinely",
];
/// Words after an interest that name who loves it ("a jazz fan").
const AFTER: &[&str] = &[
    "fan",
    "fans",
    "lover",
    "lovers",
    "enthusiast",
    "enthusiasts",
    "buff",
    "nut",
    "fanatic",
    "addict",
    "junkie",
    "geek",
    "nerd",
    "aficionado",
];
/// Words between such a word and the interest ("a huge jazz fan").
const FAN_ADJECTIVES: &[&str] = &[
    "big", "huge", "massive", "real", "total", "keen", "avid", "serious", "true", "great",
    "diehard", "hardcore", "such", "a", "an", "the", "of", "is",
];
/// Words that end a list of interests.
const LIST_ENDS: &[&str] = &[
    "but",
    "so",
    "for",
    "who",
    "which",
    "that",
    "because",
    "since",
    "she",
    "he",
    "they",
    "we",
    "i",
    "is",
    "are",
    "was",
    "has",
    "have",
    "had",
    "when",
    "if",
    "though",
    "although",
    "birthday",
    "christmas",
    "what",
    "any",
    "ideas",
    "suggestions",
    "please",
    "thanks",
    "and",
    "or",
    "not",
    "no",
    "nothing",
    "something",
    "anything",
    "maybe",
    "ideally",
    "preferably",
    // A budget follows.
    "under",
    "over",
    "about",
    "around",
    "roughly",
    "approximately",
    "approx",
    "budget",
    "up",
    "max",
    "maximum",
    "less",
    "more",
    "below",
    "above",
    "between",
    "within",
    "at",
    "spend",
    "price",
    "cost",
    "cheap",
    "cheaper",
    "dollars",
    "bucks",
];
/// Words that are not themselves part of what someone loves.
const FILLERS: &[&str] = &[
    "to",
    "the",
    "a",
    "an",
    "all",
    "anything",
    "everything",
    "things",
    "stuff",
    "playing",
    "doing",
    "going",
    "watching",
    "listening",
    "making",
    "collecting",
    "spending",
    "time",
    "her",
    "his",
    "their",
    "my",
    "your",
    "our",
    "some",
    "good",
    "great",
    "nice",
    "really",
    "very",
    "also",
    "especially",
    "mostly",
    "lots",
    "lot",
    "of",
    "kinds",
    "sorts",
    "type",
    "types",
    "with",
    "on",
    "in",
    "at",
    "too",
    "lately",
    "nowadays",
    "recently",
    "now",
    "much",
    "etc",
    "most",
    "just",
    "listen",
    "play",
    "watch",
    "make",
    "go",
    "do",
    "little",
    "bit",
];
/// Words after a thing loved that say when or with whom, not what.
const CIRCUMSTANCES: &[&str] = &[
    "with", "in", "at", "on", "from", "during", "every", "each", "while", "after", "before", "by",
    "near", "around", "outside", "together", "alone",
];
/// What follows "loves" that is not an interest.
const NOT_INTERESTS: &[&str] = &[
    "it",
    "that",
    "this",
    "them",
    "me",
    "you",
    "him",
    "her",
    "us",
    "surprises",
    "surprise",
    "gifts",
    "gift",
    "presents",
    "present",
    "nothing",
    "something",
    "people",
    "family",
    "kids",
    "friends",
    "home",
    "life",
    "one",
    "ones",
    "everyone",
    "somebody",
    "being",
    "getting",
    "mum",
    "mom",
    "dad",
    "wife",
    "husband",
    "idea",
    "ideas",
    "useful",
    "practical",
    "nice",
    "pretty",
    "cute",
    "fun",
    "new",
];

/// A word of the text as written, or a mark that ends a phrase.
#[derive(Debug, Clone, PartialEq)]
enum Token {
    Word(String),
    /// "," (a list goes on after it).
    Comma,
    /// ". ; : ! ? ( )", a new line, a number or an amount.
    End,
}

fn tokenize(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<Token>| {
        if word.is_empty() {
            return;
        }
        let w = std::mem::take(word);
        let w = w.trim_matches(['\'', '-', '’']).to_owned();
        // "she's" is "she"; "mum's" is "mum".
        let w = w
            .strip_suffix("'s")
            .or_else(|| w.strip_suffix("’s"))
            .map_or_else(|| w.clone(), str::to_owned);
        if w.is_empty() {
            return;
        }
        if w.chars().any(|c| c.is_ascii_digit()) {
            out.push(Token::End);
        } else {
            out.push(Token::Word(w));
        }
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '\'' || c == '’' || c == '-' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            match c {
                // "hobbies: knitting and pottery" is a list.
                ',' | ':' => out.push(Token::Comma),
                '&' | '+' => out.push(Token::Word("and".into())),
                '/' => out.push(Token::Word("or".into())),
                c if c.is_whitespace() && c != '\n' => {}
                _ => out.push(Token::End),
            }
        }
    }
    flush(&mut word, &mut out);
    out
}

fn lower(token: &Token) -> Option<String> {
    match token {
        Token::Word(w) => Some(w.to_lowercase()),
        _ => None,
    }
}

/// Whether the lower-cased words at `at` are `phrase`.
fn phrase_at(words: &[Option<String>], at: usize, phrase: &str) -> bool {
    phrase
        .split(' ')
        .enumerate()
        .all(|(j, p)| words.get(at + j).and_then(|w| w.as_deref()) == Some(p))
}

/// The things the text says someone loves, as written ("jazz", "old
/// films", "Star Wars"), in order.
pub(super) fn stated(text: &str) -> Vec<String> {
    let tokens = tokenize(text);
    let lowered: Vec<Option<String>> = tokens.iter().map(lower).collect();
    let mut found: Vec<String> = Vec::new();
    let mut push = |phrase: Vec<&str>| {
        let phrase = clean(&phrase);
        if !phrase.is_empty() && !found.iter().any(|f| f.eq_ignore_ascii_case(&phrase)) {
            found.push(phrase);
        }
    };
    let mut i = 0;
    while i < tokens.len() {
        let Some(word) = lowered[i].as_deref() else {
            i += 1;
            continue;
        };
        // "jazz-loving", "golf-mad".
        for suffix in ["-loving", "-mad", "-obsessed", "-crazy"] {
            if let Some(Token::Word(w)) = tokens.get(i) {
                if let Some(thing) = w.strip_suffix(suffix) {
                    push(thing.split('-').collect());
                }
            }
        }
        // "a huge jazz fan", "a Star Wars fan" (not "fan of": that comes next).
        if AFTER.contains(&word) && !phrase_at(&lowered, i + 1, "of") {
            let mut start = i;
            while start > 0
                && i - start < 3
                && lowered[start - 1]
                    .as_deref()
                    .is_some_and(|w| !FAN_ADJECTIVES.contains(&w) && !LIST_ENDS.contains(&w))
            {
                start -= 1;
            }
            let phrase: Vec<&str> = tokens[start..i]
                .iter()
                .filter_map(|t| match t {
                    Token::Word(w) => Some(w.as_str()),
                    _ => None,
                })
                .collect();
            push(phrase);
        }
        let after_someone = i > 0
            && AFTER_SOMEONE.contains(&word)
            && lowered[i - 1]
                .as_deref()
                .is_some_and(|w| SOMEONE.contains(&w));
        let trigger = ALWAYS_BEFORE
            .iter()
            .filter(|t| phrase_at(&lowered, i, t))
            .map(|t| t.split(' ').count())
            .max()
            .or(after_someone.then_some(1));
        let Some(length) = trigger else {
            i += 1;
            continue;
        };
        // A list: "jazz, old films and gardening", until a phrase ends.
        let mut at = i + length;
        let mut item: Vec<&str> = Vec::new();
        let mut items: Vec<Vec<&str>> = Vec::new();
        while let Some(token) = tokens.get(at) {
            match token {
                Token::End => break,
                Token::Comma => {
                    items.push(std::mem::take(&mut item));
                    // ", under $50", ", she ...": the list is over.
                    if lowered
                        .get(at + 1)
                        .and_then(|w| w.as_deref())
                        .is_some_and(|w| LIST_ENDS.contains(&w) && w != "and" && w != "or")
                    {
                        break;
                    }
                }
                Token::Word(w) => {
                    let l = w.to_lowercase();
                    if l == "and" || l == "or" || l == "plus" {
                        items.push(std::mem::take(&mut item));
                    } else if LIST_ENDS.contains(&l.as_str()) {
                        break;
                    } else {
                        item.push(w.as_str());
                    }
                }
            }
            at += 1;
        }
        items.push(item);
        for item in items {
            push(item);
        }
        i = at.max(i + 1);
    }
    found
}

/// The phrase without fillers before it ("listening to jazz" is "jazz"),
/// up to a word that starts a circumstance ("tennis with her friends" is
/// "tennis"); empty when nothing is left or it is not a thing loved.
fn clean(phrase: &[&str]) -> String {
    let is_filler = |w: &&str| FILLERS.contains(&w.to_lowercase().as_str());
    let start = phrase
        .iter()
        .position(|w| !is_filler(w))
        .unwrap_or(phrase.len());
    let phrase = &phrase[start..];
    let phrase = phrase
        .iter()
        .position(|w| CIRCUMSTANCES.contains(&w.to_lowercase().as_str()))
        .map_or(phrase, |at| &phrase[..at]);
    let end = phrase
        .iter()
        .rposition(|w| !is_filler(w))
        .map_or(0, |e| e + 1);
    let kept = &phrase[..end];
    if kept.is_empty()
        || kept.len() > 3
        || (kept.len() == 1 && NOT_INTERESTS.contains(&kept[0].to_lowercase().as_str()))
        || kept.iter().any(|w| w.chars().count() < 2)
    {
        return String::new();
    }
    // Kept as written when it is a name ("Star Wars"), else lower case.
    let written = kept.join(" ");
    if kept.len() > 1 && kept.iter().all(|w| w.starts_with(char::is_uppercase)) {
        written
    } else {
        written.to_lowercase()
    }
}

/// The vocabulary's interests named in `text`, in order of appearance.
pub(super) fn vocabulary_interests(text: &str) -> Vec<Interest> {
    super::reading::all_matches(text, &vocabulary().interests)
        .into_iter()
        .map(Interest::of_kind)
        .collect()
}

/// What a phrase someone loves is: the vocabulary's interests in it; else
/// a hobby the catalog serves (as itself, or through something broader);
/// else, for a name of two words or more, catalog items named after it;
/// else nothing the catalog has, named as said.
pub(super) fn interests_of(phrase: &str, catalog: &Catalog) -> Vec<Interest> {
    if let Some((hobby, word)) = hobby_in(phrase) {
        let mut out = vec![Interest {
            label: word.to_owned(),
            words: hobby.words.iter().map(|w| (*w).to_owned()).collect(),
            tags: hobby.tags.iter().map(|t| (*t).to_owned()).collect(),
            serves: hobby.through.map_or(Serves::Own, Serves::Through),
        }];
        // "jazz and gardening" said as one phrase keeps both; "dinner
        // parties" is not eating out.
        out.extend(vocabulary_interests(&without(phrase, word)));
        return out;
    }
    let known = vocabulary_interests(phrase);
    if !known.is_empty() {
        return known;
    }
    let said = tokens(phrase);
    let named = said.len() >= 2
        && catalog.items().iter().any(|item| {
            let name = tokens(&item.name);
            name.windows(said.len()).any(|w| w == said.as_slice())
        });
    vec![Interest {
        label: phrase.to_owned(),
        words: vec![said.join(" ")],
        tags: Vec::new(),
        serves: if named {
            Serves::ByName
        } else {
            Serves::Nothing
        },
    }]
}

/// Stemmed words of `text`, hyphens as spaces.
fn stems(text: &str) -> Vec<String> {
    text.to_lowercase()
        .replace('-', " ")
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(stem)
        .collect()
}

/// The hobby `text` names (who does it counts: "a cyclist"), and its word
/// as the answer names it; the longest word wins ("rock climbing").
fn hobby_in(text: &str) -> Option<(&'static Hobby, &'static str)> {
    let said = stems(text);
    let has = |w: &str| {
        let parts = stems(w);
        said.windows(parts.len()).any(|win| win == parts.as_slice())
    };
    let doing = DOERS
        .iter()
        .find(|(doer, _)| has(doer))
        .map(|(_, activity)| *activity);
    HOBBIES
        .iter()
        .flat_map(|hobby| hobby.words.iter().map(move |w| (hobby, *w)))
        .filter(|(_, w)| doing == Some(*w) || has(w))
        .max_by_key(|(_, w)| w.len())
}

/// `text` with `word` (a hobby's) taken out, so the vocabulary does not
/// read it again ("dinner parties" is not "dinner").
fn without(text: &str, word: &str) -> String {
    let drop = stems(word);
    let mut kept: Vec<String> = Vec::new();
    let said = stems(text);
    let mut at = 0;
    while at < said.len() {
        if said[at..].starts_with(&drop) {
            at += drop.len();
        } else {
            kept.push(said[at].clone());
            at += 1;
        }
    }
    kept.join(" ")
}

/// Every interest in free text: the vocabulary's anywhere, and each thing
/// the text says someone loves.
pub(super) fn interests_in(text: &str, catalog: &Catalog) -> Vec<Interest> {
    let mut out: Vec<Interest> = Vec::new();
    let mut rest = text.to_owned();
    for phrase in stated(text) {
        for interest in interests_of(&phrase, catalog) {
            rest = without(&rest, &interest.label);
            push_unique(&mut out, interest);
        }
    }
    // A hobby named by who does it ("an avid cyclist", "a keen birder").
    let said = stems(text);
    for (doer, activity) in DOERS {
        if said.contains(&stem(doer)) {
            for interest in interests_of(activity, catalog) {
                push_unique(&mut out, interest);
            }
        }
    }
    for interest in vocabulary_interests(&rest) {
        push_unique(&mut out, interest);
    }
    out
}

pub(super) fn push_unique(list: &mut Vec<Interest>, interest: Interest) {
    if !list
        .iter()
        .any(|i| i.label.eq_ignore_ascii_case(&interest.label))
    {
        list.push(interest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_someone_loves_as_written() {
        let cases: &[(&str, &[&str])] = &[
            ("my dad loves jazz", &["jazz"]),
            (
                "she loves jazz, old films and gardening, under $50",
                &["jazz", "old films", "gardening"],
            ),
            (
                "he's really into birdwatching and chess",
                &["birdwatching", "chess"],
            ),
            ("a huge Star Wars fan", &["Star Wars"]),
            ("my jazz-loving uncle", &["jazz"]),
            ("she likes listening to podcasts", &["podcasts"]),
            ("he loves it when I cook", &[]),
            ("I would love some ideas", &[]),
            ("something like a candle", &[]),
            ("my wife loves surprises", &[]),
            ("hobbies: knitting and pottery", &["knitting", "pottery"]),
            ("she enjoys playing tennis with her friends", &["tennis"]),
            ("loves spending time in the garden", &["garden"]),
        ];
        for (text, want) in cases {
            assert_eq!(stated(text), *want, "{text}");
        }
    }
}
