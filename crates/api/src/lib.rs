//! The HTTP shell of Presently: routes, auth, sessions, error mapping,
//! OpenAPI and the embedded frontend. Handlers stay thin: extract the user,
//! validate, call one domain or persistence function, map the result.

pub mod auth;
pub mod config;
pub mod db;
pub mod error;
pub mod extractors;
pub mod middleware;
pub mod rate_limit;
pub mod routes;
pub mod scheduler;
pub mod startup;
pub mod state;
pub mod telemetry;
pub mod web;
