//! Gift ideas: what a user asks for, and the kinds of product suggested.

use serde::{Deserialize, Serialize};

/// What the user asked for; every field optional, free text everywhere.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct GiftRequest {
    pub query: Option<String>,
    pub occasion: Option<String>,
    pub recipient: Option<String>,
    pub budget: Option<String>,
    pub interests: Option<String>,
    pub age_group: Option<String>,
    pub relationship: Option<String>,
}

/// One idea: a kind of product and why it fits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GiftSuggestion {
    pub product_type: String,
    pub reasoning: String,
}

/// Who a gift idea is for. It decides where the idea may be saved: my own
/// wishlist only when it is for me, since my friends and my public link read
/// that list as what I want; an idea for someone else goes to a group list
/// for them (issue 34, item 6). Sent as `{"kind": "self"}` or
/// `{"kind": "someone", "name": "Mom"}` (`name` null when unnamed); unknown
/// is no recipient at all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum GiftRecipient {
    /// The person asking: "I want...", "for me", "treat myself".
    #[serde(rename = "self")]
    Me,
    /// Someone else, by the name I call them ("Mom", "Son's teacher",
    /// "Priya"), or unnamed ("a colleague").
    Someone {
        #[schema(required = true)]
        name: Option<String>,
    },
}

impl GiftRecipient {
    /// Someone by name; a blank name is no name.
    pub fn someone(name: Option<&str>) -> GiftRecipient {
        let name = name.map(str::trim).filter(|n| !n.is_empty());
        GiftRecipient::Someone {
            name: name.map(str::to_owned),
        }
    }

    /// Whether an idea for them may go on my own wishlist.
    pub fn is_me(&self) -> bool {
        matches!(self, GiftRecipient::Me)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recipient_is_sent_as_its_kind_and_name() {
        for (recipient, json) in [
            (GiftRecipient::Me, r#"{"kind":"self"}"#),
            (
                GiftRecipient::someone(Some(" Mom ")),
                r#"{"kind":"someone","name":"Mom"}"#,
            ),
            (
                GiftRecipient::someone(Some("  ")),
                r#"{"kind":"someone","name":null}"#,
            ),
            (
                GiftRecipient::someone(None),
                r#"{"kind":"someone","name":null}"#,
            ),
        ] {
            assert_eq!(serde_json::to_string(&recipient).unwrap(), json);
        }
        assert!(GiftRecipient::Me.is_me());
        assert!(!GiftRecipient::someone(Some("Mom")).is_me());
    }
}
