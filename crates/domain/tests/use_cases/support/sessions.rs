//! The in-memory sessions store.

use super::*;

impl SessionStore for InMemoryStore {
    fn create_session(&mut self, token_hash: &str, session: &Session) -> Result<(), StoreError> {
        self.call("create_session")?;
        if self.state.sessions.contains_key(token_hash) {
            return Err(StoreError::Conflict(Conflict::Duplicate));
        }
        self.state.sessions.insert(token_hash.to_owned(), *session);
        Ok(())
    }

    fn session(&mut self, token_hash: &str) -> Result<Option<Session>, StoreError> {
        self.call("session")?;
        Ok(self.state.sessions.get(token_hash).copied())
    }

    fn touch_session(&mut self, token_hash: &str, at: NaiveDateTime) -> Result<(), StoreError> {
        self.call("touch_session")?;
        if let Some(session) = self.state.sessions.get_mut(token_hash) {
            session.last_used_at = at;
        }
        Ok(())
    }

    fn end_session(&mut self, token_hash: &str) -> Result<(), StoreError> {
        self.call("end_session")?;
        self.state.sessions.remove(token_hash);
        Ok(())
    }

    fn end_sessions_of(&mut self, user: UserId) -> Result<u64, StoreError> {
        self.call("end_sessions_of")?;
        let before = self.state.sessions.len();
        self.state.sessions.retain(|_, s| s.user != user);
        Ok((before - self.state.sessions.len()) as u64)
    }

    fn prune_sessions(&mut self, now: NaiveDateTime) -> Result<u64, StoreError> {
        self.call("prune_sessions")?;
        let before = self.state.sessions.len();
        self.state.sessions.retain(|_, s| s.is_live_at(now));
        Ok((before - self.state.sessions.len()) as u64)
    }
}
