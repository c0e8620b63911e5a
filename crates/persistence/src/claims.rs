//! Claims on items, and the reveal (a group list archived, an item received).

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::claim::{Claim, ClaimInput, ClaimStatus, ClaimedItem, Giver};
use domain::group_list::{personal_list_title, PersonName};
use domain::ids::{ClaimId, ItemId, ListId, UserId};
use domain::ports::{ClaimStore, NewGiver, StoreError};

use crate::direct::direct;
use crate::id_sets::in_ids;
use crate::items::{GROUP, PERSONAL};
use crate::schema::{claims, items, lists, users};
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = claims)]
struct ClaimRow {
    id: i64,
    item_id: i64,
    giver_id: Option<i64>,
    guest_name: Option<String>,
    guest_email: Option<String>,
    quantity: i32,
    status: String,
    created_at: NaiveDateTime,
}

type GiverName = (Option<String>, Option<String>, Option<String>);

/// A claim row and its giver's name.
type ClaimColumns = (ClaimRow, Option<GiverName>);

fn claim((row, name): ClaimColumns) -> Claim {
    let giver = match (row.giver_id, name) {
        (Some(id), name) => {
            let (first_name, last_name, email) = name.unwrap_or_default();
            Giver::User {
                id: UserId(id),
                name: PersonName {
                    first_name,
                    last_name,
                    email,
                },
            }
        }
        (None, _) => Giver::Guest {
            // No name: a claim whose giver deleted their account.
            name: row
                .guest_name
                .unwrap_or_else(|| domain::messages::DELETED_GIVER.to_owned()),
            email: row.guest_email,
        },
    };
    Claim {
        id: ClaimId(row.id),
        target: ItemId(row.item_id),
        giver,
        quantity: u32::try_from(row.quantity).unwrap_or(1),
        status: ClaimStatus::parse(&row.status).unwrap_or(ClaimStatus::Reserved),
        created_at: row.created_at,
    }
}

/// The claims with their givers' names, by id (oldest first).
macro_rules! claims_with_names {
    () => {
        claims::table
            .left_join(users::table.on(claims::giver_id.eq(users::id.nullable())))
            .select((
                ClaimRow::as_select(),
                (users::first_name, users::last_name, users::email).nullable(),
            ))
            .order(claims::id.asc())
    };
}

/// The claims on each of `targets`, oldest first (one query).
pub fn on(conn: &mut DbConnection, targets: &[ItemId]) -> Result<Vec<Claim>, DbError> {
    if targets.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = targets.iter().map(|id| id.0).collect();
    // One statement whatever the count (`id_sets`).
    let rows: Vec<ClaimColumns> = direct!(conn, |c| claims_with_names!()
        .filter(in_ids(claims::item_id, &ids))
        .load(c))?;
    // A claim with neither a giver nor a guest's name: a group's (issue
    // 45), or one whose giver deleted their account.
    let nameless: Vec<i64> = rows
        .iter()
        .filter(|(row, _)| row.giver_id.is_none() && row.guest_name.is_none())
        .map(|(row, _)| row.id)
        .collect();
    let mut groups = crate::chip_in::chip_ins_of_claims(conn, &nameless)?;
    Ok(rows
        .into_iter()
        .map(|columns| {
            let mut found = claim(columns);
            if let Some(chip_in) = groups.remove(&found.id.0) {
                found.giver = Giver::Group {
                    chip_in: Box::new(chip_in),
                };
            }
            found
        })
        .collect())
}

/// Locks the item's row until the transaction ends (PostgreSQL: `FOR
/// UPDATE`, so concurrent claims on it take turns; SQLite's write
/// transaction holds the database's one write lock already) and returns its
/// quantity.
pub fn lock(conn: &mut DbConnection, target: ItemId) -> Result<Option<u32>, DbError> {
    let query = items::table.find(target.0).select(items::quantity);
    let quantity: Option<i32> = match conn {
        DbConnection::Postgresql(c) => query.for_update().first(c).optional()?,
        conn => query.first(conn).optional()?,
    };
    Ok(quantity.map(|q| u32::try_from(q).unwrap_or(1)))
}

/// A signed-in giver's claim on the item.
pub fn of(
    conn: &mut DbConnection,
    target: ItemId,
    giver: UserId,
) -> Result<Option<Claim>, DbError> {
    let row: Option<ClaimColumns> = claims_with_names!()
        .filter(claims::giver_id.eq(giver.0))
        .filter(claims::item_id.eq(target.0))
        .first(conn)
        .optional()?;
    Ok(row.map(claim))
}

pub fn insert(
    conn: &mut DbConnection,
    target: ItemId,
    giver: &NewGiver,
    input: ClaimInput,
    at: NaiveDateTime,
) -> Result<Claim, DbError> {
    let group_token = crate::chip_in::group_claim_token(target);
    let (giver_id, guest_name, guest_email, token_hash) = match giver {
        NewGiver::User(id) => (Some(id.0), None, None, None),
        NewGiver::Group => (None, None, None, Some(group_token.as_str())),
        NewGiver::Guest {
            name,
            email,
            token_hash,
        } => (
            None,
            Some(name.as_str()),
            email.as_deref(),
            Some(token_hash.as_str()),
        ),
    };
    let id: i64 = diesel::insert_into(claims::table)
        .values((
            claims::item_id.eq(target.0),
            claims::giver_id.eq(giver_id),
            claims::guest_name.eq(guest_name),
            claims::guest_email.eq(guest_email),
            claims::guest_token_hash.eq(token_hash),
            claims::quantity.eq(i32::try_from(input.quantity).unwrap_or(1)),
            claims::status.eq(input.status.as_str()),
            claims::created_at.eq(at),
            claims::updated_at.eq(at),
        ))
        .returning(claims::id)
        .get_result(conn)?;
    let row = claims_with_names!()
        .filter(claims::id.eq(id))
        .first::<ClaimColumns>(conn)?;
    Ok(claim(row))
}

pub fn update(
    conn: &mut DbConnection,
    id: ClaimId,
    input: ClaimInput,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(claims::table.find(id.0))
        .set((
            claims::quantity.eq(i32::try_from(input.quantity).unwrap_or(1)),
            claims::status.eq(input.status.as_str()),
            claims::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn delete(conn: &mut DbConnection, id: ClaimId) -> Result<bool, DbError> {
    Ok(diesel::delete(claims::table.find(id.0)).execute(conn)? > 0)
}

/// An item's name, its list's title as a guest reads it (a list's name, or
/// "{first name}'s wishlist") and the list's public token while it is
/// public: what a guest's undo page shows.
pub(crate) fn item_on_its_list(
    conn: &mut DbConnection,
    item: ItemId,
) -> Result<(String, String, Option<String>), DbError> {
    let (item_name, kind, list_name, first_name, list_token): (
        String,
        String,
        Option<String>,
        Option<String>,
        Option<String>,
    ) = items::table
        .inner_join(lists::table.inner_join(users::table))
        .filter(items::id.eq(item.0))
        .select((
            items::name,
            lists::kind,
            lists::name,
            users::first_name,
            lists::public_token,
        ))
        .first(conn)?;
    let list_title = match list_name {
        Some(name) if kind != PERSONAL => name,
        _ => {
            let owner = PersonName {
                first_name,
                ..Default::default()
            };
            personal_list_title(&owner.first_only())
        }
    };
    Ok((item_name, list_title, list_token))
}

/// A guest's claim by its undo token's hash, with the item's name and its list.
pub fn by_guest_token(
    conn: &mut DbConnection,
    token_hash: &str,
) -> Result<Option<ClaimedItem>, DbError> {
    let row: Option<ClaimColumns> = claims_with_names!()
        .filter(claims::guest_token_hash.eq(token_hash))
        .first(conn)
        .optional()?;
    let Some(found) = row.map(claim) else {
        return Ok(None);
    };
    let (item_name, list_title, list_token) = item_on_its_list(conn, found.target)?;
    Ok(Some(ClaimedItem {
        claim: found,
        item_name,
        list_title,
        list_token,
    }))
}

pub fn archive_list(conn: &mut DbConnection, id: ListId, at: NaiveDateTime) -> Result<(), DbError> {
    diesel::update(
        lists::table
            .find(id.0)
            .filter(lists::kind.eq(GROUP))
            .filter(lists::archived_at.is_null()),
    )
    .set(lists::archived_at.eq(Some(at)))
    .execute(conn)?;
    Ok(())
}

/// One statement, so instances running it at once archive each list once.
pub fn archive_lists_due(
    conn: &mut DbConnection,
    last_event: NaiveDate,
    at: NaiveDateTime,
) -> Result<Vec<ListId>, DbError> {
    let archived: Vec<i64> = diesel::update(
        // Group lists and a person's lists beside the default one (which
        // has no event date).
        lists::table
            .filter(lists::kind.ne(PERSONAL))
            .filter(lists::archived_at.is_null())
            .filter(lists::event_date.le(last_event)),
    )
    .set(lists::archived_at.eq(Some(at)))
    .returning(lists::id)
    .get_results(conn)?;
    Ok(archived.into_iter().map(ListId).collect())
}

pub fn mark_received(
    conn: &mut DbConnection,
    owner: UserId,
    item: ItemId,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    // Any keeper of the list marks it received.
    let own_lists = lists::table
        .filter(crate::lists::kept_by!(owner.0))
        .filter(lists::kind.ne(GROUP))
        .select(lists::id);
    let updated = diesel::update(
        items::table
            .filter(items::id.eq(item.0))
            .filter(items::list_id.eq_any(own_lists)),
    )
    .set(items::received_at.eq(Some(at)))
    .execute(conn)?;
    Ok(updated > 0)
}

/// A time a use case gives, as [`crate::stamp`] stores it (microseconds).
fn stored(at: NaiveDateTime) -> NaiveDateTime {
    crate::stamp(at.and_utc())
}

impl ClaimStore for Store {
    fn claims_on(&mut self, targets: &[ItemId]) -> Result<Vec<Claim>, StoreError> {
        Ok(on(self, targets)?)
    }

    fn lock_for_claims(&mut self, target: ItemId) -> Result<Option<u32>, StoreError> {
        Ok(lock(self, target)?)
    }

    fn claim_of(&mut self, target: ItemId, giver: UserId) -> Result<Option<Claim>, StoreError> {
        Ok(of(self, target, giver)?)
    }

    fn insert_claim(
        &mut self,
        target: ItemId,
        giver: &NewGiver,
        input: ClaimInput,
    ) -> Result<Claim, StoreError> {
        let at = self.stamp();
        Ok(insert(self, target, giver, input, at)?)
    }

    fn update_claim(&mut self, id: ClaimId, input: ClaimInput) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(update(self, id, input, at)?)
    }

    fn delete_claim(&mut self, id: ClaimId) -> Result<bool, StoreError> {
        Ok(delete(self, id)?)
    }

    fn guest_claim(&mut self, token_hash: &str) -> Result<Option<ClaimedItem>, StoreError> {
        Ok(by_guest_token(self, token_hash)?)
    }

    fn archive_group_list(&mut self, id: ListId, at: NaiveDateTime) -> Result<(), StoreError> {
        Ok(archive_list(self, id, stored(at))?)
    }

    fn archive_lists_due(
        &mut self,
        last_event: NaiveDate,
        at: NaiveDateTime,
    ) -> Result<Vec<ListId>, StoreError> {
        Ok(archive_lists_due(self, last_event, at)?)
    }

    fn mark_received(
        &mut self,
        owner: UserId,
        item: ItemId,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        Ok(mark_received(self, owner, item, stored(at))?)
    }
}
