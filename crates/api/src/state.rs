use std::sync::Arc;

use persistence::Database;

use crate::auth::oidc::OidcProvider;
use crate::config::Config;

/// Shared by every worker: the pool, the configuration and the sign-in provider.
#[derive(Clone)]
pub struct AppState {
    pub db: Database,
    pub config: Arc<Config>,
    pub oidc: Option<Arc<OidcProvider>>,
}

impl AppState {
    pub fn new(config: Config, db: Database) -> AppState {
        let oidc = config
            .oidc
            .clone()
            .map(|oidc| Arc::new(OidcProvider::new(oidc)));
        AppState {
            db,
            config: Arc::new(config),
            oidc,
        }
    }
}
