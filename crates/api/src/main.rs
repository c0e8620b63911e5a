use api::config::{Config, Env};
use api::startup::Application;

/// Exit code for a bad configuration value.
const EXIT_CONFIG: i32 = 2;

#[actix_web::main]
async fn main() {
    let _ = dotenvy::dotenv();
    let config = match Config::from_env(&Env::process()) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("presently: configuration error: {error}");
            std::process::exit(EXIT_CONFIG);
        }
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `presently backup PATH` / `presently restore PATH`: then exit.
    if let Some(command @ ("backup" | "restore")) = args.first().map(String::as_str) {
        let Some(path) = args.get(1).map(std::path::PathBuf::from) else {
            eprintln!("usage: presently {command} PATH");
            std::process::exit(EXIT_CONFIG);
        };
        let url = &config.database_url;
        let outcome = if command == "backup" {
            persistence::backup::backup(url, &path)
                .map(|bytes| format!("Backed up to {} ({bytes} bytes).", path.display()))
        } else {
            persistence::backup::restore(url, &path).map(|kept| match kept {
                Some(kept) => format!(
                    "Restored {}; the database it replaced is kept as {}.",
                    path.display(),
                    kept.display()
                ),
                None => format!("Restored {}.", path.display()),
            })
        };
        match outcome {
            Ok(message) => println!("{message}"),
            Err(error) => {
                eprintln!("presently {command}: {error}");
                std::process::exit(1);
            }
        }
        return;
    }
    // `presently price-watch [--at TIME]`: one pass of the price watcher now
    // (or at an RFC 3339 TIME, for trying it out), then exit.
    if args.first().map(String::as_str) == Some("price-watch") {
        let at = match (args.get(1).map(String::as_str), args.get(2)) {
            (None, _) => chrono::Utc::now(),
            (Some("--at"), Some(time)) => match chrono::DateTime::parse_from_rfc3339(time) {
                Ok(time) => time.with_timezone(&chrono::Utc),
                Err(_) => {
                    eprintln!("presently price-watch: --at takes an RFC 3339 time, such as 2026-11-25T09:00:00Z");
                    std::process::exit(EXIT_CONFIG);
                }
            },
            _ => {
                eprintln!("usage: presently price-watch [--at TIME]");
                std::process::exit(EXIT_CONFIG);
            }
        };
        match api::price_watch::run_once(config, at).await {
            Ok(report) => println!("{report:?}"),
            Err(error) => {
                eprintln!("presently price-watch: {error:#}");
                std::process::exit(1);
            }
        }
        return;
    }
    // `presently analytics [DAYS]`: the click report, then exit.
    if args.first().map(String::as_str) == Some("analytics") {
        let days = match args.get(1).map(|d| d.parse::<u64>()) {
            None => api::analytics_report::DEFAULT_DAYS,
            Some(Ok(days)) if (1..=3660).contains(&days) => days,
            Some(_) => {
                eprintln!("usage: presently analytics [DAYS] (1 to 3660)");
                std::process::exit(EXIT_CONFIG);
            }
        };
        match api::analytics_report::report(&config.database_url, days) {
            Ok(text) => print!("{text}"),
            Err(error) => {
                eprintln!("presently analytics: {error:#}");
                std::process::exit(1);
            }
        }
        return;
    }
    api::telemetry::init();
    if config.dev_login {
        tracing::warn!(
            "dev login is ON: {} (set OIDC_ISSUER or PRESENTLY_DEV_LOGIN=0 to turn it off)",
            config.dev_login_reason
        );
    } else {
        tracing::info!("dev login is off: {}", config.dev_login_reason);
    }
    let addr = config.addr;
    let app = match Application::build(config).await {
        Ok(app) => app,
        Err(error) => {
            eprintln!("presently: cannot start: {error:#}");
            std::process::exit(1);
        }
    };
    tracing::info!("Presently is serving at http://{addr}");
    if let Err(error) = app.run_until_stopped().await {
        eprintln!("presently: server stopped: {error}");
        std::process::exit(1);
    }
}
