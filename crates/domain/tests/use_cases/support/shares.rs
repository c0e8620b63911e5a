//! The in-memory shares store.

use super::*;

impl ShareStore for InMemoryStore {
    fn owns(&mut self, owner: UserId, what: Shareable) -> Result<bool, StoreError> {
        self.call("owns")?;
        Ok(match what {
            Shareable::WishlistItem(id) => self
                .state
                .items
                .get(&id)
                .is_some_and(|i| i.owner_id == owner),
            Shareable::SpecialDate(id) => self
                .state
                .dates
                .get(&id)
                .is_some_and(|d| d.user_id == owner),
        })
    }

    fn share(
        &mut self,
        owner: UserId,
        what: Shareable,
        with: UserId,
        can_edit: bool,
    ) -> Result<Share, StoreError> {
        self.call("share")?;
        let existing = self
            .state
            .shares
            .iter_mut()
            .find(|(_, s)| s.owner == owner && s.what == what && s.with == with);
        let id = match existing {
            Some((id, share)) => {
                share.can_edit = can_edit;
                *id
            }
            None => {
                let id = ShareId(self.state.next_id());
                self.state.shares.insert(
                    id,
                    StoredShare {
                        owner,
                        what,
                        with,
                        can_edit,
                    },
                );
                id
            }
        };
        Ok(Share {
            id,
            shared_with_id: with,
            can_edit,
        })
    }

    fn shares_of(
        &mut self,
        owner: UserId,
        what: Shareable,
    ) -> Result<Vec<ShareOfMine>, StoreError> {
        self.call("shares_of")?;
        Ok(self
            .state
            .shares
            .iter()
            .filter(|(_, s)| s.owner == owner && s.what == what)
            .filter_map(|(id, s)| {
                Some(ShareOfMine {
                    id: *id,
                    friend: self.state.users.get(&s.with)?.clone(),
                    can_edit: s.can_edit,
                    created_at: NaiveDateTime::default(),
                })
            })
            .collect())
    }

    fn set_share_right(
        &mut self,
        owner: UserId,
        what: Shareable,
        friend: UserId,
        can_edit: bool,
    ) -> Result<Option<Share>, StoreError> {
        self.call("set_share_right")?;
        Ok(self
            .state
            .shares
            .iter_mut()
            .find(|(_, s)| s.owner == owner && s.what == what && s.with == friend)
            .map(|(id, share)| {
                share.can_edit = can_edit;
                Share {
                    id: *id,
                    shared_with_id: friend,
                    can_edit,
                }
            }))
    }

    fn unshare(
        &mut self,
        owner: UserId,
        what: Shareable,
        friend: UserId,
    ) -> Result<bool, StoreError> {
        self.call("unshare")?;
        let before = self.state.shares.len();
        self.state
            .shares
            .retain(|_, s| !(s.owner == owner && s.what == what && s.with == friend));
        Ok(self.state.shares.len() < before)
    }

    fn access(&mut self, friend: UserId, what: Shareable) -> Result<Option<Access>, StoreError> {
        self.call("access")?;
        let owner = match what {
            Shareable::WishlistItem(id) => self.state.items.get(&id).map(|i| i.owner_id),
            Shareable::SpecialDate(id) => self.state.dates.get(&id).map(|d| d.user_id),
        };
        Ok(self
            .state
            .shares
            .values()
            .find(|s| s.with == friend && s.what == what && Some(s.owner) == owner)
            .map(|s| Access {
                owner: s.owner,
                can_edit: s.can_edit,
            }))
    }

    fn revoke_shares_between(&mut self, a: UserId, b: UserId) -> Result<(), StoreError> {
        self.call("revoke_shares_between")?;
        self.state
            .shares
            .retain(|_, s| !((s.owner == a && s.with == b) || (s.owner == b && s.with == a)));
        Ok(())
    }

    fn items_shared_with(&mut self, me: UserId) -> Result<Vec<SharedWithMe<Item>>, StoreError> {
        self.call("items_shared_with")?;
        Ok(self.shared_with(me, |state, what| match what {
            Shareable::WishlistItem(item) => state.state.items.get(&item).cloned(),
            Shareable::SpecialDate(_) => None,
        }))
    }

    fn dates_shared_with(
        &mut self,
        me: UserId,
    ) -> Result<Vec<SharedWithMe<DateWithContact>>, StoreError> {
        self.call("dates_shared_with")?;
        Ok(self.shared_with(me, |state, what| match what {
            Shareable::SpecialDate(date) => Some(state.with_contact(state.state.dates.get(&date)?)),
            Shareable::WishlistItem(_) => None,
        }))
    }
}
