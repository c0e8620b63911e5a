//! Gifts I keep per person (issue 43): `GET /api/person` (one person's
//! page: dates, ideas, given, received), `POST /api/gifts`, `PATCH` and
//! `DELETE /api/gifts/{id}`. Everything is the keeper's alone: anyone else
//! gets 404, the person a gift is for included.

use actix_web::{delete, get, patch, post, put, web, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use domain::gift::{Gift, GiftDirection, GiftDraft, GiftPerson};
use domain::ids::{ContactId, GiftId, UserId};
use domain::messages;
use domain::special_date::SpecialDate;
use domain::use_cases::budgets::person_budgets;
use domain::use_cases::dates::user_today;
use domain::use_cases::gifts::{self as use_case, PersonPage};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json_fields::{double_option, utc, Deleted};
use crate::responses::people::person_of;
use crate::state::AppState;

/// A gift I keep.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GiftResponse {
    pub id: i64,
    /// Whom it is for (or, received, from): one of the three.
    pub contact_id: Option<i64>,
    pub friend_id: Option<i64>,
    pub dependant_id: Option<i64>,
    /// `given` or `received`.
    pub direction: String,
    /// `idea`, `bought`, `wrapped` or `given` (a received one is `given`).
    pub status: String,
    pub name: String,
    pub link: Option<String>,
    /// "25.00", in `currency`.
    pub price: Option<String>,
    pub currency: Option<String>,
    /// Where it was seen or bought.
    pub shop: Option<String>,
    pub occasion: Option<String>,
    pub occasion_date: Option<NaiveDate>,
    pub notes: Option<String>,
    /// For one received: whether I sent my thanks.
    pub thank_you_sent: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<Gift> for GiftResponse {
    fn from(gift: Gift) -> Self {
        let (contact_id, friend_id, dependant_id) = match gift.person {
            GiftPerson::Contact(id) => (Some(id.0), None, None),
            GiftPerson::Friend(id) => (None, Some(id.0), None),
            GiftPerson::Dependant(id) => (None, None, Some(id.0)),
        };
        let input = gift.input;
        GiftResponse {
            id: gift.id.0,
            contact_id,
            friend_id,
            dependant_id,
            direction: gift.direction.as_str().to_owned(),
            status: input.status.as_str().to_owned(),
            name: input.name,
            link: input.link,
            price: input.price.as_ref().map(domain::money::Money::amount_text),
            currency: input.price.map(|p| p.currency),
            shop: input.shop,
            occasion: input.occasion,
            occasion_date: input.occasion_date,
            notes: input.notes,
            thank_you_sent: input.thank_you_sent,
            created_at: utc(gift.created_at),
            updated_at: utc(gift.updated_at),
        }
    }
}

/// One of the person's coming dates (mine, linked to them).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonDateResponse {
    pub id: i64,
    pub title: String,
    /// `birthday`, `anniversary`, ...
    #[serde(rename = "type")]
    pub date_type: String,
    pub next_occurrence: NaiveDate,
    pub days_until: i64,
}

impl PersonDateResponse {
    fn new(date: SpecialDate, today: NaiveDate) -> Self {
        PersonDateResponse {
            id: date.id.0,
            title: date.input.title,
            date_type: date.input.date_type.as_str().to_owned(),
            next_occurrence: date.schedule.next_occurrence,
            days_until: (date.schedule.next_occurrence - today).num_days(),
        }
    }
}

/// One of my contacts a person is.
#[derive(Debug, Serialize, ToSchema)]
pub struct PersonContactResponse {
    pub id: i64,
    pub name: String,
}

/// One person's page, as I keep them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonPageResponse {
    /// The name I know them by (my contact's, else the friend's, else the
    /// dependant's).
    pub name: String,
    /// The contacts they are (a contact and a friend with one address are
    /// one person).
    pub contacts: Vec<PersonContactResponse>,
    pub friend_id: Option<i64>,
    /// Whether the friend is theirs by my link (`PUT
    /// /api/contacts/{id}/friend`), which may be undone, rather than by the
    /// same email address.
    pub friend_linked_by_hand: bool,
    pub dependant_id: Option<i64>,
    /// My contact's relationship and interests, when they are one.
    pub relationship: Option<String>,
    pub interests: Vec<String>,
    /// Coming dates of mine linked to them, soonest first.
    pub dates: Vec<PersonDateResponse>,
    /// My ideas for them, newest first.
    pub ideas: Vec<GiftResponse>,
    /// What I gave them (bought, wrapped or given), newest first.
    pub given: Vec<GiftResponse>,
    /// What they gave me, newest first.
    pub received: Vec<GiftResponse>,
    /// My budgets from today on with an amount or gifts for them: their
    /// part of each (amounts in cents, in the budget's currency).
    pub budgets: Vec<PersonBudgetResponse>,
}

/// A person's part of one of my budgets.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonBudgetResponse {
    /// The budget's id.
    pub id: i64,
    pub name: String,
    pub date: NaiveDate,
    pub currency: String,
    /// How much I mean to spend on them; none set: null.
    pub allowance_cents: Option<i64>,
    pub bought_cents: i64,
    pub planned_cents: i64,
    /// Bought and planned beyond their amount (0 within it).
    pub over_cents: i64,
}

type PersonBudgets = Vec<(
    domain::budget::Budget,
    domain::budget::PersonTally<domain::use_cases::budgets::PersonKey>,
)>;

impl PersonPageResponse {
    fn new(page: PersonPage, budgets: PersonBudgets, today: NaiveDate) -> Self {
        let contact = page.person.contacts.first();
        let all = |gifts: Vec<Gift>| gifts.into_iter().map(GiftResponse::from).collect();
        PersonPageResponse {
            name: page.person.name.clone(),
            contacts: page
                .person
                .contacts
                .iter()
                .map(|c| PersonContactResponse {
                    id: c.id.0,
                    name: c.input.name.clone(),
                })
                .collect(),
            friend_id: page.person.friend.as_ref().map(|f| f.id.0),
            friend_linked_by_hand: page.person.linked_by_hand,
            dependant_id: page.person.dependant.as_ref().map(|d| d.id.0),
            relationship: contact
                .and_then(|c| c.input.relationship)
                .map(|r| r.as_str().to_owned()),
            interests: contact
                .and_then(|c| c.input.preferences.as_deref())
                .map(domain::contact::interests)
                .unwrap_or_default(),
            dates: page
                .dates
                .into_iter()
                .map(|d| PersonDateResponse::new(d, today))
                .collect(),
            ideas: all(page.ideas),
            given: all(page.given),
            received: all(page.received),
            budgets: budgets
                .into_iter()
                .map(|(budget, part)| PersonBudgetResponse {
                    id: budget.id.0,
                    name: budget.input.name,
                    date: budget.input.date,
                    currency: budget.input.amount.currency,
                    over_cents: part.over_cents(),
                    allowance_cents: part.allowance_cents,
                    bought_cents: part.tally.bought_cents,
                    planned_cents: part.tally.planned_cents,
                })
                .collect(),
        }
    }
}

/// Whose page: exactly one of the three.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(rename_all = "camelCase")]
pub struct PersonQuery {
    /// One of my contacts.
    contact_id: Option<i64>,
    /// One of my friends.
    friend_id: Option<i64>,
    /// Someone I or a friend look after.
    dependant_id: Option<i64>,
}

#[utoipa::path(
    tag = "gifts",
    params(PersonQuery),
    responses(
        (status = 200, description = "Their page: coming dates, my ideas, what I gave and what they gave me", body = PersonPageResponse),
        (status = 400, description = "Not exactly one of contactId, friendId, dependantId", body = ErrorBody),
        (status = 404, description = "Not my contact, not my friend, or nobody I know looks after them", body = ErrorBody),
    )
)]
#[get("/person")]
pub async fn person_page(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    query: web::Query<PersonQuery>,
) -> ApiResult<web::Json<PersonPageResponse>> {
    let PersonQuery {
        contact_id,
        friend_id,
        dependant_id,
    } = query.into_inner();
    let reference = person_of(contact_id, friend_id, dependant_id)?;
    person_page_of(&state, me, reference).await.map(web::Json)
}

/// A person's page as I keep it (the route and the MCP server's
/// `about_person` tool).
pub(crate) async fn person_page_of(
    state: &AppState,
    me: UserId,
    reference: GiftPerson,
) -> ApiResult<PersonPageResponse> {
    let now = state.clock.now();
    let (page, budgets, today) = db::run(&state.db, move |store| {
        let today = user_today(store, me, now)?;
        let page = use_case::person_page(store, me, reference, today)?;
        let budgets = person_budgets(store, me, &page.person, today)?;
        Ok::<_, use_case::GiftError>((page, budgets, today))
    })
    .await?;
    Ok(PersonPageResponse::new(page, budgets, today))
}

/// A gift's fields; on a change, absent fields stay and null clears.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GiftBody {
    name: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    link: Option<Option<String>>,
    /// "25" or "25.50".
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    price: Option<Option<String>>,
    /// Three letters; USD when none is sent.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    currency: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    shop: Option<Option<String>>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    occasion: Option<Option<String>>,
    /// `YYYY-MM-DD`.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    occasion_date: Option<Option<String>>,
    /// `idea` (the default), `bought`, `wrapped` or `given`.
    status: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    notes: Option<Option<String>>,
    thank_you_sent: Option<bool>,
    /// Save even though it repeats what I gave them (the 409's warning).
    #[serde(default)]
    allow_repeat: bool,
}

impl GiftBody {
    fn into_draft(self) -> (GiftDraft, bool) {
        (
            GiftDraft {
                name: self.name,
                link: self.link,
                price: self.price,
                currency: self.currency,
                shop: self.shop,
                occasion: self.occasion,
                occasion_date: self.occasion_date,
                status: self.status,
                notes: self.notes,
                thank_you_sent: self.thank_you_sent,
            },
            self.allow_repeat,
        )
    }
}

/// A new gift: whom for, which way, and its fields.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewGiftBody {
    contact_id: Option<i64>,
    friend_id: Option<i64>,
    dependant_id: Option<i64>,
    /// `given` (the default: an idea or a gift I give) or `received`.
    direction: Option<String>,
    #[serde(flatten)]
    gift: GiftBody,
}

#[utoipa::path(
    tag = "gifts",
    request_body = NewGiftBody,
    responses(
        (status = 201, body = GiftResponse),
        (status = 400, description = "Validation failed, or not exactly one person", body = ErrorBody),
        (status = 404, description = "Not my contact, not my friend, or nobody I know looks after them", body = ErrorBody),
        (status = 409, description = "It repeats what I gave them ('You gave Mum a ... for Christmas 2025'): send allowRepeat to save it anyway; or too many gifts", body = ErrorBody),
    )
)]
#[post("/gifts")]
pub async fn create_gift(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    body: web::Json<NewGiftBody>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let reference = person_of(body.contact_id, body.friend_id, body.dependant_id)?;
    let direction = match body.direction.as_deref() {
        None => GiftDirection::Given,
        Some(text) => GiftDirection::parse(text).ok_or_else(|| {
            ApiError::Validation(domain::ValidationError::field(
                "direction",
                messages::GIFT_DIRECTION_INVALID,
            ))
        })?,
    };
    let (draft, allow_repeat) = body.gift.into_draft();
    let gift = db::run(&state.db, move |store| {
        use_case::add_gift(store, me, reference, direction, draft, allow_repeat)
    })
    .await?;
    Ok(HttpResponse::Created().json(GiftResponse::from(gift)))
}

#[utoipa::path(
    tag = "gifts",
    params(("id" = i64, Path, description = "The gift's id")),
    request_body = GiftBody,
    responses(
        (status = 200, body = GiftResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 404, description = "Not a gift I keep", body = ErrorBody),
        (status = 409, description = "It repeats what I gave them: send allowRepeat to save it anyway", body = ErrorBody),
    )
)]
#[patch("/gifts/{id}")]
pub async fn update_gift(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<GiftBody>,
) -> ApiResult<web::Json<GiftResponse>> {
    let id = GiftId(path.into_inner());
    let (draft, allow_repeat) = body.into_inner().into_draft();
    let gift = db::run(&state.db, move |store| {
        use_case::update_gift(store, me, id, draft, allow_repeat)
    })
    .await?;
    Ok(web::Json(gift.into()))
}

#[utoipa::path(
    tag = "gifts",
    params(("id" = i64, Path, description = "The gift's id")),
    responses(
        (status = 200, body = Deleted),
        (status = 404, description = "Not a gift I keep", body = ErrorBody),
    )
)]
#[delete("/gifts/{id}")]
pub async fn delete_gift(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = GiftId(path.into_inner());
    db::run(&state.db, move |store| use_case::delete_gift(store, me, id)).await?;
    Ok(web::Json(Deleted::id(id.0)))
}

/// Whom a contact is on Presently.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactFriendBody {
    /// One of my friends; null undoes the link.
    friend_id: Option<i64>,
}

#[utoipa::path(
    tag = "gifts",
    params(("id" = i64, Path, description = "The contact's id")),
    request_body = ContactFriendBody,
    responses(
        (status = 200, description = "The contact's page, one person with the friend now (or no longer)", body = PersonPageResponse),
        (status = 400, description = "Not one of my friends", body = ErrorBody),
        (status = 404, description = "Not one of my contacts", body = ErrorBody),
    )
)]
#[put("/contacts/{id}/friend")]
pub async fn link_contact_friend(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ContactFriendBody>,
) -> ApiResult<web::Json<PersonPageResponse>> {
    let contact = ContactId(path.into_inner());
    let friend = body.into_inner().friend_id.map(UserId);
    let now = state.clock.now();
    let (page, budgets, today) = db::run(&state.db, move |store| {
        use_case::link_contact(store, me, contact, friend)?;
        let today = user_today(store, me, now)?;
        let page = use_case::person_page(store, me, GiftPerson::Contact(contact), today)?;
        let budgets = person_budgets(store, me, &page.person, today)?;
        Ok::<_, use_case::GiftError>((page, budgets, today))
    })
    .await?;
    Ok(web::Json(PersonPageResponse::new(page, budgets, today)))
}
