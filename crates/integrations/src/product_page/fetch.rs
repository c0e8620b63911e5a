//! Fetching a product page without letting the server be pointed at its
//! own network: every hop's addresses are resolved once, checked, and then
//! connected to exactly, through an injected [`Connector`]. HTTP/1.1 is
//! spoken directly (hyper) so no library resolves or connects behind our back.

use std::future::Future;
use std::io::{self, Read};
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use encoding_rs::{Encoding, UTF_8};
use http_body_util::{BodyExt, Empty};
use hyper::body::{Bytes, Incoming};
use hyper::header::{
    HeaderMap, HeaderValue, ACCEPT, ACCEPT_ENCODING, ACCEPT_LANGUAGE, CONNECTION, CONTENT_ENCODING,
    CONTENT_LENGTH, CONTENT_TYPE, HOST, LOCATION, USER_AGENT as USER_AGENT_HEADER,
};
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_rustls::rustls::pki_types::ServerName;
use tokio_rustls::rustls::{ClientConfig, RootCertStore};
use tokio_rustls::TlsConnector;
use url::{Host, Position, Url};

use super::{
    is_forbidden_ip, parse_host_ip, read_product_page, PageRefusal, ParsedProduct, Walled,
};

/// A desktop browser's User-Agent: many shops refuse anything else.
pub const USER_AGENT: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/// Why a page could not be read; `Display` is the message for the user.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    #[error("{}", domain::messages::LINK_INVALID)]
    InvalidUrl,
    #[error("{}", domain::messages::LINK_NOT_HTTP)]
    UnsupportedScheme,
    #[error("{}", domain::messages::ADDRESS_NOT_ALLOWED)]
    Forbidden,
    #[error("{}", domain::messages::LINK_REDIRECTS_TOO_MANY)]
    TooManyRedirects,
    #[error("{}", domain::messages::PAGE_TIMED_OUT)]
    Timeout,
    #[error("{}", domain::messages::PAGE_TOO_LARGE)]
    TooLarge,
    #[error("{}", domain::messages::page_answered_error(*.0))]
    Http(u16),
    /// The detail is for logs (`Debug`), not for the user.
    #[error("{}", domain::messages::PAGE_UNREACHABLE)]
    Network(String),
    #[error("{}", domain::messages::LINK_NOT_A_PAGE)]
    NotHtml,
    /// The shop (named) answered with a robot check, block or sign-in page.
    #[error("{0} showed a robot check or a sign-in page instead of the product.")]
    Walled(String),
    /// Past the pre-scan's caps: never parsed.
    #[error("{}", domain::messages::PAGE_TOO_COMPLEX_TO_READ)]
    TooComplex,
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
    fn resolve(&self, host: &str, port: u16) -> ResolveFuture<'_>;
}

/// What [`Resolver::resolve`] returns.
pub type ResolveFuture<'a> =
    Pin<Box<dyn Future<Output = Result<Vec<SocketAddr>, FetchError>> + Send + 'a>>;

/// The operating system's resolver (`getaddrinfo`, on tokio's blocking
/// pool).
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemResolver;

impl Resolver for SystemResolver {
    fn resolve(&self, host: &str, port: u16) -> ResolveFuture<'_> {
        let host = host.to_owned();
        Box::pin(async move {
            tokio::net::lookup_host((host.as_str(), port))
                .await
                .map(Iterator::collect)
                .map_err(|err| FetchError::Network(format!("resolving {host}: {err}")))
        })
    }
}

/// Opens the TCP connection of one hop, to the address the fetcher has just
/// checked. Injected so tests can prove where the fetcher connects.
pub trait Connector: Send + Sync {
    fn connect(&self, addr: SocketAddr) -> ConnectFuture<'_>;
}

/// What [`Connector::connect`] returns.
pub type ConnectFuture<'a> = Pin<Box<dyn Future<Output = io::Result<TcpStream>> + Send + 'a>>;

/// Connects with the operating system's TCP stack.
#[derive(Debug, Clone, Copy, Default)]
pub struct TcpConnector;

impl Connector for TcpConnector {
    fn connect(&self, addr: SocketAddr) -> ConnectFuture<'_> {
        Box::pin(TcpStream::connect(addr))
    }
}

/// Fetches `url` under `policy` and reads the product on it. Only http(s);
/// every address the host resolves to must be public (unless `host:port` is
/// in `policy.allow`), checked before connecting, on every redirect hop.
pub async fn fetch_product(
    url: &str,
    policy: &FetchPolicy,
    resolver: &dyn Resolver,
    connector: &dyn Connector,
) -> Result<ParsedProduct, FetchError> {
    let lookup = fetch_inner(url, policy, resolver, connector);
    match tokio::time::timeout(policy.timeout, lookup).await {
        Ok(result) => result,
        Err(_) => Err(FetchError::Timeout),
    }
}

async fn fetch_inner(
    url: &str,
    policy: &FetchPolicy,
    resolver: &dyn Resolver,
    connector: &dyn Connector,
) -> Result<ParsedProduct, FetchError> {
    let mut current = Url::parse(url.trim()).map_err(|_| FetchError::InvalidUrl)?;
    let mut redirects = 0;
    loop {
        let target = check_target(&current, policy, resolver).await?;
        let response = send(&current, &target, connector).await?;
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
        // Robot checks often come as 403, 429 or 503 pages: read those too,
        // to say so rather than "an error".
        let wall_status = matches!(status.as_u16(), 403 | 429 | 503);
        if !status.is_success() && !wall_status {
            return Err(FetchError::Http(status.as_u16()));
        }
        let content_type = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .map(str::to_owned);
        if !is_html(content_type.as_deref()) {
            return Err(if wall_status {
                FetchError::Http(status.as_u16())
            } else {
                FetchError::NotHtml
            });
        }
        let encoding = response
            .headers()
            .get(CONTENT_ENCODING)
            .and_then(|value| value.to_str().ok())
            .map(str::to_owned);
        let body = read_capped(response, policy.max_bytes).await?;
        let body = decompress(body, encoding.as_deref(), policy.max_bytes)?;
        let html = decode_page(&body, content_type.as_deref());
        return match read_product_page(&html, &current) {
            Err(PageRefusal::Walled(Walled { shop })) => Err(FetchError::Walled(shop)),
            Err(PageRefusal::TooComplex(_)) => Err(FetchError::TooComplex),
            Ok(_) if wall_status => Err(FetchError::Http(status.as_u16())),
            Ok(product) => Ok(product),
        };
    }
}

/// Where one hop connects: the checked address, and the name to present for
/// TLS (the host as written in the URL).
struct Target {
    server_name: ServerName<'static>,
    addr: SocketAddr,
}

async fn check_target(
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
    let (server_name, addrs) = match host {
        Host::Ipv4(ip) => (
            ServerName::from(IpAddr::V4(ip)),
            vec![SocketAddr::new(IpAddr::V4(ip), port)],
        ),
        Host::Ipv6(ip) => (
            ServerName::from(IpAddr::V6(ip)),
            vec![SocketAddr::new(IpAddr::V6(ip), port)],
        ),
        Host::Domain(name) => match parse_host_ip(name) {
            // The url crate already reads numeric hosts for http(s); this
            // catches any form it left as a name.
            Some(ip) => (ServerName::from(ip), vec![SocketAddr::new(ip, port)]),
            None => (
                ServerName::try_from(name.to_owned()).map_err(|_| FetchError::InvalidUrl)?,
                resolver.resolve(name, port).await?,
            ),
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
        server_name,
        addr: SocketAddr::new(first.ip(), port),
    })
}

/// One GET over a fresh connection to `target.addr`.
async fn send(
    url: &Url,
    target: &Target,
    connector: &dyn Connector,
) -> Result<Response<Incoming>, FetchError> {
    let request = build_request(url)?;
    let stream = connector
        .connect(target.addr)
        .await
        .map_err(|err| FetchError::Network(format!("connecting to {}: {err}", target.addr)))?;
    if url.scheme() == "https" {
        let stream = TlsConnector::from(tls_config()?)
            .connect(target.server_name.clone(), stream)
            .await
            .map_err(|err| FetchError::Network(format!("TLS with {}: {err}", target.addr)))?;
        exchange(stream, request).await
    } else {
        exchange(stream, request).await
    }
}

fn build_request(url: &Url) -> Result<Request<Empty<Bytes>>, FetchError> {
    let host = url.host_str().ok_or(FetchError::InvalidUrl)?;
    let host = match url.port() {
        Some(port) => format!("{host}:{port}"),
        None => host.to_owned(),
    };
    Request::get(&url[Position::BeforePath..Position::AfterQuery])
        .header(HOST, host)
        .header(USER_AGENT_HEADER, USER_AGENT)
        .header(ACCEPT, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
        .header(ACCEPT_LANGUAGE, "en-US,en;q=0.8")
        .header(ACCEPT_ENCODING, "gzip, deflate, br")
        .header(CONNECTION, "close")
        .body(Empty::new())
        .map_err(|_| FetchError::InvalidUrl)
}

async fn exchange<S>(
    stream: S,
    request: Request<Empty<Bytes>>,
) -> Result<Response<Incoming>, FetchError>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(network)?;
    // The connection is driven beside us until the body is read or dropped.
    tokio::spawn(connection);
    sender.send_request(request).await.map_err(network)
}

/// Mozilla's root certificates (compiled in), HTTP/1.1 only.
fn tls_config() -> Result<Arc<ClientConfig>, FetchError> {
    static CONFIG: OnceLock<Result<Arc<ClientConfig>, String>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let roots = RootCertStore {
                roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
            };
            let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
            let mut config = ClientConfig::builder_with_provider(provider)
                .with_safe_default_protocol_versions()
                .map_err(|err| err.to_string())?
                .with_root_certificates(roots)
                .with_no_client_auth();
            config.alpn_protocols = vec![b"http/1.1".to_vec()];
            Ok(Arc::new(config))
        })
        .clone()
        .map_err(FetchError::Network)
}

fn is_html(content_type: Option<&str>) -> bool {
    content_type
        .and_then(|value| value.split(';').next())
        .map(|mime| mime.trim().to_ascii_lowercase())
        .is_some_and(|mime| mime == "text/html" || mime == "application/xhtml+xml")
}

fn content_length(headers: &HeaderMap<HeaderValue>) -> Option<u64> {
    headers
        .get(CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.trim().parse().ok())
}

async fn read_capped(
    response: Response<Incoming>,
    max_bytes: usize,
) -> Result<Vec<u8>, FetchError> {
    if content_length(response.headers()).is_some_and(|len| len > max_bytes as u64) {
        return Err(FetchError::TooLarge);
    }
    let mut incoming = response.into_body();
    let mut body = Vec::new();
    while let Some(frame) = incoming.frame().await {
        let Ok(chunk) = frame.map_err(network)?.into_data() else {
            continue;
        };
        if body.len() + chunk.len() > max_bytes {
            return Err(FetchError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// Undoes the `Content-Encoding` (gzip, deflate or brotli, as browsers
/// accept), holding the unpacked page to `max_bytes` too, so a small
/// compressed bomb cannot fill memory.
pub fn decompress(
    body: Vec<u8>,
    content_encoding: Option<&str>,
    max_bytes: usize,
) -> Result<Vec<u8>, FetchError> {
    let encoding = content_encoding
        .map(|value| value.trim().to_ascii_lowercase())
        .unwrap_or_default();
    let reader: Box<dyn Read + '_> = match encoding.as_str() {
        "" | "identity" => return Ok(body),
        "gzip" | "x-gzip" => Box::new(flate2::read::MultiGzDecoder::new(body.as_slice())),
        // HTTP's "deflate" is zlib-wrapped; a few servers send it raw.
        "deflate" if body.first().is_some_and(|b| b & 0x0f == 8) => {
            Box::new(flate2::read::ZlibDecoder::new(body.as_slice()))
        }
        "deflate" => Box::new(flate2::read::DeflateDecoder::new(body.as_slice())),
        "br" => Box::new(brotli_decompressor::Decompressor::new(
            body.as_slice(),
            4096,
        )),
        other => {
            return Err(FetchError::Network(format!(
                "unsupported Content-Encoding {other:?}"
            )))
        }
    };
    let mut unpacked = Vec::new();
    reader
        .take(max_bytes as u64 + 1)
        .read_to_end(&mut unpacked)
        .map_err(|err| FetchError::Network(format!("decompressing {encoding}: {err}")))?;
    if unpacked.len() > max_bytes {
        return Err(FetchError::TooLarge);
    }
    Ok(unpacked)
}

/// Decodes a page by its byte-order mark, else the `charset` of its
/// Content-Type, else a `<meta charset>` near the top, else UTF-8; as a
/// browser would, so shops still serving Latin-1 or Shift_JIS read right.
pub fn decode_page(body: &[u8], content_type: Option<&str>) -> String {
    let declared = content_type
        .and_then(charset_in)
        .or_else(|| meta_charset(&body[..body.len().min(1024)]))
        .and_then(|label| Encoding::for_label(label.trim().as_bytes()))
        .unwrap_or(UTF_8);
    let (text, _, _) = declared.decode(body);
    text.into_owned()
}

/// The value after `charset=` in `text`, without quotes.
fn charset_in(text: &str) -> Option<String> {
    let lower = text.to_ascii_lowercase();
    let start = lower.find("charset=")? + "charset=".len();
    let value: String = lower[start..]
        .trim_start_matches(['"', '\'', ' '])
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
        .collect();
    (!value.is_empty()).then_some(value)
}

/// The charset a `<meta>` in the first bytes declares, either form.
fn meta_charset(head: &[u8]) -> Option<String> {
    let head = String::from_utf8_lossy(head);
    head.to_ascii_lowercase()
        .split("<meta")
        .skip(1)
        .find_map(|tag| charset_in(tag.split('>').next().unwrap_or_default()))
}

fn network(err: hyper::Error) -> FetchError {
    FetchError::Network(err.to_string())
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::{decode_page, decompress, FetchError};

    fn gzip(bytes: &[u8]) -> Vec<u8> {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        encoder
            .write_all(bytes)
            .unwrap_or_else(|err| panic!("{err}"));
        encoder.finish().unwrap_or_else(|err| panic!("{err}"))
    }

    fn zlib(bytes: &[u8]) -> Vec<u8> {
        let mut encoder =
            flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
        encoder
            .write_all(bytes)
            .unwrap_or_else(|err| panic!("{err}"));
        encoder.finish().unwrap_or_else(|err| panic!("{err}"))
    }

    #[test]
    fn compressed_pages_unpack_within_the_cap() {
        let page = b"<html><title>Mug</title></html>".to_vec();
        let unpack = |body: Vec<u8>, encoding| decompress(body, encoding, 1024);
        assert_eq!(unpack(gzip(&page), Some("gzip")).ok(), Some(page.clone()));
        assert_eq!(
            unpack(zlib(&page), Some("Deflate")).ok(),
            Some(page.clone())
        );
        let mut br = Vec::new();
        brotli::BrotliCompress(&mut page.as_slice(), &mut br, &Default::default())
            .unwrap_or_else(|err| panic!("{err}"));
        assert_eq!(unpack(br, Some("br")).ok(), Some(page.clone()));
        assert_eq!(unpack(page.clone(), None).ok(), Some(page.clone()));
        assert_eq!(
            unpack(page.clone(), Some("identity")).ok(),
            Some(page.clone())
        );
        // 1 MiB of zeros packs into about 1 KiB: refused once past the cap.
        let bomb = gzip(&vec![0u8; 1024 * 1024]);
        assert!(bomb.len() < 4096);
        assert!(matches!(
            decompress(bomb, Some("gzip"), 64 * 1024),
            Err(FetchError::TooLarge)
        ));
        assert!(matches!(
            unpack(page.clone(), Some("zstd")),
            Err(FetchError::Network(_))
        ));
        assert!(matches!(
            unpack(b"not gzip".to_vec(), Some("gzip")),
            Err(FetchError::Network(_))
        ));
    }

    #[test]
    fn pages_decode_by_their_declared_charset() {
        let latin1 = b"<html><title>Caf\xe9 Cr\xe8me</title></html>";
        assert_eq!(
            decode_page(latin1, Some("text/html; charset=ISO-8859-1")),
            "<html><title>Café Crème</title></html>"
        );
        let meta = b"<html><head><meta charset=\"windows-1252\"><title>Caf\xe9</title>";
        assert!(decode_page(meta, Some("text/html")).contains("Café"));
        let http_equiv = b"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=shift_jis\"><p>\x93\xfa\x96\x7b</p>";
        assert!(decode_page(http_equiv, None).contains("日本"));
        assert_eq!(decode_page("Café".as_bytes(), None), "Café");
        assert_eq!(
            decode_page(
                b"\xef\xbb\xbfCaf\xc3\xa9",
                Some("text/html; charset=latin1")
            ),
            "Café",
            "a byte-order mark wins"
        );
        assert_eq!(
            decode_page(b"ok", Some("text/html; charset=nonsense")),
            "ok"
        );
    }
}
