//! `presently analytics [DAYS]`: clicks on partner links per partner per
//! day, from this instance's database (the last 30 days unless told).

use std::fmt::Write as _;

use chrono::Days;
use domain::clock::Clock;
use domain::recommendation::DailyClicks;
use domain::time_zone::TimeZone;
use domain::use_cases::recommendations::clicks_per_partner_per_day;
use persistence::Database;

/// Days reported when none are given.
pub const DEFAULT_DAYS: u64 = 30;

/// The report's text: one line per day and partner, newest day first.
pub fn render(rows: &[DailyClicks], days: u64) -> String {
    let mut out = format!("Clicks on partner links, per partner per day (last {days} days, UTC)\n");
    if rows.is_empty() {
        out.push_str("No clicks yet.\n");
        return out;
    }
    let _ = writeln!(out, "{:<12} {:<10} {:>7}", "day", "partner", "clicks");
    for row in rows {
        let day = row.day.to_string();
        let _ = writeln!(out, "{day:<12} {:<10} {:>7}", row.partner, row.clicks);
    }
    let total: u64 = rows.iter().map(|r| r.clicks).sum();
    let _ = writeln!(out, "{:<12} {:<10} {:>7}", "total", "", total);
    out
}

/// Reads the clicks of the last `days` days (to `clock`'s today, UTC) from
/// `database_url` and renders them.
pub fn report(database_url: &str, days: u64, clock: &dyn Clock) -> anyhow::Result<String> {
    let database = Database::connect_with_pool(database_url, Some(1))?;
    let mut store = database.store()?;
    let today = clock.today_in(TimeZone::UTC);
    let since = today
        .checked_sub_days(Days::new(days.saturating_sub(1)))
        .unwrap_or(today);
    let rows = clicks_per_partner_per_day(&mut store, since)?;
    Ok(render(&rows, days))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn the_report_lists_days_and_partners_with_a_total() {
        let day = |d| NaiveDate::from_ymd_opt(2026, 11, d).unwrap();
        let rows = [
            DailyClicks {
                day: day(24),
                partner: "amazon".into(),
                clicks: 3,
            },
            DailyClicks {
                day: day(24),
                partner: "opentable".into(),
                clicks: 1,
            },
            DailyClicks {
                day: day(23),
                partner: "amazon".into(),
                clicks: 2,
            },
        ];
        let text = render(&rows, 30);
        assert!(text.contains("2026-11-24   amazon           3"), "{text}");
        assert!(text.contains("2026-11-23   amazon           2"), "{text}");
        assert!(text.trim_end().ends_with("6"), "{text}");
        assert!(render(&[], 7).contains("No clicks yet."));
    }
}
