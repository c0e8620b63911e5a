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
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GiftSuggestion {
    pub product_type: String,
    pub reasoning: String,
}
