//! Who is on the other end of a request: the client's address, and the scheme
//! and host the browser used. Behind a reverse proxy the connection comes
//! from the proxy, which says who it serves in `X-Forwarded-For`,
//! `X-Forwarded-Proto` and `X-Forwarded-Host`; those headers are believed
//! only from the proxies named in `PRESENTLY_TRUSTED_PROXIES`, since anyone
//! else can send them too.

use std::net::IpAddr;

use actix_web::http::header::HeaderMap;
use actix_web::HttpRequest;

/// One trusted network: an address and how many of its leading bits count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Network {
    address: IpAddr,
    prefix: u8,
}

impl Network {
    fn parse(text: &str) -> Result<Network, String> {
        let (address, prefix) = match text.split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text, None),
        };
        let address: IpAddr = address
            .parse()
            .map_err(|_| format!("'{text}' is not an IP address or a CIDR such as 10.0.0.0/8"))?;
        let bits = if address.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => bits,
            Some(prefix) => prefix
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= bits)
                .ok_or_else(|| format!("'{text}': the prefix must be 0 to {bits}"))?,
        };
        Ok(Network { address, prefix })
    }

    fn contains(&self, ip: IpAddr) -> bool {
        match (self.address, ip.to_canonical()) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                leading_bits_equal(&net.octets(), &ip.octets(), self.prefix)
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                leading_bits_equal(&net.octets(), &ip.octets(), self.prefix)
            }
            _ => false,
        }
    }
}

fn leading_bits_equal(a: &[u8], b: &[u8], bits: u8) -> bool {
    let whole = usize::from(bits / 8);
    let rest = bits % 8;
    if a[..whole] != b[..whole] {
        return false;
    }
    rest == 0 || {
        let mask = 0xffu8 << (8 - rest);
        a[whole] & mask == b[whole] & mask
    }
}

/// The proxies whose forwarded headers are believed; empty by default (the
/// headers are then ignored, whoever sends them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<Network>);

impl TrustedProxies {
    /// A comma-separated list of addresses and CIDRs.
    pub fn parse(text: &str) -> Result<TrustedProxies, String> {
        text.split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .map(Network::parse)
            .collect::<Result<Vec<_>, _>>()
            .map(TrustedProxies)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|network| network.contains(ip))
    }

    /// The client's address: the connection's, unless it comes from a
    /// trusted proxy; then the nearest address in `X-Forwarded-For` that is
    /// not itself a trusted proxy (addresses further left are the client's
    /// own claims, which anyone can forge). A hop that is not an address
    /// (`unknown`, a proxy's obfuscated name) is passed over: taking the
    /// proxy for the client would put everyone behind it in one bucket.
    pub fn client_address(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = peer.to_canonical();
        if !self.trusts(peer) {
            return peer;
        }
        let forwarded: Vec<IpAddr> = headers
            .get_all("x-forwarded-for")
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .filter_map(|hop| forwarded_hop(hop.trim()))
            .collect();
        let mut client = peer;
        for hop in forwarded.into_iter().rev() {
            client = hop;
            if !self.trusts(hop) {
                break;
            }
        }
        client
    }

    /// A forwarded header's first value, when the connection comes from a
    /// trusted proxy.
    fn forwarded<'h>(&self, peer: IpAddr, headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
        if !self.trusts(peer.to_canonical()) {
            return None;
        }
        headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split(',').next())
            .map(str::trim)
            .filter(|value| !value.is_empty())
    }
}

/// A trusted proxy's `X-Request-Id` for `req`, when it is a plain token
/// (letters, digits, `-`, `_`, `.`; at most 64): the proxy's logs and ours
/// then agree.
pub fn proxied_request_id(proxies: &TrustedProxies, req: &HttpRequest) -> Option<String> {
    let id = proxies.forwarded(peer(req), req.headers(), "x-request-id")?;
    let plain = id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'));
    plain.then(|| id.to_owned())
}

/// One `X-Forwarded-For` hop: an address, perhaps with a port (`[::1]:80`,
/// `1.2.3.4:80`); `None` for anything else.
fn forwarded_hop(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    hop.parse::<std::net::SocketAddr>()
        .ok()
        .map(|addr| addr.ip().to_canonical())
}

fn peer(req: &HttpRequest) -> IpAddr {
    req.peer_addr()
        .map(|addr| addr.ip())
        .unwrap_or(IpAddr::from([0, 0, 0, 0]))
}

/// The client's address for `req` (see [`TrustedProxies::client_address`]).
pub fn client_address(proxies: &TrustedProxies, req: &HttpRequest) -> IpAddr {
    proxies.client_address(peer(req), req.headers())
}

/// `scheme://host` as the browser sees this server: the connection's own
/// (`http` and the `Host` header), or a trusted proxy's `X-Forwarded-Proto`
/// and `X-Forwarded-Host`.
pub fn browser_origin(proxies: &TrustedProxies, req: &HttpRequest) -> String {
    let scheme = proxies
        .forwarded(peer(req), req.headers(), "x-forwarded-proto")
        .filter(|scheme| matches!(*scheme, "http" | "https"))
        .unwrap_or(req.uri().scheme_str().unwrap_or("http"));
    let host = browser_host(proxies, req).unwrap_or("localhost");
    format!("{scheme}://{host}")
}

/// The `host[:port]` the browser asked for: a trusted proxy's
/// `X-Forwarded-Host`, else the `Host` header (or the request line's).
pub fn browser_host<'r>(proxies: &TrustedProxies, req: &'r HttpRequest) -> Option<&'r str> {
    let headers = req.headers();
    proxies
        .forwarded(peer(req), headers, "x-forwarded-host")
        .or_else(|| {
            headers
                .get(actix_web::http::header::HOST)
                .and_then(|v| v.to_str().ok())
        })
        .or_else(|| req.uri().authority().map(|a| a.as_str()))
}

/// The name in a `Host` value, lower case, without its port or an IPv6
/// address's brackets: `[::1]:8080` -> `::1`, `Example.COM.:80` -> `example.com`.
pub fn host_name(host: &str) -> String {
    let host = host.trim();
    let name = match host.strip_prefix('[') {
        Some(rest) => rest.split(']').next().unwrap_or_default(),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    name.trim_end_matches('.').to_ascii_lowercase()
}

/// Whether a host name (see [`host_name`]) can only mean this machine:
/// `localhost` and its subdomains (RFC 6761), 127.0.0.0/8 and `::1`.
pub fn is_loopback_name(name: &str) -> bool {
    name == "localhost"
        || name.ends_with(".localhost")
        || name
            .parse::<IpAddr>()
            .is_ok_and(|ip| ip.to_canonical().is_loopback())
}

/// The client's network, not its address, for logs: IPv4 to /24, IPv6 to
/// /48 (enough to tell one client's burst from many; too coarse to name a person).
pub fn network_for_logs(ip: IpAddr) -> String {
    match ip.to_canonical() {
        IpAddr::V4(ip) => {
            let [a, b, c, _] = ip.octets();
            format!("{a}.{b}.{c}.0/24")
        }
        IpAddr::V6(ip) => {
            let s = ip.segments();
            format!("{:x}:{:x}:{:x}::/48", s[0], s[1], s[2])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn host_names_and_loopback_names() {
        for (host, name) in [
            ("127.0.0.1:8080", "127.0.0.1"),
            ("[::1]:8080", "::1"),
            ("[::1]", "::1"),
            ("LocalHost", "localhost"),
            ("Presently.Example.:443", "presently.example"),
            ("evil.example:19102", "evil.example"),
        ] {
            assert_eq!(host_name(host), name, "{host}");
        }
        for loopback in [
            "localhost",
            "app.localhost",
            "127.0.0.1",
            "127.9.8.7",
            "::1",
        ] {
            assert!(is_loopback_name(loopback), "{loopback}");
        }
        for other in [
            "evil.example",
            "localhost.evil.example",
            "127.0.0.1.nip.io",
            "10.0.0.1",
            "0.0.0.0",
            "",
        ] {
            assert!(!is_loopback_name(other), "{other}");
        }
    }

    #[test]
    fn proxies_parse_addresses_and_cidrs_and_refuse_anything_else() {
        let proxies = TrustedProxies::parse(" 127.0.0.1, 10.0.0.0/8,::1, fd00::/8 ").unwrap();
        for trusted in ["127.0.0.1", "10.1.2.3", "::1", "fd12::1", "::ffff:10.9.9.9"] {
            assert!(proxies.trusts(ip(trusted)), "{trusted}");
        }
        for other in ["127.0.0.2", "11.0.0.1", "::2", "fe80::1", "203.0.113.7"] {
            assert!(!proxies.trusts(ip(other)), "{other}");
        }
        assert!(TrustedProxies::parse("").unwrap().is_empty());
        assert!(TrustedProxies::parse("0.0.0.0/0")
            .unwrap()
            .trusts(ip("8.8.8.8")));
        assert!(TrustedProxies::parse("192.168.1.0/23")
            .unwrap()
            .trusts(ip("192.168.0.9")));
        assert!(!TrustedProxies::parse("192.168.1.0/24")
            .unwrap()
            .trusts(ip("192.168.0.9")));
        for bad in ["localhost", "10.0.0.0/33", "::/129", "10.0.0.0/x", "1.2.3"] {
            assert!(TrustedProxies::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn forwarded_for_is_believed_only_from_a_trusted_proxy() {
        let none = TrustedProxies::default();
        let local = TrustedProxies::parse("127.0.0.1,10.0.0.0/8").unwrap();
        let forged = headers(&[("x-forwarded-for", "198.51.100.1")]);
        let cases: &[(&TrustedProxies, &str, HeaderMap, &str)] = &[
            // No proxy configured: the header is ignored, whoever sends it.
            (&none, "127.0.0.1", forged.clone(), "127.0.0.1"),
            // From a stranger: ignored.
            (&local, "203.0.113.9", forged.clone(), "203.0.113.9"),
            // From the proxy: its client.
            (&local, "127.0.0.1", forged.clone(), "198.51.100.1"),
            // The client put its own claim first; the proxy appended the
            // real address: the rightmost untrusted hop wins.
            (
                &local,
                "127.0.0.1",
                headers(&[("x-forwarded-for", "1.1.1.1, 198.51.100.2")]),
                "198.51.100.2",
            ),
            // Two proxies of ours in a row.
            (
                &local,
                "127.0.0.1",
                headers(&[("x-forwarded-for", "198.51.100.3, 10.0.0.5")]),
                "198.51.100.3",
            ),
            // Split across two header lines, and with a port.
            (
                &local,
                "127.0.0.1",
                headers(&[
                    ("x-forwarded-for", "1.1.1.1"),
                    ("x-forwarded-for", "198.51.100.4:5555"),
                ]),
                "198.51.100.4",
            ),
            // A hop that is not an address is passed over: the rightmost
            // address that is not a proxy of ours (issue 33: one `unknown`
            // used to make the proxy the client of everyone behind it).
            (
                &local,
                "127.0.0.1",
                headers(&[("x-forwarded-for", "198.51.100.5, nonsense")]),
                "198.51.100.5",
            ),
            (
                &local,
                "127.0.0.1",
                headers(&[("x-forwarded-for", "198.51.100.6, unknown, 10.0.0.5")]),
                "198.51.100.6",
            ),
            (
                &local,
                "127.0.0.1",
                headers(&[("x-forwarded-for", "203.0.113.50, 198.51.100.7, unknown")]),
                "198.51.100.7",
            ),
            // Nothing but garbage: the proxy's own address.
            (
                &local,
                "127.0.0.1",
                headers(&[("x-forwarded-for", "unknown")]),
                "127.0.0.1",
            ),
            // No header from the proxy: the proxy.
            (&local, "127.0.0.1", HeaderMap::new(), "127.0.0.1"),
            // An IPv4 peer seen on an IPv6 socket.
            (&local, "::ffff:127.0.0.1", forged.clone(), "198.51.100.1"),
        ];
        for (proxies, peer, headers, want) in cases {
            assert_eq!(
                proxies.client_address(ip(peer), headers),
                ip(want),
                "{peer} {headers:?}"
            );
        }
    }

    #[test]
    fn logs_get_the_network_not_the_address() {
        assert_eq!(network_for_logs(ip("198.51.100.77")), "198.51.100.0/24");
        assert_eq!(
            network_for_logs(ip("2001:db8:abcd:12::1")),
            "2001:db8:abcd::/48"
        );
        assert_eq!(network_for_logs(ip("::ffff:10.1.2.3")), "10.1.2.0/24");
    }

    #[actix_web::test]
    async fn the_browser_origin_comes_from_forwarded_headers_only_through_a_trusted_proxy() {
        use actix_web::test::TestRequest;
        let forwarded = |peer: &str| {
            TestRequest::default()
                .peer_addr(format!("{peer}:40000").parse().unwrap())
                .insert_header(("host", "127.0.0.1:8080"))
                .insert_header(("x-forwarded-proto", "https"))
                .insert_header(("x-forwarded-host", "presently.example"))
                .to_http_request()
        };
        let local = TrustedProxies::parse("127.0.0.1").unwrap();
        assert_eq!(
            browser_origin(&local, &forwarded("127.0.0.1")),
            "https://presently.example"
        );
        assert_eq!(
            browser_origin(&local, &forwarded("203.0.113.1")),
            "http://127.0.0.1:8080"
        );
        assert_eq!(
            browser_origin(&TrustedProxies::default(), &forwarded("127.0.0.1")),
            "http://127.0.0.1:8080"
        );
    }

    #[actix_web::test]
    async fn a_request_id_is_kept_only_from_a_trusted_proxy_and_only_plain() {
        use actix_web::test::TestRequest;
        let from = |peer: &str, id: &str| {
            TestRequest::default()
                .peer_addr(format!("{peer}:40000").parse().unwrap())
                .insert_header(("x-request-id", id))
                .to_http_request()
        };
        let local = TrustedProxies::parse("127.0.0.1").unwrap();
        let kept = |req: &HttpRequest| proxied_request_id(&local, req);
        assert_eq!(
            kept(&from("127.0.0.1", "abc-123.x_y")).as_deref(),
            Some("abc-123.x_y")
        );
        assert_eq!(kept(&from("203.0.113.1", "abc-123")), None);
        assert_eq!(kept(&from("127.0.0.1", "<script>")), None);
        assert_eq!(kept(&from("127.0.0.1", &"a".repeat(65))), None);
    }
}
