//! Storage for Presently: one diesel code base over SQLite and PostgreSQL.
//!
//! Backend-specific SQL lives here only, in one `match` on [`DbConnection`]
//! per operation that needs it.

pub mod contacts;
mod error;
pub mod friends;
mod pool;
pub mod reminders;
pub mod schema;
pub mod sharing;
pub mod special_dates;
pub mod users;
pub mod wishlist;

#[cfg(feature = "test-support")]
pub mod test_support;

pub use error::StoreError;
pub use pool::{Backend, Database, DbConnection, PooledConnection};

/// UTC now, truncated to microseconds so that both backends store and return
/// the same value.
pub fn now() -> chrono::NaiveDateTime {
    let now = chrono::Utc::now().naive_utc();
    chrono::DurationRound::duration_trunc(now, chrono::TimeDelta::microseconds(1)).unwrap_or(now)
}

/// Runs `work` in one transaction: committed when it returns `Ok`, rolled back on `Err`.
pub fn transaction<T>(
    conn: &mut DbConnection,
    work: impl FnOnce(&mut DbConnection) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    diesel::Connection::transaction(conn, work)
}
