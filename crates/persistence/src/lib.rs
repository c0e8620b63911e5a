//! Storage for Presently: one diesel code base over SQLite and PostgreSQL.
//!
//! Backend-specific SQL lives here only, in one `match` on [`DbConnection`]
//! per operation that needs it.

pub mod access_tokens;
pub mod account;
pub mod analytics;
pub mod assistant;
pub mod backup;
pub mod budgets;
pub mod call_limits;
pub mod chip_in;
pub mod claims;
pub mod contacts;
pub mod dependants;
pub mod digest;
mod direct;
mod error;
pub mod exchanges;
pub mod follows;
pub mod friends;
pub mod gifts;
pub mod group_lists;
mod id_sets;
pub mod idempotency;
mod items;
pub mod lists;
pub mod notifications;
mod pool;
pub mod prices;
pub mod reminders;
pub mod schema;
pub mod seed;
pub mod sessions;
pub mod sharing;
pub mod special_dates;
mod store;
pub mod users;
pub mod wishlist;

#[cfg(feature = "test-support")]
pub mod test_support;

pub use error::DbError;
pub use pool::{Backend, Database, DbConnection, PoolState, PooledConnection};
pub use store::{stamp, Store};
