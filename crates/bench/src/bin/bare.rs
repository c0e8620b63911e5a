//! The benchmark's ceiling: a bare actix-web + diesel handler with nothing
//! of the app's (issue 41): no middleware, no compression, no session, a
//! pool of the backend's default size of its own. `GET /bare/{user_id}`
//! answers that user's 20 special dates, read by index, as JSON. (It used
//! to share the app's pool settings and compress every reply with brotli,
//! so it paid the app's costs and served about half what a ceiling does.)
//!
//! Both read on the backend's own connection, not through diesel's
//! multi-backend one, which writes each statement's SQL out again on every
//! call: a ceiling pays none of the app's choices.
//!
//! `GET /bare/{user_id}/items` is the wishlist's own floor: the same rows
//! the app's `GET /api/wishlist` reads (that user's own list by its index,
//! every column) written as the same JSON fields, and nothing else. It is
//! not a goal's measure: it shows how much of a call's cost is its data.

use actix_web::{web, App, HttpResponse, HttpServer};
use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use diesel::prelude::*;
use diesel::query_dsl::LoadQuery;
use persistence::schema::items;
use persistence::schema::special_dates;
use persistence::{Database, DbConnection};
use serde::Serialize;
use serde_json::json;

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let url = std::env::var("DATABASE_URL")?;
    let addr = std::env::var("PRESENTLY_ADDR")?;
    let db = Database::connect(&url)?;
    HttpServer::new(move || {
        App::new()
            .app_data(web::Data::new(db.clone()))
            .route("/bare/{user_id}", web::get().to(dates))
            .route("/bare/{user_id}/items", web::get().to(wishlist_items))
    })
    .on_connect(api::startup::no_delay)
    .bind(addr)?
    .run()
    .await?;
    Ok(())
}

/// `query`'s rows, read on the backend's own connection.
fn load_direct<'q, Q, U>(conn: &mut DbConnection, query: Q) -> QueryResult<Vec<U>>
where
    Q: LoadQuery<'q, SqliteConnection, U> + LoadQuery<'q, PgConnection, U>,
{
    match conn {
        DbConnection::Sqlite(c) => query.load(c),
        DbConnection::Postgresql(c) => query.load(c),
    }
}

type DateRow = (i64, String, NaiveDate, String, NaiveDate);

async fn dates(db: web::Data<Database>, path: web::Path<i64>) -> HttpResponse {
    let user = path.into_inner();
    let db = db.into_inner();
    let rows = web::block(move || -> anyhow::Result<Vec<DateRow>> {
        let mut conn = db.get()?;
        Ok(load_direct(
            &mut conn,
            special_dates::table
                .filter(special_dates::user_id.eq(user))
                .order(special_dates::next_occurrence.asc())
                .limit(20)
                .select((
                    special_dates::id,
                    special_dates::title,
                    special_dates::date,
                    special_dates::date_type,
                    special_dates::next_occurrence,
                )),
        )?)
    })
    .await;
    match rows {
        Ok(Ok(rows)) => HttpResponse::Ok().json(
            rows.into_iter()
                .map(|(id, title, date, kind, next)| {
                    json!({"id": id, "title": title, "date": date, "type": kind, "nextOccurrence": next})
                })
                .collect::<Vec<_>>(),
        ),
        _ => HttpResponse::ServiceUnavailable().finish(),
    }
}

type ItemColumns = (
    (i64, String, Option<String>, Option<String>, Option<String>),
    (
        Option<String>,
        String,
        i32,
        i32,
        Option<String>,
        Option<String>,
    ),
    (bool, NaiveDateTime, NaiveDateTime, Option<NaiveDateTime>),
    (Option<String>, Option<String>, Option<NaiveDateTime>),
);

/// The wishlist's fields as the app writes them (camelCase, UTC times).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ItemJson {
    id: i64,
    name: String,
    description: Option<String>,
    price: Option<String>,
    price_value: Option<f64>,
    url: Option<String>,
    category: Option<String>,
    priority: String,
    ranking: i32,
    quantity: i32,
    where_to_buy: Option<String>,
    image_url: Option<String>,
    purchased: bool,
    price_change: Option<(String, String, DateTime<Utc>)>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    received: bool,
}

async fn wishlist_items(db: web::Data<Database>, path: web::Path<i64>) -> HttpResponse {
    let user = path.into_inner();
    let db = db.into_inner();
    let rows = web::block(move || -> anyhow::Result<Vec<ItemColumns>> {
        let mut conn = db.get()?;
        Ok(load_direct(
            &mut conn,
            items::table
                // The user's own list's id (see `persistence::wishlist`).
                .filter(items::list_id.eq(-user))
                .order(items::id.desc())
                .select((
                    (
                        items::id,
                        items::name,
                        items::description,
                        items::price,
                        items::url,
                    ),
                    (
                        items::category,
                        items::priority,
                        items::ranking,
                        items::quantity,
                        items::where_to_buy,
                        items::image_url,
                    ),
                    (
                        items::purchased,
                        items::created_at,
                        items::updated_at,
                        items::received_at,
                    ),
                    (
                        items::price_change_from,
                        items::price_change_to,
                        items::price_changed_at,
                    ),
                )),
        )?)
    })
    .await;
    let utc = |at: NaiveDateTime| at.and_utc();
    match rows {
        Ok(Ok(rows)) => HttpResponse::Ok().json(
            rows.into_iter()
                .map(
                    |(
                        (id, name, description, price, url),
                        (category, priority, ranking, quantity, where_to_buy, image_url),
                        (purchased, created_at, updated_at, received_at),
                        (from, to, changed_at),
                    )| ItemJson {
                        price_value: price
                            .as_deref()
                            .and_then(|p| p.trim_start_matches('$').parse().ok()),
                        id,
                        name,
                        description,
                        price,
                        url,
                        category,
                        priority,
                        ranking,
                        quantity,
                        where_to_buy,
                        image_url,
                        purchased,
                        price_change: match (from, to, changed_at) {
                            (Some(from), Some(to), Some(at)) => Some((from, to, utc(at))),
                            _ => None,
                        },
                        created_at: utc(created_at),
                        updated_at: utc(updated_at),
                        received: received_at.is_some(),
                    },
                )
                .collect::<Vec<_>>(),
        ),
        _ => HttpResponse::ServiceUnavailable().finish(),
    }
}
