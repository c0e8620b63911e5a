//! Contacts: the people in a user's circle, and how they are validated.

use validator::{Validate, ValidateEmail, ValidateLength};

use crate::ids::ContactId;
use crate::messages;
use crate::validation::{cleaned, patched, refusal, required, Draft, ValidationError};

pub const NAME_MAX: u64 = 200;
pub const EMAIL_MAX: u64 = 254;
pub const PHONE_MAX: u64 = 50;
pub const PREFERENCES_MAX: u64 = 2000;
pub const URL_MAX: u64 = 2048;

string_enum!(
    /// Who a contact is to the user; case-insensitive on input (the contact
    /// picker's 'Friend' is `friend`).
    Relationship {
        Family => "family" / "Family",
        Friend => "friend" / "Friend",
        Colleague => "colleague" / "Colleague",
        Spouse => "spouse" / "Spouse",
        Parent => "parent" / "Parent",
        Sibling => "sibling" / "Sibling",
        Child => "child" / "Child",
        Other => "other" / "Other",
    }
);

/// A validated contact.
#[derive(Debug, Clone, PartialEq, Eq, Validate)]
pub struct ContactInput {
    #[validate(length(max = NAME_MAX, code = "NAME_TOO_LONG"))]
    pub name: String,
    #[validate(custom(function = "email_address"))]
    pub email: Option<String>,
    #[validate(length(max = PHONE_MAX, code = "PHONE_TOO_LONG"))]
    pub phone: Option<String>,
    pub relationship: Option<Relationship>,
    /// Free text; the UI shows its comma-separated parts as interests.
    #[validate(length(max = PREFERENCES_MAX, code = "PREFERENCES_TOO_LONG"))]
    pub preferences: Option<String>,
    #[validate(custom(function = "http_url"))]
    pub photo_url: Option<String>,
}

/// A contact form's fields in the order the form shows them.
const CONTACT_FIELDS: &[&str] = &[
    "name",
    "email",
    "phone",
    "relationship",
    "preferences",
    "photoUrl",
];

/// A stored contact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    pub id: ContactId,
    pub input: ContactInput,
}

/// What a client sends; for update, absent fields stay and `Some(None)` clears.
/// Empty strings count as absent values (dropped).
#[derive(Debug, Clone, Default)]
pub struct ContactDraft {
    pub name: Option<String>,
    pub email: Option<Option<String>>,
    pub phone: Option<Option<String>>,
    pub relationship: Option<Option<String>>,
    pub preferences: Option<Option<String>>,
    pub photo_url: Option<Option<String>>,
}

/// An email address as `validator` checks it, and with a dotted domain:
/// `validator` accepts single-label domains (`a@b`), which here are typos.
pub fn is_valid_email(email: &str) -> bool {
    email.validate_length(None, Some(EMAIL_MAX), None)
        && email.validate_email()
        && email.rsplit_once('@').is_some_and(|(_, domain)| {
            domain.contains('.') && !domain.starts_with('.') && !domain.ends_with('.')
        })
}

/// An absolute http(s) URL with a host. Hand-written: `validator`'s `url`
/// accepts any scheme (`javascript:`, `ftp:`), and only http(s) links are
/// shown or fetched.
pub fn is_valid_url(url: &str) -> bool {
    let Some(rest) = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
    else {
        return false;
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    url.validate_length(None, Some(URL_MAX), None)
        && !host.is_empty()
        && !url.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// [`is_valid_email`] as a `validator` rule.
fn email_address(email: &str) -> Result<(), validator::ValidationError> {
    is_valid_email(email)
        .then_some(())
        .ok_or_else(|| refusal("INVALID_EMAIL"))
}

/// [`is_valid_url`] as a `validator` rule.
pub(crate) fn http_url(url: &str) -> Result<(), validator::ValidationError> {
    is_valid_url(url)
        .then_some(())
        .ok_or_else(|| refusal("INVALID_URL"))
}

impl Draft for ContactDraft {
    type Input = ContactInput;

    fn validate_over(
        self,
        current: Option<&ContactInput>,
    ) -> Result<ContactInput, ValidationError> {
        let mut errors = Vec::new();
        // On update a name that is not sent stays; one sent empty is refused.
        let name = required(self.name, current.map(|c| &c.name));
        if name.is_none() {
            errors.push(("name", messages::NAME_REQUIRED));
        }
        let relationship = match self.relationship {
            Some(sent) => cleaned(sent).and_then(|text| {
                let parsed = Relationship::parse(&text);
                if parsed.is_none() {
                    errors.push(("relationship", messages::RELATIONSHIP_INVALID));
                }
                parsed
            }),
            None => current.and_then(|c| c.relationship),
        };
        let input = ContactInput {
            name: name.unwrap_or_default(),
            email: patched(self.email, current.map(|c| &c.email)).map(|e| e.to_lowercase()),
            phone: patched(self.phone, current.map(|c| &c.phone)),
            relationship,
            preferences: patched(self.preferences, current.map(|c| &c.preferences)),
            photo_url: patched(self.photo_url, current.map(|c| &c.photo_url)),
        };
        ValidationError::gather(CONTACT_FIELDS, errors, input.validate())?;
        Ok(input)
    }
}

/// The interests shown as tags: the comma-separated parts of `preferences`.
pub fn interests(preferences: &str) -> Vec<String> {
    preferences
        .split([',', ';', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> ContactDraft {
        ContactDraft {
            name: Some(name.into()),
            ..Default::default()
        }
    }

    #[test]
    fn empty_strings_are_dropped_and_values_cleaned() {
        let input = ContactDraft {
            name: Some(" Mum ".into()),
            email: Some(Some(" Mum@Example.COM ".into())),
            phone: Some(Some("".into())),
            relationship: Some(Some("Family".into())),
            preferences: Some(Some("tulips, chocolate".into())),
            photo_url: Some(Some("  ".into())),
        }
        .validate_new()
        .unwrap();
        assert_eq!(input.name, "Mum");
        assert_eq!(input.email.as_deref(), Some("mum@example.com"));
        assert_eq!(input.phone, None);
        assert_eq!(input.relationship, Some(Relationship::Family));
        assert_eq!(input.photo_url, None);
    }

    #[test]
    fn spec_messages() {
        let cases: Vec<(ContactDraft, &str, &str)> = vec![
            (ContactDraft::default(), "name", messages::NAME_REQUIRED),
            (named("   "), "name", messages::NAME_REQUIRED),
            (named(&"n".repeat(201)), "name", messages::NAME_TOO_LONG),
            (
                ContactDraft {
                    email: Some(Some("not-an-email".into())),
                    ..named("x")
                },
                "email",
                messages::INVALID_EMAIL,
            ),
            (
                ContactDraft {
                    email: Some(Some("a@b".into())),
                    ..named("x")
                },
                "email",
                messages::INVALID_EMAIL,
            ),
            (
                ContactDraft {
                    photo_url: Some(Some("ftp://x.example/p.png".into())),
                    ..named("x")
                },
                "photoUrl",
                messages::INVALID_URL,
            ),
            (
                ContactDraft {
                    photo_url: Some(Some("not a url".into())),
                    ..named("x")
                },
                "photoUrl",
                messages::INVALID_URL,
            ),
            (
                ContactDraft {
                    relationship: Some(Some("nemesis".into())),
                    ..named("x")
                },
                "relationship",
                messages::RELATIONSHIP_INVALID,
            ),
            (
                ContactDraft {
                    phone: Some(Some("1".repeat(51))),
                    ..named("x")
                },
                "phone",
                messages::PHONE_TOO_LONG,
            ),
        ];
        for (draft, field, message) in cases {
            let error = draft.validate_new().unwrap_err();
            assert_eq!(
                error.fields.get(field).map(String::as_str),
                Some(message),
                "{field}"
            );
        }
    }

    #[test]
    fn the_first_message_follows_the_form_order() {
        // Several fields wrong at once: the toast shows the first in form order,
        // whatever order the rules ran in.
        for _ in 0..20 {
            let error = ContactDraft {
                name: Some("n".repeat(201)),
                photo_url: Some(Some("ftp://x".into())),
                email: Some(Some("nope".into())),
                phone: Some(Some("1".repeat(51))),
                ..Default::default()
            }
            .validate_new()
            .unwrap_err();
            assert_eq!(error.message, messages::NAME_TOO_LONG);
            assert_eq!(error.fields.len(), 4);
        }
    }

    #[test]
    fn lengths_count_characters_not_bytes() {
        let at_limit = "é".repeat(200);
        assert!(named(&at_limit).validate_new().is_ok());
        let over = "😀".repeat(201);
        assert_eq!(
            named(&over).validate_new().unwrap_err().fields["name"],
            messages::NAME_TOO_LONG
        );
    }

    #[test]
    fn relationships_compare_case_insensitively() {
        assert_eq!(Relationship::parse("Friend"), Some(Relationship::Friend));
        assert_eq!(Relationship::parse(" SPOUSE "), Some(Relationship::Spouse));
        assert_eq!(Relationship::parse("boss"), None);
    }

    #[test]
    fn updates_keep_what_is_not_sent() {
        let current = ContactDraft {
            email: Some(Some("a@example.com".into())),
            ..named("Ann")
        }
        .validate_new()
        .unwrap();
        let same_name = ContactDraft {
            phone: Some(Some("555".into())),
            ..Default::default()
        }
        .validate_update(&current)
        .unwrap();
        assert_eq!(same_name.name, "Ann");
        assert_eq!(same_name.email.as_deref(), Some("a@example.com"));
        assert_eq!(same_name.phone.as_deref(), Some("555"));
        let cleared = ContactDraft {
            email: Some(None),
            ..Default::default()
        }
        .validate_update(&current)
        .unwrap();
        assert_eq!(cleared.email, None);
        let error = named("").validate_update(&current).unwrap_err();
        assert_eq!(error.fields["name"], messages::NAME_REQUIRED);
    }

    #[test]
    fn interests_from_preferences() {
        assert_eq!(
            interests("tulips, chocolate;  jazz\n"),
            ["tulips", "chocolate", "jazz"]
        );
        assert!(interests(" , ").is_empty());
    }

    #[test]
    fn email_and_url_checks() {
        for ok in ["a@example.com", "first.last+tag@sub.example.co.uk"] {
            assert!(is_valid_email(ok), "{ok}");
        }
        for bad in [
            "",
            "a",
            "a@",
            "@example.com",
            "a b@example.com",
            "a@@example.com",
            "a@example.",
        ] {
            assert!(!is_valid_email(bad), "{bad}");
        }
        for ok in ["https://example.com/p.png", "http://cdn.example/x?y=1"] {
            assert!(is_valid_url(ok), "{ok}");
        }
        for bad in [
            "",
            "example.com",
            "https://",
            "javascript:alert(1)",
            "https://ex ample.com",
        ] {
            assert!(!is_valid_url(bad), "{bad}");
        }
    }
}
