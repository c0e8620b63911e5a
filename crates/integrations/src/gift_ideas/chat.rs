//! The assistant's offline engine ("Ask Presently"): reads the whole
//! conversation (who it is for, the occasion, budget, interests, age, and
//! the people of my circle named in it), refines on follow-ups ('cheaper',
//! 'something for the garden', 'not another mug'), and answers in sentences
//! built from what it read, with catalog items and whom they are for (my
//! own wishlist takes only ideas for me: [`conversation_recipient`]).

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use domain::gift_idea::GiftRecipient;
use domain::recommendation::GiftOccasion;

use crate::catalog::{format_price, stem, AffiliateTags, Catalog, CatalogItem, Partner};

use super::budget::{median, StatedBudget};
use super::interests::{push_unique, Serves};
use super::phrasing::{item_reason, label_for};
use super::ranking::{choose, ranked_types, signals_of, Signals, TypeCandidate};
use super::reading::{read_request, words, Reading};
use super::recipient::conversation_recipient;
use super::GiftRequest;

/// Ideas in one answer, at most (spec: up to 6).
pub const IDEAS_MAX: usize = 6;
/// A follow-up's "cheaper": this share of the last answer's typical price.
const CHEAPER: f64 = 0.7;
/// A follow-up's "something nicer": this multiple of it.
const PRICIER: f64 = 1.4;

const CHEAPER_WORDS: &[&str] = &[
    "cheaper",
    "less expensive",
    "more affordable",
    "too expensive",
    "too pricey",
    "lower budget",
    "cheap",
];
const PRICIER_WORDS: &[&str] = &[
    "pricier",
    "more expensive",
    "fancier",
    "splurge",
    "bigger budget",
    "more special",
    "nicer",
];
/// Words after which the next word is something to leave out.
const NOT_WORDS: &[&str] = &[
    "not another",
    "no more",
    "not a",
    "not an",
    "no",
    "without",
    "anything but",
    "except",
    "not",
];
/// Words that are not things ("not too expensive", "no idea").
const NOT_THINGS: &[&str] = &[
    "another", "too", "idea", "clue", "budget", "more", "sure", "thanks", "thank", "one",
    "problem", "rush",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChatRole {
    User,
    Assistant,
}

impl ChatRole {
    /// As a chat turn and an OpenAI-compatible server name it.
    pub fn as_str(self) -> &'static str {
        match self {
            ChatRole::User => "user",
            ChatRole::Assistant => "assistant",
        }
    }

    /// Both names, in order (a request rule of the API document).
    pub fn names() -> Vec<&'static str> {
        vec![ChatRole::User.as_str(), ChatRole::Assistant.as_str()]
    }

    /// The role a turn's `role` names, exactly.
    pub fn parse(text: &str) -> Option<ChatRole> {
        [ChatRole::User, ChatRole::Assistant]
            .into_iter()
            .find(|role| role.as_str() == text)
    }
}

/// One message of the conversation (spec section 3, Chat message).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatTurn {
    pub role: ChatRole,
    pub content: String,
}

pub use domain::assistant::CirclePerson;

/// One idea: a catalog item with its partner link and why it fits.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatIdea {
    pub id: String,
    pub name: String,
    pub description: String,
    pub price: String,
    pub image: Option<String>,
    /// The partner's page, with the configured affiliate tag.
    pub link: String,
    pub partner: Partner,
    pub partner_name: &'static str,
    pub product_type: String,
    /// One line: why it fits.
    pub reason: String,
}

/// The assistant's answer: its text, the ideas as cards, and who the
/// conversation is about ([`conversation_recipient`]; none: nobody known
/// yet), which decides where its ideas may be saved.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChatReply {
    pub message: String,
    pub ideas: Vec<ChatIdea>,
    pub recipient: Option<GiftRecipient>,
}

/// What the conversation says so far.
#[derive(Default)]
struct Understanding {
    reading: Reading,
    person: Option<String>,
    excluded: Vec<String>,
    /// The last user message's refinement, for the answer's first words.
    refinement: Refinement,
}

#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum Refinement {
    #[default]
    None,
    Cheaper,
    Pricier,
    LeaveOut,
    More,
}

fn has_phrase(text_words: &[String], phrase: &str) -> bool {
    let parts: Vec<&str> = phrase.split(' ').collect();
    text_words
        .windows(parts.len())
        .any(|w| w.iter().zip(&parts).all(|(a, b)| a == b))
}

/// The things a message leaves out: the word after "not another", "no", ...
fn left_out(text_words: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for marker in NOT_WORDS {
        let parts: Vec<&str> = marker.split(' ').collect();
        for (i, window) in text_words.windows(parts.len()).enumerate() {
            if window.iter().zip(&parts).all(|(a, b)| a == b) {
                if let Some(next) = text_words.get(i + parts.len()) {
                    if next.chars().count() > 2
                        && !NOT_THINGS.contains(&next.as_str())
                        && !NOT_WORDS.iter().any(|m| m.starts_with(next.as_str()))
                    {
                        let thing = stem(next);
                        if !out.contains(&thing) {
                            out.push(thing);
                        }
                    }
                }
            }
        }
    }
    out
}

fn is_left_out(item: &CatalogItem, excluded: &[String]) -> bool {
    if excluded.is_empty() {
        return false;
    }
    let own: HashSet<String> = words(&format!("{} {}", item.name, item.product_type))
        .iter()
        .map(|w| stem(w))
        .collect();
    excluded.iter().any(|x| own.contains(x))
}

/// The circle person a message names, by first name (whole word, any case).
fn person_named<'c>(text_words: &[String], circle: &'c [CirclePerson]) -> Option<&'c CirclePerson> {
    circle.iter().find(|p| {
        let name = p.first_name.trim().to_lowercase();
        !name.is_empty() && text_words.contains(&name)
    })
}

fn merge(into: &mut Reading, turn: Reading) {
    if turn.recipient.is_some() {
        into.recipient = turn.recipient;
        into.recipient_word = turn.recipient_word;
    }
    if turn.occasion.is_some() {
        into.occasion = turn.occasion;
    }
    if turn.budget.is_said() {
        into.budget = turn.budget;
    }
    if turn.audience.is_some() {
        into.audience = turn.audience;
    }
    for interest in turn.interests {
        push_unique(&mut into.interests, interest);
    }
}

/// The typical price of an answer's items.
fn typical(ids: &[String], catalog: &Catalog) -> Option<f64> {
    let mut prices: Vec<f64> = ids
        .iter()
        .filter_map(|id| catalog.items().iter().find(|i| &i.id == id))
        .map(|i| i.price)
        .collect();
    median(&mut prices)
}

/// Whether an item is within the budget and not left out.
fn allowed(item: &CatalogItem, u: &Understanding) -> bool {
    let budget = u.reading.budget.range();
    !is_left_out(item, &u.excluded)
        && budget.max.is_none_or(|max| item.price <= max)
        && budget.min.is_none_or(|min| item.price >= min)
}

/// The best item of a chosen type: within budget, not left out, never one
/// this conversation has shown; best signal, then best loved.
fn best_item<'a>(
    catalog: &'a Catalog,
    candidate: &TypeCandidate,
    u: &Understanding,
    shown: &HashSet<String>,
    taken: &HashSet<&str>,
) -> Option<(&'a CatalogItem, Signals)> {
    catalog
        .items()
        .iter()
        .filter(|item| {
            item.product_type == candidate.product_type
                && allowed(item, u)
                && !taken.contains(item.id.as_str())
                && !shown.contains(&item.id)
        })
        .filter_map(|item| signals_of(item, &u.reading).map(|s| (item, s)))
        .max_by(|(a, sa), (b, sb)| {
            sa.score
                .total_cmp(&sb.score)
                .then(a.popularity().total_cmp(&b.popularity()))
                .then_with(|| b.id.cmp(&a.id))
        })
}

/// An idea of an answer, and the interests (labels) its item is for.
struct Picked {
    idea: ChatIdea,
    serves: Vec<String>,
}

fn serves(candidate: &TypeCandidate, label: &str) -> bool {
    candidate.signals.interests.iter().any(|(l, _)| l == label)
}

fn ideas_for(
    u: &Understanding,
    catalog: &Catalog,
    tags: &AffiliateTags,
    shown: &HashSet<String>,
) -> Vec<Picked> {
    // The budget filters items one by one (a type whose typical price is
    // above it may still have one within it); what was shown is never
    // shown again.
    let mut open_budget = u.reading.clone();
    open_budget.budget = StatedBudget::Unsaid;
    let candidates = ranked_types(&open_budget, catalog, |item| {
        allowed(item, u) && !shown.contains(&item.id)
    });
    // Types that matched something first, then fillers; within each, types
    // not shown before first, so a follow-up does not repeat itself.
    let fresh = |c: &TypeCandidate| {
        !catalog
            .items()
            .iter()
            .any(|i| i.product_type == c.product_type && shown.contains(&i.id))
    };
    let mut ordered: Vec<TypeCandidate> = candidates.iter().map(clone_candidate).collect();
    ordered.sort_by_key(|c| (c.score <= 0.0, !fresh(c)));
    let mut chosen: Vec<&TypeCandidate> = choose(&ordered);
    // Every interest the catalog can serve gets an idea: one for the
    // interest that has none takes the place of the last filler.
    for interest in &u.reading.interests {
        if chosen.iter().any(|c| serves(c, &interest.label)) {
            continue;
        }
        let Some(candidate) = ordered
            .iter()
            .find(|c| serves(c, &interest.label) && !chosen.iter().any(|x| std::ptr::eq(*x, *c)))
        else {
            continue;
        };
        if chosen.len() < IDEAS_MAX {
            chosen.push(candidate);
        } else if let Some(at) = chosen.iter().rposition(|c| c.signals.interests.is_empty()) {
            chosen[at] = candidate;
        }
    }
    // What matched comes first.
    chosen.sort_by(|a, b| b.score.total_cmp(&a.score));
    let mut taken: HashSet<&str> = HashSet::new();
    let mut ideas = Vec::new();
    for candidate in chosen.into_iter().take(IDEAS_MAX) {
        let Some((item, signals)) = best_item(catalog, candidate, u, shown, &taken) else {
            continue;
        };
        taken.insert(item.id.as_str());
        let reason = item_reason(item, &signals, &u.reading);
        ideas.push(Picked {
            idea: idea_of(item, reason, tags),
            serves: signals.interests.into_iter().map(|(l, _)| l).collect(),
        });
    }
    ideas
}

fn clone_candidate<'a>(c: &TypeCandidate<'a>) -> TypeCandidate<'a> {
    TypeCandidate {
        product_type: c.product_type,
        category: c.category,
        score: c.score,
        signals: c.signals.clone(),
        price: c.price,
        popularity: c.popularity,
    }
}

fn list_text(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// What the answer says of interests its ideas do not serve as such:
/// served only through something broader, or not at all.
fn interest_notes(u: &Understanding, ideas: &[Picked]) -> Vec<String> {
    let mut through: Vec<(String, &str)> = Vec::new();
    let mut missing: Vec<String> = Vec::new();
    for interest in &u.reading.interests {
        let served = ideas.iter().any(|p| p.serves.contains(&interest.label));
        match interest.serves {
            Serves::Through(what) if served => through.push((interest.label.clone(), what)),
            _ if served => {}
            _ => missing.push(interest.label.clone()),
        }
    }
    let mut notes = Vec::new();
    for (label, what) in through {
        notes.push(format!(
            "Nothing in the catalog is made just for {label}, so I picked things for {what}."
        ));
    }
    if !missing.is_empty() {
        let within = u
            .reading
            .budget
            .words()
            .map_or(String::new(), |b| format!(" {b}"));
        notes.push(format!(
            "I couldn't find anything for {}{within} in the catalog; tell me something else they love and I'll look again.",
            list_text(&missing)
        ));
    }
    notes
}

/// The answer's text, from what was read and what was found.
fn compose(u: &Understanding, ideas: &[Picked], shown_before: bool) -> String {
    let r = &u.reading;
    let who = if r.for_me {
        Some("you".to_owned())
    } else {
        u.person.clone().or_else(|| r.recipient_name())
    };
    let mut opening = match u.refinement {
        Refinement::Cheaper => "Here are some more affordable ideas".to_owned(),
        Refinement::Pricier => "Here are some more special ideas".to_owned(),
        Refinement::LeaveOut => format!(
            "Leaving out {}, here are some other ideas",
            list_text(
                &u.excluded
                    .iter()
                    .map(|x| format!("{x}s"))
                    .collect::<Vec<_>>()
            )
        ),
        Refinement::More => "Here are a few more ideas".to_owned(),
        Refinement::None => format!("Here are {} ideas", ideas.len()),
    };
    // "for your mum's birthday", "for Sam for Christmas", "for a wedding".
    let occasion = r.occasion.map(|o| o.label.as_str());
    let proper = |label: &str| label.starts_with(|c: char| c.is_uppercase());
    match (&who, occasion) {
        (Some(_), Some(occasion)) if r.for_me && !proper(occasion) => {
            opening.push_str(&format!(" for your {occasion}"));
        }
        (Some(who), Some(occasion)) if !proper(occasion) => {
            opening.push_str(&format!(" for {who}'s {occasion}"));
        }
        (Some(who), Some(occasion)) => opening.push_str(&format!(" for {who} for {occasion}")),
        (Some(who), None) => opening.push_str(&format!(" for {who}")),
        (None, Some(occasion)) if proper(occasion) => opening.push_str(&format!(" for {occasion}")),
        (None, Some(occasion)) => {
            let article = if occasion.starts_with(['a', 'e', 'i', 'o', 'u']) {
                "an"
            } else {
                "a"
            };
            opening.push_str(&format!(" for {article} {occasion}"));
        }
        (None, None) => {}
    }
    if let Some(budget) = r.budget.words() {
        opening.push_str(&format!(", {budget}"));
    }
    let interests: Vec<String> = r.interests.iter().map(|i| label_for(&i.label, r)).collect();
    if !interests.is_empty() {
        let subject = if r.for_me {
            "as you love"
        } else if who.is_some() {
            "who loves"
        } else {
            "for someone who loves"
        };
        opening.push_str(&format!(", {subject} {}", list_text(&interests)));
    }
    opening.push(':');
    let mut text = opening;
    for picked in ideas {
        let idea = &picked.idea;
        text.push_str(&format!(
            "\n- {} ({}): {}",
            idea.name, idea.price, idea.reason
        ));
    }
    let mut missing = Vec::new();
    if who.is_none() {
        missing.push("who it's for");
    }
    if r.occasion.is_none() {
        missing.push("the occasion");
    }
    if !r.budget.is_said() {
        missing.push("a budget");
    }
    if r.interests.is_empty() {
        missing.push(if r.for_me {
            "what you love"
        } else {
            "what they love"
        });
    }
    if ideas.is_empty() {
        let interests = if interests.is_empty() {
            String::new()
        } else {
            format!(" for someone who loves {}", list_text(&interests))
        };
        let budget = r.budget.words().map_or(String::new(), |b| format!(", {b}"));
        return if shown_before {
            format!("I've shown you everything in the catalog that fits{interests}{budget}. Could you loosen the budget or tell me a bit more about them?")
        } else {
            format!("I couldn't find anything in the catalog that fits{interests}{budget}. Could you loosen the budget or tell me a bit more about them?")
        };
    }
    for note in interest_notes(u, ideas) {
        text.push_str(&format!("\n{note}"));
    }
    if missing.len() >= 2 {
        let missing: Vec<String> = missing.iter().map(|m| (*m).to_owned()).collect();
        text.push_str(&format!(
            "\nTell me {} and I'll narrow these down.",
            list_text(&missing)
        ));
    } else if u.refinement == Refinement::None {
        text.push_str("\nWant them cheaper, or something different? Just say so.");
    }
    text
}

/// The catalog items an earlier answer named (its text lists them by name),
/// so a conversation never shows one twice, whoever answered.
fn named_in(content: &str, catalog: &Catalog) -> Vec<String> {
    catalog
        .items()
        .iter()
        .filter(|item| content.contains(item.name.as_str()))
        .map(|item| item.id.clone())
        .collect()
}

/// The reply to `message` after `history`: everything the user said is
/// read, the latest words winning; `circle` (signed in, and allowed) lets a
/// first name stand for that person's relationship and interests. No item
/// an earlier answer showed is shown again.
pub fn converse(
    history: &[ChatTurn],
    message: &str,
    circle: &[CirclePerson],
    catalog: &Catalog,
    tags: &AffiliateTags,
) -> ChatReply {
    // Each thing the user said, with the answer that followed it (its
    // items read from its text, whoever answered).
    let mut steps: Vec<(&str, Option<&str>)> = Vec::new();
    let mut shown: HashSet<String> = HashSet::new();
    for turn in history {
        match turn.role {
            ChatRole::User => steps.push((turn.content.as_str(), None)),
            ChatRole::Assistant => match steps.last_mut() {
                Some((_, answer @ None)) => *answer = Some(turn.content.as_str()),
                _ => shown.extend(named_in(&turn.content, catalog)),
            },
        }
    }
    steps.push((message, None));
    let recipient = conversation_recipient(history, message, circle);
    let for_me = recipient.as_ref().is_some_and(GiftRecipient::is_me);
    let last = steps.len() - 1;
    let mut u = Understanding::default();
    let mut last_ideas: Vec<Picked> = Vec::new();
    // The items of the answer before this message.
    let mut last_answer: Vec<String> = Vec::new();
    for (n, (turn, answer)) in steps.iter().enumerate() {
        let turn_words = words(turn);
        let mut request = GiftRequest {
            query: Some((*turn).to_owned()),
            ..Default::default()
        };
        if let Some(person) = person_named(&turn_words, circle) {
            u.person = Some(person.first_name.clone());
            request.relationship = person.relationship.clone();
            request.interests = Some(person.interests.join(", "));
        }
        let reading = read_request(&request, catalog);
        let explicit_budget = reading.budget.is_said();
        merge(&mut u.reading, reading);
        let excluded = left_out(&turn_words);
        u.refinement = Refinement::None;
        if n > 0 && !explicit_budget && CHEAPER_WORDS.iter().any(|p| has_phrase(&turn_words, p)) {
            if let Some(price) = typical(&last_answer, catalog) {
                u.reading.budget = StatedBudget::Under((price * CHEAPER).floor().max(5.0));
                u.refinement = Refinement::Cheaper;
            }
        } else if n > 0
            && !explicit_budget
            && PRICIER_WORDS.iter().any(|p| has_phrase(&turn_words, p))
        {
            if let Some(price) = typical(&last_answer, catalog) {
                u.reading.budget = StatedBudget::Over((price * PRICIER).round());
                u.refinement = Refinement::Pricier;
            }
        }
        if !excluded.is_empty() {
            for x in excluded {
                if !u.excluded.contains(&x) {
                    u.excluded.push(x);
                }
            }
            if u.refinement == Refinement::None {
                u.refinement = Refinement::LeaveOut;
            }
        }
        if n > 0 && u.refinement == Refinement::None && has_phrase(&turn_words, "more") {
            u.refinement = Refinement::More;
        }
        if n == last && for_me {
            // Now for me: whoever was asked about before is not.
            u.reading.recipient = None;
            u.reading.recipient_word.clear();
            u.person = None;
            u.reading.for_me = true;
        }
        last_ideas = ideas_for(&u, catalog, tags, &shown);
        last_answer = answer
            .map(|text| named_in(text, catalog))
            .filter(|named| !named.is_empty())
            .unwrap_or_else(|| last_ideas.iter().map(|p| p.idea.id.clone()).collect());
        if answer.is_some() {
            shown.extend(last_answer.iter().cloned());
        }
    }
    let shown_before = !shown.is_empty();
    ChatReply {
        message: compose(&u, &last_ideas, shown_before),
        ideas: last_ideas.into_iter().map(|p| p.idea).collect(),
        recipient,
    }
}

/// The system prompt for a configured model: the catalog's kinds of
/// product (so its ideas can be matched to real items), and, when allowed,
/// my circle (first names, relationships, interests) and my coming dates.
pub fn system_prompt(
    catalog: &Catalog,
    circle: &[CirclePerson],
    occasions: &[GiftOccasion],
) -> String {
    let mut types: Vec<&str> = catalog
        .items()
        .iter()
        .map(|i| i.product_type.as_str())
        .collect();
    types.sort_unstable();
    types.dedup();
    let mut prompt = format!(
        "You are Ask Presently, a warm, concise gift assistant in a gift-planning app. \
Help the user find a gift: ask about who it is for, the occasion, the budget and their interests when you do not know them. \
Respect a stated budget strictly. Reply with two to four short sentences of plain prose (no links, no markdown lists), \
then a JSON array of up to 6 ideas, each {{\"productType\": one of the kinds below, \"reason\": one sentence}}.\n\
Kinds of product in the shop: {}.",
        types.join(", ")
    );
    if !circle.is_empty() {
        prompt.push_str("\nThe user's circle (first names only): ");
        let people: Vec<String> = circle
            .iter()
            .take(50)
            .map(|p| {
                let mut line = p.first_name.clone();
                if let Some(r) = &p.relationship {
                    line.push_str(&format!(" ({r})"));
                }
                if !p.interests.is_empty() {
                    line.push_str(&format!(": likes {}", p.interests.join(", ")));
                }
                line
            })
            .collect();
        prompt.push_str(&people.join("; "));
        prompt.push('.');
    }
    if !occasions.is_empty() {
        let dates: Vec<String> = occasions
            .iter()
            .map(|o| o.reason(None).trim_start_matches("For ").to_owned())
            .collect();
        prompt.push_str(&format!("\nTheir coming dates: {}.", dates.join("; ")));
    }
    prompt
}

/// A model's reply as an answer: its prose, and its ideas matched to
/// catalog items (for the links); ideas that match nothing are dropped.
pub fn reply_from_model(content: &str, catalog: &Catalog, tags: &AffiliateTags) -> ChatReply {
    let (prose, suggestions) = super::client::split_reply(content);
    let mut taken: HashSet<&str> = HashSet::new();
    let mut ideas = Vec::new();
    for suggestion in suggestions {
        if ideas.len() == IDEAS_MAX {
            break;
        }
        let Some(item) = catalog
            .search_items(&suggestion.product_type, 5)
            .into_iter()
            .find(|item| !taken.contains(item.id.as_str()))
        else {
            continue;
        };
        taken.insert(item.id.as_str());
        let reason = if suggestion.reasoning.is_empty() {
            item.description.clone()
        } else {
            suggestion.reasoning
        };
        ideas.push(idea_of(item, reason, tags));
    }
    ChatReply {
        message: prose,
        ideas,
        // Read from the conversation by the caller ([`answer_chat`]).
        recipient: None,
    }
}

fn idea_of(item: &CatalogItem, reason: String, tags: &AffiliateTags) -> ChatIdea {
    ChatIdea {
        id: item.id.clone(),
        name: item.name.clone(),
        description: item.description.clone(),
        price: format_price(item.price),
        image: item.image.clone(),
        link: item.affiliate_url(tags),
        partner: item.partner,
        partner_name: item.partner.source_name(),
        product_type: item.product_type.clone(),
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::super::budget::dollars;
    use super::*;

    fn price(idea: &ChatIdea) -> f64 {
        idea.price
            .trim_start_matches('$')
            .replace(',', "")
            .parse()
            .unwrap()
    }

    fn ask(history: &[(&str, &str)], message: &str) -> ChatReply {
        let turns: Vec<ChatTurn> = history
            .iter()
            .map(|(role, content)| ChatTurn {
                role: if *role == "user" {
                    ChatRole::User
                } else {
                    ChatRole::Assistant
                },
                content: (*content).to_owned(),
            })
            .collect();
        converse(
            &turns,
            message,
            &[],
            Catalog::bundled(),
            &AffiliateTags::default(),
        )
    }

    /// (prompt, budget max, a word the answer names, an interest tag the first idea serves)
    const PROMPTS: &[(&str, Option<f64>, &str, Option<&str>)] = &[
        (
            "A birthday gift for my mum who loves gardening, under $50",
            Some(50.0),
            "mum",
            Some("garden"),
        ),
        (
            "Something for my dad, he likes coffee, budget $20-40",
            Some(40.0),
            "dad",
            Some("coffee"),
        ),
        // "Around" is either side of it (a little over at most).
        (
            "Anniversary present for my wife around 100",
            Some(115.0),
            "wife",
            None,
        ),
        (
            "My husband is into fitness. Under 60 dollars please",
            Some(60.0),
            "husband",
            Some("fitness"),
        ),
        (
            "Gift for my girlfriend who loves reading",
            None,
            "girlfriend",
            Some("book"),
        ),
        (
            "Christmas gift for my brother who plays video games under $80",
            Some(80.0),
            "brother",
            Some("gam"),
        ),
        (
            "A graduation gift for my niece, she likes music",
            None,
            "niece",
            Some("music"),
        ),
        (
            "Housewarming gift for a friend who loves cooking, under $40",
            Some(40.0),
            "friend",
            Some("cook"),
        ),
        (
            "Something for grandma, she loves tea",
            None,
            "grandma",
            Some("tea"),
        ),
        (
            "Baby shower gift under $30",
            Some(30.0),
            "baby shower",
            None,
        ),
        (
            "My boss likes wine, something under $50",
            Some(50.0),
            "",
            Some("wine"),
        ),
        (
            "Valentine's Day gift for my boyfriend who likes hiking",
            None,
            "boyfriend",
            Some("hik"),
        ),
        (
            "Gift for my sister who does yoga, $25 to $45",
            Some(45.0),
            "sister",
            Some("yoga"),
        ),
        (
            "Father's Day present for a dad who loves grilling",
            None,
            "dad",
            Some("gril"),
        ),
        (
            "Birthday gift for a 10 year old who likes science",
            None,
            "",
            Some("science"),
        ),
        (
            "Mother's Day gift for mum, she loves tea, under $35",
            Some(35.0),
            "mum",
            Some("tea"),
        ),
        (
            "A gift for my son who loves lego",
            None,
            "son",
            Some("lego"),
        ),
        (
            "Retirement gift for a colleague who likes golf under $100",
            Some(100.0),
            "",
            Some("golf"),
        ),
        (
            "Something for my partner who loves baking",
            None,
            "partner",
            Some("bak"),
        ),
        ("Wedding gift under $150", Some(150.0), "wedding", None),
        (
            "I need ideas for my grandpa who loves fishing",
            None,
            "grandpa",
            Some("fish"),
        ),
        ("hello", None, "", None),
    ];

    #[test]
    fn a_table_of_prompts_is_read_and_answered() {
        for (prompt, max, named, interest) in PROMPTS {
            let reply = ask(&[], prompt);
            assert!(!reply.ideas.is_empty(), "{prompt}: no ideas");
            assert!(reply.ideas.len() <= IDEAS_MAX, "{prompt}");
            if let Some(max) = max {
                for idea in &reply.ideas {
                    assert!(
                        price(idea) <= *max,
                        "{prompt}: {} at {}",
                        idea.name,
                        idea.price
                    );
                }
                assert!(
                    reply.message.contains(&dollars(*max)) || reply.message.contains("around $"),
                    "{prompt}: {}",
                    reply.message
                );
            }
            assert!(
                reply.message.to_lowercase().contains(named),
                "{prompt}: {}",
                reply.message
            );
            if let Some(interest) = interest {
                let first = Catalog::bundled()
                    .items()
                    .iter()
                    .find(|i| i.id == reply.ideas[0].id)
                    .unwrap();
                let text = format!("{} {} {:?}", first.name, first.product_type, first.tags)
                    .to_lowercase();
                assert!(text.contains(interest), "{prompt}: first idea {text}");
            }
            for idea in &reply.ideas {
                assert!(idea.link.starts_with("https://"), "{prompt}: {}", idea.link);
                assert!(!idea.reason.is_empty());
                assert!(
                    reply.message.contains(&idea.name),
                    "{prompt}: the text names {}",
                    idea.name
                );
            }
        }
        // Not a canned reply: different prompts, different answers.
        let answers: HashSet<String> = PROMPTS.iter().map(|(p, ..)| ask(&[], p).message).collect();
        assert_eq!(answers.len(), PROMPTS.len());
        // Knowing nothing, it asks.
        assert!(ask(&[], "hello").message.contains("Tell me who it's for"));
    }

    #[test]
    fn follow_ups_refine_and_never_repeat_the_last_answer() {
        let first_prompt = "A birthday gift for my mum who loves gardening";
        let first = ask(&[], first_prompt);
        let history = [
            ("user", first_prompt),
            ("assistant", first.message.as_str()),
        ];

        let cheaper = ask(&history, "cheaper please");
        assert!(
            cheaper
                .message
                .starts_with("Here are some more affordable ideas for your mum"),
            "{}",
            cheaper.message
        );
        let first_ids: Vec<String> = first.ideas.iter().map(|i| i.id.clone()).collect();
        let before = typical(&first_ids, Catalog::bundled()).unwrap();
        assert!(
            cheaper
                .ideas
                .iter()
                .all(|i| price(i) <= before * CHEAPER + 0.01),
            "{:?}",
            cheaper.ideas
        );
        assert_ne!(cheaper.message, first.message);

        let mug = ask(
            &[("user", "Gift for my dad who loves coffee")],
            "not another mug",
        );
        assert!(
            mug.message.starts_with("Leaving out mugs"),
            "{}",
            mug.message
        );
        assert!(mug
            .ideas
            .iter()
            .all(|i| !i.name.to_lowercase().contains("mug")
                && !i.product_type.to_lowercase().contains("mug")));

        let garden = ask(
            &[("user", "Something for my sister")],
            "something for the garden",
        );
        let first_item = Catalog::bundled()
            .items()
            .iter()
            .find(|i| i.id == garden.ideas[0].id)
            .unwrap();
        assert!(format!("{:?} {}", first_item.tags, first_item.product_type)
            .to_lowercase()
            .contains("garden"));
        assert!(garden.message.contains("your sister"), "{}", garden.message);

        let again = ask(&history, "more");
        let ids: HashSet<&str> = first.ideas.iter().map(|i| i.id.as_str()).collect();
        assert!(
            again.ideas.iter().all(|i| !ids.contains(i.id.as_str())),
            "a follow-up shows new items"
        );
        assert_ne!(again.message, first.message);

        // A later budget wins over an earlier one.
        let budget = ask(
            &[("user", "gift for my wife under $200")],
            "actually under $30",
        );
        assert!(budget.ideas.iter().all(|i| price(i) <= 30.0));
    }

    #[test]
    fn a_circle_name_brings_their_interests() {
        let circle = [CirclePerson {
            first_name: "Priya".into(),
            relationship: Some("sister".into()),
            interests: vec!["yoga".into(), "tea".into()],
        }];
        let reply = converse(
            &[],
            "What should I get Priya for her birthday?",
            &circle,
            Catalog::bundled(),
            &AffiliateTags::default(),
        );
        assert!(reply.message.contains("for Priya"), "{}", reply.message);
        assert!(
            reply.message.contains("yoga") || reply.message.contains("tea"),
            "{}",
            reply.message
        );
        // Without the circle, the name means nothing.
        let plain = ask(&[], "What should I get Priya for her birthday?");
        assert!(!plain.message.contains("yoga"));
    }

    #[test]
    fn a_word_that_only_describes_a_thing_is_not_an_interest() {
        // "coffee table book" is not for someone who loves coffee.
        for _ in 0..3 {
            let reply = ask(&[], "A gift for my dad who loves coffee, under $60");
            assert!(
                reply
                    .ideas
                    .iter()
                    .all(|i| !i.product_type.to_lowercase().contains("coffee table")),
                "{:?}",
                reply
                    .ideas
                    .iter()
                    .map(|i| &i.product_type)
                    .collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn leaving_out_reads_things_not_phrases() {
        assert_eq!(left_out(&words("not another mug please")), vec!["mug"]);
        assert_eq!(
            left_out(&words("no candles, no socks")),
            vec!["candle", "sock"]
        );
        assert!(left_out(&words("not too expensive")).is_empty());
        assert!(left_out(&words("no idea what to get")).is_empty());
    }
}

/// Who answered a chat message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChatSource {
    /// The configured model.
    Model,
    /// The built-in engine over the catalog; with why, when a model is
    /// configured but did not answer (the reply then says so).
    Catalog { model_failure: Option<String> },
}

/// The answer to `message` after `history`: the configured model's when
/// there is one and it answers with prose (its ideas matched to the
/// catalog), else the built-in engine's over the catalog.
pub async fn answer_chat(
    model: Option<&super::OpenAiCompatible>,
    history: &[ChatTurn],
    message: &str,
    circle: &[CirclePerson],
    occasions: &[GiftOccasion],
    catalog: &Catalog,
    tags: &AffiliateTags,
) -> (ChatReply, ChatSource) {
    let model_failure = match model {
        None => None,
        Some(model) => {
            let system = system_prompt(catalog, circle, occasions);
            match model.chat(&system, history, message).await {
                Ok(content) => {
                    let mut reply = reply_from_model(&content, catalog, tags);
                    if !reply.message.is_empty() {
                        // Who it is for: the same reading of the conversation
                        // as the built-in engine's, never the model's say.
                        reply.recipient = conversation_recipient(history, message, circle);
                        return (reply, ChatSource::Model);
                    }
                    Some("the model's reply had no prose".to_owned())
                }
                Err(error) => Some(error.to_string()),
            }
        }
    };
    let reply = converse(history, message, circle, catalog, tags);
    (reply, ChatSource::Catalog { model_failure })
}
