//! The contacts table: a user's circle. Every query is scoped to its owner.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::contact::{Contact, ContactInput, Relationship};
use domain::contact_import::ContactAddress;
use domain::ids::{ContactId, UserId};
use domain::ports::{ContactStore, StoreError};

use crate::direct::direct;
use crate::schema::contacts;
use crate::{DbConnection, DbError, Store};

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
            id: ContactId(row.id),
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

/// Adds a contact with just a name (tests and seed data), stamped by the
/// store's clock.
pub fn insert_named(
    store: &mut crate::Store,
    user_id: UserId,
    name: &str,
) -> Result<ContactId, DbError> {
    let input = ContactInput {
        name: name.to_owned(),
        email: None,
        phone: None,
        relationship: None,
        preferences: None,
        photo_url: None,
    };
    let at = store.stamp();
    Ok(insert(store, user_id, &input, at)?.id)
}

pub fn insert(
    conn: &mut DbConnection,
    user_id: UserId,
    input: &ContactInput,
    at: NaiveDateTime,
) -> Result<Contact, DbError> {
    let id: i64 = diesel::insert_into(contacts::table)
        .values((
            contacts::user_id.eq(user_id.0),
            contacts::created_at.eq(at),
            ContactValues::new(input, at),
        ))
        .returning(contacts::id)
        .get_result(conn)?;
    Ok(Contact {
        id: ContactId(id),
        input: input.clone(),
    })
}

pub fn find(
    conn: &mut DbConnection,
    user_id: UserId,
    id: ContactId,
) -> Result<Option<Contact>, DbError> {
    Ok(contacts::table
        .filter(contacts::id.eq(id.0))
        .filter(contacts::user_id.eq(user_id.0))
        .select(ContactRow::as_select())
        .first(conn)
        .optional()?
        .map(Contact::from))
}

/// The user's contacts by name.
pub fn list(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<Contact>, DbError> {
    let rows: Vec<ContactRow> = direct!(conn, |c| contacts::table
        .filter(contacts::user_id.eq(user_id.0))
        .select(ContactRow::as_select())
        .load(c))?;
    let mut contacts: Vec<Contact> = rows.into_iter().map(Contact::from).collect();
    // Each name lowered once, not on every comparison.
    contacts.sort_by_cached_key(|c| (c.input.name.to_lowercase(), c.id));
    Ok(contacts)
}

pub fn update(
    conn: &mut DbConnection,
    user_id: UserId,
    id: ContactId,
    input: &ContactInput,
    at: NaiveDateTime,
) -> Result<Option<Contact>, DbError> {
    let updated = diesel::update(
        contacts::table
            .filter(contacts::id.eq(id.0))
            .filter(contacts::user_id.eq(user_id.0)),
    )
    .set(ContactValues::new(input, at))
    .execute(conn)?;
    Ok((updated > 0).then(|| Contact {
        id,
        input: input.clone(),
    }))
}

/// Deletes a contact; its dates stay, unlinked (the foreign key sets them to null).
pub fn delete(conn: &mut DbConnection, user_id: UserId, id: ContactId) -> Result<bool, DbError> {
    let deleted = diesel::delete(
        contacts::table
            .filter(contacts::id.eq(id.0))
            .filter(contacts::user_id.eq(user_id.0)),
    )
    .execute(conn)?;
    Ok(deleted > 0)
}

/// Every (email, phone) pair of the user's contacts, as stored.
pub fn addresses(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<ContactAddress>, DbError> {
    Ok(contacts::table
        .filter(contacts::user_id.eq(user_id.0))
        .select((contacts::email, contacts::phone))
        .load(conn)?)
}

/// How many contacts the user has (the cap check before an insert).
pub fn count(conn: &mut DbConnection, user_id: UserId) -> Result<u64, DbError> {
    let count: i64 = contacts::table
        .filter(contacts::user_id.eq(user_id.0))
        .count()
        .get_result(conn)?;
    Ok(count.unsigned_abs())
}

impl ContactStore for Store {
    fn contacts(&mut self, owner: UserId) -> Result<Vec<Contact>, StoreError> {
        Ok(list(self, owner)?)
    }

    fn contact_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        Ok(count(self, owner)?)
    }

    fn contact(&mut self, owner: UserId, id: ContactId) -> Result<Option<Contact>, StoreError> {
        Ok(find(self, owner, id)?)
    }

    fn insert_contact(
        &mut self,
        owner: UserId,
        input: &ContactInput,
    ) -> Result<Contact, StoreError> {
        let at = self.stamp();
        Ok(insert(self, owner, input, at)?)
    }

    fn update_contact(
        &mut self,
        owner: UserId,
        id: ContactId,
        input: &ContactInput,
    ) -> Result<Option<Contact>, StoreError> {
        let at = self.stamp();
        Ok(update(self, owner, id, input, at)?)
    }

    fn delete_contact(&mut self, owner: UserId, id: ContactId) -> Result<bool, StoreError> {
        Ok(delete(self, owner, id)?)
    }

    fn contact_addresses(&mut self, owner: UserId) -> Result<Vec<ContactAddress>, StoreError> {
        Ok(addresses(self, owner)?)
    }
}
