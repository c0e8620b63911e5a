//! The account's own choices, the records only its export reads, and the
//! steps of deleting it.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::account::{
    export_time, AccountSettings, ExportedClaim, ExportedGroupItem, ExportedPriceWatch, ProfileEdit,
};
use domain::digest::{DigestDay, DigestFrequency, DigestSchedule};
use domain::group_list::{personal_list_title, MemberRole, PersonName, Recipient};
use domain::holiday::Country;
use domain::ids::{ItemId, ListId, UserId};
use domain::money::Currency;
use domain::ports::{AccountStore, StoreError};
use domain::special_date::ReminderDelivery;
use domain::time_zone::TimeZone;
use domain::user::User;

use crate::items::{recipient, GROUP, PERSONAL};
use crate::schema::{
    analytics_events, assistant_settings, claims, contacts, date_shares, friend_requests,
    friendships, idempotency_keys, item_shares, items, list_members, lists, notifications,
    price_watches, reminders, sessions, special_dates, users,
};
use crate::wishlist::personal_list_id;
use crate::{users as user_rows, DbConnection, DbError, Store};

pub fn edit_profile(
    conn: &mut DbConnection,
    id: UserId,
    edit: &ProfileEdit,
    at: NaiveDateTime,
) -> Result<Option<User>, DbError> {
    let updated = diesel::update(users::table.find(id.0))
        .set((
            users::first_name.eq(edit.first_name.as_deref()),
            users::last_name.eq(edit.last_name.as_deref()),
            users::profile_image_url.eq(edit.profile_image_url.as_deref()),
            users::profile_edited.eq(true),
            users::time_zone_chosen.eq(edit.chosen_time_zone.is_some()),
            users::birthday.eq(edit.birthday),
            // The zone may have changed: the digest's next slot is found again.
            users::digest_next_at.eq(None::<NaiveDateTime>),
            users::updated_at.eq(at),
        ))
        .execute(conn)?;
    if updated == 0 {
        return Ok(None);
    }
    if let Some(zone) = edit.chosen_time_zone {
        diesel::update(users::table.find(id.0))
            .set(users::time_zone.eq(zone.name()))
            .execute(conn)?;
    }
    user_rows::find(conn, id)
}

pub fn set_birthday(
    conn: &mut DbConnection,
    id: UserId,
    birthday: Option<chrono::NaiveDate>,
) -> Result<(), DbError> {
    diesel::update(users::table.find(id.0))
        .set(users::birthday.eq(birthday))
        .execute(conn)?;
    Ok(())
}

pub fn choose_time_zone(
    conn: &mut DbConnection,
    id: UserId,
    zone: TimeZone,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(users::table.find(id.0))
        .set((
            users::time_zone.eq(zone.name()),
            users::time_zone_chosen.eq(true),
            users::digest_next_at.eq(None::<NaiveDateTime>),
            users::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

/// The settings (the defaults for a user not found).
pub fn settings(conn: &mut DbConnection, id: UserId) -> Result<AccountSettings, DbError> {
    type Row = (
        (i32, String, bool, bool, bool, Option<String>),
        (String, String, i32, bool, Option<String>),
    );
    let row: Option<Row> = users::table
        .find(id.0)
        .select((
            (
                users::default_reminder_days,
                users::default_reminder_delivery,
                users::email_reminders,
                users::email_circle,
                users::list_by_default,
                users::home_currency,
            ),
            (
                users::digest,
                users::digest_day,
                users::digest_hour,
                users::nudges,
                users::country,
            ),
        ))
        .first(conn)
        .optional()?;
    let defaults = AccountSettings::default();
    Ok(row.map_or(
        defaults,
        |(
            (days, delivery, email, circle, listed, home),
            (digest, digest_day, digest_hour, nudges, country),
        )| AccountSettings {
            reminder_days: u16::try_from(days).unwrap_or(defaults.reminder_days),
            reminder_delivery: ReminderDelivery::parse(&delivery)
                .unwrap_or(defaults.reminder_delivery),
            email_reminders: email,
            email_circle: circle,
            list_by_default: listed,
            home_currency: home.as_deref().and_then(Currency::parse),
            digest: digest_schedule(&digest, &digest_day, digest_hour),
            nudges,
            country: country.as_deref().and_then(Country::parse),
        },
    ))
}

/// A digest schedule as stored (a value not understood falls back to the default's).
pub(crate) fn digest_schedule(frequency: &str, day: &str, hour: i32) -> DigestSchedule {
    let defaults = DigestSchedule::default();
    DigestSchedule {
        frequency: DigestFrequency::parse(frequency).unwrap_or(defaults.frequency),
        day: DigestDay::parse(day).unwrap_or(defaults.day),
        hour: u8::try_from(hour).unwrap_or(defaults.hour),
    }
}

pub fn set_settings(
    conn: &mut DbConnection,
    id: UserId,
    settings: &AccountSettings,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    conn.write_transaction(|conn| {
        let before = self::settings(conn, id)?;
        let digest = settings.digest;
        let updated = diesel::update(users::table.find(id.0))
            .set((
                users::default_reminder_days.eq(i32::from(settings.reminder_days)),
                users::default_reminder_delivery.eq(settings.reminder_delivery.as_str()),
                users::email_reminders.eq(settings.email_reminders),
                users::email_circle.eq(settings.email_circle),
                users::list_by_default.eq(settings.list_by_default),
                users::home_currency.eq(settings.home_currency.as_ref().map(|c| c.as_str())),
                users::digest.eq(digest.frequency.as_str()),
                users::digest_day.eq(digest.day.as_str()),
                users::digest_hour.eq(i32::from(digest.hour)),
                users::nudges.eq(settings.nudges),
                users::country.eq(settings.country.map(|c| c.as_str())),
                users::updated_at.eq(at),
            ))
            .execute(conn)?;
        if updated == 0 {
            return Err(DbError::NotFound);
        }
        if before.digest != digest {
            // A new schedule: its first slot is found from now on.
            diesel::update(users::table.find(id.0))
                .set(users::digest_next_at.eq(None::<NaiveDateTime>))
                .execute(conn)?;
        }
        Ok(())
    })
}

type GroupItemRecord = (
    String,
    Option<String>,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    i32,
    NaiveDateTime,
);

pub fn group_items_added_by(
    conn: &mut DbConnection,
    id: UserId,
) -> Result<Vec<ExportedGroupItem>, DbError> {
    let rows: Vec<GroupItemRecord> = items::table
        .inner_join(lists::table)
        .filter(items::added_by.eq(id.0))
        .filter(lists::kind.eq(GROUP))
        .order(items::id.asc())
        .select((
            lists::name.assume_not_null(),
            items::for_name,
            items::name,
            items::description,
            items::price,
            items::url,
            items::quantity,
            items::created_at,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(
            |(list, for_name, name, description, price, url, quantity, added_at)| {
                ExportedGroupItem {
                    list,
                    for_name,
                    name,
                    description,
                    price,
                    url,
                    quantity: u32::try_from(quantity).unwrap_or(1),
                    added_at: export_time(added_at),
                }
            },
        )
        .collect())
}

/// A claim: its item, the item's list (kind, name, owner's first name and
/// email), quantity, status, when.
type ClaimRecord = (
    String,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    i32,
    String,
    NaiveDateTime,
);

pub fn claims_by(conn: &mut DbConnection, id: UserId) -> Result<Vec<ExportedClaim>, DbError> {
    let rows: Vec<ClaimRecord> = claims::table
        .inner_join(items::table.inner_join(lists::table.inner_join(users::table)))
        .filter(claims::giver_id.eq(id.0))
        .order(claims::id.asc())
        .select((
            items::name,
            lists::kind,
            lists::name,
            users::first_name,
            users::email,
            claims::quantity,
            claims::status,
            claims::created_at,
        ))
        .load(conn)?;
    // Group lists' claims first, then personal lists', each by when.
    let (mut all, personal): (Vec<ClaimRecord>, Vec<ClaimRecord>) =
        rows.into_iter().partition(|row| row.1 == GROUP);
    all.extend(personal);
    all.sort_by_key(|row| row.7);
    Ok(all
        .into_iter()
        .map(
            |(item, kind, list, first_name, email, quantity, status, at)| {
                let list = match list {
                    Some(list) if kind == GROUP => list,
                    _ => {
                        let owner = PersonName {
                            first_name,
                            last_name: None,
                            email,
                        };
                        personal_list_title(&owner.first_or_handle())
                    }
                };
                ExportedClaim {
                    item,
                    list,
                    quantity: u32::try_from(quantity).unwrap_or(1),
                    status,
                    claimed_at: export_time(at),
                }
            },
        )
        .collect())
}

pub fn holds_nothing(conn: &mut DbConnection, id: UserId) -> Result<bool, DbError> {
    let contacts: i64 = contacts::table
        .filter(contacts::user_id.eq(id.0))
        .count()
        .get_result(conn)?;
    let dates: i64 = special_dates::table
        .filter(special_dates::user_id.eq(id.0))
        .count()
        .get_result(conn)?;
    // Items on any list of mine, and lists beside my default one.
    let own_lists = lists::table
        .filter(lists::owner_id.eq(id.0))
        .filter(lists::kind.ne(GROUP));
    let items: i64 = items::table
        .filter(items::list_id.eq_any(own_lists.select(lists::id)))
        .count()
        .get_result(conn)?;
    let lists: i64 = own_lists
        .filter(lists::kind.ne(PERSONAL))
        .count()
        .get_result(conn)?;
    Ok(contacts + dates + items + lists == 0)
}

pub fn lists_created_by(
    conn: &mut DbConnection,
    id: UserId,
) -> Result<Vec<(ListId, Option<UserId>)>, DbError> {
    let lists: Vec<i64> = lists::table
        .filter(lists::owner_id.eq(id.0))
        .filter(lists::kind.eq(GROUP))
        .order(lists::id.asc())
        .select(lists::id)
        .load(conn)?;
    // Every other member of those lists at once, longest-standing first
    // (the earliest to join, ties by id): each list's first is its successor.
    let others: Vec<(i64, i64)> = list_members::table
        .filter(list_members::list_id.eq_any(&lists))
        .filter(list_members::user_id.ne(id.0))
        .order((
            list_members::list_id.asc(),
            list_members::created_at.asc(),
            list_members::user_id.asc(),
        ))
        .select((list_members::list_id, list_members::user_id))
        .load(conn)?;
    Ok(lists
        .into_iter()
        .map(|list| {
            let successor = others
                .iter()
                .find(|(of, _)| *of == list)
                .map(|(_, user)| UserId(*user));
            (ListId(list), successor)
        })
        .collect())
}

pub fn hand_over_list(
    conn: &mut DbConnection,
    list: ListId,
    from: UserId,
    to: UserId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(lists::table.find(list.0))
        .set((lists::owner_id.eq(to.0), lists::updated_at.eq(at)))
        .execute(conn)?;
    for (user, role) in [(to, MemberRole::Owner), (from, MemberRole::Member)] {
        diesel::update(
            list_members::table
                .filter(list_members::list_id.eq(list.0))
                .filter(list_members::user_id.eq(user.0)),
        )
        .set(list_members::role.eq(role.as_str()))
        .execute(conn)?;
    }
    Ok(())
}

pub fn group_items_to_pass(
    conn: &mut DbConnection,
    user: UserId,
) -> Result<Vec<(ItemId, Recipient, UserId)>, DbError> {
    let rows: Vec<(i64, Option<i64>, Option<String>, i64)> = items::table
        .inner_join(lists::table)
        .filter(items::added_by.eq(user.0))
        .filter(lists::kind.eq(GROUP))
        .order(items::id.asc())
        .select((
            items::id,
            items::for_user_id,
            items::for_name,
            lists::owner_id,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, for_user, for_name, creator)| {
            (ItemId(id), recipient(for_user, for_name), UserId(creator))
        })
        .collect())
}

/// One statement per new adder (each list's creator, or "Someone").
pub fn set_group_item_adders(
    conn: &mut DbConnection,
    adders: &[(ItemId, Option<UserId>)],
) -> Result<(), DbError> {
    let mut by_adder: std::collections::BTreeMap<Option<i64>, Vec<i64>> = Default::default();
    for (item, adder) in adders {
        by_adder.entry(adder.map(|a| a.0)).or_default().push(item.0);
    }
    for (adder, items) in by_adder {
        for chunk in items.chunks(500) {
            diesel::update(items::table.filter(items::id.eq_any(chunk)))
                .set(items::added_by.eq(adder))
                .execute(conn)?;
        }
    }
    Ok(())
}

pub fn rename_group_items_for(
    conn: &mut DbConnection,
    user: UserId,
    name: &str,
) -> Result<(), DbError> {
    // Their own wishlist's items (for them, with NULL columns) go with the
    // account.
    diesel::update(items::table.filter(items::for_user_id.eq(user.0)))
        .set((items::for_user_id.eq(None::<i64>), items::for_name.eq(name)))
        .execute(conn)?;
    Ok(())
}

/// Prefix of the stand-in token hash an anonymous claim carries (a claim
/// holds a giver or a guest token hash); no token hashes to it, so nobody
/// can undo it.
const DELETED_GIVER_TOKEN: &str = "deleted-account-";

pub fn anonymize_claims(conn: &mut DbConnection, giver: UserId) -> Result<u64, DbError> {
    // What they organise and had not bought ends: its unit is free again.
    crate::chip_in::end_chip_ins_organised_by(conn, giver)?;
    // One statement; each claim's stand-in token is its own (the column is
    // unique): the marker and the claim's id.
    let stand_in = diesel::dsl::sql::<diesel::sql_types::Nullable<diesel::sql_types::Text>>(
        &format!("'{DELETED_GIVER_TOKEN}' || CAST(id AS TEXT)"),
    );
    let updated = diesel::update(claims::table.filter(claims::giver_id.eq(giver.0)))
        .set((
            claims::giver_id.eq(None::<i64>),
            claims::guest_name.eq(None::<String>),
            claims::guest_email.eq(None::<String>),
            claims::guest_token_hash.eq(stand_in),
        ))
        .execute(conn)?;
    Ok(updated as u64)
}

pub fn delete_user(conn: &mut DbConnection, id: UserId) -> Result<bool, DbError> {
    let me = id.0;
    let email: Option<Option<String>> = users::table
        .find(me)
        .select(users::email)
        .first(conn)
        .optional()?;
    let Some(email) = email else {
        return Ok(false);
    };
    diesel::delete(
        friend_requests::table.filter(
            friend_requests::sender_id
                .eq(me)
                .or(friend_requests::receiver_id.eq(me)),
        ),
    )
    .execute(conn)?;
    if let Some(email) = email {
        // Requests to my address that no account answered yet.
        diesel::delete(friend_requests::table.filter(friend_requests::receiver_email.eq(email)))
            .execute(conn)?;
    }
    diesel::delete(
        friendships::table.filter(
            friendships::user_low_id
                .eq(me)
                .or(friendships::user_high_id.eq(me)),
        ),
    )
    .execute(conn)?;
    diesel::delete(
        item_shares::table.filter(
            item_shares::owner_id
                .eq(me)
                .or(item_shares::shared_with_id.eq(me)),
        ),
    )
    .execute(conn)?;
    diesel::delete(
        date_shares::table.filter(
            date_shares::owner_id
                .eq(me)
                .or(date_shares::shared_with_id.eq(me)),
        ),
    )
    .execute(conn)?;
    diesel::delete(notifications::table.filter(notifications::user_id.eq(me))).execute(conn)?;
    diesel::delete(reminders::table.filter(reminders::user_id.eq(me))).execute(conn)?;
    diesel::delete(sessions::table.filter(sessions::user_id.eq(me))).execute(conn)?;
    diesel::delete(idempotency_keys::table.filter(idempotency_keys::user_id.eq(me)))
        .execute(conn)?;
    diesel::delete(assistant_settings::table.filter(assistant_settings::user_id.eq(me)))
        .execute(conn)?;
    diesel::delete(analytics_events::table.filter(analytics_events::user_id.eq(me)))
        .execute(conn)?;
    diesel::delete(list_members::table.filter(list_members::user_id.eq(me))).execute(conn)?;
    diesel::delete(price_watches::table.filter(price_watches::user_id.eq(me))).execute(conn)?;
    // My own wishlist; its items, their claims and shares go with it (ON
    // DELETE CASCADE).
    diesel::delete(lists::table.find(personal_list_id(id))).execute(conn)?;
    diesel::delete(special_dates::table.filter(special_dates::user_id.eq(me))).execute(conn)?;
    diesel::delete(contacts::table.filter(contacts::user_id.eq(me))).execute(conn)?;
    Ok(diesel::delete(users::table.find(me)).execute(conn)? > 0)
}

impl AccountStore for Store {
    fn edit_profile(&mut self, id: UserId, edit: &ProfileEdit) -> Result<Option<User>, StoreError> {
        let at = self.stamp();
        Ok(edit_profile(self, id, edit, at)?)
    }

    fn account_settings(&mut self, id: UserId) -> Result<AccountSettings, StoreError> {
        Ok(settings(self, id)?)
    }

    fn set_account_settings(
        &mut self,
        id: UserId,
        settings: &AccountSettings,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_settings(self, id, settings, at)?)
    }

    fn choose_time_zone(&mut self, id: UserId, zone: TimeZone) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(choose_time_zone(self, id, zone, at)?)
    }

    fn set_birthday(
        &mut self,
        id: UserId,
        birthday: Option<chrono::NaiveDate>,
    ) -> Result<(), StoreError> {
        Ok(set_birthday(self, id, birthday)?)
    }

    fn group_items_added_by(&mut self, id: UserId) -> Result<Vec<ExportedGroupItem>, StoreError> {
        Ok(group_items_added_by(self, id)?)
    }

    fn claims_by(&mut self, id: UserId) -> Result<Vec<ExportedClaim>, StoreError> {
        Ok(claims_by(self, id)?)
    }

    fn price_watches_of(&mut self, id: UserId) -> Result<Vec<ExportedPriceWatch>, StoreError> {
        Ok(crate::prices::watches_of(self, id)?)
    }

    fn holds_nothing(&mut self, id: UserId) -> Result<bool, StoreError> {
        Ok(holds_nothing(self, id)?)
    }

    fn lists_created_by(
        &mut self,
        id: UserId,
    ) -> Result<Vec<(ListId, Option<UserId>)>, StoreError> {
        Ok(lists_created_by(self, id)?)
    }

    fn hand_over_list(&mut self, list: ListId, from: UserId, to: UserId) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(hand_over_list(self, list, from, to, at)?)
    }

    fn rename_group_items_for(&mut self, user: UserId, name: &str) -> Result<(), StoreError> {
        Ok(rename_group_items_for(self, user, name)?)
    }

    fn group_items_to_pass(
        &mut self,
        user: UserId,
    ) -> Result<Vec<(ItemId, Recipient, UserId)>, StoreError> {
        Ok(group_items_to_pass(self, user)?)
    }

    fn set_group_item_adders(
        &mut self,
        adders: &[(ItemId, Option<UserId>)],
    ) -> Result<(), StoreError> {
        Ok(set_group_item_adders(self, adders)?)
    }

    fn anonymize_claims(&mut self, giver: UserId) -> Result<u64, StoreError> {
        Ok(anonymize_claims(self, giver)?)
    }

    fn delete_user(&mut self, id: UserId) -> Result<bool, StoreError> {
        Ok(delete_user(self, id)?)
    }
}
