use diesel::result::{DatabaseErrorKind, Error as DieselError};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
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

impl From<DieselError> for StoreError {
    fn from(error: DieselError) -> Self {
        match error {
            DieselError::NotFound => StoreError::NotFound,
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
                StoreError::Conflict(
                    info.constraint_name()
                        .map(str::to_owned)
                        .unwrap_or_else(|| info.message().to_owned()),
                )
            }
            DieselError::DatabaseError(DatabaseErrorKind::ClosedConnection, info) => {
                StoreError::Unavailable(info.message().to_owned())
            }
            other => StoreError::Query(other),
        }
    }
}

impl From<r2d2::Error> for StoreError {
    fn from(error: r2d2::Error) -> Self {
        StoreError::Unavailable(error.to_string())
    }
}
