//! The in-memory wishlist store.

use super::*;

impl WishlistStore for InMemoryStore {
    fn insert_item_within(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError> {
        self.call("insert_item_within")?;
        let held = self
            .state
            .items
            .values()
            .filter(|i| i.list_id == personal_list(owner))
            .count() as u64;
        if held >= cap {
            return Ok(None);
        }
        self.insert_item(owner, input).map(Some)
    }

    fn wishlist(&mut self, owner: UserId) -> Result<Vec<Item>, StoreError> {
        self.call("wishlist")?;
        let mut items: Vec<Item> = self
            .state
            .items
            .values()
            .filter(|i| i.list_id == personal_list(owner))
            .cloned()
            .collect();
        items.sort_by_key(|i| std::cmp::Reverse((i.created_at, i.id)));
        Ok(items)
    }

    fn insert_item(
        &mut self,
        owner: UserId,
        input: &WishlistItemInput,
    ) -> Result<Item, StoreError> {
        self.call("insert_item")?;
        let id = ItemId(self.state.next_id());
        let item = Item {
            received_at: None,
            id,
            list_id: personal_list(owner),
            owner_id: owner,
            added_by: Some(owner),
            added_by_name: PersonName::default(),
            recipient: Recipient::Member(owner),
            co_owners: Vec::new(),
            input: input.clone(),
            price_change: None,
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.items.insert(id, item.clone());
        Ok(item)
    }

    fn item(&mut self, owner: UserId, id: ItemId) -> Result<Option<Item>, StoreError> {
        self.call("item")?;
        Ok(self
            .state
            .items
            .get(&id)
            .filter(|i| i.owner_id == owner)
            .cloned())
    }

    fn item_shared_with(
        &mut self,
        friend: UserId,
        id: ItemId,
    ) -> Result<Option<(Item, bool)>, StoreError> {
        self.call("item_shared_with")?;
        let Some(item) = self.state.items.get(&id) else {
            return Ok(None);
        };
        Ok(self
            .state
            .shares
            .values()
            .find(|s| {
                s.with == friend
                    && s.owner == item.owner_id
                    && s.what == Shareable::WishlistItem(id)
            })
            .map(|s| (item.clone(), s.can_edit)))
    }

    fn update_item(
        &mut self,
        owner: UserId,
        id: ItemId,
        input: &WishlistItemInput,
    ) -> Result<Option<Item>, StoreError> {
        self.call("update_item")?;
        let now = self.now;
        Ok(self
            .state
            .items
            .get_mut(&id)
            .filter(|i| i.owner_id == owner)
            .map(|i| {
                i.input = input.clone();
                i.updated_at = now;
                i.clone()
            }))
    }

    fn delete_item(&mut self, owner: UserId, id: ItemId) -> Result<bool, StoreError> {
        self.call("delete_item")?;
        if self
            .state
            .items
            .get(&id)
            .is_none_or(|i| i.owner_id != owner)
        {
            return Ok(false);
        }
        self.state.items.remove(&id);
        self.state
            .shares
            .retain(|_, s| s.what != Shareable::WishlistItem(id));
        Ok(true)
    }

    fn public_token(&mut self, owner: UserId) -> Result<Option<String>, StoreError> {
        self.call("public_token")?;
        Ok(self.state.public_tokens.get(&owner).cloned())
    }

    fn set_public_token(&mut self, owner: UserId, token: Option<&str>) -> Result<(), StoreError> {
        self.call("set_public_token")?;
        match token {
            Some(token) => {
                self.state.public_tokens.insert(owner, token.into());
            }
            None => {
                self.state.public_tokens.remove(&owner);
                self.state.listed.remove(&owner);
            }
        }
        Ok(())
    }

    fn wishlist_listed(&mut self, owner: UserId) -> Result<bool, StoreError> {
        self.call("wishlist_listed")?;
        Ok(self.state.listed.contains(&owner))
    }

    fn set_wishlist_listed(&mut self, owner: UserId, listed: bool) -> Result<(), StoreError> {
        self.call("set_wishlist_listed")?;
        if listed {
            self.state.listed.insert(owner);
        } else {
            self.state.listed.remove(&owner);
        }
        Ok(())
    }

    fn public_list(&mut self, token: &str) -> Result<Option<PublicList>, StoreError> {
        self.call("public_list")?;
        let Some(owner) = self
            .state
            .public_tokens
            .iter()
            .find(|(_, t)| t.as_str() == token)
            .map(|(owner, _)| *owner)
        else {
            return Ok(None);
        };
        let mut items: Vec<Item> = self
            .state
            .items
            .values()
            .filter(|i| i.list_id == personal_list(owner))
            .cloned()
            .collect();
        items.sort_by_key(|i| std::cmp::Reverse((i.created_at, i.id)));
        Ok(Some(PublicList {
            owner_id: owner,
            owner_first_name: self
                .state
                .users
                .get(&owner)
                .and_then(|u| u.first_name.clone()),
            co_owners: Vec::new(),
            for_dependant: false,
            fields: None,
            archived: false,
            registry: false,
            items,
        }))
    }
}
