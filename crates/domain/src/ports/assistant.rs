//! The assistant's settings.

use super::StoreError;
use crate::ids::UserId;

/// The assistant's settings per user (absent: the defaults).
pub trait AssistantSettingsStore {
    /// Whether my circle grounds the assistant's answers (default: yes).
    fn assistant_uses_circle(&mut self, user: UserId) -> Result<bool, StoreError>;
    fn set_assistant_uses_circle(&mut self, user: UserId, on: bool) -> Result<(), StoreError>;
}
