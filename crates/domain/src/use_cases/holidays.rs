//! My country's gift-giving days as suggestions on the dates page, each
//! added with one click as a recurring date that moves with its calendar
//! (issue 47).

use chrono::{DateTime, NaiveDate, Utc};

use crate::holiday::{gift_days, next_date, Country, GiftDay};
use crate::ids::UserId;
use crate::messages;
use crate::ports::{AccountStore, ContactStore, SpecialDateStore, StoreError, UserStore};
use crate::special_date::{DateType, DateWithContact, MovableDay, SpecialDateDraft};
use crate::use_cases::account::add_date_with_my_defaults;
use crate::use_cases::dates::{user_today, AsOf, DateError};
use crate::validation::ValidationError;

/// A country's day as the dates page suggests it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    pub day: GiftDay,
    /// Its next date on or after today.
    pub date: NaiveDate,
    /// I keep it as a date already.
    pub added: bool,
}

/// The suggestions for one country.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestions {
    pub country: Country,
    /// Soonest first.
    pub days: Vec<Suggestion>,
}

/// The country when neither the page nor my settings say one.
pub const DEFAULT_COUNTRY: Country = Country::Us;

fn parse_country(text: &str) -> Result<Country, ValidationError> {
    Country::parse(text.trim())
        .ok_or_else(|| ValidationError::field("country", messages::COUNTRY_INVALID))
}

/// `country`'s days (else my settings' country, else
/// [`DEFAULT_COUNTRY`]), each with its next date and whether I added it.
pub fn suggestions<S>(
    store: &mut S,
    me: UserId,
    country: Option<&str>,
    now: DateTime<Utc>,
) -> Result<Suggestions, DateError>
where
    S: AccountStore + UserStore + SpecialDateStore,
{
    let country = match country {
        Some(text) => parse_country(text)?,
        None => store
            .account_settings(me)?
            .country
            .unwrap_or(DEFAULT_COUNTRY),
    };
    let today = user_today(store, me, now)?;
    let kept: Vec<GiftDay> = store
        .dates(me)?
        .value
        .into_iter()
        .filter_map(|d| d.date.input.gift_day.map(|m| m.day))
        .collect();
    let mut days: Vec<Suggestion> = gift_days(country)
        .iter()
        .filter_map(|day| {
            Some(Suggestion {
                day: *day,
                date: next_date(*day, country, today)?,
                added: kept.contains(day),
            })
        })
        .collect();
    days.sort_by_key(|s| s.date);
    Ok(Suggestions { country, days })
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HolidayError {
    #[error(transparent)]
    Date(#[from] DateError),
    #[error("{}", messages::GIFT_DAY_ALREADY_ADDED)]
    AlreadyAdded,
}

impl From<ValidationError> for HolidayError {
    fn from(error: ValidationError) -> Self {
        HolidayError::Date(DateError::Invalid(error))
    }
}

impl From<StoreError> for HolidayError {
    fn from(error: StoreError) -> Self {
        HolidayError::Date(DateError::Store(error))
    }
}

/// Adds `day` as `country` keeps it: a recurring holiday titled with the
/// day's name, on its next date, reminded as my defaults say.
pub fn add_gift_day<S>(
    store: &mut S,
    me: UserId,
    day: &str,
    country: &str,
    email_enabled: bool,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, HolidayError>
where
    S: AccountStore + UserStore + ContactStore + SpecialDateStore,
{
    let gift_day = GiftDay::parse(day.trim())
        .ok_or_else(|| ValidationError::field("day", messages::GIFT_DAY_INVALID));
    let country = parse_country(country);
    let (day, country) = match (gift_day, country) {
        (Ok(day), Ok(country)) => (day, country),
        (Err(error), _) | (_, Err(error)) => return Err(error.into()),
    };
    let today = user_today(store, me, now)?;
    let date = next_date(day, country, today)
        .ok_or_else(|| ValidationError::field("day", messages::GIFT_DAY_NOT_KEPT))?;
    let kept = store
        .dates(me)?
        .value
        .into_iter()
        .any(|d| d.date.input.gift_day.is_some_and(|m| m.day == day));
    if kept {
        return Err(HolidayError::AlreadyAdded);
    }
    let draft = SpecialDateDraft {
        title: Some(day.label().to_owned()),
        date_type: Some(DateType::Holiday.as_str().to_owned()),
        date: Some(date.to_string()),
        recurring: Some(true),
        gift_day: Some(MovableDay { day, country }),
        ..SpecialDateDraft::default()
    };
    Ok(add_date_with_my_defaults(
        store,
        me,
        draft,
        email_enabled,
        now,
    )?)
}
