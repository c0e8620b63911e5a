//! What recommendations are picked for (`use_cases::recommendations`)
//! against the in-memory store.

use crate::support::{date_input, day, InMemoryStore};
use chrono::{DateTime, Utc};
use domain::special_date::{DateType, SpecialDateInput};
use domain::use_cases::recommendations::{coming_occasions, picks_for};

const NOW: &str = "2026-06-01T12:00:00Z";

fn now() -> DateTime<Utc> {
    NOW.parse().unwrap()
}

#[test]
fn my_next_three_dates_with_their_peoples_interests() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    let other = store.add_user("other@example.com", "Other");
    let today = day("2026-06-01");
    let mum = store.seed_contact(me, "Mum", None, None);
    store
        .state
        .contacts
        .get_mut(&mum)
        .unwrap()
        .1
        .input
        .preferences = Some("gardening, tea".into());
    store.seed_date(
        me,
        SpecialDateInput {
            contact_id: Some(mum),
            ..date_input("Mum's Birthday", "1960-06-03", 7)
        },
        today,
    );
    store.seed_date(
        me,
        SpecialDateInput {
            date_type: DateType::Holiday,
            ..date_input("Midsummer", "2026-06-21", 7)
        },
        today,
    );
    store.seed_date(me, date_input("Later", "1990-08-01", 7), today);
    store.seed_date(me, date_input("Too late", "1990-09-01", 7), today);
    // Someone else's date, even sooner, is not mine.
    store.seed_date(other, date_input("Theirs", "1990-06-02", 7), today);

    let occasions = coming_occasions(&mut store, me, now()).unwrap();
    let summary: Vec<_> = occasions
        .iter()
        .map(|o| {
            (
                o.title.as_str(),
                o.person.as_deref(),
                o.date,
                o.days_away,
                o.interests.clone(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            (
                "Mum's Birthday",
                Some("Mum"),
                day("2026-06-03"),
                2,
                vec!["gardening".to_owned(), "tea".to_owned()]
            ),
            ("Midsummer", None, day("2026-06-21"), 20, vec![]),
            ("Later", None, day("2026-08-01"), 61, vec![]),
        ]
    );
    assert_eq!(
        occasions[0].reason(Some("gardening")),
        "For Mum's birthday in 2 days: loves gardening"
    );
    assert_eq!(occasions[1].reason(None), "For Midsummer in 20 days");
}

#[test]
fn nothing_coming_reads_no_contacts() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    assert!(coming_occasions(&mut store, me, now()).unwrap().is_empty());
    assert!(!store.calls.contains(&"contacts"), "{:?}", store.calls);
}

#[test]
fn picks_are_for_my_dates_or_for_my_today_in_my_time_zone() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    // 1 June 2026 12:00 UTC is already 2 June in Kiritimati (UTC+14).
    store.set_zone(me, "Pacific/Kiritimati");
    let today = day("2026-06-02");
    store.seed_date(me, date_input("Mum's Birthday", "1960-11-14", 7), today);

    let shelf = picks_for(&mut store, me, false, now()).unwrap();
    assert_eq!(shelf.today, today);
    assert!(shelf.value.is_empty());
    assert!(!store.calls.contains(&"contacts"), "{:?}", store.calls);

    let mine = picks_for(&mut store, me, true, now()).unwrap();
    assert_eq!(mine.today, today);
    assert_eq!(mine.value.len(), 1);
    assert_eq!(mine.value[0].date, day("2026-11-14"));
    assert_eq!(mine.value[0].days_away, 165);

    // Nothing coming: still my today.
    let other = store.add_user("other@example.com", "Other");
    store.set_zone(other, "America/Los_Angeles");
    let theirs = picks_for(&mut store, other, true, now()).unwrap();
    assert_eq!(theirs.today, day("2026-06-01"));
    assert!(theirs.value.is_empty());
}
