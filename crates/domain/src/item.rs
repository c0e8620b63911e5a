//! One item, whatever list it is on (issue 36): a person's own wishlist's
//! or a group list's. One type, read from one table; the list's kind
//! decides who may see and change it, and the one privacy rule
//! ([`group_list::recipients`]) who it is for.

use chrono::NaiveDateTime;

use crate::group_list::{self, GroupList, ItemRights, PersonName, Recipient};
use crate::ids::{ItemId, ListId, UserId};
use crate::price_watch::PriceChange;
use crate::wishlist::WishlistItemInput;

/// A stored item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub id: ItemId,
    pub list_id: ListId,
    /// Its list's owner: the person whose own wishlist it is on, or the
    /// group list's creator.
    pub owner_id: UserId,
    /// `None` once its adder deleted their account and it could not pass
    /// to the list's creator (see [`group_list::heir`]): "Someone" added it.
    /// On a person's own wishlist, always that person.
    pub added_by: Option<UserId>,
    /// The adder's name, where the list shows it (a group list's items);
    /// empty on a person's own wishlist, which is all theirs.
    pub added_by_name: PersonName,
    /// Whom it is for: on a person's own wishlist, that person.
    pub recipient: Recipient,
    /// Who keeps its list with its owner (a list's co-owners): they are
    /// its recipients too. Empty on a group list.
    pub co_owners: Vec<UserId>,
    pub input: WishlistItemInput,
    /// When its owner marked it received: then they see who gave it.
    pub received_at: Option<NaiveDateTime>,
    /// Its last price change, when the price watcher saw one.
    pub price_change: Option<PriceChange>,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

impl Item {
    /// A surprise idea for `viewer`: someone else added it for them. Such an
    /// item never reaches them (nor a public link, which they could open).
    pub fn is_surprise_for(&self, viewer: UserId) -> bool {
        group_list::is_surprise_for(self.added_by, &self.recipient, viewer)
    }

    /// Its recipients ([`group_list::recipients_of`]): never told of a claim
    /// on it before the reveal.
    pub fn recipients(&self) -> Vec<UserId> {
        group_list::recipients_of(&self.recipient, &self.co_owners)
    }

    /// Whether `viewer` (a guest never) is one of its recipients.
    pub fn is_recipient(&self, viewer: Option<UserId>) -> bool {
        viewer.is_some_and(|v| self.recipients().contains(&v))
    }

    /// On a dependant's list (its items are for a name, added by nobody
    /// but a guardian marking their own surprise): that guardian.
    pub fn own_surprise_of(&self) -> Option<UserId> {
        matches!(self.recipient, Recipient::Named(_))
            .then_some(self.added_by)
            .flatten()
    }

    /// A surprise for anyone: what a public link leaves out.
    pub fn is_surprise(&self) -> bool {
        matches!(self.recipient, Recipient::Member(member) if Some(member) != self.added_by)
    }

    /// The member who added it changes it; nobody changes an item "Someone"
    /// added; nothing changes on a list once it is archived.
    pub(crate) fn editable_by(&self, viewer: UserId, archived: bool) -> bool {
        !archived && self.added_by == Some(viewer)
    }

    /// What `viewer` may do with it on `list`.
    pub fn rights(&self, viewer: UserId, list: &GroupList) -> ItemRights {
        let archived = crate::claim::is_archived(list);
        ItemRights {
            can_edit: self.editable_by(viewer, archived),
            can_delete: self.deletable_by(viewer, list.owner_id, archived),
        }
    }

    /// Its adder deletes it; an item "Someone" added, the list's creator
    /// (unless it is a surprise for them: they may not learn it exists).
    pub(crate) fn deletable_by(&self, viewer: UserId, creator: UserId, archived: bool) -> bool {
        !archived
            && match self.added_by {
                Some(adder) => adder == viewer,
                None => viewer == creator && !self.is_surprise_for(viewer),
            }
    }
}
