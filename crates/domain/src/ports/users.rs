//! Users and their signed-in sessions.

use chrono::NaiveDateTime;

use super::StoreError;
use crate::ids::UserId;
use crate::session::Session;
use crate::time_zone::TimeZone;
use crate::user::{User, UserProfile};

/// Signed-in sessions, found by the hash of the cookie's token.
pub trait SessionStore {
    fn create_session(&mut self, token_hash: &str, session: &Session) -> Result<(), StoreError>;
    fn session(&mut self, token_hash: &str) -> Result<Option<Session>, StoreError>;
    fn touch_session(&mut self, token_hash: &str, at: NaiveDateTime) -> Result<(), StoreError>;
    /// Ends one session (a no-op when it is gone).
    fn end_session(&mut self, token_hash: &str) -> Result<(), StoreError>;
    /// Ends every session of `user`; returns how many there were.
    fn end_sessions_of(&mut self, user: UserId) -> Result<u64, StoreError>;
    /// Deletes sessions that ended by `now` (lifetime or idle limit).
    fn prune_sessions(&mut self, now: NaiveDateTime) -> Result<u64, StoreError>;
}

pub trait UserStore {
    fn user(&mut self, id: UserId) -> Result<Option<User>, StoreError>;
    /// The user with this (lower-case) email address.
    fn user_by_email(&mut self, email: &str) -> Result<Option<User>, StoreError>;
    /// Creates the user on first sign-in, refreshes the profile afterwards;
    /// an email another account uses is a `Conflict`.
    fn upsert_user(&mut self, profile: &UserProfile) -> Result<User, StoreError>;
    fn set_time_zone(&mut self, id: UserId, zone: TimeZone) -> Result<Option<User>, StoreError>;
    /// The user's time zone (`UTC` until their browser reports one).
    fn time_zone(&mut self, id: UserId) -> Result<TimeZone, StoreError>;
    fn calendar_token(&mut self, id: UserId) -> Result<Option<String>, StoreError>;
    fn set_calendar_token(&mut self, id: UserId, token: &str) -> Result<(), StoreError>;
    fn user_by_calendar_token(&mut self, token: &str) -> Result<Option<User>, StoreError>;
}
