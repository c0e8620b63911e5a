//! Price readings, watches, the watcher's schedule and paused shops.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::account::ExportedPriceWatch;
use domain::ids::{ItemId, ListId, UserId};
use domain::ports::{DueItem, PriceStore, StoreError};
use domain::price_watch::{PriceReading, Watch};

use crate::items::GROUP;
use crate::schema::{claims, items, lists, price_readings, price_watches, shop_pauses};
use crate::{DbConnection, DbError, Store};

/// The items whose page is due a reading, longest due first (never read
/// first), whatever list they are on: one query.
pub fn items_due(
    conn: &mut DbConnection,
    at: NaiveDateTime,
    limit: u32,
) -> Result<Vec<DueItem>, DbError> {
    // (id, name, link, who added it: `None` for "Someone", list, its kind, its owner)
    type DueRow = (i64, String, Option<String>, Option<i64>, i64, String, i64);
    let rows: Vec<DueRow> = items::table
        .inner_join(lists::table)
        .filter(items::url.is_not_null())
        .filter(
            items::next_price_read_at
                .is_null()
                .or(items::next_price_read_at.le(at)),
        )
        .order((
            items::next_price_read_at.is_not_null(),
            items::next_price_read_at,
            items::id,
        ))
        .limit(i64::from(limit))
        .select((
            items::id,
            items::name,
            items::url,
            items::added_by,
            lists::id,
            lists::kind,
            lists::owner_id,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, name, url, adder, list, kind, owner)| {
            let url = url?;
            Some(if kind == GROUP {
                DueItem {
                    item: ItemId(id),
                    name,
                    url,
                    owner: adder.map(UserId),
                    list: Some(ListId(list)),
                }
            } else {
                DueItem {
                    item: ItemId(id),
                    name,
                    url,
                    owner: Some(UserId(owner)),
                    list: None,
                }
            })
        })
        .collect())
}

pub fn paused_shops(conn: &mut DbConnection, at: NaiveDateTime) -> Result<Vec<String>, DbError> {
    Ok(shop_pauses::table
        .filter(shop_pauses::paused_until.gt(at))
        .select(shop_pauses::shop)
        .load(conn)?)
}

pub fn pause_shop(
    conn: &mut DbConnection,
    shop: &str,
    until: NaiveDateTime,
) -> Result<(), DbError> {
    let updated = diesel::update(shop_pauses::table.find(shop))
        .set(shop_pauses::paused_until.eq(until))
        .execute(conn)?;
    if updated == 0 {
        diesel::insert_into(shop_pauses::table)
            .values((
                shop_pauses::shop.eq(shop),
                shop_pauses::paused_until.eq(until),
            ))
            .execute(conn)?;
    }
    Ok(())
}

pub fn postpone(conn: &mut DbConnection, item: ItemId, next: NaiveDateTime) -> Result<(), DbError> {
    diesel::update(items::table.find(item.0))
        .set(items::next_price_read_at.eq(next))
        .execute(conn)?;
    Ok(())
}

/// Puts the item's reading off to `until` if it is still due at `now`.
pub fn claim(
    conn: &mut DbConnection,
    item: ItemId,
    now: NaiveDateTime,
    until: NaiveDateTime,
) -> Result<bool, DbError> {
    let claimed = diesel::update(
        items::table.find(item.0).filter(
            items::next_price_read_at
                .is_null()
                .or(items::next_price_read_at.le(now)),
        ),
    )
    .set(items::next_price_read_at.eq(until))
    .execute(conn)?;
    Ok(claimed == 1)
}

pub fn readings(
    conn: &mut DbConnection,
    item: ItemId,
    limit: u32,
) -> Result<Vec<PriceReading>, DbError> {
    let rows: Vec<(String, Option<i64>, NaiveDateTime)> = price_readings::table
        .filter(price_readings::item_id.eq(item.0))
        .order((price_readings::read_at.desc(), price_readings::id.desc()))
        .limit(i64::from(limit))
        .select((
            price_readings::price,
            price_readings::amount_cents,
            price_readings::read_at,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(price, cents, read_at)| PriceReading {
            price,
            cents,
            read_at,
        })
        .collect())
}

pub fn record(
    conn: &mut DbConnection,
    item: ItemId,
    reading: &PriceReading,
    next: NaiveDateTime,
) -> Result<Option<String>, DbError> {
    let last = readings(conn, item, 1)?.into_iter().next().map(|r| r.price);
    diesel::insert_into(price_readings::table)
        .values((
            price_readings::item_id.eq(item.0),
            price_readings::price.eq(&reading.price),
            price_readings::amount_cents.eq(reading.cents),
            price_readings::read_at.eq(reading.read_at),
        ))
        .execute(conn)?;
    postpone(conn, item, next)?;
    if let Some(from) = last.as_deref().filter(|from| *from != reading.price) {
        let to = reading.price.as_str();
        let at = reading.read_at;
        diesel::update(items::table.find(item.0))
            .set((
                items::price_change_from.eq(from),
                items::price_change_to.eq(to),
                items::price_changed_at.eq(at),
            ))
            .execute(conn)?;
    }
    Ok(last)
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = price_watches)]
struct WatchRow {
    user_id: i64,
    watching: bool,
    drop_percent: i32,
    target_cents: Option<i64>,
    reference_cents: Option<i64>,
    told_below_target: bool,
}

impl WatchRow {
    fn watch(&self) -> Watch {
        Watch {
            user: UserId(self.user_id),
            drop_percent: u8::try_from(self.drop_percent)
                .unwrap_or(domain::price_watch::DEFAULT_DROP_PERCENT),
            target_cents: self.target_cents,
            reference_cents: self.reference_cents,
            told_below_target: self.told_below_target,
        }
    }
}

fn watch_rows(conn: &mut DbConnection, item: ItemId) -> Result<Vec<WatchRow>, DbError> {
    Ok(price_watches::table
        .filter(price_watches::item_id.eq(item.0))
        .select(WatchRow::as_select())
        .order(price_watches::user_id.asc())
        .load(conn)?)
}

pub fn watchers(
    conn: &mut DbConnection,
    item: ItemId,
    owner: Option<UserId>,
) -> Result<Vec<Watch>, DbError> {
    let rows = watch_rows(conn, item)?;
    let claimers: Vec<Option<i64>> = claims::table
        .filter(claims::item_id.eq(item.0))
        .select(claims::giver_id)
        .load(conn)?;
    let mut watches: Vec<Watch> = rows
        .iter()
        .filter(|r| r.watching)
        .map(WatchRow::watch)
        .collect();
    let chose = |user: i64| rows.iter().any(|r| r.user_id == user);
    let implicit = std::iter::once(owner.map(|o| o.0))
        .chain(claimers)
        .flatten();
    for user in implicit {
        if !chose(user) && !watches.iter().any(|w| w.user.0 == user) {
            watches.push(Watch::new(UserId(user)));
        }
    }
    watches.sort_by_key(|w| w.user.0);
    Ok(watches)
}

pub fn watch_of(
    conn: &mut DbConnection,
    item: ItemId,
    user: UserId,
) -> Result<Option<(bool, Watch)>, DbError> {
    Ok(watch_rows(conn, item)?
        .into_iter()
        .find(|r| r.user_id == user.0)
        .map(|r| (r.watching, r.watch())))
}

pub fn save_watch(
    conn: &mut DbConnection,
    item: ItemId,
    watch: &Watch,
    watching: bool,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let values = (
        price_watches::watching.eq(watching),
        price_watches::drop_percent.eq(i32::from(watch.drop_percent)),
        price_watches::target_cents.eq(watch.target_cents),
        price_watches::reference_cents.eq(watch.reference_cents),
        price_watches::told_below_target.eq(watch.told_below_target),
        price_watches::updated_at.eq(at),
    );
    let existing: Option<i64> = price_watches::table
        .filter(price_watches::user_id.eq(watch.user.0))
        .filter(price_watches::item_id.eq(item.0))
        .select(price_watches::id)
        .first(conn)
        .optional()?;
    match existing {
        Some(id) => {
            diesel::update(price_watches::table.find(id))
                .set(values)
                .execute(conn)?;
        }
        None => {
            diesel::insert_into(price_watches::table)
                .values((
                    price_watches::user_id.eq(watch.user.0),
                    price_watches::item_id.eq(item.0),
                    values,
                ))
                .execute(conn)?;
        }
    }
    Ok(())
}

/// The price watches `user` set, with their items' names (for the export).
pub fn watches_of(
    conn: &mut DbConnection,
    user: UserId,
) -> Result<Vec<ExportedPriceWatch>, DbError> {
    let row = |(name, list, watch): (String, String, WatchRow)| ExportedPriceWatch {
        item: name,
        list,
        watching: watch.watching,
        drop_percent: watch.watch().drop_percent,
        target_price: watch.target_cents.map(domain::price_watch::money),
    };
    // A watch on a personal item is listed as "Wishlist", whoever's it is.
    let rows: Vec<(String, String, Option<String>, WatchRow)> = price_watches::table
        .inner_join(items::table.inner_join(lists::table))
        .filter(price_watches::user_id.eq(user.0))
        .order(price_watches::id.asc())
        .select((items::name, lists::kind, lists::name, WatchRow::as_select()))
        .load(conn)?;
    // Personal items' watches first, as before lists were one table.
    let (mut rows, grouped): (Vec<_>, Vec<_>) =
        rows.into_iter().partition(|(_, kind, ..)| kind != GROUP);
    rows.extend(grouped);
    Ok(rows
        .into_iter()
        .map(|(name, kind, list, watch)| {
            let list = match list {
                Some(list) if kind == GROUP => list,
                _ => "Wishlist".to_owned(),
            };
            row((name, list, watch))
        })
        .collect())
}

impl PriceStore for Store {
    fn items_due(&mut self, now: NaiveDateTime, limit: u32) -> Result<Vec<DueItem>, StoreError> {
        Ok(items_due(self, now, limit)?)
    }

    fn paused_shops(&mut self, now: NaiveDateTime) -> Result<Vec<String>, StoreError> {
        Ok(paused_shops(self, now)?)
    }

    fn pause_shop(&mut self, shop: &str, until: NaiveDateTime) -> Result<(), StoreError> {
        Ok(pause_shop(self, shop, until)?)
    }

    fn postpone_reading(&mut self, item: ItemId, next: NaiveDateTime) -> Result<(), StoreError> {
        Ok(postpone(self, item, next)?)
    }

    fn claim_reading(
        &mut self,
        item: ItemId,
        now: NaiveDateTime,
        until: NaiveDateTime,
    ) -> Result<bool, StoreError> {
        Ok(claim(self, item, now, until)?)
    }

    fn record_reading(
        &mut self,
        item: ItemId,
        reading: &PriceReading,
        next: NaiveDateTime,
    ) -> Result<Option<String>, StoreError> {
        Ok(record(self, item, reading, next)?)
    }

    fn readings(&mut self, item: ItemId, limit: u32) -> Result<Vec<PriceReading>, StoreError> {
        Ok(readings(self, item, limit)?)
    }

    fn watchers(&mut self, item: ItemId, owner: Option<UserId>) -> Result<Vec<Watch>, StoreError> {
        Ok(watchers(self, item, owner)?)
    }

    fn watch_of(
        &mut self,
        item: ItemId,
        user: UserId,
    ) -> Result<Option<(bool, Watch)>, StoreError> {
        Ok(watch_of(self, item, user)?)
    }

    fn save_watch(
        &mut self,
        item: ItemId,
        watch: &Watch,
        watching: bool,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(save_watch(self, item, watch, watching, at)?)
    }
}
