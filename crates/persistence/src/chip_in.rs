//! Shared purchases and pledges, givers' notes and questions about items
//! (issue 45). A shared purchase's claim is a row of `claims` like any
//! other; [`chip_ins_of_claims`] puts each group claim's shared purchase on
//! it as the claims are read.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::chip_in::{ChipIn, Pledge};
use domain::claim::Giver;
use domain::group_list::PersonName;
use domain::ids::{
    ChipInId, ClaimId, GiverNoteId, ItemId, ItemQuestionId, ListId, PledgeId, UserId,
};
use domain::item_talk::{GiverNote, ItemQuestion};
use domain::money::Money;
use domain::ports::{ChipInStore, GuestPledge, ItemTalkStore, NewGiver, StoreError};

use crate::schema::{chip_ins, claims, giver_notes, item_questions, items, pledges, users};
use crate::{DbConnection, DbError, Store};

/// The stand-in token a group claim carries (a claim holds a giver or a
/// token hash): one per item, as an item has one shared purchase; no
/// token hashes to it, so no guest can undo it.
pub(crate) fn group_claim_token(item: ItemId) -> String {
    format!("chip-in-item-{}", item.0)
}

type ChipInRow = (
    i64,
    i64,
    i64,
    i64,
    i64,
    String,
    Option<NaiveDateTime>,
    NaiveDateTime,
);
type NameColumns = (Option<String>, Option<String>, Option<String>);
type PledgeRow = (
    i64,
    i64,
    Option<i64>,
    Option<String>,
    Option<String>,
    Option<i64>,
    Option<NaiveDateTime>,
    NaiveDateTime,
);

fn user_giver(id: i64, (first_name, last_name, email): NameColumns) -> Giver {
    Giver::User {
        id: UserId(id),
        name: PersonName {
            first_name,
            last_name,
            email,
        },
    }
}

/// The shared purchases whose chip-in ids are `ids`, keyed by their claim.
fn load_chip_ins(conn: &mut DbConnection, filter: ChipInFilter) -> Result<Vec<ChipIn>, DbError> {
    let query = chip_ins::table
        .inner_join(users::table.on(users::id.eq(chip_ins::organiser_id)))
        .select((
            (
                chip_ins::id,
                chip_ins::item_id,
                chip_ins::claim_id,
                chip_ins::organiser_id,
                chip_ins::target_cents,
                chip_ins::currency,
                chip_ins::bought_at,
                chip_ins::created_at,
            ),
            (users::first_name, users::last_name, users::email),
        ))
        .into_boxed();
    let query = match &filter {
        ChipInFilter::Claims(ids) => query.filter(chip_ins::claim_id.eq_any(ids)),
        ChipInFilter::Item(item) => query.filter(chip_ins::item_id.eq(item.0)),
    };
    let rows: Vec<(ChipInRow, NameColumns)> = query.order(chip_ins::id.asc()).load(conn)?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = rows.iter().map(|(row, _)| row.0).collect();
    let pledge_rows: Vec<(PledgeRow, Option<NameColumns>)> = pledges::table
        .left_join(users::table.on(pledges::giver_id.eq(users::id.nullable())))
        .filter(pledges::chip_in_id.eq_any(&ids))
        .order(pledges::id.asc())
        .select((
            (
                pledges::id,
                pledges::chip_in_id,
                pledges::giver_id,
                pledges::guest_name,
                pledges::guest_email,
                pledges::amount_cents,
                pledges::paid_at,
                pledges::created_at,
            ),
            (users::first_name, users::last_name, users::email).nullable(),
        ))
        .load(conn)?;
    let mut by_chip_in: HashMap<i64, Vec<Pledge>> = HashMap::new();
    for ((id, chip_in, giver_id, guest_name, guest_email, amount, paid_at, created_at), name) in
        pledge_rows
    {
        let giver = match giver_id {
            Some(user) => user_giver(user, name.unwrap_or_default()),
            None => Giver::Guest {
                name: guest_name.unwrap_or_else(|| domain::messages::DELETED_GIVER.to_owned()),
                email: guest_email,
            },
        };
        by_chip_in.entry(chip_in).or_default().push(Pledge {
            id: PledgeId(id),
            giver,
            amount_cents: amount,
            paid_at,
            created_at,
        });
    }
    Ok(rows
        .into_iter()
        .map(
            |((id, item, claim, organiser, target, currency, bought_at, created_at), name)| {
                ChipIn {
                    id: ChipInId(id),
                    item: ItemId(item),
                    claim: ClaimId(claim),
                    organiser: user_giver(organiser, name),
                    target: Money {
                        amount_cents: target,
                        currency,
                    },
                    pledges: by_chip_in.remove(&id).unwrap_or_default(),
                    bought_at,
                    created_at,
                }
            },
        )
        .collect())
}

enum ChipInFilter {
    Claims(Vec<i64>),
    Item(ItemId),
}

/// The shared purchases held by any of `claims`, by claim id (one read of
/// each table, none when no claim is a group's).
pub(crate) fn chip_ins_of_claims(
    conn: &mut DbConnection,
    claims: &[i64],
) -> Result<HashMap<i64, ChipIn>, DbError> {
    if claims.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(load_chip_ins(conn, ChipInFilter::Claims(claims.to_vec()))?
        .into_iter()
        .map(|c| (c.claim.0, c))
        .collect())
}

pub fn chip_in_on(conn: &mut DbConnection, item: ItemId) -> Result<Option<ChipIn>, DbError> {
    Ok(load_chip_ins(conn, ChipInFilter::Item(item))?.pop())
}

pub fn list_of_item(conn: &mut DbConnection, item: ItemId) -> Result<Option<ListId>, DbError> {
    Ok(items::table
        .find(item.0)
        .select(items::list_id)
        .first::<i64>(conn)
        .optional()?
        .map(ListId))
}

/// A guest's pledge by its undo token's hash, with its item and list.
pub fn guest_pledge(
    conn: &mut DbConnection,
    token_hash: &str,
) -> Result<Option<GuestPledge>, DbError> {
    let found: Option<(i64, i64)> = pledges::table
        .inner_join(chip_ins::table)
        .filter(pledges::guest_token_hash.eq(token_hash))
        .select((pledges::id, chip_ins::item_id))
        .first(conn)
        .optional()?;
    let Some((pledge_id, item)) = found else {
        return Ok(None);
    };
    let Some(chip_in) = chip_in_on(conn, ItemId(item))? else {
        return Ok(None);
    };
    let Some((index, pledge)) = chip_in
        .pledges
        .iter()
        .enumerate()
        .find(|(_, p)| p.id.0 == pledge_id)
    else {
        return Ok(None);
    };
    let share_cents = chip_in.shares().get(index).copied().unwrap_or(0);
    let (item_name, list_title, list_token) = crate::claims::item_on_its_list(conn, ItemId(item))?;
    Ok(Some(GuestPledge {
        pledge: pledge.clone(),
        chip_in: chip_in.id,
        item: ItemId(item),
        item_name,
        list_title,
        list_token,
        share_cents,
        currency: chip_in.target.currency.clone(),
        bought: chip_in.is_bought(),
    }))
}

/// Ends the shared purchases `organiser` has not bought yet, freeing their
/// units (their account goes): deleting each claim takes its pledges.
pub fn end_chip_ins_organised_by(
    conn: &mut DbConnection,
    organiser: UserId,
) -> Result<usize, DbError> {
    let open = chip_ins::table
        .filter(chip_ins::organiser_id.eq(organiser.0))
        .filter(chip_ins::bought_at.is_null())
        .select(chip_ins::claim_id);
    Ok(diesel::delete(claims::table.filter(claims::id.eq_any(open))).execute(conn)?)
}

impl ChipInStore for Store {
    fn list_of_item(&mut self, item: ItemId) -> Result<Option<ListId>, StoreError> {
        Ok(list_of_item(self, item)?)
    }

    fn chip_in_on(&mut self, item: ItemId) -> Result<Option<ChipIn>, StoreError> {
        Ok(chip_in_on(self, item)?)
    }

    fn insert_chip_in(
        &mut self,
        item: ItemId,
        claim: ClaimId,
        organiser: UserId,
        target: &Money,
    ) -> Result<ChipInId, StoreError> {
        let at = self.stamp();
        let id: i64 = diesel::insert_into(chip_ins::table)
            .values((
                chip_ins::item_id.eq(item.0),
                chip_ins::claim_id.eq(claim.0),
                chip_ins::organiser_id.eq(organiser.0),
                chip_ins::target_cents.eq(target.amount_cents),
                chip_ins::currency.eq(&target.currency),
                chip_ins::created_at.eq(at),
            ))
            .returning(chip_ins::id)
            .get_result(self.connection())
            .map_err(DbError::from)?;
        Ok(ChipInId(id))
    }

    fn update_chip_in_target(&mut self, id: ChipInId, target: &Money) -> Result<(), StoreError> {
        diesel::update(chip_ins::table.find(id.0))
            .set((
                chip_ins::target_cents.eq(target.amount_cents),
                chip_ins::currency.eq(&target.currency),
            ))
            .execute(self.connection())
            .map_err(DbError::from)?;
        Ok(())
    }

    fn mark_chip_in_bought(&mut self, id: ChipInId, at: NaiveDateTime) -> Result<(), StoreError> {
        diesel::update(chip_ins::table.find(id.0))
            .set(chip_ins::bought_at.eq(Some(crate::stamp(at.and_utc()))))
            .execute(self.connection())
            .map_err(DbError::from)?;
        Ok(())
    }

    fn insert_pledge(
        &mut self,
        chip_in: ChipInId,
        giver: &NewGiver,
        amount_cents: Option<i64>,
    ) -> Result<PledgeId, StoreError> {
        let at = self.stamp();
        let (giver_id, guest_name, guest_email, token_hash) = match giver {
            NewGiver::User(id) => (Some(id.0), None, None, None),
            NewGiver::Guest {
                name,
                email,
                token_hash,
            } => (
                None,
                Some(name.as_str()),
                email.as_deref(),
                Some(token_hash.as_str()),
            ),
            NewGiver::Group => {
                return Err(StoreError::Failed("a group does not pledge".to_owned()))
            }
        };
        let id: i64 = diesel::insert_into(pledges::table)
            .values((
                pledges::chip_in_id.eq(chip_in.0),
                pledges::giver_id.eq(giver_id),
                pledges::guest_name.eq(guest_name),
                pledges::guest_email.eq(guest_email),
                pledges::guest_token_hash.eq(token_hash),
                pledges::amount_cents.eq(amount_cents),
                pledges::created_at.eq(at),
            ))
            .returning(pledges::id)
            .get_result(self.connection())
            .map_err(DbError::from)?;
        Ok(PledgeId(id))
    }

    fn update_pledge_amount(
        &mut self,
        id: PledgeId,
        amount_cents: Option<i64>,
    ) -> Result<(), StoreError> {
        diesel::update(pledges::table.find(id.0))
            .set(pledges::amount_cents.eq(amount_cents))
            .execute(self.connection())
            .map_err(DbError::from)?;
        Ok(())
    }

    fn set_pledge_paid(
        &mut self,
        id: PledgeId,
        at: Option<NaiveDateTime>,
    ) -> Result<(), StoreError> {
        diesel::update(pledges::table.find(id.0))
            .set(pledges::paid_at.eq(at.map(|at| crate::stamp(at.and_utc()))))
            .execute(self.connection())
            .map_err(DbError::from)?;
        Ok(())
    }

    fn delete_pledge(&mut self, id: PledgeId) -> Result<bool, StoreError> {
        let deleted = diesel::delete(pledges::table.find(id.0))
            .execute(self.connection())
            .map_err(DbError::from)?;
        Ok(deleted > 0)
    }

    fn guest_pledge(&mut self, token_hash: &str) -> Result<Option<GuestPledge>, StoreError> {
        Ok(guest_pledge(self, token_hash)?)
    }
}

type NoteRow = (i64, i64, i64, String, NaiveDateTime, NameColumns);
type QuestionRow = (
    i64,
    i64,
    Option<i64>,
    String,
    Option<String>,
    NaiveDateTime,
    Option<NaiveDateTime>,
);

fn note((id, item, author, body, created_at, name): NoteRow) -> GiverNote {
    let (first_name, last_name, email) = name;
    GiverNote {
        id: GiverNoteId(id),
        item: ItemId(item),
        author: Some((
            UserId(author),
            PersonName {
                first_name,
                last_name,
                email,
            },
        )),
        body,
        created_at,
    }
}

fn question(
    (id, item, asker, question, answer, asked_at, answered_at): QuestionRow,
) -> ItemQuestion {
    ItemQuestion {
        id: ItemQuestionId(id),
        item: ItemId(item),
        asker: asker.map(UserId),
        question,
        answer,
        asked_at,
        answered_at,
    }
}

macro_rules! notes_with_authors {
    () => {
        giver_notes::table
            .inner_join(users::table.on(users::id.eq(giver_notes::author_id)))
            .select((
                giver_notes::id,
                giver_notes::item_id,
                giver_notes::author_id,
                giver_notes::body,
                giver_notes::created_at,
                (users::first_name, users::last_name, users::email),
            ))
    };
}

macro_rules! question_columns {
    () => {
        (
            item_questions::id,
            item_questions::item_id,
            item_questions::asker_id,
            item_questions::question,
            item_questions::answer,
            item_questions::asked_at,
            item_questions::answered_at,
        )
    };
}

impl ItemTalkStore for Store {
    fn notes_on(&mut self, item: ItemId) -> Result<Vec<GiverNote>, StoreError> {
        let rows: Vec<NoteRow> = notes_with_authors!()
            .filter(giver_notes::item_id.eq(item.0))
            .order(giver_notes::id.asc())
            .load(self.connection())
            .map_err(DbError::from)?;
        Ok(rows.into_iter().map(note).collect())
    }

    fn insert_note(
        &mut self,
        item: ItemId,
        author: UserId,
        body: &str,
    ) -> Result<GiverNote, StoreError> {
        let at = self.stamp();
        let id: i64 = diesel::insert_into(giver_notes::table)
            .values((
                giver_notes::item_id.eq(item.0),
                giver_notes::author_id.eq(author.0),
                giver_notes::body.eq(body),
                giver_notes::created_at.eq(at),
            ))
            .returning(giver_notes::id)
            .get_result(self.connection())
            .map_err(DbError::from)?;
        let row: NoteRow = notes_with_authors!()
            .filter(giver_notes::id.eq(id))
            .first(self.connection())
            .map_err(DbError::from)?;
        Ok(note(row))
    }

    fn delete_note(
        &mut self,
        item: ItemId,
        id: GiverNoteId,
        author: UserId,
    ) -> Result<bool, StoreError> {
        let deleted = diesel::delete(
            giver_notes::table
                .filter(giver_notes::id.eq(id.0))
                .filter(giver_notes::item_id.eq(item.0))
                .filter(giver_notes::author_id.eq(author.0)),
        )
        .execute(self.connection())
        .map_err(DbError::from)?;
        Ok(deleted > 0)
    }

    fn questions_on(&mut self, items: &[ItemId]) -> Result<Vec<ItemQuestion>, StoreError> {
        if items.is_empty() {
            return Ok(Vec::new());
        }
        let ids: Vec<i64> = items.iter().map(|i| i.0).collect();
        let rows: Vec<QuestionRow> = item_questions::table
            .filter(item_questions::item_id.eq_any(&ids))
            .order(item_questions::id.asc())
            .select(question_columns!())
            .load(self.connection())
            .map_err(DbError::from)?;
        Ok(rows.into_iter().map(question).collect())
    }

    fn question(&mut self, id: ItemQuestionId) -> Result<Option<ItemQuestion>, StoreError> {
        let row: Option<QuestionRow> = item_questions::table
            .find(id.0)
            .select(question_columns!())
            .first(self.connection())
            .optional()
            .map_err(DbError::from)?;
        Ok(row.map(question))
    }

    fn insert_question(
        &mut self,
        item: ItemId,
        asker: UserId,
        text: &str,
    ) -> Result<ItemQuestion, StoreError> {
        let at = self.stamp();
        let id: i64 = diesel::insert_into(item_questions::table)
            .values((
                item_questions::item_id.eq(item.0),
                item_questions::asker_id.eq(asker.0),
                item_questions::question.eq(text),
                item_questions::asked_at.eq(at),
            ))
            .returning(item_questions::id)
            .get_result(self.connection())
            .map_err(DbError::from)?;
        ItemTalkStore::question(self, ItemQuestionId(id))?
            .ok_or_else(|| StoreError::Failed("the question just asked is gone".to_owned()))
    }

    fn answer_question(
        &mut self,
        id: ItemQuestionId,
        by: UserId,
        answer: &str,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        diesel::update(item_questions::table.find(id.0))
            .set((
                item_questions::answer.eq(answer),
                item_questions::answered_by.eq(by.0),
                item_questions::answered_at.eq(crate::stamp(at.and_utc())),
            ))
            .execute(self.connection())
            .map_err(DbError::from)?;
        Ok(())
    }
}
