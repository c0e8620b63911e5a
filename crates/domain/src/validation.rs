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
