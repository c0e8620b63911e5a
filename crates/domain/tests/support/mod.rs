//! In-memory fakes of the domain's ports, so the use cases can be tested in
//! milliseconds without a database. One [`InMemoryStore`] implements every
//! store trait over plain maps; [`FakeLimit`] stands in for a rate limit.
//!
//! Every port call is logged in [`InMemoryStore::calls`] (so a test can say
//! "the store was not read"), and any port method can be made to fail with
//! [`InMemoryStore::fail`]. The `seed_*` helpers write straight into the
//! state, bypassing the ports and the call log.

// Each test crate uses a different part of the fakes.
#![allow(dead_code)]

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::time::Duration;

use chrono::{NaiveDate, NaiveDateTime};
use domain::contact::{Contact, ContactInput};
use domain::email::Email;
use domain::friend::{Friend, FriendRequest, FriendRequestStatus, RequestSide};
use domain::ids::{
    ContactId, FriendRequestId, FriendshipId, ReminderId, ShareId, SpecialDateId, UserId,
    WishlistItemId,
};
use domain::ports::{
    ContactStore, FriendStore, Mailer, RateLimit, ReminderStore, ShareStore, SpecialDateStore,
    StoreError, Transactional, UserStore, WishlistStore, ZonedDates,
};
use domain::reminder::{ClaimedEmail, DeliveryStatus, DueReminder, Reminder};
use domain::sharing::{Share, Shareable, SharedWithMe};
use domain::special_date::{
    ContactRef, DateType, DateWithContact, ReminderDelivery, Schedule, SpecialDate,
    SpecialDateInput,
};
use domain::time_zone::TimeZone;
use domain::user::{User, UserProfile};
use domain::wishlist::{Priority, PublicList, WishlistItem, WishlistItemInput};

/// `2026-06-01T12:00:00`-style text to a time (tests only).
pub fn at(text: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S").unwrap()
}

/// `2026-06-01` to a date (tests only).
pub fn day(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

pub fn zone(name: &str) -> TimeZone {
    TimeZone::parse(name).unwrap()
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRequest {
    pub sender: UserId,
    pub receiver: UserId,
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
    pub items: BTreeMap<WishlistItemId, WishlistItem>,
    pub public_tokens: BTreeMap<UserId, String>,
    pub shares: BTreeMap<ShareId, StoredShare>,
    pub reminders: BTreeMap<ReminderId, StoredReminder>,
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
        self.state.requests.insert(
            id,
            StoredRequest {
                sender,
                receiver,
                status,
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

    pub fn seed_item(&mut self, owner: UserId, name: &str) -> WishlistItemId {
        let id = WishlistItemId(self.state.next_id());
        self.state.items.insert(
            id,
            WishlistItem {
                id,
                owner_id: owner,
                input: WishlistItemInput {
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
                },
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
                    read_at: None,
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
                return Err(StoreError::Conflict("users_email_key".into()));
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

impl FriendStore for InMemoryStore {
    fn are_friends(&mut self, a: UserId, b: UserId) -> Result<bool, StoreError> {
        self.call("are_friends")?;
        Ok(self.befriended(a, b))
    }

    fn pending_request(
        &mut self,
        sender: UserId,
        receiver: UserId,
    ) -> Result<Option<FriendRequestId>, StoreError> {
        self.call("pending_request")?;
        Ok(self
            .state
            .requests
            .iter()
            .find(|(_, r)| {
                r.sender == sender
                    && r.receiver == receiver
                    && r.status == FriendRequestStatus::Pending
            })
            .map(|(id, _)| *id))
    }

    fn requests_sent_since(
        &mut self,
        sender: UserId,
        since: NaiveDateTime,
    ) -> Result<u64, StoreError> {
        self.call("requests_sent_since")?;
        let count = self
            .state
            .requests
            .values()
            .filter(|r| r.sender == sender && r.created_at >= since)
            .count();
        Ok(u64::try_from(count).unwrap())
    }

    fn create_request(
        &mut self,
        sender: UserId,
        receiver: UserId,
    ) -> Result<FriendRequestId, StoreError> {
        self.call("create_request")?;
        let pending = self.state.requests.values().any(|r| {
            r.sender == sender && r.receiver == receiver && r.status == FriendRequestStatus::Pending
        });
        if pending {
            return Err(StoreError::Conflict("friend_requests_pending_key".into()));
        }
        let id = FriendRequestId(self.state.next_id());
        self.state.requests.insert(
            id,
            StoredRequest {
                sender,
                receiver,
                status: FriendRequestStatus::Pending,
                created_at: self.now,
            },
        );
        Ok(id)
    }

    fn close_request(
        &mut self,
        id: FriendRequestId,
        side: RequestSide,
        me: UserId,
        status: FriendRequestStatus,
    ) -> Result<Option<(UserId, UserId)>, StoreError> {
        self.call("close_request")?;
        let Some(request) = self.state.requests.get_mut(&id) else {
            return Ok(None);
        };
        let mine = match side {
            RequestSide::Sender => request.sender == me,
            RequestSide::Receiver => request.receiver == me,
        };
        if !mine || request.status != FriendRequestStatus::Pending {
            return Ok(None);
        }
        request.status = status;
        Ok(Some((request.sender, request.receiver)))
    }

    fn befriend(&mut self, a: UserId, b: UserId) -> Result<FriendshipId, StoreError> {
        self.call("befriend")?;
        let existing = self
            .state
            .friendships
            .iter()
            .find(|(_, &(x, y))| (x, y) == (a, b) || (x, y) == (b, a))
            .map(|(id, _)| *id);
        Ok(match existing {
            Some(id) => id,
            None => {
                let id = FriendshipId(self.state.next_id());
                self.state.friendships.insert(id, (a, b));
                id
            }
        })
    }

    fn end_friendship(
        &mut self,
        me: UserId,
        id: FriendshipId,
    ) -> Result<Option<(UserId, UserId)>, StoreError> {
        self.call("end_friendship")?;
        match self.state.friendships.get(&id).copied() {
            Some((a, b)) if a == me || b == me => {
                self.state.friendships.remove(&id);
                Ok(Some((a, b)))
            }
            _ => Ok(None),
        }
    }

    fn friend_request(
        &mut self,
        me: UserId,
        id: FriendRequestId,
    ) -> Result<Option<FriendRequest>, StoreError> {
        self.call("friend_request")?;
        let Some(r) = self
            .state
            .requests
            .get(&id)
            .filter(|r| r.sender == me || r.receiver == me)
            .cloned()
        else {
            return Ok(None);
        };
        let (Some(sender), Some(receiver)) = (
            self.state.users.get(&r.sender).cloned(),
            self.state.users.get(&r.receiver).cloned(),
        ) else {
            return Ok(None);
        };
        Ok(Some(FriendRequest {
            id,
            sender,
            receiver,
            status: r.status,
            created_at: r.created_at,
        }))
    }

    fn friends(&mut self, me: UserId) -> Result<Vec<Friend>, StoreError> {
        self.call("friends")?;
        let mut friends: Vec<Friend> = self
            .state
            .friendships
            .iter()
            .filter_map(|(id, &(a, b))| {
                let other = if a == me {
                    b
                } else if b == me {
                    a
                } else {
                    return None;
                };
                self.state.users.get(&other).map(|user| Friend {
                    user: user.clone(),
                    friendship_id: *id,
                })
            })
            .collect();
        friends.sort_by_key(|f| f.user.display_name());
        Ok(friends)
    }

    fn pending_requests(
        &mut self,
        me: UserId,
        side: RequestSide,
    ) -> Result<Vec<FriendRequest>, StoreError> {
        self.call("pending_requests")?;
        let mut ids: Vec<(NaiveDateTime, FriendRequestId)> = self
            .state
            .requests
            .iter()
            .filter(|(_, r)| {
                r.status == FriendRequestStatus::Pending
                    && match side {
                        RequestSide::Sender => r.sender == me,
                        RequestSide::Receiver => r.receiver == me,
                    }
            })
            .map(|(id, r)| (r.created_at, *id))
            .collect();
        ids.sort();
        ids.reverse();
        let mut requests = Vec::new();
        for (_, id) in ids {
            let r = &self.state.requests[&id];
            if let (Some(sender), Some(receiver)) = (
                self.state.users.get(&r.sender),
                self.state.users.get(&r.receiver),
            ) {
                requests.push(FriendRequest {
                    id,
                    sender: sender.clone(),
                    receiver: receiver.clone(),
                    status: r.status,
                    created_at: r.created_at,
                });
            }
        }
        Ok(requests)
    }
}

impl ContactStore for InMemoryStore {
    fn contacts(&mut self, owner: UserId) -> Result<Vec<Contact>, StoreError> {
        self.call("contacts")?;
        let mut contacts: Vec<Contact> = self
            .state
            .contacts
            .values()
            .filter(|(o, _)| *o == owner)
            .map(|(_, c)| c.clone())
            .collect();
        contacts.sort_by(|a, b| a.input.name.cmp(&b.input.name));
        Ok(contacts)
    }

    fn contact(&mut self, owner: UserId, id: ContactId) -> Result<Option<Contact>, StoreError> {
        self.call("contact")?;
        Ok(self
            .state
            .contacts
            .get(&id)
            .filter(|(o, _)| *o == owner)
            .map(|(_, c)| c.clone()))
    }

    fn insert_contact(
        &mut self,
        owner: UserId,
        input: &ContactInput,
    ) -> Result<Contact, StoreError> {
        self.call("insert_contact")?;
        let id = ContactId(self.state.next_id());
        let contact = Contact {
            id,
            input: input.clone(),
        };
        self.state.contacts.insert(id, (owner, contact.clone()));
        Ok(contact)
    }

    fn update_contact(
        &mut self,
        owner: UserId,
        id: ContactId,
        input: &ContactInput,
    ) -> Result<Option<Contact>, StoreError> {
        self.call("update_contact")?;
        Ok(self
            .state
            .contacts
            .get_mut(&id)
            .filter(|(o, _)| *o == owner)
            .map(|(_, c)| {
                c.input = input.clone();
                c.clone()
            }))
    }

    fn delete_contact(&mut self, owner: UserId, id: ContactId) -> Result<bool, StoreError> {
        self.call("delete_contact")?;
        if self
            .state
            .contacts
            .get(&id)
            .is_none_or(|(o, _)| *o != owner)
        {
            return Ok(false);
        }
        self.state.contacts.remove(&id);
        for date in self.state.dates.values_mut() {
            if date.input.contact_id == Some(id) {
                date.input.contact_id = None;
            }
        }
        Ok(true)
    }

    fn contact_addresses(
        &mut self,
        owner: UserId,
    ) -> Result<Vec<(Option<String>, Option<String>)>, StoreError> {
        self.call("contact_addresses")?;
        Ok(self
            .state
            .contacts
            .values()
            .filter(|(o, _)| *o == owner)
            .map(|(_, c)| (c.input.email.clone(), c.input.phone.clone()))
            .collect())
    }
}

impl SpecialDateStore for InMemoryStore {
    fn dates(&mut self, owner: UserId) -> Result<Vec<DateWithContact>, StoreError> {
        self.call("dates")?;
        Ok(self.owned_dates(owner))
    }

    fn upcoming_dates(
        &mut self,
        owner: UserId,
        from: NaiveDate,
        until: Option<NaiveDate>,
        limit: Option<u32>,
    ) -> Result<Vec<DateWithContact>, StoreError> {
        self.call("upcoming_dates")?;
        let limit = limit.map_or(usize::MAX, |l| usize::try_from(l).unwrap());
        Ok(self
            .owned_dates(owner)
            .into_iter()
            .filter(|d| {
                let next = d.date.schedule.next_occurrence;
                next >= from && until.is_none_or(|u| next <= u)
            })
            .take(limit)
            .collect())
    }

    fn date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
    ) -> Result<Option<DateWithContact>, StoreError> {
        self.call("date")?;
        Ok(self
            .state
            .dates
            .get(&id)
            .filter(|d| d.user_id == owner)
            .map(|d| self.with_contact(d)))
    }

    fn add_date(
        &mut self,
        owner: UserId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<SpecialDateId, StoreError> {
        self.call("add_date")?;
        let id = SpecialDateId(self.state.next_id());
        self.state.dates.insert(
            id,
            SpecialDate {
                id,
                user_id: owner,
                input: input.clone(),
                shopped_occurrence: None,
                schedule,
                created_at: self.now,
                updated_at: self.now,
            },
        );
        Ok(id)
    }

    fn update_date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<bool, StoreError> {
        self.call("update_date")?;
        let now = self.now;
        Ok(match self.state.dates.get_mut(&id) {
            Some(date) if date.user_id == owner => {
                date.input = input.clone();
                date.schedule = schedule;
                date.updated_at = now;
                true
            }
            _ => false,
        })
    }

    fn set_shopped(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        occurrence: Option<NaiveDate>,
    ) -> Result<bool, StoreError> {
        self.call("set_shopped")?;
        Ok(match self.state.dates.get_mut(&id) {
            Some(date) if date.user_id == owner => {
                date.shopped_occurrence = occurrence;
                true
            }
            _ => false,
        })
    }

    fn delete_date(&mut self, owner: UserId, id: SpecialDateId) -> Result<bool, StoreError> {
        self.call("delete_date")?;
        if self.state.dates.get(&id).is_none_or(|d| d.user_id != owner) {
            return Ok(false);
        }
        self.state.dates.remove(&id);
        self.state
            .shares
            .retain(|_, s| s.what != Shareable::SpecialDate(id));
        Ok(true)
    }

    fn passed_dates(
        &mut self,
        owner: UserId,
        today: NaiveDate,
    ) -> Result<Vec<SpecialDate>, StoreError> {
        self.call("passed_dates")?;
        Ok(self
            .state
            .dates
            .values()
            .filter(|d| {
                d.user_id == owner && d.input.recurring && d.schedule.next_occurrence < today
            })
            .cloned()
            .collect())
    }

    fn set_schedule(&mut self, date: &SpecialDate, schedule: Schedule) -> Result<(), StoreError> {
        self.call("set_schedule")?;
        if let Some(stored) = self.state.dates.get_mut(&date.id) {
            if stored.user_id == date.user_id {
                stored.schedule = schedule;
            }
        }
        Ok(())
    }
}

impl WishlistStore for InMemoryStore {
    fn wishlist(&mut self, owner: UserId) -> Result<Vec<WishlistItem>, StoreError> {
        self.call("wishlist")?;
        let mut items: Vec<WishlistItem> = self
            .state
            .items
            .values()
            .filter(|i| i.owner_id == owner)
            .cloned()
            .collect();
        items.sort_by_key(|i| std::cmp::Reverse((i.created_at, i.id)));
        Ok(items)
    }

    fn insert_item(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
    ) -> Result<WishlistItem, StoreError> {
        self.call("insert_item")?;
        let id = WishlistItemId(self.state.next_id());
        let item = WishlistItem {
            id,
            owner_id: owner,
            input: input.clone(),
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.items.insert(id, item.clone());
        Ok(item)
    }

    fn item(
        &mut self,
        owner: UserId,
        id: WishlistItemId,
    ) -> Result<Option<WishlistItem>, StoreError> {
        self.call("item")?;
        Ok(self
            .state
            .items
            .get(&id)
            .filter(|i| i.owner_id == owner)
            .cloned())
    }

    fn item_shared_with(
        &mut self,
        friend: UserId,
        id: WishlistItemId,
    ) -> Result<Option<(WishlistItem, bool)>, StoreError> {
        self.call("item_shared_with")?;
        let Some(item) = self.state.items.get(&id) else {
            return Ok(None);
        };
        Ok(self
            .state
            .shares
            .values()
            .find(|s| {
                s.with == friend
                    && s.owner == item.owner_id
                    && s.what == Shareable::WishlistItem(id)
            })
            .map(|s| (item.clone(), s.can_edit)))
    }

    fn update_item(
        &mut self,
        owner: UserId,
        id: WishlistItemId,
        input: &WishlistItemInput,
    ) -> Result<Option<WishlistItem>, StoreError> {
        self.call("update_item")?;
        let now = self.now;
        Ok(self
            .state
            .items
            .get_mut(&id)
            .filter(|i| i.owner_id == owner)
            .map(|i| {
                i.input = input.clone();
                i.updated_at = now;
                i.clone()
            }))
    }

    fn delete_item(&mut self, owner: UserId, id: WishlistItemId) -> Result<bool, StoreError> {
        self.call("delete_item")?;
        if self
            .state
            .items
            .get(&id)
            .is_none_or(|i| i.owner_id != owner)
        {
            return Ok(false);
        }
        self.state.items.remove(&id);
        self.state
            .shares
            .retain(|_, s| s.what != Shareable::WishlistItem(id));
        Ok(true)
    }

    fn public_token(&mut self, owner: UserId) -> Result<Option<String>, StoreError> {
        self.call("public_token")?;
        Ok(self.state.public_tokens.get(&owner).cloned())
    }

    fn set_public_token(&mut self, owner: UserId, token: Option<&str>) -> Result<(), StoreError> {
        self.call("set_public_token")?;
        match token {
            Some(token) => {
                self.state.public_tokens.insert(owner, token.into());
            }
            None => {
                self.state.public_tokens.remove(&owner);
            }
        }
        Ok(())
    }

    fn public_list(&mut self, token: &str) -> Result<Option<PublicList>, StoreError> {
        self.call("public_list")?;
        let Some(owner) = self
            .state
            .public_tokens
            .iter()
            .find(|(_, t)| t.as_str() == token)
            .map(|(owner, _)| *owner)
        else {
            return Ok(None);
        };
        let mut items: Vec<WishlistItem> = self
            .state
            .items
            .values()
            .filter(|i| i.owner_id == owner)
            .cloned()
            .collect();
        items.sort_by_key(|i| std::cmp::Reverse((i.created_at, i.id)));
        Ok(Some(PublicList {
            owner_first_name: self
                .state
                .users
                .get(&owner)
                .and_then(|u| u.first_name.clone()),
            items,
        }))
    }
}

impl ShareStore for InMemoryStore {
    fn owns(&mut self, owner: UserId, what: Shareable) -> Result<bool, StoreError> {
        self.call("owns")?;
        Ok(match what {
            Shareable::WishlistItem(id) => self
                .state
                .items
                .get(&id)
                .is_some_and(|i| i.owner_id == owner),
            Shareable::SpecialDate(id) => self
                .state
                .dates
                .get(&id)
                .is_some_and(|d| d.user_id == owner),
        })
    }

    fn share(
        &mut self,
        owner: UserId,
        what: Shareable,
        with: UserId,
        can_edit: bool,
    ) -> Result<Share, StoreError> {
        self.call("share")?;
        let existing = self
            .state
            .shares
            .iter_mut()
            .find(|(_, s)| s.owner == owner && s.what == what && s.with == with);
        let id = match existing {
            Some((id, share)) => {
                share.can_edit = can_edit;
                *id
            }
            None => {
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
        };
        Ok(Share {
            id,
            shared_with_id: with,
            can_edit,
        })
    }

    fn revoke_shares_between(&mut self, a: UserId, b: UserId) -> Result<(), StoreError> {
        self.call("revoke_shares_between")?;
        self.state
            .shares
            .retain(|_, s| !((s.owner == a && s.with == b) || (s.owner == b && s.with == a)));
        Ok(())
    }

    fn items_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<WishlistItem>>, StoreError> {
        self.call("items_shared_with")?;
        Ok(self.shared_with(me, |state, what| match what {
            Shareable::WishlistItem(item) => state.state.items.get(&item).cloned(),
            Shareable::SpecialDate(_) => None,
        }))
    }

    fn dates_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<DateWithContact>>, StoreError> {
        self.call("dates_shared_with")?;
        Ok(self.shared_with(me, |state, what| match what {
            Shareable::SpecialDate(date) => Some(state.with_contact(state.state.dates.get(&date)?)),
            Shareable::WishlistItem(_) => None,
        }))
    }
}

impl ReminderStore for InMemoryStore {
    fn recurring_dates_until(
        &mut self,
        utc_day: NaiveDate,
        after: Option<SpecialDateId>,
        limit: u32,
    ) -> Result<ZonedDates, StoreError> {
        self.call("recurring_dates_until")?;
        Ok(self
            .state
            .dates
            .values()
            .filter(|d| {
                d.input.recurring
                    && d.schedule.next_occurrence <= utc_day
                    && after.is_none_or(|a| d.id > a)
            })
            .take(usize::try_from(limit).unwrap())
            .map(|d| (d.clone(), self.zone_of(d.user_id)))
            .collect())
    }

    fn dates_to_remind(
        &mut self,
        remind_on: (NaiveDate, NaiveDate),
        occurring_from: NaiveDate,
        after: Option<SpecialDateId>,
        limit: u32,
    ) -> Result<ZonedDates, StoreError> {
        self.call("dates_to_remind")?;
        let (first, last) = remind_on;
        Ok(self
            .state
            .dates
            .values()
            .filter(|d| {
                let s = d.schedule;
                (first..=last).contains(&s.remind_on)
                    && s.next_occurrence >= occurring_from
                    && after.is_none_or(|a| d.id > a)
                    && !self.state.reminders.values().any(|r| {
                        r.reminder.due.special_date_id == d.id
                            && r.reminder.due.occurrence == s.next_occurrence
                    })
            })
            .take(usize::try_from(limit).unwrap())
            .map(|d| (d.clone(), self.zone_of(d.user_id)))
            .collect())
    }

    fn record_reminder(&mut self, reminder: &DueReminder) -> Result<bool, StoreError> {
        self.call("record_reminder")?;
        let recorded = self.state.reminders.values().any(|r| {
            r.reminder.due.special_date_id == reminder.special_date_id
                && r.reminder.due.occurrence == reminder.occurrence
        });
        if recorded {
            return Ok(false);
        }
        let id = ReminderId(self.state.next_id());
        self.state.reminders.insert(
            id,
            StoredReminder {
                reminder: Reminder {
                    id,
                    due: reminder.clone(),
                    read_at: None,
                    created_at: self.now,
                },
                attempts: 0,
                claimed_at: None,
            },
        );
        Ok(true)
    }

    fn claim_emails(
        &mut self,
        now: NaiveDateTime,
        stale_before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<ClaimedEmail>, StoreError> {
        self.call("claim_emails")?;
        let limit = usize::try_from(limit).unwrap();
        let mut claimed = Vec::new();
        for stored in self.state.reminders.values_mut() {
            if claimed.len() == limit {
                break;
            }
            let id = stored.reminder.id;
            let r = &mut stored.reminder.due;
            let claimable = r.channel == ReminderDelivery::Email
                && match r.delivery_status {
                    DeliveryStatus::Pending => true,
                    DeliveryStatus::Sending => stored.claimed_at.is_none_or(|c| c < stale_before),
                    _ => false,
                };
            if !claimable {
                continue;
            }
            r.delivery_status = DeliveryStatus::Sending;
            stored.claimed_at = Some(now);
            stored.attempts += 1;
            claimed.push(ClaimedEmail {
                reminder_id: id,
                to: self
                    .state
                    .users
                    .get(&r.user_id)
                    .and_then(|u| u.email.clone()),
                title: r.title.clone(),
                body: r.body.clone(),
            });
        }
        Ok(claimed)
    }

    fn email_attempts(&mut self, id: ReminderId) -> Result<u32, StoreError> {
        self.call("email_attempts")?;
        Ok(self.state.reminders.get(&id).map_or(0, |r| r.attempts))
    }

    fn set_delivery_status(
        &mut self,
        id: ReminderId,
        status: DeliveryStatus,
    ) -> Result<(), StoreError> {
        self.call("set_delivery_status")?;
        if let Some(r) = self.state.reminders.get_mut(&id) {
            r.reminder.due.delivery_status = status;
        }
        Ok(())
    }

    fn notifications(&mut self, me: UserId, limit: u32) -> Result<Vec<Reminder>, StoreError> {
        self.call("notifications")?;
        let mut mine: Vec<Reminder> = self
            .state
            .reminders
            .values()
            .filter(|r| r.reminder.due.user_id == me)
            .map(|r| r.reminder.clone())
            .collect();
        mine.sort_by_key(|r| std::cmp::Reverse((r.created_at, r.id)));
        mine.truncate(usize::try_from(limit).unwrap());
        Ok(mine)
    }

    fn unread_count(&mut self, me: UserId) -> Result<u64, StoreError> {
        self.call("unread_count")?;
        let count = self
            .state
            .reminders
            .values()
            .filter(|r| r.reminder.due.user_id == me && r.reminder.read_at.is_none())
            .count();
        Ok(u64::try_from(count).unwrap())
    }

    fn mark_read(&mut self, me: UserId, id: ReminderId) -> Result<Option<Reminder>, StoreError> {
        self.call("mark_read")?;
        let now = self.now;
        Ok(self
            .state
            .reminders
            .get_mut(&id)
            .filter(|r| r.reminder.due.user_id == me)
            .map(|r| {
                r.reminder.read_at.get_or_insert(now);
                r.reminder.clone()
            }))
    }

    fn mark_all_read(&mut self, me: UserId) -> Result<u64, StoreError> {
        self.call("mark_all_read")?;
        let now = self.now;
        let mut count = 0;
        for r in self.state.reminders.values_mut() {
            if r.reminder.due.user_id == me && r.reminder.read_at.is_none() {
                r.reminder.read_at = Some(now);
                count += 1;
            }
        }
        Ok(count)
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
    fn check(&self, user: UserId) -> Result<(), Duration> {
        self.checked.borrow_mut().push(user);
        match self.refuse_with {
            Some(wait) => Err(wait),
            None => Ok(()),
        }
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
