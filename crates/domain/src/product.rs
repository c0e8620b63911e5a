//! Products read from a shop's page ("paste a shop link").

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
