//! Signed-in sessions: the server's record behind a session cookie, and when
//! it ends. The cookie holds a random token; the store keeps its hash.

use chrono::{NaiveDateTime, TimeDelta};

use crate::ids::UserId;

/// A session ends this long after sign-in, however much it is used.
pub const LIFETIME: TimeDelta = TimeDelta::days(30);
/// ... or once it has not been used for this long.
pub const IDLE_LIMIT: TimeDelta = TimeDelta::days(14);
/// Its last use is written at most this often, so reads do not write on
/// every request.
pub const TOUCH_EVERY: TimeDelta = TimeDelta::hours(1);

/// The server's record of one signed-in browser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Session {
    pub user: UserId,
    pub issued_at: NaiveDateTime,
    pub last_used_at: NaiveDateTime,
    /// The absolute end: `issued_at` plus [`LIFETIME`].
    pub expires_at: NaiveDateTime,
}

impl Session {
    /// A session that begins now.
    pub fn begin(user: UserId, now: NaiveDateTime) -> Session {
        Session {
            user,
            issued_at: now,
            last_used_at: now,
            expires_at: now + LIFETIME,
        }
    }

    /// Whether it still signs its user in at `now`.
    pub fn is_live_at(&self, now: NaiveDateTime) -> bool {
        now < self.expires_at && now < self.last_used_at + IDLE_LIMIT
    }

    /// Whether its last use is old enough to be written again.
    pub fn needs_touch_at(&self, now: NaiveDateTime) -> bool {
        now >= self.last_used_at + TOUCH_EVERY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap()
    }

    #[test]
    fn a_session_ends_at_its_lifetime_or_when_idle() {
        let session = Session::begin(UserId(1), at("2026-01-01 09:00"));
        assert!(session.is_live_at(at("2026-01-14 09:00")));
        // Unused for 14 days.
        assert!(!session.is_live_at(at("2026-01-15 09:00")));
        // Used every week, it still ends 30 days after sign-in.
        let used = Session {
            last_used_at: at("2026-01-30 09:00"),
            ..session
        };
        assert!(used.is_live_at(at("2026-01-31 08:59")));
        assert!(!used.is_live_at(at("2026-01-31 09:00")));
    }

    #[test]
    fn last_use_is_written_at_most_hourly() {
        let session = Session::begin(UserId(1), at("2026-01-01 09:00"));
        assert!(!session.needs_touch_at(at("2026-01-01 09:59")));
        assert!(session.needs_touch_at(at("2026-01-01 10:00")));
    }
}
