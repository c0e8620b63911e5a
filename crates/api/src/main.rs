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
