//! Ports: what the use cases need from the world outside `domain`, as traits
//! the outer crates implement (`persistence` the stores on the database
//! connection; `api` the rate limits). Stores are synchronous (diesel is), so
//! a use case that touches one runs on a blocking thread, never on an async
//! worker; outside calls that are async (mail, page fetches, AI) happen
//! between use cases, outside any transaction.

mod access_tokens;
mod account;
mod analytics;
mod assistant;
mod budgets;
mod call_limits;
mod chip_in;
mod claims;
mod contacts;
mod dates;
mod dependants;
mod digest;
mod exchanges;
mod follows;
mod friends;
mod gifts;
mod group_lists;
mod idempotency;
mod lists;
mod notifications;
mod outside;
mod sharing;
mod users;
mod wishlist;

pub use access_tokens::AccessTokenStore;
pub use account::AccountStore;
pub use analytics::AnalyticsStore;
pub use assistant::AssistantSettingsStore;
pub use budgets::BudgetStore;
pub use call_limits::CallLimitStore;
pub use chip_in::{ChipInStore, GuestPledge, ItemTalkStore};
pub use claims::{ClaimStore, NewGiver};
pub use contacts::ContactStore;
pub use dates::{ReminderStore, ScanPosition, SpecialDateStore, Zoned, ZonedDates};
pub use dependants::DependantStore;
pub use digest::{DigestStore, NudgeStore, UnpaidPledge};
pub use exchanges::ExchangeStore;
pub use follows::FollowStore;
pub use friends::FriendStore;
pub use gifts::GiftStore;
pub use group_lists::GroupListStore;
pub use idempotency::{IdempotencyStore, KeyRef};
pub use lists::ListStore;
pub use notifications::NotificationStore;
pub use outside::{GiftIdeaEngine, GiftIdeaModel, Mailer, PageError, ProductPages, RateLimit};
pub use sharing::ShareStore;
pub use users::{SessionStore, UserStore};
pub use wishlist::{DueItem, PriceStore, WishlistStore};

/// Why a store could not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// A unique rule refused the write.
    #[error("conflict: {0:?}")]
    Conflict(Conflict),
    /// The database could not be reached (pool exhausted, connection refused).
    #[error("database unavailable: {0}")]
    Unavailable(String),
    /// Anything else the database reported (a bug, not the user's doing).
    #[error("database error: {0}")]
    Failed(String),
}

/// Which unique rule refused a write: the ones a person can run into by
/// name, the rest as one (a store maps its own constraint names to these).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conflict {
    /// Another account has this email address.
    EmailInUse,
    /// A request from this sender to this person or address is pending.
    PendingRequest,
    /// Any other unique rule (a token drawn twice, a second claim by one
    /// giver, a share made twice at once).
    Duplicate,
}

/// A store that can run several calls as one transaction.
pub trait Transactional {
    /// Runs `work` in one transaction: committed when it returns `Ok`,
    /// rolled back (nothing written) when it returns `Err`.
    fn atomically<T, E: From<StoreError>>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E>;

    /// Runs reads that make one page on one snapshot where that is also
    /// the cheaper way (SQLite: one read transaction, where each statement
    /// alone opens and closes its own); elsewhere one after another.
    fn reading<T, E: From<StoreError>>(
        &mut self,
        work: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E> {
        work(self)
    }
}
