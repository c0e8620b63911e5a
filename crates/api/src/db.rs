//! Runs diesel (synchronous) on actix's blocking pool, never on an async worker.

use domain::StoreError;
use persistence::{Database, Store};

/// Runs `work` (usually one domain use case, with a pooled connection and
/// the database's clock as its store) on the blocking pool; the connection
/// goes back to the pool before the future resolves. The work's own error
/// comes back as it is, so a handler maps it once with `?`.
pub async fn run<T, E, F>(db: &Database, work: F) -> Result<T, E>
where
    T: Send + 'static,
    E: From<StoreError> + Send + 'static,
    F: FnOnce(&mut Store) -> Result<T, E> + Send + 'static,
{
    let db = db.clone();
    actix_web::web::block(move || {
        let mut store = db.store().map_err(StoreError::from)?;
        work(&mut store)
    })
    .await
    .unwrap_or_else(|error| Err(StoreError::Failed(format!("blocking pool: {error}")).into()))
}
