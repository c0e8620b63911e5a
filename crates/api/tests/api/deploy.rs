//! The self-hosting kit, read as files (CI cannot pull base images, so the
//! image is not built here; `make lint-docker` runs hadolint on the
//! Dockerfile): the compose file, the Dockerfile's runtime stage and the
//! systemd unit say what the README promises, and name only real settings.

use std::time::Duration;

use api::config::SETTINGS;
use api::startup::DRAIN;
use serde_yaml_ng::Value;

fn repo_file(path: &str) -> String {
    let full = format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"))
}

/// Whether `name` is a setting the server reads (or a secret's `_FILE`).
fn is_setting(name: &str) -> bool {
    SETTINGS
        .iter()
        .any(|s| s.name == name || (s.secret && name.strip_suffix("_FILE") == Some(s.name)))
}

/// `70s`, `1m30s` as compose writes durations.
fn compose_duration(text: &str) -> Duration {
    let mut total = 0;
    let mut number = String::new();
    for c in text.chars() {
        match c {
            '0'..='9' => number.push(c),
            'h' | 'm' | 's' => {
                let n: u64 = number.parse().unwrap();
                total += n * match c {
                    'h' => 3600,
                    'm' => 60,
                    _ => 1,
                };
                number.clear();
            }
            _ => panic!("unexpected duration {text}"),
        }
    }
    Duration::from_secs(total)
}

/// Requests drain for [`DRAIN`], then the scheduler's tick for as long
/// again: a stop must wait for both before it kills.
fn enough_to_stop(grace: Duration) -> bool {
    grace > DRAIN * 2
}

#[test]
fn compose_runs_the_app_on_sqlite_by_default_with_a_postgres_profile() {
    let compose: Value = serde_yaml_ng::from_str(&repo_file("docker-compose.yml")).unwrap();
    let app = &compose["services"]["presently"];
    assert!(
        app["profiles"].is_null(),
        "the app starts without a profile"
    );
    assert_eq!(app["build"], ".");
    assert_eq!(
        app["ports"][0], "127.0.0.1:8080:8080",
        "published on the host's loopback, for a reverse proxy"
    );
    let volumes: Vec<&str> = app["volumes"]
        .as_sequence()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(volumes.contains(&"presently-data:/data"), "{volumes:?}");
    assert!(compose["volumes"]
        .as_mapping()
        .unwrap()
        .contains_key("presently-data"));
    let env = app["environment"].as_mapping().unwrap();
    for (name, _) in env {
        let name = name.as_str().unwrap();
        assert!(is_setting(name), "compose sets {name}, which is no setting");
    }
    assert_eq!(
        app["environment"]["DATABASE_URL"], "${DATABASE_URL:-sqlite:///data/presently.db}",
        "SQLite in the volume unless .env says otherwise"
    );
    assert_eq!(app["env_file"][0]["path"], ".env");
    assert_eq!(app["env_file"][0]["required"], false);
    assert_eq!(
        app["healthcheck"]["test"],
        serde_yaml_ng::from_str::<Value>(r#"["CMD", "/usr/local/bin/presently", "health"]"#)
            .unwrap()
    );
    let grace = compose_duration(app["stop_grace_period"].as_str().unwrap());
    assert!(enough_to_stop(grace), "stop_grace_period {grace:?}");
    // PostgreSQL only with --profile postgres; the app waits for it then.
    let dependency = &app["depends_on"]["postgres"];
    assert_eq!(dependency["condition"], "service_healthy");
    assert_eq!(dependency["required"], false);
    let postgres = &compose["services"]["postgres"];
    assert_eq!(postgres["profiles"][0], "postgres");
    assert!(postgres["ports"].is_null(), "the database is not published");
    assert!(postgres["healthcheck"]["test"][1]
        .as_str()
        .unwrap()
        .starts_with("pg_isready"));
    assert!(postgres["volumes"][0]
        .as_str()
        .unwrap()
        .starts_with("postgres-data:"));
}

/// The Dockerfile's instructions, continuation lines joined, comments dropped.
fn instructions(dockerfile: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in dockerfile.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('#') || (trimmed.is_empty() && current.is_empty()) {
            continue;
        }
        match trimmed.strip_suffix('\\') {
            Some(part) => {
                current.push_str(part);
                current.push(' ');
            }
            None => {
                current.push_str(trimmed);
                if !current.trim().is_empty() {
                    out.push(current.trim().to_owned());
                }
                current.clear();
            }
        }
    }
    out
}

#[test]
fn the_image_runs_as_a_user_on_8080_with_data_in_a_volume_and_a_health_check() {
    let all = instructions(&repo_file("Dockerfile"));
    let stages = all.iter().filter(|i| i.starts_with("FROM ")).count();
    assert!(stages >= 3, "web, server and runtime stages");
    // The runtime stage: from the last FROM on.
    let last_from = all.iter().rposition(|i| i.starts_with("FROM ")).unwrap();
    let runtime = &all[last_from..];
    let has = |prefix: &str| runtime.iter().any(|i| i.starts_with(prefix));
    assert!(has(r#"VOLUME ["/data"]"#));
    assert!(has("EXPOSE 8080"));
    assert!(has(r#"ENTRYPOINT ["/usr/local/bin/presently"]"#));
    assert!(runtime.iter().any(|i| i.starts_with("HEALTHCHECK")
        && i.ends_with(r#"CMD ["/usr/local/bin/presently", "health"]"#)));
    let user = runtime
        .iter()
        .filter_map(|i| i.strip_prefix("USER "))
        .next_back()
        .expect("a USER in the runtime stage");
    assert!(
        !user.starts_with("0") && !user.starts_with("root"),
        "runs as {user}"
    );
    let env: Vec<(&str, &str)> = runtime
        .iter()
        .filter_map(|i| i.strip_prefix("ENV "))
        .flat_map(|pairs| pairs.split_whitespace())
        .filter_map(|pair| pair.split_once('='))
        .collect();
    for (name, _) in &env {
        assert!(
            is_setting(name),
            "the image sets {name}, which is no setting"
        );
    }
    assert!(env.contains(&("PRESENTLY_ADDR", "0.0.0.0:8080")), "{env:?}");
    assert!(env.contains(&("PRESENTLY_DATA_DIR", "/data")), "{env:?}");
    // The binary is the release build with the frontend export in place.
    assert!(all
        .iter()
        .any(|i| i.contains("cargo build --release --locked --bin presently")));
    assert!(all
        .iter()
        .any(|i| i.starts_with("COPY --from=web") && i.contains("frontend/out")));
}

#[test]
fn the_systemd_unit_sets_only_real_settings_and_waits_for_a_graceful_stop() {
    let unit = repo_file("deploy/presently.service");
    let lines: Vec<&str> = unit
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .collect();
    assert!(lines.contains(&"ExecStart=/usr/local/bin/presently"));
    assert!(lines.contains(&"KillSignal=SIGTERM"));
    let stop = lines
        .iter()
        .find_map(|l| l.strip_prefix("TimeoutStopSec="))
        .unwrap();
    assert!(enough_to_stop(Duration::from_secs(stop.parse().unwrap())));
    for line in lines.iter().filter_map(|l| l.strip_prefix("Environment=")) {
        let name = line.split('=').next().unwrap();
        assert!(
            is_setting(name),
            "the unit sets {name}, which is no setting"
        );
    }
    assert!(lines.contains(&"Environment=PRESENTLY_DATA_DIR=/var/lib/presently"));
}

/// The lines of a proxy example that are not comments, trimmed.
fn directives(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_proxy_examples_pass_live_list_pages_on_unbuffered_and_uncompressed() {
    // Caddy: the reverse proxy flushes every write; no `encode` compresses.
    let caddy = directives(&repo_file("deploy/Caddyfile"));
    assert!(caddy.iter().any(|l| l == "flush_interval -1"), "{caddy:?}");
    assert!(!caddy.iter().any(|l| l.starts_with("encode")), "{caddy:?}");
    // nginx: the events' location neither buffers, caches nor gzips, and
    // waits longer than the keep-alives' gap.
    let nginx = repo_file("deploy/nginx.conf");
    let start = nginx
        .find("location ~ ^/api/lists/")
        .expect("a location for /api/lists/{id}/events");
    let block = &nginx[start..start + nginx[start..].find('}').unwrap()];
    assert!(block.contains("/events$"), "{block}");
    let lines = directives(block);
    for wanted in [
        "proxy_buffering off;",
        "proxy_cache off;",
        "gzip off;",
        "proxy_http_version 1.1;",
        "proxy_read_timeout 1h;",
    ] {
        assert!(lines.iter().any(|l| l == wanted), "{wanted} in {lines:?}");
    }
}
