//! Sessions on the server: the cookie (actix-session, encrypted) carries a
//! random token and nothing else of the user; the database keeps the token's
//! SHA-256 with the user, issue time, last use and end (`domain::session`).
//! Each instance remembers a checked session for at most [`CACHE_WINDOW`], so
//! most reads cost no query of their own and a session revoked anywhere stops
//! within that window everywhere (at once on the instance that revoked it).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use actix_session::{Session as CookieSession, SessionExt};
use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpRequest};
use domain::clock::Clock;
use domain::ids::UserId;
use domain::token::TokenKind;
use domain::use_cases::sessions as use_case;
use domain::user::{User, UserProfile};
use futures_util::future::LocalBoxFuture;
use persistence::Database;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::db;
use crate::error::ApiError;
use crate::links::new_token;
use crate::state::AppState;

const TOKEN: &str = "session";
const PENDING_SIGN_IN: &str = "pending_sign_in";

/// How long an instance trusts a session it has checked.
pub const CACHE_WINDOW: Duration = Duration::from_secs(30);

/// An OpenID Connect sign-in between `/api/login` and `/api/callback`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PendingSignIn {
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
    pub redirect_uri: String,
    pub return_to: String,
}

/// What the store knows a token by: its SHA-256, hex.
pub(crate) fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A link's token of `kind` as the store knows it (its hash), or `None`
/// when it cannot be one (refused before any look-up).
pub(crate) fn hash_of_well_formed(kind: TokenKind, token: &str) -> Option<String> {
    kind.is_well_formed(token).then(|| token_hash(token))
}

/// Sessions this instance checked recently, by token hash.
#[derive(Debug)]
pub struct SessionCache {
    window: Duration,
    checked: Mutex<HashMap<String, (UserId, Instant)>>,
}

/// Past this many remembered sessions, the stale ones are dropped.
const CACHE_PRUNE_AT: usize = 10_000;

impl Default for SessionCache {
    fn default() -> Self {
        SessionCache::new(CACHE_WINDOW)
    }
}

impl SessionCache {
    pub fn new(window: Duration) -> SessionCache {
        SessionCache {
            window,
            checked: Mutex::new(HashMap::new()),
        }
    }

    fn entries(&self) -> std::sync::MutexGuard<'_, HashMap<String, (UserId, Instant)>> {
        // A panic elsewhere while holding the lock leaves a usable map.
        self.checked.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn cached(&self, hash: &str, now: Instant) -> Option<UserId> {
        let entries = self.entries();
        let (user, checked_at) = entries.get(hash)?;
        (now.saturating_duration_since(*checked_at) < self.window).then_some(*user)
    }

    fn remember(&self, hash: String, user: UserId, now: Instant) {
        let mut entries = self.entries();
        if entries.len() >= CACHE_PRUNE_AT {
            let window = self.window;
            entries.retain(|_, (_, at)| now.saturating_duration_since(*at) < window);
        }
        entries.insert(hash, (user, now));
    }

    fn forget(&self, hash: &str) {
        self.entries().remove(hash);
    }

    fn forget_user(&self, user: UserId) {
        self.entries().retain(|_, (cached, _)| *cached != user);
    }

    /// The user the session with `token` signs in: from this instance's
    /// memory within the window (measured to `now`, monotonic), else from the
    /// store at `clock`'s time (when sessions end is the domain's rule).
    pub async fn user(
        &self,
        db: &Database,
        clock: &dyn Clock,
        token: &str,
        now: Instant,
    ) -> Result<Option<UserId>, ApiError> {
        let hash = token_hash(token);
        if let Some(user) = self.cached(&hash, now) {
            return Ok(Some(user));
        }
        let key = hash.clone();
        let at = clock.now().naive_utc();
        let user = db::run(db, move |store| use_case::check_session(store, &key, at)).await?;
        match user {
            Some(user) => self.remember(hash, user, now),
            None => self.forget(&hash),
        }
        Ok(user)
    }
}

/// Signs the person in with a new session (and a new cookie: no session
/// fixation).
pub async fn sign_in(
    state: &AppState,
    cookie: &CookieSession,
    profile: UserProfile,
) -> Result<User, ApiError> {
    let token = new_token(TokenKind::Session);
    let hash = token_hash(&token);
    let feed_token = new_token(TokenKind::CalendarFeed);
    let now = state.clock.now().naive_utc();
    let user = db::run(&state.db, move |store| {
        use_case::sign_in(store, &profile, &hash, &feed_token, now)
    })
    .await?;
    cookie.renew();
    cookie.remove(PENDING_SIGN_IN);
    cookie
        .insert(TOKEN, &token)
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("session insert: {e}")))?;
    Ok(user)
}

/// Ends this browser's session on the server and clears its cookie.
pub async fn sign_out(state: &AppState, cookie: &CookieSession) -> Result<(), ApiError> {
    if let Some(token) = cookie.get::<String>(TOKEN).ok().flatten() {
        let hash = token_hash(&token);
        state.sessions.forget(&hash);
        db::run(&state.db, move |store| use_case::sign_out(store, &hash)).await?;
    }
    cookie.purge();
    Ok(())
}

/// After the account is deleted (its sessions with it): no instance-local
/// memory lets one of them through, and this cookie is cleared.
pub fn forget_account(state: &AppState, cookie: &CookieSession, user: UserId) {
    state.sessions.forget_user(user);
    cookie.purge();
}

/// Ends every session of `user` (other browsers too) and clears this cookie.
pub async fn sign_out_everywhere(
    state: &AppState,
    cookie: &CookieSession,
    user: UserId,
) -> Result<u64, ApiError> {
    state.sessions.forget_user(user);
    let ended = db::run(&state.db, move |store| {
        use_case::sign_out_everywhere(store, user)
    })
    .await?;
    // A check that raced the revocation may have remembered one again.
    state.sessions.forget_user(user);
    cookie.purge();
    Ok(ended)
}

pub fn set_pending(cookie: &CookieSession, pending: &PendingSignIn) -> Result<(), ApiError> {
    cookie
        .insert(PENDING_SIGN_IN, pending)
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("session insert: {e}")))
}

/// Takes the pending sign-in out of the session: a callback is used once.
pub fn take_pending(cookie: &CookieSession) -> Option<PendingSignIn> {
    cookie.remove_as::<PendingSignIn>(PENDING_SIGN_IN)?.ok()
}

/// The signed-in user's id; a request without a live session gets 401 JSON.
#[derive(Debug, Clone, Copy)]
pub struct SignedIn(pub UserId);

impl FromRequest for SignedIn {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        // A token, when the call carries one, decides alone (issue 48).
        if let Some(secret) = super::bearer::presented(req) {
            let req = req.clone();
            return Box::pin(async move {
                super::bearer::authenticate(&req, &secret)
                    .await
                    .map(|holder| SignedIn(holder.user))
            });
        }
        let token = req.get_session().get::<String>(TOKEN).ok().flatten();
        let state = req.app_data::<web::Data<AppState>>().cloned();
        Box::pin(async move {
            let (Some(token), Some(state)) = (token, state) else {
                return Err(ApiError::Unauthorized);
            };
            state
                .sessions
                .user(&state.db, state.clock.as_ref(), &token, Instant::now())
                .await?
                .map(SignedIn)
                .ok_or(ApiError::Unauthorized)
        })
    }
}

/// The session token the request's cookie holds, if any (a live page's
/// stream checks it again as it runs).
pub fn session_token(req: &HttpRequest) -> Option<String> {
    req.get_session().get::<String>(TOKEN).ok().flatten()
}

/// The signed-in user's id when there is a live session; public routes
/// that tell their own visitor apart (a list's owner on its public link).
#[derive(Debug, Clone, Copy)]
pub struct MaybeSignedIn(pub Option<UserId>);

impl FromRequest for MaybeSignedIn {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let signed_in = SignedIn::from_request(req, payload);
        Box::pin(async move {
            match signed_in.await {
                Ok(SignedIn(user)) => Ok(MaybeSignedIn(Some(user))),
                Err(ApiError::Unauthorized) => Ok(MaybeSignedIn(None)),
                Err(other) => Err(other),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::clock::FixedClock;
    use persistence::test_support::TestDatabase;

    fn profile(email: &str) -> UserProfile {
        UserProfile {
            issuer: "dev".into(),
            subject: email.into(),
            email: Some(email.into()),
            first_name: Some("Ada".into()),
            last_name: None,
            profile_image_url: None,
        }
    }

    /// A session revoked on another instance stops on this one once its
    /// cached check is older than the window (the clock is passed in).
    #[actix_web::test]
    async fn a_revoked_session_stops_within_the_cache_window() {
        let test_db = TestDatabase::sqlite();
        let db = &test_db.database;
        let clock = FixedClock::at("2026-06-01T09:00:00Z".parse().unwrap());
        let signed_in_at = clock.now().naive_utc();
        let token = new_token(TokenKind::Session);
        let hash = token_hash(&token);
        let user = {
            let hash = hash.clone();
            db::run(db, move |store| {
                use_case::sign_in(
                    store,
                    &profile("ada@example.com"),
                    &hash,
                    &new_token(TokenKind::CalendarFeed),
                    signed_in_at,
                )
            })
            .await
            .unwrap()
            .id
        };
        let cache = SessionCache::new(CACHE_WINDOW);
        let start = Instant::now();
        assert_eq!(
            cache.user(db, &clock, &token, start).await.unwrap(),
            Some(user)
        );

        // Another instance signs the user out everywhere.
        db::run(db, move |store| use_case::sign_out_everywhere(store, user))
            .await
            .unwrap();
        let within = start + CACHE_WINDOW - Duration::from_secs(1);
        assert_eq!(
            cache.user(db, &clock, &token, within).await.unwrap(),
            Some(user)
        );
        let after = start + CACHE_WINDOW;
        assert_eq!(cache.user(db, &clock, &token, after).await.unwrap(), None);
        assert_eq!(cache.user(db, &clock, &token, after).await.unwrap(), None);
        // An unknown token never signs anyone in.
        let stranger = new_token(TokenKind::Session);
        assert_eq!(
            cache.user(db, &clock, &stranger, start).await.unwrap(),
            None
        );
    }

    #[test]
    fn the_store_sees_a_hash_not_the_token() {
        let token = new_token(TokenKind::Session);
        let hash = token_hash(&token);
        assert_eq!(hash.len(), 64);
        assert!(!hash.contains(&token));
        assert_eq!(hash, token_hash(&token));
    }
}
