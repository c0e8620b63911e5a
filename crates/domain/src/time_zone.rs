//! IANA time zones, as the browser reports them and as reminders are computed.

use crate::messages;
use crate::validation::ValidationError;

/// A validated IANA time zone name such as `Europe/London`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeZone(chrono_tz::Tz);

impl TimeZone {
    pub const UTC: TimeZone = TimeZone(chrono_tz::Tz::UTC);

    /// Accepts IANA names only (`Europe/London`, `UTC`); offsets such as
    /// `+02:00` and abbreviations such as `CEST` are refused.
    pub fn parse(name: &str) -> Result<Self, ValidationError> {
        let name = name.trim();
        let refuse = || ValidationError::field("timeZone", messages::INVALID_TIME_ZONE);
        if name.is_empty() || name.len() > 64 {
            return Err(refuse());
        }
        name.parse::<chrono_tz::Tz>()
            .map(TimeZone)
            .map_err(|_| refuse())
    }

    pub fn name(self) -> &'static str {
        self.0.name()
    }

    pub fn tz(self) -> chrono_tz::Tz {
        self.0
    }

    /// Every name [`TimeZone::parse`] accepts, sorted: the Profile page's list.
    pub fn all_names() -> Vec<&'static str> {
        let mut names: Vec<&'static str> =
            chrono_tz::TZ_VARIANTS.iter().map(|tz| tz.name()).collect();
        names.sort_unstable();
        names
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iana_names_only() {
        for ok in [
            "UTC",
            "Europe/London",
            "America/New_York",
            "Pacific/Auckland",
            " Asia/Tokyo ",
        ] {
            assert!(TimeZone::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "",
            "Mars/Olympus",
            "+02:00",
            "europe/london!",
            "Europe/London/Extra",
        ] {
            assert!(TimeZone::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            TimeZone::parse("Asia/Tokyo").map(TimeZone::name),
            Ok("Asia/Tokyo")
        );
    }
}
