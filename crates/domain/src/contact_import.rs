//! Importing contacts: what an import brings, its validation, and how a
//! file's entries are marked new, duplicate or skipped before importing.

use std::collections::HashSet;

use chrono::NaiveDate;

use crate::contact::{ContactDraft, ContactInput, Relationship};
use crate::messages;
use crate::special_date::{parse_calendar_date, yearless};
use crate::validation::{Draft, ValidationError};

/// A stored contact's (email, phone), as the duplicate check reads them.
pub type ContactAddress = (Option<String>, Option<String>);

/// Contacts one import may bring.
pub const IMPORT_MAX_CONTACTS: usize = 5000;

/// One contact to import, as sent; `birthday` and `anniversary` become
/// special dates (`YYYY-MM-DD`, or `--MM-DD` when the year is unknown).
#[derive(Debug, Clone, Default)]
pub struct ImportDraft {
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub relationship: Option<String>,
    pub preferences: Option<String>,
    pub birthday: Option<String>,
    pub anniversary: Option<String>,
}

/// A validated contact to import, with the dates it brings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportItem {
    pub contact: ContactInput,
    pub birthday: Option<NaiveDate>,
    pub anniversary: Option<NaiveDate>,
}

/// Why a whole import is refused (nothing is written).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportRefusal {
    #[error("{}", messages::NO_CONTACTS_SELECTED)]
    NoneSelected,
    #[error("{}", crate::messages::import_at_most(IMPORT_MAX_CONTACTS))]
    TooMany,
    /// One contact is invalid: its field is `contacts[i].field` and the
    /// message says which ('Contact 3: Invalid email').
    #[error(transparent)]
    Invalid(#[from] ValidationError),
}

/// Validates every draft; the first invalid one refuses the import.
pub fn validate_import(drafts: Vec<ImportDraft>) -> Result<Vec<ImportItem>, ImportRefusal> {
    if drafts.is_empty() {
        return Err(ImportRefusal::NoneSelected);
    }
    if drafts.len() > IMPORT_MAX_CONTACTS {
        return Err(ImportRefusal::TooMany);
    }
    drafts
        .into_iter()
        .enumerate()
        .map(|(index, draft)| validate_one(index, draft).map_err(ImportRefusal::from))
        .collect()
}

fn validate_one(index: usize, draft: ImportDraft) -> Result<ImportItem, ValidationError> {
    let locate = |error: ValidationError| {
        let (field, message) = error.fields.into_iter().next().unwrap_or_default();
        let text = format!("Contact {}: {message}", index + 1);
        ValidationError::field(&format!("contacts[{index}].{field}"), &text)
    };
    let contact = ContactDraft {
        name: draft.name,
        email: Some(draft.email),
        phone: Some(draft.phone),
        relationship: Some(draft.relationship),
        preferences: Some(draft.preferences),
        photo_url: None,
    }
    .validate_new()
    .map_err(locate)?;
    let date = |field: &str, text: Option<String>| -> Result<Option<NaiveDate>, ValidationError> {
        match text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            None => Ok(None),
            Some(t) => import_date(t)
                .map(Some)
                .ok_or_else(|| locate(ValidationError::field(field, messages::DATE_INVALID))),
        }
    };
    Ok(ImportItem {
        contact,
        birthday: date("birthday", draft.birthday)?,
        anniversary: date("anniversary", draft.anniversary)?,
    })
}

/// `YYYY-MM-DD` or a year-less `--MM-DD`.
pub fn import_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    if let Some(month_day) = text.strip_prefix("--") {
        let (month, day) = month_day.split_once('-')?;
        return yearless(month.parse().ok()?, day.parse().ok()?);
    }
    parse_calendar_date(text)
}

/// A phone number's digits, for comparing numbers written differently.
pub fn phone_digits(phone: &str) -> String {
    phone.chars().filter(char::is_ascii_digit).collect()
}

/// An email as compared for duplicates: trimmed, lower-case; `None` when blank.
fn email_key(email: &str) -> Option<String> {
    let email = email.trim();
    (!email.is_empty()).then(|| email.to_lowercase())
}

string_enum!(
    /// An entry of a file to import, as the import list shows it: new; a
    /// duplicate (same email or phone as one of my contacts, or as an
    /// earlier entry); or skipped (no name; neither phone nor email).
    EntryStatus {
        New => "new" / "New",
        Duplicate => "duplicate" / "Duplicate",
        Skipped => "skipped" / "Skipped",
    }
);

/// An entry's status, and why when it is not new.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EntryVerdict {
    pub status: EntryStatus,
    pub reason: Option<&'static str>,
}

/// Why an entry the file cut off is skipped: the part that is there may
/// stop in the middle of an address (`half@exa`).
pub const CUT_OFF: &str = "Incomplete: the file ends in the middle of this card";

/// The relationship an imported contact gets: the first of the file's
/// categories that names one (an export writes it there), case-insensitive;
/// otherwise a friend, as a phone's contacts are imported.
pub fn imported_relationship<'a>(categories: impl IntoIterator<Item = &'a str>) -> Relationship {
    categories
        .into_iter()
        .find_map(Relationship::parse)
        .unwrap_or(Relationship::Friend)
}

/// Marks a file's entries against the addresses already known; entries
/// are compared with earlier ones too, so a file's repeat is a duplicate.
pub struct DuplicateCheck {
    emails: HashSet<String>,
    phones: HashSet<String>,
}

impl DuplicateCheck {
    /// From my contacts' (email, phone) pairs as stored.
    pub fn new(known: Vec<ContactAddress>) -> Self {
        let mut check = DuplicateCheck {
            emails: HashSet::new(),
            phones: HashSet::new(),
        };
        for (email, phone) in known {
            check.remember(email.as_slice(), phone.as_slice());
        }
        check
    }

    fn remember(&mut self, emails: &[String], phones: &[String]) {
        self.emails
            .extend(emails.iter().filter_map(|e| email_key(e)));
        self.phones.extend(
            phones
                .iter()
                .map(|p| phone_digits(p))
                .filter(|p| !p.is_empty()),
        );
    }

    /// The verdict on the next entry of the file; `complete` is false for
    /// an entry the file cut off.
    pub fn mark(
        &mut self,
        name: Option<&str>,
        emails: &[String],
        phones: &[String],
        complete: bool,
    ) -> EntryVerdict {
        let skip = if !complete {
            Some(CUT_OFF)
        } else if name.is_none_or(|n| n.trim().is_empty()) {
            Some("No name")
        } else if emails.is_empty() && phones.is_empty() {
            Some("No phone or email")
        } else {
            None
        };
        if let Some(reason) = skip {
            return EntryVerdict {
                status: EntryStatus::Skipped,
                reason: Some(reason),
            };
        }
        let duplicate = emails
            .iter()
            .any(|e| self.emails.contains(&e.to_lowercase()))
            || phones
                .iter()
                .map(|p| phone_digits(p))
                .any(|p| !p.is_empty() && self.phones.contains(&p));
        self.remember(emails, phones);
        if duplicate {
            EntryVerdict {
                status: EntryStatus::Duplicate,
                reason: Some("Already in your contacts"),
            }
        } else {
            EntryVerdict {
                status: EntryStatus::New,
                reason: None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn import_dates_with_and_without_year() {
        assert_eq!(import_date("1985-03-04"), "1985-03-04".parse().ok());
        assert_eq!(import_date("--05-17"), "2000-05-17".parse().ok());
        assert_eq!(import_date("--02-29"), "2000-02-29".parse().ok());
        assert_eq!(import_date("--13-01"), None);
        assert_eq!(import_date("May 17"), None);
    }

    fn strings(values: &[&str]) -> Vec<String> {
        values.iter().map(|v| (*v).to_owned()).collect()
    }

    /// (name, emails, phones, status, reason)
    type EntryCase = (
        Option<&'static str>,
        &'static [&'static str],
        &'static [&'static str],
        EntryStatus,
        Option<&'static str>,
    );

    #[test]
    fn entries_marked_against_known_and_earlier_ones() {
        let mut check = DuplicateCheck::new(vec![
            (Some("mum@example.com".into()), None),
            (None, Some("+1 (555) 010-2000".into())),
        ]);
        let table: [EntryCase; 8] = [
            (
                Some("Mum"),
                &["MUM@example.com"],
                &[],
                EntryStatus::Duplicate,
                Some("Already in your contacts"),
            ),
            (
                Some("Dad"),
                &[],
                &["+1 555 010 2000"],
                EntryStatus::Duplicate,
                Some("Already in your contacts"),
            ),
            (
                None,
                &["x@example.com"],
                &[],
                EntryStatus::Skipped,
                Some("No name"),
            ),
            (
                Some("Nobody"),
                &[],
                &[],
                EntryStatus::Skipped,
                Some("No phone or email"),
            ),
            (
                Some("Ann"),
                &["ann@example.com"],
                &[],
                EntryStatus::New,
                None,
            ),
            (
                Some("Ann again"),
                &["ann@example.com"],
                &[],
                EntryStatus::Duplicate,
                Some("Already in your contacts"),
            ),
            (Some("Bob"), &[], &["12"], EntryStatus::New, None),
            // Blank addresses match nothing.
            (Some("Cy"), &["", " "], &["-"], EntryStatus::New, None),
        ];
        for (name, emails, phones, status, reason) in table {
            let verdict = check.mark(name, &strings(emails), &strings(phones), true);
            assert_eq!(verdict.status, status, "{name:?}");
            assert_eq!(verdict.reason, reason, "{name:?}");
        }
        // A card the file cut off is skipped, and its address not remembered.
        let cut = check.mark(Some("Half"), &strings(&["half@exa"]), &[], false);
        assert_eq!(cut.status, EntryStatus::Skipped);
        assert_eq!(cut.reason, Some(CUT_OFF));
        let whole = check.mark(Some("Half"), &strings(&["half@exa"]), &[], true);
        assert_eq!(whole.status, EntryStatus::New);
    }

    #[test]
    fn imported_relationships_come_from_categories_or_are_friends() {
        for (categories, want) in [
            (vec!["Family"], Relationship::Family),
            (vec!["VIP", " colleague "], Relationship::Colleague),
            (vec!["SPOUSE", "Family"], Relationship::Spouse),
            (vec!["VIP"], Relationship::Friend),
            (vec![], Relationship::Friend),
        ] {
            assert_eq!(
                imported_relationship(categories.clone()),
                want,
                "{categories:?}"
            );
        }
    }

    #[test]
    fn an_import_is_refused_whole() {
        assert_eq!(
            validate_import(Vec::new()),
            Err(ImportRefusal::NoneSelected)
        );
        let too_many = vec![ImportDraft::default(); IMPORT_MAX_CONTACTS + 1];
        assert_eq!(validate_import(too_many), Err(ImportRefusal::TooMany));
        let drafts = vec![
            ImportDraft {
                name: Some("Ann".into()),
                birthday: Some("--05-17".into()),
                ..Default::default()
            },
            ImportDraft {
                name: Some("Bob".into()),
                email: Some("not an email".into()),
                ..Default::default()
            },
        ];
        let Err(ImportRefusal::Invalid(error)) = validate_import(drafts) else {
            panic!("the second contact is invalid");
        };
        assert_eq!(
            error.fields["contacts[1].email"],
            format!("Contact 2: {}", messages::INVALID_EMAIL)
        );
    }
}
