use std::sync::Arc;

use domain::call_limit::CallLimit;
use domain::clock::Clock;
use std::time::Duration;

use persistence::Database;

use crate::auth::oidc::OidcProvider;
use crate::auth::session::SessionCache;
use crate::config::Config;
use crate::live::LiveLists;
use crate::metrics::Metrics;
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
    pub page_lookups: CallLimit,
    /// Reads shop pages under the fetch policy (built once).
    pub product_pages: PageReader,
    /// The OpenAI-compatible model for gift ideas (`AI_BASE_URL`), if any.
    pub gift_model: Option<OpenAiCompatible>,
    /// `POST /api/recommendations/ai-suggestions`: model calls per user
    /// (past it, the built-in engine answers).
    pub model_calls: CallLimit,
    /// Partner-link clicks recorded per user (a script cannot fill the table).
    pub clicks: CallLimit,
    /// Ask Presently: messages per signed-in user.
    pub chats: CallLimit,
    /// Gift exchanges: questions and answers per user.
    pub exchange_messages: CallLimit,
    /// Givers' notes, questions about items and their answers per user (issue 45).
    pub item_messages: CallLimit,
    /// Ask Presently: messages per client address, signed out (stricter).
    pub visitor_chats: CallLimit,
    /// Guest claims on public lists per client address (`PRESENTLY_GUEST_CLAIMS_PER_MINUTE`).
    pub guest_claims: CallLimit,
    /// Guest claims per public list (by its token), from any address
    /// (`PRESENTLY_LIST_GUEST_CLAIMS_PER_HOUR`).
    pub list_guest_claims: CallLimit,
    /// Dev login sign-ins per client address (`PRESENTLY_DEV_LOGINS_PER_MINUTE`).
    pub dev_logins: CallLimit,
    /// Calls per personal access token (`PRESENTLY_TOKEN_CALLS_PER_MINUTE`).
    pub token_calls: CallLimit,
    /// What `GET /api/metrics` reports.
    pub metrics: Arc<Metrics>,
    /// The lists changed lately, to the live list pages this instance serves.
    pub live: Arc<LiveLists>,
}

const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(60 * 60);

/// The model asked when `AI_MODEL` is not set.
pub const DEFAULT_AI_MODEL: &str = "gpt-4o-mini";
/// Shop pages one user may have fetched per minute.
pub const PAGE_LOOKUPS_PER_MINUTE: u32 = 30;
/// Clicks on partner links recorded per user per minute.
pub const CLICKS_PER_MINUTE: u32 = 60;
/// Ask Presently messages per signed-in user per minute.
pub const CHATS_PER_MINUTE: u32 = 30;
/// Questions and answers in gift exchanges per user per minute.
pub const EXCHANGE_MESSAGES_PER_MINUTE: u32 = 30;
/// Givers' notes, questions about items and answers per user per minute.
pub const ITEM_MESSAGES_PER_MINUTE: u32 = 30;
/// Ask Presently messages per client address per minute, signed out.
pub const VISITOR_CHATS_PER_MINUTE: u32 = 10;
/// AI model calls one user may make per minute.
pub const MODEL_CALLS_PER_MINUTE: u32 = 10;

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
        let session_cache = config.session_cache;
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        let limits = (
            count(config.dev_logins_per_minute),
            count(config.guest_claims_per_minute),
            count(config.list_guest_claims_per_hour),
            count(config.token_calls_per_minute),
        );
        AppState {
            metrics,
            live: Arc::default(),
            product_pages,
            gift_model,
            clock: db.clock(),
            db,
            config: Arc::new(config),
            oidc,
            mailer,
            sessions: Arc::new(SessionCache::new(session_cache)),
            page_lookups: CallLimit::new("page-lookups", PAGE_LOOKUPS_PER_MINUTE, MINUTE),
            model_calls: CallLimit::new("model-calls", MODEL_CALLS_PER_MINUTE, MINUTE),
            clicks: CallLimit::new("clicks", CLICKS_PER_MINUTE, MINUTE),
            chats: CallLimit::new("chats", CHATS_PER_MINUTE, MINUTE),
            exchange_messages: CallLimit::new(
                "exchange-messages",
                EXCHANGE_MESSAGES_PER_MINUTE,
                MINUTE,
            ),
            item_messages: CallLimit::new("item-messages", ITEM_MESSAGES_PER_MINUTE, MINUTE),
            visitor_chats: CallLimit::new("visitor-chats", VISITOR_CHATS_PER_MINUTE, MINUTE),
            dev_logins: CallLimit::new("dev-logins", limits.0, MINUTE),
            guest_claims: CallLimit::new("guest-claims", limits.1, MINUTE),
            list_guest_claims: CallLimit::new("list-guest-claims", limits.2, HOUR),
            token_calls: CallLimit::new("token-calls", limits.3, MINUTE),
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
