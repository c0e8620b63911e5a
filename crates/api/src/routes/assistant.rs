//! Ask Presently, the gift assistant (spec section 7:
//! `POST /api/ai/chat-recommendations`): the configured OpenAI-compatible
//! model when there is one (grounded in the catalog and, signed in and
//! allowed, my circle and coming dates), else, or when it fails, the
//! built-in engine over the catalog.

use std::net::IpAddr;

use actix_web::{get, post, put, web, HttpRequest};
use domain::assistant::{read_message, HISTORY_MAX, MESSAGE_MAX};
use domain::messages;
use domain::use_cases::assistant::{
    assistant_context, assistant_uses_circle, set_assistant_uses_circle, AssistantContext,
};
use integrations::catalog::Catalog;
use integrations::gift_ideas::{
    answer_chat, ChatIdea, ChatRole, ChatSource, ChatTurn, GiftRecipient,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::session::MaybeSignedIn;
use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ChatTurnBody {
    /// user or assistant
    role: Option<String>,
    content: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatBody {
    /// At most 2,000 characters, not only spaces.
    message: Option<String>,
    /// The conversation so far; the last 20 turns are read.
    #[serde(default)]
    conversation_history: Vec<ChatTurnBody>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ChatAnswer {
    pub message: String,
    /// Up to 6 catalog items.
    pub ideas: Vec<ChatIdea>,
    /// Who answered: the model, or the built-in catalog.
    pub source: AnswerSource,
    /// One short line when the model failed and the catalog answered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<&'static str>,
    /// Who the conversation is about, read from all of it (the latest
    /// message that names someone wins), whoever answered: null while
    /// nobody is known.
    pub recipient: Option<IdeaRecipient>,
}

/// Who answered the chat.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum AnswerSource {
    Model,
    Catalog,
}

/// Who gift ideas are for, which decides where they may be saved (issue
/// 34, item 6): only ideas for me go on my own wishlist, which my friends
/// and my public link read as what I want.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum IdeaRecipient {
    /// Me ("I want...", "for myself"): my wishlist.
    #[serde(rename = "self")]
    Myself,
    /// Someone else: a group list for them, never my wishlist.
    Someone {
        /// As I call them ("Mom", "Son's teacher", a first name from my
        /// circle); null when unnamed ("a colleague").
        #[schema(required = true)]
        name: Option<String>,
    },
}

impl From<GiftRecipient> for IdeaRecipient {
    fn from(recipient: GiftRecipient) -> Self {
        match recipient {
            GiftRecipient::Me => IdeaRecipient::Myself,
            GiftRecipient::Someone { name } => IdeaRecipient::Someone { name },
        }
    }
}

/// The last [`HISTORY_MAX`] well-formed turns, each at most [`MESSAGE_MAX`] characters.
fn history_of(turns: Vec<ChatTurnBody>) -> Vec<ChatTurn> {
    let turns: Vec<ChatTurn> = turns
        .into_iter()
        .filter_map(|turn| {
            let role = ChatRole::parse(turn.role.as_deref()?.trim())?;
            let content: String = turn.content?.trim().chars().take(MESSAGE_MAX).collect();
            (!content.is_empty()).then_some(ChatTurn { role, content })
        })
        .collect();
    let skip = turns.len().saturating_sub(HISTORY_MAX);
    turns.into_iter().skip(skip).collect()
}

#[utoipa::path(
    tag = "assistant",
    request_body = ChatBody,
    responses(
        (status = 200, description = "The assistant's answer and up to 6 catalog ideas", body = ChatAnswer),
        (status = 400, description = "No message, only spaces, or more than 2,000 characters", body = ErrorBody),
        (status = 429, description = "Too many messages in a minute (signed out: 10 per address; signed in: 30)", body = ErrorBody),
    )
)]
#[post("/ai/chat-recommendations")]
pub async fn chat(
    req: HttpRequest,
    state: web::Data<AppState>,
    MaybeSignedIn(user): MaybeSignedIn,
    body: web::Json<ChatBody>,
) -> ApiResult<web::Json<ChatAnswer>> {
    let body = body.into_inner();
    let message = read_message(body.message.as_deref().unwrap_or_default())
        .map_err(ApiError::from)?
        .to_owned();
    let limited = match user {
        Some(user) => crate::rate_limit::take(&state, state.chats, user).await?,
        None => {
            let client = crate::client::client_address(&state.config.trusted_proxies, &req);
            crate::rate_limit::take(&state, state.visitor_chats, client).await?
        }
    };
    if let Err(wait) = limited {
        return Err(ApiError::too_many(messages::CHAT_TOO_MANY, Some(wait)));
    }
    let history = history_of(body.conversation_history);
    // Nothing about the circle is read signed out, or when I turned it off.
    let context = match user {
        Some(user) => {
            let now = state.clock.now();
            db::run(&state.db, move |store| assistant_context(store, user, now)).await?
        }
        None => AssistantContext::default(),
    };
    let (reply, source) = answer_chat(
        state.gift_model.as_ref(),
        &history,
        &message,
        &context.circle,
        &context.occasions,
        Catalog::bundled(),
        &state.config.affiliate_tags,
    )
    .await;
    // What I gave the one the ideas are for is left out (issue 43): read
    // here, after the model answered, never sent to it.
    let mut reply = reply;
    if let (Some(user), Some(GiftRecipient::Someone { name: Some(name) })) =
        (user, reply.recipient.clone())
    {
        let ideas = std::mem::take(&mut reply.ideas);
        reply.ideas = db::run(&state.db, move |store| {
            domain::use_cases::gifts::leave_out_given(
                store,
                user,
                ideas,
                |_| Some(name.clone()),
                |idea| (idea.name.as_str(), Some(idea.link.as_str())),
            )
        })
        .await?;
    }
    let (source, notice) = match source {
        ChatSource::Model => (AnswerSource::Model, None),
        ChatSource::Catalog {
            model_failure: None,
        } => (AnswerSource::Catalog, None),
        ChatSource::Catalog {
            model_failure: Some(why),
        } => {
            tracing::warn!(
                why,
                "assistant: the model did not answer; the catalog answers"
            );
            (AnswerSource::Catalog, Some(messages::MODEL_FAILED_NOTICE))
        }
    };
    Ok(web::Json(ChatAnswer {
        message: reply.message,
        ideas: reply.ideas,
        source,
        notice,
        recipient: reply.recipient.map(IdeaRecipient::from),
    }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ModelInfo {
    /// The model server's host, e.g. api.openai.com.
    pub provider: String,
    /// Whether it is off this machine (then the panel says what it is sent).
    pub remote: bool,
    pub model: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssistantInfo {
    /// None: the built-in engine answers; nothing leaves the server.
    pub model: Option<ModelInfo>,
    pub signed_in: bool,
    /// Signed in: whether my circle grounds the answers; signed out: false.
    pub use_circle: bool,
}

fn model_info(state: &AppState) -> Option<ModelInfo> {
    let model = state.gift_model.as_ref()?;
    let host = url::Url::parse(&model.base_url)
        .ok()
        .and_then(|u| u.host_str().map(str::to_owned))
        .unwrap_or_default();
    let local = host == "localhost"
        || host
            .trim_matches(['[', ']'])
            .parse::<IpAddr>()
            .is_ok_and(|ip| ip.is_loopback());
    Some(ModelInfo {
        provider: host,
        remote: !local,
        model: model.model.clone(),
    })
}

#[utoipa::path(
    tag = "assistant",
    responses((status = 200, description = "Which model answers, and whether my circle grounds it", body = AssistantInfo))
)]
#[get("/ai/assistant")]
pub async fn assistant_info(
    state: web::Data<AppState>,
    MaybeSignedIn(user): MaybeSignedIn,
) -> ApiResult<web::Json<AssistantInfo>> {
    let use_circle = match user {
        Some(user) => db::run(&state.db, move |store| assistant_uses_circle(store, user)).await?,
        None => false,
    };
    Ok(web::Json(AssistantInfo {
        model: model_info(&state),
        signed_in: user.is_some(),
        use_circle,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssistantSettingsBody {
    use_circle: Option<bool>,
}

#[utoipa::path(
    tag = "assistant",
    request_body = AssistantSettingsBody,
    responses(
        (status = 200, description = "The new settings", body = AssistantInfo),
        (status = 400, description = "useCircle missing or not true/false", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[put("/ai/assistant/settings")]
pub async fn update_assistant_settings(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<AssistantSettingsBody>,
) -> ApiResult<web::Json<AssistantInfo>> {
    let on = body
        .use_circle
        .ok_or_else(|| ApiError::BadRequest(messages::USE_CIRCLE_REQUIRED.into()))?;
    let use_circle = db::run(&state.db, move |store| {
        set_assistant_uses_circle(store, user, on)
    })
    .await?;
    Ok(web::Json(AssistantInfo {
        model: model_info(&state),
        signed_in: true,
        use_circle,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chat and the recommendation cards send a recipient alike.
    #[test]
    fn a_recipient_is_sent_as_the_domain_sends_it() {
        for recipient in [
            GiftRecipient::Me,
            GiftRecipient::someone(Some("Mom")),
            GiftRecipient::someone(None),
        ] {
            assert_eq!(
                serde_json::to_value(IdeaRecipient::from(recipient.clone())).unwrap(),
                serde_json::to_value(&recipient).unwrap(),
            );
        }
    }
}
