//! Gift exchanges (issue 42): `/api/exchanges/...` for an exchange, its
//! people, exclusions, the draw, my recipient and the anonymous questions;
//! `/api/exchange-invites/{token}` for an invite by email. What anyone sees
//! of a pair is decided in `domain::exchange`; these only carry it.

use actix_web::{delete, get, patch, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use domain::draw::Dice;
use domain::email::exchange_invitation;
use domain::exchange::{
    Budget, Exchange, ExchangeDraft, ExchangeSummary, ExchangeView, InviteSecret, MyPair, PairSeen,
    ParticipantRef, ParticipantSeen, QuestionSeen, ReceiverSeen, Who,
};
use domain::ids::{DependantId, ExchangeId, ExchangeQuestionId, ParticipantId, UserId};
use domain::messages;
use domain::ports::Mailer;
use domain::token::TokenKind;
use domain::use_cases::dates::user_today;
use domain::use_cases::exchanges::{
    add_participant, answer_question, ask_question, cancel_draw, create_exchange,
    create_next_exchange, delete_exchange, draw_names, exchange_invite, exchange_seen_by,
    exchanges_of, join_exchange, organiser_sees_pairs, questions_seen_by, remove_participant,
    reveal_pairs, see_my_recipient, set_bought, set_exclusions, set_hints, update_exchange,
    ExchangeError,
};
use rand::Rng;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::session::{hash_of_well_formed, token_hash};
use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json_fields::{double_option, utc, Deleted};
use crate::links::{new_token, public_base};
use crate::state::AppState;

/// An exchange in my list of them: no pair in it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeSummaryResponse {
    pub id: i64,
    pub name: String,
    #[schema(value_type = String, example = "2026-12-24")]
    pub date: NaiveDate,
    pub organiser_name: String,
    pub i_organise: bool,
    pub participant_count: usize,
    pub drawn: bool,
    /// I (or someone I look after) have seen whom we give to.
    pub looked: bool,
}

impl From<ExchangeSummary> for ExchangeSummaryResponse {
    fn from(summary: ExchangeSummary) -> Self {
        let exchange = summary.exchange;
        ExchangeSummaryResponse {
            id: exchange.id.0,
            name: exchange.input.name,
            date: exchange.input.date,
            organiser_name: exchange.organiser_name.display(),
            i_organise: summary.i_organise,
            participant_count: summary.participant_count,
            drawn: summary.drawn,
            looked: summary.looked,
        }
    }
}

/// Someone in the exchange, as I see them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParticipantResponse {
    pub id: i64,
    pub name: String,
    /// False while an invite by email is not taken up.
    pub joined: bool,
    /// I am them, or look after them.
    pub mine: bool,
    /// I am them.
    pub me: bool,
    /// The organiser's only: whether they have seen whom they give to.
    pub looked: Option<bool>,
    /// Mine only: whether their gift is bought.
    pub bought: Option<bool>,
    /// Mine only: the hints they left their Secret Santa (interests,
    /// sizes); null when none.
    pub hints: Option<String>,
}

impl From<ParticipantSeen> for ParticipantResponse {
    fn from(seen: ParticipantSeen) -> Self {
        ParticipantResponse {
            id: seen.id.0,
            name: seen.name,
            joined: seen.joined,
            mine: seen.mine,
            me: seen.me,
            looked: seen.looked,
            bought: seen.bought,
            hints: seen.hints.flatten(),
        }
    }
}

/// Whom someone gives to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecipientResponse {
    /// Their participant id.
    pub id: i64,
    pub name: String,
    /// Their account, for their lists (`/people/{userId}`).
    pub user_id: Option<i64>,
    /// Or the dependant they are, for the lists their guardians keep.
    pub dependant_id: Option<i64>,
    /// What they told their Secret Santa (interests, sizes): for their
    /// giver only, null in every other answer.
    pub hints: Option<String>,
}

impl From<ReceiverSeen> for RecipientResponse {
    fn from(seen: ReceiverSeen) -> Self {
        let (user_id, dependant_id) = match seen.who {
            Who::User(UserId(user)) => (Some(user), None),
            Who::Dependant(DependantId(dependant)) => (None, Some(dependant)),
            Who::Invited { .. } => (None, None),
        };
        RecipientResponse {
            id: seen.id.0,
            name: seen.name,
            user_id,
            dependant_id,
            hints: seen.hints,
        }
    }
}

/// One I give for (myself, or someone I look after).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyPairResponse {
    pub giver: i64,
    pub giver_name: String,
    /// Shown once looked at (`POST .../recipient`).
    pub recipient: Option<RecipientResponse>,
    pub looked: bool,
    pub bought: bool,
}

impl From<MyPair> for MyPairResponse {
    fn from(pair: MyPair) -> Self {
        MyPairResponse {
            giver: pair.giver.0,
            giver_name: pair.giver_name,
            recipient: pair.receiver.map(Into::into),
            looked: pair.looked,
            bought: pair.bought,
        }
    }
}

/// A pair, where every pair may be seen.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PairResponse {
    pub giver: i64,
    pub giver_name: String,
    pub recipient: RecipientResponse,
}

impl From<PairSeen> for PairResponse {
    fn from(pair: PairSeen) -> Self {
        PairResponse {
            giver: pair.giver.0,
            giver_name: pair.giver_name,
            recipient: pair.receiver.into(),
        }
    }
}

/// One way: `giver` never draws `receiver`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExclusionPair {
    pub giver: i64,
    pub receiver: i64,
}

/// An exchange as I see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeResponse {
    pub id: i64,
    pub name: String,
    #[schema(value_type = String, example = "2026-12-24")]
    pub date: NaiveDate,
    /// How much each gift should cost, such as "25.00".
    pub budget: Option<String>,
    /// Its currency, three letters.
    pub currency: Option<String>,
    pub message: Option<String>,
    pub single_loop: bool,
    /// Nobody draws the recipient they had in this many earlier years.
    pub avoid_last_years: u8,
    pub organiser_name: String,
    pub i_organise: bool,
    pub drawn_at: Option<DateTime<Utc>>,
    pub organiser_sees_pairs: bool,
    pub revealed: bool,
    /// The organiser's: a new draw now tells nobody.
    pub can_redraw_silently: bool,
    /// The organiser's, before the draw: why no draw fits.
    pub why_no_draw: Option<String>,
    pub participants: Vec<ParticipantResponse>,
    /// The organiser's only.
    pub exclusions: Option<Vec<ExclusionPair>>,
    /// Those I give for, and (once looked at) whom.
    pub my_pairs: Vec<MyPairResponse>,
    /// Every pair: after the reveal, or for the organiser who chose to see
    /// them (everyone was told).
    pub all_pairs: Option<Vec<PairResponse>>,
    pub created_at: DateTime<Utc>,
}

impl From<ExchangeView> for ExchangeResponse {
    fn from(view: ExchangeView) -> Self {
        let exchange = view.exchange;
        let input = exchange.input;
        ExchangeResponse {
            id: exchange.id.0,
            name: input.name,
            date: input.date,
            budget: input.budget.as_ref().map(Budget::amount_text),
            currency: input.budget.map(|b| b.currency),
            message: input.message,
            single_loop: input.single_loop,
            avoid_last_years: input.avoid_last_years,
            organiser_name: exchange.organiser_name.display(),
            i_organise: view.i_organise,
            drawn_at: exchange.drawn_at.map(utc),
            organiser_sees_pairs: exchange.organiser_sees_pairs,
            revealed: exchange.revealed,
            can_redraw_silently: view.can_redraw_silently,
            why_no_draw: view.why_no_draw,
            participants: view.participants.into_iter().map(Into::into).collect(),
            exclusions: view.exclusions.map(|all| {
                all.into_iter()
                    .map(|e| ExclusionPair {
                        giver: e.giver.0,
                        receiver: e.receiver.0,
                    })
                    .collect()
            }),
            my_pairs: view.my_pairs.into_iter().map(Into::into).collect(),
            all_pairs: view
                .all_pairs
                .map(|all| all.into_iter().map(Into::into).collect()),
            created_at: utc(exchange.created_at),
        }
    }
}

/// A question, as its side sees it: the giver's own, or one asked of me
/// (nothing in it says who asked).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionResponse {
    pub id: i64,
    /// "asked" (mine as a giver) or "toMe" (asked of me by my Secret Santa).
    pub side: String,
    /// Mine as a giver: who asked (me, or someone I look after).
    pub giver: Option<i64>,
    /// Whom it was asked of (their participant id and name).
    pub recipient: i64,
    pub recipient_name: String,
    pub body: String,
    pub answer: Option<String>,
    pub asked_at: DateTime<Utc>,
    pub answered_at: Option<DateTime<Utc>>,
}

impl From<QuestionSeen> for QuestionResponse {
    fn from(seen: QuestionSeen) -> Self {
        match seen {
            QuestionSeen::MineAsGiver {
                id,
                giver,
                receiver,
                receiver_name,
                body,
                answer,
                asked_at,
                answered_at,
            } => QuestionResponse {
                id: id.0,
                side: "asked".into(),
                giver: Some(giver.0),
                recipient: receiver.0,
                recipient_name: receiver_name,
                body,
                answer,
                asked_at: utc(asked_at),
                answered_at: answered_at.map(utc),
            },
            QuestionSeen::ToMe {
                id,
                receiver,
                receiver_name,
                body,
                answer,
                asked_at,
                answered_at,
            } => QuestionResponse {
                id: id.0,
                side: "toMe".into(),
                giver: None,
                recipient: receiver.0,
                recipient_name: receiver_name,
                body,
                answer,
                asked_at: utc(asked_at),
                answered_at: answered_at.map(utc),
            },
        }
    }
}

/// An exchange's fields; on update, any subset.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeBody {
    /// Required on create.
    name: Option<String>,
    /// `YYYY-MM-DD`, today or later: the day gifts are given.
    #[schema(example = "2026-12-24")]
    date: Option<String>,
    /// How much each gift should cost: "25" or "25.50".
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    budget: Option<Option<String>>,
    /// Three letters; USD when a budget comes without one.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    currency: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    message: Option<Option<String>>,
    /// Everyone in one loop.
    single_loop: Option<bool>,
    /// 0 to 3 (1 when not said): nobody draws the recipient they had in
    /// that many earlier years.
    avoid_last_years: Option<i64>,
}

impl From<ExchangeBody> for ExchangeDraft {
    fn from(body: ExchangeBody) -> Self {
        ExchangeDraft {
            name: body.name,
            date: body.date,
            budget: body.budget,
            currency: body.currency,
            message: body.message,
            single_loop: body.single_loop,
            avoid_last_years: body.avoid_last_years,
        }
    }
}

/// The exchange as `me` sees it after `work`.
async fn seen_after<F>(state: &AppState, me: UserId, work: F) -> ApiResult<ExchangeResponse>
where
    F: FnOnce(&mut persistence::Store) -> Result<ExchangeId, ExchangeError> + Send + 'static,
{
    let view = db::run(&state.db, move |store| {
        let id = work(store)?;
        exchange_seen_by(store, me, id)
    })
    .await?;
    Ok(view.into())
}

#[utoipa::path(
    tag = "exchanges",
    responses(
        (status = 200, description = "The exchanges I organise, am in, or keep someone in; by date, newest first", body = [ExchangeSummaryResponse]),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/exchanges")]
pub async fn list_exchanges(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
) -> ApiResult<web::Json<Vec<ExchangeSummaryResponse>>> {
    let all = db::run(&state.db, move |store| exchanges_of(store, me)).await?;
    Ok(web::Json(all.into_iter().map(Into::into).collect()))
}

#[utoipa::path(
    tag = "exchanges",
    request_body = ExchangeBody,
    responses(
        (status = 201, description = "Created, with me as its first participant", body = ExchangeResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 409, description = "At the cap of exchanges to come", body = ErrorBody),
    )
)]
#[post("/exchanges")]
pub async fn create_exchange_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    body: web::Json<ExchangeBody>,
) -> ApiResult<HttpResponse> {
    let draft = ExchangeDraft::from(body.into_inner());
    let now = state.clock.now();
    let answer = seen_after(&state, me, move |store| {
        // "Today" is the organiser's, in their time zone.
        let today = user_today(store, me, now)?;
        Ok(create_exchange(store, me, draft, today)?.id)
    })
    .await?;
    Ok(HttpResponse::Created().json(answer))
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    responses(
        (status = 200, body = ExchangeResponse),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
    )
)]
#[get("/exchanges/{id}")]
pub async fn get_exchange(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let view = db::run(&state.db, move |store| exchange_seen_by(store, me, id)).await?;
    Ok(web::Json(view.into()))
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = ExchangeBody,
    responses(
        (status = 200, body = ExchangeResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
        (status = 409, description = "A change of the draw's rules after someone has looked", body = ErrorBody),
    )
)]
#[patch("/exchanges/{id}")]
pub async fn update_exchange_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ExchangeBody>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let draft = ExchangeDraft::from(body.into_inner());
    let now = state.clock.now();
    let answer = seen_after(&state, me, move |store| {
        // "Today" is the organiser's, in their time zone.
        let today = user_today(store, me, now)?;
        Ok(update_exchange(store, me, id, draft, today)?.id)
    })
    .await?;
    Ok(web::Json(answer))
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    responses(
        (status = 200, description = "Deleted with its people, exclusions, draw and questions", body = Deleted),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
    )
)]
#[delete("/exchanges/{id}")]
pub async fn delete_exchange_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = ExchangeId(path.into_inner());
    db::run(&state.db, move |store| delete_exchange(store, me, id)).await?;
    Ok(web::Json(Deleted::id(id.0)))
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "Last year's exchange")),
    request_body = ExchangeBody,
    responses(
        (status = 201, description = "Next year's, in the same series (earlier years' pairs are avoided), with me as its first participant", body = ExchangeResponse),
        (status = 400, description = "Validation failed: its date must come after last year's", body = ErrorBody),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
    )
)]
#[post("/exchanges/{id}/next")]
pub async fn create_next_exchange_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ExchangeBody>,
) -> ApiResult<HttpResponse> {
    let previous = ExchangeId(path.into_inner());
    let draft = ExchangeDraft::from(body.into_inner());
    let now = state.clock.now();
    let answer = seen_after(&state, me, move |store| {
        // "Today" is the organiser's, in their time zone.
        let today = user_today(store, me, now)?;
        Ok(create_next_exchange(store, me, previous, draft, today)?.id)
    })
    .await?;
    Ok(HttpResponse::Created().json(answer))
}

/// Whom to add: exactly one of a friend, a dependant, an address.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParticipantBody {
    /// A friend's user id (or mine).
    user_id: Option<i64>,
    /// Someone I look after, or a friend of mine looks after.
    dependant_id: Option<i64>,
    /// Anyone, by email: they join with the invite's link.
    email: Option<String>,
}

impl ParticipantBody {
    fn into_ref(self) -> Result<ParticipantRef, ApiError> {
        match (self.user_id, self.dependant_id, self.email) {
            (Some(user), None, None) => Ok(ParticipantRef::Friend(UserId(user))),
            (None, Some(dependant), None) => Ok(ParticipantRef::Dependant(DependantId(dependant))),
            (None, None, Some(email)) => Ok(ParticipantRef::Email(email)),
            _ => Err(ApiError::BadRequest(
                messages::EXCHANGE_PARTICIPANT_ONE_OF.to_owned(),
            )),
        }
    }
}

/// The exchange with someone added, and the invite's link when they were
/// invited by email (answered once: only its hash is kept).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParticipantAddedResponse {
    pub participant: i64,
    pub invite_url: Option<String>,
    pub exchange: ExchangeResponse,
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = ParticipantBody,
    responses(
        (status = 201, body = ParticipantAddedResponse),
        (status = 400, description = "Not exactly one of userId, dependantId, email; not a friend; an invalid address", body = ErrorBody),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
        (status = 409, description = "In it already, drawn already, or full", body = ErrorBody),
    )
)]
#[post("/exchanges/{id}/participants")]
pub async fn add_exchange_participant(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ParticipantBody>,
) -> ApiResult<HttpResponse> {
    let id = ExchangeId(path.into_inner());
    let who = body.into_inner().into_ref()?;
    let (added, view) = db::run(&state.db, move |store| {
        let added = add_participant(store, me, id, who, || {
            let token = new_token(TokenKind::ExchangeInvite);
            InviteSecret {
                token_hash: token_hash(&token),
                token,
            }
        })?;
        Ok::<_, ExchangeError>((added, exchange_seen_by(store, me, id)?))
    })
    .await?;
    let invite_url = added
        .invite_token
        .map(|token| format!("{}/exchanges/join?token={token}", public_base(&state, &req)));
    if let (Some(url), Some(mailer), Who::Invited { email }) =
        (&invite_url, &state.mailer, &added.participant.who)
    {
        let email = exchange_invitation(
            &view.exchange.organiser_name.display(),
            &view.exchange.input.name,
            view.exchange.input.date,
            email,
            url,
        );
        let mailer = mailer.clone();
        actix_web::rt::spawn(async move {
            if let Err(error) = Mailer::send(&mailer, &email).await {
                tracing::warn!(%error, "exchange invitation email failed");
            }
        });
    }
    Ok(HttpResponse::Created().json(ParticipantAddedResponse {
        participant: added.participant.id.0,
        invite_url,
        exchange: view.into(),
    }))
}

#[utoipa::path(
    tag = "exchanges",
    params(
        ("id" = i64, Path, description = "The exchange's id"),
        ("participantId" = i64, Path, description = "The participant"),
    ),
    responses(
        (status = 200, description = "Taken out (by the organiser) or left (by them, or their guardian)", body = Deleted),
        (status = 403, description = "Only the organiser takes others out", body = ErrorBody),
        (status = 404, description = "No such exchange or participant, or I am not in it", body = ErrorBody),
        (status = 409, description = "Someone has seen the draw, or the organiser leaving", body = ErrorBody),
    )
)]
#[delete("/exchanges/{id}/participants/{participantId}")]
pub async fn remove_exchange_participant(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<web::Json<Deleted>> {
    let (id, participant) = path.into_inner();
    db::run(&state.db, move |store| {
        remove_participant(store, me, ExchangeId(id), ParticipantId(participant))
    })
    .await?;
    Ok(web::Json(Deleted::id(participant)))
}

/// One exclusion to keep: `giver` never draws `receiver` (participant ids).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExclusionBody {
    giver: i64,
    receiver: i64,
}

/// Every exclusion of the exchange (replacing those before).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExclusionsBody {
    pairs: Vec<ExclusionBody>,
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = ExclusionsBody,
    responses(
        (status = 200, description = "Kept; `whyNoDraw` says when no draw fits them", body = ExchangeResponse),
        (status = 400, description = "Someone not in the exchange, or a person excluded from themselves", body = ErrorBody),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
        (status = 409, description = "Someone has seen the draw", body = ErrorBody),
    )
)]
#[put("/exchanges/{id}/exclusions")]
pub async fn set_exchange_exclusions(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ExclusionsBody>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let pairs = body
        .into_inner()
        .pairs
        .into_iter()
        .map(|p| (ParticipantId(p.giver), ParticipantId(p.receiver)))
        .collect();
    let answer = seen_after(&state, me, move |store| {
        set_exclusions(store, me, id, pairs)?;
        Ok(id)
    })
    .await?;
    Ok(web::Json(answer))
}

/// Whether a new draw (or its cancelling) may tell everyone: needed once
/// someone has seen whom they give to.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawBody {
    #[serde(default)]
    tell_everyone: bool,
}

/// The server's dice.
struct ThreadDice;

impl Dice for ThreadDice {
    fn below(&mut self, bound: u64) -> u64 {
        rand::rng().random_range(0..bound.max(1))
    }
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = DrawBody,
    responses(
        (status = 200, description = "Drawn: each giver may now look at whom they give to; everyone is told (no pair in it)", body = ExchangeResponse),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
        (status = 409, description = "Not everyone has joined; too few people; no draw fits (naming the group); someone has seen the draw and tellEveryone is not set", body = ErrorBody),
    )
)]
#[post("/exchanges/{id}/draw")]
pub async fn draw_exchange(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: Option<web::Json<DrawBody>>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let tell_everyone = body.is_some_and(|b| b.tell_everyone);
    let answer = seen_after(&state, me, move |store| {
        Ok(draw_names(store, me, id, &mut ThreadDice, tell_everyone)?.id)
    })
    .await?;
    Ok(web::Json(answer))
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = DrawBody,
    responses(
        (status = 200, description = "The draw undone (everyone told if someone had looked)", body = ExchangeResponse),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
        (status = 409, description = "Not drawn, revealed, or someone has looked and tellEveryone is not set", body = ErrorBody),
    )
)]
#[post("/exchanges/{id}/draw/cancel")]
pub async fn cancel_exchange_draw(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: Option<web::Json<DrawBody>>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let tell_everyone = body.is_some_and(|b| b.tell_everyone);
    let answer = seen_after(&state, me, move |store| {
        Ok(cancel_draw(store, me, id, tell_everyone)?.id)
    })
    .await?;
    Ok(web::Json(answer))
}

/// Whom I act as: one I look after, or (when not said) myself.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActingBody {
    acting_for: Option<i64>,
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = ActingBody,
    responses(
        (status = 200, description = "Whom I give to (the first look is recorded: a new draw after it tells everyone)", body = RecipientResponse),
        (status = 404, description = "No such exchange, I am not in it, or not one I act for", body = ErrorBody),
        (status = 409, description = "Not drawn yet", body = ErrorBody),
    )
)]
#[post("/exchanges/{id}/recipient")]
pub async fn see_exchange_recipient(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: Option<web::Json<ActingBody>>,
) -> ApiResult<web::Json<RecipientResponse>> {
    let id = ExchangeId(path.into_inner());
    let acting_for = body.and_then(|b| b.acting_for).map(ParticipantId);
    let seen = db::run(&state.db, move |store| {
        see_my_recipient(store, me, id, acting_for)
    })
    .await?;
    Ok(web::Json(seen.into()))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoughtBody {
    acting_for: Option<i64>,
    bought: bool,
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = BoughtBody,
    responses(
        (status = 200, body = ExchangeResponse),
        (status = 404, description = "No such exchange, I am not in it, or not one I act for", body = ErrorBody),
        (status = 409, description = "Not drawn yet", body = ErrorBody),
    )
)]
#[put("/exchanges/{id}/bought")]
pub async fn set_exchange_bought(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<BoughtBody>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let body = body.into_inner();
    let acting_for = body.acting_for.map(ParticipantId);
    let answer = seen_after(&state, me, move |store| {
        set_bought(store, me, id, acting_for, body.bought)?;
        Ok(id)
    })
    .await?;
    Ok(web::Json(answer))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HintsBody {
    acting_for: Option<i64>,
    /// Up to 1,000 characters; empty or null clears them.
    hints: Option<String>,
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = HintsBody,
    responses(
        (status = 200, description = "Saved: whoever draws me (or the one I act for) sees them with my name", body = ExchangeResponse),
        (status = 400, description = "Too long", body = ErrorBody),
        (status = 404, description = "No such exchange, I am not in it, or not one I act for", body = ErrorBody),
        (status = 409, description = "The pairs are revealed", body = ErrorBody),
    )
)]
#[put("/exchanges/{id}/hints")]
pub async fn set_exchange_hints(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<HintsBody>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let body = body.into_inner();
    let acting_for = body.acting_for.map(ParticipantId);
    let answer = seen_after(&state, me, move |store| {
        set_hints(store, me, id, acting_for, body.hints)?;
        Ok(id)
    })
    .await?;
    Ok(web::Json(answer))
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    responses(
        (status = 200, description = "The organiser sees every pair from now on; everyone is told", body = ExchangeResponse),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
        (status = 409, description = "Not drawn yet", body = ErrorBody),
    )
)]
#[post("/exchanges/{id}/pairs/show")]
pub async fn show_exchange_pairs(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let answer = seen_after(&state, me, move |store| {
        Ok(organiser_sees_pairs(store, me, id)?.id)
    })
    .await?;
    Ok(web::Json(answer))
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    responses(
        (status = 200, description = "Every pair shown to everyone in it; everyone is told", body = ExchangeResponse),
        (status = 403, description = "Only the organiser", body = ErrorBody),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
        (status = 409, description = "Not drawn, or before the exchange's day", body = ErrorBody),
    )
)]
#[post("/exchanges/{id}/reveal")]
pub async fn reveal_exchange(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let id = ExchangeId(path.into_inner());
    let now = state.clock.now();
    let answer = seen_after(&state, me, move |store| {
        // "Today" is the organiser's, in their time zone.
        let today = user_today(store, me, now)?;
        Ok(reveal_pairs(store, me, id, today)?.id)
    })
    .await?;
    Ok(web::Json(answer))
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    responses(
        (status = 200, description = "The questions I asked (as a giver) and those asked of me (never saying by whom), oldest first", body = [QuestionResponse]),
        (status = 404, description = "No such exchange, or I am not in it", body = ErrorBody),
    )
)]
#[get("/exchanges/{id}/questions")]
pub async fn list_exchange_questions(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Vec<QuestionResponse>>> {
    let id = ExchangeId(path.into_inner());
    let all = db::run(&state.db, move |store| questions_seen_by(store, me, id)).await?;
    Ok(web::Json(all.into_iter().map(Into::into).collect()))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionBody {
    /// Whom I ask as (one I look after); myself when not said.
    acting_for: Option<i64>,
    /// Up to 1,000 characters.
    body: Option<String>,
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The exchange's id")),
    request_body = QuestionBody,
    responses(
        (status = 201, description = "Asked: my recipient is told that their Secret Santa asked (not who)", body = QuestionResponse),
        (status = 400, description = "Empty, or over 1,000 characters", body = ErrorBody),
        (status = 404, description = "No such exchange, I am not in it, or not one I act for", body = ErrorBody),
        (status = 409, description = "Not drawn yet", body = ErrorBody),
        (status = 429, description = "Over 30 questions a minute", body = ErrorBody),
    )
)]
#[post("/exchanges/{id}/questions")]
pub async fn ask_exchange_question(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<QuestionBody>,
) -> ApiResult<HttpResponse> {
    if let Err(wait) = crate::rate_limit::take(&state, state.exchange_messages, me).await? {
        return Err(ApiError::too_many(
            messages::EXCHANGE_MESSAGES_TOO_MANY,
            Some(wait),
        ));
    }
    let id = ExchangeId(path.into_inner());
    let body = body.into_inner();
    let acting_for = body.acting_for.map(ParticipantId);
    let asked = db::run(&state.db, move |store| {
        ask_question(store, me, id, acting_for, body.body)
    })
    .await?;
    Ok(HttpResponse::Created().json(QuestionResponse::from(asked)))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswerBody {
    /// Up to 1,000 characters.
    body: Option<String>,
}

#[utoipa::path(
    tag = "exchanges",
    params(("id" = i64, Path, description = "The question's id")),
    request_body = AnswerBody,
    responses(
        (status = 200, description = "Answered: the asker is told", body = QuestionResponse),
        (status = 400, description = "Empty, or over 1,000 characters", body = ErrorBody),
        (status = 404, description = "No such question, or not one asked of me", body = ErrorBody),
        (status = 429, description = "Over 30 messages a minute", body = ErrorBody),
    )
)]
#[post("/exchange-questions/{id}/answer")]
pub async fn answer_exchange_question(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<AnswerBody>,
) -> ApiResult<web::Json<QuestionResponse>> {
    if let Err(wait) = crate::rate_limit::take(&state, state.exchange_messages, me).await? {
        return Err(ApiError::too_many(
            messages::EXCHANGE_MESSAGES_TOO_MANY,
            Some(wait),
        ));
    }
    let id = ExchangeQuestionId(path.into_inner());
    let answer = body.into_inner().body;
    let answered = db::run(&state.db, move |store| {
        answer_question(store, me, id, answer)
    })
    .await?;
    Ok(web::Json(answered.into()))
}

/// An exchange's invite, before it is taken up.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeInviteSeen {
    pub name: String,
    #[schema(value_type = String, example = "2026-12-24")]
    pub date: NaiveDate,
    pub organiser_name: String,
    pub message: Option<String>,
}

impl From<Exchange> for ExchangeInviteSeen {
    fn from(exchange: Exchange) -> Self {
        ExchangeInviteSeen {
            name: exchange.input.name,
            date: exchange.input.date,
            organiser_name: exchange.organiser_name.display(),
            message: exchange.input.message,
        }
    }
}

/// An invite's token, checked for shape before any look-up.
fn invite_hash(token: &str) -> Result<String, ApiError> {
    hash_of_well_formed(TokenKind::ExchangeInvite, token)
        .ok_or_else(|| ExchangeError::InviteInvalid.into())
}

#[utoipa::path(
    tag = "exchanges",
    params(("token" = String, Path, description = "The invite's secret, from its link")),
    responses(
        (status = 200, body = ExchangeInviteSeen),
        (status = 410, description = "'This invite is no longer valid. Ask the organiser for a new one.'", body = ErrorBody),
    )
)]
#[get("/exchange-invites/{token}")]
pub async fn get_exchange_invite(
    state: web::Data<AppState>,
    SignedIn(_me): SignedIn,
    path: web::Path<String>,
) -> ApiResult<web::Json<ExchangeInviteSeen>> {
    let hash = invite_hash(&path.into_inner())?;
    let exchange = db::run(&state.db, move |store| exchange_invite(store, &hash)).await?;
    Ok(web::Json(exchange.into()))
}

#[utoipa::path(
    tag = "exchanges",
    params(("token" = String, Path, description = "The invite's secret, from its link")),
    responses(
        (status = 200, description = "Joined: I am in the exchange now", body = ExchangeResponse),
        (status = 409, description = "I am in it already", body = ErrorBody),
        (status = 410, description = "'This invite is no longer valid. Ask the organiser for a new one.'", body = ErrorBody),
    )
)]
#[post("/exchange-invites/{token}/join")]
pub async fn join_exchange_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<String>,
) -> ApiResult<web::Json<ExchangeResponse>> {
    let hash = invite_hash(&path.into_inner())?;
    let answer = seen_after(&state, me, move |store| {
        Ok(join_exchange(store, me, &hash)?.id)
    })
    .await?;
    Ok(web::Json(answer))
}
