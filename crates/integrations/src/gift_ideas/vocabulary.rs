//! The words the built-in engine understands: who a gift is for, the
//! occasion and interests, read once from `data/gift_vocabulary.json`.

use std::sync::OnceLock;

use serde::Deserialize;

const VOCABULARY_JSON: &str = include_str!("../../data/gift_vocabulary.json");

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum Pronoun {
    She,
    He,
    They,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum Audience {
    /// Unknown age (a son may be 6 or 40): no filtering.
    Any,
    Adult,
    Teen,
    Child,
    Baby,
}

/// Someone a gift is for ("mum", "niece").
#[derive(Deserialize)]
pub(super) struct RecipientKind {
    pub words: Vec<String>,
    /// How the reasoning names them ("your mum").
    pub label: String,
    pub pronoun: Pronoun,
    pub audience: Audience,
    /// Catalog tags that suit them.
    pub tags: Vec<String>,
}

/// An occasion; its words are single words, or two-word phrases matched on
/// adjacent words.
#[derive(Deserialize)]
pub(super) struct OccasionKind {
    pub words: Vec<String>,
    pub label: String,
    pub tags: Vec<String>,
}

/// An interest.
#[derive(Deserialize)]
pub(super) struct InterestKind {
    pub words: Vec<String>,
    /// How the reasoning names it ("She loves gardening").
    pub label: String,
    /// Catalog tags that serve it.
    pub tags: Vec<String>,
}

/// A kind found by its words in what the user wrote.
pub(super) trait Worded {
    fn words(&self) -> &[String];
}

/// Each kind shows as its label in debug output (a reading's dump stays short).
macro_rules! debug_as_label {
    ($($kind:ty),+) => {
        $(impl std::fmt::Debug for $kind {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.label)
            }
        })+
    };
}

debug_as_label!(RecipientKind, OccasionKind, InterestKind);

impl Worded for RecipientKind {
    fn words(&self) -> &[String] {
        &self.words
    }
}

impl Worded for OccasionKind {
    fn words(&self) -> &[String] {
        &self.words
    }
}

impl Worded for InterestKind {
    fn words(&self) -> &[String] {
        &self.words
    }
}

#[derive(Default, Deserialize)]
pub(super) struct Vocabulary {
    pub recipients: Vec<RecipientKind>,
    pub occasions: Vec<OccasionKind>,
    pub interests: Vec<InterestKind>,
}

/// The bundled vocabulary, parsed once. (Its validity is checked by the
/// tests; were it ever broken, the engine reads nothing, rather than panic.)
pub(super) fn vocabulary() -> &'static Vocabulary {
    static VOCABULARY: OnceLock<Vocabulary> = OnceLock::new();
    VOCABULARY.get_or_init(|| serde_json::from_str(VOCABULARY_JSON).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_vocabulary_parses() {
        let parsed: Vocabulary = serde_json::from_str(VOCABULARY_JSON).unwrap();
        assert_eq!(
            (
                parsed.recipients.len(),
                parsed.occasions.len(),
                parsed.interests.len()
            ),
            (25, 15, 36)
        );
        let every = parsed
            .recipients
            .iter()
            .map(|k| (&k.words, &k.label, &k.tags))
            .chain(
                parsed
                    .occasions
                    .iter()
                    .map(|k| (&k.words, &k.label, &k.tags)),
            )
            .chain(
                parsed
                    .interests
                    .iter()
                    .map(|k| (&k.words, &k.label, &k.tags)),
            );
        for (words, label, tags) in every {
            assert!(
                !words.is_empty() && !label.is_empty() && !tags.is_empty(),
                "{label}"
            );
        }
    }
}
