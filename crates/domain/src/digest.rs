//! The digest email (issue 47): when each person gets it (weekly on a day
//! and hour of their own zone, daily, or never), what it holds, and its
//! words in plain text and HTML.
//!
//! It says only what its reader could read in the app: their own dates and
//! what they did about them, the bell's news of lists they follow and of
//! price drops (already kept from an item's recipients), and their own
//! exchanges and pledges. Nothing about their own lists' claims.

use chrono::{DateTime, Datelike, Days, NaiveDate, NaiveDateTime, TimeZone as _, Utc, Weekday};

use crate::notification::Words;
use crate::time_zone::TimeZone;

string_enum!(
    /// How often the digest comes.
    DigestFrequency {
        Weekly => "weekly" / "Weekly",
        Daily => "daily" / "Daily",
        Off => "off" / "Off",
    }
);

string_enum!(
    /// The day of a weekly digest.
    DigestDay {
        Monday => "monday" / "Monday",
        Tuesday => "tuesday" / "Tuesday",
        Wednesday => "wednesday" / "Wednesday",
        Thursday => "thursday" / "Thursday",
        Friday => "friday" / "Friday",
        Saturday => "saturday" / "Saturday",
        Sunday => "sunday" / "Sunday",
    }
);

impl DigestDay {
    pub fn weekday(self) -> Weekday {
        match self {
            DigestDay::Monday => Weekday::Mon,
            DigestDay::Tuesday => Weekday::Tue,
            DigestDay::Wednesday => Weekday::Wed,
            DigestDay::Thursday => Weekday::Thu,
            DigestDay::Friday => Weekday::Fri,
            DigestDay::Saturday => Weekday::Sat,
            DigestDay::Sunday => Weekday::Sun,
        }
    }
}

/// The latest hour of the day a digest may be set to.
pub const DIGEST_HOUR_MAX: u8 = 23;

/// When a person's digest comes, in their own zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DigestSchedule {
    pub frequency: DigestFrequency,
    /// The day of a weekly digest (a daily one ignores it).
    pub day: DigestDay,
    /// The hour, 0 to 23, in the person's zone.
    pub hour: u8,
}

impl Default for DigestSchedule {
    /// Weekly, on Monday at 8 in the morning.
    fn default() -> Self {
        DigestSchedule {
            frequency: DigestFrequency::Weekly,
            day: DigestDay::Monday,
            hour: 8,
        }
    }
}

/// A digest more than this late (the server was down) is skipped: the
/// next period's comes instead of a stale one.
pub const STALE_AFTER_HOURS: i64 = 12;

/// The days ahead whose dates a digest lists.
pub const COMING_DAYS: u64 = 30;

impl DigestSchedule {
    /// The first time the digest is due strictly after `after`, in UTC:
    /// `None` when off. An hour a clock change skips comes an hour later
    /// that day; an hour it repeats comes the first time.
    pub fn next_after(self, zone: TimeZone, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
        if self.frequency == DigestFrequency::Off {
            return None;
        }
        let tz = zone.tz();
        let local_today = after.with_timezone(&tz).date_naive();
        (0..=8u64)
            .filter_map(|n| local_today.checked_add_days(Days::new(n)))
            .filter(|day| {
                self.frequency == DigestFrequency::Daily || day.weekday() == self.day.weekday()
            })
            .filter_map(|day| self.instant_on(zone, day))
            .find(|at| *at > after)
    }

    /// The instant of `day`'s digest hour in `zone`.
    fn instant_on(self, zone: TimeZone, day: NaiveDate) -> Option<DateTime<Utc>> {
        let tz = zone.tz();
        (u32::from(self.hour)..=u32::from(self.hour) + 2)
            .filter_map(|hour| day.and_hms_opt(hour.min(23), 0, 0))
            .find_map(|local| tz.from_local_datetime(&local).earliest())
            .map(|at| at.with_timezone(&Utc))
    }
}

/// What a coming date still needs, as the digest says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateNeed {
    NoGiftYet,
    /// I claimed something on their list.
    Claimed,
    /// Ticked "Already shopped", or a gift I keep for them is bought.
    Bought,
}

impl DateNeed {
    pub fn words(self) -> &'static str {
        match self {
            DateNeed::NoGiftYet => "no gift yet",
            DateNeed::Claimed => "claimed",
            DateNeed::Bought => "bought",
        }
    }
}

/// One coming date in a digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComingDate {
    pub title: String,
    pub on: NaiveDate,
    pub days_away: i64,
    pub need: DateNeed,
}

/// One line of things waiting for me (an exchange, a pledge).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waiting {
    pub line: String,
    pub link: String,
}

/// A digest's content, gathered for one person and one period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Digest {
    pub user_id: crate::ids::UserId,
    pub to: String,
    pub frequency: DigestFrequency,
    pub dates: Vec<ComingDate>,
    /// The bell's news of lists I follow, since the last digest.
    pub list_news: Vec<Words>,
    pub price_drops: Vec<Words>,
    pub waiting: Vec<Waiting>,
}

impl Digest {
    /// Nothing to say: no email is sent.
    pub fn is_empty(&self) -> bool {
        self.dates.is_empty()
            && self.list_news.is_empty()
            && self.price_drops.is_empty()
            && self.waiting.is_empty()
    }
}

/// A due digest slot, claimed for one person (see
/// [`crate::ports::DigestStore::take_digest_slot`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueDigest {
    pub user_id: crate::ids::UserId,
    pub to: String,
    pub zone: TimeZone,
    pub schedule: DigestSchedule,
    /// The slot due, or `None` when it was never scheduled.
    pub due_at: Option<NaiveDateTime>,
}

/// "in 3 days", "tomorrow", "today".
fn days_away(days: i64) -> String {
    match days {
        0 => "today".to_owned(),
        1 => "tomorrow".to_owned(),
        d => format!("in {d} days"),
    }
}

/// 'Fri 4 Dec'.
fn short_date(date: NaiveDate) -> String {
    date.format("%a %-d %b").to_string()
}

/// A line of a section, with the app path it opens.
type Line = (String, Option<String>);

/// The digest's sections as (heading, lines).
fn sections(digest: &Digest) -> Vec<(&'static str, Vec<Line>)> {
    let dates = digest
        .dates
        .iter()
        .map(|d| {
            (
                format!(
                    "{}, {} ({}): {}",
                    d.title,
                    short_date(d.on),
                    days_away(d.days_away),
                    d.need.words()
                ),
                Some("/dates".to_owned()),
            )
        })
        .collect();
    let news = |lines: &[Words]| {
        lines
            .iter()
            .map(|w| (format!("{}: {}", w.title, w.body), w.link.clone()))
            .collect()
    };
    let waiting = digest
        .waiting
        .iter()
        .map(|w| (w.line.clone(), Some(w.link.clone())))
        .collect();
    [
        ("Coming up in the next 30 days", dates),
        ("Lists you follow", news(&digest.list_news)),
        ("Price drops", news(&digest.price_drops)),
        ("Waiting for you", waiting),
    ]
    .into_iter()
    .filter(|(_, lines): &(_, Vec<Line>)| !lines.is_empty())
    .collect()
}

/// The subject line.
pub fn subject(digest: &Digest) -> String {
    let period = match digest.frequency {
        DigestFrequency::Daily => "day",
        _ => "week",
    };
    match digest.dates.first() {
        Some(first) => format!(
            "Your {period} on Presently: {} {}",
            first.title,
            days_away(first.days_away)
        ),
        None => format!("Your {period} on Presently"),
    }
}

fn absolute(app_url: Option<&str>, link: &str) -> Option<String> {
    app_url.map(|app| format!("{}{link}", app.trim_end_matches('/')))
}

/// Why this email came, and how to stop it.
fn footer(digest: &Digest) -> &'static str {
    match digest.frequency {
        DigestFrequency::Daily => "You get this email every day because it is on in your settings.",
        _ => "You get this email every week because it is on in your settings.",
    }
}

/// The plain-text body.
pub fn text(digest: &Digest, app_url: Option<&str>, unsubscribe_url: &str) -> String {
    let mut body = String::new();
    for (heading, lines) in sections(digest) {
        body.push_str(heading);
        body.push('\n');
        for (line, link) in lines {
            body.push_str(&format!("- {line}\n"));
            if let Some(url) = link.as_deref().and_then(|l| absolute(app_url, l)) {
                body.push_str(&format!("  {url}\n"));
            }
        }
        body.push('\n');
    }
    body.push_str(footer(digest));
    body.push_str(&format!("\nUnsubscribe: {unsubscribe_url}\n"));
    body
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// The HTML body: the same sections, every piece of text escaped.
pub fn html(digest: &Digest, app_url: Option<&str>, unsubscribe_url: &str) -> String {
    let mut body = String::from(
        "<!DOCTYPE html><html><body style=\"font-family:sans-serif;line-height:1.5\">",
    );
    for (heading, lines) in sections(digest) {
        body.push_str(&format!("<h2>{}</h2><ul>", escape(heading)));
        for (line, link) in lines {
            match link.as_deref().and_then(|l| absolute(app_url, l)) {
                Some(url) => body.push_str(&format!(
                    "<li><a href=\"{}\">{}</a></li>",
                    escape(&url),
                    escape(&line)
                )),
                None => body.push_str(&format!("<li>{}</li>", escape(&line))),
            }
        }
        body.push_str("</ul>");
    }
    body.push_str(&format!(
        "<p style=\"color:#666\">{} <a href=\"{}\">Unsubscribe</a></p></body></html>",
        escape(footer(digest)),
        escape(unsubscribe_url)
    ));
    body
}

/// The digest as an email: text and HTML, with the one-click unsubscribe
/// (RFC 8058) `one_click_url` takes and the page `unsubscribe_url` shows.
pub fn email(
    digest: &Digest,
    app_url: Option<&str>,
    unsubscribe_url: &str,
    one_click_url: &str,
) -> crate::email::Email {
    crate::email::Email {
        to: digest.to.clone(),
        subject: subject(digest),
        body: text(digest, app_url, unsubscribe_url),
        html: Some(html(digest, app_url, unsubscribe_url)),
        one_click_unsubscribe: Some(one_click_url.to_owned()),
    }
}

/// Whether a slot due at `due_at` is still worth sending at `now`.
pub fn fresh(due_at: NaiveDateTime, now: DateTime<Utc>) -> bool {
    now.naive_utc() - due_at <= chrono::Duration::hours(STALE_AFTER_HOURS)
}

/// The first day of the coming-dates window and its last.
pub fn coming_window(today: NaiveDate) -> (NaiveDate, NaiveDate) {
    (
        today,
        today
            .checked_add_days(Days::new(COMING_DAYS))
            .unwrap_or(today),
    )
}

/// `at` as UTC.
pub fn utc(at: NaiveDateTime) -> DateTime<Utc> {
    Utc.from_utc_datetime(&at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        text.parse().unwrap()
    }

    fn zone(name: &str) -> TimeZone {
        TimeZone::parse(name).unwrap()
    }

    #[test]
    fn weekly_comes_on_its_day_and_hour_in_the_persons_zone() {
        let schedule = DigestSchedule::default();
        // Sunday 29 November 2026, noon UTC: next Monday 8:00 in London (GMT).
        let next = schedule.next_after(zone("Europe/London"), at("2026-11-29T12:00:00Z"));
        assert_eq!(next, Some(at("2026-11-30T08:00:00Z")));
        // In Auckland (UTC+13) Monday 8:00 is Sunday 19:00 UTC.
        let next = schedule.next_after(zone("Pacific/Auckland"), at("2026-11-29T12:00:00Z"));
        assert_eq!(next, Some(at("2026-11-29T19:00:00Z")));
        // Right at the slot: the next one is a week on.
        let next = schedule.next_after(zone("UTC"), at("2026-11-30T08:00:00Z"));
        assert_eq!(next, Some(at("2026-12-07T08:00:00Z")));
    }

    #[test]
    fn daily_comes_every_day_and_off_never() {
        let daily = DigestSchedule {
            frequency: DigestFrequency::Daily,
            day: DigestDay::Friday,
            hour: 18,
        };
        let next = daily.next_after(zone("America/New_York"), at("2026-11-29T23:30:00Z"));
        assert_eq!(next, Some(at("2026-11-30T23:00:00Z")));
        let off = DigestSchedule {
            frequency: DigestFrequency::Off,
            ..daily
        };
        assert_eq!(
            off.next_after(zone("UTC"), at("2026-11-29T23:30:00Z")),
            None
        );
    }

    #[test]
    fn an_hour_a_clock_change_skips_comes_an_hour_later() {
        // 29 March 2026: London skips 1:00 to 2:00.
        let schedule = DigestSchedule {
            frequency: DigestFrequency::Daily,
            day: DigestDay::Sunday,
            hour: 1,
        };
        let next = schedule.next_after(zone("Europe/London"), at("2026-03-28T12:00:00Z"));
        assert_eq!(next, Some(at("2026-03-29T01:00:00Z")));
    }

    #[test]
    fn a_stale_slot_is_skipped() {
        let due = at("2026-11-30T08:00:00Z").naive_utc();
        assert!(fresh(due, at("2026-11-30T08:01:00Z")));
        assert!(!fresh(due, at("2026-11-30T21:00:00Z")));
    }

    fn sample() -> Digest {
        Digest {
            user_id: crate::ids::UserId(1),
            to: "ann@example.com".to_owned(),
            frequency: DigestFrequency::Weekly,
            dates: vec![ComingDate {
                title: "Mum's Birthday".to_owned(),
                on: "2026-12-04".parse().unwrap(),
                days_away: 4,
                need: DateNeed::NoGiftYet,
            }],
            list_news: vec![Words {
                title: "Leo added 2 items to Kara's 30th".to_owned(),
                body: "The latest: <Mug> & Tea".to_owned(),
                link: Some("/lists/view?id=3".to_owned()),
            }],
            price_drops: Vec::new(),
            waiting: Vec::new(),
        }
    }

    #[test]
    fn text_and_html_say_the_same_and_escape_what_people_typed() {
        let digest = sample();
        let text = text(
            &digest,
            Some("https://p.example/"),
            "https://p.example/unsubscribe?token=t",
        );
        assert!(text.contains("Coming up in the next 30 days\n- Mum's Birthday, Fri 4 Dec (in 4 days): no gift yet\n  https://p.example/dates\n"), "{text}");
        assert!(text.contains(
            "Lists you follow\n- Leo added 2 items to Kara's 30th: The latest: <Mug> & Tea\n"
        ));
        assert!(!text.contains("Price drops"), "empty sections are left out");
        assert!(text.ends_with("Unsubscribe: https://p.example/unsubscribe?token=t\n"));
        let html = html(
            &digest,
            Some("https://p.example/"),
            "https://p.example/unsubscribe?token=t",
        );
        assert!(html.contains("The latest: &lt;Mug&gt; &amp; Tea"), "{html}");
        assert!(!html.contains("<Mug>"));
        assert!(html.contains("Mum&#39;s Birthday"));
        assert_eq!(
            subject(&digest),
            "Your week on Presently: Mum's Birthday in 4 days"
        );
        assert!(!digest.is_empty());
    }
}
