//! Claims on items, and the reveal (a group list archived, an item received).

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::claim::{Claim, ClaimInput, ClaimStatus, ClaimTarget, ClaimedItem, Giver};
use domain::group_list::{personal_list_title, PersonName};
use domain::ids::{ClaimId, GroupItemId, GroupListId, UserId, WishlistItemId};
use domain::ports::{ClaimStore, NewGiver, StoreError};

use crate::schema::{claims, group_items, group_lists, users, wishlist_items};
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = claims)]
struct ClaimRow {
    id: i64,
    group_item_id: Option<i64>,
    wishlist_item_id: Option<i64>,
    giver_id: Option<i64>,
    guest_name: Option<String>,
    guest_email: Option<String>,
    quantity: i32,
    status: String,
    created_at: NaiveDateTime,
}

type GiverName = (Option<String>, Option<String>, Option<String>);

fn claim((row, name): (ClaimRow, Option<GiverName>)) -> Claim {
    let target = match (row.group_item_id, row.wishlist_item_id) {
        (Some(item), _) => ClaimTarget::GroupItem(GroupItemId(item)),
        (None, item) => ClaimTarget::WishlistItem(WishlistItemId(item.unwrap_or_default())),
    };
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
        target,
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

/// The claims on each of `targets`, oldest first.
pub fn on(conn: &mut DbConnection, targets: &[ClaimTarget]) -> Result<Vec<Claim>, DbError> {
    let (group, wishlist): (Vec<i64>, Vec<i64>) =
        targets
            .iter()
            .fold((Vec::new(), Vec::new()), |(mut g, mut w), t| {
                match t {
                    ClaimTarget::GroupItem(id) => g.push(id.0),
                    ClaimTarget::WishlistItem(id) => w.push(id.0),
                }
                (g, w)
            });
    let mut found = Vec::new();
    if !group.is_empty() {
        let rows: Vec<(ClaimRow, Option<GiverName>)> = claims_with_names!()
            .filter(claims::group_item_id.eq_any(&group))
            .load(conn)?;
        found.extend(rows.into_iter().map(claim));
    }
    if !wishlist.is_empty() {
        let rows: Vec<(ClaimRow, Option<GiverName>)> = claims_with_names!()
            .filter(claims::wishlist_item_id.eq_any(&wishlist))
            .load(conn)?;
        found.extend(rows.into_iter().map(claim));
    }
    found.sort_by_key(|c| c.id);
    Ok(found)
}

/// Locks the item's row until the transaction ends (PostgreSQL: `FOR
/// UPDATE`, so concurrent claims on it take turns; SQLite's write
/// transaction holds the database's one write lock already) and returns its
/// quantity.
pub fn lock(conn: &mut DbConnection, target: ClaimTarget) -> Result<Option<u32>, DbError> {
    let quantity: Option<i32> = match (target, conn) {
        (ClaimTarget::GroupItem(id), DbConnection::Postgresql(c)) => group_items::table
            .find(id.0)
            .select(group_items::quantity)
            .for_update()
            .first(c)
            .optional()?,
        (ClaimTarget::GroupItem(id), conn) => group_items::table
            .find(id.0)
            .select(group_items::quantity)
            .first(conn)
            .optional()?,
        (ClaimTarget::WishlistItem(id), DbConnection::Postgresql(c)) => wishlist_items::table
            .find(id.0)
            .select(wishlist_items::quantity)
            .for_update()
            .first(c)
            .optional()?,
        (ClaimTarget::WishlistItem(id), conn) => wishlist_items::table
            .find(id.0)
            .select(wishlist_items::quantity)
            .first(conn)
            .optional()?,
    };
    Ok(quantity.map(|q| u32::try_from(q).unwrap_or(1)))
}

/// A signed-in giver's claim on the item.
pub fn of(
    conn: &mut DbConnection,
    target: ClaimTarget,
    giver: UserId,
) -> Result<Option<Claim>, DbError> {
    let query = claims_with_names!().filter(claims::giver_id.eq(giver.0));
    let row: Option<(ClaimRow, Option<GiverName>)> = match target {
        ClaimTarget::GroupItem(id) => query
            .filter(claims::group_item_id.eq(id.0))
            .first(conn)
            .optional()?,
        ClaimTarget::WishlistItem(id) => query
            .filter(claims::wishlist_item_id.eq(id.0))
            .first(conn)
            .optional()?,
    };
    Ok(row.map(claim))
}

pub fn insert(
    conn: &mut DbConnection,
    target: ClaimTarget,
    giver: &NewGiver,
    input: ClaimInput,
    at: NaiveDateTime,
) -> Result<Claim, DbError> {
    let (group_item, wishlist_item) = match target {
        ClaimTarget::GroupItem(id) => (Some(id.0), None),
        ClaimTarget::WishlistItem(id) => (None, Some(id.0)),
    };
    let (giver_id, guest_name, guest_email, token_hash) = match giver {
        NewGiver::User(id) => (Some(id.0), None, None, None),
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
            claims::group_item_id.eq(group_item),
            claims::wishlist_item_id.eq(wishlist_item),
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
        .first::<(ClaimRow, Option<GiverName>)>(conn)?;
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

/// A guest's claim by its undo token's hash, with the item's name and its list.
pub fn by_guest_token(
    conn: &mut DbConnection,
    token_hash: &str,
) -> Result<Option<ClaimedItem>, DbError> {
    let row: Option<(ClaimRow, Option<GiverName>)> = claims_with_names!()
        .filter(claims::guest_token_hash.eq(token_hash))
        .first(conn)
        .optional()?;
    let Some(found) = row.map(claim) else {
        return Ok(None);
    };
    let (item_name, list_title, list_token) = match found.target {
        ClaimTarget::GroupItem(id) => {
            let (item, list, token): (String, String, Option<String>) = group_items::table
                .inner_join(group_lists::table)
                .filter(group_items::id.eq(id.0))
                .select((
                    group_items::name,
                    group_lists::name,
                    group_lists::public_token,
                ))
                .first(conn)?;
            (item, list, token)
        }
        ClaimTarget::WishlistItem(id) => {
            let (item, first_name, token): (String, Option<String>, Option<String>) =
                wishlist_items::table
                    .inner_join(users::table)
                    .filter(wishlist_items::id.eq(id.0))
                    .select((
                        wishlist_items::name,
                        users::first_name,
                        users::wishlist_token,
                    ))
                    .first(conn)?;
            let owner = PersonName {
                first_name,
                ..Default::default()
            };
            (item, personal_list_title(&owner.first_only()), token)
        }
    };
    Ok(Some(ClaimedItem {
        claim: found,
        item_name,
        list_title,
        list_token,
    }))
}

pub fn archive_list(
    conn: &mut DbConnection,
    id: GroupListId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(
        group_lists::table
            .find(id.0)
            .filter(group_lists::archived_at.is_null()),
    )
    .set(group_lists::archived_at.eq(Some(at)))
    .execute(conn)?;
    Ok(())
}

/// One statement, so instances running it at once archive each list once.
pub fn archive_lists_due(
    conn: &mut DbConnection,
    last_event: NaiveDate,
    at: NaiveDateTime,
) -> Result<usize, DbError> {
    Ok(diesel::update(
        group_lists::table
            .filter(group_lists::archived_at.is_null())
            .filter(group_lists::event_date.le(last_event)),
    )
    .set(group_lists::archived_at.eq(Some(at)))
    .execute(conn)?)
}

pub fn mark_received(
    conn: &mut DbConnection,
    owner: UserId,
    item: WishlistItemId,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    let updated = diesel::update(
        wishlist_items::table
            .filter(wishlist_items::id.eq(item.0))
            .filter(wishlist_items::user_id.eq(owner.0)),
    )
    .set(wishlist_items::received_at.eq(Some(at)))
    .execute(conn)?;
    Ok(updated > 0)
}

/// A time a use case gives, as [`crate::stamp`] stores it (microseconds).
fn stored(at: NaiveDateTime) -> NaiveDateTime {
    crate::stamp(at.and_utc())
}

impl ClaimStore for Store {
    fn claims_on(&mut self, targets: &[ClaimTarget]) -> Result<Vec<Claim>, StoreError> {
        Ok(on(self, targets)?)
    }

    fn lock_for_claims(&mut self, target: ClaimTarget) -> Result<Option<u32>, StoreError> {
        Ok(lock(self, target)?)
    }

    fn claim_of(
        &mut self,
        target: ClaimTarget,
        giver: UserId,
    ) -> Result<Option<Claim>, StoreError> {
        Ok(of(self, target, giver)?)
    }

    fn insert_claim(
        &mut self,
        target: ClaimTarget,
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

    fn archive_group_list(&mut self, id: GroupListId, at: NaiveDateTime) -> Result<(), StoreError> {
        Ok(archive_list(self, id, stored(at))?)
    }

    fn archive_lists_due(
        &mut self,
        last_event: NaiveDate,
        at: NaiveDateTime,
    ) -> Result<usize, StoreError> {
        Ok(archive_lists_due(self, last_event, at)?)
    }

    fn mark_received(
        &mut self,
        owner: UserId,
        item: WishlistItemId,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        Ok(mark_received(self, owner, item, stored(at))?)
    }
}
