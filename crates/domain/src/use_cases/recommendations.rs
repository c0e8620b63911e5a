//! What the recommendations are picked for: my coming dates and the
//! interests of the people they belong to.

use chrono::{DateTime, NaiveDate, Utc};

use crate::ids::UserId;
use crate::ports::{AnalyticsStore, ContactStore, SpecialDateStore, StoreError};
use crate::recommendation::{interests_of, AffiliateClick, ClickError, DailyClicks, GiftOccasion};
use crate::use_cases::dates::{upcoming_special_dates, DateError};

/// How many coming dates the picks are made for.
pub const OCCASIONS_MAX: i64 = 3;

/// My next dates (at most [`OCCASIONS_MAX`], within a year), soonest first,
/// each with its contact's name and interests. Two reads, nothing written.
pub fn coming_occasions<S: SpecialDateStore + ContactStore>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<Vec<GiftOccasion>, DateError> {
    let upcoming = upcoming_special_dates(store, me, Some(OCCASIONS_MAX), Some(366), now)?;
    if upcoming.value.is_empty() {
        return Ok(Vec::new());
    }
    let contacts = store.contacts(me)?;
    Ok(upcoming
        .value
        .into_iter()
        .map(|entry| {
            let contact = entry
                .contact
                .as_ref()
                .and_then(|c| contacts.iter().find(|full| full.id == c.id));
            GiftOccasion {
                title: entry.date.input.title.clone(),
                date_type: entry.date.input.date_type,
                person: entry.contact.map(|c| c.name),
                days_away: (entry.date.schedule.next_occurrence - upcoming.today).num_days(),
                interests: interests_of(contact.and_then(|c| c.input.preferences.as_deref())),
            }
        })
        .collect())
}

/// Why a click could not be recorded.
#[derive(Debug, thiserror::Error)]
pub enum AnalyticsError {
    #[error(transparent)]
    Invalid(#[from] ClickError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Records a click on a partner link (`affiliate_click`), mine or a
/// visitor's: the event, the partner, the item's name and the link.
pub fn record_affiliate_click<S: AnalyticsStore>(
    store: &mut S,
    user: Option<UserId>,
    event: &str,
    partner: Option<&str>,
    label: &str,
    value: &str,
) -> Result<AffiliateClick, AnalyticsError> {
    let click = AffiliateClick::read(event, partner, label, value)?;
    store.record_click(user, &click)?;
    Ok(click)
}

/// Clicks per partner per day since `since` (the operator's report).
pub fn clicks_per_partner_per_day<S: AnalyticsStore>(
    store: &mut S,
    since: NaiveDate,
) -> Result<Vec<DailyClicks>, StoreError> {
    store.daily_clicks(since)
}
