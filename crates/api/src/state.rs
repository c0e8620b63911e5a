use std::sync::Arc;

use persistence::Database;

use crate::auth::oidc::OidcProvider;
use crate::config::Config;
use integrations::mail::SmtpMailer;

/// Shared by every worker: the pool, the configuration and the sign-in provider.
#[derive(Clone)]
pub struct AppState {
    pub db: Database,
    pub config: Arc<Config>,
    pub oidc: Option<Arc<OidcProvider>>,
    pub mailer: Option<SmtpMailer>,
}

impl AppState {
    /// `mailer` is built from `SMTP_URL` by the caller (start-up reports a bad one).
    pub fn new(config: Config, db: Database, mailer: Option<SmtpMailer>) -> AppState {
        let oidc = config
            .oidc
            .clone()
            .map(|oidc| Arc::new(OidcProvider::new(oidc)));
        AppState {
            db,
            config: Arc::new(config),
            oidc,
            mailer,
        }
    }
}
