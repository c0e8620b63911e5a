//! In-memory fakes of the domain's ports, so the use cases can be tested in
//! milliseconds without a database. One [`InMemoryStore`] implements every
//! store trait over plain maps; [`FakeLimit`] stands in for a rate limit.
//!
//! Every port call is logged in [`InMemoryStore::calls`] (so a test can say
//! "the store was not read"), and any port method can be made to fail with
//! [`InMemoryStore::fail`]. The `seed_*` helpers write straight into the
//! state, bypassing the ports and the call log.

mod chip_in;
mod claims;
mod contacts;
mod dates;
mod dependants;
mod exchanges;
mod follows;
mod friends;
mod gifts;
mod groups;
mod lists;
mod prices;
mod reminders;
mod sessions;
mod shares;
mod users;
mod wishlist;

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::time::Duration;

use chrono::{NaiveDate, NaiveDateTime};
use domain::contact::{Contact, ContactInput};
use domain::email::Email;
use domain::friend::{Friend, FriendRequest, FriendRequestStatus, RequestSide};
use domain::group_list::{GroupList, MemberRole, PersonName, Recipient};
use domain::ids::{
    ContactId, FriendRequestId, FriendshipId, ItemId, ListId, NotificationId, ReminderId, ShareId,
    SpecialDateId, UserId,
};
use domain::item::Item;
use domain::notification::Notification;
use domain::ports::{
    Conflict, ContactStore, FriendStore, Mailer, RateLimit, ReminderStore, ScanPosition,
    SessionStore, ShareStore, SpecialDateStore, StoreError, Transactional, UserStore,
    WishlistStore, Zoned, ZonedDates,
};
use domain::reminder::{ClaimedEmail, DeliveryStatus, DueReminder, Reminder};
use domain::session::Session;
use domain::sharing::{Access, Share, ShareOfMine, Shareable, SharedWithMe};
use domain::special_date::{
    ContactRef, DateType, DateWithContact, ReminderDelivery, Schedule, SpecialDate,
    SpecialDateInput,
};
use domain::time_zone::TimeZone;
use domain::user::{User, UserProfile};
use domain::wishlist::{Priority, PublicList, WishlistItemInput};

/// `2026-06-01T12:00:00`-style text to a time (tests only).
pub fn at(text: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S").unwrap()
}

/// The fields of an item the tests seed: `name`, $24.99, one, medium.
pub fn sample_input(name: &str) -> WishlistItemInput {
    WishlistItemInput {
        name: name.into(),
        description: None,
        price: Some("$24.99".into()),
        url: None,
        category: None,
        priority: Priority::Medium,
        ranking: 3,
        quantity: 1,
        where_to_buy: None,
        image_url: None,
        purchased: false,
    }
}

/// The day the group list tests run on.
pub fn today() -> NaiveDate {
    day("2026-06-01")
}

/// `2026-06-01` to a date (tests only).
pub fn day(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

pub fn zone(name: &str) -> TimeZone {
    TimeZone::parse(name).unwrap()
}

/// A person's default list, as the database numbers it: minus their id (the
/// fake keeps no row for it).
pub fn personal_list(owner: UserId) -> ListId {
    ListId(-owner.0)
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRequest {
    pub sender: UserId,
    pub receiver: Option<UserId>,
    pub receiver_email: String,
    pub status: FriendRequestStatus,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredShare {
    pub owner: UserId,
    pub what: Shareable,
    pub with: UserId,
    pub can_edit: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredReminder {
    pub reminder: Reminder,
    /// How many times the email was claimed.
    pub attempts: u32,
    pub claimed_at: Option<NaiveDateTime>,
}

/// Everything the store holds; cloned and restored by `atomically`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct State {
    next_id: i64,
    pub users: BTreeMap<UserId, User>,
    pub calendar_tokens: BTreeMap<UserId, String>,
    pub requests: BTreeMap<FriendRequestId, StoredRequest>,
    pub friendships: BTreeMap<FriendshipId, (UserId, UserId)>,
    /// Each contact with its owner.
    pub contacts: BTreeMap<ContactId, (UserId, Contact)>,
    pub dates: BTreeMap<SpecialDateId, SpecialDate>,
    pub items: BTreeMap<ItemId, Item>,
    pub public_tokens: BTreeMap<UserId, String>,
    /// Owners whose public list is shown in Find a list.
    pub listed: std::collections::BTreeSet<UserId>,
    pub shares: BTreeMap<ShareId, StoredShare>,
    pub reminders: BTreeMap<ReminderId, StoredReminder>,
    /// Sessions by token hash.
    pub sessions: BTreeMap<String, Session>,
    /// The lists people keep beside their default one (`items` above hold
    /// their items too, by `list_id`).
    pub own_lists: BTreeMap<ListId, domain::own_list::OwnList>,
    /// Who sees each person's default list (private unless set).
    pub default_visibility: BTreeMap<UserId, domain::own_list::Visibility>,
    /// Group wishlists (`items` above are personal wishlists' items).
    pub group_lists: BTreeMap<ListId, GroupList>,
    /// Who is on which group list, and as what.
    pub group_members: BTreeMap<(ListId, UserId), MemberRole>,
    /// Group lists' items (`added_by_name` is read from `users`).
    pub group_items: BTreeMap<ItemId, Item>,
    pub claims: BTreeMap<domain::ids::ClaimId, claims::StoredClaim>,
    /// The bell's lines.
    pub notifications: BTreeMap<NotificationId, Notification>,
    /// Those people look after (their lists are in `own_lists`, with
    /// `dependant` set), and each open invite's token hash.
    pub dependants: BTreeMap<domain::ids::DependantId, domain::dependant::Dependant>,
    pub invite_hashes: BTreeMap<domain::ids::DependantId, String>,
    /// The calls each limit key counted.
    pub limited_calls: BTreeMap<String, Vec<NaiveDateTime>>,
    /// Each guardian's birthday date of a dependant.
    pub birthday_dates: BTreeMap<(domain::ids::DependantId, UserId), SpecialDateId>,
    /// Gift exchanges, their participants (with each open invite's token
    /// hash), exclusions and questions.
    pub exchanges: BTreeMap<domain::ids::ExchangeId, domain::exchange::Exchange>,
    pub participants: BTreeMap<domain::ids::ParticipantId, domain::exchange::Participant>,
    pub participant_invites: BTreeMap<domain::ids::ParticipantId, String>,
    pub exclusions: BTreeMap<domain::ids::ExchangeId, Vec<domain::exchange::Exclusion>>,
    pub questions: BTreeMap<domain::ids::ExchangeQuestionId, domain::exchange::Question>,
    /// Gifts kept (ideas, given, received), by id.
    pub gifts: BTreeMap<domain::ids::GiftId, domain::gift::Gift>,
    /// Contacts linked by hand to the friend they are.
    pub person_links: BTreeMap<(UserId, ContactId), UserId>,
    /// The (owner, source, id) of each gift the app kept by itself.
    pub gift_sources: std::collections::BTreeSet<(UserId, &'static str, i64)>,
    /// The nearest reminder stage claimed per exchange (days before).
    pub exchange_reminded: BTreeMap<domain::ids::ExchangeId, u8>,
    /// Shared purchases (each holds a group's claim in `claims`) and their
    /// pledges (issue 45).
    pub chip_ins: BTreeMap<domain::ids::ChipInId, chip_in::StoredChipIn>,
    pub pledges: BTreeMap<domain::ids::PledgeId, chip_in::StoredPledge>,
    /// Givers' notes and questions about items.
    pub giver_notes: BTreeMap<domain::ids::GiverNoteId, chip_in::StoredNote>,
    pub item_questions: BTreeMap<domain::ids::ItemQuestionId, chip_in::StoredQuestion>,
    /// Who chose to follow a list, or not to (issue 46).
    pub follows: BTreeMap<(ListId, UserId), bool>,
    /// Price readings and watches.
    pub prices: prices::Prices,
}

impl State {
    fn next_id(&mut self) -> i64 {
        self.next_id += 1;
        self.next_id
    }
}

pub struct InMemoryStore {
    pub state: State,
    /// The store's clock: `created_at` and `updated_at` of what it writes.
    pub now: NaiveDateTime,
    /// Every port method called, in order (seeding is not logged).
    pub calls: Vec<&'static str>,
    /// Port methods made to fail: how many calls still succeed first, and
    /// the error they return after.
    pub failures: BTreeMap<&'static str, (u32, StoreError)>,
    /// How many transactions were begun.
    pub transactions: u32,
}

impl Default for InMemoryStore {
    fn default() -> Self {
        Self::new()
    }
}

impl InMemoryStore {
    pub fn new() -> Self {
        Self {
            state: State::default(),
            now: at("2026-06-01T12:00:00"),
            calls: Vec::new(),
            failures: BTreeMap::new(),
            transactions: 0,
        }
    }

    /// Makes every later call of the port method `method` return `error`.
    pub fn fail(&mut self, method: &'static str, error: StoreError) {
        self.fail_after(method, 0, error);
    }

    /// Lets `successes` calls of `method` through, then fails every later one.
    pub fn fail_after(&mut self, method: &'static str, successes: u32, error: StoreError) {
        self.failures.insert(method, (successes, error));
    }

    /// A copy of what the store holds, to compare after a refusal.
    pub fn snapshot(&self) -> State {
        self.state.clone()
    }

    fn call(&mut self, method: &'static str) -> Result<(), StoreError> {
        self.calls.push(method);
        match self.failures.get_mut(method) {
            Some((0, error)) => Err(error.clone()),
            Some((successes, _)) => {
                *successes -= 1;
                Ok(())
            }
            None => Ok(()),
        }
    }

    fn zone_of(&self, id: UserId) -> TimeZone {
        self.state
            .users
            .get(&id)
            .and_then(|u| TimeZone::parse(&u.time_zone).ok())
            .unwrap_or(TimeZone::UTC)
    }

    fn with_contact(&self, date: &SpecialDate) -> DateWithContact {
        let contact = date.input.contact_id.and_then(|id| {
            self.state
                .contacts
                .get(&id)
                .filter(|(owner, _)| *owner == date.user_id)
                .map(|(_, c)| ContactRef {
                    id: c.id,
                    name: c.input.name.clone(),
                })
        });
        DateWithContact {
            date: date.clone(),
            contact,
        }
    }

    /// The shares with `me`, each with what `shared` finds it points at.
    fn shared_with<T>(
        &self,
        me: UserId,
        shared: impl Fn(&Self, Shareable) -> Option<T>,
    ) -> Vec<SharedWithMe<T>> {
        self.state
            .shares
            .iter()
            .filter(|(_, s)| s.with == me)
            .filter_map(|(id, s)| {
                Some(SharedWithMe {
                    share_id: *id,
                    shared: shared(self, s.what)?,
                    owner: self.state.users.get(&s.owner)?.clone(),
                    can_edit: s.can_edit,
                })
            })
            .collect()
    }

    fn owned_dates(&self, owner: UserId) -> Vec<DateWithContact> {
        let mut dates: Vec<DateWithContact> = self
            .state
            .dates
            .values()
            .filter(|d| d.user_id == owner)
            .map(|d| self.with_contact(d))
            .collect();
        dates.sort_by_key(|d| (d.date.schedule.next_occurrence, d.date.id));
        dates
    }

    // ---- seeding (not through the ports, not logged) ----

    /// A user with this email and first name, in UTC.
    pub fn add_user(&mut self, email: &str, first_name: &str) -> UserId {
        let id = UserId(self.state.next_id());
        self.state.users.insert(
            id,
            User {
                id,
                issuer: "dev".into(),
                subject: email.into(),
                email: Some(email.into()),
                first_name: Some(first_name.into()),
                last_name: None,
                profile_image_url: None,
                time_zone: "UTC".into(),
                time_zone_chosen: false,
                birthday: None,
                created_at: self.now,
                updated_at: self.now,
            },
        );
        id
    }

    pub fn set_zone(&mut self, user: UserId, zone_name: &str) {
        if let Some(u) = self.state.users.get_mut(&user) {
            u.time_zone = zone(zone_name).name().into();
        }
    }

    pub fn seed_request(
        &mut self,
        sender: UserId,
        receiver: UserId,
        status: FriendRequestStatus,
        created_at: NaiveDateTime,
    ) -> FriendRequestId {
        let id = FriendRequestId(self.state.next_id());
        let receiver_email = self.state.users[&receiver].email.clone().unwrap();
        self.state.requests.insert(
            id,
            StoredRequest {
                sender,
                receiver: Some(receiver),
                receiver_email,
                status,
                created_at,
            },
        );
        id
    }

    /// A pending request to an address with no account.
    pub fn seed_invite(
        &mut self,
        sender: UserId,
        email: &str,
        created_at: NaiveDateTime,
    ) -> FriendRequestId {
        let id = FriendRequestId(self.state.next_id());
        self.state.requests.insert(
            id,
            StoredRequest {
                sender,
                receiver: None,
                receiver_email: email.to_owned(),
                status: FriendRequestStatus::Pending,
                created_at,
            },
        );
        id
    }

    pub fn seed_friendship(&mut self, a: UserId, b: UserId) -> FriendshipId {
        let id = FriendshipId(self.state.next_id());
        self.state.friendships.insert(id, (a, b));
        id
    }

    pub fn seed_item(&mut self, owner: UserId, name: &str) -> ItemId {
        let id = ItemId(self.state.next_id());
        self.state.items.insert(
            id,
            Item {
                received_at: None,
                id,
                list_id: personal_list(owner),
                owner_id: owner,
                added_by: Some(owner),
                added_by_name: PersonName::default(),
                recipient: Recipient::Member(owner),
                co_owners: Vec::new(),
                input: sample_input(name),
                price_change: None,
                created_at: self.now,
                updated_at: self.now,
            },
        );
        id
    }

    pub fn seed_share(
        &mut self,
        owner: UserId,
        what: Shareable,
        with: UserId,
        can_edit: bool,
    ) -> ShareId {
        let id = ShareId(self.state.next_id());
        self.state.shares.insert(
            id,
            StoredShare {
                owner,
                what,
                with,
                can_edit,
            },
        );
        id
    }

    pub fn seed_contact(
        &mut self,
        owner: UserId,
        name: &str,
        email: Option<&str>,
        phone: Option<&str>,
    ) -> ContactId {
        let id = ContactId(self.state.next_id());
        let contact = Contact {
            id,
            input: ContactInput {
                name: name.into(),
                email: email.map(Into::into),
                phone: phone.map(Into::into),
                relationship: None,
                preferences: None,
                photo_url: None,
            },
        };
        self.state.contacts.insert(id, (owner, contact));
        id
    }

    /// A date as its owner saw it on `today` (its schedule computed then).
    pub fn seed_date(
        &mut self,
        owner: UserId,
        input: SpecialDateInput,
        today: NaiveDate,
    ) -> SpecialDateId {
        let schedule = Schedule::of(&input, today);
        let id = SpecialDateId(self.state.next_id());
        self.state.dates.insert(
            id,
            SpecialDate {
                id,
                user_id: owner,
                input,
                shopped_occurrence: None,
                schedule,
                created_at: self.now,
                updated_at: self.now,
            },
        );
        id
    }

    /// An email reminder, pending, already claimed `attempts` times.
    pub fn seed_email_reminder(
        &mut self,
        user: UserId,
        date: SpecialDateId,
        attempts: u32,
    ) -> ReminderId {
        let id = ReminderId(self.state.next_id());
        self.state.reminders.insert(
            id,
            StoredReminder {
                reminder: Reminder {
                    id,
                    due: DueReminder {
                        user_id: user,
                        special_date_id: date,
                        occurrence: day("2026-06-08"),
                        channel: ReminderDelivery::Email,
                        title: "Mum's Birthday is in 7 days".into(),
                        body: "June 8, 2026 · Birthday".into(),
                        delivery_status: DeliveryStatus::Sending,
                    },
                    created_at: self.now,
                },
                attempts,
                claimed_at: Some(self.now),
            },
        );
        id
    }

    // ---- reading the state in tests ----

    pub fn request(&self, id: FriendRequestId) -> StoredRequest {
        self.state.requests[&id].clone()
    }

    pub fn befriended(&self, a: UserId, b: UserId) -> bool {
        self.state
            .friendships
            .values()
            .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
    }

    pub fn reminders(&self) -> Vec<Reminder> {
        self.state
            .reminders
            .values()
            .map(|r| r.reminder.clone())
            .collect()
    }
}

/// A date input as tests write one: recurring, dashboard delivery.
pub fn date_input(title: &str, date: &str, reminder_days: u16) -> SpecialDateInput {
    SpecialDateInput {
        title: title.into(),
        date_type: DateType::Birthday,
        date: day(date),
        contact_id: None,
        recurring: true,
        reminder_days,
        reminder_delivery: ReminderDelivery::Dashboard,
        notes: None,
        gift_day: None,
    }
}

impl Transactional for InMemoryStore {
    fn atomically<T, E: From<StoreError>>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E> {
        self.transactions += 1;
        let saved = self.state.clone();
        let result = work(self);
        if result.is_err() {
            self.state = saved;
        }
        result
    }
}

/// A rate limit that allows every call, or refuses every call with a wait;
/// it remembers who was checked.
#[derive(Debug, Default)]
pub struct FakeLimit {
    pub refuse_with: Option<Duration>,
    pub checked: RefCell<Vec<UserId>>,
}

impl FakeLimit {
    pub fn allowing() -> Self {
        Self::default()
    }

    pub fn refusing(wait: Duration) -> Self {
        Self {
            refuse_with: Some(wait),
            checked: RefCell::new(Vec::new()),
        }
    }

    pub fn checks(&self) -> usize {
        self.checked.borrow().len()
    }
}

impl RateLimit for FakeLimit {
    async fn check(&self, user: UserId) -> Result<(), Duration> {
        self.checked.borrow_mut().push(user);
        match self.refuse_with {
            Some(wait) => Err(wait),
            None => Ok(()),
        }
    }
}

/// The calls limits count, by key (oldest first).
impl domain::ports::CallLimitStore for InMemoryStore {
    fn counted_calls(
        &mut self,
        key: &str,
        since: NaiveDateTime,
    ) -> Result<Vec<NaiveDateTime>, StoreError> {
        self.call("counted_calls")?;
        let calls = self.state.limited_calls.entry(key.to_owned()).or_default();
        calls.retain(|at| *at > since);
        Ok(calls.clone())
    }

    fn count_call(&mut self, key: &str, at: NaiveDateTime) -> Result<(), StoreError> {
        self.call("count_call")?;
        self.state
            .limited_calls
            .entry(key.to_owned())
            .or_default()
            .push(at);
        Ok(())
    }

    fn forget_calls_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError> {
        self.call("forget_calls_before")?;
        let mut gone = 0;
        for calls in self.state.limited_calls.values_mut() {
            let had = calls.len();
            calls.retain(|at| *at >= before);
            gone += (had - calls.len()) as u64;
        }
        Ok(gone)
    }
}

/// A mailer that keeps what it was given, or fails with `failure`.
#[derive(Default)]
pub struct FakeMailer {
    pub sent: RefCell<Vec<Email>>,
    pub failure: Option<String>,
}

impl Mailer for FakeMailer {
    async fn send(&self, email: &Email) -> Result<(), String> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        self.sent.borrow_mut().push(email.clone());
        Ok(())
    }
}

/// Runs a future of the fakes (ready at once) to completion on this thread.
pub fn block_on<F: std::future::Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    loop {
        if let std::task::Poll::Ready(output) = future.as_mut().poll(&mut context) {
            return output;
        }
    }
}
