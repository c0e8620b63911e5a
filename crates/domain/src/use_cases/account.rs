//! My account: the profile I edit, my settings, my data out and back in,
//! and deleting it all.

use chrono::{DateTime, NaiveDate, Utc};

use crate::account::{
    deletion_confirmed, export_date, export_time, AccountExport, AccountSettings, ExportedBudget,
    ExportedBudgetPerson, ExportedContact, ExportedDate, ExportedDependant, ExportedExchange,
    ExportedGift, ExportedList, ExportedProfile, ExportedSettings, ExportedWishlistItem,
    ImportFileError, ProfileDraft, SettingsDraft, EXPORT_FORMAT, EXPORT_VERSION,
};
use crate::budget::MAX_BUDGETS;
use crate::gift::{GiftPerson, MAX_GIFTS};
use crate::group_list::{heir, GroupListDraft, GroupListView};
use crate::ids::{ContactId, ItemId, UserId};
use crate::item::Item;
use crate::limits;
use crate::messages;
use crate::money::amount_text_of;
use crate::ports::{
    AccountStore, AssistantSettingsStore, BudgetStore, ClaimStore, ContactStore, DependantStore,
    ExchangeStore, FriendStore, GiftStore, GroupListStore, ListStore, NotificationStore,
    SessionStore, SpecialDateStore, StoreError, Transactional, UserStore, WishlistStore,
};
use crate::special_date::DateWithContact;
use crate::special_date::{ReminderDelivery, Schedule, SpecialDateDraft};
use crate::time_zone::TimeZone;
use crate::use_cases::dates::{add_special_date, user_today, AsOf, DateError};
use crate::use_cases::group_lists::{create_group_list, GroupListError, Visibility};
use crate::use_cases::lists::seen_items;
use crate::user::User;
use crate::validation::ValidationError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AccountError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    #[error(transparent)]
    ImportFile(#[from] ImportFileError),
    /// Import goes into an empty account only, so nothing is doubled or mixed.
    #[error("{}", messages::IMPORT_ACCOUNT_NOT_EMPTY)]
    NotEmpty,
    /// The file holds more than one account may keep.
    #[error("{0}")]
    TooMuch(&'static str),
    /// The signed-in user no longer exists.
    #[error("{}", crate::messages::NOT_FOUND)]
    NoAccount,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Saves the Profile page: name and photo (kept over later sign-ins) and
/// the time zone, chosen or following the browser.
pub fn update_profile<S: AccountStore + Transactional>(
    store: &mut S,
    me: UserId,
    draft: ProfileDraft,
    today: chrono::NaiveDate,
) -> Result<User, AccountError> {
    let edit = draft.validate(today)?;
    store.atomically(|store| {
        store
            .edit_profile(me, &edit)?
            .ok_or(AccountError::NoAccount)
    })
}

/// The browser's zone, reported on each visit: it applies unless the user
/// chose one. `None` when the user no longer exists.
pub fn report_browser_time_zone<S: UserStore>(
    store: &mut S,
    me: UserId,
    zone: TimeZone,
) -> Result<Option<User>, StoreError> {
    match store.user(me)? {
        Some(user) if user.time_zone_chosen || user.time_zone == zone.name() => Ok(Some(user)),
        Some(_) => store.set_time_zone(me, zone),
        None => Ok(None),
    }
}

pub fn update_settings<S: AccountStore + Transactional>(
    store: &mut S,
    me: UserId,
    draft: SettingsDraft,
    email_available: bool,
) -> Result<AccountSettings, AccountError> {
    store.atomically(|store| {
        let settings = draft.validate_over(store.account_settings(me)?, email_available)?;
        store.set_account_settings(me, &settings)?;
        Ok(settings)
    })
}

/// The digest's unsubscribe link (its token checked by the caller): the
/// digest turns off, the other settings stay. An account since deleted has
/// nothing to turn off, which is no error.
pub fn turn_digest_off<S: AccountStore + Transactional>(
    store: &mut S,
    me: UserId,
) -> Result<(), AccountError> {
    let draft = SettingsDraft {
        digest: Some(crate::digest::DigestFrequency::Off.as_str().to_owned()),
        ..SettingsDraft::default()
    };
    // Only the digest is sent, so nothing about email can be refused.
    match update_settings(store, me, draft, true) {
        Ok(_) | Err(AccountError::NoAccount) => Ok(()),
        Err(other) => Err(other),
    }
}

/// A new date's reminder fields the form left out take my defaults; an
/// email default the server can no longer send becomes a dashboard one.
pub fn with_reminder_defaults(
    settings: &AccountSettings,
    mut draft: SpecialDateDraft,
    email_available: bool,
) -> SpecialDateDraft {
    if draft.reminder_days.is_none() {
        draft.reminder_days = Some(i64::from(settings.reminder_days));
    }
    if draft.reminder_delivery.is_none() {
        let delivery = match settings.reminder_delivery {
            ReminderDelivery::Email if !email_available => ReminderDelivery::Dashboard,
            delivery => delivery,
        };
        draft.reminder_delivery = Some(delivery.as_str().to_owned());
    }
    draft
}

/// Adds a date as I typed it, my reminder defaults filling what I left out.
pub fn add_date_with_my_defaults<S>(
    store: &mut S,
    me: UserId,
    draft: SpecialDateDraft,
    email_enabled: bool,
    now: DateTime<Utc>,
) -> Result<AsOf<DateWithContact>, DateError>
where
    S: AccountStore + UserStore + ContactStore + SpecialDateStore,
{
    let settings = store.account_settings(me)?;
    let draft = with_reminder_defaults(&settings, draft, email_enabled);
    add_special_date(store, me, draft, email_enabled, now)
}

/// Creates a group list; one whose listing in Find a list I did not say
/// is listed as my settings say new public lists are.
pub fn create_group_list_with_my_defaults<S>(
    store: &mut S,
    me: UserId,
    draft: GroupListDraft,
    mut visibility: Visibility,
    new_token: impl FnOnce() -> String,
    today: NaiveDate,
) -> Result<GroupListView, GroupListError>
where
    S: AccountStore + GroupListStore + FriendStore + Transactional,
{
    if visibility.listed.is_none() {
        visibility.listed = Some(store.account_settings(me)?.list_by_default);
    }
    create_group_list(store, me, draft, visibility, new_token, today)
}

/// Everything that is mine, in the export file's format.
pub fn export_account<S>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<AccountExport, AccountError>
where
    S: UserStore
        + AccountStore
        + AssistantSettingsStore
        + ContactStore
        + SpecialDateStore
        + WishlistStore
        + ListStore
        + DependantStore
        + FriendStore
        + GiftStore
        + BudgetStore
        + ExchangeStore
        + Transactional,
{
    // One transaction, so the file is one moment's picture.
    store.atomically(|store| {
        let user = store.user(me)?.ok_or(AccountError::NoAccount)?;
        let settings = store.account_settings(me)?;
        Ok(AccountExport {
            format: EXPORT_FORMAT.to_owned(),
            version: EXPORT_VERSION,
            exported_at: export_time(now.naive_utc()),
            profile: ExportedProfile {
                first_name: user.first_name,
                last_name: user.last_name,
                email: user.email,
                profile_image_url: user.profile_image_url,
                time_zone: Some(user.time_zone),
                time_zone_chosen: user.time_zone_chosen,
                birthday: user.birthday.map(|b| b.to_string()),
            },
            settings: Some(ExportedSettings {
                reminder_days: Some(i64::from(settings.reminder_days)),
                reminder_delivery: Some(settings.reminder_delivery.as_str().to_owned()),
                email_reminders: Some(settings.email_reminders),
                email_circle: Some(settings.email_circle),
                list_by_default: Some(settings.list_by_default),
                assistant_uses_circle: Some(store.assistant_uses_circle(me)?),
                home_currency: settings.home_currency.map(|c| c.as_str().to_owned()),
                digest: Some(settings.digest.frequency.as_str().to_owned()),
                digest_day: Some(settings.digest.day.as_str().to_owned()),
                digest_hour: Some(i64::from(settings.digest.hour)),
                nudges: Some(settings.nudges),
                country: settings.country.map(|c| c.as_str().to_owned()),
            }),
            contacts: store
                .contacts(me)?
                .iter()
                .map(ExportedContact::of)
                .collect(),
            dates: store
                .dates(me)?
                .value
                .iter()
                .map(ExportedDate::of)
                .collect(),
            wishlist: oldest_first(store.wishlist(me)?)
                .iter()
                .map(ExportedWishlistItem::of)
                .collect(),
            lists: exported_lists(store, me)?,
            dependants: exported_dependants(store, me)?,
            group_list_items: store.group_items_added_by(me)?,
            claims: store.claims_by(me)?,
            exchanges: exported_exchanges(store, me)?,
            price_watches: store.price_watches_of(me)?,
            gifts: exported_gifts(store, me)?,
            budgets: exported_budgets(store, me)?,
        })
    })
}

/// Every gift I keep, whom it is for said by the file's contact id, the
/// friend's address and name, or the dependant's name.
fn exported_gifts<S: GiftStore + FriendStore + DependantStore + UserStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<ExportedGift>, StoreError> {
    let mut gifts = Vec::new();
    for gift in store.all_gifts(me)? {
        let whom = exported_whom(store, gift.person)?;
        gifts.push(ExportedGift::of(&gift, whom));
    }
    Ok(gifts)
}

/// Whom a gift or a budget's amount is for, as the file says it: the
/// file's contact id, the friend's address and name, or the dependant's
/// name.
fn exported_whom<S: UserStore + DependantStore>(
    store: &mut S,
    person: GiftPerson,
) -> Result<ExportedGift, StoreError> {
    Ok(match person {
        GiftPerson::Contact(id) => ExportedGift {
            contact_id: Some(id.0),
            ..ExportedGift::default()
        },
        GiftPerson::Friend(id) => {
            let user = store.user(id)?;
            ExportedGift {
                friend_email: user.as_ref().and_then(|u| u.email.clone()),
                friend_name: user.and_then(|u| u.display_name()),
                ..ExportedGift::default()
            }
        }
        GiftPerson::Dependant(id) => ExportedGift {
            dependant: store.dependant(id)?.map(|d| d.input.name),
            ..ExportedGift::default()
        },
    })
}

/// The gift exchanges I am in, oldest first.
fn exported_exchanges<S: ExchangeStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<ExportedExchange>, StoreError> {
    let mut exchanges = store.exchanges_of(me)?;
    exchanges.sort_by_key(|e| (e.input.date, e.id));
    let mut exported = Vec::with_capacity(exchanges.len());
    for exchange in &exchanges {
        let participants = store.participants(exchange.id)?;
        exported.push(ExportedExchange::of(exchange, &participants, me));
    }
    Ok(exported)
}

/// My budgets with the amount for each person.
fn exported_budgets<S: BudgetStore + UserStore + DependantStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<ExportedBudget>, StoreError> {
    let mut budgets = Vec::new();
    for budget in store.budgets(me)? {
        let mut people = Vec::new();
        for allowance in &budget.allowances {
            let whom = exported_whom(store, allowance.person)?;
            people.push(ExportedBudgetPerson {
                contact_id: whom.contact_id,
                friend_email: whom.friend_email,
                friend_name: whom.friend_name,
                dependant: whom.dependant,
                amount: Some(amount_text_of(allowance.amount_cents)),
            });
        }
        let input = &budget.input;
        budgets.push(ExportedBudget {
            name: Some(input.name.clone()),
            date: Some(export_date(input.date)),
            amount: Some(input.amount.amount_text()),
            currency: Some(input.amount.currency.clone()),
            people,
        });
    }
    Ok(budgets)
}

/// My lists beside the default one, with their items oldest first.
fn exported_lists<S: ListStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<ExportedList>, StoreError> {
    let mut lists = Vec::new();
    for list in store.own_lists(me)?.into_iter().filter(|l| !l.is_default) {
        let items = oldest_first(seen_items(store, &list, me)?);
        lists.push(ExportedList::of(&list, &items));
    }
    Ok(lists)
}

/// Those I look after, each with their lists.
fn exported_dependants<S: ListStore + DependantStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<ExportedDependant>, StoreError> {
    let mut all = Vec::new();
    for dependant in store.dependants_of(me)? {
        let mut lists = Vec::new();
        for list in store.dependant_lists(dependant.id)? {
            let items = oldest_first(seen_items(store, &list, me)?);
            lists.push(ExportedList::of(&list, &items));
        }
        all.push(ExportedDependant::of(&dependant, lists));
    }
    Ok(all)
}

/// Items in the order they were added, which an import repeats (so the
/// list reads as it did).
fn oldest_first(mut items: Vec<Item>) -> Vec<Item> {
    items.sort_by_key(|item| (item.created_at, item.id.0));
    items
}

/// What an import added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportCounts {
    pub contacts: usize,
    pub dates: usize,
    pub wishlist_items: usize,
    /// Lists beside the default one.
    pub lists: usize,
    /// Gifts kept for a contact (or a friend one of the contacts is).
    pub gifts: usize,
    pub budgets: usize,
}

/// Brings an export file's own data (contacts, dates, wishlist, settings)
/// into my account, which must hold none yet: all of it or nothing.
pub fn import_account<S>(
    store: &mut S,
    me: UserId,
    file: AccountExport,
    email_available: bool,
    now: DateTime<Utc>,
) -> Result<ImportCounts, AccountError>
where
    S: UserStore
        + AccountStore
        + AssistantSettingsStore
        + ContactStore
        + SpecialDateStore
        + WishlistStore
        + ListStore
        + GiftStore
        + BudgetStore
        + Transactional,
{
    let plan = file.plan_import(email_available)?;
    let caps = [
        (
            plan.contacts.len(),
            limits::MAX_CONTACTS,
            messages::CONTACTS_LIMIT,
        ),
        (
            plan.dates.len(),
            limits::MAX_SPECIAL_DATES,
            messages::SPECIAL_DATES_LIMIT,
        ),
        (
            plan.wishlist.len(),
            limits::MAX_WISHLIST_ITEMS,
            messages::WISHLIST_LIMIT,
        ),
        (
            plan.lists.len(),
            limits::MAX_OWN_LISTS,
            messages::LISTS_LIMIT,
        ),
        (plan.gifts.len(), MAX_GIFTS, messages::GIFTS_LIMIT),
        (plan.budgets.len(), MAX_BUDGETS, messages::BUDGETS_LIMIT),
    ];
    if let Some((_, _, message)) = caps.iter().find(|(n, cap, _)| *n as u64 > *cap) {
        return Err(AccountError::TooMuch(message));
    }
    store.atomically(|store| {
        if store.user(me)?.is_none() {
            return Err(AccountError::NoAccount);
        }
        if !store.holds_nothing(me)? {
            return Err(AccountError::NotEmpty);
        }
        if let Some(settings) = &plan.settings {
            store.set_account_settings(me, settings)?;
        }
        if let Some(on) = plan.assistant_uses_circle {
            store.set_assistant_uses_circle(me, on)?;
        }
        if let Some(zone) = plan.time_zone {
            store.choose_time_zone(me, zone)?;
        }
        if plan.birthday.is_some() {
            store.set_birthday(me, plan.birthday)?;
        }
        let mut contact_ids: Vec<(i64, ContactId)> = Vec::new();
        // The new id of each contact, in the file's order.
        let mut imported: Vec<ContactId> = Vec::with_capacity(plan.contacts.len());
        for (file_id, input) in &plan.contacts {
            let contact = store.insert_contact(me, input)?;
            imported.push(contact.id);
            if let Some(file_id) = file_id {
                contact_ids.push((*file_id, contact.id));
            }
        }
        let today = user_today(store, me, now)?;
        for date in &plan.dates {
            let mut input = date.input.clone();
            input.contact_id = date.contact.and_then(|file_id| {
                contact_ids
                    .iter()
                    .find(|(f, _)| *f == file_id)
                    .map(|(_, id)| *id)
            });
            store.add_date(me, &input, Schedule::of(&input, today))?;
        }
        for item in &plan.wishlist {
            store.insert_item(me, item)?;
        }
        for (input, items) in &plan.lists {
            let list = store
                .insert_own_list(me, input, limits::MAX_OWN_LISTS)?
                .ok_or(AccountError::TooMuch(messages::LISTS_LIMIT))?;
            for item in items {
                store
                    .insert_own_list_item(&list, item, limits::MAX_WISHLIST_ITEMS)?
                    .ok_or(AccountError::TooMuch(messages::LIST_ITEMS_LIMIT))?;
            }
        }
        // A gift (or a budget's amount) is for the contact it was kept
        // for, or for the contact with the friend's address; else it stays
        // in the file.
        let contact_for = |file_id: Option<i64>, email: Option<&str>| {
            file_id
                .and_then(|file_id| contact_ids.iter().find(|(f, _)| *f == file_id))
                .map(|(_, id)| *id)
                .or_else(|| {
                    let email = email?;
                    plan.contacts
                        .iter()
                        .position(|(_, c)| c.email.as_deref() == Some(email))
                        .and_then(|at| imported.get(at).copied())
                })
        };
        let mut gifts = 0;
        for gift in &plan.gifts {
            if let Some(contact) = contact_for(gift.contact, gift.friend_email.as_deref()) {
                store.insert_gift(
                    me,
                    GiftPerson::Contact(contact),
                    gift.direction,
                    &gift.input,
                )?;
                gifts += 1;
            }
        }
        for budget in &plan.budgets {
            let id = store.insert_budget(me, &budget.input)?;
            for (file_id, email, cents) in &budget.people {
                if let Some(contact) = contact_for(*file_id, email.as_deref()) {
                    store.set_allowance(me, id, GiftPerson::Contact(contact), Some(*cents))?;
                }
            }
        }
        Ok(ImportCounts {
            budgets: plan.budgets.len(),
            contacts: plan.contacts.len(),
            dates: plan.dates.len(),
            wishlist_items: plan.wishlist.len(),
            lists: plan.lists.len(),
            gifts,
        })
    })
}

/// Deletes my account once I typed my email (or the phrase): my rows go;
/// group lists I created pass to their longest-standing member (or go
/// when I was alone); items for me stay for my name; items I added pass
/// to their list's creator unless they are for them ([`heir`]: then
/// "Someone" added them, and the surprise stays one); my claims stay as
/// "Someone"; my sessions end.
pub fn delete_account<S>(store: &mut S, me: UserId, confirmation: &str) -> Result<(), AccountError>
where
    S: UserStore
        + AccountStore
        + GroupListStore
        + ListStore
        + DependantStore
        + ClaimStore
        + NotificationStore
        + SessionStore
        + ExchangeStore
        + Transactional,
{
    store.atomically(|store| {
        let user = store.user(me)?.ok_or(AccountError::NoAccount)?;
        if !deletion_confirmed(&user, confirmation) {
            return Err(
                ValidationError::field("confirm", messages::DELETE_CONFIRM_MISMATCH).into(),
            );
        }
        for (list, successor) in store.lists_created_by(me)? {
            match successor {
                Some(member) => store.hand_over_list(list, me, member)?,
                None => store.delete_group_list(list)?,
            }
        }
        // Exchanges I am in lose a draw I was in; those I organise pass on.
        crate::use_cases::exchanges::leave_exchanges(store, me)?;
        // Those I look after with others stay with them; those only I look
        // after go (the confirmation named them).
        crate::use_cases::dependants::leave_dependants(store, me)?;
        // A list I keep with others passes to its longest-standing
        // co-owner, already one of its recipients (the rule holds: nothing
        // of its claims reaches them); the others go with my account.
        for list in store.own_lists(me)? {
            if let Some(heir) = list.co_owners.first() {
                store.hand_over_own_list(list.id, heir.user_id)?;
            }
        }
        let name = user
            .display_name()
            .unwrap_or_else(|| messages::DELETED_GIVER.to_owned());
        store.rename_group_items_for(me, &name)?;
        let passed: Vec<(ItemId, Option<UserId>)> = store
            .group_items_to_pass(me)?
            .into_iter()
            .map(|(item, recipient, creator)| (item, heir(&recipient, creator)))
            .collect();
        store.set_group_item_adders(&passed)?;
        store.anonymize_claims(me)?;
        store.end_sessions_of(me)?;
        store.delete_user(me)?;
        Ok(())
    })
}
