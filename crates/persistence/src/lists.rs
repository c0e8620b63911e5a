//! A person's own lists (issue 39): the default wishlist (kind `personal`,
//! list -(owner)) and the lists beside it (kind `wishlist`). Their items
//! are the owner's, added by them: `added_by` and `for_user_id` stay NULL
//! and [`ItemRow::personal`] reads them as the owner's.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::dsl::count_star;
use diesel::prelude::*;
use domain::dependant::{DependantKind, ListDependant};
use domain::group_list::{GroupListInput, Occasion, PersonName};
use domain::ids::{DependantId, ItemId, ListId, UserId};
use domain::item::Item;
use domain::own_list::{CoOwner, OwnList, OwnListInput, Visibility, DEFAULT_LIST_NAME};
use domain::ports::{ListStore, StoreError};
use domain::wishlist::WishlistItemInput;

use crate::items::{ItemRow, GROUP, PERSONAL};
use crate::schema::{dependant_guardians, dependants, items, list_members, lists, users};
use crate::wishlist::insert_row;
use crate::{DbConnection, DbError, Store};

/// `lists.kind` of a list a person keeps beside their default wishlist.
pub(crate) const WISHLIST: &str = "wishlist";
/// `lists.kind` of a list kept for a dependant by their guardians.
pub(crate) const DEPENDANT: &str = "dependant";
/// `list_members.role` of someone who keeps a person's list with them.
pub(crate) const CO_OWNER: &str = "co-owner";

/// The lists `user` keeps: theirs, those they co-own, and those of the
/// dependants they look after (never a group list: the caller filters the
/// kind).
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
            .or(crate::schema::lists::dependant_id.assume_not_null().eq_any(
                crate::schema::dependant_guardians::table
                    .filter(crate::schema::dependant_guardians::user_id.eq($user))
                    .select(crate::schema::dependant_guardians::dependant_id),
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
    #[diesel(column_name = dependant_id)]
    _dependant_id: Option<i64>,
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

    fn into_list(self, owner_name: PersonName, item_count: u64, kept: KeptWith) -> OwnList {
        OwnList {
            id: ListId(self.id),
            owner_id: UserId(self.owner_id),
            owner_name,
            co_owners: kept.co_owners,
            dependant: kept.dependant,
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

/// Who keeps a list besides its owner (its co-owners; on a dependant's
/// list, their other guardians), and the dependant it is kept for.
#[derive(Debug, Clone, Default)]
pub(crate) struct KeptWith {
    pub(crate) co_owners: Vec<CoOwner>,
    pub(crate) dependant: Option<ListDependant>,
}

impl KeptWith {
    pub(crate) fn of(list: &OwnList) -> KeptWith {
        KeptWith {
            co_owners: list.co_owners.clone(),
            dependant: list.dependant.clone(),
        }
    }

    pub(crate) fn co_owner_ids(&self) -> Vec<UserId> {
        self.co_owners.iter().map(|c| c.user_id).collect()
    }
}

type NameColumns = (Option<String>, Option<String>, Option<String>);

fn person((first_name, last_name, email): NameColumns) -> PersonName {
    PersonName {
        first_name,
        last_name,
        email,
    }
}

/// Who keeps each list with its owner, oldest first, and whom it is for.
pub(crate) fn kept_with(
    conn: &mut DbConnection,
    ids: &[i64],
) -> Result<HashMap<i64, KeptWith>, DbError> {
    let mut by_list: HashMap<i64, KeptWith> = HashMap::new();
    let rows: Vec<(i64, i64, NameColumns)> = list_members::table
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
    for (list, user, name) in rows {
        by_list.entry(list).or_default().co_owners.push(CoOwner {
            user_id: UserId(user),
            name: person(name),
        });
    }
    // A dependant's lists: kept by all their guardians (the owner is one).
    let dependants: Vec<(i64, i64, i64, String, String)> = lists::table
        .inner_join(dependants::table)
        .filter(lists::id.eq_any(ids))
        .select((
            lists::id,
            lists::owner_id,
            dependants::id,
            dependants::name,
            dependants::kind,
        ))
        .load(conn)?;
    if dependants.is_empty() {
        return Ok(by_list);
    }
    let of: Vec<i64> = dependants.iter().map(|d| d.2).collect();
    let guardians: Vec<(i64, i64, NameColumns)> = dependant_guardians::table
        .inner_join(users::table)
        .filter(dependant_guardians::dependant_id.eq_any(&of))
        .order((
            dependant_guardians::created_at.asc(),
            dependant_guardians::user_id.asc(),
        ))
        .select((
            dependant_guardians::dependant_id,
            dependant_guardians::user_id,
            (users::first_name, users::last_name, users::email),
        ))
        .load(conn)?;
    for (list, owner, dependant, name, kind) in dependants {
        let kept = by_list.entry(list).or_default();
        kept.co_owners = guardians
            .iter()
            .filter(|(d, user, _)| *d == dependant && *user != owner)
            .map(|(_, user, name)| CoOwner {
                user_id: UserId(*user),
                name: person(name.clone()),
            })
            .collect();
        kept.dependant = Some(ListDependant {
            id: DependantId(dependant),
            name,
            kind: DependantKind::parse(&kind).unwrap_or(DependantKind::Other),
        });
    }
    Ok(by_list)
}

/// Who keeps one list besides its owner.
pub(crate) fn kept_with_one(conn: &mut DbConnection, list: i64) -> Result<KeptWith, DbError> {
    Ok(kept_with(conn, &[list])?.remove(&list).unwrap_or_default())
}

fn with_counts(conn: &mut DbConnection, rows: Vec<Found>) -> Result<Vec<OwnList>, DbError> {
    let ids: Vec<i64> = rows.iter().map(|(r, _)| r.id).collect();
    let counts = counts(conn, &ids)?;
    let mut kept = kept_with(conn, &ids)?;
    Ok(rows
        .into_iter()
        .map(|(row, name)| {
            let count = counts.get(&row.id).copied().unwrap_or(0);
            let with = kept.remove(&row.id).unwrap_or_default();
            row.into_list(person(name), count, with)
        })
        .collect())
}

/// The lists `user` keeps with others, oldest first: those they co-own,
/// then those of the dependants they look after.
pub fn co_owned(conn: &mut DbConnection, user: UserId) -> Result<Vec<OwnList>, DbError> {
    let mut rows: Vec<Found> = lists::table
        .inner_join(users::table)
        .inner_join(list_members::table)
        .filter(list_members::user_id.eq(user.0))
        .filter(list_members::role.eq(CO_OWNER))
        .filter(lists::kind.eq(WISHLIST))
        .order(lists::id.asc())
        .select(found_columns!())
        .load(conn)?;
    rows.extend(guarded(conn, user)?);
    with_counts(conn, rows)
}

/// The lists of the dependants `user` looks after, oldest first.
fn guarded(conn: &mut DbConnection, user: UserId) -> Result<Vec<Found>, DbError> {
    Ok(lists::table
        .inner_join(users::table)
        .filter(lists::kind.eq(DEPENDANT))
        .filter(
            lists::dependant_id.assume_not_null().eq_any(
                dependant_guardians::table
                    .filter(dependant_guardians::user_id.eq(user.0))
                    .select(dependant_guardians::dependant_id),
            ),
        )
        .order(lists::id.asc())
        .select(found_columns!())
        .load(conn)?)
}

/// A dependant's lists, oldest first.
pub(crate) fn of_dependant(
    conn: &mut DbConnection,
    dependant: DependantId,
) -> Result<Vec<OwnList>, DbError> {
    let rows = lists::table
        .inner_join(users::table)
        .filter(lists::kind.eq(DEPENDANT))
        .filter(lists::dependant_id.eq(dependant.0))
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
        .filter(lists::kind.eq_any([PERSONAL, WISHLIST]))
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
        .filter(lists::kind.eq_any([PERSONAL, WISHLIST]))
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
    insert_kept(conn, owner, None, input, at).map(Some)
}

/// A new list of `dependant`'s (held by `owner`, one of their guardians)
/// unless they have `cap` already.
pub fn insert_for_dependant(
    conn: &mut DbConnection,
    dependant: DependantId,
    owner: UserId,
    input: &OwnListInput,
    cap: u64,
    at: NaiveDateTime,
) -> Result<Option<OwnList>, DbError> {
    let held: i64 = lists::table
        .filter(lists::kind.eq(DEPENDANT))
        .filter(lists::dependant_id.eq(dependant.0))
        .count()
        .get_result(conn)?;
    if held.unsigned_abs() >= cap {
        return Ok(None);
    }
    insert_kept(conn, owner, Some(dependant), input, at).map(Some)
}

fn insert_kept(
    conn: &mut DbConnection,
    owner: UserId,
    dependant: Option<DependantId>,
    input: &OwnListInput,
    at: NaiveDateTime,
) -> Result<OwnList, DbError> {
    let fields = &input.fields;
    let id: i64 = diesel::insert_into(lists::table)
        .values((
            lists::kind.eq(if dependant.is_some() {
                DEPENDANT
            } else {
                WISHLIST
            }),
            lists::dependant_id.eq(dependant.map(|d| d.0)),
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
    find(conn, ListId(id))?.ok_or(DbError::NotFound)
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
    diesel::update(own_list!(id).filter(lists::kind.ne(PERSONAL)))
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
    Ok(diesel::delete(own_list!(id).filter(lists::kind.ne(PERSONAL))).execute(conn)? > 0)
}

/// The items on `list`, one `owner` keeps `with` others, newest first.
pub(crate) fn items_on(
    conn: &mut DbConnection,
    list: ListId,
    owner: UserId,
    with: &KeptWith,
) -> Result<Vec<Item>, DbError> {
    Ok(items::table
        .filter(items::list_id.eq(list.0))
        .order(items::id.desc())
        .select(ItemRow::as_select())
        .load::<ItemRow>(conn)?
        .into_iter()
        .map(|row| row.kept(owner.0, with))
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
    let kept = kept_with(conn, &ids)?;
    let alone = KeptWith::default();
    Ok(rows
        .into_iter()
        .map(|(row, owner)| {
            let with = kept.get(&row.list_id).unwrap_or(&alone);
            row.kept(owner, with)
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
    let row = insert_row(conn, list.id, input, at)?;
    Ok(Some(row.kept(list.owner_id.0, &KeptWith::of(list))))
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
        Ok(items_on(self, list.id, list.owner_id, &KeptWith::of(list))?)
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
