//! Smart Recommendations (spec section 7): six sections from the bundled
//! catalog, gifts picked for my coming dates (each in its month, in my time
//! zone; the rest in this month), restaurants near me; reverse geocoding on
//! this machine; the first-party click event.

use actix_web::{get, post, web, HttpResponse};
use domain::gift_idea::GiftRecipient;
use domain::messages;
use domain::recommendation::{month_of, Coordinates, DEFAULT_COORDINATES, DEFAULT_LOCATION};
use domain::use_cases;
use domain::use_cases::dates::AsOf;
use domain::use_cases::products::search_terms;
use domain::use_cases::recommendations::{picks_for, record_affiliate_click};
use integrations::catalog::Catalog;
use integrations::geocode::{self, Place};
use integrations::recommendations::{self as picks, restaurant_locations, Recommendation, Section};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::AppState;

const ITEM_FIELDS: &str = "Recommendation cards: one of affiliateUrl / openTableUrl / expediaUrl; isPrime for gifts; availability, distance and address for restaurants; reason and recipient when picked for my coming dates (a card with a recipient is saved to a group list for them, never to my wishlist)";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GiftsQuery {
    /// Words to look for (among what is in season this month); without them
    /// the gifts are picked for my coming dates, each fitting its date's
    /// occasion in its month.
    query: Option<String>,
}

async fn section(
    state: &web::Data<AppState>,
    user: domain::ids::UserId,
    section: Section,
    query: Option<String>,
) -> ApiResult<web::Json<Vec<Recommendation>>> {
    let query = query.filter(|q| !q.trim().is_empty());
    let for_my_dates = query.is_none() && section.is_personal();
    let now = state.clock.now();
    let AsOf {
        today,
        value: occasions,
    } = db::run(&state.db, move |store| {
        picks_for(store, user, for_my_dates, now)
    })
    .await?;
    let mut cards = picks::section(
        Catalog::bundled(),
        section,
        query.as_deref(),
        &occasions,
        month_of(today),
        &state.config.affiliate_tags,
    );
    leave_out_given(state, user, &mut cards).await?;
    Ok(web::Json(cards))
}

/// Leaves out the cards picked for someone that repeat what I gave them
/// (issue 43), read from my gift history here on the server.
async fn leave_out_given(
    state: &web::Data<AppState>,
    user: domain::ids::UserId,
    cards: &mut Vec<Recommendation>,
) -> ApiResult<()> {
    let picked = std::mem::take(cards);
    *cards = db::run(&state.db, move |store| {
        use_cases::gifts::leave_out_given(
            store,
            user,
            picked,
            |card| match &card.recipient {
                Some(GiftRecipient::Someone { name: Some(name) }) => Some(name.clone()),
                _ => None,
            },
            |card| (card.name.as_str(), card.affiliate_url.as_deref()),
        )
    })
    .await?;
    Ok(())
}

#[utoipa::path(
    tag = "recommendations",
    params(GiftsQuery),
    responses(
        (status = 200, description = ITEM_FIELDS, body = Vec<Recommendation>),
        (status = 400, description = "A query longer than 200 characters", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/recommendations/gifts")]
pub async fn gifts(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    query: web::Query<GiftsQuery>,
) -> ApiResult<web::Json<Vec<Recommendation>>> {
    gift_ideas(&state, user, query.into_inner().query)
        .await
        .map(web::Json)
}

/// The catalog engine's gifts: for `query`'s words, else for my coming
/// dates (the page's shelf and the MCP server's `gift_ideas` tool).
pub(crate) async fn gift_ideas(
    state: &web::Data<AppState>,
    user: domain::ids::UserId,
    query: Option<String>,
) -> ApiResult<Vec<Recommendation>> {
    search_terms(query.as_deref())?;
    section(state, user, Section::Gifts, query)
        .await
        .map(web::Json::into_inner)
}

macro_rules! shelf_route {
    ($name:ident, $path:literal, $section:expr, $what:literal) => {
        #[utoipa::path(
                            tag = "recommendations",
                            responses(
                                (status = 200, description = $what, body = Vec<Recommendation>),
                                (status = 401, description = "Signed out", body = ErrorBody),
                            )
                        )]
        #[get($path)]
        pub async fn $name(
            state: web::Data<AppState>,
            SignedIn(user): SignedIn,
        ) -> ApiResult<web::Json<Vec<Recommendation>>> {
            section(&state, user, $section, None).await
        }
    };
}

shelf_route!(
    flowers,
    "/recommendations/flowers",
    Section::Flowers,
    "Beautiful Flowers (1-800-Flowers), picked for my coming dates: what fits each date's occasion in its month (else what fits this month)"
);
shelf_route!(
    bestbuy,
    "/recommendations/bestbuy",
    Section::Bestbuy,
    "Tech & Electronics (Best Buy), picked for my coming dates: what fits each date's occasion in its month (else what fits this month)"
);
shelf_route!(
    target,
    "/recommendations/target",
    Section::Target,
    "Home & Lifestyle (Target): what fits this month"
);
shelf_route!(
    travel,
    "/recommendations/travel",
    Section::Travel,
    "Travel & Hotels (Expedia): what fits this month; type hotel, price per night"
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RestaurantsQuery {
    /// "City, State"; default 'Florida'.
    location: Option<String>,
    /// "latitude,longitude"; default Orlando's 28.5383,-81.3792.
    coordinates: Option<String>,
}

#[utoipa::path(
    tag = "recommendations",
    params(RestaurantsQuery),
    responses(
        (status = 200, description = "Restaurants near the coordinates, nearest first (distance, address), else OpenTable searches for a few cuisines in the location", body = Vec<Recommendation>),
        (status = 400, description = "Coordinates that are not latitude,longitude", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/recommendations/restaurants")]
pub async fn restaurants(
    state: web::Data<AppState>,
    SignedIn(_user): SignedIn,
    query: web::Query<RestaurantsQuery>,
) -> ApiResult<web::Json<Vec<Recommendation>>> {
    let query = query.into_inner();
    let at = match query
        .coordinates
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        Some(text) => Coordinates::parse(text)
            .ok_or_else(|| ApiError::BadRequest(messages::COORDINATES_INVALID.into()))?,
        None => DEFAULT_COORDINATES,
    };
    let location = query
        .location
        .as_deref()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .unwrap_or(DEFAULT_LOCATION)
        .chars()
        .take(100)
        .collect::<String>();
    Ok(web::Json(picks::restaurants(
        Catalog::bundled(),
        restaurant_locations(),
        at,
        &location,
        &state.config.affiliate_tags,
    )))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReverseQuery {
    /// Latitude in degrees (-90 to 90).
    lat: Option<String>,
    /// Longitude in degrees (-180 to 180).
    lon: Option<String>,
}

/// The place at a pair of coordinates.
#[derive(Debug, serde::Serialize, ToSchema)]
pub struct PlaceResponse {
    pub city: String,
    /// The first-level region: a US state, a province, a region.
    pub state: String,
    /// ISO 3166 country code.
    pub country: String,
}

impl From<Place> for PlaceResponse {
    fn from(place: Place) -> Self {
        PlaceResponse {
            city: place.city,
            state: place.state,
            country: place.country,
        }
    }
}

#[utoipa::path(
    tag = "recommendations",
    params(ReverseQuery),
    responses(
        (status = 200, description = "The nearest place, from data on this server (the location is sent nowhere else)", body = PlaceResponse),
        (status = 400, description = "Not a latitude and longitude", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 404, description = "No place within 100 km (the open ocean)", body = ErrorBody),
    )
)]
#[get("/geocode/reverse")]
pub async fn reverse_geocode(
    SignedIn(_user): SignedIn,
    query: web::Query<ReverseQuery>,
) -> ApiResult<web::Json<PlaceResponse>> {
    let query = query.into_inner();
    let number = |text: Option<&str>| text.and_then(|t| t.trim().parse::<f64>().ok());
    let at = number(query.lat.as_deref())
        .zip(number(query.lon.as_deref()))
        .and_then(|(lat, lon)| Coordinates::new(lat, lon))
        .ok_or_else(|| ApiError::BadRequest(messages::LAT_LON_INVALID.into()))?;
    // The places are loaded once; a lookup is microseconds, but the first
    // load is not, so it runs off the async workers.
    let place = web::block(move || geocode::reverse(at))
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("geocode: {e}")))?;
    place.map(|p| web::Json(p.into())).ok_or(ApiError::NotFound)
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AnalyticsEventBody {
    /// affiliate_click
    event: Option<String>,
    /// amazon, opentable, expedia, flowers, bestbuy, target or unknown; read from `value` when absent.
    partner: Option<String>,
    /// What was clicked (the item's name).
    label: Option<String>,
    /// The link opened.
    value: Option<String>,
}

#[utoipa::path(
    tag = "recommendations",
    request_body = AnalyticsEventBody,
    responses(
        (status = 204, description = "Recorded (first-party: nothing personal but the user id)"),
        (status = 400, description = "Not an affiliate_click with a partner, a label and an http(s) link", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
        (status = 429, description = "More than 60 clicks in a minute", body = ErrorBody),
    )
)]
#[post("/analytics/events")]
pub async fn record_event(
    state: web::Data<AppState>,
    SignedIn(user): SignedIn,
    body: web::Json<AnalyticsEventBody>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    if let Err(wait) = crate::rate_limit::take(&state, state.clicks, user).await? {
        return Err(ApiError::too_many(messages::CLICKS_TOO_MANY, Some(wait)));
    }
    let user = Some(user);
    db::run(&state.db, move |store| {
        record_affiliate_click(
            store,
            user,
            body.event.as_deref().unwrap_or_default(),
            body.partner.as_deref(),
            body.label.as_deref().unwrap_or_default(),
            body.value.as_deref().unwrap_or_default(),
        )
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}
