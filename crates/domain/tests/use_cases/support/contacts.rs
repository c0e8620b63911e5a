//! The in-memory contacts store.

use super::*;

impl ContactStore for InMemoryStore {
    fn contact_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        self.call("contact_count")?;
        Ok(self
            .state
            .contacts
            .values()
            .filter(|(o, _)| *o == owner)
            .count() as u64)
    }

    fn contacts(&mut self, owner: UserId) -> Result<Vec<Contact>, StoreError> {
        self.call("contacts")?;
        let mut contacts: Vec<Contact> = self
            .state
            .contacts
            .values()
            .filter(|(o, _)| *o == owner)
            .map(|(_, c)| c.clone())
            .collect();
        contacts.sort_by(|a, b| a.input.name.cmp(&b.input.name));
        Ok(contacts)
    }

    fn contact(&mut self, owner: UserId, id: ContactId) -> Result<Option<Contact>, StoreError> {
        self.call("contact")?;
        Ok(self
            .state
            .contacts
            .get(&id)
            .filter(|(o, _)| *o == owner)
            .map(|(_, c)| c.clone()))
    }

    fn insert_contact(
        &mut self,
        owner: UserId,
        input: &ContactInput,
    ) -> Result<Contact, StoreError> {
        self.call("insert_contact")?;
        let id = ContactId(self.state.next_id());
        let contact = Contact {
            id,
            input: input.clone(),
        };
        self.state.contacts.insert(id, (owner, contact.clone()));
        Ok(contact)
    }

    fn update_contact(
        &mut self,
        owner: UserId,
        id: ContactId,
        input: &ContactInput,
    ) -> Result<Option<Contact>, StoreError> {
        self.call("update_contact")?;
        Ok(self
            .state
            .contacts
            .get_mut(&id)
            .filter(|(o, _)| *o == owner)
            .map(|(_, c)| {
                c.input = input.clone();
                c.clone()
            }))
    }

    fn delete_contact(&mut self, owner: UserId, id: ContactId) -> Result<bool, StoreError> {
        self.call("delete_contact")?;
        if self
            .state
            .contacts
            .get(&id)
            .is_none_or(|(o, _)| *o != owner)
        {
            return Ok(false);
        }
        self.state.contacts.remove(&id);
        for date in self.state.dates.values_mut() {
            if date.input.contact_id == Some(id) {
                date.input.contact_id = None;
            }
        }
        Ok(true)
    }

    fn contact_addresses(
        &mut self,
        owner: UserId,
    ) -> Result<Vec<(Option<String>, Option<String>)>, StoreError> {
        self.call("contact_addresses")?;
        Ok(self
            .state
            .contacts
            .values()
            .filter(|(o, _)| *o == owner)
            .map(|(_, c)| (c.input.email.clone(), c.input.phone.clone()))
            .collect())
    }
}
