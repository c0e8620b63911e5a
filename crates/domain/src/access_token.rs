//! Personal access tokens (issue 48, the rules only: the store, the routes
//! and the MCP server build on them). A person makes a token with a name,
//! an expiry and a scope; its secret is shown once and kept hashed. A token
//! reaches every API route its scope covers except those that move a whole
//! account, manage tokens, or end sessions: [`token_may_call`].

use chrono::{Duration, NaiveDateTime};

use crate::ids::{AccessTokenId, UserId};
use crate::messages;
use crate::validation::{cleaned, has_forbidden_char, ValidationError};

/// The longest name of a token.
pub const TOKEN_NAME_MAX: usize = 100;
/// Tokens one person may keep.
pub const MAX_TOKENS: usize = 50;
/// What every token's secret starts with: a scanner (or a person) knows one
/// when it sees one in a log or a repository.
pub const TOKEN_PREFIX: &str = "prs_";

string_enum!(
    /// What a token may do.
    AccessScope {
        Read => "read" / "Read",
        ReadWrite => "read_write" / "Read and write",
    }
);

/// The expiries a token may be made with, in days (`None`: never).
pub const EXPIRY_CHOICES: &[Option<i64>] = &[Some(30), Some(90), Some(365), None];

/// A token as the settings page sends it.
#[derive(Debug, Clone, Default)]
pub struct AccessTokenDraft {
    pub name: Option<String>,
    /// 30, 90 or 365; `None`: it never expires.
    pub expires_in_days: Option<i64>,
    pub scope: Option<String>,
}

/// A token's validated fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessTokenInput {
    pub name: String,
    pub scope: AccessScope,
    pub expires_at: Option<NaiveDateTime>,
}

impl AccessTokenDraft {
    /// `now`: when the token is made (its expiry counts from it).
    pub fn validate(self, now: NaiveDateTime) -> Result<AccessTokenInput, ValidationError> {
        let mut errors: Vec<(&str, &str)> = Vec::new();
        let name = cleaned(self.name);
        match &name {
            None => errors.push(("name", messages::TOKEN_NAME_REQUIRED)),
            Some(n) if n.chars().count() > TOKEN_NAME_MAX || has_forbidden_char(n) => {
                errors.push(("name", messages::TOKEN_NAME_TOO_LONG));
            }
            Some(_) => {}
        }
        if !EXPIRY_CHOICES.contains(&self.expires_in_days) {
            errors.push(("expiresInDays", messages::TOKEN_EXPIRY_INVALID));
        }
        let scope = match self.scope.as_deref().map(str::trim) {
            None | Some("") => AccessScope::Read,
            Some(text) => AccessScope::parse(text).unwrap_or_else(|| {
                errors.push(("scope", messages::TOKEN_SCOPE_INVALID));
                AccessScope::Read
            }),
        };
        if let Some(error) = ValidationError::from_fields(errors) {
            return Err(error);
        }
        Ok(AccessTokenInput {
            name: name.unwrap_or_default(),
            scope,
            expires_at: self
                .expires_in_days
                .and_then(|days| now.checked_add_signed(Duration::days(days))),
        })
    }
}

/// A token as its owner's list shows it (the secret is never kept).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessToken {
    pub id: AccessTokenId,
    pub name: String,
    pub scope: AccessScope,
    pub created_at: NaiveDateTime,
    pub expires_at: Option<NaiveDateTime>,
    pub last_used_at: Option<NaiveDateTime>,
}

/// Who a live token acts for, and what it may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TokenHolder {
    pub token: AccessTokenId,
    pub user: UserId,
    pub scope: AccessScope,
}

/// A token's last use is written at most this often: the list says when
/// it was last used to the minute, and a busy script does not write on
/// every call.
pub const LAST_USE_PRECISION: Duration = Duration::minutes(1);

/// Whether a token has expired at `now`.
pub fn expired(expires_at: Option<NaiveDateTime>, now: NaiveDateTime) -> bool {
    expires_at.is_some_and(|at| at <= now)
}

/// Why a token may not make a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenRefusal {
    /// A route no token reaches: it moves or deletes a whole account,
    /// manages tokens or sessions, or changes who the person is.
    SessionOnly,
    /// A change, with a read-only token.
    ReadOnly,
}

impl TokenRefusal {
    pub fn message(self) -> &'static str {
        match self {
            TokenRefusal::SessionOnly => messages::TOKEN_ROUTE_REFUSED,
            TokenRefusal::ReadOnly => messages::TOKEN_READ_ONLY,
        }
    }
}

/// The MCP endpoint: every call is a `POST` (JSON-RPC), whatever the tool
/// does, so the scope is checked per tool ([`may_use_tool`]), not here.
pub const MCP_ROUTE: &str = "/api/mcp";

/// Routes (as the router names them) only a signed-in browser reaches.
const SESSION_ONLY: &[&str] = &[
    "/api/account",
    "/api/account/export",
    "/api/account/export/contacts.vcf",
    "/api/account/export/dates.ics",
    "/api/account/import",
    "/api/account/profile",
    "/api/account/tokens",
    "/api/account/tokens/{id}",
    "/api/auth/sign-out-everywhere",
    // A live page's stream re-checks the browser's session as it runs.
    "/api/lists/{id}/events",
    "/api/logout",
];

/// Whether a token of `scope` may call `method` on the route `pattern`
/// (the router's, such as `/api/lists/{id}`): reads with any scope, changes
/// with read and write, never the session-only routes.
pub fn token_may_call(scope: AccessScope, method: &str, pattern: &str) -> Result<(), TokenRefusal> {
    if SESSION_ONLY.contains(&pattern) || pattern.starts_with("/api/account/import/") {
        return Err(TokenRefusal::SessionOnly);
    }
    let reads = matches!(method, "GET" | "HEAD" | "OPTIONS") || pattern == MCP_ROUTE;
    if !reads && scope == AccessScope::Read {
        return Err(TokenRefusal::ReadOnly);
    }
    Ok(())
}

/// Whether a token of `scope` may call an MCP tool that changes data
/// (`writes`) or only reads.
pub fn may_use_tool(scope: AccessScope, writes: bool) -> Result<(), TokenRefusal> {
    if writes && scope == AccessScope::Read {
        return Err(TokenRefusal::ReadOnly);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> NaiveDateTime {
        "2026-11-29T12:00:00".parse().unwrap()
    }

    fn draft(name: &str, days: Option<i64>, scope: &str) -> AccessTokenDraft {
        AccessTokenDraft {
            name: Some(name.to_owned()),
            expires_in_days: days,
            scope: Some(scope.to_owned()),
        }
    }

    #[test]
    fn a_token_is_named_expires_as_chosen_and_reads_by_default() {
        let token = draft(" Home Assistant ", Some(90), "read_write")
            .validate(now())
            .unwrap();
        assert_eq!(token.name, "Home Assistant");
        assert_eq!(token.scope, AccessScope::ReadWrite);
        assert_eq!(token.expires_at, "2027-02-27T12:00:00".parse().ok());
        let forever = AccessTokenDraft {
            name: Some("Script".into()),
            ..AccessTokenDraft::default()
        }
        .validate(now())
        .unwrap();
        assert_eq!(forever.scope, AccessScope::Read);
        assert_eq!(forever.expires_at, None);
        assert!(!expired(forever.expires_at, now()));
        assert!(expired(
            token.expires_at,
            "2027-02-27T12:00:00".parse().unwrap()
        ));
    }

    #[test]
    fn bad_fields_get_their_messages() {
        let error = draft("  ", Some(7), "admin").validate(now()).unwrap_err();
        assert_eq!(error.fields["name"], messages::TOKEN_NAME_REQUIRED);
        assert_eq!(
            error.fields["expiresInDays"],
            messages::TOKEN_EXPIRY_INVALID
        );
        assert_eq!(error.fields["scope"], messages::TOKEN_SCOPE_INVALID);
        let long = draft(&"x".repeat(101), None, "read")
            .validate(now())
            .unwrap_err();
        assert_eq!(long.fields["name"], messages::TOKEN_NAME_TOO_LONG);
        for days in [Some(0), Some(-30), Some(31), Some(i64::MAX)] {
            assert!(
                draft("x", days, "read").validate(now()).is_err(),
                "{days:?}"
            );
        }
    }

    #[test]
    fn a_token_never_reaches_the_session_only_routes() {
        for scope in AccessScope::ALL {
            for (method, route) in [
                ("GET", "/api/account/export"),
                ("GET", "/api/account/export/dates.ics"),
                ("POST", "/api/account/import"),
                ("POST", "/api/account/import/preview"),
                ("DELETE", "/api/account"),
                ("GET", "/api/account/tokens"),
                ("DELETE", "/api/account/tokens/{id}"),
                ("POST", "/api/auth/sign-out-everywhere"),
                ("PUT", "/api/account/profile"),
                ("POST", "/api/logout"),
            ] {
                assert_eq!(
                    token_may_call(*scope, method, route),
                    Err(TokenRefusal::SessionOnly),
                    "{scope:?} {method} {route}"
                );
            }
        }
    }

    #[test]
    fn reads_take_any_scope_and_changes_read_and_write() {
        assert_eq!(
            token_may_call(AccessScope::Read, "GET", "/api/dates"),
            Ok(())
        );
        assert_eq!(
            token_may_call(AccessScope::Read, "POST", "/api/wishlist"),
            Err(TokenRefusal::ReadOnly)
        );
        assert_eq!(
            token_may_call(AccessScope::ReadWrite, "POST", "/api/wishlist"),
            Ok(())
        );
        assert_eq!(
            token_may_call(AccessScope::ReadWrite, "GET", "/api/account/settings"),
            Ok(())
        );
        assert_eq!(TokenRefusal::ReadOnly.message(), messages::TOKEN_READ_ONLY);
    }

    #[test]
    fn the_mcp_endpoint_takes_any_scope_and_its_write_tools_read_and_write() {
        assert_eq!(token_may_call(AccessScope::Read, "POST", MCP_ROUTE), Ok(()));
        assert_eq!(may_use_tool(AccessScope::Read, false), Ok(()));
        assert_eq!(
            may_use_tool(AccessScope::Read, true),
            Err(TokenRefusal::ReadOnly)
        );
        assert_eq!(may_use_tool(AccessScope::ReadWrite, true), Ok(()));
    }
}
