//! Product page lookup for "paste a shop link" (`POST /api/parse-url`).
//!
//! [`parse_product_html`] turns a page into a [`ParsedProduct`] (JSON-LD
//! `Product`/`Offer`, then OpenGraph, then microdata, then `<title>`), and
//! [`fetch_product`] fetches a page under a [`FetchPolicy`] that refuses
//! private, loopback, link-local and metadata addresses on every hop.

mod fetch;
mod ip;
mod link;
mod parse;
mod shops;
mod source;

pub use fetch::{
    decode_page, fetch_product, ConnectFuture, Connector, FetchError, FetchPolicy, ResolveFuture,
    Resolver, SystemResolver, TcpConnector, USER_AGENT,
};
pub use ip::{is_forbidden_ip, parse_host_ip};
pub use link::clean_link;
pub use parse::{parse_product_html, read_product_page, Walled};
pub use source::source_name;

pub use domain::product::ParsedProduct;

/// The [`domain::ports::ProductPages`] port: pages fetched under `policy`
/// through the system resolver and plain TCP connections.
#[derive(Debug, Clone, Default)]
pub struct PageReader {
    pub policy: FetchPolicy,
}

impl domain::ports::ProductPages for PageReader {
    async fn read(&self, url: &str) -> Result<ParsedProduct, domain::ports::PageError> {
        fetch_product(url, &self.policy, &SystemResolver, &TcpConnector)
            .await
            .map_err(page_error)
    }
}

/// A refusal of the link itself, or a page that could not be read.
fn page_error(error: FetchError) -> domain::ports::PageError {
    use domain::ports::PageError;
    match error {
        FetchError::InvalidUrl | FetchError::UnsupportedScheme | FetchError::Forbidden => {
            PageError::Refused(error.to_string())
        }
        FetchError::Walled(shop) => PageError::Walled { shop },
        other => PageError::Unreadable {
            message: other.to_string(),
            detail: format!("{other:?}"),
        },
    }
}
