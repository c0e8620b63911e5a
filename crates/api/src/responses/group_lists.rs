//! A group list as one member sees it: its summary, members and items with
//! what they may know of each item's claims.

use actix_web::HttpRequest;
use chrono::{DateTime, NaiveDate, Utc};
use domain::claim::is_archived;
use domain::group_list::{GroupListSummary, GroupMember, ItemRights, MemberRole, Occasion};
use domain::ids::UserId;
use domain::item::Item;
use domain::use_cases::claims::{GroupItemSeen, GroupListSeen};
use serde::Serialize;
use utoipa::ToSchema;

use crate::json_fields::utc;
use crate::links::{list_url_at, public_base};
use crate::responses::claims::ClaimFields;
use crate::responses::items::WishlistItemResponse;
use crate::state::AppState;

/// A list as its member sees it in their overview.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupWishlistSummary {
    pub id: i64,
    pub name: String,
    pub description: Option<String>,
    pub occasion: Option<Occasion>,
    #[schema(value_type = Option<String>, example = "2027-03-04")]
    pub event_date: Option<NaiveDate>,
    pub is_public: bool,
    /// Shown in Find a list (only while public).
    pub listed: bool,
    /// My role on the list.
    pub role: MemberRole,
    /// Everyone on the list, its creator included.
    pub member_count: u64,
    /// The items I can see.
    pub item_count: u64,
    /// The creator's display name.
    pub owner_name: String,
    /// Archived by its creator, or 3 days after its event: claims are
    /// closed and each recipient sees who gave them what.
    pub archived: bool,
    pub created_at: DateTime<Utc>,
}

impl GroupWishlistSummary {
    pub fn new(s: GroupListSummary) -> Self {
        let archived = is_archived(&s.list);
        let list = s.list;
        GroupWishlistSummary {
            archived,
            id: list.id.0,
            name: list.input.name,
            description: list.input.description,
            occasion: list.input.occasion,
            event_date: list.input.event_date,
            is_public: list.public_token.is_some(),
            listed: list.listed,
            role: s.role,
            member_count: s.member_count,
            item_count: s.item_count,
            owner_name: s.owner.display(),
            created_at: utc(list.created_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupMemberResponse {
    pub user_id: i64,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub profile_image_url: Option<String>,
    pub role: MemberRole,
}

impl From<GroupMember> for GroupMemberResponse {
    fn from(m: GroupMember) -> Self {
        GroupMemberResponse {
            user_id: m.user_id.0,
            first_name: m.name.first_name,
            last_name: m.name.last_name,
            email: m.name.email,
            profile_image_url: m.profile_image_url,
            role: m.role,
        }
    }
}

/// Who added an item ("Someone", without a `userId`, once their account is gone).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemAdder {
    pub user_id: Option<i64>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupItemResponse {
    pub list_id: i64,
    #[serde(flatten)]
    pub item: WishlistItemResponse,
    pub added_by: ItemAdder,
    /// The member it is for.
    pub for_user_id: Option<i64>,
    /// Or someone outside the app.
    pub for_name: Option<String>,
    /// I added it and the list is open: I may change it.
    pub can_edit: bool,
    /// I may delete it: I added it, or I created the list and "Someone"
    /// added it (never once the list is archived).
    pub can_delete: bool,
    /// What I may know of its claims (nothing when it is for me).
    #[serde(flatten)]
    pub claims: ClaimFields,
}

impl GroupItemResponse {
    /// The item as `me` sees it, decided by the domain.
    pub fn seen(seen: GroupItemSeen, me: UserId) -> Self {
        GroupItemResponse::new(
            seen.item,
            seen.rights,
            ClaimFields::new(seen.claims, Some(me)),
        )
    }

    pub fn new(item: Item, rights: ItemRights, claims: ClaimFields) -> Self {
        let (for_user, for_name) = item.recipient.parts();
        let (for_user_id, for_name) = (for_user.map(|u| u.0), for_name.map(str::to_owned));
        GroupItemResponse {
            list_id: item.list_id.0,
            claims,
            can_edit: rights.can_edit,
            can_delete: rights.can_delete,
            added_by: ItemAdder {
                user_id: item.added_by.map(|a| a.0),
                first_name: item.added_by_name.first_name.clone(),
                last_name: item.added_by_name.last_name.clone(),
            },
            for_user_id,
            for_name,
            item: item.into(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupWishlist {
    #[serde(flatten)]
    pub summary: GroupWishlistSummary,
    /// The link anyone can open while the list is public.
    pub public_url: Option<String>,
    /// The creator first, then by name.
    pub members: Vec<GroupMemberResponse>,
    /// Newest first; never the surprises meant for me.
    pub items: Vec<GroupItemResponse>,
}

/// The list as `me` sees it (`seen`: decided by the domain).
pub fn answer_with_claims(
    state: &AppState,
    req: &HttpRequest,
    seen: GroupListSeen,
    me: UserId,
) -> GroupWishlist {
    group_wishlist(&public_base(state, req), seen, me)
}

/// A group list as `me` reads it, its public link under `base` (what a
/// live page's stream compares, away from any request).
pub fn group_wishlist(base: &str, seen: GroupListSeen, me: UserId) -> GroupWishlist {
    let public_url = seen
        .summary
        .list
        .public_token
        .as_ref()
        .map(|t| list_url_at(base, t));
    GroupWishlist {
        public_url,
        members: seen.members.into_iter().map(Into::into).collect(),
        items: seen
            .items
            .into_iter()
            .map(|item| GroupItemResponse::seen(item, me))
            .collect(),
        summary: GroupWishlistSummary::new(seen.summary),
    }
}
