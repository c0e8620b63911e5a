//! What an operator relies on: the `presently` process itself (JSON logs
//! with no personal data, `presently health`, the data folder, a graceful
//! stop on SIGTERM), the metrics behind their token, the API browser, and
//! client addresses behind a trusted proxy.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::helpers::{browser, Backend, TestApp};

const METRICS_TOKEN: &str = "metrics-token-0123456789";

/// The real binary on a free port, in a data folder of its own.
struct Process {
    child: Child,
    address: String,
    data_dir: tempfile::TempDir,
    port: u16,
}

impl Process {
    fn start(vars: &[(&str, &str)]) -> Process {
        let data_dir = tempfile::tempdir().unwrap();
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut command = Command::new(env!("CARGO_BIN_EXE_presently"));
        command
            // Its own folder: no `.env` from the checkout is read.
            .current_dir(data_dir.path())
            .env_remove("DATABASE_URL")
            .env_remove("RUST_LOG")
            .env("PRESENTLY_ADDR", format!("127.0.0.1:{port}"))
            .env("PRESENTLY_DATA_DIR", data_dir.path().join("state"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (name, value) in vars {
            command.env(name, value);
        }
        let child = command.spawn().unwrap();
        let process = Process {
            child,
            address: format!("http://127.0.0.1:{port}"),
            data_dir,
            port,
        };
        process.wait_until_healthy();
        process
    }

    /// `presently health`, as the container's health check runs it.
    fn health(&self) -> std::process::Output {
        Command::new(env!("CARGO_BIN_EXE_presently"))
            .arg("health")
            .current_dir(self.data_dir.path())
            .env("PRESENTLY_ADDR", format!("0.0.0.0:{}", self.port))
            .output()
            .unwrap()
    }

    fn wait_until_healthy(&self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !self.health().status.success() {
            assert!(Instant::now() < deadline, "the server did not come up");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    fn send_sigterm(&self) {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
    }

    /// SIGTERM, then its exit status and everything it logged.
    fn terminate(self) -> (std::process::ExitStatus, Vec<String>) {
        self.send_sigterm();
        self.wait()
    }

    /// Its exit status (once it stops by itself) and everything it logged.
    fn wait(mut self) -> (std::process::ExitStatus, Vec<String>) {
        let deadline = Instant::now() + Duration::from_secs(60);
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(Instant::now() < deadline, "still running after SIGTERM");
            std::thread::sleep(Duration::from_millis(50));
        };
        let stdout = self.child.stdout.take().unwrap();
        let lines = BufReader::new(stdout).lines().map(Result::unwrap).collect();
        (status, lines)
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

#[actix_web::test]
async fn the_process_logs_json_without_personal_data_and_stops_gracefully() {
    let server = Process::start(&[
        ("LOG_FORMAT", "json"),
        ("PRESENTLY_METRICS_TOKEN", METRICS_TOKEN),
    ]);
    // Files go to the data folder, not the working directory.
    let state = server.data_dir.path().join("state");
    assert!(state.join("session.key").is_file());
    assert!(state.join("presently.db").is_file());
    assert!(!server.data_dir.path().join("data").exists());

    let client = browser();
    let res = client
        .post(server.url("/api/dev-login"))
        .form(&[
            ("email", "private.person@example.com"),
            ("first_name", "Private"),
            ("last_name", "Person"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    let res = client
        .get(server.url("/api/wishlist"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let request_id = res.headers()["x-request-id"].to_str().unwrap().to_owned();
    assert_eq!(request_id.len(), 16);
    let res = client
        .get(server.url("/api/public/lists/secretlisttoken1234567?q=private"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);

    // Metrics: only with the token.
    let res = client.get(server.url("/api/metrics")).send().await.unwrap();
    assert_eq!(res.status(), 401);
    assert_eq!(res.headers()["www-authenticate"], "Bearer");
    let res = client
        .get(server.url("/api/metrics"))
        .bearer_auth(METRICS_TOKEN)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain; version=0.0.4"));
    let text = res.text().await.unwrap();
    for expected in [
        "presently_http_requests_total{route=\"/api/wishlist\",method=\"GET\",status=\"200\"} 1",
        "presently_http_requests_total{route=\"/api/metrics\",method=\"GET\",status=\"401\"} 1",
        "presently_http_request_duration_seconds_count{route=\"/api/wishlist\"} 1",
        "presently_reminder_emails_total{outcome=\"sent\"} 0",
        "presently_db_pool_max_connections ",
    ] {
        assert!(text.contains(expected), "no {expected} in\n{text}");
    }
    assert!(!text.contains("secretlisttoken"), "{text}");
    // The scheme's name in any case (RFC 7235; issue 33).
    for scheme in ["bearer", "BEARER"] {
        let res = client
            .get(server.url("/api/metrics"))
            .header("authorization", format!("{scheme} {METRICS_TOKEN}"))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "{scheme}");
    }

    let (status, lines) = server.terminate();
    assert!(status.success(), "{status:?}\n{}", lines.join("\n"));
    let logged: Vec<Value> = lines
        .iter()
        .map(|line| {
            serde_json::from_str(line).unwrap_or_else(|_| panic!("not one JSON object: {line}"))
        })
        .collect();
    let all = lines.join("\n");
    for private in ["private.person", "Private", "secretlisttoken", "q=private"] {
        assert!(!all.contains(private), "the logs hold {private}:\n{all}");
    }
    let request = logged
        .iter()
        .find(|line| line["request_id"] == request_id.as_str())
        .unwrap_or_else(|| panic!("no line for request {request_id}:\n{all}"));
    assert_eq!(request["message"], "request");
    assert_eq!(request["method"], "GET");
    assert_eq!(request["route"], "/api/wishlist");
    assert_eq!(request["status"], 200);
    assert!(request["latency_ms"].is_f64());
    assert_eq!(request["client"], "127.0.0.0/24");
    assert!(request["timestamp"].is_string());
    assert!(logged
        .iter()
        .any(|line| line["route"] == "/api/public/lists/{token}" && line["status"] == 404));
    // The scheduler was let finish, then the process said goodbye.
    assert!(
        logged
            .iter()
            .any(|line| line["message"] == "reminder scheduler stopped"),
        "{all}"
    );
    assert_eq!(logged.last().unwrap()["message"], "Presently stopped");
}

/// An OpenAI-compatible stub on loopback that takes `delay` over each answer.
fn slow_model(delay: Duration) -> String {
    use std::io::Write;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(4) {
            let Ok(mut stream) = stream else { continue };
            crate::helpers::read_http_body(&mut stream);
            std::thread::sleep(delay);
            let reply = json!({"choices": [{"index": 0, "message": {
                "role": "assistant",
                "content": "A good book would suit him."
            }}]})
            .to_string();
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{reply}",
                reply.len()
            );
        }
    });
    format!("http://127.0.0.1:{port}/v1")
}

#[actix_web::test]
async fn a_request_under_way_at_sigterm_still_gets_its_answer() {
    let server = Process::start(&[("AI_BASE_URL", &slow_model(Duration::from_millis(1500)))]);
    let url = server.url("/api/ai/chat-recommendations");
    let asked = actix_web::rt::spawn(async move {
        browser()
            .post(url)
            .json(&json!({"message": "a gift for dad"}))
            .send()
            .await
    });
    // The model is still thinking when the stop comes.
    actix_web::rt::time::sleep(Duration::from_millis(500)).await;
    server.send_sigterm();
    let answer = asked.await.unwrap().unwrap();
    assert_eq!(answer.status(), 200);
    let answer: Value = answer.json().await.unwrap();
    assert_eq!(answer["source"], "model", "{answer}");
    assert_eq!(answer["message"], "A good book would suit him.");
    let (status, lines) = server.wait();
    assert!(status.success(), "{status:?}\n{}", lines.join("\n"));
}

#[actix_web::test]
async fn the_health_command_fails_when_nothing_answers() {
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let out = Command::new(env!("CARGO_BIN_EXE_presently"))
        .arg("health")
        .env("PRESENTLY_ADDR", format!("127.0.0.1:{port}"))
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot connect"));
}

#[actix_web::test]
async fn metrics_are_off_without_a_token() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    let res = app.get("/api/metrics").await;
    assert_eq!(res.status(), 404);
    let body: Value = res.json().await.unwrap();
    assert!(body["message"].is_string());
}

#[actix_web::test]
async fn the_api_browser_is_served_under_its_own_policy() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    let res = app.get("/api/docs").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    let policy = res.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    for part in [
        "default-src 'none'",
        "script-src 'self';",
        "connect-src 'self'",
        "frame-ancestors 'none'",
    ] {
        assert!(policy.contains(part), "{policy}");
    }
    let page = res.text().await.unwrap();
    assert!(page.contains("/api/openapi.json"), "{page}");
    let init = app.get("/api/docs/init.js").await;
    assert_eq!(init.status(), 200);
    let init = init.text().await.unwrap();
    assert!(init.contains("url: \"/api/openapi.json\""));
    assert!(init.contains("validatorUrl: null"), "no outside validator");
    assert_eq!(app.get("/api/docs/secrets.txt").await.status(), 404);
    // The files are reachable only under /api/docs/.
    assert_eq!(app.get("/_api-docs/swagger-ui.css").await.status(), 404);
}

/// Signed out, Ask Presently allows 10 messages a minute per client address.
async fn visitor_chat(app: &TestApp, forwarded_for: &str) -> u16 {
    app.client
        .post(app.url("/api/ai/chat-recommendations"))
        .header("x-forwarded-for", forwarded_for)
        .json(&json!({"message": "a gift for dad"}))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[actix_web::test]
async fn limits_see_the_client_behind_a_trusted_proxy_and_ignore_forged_headers() {
    let limit = api::state::VISITOR_CHATS_PER_MINUTE;
    // Behind a proxy on this machine: each client has its own allowance.
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        &[("PRESENTLY_TRUSTED_PROXIES", "127.0.0.1/8, ::1")],
    )
    .await
    .unwrap();
    for _ in 0..limit {
        assert_eq!(visitor_chat(&app, "198.51.100.1").await, 200);
    }
    assert_eq!(visitor_chat(&app, "198.51.100.1").await, 429);
    assert_eq!(visitor_chat(&app, "198.51.100.2").await, 200);
    // A client's own claim left of the proxy's entry changes nothing.
    assert_eq!(visitor_chat(&app, "203.0.113.50, 198.51.100.1").await, 429);

    // No trusted proxy: the header is anyone's to forge, so it is ignored.
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    for n in 0..limit {
        assert_eq!(visitor_chat(&app, &format!("198.51.100.{n}")).await, 200);
    }
    assert_eq!(visitor_chat(&app, "198.51.100.99").await, 429);
}

#[actix_web::test]
async fn links_use_the_forwarded_host_only_from_a_trusted_proxy() {
    // A change whose Origin is the forwarded one is same-site only when the
    // proxy is trusted. (A loopback name: while dev login is on, no other
    // host is served, forwarded or not; issue 33.)
    let trusted = TestApp::spawn_with(
        Backend::Sqlite,
        &[
            ("PRESENTLY_TRUSTED_PROXIES", "127.0.0.1"),
            ("PRESENTLY_DEV_LOGIN", "1"),
        ],
    )
    .await
    .unwrap();
    let sign_in = |app: &TestApp| {
        app.client
            .post(app.url("/api/dev-login"))
            .header("x-forwarded-proto", "https")
            .header("x-forwarded-host", "presently.localhost:8443")
            .header("origin", "https://presently.localhost:8443")
            .form(&[
                ("email", "ada@example.com"),
                ("first_name", "Ada"),
                ("last_name", "L"),
            ])
    };
    assert_eq!(sign_in(&trusted).send().await.unwrap().status(), 303);
    let untrusted = TestApp::spawn(Backend::Sqlite).await.unwrap();
    assert_eq!(sign_in(&untrusted).send().await.unwrap().status(), 403);
}
