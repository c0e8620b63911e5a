//! Notifications: the bell.

use super::StoreError;
use crate::ids::{NotificationId, UserId};
use crate::notification::{CircleDigest, Notice, NoticeEmail, Notification};

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
    /// Claims up to `limit` circle emails due at `now`: people who turned
    /// "Email me about my circle" on, have an address, were last emailed
    /// [`crate::notification::CIRCLE_EMAIL_EVERY`] ago or never, and have
    /// unread [`crate::notification::CIRCLE_KINDS`] news since (or in the
    /// last day). Each claimed person is stamped as emailed at `now` in the
    /// same transaction (on PostgreSQL `FOR UPDATE SKIP LOCKED`), so at
    /// most one a day goes out, whatever the number of instances.
    fn claim_circle_digests(
        &mut self,
        now: chrono::NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<CircleDigest>, StoreError>;
    /// Claims up to `limit` notices to email at once
    /// ([`crate::notification::Said::emails_at_once`]): each is claimed
    /// once, whatever the number of instances; those of people without an
    /// address are dropped.
    fn claim_notice_emails(&mut self, limit: u32) -> Result<Vec<NoticeEmail>, StoreError>;
}
