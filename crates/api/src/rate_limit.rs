//! Limits on calls a loop or a script could repeat: per user, the calls that
//! make this server work on someone's behalf elsewhere (fetching shop pages,
//! asking the AI model); per client address or per list, what visitors may
//! do without an account (the chat, guest claims) and dev login. Counted in
//! memory per instance (a sliding window).

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use domain::ids::UserId;
use domain::ports::RateLimit;

/// Past this many tracked users, idle ones are dropped on the next call.
const PRUNE_ABOVE: usize = 10_000;

/// Counts calls per key: a user, or (for visitors) a client address.
#[derive(Debug)]
pub struct RateLimiter<K = UserId> {
    max: usize,
    window: Duration,
    calls: Mutex<HashMap<K, VecDeque<Instant>>>,
}

impl<K: Eq + std::hash::Hash> RateLimiter<K> {
    /// At most `max` calls per key in any `window`.
    pub fn new(max: usize, window: Duration) -> Self {
        Self {
            max,
            window,
            calls: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a call by `user` at `now`, or refuses it (not counted) with
    /// how long until the oldest counted call leaves the window.
    pub fn check(&self, user: K, now: Instant) -> Result<(), Duration> {
        let mut calls = self
            .calls
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let window = self.window;
        let recent = |at: &Instant| now.saturating_duration_since(*at) < window;
        if calls.len() > PRUNE_ABOVE {
            calls.retain(|_, times| times.back().is_some_and(recent));
        }
        let times = calls.entry(user).or_default();
        while times.front().is_some_and(|at| !recent(at)) {
            times.pop_front();
        }
        if times.len() >= self.max {
            let oldest = times.front().copied().unwrap_or(now);
            return Err(window.saturating_sub(now.saturating_duration_since(oldest)));
        }
        times.push_back(now);
        Ok(())
    }
}

/// The limit a use case consults, counted from now.
impl RateLimit for RateLimiter<UserId> {
    fn check(&self, user: UserId) -> Result<(), Duration> {
        RateLimiter::check(self, user, Instant::now())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_gets_max_calls_per_window_and_others_are_unaffected() {
        let limiter = RateLimiter::new(3, Duration::from_secs(60));
        let start = Instant::now();
        for second in 0..3 {
            assert_eq!(
                limiter.check(UserId(1), start + Duration::from_secs(second)),
                Ok(())
            );
        }
        assert_eq!(
            limiter.check(UserId(1), start + Duration::from_secs(10)),
            Err(Duration::from_secs(50)),
            "refused until the first call is a minute old"
        );
        assert_eq!(
            limiter.check(UserId(2), start + Duration::from_secs(10)),
            Ok(())
        );
        // A refused call is not counted: one slot frees at 60 s.
        assert_eq!(
            limiter.check(UserId(1), start + Duration::from_secs(60)),
            Ok(())
        );
        assert!(limiter
            .check(UserId(1), start + Duration::from_secs(60))
            .is_err());
        assert_eq!(
            limiter.check(UserId(1), start + Duration::from_secs(62)),
            Ok(())
        );
    }
}
