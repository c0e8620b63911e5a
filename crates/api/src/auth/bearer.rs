//! Personal access tokens on the wire (issue 48): `Authorization: Bearer
//! prs_...` signs a call in as the token's owner, within its scope. Every
//! call reads the token from the store (no instance remembers one), so a
//! revoked token stops at once everywhere. A token never opens a session or
//! sets a cookie, is refused on a browser's cross-site request (a page on
//! another site cannot spend a token it found), and has its own rate limit.

use actix_web::http::header;
use actix_web::{web, HttpMessage, HttpRequest};
use domain::access_token::{token_may_call, TokenHolder, TOKEN_PREFIX};
use domain::messages;
use domain::token::TokenKind;
use domain::use_cases::access_tokens::check_access_token;

use crate::auth::session::token_hash;
use crate::db;
use crate::error::ApiError;
use crate::links::new_token;
use crate::middleware::{from_another_origin, from_another_site};
use crate::rate_limit;
use crate::state::AppState;

/// A new token's secret: the prefix, then 32 random bytes.
pub fn new_secret() -> String {
    format!("{TOKEN_PREFIX}{}", new_token(TokenKind::AccessToken))
}

/// What the store knows a secret by: its SHA-256, hex.
pub fn secret_hash(secret: &str) -> String {
    token_hash(secret)
}

/// The credential of an `Authorization: Bearer` header, when the request
/// has one. Another scheme is not ours and is left alone: a proxy in front
/// may ask browsers for Basic credentials, which they then send with every
/// call (the session decides those). A Bearer credential decides alone: one
/// that is not a live token is refused, never passed over for a cookie.
pub fn presented(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(header::AUTHORIZATION)?;
    let text = value.to_str().unwrap_or_default().trim();
    let (scheme, credential) = text.split_once(' ').unwrap_or((text, ""));
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| credential.trim().to_owned())
}

/// Whom the request's token acts for, once it is known, live, allowed this
/// route and within its rate limit; `secret` is what [`presented`] read.
pub async fn authenticate(req: &HttpRequest, secret: &str) -> Result<TokenHolder, ApiError> {
    if from_another_site(req.headers()) || from_another_origin(req) {
        return Err(ApiError::Forbidden(messages::TOKEN_CROSS_SITE.to_owned()));
    }
    let holder = match checked(req) {
        Some(holder) => holder,
        None => {
            let holder = look_up(req, secret).await?;
            req.extensions_mut().insert(holder);
            holder
        }
    };
    let pattern = req.match_pattern().unwrap_or_default();
    token_may_call(holder.scope, req.method().as_str(), &pattern)
        .map_err(|refusal| ApiError::Forbidden(refusal.message().to_owned()))?;
    Ok(holder)
}

/// The holder this request's token was already found to be (a middleware
/// before the handler asked): one look-up and one counted call per request.
/// The route is checked again each time, since a middleware sees the scope.
fn checked(req: &HttpRequest) -> Option<TokenHolder> {
    req.extensions().get::<TokenHolder>().copied()
}

/// Finds the token in the store (known, not expired) and counts the call
/// against its rate limit.
async fn look_up(req: &HttpRequest, secret: &str) -> Result<TokenHolder, ApiError> {
    let well_formed = secret
        .strip_prefix(TOKEN_PREFIX)
        .is_some_and(|rest| TokenKind::AccessToken.is_well_formed(rest));
    if !well_formed {
        return Err(ApiError::BadToken);
    }
    let state = req
        .app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or(ApiError::BadToken)?;
    let hash = secret_hash(secret);
    let now = state.clock.now().naive_utc();
    let holder = db::run(&state.db, move |store| {
        check_access_token(store, &hash, now)
    })
    .await?
    .ok_or(ApiError::BadToken)?;
    if let Err(wait) = rate_limit::take(&state, state.token_calls, holder.token).await? {
        return Err(ApiError::too_many(messages::TOKEN_RATE_LIMITED, Some(wait)));
    }
    Ok(holder)
}

/// The token holder of a route only tokens reach (the MCP server): 401
/// with `WWW-Authenticate: Bearer` without one.
#[derive(Debug, Clone, Copy)]
pub struct Bearer(pub TokenHolder);

impl actix_web::FromRequest for Bearer {
    type Error = ApiError;
    type Future = futures_util::future::LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let secret = presented(&req).ok_or(ApiError::TokenRequired)?;
            authenticate(&req, &secret).await.map(Bearer)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn a_secret_has_the_prefix_and_is_well_formed() {
        let secret = new_secret();
        assert!(secret.starts_with("prs_"));
        let rest = secret.strip_prefix(TOKEN_PREFIX).unwrap();
        assert!(TokenKind::AccessToken.is_well_formed(rest));
        assert_ne!(secret, new_secret());
        assert_eq!(secret_hash(&secret).len(), 64);
    }

    #[test]
    fn only_a_bearer_credential_is_read() {
        let req = TestRequest::default()
            .insert_header((header::AUTHORIZATION, "Bearer prs_abc"))
            .to_http_request();
        assert_eq!(presented(&req).as_deref(), Some("prs_abc"));
        let req = TestRequest::default()
            .insert_header((header::AUTHORIZATION, "bearer  prs_abc "))
            .to_http_request();
        assert_eq!(presented(&req).as_deref(), Some("prs_abc"));
        let bare = TestRequest::default()
            .insert_header((header::AUTHORIZATION, "Bearer"))
            .to_http_request();
        assert_eq!(presented(&bare).as_deref(), Some(""));
        // A proxy's Basic credentials are not ours.
        let basic = TestRequest::default()
            .insert_header((header::AUTHORIZATION, "Basic YTpi"))
            .to_http_request();
        assert_eq!(presented(&basic), None);
        assert_eq!(presented(&TestRequest::default().to_http_request()), None);
    }
}
