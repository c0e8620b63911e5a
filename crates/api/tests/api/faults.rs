//! Faults, made on this machine only: a SQLite file locked by another
//! process, PostgreSQL cut off through a loopback proxy the test controls
//! (the shared server itself is never stopped), and the server killed
//! (`kill -9`) in the middle of a burst of writes.

use std::io::Read;
use std::net::{Shutdown, TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use diesel::connection::SimpleConnection;
use diesel::Connection;
use persistence::test_support::TestDatabase;
use serde_json::json;

use crate::helpers::{json, Backend, TestApp};

/// The health check's promise: an answer within a second, whatever the
/// database does. (A deadline the product states, not a speed measurement.)
const HEALTH_ANSWER: Duration = Duration::from_millis(1500);

async fn timed_health(app: &TestApp, method: reqwest::Method) -> (u16, Duration) {
    let started = Instant::now();
    let res = app
        .client
        .request(method, app.url("/api/health"))
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), started.elapsed())
}

async fn health_becomes(app: &TestApp, status: u16) {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let (now, _) = timed_health(app, reqwest::Method::GET).await;
        if now == status {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "health stayed {now}, not {status}"
        );
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
}

#[actix_web::test]
async fn health_is_503_within_a_second_while_sqlite_is_locked_and_recovers() {
    let app = TestApp::spawn(Backend::Sqlite).await.unwrap();
    assert_eq!(timed_health(&app, reqwest::Method::GET).await.0, 200);

    // Another process's write lock on the file.
    let path = app.db.url.trim_start_matches("sqlite://").to_owned();
    let mut other = diesel::SqliteConnection::establish(&path).unwrap();
    other.batch_execute("BEGIN EXCLUSIVE").unwrap();
    for method in [reqwest::Method::GET, reqwest::Method::HEAD] {
        let (status, took) = timed_health(&app, method.clone()).await;
        assert_eq!(status, 503, "{method}");
        assert!(took < HEALTH_ANSWER, "{method} took {took:?}");
    }
    let res = app.get("/api/health").await;
    assert_eq!(res.headers()["content-type"], "application/json");
    assert_eq!(
        json(res).await["message"],
        "The database is unavailable. Please try again shortly."
    );

    other.batch_execute("ROLLBACK").unwrap();
    health_becomes(&app, 200).await;
}

/// A TCP proxy on loopback to the local PostgreSQL server; `cut` closes
/// every connection through it and refuses new ones until `restore`.
struct Proxy {
    port: u16,
    cut: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<TcpStream>>>,
}

impl Proxy {
    fn start(upstream: &str) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let cut = Arc::new(AtomicBool::new(false));
        let open: Arc<Mutex<Vec<TcpStream>>> = Arc::default();
        let (cut_flag, streams, upstream) = (cut.clone(), open.clone(), upstream.to_owned());
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                if cut_flag.load(Ordering::SeqCst) {
                    continue; // dropped: the connection closes at once
                }
                let Ok(server) = TcpStream::connect(&upstream) else {
                    continue;
                };
                let mut kept = streams.lock().unwrap();
                kept.push(client.try_clone().unwrap());
                kept.push(server.try_clone().unwrap());
                pipe(client.try_clone().unwrap(), server.try_clone().unwrap());
                pipe(server, client);
            }
        });
        Proxy { port, cut, open }
    }

    fn cut(&self) {
        self.cut.store(true, Ordering::SeqCst);
        for stream in self.open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    fn restore(&self) {
        self.cut.store(false, Ordering::SeqCst);
    }
}

fn pipe(mut from: TcpStream, mut to: TcpStream) {
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut from, &mut to);
        let _ = to.shutdown(Shutdown::Both);
    });
}

#[actix_web::test]
async fn postgres_cut_off_gives_503_within_a_second_and_recovers_without_a_restart() {
    let Some(db) = TestDatabase::postgres() else {
        return;
    };
    let mut through = url::Url::parse(&db.url).unwrap();
    let upstream = format!(
        "{}:{}",
        through.host_str().unwrap(),
        through.port().unwrap_or(5432)
    );
    let proxy = Proxy::start(&upstream);
    through.set_port(Some(proxy.port)).unwrap();
    let database = persistence::Database::connect(through.as_str()).unwrap();
    let app = TestApp::serve(db, database, through.as_str(), &[]);
    app.sign_in_ada().await;
    let res = app
        .post_json(&app.client, "/api/wishlist", json!({"name": "Before"}))
        .await;
    assert_eq!(res.status(), 201);

    proxy.cut();
    for method in [reqwest::Method::GET, reqwest::Method::HEAD] {
        let (status, took) = timed_health(&app, method.clone()).await;
        assert_eq!(status, 503, "{method}");
        assert!(took < HEALTH_ANSWER, "{method} took {took:?}");
    }
    let res = app.get("/api/wishlist").await;
    assert_eq!(res.status(), 503, "a read says unavailable, not 500");
    assert_eq!(
        json(res).await["message"],
        "The database is unavailable. Please try again shortly."
    );

    proxy.restore();
    health_becomes(&app, 200).await;
    let res = app
        .post_json(&app.client, "/api/wishlist", json!({"name": "After"}))
        .await;
    assert_eq!(res.status(), 201);
    let names: Vec<String> = json(app.get("/api/wishlist").await)
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

/// The `presently` binary on `database_url`, on a free loopback port.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start(database_url: &str, data_dir: &std::path::Path) -> Server {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(env!("CARGO_BIN_EXE_presently"))
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DATABASE_URL", database_url)
            .env("PRESENTLY_ADDR", format!("127.0.0.1:{port}"))
            .env("PRESENTLY_SCHEDULER", "0")
            .env("SESSION_KEY", "k".repeat(64))
            .env("RUST_LOG", "warn")
            .current_dir(data_dir)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let server = Server {
            child,
            address: format!("http://127.0.0.1:{port}"),
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "the server did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
        server
    }

    fn kill(mut self) {
        self.child.kill().unwrap(); // SIGKILL: no shutdown, no flush
        self.child.wait().unwrap();
        let mut stderr = String::new();
        if let Some(mut pipe) = self.child.stderr.take() {
            let _ = pipe.read_to_string(&mut stderr);
        }
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn signed_in(server: &Server) -> reqwest::Client {
    let client = crate::helpers::client_builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let res = client
        .post(format!("{}/api/dev-login", server.address))
        .form(&[("email", "ada@example.com"), ("first_name", "Ada")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    client
}

/// Writes from eight connections; the server is killed mid-burst; after a
/// restart on the same database every acknowledged item is there.
async fn kill_9_loses_no_acknowledged_write(db: TestDatabase) {
    let data_dir = tempfile::tempdir().unwrap();
    let server = Server::start(&db.url, data_dir.path());
    let client = signed_in(&server).await;
    let acknowledged: Arc<Mutex<Vec<String>>> = Arc::default();
    let mut writers = Vec::new();
    for writer in 0..8 {
        let (client, acknowledged) = (client.clone(), acknowledged.clone());
        let url = format!("{}/api/wishlist", server.address);
        writers.push(actix_web::rt::spawn(async move {
            for n in 0.. {
                let name = format!("Item {writer}-{n}");
                match client.post(&url).json(&json!({"name": name})).send().await {
                    Ok(res) if res.status() == 201 => acknowledged.lock().unwrap().push(name),
                    Ok(res) => panic!("{name}: {}", res.status()),
                    Err(_) => return, // the server is gone
                }
            }
        }));
    }
    // Kill once a good number of writes went through.
    let deadline = Instant::now() + Duration::from_secs(30);
    while acknowledged.lock().unwrap().len() < 200 {
        assert!(Instant::now() < deadline, "writes too slow to start");
        actix_web::rt::time::sleep(Duration::from_millis(10)).await;
    }
    server.kill();
    for writer in writers {
        writer.await.unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();

    let server = Server::start(&db.url, data_dir.path());
    let client = signed_in(&server).await;
    let items = json(
        client
            .get(format!("{}/api/wishlist", server.address))
            .send()
            .await
            .unwrap(),
    )
    .await;
    let stored: std::collections::HashSet<&str> = items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["name"].as_str().unwrap())
        .collect();
    let lost: Vec<&String> = acknowledged
        .iter()
        .filter(|name| !stored.contains(name.as_str()))
        .collect();
    assert!(lost.is_empty(), "acknowledged but lost: {lost:?}");
    assert!(stored.len() >= acknowledged.len());
}

#[actix_web::test]
async fn kill_9_loses_no_acknowledged_write_on_sqlite() {
    kill_9_loses_no_acknowledged_write(TestDatabase::sqlite()).await;
}

#[actix_web::test]
async fn kill_9_loses_no_acknowledged_write_on_postgres() {
    if let Some(db) = TestDatabase::postgres() {
        kill_9_loses_no_acknowledged_write(db).await;
    }
}
