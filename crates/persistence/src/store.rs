//! The store the use cases get: a pooled connection and the clock that
//! stamps the rows it writes (`created_at`, `updated_at`, `read_at`, a click's
//! day...). The SQL functions take that time as a parameter; the store ports
//! ([`crate::ports`]) pass [`Store::stamp`].

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use chrono::{DateTime, NaiveDateTime, Utc};
use domain::clock::Clock;

use crate::{DbConnection, PooledConnection};

/// A connection as the domain's store: every store port is implemented on it.
pub struct Store {
    conn: PooledConnection,
    clock: Arc<dyn Clock>,
}

impl Store {
    pub fn new(conn: PooledConnection, clock: Arc<dyn Clock>) -> Store {
        Store { conn, clock }
    }

    /// The time to stamp a row written now, as both backends store it.
    pub fn stamp(&self) -> NaiveDateTime {
        stamp(self.clock.now())
    }

    /// The connection (for the SQL functions).
    pub fn connection(&mut self) -> &mut DbConnection {
        &mut self.conn
    }
}

/// The raw SQL functions take `&mut DbConnection`; a store passes as one.
impl Deref for Store {
    type Target = DbConnection;

    fn deref(&self) -> &DbConnection {
        &self.conn
    }
}

impl DerefMut for Store {
    fn deref_mut(&mut self) -> &mut DbConnection {
        &mut self.conn
    }
}

/// `at` as a stored timestamp: UTC, truncated to microseconds so that both
/// backends store and return the same value.
pub fn stamp(at: DateTime<Utc>) -> NaiveDateTime {
    let at = at.naive_utc();
    chrono::DurationRound::duration_trunc(at, chrono::TimeDelta::microseconds(1)).unwrap_or(at)
}
