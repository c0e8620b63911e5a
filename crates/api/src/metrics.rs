//! What `GET /api/metrics` reports, in Prometheus' text format: requests by
//! route and status, a latency histogram per route, the connection pool,
//! and the reminders this instance recorded and emailed. Counted in memory
//! per instance (Prometheus scrapes each one); routes are patterns
//! (`/api/wishlist/{id}`), never raw paths, so the series stay few.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use persistence::PoolState;

/// Latency bucket bounds, seconds.
const BUCKETS: [f64; 11] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

#[derive(Default)]
struct Histogram {
    /// Requests at most each bound (not cumulative here; summed when written).
    counts: [u64; BUCKETS.len()],
    sum: f64,
    count: u64,
}

impl Histogram {
    fn observe(&mut self, seconds: f64) {
        if let Some(bucket) = BUCKETS.iter().position(|bound| seconds <= *bound) {
            self.counts[bucket] += 1;
        }
        self.sum += seconds;
        self.count += 1;
    }
}

#[derive(Default)]
struct Requests {
    /// (route, method, status) -> answered.
    answered: BTreeMap<(String, String, u16), u64>,
    latency: BTreeMap<String, Histogram>,
}

pub struct Metrics {
    started: Instant,
    requests: Mutex<Requests>,
    reminders_recorded: AtomicU64,
    reminder_emails_sent: AtomicU64,
    reminder_emails_failed: AtomicU64,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics {
            started: Instant::now(),
            requests: Mutex::default(),
            reminders_recorded: AtomicU64::new(0),
            reminder_emails_sent: AtomicU64::new(0),
            reminder_emails_failed: AtomicU64::new(0),
        }
    }
}

impl Metrics {
    /// One answered request.
    pub fn request(&self, route: &str, method: &str, status: u16, latency: Duration) {
        let mut requests = self.requests.lock().unwrap_or_else(|p| p.into_inner());
        *requests
            .answered
            .entry((route.to_owned(), method.to_owned(), status))
            .or_default() += 1;
        requests
            .latency
            .entry(route.to_owned())
            .or_default()
            .observe(latency.as_secs_f64());
    }

    /// One scheduler tick's reminders: recorded (in the bell), emails sent
    /// and emails failed.
    pub fn reminders(&self, recorded: usize, sent: usize, failed: usize) {
        self.reminders_recorded
            .fetch_add(recorded as u64, Ordering::Relaxed);
        self.reminder_emails_sent
            .fetch_add(sent as u64, Ordering::Relaxed);
        self.reminder_emails_failed
            .fetch_add(failed as u64, Ordering::Relaxed);
    }

    /// The text format, version 0.0.4.
    pub fn render(&self, pool: PoolState) -> String {
        let mut out = Exposition::default();
        let requests = self.requests.lock().unwrap_or_else(|p| p.into_inner());
        const REQUESTS: &str = "presently_http_requests_total";
        out.family(
            REQUESTS,
            "counter",
            "HTTP requests answered, by route pattern, method and status.",
        );
        for ((route, method, status), count) in &requests.answered {
            let status = status.to_string();
            let labels = [
                ("route", route.as_str()),
                ("method", method),
                ("status", &status),
            ];
            out.sample(REQUESTS, &labels, count);
        }
        const DURATION: &str = "presently_http_request_duration_seconds";
        out.family(
            DURATION,
            "histogram",
            "Time to answer a request, by route pattern.",
        );
        for (route, histogram) in &requests.latency {
            let bucket = format!("{DURATION}_bucket");
            let mut cumulative = 0;
            for (bound, count) in BUCKETS.iter().zip(histogram.counts) {
                cumulative += count;
                let bound = bound.to_string();
                out.sample(&bucket, &[("route", route), ("le", &bound)], cumulative);
            }
            out.sample(
                &bucket,
                &[("route", route), ("le", "+Inf")],
                histogram.count,
            );
            out.sample(
                &format!("{DURATION}_sum"),
                &[("route", route)],
                histogram.sum,
            );
            out.sample(
                &format!("{DURATION}_count"),
                &[("route", route)],
                histogram.count,
            );
        }
        drop(requests);
        const POOL: &str = "presently_db_pool_connections";
        out.family(POOL, "gauge", "Database connections open, by state.");
        let in_use = pool.connections.saturating_sub(pool.idle);
        out.sample(POOL, &[("state", "in_use")], in_use);
        out.sample(POOL, &[("state", "idle")], pool.idle);
        out.single(
            "presently_db_pool_max_connections",
            "gauge",
            "Database connections the pool may open.",
            pool.max,
        );
        out.single(
            "presently_reminders_recorded_total",
            "counter",
            "Reminders this instance's scheduler found due and recorded.",
            self.reminders_recorded.load(Ordering::Relaxed),
        );
        const EMAILS: &str = "presently_reminder_emails_total";
        out.family(
            EMAILS,
            "counter",
            "Reminder emails this instance tried, by outcome (a failed one is retried).",
        );
        let sent = self.reminder_emails_sent.load(Ordering::Relaxed);
        let failed = self.reminder_emails_failed.load(Ordering::Relaxed);
        out.sample(EMAILS, &[("outcome", "sent")], sent);
        out.sample(EMAILS, &[("outcome", "failed")], failed);
        out.single(
            "presently_uptime_seconds",
            "gauge",
            "Seconds since this instance started.",
            self.started.elapsed().as_secs(),
        );
        const BUILD: &str = "presently_build_info";
        out.family(BUILD, "gauge", "The running version (always 1).");
        out.sample(BUILD, &[("version", env!("CARGO_PKG_VERSION"))], 1);
        out.0
    }
}

/// Prometheus' text format, written a metric family at a time.
#[derive(Default)]
struct Exposition(String);

impl Exposition {
    fn family(&mut self, name: &str, kind: &str, help: &str) {
        let _ = writeln!(self.0, "# HELP {name} {help}\n# TYPE {name} {kind}");
    }

    fn sample(&mut self, name: &str, labels: &[(&str, &str)], value: impl std::fmt::Display) {
        self.0.push_str(name);
        if !labels.is_empty() {
            let labels: Vec<String> = labels
                .iter()
                .map(|(key, value)| format!("{key}=\"{}\"", label(value)))
                .collect();
            let _ = write!(self.0, "{{{}}}", labels.join(","));
        }
        let _ = writeln!(self.0, " {value}");
    }

    /// A family of one unlabelled sample.
    fn single(&mut self, name: &str, kind: &str, help: &str, value: impl std::fmt::Display) {
        self.family(name, kind, help);
        self.sample(name, &[], value);
    }
}

/// A label value as the text format quotes it.
fn label(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// Whether `given` (an `Authorization` header) bears `token`. The scheme's
/// name is case-insensitive (RFC 7235: `bearer` and `BEARER` too). Compares
/// digests, so the time taken says nothing about how much of it matched.
pub fn bears_token(given: Option<&str>, token: &str) -> bool {
    use sha2::{Digest, Sha256};
    let Some((scheme, given)) = given.and_then(|h| h.trim_start().split_once(' ')) else {
        return false;
    };
    scheme.eq_ignore_ascii_case("bearer")
        && Sha256::digest(given.trim().as_bytes()) == Sha256::digest(token.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_counted_by_route_and_status_with_a_cumulative_histogram() {
        let metrics = Metrics::default();
        metrics.request("/api/health", "GET", 200, Duration::from_millis(3));
        metrics.request("/api/health", "GET", 200, Duration::from_millis(30));
        metrics.request("/api/health", "GET", 503, Duration::from_secs(20));
        metrics.request("/api/wishlist/{id}", "PATCH", 404, Duration::from_millis(1));
        metrics.reminders(2, 1, 1);
        let text = metrics.render(PoolState {
            connections: 3,
            idle: 1,
            max: 8,
        });
        for line in [
            "presently_http_requests_total{route=\"/api/health\",method=\"GET\",status=\"200\"} 2",
            "presently_http_requests_total{route=\"/api/health\",method=\"GET\",status=\"503\"} 1",
            "presently_http_requests_total{route=\"/api/wishlist/{id}\",method=\"PATCH\",status=\"404\"} 1",
            "presently_http_request_duration_seconds_bucket{route=\"/api/health\",le=\"0.005\"} 1",
            "presently_http_request_duration_seconds_bucket{route=\"/api/health\",le=\"0.05\"} 2",
            "presently_http_request_duration_seconds_bucket{route=\"/api/health\",le=\"10\"} 2",
            "presently_http_request_duration_seconds_bucket{route=\"/api/health\",le=\"+Inf\"} 3",
            "presently_http_request_duration_seconds_count{route=\"/api/health\"} 3",
            "presently_db_pool_connections{state=\"in_use\"} 2",
            "presently_db_pool_connections{state=\"idle\"} 1",
            "presently_db_pool_max_connections 8",
            "presently_reminders_recorded_total 2",
            "presently_reminder_emails_total{outcome=\"sent\"} 1",
            "presently_reminder_emails_total{outcome=\"failed\"} 1",
            "# TYPE presently_http_request_duration_seconds histogram",
        ] {
            assert!(text.lines().any(|l| l == line), "missing {line}\n{text}");
        }
    }

    #[test]
    fn label_values_are_escaped() {
        assert_eq!(label("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }

    #[test]
    fn only_the_token_itself_opens_the_metrics() {
        let token = "0123456789abcdef0123";
        // The scheme's name in any case (RFC 7235), with any spaces after it.
        for given in [
            "Bearer 0123456789abcdef0123",
            "bearer 0123456789abcdef0123",
            "BEARER  0123456789abcdef0123",
        ] {
            assert!(bears_token(Some(given), token), "{given:?}");
        }
        for given in [
            None,
            Some(""),
            Some("0123456789abcdef0123"),
            Some("Bearer"),
            Some("Bearer0123456789abcdef0123"),
            Some("Bear 0123456789abcdef0123"),
            Some("Bearer 0123456789abcdef012"),
            Some("Bearer 0123456789abcdef01234"),
            Some("Basic 0123456789abcdef0123"),
        ] {
            assert!(!bears_token(given, token), "{given:?}");
        }
    }
}
