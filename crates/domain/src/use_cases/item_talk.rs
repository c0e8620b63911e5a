//! Givers' notes on an item, and questions to its recipient (issue 45).
//! Only its givers reach the notes ([`item_as_giver`]); a question reaches
//! its answerers ([`GivenItem::answerers`]) without its asker, and its
//! answer reaches the givers.

use crate::group_list::Recipient;
use crate::ids::{GiverNoteId, ItemId, ItemQuestionId, ListId, UserId};
use crate::item::Item;
use crate::item_talk::{note_body, GiverNote, ItemQuestion};
use crate::messages;
use crate::notification::{Notice, Said};
use crate::use_cases::giving::{
    givers_of, item_as_answerer, item_as_giver, GivenItem, GivingError, GivingStores,
};

/// The notes on an item, for one of its givers.
pub fn notes<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<Vec<GiverNote>, GivingError> {
    item_as_giver(store, me, item)?;
    Ok(store.notes_on(item)?)
}

/// A giver leaves a note; the other givers are told (never a recipient).
pub fn add_note<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    body: Option<String>,
) -> Result<GiverNote, GivingError> {
    let body = note_body(body)?;
    store.atomically(|store| {
        let given = open(store, me, item)?;
        let note = store.insert_note(item, me, &body)?;
        let by = note.author_name();
        let notices: Vec<Notice> = givers_of(store, &given, me)?
            .into_iter()
            .map(|user| Notice {
                user_id: user,
                said: Said::GiverNote {
                    item_id: item.0,
                    item: given.item.input.name.clone(),
                    by: by.clone(),
                    count: 1,
                    link: given.link_for(user),
                },
            })
            .collect();
        store.notify(&notices)?;
        Ok(note)
    })
}

/// The item, open to its givers' talk (not after its reveal).
fn open<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<GivenItem, GivingError> {
    let given = item_as_giver(store, me, item)?;
    if given.closed {
        return Err(GivingError::Closed);
    }
    Ok(given)
}

/// A giver deletes a note of theirs.
pub fn delete_note<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    note: GiverNoteId,
) -> Result<(), GivingError> {
    item_as_giver(store, me, item)?;
    if store.delete_note(item, note, me)? {
        Ok(())
    } else {
        Err(GivingError::NotFound)
    }
}

/// The questions about an item, for one of its givers.
pub fn questions<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<Vec<ItemQuestion>, GivingError> {
    item_as_giver(store, me, item)?;
    Ok(store.questions_on(&[item])?)
}

/// A giver asks the item's recipient (or, for someone without an account,
/// their guardians) a question, unnamed. Never on a surprise: asking would
/// give it away.
pub fn ask<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    text: Option<String>,
) -> Result<ItemQuestion, GivingError> {
    let text = crate::exchange::question_body(text)?;
    store.atomically(|store| {
        let given = open(store, me, item)?;
        if given.is_surprise() {
            return Err(GivingError::Conflict(messages::QUESTION_ON_SURPRISE));
        }
        let answerers: Vec<UserId> = given.answerers().into_iter().filter(|a| *a != me).collect();
        if answerers.is_empty() {
            return Err(GivingError::Conflict(messages::QUESTION_NOBODY_TO_ASK));
        }
        let question = store.insert_question(item, me, &text)?;
        let notices: Vec<Notice> = answerers
            .into_iter()
            .map(|user| Notice {
                user_id: user,
                said: Said::ItemQuestion {
                    item_id: item.0,
                    item: given.item.input.name.clone(),
                    count: 1,
                    dependant: given.dependant_name(),
                    link: given.link_for(user),
                },
            })
            .collect();
        store.notify(&notices)?;
        Ok(question)
    })
}

/// A question about an item I answer, with the item (never who asked).
#[derive(Debug, Clone)]
pub struct QuestionToMe {
    /// Its `asker` is always `None`.
    pub question: ItemQuestion,
    pub item_name: String,
    pub list_id: ListId,
    /// The one looked after whose list it is, when I answer as a guardian.
    pub dependant: Option<String>,
}

/// A question as one who answers it reads it: without its asker.
fn unnamed(question: ItemQuestion) -> ItemQuestion {
    ItemQuestion {
        asker: None,
        ..question
    }
}

/// Every question about the items I answer for: my lists' (those I keep,
/// a dependant's as their guardian) and the group items for me, newest
/// first.
pub fn questions_to_me<S: GivingStores>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<QuestionToMe>, GivingError> {
    let mut items: Vec<(Item, Option<String>)> = Vec::new();
    let own = store.all_own_items(me)?;
    let mut dependants = std::collections::HashMap::new();
    for item in own {
        if item.is_surprise_for(me) || item.own_surprise_of().is_some() {
            continue;
        }
        let list = match dependants.get(&item.list_id) {
            Some(found) => found,
            None => {
                let name = store
                    .own_list(item.list_id)?
                    .and_then(|l| l.dependant.map(|d| d.name));
                dependants.entry(item.list_id).or_insert(name)
            }
        };
        let name = list.clone();
        if name.is_some() || item.is_recipient(Some(me)) {
            items.push((item, name));
        }
    }
    for summary in store.group_lists_of(me)? {
        for item in store.group_items(summary.list.id, me)? {
            if item.recipient == Recipient::Member(me) && !item.is_surprise_for(me) {
                items.push((item, None));
            }
        }
    }
    let ids: Vec<ItemId> = items.iter().map(|(i, _)| i.id).collect();
    let mut asked: Vec<QuestionToMe> = store
        .questions_on(&ids)?
        .into_iter()
        .filter_map(|question| {
            let (item, dependant) = items.iter().find(|(i, _)| i.id == question.item)?;
            Some(QuestionToMe {
                item_name: item.input.name.clone(),
                list_id: item.list_id,
                dependant: dependant.clone(),
                question: unnamed(question),
            })
        })
        .collect();
    asked.sort_by_key(|q| std::cmp::Reverse(q.question.asked_at));
    Ok(asked)
}

/// One of the item's answerers answers a question about it (or changes
/// their answer); its asker and the item's other givers are told.
pub fn answer<S: GivingStores>(
    store: &mut S,
    me: UserId,
    id: ItemQuestionId,
    text: Option<String>,
    now: chrono::NaiveDateTime,
) -> Result<QuestionToMe, GivingError> {
    let text = crate::exchange::answer_body(text)?;
    store.atomically(|store| {
        let question = store.question(id)?.ok_or(GivingError::NotFound)?;
        let given = item_as_answerer(store, me, question.item)?;
        store.answer_question(id, me, &text, now)?;
        let mut told = givers_of(store, &given, me)?;
        told.retain(|u| !given.answerers().contains(u));
        let notices: Vec<Notice> = told
            .into_iter()
            .map(|user| Notice {
                user_id: user,
                said: Said::ItemAnswer {
                    item_id: question.item.0,
                    item: given.item.input.name.clone(),
                    link: given.link_for(user),
                },
            })
            .collect();
        store.notify(&notices)?;
        let question = store.question(id)?.ok_or(GivingError::NotFound)?;
        Ok(QuestionToMe {
            item_name: given.item.input.name.clone(),
            list_id: given.item.list_id,
            dependant: given.dependant_name(),
            question: unnamed(question),
        })
    })
}
