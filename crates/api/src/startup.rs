//! Builds the HTTP server: routes, middleware, sessions and the embedded frontend.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_session::config::{PersistentSession, TtlExtensionPolicy};
use actix_session::storage::CookieSessionStore;
use actix_session::SessionMiddleware;
use actix_web::cookie::{time::Duration as CookieDuration, SameSite};
use actix_web::dev::Server;
use actix_web::middleware::from_fn;
use actix_web::{web, App, HttpServer};
use domain::clock::SystemClock;
use persistence::Database;
use utoipa::OpenApi;
use utoipa_actix_web::AppExt;

use crate::background::Jobs;
use crate::config::Config;
use crate::metrics::Metrics;
use crate::routes::meta::OpenApiDocument;
use crate::state::AppState;
use crate::{extractors, idempotency, middleware, routes, scheduler, web as frontend};
use integrations::mail::SmtpMailer;

pub const SESSION_COOKIE: &str = "presently_session";

#[derive(OpenApi)]
#[openapi(info(
    title = "Presently API",
    description = "The JSON API behind Presently, the gift and special-occasion planner."
))]
struct ApiInfo;

/// The OpenAPI document of every `/api` route.
pub fn openapi_document() -> utoipa::openapi::OpenApi {
    let (_, doc) = App::new()
        .into_utoipa_app()
        .openapi(ApiInfo::openapi())
        .service(utoipa_actix_web::scope("/api").configure(routes::configure))
        .split_for_parts();
    let mut doc = doc;
    crate::api_doc::complete(&mut doc);
    doc
}

/// Every accepted connection sends at once (`TCP_NODELAY`): with Nagle on,
/// a compressed reply sent in pieces waited for the client's delayed ACK
/// (~40 ms). The benchmark's bare handler uses it too.
pub fn no_delay(connection: &dyn std::any::Any, _: &mut actix_web::dev::Extensions) {
    if let Some(tcp) = connection.downcast_ref::<actix_web::rt::net::TcpStream>() {
        if let Err(error) = tcp.set_nodelay(true) {
            tracing::debug!(%error, "TCP_NODELAY not set");
        }
    }
}

/// On SIGTERM or SIGINT, requests under way get this long to finish; then
/// the background jobs get as long again to finish their tick.
pub const DRAIN: Duration = Duration::from_secs(30);

pub struct Application {
    server: Server,
    port: u16,
    jobs: Jobs,
}

impl Application {
    /// Connects to the database (running migrations) and binds `config.addr`;
    /// the time is the machine's ([`SystemClock`]).
    pub async fn build(config: Config) -> anyhow::Result<Application> {
        let url = config.database_url.clone();
        let pool = config.db_pool;
        let database =
            actix_web::rt::task::spawn_blocking(move || Database::connect_with_pool(&url, pool))
                .await??;
        let listener = TcpListener::bind(config.addr)?;
        Application::with_listener(config, database.with_clock(Arc::new(SystemClock)), listener)
    }

    /// Serves on a listener that is already bound (tests bind port 0), on
    /// `database`'s clock (tests give a fixed one: [`Database::with_clock`]).
    pub fn with_listener(
        config: Config,
        database: Database,
        listener: TcpListener,
    ) -> anyhow::Result<Application> {
        let port = listener.local_addr()?.port();
        // Held while serving an SQLite file (`presently restore` refuses
        // then): the server keeps its factory, and so the lock, to the end.
        let serving_lock = Arc::new(persistence::backup::serving_lock(&config.database_url)?);
        let secure = config.secure_cookies();
        let session_key = config.session_key.clone();
        let mailer = config
            .smtp_url
            .as_ref()
            .map(|url| SmtpMailer::from_url(url.as_str(), &config.support_email))
            .transpose()?;
        let run_scheduler = config.scheduler;
        let state = web::Data::new(AppState::new(
            config,
            database,
            mailer,
            Arc::new(Metrics::default()),
        ));
        let mail = state.mailer.clone().map(|smtp| scheduler::ReminderMail {
            smtp,
            app_url: state.config.public_url.clone(),
            signing_key: state.config.session_key.signing().to_vec(),
        });
        let mut jobs = Jobs::default();
        if state.config.price_watch {
            crate::price_watch::start(
                &mut jobs,
                state.db.clone(),
                state.clock.clone(),
                state.product_pages.clone(),
                mail.clone(),
            );
        }
        if run_scheduler {
            scheduler::start(
                &mut jobs,
                state.db.clone(),
                state.clock.clone(),
                mail,
                state.metrics.clone(),
            );
        }
        crate::live::start(
            &mut jobs,
            state.db.clone(),
            state.live.clone(),
            state.config.live_poll,
        );
        let doc = web::Data::new(OpenApiDocument(Arc::new(openapi_document())));
        let server = HttpServer::new(move || {
            let _held = &serving_lock;
            let session =
                SessionMiddleware::builder(CookieSessionStore::default(), session_key.clone())
                    .cookie_name(SESSION_COOKIE.to_owned())
                    .cookie_http_only(true)
                    .cookie_same_site(SameSite::Lax)
                    .cookie_secure(secure)
                    .cookie_path("/".to_owned())
                    // The cookie lives as long as the server's session may
                    // (it does not roll: the server decides when it ends).
                    .session_lifecycle(
                        PersistentSession::default()
                            .session_ttl(CookieDuration::days(domain::session::LIFETIME.num_days()))
                            .session_ttl_extension_policy(TtlExtensionPolicy::OnStateChanges),
                    )
                    .build();
            // The API browser is a page, not part of the JSON API: served
            // before the `/api` scope, which would claim its paths.
            let (app, _) = App::new()
                .route("/api/docs", web::get().to(frontend::api_docs))
                .route("/api/docs/{file}", web::get().to(frontend::api_docs_file))
                .into_utoipa_app()
                .service(
                    // The guards wrap the scope, not a path prefix: every
                    // route it serves passes them, however its path was
                    // spelt (`/%61pi/...` is routed here too).
                    utoipa_actix_web::scope("/api")
                        .configure(routes::configure)
                        .wrap(from_fn(idempotency::idempotent_posts))
                        .wrap(from_fn(middleware::guard_requests)),
                )
                .split_for_parts();
            app.app_data(state.clone())
                .app_data(doc.clone())
                .app_data(extractors::json_config())
                .app_data(extractors::form_config())
                .app_data(extractors::query_config())
                .app_data(extractors::path_config())
                .default_service(web::to(frontend::frontend))
                .wrap(from_fn(middleware::head_as_get))
                .wrap(from_fn(middleware::json_errors))
                .wrap(session)
                .wrap(from_fn(middleware::known_hosts))
                .wrap(from_fn(crate::compression::compress_replies))
                .wrap(from_fn(middleware::security_headers))
                .wrap(from_fn(middleware::log_requests))
        })
        .on_connect(no_delay)
        .shutdown_timeout(DRAIN.as_secs())
        .listen(listener)?
        .run();
        Ok(Application { server, port, jobs })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Stops the server from elsewhere (tests stop each server they start).
    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    /// Serves until a stop signal; then stops accepting, lets requests
    /// under way and the jobs' ticks finish (see [`DRAIN`]) and returns.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let served = self.server.await;
        if !self.jobs.is_empty() {
            tracing::info!("waiting for the background jobs to finish their tick");
        }
        self.jobs.stop(DRAIN).await;
        served
    }
}
