//! A user's special dates as an iCalendar (RFC 5545) feed: each date an
//! all-day event, yearly when recurring, with an alarm at its reminder.

use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};
use domain::holiday;
use domain::special_date::{SpecialDate, SpecialDateInput};

/// The feed, with CRLF line ends and lines folded at 75 octets.
pub fn calendar_feed(dates: &[SpecialDate], calendar_name: &str, now: DateTime<Utc>) -> String {
    let mut lines: Vec<String> = vec![
        "BEGIN:VCALENDAR".into(),
        "VERSION:2.0".into(),
        "PRODID:-//Presently//Special dates//EN".into(),
        "CALSCALE:GREGORIAN".into(),
        "METHOD:PUBLISH".into(),
        format!("X-WR-CALNAME:{}", escape_text(calendar_name)),
        "X-PUBLISHED-TTL:PT1H".into(),
    ];
    let stamp = now.format("%Y%m%dT%H%M%SZ").to_string();
    for date in dates {
        let input = &date.input;
        match input.gift_day.filter(|_| input.recurring) {
            // A day that moves with its calendar (Mother's Day, Diwali): no
            // yearly rule fits it, so one event per year it is known for.
            Some(moving) => {
                let last_year = now.year() + MOVING_YEARS_AHEAD;
                let years = input.date.year()..=last_year;
                for on in years
                    .flat_map(|year| holiday::dates_in(moving.day, moving.country, year))
                    .filter(|on| *on >= input.date)
                {
                    let uid = format!("special-date-{}-{}@presently", date.id, on.year());
                    push_event(&mut lines, &uid, &stamp, input, on, None);
                }
            }
            None => {
                let uid = format!("special-date-{}@presently", date.id);
                let rule = input.recurring.then(|| yearly_rule(input.date));
                push_event(&mut lines, &uid, &stamp, input, input.date, rule);
            }
        }
    }
    lines.push("END:VCALENDAR".into());
    let mut out = String::new();
    for line in lines {
        fold_into(&mut out, &line);
    }
    out
}

/// The years ahead of today a moving day's events are written for (the
/// lunar ones stop where the bundled table does).
const MOVING_YEARS_AHEAD: i32 = 10;

/// One all-day event on `start`, yearly by `rule` when given.
fn push_event(
    lines: &mut Vec<String>,
    uid: &str,
    stamp: &str,
    input: &SpecialDateInput,
    start: NaiveDate,
    rule: Option<String>,
) {
    lines.push("BEGIN:VEVENT".into());
    lines.push(format!("UID:{uid}"));
    lines.push(format!("DTSTAMP:{stamp}"));
    lines.push(format!("DTSTART;VALUE=DATE:{}", ical_date(start)));
    // The day after, while it is a four-digit year; without DTEND an
    // all-day event lasts its one day (RFC 5545 3.6.1).
    if let Some(end) = start
        .checked_add_days(Days::new(1))
        .filter(|end| end.year() <= 9999)
    {
        lines.push(format!("DTEND;VALUE=DATE:{}", ical_date(end)));
    }
    lines.extend(rule);
    lines.push(format!("SUMMARY:{}", escape_text(&input.title)));
    let mut description = input.date_type.label().to_owned();
    if let Some(notes) = &input.notes {
        description.push('\n');
        description.push_str(notes);
    }
    lines.push(format!("DESCRIPTION:{}", escape_text(&description)));
    lines.push(format!(
        "CATEGORIES:{}",
        escape_text(input.date_type.label())
    ));
    lines.push("TRANSP:TRANSPARENT".into());
    lines.push("BEGIN:VALARM".into());
    lines.push("ACTION:DISPLAY".into());
    lines.push(format!("DESCRIPTION:{}", escape_text(&input.title)));
    lines.push(match input.reminder_days {
        0 => "TRIGGER:PT0S".to_owned(),
        days => format!("TRIGGER:-P{days}D"),
    });
    lines.push("END:VALARM".into());
    lines.push("END:VEVENT".into());
}

fn ical_date(date: NaiveDate) -> String {
    date.format("%Y%m%d").to_string()
}

/// Yearly; 29 February falls on the last day of February in common years,
/// as the app's own rule does.
fn yearly_rule(start: NaiveDate) -> String {
    if start.month() == 2 && start.day() == 29 {
        "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1".to_owned()
    } else {
        "RRULE:FREQ=YEARLY".to_owned()
    }
}

/// TEXT escaping of RFC 5545 section 3.3.11.
pub(crate) fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// Appends `line` folded at 75 octets (never inside a UTF-8 character) with
/// CRLF; vCard (RFC 6350) folds and escapes as iCalendar does.
pub(crate) fn fold_into(out: &mut String, line: &str) {
    let mut width = 0;
    for c in line.chars() {
        let len = c.len_utf8();
        if width + len > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += len;
    }
    out.push_str("\r\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDateTime;
    use domain::special_date::{DateType, ReminderDelivery, Schedule, SpecialDateInput};

    fn date(
        id: i64,
        title: &str,
        on: &str,
        recurring: bool,
        days: u16,
        notes: Option<&str>,
    ) -> SpecialDate {
        let on: NaiveDate = on.parse().unwrap();
        SpecialDate {
            id: domain::ids::SpecialDateId(id),
            user_id: domain::ids::UserId(1),
            input: SpecialDateInput {
                title: title.into(),
                date_type: DateType::Birthday,
                date: on,
                contact_id: None,
                recurring,
                reminder_days: days,
                reminder_delivery: ReminderDelivery::Dashboard,
                notes: notes.map(str::to_owned),
                gift_day: None,
            },
            shopped_occurrence: None,
            schedule: Schedule {
                next_occurrence: on,
                remind_on: on,
            },
            created_at: NaiveDateTime::default(),
            updated_at: NaiveDateTime::default(),
        }
    }

    /// When the tests' feeds are made (their `DTSTAMP`).
    fn made_at() -> DateTime<Utc> {
        "2026-06-01T09:00:00Z".parse().unwrap()
    }

    fn parse(feed: &str) -> ical::parser::ical::component::IcalCalendar {
        let mut parser = ical::IcalParser::new(feed.as_bytes());
        let calendar = parser.next().expect("one calendar").expect("parses");
        assert!(parser.next().is_none());
        calendar
    }

    fn prop<'a>(props: &'a [ical::property::Property], name: &str) -> Option<&'a str> {
        props
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.value.as_deref())
    }

    #[test]
    fn a_real_parser_reads_every_date_with_its_alarm() {
        let long_title = "Grandma Éloïse's 100th birthday party, with cake; and a very long title that needs folding";
        let dates = [
            date(
                1,
                "Mum's Birthday",
                "1960-03-04",
                true,
                7,
                Some("Likes tulips,\nand chocolate"),
            ),
            date(2, "Leap Day", "2000-02-29", true, 0, None),
            date(3, long_title, "2027-06-01", false, 14, None),
        ];
        let feed = calendar_feed(&dates, "Presently", "2026-11-22T10:00:00Z".parse().unwrap());
        assert!(feed.lines().all(|l| l.len() <= 76), "folded at 75 octets");
        let calendar = parse(&feed);
        assert_eq!(
            prop(&calendar.properties, "X-WR-CALNAME"),
            Some("Presently")
        );
        assert_eq!(calendar.events.len(), 3);

        let mum = &calendar.events[0];
        assert_eq!(
            prop(&mum.properties, "UID"),
            Some("special-date-1@presently")
        );
        assert_eq!(prop(&mum.properties, "DTSTART"), Some("19600304"));
        assert_eq!(prop(&mum.properties, "RRULE"), Some("FREQ=YEARLY"));
        assert_eq!(prop(&mum.properties, "SUMMARY"), Some("Mum's Birthday"));
        assert_eq!(
            prop(&mum.properties, "DESCRIPTION"),
            Some("Birthday\\nLikes tulips\\,\\nand chocolate")
        );
        assert_eq!(mum.alarms.len(), 1);
        assert_eq!(prop(&mum.alarms[0].properties, "TRIGGER"), Some("-P7D"));

        let leap = &calendar.events[1];
        assert_eq!(
            prop(&leap.properties, "RRULE"),
            Some("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1")
        );
        assert_eq!(prop(&leap.alarms[0].properties, "TRIGGER"), Some("PT0S"));

        let once = &calendar.events[2];
        assert_eq!(prop(&once.properties, "RRULE"), None);
        assert_eq!(prop(&once.properties, "DTEND"), Some("20270602"));
        assert_eq!(
            prop(&once.properties, "SUMMARY").map(|s| s.replace("\\,", ",").replace("\\;", ";")),
            Some(long_title.to_owned()),
            "unfolded back to the whole title"
        );
    }

    #[test]
    fn every_storable_date_gives_valid_dates() {
        let dates = [
            date(1, "First", "0001-01-01", true, 0, None),
            date(2, "Eve of the last", "9999-12-30", false, 0, None),
            date(3, "Last", "9999-12-31", true, 3, None),
        ];
        let calendar = parse(&calendar_feed(&dates, "Presently", made_at()));
        assert_eq!(calendar.events.len(), 3);
        // RFC 5545 DATE: exactly eight digits naming a real day.
        let day = |value: &str| {
            assert!(
                value.len() == 8 && value.bytes().all(|b| b.is_ascii_digit()),
                "{value}"
            );
            NaiveDate::parse_from_str(value, "%Y%m%d").unwrap()
        };
        for event in &calendar.events {
            let start = day(prop(&event.properties, "DTSTART").unwrap());
            if let Some(end) = prop(&event.properties, "DTEND") {
                assert_eq!(day(end), start.succ_opt().unwrap());
            }
        }
        assert_eq!(
            prop(&calendar.events[1].properties, "DTEND"),
            Some("99991231")
        );
        assert_eq!(
            prop(&calendar.events[2].properties, "DTEND"),
            None,
            "one day, no end"
        );
    }

    #[test]
    fn a_day_that_moves_is_one_event_per_year_on_its_own_date() {
        use domain::holiday::{Country, GiftDay};
        use domain::special_date::MovableDay;
        let mut mothers = date(7, "Mother's Day", "2027-03-07", true, 7, None);
        mothers.input.gift_day = Some(MovableDay {
            day: GiftDay::MothersDay,
            country: Country::Gb,
        });
        let mut diwali = date(8, "Diwali", "2026-11-08", true, 7, None);
        diwali.input.gift_day = Some(MovableDay {
            day: GiftDay::Diwali,
            country: Country::In,
        });
        let calendar = parse(&calendar_feed(&[mothers, diwali], "Presently", made_at()));
        let starts = |id: i64| -> Vec<String> {
            calendar
                .events
                .iter()
                .filter(|e| {
                    prop(&e.properties, "UID")
                        .is_some_and(|u| u.starts_with(&format!("special-date-{id}-")))
                })
                .inspect(|e| assert_eq!(prop(&e.properties, "RRULE"), None))
                .map(|e| prop(&e.properties, "DTSTART").unwrap().to_owned())
                .collect()
        };
        let mothers = starts(7);
        // Mothering Sunday: three weeks before Easter, a different day each year.
        assert_eq!(mothers[..3], ["20270307", "20280326", "20290311"]);
        assert_eq!(
            mothers.last().map(String::as_str),
            Some("20360323"),
            "ten years ahead (Easter 2036: 13 April)"
        );
        let diwali = starts(8);
        assert_eq!(diwali[..2], ["20261108", "20271029"]);
        assert_eq!(
            diwali.last().map(String::as_str),
            Some("20351030"),
            "the table's last year"
        );
    }

    #[test]
    fn an_empty_feed_is_still_a_calendar() {
        let calendar = parse(&calendar_feed(&[], "Presently", made_at()));
        assert!(calendar.events.is_empty());
    }
}
