//! Ask Presently, the gift assistant: what a message may be, how much of a
//! conversation is kept, and what of my circle it may know (first names,
//! relationships, interests; never surnames, emails, phones or photos).

use crate::contact::Contact;
use crate::recommendation::interests_of;

/// Characters a message may have (spec: the chat's input).
pub const MESSAGE_MAX: usize = 2000;
/// Turns of a conversation read (the latest ones).
pub const HISTORY_MAX: usize = 20;

/// Why a message is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    #[error("{}", crate::messages::CHAT_MESSAGE_REQUIRED)]
    Empty,
    #[error("{}", crate::messages::CHAT_MESSAGE_TOO_LONG)]
    TooLong,
}

/// The message, trimmed, or why it cannot be sent.
pub fn read_message(text: &str) -> Result<&str, MessageError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(MessageError::Empty);
    }
    if text.chars().count() > MESSAGE_MAX {
        return Err(MessageError::TooLong);
    }
    Ok(text)
}

/// Someone in my circle as the assistant may know them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CirclePerson {
    pub first_name: String,
    pub relationship: Option<String>,
    pub interests: Vec<String>,
}

impl CirclePerson {
    /// A contact, reduced to what the assistant may know: the first word of
    /// the name, the relationship and the interests.
    pub fn of(contact: &Contact) -> Option<CirclePerson> {
        let first_name = contact.input.name.split_whitespace().next()?.to_owned();
        Some(CirclePerson {
            first_name,
            relationship: contact.input.relationship.map(|r| r.as_str().to_owned()),
            interests: interests_of(contact.input.preferences.as_deref()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_trimmed_and_bounded() {
        assert_eq!(read_message("  hi  "), Ok("hi"));
        assert_eq!(read_message(" \n\t "), Err(MessageError::Empty));
        assert_eq!(read_message(&"é".repeat(2000)).map(str::len), Ok(4000));
        assert_eq!(read_message(&"a".repeat(2001)), Err(MessageError::TooLong));
    }
}
