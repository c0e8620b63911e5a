//! Price drops: items with a link are read again once a day, each reading
//! kept; the people watching an item hear once per drop, by the percentage
//! they chose or below their target price.

use chrono::{NaiveDateTime, TimeDelta};

use crate::ids::{ItemId, UserId};
use crate::wishlist::price_value;

/// An item's last price change, as its card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceChange {
    pub from: String,
    pub to: String,
    pub at: NaiveDateTime,
}

/// Which way a price went: the amounts compared, not the texts
/// ("$100.00" is less than "$95.00" as text); a change whose amounts
/// cannot both be read is just a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceDirection {
    Drop,
    Rise,
    Change,
}

impl PriceChange {
    pub fn direction(&self) -> PriceDirection {
        match (cents(&self.from), cents(&self.to)) {
            (Some(from), Some(to)) if to < from => PriceDirection::Drop,
            (Some(from), Some(to)) if to > from => PriceDirection::Rise,
            _ => PriceDirection::Change,
        }
    }

    /// From the item's stored columns (all three, or none).
    pub fn of(
        from: Option<String>,
        to: Option<String>,
        at: Option<NaiveDateTime>,
    ) -> Option<PriceChange> {
        Some(PriceChange {
            from: from?,
            to: to?,
            at: at?,
        })
    }
}

/// One reading of an item's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceReading {
    /// As the page shows it ("$24.99").
    pub price: String,
    pub cents: Option<i64>,
    pub read_at: NaiveDateTime,
}

/// The drop a watcher hears of unless they chose another.
pub const DEFAULT_DROP_PERCENT: u8 = 10;
/// Reads of one shop per watcher tick (a minute) at most.
pub const READS_PER_SHOP_PER_TICK: usize = 3;
/// Reads per tick in all.
pub const READS_PER_TICK: usize = 30;
/// How long a shop that answered with a robot check is left alone.
pub const SHOP_PAUSE: TimeDelta = TimeDelta::hours(6);
/// An item is read again this long after its last read.
pub const READ_EVERY: TimeDelta = TimeDelta::days(1);

/// A price as cents, when the text is a plain money amount ("$1,299.99").
pub fn cents(price: &str) -> Option<i64> {
    let value = price_value(price)?;
    let cents = (value * 100.0).round();
    (0.0..1e15).contains(&cents).then_some(cents as i64)
}

/// When an item read at `read_at` is read next: a day on, at a minute of
/// the day of its own (by its id), so reads spread over the day.
pub fn next_read(item: ItemId, read_at: NaiveDateTime) -> NaiveDateTime {
    let id = item.0;
    let minute_of_day = (id.unsigned_abs().wrapping_mul(7919) % 1440) as i64;
    let next_day = (read_at + READ_EVERY).date();
    let at = next_day.and_hms_opt(0, 0, 0).unwrap_or(read_at) + TimeDelta::minutes(minute_of_day);
    // Never sooner than a day minus an hour, never later than two days.
    if at < read_at + READ_EVERY - TimeDelta::hours(1) {
        at + TimeDelta::days(1)
    } else {
        at
    }
}

/// One person's watch on one item, with what they heard last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Watch {
    pub user: UserId,
    pub drop_percent: u8,
    /// Tell me when it is at or below this (cents).
    pub target_cents: Option<i64>,
    /// The highest price since I last heard (or began watching).
    pub reference_cents: Option<i64>,
    /// Already told that it is below my target (until it rises above again).
    pub told_below_target: bool,
}

impl Watch {
    pub fn new(user: UserId) -> Watch {
        Watch {
            user,
            drop_percent: DEFAULT_DROP_PERCENT,
            target_cents: None,
            reference_cents: None,
            told_below_target: false,
        }
    }
}

/// A drop to tell a watcher of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Drop {
    pub from_cents: i64,
    pub to_cents: i64,
    /// Below the watcher's target (else by their percentage).
    pub below_target: bool,
}

/// The watch after a reading of `current` cents, and the drop to tell of,
/// if any: once per drop (the reference resets to the price told of, and
/// rises with the price), once per fall below the target.
pub fn assess(watch: Watch, current: i64) -> (Watch, Option<Drop>) {
    let mut next = watch;
    let reference = watch.reference_cents.unwrap_or(current).max(current);
    next.reference_cents = Some(reference);
    let below_target = watch.target_cents.is_some_and(|target| current <= target);
    if !below_target {
        next.told_below_target = false;
    }
    let threshold = reference * i64::from(100 - watch.drop_percent.min(99)) / 100;
    let by_percent = watch.reference_cents.is_some() && current < reference && current <= threshold;
    let newly_below = below_target && !watch.told_below_target;
    if !(by_percent || newly_below) {
        return (next, None);
    }
    next.reference_cents = Some(current);
    next.told_below_target = below_target;
    (
        next,
        Some(Drop {
            from_cents: reference,
            to_cents: current,
            below_target: newly_below && !by_percent,
        }),
    )
}

/// `$1,234.50` for cents (the shops' own currency sign is not known).
pub fn money(cents: i64) -> String {
    let whole = cents / 100;
    let mut digits = whole.to_string();
    let mut grouped = String::new();
    while digits.len() > 3 {
        let tail = digits.split_off(digits.len() - 3);
        grouped = format!(",{tail}{grouped}");
    }
    format!("${digits}{grouped}.{:02}", cents % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_goes_the_way_its_amounts_do() {
        let change = |from: &str, to: &str| PriceChange {
            from: from.to_owned(),
            to: to.to_owned(),
            at: NaiveDateTime::default(),
        };
        let cases = [
            ("$95.00", "$85.00", PriceDirection::Drop),
            ("$95.00", "$105.00", PriceDirection::Rise),
            // As text "$100.00" < "$95.00"; as amounts it rose.
            ("$95.00", "$100.00", PriceDirection::Rise),
            ("24,99 €", "19,99 €", PriceDirection::Drop),
            ("$1,299.99", "$999.00", PriceDirection::Drop),
            ("$95.00", "sold out", PriceDirection::Change),
            ("$95.00", "$95", PriceDirection::Change),
        ];
        for (from, to, direction) in cases {
            assert_eq!(change(from, to).direction(), direction, "{from} -> {to}");
        }
    }

    fn watch() -> Watch {
        Watch::new(UserId(1))
    }

    #[test]
    fn once_per_drop_by_percent() {
        // First reading: the reference; nothing to tell.
        let (w, told) = assess(watch(), 10_000);
        assert_eq!(told, None);
        // 5% down: not enough.
        let (w, told) = assess(w, 9_500);
        assert_eq!(told, None);
        // 15% down from the highest: told once.
        let (w, told) = assess(w, 8_500);
        assert_eq!(
            told,
            Some(Drop {
                from_cents: 10_000,
                to_cents: 8_500,
                below_target: false
            })
        );
        let (w, told) = assess(w, 8_500);
        assert_eq!(told, None, "the same price again is not a new drop");
        // Back up and down again: a new drop.
        let (w, _) = assess(w, 10_000);
        let (_, told) = assess(w, 8_900);
        assert!(told.is_some());
    }

    #[test]
    fn once_per_fall_below_the_target() {
        let w = Watch {
            target_cents: Some(5_000),
            drop_percent: 50,
            ..watch()
        };
        let (w, _) = assess(w, 6_000);
        let (w, told) = assess(w, 4_900);
        assert_eq!(told.map(|d| d.below_target), Some(true));
        let (w, told) = assess(w, 4_800);
        assert_eq!(told, None);
        let (w, _) = assess(w, 5_500);
        let (_, told) = assess(w, 5_000);
        assert!(told.is_some(), "below again after rising above");
    }

    #[test]
    fn prices_money_and_spread() {
        assert_eq!(cents("$1,299.99"), Some(129_999));
        assert_eq!(cents("24,99 €"), Some(2_499));
        assert_eq!(cents("call us"), None);
        assert_eq!(money(129_999), "$1,299.99");
        assert_eq!(money(5), "$0.05");
        let at = chrono::NaiveDate::from_ymd_opt(2026, 11, 24)
            .unwrap()
            .and_hms_opt(15, 0, 0)
            .unwrap();
        for id in 1..200 {
            let next = next_read(ItemId(id), at);
            assert!(next >= at + TimeDelta::hours(23), "{id}: {next}");
            assert!(next <= at + TimeDelta::days(2), "{id}: {next}");
        }
        let minutes: std::collections::HashSet<_> =
            (1..50).map(|id| next_read(ItemId(id), at).time()).collect();
        assert!(minutes.len() > 40, "spread over the day");
    }
}
