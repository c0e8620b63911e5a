//! The digest email's slots and what only it reads, and the nudges
//! (issue 47).

use chrono::{NaiveDate, NaiveDateTime};

use super::StoreError;
use crate::claim::ClaimStatus;
use crate::digest::DueDigest;
use crate::ids::{ListId, UserId};
use crate::money::Money;
use crate::notification::{NotificationKind, Words};
use crate::time_zone::TimeZone;

/// A pledge of mine not yet paid, on a shared gift not yet bought.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnpaidPledge {
    pub item: String,
    pub list_id: ListId,
    /// A group list's (else a friend's or a dependant's list).
    pub group_list: bool,
    pub amount: Option<Money>,
}

pub trait DigestStore {
    /// Up to `limit` people whose digest is on, who have an address, and
    /// whose next slot is due at `now` or was never found.
    fn due_digests(&mut self, now: NaiveDateTime, limit: u32)
        -> Result<Vec<DueDigest>, StoreError>;
    /// Moves `user`'s slot from `was` to `next` only if it still is `was`:
    /// whether this caller took it (of several instances, one does).
    fn take_digest_slot(
        &mut self,
        user: UserId,
        was: Option<NaiveDateTime>,
        next: Option<NaiveDateTime>,
    ) -> Result<bool, StoreError>;
    /// The words of `user`'s notifications of `kinds` made after `since`,
    /// oldest first, at most `limit`.
    fn news_since(
        &mut self,
        user: UserId,
        kinds: &[NotificationKind],
        since: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<Words>, StoreError>;
    /// The statuses of `giver`'s claims on what `recipient` receives (their
    /// own lists, and group list items for them).
    fn claims_for(
        &mut self,
        giver: UserId,
        recipient: UserId,
    ) -> Result<Vec<ClaimStatus>, StoreError>;
    fn unpaid_pledges(&mut self, giver: UserId) -> Result<Vec<UnpaidPledge>, StoreError>;
}

pub trait NudgeStore {
    /// Records a nudge of `user` for `occasion`: false when one was (at
    /// most one per person per occasion).
    fn insert_nudge(&mut self, user: UserId, occasion: &str) -> Result<bool, StoreError>;
    fn nudged(&mut self, user: UserId, occasion: &str) -> Result<bool, StoreError>;
    /// When `user` was last nudged about an occasion whose key starts with `prefix`.
    fn last_nudge(
        &mut self,
        user: UserId,
        prefix: &str,
    ) -> Result<Option<NaiveDateTime>, StoreError>;
    /// Everyone with a birthday of their own who takes nudges, with their zone.
    fn birthdays(&mut self) -> Result<Vec<(UserId, NaiveDate, TimeZone)>, StoreError>;
    /// Whether anything is on any list of `user`'s own (not a dependant's).
    fn has_wishes(&mut self, user: UserId) -> Result<bool, StoreError>;
}
