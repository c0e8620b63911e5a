//! `make bench`: the load benchmark. For each database (SQLite always,
//! PostgreSQL when it answers) and each size (1k, 10k, 100k users with 20
//! dates, contacts and items each, seeded in bulk), it starts the optimised
//! `presently` server and the `bare` handler side by side on the same data,
//! signs in as a seeded user through dev login, loads the signed-in reads
//! (and one write) with wrk using a browser's headers and the real session
//! cookie, and prints one table with each figure's ratio to the bare
//! handler, then checks the goals. `--smoke` runs it on tiny data for a
//! second per call (CI: the harness works; the figures mean nothing).

mod live;
mod run;
mod wrk;

use std::path::PathBuf;

use anyhow::{bail, Context};

use run::{Backend, Measure, Row};

/// What to run.
#[derive(Debug, Clone)]
pub struct Options {
    pub sizes: Vec<u32>,
    pub seconds: u32,
    pub connections: u32,
    pub per_user: u32,
    pub presently: PathBuf,
    pub bare: PathBuf,
    /// Where the table goes as Markdown (not for smoke runs).
    pub results: Option<PathBuf>,
    pub smoke: bool,
    /// Interleaved rounds of the reads; each figure is their median.
    pub rounds: u32,
    /// Database connections of both servers (`PRESENTLY_DB_POOL`); `None`:
    /// each backend's default.
    pub pool: Option<u32>,
    /// Only this database (`sqlite` or `postgres`); `None`: both.
    pub database: Option<String>,
}

fn options() -> anyhow::Result<Options> {
    let mut args = std::env::args().skip(1);
    let target = std::env::var("BENCH_TARGET").unwrap_or_else(|_| "target/release".into());
    let mut options = Options {
        sizes: vec![1_000, 10_000, 100_000],
        seconds: 10,
        connections: 64,
        per_user: 20,
        presently: PathBuf::from(&target).join("presently"),
        bare: PathBuf::from(&target).join("bare"),
        results: Some(PathBuf::from("bench/RESULTS.md")),
        smoke: false,
        rounds: 3,
        pool: None,
        database: None,
    };
    while let Some(arg) = args.next() {
        let mut value = || args.next().with_context(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--smoke" => {
                options.smoke = true;
                options.sizes = vec![50];
                options.seconds = 1;
                options.connections = 4;
                options.results = None;
                options.rounds = 1;
            }
            "--sizes" => {
                options.sizes = value()?
                    .split(',')
                    .map(|s| s.trim().parse())
                    .collect::<Result<_, _>>()
                    .context("--sizes: numbers separated by commas")?;
            }
            "--seconds" => options.seconds = value()?.parse()?,
            "--rounds" => options.rounds = value()?.parse()?,
            "--connections" => options.connections = value()?.parse()?,
            "--bin-dir" => {
                let dir = PathBuf::from(value()?);
                options.presently = dir.join("presently");
                options.bare = dir.join("bare");
            }
            "--results" => options.results = Some(PathBuf::from(value()?)),
            "--pool" => options.pool = Some(value()?.parse().context("--pool: a number")?),
            "--database" => {
                let name = value()?.to_ascii_lowercase();
                if !matches!(name.as_str(), "sqlite" | "postgres") {
                    bail!("--database: sqlite or postgres");
                }
                options.database = Some(name);
            }
            other => bail!("unknown argument {other}"),
        }
    }
    Ok(options)
}

fn main() -> anyhow::Result<()> {
    let options = options()?;
    let mut options = options;
    for binary in [&mut options.presently, &mut options.bare] {
        // Absolute: the servers run in a directory of their own.
        *binary = std::fs::canonicalize(&*binary).with_context(|| {
            format!(
                "{} is missing: build it first (make bench does)",
                binary.display()
            )
        })?;
    }
    wrk::check_installed()?;
    let mut rows: Vec<Row> = Vec::new();
    let mut live = Vec::new();
    let backends: Vec<Backend> = run::backends()
        .into_iter()
        .filter(|b| {
            options
                .database
                .as_deref()
                .is_none_or(|only| b.name().to_ascii_lowercase().starts_with(only))
        })
        .collect();
    let smallest = options.sizes.iter().copied().min();
    for backend in &backends {
        let mut standing = None;
        for &size in &options.sizes {
            eprintln!("== {} with {size} users", backend.name());
            let keep = options.sizes.len() > 1 && Some(size) == smallest;
            let (measured, kept, delay) = run::measure(backend, size, &options, keep)?;
            rows.extend(measured);
            live.extend(delay);
            standing = standing.or(kept);
        }
        if let Some(standing) = standing {
            rows.push(run::measure_upcoming_again(&standing, &options)?);
        }
    }
    let _ = std::fs::remove_dir_all(run::run_dir());
    let mut table = report(&rows, &options, &backends);
    table.push_str("\nLive list pages (changes read every 500 ms, `PRESENTLY_LIVE_POLL_MS`):\n\n");
    for delay in &live {
        table.push_str(&format!("- {}\n", delay.line()));
    }
    println!("{table}");
    if let Some(path) = &options.results {
        std::fs::write(path, results_file(&table, &options))
            .with_context(|| format!("writing {}", path.display()))?;
        eprintln!("written to {}", path.display());
    }
    let errors: u64 = rows.iter().map(|r| r.measure.errors).sum();
    if options.smoke && errors > 0 {
        bail!("{errors} requests failed in the smoke run");
    }
    Ok(())
}

fn ms(value: f64) -> String {
    format!("{value:.2} ms")
}

/// The table, then each goal with its figures.
fn report(rows: &[Row], options: &Options, backends: &[Backend]) -> String {
    let mut out = String::from(
        "| database | users | call | req/s | p50 | p99 | errors | req/s vs bare | p99 vs bare |\n\
         |---|--:|---|--:|--:|--:|--:|--:|--:|\n",
    );
    for row in rows {
        let bare = rows
            .iter()
            .find(|r| r.backend == row.backend && r.users == row.users && r.call == "bare handler");
        let (ratio, p99_ratio) = match bare {
            Some(bare) if row.call != "bare handler" => (
                format!(
                    "{:.2}x",
                    row.measure.requests_per_second / bare.measure.requests_per_second
                ),
                format!("{:.2}x", row.measure.p99_ms / bare.measure.p99_ms),
            ),
            _ => (String::new(), String::new()),
        };
        out.push_str(&format!(
            "| {} | {} | {} | {:.0} | {} | {} | {} | {ratio} | {p99_ratio} |\n",
            row.backend,
            row.users,
            row.call,
            row.measure.requests_per_second,
            ms(row.measure.p50_ms),
            ms(row.measure.p99_ms),
            row.measure.errors,
        ));
    }
    out.push_str("\nGoals:\n\n");
    for line in goals(rows, options, backends) {
        out.push_str(&format!("- {line}\n"));
    }
    out
}

fn find<'a>(rows: &'a [Row], backend: &str, users: u32, call: &str) -> Option<&'a Measure> {
    rows.iter()
        .find(|r| r.backend == backend && r.users == users && r.call == call)
        .map(|r| &r.measure)
}

fn verdict(met: bool) -> &'static str {
    if met {
        "met"
    } else {
        "NOT MET"
    }
}

/// Each goal of the performance issue, checked on this run's figures.
fn goals(rows: &[Row], options: &Options, backends: &[Backend]) -> Vec<String> {
    let mut lines = Vec::new();
    let largest = options.sizes.iter().copied().max().unwrap_or(0);
    let smallest = options.sizes.iter().copied().min().unwrap_or(0);
    for backend in backends.iter().map(Backend::name) {
        for &users in &options.sizes {
            let Some(bare) = find(rows, backend, users, "bare handler") else {
                continue;
            };
            for call in run::SIGNED_IN_READS {
                if let Some(m) = find(rows, backend, users, call) {
                    let speed = m.requests_per_second / bare.requests_per_second;
                    let p99 = m.p99_ms / bare.p99_ms;
                    lines.push(format!(
                        "{backend}, {users} users, {call}: {speed:.2}x the bare req/s (goal 0.8x), \
                         p99 {p99:.2}x (goal at most 1.5x), {} errors: {}",
                        m.errors,
                        verdict(speed >= 0.8 && p99 <= 1.5 && m.errors == 0)
                    ));
                    if let Some(floor) = (call == "GET /api/wishlist")
                        .then(|| find(rows, backend, users, run::WISHLIST_FLOOR))
                        .flatten()
                    {
                        lines.push(format!(
                            "{backend}, {users} users, {call} against its own floor (the bare \
                             handler reading and writing the same rows, {:.0} req/s, {:.2}x the \
                             bare req/s): {:.2}x (shown, not a goal)",
                            floor.requests_per_second,
                            floor.requests_per_second / bare.requests_per_second,
                            m.requests_per_second / floor.requests_per_second,
                        ));
                    }
                }
                let compressed = format!("{call}{}", run::COMPRESSED_SUFFIX);
                if let Some(m) = find(rows, backend, users, &compressed) {
                    let speed = m.requests_per_second / bare.requests_per_second;
                    lines.push(format!(
                        "{backend}, {users} users, {compressed}: {speed:.2}x the bare req/s \
                         (goal 0.7x), {} errors: {}",
                        m.errors,
                        verdict(speed >= 0.7 && m.errors == 0)
                    ));
                }
            }
            if let (Some(write), Some(read)) = (
                find(rows, backend, users, run::WRITE),
                find(rows, backend, users, "GET /api/wishlist"),
            ) {
                let ratio = write.requests_per_second / read.requests_per_second;
                lines.push(format!(
                    "{backend}, {users} users, POST /api/wishlist: {ratio:.2}x the wishlist read \
                     (goal 0.5x), every acknowledged write stored: {}",
                    verdict(ratio >= 0.5 && write.errors == 0)
                ));
            }
        }
        if let (Some(small), Some(large)) = (
            find(rows, backend, smallest, run::UPCOMING),
            find(rows, backend, largest, run::UPCOMING),
        ) {
            // The smallest measured before and after the largest (A-B-A):
            // the machine's drift over the run cancels out.
            let again = find(rows, backend, smallest, run::UPCOMING_AGAIN).unwrap_or(small);
            let small_rate = (small.requests_per_second + again.requests_per_second) / 2.0;
            let change = large.requests_per_second / small_rate;
            lines.push(format!(
                "{backend}, upcoming at {largest} users is {change:.2}x its req/s at {smallest} \
                 ({:.0} req/s, the mean of {:.0} before and {:.0} after) (goal within 10%): {}",
                small_rate,
                small.requests_per_second,
                again.requests_per_second,
                verdict(change >= 0.9)
            ));
        }
        if let (Some(plain), Some(compressed)) = (
            find(rows, backend, smallest, run::PLAIN_ONE),
            find(rows, backend, smallest, run::COMPRESSED_ONE),
        ) {
            let gap = compressed.p50_ms - plain.p50_ms;
            lines.push(format!(
                "{backend}, one connection, the wishlist compressed p50 {} vs plain {} \
                 (goal within 1 ms): {}",
                ms(compressed.p50_ms),
                ms(plain.p50_ms),
                verdict(gap <= 1.0)
            ));
        }
    }
    lines
}

/// The Markdown file: how it was taken, on what, and the table.
fn results_file(table: &str, options: &Options) -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|s| s.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let memory = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .next()
                .map(|l| l.replace("MemTotal:", "").trim().to_owned())
        })
        .unwrap_or_default();
    let cores = std::thread::available_parallelism().map_or(0, usize::from);
    let binary = std::fs::metadata(&options.presently).map_or(0, |m| m.len());
    format!(
        "# Benchmark results\n\n\
         Taken {} with `make bench` on {cores} cores ({cpu}), {memory} of memory; \
         server and wrk on the same machine, so ratios matter, not absolute figures. \
         Each call: wrk, {} connections, {} s, a browser's headers (`Accept-Encoding: gzip, \
         deflate, br`, or none: `identity`) and a real session cookie; {} interleaved rounds, \
         each figure their median. The bare handler is the ceiling (issue 41): actix-web and \
         diesel with no middleware, no compression and a pool of its own, answering one user's \
         20 special dates by index as JSON; \"bare handler, the wishlist's rows\" is the same \
         handler reading the wishlist's 20 item rows and writing its fields, the wishlist's own \
         floor (shown, not a goal). Database pool of the app: {}. Release binary: \
         {:.1} MB.\n\n{table}",
        chrono::Utc::now().format("%Y-%m-%d %H:%M UTC"),
        options.connections,
        options.seconds,
        options.rounds,
        options.pool.map_or_else(
            || {
                format!(
                    "the default, {} connections (two per core)",
                    persistence::Backend::Postgres.default_pool_size()
                )
            },
            |n| format!("{n} connections"),
        ),
        binary as f64 / 1_000_000.0,
    )
}
