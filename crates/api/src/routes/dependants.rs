//! Lists for those who keep none (issue 40): `/api/dependants/...` for the
//! people and pets I look after, their guardians and lists, and the invite
//! to an account of their own; `/api/people/{userId}/dependants` for a
//! friend's, with the lists shown to their guardians' friends.

use actix_web::{delete, get, patch, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use domain::claim::reveal_today;
use domain::dependant::{Dependant, DependantDraft, DependantKind};
use domain::email::dependant_invitation;
use domain::ids::{DependantId, UserId};
use domain::ports::{Mailer, UserStore};
use domain::token::TokenKind;
use domain::use_cases::dependants::{
    accept_dependant_invite, add_dependant, add_dependant_list, add_guardian,
    cancel_dependant_invite, delete_dependant, dependant_seen, friend_dependants, invite_dependant,
    invite_seen, my_dependants, remove_guardian, update_dependant, DependantError, DependantSeen,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::session::{hash_of_well_formed, token_hash};
use crate::auth::SignedIn;
use crate::db;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::json_fields::{double_option, utc};
use crate::links::{new_token, public_base};
use crate::responses::lists::{my_list, CoOwnerResponse, ListBody, ListSummary, MyList};
use crate::state::AppState;

/// Someone I look after, as their guardians see them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DependantResponse {
    pub id: i64,
    pub name: String,
    pub kind: DependantKind,
    #[schema(value_type = Option<String>, example = "2019-03-14")]
    pub birthday: Option<NaiveDate>,
    /// Shown to guardians and their friends, never on a public page.
    pub photo_url: Option<String>,
    /// The guardian who added them (who alone deletes them).
    pub created_by: i64,
    /// I added them: I may delete them and take other guardians off.
    pub can_delete: bool,
    /// Their guardians, the one who added them first.
    pub guardians: Vec<CoOwnerResponse>,
    /// An open invite to an account of their own.
    pub invite: Option<DependantInviteResponse>,
    /// Their lists, oldest first.
    pub lists: Vec<MyList>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DependantInviteResponse {
    pub email: String,
    pub invited_at: DateTime<Utc>,
    /// The link itself: only in the answer to sending it (it is stored
    /// hashed), for a guardian to hand over another way.
    pub url: Option<String>,
}

fn guardians(dependant: &Dependant) -> Vec<CoOwnerResponse> {
    dependant
        .guardians
        .iter()
        .map(|g| CoOwnerResponse {
            user_id: g.user_id.0,
            name: g.name.display(),
        })
        .collect()
}

fn dependant_response(
    state: &AppState,
    req: &HttpRequest,
    seen: &DependantSeen,
    me: UserId,
) -> DependantResponse {
    let d = &seen.dependant;
    DependantResponse {
        id: d.id.0,
        name: d.input.name.clone(),
        kind: d.input.kind,
        birthday: d.input.birthday,
        photo_url: d.input.photo_url.clone(),
        created_by: d.created_by.0,
        can_delete: d.created_by == me,
        guardians: guardians(d),
        invite: d.invite.as_ref().map(|i| DependantInviteResponse {
            email: i.email.clone(),
            invited_at: utc(i.invited_at),
            url: None,
        }),
        lists: seen
            .lists
            .iter()
            .map(|l| my_list(state, req, l, me))
            .collect(),
        created_at: utc(d.created_at),
    }
}

/// A friend's dependant, as a giver sees them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FriendDependant {
    pub id: i64,
    pub name: String,
    pub kind: DependantKind,
    #[schema(value_type = Option<String>, example = "2019-03-14")]
    pub birthday: Option<NaiveDate>,
    pub photo_url: Option<String>,
    /// Their guardians (my friend among them).
    pub guardians: Vec<CoOwnerResponse>,
    /// Their lists shown to their guardians' friends, oldest first.
    pub lists: Vec<ListSummary>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DependantBody {
    /// Required on create: 'Name is required'.
    name: Option<String>,
    /// child, pet, grandparent or other.
    kind: Option<String>,
    /// `YYYY-MM-DD`, not in the future: a special date with reminders in
    /// every guardian's dates.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>, example = "2019-03-14")]
    birthday: Option<Option<String>>,
    /// An https:// link.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    photo_url: Option<Option<String>>,
}

impl From<DependantBody> for DependantDraft {
    fn from(body: DependantBody) -> Self {
        DependantDraft {
            name: body.name,
            kind: body.kind,
            birthday: body.birthday,
            photo_url: body.photo_url,
        }
    }
}

#[utoipa::path(
    tag = "dependants",
    responses(
        (status = 200, description = "Those I look after, oldest first, with their lists", body = [DependantResponse]),
        (status = 401, description = "Signed out", body = ErrorBody),
    )
)]
#[get("/dependants")]
pub async fn list_dependants(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
) -> ApiResult<web::Json<Vec<DependantResponse>>> {
    let all = db::run(&state.db, move |store| my_dependants(store, me)).await?;
    Ok(web::Json(
        all.iter()
            .map(|d| dependant_response(&state, &req, d, me))
            .collect(),
    ))
}

#[utoipa::path(
    tag = "dependants",
    request_body = DependantBody,
    responses(
        (status = 201, description = "Added, with a first list named after them (shown to friends, unlisted) and their birthday in my dates", body = DependantResponse),
        (status = 400, description = "No name, an unknown kind, a birthday to come, a photo not https", body = ErrorBody),
        (status = 409, description = "'You can look after at most 50 people and pets.'", body = ErrorBody),
    )
)]
#[post("/dependants")]
pub async fn create_dependant(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    body: web::Json<DependantBody>,
) -> ApiResult<HttpResponse> {
    let draft = DependantDraft::from(body.into_inner());
    let now = state.clock.now();
    let seen = db::run(&state.db, move |store| add_dependant(store, me, draft, now)).await?;
    Ok(HttpResponse::Created().json(dependant_response(&state, &req, &seen, me)))
}

#[utoipa::path(
    tag = "dependants",
    params(("id" = i64, Path, description = "Someone I look after")),
    responses(
        (status = 200, body = DependantResponse),
        (status = 404, description = "Not someone I look after", body = ErrorBody),
    )
)]
#[get("/dependants/{id}")]
pub async fn get_dependant(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<DependantResponse>> {
    let id = DependantId(path.into_inner());
    let seen = db::run(&state.db, move |store| dependant_seen(store, me, id)).await?;
    Ok(web::Json(dependant_response(&state, &req, &seen, me)))
}

#[utoipa::path(
    tag = "dependants",
    params(("id" = i64, Path, description = "Someone I look after")),
    request_body = DependantBody,
    responses(
        (status = 200, description = "Changed; every guardian's birthday date follows", body = DependantResponse),
        (status = 400, description = "Validation failed", body = ErrorBody),
        (status = 404, description = "Not someone I look after", body = ErrorBody),
    )
)]
#[patch("/dependants/{id}")]
pub async fn update_dependant_route(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<DependantBody>,
) -> ApiResult<web::Json<DependantResponse>> {
    let id = DependantId(path.into_inner());
    let draft = DependantDraft::from(body.into_inner());
    let now = state.clock.now();
    let seen = db::run(&state.db, move |store| {
        update_dependant(store, me, id, draft, now)
    })
    .await?;
    Ok(web::Json(dependant_response(&state, &req, &seen, me)))
}

#[utoipa::path(
    tag = "dependants",
    params(("id" = i64, Path, description = "Someone I added")),
    responses(
        (status = 204, description = "Deleted with their lists and birthdays; givers who claimed an item are told"),
        (status = 403, description = "Only the guardian who added them deletes them", body = ErrorBody),
        (status = 404, description = "Not someone I look after", body = ErrorBody),
    )
)]
#[delete("/dependants/{id}")]
pub async fn delete_dependant_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<HttpResponse> {
    let id = DependantId(path.into_inner());
    db::run(&state.db, move |store| delete_dependant(store, me, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuardianBody {
    /// A friend of mine: 'Choose a friend to keep their lists with you.'
    user_id: Option<i64>,
}

#[utoipa::path(
    tag = "dependants",
    params(("id" = i64, Path, description = "Someone I look after")),
    request_body = GuardianBody,
    responses(
        (status = 200, description = "With the new guardian (adding one twice changes nothing); they are told", body = DependantResponse),
        (status = 400, description = "No friend chosen, or not a friend", body = ErrorBody),
        (status = 404, description = "Not someone I look after", body = ErrorBody),
        (status = 409, description = "'Someone can have at most 10 guardians.'", body = ErrorBody),
    )
)]
#[post("/dependants/{id}/guardians")]
pub async fn add_dependant_guardian(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<GuardianBody>,
) -> ApiResult<web::Json<DependantResponse>> {
    let id = DependantId(path.into_inner());
    let friend = body.into_inner().user_id.map(UserId);
    let now = state.clock.now();
    let seen = db::run(&state.db, move |store| {
        add_guardian(store, me, id, friend, now)
    })
    .await?;
    Ok(web::Json(dependant_response(&state, &req, &seen, me)))
}

#[utoipa::path(
    tag = "dependants",
    params(
        ("id" = i64, Path, description = "Someone I look after"),
        ("userId" = i64, Path, description = "A guardian: myself leaving, or another (only the guardian who added them)"),
    ),
    responses(
        (status = 204, description = "No longer a guardian: the lists are gone from them at once"),
        (status = 403, description = "Only the guardian who added them takes another off", body = ErrorBody),
        (status = 404, description = "Not someone I look after, or not a guardian of theirs", body = ErrorBody),
        (status = 409, description = "'You are their only guardian: delete them instead.'", body = ErrorBody),
    )
)]
#[delete("/dependants/{id}/guardians/{userId}")]
pub async fn remove_dependant_guardian(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<(i64, i64)>,
) -> ApiResult<HttpResponse> {
    let (id, who) = path.into_inner();
    let (id, who) = (DependantId(id), UserId(who));
    db::run(&state.db, move |store| remove_guardian(store, me, id, who)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    tag = "dependants",
    params(("id" = i64, Path, description = "Someone I look after")),
    request_body = ListBody,
    responses(
        (status = 201, description = "A new list of theirs (shown to friends unless said; every guardian keeps it)", body = MyList),
        (status = 400, description = "'Please enter a wishlist name', ...", body = ErrorBody),
        (status = 404, description = "Not someone I look after", body = ErrorBody),
        (status = 409, description = "'You can keep at most 100 lists.'", body = ErrorBody),
    )
)]
#[post("/dependants/{id}/lists")]
pub async fn create_dependant_list(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<ListBody>,
) -> ApiResult<HttpResponse> {
    let id = DependantId(path.into_inner());
    // A public link is made from the list's own settings afterwards.
    let (draft, _) = body.into_inner().split();
    let today = reveal_today(state.clock.as_ref());
    let list = db::run(&state.db, move |store| {
        add_dependant_list(store, me, id, draft, today)
    })
    .await?;
    Ok(HttpResponse::Created().json(my_list(&state, &req, &list, me)))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DependantInviteBody {
    /// Where the invite goes: 'Invalid email'.
    email: Option<String>,
}

#[utoipa::path(
    tag = "dependants",
    params(("id" = i64, Path, description = "Someone I look after")),
    request_body = DependantInviteBody,
    responses(
        (status = 200, description = "Invited (replacing any invite before); emailed when mail is configured, and the link answered once", body = DependantResponse),
        (status = 400, description = "'Invalid email'", body = ErrorBody),
        (status = 404, description = "Not someone I look after", body = ErrorBody),
    )
)]
#[post("/dependants/{id}/invite")]
pub async fn invite_dependant_route(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
    body: web::Json<DependantInviteBody>,
) -> ApiResult<web::Json<DependantResponse>> {
    let id = DependantId(path.into_inner());
    let email = body.into_inner().email;
    let token = new_token(TokenKind::DependantInvite);
    let hash = token_hash(&token);
    let (seen, guardian) = db::run(&state.db, move |store| {
        invite_dependant(store, me, id, email, &hash)?;
        let seen = dependant_seen(store, me, id)?;
        let guardian = store.user(me)?.and_then(|u| u.display_name());
        Ok::<_, DependantError>((seen, guardian))
    })
    .await?;
    let url = format!(
        "{}/dependants/accept?token={token}",
        public_base(&state, &req)
    );
    let mut answer = dependant_response(&state, &req, &seen, me);
    if let (Some(invite), Some(mailer)) = (&answer.invite, &state.mailer) {
        let email = dependant_invitation(
            guardian.as_deref().unwrap_or(domain::group_list::SOMEONE),
            &answer.name,
            &invite.email,
            &url,
        );
        let mailer = mailer.clone();
        actix_web::rt::spawn(async move {
            if let Err(error) = Mailer::send(&mailer, &email).await {
                tracing::warn!(%error, "dependant invitation email failed");
            }
        });
    }
    if let Some(invite) = answer.invite.as_mut() {
        invite.url = Some(url);
    }
    Ok(web::Json(answer))
}

#[utoipa::path(
    tag = "dependants",
    params(("id" = i64, Path, description = "Someone I look after")),
    responses(
        (status = 204, description = "Withdrawn: its link stops working"),
        (status = 404, description = "Not someone I look after", body = ErrorBody),
    )
)]
#[delete("/dependants/{id}/invite")]
pub async fn cancel_dependant_invite_route(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<HttpResponse> {
    let id = DependantId(path.into_inner());
    db::run(&state.db, move |store| {
        cancel_dependant_invite(store, me, id)
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Whom an invite is for, before it is accepted.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DependantInviteSeen {
    pub name: String,
    pub kind: DependantKind,
    /// Their guardians' names.
    pub guardians: Vec<String>,
    pub list_count: usize,
}

/// An invite's token, checked for shape before any look-up.
fn invite_hash(token: &str) -> Result<String, ApiError> {
    hash_of_well_formed(TokenKind::DependantInvite, token)
        .ok_or_else(|| DependantError::InviteInvalid.into())
}

#[utoipa::path(
    tag = "dependants",
    params(("token" = String, Path, description = "The invite's secret, from its link")),
    responses(
        (status = 200, body = DependantInviteSeen),
        (status = 410, description = "'This invite is no longer valid. Ask for a new one.'", body = ErrorBody),
    )
)]
#[get("/dependant-invites/{token}")]
pub async fn get_dependant_invite(
    state: web::Data<AppState>,
    SignedIn(_me): SignedIn,
    path: web::Path<String>,
) -> ApiResult<web::Json<DependantInviteSeen>> {
    let hash = invite_hash(&path.into_inner())?;
    let (dependant, list_count) =
        db::run(&state.db, move |store| invite_seen(store, &hash)).await?;
    Ok(web::Json(DependantInviteSeen {
        name: dependant.input.name.clone(),
        kind: dependant.input.kind,
        guardians: dependant
            .guardians
            .iter()
            .map(|g| g.name.display())
            .collect(),
        list_count,
    }))
}

#[utoipa::path(
    tag = "dependants",
    params(("token" = String, Path, description = "The invite's secret, from its link")),
    responses(
        (status = 200, description = "Accepted: their lists are mine now (I see no claim on them), and their guardians my friends", body = [MyList]),
        (status = 409, description = "A guardian of theirs cannot accept it", body = ErrorBody),
        (status = 410, description = "'This invite is no longer valid. Ask for a new one.'", body = ErrorBody),
    )
)]
#[post("/dependant-invites/{token}/accept")]
pub async fn accept_dependant_invite_route(
    state: web::Data<AppState>,
    req: HttpRequest,
    SignedIn(me): SignedIn,
    path: web::Path<String>,
) -> ApiResult<web::Json<Vec<MyList>>> {
    let hash = invite_hash(&path.into_inner())?;
    let lists = db::run(&state.db, move |store| {
        accept_dependant_invite(store, me, &hash)
    })
    .await?;
    Ok(web::Json(
        lists.iter().map(|l| my_list(&state, &req, l, me)).collect(),
    ))
}

#[utoipa::path(
    tag = "dependants",
    params(("userId" = i64, Path, description = "A friend's user id")),
    responses(
        (status = 200, description = "Those they look after, each with the lists shown to their guardians' friends", body = [FriendDependant]),
        (status = 404, description = "Not a friend of mine", body = ErrorBody),
    )
)]
#[get("/people/{userId}/dependants")]
pub async fn dependants_of_friend(
    state: web::Data<AppState>,
    SignedIn(me): SignedIn,
    path: web::Path<i64>,
) -> ApiResult<web::Json<Vec<FriendDependant>>> {
    let friend = UserId(path.into_inner());
    let all = db::run(&state.db, move |store| friend_dependants(store, me, friend)).await?;
    Ok(web::Json(
        all.iter()
            .map(|seen| FriendDependant {
                id: seen.dependant.id.0,
                name: seen.dependant.input.name.clone(),
                kind: seen.dependant.input.kind,
                birthday: seen.dependant.input.birthday,
                photo_url: seen.dependant.input.photo_url.clone(),
                guardians: guardians(&seen.dependant),
                lists: seen.lists.iter().map(ListSummary::from).collect(),
            })
            .collect(),
    ))
}
