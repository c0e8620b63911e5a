//! Who a conversation with Ask Presently is about (issue 34, item 6): me
//! ("I want...", "for myself", "treat myself"), someone I name as I call
//! them ("Mom", "Son's teacher", a first name from my circle), someone
//! unnamed ("a colleague", "a 10 year old", an occasion asked about), or
//! nobody known yet. One rule for every answer, whoever wrote it: the
//! latest message that names someone wins; an occasion alone only says it
//! is for someone when no message names anyone.

use std::collections::HashSet;
use std::sync::OnceLock;

use domain::gift_idea::GiftRecipient;

use crate::catalog::stem;

use super::chat::{ChatRole, ChatTurn, CirclePerson};
use super::reading::all_matches;
use super::vocabulary::vocabulary;

/// People the engine's vocabulary has no kind for (it reads nothing of
/// them), who are someone all the same.
const OTHER_PEOPLE: &[&str] = &[
    "aunt",
    "auntie",
    "aunty",
    "uncle",
    "cousin",
    "godmother",
    "godfather",
    "godson",
    "goddaughter",
    "godchild",
    "stepson",
    "stepdaughter",
    "neighbor",
    "neighbour",
    "babysitter",
    "landlord",
    "landlady",
    "tutor",
];

/// Said without a name: "a friend", "the kids", "someone".
const UNNAMED_BEFORE: &[&str] = &[
    "a", "an", "the", "some", "any", "another", "this", "that", "every", "each",
];
const SOMEONE: &[&str] = &["someone", "somebody"];
/// Said as mine: "my friends", "our kids".
const MY: &[&str] = &["my", "our"];

/// Short words, named in full.
const SHORT_FOR: &[(&str, &str)] = &[
    ("gf", "girlfriend"),
    ("bf", "boyfriend"),
    ("sis", "sister"),
    ("bro", "brother"),
    ("hubby", "husband"),
];

/// After "I want", "I need", ...: words of giving, not of wanting a thing
/// ("I need ideas for", "I want to get").
const GIVING: &[&str] = &[
    "to",
    "idea",
    "ideas",
    "gift",
    "gifts",
    "present",
    "presents",
    "help",
    "suggestion",
    "suggestions",
    "recommendation",
    "recommendations",
    "advice",
    "inspiration",
];

/// "I want a new espresso machine": me, unless the message names someone.
const WANTING: &[&[&str]] = &[
    &["i", "want"],
    &["i", "wish"],
    &["i", "need"],
    &["i'd", "love"],
    &["i", "would", "love"],
    &["i'd", "like"],
    &["i", "would", "like"],
    &["i'm", "after"],
];

/// "my birthday", "my wishlist": mine, unless the message names someone.
const MINE: &[&[&str]] = &[
    &["my", "birthday"],
    &["my", "bday"],
    &["my", "wishlist"],
    &["my", "wish", "list"],
    &["my", "christmas", "list"],
];

/// A word of a message: lower case, without the possessive `'s`.
#[derive(Debug)]
struct Token {
    word: String,
    possessive: bool,
}

fn tokens(text: &str) -> Vec<Token> {
    text.replace(['\u{2019}', '\u{2018}'], "'")
        .to_lowercase()
        .split(|c: char| c.is_whitespace() || ",.!?;:()\"/&+".contains(c))
        .filter_map(|raw| {
            let bare = raw.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-');
            let bare = bare.trim_matches(['\'', '-']);
            let (word, possessive) = match bare.strip_suffix("'s") {
                Some(base) => (base, true),
                None => match bare.strip_suffix("s'") {
                    Some(base) => (&bare[..base.len() + 1], true),
                    None => (bare, false),
                },
            };
            (!word.is_empty()).then(|| Token {
                word: word.to_owned(),
                possessive,
            })
        })
        .collect()
}

/// Every word for a person, stemmed.
fn people() -> &'static HashSet<String> {
    static PEOPLE: OnceLock<HashSet<String>> = OnceLock::new();
    PEOPLE.get_or_init(|| {
        vocabulary()
            .recipients
            .iter()
            .flat_map(|kind| kind.words.iter().map(String::as_str))
            .chain(OTHER_PEOPLE.iter().copied())
            .map(stem)
            .collect()
    })
}

/// The word a token names a person by ("mom", or "sister-in-law" by its
/// first part, "step-mom" by its last), if it is one.
fn is_person(word: &str) -> bool {
    let people = people();
    people.contains(&stem(word))
        || (word.contains('-')
            && [word.split('-').next(), word.rsplit('-').next()]
                .into_iter()
                .flatten()
                .any(|part| people.contains(&stem(part))))
}

/// "10 year old", "10-year-old", "15 yo", "6 months old".
fn is_age(tokens: &[Token], at: usize) -> bool {
    let word = tokens[at].word.as_str();
    let number = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit());
    if let Some((n, rest)) = word.split_once('-') {
        return number(n) && (rest.starts_with("year") || rest.starts_with("month"));
    }
    number(word)
        && tokens.get(at + 1).is_some_and(|next| {
            matches!(
                next.word.as_str(),
                "year" | "years" | "yr" | "yrs" | "yo" | "month" | "months"
            ) && (next.word == "yo" || tokens.get(at + 2).is_some_and(|t| t.word == "old"))
        })
}

/// Positions inside a two-word occasion ("Mother's Day" names no mother).
fn in_occasions(tokens: &[Token]) -> HashSet<usize> {
    let stems: Vec<String> = tokens.iter().map(|t| stem(&t.word)).collect();
    let mut inside = HashSet::new();
    for phrase in vocabulary().occasions.iter().flat_map(|o| o.words.iter()) {
        let parts: Vec<String> = phrase.split(' ').map(stem).collect();
        if parts.len() < 2 || parts.len() > stems.len() {
            continue;
        }
        for start in 0..=stems.len() - parts.len() {
            if parts.iter().zip(&stems[start..]).all(|(p, s)| p == s) {
                inside.extend(start..start + parts.len());
            }
        }
    }
    inside
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn full_word(word: &str) -> &str {
    SHORT_FOR
        .iter()
        .find(|(short, _)| *short == word)
        .map_or(word, |(_, full)| full)
}

/// The first person a message names, where, and how: a first name from my
/// circle as it is written there; "my mom" as "Mom", "my son's teacher" as
/// "Son's teacher"; "a colleague", "a 10 year old" or "someone" unnamed.
fn someone_named(tokens: &[Token], circle: &[CirclePerson]) -> Option<(usize, GiftRecipient)> {
    let occasion_words = in_occasions(tokens);
    for (at, token) in tokens.iter().enumerate() {
        if let Some(person) = circle
            .iter()
            .find(|p| p.first_name.trim().to_lowercase() == token.word)
        {
            return Some((at, GiftRecipient::someone(Some(&person.first_name))));
        }
        if SOMEONE.contains(&token.word.as_str()) || is_age(tokens, at) {
            return Some((at, GiftRecipient::someone(None)));
        }
        if occasion_words.contains(&at) || !is_person(&token.word) {
            continue;
        }
        // "son's teacher": the teacher, whose son is how I know them.
        if token.possessive && tokens.get(at + 1).is_some_and(|next| is_person(&next.word)) {
            continue;
        }
        let owner = at
            .checked_sub(1)
            .map(|before| &tokens[before])
            .filter(|before| before.possessive && is_person(&before.word));
        let determiner = at
            .checked_sub(if owner.is_some() { 2 } else { 1 })
            .map(|d| tokens[d].word.as_str());
        let mine = determiner.is_some_and(|d| MY.contains(&d)) || owner.is_some();
        let plural = stem(&token.word) != token.word;
        // "a friend", "the kids"; "friends" is nobody I call so, "my friends" are.
        let unnamed = determiner.is_some_and(|d| UNNAMED_BEFORE.contains(&d)) || (plural && !mine);
        let name = match owner {
            Some(owner) => format!(
                "{}'s {}",
                capitalized(full_word(&owner.word)),
                full_word(&token.word)
            ),
            None => capitalized(full_word(&token.word)),
        };
        let name = (!unnamed).then_some(name);
        return Some((at, GiftRecipient::someone(name.as_deref())));
    }
    None
}

fn phrase_at(tokens: &[Token], at: usize, phrase: &[&str]) -> bool {
    phrase.len() + at <= tokens.len() && phrase.iter().zip(&tokens[at..]).all(|(p, t)| *p == t.word)
}

/// The last place a message says, whatever else it says, that the gift is
/// for me: "for me" (not "for me to give..."), "for myself", "myself",
/// "treat me".
fn last_for_me(tokens: &[Token]) -> Option<usize> {
    (0..tokens.len()).rev().find(|&at| {
        let word = tokens[at].word.as_str();
        word == "myself"
            || (phrase_at(tokens, at, &["for", "me"])
                && tokens.get(at + 2).is_none_or(|next| next.word != "to"))
            || phrase_at(tokens, at, &["treat", "me"])
    })
}

/// Whether a message says I want something for myself without saying so
/// outright: "I want a new espresso machine", "my birthday".
fn wants_for_me(tokens: &[Token]) -> bool {
    (0..tokens.len()).any(|at| {
        let wanting = WANTING.iter().find(|p| phrase_at(tokens, at, p));
        let wants_a_thing = wanting.is_some_and(|p| {
            tokens
                .iter()
                .skip(at + p.len())
                .take(3)
                .all(|t| !GIVING.contains(&t.word.as_str()))
        });
        wants_a_thing || MINE.iter().any(|p| phrase_at(tokens, at, p))
    })
}

/// What one message says of who the gift is for.
enum Said {
    /// It names who: me, or someone (by name or not).
    Named(GiftRecipient),
    /// Only an occasion ("Baby shower gift"): someone, unnamed.
    Occasion,
    Nothing,
}

fn said_in(text: &str, circle: &[CirclePerson]) -> Said {
    let tokens = tokens(text);
    let someone = someone_named(&tokens, circle);
    let for_me = last_for_me(&tokens);
    match (someone, for_me) {
        // Both: the later words win ("for my mum... no, for me").
        (Some((at, someone)), Some(me)) => {
            Said::Named(if me > at { GiftRecipient::Me } else { someone })
        }
        (Some((_, someone)), None) => Said::Named(someone),
        (None, Some(_)) => Said::Named(GiftRecipient::Me),
        (None, None) if wants_for_me(&tokens) => Said::Named(GiftRecipient::Me),
        (None, None) if !all_matches(text, &vocabulary().occasions).is_empty() => Said::Occasion,
        (None, None) => Said::Nothing,
    }
}

/// Who the conversation is about: what the latest message that names
/// someone says (`circle`: my circle, when the assistant may know it);
/// else someone unnamed when an occasion was asked about; else nobody yet.
pub fn conversation_recipient(
    history: &[ChatTurn],
    message: &str,
    circle: &[CirclePerson],
) -> Option<GiftRecipient> {
    let mut named = None;
    let mut occasion = false;
    let said = history
        .iter()
        .filter(|turn| turn.role == ChatRole::User)
        .map(|turn| turn.content.as_str())
        .chain([message]);
    for text in said {
        match said_in(text, circle) {
            Said::Named(recipient) => named = Some(recipient),
            Said::Occasion => occasion = true,
            Said::Nothing => {}
        }
    }
    named.or_else(|| occasion.then(|| GiftRecipient::someone(None)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(text: &str) -> Option<GiftRecipient> {
        conversation_recipient(&[], text, &[])
    }

    fn someone(name: &str) -> Option<GiftRecipient> {
        Some(GiftRecipient::someone(Some(name)))
    }

    fn unnamed() -> Option<GiftRecipient> {
        Some(GiftRecipient::someone(None))
    }

    #[test]
    fn a_message_names_who_it_is_for() {
        for (text, want) in [
            (
                "A birthday gift for my mum who loves gardening",
                someone("Mum"),
            ),
            ("Ideas for my mom's birthday", someone("Mom")),
            ("Mother's Day gift for mum, she loves tea", someone("Mum")),
            ("Mothers day ideas please", unnamed()),
            (
                "Thank-you gift for my son's teacher, $15-25",
                someone("Son's teacher"),
            ),
            (
                "Something for my nephew who's really into chess",
                someone("Nephew"),
            ),
            ("Gift for my aunt who loves knitting", someone("Aunt")),
            ("my bf likes hiking", someone("Boyfriend")),
            ("something for my sister-in-law", someone("Sister-in-law")),
            ("Something for grandma, she loves tea", someone("Grandma")),
            (
                "Housewarming gift for a friend who loves cooking",
                unnamed(),
            ),
            ("Housewarming gift for friends, about $50", unnamed()),
            ("Something for my parents", someone("Parents")),
            (
                "Father's Day present for a dad who loves grilling",
                unnamed(),
            ),
            (
                "Birthday gift for a 10 year old who likes science",
                unnamed(),
            ),
            ("a gift for an 8-year-old", unnamed()),
            ("Need something for someone at work", unnamed()),
            ("Baby shower gift under $30", unnamed()),
            ("Secret santa at work, $20 max", unnamed()),
            (
                "I want a new espresso machine, around $200",
                Some(GiftRecipient::Me),
            ),
            ("Something for me, I love hiking", Some(GiftRecipient::Me)),
            (
                "Treat myself to something nice under $50",
                Some(GiftRecipient::Me),
            ),
            ("What should I put on my wishlist?", Some(GiftRecipient::Me)),
            (
                "I need ideas for my grandpa who loves fishing",
                someone("Grandpa"),
            ),
            ("I want to get my dad something", someone("Dad")),
            ("Any ideas for me to give my sister?", someone("Sister")),
            (
                "Ideas for my wife... actually no, for me",
                Some(GiftRecipient::Me),
            ),
            ("I need a gift idea", None),
            ("hello", None),
            ("cheaper", None),
        ] {
            assert_eq!(said(text), want, "{text:?}");
        }
    }

    #[test]
    fn a_circle_first_name_is_someone_by_that_name() {
        let circle = [CirclePerson {
            first_name: "Priya".into(),
            relationship: Some("sibling".into()),
            interests: vec![],
        }];
        assert_eq!(
            conversation_recipient(&[], "What should I get priya for her birthday?", &circle),
            someone("Priya")
        );
        // Without the circle, a first name is nobody known.
        assert_eq!(
            said("What should I get Priya for her birthday?"),
            unnamed(),
            "the birthday says it is for someone"
        );
    }

    #[test]
    fn the_latest_message_that_names_someone_wins() {
        let user = |text: &str| ChatTurn {
            role: ChatRole::User,
            content: text.to_owned(),
        };
        let answer = |text: &str| ChatTurn {
            role: ChatRole::Assistant,
            content: text.to_owned(),
        };
        let mum = [
            user("A gift for my mum"),
            answer("Here are 6 ideas for your mum"),
        ];
        assert_eq!(conversation_recipient(&mum, "cheaper", &[]), someone("Mum"));
        // An occasion later does not unname her.
        assert_eq!(
            conversation_recipient(&mum, "it's for Christmas", &[]),
            someone("Mum")
        );
        assert_eq!(
            conversation_recipient(&mum, "now something for myself", &[]),
            Some(GiftRecipient::Me)
        );
        let me = [
            user("I want new headphones"),
            answer("Here are 6 ideas for you"),
        ];
        assert_eq!(
            conversation_recipient(&me, "and for my dad?", &[]),
            someone("Dad")
        );
        // The assistant's words name nobody.
        assert_eq!(
            conversation_recipient(&[answer("Ideas for your mum")], "more", &[]),
            None
        );
    }
}
