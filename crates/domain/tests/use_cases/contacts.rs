//! Contact import and its preview (`use_cases::contacts`) against the
//! in-memory store.

use crate::support::{day, InMemoryStore};
use chrono::{DateTime, Utc};
use domain::contact_import::{EntryStatus, ImportDraft, ImportRefusal, IMPORT_MAX_CONTACTS};
use domain::messages;
use domain::ports::{Conflict, StoreError};
use domain::special_date::{DateType, ReminderDelivery, DEFAULT_REMINDER_DAYS};
use domain::use_cases::contacts::{import_contacts, preview_import, ContactError, ImportCandidate};
use domain::ValidationError;

fn utc(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

fn named(name: &str) -> ImportDraft {
    ImportDraft {
        name: Some(name.into()),
        ..Default::default()
    }
}

fn store_with_me() -> (InMemoryStore, domain::ids::UserId) {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    (store, me)
}

#[test]
fn refused_imports_write_nothing() {
    let invalid_second = vec![
        ImportDraft {
            birthday: Some("--05-17".into()),
            ..named("Ann")
        },
        ImportDraft {
            email: Some("not an email".into()),
            ..named("Bob")
        },
    ];
    let bad_date = vec![
        named("Ann"),
        named("Bob"),
        ImportDraft {
            anniversary: Some("May 17".into()),
            ..named("Cy")
        },
    ];
    let no_name = vec![named("Ann"), ImportDraft::default()];
    // (case, drafts, expected refusal)
    let table = [
        ("none selected", Vec::new(), ImportRefusal::NoneSelected),
        (
            "over the limit",
            vec![named("Ann"); IMPORT_MAX_CONTACTS + 1],
            ImportRefusal::TooMany,
        ),
        (
            "one invalid email",
            invalid_second,
            ImportRefusal::Invalid(ValidationError::field(
                "contacts[1].email",
                &format!("Contact 2: {}", messages::INVALID_EMAIL),
            )),
        ),
        (
            "one invalid date",
            bad_date,
            ImportRefusal::Invalid(ValidationError::field(
                "contacts[2].anniversary",
                &format!("Contact 3: {}", messages::DATE_INVALID),
            )),
        ),
        (
            "one without a name",
            no_name,
            ImportRefusal::Invalid(ValidationError::field(
                "contacts[1].name",
                &format!("Contact 2: {}", messages::NAME_REQUIRED),
            )),
        ),
    ];
    for (case, drafts, refusal) in table {
        let (mut store, me) = store_with_me();
        let before = store.snapshot();
        let result = import_contacts(&mut store, me, drafts, utc("2026-06-01T12:00:00Z"));
        assert_eq!(result, Err(ContactError::ImportRefused(refusal)), "{case}");
        assert_eq!(store.state, before, "{case}");
        assert!(store.calls.is_empty(), "{case}: refused before the store");
    }
}

#[test]
fn the_limit_itself_is_allowed() {
    let (mut store, me) = store_with_me();
    let drafts = vec![named("Ann"); IMPORT_MAX_CONTACTS];
    let imported = import_contacts(&mut store, me, drafts, utc("2026-06-01T12:00:00Z")).unwrap();
    assert_eq!(imported.contacts.len(), IMPORT_MAX_CONTACTS);
    assert_eq!(store.state.contacts.len(), IMPORT_MAX_CONTACTS);
}

#[test]
fn imports_past_the_hourly_limit_or_the_caps_are_refused_whole() {
    use domain::limits::{MAX_CONTACTS, MAX_SPECIAL_DATES};
    let now = utc("2026-06-01T12:00:00Z");

    // Ten imports in the hour: the eleventh waits until the first leaves it.
    let (mut store, me) = store_with_me();
    for minutes in 0..10 {
        let at = now - chrono::Duration::minutes(50) + chrono::Duration::minutes(minutes);
        import_contacts(&mut store, me, vec![named(&format!("N{minutes}"))], at).unwrap();
    }
    let before = store.snapshot();
    let result = import_contacts(&mut store, me, vec![named("Ann")], now);
    assert_eq!(
        result,
        Err(ContactError::TooManyImports {
            retry_after: std::time::Duration::from_secs(600)
        })
    );
    assert_eq!(store.state, before);

    // One contact short of the cap: one more fits, two do not.
    let (mut store, me) = store_with_me();
    for n in 1..MAX_CONTACTS {
        store.seed_contact(me, &format!("Contact {n}"), None, None);
    }
    let before = store.snapshot();
    let result = import_contacts(&mut store, me, vec![named("Ann"), named("Bob")], now);
    assert_eq!(result, Err(ContactError::TooManyContacts));
    assert_eq!(store.state, before);
    import_contacts(&mut store, me, vec![named("Ann")], now).unwrap();
    let result = domain::use_cases::contacts::add_contact(
        &mut store,
        me,
        domain::contact::ContactDraft {
            name: Some("Cy".into()),
            ..Default::default()
        },
    );
    assert_eq!(result, Err(ContactError::TooManyContacts));

    // Dates: each birthday and anniversary counts.
    let (mut store, me) = store_with_me();
    let birthdays = MAX_SPECIAL_DATES / 2;
    let drafts: Vec<ImportDraft> = (0..2)
        .map(|_| ImportDraft {
            birthday: Some("1990-01-02".into()),
            anniversary: Some("2015-06-20".into()),
            ..named("Ann")
        })
        .collect();
    for _ in 0..(birthdays / IMPORT_MAX_CONTACTS as u64) {
        let many = vec![
            ImportDraft {
                birthday: Some("1990-01-02".into()),
                anniversary: Some("2015-06-20".into()),
                ..named("Ann")
            };
            IMPORT_MAX_CONTACTS
        ];
        store.state.contacts.clear();
        import_contacts(&mut store, me, many, now).unwrap();
    }
    store.state.contacts.clear();
    let result = import_contacts(&mut store, me, drafts, now);
    assert_eq!(result, Err(ContactError::TooManyDates));
}

#[test]
fn a_failing_write_rolls_the_whole_import_back() {
    for method in ["insert_contact", "add_date", "time_zone"] {
        let (mut store, me) = store_with_me();
        store.seed_contact(me, "Already here", Some("old@example.com"), None);
        let before = store.snapshot();
        store.fail(method, StoreError::Failed("boom".into()));
        let drafts = vec![
            ImportDraft {
                birthday: Some("1990-01-02".into()),
                ..named("Ann")
            },
            named("Bob"),
        ];
        let result = import_contacts(&mut store, me, drafts, utc("2026-06-01T12:00:00Z"));
        assert_eq!(
            result,
            Err(ContactError::Store(StoreError::Failed("boom".into()))),
            "{method}"
        );
        assert_eq!(store.state, before, "{method}: nothing written");
    }
}

#[test]
fn a_failure_after_some_writes_leaves_none_of_them() {
    let drafts = || {
        vec![
            ImportDraft {
                birthday: Some("1990-01-02".into()),
                ..named("Ann")
            },
            ImportDraft {
                birthday: Some("1991-03-04".into()),
                ..named("Bob")
            },
            named("Cy"),
        ]
    };
    // (case, method, calls that succeed before it fails)
    let table = [
        ("Bob's birthday fails", "add_date", 1),
        ("the third contact fails", "insert_contact", 2),
    ];
    for (case, method, successes) in table {
        let (mut store, me) = store_with_me();
        let before = store.snapshot();
        store.fail_after(method, successes, StoreError::Conflict(Conflict::Duplicate));
        let result = import_contacts(&mut store, me, drafts(), utc("2026-06-01T12:00:00Z"));
        assert_eq!(
            result,
            Err(ContactError::Store(StoreError::Conflict(
                Conflict::Duplicate
            ))),
            "{case}"
        );
        assert!(
            store.calls.iter().filter(|c| **c == method).count() > 1,
            "{case}: something was written first"
        );
        assert_eq!(store.state, before, "{case}: nothing written");
    }
}

#[test]
fn birthdays_and_anniversaries_become_recurring_dates() {
    // (case, time zone, now, birthday, anniversary, expected dates as
    //  (title, type, stored date, next occurrence, remind on))
    type Expected = &'static [(
        &'static str,
        DateType,
        &'static str,
        &'static str,
        &'static str,
    )];
    type Case = (
        &'static str,
        &'static str,
        &'static str,
        Option<&'static str>,
        Option<&'static str>,
        Expected,
    );
    let table: [Case; 6] = [
        ("no dates", "UTC", "2026-06-01T12:00:00Z", None, None, &[]),
        (
            "birthday with a year",
            "UTC",
            "2026-06-01T12:00:00Z",
            Some("1990-08-20"),
            None,
            &[(
                "Ann's Birthday",
                DateType::Birthday,
                "1990-08-20",
                "2026-08-20",
                "2026-08-13",
            )],
        ),
        (
            "year-less birthday, passed this year",
            "UTC",
            "2026-06-01T12:00:00Z",
            Some("--05-17"),
            None,
            &[(
                "Ann's Birthday",
                DateType::Birthday,
                "2000-05-17",
                "2027-05-17",
                "2027-05-10",
            )],
        ),
        (
            "both, anniversary close: reminder clamped to today",
            "UTC",
            "2026-06-01T12:00:00Z",
            Some("--12-01"),
            Some("2015-06-03"),
            &[
                (
                    "Ann's Birthday",
                    DateType::Birthday,
                    "2000-12-01",
                    "2026-12-01",
                    "2026-11-24",
                ),
                (
                    "Ann's Anniversary",
                    DateType::Anniversary,
                    "2015-06-03",
                    "2026-06-03",
                    "2026-06-01",
                ),
            ],
        ),
        // 02:00 UTC on 17 May is still 16 May in New York: the birthday
        // on the 16th is today there, not next year.
        (
            "the owner's today, behind UTC",
            "America/New_York",
            "2026-05-17T02:00:00Z",
            Some("--05-16"),
            None,
            &[(
                "Ann's Birthday",
                DateType::Birthday,
                "2000-05-16",
                "2026-05-16",
                "2026-05-16",
            )],
        ),
        (
            "the same instant in UTC",
            "UTC",
            "2026-05-17T02:00:00Z",
            Some("--05-16"),
            None,
            &[(
                "Ann's Birthday",
                DateType::Birthday,
                "2000-05-16",
                "2027-05-16",
                "2027-05-09",
            )],
        ),
    ];
    for (case, zone, now, birthday, anniversary, expected) in table {
        let (mut store, me) = store_with_me();
        store.set_zone(me, zone);
        let drafts = vec![ImportDraft {
            email: Some("Ann@Example.com".into()),
            birthday: birthday.map(Into::into),
            anniversary: anniversary.map(Into::into),
            ..named(" Ann ")
        }];
        let imported = import_contacts(&mut store, me, drafts, utc(now)).unwrap();
        assert_eq!(imported.contacts.len(), 1, "{case}");
        assert_eq!(imported.dates_created, expected.len(), "{case}");
        let contact = &imported.contacts[0];
        assert_eq!(contact.input.name, "Ann", "{case}");
        assert_eq!(
            contact.input.email.as_deref(),
            Some("ann@example.com"),
            "{case}"
        );
        assert_eq!(store.state.contacts[&contact.id].0, me, "{case}");
        let dates: Vec<_> = store.state.dates.values().collect();
        assert_eq!(dates.len(), expected.len(), "{case}");
        for (date, (title, date_type, stored, next, remind_on)) in dates.iter().zip(expected) {
            assert_eq!(date.user_id, me, "{case}");
            assert_eq!(date.input.title, *title, "{case}");
            assert_eq!(date.input.date_type, *date_type, "{case}");
            assert_eq!(date.input.date, day(stored), "{case}");
            assert_eq!(date.input.contact_id, Some(contact.id), "{case}");
            assert!(date.input.recurring, "{case}");
            assert_eq!(date.input.reminder_days, DEFAULT_REMINDER_DAYS, "{case}");
            assert_eq!(
                date.input.reminder_delivery,
                ReminderDelivery::Dashboard,
                "{case}"
            );
            assert_eq!(date.schedule.next_occurrence, day(next), "{case}: next");
            assert_eq!(date.schedule.remind_on, day(remind_on), "{case}: remind on");
        }
    }
}

#[test]
fn an_import_writes_every_contact_in_one_transaction() {
    let (mut store, me) = store_with_me();
    let drafts = vec![
        ImportDraft {
            birthday: Some("--05-17".into()),
            anniversary: Some("2010-09-09".into()),
            ..named("Ann")
        },
        ImportDraft {
            phone: Some("+1 555 0100".into()),
            relationship: Some("Friend".into()),
            ..named("Bob")
        },
        ImportDraft {
            birthday: Some(" ".into()),
            ..named("Cy")
        },
    ];
    let imported = import_contacts(&mut store, me, drafts, utc("2026-06-01T12:00:00Z")).unwrap();
    let names: Vec<_> = imported
        .contacts
        .iter()
        .map(|c| c.input.name.as_str())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cy"]);
    assert_eq!(imported.dates_created, 2, "a blank birthday is none");
    assert_eq!(store.state.dates.len(), 2);
    assert_eq!(store.transactions, 1);
    assert_eq!(
        store.calls.iter().filter(|c| **c == "time_zone").count(),
        1,
        "the owner's today is read once"
    );
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| (*v).to_owned()).collect()
}

#[test]
fn preview_marks_new_duplicate_and_skipped_entries() {
    let (mut store, me) = store_with_me();
    let other = store.add_user("other@example.com", "Other");
    store.seed_contact(me, "Ann", Some("ann@example.com"), None);
    store.seed_contact(me, "Bob", None, Some("+44 20 7946 0000"));
    store.seed_contact(me, "Cy", Some("cy@example.com"), Some("555-0100"));
    // Another user's contacts are not mine: not duplicates.
    store.seed_contact(other, "Dee", Some("dee@example.com"), Some("555-0199"));

    let dup = (EntryStatus::Duplicate, Some("Already in your contacts"));
    let new = (EntryStatus::New, None);
    // (name, emails, phones, expected)
    type Entry = (
        Option<&'static str>,
        Vec<String>,
        Vec<String>,
        (EntryStatus, Option<&'static str>),
    );
    let table: Vec<Entry> = vec![
        (Some("Ann"), strings(&["ANN@Example.COM"]), vec![], dup),
        (
            Some("Ann at work"),
            strings(&["ann@work.example", "ann@example.com"]),
            vec![],
            dup,
        ),
        (Some("Bob"), vec![], strings(&["+44 (20) 7946-0000"]), dup),
        (Some("Bob local"), vec![], strings(&["020 7946 0000"]), new),
        (Some("Cy"), vec![], strings(&["5550100"]), dup),
        (
            Some("Dee"),
            strings(&["dee@example.com"]),
            strings(&["555 0199"]),
            new,
        ),
        (Some("Dee again"), vec![], strings(&["(555) 0199"]), dup),
        (Some("Eve"), strings(&["eve@example.com"]), vec![], new),
        (Some("Eve"), strings(&["EVE@example.com"]), vec![], dup),
        (
            None,
            strings(&["x@example.com"]),
            vec![],
            (EntryStatus::Skipped, Some("No name")),
        ),
        (
            Some("  "),
            vec![],
            strings(&["555"]),
            (EntryStatus::Skipped, Some("No name")),
        ),
        (
            Some("Nobody"),
            vec![],
            vec![],
            (EntryStatus::Skipped, Some("No phone or email")),
        ),
        // A skipped entry is not remembered: the next one with its address is new.
        (Some("Xavier"), strings(&["x@example.com"]), vec![], new),
        // A phone with no digits matches nothing.
        (Some("Fay"), vec![], strings(&["n/a"]), new),
        (Some("Gus"), vec![], strings(&["n/a"]), new),
    ];
    let candidates: Vec<ImportCandidate<'_>> = table
        .iter()
        .map(|(name, emails, phones, _)| ImportCandidate {
            name: *name,
            emails,
            phones,
            complete: true,
        })
        .collect();
    let before = store.snapshot();
    let verdicts = preview_import(&mut store, me, &candidates).unwrap();
    assert_eq!(verdicts.len(), table.len());
    for ((name, emails, phones, (status, reason)), verdict) in table.iter().zip(&verdicts) {
        let case = format!("{name:?} {emails:?} {phones:?}");
        assert_eq!(verdict.status, *status, "{case}");
        assert_eq!(verdict.reason, *reason, "{case}");
    }
    assert_eq!(store.state, before, "a preview writes nothing");
    assert_eq!(store.calls, ["contact_addresses"]);
}
