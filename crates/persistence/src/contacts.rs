//! The contacts table: a user's circle. Every query is scoped to its owner.

use std::collections::HashSet;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::contact::{Contact, ContactInput, Relationship};
use domain::special_date::{for_contact, ContactId, DateType, Schedule};
use domain::user::UserId;

use crate::schema::contacts;
use crate::special_dates;
use crate::{now, DbConnection, StoreError};

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = contacts)]
struct ContactRow {
    id: i64,
    name: String,
    email: Option<String>,
    phone: Option<String>,
    relationship: Option<String>,
    preferences: Option<String>,
    photo_url: Option<String>,
}

impl From<ContactRow> for Contact {
    fn from(row: ContactRow) -> Self {
        Contact {
            id: row.id,
            input: ContactInput {
                name: row.name,
                email: row.email,
                phone: row.phone,
                relationship: row.relationship.as_deref().and_then(Relationship::parse),
                preferences: row.preferences,
                photo_url: row.photo_url,
            },
        }
    }
}

#[derive(AsChangeset, Insertable)]
#[diesel(table_name = contacts, treat_none_as_null = true)]
struct ContactValues<'a> {
    name: &'a str,
    email: Option<&'a str>,
    phone: Option<&'a str>,
    relationship: Option<&'a str>,
    preferences: Option<&'a str>,
    photo_url: Option<&'a str>,
    updated_at: NaiveDateTime,
}

impl<'a> ContactValues<'a> {
    fn new(input: &'a ContactInput, at: NaiveDateTime) -> Self {
        ContactValues {
            name: &input.name,
            email: input.email.as_deref(),
            phone: input.phone.as_deref(),
            relationship: input.relationship.map(Relationship::as_str),
            preferences: input.preferences.as_deref(),
            photo_url: input.photo_url.as_deref(),
            updated_at: at,
        }
    }
}

/// Whether `contact_id` is one of `user_id`'s contacts.
pub fn is_owned(
    conn: &mut DbConnection,
    user_id: UserId,
    contact_id: ContactId,
) -> Result<bool, StoreError> {
    Ok(find(conn, user_id, contact_id)?.is_some())
}

/// Adds a contact with just a name (tests and seed data).
pub fn insert_named(
    conn: &mut DbConnection,
    user_id: UserId,
    name: &str,
) -> Result<ContactId, StoreError> {
    let input = ContactInput {
        name: name.to_owned(),
        email: None,
        phone: None,
        relationship: None,
        preferences: None,
        photo_url: None,
    };
    Ok(insert(conn, user_id, &input)?.id)
}

pub fn insert(
    conn: &mut DbConnection,
    user_id: UserId,
    input: &ContactInput,
) -> Result<Contact, StoreError> {
    let at = now();
    let id: i64 = diesel::insert_into(contacts::table)
        .values((
            contacts::user_id.eq(user_id),
            contacts::created_at.eq(at),
            ContactValues::new(input, at),
        ))
        .returning(contacts::id)
        .get_result(conn)?;
    Ok(Contact {
        id,
        input: input.clone(),
    })
}

pub fn find(
    conn: &mut DbConnection,
    user_id: UserId,
    id: ContactId,
) -> Result<Option<Contact>, StoreError> {
    Ok(contacts::table
        .filter(contacts::id.eq(id))
        .filter(contacts::user_id.eq(user_id))
        .select(ContactRow::as_select())
        .first(conn)
        .optional()?
        .map(Contact::from))
}

/// The user's contacts by name.
pub fn list(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<Contact>, StoreError> {
    let mut contacts: Vec<Contact> = contacts::table
        .filter(contacts::user_id.eq(user_id))
        .select(ContactRow::as_select())
        .load(conn)?
        .into_iter()
        .map(Contact::from)
        .collect();
    contacts.sort_by(|a, b| {
        a.input
            .name
            .to_lowercase()
            .cmp(&b.input.name.to_lowercase())
            .then(a.id.cmp(&b.id))
    });
    Ok(contacts)
}

pub fn update(
    conn: &mut DbConnection,
    user_id: UserId,
    id: ContactId,
    input: &ContactInput,
) -> Result<Option<Contact>, StoreError> {
    let updated = diesel::update(
        contacts::table
            .filter(contacts::id.eq(id))
            .filter(contacts::user_id.eq(user_id)),
    )
    .set(ContactValues::new(input, now()))
    .execute(conn)?;
    Ok((updated > 0).then(|| Contact {
        id,
        input: input.clone(),
    }))
}

/// Deletes a contact; its dates stay, unlinked (the foreign key sets them to null).
pub fn delete(conn: &mut DbConnection, user_id: UserId, id: ContactId) -> Result<bool, StoreError> {
    let deleted = diesel::delete(
        contacts::table
            .filter(contacts::id.eq(id))
            .filter(contacts::user_id.eq(user_id)),
    )
    .execute(conn)?;
    Ok(deleted > 0)
}

/// A contact to import, with the dates it brings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportItem {
    pub contact: ContactInput,
    pub birthday: Option<NaiveDate>,
    pub anniversary: Option<NaiveDate>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportResult {
    pub contacts: Vec<Contact>,
    pub dates: usize,
}

/// Imports every item in one transaction: all of them or none.
pub fn import(
    conn: &mut DbConnection,
    user_id: UserId,
    items: &[ImportItem],
    today: NaiveDate,
) -> Result<ImportResult, StoreError> {
    crate::transaction(conn, |conn| {
        let mut contacts = Vec::with_capacity(items.len());
        let mut dates = 0;
        for item in items {
            let contact = insert(conn, user_id, &item.contact)?;
            for (date_type, date) in [
                (DateType::Birthday, item.birthday),
                (DateType::Anniversary, item.anniversary),
            ] {
                if let Some(date) = date {
                    let input = for_contact(&contact.input.name, date_type, date, contact.id);
                    special_dates::insert_row(conn, user_id, &input, Schedule::of(&input, today))?;
                    dates += 1;
                }
            }
            contacts.push(contact);
        }
        Ok(ImportResult { contacts, dates })
    })
}

/// The emails and phone numbers (digits only) of the user's contacts, to
/// mark an import's duplicates.
pub fn known_emails_and_phones(
    conn: &mut DbConnection,
    user_id: UserId,
) -> Result<(HashSet<String>, HashSet<String>), StoreError> {
    let rows: Vec<(Option<String>, Option<String>)> = contacts::table
        .filter(contacts::user_id.eq(user_id))
        .select((contacts::email, contacts::phone))
        .load(conn)?;
    let mut emails = HashSet::new();
    let mut phones = HashSet::new();
    for (email, phone) in rows {
        if let Some(email) = email {
            emails.insert(email.to_lowercase());
        }
        if let Some(phone) = phone.map(|p| phone_digits(&p)).filter(|p| !p.is_empty()) {
            phones.insert(phone);
        }
    }
    Ok((emails, phones))
}

/// A phone number's digits, for comparing numbers written differently.
pub fn phone_digits(phone: &str) -> String {
    phone.chars().filter(char::is_ascii_digit).collect()
}
