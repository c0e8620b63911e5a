//! The signed-in person and the names the UI shows for them.

use crate::validation::cleaned;
use chrono::NaiveDateTime;

use crate::ids::UserId;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    /// The identity provider's issuer URL (`dev` for dev login).
    pub issuer: String,
    /// The provider's stable subject id for this person.
    pub subject: String,
    pub email: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub profile_image_url: Option<String>,
    /// IANA time zone name; `UTC` until the browser reports one.
    pub time_zone: String,
    /// A zone chosen on the Profile page: the browser's reports leave it.
    pub time_zone_chosen: bool,
    /// Their own birthday, from the Profile page: private (only they read
    /// it); it drives the nudges alone.
    pub birthday: Option<chrono::NaiveDate>,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

/// What a sign-in tells us about a person; upserted by (issuer, subject).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserProfile {
    pub issuer: String,
    pub subject: String,
    pub email: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub profile_image_url: Option<String>,
}

impl UserProfile {
    /// Trims every field and drops the empty ones; emails are kept lower-case
    /// so that uniqueness and look-ups by email ignore case.
    pub fn normalized(self) -> Self {
        Self {
            issuer: self.issuer,
            subject: self.subject,
            email: cleaned(self.email).map(|e| e.to_lowercase()),
            first_name: cleaned(self.first_name),
            last_name: cleaned(self.last_name),
            profile_image_url: cleaned(self.profile_image_url),
        }
    }
}

/// 'firstName lastName' when both exist, else the part of the email before the @.
pub fn display_name(
    first_name: Option<&str>,
    last_name: Option<&str>,
    email: Option<&str>,
) -> Option<String> {
    let first = first_name.map(str::trim).filter(|s| !s.is_empty());
    let last = last_name.map(str::trim).filter(|s| !s.is_empty());
    match (first, last) {
        (Some(first), Some(last)) => Some(format!("{first} {last}")),
        _ => email
            .and_then(|e| e.split('@').next())
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned),
    }
}

/// Avatar initials: the first letter of the first name, else of the email.
pub fn initials(first_name: Option<&str>, email: Option<&str>) -> String {
    [first_name, email]
        .into_iter()
        .flatten()
        .find_map(|s| s.trim().chars().next())
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default()
}

impl User {
    pub fn display_name(&self) -> Option<String> {
        display_name(
            self.first_name.as_deref(),
            self.last_name.as_deref(),
            self.email.as_deref(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type DisplayNameCase = (
        Option<&'static str>,
        Option<&'static str>,
        Option<&'static str>,
        Option<&'static str>,
    );

    #[test]
    fn display_name_table() {
        let table: [DisplayNameCase; 7] = [
            (
                Some("Ada"),
                Some("Lovelace"),
                Some("ada@example.com"),
                Some("Ada Lovelace"),
            ),
            (Some("Ada"), None, Some("ada@example.com"), Some("ada")),
            (
                None,
                Some("Lovelace"),
                Some("countess@example.com"),
                Some("countess"),
            ),
            (
                Some(" "),
                Some("Lovelace"),
                Some("a.l@example.com"),
                Some("a.l"),
            ),
            (Some("Ada"), Some("Lovelace"), None, Some("Ada Lovelace")),
            (None, None, None, None),
            (None, None, Some("@example.com"), None),
        ];
        for (first, last, email, expected) in table {
            assert_eq!(
                display_name(first, last, email).as_deref(),
                expected,
                "{first:?} {last:?} {email:?}"
            );
        }
    }

    #[test]
    fn initials_table() {
        let table = [
            (Some("ada"), Some("x@example.com"), "A"),
            (None, Some("grace@example.com"), "G"),
            (Some(""), Some("grace@example.com"), "G"),
            (Some("Émile"), None, "É"),
            (None, None, ""),
        ];
        for (first, email, expected) in table {
            assert_eq!(initials(first, email), expected, "{first:?} {email:?}");
        }
    }

    #[test]
    fn profile_is_trimmed_and_email_lowercased() {
        let profile = UserProfile {
            issuer: "dev".into(),
            subject: "ada@example.com".into(),
            email: Some("  Ada@Example.COM ".into()),
            first_name: Some(" Ada ".into()),
            last_name: Some("   ".into()),
            profile_image_url: None,
        }
        .normalized();
        assert_eq!(profile.email.as_deref(), Some("ada@example.com"));
        assert_eq!(profile.first_name.as_deref(), Some("Ada"));
        assert_eq!(profile.last_name, None);
    }
}
