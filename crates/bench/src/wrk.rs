//! Running wrk (Debian's `wrk` package) and reading its report.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context};

use crate::run::Measure;

/// The headers a browser sends with an API call.
pub const BROWSER_HEADERS: &[&str] = &[
    "Accept: application/json, text/plain, */*",
    "Accept-Language: en-US,en;q=0.9",
    "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
     Chrome/130.0 Safari/537.36",
];

pub fn check_installed() -> anyhow::Result<()> {
    match Command::new("wrk").arg("--version").output() {
        Ok(_) => Ok(()),
        Err(_) => bail!("wrk is not installed: apt-get install -y wrk"),
    }
}

/// One load: `connections` connections for `seconds`, with `headers`, and a
/// Lua `script` when given (a POST).
pub struct Load<'a> {
    pub url: &'a str,
    pub headers: Vec<String>,
    pub connections: u32,
    pub seconds: u32,
    pub script: Option<&'a Path>,
}

pub fn run(load: &Load<'_>) -> anyhow::Result<Measure> {
    let threads = load.connections.clamp(1, 2);
    let mut command = Command::new("wrk");
    command
        .arg(format!("-t{threads}"))
        .arg(format!("-c{}", load.connections))
        .arg(format!("-d{}s", load.seconds))
        .arg("--latency")
        .arg("--timeout")
        .arg("10s");
    for header in &load.headers {
        command.arg("-H").arg(header);
    }
    if let Some(script) = load.script {
        command.arg("-s").arg(script);
    }
    let output = command.arg(load.url).output().context("running wrk")?;
    let text = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        bail!(
            "wrk failed: {}{}",
            text,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    parse(&text).with_context(|| format!("reading wrk's report:\n{text}"))
}

/// wrk's duration ("1.23ms", "850.00us", "1.02s") in milliseconds.
fn duration_ms(text: &str) -> Option<f64> {
    let text = text.trim();
    let (number, factor) = if let Some(n) = text.strip_suffix("us") {
        (n, 0.001)
    } else if let Some(n) = text.strip_suffix("ms") {
        (n, 1.0)
    } else if let Some(n) = text.strip_suffix("m") {
        (n, 60_000.0)
    } else if let Some(n) = text.strip_suffix('s') {
        (n, 1000.0)
    } else {
        return None;
    };
    number.parse::<f64>().ok().map(|n| n * factor)
}

/// Requests/s, the latency percentiles, and every failed request: non-2xx
/// or 3xx answers and socket errors.
pub fn parse(report: &str) -> Option<Measure> {
    let mut measure = Measure::default();
    let mut seen_rate = false;
    for line in report.lines().map(str::trim) {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("Requests/sec:") => {
                measure.requests_per_second = words.next()?.parse().ok()?;
                seen_rate = true;
            }
            Some("50%") => measure.p50_ms = duration_ms(words.next()?)?,
            Some("99%") => measure.p99_ms = duration_ms(words.next()?)?,
            Some("Non-2xx") => measure.errors += line.rsplit(' ').next()?.parse::<u64>().ok()?,
            Some("Socket") => {
                // "Socket errors: connect 0, read 0, write 0, timeout 0"
                measure.errors += line
                    .split([',', ':'])
                    .filter_map(|part| part.split_whitespace().last()?.parse::<u64>().ok())
                    .sum::<u64>();
            }
            _ => {}
        }
        if let Some(count) = line.split_once(" requests in ") {
            measure.requests = count.0.trim().parse().ok()?;
        }
    }
    seen_rate.then_some(measure)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_report() {
        let report = "Running 1s test @ http://127.0.0.1:1/api/wishlist
  2 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   350.12us  100.00us   2.00ms   90.00%
  Latency Distribution
     50%  310.00us
     75%  400.00us
     90%  500.00us
     99%    1.20ms
  11000 requests in 1.00s, 5.00MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  11000.50
Transfer/sec:      5.00MB
";
        let m = parse(report).unwrap();
        assert_eq!(m.requests, 11000);
        assert!((m.requests_per_second - 11000.5).abs() < 1e-9);
        assert!((m.p50_ms - 0.31).abs() < 1e-9);
        assert!((m.p99_ms - 1.2).abs() < 1e-9);
        assert_eq!(m.errors, 7);
        assert_eq!(duration_ms("1.02s"), Some(1020.0));
        assert_eq!(parse("nothing"), None);
    }
}
