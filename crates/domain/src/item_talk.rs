//! Talk about a gift (issue 45): givers' notes on an item ("I'll get the
//! blue one"), and questions a giver asks its recipient without being
//! named. Notes, like claims, never reach the item's recipients; a
//! question reaches them with neither its asker nor its other askers.

use chrono::NaiveDateTime;

use crate::group_list::PersonName;
use crate::ids::{GiverNoteId, ItemId, ItemQuestionId, UserId};
use crate::messages;
use crate::validation::{message_text, ValidationError};

/// A givers' note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiverNote {
    pub id: GiverNoteId,
    pub item: ItemId,
    /// `None` once its author deleted their account.
    pub author: Option<(UserId, PersonName)>,
    pub body: String,
    pub created_at: NaiveDateTime,
}

impl GiverNote {
    pub fn author_name(&self) -> String {
        self.author.as_ref().map_or_else(
            || messages::DELETED_GIVER.to_owned(),
            |(_, name)| name.display(),
        )
    }
}

/// A giver's question to an item's recipient, and its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemQuestion {
    pub id: ItemQuestionId,
    pub item: ItemId,
    /// Never named to whom it is asked; kept so the asker hears the answer.
    pub asker: Option<UserId>,
    pub question: String,
    pub answer: Option<String>,
    pub asked_at: NaiveDateTime,
    pub answered_at: Option<NaiveDateTime>,
}

pub fn note_body(text: Option<String>) -> Result<String, ValidationError> {
    message_text(
        "body",
        text,
        messages::NOTE_REQUIRED,
        messages::NOTE_TOO_LONG,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_are_one_to_a_thousand_characters() {
        assert_eq!(
            note_body(Some("  the blue one ".into())).unwrap(),
            "the blue one"
        );
        assert_eq!(
            note_body(Some(" ".into())).unwrap_err().fields["body"],
            messages::NOTE_REQUIRED
        );
        assert_eq!(
            note_body(Some("x".repeat(1001))).unwrap_err().fields["body"],
            messages::NOTE_TOO_LONG
        );
        assert!(note_body(Some("x".repeat(1000))).is_ok());
    }
}
