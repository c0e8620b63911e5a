//! `Idempotency-Key` on signed-in `POST`s: a create whose answer the client
//! never saw (a connection cut) can be retried without making a second row.
//! The rules are domain's ([`domain::idempotency`]); this is the HTTP part:
//! the header, the body's hash, the first answer kept and replayed.

use actix_web::body::{self, BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{web, Error, HttpResponse, ResponseError};
use domain::idempotency::{is_valid_key, Verdict};
use domain::messages;
use domain::ports::KeyRef;
use domain::use_cases::idempotency as use_case;
use sha2::{Digest, Sha256};

use crate::auth::session::SignedIn;
use crate::db;
use crate::error::ApiError;
use crate::extractors::{body_limit, give_back, take_body};
use crate::middleware::routed_path;
use crate::state::AppState;

pub const HEADER: &str = "idempotency-key";
/// Set on an answer replayed from the first request's.
pub const REPLAYED: &str = "idempotent-replayed";

/// A signed-in `POST` to the `/api` scope (which this wraps) with an
/// `Idempotency-Key` runs once per key
/// (per person and path, for 24 hours): a retry with the same body gets
/// the first answer (`Idempotent-Replayed: true`), a different body 422,
/// a retry while the first still runs 409. Without the header, or signed
/// out, the request runs as it is.
pub async fn idempotent_posts(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let Some(sent) = req.headers().get(HEADER).cloned() else {
        return pass(req, next).await;
    };
    if req.method() != Method::POST {
        return pass(req, next).await;
    }
    let key = match sent.to_str() {
        Ok(key) if is_valid_key(key) => key.to_owned(),
        _ => {
            return refuse(
                req,
                ApiError::BadRequest(messages::IDEMPOTENCY_KEY_INVALID.into()),
            )
        }
    };
    let Ok(SignedIn(user)) = req.extract::<SignedIn>().await else {
        return pass(req, next).await;
    };
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return pass(req, next).await;
    };
    let path = routed_path(req.request()).to_owned();
    let body = match take_body(&mut req, body_limit(&path)).await {
        Ok(body) => body,
        Err(error) => return refuse(req, error),
    };
    let request_hash = hex(&Sha256::digest(&body));
    give_back(&mut req, body);
    let route = format!("POST {path}");

    let now = state.clock.now().naive_utc();
    let (owned_route, owned_key, hash) = (route.clone(), key.clone(), request_hash);
    let verdict = db::run(&state.db, move |store| {
        let key = KeyRef {
            user,
            route: &owned_route,
            key: &owned_key,
        };
        use_case::begin(store, &key, &hash, now)
    })
    .await;
    match verdict {
        Err(error) => refuse(req, error.into()),
        Ok(Verdict::Replay { status, body }) => {
            let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
            let response = HttpResponse::build(status)
                .content_type("application/json")
                .insert_header((REPLAYED, "true"))
                .body(body);
            Ok(req.into_response(response))
        }
        Ok(refusal @ (Verdict::DifferentRequest | Verdict::StillRunning)) => {
            let message = refusal.message().unwrap_or_default().to_owned();
            let error = if refusal == Verdict::DifferentRequest {
                ApiError::Unprocessable(message)
            } else {
                ApiError::Conflict(message)
            };
            refuse(req, error)
        }
        Ok(Verdict::Run) => {
            let res = next.call(req).await?;
            let (req, res) = res.into_parts();
            let status = res.status();
            let (head, payload) = res.into_parts();
            let bytes = body::to_bytes(payload).await.unwrap_or_default();
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let finished = db::run(&state.db, move |store| {
                let key = KeyRef {
                    user,
                    route: &route,
                    key: &key,
                };
                use_case::finish(store, &key, status.as_u16(), &text)
            })
            .await;
            if let Err(error) = finished {
                // The answer stands; only a retry of it may run again.
                tracing::warn!(%error, "idempotency key not updated");
            }
            let res = head.set_body(BoxBody::new(bytes));
            Ok(ServiceResponse::new(req, res))
        }
    }
}

async fn pass(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    next.call(req)
        .await
        .map(ServiceResponse::map_into_boxed_body)
}

fn refuse(req: ServiceRequest, error: ApiError) -> Result<ServiceResponse<BoxBody>, Error> {
    Ok(req.into_response(error.error_response()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
