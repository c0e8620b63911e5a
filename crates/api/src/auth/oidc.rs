//! OpenID Connect sign-in: authorization code flow with PKCE, state and nonce,
//! ID-token verification, and the profile from the ID token and userinfo.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use domain::user::UserProfile;
use openidconnect::core::{
    CoreAuthenticationFlow, CoreClient, CoreProviderMetadata, CoreUserInfoClaims,
};
use openidconnect::{
    AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce, OAuth2TokenResponse,
    PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, Scope, TokenResponse,
};

use crate::auth::session::PendingSignIn;
use crate::config::OidcConfig;

/// Provider metadata (endpoints and signing keys) is fetched again after this,
/// so key rotation at the provider needs no restart.
const METADATA_TTL: Duration = Duration::from_secs(3600);

#[derive(Debug, thiserror::Error)]
pub enum OidcError {
    #[error("{prefix}: {0}", prefix = domain::messages::OIDC_UNREACHABLE)]
    Discovery(String),
    #[error("{}", domain::messages::SIGN_IN_EXPIRED)]
    NoPendingSignIn,
    #[error("{}", domain::messages::SIGN_IN_MISMATCH)]
    StateMismatch,
    #[error("{prefix}: {0}", prefix = domain::messages::OIDC_REFUSED)]
    Provider(String),
    #[error("{prefix}: {0}", prefix = domain::messages::SIGN_IN_INCOMPLETE)]
    Exchange(String),
    #[error("{prefix}: {0}", prefix = domain::messages::OIDC_UNVERIFIED)]
    Verification(String),
}

pub struct OidcProvider {
    config: OidcConfig,
    http: openidconnect::reqwest::Client,
    metadata: Mutex<Option<(Instant, CoreProviderMetadata)>>,
}

impl OidcProvider {
    pub fn new(config: OidcConfig) -> OidcProvider {
        // Following redirects would let a provider response point us anywhere (SSRF).
        let http = openidconnect::reqwest::ClientBuilder::new()
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(Duration::from_secs(10))
            .build()
            .unwrap_or_default();
        OidcProvider {
            config,
            http,
            metadata: Mutex::new(None),
        }
    }

    pub fn issuer(&self) -> &str {
        &self.config.issuer
    }

    async fn metadata(&self) -> Result<CoreProviderMetadata, OidcError> {
        if let Ok(cached) = self.metadata.lock() {
            if let Some((at, metadata)) = cached.as_ref() {
                if at.elapsed() < METADATA_TTL {
                    return Ok(metadata.clone());
                }
            }
        }
        let issuer = IssuerUrl::new(self.config.issuer.clone())
            .map_err(|e| OidcError::Discovery(e.to_string()))?;
        let metadata = CoreProviderMetadata::discover_async(issuer, &self.http)
            .await
            .map_err(|e| OidcError::Discovery(error_chain(&e)))?;
        if let Ok(mut cached) = self.metadata.lock() {
            *cached = Some((Instant::now(), metadata.clone()));
        }
        Ok(metadata)
    }

    fn client(
        &self,
        metadata: CoreProviderMetadata,
        redirect_uri: &str,
    ) -> Result<
        CoreClient<
            openidconnect::EndpointSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointMaybeSet,
            openidconnect::EndpointMaybeSet,
        >,
        OidcError,
    > {
        let redirect = RedirectUrl::new(redirect_uri.to_owned())
            .map_err(|e| OidcError::Exchange(e.to_string()))?;
        Ok(CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.config.client_id.clone()),
            self.config.client_secret.clone().map(ClientSecret::new),
        )
        .set_redirect_uri(redirect))
    }

    /// The provider's authorization URL, and what the callback must match.
    pub async fn begin(
        &self,
        redirect_uri: &str,
        return_to: String,
    ) -> Result<(String, PendingSignIn), OidcError> {
        let client = self.client(self.metadata().await?, redirect_uri)?;
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let (url, state, nonce) = client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .add_scope(Scope::new("email".to_owned()))
            .add_scope(Scope::new("profile".to_owned()))
            .set_pkce_challenge(challenge)
            .url();
        let pending = PendingSignIn {
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            pkce_verifier: verifier.secret().clone(),
            redirect_uri: redirect_uri.to_owned(),
            return_to,
        };
        Ok((url.to_string(), pending))
    }

    /// Exchanges the code, verifies the ID token against the nonce and returns the profile.
    pub async fn finish(
        &self,
        pending: &PendingSignIn,
        code: &str,
        state: &str,
    ) -> Result<UserProfile, OidcError> {
        if !constant_time_eq(state.as_bytes(), pending.state.as_bytes()) {
            return Err(OidcError::StateMismatch);
        }
        let client = self.client(self.metadata().await?, &pending.redirect_uri)?;
        let token = client
            .exchange_code(AuthorizationCode::new(code.to_owned()))
            .map_err(|e| OidcError::Exchange(e.to_string()))?
            .set_pkce_verifier(PkceCodeVerifier::new(pending.pkce_verifier.clone()))
            .request_async(&self.http)
            .await
            .map_err(|e| OidcError::Exchange(error_chain(&e)))?;
        let id_token = token
            .id_token()
            .ok_or_else(|| OidcError::Verification("no ID token in the response".to_owned()))?;
        let claims = id_token
            .claims(
                &client.id_token_verifier(),
                &Nonce::new(pending.nonce.clone()),
            )
            .map_err(|e| OidcError::Verification(e.to_string()))?;

        let subject = claims.subject().to_string();
        let mut profile = UserProfile {
            issuer: self.config.issuer.clone(),
            subject: subject.clone(),
            email: verified_email(
                claims.email().map(|e| e.to_string()),
                claims.email_verified(),
            ),
            first_name: claims
                .given_name()
                .and_then(|n| n.get(None))
                .map(|n| n.to_string()),
            last_name: claims
                .family_name()
                .and_then(|n| n.get(None))
                .map(|n| n.to_string()),
            profile_image_url: claims
                .picture()
                .and_then(|p| p.get(None))
                .map(|p| p.to_string()),
        };

        // Many providers put the profile in userinfo only (code flow).
        if let Ok(request) =
            client.user_info(token.access_token().clone(), Some(claims.subject().clone()))
        {
            match request.request_async(&self.http).await {
                Ok(info) => merge_userinfo(&mut profile, &info),
                Err(e) => {
                    tracing::warn!(error = %error_chain(&e), "userinfo request failed; using ID token claims")
                }
            }
        }
        Ok(profile.normalized())
    }
}

fn merge_userinfo(profile: &mut UserProfile, info: &CoreUserInfoClaims) {
    if let Some(email) = verified_email(info.email().map(|e| e.to_string()), info.email_verified())
    {
        profile.email = Some(email);
    }
    if let Some(name) = info.given_name().and_then(|n| n.get(None)) {
        profile.first_name = Some(name.to_string());
    }
    if let Some(name) = info.family_name().and_then(|n| n.get(None)) {
        profile.last_name = Some(name.to_string());
    }
    if let Some(picture) = info.picture().and_then(|p| p.get(None)) {
        profile.profile_image_url = Some(picture.to_string());
    }
}

/// An email the provider says is unverified is not kept: friends find each other by email.
fn verified_email(email: Option<String>, verified: Option<bool>) -> Option<String> {
    email.filter(|_| verified != Some(false))
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(inner) = source {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        source = inner.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unverified_emails_are_dropped() {
        assert_eq!(verified_email(Some("a@b.c".into()), Some(false)), None);
        assert_eq!(
            verified_email(Some("a@b.c".into()), Some(true)).as_deref(),
            Some("a@b.c")
        );
        assert_eq!(
            verified_email(Some("a@b.c".into()), None).as_deref(),
            Some("a@b.c")
        );
    }

    #[test]
    fn state_comparison() {
        assert!(constant_time_eq(b"abc", b"abc"));
        assert!(!constant_time_eq(b"abc", b"abd"));
        assert!(!constant_time_eq(b"abc", b"ab"));
    }
}
