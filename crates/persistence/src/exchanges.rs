//! Gift exchanges (issue 42): the exchanges, their participants, exclusions
//! and questions. Who gives to whom is `exchange_participants.receiver_id`
//! alone; what anyone sees of it is decided in `domain::exchange`.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use domain::exchange::{Budget, Exchange, ExchangeInput, Exclusion, Participant, Question, Who};
use domain::group_list::PersonName;
use domain::ids::{DependantId, ExchangeId, ExchangeQuestionId, ParticipantId, UserId};
use domain::ports::{ExchangeStore, StoreError};

use crate::schema::{
    dependant_guardians, dependants, exchange_exclusions, exchange_participants,
    exchange_questions, exchanges, users,
};
use crate::{DbConnection, DbError, Store};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = exchanges)]
struct ExchangeRow {
    id: i64,
    organiser_id: i64,
    name: String,
    exchange_date: NaiveDate,
    budget_cents: Option<i64>,
    budget_currency: Option<String>,
    message: Option<String>,
    single_loop: bool,
    avoid_last_years: i32,
    series_id: Option<i64>,
    drawn_at: Option<NaiveDateTime>,
    organiser_sees_pairs: bool,
    revealed: bool,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
}

type NameColumns = (Option<String>, Option<String>, Option<String>);

fn exchange((row, (first_name, last_name, email)): (ExchangeRow, NameColumns)) -> Exchange {
    Exchange {
        id: ExchangeId(row.id),
        organiser: UserId(row.organiser_id),
        organiser_name: PersonName {
            first_name,
            last_name,
            email,
        },
        input: ExchangeInput {
            name: row.name,
            date: row.exchange_date,
            budget: match (row.budget_cents, row.budget_currency) {
                (Some(amount_cents), Some(currency)) => Some(Budget {
                    amount_cents,
                    currency,
                }),
                _ => None,
            },
            message: row.message,
            single_loop: row.single_loop,
            avoid_last_years: u8::try_from(row.avoid_last_years).unwrap_or(0),
        },
        // A first year is its own series.
        series: ExchangeId(row.series_id.unwrap_or(row.id)),
        drawn_at: row.drawn_at,
        organiser_sees_pairs: row.organiser_sees_pairs,
        revealed: row.revealed,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

/// The exchanges with their organiser's name.
macro_rules! exchange_rows {
    () => {
        exchanges::table
            .inner_join(users::table.on(users::id.eq(exchanges::organiser_id)))
            .select((
                ExchangeRow::as_select(),
                (users::first_name, users::last_name, users::email),
            ))
    };
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = exchange_participants)]
struct ParticipantRow {
    id: i64,
    exchange_id: i64,
    user_id: Option<i64>,
    dependant_id: Option<i64>,
    invite_email: Option<String>,
    joined_at: Option<NaiveDateTime>,
    receiver_id: Option<i64>,
    looked_at: Option<NaiveDateTime>,
    bought_at: Option<NaiveDateTime>,
    hints: Option<String>,
}

impl ParticipantRow {
    /// Who they are: a user once joined, else the dependant, else the
    /// invited address.
    fn who(&self) -> Who {
        match (self.user_id, self.dependant_id) {
            (Some(user), _) => Who::User(UserId(user)),
            (None, Some(dependant)) => Who::Dependant(DependantId(dependant)),
            (None, None) => Who::Invited {
                email: self.invite_email.clone().unwrap_or_default(),
            },
        }
    }
}

type ParticipantColumns = (ParticipantRow, NameColumns, Option<String>);

fn participant((row, user_name, dependant_name): ParticipantColumns) -> Participant {
    let who = row.who();
    let name = match &who {
        Who::User(_) => PersonName {
            first_name: user_name.0,
            last_name: user_name.1,
            email: user_name.2,
        }
        .display(),
        Who::Dependant(_) => dependant_name.unwrap_or_default(),
        Who::Invited { email } => email.clone(),
    };
    Participant {
        id: ParticipantId(row.id),
        exchange: ExchangeId(row.exchange_id),
        who,
        name,
        joined_at: row.joined_at,
        receiver: row.receiver_id.map(ParticipantId),
        looked_at: row.looked_at,
        bought_at: row.bought_at,
        hints: row.hints,
    }
}

/// The participants with the names they show under.
macro_rules! participant_rows {
    () => {
        exchange_participants::table
            .left_join(users::table.on(users::id.nullable().eq(exchange_participants::user_id)))
            .left_join(
                dependants::table.on(dependants::id
                    .nullable()
                    .eq(exchange_participants::dependant_id)),
            )
            .select((
                ParticipantRow::as_select(),
                (
                    users::first_name.nullable(),
                    users::last_name.nullable(),
                    users::email.nullable(),
                ),
                dependants::name.nullable(),
            ))
    };
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = exchange_questions)]
struct QuestionRow {
    id: i64,
    exchange_id: i64,
    giver_id: i64,
    receiver_id: i64,
    body: String,
    answer: Option<String>,
    asked_at: NaiveDateTime,
    answered_at: Option<NaiveDateTime>,
}

impl From<QuestionRow> for Question {
    fn from(row: QuestionRow) -> Self {
        Question {
            id: ExchangeQuestionId(row.id),
            exchange: ExchangeId(row.exchange_id),
            giver: ParticipantId(row.giver_id),
            receiver: ParticipantId(row.receiver_id),
            body: row.body,
            answer: row.answer,
            asked_at: row.asked_at,
            answered_at: row.answered_at,
        }
    }
}

pub fn insert(
    conn: &mut DbConnection,
    organiser: UserId,
    input: &ExchangeInput,
    series: Option<ExchangeId>,
    at: NaiveDateTime,
) -> Result<Exchange, DbError> {
    let id: i64 = diesel::insert_into(exchanges::table)
        .values((
            exchanges::organiser_id.eq(organiser.0),
            exchanges::name.eq(&input.name),
            exchanges::exchange_date.eq(input.date),
            exchanges::budget_cents.eq(input.budget.as_ref().map(|b| b.amount_cents)),
            exchanges::budget_currency.eq(input.budget.as_ref().map(|b| b.currency.as_str())),
            exchanges::message.eq(input.message.as_deref()),
            exchanges::single_loop.eq(input.single_loop),
            exchanges::avoid_last_years.eq(i32::from(input.avoid_last_years)),
            exchanges::series_id.eq(series.map(|s| s.0)),
            exchanges::created_at.eq(at),
            exchanges::updated_at.eq(at),
        ))
        .returning(exchanges::id)
        .get_result(conn)?;
    if series.is_none() {
        diesel::update(exchanges::table.filter(exchanges::id.eq(id)))
            .set(exchanges::series_id.eq(id))
            .execute(conn)?;
    }
    find(conn, ExchangeId(id))?.ok_or(DbError::NotFound)
}

pub fn find(conn: &mut DbConnection, id: ExchangeId) -> Result<Option<Exchange>, DbError> {
    Ok(exchange_rows!()
        .filter(exchanges::id.eq(id.0))
        .first(conn)
        .optional()?
        .map(exchange))
}

/// Those `user` organises, takes part in, or keeps a dependant in; by
/// date, newest first.
pub fn of_user(conn: &mut DbConnection, user: UserId) -> Result<Vec<Exchange>, DbError> {
    let kept = dependant_guardians::table
        .filter(dependant_guardians::user_id.eq(user.0))
        .select(dependant_guardians::dependant_id.nullable());
    let taking_part = exchange_participants::table
        .filter(
            exchange_participants::user_id
                .eq(user.0)
                .or(exchange_participants::dependant_id.eq_any(kept)),
        )
        .select(exchange_participants::exchange_id);
    Ok(exchange_rows!()
        .filter(
            exchanges::organiser_id
                .eq(user.0)
                .or(exchanges::id.eq_any(taking_part)),
        )
        .order((exchanges::exchange_date.desc(), exchanges::id.desc()))
        .load(conn)?
        .into_iter()
        .map(exchange)
        .collect())
}

pub fn update(
    conn: &mut DbConnection,
    id: ExchangeId,
    input: &ExchangeInput,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    // A new day: its reminders start anew.
    diesel::update(
        exchanges::table
            .filter(exchanges::id.eq(id.0))
            .filter(exchanges::exchange_date.ne(input.date)),
    )
    .set(exchanges::reminded_days_before.eq(None::<i32>))
    .execute(conn)?;
    diesel::update(exchanges::table.filter(exchanges::id.eq(id.0)))
        .set((
            exchanges::name.eq(&input.name),
            exchanges::exchange_date.eq(input.date),
            exchanges::budget_cents.eq(input.budget.as_ref().map(|b| b.amount_cents)),
            exchanges::budget_currency.eq(input.budget.as_ref().map(|b| b.currency.as_str())),
            exchanges::message.eq(input.message.as_deref()),
            exchanges::single_loop.eq(input.single_loop),
            exchanges::avoid_last_years.eq(i32::from(input.avoid_last_years)),
            exchanges::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

/// Participants, exclusions and questions go with it (their foreign keys).
pub fn delete(conn: &mut DbConnection, id: ExchangeId) -> Result<bool, DbError> {
    Ok(diesel::delete(exchanges::table.filter(exchanges::id.eq(id.0))).execute(conn)? > 0)
}

pub fn participants(conn: &mut DbConnection, id: ExchangeId) -> Result<Vec<Participant>, DbError> {
    Ok(participant_rows!()
        .filter(exchange_participants::exchange_id.eq(id.0))
        .order(exchange_participants::id.asc())
        .load(conn)?
        .into_iter()
        .map(participant)
        .collect())
}

fn find_participant(
    conn: &mut DbConnection,
    id: ParticipantId,
) -> Result<Option<Participant>, DbError> {
    Ok(participant_rows!()
        .filter(exchange_participants::id.eq(id.0))
        .first(conn)
        .optional()?
        .map(participant))
}

pub fn add_participant(
    conn: &mut DbConnection,
    id: ExchangeId,
    who: &Who,
    invite_token_hash: Option<&str>,
    at: NaiveDateTime,
) -> Result<Participant, DbError> {
    let (user, dependant, email, joined_at) = match who {
        Who::User(user) => (Some(user.0), None, None, Some(at)),
        Who::Dependant(dependant) => (None, Some(dependant.0), None, Some(at)),
        Who::Invited { email } => (None, None, Some(email.as_str()), None),
    };
    let row_id: i64 = diesel::insert_into(exchange_participants::table)
        .values((
            exchange_participants::exchange_id.eq(id.0),
            exchange_participants::user_id.eq(user),
            exchange_participants::dependant_id.eq(dependant),
            exchange_participants::invite_email.eq(email),
            exchange_participants::invite_token_hash.eq(invite_token_hash),
            exchange_participants::joined_at.eq(joined_at),
            exchange_participants::created_at.eq(at),
        ))
        .returning(exchange_participants::id)
        .get_result(conn)?;
    find_participant(conn, ParticipantId(row_id))?.ok_or(DbError::NotFound)
}

/// Their exclusions and questions go with them (foreign keys); a giver who
/// drew them draws nobody now.
pub fn remove_participant(
    conn: &mut DbConnection,
    id: ExchangeId,
    participant: ParticipantId,
) -> Result<bool, DbError> {
    diesel::update(
        exchange_participants::table
            .filter(exchange_participants::exchange_id.eq(id.0))
            .filter(exchange_participants::receiver_id.eq(participant.0)),
    )
    .set(exchange_participants::receiver_id.eq(None::<i64>))
    .execute(conn)?;
    Ok(diesel::delete(
        exchange_participants::table
            .filter(exchange_participants::exchange_id.eq(id.0))
            .filter(exchange_participants::id.eq(participant.0)),
    )
    .execute(conn)?
        > 0)
}

pub fn by_invite(
    conn: &mut DbConnection,
    token_hash: &str,
) -> Result<Option<Participant>, DbError> {
    Ok(participant_rows!()
        .filter(exchange_participants::invite_token_hash.eq(token_hash))
        .first(conn)
        .optional()?
        .map(participant))
}

pub fn join_by_invite(
    conn: &mut DbConnection,
    participant: ParticipantId,
    user: UserId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(
        exchange_participants::table.filter(exchange_participants::id.eq(participant.0)),
    )
    .set((
        exchange_participants::user_id.eq(user.0),
        exchange_participants::invite_token_hash.eq(None::<String>),
        exchange_participants::joined_at.eq(at),
    ))
    .execute(conn)?;
    Ok(())
}

pub fn exclusions(conn: &mut DbConnection, id: ExchangeId) -> Result<Vec<Exclusion>, DbError> {
    let pairs: Vec<(i64, i64)> = exchange_exclusions::table
        .filter(exchange_exclusions::exchange_id.eq(id.0))
        .order((
            exchange_exclusions::giver_id,
            exchange_exclusions::receiver_id,
        ))
        .select((
            exchange_exclusions::giver_id,
            exchange_exclusions::receiver_id,
        ))
        .load(conn)?;
    Ok(pairs
        .into_iter()
        .map(|(giver, receiver)| Exclusion {
            giver: ParticipantId(giver),
            receiver: ParticipantId(receiver),
        })
        .collect())
}

pub fn set_exclusions(
    conn: &mut DbConnection,
    id: ExchangeId,
    exclusions: &[Exclusion],
) -> Result<(), DbError> {
    diesel::delete(exchange_exclusions::table.filter(exchange_exclusions::exchange_id.eq(id.0)))
        .execute(conn)?;
    for exclusion in exclusions {
        diesel::insert_into(exchange_exclusions::table)
            .values((
                exchange_exclusions::exchange_id.eq(id.0),
                exchange_exclusions::giver_id.eq(exclusion.giver.0),
                exchange_exclusions::receiver_id.eq(exclusion.receiver.0),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// Every giver's receiver; nobody has looked or bought for this draw yet.
pub fn save_draw(
    conn: &mut DbConnection,
    id: ExchangeId,
    pairs: &[(ParticipantId, ParticipantId)],
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(
        exchange_participants::table.filter(exchange_participants::exchange_id.eq(id.0)),
    )
    .set((
        exchange_participants::receiver_id.eq(None::<i64>),
        exchange_participants::looked_at.eq(None::<NaiveDateTime>),
        exchange_participants::bought_at.eq(None::<NaiveDateTime>),
    ))
    .execute(conn)?;
    for (giver, receiver) in pairs {
        diesel::update(
            exchange_participants::table
                .filter(exchange_participants::exchange_id.eq(id.0))
                .filter(exchange_participants::id.eq(giver.0)),
        )
        .set(exchange_participants::receiver_id.eq(receiver.0))
        .execute(conn)?;
    }
    let drawn_at = (!pairs.is_empty()).then_some(at);
    diesel::update(exchanges::table.filter(exchanges::id.eq(id.0)))
        .set((
            exchanges::drawn_at.eq(drawn_at),
            exchanges::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn mark_looked(
    conn: &mut DbConnection,
    participant: ParticipantId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(
        exchange_participants::table
            .filter(exchange_participants::id.eq(participant.0))
            .filter(exchange_participants::looked_at.is_null()),
    )
    .set(exchange_participants::looked_at.eq(at))
    .execute(conn)?;
    Ok(())
}

pub fn set_bought(
    conn: &mut DbConnection,
    participant: ParticipantId,
    bought: bool,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(
        exchange_participants::table.filter(exchange_participants::id.eq(participant.0)),
    )
    .set(exchange_participants::bought_at.eq(bought.then_some(at)))
    .execute(conn)?;
    Ok(())
}

pub fn set_hints(
    conn: &mut DbConnection,
    participant: ParticipantId,
    hints: Option<&str>,
) -> Result<(), DbError> {
    diesel::update(
        exchange_participants::table.filter(exchange_participants::id.eq(participant.0)),
    )
    .set(exchange_participants::hints.eq(hints))
    .execute(conn)?;
    Ok(())
}

/// Drawn, unrevealed exchanges dated `from..=until` whose reminders have
/// not come as near as `days_before`; by id after `after`.
pub fn to_remind(
    conn: &mut DbConnection,
    from: NaiveDate,
    until: NaiveDate,
    days_before: u8,
    after: Option<ExchangeId>,
    limit: u32,
) -> Result<Vec<Exchange>, DbError> {
    Ok(exchange_rows!()
        .filter(exchanges::drawn_at.is_not_null())
        .filter(exchanges::revealed.eq(false))
        .filter(exchanges::exchange_date.between(from, until))
        .filter(
            exchanges::reminded_days_before
                .is_null()
                .or(exchanges::reminded_days_before.gt(i32::from(days_before))),
        )
        .filter(exchanges::id.gt(after.map_or(0, |a| a.0)))
        .order(exchanges::id.asc())
        .limit(i64::from(limit))
        .load(conn)?
        .into_iter()
        .map(exchange)
        .collect())
}

/// One `UPDATE` that matches only while the stage is not claimed: of two
/// schedulers at once, one moves it and the other finds nothing.
pub fn claim_reminder(
    conn: &mut DbConnection,
    id: ExchangeId,
    days_before: u8,
) -> Result<bool, DbError> {
    let stage = i32::from(days_before);
    Ok(diesel::update(
        exchanges::table.filter(exchanges::id.eq(id.0)).filter(
            exchanges::reminded_days_before
                .is_null()
                .or(exchanges::reminded_days_before.gt(stage)),
        ),
    )
    .set(exchanges::reminded_days_before.eq(stage))
    .execute(conn)?
        > 0)
}

pub fn set_organiser_sees_pairs(
    conn: &mut DbConnection,
    id: ExchangeId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(exchanges::table.filter(exchanges::id.eq(id.0)))
        .set((
            exchanges::organiser_sees_pairs.eq(true),
            exchanges::updated_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn set_revealed(
    conn: &mut DbConnection,
    id: ExchangeId,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(exchanges::table.filter(exchanges::id.eq(id.0)))
        .set((exchanges::revealed.eq(true), exchanges::updated_at.eq(at)))
        .execute(conn)?;
    Ok(())
}

/// The (giver, receiver) pairs of the `years` most recent drawn years of
/// `series` before `before`, by who they are.
pub fn earlier_pairs(
    conn: &mut DbConnection,
    series: ExchangeId,
    before: NaiveDate,
    years: u8,
) -> Result<Vec<(Who, Who)>, DbError> {
    if years == 0 {
        return Ok(Vec::new());
    }
    let earlier: Vec<i64> = exchanges::table
        .filter(exchanges::series_id.eq(series.0))
        .filter(exchanges::exchange_date.lt(before))
        .filter(exchanges::drawn_at.is_not_null())
        .order((exchanges::exchange_date.desc(), exchanges::id.desc()))
        .limit(i64::from(years))
        .select(exchanges::id)
        .load(conn)?;
    let mut pairs = Vec::new();
    for year in earlier {
        let rows: Vec<ParticipantRow> = exchange_participants::table
            .filter(exchange_participants::exchange_id.eq(year))
            .select(ParticipantRow::as_select())
            .load(conn)?;
        for giver in &rows {
            let receiver = giver
                .receiver_id
                .and_then(|r| rows.iter().find(|row| row.id == r));
            if let Some(receiver) = receiver {
                pairs.push((giver.who(), receiver.who()));
            }
        }
    }
    Ok(pairs)
}

pub fn questions(conn: &mut DbConnection, id: ExchangeId) -> Result<Vec<Question>, DbError> {
    Ok(exchange_questions::table
        .filter(exchange_questions::exchange_id.eq(id.0))
        .order(exchange_questions::id.asc())
        .select(QuestionRow::as_select())
        .load(conn)?
        .into_iter()
        .map(Question::from)
        .collect())
}

pub fn question(
    conn: &mut DbConnection,
    id: ExchangeQuestionId,
) -> Result<Option<Question>, DbError> {
    Ok(exchange_questions::table
        .filter(exchange_questions::id.eq(id.0))
        .select(QuestionRow::as_select())
        .first(conn)
        .optional()?
        .map(Question::from))
}

pub fn insert_question(
    conn: &mut DbConnection,
    id: ExchangeId,
    giver: ParticipantId,
    receiver: ParticipantId,
    body: &str,
    at: NaiveDateTime,
) -> Result<Question, DbError> {
    let row_id: i64 = diesel::insert_into(exchange_questions::table)
        .values((
            exchange_questions::exchange_id.eq(id.0),
            exchange_questions::giver_id.eq(giver.0),
            exchange_questions::receiver_id.eq(receiver.0),
            exchange_questions::body.eq(body),
            exchange_questions::asked_at.eq(at),
        ))
        .returning(exchange_questions::id)
        .get_result(conn)?;
    question(conn, ExchangeQuestionId(row_id))?.ok_or(DbError::NotFound)
}

pub fn answer_question(
    conn: &mut DbConnection,
    id: ExchangeQuestionId,
    answer: &str,
    at: NaiveDateTime,
) -> Result<(), DbError> {
    diesel::update(exchange_questions::table.filter(exchange_questions::id.eq(id.0)))
        .set((
            exchange_questions::answer.eq(answer),
            exchange_questions::answered_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

impl ExchangeStore for Store {
    fn insert_exchange(
        &mut self,
        organiser: UserId,
        input: &ExchangeInput,
        series: Option<ExchangeId>,
    ) -> Result<Exchange, StoreError> {
        let at = self.stamp();
        Ok(insert(self, organiser, input, series, at)?)
    }

    fn exchange(&mut self, id: ExchangeId) -> Result<Option<Exchange>, StoreError> {
        Ok(find(self, id)?)
    }

    fn exchanges_of(&mut self, user: UserId) -> Result<Vec<Exchange>, StoreError> {
        Ok(of_user(self, user)?)
    }

    fn update_exchange(&mut self, id: ExchangeId, input: &ExchangeInput) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(update(self, id, input, at)?)
    }

    fn delete_exchange(&mut self, id: ExchangeId) -> Result<bool, StoreError> {
        Ok(delete(self, id)?)
    }

    fn participants(&mut self, id: ExchangeId) -> Result<Vec<Participant>, StoreError> {
        Ok(participants(self, id)?)
    }

    fn add_participant(
        &mut self,
        id: ExchangeId,
        who: &Who,
        invite_token_hash: Option<&str>,
    ) -> Result<Participant, StoreError> {
        let at = self.stamp();
        Ok(add_participant(self, id, who, invite_token_hash, at)?)
    }

    fn remove_participant(
        &mut self,
        id: ExchangeId,
        participant: ParticipantId,
    ) -> Result<bool, StoreError> {
        Ok(remove_participant(self, id, participant)?)
    }

    fn participant_by_invite(
        &mut self,
        token_hash: &str,
    ) -> Result<Option<Participant>, StoreError> {
        Ok(by_invite(self, token_hash)?)
    }

    fn join_by_invite(
        &mut self,
        participant: ParticipantId,
        user: UserId,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(join_by_invite(self, participant, user, at)?)
    }

    fn exclusions(&mut self, id: ExchangeId) -> Result<Vec<Exclusion>, StoreError> {
        Ok(exclusions(self, id)?)
    }

    fn set_exclusions(
        &mut self,
        id: ExchangeId,
        exclusions: &[Exclusion],
    ) -> Result<(), StoreError> {
        Ok(set_exclusions(self, id, exclusions)?)
    }

    fn set_organiser(&mut self, id: ExchangeId, organiser: UserId) -> Result<(), StoreError> {
        let at = self.stamp();
        diesel::update(exchanges::table.filter(exchanges::id.eq(id.0)))
            .set((
                exchanges::organiser_id.eq(organiser.0),
                exchanges::updated_at.eq(at),
            ))
            .execute(self.connection())
            .map_err(DbError::from)?;
        Ok(())
    }

    fn save_draw(
        &mut self,
        id: ExchangeId,
        pairs: &[(ParticipantId, ParticipantId)],
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(save_draw(self, id, pairs, at)?)
    }

    fn mark_looked(&mut self, participant: ParticipantId) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(mark_looked(self, participant, at)?)
    }

    fn set_bought(&mut self, participant: ParticipantId, bought: bool) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_bought(self, participant, bought, at)?)
    }

    fn set_hints(
        &mut self,
        participant: ParticipantId,
        hints: Option<&str>,
    ) -> Result<(), StoreError> {
        Ok(set_hints(self, participant, hints)?)
    }

    fn exchanges_to_remind(
        &mut self,
        from: NaiveDate,
        until: NaiveDate,
        days_before: u8,
        after: Option<ExchangeId>,
        limit: u32,
    ) -> Result<Vec<Exchange>, StoreError> {
        Ok(to_remind(self, from, until, days_before, after, limit)?)
    }

    fn claim_exchange_reminder(
        &mut self,
        id: ExchangeId,
        days_before: u8,
    ) -> Result<bool, StoreError> {
        Ok(claim_reminder(self, id, days_before)?)
    }

    fn set_organiser_sees_pairs(&mut self, id: ExchangeId) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_organiser_sees_pairs(self, id, at)?)
    }

    fn set_revealed(&mut self, id: ExchangeId) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(set_revealed(self, id, at)?)
    }

    fn earlier_pairs(
        &mut self,
        series: ExchangeId,
        before: NaiveDate,
        years: u8,
    ) -> Result<Vec<(Who, Who)>, StoreError> {
        Ok(earlier_pairs(self, series, before, years)?)
    }

    fn questions(&mut self, id: ExchangeId) -> Result<Vec<Question>, StoreError> {
        Ok(questions(self, id)?)
    }

    fn question(&mut self, id: ExchangeQuestionId) -> Result<Option<Question>, StoreError> {
        Ok(question(self, id)?)
    }

    fn insert_question(
        &mut self,
        id: ExchangeId,
        giver: ParticipantId,
        receiver: ParticipantId,
        body: &str,
    ) -> Result<Question, StoreError> {
        let at = self.stamp();
        Ok(insert_question(self, id, giver, receiver, body, at)?)
    }

    fn answer_question(
        &mut self,
        question: ExchangeQuestionId,
        answer: &str,
    ) -> Result<(), StoreError> {
        let at = self.stamp();
        Ok(answer_question(self, question, answer, at)?)
    }
}
