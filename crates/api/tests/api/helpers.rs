use std::collections::HashMap;
use std::net::TcpListener;
use std::sync::Arc;

use api::config::{Config, Env};
use api::startup::Application;
use domain::clock::FixedClock;
use persistence::test_support::TestDatabase;
use reqwest::redirect::Policy;
use reqwest::{Client, Response};
use serde_json::{json, Value};

pub struct TestApp {
    pub address: String,
    /// A browser: keeps cookies, does not follow redirects.
    pub client: Client,
    pub db: TestDatabase,
    _data_dir: tempfile::TempDir,
    /// The server's signing key (what signs the digest's unsubscribe links).
    pub signing_key: Vec<u8>,
    /// The server runs on a thread (and actix system) of its own, stopped
    /// and joined when the test ends: a server left running to the end of
    /// the test binary, with its workers and pooled connections, raced the
    /// process's exit (one abort, `munmap_chunk(): invalid pointer`, after
    /// every test had passed).
    server: Option<(actix_web::dev::ServerHandle, std::thread::JoinHandle<()>)>,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some((handle, thread)) = self.server.take() {
            // The command is sent at once; the thread ends when the server has.
            let _stopping = handle.stop(false);
            let _ = thread.join();
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl TestApp {
    pub async fn spawn(backend: Backend) -> Option<TestApp> {
        Self::spawn_with(backend, &[]).await
    }

    /// Starts the server on `clock` (keep a clone to `set` or `advance` it):
    /// every handler reads the time from it, and the database stamps rows
    /// with it (`app.db.database` too, for driving the scheduler's `tick`).
    pub async fn spawn_with_clock(backend: Backend, clock: FixedClock) -> Option<TestApp> {
        let mut db = match backend {
            Backend::Sqlite => TestDatabase::sqlite(),
            Backend::Postgres => TestDatabase::postgres()?,
        };
        db.database = db.database.clone().with_clock(Arc::new(clock));
        let database = db.database.clone();
        let url = db.url.clone();
        Some(Self::serve(db, database, &url, &[]))
    }

    /// Starts the server with extra configuration variables; `None` when the
    /// PostgreSQL server is unavailable and not required.
    pub async fn spawn_with(backend: Backend, vars: &[(&str, &str)]) -> Option<TestApp> {
        let db = match backend {
            Backend::Sqlite => TestDatabase::sqlite(),
            Backend::Postgres => TestDatabase::postgres()?,
        };
        let database = db.database.clone();
        let url = db.url.clone();
        Some(Self::serve(db, database, &url, vars))
    }

    /// A second instance of the server on this one's database (a pool of
    /// its own), with `vars`: as an operator scales out behind a proxy.
    pub fn another_instance(&self, vars: &[(&str, &str)]) -> TestApp {
        let db = self.db.another_pool();
        let database = db.database.clone();
        let url = db.url.clone();
        Self::serve(db, database, &url, vars)
    }

    /// Serves `db` through `database`, a pool on `url` (the test database's
    /// own, or another way to it, such as a proxy the test controls).
    pub fn serve(
        db: TestDatabase,
        database: persistence::Database,
        url: &str,
        vars: &[(&str, &str)],
    ) -> TestApp {
        let data_dir = tempfile::tempdir().unwrap();
        let mut map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        map.insert("DATABASE_URL".into(), url.to_owned());
        // Scheduler tests drive `tick` themselves with a chosen clock.
        map.entry("PRESENTLY_SCHEDULER".into())
            .or_insert_with(|| "0".into());
        // Tests sign in and claim far more often than a person; the limits'
        // own tests set them.
        for limit in [
            "PRESENTLY_DEV_LOGINS_PER_MINUTE",
            "PRESENTLY_GUEST_CLAIMS_PER_MINUTE",
            "PRESENTLY_LIST_GUEST_CLAIMS_PER_HOUR",
        ] {
            map.entry(limit.into()).or_insert_with(|| "10000".into());
        }
        map.entry("PRESENTLY_DATA_DIR".into())
            .or_insert_with(|| data_dir.path().display().to_string());
        let env = Env::new(|name| map.get(name).cloned());
        let config = Config::from_env(&env).unwrap();
        let signing_key = config.session_key.signing().to_vec();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let (started, handle) = std::sync::mpsc::channel();
        let thread = std::thread::spawn(move || {
            actix_web::rt::System::new().block_on(async move {
                let app = Application::with_listener(config, database, listener).unwrap();
                started.send(app.handle()).unwrap();
                let _ = app.run_until_stopped().await;
            });
        });
        let handle = handle.recv().unwrap();
        TestApp {
            address: format!("http://127.0.0.1:{port}"),
            client: browser(),
            db,
            _data_dir: data_dir,
            signing_key,
            server: Some((handle, thread)),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    /// A second browser with its own cookies.
    pub fn new_browser(&self) -> Client {
        browser()
    }

    pub async fn get(&self, path: &str) -> Response {
        self.client.get(self.url(path)).send().await.unwrap()
    }

    /// Signs in through the dev login form, as a browser would.
    pub async fn dev_login(
        &self,
        client: &Client,
        email: &str,
        first: &str,
        last: &str,
    ) -> Response {
        client
            .post(self.url("/api/dev-login"))
            .form(&[("email", email), ("first_name", first), ("last_name", last)])
            .send()
            .await
            .unwrap()
    }

    pub async fn sign_in_ada(&self) {
        let res = self
            .dev_login(&self.client, "ada@example.com", "Ada", "Lovelace")
            .await;
        assert_eq!(res.status(), 303);
    }

    /// A second signed-in browser, as Grace.
    pub async fn sign_in_grace(&self) -> Client {
        self.sign_in_as("grace@example.com", "Grace", "Hopper")
            .await
    }

    /// Another signed-in browser, as whoever is named.
    pub async fn sign_in_as(&self, email: &str, first: &str, last: &str) -> Client {
        let client = self.new_browser();
        let res = self.dev_login(&client, email, first, last).await;
        assert_eq!(res.status(), 303);
        client
    }

    /// `a` sends a friend request to `b_email`, and `b` accepts it.
    pub async fn befriend(&self, a: &Client, b: &Client, b_email: &str) {
        let req = json(
            self.post_json(a, "/api/friends/request", json!({"receiverEmail": b_email}))
                .await,
        )
        .await;
        let res = self
            .post_json(b, "/api/friends/accept", json!({"requestId": req["id"]}))
            .await;
        assert_eq!(res.status(), 200);
    }

    /// The signed-in user's id in `client`'s session.
    pub async fn user_id(&self, client: &Client) -> i64 {
        let res = client.get(self.url("/api/auth/user")).send().await.unwrap();
        json(res).await["id"].as_i64().unwrap()
    }

    pub async fn post_json(&self, client: &Client, path: &str, body: Value) -> Response {
        client
            .post(self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    pub async fn patch_json(&self, client: &Client, path: &str, body: Value) -> Response {
        client
            .patch(self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap()
    }
}

/// The token at the end of a public link (`…/lists/{token}`) an answer holds.
pub fn token_of(url: &Value) -> String {
    url.as_str()
        .and_then(|url| url.rsplit('/').next())
        .unwrap_or_else(|| panic!("not a link: {url}"))
        .to_owned()
}

/// A client for the test server. It drops a connection idle for a second:
/// the server closes one idle for five (actix's keep-alive), and a request
/// sent on a connection as the server closes it fails (`IncompleteMessage`),
/// which a slow, loaded CI machine hits between a test's requests.
pub fn client_builder() -> reqwest::ClientBuilder {
    Client::builder().pool_idle_timeout(std::time::Duration::from_secs(1))
}

pub fn browser() -> Client {
    client_builder()
        .cookie_store(true)
        .redirect(Policy::none())
        .build()
        .unwrap()
}

pub async fn json(res: Response) -> Value {
    let text = res.text().await.unwrap();
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// The JSON of a successful answer; fails the test on any other status.
pub async fn ok(res: Response) -> Value {
    let status = res.status();
    let body = json(res).await;
    assert!(status.is_success(), "{status}: {body}");
    body
}

/// `who` claims ("I'll get this") `quantity` of `item` on `list`: the answer.
pub async fn claim(
    app: &TestApp,
    who: &Client,
    list: &Value,
    item: &Value,
    quantity: u32,
) -> Value {
    let path = format!("/api/lists/{}/items/{}/claim", list["id"], item["id"]);
    ok(who
        .put(app.url(&path))
        .json(&json!({"quantity": quantity}))
        .send()
        .await
        .unwrap())
    .await
}

/// `who` sends `method path` to the app, with `body` as JSON when given.
pub async fn call(
    app: &TestApp,
    who: &Client,
    method: reqwest::Method,
    path: &str,
    body: Option<Value>,
) -> Response {
    let mut request = who.request(method, app.url(path));
    if let Some(body) = body {
        request = request.json(&body);
    }
    request.send().await.unwrap()
}

/// The status and JSON of `who`'s `method path`; a `null` body sends none.
pub async fn status_of(
    app: &TestApp,
    who: &Client,
    method: reqwest::Method,
    path: &str,
    body: Value,
) -> (reqwest::StatusCode, Value) {
    let res = call(app, who, method, path, (!body.is_null()).then_some(body)).await;
    let code = res.status();
    (code, json(res).await)
}

/// Declares each async case as a test on SQLite and on PostgreSQL:
/// `api_tests!(case)` where `async fn case(app: TestApp)`.
#[macro_export]
macro_rules! api_tests {
    ($($case:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[actix_web::test]
                async fn $case() {
                    let app = $crate::helpers::TestApp::spawn($crate::helpers::Backend::Sqlite).await.unwrap();
                    super::$case(app).await;
                }
            )*
        }
        mod postgres {
            $(
                #[actix_web::test]
                async fn $case() {
                    if let Some(app) = $crate::helpers::TestApp::spawn($crate::helpers::Backend::Postgres).await {
                        super::$case(app).await;
                    }
                }
            )*
        }
    };
}

/// Reads one whole HTTP/1.1 request from a test stub's connection (headers,
/// then Content-Length bytes) and answers its body.
pub fn read_http_body(stream: &mut std::net::TcpStream) -> String {
    use std::io::Read;
    let mut request = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        let Ok(n) = stream.read(&mut buf) else {
            return String::new();
        };
        if n == 0 {
            return String::new();
        }
        request.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&request).to_string();
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let length = head
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse::<usize>().unwrap_or(0))
                })
                .unwrap_or(0);
            if body.len() >= length {
                return body.to_owned();
            }
        }
    }
}
