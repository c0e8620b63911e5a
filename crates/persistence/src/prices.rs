//! Price readings, watches, the watcher's schedule and paused shops.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::account::ExportedPriceWatch;
use domain::ids::{GroupItemId, GroupListId, UserId, WishlistItemId};
use domain::ports::{DueItem, PriceStore, StoreError};
use domain::price_watch::{PriceReading, PricedItem, Watch};

use crate::schema::{
    claims, group_items, group_lists, price_readings, price_watches, shop_pauses, wishlist_items,
};
use crate::{DbConnection, DbError, Store};

/// The (wishlist item, group item) columns' values for an item.
fn columns(item: PricedItem) -> (Option<i64>, Option<i64>) {
    match item {
        PricedItem::Wishlist(id) => (Some(id.0), None),
        PricedItem::Group(id) => (None, Some(id.0)),
    }
}

pub fn items_due(
    conn: &mut DbConnection,
    at: NaiveDateTime,
    limit: u32,
) -> Result<Vec<DueItem>, DbError> {
    let limit = i64::from(limit);
    let personal: Vec<(i64, String, Option<String>, i64)> = wishlist_items::table
        .filter(wishlist_items::url.is_not_null())
        .filter(
            wishlist_items::next_price_read_at
                .is_null()
                .or(wishlist_items::next_price_read_at.le(at)),
        )
        .order((
            wishlist_items::next_price_read_at.is_not_null(),
            wishlist_items::next_price_read_at,
            wishlist_items::id,
        ))
        .limit(limit)
        .select((
            wishlist_items::id,
            wishlist_items::name,
            wishlist_items::url,
            wishlist_items::user_id,
        ))
        .load(conn)?;
    // (id, name, link, who added it: `None` for "Someone", list)
    type GroupedRow = (i64, String, Option<String>, Option<i64>, i64);
    let grouped: Vec<GroupedRow> = group_items::table
        .filter(group_items::url.is_not_null())
        .filter(
            group_items::next_price_read_at
                .is_null()
                .or(group_items::next_price_read_at.le(at)),
        )
        .order((
            group_items::next_price_read_at.is_not_null(),
            group_items::next_price_read_at,
            group_items::id,
        ))
        .limit(limit)
        .select((
            group_items::id,
            group_items::name,
            group_items::url,
            group_items::added_by,
            group_items::list_id,
        ))
        .load(conn)?;
    let personal = personal.into_iter().filter_map(|(id, name, url, owner)| {
        Some(DueItem {
            item: PricedItem::Wishlist(WishlistItemId(id)),
            name,
            url: url?,
            owner: Some(UserId(owner)),
            list: None,
        })
    });
    let grouped = grouped
        .into_iter()
        .filter_map(|(id, name, url, owner, list)| {
            Some(DueItem {
                item: PricedItem::Group(GroupItemId(id)),
                name,
                url: url?,
                owner: owner.map(UserId),
                list: Some(GroupListId(list)),
            })
        });
    Ok(take_turns(
        personal,
        grouped,
        usize::try_from(limit).unwrap_or(usize::MAX),
    ))
}

/// Both kinds of item, one of each in turn (each longest due first), so
/// that neither kind waits while the other has more due than one tick reads.
fn take_turns<T>(
    first: impl IntoIterator<Item = T>,
    second: impl IntoIterator<Item = T>,
    limit: usize,
) -> Vec<T> {
    let mut first = first.into_iter().fuse();
    let mut second = second.into_iter().fuse();
    let mut out = Vec::new();
    while out.len() < limit {
        let (a, b) = (first.next(), second.next());
        if a.is_none() && b.is_none() {
            break;
        }
        out.extend(a);
        if out.len() < limit {
            out.extend(b);
        }
    }
    out
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

pub fn postpone(
    conn: &mut DbConnection,
    item: PricedItem,
    next: NaiveDateTime,
) -> Result<(), DbError> {
    match item {
        PricedItem::Wishlist(id) => diesel::update(wishlist_items::table.find(id.0))
            .set(wishlist_items::next_price_read_at.eq(next))
            .execute(conn)?,
        PricedItem::Group(id) => diesel::update(group_items::table.find(id.0))
            .set(group_items::next_price_read_at.eq(next))
            .execute(conn)?,
    };
    Ok(())
}

pub fn readings(
    conn: &mut DbConnection,
    item: PricedItem,
    limit: u32,
) -> Result<Vec<PriceReading>, DbError> {
    let mut query = price_readings::table
        .order((price_readings::read_at.desc(), price_readings::id.desc()))
        .limit(i64::from(limit))
        .select((
            price_readings::price,
            price_readings::amount_cents,
            price_readings::read_at,
        ))
        .into_boxed();
    query = match item {
        PricedItem::Wishlist(id) => query.filter(price_readings::wishlist_item_id.eq(id.0)),
        PricedItem::Group(id) => query.filter(price_readings::group_item_id.eq(id.0)),
    };
    let rows: Vec<(String, Option<i64>, NaiveDateTime)> = query.load(conn)?;
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
    item: PricedItem,
    reading: &PriceReading,
    next: NaiveDateTime,
) -> Result<Option<String>, DbError> {
    let last = readings(conn, item, 1)?.into_iter().next().map(|r| r.price);
    let (wishlist_item_id, group_item_id) = columns(item);
    diesel::insert_into(price_readings::table)
        .values((
            price_readings::wishlist_item_id.eq(wishlist_item_id),
            price_readings::group_item_id.eq(group_item_id),
            price_readings::price.eq(&reading.price),
            price_readings::amount_cents.eq(reading.cents),
            price_readings::read_at.eq(reading.read_at),
        ))
        .execute(conn)?;
    postpone(conn, item, next)?;
    if let Some(from) = last.as_deref().filter(|from| *from != reading.price) {
        let to = reading.price.as_str();
        let at = reading.read_at;
        match item {
            PricedItem::Wishlist(id) => diesel::update(wishlist_items::table.find(id.0))
                .set((
                    wishlist_items::price_change_from.eq(from),
                    wishlist_items::price_change_to.eq(to),
                    wishlist_items::price_changed_at.eq(at),
                ))
                .execute(conn)?,
            PricedItem::Group(id) => diesel::update(group_items::table.find(id.0))
                .set((
                    group_items::price_change_from.eq(from),
                    group_items::price_change_to.eq(to),
                    group_items::price_changed_at.eq(at),
                ))
                .execute(conn)?,
        };
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

fn watch_rows(conn: &mut DbConnection, item: PricedItem) -> Result<Vec<WatchRow>, DbError> {
    let query = price_watches::table
        .select(WatchRow::as_select())
        .into_boxed();
    let query = match item {
        PricedItem::Wishlist(id) => query.filter(price_watches::wishlist_item_id.eq(id.0)),
        PricedItem::Group(id) => query.filter(price_watches::group_item_id.eq(id.0)),
    };
    Ok(query.order(price_watches::user_id.asc()).load(conn)?)
}

pub fn watchers(
    conn: &mut DbConnection,
    item: PricedItem,
    owner: Option<UserId>,
) -> Result<Vec<Watch>, DbError> {
    let rows = watch_rows(conn, item)?;
    let claimers: Vec<Option<i64>> = match item {
        PricedItem::Wishlist(id) => claims::table
            .filter(claims::wishlist_item_id.eq(id.0))
            .select(claims::giver_id)
            .load(conn)?,
        PricedItem::Group(id) => claims::table
            .filter(claims::group_item_id.eq(id.0))
            .select(claims::giver_id)
            .load(conn)?,
    };
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
    item: PricedItem,
    user: UserId,
) -> Result<Option<(bool, Watch)>, DbError> {
    Ok(watch_rows(conn, item)?
        .into_iter()
        .find(|r| r.user_id == user.0)
        .map(|r| (r.watching, r.watch())))
}

pub fn save_watch(
    conn: &mut DbConnection,
    item: PricedItem,
    watch: &Watch,
    watching: bool,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    let (wishlist_item_id, group_item_id) = columns(item);
    let values = (
        price_watches::watching.eq(watching),
        price_watches::drop_percent.eq(i32::from(watch.drop_percent)),
        price_watches::target_cents.eq(watch.target_cents),
        price_watches::reference_cents.eq(watch.reference_cents),
        price_watches::told_below_target.eq(watch.told_below_target),
        price_watches::updated_at.eq(at),
    );
    let target = price_watches::table
        .filter(price_watches::user_id.eq(watch.user.0))
        .into_boxed();
    let target = match item {
        PricedItem::Wishlist(id) => target.filter(price_watches::wishlist_item_id.eq(id.0)),
        PricedItem::Group(id) => target.filter(price_watches::group_item_id.eq(id.0)),
    };
    let existing: Option<i64> = target.select(price_watches::id).first(conn).optional()?;
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
                    price_watches::wishlist_item_id.eq(wishlist_item_id),
                    price_watches::group_item_id.eq(group_item_id),
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
    let mine: Vec<(String, WatchRow)> = price_watches::table
        .inner_join(
            wishlist_items::table
                .on(price_watches::wishlist_item_id.eq(wishlist_items::id.nullable())),
        )
        .filter(price_watches::user_id.eq(user.0))
        .order(price_watches::id.asc())
        .select((wishlist_items::name, WatchRow::as_select()))
        .load(conn)?;
    let grouped: Vec<(String, String, WatchRow)> = price_watches::table
        .inner_join(
            group_items::table.on(price_watches::group_item_id.eq(group_items::id.nullable())),
        )
        .inner_join(group_lists::table.on(group_lists::id.eq(group_items::list_id)))
        .filter(price_watches::user_id.eq(user.0))
        .order(price_watches::id.asc())
        .select((group_items::name, group_lists::name, WatchRow::as_select()))
        .load(conn)?;
    Ok(mine
        .into_iter()
        .map(|(name, watch)| (name, "Wishlist".to_owned(), watch))
        .chain(grouped)
        .map(row)
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

    fn postpone_reading(
        &mut self,
        item: PricedItem,
        next: NaiveDateTime,
    ) -> Result<(), StoreError> {
        Ok(postpone(self, item, next)?)
    }

    fn record_reading(
        &mut self,
        item: PricedItem,
        reading: &PriceReading,
        next: NaiveDateTime,
    ) -> Result<Option<String>, StoreError> {
        Ok(record(self, item, reading, next)?)
    }

    fn readings(&mut self, item: PricedItem, limit: u32) -> Result<Vec<PriceReading>, StoreError> {
        Ok(readings(self, item, limit)?)
    }

    fn watchers(
        &mut self,
        item: PricedItem,
        owner: Option<UserId>,
    ) -> Result<Vec<Watch>, StoreError> {
        Ok(watchers(self, item, owner)?)
    }

    fn watch_of(
        &mut self,
        item: PricedItem,
        user: UserId,
    ) -> Result<Option<(bool, Watch)>, StoreError> {
        Ok(watch_of(self, item, user)?)
    }

    fn save_watch(
        &mut self,
        item: PricedItem,
        watch: &Watch,
        watching: bool,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(save_watch(self, item, watch, watching, at)?)
    }
}

#[cfg(test)]
mod tests {
    use super::take_turns;

    #[test]
    fn personal_and_group_items_take_turns() {
        assert_eq!(take_turns([1, 3, 5, 7], [2, 4], 5), vec![1, 2, 3, 4, 5]);
        assert_eq!(take_turns([1, 2, 3], Vec::<i32>::new(), 2), vec![1, 2]);
        assert_eq!(take_turns(Vec::<i32>::new(), [9, 8], 5), vec![9, 8]);
        // Many personal items due never crowd the group items out.
        let personal: Vec<i32> = (0..500).collect();
        let turns = take_turns(personal, [-1], 120);
        assert_eq!(turns.len(), 120);
        assert!(turns.contains(&-1));
    }
}
