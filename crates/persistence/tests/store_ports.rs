//! The domain's store ports on the database: transactions roll back on a use
//! case's own error, and every query is scoped to its owner (or the share
//! that grants access). Every case runs on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use domain::clock::{Clock, FixedClock};
use domain::contact::ContactInput;
use domain::dependant::{DependantInput, DependantKind};
use domain::exchange::{Budget, ExchangeInput, Exclusion, Who};
use domain::friend::{FriendRequestStatus, RequestSide};
use domain::ids::{ContactId, FriendRequestId, ItemId, UserId};
use domain::own_list::{OwnListDraft, Visibility};
use domain::ports::{
    Conflict, ContactStore, DependantStore, ExchangeStore, FriendStore, ListStore, SessionStore,
    ShareStore, SpecialDateStore, StoreError, Transactional, UserStore, WishlistStore,
};
use domain::session::{Session, IDLE_LIMIT, LIFETIME};
use domain::sharing::Shareable;
use domain::special_date::{DateType, ReminderDelivery, Schedule, SpecialDateInput};
use domain::user::UserProfile;
use domain::validation::Draft;
use domain::wishlist::{WishlistDraft, WishlistItemInput};
use persistence::{backend_tests, Database};

fn person(conn: &mut persistence::Store, name: &str) -> UserId {
    conn.upsert_user(&UserProfile {
        issuer: "dev".into(),
        subject: name.into(),
        email: Some(format!("{name}@example.com")),
        first_name: Some(name.into()),
        last_name: None,
        profile_image_url: None,
    })
    .unwrap()
    .id
}

fn contact(name: &str) -> ContactInput {
    ContactInput {
        name: name.into(),
        email: None,
        phone: None,
        relationship: None,
        preferences: None,
        photo_url: None,
    }
}

fn item(name: &str) -> WishlistItemInput {
    WishlistDraft {
        name: Some(name.into()),
        ..WishlistDraft::default()
    }
    .validate_new()
    .unwrap()
}

/// A use case's own error type, as `atomically` must carry it.
#[derive(Debug, PartialEq)]
enum Refused {
    Because,
    Store(StoreError),
}

impl From<StoreError> for Refused {
    fn from(error: StoreError) -> Self {
        Refused::Store(error)
    }
}

fn a_refused_use_case_writes_nothing(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let result: Result<(), Refused> = conn.atomically(|store| {
        store.insert_contact(ada, &contact("Mum"))?;
        store.insert_item(ada, &item("Kettle"))?;
        Err(Refused::Because)
    });
    assert_eq!(result, Err(Refused::Because));
    assert!(conn.contacts(ada).unwrap().is_empty());
    assert!(conn.wishlist(ada).unwrap().is_empty());
    // The same work committed when it succeeds.
    let kept: Result<ContactId, Refused> =
        conn.atomically(|store| Ok(store.insert_contact(ada, &contact("Mum"))?.id));
    let kept = kept.unwrap();
    assert_eq!(conn.contacts(ada).unwrap()[0].id, kept);
}

fn a_failing_statement_rolls_back_and_says_conflict(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    conn.create_request(ada, Some(grace), "grace@example.com")
        .unwrap();
    let result: Result<(), StoreError> = conn.atomically(|store| {
        store.insert_contact(ada, &contact("Mum"))?;
        // The unique pending request refuses a second one.
        store.create_request(ada, Some(grace), "grace@example.com")?;
        Ok(())
    });
    assert_eq!(result, Err(StoreError::Conflict(Conflict::PendingRequest)));
    assert!(conn.contacts(ada).unwrap().is_empty());
}

/// A use case that reads and then writes while another connection writes in
/// between: both are stored. (On SQLite a deferred transaction failed here
/// with "database is locked"; the email reminder claim did, in CI.)
fn a_transaction_that_reads_then_writes_waits_for_a_concurrent_writer(db: &Database) {
    let ada = person(&mut db.store().unwrap(), "ada");
    let (has_read, wait_for_read) = std::sync::mpsc::channel();
    let other_writer = {
        let db = db.clone();
        std::thread::spawn(move || {
            wait_for_read.recv().unwrap();
            let inserted = db.store().unwrap().insert_contact(ada, &contact("Dad"));
            inserted.map(|dad| dad.id)
        })
    };
    let mut conn = db.store().unwrap();
    let mum: Result<ContactId, StoreError> = conn.atomically(|store| {
        assert!(store.contacts(ada)?.is_empty());
        has_read.send(()).unwrap();
        // Long enough for the other connection to try its write now.
        std::thread::sleep(std::time::Duration::from_millis(300));
        Ok(store.insert_contact(ada, &contact("Mum"))?.id)
    });
    mum.unwrap();
    other_writer.join().unwrap().unwrap();
    assert_eq!(conn.contacts(ada).unwrap().len(), 2);
}

/// Reads that make one page: on SQLite one snapshot (a write committed
/// between them shows after, not between), on PostgreSQL read as they come;
/// a use case's own error comes back as it is, and the connection is free
/// for a write after.
fn reads_of_one_page_share_a_snapshot_on_sqlite(db: &Database) {
    let ada = person(&mut db.store().unwrap(), "ada");
    let mut conn = db.store().unwrap();
    let (before, between) = conn
        .reading(|store| {
            let before = store.contacts(ada)?.len();
            // Another connection writes and commits in between.
            db.store()
                .unwrap()
                .insert_contact(ada, &contact("Mum"))
                .unwrap();
            Ok::<_, StoreError>((before, store.contacts(ada)?.len()))
        })
        .unwrap();
    assert_eq!(before, 0);
    let snapshot = db.backend() == persistence::Backend::Sqlite;
    assert_eq!(between, if snapshot { 0 } else { 1 });
    assert_eq!(conn.contacts(ada).unwrap().len(), 1);
    let refused: Result<(), Refused> = conn.reading(|store| {
        store.contacts(ada)?;
        Err(Refused::Because)
    });
    assert_eq!(refused, Err(Refused::Because));
    conn.insert_contact(ada, &contact("Dad")).unwrap();
    assert_eq!(conn.contacts(ada).unwrap().len(), 2);
}

/// Sessions: found by their hash only, ended one by one or all of a user's,
/// pruned once over their lifetime or idle limit, and gone with their user.
fn sessions_end_alone_together_when_stale_and_with_their_user(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let now = persistence::stamp("2026-06-01T09:00:00Z".parse().unwrap());
    for (hash, user) in [("a1", ada), ("a2", ada), ("g1", grace)] {
        conn.create_session(hash, &Session::begin(user, now))
            .unwrap();
    }
    assert_eq!(conn.session("a1").unwrap().unwrap().user, ada);
    assert_eq!(conn.session("nope").unwrap(), None);
    assert!(matches!(
        conn.create_session("a1", &Session::begin(grace, now)),
        Err(StoreError::Conflict(Conflict::Duplicate))
    ));

    let later = now + chrono::TimeDelta::hours(2);
    conn.touch_session("a1", later).unwrap();
    assert_eq!(conn.session("a1").unwrap().unwrap().last_used_at, later);

    conn.end_session("a1").unwrap();
    assert_eq!(conn.session("a1").unwrap(), None);
    assert_eq!(conn.end_sessions_of(ada).unwrap(), 1);
    assert_eq!(conn.session("a2").unwrap(), None);
    assert!(conn.session("g1").unwrap().is_some(), "Grace's stays");

    // Pruning keeps the live ones.
    conn.create_session("g2", &Session::begin(grace, now - LIFETIME))
        .unwrap();
    let idle = Session {
        last_used_at: now - IDLE_LIMIT,
        ..Session::begin(grace, now - IDLE_LIMIT)
    };
    conn.create_session("g3", &idle).unwrap();
    assert_eq!(conn.prune_sessions(now).unwrap(), 2);
    assert!(conn.session("g1").unwrap().is_some());

    // A deleted user's sessions go with them.
    {
        use diesel::prelude::*;
        use persistence::schema::users;
        diesel::delete(users::table.filter(users::id.eq(grace.0)))
            .execute(&mut *conn)
            .unwrap();
    }
    assert_eq!(conn.session("g1").unwrap(), None);
}

fn wishlist_items_are_read_and_changed_by_their_owner_only(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let mallory = person(&mut conn, "mallory");
    let kettle = conn.insert_item(ada, &item("Kettle")).unwrap();
    assert_eq!(conn.item(mallory, kettle.id).unwrap(), None);
    assert_eq!(
        conn.update_item(mallory, kettle.id, &item("Stolen"))
            .unwrap(),
        None
    );
    assert!(!conn.delete_item(mallory, kettle.id).unwrap());
    assert_eq!(
        conn.item(ada, kettle.id).unwrap().unwrap().input.name,
        "Kettle"
    );
    assert_eq!(conn.item(ada, ItemId(kettle.id.0 + 1000)).unwrap(), None);
}

/// The cap is counted in the insert itself: items up to it go in whole
/// (read back as stored), the next is refused, and the cap is per owner.
fn an_insert_within_a_cap_stops_at_it(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let mut priced = item("Kettle");
    priced.price = Some("$24.99".into());
    priced.description = Some("Loud".into());
    let first = conn.insert_item_within(ada, &priced, 2).unwrap().unwrap();
    assert_eq!(first.input, priced);
    assert_eq!(conn.item(ada, first.id).unwrap().unwrap().input, priced);
    assert!(conn
        .insert_item_within(ada, &item("Mug"), 2)
        .unwrap()
        .is_some());
    assert_eq!(
        conn.insert_item_within(ada, &item("Toaster"), 2).unwrap(),
        None
    );
    assert_eq!(conn.wishlist(ada).unwrap().len(), 2);
    assert!(conn
        .insert_item_within(grace, &item("Scarf"), 2)
        .unwrap()
        .is_some());
}

fn a_shared_item_is_reached_through_its_share_only(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let kettle = conn.insert_item(ada, &item("Kettle")).unwrap();
    let mug = conn.insert_item(ada, &item("Mug")).unwrap();
    assert_eq!(conn.item_shared_with(grace, kettle.id).unwrap(), None);
    conn.share(ada, Shareable::WishlistItem(kettle.id), grace, true)
        .unwrap();
    let (shared, can_edit) = conn.item_shared_with(grace, kettle.id).unwrap().unwrap();
    assert_eq!((shared.id, can_edit), (kettle.id, true));
    // A share of one item grants nothing on another.
    assert_eq!(conn.item_shared_with(grace, mug.id).unwrap(), None);
    // Only the owner owns what they share.
    assert!(conn.owns(ada, Shareable::WishlistItem(kettle.id)).unwrap());
    assert!(!conn
        .owns(grace, Shareable::WishlistItem(kettle.id))
        .unwrap());
    // Unsharing between the two ends the access.
    conn.revoke_shares_between(grace, ada).unwrap();
    assert_eq!(conn.item_shared_with(grace, kettle.id).unwrap(), None);
}

fn a_friend_request_is_read_and_closed_by_its_own_people(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let mallory = person(&mut conn, "mallory");
    let id = conn
        .create_request(ada, Some(grace), "grace@example.com")
        .unwrap();
    assert_eq!(conn.friend_request(mallory, id).unwrap(), None);
    assert!(conn.friend_request(grace, id).unwrap().is_some());
    assert_eq!(
        conn.friend_request(ada, FriendRequestId(id.0 + 1000))
            .unwrap(),
        None
    );
    // Not the receiver: the sender cannot accept, a stranger cannot decline.
    for (side, who) in [
        (RequestSide::Receiver, ada),
        (RequestSide::Receiver, mallory),
    ] {
        let closed = conn
            .close_request(id, side, who, FriendRequestStatus::Accepted)
            .unwrap();
        assert_eq!(closed, None, "{who:?}");
    }
    assert_eq!(
        conn.close_request(
            id,
            RequestSide::Receiver,
            grace,
            FriendRequestStatus::Declined
        )
        .unwrap(),
        Some(ada)
    );
    // Closed once: no longer pending.
    assert_eq!(
        conn.close_request(id, RequestSide::Sender, ada, FriendRequestStatus::Cancelled)
            .unwrap(),
        None
    );
    let request = conn.friend_request(ada, id).unwrap().unwrap();
    assert_eq!(request.status, FriendRequestStatus::Declined);
}

/// A request to an address with no account is unbound until someone signs
/// in with it; then it is theirs, unless its sender already has one pending
/// with them. Only the sender can cancel it meanwhile.
fn an_invitation_is_bound_to_whoever_signs_in_with_its_address(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let mallory = person(&mut conn, "mallory");
    let to_zoe = conn.create_request(ada, None, "zoe@example.com").unwrap();
    let grace_to_zoe = conn.create_request(grace, None, "zoe@example.com").unwrap();
    // One pending per sender and address.
    assert!(matches!(
        conn.create_request(ada, None, "zoe@example.com"),
        Err(StoreError::Conflict(Conflict::PendingRequest))
    ));
    assert_eq!(
        conn.pending_request_to_address(ada, "zoe@example.com")
            .unwrap(),
        Some(to_zoe)
    );
    let sent = conn.pending_requests(ada, RequestSide::Sender).unwrap();
    assert_eq!(
        (sent[0].receiver.clone(), sent[0].receiver_email.as_str()),
        (None, "zoe@example.com")
    );
    // Nobody else can close it.
    assert_eq!(
        conn.close_request(
            to_zoe,
            RequestSide::Receiver,
            mallory,
            FriendRequestStatus::Accepted
        )
        .unwrap(),
        None
    );

    let zoe = person(&mut conn, "zoe");
    // Grace already has a request pending with Zoe herself.
    conn.create_request(grace, Some(zoe), "zoe@example.com-other")
        .unwrap();
    assert_eq!(conn.bind_requests_to(zoe, "zoe@example.com").unwrap(), 1);
    assert_eq!(
        conn.bind_requests_to(zoe, "zoe@example.com").unwrap(),
        0,
        "once"
    );
    let incoming = conn.pending_requests(zoe, RequestSide::Receiver).unwrap();
    assert_eq!(incoming.len(), 2);
    let bound = incoming.iter().find(|r| r.id == to_zoe).unwrap();
    assert_eq!(bound.receiver.as_ref().map(|u| u.id), Some(zoe));
    assert_eq!(
        conn.friend_request(grace, grace_to_zoe)
            .unwrap()
            .unwrap()
            .receiver,
        None
    );
    assert_eq!(
        conn.close_request(
            to_zoe,
            RequestSide::Receiver,
            zoe,
            FriendRequestStatus::Accepted
        )
        .unwrap(),
        Some(ada)
    );
}

fn a_friendship_is_ended_by_either_friend_only(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let mallory = person(&mut conn, "mallory");
    let friendship = conn.befriend(grace, ada).unwrap();
    assert_eq!(conn.befriend(ada, grace).unwrap(), friendship, "idempotent");
    assert_eq!(conn.end_friendship(mallory, friendship).unwrap(), None);
    assert!(conn.are_friends(ada, grace).unwrap());
    // Either side of the pair, and only friends among those asked.
    assert_eq!(
        conn.friends_among(ada, &[grace, mallory, ada]).unwrap(),
        vec![grace]
    );
    assert_eq!(conn.friends_among(grace, &[ada]).unwrap(), vec![ada]);
    assert!(conn
        .friends_among(mallory, &[ada, grace])
        .unwrap()
        .is_empty());
    let ended = conn.end_friendship(grace, friendship).unwrap().unwrap();
    assert_eq!(
        (ended.0.min(ended.1), ended.0.max(ended.1)),
        (ada.min(grace), ada.max(grace))
    );
    assert!(!conn.are_friends(ada, grace).unwrap());
    assert!(conn.friends_among(ada, &[grace]).unwrap().is_empty());
}

fn contacts_are_scoped_to_their_owner(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let mallory = person(&mut conn, "mallory");
    let mum = conn.insert_contact(ada, &contact("Mum")).unwrap();
    assert_eq!(conn.contact(mallory, mum.id).unwrap(), None);
    assert_eq!(
        conn.update_contact(mallory, mum.id, &contact("Stolen"))
            .unwrap(),
        None
    );
    assert!(!conn.delete_contact(mallory, mum.id).unwrap());
    assert!(conn.contact_addresses(mallory).unwrap().is_empty());
    assert_eq!(
        conn.contact(ada, mum.id).unwrap().unwrap().input.name,
        "Mum"
    );
}

fn exchange_input(name: &str, date: &str) -> ExchangeInput {
    ExchangeInput {
        name: name.into(),
        date: date.parse().unwrap(),
        budget: Some(Budget {
            amount_cents: 2_500,
            currency: "EUR".into(),
        }),
        message: Some("Nothing over 25".into()),
        single_loop: false,
        avoid_last_years: 1,
    }
}

/// Gifts (issue 43): kept per person, read newest first by occasion, only
/// by their keeper; each row names exactly one person; deleting the
/// contact takes its gifts with it.
fn gifts_are_kept_per_person_and_read_by_their_keeper_only(db: &Database) {
    use domain::gift::{GiftDirection, GiftInput, GiftPerson, GiftStatus};
    use domain::money::Money;
    use domain::ports::GiftStore;
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let mum_user = person(&mut conn, "mum");
    let mallory = person(&mut conn, "mallory");
    let mum = conn.insert_contact(ada, &contact("Mum")).unwrap();
    let input = |name: &str, date: Option<&str>, status: GiftStatus| GiftInput {
        name: name.into(),
        link: Some("https://shop.example.com/p/1".into()),
        price: Some(Money {
            amount_cents: 12_000,
            currency: "EUR".into(),
        }),
        shop: Some("Shop".into()),
        occasion: Some("Christmas".into()),
        occasion_date: date.map(|d| d.parse().unwrap()),
        status,
        notes: Some("Blue".into()),
        thank_you_sent: false,
    };
    let older = conn
        .insert_gift(
            ada,
            GiftPerson::Contact(mum.id),
            GiftDirection::Given,
            &input("Dutch oven", Some("2024-12-25"), GiftStatus::Given),
        )
        .unwrap();
    let newer = conn
        .insert_gift(
            ada,
            GiftPerson::Friend(mum_user),
            GiftDirection::Given,
            &input("Scarf", Some("2025-12-25"), GiftStatus::Bought),
        )
        .unwrap();
    assert_eq!(
        older.input,
        input("Dutch oven", Some("2024-12-25"), GiftStatus::Given)
    );
    assert_eq!(older.person, GiftPerson::Contact(mum.id));
    let both = [GiftPerson::Contact(mum.id), GiftPerson::Friend(mum_user)];
    let ids = |gifts: Vec<domain::gift::Gift>| gifts.into_iter().map(|g| g.id).collect::<Vec<_>>();
    assert_eq!(
        ids(conn.gifts_for(ada, &both).unwrap()),
        vec![newer.id, older.id]
    );
    assert_eq!(
        ids(conn.gifts_for(ada, &both[..1]).unwrap()),
        vec![older.id]
    );
    assert_eq!(conn.gift_count(ada).unwrap(), 2);
    assert_eq!(ids(conn.all_gifts(ada).unwrap()), vec![older.id, newer.id]);
    // Nobody else reaches them, Mum included.
    for other in [mallory, mum_user] {
        assert!(conn.gifts_for(other, &both).unwrap().is_empty());
        assert_eq!(conn.gift(other, older.id).unwrap(), None);
        assert!(!conn
            .update_gift(other, older.id, &input("Mine", None, GiftStatus::Idea))
            .unwrap());
        assert!(!conn.delete_gift(other, older.id).unwrap());
        assert_eq!(conn.gift_count(other).unwrap(), 0);
    }
    let mut changed = input("Dutch oven", None, GiftStatus::Wrapped);
    changed.price = None;
    changed.link = None;
    assert!(conn.update_gift(ada, older.id, &changed).unwrap());
    assert_eq!(conn.gift(ada, older.id).unwrap().unwrap().input, changed);
    // The contact goes, with what was kept for it.
    assert!(conn.delete_contact(ada, mum.id).unwrap());
    assert_eq!(conn.gift(ada, older.id).unwrap(), None);
    assert!(conn.delete_gift(ada, newer.id).unwrap());
    assert_eq!(conn.gift_count(ada).unwrap(), 0);
    // A contact linked by hand to a friend: one friend per contact (a new
    // link replaces it), each owner's own, undone by None.
    let maggie = conn.insert_contact(ada, &contact("Maggie")).unwrap();
    let auntie = conn.insert_contact(ada, &contact("Auntie")).unwrap();
    conn.link_contact(ada, maggie.id, Some(mallory)).unwrap();
    conn.link_contact(ada, maggie.id, Some(mum_user)).unwrap();
    conn.link_contact(ada, auntie.id, Some(mum_user)).unwrap();
    assert_eq!(conn.linked_friend(ada, maggie.id).unwrap(), Some(mum_user));
    assert_eq!(
        conn.contacts_linked_to(ada, mum_user).unwrap(),
        vec![maggie.id, auntie.id]
    );
    assert!(conn
        .contacts_linked_to(mallory, mum_user)
        .unwrap()
        .is_empty());
    assert_eq!(conn.linked_friend(mallory, maggie.id).unwrap(), None);
    conn.link_contact(ada, maggie.id, None).unwrap();
    assert_eq!(conn.linked_friend(ada, maggie.id).unwrap(), None);
    assert_eq!(
        conn.contacts_linked_to(ada, mum_user).unwrap(),
        vec![auntie.id]
    );
}

/// An exchange's reminders: only drawn, unrevealed exchanges of the window
/// are read, a stage is claimed once (a nearer one after a farther one,
/// never back), a new day starts them anew; hints are kept and cleared.
fn an_exchange_reminder_stage_is_claimed_once_and_hints_are_kept(db: &Database) {
    let mut conn = db.store().unwrap();
    let ann = person(&mut conn, "ann");
    let ben = person(&mut conn, "ben");
    let day = |text: &str| text.parse::<chrono::NaiveDate>().unwrap();
    let drawn = conn
        .insert_exchange(ann, &exchange_input("Drawn", "2026-12-24"), None)
        .unwrap();
    let _undrawn = conn
        .insert_exchange(ann, &exchange_input("Undrawn", "2026-12-24"), None)
        .unwrap();
    let later = conn
        .insert_exchange(ann, &exchange_input("Later", "2027-01-10"), None)
        .unwrap();
    let a = conn
        .add_participant(drawn.id, &Who::User(ann), None)
        .unwrap();
    let b = conn
        .add_participant(drawn.id, &Who::User(ben), None)
        .unwrap();
    conn.save_draw(drawn.id, &[(a.id, b.id), (b.id, a.id)])
        .unwrap();
    let l = conn
        .add_participant(later.id, &Who::User(ann), None)
        .unwrap();
    conn.save_draw(later.id, &[(l.id, l.id)]).unwrap();
    let to_remind = |conn: &mut persistence::Store, stage: u8, after| {
        conn.exchanges_to_remind(day("2026-12-17"), day("2026-12-24"), stage, after, 10)
            .unwrap()
            .into_iter()
            .map(|e| e.id)
            .collect::<Vec<_>>()
    };
    assert_eq!(to_remind(&mut conn, 7, None), vec![drawn.id]);
    assert!(to_remind(&mut conn, 7, Some(drawn.id)).is_empty());
    assert!(conn.claim_exchange_reminder(drawn.id, 7).unwrap());
    assert!(!conn.claim_exchange_reminder(drawn.id, 7).unwrap());
    assert!(to_remind(&mut conn, 7, None).is_empty());
    assert_eq!(to_remind(&mut conn, 1, None), vec![drawn.id]);
    assert!(conn.claim_exchange_reminder(drawn.id, 1).unwrap());
    assert!(!conn.claim_exchange_reminder(drawn.id, 7).unwrap());
    assert!(!conn.claim_exchange_reminder(drawn.id, 1).unwrap());
    assert!(to_remind(&mut conn, 1, None).is_empty());
    // A new day: its reminders come again. The same day kept: they do not.
    conn.update_exchange(drawn.id, &exchange_input("Drawn, renamed", "2026-12-24"))
        .unwrap();
    assert!(to_remind(&mut conn, 1, None).is_empty());
    conn.update_exchange(drawn.id, &exchange_input("Drawn", "2026-12-23"))
        .unwrap();
    assert_eq!(to_remind(&mut conn, 1, None), vec![drawn.id]);
    // Revealed: no more reminders.
    conn.set_revealed(drawn.id).unwrap();
    assert!(to_remind(&mut conn, 1, None).is_empty());
    // Hints: kept, read with the participant, cleared.
    conn.set_hints(b.id, Some("Size M")).unwrap();
    let people = conn.participants(drawn.id).unwrap();
    assert_eq!(people[1].hints.as_deref(), Some("Size M"));
    assert_eq!(people[0].hints, None);
    conn.set_hints(b.id, None).unwrap();
    assert_eq!(conn.participants(drawn.id).unwrap()[1].hints, None);
}

/// Gift exchanges: participants of three kinds (one of each per exchange),
/// an invite taken up, exclusions replaced, a draw saved and redrawn (looks
/// and purchases cleared), earlier years' pairs by who they were, questions
/// answered, the exchanges each person is in (a guardian through a
/// dependant; an outsider in none), and deletion with everything in it.
fn an_exchange_keeps_its_people_rules_draw_and_questions(db: &Database) {
    let mut conn = db.store().unwrap();
    let ann = person(&mut conn, "ann");
    let ben = person(&mut conn, "ben");
    let cal = person(&mut conn, "cal");
    let eve = person(&mut conn, "eve");
    let mia = conn
        .insert_dependant(
            cal,
            &DependantInput {
                name: "Mia".into(),
                kind: DependantKind::Child,
                birthday: None,
                photo_url: None,
            },
        )
        .unwrap();
    let first = conn
        .insert_exchange(ann, &exchange_input("Family 2026", "2026-12-24"), None)
        .unwrap();
    assert_eq!(first.series, first.id);
    assert_eq!(first.organiser_name.first_name.as_deref(), Some("ann"));
    assert_eq!(first.input, exchange_input("Family 2026", "2026-12-24"));
    let a = conn
        .add_participant(first.id, &Who::User(ann), None)
        .unwrap();
    let b = conn
        .add_participant(first.id, &Who::User(ben), None)
        .unwrap();
    let m = conn
        .add_participant(first.id, &Who::Dependant(mia.id), None)
        .unwrap();
    let invited = Who::Invited {
        email: "dee@example.com".into(),
    };
    let d = conn
        .add_participant(first.id, &invited, Some("hash-of-dee"))
        .unwrap();
    assert_eq!((a.name.as_str(), m.name.as_str()), ("ann", "Mia"));
    assert!(a.joined_at.is_some() && d.joined_at.is_none());
    for again in [Who::User(ben), Who::Dependant(mia.id), invited.clone()] {
        assert_eq!(
            conn.add_participant(first.id, &again, None),
            Err(StoreError::Conflict(Conflict::Duplicate))
        );
    }
    // The invite is taken up by Eve's account.
    let found = conn.participant_by_invite("hash-of-dee").unwrap().unwrap();
    assert_eq!(found.id, d.id);
    conn.join_by_invite(d.id, eve).unwrap();
    assert_eq!(conn.participant_by_invite("hash-of-dee").unwrap(), None);
    let people = conn.participants(first.id).unwrap();
    assert_eq!(
        people.iter().map(|p| p.id).collect::<Vec<_>>(),
        vec![a.id, b.id, m.id, d.id]
    );
    assert_eq!(people[3].who, Who::User(eve));
    assert!(people[3].joined_at.is_some());
    assert_eq!(
        conn.join_by_invite(d.id, ben),
        Err(StoreError::Conflict(Conflict::Duplicate))
    );

    // Exclusions are replaced as a whole.
    let couple = [
        Exclusion {
            giver: a.id,
            receiver: b.id,
        },
        Exclusion {
            giver: b.id,
            receiver: a.id,
        },
    ];
    conn.set_exclusions(first.id, &couple).unwrap();
    conn.set_exclusions(first.id, &couple[..1]).unwrap();
    assert_eq!(conn.exclusions(first.id).unwrap(), couple[..1].to_vec());

    // A draw, a look, a purchase; a redraw clears both.
    let draw = [(a.id, m.id), (m.id, d.id), (d.id, b.id), (b.id, a.id)];
    conn.save_draw(first.id, &draw).unwrap();
    assert!(conn.exchange(first.id).unwrap().unwrap().drawn_at.is_some());
    conn.mark_looked(a.id).unwrap();
    let looked = conn.participants(first.id).unwrap()[0].looked_at;
    conn.mark_looked(a.id).unwrap();
    assert_eq!(conn.participants(first.id).unwrap()[0].looked_at, looked);
    conn.set_bought(a.id, true).unwrap();
    let people = conn.participants(first.id).unwrap();
    assert_eq!(people[0].receiver, Some(m.id));
    assert!(people[0].looked_at.is_some() && people[0].bought_at.is_some());
    conn.set_bought(a.id, false).unwrap();
    assert_eq!(conn.participants(first.id).unwrap()[0].bought_at, None);
    conn.set_bought(a.id, true).unwrap();
    conn.save_draw(first.id, &draw).unwrap();
    let people = conn.participants(first.id).unwrap();
    assert!(people[0].looked_at.is_none() && people[0].bought_at.is_none());
    conn.set_organiser_sees_pairs(first.id).unwrap();
    conn.set_revealed(first.id).unwrap();
    let stored = conn.exchange(first.id).unwrap().unwrap();
    assert!(stored.organiser_sees_pairs && stored.revealed);

    // Next year, in the same series: last year's pairs by who they were.
    let next = conn
        .insert_exchange(
            ann,
            &exchange_input("Family 2027", "2027-12-24"),
            Some(first.id),
        )
        .unwrap();
    assert_eq!(next.series, first.id);
    let earlier = conn
        .earlier_pairs(first.id, "2027-12-24".parse().unwrap(), 1)
        .unwrap();
    assert_eq!(earlier.len(), 4);
    assert!(earlier.contains(&(Who::User(ann), Who::Dependant(mia.id))));
    assert!(earlier.contains(&(Who::User(eve), Who::User(ben))));
    assert!(conn
        .earlier_pairs(first.id, "2026-12-24".parse().unwrap(), 3)
        .unwrap()
        .is_empty());
    assert!(conn
        .earlier_pairs(first.id, "2027-12-24".parse().unwrap(), 0)
        .unwrap()
        .is_empty());

    // A question and its answer.
    let asked = conn
        .insert_question(first.id, a.id, m.id, "What size?")
        .unwrap();
    conn.answer_question(asked.id, "Age 7").unwrap();
    let stored = conn.question(asked.id).unwrap().unwrap();
    assert_eq!(
        (stored.body.as_str(), stored.answer.as_deref()),
        ("What size?", Some("Age 7"))
    );
    assert!(stored.answered_at.is_some());
    assert_eq!(conn.questions(first.id).unwrap(), vec![stored]);

    // Who is in what: Cal through Mia; an outsider in nothing.
    let ids = |conn: &mut persistence::Store, user| {
        conn.exchanges_of(user)
            .unwrap()
            .into_iter()
            .map(|e| e.id)
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&mut conn, ann), vec![next.id, first.id]);
    assert_eq!(ids(&mut conn, cal), vec![first.id]);
    assert_eq!(ids(&mut conn, eve), vec![first.id]);
    let outsider = person(&mut conn, "mallory");
    assert!(ids(&mut conn, outsider).is_empty());

    // Taking someone out: whoever drew them draws nobody now.
    assert!(conn.remove_participant(first.id, m.id).unwrap());
    assert!(!conn.remove_participant(next.id, b.id).unwrap());
    let people = conn.participants(first.id).unwrap();
    assert_eq!(people[0].receiver, None);
    assert!(conn.questions(first.id).unwrap().is_empty());

    assert!(conn.delete_exchange(first.id).unwrap());
    assert_eq!(conn.exchange(first.id).unwrap(), None);
    assert!(conn.participants(first.id).unwrap().is_empty());
    assert!(conn.exclusions(first.id).unwrap().is_empty());
    assert_eq!(ids(&mut conn, ben), Vec::<domain::ids::ExchangeId>::new());
}

/// A store stamps the rows it writes with its database's clock (not the
/// machine's): a fixed clock moved on a day moves `updated_at` a day, and
/// the friend-request window counts a request sent at the clock's time.
fn rows_are_stamped_with_the_databases_clock(db: &Database) {
    let clock = FixedClock::at("2030-01-01T09:00:00Z".parse().unwrap());
    let db = db.clone().with_clock(Arc::new(clock.clone()));
    let mut store = db.store().unwrap();
    let start = persistence::stamp(clock.now());
    let ada = person(&mut store, "ada");
    let grace = person(&mut store, "grace");
    let kettle = store.insert_item(ada, &item("Kettle")).unwrap();
    assert_eq!((kettle.created_at, kettle.updated_at), (start, start));

    clock.advance(chrono::TimeDelta::days(1));
    let renamed = store
        .update_item(ada, kettle.id, &item("Teapot"))
        .unwrap()
        .unwrap();
    assert_eq!(renamed.created_at, start);
    assert_eq!(renamed.updated_at, start + chrono::TimeDelta::days(1));

    store
        .create_request(ada, Some(grace), "grace@example.com")
        .unwrap();
    let an_hour_before = persistence::stamp(clock.now() - chrono::TimeDelta::hours(1));
    assert_eq!(store.requests_sent_since(ada, an_hour_before).unwrap(), 1);
    clock.advance(chrono::TimeDelta::hours(2));
    let an_hour_before = persistence::stamp(clock.now() - chrono::TimeDelta::hours(1));
    assert_eq!(store.requests_sent_since(ada, an_hour_before).unwrap(), 0);
}

/// The upcoming dates' short read: the first few of the owner's dates that
/// recur or come on or after a day, in the full read's order, and no one
/// else's.
fn the_first_coming_dates_are_read_alone(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let day = |s: &str| chrono::NaiveDate::parse_from_str(s, "%F").unwrap();
    let today = day("2026-06-01");
    let add =
        |conn: &mut persistence::Store, owner, title: &str, date: &str, recurring, stored: &str| {
            let input = SpecialDateInput {
                title: title.into(),
                date_type: DateType::Birthday,
                date: day(date),
                contact_id: None,
                recurring,
                reminder_days: 7,
                reminder_delivery: ReminderDelivery::Dashboard,
                notes: None,
                gift_day: None,
            };
            let schedule = Schedule::of(&input, day(stored));
            conn.add_date(owner, &input, schedule).unwrap()
        };
    add(&mut conn, ada, "July", "1990-07-01", true, "2026-06-01");
    add(&mut conn, ada, "Bea", "1990-06-10", true, "2026-06-01");
    add(&mut conn, ada, "Al", "1990-06-10", true, "2026-06-01");
    add(&mut conn, ada, "Gone", "2026-05-01", false, "2026-05-01");
    add(&mut conn, ada, "Party", "2026-06-20", false, "2026-06-01");
    // Stored as last year's occurrence: read, for the use case to see.
    add(&mut conn, ada, "Behind", "1990-06-05", true, "2025-06-01");
    add(
        &mut conn,
        grace,
        "Not ada's",
        "1990-06-02",
        true,
        "2026-06-01",
    );
    let titles = |dates: Vec<domain::special_date::DateWithContact>| -> Vec<String> {
        dates.into_iter().map(|d| d.date.input.title).collect()
    };
    let all = titles(conn.dates(ada).unwrap().value);
    assert_eq!(all, ["Behind", "Gone", "Al", "Bea", "Party", "July"]);
    let first = conn.dates_from(ada, today, 3).unwrap();
    assert_eq!(titles(first.value), ["Behind", "Al", "Bea"]);
    assert_eq!(
        titles(conn.dates_from(ada, today, 100).unwrap().value),
        ["Behind", "Al", "Bea", "Party", "July"],
        "the past one-off is not read"
    );
    let new = person(&mut conn, "new");
    let none = conn.dates_from(new, today, 3).unwrap();
    assert!(none.value.is_empty());
}

/// A person's lists beside the default one: made within a cap, read with
/// their counts by anyone (the use case decides who may), their items
/// moved only from the list named, deleted with their items; a group list
/// is never one of them, and the default list is never deleted.
fn own_lists_keep_their_items_and_move_them_by_list(db: &Database) {
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let kettle = conn.insert_item(ada, &item("Kettle")).unwrap();
    let input = OwnListDraft {
        fields: domain::group_list::GroupListDraft {
            name: Some("Wedding".into()),
            occasion: Some(Some("wedding".into())),
            ..Default::default()
        },
        visibility: Some("friends".into()),
        registry: None,
    }
    .validate_over(None)
    .unwrap();
    let wedding = conn.insert_own_list(ada, &input, 1).unwrap().unwrap();
    assert_eq!(
        conn.insert_own_list(ada, &input, 1).unwrap(),
        None,
        "the cap"
    );
    assert!(
        conn.insert_own_list(grace, &input, 1).unwrap().is_some(),
        "per person"
    );
    let vase = conn
        .insert_own_list_item(&wedding, &item("Vase"), 1)
        .unwrap()
        .unwrap();
    assert_eq!(vase.list_id, wedding.id);
    assert_eq!(
        conn.insert_own_list_item(&wedding, &item("Mug"), 1)
            .unwrap(),
        None
    );

    let lists = conn.own_lists(ada).unwrap();
    assert_eq!(lists.len(), 2);
    assert!(lists[0].is_default);
    assert_eq!((lists[0].item_count, lists[1].item_count), (1, 1));
    assert_eq!(lists[1].input.name, "Wedding");
    assert_eq!(lists[1].visibility, Visibility::Friends);
    assert_eq!(lists[1].owner_name.display(), "ada");
    assert_eq!(
        conn.own_lists_seen_as(ada, Visibility::Friends)
            .unwrap()
            .len(),
        1
    );
    assert!(conn.own_lists_seen_as(ada, Visibility::Private).unwrap()[0].is_default);
    // The owner's item routes reach it; another's do not.
    assert_eq!(
        conn.item(ada, vase.id).unwrap().unwrap().recipient,
        domain::group_list::Recipient::Member(ada)
    );
    assert_eq!(conn.item(grace, vase.id).unwrap(), None);
    let names = |items: Vec<domain::item::Item>| -> Vec<String> {
        items.into_iter().map(|i| i.input.name).collect()
    };
    assert_eq!(names(conn.all_own_items(ada).unwrap()), ["Vase", "Kettle"]);
    assert_eq!(
        names(conn.wishlist(ada).unwrap()),
        ["Kettle"],
        "the default list alone"
    );

    // Moved from the list named only.
    let default = lists[0].id;
    assert_eq!(
        conn.move_own_items(default, &[vase.id], wedding.id)
            .unwrap(),
        0
    );
    assert_eq!(
        conn.move_own_items(wedding.id, &[vase.id], default)
            .unwrap(),
        1
    );
    assert_eq!(names(conn.wishlist(ada).unwrap()), ["Vase", "Kettle"]);

    // Deleted with its items; the default list never.
    conn.move_own_items(default, &[kettle.id], wedding.id)
        .unwrap();
    assert!(!conn.delete_own_list(default).unwrap());
    assert!(conn.delete_own_list(wedding.id).unwrap());
    assert_eq!(conn.own_list(wedding.id).unwrap(), None);
    assert_eq!(conn.item(ada, kettle.id).unwrap(), None);
    assert_eq!(names(conn.wishlist(ada).unwrap()), ["Vase"]);
}

/// Personal access tokens (issue 48): found by their secret's hash, their
/// last use written once a minute, listed and revoked by their owner only,
/// refused once expired.
fn access_tokens_are_checked_touched_and_revoked_by_their_owner(db: &Database) {
    use domain::access_token::{AccessScope, AccessTokenDraft};
    use domain::ports::AccessTokenStore;
    use domain::use_cases::access_tokens::{
        access_tokens, check_access_token, create_access_token, revoke_access_token,
        AccessTokenError,
    };
    let mut conn = db.store().unwrap();
    let ada = person(&mut conn, "ada");
    let grace = person(&mut conn, "grace");
    let now: chrono::NaiveDateTime = "2026-11-29T12:00:00".parse().unwrap();
    let draft = |name: &str, days: Option<i64>| AccessTokenDraft {
        name: Some(name.into()),
        expires_in_days: days,
        scope: Some("read_write".into()),
    };
    let made =
        create_access_token(&mut conn, ada, draft("Script", Some(30)), "hash-1", now).unwrap();
    assert_eq!(made.scope, AccessScope::ReadWrite);
    assert_eq!(made.last_used_at, None);
    let later = now + chrono::Duration::hours(1);
    create_access_token(&mut conn, ada, draft("Forever", None), "hash-2", later).unwrap();
    let listed = access_tokens(&mut conn, ada).unwrap();
    assert_eq!(
        listed.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
        ["Forever", "Script"]
    );
    assert!(access_tokens(&mut conn, grace).unwrap().is_empty());

    // Checked: whom it acts for; its last use written at most once a minute.
    let holder = check_access_token(&mut conn, "hash-1", now)
        .unwrap()
        .unwrap();
    assert_eq!((holder.user, holder.token), (ada, made.id));
    let seconds = |n| now + chrono::Duration::seconds(n);
    check_access_token(&mut conn, "hash-1", seconds(30))
        .unwrap()
        .unwrap();
    let used = |conn: &mut persistence::Store| {
        access_tokens(conn, ada)
            .unwrap()
            .into_iter()
            .find(|t| t.id == made.id)
            .unwrap()
            .last_used_at
    };
    assert_eq!(used(&mut conn), Some(now));
    check_access_token(&mut conn, "hash-1", seconds(61))
        .unwrap()
        .unwrap();
    assert_eq!(used(&mut conn), Some(seconds(61)));
    assert_eq!(
        check_access_token(&mut conn, "hash-unknown", now).unwrap(),
        None
    );
    // Expired: refused, still listed until revoked.
    let expired = now + chrono::Duration::days(30);
    assert_eq!(
        check_access_token(&mut conn, "hash-1", expired).unwrap(),
        None
    );
    assert_eq!(access_tokens(&mut conn, ada).unwrap().len(), 2);

    // Revoked by its owner only.
    assert!(matches!(
        revoke_access_token(&mut conn, grace, made.id),
        Err(AccessTokenError::NotFound)
    ));
    revoke_access_token(&mut conn, ada, made.id).unwrap();
    assert_eq!(check_access_token(&mut conn, "hash-1", now).unwrap(), None);
    assert_eq!(conn.count_access_tokens(ada).unwrap(), 1);
    // A secret's hash is one token's.
    assert!(conn
        .insert_access_token(
            grace,
            "hash-2",
            &draft("Copy", None).validate(now).unwrap(),
            now
        )
        .is_err());
}

backend_tests!(
    access_tokens_are_checked_touched_and_revoked_by_their_owner,
    rows_are_stamped_with_the_databases_clock,
    own_lists_keep_their_items_and_move_them_by_list,
    the_first_coming_dates_are_read_alone,
    a_refused_use_case_writes_nothing,
    a_failing_statement_rolls_back_and_says_conflict,
    a_transaction_that_reads_then_writes_waits_for_a_concurrent_writer,
    reads_of_one_page_share_a_snapshot_on_sqlite,
    sessions_end_alone_together_when_stale_and_with_their_user,
    wishlist_items_are_read_and_changed_by_their_owner_only,
    an_insert_within_a_cap_stops_at_it,
    a_shared_item_is_reached_through_its_share_only,
    a_friend_request_is_read_and_closed_by_its_own_people,
    an_invitation_is_bound_to_whoever_signs_in_with_its_address,
    a_friendship_is_ended_by_either_friend_only,
    contacts_are_scoped_to_their_owner,
    an_exchange_keeps_its_people_rules_draw_and_questions,
    an_exchange_reminder_stage_is_claimed_once_and_hints_are_kept,
    gifts_are_kept_per_person_and_read_by_their_keeper_only,
);
