//! Shared purchases and their pledges, givers' notes and questions about
//! items (issue 45).

use chrono::NaiveDateTime;

use super::{NewGiver, StoreError};
use crate::chip_in::{ChipIn, Pledge};
use crate::ids::{ChipInId, GiverNoteId, ItemId, ItemQuestionId, ListId, PledgeId, UserId};
use crate::item_talk::{GiverNote, ItemQuestion};
use crate::money::Money;

/// A guest's pledge by its undo token, with what it is for (the undo page
/// shows it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuestPledge {
    pub pledge: Pledge,
    pub chip_in: ChipInId,
    pub item: ItemId,
    pub item_name: String,
    /// A group list's name, or "{first name}'s wishlist".
    pub list_title: String,
    /// The list's public token while it is public.
    pub list_token: Option<String>,
    /// Its share of the target, and the target's currency.
    pub share_cents: i64,
    pub currency: String,
    /// The organiser bought the gift.
    pub bought: bool,
}

/// Shared purchases. Their claim is a claim like any other
/// ([`super::ClaimStore`], a [`NewGiver::Group`]): deleting it ends the
/// shared purchase and its pledges.
pub trait ChipInStore {
    /// The list an item is on (`None`: no such item).
    fn list_of_item(&mut self, item: ItemId) -> Result<Option<ListId>, StoreError>;
    /// The shared purchase of an item, with its pledges.
    fn chip_in_on(&mut self, item: ItemId) -> Result<Option<ChipIn>, StoreError>;
    fn insert_chip_in(
        &mut self,
        item: ItemId,
        claim: crate::ids::ClaimId,
        organiser: UserId,
        target: &Money,
    ) -> Result<ChipInId, StoreError>;
    fn update_chip_in_target(&mut self, id: ChipInId, target: &Money) -> Result<(), StoreError>;
    fn mark_chip_in_bought(&mut self, id: ChipInId, at: NaiveDateTime) -> Result<(), StoreError>;
    fn insert_pledge(
        &mut self,
        chip_in: ChipInId,
        giver: &NewGiver,
        amount_cents: Option<i64>,
    ) -> Result<PledgeId, StoreError>;
    fn update_pledge_amount(
        &mut self,
        id: PledgeId,
        amount_cents: Option<i64>,
    ) -> Result<(), StoreError>;
    fn set_pledge_paid(
        &mut self,
        id: PledgeId,
        at: Option<NaiveDateTime>,
    ) -> Result<(), StoreError>;
    fn delete_pledge(&mut self, id: PledgeId) -> Result<bool, StoreError>;
    /// A guest's pledge by the hash of its undo token.
    fn guest_pledge(&mut self, token_hash: &str) -> Result<Option<GuestPledge>, StoreError>;
}

/// Givers' notes and questions about items.
pub trait ItemTalkStore {
    /// The notes on an item, oldest first.
    fn notes_on(&mut self, item: ItemId) -> Result<Vec<GiverNote>, StoreError>;
    fn insert_note(
        &mut self,
        item: ItemId,
        author: UserId,
        body: &str,
    ) -> Result<GiverNote, StoreError>;
    /// Deletes `author`'s note on the item; false when there is none.
    fn delete_note(
        &mut self,
        item: ItemId,
        id: GiverNoteId,
        author: UserId,
    ) -> Result<bool, StoreError>;
    /// The questions about each of `items`, oldest first.
    fn questions_on(&mut self, items: &[ItemId]) -> Result<Vec<ItemQuestion>, StoreError>;
    fn question(&mut self, id: ItemQuestionId) -> Result<Option<ItemQuestion>, StoreError>;
    fn insert_question(
        &mut self,
        item: ItemId,
        asker: UserId,
        question: &str,
    ) -> Result<ItemQuestion, StoreError>;
    fn answer_question(
        &mut self,
        id: ItemQuestionId,
        by: UserId,
        answer: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError>;
}
