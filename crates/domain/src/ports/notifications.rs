//! Notifications: the bell.

use super::StoreError;
use crate::ids::{NotificationId, UserId};
use crate::notification::{Notice, Notification};

/// The bell: reminders (recorded with the scheduler's claim) and news.
pub trait NotificationStore {
    /// Records news for each of `notices`' people.
    fn notify(&mut self, notices: &[Notice]) -> Result<(), StoreError>;
    /// The user's latest notifications, newest first.
    fn notifications(&mut self, me: UserId, limit: u32) -> Result<Vec<Notification>, StoreError>;
    fn unread_count(&mut self, me: UserId) -> Result<u64, StoreError>;
    /// Marks one of `me`'s notifications read and returns it.
    fn mark_read(
        &mut self,
        me: UserId,
        id: NotificationId,
    ) -> Result<Option<Notification>, StoreError>;
    /// Marks all of `me`'s notifications read; returns how many were unread.
    fn mark_all_read(&mut self, me: UserId) -> Result<u64, StoreError>;
}
