//! The HTTP shell of Presently: routes, auth, sessions, error mapping,
//! OpenAPI and the embedded frontend. Handlers stay thin: extract the user
//! and the body, call one domain use case (on the blocking pool, with the
//! database connection as its store), map its typed error in `error.rs`.

/// The product's name, as pages, feeds and mails say it.
pub const PRODUCT_NAME: &str = "Presently";

pub mod analytics_report;
pub mod api_doc;
pub mod auth;
pub mod background;
pub mod bad_text;
pub mod client;
pub mod compression;
pub mod config;
pub mod db;
pub mod error;
pub mod extractors;
pub mod idempotency;
pub mod json_fields;
pub mod links;
pub mod live;
pub mod mcp;
pub mod metrics;
pub mod middleware;
pub mod price_watch;
pub mod probe;
pub mod rate_limit;
pub mod responses;
pub mod routes;
pub mod scheduler;
pub mod startup;
pub mod state;
pub mod telemetry;
pub mod unsubscribe;
pub mod web;
