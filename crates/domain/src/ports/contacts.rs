//! Contacts: the people a user gives to.

use super::StoreError;
use crate::contact::{Contact, ContactInput};
use crate::contact_import::ContactAddress;
use crate::ids::{ContactId, UserId};

pub trait ContactStore {
    /// The owner's contacts by name.
    fn contacts(&mut self, owner: UserId) -> Result<Vec<Contact>, StoreError>;
    fn contact_count(&mut self, owner: UserId) -> Result<u64, StoreError>;
    fn contact(&mut self, owner: UserId, id: ContactId) -> Result<Option<Contact>, StoreError>;
    fn insert_contact(
        &mut self,
        owner: UserId,
        input: &ContactInput,
    ) -> Result<Contact, StoreError>;
    fn update_contact(
        &mut self,
        owner: UserId,
        id: ContactId,
        input: &ContactInput,
    ) -> Result<Option<Contact>, StoreError>;
    /// Deletes a contact; its dates stay, unlinked.
    fn delete_contact(&mut self, owner: UserId, id: ContactId) -> Result<bool, StoreError>;
    /// Every (email, phone) pair of the owner's contacts, as stored.
    fn contact_addresses(&mut self, owner: UserId) -> Result<Vec<ContactAddress>, StoreError>;
}
