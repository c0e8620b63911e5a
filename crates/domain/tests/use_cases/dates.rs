//! Special dates (`use_cases::dates`) against the in-memory store.

use crate::support::{date_input, day, InMemoryStore};
use chrono::{DateTime, Utc};
use domain::ids::{ContactId, SpecialDateId, UserId};
use domain::messages;
use domain::special_date::{ReminderDelivery, SpecialDateDraft, SpecialDateInput};
use domain::use_cases::dates::{
    add_special_date, delete_special_date, set_special_date_shopped, special_date, special_dates,
    upcoming_special_dates, update_special_date, DateError,
};
use domain::ValidationError;

fn utc(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

const NOW: &str = "2026-06-01T12:00:00Z";

fn draft(title: &str, date: &str) -> SpecialDateDraft {
    SpecialDateDraft {
        title: Some(title.into()),
        date_type: Some("birthday".into()),
        date: Some(date.into()),
        ..Default::default()
    }
}

/// Me (with a contact) and someone else (with theirs).
struct Two {
    store: InMemoryStore,
    me: UserId,
    other: UserId,
    my_contact: ContactId,
    their_contact: ContactId,
}

fn two() -> Two {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    let other = store.add_user("other@example.com", "Other");
    let my_contact = store.seed_contact(me, "Ann", None, None);
    let their_contact = store.seed_contact(other, "Bob", None, None);
    Two {
        store,
        me,
        other,
        my_contact,
        their_contact,
    }
}

fn invalid(field: &str, message: &str) -> DateError {
    DateError::Invalid(ValidationError::field(field, message))
}

#[test]
fn adding_a_date() {
    type Draft = fn(&Two) -> SpecialDateDraft;
    // (case, draft, email enabled, Ok or the error)
    let table: Vec<(&str, Draft, bool, Result<(), DateError>)> = vec![
        (
            "plain",
            |_| draft("Mum's Birthday", "1960-08-20"),
            false,
            Ok(()),
        ),
        (
            "email reminders when email is off",
            |_| SpecialDateDraft {
                reminder_delivery: Some("email".into()),
                ..draft("Mum", "1960-08-20")
            },
            false,
            Err(invalid(
                "reminderDelivery",
                messages::EMAIL_REMINDERS_UNAVAILABLE,
            )),
        ),
        (
            "email reminders when email is on",
            |_| SpecialDateDraft {
                reminder_delivery: Some("email".into()),
                ..draft("Mum", "1960-08-20")
            },
            true,
            Ok(()),
        ),
        (
            "linked to my contact",
            |t| SpecialDateDraft {
                contact_id: Some(Some(t.my_contact)),
                ..draft("Ann's Birthday", "1990-08-20")
            },
            false,
            Ok(()),
        ),
        (
            "linked to someone else's contact",
            |t| SpecialDateDraft {
                contact_id: Some(Some(t.their_contact)),
                ..draft("Bob's Birthday", "1990-08-20")
            },
            false,
            Err(invalid("contactId", messages::CONTACT_NOT_FOUND)),
        ),
        (
            "no title",
            |_| SpecialDateDraft {
                title: None,
                ..draft("", "1990-08-20")
            },
            false,
            Err(invalid("title", messages::TITLE_REQUIRED)),
        ),
    ];
    for (case, make, email_enabled, expected) in table {
        let mut t = two();
        let input = make(&t);
        let before = t.store.snapshot();
        let result = add_special_date(&mut t.store, t.me, input, email_enabled, utc(NOW));
        match expected {
            Ok(()) => {
                let added = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                assert_eq!(added.today, day("2026-06-01"), "{case}");
                assert_eq!(added.value.date.user_id, t.me, "{case}");
                assert_eq!(t.store.state.dates.len(), 1, "{case}");
                if added.value.date.input.contact_id.is_some() {
                    assert_eq!(
                        added.value.contact.as_ref().map(|c| c.name.as_str()),
                        Some("Ann"),
                        "{case}"
                    );
                }
            }
            Err(error) => {
                assert_eq!(result.map(|_| ()), Err(error), "{case}");
                assert_eq!(t.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn a_new_date_is_scheduled_in_the_owners_zone() {
    // 02:00 UTC on 17 May is 16 May in New York: a birthday on the 16th is
    // today there, and next year in UTC.
    // (zone, today, next occurrence)
    let table = [
        ("America/New_York", "2026-05-16", "2026-05-16"),
        ("UTC", "2026-05-17", "2027-05-16"),
        ("Asia/Tokyo", "2026-05-17", "2027-05-16"),
    ];
    for (zone, today, next) in table {
        let mut store = InMemoryStore::new();
        let me = store.add_user("me@example.com", "Me");
        store.set_zone(me, zone);
        let added = add_special_date(
            &mut store,
            me,
            draft("Ann", "1990-05-16"),
            false,
            utc("2026-05-17T02:00:00Z"),
        )
        .unwrap();
        assert_eq!(added.today, day(today), "{zone}");
        assert_eq!(
            added.value.date.schedule.next_occurrence,
            day(next),
            "{zone}"
        );
    }
}

#[test]
fn upcoming_limits_are_checked_before_any_read() {
    // (limit, days, expected)
    let table = [
        (Some(0), None, Err(DateError::LimitOutOfRange)),
        (Some(-1), None, Err(DateError::LimitOutOfRange)),
        (Some(101), None, Err(DateError::LimitOutOfRange)),
        (Some(i64::MAX), None, Err(DateError::LimitOutOfRange)),
        (None, Some(-1), Err(DateError::DaysOutOfRange)),
        (None, Some(3661), Err(DateError::DaysOutOfRange)),
        (Some(0), Some(-1), Err(DateError::LimitOutOfRange)),
        (Some(1), None, Ok(())),
        (Some(100), None, Ok(())),
        (None, Some(0), Ok(())),
        (None, Some(3660), Ok(())),
        (None, None, Ok(())),
    ];
    for (limit, days, expected) in table {
        let mut store = InMemoryStore::new();
        let me = store.add_user("me@example.com", "Me");
        let result = upcoming_special_dates(&mut store, me, limit, days, utc(NOW));
        assert_eq!(result.map(|_| ()), expected, "{limit:?} {days:?}");
        if expected.is_err() {
            assert!(store.calls.is_empty(), "{limit:?} {days:?}");
        }
    }
}

#[test]
fn upcoming_dates_in_a_window() {
    // (limit, days, titles)
    let table: [(Option<i64>, Option<i64>, &[&str]); 5] = [
        (None, None, &["Today", "In 5 days", "In 30 days"]),
        (None, Some(0), &["Today"]),
        (None, Some(5), &["Today", "In 5 days"]),
        (Some(2), None, &["Today", "In 5 days"]),
        (Some(1), Some(30), &["Today"]),
    ];
    for (limit, days, titles) in table {
        let mut store = InMemoryStore::new();
        let me = store.add_user("me@example.com", "Me");
        let today = day("2026-06-01");
        store.seed_date(me, date_input("In 30 days", "1990-07-01", 7), today);
        store.seed_date(me, date_input("Today", "1990-06-01", 7), today);
        store.seed_date(me, date_input("In 5 days", "1990-06-06", 7), today);
        // A passed one-off date is not upcoming.
        store.seed_date(
            me,
            SpecialDateInput {
                recurring: false,
                ..date_input("Gone", "2026-05-01", 7)
            },
            today,
        );
        let upcoming = upcoming_special_dates(&mut store, me, limit, days, utc(NOW)).unwrap();
        let got: Vec<_> = upcoming
            .value
            .iter()
            .map(|d| d.date.input.title.as_str())
            .collect();
        assert_eq!(got, titles, "{limit:?} {days:?}");
    }
}

#[test]
fn reading_shows_passed_dates_moved_on_and_writes_nothing() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    let other = store.add_user("other@example.com", "Other");
    let last_year = day("2025-05-01");
    let stale = store.seed_date(me, date_input("Ann", "1990-05-20", 7), last_year);
    let one_off = store.seed_date(
        me,
        SpecialDateInput {
            recurring: false,
            ..date_input("Party", "2025-05-20", 7)
        },
        last_year,
    );
    let theirs = store.seed_date(other, date_input("Bob", "1990-05-20", 7), last_year);
    let listed = special_dates(&mut store, me, utc(NOW)).unwrap();
    assert_eq!(listed.today, day("2026-06-01"));
    let got: Vec<_> = listed
        .value
        .iter()
        .map(|d| (d.date.id, d.date.schedule.next_occurrence))
        .collect();
    assert_eq!(
        got,
        [(one_off, day("2025-05-20")), (stale, day("2027-05-20")),]
    );
    assert_eq!(
        store.state.dates[&theirs].schedule.next_occurrence,
        day("2025-05-20"),
        "another user's dates are not touched"
    );
    // Computed on read; the scheduler moves the stored row on.
    assert_eq!(
        store.state.dates[&stale].schedule.next_occurrence,
        day("2025-05-20")
    );
    assert_eq!(store.calls, ["dates"], "one read, no write");
    let upcoming = upcoming_special_dates(&mut store, me, Some(3), None, utc(NOW)).unwrap();
    let ids: Vec<_> = upcoming.value.iter().map(|d| d.date.id).collect();
    assert_eq!(ids, [stale], "the passed one-off is not coming");
    // A single date reads the same way.
    let mut store2 = InMemoryStore::new();
    let me2 = store2.add_user("me@example.com", "Me");
    let id = store2.seed_date(me2, date_input("Ann", "1990-05-20", 7), last_year);
    let one = special_date(&mut store2, me2, id, utc(NOW)).unwrap();
    assert_eq!(one.value.date.schedule.next_occurrence, day("2027-05-20"));
    assert!(!store2.calls.contains(&"set_schedule"));
}

#[test]
fn shopped_holds_for_the_current_occurrence() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    let other = store.add_user("other@example.com", "Other");
    let id = store.seed_date(me, date_input("Ann", "1990-06-10", 7), day("2026-06-01"));
    let shopped = set_special_date_shopped(&mut store, me, id, true, utc(NOW)).unwrap();
    assert_eq!(
        shopped.value.date.shopped_occurrence,
        Some(day("2026-06-10"))
    );
    assert!(shopped.value.date.shopped());
    // Next year it is no longer shopped.
    let later = special_date(&mut store, me, id, utc("2026-06-11T12:00:00Z")).unwrap();
    assert!(!later.value.date.shopped());
    let cleared = set_special_date_shopped(&mut store, me, id, false, utc(NOW)).unwrap();
    assert_eq!(cleared.value.date.shopped_occurrence, None);
    let before = store.snapshot();
    assert_eq!(
        set_special_date_shopped(&mut store, other, id, true, utc(NOW)).map(|_| ()),
        Err(DateError::NotFound)
    );
    assert_eq!(store.state, before);
}

#[test]
fn updating_a_date() {
    type Draft = fn(&Two) -> SpecialDateDraft;
    type Who = fn(&Two) -> UserId;
    let me: Who = |t| t.me;
    // (case, who, draft, email enabled, Ok(next occurrence) or the error)
    type Case = (
        &'static str,
        Who,
        Draft,
        bool,
        Result<&'static str, DateError>,
    );
    let table: Vec<Case> = vec![
        (
            "new date, new schedule",
            me,
            |_| SpecialDateDraft {
                date: Some("1990-07-04".into()),
                ..Default::default()
            },
            false,
            Ok("2026-07-04"),
        ),
        (
            "title only keeps the rest",
            me,
            |_| SpecialDateDraft {
                title: Some("Ann's 36th".into()),
                ..Default::default()
            },
            false,
            Ok("2026-06-10"),
        ),
        (
            "someone else's date",
            |t| t.other,
            |_| SpecialDateDraft {
                title: Some("Mine".into()),
                ..Default::default()
            },
            false,
            Err(DateError::NotFound),
        ),
        (
            "relinked to someone else's contact",
            me,
            |t| SpecialDateDraft {
                contact_id: Some(Some(t.their_contact)),
                ..Default::default()
            },
            false,
            Err(invalid("contactId", messages::CONTACT_NOT_FOUND)),
        ),
        (
            "unlinked",
            me,
            |_| SpecialDateDraft {
                contact_id: Some(None),
                ..Default::default()
            },
            false,
            Ok("2026-06-10"),
        ),
        (
            "email reminders when email is off",
            me,
            |_| SpecialDateDraft {
                reminder_delivery: Some("EMAIL".into()),
                ..Default::default()
            },
            false,
            Err(invalid(
                "reminderDelivery",
                messages::EMAIL_REMINDERS_UNAVAILABLE,
            )),
        ),
        (
            "email reminders when email is on",
            me,
            |_| SpecialDateDraft {
                reminder_delivery: Some("email".into()),
                ..Default::default()
            },
            true,
            Ok("2026-06-10"),
        ),
        (
            "a blank title",
            me,
            |_| SpecialDateDraft {
                title: Some(" ".into()),
                ..Default::default()
            },
            false,
            Err(invalid("title", messages::TITLE_REQUIRED)),
        ),
    ];
    for (case, who, make, email_enabled, expected) in table {
        let mut t = two();
        let input = SpecialDateInput {
            contact_id: Some(t.my_contact),
            ..date_input("Ann's Birthday", "1990-06-10", 7)
        };
        let id = t.store.seed_date(t.me, input, day("2026-06-01"));
        let draft = make(&t);
        let actor = who(&t);
        let before = t.store.snapshot();
        let result = update_special_date(&mut t.store, actor, id, draft, email_enabled, utc(NOW));
        match expected {
            Ok(next) => {
                let updated = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                assert_eq!(
                    updated.value.date.schedule.next_occurrence,
                    day(next),
                    "{case}"
                );
                assert_eq!(
                    t.store.state.dates[&id], updated.value.date,
                    "{case}: stored"
                );
                if case == "email reminders when email is on" {
                    assert_eq!(
                        updated.value.date.input.reminder_delivery,
                        ReminderDelivery::Email
                    );
                }
            }
            Err(error) => {
                assert_eq!(result.map(|_| ()), Err(error), "{case}");
                assert_eq!(t.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn deleting_a_date() {
    let mut t = two();
    let id = t
        .store
        .seed_date(t.me, date_input("Ann", "1990-06-10", 7), day("2026-06-01"));
    let (me, other) = (t.me, t.other);
    assert_eq!(
        delete_special_date(&mut t.store, other, id),
        Err(DateError::NotFound)
    );
    assert_eq!(
        delete_special_date(&mut t.store, me, SpecialDateId(999)),
        Err(DateError::NotFound)
    );
    assert_eq!(delete_special_date(&mut t.store, me, id), Ok(()));
    assert!(t.store.state.dates.is_empty());
    assert_eq!(
        delete_special_date(&mut t.store, me, id),
        Err(DateError::NotFound)
    );
}

#[test]
fn the_first_few_coming_dates_are_read_alone_and_are_the_first_of_all() {
    // The dashboard's few come from one short read; a date before the
    // owner's today among them (the scheduler behind, a one-off of
    // yesterday) sends the read to all the dates. Either way the answer is
    // the head of the whole list, in any zone.
    let today_utc = day("2026-06-01");
    for zone in [
        "UTC",
        "Pacific/Kiritimati",
        "Pacific/Pago_Pago",
        "Asia/Tokyo",
    ] {
        for passed in [
            "none",
            "a date the scheduler has yet to move on",
            "a one-off of yesterday",
        ] {
            let mut store = InMemoryStore::new();
            let me = store.add_user("me@example.com", "Me");
            store.set_zone(me, zone);
            store.seed_date(me, date_input("June", "1990-06-20", 7), today_utc);
            store.seed_date(me, date_input("Tomorrow", "1990-06-02", 7), today_utc);
            store.seed_date(me, date_input("July", "1990-07-01", 7), today_utc);
            // Long past: never read by the short read.
            store.seed_date(
                me,
                SpecialDateInput {
                    recurring: false,
                    ..date_input("Last year's party", "2025-05-31", 7)
                },
                today_utc,
            );
            match passed {
                "a date the scheduler has yet to move on" => {
                    store.seed_date(me, date_input("Soon", "1990-06-05", 7), day("2025-06-01"));
                }
                "a one-off of yesterday" => {
                    store.seed_date(
                        me,
                        SpecialDateInput {
                            recurring: false,
                            ..date_input("Yesterday's party", "2026-05-31", 7)
                        },
                        today_utc,
                    );
                }
                _ => {}
            }
            let all = upcoming_special_dates(&mut store, me, None, None, utc(NOW)).unwrap();
            for limit in 1..=4 {
                store.calls.clear();
                let first =
                    upcoming_special_dates(&mut store, me, Some(limit), None, utc(NOW)).unwrap();
                let head: Vec<_> = all.value.iter().take(limit as usize).collect();
                let case = format!("{zone}, {passed}, limit {limit}");
                assert_eq!(first.value.iter().collect::<Vec<_>>(), head, "{case}");
                assert_eq!(first.today, all.today, "{case}");
                let expected: &[&str] = if passed == "none" {
                    &["dates_from"]
                } else {
                    &["dates_from", "dates"]
                };
                assert_eq!(store.calls, expected, "{case}");
            }
        }
    }
}
