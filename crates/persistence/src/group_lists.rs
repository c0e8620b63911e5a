//! Group wishlists: the lists, their members and items, public links and
//! Find a list. Reads for a member filter by that member in SQL (a list
//! they are not on is never loaded), and the surprise rule is part of the
//! item queries: an item for a member that someone else added is never
//! read for that member, nor for a public link.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::dsl::count_star;
use diesel::prelude::*;
use domain::group_list::{
    personal_list_title, FeaturedItem, GroupList, GroupListInput, GroupListSummary, GroupMember,
    ListKind, ListSearch, ListedList, MemberRole, Occasion, PersonName, Recipient,
};
use domain::ids::{ItemId, ListId, UserId};
use domain::item::Item;
use domain::ports::{GroupListStore, StoreError};
use domain::wishlist::WishlistItemInput;

use crate::direct::direct;
use crate::id_sets::in_ids;
use crate::items::{recipient_values, ItemRow, ItemValues, GROUP};
use crate::schema::{items, list_members, lists, users};
use crate::users::lower;
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = lists)]
struct ListRow {
    id: i64,
    /// Always `group` here (read as every column, in order, after an insert).
    #[diesel(column_name = kind)]
    _kind: String,
    owner_id: i64,
    name: Option<String>,
    description: Option<String>,
    occasion: Option<String>,
    event_date: Option<NaiveDate>,
    public_token: Option<String>,
    listed: bool,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
    archived_at: Option<NaiveDateTime>,
    /// A group list is seen by its members: always `private`.
    #[diesel(column_name = visibility)]
    _visibility: String,
    /// Never a registry.
    #[diesel(column_name = registry)]
    _registry: bool,
    /// Never a dependant's.
    #[diesel(column_name = dependant_id)]
    _dependant_id: Option<i64>,
}

impl From<ListRow> for GroupList {
    fn from(row: ListRow) -> Self {
        GroupList {
            id: ListId(row.id),
            owner_id: UserId(row.owner_id),
            input: GroupListInput {
                name: row.name.unwrap_or_default(),
                description: row.description,
                occasion: row.occasion.as_deref().and_then(Occasion::parse),
                event_date: row.event_date,
            },
            public_token: row.public_token,
            listed: row.listed,
            archived_at: row.archived_at,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

type NameColumns = (
    Option<String>, // first name
    Option<String>, // last name
    Option<String>, // email
);

fn person((first_name, last_name, email): NameColumns) -> PersonName {
    PersonName {
        first_name,
        last_name,
        email,
    }
}

fn item((row, owner, adder): (ItemRow, i64, NameColumns)) -> Item {
    row.into_item(owner, person(adder))
}

#[derive(AsChangeset, Insertable)]
#[diesel(table_name = lists, treat_none_as_null = true)]
struct ListValues<'a> {
    name: &'a str,
    description: Option<&'a str>,
    occasion: Option<&'a str>,
    event_date: Option<NaiveDate>,
    updated_at: NaiveDateTime,
}

impl<'a> ListValues<'a> {
    fn new(input: &'a GroupListInput, at: NaiveDateTime) -> Self {
        ListValues {
            name: &input.name,
            description: input.description.as_deref(),
            occasion: input.occasion.map(Occasion::as_str),
            event_date: input.event_date,
            updated_at: at,
        }
    }
}

/// A group list's row by id (never a personal list's).
macro_rules! group_list {
    ($id:expr) => {
        lists::table
            .filter(lists::id.eq($id.0))
            .filter(lists::kind.eq(GROUP))
    };
}

/// A new list with its creator as its one member (the caller's transaction
/// makes the two one write).
pub fn create(
    conn: &mut DbConnection,
    owner: UserId,
    input: &GroupListInput,
    public_token: Option<&str>,
    listed: bool,
    at: NaiveDateTime,
) -> Result<GroupList, DbError> {
    let row: ListRow = diesel::insert_into(lists::table)
        .values((
            lists::kind.eq(GROUP),
            lists::owner_id.eq(owner.0),
            ListValues::new(input, at),
            lists::public_token.eq(public_token),
            lists::listed.eq(listed),
            lists::created_at.eq(at),
        ))
        .get_result(conn)?;
    add_member(conn, ListId(row.id), owner, MemberRole::Owner, at)?;
    Ok(row.into())
}

pub fn count_owned(conn: &mut DbConnection, owner: UserId) -> Result<u64, DbError> {
    let count: i64 = lists::table
        .filter(lists::owner_id.eq(owner.0))
        .filter(lists::kind.eq(GROUP))
        .count()
        .get_result(conn)?;
    Ok(count.unsigned_abs())
}

/// An item's adder's name columns (all `NULL` for "Someone", whose account
/// is gone), over `group_items` left-joined with `users`.
macro_rules! adder_name {
    () => {
        (
            users::first_name.nullable(),
            users::last_name.nullable(),
            users::email.nullable(),
        )
    };
}

/// The items `viewer` may see: not for them, or added by them.
macro_rules! visible_to {
    ($viewer:expr) => {
        items::for_user_id
            .is_null()
            .or(items::for_user_id.ne($viewer))
            .or(items::added_by.eq(Some($viewer)))
    };
}

/// The items anyone may see: for no member, or added by the member they
/// are for ("Someone"'s item for a member is a surprise: `NULL` compares false).
macro_rules! no_surprises {
    () => {
        items::for_user_id
            .is_null()
            .or(items::for_user_id.eq(items::added_by))
    };
}

/// The group lists `me` is on, with their role and their creator's name:
/// the query both summary reads start from.
macro_rules! summary_rows {
    ($me:expr) => {
        list_members::table
            .inner_join(lists::table)
            .inner_join(users::table.on(users::id.eq(lists::owner_id)))
            .filter(list_members::user_id.eq($me.0))
            // A person's list kept with co-owners has rows here too.
            .filter(lists::kind.eq(GROUP))
            .select((
                ListRow::as_select(),
                list_members::role,
                (users::first_name, users::last_name, users::email),
            ))
    };
}

type SummaryRow = (ListRow, String, NameColumns);

fn summary(
    list: ListRow,
    role: String,
    owner: NameColumns,
    members: i64,
    items: i64,
) -> GroupListSummary {
    GroupListSummary {
        member_count: members.unsigned_abs(),
        item_count: items.unsigned_abs(),
        role: MemberRole::parse(&role).unwrap_or(MemberRole::Member),
        owner: person(owner),
        list: list.into(),
    }
}

/// The lists `me` is on, newest first, with their counts.
pub fn lists_of(conn: &mut DbConnection, me: UserId) -> Result<Vec<GroupListSummary>, DbError> {
    let rows: Vec<SummaryRow> = summary_rows!(me).order(lists::id.desc()).load(conn)?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = rows.iter().map(|(list, _, _)| list.id).collect();
    // One statement each whatever the number of lists (`id_sets`).
    let members: Vec<(i64, i64)> = direct!(&mut *conn, |c| list_members::table
        .filter(in_ids(list_members::list_id, &ids))
        .group_by(list_members::list_id)
        .select((list_members::list_id, count_star()))
        .load(c))?;
    let items: Vec<(i64, i64)> = direct!(conn, |c| items::table
        .filter(in_ids(items::list_id, &ids))
        .filter(visible_to!(me.0))
        .group_by(items::list_id)
        .select((items::list_id, count_star()))
        .load(c))?;
    let (members, items): (HashMap<i64, i64>, HashMap<i64, i64>) =
        (members.into_iter().collect(), items.into_iter().collect());
    Ok(rows
        .into_iter()
        .map(|(list, role, owner)| {
            let (members, items) = (members.get(&list.id), items.get(&list.id));
            summary(
                list,
                role,
                owner,
                members.copied().unwrap_or(0),
                items.copied().unwrap_or(0),
            )
        })
        .collect())
}

/// One list `me` is on, its counts 0 (the list page counts what it reads).
/// Every query here and in [`list_of`] has one shape whatever the list (no
/// boxed query, no `IN` list), so each is prepared once per connection.
pub fn list_head(
    conn: &mut DbConnection,
    me: UserId,
    id: ListId,
) -> Result<Option<GroupListSummary>, DbError> {
    Ok(head_row(conn, me, id)?.map(|(list, role, owner)| summary(list, role, owner, 0, 0)))
}

fn head_row(
    conn: &mut DbConnection,
    me: UserId,
    id: ListId,
) -> Result<Option<SummaryRow>, DbError> {
    Ok(direct!(conn, |c| summary_rows!(me)
        .filter(lists::id.eq(id.0))
        .first::<SummaryRow>(c)
        .optional())?)
}

/// One list `me` is on, with its counts.
pub fn list_of(
    conn: &mut DbConnection,
    me: UserId,
    id: ListId,
) -> Result<Option<GroupListSummary>, DbError> {
    let Some((list, role, owner)) = head_row(conn, me, id)? else {
        return Ok(None);
    };
    let members: i64 = list_members::table
        .filter(list_members::list_id.eq(id.0))
        .count()
        .get_result(conn)?;
    let items: i64 = items::table
        .filter(items::list_id.eq(id.0))
        .filter(visible_to!(me.0))
        .count()
        .get_result(conn)?;
    Ok(Some(summary(list, role, owner, members, items)))
}

/// The creator first, then by first and last name.
pub fn members(conn: &mut DbConnection, id: ListId) -> Result<Vec<GroupMember>, DbError> {
    let rows: Vec<(i64, String, NameColumns, Option<String>)> =
        direct!(conn, |c| list_members::table
            .inner_join(users::table.on(users::id.eq(list_members::user_id)))
            .filter(list_members::list_id.eq(id.0))
            .select((
                list_members::user_id,
                list_members::role,
                (users::first_name, users::last_name, users::email),
                users::profile_image_url,
            ))
            .load(c))?;
    let mut members: Vec<GroupMember> = rows
        .into_iter()
        .map(|(user_id, role, name, profile_image_url)| GroupMember {
            user_id: UserId(user_id),
            name: person(name),
            profile_image_url,
            role: MemberRole::parse(&role).unwrap_or(MemberRole::Member),
        })
        .collect();
    members.sort_by_cached_key(|m| {
        (
            m.role != MemberRole::Owner,
            m.name.display().to_lowercase(),
            m.user_id,
        )
    });
    Ok(members)
}

pub fn is_member(conn: &mut DbConnection, id: ListId, user: UserId) -> Result<bool, DbError> {
    let found: i64 = list_members::table
        .inner_join(lists::table)
        .filter(lists::kind.eq(GROUP))
        .filter(list_members::list_id.eq(id.0))
        .filter(list_members::user_id.eq(user.0))
        .count()
        .get_result(conn)?;
    Ok(found > 0)
}

/// Adds `user` unless they are on the list; whether they were added.
pub fn add_member(
    conn: &mut DbConnection,
    id: ListId,
    user: UserId,
    role: MemberRole,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    let values = (
        list_members::list_id.eq(id.0),
        list_members::user_id.eq(user.0),
        list_members::role.eq(role.as_str()),
        list_members::created_at.eq(at),
    );
    let inserted = match conn {
        DbConnection::Postgresql(c) => diesel::insert_into(list_members::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(c)?,
        DbConnection::Sqlite(c) => diesel::insert_into(list_members::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(c)?,
    };
    Ok(inserted > 0)
}

pub fn remove_member(conn: &mut DbConnection, id: ListId, user: UserId) -> Result<bool, DbError> {
    let removed = diesel::delete(
        list_members::table
            .filter(list_members::list_id.eq(id.0))
            .filter(list_members::user_id.eq(user.0)),
    )
    .execute(conn)?;
    Ok(removed > 0)
}

pub fn update(
    conn: &mut DbConnection,
    id: ListId,
    input: &GroupListInput,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(group_list!(id))
        .set(ListValues::new(input, at))
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
    diesel::update(group_list!(id))
        .set((
            lists::public_token.eq(token),
            lists::listed.eq(listed && token.is_some()),
            lists::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

/// Deletes the list; its members and items go with it (foreign keys cascade).
pub fn delete(conn: &mut DbConnection, id: ListId) -> Result<(), DbError> {
    diesel::delete(group_list!(id)).execute(conn)?;
    Ok(())
}

/// The list's items `viewer` may see (every item with `None`: the reveal
/// after the list is archived), newest first.
pub fn items(
    conn: &mut DbConnection,
    id: ListId,
    viewer: Option<UserId>,
) -> Result<Vec<Item>, DbError> {
    // Two fixed queries rather than one boxed: a boxed query is written out
    // again on every read.
    let rows: Vec<(ItemRow, i64, NameColumns)> = direct!(conn, |c| {
        let all = items::table
            .inner_join(lists::table)
            .left_join(users::table.on(users::id.nullable().eq(items::added_by)))
            .filter(items::list_id.eq(id.0))
            .order(items::id.desc())
            .select((ItemRow::as_select(), lists::owner_id, adder_name!()));
        match viewer {
            Some(viewer) => all.filter(visible_to!(viewer.0)).load(c),
            None => all.load(c),
        }
    })?;
    Ok(rows.into_iter().map(item).collect())
}

/// The open group lists `viewer` is on holding an item they may see for
/// `name` (lower case): by the outside name, or the first name of the member
/// it is for. One query (the list's membership, then its items).
pub fn holding_items_for(
    conn: &mut DbConnection,
    viewer: UserId,
    name: &str,
) -> Result<Vec<ListId>, DbError> {
    let ids: Vec<i64> = items::table
        .inner_join(lists::table)
        .inner_join(
            list_members::table.on(list_members::list_id
                .eq(items::list_id)
                .and(list_members::user_id.eq(viewer.0))),
        )
        .left_join(users::table.on(users::id.nullable().eq(items::for_user_id)))
        .filter(lists::kind.eq(GROUP))
        .filter(lists::archived_at.is_null())
        .filter(visible_to!(viewer.0))
        .filter(
            lower(items::for_name)
                .eq(name)
                .or(lower(users::first_name.nullable()).eq(name)),
        )
        .select(items::list_id)
        .distinct()
        .order(items::list_id.desc())
        .load(conn)?;
    Ok(ids.into_iter().map(ListId).collect())
}

/// One item of the list, whoever it is for.
pub fn find_item(
    conn: &mut DbConnection,
    id: ListId,
    item_id: ItemId,
) -> Result<Option<Item>, DbError> {
    Ok(items::table
        .inner_join(lists::table)
        .left_join(users::table.on(users::id.nullable().eq(items::added_by)))
        .filter(items::list_id.eq(id.0))
        .filter(items::id.eq(item_id.0))
        .select((ItemRow::as_select(), lists::owner_id, adder_name!()))
        .first(conn)
        .optional()?
        .map(item))
}

/// Adds an item unless the list holds `cap` already (`None` then). The
/// count, then the insert, in the caller's transaction.
pub fn insert_item_within(
    conn: &mut DbConnection,
    id: ListId,
    added_by: UserId,
    recipient: &Recipient,
    input: &WishlistItemInput,
    cap: u64,
    at: NaiveDateTime,
) -> Result<Option<Item>, DbError> {
    let held: i64 = items::table
        .filter(items::list_id.eq(id.0))
        .count()
        .get_result(conn)?;
    if held.unsigned_abs() >= cap {
        return Ok(None);
    }
    let row_id: i64 = diesel::insert_into(items::table)
        .values((
            items::list_id.eq(id.0),
            items::added_by.eq(Some(added_by.0)),
            items::created_at.eq(at),
            recipient_values(recipient),
            ItemValues::new(input, at),
        ))
        .returning(items::id)
        .get_result(conn)?;
    find_item(conn, id, ItemId(row_id))
}

pub fn update_item(
    conn: &mut DbConnection,
    id: ListId,
    item_id: ItemId,
    recipient: &Recipient,
    input: &WishlistItemInput,
    at: NaiveDateTime,
) -> Result<Option<Item>, DbError> {
    let updated = diesel::update(
        items::table
            .filter(items::list_id.eq(id.0))
            .filter(items::id.eq(item_id.0)),
    )
    .set((ItemValues::new(input, at), recipient_values(recipient)))
    .execute(conn)?;
    if updated == 0 {
        return Ok(None);
    }
    find_item(conn, id, item_id)
}

pub fn delete_item(conn: &mut DbConnection, id: ListId, item_id: ItemId) -> Result<bool, DbError> {
    let deleted = diesel::delete(
        items::table
            .filter(items::list_id.eq(id.0))
            .filter(items::id.eq(item_id.0)),
    )
    .execute(conn)?;
    Ok(deleted > 0)
}

/// The list behind a public token, its creator's name, and the items
/// without surprises.
pub fn public_list(
    conn: &mut DbConnection,
    token: &str,
) -> Result<Option<(GroupList, PersonName, Vec<Item>)>, DbError> {
    let found: Option<(ListRow, NameColumns)> = lists::table
        .inner_join(users::table.on(users::id.eq(lists::owner_id)))
        .filter(lists::public_token.eq(token))
        .filter(lists::kind.eq(GROUP))
        .select((
            ListRow::as_select(),
            (users::first_name, users::last_name, users::email),
        ))
        .first(conn)
        .optional()?;
    let Some((list, owner)) = found else {
        return Ok(None);
    };
    let items = items::table
        .inner_join(lists::table)
        .left_join(users::table.on(users::id.nullable().eq(items::added_by)))
        .filter(items::list_id.eq(list.id))
        .filter(no_surprises!())
        .order(items::id.desc())
        .select((ItemRow::as_select(), lists::owner_id, adder_name!()))
        .load(conn)?
        .into_iter()
        .map(item)
        .collect();
    Ok(Some((list.into(), person(owner), items)))
}

/// `%text%` for LIKE, with LIKE's own characters escaped by `\`.
fn contains_pattern(text: &str) -> String {
    let mut pattern = String::with_capacity(text.len() + 2);
    pattern.push('%');
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// Listed public lists matching `search`, group and personal, newest first.
pub fn listed(
    conn: &mut DbConnection,
    search: &ListSearch,
    limit: u32,
) -> Result<Vec<ListedList>, DbError> {
    let mut found = listed_groups(conn, search, limit)?;
    // A default wishlist has no occasion: a search for one leaves it out.
    found.extend(listed_personal(conn, search, limit)?);
    found.sort_by_key(|list| std::cmp::Reverse(list.created_at));
    found.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    Ok(found)
}

fn listed_groups(
    conn: &mut DbConnection,
    search: &ListSearch,
    limit: u32,
) -> Result<Vec<ListedList>, DbError> {
    let mut query = lists::table
        .inner_join(users::table.on(users::id.eq(lists::owner_id)))
        .filter(lists::listed.eq(true))
        .filter(lists::public_token.is_not_null())
        .filter(lists::kind.eq(GROUP))
        // Archived: closed to claims, so nothing left to find it for (its
        // link still opens it).
        .filter(lists::archived_at.is_null())
        .select((
            ListRow::as_select(),
            (users::first_name, users::last_name, users::email),
        ))
        .order(lists::id.desc())
        .limit(i64::from(limit))
        .into_boxed();
    if let Some(occasion) = search.occasion {
        query = query.filter(lists::occasion.eq(occasion.as_str()));
    }
    if let Some(text) = &search.text {
        let pattern = contains_pattern(text);
        query = query.filter(
            lower(lists::name.nullable())
                .like(pattern.clone())
                .escape('\\')
                .or(lower(lists::description).like(pattern.clone()).escape('\\'))
                .or(lower(users::first_name).like(pattern).escape('\\')),
        );
    }
    let rows: Vec<(ListRow, NameColumns)> = query.load(conn)?;
    let ids: Vec<i64> = rows.iter().map(|(list, _)| list.id).collect();
    let counts = item_counts(conn, &ids)?;
    let mut lists = Vec::with_capacity(rows.len());
    for (list, owner) in rows {
        let featured = featured(conn, list.id)?;
        let list = GroupList::from(list);
        lists.push(ListedList {
            kind: ListKind::Group,
            item_count: counts.get(&list.id.0).copied().unwrap_or(0),
            title: list.input.name,
            description: list.input.description,
            occasion: list.input.occasion,
            event_date: list.input.event_date,
            owner_name: person(owner).first_only(),
            created_at: list.created_at,
            token: list.public_token.unwrap_or_default(),
            featured,
        });
    }
    Ok(lists)
}

/// Featured items a card shows.
const FEATURED: i64 = domain::group_list::FEATURED_ITEMS as i64;

/// How many items anyone may see on each of the public lists `ids`.
fn item_counts(conn: &mut DbConnection, ids: &[i64]) -> Result<HashMap<i64, u64>, DbError> {
    Ok(items::table
        .filter(items::list_id.eq_any(ids))
        .filter(no_surprises!())
        .group_by(items::list_id)
        .select((items::list_id, count_star()))
        .load::<(i64, i64)>(conn)?
        .into_iter()
        .map(|(list, count)| (list, count.unsigned_abs()))
        .collect())
}

/// The first items anyone may see on a public list, for its card.
fn featured(conn: &mut DbConnection, list: i64) -> Result<Vec<FeaturedItem>, DbError> {
    let rows: Vec<(String, Option<String>, Option<String>)> = items::table
        .filter(items::list_id.eq(list))
        .filter(no_surprises!())
        .order(items::id.asc())
        .limit(FEATURED)
        .select((items::name, items::price, items::image_url))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(title, price, image_url)| FeaturedItem {
            title,
            price,
            image_url,
        })
        .collect())
}

/// Listed lists of a person's own (the default wishlist, titled after its
/// owner, and the named lists beside it), open ones only.
fn listed_personal(
    conn: &mut DbConnection,
    search: &ListSearch,
    limit: u32,
) -> Result<Vec<ListedList>, DbError> {
    let mut query = lists::table
        .inner_join(users::table)
        .filter(lists::listed.eq(true))
        .filter(lists::public_token.is_not_null())
        .filter(lists::kind.ne(GROUP))
        .filter(lists::archived_at.is_null())
        .select((
            lists::id,
            users::first_name,
            lists::public_token,
            lists::created_at,
            (
                lists::name,
                lists::description,
                lists::occasion,
                lists::event_date,
            ),
            lists::registry,
        ))
        .order(lists::id.desc())
        .limit(i64::from(limit))
        .into_boxed();
    if let Some(occasion) = search.occasion {
        query = query.filter(lists::occasion.eq(occasion.as_str()));
    }
    if let Some(text) = &search.text {
        let pattern = contains_pattern(text);
        // The default list's title ("Ann's wishlist") holds the first name.
        query = query.filter(
            lists::name
                .is_null()
                .and(
                    lower(users::first_name)
                        .concat("'s wishlist")
                        .like(pattern.clone())
                        .escape('\\'),
                )
                .or(lower(lists::name).like(pattern.clone()).escape('\\'))
                .or(lower(lists::description).like(pattern).escape('\\')),
        );
    }
    /// A list's name, description, occasion and event date.
    type Fields = (
        Option<String>,
        Option<String>,
        Option<String>,
        Option<NaiveDate>,
    );
    /// Its id, its owner's first name, its token, when it was made, its fields.
    type Row = (
        i64,
        Option<String>,
        Option<String>,
        NaiveDateTime,
        Fields,
        bool,
    );
    let rows: Vec<Row> = query.load(conn)?;
    let ids: Vec<i64> = rows.iter().map(|(id, ..)| *id).collect();
    let counts = item_counts(conn, &ids)?;
    let mut lists = Vec::with_capacity(rows.len());
    for (id, first_name, token, created_at, (name, description, occasion, event_date), registry) in
        rows
    {
        let featured = featured(conn, id)?;
        let owner_name = PersonName {
            first_name,
            ..Default::default()
        }
        .first_only();
        lists.push(ListedList {
            kind: if registry {
                ListKind::Registry
            } else {
                ListKind::Personal
            },
            title: name.unwrap_or_else(|| personal_list_title(&owner_name)),
            description,
            occasion: occasion.as_deref().and_then(Occasion::parse),
            event_date,
            owner_name,
            item_count: counts.get(&id).copied().unwrap_or(0),
            created_at,
            token: token.unwrap_or_default(),
            featured,
        });
    }
    Ok(lists)
}

impl GroupListStore for Store {
    fn create_group_list(
        &mut self,
        owner: UserId,
        input: &GroupListInput,
        public_token: Option<&str>,
        listed: bool,
    ) -> Result<GroupList, StoreError> {
        let at = self.stamp();
        Ok(create(self, owner, input, public_token, listed, at)?)
    }

    fn group_list_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        Ok(count_owned(self, owner)?)
    }

    fn group_lists_of(&mut self, me: UserId) -> Result<Vec<GroupListSummary>, StoreError> {
        Ok(lists_of(self, me)?)
    }

    fn group_list_of(
        &mut self,
        me: UserId,
        id: ListId,
    ) -> Result<Option<GroupListSummary>, StoreError> {
        Ok(list_of(self, me, id)?)
    }

    fn group_list_head(
        &mut self,
        me: UserId,
        id: ListId,
    ) -> Result<Option<GroupListSummary>, StoreError> {
        Ok(list_head(self, me, id)?)
    }

    fn group_members(&mut self, id: ListId) -> Result<Vec<GroupMember>, StoreError> {
        Ok(members(self, id)?)
    }

    fn is_group_member(&mut self, id: ListId, user: UserId) -> Result<bool, StoreError> {
        Ok(is_member(self, id, user)?)
    }

    fn add_group_member(
        &mut self,
        id: ListId,
        user: UserId,
        role: MemberRole,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(add_member(self, id, user, role, at)?)
    }

    fn remove_group_member(&mut self, id: ListId, user: UserId) -> Result<bool, StoreError> {
        Ok(remove_member(self, id, user)?)
    }

    fn update_group_list(&mut self, id: ListId, input: &GroupListInput) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(update(self, id, input, at)?)
    }

    fn set_group_list_public(
        &mut self,
        id: ListId,
        token: Option<&str>,
        listed: bool,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_public(self, id, token, listed, at)?)
    }

    fn delete_group_list(&mut self, id: ListId) -> Result<(), StoreError> {
        Ok(delete(self, id)?)
    }

    fn group_items(&mut self, id: ListId, viewer: UserId) -> Result<Vec<Item>, StoreError> {
        Ok(items(self, id, Some(viewer))?)
    }

    fn lists_holding_items_for(
        &mut self,
        viewer: UserId,
        name: &str,
    ) -> Result<Vec<ListId>, StoreError> {
        Ok(holding_items_for(self, viewer, name)?)
    }

    fn all_group_items(&mut self, id: ListId) -> Result<Vec<Item>, StoreError> {
        Ok(items(self, id, None)?)
    }

    fn group_item(&mut self, id: ListId, item: ItemId) -> Result<Option<Item>, StoreError> {
        Ok(find_item(self, id, item)?)
    }

    fn insert_group_item_within(
        &mut self,
        id: ListId,
        added_by: UserId,
        recipient: &Recipient,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError> {
        let at = self.stamp();
        Ok(insert_item_within(
            self, id, added_by, recipient, input, cap, at,
        )?)
    }

    fn update_group_item(
        &mut self,
        id: ListId,
        item: ItemId,
        recipient: &Recipient,
        input: &WishlistItemInput,
    ) -> Result<Option<Item>, StoreError> {
        let at = self.stamp();
        Ok(update_item(self, id, item, recipient, input, at)?)
    }

    fn delete_group_item(&mut self, id: ListId, item: ItemId) -> Result<bool, StoreError> {
        Ok(delete_item(self, id, item)?)
    }

    fn public_group_list(
        &mut self,
        token: &str,
    ) -> Result<Option<(GroupList, PersonName, Vec<Item>)>, StoreError> {
        Ok(public_list(self, token)?)
    }

    fn listed_lists(
        &mut self,
        search: &ListSearch,
        limit: u32,
    ) -> Result<Vec<ListedList>, StoreError> {
        Ok(listed(self, search, limit)?)
    }
}

#[cfg(test)]
mod tests {
    use super::contains_pattern;

    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(contains_pattern("mum"), "%mum%");
        assert_eq!(contains_pattern("50%_\\"), "%50\\%\\_\\\\%");
    }
}
