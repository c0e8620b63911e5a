//! Lists for those who keep none (issue 40): the people and pets a person
//! looks after, their guardians, their lists, and their growing up (an
//! account of their own: the lists become theirs, the guardians givers).

use chrono::{DateTime, Utc};

use crate::contact::is_valid_email;
use crate::dependant::{Dependant, DependantDraft};
use crate::ids::{DependantId, UserId};
use crate::limits::{MAX_DEPENDANTS, MAX_GUARDIANS, MAX_OWN_LISTS};
use crate::messages;
use crate::notification::{Notice, SHARED_ITEMS_LINK};
use crate::own_list::{OwnList, OwnListDraft, Visibility};
use crate::ports::{
    ClaimStore, DependantStore, FriendStore, ListStore, NotificationStore, StoreError,
    Transactional, UserStore,
};
use crate::special_date::{
    DateType, ReminderDelivery, Schedule, SpecialDateInput, DEFAULT_REMINDER_DAYS,
};
use crate::use_cases::claims::tell_givers;
use crate::use_cases::dates::user_today;
use crate::use_cases::group_lists::check_event_date;
use crate::validation::ValidationError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DependantError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// Not someone I look after (a stranger learns nothing).
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    #[error("{}", messages::DEPENDANTS_LIMIT)]
    TooMany,
    #[error("{}", messages::GUARDIANS_LIMIT)]
    TooManyGuardians,
    #[error("{}", messages::LISTS_LIMIT)]
    TooManyLists,
    /// What only the guardian who added them may do (delete them, take
    /// another guardian off).
    #[error("{}", messages::DEPENDANT_CREATOR_ONLY)]
    CreatorOnly,
    #[error("{}", messages::LAST_GUARDIAN_CANNOT_LEAVE)]
    LastGuardian,
    /// An invite unknown, used or withdrawn.
    #[error("{}", messages::DEPENDANT_INVITE_INVALID)]
    InviteInvalid,
    #[error("{}", messages::DEPENDANT_INVITE_GUARDIAN)]
    InviteToGuardian,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A dependant with their lists, as a guardian sees them.
#[derive(Debug, Clone)]
pub struct DependantSeen {
    pub dependant: Dependant,
    pub lists: Vec<OwnList>,
}

/// Someone `me` looks after (`NotFound` otherwise).
fn guarded<S: DependantStore>(
    store: &mut S,
    me: UserId,
    id: DependantId,
) -> Result<Dependant, DependantError> {
    store
        .dependant(id)?
        .filter(|d| d.is_guarded_by(me))
        .ok_or(DependantError::NotFound)
}

/// Someone `me` knows to be looked after: by `me`, or by one of their
/// friends (whom they may add to an exchange, or keep gifts for). `None`
/// for anyone else, so a stranger's dependant is never told apart from no
/// dependant at all.
pub fn known_dependant<S: DependantStore + FriendStore>(
    store: &mut S,
    me: UserId,
    id: DependantId,
) -> Result<Option<Dependant>, StoreError> {
    match store.dependant(id)? {
        Some(d) if d.is_guarded_by(me) => Ok(Some(d)),
        Some(d) if !store.friends_among(me, &d.guardian_ids())?.is_empty() => Ok(Some(d)),
        _ => Ok(None),
    }
}

fn with_lists<S: DependantStore>(
    store: &mut S,
    dependant: Dependant,
) -> Result<DependantSeen, DependantError> {
    let lists = store.dependant_lists(dependant.id)?;
    Ok(DependantSeen { dependant, lists })
}

/// Those I look after, oldest first, with their lists.
pub fn my_dependants<S: DependantStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<DependantSeen>, DependantError> {
    store
        .dependants_of(me)?
        .into_iter()
        .map(|d| with_lists(store, d))
        .collect()
}

pub fn dependant_seen<S: DependantStore>(
    store: &mut S,
    me: UserId,
    id: DependantId,
) -> Result<DependantSeen, DependantError> {
    let dependant = guarded(store, me, id)?;
    with_lists(store, dependant)
}

/// Their birthday in `guardian`'s dates, as that guardian's today places it.
fn write_birthday<S: DependantStore + UserStore>(
    store: &mut S,
    dependant: &Dependant,
    guardian: UserId,
    now: DateTime<Utc>,
) -> Result<(), StoreError> {
    let Some(birthday) = dependant.input.birthday else {
        return store.set_birthday_date(dependant.id, guardian, None);
    };
    let input = SpecialDateInput {
        title: dependant.birthday_title(),
        date_type: DateType::Birthday,
        date: birthday,
        contact_id: None,
        recurring: true,
        reminder_days: DEFAULT_REMINDER_DAYS,
        reminder_delivery: ReminderDelivery::Dashboard,
        notes: None,
        gift_day: None,
    };
    let today = user_today(store, guardian, now)?;
    store.set_birthday_date(
        dependant.id,
        guardian,
        Some((&input, Schedule::of(&input, today))),
    )
}

/// Someone I now look after, with a first list named after them (shown to
/// the friends of their guardians, never listed) and their birthday in my
/// dates.
pub fn add_dependant<S>(
    store: &mut S,
    me: UserId,
    draft: DependantDraft,
    now: DateTime<Utc>,
) -> Result<DependantSeen, DependantError>
where
    S: DependantStore + UserStore + Transactional,
{
    let today = user_today(store, me, now)?;
    let input = draft.validate_at(None, today)?;
    store.atomically(|store| {
        if store.dependants_of(me)?.len() as u64 >= MAX_DEPENDANTS {
            return Err(DependantError::TooMany);
        }
        let dependant = store.insert_dependant(me, &input)?;
        let first = OwnListDraft {
            fields: crate::group_list::GroupListDraft {
                name: Some(Dependant::first_list_name(&input.name)),
                ..Default::default()
            },
            visibility: Some(Visibility::Friends.as_str().to_owned()),
            registry: None,
        }
        .validate_over(None)?;
        store.insert_dependant_list(dependant.id, me, &first, MAX_OWN_LISTS)?;
        write_birthday(store, &dependant, me, now)?;
        with_lists(store, dependant)
    })
}

/// A guardian changes their name, kind, birthday or photo; every
/// guardian's birthday date follows.
pub fn update_dependant<S>(
    store: &mut S,
    me: UserId,
    id: DependantId,
    draft: DependantDraft,
    now: DateTime<Utc>,
) -> Result<DependantSeen, DependantError>
where
    S: DependantStore + UserStore + Transactional,
{
    let today = user_today(store, me, now)?;
    store.atomically(|store| {
        let current = guarded(store, me, id)?;
        let input = draft.validate_at(Some(&current.input), today)?;
        if input == current.input {
            return with_lists(store, current);
        }
        store.update_dependant(id, &input)?;
        let updated = guarded(store, me, id)?;
        if updated.input.birthday != current.input.birthday
            || updated.input.name != current.input.name
        {
            for guardian in updated.guardian_ids() {
                write_birthday(store, &updated, guardian, now)?;
            }
        }
        with_lists(store, updated)
    })
}

/// Tells the givers who claimed an item on the dependant's lists that it
/// went (they may have bought it).
fn tell_givers_of_lists<S>(store: &mut S, me: UserId, lists: &[OwnList]) -> Result<(), StoreError>
where
    S: ListStore + ClaimStore + NotificationStore,
{
    for list in lists {
        for item in store.own_list_items(list)? {
            tell_givers(store, item.id, me, &item.recipients(), |giver| {
                Notice::claimed_item_changed(giver, &item.input.name, true, SHARED_ITEMS_LINK)
            })?;
        }
    }
    Ok(())
}

/// The guardian who added them deletes them, their lists and items; the
/// givers who claimed something hear that it went.
pub fn delete_dependant<S>(store: &mut S, me: UserId, id: DependantId) -> Result<(), DependantError>
where
    S: DependantStore + ListStore + ClaimStore + NotificationStore + Transactional,
{
    store.atomically(|store| {
        let dependant = guarded(store, me, id)?;
        if dependant.created_by != me {
            return Err(DependantError::CreatorOnly);
        }
        let lists = store.dependant_lists(id)?;
        tell_givers_of_lists(store, me, &lists)?;
        store
            .delete_dependant(id)?
            .then_some(())
            .ok_or(DependantError::NotFound)
    })
}

/// A guardian adds a friend of theirs as a co-guardian: they keep the
/// lists too, see the claims, and have the birthday in their dates.
/// Adding someone who is one already changes nothing.
pub fn add_guardian<S>(
    store: &mut S,
    me: UserId,
    id: DependantId,
    friend: Option<UserId>,
    now: DateTime<Utc>,
) -> Result<DependantSeen, DependantError>
where
    S: DependantStore + UserStore + FriendStore + NotificationStore + Transactional,
{
    let friend =
        friend.ok_or_else(|| ValidationError::field("userId", messages::GUARDIAN_REQUIRED))?;
    store.atomically(|store| {
        let dependant = guarded(store, me, id)?;
        if dependant.is_guarded_by(friend) {
            return with_lists(store, dependant);
        }
        if !store.are_friends(me, friend)? {
            return Err(ValidationError::field("userId", messages::GUARDIAN_FRIENDS_ONLY).into());
        }
        if dependant.guardians.len() as u64 >= MAX_GUARDIANS {
            return Err(DependantError::TooManyGuardians);
        }
        if store.dependants_of(friend)?.len() as u64 >= MAX_DEPENDANTS {
            return Err(DependantError::TooMany);
        }
        store.add_guardian(id, friend)?;
        write_birthday(store, &dependant, friend, now)?;
        let by = dependant
            .guardians
            .iter()
            .find(|g| g.user_id == me)
            .map(|g| g.name.clone())
            .unwrap_or_default();
        store.notify(&[Notice::made_guardian(friend, &dependant.input.name, &by)])?;
        let updated = guarded(store, me, id)?;
        with_lists(store, updated)
    })
}

/// A guardian leaves, or the one who added them takes another guardian
/// off: at once the lists are theirs no more (as a friend of another
/// guardian they may still see those shown to friends, as a giver). The
/// last guardian cannot leave: they delete them instead.
pub fn remove_guardian<S>(
    store: &mut S,
    me: UserId,
    id: DependantId,
    who: UserId,
) -> Result<(), DependantError>
where
    S: DependantStore + Transactional,
{
    store.atomically(|store| {
        let dependant = guarded(store, me, id)?;
        if me != who && me != dependant.created_by {
            return Err(DependantError::CreatorOnly);
        }
        if !dependant.is_guarded_by(who) {
            return Err(DependantError::NotFound);
        }
        let heir = dependant
            .guardian_ids()
            .into_iter()
            .find(|g| *g != who)
            .ok_or(DependantError::LastGuardian)?;
        store
            .remove_guardian(id, who, heir)?
            .then_some(())
            .ok_or(DependantError::NotFound)
    })
}

/// A new list for them (shown to friends unless said; never listed until a
/// guardian lists it).
pub fn add_dependant_list<S>(
    store: &mut S,
    me: UserId,
    id: DependantId,
    mut draft: OwnListDraft,
    today: chrono::NaiveDate,
) -> Result<OwnList, DependantError>
where
    S: DependantStore + Transactional,
{
    if draft.visibility.is_none() {
        draft.visibility = Some(Visibility::Friends.as_str().to_owned());
    }
    let input = draft.validate_over(None)?;
    check_event_date(input.fields.event_date, None, today)?;
    store.atomically(|store| {
        guarded(store, me, id)?;
        store
            .insert_dependant_list(id, me, &input, MAX_OWN_LISTS)?
            .ok_or(DependantError::TooManyLists)
    })
}

/// A guardian invites them to an account of their own, at `email`; the
/// secret's hash is kept (the caller sends the link). A new invite
/// replaces the one before.
pub fn invite_dependant<S>(
    store: &mut S,
    me: UserId,
    id: DependantId,
    email: Option<String>,
    token_hash: &str,
) -> Result<Dependant, DependantError>
where
    S: DependantStore + Transactional,
{
    let email = crate::validation::cleaned(email)
        .filter(|e| is_valid_email(e))
        .ok_or_else(|| ValidationError::field("email", messages::INVALID_EMAIL))?;
    store.atomically(|store| {
        guarded(store, me, id)?;
        store.set_dependant_invite(id, Some((&email, token_hash)))?;
        guarded(store, me, id)
    })
}

/// A guardian withdraws the invite: its link stops working.
pub fn cancel_dependant_invite<S>(
    store: &mut S,
    me: UserId,
    id: DependantId,
) -> Result<(), DependantError>
where
    S: DependantStore + Transactional,
{
    store.atomically(|store| {
        guarded(store, me, id)?;
        Ok(store.set_dependant_invite(id, None)?)
    })
}

/// The invite a link carries, before it is accepted: whom it is for.
pub fn dependant_invite<S: DependantStore>(
    store: &mut S,
    token_hash: &str,
) -> Result<Dependant, DependantError> {
    store
        .dependant_by_invite(token_hash)?
        .ok_or(DependantError::InviteInvalid)
}

/// The invite a link carries as its page shows it: whom it is for, and how
/// many lists would move.
pub fn invite_seen<S: DependantStore>(
    store: &mut S,
    token_hash: &str,
) -> Result<(Dependant, usize), DependantError> {
    let dependant = dependant_invite(store, token_hash)?;
    let lists = store.dependant_lists(dependant.id)?.len();
    Ok((dependant, lists))
}

/// The dependant, signed in as `me`, accepts: their lists become mine and I
/// am the recipient of every item on them (no claim made before is shown
/// to me); the guardians become my friends, and givers. A guardian's own
/// surprise stays theirs and hidden from me.
pub fn accept_dependant_invite<S>(
    store: &mut S,
    me: UserId,
    token_hash: &str,
) -> Result<Vec<OwnList>, DependantError>
where
    S: DependantStore + ListStore + FriendStore + Transactional,
{
    store.atomically(|store| {
        let dependant = dependant_invite(store, token_hash)?;
        if dependant.is_guarded_by(me) {
            return Err(DependantError::InviteToGuardian);
        }
        let lists: Vec<_> = store
            .dependant_lists(dependant.id)?
            .into_iter()
            .map(|l| l.id)
            .collect();
        store.grow_up(dependant.id, me)?;
        for guardian in dependant.guardian_ids() {
            store.befriend(me, guardian)?;
        }
        let mut mine = Vec::with_capacity(lists.len());
        for id in lists {
            mine.extend(store.own_list(id)?);
        }
        Ok(mine)
    })
}

/// The dependants of a friend of mine, each with the lists shown to their
/// guardians' friends (`NotFound` for a stranger: they learn nothing).
pub fn friend_dependants<S>(
    store: &mut S,
    me: UserId,
    friend: UserId,
) -> Result<Vec<DependantSeen>, DependantError>
where
    S: DependantStore + FriendStore,
{
    if friend == me || !store.are_friends(me, friend)? {
        return Err(DependantError::NotFound);
    }
    let mut seen = Vec::new();
    for dependant in store.dependants_of(friend)? {
        let lists: Vec<OwnList> = store
            .dependant_lists(dependant.id)?
            .into_iter()
            .filter(|l| l.visibility == Visibility::Friends)
            .collect();
        seen.push(DependantSeen { dependant, lists });
    }
    Ok(seen)
}

/// Those only I look after: deleting my account deletes them (the warning
/// names them).
pub fn sole_dependants<S: DependantStore>(
    store: &mut S,
    me: UserId,
) -> Result<Vec<Dependant>, StoreError> {
    Ok(store
        .dependants_of(me)?
        .into_iter()
        .filter(|d| d.guardians.len() == 1)
        .collect())
}

/// My account goes: those I look after with others stay with them; those
/// only I look after go with their lists.
pub fn leave_dependants<S>(store: &mut S, me: UserId) -> Result<(), StoreError>
where
    S: DependantStore + ListStore + ClaimStore + NotificationStore,
{
    for dependant in store.dependants_of(me)? {
        match dependant.guardian_ids().into_iter().find(|g| *g != me) {
            Some(heir) => {
                store.remove_guardian(dependant.id, me, heir)?;
            }
            None => {
                let lists = store.dependant_lists(dependant.id)?;
                tell_givers_of_lists(store, me, &lists)?;
                store.delete_dependant(dependant.id)?;
            }
        }
    }
    Ok(())
}
