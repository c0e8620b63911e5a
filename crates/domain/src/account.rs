//! The account's own choices (profile edits, settings), the export file's
//! format, and what deleting an account asks for.

use chrono::{Datelike, NaiveDate, NaiveDateTime};
use serde::{Deserialize, Serialize};

use crate::contact::{is_valid_url, Contact, ContactDraft, ContactInput};
use crate::digest::{DigestDay, DigestFrequency, DigestSchedule, DIGEST_HOUR_MAX};
use crate::holiday::Country;
use crate::item::Item;
use crate::messages;
use crate::special_date::{
    DateWithContact, ReminderDelivery, SpecialDateDraft, SpecialDateInput, DEFAULT_REMINDER_DAYS,
    REMINDER_DAYS_MAX,
};
use crate::time_zone::TimeZone;
use crate::user::User;
use crate::validation::{cleaned, has_forbidden_char, Draft, ValidationError};
use crate::wishlist::{WishlistDraft, WishlistItemInput};

pub const FIRST_NAME_MAX: usize = 100;
pub const LAST_NAME_MAX: usize = 100;
pub const PHOTO_URL_MAX: usize = 2000;

/// What a user without an email address types to delete their account.
pub const DELETE_PHRASE: &str = "delete my account";

/// The profile as the Profile page sends it. Blank text counts as none.
#[derive(Debug, Clone, Default)]
pub struct ProfileDraft {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub profile_image_url: Option<String>,
    /// `None`: follow the browser's zone.
    pub time_zone: Option<String>,
    /// `YYYY-MM-DD`; blank or `None`: none.
    pub birthday: Option<String>,
}

/// A validated profile edit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileEdit {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub profile_image_url: Option<String>,
    /// A zone chosen by hand (the browser's reports no longer change it),
    /// or `None` to follow the browser again.
    pub chosen_time_zone: Option<TimeZone>,
    /// My own birthday: private, it only drives the nudges.
    pub birthday: Option<NaiveDate>,
}

const PROFILE_FIELDS: &[&str] = &[
    "firstName",
    "lastName",
    "profileImageUrl",
    "timeZone",
    "birthday",
];

impl ProfileDraft {
    /// `today`: a birthday may not be after it.
    pub fn validate(self, today: NaiveDate) -> Result<ProfileEdit, ValidationError> {
        let mut errors: Vec<(&str, &str)> = Vec::new();
        let first_name = cleaned(self.first_name);
        let last_name = cleaned(self.last_name);
        let profile_image_url = cleaned(self.profile_image_url);
        let text_ok = |t: &Option<String>, max: usize| {
            t.as_ref()
                .is_none_or(|t| t.chars().count() <= max && !has_forbidden_char(t))
        };
        if !text_ok(&first_name, FIRST_NAME_MAX) {
            errors.push(("firstName", messages::FIRST_NAME_TOO_LONG));
        }
        if !text_ok(&last_name, LAST_NAME_MAX) {
            errors.push(("lastName", messages::LAST_NAME_TOO_LONG));
        }
        // A photo is shown to friends, so only a secure link.
        if profile_image_url.as_ref().is_some_and(|u| {
            !u.starts_with("https://") || !is_valid_url(u) || u.len() > PHOTO_URL_MAX
        }) {
            errors.push(("profileImageUrl", messages::PHOTO_URL_INVALID));
        }
        let chosen_time_zone = match cleaned(self.time_zone) {
            None => None,
            Some(name) => match TimeZone::parse(&name) {
                Ok(zone) => Some(zone),
                Err(_) => {
                    errors.push(("timeZone", messages::INVALID_TIME_ZONE));
                    None
                }
            },
        };
        let birthday = match cleaned(self.birthday) {
            None => None,
            Some(text) => match crate::special_date::parse_calendar_date(&text) {
                Some(date) if date.year() >= 1900 && date <= today => Some(date),
                _ => {
                    errors.push(("birthday", messages::BIRTHDAY_INVALID));
                    None
                }
            },
        };
        errors.sort_by_key(|(field, _)| PROFILE_FIELDS.iter().position(|f| f == field));
        if let Some(error) = ValidationError::from_fields(errors) {
            return Err(error);
        }
        Ok(ProfileEdit {
            first_name,
            last_name,
            profile_image_url,
            chosen_time_zone,
            birthday,
        })
    }
}

/// The Settings page's choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AccountSettings {
    /// Days before for a new date's reminder.
    pub reminder_days: u16,
    /// Delivery for a new date's reminder.
    pub reminder_delivery: ReminderDelivery,
    /// Off: no reminder is emailed (each still shows in the bell).
    pub email_reminders: bool,
    /// "Email me about my circle": at most one email a day with what the
    /// bell gathered about people and lists (off by default).
    pub email_circle: bool,
    /// The "listed in Find a list" default for new public lists.
    pub list_by_default: bool,
    /// The currency budgets and sums are in; `None` until chosen (the
    /// browser's locale says one meanwhile).
    pub home_currency: Option<crate::money::Currency>,
    /// When the digest email comes (weekly on Monday at 8 by default).
    pub digest: crate::digest::DigestSchedule,
    /// Whether givers may nudge me to update my list (and I nudge myself
    /// before my birthday).
    pub nudges: bool,
    /// Whose gift-giving days the dates page suggests; `None` until chosen
    /// (the browser's locale says one meanwhile).
    pub country: Option<crate::holiday::Country>,
}

impl Default for AccountSettings {
    fn default() -> Self {
        AccountSettings {
            reminder_days: DEFAULT_REMINDER_DAYS,
            reminder_delivery: ReminderDelivery::Dashboard,
            email_reminders: true,
            email_circle: false,
            list_by_default: false,
            home_currency: None,
            digest: crate::digest::DigestSchedule::default(),
            nudges: true,
            country: None,
        }
    }
}

/// Settings as sent; a field not sent keeps its value.
#[derive(Debug, Clone, Default)]
pub struct SettingsDraft {
    pub reminder_days: Option<i64>,
    pub reminder_delivery: Option<String>,
    pub email_reminders: Option<bool>,
    pub email_circle: Option<bool>,
    pub list_by_default: Option<bool>,
    pub home_currency: Option<String>,
    pub digest: Option<String>,
    pub digest_day: Option<String>,
    pub digest_hour: Option<i64>,
    pub nudges: Option<bool>,
    pub country: Option<String>,
}

impl SettingsDraft {
    /// Email delivery is refused while the server cannot send email.
    pub fn validate_over(
        self,
        current: AccountSettings,
        email_available: bool,
    ) -> Result<AccountSettings, ValidationError> {
        let mut errors: Vec<(&str, &str)> = Vec::new();
        let reminder_days = match self.reminder_days {
            None => current.reminder_days,
            Some(days) => match u16::try_from(days) {
                Ok(days) if i64::from(days) <= REMINDER_DAYS_MAX => days,
                _ => {
                    errors.push(("reminderDays", messages::REMINDER_DAYS_RANGE));
                    current.reminder_days
                }
            },
        };
        let reminder_delivery = match self.reminder_delivery.as_deref() {
            None => current.reminder_delivery,
            Some(text) => match ReminderDelivery::parse(text) {
                Some(ReminderDelivery::Email) if !email_available => {
                    errors.push(("reminderDelivery", messages::EMAIL_REMINDERS_UNAVAILABLE));
                    current.reminder_delivery
                }
                Some(delivery) => delivery,
                None => {
                    errors.push(("reminderDelivery", messages::REMINDER_DELIVERY_INVALID));
                    current.reminder_delivery
                }
            },
        };
        let home_currency = match self.home_currency.as_deref() {
            None => current.home_currency,
            Some(code) => match crate::money::Currency::parse(code) {
                Some(currency) => Some(currency),
                None => {
                    errors.push(("homeCurrency", messages::CURRENCY_INVALID));
                    current.home_currency
                }
            },
        };
        let frequency = match self.digest.as_deref() {
            None => current.digest.frequency,
            Some(text) => DigestFrequency::parse(text).unwrap_or_else(|| {
                errors.push(("digest", messages::DIGEST_INVALID));
                current.digest.frequency
            }),
        };
        let day = match self.digest_day.as_deref() {
            None => current.digest.day,
            Some(text) => DigestDay::parse(text).unwrap_or_else(|| {
                errors.push(("digestDay", messages::DIGEST_DAY_INVALID));
                current.digest.day
            }),
        };
        let hour = match self.digest_hour {
            None => current.digest.hour,
            Some(hour) => u8::try_from(hour)
                .ok()
                .filter(|h| *h <= DIGEST_HOUR_MAX)
                .unwrap_or_else(|| {
                    errors.push(("digestHour", messages::DIGEST_HOUR_RANGE));
                    current.digest.hour
                }),
        };
        let country = match self.country.as_deref() {
            None => current.country,
            Some(code) => match Country::parse(code.trim()) {
                Some(country) => Some(country),
                None => {
                    errors.push(("country", messages::COUNTRY_INVALID));
                    current.country
                }
            },
        };
        if let Some(error) = ValidationError::from_fields(errors) {
            return Err(error);
        }
        Ok(AccountSettings {
            digest: DigestSchedule {
                frequency,
                day,
                hour,
            },
            nudges: self.nudges.unwrap_or(current.nudges),
            country,
            home_currency,
            reminder_days,
            reminder_delivery,
            email_reminders: self.email_reminders.unwrap_or(current.email_reminders),
            email_circle: self.email_circle.unwrap_or(current.email_circle),
            list_by_default: self.list_by_default.unwrap_or(current.list_by_default),
        })
    }
}

/// What a user types to confirm deleting their account: their email, in
/// any case and with spaces around it, or [`DELETE_PHRASE`] without one.
pub fn deletion_confirmed(user: &User, typed: &str) -> bool {
    let expected = user.email.as_deref().unwrap_or(DELETE_PHRASE);
    typed.trim().eq_ignore_ascii_case(expected.trim())
}

// ---------------------------------------------------------------------------
// The export file. Documented in the README ("Your data"); a change that an
// older reader would misread raises EXPORT_VERSION.

/// The `format` every export file carries.
pub const EXPORT_FORMAT: &str = "presently-export";
/// The file format's version; an import refuses a newer one.
pub const EXPORT_VERSION: u32 = 1;

/// One account's own data, as `GET /api/account/export` writes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountExport {
    pub format: String,
    pub version: u32,
    /// RFC 3339, UTC.
    #[serde(default)]
    pub exported_at: String,
    #[serde(default)]
    pub profile: ExportedProfile,
    #[serde(default)]
    pub settings: Option<ExportedSettings>,
    #[serde(default)]
    pub contacts: Vec<ExportedContact>,
    #[serde(default)]
    pub dates: Vec<ExportedDate>,
    /// My default wishlist's items.
    #[serde(default)]
    pub wishlist: Vec<ExportedWishlistItem>,
    /// The lists I keep beside it, each with its items.
    #[serde(default)]
    pub lists: Vec<ExportedList>,
    /// Those I look after, with their lists (a record; not imported: their
    /// guardians keep them too).
    #[serde(default)]
    pub dependants: Vec<ExportedDependant>,
    /// Items I added to group lists (a record; not imported: the lists are
    /// other people's too).
    #[serde(default)]
    pub group_list_items: Vec<ExportedGroupItem>,
    /// What I claimed on others' lists (a record; not imported).
    #[serde(default)]
    pub claims: Vec<ExportedClaim>,
    /// The gift exchanges I am in (a record; not imported: they are the
    /// other participants' too).
    #[serde(default)]
    pub exchanges: Vec<ExportedExchange>,
    /// The items whose price I chose to watch or not (a record; not imported).
    #[serde(default)]
    pub price_watches: Vec<ExportedPriceWatch>,
    /// The gifts I keep per person: ideas, given and received. Imported
    /// for a contact of the file (or a friend whose address one of its
    /// contacts has); those for someone looked after stay a record.
    #[serde(default)]
    pub gifts: Vec<ExportedGift>,
    /// My budgets, each with the amount per person (issue 44). Imported
    /// with the people who are contacts of the file.
    #[serde(default)]
    pub budgets: Vec<ExportedBudget>,
}

/// A gift I keep, and whom it is for (or, received, from): one of the
/// file's contacts, a friend (by address and name), or someone looked
/// after (by name).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedGift {
    /// The file's id of the contact it is for.
    pub contact_id: Option<i64>,
    pub friend_email: Option<String>,
    pub friend_name: Option<String>,
    /// The name of the one looked after it is for.
    pub dependant: Option<String>,
    /// `given` or `received`.
    pub direction: Option<String>,
    /// `idea`, `bought`, `wrapped` or `given`.
    pub status: Option<String>,
    pub name: Option<String>,
    pub link: Option<String>,
    pub price: Option<String>,
    pub currency: Option<String>,
    pub shop: Option<String>,
    pub occasion: Option<String>,
    /// `YYYY-MM-DD`.
    pub occasion_date: Option<String>,
    pub notes: Option<String>,
    pub thank_you_sent: Option<bool>,
}

impl ExportedGift {
    /// `gift` with whom it is for said as the file says it.
    pub fn of(gift: &crate::gift::Gift, whom: ExportedGift) -> Self {
        let g = &gift.input;
        ExportedGift {
            direction: Some(gift.direction.as_str().to_owned()),
            status: Some(g.status.as_str().to_owned()),
            name: Some(g.name.clone()),
            link: g.link.clone(),
            price: g.price.as_ref().map(crate::money::Money::amount_text),
            currency: g.price.as_ref().map(|p| p.currency.clone()),
            shop: g.shop.clone(),
            occasion: g.occasion.clone(),
            occasion_date: g.occasion_date.map(export_date),
            notes: g.notes.clone(),
            thank_you_sent: Some(g.thank_you_sent),
            ..whom
        }
    }
}

/// A budget as the file keeps it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedBudget {
    pub name: Option<String>,
    /// `YYYY-MM-DD`: the occasion's day.
    pub date: Option<String>,
    /// "600.00".
    pub amount: Option<String>,
    pub currency: Option<String>,
    pub people: Vec<ExportedBudgetPerson>,
}

/// The amount for one person, whom said as a gift's is.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedBudgetPerson {
    /// The file's id of the contact.
    pub contact_id: Option<i64>,
    pub friend_email: Option<String>,
    pub friend_name: Option<String>,
    pub dependant: Option<String>,
    /// "50.00".
    pub amount: Option<String>,
}

/// A budget to import, with the amount for each contact of the file (by
/// its id or a friend's address).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BudgetToImport {
    pub input: crate::budget::BudgetInput,
    pub people: Vec<(Option<i64>, Option<String>, i64)>,
}

/// A gift of the file to import: for the file's contact `contact`, or for
/// the imported contact with the address `friend_email`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiftToImport {
    pub contact: Option<i64>,
    pub friend_email: Option<String>,
    pub direction: crate::gift::GiftDirection,
    pub input: crate::gift::GiftInput,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedPriceWatch {
    /// The item's name.
    pub item: String,
    /// The list it is on ("My wishlist" for mine).
    pub list: String,
    pub watching: bool,
    pub drop_percent: u8,
    pub target_price: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedProfile {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub profile_image_url: Option<String>,
    pub time_zone: Option<String>,
    /// True when the zone was chosen by hand (an import keeps it).
    pub time_zone_chosen: bool,
    /// My own birthday, `YYYY-MM-DD` (private; it drives the nudges).
    pub birthday: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedSettings {
    pub reminder_days: Option<i64>,
    #[schema(value_type = Option<ReminderDelivery>)]
    pub reminder_delivery: Option<String>,
    pub email_reminders: Option<bool>,
    #[serde(default)]
    pub email_circle: Option<bool>,
    pub list_by_default: Option<bool>,
    pub assistant_uses_circle: Option<bool>,
    /// The currency budgets and sums are in, when chosen.
    #[serde(default)]
    pub home_currency: Option<String>,
    /// The digest email: `weekly`, `daily` or `off`, its day and hour.
    #[serde(default)]
    #[schema(value_type = Option<crate::digest::DigestFrequency>)]
    pub digest: Option<String>,
    #[serde(default)]
    #[schema(value_type = Option<crate::digest::DigestDay>)]
    pub digest_day: Option<String>,
    #[serde(default)]
    pub digest_hour: Option<i64>,
    /// Whether my circle may nudge me.
    #[serde(default)]
    pub nudges: Option<bool>,
    /// Whose gift-giving days are suggested (two letters), when chosen.
    #[serde(default)]
    pub country: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedContact {
    /// This file's own id for the contact, which dates refer to.
    pub id: Option<i64>,
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    #[schema(value_type = Option<crate::contact::Relationship>)]
    pub relationship: Option<String>,
    pub preferences: Option<String>,
    pub photo_url: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedDate {
    pub title: Option<String>,
    #[serde(rename = "type")]
    #[schema(value_type = Option<crate::special_date::DateType>)]
    pub date_type: Option<String>,
    /// `YYYY-MM-DD`.
    pub date: Option<String>,
    /// The `id` of one of this file's contacts.
    pub contact_id: Option<i64>,
    pub recurring: Option<bool>,
    pub reminder_days: Option<i64>,
    #[schema(value_type = Option<ReminderDelivery>)]
    pub reminder_delivery: Option<String>,
    pub notes: Option<String>,
    /// The gift-giving day it moves with (`mothers_day`), with `giftCountry`.
    #[schema(value_type = Option<crate::holiday::GiftDay>)]
    pub gift_day: Option<String>,
    /// Two letters: whose calendar `giftDay` follows.
    pub gift_country: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedWishlistItem {
    pub name: Option<String>,
    pub description: Option<String>,
    pub price: Option<String>,
    pub url: Option<String>,
    pub category: Option<String>,
    #[schema(value_type = Option<crate::wishlist::Priority>)]
    pub priority: Option<String>,
    pub ranking: Option<i64>,
    pub quantity: Option<i64>,
    pub where_to_buy: Option<String>,
    pub image_url: Option<String>,
    pub purchased: Option<bool>,
}

/// A list I keep beside my default wishlist.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedList {
    pub name: Option<String>,
    pub description: Option<String>,
    #[schema(value_type = Option<crate::group_list::Occasion>)]
    pub occasion: Option<String>,
    /// `YYYY-MM-DD`.
    pub event_date: Option<String>,
    #[schema(value_type = Option<crate::own_list::Visibility>)]
    pub visibility: Option<String>,
    /// A registry (guests buy from it by its public link).
    pub registry: Option<bool>,
    /// Who keeps it with me, by name (a record: an import does not make
    /// anyone a co-owner).
    pub co_owners: Vec<String>,
    /// Oldest first.
    pub items: Vec<ExportedWishlistItem>,
}

impl ExportedList {
    /// The list and its items (any order: written oldest first).
    pub fn of(list: &crate::own_list::OwnList, items: &[Item]) -> Self {
        ExportedList {
            name: Some(list.input.name.clone()),
            description: list.input.description.clone(),
            occasion: list.input.occasion.map(|o| o.as_str().to_owned()),
            event_date: list.input.event_date.map(export_date),
            visibility: Some(list.visibility.as_str().to_owned()),
            registry: Some(list.is_registry),
            co_owners: list.co_owners.iter().map(|c| c.name.display()).collect(),
            items: items.iter().map(ExportedWishlistItem::of).collect(),
        }
    }
}

/// Someone I look after (issue 40), with their lists.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedDependant {
    pub name: String,
    #[schema(value_type = crate::dependant::DependantKind)]
    pub kind: String,
    /// `YYYY-MM-DD`.
    pub birthday: Option<String>,
    pub photo_url: Option<String>,
    /// Their guardians, by name, the one who added them first.
    pub guardians: Vec<String>,
    /// Their lists, each with its items oldest first (a guardian's own
    /// surprise among them: the file is the guardian's).
    pub lists: Vec<ExportedList>,
}

impl ExportedDependant {
    pub fn of(dependant: &crate::dependant::Dependant, lists: Vec<ExportedList>) -> Self {
        ExportedDependant {
            name: dependant.input.name.clone(),
            kind: dependant.input.kind.as_str().to_owned(),
            birthday: dependant.input.birthday.map(export_date),
            photo_url: dependant.input.photo_url.clone(),
            guardians: dependant
                .guardians
                .iter()
                .map(|g| g.name.display())
                .collect(),
            lists,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedGroupItem {
    /// The group list's name.
    pub list: String,
    /// Who it is for, when for one person.
    pub for_name: Option<String>,
    pub name: String,
    pub description: Option<String>,
    pub price: Option<String>,
    pub url: Option<String>,
    pub quantity: u32,
    pub added_at: String,
}

/// A gift exchange I am in, as a record.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedExchange {
    pub name: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// "25.00", in `currency`.
    pub budget: Option<String>,
    pub currency: Option<String>,
    pub message: Option<String>,
    pub organiser: String,
    /// Everyone in it, by name.
    pub participants: Vec<String>,
    pub drawn: bool,
    pub revealed: bool,
    /// Whom I give to: only once I looked (the look is recorded, so a new
    /// draw is announced to me) or the pairs are revealed.
    pub give_to: Option<String>,
    pub bought: bool,
}

impl ExportedExchange {
    /// `exchange` as `me` is in it, among `participants`.
    pub fn of(
        exchange: &crate::exchange::Exchange,
        participants: &[crate::exchange::Participant],
        me: crate::ids::UserId,
    ) -> Self {
        let mine = participants
            .iter()
            .find(|p| p.who == crate::exchange::Who::User(me));
        let give_to = mine
            .filter(|p| p.looked_at.is_some() || exchange.revealed)
            .and_then(|p| p.receiver)
            .and_then(|receiver| participants.iter().find(|p| p.id == receiver))
            .map(|p| p.name.clone());
        let input = &exchange.input;
        ExportedExchange {
            name: input.name.clone(),
            date: export_date(input.date),
            budget: input.budget.as_ref().map(crate::money::Money::amount_text),
            currency: input.budget.as_ref().map(|b| b.currency.clone()),
            message: input.message.clone(),
            organiser: exchange.organiser_name.display(),
            participants: participants.iter().map(|p| p.name.clone()).collect(),
            drawn: exchange.is_drawn(),
            revealed: exchange.revealed,
            give_to,
            bought: mine.is_some_and(|p| p.bought_at.is_some()),
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ExportedClaim {
    /// The claimed item's name.
    pub item: String,
    /// The list it is on ("Ada's wishlist" for a personal one).
    pub list: String,
    pub quantity: u32,
    #[schema(value_type = crate::claim::ClaimStatus)]
    pub status: String,
    pub claimed_at: String,
}

/// The time format of the file's timestamps.
pub fn export_time(at: NaiveDateTime) -> String {
    at.and_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

impl ExportedContact {
    pub fn of(contact: &Contact) -> Self {
        let c = &contact.input;
        ExportedContact {
            id: Some(contact.id.0),
            name: Some(c.name.clone()),
            email: c.email.clone(),
            phone: c.phone.clone(),
            relationship: c.relationship.map(|r| r.as_str().to_owned()),
            preferences: c.preferences.clone(),
            photo_url: c.photo_url.clone(),
        }
    }
}

impl ExportedDate {
    pub fn of(date: &DateWithContact) -> Self {
        let d = &date.date.input;
        ExportedDate {
            title: Some(d.title.clone()),
            date_type: Some(d.date_type.as_str().to_owned()),
            date: Some(d.date.format("%Y-%m-%d").to_string()),
            contact_id: d.contact_id.map(|id| id.0),
            recurring: Some(d.recurring),
            reminder_days: Some(i64::from(d.reminder_days)),
            reminder_delivery: Some(d.reminder_delivery.as_str().to_owned()),
            notes: d.notes.clone(),
            gift_day: d.gift_day.map(|m| m.day.as_str().to_owned()),
            gift_country: d.gift_day.map(|m| m.country.as_str().to_owned()),
        }
    }
}

impl ExportedWishlistItem {
    pub fn of(item: &Item) -> Self {
        let i = &item.input;
        ExportedWishlistItem {
            name: Some(i.name.clone()),
            description: i.description.clone(),
            price: i.price.clone(),
            url: i.url.clone(),
            category: i.category.clone(),
            priority: Some(i.priority.as_str().to_owned()),
            ranking: Some(i64::from(i.ranking)),
            quantity: Some(i64::from(i.quantity)),
            where_to_buy: i.where_to_buy.clone(),
            image_url: i.image_url.clone(),
            purchased: Some(i.purchased),
        }
    }
}

/// Why an export file cannot be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportFileError {
    #[error("{}", messages::IMPORT_NOT_AN_EXPORT)]
    NotAnExport,
    #[error("{}", messages::IMPORT_NEWER_VERSION)]
    NewerVersion,
    /// An entry the app would refuse if typed in: "Contact 3: Name is required".
    #[error("{0}")]
    Entry(String),
}

/// A date to import, with the file's id of its contact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DateToImport {
    pub contact: Option<i64>,
    pub input: SpecialDateInput,
}

/// An export file, checked entry by entry as if each were typed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportPlan {
    pub settings: Option<AccountSettings>,
    pub assistant_uses_circle: Option<bool>,
    pub time_zone: Option<TimeZone>,
    /// My own birthday, when the file has one.
    pub birthday: Option<NaiveDate>,
    /// The file's id of each contact (when it has one), and the contact.
    pub contacts: Vec<(Option<i64>, ContactInput)>,
    pub dates: Vec<DateToImport>,
    pub wishlist: Vec<WishlistItemInput>,
    /// The lists beside the default one, each with its items.
    pub lists: Vec<(crate::own_list::OwnListInput, Vec<WishlistItemInput>)>,
    /// Gifts for a contact of the file or a friend (those for someone
    /// looked after are left out: a record).
    pub gifts: Vec<GiftToImport>,
    pub budgets: Vec<BudgetToImport>,
}

fn entry_error(kind: &str, index: usize, error: &ValidationError) -> ImportFileError {
    ImportFileError::Entry(format!("{kind} {}: {}", index + 1, error.message))
}

/// Email reminders on a server that cannot send email become dashboard
/// ones: the reminder still shows in the bell, nothing is refused.
fn deliverable(delivery: ReminderDelivery, email_available: bool) -> ReminderDelivery {
    if delivery == ReminderDelivery::Email && !email_available {
        ReminderDelivery::Dashboard
    } else {
        delivery
    }
}

impl AccountExport {
    /// The file checked for import on a server that can (or cannot) email.
    pub fn plan_import(self, email_available: bool) -> Result<ImportPlan, ImportFileError> {
        if self.format != EXPORT_FORMAT {
            return Err(ImportFileError::NotAnExport);
        }
        if self.version > EXPORT_VERSION || self.version == 0 {
            return Err(ImportFileError::NewerVersion);
        }
        let settings = match &self.settings {
            None => None,
            Some(s) => {
                let draft = SettingsDraft {
                    reminder_days: s.reminder_days,
                    reminder_delivery: s.reminder_delivery.clone(),
                    email_reminders: s.email_reminders,
                    email_circle: s.email_circle,
                    list_by_default: s.list_by_default,
                    home_currency: s.home_currency.clone(),
                    digest: s.digest.clone(),
                    digest_day: s.digest_day.clone(),
                    digest_hour: s.digest_hour,
                    nudges: s.nudges,
                    country: s.country.clone(),
                };
                let mut settings = draft
                    .validate_over(AccountSettings::default(), true)
                    .map_err(|e| ImportFileError::Entry(format!("Settings: {}", e.message)))?;
                settings.reminder_delivery =
                    deliverable(settings.reminder_delivery, email_available);
                Some(settings)
            }
        };
        let time_zone = match (&self.profile.time_zone, self.profile.time_zone_chosen) {
            (Some(name), true) => Some(
                TimeZone::parse(name)
                    .map_err(|e| ImportFileError::Entry(format!("Profile: {}", e.message)))?,
            ),
            _ => None,
        };
        let birthday = match cleaned(self.profile.birthday.clone()) {
            None => None,
            Some(text) => Some(crate::special_date::parse_calendar_date(&text).ok_or_else(
                || ImportFileError::Entry(format!("Profile: {}", messages::BIRTHDAY_INVALID)),
            )?),
        };
        let mut contacts = Vec::with_capacity(self.contacts.len());
        for (index, c) in self.contacts.into_iter().enumerate() {
            let draft = ContactDraft {
                name: c.name,
                email: Some(c.email),
                phone: Some(c.phone),
                relationship: Some(c.relationship),
                preferences: Some(c.preferences),
                photo_url: Some(c.photo_url),
            };
            let input = draft
                .validate_new()
                .map_err(|e| entry_error("Contact", index, &e))?;
            if c.id.is_some() && contacts.iter().any(|(id, _)| *id == c.id) {
                return Err(ImportFileError::Entry(format!(
                    "Contact {}: the id {} is used twice",
                    index + 1,
                    c.id.unwrap_or_default()
                )));
            }
            contacts.push((c.id, input));
        }
        let mut dates = Vec::with_capacity(self.dates.len());
        for (index, d) in self.dates.into_iter().enumerate() {
            if d.contact_id
                .is_some_and(|id| !contacts.iter().any(|(c, _)| *c == Some(id)))
            {
                return Err(entry_error(
                    "Date",
                    index,
                    &ValidationError::field("contactId", messages::CONTACT_NOT_FOUND),
                ));
            }
            let draft = SpecialDateDraft {
                title: d.title,
                date_type: d.date_type,
                date: d.date,
                contact_id: None,
                recurring: d.recurring,
                reminder_days: d.reminder_days,
                reminder_delivery: d.reminder_delivery,
                notes: Some(d.notes),
                gift_day: match (d.gift_day.as_deref(), d.gift_country.as_deref()) {
                    (None, None) => None,
                    (Some(day), Some(country)) => Some(
                        crate::holiday::GiftDay::parse(day)
                            .zip(crate::holiday::Country::parse(country))
                            .map(|(day, country)| crate::special_date::MovableDay { day, country })
                            .ok_or_else(|| {
                                ImportFileError::Entry(format!(
                                    "Date {}: {}",
                                    index + 1,
                                    messages::GIFT_DAY_INVALID
                                ))
                            })?,
                    ),
                    _ => {
                        return Err(ImportFileError::Entry(format!(
                            "Date {}: {}",
                            index + 1,
                            messages::GIFT_DAY_INVALID
                        )))
                    }
                },
            };
            let mut input = draft
                .validate_new()
                .map_err(|e| entry_error("Date", index, &e))?;
            input.reminder_delivery = deliverable(input.reminder_delivery, email_available);
            dates.push(DateToImport {
                contact: d.contact_id,
                input,
            });
        }
        let wishlist = items_to_import(self.wishlist, "Wishlist item")?;
        let mut lists = Vec::with_capacity(self.lists.len());
        for (index, l) in self.lists.into_iter().enumerate() {
            let draft = crate::own_list::OwnListDraft {
                fields: crate::group_list::GroupListDraft {
                    name: l.name,
                    description: Some(l.description),
                    occasion: Some(l.occasion),
                    event_date: Some(l.event_date),
                },
                visibility: l.visibility,
                registry: l.registry,
            };
            let input = draft
                .validate_over(None)
                .map_err(|e| entry_error("List", index, &e))?;
            let kind = format!("List {} item", index + 1);
            lists.push((input, items_to_import(l.items, &kind)?));
        }
        let mut gifts = Vec::with_capacity(self.gifts.len());
        for (index, g) in self.gifts.into_iter().enumerate() {
            if g.contact_id.is_none() && g.friend_email.is_none() {
                continue;
            }
            if g.contact_id
                .is_some_and(|id| !contacts.iter().any(|(c, _)| *c == Some(id)))
            {
                return Err(entry_error(
                    "Gift",
                    index,
                    &ValidationError::field("contactId", messages::CONTACT_NOT_FOUND),
                ));
            }
            let direction = match g.direction.as_deref() {
                None => crate::gift::GiftDirection::Given,
                Some(text) => crate::gift::GiftDirection::parse(text).ok_or_else(|| {
                    entry_error(
                        "Gift",
                        index,
                        &ValidationError::field("direction", messages::GIFT_DIRECTION_INVALID),
                    )
                })?,
            };
            let draft = crate::gift::GiftDraft {
                name: g.name,
                link: Some(g.link),
                price: Some(g.price),
                currency: Some(g.currency),
                shop: Some(g.shop),
                occasion: Some(g.occasion),
                occasion_date: Some(g.occasion_date),
                status: g.status,
                notes: Some(g.notes),
                thank_you_sent: g.thank_you_sent,
            };
            let input = draft
                .validate(None, direction)
                .map_err(|e| entry_error("Gift", index, &e))?;
            gifts.push(GiftToImport {
                contact: g.contact_id,
                friend_email: g.friend_email.map(|e| e.to_lowercase()),
                direction,
                input,
            });
        }
        let mut budgets = Vec::with_capacity(self.budgets.len());
        for (index, b) in self.budgets.into_iter().enumerate() {
            let input = crate::budget::BudgetDraft {
                name: b.name,
                date: b.date,
                amount: b.amount,
                currency: b.currency,
            }
            .validate(None, crate::gift::DEFAULT_CURRENCY)
            .map_err(|e| entry_error("Budget", index, &e))?;
            let mut people = Vec::new();
            for p in b.people {
                let Some(cents) = crate::budget::allowance_cents(p.amount)
                    .map_err(|e| entry_error("Budget", index, &e))?
                else {
                    continue;
                };
                if p.contact_id.is_some() || p.friend_email.is_some() {
                    people.push((
                        p.contact_id,
                        p.friend_email.map(|e| e.to_lowercase()),
                        cents,
                    ));
                }
            }
            people.truncate(crate::budget::MAX_BUDGET_PEOPLE);
            budgets.push(BudgetToImport { input, people });
        }
        Ok(ImportPlan {
            budgets,
            settings,
            assistant_uses_circle: self.settings.as_ref().and_then(|s| s.assistant_uses_circle),
            time_zone,
            birthday,
            contacts,
            dates,
            wishlist,
            lists,
            gifts,
        })
    }
}

/// Wishlist items of the file, checked as if typed in.
fn items_to_import(
    items: Vec<ExportedWishlistItem>,
    kind: &str,
) -> Result<Vec<WishlistItemInput>, ImportFileError> {
    let mut checked = Vec::with_capacity(items.len());
    for (index, w) in items.into_iter().enumerate() {
        let draft = WishlistDraft {
            name: w.name,
            description: Some(w.description),
            price: Some(w.price),
            url: Some(w.url),
            category: Some(w.category),
            priority: w.priority,
            ranking: w.ranking,
            quantity: w.quantity,
            where_to_buy: Some(w.where_to_buy),
            image_url: Some(w.image_url),
            purchased: w.purchased,
        };
        checked.push(
            draft
                .validate_new()
                .map_err(|e| entry_error(kind, index, &e))?,
        );
    }
    Ok(checked)
}

/// A calendar date of the file (`YYYY-MM-DD`).
pub fn export_date(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file() -> AccountExport {
        AccountExport {
            format: EXPORT_FORMAT.into(),
            version: EXPORT_VERSION,
            exported_at: String::new(),
            profile: ExportedProfile::default(),
            settings: None,
            contacts: vec![ExportedContact {
                id: Some(7),
                name: Some("Ada".into()),
                ..Default::default()
            }],
            dates: vec![ExportedDate {
                title: Some("Ada's birthday".into()),
                date_type: Some("birthday".into()),
                date: Some("1990-12-10".into()),
                contact_id: Some(7),
                reminder_delivery: Some("email".into()),
                ..Default::default()
            }],
            wishlist: vec![ExportedWishlistItem {
                name: Some("Kettle".into()),
                ..Default::default()
            }],
            lists: vec![ExportedList {
                name: Some("Wedding".into()),
                occasion: Some("Wedding".into()),
                visibility: Some("friends".into()),
                items: vec![ExportedWishlistItem {
                    name: Some("Vase".into()),
                    ..Default::default()
                }],
                ..Default::default()
            }],
            dependants: Vec::new(),
            group_list_items: Vec::new(),
            claims: Vec::new(),
            exchanges: Vec::new(),
            price_watches: Vec::new(),
            gifts: Vec::new(),
            budgets: vec![ExportedBudget {
                name: Some("Christmas 2026".into()),
                date: Some("2026-12-25".into()),
                amount: Some("600.00".into()),
                currency: Some("GBP".into()),
                people: vec![
                    ExportedBudgetPerson {
                        contact_id: Some(7),
                        amount: Some("50".into()),
                        ..Default::default()
                    },
                    // Someone looked after: a record only.
                    ExportedBudgetPerson {
                        dependant: Some("Tom".into()),
                        amount: Some("20".into()),
                        ..Default::default()
                    },
                ],
            }],
        }
    }

    #[test]
    fn budgets_are_planned_with_their_contacts_amounts_and_checked() {
        let plan = file().plan_import(true).unwrap();
        assert_eq!(plan.budgets.len(), 1);
        assert_eq!(plan.budgets[0].input.amount.amount_cents, 60_000);
        assert_eq!(plan.budgets[0].input.amount.currency, "GBP");
        assert_eq!(plan.budgets[0].people, vec![(Some(7), None, 5_000)]);
        let mut bad = file();
        bad.budgets[0].amount = Some("lots".into());
        assert_eq!(
            bad.plan_import(true).unwrap_err(),
            ImportFileError::Entry(format!("Budget 1: {}", messages::BUDGET_AMOUNT_INVALID))
        );
    }

    #[test]
    fn a_good_file_plans_every_entry() {
        let plan = file().plan_import(true).unwrap();
        assert_eq!(plan.contacts.len(), 1);
        assert_eq!(plan.dates[0].contact, Some(7));
        assert_eq!(
            plan.dates[0].input.reminder_delivery,
            ReminderDelivery::Email
        );
        assert_eq!(plan.wishlist[0].name, "Kettle");
        let (list, items) = &plan.lists[0];
        assert_eq!(list.fields.name, "Wedding");
        assert_eq!(list.visibility, crate::own_list::Visibility::Friends);
        assert_eq!(items[0].name, "Vase");
    }

    #[test]
    fn gifts_are_planned_for_a_contact_or_a_friends_address_and_checked() {
        let mut with_gifts = file();
        let gift = |name: &str| ExportedGift {
            name: Some(name.into()),
            status: Some("given".into()),
            ..Default::default()
        };
        with_gifts.gifts = vec![
            ExportedGift {
                contact_id: Some(7),
                ..gift("Book")
            },
            ExportedGift {
                friend_email: Some("Ben@Example.com".into()),
                direction: Some("received".into()),
                ..gift("Scarf")
            },
            // For someone looked after: a record, not planned.
            ExportedGift {
                dependant: Some("Mia".into()),
                ..gift("Kite")
            },
        ];
        let plan = with_gifts.clone().plan_import(true).unwrap();
        assert_eq!(plan.gifts.len(), 2);
        assert_eq!(plan.gifts[0].contact, Some(7));
        assert_eq!(
            plan.gifts[1].friend_email.as_deref(),
            Some("ben@example.com")
        );
        assert_eq!(
            plan.gifts[1].direction,
            crate::gift::GiftDirection::Received
        );
        let mut unknown = with_gifts.clone();
        unknown.gifts[0].contact_id = Some(99);
        assert_eq!(
            unknown.plan_import(true).unwrap_err().to_string(),
            format!("Gift 1: {}", messages::CONTACT_NOT_FOUND)
        );
        let mut bad = with_gifts;
        bad.gifts[1].status = Some("lost".into());
        bad.gifts[1].direction = Some("given".into());
        assert_eq!(
            bad.plan_import(true).unwrap_err().to_string(),
            format!("Gift 2: {}", messages::GIFT_STATUS_INVALID)
        );
    }

    #[test]
    fn email_reminders_become_dashboard_ones_without_email() {
        let plan = file().plan_import(false).unwrap();
        assert_eq!(
            plan.dates[0].input.reminder_delivery,
            ReminderDelivery::Dashboard
        );
    }

    #[test]
    fn refusals_name_the_entry() {
        let mut other = file();
        other.format = "something".into();
        assert_eq!(other.plan_import(true), Err(ImportFileError::NotAnExport));
        let mut newer = file();
        newer.version = EXPORT_VERSION + 1;
        assert_eq!(newer.plan_import(true), Err(ImportFileError::NewerVersion));
        let mut nameless = file();
        nameless.contacts.push(ExportedContact::default());
        assert_eq!(
            nameless.plan_import(true).unwrap_err().to_string(),
            "Contact 2: Name is required"
        );
        let mut nameless_item = file();
        nameless_item.lists[0]
            .items
            .push(ExportedWishlistItem::default());
        assert_eq!(
            nameless_item.plan_import(true).unwrap_err().to_string(),
            format!("List 1 item 2: {}", messages::ITEM_NAME_REQUIRED)
        );
        let mut unseen = file();
        unseen.lists[0].visibility = Some("everyone".into());
        assert_eq!(
            unseen.plan_import(true).unwrap_err().to_string(),
            format!("List 1: {}", messages::LIST_VISIBILITY_INVALID)
        );
        let mut orphan = file();
        orphan.dates[0].contact_id = Some(8);
        assert_eq!(
            orphan.plan_import(true).unwrap_err().to_string(),
            "Date 1: Contact not found"
        );
        let mut twice = file();
        twice.contacts.push(twice.contacts[0].clone());
        assert!(twice.plan_import(true).is_err());
    }

    fn today() -> NaiveDate {
        "2026-11-29".parse().unwrap()
    }

    #[test]
    fn profile_rules() {
        let ok = ProfileDraft {
            first_name: Some("  Ada ".into()),
            last_name: Some(String::new()),
            profile_image_url: Some("https://example.com/a.png".into()),
            time_zone: Some("Europe/London".into()),
            birthday: Some(" 1990-04-21 ".into()),
        }
        .validate(today())
        .unwrap();
        assert_eq!(ok.birthday, "1990-04-21".parse().ok());
        assert_eq!(ok.first_name.as_deref(), Some("Ada"));
        assert_eq!(ok.last_name, None);
        assert_eq!(
            ok.chosen_time_zone.map(TimeZone::name),
            Some("Europe/London")
        );
        let bad = ProfileDraft {
            first_name: Some("a".repeat(101)),
            last_name: None,
            profile_image_url: Some("http://example.com/a.png".into()),
            time_zone: Some("CEST".into()),
            birthday: Some("2027-01-01".into()),
        }
        .validate(today())
        .unwrap_err();
        assert_eq!(bad.fields["birthday"], messages::BIRTHDAY_INVALID);
        for wrong in ["21/04/1990", "1850-01-01", "soon"] {
            let error = ProfileDraft {
                birthday: Some(wrong.into()),
                ..ProfileDraft::default()
            }
            .validate(today())
            .unwrap_err();
            assert_eq!(
                error.fields["birthday"],
                messages::BIRTHDAY_INVALID,
                "{wrong}"
            );
        }
        assert_eq!(bad.message, messages::FIRST_NAME_TOO_LONG);
        assert_eq!(bad.fields["profileImageUrl"], messages::PHOTO_URL_INVALID);
        assert_eq!(bad.fields["timeZone"], messages::INVALID_TIME_ZONE);
    }

    #[test]
    fn settings_rules() {
        let current = AccountSettings::default();
        let email = SettingsDraft {
            reminder_delivery: Some("email".into()),
            ..Default::default()
        };
        assert_eq!(
            email
                .clone()
                .validate_over(current, false)
                .unwrap_err()
                .message,
            messages::EMAIL_REMINDERS_UNAVAILABLE
        );
        assert_eq!(
            email
                .validate_over(current, true)
                .unwrap()
                .reminder_delivery,
            ReminderDelivery::Email
        );
        let days = SettingsDraft {
            reminder_days: Some(366),
            ..Default::default()
        };
        assert_eq!(
            days.validate_over(current, true).unwrap_err().fields["reminderDays"],
            messages::REMINDER_DAYS_RANGE
        );
        assert_eq!(current.digest, crate::digest::DigestSchedule::default());
        assert!(current.nudges);
        let digest = SettingsDraft {
            digest: Some("daily".into()),
            digest_hour: Some(19),
            nudges: Some(false),
            country: Some("GB".into()),
            ..Default::default()
        }
        .validate_over(current, true)
        .unwrap();
        assert_eq!(digest.digest.frequency, DigestFrequency::Daily);
        assert_eq!(digest.digest.day, DigestDay::Monday, "kept");
        assert_eq!(digest.digest.hour, 19);
        assert!(!digest.nudges);
        assert_eq!(digest.country, Some(Country::Gb));
        let bad = SettingsDraft {
            digest: Some("hourly".into()),
            digest_day: Some("someday".into()),
            digest_hour: Some(24),
            country: Some("ZZ".into()),
            ..Default::default()
        }
        .validate_over(current, true)
        .unwrap_err();
        assert_eq!(bad.fields["digest"], messages::DIGEST_INVALID);
        assert_eq!(bad.fields["digestDay"], messages::DIGEST_DAY_INVALID);
        assert_eq!(bad.fields["digestHour"], messages::DIGEST_HOUR_RANGE);
        assert_eq!(bad.fields["country"], messages::COUNTRY_INVALID);
    }

    #[test]
    fn deletion_is_confirmed_by_the_email_in_any_case() {
        let mut user = User {
            id: crate::ids::UserId(1),
            issuer: "dev".into(),
            subject: "ada".into(),
            email: Some("ada@example.com".into()),
            first_name: None,
            last_name: None,
            profile_image_url: None,
            time_zone: "UTC".into(),
            time_zone_chosen: false,
            birthday: None,
            created_at: NaiveDateTime::default(),
            updated_at: NaiveDateTime::default(),
        };
        assert!(deletion_confirmed(&user, " ADA@example.com "));
        assert!(!deletion_confirmed(&user, "ada@example.org"));
        assert!(!deletion_confirmed(&user, ""));
        user.email = None;
        assert!(deletion_confirmed(&user, "Delete my account"));
    }
}
