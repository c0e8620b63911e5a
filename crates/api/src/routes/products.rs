//! Product lookup for the wishlist: a pasted shop link.

use actix_web::{post, web};
use integrations::product_page::{
    fetch_product, FetchError, FetchPolicy, ParsedProduct, SystemResolver,
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
        (status = 502, description = "The page could not be read", body = ErrorBody),
    )
)]
#[post("/parse-url")]
pub async fn parse_url(
    state: web::Data<AppState>,
    SignedIn(_user_id): SignedIn,
    body: web::Json<ParseUrlBody>,
) -> ApiResult<web::Json<ParsedUrl>> {
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
    // Name resolution blocks, so the whole lookup runs on the blocking pool.
    let fetched = web::block(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| FetchError::Network(e.to_string()))?;
        runtime.block_on(fetch_product(&url, &policy, &SystemResolver))
    })
    .await?;
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
