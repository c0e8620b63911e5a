//! Sessions: sign in, check a session on each request, sign out here or
//! everywhere. The token itself never reaches the store, only its hash.

use chrono::NaiveDateTime;

use crate::ids::UserId;
use crate::ports::{FriendStore, SessionStore, StoreError, Transactional, UserStore};
use crate::session::Session;
use crate::user::{User, UserProfile};

/// Signs the person in: their user created or refreshed (with its calendar
/// feed token, `feed_token`, the first time, so reading the feed link never
/// writes), the friend requests sent to their (verified) email before it had
/// an account bound to them, and a new session under `token_hash`, in one
/// transaction.
pub fn sign_in<S>(
    store: &mut S,
    profile: &UserProfile,
    token_hash: &str,
    feed_token: &str,
    now: NaiveDateTime,
) -> Result<User, StoreError>
where
    S: UserStore + FriendStore + SessionStore + Transactional,
{
    store.atomically(|store| {
        let user = store.upsert_user(profile)?;
        if store.calendar_token(user.id)?.is_none() {
            store.set_calendar_token(user.id, feed_token)?;
        }
        if let Some(email) = &user.email {
            store.bind_requests_to(user.id, email)?;
        }
        store.create_session(token_hash, &Session::begin(user.id, now))?;
        Ok(user)
    })
}

/// The user a session signs in, or `None` when it is unknown, signed out or
/// over its lifetime or idle limit (an ended one is deleted). Its last use
/// is written at most hourly.
pub fn check_session<S: SessionStore>(
    store: &mut S,
    token_hash: &str,
    now: NaiveDateTime,
) -> Result<Option<UserId>, StoreError> {
    let Some(session) = store.session(token_hash)? else {
        return Ok(None);
    };
    if !session.is_live_at(now) {
        store.end_session(token_hash)?;
        return Ok(None);
    }
    if session.needs_touch_at(now) {
        store.touch_session(token_hash, now)?;
    }
    Ok(Some(session.user))
}

/// Ends this session.
pub fn sign_out<S: SessionStore>(store: &mut S, token_hash: &str) -> Result<(), StoreError> {
    store.end_session(token_hash)
}

/// Ends every session of `user`, this one included; returns how many.
pub fn sign_out_everywhere<S: SessionStore>(
    store: &mut S,
    user: UserId,
) -> Result<u64, StoreError> {
    store.end_sessions_of(user)
}
