//! Following lists (issue 46) and the changes live list pages wait for.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::ids::{ListId, UserId};
use domain::ports::{FollowStore, StoreError};

use crate::direct::direct;
use crate::items::GROUP;
use crate::schema::{list_changes, list_follows, list_members, lists};
use crate::{DbConnection, DbError, Store};

pub fn follow_choice(
    conn: &mut DbConnection,
    list: ListId,
    user: UserId,
) -> Result<Option<bool>, DbError> {
    Ok(list_follows::table
        .find((list.0, user.0))
        .select(list_follows::following)
        .first(conn)
        .optional()?)
}

pub fn choose_follow(
    conn: &mut DbConnection,
    list: ListId,
    user: UserId,
    follow: bool,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let values = (
        list_follows::list_id.eq(list.0),
        list_follows::user_id.eq(user.0),
        list_follows::following.eq(follow),
        list_follows::created_at.eq(at),
    );
    direct!(conn, |c| diesel::insert_into(list_follows::table)
        .values(values)
        .on_conflict((list_follows::list_id, list_follows::user_id))
        .do_update()
        .set(list_follows::following.eq(follow))
        .execute(c))?;
    Ok(())
}

/// Those who chose to follow `list`, and a group list's members who did
/// not choose not to; by id.
pub fn list_followers(conn: &mut DbConnection, list: ListId) -> Result<Vec<UserId>, DbError> {
    let choices: Vec<(i64, bool)> = list_follows::table
        .filter(list_follows::list_id.eq(list.0))
        .select((list_follows::user_id, list_follows::following))
        .load(conn)?;
    let members: Vec<i64> = list_members::table
        .inner_join(lists::table)
        .filter(list_members::list_id.eq(list.0))
        .filter(lists::kind.eq(GROUP))
        .select(list_members::user_id)
        .load(conn)?;
    let mut followers: Vec<i64> = members
        .into_iter()
        .filter(|m| !choices.contains(&(*m, false)))
        .chain(choices.iter().filter(|(_, f)| *f).map(|(u, _)| *u))
        .collect();
    followers.sort_unstable();
    followers.dedup();
    Ok(followers.into_iter().map(UserId).collect())
}

/// The latest list change's id (0: none yet): where an instance starts
/// reading.
pub fn last_list_change(conn: &mut DbConnection) -> Result<i64, DbError> {
    Ok(list_changes::table
        .select(diesel::dsl::max(list_changes::id))
        .first::<Option<i64>>(conn)?
        .unwrap_or(0))
}

/// The list changes after `after`, oldest first, at most `limit`: id and list.
pub fn list_changes_after(
    conn: &mut DbConnection,
    after: i64,
    limit: i64,
) -> Result<Vec<(i64, ListId)>, DbError> {
    let rows: Vec<(i64, i64)> = direct!(conn, |c| list_changes::table
        .filter(list_changes::id.gt(after))
        .order(list_changes::id.asc())
        .limit(limit)
        .select((list_changes::id, list_changes::list_id))
        .load(c))?;
    Ok(rows
        .into_iter()
        .map(|(id, list)| (id, ListId(list)))
        .collect())
}

/// Forgets the list changes but the latest `keep`; how many went.
pub fn prune_list_changes(conn: &mut DbConnection, keep: i64) -> Result<usize, DbError> {
    let last = last_list_change(conn)?;
    Ok(
        diesel::delete(list_changes::table.filter(list_changes::id.le(last - keep)))
            .execute(conn)?,
    )
}

impl FollowStore for Store {
    fn follow_choice(&mut self, list: ListId, user: UserId) -> Result<Option<bool>, StoreError> {
        Ok(follow_choice(self, list, user)?)
    }

    fn choose_follow(
        &mut self,
        list: ListId,
        user: UserId,
        follow: bool,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(choose_follow(self, list, user, follow, at)?)
    }

    fn list_followers(&mut self, list: ListId) -> Result<Vec<UserId>, StoreError> {
        Ok(list_followers(self, list)?)
    }
}
