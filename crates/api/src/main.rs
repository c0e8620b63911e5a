use std::sync::Arc;

use api::config::{Config, Env};
use api::startup::Application;
use domain::clock::{Clock, FixedClock, SystemClock};

/// Exit code for a bad configuration value.
const EXIT_CONFIG: i32 = 2;

const USAGE: &str = "\
usage: presently                         serve (settings: .env.example)
       presently health                  is the server on PRESENTLY_ADDR healthy? (exit 0 or 1)
       presently backup PATH             copy the SQLite database to PATH, while it serves
       presently restore PATH            put a backup in place (server stopped)
       presently price-watch [--at TIME] one pass of the price watcher
       presently scheduler [--at TIME]   one pass of the scheduler (reveals, reminders)
       presently analytics [DAYS]        partner-link clicks per day
       presently mcp --url URL --token-file FILE
                                         the MCP server's tools over stdio, for an AI
                                         assistant that starts a process
";

/// `DATABASE_URL` and nothing else, for the commands that only open the database.
fn database_url_or_exit() -> String {
    api::config::database_url(&Env::process()).unwrap_or_else(|error| {
        eprintln!("presently: configuration error: {error}");
        std::process::exit(EXIT_CONFIG);
    })
}

/// `presently mcp`'s work: its exit code.
async fn mcp_over_stdio(args: &[String]) -> i32 {
    const MCP_USAGE: &str = "usage: presently mcp --url URL --token-file FILE";
    let value_of = |flag: &str| {
        args.iter()
            .position(|arg| arg == flag)
            .and_then(|at| args.get(at + 1))
    };
    let (Some(url), Some(token_file)) = (value_of("--url"), value_of("--token-file")) else {
        eprintln!("{MCP_USAGE}");
        return EXIT_CONFIG;
    };
    let token = match std::fs::read_to_string(token_file) {
        Ok(token) => token,
        Err(error) => {
            eprintln!("presently mcp: cannot read {token_file}: {error}");
            return EXIT_CONFIG;
        }
    };
    let connection = match api::mcp::stdio::Connection::new(url, &token) {
        Ok(connection) => connection,
        Err(error) => {
            eprintln!("presently mcp: {error}");
            return EXIT_CONFIG;
        }
    };
    let input = tokio::io::BufReader::new(tokio::io::stdin());
    match api::mcp::stdio::relay(&connection, input, tokio::io::stdout()).await {
        Ok(()) => 0,
        Err(error) => {
            eprintln!("presently mcp: {error}");
            1
        }
    }
}

#[actix_web::main]
async fn main() {
    let _ = dotenvy::dotenv();
    // `presently health`: is the server on PRESENTLY_ADDR healthy? Exit 0 or 1.
    if std::env::args().nth(1).as_deref() == Some("health") {
        let listen = match api::config::listen_address(&Env::process()) {
            Ok(addr) => addr,
            Err(error) => {
                eprintln!("presently: configuration error: {error}");
                std::process::exit(EXIT_CONFIG);
            }
        };
        match api::probe::check(api::probe::reachable(listen)) {
            Ok(()) => println!("healthy"),
            Err(why) => {
                eprintln!("presently health: {why}");
                std::process::exit(1);
            }
        }
        return;
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `presently backup PATH` / `presently restore PATH`: then exit.
    if let Some(command @ ("backup" | "restore")) = args.first().map(String::as_str) {
        let Some(path) = args.get(1).map(std::path::PathBuf::from) else {
            eprintln!("usage: presently {command} PATH");
            std::process::exit(EXIT_CONFIG);
        };
        let url = &database_url_or_exit();
        let outcome = if command == "backup" {
            persistence::backup::backup(url, &path)
                .map(|bytes| format!("Backed up to {} ({bytes} bytes).", path.display()))
        } else {
            persistence::backup::restore(url, &path, SystemClock.now()).map(|kept| match kept {
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
    // `presently mcp --url URL --token-file FILE`: relay stdio to the
    // server's MCP endpoint until stdin ends. Nothing else may write to
    // stdout: it carries the protocol.
    if args.first().map(String::as_str) == Some("mcp") {
        std::process::exit(mcp_over_stdio(&args[1..]).await);
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
        match api::analytics_report::report(&database_url_or_exit(), days, &SystemClock) {
            Ok(text) => print!("{text}"),
            Err(error) => {
                eprintln!("presently analytics: {error:#}");
                std::process::exit(1);
            }
        }
        return;
    }
    if let Some(other) = args
        .first()
        .filter(|command| !matches!(command.as_str(), "price-watch" | "scheduler"))
    {
        let known = other == "--help" || other == "-h";
        if !known {
            eprintln!("presently: unknown command '{other}'");
        }
        eprint!("{USAGE}");
        std::process::exit(if known { 0 } else { EXIT_CONFIG });
    }
    let config = match Config::from_env(&Env::process()) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("presently: configuration error: {error}");
            std::process::exit(EXIT_CONFIG);
        }
    };
    // `presently price-watch [--at TIME]` and `presently scheduler [--at
    // TIME]`: one pass now (or at an RFC 3339 TIME, for trying it out: a
    // clock stopped then), then exit.
    let command = args.first().map(String::as_str);
    if let Some(command @ ("price-watch" | "scheduler")) = command {
        let clock: Arc<dyn Clock> = match (args.get(1).map(String::as_str), args.get(2)) {
            (None, _) => Arc::new(SystemClock),
            (Some("--at"), Some(time)) => match chrono::DateTime::parse_from_rfc3339(time) {
                Ok(time) => Arc::new(FixedClock::at(time.with_timezone(&chrono::Utc))),
                Err(_) => {
                    eprintln!("presently {command}: --at takes an RFC 3339 time, such as 2026-11-25T09:00:00Z");
                    std::process::exit(EXIT_CONFIG);
                }
            },
            _ => {
                eprintln!("usage: presently {command} [--at TIME]");
                std::process::exit(EXIT_CONFIG);
            }
        };
        let report = if command == "price-watch" {
            api::price_watch::run_once(config, clock)
                .await
                .map(|report| format!("{report:?}"))
        } else {
            api::scheduler::run_once(config, clock)
                .await
                .map(|report| format!("{report:?}"))
        };
        match report {
            Ok(report) => println!("{report}"),
            Err(error) => {
                eprintln!("presently {command}: {error:#}");
                std::process::exit(1);
            }
        }
        return;
    }
    api::telemetry::init(config.log_format, &config.log_filter);
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
    tracing::info!("Presently stopped");
}
