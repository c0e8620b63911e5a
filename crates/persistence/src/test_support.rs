//! Fresh databases for tests: a temp SQLite file, or a PostgreSQL schema of
//! their own (dropped on drop), so tests run in parallel without sharing rows.
#![allow(clippy::expect_used)]

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use diesel_migrations::MigrationHarness;

use crate::pool::{POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS};
use crate::{Database, DbConnection, DbError};

/// The PostgreSQL server tests use: `TEST_POSTGRES_URL`, default the local `test` database.
pub fn postgres_url() -> String {
    std::env::var("TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// Whether a missing PostgreSQL server fails the run (CI) instead of skipping.
pub fn postgres_required() -> bool {
    std::env::var("REQUIRE_POSTGRES").is_ok_and(|v| v == "1" || v == "true")
}

pub struct TestDatabase {
    pub database: Database,
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    SqliteDir(#[allow(dead_code)] tempfile::TempDir),
    PostgresSchema {
        admin_url: String,
        schema: String,
    },
    /// Another pool on a database another `TestDatabase` owns (a second
    /// instance): that one drops it.
    None,
}

impl TestDatabase {
    pub fn sqlite() -> TestDatabase {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("test.db").display());
        let database = Database::connect(&url).expect("SQLite test database");
        TestDatabase {
            database,
            url,
            cleanup: Cleanup::SqliteDir(dir),
        }
    }

    /// A schema of its own on the test server; `None` (skip) when the server
    /// does not answer, unless `REQUIRE_POSTGRES=1`, which makes that a failure.
    pub fn postgres() -> Option<TestDatabase> {
        let admin_url = postgres_url();
        let mut admin = match PgConnection::establish(&admin_url) {
            Ok(conn) => conn,
            Err(e) if postgres_required() => {
                panic!("REQUIRE_POSTGRES=1 but PostgreSQL at {admin_url} is unreachable: {e}")
            }
            Err(e) => {
                eprintln!("SKIPPING PostgreSQL test: {admin_url} is unreachable ({e})");
                return None;
            }
        };
        let schema = format!("t_{:016x}", rand::random::<u64>());
        admin
            .batch_execute(&format!("CREATE SCHEMA {schema}"))
            .expect("create test schema");
        let separator = if admin_url.contains('?') { '&' } else { '?' };
        // A test's rows need not survive a crash of the server: its commits
        // do not wait for the disk (the session's own setting, no server's).
        let url = format!(
            "{admin_url}{separator}options=-csearch_path%3D{schema}%20-csynchronous_commit%3Doff"
        );
        let database = Database::connect(&url).expect("PostgreSQL test database");
        Some(TestDatabase {
            database,
            url,
            cleanup: Cleanup::PostgresSchema { admin_url, schema },
        })
    }
}

impl TestDatabase {
    /// Another pool on this database, as a second instance of the server
    /// has (this one keeps it: it is dropped with this one).
    pub fn another_pool(&self) -> TestDatabase {
        TestDatabase {
            database: Database::connect(&self.url).expect("another pool"),
            url: self.url.clone(),
            cleanup: Cleanup::None,
        }
    }
}

/// Takes back every migration after `version` (`"20261127000014"`), newest
/// first (each by its `down.sql`): the database is as that release left
/// it, rows moved back. For migration tests.
pub fn revert_migrations_after(database: &Database, version: &str) -> Result<(), DbError> {
    let mut conn = database.get()?;
    loop {
        let reverted = match &mut *conn {
            DbConnection::Postgresql(c) => revert_newest_after(c, POSTGRES_MIGRATIONS, version),
            DbConnection::Sqlite(c) => revert_newest_after(c, SQLITE_MIGRATIONS, version),
        };
        if !reverted.map_err(|e| DbError::Migration(e.to_string()))? {
            return Ok(());
        }
    }
}

/// Reverts the newest applied migration if it is after `version`; whether it did.
fn revert_newest_after<DB: diesel::backend::Backend>(
    harness: &mut impl MigrationHarness<DB>,
    migrations: diesel_migrations::EmbeddedMigrations,
    version: &str,
) -> diesel::migration::Result<bool> {
    let newest = harness.applied_migrations()?.into_iter().max();
    match newest {
        Some(newest) if newest.to_string().as_str() > version => {
            harness.revert_last_migration(migrations)?;
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// Runs the pending migrations, as an upgraded server does when it starts.
pub fn run_pending_migrations(database: &Database) -> Result<(), DbError> {
    let mut conn = database.get()?;
    crate::pool::run_migrations(&mut conn)
}

/// One number a query answers as `n` (a `BIGINT`), for tests that look
/// under the API: `SELECT CAST(max(id) AS BIGINT) AS n FROM items`.
pub fn query_number(database: &Database, sql: &str) -> Result<Option<i64>, DbError> {
    #[derive(diesel::QueryableByName)]
    struct Number {
        #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::BigInt>)]
        n: Option<i64>,
    }
    let mut conn = database.get()?;
    let found: Number = diesel::RunQueryDsl::get_result(diesel::sql_query(sql), &mut *conn)?;
    Ok(found.n)
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Cleanup::PostgresSchema { admin_url, schema } = &self.cleanup {
            if let Ok(mut admin) = PgConnection::establish(admin_url) {
                let _ = admin.batch_execute(&format!("DROP SCHEMA IF EXISTS {schema} CASCADE"));
            }
        }
    }
}

/// Declares each named case as a test on SQLite and on PostgreSQL:
/// `backend_tests!(case_a, case_b);` where `fn case_a(db: &Database)`.
#[macro_export]
macro_rules! backend_tests {
    ($($case:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[test]
                fn $case() {
                    let test_db = $crate::test_support::TestDatabase::sqlite();
                    super::$case(&test_db.database);
                }
            )*
        }
        mod postgres {
            $(
                #[test]
                fn $case() {
                    if let Some(test_db) = $crate::test_support::TestDatabase::postgres() {
                        super::$case(&test_db.database);
                    }
                }
            )*
        }
    };
}
