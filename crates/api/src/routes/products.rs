//! Product lookup for the wishlist: a pasted shop link, catalog search, gift ideas.

use actix_web::{get, post, web};
use domain::gift_idea::{GiftRequest, GiftSuggestion};
use domain::product::ParsedProduct;
use domain::use_cases::products::{
    look_up_product_page, read_captured_page, search_terms, suggest_gift_ideas, ModelSkipped,
};
use integrations::catalog::{Catalog, ProductResult};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::error::{ApiResult, ErrorBody};
use crate::extractors::{read_json, PARSE_HTML_LIMIT};
use domain::ports::{PageError, ProductPages};

use crate::rate_limit::UserLimit;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ParseUrlBody {
    url: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ParsedUrl {
    pub title: Option<String>,
    pub description: Option<String>,
    pub price: Option<String>,
    pub url: String,
    pub source: String,
    pub image: Option<String>,
}

impl From<ParsedProduct> for ParsedUrl {
    fn from(p: ParsedProduct) -> Self {
        ParsedUrl {
            title: p.title,
            description: p.description,
            price: p.price,
            url: p.url,
            source: p.source,
            image: p.image,
        }
    }
}

#[utoipa::path(
    tag = "products",
    request_body = ParseUrlBody,
    responses(
        (status = 200, description = "What the page says about its product", body = ParsedUrl),
        (status = 400, description = "Not an http(s) link, or a refused address", body = ErrorBody),
        (status = 422, description = "The shop answered with a robot check or a sign-in page (the message names the shop and the two ways on)", body = ErrorBody),
        (status = 429, description = "More than 30 lookups in a minute", body = ErrorBody),
        (status = 502, description = "The page could not be read", body = ErrorBody),
    )
)]
#[post("/parse-url")]
pub async fn parse_url(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<ParseUrlBody>,
) -> ApiResult<web::Json<ParsedUrl>> {
    let url = body.into_inner().url;
    let lookups = UserLimit {
        state: &state,
        limit: state.page_lookups,
    };
    let product =
        look_up_product_page(&state.product_pages, &lookups, user_id, url.as_deref()).await?;
    Ok(web::Json(product.into()))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ParseHtmlBody {
    /// The page's link, as the browser shows it.
    url: Option<String>,
    /// The page's HTML as the browser holds it (up to 2 MiB).
    html: Option<String>,
}

#[utoipa::path(
    tag = "products",
    request_body = ParseHtmlBody,
    responses(
        (status = 200, description = "What the page the person has open says about its product (the Presently button; nothing is fetched)", body = ParsedUrl),
        (status = 400, description = "No link, not an http(s) link, or no HTML", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 413, description = "More than 2 MiB of HTML", body = ErrorBody),
        (status = 422, description = "The page is a robot check or a sign-in page", body = ErrorBody),
        (status = 429, description = "More than 30 lookups in a minute", body = ErrorBody),
    )
)]
#[post("/parse-html")]
pub async fn parse_html(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    payload: web::Payload,
) -> ApiResult<web::Json<ParsedUrl>> {
    let body: ParseHtmlBody = read_json(payload, PARSE_HTML_LIMIT).await?;
    let lookups = UserLimit {
        state: &state,
        limit: state.page_lookups,
    };
    let pages = state.product_pages.clone();
    // Parsing 2 MiB of HTML is CPU work: off the async workers.
    let parse = |url: String, html: String| async move {
        web::block(move || pages.parse(&url, &html))
            .await
            .unwrap_or_else(|error| {
                Err(PageError::Unreadable {
                    message: domain::messages::SOMETHING_WENT_WRONG.to_owned(),
                    detail: error.to_string(),
                })
            })
    };
    let product = read_captured_page(
        &lookups,
        user_id,
        body.url.as_deref(),
        body.html.as_deref(),
        parse,
    )
    .await?;
    Ok(web::Json(product.into()))
}

/// Search results shown at most.
pub const SEARCH_LIMIT: usize = 6;

#[derive(Debug, Deserialize, utoipa::IntoParams)]
pub struct SearchQuery {
    /// Words to look for, e.g. `espresso`.
    q: Option<String>,
}

#[utoipa::path(
    tag = "products",
    params(SearchQuery),
    responses(
        (status = 200, description = "The best 6 catalog products; [] when nothing matches", body = Vec<ProductResult>),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/products/search")]
pub async fn search_products(
    state: web::Data<AppState>,
    SignedIn(_user_id): SignedIn,
    query: web::Query<SearchQuery>,
) -> ApiResult<web::Json<Vec<ProductResult>>> {
    let query = query.into_inner();
    let q = search_terms(query.q.as_deref())?;
    Ok(web::Json(Catalog::bundled().search(
        q,
        &state.config.affiliate_tags,
        SEARCH_LIMIT,
    )))
}

/// The gift-idea request as the API document shows it: domain's
/// [`GiftRequest`], every field optional free text (a test keeps the two alike).
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct GiftRequestBody {
    query: Option<String>,
    occasion: Option<String>,
    recipient: Option<String>,
    budget: Option<String>,
    interests: Option<String>,
    age_group: Option<String>,
    relationship: Option<String>,
}

#[utoipa::path(
    tag = "products",
    request_body = GiftRequestBody,
    responses(
        (status = 200, description = "Gift ideas", body = Vec<GiftSuggestion>),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[post("/recommendations/ai-suggestions")]
pub async fn ai_suggestions(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<GiftRequest>,
) -> ApiResult<web::Json<Vec<GiftSuggestion>>> {
    let request = body.into_inner();
    let model_calls = UserLimit {
        state: &state,
        limit: state.model_calls,
    };
    let suggested = suggest_gift_ideas(
        state.gift_model.as_ref(),
        &model_calls,
        Catalog::bundled(),
        user_id,
        &request,
    )
    .await;
    match suggested.model_skipped {
        Some(ModelSkipped::LimitReached) => tracing::info!(
            user_id = user_id.0,
            "AI model call limit reached; using the built-in engine"
        ),
        Some(ModelSkipped::Failed(reason)) => {
            tracing::warn!(%reason, "AI suggestions failed; using the built-in engine")
        }
        None => {}
    }
    Ok(web::Json(suggested.ideas))
}
