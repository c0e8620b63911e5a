//! The digest's slots and what only it reads, and the nudges (issue 47).

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::claim::ClaimStatus;
use domain::digest::DueDigest;
use domain::ids::{ListId, UserId};
use domain::money::Money;
use domain::notification::{NotificationKind, Words};
use domain::ports::{DigestStore, NudgeStore, StoreError, UnpaidPledge};
use domain::time_zone::TimeZone;

use crate::account::digest_schedule;
use crate::direct::direct;
use crate::items::{GROUP, PERSONAL};
use crate::lists::WISHLIST;
use crate::schema::{chip_ins, claims, items, lists, nudges, pledges, users};
use crate::{DbConnection, DbError, Store};

/// See [`DigestStore::due_digests`]: by the `digest_next_at` index.
pub fn due_digests(
    conn: &mut DbConnection,
    now: NaiveDateTime,
    limit: u32,
) -> Result<Vec<DueDigest>, DbError> {
    type Row = (
        i64,
        String,
        String,
        String,
        String,
        i32,
        Option<NaiveDateTime>,
    );
    let rows: Vec<Row> = users::table
        .filter(users::digest.ne("off"))
        .filter(users::email.is_not_null())
        .filter(
            users::digest_next_at
                .is_null()
                .or(users::digest_next_at.le(now)),
        )
        .order(users::id.asc())
        .limit(i64::from(limit))
        .select((
            users::id,
            users::email.assume_not_null(),
            users::time_zone,
            users::digest,
            users::digest_day,
            users::digest_hour,
            users::digest_next_at,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, to, zone, digest, day, hour, due_at)| DueDigest {
            user_id: UserId(id),
            to,
            zone: TimeZone::parse(&zone).unwrap_or(TimeZone::UTC),
            schedule: digest_schedule(&digest, &day, hour),
            due_at,
        })
        .collect())
}

/// See [`DigestStore::take_digest_slot`]: one `UPDATE` whose filter is
/// the slot as read, so of two instances one changes the row.
pub fn take_digest_slot(
    conn: &mut DbConnection,
    user: UserId,
    was: Option<NaiveDateTime>,
    next: Option<NaiveDateTime>,
) -> Result<bool, DbError> {
    let target = users::table.find(user.0);
    let updated = match was {
        Some(was) => diesel::update(target.filter(users::digest_next_at.eq(was)))
            .set(users::digest_next_at.eq(next))
            .execute(conn)?,
        None => diesel::update(target.filter(users::digest_next_at.is_null()))
            .set(users::digest_next_at.eq(next))
            .execute(conn)?,
    };
    Ok(updated == 1)
}

/// See [`DigestStore::claims_for`]: claims still open (not on a gift
/// received, nor on a list past its reveal).
pub fn claims_for(
    conn: &mut DbConnection,
    giver: UserId,
    recipient: UserId,
) -> Result<Vec<ClaimStatus>, DbError> {
    let own_list = lists::kind
        .eq_any([PERSONAL, WISHLIST])
        .and(lists::owner_id.eq(recipient.0))
        .and(lists::dependant_id.is_null());
    let for_them = lists::kind
        .eq(GROUP)
        .and(items::for_user_id.eq(recipient.0));
    let statuses: Vec<String> = claims::table
        .inner_join(items::table.inner_join(lists::table))
        .filter(claims::giver_id.eq(giver.0))
        .filter(own_list.or(for_them))
        // A gift received, or a list past its reveal, was for an earlier occasion.
        .filter(items::received_at.is_null())
        .filter(lists::archived_at.is_null())
        .select(claims::status)
        .load(conn)?;
    Ok(statuses
        .iter()
        .filter_map(|s| ClaimStatus::parse(s))
        .collect())
}

/// See [`DigestStore::unpaid_pledges`].
pub fn unpaid_pledges(
    conn: &mut DbConnection,
    giver: UserId,
) -> Result<Vec<UnpaidPledge>, DbError> {
    type Row = (String, i64, String, Option<i64>, String);
    let rows: Vec<Row> = pledges::table
        .inner_join(chip_ins::table)
        .inner_join(items::table.on(items::id.eq(chip_ins::item_id)))
        .inner_join(lists::table.on(lists::id.eq(items::list_id)))
        .filter(pledges::giver_id.eq(giver.0))
        .filter(pledges::paid_at.is_null())
        .filter(chip_ins::bought_at.is_null())
        .order(pledges::id.asc())
        .select((
            items::name,
            lists::id,
            lists::kind,
            pledges::amount_cents,
            chip_ins::currency,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(item, list_id, kind, cents, currency)| UnpaidPledge {
            item,
            list_id: ListId(list_id),
            group_list: kind == GROUP,
            amount: cents.map(|amount_cents| Money {
                amount_cents,
                currency,
            }),
        })
        .collect())
}

pub fn insert_nudge(
    conn: &mut DbConnection,
    user: UserId,
    occasion: &str,
    at: NaiveDateTime,
) -> Result<bool, DbError> {
    let values = (
        nudges::user_id.eq(user.0),
        nudges::occasion.eq(occasion),
        nudges::created_at.eq(at),
    );
    let inserted = direct!(conn, |c| diesel::insert_into(nudges::table)
        .values(values)
        .on_conflict_do_nothing()
        .execute(c))?;
    Ok(inserted == 1)
}

pub fn nudged(conn: &mut DbConnection, user: UserId, occasion: &str) -> Result<bool, DbError> {
    Ok(
        diesel::select(diesel::dsl::exists(nudges::table.find((user.0, occasion))))
            .get_result(conn)?,
    )
}

pub fn last_nudge(
    conn: &mut DbConnection,
    user: UserId,
    prefix: &str,
) -> Result<Option<NaiveDateTime>, DbError> {
    // The prefix is ours ("person:"): no LIKE wildcard in it.
    let pattern = format!("{prefix}%");
    Ok(nudges::table
        .filter(nudges::user_id.eq(user.0))
        .filter(nudges::occasion.like(pattern))
        .select(diesel::dsl::max(nudges::created_at))
        .first::<Option<NaiveDateTime>>(conn)?)
}

pub fn birthdays(conn: &mut DbConnection) -> Result<Vec<(UserId, NaiveDate, TimeZone)>, DbError> {
    let rows: Vec<(i64, NaiveDate, String)> = users::table
        .filter(users::nudges.eq(true))
        .filter(users::birthday.is_not_null())
        .order(users::id.asc())
        .select((
            users::id,
            users::birthday.assume_not_null(),
            users::time_zone,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, birthday, zone)| {
            (
                UserId(id),
                birthday,
                TimeZone::parse(&zone).unwrap_or(TimeZone::UTC),
            )
        })
        .collect())
}

pub fn has_wishes(conn: &mut DbConnection, user: UserId) -> Result<bool, DbError> {
    Ok(diesel::select(diesel::dsl::exists(
        items::table
            .inner_join(lists::table)
            .filter(lists::kind.eq_any([PERSONAL, WISHLIST]))
            .filter(lists::owner_id.eq(user.0))
            .filter(lists::dependant_id.is_null()),
    ))
    .get_result(conn)?)
}

impl DigestStore for Store {
    fn due_digests(
        &mut self,
        now: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<DueDigest>, StoreError> {
        Ok(due_digests(self, now, limit)?)
    }

    fn take_digest_slot(
        &mut self,
        user: UserId,
        was: Option<NaiveDateTime>,
        next: Option<NaiveDateTime>,
    ) -> Result<bool, StoreError> {
        Ok(take_digest_slot(self, user, was, next)?)
    }

    fn news_since(
        &mut self,
        user: UserId,
        kinds: &[NotificationKind],
        since: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<Words>, StoreError> {
        Ok(crate::notifications::news_since(
            self, user, kinds, since, limit,
        )?)
    }

    fn claims_for(
        &mut self,
        giver: UserId,
        recipient: UserId,
    ) -> Result<Vec<ClaimStatus>, StoreError> {
        Ok(claims_for(self, giver, recipient)?)
    }

    fn unpaid_pledges(&mut self, giver: UserId) -> Result<Vec<UnpaidPledge>, StoreError> {
        Ok(unpaid_pledges(self, giver)?)
    }
}

impl NudgeStore for Store {
    fn insert_nudge(&mut self, user: UserId, occasion: &str) -> Result<bool, StoreError> {
        let at = self.stamp();
        Ok(insert_nudge(self, user, occasion, at)?)
    }

    fn nudged(&mut self, user: UserId, occasion: &str) -> Result<bool, StoreError> {
        Ok(nudged(self, user, occasion)?)
    }

    fn last_nudge(
        &mut self,
        user: UserId,
        prefix: &str,
    ) -> Result<Option<NaiveDateTime>, StoreError> {
        Ok(last_nudge(self, user, prefix)?)
    }

    fn birthdays(&mut self) -> Result<Vec<(UserId, NaiveDate, TimeZone)>, StoreError> {
        Ok(birthdays(self)?)
    }

    fn has_wishes(&mut self, user: UserId) -> Result<bool, StoreError> {
        Ok(has_wishes(self, user)?)
    }
}
