//! Contacts: the circle's people, and bulk import (all or nothing).

use chrono::{DateTime, Utc};

use crate::call_limit::CallLimit;
use crate::contact::{Contact, ContactDraft};
use crate::contact_import::{
    validate_import, DuplicateCheck, EntryVerdict, ImportDraft, ImportRefusal,
};
use crate::ids::{ContactId, UserId};
use crate::ports::{
    CallLimitStore, ContactStore, SpecialDateStore, StoreError, Transactional, UserStore,
};
use crate::special_date::{for_contact, DateType, Schedule};
use crate::use_cases::call_limits::count_call_within;
use crate::use_cases::dates::user_today;
use crate::validation::{Draft, ValidationError};
use crate::{limits, messages};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContactError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    #[error(transparent)]
    ImportRefused(#[from] ImportRefusal),
    /// Not one of the caller's contacts.
    #[error("{}", crate::messages::NOT_FOUND)]
    NotFound,
    /// At the cap of [`limits::MAX_CONTACTS`] (or this import would pass it).
    #[error("{}", messages::CONTACTS_LIMIT)]
    TooManyContacts,
    /// The import would pass [`limits::MAX_SPECIAL_DATES`].
    #[error("{}", messages::SPECIAL_DATES_LIMIT)]
    TooManyDates,
    /// [`limits::IMPORTS_PER_HOUR`] imports already; one is counted again after `retry_after`.
    #[error("{}", messages::IMPORTS_TOO_MANY)]
    TooManyImports { retry_after: std::time::Duration },
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub fn add_contact<S: ContactStore>(
    store: &mut S,
    me: UserId,
    draft: ContactDraft,
) -> Result<Contact, ContactError> {
    let input = draft.validate_new()?;
    if store.contact_count(me)? >= limits::MAX_CONTACTS {
        return Err(ContactError::TooManyContacts);
    }
    Ok(store.insert_contact(me, &input)?)
}

pub fn contact<S: ContactStore>(
    store: &mut S,
    me: UserId,
    id: ContactId,
) -> Result<Contact, ContactError> {
    store.contact(me, id)?.ok_or(ContactError::NotFound)
}

/// Changes the fields sent; the rest stay.
pub fn update_contact<S>(
    store: &mut S,
    me: UserId,
    id: ContactId,
    draft: ContactDraft,
) -> Result<Contact, ContactError>
where
    S: ContactStore + Transactional,
{
    store.atomically(|store| {
        let current = store.contact(me, id)?.ok_or(ContactError::NotFound)?;
        let input = draft.validate_update(&current.input)?;
        store
            .update_contact(me, id, &input)?
            .ok_or(ContactError::NotFound)
    })
}

/// Deletes a contact; its dates stay, unlinked.
pub fn delete_contact<S: ContactStore>(
    store: &mut S,
    me: UserId,
    id: ContactId,
) -> Result<(), ContactError> {
    store
        .delete_contact(me, id)?
        .then_some(())
        .ok_or(ContactError::NotFound)
}

/// What an import wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    pub contacts: Vec<Contact>,
    /// Birthdays and anniversaries added as special dates.
    pub dates_created: usize,
}

/// Contact imports per person: [`limits::IMPORTS_PER_HOUR`] an hour, on
/// every instance together.
pub const IMPORTS: CallLimit = CallLimit::new(
    "imports",
    limits::IMPORTS_PER_HOUR,
    std::time::Duration::from_secs(60 * 60),
);

/// Imports every contact, and their birthdays and anniversaries as
/// recurring dates, in one transaction: all of them or none.
pub fn import_contacts<S>(
    store: &mut S,
    me: UserId,
    drafts: Vec<ImportDraft>,
    now: DateTime<Utc>,
) -> Result<Imported, ContactError>
where
    S: UserStore + ContactStore + SpecialDateStore + CallLimitStore + Transactional,
{
    let items = validate_import(drafts)?;

    let new_dates = items
        .iter()
        .map(|item| u64::from(item.birthday.is_some()) + u64::from(item.anniversary.is_some()))
        .sum::<u64>();
    store.atomically(|store| {
        // Counted with the import: one refused or rolled back is not.
        count_call_within(store, &IMPORTS, me, now.naive_utc())?
            .map_err(|retry_after| ContactError::TooManyImports { retry_after })?;
        if store.contact_count(me)? + items.len() as u64 > limits::MAX_CONTACTS {
            return Err(ContactError::TooManyContacts);
        }
        if store.date_count(me)? + new_dates > limits::MAX_SPECIAL_DATES {
            return Err(ContactError::TooManyDates);
        }
        let today = user_today(store, me, now)?;
        let mut contacts = Vec::with_capacity(items.len());
        let mut dates_created = 0;
        for item in items {
            let contact = store.insert_contact(me, &item.contact)?;
            for (date_type, date) in [
                (DateType::Birthday, item.birthday),
                (DateType::Anniversary, item.anniversary),
            ] {
                if let Some(date) = date {
                    let input = for_contact(&contact.input.name, date_type, date, contact.id);
                    store.add_date(me, &input, Schedule::of(&input, today))?;
                    dates_created += 1;
                }
            }
            contacts.push(contact);
        }
        Ok(Imported {
            contacts,
            dates_created,
        })
    })
}

/// One entry of a file to import: its name, emails and phones, and
/// whether the file holds all of it (a cut-off card is skipped).
pub struct ImportCandidate<'a> {
    pub name: Option<&'a str>,
    pub emails: &'a [String],
    pub phones: &'a [String],
    pub complete: bool,
}

/// Marks each entry of a file new, duplicate (of one of my contacts or an
/// earlier entry) or skipped; nothing is written.
pub fn preview_import<S: ContactStore>(
    store: &mut S,
    me: UserId,
    candidates: &[ImportCandidate<'_>],
) -> Result<Vec<EntryVerdict>, ContactError> {
    let mut check = DuplicateCheck::new(store.contact_addresses(me)?);
    Ok(candidates
        .iter()
        .map(|c| check.mark(c.name, c.emails, c.phones, c.complete))
        .collect())
}
