//! Validation failures, carried with the field they concern and the spec's
//! message. Field rules that `validator` expresses (lengths, formats) are
//! derived on the validated inputs, with a `code` naming the message in
//! [`crate::messages::ALL`]; rules it cannot express are checked while a
//! draft is read.

use std::collections::BTreeMap;

use crate::messages;

/// Field name (the API's camelCase) to its message.
pub type FieldErrors = BTreeMap<String, String>;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ValidationError {
    /// The first field's message, shown where only one line fits (toasts).
    pub message: String,
    pub fields: FieldErrors,
}

impl ValidationError {
    pub fn field(field: &str, message: &str) -> Self {
        let mut fields = FieldErrors::new();
        fields.insert(field.to_owned(), message.to_owned());
        Self {
            message: message.to_owned(),
            fields,
        }
    }

    /// Collects several field errors; `None` when there are none. The first
    /// is the one shown where only one line fits.
    pub fn from_fields(fields: Vec<(&str, &str)>) -> Option<Self> {
        let message = fields.first()?.1.to_owned();
        Some(Self {
            message,
            fields: fields
                .into_iter()
                .map(|(f, m)| (f.to_owned(), m.to_owned()))
                .collect(),
        })
    }

    /// The errors found while reading a draft (`found`) and those `validator`
    /// reported on the input built from it (`checked`), in the form's field
    /// order (`order`, the API's field names), so the first is stable.
    pub(crate) fn gather(
        order: &[&str],
        found: Vec<(&'static str, &'static str)>,
        checked: Result<(), validator::ValidationErrors>,
    ) -> Result<(), ValidationError> {
        let from_validator: Vec<(String, &'static str)> = match &checked {
            Ok(()) => Vec::new(),
            Err(errors) => errors
                .field_errors()
                .into_iter()
                .filter_map(|(field, errors)| {
                    let code = errors.first()?.code.clone();
                    Some((camel_case(&field), message_for(&code)))
                })
                .collect(),
        };
        let mut all: Vec<(&str, &str)> = found;
        all.extend(from_validator.iter().map(|(f, m)| (f.as_str(), *m)));
        let position = |field: &str| {
            order
                .iter()
                .position(|f| *f == field)
                .unwrap_or(order.len())
        };
        all.sort_by_key(|(field, _)| position(field));
        match ValidationError::from_fields(all) {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }
}

/// The spec's message a `validator` code names (codes are the names in
/// [`messages::ALL`]); an unknown code shows as itself, which the tests catch.
fn message_for(code: &str) -> &'static str {
    messages::ALL
        .iter()
        .find(|(name, _)| *name == code)
        .map_or("Invalid value", |(_, text)| text)
}

/// A Rust field name as the API spells it: `photo_url` -> `photoUrl`.
fn camel_case(field: &str) -> String {
    let mut out = String::with_capacity(field.len());
    let mut upper = false;
    for c in field.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// A `validator` error whose code names a message in [`messages::ALL`].
pub(crate) fn refusal(code: &'static str) -> validator::ValidationError {
    validator::ValidationError::new(code)
}

/// A field read from a draft, or its message added to `errors`.
pub(crate) fn read<T>(
    errors: &mut Vec<(&'static str, &'static str)>,
    field: &'static str,
    value: Result<T, &'static str>,
) -> Option<T> {
    value.map_err(|message| errors.push((field, message))).ok()
}

/// A character no stored text may hold: a control character other than
/// tab, newline and carriage return (NUL above all: PostgreSQL cannot store
/// it in text, and none of them make sense in a name, a note or a link),
/// and the bidirectional embeddings, overrides and isolates (U+202A to
/// U+202E, U+2066 to U+2069), which make a name or a title read as another
/// one ("Trojan Source"). The marks U+200E and U+200F, which right-to-left
/// names use, are allowed.
pub fn is_forbidden_char(c: char) -> bool {
    (c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Whether `text` holds a [forbidden character](is_forbidden_char).
pub fn has_forbidden_char(text: &str) -> bool {
    text.chars().any(is_forbidden_char)
}

/// Trimmed text; `None` when missing or blank.
pub fn cleaned(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// An optional text field after a create or a partial update: a value that
/// was sent wins, cleaned (sent blank or null, it clears the field); one not
/// sent keeps what was stored (`kept`, `None` on create).
pub fn patched(sent: Option<Option<String>>, kept: Option<&Option<String>>) -> Option<String> {
    match sent {
        Some(value) => cleaned(value),
        None => kept.cloned().flatten(),
    }
}

/// A required text field after a create or a partial update: one sent
/// wins, cleaned (sent blank, it is missing); one not sent keeps what was
/// stored (`kept`, `None` on create). `None`: the field is missing.
pub fn required(sent: Option<String>, kept: Option<&String>) -> Option<String> {
    match (sent, kept) {
        (None, Some(kept)) => Some(kept.clone()),
        (sent, _) => cleaned(sent),
    }
}

/// A required name after a create or a partial update ([`required`]): at
/// most `max` characters (else `too_long`), without control characters.
/// The longest message a person writes to others: a question or its
/// answer (an exchange's or an item's), a givers' note.
pub const MESSAGE_MAX: usize = 1_000;

/// A message's text: trimmed, at most [`MESSAGE_MAX`] characters, no
/// control characters but line breaks; `missing` when empty, `too_long`
/// past the limit.
pub fn message_text(
    field: &str,
    text: Option<String>,
    missing: &str,
    too_long: &str,
) -> Result<String, ValidationError> {
    match cleaned(text) {
        None => Err(ValidationError::field(field, missing)),
        Some(text) if text.chars().count() > MESSAGE_MAX => {
            Err(ValidationError::field(field, too_long))
        }
        Some(text) if has_forbidden_char(&text) => {
            Err(ValidationError::field(field, messages::CONTROL_CHARACTERS))
        }
        Some(text) => Ok(text),
    }
}

pub fn required_name(
    sent: Option<String>,
    kept: Option<&String>,
    max: usize,
    too_long: &'static str,
) -> Result<String, &'static str> {
    match required(sent, kept) {
        None => Err(messages::NAME_REQUIRED),
        Some(name) if name.chars().count() > max => Err(too_long),
        Some(name) if has_forbidden_char(&name) => Err(messages::CONTROL_CHARACTERS),
        Some(name) => Ok(name),
    }
}

/// What a client sends to make or change a record: a field not sent keeps
/// what is stored (nothing, for a new record), `Some(None)` clears. Each
/// draft reads itself over the stored input in one place,
/// [`Draft::validate_over`]; a new record is read over nothing.
pub trait Draft: Sized {
    /// The validated input the record is written from.
    type Input;

    fn validate_over(self, current: Option<&Self::Input>) -> Result<Self::Input, ValidationError>;

    fn validate_new(self) -> Result<Self::Input, ValidationError> {
        self.validate_over(None)
    }

    fn validate_update(self, current: &Self::Input) -> Result<Self::Input, ValidationError> {
        self.validate_over(Some(current))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_forbidden_but_tab_and_newlines() {
        for text in ["a\0b", "\u{7}", "x\u{1b}[31m", "\u{7f}", "\u{85}", "\u{c}"] {
            assert!(has_forbidden_char(text), "{text:?}");
        }
        // Bidirectional embeddings, overrides and isolates.
        for c in ('\u{202A}'..='\u{202E}').chain('\u{2066}'..='\u{2069}') {
            assert!(has_forbidden_char(&format!("Ann{c}gpj.exe")), "{c:?}");
        }
        for text in [
            "Kettle",
            "line one\nline two\r\n",
            "a\tb",
            "Crème brûlée 🎁",
            // Right-to-left names keep their marks.
            "\u{200F}שרה\u{200E} Cohen",
            "نور",
            "",
        ] {
            assert!(!has_forbidden_char(text), "{text:?}");
        }
    }

    #[test]
    fn api_field_names() {
        for (rust, api) in [
            ("name", "name"),
            ("photo_url", "photoUrl"),
            ("where_to_buy", "whereToBuy"),
        ] {
            assert_eq!(camel_case(rust), api);
        }
    }

    #[test]
    fn codes_name_the_spec_messages() {
        assert_eq!(message_for("INVALID_EMAIL"), messages::INVALID_EMAIL);
        assert_eq!(message_for("NO_SUCH_CODE"), "Invalid value");
    }
}
