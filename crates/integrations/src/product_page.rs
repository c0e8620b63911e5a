//! Product page lookup for "paste a shop link" (`POST /api/parse-url`).
//!
//! [`parse_product_html`] turns a page into a [`ParsedProduct`] (JSON-LD
//! `Product`/`Offer`, then OpenGraph, then microdata, then `<title>`), and
//! [`fetch_product`] fetches a page under a [`FetchPolicy`] that refuses
//! private, loopback, link-local and metadata addresses on every hop.

mod fetch;
mod ip;
mod parse;
mod source;

pub use fetch::{
    decode_page, fetch_product, ConnectFuture, Connector, FetchError, FetchPolicy, ResolveFuture,
    Resolver, SystemResolver, TcpConnector, USER_AGENT,
};
pub use ip::{is_forbidden_ip, parse_host_ip};
pub use parse::parse_product_html;
pub use source::source_name;

/// What a product page says about itself; every field is optional but the
/// page's own address and the shop's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedProduct {
    pub title: Option<String>,
    pub description: Option<String>,
    /// Display text such as `$24.99` or `24.99 CAD`.
    pub price: Option<String>,
    /// The page's address (after redirects when fetched).
    pub url: String,
    /// The shop, e.g. `Amazon`, or the host without `www.`.
    pub source: String,
    /// Absolute http(s) image address.
    pub image: Option<String>,
}
