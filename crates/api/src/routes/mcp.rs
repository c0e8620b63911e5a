//! `POST /api/mcp`: the Model Context Protocol server for AI assistants
//! (issue 48), authenticated by a personal access token. It lives under
//! `/api`, so the request guard (origin checks, bad bytes) covers it.

use actix_web::{post, web, HttpRequest, HttpResponse};
use domain::messages;

use crate::auth::bearer::Bearer;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::mcp::{handle, speaks, Reply};
use crate::state::AppState;

#[utoipa::path(
    tag = "mcp",
    request_body(content = Object, content_type = "application/json", description = "A JSON-RPC 2.0 message of the Model Context Protocol (`initialize`, `ping`, `tools/list`, `tools/call`), or a batch of them"),
    params(("MCP-Protocol-Version" = Option<String>, Header, description = "2025-06-18, 2025-03-26 or 2024-11-05")),
    responses(
        (status = 200, description = "The JSON-RPC answer (one JSON body; this server opens no event stream)", body = Object),
        (status = 202, description = "Only notifications or responses came: nothing to answer"),
        (status = 400, description = "Not a JSON-RPC message (a JSON-RPC error), or a protocol version this server does not speak", body = Object),
        (status = 401, description = "No access token, or one unknown, revoked or expired", body = ErrorBody),
        (status = 403, description = "From a web page (a browser's cross-site request)", body = ErrorBody),
        (status = 429, description = "The token made too many calls this minute", body = ErrorBody),
    ),
    security(("access_token" = []))
)]
#[post("/mcp")]
pub async fn mcp_endpoint(
    state: web::Data<AppState>,
    req: HttpRequest,
    Bearer(holder): Bearer,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let version = req
        .headers()
        .get("mcp-protocol-version")
        .map(|v| v.to_str().unwrap_or_default());
    if !speaks(version) {
        return Err(ApiError::BadRequest(
            messages::MCP_PROTOCOL_VERSION_UNSUPPORTED.to_owned(),
        ));
    }
    Ok(match handle(&state, holder, &body).await {
        Reply::Accepted => HttpResponse::Accepted().finish(),
        Reply::Answer(answer) => HttpResponse::Ok().json(answer),
        Reply::Refused(answer) => HttpResponse::BadRequest().json(answer),
    })
}
