//! Retries without duplicates: a create sent with an `Idempotency-Key`
//! is answered once; a retry with the same key and the same body gets that
//! first answer again, for [`KEEP_FOR`].

use chrono::{Duration, NaiveDateTime};

use crate::messages;

/// How long a key and its answer are kept.
pub const KEEP_FOR: Duration = Duration::hours(24);
/// A first request still unanswered after this long died with its server
/// (no request runs this long): a retry may run in its place.
pub const ABANDONED_AFTER: Duration = Duration::seconds(60);
/// The longest key taken (a UUID is 36 characters).
pub const KEY_MAX_CHARS: usize = 255;

/// A key as sent: 1 to 255 visible ASCII characters.
pub fn is_valid_key(key: &str) -> bool {
    (1..=KEY_MAX_CHARS).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_graphic())
}

/// A key already stored for the same person and route.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredKey {
    pub request_hash: String,
    /// The first answer's status and body; `None` while it runs.
    pub answer: Option<(u16, String)>,
    pub created_at: NaiveDateTime,
}

/// What to do with a request that carries a key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Run it (no live key, or only an expired or abandoned one).
    Run,
    /// Answer what the first request was answered.
    Replay { status: u16, body: String },
    /// The key was used with another body: 422.
    DifferentRequest,
    /// The first request with this key is still running: 409.
    StillRunning,
}

impl Verdict {
    /// The verdict on a request whose body hashes to `request_hash`, given
    /// what is stored under its key.
    pub fn of(stored: Option<&StoredKey>, request_hash: &str, now: NaiveDateTime) -> Verdict {
        let Some(stored) = stored else {
            return Verdict::Run;
        };
        let age = now - stored.created_at;
        if age >= KEEP_FOR {
            return Verdict::Run;
        }
        if stored.request_hash != request_hash {
            return Verdict::DifferentRequest;
        }
        match &stored.answer {
            Some((status, body)) => Verdict::Replay {
                status: *status,
                body: body.clone(),
            },
            None if age >= ABANDONED_AFTER => Verdict::Run,
            None => Verdict::StillRunning,
        }
    }

    /// The message of a refusal.
    pub fn message(&self) -> Option<&'static str> {
        match self {
            Verdict::DifferentRequest => Some(messages::IDEMPOTENCY_KEY_REUSED),
            Verdict::StillRunning => Some(messages::IDEMPOTENCY_KEY_RUNNING),
            Verdict::Run | Verdict::Replay { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S").unwrap()
    }

    #[test]
    fn keys_are_short_visible_ascii() {
        assert!(is_valid_key("2f1c3c9e-7d1a-4b7e-9a43-0c6f1f7c0b8e"));
        assert!(is_valid_key(&"k".repeat(KEY_MAX_CHARS)));
        for bad in [
            "",
            "with space",
            "tab\t",
            "é",
            &"k".repeat(KEY_MAX_CHARS + 1),
        ] {
            assert!(!is_valid_key(bad), "{bad:?}");
        }
    }

    #[test]
    fn verdicts() {
        let created = at("2026-11-24 10:00:00");
        let answered = StoredKey {
            request_hash: "abc".into(),
            answer: Some((201, "{\"id\":1}".into())),
            created_at: created,
        };
        let running = StoredKey {
            answer: None,
            ..answered.clone()
        };
        let now = at("2026-11-24 10:00:05");
        assert_eq!(Verdict::of(None, "abc", now), Verdict::Run);
        assert_eq!(
            Verdict::of(Some(&answered), "abc", now),
            Verdict::Replay {
                status: 201,
                body: "{\"id\":1}".into()
            }
        );
        assert_eq!(
            Verdict::of(Some(&answered), "other", now),
            Verdict::DifferentRequest
        );
        assert_eq!(
            Verdict::of(Some(&running), "abc", now),
            Verdict::StillRunning
        );
        let later = created + ABANDONED_AFTER;
        assert_eq!(Verdict::of(Some(&running), "abc", later), Verdict::Run);
        let expired = created + KEEP_FOR;
        assert_eq!(Verdict::of(Some(&answered), "other", expired), Verdict::Run);
        assert_eq!(
            Verdict::DifferentRequest.message(),
            Some(messages::IDEMPOTENCY_KEY_REUSED)
        );
    }
}
