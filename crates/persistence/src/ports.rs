//! The domain's store ports on the [`Store`] (a pooled connection and the
//! clock that stamps its rows): each method is one function of the module
//! that owns the table (where the SQL lives), its error reported as the
//! domain's [`StoreError`].

use chrono::{NaiveDate, NaiveDateTime};
use domain::account::{
    AccountSettings, ExportedClaim, ExportedGroupItem, ExportedPriceWatch, ProfileEdit,
};
use domain::claim::{Claim, ClaimInput, ClaimTarget, ClaimedItem};
use domain::contact::{Contact, ContactInput};
use domain::contact_import::ContactAddress;
use domain::friend::{Friend, FriendRequest, FriendRequestStatus, RequestSide};
use domain::group_list::{
    GroupItem, GroupList, GroupListInput, GroupListSummary, GroupMember, ListSearch, ListedList,
    MemberRole, PersonName, Recipient,
};
use domain::idempotency::StoredKey;
use domain::ids::{
    ClaimId, ContactId, FriendRequestId, FriendshipId, GroupItemId, GroupListId, NotificationId,
    ReminderId, SpecialDateId, UserId, WishlistItemId,
};
use domain::notification::{Notice, Notification};
use domain::ports::{
    AccountStore, AnalyticsStore, AssistantSettingsStore, ClaimStore, ContactStore, DueItem,
    FriendStore, GroupListStore, IdempotencyStore, KeyRef, NewGiver, NotificationStore, PriceStore,
    ReminderStore, ScanPosition, SessionStore, ShareStore, SpecialDateStore, StoreError,
    Transactional, UserStore, WishlistStore, Zoned, ZonedDates,
};
use domain::price_watch::{PriceReading, PricedItem, Watch};
use domain::recommendation::{AffiliateClick, DailyClicks};
use domain::reminder::{ClaimedEmail, DeliveryStatus, DueReminder};
use domain::session::Session;
use domain::sharing::{Share, Shareable, SharedWithMe};
use domain::special_date::{DateWithContact, Schedule, SpecialDate, SpecialDateInput};
use domain::time_zone::TimeZone;
use domain::user::{User, UserProfile};
use domain::wishlist::{PublicList, WishlistItem, WishlistItemInput};

use crate::pool::write_transaction_of;
use crate::{
    account, analytics, assistant, claims, contacts, friends, group_lists, idempotency,
    notifications, prices, reminders, sessions, sharing, special_dates, users, wishlist, DbError,
    Store,
};

/// A transaction's failure: the work's own error, or the database's.
enum Failure<E> {
    Work(E),
    Db(diesel::result::Error),
}

impl<E> From<diesel::result::Error> for Failure<E> {
    fn from(error: diesel::result::Error) -> Self {
        Failure::Db(error)
    }
}

impl Transactional for Store {
    fn atomically<T, E: From<StoreError>>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E> {
        write_transaction_of(self, Store::connection, |store| {
            work(store).map_err(Failure::Work)
        })
        .map_err(|failure| match failure {
            Failure::Work(error) => error,
            Failure::Db(error) => E::from(DbError::from(error).into()),
        })
    }
}

/// A time a use case gives, as [`crate::stamp`] stores it (microseconds).
fn stored(at: NaiveDateTime) -> NaiveDateTime {
    crate::stamp(at.and_utc())
}

/// A `NotFound` from an update of a row that is not there, as `None`.
fn found<T>(result: Result<T, DbError>) -> Result<Option<T>, StoreError> {
    match result {
        Ok(value) => Ok(Some(value)),
        Err(DbError::NotFound) => Ok(None),
        Err(other) => Err(other.into()),
    }
}

impl SessionStore for Store {
    fn create_session(&mut self, token_hash: &str, session: &Session) -> Result<(), StoreError> {
        Ok(sessions::create(self, token_hash, session)?)
    }

    fn session(&mut self, token_hash: &str) -> Result<Option<Session>, StoreError> {
        Ok(sessions::find(self, token_hash)?)
    }

    fn touch_session(&mut self, token_hash: &str, at: NaiveDateTime) -> Result<(), StoreError> {
        Ok(sessions::touch(self, token_hash, at)?)
    }

    fn end_session(&mut self, token_hash: &str) -> Result<(), StoreError> {
        Ok(sessions::end(self, token_hash)?)
    }

    fn end_sessions_of(&mut self, user: UserId) -> Result<u64, StoreError> {
        Ok(sessions::end_all_of(self, user)?)
    }

    fn prune_sessions(&mut self, now: NaiveDateTime) -> Result<u64, StoreError> {
        Ok(sessions::prune(self, now)?)
    }
}

impl UserStore for Store {
    fn user(&mut self, id: UserId) -> Result<Option<User>, StoreError> {
        Ok(users::find(self, id)?)
    }

    fn user_by_email(&mut self, email: &str) -> Result<Option<User>, StoreError> {
        Ok(users::find_by_email(self, email)?)
    }

    fn upsert_user(&mut self, profile: &UserProfile) -> Result<User, StoreError> {
        let at = self.stamp();
        Ok(users::upsert(self, profile, at)?)
    }

    fn set_time_zone(&mut self, id: UserId, zone: TimeZone) -> Result<Option<User>, StoreError> {
        let at = self.stamp();
        found(users::set_time_zone(self, id, zone, at))
    }

    fn time_zone(&mut self, id: UserId) -> Result<TimeZone, StoreError> {
        Ok(users::time_zone(self, id)?)
    }

    fn calendar_token(&mut self, id: UserId) -> Result<Option<String>, StoreError> {
        Ok(users::calendar_token(self, id)?)
    }

    fn set_calendar_token(&mut self, id: UserId, token: &str) -> Result<(), StoreError> {
        Ok(users::set_calendar_token(self, id, token)?)
    }

    fn user_by_calendar_token(&mut self, token: &str) -> Result<Option<User>, StoreError> {
        Ok(users::find_by_calendar_token(self, token)?)
    }
}

impl FriendStore for Store {
    fn are_friends(&mut self, a: UserId, b: UserId) -> Result<bool, StoreError> {
        Ok(friends::are_friends(self, a, b)?)
    }

    fn pending_request(
        &mut self,
        sender: UserId,
        receiver: UserId,
    ) -> Result<Option<FriendRequestId>, StoreError> {
        Ok(friends::pending_between(self, sender, receiver)?)
    }

    fn requests_sent_since(
        &mut self,
        sender: UserId,
        since: NaiveDateTime,
    ) -> Result<u64, StoreError> {
        Ok(friends::sent_since(self, sender, since)?)
    }

    fn pending_request_to_address(
        &mut self,
        sender: UserId,
        email: &str,
    ) -> Result<Option<FriendRequestId>, StoreError> {
        Ok(friends::pending_to_address(self, sender, email)?)
    }

    fn create_request(
        &mut self,
        sender: UserId,
        receiver: Option<UserId>,
        receiver_email: &str,
    ) -> Result<FriendRequestId, StoreError> {
        let at = self.stamp();
        Ok(friends::create_request(
            self,
            sender,
            receiver,
            receiver_email,
            at,
        )?)
    }

    fn bind_requests_to(&mut self, user: UserId, email: &str) -> Result<u64, StoreError> {
        Ok(friends::bind_to(self, user, email)?)
    }

    fn close_request(
        &mut self,
        id: FriendRequestId,
        side: RequestSide,
        me: UserId,
        status: FriendRequestStatus,
    ) -> Result<Option<UserId>, StoreError> {
        let at = self.stamp();
        Ok(friends::close(self, id, side, me, status, at)?)
    }

    fn befriend(&mut self, a: UserId, b: UserId) -> Result<FriendshipId, StoreError> {
        let at = self.stamp();
        Ok(friends::befriend(self, a, b, at)?)
    }

    fn end_friendship(
        &mut self,
        me: UserId,
        id: FriendshipId,
    ) -> Result<Option<(UserId, UserId)>, StoreError> {
        Ok(friends::end(self, me, id)?)
    }

    fn friend_request(
        &mut self,
        me: UserId,
        id: FriendRequestId,
    ) -> Result<Option<FriendRequest>, StoreError> {
        Ok(friends::find_request(self, me, id)?)
    }

    fn friends(&mut self, me: UserId) -> Result<Vec<Friend>, StoreError> {
        Ok(friends::friends(self, me)?)
    }

    fn pending_requests(
        &mut self,
        me: UserId,
        side: RequestSide,
    ) -> Result<Vec<FriendRequest>, StoreError> {
        Ok(friends::pending(self, me, side)?)
    }
}

impl ContactStore for Store {
    fn contacts(&mut self, owner: UserId) -> Result<Vec<Contact>, StoreError> {
        Ok(contacts::list(self, owner)?)
    }

    fn contact_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        Ok(contacts::count(self, owner)?)
    }

    fn contact(&mut self, owner: UserId, id: ContactId) -> Result<Option<Contact>, StoreError> {
        Ok(contacts::find(self, owner, id)?)
    }

    fn insert_contact(
        &mut self,
        owner: UserId,
        input: &ContactInput,
    ) -> Result<Contact, StoreError> {
        let at = self.stamp();
        Ok(contacts::insert(self, owner, input, at)?)
    }

    fn update_contact(
        &mut self,
        owner: UserId,
        id: ContactId,
        input: &ContactInput,
    ) -> Result<Option<Contact>, StoreError> {
        let at = self.stamp();
        Ok(contacts::update(self, owner, id, input, at)?)
    }

    fn delete_contact(&mut self, owner: UserId, id: ContactId) -> Result<bool, StoreError> {
        Ok(contacts::delete(self, owner, id)?)
    }

    fn contact_addresses(&mut self, owner: UserId) -> Result<Vec<ContactAddress>, StoreError> {
        Ok(contacts::addresses(self, owner)?)
    }
}

impl SpecialDateStore for Store {
    fn dates(&mut self, owner: UserId) -> Result<Zoned<Vec<DateWithContact>>, StoreError> {
        Ok(special_dates::list(self, owner)?)
    }

    fn date_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        Ok(special_dates::count(self, owner)?)
    }

    fn date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
    ) -> Result<Option<Zoned<DateWithContact>>, StoreError> {
        Ok(special_dates::find(self, owner, id)?)
    }

    fn add_date(
        &mut self,
        owner: UserId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<SpecialDateId, StoreError> {
        let at = self.stamp();
        Ok(special_dates::insert(self, owner, input, schedule, at)?)
    }

    fn update_date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(special_dates::update(self, owner, id, input, schedule, at)?)
    }

    fn set_shopped(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        occurrence: Option<NaiveDate>,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(special_dates::set_shopped(self, owner, id, occurrence, at)?)
    }

    fn delete_date(&mut self, owner: UserId, id: SpecialDateId) -> Result<bool, StoreError> {
        Ok(special_dates::delete(self, owner, id)?)
    }

    fn set_schedule(&mut self, date: &SpecialDate, schedule: Schedule) -> Result<(), StoreError> {
        Ok(special_dates::set_schedule(self, date, schedule)?)
    }
}

impl WishlistStore for Store {
    fn wishlist(&mut self, owner: UserId) -> Result<Vec<WishlistItem>, StoreError> {
        Ok(wishlist::list(self, owner)?)
    }

    fn insert_item_within(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<WishlistItem>, StoreError> {
        let at = self.stamp();
        Ok(wishlist::insert_within(self, owner, input, cap, at)?)
    }

    fn insert_item(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
    ) -> Result<WishlistItem, StoreError> {
        let at = self.stamp();
        Ok(wishlist::insert(self, owner, input, at)?)
    }

    fn item(
        &mut self,
        owner: UserId,
        id: WishlistItemId,
    ) -> Result<Option<WishlistItem>, StoreError> {
        Ok(wishlist::find(self, owner, id)?)
    }

    fn item_shared_with(
        &mut self,
        friend: UserId,
        id: WishlistItemId,
    ) -> Result<Option<(WishlistItem, bool)>, StoreError> {
        Ok(wishlist::find_shared(self, friend, id)?)
    }

    fn update_item(
        &mut self,
        owner: UserId,
        id: WishlistItemId,
        input: &WishlistItemInput,
    ) -> Result<Option<WishlistItem>, StoreError> {
        let at = self.stamp();
        Ok(wishlist::update(self, owner, id, input, at)?)
    }

    fn delete_item(&mut self, owner: UserId, id: WishlistItemId) -> Result<bool, StoreError> {
        Ok(wishlist::delete(self, owner, id)?)
    }

    fn public_token(&mut self, owner: UserId) -> Result<Option<String>, StoreError> {
        Ok(wishlist::public_token(self, owner)?)
    }

    fn set_public_token(&mut self, owner: UserId, token: Option<&str>) -> Result<(), StoreError> {
        Ok(wishlist::set_public_token(self, owner, token)?)
    }

    fn wishlist_listed(&mut self, owner: UserId) -> Result<bool, StoreError> {
        Ok(wishlist::listed(self, owner)?)
    }

    fn set_wishlist_listed(&mut self, owner: UserId, listed: bool) -> Result<(), StoreError> {
        Ok(wishlist::set_listed(self, owner, listed)?)
    }

    fn public_list(&mut self, token: &str) -> Result<Option<PublicList>, StoreError> {
        Ok(wishlist::public_list(self, token)?)
    }
}

impl ShareStore for Store {
    fn owns(&mut self, owner: UserId, what: Shareable) -> Result<bool, StoreError> {
        Ok(sharing::owns(self, owner, what)?)
    }

    fn share(
        &mut self,
        owner: UserId,
        what: Shareable,
        with: UserId,
        can_edit: bool,
    ) -> Result<Share, StoreError> {
        let at = self.stamp();
        Ok(sharing::share(self, owner, what, with, can_edit, at)?)
    }

    fn revoke_shares_between(&mut self, a: UserId, b: UserId) -> Result<(), StoreError> {
        Ok(sharing::revoke_between(self, a, b)?)
    }

    fn items_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<WishlistItem>>, StoreError> {
        Ok(sharing::items_shared_with(self, me)?)
    }

    fn dates_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<DateWithContact>>, StoreError> {
        Ok(sharing::dates_shared_with(self, me)?)
    }
}

impl ReminderStore for Store {
    fn recurring_dates_until(
        &mut self,
        utc_day: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError> {
        Ok(reminders::recurring_until(self, utc_day, after, limit)?)
    }

    fn dates_to_remind(
        &mut self,
        remind_on: (NaiveDate, NaiveDate),
        occurring_from: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError> {
        Ok(reminders::to_remind(
            self,
            remind_on,
            occurring_from,
            after,
            limit,
        )?)
    }

    fn record_reminder(&mut self, reminder: &DueReminder) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(reminders::record(self, reminder, at)?)
    }

    fn claim_emails(
        &mut self,
        now: NaiveDateTime,
        stale_before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<ClaimedEmail>, StoreError> {
        Ok(reminders::claim_emails(self, now, stale_before, limit)?)
    }

    fn email_attempts(&mut self, id: ReminderId) -> Result<u32, StoreError> {
        Ok(reminders::attempts(self, id)?)
    }

    fn set_delivery_status(
        &mut self,
        id: ReminderId,
        status: DeliveryStatus,
    ) -> Result<(), StoreError> {
        Ok(reminders::set_status(self, id, status)?)
    }
}

impl PriceStore for Store {
    fn items_due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<DueItem>, StoreError> {
        Ok(prices::items_due(self, now, limit)?)
    }

    fn paused_shops(&mut self, now: NaiveDateTime) -> Result<Vec<String>, StoreError> {
        Ok(prices::paused_shops(self, now)?)
    }

    fn pause_shop(&mut self, shop: &str, until: NaiveDateTime) -> Result<(), StoreError> {
        Ok(prices::pause_shop(self, shop, until)?)
    }

    fn postpone_reading(
        &mut self,
        item: PricedItem,
        next: NaiveDateTime,
    ) -> Result<(), StoreError> {
        Ok(prices::postpone(self, item, next)?)
    }

    fn record_reading(
        &mut self,
        item: PricedItem,
        reading: &PriceReading,
        next: NaiveDateTime,
    ) -> Result<Option<String>, StoreError> {
        Ok(prices::record(self, item, reading, next)?)
    }

    fn readings(&mut self, item: PricedItem, limit: u32) -> Result<Vec<PriceReading>, StoreError> {
        Ok(prices::readings(self, item, limit)?)
    }

    fn watchers(
        &mut self,
        item: PricedItem,
        owner: Option<UserId>,
    ) -> Result<Vec<Watch>, StoreError> {
        Ok(prices::watchers(self, item, owner)?)
    }

    fn watch_of(
        &mut self,
        item: PricedItem,
        user: UserId,
    ) -> Result<Option<(bool, Watch)>, StoreError> {
        Ok(prices::watch_of(self, item, user)?)
    }

    fn save_watch(
        &mut self,
        item: PricedItem,
        watch: &Watch,
        watching: bool,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(prices::save_watch(self, item, watch, watching, at)?)
    }
}

impl AccountStore for Store {
    fn edit_profile(&mut self, id: UserId, edit: &ProfileEdit) -> Result<Option<User>, StoreError> {
        let at = self.stamp();
        Ok(account::edit_profile(self, id, edit, at)?)
    }

    fn account_settings(&mut self, id: UserId) -> Result<AccountSettings, StoreError> {
        Ok(account::settings(self, id)?)
    }

    fn set_account_settings(
        &mut self,
        id: UserId,
        settings: &AccountSettings,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(account::set_settings(self, id, settings, at)?)
    }

    fn choose_time_zone(&mut self, id: UserId, zone: TimeZone) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(account::choose_time_zone(self, id, zone, at)?)
    }

    fn group_items_added_by(&mut self, id: UserId) -> Result<Vec<ExportedGroupItem>, StoreError> {
        Ok(account::group_items_added_by(self, id)?)
    }

    fn claims_by(&mut self, id: UserId) -> Result<Vec<ExportedClaim>, StoreError> {
        Ok(account::claims_by(self, id)?)
    }

    fn price_watches_of(&mut self, id: UserId) -> Result<Vec<ExportedPriceWatch>, StoreError> {
        Ok(prices::watches_of(self, id)?)
    }

    fn holds_nothing(&mut self, id: UserId) -> Result<bool, StoreError> {
        Ok(account::holds_nothing(self, id)?)
    }

    fn lists_created_by(
        &mut self,
        id: UserId,
    ) -> Result<Vec<(GroupListId, Option<UserId>)>, StoreError> {
        Ok(account::lists_created_by(self, id)?)
    }

    fn hand_over_list(
        &mut self,
        list: GroupListId,
        from: UserId,
        to: UserId,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(account::hand_over_list(self, list, from, to, at)?)
    }

    fn rename_group_items_for(&mut self, user: UserId, name: &str) -> Result<(), StoreError> {
        Ok(account::rename_group_items_for(self, user, name)?)
    }

    fn group_items_to_pass(
        &mut self,
        user: UserId,
    ) -> Result<Vec<(GroupItemId, Recipient, UserId)>, StoreError> {
        Ok(account::group_items_to_pass(self, user)?)
    }

    fn set_group_item_adders(
        &mut self,
        adders: &[(GroupItemId, Option<UserId>)],
    ) -> Result<(), StoreError> {
        Ok(account::set_group_item_adders(self, adders)?)
    }

    fn anonymize_claims(&mut self, giver: UserId) -> Result<u64, StoreError> {
        Ok(account::anonymize_claims(self, giver)?)
    }

    fn delete_user(&mut self, id: UserId) -> Result<bool, StoreError> {
        Ok(account::delete_user(self, id)?)
    }
}

impl AssistantSettingsStore for Store {
    fn assistant_uses_circle(&mut self, user: UserId) -> Result<bool, StoreError> {
        Ok(assistant::uses_circle(self, user)?)
    }

    fn set_assistant_uses_circle(&mut self, user: UserId, on: bool) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(assistant::set_uses_circle(self, user, on, at)?)
    }
}

impl AnalyticsStore for Store {
    fn record_click(
        &mut self,
        user: Option<UserId>,
        click: &AffiliateClick,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(analytics::record_click(self, user, click, at)?)
    }

    fn daily_clicks(&mut self, since: NaiveDate) -> Result<Vec<DailyClicks>, StoreError> {
        Ok(analytics::daily_clicks(self, since)?)
    }
}

impl NotificationStore for Store {
    fn notify(&mut self, notices: &[Notice]) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(notifications::notify(self, notices, at)?)
    }

    fn notifications(&mut self, me: UserId, limit: u32) -> Result<Vec<Notification>, StoreError> {
        Ok(notifications::list_for_user(self, me, limit)?)
    }

    fn unread_count(&mut self, me: UserId) -> Result<u64, StoreError> {
        Ok(notifications::unread_count(self, me)?)
    }

    fn mark_read(
        &mut self,
        me: UserId,
        id: NotificationId,
    ) -> Result<Option<Notification>, StoreError> {
        let at = self.stamp();
        Ok(notifications::mark_read(self, me, id, at)?)
    }

    fn mark_all_read(&mut self, me: UserId) -> Result<u64, StoreError> {
        let at = self.stamp();
        Ok(notifications::mark_all_read(self, me, at)?)
    }
}

impl ClaimStore for Store {
    fn claims_on(&mut self, targets: &[ClaimTarget]) -> Result<Vec<Claim>, StoreError> {
        Ok(claims::on(self, targets)?)
    }

    fn lock_for_claims(&mut self, target: ClaimTarget) -> Result<Option<u32>, StoreError> {
        Ok(claims::lock(self, target)?)
    }

    fn claim_of(
        &mut self,
        target: ClaimTarget,
        giver: UserId,
    ) -> Result<Option<Claim>, StoreError> {
        Ok(claims::of(self, target, giver)?)
    }

    fn insert_claim(
        &mut self,
        target: ClaimTarget,
        giver: &NewGiver,
        input: ClaimInput,
    ) -> Result<Claim, StoreError> {
        let at = self.stamp();
        Ok(claims::insert(self, target, giver, input, at)?)
    }

    fn update_claim(&mut self, id: ClaimId, input: ClaimInput) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(claims::update(self, id, input, at)?)
    }

    fn delete_claim(&mut self, id: ClaimId) -> Result<bool, StoreError> {
        Ok(claims::delete(self, id)?)
    }

    fn guest_claim(&mut self, token_hash: &str) -> Result<Option<ClaimedItem>, StoreError> {
        Ok(claims::by_guest_token(self, token_hash)?)
    }

    fn archive_group_list(&mut self, id: GroupListId, at: NaiveDateTime) -> Result<(), StoreError> {
        Ok(claims::archive_list(self, id, stored(at))?)
    }
    fn archive_lists_due(
        &mut self,
        last_event: NaiveDate,
        at: NaiveDateTime,
    ) -> Result<usize, StoreError> {
        Ok(claims::archive_lists_due(self, last_event, at)?)
    }

    fn mark_received(
        &mut self,
        owner: UserId,
        item: WishlistItemId,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        Ok(claims::mark_received(self, owner, item, stored(at))?)
    }
}

impl GroupListStore for Store {
    fn create_group_list(
        &mut self,
        owner: UserId,
        input: &GroupListInput,
        public_token: Option<&str>,
        listed: bool,
    ) -> Result<GroupList, StoreError> {
        let at = self.stamp();
        Ok(group_lists::create(
            self,
            owner,
            input,
            public_token,
            listed,
            at,
        )?)
    }

    fn group_list_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        Ok(group_lists::count_owned(self, owner)?)
    }

    fn group_lists_of(&mut self, me: UserId) -> Result<Vec<GroupListSummary>, StoreError> {
        Ok(group_lists::lists_of(self, me)?)
    }

    fn group_list_of(
        &mut self,
        me: UserId,
        id: GroupListId,
    ) -> Result<Option<GroupListSummary>, StoreError> {
        Ok(group_lists::list_of(self, me, id)?)
    }

    fn group_members(&mut self, id: GroupListId) -> Result<Vec<GroupMember>, StoreError> {
        Ok(group_lists::members(self, id)?)
    }

    fn is_group_member(&mut self, id: GroupListId, user: UserId) -> Result<bool, StoreError> {
        Ok(group_lists::is_member(self, id, user)?)
    }

    fn add_group_member(
        &mut self,
        id: GroupListId,
        user: UserId,
        role: MemberRole,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(group_lists::add_member(self, id, user, role, at)?)
    }

    fn remove_group_member(&mut self, id: GroupListId, user: UserId) -> Result<bool, StoreError> {
        Ok(group_lists::remove_member(self, id, user)?)
    }

    fn update_group_list(
        &mut self,
        id: GroupListId,
        input: &GroupListInput,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(group_lists::update(self, id, input, at)?)
    }

    fn set_group_list_public(
        &mut self,
        id: GroupListId,
        token: Option<&str>,
        listed: bool,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(group_lists::set_public(self, id, token, listed, at)?)
    }

    fn delete_group_list(&mut self, id: GroupListId) -> Result<(), StoreError> {
        Ok(group_lists::delete(self, id)?)
    }

    fn group_items(
        &mut self,
        id: GroupListId,
        viewer: UserId,
    ) -> Result<Vec<GroupItem>, StoreError> {
        Ok(group_lists::items(self, id, Some(viewer))?)
    }

    fn all_group_items(&mut self, id: GroupListId) -> Result<Vec<GroupItem>, StoreError> {
        Ok(group_lists::items(self, id, None)?)
    }

    fn group_item(
        &mut self,
        id: GroupListId,
        item: GroupItemId,
    ) -> Result<Option<GroupItem>, StoreError> {
        Ok(group_lists::find_item(self, id, item)?)
    }

    fn insert_group_item_within(
        &mut self,
        id: GroupListId,
        added_by: UserId,
        recipient: &Recipient,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<GroupItem>, StoreError> {
        let at = self.stamp();
        Ok(group_lists::insert_item_within(
            self, id, added_by, recipient, input, cap, at,
        )?)
    }

    fn update_group_item(
        &mut self,
        id: GroupListId,
        item: GroupItemId,
        recipient: &Recipient,
        input: &WishlistItemInput,
    ) -> Result<Option<GroupItem>, StoreError> {
        let at = self.stamp();
        Ok(group_lists::update_item(
            self, id, item, recipient, input, at,
        )?)
    }

    fn delete_group_item(
        &mut self,
        id: GroupListId,
        item: GroupItemId,
    ) -> Result<bool, StoreError> {
        Ok(group_lists::delete_item(self, id, item)?)
    }

    fn public_group_list(
        &mut self,
        token: &str,
    ) -> Result<Option<(GroupList, PersonName, Vec<GroupItem>)>, StoreError> {
        Ok(group_lists::public_list(self, token)?)
    }

    fn listed_lists(
        &mut self,
        search: &ListSearch,
        limit: u32,
    ) -> Result<Vec<ListedList>, StoreError> {
        Ok(group_lists::listed(self, search, limit)?)
    }
}

impl IdempotencyStore for Store {
    fn claim_key(
        &mut self,
        key: &KeyRef<'_>,
        request_hash: &str,
        now: NaiveDateTime,
    ) -> Result<Option<StoredKey>, StoreError> {
        Ok(idempotency::claim(self, key, request_hash, now)?)
    }

    fn renew_key(
        &mut self,
        key: &KeyRef<'_>,
        request_hash: &str,
        now: NaiveDateTime,
    ) -> Result<(), StoreError> {
        Ok(idempotency::renew(self, key, request_hash, now)?)
    }

    fn answer_key(&mut self, key: &KeyRef<'_>, status: u16, body: &str) -> Result<(), StoreError> {
        Ok(idempotency::answer(self, key, status, body)?)
    }

    fn release_key(&mut self, key: &KeyRef<'_>) -> Result<(), StoreError> {
        Ok(idempotency::release(self, key)?)
    }

    fn prune_keys(&mut self, before: NaiveDateTime) -> Result<u64, StoreError> {
        Ok(idempotency::prune(self, before)?)
    }
}
