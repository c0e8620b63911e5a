//! The benchmark's baseline: the server's own actix-web settings (workers,
//! `TCP_NODELAY`, compression) and database pool, and no app: no session,
//! no rules. `GET /bare/{user_id}` answers that user's wishlist (20 rows,
//! read by index) as JSON.

use actix_web::middleware::Compress;
use actix_web::{web, App, HttpResponse, HttpServer};
use domain::ids::UserId;
use persistence::Database;
use serde_json::json;

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let url = std::env::var("DATABASE_URL")?;
    let addr = std::env::var("PRESENTLY_ADDR")?;
    let pool = match std::env::var("PRESENTLY_DB_POOL") {
        Ok(size) => Some(size.parse()?),
        Err(_) => None,
    };
    let db = Database::connect_with_pool(&url, pool)?;
    HttpServer::new(move || {
        App::new()
            .app_data(web::Data::new(db.clone()))
            .route("/bare/{user_id}", web::get().to(rows))
            .wrap(Compress::default())
    })
    .on_connect(api::startup::no_delay)
    .bind(addr)?
    .run()
    .await?;
    Ok(())
}

async fn rows(db: web::Data<Database>, path: web::Path<i64>) -> HttpResponse {
    let user = UserId(path.into_inner());
    let db = db.into_inner();
    let items = web::block(move || {
        let mut conn = db.get()?;
        persistence::wishlist::list(&mut conn, user)
    })
    .await;
    match items {
        Ok(Ok(items)) => HttpResponse::Ok().json(
            items
                .into_iter()
                .map(|item| {
                    let input = item.input;
                    json!({
                        "id": item.id,
                        "name": input.name,
                        "description": input.description,
                        "price": input.price,
                        "url": input.url,
                        "category": input.category,
                        "priority": input.priority.as_str(),
                        "ranking": input.ranking,
                        "quantity": input.quantity,
                        "whereToBuy": input.where_to_buy,
                        "imageUrl": input.image_url,
                        "purchased": input.purchased,
                        "createdAt": item.created_at.and_utc(),
                        "updatedAt": item.updated_at.and_utc(),
                    })
                })
                .collect::<Vec<_>>(),
        ),
        _ => HttpResponse::ServiceUnavailable().finish(),
    }
}
