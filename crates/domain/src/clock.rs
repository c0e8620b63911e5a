//! The clock port: where every rule that depends on the time (countdowns,
//! reminders, reveals, expiry of sessions and keys, rate windows, stamps on
//! rows) gets it. The server reads [`SystemClock`]; tests set a
//! [`FixedClock`] and move it. Measuring (latency, timeouts, the in-memory
//! rate limiters' windows) uses the monotonic `std::time::Instant`, not this.

use std::sync::{Arc, Mutex, PoisonError};

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};

use crate::calendar::today_in;
use crate::time_zone::TimeZone;

/// What time it is now.
pub trait Clock: Send + Sync {
    /// Now, in UTC.
    fn now(&self) -> DateTime<Utc>;

    /// The calendar day it is now in `zone` (a user's today: see
    /// [`crate::calendar::today_in`]).
    fn today_in(&self, zone: TimeZone) -> NaiveDate {
        today_in(zone, self.now())
    }
}

/// The machine's clock: the only place the wall-clock time is read.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that says what it was told: for tests, which set it and move it
/// on (`set`, `advance`). Clones share the time, so a test keeps one and
/// gives another to the server.
#[derive(Debug, Clone)]
pub struct FixedClock(Arc<Mutex<DateTime<Utc>>>);

impl FixedClock {
    pub fn at(now: DateTime<Utc>) -> FixedClock {
        FixedClock(Arc::new(Mutex::new(now)))
    }

    /// Sets the time (it may go back).
    pub fn set(&self, now: DateTime<Utc>) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = now;
    }

    /// Moves the time on by `by`.
    pub fn advance(&self, by: TimeDelta) {
        let mut now = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        *now += by;
    }
}

impl Clock for FixedClock {
    fn now(&self) -> DateTime<Utc> {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(instant: &str) -> DateTime<Utc> {
        instant.parse().unwrap()
    }

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn a_fixed_clock_tells_the_time_it_was_set_to_and_its_clones_follow() {
        let clock = FixedClock::at(at("2026-12-31T23:30:00Z"));
        let server: Arc<dyn Clock> = Arc::new(clock.clone());
        assert_eq!(server.now(), at("2026-12-31T23:30:00Z"));
        clock.advance(TimeDelta::hours(1));
        assert_eq!(server.now(), at("2027-01-01T00:30:00Z"));
        clock.set(at("2026-06-01T12:00:00Z"));
        assert_eq!(server.now(), at("2026-06-01T12:00:00Z"));
    }

    #[test]
    fn today_in_a_zone_follows_the_clock_either_side_of_midnight_utc() {
        let clock = FixedClock::at(at("2026-12-31T23:30:00Z"));
        let auckland = TimeZone::parse("Pacific/Auckland").unwrap();
        let los_angeles = TimeZone::parse("America/Los_Angeles").unwrap();
        assert_eq!(clock.today_in(TimeZone::UTC), d("2026-12-31"));
        assert_eq!(clock.today_in(auckland), d("2027-01-01"));
        assert_eq!(clock.today_in(los_angeles), d("2026-12-31"));

        clock.advance(TimeDelta::hours(1));
        assert_eq!(clock.today_in(TimeZone::UTC), d("2027-01-01"));
        assert_eq!(clock.today_in(los_angeles), d("2026-12-31"));

        clock.advance(TimeDelta::hours(8));
        assert_eq!(clock.today_in(los_angeles), d("2027-01-01"));
    }

    #[test]
    fn the_system_clock_moves() {
        let first = SystemClock.now();
        assert!(SystemClock.now() >= first);
    }
}
