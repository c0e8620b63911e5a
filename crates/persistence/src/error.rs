use diesel::result::{DatabaseErrorKind, Error as DieselError};
use domain::ports::Conflict;

/// The unique rules a person can run into, by the name each database gives:
/// PostgreSQL names the constraint or index; SQLite names an expression
/// index, or else the columns of the index (`UNIQUE constraint failed:
/// friend_requests.sender_id, friend_requests.receiver_email`).
const NAMED_CONFLICTS: &[(&str, Conflict)] = &[
    ("users_email_lower_key", Conflict::EmailInUse),
    ("friend_requests_pending_key", Conflict::PendingRequest),
    (
        "friend_requests_pending_address_key",
        Conflict::PendingRequest,
    ),
    (
        "friend_requests.sender_id, friend_requests.receiver_id",
        Conflict::PendingRequest,
    ),
    (
        "friend_requests.sender_id, friend_requests.receiver_email",
        Conflict::PendingRequest,
    ),
];

/// Which rule a unique violation broke, from PostgreSQL's constraint name or
/// SQLite's message.
fn conflict_of(constraint: Option<&str>, message: &str) -> Conflict {
    let name = constraint.unwrap_or_else(|| {
        let failed = message
            .strip_prefix("UNIQUE constraint failed: ")
            .unwrap_or(message);
        failed
            .strip_prefix("index '")
            .and_then(|n| n.strip_suffix('\''))
            .unwrap_or(failed)
    });
    NAMED_CONFLICTS
        .iter()
        .find(|(known, _)| *known == name)
        .map_or(Conflict::Duplicate, |(_, conflict)| *conflict)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_database_names_the_rule_broken() {
        assert_eq!(
            conflict_of(Some("users_email_lower_key"), "duplicate key value"),
            Conflict::EmailInUse
        );
        assert_eq!(
            conflict_of(
                None,
                "UNIQUE constraint failed: index 'users_email_lower_key'"
            ),
            Conflict::EmailInUse
        );
        assert_eq!(
            conflict_of(
                None,
                "UNIQUE constraint failed: friend_requests.sender_id, friend_requests.receiver_email"
            ),
            Conflict::PendingRequest
        );
        assert_eq!(
            conflict_of(None, "UNIQUE constraint failed: sessions.token_hash"),
            Conflict::Duplicate
        );
        // A name that merely mentions an email is not the email rule.
        assert_eq!(
            conflict_of(Some("claims_guest_email_key"), ""),
            Conflict::Duplicate
        );
    }
}

/// What the database said, as persistence sees it; the store ports report
/// it as the domain's [`domain::StoreError`].
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("not found")]
    NotFound,
    /// A unique constraint refused the write.
    #[error("conflict: {0:?}")]
    Conflict(Conflict),
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
                DbError::Conflict(conflict_of(info.constraint_name(), info.message()))
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
            DbError::Conflict(conflict) => domain::StoreError::Conflict(conflict),
            DbError::Unavailable(reason) => domain::StoreError::Unavailable(reason),
            other => domain::StoreError::Failed(other.to_string()),
        }
    }
}
