//! The users table: sign-in upserts and profile reads.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::ids::UserId;
use domain::ports::{StoreError, UserStore};
use domain::time_zone::TimeZone;
use domain::user::{User, UserProfile};

use crate::schema::users;
use crate::Store;

diesel::define_sql_function! {
    /// SQL `lower()`, so look-ups by email use the `lower(email)` unique index.
    fn lower(value: diesel::sql_types::Nullable<diesel::sql_types::Text>) -> diesel::sql_types::Nullable<diesel::sql_types::Text>;
}
use crate::{DbConnection, DbError};

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = users)]
pub(crate) struct UserRow {
    pub(crate) id: i64,
    issuer: String,
    subject: String,
    email: Option<String>,
    first_name: Option<String>,
    last_name: Option<String>,
    profile_image_url: Option<String>,
    time_zone: String,
    time_zone_chosen: bool,
    birthday: Option<chrono::NaiveDate>,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
}

impl From<UserRow> for User {
    fn from(row: UserRow) -> Self {
        User {
            id: UserId(row.id),
            issuer: row.issuer,
            subject: row.subject,
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            profile_image_url: row.profile_image_url,
            time_zone: row.time_zone,
            time_zone_chosen: row.time_zone_chosen,
            birthday: row.birthday,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

#[derive(Insertable)]
#[diesel(table_name = users)]
struct NewUser<'a> {
    issuer: &'a str,
    subject: &'a str,
    email: Option<&'a str>,
    first_name: Option<&'a str>,
    last_name: Option<&'a str>,
    profile_image_url: Option<&'a str>,
    time_zone: &'a str,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
}

/// What a new sign-in refreshes; the time zone is the user's own setting and
/// stays. An outer `None` leaves the column as it is (a profile the user
/// edited keeps its name and photo).
#[derive(AsChangeset)]
#[diesel(table_name = users)]
struct ProfileChanges<'a> {
    email: Option<Option<&'a str>>,
    first_name: Option<Option<&'a str>>,
    last_name: Option<Option<&'a str>>,
    profile_image_url: Option<Option<&'a str>>,
    updated_at: NaiveDateTime,
}

/// Creates the user on first sign-in, with their own wishlist, and
/// refreshes the profile afterwards (only the email once the user edited
/// their profile here). An email already used by another account is a
/// [`DbError::Conflict`].
pub fn upsert(
    conn: &mut DbConnection,
    profile: &UserProfile,
    at: NaiveDateTime,
) -> Result<User, DbError> {
    conn.write_transaction(|conn| {
        let (user, created) = upsert_row(conn, profile, at)?;
        if created {
            crate::wishlist::create_personal_list(conn, user.id, at)?;
        }
        Ok(user)
    })
}

/// The user, and whether this sign-in created them.
fn upsert_row(
    conn: &mut DbConnection,
    profile: &UserProfile,
    at: NaiveDateTime,
) -> Result<(User, bool), DbError> {
    let stored: Option<bool> = users::table
        .filter(users::issuer.eq(&profile.issuer))
        .filter(users::subject.eq(&profile.subject))
        .select(users::profile_edited)
        .first(conn)
        .optional()?;
    let edited = stored.unwrap_or(false);
    let new = NewUser {
        issuer: &profile.issuer,
        subject: &profile.subject,
        email: profile.email.as_deref(),
        first_name: profile.first_name.as_deref(),
        last_name: profile.last_name.as_deref(),
        profile_image_url: profile.profile_image_url.as_deref(),
        time_zone: TimeZone::UTC.name(),
        created_at: at,
        updated_at: at,
    };
    fn refreshed(edited: bool, value: Option<&str>) -> Option<Option<&str>> {
        (!edited).then_some(value)
    }
    let changes = ProfileChanges {
        email: Some(new.email),
        first_name: refreshed(edited, new.first_name),
        last_name: refreshed(edited, new.last_name),
        profile_image_url: refreshed(edited, new.profile_image_url),
        updated_at: at,
    };
    let target = (users::issuer, users::subject);
    let row: UserRow = match conn {
        DbConnection::Postgresql(c) => diesel::insert_into(users::table)
            .values(&new)
            .on_conflict(target)
            .do_update()
            .set(&changes)
            .returning(UserRow::as_returning())
            .get_result(c)?,
        DbConnection::Sqlite(c) => diesel::insert_into(users::table)
            .values(&new)
            .on_conflict(target)
            .do_update()
            .set(&changes)
            .returning(UserRow::as_returning())
            .get_result(c)?,
    };
    Ok((row.into(), stored.is_none()))
}

pub fn find(conn: &mut DbConnection, id: UserId) -> Result<Option<User>, DbError> {
    Ok(users::table
        .find(id.0)
        .select(UserRow::as_select())
        .first(conn)
        .optional()?
        .map(User::from))
}

/// The users with these ids, by id, in one query (ids not found are absent).
pub fn find_many(
    conn: &mut DbConnection,
    ids: &[UserId],
) -> Result<std::collections::HashMap<UserId, User>, DbError> {
    Ok(users::table
        .filter(users::id.eq_any(ids.iter().map(|id| id.0).collect::<Vec<i64>>()))
        .select(UserRow::as_select())
        .load(conn)?
        .into_iter()
        .map(|row| (UserId(row.id), User::from(row)))
        .collect())
}

/// Look-up by email, ignoring case (emails are stored lower-case).
pub fn find_by_email(conn: &mut DbConnection, email: &str) -> Result<Option<User>, DbError> {
    Ok(users::table
        .filter(lower(users::email).eq(email.trim().to_lowercase()))
        .select(UserRow::as_select())
        .first(conn)
        .optional()?
        .map(User::from))
}

pub fn set_time_zone(
    conn: &mut DbConnection,
    id: UserId,
    time_zone: TimeZone,
    at: NaiveDateTime,
) -> Result<User, DbError> {
    let updated = diesel::update(users::table.find(id.0))
        .set((
            users::time_zone.eq(time_zone.name()),
            // The digest's next slot is found again in the new zone.
            users::digest_next_at.eq(None::<NaiveDateTime>),
            users::updated_at.eq(at),
        ))
        .execute(conn)?;
    if updated == 0 {
        return Err(DbError::NotFound);
    }
    find(conn, id)?.ok_or(DbError::NotFound)
}

/// The user's time zone (`UTC` until their browser reports one, or for
/// a user not found).
pub fn time_zone(conn: &mut DbConnection, id: UserId) -> Result<TimeZone, DbError> {
    let name: Option<String> = users::table
        .find(id.0)
        .select(users::time_zone)
        .first(conn)
        .optional()?;
    Ok(name
        .and_then(|n| TimeZone::parse(&n).ok())
        .unwrap_or(TimeZone::UTC))
}

/// The user's private calendar feed token, if one was made.
pub fn calendar_token(conn: &mut DbConnection, id: UserId) -> Result<Option<String>, DbError> {
    Ok(users::table
        .find(id.0)
        .select(users::calendar_token)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// Replaces the user's calendar feed token; the old feed URL stops working.
pub fn set_calendar_token(conn: &mut DbConnection, id: UserId, token: &str) -> Result<(), DbError> {
    let updated = diesel::update(users::table.find(id.0))
        .set(users::calendar_token.eq(token))
        .execute(conn)?;
    if updated == 0 {
        return Err(DbError::NotFound);
    }
    Ok(())
}

/// The owner of a calendar feed token.
pub fn find_by_calendar_token(
    conn: &mut DbConnection,
    token: &str,
) -> Result<Option<User>, DbError> {
    Ok(users::table
        .filter(users::calendar_token.eq(token))
        .select(UserRow::as_select())
        .first(conn)
        .optional()?
        .map(User::from))
}

/// A `NotFound` from an update of a row that is not there, as `None`.
fn found<T>(result: Result<T, DbError>) -> Result<Option<T>, StoreError> {
    match result {
        Ok(value) => Ok(Some(value)),
        Err(DbError::NotFound) => Ok(None),
        Err(other) => Err(other.into()),
    }
}

impl UserStore for Store {
    fn user(&mut self, id: UserId) -> Result<Option<User>, StoreError> {
        Ok(find(self, id)?)
    }

    fn user_by_email(&mut self, email: &str) -> Result<Option<User>, StoreError> {
        Ok(find_by_email(self, email)?)
    }

    fn upsert_user(&mut self, profile: &UserProfile) -> Result<User, StoreError> {
        let at = self.stamp();
        Ok(upsert(self, profile, at)?)
    }

    fn set_time_zone(&mut self, id: UserId, zone: TimeZone) -> Result<Option<User>, StoreError> {
        let at = self.stamp();
        found(set_time_zone(self, id, zone, at))
    }

    fn time_zone(&mut self, id: UserId) -> Result<TimeZone, StoreError> {
        Ok(time_zone(self, id)?)
    }

    fn calendar_token(&mut self, id: UserId) -> Result<Option<String>, StoreError> {
        Ok(calendar_token(self, id)?)
    }

    fn set_calendar_token(&mut self, id: UserId, token: &str) -> Result<(), StoreError> {
        Ok(set_calendar_token(self, id, token)?)
    }

    fn user_by_calendar_token(&mut self, token: &str) -> Result<Option<User>, StoreError> {
        Ok(find_by_calendar_token(self, token)?)
    }
}
