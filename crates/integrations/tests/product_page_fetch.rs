//! `integrations::product_page::fetch_product` end to end against a tiny
//! HTTP server on 127.0.0.1, and the SSRF refusals. No test sends traffic
//! off this machine: names resolve through stubs, and every connection goes
//! through [`LoopbackOnly`], which fails the test before connecting anywhere
//! but loopback. Forbidden addresses are refused before any connection.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use integrations::product_page::{
    fetch_product, ConnectFuture, Connector, FetchError, FetchPolicy, ResolveFuture, Resolver,
    SystemResolver,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A local server that counts requests; `routes` maps a path to a response.
struct TestServer {
    addr: SocketAddr,
    requests: Arc<AtomicUsize>,
}

#[derive(Clone)]
enum Route {
    Page(&'static str, String),
    /// A page sent without Content-Length, ended by closing the connection.
    Unsized(String),
    Redirect(String),
    /// An HTML page sent with `Content-Encoding` (the encoding, the packed bytes).
    Packed(&'static str, Vec<u8>),
    Slow,
}

/// A listener on a free loopback port, and its address.
async fn bind_loopback() -> (TcpListener, SocketAddr) {
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap_or_else(|err| panic!("bind: {err}"));
    let addr = listener
        .local_addr()
        .unwrap_or_else(|err| panic!("local_addr: {err}"));
    (listener, addr)
}

impl TestServer {
    async fn start(routes: HashMap<String, Route>) -> TestServer {
        let (listener, addr) = bind_loopback().await;
        let requests = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&requests);
        let routes = Arc::new(routes);
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let routes = Arc::clone(&routes);
                let counter = Arc::clone(&counter);
                tokio::spawn(async move { serve(stream, &routes, &counter).await });
            }
        });
        TestServer { addr, requests }
    }

    fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    fn allow(&self) -> String {
        self.addr.to_string()
    }

    fn requests(&self) -> usize {
        self.requests.load(Ordering::SeqCst)
    }
}

async fn serve(mut stream: TcpStream, routes: &HashMap<String, Route>, counter: &AtomicUsize) {
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    counter.fetch_add(1, Ordering::SeqCst);
    let head = String::from_utf8_lossy(&head);
    let path = head.split_whitespace().nth(1).unwrap_or("/").to_owned();
    let response = match routes.get(&path) {
        Some(Route::Page(content_type, body)) => format!(
            "HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
        Some(Route::Unsized(body)) => format!("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n{body}"),
        Some(Route::Redirect(location)) => {
            format!("HTTP/1.1 302 Found\r\nLocation: {location}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        }
        Some(Route::Packed(encoding, body)) => {
            let head = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: {encoding}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            );
            let _ = stream.write_all(head.as_bytes()).await;
            let _ = stream.write_all(body).await;
            let _ = stream.shutdown().await;
            return;
        }
        Some(Route::Slow) => {
            tokio::time::sleep(Duration::from_secs(30)).await;
            return;
        }
        None => "HTTP/1.1 404 Not Found\r\nContent-Type: text/html\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".to_owned(),
    };
    let _ = stream.write_all(response.as_bytes()).await;
    let _ = stream.shutdown().await;
}

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/product_pages/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

/// Resolves only the names it was given; counts every lookup.
#[derive(Default)]
struct StubResolver {
    names: HashMap<String, Vec<SocketAddr>>,
    lookups: Mutex<Vec<String>>,
}

impl StubResolver {
    fn with(name: &str, addrs: &[&str]) -> StubResolver {
        let addrs = addrs
            .iter()
            .map(|a| a.parse().unwrap_or_else(|err| panic!("{a}: {err}")))
            .collect();
        StubResolver {
            names: HashMap::from([(name.to_owned(), addrs)]),
            lookups: Mutex::new(Vec::new()),
        }
    }

    fn lookups(&self) -> Vec<String> {
        self.lookups.lock().map(|l| l.clone()).unwrap_or_default()
    }
}

impl Resolver for StubResolver {
    fn resolve(&self, host: &str, port: u16) -> ResolveFuture<'_> {
        if let Ok(mut lookups) = self.lookups.lock() {
            lookups.push(format!("{host}:{port}"));
        }
        let answer = self
            .names
            .get(host)
            .map(|addrs| {
                addrs
                    .iter()
                    .map(|a| SocketAddr::new(a.ip(), port))
                    .collect()
            })
            .ok_or_else(|| FetchError::Network(format!("stub: no such host {host}")));
        Box::pin(std::future::ready(answer))
    }
}

/// Connects like the real fetcher, but only ever to loopback: an attempt to
/// connect anywhere else fails the test on the spot, before any packet
/// leaves. Every address asked for is recorded.
#[derive(Default)]
struct LoopbackOnly {
    connections: Mutex<Vec<SocketAddr>>,
}

impl LoopbackOnly {
    fn connections(&self) -> Vec<SocketAddr> {
        self.connections
            .lock()
            .map(|c| c.clone())
            .unwrap_or_default()
    }
}

impl Connector for LoopbackOnly {
    fn connect(&self, addr: SocketAddr) -> ConnectFuture<'_> {
        assert!(
            addr.ip().is_loopback(),
            "the fetcher tried to connect to {addr}, which is not loopback"
        );
        if let Ok(mut connections) = self.connections.lock() {
            connections.push(addr);
        }
        Box::pin(TcpStream::connect(addr))
    }
}

#[test]
#[should_panic(expected = "which is not loopback")]
fn the_loopback_only_connector_fails_the_test_before_connecting_elsewhere() {
    drop(LoopbackOnly::default().connect(SocketAddr::from(([10, 0, 0, 1], 80))));
}

fn policy_allowing(server: &TestServer) -> FetchPolicy {
    FetchPolicy {
        allow: vec![server.allow()],
        ..FetchPolicy::default()
    }
}

async fn shop_server(extra: Vec<(&str, Route)>) -> TestServer {
    let mut routes: HashMap<String, Route> = HashMap::new();
    for name in ["jsonld-graph.html", "opengraph-only.html"] {
        routes.insert(
            format!("/{name}"),
            Route::Page("text/html; charset=utf-8", fixture(name)),
        );
    }
    routes.insert(
        "/redirect".to_owned(),
        Route::Redirect("/opengraph-only.html".to_owned()),
    );
    for hop in 0..10 {
        routes.insert(
            format!("/loop/{hop}"),
            Route::Redirect(format!("/loop/{}", hop + 1)),
        );
    }
    routes.insert(
        "/large".to_owned(),
        Route::Page("text/html", "x".repeat(2_621_440)),
    );
    routes.insert(
        "/large-unsized".to_owned(),
        Route::Unsized("y".repeat(2_621_440)),
    );
    routes.insert("/slow".to_owned(), Route::Slow);
    routes.insert(
        "/data.json".to_owned(),
        Route::Page("application/json", "{\"name\":\"not a page\"}".to_owned()),
    );
    routes.insert("/no-type".to_owned(), Route::Page("", String::new()));
    for (path, route) in extra {
        routes.insert(path.to_owned(), route);
    }
    TestServer::start(routes).await
}

#[tokio::test]
async fn fetches_and_parses_a_fixture() {
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![]).await;
    let resolver = StubResolver::default();
    let product = fetch_product(
        &server.url("/jsonld-graph.html"),
        &policy_allowing(&server),
        &resolver,
        &connector,
    )
    .await
    .unwrap_or_else(|err| panic!("{err:?}"));
    assert_eq!(
        product.title.as_deref(),
        Some("Ember Temperature Control Smart Mug 2, 10 oz, Black")
    );
    assert_eq!(product.price.as_deref(), Some("$99.95"));
    assert_eq!(product.url, server.url("/jsonld-graph.html"));
    assert_eq!(product.source, "127.0.0.1");
    assert!(resolver.lookups().is_empty(), "an IP host needs no lookup");
    assert_eq!(connector.connections(), vec![server.addr]);
}

#[tokio::test]
async fn follows_a_redirect_and_resolves_images_against_the_final_page() {
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![]).await;
    let product = fetch_product(
        &server.url("/redirect"),
        &policy_allowing(&server),
        &StubResolver::default(),
        &connector,
    )
    .await
    .unwrap_or_else(|err| panic!("{err:?}"));
    assert_eq!(
        product.title.as_deref(),
        Some("Stoneware 4pc Mug Set - Threshold™")
    );
    assert_eq!(product.url, server.url("/opengraph-only.html"));
    assert_eq!(
        product.image,
        Some(server.url("/images/mug-set.jpg?wid=800"))
    );
    assert_eq!(server.requests(), 2);
    assert_eq!(connector.connections(), vec![server.addr, server.addr]);
}

#[tokio::test]
async fn a_name_resolves_through_the_injected_resolver_and_connects_to_that_address() {
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![]).await;
    let port = server.addr.port();
    let resolver = StubResolver::with("shop.test", &[&server.allow()]);
    let policy = FetchPolicy {
        allow: vec![format!("shop.test:{port}")],
        ..FetchPolicy::default()
    };
    let product = fetch_product(
        &format!("http://shop.test:{port}/jsonld-graph.html"),
        &policy,
        &resolver,
        &connector,
    )
    .await
    .unwrap_or_else(|err| panic!("{err:?}"));
    assert_eq!(product.source, "shop.test");
    assert_eq!(resolver.lookups(), vec![format!("shop.test:{port}")]);
    assert_eq!(server.requests(), 1);
    assert_eq!(
        connector.connections(),
        vec![server.addr],
        "connected to the address the resolver gave, with no second lookup"
    );
}

type ErrorCheck = fn(&FetchError) -> bool;

#[tokio::test]
async fn limits_give_their_errors() {
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![]).await;
    let policy = policy_allowing(&server);
    let resolver = StubResolver::default();
    let cases: [(&str, ErrorCheck); 6] = [
        ("/large", |e| matches!(e, FetchError::TooLarge)),
        ("/large-unsized", |e| matches!(e, FetchError::TooLarge)),
        ("/data.json", |e| matches!(e, FetchError::NotHtml)),
        ("/no-type", |e| matches!(e, FetchError::NotHtml)),
        ("/loop/0", |e| matches!(e, FetchError::TooManyRedirects)),
        ("/missing", |e| matches!(e, FetchError::Http(404))),
    ];
    for (path, expected) in cases {
        let result = fetch_product(&server.url(path), &policy, &resolver, &connector).await;
        match result {
            Err(err) => assert!(expected(&err), "{path}: {err:?}"),
            Ok(product) => panic!("{path}: expected an error, got {product:?}"),
        }
    }
}

#[tokio::test]
async fn too_many_redirects_stops_after_five_hops() {
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![]).await;
    let result = fetch_product(
        &server.url("/loop/0"),
        &policy_allowing(&server),
        &StubResolver::default(),
        &connector,
    )
    .await;
    assert!(
        matches!(result, Err(FetchError::TooManyRedirects)),
        "{result:?}"
    );
    assert_eq!(server.requests(), 6, "the first request and five redirects");
}

#[tokio::test]
async fn a_slow_page_times_out() {
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![]).await;
    let policy = FetchPolicy {
        timeout: Duration::from_millis(300),
        ..policy_allowing(&server)
    };
    let result = fetch_product(
        &server.url("/slow"),
        &policy,
        &StubResolver::default(),
        &connector,
    )
    .await;
    assert!(matches!(result, Err(FetchError::Timeout)), "{result:?}");
}

#[tokio::test]
async fn bad_urls_and_schemes_are_refused() {
    let connector = LoopbackOnly::default();
    let resolver = StubResolver::default();
    let policy = FetchPolicy::default();
    for url in ["not a url", "http://", "/relative/path"] {
        let result = fetch_product(url, &policy, &resolver, &connector).await;
        assert!(
            matches!(result, Err(FetchError::InvalidUrl)),
            "{url}: {result:?}"
        );
    }
    for url in [
        "ftp://shop.test/x",
        "file:///etc/passwd",
        "javascript:alert(1)",
        "gopher://shop.test/",
    ] {
        let result = fetch_product(url, &policy, &resolver, &connector).await;
        assert!(
            matches!(result, Err(FetchError::UnsupportedScheme)),
            "{url}: {result:?}"
        );
    }
    assert!(resolver.lookups().is_empty());
    assert!(connector.connections().is_empty());
}

#[tokio::test]
async fn a_name_resolving_to_a_private_address_is_refused_before_connecting() {
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![]).await;
    // shop.test -> 10.0.0.1 is never connected to; nor is the local server,
    // which this name also resolves to in the second case.
    let port = server.addr.port();
    let cases = [
        StubResolver::with("shop.test", &["10.0.0.1:80"]),
        StubResolver::with("shop.test", &[&server.allow(), "10.0.0.1:80"]),
        StubResolver::with("shop.test", &["169.254.169.254:80"]),
        StubResolver::with("shop.test", &["[::ffff:127.0.0.1]:80"]),
    ];
    for resolver in cases {
        let result = fetch_product(
            &format!("http://shop.test:{port}/jsonld-graph.html"),
            &FetchPolicy::default(),
            &resolver,
            &connector,
        )
        .await;
        assert!(matches!(result, Err(FetchError::Forbidden)), "{result:?}");
        assert_eq!(resolver.lookups().len(), 1);
    }
    assert_eq!(server.requests(), 0, "nothing was sent");
    assert!(
        connector.connections().is_empty(),
        "nothing was connected to"
    );
    assert_eq!(
        FetchError::Forbidden.to_string(),
        "That address is not allowed."
    );
}

#[tokio::test]
async fn numeric_and_local_hosts_are_refused_without_a_lookup() {
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![]).await;
    let port = server.addr.port();
    let resolver = StubResolver::default();
    for host in [
        "127.0.0.1",
        "2130706433",
        "0x7f000001",
        "127.1",
        "0177.0.0.1",
        "[::1]",
        "[::ffff:127.0.0.1]",
        "169.254.169.254",
        "[fd00:ec2::254]",
    ] {
        let result = fetch_product(
            &format!("http://{host}:{port}/jsonld-graph.html"),
            &FetchPolicy::default(),
            &resolver,
            &connector,
        )
        .await;
        assert!(
            matches!(result, Err(FetchError::Forbidden)),
            "{host}: {result:?}"
        );
    }
    assert!(resolver.lookups().is_empty());
    assert_eq!(server.requests(), 0);
    assert!(connector.connections().is_empty());
}

#[tokio::test]
async fn redirects_to_forbidden_addresses_are_refused_before_connecting() {
    let connector = LoopbackOnly::default();
    let other = shop_server(vec![]).await;
    let server = shop_server(vec![
        (
            "/to-metadata",
            Route::Redirect("http://169.254.169.254/latest/meta-data".to_owned()),
        ),
        (
            "/to-other",
            Route::Redirect(other.url("/jsonld-graph.html")),
        ),
        (
            "/to-decimal",
            Route::Redirect(format!("http://2130706433:{}/", other.addr.port())),
        ),
        (
            "/to-ipv6",
            Route::Redirect(format!("http://[::1]:{}/", other.addr.port())),
        ),
        ("/to-file", Route::Redirect("file:///etc/passwd".to_owned())),
    ])
    .await;
    let policy = policy_allowing(&server);
    let resolver = StubResolver::default();
    for path in ["/to-metadata", "/to-other", "/to-decimal", "/to-ipv6"] {
        let result = fetch_product(&server.url(path), &policy, &resolver, &connector).await;
        assert!(
            matches!(result, Err(FetchError::Forbidden)),
            "{path}: {result:?}"
        );
    }
    let result = fetch_product(&server.url("/to-file"), &policy, &resolver, &connector).await;
    assert!(
        matches!(result, Err(FetchError::UnsupportedScheme)),
        "{result:?}"
    );
    assert_eq!(server.requests(), 5);
    assert_eq!(other.requests(), 0, "the second server received nothing");
    assert_eq!(
        connector.connections(),
        vec![server.addr; 5],
        "only the first hop of each lookup connected"
    );
    assert!(resolver.lookups().is_empty());
}

#[tokio::test]
async fn https_speaks_tls_to_the_checked_address() {
    let connector = LoopbackOnly::default();
    // A plain-HTTP server that answers at once: the TLS handshake fails, so
    // the lookup connected (to loopback only) and reports an unreachable page.
    let (listener, addr) = bind_loopback().await;
    tokio::spawn(async move {
        if let Ok((mut stream, _)) = listener.accept().await {
            let _ = stream
                .write_all(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
                .await;
            let _ = stream.shutdown().await;
        }
    });
    let result = fetch_product(
        &format!("https://{addr}/jsonld-graph.html"),
        &FetchPolicy {
            allow: vec![addr.to_string()],
            ..FetchPolicy::default()
        },
        &StubResolver::default(),
        &connector,
    )
    .await;
    match result {
        Err(err @ FetchError::Network(_)) => {
            assert_eq!(err.to_string(), "The page could not be reached.");
        }
        other => panic!("expected a network error, got {other:?}"),
    }
    assert_eq!(connector.connections(), vec![addr]);
}

#[tokio::test]
async fn the_system_resolver_reads_localhost_and_the_fetcher_refuses_it() {
    // `localhost` comes from the hosts file: no query leaves this machine.
    let addrs = SystemResolver
        .resolve("localhost", 8080)
        .await
        .unwrap_or_else(|err| panic!("{err:?}"));
    assert!(!addrs.is_empty());
    assert!(addrs
        .iter()
        .all(|addr| addr.ip().is_loopback() && addr.port() == 8080));

    let connector = LoopbackOnly::default();
    let result = fetch_product(
        "http://localhost:8080/",
        &FetchPolicy::default(),
        &SystemResolver,
        &connector,
    )
    .await;
    assert!(matches!(result, Err(FetchError::Forbidden)), "{result:?}");
    assert!(connector.connections().is_empty());
}

#[tokio::test]
async fn a_gzipped_page_is_unpacked_and_a_gzip_bomb_refused() {
    use std::io::Write;
    let gzip = |bytes: &[u8]| {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        encoder
            .write_all(bytes)
            .unwrap_or_else(|err| panic!("{err}"));
        encoder.finish().unwrap_or_else(|err| panic!("{err}"))
    };
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![
        (
            "/packed.html",
            Route::Packed("gzip", gzip(fixture("jsonld-graph.html").as_bytes())),
        ),
        (
            "/bomb.html",
            Route::Packed("gzip", gzip(&vec![b' '; 3 * 1024 * 1024])),
        ),
    ])
    .await;
    let policy = policy_allowing(&server);
    let resolver = StubResolver::default();
    let product = fetch_product(&server.url("/packed.html"), &policy, &resolver, &connector)
        .await
        .unwrap_or_else(|err| panic!("{err:?}"));
    assert_eq!(
        product.title.as_deref(),
        Some("Ember Temperature Control Smart Mug 2, 10 oz, Black")
    );
    let result = fetch_product(&server.url("/bomb.html"), &policy, &resolver, &connector).await;
    assert!(matches!(result, Err(FetchError::TooLarge)), "{result:?}");
}

#[tokio::test]
async fn a_page_nested_past_the_cap_is_refused_before_parsing() {
    // 160,000 nested <div>s: 1.76 MB, under the fetch limit, and quadratic
    // for html5ever; sent packed too, as a shop would.
    let deep = format!("<title>Deep</title>{}", "<div>".repeat(160_000));
    assert!(deep.len() < FetchPolicy::default().max_bytes);
    let packed = {
        use std::io::Write;
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        encoder
            .write_all(deep.as_bytes())
            .unwrap_or_else(|err| panic!("{err}"));
        encoder.finish().unwrap_or_else(|err| panic!("{err}"))
    };
    let connector = LoopbackOnly::default();
    let server = shop_server(vec![
        ("/deep.html", Route::Page("text/html", deep)),
        ("/deep-packed.html", Route::Packed("gzip", packed)),
    ])
    .await;
    let policy = policy_allowing(&server);
    for path in ["/deep.html", "/deep-packed.html"] {
        let result = fetch_product(
            &server.url(path),
            &policy,
            &StubResolver::default(),
            &connector,
        )
        .await;
        assert!(
            matches!(result, Err(FetchError::TooComplex)),
            "{path}: {result:?}"
        );
    }
    assert_eq!(
        FetchError::TooComplex.to_string(),
        "The page is too complex to read."
    );
}
