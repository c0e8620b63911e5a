//! Contacts as special dates see them: a name, owned by one user. The full
//! contact repository arrives with the circle issue.

use diesel::prelude::*;
use domain::special_date::ContactId;
use domain::user::UserId;

use crate::schema::contacts;
use crate::{DbConnection, StoreError};

/// Whether `contact_id` is one of `user_id`'s contacts.
pub fn is_owned(
    conn: &mut DbConnection,
    user_id: UserId,
    contact_id: ContactId,
) -> Result<bool, StoreError> {
    Ok(contacts::table
        .filter(contacts::id.eq(contact_id))
        .filter(contacts::user_id.eq(user_id))
        .select(contacts::id)
        .first::<i64>(conn)
        .optional()?
        .is_some())
}

/// Adds a contact with just a name (tests and seed data).
pub fn insert_named(
    conn: &mut DbConnection,
    user_id: UserId,
    name: &str,
) -> Result<ContactId, StoreError> {
    let at = crate::now();
    Ok(diesel::insert_into(contacts::table)
        .values((
            contacts::user_id.eq(user_id),
            contacts::name.eq(name),
            contacts::created_at.eq(at),
            contacts::updated_at.eq(at),
        ))
        .returning(contacts::id)
        .get_result(conn)?)
}
