//! Gift exchanges (Secret Santa, issue 42): organise one, gather people,
//! say who may not give to whom, draw names, see whom one gives to, ask
//! them a question, and reveal the pairs on the day.
//!
//! An exchange someone is not in (as its organiser, a participant, or the
//! guardian of a dependant participant) is `NotFound` for them on every
//! call, never "forbidden": outsiders cannot tell it exists. What only
//! the organiser may do is `OrganiserOnly` for the others in it. What each
//! person sees is decided once, in [`crate::exchange`].

use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;

use crate::contact::is_valid_email;
use crate::draw::{Dice, DrawRules};
use crate::exchange::{
    answer_body, draw_among, draw_rules, hints_text, question_body, reminder_stage_due,
    why_no_draw_among, Exchange, ExchangeDraft, ExchangeSummary, ExchangeView, Exclusion,
    InviteSecret, Participant, ParticipantAdded, ParticipantRef, QuestionSeen, ReceiverSeen,
    Viewer, Who, MAX_PARTICIPANTS, MAX_UPCOMING_EXCHANGES, REMINDER_STAGES,
};
use crate::gift::{bought_gift, GiftDirection, GiftPerson, GiftSource};
use crate::ids::{DependantId, ExchangeId, ExchangeQuestionId, ParticipantId, UserId};
use crate::messages;
use crate::notification::Notice;
use crate::ports::{
    Conflict, DependantStore, ExchangeStore, FriendStore, GiftStore, NotificationStore, StoreError,
    Transactional,
};
use crate::use_cases::dependants::known_dependant;
use crate::validation::{cleaned, ValidationError};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExchangeError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// No such exchange (or question), or not one the caller is in.
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    #[error("{}", messages::EXCHANGE_ORGANISER_ONLY)]
    OrganiserOnly,
    #[error("{}", messages::EXCHANGE_ORGANISER_CANNOT_LEAVE)]
    OrganiserCannotLeave,
    #[error("{}", messages::EXCHANGES_LIMIT)]
    TooManyExchanges,
    #[error("{}", messages::EXCHANGE_PARTICIPANTS_LIMIT)]
    TooManyParticipants,
    /// That user, dependant or address is in the exchange already.
    #[error("{}", messages::EXCHANGE_PARTICIPANT_ALREADY)]
    AlreadyIn,
    /// The one joining by an invite is in the exchange already.
    #[error("{}", messages::EXCHANGE_ALREADY_JOINED)]
    AlreadyJoined,
    /// An invite unknown, taken up, or removed.
    #[error("{}", messages::EXCHANGE_INVITE_INVALID)]
    InviteInvalid,
    /// Nobody is added once the names are drawn.
    #[error("{}", messages::EXCHANGE_DRAWN)]
    Drawn,
    #[error("{}", messages::EXCHANGE_NOT_DRAWN)]
    NotDrawn,
    /// A change that would undo a draw someone has seen: the draw is
    /// cancelled first (telling everyone).
    #[error("{}", messages::EXCHANGE_DRAW_SEEN)]
    DrawSeen,
    /// Drawing again, or cancelling, after someone saw theirs tells
    /// everyone: the organiser confirms it (`tell_everyone`).
    #[error("{}", messages::EXCHANGE_EVERYONE_TOLD)]
    EveryoneWillBeTold,
    #[error("{}", messages::EXCHANGE_REVEALED)]
    Revealed,
    #[error("{}", messages::EXCHANGE_REVEAL_TOO_EARLY)]
    TooEarlyToReveal,
    /// Invites by email not taken up yet (their addresses).
    #[error("{}", messages::exchange_not_everyone_joined(.pending))]
    NotEveryoneJoined { pending: Vec<String> },
    /// No draw fits, in words ([`crate::exchange::no_draw_in_words`]).
    #[error("{0}")]
    NoDraw(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A store's unique rule refusing a second copy, as `instead`.
fn duplicate_as(instead: ExchangeError) -> impl FnOnce(StoreError) -> ExchangeError {
    move |error| match error {
        StoreError::Conflict(Conflict::Duplicate) => instead,
        other => other.into(),
    }
}

/// One exchange as `me` stands in it, read once per call.
struct Seat {
    exchange: Exchange,
    /// Oldest first: the draw numbers them in this order.
    participants: Vec<Participant>,
    viewer: Viewer,
    /// The guardians of each dependant participant.
    guardians: BTreeMap<DependantId, Vec<UserId>>,
}

/// `me`'s seat in exchange `id`; `NotFound` when they are not in it.
fn seat<S: ExchangeStore + DependantStore>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
) -> Result<Seat, ExchangeError> {
    let exchange = store.exchange(id)?.ok_or(ExchangeError::NotFound)?;
    let participants = store.participants(id)?;
    let guardians = guardians_of(store, &participants)?;
    let viewer = Viewer::of(me, &exchange, &participants, |dependant| {
        guardians.get(&dependant).is_some_and(|g| g.contains(&me))
    });
    if !viewer.is_in() {
        return Err(ExchangeError::NotFound);
    }
    Ok(Seat {
        exchange,
        participants,
        viewer,
        guardians,
    })
}

/// Before `me`'s account goes: in each exchange drawn and not yet revealed
/// that I am in, the draw is cancelled (my giver would give to nobody, my
/// recipient get nothing) and everyone else is told, so the organiser draws
/// again; an exchange I organise passes to the participant with an account
/// who joined first (it goes with me when there is none).
pub fn leave_exchanges<S>(store: &mut S, me: UserId) -> Result<(), StoreError>
where
    S: ExchangeStore + DependantStore + NotificationStore,
{
    for exchange in store.exchanges_of(me)? {
        let seat = match seat(store, me, exchange.id) {
            Ok(seat) => seat,
            Err(ExchangeError::Store(error)) => return Err(error),
            Err(_) => continue,
        };
        let mine = seat.participants.iter().any(|p| p.who == Who::User(me));
        if mine && seat.exchange.is_drawn() && !seat.exchange.revealed {
            store.save_draw(seat.id(), &[])?;
            announce(store, &seat, me, |user| {
                Notice::exchange_draw_cancelled(user, &seat.exchange)
            })?;
        }
        if seat.exchange.organiser == me {
            let heir = seat
                .participants
                .iter()
                .filter_map(|p| match (p.who.clone(), p.joined_at) {
                    (Who::User(user), Some(joined)) if user != me => Some((joined, p.id, user)),
                    _ => None,
                })
                .min();
            if let Some((_, _, user)) = heir {
                store.set_organiser(seat.id(), user)?;
            }
        }
    }
    Ok(())
}

/// The guardians of each dependant among `participants`.
fn guardians_of<S: DependantStore>(
    store: &mut S,
    participants: &[Participant],
) -> Result<BTreeMap<DependantId, Vec<UserId>>, StoreError> {
    let mut guardians = BTreeMap::new();
    for participant in participants {
        if let Who::Dependant(dependant) = participant.who {
            let of = store
                .dependant(dependant)?
                .map(|d| d.guardian_ids())
                .unwrap_or_default();
            guardians.insert(dependant, of);
        }
    }
    Ok(guardians)
}

impl Seat {
    fn organised(self) -> Result<Seat, ExchangeError> {
        if self.viewer.organiser {
            Ok(self)
        } else {
            Err(ExchangeError::OrganiserOnly)
        }
    }

    fn id(&self) -> ExchangeId {
        self.exchange.id
    }

    fn participant(&self, id: ParticipantId) -> Option<&Participant> {
        self.participants.iter().find(|p| p.id == id)
    }

    fn someone_looked(&self) -> bool {
        self.participants.iter().any(|p| p.looked_at.is_some())
    }

    /// Who reads the news for `participant`, but `me`.
    fn readers_of(&self, participant: &Participant, me: UserId) -> Vec<UserId> {
        participant
            .readers(|d| self.guardians.get(&d).cloned().unwrap_or_default())
            .into_iter()
            .filter(|user| *user != me)
            .collect()
    }

    /// Everyone who reads news of the exchange (each once), but `me`.
    fn everyone_but(&self, me: UserId) -> BTreeSet<UserId> {
        self.participants
            .iter()
            .flat_map(|p| self.readers_of(p, me))
            .collect()
    }

    /// The giver `me` acts as: `acting_for` (one they are or look after),
    /// or, when not said, the participant they are.
    fn giver(
        &self,
        me: UserId,
        acting_for: Option<ParticipantId>,
    ) -> Result<&Participant, ExchangeError> {
        match acting_for {
            Some(id) if self.viewer.acts_for(id) => {
                self.participant(id).ok_or(ExchangeError::NotFound)
            }
            Some(_) => Err(ExchangeError::NotFound),
            None => self
                .participants
                .iter()
                .find(|p| p.who == Who::User(me))
                .ok_or_else(|| {
                    ValidationError::field("actingFor", messages::EXCHANGE_ACTING_FOR_REQUIRED)
                        .into()
                }),
        }
    }

    /// The drawn recipient of `giver`.
    fn receiver_of(&self, giver: &Participant) -> Result<&Participant, ExchangeError> {
        giver
            .receiver
            .and_then(|id| self.participant(id))
            .ok_or(ExchangeError::NotDrawn)
    }
}

/// Tells everyone in the exchange but `me` the news `notice` makes for
/// each of them.
fn announce<S: NotificationStore>(
    store: &mut S,
    seat: &Seat,
    me: UserId,
    notice: impl Fn(UserId) -> Notice,
) -> Result<(), StoreError> {
    let notices: Vec<Notice> = seat.everyone_but(me).into_iter().map(notice).collect();
    store.notify(&notices)
}

/// A change that would make the draw wrong (who is in, who may give to
/// whom): nothing to undo before the draw; after it, the draw is cleared
/// while nobody has seen theirs (nobody learnt anything), and refused once
/// someone has.
fn undo_unseen_draw<S: ExchangeStore>(store: &mut S, seat: &Seat) -> Result<(), ExchangeError> {
    if !seat.exchange.is_drawn() {
        return Ok(());
    }
    if seat.exchange.revealed {
        return Err(ExchangeError::Revealed);
    }
    if seat.someone_looked() {
        return Err(ExchangeError::DrawSeen);
    }
    Ok(store.save_draw(seat.id(), &[])?)
}

/// Why no draw fits the exchange as it stands (`None` when one does).
fn why_no_draw_now<S: ExchangeStore>(
    store: &mut S,
    seat: &Seat,
) -> Result<Option<String>, ExchangeError> {
    let rules = rules_of(store, seat)?;
    Ok(why_no_draw_among(&seat.participants, &rules))
}

/// The draw's rules: the exclusions, and earlier years' pairs as far back
/// as the exchange avoids them.
fn rules_of<S: ExchangeStore>(store: &mut S, seat: &Seat) -> Result<DrawRules, StoreError> {
    let input = &seat.exchange.input;
    let exclusions = store.exclusions(seat.id())?;
    let earlier = match input.avoid_last_years {
        0 => Vec::new(),
        years => store.earlier_pairs(seat.exchange.series, input.date, years)?,
    };
    Ok(draw_rules(input, &seat.participants, &exclusions, &earlier))
}

/// Refuses a new exchange past [`MAX_UPCOMING_EXCHANGES`] to come.
fn check_upcoming<S: ExchangeStore>(
    store: &mut S,
    me: UserId,
    today: NaiveDate,
) -> Result<(), ExchangeError> {
    let upcoming = store
        .exchanges_of(me)?
        .iter()
        .filter(|e| e.organiser == me && e.input.date >= today)
        .count();
    if upcoming >= MAX_UPCOMING_EXCHANGES {
        return Err(ExchangeError::TooManyExchanges);
    }
    Ok(())
}

/// A new exchange (a series of its own), its organiser its first
/// participant.
pub fn create_exchange<S>(
    store: &mut S,
    me: UserId,
    draft: ExchangeDraft,
    today: NaiveDate,
) -> Result<Exchange, ExchangeError>
where
    S: ExchangeStore + Transactional,
{
    let input = draft.validate_at(None, today)?;
    store.atomically(|store| {
        check_upcoming(store, me, today)?;
        let exchange = store.insert_exchange(me, &input, None)?;
        store.add_participant(exchange.id, &Who::User(me), None)?;
        Ok(exchange)
    })
}

/// Next year's exchange in the series of `previous` (which its organiser
/// ran): the fields not sent are last year's, but for the day, which is
/// new. Its draw avoids earlier years' pairs as its `avoid_last_years`
/// says. People are added again (who takes part changes from year to year).
pub fn create_next_exchange<S>(
    store: &mut S,
    me: UserId,
    previous: ExchangeId,
    draft: ExchangeDraft,
    today: NaiveDate,
) -> Result<Exchange, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    if cleaned(draft.date.clone()).is_none() {
        return Err(ValidationError::field("date", messages::DATE_REQUIRED).into());
    }
    store.atomically(|store| {
        let last = seat(store, me, previous)?.organised()?.exchange;
        let input = draft.validate_at(Some(&last.input), today)?;
        // Last year's day is kept as it is by an update, not by a new year.
        if input.date < today {
            return Err(ValidationError::field("date", messages::EXCHANGE_DATE_PAST).into());
        }
        // Earlier years are those dated before: the new one comes after.
        if input.date <= last.input.date {
            return Err(ValidationError::field("date", messages::EXCHANGE_NEXT_DAY_LATER).into());
        }
        check_upcoming(store, me, today)?;
        let exchange = store.insert_exchange(me, &input, Some(last.series))?;
        store.add_participant(exchange.id, &Who::User(me), None)?;
        Ok(exchange)
    })
}

/// The organiser changes the exchange. A change of the draw's rules
/// (`single_loop`, `avoid_last_years`) after the draw clears it while
/// nobody has seen theirs, and is refused once someone has.
pub fn update_exchange<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    draft: ExchangeDraft,
    today: NaiveDate,
) -> Result<Exchange, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?.organised()?;
        let current = &seat.exchange.input;
        let input = draft.validate_at(Some(current), today)?;
        if input == *current {
            return Ok(seat.exchange);
        }
        if input.single_loop != current.single_loop
            || input.avoid_last_years != current.avoid_last_years
        {
            undo_unseen_draw(store, &seat)?;
        }
        store.update_exchange(id, &input)?;
        store.exchange(id)?.ok_or(ExchangeError::NotFound)
    })
}

/// The organiser deletes the exchange with everyone in it, its
/// exclusions and questions.
pub fn delete_exchange<S>(store: &mut S, me: UserId, id: ExchangeId) -> Result<(), ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.atomically(|store| {
        seat(store, me, id)?.organised()?;
        store
            .delete_exchange(id)?
            .then_some(())
            .ok_or(ExchangeError::NotFound)
    })
}

/// The organiser adds someone before the draw: a friend (or themselves),
/// someone they or a friend of theirs look after, or anyone by email (an
/// invite, whose token `new_invite` draws: returned for the link, only its
/// hash kept). Those added (a dependant's guardians) are told.
pub fn add_participant<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    participant: ParticipantRef,
    new_invite: impl FnOnce() -> InviteSecret,
) -> Result<ParticipantAdded, ExchangeError>
where
    S: ExchangeStore + DependantStore + FriendStore + NotificationStore + Transactional,
{
    if let ParticipantRef::Email(email) = &participant {
        if !is_valid_email(email.trim()) {
            return Err(ValidationError::field("email", messages::INVALID_EMAIL).into());
        }
    }
    store.atomically(|store| {
        let seat = seat(store, me, id)?.organised()?;
        if seat.exchange.is_drawn() {
            return Err(ExchangeError::Drawn);
        }
        if seat.participants.len() >= MAX_PARTICIPANTS {
            return Err(ExchangeError::TooManyParticipants);
        }
        // Who they are, and who hears that they were added.
        let (who, told) = match participant {
            ParticipantRef::Friend(user) => {
                if user != me && !store.are_friends(me, user)? {
                    return Err(
                        ValidationError::field("userId", messages::EXCHANGE_FRIENDS_ONLY).into(),
                    );
                }
                (Who::User(user), vec![user])
            }
            ParticipantRef::Dependant(dependant) => {
                let guardians = match known_dependant(store, me, dependant)? {
                    Some(d) => d.guardian_ids(),
                    None => {
                        return Err(ValidationError::field(
                            "dependantId",
                            messages::EXCHANGE_DEPENDANTS_KNOWN_ONLY,
                        )
                        .into())
                    }
                };
                (Who::Dependant(dependant), guardians)
            }
            ParticipantRef::Email(email) => {
                let email = email.trim().to_lowercase();
                (Who::Invited { email }, Vec::new())
            }
        };
        if seat.participants.iter().any(|p| p.who == who) {
            return Err(ExchangeError::AlreadyIn);
        }
        let secret = matches!(who, Who::Invited { .. }).then(new_invite);
        let added = store
            .add_participant(id, &who, secret.as_ref().map(|s| s.token_hash.as_str()))
            .map_err(duplicate_as(ExchangeError::AlreadyIn))?;
        let notices: Vec<Notice> = told
            .into_iter()
            .filter(|user| *user != me)
            .map(|user| {
                Notice::exchange_added(
                    user,
                    &seat.exchange,
                    &seat.exchange.organiser_name,
                    added.dependant_name(),
                )
            })
            .collect();
        store.notify(&notices)?;
        Ok(ParticipantAdded {
            participant: added,
            invite_token: secret.map(|s| s.token),
        })
    })
}

/// Takes `participant` out: the organiser takes anyone out, a participant
/// leaves (a guardian takes out the one they look after). The organiser
/// does not leave: they delete the exchange. After the draw it is cleared
/// while nobody has seen theirs, and refused once someone has.
pub fn remove_participant<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    participant: ParticipantId,
) -> Result<(), ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?;
        let leaving = seat
            .participant(participant)
            .ok_or(ExchangeError::NotFound)?;
        if !seat.viewer.organiser && !seat.viewer.acts_for(participant) {
            return Err(ExchangeError::OrganiserOnly);
        }
        if leaving.who == Who::User(seat.exchange.organiser) {
            return Err(ExchangeError::OrganiserCannotLeave);
        }
        undo_unseen_draw(store, &seat)?;
        store
            .remove_participant(id, participant)?
            .then_some(())
            .ok_or(ExchangeError::NotFound)
    })
}

/// The invite by email that a link's token (by its hash) stands for, while
/// it is not taken up.
fn open_invite<S: ExchangeStore>(
    store: &mut S,
    token_hash: &str,
) -> Result<Participant, ExchangeError> {
    store
        .participant_by_invite(token_hash)?
        .filter(|p| matches!(p.who, Who::Invited { .. }))
        .ok_or(ExchangeError::InviteInvalid)
}

/// The exchange an invite's link leads to, before it is taken up.
pub fn exchange_invite<S: ExchangeStore>(
    store: &mut S,
    token_hash: &str,
) -> Result<Exchange, ExchangeError> {
    let invite = open_invite(store, token_hash)?;
    store
        .exchange(invite.exchange)?
        .ok_or(ExchangeError::InviteInvalid)
}

/// The signed-in person takes up an invite by email (found by the hash of
/// its link's token): they become that participant.
pub fn join_exchange<S>(
    store: &mut S,
    me: UserId,
    token_hash: &str,
) -> Result<Exchange, ExchangeError>
where
    S: ExchangeStore + Transactional,
{
    store.atomically(|store| {
        let invite = open_invite(store, token_hash)?;
        if store
            .participants(invite.exchange)?
            .iter()
            .any(|p| p.who == Who::User(me))
        {
            return Err(ExchangeError::AlreadyJoined);
        }
        store
            .join_by_invite(invite.id, me)
            .map_err(duplicate_as(ExchangeError::AlreadyJoined))?;
        store
            .exchange(invite.exchange)?
            .ok_or(ExchangeError::InviteInvalid)
    })
}

/// The organiser says who may not give to whom (each pair one way; a pair
/// twice counts once), replacing what was said. After the draw a change
/// clears it while nobody has seen theirs, and is refused once someone
/// has. Returns why no draw fits now, if none does.
pub fn set_exclusions<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    pairs: Vec<(ParticipantId, ParticipantId)>,
) -> Result<Option<String>, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?.organised()?;
        let mut wanted = BTreeSet::new();
        for (giver, receiver) in pairs {
            if giver == receiver {
                return Err(ValidationError::field(
                    "exclusions",
                    messages::EXCHANGE_EXCLUSION_SELF,
                )
                .into());
            }
            if seat.participant(giver).is_none() || seat.participant(receiver).is_none() {
                return Err(ValidationError::field(
                    "exclusions",
                    messages::EXCHANGE_EXCLUSION_NOT_PARTICIPANT,
                )
                .into());
            }
            wanted.insert(Exclusion { giver, receiver });
        }
        let current: BTreeSet<Exclusion> = store.exclusions(id)?.into_iter().collect();
        if wanted != current {
            undo_unseen_draw(store, &seat)?;
            let wanted: Vec<Exclusion> = wanted.into_iter().collect();
            store.set_exclusions(id, &wanted)?;
        }
        why_no_draw_now(store, &seat)
    })
}

/// For the organiser: why no draw fits the exchange as it stands, in words
/// naming the people who block it; `None` when a draw fits.
pub fn why_no_draw<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
) -> Result<Option<String>, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.reading(|store| {
        let seat = seat(store, me, id)?.organised()?;
        why_no_draw_now(store, &seat)
    })
}

/// The organiser draws the names, once everyone invited has joined. A new
/// draw is silent while nobody has seen theirs; once someone has, it needs
/// `tell_everyone`, and everyone hears that the names were drawn again.
/// The first draw tells everyone to look. No news says a pair.
pub fn draw_names<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    dice: &mut impl Dice,
    tell_everyone: bool,
) -> Result<Exchange, ExchangeError>
where
    S: ExchangeStore + DependantStore + NotificationStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?.organised()?;
        if seat.exchange.revealed {
            return Err(ExchangeError::Revealed);
        }
        let pending: Vec<String> = seat
            .participants
            .iter()
            .filter_map(|p| match &p.who {
                Who::Invited { email } => Some(email.clone()),
                _ => None,
            })
            .collect();
        if !pending.is_empty() {
            return Err(ExchangeError::NotEveryoneJoined { pending });
        }
        let first = !seat.exchange.is_drawn();
        let again = !first && seat.someone_looked();
        if again && !tell_everyone {
            return Err(ExchangeError::EveryoneWillBeTold);
        }
        let rules = rules_of(store, &seat)?;
        let pairs = draw_among(&seat.participants, &rules, dice).map_err(ExchangeError::NoDraw)?;
        store.save_draw(id, &pairs)?;
        if first || again {
            announce(store, &seat, me, |user| {
                Notice::exchange_drawn(user, &seat.exchange, again)
            })?;
        }
        store.exchange(id)?.ok_or(ExchangeError::NotFound)
    })
}

/// The organiser cancels the draw (to change who is in, or the rules,
/// after someone saw theirs): silent while nobody has looked; after that
/// it needs `tell_everyone`, and everyone hears it.
pub fn cancel_draw<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    tell_everyone: bool,
) -> Result<Exchange, ExchangeError>
where
    S: ExchangeStore + DependantStore + NotificationStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?.organised()?;
        if !seat.exchange.is_drawn() {
            return Ok(seat.exchange);
        }
        if seat.exchange.revealed {
            return Err(ExchangeError::Revealed);
        }
        let seen = seat.someone_looked();
        if seen && !tell_everyone {
            return Err(ExchangeError::EveryoneWillBeTold);
        }
        store.save_draw(id, &[])?;
        if seen {
            announce(store, &seat, me, |user| {
                Notice::exchange_draw_cancelled(user, &seat.exchange)
            })?;
        }
        store.exchange(id)?.ok_or(ExchangeError::NotFound)
    })
}

/// The exchange as `me` may see it ([`ExchangeView::for_viewer`]);
/// `NotFound` for anyone not in it.
pub fn exchange_seen_by<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
) -> Result<ExchangeView, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.reading(|store| {
        let seat = seat(store, me, id)?;
        let (exclusions, why) = if seat.viewer.organiser {
            let why = if seat.exchange.is_drawn() {
                None
            } else {
                why_no_draw_now(store, &seat)?
            };
            (store.exclusions(id)?, why)
        } else {
            (Vec::new(), None)
        };
        Ok(ExchangeView::for_viewer(
            seat.exchange,
            &seat.viewer,
            &seat.participants,
            exclusions,
            why,
        ))
    })
}

/// The giver `me` acts as (themselves unless `acting_for` says someone
/// they look after) sees whom they give to. The first look is recorded:
/// after it, a new draw is announced to everyone.
pub fn see_my_recipient<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    acting_for: Option<ParticipantId>,
) -> Result<ReceiverSeen, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?;
        let giver = seat.giver(me, acting_for)?;
        let receiver = ReceiverSeen::for_their_giver(seat.receiver_of(giver)?);
        store.mark_looked(giver.id)?;
        Ok(receiver)
    })
}

/// The giver marks their gift bought, or not. Bought, it is kept once in
/// the history of whoever marked it (issue 43), for their recipient when
/// that is a person they keep gifts for (a friend, someone they or a
/// friend look after); the recipient is told nothing.
pub fn set_bought<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    acting_for: Option<ParticipantId>,
    bought: bool,
) -> Result<(), ExchangeError>
where
    S: ExchangeStore + DependantStore + FriendStore + GiftStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?;
        let giver = seat.giver(me, acting_for)?;
        let receiver = seat.receiver_of(giver)?;
        store.set_bought(giver.id, bought)?;
        if bought {
            let person = match &receiver.who {
                Who::User(user) if *user != me && store.are_friends(me, *user)? => {
                    Some(GiftPerson::Friend(*user))
                }
                Who::Dependant(dependant) => {
                    known_dependant(store, me, *dependant)?.map(|d| GiftPerson::Dependant(d.id))
                }
                _ => None,
            };
            if let Some(person) = person {
                let input = bought_gift(
                    &format!("{} gift", seat.exchange.input.name),
                    None,
                    None,
                    Some(seat.exchange.input.name.clone()),
                    Some(seat.exchange.input.date),
                );
                store.insert_gift_from(
                    me,
                    person,
                    GiftDirection::Given,
                    &input,
                    GiftSource::Exchange(giver.id),
                )?;
            }
        }
        Ok(())
    })
}

/// The participant `me` acts as (themselves unless `acting_for` says
/// someone they look after) leaves hints for whoever draws them
/// (interests, sizes); empty clears them. Open until the pairs are
/// revealed.
pub fn set_hints<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    acting_for: Option<ParticipantId>,
    hints: Option<String>,
) -> Result<Option<String>, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    let hints = hints_text(hints)?;
    store.atomically(|store| {
        let seat = seat(store, me, id)?;
        if seat.exchange.revealed {
            return Err(ExchangeError::Revealed);
        }
        let participant = seat.giver(me, acting_for)?;
        store.set_hints(participant.id, hints.as_deref())?;
        Ok(hints)
    })
}

/// Exchanges read per batch by [`remind_exchanges`].
const REMINDER_BATCH: u32 = 200;

/// The scheduler's reminders before each drawn exchange's day, on `today`:
/// each giver (or the guardians of a dependant giver) hears how many days
/// are left and whether their gift is marked bought, at each of
/// [`REMINDER_STAGES`], once (the stage is claimed in the same transaction
/// as the notices, so restarts and several instances never send one
/// twice). A stage whose window opened before the draw is claimed and
/// skipped: the draw's news has just told them. How many notices went.
pub fn remind_exchanges<S>(store: &mut S, today: NaiveDate) -> Result<usize, StoreError>
where
    S: ExchangeStore + DependantStore + NotificationStore + Transactional,
{
    let mut sent = 0;
    // Nearest stage first: an exchange a day away with nothing sent yet
    // hears the day-before reminder only.
    for stage in REMINDER_STAGES.iter().rev().copied() {
        let until = today + chrono::Days::new(u64::from(stage));
        let mut after = None;
        loop {
            let batch = store.exchanges_to_remind(today, until, stage, after, REMINDER_BATCH)?;
            let Some(last) = batch.last() else { break };
            after = Some(last.id);
            for exchange in batch {
                sent += store.atomically(|store| remind_givers(store, &exchange, stage, today))?;
            }
        }
    }
    Ok(sent)
}

/// One exchange's reminder of `stage`, when this caller claims it.
fn remind_givers<S>(
    store: &mut S,
    exchange: &Exchange,
    stage: u8,
    today: NaiveDate,
) -> Result<usize, StoreError>
where
    S: ExchangeStore + DependantStore + NotificationStore,
{
    if reminder_stage_due(exchange.input.date, today) != Some(stage)
        || !store.claim_exchange_reminder(exchange.id, stage)?
        || !exchange.reminder_worth_sending(stage)
    {
        return Ok(0);
    }
    let participants = store.participants(exchange.id)?;
    let guardians = guardians_of(store, &participants)?;
    let days_to_go = exchange.days_to_go(today);
    let notices: Vec<Notice> = participants
        .iter()
        .filter(|giver| giver.receiver.is_some())
        .flat_map(|giver| {
            giver
                .readers(|d| guardians.get(&d).cloned().unwrap_or_default())
                .into_iter()
                .map(|user| Notice::exchange_reminder(user, exchange, days_to_go, giver))
        })
        .collect();
    store.notify(&notices)?;
    Ok(notices.len())
}

/// The organiser chooses to see every pair; everyone is told.
pub fn organiser_sees_pairs<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
) -> Result<Exchange, ExchangeError>
where
    S: ExchangeStore + DependantStore + NotificationStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?.organised()?;
        if !seat.exchange.is_drawn() {
            return Err(ExchangeError::NotDrawn);
        }
        if seat.exchange.organiser_sees_pairs {
            return Ok(seat.exchange);
        }
        store.set_organiser_sees_pairs(id)?;
        announce(store, &seat, me, |user| {
            Notice::exchange_pairs_shown(user, &seat.exchange)
        })?;
        store.exchange(id)?.ok_or(ExchangeError::NotFound)
    })
}

/// The organiser reveals every pair to everyone in the exchange, on or
/// after its day; everyone is told.
pub fn reveal_pairs<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    today: NaiveDate,
) -> Result<Exchange, ExchangeError>
where
    S: ExchangeStore + DependantStore + FriendStore + GiftStore + NotificationStore + Transactional,
{
    store.atomically(|store| {
        let seat = seat(store, me, id)?.organised()?;
        if !seat.exchange.is_drawn() {
            return Err(ExchangeError::NotDrawn);
        }
        if seat.exchange.revealed {
            return Ok(seat.exchange);
        }
        if !seat.exchange.may_reveal_on(today) {
            return Err(ExchangeError::TooEarlyToReveal);
        }
        store.set_revealed(id)?;
        keep_received_at_reveal(store, &seat)?;
        announce(store, &seat, me, |user| {
            Notice::exchange_revealed(user, &seat.exchange)
        })?;
        store.exchange(id)?.ok_or(ExchangeError::NotFound)
    })
}

/// At the reveal, each recipient with an account keeps once in their
/// *Received* the gift of their Secret Santa, from them, when the giver is
/// their friend (issue 43): only now may they know who it was.
fn keep_received_at_reveal<S>(store: &mut S, seat: &Seat) -> Result<(), StoreError>
where
    S: FriendStore + GiftStore,
{
    let exchange = &seat.exchange;
    for giver in &seat.participants {
        let (Who::User(from), Some(receiver)) = (&giver.who, seat.receiver_of(giver).ok()) else {
            continue;
        };
        let Who::User(to) = receiver.who else {
            continue;
        };
        if to == *from || !store.are_friends(to, *from)? {
            continue;
        }
        let mut input = bought_gift(
            &format!("{} gift", exchange.input.name),
            None,
            None,
            Some(exchange.input.name.clone()),
            Some(exchange.input.date),
        );
        input.status = crate::gift::GiftStatus::Given;
        store.insert_gift_from(
            to,
            GiftPerson::Friend(*from),
            GiftDirection::Received,
            &input,
            GiftSource::Exchange(giver.id),
        )?;
    }
    Ok(())
}

/// A giver asks their recipient a question; the recipient (a dependant's
/// guardians) is told that their Secret Santa asked, never who. Asking
/// shows the recipient's name, so it counts as looking.
pub fn ask_question<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
    acting_for: Option<ParticipantId>,
    body: Option<String>,
) -> Result<QuestionSeen, ExchangeError>
where
    S: ExchangeStore + DependantStore + NotificationStore + Transactional,
{
    let body = question_body(body)?;
    store.atomically(|store| {
        let seat = seat(store, me, id)?;
        let giver = seat.giver(me, acting_for)?;
        let receiver = seat.receiver_of(giver)?;
        store.mark_looked(giver.id)?;
        let question = store.insert_question(id, giver.id, receiver.id, &body)?;
        let notices: Vec<Notice> = seat
            .readers_of(receiver, me)
            .into_iter()
            .map(|user| Notice::exchange_question(user, &seat.exchange, receiver.dependant_name()))
            .collect();
        store.notify(&notices)?;
        QuestionSeen::of(&seat.viewer, &question, &seat.participants).ok_or(ExchangeError::NotFound)
    })
}

/// The recipient of a question (a dependant's guardian) answers it; the
/// giver is told. Anyone else, the organiser included, finds no question.
pub fn answer_question<S>(
    store: &mut S,
    me: UserId,
    question: ExchangeQuestionId,
    body: Option<String>,
) -> Result<QuestionSeen, ExchangeError>
where
    S: ExchangeStore + DependantStore + NotificationStore + Transactional,
{
    let body = answer_body(body)?;
    store.atomically(|store| {
        let asked = store.question(question)?.ok_or(ExchangeError::NotFound)?;
        let seat = seat(store, me, asked.exchange)?;
        if !seat.viewer.acts_for(asked.receiver) || !asked.is_of_draw(&seat.participants) {
            return Err(ExchangeError::NotFound);
        }
        store.answer_question(question, &body)?;
        let giver = seat
            .participant(asked.giver)
            .ok_or(ExchangeError::NotFound)?;
        let notices: Vec<Notice> = seat
            .readers_of(giver, me)
            .into_iter()
            .map(|user| Notice::exchange_answer(user, &seat.exchange, giver.dependant_name()))
            .collect();
        store.notify(&notices)?;
        let answered = store.question(question)?.ok_or(ExchangeError::NotFound)?;
        QuestionSeen::of(&seat.viewer, &answered, &seat.participants).ok_or(ExchangeError::NotFound)
    })
}

/// The questions of the standing draw that `me` asked (as a giver) or was
/// asked (as a recipient, with nothing of who asked); nothing of anyone
/// else's, the organiser's view included.
pub fn questions_seen_by<S>(
    store: &mut S,
    me: UserId,
    id: ExchangeId,
) -> Result<Vec<QuestionSeen>, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.reading(|store| {
        let seat = seat(store, me, id)?;
        Ok(store
            .questions(id)?
            .iter()
            .filter_map(|q| QuestionSeen::of(&seat.viewer, q, &seat.participants))
            .collect())
    })
}

/// The exchanges `me` is in, newest day first, with no pair in them.
pub fn exchanges_of<S>(store: &mut S, me: UserId) -> Result<Vec<ExchangeSummary>, ExchangeError>
where
    S: ExchangeStore + DependantStore + Transactional,
{
    store.reading(|store| {
        let mut summaries = Vec::new();
        for exchange in store.exchanges_of(me)? {
            match seat(store, me, exchange.id) {
                Ok(seat) => summaries.push(ExchangeSummary::for_viewer(
                    seat.exchange,
                    &seat.viewer,
                    &seat.participants,
                )),
                // Gone (or left) since the list was read.
                Err(ExchangeError::NotFound) => {}
                Err(other) => return Err(other),
            }
        }
        Ok(summaries)
    })
}
