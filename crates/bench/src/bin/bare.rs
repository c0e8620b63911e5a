//! The benchmark's ceiling: a bare actix-web + diesel handler with nothing
//! of the app's (issue 41): no middleware, no compression, no session, a
//! pool of the backend's default size of its own. `GET /bare/{user_id}`
//! answers that user's 20 special dates, read by index, as JSON. (It used
//! to share the app's pool settings and compress every reply with brotli,
//! so it paid the app's costs and served about half what a ceiling does.)

use actix_web::{web, App, HttpResponse, HttpServer};
use chrono::NaiveDate;
use diesel::prelude::*;
use persistence::schema::special_dates;
use persistence::Database;
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
    })
    .on_connect(api::startup::no_delay)
    .bind(addr)?
    .run()
    .await?;
    Ok(())
}

type DateRow = (i64, String, NaiveDate, String, NaiveDate);

async fn dates(db: web::Data<Database>, path: web::Path<i64>) -> HttpResponse {
    let user = path.into_inner();
    let db = db.into_inner();
    let rows = web::block(move || -> anyhow::Result<Vec<DateRow>> {
        let mut conn = db.get()?;
        Ok(special_dates::table
            .filter(special_dates::user_id.eq(user))
            .order(special_dates::next_occurrence.asc())
            .limit(20)
            .select((
                special_dates::id,
                special_dates::title,
                special_dates::date,
                special_dates::date_type,
                special_dates::next_occurrence,
            ))
            .load(&mut *conn)?)
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
