//! Following a list (issue 46): anyone who sees a list and is not its
//! recipient may follow it (a friend's list, a dependant's, a group list
//! they are on, which they follow until they choose not to). Followers hear
//! in the bell of new items, items taken off and price drops, one line per
//! list per hour ([`Said::ListNews`]). Never of an item that is a surprise
//! for them, nor of one they receive.

use crate::group_list::{personal_list_title, PersonName};
use crate::ids::{ItemId, ListId, UserId};
use crate::item::Item;
use crate::messages;
use crate::notification::{friend_list_link, group_list_link, own_list_link, Notice, Said};
use crate::own_list::OwnList;
use crate::ports::{
    ChipInStore, FollowStore, FriendStore, GroupListStore, ListStore, NotificationStore,
    StoreError, Transactional, UserStore,
};
use crate::price_watch::cents;
use crate::use_cases::group_lists::name_of;
use crate::use_cases::lists::{seen_list, ListError};
use crate::wishlist::WishlistItemInput;

/// What a store needs to tell a list's followers.
pub trait FollowStores:
    FollowStore + FriendStore + GroupListStore + ListStore + NotificationStore + UserStore
{
}

impl<S> FollowStores for S where
    S: FollowStore + FriendStore + GroupListStore + ListStore + NotificationStore + UserStore
{
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FollowError {
    /// Not a list the viewer sees, or one they receive (its owner and
    /// co-owners follow nothing: they make the changes).
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What a list's news is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListChange {
    Added,
    Removed,
    Cheaper,
}

/// A list as one follower reads of it: its name, where it opens for them,
/// and whether they follow it without choosing to (a group list they are on).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Followable {
    name: String,
    link: String,
    followed_by_default: bool,
}

/// The name a follower reads a personal list under: a default list is its
/// owner's wishlist.
fn own_list_name(list: &OwnList) -> String {
    if list.is_default {
        personal_list_title(&list.owner_name.first_only())
    } else {
        list.input.name.clone()
    }
}

/// Whether `user` may follow list `id`: they see it (they keep it, it is a
/// friend's shown to them, or a group list they are on) and do not receive
/// what is on it. `None` otherwise, a stranger and a list's owner alike.
fn followable<S>(store: &mut S, user: UserId, id: ListId) -> Result<Option<Followable>, StoreError>
where
    S: ListStore + FriendStore + GroupListStore,
{
    match seen_list(store, user, id) {
        Ok((list, kept)) => {
            if list.recipients().contains(&user) {
                return Ok(None);
            }
            return Ok(Some(Followable {
                name: own_list_name(&list),
                link: if kept {
                    own_list_link(id)
                } else {
                    friend_list_link(id)
                },
                followed_by_default: false,
            }));
        }
        Err(ListError::Store(e)) => return Err(e),
        Err(_) => {}
    }
    Ok(store.group_list_of(user, id)?.map(|summary| Followable {
        name: summary.list.input.name,
        link: group_list_link(id),
        followed_by_default: true,
    }))
}

/// Whether `me` follows list `id` (`NotFound` when they may not).
pub fn following<S>(store: &mut S, me: UserId, id: ListId) -> Result<bool, FollowError>
where
    S: FollowStore + ListStore + FriendStore + GroupListStore,
{
    let list = followable(store, me, id)?.ok_or(FollowError::NotFound)?;
    Ok(store
        .follow_choice(id, me)?
        .unwrap_or(list.followed_by_default))
}

/// `me` follows list `id`, or stops (`follow` false); what they chose.
pub fn choose_follow<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    follow: bool,
) -> Result<bool, FollowError>
where
    S: FollowStore + ListStore + FriendStore + GroupListStore + Transactional,
{
    store.atomically(|store| {
        followable(store, me, id)?.ok_or(FollowError::NotFound)?;
        store.choose_follow(id, me, follow)?;
        Ok(follow)
    })
}

/// Tells the followers of `item`'s list of `change` (called in the
/// change's own transaction, before an item taken off is gone): never
/// `actor`, nor anyone the item is a surprise for or who receives it, nor
/// anyone who no longer sees the list.
pub fn tell_followers<S: FollowStores>(
    store: &mut S,
    actor: Option<UserId>,
    item: &Item,
    change: ListChange,
) -> Result<(), StoreError> {
    let recipients = item.recipients();
    let mut notices = Vec::new();
    let mut by: Option<PersonName> = None;
    for follower in store.list_followers(item.list_id)? {
        if Some(follower) == actor
            || recipients.contains(&follower)
            || item.is_surprise_for(follower)
        {
            continue;
        }
        let Some(list) = followable(store, follower, item.list_id)? else {
            continue;
        };
        if by.is_none() {
            if let Some(actor) = actor {
                by = Some(name_of(store, actor)?);
            }
        }
        let count = |c: ListChange| u32::from(change == c);
        notices.push(Notice {
            user_id: follower,
            said: Said::ListNews {
                list_id: item.list_id.0,
                list: list.name,
                link: list.link,
                by_id: actor.map(|a| a.0),
                by: by.as_ref().map(PersonName::short),
                added: count(ListChange::Added),
                removed: count(ListChange::Removed),
                cheaper: count(ListChange::Cheaper),
                item: item.input.name.clone(),
            },
        });
    }
    store.notify(&notices)
}

/// Whether a change of an item lowered its price (both prices read as
/// amounts): news for its list's followers, as the price watcher's drops are.
pub fn price_fell(before: &WishlistItemInput, after: &WishlistItemInput) -> bool {
    let amount = |input: &WishlistItemInput| input.price.as_deref().and_then(cents);
    matches!((amount(before), amount(after)), (Some(was), Some(now)) if now < was)
}

/// The item with id `item` on whichever list holds it.
pub fn item_anywhere<S>(store: &mut S, item: ItemId) -> Result<Option<Item>, StoreError>
where
    S: ChipInStore + ListStore + GroupListStore,
{
    let Some(list_id) = store.list_of_item(item)? else {
        return Ok(None);
    };
    if let Some(list) = store.own_list(list_id)? {
        return Ok(store
            .own_list_items(&list)?
            .into_iter()
            .find(|i| i.id == item));
    }
    store.group_item(list_id, item)
}
