//! Runs diesel (synchronous) on actix's blocking pool, never on an async worker.

use persistence::{Database, DbConnection, StoreError};

use crate::error::{ApiError, ApiResult};

/// Runs `work` with a pooled connection on the blocking pool; the connection
/// goes back to the pool before the future resolves.
pub async fn run<T, F>(db: &Database, work: F) -> ApiResult<T>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
{
    let db = db.clone();
    let result = actix_web::web::block(move || {
        let mut conn = db.get()?;
        work(&mut conn)
    })
    .await?;
    result.map_err(ApiError::from)
}
