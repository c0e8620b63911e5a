//! The gifts table (issue 43): ideas, gifts given and gifts received, each
//! for one contact, friend or dependant. Every query is scoped to the
//! keeper (`owner_id`); nobody else's gifts are ever read.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::gift::{Gift, GiftDirection, GiftInput, GiftPerson, GiftSource, GiftStatus};
use domain::ids::{ContactId, DependantId, GiftId, UserId};
use domain::money::Money;
use domain::ports::{GiftStore, StoreError};

use crate::direct::direct;
use crate::schema::{gifts, person_links};
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = gifts)]
struct GiftRow {
    id: i64,
    owner_id: i64,
    contact_id: Option<i64>,
    friend_id: Option<i64>,
    dependant_id: Option<i64>,
    direction: String,
    status: String,
    name: String,
    link: Option<String>,
    price_cents: Option<i64>,
    price_currency: Option<String>,
    shop: Option<String>,
    occasion: Option<String>,
    occasion_date: Option<NaiveDate>,
    notes: Option<String>,
    thank_you_sent: bool,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
}

impl GiftRow {
    /// `None` for a row no check allows (none of the three set).
    fn into_gift(self) -> Option<Gift> {
        let person = match (self.contact_id, self.friend_id, self.dependant_id) {
            (Some(contact), _, _) => GiftPerson::Contact(ContactId(contact)),
            (None, Some(friend), _) => GiftPerson::Friend(UserId(friend)),
            (None, None, Some(dependant)) => GiftPerson::Dependant(DependantId(dependant)),
            (None, None, None) => return None,
        };
        Some(Gift {
            id: GiftId(self.id),
            owner: UserId(self.owner_id),
            person,
            direction: GiftDirection::parse(&self.direction).unwrap_or(GiftDirection::Given),
            input: GiftInput {
                name: self.name,
                link: self.link,
                price: match (self.price_cents, self.price_currency) {
                    (Some(amount_cents), Some(currency)) => Some(Money {
                        amount_cents,
                        currency,
                    }),
                    _ => None,
                },
                shop: self.shop,
                occasion: self.occasion,
                occasion_date: self.occasion_date,
                status: GiftStatus::parse(&self.status).unwrap_or(GiftStatus::Idea),
                notes: self.notes,
                thank_you_sent: self.thank_you_sent,
            },
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

/// The fields a new gift and a change write.
#[derive(AsChangeset, Insertable)]
#[diesel(table_name = gifts, treat_none_as_null = true)]
struct GiftValues<'a> {
    status: &'a str,
    name: &'a str,
    link: Option<&'a str>,
    price_cents: Option<i64>,
    price_currency: Option<&'a str>,
    shop: Option<&'a str>,
    occasion: Option<&'a str>,
    occasion_date: Option<NaiveDate>,
    notes: Option<&'a str>,
    thank_you_sent: bool,
    updated_at: NaiveDateTime,
}

impl<'a> GiftValues<'a> {
    fn new(input: &'a GiftInput, at: NaiveDateTime) -> Self {
        GiftValues {
            status: input.status.as_str(),
            name: &input.name,
            link: input.link.as_deref(),
            price_cents: input.price.as_ref().map(|p| p.amount_cents),
            price_currency: input.price.as_ref().map(|p| p.currency.as_str()),
            shop: input.shop.as_deref(),
            occasion: input.occasion.as_deref(),
            occasion_date: input.occasion_date,
            notes: input.notes.as_deref(),
            thank_you_sent: input.thank_you_sent,
            updated_at: at,
        }
    }
}

fn rows(found: Vec<GiftRow>) -> Vec<Gift> {
    found.into_iter().filter_map(GiftRow::into_gift).collect()
}

pub fn for_people(
    conn: &mut DbConnection,
    owner: UserId,
    people: &[GiftPerson],
) -> Result<Vec<Gift>, DbError> {
    let ids =
        |pick: fn(&GiftPerson) -> Option<i64>| people.iter().filter_map(pick).collect::<Vec<_>>();
    let contacts = ids(|p| match p {
        GiftPerson::Contact(id) => Some(id.0),
        _ => None,
    });
    let friends = ids(|p| match p {
        GiftPerson::Friend(id) => Some(id.0),
        _ => None,
    });
    let dependants = ids(|p| match p {
        GiftPerson::Dependant(id) => Some(id.0),
        _ => None,
    });
    let mut gifts = rows(
        gifts::table
            .filter(gifts::owner_id.eq(owner.0))
            .filter(
                gifts::contact_id
                    .eq_any(contacts)
                    .or(gifts::friend_id.eq_any(friends))
                    .or(gifts::dependant_id.eq_any(dependants)),
            )
            .select(GiftRow::as_select())
            .load(conn)?,
    );
    gifts.sort_by(Gift::newest_first);
    Ok(gifts)
}

pub fn all(conn: &mut DbConnection, owner: UserId) -> Result<Vec<Gift>, DbError> {
    Ok(rows(
        gifts::table
            .filter(gifts::owner_id.eq(owner.0))
            .order(gifts::id.asc())
            .select(GiftRow::as_select())
            .load(conn)?,
    ))
}

pub fn find(conn: &mut DbConnection, owner: UserId, id: GiftId) -> Result<Option<Gift>, DbError> {
    Ok(gifts::table
        .filter(gifts::owner_id.eq(owner.0))
        .filter(gifts::id.eq(id.0))
        .select(GiftRow::as_select())
        .first(conn)
        .optional()?
        .and_then(GiftRow::into_gift))
}

pub fn count(conn: &mut DbConnection, owner: UserId) -> Result<u64, DbError> {
    let n: i64 = gifts::table
        .filter(gifts::owner_id.eq(owner.0))
        .count()
        .get_result(conn)?;
    Ok(u64::try_from(n).unwrap_or(0))
}

/// The three columns that say whom a gift is for.
fn person_columns(person: GiftPerson) -> (Option<i64>, Option<i64>, Option<i64>) {
    match person {
        GiftPerson::Contact(id) => (Some(id.0), None, None),
        GiftPerson::Friend(id) => (None, Some(id.0), None),
        GiftPerson::Dependant(id) => (None, None, Some(id.0)),
    }
}

pub fn insert(
    conn: &mut DbConnection,
    owner: UserId,
    person: GiftPerson,
    direction: GiftDirection,
    input: &GiftInput,
    at: NaiveDateTime,
) -> Result<Gift, DbError> {
    let (contact, friend, dependant) = person_columns(person);
    let id: i64 = diesel::insert_into(gifts::table)
        .values((
            gifts::owner_id.eq(owner.0),
            gifts::contact_id.eq(contact),
            gifts::friend_id.eq(friend),
            gifts::dependant_id.eq(dependant),
            gifts::direction.eq(direction.as_str()),
            gifts::created_at.eq(at),
            GiftValues::new(input, at),
        ))
        .returning(gifts::id)
        .get_result(conn)?;
    find(conn, owner, GiftId(id))?.ok_or(DbError::NotFound)
}

/// Once per source: the unique (owner, source, source id) keeps a second
/// one (a claim marked purchased again, two schedulers) from being written.
pub fn insert_from(
    conn: &mut DbConnection,
    owner: UserId,
    person: GiftPerson,
    direction: GiftDirection,
    input: &GiftInput,
    source: GiftSource,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    let (contact, friend, dependant) = person_columns(person);
    let values = (
        gifts::owner_id.eq(owner.0),
        gifts::contact_id.eq(contact),
        gifts::friend_id.eq(friend),
        gifts::dependant_id.eq(dependant),
        gifts::direction.eq(direction.as_str()),
        gifts::source.eq(source.kind()),
        gifts::source_id.eq(source.id()),
        gifts::created_at.eq(at),
        GiftValues::new(input, at),
    );
    let written = direct!(conn, |c| diesel::insert_into(gifts::table)
        .values(values)
        .on_conflict_do_nothing()
        .execute(c)?);
    Ok(written > 0)
}

pub fn update(
    conn: &mut DbConnection,
    owner: UserId,
    id: GiftId,
    input: &GiftInput,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    Ok(diesel::update(
        gifts::table
            .filter(gifts::owner_id.eq(owner.0))
            .filter(gifts::id.eq(id.0)),
    )
    .set(GiftValues::new(input, at))
    .execute(conn)?
        > 0)
}

pub fn delete(conn: &mut DbConnection, owner: UserId, id: GiftId) -> Result<bool, DbError> {
    Ok(diesel::delete(
        gifts::table
            .filter(gifts::owner_id.eq(owner.0))
            .filter(gifts::id.eq(id.0)),
    )
    .execute(conn)?
        > 0)
}

pub fn linked_friend(
    conn: &mut DbConnection,
    owner: UserId,
    contact: ContactId,
) -> Result<Option<UserId>, DbError> {
    Ok(person_links::table
        .filter(person_links::owner_id.eq(owner.0))
        .filter(person_links::contact_id.eq(contact.0))
        .select(person_links::friend_id)
        .first::<i64>(conn)
        .optional()?
        .map(UserId))
}

pub fn contacts_linked_to(
    conn: &mut DbConnection,
    owner: UserId,
    friend: UserId,
) -> Result<Vec<ContactId>, DbError> {
    Ok(person_links::table
        .filter(person_links::owner_id.eq(owner.0))
        .filter(person_links::friend_id.eq(friend.0))
        .order(person_links::contact_id.asc())
        .select(person_links::contact_id)
        .load::<i64>(conn)?
        .into_iter()
        .map(ContactId)
        .collect())
}

pub fn link_contact(
    conn: &mut DbConnection,
    owner: UserId,
    contact: ContactId,
    friend: Option<UserId>,
) -> Result<(), DbError> {
    diesel::delete(
        person_links::table
            .filter(person_links::owner_id.eq(owner.0))
            .filter(person_links::contact_id.eq(contact.0)),
    )
    .execute(conn)?;
    if let Some(friend) = friend {
        diesel::insert_into(person_links::table)
            .values((
                person_links::owner_id.eq(owner.0),
                person_links::contact_id.eq(contact.0),
                person_links::friend_id.eq(friend.0),
            ))
            .execute(conn)?;
    }
    Ok(())
}

impl GiftStore for Store {
    fn gifts_for(&mut self, owner: UserId, people: &[GiftPerson]) -> Result<Vec<Gift>, StoreError> {
        Ok(for_people(self, owner, people)?)
    }

    fn all_gifts(&mut self, owner: UserId) -> Result<Vec<Gift>, StoreError> {
        Ok(all(self, owner)?)
    }

    fn gift(&mut self, owner: UserId, id: GiftId) -> Result<Option<Gift>, StoreError> {
        Ok(find(self, owner, id)?)
    }

    fn gift_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        Ok(count(self, owner)?)
    }

    fn insert_gift(
        &mut self,
        owner: UserId,
        person: GiftPerson,
        direction: GiftDirection,
        input: &GiftInput,
    ) -> Result<Gift, StoreError> {
        let at = self.stamp();
        Ok(insert(self, owner, person, direction, input, at)?)
    }

    fn insert_gift_from(
        &mut self,
        owner: UserId,
        person: GiftPerson,
        direction: GiftDirection,
        input: &GiftInput,
        source: GiftSource,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(insert_from(
            self, owner, person, direction, input, source, at,
        )?)
    }

    fn update_gift(
        &mut self,
        owner: UserId,
        id: GiftId,
        input: &GiftInput,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(update(self, owner, id, input, at)?)
    }

    fn delete_gift(&mut self, owner: UserId, id: GiftId) -> Result<bool, StoreError> {
        Ok(delete(self, owner, id)?)
    }

    fn linked_friend(
        &mut self,
        owner: UserId,
        contact: ContactId,
    ) -> Result<Option<UserId>, StoreError> {
        Ok(linked_friend(self, owner, contact)?)
    }

    fn contacts_linked_to(
        &mut self,
        owner: UserId,
        friend: UserId,
    ) -> Result<Vec<ContactId>, StoreError> {
        Ok(contacts_linked_to(self, owner, friend)?)
    }

    fn link_contact(
        &mut self,
        owner: UserId,
        contact: ContactId,
        friend: Option<UserId>,
    ) -> Result<(), StoreError> {
        Ok(link_contact(self, owner, contact, friend)?)
    }
}
