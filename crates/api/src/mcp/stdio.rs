//! `presently mcp --url URL --token-file FILE`: the MCP server's tools over
//! stdio, for assistants that start a process. Each line read is one
//! JSON-RPC message, posted to the server's `/api/mcp` with the token; each
//! answer is written as one line. The tools are the server's own, so this
//! proxy holds no data and no rule of its own.

use domain::access_token::TOKEN_PREFIX;
use serde_json::{json, Value};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt};

/// What `presently mcp` was asked to connect to.
#[derive(Debug, Clone)]
pub struct Connection {
    /// The server's `/api/mcp` address.
    pub endpoint: url::Url,
    pub token: String,
}

impl Connection {
    /// From `--url` (the server's address, or its `/api/mcp`) and the
    /// token file's text.
    pub fn new(url: &str, token_text: &str) -> Result<Connection, String> {
        let mut endpoint =
            url::Url::parse(url.trim()).map_err(|e| format!("--url is not an address: {e}"))?;
        if !matches!(endpoint.scheme(), "http" | "https") {
            return Err("--url must be an http or https address".to_owned());
        }
        if !endpoint.path().trim_end_matches('/').ends_with("/api/mcp") {
            let path = format!("{}/api/mcp", endpoint.path().trim_end_matches('/'));
            endpoint.set_path(&path);
        }
        let token = token_text.trim().to_owned();
        if !token.starts_with(TOKEN_PREFIX) {
            return Err(format!(
                "the token file must hold a personal access token ({TOKEN_PREFIX}...), made in Settings, Access tokens"
            ));
        }
        Ok(Connection { endpoint, token })
    }
}

/// Relays messages from `input` to the server and its answers to `output`
/// until `input` ends.
pub async fn relay(
    connection: &Connection,
    input: impl AsyncBufRead + Unpin,
    mut output: impl AsyncWrite + Unpin,
) -> std::io::Result<()> {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(std::io::Error::other)?;
    let mut protocol_version: Option<String> = None;
    let mut lines = input.lines();
    while let Some(line) = lines.next_line().await? {
        if line.trim().is_empty() {
            continue;
        }
        let answer = post(&client, connection, protocol_version.as_deref(), &line).await;
        if let Some(answer) = answer {
            if let Some(version) = answer
                .pointer("/result/protocolVersion")
                .and_then(Value::as_str)
            {
                protocol_version = Some(version.to_owned());
            }
            let mut text = answer.to_string();
            text.push('\n');
            output.write_all(text.as_bytes()).await?;
            output.flush().await?;
        }
    }
    Ok(())
}

/// The server's answer to one line, or an error answer in JSON-RPC's shape
/// when the server refused it (a bad token) or could not be reached;
/// `None` for a notification.
async fn post(
    client: &reqwest::Client,
    connection: &Connection,
    protocol_version: Option<&str>,
    line: &str,
) -> Option<Value> {
    let id = serde_json::from_str::<Value>(line)
        .ok()
        .and_then(|message| message.get("id").cloned());
    let mut request = client
        .post(connection.endpoint.clone())
        .bearer_auth(&connection.token)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .header(
            reqwest::header::ACCEPT,
            "application/json, text/event-stream",
        )
        .body(line.to_owned());
    if let Some(version) = protocol_version {
        request = request.header("MCP-Protocol-Version", version);
    }
    let failed = |message: String| {
        id.clone().map(|id| {
            json!({ "jsonrpc": "2.0", "id": id, "error": { "code": -32000, "message": message } })
        })
    };
    let response = match request.send().await {
        Ok(response) => response,
        Err(e) => return failed(format!("Presently could not be reached: {e}")),
    };
    let status = response.status();
    if status == reqwest::StatusCode::ACCEPTED {
        return None;
    }
    let body: Value = match response.json().await {
        Ok(body) => body,
        Err(e) => return failed(format!("Presently answered {status} without JSON: {e}")),
    };
    if body.get("jsonrpc").is_some() || body.is_array() {
        return Some(body);
    }
    // The server's own refusal (`{"message": ...}`): a bad token, a rate limit.
    let message = body
        .get("message")
        .and_then(Value::as_str)
        .map_or_else(|| format!("Presently answered {status}"), str::to_owned);
    failed(message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_endpoint_is_the_servers_mcp_address() {
        let token = format!("{TOKEN_PREFIX}abc\n");
        let c = Connection::new("http://127.0.0.1:8080", &token).unwrap();
        assert_eq!(c.endpoint.as_str(), "http://127.0.0.1:8080/api/mcp");
        assert_eq!(c.token, format!("{TOKEN_PREFIX}abc"));
        let c = Connection::new("https://gifts.example/api/mcp", &token).unwrap();
        assert_eq!(c.endpoint.as_str(), "https://gifts.example/api/mcp");
        assert!(Connection::new("ftp://x", &token).is_err());
        assert!(Connection::new("http://127.0.0.1:8080", "secret").is_err());
    }
}
