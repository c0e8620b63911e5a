//! First-party analytics.

use chrono::NaiveDate;

use super::StoreError;
use crate::ids::UserId;
use crate::recommendation::{AffiliateClick, DailyClicks};

/// First-party analytics: clicks on partner links.
pub trait AnalyticsStore {
    fn record_click(
        &mut self,
        user: Option<UserId>,
        click: &AffiliateClick,
    ) -> Result<(), StoreError>;
    /// Clicks per day and partner since `since`, newest day first.
    fn daily_clicks(&mut self, since: NaiveDate) -> Result<Vec<DailyClicks>, StoreError>;
}
