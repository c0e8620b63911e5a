//! The Model Context Protocol server (issue 48): JSON-RPC 2.0 over the
//! protocol's streamable HTTP transport at `POST /api/mcp`, written to its
//! specification (2025-06-18, with 2025-03-26 and 2024-11-05 accepted).
//! Stateless: no `Mcp-Session-Id`, no server-sent stream, so any instance
//! answers any call; every answer is one JSON body. Authenticated by a
//! personal access token, whose scope decides which tools it may call.
//! `presently mcp` carries the same messages over stdio ([`stdio`]).

pub mod stdio;
pub mod tools;

use actix_web::web;
use domain::access_token::{may_use_tool, TokenHolder};
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::state::AppState;

/// The protocol versions this server speaks, newest first.
pub const PROTOCOL_VERSIONS: &[&str] = &["2025-06-18", "2025-03-26", "2024-11-05"];

/// What a model reads first: how the tools fit together.
const INSTRUCTIONS: &str = "Presently keeps the user's special dates, their circle of people, \
wishlists and gift ideas. Start with my_circle to find a person's id, coming_dates for what is \
coming up, about_person for one person's dates, ideas and past gifts (so a gift is not repeated), \
and person_lists for a friend's wishlists with what is already claimed. Claims on the user's own \
lists are a surprise and are never shown. add_to_wishlist and add_gift_idea change data and need \
a read-and-write token.";

// JSON-RPC's error codes.
const PARSE_ERROR: i64 = -32700;
const INVALID_REQUEST: i64 = -32600;
const METHOD_NOT_FOUND: i64 = -32601;
const INVALID_PARAMS: i64 = -32602;

/// What the HTTP answer carries.
#[derive(Debug, PartialEq)]
pub enum Reply {
    /// Only notifications or responses came: `202 Accepted`, no body.
    Accepted,
    /// The answer to the request (or requests, for a batch).
    Answer(Value),
    /// The body was not a JSON-RPC message: `400` with this error.
    Refused(Value),
}

/// Whether the `MCP-Protocol-Version` header (when sent) names a version
/// this server speaks.
pub fn speaks(version: Option<&str>) -> bool {
    version.is_none_or(|v| PROTOCOL_VERSIONS.contains(&v.trim()))
}

fn error(id: Value, code: i64, message: impl Into<String>) -> Value {
    json!({ "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message.into() } })
}

fn result(id: Value, result: Value) -> Value {
    json!({ "jsonrpc": "2.0", "id": id, "result": result })
}

/// Answers one HTTP body: a message, or a batch of them (2025-03-26).
pub async fn handle(state: &web::Data<AppState>, holder: TokenHolder, body: &[u8]) -> Reply {
    let message: Value = match serde_json::from_slice(body) {
        Ok(message) => message,
        Err(e) => {
            return Reply::Refused(error(Value::Null, PARSE_ERROR, format!("Parse error: {e}")))
        }
    };
    match message {
        Value::Array(batch) if batch.is_empty() => Reply::Refused(error(
            Value::Null,
            INVALID_REQUEST,
            "Invalid Request: an empty batch",
        )),
        Value::Array(batch) => {
            let mut answers = Vec::new();
            for message in batch {
                if let Some(answer) = answer(state, holder, message).await {
                    answers.push(answer);
                }
            }
            if answers.is_empty() {
                Reply::Accepted
            } else {
                Reply::Answer(Value::Array(answers))
            }
        }
        message => match answer(state, holder, message).await {
            Some(answer) if answer.get("error").is_some() && answer["id"].is_null() => {
                Reply::Refused(answer)
            }
            Some(answer) => Reply::Answer(answer),
            None => Reply::Accepted,
        },
    }
}

/// The answer to one message: `None` for a notification or a response.
async fn answer(state: &web::Data<AppState>, holder: TokenHolder, message: Value) -> Option<Value> {
    let Value::Object(message) = message else {
        return Some(error(
            Value::Null,
            INVALID_REQUEST,
            "Invalid Request: not an object",
        ));
    };
    let id = message.get("id").cloned();
    if message.get("jsonrpc").and_then(Value::as_str) != Some("2.0") {
        return Some(error(
            id.unwrap_or(Value::Null),
            INVALID_REQUEST,
            "Invalid Request: jsonrpc must be \"2.0\"",
        ));
    }
    let Some(method) = message.get("method").and_then(Value::as_str) else {
        // A response to a request of ours (this server sends none): nothing to say.
        let is_response = message.contains_key("result") || message.contains_key("error");
        return (!is_response).then(|| {
            error(
                id.unwrap_or(Value::Null),
                INVALID_REQUEST,
                "Invalid Request: no method",
            )
        });
    };
    // A notification (`notifications/initialized`, `notifications/cancelled`) needs no answer.
    let id = id?;
    if !(id.is_string() || id.is_i64() || id.is_u64()) {
        return Some(error(
            Value::Null,
            INVALID_REQUEST,
            "Invalid Request: the id must be a string or an integer",
        ));
    }
    let params = message.get("params").cloned().unwrap_or(Value::Null);
    Some(match method {
        "initialize" => result(id, initialize(&params)),
        "ping" => result(id, json!({})),
        "tools/list" => result(id, list_tools(holder)),
        "tools/call" => match call_tool(state, holder, params).await {
            Ok(answer) => result(id, answer),
            Err(message) => error(id, INVALID_PARAMS, message),
        },
        other => error(id, METHOD_NOT_FOUND, format!("Method not found: {other}")),
    })
}

fn initialize(params: &Value) -> Value {
    let asked = params.get("protocolVersion").and_then(Value::as_str);
    let version = asked
        .filter(|v| PROTOCOL_VERSIONS.contains(v))
        .unwrap_or(PROTOCOL_VERSIONS[0]);
    json!({
        "protocolVersion": version,
        "capabilities": { "tools": { "listChanged": false } },
        "serverInfo": { "name": "presently", "title": "Presently", "version": env!("CARGO_PKG_VERSION") },
        "instructions": INSTRUCTIONS,
    })
}

/// The tools this token may call (a read-only token is not offered the
/// ones that change data).
fn list_tools(holder: TokenHolder) -> Value {
    let tools: Vec<Value> = tools::TOOLS
        .iter()
        .filter(|tool| may_use_tool(holder.scope, tool.writes).is_ok())
        .map(tools::Tool::describe)
        .collect();
    json!({ "tools": tools })
}

/// A tool's result, or the protocol error's message (an unknown tool,
/// arguments that do not fit its schema).
async fn call_tool(
    state: &web::Data<AppState>,
    holder: TokenHolder,
    params: Value,
) -> Result<Value, String> {
    let name = params
        .get("name")
        .and_then(Value::as_str)
        .ok_or("Invalid params: the tool's name is missing")?;
    let tool = tools::tool(name).ok_or_else(|| format!("Unknown tool: {name}"))?;
    if let Err(refusal) = may_use_tool(holder.scope, tool.writes) {
        return Ok(tool_error(refusal.message()));
    }
    let arguments = params.get("arguments").cloned().unwrap_or(Value::Null);
    match tools::call(state, holder.user, name, arguments).await {
        Ok(Ok(content)) => Ok(json!({
            "content": [{ "type": "text", "text": content.to_string() }],
            "structuredContent": content,
            "isError": false,
        })),
        Ok(Err(error)) => Ok(tool_error(&error_text(&error))),
        Err(tools::CallError::UnknownTool) => Err(format!("Unknown tool: {name}")),
        Err(tools::CallError::BadArguments(why)) => {
            Err(format!("Invalid arguments for {name}: {why}"))
        }
    }
}

/// A tool's failure as the model reads it: the app's own message.
fn tool_error(message: &str) -> Value {
    json!({ "content": [{ "type": "text", "text": message }], "isError": true })
}

/// An error's message with each field's, as the app would show them.
fn error_text(error: &ApiError) -> String {
    if let ApiError::Internal(e) = error {
        tracing::error!(error = ?e, "an MCP tool failed");
    }
    match error {
        ApiError::Validation(invalid) if invalid.fields.len() > 1 => invalid
            .fields
            .iter()
            .map(|(field, message)| format!("{field}: {message}"))
            .collect::<Vec<_>>()
            .join(" "),
        other => other.to_string(),
    }
}
