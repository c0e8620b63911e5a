//! The in-memory store of kept gifts: each keeper's alone, newest first as
//! the database sorts them.

use domain::gift::{Gift, GiftDirection, GiftInput, GiftPerson, GiftSource};
use domain::ids::{ContactId, GiftId};
use domain::ports::GiftStore;

use super::*;

impl GiftStore for InMemoryStore {
    fn gifts_for(&mut self, owner: UserId, people: &[GiftPerson]) -> Result<Vec<Gift>, StoreError> {
        self.call("gifts_for")?;
        let mut found: Vec<Gift> = self
            .state
            .gifts
            .values()
            .filter(|g| g.owner == owner && people.contains(&g.person))
            .cloned()
            .collect();
        found.sort_by(Gift::newest_first);
        Ok(found)
    }

    fn all_gifts(&mut self, owner: UserId) -> Result<Vec<Gift>, StoreError> {
        self.call("all_gifts")?;
        Ok(self
            .state
            .gifts
            .values()
            .filter(|g| g.owner == owner)
            .cloned()
            .collect())
    }

    fn gift(&mut self, owner: UserId, id: GiftId) -> Result<Option<Gift>, StoreError> {
        self.call("gift")?;
        Ok(self
            .state
            .gifts
            .get(&id)
            .filter(|g| g.owner == owner)
            .cloned())
    }

    fn gift_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        self.call("gift_count")?;
        Ok(self
            .state
            .gifts
            .values()
            .filter(|g| g.owner == owner)
            .count() as u64)
    }

    fn insert_gift(
        &mut self,
        owner: UserId,
        person: GiftPerson,
        direction: GiftDirection,
        input: &GiftInput,
    ) -> Result<Gift, StoreError> {
        self.call("insert_gift")?;
        let gift = Gift {
            id: GiftId(self.state.next_id()),
            owner,
            person,
            direction,
            input: input.clone(),
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.gifts.insert(gift.id, gift.clone());
        Ok(gift)
    }

    fn insert_gift_from(
        &mut self,
        owner: UserId,
        person: GiftPerson,
        direction: GiftDirection,
        input: &GiftInput,
        source: GiftSource,
    ) -> Result<bool, StoreError> {
        self.call("insert_gift_from")?;
        let key = (owner, source.kind(), source.id());
        if !self.state.gift_sources.insert(key) {
            return Ok(false);
        }
        self.insert_gift(owner, person, direction, input)?;
        Ok(true)
    }

    fn update_gift(
        &mut self,
        owner: UserId,
        id: GiftId,
        input: &GiftInput,
    ) -> Result<bool, StoreError> {
        self.call("update_gift")?;
        let now = self.now;
        match self.state.gifts.get_mut(&id).filter(|g| g.owner == owner) {
            Some(gift) => {
                gift.input = input.clone();
                gift.updated_at = now;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    fn delete_gift(&mut self, owner: UserId, id: GiftId) -> Result<bool, StoreError> {
        self.call("delete_gift")?;
        let mine = self.state.gifts.get(&id).is_some_and(|g| g.owner == owner);
        if mine {
            self.state.gifts.remove(&id);
        }
        Ok(mine)
    }

    fn linked_friend(
        &mut self,
        owner: UserId,
        contact: ContactId,
    ) -> Result<Option<UserId>, StoreError> {
        self.call("linked_friend")?;
        Ok(self.state.person_links.get(&(owner, contact)).copied())
    }

    fn contacts_linked_to(
        &mut self,
        owner: UserId,
        friend: UserId,
    ) -> Result<Vec<ContactId>, StoreError> {
        self.call("contacts_linked_to")?;
        Ok(self
            .state
            .person_links
            .iter()
            .filter(|((o, _), f)| *o == owner && **f == friend)
            .map(|((_, c), _)| *c)
            .collect())
    }

    fn link_contact(
        &mut self,
        owner: UserId,
        contact: ContactId,
        friend: Option<UserId>,
    ) -> Result<(), StoreError> {
        self.call("link_contact")?;
        match friend {
            Some(friend) => self.state.person_links.insert((owner, contact), friend),
            None => self.state.person_links.remove(&(owner, contact)),
        };
        Ok(())
    }
}
