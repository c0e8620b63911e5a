//! The in-memory store of gift exchanges: participants are found by their
//! exchange, oldest (lowest id) first; names are read when written, as the
//! database's joins would give them.

use domain::exchange::{Exchange, ExchangeInput, Exclusion, Participant, Question, Who};
use domain::ids::{ExchangeId, ExchangeQuestionId, ParticipantId};
use domain::ports::ExchangeStore;

use super::*;

impl InMemoryStore {
    fn participants_of(&self, id: ExchangeId) -> Vec<Participant> {
        self.state
            .participants
            .values()
            .filter(|p| p.exchange == id)
            .cloned()
            .collect()
    }

    fn name_of_who(&self, who: &Who) -> String {
        match who {
            Who::User(user) => self
                .state
                .users
                .get(user)
                .cloned()
                .map(PersonName::from)
                .unwrap_or_default()
                .short(),
            Who::Dependant(dependant) => self
                .state
                .dependants
                .get(dependant)
                .map(|d| d.input.name.clone())
                .unwrap_or_default(),
            Who::Invited { email } => email.clone(),
        }
    }

    /// Whether `user` is in exchange `id` as a user.
    fn user_in(&self, id: ExchangeId, user: UserId) -> bool {
        self.state
            .participants
            .values()
            .any(|p| p.exchange == id && p.who == Who::User(user))
    }
}

impl ExchangeStore for InMemoryStore {
    fn insert_exchange(
        &mut self,
        organiser: UserId,
        input: &ExchangeInput,
        series: Option<ExchangeId>,
    ) -> Result<Exchange, StoreError> {
        self.call("insert_exchange")?;
        let id = ExchangeId(self.state.next_id());
        let exchange = Exchange {
            id,
            organiser,
            organiser_name: self
                .state
                .users
                .get(&organiser)
                .cloned()
                .map(PersonName::from)
                .unwrap_or_default(),
            input: input.clone(),
            series: series.unwrap_or(id),
            drawn_at: None,
            organiser_sees_pairs: false,
            revealed: false,
            created_at: self.now,
            updated_at: self.now,
        };
        self.state.exchanges.insert(id, exchange.clone());
        Ok(exchange)
    }

    fn exchange(&mut self, id: ExchangeId) -> Result<Option<Exchange>, StoreError> {
        self.call("exchange")?;
        Ok(self.state.exchanges.get(&id).cloned())
    }

    fn exchanges_of(&mut self, user: UserId) -> Result<Vec<Exchange>, StoreError> {
        self.call("exchanges_of")?;
        let keeps = |who: &Who| match who {
            Who::User(u) => *u == user,
            Who::Dependant(d) => self
                .state
                .dependants
                .get(d)
                .is_some_and(|d| d.is_guarded_by(user)),
            Who::Invited { .. } => false,
        };
        let mut found: Vec<Exchange> = self
            .state
            .exchanges
            .values()
            .filter(|e| {
                e.organiser == user
                    || self
                        .state
                        .participants
                        .values()
                        .any(|p| p.exchange == e.id && keeps(&p.who))
            })
            .cloned()
            .collect();
        found.sort_by_key(|e| std::cmp::Reverse((e.input.date, e.id)));
        Ok(found)
    }

    fn update_exchange(&mut self, id: ExchangeId, input: &ExchangeInput) -> Result<(), StoreError> {
        self.call("update_exchange")?;
        let now = self.now;
        if let Some(e) = self.state.exchanges.get_mut(&id) {
            if e.input.date != input.date {
                self.state.exchange_reminded.remove(&id);
            }
            e.input = input.clone();
            e.updated_at = now;
        }
        Ok(())
    }

    fn delete_exchange(&mut self, id: ExchangeId) -> Result<bool, StoreError> {
        self.call("delete_exchange")?;
        let gone: Vec<ParticipantId> = self.participants_of(id).iter().map(|p| p.id).collect();
        for participant in gone {
            self.state.participants.remove(&participant);
            self.state.participant_invites.remove(&participant);
        }
        self.state.exclusions.remove(&id);
        self.state.questions.retain(|_, q| q.exchange != id);
        Ok(self.state.exchanges.remove(&id).is_some())
    }

    fn participants(&mut self, id: ExchangeId) -> Result<Vec<Participant>, StoreError> {
        self.call("participants")?;
        Ok(self.participants_of(id))
    }

    fn add_participant(
        &mut self,
        id: ExchangeId,
        who: &Who,
        invite_token_hash: Option<&str>,
    ) -> Result<Participant, StoreError> {
        self.call("add_participant")?;
        if self.participants_of(id).iter().any(|p| p.who == *who) {
            return Err(StoreError::Conflict(Conflict::Duplicate));
        }
        let participant = Participant {
            id: ParticipantId(self.state.next_id()),
            exchange: id,
            who: who.clone(),
            name: self.name_of_who(who),
            joined_at: (!matches!(who, Who::Invited { .. })).then_some(self.now),
            receiver: None,
            looked_at: None,
            bought_at: None,
            hints: None,
        };
        if let Some(hash) = invite_token_hash {
            self.state
                .participant_invites
                .insert(participant.id, hash.to_owned());
        }
        self.state
            .participants
            .insert(participant.id, participant.clone());
        Ok(participant)
    }

    fn remove_participant(
        &mut self,
        id: ExchangeId,
        participant: ParticipantId,
    ) -> Result<bool, StoreError> {
        self.call("remove_participant")?;
        if self
            .state
            .participants
            .get(&participant)
            .is_none_or(|p| p.exchange != id)
        {
            return Ok(false);
        }
        self.state.participants.remove(&participant);
        self.state.participant_invites.remove(&participant);
        if let Some(exclusions) = self.state.exclusions.get_mut(&id) {
            exclusions.retain(|e| e.giver != participant && e.receiver != participant);
        }
        self.state
            .questions
            .retain(|_, q| q.giver != participant && q.receiver != participant);
        Ok(true)
    }

    fn participant_by_invite(
        &mut self,
        token_hash: &str,
    ) -> Result<Option<Participant>, StoreError> {
        self.call("participant_by_invite")?;
        Ok(self
            .state
            .participant_invites
            .iter()
            .find(|(_, hash)| hash.as_str() == token_hash)
            .and_then(|(id, _)| self.state.participants.get(id).cloned()))
    }

    fn join_by_invite(
        &mut self,
        participant: ParticipantId,
        user: UserId,
    ) -> Result<(), StoreError> {
        self.call("join_by_invite")?;
        let Some(exchange) = self
            .state
            .participants
            .get(&participant)
            .map(|p| p.exchange)
        else {
            return Ok(());
        };
        if self.user_in(exchange, user) {
            return Err(StoreError::Conflict(Conflict::Duplicate));
        }
        let who = Who::User(user);
        let name = self.name_of_who(&who);
        let now = self.now;
        if let Some(p) = self.state.participants.get_mut(&participant) {
            p.who = who;
            p.name = name;
            p.joined_at = Some(now);
        }
        self.state.participant_invites.remove(&participant);
        Ok(())
    }

    fn exclusions(&mut self, id: ExchangeId) -> Result<Vec<Exclusion>, StoreError> {
        self.call("exclusions")?;
        Ok(self.state.exclusions.get(&id).cloned().unwrap_or_default())
    }

    fn set_exclusions(
        &mut self,
        id: ExchangeId,
        exclusions: &[Exclusion],
    ) -> Result<(), StoreError> {
        self.call("set_exclusions")?;
        self.state.exclusions.insert(id, exclusions.to_vec());
        Ok(())
    }

    fn save_draw(
        &mut self,
        id: ExchangeId,
        pairs: &[(ParticipantId, ParticipantId)],
    ) -> Result<(), StoreError> {
        self.call("save_draw")?;
        for p in self.state.participants.values_mut() {
            if p.exchange == id {
                p.receiver = pairs.iter().find(|(g, _)| *g == p.id).map(|(_, r)| *r);
                p.looked_at = None;
                p.bought_at = None;
            }
        }
        let now = self.now;
        if let Some(e) = self.state.exchanges.get_mut(&id) {
            e.drawn_at = (!pairs.is_empty()).then_some(now);
        }
        Ok(())
    }

    fn mark_looked(&mut self, participant: ParticipantId) -> Result<(), StoreError> {
        self.call("mark_looked")?;
        let now = self.now;
        if let Some(p) = self.state.participants.get_mut(&participant) {
            p.looked_at.get_or_insert(now);
        }
        Ok(())
    }

    fn set_bought(&mut self, participant: ParticipantId, bought: bool) -> Result<(), StoreError> {
        self.call("set_bought")?;
        let now = self.now;
        if let Some(p) = self.state.participants.get_mut(&participant) {
            p.bought_at = bought.then_some(now);
        }
        Ok(())
    }

    fn set_hints(
        &mut self,
        participant: ParticipantId,
        hints: Option<&str>,
    ) -> Result<(), StoreError> {
        self.call("set_hints")?;
        if let Some(p) = self.state.participants.get_mut(&participant) {
            p.hints = hints.map(str::to_owned);
        }
        Ok(())
    }

    fn exchanges_to_remind(
        &mut self,
        from: chrono::NaiveDate,
        until: chrono::NaiveDate,
        days_before: u8,
        after: Option<ExchangeId>,
        limit: u32,
    ) -> Result<Vec<Exchange>, StoreError> {
        self.call("exchanges_to_remind")?;
        Ok(self
            .state
            .exchanges
            .values()
            .filter(|e| e.is_drawn() && !e.revealed)
            .filter(|e| (from..=until).contains(&e.input.date))
            .filter(|e| after.is_none_or(|after| e.id > after))
            .filter(|e| {
                self.state
                    .exchange_reminded
                    .get(&e.id)
                    .is_none_or(|sent| *sent > days_before)
            })
            .take(limit as usize)
            .cloned()
            .collect())
    }

    fn claim_exchange_reminder(
        &mut self,
        id: ExchangeId,
        days_before: u8,
    ) -> Result<bool, StoreError> {
        self.call("claim_exchange_reminder")?;
        let sent = self.state.exchange_reminded.get(&id);
        if sent.is_some_and(|sent| *sent <= days_before) {
            return Ok(false);
        }
        self.state.exchange_reminded.insert(id, days_before);
        Ok(true)
    }

    fn set_organiser_sees_pairs(&mut self, id: ExchangeId) -> Result<(), StoreError> {
        self.call("set_organiser_sees_pairs")?;
        if let Some(e) = self.state.exchanges.get_mut(&id) {
            e.organiser_sees_pairs = true;
        }
        Ok(())
    }

    fn set_organiser(&mut self, id: ExchangeId, organiser: UserId) -> Result<(), StoreError> {
        self.call("set_organiser")?;
        if let Some(e) = self.state.exchanges.get_mut(&id) {
            e.organiser = organiser;
        }
        Ok(())
    }

    fn set_revealed(&mut self, id: ExchangeId) -> Result<(), StoreError> {
        self.call("set_revealed")?;
        if let Some(e) = self.state.exchanges.get_mut(&id) {
            e.revealed = true;
        }
        Ok(())
    }

    fn earlier_pairs(
        &mut self,
        series: ExchangeId,
        before: NaiveDate,
        years: u8,
    ) -> Result<Vec<(Who, Who)>, StoreError> {
        self.call("earlier_pairs")?;
        let mut earlier: Vec<&Exchange> = self
            .state
            .exchanges
            .values()
            .filter(|e| e.series == series && e.is_drawn() && e.input.date < before)
            .collect();
        earlier.sort_by_key(|e| std::cmp::Reverse(e.input.date));
        let mut pairs = Vec::new();
        for exchange in earlier.into_iter().take(usize::from(years)) {
            let participants = self.participants_of(exchange.id);
            for giver in &participants {
                let receiver = giver
                    .receiver
                    .and_then(|r| participants.iter().find(|p| p.id == r));
                if let Some(receiver) = receiver {
                    pairs.push((giver.who.clone(), receiver.who.clone()));
                }
            }
        }
        Ok(pairs)
    }

    fn questions(&mut self, id: ExchangeId) -> Result<Vec<Question>, StoreError> {
        self.call("questions")?;
        Ok(self
            .state
            .questions
            .values()
            .filter(|q| q.exchange == id)
            .cloned()
            .collect())
    }

    fn question(&mut self, id: ExchangeQuestionId) -> Result<Option<Question>, StoreError> {
        self.call("question")?;
        Ok(self.state.questions.get(&id).cloned())
    }

    fn insert_question(
        &mut self,
        id: ExchangeId,
        giver: ParticipantId,
        receiver: ParticipantId,
        body: &str,
    ) -> Result<Question, StoreError> {
        self.call("insert_question")?;
        let question = Question {
            id: ExchangeQuestionId(self.state.next_id()),
            exchange: id,
            giver,
            receiver,
            body: body.to_owned(),
            answer: None,
            asked_at: self.now,
            answered_at: None,
        };
        self.state.questions.insert(question.id, question.clone());
        Ok(question)
    }

    fn answer_question(
        &mut self,
        question: ExchangeQuestionId,
        answer: &str,
    ) -> Result<(), StoreError> {
        self.call("answer_question")?;
        let now = self.now;
        if let Some(q) = self.state.questions.get_mut(&question) {
            q.answer = Some(answer.to_owned());
            q.answered_at = Some(now);
        }
        Ok(())
    }
}
