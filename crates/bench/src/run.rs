//! One measurement: a fresh seeded database, the server and the bare handler
//! started on it, a signed-in session, and each call loaded in turn.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use domain::ids::UserId;
use persistence::Database;

use crate::live::LiveDelay;
use crate::wrk::{self, Load, BROWSER_HEADERS};
use crate::Options;

/// The signed-in reads the goals hold to 0.8x the bare handler (plain) and
/// 0.7x (with a browser's `Accept-Encoding`, the same name and
/// [`COMPRESSED_SUFFIX`]). The group list's path is the reader's own.
pub const SIGNED_IN_READS: [&str; 5] = [
    "GET /api/dates/upcoming?limit=3",
    "GET /api/wishlist",
    "GET /api/contacts",
    "GET /api/auth/user",
    GROUP_LIST,
];
pub const GROUP_LIST: &str = "GET /api/collaborative-wishlists/{id}";
pub const COMPRESSED_SUFFIX: &str = ", compressed";
pub const WRITE: &str = "POST /api/wishlist";
pub const PLAIN_ONE: &str = "GET /api/wishlist, 1 connection, plain";
pub const COMPRESSED_ONE: &str = "GET /api/wishlist, 1 connection, compressed";
pub const UPCOMING: &str = "GET /api/dates/upcoming?limit=3";
/// The ceiling's handler reading the wishlist's own rows and writing its
/// fields (`bare`'s `/bare/{user_id}/items`): how much of the wishlist's
/// cost is its data. Shown beside the goals, not one of them.
pub const WISHLIST_FLOOR: &str = "bare handler, the wishlist's rows";
/// Upcoming on the smallest database measured again after the largest: the
/// flatness goal compares the largest with the mean of the two, so the
/// machine's drift over a long run cancels out (measured on 2026-11-24: in
/// one run 1k then 100k, PostgreSQL's upcoming fell to 0.86x, and so did the
/// bare handler's 0.84x; run 100k first, it was 1.00x).
pub const UPCOMING_AGAIN: &str = "GET /api/dates/upcoming?limit=3, again after the largest";

/// What wrk measured for one call.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Measure {
    pub requests: u64,
    pub requests_per_second: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    /// Failed requests (non-2xx or 3xx, socket errors), and for the write,
    /// acknowledged writes missing afterwards.
    pub errors: u64,
}

#[derive(Debug, Clone)]
pub struct Row {
    pub backend: &'static str,
    pub users: u32,
    pub call: String,
    pub measure: Measure,
}

pub enum Backend {
    Sqlite,
    /// The server's admin URL (a database to create the bench's in).
    Postgres(String),
}

impl Backend {
    pub fn name(&self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres(_) => "PostgreSQL",
        }
    }
}

/// SQLite always; PostgreSQL when `BENCH_POSTGRES_URL` (default the local
/// server's `postgres` database) answers.
pub fn backends() -> Vec<Backend> {
    let admin = std::env::var("BENCH_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    match PgConnection::establish(&admin) {
        Ok(_) => vec![Backend::Sqlite, Backend::Postgres(admin)],
        Err(error) => {
            eprintln!("PostgreSQL at {admin} does not answer ({error}): SQLite only");
            vec![Backend::Sqlite]
        }
    }
}

/// A fresh database for one size, dropped afterwards.
struct Fresh {
    url: String,
    drop_with: Option<(String, String)>,
}

impl Drop for Fresh {
    fn drop(&mut self) {
        if let Some((admin, name)) = &self.drop_with {
            if let Ok(mut conn) = PgConnection::establish(admin) {
                let _ = conn.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
            }
        }
    }
}

fn fresh(backend: &Backend, dir: &Path, size: u32) -> anyhow::Result<Fresh> {
    match backend {
        Backend::Sqlite => Ok(Fresh {
            url: format!(
                "sqlite://{}",
                dir.join(format!("bench-{size}.db")).display()
            ),
            drop_with: None,
        }),
        Backend::Postgres(admin) => {
            let name = format!("presently_bench_{}_{size}", std::process::id());
            let mut conn = PgConnection::establish(admin)?;
            // One statement each: they cannot run in one (implicit) transaction.
            conn.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))?;
            conn.batch_execute(&format!("CREATE DATABASE {name}"))?;
            let (base, _) = admin
                .rsplit_once('/')
                .context("BENCH_POSTGRES_URL names a database")?;
            Ok(Fresh {
                url: format!("{base}/{name}"),
                drop_with: Some((admin.clone(), name)),
            })
        }
    }
}

/// A child process killed when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> anyhow::Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

fn start(
    binary: &Path,
    url: &str,
    port: u16,
    dir: &Path,
    pool: Option<u32>,
) -> anyhow::Result<Running> {
    let mut command = Command::new(binary);
    if let Some(pool) = pool {
        command.env("PRESENTLY_DB_POOL", pool.to_string());
    }
    let child = command
        .current_dir(dir)
        .env("DATABASE_URL", url)
        .env("PRESENTLY_ADDR", format!("127.0.0.1:{port}"))
        .env("PRESENTLY_SCHEDULER", "0")
        // The harness signs in a writer per connection through dev login,
        // far more than a person does in a minute.
        .env("PRESENTLY_DEV_LOGINS_PER_MINUTE", "100000")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .with_context(|| format!("starting {}", binary.display()))?;
    Ok(Running(child))
}

/// One plain HTTP/1.1 exchange on loopback: the status line and headers,
/// and the body.
fn http(port: u16, request: &str) -> anyhow::Result<(String, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    stream.write_all(request.as_bytes())?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer)?;
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    Ok((head.to_owned(), body.to_owned()))
}

fn wait_until_answering(port: u16, path: &str) -> anyhow::Result<()> {
    let started = Instant::now();
    loop {
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        if let Ok((head, _)) = http(port, &request) {
            if head.starts_with("HTTP/1.1 200") {
                return Ok(());
            }
        }
        if started.elapsed() > Duration::from_secs(60) {
            bail!("nothing answers {path} on port {port}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Signs in through the dev login form as `email`; the session cookie.
fn sign_in(port: u16, email: &str) -> anyhow::Result<String> {
    let body = format!(
        "email={}&first_name=User&last_name=Bench",
        email.replace('@', "%40")
    );
    let request = format!(
        "POST /api/dev-login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let (head, _) = http(port, &request)?;
    head.lines()
        .filter_map(|l| {
            l.strip_prefix("set-cookie: ")
                .or_else(|| l.strip_prefix("Set-Cookie: "))
        })
        .filter_map(|cookie| cookie.split(';').next())
        .find(|pair| pair.contains('=') && !pair.ends_with('='))
        .map(str::to_owned)
        .with_context(|| format!("dev login as {email} set no cookie:\n{head}"))
}

fn user_id(db: &Database, email: &str) -> anyhow::Result<UserId> {
    let mut conn = db.get()?;
    Ok(persistence::users::find_by_email(&mut conn, email)?
        .with_context(|| format!("{email} was not seeded"))?
        .id)
}

/// Users the write goes round: with [`domain::limits::MAX_WISHLIST_ITEMS`]
/// each, room for 400,000 writes.
const WRITERS: usize = 200;

/// The writers' items in all.
fn items(db: &Database, writers: &[(UserId, String)]) -> anyhow::Result<u64> {
    let mut conn = db.get()?;
    let mut total = 0;
    for (user, _) in writers {
        total += persistence::wishlist::count(&mut conn, *user)?;
    }
    Ok(total)
}

/// wrk's script for the write: one item per request, each request as the
/// next writer (their session cookies in turn), with the command line's
/// browser headers.
fn post_script(writers: &[(UserId, String)]) -> String {
    let cookies: Vec<String> = writers
        .iter()
        .map(|(_, cookie)| format!("  \"{cookie}\","))
        .collect();
    format!(
        "local cookies = {{\n{}\n}}\n\
         local body = '{{\"name\":\"Bench kettle\",\"price\":\"$24.99\",\"priority\":\"high\"}}'\n\
         local sent = 0\n\
         request = function()\n\
         \x20 sent = sent + 1\n\
         \x20 local headers = {{}}\n\
         \x20 for name, value in pairs(wrk.headers) do headers[name] = value end\n\
         \x20 headers[\"Cookie\"] = cookies[(sent % #cookies) + 1]\n\
         \x20 headers[\"Content-Type\"] = \"application/json\"\n\
         \x20 return wrk.format(\"POST\", nil, headers, body)\n\
         end\n",
        cookies.join("\n")
    )
}

/// PostgreSQL's background work so far (cluster-wide): checkpoints, and
/// buffers a backend had to write out itself before it could read (a read
/// that waits for a write). `None` on SQLite.
fn postgres_background_work(db: &Database) -> Option<(i64, i64)> {
    #[derive(diesel::QueryableByName)]
    struct Counters {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        checkpoints: i64,
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        backend_writes: i64,
    }
    use diesel::RunQueryDsl;
    let mut conn = db.get().ok()?;
    let persistence::DbConnection::Postgresql(c) = &mut *conn else {
        return None;
    };
    let counters: Counters = diesel::sql_query(
        "SELECT checkpoints_timed + checkpoints_req AS checkpoints, \
         buffers_backend AS backend_writes FROM pg_stat_bgwriter",
    )
    .get_result(c)
    .ok()?;
    Some((counters.checkpoints, counters.backend_writes))
}

/// Seconds of unrecorded load before each measured call.
fn warm_up(seconds: u32) -> u32 {
    (seconds / 3).max(1)
}

/// The servers of one size kept running after its calls, to measure
/// upcoming again later. Dropped: the servers stop, then the database goes.
pub struct Standing {
    _app: Running,
    _bare: Running,
    _fresh: Fresh,
    backend: &'static str,
    size: u32,
    app_port: u16,
    reader_cookie: String,
}

/// The folder of this run's SQLite files and scripts.
pub fn run_dir() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("presently-bench-{}", std::process::id()))
}

/// Loads one call: a warm-up (pools grown, statements prepared, caches
/// filled), unrecorded, then the measurement.
fn load_call(
    db: Option<&Database>,
    url: &str,
    headers: Vec<String>,
    connections: u32,
    options: &Options,
    warm: bool,
) -> anyhow::Result<Measure> {
    let mut load = Load {
        url,
        headers,
        connections,
        seconds: warm_up(options.seconds),
        script: None,
    };
    if warm {
        wrk::run(&load)?;
    }
    load.seconds = options.seconds;
    let before = db.and_then(postgres_background_work);
    let measure = wrk::run(&load);
    if let (Some(before), Some(after)) = (before, db.and_then(postgres_background_work)) {
        eprintln!(
            "   (during {url}: {} checkpoints, {} buffers written by backends)",
            after.0 - before.0,
            after.1 - before.1
        );
    }
    measure
}

/// Each figure's median over the rounds (errors: their sum).
fn median(rounds: Vec<Measure>) -> Measure {
    let middle = |mut values: Vec<f64>| {
        values.sort_by(f64::total_cmp);
        values.get(values.len() / 2).copied().unwrap_or(0.0)
    };
    Measure {
        requests: rounds.iter().map(|m| m.requests).sum(),
        requests_per_second: middle(rounds.iter().map(|m| m.requests_per_second).collect()),
        p50_ms: middle(rounds.iter().map(|m| m.p50_ms).collect()),
        p99_ms: middle(rounds.iter().map(|m| m.p99_ms).collect()),
        errors: rounds.iter().map(|m| m.errors).sum(),
    }
}

/// The reader's group list with 20 items (made through the API), for the
/// group list read: its id.
fn group_list(port: u16, cookie: &str) -> anyhow::Result<i64> {
    let post = |path: &str, body: String| -> anyhow::Result<String> {
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\
             {cookie}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        let (head, answer) = http(port, &request)?;
        if !head.starts_with("HTTP/1.1 201") {
            bail!("{path}: {head}\n{answer}");
        }
        Ok(answer)
    };
    let list = post(
        "/api/collaborative-wishlists",
        r#"{"name":"Bench group list"}"#.to_owned(),
    )?;
    let id = serde_json::from_str::<serde_json::Value>(&list)?["id"]
        .as_i64()
        .context("the group list's id")?;
    for n in 0..20 {
        post(
            &format!("/api/collaborative-wishlists/{id}/items"),
            format!(r#"{{"name":"Group item {n}","price":"$25","quantity":2}}"#),
        )?;
    }
    Ok(id)
}

/// The first item of the bench's group list.
fn first_group_item(port: u16, cookie: &str, list: i64) -> anyhow::Result<i64> {
    let request = format!(
        "GET /api/collaborative-wishlists/{list} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
         Connection: close\r\n{cookie}\r\n\r\n"
    );
    let (head, body) = http(port, &request)?;
    if !head.starts_with("HTTP/1.1 200") {
        bail!("the group list: {head}");
    }
    serde_json::from_str::<serde_json::Value>(&body)?["items"][0]["id"]
        .as_i64()
        .context("the group list's first item")
}

fn browser_headers(cookie: Option<&str>, encoding: &str) -> Vec<String> {
    let mut headers: Vec<String> = BROWSER_HEADERS.iter().map(|h| (*h).to_owned()).collect();
    headers.push(format!("Accept-Encoding: {encoding}"));
    headers.extend(cookie.map(str::to_owned));
    headers
}

const COMPRESSED: &str = "gzip, deflate, br";

/// Upcoming once more on servers kept standing.
pub fn measure_upcoming_again(standing: &Standing, options: &Options) -> anyhow::Result<Row> {
    let url = format!(
        "http://127.0.0.1:{}/api/dates/upcoming?limit=3",
        standing.app_port
    );
    let measure = load_call(
        None,
        &url,
        browser_headers(Some(&standing.reader_cookie), COMPRESSED),
        options.connections,
        options,
        true,
    )?;
    eprintln!(
        "   {UPCOMING_AGAIN} ({} users): {:.0} req/s, p99 {:.2} ms, {} errors",
        standing.size, measure.requests_per_second, measure.p99_ms, measure.errors
    );
    Ok(Row {
        backend: standing.backend,
        users: standing.size,
        call: UPCOMING_AGAIN.to_owned(),
        measure,
    })
}

/// Every call on one database and size; with `keep`, the servers stay up
/// for [`measure_upcoming_again`].
pub fn measure(
    backend: &Backend,
    size: u32,
    options: &Options,
    keep: bool,
) -> anyhow::Result<(Vec<Row>, Option<Standing>, Option<LiveDelay>)> {
    let dir = run_dir();
    std::fs::create_dir_all(&dir)?;
    let fresh = fresh(backend, &dir, size)?;
    let seeding = Instant::now();
    let db = Database::connect(&fresh.url)?;
    let mut conn = db.get()?;
    persistence::seed::seed(&mut conn, size, options.per_user)?;
    drop(conn);
    eprintln!("   seeded in {:.1} s", seeding.elapsed().as_secs_f64());

    let (app_port, bare_port) = (free_port()?, free_port()?);
    let _app = start(&options.presently, &fresh.url, app_port, &dir, options.pool)?;
    let _bare = start(&options.bare, &fresh.url, bare_port, &dir, options.pool)?;
    wait_until_answering(app_port, "/api/health")?;
    wait_until_answering(bare_port, "/bare/1")?;

    let reader = format!("user{}@seed.example", size.div_ceil(2));
    let reader_id = user_id(&db, &reader)?;
    let reader_cookie = format!("Cookie: {}", sign_in(app_port, &reader)?);
    // The writes go round many new users: one wishlist holds at most
    // `MAX_WISHLIST_ITEMS`, fewer than a run's writes.
    let mut writers = Vec::with_capacity(WRITERS);
    for n in 0..WRITERS {
        let email = format!("writer{n}@bench.example");
        let cookie = sign_in(app_port, &email)?;
        writers.push((user_id(&db, &email)?, cookie));
    }

    let group = group_list(app_port, &reader_cookie)?;
    // Live list pages, at the smallest size: on PostgreSQL the page is on
    // a second instance (SQLite serves one).
    let mut live = None;
    if size == options.sizes.iter().copied().min().unwrap_or(size) {
        let item = first_group_item(app_port, &reader_cookie, group)?;
        let other = match backend {
            Backend::Sqlite => None,
            _ => {
                let port = free_port()?;
                let second = start(&options.presently, &fresh.url, port, &dir, options.pool)?;
                wait_until_answering(port, "/api/health")?;
                Some((port, second))
            }
        };
        let page_port = other.as_ref().map_or(app_port, |(port, _)| *port);
        let changes = if options.smoke { 6 } else { 40 };
        let delay = crate::live::measure(
            backend.name(),
            (app_port, page_port),
            &reader_cookie,
            (group, item),
            changes,
        )?;
        eprintln!("   live: {}", delay.line());
        live = Some(delay);
    }
    let browser = browser_headers;
    let compressed = COMPRESSED;
    let mut rows = Vec::new();
    let mut record = |call: &str, measure: Measure| {
        eprintln!(
            "   {call}: {:.0} req/s, p99 {:.2} ms, {} errors",
            measure.requests_per_second, measure.p99_ms, measure.errors
        );
        rows.push(Row {
            backend: backend.name(),
            users: size,
            call: call.to_owned(),
            measure,
        });
    };
    let load = |path: &str, port: u16, headers: Vec<String>, connections: u32| {
        let url = format!("http://127.0.0.1:{port}{path}");
        load_call(Some(&db), &url, headers, connections, options, true)
    };

    // Interleaved rounds (the ceiling, then each call, plain and
    // compressed, round after round): a drift of the machine's speed over
    // the run touches every call alike; each figure is the median.
    let mut calls: Vec<(String, u16, String, Vec<String>)> = vec![(
        "bare handler".into(),
        bare_port,
        format!("/bare/{}", reader_id.0),
        browser(None, "identity"),
    )];
    if !options.smoke {
        calls.push((
            WISHLIST_FLOOR.into(),
            bare_port,
            format!("/bare/{}/items", reader_id.0),
            browser(None, "identity"),
        ));
    }
    // The smoke run (CI: the harness works) takes the plain reads only,
    // unwarmed; the compressed path is the one-connection call's.
    let encodings: &[(&str, &str)] = if options.smoke {
        &[("identity", "")]
    } else {
        &[("identity", ""), (compressed, COMPRESSED_SUFFIX)]
    };
    for &(encoding, suffix) in encodings {
        for call in SIGNED_IN_READS {
            let path = call
                .trim_start_matches("GET ")
                .replace("{id}", &group.to_string());
            calls.push((
                format!("{call}{suffix}"),
                app_port,
                path,
                browser(Some(&reader_cookie), encoding),
            ));
        }
    }
    let mut measured: Vec<Vec<Measure>> = vec![Vec::new(); calls.len()];
    for round in 0..options.rounds.max(1) {
        for (n, (_, port, path, headers)) in calls.iter().enumerate() {
            let url = format!("http://127.0.0.1:{port}{path}");
            let warm = round == 0 && !options.smoke;
            measured[n].push(load_call(
                Some(&db),
                &url,
                headers.clone(),
                options.connections,
                options,
                warm,
            )?);
        }
    }
    for ((call, ..), rounds) in calls.iter().zip(measured) {
        record(call, median(rounds));
    }
    if size == options.sizes.iter().copied().min().unwrap_or(size) {
        record(
            PLAIN_ONE,
            load(
                "/api/wishlist",
                app_port,
                browser(Some(&reader_cookie), "identity"),
                1,
            )?,
        );
        record(
            COMPRESSED_ONE,
            load(
                "/api/wishlist",
                app_port,
                browser(Some(&reader_cookie), compressed),
                1,
            )?,
        );
    }

    // The write: every acknowledged item must be stored afterwards.
    let script = dir.join("post-item.lua");
    std::fs::write(&script, post_script(&writers))?;
    let url = format!("http://127.0.0.1:{app_port}/api/wishlist");
    let mut load = Load {
        url: &url,
        headers: browser(None, compressed),
        connections: options.connections,
        seconds: warm_up(options.seconds),
        script: Some(&script),
    };
    wrk::run(&load)?;
    load.seconds = options.seconds;
    let before = items(&db, &writers)?;
    let mut write = wrk::run(&load)?;
    let stored = items(&db, &writers)? - before;
    let acknowledged = write.requests.saturating_sub(write.errors);
    write.errors += acknowledged.saturating_sub(stored);
    record(WRITE, write);
    let standing = keep.then(|| Standing {
        _app,
        _bare,
        _fresh: fresh,
        backend: backend.name(),
        size,
        app_port,
        reader_cookie,
    });
    Ok((rows, standing, live))
}
