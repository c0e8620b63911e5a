//! The budgets each person keeps (issue 44): every read and write is
//! scoped to the keeper (`owner`).

use super::StoreError;
use crate::budget::{Budget, BudgetInput, ReservedClaim};
use crate::gift::GiftPerson;
use crate::ids::{BudgetId, UserId};

pub trait BudgetStore {
    /// `owner`'s budgets, by day (then as made).
    fn budgets(&mut self, owner: UserId) -> Result<Vec<Budget>, StoreError>;
    fn budget(&mut self, owner: UserId, id: BudgetId) -> Result<Option<Budget>, StoreError>;
    fn budget_count(&mut self, owner: UserId) -> Result<u64, StoreError>;
    fn insert_budget(&mut self, owner: UserId, input: &BudgetInput)
        -> Result<BudgetId, StoreError>;
    /// False when `owner` keeps no such budget.
    fn update_budget(
        &mut self,
        owner: UserId,
        id: BudgetId,
        input: &BudgetInput,
    ) -> Result<bool, StoreError>;
    fn delete_budget(&mut self, owner: UserId, id: BudgetId) -> Result<bool, StoreError>;
    /// Sets (or, with `None`, takes off) the amount for `person` on a
    /// budget of `owner`'s; false when they keep no such budget.
    fn set_allowance(
        &mut self,
        owner: UserId,
        id: BudgetId,
        person: GiftPerson,
        amount_cents: Option<i64>,
    ) -> Result<bool, StoreError>;
    /// `giver`'s claims not yet purchased, with their item and list.
    fn reserved_claims_by(&mut self, giver: UserId) -> Result<Vec<ReservedClaim>, StoreError>;
}
