//! What the recommendations are picked for: my coming dates and the
//! interests of the people they belong to.

use chrono::{DateTime, NaiveDate, Utc};

use crate::ids::UserId;
use crate::ports::{AnalyticsStore, ContactStore, SpecialDateStore, StoreError, UserStore};
use crate::recommendation::{interests_of, AffiliateClick, ClickError, DailyClicks, GiftOccasion};
use crate::use_cases::dates::{upcoming_special_dates, user_today, AsOf, DateError};

/// How many coming dates the picks are made for.
pub const OCCASIONS_MAX: i64 = 3;

/// My next dates (at most [`OCCASIONS_MAX`], within a year), soonest first,
/// each with its contact's name and interests. Two reads, nothing written.
pub fn coming_occasions<S: SpecialDateStore + ContactStore>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<Vec<GiftOccasion>, DateError> {
    Ok(coming_occasions_as_of(store, me, now)?.value)
}

/// What a section's cards are picked for: with `for_my_dates`, my coming
/// dates ([`coming_occasions`]); and my today, in my time zone, whose month
/// picks what is in season where the cards are not for a date.
pub fn picks_for<S: UserStore + SpecialDateStore + ContactStore>(
    store: &mut S,
    me: UserId,
    for_my_dates: bool,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<GiftOccasion>>, DateError> {
    if for_my_dates {
        let coming = coming_occasions_as_of(store, me, now)?;
        // Without dates the store knows no zone of mine (it says UTC).
        if !coming.value.is_empty() {
            return Ok(coming);
        }
    }
    Ok(AsOf {
        today: user_today(store, me, now)?,
        value: Vec::new(),
    })
}

fn coming_occasions_as_of<S: SpecialDateStore + ContactStore>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<AsOf<Vec<GiftOccasion>>, DateError> {
    let upcoming = upcoming_special_dates(store, me, Some(OCCASIONS_MAX), Some(366), now)?;
    let today = upcoming.today;
    if upcoming.value.is_empty() {
        return Ok(AsOf {
            today,
            value: Vec::new(),
        });
    }
    let contacts = store.contacts(me)?;
    let value = upcoming
        .value
        .into_iter()
        .map(|entry| {
            let contact = entry
                .contact
                .as_ref()
                .and_then(|c| contacts.iter().find(|full| full.id == c.id));
            let date = entry.date.schedule.next_occurrence;
            GiftOccasion {
                title: entry.date.input.title.clone(),
                date_type: entry.date.input.date_type,
                date,
                person: entry.contact.map(|c| c.name),
                days_away: (date - today).num_days(),
                interests: interests_of(contact.and_then(|c| c.input.preferences.as_deref())),
            }
        })
        .collect();
    Ok(AsOf { today, value })
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
