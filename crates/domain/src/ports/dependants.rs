//! Dependants and their guardians (issue 40).

use super::StoreError;
use crate::dependant::{Dependant, DependantInput};
use crate::ids::{DependantId, ItemId, UserId};
use crate::own_list::{OwnList, OwnListInput};
use crate::special_date::{Schedule, SpecialDateInput};

pub trait DependantStore {
    /// Those `guardian` looks after, oldest first, each with their guardians.
    fn dependants_of(&mut self, guardian: UserId) -> Result<Vec<Dependant>, StoreError>;
    fn dependant(&mut self, id: DependantId) -> Result<Option<Dependant>, StoreError>;
    /// A new dependant, `creator` their first guardian.
    fn insert_dependant(
        &mut self,
        creator: UserId,
        input: &DependantInput,
    ) -> Result<Dependant, StoreError>;
    fn update_dependant(
        &mut self,
        id: DependantId,
        input: &DependantInput,
    ) -> Result<(), StoreError>;
    /// Deletes them with their lists (their items, claims, shares and
    /// watches) and the birthday in each guardian's dates.
    fn delete_dependant(&mut self, id: DependantId) -> Result<bool, StoreError>;
    fn add_guardian(&mut self, id: DependantId, user: UserId) -> Result<(), StoreError>;
    /// Takes `user` off their guardians with the birthday in their dates;
    /// the lists they held for the foreign key pass to `heir`.
    fn remove_guardian(
        &mut self,
        id: DependantId,
        user: UserId,
        heir: UserId,
    ) -> Result<bool, StoreError>;
    /// Their lists, oldest first.
    fn dependant_lists(&mut self, id: DependantId) -> Result<Vec<OwnList>, StoreError>;
    /// A new list of theirs (held by `owner`, one of their guardians)
    /// unless they have `cap` already.
    fn insert_dependant_list(
        &mut self,
        id: DependantId,
        owner: UserId,
        input: &OwnListInput,
        cap: u64,
    ) -> Result<Option<OwnList>, StoreError>;
    /// Writes their birthday into `guardian`'s dates (replacing the one
    /// there), or takes it out (`None`).
    fn set_birthday_date(
        &mut self,
        id: DependantId,
        guardian: UserId,
        date: Option<(&SpecialDateInput, Schedule)>,
    ) -> Result<(), StoreError>;
    /// Opens (the address and the hash of its secret) or closes an invite
    /// to an account of their own.
    fn set_dependant_invite(
        &mut self,
        id: DependantId,
        invite: Option<(&str, &str)>,
    ) -> Result<(), StoreError>;
    fn dependant_by_invite(&mut self, token_hash: &str) -> Result<Option<Dependant>, StoreError>;
    /// They have an account now (`user`): their lists become that
    /// account's own, their guardians' own surprises on them surprises for
    /// them; the birthdays stay in the guardians' dates; the dependant goes.
    fn grow_up(&mut self, id: DependantId, user: UserId) -> Result<(), StoreError>;
    /// Marks an item on a dependant's list as `guardian`'s own surprise.
    fn set_own_surprise(&mut self, item: ItemId, guardian: UserId) -> Result<(), StoreError>;
}
