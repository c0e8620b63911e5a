//! The in-memory group wishlists and notifications stores.

use super::*;

use domain::group_list::{
    personal_list_title, FeaturedItem, GroupListInput, GroupListSummary, GroupMember, ListKind,
    ListSearch, ListedList, PersonName, Recipient, FEATURED_ITEMS,
};
use domain::notification::Notice;
use domain::ports::{GroupListStore, NotificationStore};

/// Newest first: by creation time, then by id (the store's clock may not move).
fn newest_first<T>(rows: &mut [T], key: impl Fn(&T) -> (NaiveDateTime, i64)) {
    rows.sort_by_key(|row| std::cmp::Reverse(key(row)));
}

impl InMemoryStore {
    /// A user's name as the stores report it (`PersonName::default()` when gone).
    pub(crate) fn person(&self, user: UserId) -> PersonName {
        self.state
            .users
            .get(&user)
            .map(|u| PersonName {
                first_name: u.first_name.clone(),
                last_name: u.last_name.clone(),
                email: u.email.clone(),
            })
            .unwrap_or_default()
    }

    /// A stored item with its adder's current name.
    fn with_adder(&self, item: &Item) -> Item {
        Item {
            added_by_name: item.added_by.map(|a| self.person(a)).unwrap_or_default(),
            ..item.clone()
        }
    }

    /// The list's items that `keep` lets through, newest first.
    fn items_of(&self, id: ListId, keep: impl Fn(&Item) -> bool) -> Vec<Item> {
        let mut items: Vec<Item> = self
            .state
            .group_items
            .values()
            .filter(|i| i.list_id == id && keep(i))
            .map(|i| self.with_adder(i))
            .collect();
        newest_first(&mut items, |i| (i.created_at, i.id.0));
        items
    }

    fn role_of(&self, id: ListId, user: UserId) -> Option<MemberRole> {
        self.state.group_members.get(&(id, user)).copied()
    }

    fn summary(&self, me: UserId, list: &GroupList) -> Option<GroupListSummary> {
        let role = self.role_of(list.id, me)?;
        Some(GroupListSummary {
            list: list.clone(),
            role,
            owner: self.person(list.owner_id),
            member_count: self
                .state
                .group_members
                .keys()
                .filter(|(l, _)| *l == list.id)
                .count() as u64,
            item_count: self
                .state
                .group_items
                .values()
                .filter(|i| i.list_id == list.id && !i.is_surprise_for(me))
                .count() as u64,
        })
    }

    /// The first `FEATURED_ITEMS` (oldest first) of what `items` yields.
    fn featured<'a>(items: impl Iterator<Item = &'a WishlistItemInput>) -> Vec<FeaturedItem> {
        items
            .take(FEATURED_ITEMS)
            .map(|i| FeaturedItem {
                title: i.name.clone(),
                price: i.price.clone(),
                image_url: i.image_url.clone(),
            })
            .collect()
    }

    fn listed_groups(&self, search: &ListSearch) -> Vec<ListedList> {
        self.state
            .group_lists
            .values()
            .filter(|l| l.listed && l.public_token.is_some())
            .filter(|l| search.occasion.is_none() || l.input.occasion == search.occasion)
            .filter(|l| {
                let owner = self.person(l.owner_id);
                search.text.as_deref().is_none_or(|text| {
                    [
                        Some(l.input.name.as_str()),
                        owner.first_name.as_deref(),
                        l.input.description.as_deref(),
                    ]
                    .into_iter()
                    .flatten()
                    .any(|field| field.to_lowercase().contains(text))
                })
            })
            .map(|l| {
                // Oldest first by id: `BTreeMap` order.
                let visible: Vec<&Item> = self
                    .state
                    .group_items
                    .values()
                    .filter(|i| i.list_id == l.id && !i.is_surprise())
                    .collect();
                ListedList {
                    kind: ListKind::Group,
                    title: l.input.name.clone(),
                    description: l.input.description.clone(),
                    occasion: l.input.occasion,
                    event_date: l.input.event_date,
                    owner_name: self.person(l.owner_id).first_only(),
                    item_count: visible.len() as u64,
                    created_at: l.created_at,
                    token: l.public_token.clone().unwrap_or_default(),
                    featured: Self::featured(visible.iter().map(|i| &i.input)),
                }
            })
            .collect()
    }

    fn listed_personal(&self, search: &ListSearch) -> Vec<ListedList> {
        self.state
            .listed
            .iter()
            .filter_map(|owner| {
                let token = self.state.public_tokens.get(owner)?;
                let user = self.state.users.get(owner)?;
                let owner_name = self.person(*owner).first_only();
                let title = personal_list_title(&owner_name);
                let matches = search.text.as_deref().is_none_or(|text| {
                    [Some(title.as_str()), user.first_name.as_deref()]
                        .into_iter()
                        .flatten()
                        .any(|field| field.to_lowercase().contains(text))
                });
                if !matches {
                    return None;
                }
                let items: Vec<&Item> = self
                    .state
                    .items
                    .values()
                    .filter(|i| i.owner_id == *owner)
                    .collect();
                Some(ListedList {
                    kind: ListKind::Personal,
                    title,
                    description: None,
                    occasion: None,
                    event_date: None,
                    owner_name,
                    item_count: items.len() as u64,
                    created_at: user.created_at,
                    token: token.clone(),
                    featured: Self::featured(items.iter().map(|i| &i.input)),
                })
            })
            .collect()
    }

    // ---- seeding (not through the ports, not logged) ----

    /// A private list named `name`, its creator its one member.
    pub fn seed_group_list(&mut self, owner: UserId, name: &str) -> ListId {
        let id = ListId(self.state.next_id());
        self.state.group_lists.insert(
            id,
            GroupList {
                id,
                owner_id: owner,
                input: GroupListInput {
                    name: name.into(),
                    description: None,
                    occasion: None,
                    event_date: None,
                },
                public_token: None,
                listed: false,
                archived_at: None,
                created_at: self.now,
                updated_at: self.now,
            },
        );
        self.state
            .group_members
            .insert((id, owner), MemberRole::Owner);
        id
    }

    /// Makes a list public with `token` (private with `None`), listed or not.
    pub fn seed_group_public(&mut self, id: ListId, token: Option<&str>, listed: bool) {
        let list = self.state.group_lists.get_mut(&id).unwrap();
        list.public_token = token.map(Into::into);
        list.listed = listed;
    }

    /// Puts `user` on the list as a member.
    pub fn seed_member(&mut self, id: ListId, user: UserId) {
        self.state
            .group_members
            .insert((id, user), MemberRole::Member);
    }

    /// An item named `name` that `added_by` put on the list for `recipient`.
    pub fn seed_group_item(
        &mut self,
        id: ListId,
        added_by: UserId,
        recipient: Recipient,
        name: &str,
    ) -> ItemId {
        let item_id = ItemId(self.state.next_id());
        let item = Item {
            id: item_id,
            list_id: id,
            owner_id: self.state.group_lists[&id].owner_id,
            added_by: Some(added_by),
            added_by_name: self.person(added_by),
            recipient,
            co_owners: Vec::new(),
            input: super::sample_input(name),
            received_at: None,
            price_change: None,
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.group_items.insert(item_id, item);
        item_id
    }

    // ---- reading the state in tests ----

    pub fn group(&self, id: ListId) -> GroupList {
        self.state.group_lists[&id].clone()
    }

    /// Who is on the list, by user id.
    pub fn member_ids(&self, id: ListId) -> Vec<UserId> {
        self.state
            .group_members
            .keys()
            .filter(|(l, _)| *l == id)
            .map(|(_, u)| *u)
            .collect()
    }

    /// The user's notifications, in the order they were recorded.
    pub fn notifications_of(&self, user: UserId) -> Vec<Notification> {
        self.state
            .notifications
            .values()
            .filter(|n| n.user_id == user)
            .cloned()
            .collect()
    }
}

impl GroupListStore for InMemoryStore {
    fn create_group_list(
        &mut self,
        owner: UserId,
        input: &GroupListInput,
        public_token: Option<&str>,
        listed: bool,
    ) -> Result<GroupList, StoreError> {
        self.call("create_group_list")?;
        let id = ListId(self.state.next_id());
        let list = GroupList {
            id,
            owner_id: owner,
            input: input.clone(),
            public_token: public_token.map(Into::into),
            listed,
            archived_at: None,
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.group_lists.insert(id, list.clone());
        self.state
            .group_members
            .insert((id, owner), MemberRole::Owner);
        Ok(list)
    }

    fn group_list_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        self.call("group_list_count")?;
        Ok(self
            .state
            .group_lists
            .values()
            .filter(|l| l.owner_id == owner)
            .count() as u64)
    }

    fn group_lists_of(&mut self, me: UserId) -> Result<Vec<GroupListSummary>, StoreError> {
        self.call("group_lists_of")?;
        let mut lists: Vec<GroupListSummary> = self
            .state
            .group_lists
            .values()
            .filter_map(|l| self.summary(me, l))
            .collect();
        newest_first(&mut lists, |s| (s.list.created_at, s.list.id.0));
        Ok(lists)
    }

    fn group_list_of(
        &mut self,
        me: UserId,
        id: ListId,
    ) -> Result<Option<GroupListSummary>, StoreError> {
        self.call("group_list_of")?;
        Ok(self
            .state
            .group_lists
            .get(&id)
            .and_then(|l| self.summary(me, l)))
    }

    fn group_members(&mut self, id: ListId) -> Result<Vec<GroupMember>, StoreError> {
        self.call("group_members")?;
        let mut members: Vec<GroupMember> = self
            .state
            .group_members
            .iter()
            .filter(|((l, _), _)| *l == id)
            .map(|(&(_, user), &role)| GroupMember {
                user_id: user,
                name: self.person(user),
                profile_image_url: self
                    .state
                    .users
                    .get(&user)
                    .and_then(|u| u.profile_image_url.clone()),
                role,
            })
            .collect();
        members.sort_by_cached_key(|m| {
            (
                m.role != MemberRole::Owner,
                m.name.display().to_lowercase(),
                m.user_id,
            )
        });
        Ok(members)
    }

    fn is_group_member(&mut self, id: ListId, user: UserId) -> Result<bool, StoreError> {
        self.call("is_group_member")?;
        Ok(self.role_of(id, user).is_some())
    }

    fn add_group_member(
        &mut self,
        id: ListId,
        user: UserId,
        role: MemberRole,
    ) -> Result<bool, StoreError> {
        self.call("add_group_member")?;
        if self.role_of(id, user).is_some() {
            return Ok(false);
        }
        self.state.group_members.insert((id, user), role);
        Ok(true)
    }

    fn remove_group_member(&mut self, id: ListId, user: UserId) -> Result<bool, StoreError> {
        self.call("remove_group_member")?;
        Ok(self.state.group_members.remove(&(id, user)).is_some())
    }

    fn update_group_list(&mut self, id: ListId, input: &GroupListInput) -> Result<(), StoreError> {
        self.call("update_group_list")?;
        let now = self.now;
        if let Some(list) = self.state.group_lists.get_mut(&id) {
            list.input = input.clone();
            list.updated_at = now;
        }
        Ok(())
    }

    fn set_group_list_public(
        &mut self,
        id: ListId,
        token: Option<&str>,
        listed: bool,
    ) -> Result<(), StoreError> {
        self.call("set_group_list_public")?;
        let now = self.now;
        if let Some(list) = self.state.group_lists.get_mut(&id) {
            // Stored as given (the database keeps a list listed only while
            // public): the tests see what the use case asked for.
            list.public_token = token.map(Into::into);
            list.listed = listed;
            list.updated_at = now;
        }
        Ok(())
    }

    fn delete_group_list(&mut self, id: ListId) -> Result<(), StoreError> {
        self.call("delete_group_list")?;
        self.state.group_lists.remove(&id);
        self.state.group_members.retain(|(l, _), _| *l != id);
        self.state.group_items.retain(|_, i| i.list_id != id);
        Ok(())
    }

    fn group_items(&mut self, id: ListId, viewer: UserId) -> Result<Vec<Item>, StoreError> {
        self.call("group_items")?;
        Ok(self.items_of(id, |i| !i.is_surprise_for(viewer)))
    }

    fn lists_holding_items_for(
        &mut self,
        viewer: UserId,
        name: &str,
    ) -> Result<Vec<ListId>, StoreError> {
        self.call("lists_holding_items_for")?;
        let state = &self.state;
        let is_named = |item: &Item| match &item.recipient {
            Recipient::Named(named) => named.to_lowercase() == name,
            Recipient::Member(member) => state
                .users
                .get(member)
                .and_then(|u| u.first_name.as_deref())
                .is_some_and(|first| first.to_lowercase() == name),
            Recipient::Everyone => false,
        };
        let mut ids: Vec<ListId> = state
            .group_items
            .values()
            .filter(|i| state.group_members.contains_key(&(i.list_id, viewer)))
            .filter(|i| {
                state
                    .group_lists
                    .get(&i.list_id)
                    .is_some_and(|l| l.archived_at.is_none())
            })
            .filter(|i| !i.is_surprise_for(viewer) && is_named(i))
            .map(|i| i.list_id)
            .collect();
        ids.sort_by_key(|id| std::cmp::Reverse(*id));
        ids.dedup();
        Ok(ids)
    }

    fn all_group_items(&mut self, id: ListId) -> Result<Vec<Item>, StoreError> {
        self.call("all_group_items")?;
        Ok(self.items_of(id, |_| true))
    }

    fn group_item(&mut self, id: ListId, item: ItemId) -> Result<Option<Item>, StoreError> {
        self.call("group_item")?;
        Ok(self
            .state
            .group_items
            .get(&item)
            .filter(|i| i.list_id == id)
            .map(|i| self.with_adder(i)))
    }

    fn insert_group_item_within(
        &mut self,
        id: ListId,
        added_by: UserId,
        recipient: &Recipient,
        input: &WishlistItemInput,
        cap: u64,
    ) -> Result<Option<Item>, StoreError> {
        self.call("insert_group_item_within")?;
        let held = self
            .state
            .group_items
            .values()
            .filter(|i| i.list_id == id)
            .count() as u64;
        if held >= cap {
            return Ok(None);
        }
        let item_id = ItemId(self.state.next_id());
        let item = Item {
            id: item_id,
            list_id: id,
            owner_id: self.state.group_lists[&id].owner_id,
            added_by: Some(added_by),
            added_by_name: self.person(added_by),
            recipient: recipient.clone(),
            co_owners: Vec::new(),
            input: input.clone(),
            received_at: None,
            price_change: None,
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.group_items.insert(item_id, item.clone());
        Ok(Some(item))
    }

    fn update_group_item(
        &mut self,
        id: ListId,
        item: ItemId,
        recipient: &Recipient,
        input: &WishlistItemInput,
    ) -> Result<Option<Item>, StoreError> {
        self.call("update_group_item")?;
        let now = self.now;
        let Some(stored) = self
            .state
            .group_items
            .get_mut(&item)
            .filter(|i| i.list_id == id)
        else {
            return Ok(None);
        };
        stored.recipient = recipient.clone();
        stored.input = input.clone();
        stored.updated_at = now;
        let stored = stored.clone();
        Ok(Some(self.with_adder(&stored)))
    }

    fn delete_group_item(&mut self, id: ListId, item: ItemId) -> Result<bool, StoreError> {
        self.call("delete_group_item")?;
        if self
            .state
            .group_items
            .get(&item)
            .is_none_or(|i| i.list_id != id)
        {
            return Ok(false);
        }
        self.state.group_items.remove(&item);
        Ok(true)
    }

    fn public_group_list(
        &mut self,
        token: &str,
    ) -> Result<Option<(GroupList, PersonName, Vec<Item>)>, StoreError> {
        self.call("public_group_list")?;
        let Some(list) = self
            .state
            .group_lists
            .values()
            .find(|l| l.public_token.as_deref() == Some(token))
            .cloned()
        else {
            return Ok(None);
        };
        let owner = self.person(list.owner_id);
        let items = self.items_of(list.id, |i| !i.is_surprise());
        Ok(Some((list, owner, items)))
    }

    fn listed_lists(
        &mut self,
        search: &ListSearch,
        limit: u32,
    ) -> Result<Vec<ListedList>, StoreError> {
        self.call("listed_lists")?;
        let mut found = self.listed_groups(search);
        if search.occasion.is_none() {
            // A personal wishlist has no occasion.
            found.extend(self.listed_personal(search));
        }
        found.sort_by_key(|l| std::cmp::Reverse(l.created_at));
        found.truncate(usize::try_from(limit).unwrap());
        Ok(found)
    }
}

impl NotificationStore for InMemoryStore {
    fn notify(&mut self, notices: &[Notice]) -> Result<(), StoreError> {
        self.call("notify")?;
        // (No batching here: the real stores' own tests cover it.)
        for notice in notices {
            let id = NotificationId(self.state.next_id());
            let words = notice.words();
            self.state.notifications.insert(
                id,
                Notification {
                    id,
                    user_id: notice.user_id,
                    kind: notice.said.kind(),
                    channel: ReminderDelivery::Dashboard,
                    title: words.title,
                    body: words.body,
                    link: words.link,
                    special_date_id: None,
                    occurrence: None,
                    read_at: None,
                    created_at: self.now,
                },
            );
        }
        Ok(())
    }

    fn notifications(&mut self, me: UserId, limit: u32) -> Result<Vec<Notification>, StoreError> {
        self.call("notifications")?;
        let mut found = self.notifications_of(me);
        newest_first(&mut found, |n| (n.created_at, n.id.0));
        found.truncate(usize::try_from(limit).unwrap());
        Ok(found)
    }

    fn unread_count(&mut self, me: UserId) -> Result<u64, StoreError> {
        self.call("unread_count")?;
        Ok(self
            .state
            .notifications
            .values()
            .filter(|n| n.user_id == me && n.read_at.is_none())
            .count() as u64)
    }

    fn mark_read(
        &mut self,
        me: UserId,
        id: NotificationId,
    ) -> Result<Option<Notification>, StoreError> {
        self.call("mark_read")?;
        let now = self.now;
        Ok(self
            .state
            .notifications
            .get_mut(&id)
            .filter(|n| n.user_id == me)
            .map(|n| {
                n.read_at.get_or_insert(now);
                n.clone()
            }))
    }

    fn mark_all_read(&mut self, me: UserId) -> Result<u64, StoreError> {
        self.call("mark_all_read")?;
        let now = self.now;
        let mut marked = 0;
        for n in self.state.notifications.values_mut() {
            if n.user_id == me && n.read_at.is_none() {
                n.read_at = Some(now);
                marked += 1;
            }
        }
        Ok(marked)
    }

    fn claim_circle_digests(
        &mut self,
        _now: NaiveDateTime,
        _limit: u32,
    ) -> Result<Vec<domain::notification::CircleDigest>, StoreError> {
        // The use cases never claim these: the scheduler does, against
        // the real stores (tests/api/people.rs).
        self.call("claim_circle_digests")?;
        Ok(Vec::new())
    }

    fn claim_notice_emails(
        &mut self,
        _limit: u32,
    ) -> Result<Vec<domain::notification::NoticeEmail>, StoreError> {
        // The scheduler claims these, against the real stores
        // (tests/api/follows.rs).
        self.call("claim_notice_emails")?;
        Ok(Vec::new())
    }
}
