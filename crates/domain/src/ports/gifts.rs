//! The gifts each person keeps for the people in their life (issue 43):
//! every read and write is scoped to the keeper (`owner`).

use super::StoreError;
use crate::gift::{Gift, GiftDirection, GiftInput, GiftPerson, GiftSource};
use crate::ids::{ContactId, GiftId, UserId};

pub trait GiftStore {
    /// `owner`'s gifts for (or from) any of `people`, newest first (by
    /// occasion day, else when kept).
    fn gifts_for(&mut self, owner: UserId, people: &[GiftPerson]) -> Result<Vec<Gift>, StoreError>;
    /// Every gift `owner` keeps, for the export; oldest first.
    fn all_gifts(&mut self, owner: UserId) -> Result<Vec<Gift>, StoreError>;
    fn gift(&mut self, owner: UserId, id: GiftId) -> Result<Option<Gift>, StoreError>;
    fn gift_count(&mut self, owner: UserId) -> Result<u64, StoreError>;
    fn insert_gift(
        &mut self,
        owner: UserId,
        person: GiftPerson,
        direction: GiftDirection,
        input: &GiftInput,
    ) -> Result<Gift, StoreError>;
    /// A gift the app keeps by itself, once per `source`: false (nothing
    /// written) when that source made one already.
    fn insert_gift_from(
        &mut self,
        owner: UserId,
        person: GiftPerson,
        direction: GiftDirection,
        input: &GiftInput,
        source: GiftSource,
    ) -> Result<bool, StoreError>;
    /// False when `owner` keeps no such gift.
    fn update_gift(
        &mut self,
        owner: UserId,
        id: GiftId,
        input: &GiftInput,
    ) -> Result<bool, StoreError>;
    fn delete_gift(&mut self, owner: UserId, id: GiftId) -> Result<bool, StoreError>;
    /// The friend `owner` linked their contact to by hand.
    fn linked_friend(
        &mut self,
        owner: UserId,
        contact: ContactId,
    ) -> Result<Option<UserId>, StoreError>;
    /// The contacts `owner` linked by hand to `friend`.
    fn contacts_linked_to(
        &mut self,
        owner: UserId,
        friend: UserId,
    ) -> Result<Vec<ContactId>, StoreError>;
    /// Links the contact to the friend (replacing any link it had), or,
    /// with `None`, unlinks it.
    fn link_contact(
        &mut self,
        owner: UserId,
        contact: ContactId,
        friend: Option<UserId>,
    ) -> Result<(), StoreError>;
}
