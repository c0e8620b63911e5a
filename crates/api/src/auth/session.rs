//! What the signed cookie session holds, and the signed-in extractor.

use std::future::{ready, Ready};

use actix_session::{Session, SessionExt};
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest};
use domain::ids::UserId;
use serde::{Deserialize, Serialize};

use crate::error::ApiError;

const USER_ID: &str = "user_id";
const PENDING_SIGN_IN: &str = "pending_sign_in";

/// An OpenID Connect sign-in between `/api/login` and `/api/callback`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PendingSignIn {
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
    pub redirect_uri: String,
    pub return_to: String,
}

/// Starts a fresh session for the user (a new cookie: no session fixation).
pub fn sign_in(session: &Session, user_id: UserId) -> Result<(), ApiError> {
    session.renew();
    session.remove(PENDING_SIGN_IN);
    session
        .insert(USER_ID, user_id)
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("session insert: {e}")))
}

pub fn sign_out(session: &Session) {
    session.purge();
}

pub fn set_pending(session: &Session, pending: &PendingSignIn) -> Result<(), ApiError> {
    session
        .insert(PENDING_SIGN_IN, pending)
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("session insert: {e}")))
}

/// Takes the pending sign-in out of the session: a callback is used once.
pub fn take_pending(session: &Session) -> Option<PendingSignIn> {
    session.remove_as::<PendingSignIn>(PENDING_SIGN_IN)?.ok()
}

/// The signed-in user's id; a signed-out request gets 401 JSON.
#[derive(Debug, Clone, Copy)]
pub struct SignedIn(pub UserId);

impl FromRequest for SignedIn {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let user_id = req.get_session().get::<UserId>(USER_ID).ok().flatten();
        ready(user_id.map(SignedIn).ok_or(ApiError::Unauthorized))
    }
}
