//! Gift exchanges (issue 42): the exchanges, their participants and
//! exclusions, the draw, and the questions givers ask. Timestamps come from
//! the store's clock.

use chrono::NaiveDate;

use super::StoreError;
use crate::exchange::{Exchange, ExchangeInput, Exclusion, Participant, Question, Who};
use crate::ids::{ExchangeId, ExchangeQuestionId, ParticipantId, UserId};

pub trait ExchangeStore {
    /// A new exchange of `organiser`'s; `series` `None` starts a series of
    /// its own (its own id).
    fn insert_exchange(
        &mut self,
        organiser: UserId,
        input: &ExchangeInput,
        series: Option<ExchangeId>,
    ) -> Result<Exchange, StoreError>;
    fn exchange(&mut self, id: ExchangeId) -> Result<Option<Exchange>, StoreError>;
    /// Those `user` organises, is a participant of, or keeps a dependant
    /// participant of; by date, newest first.
    fn exchanges_of(&mut self, user: UserId) -> Result<Vec<Exchange>, StoreError>;
    /// A new date starts the reminders anew (none sent for it yet).
    fn update_exchange(&mut self, id: ExchangeId, input: &ExchangeInput) -> Result<(), StoreError>;
    /// Deletes it with its participants, exclusions and questions.
    fn delete_exchange(&mut self, id: ExchangeId) -> Result<bool, StoreError>;
    /// Oldest first.
    fn participants(&mut self, id: ExchangeId) -> Result<Vec<Participant>, StoreError>;
    /// `Conflict::Duplicate` when that user, dependant or address is in
    /// already; joined now for a user or dependant, not yet for an invite.
    fn add_participant(
        &mut self,
        id: ExchangeId,
        who: &Who,
        invite_token_hash: Option<&str>,
    ) -> Result<Participant, StoreError>;
    /// Takes them out with their exclusions and questions.
    fn remove_participant(
        &mut self,
        id: ExchangeId,
        participant: ParticipantId,
    ) -> Result<bool, StoreError>;
    fn participant_by_invite(
        &mut self,
        token_hash: &str,
    ) -> Result<Option<Participant>, StoreError>;
    /// The invite becomes `user`, joined now, its token gone;
    /// `Conflict::Duplicate` when `user` is in already.
    fn join_by_invite(
        &mut self,
        participant: ParticipantId,
        user: UserId,
    ) -> Result<(), StoreError>;
    fn exclusions(&mut self, id: ExchangeId) -> Result<Vec<Exclusion>, StoreError>;
    /// Replaces them all.
    fn set_exclusions(
        &mut self,
        id: ExchangeId,
        exclusions: &[Exclusion],
    ) -> Result<(), StoreError>;
    /// Sets each giver's receiver, clears looked and bought, drawn now; an
    /// empty slice clears the draw.
    fn save_draw(
        &mut self,
        id: ExchangeId,
        pairs: &[(ParticipantId, ParticipantId)],
    ) -> Result<(), StoreError>;
    /// Keeps the first time.
    fn mark_looked(&mut self, participant: ParticipantId) -> Result<(), StoreError>;
    fn set_bought(&mut self, participant: ParticipantId, bought: bool) -> Result<(), StoreError>;
    /// What the participant tells their Secret Santa; `None` clears it.
    fn set_hints(
        &mut self,
        participant: ParticipantId,
        hints: Option<&str>,
    ) -> Result<(), StoreError>;
    /// Drawn, unrevealed exchanges dated `from..=until` whose reminders
    /// have not come as near as `days_before` (none sent, or only a
    /// farther stage); by id after `after`, `limit` at most.
    fn exchanges_to_remind(
        &mut self,
        from: NaiveDate,
        until: NaiveDate,
        days_before: u8,
        after: Option<ExchangeId>,
        limit: u32,
    ) -> Result<Vec<Exchange>, StoreError>;
    /// Claims the reminders of `days_before` for exchange `id`: true for the
    /// one caller that moved it there (so several schedulers send each
    /// stage once), false when that stage or a nearer one was claimed.
    fn claim_exchange_reminder(
        &mut self,
        id: ExchangeId,
        days_before: u8,
    ) -> Result<bool, StoreError>;
    fn set_organiser_sees_pairs(&mut self, id: ExchangeId) -> Result<(), StoreError>;
    /// Passes the exchange to another organiser (its first one's account
    /// is going).
    fn set_organiser(&mut self, id: ExchangeId, organiser: UserId) -> Result<(), StoreError>;
    fn set_revealed(&mut self, id: ExchangeId) -> Result<(), StoreError>;
    /// The (giver, receiver) pairs of the `years` most recent drawn
    /// exchanges of `series` dated before `before`, by who they are.
    fn earlier_pairs(
        &mut self,
        series: ExchangeId,
        before: NaiveDate,
        years: u8,
    ) -> Result<Vec<(Who, Who)>, StoreError>;
    /// Oldest first.
    fn questions(&mut self, id: ExchangeId) -> Result<Vec<Question>, StoreError>;
    /// One question, whatever its exchange (added beyond the design: an
    /// answer is sent by the question's id alone).
    fn question(&mut self, id: ExchangeQuestionId) -> Result<Option<Question>, StoreError>;
    fn insert_question(
        &mut self,
        id: ExchangeId,
        giver: ParticipantId,
        receiver: ParticipantId,
        body: &str,
    ) -> Result<Question, StoreError>;
    fn answer_question(
        &mut self,
        question: ExchangeQuestionId,
        answer: &str,
    ) -> Result<(), StoreError>;
}
