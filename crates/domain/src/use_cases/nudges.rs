//! Nudges (issue 47): before a friend's birthday or a list's event, a
//! giver asks the person to update their list without being named; and a
//! person whose own birthday is 30 days away with nothing on their lists
//! is nudged by Presently. At most one nudge per person per occasion, and
//! none for someone who turned nudges off.
//!
//! A person's own birthday is private: what a giver reads never depends on
//! it. A list's event (which the giver sees) is an occasion of its own;
//! otherwise the occasion is the person: at most one such nudge in
//! [`NUDGE_DAYS_AHEAD`] days, whose words say "your birthday" to them when
//! it is that near (so one per birthday), and "you" when not.

use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};

use crate::calendar::{anniversary_in, today_in};
use crate::ids::{ListId, UserId};
use crate::messages;
use crate::notification::{own_list_link, Notice, Said};
use crate::ports::{
    AccountStore, FriendStore, ListStore, NotificationStore, NudgeStore, StoreError, Transactional,
    UserStore,
};
use crate::use_cases::dates::user_today;
use crate::use_cases::lists::seen_list;

/// How far ahead an occasion may be for a giver to nudge.
pub const NUDGE_DAYS_AHEAD: u64 = 60;
/// At most one nudge about the person (not a list's event) in this many days.
const NUDGE_WINDOW_DAYS: i64 = 60;
/// The start of the keys of nudges about the person.
const PERSON_KEY: &str = "person:";

/// How far ahead of a person's own birthday Presently nudges them.
pub const OWN_NUDGE_DAYS: u64 = 30;

/// What a nudge is about, as the giver may know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occasion {
    /// The person (their birthday when near, which the giver is not told).
    Person,
    /// The list's event date.
    Event,
}

/// Whether a giver may nudge a list's owner, and whether someone did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NudgeView {
    /// `None`: they take no nudges.
    pub occasion: Option<Occasion>,
    pub asked: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NudgeError {
    /// Not a friend's list I see (mine, a dependant's, a stranger's).
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    /// They turned nudges off.
    #[error("{}", messages::NUDGE_UNAVAILABLE)]
    Unavailable,
    #[error("{}", messages::NUDGE_ALREADY_ASKED)]
    AlreadyAsked,
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub trait NudgeStores:
    NudgeStore + ListStore + FriendStore + UserStore + AccountStore + NotificationStore + Transactional
{
}
impl<S> NudgeStores for S where
    S: NudgeStore
        + ListStore
        + FriendStore
        + UserStore
        + AccountStore
        + NotificationStore
        + Transactional
{
}

/// The next anniversary of `birthday` on or after `today`.
fn next_birthday(birthday: NaiveDate, today: NaiveDate) -> NaiveDate {
    let this_year = anniversary_in(birthday, today.year());
    if this_year >= today {
        this_year
    } else {
        anniversary_in(birthday, today.year() + 1)
    }
}

/// An occasion with the key it is asked about once, and its words.
struct Asked {
    occasion: Occasion,
    owner: UserId,
    key: String,
    words: String,
}

/// What `me` could nudge list `id`'s owner about today (`None`: they take
/// no nudges).
fn occasion_of<S: NudgeStores>(
    store: &mut S,
    me: UserId,
    id: ListId,
    now: DateTime<Utc>,
) -> Result<Option<Asked>, NudgeError> {
    let list = match seen_list(store, me, id) {
        Ok((list, false)) if list.dependant.is_none() => list,
        Ok(_) => return Err(NudgeError::NotFound),
        Err(crate::use_cases::lists::ListError::Store(e)) => return Err(e.into()),
        Err(_) => return Err(NudgeError::NotFound),
    };
    let owner = list.owner_id;
    if !store.account_settings(owner)?.nudges {
        return Ok(None);
    }
    let today = user_today(store, me, now)?;
    let until = today
        .checked_add_days(Days::new(NUDGE_DAYS_AHEAD))
        .unwrap_or(today);
    let coming = |date: NaiveDate| date >= today && date <= until;
    if let Some(event) = list.input.event_date.filter(|d| coming(*d)) {
        return Ok(Some(Asked {
            occasion: Occasion::Event,
            owner,
            key: format!("list:{}:{event}", id.0),
            words: list.input.name.clone(),
        }));
    }
    let birthday_near = store
        .user(owner)?
        .and_then(|u| u.birthday)
        .is_some_and(|b| coming(next_birthday(b, today)));
    // Fixed windows of the calendar, the same for everyone: when one
    // begins says nothing of anyone's birthday.
    let window = today.num_days_from_ce() / i32::try_from(NUDGE_WINDOW_DAYS).unwrap_or(60);
    Ok(Some(Asked {
        occasion: Occasion::Person,
        owner,
        key: format!("{PERSON_KEY}{window}"),
        words: if birthday_near {
            "your birthday"
        } else {
            "you"
        }
        .to_owned(),
    }))
}

/// Whether `me` may nudge list `id`'s owner, and whether they were asked.
pub fn nudge_view<S: NudgeStores>(
    store: &mut S,
    me: UserId,
    id: ListId,
    now: DateTime<Utc>,
) -> Result<NudgeView, NudgeError> {
    let Some(asked) = occasion_of(store, me, id, now)? else {
        return Ok(NudgeView {
            occasion: None,
            asked: false,
        });
    };
    Ok(NudgeView {
        occasion: Some(asked.occasion),
        asked: already_asked(store, &asked, now)?,
    })
}

/// Whether `asked` was asked already: its occasion's key, or for the
/// person a nudge less than [`NUDGE_WINDOW_DAYS`] ago (across a window's end).
fn already_asked<S: NudgeStores>(
    store: &mut S,
    asked: &Asked,
    now: DateTime<Utc>,
) -> Result<bool, StoreError> {
    if store.nudged(asked.owner, &asked.key)? {
        return Ok(true);
    }
    Ok(asked.occasion == Occasion::Person
        && store
            .last_nudge(asked.owner, PERSON_KEY)?
            .is_some_and(|at| now.naive_utc() - at < chrono::Duration::days(NUDGE_WINDOW_DAYS)))
}

/// `me` nudges list `id`'s owner: they hear someone is shopping for their
/// occasion, never who.
pub fn nudge<S: NudgeStores>(
    store: &mut S,
    me: UserId,
    id: ListId,
    now: DateTime<Utc>,
) -> Result<NudgeView, NudgeError> {
    store.atomically(|store| {
        let asked = occasion_of(store, me, id, now)?.ok_or(NudgeError::Unavailable)?;
        // The key is unique (two givers at once: one is refused).
        if already_asked(store, &asked, now)? || !store.insert_nudge(asked.owner, &asked.key)? {
            return Err(NudgeError::AlreadyAsked);
        }
        store.notify(&[Notice {
            user_id: asked.owner,
            said: Said::Nudge {
                occasion: asked.words,
                link: own_list_link(id),
            },
        }])?;
        Ok(NudgeView {
            occasion: Some(asked.occasion),
            asked: true,
        })
    })
}

/// Nudges everyone whose own birthday is [`OWN_NUDGE_DAYS`] days away or
/// less, whose lists are empty and who takes nudges: once per birthday.
/// How many were nudged.
pub fn nudge_own_birthdays<S>(store: &mut S, now: DateTime<Utc>) -> Result<usize, StoreError>
where
    S: NudgeStore + NotificationStore + Transactional,
{
    let mut nudged = 0;
    for (user, birthday, zone) in store.birthdays()? {
        let today = today_in(zone, now);
        let next = next_birthday(birthday, today);
        let days = (next - today).num_days();
        if days > i64::try_from(OWN_NUDGE_DAYS).unwrap_or(i64::MAX) {
            continue;
        }
        let key = format!("own-birthday:{next}");
        if store.nudged(user, &key)? || store.has_wishes(user)? {
            continue;
        }
        let sent = store.atomically(|store| {
            if !store.insert_nudge(user, &key)? {
                return Ok::<bool, StoreError>(false);
            }
            store.notify(&[Notice {
                user_id: user,
                said: Said::BirthdayNudge {
                    days,
                    link: "/wishlist".to_owned(),
                },
            }])?;
            Ok(true)
        })?;
        nudged += usize::from(sent);
    }
    Ok(nudged)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_birthday_is_this_years_or_next() {
        let d = |s: &str| s.parse::<NaiveDate>().unwrap();
        assert_eq!(
            next_birthday(d("1990-12-24"), d("2026-11-29")),
            d("2026-12-24")
        );
        assert_eq!(
            next_birthday(d("1990-01-05"), d("2026-11-29")),
            d("2027-01-05")
        );
        assert_eq!(
            next_birthday(d("1992-02-29"), d("2026-11-29")),
            d("2027-02-28")
        );
        assert_eq!(
            next_birthday(d("1990-11-29"), d("2026-11-29")),
            d("2026-11-29")
        );
    }
}
