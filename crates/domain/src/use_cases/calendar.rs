//! The private calendar feed: its secret URL, and the dates it serves.

use crate::ids::UserId;
use crate::ports::{SpecialDateStore, StoreError, UserStore};
use crate::special_date::SpecialDate;
use crate::token::TokenKind;

/// My feed's token (made at my first sign-in); `None` only for an account
/// that never signed in.
pub fn calendar_feed_token<S: UserStore>(
    store: &mut S,
    me: UserId,
) -> Result<Option<String>, StoreError> {
    store.calendar_token(me)
}

/// A new feed token; the old URL stops working.
pub fn rotate_calendar_feed<S: UserStore>(
    store: &mut S,
    me: UserId,
    token: String,
) -> Result<String, StoreError> {
    store.set_calendar_token(me, &token)?;
    Ok(token)
}

/// The dates behind a feed token; `None` when no feed has it.
pub fn calendar_feed_dates<S: UserStore + SpecialDateStore>(
    store: &mut S,
    token: &str,
) -> Result<Option<Vec<SpecialDate>>, StoreError> {
    if !TokenKind::CalendarFeed.is_well_formed(token) {
        return Ok(None);
    }
    let Some(owner) = store.user_by_calendar_token(token)? else {
        return Ok(None);
    };
    let dates = store.dates(owner.id)?.value;
    Ok(Some(dates.into_iter().map(|d| d.date).collect()))
}
