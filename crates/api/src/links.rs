//! Links the API hands out: where browsers reach the app, and the secret
//! tokens in public list and calendar feed links (one generator; the
//! kinds and their lengths are `domain::token::TokenKind`).

use actix_web::HttpRequest;
use base64::Engine;
use domain::token::TokenKind;

use crate::state::AppState;

/// Where browsers reach the app: `PUBLIC_URL`, else the request's own
/// scheme and host (a trusted proxy's forwarded ones). No trailing slash.
pub fn public_base(state: &AppState, req: &HttpRequest) -> String {
    match &state.config.public_url {
        Some(url) => url.as_str().trim_end_matches('/').to_owned(),
        None => crate::client::browser_origin(&state.config.trusted_proxies, req),
    }
}

/// The page a public list's token opens.
pub fn public_list_url(state: &AppState, req: &HttpRequest, token: &str) -> String {
    list_url_at(&public_base(state, req), token)
}

/// The page a public list's token opens, under `base` ([`public_base`]).
pub fn list_url_at(base: &str, token: &str) -> String {
    format!("{base}/lists/{token}")
}

/// A new random token of `kind`, URL-safe base64 without padding.
pub fn new_token(kind: TokenKind) -> String {
    let mut bytes = vec![0u8; kind.random_bytes()];
    rand::fill(&mut bytes[..]);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_have_their_kind_shape() {
        for kind in [TokenKind::PublicList, TokenKind::CalendarFeed] {
            let token = new_token(kind);
            assert!(kind.is_well_formed(&token), "{kind:?} {token}");
            assert_ne!(token, new_token(kind));
        }
    }
}
