//! The reminder tick (`use_cases::reminders`) against the in-memory store.

use crate::support::{block_on, date_input, day, FakeMailer, InMemoryStore};
use chrono::{DateTime, TimeDelta, Utc};
use domain::ids::ReminderId;
use domain::ids::{SpecialDateId, UserId};
use domain::reminder::{ClaimedEmail, DeliveryStatus, EmailOutcome, MAX_EMAIL_ATTEMPTS};
use domain::special_date::{ReminderDelivery, SpecialDateInput};
use domain::use_cases::reminders::{
    claim_due_reminders, record_email_outcome, send_reminder_email, EMAILS_PER_TICK,
};

fn utc(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

/// A store with one user in `zone` and one date of theirs, its schedule
/// computed on `added_on`.
fn one_date(
    zone: &str,
    input: SpecialDateInput,
    added_on: &str,
) -> (InMemoryStore, UserId, SpecialDateId) {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    store.set_zone(me, zone);
    let id = store.seed_date(me, input, day(added_on));
    (store, me, id)
}

fn email_input(title: &str, date: &str, reminder_days: u16) -> SpecialDateInput {
    SpecialDateInput {
        reminder_delivery: ReminderDelivery::Email,
        ..date_input(title, date, reminder_days)
    }
}

#[test]
fn a_due_reminder_is_recorded_once() {
    // Mum's birthday on 8 June, reminded 7 days before: due on 1 June.
    let (mut store, me, id) = one_date(
        "UTC",
        date_input("Mum's Birthday", "1960-06-08", 7),
        "2026-05-20",
    );
    let now = utc("2026-06-01T09:00:00Z");
    let first = claim_due_reminders(&mut store, now, false).unwrap();
    assert_eq!((first.advanced, first.recorded), (0, 1));
    assert!(first.emails.is_empty());
    let reminders = store.reminders();
    assert_eq!(reminders.len(), 1);
    let r = &reminders[0];
    assert_eq!(r.due.user_id, me);
    assert_eq!(r.due.special_date_id, id);
    assert_eq!(r.due.occurrence, day("2026-06-08"));
    assert_eq!(r.due.channel, ReminderDelivery::Dashboard);
    assert_eq!(r.due.delivery_status, DeliveryStatus::Delivered);
    assert_eq!(r.due.title, "Mum's Birthday is in 7 days");
    assert_eq!(r.due.body, "June 8, 2026 · Birthday");

    // Later ticks (the same minute, later that day, the next days) record none.
    for later in [
        "2026-06-01T09:00:00Z",
        "2026-06-01T23:59:00Z",
        "2026-06-02T00:01:00Z",
        "2026-06-08T12:00:00Z",
    ] {
        let again = claim_due_reminders(&mut store, utc(later), false).unwrap();
        assert_eq!(again.recorded, 0, "{later}");
    }
    assert_eq!(store.reminders().len(), 1);
}

#[test]
fn a_reminder_falls_due_on_its_day_in_the_owners_zone() {
    // 17 June, reminded 7 days before: due on 10 June, wherever the owner is.
    // (zone, now, recorded?)
    let table = [
        ("UTC", "2026-06-09T23:30:00Z", false),
        ("UTC", "2026-06-10T00:30:00Z", true),
        // Ahead of UTC: already 10 June there.
        ("Europe/Berlin", "2026-06-09T21:30:00Z", false), // 23:30 on the 9th
        ("Europe/Berlin", "2026-06-09T22:30:00Z", true),  // 00:30 on the 10th
        ("Pacific/Auckland", "2026-06-09T11:30:00Z", false),
        ("Pacific/Auckland", "2026-06-09T12:30:00Z", true),
        ("Pacific/Kiritimati", "2026-06-09T09:30:00Z", false),
        ("Pacific/Kiritimati", "2026-06-09T10:30:00Z", true),
        // Behind UTC: still 9 June there.
        ("America/New_York", "2026-06-10T03:30:00Z", false),
        ("America/New_York", "2026-06-10T04:30:00Z", true),
        ("Etc/GMT+12", "2026-06-10T11:30:00Z", false),
        ("Etc/GMT+12", "2026-06-10T12:30:00Z", true),
    ];
    for (zone, now, due) in table {
        let (mut store, _, _) = one_date(
            zone,
            date_input("Ann's Birthday", "1990-06-17", 7),
            "2026-06-01",
        );
        let result = claim_due_reminders(&mut store, utc(now), false).unwrap();
        assert_eq!(result.recorded, usize::from(due), "{zone} at {now}");
        if due {
            assert_eq!(
                store.reminders()[0].due.title,
                "Ann's Birthday is in 7 days",
                "{zone} at {now}"
            );
        }
    }
}

#[test]
fn the_day_itself_counts_in_the_owners_zone() {
    // Reminded on the day (0 days before) of 17 June; at 02:00 UTC on the
    // 18th it is still the 17th in Los Angeles, but over in UTC.
    // (zone, recorded, advanced, next occurrence after the tick)
    let table = [
        ("America/Los_Angeles", 1, 0, "2026-06-17"),
        ("UTC", 0, 1, "2027-06-17"),
    ];
    for (zone, recorded, advanced, next) in table {
        let (mut store, _, id) = one_date(
            zone,
            date_input("Ann's Birthday", "1990-06-17", 0),
            "2026-06-01",
        );
        let result = claim_due_reminders(&mut store, utc("2026-06-18T02:00:00Z"), false).unwrap();
        assert_eq!(
            (result.recorded, result.advanced),
            (recorded, advanced),
            "{zone}"
        );
        assert_eq!(
            store.state.dates[&id].schedule.next_occurrence,
            day(next),
            "{zone}"
        );
        if recorded == 1 {
            assert_eq!(store.reminders()[0].due.title, "Ann's Birthday is today");
        }
    }
}

#[test]
fn missed_reminders_are_caught_up_for_a_week() {
    // 30 June, reminded 20 days before: due on 10 June; the scheduler was
    // down until `now`.
    // (now, recorded?, title)
    let table = [
        ("2026-06-10T12:00:00Z", true, "Ann's Birthday is in 20 days"),
        ("2026-06-14T12:00:00Z", true, "Ann's Birthday is in 16 days"),
        ("2026-06-17T12:00:00Z", true, "Ann's Birthday is in 13 days"),
        ("2026-06-18T12:00:00Z", false, ""),
    ];
    for (now, due, title) in table {
        let (mut store, _, _) = one_date(
            "UTC",
            date_input("Ann's Birthday", "1990-06-30", 20),
            "2026-06-01",
        );
        let result = claim_due_reminders(&mut store, utc(now), false).unwrap();
        assert_eq!(result.recorded, usize::from(due), "{now}");
        if due {
            assert_eq!(store.reminders()[0].due.title, title, "{now}");
        }
    }
}

#[test]
fn passed_recurring_dates_move_on() {
    // (case, zone, date, recurring, added on, now, advanced, next occurrence after)
    let table = [
        (
            "a passed birthday",
            "UTC",
            "1960-05-20",
            true,
            "2026-05-01",
            "2026-06-01T12:00:00Z",
            1,
            "2027-05-20",
        ),
        (
            "a one-off date stays",
            "UTC",
            "2026-05-20",
            false,
            "2026-05-01",
            "2026-06-01T12:00:00Z",
            0,
            "2026-05-20",
        ),
        (
            "a year stale",
            "UTC",
            "1960-03-04",
            true,
            "2025-01-01",
            "2026-06-01T12:00:00Z",
            1,
            "2027-03-04",
        ),
        (
            "same instant, UTC",
            "UTC",
            "1990-06-09",
            true,
            "2026-06-01",
            "2026-06-10T03:00:00Z",
            1,
            "2027-06-09",
        ),
        // The 9th has passed in Kiritimati (UTC+14) while UTC is still on it.
        (
            "ahead of UTC",
            "Pacific/Kiritimati",
            "1990-06-09",
            true,
            "2026-06-01",
            "2026-06-09T12:00:00Z",
            1,
            "2027-06-09",
        ),
    ];
    for (case, zone, date, recurring, added_on, now, advanced, next) in table {
        let input = SpecialDateInput {
            recurring,
            ..date_input("Ann's Birthday", date, 7)
        };
        let (mut store, _, id) = one_date(zone, input, added_on);
        let result = claim_due_reminders(&mut store, utc(now), false).unwrap();
        assert_eq!(result.advanced, advanced, "{case}");
        assert_eq!(
            store.state.dates[&id].schedule.next_occurrence,
            day(next),
            "{case}"
        );
        // A second tick has nothing left to move.
        let again = claim_due_reminders(&mut store, utc(now), false).unwrap();
        assert_eq!(again.advanced, 0, "{case}");
    }
}

#[test]
fn a_date_on_its_day_is_not_moved_on() {
    // Each date was added on 1 May (reminder due 7 days before its day) and
    // its day is today in its owner's zone: it has not passed, so its
    // occurrence stays and it is not counted as moved on. Its stored reminder
    // day becomes today (a coming occurrence is never reminded before today).
    // (case, zone, date, now, today there)
    let table = [
        (
            "today in UTC",
            "UTC",
            "1960-06-01",
            "2026-06-01T23:59:00Z",
            "2026-06-01",
        ),
        // The 9th has passed in UTC, not yet in New York.
        (
            "today behind UTC",
            "America/New_York",
            "1990-06-09",
            "2026-06-10T03:00:00Z",
            "2026-06-09",
        ),
    ];
    for (case, zone, date, now, today) in table {
        let (mut store, _, id) =
            one_date(zone, date_input("Ann's Birthday", date, 7), "2026-05-01");
        let before = store.state.dates[&id].schedule;
        let result = claim_due_reminders(&mut store, utc(now), false).unwrap();
        let after = store.state.dates[&id].schedule;
        assert_eq!(after.next_occurrence, before.next_occurrence, "{case}");
        assert_eq!(result.advanced, 0, "{case}");
        assert_eq!(after.remind_on, day(today), "{case}");
    }
}

#[test]
fn a_date_moved_on_is_reminded_in_the_same_tick() {
    // Stored as of last year (next: 5 June 2025); on 1 June 2026 it moves to
    // 5 June 2026, whose reminder (due 29 May, clamped to today) is recorded.
    let (mut store, _, id) = one_date(
        "UTC",
        date_input("Ann's Birthday", "1960-06-05", 7),
        "2025-05-01",
    );
    let result = claim_due_reminders(&mut store, utc("2026-06-01T12:00:00Z"), false).unwrap();
    assert_eq!((result.advanced, result.recorded), (1, 1));
    let schedule = store.state.dates[&id].schedule;
    assert_eq!(schedule.next_occurrence, day("2026-06-05"));
    assert_eq!(schedule.remind_on, day("2026-06-01"));
    let reminders = store.reminders();
    assert_eq!(reminders[0].due.occurrence, day("2026-06-05"));
    assert_eq!(reminders[0].due.title, "Ann's Birthday is in 4 days");
}

#[test]
fn more_than_a_batch_of_dates_are_all_seen() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    for n in 0..1201 {
        let title = format!("Date {n}");
        // Half stale from last year, half due now.
        let added_on = if n % 2 == 0 {
            "2025-05-01"
        } else {
            "2026-06-01"
        };
        store.seed_date(me, date_input(&title, "1960-06-05", 7), day(added_on));
    }
    let result = claim_due_reminders(&mut store, utc("2026-06-01T12:00:00Z"), false).unwrap();
    assert_eq!(result.advanced, 601);
    assert_eq!(result.recorded, 1201);
}

#[test]
fn emails_are_claimed_only_when_email_is_enabled() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    store.seed_date(
        me,
        email_input("Mum's Birthday", "1960-06-08", 7),
        day("2026-05-20"),
    );
    let other = store.add_user("other@example.com", "Other");
    store.seed_date(
        other,
        date_input("Dad's Birthday", "1960-06-08", 7),
        day("2026-05-20"),
    );
    let now = utc("2026-06-01T09:00:00Z");

    let off = claim_due_reminders(&mut store, now, false).unwrap();
    assert_eq!(off.recorded, 2);
    assert!(off.emails.is_empty());
    assert!(!store.calls.contains(&"claim_emails"));
    let statuses: Vec<_> = store
        .reminders()
        .iter()
        .map(|r| (r.due.channel, r.due.delivery_status))
        .collect();
    assert_eq!(
        statuses,
        [
            (ReminderDelivery::Email, DeliveryStatus::Pending),
            (ReminderDelivery::Dashboard, DeliveryStatus::Delivered),
        ]
    );

    let on = claim_due_reminders(&mut store, now, true).unwrap();
    assert_eq!(on.recorded, 0);
    assert_eq!(on.emails.len(), 1, "only the email reminder");
    let claimed = &on.emails[0];
    assert_eq!(claimed.to.as_deref(), Some("me@example.com"));
    assert_eq!(claimed.title, "Mum's Birthday is in 7 days");
    assert_eq!(claimed.body, "June 8, 2026 · Birthday");
    let stored = &store.state.reminders[&claimed.reminder_id];
    assert_eq!(stored.reminder.due.delivery_status, DeliveryStatus::Sending);
    assert_eq!(stored.attempts, 1);

    // A claim in flight is not claimed again, until it is stale.
    let soon = claim_due_reminders(&mut store, now + TimeDelta::minutes(9), true).unwrap();
    assert!(soon.emails.is_empty());
    let stale = claim_due_reminders(&mut store, now + TimeDelta::minutes(11), true).unwrap();
    assert_eq!(stale.emails.len(), 1);
    assert_eq!(store.state.reminders[&claimed.reminder_id].attempts, 2);
}

#[test]
fn at_most_a_tick_s_worth_of_emails_is_claimed() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    for n in 0..(EMAILS_PER_TICK + 3) {
        store.seed_date(
            me,
            email_input(&format!("Date {n}"), "1960-06-08", 7),
            day("2026-05-20"),
        );
    }
    let now = utc("2026-06-01T09:00:00Z");
    let first = claim_due_reminders(&mut store, now, true).unwrap();
    assert_eq!(
        first.emails.len(),
        usize::try_from(EMAILS_PER_TICK).unwrap()
    );
    let second = claim_due_reminders(&mut store, now, true).unwrap();
    assert_eq!(second.emails.len(), 3);
}

#[test]
fn email_outcomes() {
    // (outcome, attempts so far, status after)
    let table = [
        (EmailOutcome::Sent, 1, DeliveryStatus::Sent),
        (EmailOutcome::Sent, 5, DeliveryStatus::Sent),
        (EmailOutcome::Failed, 1, DeliveryStatus::Pending),
        (EmailOutcome::Failed, 4, DeliveryStatus::Pending),
        (EmailOutcome::Failed, 5, DeliveryStatus::Failed),
        (EmailOutcome::Failed, 6, DeliveryStatus::Failed),
        (EmailOutcome::Undeliverable, 1, DeliveryStatus::Failed),
        (EmailOutcome::TurnedOff, 1, DeliveryStatus::Skipped),
    ];
    for (outcome, attempts, expected) in table {
        let mut store = InMemoryStore::new();
        let me = store.add_user("me@example.com", "Me");
        let date = store.seed_date(me, email_input("Mum", "1960-06-08", 7), day("2026-05-20"));
        let id = store.seed_email_reminder(me, date, attempts);
        record_email_outcome(&mut store, id, outcome).unwrap();
        let stored = &store.state.reminders[&id];
        assert_eq!(
            stored.reminder.due.delivery_status, expected,
            "{outcome:?} {attempts}"
        );
        assert_eq!(
            stored.attempts, attempts,
            "{outcome:?} {attempts}: not counted here"
        );
        assert_eq!(
            store.calls.contains(&"email_attempts"),
            outcome == EmailOutcome::Failed,
            "{outcome:?}: attempts read only for a failure"
        );
    }
}

#[test]
fn a_failing_email_is_retried_until_the_last_attempt() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    store.seed_date(
        me,
        email_input("Mum's Birthday", "1960-06-08", 7),
        day("2026-05-20"),
    );
    let mut now = utc("2026-06-01T09:00:00Z");
    for attempt in 1..=MAX_EMAIL_ATTEMPTS {
        let tick = claim_due_reminders(&mut store, now, true).unwrap();
        assert_eq!(tick.emails.len(), 1, "attempt {attempt}");
        let id = tick.emails[0].reminder_id;
        record_email_outcome(&mut store, id, EmailOutcome::Failed).unwrap();
        let expected = if attempt < MAX_EMAIL_ATTEMPTS {
            DeliveryStatus::Pending
        } else {
            DeliveryStatus::Failed
        };
        assert_eq!(
            store.state.reminders[&id].reminder.due.delivery_status, expected,
            "attempt {attempt}"
        );
        now += TimeDelta::minutes(1);
    }
    let after = claim_due_reminders(&mut store, now + TimeDelta::hours(1), true).unwrap();
    assert!(after.emails.is_empty(), "given up");
    assert_eq!(store.reminders().len(), 1);
}

#[test]
fn a_claimed_email_is_sent_once_failed_or_undeliverable() {
    let claimed = |to: Option<&str>, wanted: bool| ClaimedEmail {
        reminder_id: ReminderId(7),
        to: to.map(str::to_owned),
        wanted,
        title: "Mum's Birthday is in 7 days".into(),
        body: "June 8, 2026 · Birthday".into(),
    };
    // (case, address, email reminders on, mailer failure, outcome, emails handed over)
    let table = [
        (
            "sent",
            Some("ada@example.com"),
            true,
            None,
            EmailOutcome::Sent,
            1,
        ),
        (
            "the server refuses",
            Some("ada@example.com"),
            true,
            Some("554 refused"),
            EmailOutcome::Failed,
            0,
        ),
        (
            "no address",
            None,
            true,
            None,
            EmailOutcome::Undeliverable,
            0,
        ),
        (
            "email reminders off",
            Some("ada@example.com"),
            false,
            None,
            EmailOutcome::TurnedOff,
            0,
        ),
    ];
    for (case, to, wanted, failure, outcome, handed) in table {
        let mailer = FakeMailer {
            failure: failure.map(str::to_owned),
            ..FakeMailer::default()
        };
        let attempt = block_on(send_reminder_email(
            &mailer,
            &claimed(to, wanted),
            Some("https://presently.example/"),
        ));
        assert_eq!(attempt.outcome, outcome, "{case}");
        assert_eq!(attempt.failure.as_deref(), failure, "{case}");
        let sent = mailer.sent.borrow();
        assert_eq!(sent.len(), handed, "{case}");
        if let Some(email) = sent.first() {
            assert_eq!(email.to, "ada@example.com");
            assert_eq!(email.subject, "Reminder: Mum's Birthday is in 7 days");
            assert!(email
                .body
                .contains("See your dates: https://presently.example/"));
        }
    }
}
