//! Budgets and spending (issue 44): my budgets added up against what I
//! give for their day, a person's budgets on their page, and the Spending
//! page. Everything here is the keeper's alone: a budget is found by its
//! keeper and id together, so anyone else gets `NotFound`.

use std::collections::HashMap;

use chrono::NaiveDate;

use crate::budget::{
    allowance_cents, spend_year, spending, tally_budget, Budget, BudgetDraft, BudgetTally,
    PersonTally, Spend, Spending, MAX_BUDGETS, MAX_BUDGET_PEOPLE,
};
use crate::gift::{GiftPerson, DEFAULT_CURRENCY};
use crate::ids::{BudgetId, UserId};
use crate::messages;
use crate::money::Currency;
use crate::ports::{
    AccountStore, BudgetStore, ContactStore, DependantStore, FriendStore, GiftStore, StoreError,
    Transactional,
};
use crate::use_cases::gifts::{gift_person_for, person, GiftError, Person};
use crate::validation::ValidationError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BudgetError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// No such budget of mine, or no such person of mine.
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    #[error("{}", messages::BUDGETS_LIMIT)]
    TooMany,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// One person as a budget or the Spending page counts them: a contact and
/// a friend with the same address are one, named as I know them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonKey {
    /// One way to name them (the first of a contact, a friend, someone
    /// looked after): their page's address.
    pub reference: GiftPerson,
    pub name: String,
}

/// A budget added up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BudgetView {
    pub budget: Budget,
    pub tally: BudgetTally<PersonKey>,
}

/// The people I keep gifts for, each found once however often named.
#[derive(Default)]
struct People {
    known: HashMap<GiftPerson, Option<PersonKey>>,
}

impl People {
    fn learn<S>(
        &mut self,
        store: &mut S,
        me: UserId,
        reference: GiftPerson,
    ) -> Result<(), StoreError>
    where
        S: ContactStore + FriendStore + DependantStore + GiftStore,
    {
        if self.known.contains_key(&reference) {
            return Ok(());
        }
        match person(store, me, reference) {
            Ok(found) => {
                let refs = found.refs();
                let key = PersonKey {
                    reference: refs.iter().min().copied().unwrap_or(reference),
                    name: found.name,
                };
                for r in refs {
                    self.known.insert(r, Some(key.clone()));
                }
                self.known.entry(reference).or_insert(Some(key));
            }
            Err(GiftError::Store(error)) => return Err(error),
            // Nobody I still know (a friend no more): counted in the whole.
            Err(_) => {
                self.known.insert(reference, None);
            }
        }
        Ok(())
    }

    fn key(&self, reference: GiftPerson) -> Option<PersonKey> {
        self.known.get(&reference).cloned().flatten()
    }
}

/// What I give (or gave): my gifts, each with its year, and my claims not
/// yet purchased for someone I keep gifts for.
fn my_spends<S>(store: &mut S, me: UserId) -> Result<Vec<(Spend, i32)>, StoreError>
where
    S: GiftStore + BudgetStore + FriendStore,
{
    let mut spends: Vec<(Spend, i32)> = store
        .all_gifts(me)?
        .iter()
        .filter_map(|g| Spend::of_gift(g).map(|s| (s, spend_year(g))))
        .collect();
    for claim in store.reserved_claims_by(me)? {
        let Some(person) = gift_person_for(store, me, claim.dependant, claim.recipient)? else {
            continue;
        };
        let year = claim.event_date.map_or(0, |d| chrono::Datelike::year(&d));
        spends.push((Spend::of_claim(&claim, person), year));
    }
    Ok(spends)
}

/// Every budget of mine added up, by day.
pub fn budgets_overview<S>(store: &mut S, me: UserId) -> Result<Vec<BudgetView>, StoreError>
where
    S: BudgetStore + ContactStore + FriendStore + DependantStore + GiftStore + Transactional,
{
    store.reading(|store| {
        let budgets = store.budgets(me)?;
        views(store, me, budgets)
    })
}

/// My budgets for `occasion` (a day or words of a name, [`BudgetInput::is_for`];
/// every one without it), added up.
pub fn budgets_for_occasion<S>(
    store: &mut S,
    me: UserId,
    occasion: Option<&str>,
) -> Result<Vec<BudgetView>, StoreError>
where
    S: BudgetStore + ContactStore + FriendStore + DependantStore + GiftStore + Transactional,
{
    let wanted = occasion.map(str::trim).filter(|text| !text.is_empty());
    store.reading(|store| {
        let mut budgets = store.budgets(me)?;
        if let Some(occasion) = wanted {
            budgets.retain(|budget| budget.input.is_for(occasion));
        }
        views(store, me, budgets)
    })
}

fn views<S>(store: &mut S, me: UserId, budgets: Vec<Budget>) -> Result<Vec<BudgetView>, StoreError>
where
    S: BudgetStore + ContactStore + FriendStore + DependantStore + GiftStore,
{
    if budgets.is_empty() {
        return Ok(Vec::new());
    }
    let spends: Vec<Spend> = my_spends(store, me)?.into_iter().map(|(s, _)| s).collect();
    let mut people = People::default();
    let days: Vec<NaiveDate> = budgets.iter().map(|b| b.input.date).collect();
    let named = budgets
        .iter()
        .flat_map(|b| b.allowances.iter().map(|a| a.person))
        .chain(
            spends
                .iter()
                .filter(|s| s.date.is_some_and(|d| days.contains(&d)))
                .map(|s| s.person),
        )
        .collect::<Vec<_>>();
    for reference in named {
        people.learn(store, me, reference)?;
    }
    Ok(budgets
        .into_iter()
        .map(|budget| BudgetView {
            tally: tally_budget(&budget, &spends, |r| people.key(r)),
            budget,
        })
        .collect())
}

/// One budget of mine added up.
pub fn budget_view<S>(store: &mut S, me: UserId, id: BudgetId) -> Result<BudgetView, BudgetError>
where
    S: BudgetStore + ContactStore + FriendStore + DependantStore + GiftStore + Transactional,
{
    store.reading(|store| {
        let budget = store.budget(me, id)?.ok_or(BudgetError::NotFound)?;
        Ok(views(store, me, vec![budget])?.remove(0))
    })
}

/// The currency my budgets and sums are kept in: my home currency, else
/// [`DEFAULT_CURRENCY`].
pub fn home_currency<S: AccountStore>(store: &mut S, me: UserId) -> Result<String, StoreError> {
    Ok(store
        .account_settings(me)?
        .home_currency
        .map_or(DEFAULT_CURRENCY.to_owned(), |c| c.as_str().to_owned()))
}

/// Makes a budget, in my home currency unless the draft names its currency.
pub fn add_budget<S>(
    store: &mut S,
    me: UserId,
    draft: BudgetDraft,
) -> Result<BudgetView, BudgetError>
where
    S: BudgetStore
        + AccountStore
        + ContactStore
        + FriendStore
        + DependantStore
        + GiftStore
        + Transactional,
{
    let home = home_currency(store, me)?;
    let input = draft.validate(None, &home)?;
    let id = store.atomically(|store| {
        if store.budget_count(me)? >= MAX_BUDGETS {
            return Err(BudgetError::TooMany);
        }
        Ok(store.insert_budget(me, &input)?)
    })?;
    budget_view(store, me, id)
}

pub fn update_budget<S>(
    store: &mut S,
    me: UserId,
    id: BudgetId,
    draft: BudgetDraft,
) -> Result<BudgetView, BudgetError>
where
    S: BudgetStore + ContactStore + FriendStore + DependantStore + GiftStore + Transactional,
{
    store.atomically(|store| {
        let budget = store.budget(me, id)?.ok_or(BudgetError::NotFound)?;
        let input = draft.validate(Some(&budget.input), &budget.input.amount.currency)?;
        store.update_budget(me, id, &input)?;
        Ok::<_, BudgetError>(())
    })?;
    budget_view(store, me, id)
}

pub fn delete_budget<S: BudgetStore>(
    store: &mut S,
    me: UserId,
    id: BudgetId,
) -> Result<(), BudgetError> {
    if store.delete_budget(me, id)? {
        Ok(())
    } else {
        Err(BudgetError::NotFound)
    }
}

/// Sets how much I mean to spend on `reference` within a budget (blank
/// takes them off it). They must be someone I keep gifts for.
pub fn set_allowance<S>(
    store: &mut S,
    me: UserId,
    id: BudgetId,
    reference: GiftPerson,
    amount: Option<String>,
) -> Result<BudgetView, BudgetError>
where
    S: BudgetStore + ContactStore + FriendStore + DependantStore + GiftStore + Transactional,
{
    let cents = allowance_cents(amount)?;
    store.atomically(|store| {
        let budget = store.budget(me, id)?.ok_or(BudgetError::NotFound)?;
        match person(store, me, reference) {
            Ok(_) => {}
            Err(GiftError::Store(error)) => return Err(error.into()),
            Err(_) => return Err(BudgetError::NotFound),
        }
        let adding = !budget.allowances.iter().any(|a| a.person == reference);
        if cents.is_some() && adding && budget.allowances.len() >= MAX_BUDGET_PEOPLE {
            return Err(BudgetError::TooMany);
        }
        store.set_allowance(me, id, reference, cents)?;
        Ok(())
    })?;
    budget_view(store, me, id)
}

/// The budgets from `today` on in which `person` has an amount or gifts:
/// each budget with their part of it.
pub fn person_budgets<S>(
    store: &mut S,
    me: UserId,
    person: &Person,
    today: NaiveDate,
) -> Result<Vec<(Budget, PersonTally<PersonKey>)>, StoreError>
where
    S: BudgetStore + ContactStore + FriendStore + DependantStore + GiftStore,
{
    let refs = person.refs();
    let budgets: Vec<Budget> = store
        .budgets(me)?
        .into_iter()
        .filter(|b| b.input.date >= today)
        .collect();
    Ok(views(store, me, budgets)?
        .into_iter()
        .filter_map(|view| {
            let part = view
                .tally
                .people
                .into_iter()
                .find(|p| refs.contains(&p.key.reference))?;
            Some((view.budget, part))
        })
        .collect())
}

/// The Spending page: what I bought in `asked` (else my home currency), by
/// person, by occasion (a budget's name for its day) and by year; `year`
/// narrows the first two. Answers the currency it is in, with the sums.
pub fn spending_view<S>(
    store: &mut S,
    me: UserId,
    asked: Option<Currency>,
    year: Option<i32>,
) -> Result<(String, Spending<PersonKey>), StoreError>
where
    S: BudgetStore
        + AccountStore
        + ContactStore
        + FriendStore
        + DependantStore
        + GiftStore
        + Transactional,
{
    store.reading(|store| {
        let currency = match asked {
            Some(code) => code.as_str().to_owned(),
            None => home_currency(store, me)?,
        };
        let spends = my_spends(store, me)?;
        let budgets = store.budgets(me)?;
        let mut people = People::default();
        for (spend, _) in &spends {
            people.learn(store, me, spend.person)?;
        }
        let sums = spending(&spends, &currency, year, &budgets, |r| people.key(r));
        Ok((currency, sums))
    })
}
