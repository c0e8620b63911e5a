//! Dependants and their guardians (issue 40).

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::dependant::{Dependant, DependantInput, DependantInvite, DependantKind, Guardian};
use domain::group_list::PersonName;
use domain::ids::{DependantId, ItemId, UserId};
use domain::own_list::{OwnList, OwnListInput};
use domain::ports::{DependantStore, StoreError};
use domain::special_date::{Schedule, SpecialDateInput};

use crate::lists::{DEPENDANT, WISHLIST};
use crate::schema::{dependant_guardians, dependants, items, lists, special_dates, users};
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = dependants)]
struct DependantRow {
    id: i64,
    name: String,
    kind: String,
    birthday: Option<NaiveDate>,
    photo_url: Option<String>,
    created_by: i64,
    invite_email: Option<String>,
    invited_at: Option<NaiveDateTime>,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
}

impl DependantRow {
    fn into_dependant(self, guardians: Vec<Guardian>) -> Dependant {
        Dependant {
            id: DependantId(self.id),
            input: DependantInput {
                name: self.name,
                kind: DependantKind::parse(&self.kind).unwrap_or(DependantKind::Other),
                birthday: self.birthday,
                photo_url: self.photo_url,
            },
            created_by: UserId(self.created_by),
            guardians,
            invite: match (self.invite_email, self.invited_at) {
                (Some(email), Some(invited_at)) => Some(DependantInvite { email, invited_at }),
                _ => None,
            },
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

/// The rows with their guardians, oldest guardian first.
fn with_guardians(
    conn: &mut DbConnection,
    rows: Vec<DependantRow>,
) -> Result<Vec<Dependant>, DbError> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    type Row = (i64, i64, (Option<String>, Option<String>, Option<String>));
    let guardians: Vec<Row> = dependant_guardians::table
        .inner_join(users::table)
        .filter(dependant_guardians::dependant_id.eq_any(&ids))
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
    Ok(rows
        .into_iter()
        .map(|row| {
            let of_row = guardians
                .iter()
                .filter(|(d, ..)| *d == row.id)
                .map(|(_, user, (first_name, last_name, email))| Guardian {
                    user_id: UserId(*user),
                    name: PersonName {
                        first_name: first_name.clone(),
                        last_name: last_name.clone(),
                        email: email.clone(),
                    },
                })
                .collect();
            row.into_dependant(of_row)
        })
        .collect())
}

pub fn of_guardian(conn: &mut DbConnection, guardian: UserId) -> Result<Vec<Dependant>, DbError> {
    let rows = dependants::table
        .filter(
            dependants::id.eq_any(
                dependant_guardians::table
                    .filter(dependant_guardians::user_id.eq(guardian.0))
                    .select(dependant_guardians::dependant_id),
            ),
        )
        .order(dependants::id.asc())
        .select(DependantRow::as_select())
        .load(conn)?;
    with_guardians(conn, rows)
}

pub fn find(conn: &mut DbConnection, id: DependantId) -> Result<Option<Dependant>, DbError> {
    let rows = dependants::table
        .filter(dependants::id.eq(id.0))
        .select(DependantRow::as_select())
        .load(conn)?;
    Ok(with_guardians(conn, rows)?.pop())
}

pub fn by_invite(conn: &mut DbConnection, token_hash: &str) -> Result<Option<Dependant>, DbError> {
    let rows = dependants::table
        .filter(dependants::invite_token_hash.eq(token_hash))
        .select(DependantRow::as_select())
        .load(conn)?;
    Ok(with_guardians(conn, rows)?.pop())
}

pub fn insert(
    conn: &mut DbConnection,
    creator: UserId,
    input: &DependantInput,
    at: NaiveDateTime,
) -> Result<Dependant, DbError> {
    let id: i64 = diesel::insert_into(dependants::table)
        .values((
            dependants::name.eq(&input.name),
            dependants::kind.eq(input.kind.as_str()),
            dependants::birthday.eq(input.birthday),
            dependants::photo_url.eq(input.photo_url.as_deref()),
            dependants::created_by.eq(creator.0),
            dependants::created_at.eq(at),
            dependants::updated_at.eq(at),
        ))
        .returning(dependants::id)
        .get_result(conn)?;
    add_guardian(conn, DependantId(id), creator, at)?;
    find(conn, DependantId(id))?.ok_or(DbError::NotFound)
}

pub fn update(
    conn: &mut DbConnection,
    id: DependantId,
    input: &DependantInput,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(dependants::table.filter(dependants::id.eq(id.0)))
        .set((
            dependants::name.eq(&input.name),
            dependants::kind.eq(input.kind.as_str()),
            dependants::birthday.eq(input.birthday),
            dependants::photo_url.eq(input.photo_url.as_deref()),
            dependants::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

/// Deletes them, their lists (items, claims, shares and watches cascade
/// from the lists) and their birthdays in the guardians' dates. SQLite
/// keeps no foreign key on the two `dependant_id` columns (it could not
/// drop them), so both go by hand on both databases.
pub fn delete(conn: &mut DbConnection, id: DependantId) -> Result<bool, DbError> {
    diesel::delete(lists::table.filter(lists::dependant_id.eq(id.0))).execute(conn)?;
    diesel::delete(special_dates::table.filter(special_dates::dependant_id.eq(id.0)))
        .execute(conn)?;
    Ok(diesel::delete(dependants::table.filter(dependants::id.eq(id.0))).execute(conn)? > 0)
}

pub fn add_guardian(
    conn: &mut DbConnection,
    id: DependantId,
    user: UserId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let values = (
        dependant_guardians::dependant_id.eq(id.0),
        dependant_guardians::user_id.eq(user.0),
        dependant_guardians::created_at.eq(at),
    );
    match conn {
        DbConnection::Postgresql(c) => diesel::insert_into(dependant_guardians::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(c)?,
        DbConnection::Sqlite(c) => diesel::insert_into(dependant_guardians::table)
            .values(values)
            .on_conflict_do_nothing()
            .execute(c)?,
    };
    Ok(())
}

/// Takes `user` off their guardians: their birthday date goes, the lists
/// they held pass to `heir`, and so does the right to delete them. Their
/// own surprises on the lists stay, as surprises of nobody's: the other
/// guardians see those claims from now on.
pub fn remove_guardian(
    conn: &mut DbConnection,
    id: DependantId,
    user: UserId,
    heir: UserId,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    let removed = diesel::delete(
        dependant_guardians::table
            .filter(dependant_guardians::dependant_id.eq(id.0))
            .filter(dependant_guardians::user_id.eq(user.0)),
    )
    .execute(conn)?;
    if removed == 0 {
        return Ok(false);
    }
    diesel::delete(
        special_dates::table
            .filter(special_dates::dependant_id.eq(id.0))
            .filter(special_dates::user_id.eq(user.0)),
    )
    .execute(conn)?;
    let their_lists = lists::table
        .filter(lists::dependant_id.eq(id.0))
        .select(lists::id);
    diesel::update(
        items::table
            .filter(items::list_id.eq_any(their_lists))
            .filter(items::added_by.eq(user.0)),
    )
    .set(items::added_by.eq(None::<i64>))
    .execute(conn)?;
    diesel::update(
        lists::table
            .filter(lists::dependant_id.eq(id.0))
            .filter(lists::owner_id.eq(user.0)),
    )
    .set((lists::owner_id.eq(heir.0), lists::updated_at.eq(at)))
    .execute(conn)?;
    diesel::update(
        dependants::table
            .filter(dependants::id.eq(id.0))
            .filter(dependants::created_by.eq(user.0)),
    )
    .set(dependants::created_by.eq(heir.0))
    .execute(conn)?;
    Ok(true)
}

pub fn set_birthday_date(
    conn: &mut DbConnection,
    id: DependantId,
    guardian: UserId,
    date: Option<(&SpecialDateInput, Schedule)>,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::delete(
        special_dates::table
            .filter(special_dates::dependant_id.eq(id.0))
            .filter(special_dates::user_id.eq(guardian.0)),
    )
    .execute(conn)?;
    if let Some((input, schedule)) = date {
        let date = crate::special_dates::insert(conn, guardian, input, schedule, at)?;
        diesel::update(special_dates::table.filter(special_dates::id.eq(date.0)))
            .set(special_dates::dependant_id.eq(Some(id.0)))
            .execute(conn)?;
    }
    Ok(())
}

pub fn set_invite(
    conn: &mut DbConnection,
    id: DependantId,
    invite: Option<(&str, &str)>,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(dependants::table.filter(dependants::id.eq(id.0)))
        .set((
            dependants::invite_email.eq(invite.map(|(email, _)| email)),
            dependants::invite_token_hash.eq(invite.map(|(_, hash)| hash)),
            dependants::invited_at.eq(invite.map(|_| at)),
            dependants::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

/// They have an account: their lists become `user`'s own (kind
/// 'wishlist'), a guardian's own surprise on them a surprise for `user`
/// (for_user_id), the birthdays stay in the guardians' dates as dates of
/// their own, and the dependant goes.
pub fn grow_up(
    conn: &mut DbConnection,
    id: DependantId,
    user: UserId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let their_lists = lists::table
        .filter(lists::dependant_id.eq(id.0))
        .select(lists::id);
    diesel::update(
        items::table
            .filter(items::list_id.eq_any(their_lists))
            .filter(items::added_by.is_not_null()),
    )
    .set(items::for_user_id.eq(Some(user.0)))
    .execute(conn)?;
    diesel::update(lists::table.filter(lists::dependant_id.eq(id.0)))
        .set((
            lists::kind.eq(WISHLIST),
            lists::owner_id.eq(user.0),
            lists::dependant_id.eq(None::<i64>),
            lists::updated_at.eq(at),
        ))
        .execute(conn)?;
    diesel::update(special_dates::table.filter(special_dates::dependant_id.eq(id.0)))
        .set(special_dates::dependant_id.eq(None::<i64>))
        .execute(conn)?;
    diesel::delete(dependants::table.filter(dependants::id.eq(id.0))).execute(conn)?;
    Ok(())
}

pub fn set_own_surprise(
    conn: &mut DbConnection,
    item: ItemId,
    guardian: UserId,
) -> Result<(), DbError> {
    let dependant_lists = lists::table
        .filter(lists::kind.eq(DEPENDANT))
        .select(lists::id);
    diesel::update(
        items::table
            .filter(items::id.eq(item.0))
            .filter(items::list_id.eq_any(dependant_lists)),
    )
    .set(items::added_by.eq(Some(guardian.0)))
    .execute(conn)?;
    Ok(())
}

impl DependantStore for Store {
    fn dependants_of(&mut self, guardian: UserId) -> Result<Vec<Dependant>, StoreError> {
        Ok(of_guardian(self, guardian)?)
    }

    fn dependant(&mut self, id: DependantId) -> Result<Option<Dependant>, StoreError> {
        Ok(find(self, id)?)
    }

    fn insert_dependant(
        &mut self,
        creator: UserId,
        input: &DependantInput,
    ) -> Result<Dependant, StoreError> {
        let at = self.stamp();
        Ok(insert(self, creator, input, at)?)
    }

    fn update_dependant(
        &mut self,
        id: DependantId,
        input: &DependantInput,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(update(self, id, input, at)?)
    }

    fn delete_dependant(&mut self, id: DependantId) -> Result<bool, StoreError> {
        Ok(delete(self, id)?)
    }

    fn add_guardian(&mut self, id: DependantId, user: UserId) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(add_guardian(self, id, user, at)?)
    }

    fn remove_guardian(
        &mut self,
        id: DependantId,
        user: UserId,
        heir: UserId,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(remove_guardian(self, id, user, heir, at)?)
    }

    fn dependant_lists(&mut self, id: DependantId) -> Result<Vec<OwnList>, StoreError> {
        Ok(crate::lists::of_dependant(self, id)?)
    }

    fn insert_dependant_list(
        &mut self,
        id: DependantId,
        owner: UserId,
        input: &OwnListInput,
        cap: u64,
    ) -> Result<Option<OwnList>, StoreError> {
        let at = self.stamp();
        Ok(crate::lists::insert_for_dependant(
            self, id, owner, input, cap, at,
        )?)
    }

    fn set_birthday_date(
        &mut self,
        id: DependantId,
        guardian: UserId,
        date: Option<(&SpecialDateInput, Schedule)>,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_birthday_date(self, id, guardian, date, at)?)
    }

    fn set_dependant_invite(
        &mut self,
        id: DependantId,
        invite: Option<(&str, &str)>,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_invite(self, id, invite, at)?)
    }

    fn dependant_by_invite(&mut self, token_hash: &str) -> Result<Option<Dependant>, StoreError> {
        Ok(by_invite(self, token_hash)?)
    }

    fn grow_up(&mut self, id: DependantId, user: UserId) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(grow_up(self, id, user, at)?)
    }

    fn set_own_surprise(&mut self, item: ItemId, guardian: UserId) -> Result<(), StoreError> {
        Ok(set_own_surprise(self, item, guardian)?)
    }
}
