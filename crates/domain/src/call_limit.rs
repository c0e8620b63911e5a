//! Limits on how often a call may be made (issue 41): at most `max` calls
//! per `window`, counted per key (the limit's name and whom it counts: a
//! user, a client address, a list). The calls are kept in the database, so
//! every instance on it counts the same calls.

use std::fmt::Display;
use std::time::Duration;

use chrono::NaiveDateTime;

/// A sliding-window limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CallLimit {
    /// Its name, the first part of every key it counts under.
    pub name: &'static str,
    pub max: u32,
    pub window: Duration,
}

impl CallLimit {
    pub const fn new(name: &'static str, max: u32, window: Duration) -> CallLimit {
        CallLimit { name, max, window }
    }

    /// The key `whom`'s calls are counted under.
    pub fn key(&self, whom: impl Display) -> String {
        format!("{}:{whom}", self.name)
    }

    /// When the calls still counted at `now` began.
    pub fn since(&self, now: NaiveDateTime) -> NaiveDateTime {
        now - chrono::Duration::from_std(self.window).unwrap_or(chrono::Duration::MAX)
    }

    /// Whether one more call fits at `now`, given the calls counted since
    /// [`CallLimit::since`] (any order): `Err` with the wait until the
    /// oldest of them leaves the window.
    pub fn decide(&self, counted: &[NaiveDateTime], now: NaiveDateTime) -> Result<(), Duration> {
        let since = self.since(now);
        let within: Vec<&NaiveDateTime> = counted.iter().filter(|at| **at > since).collect();
        if (within.len() as u64) < u64::from(self.max) {
            return Ok(());
        }
        let oldest = within.into_iter().min().copied().unwrap_or(now);
        Err((oldest - since).to_std().unwrap_or(Duration::ZERO))
    }
}

/// The longest window of any limit: calls older than this are pruned.
pub const LONGEST_WINDOW: Duration = Duration::from_secs(60 * 60);

#[cfg(test)]
mod tests {
    use super::*;

    fn at(seconds: i64) -> NaiveDateTime {
        NaiveDateTime::default() + chrono::Duration::seconds(seconds)
    }

    #[test]
    fn a_window_holds_max_calls_and_says_when_the_oldest_leaves() {
        let limit = CallLimit::new("chat", 3, Duration::from_secs(60));
        assert_eq!(limit.key("10.0.0.1"), "chat:10.0.0.1");
        let counted = [at(100), at(110), at(120)];
        assert_eq!(limit.decide(&counted[..2], at(130)), Ok(()));
        // The oldest (at 100) leaves the window at 160.
        assert_eq!(
            limit.decide(&counted, at(130)),
            Err(Duration::from_secs(30))
        );
        // Calls older than the window do not count.
        assert_eq!(limit.decide(&counted, at(161)), Ok(()));
    }
}
