//! Chipping in and talking about a gift (issue 45), on any item a giver
//! reaches (a group list, a friend's list, a dependant's list, an item
//! shared with them): its shared purchase and pledges, givers' notes, and
//! questions to its recipient. Every route answers 404 to the item's
//! recipients, as if none of it existed; guests pledge on a public link.

use actix_web::{delete, get, patch, post, put, web, HttpRequest, HttpResponse};
use domain::chip_in::TargetDraft;
use domain::ids::{GiverNoteId, ItemId, ItemQuestionId, PledgeId, UserId};
use domain::item_talk::{GiverNote, ItemQuestion};
use domain::messages;
use domain::token::TokenKind;
use domain::use_cases::chip_in::{
    cancel_chip_in, change_target, chip_in_of, guest_pledge, mark_bought, pledge, pledge_as_guest,
    set_paid, start_chip_in, undo_guest_pledge, withdraw_pledge, ChipInSeen, GuestPledgeDraft,
};
use domain::use_cases::giving::GivingError;
use domain::use_cases::item_talk::{
    add_note, answer, ask, delete_note, notes, questions, questions_to_me, QuestionToMe,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::session::{token_hash, MaybeSignedIn};
use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json_fields::Deleted;
use crate::links::{new_token, public_base};
use crate::responses::chip_in::ChipInView;
use crate::state::AppState;

/// An item's shared purchase as I see it: `chipIn` null when nobody is
/// chipping in.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChipInAnswer {
    pub item_id: i64,
    /// Claims are closed (the list's reveal came, or the item was received).
    pub closed: bool,
    pub chip_in: Option<ChipInView>,
}

fn answer_of(seen: ChipInSeen, me: UserId) -> ChipInAnswer {
    ChipInAnswer {
        item_id: seen.given.item.id.0,
        closed: seen.given.closed,
        chip_in: seen.chip_in.as_ref().map(|c| ChipInView::new(c, Some(me))),
    }
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    responses(
        (status = 200, body = ChipInAnswer),
        (status = 404, description = "No such item that I give (its recipients included)", body = ErrorBody),
    )
)]
#[get("/items/{itemId}/chip-in")]
pub async fn get_chip_in(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ChipInAnswer>> {
    let item = ItemId(path.into_inner());
    let seen = db::run(&state.db, move |store| chip_in_of(store, me, item)).await?;
    Ok(web::Json(answer_of(seen, me)))
}

/// Starts a shared purchase.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartChipInBody {
    /// "120" or "119.99"; absent: the item's price.
    pub target: Option<String>,
    /// Three letters; absent: the price's currency.
    pub currency: Option<String>,
    /// My own pledge: an amount, or absent for an equal share.
    pub pledge: Option<String>,
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    request_body = StartChipInBody,
    responses(
        (status = 201, description = "Started: one unit is reserved by a group, I organise it and pledged", body = ChipInAnswer),
        (status = 400, description = "No target and no price, a target or pledge that is not an amount above 0", body = ErrorBody),
        (status = 404, description = "No such item that I give", body = ErrorBody),
        (status = 409, description = "Someone already chips in for it, nothing is left to claim, or claims are closed", body = ErrorBody),
    )
)]
#[post("/items/{itemId}/chip-in")]
pub async fn start_chip_in_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<StartChipInBody>,
) -> ApiResult<HttpResponse> {
    let item = ItemId(path.into_inner());
    let StartChipInBody {
        target,
        currency,
        pledge,
    } = body.into_inner();
    let seen = db::run(&state.db, move |store| {
        start_chip_in(store, me, item, TargetDraft { target, currency }, pledge)
    })
    .await?;
    Ok(HttpResponse::Created().json(answer_of(seen, me)))
}

/// The organiser's change of target.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChipInTargetBody {
    pub target: Option<String>,
    pub currency: Option<String>,
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    request_body = ChipInTargetBody,
    responses(
        (status = 200, body = ChipInAnswer),
        (status = 400, description = "Not an amount above 0, or less than is pledged", body = ErrorBody),
        (status = 403, description = "I do not organise it", body = ErrorBody),
        (status = 404, description = "No such item that I give", body = ErrorBody),
        (status = 409, description = "Nobody chips in for it, it is bought, or claims are closed", body = ErrorBody),
    )
)]
#[patch("/items/{itemId}/chip-in")]
pub async fn change_chip_in_target(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ChipInTargetBody>,
) -> ApiResult<web::Json<ChipInAnswer>> {
    let item = ItemId(path.into_inner());
    let ChipInTargetBody { target, currency } = body.into_inner();
    let seen = db::run(&state.db, move |store| {
        change_target(store, me, item, TargetDraft { target, currency })
    })
    .await?;
    Ok(web::Json(answer_of(seen, me)))
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    responses(
        (status = 200, description = "Cancelled: the unit is free, every pledge returned and each pledger told", body = ChipInAnswer),
        (status = 403, description = "I do not organise it", body = ErrorBody),
        (status = 404, description = "No such item that I give", body = ErrorBody),
        (status = 409, description = "Nobody chips in for it, it is bought, or claims are closed", body = ErrorBody),
    )
)]
#[delete("/items/{itemId}/chip-in")]
pub async fn cancel_chip_in_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ChipInAnswer>> {
    let item = ItemId(path.into_inner());
    let seen = db::run(&state.db, move |store| cancel_chip_in(store, me, item)).await?;
    Ok(web::Json(answer_of(seen, me)))
}

/// My pledge.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PledgeBody {
    /// "20" or "19.50"; absent or empty: an equal share.
    pub amount: Option<String>,
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    request_body = PledgeBody,
    responses(
        (status = 200, description = "My pledge is set; the organiser is told", body = ChipInAnswer),
        (status = 400, description = "Not an amount above 0, or more than is left to pledge", body = ErrorBody),
        (status = 404, description = "No such item that I give", body = ErrorBody),
        (status = 409, description = "Nobody chips in for it, it is bought, my pledge is ticked paid, or claims are closed", body = ErrorBody),
    )
)]
#[put("/items/{itemId}/chip-in/pledge")]
pub async fn pledge_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<PledgeBody>,
) -> ApiResult<web::Json<ChipInAnswer>> {
    let item = ItemId(path.into_inner());
    let amount = body.into_inner().amount;
    let seen = db::run(&state.db, move |store| pledge(store, me, item, amount)).await?;
    Ok(web::Json(answer_of(seen, me)))
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    responses(
        (status = 200, description = "My pledge is withdrawn", body = ChipInAnswer),
        (status = 404, description = "No such item that I give", body = ErrorBody),
        (status = 409, description = "I have no pledge, it is ticked paid, it is bought, or claims are closed", body = ErrorBody),
    )
)]
#[delete("/items/{itemId}/chip-in/pledge")]
pub async fn withdraw_pledge_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ChipInAnswer>> {
    let item = ItemId(path.into_inner());
    let seen = db::run(&state.db, move |store| withdraw_pledge(store, me, item)).await?;
    Ok(web::Json(answer_of(seen, me)))
}

/// The organiser's tick.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaidBody {
    pub paid: bool,
}

#[utoipa::path(
    tag = "chip-in",
    params(
        ("itemId" = i64, Path, description = "The item's id"),
        ("pledgeId" = i64, Path, description = "The pledge's id"),
    ),
    request_body = PaidBody,
    responses(
        (status = 200, description = "Ticked (or unticked); the first tick fixes every equal share", body = ChipInAnswer),
        (status = 403, description = "I do not organise it", body = ErrorBody),
        (status = 404, description = "No such item that I give, or no such pledge on it", body = ErrorBody),
        (status = 409, description = "Nobody chips in for it", body = ErrorBody),
    )
)]
#[put("/items/{itemId}/chip-in/pledges/{pledgeId}/paid")]
pub async fn set_pledge_paid(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
    body: web::Json<PaidBody>,
) -> ApiResult<web::Json<ChipInAnswer>> {
    let (item, pledge_id) = path.into_inner();
    let paid = body.into_inner().paid;
    let now = state.clock.now().naive_utc();
    let seen = db::run(&state.db, move |store| {
        set_paid(store, me, ItemId(item), PledgeId(pledge_id), paid, now)
    })
    .await?;
    Ok(web::Json(answer_of(seen, me)))
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    responses(
        (status = 200, description = "Bought: the unit's claim is purchased and each pledger's share kept in their gifts", body = ChipInAnswer),
        (status = 403, description = "I do not organise it", body = ErrorBody),
        (status = 404, description = "No such item that I give", body = ErrorBody),
        (status = 409, description = "The pledges have not reached the target, it is bought already, or claims are closed", body = ErrorBody),
    )
)]
#[post("/items/{itemId}/chip-in/bought")]
pub async fn mark_chip_in_bought(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<ChipInAnswer>> {
    let item = ItemId(path.into_inner());
    let now = state.clock.now().naive_utc();
    let seen = db::run(&state.db, move |store| mark_bought(store, me, item, now)).await?;
    Ok(web::Json(answer_of(seen, me)))
}

/// A guest's pledge on a public link.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestPledgeBody {
    pub name: Option<String>,
    pub email: Option<String>,
    /// "20" or "19.50"; absent or empty: an equal share.
    pub amount: Option<String>,
}

/// A guest's pledge: the undo link is shown once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestPledgeView {
    pub item_name: String,
    pub guest_name: String,
    /// Its share now (an equal share moves as givers join).
    pub amount_cents: i64,
    pub currency: String,
    pub paid: bool,
    /// The gift is bought: the pledge stays.
    pub bought: bool,
    pub list_title: String,
    /// The list's public page while it is public.
    pub list_url: Option<String>,
}

impl From<domain::ports::GuestPledge> for GuestPledgeView {
    fn from(found: domain::ports::GuestPledge) -> Self {
        GuestPledgeView {
            item_name: found.item_name,
            guest_name: found.pledge.giver.display(),
            amount_cents: found.share_cents,
            currency: found.currency,
            paid: found.pledge.paid_at.is_some(),
            bought: found.bought,
            list_title: found.list_title,
            list_url: found.list_token.map(|t| format!("/lists/{t}")),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestPledgeResponse {
    #[serde(flatten)]
    pub pledge: GuestPledgeView,
    /// `/pledges?token=...`: the only way to take the pledge back.
    pub undo_url: String,
}

#[utoipa::path(
    tag = "chip-in",
    params(
        ("token" = String, Path, description = "The list's public token"),
        ("itemId" = i64, Path, description = "The item's id"),
    ),
    request_body = GuestPledgeBody,
    responses(
        (status = 201, description = "Pledged; the organiser is told", body = GuestPledgeResponse),
        (status = 400, description = "No name, a bad address, not an amount above 0, or more than is left", body = ErrorBody),
        (status = 403, description = "Signed in as the person the gift is for", body = ErrorBody),
        (status = 404, description = "No such list or item", body = ErrorBody),
        (status = 409, description = "Nobody chips in for it, it is bought, or the list is archived", body = ErrorBody),
        (status = 429, description = "Past the guest limits (as for guest claims)", body = ErrorBody),
    )
)]
#[post("/public/lists/{token}/items/{itemId}/pledges")]
pub async fn pledge_as_guest_route(
    state: web::Data<AppState>,
    MaybeSignedIn(viewer): MaybeSignedIn,
    req: HttpRequest,
    path: web::Path<(String, i64)>,
    body: web::Json<GuestPledgeBody>,
) -> ApiResult<HttpResponse> {
    let (token, item_id) = path.into_inner();
    // The guest claims' limits: a pledge is a guest's word on a list too.
    let client = crate::client::client_address(&state.config.trusted_proxies, &req);
    crate::rate_limit::take(&state, state.guest_claims, client)
        .await?
        .map_err(|wait| ApiError::too_many(messages::GUEST_CLAIMS_TOO_MANY, Some(wait)))?;
    crate::rate_limit::take(&state, state.list_guest_claims, token.clone())
        .await?
        .map_err(|wait| ApiError::too_many(messages::GUEST_CLAIMS_TOO_MANY, Some(wait)))?;
    let GuestPledgeBody {
        name,
        email,
        amount,
    } = body.into_inner();
    let undo = new_token(TokenKind::ClaimUndo);
    let hash = token_hash(&undo);
    let found = db::run(&state.db, move |store| {
        pledge_as_guest(
            store,
            viewer,
            &token,
            item_id,
            GuestPledgeDraft {
                name,
                email,
                amount,
            },
            hash,
        )
    })
    .await?;
    Ok(HttpResponse::Created().json(GuestPledgeResponse {
        pledge: found.into(),
        undo_url: format!("{}/pledges?token={undo}", public_base(&state, &req)),
    }))
}

fn undo_hash(token: &str) -> Result<String, GivingError> {
    if !TokenKind::ClaimUndo.is_well_formed(token) {
        return Err(GivingError::NotFound);
    }
    Ok(token_hash(token))
}

#[utoipa::path(
    tag = "chip-in",
    params(("token" = String, Path, description = "The pledge's undo token")),
    responses(
        (status = 200, body = GuestPledgeView),
        (status = 404, description = "Undone already, or no such pledge", body = ErrorBody),
    )
)]
#[get("/public/pledges/{token}")]
pub async fn guest_pledge_route(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> ApiResult<web::Json<GuestPledgeView>> {
    let hash = undo_hash(&path.into_inner())?;
    let found = db::run(&state.db, move |store| guest_pledge(store, &hash)).await?;
    Ok(web::Json(found.into()))
}

#[utoipa::path(
    tag = "chip-in",
    params(("token" = String, Path, description = "The pledge's undo token")),
    responses(
        (status = 200, description = "Undone", body = Deleted),
        (status = 404, description = "Undone already, or no such pledge", body = ErrorBody),
        (status = 409, description = "The organiser ticked it paid", body = ErrorBody),
    )
)]
#[delete("/public/pledges/{token}")]
pub async fn undo_guest_pledge_route(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> ApiResult<web::Json<Deleted>> {
    let hash = undo_hash(&path.into_inner())?;
    let found = db::run(&state.db, move |store| undo_guest_pledge(store, &hash)).await?;
    Ok(web::Json(Deleted::id(found.pledge.id.0)))
}

/// A givers' note, as the givers read it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GiverNoteView {
    pub id: i64,
    pub author_name: String,
    pub body: String,
    /// Mine: I may delete it.
    pub mine: bool,
    #[schema(value_type = String)]
    pub created_at: chrono::DateTime<chrono::Utc>,
}

fn note_view(note: GiverNote, me: UserId) -> GiverNoteView {
    GiverNoteView {
        id: note.id.0,
        author_name: note.author_name(),
        mine: note.author.as_ref().is_some_and(|(id, _)| *id == me),
        body: note.body,
        created_at: note.created_at.and_utc(),
    }
}

/// A note or a question as sent.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageBody {
    /// Up to 1,000 characters.
    pub body: Option<String>,
}

async fn take_item_message(state: &AppState, me: UserId) -> ApiResult<()> {
    crate::rate_limit::take(state, state.item_messages, me)
        .await?
        .map_err(|wait| ApiError::too_many(messages::ITEM_MESSAGES_TOO_MANY, Some(wait)))
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    responses(
        (status = 200, description = "The givers' notes, oldest first", body = [GiverNoteView]),
        (status = 404, description = "No such item that I give (its recipients included)", body = ErrorBody),
    )
)]
#[get("/items/{itemId}/notes")]
pub async fn list_notes(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Vec<GiverNoteView>>> {
    let item = ItemId(path.into_inner());
    let found = db::run(&state.db, move |store| notes(store, me, item)).await?;
    Ok(web::Json(
        found.into_iter().map(|n| note_view(n, me)).collect(),
    ))
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    request_body = MessageBody,
    responses(
        (status = 201, description = "Written; the item's other givers are told", body = GiverNoteView),
        (status = 400, description = "Empty, or over 1,000 characters", body = ErrorBody),
        (status = 404, description = "No such item that I give", body = ErrorBody),
        (status = 409, description = "The list's reveal came, or the item was received", body = ErrorBody),
        (status = 429, description = "Over 30 notes, questions and answers a minute", body = ErrorBody),
    )
)]
#[post("/items/{itemId}/notes")]
pub async fn add_note_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<MessageBody>,
) -> ApiResult<HttpResponse> {
    take_item_message(&state, me).await?;
    let item = ItemId(path.into_inner());
    let body = body.into_inner().body;
    let note = db::run(&state.db, move |store| add_note(store, me, item, body)).await?;
    Ok(HttpResponse::Created().json(note_view(note, me)))
}

#[utoipa::path(
    tag = "chip-in",
    params(
        ("itemId" = i64, Path, description = "The item's id"),
        ("noteId" = i64, Path, description = "The note's id"),
    ),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        (status = 404, description = "No such item that I give, or no note of mine on it", body = ErrorBody),
    )
)]
#[delete("/items/{itemId}/notes/{noteId}")]
pub async fn delete_note_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<web::Json<Deleted>> {
    let (item, note) = path.into_inner();
    db::run(&state.db, move |store| {
        delete_note(store, me, ItemId(item), GiverNoteId(note))
    })
    .await?;
    Ok(web::Json(Deleted::id(note)))
}

/// A question about an item and its answer: what its givers and whom it
/// is asked of both read (never who asked).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionFields {
    pub id: i64,
    pub item_id: i64,
    pub question: String,
    pub answer: Option<String>,
    #[schema(value_type = String)]
    pub asked_at: chrono::DateTime<chrono::Utc>,
    #[schema(value_type = Option<String>)]
    pub answered_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl From<ItemQuestion> for QuestionFields {
    fn from(question: ItemQuestion) -> Self {
        QuestionFields {
            id: question.id.0,
            item_id: question.item.0,
            question: question.question,
            answer: question.answer,
            asked_at: question.asked_at.and_utc(),
            answered_at: question.answered_at.map(|at| at.and_utc()),
        }
    }
}

/// A question about an item, as its givers read it: whether I asked it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemQuestionView {
    #[serde(flatten)]
    pub question: QuestionFields,
    /// I asked it.
    pub mine: bool,
}

fn question_view(question: ItemQuestion, me: UserId) -> ItemQuestionView {
    ItemQuestionView {
        mine: question.asker == Some(me),
        question: question.into(),
    }
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    responses(
        (status = 200, description = "The questions about it and their answers, oldest first", body = [ItemQuestionView]),
        (status = 404, description = "No such item that I give (its recipients included)", body = ErrorBody),
    )
)]
#[get("/items/{itemId}/questions")]
pub async fn list_item_questions(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Vec<ItemQuestionView>>> {
    let item = ItemId(path.into_inner());
    let found = db::run(&state.db, move |store| questions(store, me, item)).await?;
    Ok(web::Json(
        found.into_iter().map(|q| question_view(q, me)).collect(),
    ))
}

#[utoipa::path(
    tag = "chip-in",
    params(("itemId" = i64, Path, description = "The item's id")),
    request_body = MessageBody,
    responses(
        (status = 201, description = "Asked: whom it is for (or their guardians) is told that a giver asked, never who", body = ItemQuestionView),
        (status = 400, description = "Empty, or over 1,000 characters", body = ErrorBody),
        (status = 404, description = "No such item that I give", body = ErrorBody),
        (status = 409, description = "A surprise (asking would give it away), an item for no one person, or claims are closed", body = ErrorBody),
        (status = 429, description = "Over 30 notes, questions and answers a minute", body = ErrorBody),
    )
)]
#[post("/items/{itemId}/questions")]
pub async fn ask_item_question(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<MessageBody>,
) -> ApiResult<HttpResponse> {
    take_item_message(&state, me).await?;
    let item = ItemId(path.into_inner());
    let body = body.into_inner().body;
    let asked = db::run(&state.db, move |store| ask(store, me, item, body)).await?;
    Ok(HttpResponse::Created().json(question_view(asked, me)))
}

/// A question about one of my wishes (or of someone I look after), as I
/// read it: never who asked.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionToMeView {
    #[serde(flatten)]
    pub question: QuestionFields,
    pub item_name: String,
    pub list_id: i64,
    /// Whom I answer for, when it is someone I look after.
    pub dependant_name: Option<String>,
}

impl From<QuestionToMe> for QuestionToMeView {
    fn from(found: QuestionToMe) -> Self {
        QuestionToMeView {
            question: found.question.into(),
            item_name: found.item_name,
            list_id: found.list_id.0,
            dependant_name: found.dependant,
        }
    }
}

#[utoipa::path(
    tag = "chip-in",
    responses(
        (status = 200, description = "Questions givers asked about my wishes and those of whom I look after, newest first", body = [QuestionToMeView]),
    )
)]
#[get("/questions")]
pub async fn questions_for_me(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
) -> ApiResult<web::Json<Vec<QuestionToMeView>>> {
    let found = db::run(&state.db, move |store| questions_to_me(store, me)).await?;
    Ok(web::Json(found.into_iter().map(Into::into).collect()))
}

#[utoipa::path(
    tag = "chip-in",
    params(("id" = i64, Path, description = "The question's id")),
    request_body = MessageBody,
    responses(
        (status = 200, description = "Answered: the item's givers are told", body = QuestionToMeView),
        (status = 400, description = "Empty, or over 1,000 characters", body = ErrorBody),
        (status = 404, description = "No such question, or not one asked of me", body = ErrorBody),
        (status = 429, description = "Over 30 notes, questions and answers a minute", body = ErrorBody),
    )
)]
#[put("/questions/{id}/answer")]
pub async fn answer_item_question(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<MessageBody>,
) -> ApiResult<web::Json<QuestionToMeView>> {
    take_item_message(&state, me).await?;
    let id = ItemQuestionId(path.into_inner());
    let text = body.into_inner().body;
    let now = state.clock.now().naive_utc();
    let answered = db::run(&state.db, move |store| answer(store, me, id, text, now)).await?;
    Ok(web::Json(answered.into()))
}
