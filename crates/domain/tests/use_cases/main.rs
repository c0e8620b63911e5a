//! The domain's use cases against in-memory fakes of its ports
//! ([`support`]), one module per area. One test binary: the fakes compile
//! and link once, not once per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

mod chip_in;
mod claims;
mod contacts;
mod dates;
mod dependants;
mod exchanges;
mod follows;
mod friends;
mod gifts;
mod group_lists;
mod lists;
mod products;
mod recommendations;
mod reminders;
mod sessions;
mod wishlist;
