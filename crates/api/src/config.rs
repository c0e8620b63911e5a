//! Configuration from the environment (and `.env`). Every value is optional
//! for local use; a bad one stops start-up with one line naming the variable.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use actix_web::cookie::Key;
use base64::Engine;
use integrations::catalog::AffiliateTags;
use url::Url;

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

type Lookup<'a> = Box<dyn Fn(&str) -> Option<String> + 'a>;

/// Reads variables through a lookup function, so tests need no process environment.
pub struct Env<'a> {
    lookup: Lookup<'a>,
    data_dir: PathBuf,
}

impl<'a> Env<'a> {
    pub fn new(lookup: impl Fn(&str) -> Option<String> + 'a, data_dir: impl Into<PathBuf>) -> Self {
        Env {
            lookup: Box::new(lookup),
            data_dir: data_dir.into(),
        }
    }

    /// The process environment, with `./data/` for generated files.
    pub fn process() -> Env<'static> {
        Env::new(|name| std::env::var(name).ok(), "data")
    }

    fn get(&self, name: &str) -> Option<String> {
        (self.lookup)(name)
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty())
    }
}

impl Config {
    pub fn from_env(env: &Env<'_>) -> Result<Config, ConfigError> {
        let addr = match env.get("PRESENTLY_ADDR") {
            Some(v) => v.parse().map_err(|_| {
                bad(
                    "PRESENTLY_ADDR",
                    format!("'{v}' is not a host:port address such as 127.0.0.1:8080"),
                )
            })?,
            None => SocketAddr::from(([127, 0, 0, 1], 8080)),
        };
        let database_url = match env.get("DATABASE_URL") {
            Some(v) => check_database_url(&v)?,
            None => format!("sqlite://{}", env.data_dir.join("presently.db").display()),
        };
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
        let (dev_login, dev_login_reason) = dev_login(
            env.get("PRESENTLY_DEV_LOGIN").as_deref(),
            oidc.is_some(),
            addr,
            public_url.as_ref(),
        )?;
        let session_key = match env.get("SESSION_KEY") {
            Some(v) => parse_session_key(&v)?,
            None => stored_session_key(&env.data_dir)?,
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
            .get("SMTP_URL")
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
        Ok(Config {
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
            support_email,
            ai_base_url,
            ai_api_key: env.get("AI_API_KEY"),
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

    pub fn sign_in_method(&self) -> &'static str {
        if self.oidc.is_some() {
            "oidc"
        } else if self.dev_login {
            "dev"
        } else {
            "none"
        }
    }
}

/// Dev login signs anyone in as any email, so it is on only when nobody else
/// can reach it: no identity provider, the server listening on a loopback
/// address and `PUBLIC_URL` unset or loopback. `PRESENTLY_DEV_LOGIN=1` turns
/// it on anyway (a private test deployment), `=0` turns it off. Returns
/// whether it is on, and why.
fn dev_login(
    setting: Option<&str>,
    provider: bool,
    addr: SocketAddr,
    public_url: Option<&Url>,
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
        client_secret: env.get("OIDC_CLIENT_SECRET"),
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
        let env = Env::new(|name| map.get(name).cloned(), dir.path());
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
        assert_eq!(c.sign_in_method(), "dev");
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
        assert_eq!(c.sign_in_method(), "oidc");
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
        assert_eq!(public.sign_in_method(), "none");
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
        let env = Env::new(|_| None, dir.path());
        let first = Config::from_env(&env).unwrap().session_key;
        let second = Config::from_env(&env).unwrap().session_key;
        assert_eq!(first.master(), second.master());
    }

    #[test]
    fn https_public_url_sets_secure_cookies() {
        assert!(config(&[("PUBLIC_URL", "https://presently.example")])
            .unwrap()
            .secure_cookies());
    }
}
