//! The budgets tables (issue 44): a budget per occasion and the amount for
//! each person within it. Every query is scoped to the keeper
//! (`owner_id`); nobody else's budgets are ever read.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::budget::{Allowance, Budget, BudgetInput, ReservedClaim};
use domain::claim::ClaimStatus;
use domain::gift::GiftPerson;
use domain::ids::{BudgetId, ClaimId, ContactId, DependantId, UserId};
use domain::money::Money;
use domain::ports::{BudgetStore, StoreError};

use crate::items::GROUP;
use crate::schema::{budget_people, budgets, claims, items, lists};
use crate::{DbConnection, DbError, Store};

type BudgetRow = (
    i64,
    i64,
    String,
    NaiveDate,
    i64,
    String,
    NaiveDateTime,
    NaiveDateTime,
);
type PersonRow = (i64, Option<i64>, Option<i64>, Option<i64>, i64);

fn person_of(
    contact: Option<i64>,
    friend: Option<i64>,
    dependant: Option<i64>,
) -> Option<GiftPerson> {
    match (contact, friend, dependant) {
        (Some(id), _, _) => Some(GiftPerson::Contact(ContactId(id))),
        (None, Some(id), _) => Some(GiftPerson::Friend(UserId(id))),
        (None, None, Some(id)) => Some(GiftPerson::Dependant(DependantId(id))),
        (None, None, None) => None,
    }
}

/// The budget `only` of `owner`'s, or all of theirs, by day.
fn load(
    conn: &mut DbConnection,
    owner: UserId,
    only: Option<BudgetId>,
) -> Result<Vec<Budget>, DbError> {
    // At most MAX_BUDGETS each: one is picked from all of them.
    let rows: Vec<BudgetRow> = budgets::table
        .filter(budgets::owner_id.eq(owner.0))
        .order((budgets::occasion_date.asc(), budgets::id.asc()))
        .select((
            budgets::id,
            budgets::owner_id,
            budgets::name,
            budgets::occasion_date,
            budgets::amount_cents,
            budgets::currency,
            budgets::created_at,
            budgets::updated_at,
        ))
        .load::<BudgetRow>(conn)?
        .into_iter()
        .filter(|row| only.is_none_or(|id| id.0 == row.0))
        .collect();
    let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
    let people: Vec<PersonRow> = budget_people::table
        .filter(budget_people::budget_id.eq_any(&ids))
        .order(budget_people::id.asc())
        .select((
            budget_people::budget_id,
            budget_people::contact_id,
            budget_people::friend_id,
            budget_people::dependant_id,
            budget_people::amount_cents,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(
            |(id, owner_id, name, date, amount_cents, currency, created_at, updated_at)| Budget {
                id: BudgetId(id),
                owner: UserId(owner_id),
                input: BudgetInput {
                    name,
                    date,
                    amount: Money {
                        amount_cents,
                        currency,
                    },
                },
                allowances: people
                    .iter()
                    .filter(|p| p.0 == id)
                    .filter_map(|&(_, contact, friend, dependant, amount_cents)| {
                        Some(Allowance {
                            person: person_of(contact, friend, dependant)?,
                            amount_cents,
                        })
                    })
                    .collect(),
                created_at,
                updated_at,
            },
        )
        .collect())
}

fn owns(conn: &mut DbConnection, owner: UserId, id: BudgetId) -> Result<bool, DbError> {
    let n: i64 = budgets::table
        .filter(budgets::owner_id.eq(owner.0))
        .filter(budgets::id.eq(id.0))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

pub fn insert(
    conn: &mut DbConnection,
    owner: UserId,
    input: &BudgetInput,
    at: NaiveDateTime,
) -> Result<BudgetId, DbError> {
    let id: i64 = diesel::insert_into(budgets::table)
        .values((
            budgets::owner_id.eq(owner.0),
            budgets::name.eq(&input.name),
            budgets::occasion_date.eq(input.date),
            budgets::amount_cents.eq(input.amount.amount_cents),
            budgets::currency.eq(&input.amount.currency),
            budgets::created_at.eq(at),
            budgets::updated_at.eq(at),
        ))
        .returning(budgets::id)
        .get_result(conn)?;
    Ok(BudgetId(id))
}

pub fn update(
    conn: &mut DbConnection,
    owner: UserId,
    id: BudgetId,
    input: &BudgetInput,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    Ok(diesel::update(
        budgets::table
            .filter(budgets::owner_id.eq(owner.0))
            .filter(budgets::id.eq(id.0)),
    )
    .set((
        budgets::name.eq(&input.name),
        budgets::occasion_date.eq(input.date),
        budgets::amount_cents.eq(input.amount.amount_cents),
        budgets::updated_at.eq(at),
    ))
    .execute(conn)?
        > 0)
}

pub fn delete(conn: &mut DbConnection, owner: UserId, id: BudgetId) -> Result<bool, DbError> {
    if !owns(conn, owner, id)? {
        return Ok(false);
    }
    diesel::delete(budget_people::table.filter(budget_people::budget_id.eq(id.0))).execute(conn)?;
    Ok(diesel::delete(budgets::table.filter(budgets::id.eq(id.0))).execute(conn)? > 0)
}

pub fn set_allowance(
    conn: &mut DbConnection,
    owner: UserId,
    id: BudgetId,
    person: GiftPerson,
    amount_cents: Option<i64>,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    if !owns(conn, owner, id)? {
        return Ok(false);
    }
    let (contact, friend, dependant) = match person {
        GiftPerson::Contact(c) => (Some(c.0), None, None),
        GiftPerson::Friend(f) => (None, Some(f.0), None),
        GiftPerson::Dependant(d) => (None, None, Some(d.0)),
    };
    let row = budget_people::table.filter(budget_people::budget_id.eq(id.0));
    match person {
        GiftPerson::Contact(c) => {
            diesel::delete(row.filter(budget_people::contact_id.eq(c.0))).execute(conn)?
        }
        GiftPerson::Friend(f) => {
            diesel::delete(row.filter(budget_people::friend_id.eq(f.0))).execute(conn)?
        }
        GiftPerson::Dependant(d) => {
            diesel::delete(row.filter(budget_people::dependant_id.eq(d.0))).execute(conn)?
        }
    };
    if let Some(cents) = amount_cents {
        diesel::insert_into(budget_people::table)
            .values((
                budget_people::budget_id.eq(id.0),
                budget_people::contact_id.eq(contact),
                budget_people::friend_id.eq(friend),
                budget_people::dependant_id.eq(dependant),
                budget_people::amount_cents.eq(cents),
            ))
            .execute(conn)?;
    }
    diesel::update(budgets::table.filter(budgets::id.eq(id.0)))
        .set(budgets::updated_at.eq(at))
        .execute(conn)?;
    Ok(true)
}

pub fn reserved_claims_by(
    conn: &mut DbConnection,
    giver: UserId,
) -> Result<Vec<ReservedClaim>, DbError> {
    type Row = (
        i64,
        i32,
        String,
        Option<String>,
        Option<NaiveDate>,
        Option<i64>,
        String,
        i64,
        Option<i64>,
    );
    let rows: Vec<Row> = claims::table
        .inner_join(items::table.inner_join(lists::table))
        .filter(claims::giver_id.eq(giver.0))
        .filter(claims::status.eq(ClaimStatus::Reserved.as_str()))
        .order(claims::id.asc())
        .select((
            claims::id,
            claims::quantity,
            items::name,
            items::price,
            lists::event_date,
            lists::dependant_id,
            lists::kind,
            lists::owner_id,
            items::for_user_id,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(
            |(claim, quantity, item_name, price, event_date, dependant, kind, owner, for_user)| {
                ReservedClaim {
                    claim: ClaimId(claim),
                    quantity: u32::try_from(quantity).unwrap_or(1),
                    item_name,
                    price,
                    event_date,
                    dependant: dependant.map(DependantId),
                    // A group list's item is for whom it says; an own
                    // list's is its owner's.
                    recipient: if kind == GROUP {
                        for_user.map(UserId)
                    } else {
                        Some(UserId(owner))
                    },
                }
            },
        )
        .collect())
}

impl BudgetStore for Store {
    fn budgets(&mut self, owner: UserId) -> Result<Vec<Budget>, StoreError> {
        Ok(load(self, owner, None)?)
    }

    fn budget(&mut self, owner: UserId, id: BudgetId) -> Result<Option<Budget>, StoreError> {
        Ok(load(self, owner, Some(id))?.into_iter().next())
    }

    fn budget_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        let n: i64 = budgets::table
            .filter(budgets::owner_id.eq(owner.0))
            .count()
            .get_result(self.connection())
            .map_err(DbError::from)?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    fn insert_budget(
        &mut self,
        owner: UserId,
        input: &BudgetInput,
    ) -> Result<BudgetId, StoreError> {
        let at = self.stamp();
        Ok(insert(self, owner, input, at)?)
    }

    fn update_budget(
        &mut self,
        owner: UserId,
        id: BudgetId,
        input: &BudgetInput,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(update(self, owner, id, input, at)?)
    }

    fn delete_budget(&mut self, owner: UserId, id: BudgetId) -> Result<bool, StoreError> {
        Ok(delete(self, owner, id)?)
    }

    fn set_allowance(
        &mut self,
        owner: UserId,
        id: BudgetId,
        person: GiftPerson,
        amount_cents: Option<i64>,
    ) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(set_allowance(self, owner, id, person, amount_cents, at)?)
    }

    fn reserved_claims_by(&mut self, giver: UserId) -> Result<Vec<ReservedClaim>, StoreError> {
        Ok(reserved_claims_by(self, giver)?)
    }
}
