//! Use cases: what a user (or the scheduler) does, one function each, over
//! the ports in [`crate::ports`]. Each family returns its own error enum in
//! the user's terms; `api` maps those to statuses and messages in one place.
//! A read with no rule of its own calls the port directly.

pub mod access_tokens;
pub mod account;
pub mod assistant;
pub mod budgets;
pub mod calendar;
pub mod call_limits;
pub mod chip_in;
pub mod claims;
pub mod contacts;
pub mod dates;
pub mod dependants;
pub mod digest;
pub mod exchanges;
pub mod follows;
pub mod friends;
pub mod gifts;
pub mod giving;
pub mod group_lists;
pub mod holidays;
pub mod idempotency;
pub mod item_import;
pub mod item_talk;
pub mod lists;
pub mod nudges;
pub mod prices;
pub mod products;
pub mod recommendations;
pub mod reminders;
pub mod sessions;
pub mod sharing;
pub mod wishlist;
