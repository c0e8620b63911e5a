use std::sync::Arc;

use domain::clock::Clock;
use domain::ids::UserId;
use std::time::Duration;

use persistence::Database;

use crate::auth::oidc::OidcProvider;
use crate::auth::session::SessionCache;
use crate::config::Config;
use crate::metrics::Metrics;
use crate::rate_limit::RateLimiter;
use integrations::gift_ideas::OpenAiCompatible;
use integrations::mail::SmtpMailer;
use integrations::product_page::{FetchPolicy, PageReader};

/// Shared by every worker: the pool, the clock, the configuration and the
/// sign-in provider.
#[derive(Clone)]
pub struct AppState {
    pub db: Database,
    /// Where every handler gets the time (the database's clock, which
    /// stamps its rows: [`persistence::Database::with_clock`]).
    pub clock: Arc<dyn Clock>,
    pub config: Arc<Config>,
    pub oidc: Option<Arc<OidcProvider>>,
    pub mailer: Option<SmtpMailer>,
    /// Sessions this instance checked in the last 30 seconds.
    pub sessions: Arc<SessionCache>,
    /// `POST /api/parse-url`: shop pages fetched per user.
    pub page_lookups: Arc<RateLimiter>,
    /// Reads shop pages under the fetch policy (built once).
    pub product_pages: PageReader,
    /// The OpenAI-compatible model for gift ideas (`AI_BASE_URL`), if any.
    pub gift_model: Option<OpenAiCompatible>,
    /// `POST /api/recommendations/ai-suggestions`: model calls per user
    /// (past it, the built-in engine answers).
    pub model_calls: Arc<RateLimiter>,
    /// `POST /api/contacts/import`: imports per user per hour.
    pub imports: Arc<RateLimiter>,
    /// Partner-link clicks recorded per user (a script cannot fill the table).
    pub clicks: Arc<RateLimiter>,
    /// Ask Presently: messages per signed-in user.
    pub chats: Arc<RateLimiter>,
    /// Ask Presently: messages per client address, signed out (stricter).
    pub visitor_chats: Arc<RateLimiter<std::net::IpAddr>>,
    /// Guest claims on public lists per client address (`PRESENTLY_GUEST_CLAIMS_PER_MINUTE`).
    pub guest_claims: Arc<RateLimiter<std::net::IpAddr>>,
    /// Guest claims per public list (by its token), from any address
    /// (`PRESENTLY_LIST_GUEST_CLAIMS_PER_HOUR`).
    pub list_guest_claims: Arc<RateLimiter<String>>,
    /// Dev login sign-ins per client address (`PRESENTLY_DEV_LOGINS_PER_MINUTE`).
    pub dev_logins: Arc<RateLimiter<std::net::IpAddr>>,
    /// What `GET /api/metrics` reports.
    pub metrics: Arc<Metrics>,
}

/// The model asked when `AI_MODEL` is not set.
pub const DEFAULT_AI_MODEL: &str = "gpt-4o-mini";
/// Shop pages one user may have fetched per minute.
pub const PAGE_LOOKUPS_PER_MINUTE: usize = 30;
/// Clicks on partner links recorded per user per minute.
pub const CLICKS_PER_MINUTE: usize = 60;
/// Ask Presently messages per signed-in user per minute.
pub const CHATS_PER_MINUTE: usize = 30;
/// Ask Presently messages per client address per minute, signed out.
pub const VISITOR_CHATS_PER_MINUTE: usize = 10;
/// AI model calls one user may make per minute.
pub const MODEL_CALLS_PER_MINUTE: usize = 10;

impl AppState {
    /// `mailer` is built from `SMTP_URL` by the caller (start-up reports a bad one).
    pub fn new(
        config: Config,
        db: Database,
        mailer: Option<SmtpMailer>,
        metrics: Arc<Metrics>,
    ) -> AppState {
        let oidc = config
            .oidc
            .clone()
            .map(|oidc| Arc::new(OidcProvider::new(oidc)));
        let gift_model = config.ai_base_url.as_ref().map(|base_url| {
            OpenAiCompatible::new(
                base_url.as_str().trim_end_matches('/'),
                config.ai_api_key.clone(),
                config
                    .ai_model
                    .clone()
                    .unwrap_or_else(|| DEFAULT_AI_MODEL.to_owned()),
            )
        });
        let product_pages = page_reader(&config);
        let limits = (
            config.dev_logins_per_minute,
            config.guest_claims_per_minute,
            config.list_guest_claims_per_hour,
        );
        AppState {
            metrics,
            product_pages,
            gift_model,
            clock: db.clock(),
            db,
            config: Arc::new(config),
            oidc,
            mailer,
            sessions: Arc::new(SessionCache::default()),
            page_lookups: Arc::new(RateLimiter::<UserId>::new(
                PAGE_LOOKUPS_PER_MINUTE,
                Duration::from_secs(60),
            )),
            model_calls: Arc::new(RateLimiter::<UserId>::new(
                MODEL_CALLS_PER_MINUTE,
                Duration::from_secs(60),
            )),
            imports: Arc::new(RateLimiter::<UserId>::new(
                domain::limits::IMPORTS_PER_HOUR,
                Duration::from_secs(3600),
            )),
            clicks: Arc::new(RateLimiter::<UserId>::new(
                CLICKS_PER_MINUTE,
                Duration::from_secs(60),
            )),
            chats: Arc::new(RateLimiter::<UserId>::new(
                CHATS_PER_MINUTE,
                Duration::from_secs(60),
            )),
            visitor_chats: Arc::new(RateLimiter::<std::net::IpAddr>::new(
                VISITOR_CHATS_PER_MINUTE,
                Duration::from_secs(60),
            )),
            dev_logins: Arc::new(RateLimiter::new(limits.0, Duration::from_secs(60))),
            guest_claims: Arc::new(RateLimiter::new(limits.1, Duration::from_secs(60))),
            list_guest_claims: Arc::new(RateLimiter::new(limits.2, Duration::from_secs(3600))),
        }
    }
}

/// The shop page reader as configured (its own cache, shared by its clones).
pub fn page_reader(config: &Config) -> PageReader {
    PageReader {
        policy: FetchPolicy {
            allow: config.fetch_allow.clone(),
            ..FetchPolicy::default()
        },
        tags: config.affiliate_tags.clone(),
        cache: Arc::default(),
    }
}
