//! API integration tests: the real server on a free loopback port, over HTTP,
//! each test with a fresh database. Every case runs on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod helpers;

mod abuse;
mod account;
mod assistant;
mod auth;
mod bad_input;
mod budgets;
mod calendar;
mod capture;
mod chip_in;
mod claims;
mod clock;
mod conformance;
mod contacts;
mod dates;
mod dependants;
mod deploy;
mod digest;
mod errors;
mod exchanges;
mod faults;
mod follows;
mod friends;
mod frontend;
mod gift_guides;
mod gifts;
mod golden;
mod group_lists;
mod idempotency;
mod instances;
mod isolation;
mod lists;
mod notifications;
mod openapi;
mod operations;
mod people;
mod prices;
mod recommendations;
mod scheduler;
mod sharing;
mod smtp;
mod surprise;
mod wishlist;
