//! Special dates: what a user keeps, how it is validated, and its schedule.

use chrono::{NaiveDate, NaiveDateTime};

use crate::calendar;
use crate::ids::{ContactId, SpecialDateId, UserId};
use crate::messages;
use crate::validation::{patched, read, Draft, ValidationError};
use validator::{Validate, ValidateRange};

pub const TITLE_MAX: u64 = 200;
pub const NOTES_MAX: u64 = 2000;
pub const REMINDER_DAYS_MAX: i64 = 365;
pub const DEFAULT_REMINDER_DAYS: u16 = 7;

string_enum!(
    /// The kind of occasion, which picks the card's accent and call to action.
    DateType {
        Birthday => "birthday" / "Birthday",
        Anniversary => "anniversary" / "Anniversary",
        Holiday => "holiday" / "Holiday",
        Graduation => "graduation" / "Graduation",
        Promotion => "promotion" / "Promotion",
        Other => "other" / "Other",
    }
);

string_enum!(
    /// How a reminder reaches the user; every reminder also shows in the bell.
    ReminderDelivery {
        Dashboard => "dashboard" / "Dashboard alerts",
        Browser => "browser" / "Browser notifications",
        Email => "email" / "Email",
    }
);

/// A validated special date, as written.
#[derive(Debug, Clone, PartialEq, Eq, Validate)]
pub struct SpecialDateInput {
    #[validate(length(max = TITLE_MAX, code = "TITLE_TOO_LONG"))]
    pub title: String,
    pub date_type: DateType,
    pub date: NaiveDate,
    pub contact_id: Option<ContactId>,
    pub recurring: bool,
    pub reminder_days: u16,
    pub reminder_delivery: ReminderDelivery,
    #[validate(length(max = NOTES_MAX, code = "NOTES_TOO_LONG"))]
    pub notes: Option<String>,
    /// A day that moves with a country's calendar (Mother's Day, Diwali):
    /// each year's occurrence is that year's date, not `date`'s anniversary.
    pub gift_day: Option<MovableDay>,
}

/// A country's gift-giving day a recurring date follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovableDay {
    pub day: crate::holiday::GiftDay,
    pub country: crate::holiday::Country,
}

/// A date form's fields in the order the form shows them.
const DATE_FIELDS: &[&str] = &[
    "title",
    "type",
    "date",
    "reminderDays",
    "reminderDelivery",
    "notes",
];

/// What a client sends: every field optional, so one draft serves create and
/// update. For update, `Some(None)` clears an optional field.
#[derive(Debug, Clone, Default)]
pub struct SpecialDateDraft {
    pub title: Option<String>,
    pub date_type: Option<String>,
    pub date: Option<String>,
    pub contact_id: Option<Option<ContactId>>,
    pub recurring: Option<bool>,
    pub reminder_days: Option<i64>,
    pub reminder_delivery: Option<String>,
    pub notes: Option<Option<String>>,
    /// Set only by a suggested gift-giving day (never by a client's body).
    pub gift_day: Option<MovableDay>,
}

impl Draft for SpecialDateDraft {
    type Input = SpecialDateInput;

    fn validate_over(
        self,
        current: Option<&SpecialDateInput>,
    ) -> Result<SpecialDateInput, ValidationError> {
        let mut errors = Vec::new();
        let title = read(
            &mut errors,
            "title",
            match self.title.map(|t| t.trim().to_owned()) {
                Some(t) if t.is_empty() => Err(messages::TITLE_REQUIRED),
                Some(t) => Ok(t),
                None => current
                    .map(|c| c.title.clone())
                    .ok_or(messages::TITLE_REQUIRED),
            },
        );
        let date_type = read(
            &mut errors,
            "type",
            match self.date_type.as_deref().map(str::trim) {
                Some("") => Err(messages::TYPE_REQUIRED),
                Some(text) => DateType::parse(text).ok_or(messages::TYPE_INVALID),
                None => current.map(|c| c.date_type).ok_or(messages::TYPE_REQUIRED),
            },
        );
        let date = read(
            &mut errors,
            "date",
            match self.date.as_deref().map(str::trim) {
                Some("") => Err(messages::DATE_REQUIRED),
                Some(text) => parse_calendar_date(text).ok_or(messages::DATE_INVALID),
                None => current.map(|c| c.date).ok_or(messages::DATE_REQUIRED),
            },
        );
        let reminder_days = read(
            &mut errors,
            "reminderDays",
            match self.reminder_days {
                Some(days) => u16::try_from(days)
                    .ok()
                    .filter(|_| days.validate_range(Some(0), Some(REMINDER_DAYS_MAX), None, None))
                    .ok_or(messages::REMINDER_DAYS_RANGE),
                None => Ok(current.map_or(DEFAULT_REMINDER_DAYS, |c| c.reminder_days)),
            },
        );
        let reminder_delivery = read(
            &mut errors,
            "reminderDelivery",
            match self.reminder_delivery.as_deref() {
                Some(text) => {
                    ReminderDelivery::parse(text).ok_or(messages::REMINDER_DELIVERY_INVALID)
                }
                None => Ok(current.map_or(ReminderDelivery::Dashboard, |c| c.reminder_delivery)),
            },
        );
        // Fields that failed to read take stand-ins here; the errors above
        // refuse the input before it is used.
        let input = SpecialDateInput {
            title: title.unwrap_or_default(),
            date_type: date_type.unwrap_or(DateType::Other),
            date: date.unwrap_or_default(),
            contact_id: match self.contact_id {
                Some(id) => id,
                None => current.and_then(|c| c.contact_id),
            },
            recurring: self
                .recurring
                .unwrap_or(current.is_none_or(|c| c.recurring)),
            reminder_days: reminder_days.unwrap_or_default(),
            reminder_delivery: reminder_delivery.unwrap_or(ReminderDelivery::Dashboard),
            notes: patched(self.notes, current.map(|c| &c.notes)),
            gift_day: self.gift_day.or(current.and_then(|c| c.gift_day)),
        };
        ValidationError::gather(DATE_FIELDS, errors, input.validate())?;
        Ok(input)
    }
}

/// `YYYY-MM-DD` (a calendar date, never an instant).
pub fn parse_calendar_date(text: &str) -> Option<NaiveDate> {
    let date = NaiveDate::parse_from_str(text, "%Y-%m-%d").ok()?;
    (1..=9999)
        .contains(&chrono::Datelike::year(&date))
        .then_some(date)
}

/// Where a date stands on the calendar for its owner, computed on every write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Schedule {
    pub next_occurrence: NaiveDate,
    /// The day the reminder is due; never before `today` for a coming
    /// occurrence, so a date added late is reminded about at once.
    pub remind_on: NaiveDate,
}

impl Schedule {
    pub fn compute(
        date: NaiveDate,
        recurring: bool,
        reminder_days: u16,
        today: NaiveDate,
    ) -> Schedule {
        let next_occurrence = calendar::next_occurrence(date, recurring, today);
        let remind_on = calendar::remind_on(next_occurrence, reminder_days);
        let remind_on = if next_occurrence >= today {
            remind_on.max(today)
        } else {
            remind_on
        };
        Schedule {
            next_occurrence,
            remind_on,
        }
    }

    /// The schedule of `input`: a date that follows a gift-giving day
    /// takes that day's next date (its anniversary past the bundled table).
    pub fn of(input: &SpecialDateInput, today: NaiveDate) -> Schedule {
        let moved = input
            .gift_day
            .filter(|_| input.recurring && input.date < today)
            .and_then(|m| crate::holiday::next_date(m.day, m.country, today));
        Schedule::compute(
            moved.unwrap_or(input.date),
            input.recurring,
            input.reminder_days,
            today,
        )
    }
}

/// A stored special date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecialDate {
    pub id: SpecialDateId,
    pub user_id: UserId,
    pub input: SpecialDateInput,
    /// The occurrence the user ticked 'Already shopped' for, if any.
    pub shopped_occurrence: Option<NaiveDate>,
    pub schedule: Schedule,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

impl SpecialDate {
    /// 'Already shopped' holds for the current occurrence only: it clears
    /// itself when the date rolls over to the next one.
    pub fn shopped(&self) -> bool {
        self.shopped_occurrence == Some(self.schedule.next_occurrence)
    }

    /// The date as of its owner's `today`: a recurring date whose stored
    /// occurrence has passed (the scheduler moves it on within a minute) gets
    /// its next one computed here, so reads never have to write.
    pub fn as_of(mut self, today: NaiveDate) -> SpecialDate {
        if self.input.recurring && self.schedule.next_occurrence < today {
            self.schedule = Schedule::of(&self.input, today);
        }
        self
    }
}

/// The linked contact as a card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactRef {
    pub id: ContactId,
    pub name: String,
}

/// A date with its contact, as the API returns it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DateWithContact {
    pub date: SpecialDate,
    pub contact: Option<ContactRef>,
}

/// The date a contact's birthday or anniversary becomes (recurring, default
/// reminder), titled "Ann's Birthday".
pub fn for_contact(
    name: &str,
    date_type: DateType,
    date: NaiveDate,
    contact_id: ContactId,
) -> SpecialDateInput {
    let title: String = format!("{name}'s {}", date_type.label())
        .chars()
        .take(usize::try_from(TITLE_MAX).unwrap_or(usize::MAX))
        .collect();
    SpecialDateInput {
        title,
        date_type,
        date,
        contact_id: Some(contact_id),
        recurring: true,
        reminder_days: DEFAULT_REMINDER_DAYS,
        reminder_delivery: ReminderDelivery::Dashboard,
        notes: None,
        gift_day: None,
    }
}

/// A birthday known without its year: stored in a leap year, so 29 February
/// keeps its day; only the month and day matter for a recurring date.
pub fn yearless(month: u32, day: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(2000, month, day)
}

/// The title of a reminder: 'Mum's Birthday is in 7 days'.
pub fn reminder_title(title: &str, days_until: i64) -> String {
    match days_until {
        0 => format!("{title} is today"),
        1 => format!("{title} is tomorrow"),
        d => format!("{title} is in {d} days"),
    }
}

/// 'March 4, 2027'.
pub fn long_date(date: NaiveDate) -> String {
    date.format("%B %-d, %Y").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn draft(title: &str, date_type: &str, date: &str) -> SpecialDateDraft {
        SpecialDateDraft {
            title: Some(title.into()),
            date_type: Some(date_type.into()),
            date: Some(date.into()),
            ..Default::default()
        }
    }

    #[test]
    fn new_dates_get_defaults() {
        let input = draft(" Mum's Birthday ", "Birthday", "1960-03-04")
            .validate_new()
            .unwrap();
        assert_eq!(input.title, "Mum's Birthday");
        assert_eq!(input.date_type, DateType::Birthday);
        assert!(input.recurring);
        assert_eq!(input.reminder_days, 7);
        assert_eq!(input.reminder_delivery, ReminderDelivery::Dashboard);
        assert_eq!(input.notes, None);
    }

    #[test]
    fn required_fields_use_the_spec_messages() {
        let error = SpecialDateDraft::default().validate_new().unwrap_err();
        assert_eq!(error.fields["title"], messages::TITLE_REQUIRED);
        assert_eq!(error.fields["type"], messages::TYPE_REQUIRED);
        assert_eq!(error.fields["date"], messages::DATE_REQUIRED);
        assert_eq!(error.message, messages::TITLE_REQUIRED);
        let error = draft("  ", "", "").validate_new().unwrap_err();
        assert_eq!(error.fields.len(), 3);
    }

    #[test]
    fn bad_values_are_refused() {
        let cases: Vec<(SpecialDateDraft, &str, &str)> = vec![
            (
                draft("x", "wedding", "2027-01-01"),
                "type",
                messages::TYPE_INVALID,
            ),
            (
                draft("x", "other", "2027-02-30"),
                "date",
                messages::DATE_INVALID,
            ),
            (
                draft("x", "other", "03/04/2027"),
                "date",
                messages::DATE_INVALID,
            ),
            (
                draft(&"x".repeat(201), "other", "2027-01-01"),
                "title",
                messages::TITLE_TOO_LONG,
            ),
            (
                SpecialDateDraft {
                    reminder_days: Some(366),
                    ..draft("x", "other", "2027-01-01")
                },
                "reminderDays",
                messages::REMINDER_DAYS_RANGE,
            ),
            (
                SpecialDateDraft {
                    reminder_days: Some(-1),
                    ..draft("x", "other", "2027-01-01")
                },
                "reminderDays",
                messages::REMINDER_DAYS_RANGE,
            ),
            (
                SpecialDateDraft {
                    reminder_delivery: Some("sms".into()),
                    ..draft("x", "other", "2027-01-01")
                },
                "reminderDelivery",
                messages::REMINDER_DELIVERY_INVALID,
            ),
            (
                SpecialDateDraft {
                    notes: Some(Some("n".repeat(2001))),
                    ..draft("x", "other", "2027-01-01")
                },
                "notes",
                messages::NOTES_TOO_LONG,
            ),
        ];
        for (draft, field, message) in cases {
            let error = draft.validate_new().unwrap_err();
            assert_eq!(
                error.fields.get(field).map(String::as_str),
                Some(message),
                "{field}"
            );
        }
        for days in [0, 365] {
            let ok = SpecialDateDraft {
                reminder_days: Some(days),
                ..draft("x", "other", "2027-01-01")
            };
            assert!(ok.validate_new().is_ok(), "{days}");
        }
    }

    #[test]
    fn updates_change_only_what_is_sent() {
        let current = SpecialDateDraft {
            notes: Some(Some("likes tulips".into())),
            contact_id: Some(Some(ContactId(4))),
            ..draft("Mum", "birthday", "1960-03-04")
        }
        .validate_new()
        .unwrap();
        let updated = SpecialDateDraft {
            reminder_days: Some(14),
            ..Default::default()
        }
        .validate_update(&current)
        .unwrap();
        assert_eq!(
            updated,
            SpecialDateInput {
                reminder_days: 14,
                ..current.clone()
            }
        );
        let cleared = SpecialDateDraft {
            notes: Some(None),
            contact_id: Some(None),
            ..Default::default()
        }
        .validate_update(&current)
        .unwrap();
        assert_eq!(cleared.notes, None);
        assert_eq!(cleared.contact_id, None);
        let error = SpecialDateDraft {
            title: Some(" ".into()),
            ..Default::default()
        }
        .validate_update(&current)
        .unwrap_err();
        assert_eq!(error.fields["title"], messages::TITLE_REQUIRED);
    }

    #[test]
    fn schedule_clamps_a_late_reminder_to_today() {
        let today = d("2026-11-22");
        let s = Schedule::compute(d("1960-11-25"), true, 7, today);
        assert_eq!(s.next_occurrence, d("2026-11-25"));
        assert_eq!(s.remind_on, today);
        let s = Schedule::compute(d("1960-03-04"), true, 7, today);
        assert_eq!(s.remind_on, d("2027-02-25"));
        let past = Schedule::compute(d("2026-01-01"), false, 7, today);
        assert_eq!(past.next_occurrence, d("2026-01-01"));
        assert_eq!(past.remind_on, d("2025-12-25"));
    }

    #[test]
    fn a_gift_day_moves_with_its_calendar_each_year() {
        use crate::holiday::{Country, GiftDay};
        let input = SpecialDateInput {
            gift_day: Some(MovableDay {
                day: GiftDay::MothersDay,
                country: Country::Us,
            }),
            ..draft("Mother's Day", "holiday", "2026-05-10")
                .validate_new()
                .unwrap()
        };
        // The second Sunday of May: 10 May 2026, 9 May 2027.
        let s = Schedule::of(&input, d("2026-05-01"));
        assert_eq!(s.next_occurrence, d("2026-05-10"));
        let s = Schedule::of(&input, d("2026-05-11"));
        assert_eq!(s.next_occurrence, d("2027-05-09"));
        assert_eq!(s.remind_on, d("2027-05-02"));
        // Diwali from the table: 8 November 2026, 29 October 2027.
        let diwali = SpecialDateInput {
            gift_day: Some(MovableDay {
                day: GiftDay::Diwali,
                country: Country::In,
            }),
            date: d("2026-11-08"),
            ..input.clone()
        };
        assert_eq!(
            Schedule::of(&diwali, d("2026-11-29")).next_occurrence,
            d("2027-10-29")
        );
        // Past the table, its anniversary stands in.
        assert_eq!(
            Schedule::of(&diwali, d("2036-01-01")).next_occurrence,
            d("2036-11-08")
        );
    }

    #[test]
    fn reminder_titles_and_long_dates() {
        assert_eq!(
            reminder_title("Mum's Birthday", 0),
            "Mum's Birthday is today"
        );
        assert_eq!(
            reminder_title("Mum's Birthday", 1),
            "Mum's Birthday is tomorrow"
        );
        assert_eq!(
            reminder_title("Mum's Birthday", 7),
            "Mum's Birthday is in 7 days"
        );
        assert_eq!(long_date(d("2027-03-04")), "March 4, 2027");
        assert_eq!(long_date(d("2026-12-31")), "December 31, 2026");
    }

    #[test]
    fn enums_round_trip() {
        for t in DateType::ALL {
            assert_eq!(DateType::parse(t.as_str()), Some(*t));
        }
        for r in ReminderDelivery::ALL {
            assert_eq!(ReminderDelivery::parse(r.as_str()), Some(*r));
        }
        assert_eq!(DateType::parse("BIRTHDAY"), Some(DateType::Birthday));
    }
}
