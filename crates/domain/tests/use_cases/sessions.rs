//! Sessions (`use_cases::sessions`) against the in-memory store.

use crate::support::{at, InMemoryStore};
use chrono::TimeDelta;
use domain::ports::StoreError;
use domain::session::{IDLE_LIMIT, LIFETIME};
use domain::use_cases::sessions::{check_session, sign_in, sign_out, sign_out_everywhere};
use domain::user::UserProfile;

fn ada() -> UserProfile {
    UserProfile {
        issuer: "dev".into(),
        subject: "ada@example.com".into(),
        email: Some("ada@example.com".into()),
        first_name: Some("Ada".into()),
        last_name: None,
        profile_image_url: None,
    }
}

#[test]
fn signing_in_creates_the_user_and_a_session_in_one_transaction() {
    let mut store = InMemoryStore::new();
    let now = at("2026-03-01T09:00:00");
    let user = sign_in(&mut store, &ada(), "hash-1", "feed-hash-1", now).unwrap();
    assert_eq!(store.transactions, 1);
    let session = store.state.sessions["hash-1"];
    assert_eq!(session.user, user.id);
    assert_eq!(session.expires_at, now + LIFETIME);
    // The calendar feed token is made once, at the first sign-in.
    assert_eq!(store.state.calendar_tokens[&user.id], "feed-hash-1");
    sign_in(&mut store, &ada(), "hash-2", "feed-hash-2", now).unwrap();
    assert_eq!(store.state.calendar_tokens[&user.id], "feed-hash-1");

    // A failed session write leaves no half-signed-in user behind.
    let mut store = InMemoryStore::new();
    store.fail("create_session", StoreError::Failed("disk full".into()));
    assert!(sign_in(&mut store, &ada(), "hash-1", "feed-hash-1", now).is_err());
    assert!(store.state.users.is_empty());
}

#[test]
fn a_check_reads_and_writes_last_use_at_most_hourly() {
    let mut store = InMemoryStore::new();
    let now = at("2026-03-01T09:00:00");
    let user = sign_in(&mut store, &ada(), "hash-1", "feed-hash-1", now)
        .unwrap()
        .id;
    store.calls.clear();

    let soon = now + TimeDelta::minutes(59);
    assert_eq!(
        check_session(&mut store, "hash-1", soon).unwrap(),
        Some(user)
    );
    assert_eq!(store.calls, ["session"], "a read only");

    let later = now + TimeDelta::hours(1);
    assert_eq!(
        check_session(&mut store, "hash-1", later).unwrap(),
        Some(user)
    );
    assert_eq!(store.state.sessions["hash-1"].last_used_at, later);
}

#[test]
fn an_ended_session_signs_nobody_in_and_is_deleted() {
    let mut store = InMemoryStore::new();
    let now = at("2026-03-01T09:00:00");
    sign_in(&mut store, &ada(), "idle", "feed-idle", now).unwrap();
    assert_eq!(
        check_session(&mut store, "idle", now + IDLE_LIMIT).unwrap(),
        None
    );
    assert!(!store.state.sessions.contains_key("idle"));

    sign_in(&mut store, &ada(), "old", "feed-old", now).unwrap();
    // Used every day, it still ends at its lifetime.
    for day in 1..30 {
        let t = now + TimeDelta::days(day);
        assert!(
            check_session(&mut store, "old", t).unwrap().is_some(),
            "day {day}"
        );
    }
    assert_eq!(
        check_session(&mut store, "old", now + LIFETIME).unwrap(),
        None
    );

    assert_eq!(
        check_session(&mut store, "never-issued", now).unwrap(),
        None
    );
}

#[test]
fn signing_out_ends_one_session_and_everywhere_ends_all_of_mine() {
    let mut store = InMemoryStore::new();
    let now = at("2026-03-01T09:00:00");
    let me = sign_in(&mut store, &ada(), "laptop", "feed-laptop", now)
        .unwrap()
        .id;
    sign_in(&mut store, &ada(), "phone", "feed-phone", now).unwrap();
    sign_in(&mut store, &ada(), "tablet", "feed-tablet", now).unwrap();
    let grace = UserProfile {
        subject: "grace@example.com".into(),
        email: Some("grace@example.com".into()),
        ..ada()
    };
    let other = sign_in(&mut store, &grace, "grace", "feed-grace", now)
        .unwrap()
        .id;

    sign_out(&mut store, "laptop").unwrap();
    assert_eq!(check_session(&mut store, "laptop", now).unwrap(), None);
    assert_eq!(check_session(&mut store, "phone", now).unwrap(), Some(me));

    assert_eq!(sign_out_everywhere(&mut store, me).unwrap(), 2);
    assert_eq!(check_session(&mut store, "phone", now).unwrap(), None);
    assert_eq!(check_session(&mut store, "tablet", now).unwrap(), None);
    assert_eq!(
        check_session(&mut store, "grace", now).unwrap(),
        Some(other)
    );
}
