//! Limits on calls a loop or a script could repeat: per user, the calls that
//! make this server work on someone's behalf elsewhere (fetching shop pages,
//! asking the AI model); per client address or per list, what visitors may
//! do without an account (the chat, guest claims) and dev login. Counted in
//! the database (`limited_calls`), so a limit holds across every instance
//! on it (issue 41: counted in memory, the signed-out chat's 10 a minute let
//! 16 of 16 through over two instances).

use std::fmt::Display;
use std::time::Duration;

use domain::call_limit::CallLimit;
use domain::ids::UserId;
use domain::ports::RateLimit;
use domain::use_cases::call_limits::take_call;

use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Counts one call by `whom` against `limit` at the app's clock: `Ok(Err(wait))`
/// when the limit is reached (the call is not counted).
pub async fn take(
    state: &AppState,
    limit: CallLimit,
    whom: impl Display + Send + 'static,
) -> Result<Result<(), Duration>, ApiError> {
    let now = state.clock.now().naive_utc();
    Ok(db::run(&state.db, move |store| take_call(store, &limit, whom, now)).await?)
}

/// A per-user limit as the domain's use cases consult it.
pub struct UserLimit<'a> {
    pub state: &'a AppState,
    pub limit: CallLimit,
}

impl RateLimit for UserLimit<'_> {
    async fn check(&self, user: UserId) -> Result<(), Duration> {
        match take(self.state, self.limit, user).await {
            Ok(counted) => counted,
            // A limit that cannot be counted is not passed: the call waits.
            Err(error) => {
                tracing::warn!(%error, limit = self.limit.name, "a call limit could not be counted");
                Err(Duration::from_secs(1))
            }
        }
    }
}
