//! The in-memory claims store.

use super::*;

use domain::claim::{Claim, ClaimInput, ClaimedItem, Giver};
use domain::group_list::{personal_list_title, PersonName};
use domain::ids::{ClaimId, ItemId};
use domain::ports::{ClaimStore, NewGiver};

/// A claim as stored: a guest's keeps the hash of its undo token; a
/// group's (a shared purchase's unit, issue 45) is read with its shared
/// purchase on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredClaim {
    pub claim: Claim,
    pub guest_token_hash: Option<String>,
    pub group: bool,
}

impl InMemoryStore {
    /// A signed-in giver's claim, written straight into the state.
    pub fn seed_claim(&mut self, target: ItemId, giver: UserId, quantity: u32) -> ClaimId {
        let id = ClaimId(self.state.next_id());
        let name = self.person(giver);
        self.state.claims.insert(
            id,
            StoredClaim {
                claim: Claim {
                    id,
                    target,
                    giver: Giver::User { id: giver, name },
                    quantity,
                    status: domain::claim::ClaimStatus::Reserved,
                    created_at: self.now,
                },
                guest_token_hash: None,
                group: false,
            },
        );
        id
    }
}

/// A claim's giver with neither an account nor a name, as the database
/// reads one whose giver deleted their account.
fn nameless() -> Giver {
    Giver::Guest {
        name: domain::messages::DELETED_GIVER.to_owned(),
        email: None,
    }
}

impl InMemoryStore {
    /// A stored claim as the stores read it: a group's with its shared
    /// purchase on it.
    fn claim_as_read(&self, stored: &StoredClaim) -> Claim {
        let mut claim = stored.claim.clone();
        if stored.group {
            if let Some(chip_in) = self
                .state
                .chip_ins
                .iter()
                .find(|(_, c)| c.claim == claim.id)
                .and_then(|(id, _)| self.chip_in(*id))
            {
                claim.giver = Giver::Group {
                    chip_in: Box::new(chip_in),
                };
            }
        }
        claim
    }
}

impl ClaimStore for InMemoryStore {
    fn claims_on(&mut self, targets: &[ItemId]) -> Result<Vec<Claim>, StoreError> {
        self.call("claims_on")?;
        Ok(self
            .state
            .claims
            .values()
            .filter(|c| targets.contains(&c.claim.target))
            .map(|c| self.claim_as_read(c))
            .collect())
    }

    fn lock_for_claims(&mut self, target: ItemId) -> Result<Option<u32>, StoreError> {
        self.call("lock_for_claims")?;
        // One id counter for both maps, as one items table.
        Ok(self
            .state
            .group_items
            .get(&target)
            .or_else(|| self.state.items.get(&target))
            .map(|i| i.input.quantity))
    }

    fn claim_of(&mut self, target: ItemId, giver: UserId) -> Result<Option<Claim>, StoreError> {
        self.call("claim_of")?;
        Ok(self
            .state
            .claims
            .values()
            .find(|c| c.claim.target == target && c.claim.giver.user() == Some(giver))
            .map(|c| c.claim.clone()))
    }

    fn insert_claim(
        &mut self,
        target: ItemId,
        giver: &NewGiver,
        input: ClaimInput,
    ) -> Result<Claim, StoreError> {
        self.call("insert_claim")?;
        let id = ClaimId(self.state.next_id());
        let (giver, guest_token_hash, group) = match giver {
            NewGiver::User(user) => (
                Giver::User {
                    id: *user,
                    name: self.person(*user),
                },
                None,
                false,
            ),
            NewGiver::Guest {
                name,
                email,
                token_hash,
            } => (
                Giver::Guest {
                    name: name.clone(),
                    email: email.clone(),
                },
                Some(token_hash.clone()),
                false,
            ),
            // Nameless until its shared purchase is on it, as the database
            // reads it.
            NewGiver::Group => (nameless(), None, true),
        };
        let claim = Claim {
            id,
            target,
            giver,
            quantity: input.quantity,
            status: input.status,
            created_at: self.now,
        };
        self.state.claims.insert(
            id,
            StoredClaim {
                claim: claim.clone(),
                guest_token_hash,
                group,
            },
        );
        Ok(claim)
    }

    fn update_claim(&mut self, id: ClaimId, input: ClaimInput) -> Result<(), StoreError> {
        self.call("update_claim")?;
        if let Some(stored) = self.state.claims.get_mut(&id) {
            stored.claim.quantity = input.quantity;
            stored.claim.status = input.status;
        }
        Ok(())
    }

    fn delete_claim(&mut self, id: ClaimId) -> Result<bool, StoreError> {
        self.call("delete_claim")?;
        // The database drops the shared purchase its claim held, with its pledges.
        self.drop_chip_in_of_claim(id);
        Ok(self.state.claims.remove(&id).is_some())
    }

    fn guest_claim(&mut self, token_hash: &str) -> Result<Option<ClaimedItem>, StoreError> {
        self.call("guest_claim")?;
        let Some(stored) = self
            .state
            .claims
            .values()
            .find(|c| c.guest_token_hash.as_deref() == Some(token_hash))
            .cloned()
        else {
            return Ok(None);
        };
        let id = stored.claim.target;
        let (item_name, list_title, list_token) = match self.state.group_items.get(&id) {
            Some(item) => {
                let list = &self.state.group_lists[&item.list_id];
                (
                    item.input.name.clone(),
                    list.input.name.clone(),
                    list.public_token.clone(),
                )
            }
            None => {
                let item = &self.state.items[&id];
                let owner = PersonName {
                    first_name: self
                        .state
                        .users
                        .get(&item.owner_id)
                        .and_then(|u| u.first_name.clone()),
                    ..Default::default()
                };
                (
                    item.input.name.clone(),
                    personal_list_title(&owner.first_only()),
                    self.state.public_tokens.get(&item.owner_id).cloned(),
                )
            }
        };
        Ok(Some(ClaimedItem {
            claim: stored.claim,
            item_name,
            list_title,
            list_token,
        }))
    }

    fn archive_group_list(&mut self, id: ListId, at: NaiveDateTime) -> Result<(), StoreError> {
        self.call("archive_group_list")?;
        if let Some(list) = self.state.group_lists.get_mut(&id) {
            list.archived_at.get_or_insert(at);
        }
        Ok(())
    }

    fn archive_lists_due(
        &mut self,
        last_event: NaiveDate,
        at: NaiveDateTime,
    ) -> Result<Vec<ListId>, StoreError> {
        self.call("archive_lists_due")?;
        let mut archived = Vec::new();
        for list in self.state.group_lists.values_mut() {
            if list.archived_at.is_none() && list.input.event_date.is_some_and(|d| d <= last_event)
            {
                list.archived_at = Some(at);
                archived.push(list.id);
            }
        }
        Ok(archived)
    }

    fn mark_received(
        &mut self,
        owner: UserId,
        item: ItemId,
        at: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        self.call("mark_received")?;
        Ok(match self.state.items.get_mut(&item) {
            Some(i) if i.owner_id == owner => {
                i.received_at = Some(at);
                true
            }
            _ => false,
        })
    }
}
