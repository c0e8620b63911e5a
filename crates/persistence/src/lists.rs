//! A person's own lists (issue 39): the default wishlist (kind `personal`,
//! list -(owner)) and the lists beside it (kind `wishlist`). Their items
//! are the owner's, added by them: `added_by` and `for_user_id` stay NULL
//! and [`ItemRow::personal`] reads them as the owner's.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::dsl::count_star;
use diesel::prelude::*;
use domain::group_list::{GroupListInput, Occasion, PersonName};
use domain::ids::{ItemId, ListId, UserId};
use domain::item::Item;
use domain::own_list::{CoOwner, OwnList, OwnListInput, Visibility, DEFAULT_LIST_NAME};
use domain::ports::{ListStore, StoreError};
use domain::wishlist::WishlistItemInput;

use crate::items::{ItemRow, GROUP, PERSONAL};
use crate::schema::{items, list_members, lists, users};
use crate::wishlist::insert_on;
use crate::{DbConnection, DbError, Store};

/// `lists.kind` of a list a person keeps beside their default wishlist.
pub(crate) const WISHLIST: &str = "wishlist";
/// `list_members.role` of someone who keeps a person's list with them.
pub(crate) const CO_OWNER: &str = "co-owner";

/// The lists `user` keeps: theirs, and those they co-own (never a group
/// list: the caller filters the kind).
macro_rules! kept_by {
    ($user:expr) => {
        crate::schema::lists::owner_id
            .eq($user)
            .or(crate::schema::lists::id.eq_any(
                crate::schema::list_members::table
                    .filter(crate::schema::list_members::user_id.eq($user))
                    .filter(crate::schema::list_members::role.eq(crate::lists::CO_OWNER))
                    .select(crate::schema::list_members::list_id),
            ))
    };
}
pub(crate) use kept_by;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = lists)]
pub(crate) struct OwnListRow {
    pub(crate) id: i64,
    pub(crate) kind: String,
    pub(crate) owner_id: i64,
    name: Option<String>,
    description: Option<String>,
    occasion: Option<String>,
    event_date: Option<NaiveDate>,
    visibility: String,
    registry: bool,
    public_token: Option<String>,
    listed: bool,
    pub(crate) archived_at: Option<NaiveDateTime>,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
}

impl OwnListRow {
    pub(crate) fn is_registry(&self) -> bool {
        self.registry
    }

    /// Its name, description, occasion and date (the default list's name
    /// is [`DEFAULT_LIST_NAME`]).
    pub(crate) fn fields(&self) -> GroupListInput {
        GroupListInput {
            name: self
                .name
                .clone()
                .unwrap_or_else(|| DEFAULT_LIST_NAME.to_owned()),
            description: self.description.clone(),
            occasion: self.occasion.as_deref().and_then(Occasion::parse),
            event_date: self.event_date,
        }
    }

    fn into_list(
        self,
        owner_name: PersonName,
        item_count: u64,
        co_owners: Vec<CoOwner>,
    ) -> OwnList {
        OwnList {
            id: ListId(self.id),
            owner_id: UserId(self.owner_id),
            owner_name,
            co_owners,
            is_default: self.kind == PERSONAL,
            is_registry: self.registry,
            input: self.fields(),
            visibility: Visibility::parse(&self.visibility).unwrap_or(Visibility::Private),
            public_token: self.public_token,
            listed: self.listed,
            archived_at: self.archived_at,
            item_count,
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

/// A list of someone's own by id (never a group list).
macro_rules! own_list {
    ($id:expr) => {
        lists::table
            .filter(lists::id.eq($id.0))
            .filter(lists::kind.ne(GROUP))
    };
}

/// How many items each list holds.
fn counts(conn: &mut DbConnection, ids: &[i64]) -> Result<HashMap<i64, u64>, DbError> {
    Ok(items::table
        .filter(items::list_id.eq_any(ids))
        .group_by(items::list_id)
        .select((items::list_id, count_star()))
        .load::<(i64, i64)>(conn)?
        .into_iter()
        .map(|(list, count)| (list, count.unsigned_abs()))
        .collect())
}

/// A list row with its owner's name columns.
type Found = (OwnListRow, (Option<String>, Option<String>, Option<String>));

/// The columns of [`Found`], over `lists` joined with `users`.
macro_rules! found_columns {
    () => {
        (
            OwnListRow::as_select(),
            (users::first_name, users::last_name, users::email),
        )
    };
}

/// Who keeps each list with its owner, oldest first.
pub(crate) fn co_owners_of(
    conn: &mut DbConnection,
    ids: &[i64],
) -> Result<HashMap<i64, Vec<CoOwner>>, DbError> {
    type Row = (i64, i64, (Option<String>, Option<String>, Option<String>));
    let rows: Vec<Row> = list_members::table
        .inner_join(users::table)
        .filter(list_members::list_id.eq_any(ids))
        .filter(list_members::role.eq(CO_OWNER))
        .order((list_members::created_at.asc(), list_members::user_id.asc()))
        .select((
            list_members::list_id,
            list_members::user_id,
            (users::first_name, users::last_name, users::email),
        ))
        .load(conn)?;
    let mut by_list: HashMap<i64, Vec<CoOwner>> = HashMap::new();
    for (list, user, (first_name, last_name, email)) in rows {
        by_list.entry(list).or_default().push(CoOwner {
            user_id: UserId(user),
            name: PersonName {
                first_name,
                last_name,
                email,
            },
        });
    }
    Ok(by_list)
}

/// The co-owners' ids of one list.
pub(crate) fn co_owner_ids(conn: &mut DbConnection, list: i64) -> Result<Vec<UserId>, DbError> {
    Ok(co_owners_of(conn, &[list])?
        .remove(&list)
        .unwrap_or_default()
        .into_iter()
        .map(|c| c.user_id)
        .collect())
}

fn with_counts(conn: &mut DbConnection, rows: Vec<Found>) -> Result<Vec<OwnList>, DbError> {
    let ids: Vec<i64> = rows.iter().map(|(r, _)| r.id).collect();
    let counts = counts(conn, &ids)?;
    let mut co_owners = co_owners_of(conn, &ids)?;
    Ok(rows
        .into_iter()
        .map(|(row, (first_name, last_name, email))| {
            let count = counts.get(&row.id).copied().unwrap_or(0);
            let name = PersonName {
                first_name,
                last_name,
                email,
            };
            let keepers = co_owners.remove(&row.id).unwrap_or_default();
            row.into_list(name, count, keepers)
        })
        .collect())
}

/// The lists `user` co-owns, oldest first.
pub fn co_owned(conn: &mut DbConnection, user: UserId) -> Result<Vec<OwnList>, DbError> {
    let rows = lists::table
        .inner_join(users::table)
        .inner_join(list_members::table)
        .filter(list_members::user_id.eq(user.0))
        .filter(list_members::role.eq(CO_OWNER))
        .filter(lists::kind.eq(WISHLIST))
        .order(lists::id.asc())
        .select(found_columns!())
        .load(conn)?;
    with_counts(conn, rows)
}

/// Makes `user` a co-owner of the list (nothing when they are one).
pub fn add_co_owner(
    conn: &mut DbConnection,
    list: ListId,
    user: UserId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let values = (
        list_members::list_id.eq(list.0),
        list_members::user_id.eq(user.0),
        list_members::role.eq(CO_OWNER),
        list_members::created_at.eq(at),
    );
    match conn {
        DbConnection::Postgresql(c) => diesel::insert_into(list_members::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(c)?,
        DbConnection::Sqlite(c) => diesel::insert_into(list_members::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(c)?,
    };
    Ok(())
}

pub fn remove_co_owner(
    conn: &mut DbConnection,
    list: ListId,
    user: UserId,
) -> Result<bool, DbError> {
    let removed = diesel::delete(
        list_members::table
            .filter(list_members::list_id.eq(list.0))
            .filter(list_members::user_id.eq(user.0))
            .filter(list_members::role.eq(CO_OWNER)),
    )
    .execute(conn)?;
    Ok(removed > 0)
}

/// The list becomes `to`'s, who co-owns it no more.
pub fn hand_over(
    conn: &mut DbConnection,
    list: ListId,
    to: UserId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    remove_co_owner(conn, list, to)?;
    diesel::update(own_list!(list).filter(lists::kind.eq(WISHLIST)))
        .set((lists::owner_id.eq(to.0), lists::updated_at.eq(at)))
        .execute(conn)?;
    Ok(())
}

/// `owner`'s lists: the default one (the lowest id, negative) first, then
/// the others oldest first.
pub fn of_owner(conn: &mut DbConnection, owner: UserId) -> Result<Vec<OwnList>, DbError> {
    let rows = lists::table
        .inner_join(users::table)
        .filter(lists::owner_id.eq(owner.0))
        .filter(lists::kind.ne(GROUP))
        .order(lists::id.asc())
        .select(found_columns!())
        .load(conn)?;
    with_counts(conn, rows)
}

pub fn find(conn: &mut DbConnection, id: ListId) -> Result<Option<OwnList>, DbError> {
    let rows: Vec<Found> = own_list!(id)
        .inner_join(users::table)
        .select(found_columns!())
        .load(conn)?;
    Ok(with_counts(conn, rows)?.pop())
}

/// `owner`'s lists with `visibility`, oldest first: the default list too
/// when it has it.
pub fn seen_as(
    conn: &mut DbConnection,
    owner: UserId,
    visibility: Visibility,
) -> Result<Vec<OwnList>, DbError> {
    let rows = lists::table
        .inner_join(users::table)
        .filter(lists::owner_id.eq(owner.0))
        .filter(lists::kind.ne(GROUP))
        .filter(lists::visibility.eq(visibility.as_str()))
        .order(lists::id.asc())
        .select(found_columns!())
        .load(conn)?;
    with_counts(conn, rows)
}

/// A new list unless `owner` keeps `cap` beside their default one already
/// (counted, then inserted, in the caller's transaction).
pub fn insert(
    conn: &mut DbConnection,
    owner: UserId,
    input: &OwnListInput,
    cap: u64,
    at: NaiveDateTime,
) -> Result<Option<OwnList>, DbError> {
    let held: i64 = lists::table
        .filter(lists::owner_id.eq(owner.0))
        .filter(lists::kind.eq(WISHLIST))
        .count()
        .get_result(conn)?;
    if held.unsigned_abs() >= cap {
        return Ok(None);
    }
    let fields = &input.fields;
    let id: i64 = diesel::insert_into(lists::table)
        .values((
            lists::kind.eq(WISHLIST),
            lists::owner_id.eq(owner.0),
            lists::name.eq(Some(fields.name.as_str())),
            lists::description.eq(fields.description.as_deref()),
            lists::occasion.eq(fields.occasion.map(Occasion::as_str)),
            lists::event_date.eq(fields.event_date),
            lists::visibility.eq(input.visibility.as_str()),
            lists::registry.eq(input.registry),
            lists::listed.eq(false),
            lists::created_at.eq(at),
            lists::updated_at.eq(at),
        ))
        .returning(lists::id)
        .get_result(conn)?;
    find(conn, ListId(id))
}

/// Rewrites a list's fields and visibility (the default list keeps a NULL
/// name: it is titled after its owner).
pub fn update(
    conn: &mut DbConnection,
    id: ListId,
    input: &OwnListInput,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let fields = &input.fields;
    diesel::update(own_list!(id).filter(lists::kind.eq(WISHLIST)))
        .set((
            lists::name.eq(Some(fields.name.as_str())),
            lists::description.eq(fields.description.as_deref()),
            lists::occasion.eq(fields.occasion.map(Occasion::as_str)),
            lists::event_date.eq(fields.event_date),
            lists::registry.eq(input.registry),
        ))
        .execute(conn)?;
    diesel::update(own_list!(id))
        .set((
            lists::visibility.eq(input.visibility.as_str()),
            lists::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn set_public(
    conn: &mut DbConnection,
    id: ListId,
    token: Option<&str>,
    listed: bool,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(own_list!(id))
        .set((
            lists::public_token.eq(token),
            lists::listed.eq(listed && token.is_some()),
            lists::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

/// Deletes a list beside the default one; its items, and their claims,
/// shares, watches and readings, go with it (foreign keys cascade).
pub fn delete(conn: &mut DbConnection, id: ListId) -> Result<bool, DbError> {
    Ok(diesel::delete(own_list!(id).filter(lists::kind.eq(WISHLIST))).execute(conn)? > 0)
}

/// The items on `list`, one `owner` keeps with `co_owners`, newest first.
pub(crate) fn items_on(
    conn: &mut DbConnection,
    list: ListId,
    owner: UserId,
    co_owners: &[UserId],
) -> Result<Vec<Item>, DbError> {
    Ok(items::table
        .filter(items::list_id.eq(list.0))
        .order(items::id.desc())
        .select(ItemRow::as_select())
        .load::<ItemRow>(conn)?
        .into_iter()
        .map(|row| row.kept(owner.0, co_owners.to_vec()))
        .collect())
}

/// Every item on the lists `user` keeps (theirs and those they co-own),
/// newest first.
pub fn all_items(conn: &mut DbConnection, user: UserId) -> Result<Vec<Item>, DbError> {
    let rows: Vec<(ItemRow, i64)> = items::table
        .inner_join(lists::table)
        .filter(kept_by!(user.0))
        .filter(lists::kind.ne(GROUP))
        .order(items::id.desc())
        .select((ItemRow::as_select(), lists::owner_id))
        .load(conn)?;
    let mut ids: Vec<i64> = rows.iter().map(|(row, _)| row.list_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let co_owners = co_owners_of(conn, &ids)?;
    Ok(rows
        .into_iter()
        .map(|(row, owner)| {
            let keepers = co_owners
                .get(&row.list_id)
                .map(|c| c.iter().map(|c| c.user_id).collect())
                .unwrap_or_default();
            row.kept(owner, keepers)
        })
        .collect())
}

/// A new item on the list unless it holds `cap` (counted, then inserted,
/// in the caller's transaction).
pub fn insert_item(
    conn: &mut DbConnection,
    list: &OwnList,
    input: &WishlistItemInput,
    cap: u64,
    at: NaiveDateTime,
) -> Result<Option<Item>, DbError> {
    let held: i64 = items::table
        .filter(items::list_id.eq(list.id.0))
        .count()
        .get_result(conn)?;
    if held.unsigned_abs() >= cap {
        return Ok(None);
    }
    let mut item = insert_on(conn, list.id, list.owner_id, input, at)?;
    item.co_owners = list.co_owner_ids();
    Ok(Some(item))
}

/// Moves the items of `from` among `ids` onto `to`: the same rows, so their
/// claims, shares, watches and readings follow.
pub fn move_items(
    conn: &mut DbConnection,
    from: ListId,
    ids: &[ItemId],
    to: ListId,
    at: NaiveDateTime,
) -> Result<usize, DbError> {
    let ids: Vec<i64> = ids.iter().map(|i| i.0).collect();
    Ok(diesel::update(
        items::table
            .filter(items::list_id.eq(from.0))
            .filter(items::id.eq_any(&ids)),
    )
    .set((items::list_id.eq(to.0), items::updated_at.eq(at)))
    .execute(conn)?)
}

impl ListStore for Store {
    fn own_lists(&mut self, owner: UserId) -> Result<Vec<OwnList>, StoreError> {
        Ok(of_owner(self, owner)?)
    }

    fn own_list(&mut self, id: ListId) -> Result<Option<OwnList>, StoreError> {
        Ok(find(self, id)?)
    }

    fn own_lists_seen_as(
        &mut self,
        owner: UserId,
        visibility: Visibility,
    ) -> Result<Vec<OwnList>, StoreError> {
        Ok(seen_as(self, owner, visibility)?)
    }

    fn insert_own_list(
        &mut self,
        owner: UserId,
        input: &OwnListInput,
        cap: u64,
    ) -> Result<Option<OwnList>, StoreError> {
        let at = self.stamp();
        Ok(insert(self, owner, input, cap, at)?)
    }

    fn update_own_list(&mut self, id: ListId, input: &OwnListInput) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(update(self, id, input, at)?)
    }

    fn set_own_list_public(
        &mut self,
        id: ListId,
        token: Option<&str>,
        listed: bool,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_public(self, id, token, listed, at)?)
    }

    fn delete_own_list(&mut self, id: ListId) -> Result<bool, StoreError> {
        Ok(delete(self, id)?)
    }

    fn own_list_items(&mut self, list: &OwnList) -> Result<Vec<Item>, StoreError> {
        Ok(items_on(
            self,
            list.id,
            list.owner_id,
            &list.co_owner_ids(),
        )?)
    }

    fn co_owned_lists(&mut self, user: UserId) -> Result<Vec<OwnList>, StoreError> {
        Ok(co_owned(self, user)?)
    }

    fn add_co_owner(&mut self, list: ListId, user: UserId) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(add_co_owner(self, list, user, at)?)
    }

    fn remove_co_owner(&mut self, list: ListId, user: UserId) -> Result<bool, StoreError> {
        Ok(remove_co_owner(self, list, user)?)
    }

    fn hand_over_own_list(&mut self, list: ListId, to: UserId) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(hand_over(self, list, to, at)?)
    }

    fn all_own_items(&mut self, user: UserId) -> Result<Vec<Item>, StoreError> {
        Ok(all_items(self, user)?)
    }

    fn insert_own_list_item(
        &mut self,
        list: &OwnList,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError> {
        let at = self.stamp();
        Ok(insert_item(self, list, input, cap, at)?)
    }

    fn move_own_items(
        &mut self,
        from: ListId,
        items: &[ItemId],
        to: ListId,
    ) -> Result<usize, StoreError> {
        let at = self.stamp();
        Ok(move_items(self, from, items, to, at)?)
    }
}
