//! Fetching a product page without letting the server be pointed at its
//! own network: every hop's addresses are resolved once, checked, and then
//! connected to exactly.

use std::net::{IpAddr, SocketAddr, ToSocketAddrs};
use std::time::Duration;

use reqwest::header::{ACCEPT, ACCEPT_LANGUAGE, CONTENT_TYPE, LOCATION};
use reqwest::redirect::Policy;
use url::{Host, Url};

use super::{is_forbidden_ip, parse_host_ip, parse_product_html, ParsedProduct};

/// A desktop browser's User-Agent: many shops refuse anything else.
pub const USER_AGENT: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/// Why a page could not be read; `Display` is the message for the user.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    #[error("That doesn't look like a valid link.")]
    InvalidUrl,
    #[error("Only http and https links are supported.")]
    UnsupportedScheme,
    #[error("That address is not allowed.")]
    Forbidden,
    #[error("That link redirects too many times.")]
    TooManyRedirects,
    #[error("The page took too long to respond.")]
    Timeout,
    #[error("The page is too large to read.")]
    TooLarge,
    #[error("The page answered with an error (HTTP {0}).")]
    Http(u16),
    /// The detail is for logs (`Debug`), not for the user.
    #[error("The page could not be reached.")]
    Network(String),
    #[error("That link is not a web page.")]
    NotHtml,
}

/// Limits of one lookup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FetchPolicy {
    /// For the whole lookup, all redirects included.
    pub timeout: Duration,
    pub max_bytes: usize,
    pub max_redirects: usize,
    /// Test-only: `host:port` pairs (as written in the URL) exempt from the
    /// forbidden-address check. Empty in production.
    pub allow: Vec<String>,
}

impl Default for FetchPolicy {
    fn default() -> Self {
        Self {
            timeout: Duration::from_secs(5),
            max_bytes: 2 * 1024 * 1024,
            max_redirects: 5,
            allow: Vec::new(),
        }
    }
}

/// Turns a host name into addresses. Injected so tests never use real DNS.
pub trait Resolver: Send + Sync {
    fn resolve(&self, host: &str, port: u16) -> Result<Vec<SocketAddr>, FetchError>;
}

/// The operating system's resolver (`getaddrinfo`). It blocks the calling
/// thread while it looks the name up.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemResolver;

impl Resolver for SystemResolver {
    fn resolve(&self, host: &str, port: u16) -> Result<Vec<SocketAddr>, FetchError> {
        (host, port)
            .to_socket_addrs()
            .map(Iterator::collect)
            .map_err(|err| FetchError::Network(format!("resolving {host}: {err}")))
    }
}

/// Fetches `url` under `policy` and reads the product on it. Only http(s);
/// every address the host resolves to must be public (unless `host:port` is
/// in `policy.allow`), checked before connecting, on every redirect hop.
pub async fn fetch_product(
    url: &str,
    policy: &FetchPolicy,
    resolver: &dyn Resolver,
) -> Result<ParsedProduct, FetchError> {
    match tokio::time::timeout(policy.timeout, fetch_inner(url, policy, resolver)).await {
        Ok(result) => result,
        Err(_) => Err(FetchError::Timeout),
    }
}

async fn fetch_inner(
    url: &str,
    policy: &FetchPolicy,
    resolver: &dyn Resolver,
) -> Result<ParsedProduct, FetchError> {
    let mut current = Url::parse(url.trim()).map_err(|_| FetchError::InvalidUrl)?;
    let mut redirects = 0;
    loop {
        let target = check_target(&current, policy, resolver)?;
        let response = send(&current, target, policy).await?;
        let status = response.status();
        if status.is_redirection() {
            if let Some(location) = response.headers().get(LOCATION) {
                if redirects >= policy.max_redirects {
                    return Err(FetchError::TooManyRedirects);
                }
                redirects += 1;
                let location = location.to_str().map_err(|_| FetchError::InvalidUrl)?;
                current = current.join(location).map_err(|_| FetchError::InvalidUrl)?;
                continue;
            }
        }
        if !status.is_success() {
            return Err(FetchError::Http(status.as_u16()));
        }
        if !is_html(response.headers().get(CONTENT_TYPE)) {
            return Err(FetchError::NotHtml);
        }
        let body = read_capped(response, policy.max_bytes).await?;
        let html = String::from_utf8_lossy(&body);
        return Ok(parse_product_html(&html, &current));
    }
}

/// Where one hop may connect: the domain to pin (if the host is a name) and
/// the checked address.
struct Target {
    domain: Option<String>,
    addr: SocketAddr,
}

fn check_target(
    url: &Url,
    policy: &FetchPolicy,
    resolver: &dyn Resolver,
) -> Result<Target, FetchError> {
    if !matches!(url.scheme(), "http" | "https") {
        return Err(FetchError::UnsupportedScheme);
    }
    let port = url.port_or_known_default().ok_or(FetchError::InvalidUrl)?;
    let host = url.host().ok_or(FetchError::InvalidUrl)?;
    let host_str = url.host_str().ok_or(FetchError::InvalidUrl)?;
    let allowed = policy
        .allow
        .iter()
        .any(|entry| *entry == format!("{host_str}:{port}"));
    let (domain, addrs) = match host {
        Host::Ipv4(ip) => (None, vec![SocketAddr::new(IpAddr::V4(ip), port)]),
        Host::Ipv6(ip) => (None, vec![SocketAddr::new(IpAddr::V6(ip), port)]),
        Host::Domain(name) => match parse_host_ip(name) {
            // The url crate already reads numeric hosts for http(s); this
            // catches any form it left as a name.
            Some(ip) => (None, vec![SocketAddr::new(ip, port)]),
            None => (Some(name.to_owned()), resolver.resolve(name, port)?),
        },
    };
    let first = addrs
        .first()
        .copied()
        .ok_or_else(|| FetchError::Network(format!("no address for {host_str}")))?;
    if !allowed && addrs.iter().any(|addr| is_forbidden_ip(addr.ip())) {
        return Err(FetchError::Forbidden);
    }
    Ok(Target {
        domain,
        addr: SocketAddr::new(first.ip(), port),
    })
}

async fn send(
    url: &Url,
    target: Target,
    policy: &FetchPolicy,
) -> Result<reqwest::Response, FetchError> {
    let mut builder = reqwest::Client::builder()
        .redirect(Policy::none())
        .no_proxy()
        .timeout(policy.timeout)
        .user_agent(USER_AGENT);
    if let Some(domain) = &target.domain {
        // Connect to the address just checked, with no second lookup.
        builder = builder.resolve(domain, target.addr);
    }
    let client = builder.build().map_err(network)?;
    client
        .get(url.clone())
        .header(ACCEPT, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
        .header(ACCEPT_LANGUAGE, "en-US,en;q=0.8")
        .send()
        .await
        .map_err(network)
}

fn is_html(content_type: Option<&reqwest::header::HeaderValue>) -> bool {
    content_type
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .map(|mime| mime.trim().to_ascii_lowercase())
        .is_some_and(|mime| mime == "text/html" || mime == "application/xhtml+xml")
}

async fn read_capped(
    mut response: reqwest::Response,
    max_bytes: usize,
) -> Result<Vec<u8>, FetchError> {
    if response
        .content_length()
        .is_some_and(|len| len > max_bytes as u64)
    {
        return Err(FetchError::TooLarge);
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(network)? {
        if body.len() + chunk.len() > max_bytes {
            return Err(FetchError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

fn network(err: reqwest::Error) -> FetchError {
    if err.is_timeout() {
        FetchError::Timeout
    } else {
        FetchError::Network(err.to_string())
    }
}
