//! Those who keep no account (issue 40): a child, a pet, a grandparent.
//! Their guardians (the person who added them and the co-guardians they
//! added among their friends) keep their lists; friends of any guardian see
//! the lists shown to friends and claim from them. Guardians are givers
//! too: they see the claims on a dependant's list, except on an item one of
//! them marked as their own surprise (see [`crate::group_list::recipients_of_kept`]).

use chrono::{NaiveDate, NaiveDateTime};

use crate::contact::is_valid_url;
use crate::group_list::PersonName;
use crate::ids::{DependantId, UserId};
use crate::messages;
use crate::special_date::parse_calendar_date;
use crate::validation::{cleaned, has_forbidden_char, read, required, Draft, ValidationError};

string_enum!(
    /// Who a dependant is to their guardians.
    DependantKind {
        Child => "child" / "Child",
        Pet => "pet" / "Pet",
        Grandparent => "grandparent" / "Grandparent",
        Other => "other" / "Someone else",
    }
);

/// The longest name a dependant may have.
pub const DEPENDANT_NAME_MAX: usize = 100;
/// The longest photo link.
pub const DEPENDANT_PHOTO_URL_MAX: usize = 2048;

/// One of a dependant's guardians.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guardian {
    pub user_id: UserId,
    pub name: PersonName,
}

/// An open invite to an account of their own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DependantInvite {
    pub email: String,
    pub invited_at: NaiveDateTime,
}

/// A stored dependant with their guardians.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dependant {
    pub id: DependantId,
    pub input: DependantInput,
    /// Who added them: the one guardian who may delete them.
    pub created_by: UserId,
    /// Oldest first (the one who added them first).
    pub guardians: Vec<Guardian>,
    pub invite: Option<DependantInvite>,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

impl Dependant {
    pub fn is_guarded_by(&self, user: UserId) -> bool {
        self.guardians.iter().any(|g| g.user_id == user)
    }

    pub fn guardian_ids(&self) -> Vec<UserId> {
        self.guardians.iter().map(|g| g.user_id).collect()
    }

    /// The name their birthday shows under in each guardian's dates.
    pub fn birthday_title(&self) -> String {
        format!("{}'s birthday", self.input.name)
    }

    /// The name their first list gets.
    pub fn first_list_name(name: &str) -> String {
        format!("{name}'s wishlist")
    }
}

/// A dependant's own fields, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DependantInput {
    pub name: String,
    pub kind: DependantKind,
    pub birthday: Option<NaiveDate>,
    /// Shown to guardians and to their friends; never on a public page.
    pub photo_url: Option<String>,
}

/// What a client sends for a dependant; on update, absent fields stay and
/// `Some(None)` clears.
#[derive(Debug, Clone, Default)]
pub struct DependantDraft {
    pub name: Option<String>,
    pub kind: Option<String>,
    pub birthday: Option<Option<String>>,
    pub photo_url: Option<Option<String>>,
}

const DEPENDANT_FIELDS: &[&str] = &["name", "kind", "birthday", "photoUrl"];

/// Reads the draft over `current`, with `today` to refuse a birthday to come.
impl DependantDraft {
    pub fn validate_at(
        self,
        current: Option<&DependantInput>,
        today: NaiveDate,
    ) -> Result<DependantInput, ValidationError> {
        let mut errors = Vec::new();
        let name = read(
            &mut errors,
            "name",
            required(self.name, current.map(|c| &c.name))
                .ok_or(messages::DEPENDANT_NAME_REQUIRED)
                .and_then(|name| {
                    if name.chars().count() > DEPENDANT_NAME_MAX || has_forbidden_char(&name) {
                        Err(messages::DEPENDANT_NAME_TOO_LONG)
                    } else {
                        Ok(name)
                    }
                }),
        );
        let kind = read(
            &mut errors,
            "kind",
            match cleaned(self.kind) {
                None => current
                    .map(|c| c.kind)
                    .ok_or(messages::DEPENDANT_KIND_INVALID),
                Some(text) => DependantKind::parse(&text).ok_or(messages::DEPENDANT_KIND_INVALID),
            },
        );
        let birthday = read(
            &mut errors,
            "birthday",
            match self.birthday {
                None => Ok(current.and_then(|c| c.birthday)),
                Some(sent) => match cleaned(sent) {
                    None => Ok(None),
                    Some(text) => match parse_calendar_date(&text) {
                        None => Err(messages::DATE_INVALID),
                        Some(day) if day > today => Err(messages::BIRTHDAY_IN_FUTURE),
                        Some(day) => Ok(Some(day)),
                    },
                },
            },
        );
        let photo_url = read(
            &mut errors,
            "photoUrl",
            match self.photo_url {
                None => Ok(current.and_then(|c| c.photo_url.clone())),
                Some(sent) => match cleaned(sent) {
                    None => Ok(None),
                    Some(url)
                        if url.starts_with("https://")
                            && is_valid_url(&url)
                            && url.len() <= DEPENDANT_PHOTO_URL_MAX =>
                    {
                        Ok(Some(url))
                    }
                    Some(_) => Err(messages::PHOTO_URL_INVALID),
                },
            },
        );
        ValidationError::gather(DEPENDANT_FIELDS, errors, Ok(()))?;
        match (name, kind, birthday, photo_url) {
            (Some(name), Some(kind), Some(birthday), Some(photo_url)) => Ok(DependantInput {
                name,
                kind,
                birthday,
                photo_url,
            }),
            // `gather` has refused every draft with a field missing.
            _ => Err(ValidationError::field(
                "name",
                messages::DEPENDANT_NAME_REQUIRED,
            )),
        }
    }
}

impl Draft for DependantDraft {
    type Input = DependantInput;

    /// Without a day to compare with, a birthday is only checked to be a date.
    fn validate_over(
        self,
        current: Option<&DependantInput>,
    ) -> Result<DependantInput, ValidationError> {
        self.validate_at(current, NaiveDate::MAX)
    }
}

/// The dependant a list is kept for, as a list answer names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListDependant {
    pub id: DependantId,
    pub name: String,
    pub kind: DependantKind,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        parse_calendar_date(text).unwrap()
    }

    #[test]
    fn a_dependant_needs_a_name_and_a_kind_and_a_birthday_that_has_come() {
        let today = day("2026-11-28");
        let error = DependantDraft::default()
            .validate_at(None, today)
            .unwrap_err();
        assert_eq!(error.fields["name"], messages::DEPENDANT_NAME_REQUIRED);
        assert_eq!(error.fields["kind"], messages::DEPENDANT_KIND_INVALID);
        let error = DependantDraft {
            name: Some("Mia".into()),
            kind: Some("dragon".into()),
            birthday: Some(Some("2027-01-01".into())),
            photo_url: Some(Some("http://example.test/mia.jpg".into())),
        }
        .validate_at(None, today)
        .unwrap_err();
        assert_eq!(error.fields["kind"], messages::DEPENDANT_KIND_INVALID);
        assert_eq!(error.fields["birthday"], messages::BIRTHDAY_IN_FUTURE);
        assert_eq!(error.fields["photoUrl"], messages::PHOTO_URL_INVALID);
        let input = DependantDraft {
            name: Some(" Mia ".into()),
            kind: Some("Child".into()),
            birthday: Some(Some("2019-03-14".into())),
            photo_url: None,
        }
        .validate_at(None, today)
        .unwrap();
        assert_eq!(input.name, "Mia");
        assert_eq!(input.kind, DependantKind::Child);
        assert_eq!(input.birthday, Some(day("2019-03-14")));
        // An update keeps what is not sent and clears what is sent empty.
        let updated = DependantDraft {
            birthday: Some(None),
            ..Default::default()
        }
        .validate_at(Some(&input), today)
        .unwrap();
        assert_eq!(updated.name, "Mia");
        assert_eq!(updated.birthday, None);
        let error = DependantDraft {
            name: Some("x".repeat(DEPENDANT_NAME_MAX + 1)),
            ..Default::default()
        }
        .validate_at(Some(&input), today)
        .unwrap_err();
        assert_eq!(error.fields["name"], messages::DEPENDANT_NAME_TOO_LONG);
    }
}
