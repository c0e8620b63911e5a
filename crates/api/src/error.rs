//! The one API error type, mapped to DESIGN.md's JSON shape and statuses:
//! `{"message": "...", "fields": {...}}`. 5xx details go to the log only.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use domain::assistant::MessageError;
use domain::contact_import::ImportRefusal;
use domain::ports::Conflict;
use domain::ports::PageError;
use domain::use_cases::account::AccountError;
use domain::use_cases::budgets::BudgetError;
use domain::use_cases::claims::ClaimError;
use domain::use_cases::contacts::ContactError;
use domain::use_cases::dates::DateError;
use domain::use_cases::dependants::DependantError;
use domain::use_cases::exchanges::ExchangeError;
use domain::use_cases::friends::FriendError;
use domain::use_cases::gifts::GiftError;
use domain::use_cases::giving::GivingError;
use domain::use_cases::group_lists::GroupListError;
use domain::use_cases::lists::ListError;
use domain::use_cases::prices::PriceError;
use domain::use_cases::products::ProductLookupError;
use domain::use_cases::recommendations::AnalyticsError;
use domain::use_cases::sharing::ShareError;
use domain::use_cases::wishlist::WishlistError;
use domain::{messages, FieldErrors, StoreError, ValidationError};
use integrations::vcard::VcardError;
use serde::Serialize;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    Validation(#[from] ValidationError),
    #[error("{0}")]
    BadRequest(String),
    #[error("{}", messages::NOT_SIGNED_IN)]
    Unauthorized,
    /// A personal access token that is unknown, revoked or expired (401
    /// with `WWW-Authenticate: Bearer error="invalid_token"`).
    #[error("{}", messages::TOKEN_INVALID)]
    BadToken,
    /// A route only a token reaches (the MCP server), called without one.
    #[error("{}", messages::TOKEN_REQUIRED)]
    TokenRequired,
    #[error("{0}")]
    Forbidden(String),
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    /// An `/api` path no route serves.
    #[error("{}", messages::NO_SUCH_ROUTE)]
    NoRoute,
    /// A known `/api` path asked with a method it does not accept; the
    /// methods it does accept go in the `Allow` header.
    #[error("{}", messages::METHOD_NOT_ALLOWED)]
    MethodNotAllowed(Vec<&'static str>),
    #[error("{0}")]
    Conflict(String),
    /// It repeats a gift given before ("You gave Mum ..."): a 409 whose
    /// `fields.allowRepeat` holds the words, so a client knows to ask and
    /// resend with `allowRepeat` (issue 43).
    #[error("{0}")]
    Repeat(String),
    /// A link that worked once and no longer does (an invite used or withdrawn).
    #[error("{0}")]
    Gone(String),
    /// Well-formed, but not what this request may do (an idempotency key
    /// used with another body).
    #[error("{0}")]
    Unprocessable(String),
    #[error("{}", messages::BODY_TOO_LARGE)]
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
    #[error("{}", messages::DATABASE_UNAVAILABLE)]
    Unavailable,
    #[error("{}", messages::SOMETHING_WENT_WRONG)]
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
    /// The one 429: a limit's own `message`, and the wait until a call
    /// counts again, when known, in `Retry-After`.
    pub fn too_many(message: &str, wait: Option<std::time::Duration>) -> ApiError {
        ApiError::RateLimited {
            message: message.to_owned(),
            retry_after_secs: wait.map(retry_after_secs),
        }
    }
}

/// A wait as `Retry-After` says it: whole seconds, rounded up, at least one
/// (a client that retries at once would only be refused again).
pub fn retry_after_secs(wait: std::time::Duration) -> u64 {
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    secs.max(1)
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Validation(_) | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized | ApiError::BadToken | ApiError::TokenRequired => {
                StatusCode::UNAUTHORIZED
            }
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound | ApiError::NoRoute => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Conflict(_) | ApiError::Repeat(_) => StatusCode::CONFLICT,
            ApiError::Gone(_) => StatusCode::GONE,
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
            ApiError::Repeat(words) => ErrorBody {
                message: words.clone(),
                fields: [("allowRepeat".to_owned(), words.clone())]
                    .into_iter()
                    .collect(),
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
        match self {
            ApiError::BadToken => {
                response.insert_header((
                    actix_web::http::header::WWW_AUTHENTICATE,
                    r#"Bearer realm="presently", error="invalid_token""#,
                ));
            }
            ApiError::TokenRequired => {
                response.insert_header((
                    actix_web::http::header::WWW_AUTHENTICATE,
                    r#"Bearer realm="presently""#,
                ));
            }
            _ => {}
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
            StoreError::Conflict(conflict) => ApiError::Conflict(
                match conflict {
                    Conflict::EmailInUse => messages::EMAIL_IN_USE,
                    Conflict::PendingRequest => messages::FRIEND_REQUEST_PENDING,
                    Conflict::Duplicate => messages::ALREADY_EXISTS,
                }
                .to_owned(),
            ),
            other @ StoreError::Failed(_) => ApiError::Internal(other.into()),
        }
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
            FriendError::TooManyRequests => ApiError::too_many(&error.to_string(), None),
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
            | GroupListError::Closed
            | GroupListError::ClosedToInvites => ApiError::Conflict(error.to_string()),
            GroupListError::Store(store) => store.into(),
        }
    }
}

impl From<DependantError> for ApiError {
    fn from(error: DependantError) -> Self {
        match error {
            DependantError::Invalid(invalid) => invalid.into(),
            DependantError::NotFound => ApiError::NotFound,
            DependantError::InviteInvalid => ApiError::Gone(error.to_string()),
            DependantError::CreatorOnly => ApiError::Forbidden(error.to_string()),
            DependantError::TooMany
            | DependantError::TooManyGuardians
            | DependantError::TooManyLists
            | DependantError::LastGuardian
            | DependantError::InviteToGuardian => ApiError::Conflict(error.to_string()),
            DependantError::Store(store) => store.into(),
        }
    }
}

impl From<ExchangeError> for ApiError {
    fn from(error: ExchangeError) -> Self {
        match error {
            ExchangeError::Invalid(invalid) => invalid.into(),
            ExchangeError::NotFound => ApiError::NotFound,
            ExchangeError::InviteInvalid => ApiError::Gone(error.to_string()),
            ExchangeError::OrganiserOnly => ApiError::Forbidden(error.to_string()),
            ExchangeError::OrganiserCannotLeave
            | ExchangeError::TooManyExchanges
            | ExchangeError::TooManyParticipants
            | ExchangeError::AlreadyIn
            | ExchangeError::AlreadyJoined
            | ExchangeError::Drawn
            | ExchangeError::NotDrawn
            | ExchangeError::DrawSeen
            | ExchangeError::EveryoneWillBeTold
            | ExchangeError::Revealed
            | ExchangeError::TooEarlyToReveal
            | ExchangeError::NotEveryoneJoined { .. }
            | ExchangeError::NoDraw(_) => ApiError::Conflict(error.to_string()),
            ExchangeError::Store(store) => store.into(),
        }
    }
}

impl From<BudgetError> for ApiError {
    fn from(error: BudgetError) -> Self {
        match error {
            BudgetError::Invalid(invalid) => invalid.into(),
            BudgetError::NotFound => ApiError::NotFound,
            BudgetError::TooMany => ApiError::Conflict(error.to_string()),
            BudgetError::Store(store) => store.into(),
        }
    }
}

impl From<GiftError> for ApiError {
    fn from(error: GiftError) -> Self {
        match error {
            GiftError::Invalid(invalid) => invalid.into(),
            GiftError::NotFound => ApiError::NotFound,
            GiftError::Repeat(words) => ApiError::Repeat(words),
            GiftError::TooMany => ApiError::Conflict(error.to_string()),
            GiftError::Store(store) => store.into(),
        }
    }
}

impl From<ListError> for ApiError {
    fn from(error: ListError) -> Self {
        match error {
            ListError::Invalid(invalid) => invalid.into(),
            ListError::NotFound => ApiError::NotFound,
            ListError::TooManyLists
            | ListError::TooManyItems
            | ListError::DefaultKept
            | ListError::TooManyCoOwners
            | ListError::NothingToImport => ApiError::Conflict(error.to_string()),
            ListError::OwnerOnly => ApiError::Forbidden(error.to_string()),
            ListError::Store(store) => store.into(),
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
            ClaimError::Repeat(words) => ApiError::Repeat(words),
            ClaimError::Group(group) => group.into(),
            ClaimError::Store(store) => store.into(),
        }
    }
}

impl From<GivingError> for ApiError {
    fn from(error: GivingError) -> Self {
        match error {
            GivingError::Invalid(invalid) => invalid.into(),
            GivingError::NotFound => ApiError::NotFound,
            GivingError::OrganiserOnly => ApiError::Forbidden(error.to_string()),
            GivingError::Closed | GivingError::Conflict(_) => ApiError::Conflict(error.to_string()),
            GivingError::Claim(claim) => claim.into(),
            GivingError::Store(store) => store.into(),
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
                ApiError::too_many(&error.to_string(), Some(retry_after))
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
            ProductLookupError::TooMany { retry_after } => {
                ApiError::too_many(&error.to_string(), Some(retry_after))
            }
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

impl From<AccountError> for ApiError {
    fn from(error: AccountError) -> Self {
        match error {
            AccountError::Invalid(invalid) => invalid.into(),
            AccountError::ImportFile(refusal) => ApiError::BadRequest(refusal.to_string()),
            AccountError::NotEmpty | AccountError::TooMuch(_) => {
                ApiError::Conflict(error.to_string())
            }
            // A session whose user is gone is a signed-out session.
            AccountError::NoAccount => ApiError::Unauthorized,
            AccountError::Store(store) => store.into(),
        }
    }
}

impl From<MessageError> for ApiError {
    fn from(error: MessageError) -> Self {
        ApiError::BadRequest(error.to_string())
    }
}

impl From<PriceError> for ApiError {
    fn from(error: PriceError) -> Self {
        match error {
            PriceError::NotFound => ApiError::NotFound,
            PriceError::Invalid(invalid) => invalid.into(),
            PriceError::Store(store) => store.into(),
        }
    }
}

impl From<AnalyticsError> for ApiError {
    fn from(error: AnalyticsError) -> Self {
        match error {
            AnalyticsError::Invalid(invalid) => ApiError::BadRequest(invalid.to_string()),
            AnalyticsError::Store(store) => store.into(),
        }
    }
}

impl From<VcardError> for ApiError {
    fn from(error: VcardError) -> Self {
        match error {
            VcardError::TooLarge => ApiError::PayloadTooLarge,
            VcardError::NotVcard => ApiError::BadRequest(error.to_string()),
        }
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(error: actix_web::error::BlockingError) -> Self {
        ApiError::Internal(anyhow::anyhow!("blocking pool: {error}"))
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// Every message a person reads comes from `domain::messages`: no
    /// error text is written in a handler, an extractor or an error type.
    #[test]
    fn messages_come_from_the_domain() {
        let mut found = Vec::new();
        for crate_dir in ["api", "domain", "integrations"] {
            let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../{crate_dir}/src"));
            scan(&src, &mut found);
        }
        assert!(
            found.is_empty(),
            "user-facing text outside domain::messages:\n{}",
            found.join("\n")
        );
    }

    fn scan(dir: &Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                scan(&path, found);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") || path.ends_with("messages.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            // Only the code before a file's own tests.
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (n, line) in code.lines().enumerate() {
                let written = |prefix: &str| {
                    line.split(prefix).skip(1).any(|rest| {
                        rest.trim_start_matches("format!(")
                            .trim_start_matches('"')
                            .starts_with(|c: char| c.is_ascii_uppercase())
                            && rest.trim_start_matches("format!(").starts_with('"')
                    })
                };
                let error_text = written("#[error(");
                let api_error = [
                    "BadRequest(",
                    "Forbidden(",
                    "Conflict(",
                    "Unprocessable(",
                    "BadGateway(",
                    "UnsupportedMediaType(",
                ]
                .iter()
                .any(|variant| written(&format!("ApiError::{variant}")));
                // The integrations' own errors that never reach a person
                // (the AI client's, logged) are named here.
                let logged = line.contains("AI request failed")
                    || line.contains("AI service answered")
                    || line.contains("AI reply not understood");
                if (error_text || api_error) && !logged {
                    found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
}
