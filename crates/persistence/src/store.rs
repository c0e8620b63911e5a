//! The store the use cases get: a pooled connection and the clock that
//! stamps the rows it writes (`created_at`, `updated_at`, `read_at`, a click's
//! day...). The SQL functions take that time as a parameter; the store ports
//! pass [`Store::stamp`].
//!
//! Each port is implemented in the module that owns its tables, where the SQL
//! lives (`WishlistStore` in [`crate::wishlist`], ...): a method calls that
//! module's function and reports its error as the domain's `StoreError`.
//! What every port shares, the transaction ([`Transactional`]), is here.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use chrono::{DateTime, NaiveDateTime, Utc};
use domain::clock::Clock;
use domain::ports::{StoreError, Transactional};

use crate::pool::{read_snapshot_of, write_transaction_of};
use crate::{DbConnection, DbError, PooledConnection};

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

/// A transaction's failure: the work's own error, or the database's.
enum Failure<E> {
    Work(E),
    Db(diesel::result::Error),
}

impl<E> From<diesel::result::Error> for Failure<E> {
    fn from(error: diesel::result::Error) -> Self {
        Failure::Db(error)
    }
}

impl Transactional for Store {
    fn atomically<T, E: From<StoreError>>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E> {
        write_transaction_of(self, Store::connection, |store| {
            work(store).map_err(Failure::Work)
        })
        .map_err(|failure| match failure {
            Failure::Work(error) => error,
            Failure::Db(error) => E::from(DbError::from(error).into()),
        })
    }

    fn reading<T, E: From<StoreError>>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E> {
        read_snapshot_of(self, Store::connection, |store| {
            work(store).map_err(Failure::Work)
        })
        .map_err(|failure| match failure {
            Failure::Work(error) => error,
            Failure::Db(error) => E::from(DbError::from(error).into()),
        })
    }
}
