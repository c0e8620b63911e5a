//! Validation failures, carried with the field they concern and the spec's message.

use std::collections::BTreeMap;

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

    /// Collects several field errors; `None` when there are none.
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
