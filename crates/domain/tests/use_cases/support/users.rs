//! The in-memory users store.

use super::*;

impl UserStore for InMemoryStore {
    fn user(&mut self, id: UserId) -> Result<Option<User>, StoreError> {
        self.call("user")?;
        Ok(self.state.users.get(&id).cloned())
    }

    fn user_by_email(&mut self, email: &str) -> Result<Option<User>, StoreError> {
        self.call("user_by_email")?;
        Ok(self
            .state
            .users
            .values()
            .find(|u| u.email.as_deref() == Some(email))
            .cloned())
    }

    fn upsert_user(&mut self, profile: &UserProfile) -> Result<User, StoreError> {
        self.call("upsert_user")?;
        let existing = self
            .state
            .users
            .values()
            .find(|u| u.issuer == profile.issuer && u.subject == profile.subject)
            .map(|u| u.id);
        if let Some(email) = &profile.email {
            let taken = self
                .state
                .users
                .values()
                .any(|u| u.email.as_ref() == Some(email) && Some(u.id) != existing);
            if taken {
                return Err(StoreError::Conflict(Conflict::EmailInUse));
            }
        }
        let id = existing.unwrap_or_else(|| UserId(self.state.next_id()));
        let now = self.now;
        let user = self.state.users.entry(id).or_insert_with(|| User {
            id,
            issuer: profile.issuer.clone(),
            subject: profile.subject.clone(),
            email: None,
            first_name: None,
            last_name: None,
            profile_image_url: None,
            time_zone: "UTC".into(),
            time_zone_chosen: false,
            birthday: None,
            created_at: now,
            updated_at: now,
        });
        user.email = profile.email.clone();
        user.first_name = profile.first_name.clone();
        user.last_name = profile.last_name.clone();
        user.profile_image_url = profile.profile_image_url.clone();
        user.updated_at = now;
        Ok(user.clone())
    }

    fn set_time_zone(&mut self, id: UserId, zone: TimeZone) -> Result<Option<User>, StoreError> {
        self.call("set_time_zone")?;
        Ok(self.state.users.get_mut(&id).map(|u| {
            u.time_zone = zone.name().into();
            u.clone()
        }))
    }

    fn time_zone(&mut self, id: UserId) -> Result<TimeZone, StoreError> {
        self.call("time_zone")?;
        Ok(self.zone_of(id))
    }

    fn calendar_token(&mut self, id: UserId) -> Result<Option<String>, StoreError> {
        self.call("calendar_token")?;
        Ok(self.state.calendar_tokens.get(&id).cloned())
    }

    fn set_calendar_token(&mut self, id: UserId, token: &str) -> Result<(), StoreError> {
        self.call("set_calendar_token")?;
        self.state.calendar_tokens.insert(id, token.into());
        Ok(())
    }

    fn user_by_calendar_token(&mut self, token: &str) -> Result<Option<User>, StoreError> {
        self.call("user_by_calendar_token")?;
        Ok(self
            .state
            .calendar_tokens
            .iter()
            .find(|(_, t)| t.as_str() == token)
            .and_then(|(id, _)| self.state.users.get(id).cloned()))
    }
}
