//! Ports: what the use cases need from the world outside `domain`, as traits
//! the outer crates implement (`persistence` the stores on the database
//! connection; `api` the rate limits). Stores are synchronous (diesel is), so
//! a use case that touches one runs on a blocking thread, never on an async
//! worker; outside calls that are async (mail, page fetches, AI) happen
//! between use cases, outside any transaction.

use std::future::Future;
use std::time::Duration;

use chrono::{NaiveDate, NaiveDateTime};

use crate::account::{
    AccountSettings, ExportedClaim, ExportedGroupItem, ExportedPriceWatch, ProfileEdit,
};
use crate::claim::{Claim, ClaimInput, ClaimTarget, ClaimedItem};
use crate::contact::{Contact, ContactInput};
use crate::contact_import::ContactAddress;
use crate::email::Email;
use crate::friend::{Friend, FriendRequest, FriendRequestStatus, RequestSide};
use crate::gift_idea::{GiftRequest, GiftSuggestion};
use crate::group_list::{
    GroupItem, GroupList, GroupListInput, GroupListSummary, GroupMember, ListSearch, ListedList,
    MemberRole, PersonName, Recipient,
};
use crate::idempotency::StoredKey;
use crate::ids::{
    ClaimId, ContactId, FriendRequestId, FriendshipId, GroupItemId, GroupListId, NotificationId,
    ReminderId, SpecialDateId, UserId, WishlistItemId,
};
use crate::notification::{Notice, Notification};
use crate::price_watch::{PriceReading, PricedItem, Watch};
use crate::product::ParsedProduct;
use crate::recommendation::{AffiliateClick, DailyClicks};
use crate::reminder::{ClaimedEmail, DeliveryStatus, DueReminder};
use crate::session::Session;
use crate::sharing::{Share, Shareable, SharedWithMe};
use crate::special_date::{DateWithContact, Schedule, SpecialDate, SpecialDateInput};
use crate::time_zone::TimeZone;
use crate::user::{User, UserProfile};
use crate::wishlist::{PublicList, WishlistItem, WishlistItemInput};

/// Why a store could not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// A unique constraint refused the write; the string names the constraint.
    #[error("conflict on {0}")]
    Conflict(String),
    /// The database could not be reached (pool exhausted, connection refused).
    #[error("database unavailable: {0}")]
    Unavailable(String),
    /// Anything else the database reported (a bug, not the user's doing).
    #[error("database error: {0}")]
    Failed(String),
}

/// A store that can run several calls as one transaction.
pub trait Transactional {
    /// Runs `work` in one transaction: committed when it returns `Ok`,
    /// rolled back (nothing written) when it returns `Err`.
    fn atomically<T, E: From<StoreError>>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E>;
}

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

/// The account's own choices, the records only its export reads, and
/// the steps of deleting it.
pub trait AccountStore {
    /// Saves a profile edit: from then on a sign-in refreshes only the email.
    fn edit_profile(&mut self, id: UserId, edit: &ProfileEdit) -> Result<Option<User>, StoreError>;
    fn account_settings(&mut self, id: UserId) -> Result<AccountSettings, StoreError>;
    fn set_account_settings(
        &mut self,
        id: UserId,
        settings: &AccountSettings,
    ) -> Result<(), StoreError>;
    /// Sets a chosen time zone (the browser's reports then leave it).
    fn choose_time_zone(&mut self, id: UserId, zone: TimeZone) -> Result<(), StoreError>;
    /// Items the user added to group lists, oldest first.
    fn group_items_added_by(&mut self, id: UserId) -> Result<Vec<ExportedGroupItem>, StoreError>;
    /// The user's claims on other people's lists, oldest first.
    fn claims_by(&mut self, id: UserId) -> Result<Vec<ExportedClaim>, StoreError>;
    /// The price watches the user set, by item.
    fn price_watches_of(&mut self, id: UserId) -> Result<Vec<ExportedPriceWatch>, StoreError>;
    /// Whether the user keeps no contacts, dates or wishlist items.
    fn holds_nothing(&mut self, id: UserId) -> Result<bool, StoreError>;
    /// The group lists the user created, each with its longest-standing
    /// other member (`None` when the creator is alone).
    fn lists_created_by(
        &mut self,
        id: UserId,
    ) -> Result<Vec<(GroupListId, Option<UserId>)>, StoreError>;
    /// Makes `to` the list's creator (`from` becomes an ordinary member).
    fn hand_over_list(
        &mut self,
        list: GroupListId,
        from: UserId,
        to: UserId,
    ) -> Result<(), StoreError>;
    /// Items for `user` are kept for `name`, as the givers knew them.
    fn rename_group_items_for(&mut self, user: UserId, name: &str) -> Result<(), StoreError>;
    /// The items `user` added, each with whom it is for and its list's creator.
    fn group_items_to_pass(
        &mut self,
        user: UserId,
    ) -> Result<Vec<(GroupItemId, Recipient, UserId)>, StoreError>;
    /// Gives each item its new adder (`None`: "Someone").
    fn set_group_item_adders(
        &mut self,
        adders: &[(GroupItemId, Option<UserId>)],
    ) -> Result<(), StoreError>;
    /// The user's claims lose their giver: they read as "Someone" and stay.
    fn anonymize_claims(&mut self, giver: UserId) -> Result<u64, StoreError>;
    /// Removes the user and every row left that names them (sessions
    /// included); false when there was no such user.
    fn delete_user(&mut self, id: UserId) -> Result<bool, StoreError>;
}

/// An item due for a price reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueItem {
    pub item: PricedItem,
    pub name: String,
    pub url: String,
    /// Who keeps it: the wishlist's owner, or who added it to a group list
    /// (`None`: "Someone", whose account is gone).
    pub owner: Option<UserId>,
    /// The group list it is on.
    pub list: Option<GroupListId>,
}

/// Price readings, watches, and the watcher's schedule.
pub trait PriceStore {
    /// Items with a link whose next reading is due at `now` (never read
    /// first), at most `limit`.
    fn items_due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<DueItem>, StoreError>;
    /// Shops paused at `now`.
    fn paused_shops(&mut self, now: NaiveDateTime) -> Result<Vec<String>, StoreError>;
    fn pause_shop(&mut self, shop: &str, until: NaiveDateTime) -> Result<(), StoreError>;
    /// Reads the item again at `next` (nothing recorded).
    fn postpone_reading(&mut self, item: PricedItem, next: NaiveDateTime)
        -> Result<(), StoreError>;
    /// Appends a reading and schedules the next; a price other than the
    /// last reading's becomes the item's last change. The last reading's
    /// price before this one, if any.
    fn record_reading(
        &mut self,
        item: PricedItem,
        reading: &PriceReading,
        next: NaiveDateTime,
    ) -> Result<Option<String>, StoreError>;
    /// The item's readings, newest first, at most `limit`.
    fn readings(&mut self, item: PricedItem, limit: u32) -> Result<Vec<PriceReading>, StoreError>;
    /// Who watches the item: those who chose to, and, unless they chose
    /// not to, its owner and the givers who claimed it.
    fn watchers(
        &mut self,
        item: PricedItem,
        owner: Option<UserId>,
    ) -> Result<Vec<Watch>, StoreError>;
    /// One person's watch: `(watching, watch)`; `None` when they never chose.
    fn watch_of(
        &mut self,
        item: PricedItem,
        user: UserId,
    ) -> Result<Option<(bool, Watch)>, StoreError>;
    /// Stores a watch (what it heard last, its percentage and target) and
    /// whether it is on.
    fn save_watch(
        &mut self,
        item: PricedItem,
        watch: &Watch,
        watching: bool,
    ) -> Result<(), StoreError>;
}

pub trait FriendStore {
    fn are_friends(&mut self, a: UserId, b: UserId) -> Result<bool, StoreError>;
    /// The pending request from `sender` to `receiver`, if any.
    fn pending_request(
        &mut self,
        sender: UserId,
        receiver: UserId,
    ) -> Result<Option<FriendRequestId>, StoreError>;
    /// How many requests `sender` made since `since`.
    fn requests_sent_since(
        &mut self,
        sender: UserId,
        since: NaiveDateTime,
    ) -> Result<u64, StoreError>;
    /// The pending request from `sender` to the address `email`, if any.
    fn pending_request_to_address(
        &mut self,
        sender: UserId,
        email: &str,
    ) -> Result<Option<FriendRequestId>, StoreError>;
    /// A new pending request to `receiver_email`, with its receiver when the
    /// address has an account; one already pending is a `Conflict`.
    fn create_request(
        &mut self,
        sender: UserId,
        receiver: Option<UserId>,
        receiver_email: &str,
    ) -> Result<FriendRequestId, StoreError>;
    /// Binds the pending requests sent to `email` before it had an account
    /// to `user`, who has just signed in with it (verified); a sender who
    /// already has a request pending with `user` keeps that one. Returns how
    /// many were bound.
    fn bind_requests_to(&mut self, user: UserId, email: &str) -> Result<u64, StoreError>;
    /// Closes a pending request whose `side` is `me` with `status`; returns
    /// its sender, or `None` when there is no such pending request.
    fn close_request(
        &mut self,
        id: FriendRequestId,
        side: RequestSide,
        me: UserId,
        status: FriendRequestStatus,
    ) -> Result<Option<UserId>, StoreError>;
    /// Makes two users friends (a no-op when they are) and returns the friendship.
    fn befriend(&mut self, a: UserId, b: UserId) -> Result<FriendshipId, StoreError>;
    /// Ends one of `me`'s friendships; returns the two friends, or `None`
    /// when it is not theirs.
    fn end_friendship(
        &mut self,
        me: UserId,
        id: FriendshipId,
    ) -> Result<Option<(UserId, UserId)>, StoreError>;
    /// One of `me`'s requests (sent or received), with its people.
    fn friend_request(
        &mut self,
        me: UserId,
        id: FriendRequestId,
    ) -> Result<Option<FriendRequest>, StoreError>;
    /// `me`'s friends, by name.
    fn friends(&mut self, me: UserId) -> Result<Vec<Friend>, StoreError>;
    /// Pending requests where `me` is on `side`, newest first.
    fn pending_requests(
        &mut self,
        me: UserId,
        side: RequestSide,
    ) -> Result<Vec<FriendRequest>, StoreError>;
}

pub trait ContactStore {
    /// The owner's contacts by name.
    fn contacts(&mut self, owner: UserId) -> Result<Vec<Contact>, StoreError>;
    fn contact_count(&mut self, owner: UserId) -> Result<u64, StoreError>;
    fn contact(&mut self, owner: UserId, id: ContactId) -> Result<Option<Contact>, StoreError>;
    fn insert_contact(
        &mut self,
        owner: UserId,
        input: &ContactInput,
    ) -> Result<Contact, StoreError>;
    fn update_contact(
        &mut self,
        owner: UserId,
        id: ContactId,
        input: &ContactInput,
    ) -> Result<Option<Contact>, StoreError>;
    /// Deletes a contact; its dates stay, unlinked.
    fn delete_contact(&mut self, owner: UserId, id: ContactId) -> Result<bool, StoreError>;
    /// Every (email, phone) pair of the owner's contacts, as stored.
    fn contact_addresses(&mut self, owner: UserId) -> Result<Vec<ContactAddress>, StoreError>;
}

/// Something read with its owner's time zone, which says which day is
/// today for them (read together: one round trip).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Zoned<T> {
    pub value: T,
    pub zone: TimeZone,
}

pub trait SpecialDateStore {
    /// The owner's dates by their stored next occurrence, with the owner's
    /// time zone (`UTC` when they have no dates).
    fn dates(&mut self, owner: UserId) -> Result<Zoned<Vec<DateWithContact>>, StoreError>;
    fn date_count(&mut self, owner: UserId) -> Result<u64, StoreError>;
    /// One of the owner's dates, with the owner's time zone.
    fn date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
    ) -> Result<Option<Zoned<DateWithContact>>, StoreError>;
    /// Stores a new date; returns only its id (an import needs no read-back).
    fn add_date(
        &mut self,
        owner: UserId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<SpecialDateId, StoreError>;
    /// Rewrites a date's fields and schedule; false when it is not the owner's.
    fn update_date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<bool, StoreError>;
    /// Marks `occurrence` shopped (or clears it); false when not the owner's.
    fn set_shopped(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        occurrence: Option<NaiveDate>,
    ) -> Result<bool, StoreError>;
    fn delete_date(&mut self, owner: UserId, id: SpecialDateId) -> Result<bool, StoreError>;
    /// Stores a date's new schedule (the date's owner is part of `date`);
    /// only the scheduler moves dates on.
    fn set_schedule(&mut self, date: &SpecialDate, schedule: Schedule) -> Result<(), StoreError>;
}

pub trait WishlistStore {
    /// The owner's items, newest first.
    fn wishlist(&mut self, owner: UserId) -> Result<Vec<WishlistItem>, StoreError>;
    /// Inserts the item unless the owner has `cap` items already (`None`
    /// then): the count and the insert in one statement, so a burst of
    /// creates cannot pass the cap.
    fn insert_item_within(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<WishlistItem>, StoreError>;
    fn insert_item(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
    ) -> Result<WishlistItem, StoreError>;
    fn item(
        &mut self,
        owner: UserId,
        id: WishlistItemId,
    ) -> Result<Option<WishlistItem>, StoreError>;
    /// An item shared with `friend`, and whether they may edit it.
    fn item_shared_with(
        &mut self,
        friend: UserId,
        id: WishlistItemId,
    ) -> Result<Option<(WishlistItem, bool)>, StoreError>;
    /// Rewrites the owner's item; `None` when it is not theirs.
    fn update_item(
        &mut self,
        owner: UserId,
        id: WishlistItemId,
        input: &WishlistItemInput,
    ) -> Result<Option<WishlistItem>, StoreError>;
    fn delete_item(&mut self, owner: UserId, id: WishlistItemId) -> Result<bool, StoreError>;
    /// The public list token, if the owner's list is public.
    fn public_token(&mut self, owner: UserId) -> Result<Option<String>, StoreError>;
    /// Makes the list public with `token`, or private (and unlisted) with `None`.
    fn set_public_token(&mut self, owner: UserId, token: Option<&str>) -> Result<(), StoreError>;
    /// Whether the owner's public list is shown in Find a list.
    fn wishlist_listed(&mut self, owner: UserId) -> Result<bool, StoreError>;
    fn set_wishlist_listed(&mut self, owner: UserId, listed: bool) -> Result<(), StoreError>;
    fn public_list(&mut self, token: &str) -> Result<Option<PublicList>, StoreError>;
}

pub trait ShareStore {
    /// Whether `owner` owns what would be shared.
    fn owns(&mut self, owner: UserId, what: Shareable) -> Result<bool, StoreError>;
    /// Shares `what` with `with`, or updates `can_edit` when it already is.
    fn share(
        &mut self,
        owner: UserId,
        what: Shareable,
        with: UserId,
        can_edit: bool,
    ) -> Result<Share, StoreError>;
    /// Removes every share between two people, both ways.
    fn revoke_shares_between(&mut self, a: UserId, b: UserId) -> Result<(), StoreError>;
    fn items_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<WishlistItem>>, StoreError>;
    fn dates_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<DateWithContact>>, StoreError>;
}

/// A batch of dates for the scheduler, each with its owner's time zone,
/// read in id order after a given id.
pub type ZonedDates = Vec<(SpecialDate, TimeZone)>;

/// Where a batched scan stopped: the last row's sort key and id.
pub type ScanPosition = Option<(NaiveDate, SpecialDateId)>;

pub trait ReminderStore {
    /// Recurring dates whose stored occurrence is on or before `utc_day`
    /// (the latest any zone can be on), by (next occurrence, id), after
    /// `after`.
    fn recurring_dates_until(
        &mut self,
        utc_day: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError>;
    /// Dates whose reminder day is in `remind_on` and whose occurrence is
    /// on or after `occurring_from`, with no reminder recorded for that
    /// occurrence yet, by (reminder day, id), after `after`.
    fn dates_to_remind(
        &mut self,
        remind_on: (NaiveDate, NaiveDate),
        occurring_from: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError>;
    /// Records a reminder once per date and occurrence; false when one was
    /// already recorded (by this instance or another).
    fn record_reminder(&mut self, reminder: &DueReminder) -> Result<bool, StoreError>;
    /// Claims up to `limit` pending email reminders, and ones whose claim
    /// is older than `stale_before`; instances side by side never claim the
    /// same one. Each claim counts an attempt.
    fn claim_emails(
        &mut self,
        now: NaiveDateTime,
        stale_before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<ClaimedEmail>, StoreError>;
    /// How many times the email was claimed.
    fn email_attempts(&mut self, id: ReminderId) -> Result<u32, StoreError>;
    fn set_delivery_status(
        &mut self,
        id: ReminderId,
        status: DeliveryStatus,
    ) -> Result<(), StoreError>;
}

/// The assistant's settings per user (absent: the defaults).
pub trait AssistantSettingsStore {
    /// Whether my circle grounds the assistant's answers (default: yes).
    fn assistant_uses_circle(&mut self, user: UserId) -> Result<bool, StoreError>;
    fn set_assistant_uses_circle(&mut self, user: UserId, on: bool) -> Result<(), StoreError>;
}

/// First-party analytics: clicks on partner links.
pub trait AnalyticsStore {
    fn record_click(
        &mut self,
        user: Option<UserId>,
        click: &AffiliateClick,
    ) -> Result<(), StoreError>;
    /// Clicks per day and partner since `since`, newest day first.
    fn daily_clicks(&mut self, since: NaiveDate) -> Result<Vec<DailyClicks>, StoreError>;
}

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

/// Group wishlists, their members and items. Every read that serves a
/// member names the member: a list they are not on is `None`.
pub trait GroupListStore {
    /// Stores a new list with `owner` as its one member (role owner).
    fn create_group_list(
        &mut self,
        owner: UserId,
        input: &GroupListInput,
        public_token: Option<&str>,
        listed: bool,
    ) -> Result<GroupList, StoreError>;
    /// How many lists `owner` created.
    fn group_list_count(&mut self, owner: UserId) -> Result<u64, StoreError>;
    /// The lists `me` is on, newest first.
    fn group_lists_of(&mut self, me: UserId) -> Result<Vec<GroupListSummary>, StoreError>;
    /// One list `me` is on.
    fn group_list_of(
        &mut self,
        me: UserId,
        id: GroupListId,
    ) -> Result<Option<GroupListSummary>, StoreError>;
    /// The list's members: the creator first, then by name.
    fn group_members(&mut self, id: GroupListId) -> Result<Vec<GroupMember>, StoreError>;
    fn is_group_member(&mut self, id: GroupListId, user: UserId) -> Result<bool, StoreError>;
    /// Adds `user` (a no-op when they are on it); whether they were added.
    fn add_group_member(
        &mut self,
        id: GroupListId,
        user: UserId,
        role: MemberRole,
    ) -> Result<bool, StoreError>;
    /// Takes `user` off the list; whether they were on it.
    fn remove_group_member(&mut self, id: GroupListId, user: UserId) -> Result<bool, StoreError>;
    fn update_group_list(
        &mut self,
        id: GroupListId,
        input: &GroupListInput,
    ) -> Result<(), StoreError>;
    /// Public with `token` (private with `None`) and listed or not.
    fn set_group_list_public(
        &mut self,
        id: GroupListId,
        token: Option<&str>,
        listed: bool,
    ) -> Result<(), StoreError>;
    fn delete_group_list(&mut self, id: GroupListId) -> Result<(), StoreError>;
    /// The list's items `viewer` may see (no surprises for them), newest first.
    fn group_items(
        &mut self,
        id: GroupListId,
        viewer: UserId,
    ) -> Result<Vec<GroupItem>, StoreError>;
    /// Every item of the list, surprises too (the reveal, once it is archived).
    fn all_group_items(&mut self, id: GroupListId) -> Result<Vec<GroupItem>, StoreError>;
    /// One item of the list, whoever it is for.
    fn group_item(
        &mut self,
        id: GroupListId,
        item: GroupItemId,
    ) -> Result<Option<GroupItem>, StoreError>;
    /// Adds an item unless the list holds `cap` already (`None` then).
    fn insert_group_item_within(
        &mut self,
        id: GroupListId,
        added_by: UserId,
        recipient: &Recipient,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<GroupItem>, StoreError>;
    fn update_group_item(
        &mut self,
        id: GroupListId,
        item: GroupItemId,
        recipient: &Recipient,
        input: &WishlistItemInput,
    ) -> Result<Option<GroupItem>, StoreError>;
    fn delete_group_item(&mut self, id: GroupListId, item: GroupItemId)
        -> Result<bool, StoreError>;
    /// The list behind a public token, with its creator's name and the
    /// items a stranger may see (no surprises).
    fn public_group_list(
        &mut self,
        token: &str,
    ) -> Result<Option<(GroupList, PersonName, Vec<GroupItem>)>, StoreError>;
    /// Listed public lists, group and personal, matching `search`, newest
    /// first, at most `limit`.
    fn listed_lists(
        &mut self,
        search: &ListSearch,
        limit: u32,
    ) -> Result<Vec<ListedList>, StoreError>;
}

/// Claims on items, and what ends the surprise (a list archived, an item received).
pub trait ClaimStore {
    /// The claims on each of `targets`, oldest first.
    fn claims_on(&mut self, targets: &[ClaimTarget]) -> Result<Vec<Claim>, StoreError>;
    /// Locks the item against concurrent claims until the transaction ends
    /// and returns its quantity (`None` when it is gone).
    fn lock_for_claims(&mut self, target: ClaimTarget) -> Result<Option<u32>, StoreError>;
    /// A signed-in giver's claim on the item.
    fn claim_of(&mut self, target: ClaimTarget, giver: UserId)
        -> Result<Option<Claim>, StoreError>;
    fn insert_claim(
        &mut self,
        target: ClaimTarget,
        giver: &NewGiver,
        input: ClaimInput,
    ) -> Result<Claim, StoreError>;
    fn update_claim(&mut self, id: ClaimId, input: ClaimInput) -> Result<(), StoreError>;
    fn delete_claim(&mut self, id: ClaimId) -> Result<bool, StoreError>;
    /// A guest's claim by the hash of its undo token.
    fn guest_claim(&mut self, token_hash: &str) -> Result<Option<ClaimedItem>, StoreError>;
    /// Archives an open list as of `at` (a stored reveal is never moved).
    fn archive_group_list(&mut self, id: GroupListId, at: NaiveDateTime) -> Result<(), StoreError>;
    /// Archives, as of `at`, every open list whose event is on or before
    /// `last_event` (the scheduler's reveal); how many.
    fn archive_lists_due(
        &mut self,
        last_event: NaiveDate,
        at: NaiveDateTime,
    ) -> Result<usize, StoreError>;
    /// Marks the owner's item received; false when it is not theirs.
    fn mark_received(
        &mut self,
        owner: UserId,
        item: WishlistItemId,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError>;
}

/// Who claims, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewGiver {
    User(UserId),
    /// A guest on a public link, with the hash of their undo token.
    Guest {
        name: String,
        email: Option<String>,
        token_hash: String,
    },
}

/// Keys of creates sent with an `Idempotency-Key`, per person and route
/// (see [`crate::idempotency`]).
pub trait IdempotencyStore {
    /// Stores `key` as running (no answer yet, created `now`) unless it is
    /// stored already; the one stored before, if any.
    fn claim_key(
        &mut self,
        key: &KeyRef<'_>,
        request_hash: &str,
        now: NaiveDateTime,
    ) -> Result<Option<StoredKey>, StoreError>;
    /// Starts `key` afresh (an expired or abandoned one): running, created `now`.
    fn renew_key(
        &mut self,
        key: &KeyRef<'_>,
        request_hash: &str,
        now: NaiveDateTime,
    ) -> Result<(), StoreError>;
    /// Keeps the first answer.
    fn answer_key(&mut self, key: &KeyRef<'_>, status: u16, body: &str) -> Result<(), StoreError>;
    /// Forgets `key` (its request failed: a retry may run).
    fn release_key(&mut self, key: &KeyRef<'_>) -> Result<(), StoreError>;
    /// Forgets keys created before `before`.
    fn prune_keys(&mut self, before: NaiveDateTime) -> Result<u64, StoreError>;
}

/// A key as stored: whose, on which route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyRef<'a> {
    pub user: UserId,
    /// Method and path: `POST /api/wishlist`.
    pub route: &'a str,
    pub key: &'a str,
}

/// A per-user limit on something costly or probing (friend look-ups by
/// email); kept by the running instance.
pub trait RateLimit {
    /// Counts one call by `user`; `Err` with the wait until one is counted
    /// again when the limit is reached.
    fn check(&self, user: UserId) -> Result<(), Duration>;
}

/// Why a shop page could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PageError {
    /// The link itself is refused (not a link, not http(s), a private
    /// address); the message says which.
    #[error("{0}")]
    Refused(String),
    /// The page could not be read; `detail` is for the log, not the user.
    #[error("{message}")]
    Unreadable { message: String, detail: String },
    /// The shop (named) answered with a robot check, a block or a sign-in
    /// page: the person can fill the item in or use the Presently button.
    #[error("{}", crate::messages::page_walled(shop))]
    Walled { shop: String },
    /// The page is nested too deeply, has too many elements or would take
    /// too long to read: it was refused before it was parsed.
    #[error("{}", crate::messages::PAGE_TOO_COMPLEX)]
    TooComplex,
}

/// Shop pages, fetched and read (async: the network, outside any transaction).
pub trait ProductPages {
    fn read(&self, url: &str) -> impl Future<Output = Result<ParsedProduct, PageError>>;
    /// [`ProductPages::read`] for the price watcher: a page read by anyone
    /// within `max_age` is reused, an older one is read again.
    fn read_fresh(
        &self,
        url: &str,
        max_age: Duration,
    ) -> impl Future<Output = Result<ParsedProduct, PageError>>;
    /// Reads a page the person already has open (the Presently button):
    /// its `html` as their browser holds it, nothing fetched.
    fn parse(&self, url: &str, html: &str) -> Result<ParsedProduct, PageError>;
}

/// A language model that suggests gift ideas (async: a remote call).
pub trait GiftIdeaModel {
    /// The model's ideas; `Err` with what went wrong when it did not answer usefully.
    fn ideas(
        &self,
        request: &GiftRequest,
    ) -> impl Future<Output = Result<Vec<GiftSuggestion>, String>>;
}

/// The built-in gift-idea engine, which always answers.
pub trait GiftIdeaEngine {
    fn ideas(&self, request: &GiftRequest) -> Vec<GiftSuggestion>;
}

/// Sends email (async: an SMTP server), outside any transaction.
pub trait Mailer {
    /// `Err` with what went wrong, for the log.
    fn send(&self, email: &Email) -> impl Future<Output = Result<(), String>>;
}
