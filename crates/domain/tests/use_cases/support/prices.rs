//! The in-memory price store: each item's readings and next read, paused
//! shops, and the watches people chose. Only the watches chosen are read
//! back as watchers (the default watchers, owner and claimers, are the real
//! store's rule and tested there).

use super::*;

use domain::ports::{DueItem, PriceStore};
use domain::price_watch::{PriceReading, Watch};

/// What the price store holds, inside [`State`] so transactions roll it back.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Prices {
    /// Each item's readings, oldest first.
    pub readings: BTreeMap<ItemId, Vec<PriceReading>>,
    pub next_read: BTreeMap<ItemId, NaiveDateTime>,
    pub paused: BTreeMap<String, NaiveDateTime>,
    /// Each chosen watch and whether it is on.
    pub watches: BTreeMap<(ItemId, UserId), (bool, Watch)>,
}

impl PriceStore for InMemoryStore {
    fn items_due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<DueItem>, StoreError> {
        self.call("items_due")?;
        let prices = &self.state.prices;
        Ok(self
            .state
            .items
            .values()
            .chain(self.state.group_items.values())
            .filter(|i| i.input.url.is_some())
            .filter(|i| prices.next_read.get(&i.id).is_none_or(|next| *next <= now))
            .take(usize::try_from(limit).unwrap())
            .map(|i| DueItem {
                item: i.id,
                name: i.input.name.clone(),
                url: i.input.url.clone().unwrap_or_default(),
                owner: i.added_by,
                list: self
                    .state
                    .group_lists
                    .contains_key(&i.list_id)
                    .then_some(i.list_id),
            })
            .collect())
    }

    fn paused_shops(&mut self, now: NaiveDateTime) -> Result<Vec<String>, StoreError> {
        self.call("paused_shops")?;
        Ok(self
            .state
            .prices
            .paused
            .iter()
            .filter(|(_, until)| **until > now)
            .map(|(shop, _)| shop.clone())
            .collect())
    }

    fn pause_shop(&mut self, shop: &str, until: NaiveDateTime) -> Result<(), StoreError> {
        self.call("pause_shop")?;
        self.state.prices.paused.insert(shop.to_owned(), until);
        Ok(())
    }

    fn postpone_reading(&mut self, item: ItemId, next: NaiveDateTime) -> Result<(), StoreError> {
        self.call("postpone_reading")?;
        self.state.prices.next_read.insert(item, next);
        Ok(())
    }

    fn claim_reading(
        &mut self,
        item: ItemId,
        now: NaiveDateTime,
        until: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        self.call("claim_reading")?;
        let next = self.state.prices.next_read.entry(item).or_insert(now);
        if *next > now {
            return Ok(false);
        }
        *next = until;
        Ok(true)
    }

    fn record_reading(
        &mut self,
        item: ItemId,
        reading: &PriceReading,
        next: NaiveDateTime,
    ) -> Result<Option<String>, StoreError> {
        self.call("record_reading")?;
        let readings = self.state.prices.readings.entry(item).or_default();
        let last = readings.last().map(|r| r.price.clone());
        readings.push(reading.clone());
        self.state.prices.next_read.insert(item, next);
        Ok(last)
    }

    fn readings(&mut self, item: ItemId, limit: u32) -> Result<Vec<PriceReading>, StoreError> {
        self.call("readings")?;
        Ok(self
            .state
            .prices
            .readings
            .get(&item)
            .into_iter()
            .flatten()
            .rev()
            .take(usize::try_from(limit).unwrap())
            .cloned()
            .collect())
    }

    fn watchers(&mut self, item: ItemId, _owner: Option<UserId>) -> Result<Vec<Watch>, StoreError> {
        self.call("watchers")?;
        Ok(self
            .state
            .prices
            .watches
            .iter()
            .filter(|((i, _), (on, _))| *i == item && *on)
            .map(|(_, (_, watch))| *watch)
            .collect())
    }

    fn watch_of(
        &mut self,
        item: ItemId,
        user: UserId,
    ) -> Result<Option<(bool, Watch)>, StoreError> {
        self.call("watch_of")?;
        Ok(self.state.prices.watches.get(&(item, user)).copied())
    }

    fn save_watch(
        &mut self,
        item: ItemId,
        watch: &Watch,
        watching: bool,
    ) -> Result<(), StoreError> {
        self.call("save_watch")?;
        self.state
            .prices
            .watches
            .insert((item, watch.user), (watching, *watch));
        Ok(())
    }
}
