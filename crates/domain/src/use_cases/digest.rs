//! The digest email (issue 47): claiming each person's due slot once, and
//! gathering what it says. Sending is the scheduler's (async, outside any
//! transaction).
//!
//! Exactly once per person per period: a slot is taken by moving it on to
//! the next with a compare-and-set ([`DigestStore::take_digest_slot`]), so
//! of several instances ticking at once one takes it; a send that fails is
//! not retried (the next period's comes).

use chrono::{DateTime, Duration, Utc};

use crate::claim::ClaimStatus;
use crate::digest::{fresh, ComingDate, DateNeed, Digest, DigestFrequency, DueDigest, Waiting};
use crate::exchange::Who;
use crate::gift::{GiftDirection, GiftPerson, GiftStatus};
use crate::notification::{exchange_link, friend_list_link, group_list_link, NotificationKind};
use crate::ports::{
    ContactStore, DependantStore, DigestStore, ExchangeStore, FriendStore, GiftStore,
    SpecialDateStore, StoreError,
};
use crate::special_date::DateWithContact;
use crate::use_cases::dates::upcoming_special_dates;
use crate::use_cases::gifts::person;

/// The most lines of news one section lists.
const NEWS_MAX: u32 = 20;

/// A gift I keep counts as bought for a coming date when it was marked so
/// this recently (an old one was for an earlier occasion).
const BOUGHT_WITHIN_DAYS: i64 = 90;

pub trait DigestStores:
    DigestStore
    + SpecialDateStore
    + ContactStore
    + FriendStore
    + DependantStore
    + GiftStore
    + ExchangeStore
{
}
impl<S> DigestStores for S where
    S: DigestStore
        + SpecialDateStore
        + ContactStore
        + FriendStore
        + DependantStore
        + GiftStore
        + ExchangeStore
{
}

/// The digests one pass took: those to send, and the people whose digest
/// could not be gathered (their slot is taken: the next period's comes).
#[derive(Debug, Default)]
pub struct ClaimedDigests {
    pub digests: Vec<Digest>,
    pub failed: Vec<(crate::ids::UserId, StoreError)>,
}

/// Takes up to `limit` due slots at `now` and gathers each one's digest:
/// only the fresh ones with something to say are returned to send. A slot
/// never scheduled is only scheduled. One person's failure does not keep
/// the others' digests (their slots are taken already).
pub fn claim_digests<S: DigestStores>(
    store: &mut S,
    now: DateTime<Utc>,
    limit: u32,
) -> Result<ClaimedDigests, StoreError> {
    let mut claimed = ClaimedDigests::default();
    for due in store.due_digests(now.naive_utc(), limit)? {
        let next = due
            .schedule
            .next_after(due.zone, now)
            .map(|at| at.naive_utc());
        if !store.take_digest_slot(due.user_id, due.due_at, next)? {
            continue;
        }
        let Some(due_at) = due.due_at.filter(|at| fresh(*at, now)) else {
            continue;
        };
        match gather(store, &due, due_at, now) {
            Ok(digest) if digest.is_empty() => {}
            Ok(digest) => claimed.digests.push(digest),
            Err(error) => claimed.failed.push((due.user_id, error)),
        }
    }
    Ok(claimed)
}

/// What `due`'s digest says at `now`: news since the period before `due_at`.
pub fn gather<S: DigestStores>(
    store: &mut S,
    due: &DueDigest,
    due_at: chrono::NaiveDateTime,
    now: DateTime<Utc>,
) -> Result<Digest, StoreError> {
    let me = due.user_id;
    let period = match due.schedule.frequency {
        DigestFrequency::Daily => Duration::days(1),
        _ => Duration::days(7),
    };
    let since = due_at - period;
    let coming = upcoming_special_dates(
        store,
        me,
        None,
        Some(i64::try_from(crate::digest::COMING_DAYS).unwrap_or(30)),
        now,
    )
    .map_err(|e| match e {
        crate::use_cases::dates::DateError::Store(e) => e,
        other => StoreError::Unavailable(other.to_string()),
    })?;
    let today = coming.today;
    let mut dates = Vec::new();
    for date in coming.value {
        let need = need_of(store, me, &date, today)?;
        dates.push(ComingDate {
            title: date.date.input.title.clone(),
            on: date.date.schedule.next_occurrence,
            days_away: (date.date.schedule.next_occurrence - today).num_days(),
            need,
        });
    }
    let list_news = store.news_since(me, &[NotificationKind::ListNews], since, NEWS_MAX)?;
    let price_drops = store.news_since(me, &[NotificationKind::PriceDrop], since, NEWS_MAX)?;
    let mut waiting = Vec::new();
    for exchange in store.exchanges_of(me)? {
        if exchange.revealed || exchange.input.date < today || !exchange.is_drawn() {
            continue;
        }
        let mine = store
            .participants(exchange.id)?
            .into_iter()
            .find(|p| p.who == Who::User(me));
        let Some(mine) = mine else { continue };
        let name = &exchange.input.name;
        let line = if mine.looked_at.is_none() {
            format!("Names are drawn for {name}: see whom you give to")
        } else if mine.bought_at.is_none() {
            format!(
                "{name} is on {}: your gift is not marked bought yet",
                crate::special_date::long_date(exchange.input.date)
            )
        } else {
            continue;
        };
        waiting.push(Waiting {
            line,
            link: exchange_link(exchange.id),
        });
    }
    for pledge in store.unpaid_pledges(me)? {
        let amount = pledge
            .amount
            .map(|m| format!(" of {} {}", m.amount_text(), m.currency))
            .unwrap_or_default();
        waiting.push(Waiting {
            line: format!(
                "Your pledge{amount} to {} is not marked paid yet",
                pledge.item
            ),
            link: if pledge.group_list {
                group_list_link(pledge.list_id)
            } else {
                friend_list_link(pledge.list_id)
            },
        });
    }
    Ok(Digest {
        user_id: me,
        to: due.to.clone(),
        frequency: due.schedule.frequency,
        dates,
        list_news,
        price_drops,
        waiting,
    })
}

/// What a coming date still needs, from what I did: ticked "Already
/// shopped", claimed on their lists (bought or not), or a gift I keep for
/// them marked bought lately.
fn need_of<S: DigestStores>(
    store: &mut S,
    me: crate::ids::UserId,
    date: &DateWithContact,
    today: chrono::NaiveDate,
) -> Result<DateNeed, StoreError> {
    if date.date.shopped() {
        return Ok(DateNeed::Bought);
    }
    let Some(contact) = date.date.input.contact_id else {
        return Ok(DateNeed::NoGiftYet);
    };
    let person = match person(store, me, GiftPerson::Contact(contact)) {
        Ok(person) => person,
        Err(crate::use_cases::gifts::GiftError::Store(e)) => return Err(e),
        Err(_) => return Ok(DateNeed::NoGiftYet),
    };
    let recent =
        today.and_hms_opt(0, 0, 0).unwrap_or_default() - Duration::days(BOUGHT_WITHIN_DAYS);
    let bought = store.gifts_for(me, &person.refs())?.into_iter().any(|g| {
        g.direction == GiftDirection::Given
            && matches!(g.input.status, GiftStatus::Bought | GiftStatus::Wrapped)
            && g.updated_at >= recent
    });
    if bought {
        return Ok(DateNeed::Bought);
    }
    let claims = match &person.friend {
        Some(friend) => store.claims_for(me, friend.id)?,
        None => Vec::new(),
    };
    Ok(if claims.contains(&ClaimStatus::Purchased) {
        DateNeed::Bought
    } else if claims.is_empty() {
        DateNeed::NoGiftYet
    } else {
        DateNeed::Claimed
    })
}
