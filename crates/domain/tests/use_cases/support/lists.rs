//! The in-memory store of a person's own lists: the default one is
//! synthesised (list minus the owner's id, as the database numbers it); the
//! others are kept in `own_lists`; their items are in `items`.

use domain::ids::ListId;
use domain::own_list::{OwnList, OwnListInput, Visibility, DEFAULT_LIST_NAME};
use domain::ports::ListStore;

use super::*;

impl InMemoryStore {
    fn default_list(&self, owner: UserId) -> Option<OwnList> {
        let user = self.state.users.get(&owner)?;
        Some(OwnList {
            id: personal_list(owner),
            owner_id: owner,
            owner_name: PersonName::from(user.clone()),
            is_default: true,
            is_registry: false,
            input: domain::group_list::GroupListInput {
                name: DEFAULT_LIST_NAME.into(),
                description: None,
                occasion: None,
                event_date: None,
            },
            visibility: self
                .state
                .default_visibility
                .get(&owner)
                .copied()
                .unwrap_or(Visibility::Private),
            public_token: self.state.public_tokens.get(&owner).cloned(),
            listed: self.state.listed.contains(&owner),
            archived_at: None,
            item_count: 0,
            co_owners: Vec::new(),
            dependant: None,
            created_at: user.created_at,
            updated_at: user.created_at,
        })
    }

    /// The list with its item count as it is now (a dependant's with their
    /// guardians as its keepers, as the database reads it).
    pub(super) fn counted(&self, mut list: OwnList) -> OwnList {
        if let Some(dependant) = list
            .dependant
            .as_ref()
            .and_then(|d| self.state.dependants.get(&d.id))
        {
            list.co_owners = dependant
                .guardians
                .iter()
                .filter(|g| g.user_id != list.owner_id)
                .map(|g| domain::own_list::CoOwner {
                    user_id: g.user_id,
                    name: g.name.clone(),
                })
                .collect();
        }
        list.item_count = self
            .state
            .items
            .values()
            .filter(|i| i.list_id == list.id)
            .count() as u64;
        list
    }

    fn find_own_list(&self, id: ListId) -> Option<OwnList> {
        let list = if id.0 < 0 {
            self.default_list(UserId(-id.0))?
        } else {
            self.state.own_lists.get(&id)?.clone()
        };
        Some(self.counted(list))
    }

    fn items_newest_first(&self, keep: impl Fn(&Item) -> bool) -> Vec<Item> {
        let mut items: Vec<Item> = self
            .state
            .items
            .values()
            .filter(|i| keep(i))
            .cloned()
            .map(|i| self.as_read(i))
            .collect();
        items.sort_by_key(|i| std::cmp::Reverse((i.created_at, i.id)));
        items
    }

    /// An item as the database reads it: with its list's keepers, and on a
    /// dependant's list for them (recipients by the one rule).
    fn as_read(&self, mut item: Item) -> Item {
        let Some(list) = self.find_own_list(item.list_id) else {
            return item;
        };
        match &list.dependant {
            Some(dependant) => {
                item.recipient = domain::group_list::Recipient::Named(dependant.name.clone());
                item.co_owners =
                    domain::group_list::recipients_of_kept(&list.keeper_ids(), true, item.added_by);
            }
            None => item.co_owners = list.co_owner_ids(),
        }
        item
    }

    /// Whether `user` keeps the list holding `item` (owns, co-owns or
    /// looks after whom it is for).
    fn keeps(&self, user: UserId, item: &Item) -> bool {
        self.find_own_list(item.list_id)
            .map_or(item.owner_id == user, |l| l.is_kept_by(user))
    }
}

impl ListStore for InMemoryStore {
    fn own_lists(&mut self, owner: UserId) -> Result<Vec<OwnList>, StoreError> {
        self.call("own_lists")?;
        let mut lists: Vec<OwnList> = self.default_list(owner).into_iter().collect();
        lists.extend(
            self.state
                .own_lists
                .values()
                .filter(|l| l.owner_id == owner && l.dependant.is_none())
                .cloned(),
        );
        Ok(lists.into_iter().map(|l| self.counted(l)).collect())
    }

    fn own_list(&mut self, id: ListId) -> Result<Option<OwnList>, StoreError> {
        self.call("own_list")?;
        Ok(self.find_own_list(id))
    }

    fn own_lists_seen_as(
        &mut self,
        owner: UserId,
        visibility: Visibility,
    ) -> Result<Vec<OwnList>, StoreError> {
        self.call("own_lists_seen_as")?;
        Ok(self
            .own_lists(owner)?
            .into_iter()
            .filter(|l| l.visibility == visibility)
            .collect())
    }

    fn insert_own_list(
        &mut self,
        owner: UserId,
        input: &OwnListInput,
        cap: u64,
    ) -> Result<Option<OwnList>, StoreError> {
        self.call("insert_own_list")?;
        let held = self
            .state
            .own_lists
            .values()
            .filter(|l| l.owner_id == owner && l.dependant.is_none())
            .count() as u64;
        if held >= cap {
            return Ok(None);
        }
        let id = ListId(self.state.next_id());
        let owner_name = self
            .state
            .users
            .get(&owner)
            .cloned()
            .map(PersonName::from)
            .unwrap_or_default();
        let list = OwnList {
            id,
            owner_id: owner,
            owner_name,
            is_default: false,
            is_registry: input.registry,
            input: input.fields.clone(),
            visibility: input.visibility,
            public_token: None,
            listed: false,
            archived_at: None,
            item_count: 0,
            co_owners: Vec::new(),
            dependant: None,
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.own_lists.insert(id, list.clone());
        Ok(Some(list))
    }

    fn update_own_list(&mut self, id: ListId, input: &OwnListInput) -> Result<(), StoreError> {
        self.call("update_own_list")?;
        if id.0 < 0 {
            self.state
                .default_visibility
                .insert(UserId(-id.0), input.visibility);
        } else if let Some(list) = self.state.own_lists.get_mut(&id) {
            list.input = input.fields.clone();
            list.visibility = input.visibility;
            list.is_registry = input.registry;
            list.updated_at = self.now;
        }
        Ok(())
    }

    fn set_own_list_public(
        &mut self,
        id: ListId,
        token: Option<&str>,
        listed: bool,
    ) -> Result<(), StoreError> {
        self.call("set_own_list_public")?;
        if id.0 < 0 {
            let owner = UserId(-id.0);
            match token {
                Some(token) => self.state.public_tokens.insert(owner, token.to_owned()),
                None => self.state.public_tokens.remove(&owner),
            };
            if listed && token.is_some() {
                self.state.listed.insert(owner);
            } else {
                self.state.listed.remove(&owner);
            }
        } else if let Some(list) = self.state.own_lists.get_mut(&id) {
            list.public_token = token.map(str::to_owned);
            list.listed = listed && token.is_some();
        }
        Ok(())
    }

    fn delete_own_list(&mut self, id: ListId) -> Result<bool, StoreError> {
        self.call("delete_own_list")?;
        if self.state.own_lists.remove(&id).is_none() {
            return Ok(false);
        }
        let gone: Vec<ItemId> = self
            .state
            .items
            .values()
            .filter(|i| i.list_id == id)
            .map(|i| i.id)
            .collect();
        for item in gone {
            self.state.items.remove(&item);
            self.state.claims.retain(|_, c| c.claim.target != item);
        }
        Ok(true)
    }

    fn own_list_items(&mut self, list: &OwnList) -> Result<Vec<Item>, StoreError> {
        self.call("own_list_items")?;
        Ok(self.items_newest_first(|i| i.list_id == list.id))
    }

    fn all_own_items(&mut self, user: UserId) -> Result<Vec<Item>, StoreError> {
        self.call("all_own_items")?;
        Ok(self.items_newest_first(|i| self.keeps(user, i)))
    }

    fn co_owned_lists(&mut self, user: UserId) -> Result<Vec<OwnList>, StoreError> {
        self.call("co_owned_lists")?;
        let lists: Vec<OwnList> = self
            .state
            .own_lists
            .values()
            .cloned()
            .map(|l| self.counted(l))
            .filter(|l| l.is_kept_by(user) && (l.owner_id != user || l.dependant.is_some()))
            .collect();
        Ok(lists)
    }

    fn add_co_owner(&mut self, list: ListId, user: UserId) -> Result<(), StoreError> {
        self.call("add_co_owner")?;
        let name = self
            .state
            .users
            .get(&user)
            .cloned()
            .map(PersonName::from)
            .unwrap_or_default();
        if let Some(list) = self.state.own_lists.get_mut(&list) {
            if !list.is_kept_by(user) {
                list.co_owners.push(domain::own_list::CoOwner {
                    user_id: user,
                    name,
                });
            }
        }
        Ok(())
    }

    fn remove_co_owner(&mut self, list: ListId, user: UserId) -> Result<bool, StoreError> {
        self.call("remove_co_owner")?;
        let Some(list) = self.state.own_lists.get_mut(&list) else {
            return Ok(false);
        };
        let before = list.co_owners.len();
        list.co_owners.retain(|c| c.user_id != user);
        Ok(list.co_owners.len() < before)
    }

    fn hand_over_own_list(&mut self, list: ListId, to: UserId) -> Result<(), StoreError> {
        self.call("hand_over_own_list")?;
        self.remove_co_owner(list, to)?;
        if let Some(list) = self.state.own_lists.get_mut(&list) {
            list.owner_id = to;
        }
        for item in self.state.items.values_mut().filter(|i| i.list_id == list) {
            item.owner_id = to;
        }
        Ok(())
    }

    fn insert_own_list_item(
        &mut self,
        list: &OwnList,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError> {
        self.call("insert_own_list_item")?;
        let held = self
            .state
            .items
            .values()
            .filter(|i| i.list_id == list.id)
            .count() as u64;
        if held >= cap {
            return Ok(None);
        }
        let mut item = self.insert_item(list.owner_id, input)?;
        item.list_id = list.id;
        if list.dependant.is_some() {
            // A dependant's item: added by nobody (a guardian's own
            // surprise names them), for the dependant.
            item.added_by = None;
        }
        self.state.items.insert(item.id, item.clone());
        Ok(Some(self.as_read(item)))
    }

    fn move_own_items(
        &mut self,
        from: ListId,
        items: &[ItemId],
        to: ListId,
    ) -> Result<usize, StoreError> {
        self.call("move_own_items")?;
        let mut moved = 0;
        for id in items {
            if let Some(item) = self.state.items.get_mut(id) {
                if item.list_id == from {
                    item.list_id = to;
                    item.updated_at = self.now;
                    moved += 1;
                }
            }
        }
        Ok(moved)
    }
}

impl InMemoryStore {
    /// How many claims the item holds.
    pub fn claims_on_item(&self, item: ItemId) -> usize {
        self.state
            .claims
            .values()
            .filter(|c| c.claim.target == item)
            .count()
    }
}
