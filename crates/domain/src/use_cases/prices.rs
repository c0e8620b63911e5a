//! Price drops: what the watcher does with each reading, and what a person
//! sees of an item's prices and their own watch on it.

use chrono::{NaiveDateTime, TimeDelta};

use crate::email::Email;
use crate::ids::{ItemId, ListId, UserId};
use crate::notification::{group_list_link, Notice, Said};
use crate::ports::{
    AccountStore, ChipInStore, DueItem, GroupListStore, PageError, PriceStore, StoreError,
    Transactional, UserStore, WishlistStore,
};
use crate::price_watch::{
    assess, cents, next_read, Drop, PriceReading, Watch, READS_PER_SHOP_PER_TICK, READS_PER_TICK,
    SHOP_PAUSE,
};
use crate::product::ParsedProduct;
use crate::use_cases::follows::{item_anywhere, tell_followers, FollowStores, ListChange};
use crate::validation::ValidationError;

/// A failed read is tried again this much later.
const RETRY_AFTER_FAILURE: TimeDelta = TimeDelta::hours(6);

/// How long a claimed reading is put off while its page is read (a read
/// that ends records the real next time; one that never ends, on an
/// instance that stopped, is tried again after this).
pub const READ_LEASE: TimeDelta = TimeDelta::minutes(10);

/// Claims `item`'s reading due at `now` for this instance: false when
/// another instance has it (the watcher passes it by).
pub fn claim_read<S: PriceStore>(
    store: &mut S,
    item: &DueItem,
    now: NaiveDateTime,
) -> Result<bool, StoreError> {
    store.claim_reading(item.item, now, now + READ_LEASE)
}

/// The reads of one tick: due items, at most [`READS_PER_SHOP_PER_TICK`]
/// per shop (`shop_of` names an item's shop), none of a paused shop.
pub fn pick_reads(
    due: Vec<DueItem>,
    paused: &[String],
    shop_of: impl Fn(&str) -> String,
) -> Vec<(String, DueItem)> {
    let mut per_shop: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut picked = Vec::new();
    for item in due {
        let shop = shop_of(&item.url);
        if paused.contains(&shop) {
            continue;
        }
        let count = per_shop.entry(shop.clone()).or_default();
        if *count >= READS_PER_SHOP_PER_TICK {
            continue;
        }
        *count += 1;
        picked.push((shop, item));
        if picked.len() >= READS_PER_TICK {
            break;
        }
    }
    picked
}

/// What one reading came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadingOutcome {
    /// Read (`changed` when the price differs from the last reading); the
    /// notices sent.
    Read { changed: bool, notices: Vec<Notice> },
    /// No price on the page: nothing recorded, read again tomorrow.
    NoPrice,
    /// A robot check: the shop is paused.
    ShopPaused,
    /// The page could not be read: tried again later.
    Failed,
}

fn item_link(item: &DueItem, watcher: UserId) -> String {
    match item.list {
        Some(list) => group_list_link(list),
        None if Some(watcher) == item.owner => "/wishlist".to_owned(),
        // Friends find shared items on the collaborative page.
        None => "/collaborative".to_owned(),
    }
}

/// The emails telling of a reading's drops: one per watcher who has an
/// address and email reminders on (the bell has told everyone already).
pub fn price_drop_emails<S: UserStore + AccountStore>(
    store: &mut S,
    notices: &[Notice],
    app_url: Option<&str>,
) -> Result<Vec<Email>, StoreError> {
    let mut emails = Vec::new();
    for notice in notices {
        let Some(to) = store.user(notice.user_id)?.and_then(|user| user.email) else {
            continue;
        };
        if store.account_settings(notice.user_id)?.email_reminders {
            emails.push(crate::email::price_drop(&to, notice, app_url));
        }
    }
    Ok(emails)
}

/// The bell's line for a drop; never who else watches or who claimed.
pub fn price_drop_notice(item: &DueItem, watcher: UserId, drop: Drop, shop: &str) -> Notice {
    Notice {
        user_id: watcher,
        said: Said::PriceDrop {
            item: item.name.clone(),
            from_cents: drop.from_cents,
            to_cents: drop.to_cents,
            shop: shop.to_owned(),
            below_target: drop.below_target,
            link: item_link(item, watcher),
        },
    }
}

/// Records what reading `item`'s page at `now` gave, in one transaction:
/// the reading and the next one's time, each watcher's state, and a notice
/// for each watcher the drop concerns (once per drop).
pub fn apply_reading<S>(
    store: &mut S,
    item: &DueItem,
    shop: &str,
    read: Result<ParsedProduct, PageError>,
    now: NaiveDateTime,
) -> Result<ReadingOutcome, StoreError>
where
    S: PriceStore + ChipInStore + FollowStores + Transactional,
{
    store.atomically(|store| {
        let product = match read {
            Ok(product) => product,
            Err(PageError::Walled { .. }) => {
                // The shop rests; this item waits its day, so the shop's
                // other items come first when it is asked again.
                store.pause_shop(shop, now + SHOP_PAUSE)?;
                store.postpone_reading(item.item, next_read(item.item, now))?;
                return Ok(ReadingOutcome::ShopPaused);
            }
            Err(_) => {
                store.postpone_reading(item.item, now + RETRY_AFTER_FAILURE)?;
                return Ok(ReadingOutcome::Failed);
            }
        };
        let Some(price) = product.price else {
            store.postpone_reading(item.item, next_read(item.item, now))?;
            return Ok(ReadingOutcome::NoPrice);
        };
        let reading = PriceReading {
            cents: cents(&price),
            price,
            read_at: now,
        };
        let last = store.record_reading(item.item, &reading, next_read(item.item, now))?;
        let changed = last.as_deref().is_some_and(|last| last != reading.price);
        // Those who follow its list hear of a drop from the last reading.
        let last_cents = last.as_deref().and_then(cents);
        if matches!((last_cents, reading.cents), (Some(was), Some(now)) if now < was) {
            if let Some(listed) = item_anywhere(store, item.item)? {
                tell_followers(store, None, &listed, ListChange::Cheaper)?;
            }
        }
        let mut notices = Vec::new();
        if let Some(current) = reading.cents {
            for watch in store.watchers(item.item, item.owner)? {
                let (next, drop) = assess(watch, current);
                if next != watch {
                    store.save_watch(item.item, &next, true)?;
                }
                if let Some(drop) = drop {
                    notices.push(price_drop_notice(item, watch.user, drop, shop));
                }
            }
        }
        store.notify(&notices)?;
        Ok(ReadingOutcome::Read { changed, notices })
    })
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PriceError {
    /// Not an item I can see.
    #[error("{}", crate::messages::NOT_FOUND)]
    NotFound,
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The owner of a personal wishlist item `me` may see: mine, or shared with me.
fn wishlist_item_owner<S: WishlistStore>(
    store: &mut S,
    me: UserId,
    id: ItemId,
) -> Result<Option<UserId>, PriceError> {
    if store.item(me, id)?.is_some() {
        return Ok(Some(me));
    }
    store
        .item_shared_with(me, id)?
        .map(|(item, _)| Some(item.owner_id))
        .ok_or(PriceError::NotFound)
}

/// Who added a group item `me` may see (`None`: "Someone"): I am on the
/// list and it is no surprise for me.
fn group_item_owner<S: GroupListStore>(
    store: &mut S,
    me: UserId,
    list: ListId,
    id: ItemId,
) -> Result<Option<UserId>, PriceError> {
    if !store.is_group_member(list, me)? {
        return Err(PriceError::NotFound);
    }
    match store.group_item(list, id)? {
        Some(item) if !item.is_surprise_for(me) => Ok(item.added_by),
        _ => Err(PriceError::NotFound),
    }
}

/// Where a price view or watch points: a wishlist item, or a group list's item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemRef {
    Wishlist(ItemId),
    Group(ListId, ItemId),
}

impl ItemRef {
    /// The item, whatever list it is on (one table, one id).
    pub fn priced(self) -> ItemId {
        match self {
            ItemRef::Wishlist(id) | ItemRef::Group(_, id) => id,
        }
    }
}

/// The item's owner, when `me` may see it.
fn visible_owner<S: WishlistStore + GroupListStore>(
    store: &mut S,
    me: UserId,
    item: ItemRef,
) -> Result<Option<UserId>, PriceError> {
    match item {
        ItemRef::Wishlist(id) => wishlist_item_owner(store, me, id),
        ItemRef::Group(list, id) => group_item_owner(store, me, list, id),
    }
}

/// An item's prices as `me` sees them, and my watch on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceView {
    /// Newest first.
    pub readings: Vec<PriceReading>,
    pub watching: bool,
    pub watch: Watch,
}

/// Readings shown at most (a year of daily reads).
pub const HISTORY_LIMIT: u32 = 366;

/// An item's prices and `me`'s watch on it: one I set, else the default
/// (the owner and the givers who claimed it watch; others do not).
pub fn price_view<S>(store: &mut S, me: UserId, item: ItemRef) -> Result<PriceView, PriceError>
where
    S: PriceStore + WishlistStore + GroupListStore,
{
    let owner = visible_owner(store, me, item)?;
    let priced = item.priced();
    let readings = store.readings(priced, HISTORY_LIMIT)?;
    let (watching, watch) = match store.watch_of(priced, me)? {
        Some(found) => found,
        None => (
            store.watchers(priced, owner)?.iter().any(|w| w.user == me),
            Watch::new(me),
        ),
    };
    Ok(PriceView {
        readings,
        watching,
        watch,
    })
}

/// What a person sets on their watch.
#[derive(Debug, Clone, Default)]
pub struct WatchDraft {
    pub watching: Option<bool>,
    pub drop_percent: Option<i64>,
    /// A price as text ("$80"); empty clears it.
    pub target_price: Option<Option<String>>,
}

pub fn set_watch<S>(
    store: &mut S,
    me: UserId,
    item: ItemRef,
    draft: WatchDraft,
) -> Result<PriceView, PriceError>
where
    S: PriceStore + WishlistStore + GroupListStore + Transactional,
{
    store.atomically(|store| {
        let current = price_view(store, me, item)?;
        let mut watch = current.watch;
        let mut errors = Vec::new();
        if let Some(percent) = draft.drop_percent {
            match u8::try_from(percent) {
                Ok(p) if (1..=90).contains(&p) => watch.drop_percent = p,
                _ => errors.push((
                    "dropPercent",
                    "Drop must be a whole percentage from 1 to 90",
                )),
            }
        }
        if let Some(target) = draft.target_price {
            match target.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
                None => watch.target_cents = None,
                Some(text) => match cents(text) {
                    Some(c) if c > 0 => watch.target_cents = Some(c),
                    _ => {
                        errors.push(("targetPrice", "Target price must be an amount, such as $80"))
                    }
                },
            }
            watch.told_below_target = false;
        }
        if let Some(error) = ValidationError::from_fields(errors) {
            return Err(error.into());
        }
        let watching = draft.watching.unwrap_or(current.watching);
        store.save_watch(item.priced(), &watch, watching)?;
        Ok(PriceView {
            readings: current.readings,
            watching,
            watch,
        })
    })
}
