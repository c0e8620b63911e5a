//! The bell's notifications: date reminders, and news from the group
//! wishlists one is on. Each has a kind, a line, a detail and a link.

use chrono::{NaiveDate, NaiveDateTime};

use crate::group_list::{GroupList, PersonName};
use crate::ids::{ListId, NotificationId, SpecialDateId, UserId};
use crate::special_date::ReminderDelivery;

string_enum!(
    /// What a notification is about.
    NotificationKind {
        Reminder => "reminder" / "Reminder",
        ListItem => "list_item" / "New item on a list",
        ListInvite => "list_invite" / "Added to a list",
        ClaimedItemChanged => "claimed_item_changed" / "A gift you claimed changed",
        PriceDrop => "price_drop" / "Price drop",
    }
);

/// A notification as the bell shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub id: NotificationId,
    pub user_id: UserId,
    pub kind: NotificationKind,
    /// Where it pops up as well (browser) or goes out (email); the bell
    /// always shows it.
    pub channel: ReminderDelivery,
    pub title: String,
    pub body: String,
    /// The app path it opens, such as `/collaborative/7`.
    pub link: Option<String>,
    /// A reminder's date and occurrence.
    pub special_date_id: Option<SpecialDateId>,
    pub occurrence: Option<NaiveDate>,
    pub read_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

/// A notification to record for one person (news, not a reminder: those
/// are recorded with the scheduler's claim).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub user_id: UserId,
    pub kind: NotificationKind,
    pub title: String,
    pub body: String,
    pub link: Option<String>,
}

/// The page of a group list.
pub fn group_list_link(id: ListId) -> String {
    format!("/collaborative/{id}")
}

impl Notice {
    /// `adder` put `item_name` on `list`: the news for `member`.
    pub fn item_added(
        member: UserId,
        list: &GroupList,
        adder: &PersonName,
        item_name: &str,
    ) -> Notice {
        Notice {
            user_id: member,
            kind: NotificationKind::ListItem,
            title: format!("{} added {item_name}", adder.short()),
            body: format!("On {}", list.input.name),
            link: Some(group_list_link(list.id)),
        }
    }

    /// An item `giver` claimed was changed (`deleted` false) or deleted;
    /// `link` is where it is (a group list's page, or the shared items).
    pub fn claimed_item_changed(
        giver: UserId,
        item_name: &str,
        deleted: bool,
        link: &str,
    ) -> Notice {
        Notice {
            user_id: giver,
            kind: NotificationKind::ClaimedItemChanged,
            title: if deleted {
                format!("{item_name} was removed")
            } else {
                format!("{item_name} was changed")
            },
            body: if deleted {
                "A gift you claimed is no longer on the list.".to_owned()
            } else {
                "A gift you claimed was changed: check it is still what you planned.".to_owned()
            },
            link: Some(link.to_owned()),
        }
    }

    /// `owner` put `member` on `list`.
    pub fn invited(member: UserId, list: &GroupList, owner: &PersonName) -> Notice {
        Notice {
            user_id: member,
            kind: NotificationKind::ListInvite,
            title: format!("{} added you to {}", owner.short(), list.input.name),
            body: "A group wishlist: add your wishes and plan gifts together.".to_owned(),
            link: Some(group_list_link(list.id)),
        }
    }
}
