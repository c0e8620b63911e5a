//! Gift guides (public): the bundled guides, searched, and one guide's items.

use actix_web::{get, web};
use domain::gift_guide::GuideCategory;
use domain::gift_guide::GuideSearch;
use integrations::catalog::{format_price, Partner};
use integrations::gift_guides::{GiftGuide, GiftGuides};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GiftGuideResponse {
    /// A slug, e.g. `gifts-for-coffee-lovers`.
    pub id: String,
    pub title: String,
    pub description: String,
    pub category: GuideCategory,
    pub tags: Vec<String>,
    pub is_featured: bool,
    pub item_count: usize,
}

impl From<&GiftGuide> for GiftGuideResponse {
    fn from(g: &GiftGuide) -> Self {
        GiftGuideResponse {
            id: g.id.clone(),
            title: g.title.clone(),
            description: g.description.clone(),
            category: g.category,
            tags: g.tags.clone(),
            is_featured: g.is_featured,
            item_count: g.items.len(),
        }
    }
}

/// One gift of a guide, with the partner's page for it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuideItemResponse {
    pub id: String,
    pub name: String,
    pub description: String,
    /// `$49.99`.
    pub price: Option<String>,
    pub image: Option<String>,
    /// The partner's page for it.
    pub url: String,
    /// `url` with the configured affiliate tag.
    pub affiliate_url: String,
    pub partner: Partner,
    /// The partner's name ("Amazon").
    pub source: String,
    pub rating: Option<f32>,
    pub review_count: Option<u32>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GiftGuideDetail {
    #[serde(flatten)]
    pub guide: GiftGuideResponse,
    pub items: Vec<GuideItemResponse>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GuideQuery {
    /// Text in a guide's title, description or tags (any case).
    search: Option<String>,
    /// all, seasonal, occasion, recipient or budget.
    category: Option<String>,
}

#[utoipa::path(
    tag = "gift guides",
    params(GuideQuery),
    responses(
        (status = 200, description = "Matching guides, featured first, then by title", body = [GiftGuideResponse]),
        (status = 400, description = "An unknown category or a search over 200 characters", body = ErrorBody),
    )
)]
#[get("/gift-guides")]
pub async fn list_gift_guides(
    query: web::Query<GuideQuery>,
) -> ApiResult<web::Json<Vec<GiftGuideResponse>>> {
    let GuideQuery { search, category } = query.into_inner();
    let search = GuideSearch::new(search.as_deref(), category.as_deref())?;
    Ok(web::Json(
        GiftGuides::bundled()
            .search(&search)
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}

#[utoipa::path(
    tag = "gift guides",
    params(("id" = String, Path, description = "The guide's id (a slug)")),
    responses(
        (status = 200, body = GiftGuideDetail),
        (status = 404, description = "No such guide", body = ErrorBody),
    )
)]
#[get("/gift-guides/{id}")]
pub async fn get_gift_guide(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> ApiResult<web::Json<GiftGuideDetail>> {
    let guide = GiftGuides::bundled()
        .guide(&path.into_inner())
        .ok_or(ApiError::NotFound)?;
    let tags = &state.config.affiliate_tags;
    Ok(web::Json(GiftGuideDetail {
        guide: guide.into(),
        items: guide
            .items
            .iter()
            .map(|i| GuideItemResponse {
                id: i.id.clone(),
                name: i.name.clone(),
                description: i.description.clone(),
                price: Some(format_price(i.price)),
                image: i.image.clone(),
                url: i.url(),
                affiliate_url: i.affiliate_url(tags),
                partner: i.partner,
                source: i.partner.source_name().to_owned(),
                rating: Some(i.rating),
                review_count: Some(i.review_count),
            })
            .collect(),
    }))
}
