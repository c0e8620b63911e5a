//! The OpenAI-compatible chat completions client (OpenAI, Ollama, vLLM,
//! llama.cpp) and how its replies are read.

use std::time::Duration;

use serde_json::{json, Value};

use super::{GiftRequest, GiftSuggestion};

/// Why the live AI gave no suggestions; the API then falls back silently.
#[derive(Debug, thiserror::Error)]
pub enum GiftIdeasError {
    #[error("AI request failed: {0}")]
    Request(#[from] reqwest::Error),
    #[error("AI service answered with status {0}")]
    Status(u16),
    #[error("AI reply not understood: {0}")]
    BadReply(String),
}

/// How long the live client waits for an answer.
pub const AI_TIMEOUT: Duration = Duration::from_secs(15);

pub const SYSTEM_PROMPT: &str = "You are a thoughtful gift advisor for a gift-planning app. \
Suggest 3 to 5 specific kinds of products (not brands or links) that suit the recipient, \
the occasion, their interests and the budget. Respect the budget strictly. \
Answer ONLY with a JSON array, no prose, like: \
[{\"productType\": \"Espresso machine\", \"reasoning\": \"One sentence on why it fits.\"}]";

/// An OpenAI-compatible chat completions server (OpenAI, Ollama, vLLM,
/// llama.cpp). `base_url` includes the version path, e.g.
/// `https://api.openai.com/v1` or `http://localhost:11434/v1`.
#[derive(Debug, Clone)]
pub struct OpenAiCompatible {
    pub base_url: String,
    pub api_key: Option<String>,
    pub model: String,
    /// How long a call may take ([`AI_TIMEOUT`] unless set).
    pub timeout: Duration,
    /// One connection pool for every call; build the client once.
    http: reqwest::Client,
}

impl OpenAiCompatible {
    pub fn new(
        base_url: impl Into<String>,
        api_key: Option<String>,
        model: impl Into<String>,
    ) -> Self {
        OpenAiCompatible {
            base_url: base_url.into(),
            api_key,
            model: model.into(),
            timeout: AI_TIMEOUT,
            http: reqwest::Client::new(),
        }
    }

    /// The same client with another time limit per call.
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Asks the model; errors for transport failures, non-2xx answers and
    /// replies without a usable JSON array.
    pub async fn suggest(&self, req: &GiftRequest) -> Result<Vec<GiftSuggestion>, GiftIdeasError> {
        let content = self
            .complete(vec![
                json!({"role": "system", "content": SYSTEM_PROMPT}),
                json!({"role": "user", "content": describe_request(req)}),
            ])
            .await?;
        let suggestions = parse_suggestions(&content);
        if suggestions.is_empty() {
            return Err(GiftIdeasError::BadReply(
                "no JSON array of suggestions".into(),
            ));
        }
        Ok(suggestions)
    }
}

impl OpenAiCompatible {
    /// The model's answer to `message` after `history`, under `system`.
    pub async fn chat(
        &self,
        system: &str,
        history: &[super::ChatTurn],
        message: &str,
    ) -> Result<String, GiftIdeasError> {
        let mut messages = vec![json!({"role": "system", "content": system})];
        for turn in history {
            messages.push(json!({"role": turn.role.as_str(), "content": turn.content}));
        }
        messages.push(json!({"role": "user", "content": message}));
        self.complete(messages).await
    }

    /// One chat completion: the first choice's text, or why there is none
    /// (transport failure, a non-2xx status, no text).
    async fn complete(&self, messages: Vec<Value>) -> Result<String, GiftIdeasError> {
        let url = format!("{}/chat/completions", self.base_url.trim_end_matches('/'));
        let body = json!({"model": self.model, "temperature": 0.7, "messages": messages});
        let mut request = self.http.post(&url).timeout(self.timeout).json(&body);
        if let Some(key) = self.api_key.as_deref().filter(|k| !k.trim().is_empty()) {
            request = request.bearer_auth(key.trim());
        }
        let response = request.send().await?;
        let status = response.status();
        if !status.is_success() {
            return Err(GiftIdeasError::Status(status.as_u16()));
        }
        let reply: Value = response.json().await?;
        reply
            .pointer("/choices/0/message/content")
            .and_then(Value::as_str)
            .map(str::to_owned)
            .filter(|content| !content.trim().is_empty())
            .ok_or_else(|| GiftIdeasError::BadReply("no choices[0].message.content".into()))
    }
}

/// The user message sent to the model.
pub fn describe_request(req: &GiftRequest) -> String {
    let mut lines = vec!["Suggest gift ideas.".to_owned()];
    for (label, value) in [
        ("Recipient", &req.recipient),
        ("Relationship", &req.relationship),
        ("Occasion", &req.occasion),
        ("Budget", &req.budget),
        ("Interests", &req.interests),
        ("Age group", &req.age_group),
        ("Message", &req.query),
    ] {
        if let Some(v) = value.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
            lines.push(format!("{label}: {v}"));
        }
    }
    lines.push("Reply with the JSON array only.".to_owned());
    lines.join("\n")
}

/// Suggestions from the first JSON array in a model's reply that holds any
/// (code fences and prose around it are fine). Accepts `productType`,
/// `product_type` or `type`, and `reasoning` or `reason`.
pub fn parse_suggestions(content: &str) -> Vec<GiftSuggestion> {
    split_reply(content).1
}

/// A model's reply as its prose (before the array, code fences dropped) and
/// the suggestions of its first JSON array that holds any.
pub fn split_reply(content: &str) -> (String, Vec<GiftSuggestion>) {
    for (i, _) in content.match_indices('[') {
        let mut stream = serde_json::Deserializer::from_str(&content[i..]).into_iter::<Value>();
        let Some(Ok(Value::Array(entries))) = stream.next() else {
            continue;
        };
        let suggestions: Vec<GiftSuggestion> = entries
            .iter()
            .filter_map(|e| {
                let text = |keys: &[&str]| {
                    keys.iter()
                        .find_map(|k| e.get(*k).and_then(Value::as_str))
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .map(str::to_owned)
                };
                let product_type = text(&["productType", "product_type", "type", "product"])?;
                let reasoning = text(&["reasoning", "reason", "why"]).unwrap_or_default();
                Some(GiftSuggestion {
                    product_type,
                    reasoning,
                })
            })
            .collect();
        if !suggestions.is_empty() {
            let prose = content[..i].trim_end();
            let prose = prose
                .strip_suffix("```json")
                .or_else(|| prose.strip_suffix("```"))
                .unwrap_or(prose);
            return (prose.trim().to_owned(), suggestions);
        }
    }
    (content.trim().to_owned(), Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_model_that_does_not_answer_in_time_is_an_error() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move {
            // Accepts, then never answers.
            let (_stream, _) = listener.accept().await.unwrap();
            tokio::time::sleep(Duration::from_secs(5)).await;
        });
        let model = OpenAiCompatible::new(format!("http://127.0.0.1:{port}/v1"), None, "stub")
            .with_timeout(Duration::from_millis(200));
        let result = model.chat("system", &[], "hello").await;
        assert!(
            matches!(result, Err(GiftIdeasError::Request(ref e)) if e.is_timeout()),
            "{result:?}"
        );
    }

    #[test]
    fn parses_reply_with_prose_and_fences() {
        let text = "Sure! [not json\n```json\n[{\"productType\":\"Scented candle set\",\"reasoning\":\"Cosy.\"},{\"type\":\"Journal\"}]\n```";
        let got = parse_suggestions(text);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].product_type, "Scented candle set");
        assert_eq!(got[1].reasoning, "");
    }
}
