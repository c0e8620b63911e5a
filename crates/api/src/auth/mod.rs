//! Sign-in (OpenID Connect, or dev login without a provider), sign-out and
//! the current user.

pub mod bearer;
pub mod oidc;
pub mod pages;
pub mod return_to;
pub mod session;

use actix_session::Session;
use actix_web::http::{header, StatusCode};
use actix_web::{get, patch, post, web, HttpRequest, HttpResponse};
use domain::ports::UserStore;
use domain::time_zone::TimeZone;
use domain::use_cases::account::report_browser_time_zone;
use domain::user::{User, UserProfile};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::links::public_base;
use crate::state::AppState;
use pages::DevLoginForm;
use return_to::safe_return_to;
pub use session::SignedIn;

/// The issuer recorded for dev-login users.
pub const DEV_ISSUER: &str = "dev";

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ReturnToQuery {
    /// A same-site path to open after sign-in, such as `/wishlist`.
    return_to: Option<String>,
}

fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

#[utoipa::path(
    tag = "auth",
    params(ReturnToQuery),
    responses(
        (status = 303, description = "To the identity provider, or to the dev login form"),
        (status = 502, description = "The identity provider could not be reached", body = ErrorBody),
        (status = 503, description = "No sign-in method is configured", body = ErrorBody),
    )
)]
#[get("/login")]
pub async fn login(
    state: web::Data<AppState>,
    session: Session,
    req: HttpRequest,
    query: web::Query<ReturnToQuery>,
) -> ApiResult<HttpResponse> {
    let return_to = safe_return_to(query.return_to.as_deref());
    if let Some(provider) = &state.oidc {
        let redirect_uri = format!("{}/api/callback", public_base(&state, &req));
        let (url, pending) = provider
            .begin(&redirect_uri, return_to)
            .await
            .map_err(|e| ApiError::BadGateway(e.to_string()))?;
        session::set_pending(&session, &pending)?;
        return Ok(see_other(&url));
    }
    if state.config.dev_login {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("returnTo", &return_to)
            .finish();
        return Ok(see_other(&format!("/api/dev-login?{query}")));
    }
    Err(ApiError::Unavailable)
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct CallbackQuery {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
    error_description: Option<String>,
}

#[utoipa::path(
    tag = "auth",
    params(CallbackQuery),
    responses(
        (status = 303, description = "Signed in; to the page the sign-in started from"),
        (status = 400, description = "A failed or forged callback: an HTML page with a link back"),
    )
)]
#[get("/callback")]
pub async fn callback(
    state: web::Data<AppState>,
    session: Session,
    query: web::Query<CallbackQuery>,
) -> HttpResponse {
    let Some(provider) = state.oidc.clone() else {
        return pages::sign_in_failed(StatusCode::NOT_FOUND, domain::messages::OIDC_NOT_CONFIGURED);
    };
    // The pending sign-in is used once, whatever happens next.
    let pending = session::take_pending(&session);
    let outcome = async {
        let pending = pending.ok_or(oidc::OidcError::NoPendingSignIn)?;
        if let Some(error) = &query.error {
            let detail = query.error_description.as_deref().unwrap_or(error);
            return Err(oidc::OidcError::Provider(detail.to_owned()));
        }
        let (Some(code), Some(returned_state)) = (&query.code, &query.state) else {
            return Err(oidc::OidcError::Exchange(
                "the callback carries no code".to_owned(),
            ));
        };
        let profile = provider.finish(&pending, code, returned_state).await?;
        Ok((profile, pending.return_to))
    }
    .await;
    let (profile, return_to) = match outcome {
        Ok(ok) => ok,
        Err(error) => {
            tracing::warn!(%error, "sign-in callback refused");
            return pages::sign_in_failed(StatusCode::BAD_REQUEST, &error.to_string());
        }
    };
    match sign_in_user(&state, &session, profile).await {
        Ok(()) => see_other(&safe_return_to(Some(&return_to))),
        Err(error) => {
            let status = actix_web::ResponseError::status_code(&error);
            pages::sign_in_failed(status, &error.to_string())
        }
    }
}

async fn sign_in_user(state: &AppState, session: &Session, profile: UserProfile) -> ApiResult<()> {
    let user = session::sign_in(state, session, profile).await?;
    tracing::info!(user_id = user.id.0, "signed in");
    Ok(())
}

#[utoipa::path(
    tag = "auth",
    responses(
        (status = 303, description = "Signed out (this browser's session ended on the server); to the landing page"),
        (status = 200, description = "Followed from another site: a page that asks before signing out", content_type = "text/html"),
    )
)]
#[get("/logout")]
pub async fn logout(
    state: web::Data<AppState>,
    session: Session,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    // A link on another site must not sign the visitor out.
    if crate::middleware::from_another_site(req.headers()) {
        return Ok(pages::confirm_sign_out());
    }
    session::sign_out(&state, &session).await?;
    Ok(see_other("/"))
}

#[utoipa::path(
    tag = "auth",
    operation_id = "logout_confirmed",
    responses(
        (status = 303, description = "Signed out; to the landing page"),
        (status = 403, description = "Sent from another site", body = ErrorBody),
    )
)]
#[post("/logout")]
pub async fn logout_confirmed(
    state: web::Data<AppState>,
    session: Session,
) -> ApiResult<HttpResponse> {
    session::sign_out(&state, &session).await?;
    Ok(see_other("/"))
}

/// How many sessions "Sign out everywhere" ended.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignedOutEverywhere {
    pub sessions_ended: u64,
}

#[utoipa::path(
    tag = "auth",
    responses(
        (status = 200, description = "Every session of mine ended, this one included", body = SignedOutEverywhere),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[post("/auth/sign-out-everywhere")]
pub async fn sign_out_everywhere(
    state: web::Data<AppState>,
    session: Session,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<SignedOutEverywhere>> {
    let sessions_ended = session::sign_out_everywhere(&state, &session, user_id).await?;
    tracing::info!(user_id = user_id.0, sessions_ended, "signed out everywhere");
    Ok(web::Json(SignedOutEverywhere { sessions_ended }))
}

#[utoipa::path(
    tag = "auth",
    params(ReturnToQuery),
    responses(
        (status = 200, description = "The dev login form (HTML)", content_type = "text/html"),
        (status = 404, description = "Dev login is off", body = ErrorBody),
    )
)]
#[get("/dev-login")]
pub async fn dev_login_form(
    state: web::Data<AppState>,
    query: web::Query<ReturnToQuery>,
) -> ApiResult<HttpResponse> {
    if !state.config.dev_login {
        return Err(ApiError::NotFound);
    }
    Ok(pages::dev_login(
        StatusCode::OK,
        &DevLoginForm {
            email: "",
            first_name: "",
            last_name: "",
            return_to: &safe_return_to(query.return_to.as_deref()),
            error: None,
        },
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DevLoginRequest {
    email: String,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default, rename = "returnTo")]
    return_to: Option<String>,
}

#[utoipa::path(
    tag = "auth",
    request_body(
        content = DevLoginRequest,
        content_type = "application/x-www-form-urlencoded",
        description = "The form's fields; the same fields as a JSON object are accepted too"
    ),
    responses(
        (status = 303, description = "Signed in; to `returnTo` or `/`"),
        (status = 400, description = "The form again, with the problem (HTML)", content_type = "text/html"),
        (status = 404, description = "Dev login is off", body = ErrorBody),
        (status = 429, description = "Too many sign-ins from this address in a minute: the form again, with `Retry-After` (HTML)", content_type = "text/html"),
    )
)]
#[post("/dev-login")]
pub async fn dev_login_submit(
    state: web::Data<AppState>,
    req: HttpRequest,
    session: Session,
    form: web::Either<web::Form<DevLoginRequest>, web::Json<DevLoginRequest>>,
) -> ApiResult<HttpResponse> {
    if !state.config.dev_login {
        return Err(ApiError::NotFound);
    }
    let form = match form {
        web::Either::Left(form) => form.into_inner(),
        web::Either::Right(json) => json.into_inner(),
    };
    let return_to = safe_return_to(form.return_to.as_deref());
    let client = crate::client::client_address(&state.config.trusted_proxies, &req);
    if let Err(wait) = crate::rate_limit::take(&state, state.dev_logins, client).await? {
        let mut page = pages::dev_login(
            StatusCode::TOO_MANY_REQUESTS,
            &DevLoginForm {
                email: &form.email,
                first_name: &form.first_name,
                last_name: &form.last_name,
                return_to: &return_to,
                error: Some(domain::messages::DEV_LOGINS_TOO_MANY),
            },
        );
        page.headers_mut().insert(
            header::RETRY_AFTER,
            header::HeaderValue::from(crate::error::retry_after_secs(wait)),
        );
        return Ok(page);
    }
    let email = form.email.trim().to_lowercase();
    let problem = if !domain::contact::is_valid_email(&email) {
        Some(domain::messages::DEV_LOGIN_EMAIL_INVALID)
    } else if [&form.first_name, &form.last_name]
        .iter()
        .any(|n| n.trim().chars().count() > 200)
    {
        Some(domain::messages::DEV_LOGIN_NAME_TOO_LONG)
    } else {
        None
    };
    if let Some(problem) = problem {
        return Ok(pages::dev_login(
            StatusCode::BAD_REQUEST,
            &DevLoginForm {
                email: &form.email,
                first_name: &form.first_name,
                last_name: &form.last_name,
                return_to: &return_to,
                error: Some(problem),
            },
        ));
    }
    let profile = UserProfile {
        issuer: DEV_ISSUER.to_owned(),
        subject: email.clone(),
        email: Some(email),
        first_name: Some(form.first_name),
        last_name: Some(form.last_name),
        profile_image_url: None,
    }
    .normalized();
    sign_in_user(&state, &session, profile).await?;
    Ok(see_other(&return_to))
}

/// The signed-in user as the frontend reads it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserResponse {
    pub id: i64,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub profile_image_url: Option<String>,
    /// IANA time zone name.
    pub time_zone: String,
    /// False once a zone was chosen on the Profile page: the browser's
    /// reports then leave it.
    pub time_zone_follows_browser: bool,
    /// My own birthday (`YYYY-MM-DD`): private, shown to me alone.
    #[schema(value_type = Option<String>, format = Date)]
    pub birthday: Option<chrono::NaiveDate>,
}

impl From<User> for UserResponse {
    fn from(user: User) -> Self {
        UserResponse {
            id: user.id.0,
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
            profile_image_url: user.profile_image_url,
            time_zone: user.time_zone,
            time_zone_follows_browser: !user.time_zone_chosen,
            birthday: user.birthday,
        }
    }
}

#[utoipa::path(
    tag = "auth",
    responses(
        (status = 200, body = UserResponse),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/auth/user")]
pub async fn current_user(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
) -> ApiResult<web::Json<UserResponse>> {
    let user = db::run(&state.db, move |store| store.user(user_id)).await?;
    // A session whose user no longer exists is a signed-out session.
    user.map(|u| web::Json(u.into()))
        .ok_or(ApiError::Unauthorized)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpdateUserRequest {
    /// IANA time zone name, such as `Europe/London`.
    time_zone: Option<String>,
}

#[utoipa::path(
    tag = "auth",
    request_body = UpdateUserRequest,
    responses(
        (status = 200, description = "The browser's zone, kept unless I chose one on the Profile page", body = UserResponse),
        (status = 400, description = "Not an IANA time zone", body = ErrorBody),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[patch("/auth/user")]
pub async fn update_current_user(
    state: web::Data<AppState>,
    SignedIn(user_id): SignedIn,
    body: web::Json<UpdateUserRequest>,
) -> ApiResult<web::Json<UserResponse>> {
    let time_zone = TimeZone::parse(body.time_zone.as_deref().unwrap_or_default())?;
    let user = db::run(&state.db, move |store| {
        report_browser_time_zone(store, user_id, time_zone)
    })
    .await?;
    // A session whose user no longer exists is a signed-out session.
    user.map(|u| web::Json(u.into()))
        .ok_or(ApiError::Unauthorized)
}
