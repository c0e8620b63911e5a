//! The ports that are not stores: the instance's rate limits and the outside
//! world (shop pages, AI, mail), called outside any transaction.

use std::future::Future;
use std::time::Duration;

use crate::email::Email;
use crate::gift_idea::{GiftRequest, GiftSuggestion};
use crate::ids::UserId;
use crate::product::ParsedProduct;

/// A per-user limit on something costly (shop page reads, AI model
/// calls); counted where every instance reads it (see
/// [`crate::use_cases::call_limits::take_call`]).
pub trait RateLimit {
    /// Counts one call by `user`; `Err` with the wait until one is counted
    /// again when the limit is reached.
    fn check(&self, user: UserId) -> impl Future<Output = Result<(), Duration>>;
}

/// Why a shop page could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PageError {
    /// The link itself is refused (not a link, not http(s), a private
    /// address); the message says which.
    #[error("{0}")]
    Refused(String),
    /// The page could not be read; `detail` is for the log, not the user.
    #[error("{message}")]
    Unreadable { message: String, detail: String },
    /// The shop (named) answered with a robot check, a block or a sign-in
    /// page: the person can fill the item in or use the Presently button.
    #[error("{}", crate::messages::page_walled(shop))]
    Walled { shop: String },
    /// The page is nested too deeply, has too many elements or would take
    /// too long to read: it was refused before it was parsed.
    #[error("{}", crate::messages::PAGE_TOO_COMPLEX)]
    TooComplex,
}

/// Shop pages, fetched and read (async: the network, outside any transaction).
pub trait ProductPages {
    fn read(&self, url: &str) -> impl Future<Output = Result<ParsedProduct, PageError>>;
    /// [`ProductPages::read`] for the price watcher: a page read by anyone
    /// within `max_age` is reused, an older one is read again.
    fn read_fresh(
        &self,
        url: &str,
        max_age: Duration,
    ) -> impl Future<Output = Result<ParsedProduct, PageError>>;
    /// Reads a page the person already has open (the Presently button):
    /// its `html` as their browser holds it, nothing fetched.
    fn parse(&self, url: &str, html: &str) -> Result<ParsedProduct, PageError>;
}

/// A language model that suggests gift ideas (async: a remote call).
pub trait GiftIdeaModel {
    /// The model's ideas; `Err` with what went wrong when it did not answer usefully.
    fn ideas(
        &self,
        request: &GiftRequest,
    ) -> impl Future<Output = Result<Vec<GiftSuggestion>, String>>;
}

/// The built-in gift-idea engine, which always answers.
pub trait GiftIdeaEngine {
    fn ideas(&self, request: &GiftRequest) -> Vec<GiftSuggestion>;
}

/// Sends email (async: an SMTP server), outside any transaction.
pub trait Mailer {
    /// `Err` with what went wrong, for the log.
    fn send(&self, email: &Email) -> impl Future<Output = Result<(), String>>;
}
