//! Special dates on the calendar: next occurrence in the user's time zone,
//! the countdown the cards show, and when a reminder falls due.

use chrono::{DateTime, Datelike, NaiveDate, Utc};

use crate::time_zone::TimeZone;

/// The calendar day it is now for a user in `zone`.
pub fn today_in(zone: TimeZone, now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&zone.tz()).date_naive()
}

/// `date`'s anniversary in `year`; 29 February falls on 28 February in other years.
pub fn anniversary_in(date: NaiveDate, year: i32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, date.month(), date.day())
        .or_else(|| NaiveDate::from_ymd_opt(year, date.month(), 28))
        .unwrap_or(date)
}

/// The next time a date comes round on or after `today`. A recurring date
/// never lies in the past; a one-off date is itself, past or not. A recurring
/// date whose first year is still ahead starts then.
pub fn next_occurrence(date: NaiveDate, recurring: bool, today: NaiveDate) -> NaiveDate {
    if !recurring || date >= today {
        return date;
    }
    let this_year = anniversary_in(date, today.year());
    if this_year >= today {
        this_year
    } else {
        anniversary_in(date, today.year() + 1)
    }
}

/// The day a reminder is due: `reminder_days` before the occurrence.
pub fn remind_on(occurrence: NaiveDate, reminder_days: u16) -> NaiveDate {
    occurrence
        .checked_sub_days(chrono::Days::new(u64::from(reminder_days)))
        .unwrap_or(occurrence)
}

/// Whole days from `today` to `occurrence` (negative when past).
pub fn days_until(occurrence: NaiveDate, today: NaiveDate) -> i64 {
    (occurrence - today).num_days()
}

/// The card's countdown: 'Today!', 'Tomorrow', 'N days', 'N days ago'.
pub fn countdown(days: i64) -> String {
    match days {
        0 => "Today!".to_owned(),
        1 => "Tomorrow".to_owned(),
        -1 => "1 day ago".to_owned(),
        d if d < 0 => format!("{} days ago", -d),
        d => format!("{d} days"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn next_occurrence_table() {
        // (date, recurring, today, expected)
        let table = [
            ("1990-03-04", true, "2026-11-22", "2027-03-04"),
            ("1990-12-25", true, "2026-11-22", "2026-12-25"),
            ("1990-11-22", true, "2026-11-22", "2026-11-22"),
            ("1990-11-21", true, "2026-11-22", "2027-11-21"),
            // 31 December to 1 January
            ("1980-12-31", true, "2026-12-31", "2026-12-31"),
            ("1980-12-31", true, "2027-01-01", "2027-12-31"),
            ("1980-01-01", true, "2026-12-31", "2027-01-01"),
            // 29 February: 28 February in common years, 29 in leap years
            ("2000-02-29", true, "2026-11-22", "2027-02-28"),
            ("2000-02-29", true, "2027-03-01", "2028-02-29"),
            ("2000-02-29", true, "2028-02-29", "2028-02-29"),
            ("2000-02-29", true, "2028-03-01", "2029-02-28"),
            // one-off dates stay where they are
            ("2026-06-01", false, "2026-11-22", "2026-06-01"),
            ("2027-06-01", false, "2026-11-22", "2027-06-01"),
            // a recurring date whose first year is ahead starts then
            ("2028-05-05", true, "2026-11-22", "2028-05-05"),
        ];
        for (date, recurring, today, expected) in table {
            assert_eq!(
                next_occurrence(d(date), recurring, d(today)),
                d(expected),
                "{date} recurring={recurring} today={today}"
            );
        }
    }

    #[test]
    fn today_depends_on_the_zone_either_side_of_midnight_utc() {
        let late_utc: DateTime<Utc> = "2026-12-31T23:30:00Z".parse().unwrap();
        let early_utc: DateTime<Utc> = "2027-01-01T00:30:00Z".parse().unwrap();
        let auckland = TimeZone::parse("Pacific/Auckland").unwrap();
        let los_angeles = TimeZone::parse("America/Los_Angeles").unwrap();
        let tongatapu = TimeZone::parse("Pacific/Tongatapu").unwrap(); // UTC+13
        assert_eq!(today_in(TimeZone::UTC, late_utc), d("2026-12-31"));
        assert_eq!(today_in(auckland, late_utc), d("2027-01-01"));
        assert_eq!(today_in(tongatapu, late_utc), d("2027-01-01"));
        assert_eq!(today_in(los_angeles, early_utc), d("2026-12-31"));
        assert_eq!(today_in(TimeZone::UTC, early_utc), d("2027-01-01"));
        // New Year's Day is today in Auckland while it is tomorrow in UTC.
        let new_year = d("2000-01-01");
        assert_eq!(
            next_occurrence(new_year, true, today_in(auckland, late_utc)),
            d("2027-01-01")
        );
        assert_eq!(
            days_until(d("2027-01-01"), today_in(TimeZone::UTC, late_utc)),
            1
        );
    }

    #[test]
    fn countdown_table() {
        let table = [
            (0, "Today!"),
            (1, "Tomorrow"),
            (2, "2 days"),
            (40, "40 days"),
            (-1, "1 day ago"),
            (-3, "3 days ago"),
        ];
        for (days, expected) in table {
            assert_eq!(countdown(days), expected);
        }
    }

    #[test]
    fn reminders_fall_due_before_the_occurrence() {
        assert_eq!(remind_on(d("2027-03-04"), 7), d("2027-02-25"));
        assert_eq!(remind_on(d("2027-01-03"), 14), d("2026-12-20"));
        assert_eq!(remind_on(d("2027-03-04"), 0), d("2027-03-04"));
        assert_eq!(remind_on(d("2028-03-01"), 1), d("2028-02-29"));
    }
}
