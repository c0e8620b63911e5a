//! Following a list and watching it live (issue 46):
//! `/api/lists/{id}/follow` and `/api/lists/{id}/events`, for any list the
//! viewer sees (their own, a friend's, a dependant's, a group list's: one
//! id space).

use std::hash::{Hash, Hasher};
use std::time::Instant;

use actix_web::body::BodyStream;
use actix_web::web::Bytes;
use actix_web::{delete, get, put, web, HttpRequest, HttpResponse};
use domain::ids::{ListId, UserId};
use domain::messages;
use domain::ports::StoreError;
use domain::ports::Transactional;
use domain::use_cases::claims::{group_list_with_claims, ClaimError};
use domain::use_cases::follows::{choose_follow, following, FollowError};
use domain::use_cases::lists::{list_seen_by, ListError};
use persistence::Store;
use serde::Serialize;
use tokio::sync::broadcast;
use utoipa::ToSchema;

use crate::auth::session::session_token;
use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::links::public_base;
use crate::live::OpenStream;
use crate::responses::group_lists::group_wishlist;
use crate::responses::lists::list_view;
use crate::state::AppState;

/// Whether I follow a list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FollowState {
    /// News of its new items, items taken off and price drops reaches my bell.
    pub following: bool,
}

impl From<FollowError> for ApiError {
    fn from(error: FollowError) -> Self {
        match error {
            FollowError::NotFound => ApiError::NotFound,
            FollowError::Store(store) => store.into(),
        }
    }
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id (a group list's too)")),
    responses(
        (status = 200, body = FollowState),
        (status = 404, description = "Not a list I see, or one I receive (its owner and co-owners)", body = ErrorBody),
    )
)]
#[get("/lists/{id}/follow")]
pub async fn list_follow(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<FollowState>> {
    let id = ListId(path.into_inner());
    let following = db::run(&state.db, move |store| following(store, me, id)).await?;
    Ok(web::Json(FollowState { following }))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id (a group list's too)")),
    responses(
        (status = 200, description = "I follow it now", body = FollowState),
        (status = 404, description = "Not a list I see, or one I receive", body = ErrorBody),
    )
)]
#[put("/lists/{id}/follow")]
pub async fn follow_list(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<FollowState>> {
    let id = ListId(path.into_inner());
    let following = db::run(&state.db, move |store| choose_follow(store, me, id, true)).await?;
    Ok(web::Json(FollowState { following }))
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id (a group list's too)")),
    responses(
        (status = 200, description = "I no longer follow it (a group list I am on too)", body = FollowState),
        (status = 404, description = "Not a list I see, or one I receive", body = ErrorBody),
    )
)]
#[delete("/lists/{id}/follow")]
pub async fn unfollow_list(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<FollowState>> {
    let id = ListId(path.into_inner());
    let following = db::run(&state.db, move |store| choose_follow(store, me, id, false)).await?;
    Ok(web::Json(FollowState { following }))
}

/// What `me` reads of list `id` (`GET /api/lists/{id}`, or a group list's
/// `GET /api/collaborative-wishlists/{id}`), as a fingerprint: `None` when
/// they may not read it.
fn fingerprint(
    store: &mut Store,
    me: UserId,
    id: ListId,
    base: &str,
) -> Result<Option<u64>, StoreError> {
    let answer = match list_seen_by(store, me, id) {
        Ok(seen) => serde_json::to_vec(&list_view(seen, me)),
        Err(ListError::Store(e)) => return Err(e),
        Err(_) => match store.reading(|store| group_list_with_claims(store, me, id)) {
            Ok(seen) => serde_json::to_vec(&group_wishlist(base, seen, me)),
            Err(ClaimError::Store(e)) => return Err(e),
            Err(_) => return Ok(None),
        },
    };
    let answer = answer.map_err(|e| StoreError::Failed(e.to_string()))?;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    answer.hash(&mut hasher);
    Ok(Some(hasher.finish()))
}

/// One open stream: whose, on which list, what they last read of it.
struct Watch {
    state: web::Data<AppState>,
    me: UserId,
    list: ListId,
    token: String,
    base: String,
    last: u64,
    changes: broadcast::Receiver<()>,
    check: tokio::time::Interval,
    started: bool,
    _open: OpenStream,
}

/// How a browser waits before reconnecting after a drop.
const RETRY_MS: u64 = 3000;

enum Next {
    /// What the viewer reads of the list changed: `changed`.
    Changed,
    /// A keep-alive (a comment), after a check that found all well.
    StillHere,
    /// Nothing to send yet.
    Wait,
    /// The stream ends: the session or the access is gone.
    End,
}

impl Watch {
    /// Reads the list again as its viewer: a change to tell, nothing, or the end.
    async fn read_again(&mut self) -> Next {
        let (me, list, base) = (self.me, self.list, self.base.clone());
        match db::run(&self.state.db, move |store| {
            fingerprint(store, me, list, &base)
        })
        .await
        {
            Ok(Some(now)) if now != self.last => {
                self.last = now;
                Next::Changed
            }
            Ok(Some(_)) => Next::Wait,
            Ok(None) => Next::End,
            Err(error) => {
                // The database is away: keep the page; the next check reads again.
                tracing::warn!(%error, list = list.0, "live list page: reading failed");
                Next::Wait
            }
        }
    }

    /// Whether the stream's session still holds (signing out, or out
    /// everywhere, ends it).
    async fn session_holds(&self) -> bool {
        let state = &self.state;
        let user = state
            .sessions
            .user(&state.db, state.clock.as_ref(), &self.token, Instant::now())
            .await;
        match user {
            Ok(user) => user == Some(self.me),
            // A database that is away ends nothing.
            Err(_) => true,
        }
    }

    /// What the stream sends next, or `None` at its end.
    async fn next_event(&mut self) -> Option<Bytes> {
        if !self.started {
            self.started = true;
            return Some(Bytes::from(format!(
                "retry: {RETRY_MS}\nevent: ready\ndata: {{}}\n\n"
            )));
        }
        loop {
            let next = tokio::select! {
                changed = self.changes.recv() => match changed {
                    // Lagged: some changes were missed; reading again covers them.
                    Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => self.read_again().await,
                    Err(broadcast::error::RecvError::Closed) => Next::End,
                },
                _ = self.check.tick() => {
                    if !self.session_holds().await {
                        Next::End
                    } else {
                        match self.read_again().await {
                            Next::Wait => Next::StillHere,
                            other => other,
                        }
                    }
                }
            };
            match next {
                Next::Changed => {
                    let event = format!("event: changed\ndata: {{\"listId\":{}}}\n\n", self.list.0);
                    return Some(Bytes::from(event));
                }
                Next::StillHere => return Some(Bytes::from_static(b": still here\n\n")),
                Next::Wait => continue,
                Next::End => return None,
            }
        }
    }
}

#[utoipa::path(
    tag = "lists",
    params(("id" = i64, Path, description = "The list's id (a group list's too)")),
    responses(
        (status = 200, description = "Server-sent events (`text/event-stream`): `ready` once, then `changed` (data `{\"listId\": id}`) whenever what I read of the list changed: read it again. Comments keep the stream open; it ends when my session or my access does.", content_type = "text/event-stream", body = String),
        (status = 404, description = "Not a list I see", body = ErrorBody),
        (status = 429, description = "Too many streams open", body = ErrorBody),
    )
)]
#[get("/lists/{id}/events")]
pub async fn list_events(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<HttpResponse> {
    let list = ListId(path.into_inner());
    let token = session_token(&req).ok_or(ApiError::Unauthorized)?;
    let base = public_base(&state, &req);
    // Subscribed before the first read: a change between the two is not lost.
    let changes = state.live.changes(list);
    let first_base = base.clone();
    let last = db::run(&state.db, move |store| {
        fingerprint(store, me, list, &first_base)
    })
    .await?
    .ok_or(ApiError::NotFound)?;
    let open = state
        .live
        .open(me)
        .ok_or_else(|| ApiError::too_many(messages::TOO_MANY_REQUESTS, None))?;
    let every = state.config.live_check;
    let mut check = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    check.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let watch = Watch {
        state: state.clone(),
        me,
        list,
        token,
        base,
        last,
        changes,
        check,
        started: false,
        _open: open,
    };
    let events = futures_util::stream::unfold(watch, |mut watch| async move {
        let event = watch.next_event().await?;
        Some((Ok::<_, std::convert::Infallible>(event), watch))
    });
    Ok(HttpResponse::Ok()
        .content_type("text/event-stream")
        // Never stored, transformed or held back by a proxy (nginx reads
        // X-Accel-Buffering; deploy/ has both proxies' settings).
        .insert_header(("Cache-Control", "no-cache, no-transform"))
        .insert_header(("X-Accel-Buffering", "no"))
        .body(BodyStream::new(events)))
}
