//! The one API error type, mapped to DESIGN.md's JSON shape and statuses:
//! `{"message": "...", "fields": {...}}`. 5xx details go to the log only.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use domain::contact_import::ImportRefusal;
use domain::ports::PageError;
use domain::use_cases::claims::ClaimError;
use domain::use_cases::contacts::ContactError;
use domain::use_cases::dates::DateError;
use domain::use_cases::friends::FriendError;
use domain::use_cases::group_lists::GroupListError;
use domain::use_cases::products::ProductLookupError;
use domain::use_cases::sharing::ShareError;
use domain::use_cases::wishlist::WishlistError;
use domain::{FieldErrors, StoreError, ValidationError};
use serde::Serialize;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    Validation(#[from] ValidationError),
    #[error("{0}")]
    BadRequest(String),
    #[error("You are not signed in.")]
    Unauthorized,
    #[error("{0}")]
    Forbidden(String),
    #[error("Not found")]
    NotFound,
    /// An `/api` path no route serves.
    #[error("No such API route")]
    NoRoute,
    /// A known `/api` path asked with a method it does not accept; the
    /// methods it does accept go in the `Allow` header.
    #[error("This route does not accept that method.")]
    MethodNotAllowed(Vec<&'static str>),
    #[error("{0}")]
    Conflict(String),
    /// Well-formed, but not what this request may do (an idempotency key
    /// used with another body).
    #[error("{0}")]
    Unprocessable(String),
    #[error("The request body is too large.")]
    PayloadTooLarge,
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// A per-user limit was reached; the seconds until a call is counted
    /// again go in `Retry-After` when known.
    #[error("{message}")]
    RateLimited {
        message: String,
        retry_after_secs: Option<u64>,
    },
    #[error("{0}")]
    BadGateway(String),
    #[error("The database is unavailable. Please try again shortly.")]
    Unavailable,
    #[error("Something went wrong. Please try again.")]
    Internal(#[source] anyhow::Error),
}

/// The JSON body of every error response.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub message: String,
    #[serde(skip_serializing_if = "FieldErrors::is_empty")]
    pub fields: FieldErrors,
}

impl ErrorBody {
    pub fn new(message: impl Into<String>) -> Self {
        ErrorBody {
            message: message.into(),
            fields: FieldErrors::new(),
        }
    }
}

impl ApiError {
    /// A refusal by a [`crate::rate_limit::RateLimiter`]: `wait` rounded up
    /// to whole seconds (at least one).
    pub fn rate_limited(wait: std::time::Duration) -> ApiError {
        ApiError::rate_limited_because(
            "Too many requests. Please wait a moment and try again.".to_owned(),
            wait,
        )
    }

    /// A limit's own `message`, with `wait` in `Retry-After`.
    pub fn rate_limited_because(message: String, wait: std::time::Duration) -> ApiError {
        let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        ApiError::RateLimited {
            message,
            retry_after_secs: Some(secs.max(1)),
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Validation(_) | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound | ApiError::NoRoute => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::BadGateway(_) => StatusCode::BAD_GATEWAY,
            ApiError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        if status.is_server_error() {
            match self {
                ApiError::Internal(e) => tracing::error!(error = ?e, "internal error"),
                other => tracing::warn!(error = %other, "service error"),
            }
        }
        let body = match self {
            ApiError::Validation(v) => ErrorBody {
                message: v.message.clone(),
                fields: v.fields.clone(),
            },
            other => ErrorBody::new(other.to_string()),
        };
        let mut response = HttpResponse::build(status);
        if let ApiError::RateLimited {
            retry_after_secs: Some(retry_after_secs),
            ..
        } = self
        {
            response.insert_header((
                actix_web::http::header::RETRY_AFTER,
                retry_after_secs.to_string(),
            ));
        }
        if let ApiError::MethodNotAllowed(allowed) = self {
            response.insert_header((actix_web::http::header::ALLOW, allowed.join(", ")));
        }
        response.json(body)
    }
}

// What each use case's error means over HTTP: the one place where domain
// errors become statuses and messages.

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Unavailable(reason) => {
                tracing::warn!(%reason, "database unavailable");
                ApiError::Unavailable
            }
            StoreError::Conflict(constraint) => {
                ApiError::Conflict(conflict_message(&constraint).to_owned())
            }
            other @ StoreError::Failed(_) => ApiError::Internal(other.into()),
        }
    }
}

/// What a user reads when a unique constraint refuses their change.
fn conflict_message(constraint: &str) -> &'static str {
    if constraint.contains("email") {
        "This email address is already used by another account."
    } else {
        "This already exists."
    }
}

impl From<FriendError> for ApiError {
    fn from(error: FriendError) -> Self {
        match error {
            FriendError::EmailRequired | FriendError::InvalidEmail | FriendError::ToSelf => {
                ValidationError::field("receiverEmail", &error.to_string()).into()
            }
            FriendError::AlreadyFriends | FriendError::AlreadyPending => {
                ApiError::Conflict(error.to_string())
            }
            FriendError::TooManyRequests => ApiError::RateLimited {
                message: error.to_string(),
                retry_after_secs: None,
            },
            FriendError::NotFound => ApiError::NotFound,
            FriendError::Store(store) => store.into(),
        }
    }
}

impl From<WishlistError> for ApiError {
    fn from(error: WishlistError) -> Self {
        match error {
            WishlistError::Invalid(invalid) => invalid.into(),
            WishlistError::NotFound => ApiError::NotFound,
            WishlistError::TooMany => ApiError::Conflict(error.to_string()),
            WishlistError::SharedEditRefused(_) => ApiError::Forbidden(error.to_string()),
            WishlistError::Store(store) => store.into(),
        }
    }
}

impl From<GroupListError> for ApiError {
    fn from(error: GroupListError) -> Self {
        match error {
            GroupListError::Invalid(invalid) => invalid.into(),
            GroupListError::NotFound => ApiError::NotFound,
            GroupListError::OwnerOnly | GroupListError::AdderOnly => {
                ApiError::Forbidden(error.to_string())
            }
            GroupListError::CreatorCannotLeave
            | GroupListError::Private
            | GroupListError::TooManyLists
            | GroupListError::TooManyMembers
            | GroupListError::TooManyItems
            | GroupListError::Closed => ApiError::Conflict(error.to_string()),
            GroupListError::Store(store) => store.into(),
        }
    }
}

impl From<ClaimError> for ApiError {
    fn from(error: ClaimError) -> Self {
        match error {
            ClaimError::Invalid(invalid) => invalid.into(),
            ClaimError::NotFound | ClaimError::NoClaim => ApiError::NotFound,
            ClaimError::OwnGift | ClaimError::OwnerOnly => ApiError::Forbidden(error.to_string()),
            ClaimError::OnlyLeft(_) | ClaimError::Archived => ApiError::Conflict(error.to_string()),
            ClaimError::Group(group) => group.into(),
            ClaimError::Store(store) => store.into(),
        }
    }
}

impl From<DateError> for ApiError {
    fn from(error: DateError) -> Self {
        match error {
            DateError::Invalid(invalid) => invalid.into(),
            DateError::LimitOutOfRange | DateError::DaysOutOfRange => {
                ApiError::BadRequest(error.to_string())
            }
            DateError::NotFound => ApiError::NotFound,
            DateError::SharedEditRefused(_) => ApiError::Forbidden(error.to_string()),
            DateError::TooMany => ApiError::Conflict(error.to_string()),
            DateError::Store(store) => store.into(),
        }
    }
}

impl From<ContactError> for ApiError {
    fn from(error: ContactError) -> Self {
        match error {
            ContactError::Invalid(invalid) => invalid.into(),
            ContactError::ImportRefused(ImportRefusal::Invalid(invalid)) => invalid.into(),
            ContactError::ImportRefused(refusal) => ApiError::BadRequest(refusal.to_string()),
            ContactError::NotFound => ApiError::NotFound,
            ContactError::TooManyContacts | ContactError::TooManyDates => {
                ApiError::Conflict(error.to_string())
            }
            ContactError::TooManyImports { retry_after } => {
                ApiError::rate_limited_because(error.to_string(), retry_after)
            }
            ContactError::Store(store) => store.into(),
        }
    }
}

impl From<ShareError> for ApiError {
    fn from(error: ShareError) -> Self {
        match error {
            ShareError::NoFriendChosen | ShareError::NotAFriend => {
                ValidationError::field("sharedWithId", &error.to_string()).into()
            }
            ShareError::NotFound => ApiError::NotFound,
            ShareError::Store(store) => store.into(),
        }
    }
}

impl From<ProductLookupError> for ApiError {
    fn from(error: ProductLookupError) -> Self {
        match error {
            ProductLookupError::NoLink
            | ProductLookupError::NoPage
            | ProductLookupError::SearchTooLong
            | ProductLookupError::Page(PageError::Refused(_)) => {
                ApiError::BadRequest(error.to_string())
            }
            ProductLookupError::TooMany { retry_after } => ApiError::rate_limited(retry_after),
            ProductLookupError::PageTooLarge => ApiError::PayloadTooLarge,
            ProductLookupError::Page(PageError::Unreadable { message, detail }) => {
                tracing::info!(%detail, "product page lookup failed");
                ApiError::BadGateway(message)
            }
            ProductLookupError::Page(PageError::Walled { .. } | PageError::TooComplex) => {
                ApiError::Unprocessable(error.to_string())
            }
        }
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(error: actix_web::error::BlockingError) -> Self {
        ApiError::Internal(anyhow::anyhow!("blocking pool: {error}"))
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
