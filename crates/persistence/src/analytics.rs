//! First-party analytics: clicks on partner links, counted per day and partner.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::dsl::count_star;
use diesel::prelude::*;
use domain::ids::UserId;
use domain::ports::{AnalyticsStore, StoreError};
use domain::recommendation::{AffiliateClick, DailyClicks, AFFILIATE_CLICK};

use crate::schema::analytics_events;
use crate::{DbConnection, DbError, Store};

#[derive(Insertable)]
#[diesel(table_name = analytics_events)]
struct NewEvent<'a> {
    user_id: Option<i64>,
    event: &'a str,
    partner: &'a str,
    label: &'a str,
    value: &'a str,
    day: NaiveDate,
    created_at: chrono::NaiveDateTime,
}

pub fn record_click(
    conn: &mut DbConnection,
    user: Option<UserId>,
    click: &AffiliateClick,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::insert_into(analytics_events::table)
        .values(NewEvent {
            user_id: user.map(|u| u.0),
            event: AFFILIATE_CLICK,
            partner: click.partner.as_str(),
            label: &click.label,
            value: &click.value,
            day: at.date(),
            created_at: at,
        })
        .execute(conn)?;
    Ok(())
}

/// Clicks per day and partner, newest day first, on or after `since`.
pub fn daily_clicks(
    conn: &mut DbConnection,
    since: NaiveDate,
) -> Result<Vec<DailyClicks>, DbError> {
    let rows: Vec<(NaiveDate, String, i64)> = analytics_events::table
        .filter(analytics_events::event.eq(AFFILIATE_CLICK))
        .filter(analytics_events::day.ge(since))
        .group_by((analytics_events::day, analytics_events::partner))
        .select((
            analytics_events::day,
            analytics_events::partner,
            count_star(),
        ))
        .order_by((
            analytics_events::day.desc(),
            analytics_events::partner.asc(),
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(day, partner, clicks)| DailyClicks {
            day,
            partner,
            clicks: u64::try_from(clicks).unwrap_or(0),
        })
        .collect())
}

impl AnalyticsStore for Store {
    fn record_click(
        &mut self,
        user: Option<UserId>,
        click: &AffiliateClick,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(record_click(self, user, click, at)?)
    }

    fn daily_clicks(&mut self, since: NaiveDate) -> Result<Vec<DailyClicks>, StoreError> {
        Ok(daily_clicks(self, since)?)
    }
}
