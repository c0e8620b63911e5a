use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use diesel::connection::{AnsiTransactionManager, SimpleConnection, TransactionManager};
use diesel::{Connection, PgConnection, SqliteConnection};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};
use domain::clock::{Clock, SystemClock};

use crate::{DbError, Store};

pub(crate) const POSTGRES_MIGRATIONS: EmbeddedMigrations =
    embed_migrations!("../../migrations/postgres");
pub(crate) const SQLITE_MIGRATIONS: EmbeddedMigrations =
    embed_migrations!("../../migrations/sqlite");

/// A connection to either backend; queries written once run on both.
#[derive(diesel::MultiConnection)]
pub enum DbConnection {
    Postgresql(PgConnection),
    Sqlite(SqliteConnection),
}

impl DbConnection {
    /// Runs `work` in a transaction meant to write: committed on `Ok`, rolled
    /// back on `Err`, a savepoint when nested.
    ///
    /// On SQLite the outermost one begins with `BEGIN IMMEDIATE`, taking the
    /// write lock up front. A deferred transaction that reads and then writes
    /// fails at once with "database is locked" when another connection wrote
    /// in between (its snapshot is stale, so the busy timeout cannot help);
    /// an immediate one waits its turn within the busy timeout instead.
    pub fn write_transaction<T, E: From<diesel::result::Error>>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E> {
        write_transaction_of(self, itself, work)
    }

    fn begin_write(&mut self) -> diesel::QueryResult<()> {
        if let DbConnection::Sqlite(sqlite) = self {
            let depth = AnsiTransactionManager::transaction_manager_status_mut(sqlite)
                .transaction_depth()?;
            if depth.is_none() {
                return AnsiTransactionManager::begin_transaction_sql(sqlite, "BEGIN IMMEDIATE");
            }
        }
        <DbConnection as Connection>::TransactionManager::begin_transaction(self)
    }
}

fn itself(conn: &mut DbConnection) -> &mut DbConnection {
    conn
}

/// [`DbConnection::write_transaction`] for whatever holds the connection
/// (the [`crate::Store`]): `work` gets the holder, `conn` finds the
/// connection in it.
pub(crate) fn write_transaction_of<S, T, E: From<diesel::result::Error>>(
    holder: &mut S,
    conn: fn(&mut S) -> &mut DbConnection,
    work: impl FnOnce(&mut S) -> Result<T, E>,
) -> Result<T, E> {
    type Manager = <DbConnection as Connection>::TransactionManager;
    conn(holder).begin_write()?;
    match work(holder) {
        Ok(value) => {
            Manager::commit_transaction(conn(holder))?;
            Ok(value)
        }
        Err(error) => match Manager::rollback_transaction(conn(holder)) {
            Ok(()) | Err(diesel::result::Error::BrokenTransactionManager) => Err(error),
            Err(rollback) => Err(rollback.into()),
        },
    }
}

/// `work`'s reads on one snapshot. On SQLite one deferred transaction that
/// only reads: each statement outside a transaction takes and drops the
/// WAL's read lock itself (two `fcntl` calls and a look at the WAL's
/// index), which was a tenth of a group list's read of five statements.
/// On PostgreSQL as they come: a transaction there is two more round trips.
pub(crate) fn read_snapshot_of<S, T, E: From<diesel::result::Error>>(
    holder: &mut S,
    conn: fn(&mut S) -> &mut DbConnection,
    work: impl FnOnce(&mut S) -> Result<T, E>,
) -> Result<T, E> {
    type Manager = <DbConnection as Connection>::TransactionManager;
    if !matches!(conn(holder), DbConnection::Sqlite(_)) {
        return work(holder);
    }
    Manager::begin_transaction(conn(holder))?;
    let result = work(holder);
    // Nothing was written: commit and rollback end the snapshot alike.
    match Manager::commit_transaction(conn(holder)) {
        Ok(()) => result,
        Err(error) => {
            let _ = Manager::rollback_transaction(conn(holder));
            result.and(Err(error.into()))
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Postgres,
    Sqlite,
}

impl Backend {
    /// The backend named by a `DATABASE_URL`: `postgres://` or `postgresql://`
    /// select PostgreSQL; `sqlite://path`, `sqlite:path`, `file:` or a bare path select SQLite.
    pub fn from_url(url: &str) -> Backend {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }

    /// Pool connections when `PRESENTLY_DB_POOL` does not say: two per core,
    /// on either backend. Measured with the benchmark on 2 cores at 10k users
    /// (README, "Performance"): PostgreSQL with 10 connections had 50-150 ms
    /// p99 tails (more busy server processes than cores), with 4 every read
    /// stayed within 1.15x of the bare handler's p99 and writes at 0.57x the
    /// read, with 2 writes fell to 0.49x; SQLite served 12k req/s with 4,
    /// 7k with 8, and with 2 the upcoming-dates p99 was 1.8x.
    pub fn default_pool_size(self) -> u32 {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        u32::try_from(cores * 2).unwrap_or(u32::MAX).clamp(2, 32)
    }
}

/// The SQLite file (or `file:` URI) a SQLite URL names.
pub(crate) fn sqlite_target(url: &str) -> &str {
    url.strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url)
}

pub type PooledConnection = r2d2::PooledConnection<ConnectionManager>;

/// How long a SQLite write waits for another writer's lock before failing.
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Establishes connections of one known backend, so a failure reports that
/// backend's real error (diesel's `MultiConnection::establish` hides it).
#[derive(Debug, Clone)]
pub struct ConnectionManager {
    backend: Backend,
    url: String,
}

impl ConnectionManager {
    fn establish(&self) -> Result<DbConnection, DbError> {
        match self.backend {
            Backend::Postgres => PgConnection::establish(&self.url)
                .map(DbConnection::Postgresql)
                .map_err(|e| DbError::Unavailable(e.to_string())),
            Backend::Sqlite => {
                let mut conn = SqliteConnection::establish(sqlite_target(&self.url))
                    .map_err(|e| DbError::Unavailable(e.to_string()))?;
                // `optimize=0x10002` on open: statistics for any table whose
                // size changed a lot, so plans stay good as the data grows.
                // Reads through a memory map (256 MiB) and a 16 MiB page
                // cache per connection, not a system call per page: a large
                // database reads as fast as a small one.
                conn.batch_execute(&format!(
                    "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = {busy}; \
                     PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                     PRAGMA mmap_size = 268435456; PRAGMA cache_size = -16384; \
                     PRAGMA optimize = 0x10002;",
                    busy = SQLITE_BUSY_TIMEOUT.as_millis()
                ))?;
                Ok(DbConnection::Sqlite(conn))
            }
        }
    }
}

impl r2d2::ManageConnection for ConnectionManager {
    type Connection = DbConnection;
    type Error = DbError;

    fn connect(&self) -> Result<DbConnection, DbError> {
        self.establish()
    }

    fn is_valid(&self, conn: &mut DbConnection) -> Result<(), DbError> {
        conn.batch_execute("SELECT 1").map_err(DbError::from)
    }

    /// A connection whose server went away is dropped when it comes back
    /// to the pool (checkouts are not pinged: that was a round trip a query).
    fn has_broken(&self, conn: &mut DbConnection) -> bool {
        diesel::r2d2::R2D2Connection::is_broken(conn)
    }
}

/// How many connections the pool holds, how many wait idle, and its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolState {
    pub connections: u32,
    pub idle: u32,
    pub max: u32,
}

/// The connection pool, and the clock that stamps the rows its stores
/// write; cheap to clone.
#[derive(Clone)]
pub struct Database {
    pool: r2d2::Pool<ConnectionManager>,
    backend: Backend,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Database")
            .field("backend", &self.backend)
            .finish()
    }
}

impl Database {
    /// Connects, runs the embedded migrations and returns the pool. A bad URL
    /// or an unreachable server gives the backend's own error message.
    pub fn connect(url: &str) -> Result<Database, DbError> {
        Database::connect_with_pool(url, None)
    }

    /// [`Database::connect`] with `pool_size` connections at most, or the
    /// backend's [`Backend::default_pool_size`].
    pub fn connect_with_pool(url: &str, pool_size: Option<u32>) -> Result<Database, DbError> {
        let backend = Backend::from_url(url);
        if backend == Backend::Sqlite {
            let target = sqlite_target(url);
            if !target.starts_with("file:") && target != ":memory:" {
                if let Some(parent) = Path::new(target)
                    .parent()
                    .filter(|p| !p.as_os_str().is_empty())
                {
                    std::fs::create_dir_all(parent).map_err(|e| {
                        DbError::Unavailable(format!("cannot create {}: {e}", parent.display()))
                    })?;
                }
            }
        }
        let manager = ConnectionManager {
            backend,
            url: url.to_owned(),
        };
        // One direct connection first: it reports the real error, and migrates.
        let mut first = manager.establish()?;
        run_migrations(&mut first)?;
        drop(first);
        let pool = r2d2::Pool::builder()
            .max_size(pool_size.unwrap_or(backend.default_pool_size()).max(1))
            .min_idle(Some(1))
            .test_on_check_out(false)
            .connection_timeout(Duration::from_secs(5))
            .build(manager)?;
        Ok(Database {
            pool,
            backend,
            clock: Arc::new(SystemClock),
        })
    }

    /// The same pool, its stores stamping rows with `clock`'s time (the
    /// machine's clock unless told; tests give a [`domain::clock::FixedClock`]).
    pub fn with_clock(self, clock: Arc<dyn Clock>) -> Database {
        Database { clock, ..self }
    }

    /// The clock the stores stamp rows with.
    pub fn clock(&self) -> Arc<dyn Clock> {
        self.clock.clone()
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The pool's connections now (for `/api/metrics`).
    pub fn pool_state(&self) -> PoolState {
        let state = self.pool.state();
        PoolState {
            connections: state.connections,
            idle: state.idle_connections,
            max: self.pool.max_size(),
        }
    }

    /// A pooled connection; blocking, so call it on the blocking pool.
    pub fn get(&self) -> Result<PooledConnection, DbError> {
        Ok(self.pool.get()?)
    }

    /// A pooled connection as the domain's store (every store port), with
    /// this database's clock; blocking, so call it on the blocking pool.
    pub fn store(&self) -> Result<Store, DbError> {
        Ok(Store::new(self.get()?, self.clock.clone()))
    }

    /// Keeps the planner's statistics current: SQLite's `PRAGMA optimize`
    /// (PostgreSQL's autovacuum does this itself). The scheduler calls it
    /// hourly.
    pub fn optimize(&self) -> Result<(), DbError> {
        let mut conn = self.get()?;
        if let DbConnection::Sqlite(c) = &mut *conn {
            c.batch_execute("PRAGMA optimize")?;
        }
        Ok(())
    }

    /// Whether the database can take a write now, found out within about
    /// `deadline` (the health check): a connection from the pool, waited
    /// for at most `deadline`, then the write lock taken and given back
    /// under the same deadline, writing nothing. SQLite: `BEGIN IMMEDIATE`
    /// (a lock held by another process makes it wait, then fail);
    /// PostgreSQL: a transaction id (refused on a read-only server) under a
    /// statement timeout. A plain `SELECT 1` said "healthy" while every
    /// write failed.
    pub fn check_writable(&self, deadline: Duration) -> Result<(), DbError> {
        let mut conn = self.pool.get_timeout(deadline)?;
        let millis = deadline.as_millis().max(1);
        let outcome = match &mut *conn {
            DbConnection::Sqlite(c) => {
                c.batch_execute(&format!("PRAGMA busy_timeout = {millis}"))?;
                let taken = c.batch_execute("BEGIN IMMEDIATE; ROLLBACK;");
                c.batch_execute(&format!(
                    "PRAGMA busy_timeout = {}",
                    SQLITE_BUSY_TIMEOUT.as_millis()
                ))?;
                taken
            }
            DbConnection::Postgresql(c) => {
                let taken = c.batch_execute(&format!(
                    "BEGIN; SET LOCAL statement_timeout = {millis}; \
                     SELECT txid_current(); ROLLBACK;"
                ));
                if taken.is_err() {
                    // Leave no failed transaction open on a pooled connection.
                    let _ = c.batch_execute("ROLLBACK");
                }
                taken
            }
        };
        outcome.map_err(|error| DbError::Unavailable(error.to_string()))
    }
}

/// Runs the pending migrations; when any ran, the tables' statistics are
/// gathered afresh (`ANALYZE`), so the planner sees the new indexes.
/// The advisory lock migrations hold on PostgreSQL: one key per schema.
const MIGRATION_LOCK: &str = "hashtext('presently migrations ' || current_schema())";

pub(crate) fn run_migrations(conn: &mut DbConnection) -> Result<(), DbError> {
    let applied = match conn {
        // Several instances may start at once: one migrates while the
        // others wait on this lock (per schema), then find nothing to do.
        DbConnection::Postgresql(c) => {
            c.batch_execute(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK})"))?;
            let applied = c
                .run_pending_migrations(POSTGRES_MIGRATIONS)
                .map(|applied| applied.len());
            c.batch_execute(&format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})"))?;
            applied
        }
        DbConnection::Sqlite(c) => c
            .run_pending_migrations(SQLITE_MIGRATIONS)
            .map(|applied| applied.len()),
    }
    .map_err(|e| DbError::Migration(e.to_string()))?;
    if applied > 0 {
        match conn {
            // This schema's tables only: a bare ANALYZE takes every schema's
            // tables in the database in turn, and so waited on (and once
            // deadlocked with) a migration running in another schema.
            DbConnection::Postgresql(c) => c.batch_execute(
                "DO $$ DECLARE t text; BEGIN \
                 FOR t IN SELECT format('%I.%I', schemaname, tablename) FROM pg_tables \
                 WHERE schemaname = current_schema() LOOP EXECUTE 'ANALYZE ' || t; END LOOP; \
                 END $$",
            )?,
            DbConnection::Sqlite(c) => c.batch_execute("ANALYZE")?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backend_from_url_scheme() {
        assert_eq!(Backend::from_url("postgres://u@h/db"), Backend::Postgres);
        assert_eq!(Backend::from_url("postgresql://u@h/db"), Backend::Postgres);
        assert_eq!(Backend::from_url("sqlite://data/p.db"), Backend::Sqlite);
        assert_eq!(Backend::from_url("data/p.db"), Backend::Sqlite);
        assert_eq!(sqlite_target("sqlite://data/p.db"), "data/p.db");
        assert_eq!(sqlite_target("sqlite:data/p.db"), "data/p.db");
        assert_eq!(sqlite_target("/tmp/p.db"), "/tmp/p.db");
    }

    /// `.cargo/config.toml` builds SQLite without STAT4 and with the query
    /// planner stability guarantee (else a cached statement was prepared
    /// again whenever its plan had looked at a bound value), without
    /// memory statistics (a process-wide mutex on every allocation) and
    /// without a lock per call on a connection.
    #[test]
    fn sqlite_is_built_to_keep_its_plans_and_without_needless_locks() {
        use diesel::sql_types::{Integer, Text};
        use diesel::RunQueryDsl;
        #[derive(diesel::QueryableByName)]
        struct Used {
            #[diesel(sql_type = Integer)]
            used: i32,
        }
        let mut conn = SqliteConnection::establish(":memory:").expect("an in-memory database");
        let used = |conn: &mut SqliteConnection, option: &str| {
            diesel::sql_query("SELECT sqlite_compileoption_used(?) AS used")
                .bind::<Text, _>(option)
                .get_result::<Used>(conn)
                .expect("compile options")
                .used
        };
        assert_eq!(used(&mut conn, "ENABLE_STAT4"), 0);
        assert_eq!(used(&mut conn, "DEFAULT_MEMSTATUS=0"), 1);
        assert_eq!(used(&mut conn, "ENABLE_QPSG"), 1);
        assert_eq!(used(&mut conn, "THREADSAFE=2"), 1);
    }
}
