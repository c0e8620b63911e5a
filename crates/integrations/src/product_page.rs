//! Product page lookup for "paste a shop link" (`POST /api/parse-url`).
//!
//! [`parse_product_html`] turns a page into a [`ParsedProduct`] (JSON-LD
//! `Product`/`Offer`, then OpenGraph, then microdata, then `<title>`), and
//! [`fetch_product`] fetches a page under a [`FetchPolicy`] that refuses
//! private, loopback, link-local and metadata addresses on every hop.

mod cache;
mod complexity;
mod fetch;
mod ip;
mod link;
mod parse;
mod shops;
mod source;

pub use cache::{PageCache, PAGE_CACHE_CAPACITY, PAGE_CACHE_TTL};
pub use complexity::{
    check_fragment, check_page, Limit, PageShape, TooComplex, MAX_DEPTH, MAX_ELEMENTS,
    MAX_FORMATTING, MAX_WORK,
};
pub use fetch::{
    decode_page, fetch_product, ConnectFuture, Connector, FetchError, FetchPolicy, ResolveFuture,
    Resolver, SystemResolver, TcpConnector, USER_AGENT,
};
pub use ip::{is_forbidden_ip, parse_host_ip};
pub use link::clean_link;
pub use parse::{parse_product_html, read_product_page, PageRefusal, Walled};
pub use source::source_name;

pub use domain::product::ParsedProduct;

use std::sync::Arc;
use std::time::Instant;

use url::Url;

use crate::catalog::AffiliateTags;

/// The [`domain::ports::ProductPages`] port: pages fetched under `policy`
/// through the system resolver and plain TCP connections, read pages kept
/// for a day in `cache` (shared by the clones of one reader), links saved
/// without tracking and with the affiliate `tags`.
#[derive(Debug, Clone, Default)]
pub struct PageReader {
    pub policy: FetchPolicy,
    pub tags: AffiliateTags,
    pub cache: Arc<PageCache>,
}

impl PageReader {
    /// The link a product keeps: cleaned, tagged (a link that does not
    /// parse is kept as it is).
    fn keep(&self, mut product: ParsedProduct) -> ParsedProduct {
        if let Ok(url) = Url::parse(&product.url) {
            product.url = clean_link(&url, &self.tags).to_string();
        }
        product
    }
}

impl domain::ports::ProductPages for PageReader {
    async fn read(&self, url: &str) -> Result<ParsedProduct, domain::ports::PageError> {
        self.read_fresh(url, PAGE_CACHE_TTL).await
    }

    async fn read_fresh(
        &self,
        url: &str,
        max_age: std::time::Duration,
    ) -> Result<ParsedProduct, domain::ports::PageError> {
        // The same product by any tracking: one cache entry, one fetch.
        let cleaned = Url::parse(url.trim())
            .ok()
            .map(|u| clean_link(&u, &AffiliateTags::default()).to_string());
        let key = cleaned.as_deref().unwrap_or(url);
        if let Some(product) = self.cache.get_within(key, Instant::now(), max_age) {
            return Ok(self.keep(product));
        }
        let product = fetch_product(key, &self.policy, &SystemResolver, &TcpConnector)
            .await
            .map_err(page_error)?;
        self.cache
            .put(key.to_owned(), product.clone(), Instant::now());
        Ok(self.keep(product))
    }

    fn parse(&self, url: &str, html: &str) -> Result<ParsedProduct, domain::ports::PageError> {
        use domain::ports::PageError;
        let page_url = Url::parse(url.trim())
            .ok()
            .filter(|u| matches!(u.scheme(), "http" | "https"))
            .ok_or_else(|| PageError::Refused(FetchError::InvalidUrl.to_string()))?;
        read_product_page(html, &page_url)
            .map(|product| self.keep(product))
            .map_err(|refusal| match refusal {
                PageRefusal::Walled(Walled { shop }) => PageError::Walled { shop },
                PageRefusal::TooComplex(_) => PageError::TooComplex,
            })
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
        FetchError::TooComplex => PageError::TooComplex,
        other => PageError::Unreadable {
            message: other.to_string(),
            detail: format!("{other:?}"),
        },
    }
}
