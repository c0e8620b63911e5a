//! Abuse refused (issue 33): another spelling of `/api` past the request
//! guard, guest claims and dev login without a limit, DNS rebinding on a
//! dev-login instance, an account import cut short by the guard, and names
//! with direction overrides. Each test failed on the code before the fix.
//! Requests whose path must reach the server exactly as written (reqwest
//! would normalise `/./` and `//`) go over a raw connection.

use std::io::{Read, Write};
use std::net::TcpStream;

use domain::messages;
use reqwest::Method;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{call, json, ok, token_of, Backend, TestApp};

api_tests!(
    every_spelling_of_api_passes_the_same_guards,
    names_with_direction_overrides_are_refused,
    an_import_takes_its_own_limit_not_the_guards,
);

/// One answer read off a raw connection.
struct RawAnswer {
    status: u16,
    head: String,
    body: String,
}

impl RawAnswer {
    fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name).then(|| value.trim())
        })
    }
}

/// Sends `method target` exactly as written, with `headers` (a `Host` of
/// the app's own unless one is given) and a JSON `body` when given.
async fn raw(
    app: &TestApp,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> RawAnswer {
    raw_typed(
        app,
        method,
        target,
        headers,
        body.map(|body| ("application/json", body)),
    )
    .await
}

/// [`raw`] with a body of any `(content type, text)`. The connection is
/// blocking, so it runs off the test's runtime (which also runs the server).
async fn raw_typed(
    app: &TestApp,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
    body: Option<(&str, &str)>,
) -> RawAnswer {
    let address = app.address.trim_start_matches("http://").to_owned();
    let mut request = format!("{method} {target} HTTP/1.1\r\nConnection: close\r\n");
    if !headers
        .iter()
        .any(|(name, _)| name.eq_ignore_ascii_case("host"))
    {
        request.push_str(&format!("Host: {address}\r\n"));
    }
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    match body {
        Some((content_type, body)) => request.push_str(&format!(
            "Content-Type: {content_type}\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )),
        None => request.push_str("Content-Length: 0\r\n\r\n"),
    }
    let answer = actix_web::rt::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(&address).unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).unwrap();
        String::from_utf8_lossy(&answer).into_owned()
    })
    .await
    .unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    RawAnswer {
        status,
        head: head.to_owned(),
        body: body.to_owned(),
    }
}

/// Signs in through dev login on a raw connection; the session's cookie.
async fn raw_sign_in(app: &TestApp, email: &str) -> String {
    let form = format!("email={email}&first_name=Ada&last_name=L");
    let answer = raw_typed(
        app,
        "POST",
        "/api/dev-login",
        &[],
        Some(("application/x-www-form-urlencoded", &form)),
    )
    .await;
    answer
        .header("set-cookie")
        .map(|cookie| cookie.split(';').next().unwrap().to_owned())
        .unwrap_or_else(|| panic!("no session cookie: {}", answer.head))
}

const EVIL: &[(&str, &str)] = &[
    ("Origin", "http://evil.example"),
    ("Sec-Fetch-Site", "cross-site"),
];

/// `POST /%61pi/contacts` from another site used to be created (201): the
/// guard read the raw path, the router the decoded one. Now every spelling
/// the router serves under `/api` passes the guard, and no other spelling
/// is served at all.
async fn every_spelling_of_api_passes_the_same_guards(app: TestApp) {
    app.sign_in_ada().await;
    let cookie = raw_sign_in(&app, "ada@example.com").await;
    let list = ok(app
        .post_json(
            &app.client,
            "/api/collaborative-wishlists",
            json!({"name": "Birthday"}),
        )
        .await)
    .await;
    let list_id = list["id"].as_i64().unwrap();
    let with_cookie = |extra: &[(&'static str, &'static str)]| {
        let mut headers: Vec<(&str, &str)> = vec![("Cookie", cookie.as_str())];
        headers.extend_from_slice(extra);
        headers
    };

    let body = r#"{"name": "Mallory's contact"}"#;
    for target in [
        "/%61pi/contacts",
        "/%61%70%69/contacts",
        "/%41pi/contacts",
        "/api/%63ontacts",
        "/api%2Fcontacts",
        "/api%2fcontacts",
        "//api/contacts",
        "/api//contacts",
        "/api/./contacts",
        "/./api/contacts",
        "/api/../api/contacts",
    ] {
        let answer = raw(&app, "POST", target, &with_cookie(EVIL), Some(body)).await;
        assert!(
            !(200..300).contains(&answer.status),
            "{target}: {} {}",
            answer.status,
            answer.body
        );
    }
    // The decoded spellings reach the route, so they meet its guard.
    for target in ["/%61pi/contacts", "/api/%63ontacts"] {
        let answer = raw(&app, "POST", target, &with_cookie(EVIL), Some(body)).await;
        assert_eq!(answer.status, 403, "{target}: {}", answer.body);
        assert_eq!(answer.header("cache-control"), Some("no-store"), "{target}");
    }
    let contacts = ok(call(&app, &app.client, Method::GET, "/api/contacts", None).await).await;
    assert_eq!(contacts, json!([]), "nothing was created");

    // The irreversible and the session-ending routes, too.
    let archive = format!("/%61pi/collaborative-wishlists/{list_id}/archive");
    for target in [
        archive.as_str(),
        "/%61pi/calendar/rotate",
        "/%61pi/auth/sign-out-everywhere",
        "/%61pi/logout",
    ] {
        let answer = raw(&app, "POST", target, &with_cookie(EVIL), None).await;
        assert_eq!(answer.status, 403, "{target}: {}", answer.body);
    }
    let list = ok(call(
        &app,
        &app.client,
        Method::GET,
        &format!("/api/collaborative-wishlists/{list_id}"),
        None,
    )
    .await)
    .await;
    assert_eq!(list["archived"], false, "{list}");
    assert_eq!(
        raw(&app, "GET", "/api/auth/user", &with_cookie(&[]), None)
            .await
            .status,
        200,
        "the session still works"
    );

    // Control characters and content types are checked on every spelling.
    let same_site = with_cookie(&[("Sec-Fetch-Site", "same-origin")]);
    let answer = raw(
        &app,
        "POST",
        "/%61pi/contacts",
        &same_site,
        Some(r#"{"name": "Nul\u0000l"}"#),
    )
    .await;
    assert_eq!(answer.status, 400, "{}", answer.body);
    assert!(
        answer.body.contains(messages::CONTROL_CHARACTERS),
        "{}",
        answer.body
    );
    let answer = raw_typed(
        &app,
        "POST",
        "/%61pi/contacts",
        &same_site,
        Some(("text/plain", "{}")),
    )
    .await;
    assert_eq!(answer.status, 415, "{}", answer.body);
    // A same-site request by another spelling is served as the route is,
    // and its answer is not cached.
    let answer = raw(&app, "GET", "/%61pi/contacts", &with_cookie(&[]), None).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.header("cache-control"), Some("no-store"));
    let answer = raw(&app, "GET", "/%61pi/no-such-route", &with_cookie(&[]), None).await;
    assert_eq!(answer.status, 404);
    assert!(answer.body.starts_with('{'), "JSON: {}", answer.body);
}

/// Direction overrides and isolates make one name read as another; the
/// marks right-to-left names use are kept.
async fn names_with_direction_overrides_are_refused(app: TestApp) {
    app.sign_in_ada().await;
    for name in ["Ann\u{202E}gpj.exe", "\u{2066}Bob\u{2069}", "Eve\u{202B}"] {
        let res = app
            .post_json(&app.client, "/api/contacts", json!({ "name": name }))
            .await;
        assert_eq!(res.status(), 400, "{name:?}");
        assert_eq!(
            json(res).await["message"],
            messages::CONTROL_CHARACTERS,
            "{name:?}"
        );
        let res = app
            .post_json(
                &app.client,
                "/api/dates",
                json!({"title": name, "type": "birthday", "date": "2027-03-04"}),
            )
            .await;
        assert_eq!(res.status(), 400, "{name:?}");
    }
    let kept = "\u{200F}שרה\u{200E} Cohen";
    let contact = ok(app
        .post_json(&app.client, "/api/contacts", json!({ "name": kept }))
        .await)
    .await;
    assert_eq!(contact["name"], kept);
    let contacts = ok(call(&app, &app.client, Method::GET, "/api/contacts", None).await).await;
    assert_eq!(contacts.as_array().unwrap().len(), 1, "{contacts}");
}

/// An export of over 2 MiB (the guard's limit for every route) could not
/// be imported back, though the import takes 5 MiB: the route's own limit
/// now holds, with and without an `Idempotency-Key`.
async fn an_import_takes_its_own_limit_not_the_guards(app: TestApp) {
    app.sign_in_ada().await;
    let export = ok(call(&app, &app.client, Method::GET, "/api/account/export", None).await).await;
    let mut file = export.clone();
    // 2,200 contacts with long preferences: just over 4 MiB of JSON.
    let preferences = "tea, gardening, first editions and long walks; ".repeat(41);
    let contacts: Vec<Value> = (0..2_200)
        .map(|n| json!({"name": format!("Contact {n}"), "preferences": preferences.trim()}))
        .collect();
    file["contacts"] = json!(contacts);
    let body = serde_json::to_string(&file).unwrap();
    assert!(
        (4 * 1024 * 1024..5 * 1024 * 1024).contains(&body.len()),
        "{} bytes",
        body.len()
    );
    for (who, key) in [
        ("carol@example.com", None),
        ("dan@example.com", Some("import-4mib")),
    ] {
        let client = app.sign_in_as(who, "New", "Person").await;
        let mut request = client
            .post(app.url("/api/account/import"))
            .header("content-type", "application/json")
            .body(body.clone());
        if let Some(key) = key {
            request = request.header("idempotency-key", key);
        }
        let res = request.send().await.unwrap();
        let status = res.status();
        assert!(status.is_success(), "{who}: {status} {}", json(res).await);
        let contacts = ok(call(&app, &client, Method::GET, "/api/contacts", None).await).await;
        assert_eq!(contacts.as_array().unwrap().len(), 2_200, "{who}");
    }
    // Past the route's own limit: 413, and nothing imported.
    let erin = app.sign_in_as("erin@example.com", "Erin", "E").await;
    let huge = format!(r#"{{"format":"{}"}}"#, "x".repeat(5 * 1024 * 1024));
    let res = erin
        .post(app.url("/api/account/import"))
        .header("content-type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 413);
    let contacts = ok(call(&app, &erin, Method::GET, "/api/contacts", None).await).await;
    assert_eq!(contacts, json!([]));
    // A route with no limit of its own keeps JSON's 64 KiB.
    let res = app
        .post_json(
            &app.client,
            "/api/contacts",
            json!({"name": "Big", "preferences": "x".repeat(70 * 1024)}),
        )
        .await;
    assert_eq!(res.status(), 413);
}

/// Both databases: `case(backend)` as one test each.
macro_rules! on_both_databases {
    ($($case:ident),* $(,)?) => {
        mod with_limits {
            mod sqlite {
                $(
                    #[actix_web::test]
                    async fn $case() {
                        super::super::$case(crate::helpers::Backend::Sqlite).await;
                    }
                )*
            }
            mod postgres {
                $(
                    #[actix_web::test]
                    async fn $case() {
                        super::super::$case(crate::helpers::Backend::Postgres).await;
                    }
                )*
            }
        }
    };
}

on_both_databases!(
    guest_claims_are_limited_per_address_and_per_list,
    dev_login_is_limited_per_address,
);

/// 987 guest claims in 10 s from one client used to be taken: a bot could
/// reserve every unit of a public list. Now 5 a minute per address and 30
/// an hour per list (the defaults), with 429 and `Retry-After`; a refused
/// claim reserves nothing.
async fn guest_claims_are_limited_per_address_and_per_list(backend: Backend) {
    let Some(app) = TestApp::spawn_with(
        backend,
        &[
            ("PRESENTLY_GUEST_CLAIMS_PER_MINUTE", "5"),
            ("PRESENTLY_LIST_GUEST_CLAIMS_PER_HOUR", "30"),
            // Each claim below names its client through the proxy (a
            // proxy turns dev login off unless asked for).
            ("PRESENTLY_TRUSTED_PROXIES", "127.0.0.1"),
            ("PRESENTLY_DEV_LOGIN", "1"),
        ],
    )
    .await
    else {
        return;
    };
    app.sign_in_ada().await;
    let item = ok(app
        .post_json(
            &app.client,
            "/api/wishlist",
            json!({"name": "Candles", "quantity": 99}),
        )
        .await)
    .await;
    let public = ok(call(
        &app,
        &app.client,
        Method::PUT,
        "/api/wishlist/public",
        Some(json!({"isPublic": true})),
    )
    .await)
    .await;
    let token = token_of(&public["url"]);
    let claim_url = app.url(&format!(
        "/api/public/lists/{token}/items/{}/claims",
        item["id"]
    ));
    let guest = app.new_browser();
    let claim = |from: String| {
        let request = guest
            .post(&claim_url)
            .header("x-forwarded-for", from)
            .json(&json!({"name": "Bot", "quantity": 1}));
        async move { request.send().await.unwrap() }
    };
    // One address: five, then 429 with a wait.
    for _ in 0..5 {
        assert_eq!(claim("198.51.100.1".into()).await.status(), 201);
    }
    let refused = claim("198.51.100.1".into()).await;
    assert_eq!(refused.status(), 429);
    let wait: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    let message = json(refused).await["message"].as_str().unwrap().to_owned();
    assert!(message.starts_with("Too many gifts claimed"), "{message}");
    // Another address is not held back by the first.
    assert_eq!(claim("198.51.100.2".into()).await.status(), 201);
    // The list: 30 an hour from everyone, whatever the addresses.
    for n in 3..=26 {
        assert_eq!(claim(format!("198.51.100.{n}")).await.status(), 201, "{n}");
    }
    let refused = claim("203.0.113.1".into()).await;
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().contains_key("retry-after"));
    // 30 units reserved, no more: the refused claims took nothing.
    let list = ok(call(
        &app,
        &app.new_browser(),
        Method::GET,
        &format!("/api/public/lists/{token}"),
        None,
    )
    .await)
    .await;
    assert_eq!(list["items"][0]["available"], 69, "{list}");
}

/// Dev login had no limit; it has one per client address, configurable
/// (`PRESENTLY_DEV_LOGINS_PER_MINUTE`; 20 by default).
async fn dev_login_is_limited_per_address(backend: Backend) {
    let Some(app) = TestApp::spawn_with(backend, &[("PRESENTLY_DEV_LOGINS_PER_MINUTE", "3")]).await
    else {
        return;
    };
    for n in 0..3 {
        let res = app
            .dev_login(
                &app.new_browser(),
                &format!("user{n}@example.com"),
                "U",
                "N",
            )
            .await;
        assert_eq!(res.status(), 303, "{n}");
    }
    let browser = app.new_browser();
    let res = app.dev_login(&browser, "user3@example.com", "U", "N").await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    let page = res.text().await.unwrap();
    assert!(page.contains("Too many sign-ins"), "{page}");
    assert!(
        page.contains("user3@example.com"),
        "the form keeps what was typed"
    );
    assert_eq!(
        call(&app, &browser, Method::GET, "/api/auth/user", None)
            .await
            .status(),
        401,
        "not signed in"
    );
}

/// DNS rebinding: a page on `evil.example`, whose name was made to resolve
/// to this machine, used to sign in through dev login and read
/// `/api/auth/user` (the allowed origin came from `Host`). Now, while dev
/// login is on, only loopback names are served; with `PUBLIC_URL`, its host
/// and loopback ones.
#[actix_web::test]
async fn only_this_servers_own_host_names_are_served() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    let port = app.address.rsplit(':').next().unwrap().to_owned();
    let evil_host = format!("evil.example:{port}");
    let evil_origin = format!("http://{evil_host}");
    let address = app.address.trim_start_matches("http://").to_owned();
    let answer = raw_typed(
        &app,
        "POST",
        "/api/dev-login",
        &[("Host", &evil_host), ("Origin", &evil_origin)],
        Some((
            "application/x-www-form-urlencoded",
            "email=mallory%40example.com&first_name=M&last_name=M",
        )),
    )
    .await;
    assert_eq!(answer.status, 403, "{}", answer.head);
    assert_eq!(answer.header("set-cookie"), None, "{}", answer.head);
    for (host, served) in [
        (evil_host.as_str(), false),
        ("evil.example", false),
        ("127.0.0.1.nip.io", false),
        ("localhost.evil.example", false),
        ("10.0.0.1", false),
        ("", false),
        (address.as_str(), true),
        ("localhost", true),
        ("LOCALHOST:1", true),
        ("app.localhost", true),
        ("[::1]:8080", true),
        ("127.0.0.2", true),
    ] {
        for path in ["/api/auth/user", "/api/meta", "/"] {
            let answer = raw(&app, "GET", path, &[("Host", host)], None).await;
            assert_eq!(
                answer.status == 403,
                !served,
                "{host} {path}: {}",
                answer.status
            );
        }
    }
    let answer = raw(&app, "GET", "/api/meta", &[("Host", "evil.example")], None).await;
    assert!(
        answer.body.contains("does not answer to that host name"),
        "{}",
        answer.body
    );

    // With PUBLIC_URL: its host and loopback names; a trusted proxy's
    // forwarded host counts as the browser's.
    let public = TestApp::spawn_with(
        Backend::Sqlite,
        &[
            ("PUBLIC_URL", "https://presently.example"),
            ("PRESENTLY_TRUSTED_PROXIES", "127.0.0.1"),
        ],
    )
    .await
    .unwrap();
    for (headers, served) in [
        (vec![("Host", "presently.example")], true),
        (vec![("Host", "Presently.Example:443")], true),
        (vec![("Host", "127.0.0.1")], true),
        (vec![("Host", "evil.example")], false),
        (
            vec![
                ("Host", "127.0.0.1"),
                ("X-Forwarded-Host", "presently.example"),
            ],
            true,
        ),
        (
            vec![("Host", "127.0.0.1"), ("X-Forwarded-Host", "evil.example")],
            false,
        ),
    ] {
        let answer = raw(&public, "GET", "/api/health", &headers, None).await;
        assert_eq!(
            answer.status == 403,
            !served,
            "{headers:?}: {}",
            answer.status
        );
    }
    // `presently health` asks as loopback, whatever address it connects to.
    let listening: std::net::SocketAddr = public
        .address
        .trim_start_matches("http://")
        .parse()
        .unwrap();
    assert_eq!(api::probe::check(listening), Ok(()));

    // With neither dev login nor PUBLIC_URL, the server cannot know its
    // names and answers any.
    let open = TestApp::spawn_with(Backend::Sqlite, &[("PRESENTLY_DEV_LOGIN", "0")])
        .await
        .unwrap();
    assert_eq!(
        raw(&open, "GET", "/api/meta", &[("Host", "evil.example")], None)
            .await
            .status,
        200
    );
}
