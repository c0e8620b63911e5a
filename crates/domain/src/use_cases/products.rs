//! Product look-ups for the wishlist: a pasted shop link, and gift ideas.

use std::time::Duration;

use crate::gift_idea::{GiftRequest, GiftSuggestion};
use crate::ids::UserId;
use crate::ports::{GiftIdeaEngine, GiftIdeaModel, PageError, ProductPages, RateLimit};
use crate::product::ParsedProduct;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProductLookupError {
    #[error("{}", crate::messages::PRODUCT_LINK_REQUIRED)]
    NoLink,
    /// Too many pages fetched for this user lately.
    #[error("{}", crate::messages::TOO_MANY_REQUESTS)]
    TooMany { retry_after: Duration },
    #[error(transparent)]
    Page(#[from] PageError),
    #[error("{}", crate::messages::SEARCH_TOO_LONG)]
    SearchTooLong,
    /// A captured page without its HTML.
    #[error("{}", crate::messages::CAPTURED_PAGE_EMPTY)]
    NoPage,
    /// A captured page past [`CAPTURE_MAX_BYTES`].
    #[error("{}", crate::messages::PAGE_TOO_LARGE)]
    PageTooLarge,
}

/// The most of a page's HTML the Presently button may hand over.
pub const CAPTURE_MAX_BYTES: usize = 2 * 1024 * 1024;

/// Characters a catalog search may have.
pub const SEARCH_MAX_CHARS: usize = 200;

/// The words of a catalog search (none: everything), refused past
/// [`SEARCH_MAX_CHARS`].
pub fn search_terms(q: Option<&str>) -> Result<&str, ProductLookupError> {
    let q = q.unwrap_or_default();
    if q.chars().count() > SEARCH_MAX_CHARS {
        return Err(ProductLookupError::SearchTooLong);
    }
    Ok(q)
}

/// Reads the product on a shop page `me` pasted, within their per-minute
/// allowance of page look-ups.
pub async fn look_up_product_page(
    pages: &impl ProductPages,
    lookups: &impl RateLimit,
    me: UserId,
    url: Option<&str>,
) -> Result<ParsedProduct, ProductLookupError> {
    lookups
        .check(me)
        .await
        .map_err(|retry_after| ProductLookupError::TooMany { retry_after })?;
    let url = url
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .ok_or(ProductLookupError::NoLink)?;
    Ok(pages.read(url).await?)
}

/// The page `me` has open in their browser, as the Presently button hands
/// it over (its link and HTML), checked before anything is counted or read.
pub fn captured_page<'a>(
    url: Option<&'a str>,
    html: Option<&'a str>,
) -> Result<(&'a str, &'a str), ProductLookupError> {
    let url = url
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .ok_or(ProductLookupError::NoLink)?;
    let html = html
        .filter(|h| !h.trim().is_empty())
        .ok_or(ProductLookupError::NoPage)?;
    if html.len() > CAPTURE_MAX_BYTES {
        return Err(ProductLookupError::PageTooLarge);
    }
    Ok((url, html))
}

/// Reads the page `me` has open in their browser: the same reading as a
/// pasted link, no fetch (so no robot check stands in the way), within the
/// same allowance, counted after the page is checked. The parse is CPU
/// work: `parse` runs it where the caller says (off the async workers).
pub async fn read_captured_page<F>(
    lookups: &impl RateLimit,
    me: UserId,
    url: Option<&str>,
    html: Option<&str>,
    parse: impl FnOnce(String, String) -> F,
) -> Result<ParsedProduct, ProductLookupError>
where
    F: std::future::Future<Output = Result<ParsedProduct, PageError>>,
{
    let (url, html) = captured_page(url, html)?;
    lookups
        .check(me)
        .await
        .map_err(|retry_after| ProductLookupError::TooMany { retry_after })?;
    Ok(parse(url.to_owned(), html.to_owned()).await?)
}

/// Why the built-in engine answered although a model is configured.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModelSkipped {
    /// The user's model calls for this minute are used up.
    LimitReached,
    /// The model failed (the reason) or had no ideas.
    Failed(String),
}

/// Gift ideas, and why the model was passed over when it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiftIdeas {
    pub ideas: Vec<GiftSuggestion>,
    pub model_skipped: Option<ModelSkipped>,
}

/// Ideas from the model when one is configured and `me` is within their
/// model calls; from the built-in engine otherwise, also when the model
/// fails or has none, so the user always gets ideas.
pub async fn suggest_gift_ideas<M: GiftIdeaModel>(
    model: Option<&M>,
    model_calls: &impl RateLimit,
    engine: &impl GiftIdeaEngine,
    me: UserId,
    request: &GiftRequest,
) -> GiftIdeas {
    let model_skipped = match model {
        None => None,
        Some(_) if model_calls.check(me).await.is_err() => Some(ModelSkipped::LimitReached),
        Some(model) => match model.ideas(request).await {
            Ok(ideas) if !ideas.is_empty() => {
                return GiftIdeas {
                    ideas,
                    model_skipped: None,
                }
            }
            Ok(_) => Some(ModelSkipped::Failed("the model had no ideas".to_owned())),
            Err(reason) => Some(ModelSkipped::Failed(reason)),
        },
    };
    GiftIdeas {
        ideas: engine.ideas(request),
        model_skipped,
    }
}
