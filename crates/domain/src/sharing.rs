//! Sharing my wishlist items and special dates with friends.

use chrono::NaiveDateTime;

use crate::ids::{ItemId, ShareId, SpecialDateId, UserId};
use crate::messages;
use crate::special_date::SpecialDateDraft;
use crate::user::User;
use crate::wishlist::WishlistDraft;

/// What a share points at: one of the owner's items or dates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shareable {
    WishlistItem(ItemId),
    SpecialDate(SpecialDateId),
}

/// A share as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Share {
    pub id: ShareId,
    pub shared_with_id: UserId,
    pub can_edit: bool,
}

/// Something a friend shared with me: the share's id, the thing, its owner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedWithMe<T> {
    pub share_id: ShareId,
    pub shared: T,
    pub owner: User,
    pub can_edit: bool,
}

/// What a friend may do with something shared with them, and whose it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Access {
    pub owner: UserId,
    pub can_edit: bool,
}

/// One of my shares as I see it: with whom, and whether they may edit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareOfMine {
    pub id: ShareId,
    pub friend: User,
    pub can_edit: bool,
    pub created_at: NaiveDateTime,
}

/// Why a friend's change of something shared with them is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FriendEditRefused {
    /// They may view it, not edit it.
    ViewOnly,
    /// The change sets the item's `purchased` flag: the owner's own (a
    /// giver's "I bought this" is a claim, which the owner never sees).
    Purchased,
    /// The change touches what stays the owner's: an item's priority,
    /// ranking or quantity; a date's reminders, repeat or contact.
    OwnersOnly,
}

impl FriendEditRefused {
    /// Why, for a shared item.
    pub fn item_message(self) -> &'static str {
        match self {
            FriendEditRefused::ViewOnly => messages::SHARED_VIEW_ONLY,
            FriendEditRefused::Purchased => messages::FRIENDS_CLAIM_INSTEAD,
            FriendEditRefused::OwnersOnly => messages::SHARED_ITEM_DETAILS_ONLY,
        }
    }

    /// Why, for a shared date.
    pub fn date_message(self) -> &'static str {
        match self {
            FriendEditRefused::ViewOnly => messages::SHARED_VIEW_ONLY,
            FriendEditRefused::Purchased => messages::FRIENDS_CLAIM_INSTEAD,
            FriendEditRefused::OwnersOnly => messages::SHARED_DATE_DETAILS_ONLY,
        }
    }
}

/// Whether a friend with `access` may make `draft` to a shared item: with
/// the editing right, its details only (name, description, price, link,
/// category, where to buy, image). Setting `purchased` is refused first,
/// with or without the right: buying goes through claims.
pub fn friend_may_edit_item(
    access: Access,
    draft: &WishlistDraft,
) -> Result<(), FriendEditRefused> {
    if draft.purchased.is_some() {
        return Err(FriendEditRefused::Purchased);
    }
    if !access.can_edit {
        return Err(FriendEditRefused::ViewOnly);
    }
    let owners_only =
        draft.priority.is_some() || draft.ranking.is_some() || draft.quantity.is_some();
    if owners_only {
        return Err(FriendEditRefused::OwnersOnly);
    }
    Ok(())
}

/// Whether a friend with `access` may make `draft` to a shared date: with
/// the editing right, its title, date, type and notes; never the owner's
/// reminders, whether it repeats, or the contact it is linked to.
pub fn friend_may_edit_date(
    access: Access,
    draft: &SpecialDateDraft,
) -> Result<(), FriendEditRefused> {
    if !access.can_edit {
        return Err(FriendEditRefused::ViewOnly);
    }
    let owners_only = draft.reminder_days.is_some()
        || draft.reminder_delivery.is_some()
        || draft.recurring.is_some()
        || draft.contact_id.is_some();
    if owners_only {
        return Err(FriendEditRefused::OwnersOnly);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const EDITOR: Access = Access {
        owner: UserId(1),
        can_edit: true,
    };
    const VIEWER: Access = Access {
        owner: UserId(1),
        can_edit: false,
    };

    #[test]
    fn a_friend_with_the_right_edits_an_items_details_only() {
        let details = WishlistDraft {
            name: Some("Teapot".into()),
            description: Some(None),
            price: Some(Some("$20".into())),
            url: Some(None),
            category: Some(Some("Home".into())),
            where_to_buy: Some(Some("Market".into())),
            image_url: Some(None),
            ..WishlistDraft::default()
        };
        assert_eq!(friend_may_edit_item(EDITOR, &details), Ok(()));
        assert_eq!(
            friend_may_edit_item(VIEWER, &details),
            Err(FriendEditRefused::ViewOnly)
        );
        for owners in [
            WishlistDraft {
                priority: Some("high".into()),
                ..WishlistDraft::default()
            },
            WishlistDraft {
                ranking: Some(5),
                ..WishlistDraft::default()
            },
            WishlistDraft {
                quantity: Some(2),
                ..WishlistDraft::default()
            },
        ] {
            assert_eq!(
                friend_may_edit_item(EDITOR, &owners),
                Err(FriendEditRefused::OwnersOnly)
            );
        }
        let bought = WishlistDraft {
            purchased: Some(true),
            ..WishlistDraft::default()
        };
        for access in [EDITOR, VIEWER] {
            assert_eq!(
                friend_may_edit_item(access, &bought),
                Err(FriendEditRefused::Purchased)
            );
        }
    }

    #[test]
    fn a_friend_with_the_right_edits_a_dates_title_date_type_and_notes_only() {
        let details = SpecialDateDraft {
            title: Some("Mum's 70th".into()),
            date: Some("2027-03-02".into()),
            date_type: Some("birthday".into()),
            notes: Some(Some("Cake".into())),
            ..SpecialDateDraft::default()
        };
        assert_eq!(friend_may_edit_date(EDITOR, &details), Ok(()));
        assert_eq!(
            friend_may_edit_date(VIEWER, &details),
            Err(FriendEditRefused::ViewOnly)
        );
        for owners in [
            SpecialDateDraft {
                reminder_days: Some(3),
                ..SpecialDateDraft::default()
            },
            SpecialDateDraft {
                reminder_delivery: Some("email".into()),
                ..SpecialDateDraft::default()
            },
            SpecialDateDraft {
                recurring: Some(false),
                ..SpecialDateDraft::default()
            },
            SpecialDateDraft {
                contact_id: Some(None),
                ..SpecialDateDraft::default()
            },
        ] {
            assert_eq!(
                friend_may_edit_date(EDITOR, &owners),
                Err(FriendEditRefused::OwnersOnly)
            );
        }
    }
}
