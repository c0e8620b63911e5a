//! The in-memory stores of shared purchases and their pledges, and of the
//! givers' notes and questions about items (issue 45). A shared purchase's
//! unit is a claim like any other (`claims`, marked a group's); deleting
//! that claim drops the shared purchase and its pledges, as the database
//! cascades.

use super::*;

use domain::chip_in::{ChipIn, Pledge};
use domain::claim::Giver;
use domain::group_list::personal_list_title;
use domain::ids::{ChipInId, ClaimId, GiverNoteId, ItemQuestionId, PledgeId};
use domain::item_talk::{GiverNote, ItemQuestion};
use domain::money::Money;
use domain::ports::{ChipInStore, GuestPledge, ItemTalkStore, NewGiver};

/// A shared purchase as stored (its pledges are in `pledges`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredChipIn {
    pub item: ItemId,
    pub claim: ClaimId,
    pub organiser: UserId,
    pub target: Money,
    pub bought_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

/// Who pledged, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PledgeGiver {
    User(UserId),
    Guest {
        name: String,
        email: Option<String>,
        token_hash: String,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPledge {
    pub chip_in: ChipInId,
    pub giver: PledgeGiver,
    pub amount_cents: Option<i64>,
    pub paid_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

/// A givers' note as stored (its author's name is read when it is).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredNote {
    pub item: ItemId,
    pub author: UserId,
    pub body: String,
    pub created_at: NaiveDateTime,
}

/// A question as stored, with who answered it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredQuestion {
    pub question: ItemQuestion,
    pub answered_by: Option<UserId>,
}

impl InMemoryStore {
    /// The item's shared purchase, with its pledges (oldest first) and the
    /// givers' current names.
    pub fn chip_in_of_item(&self, item: ItemId) -> Option<ChipIn> {
        let (id, _) = self.state.chip_ins.iter().find(|(_, c)| c.item == item)?;
        self.chip_in(*id)
    }

    /// The shared purchase `id` as the stores read it.
    pub(super) fn chip_in(&self, id: ChipInId) -> Option<ChipIn> {
        let stored = self.state.chip_ins.get(&id)?;
        let pledges = self
            .state
            .pledges
            .iter()
            .filter(|(_, p)| p.chip_in == id)
            .map(|(pledge_id, p)| Pledge {
                id: *pledge_id,
                giver: match &p.giver {
                    PledgeGiver::User(user) => Giver::User {
                        id: *user,
                        name: self.person(*user),
                    },
                    PledgeGiver::Guest { name, email, .. } => Giver::Guest {
                        name: name.clone(),
                        email: email.clone(),
                    },
                },
                amount_cents: p.amount_cents,
                paid_at: p.paid_at,
                created_at: p.created_at,
            })
            .collect();
        Some(ChipIn {
            id,
            item: stored.item,
            claim: stored.claim,
            organiser: Giver::User {
                id: stored.organiser,
                name: self.person(stored.organiser),
            },
            target: stored.target.clone(),
            pledges,
            bought_at: stored.bought_at,
            created_at: stored.created_at,
        })
    }

    /// Drops the shared purchase a deleted claim held, with its pledges.
    pub(super) fn drop_chip_in_of_claim(&mut self, claim: ClaimId) {
        let gone: Vec<ChipInId> = self
            .state
            .chip_ins
            .iter()
            .filter(|(_, c)| c.claim == claim)
            .map(|(id, _)| *id)
            .collect();
        self.state.chip_ins.retain(|id, _| !gone.contains(id));
        self.state.pledges.retain(|_, p| !gone.contains(&p.chip_in));
    }

    /// The item's name, its list's title and public token, whatever list
    /// holds it.
    fn item_place(&self, item: ItemId) -> Option<(String, String, Option<String>)> {
        if let Some(found) = self.state.group_items.get(&item) {
            let list = self.state.group_lists.get(&found.list_id)?;
            return Some((
                found.input.name.clone(),
                list.input.name.clone(),
                list.public_token.clone(),
            ));
        }
        let found = self.state.items.get(&item)?;
        let owner = PersonName {
            first_name: self
                .state
                .users
                .get(&found.owner_id)
                .and_then(|u| u.first_name.clone()),
            ..Default::default()
        };
        let (title, token) = match self.state.own_lists.get(&found.list_id) {
            Some(list) => (list.input.name.clone(), list.public_token.clone()),
            None => (
                personal_list_title(&owner.first_only()),
                self.state.public_tokens.get(&found.owner_id).cloned(),
            ),
        };
        Some((found.input.name.clone(), title, token))
    }
}

impl ChipInStore for InMemoryStore {
    fn list_of_item(&mut self, item: ItemId) -> Result<Option<ListId>, StoreError> {
        self.call("list_of_item")?;
        Ok(self
            .state
            .group_items
            .get(&item)
            .or_else(|| self.state.items.get(&item))
            .map(|i| i.list_id))
    }

    fn chip_in_on(&mut self, item: ItemId) -> Result<Option<ChipIn>, StoreError> {
        self.call("chip_in_on")?;
        Ok(self.chip_in_of_item(item))
    }

    fn insert_chip_in(
        &mut self,
        item: ItemId,
        claim: ClaimId,
        organiser: UserId,
        target: &Money,
    ) -> Result<ChipInId, StoreError> {
        self.call("insert_chip_in")?;
        if self.state.chip_ins.values().any(|c| c.item == item) {
            // The database keeps one shared purchase to an item.
            return Err(StoreError::Failed("an item has one shared purchase".into()));
        }
        let id = ChipInId(self.state.next_id());
        self.state.chip_ins.insert(
            id,
            StoredChipIn {
                item,
                claim,
                organiser,
                target: target.clone(),
                bought_at: None,
                created_at: self.now,
            },
        );
        Ok(id)
    }

    fn update_chip_in_target(&mut self, id: ChipInId, target: &Money) -> Result<(), StoreError> {
        self.call("update_chip_in_target")?;
        if let Some(stored) = self.state.chip_ins.get_mut(&id) {
            stored.target = target.clone();
        }
        Ok(())
    }

    fn mark_chip_in_bought(&mut self, id: ChipInId, at: NaiveDateTime) -> Result<(), StoreError> {
        self.call("mark_chip_in_bought")?;
        if let Some(stored) = self.state.chip_ins.get_mut(&id) {
            stored.bought_at = Some(at);
        }
        Ok(())
    }

    fn insert_pledge(
        &mut self,
        chip_in: ChipInId,
        giver: &NewGiver,
        amount_cents: Option<i64>,
    ) -> Result<PledgeId, StoreError> {
        self.call("insert_pledge")?;
        let giver = match giver {
            NewGiver::User(user) => PledgeGiver::User(*user),
            NewGiver::Guest {
                name,
                email,
                token_hash,
            } => PledgeGiver::Guest {
                name: name.clone(),
                email: email.clone(),
                token_hash: token_hash.clone(),
            },
            NewGiver::Group => return Err(StoreError::Failed("a group does not pledge".into())),
        };
        let id = PledgeId(self.state.next_id());
        self.state.pledges.insert(
            id,
            StoredPledge {
                chip_in,
                giver,
                amount_cents,
                paid_at: None,
                created_at: self.now,
            },
        );
        Ok(id)
    }

    fn update_pledge_amount(
        &mut self,
        id: PledgeId,
        amount_cents: Option<i64>,
    ) -> Result<(), StoreError> {
        self.call("update_pledge_amount")?;
        if let Some(pledge) = self.state.pledges.get_mut(&id) {
            pledge.amount_cents = amount_cents;
        }
        Ok(())
    }

    fn set_pledge_paid(
        &mut self,
        id: PledgeId,
        at: Option<NaiveDateTime>,
    ) -> Result<(), StoreError> {
        self.call("set_pledge_paid")?;
        if let Some(pledge) = self.state.pledges.get_mut(&id) {
            pledge.paid_at = at;
        }
        Ok(())
    }

    fn delete_pledge(&mut self, id: PledgeId) -> Result<bool, StoreError> {
        self.call("delete_pledge")?;
        Ok(self.state.pledges.remove(&id).is_some())
    }

    fn guest_pledge(&mut self, token_hash: &str) -> Result<Option<GuestPledge>, StoreError> {
        self.call("guest_pledge")?;
        let Some((pledge_id, chip_in_id)) = self.state.pledges.iter().find_map(|(id, p)| {
            matches!(&p.giver, PledgeGiver::Guest { token_hash: hash, .. } if hash == token_hash)
                .then_some((*id, p.chip_in))
        }) else {
            return Ok(None);
        };
        let Some(chip_in) = self.chip_in(chip_in_id) else {
            return Ok(None);
        };
        let Some(index) = chip_in.pledges.iter().position(|p| p.id == pledge_id) else {
            return Ok(None);
        };
        let Some((item_name, list_title, list_token)) = self.item_place(chip_in.item) else {
            return Ok(None);
        };
        Ok(Some(GuestPledge {
            pledge: chip_in.pledges[index].clone(),
            chip_in: chip_in.id,
            item: chip_in.item,
            item_name,
            list_title,
            list_token,
            share_cents: chip_in.shares()[index],
            currency: chip_in.target.currency.clone(),
            bought: chip_in.is_bought(),
        }))
    }
}

impl ItemTalkStore for InMemoryStore {
    fn notes_on(&mut self, item: ItemId) -> Result<Vec<GiverNote>, StoreError> {
        self.call("notes_on")?;
        Ok(self
            .state
            .giver_notes
            .iter()
            .filter(|(_, n)| n.item == item)
            .map(|(id, n)| GiverNote {
                id: *id,
                item: n.item,
                author: Some((n.author, self.person(n.author))),
                body: n.body.clone(),
                created_at: n.created_at,
            })
            .collect())
    }

    fn insert_note(
        &mut self,
        item: ItemId,
        author: UserId,
        body: &str,
    ) -> Result<GiverNote, StoreError> {
        self.call("insert_note")?;
        let id = GiverNoteId(self.state.next_id());
        self.state.giver_notes.insert(
            id,
            StoredNote {
                item,
                author,
                body: body.to_owned(),
                created_at: self.now,
            },
        );
        Ok(GiverNote {
            id,
            item,
            author: Some((author, self.person(author))),
            body: body.to_owned(),
            created_at: self.now,
        })
    }

    fn delete_note(
        &mut self,
        item: ItemId,
        id: GiverNoteId,
        author: UserId,
    ) -> Result<bool, StoreError> {
        self.call("delete_note")?;
        let theirs = self
            .state
            .giver_notes
            .get(&id)
            .is_some_and(|n| n.item == item && n.author == author);
        if theirs {
            self.state.giver_notes.remove(&id);
        }
        Ok(theirs)
    }

    fn questions_on(&mut self, items: &[ItemId]) -> Result<Vec<ItemQuestion>, StoreError> {
        self.call("questions_on")?;
        Ok(self
            .state
            .item_questions
            .values()
            .filter(|q| items.contains(&q.question.item))
            .map(|q| q.question.clone())
            .collect())
    }

    fn question(&mut self, id: ItemQuestionId) -> Result<Option<ItemQuestion>, StoreError> {
        self.call("question")?;
        Ok(self
            .state
            .item_questions
            .get(&id)
            .map(|q| q.question.clone()))
    }

    fn insert_question(
        &mut self,
        item: ItemId,
        asker: UserId,
        question: &str,
    ) -> Result<ItemQuestion, StoreError> {
        self.call("insert_question")?;
        let id = ItemQuestionId(self.state.next_id());
        let question = ItemQuestion {
            id,
            item,
            asker: Some(asker),
            question: question.to_owned(),
            answer: None,
            asked_at: self.now,
            answered_at: None,
        };
        self.state.item_questions.insert(
            id,
            StoredQuestion {
                question: question.clone(),
                answered_by: None,
            },
        );
        Ok(question)
    }

    fn answer_question(
        &mut self,
        id: ItemQuestionId,
        by: UserId,
        answer: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        self.call("answer_question")?;
        if let Some(stored) = self.state.item_questions.get_mut(&id) {
            stored.question.answer = Some(answer.to_owned());
            stored.question.answered_at = Some(at);
            stored.answered_by = Some(by);
        }
        Ok(())
    }
}
