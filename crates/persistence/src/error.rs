use diesel::result::{DatabaseErrorKind, Error as DieselError};

/// What the database said, as persistence sees it; the store ports report
/// it as the domain's [`domain::StoreError`].
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("not found")]
    NotFound,
    /// A unique constraint refused the write; the string names the constraint.
    #[error("conflict on {0}")]
    Conflict(String),
    /// The database could not be reached (pool exhausted, connection refused).
    #[error("database unavailable: {0}")]
    Unavailable(String),
    #[error("migration failed: {0}")]
    Migration(String),
    #[error("database error: {0}")]
    Query(DieselError),
}

impl From<DieselError> for DbError {
    fn from(error: DieselError) -> Self {
        match error {
            DieselError::NotFound => DbError::NotFound,
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
                DbError::Conflict(
                    info.constraint_name()
                        .map(str::to_owned)
                        .unwrap_or_else(|| info.message().to_owned()),
                )
            }
            DieselError::DatabaseError(DatabaseErrorKind::ClosedConnection, info) => {
                DbError::Unavailable(info.message().to_owned())
            }
            other => DbError::Query(other),
        }
    }
}

impl From<r2d2::Error> for DbError {
    fn from(error: r2d2::Error) -> Self {
        DbError::Unavailable(error.to_string())
    }
}

impl From<DbError> for domain::StoreError {
    fn from(error: DbError) -> Self {
        match error {
            DbError::Conflict(constraint) => domain::StoreError::Conflict(constraint),
            DbError::Unavailable(reason) => domain::StoreError::Unavailable(reason),
            other => domain::StoreError::Failed(other.to_string()),
        }
    }
}
