//! Ask Presently's settings per user (no row: the defaults).

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::ids::UserId;
use domain::ports::{AssistantSettingsStore, StoreError};

use crate::schema::assistant_settings;
use crate::{DbConnection, DbError, Store};

pub fn uses_circle(conn: &mut DbConnection, user: UserId) -> Result<bool, DbError> {
    let stored: Option<bool> = assistant_settings::table
        .find(user.0)
        .select(assistant_settings::use_circle)
        .first(conn)
        .optional()?;
    Ok(stored.unwrap_or(true))
}

pub fn set_uses_circle(
    conn: &mut DbConnection,
    user: UserId,
    on: bool,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let updated = diesel::update(assistant_settings::table.find(user.0))
        .set((
            assistant_settings::use_circle.eq(on),
            assistant_settings::updated_at.eq(at),
        ))
        .execute(conn)?;
    if updated == 0 {
        let inserted = diesel::insert_into(assistant_settings::table)
            .values((
                assistant_settings::user_id.eq(user.0),
                assistant_settings::use_circle.eq(on),
                assistant_settings::updated_at.eq(at),
            ))
            .execute(conn);
        if inserted.is_err() {
            // Two tabs at once: the other one inserted the row; set it.
            diesel::update(assistant_settings::table.find(user.0))
                .set((
                    assistant_settings::use_circle.eq(on),
                    assistant_settings::updated_at.eq(at),
                ))
                .execute(conn)?;
        }
    }
    Ok(())
}

impl AssistantSettingsStore for Store {
    fn assistant_uses_circle(&mut self, user: UserId) -> Result<bool, StoreError> {
        Ok(uses_circle(self, user)?)
    }

    fn set_assistant_uses_circle(&mut self, user: UserId, on: bool) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_uses_circle(self, user, on, at)?)
    }
}
