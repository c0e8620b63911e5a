//! Budgets and spending (issue 44): `GET`/`POST /api/budgets`,
//! `GET`/`PATCH`/`DELETE /api/budgets/{id}`, `PUT /api/budgets/{id}/people`
//! (the amount for one person), `GET /api/spending` and its CSV. Private to
//! their keeper: anyone else gets 404.

use actix_web::{delete, get, patch, post, put, web, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use domain::budget::{csv_field, BudgetDraft, PersonTally, Spending};
use domain::gift::GiftPerson;
use domain::ids::{BudgetId, UserId};
use domain::messages;
use domain::money::{amount_text_of, Currency, Money};
use domain::use_cases::budgets::{self as use_case, BudgetView, PersonKey};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json_fields::{utc, Deleted};
use crate::responses::download;
use crate::responses::people::person_of;
use crate::state::AppState;

/// An amount in a currency.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MoneyResponse {
    pub amount_cents: i64,
    pub currency: String,
}

impl From<Money> for MoneyResponse {
    fn from(money: Money) -> Self {
        MoneyResponse {
            amount_cents: money.amount_cents,
            currency: money.currency,
        }
    }
}

/// Whom: exactly one of the three ids (their page's address), and the
/// name I know them by.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonRefResponse {
    pub contact_id: Option<i64>,
    pub friend_id: Option<i64>,
    pub dependant_id: Option<i64>,
    pub name: String,
}

impl From<PersonKey> for PersonRefResponse {
    fn from(key: PersonKey) -> Self {
        let (contact_id, friend_id, dependant_id) = match key.reference {
            GiftPerson::Contact(id) => (Some(id.0), None, None),
            GiftPerson::Friend(id) => (None, Some(id.0), None),
            GiftPerson::Dependant(id) => (None, None, Some(id.0)),
        };
        PersonRefResponse {
            contact_id,
            friend_id,
            dependant_id,
            name: key.name,
        }
    }
}

/// One person within a budget (amounts in cents, in the budget's currency).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BudgetPersonResponse {
    #[serde(flatten)]
    pub person: PersonRefResponse,
    /// How much I mean to spend on them; none set: null.
    pub allowance_cents: Option<i64>,
    pub bought_cents: i64,
    pub planned_cents: i64,
    /// Bought and planned beyond their amount (0 within it).
    pub over_cents: i64,
}

impl From<PersonTally<PersonKey>> for BudgetPersonResponse {
    fn from(part: PersonTally<PersonKey>) -> Self {
        BudgetPersonResponse {
            over_cents: part.over_cents(),
            allowance_cents: part.allowance_cents,
            bought_cents: part.tally.bought_cents,
            planned_cents: part.tally.planned_cents,
            person: part.key.into(),
        }
    }
}

/// A budget added up: amounts in cents, in `currency`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BudgetResponse {
    pub id: i64,
    pub name: String,
    /// The occasion's day: what I give for it counts here.
    pub date: NaiveDate,
    pub currency: String,
    pub amount_cents: i64,
    /// Gifts bought, wrapped or given for the day.
    pub bought_cents: i64,
    /// Ideas for the day and claims not yet purchased.
    pub planned_cents: i64,
    /// The amount less bought and planned (below zero when over).
    pub left_cents: i64,
    pub over_cents: i64,
    /// Amounts in other currencies: listed, not counted (never converted).
    pub not_counted: Vec<MoneyResponse>,
    /// Gifts and claims for the day without a price.
    pub unpriced: u32,
    /// Those with an amount first, then others with gifts for the day.
    pub people: Vec<BudgetPersonResponse>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<BudgetView> for BudgetResponse {
    fn from(view: BudgetView) -> Self {
        let BudgetView { budget, tally } = view;
        BudgetResponse {
            id: budget.id.0,
            name: budget.input.name,
            date: budget.input.date,
            currency: budget.input.amount.currency,
            amount_cents: budget.input.amount.amount_cents,
            bought_cents: tally.tally.bought_cents,
            planned_cents: tally.tally.planned_cents,
            left_cents: tally.left_cents,
            over_cents: tally.over_cents(),
            not_counted: tally.not_counted.into_iter().map(Into::into).collect(),
            unpriced: tally.unpriced,
            people: tally.people.into_iter().map(Into::into).collect(),
            created_at: utc(budget.created_at),
            updated_at: utc(budget.updated_at),
        }
    }
}

#[utoipa::path(
    tag = "budgets",
    responses(
        (status = 200, description = "My budgets added up, by day", body = Vec<BudgetResponse>),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/budgets")]
pub async fn list_budgets(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
) -> ApiResult<web::Json<Vec<BudgetResponse>>> {
    let views = db::run(&state.db, move |store| {
        use_case::budgets_overview(store, me)
    })
    .await?;
    Ok(web::Json(views.into_iter().map(Into::into).collect()))
}

/// A budget's fields; on a change, absent fields stay.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BudgetBody {
    /// "Christmas 2026".
    name: Option<String>,
    /// `YYYY-MM-DD`: the occasion's day.
    date: Option<String>,
    /// "600" or "600.50".
    amount: Option<String>,
    /// Three letters, only when it is made: my home currency (else USD)
    /// when none is sent.
    currency: Option<String>,
}

impl BudgetBody {
    fn into_draft(self) -> BudgetDraft {
        BudgetDraft {
            name: self.name,
            date: self.date,
            amount: self.amount,
            currency: self.currency,
        }
    }
}

#[utoipa::path(
    tag = "budgets",
    request_body = BudgetBody,
    responses(
        (status = 201, body = BudgetResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 409, description = "Too many budgets", body = ErrorBody),
    )
)]
#[post("/budgets")]
pub async fn create_budget(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    body: web::Json<BudgetBody>,
) -> ApiResult<HttpResponse> {
    let draft = body.into_inner().into_draft();
    let view = db::run(&state.db, move |store| {
        use_case::add_budget(store, me, draft)
    })
    .await?;
    Ok(HttpResponse::Created().json(BudgetResponse::from(view)))
}

#[utoipa::path(
    tag = "budgets",
    params(("id" = i64, Path, description = "The budget's id")),
    responses(
        (status = 200, body = BudgetResponse),
        (status = 404, description = "Not a budget I keep", body = ErrorBody),
    )
)]
#[get("/budgets/{id}")]
pub async fn get_budget(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<BudgetResponse>> {
    let id = BudgetId(path.into_inner());
    let view = db::run(&state.db, move |store| use_case::budget_view(store, me, id)).await?;
    Ok(web::Json(view.into()))
}

#[utoipa::path(
    tag = "budgets",
    params(("id" = i64, Path, description = "The budget's id")),
    request_body = BudgetBody,
    responses(
        (status = 200, body = BudgetResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 404, description = "Not a budget I keep", body = ErrorBody),
    )
)]
#[patch("/budgets/{id}")]
pub async fn update_budget(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<BudgetBody>,
) -> ApiResult<web::Json<BudgetResponse>> {
    let id = BudgetId(path.into_inner());
    let draft = body.into_inner().into_draft();
    let view = db::run(&state.db, move |store| {
        use_case::update_budget(store, me, id, draft)
    })
    .await?;
    Ok(web::Json(view.into()))
}

#[utoipa::path(
    tag = "budgets",
    params(("id" = i64, Path, description = "The budget's id")),
    responses(
        (status = 200, body = Deleted),
        (status = 404, description = "Not a budget I keep", body = ErrorBody),
    )
)]
#[delete("/budgets/{id}")]
pub async fn delete_budget(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Deleted>> {
    let id = BudgetId(path.into_inner());
    db::run(&state.db, move |store| {
        use_case::delete_budget(store, me, id)
    })
    .await?;
    Ok(web::Json(Deleted::id(id.0)))
}

/// How much for one person: exactly one of the three, and the amount
/// (blank or null takes them off the budget).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AllowanceBody {
    contact_id: Option<i64>,
    friend_id: Option<i64>,
    dependant_id: Option<i64>,
    /// "50" or "50.50", in the budget's currency.
    amount: Option<String>,
}

#[utoipa::path(
    tag = "budgets",
    params(("id" = i64, Path, description = "The budget's id")),
    request_body = AllowanceBody,
    responses(
        (status = 200, description = "The budget added up again", body = BudgetResponse),
        (status = 400, description = "Not exactly one person, or an amount that is not one", body = ErrorBody),
        (status = 404, description = "Not a budget I keep, or not someone I keep gifts for", body = ErrorBody),
        (status = 409, description = "Too many people on one budget", body = ErrorBody),
    )
)]
#[put("/budgets/{id}/people")]
pub async fn set_allowance(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<AllowanceBody>,
) -> ApiResult<web::Json<BudgetResponse>> {
    let id = BudgetId(path.into_inner());
    let body = body.into_inner();
    let reference = person_of(body.contact_id, body.friend_id, body.dependant_id)?;
    let view = db::run(&state.db, move |store| {
        use_case::set_allowance(store, me, id, reference, body.amount)
    })
    .await?;
    Ok(web::Json(view.into()))
}

/// Which spending: one year (else all), in a currency (else my home one).
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(rename_all = "camelCase")]
pub struct SpendingQuery {
    /// Narrows by person and by occasion to one year.
    year: Option<i32>,
    /// Three letters; my home currency (else USD) when none is sent.
    currency: Option<String>,
}

/// One person's part of what I spent.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpentOnPersonResponse {
    #[serde(flatten)]
    pub person: PersonRefResponse,
    pub amount_cents: i64,
}

/// One occasion's part ("Christmas 2025").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpentOnOccasionResponse {
    pub name: String,
    pub amount_cents: i64,
}

/// One year's spending.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpentInYearResponse {
    pub year: i32,
    pub amount_cents: i64,
}

/// Where the money went: gifts bought, wrapped or given, in `currency`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SpendingResponse {
    pub currency: String,
    /// The year asked for, if one was.
    pub year: Option<i32>,
    /// The years with spending, newest first.
    pub years: Vec<i32>,
    pub total_cents: i64,
    /// Most first (the year asked for, else all years).
    pub by_person: Vec<SpentOnPersonResponse>,
    /// Most first (the year asked for, else all years).
    pub by_occasion: Vec<SpentOnOccasionResponse>,
    /// Every year, oldest first.
    pub by_year: Vec<SpentInYearResponse>,
    /// In other currencies: listed, not counted.
    pub not_counted: Vec<MoneyResponse>,
}

fn spending_response(
    spending: Spending<PersonKey>,
    currency: String,
    year: Option<i32>,
) -> SpendingResponse {
    SpendingResponse {
        currency,
        year,
        years: spending.years,
        total_cents: spending.total_cents,
        by_person: spending
            .by_person
            .into_iter()
            .map(|(key, amount_cents)| SpentOnPersonResponse {
                person: key.into(),
                amount_cents,
            })
            .collect(),
        by_occasion: spending
            .by_occasion
            .into_iter()
            .map(|(name, amount_cents)| SpentOnOccasionResponse { name, amount_cents })
            .collect(),
        by_year: spending
            .by_year
            .into_iter()
            .map(|(year, amount_cents)| SpentInYearResponse { year, amount_cents })
            .collect(),
        not_counted: spending.not_counted.into_iter().map(Into::into).collect(),
    }
}

async fn read_spending(
    state: &AppState,
    me: UserId,
    query: SpendingQuery,
) -> ApiResult<SpendingResponse> {
    let asked = match query.currency.as_deref() {
        None => None,
        Some(code) => Some(Currency::parse(code).ok_or_else(|| {
            ApiError::Validation(domain::ValidationError::field(
                "currency",
                messages::CURRENCY_INVALID,
            ))
        })?),
    };
    let year = query.year;
    let (currency, spending) = db::run(&state.db, move |store| {
        use_case::spending_view(store, me, asked, year)
    })
    .await?;
    Ok(spending_response(spending, currency, year))
}

#[utoipa::path(
    tag = "budgets",
    params(SpendingQuery),
    responses(
        (status = 200, description = "What I spent, by person, by occasion and by year", body = SpendingResponse),
        (status = 400, description = "Not a currency", body = ErrorBody),
    )
)]
#[get("/spending")]
pub async fn spending_page(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    query: web::Query<SpendingQuery>,
) -> ApiResult<web::Json<SpendingResponse>> {
    Ok(web::Json(
        read_spending(&state, me, query.into_inner()).await?,
    ))
}

/// The Spending page as CSV: one row per person, occasion and year.
fn spending_csv(spending: &SpendingResponse) -> String {
    let mut csv = String::from("Group,Name,Amount,Currency\r\n");
    let mut row = |group: &str, name: &str, cents: i64| {
        csv.push_str(&format!(
            "{group},{},{},{}\r\n",
            csv_field(name),
            amount_text_of(cents),
            spending.currency
        ));
    };
    for p in &spending.by_person {
        row("Person", &p.person.name, p.amount_cents);
    }
    for o in &spending.by_occasion {
        row("Occasion", &o.name, o.amount_cents);
    }
    for y in &spending.by_year {
        row("Year", &y.year.to_string(), y.amount_cents);
    }
    row("Total", "", spending.total_cents);
    csv
}

#[utoipa::path(
    tag = "budgets",
    params(SpendingQuery),
    responses(
        (status = 200, description = "The same as CSV (Group, Name, Amount, Currency), as a download", content_type = "text/csv", body = String),
        (status = 400, description = "Not a currency", body = ErrorBody),
    )
)]
#[get("/spending.csv")]
pub async fn spending_download(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    query: web::Query<SpendingQuery>,
) -> ApiResult<HttpResponse> {
    let spending = read_spending(&state, me, query.into_inner()).await?;
    let filename = match spending.year {
        Some(year) => format!("presently-spending-{year}.csv"),
        None => "presently-spending.csv".to_owned(),
    };
    Ok(download(
        "text/csv; charset=utf-8",
        &filename,
        spending_csv(&spending),
    ))
}
