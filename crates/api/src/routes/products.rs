//! Product lookup for the wishlist: a pasted shop link, catalog search, gift ideas.

use std::time::Instant;

use actix_web::{get, post, web};
use integrations::catalog::{Catalog, ProductResult};
use integrations::gift_ideas::{suggest_offline, GiftRequest, GiftSuggestion};
use integrations::product_page::{
    fetch_product, FetchError, FetchPolicy, ParsedProduct, SystemResolver, TcpConnector,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::SignedIn;
use crate::error::{ApiError, ApiResult, ErrorBody};
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
    state
        .page_lookups
        .check(user_id, Instant::now())
        .map_err(ApiError::rate_limited)?;
    let url = body
        .into_inner()
        .url
        .map(|u| u.trim().to_owned())
        .filter(|u| !u.is_empty())
        .ok_or_else(|| ApiError::BadRequest("Paste a link to a product page.".to_owned()))?;
    let policy = FetchPolicy {
        allow: state.config.fetch_allow.clone(),
        ..FetchPolicy::default()
    };
    let fetched = fetch_product(&url, &policy, &SystemResolver, &TcpConnector).await;
    match fetched {
        Ok(product) => Ok(web::Json(product.into())),
        Err(
            error
            @ (FetchError::InvalidUrl | FetchError::UnsupportedScheme | FetchError::Forbidden),
        ) => Err(ApiError::BadRequest(error.to_string())),
        Err(error) => {
            tracing::info!(?error, "product page lookup failed");
            Err(ApiError::BadGateway(error.to_string()))
        }
    }
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
        (status = 200, description = "The best 6 catalog products (title, name, description, price, image, url, affiliateUrl, category, source, rating, reviewCount); [] when nothing matches", content_type = "application/json"),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/products/search")]
pub async fn search_products(
    state: web::Data<AppState>,
    SignedIn(_user_id): SignedIn,
    query: web::Query<SearchQuery>,
) -> ApiResult<web::Json<Vec<ProductResult>>> {
    let q = query.into_inner().q.unwrap_or_default();
    if q.chars().count() > 200 {
        return Err(ApiError::BadRequest("The search is too long.".to_owned()));
    }
    Ok(web::Json(Catalog::bundled().search(
        &q,
        &state.config.affiliate_tags,
        SEARCH_LIMIT,
    )))
}

#[utoipa::path(
    tag = "products",
    request_body(content = String, content_type = "application/json", description = "query, occasion, recipient, budget, interests, ageGroup, relationship (all optional)"),
    responses(
        (status = 200, description = "Gift ideas: [{productType, reasoning}]", content_type = "application/json"),
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
    if let Some(model) = &state.gift_model {
        if state.model_calls.check(user_id, Instant::now()).is_err() {
            tracing::info!(
                user_id = user_id.0,
                "AI model call limit reached; using the built-in engine"
            );
        } else {
            match model.suggest(&request).await {
                Ok(ideas) if !ideas.is_empty() => return Ok(web::Json(ideas)),
                Ok(_) => {}
                // The built-in engine answers when the model does not.
                Err(error) => {
                    tracing::warn!(%error, "AI suggestions failed; using the built-in engine")
                }
            }
        }
    }
    Ok(web::Json(suggest_offline(&request, Catalog::bundled())))
}
