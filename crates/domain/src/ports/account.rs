//! The account: its choices, its export, its deletion.

use super::StoreError;
use crate::account::{
    AccountSettings, ExportedClaim, ExportedGroupItem, ExportedPriceWatch, ProfileEdit,
};
use crate::group_list::Recipient;
use crate::ids::{ItemId, ListId, UserId};
use crate::time_zone::TimeZone;
use crate::user::User;

/// The account's own choices, the records only its export reads, and
/// the steps of deleting it.
pub trait AccountStore {
    /// Saves a profile edit: from then on a sign-in refreshes only the email.
    fn edit_profile(&mut self, id: UserId, edit: &ProfileEdit) -> Result<Option<User>, StoreError>;
    fn account_settings(&mut self, id: UserId) -> Result<AccountSettings, StoreError>;
    fn set_account_settings(
        &mut self,
        id: UserId,
        settings: &AccountSettings,
    ) -> Result<(), StoreError>;
    /// Sets a chosen time zone (the browser's reports then leave it).
    fn choose_time_zone(&mut self, id: UserId, zone: TimeZone) -> Result<(), StoreError>;
    /// Sets my own birthday (an import's; the Profile page saves it with the rest).
    fn set_birthday(
        &mut self,
        id: UserId,
        birthday: Option<chrono::NaiveDate>,
    ) -> Result<(), StoreError>;
    /// Items the user added to group lists, oldest first.
    fn group_items_added_by(&mut self, id: UserId) -> Result<Vec<ExportedGroupItem>, StoreError>;
    /// The user's claims on other people's lists, oldest first.
    fn claims_by(&mut self, id: UserId) -> Result<Vec<ExportedClaim>, StoreError>;
    /// The price watches the user set, by item.
    fn price_watches_of(&mut self, id: UserId) -> Result<Vec<ExportedPriceWatch>, StoreError>;
    /// Whether the user keeps no contacts, dates or wishlist items.
    fn holds_nothing(&mut self, id: UserId) -> Result<bool, StoreError>;
    /// The group lists the user created, each with its longest-standing
    /// other member (`None` when the creator is alone).
    fn lists_created_by(&mut self, id: UserId)
        -> Result<Vec<(ListId, Option<UserId>)>, StoreError>;
    /// Makes `to` the list's creator (`from` becomes an ordinary member).
    fn hand_over_list(&mut self, list: ListId, from: UserId, to: UserId) -> Result<(), StoreError>;
    /// Items for `user` are kept for `name`, as the givers knew them.
    fn rename_group_items_for(&mut self, user: UserId, name: &str) -> Result<(), StoreError>;
    /// The items `user` added, each with whom it is for and its list's creator.
    fn group_items_to_pass(
        &mut self,
        user: UserId,
    ) -> Result<Vec<(ItemId, Recipient, UserId)>, StoreError>;
    /// Gives each item its new adder (`None`: "Someone").
    fn set_group_item_adders(
        &mut self,
        adders: &[(ItemId, Option<UserId>)],
    ) -> Result<(), StoreError>;
    /// The user's claims lose their giver: they read as "Someone" and stay.
    fn anonymize_claims(&mut self, giver: UserId) -> Result<u64, StoreError>;
    /// Removes the user and every row left that names them (sessions
    /// included); false when there was no such user.
    fn delete_user(&mut self, id: UserId) -> Result<bool, StoreError>;
}
