//! Backups of an SQLite database for operators: a consistent copy taken
//! while the server runs (`VACUUM INTO`, one read snapshot: every write
//! committed before it began is in the copy), and a restore onto a stopped
//! instance. PostgreSQL has `pg_dump` / `pg_restore` for this.
//!
//! A running server holds a shared lock on `<database>.lock`; a restore
//! takes it exclusively, so it refuses while any server is up.

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sqlite::SqliteConnection;

use crate::pool::{sqlite_target, Backend};

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("backup and restore work on SQLite; for PostgreSQL use pg_dump and pg_restore (see the README, \"Backups\")")]
    NotSqlite,
    #[error("{0} already exists: choose a new file name")]
    TargetExists(PathBuf),
    #[error("{0} is not a Presently backup: {1}")]
    NotABackup(PathBuf, String),
    #[error("Presently is running on {0}: stop it before restoring")]
    Running(PathBuf),
    #[error("{0}")]
    Sqlite(String),
    #[error("{0}: {1}")]
    Io(PathBuf, std::io::Error),
}

/// The SQLite file a database URL names (`None` for PostgreSQL).
pub fn sqlite_path(url: &str) -> Option<PathBuf> {
    (Backend::from_url(url) == Backend::Sqlite).then(|| PathBuf::from(sqlite_target(url)))
}

fn sibling(db: &Path, suffix: &str) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn lock_file(db: &Path) -> Result<File, BackupError> {
    let path = sibling(db, ".lock");
    OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| BackupError::Io(path, e))
}

/// The lock a serving instance holds (shared: several may serve one file);
/// `None` for PostgreSQL. Keep it for as long as the server runs.
pub fn serving_lock(url: &str) -> Result<Option<File>, BackupError> {
    let Some(db) = sqlite_path(url) else {
        return Ok(None);
    };
    if db.to_string_lossy().starts_with("file:") || db.as_os_str() == ":memory:" {
        return Ok(None);
    }
    let file = lock_file(&db)?;
    file.try_lock_shared()
        .map_err(|_| BackupError::Sqlite(format!("{} is being restored", db.display())))?;
    Ok(Some(file))
}

fn sql_string(path: &Path) -> String {
    format!("'{}'", path.to_string_lossy().replace('\'', "''"))
}

fn open(path: &Path) -> Result<SqliteConnection, BackupError> {
    let mut conn = SqliteConnection::establish(&path.to_string_lossy())
        .map_err(|e| BackupError::Sqlite(e.to_string()))?;
    conn.batch_execute("PRAGMA busy_timeout = 10000;")
        .map_err(|e| BackupError::Sqlite(e.to_string()))?;
    Ok(conn)
}

/// Writes a consistent copy of the database at `url` to `target` (a new
/// file) while the server keeps running; returns the copy's size in bytes.
pub fn backup(url: &str, target: &Path) -> Result<u64, BackupError> {
    let db = sqlite_path(url).ok_or(BackupError::NotSqlite)?;
    if target.exists() {
        return Err(BackupError::TargetExists(target.to_owned()));
    }
    if !db.exists() {
        return Err(BackupError::Io(
            db,
            std::io::Error::new(std::io::ErrorKind::NotFound, "no database here"),
        ));
    }
    let mut conn = open(&db)?;
    conn.batch_execute(&format!("VACUUM INTO {}", sql_string(target)))
        .map_err(|e| BackupError::Sqlite(e.to_string()))?;
    std::fs::metadata(target)
        .map(|m| m.len())
        .map_err(|e| BackupError::Io(target.to_owned(), e))
}

/// What a file must hold to be restored: an intact SQLite database with
/// Presently's migrations table and users.
fn check_backup(source: &Path) -> Result<(), BackupError> {
    let refuse = |why: String| BackupError::NotABackup(source.to_owned(), why);
    if !source.is_file() {
        return Err(refuse("no such file".into()));
    }
    let mut conn = open(source).map_err(|e| refuse(e.to_string()))?;
    #[derive(QueryableByName)]
    struct Check {
        #[diesel(sql_type = diesel::sql_types::Text)]
        integrity_check: String,
    }
    let checks: Vec<Check> = diesel::sql_query("PRAGMA integrity_check")
        .load(&mut conn)
        .map_err(|e| refuse(e.to_string()))?;
    if checks.first().map(|c| c.integrity_check.as_str()) != Some("ok") {
        return Err(refuse("the integrity check failed".into()));
    }
    #[derive(QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let tables: Vec<Count> = diesel::sql_query(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' \
         AND name IN ('__diesel_schema_migrations', 'users')",
    )
    .load(&mut conn)
    .map_err(|e| refuse(e.to_string()))?;
    if tables.first().map(|c| c.n) != Some(2) {
        return Err(refuse("it has no Presently tables".into()));
    }
    Ok(())
}

/// Puts the backup at `source` in place of the database at `url`, on a
/// stopped instance. The database it replaces is kept beside it as
/// `<name>.before-restore-<UTC time>` (`at`, with its WAL files). Returns that
/// path when there was one. The next start migrates an older backup forward.
pub fn restore(
    url: &str,
    source: &Path,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<Option<PathBuf>, BackupError> {
    let db = sqlite_path(url).ok_or(BackupError::NotSqlite)?;
    check_backup(source)?;
    if let Some(parent) = db.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|e| BackupError::Io(parent.to_owned(), e))?;
    }
    let lock = lock_file(&db)?;
    lock.try_lock()
        .map_err(|_| BackupError::Running(db.clone()))?;
    let staged = sibling(&db, ".restoring");
    std::fs::copy(source, &staged).map_err(|e| BackupError::Io(staged.clone(), e))?;
    File::open(&staged)
        .and_then(|f| f.sync_all())
        .map_err(|e| BackupError::Io(staged.clone(), e))?;
    let kept = if db.exists() {
        let stamp = at.format("%Y%m%dT%H%M%SZ");
        let kept = sibling(&db, &format!(".before-restore-{stamp}"));
        for suffix in ["", "-wal", "-shm"] {
            let from = sibling(&db, suffix);
            if from.exists() {
                let to = sibling(&kept, suffix);
                std::fs::rename(&from, &to).map_err(|e| BackupError::Io(from, e))?;
            }
        }
        Some(kept)
    } else {
        None
    };
    std::fs::rename(&staged, &db).map_err(|e| BackupError::Io(db.clone(), e))?;
    drop(lock);
    Ok(kept)
}
