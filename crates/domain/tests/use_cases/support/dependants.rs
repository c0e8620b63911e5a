//! The in-memory store of dependants: their lists are `own_lists` with
//! `dependant` set (read with their guardians as keepers, see
//! `counted`), their birthdays are dates in `dates`.

use domain::dependant::{Dependant, DependantInput, DependantInvite, ListDependant};
use domain::ids::{DependantId, ListId};
use domain::own_list::{OwnList, OwnListInput};
use domain::ports::{DependantStore, ListStore, SpecialDateStore};
use domain::special_date::{Schedule, SpecialDateInput};

use super::*;

impl InMemoryStore {
    fn name_of(&self, user: UserId) -> PersonName {
        self.state
            .users
            .get(&user)
            .cloned()
            .map(PersonName::from)
            .unwrap_or_default()
    }

    fn lists_of(&self, id: DependantId) -> Vec<ListId> {
        self.state
            .own_lists
            .values()
            .filter(|l| l.dependant.as_ref().is_some_and(|d| d.id == id))
            .map(|l| l.id)
            .collect()
    }
}

impl DependantStore for InMemoryStore {
    fn dependants_of(&mut self, guardian: UserId) -> Result<Vec<Dependant>, StoreError> {
        self.call("dependants_of")?;
        Ok(self
            .state
            .dependants
            .values()
            .filter(|d| d.is_guarded_by(guardian))
            .cloned()
            .collect())
    }

    fn dependant(&mut self, id: DependantId) -> Result<Option<Dependant>, StoreError> {
        self.call("dependant")?;
        Ok(self.state.dependants.get(&id).cloned())
    }

    fn insert_dependant(
        &mut self,
        creator: UserId,
        input: &DependantInput,
    ) -> Result<Dependant, StoreError> {
        self.call("insert_dependant")?;
        let id = DependantId(self.state.next_id());
        let dependant = Dependant {
            id,
            input: input.clone(),
            created_by: creator,
            guardians: vec![domain::dependant::Guardian {
                user_id: creator,
                name: self.name_of(creator),
            }],
            invite: None,
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.dependants.insert(id, dependant.clone());
        Ok(dependant)
    }

    fn update_dependant(
        &mut self,
        id: DependantId,
        input: &DependantInput,
    ) -> Result<(), StoreError> {
        self.call("update_dependant")?;
        if let Some(d) = self.state.dependants.get_mut(&id) {
            d.input = input.clone();
            d.updated_at = self.now;
        }
        for list in self.state.own_lists.values_mut() {
            if let Some(of) = list.dependant.as_mut().filter(|d| d.id == id) {
                of.name = input.name.clone();
                of.kind = input.kind;
            }
        }
        Ok(())
    }

    fn delete_dependant(&mut self, id: DependantId) -> Result<bool, StoreError> {
        self.call("delete_dependant")?;
        for list in self.lists_of(id) {
            self.delete_own_list(list)?;
        }
        let dates: Vec<SpecialDateId> = self
            .state
            .birthday_dates
            .iter()
            .filter(|((d, _), _)| *d == id)
            .map(|(_, date)| *date)
            .collect();
        for date in dates {
            self.state.dates.remove(&date);
        }
        self.state.birthday_dates.retain(|(d, _), _| *d != id);
        self.state.invite_hashes.remove(&id);
        Ok(self.state.dependants.remove(&id).is_some())
    }

    fn add_guardian(&mut self, id: DependantId, user: UserId) -> Result<(), StoreError> {
        self.call("add_guardian")?;
        let name = self.name_of(user);
        if let Some(d) = self.state.dependants.get_mut(&id) {
            if !d.is_guarded_by(user) {
                d.guardians.push(domain::dependant::Guardian {
                    user_id: user,
                    name,
                });
            }
        }
        Ok(())
    }

    fn remove_guardian(
        &mut self,
        id: DependantId,
        user: UserId,
        heir: UserId,
    ) -> Result<bool, StoreError> {
        self.call("remove_guardian")?;
        let Some(d) = self.state.dependants.get_mut(&id) else {
            return Ok(false);
        };
        let before = d.guardians.len();
        d.guardians.retain(|g| g.user_id != user);
        if d.guardians.len() == before {
            return Ok(false);
        }
        if d.created_by == user {
            d.created_by = heir;
        }
        if let Some(date) = self.state.birthday_dates.remove(&(id, user)) {
            self.state.dates.remove(&date);
        }
        let lists = self.lists_of(id);
        for list in &lists {
            if let Some(l) = self.state.own_lists.get_mut(list) {
                if l.owner_id == user {
                    l.owner_id = heir;
                }
            }
        }
        for item in self.state.items.values_mut() {
            if lists.contains(&item.list_id) && item.added_by == Some(user) {
                item.added_by = None;
            }
        }
        Ok(true)
    }

    fn dependant_lists(&mut self, id: DependantId) -> Result<Vec<OwnList>, StoreError> {
        self.call("dependant_lists")?;
        let lists: Vec<OwnList> = self
            .lists_of(id)
            .into_iter()
            .filter_map(|l| self.state.own_lists.get(&l).cloned())
            .map(|l| self.counted(l))
            .collect();
        Ok(lists)
    }

    fn insert_dependant_list(
        &mut self,
        id: DependantId,
        owner: UserId,
        input: &OwnListInput,
        cap: u64,
    ) -> Result<Option<OwnList>, StoreError> {
        self.call("insert_dependant_list")?;
        if self.lists_of(id).len() as u64 >= cap {
            return Ok(None);
        }
        let Some(dependant) = self.state.dependants.get(&id).cloned() else {
            return Ok(None);
        };
        let list_id = ListId(self.state.next_id());
        let list = OwnList {
            id: list_id,
            owner_id: owner,
            owner_name: self.name_of(owner),
            is_default: false,
            is_registry: input.registry,
            input: input.fields.clone(),
            visibility: input.visibility,
            public_token: None,
            listed: false,
            archived_at: None,
            item_count: 0,
            co_owners: Vec::new(),
            dependant: Some(ListDependant {
                id,
                name: dependant.input.name,
                kind: dependant.input.kind,
            }),
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.own_lists.insert(list_id, list.clone());
        Ok(Some(self.counted(list)))
    }

    fn set_birthday_date(
        &mut self,
        id: DependantId,
        guardian: UserId,
        date: Option<(&SpecialDateInput, Schedule)>,
    ) -> Result<(), StoreError> {
        self.call("set_birthday_date")?;
        if let Some(old) = self.state.birthday_dates.remove(&(id, guardian)) {
            self.state.dates.remove(&old);
        }
        if let Some((input, schedule)) = date {
            let date = self.add_date(guardian, input, schedule)?;
            self.state.birthday_dates.insert((id, guardian), date);
        }
        Ok(())
    }

    fn set_dependant_invite(
        &mut self,
        id: DependantId,
        invite: Option<(&str, &str)>,
    ) -> Result<(), StoreError> {
        self.call("set_dependant_invite")?;
        let now = self.now;
        if let Some(d) = self.state.dependants.get_mut(&id) {
            d.invite = invite.map(|(email, _)| DependantInvite {
                email: email.to_owned(),
                invited_at: now,
            });
        }
        match invite {
            Some((_, hash)) => self.state.invite_hashes.insert(id, hash.to_owned()),
            None => self.state.invite_hashes.remove(&id),
        };
        Ok(())
    }

    fn dependant_by_invite(&mut self, token_hash: &str) -> Result<Option<Dependant>, StoreError> {
        self.call("dependant_by_invite")?;
        Ok(self
            .state
            .invite_hashes
            .iter()
            .find(|(_, hash)| hash.as_str() == token_hash)
            .and_then(|(id, _)| self.state.dependants.get(id).cloned()))
    }

    fn grow_up(&mut self, id: DependantId, user: UserId) -> Result<(), StoreError> {
        self.call("grow_up")?;
        let lists = self.lists_of(id);
        let name = self.name_of(user);
        for list in &lists {
            if let Some(l) = self.state.own_lists.get_mut(list) {
                l.owner_id = user;
                l.owner_name = name.clone();
                l.dependant = None;
                l.co_owners.clear();
            }
        }
        for item in self.state.items.values_mut() {
            if lists.contains(&item.list_id) {
                item.owner_id = user;
                item.recipient = domain::group_list::Recipient::Member(user);
                // A guardian's own surprise stays theirs: a surprise for them.
                item.added_by = Some(item.added_by.unwrap_or(user));
            }
        }
        self.state.birthday_dates.retain(|(d, _), _| *d != id);
        self.state.invite_hashes.remove(&id);
        self.state.dependants.remove(&id);
        Ok(())
    }

    fn set_own_surprise(&mut self, item: ItemId, guardian: UserId) -> Result<(), StoreError> {
        self.call("set_own_surprise")?;
        if let Some(item) = self.state.items.get_mut(&item) {
            item.added_by = Some(guardian);
        }
        Ok(())
    }
}
