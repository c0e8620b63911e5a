//! Configuration from the environment (and `.env`). Every value is optional
//! for local use; a bad one stops start-up with one line naming the variable.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use actix_web::cookie::Key;
use base64::Engine;
use integrations::catalog::AffiliateTags;
use url::Url;

pub use crate::client::TrustedProxies;

/// `RUST_LOG` unset: info, without actix's per-worker start-up lines.
pub const DEFAULT_LOG_FILTER: &str = "info,actix_server=warn";

#[derive(Debug, thiserror::Error)]
#[error("{var}: {reason}")]
pub struct ConfigError {
    pub var: &'static str,
    pub reason: String,
}

fn bad(var: &'static str, reason: impl Into<String>) -> ConfigError {
    ConfigError {
        var,
        reason: reason.into(),
    }
}

#[derive(Clone, Debug)]
pub struct OidcConfig {
    pub issuer: String,
    pub client_id: String,
    pub client_secret: Option<String>,
}

#[derive(Clone)]
pub struct Config {
    pub addr: SocketAddr,
    pub database_url: String,
    /// Database connections at most (`PRESENTLY_DB_POOL`, default by backend).
    pub db_pool: Option<u32>,
    pub session_key: Key,
    pub oidc: Option<OidcConfig>,
    /// Where browsers reach us (`https://presently.example`); decides the
    /// Secure cookie flag, the OIDC redirect URL and the allowed `Origin`.
    pub public_url: Option<Url>,
    /// Dev login (a form that signs in as any email): on only where nobody
    /// else can reach it, see [`dev_login`].
    pub dev_login: bool,
    /// Why dev login is on or off; start-up prints it.
    pub dev_login_reason: String,
    /// Dev login sign-ins one client address may make per minute.
    pub dev_logins_per_minute: usize,
    /// Guest claims one client address may make per minute.
    pub guest_claims_per_minute: usize,
    /// Guest claims one public list may take per hour, from everyone.
    pub list_guest_claims_per_hour: usize,
    /// Calls one personal access token may make per minute.
    pub token_calls_per_minute: usize,
    /// How long an instance remembers a session it checked.
    pub session_cache: std::time::Duration,
    /// How often this instance reads the list changes made anywhere, for
    /// the live list pages it serves (`PRESENTLY_LIVE_POLL_MS`).
    pub live_poll: std::time::Duration,
    /// How often an open list page's stream sends a keep-alive and checks
    /// its session and access again (`PRESENTLY_LIVE_CHECK_SECONDS`).
    pub live_check: std::time::Duration,
    pub support_email: String,
    pub ai_base_url: Option<Url>,
    pub ai_api_key: Option<String>,
    pub ai_model: Option<String>,
    pub smtp_url: Option<Url>,
    pub affiliate_tags: AffiliateTags,
    /// Run the reminder scheduler in this process (`PRESENTLY_SCHEDULER`, default on).
    pub scheduler: bool,
    /// Run the price watcher in this process (`PRESENTLY_PRICE_WATCH`,
    /// default off: it reads shops' pages once a day).
    pub price_watch: bool,
    /// Test-only `host:port` pairs the product page fetcher may reach although
    /// they are private addresses (`PRESENTLY_FETCH_ALLOW`, empty by default).
    pub fetch_allow: Vec<String>,
    /// Where the server writes its files (`PRESENTLY_DATA_DIR`).
    pub data_dir: PathBuf,
    /// Proxies whose forwarded headers are believed (`PRESENTLY_TRUSTED_PROXIES`).
    pub trusted_proxies: TrustedProxies,
    /// `GET /api/metrics` answers requests bearing it; off when unset.
    pub metrics_token: Option<String>,
    pub log_format: LogFormat,
    /// `RUST_LOG`'s filter.
    pub log_filter: String,
}

/// How log lines are written (`LOG_FORMAT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

impl std::fmt::Debug for Config {
    // Secrets stay out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("addr", &self.addr)
            .field("oidc", &self.oidc.as_ref().map(|o| &o.issuer))
            .field("public_url", &self.public_url)
            .field("dev_login", &self.dev_login)
            .finish_non_exhaustive()
    }
}

/// `PRESENTLY_TOKEN_CALLS_PER_MINUTE`'s default: a script or an assistant
/// at work, not a loop.
pub const TOKEN_CALLS_PER_MINUTE: usize = 120;
/// `PRESENTLY_DEV_LOGINS_PER_MINUTE`'s default.
pub const DEV_LOGINS_PER_MINUTE: usize = 20;
/// `PRESENTLY_GUEST_CLAIMS_PER_MINUTE`'s default: a person claims a few
/// gifts, not dozens.
pub const GUEST_CLAIMS_PER_MINUTE: usize = 5;
/// `PRESENTLY_LIST_GUEST_CLAIMS_PER_HOUR`'s default: a bot spread over many
/// addresses cannot reserve a whole list at once.
pub const LIST_GUEST_CLAIMS_PER_HOUR: usize = 30;
/// The most any of the limits above may be set to.
const LIMIT_MAX: usize = 100_000;

/// A limit's setting: a count from 1 to [`LIMIT_MAX`], `default` when unset.
fn limit(env: &Env<'_>, name: &'static str, default: usize) -> Result<usize, ConfigError> {
    let most = LIMIT_MAX as u64;
    number_in(env, name, default as u64, 1..=most).map(|n| n as usize)
}

/// A whole number from `range`, `default` when unset.
fn number_in(
    env: &Env<'_>,
    name: &'static str,
    default: u64,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, ConfigError> {
    match env.get(name) {
        None => Ok(default),
        Some(v) => v
            .parse::<u64>()
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| {
                bad(
                    name,
                    format!(
                        "'{v}' must be a number from {} to {}",
                        range.start(),
                        range.end()
                    ),
                )
            }),
    }
}

/// One setting the server reads: its variable, its default as
/// `.env.example` shows it (`None`: unset) and what it does, in one line.
/// `secret`: the value may come from a file named by `<NAME>_FILE` instead.
#[derive(Debug, Clone, Copy)]
pub struct Setting {
    pub name: &'static str,
    pub default: Option<&'static str>,
    pub meaning: &'static str,
    pub secret: bool,
}

const fn setting(
    name: &'static str,
    default: Option<&'static str>,
    meaning: &'static str,
) -> Setting {
    Setting {
        name,
        default,
        meaning,
        secret: false,
    }
}

const fn secret(name: &'static str, meaning: &'static str) -> Setting {
    Setting {
        name,
        default: None,
        meaning,
        secret: true,
    }
}

/// Every setting, in the order `.env.example` lists them. [`Env`] reads no
/// other variable, and a test holds `.env.example` to this table.
pub const SETTINGS: &[Setting] = &[
    setting("PRESENTLY_ADDR", Some("127.0.0.1:8080"), "Address and port to listen on; 0.0.0.0:8080 listens on every interface (dev login then stays off)."),
    setting("PRESENTLY_DATA_DIR", Some("data"), "Folder for every file the server writes: the SQLite database (unless DATABASE_URL says otherwise) and the generated session key."),
    Setting { default: Some("sqlite://data/presently.db"), ..secret("DATABASE_URL", "postgres://user:pass@host/db selects PostgreSQL; sqlite://path or a file path selects SQLite (default: presently.db in PRESENTLY_DATA_DIR).") },
    setting("PRESENTLY_DB_POOL", None, "Database connections at most, 1 to 100 (default: two per core)."),
    setting("PUBLIC_URL", None, "Where browsers reach the app, e.g. https://presently.example: https turns on Secure cookies and HSTS; the OIDC redirect, allowed Origin and email links use it."),
    setting("PRESENTLY_TRUSTED_PROXIES", None, "Reverse proxies (IPs or CIDRs, comma-separated) whose X-Forwarded-For/-Proto/-Host headers are believed, e.g. 127.0.0.1,::1."),
    secret("SESSION_KEY", "At least 64 bytes (base64) signing and encrypting the session cookie; the same on every instance (default: generated into PRESENTLY_DATA_DIR/session.key)."),
    setting("OIDC_ISSUER", None, "OpenID Connect provider (discovered at OIDC_ISSUER/.well-known/openid-configuration); turns dev login off."),
    setting("OIDC_CLIENT_ID", None, "Required with OIDC_ISSUER; register PUBLIC_URL/api/callback as the redirect URI."),
    secret("OIDC_CLIENT_SECRET", "The OIDC client's secret, when it has one."),
    setting("PRESENTLY_DEV_LOGIN", None, "1 turns dev login (sign in as any email) on anyway, 0 off; unset: on only with no provider and nobody else able to reach the server."),
    setting("PRESENTLY_DEV_LOGINS_PER_MINUTE", Some("20"), "Dev login sign-ins one client address may make per minute, 1 to 100000 (tests that sign in often raise it)."),
    setting("PRESENTLY_GUEST_CLAIMS_PER_MINUTE", Some("5"), "Gifts one client address may claim per minute on public lists without an account, 1 to 100000."),
    setting("PRESENTLY_LIST_GUEST_CLAIMS_PER_HOUR", Some("30"), "Guest claims one public list may take per hour from everyone, 1 to 100000."),
    setting("PRESENTLY_TOKEN_CALLS_PER_MINUTE", Some("120"), "Calls one personal access token (an AI assistant, a script) may make per minute, 1 to 100000."),
    setting("PRESENTLY_SESSION_CACHE_SECONDS", Some("30"), "How long an instance trusts a session it checked before asking the database again, 1 to 300: a session ended on one instance ends on the others within it."),
    setting("PRESENTLY_LIVE_POLL_MS", Some("500"), "How often, in milliseconds, this instance reads the list changes made on any instance, 50 to 10000: how soon an open list page sees another person's change."),
    setting("PRESENTLY_LIVE_CHECK_SECONDS", Some("15"), "How often an open list page's stream sends a keep-alive and checks again that its session and access last, 1 to 300."),
    setting("SUPPORT_EMAIL", Some("support@presently.app"), "Shown on the contact page; emails come from it."),
    secret("SMTP_URL", "Email reminders: smtps://user:pass@host:465, smtp://user:pass@host:587?tls=required or smtp://host:25."),
    setting("AI_BASE_URL", None, "An OpenAI-compatible chat completions server for gift ideas and the chat (without it the built-in engine answers)."),
    secret("AI_API_KEY", "The AI server's API key."),
    setting("AI_MODEL", Some(crate::state::DEFAULT_AI_MODEL), "The model asked."),
    setting("AMAZON_AFFILIATE_TAG", None, "Added to Amazon partner links."),
    setting("TARGET_AFFILIATE_TAG", None, "Added to Target partner links."),
    setting("BESTBUY_AFFILIATE_TAG", None, "Added to Best Buy partner links."),
    setting("EXPEDIA_AFFILIATE_TAG", None, "Added to Expedia partner links."),
    setting("OPENTABLE_AFFILIATE_TAG", None, "Added to OpenTable partner links."),
    setting("FLOWERS_AFFILIATE_TAG", None, "Added to flower partner links."),
    setting("PRESENTLY_SCHEDULER", Some("1"), "0 stops this instance from running the reminder scheduler."),
    setting("PRESENTLY_PRICE_WATCH", Some("0"), "1 runs the price watcher here (reads listed items' shop pages once a day); one instance is enough."),
    secret("PRESENTLY_METRICS_TOKEN", "Turns on GET /api/metrics (Prometheus text) for requests bearing Authorization: Bearer <token>; unset, it is 404."),
    setting("LOG_FORMAT", Some("text"), "json: one JSON object per line (request id, method, route, status, latency; no personal data)."),
    setting("RUST_LOG", Some(DEFAULT_LOG_FILTER), "Log filter, e.g. info or debug,actix_server=warn."),
    setting("PRESENTLY_FETCH_ALLOW", None, "Tests only: host:port pairs the product page fetcher may reach although they are private addresses."),
];

/// `.env.example`: every setting with its default and one line, commented
/// out (a commented line takes the default).
pub fn env_example() -> String {
    let mut out = String::from(
        "# Presently's settings, generated from crates/api/src/config.rs (a test keeps\n\
         # them the same). Copy to .env, or set them in the environment; each is\n\
         # optional for local use. A commented-out line takes its default.\n",
    );
    for s in SETTINGS {
        out.push('\n');
        out.push_str(&format!("# {}\n", s.meaning));
        if s.secret {
            out.push_str(&format!(
                "# Or {}: a file holding it.\n",
                file_variable(s.name)
            ));
        }
        out.push_str(&format!("#{}={}\n", s.name, s.default.unwrap_or_default()));
    }
    out
}

type Lookup<'a> = Box<dyn Fn(&str) -> Option<String> + 'a>;

/// Reads variables through a lookup function, so tests need no process environment.
pub struct Env<'a> {
    lookup: Lookup<'a>,
}

impl<'a> Env<'a> {
    pub fn new(lookup: impl Fn(&str) -> Option<String> + 'a) -> Self {
        Env {
            lookup: Box::new(lookup),
        }
    }

    /// The process environment.
    pub fn process() -> Env<'static> {
        Env::new(|name| std::env::var(name).ok())
    }

    fn get(&self, name: &str) -> Option<String> {
        debug_assert!(
            SETTINGS.iter().any(|s| s.name == name),
            "{name} is not in config::SETTINGS"
        );
        (self.lookup)(name)
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty())
    }

    /// A secret: `NAME`, or the contents of the file `NAME_FILE` names
    /// (a container's or systemd's secrets). Both set is an error.
    fn secret(&self, name: &'static str) -> Result<Option<String>, ConfigError> {
        debug_assert!(
            SETTINGS.iter().any(|s| s.name == name && s.secret),
            "{name} is not a secret in config::SETTINGS"
        );
        let file_var = file_variable(name);
        let path = (self.lookup)(&file_var)
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty());
        match (self.get(name), path) {
            (Some(_), Some(_)) => Err(bad(
                name,
                format!("set either {name} or {file_var}, not both"),
            )),
            (value, None) => Ok(value),
            (None, Some(path)) => {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| bad(name, format!("{file_var} {path} cannot be read: {e}")))?;
                let value = text.trim().to_owned();
                if value.is_empty() {
                    return Err(bad(name, format!("{file_var} {path} is empty")));
                }
                Ok(Some(value))
            }
        }
    }
}

/// `SESSION_KEY` -> `SESSION_KEY_FILE`.
fn file_variable(name: &str) -> String {
    format!("{name}_FILE")
}

impl Config {
    pub fn from_env(env: &Env<'_>) -> Result<Config, ConfigError> {
        let data_dir = data_dir(env);
        let addr = listen_address(env)?;
        let database_url = database_url(env)?;
        let db_pool = env
            .get("PRESENTLY_DB_POOL")
            .map(|v| match v.parse::<u32>() {
                Ok(n) if (1..=100).contains(&n) => Ok(n),
                _ => Err(bad(
                    "PRESENTLY_DB_POOL",
                    format!("'{v}' must be a number of connections from 1 to 100"),
                )),
            })
            .transpose()?;
        let public_url = env
            .get("PUBLIC_URL")
            .map(|v| parse_http_url("PUBLIC_URL", &v))
            .transpose()?;
        let oidc = oidc_config(env)?;
        let trusted_proxies = env
            .get("PRESENTLY_TRUSTED_PROXIES")
            .map(|v| TrustedProxies::parse(&v).map_err(|e| bad("PRESENTLY_TRUSTED_PROXIES", e)))
            .transpose()?
            .unwrap_or_default();
        let (dev_login, dev_login_reason) = dev_login(
            env.get("PRESENTLY_DEV_LOGIN").as_deref(),
            oidc.is_some(),
            addr,
            public_url.as_ref(),
            &trusted_proxies,
        )?;
        let dev_logins_per_minute = limit(
            env,
            "PRESENTLY_DEV_LOGINS_PER_MINUTE",
            DEV_LOGINS_PER_MINUTE,
        )?;
        let guest_claims_per_minute = limit(
            env,
            "PRESENTLY_GUEST_CLAIMS_PER_MINUTE",
            GUEST_CLAIMS_PER_MINUTE,
        )?;
        let list_guest_claims_per_hour = limit(
            env,
            "PRESENTLY_LIST_GUEST_CLAIMS_PER_HOUR",
            LIST_GUEST_CLAIMS_PER_HOUR,
        )?;
        let token_calls_per_minute = limit(
            env,
            "PRESENTLY_TOKEN_CALLS_PER_MINUTE",
            TOKEN_CALLS_PER_MINUTE,
        )?;
        let session_cache = std::time::Duration::from_secs(number_in(
            env,
            "PRESENTLY_SESSION_CACHE_SECONDS",
            crate::auth::session::CACHE_WINDOW.as_secs(),
            1..=300,
        )?);
        let live_poll = std::time::Duration::from_millis(number_in(
            env,
            "PRESENTLY_LIVE_POLL_MS",
            500,
            50..=10_000,
        )?);
        let live_check = std::time::Duration::from_secs(number_in(
            env,
            "PRESENTLY_LIVE_CHECK_SECONDS",
            15,
            1..=300,
        )?);
        let session_key = match env.secret("SESSION_KEY")? {
            Some(v) => parse_session_key(&v)?,
            None => stored_session_key(&data_dir)?,
        };
        let support_email = env
            .get("SUPPORT_EMAIL")
            .unwrap_or_else(|| "support@presently.app".to_owned());
        if !domain::contact::is_valid_email(&support_email) {
            return Err(bad(
                "SUPPORT_EMAIL",
                format!("'{support_email}' is not an email address"),
            ));
        }
        let ai_base_url = env
            .get("AI_BASE_URL")
            .map(|v| parse_http_url("AI_BASE_URL", &v))
            .transpose()?;
        let smtp_url = env
            .secret("SMTP_URL")?
            .map(|v| {
                let url = Url::parse(&v).map_err(|e| bad("SMTP_URL", e.to_string()))?;
                match url.scheme() {
                    "smtp" | "smtps" => Ok(url),
                    other => Err(bad(
                        "SMTP_URL",
                        format!("scheme '{other}' must be smtp or smtps"),
                    )),
                }
            })
            .transpose()?;
        let scheduler = match env.get("PRESENTLY_SCHEDULER").as_deref() {
            None | Some("1") | Some("true") => true,
            Some("0") | Some("false") => false,
            Some(other) => {
                return Err(bad(
                    "PRESENTLY_SCHEDULER",
                    format!("'{other}' must be 0 or 1"),
                ))
            }
        };
        let price_watch = match env.get("PRESENTLY_PRICE_WATCH").as_deref() {
            None | Some("0") | Some("false") => false,
            Some("1") | Some("true") => true,
            Some(other) => {
                return Err(bad(
                    "PRESENTLY_PRICE_WATCH",
                    format!("'{other}' must be 0 or 1"),
                ))
            }
        };
        let fetch_allow = env
            .get("PRESENTLY_FETCH_ALLOW")
            .map(|v| {
                v.split(',')
                    .map(|s| s.trim().to_owned())
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default();
        let log_format = match env.get("LOG_FORMAT").as_deref() {
            None | Some("text") => LogFormat::Text,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(bad("LOG_FORMAT", format!("'{other}' must be text or json")))
            }
        };
        let log_filter = env
            .get("RUST_LOG")
            .unwrap_or_else(|| DEFAULT_LOG_FILTER.to_owned());
        tracing_subscriber::EnvFilter::try_new(&log_filter).map_err(|e| {
            bad(
                "RUST_LOG",
                format!("'{log_filter}' is not a log filter: {e}"),
            )
        })?;
        let metrics_token = env.secret("PRESENTLY_METRICS_TOKEN")?;
        if metrics_token.as_ref().is_some_and(|t| t.len() < 16) {
            return Err(bad(
                "PRESENTLY_METRICS_TOKEN",
                "must be at least 16 characters (e.g. `openssl rand -hex 32`)",
            ));
        }
        Ok(Config {
            data_dir,
            trusted_proxies,
            metrics_token,
            log_format,
            log_filter,
            fetch_allow,
            scheduler,
            price_watch,
            addr,
            database_url,
            db_pool,
            session_key,
            oidc,
            public_url,
            dev_login,
            dev_login_reason,
            dev_logins_per_minute,
            guest_claims_per_minute,
            list_guest_claims_per_hour,
            token_calls_per_minute,
            session_cache,
            live_poll,
            live_check,
            support_email,
            ai_base_url,
            ai_api_key: env.secret("AI_API_KEY")?,
            ai_model: env.get("AI_MODEL"),
            smtp_url,
            affiliate_tags: AffiliateTags {
                amazon: env.get("AMAZON_AFFILIATE_TAG"),
                target: env.get("TARGET_AFFILIATE_TAG"),
                bestbuy: env.get("BESTBUY_AFFILIATE_TAG"),
                expedia: env.get("EXPEDIA_AFFILIATE_TAG"),
                opentable: env.get("OPENTABLE_AFFILIATE_TAG"),
                flowers: env.get("FLOWERS_AFFILIATE_TAG"),
            },
        })
    }

    /// Whether cookies get the Secure flag: when browsers reach us over https.
    pub fn secure_cookies(&self) -> bool {
        self.public_url
            .as_ref()
            .is_some_and(|u| u.scheme() == "https")
    }

    /// Whether this server answers a request for the host `name` (see
    /// [`crate::client::host_name`]). While dev login is on, or once
    /// `PUBLIC_URL` says where browsers reach it, only loopback names and
    /// `PUBLIC_URL`'s host: a page on another site whose name was made to
    /// resolve to this machine (DNS rebinding) is the same origin as
    /// ours to the browser, and must not be served. With neither, the
    /// server cannot know its names, and answers any.
    pub fn serves_host(&self, name: &str) -> bool {
        if !self.dev_login && self.public_url.is_none() {
            return true;
        }
        crate::client::is_loopback_name(name)
            || self
                .public_url
                .as_ref()
                .and_then(|url| url.host_str())
                .is_some_and(|public| crate::client::host_name(public) == name)
    }

    pub fn sign_in_method(&self) -> SignInMethod {
        if self.oidc.is_some() {
            SignInMethod::Oidc
        } else if self.dev_login {
            SignInMethod::Dev
        } else {
            SignInMethod::None
        }
    }
}

/// How people sign in here: an OpenID Connect provider, dev login (a
/// machine of one's own) or not at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SignInMethod {
    Oidc,
    Dev,
    None,
}

/// `PRESENTLY_DATA_DIR`.
fn data_dir(env: &Env<'_>) -> PathBuf {
    PathBuf::from(
        env.get("PRESENTLY_DATA_DIR")
            .unwrap_or_else(|| "data".to_owned()),
    )
}

/// `DATABASE_URL` (or its file), else the SQLite file in the data folder;
/// alone, for the commands that need nothing else (`presently backup`),
/// so they write no file of the server's.
pub fn database_url(env: &Env<'_>) -> Result<String, ConfigError> {
    match env.secret("DATABASE_URL")? {
        Some(v) => check_database_url(&v),
        None => Ok(format!(
            "sqlite://{}",
            data_dir(env).join("presently.db").display()
        )),
    }
}

/// `PRESENTLY_ADDR`, alone (`presently health` needs nothing else).
pub fn listen_address(env: &Env<'_>) -> Result<SocketAddr, ConfigError> {
    match env.get("PRESENTLY_ADDR") {
        Some(v) => v.parse().map_err(|_| {
            bad(
                "PRESENTLY_ADDR",
                format!("'{v}' is not a host:port address such as 127.0.0.1:8080"),
            )
        }),
        None => Ok(SocketAddr::from(([127, 0, 0, 1], 8080))),
    }
}

/// Dev login signs anyone in as any email, so it is on only when nobody else
/// can reach it: no identity provider, the server listening on a loopback
/// address, `PUBLIC_URL` unset or loopback and no proxy in front. `PRESENTLY_DEV_LOGIN=1` turns
/// it on anyway (a private test deployment), `=0` turns it off. Returns
/// whether it is on, and why.
fn dev_login(
    setting: Option<&str>,
    provider: bool,
    addr: SocketAddr,
    public_url: Option<&Url>,
    proxies: &TrustedProxies,
) -> Result<(bool, String), ConfigError> {
    let forced = match setting {
        None => None,
        Some("1") | Some("true") => Some(true),
        Some("0") | Some("false") => Some(false),
        Some(other) => {
            return Err(bad(
                "PRESENTLY_DEV_LOGIN",
                format!("'{other}' must be 0 or 1"),
            ))
        }
    };
    let decision = match (forced, provider) {
        (Some(false), _) => (false, "PRESENTLY_DEV_LOGIN=0".to_owned()),
        (_, true) => (false, "an identity provider is configured".to_owned()),
        (Some(true), false) => (
            true,
            "PRESENTLY_DEV_LOGIN=1 (anyone who can reach this server can sign in as anyone)"
                .to_owned(),
        ),
        (None, false) if !addr.ip().is_loopback() => (
            false,
            format!(
                "the server listens on {addr}, not a loopback address \
                 (PRESENTLY_DEV_LOGIN=1 turns it on anyway)"
            ),
        ),
        (None, false) if !public_url.is_none_or(is_loopback_url) => (
            false,
            format!(
                "PUBLIC_URL {} is not a loopback address (PRESENTLY_DEV_LOGIN=1 turns it on anyway)",
                public_url.map(Url::as_str).unwrap_or_default()
            ),
        ),
        (None, false) if !proxies.is_empty() => (
            false,
            "PRESENTLY_TRUSTED_PROXIES is set: others reach the server through a proxy \
             (PRESENTLY_DEV_LOGIN=1 turns it on anyway)"
                .to_owned(),
        ),
        (None, false) => (
            true,
            "no identity provider, and only this machine can reach the server".to_owned(),
        ),
    };
    Ok(decision)
}

fn is_loopback_url(url: &Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(name)) => {
            let name = name.to_ascii_lowercase();
            name == "localhost" || name.ends_with(".localhost")
        }
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

fn check_database_url(v: &str) -> Result<String, ConfigError> {
    if v.starts_with("postgres://") || v.starts_with("postgresql://") {
        Url::parse(v)
            .map_err(|e| bad("DATABASE_URL", format!("not a valid PostgreSQL URL: {e}")))?;
        return Ok(v.to_owned());
    }
    if v.contains("://") && !v.starts_with("sqlite://") {
        return Err(bad(
            "DATABASE_URL",
            "must start with postgres://, postgresql:// or sqlite:// (or be a SQLite file path)",
        ));
    }
    Ok(v.to_owned())
}

fn parse_http_url(var: &'static str, v: &str) -> Result<Url, ConfigError> {
    let url = Url::parse(v).map_err(|e| bad(var, format!("'{v}' is not a URL: {e}")))?;
    match url.scheme() {
        "http" | "https" if url.host().is_some() => Ok(url),
        _ => Err(bad(var, format!("'{v}' must be an http(s) URL"))),
    }
}

fn oidc_config(env: &Env<'_>) -> Result<Option<OidcConfig>, ConfigError> {
    let Some(issuer) = env.get("OIDC_ISSUER") else {
        return Ok(None);
    };
    parse_http_url("OIDC_ISSUER", &issuer)?;
    let client_id = env
        .get("OIDC_CLIENT_ID")
        .ok_or_else(|| bad("OIDC_CLIENT_ID", "required when OIDC_ISSUER is set"))?;
    Ok(Some(OidcConfig {
        issuer: issuer.trim_end_matches('/').to_owned(),
        client_id,
        client_secret: env.secret("OIDC_CLIENT_SECRET")?,
    }))
}

/// `SESSION_KEY`: at least 64 bytes, given as base64 (or as 64+ plain characters).
fn parse_session_key(v: &str) -> Result<Key, ConfigError> {
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(v)
        .ok()
        .filter(|b| b.len() >= 64)
        .unwrap_or_else(|| v.as_bytes().to_vec());
    Key::try_from(bytes.as_slice()).map_err(|_| {
        bad(
            "SESSION_KEY",
            "must be at least 64 bytes (e.g. `openssl rand -base64 64`)",
        )
    })
}

/// A key generated on first start and kept under the data folder, so sessions
/// survive restarts on a machine without `SESSION_KEY`.
fn stored_session_key(data_dir: &Path) -> Result<Key, ConfigError> {
    let path = data_dir.join("session.key");
    let fail = |e: std::io::Error| {
        bad(
            "SESSION_KEY",
            format!("unset, and {} cannot be used: {e}", path.display()),
        )
    };
    if let Ok(text) = std::fs::read_to_string(&path) {
        return parse_session_key(text.trim());
    }
    std::fs::create_dir_all(data_dir).map_err(fail)?;
    let key = Key::generate();
    let encoded = base64::engine::general_purpose::STANDARD.encode(key.master());
    write_private(&path, &encoded).map_err(fail)?;
    Ok(key)
}

fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(contents.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let dir = tempfile::tempdir().unwrap();
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let data_dir = dir.path().display().to_string();
        let env = Env::new(|name| match (name, map.get(name)) {
            ("PRESENTLY_DATA_DIR", None) => Some(data_dir.clone()),
            (_, value) => value.cloned(),
        });
        #[allow(clippy::let_and_return)] // `env` must outlive the call's result.
        let result = Config::from_env(&env);
        result
    }

    #[test]
    fn defaults_work_with_no_variables() {
        let c = config(&[]).unwrap();
        assert_eq!(c.addr.to_string(), "127.0.0.1:8080");
        assert!(c.database_url.starts_with("sqlite://"));
        assert!(c.dev_login);
        assert_eq!(c.sign_in_method(), SignInMethod::Dev);
        assert_eq!(c.support_email, "support@presently.app");
        assert!(!c.secure_cookies());
    }

    #[test]
    fn a_bad_value_names_its_variable() {
        let cases: &[(&[(&str, &str)], &str)] = &[
            (&[("PRESENTLY_ADDR", "nope")], "PRESENTLY_ADDR"),
            (&[("DATABASE_URL", "mysql://x")], "DATABASE_URL"),
            (&[("SESSION_KEY", "short")], "SESSION_KEY"),
            (&[("OIDC_ISSUER", "https://id.example")], "OIDC_CLIENT_ID"),
            (
                &[("OIDC_ISSUER", "not a url"), ("OIDC_CLIENT_ID", "x")],
                "OIDC_ISSUER",
            ),
            (&[("PUBLIC_URL", "ftp://x")], "PUBLIC_URL"),
            (&[("SMTP_URL", "http://mail")], "SMTP_URL"),
            (&[("PRESENTLY_DEV_LOGIN", "maybe")], "PRESENTLY_DEV_LOGIN"),
            (&[("PRESENTLY_DB_POOL", "0")], "PRESENTLY_DB_POOL"),
            (&[("PRESENTLY_DB_POOL", "lots")], "PRESENTLY_DB_POOL"),
            (&[("SUPPORT_EMAIL", "nobody")], "SUPPORT_EMAIL"),
            (
                &[("PRESENTLY_TRUSTED_PROXIES", "proxy.local")],
                "PRESENTLY_TRUSTED_PROXIES",
            ),
            (&[("LOG_FORMAT", "xml")], "LOG_FORMAT"),
            (&[("RUST_LOG", "info,=[")], "RUST_LOG"),
            (
                &[("PRESENTLY_METRICS_TOKEN", "short")],
                "PRESENTLY_METRICS_TOKEN",
            ),
            (
                &[("SESSION_KEY", &"k".repeat(64)), ("SESSION_KEY_FILE", "/x")],
                "SESSION_KEY",
            ),
            (&[("AI_API_KEY_FILE", "/nonexistent/key")], "AI_API_KEY"),
        ];
        for (vars, var) in cases {
            let err = config(vars)
                .err()
                .unwrap_or_else(|| panic!("{vars:?} accepted"));
            assert_eq!(err.var, *var);
            assert!(err.to_string().starts_with(var));
        }
    }

    #[test]
    fn a_provider_turns_dev_login_off() {
        let c = config(&[
            ("OIDC_ISSUER", "https://id.example/"),
            ("OIDC_CLIENT_ID", "app"),
        ])
        .unwrap();
        assert!(!c.dev_login);
        assert_eq!(c.sign_in_method(), SignInMethod::Oidc);
        assert_eq!(c.oidc.unwrap().issuer, "https://id.example");
        assert!(!config(&[("PRESENTLY_DEV_LOGIN", "0")]).unwrap().dev_login);
    }

    #[test]
    fn dev_login_is_on_only_where_nobody_else_can_reach_it() {
        let on = |vars: &[(&str, &str)]| config(vars).unwrap().dev_login;
        assert!(on(&[]));
        assert!(on(&[("PUBLIC_URL", "http://localhost:8080")]));
        assert!(on(&[
            ("PRESENTLY_ADDR", "[::1]:8080"),
            ("PUBLIC_URL", "http://127.0.0.1:8080")
        ]));
        // Reachable from elsewhere: off unless asked for.
        let open = config(&[("PRESENTLY_ADDR", "0.0.0.0:8080")]).unwrap();
        assert!(!open.dev_login);
        assert!(
            open.dev_login_reason.contains("0.0.0.0:8080"),
            "{}",
            open.dev_login_reason
        );
        let public = config(&[("PUBLIC_URL", "https://presently.example")]).unwrap();
        assert!(!public.dev_login);
        assert!(
            public.dev_login_reason.contains("PUBLIC_URL"),
            "{}",
            public.dev_login_reason
        );
        assert_eq!(public.sign_in_method(), SignInMethod::None);
        assert!(on(&[
            ("PRESENTLY_ADDR", "0.0.0.0:8080"),
            ("PRESENTLY_DEV_LOGIN", "1")
        ]));
        assert!(on(&[
            ("PUBLIC_URL", "https://presently.example"),
            ("PRESENTLY_DEV_LOGIN", "true")
        ]));
        assert!(!on(&[("PRESENTLY_DEV_LOGIN", "0")]));
    }

    #[test]
    fn generated_session_key_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let data_dir = dir.path().display().to_string();
        let env = Env::new(|name| (name == "PRESENTLY_DATA_DIR").then(|| data_dir.clone()));
        let first = Config::from_env(&env).unwrap().session_key;
        let second = Config::from_env(&env).unwrap().session_key;
        assert_eq!(first.master(), second.master());
    }

    #[test]
    fn env_example_lists_every_setting_as_the_code_has_it() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../.env.example");
        let generated = env_example();
        if std::env::var_os("UPDATE_ENV_EXAMPLE").is_some() {
            std::fs::write(path, &generated).unwrap();
        }
        let file = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            file == generated,
            ".env.example differs from config::SETTINGS: run \
             `UPDATE_ENV_EXAMPLE=1 cargo test -p api env_example` and commit it"
        );
    }

    #[test]
    fn the_configuration_reads_exactly_the_listed_settings() {
        let asked = std::cell::RefCell::new(std::collections::BTreeSet::new());
        let dir = tempfile::tempdir().unwrap();
        let data_dir = dir.path().display().to_string();
        // OIDC_ISSUER set, so its other settings are read too.
        let env = Env::new(|name| {
            asked.borrow_mut().insert(name.to_owned());
            match name {
                "PRESENTLY_DATA_DIR" => Some(data_dir.clone()),
                "OIDC_ISSUER" => Some("https://id.example".to_owned()),
                "OIDC_CLIENT_ID" => Some("app".to_owned()),
                _ => None,
            }
        });
        Config::from_env(&env).unwrap();
        let mut expected = std::collections::BTreeSet::new();
        for s in SETTINGS {
            expected.insert(s.name.to_owned());
            if s.secret {
                expected.insert(file_variable(s.name));
            }
        }
        assert_eq!(*asked.borrow(), expected);
    }

    #[test]
    fn the_readme_documents_every_setting() {
        let readme = include_str!("../../../README.md");
        for s in SETTINGS {
            assert!(
                readme.contains(&format!("`{}`", s.name)),
                "README.md does not mention `{}`",
                s.name
            );
        }
    }

    #[test]
    fn a_secret_may_come_from_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let key_file = dir.path().join("session_key");
        let key = "s".repeat(64);
        std::fs::write(&key_file, format!("{key}\n")).unwrap();
        let token_file = dir.path().join("metrics_token");
        std::fs::write(&token_file, "0123456789abcdef0123\n").unwrap();
        let c = config(&[
            ("SESSION_KEY_FILE", key_file.to_str().unwrap()),
            ("PRESENTLY_METRICS_TOKEN_FILE", token_file.to_str().unwrap()),
        ])
        .unwrap();
        assert_eq!(
            c.session_key.master(),
            parse_session_key(&key).unwrap().master()
        );
        assert_eq!(c.metrics_token.as_deref(), Some("0123456789abcdef0123"));
        let empty = dir.path().join("empty");
        std::fs::write(&empty, "\n").unwrap();
        let err = config(&[("SMTP_URL_FILE", empty.to_str().unwrap())])
            .err()
            .unwrap();
        assert_eq!(err.var, "SMTP_URL");
        assert!(err.reason.contains("is empty"), "{err}");
    }

    #[test]
    fn files_go_to_the_data_dir() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("state");
        let c = config(&[("PRESENTLY_DATA_DIR", data.to_str().unwrap())]).unwrap();
        assert!(data.join("session.key").is_file());
        assert_eq!(
            c.database_url,
            format!("sqlite://{}", data.join("presently.db").display())
        );
        // With the database elsewhere, the key still goes to the data dir.
        let other = dir.path().join("other");
        config(&[
            ("PRESENTLY_DATA_DIR", other.to_str().unwrap()),
            ("DATABASE_URL", "sqlite:///tmp/elsewhere.db"),
        ])
        .unwrap();
        assert!(other.join("session.key").is_file());
    }

    #[test]
    fn dev_login_is_off_behind_a_proxy_unless_asked_for() {
        let behind = config(&[("PRESENTLY_TRUSTED_PROXIES", "127.0.0.1")]).unwrap();
        assert!(!behind.dev_login);
        assert!(behind
            .dev_login_reason
            .contains("PRESENTLY_TRUSTED_PROXIES"));
        assert!(
            config(&[
                ("PRESENTLY_TRUSTED_PROXIES", "127.0.0.1"),
                ("PRESENTLY_DEV_LOGIN", "1")
            ])
            .unwrap()
            .dev_login
        );
    }

    #[test]
    fn https_public_url_sets_secure_cookies() {
        assert!(config(&[("PUBLIC_URL", "https://presently.example")])
            .unwrap()
            .secure_cookies());
    }
}
