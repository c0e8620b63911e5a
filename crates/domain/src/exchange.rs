//! Gift exchanges (Secret Santa, issue 42): an organiser gathers people
//! (friends, those they or their friends look after, addresses invited by
//! email), sets who may not give to whom, and draws names; each giver sees
//! only whom they give to, and may ask them a question without saying who
//! asks. The draw itself is [`crate::draw`]; the one rule of who sees a
//! pair is [`Exchange::shows_pair_to`], of who sees a question
//! [`Viewer::side_of`].

use chrono::{NaiveDate, NaiveDateTime};

use crate::draw::{check, draw, Dice, DrawRules, NoDraw};
use crate::group_list::PersonName;
use crate::ids::{DependantId, ExchangeId, ExchangeQuestionId, ParticipantId, UserId};
use crate::messages;
pub use crate::money::{parse_amount_cents, parse_currency, Money};
use crate::money::{sent_amount, sent_currency};
use crate::special_date::parse_calendar_date;
use crate::validation::{
    cleaned, has_forbidden_char, message_text, patched, read, required_name, ValidationError,
};

/// The longest name an exchange may have.
pub const EXCHANGE_NAME_MAX: usize = 100;
/// The longest message from the organiser.
pub const EXCHANGE_MESSAGE_MAX: usize = 1_000;
/// The largest budget, in cents (a million).
pub const BUDGET_MAX_CENTS: i64 = 100_000_000;
/// The currency of a budget sent without one.
pub const DEFAULT_CURRENCY: &str = "USD";
/// How many earlier years of a series a draw may avoid repeating.
pub const AVOID_LAST_YEARS_MAX: u8 = 3;
/// What a new exchange avoids unless told: last year's recipient.
pub const DEFAULT_AVOID_LAST_YEARS: u8 = 1;
/// Exchanges one person may organise whose day is today or later.
pub const MAX_UPCOMING_EXCHANGES: usize = 20;
/// People in one exchange, the organiser included.
pub const MAX_PARTICIPANTS: usize = 100;
/// The fewest people a draw takes: with two, each would know who gives to
/// them.
pub const MIN_DRAW_PEOPLE: usize = 3;
/// The longest question, and the longest answer.
pub const QUESTION_MAX: usize = crate::validation::MESSAGE_MAX;
/// The longest hints a participant leaves their Secret Santa.
pub const HINTS_MAX: usize = 1_000;
/// When givers are reminded, in days before the day: a week before, then
/// the day before. Furthest first.
pub const REMINDER_STAGES: [u8; 2] = [7, 1];

/// How much each gift should cost (`1..=BUDGET_MAX_CENTS`).
pub type Budget = Money;

/// An exchange's own fields, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExchangeInput {
    pub name: String,
    /// The day gifts are given.
    pub date: NaiveDate,
    pub budget: Option<Budget>,
    /// The organiser's word to everyone.
    pub message: Option<String>,
    /// Everyone in one loop (Ann -> Ben -> ... -> Ann).
    pub single_loop: bool,
    /// For this many earlier years of the series, nobody draws the
    /// recipient they had then (`0..=AVOID_LAST_YEARS_MAX`).
    pub avoid_last_years: u8,
}

/// What a client sends for an exchange; on update, absent fields stay and
/// `Some(None)` clears the optional ones. The budget comes as text ("25",
/// "25.50"), its currency apart ([`DEFAULT_CURRENCY`] when none is given).
#[derive(Debug, Clone, Default)]
pub struct ExchangeDraft {
    pub name: Option<String>,
    pub date: Option<String>,
    pub budget: Option<Option<String>>,
    pub currency: Option<Option<String>>,
    pub message: Option<Option<String>>,
    pub single_loop: Option<bool>,
    pub avoid_last_years: Option<i64>,
}

const EXCHANGE_FIELDS: &[&str] = &[
    "name",
    "date",
    "budget",
    "currency",
    "message",
    "singleLoop",
    "avoidLastYears",
];

impl ExchangeDraft {
    /// Reads the draft over `current` (`None` for a new exchange). A day
    /// before `today` is refused when it is set, and kept when it is not
    /// changed (an exchange whose day has passed can still be renamed).
    pub fn validate_at(
        self,
        current: Option<&ExchangeInput>,
        today: NaiveDate,
    ) -> Result<ExchangeInput, ValidationError> {
        let mut errors = Vec::new();
        let name = read(
            &mut errors,
            "name",
            required_name(
                self.name,
                current.map(|c| &c.name),
                EXCHANGE_NAME_MAX,
                messages::EXCHANGE_NAME_TOO_LONG,
            ),
        );
        let kept_date = current.map(|c| c.date);
        let date = read(
            &mut errors,
            "date",
            match self.date.as_deref().map(str::trim) {
                None => kept_date.ok_or(messages::DATE_REQUIRED),
                Some("") => Err(messages::DATE_REQUIRED),
                Some(text) => match parse_calendar_date(text) {
                    None => Err(messages::DATE_INVALID),
                    Some(day) if day < today && Some(day) != kept_date => {
                        Err(messages::EXCHANGE_DATE_PAST)
                    }
                    Some(day) => Ok(day),
                },
            },
        );
        let kept_budget = current.and_then(|c| c.budget.as_ref());
        let amount = read(
            &mut errors,
            "budget",
            sent_amount(
                self.budget,
                kept_budget,
                1..=BUDGET_MAX_CENTS,
                messages::EXCHANGE_BUDGET_INVALID,
            ),
        );
        let currency = read(
            &mut errors,
            "currency",
            sent_currency(self.currency, kept_budget, DEFAULT_CURRENCY),
        );
        let message = read(
            &mut errors,
            "message",
            match patched(self.message, current.map(|c| &c.message)) {
                Some(text) if text.chars().count() > EXCHANGE_MESSAGE_MAX => {
                    Err(messages::EXCHANGE_MESSAGE_TOO_LONG)
                }
                Some(text) if has_forbidden_char(&text) => Err(messages::CONTROL_CHARACTERS),
                kept => Ok(kept),
            },
        );
        let avoid_last_years = read(
            &mut errors,
            "avoidLastYears",
            match self.avoid_last_years {
                None => Ok(current.map_or(DEFAULT_AVOID_LAST_YEARS, |c| c.avoid_last_years)),
                Some(years) => u8::try_from(years)
                    .ok()
                    .filter(|years| *years <= AVOID_LAST_YEARS_MAX)
                    .ok_or(messages::EXCHANGE_AVOID_YEARS_RANGE),
            },
        );
        let single_loop = self
            .single_loop
            .unwrap_or(current.is_some_and(|c| c.single_loop));
        ValidationError::gather(EXCHANGE_FIELDS, errors, Ok(()))?;
        match (name, date, amount, currency, message, avoid_last_years) {
            (Some(name), Some(date), Some(amount), Some(currency), Some(message), Some(years)) => {
                Ok(ExchangeInput {
                    name,
                    date,
                    budget: amount.map(|amount_cents| Budget {
                        amount_cents,
                        currency,
                    }),
                    message,
                    single_loop,
                    avoid_last_years: years,
                })
            }
            // `gather` has refused every draft with a field missing.
            _ => Err(ValidationError::field("name", messages::NAME_REQUIRED)),
        }
    }
}

/// A stored exchange (one year of its series).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exchange {
    pub id: ExchangeId,
    pub organiser: UserId,
    pub organiser_name: PersonName,
    pub input: ExchangeInput,
    /// The first year's id (its own id for a first year): earlier years'
    /// pairs are looked up by it.
    pub series: ExchangeId,
    pub drawn_at: Option<NaiveDateTime>,
    /// The organiser may see every pair (everyone was told).
    pub organiser_sees_pairs: bool,
    /// Every participant may see every pair (on or after the day).
    pub revealed: bool,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

impl Exchange {
    pub fn is_drawn(&self) -> bool {
        self.drawn_at.is_some()
    }

    /// The one rule of who sees a pair: whether `viewer` may learn whom
    /// `giver` gives to. The giver may (and those who look after them);
    /// every participant may once the pairs are revealed; the organiser may
    /// once they chose to (and everyone was told). Nobody else, ever.
    pub fn shows_pair_to(&self, viewer: &Viewer, giver: ParticipantId) -> bool {
        viewer.acts_for(giver) || self.shows_all_pairs_to(viewer)
    }

    /// Whether `viewer` sees every pair ([`Exchange::shows_pair_to`] for
    /// every giver).
    pub fn shows_all_pairs_to(&self, viewer: &Viewer) -> bool {
        self.is_drawn()
            && ((self.revealed && !viewer.acts_for.is_empty())
                || (viewer.organiser && self.organiser_sees_pairs))
    }

    /// Whether the pairs may be revealed to everyone on `today`: on or
    /// after the exchange's day.
    pub fn may_reveal_on(&self, today: NaiveDate) -> bool {
        today >= self.input.date
    }

    /// Days from `today` to the day (negative once it has passed).
    pub fn days_to_go(&self, today: NaiveDate) -> i64 {
        (self.input.date - today).num_days()
    }

    /// Whether a reminder of `stage` (days before the day) tells the
    /// givers anything: not when the names were drawn within that stage,
    /// as the draw's own news has just told them to look.
    pub fn reminder_worth_sending(&self, stage: u8) -> bool {
        self.drawn_at.is_some_and(|drawn| {
            let window_opened = self.input.date - chrono::Days::new(u64::from(stage));
            drawn.date() < window_opened
        })
    }
}

/// The reminder stage due on `today` for an exchange on `date`: the
/// nearest of [`REMINDER_STAGES`] whose day has come; `None` before the
/// first and after the day. (A stage missed while no scheduler ran is
/// covered by the next one due, never sent late on its own.)
pub fn reminder_stage_due(date: NaiveDate, today: NaiveDate) -> Option<u8> {
    let days_to_go = (date - today).num_days();
    if days_to_go < 0 {
        return None;
    }
    REMINDER_STAGES
        .iter()
        .rev()
        .copied()
        .find(|stage| days_to_go <= i64::from(*stage))
}

/// Who a participant is: the identity that carries over the years of a
/// series (earlier pairs are matched by it).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Who {
    User(UserId),
    Dependant(DependantId),
    /// An invite by email not yet taken up (its token's hash stays in the
    /// store). Addresses are kept lower-case.
    Invited {
        email: String,
    },
}

/// One person in an exchange.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Participant {
    pub id: ParticipantId,
    pub exchange: ExchangeId,
    pub who: Who,
    /// A user's full name (or address), a dependant's name, an invite's
    /// address.
    pub name: String,
    /// `None` while invited.
    pub joined_at: Option<NaiveDateTime>,
    /// Whom they give to once drawn: shown only as
    /// [`Exchange::shows_pair_to`] allows.
    pub receiver: Option<ParticipantId>,
    /// When the giver first saw their recipient: after that a new draw is
    /// announced to everyone.
    pub looked_at: Option<NaiveDateTime>,
    pub bought_at: Option<NaiveDateTime>,
    /// What they chose to tell whoever draws them (interests, sizes): shown
    /// to that giver, and to those who act for them, only.
    pub hints: Option<String>,
}

impl Participant {
    pub fn is_joined(&self) -> bool {
        self.joined_at.is_some()
    }

    /// Their name when they are a dependant: news for their guardians says
    /// whom it is about.
    pub fn dependant_name(&self) -> Option<&str> {
        matches!(self.who, Who::Dependant(_)).then_some(self.name.as_str())
    }

    /// Who reads the news for them: the user they are, or the guardians
    /// of the dependant they are (`guardians`); nobody for an invite.
    pub fn readers(&self, guardians: impl Fn(DependantId) -> Vec<UserId>) -> Vec<UserId> {
        match &self.who {
            Who::User(user) => vec![*user],
            Who::Dependant(dependant) => guardians(*dependant),
            Who::Invited { .. } => Vec::new(),
        }
    }
}

/// One way only: `giver` never draws `receiver` ("both ways" is two).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Exclusion {
    pub giver: ParticipantId,
    pub receiver: ParticipantId,
}

/// A giver's question to their recipient, and the answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub id: ExchangeQuestionId,
    pub exchange: ExchangeId,
    pub giver: ParticipantId,
    pub receiver: ParticipantId,
    pub body: String,
    pub answer: Option<String>,
    pub asked_at: NaiveDateTime,
    pub answered_at: Option<NaiveDateTime>,
}

impl Question {
    /// Whether it was asked in the draw that stands: a question from an
    /// earlier draw (before a redraw) belongs to a pair that is gone, and
    /// is shown to nobody.
    pub fn is_of_draw(&self, participants: &[Participant]) -> bool {
        participants
            .iter()
            .any(|p| p.id == self.giver && p.receiver == Some(self.receiver))
    }
}

/// Whom the organiser adds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParticipantRef {
    /// A friend of theirs (or themselves).
    Friend(UserId),
    /// Someone they look after, or someone a friend of theirs looks after.
    Dependant(DependantId),
    /// Anyone, by address: they join with the invite's link.
    Email(String),
}

/// A fresh invite's secret: the token for the link and the hash the store
/// keeps. The caller draws and hashes it (as for a dependant's invite:
/// the hash function lives with the sessions' in `api`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InviteSecret {
    pub token: String,
    pub token_hash: String,
}

/// Someone just added, with the invite's token when they were invited by
/// email (for the link; only its hash is kept).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParticipantAdded {
    pub participant: Participant,
    pub invite_token: Option<String>,
}

/// A person's place in one exchange: whether they organise it, and the
/// participants they act for (the one they are, those they look after).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Viewer {
    pub organiser: bool,
    pub acts_for: Vec<ParticipantId>,
    /// The participant they are themselves (not one they look after).
    pub myself: Option<ParticipantId>,
}

/// Which side of a question a person is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuestionSide {
    /// They asked it (for themselves or someone they look after).
    Giver,
    /// It was asked of them (or of someone they look after).
    Receiver,
}

impl Viewer {
    /// `me`'s place in `exchange`: the participants they are or keep
    /// (`keeps` says whether `me` looks after a dependant).
    pub fn of(
        me: UserId,
        exchange: &Exchange,
        participants: &[Participant],
        keeps: impl Fn(DependantId) -> bool,
    ) -> Viewer {
        let acts_for = participants
            .iter()
            .filter(|p| match &p.who {
                Who::User(user) => *user == me,
                Who::Dependant(dependant) => keeps(*dependant),
                Who::Invited { .. } => false,
            })
            .map(|p| p.id)
            .collect();
        Viewer {
            organiser: exchange.organiser == me,
            acts_for,
            myself: participants
                .iter()
                .find(|p| p.who == Who::User(me))
                .map(|p| p.id),
        }
    }

    /// Whether they may open the exchange at all (anyone else learns
    /// nothing, not even that it exists).
    pub fn is_in(&self) -> bool {
        self.organiser || !self.acts_for.is_empty()
    }

    pub fn acts_for(&self, participant: ParticipantId) -> bool {
        self.acts_for.contains(&participant)
    }

    /// The rule of who sees a question: its giver (as theirs) and its
    /// receiver (never told who asks), nobody else, the organiser included.
    /// Someone on both sides (a guardian giving to the one they look after)
    /// sees it as its giver.
    pub fn side_of(&self, question: &Question) -> Option<QuestionSide> {
        if self.acts_for(question.giver) {
            Some(QuestionSide::Giver)
        } else if self.acts_for(question.receiver) {
            Some(QuestionSide::Receiver)
        } else {
            None
        }
    }
}

/// The draw's rules for `participants` (numbered in their order):
/// `exclusions` by participant, and `earlier` years' pairs matched to this
/// year's people by who they are (a pair with someone not here is dropped).
pub fn draw_rules(
    input: &ExchangeInput,
    participants: &[Participant],
    exclusions: &[Exclusion],
    earlier: &[(Who, Who)],
) -> DrawRules {
    let number_of_id = |id: ParticipantId| participants.iter().position(|p| p.id == id);
    let number_of_who = |who: &Who| participants.iter().position(|p| p.who == *who);
    DrawRules {
        exclusions: exclusions
            .iter()
            .filter_map(|e| Some((number_of_id(e.giver)?, number_of_id(e.receiver)?)))
            .collect(),
        previous: earlier
            .iter()
            .filter_map(|(giver, receiver)| Some((number_of_who(giver)?, number_of_who(receiver)?)))
            .filter(|(giver, receiver)| giver != receiver)
            .collect(),
        single_loop: input.single_loop,
    }
}

/// Fewer than [`MIN_DRAW_PEOPLE`] is never a draw.
fn enough_people(participants: &[Participant]) -> Result<(), String> {
    if participants.len() < MIN_DRAW_PEOPLE {
        return Err(messages::EXCHANGE_TOO_FEW_PEOPLE.to_owned());
    }
    Ok(())
}

fn names_of(participants: &[Participant]) -> Vec<String> {
    participants.iter().map(|p| p.name.clone()).collect()
}

/// Why no draw fits `participants` under `rules`, in words; `None` when one
/// does.
pub fn why_no_draw_among(participants: &[Participant], rules: &DrawRules) -> Option<String> {
    enough_people(participants)
        .and_then(|()| {
            check(participants.len(), rules)
                .map_err(|no_draw| no_draw_in_words(&no_draw, &names_of(participants)))
        })
        .err()
}

/// A draw among `participants` under `rules`: each giver's receiver, or why
/// none fits, in words.
pub fn draw_among(
    participants: &[Participant],
    rules: &DrawRules,
    dice: &mut impl Dice,
) -> Result<Vec<(ParticipantId, ParticipantId)>, String> {
    enough_people(participants)?;
    let receiver_of = draw(participants.len(), rules, dice)
        .map_err(|no_draw| no_draw_in_words(&no_draw, &names_of(participants)))?;
    Ok(receiver_of
        .iter()
        .enumerate()
        .filter_map(|(giver, &receiver)| {
            Some((participants.get(giver)?.id, participants.get(receiver)?.id))
        })
        .collect())
}

/// Why no draw fits, in words, naming people by `names` (the draw's
/// numbering).
pub fn no_draw_in_words(no_draw: &NoDraw, names: &[String]) -> String {
    let named = |people: &[usize]| -> Vec<&str> {
        people
            .iter()
            .filter_map(|&i| names.get(i).map(String::as_str))
            .collect()
    };
    match no_draw {
        NoDraw::TooFewPeople { .. } => messages::EXCHANGE_TOO_FEW_PEOPLE.to_owned(),
        // The rules are built from this exchange's people: a rule naming
        // someone else cannot happen, but is no reason to panic.
        NoDraw::NotInDraw { .. } => messages::EXCHANGE_NO_DRAW.to_owned(),
        NoDraw::TooFewRecipients {
            givers,
            receivers,
            possible_without_previous,
        } => messages::exchange_blocked_group(
            &named(givers),
            &named(receivers),
            *possible_without_previous,
        ),
        NoDraw::NoSingleLoop { proven: true } => messages::EXCHANGE_NO_SINGLE_LOOP.to_owned(),
        NoDraw::NoSingleLoop { proven: false } => {
            messages::EXCHANGE_NO_SINGLE_LOOP_FOUND.to_owned()
        }
    }
}

pub fn question_body(text: Option<String>) -> Result<String, ValidationError> {
    message_text(
        "body",
        text,
        messages::QUESTION_REQUIRED,
        messages::QUESTION_TOO_LONG,
    )
}

pub fn answer_body(text: Option<String>) -> Result<String, ValidationError> {
    message_text(
        "body",
        text,
        messages::ANSWER_REQUIRED,
        messages::ANSWER_TOO_LONG,
    )
}

/// A participant's hints for their Secret Santa: trimmed, `None` when
/// empty (cleared), at most [`HINTS_MAX`] characters.
pub fn hints_text(text: Option<String>) -> Result<Option<String>, ValidationError> {
    match cleaned(text) {
        Some(text) if text.chars().count() > HINTS_MAX => Err(ValidationError::field(
            "hints",
            messages::EXCHANGE_HINTS_TOO_LONG,
        )),
        Some(text) if has_forbidden_char(&text) => Err(ValidationError::field(
            "hints",
            messages::CONTROL_CHARACTERS,
        )),
        text => Ok(text),
    }
}

/// A participant as one person sees them in an exchange.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParticipantSeen {
    pub id: ParticipantId,
    pub name: String,
    pub joined: bool,
    /// Whether the viewer acts for them (is them, or looks after them).
    pub mine: bool,
    /// Whether they are the viewer themselves.
    pub me: bool,
    /// For the organiser only: whether they have seen whom they give to
    /// (which makes a new draw announced to everyone).
    pub looked: Option<bool>,
    /// For those the viewer acts for only: whether their gift is bought.
    pub bought: Option<bool>,
    /// For those the viewer acts for only: the hints they left their
    /// Secret Santa (`Some("")` never: `None` inside when none).
    pub hints: Option<Option<String>>,
}

/// Someone's recipient, as a giver (or after the reveal, anyone) sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceiverSeen {
    pub id: ParticipantId,
    pub name: String,
    /// So the API can link to their lists.
    pub who: Who,
    /// What they told their Secret Santa: for their giver only (never in
    /// [`PairSeen`], which others may see).
    pub hints: Option<String>,
}

/// One of those the viewer acts for, and whom they give to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyPair {
    pub giver: ParticipantId,
    pub giver_name: String,
    /// Shown once the giver has looked ([`crate::use_cases::exchanges::see_my_recipient`]):
    /// a page view does not count as looking (reads never write), so it
    /// does not show the recipient either.
    pub receiver: Option<ReceiverSeen>,
    pub looked: bool,
    pub bought: bool,
}

/// A pair, for those the rule lets see every pair.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairSeen {
    pub giver: ParticipantId,
    pub giver_name: String,
    pub receiver: ReceiverSeen,
}

/// An exchange as one person sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExchangeView {
    pub exchange: Exchange,
    pub i_organise: bool,
    pub participants: Vec<ParticipantSeen>,
    /// The organiser's only.
    pub exclusions: Option<Vec<Exclusion>>,
    pub my_pairs: Vec<MyPair>,
    /// Once revealed (for every participant), or for the organiser once
    /// they chose to see the pairs.
    pub all_pairs: Option<Vec<PairSeen>>,
    /// For the organiser: drawn, and nobody has looked yet, so a new draw
    /// tells nobody. False for everyone else.
    pub can_redraw_silently: bool,
    /// For the organiser before the draw: why no draw fits, if none does.
    pub why_no_draw: Option<String>,
}

/// A question as one side of it sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuestionSeen {
    /// Asked by me, or by someone I look after (`giver`), of their
    /// recipient.
    MineAsGiver {
        id: ExchangeQuestionId,
        giver: ParticipantId,
        receiver: ParticipantId,
        receiver_name: String,
        body: String,
        answer: Option<String>,
        asked_at: NaiveDateTime,
        answered_at: Option<NaiveDateTime>,
    },
    /// Asked of me, or of someone I look after (`receiver`), by their
    /// Secret Santa: nothing here says who that is.
    ToMe {
        id: ExchangeQuestionId,
        receiver: ParticipantId,
        receiver_name: String,
        body: String,
        answer: Option<String>,
        asked_at: NaiveDateTime,
        answered_at: Option<NaiveDateTime>,
    },
}

/// An exchange in my list of them: no pair in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExchangeSummary {
    pub exchange: Exchange,
    pub i_organise: bool,
    pub participant_count: usize,
    pub drawn: bool,
    /// Drawn, and every participant I act for has seen whom they give to.
    pub looked: bool,
}

impl ReceiverSeen {
    /// As anyone the rule lets see the pair sees them: no hints.
    pub fn of(participant: &Participant) -> ReceiverSeen {
        ReceiverSeen {
            id: participant.id,
            name: participant.name.clone(),
            who: participant.who.clone(),
            hints: None,
        }
    }

    /// As their giver sees them: with the hints they left.
    pub fn for_their_giver(participant: &Participant) -> ReceiverSeen {
        ReceiverSeen {
            hints: participant.hints.clone(),
            ..ReceiverSeen::of(participant)
        }
    }
}

impl ExchangeView {
    /// `exchange` as `viewer` may see it, by the rules above: pairs by
    /// [`Exchange::shows_pair_to`] (their own only once looked at),
    /// who has looked and the exclusions for the organiser alone, whether
    /// a gift is bought for its giver alone. `exclusions` and `why_no_draw`
    /// are what the organiser is shown (ignored for anyone else).
    pub fn for_viewer(
        exchange: Exchange,
        viewer: &Viewer,
        participants: &[Participant],
        exclusions: Vec<Exclusion>,
        why_no_draw: Option<String>,
    ) -> ExchangeView {
        let organiser = viewer.organiser;
        let receiver_of = |giver: &Participant| {
            giver
                .receiver
                .and_then(|id| participants.iter().find(|p| p.id == id))
        };
        let seen = participants
            .iter()
            .map(|p| {
                let mine = viewer.acts_for(p.id);
                ParticipantSeen {
                    id: p.id,
                    name: p.name.clone(),
                    joined: p.is_joined(),
                    mine,
                    me: viewer.myself == Some(p.id),
                    looked: organiser.then_some(p.looked_at.is_some()),
                    bought: mine.then_some(p.bought_at.is_some()),
                    hints: mine.then(|| p.hints.clone()),
                }
            })
            .collect();
        let my_pairs = participants
            .iter()
            .filter(|p| viewer.acts_for(p.id))
            .map(|p| MyPair {
                giver: p.id,
                giver_name: p.name.clone(),
                receiver: p
                    .looked_at
                    .and_then(|_| receiver_of(p))
                    .filter(|_| exchange.shows_pair_to(viewer, p.id))
                    .map(ReceiverSeen::for_their_giver),
                looked: p.looked_at.is_some(),
                bought: p.bought_at.is_some(),
            })
            .collect();
        let all_pairs = exchange.shows_all_pairs_to(viewer).then(|| {
            participants
                .iter()
                .filter(|p| exchange.shows_pair_to(viewer, p.id))
                .filter_map(|p| {
                    Some(PairSeen {
                        giver: p.id,
                        giver_name: p.name.clone(),
                        receiver: ReceiverSeen::of(receiver_of(p)?),
                    })
                })
                .collect()
        });
        let nobody_looked = participants.iter().all(|p| p.looked_at.is_none());
        ExchangeView {
            i_organise: organiser,
            participants: seen,
            exclusions: organiser.then_some(exclusions),
            my_pairs,
            all_pairs,
            can_redraw_silently: organiser
                && exchange.is_drawn()
                && !exchange.revealed
                && nobody_looked,
            why_no_draw: why_no_draw.filter(|_| organiser && !exchange.is_drawn()),
            exchange,
        }
    }
}

impl QuestionSeen {
    /// `question` as `viewer` sees it, by [`Viewer::side_of`]; `None` for
    /// anyone on neither side, and for a question of an earlier draw.
    pub fn of(
        viewer: &Viewer,
        question: &Question,
        participants: &[Participant],
    ) -> Option<QuestionSeen> {
        if !question.is_of_draw(participants) {
            return None;
        }
        let receiver = participants.iter().find(|p| p.id == question.receiver)?;
        let q = question.clone();
        Some(match viewer.side_of(question)? {
            QuestionSide::Giver => QuestionSeen::MineAsGiver {
                id: q.id,
                giver: q.giver,
                receiver: q.receiver,
                receiver_name: receiver.name.clone(),
                body: q.body,
                answer: q.answer,
                asked_at: q.asked_at,
                answered_at: q.answered_at,
            },
            QuestionSide::Receiver => QuestionSeen::ToMe {
                id: q.id,
                receiver: q.receiver,
                receiver_name: receiver.name.clone(),
                body: q.body,
                answer: q.answer,
                asked_at: q.asked_at,
                answered_at: q.answered_at,
            },
        })
    }
}

impl ExchangeSummary {
    pub fn for_viewer(
        exchange: Exchange,
        viewer: &Viewer,
        participants: &[Participant],
    ) -> ExchangeSummary {
        let drawn = exchange.is_drawn();
        let mine: Vec<&Participant> = participants
            .iter()
            .filter(|p| viewer.acts_for(p.id))
            .collect();
        ExchangeSummary {
            i_organise: viewer.organiser,
            participant_count: participants.len(),
            drawn,
            looked: drawn && !mine.is_empty() && mine.iter().all(|p| p.looked_at.is_some()),
            exchange,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_reads_back_as_it_is_written() {
        for cents in [1, 99, 100, 2_500, 2_550, BUDGET_MAX_CENTS] {
            let budget = Budget {
                amount_cents: cents,
                currency: "EUR".into(),
            };
            assert_eq!(parse_amount_cents(&budget.amount_text()), Some(cents));
        }
        let quarter = Budget {
            amount_cents: 2_505,
            currency: "USD".into(),
        };
        assert_eq!(quarter.amount_text(), "25.05");
    }

    fn day(text: &str) -> NaiveDate {
        parse_calendar_date(text).unwrap()
    }

    fn draft(name: &str, date: &str) -> ExchangeDraft {
        ExchangeDraft {
            name: Some(name.into()),
            date: Some(date.into()),
            ..Default::default()
        }
    }

    #[test]
    fn an_exchange_needs_a_name_and_a_day_to_come() {
        let today = day("2026-11-28");
        let error = ExchangeDraft::default()
            .validate_at(None, today)
            .unwrap_err();
        assert_eq!(error.fields["name"], messages::NAME_REQUIRED);
        assert_eq!(error.fields["date"], messages::DATE_REQUIRED);
        assert_eq!(error.message, messages::NAME_REQUIRED);
        let error = ExchangeDraft {
            name: Some("x".repeat(EXCHANGE_NAME_MAX + 1)),
            date: Some("2026-11-27".into()),
            message: Some(Some("y".repeat(EXCHANGE_MESSAGE_MAX + 1))),
            avoid_last_years: Some(4),
            ..Default::default()
        }
        .validate_at(None, today)
        .unwrap_err();
        assert_eq!(error.fields["name"], messages::EXCHANGE_NAME_TOO_LONG);
        assert_eq!(error.fields["date"], messages::EXCHANGE_DATE_PAST);
        assert_eq!(error.fields["message"], messages::EXCHANGE_MESSAGE_TOO_LONG);
        assert_eq!(
            error.fields["avoidLastYears"],
            messages::EXCHANGE_AVOID_YEARS_RANGE
        );
        for (name, date, field, message) in [
            (
                "Santa\u{202E}",
                "2026-12-24",
                "name",
                messages::CONTROL_CHARACTERS,
            ),
            ("Santa", "24/12/2026", "date", messages::DATE_INVALID),
            ("Santa", " ", "date", messages::DATE_REQUIRED),
        ] {
            let error = draft(name, date).validate_at(None, today).unwrap_err();
            assert_eq!(error.fields[field], message, "{name:?} {date:?}");
        }
        let input = ExchangeDraft {
            message: Some(Some(" Bring cocoa.\nWrap it. ".into())),
            ..draft(" Family Santa ", "2026-11-28")
        }
        .validate_at(None, today)
        .unwrap();
        assert_eq!(input.name, "Family Santa");
        assert_eq!(input.date, today);
        assert_eq!(input.message.as_deref(), Some("Bring cocoa.\nWrap it."));
        assert_eq!(input.budget, None);
        assert!(!input.single_loop);
        assert_eq!(input.avoid_last_years, DEFAULT_AVOID_LAST_YEARS);
    }

    #[test]
    fn a_budget_is_read_exactly_with_its_currency() {
        let today = day("2026-11-28");
        let with_budget = |budget: &str, currency: Option<&str>| {
            ExchangeDraft {
                budget: Some(Some(budget.into())),
                currency: currency.map(|c| Some(c.to_owned())),
                ..draft("Santa", "2026-12-24")
            }
            .validate_at(None, today)
        };
        for (text, cents) in [
            ("25", 2_500),
            ("25.5", 2_550),
            ("25.50", 2_550),
            ("0.01", 1),
            (" 1000000 ", BUDGET_MAX_CENTS),
            ("19.99", 1_999),
        ] {
            let budget = with_budget(text, None).unwrap().budget.unwrap();
            assert_eq!(budget.amount_cents, cents, "{text}");
            assert_eq!(budget.currency, DEFAULT_CURRENCY);
        }
        for text in [
            "0",
            "0.00",
            "-5",
            "25.",
            ".5",
            "25.505",
            "1,000",
            "$25",
            "1e3",
            "1000000.01",
            "abc",
            "99999999999999999999",
        ] {
            let error = with_budget(text, None).unwrap_err();
            assert_eq!(
                error.fields["budget"],
                messages::EXCHANGE_BUDGET_INVALID,
                "{text}"
            );
        }
        let budget = with_budget("30", Some(" eur ")).unwrap().budget.unwrap();
        assert_eq!(budget.currency, "EUR");
        for code in ["EURO", "E1R", "€", "US"] {
            let error = with_budget("30", Some(code)).unwrap_err();
            assert_eq!(
                error.fields["currency"],
                messages::EXCHANGE_CURRENCY_INVALID,
                "{code}"
            );
        }
    }

    #[test]
    fn an_update_keeps_what_is_not_sent_and_clears_what_is_sent_empty() {
        let today = day("2026-11-28");
        let current = ExchangeDraft {
            budget: Some(Some("40".into())),
            currency: Some(Some("GBP".into())),
            message: Some(Some("Nothing over budget".into())),
            single_loop: Some(true),
            avoid_last_years: Some(2),
            ..draft("Santa", "2026-12-24")
        }
        .validate_at(None, today)
        .unwrap();
        let kept = ExchangeDraft::default()
            .validate_at(Some(&current), today)
            .unwrap();
        assert_eq!(kept, current);
        let changed = ExchangeDraft {
            budget: Some(Some("50".into())),
            message: Some(None),
            ..Default::default()
        }
        .validate_at(Some(&current), today)
        .unwrap();
        let budget = changed.budget.unwrap();
        assert_eq!(
            (budget.amount_cents, budget.currency.as_str()),
            (5_000, "GBP")
        );
        assert_eq!(changed.message, None);
        assert!(changed.single_loop);
        let cleared = ExchangeDraft {
            budget: Some(None),
            ..Default::default()
        }
        .validate_at(Some(&current), today)
        .unwrap();
        assert_eq!(cleared.budget, None);
        // A day that has passed is kept, but not set anew.
        let later = day("2027-01-05");
        assert!(ExchangeDraft {
            date: Some("2026-12-24".into()),
            ..Default::default()
        }
        .validate_at(Some(&current), later)
        .is_ok());
        let error = ExchangeDraft {
            date: Some("2026-12-31".into()),
            ..Default::default()
        }
        .validate_at(Some(&current), later)
        .unwrap_err();
        assert_eq!(error.fields["date"], messages::EXCHANGE_DATE_PAST);
    }

    fn exchange(drawn: bool, organiser_sees_pairs: bool, revealed: bool) -> Exchange {
        let at = day("2026-11-28").and_hms_opt(12, 0, 0).unwrap();
        Exchange {
            id: ExchangeId(1),
            organiser: UserId(1),
            organiser_name: PersonName::default(),
            input: draft("Santa", "2026-12-24")
                .validate_at(None, day("2026-11-28"))
                .unwrap(),
            series: ExchangeId(1),
            drawn_at: drawn.then_some(at),
            organiser_sees_pairs,
            revealed,
            created_at: at,
            updated_at: at,
        }
    }

    fn viewer(organiser: bool, acts_for: &[i64]) -> Viewer {
        Viewer {
            organiser,
            acts_for: acts_for.iter().copied().map(ParticipantId).collect(),
            myself: None,
        }
    }

    /// Who sees whom giver 10 gives to: a table over the exchange's state
    /// and the viewer's place in it.
    #[test]
    fn a_pair_is_seen_by_its_giver_and_otherwise_only_once_shown_or_revealed() {
        let giver = ParticipantId(10);
        let the_giver = viewer(false, &[10]);
        let a_guardian_of_the_giver = viewer(false, &[11, 10]);
        let another_participant = viewer(false, &[11]);
        let the_organiser = viewer(true, &[12]);
        let an_outsider = viewer(false, &[]);
        // (drawn, organiser sees pairs, revealed), then what each sees.
        let table = [
            ((true, false, false), [true, true, false, false, false]),
            ((true, true, false), [true, true, false, true, false]),
            ((true, false, true), [true, true, true, true, false]),
            ((true, true, true), [true, true, true, true, false]),
            // Before the draw there is no pair to show the others.
            ((false, true, true), [true, true, false, false, false]),
        ];
        for ((drawn, shown, revealed), expected) in table {
            let exchange = exchange(drawn, shown, revealed);
            let seen: Vec<bool> = [
                &the_giver,
                &a_guardian_of_the_giver,
                &another_participant,
                &the_organiser,
                &an_outsider,
            ]
            .iter()
            .map(|v| exchange.shows_pair_to(v, giver))
            .collect();
            assert_eq!(seen, expected, "{drawn} {shown} {revealed}");
        }
        assert!(!an_outsider.is_in());
        assert!(the_organiser.is_in() && another_participant.is_in());
    }

    #[test]
    fn a_question_is_seen_by_its_two_sides_only() {
        let at = day("2026-11-28").and_hms_opt(12, 0, 0).unwrap();
        let question = Question {
            id: ExchangeQuestionId(1),
            exchange: ExchangeId(1),
            giver: ParticipantId(10),
            receiver: ParticipantId(20),
            body: "Size?".into(),
            answer: None,
            asked_at: at,
            answered_at: None,
        };
        for (v, side) in [
            (viewer(false, &[10]), Some(QuestionSide::Giver)),
            (viewer(false, &[20]), Some(QuestionSide::Receiver)),
            // A guardian giving to the one they look after asked it.
            (viewer(false, &[20, 10]), Some(QuestionSide::Giver)),
            (viewer(true, &[30]), None),
            (viewer(true, &[]), None),
            (viewer(false, &[30]), None),
        ] {
            assert_eq!(v.side_of(&question), side, "{v:?}");
        }
    }

    #[test]
    fn earlier_pairs_are_matched_by_who_and_dropped_for_those_not_here() {
        let person = |id: i64, who: Who| Participant {
            id: ParticipantId(id),
            exchange: ExchangeId(2),
            who,
            name: format!("{id}"),
            joined_at: None,
            receiver: None,
            looked_at: None,
            bought_at: None,
            hints: None,
        };
        let zoe = || Who::Invited {
            email: "zoe@example.com".into(),
        };
        let participants = [
            person(10, Who::User(UserId(1))),
            person(11, Who::Dependant(DependantId(5))),
            person(12, zoe()),
        ];
        let input = draft("Santa", "2027-12-24")
            .validate_at(None, day("2027-01-01"))
            .unwrap();
        let rules = draw_rules(
            &input,
            &participants,
            &[Exclusion {
                giver: ParticipantId(12),
                receiver: ParticipantId(10),
            }],
            &[
                (Who::User(UserId(1)), Who::Dependant(DependantId(5))),
                (Who::Dependant(DependantId(5)), zoe()),
                // Someone not in this year's exchange.
                (zoe(), Who::User(UserId(9))),
            ],
        );
        assert_eq!(rules.exclusions, [(2, 0)]);
        assert_eq!(rules.previous, [(0, 1), (1, 2)]);
        assert!(!rules.single_loop);
    }

    #[test]
    fn no_draw_in_words_names_the_blocking_group() {
        let names: Vec<String> = ["Ann", "Ben", "Cal", "Dee", "Eve"]
            .map(String::from)
            .to_vec();
        let blocked = |givers: Vec<usize>, receivers: Vec<usize>, previous: bool| {
            no_draw_in_words(
                &NoDraw::TooFewRecipients {
                    givers,
                    receivers,
                    possible_without_previous: previous,
                },
                &names,
            )
        };
        assert_eq!(
            blocked(vec![0, 1, 2], vec![3, 4], false),
            "Ann, Ben and Cal can only give to Dee and Eve"
        );
        assert_eq!(
            blocked(vec![0, 1], vec![2], true),
            "Ann and Ben can only give to Cal \
             (allowing last year's pairs again would make a draw possible)"
        );
        assert_eq!(blocked(vec![4], vec![], false), "Eve cannot give to anyone");
        assert_eq!(
            no_draw_in_words(&NoDraw::TooFewPeople { people: 1 }, &names),
            messages::EXCHANGE_TOO_FEW_PEOPLE
        );
        assert_eq!(
            no_draw_in_words(&NoDraw::NoSingleLoop { proven: true }, &names),
            messages::EXCHANGE_NO_SINGLE_LOOP
        );
        assert_eq!(
            no_draw_in_words(&NoDraw::NoSingleLoop { proven: false }, &names),
            messages::EXCHANGE_NO_SINGLE_LOOP_FOUND
        );
    }

    #[test]
    fn the_reminder_due_is_the_nearest_stage_come_and_none_after_the_day() {
        let day = |text: &str| text.parse::<NaiveDate>().unwrap();
        let on = day("2026-12-24");
        let due = |today: &str| reminder_stage_due(on, day(today));
        assert_eq!(due("2026-12-16"), None);
        assert_eq!(due("2026-12-17"), Some(7));
        assert_eq!(due("2026-12-22"), Some(7));
        assert_eq!(due("2026-12-23"), Some(1));
        assert_eq!(due("2026-12-24"), Some(1));
        assert_eq!(due("2026-12-25"), None);
    }

    #[test]
    fn hints_are_trimmed_cleared_when_empty_and_kept_short() {
        assert_eq!(
            hints_text(Some("  M, tea ".into())),
            Ok(Some("M, tea".into()))
        );
        assert_eq!(hints_text(Some("   ".into())), Ok(None));
        assert_eq!(hints_text(None), Ok(None));
        assert_eq!(
            hints_text(Some("é".repeat(HINTS_MAX))).map(|h| h.is_some()),
            Ok(true)
        );
        let error = hints_text(Some("a".repeat(HINTS_MAX + 1))).unwrap_err();
        assert_eq!(error.fields["hints"], messages::EXCHANGE_HINTS_TOO_LONG);
        assert!(hints_text(Some("a\u{202e}b".into())).is_err());
    }
}
