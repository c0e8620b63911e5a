//! AI gift suggestions (`POST /api/recommendations/ai-suggestions`).
//!
//! [`OpenAiCompatible`] asks an OpenAI-compatible chat completions server
//! (OpenAI, Ollama, vLLM, llama.cpp) when one is configured; otherwise
//! [`suggest_offline`] reads recipient, occasion, budget and interests from
//! the request ([`reading`], [`budget`], with the words in [`vocabulary`]),
//! ranks the bundled catalog ([`ranking`]) and says why in English
//! ([`phrasing`]). Ask Presently's answers say who the conversation is
//! about ([`conversation_recipient`]).

mod budget;
mod chat;
mod client;
mod interests;
mod phrasing;
mod ranking;
mod reading;
mod recipient;
mod vocabulary;

pub use budget::{
    parse_budget_field, parse_budget_text, read_budget_field, read_budget_text, typical_price,
    Budget, StatedBudget,
};
pub use chat::{
    answer_chat, converse, reply_from_model, system_prompt, ChatIdea, ChatReply, ChatRole,
    ChatSource, ChatTurn, CirclePerson, IDEAS_MAX,
};
pub use client::{
    describe_request, parse_suggestions, split_reply, GiftIdeasError, OpenAiCompatible, AI_TIMEOUT,
    SYSTEM_PROMPT,
};
pub use domain::gift_idea::{GiftRecipient, GiftRequest, GiftSuggestion};
pub use ranking::suggest_offline;
pub use recipient::conversation_recipient;

use crate::catalog::Catalog;

/// The [`domain::ports::GiftIdeaModel`] port: the configured model.
impl domain::ports::GiftIdeaModel for OpenAiCompatible {
    async fn ideas(&self, request: &GiftRequest) -> Result<Vec<GiftSuggestion>, String> {
        self.suggest(request).await.map_err(|e| e.to_string())
    }
}

/// The [`domain::ports::GiftIdeaEngine`] port: the built-in engine over the catalog.
impl domain::ports::GiftIdeaEngine for Catalog {
    fn ideas(&self, request: &GiftRequest) -> Vec<GiftSuggestion> {
        suggest_offline(request, self)
    }
}
