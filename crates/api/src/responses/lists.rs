//! A person's own lists as their answers read them (issue 39), shared by
//! the lists routes and a dependant's (issue 40): a list's summary, one of
//! mine with its public link, and what a new or changed list sends.

use actix_web::HttpRequest;
use chrono::{DateTime, NaiveDate, Utc};
use domain::dependant::DependantKind;
use domain::group_list::{GroupListDraft, Occasion};
use domain::ids::UserId;
use domain::item::Item;
use domain::own_list::{OwnList, OwnListDraft, Visibility};
use domain::use_cases::claims::Seen;
use domain::use_cases::group_lists::Visibility as PublicState;
use domain::use_cases::lists::ListSeen;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::json_fields::{double_option, utc};
use crate::links::public_list_url;
use crate::responses::claims::ClaimFields;
use crate::responses::items::WishlistItemResponse;
use crate::state::AppState;

/// A list as anyone who may see it reads it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListSummary {
    pub id: i64,
    /// 'My Wishlist' for the default list.
    pub name: String,
    pub description: Option<String>,
    pub occasion: Option<Occasion>,
    #[schema(value_type = Option<String>, example = "2027-03-04")]
    pub event_date: Option<NaiveDate>,
    /// The default wishlist (the one `/api/wishlist` answers): never deleted or renamed.
    pub is_default: bool,
    /// A registry: guests buy from it by its public link, without an
    /// account; its public page shows what is still needed first.
    pub is_registry: bool,
    pub visibility: Visibility,
    /// Its reveal has come (3 days after its event): claims are closed and
    /// its owner sees who gave what.
    pub archived: bool,
    pub item_count: u64,
    /// Its owner's user id and display name.
    pub owner_id: i64,
    pub owner_name: String,
    /// Who keeps it with its owner, oldest first: its recipients too. On a
    /// dependant's list: their other guardians, givers like everyone else.
    pub co_owners: Vec<CoOwnerResponse>,
    /// The dependant it is kept for (a child, a pet, a grandparent), or
    /// null for a person's own list.
    pub dependant: Option<ListDependantResponse>,
    pub created_at: DateTime<Utc>,
}

/// Whom a dependant's list is for.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListDependantResponse {
    pub id: i64,
    pub name: String,
    pub kind: DependantKind,
}

/// Someone who keeps a list with its owner.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CoOwnerResponse {
    pub user_id: i64,
    /// Their display name.
    pub name: String,
}

impl From<&OwnList> for ListSummary {
    fn from(list: &OwnList) -> Self {
        ListSummary {
            id: list.id.0,
            name: list.input.name.clone(),
            description: list.input.description.clone(),
            occasion: list.input.occasion,
            event_date: list.input.event_date,
            is_default: list.is_default,
            is_registry: list.is_registry,
            visibility: list.visibility,
            archived: list.is_revealed(),
            item_count: list.item_count,
            owner_id: list.owner_id.0,
            owner_name: list.owner_name.display(),
            co_owners: list
                .co_owners
                .iter()
                .map(|c| CoOwnerResponse {
                    user_id: c.user_id.0,
                    name: c.name.display(),
                })
                .collect(),
            dependant: list.dependant.as_ref().map(|d| ListDependantResponse {
                id: d.id.0,
                name: d.name.clone(),
                kind: d.kind,
            }),
            created_at: utc(list.created_at),
        }
    }
}

/// One of my lists (or one I keep with its owner), with its public link.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyList {
    #[serde(flatten)]
    pub list: ListSummary,
    /// I created it (else I co-own it: I change its items and settings, but
    /// only its owner deletes it or changes who keeps it). Every guardian
    /// of a dependant is one of their lists' owners.
    pub is_owner: bool,
    pub is_public: bool,
    /// Shown in Find a list (only while public).
    pub listed: bool,
    /// The link anyone can open while the list is public.
    pub url: Option<String>,
}

pub fn my_list(state: &AppState, req: &HttpRequest, list: &OwnList, me: UserId) -> MyList {
    MyList {
        list: list.into(),
        is_owner: list.owner_id == me || list.dependant.is_some(),
        is_public: list.public_token.is_some(),
        listed: list.listed,
        url: list
            .public_token
            .as_deref()
            .map(|t| public_list_url(state, req, t)),
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListBody {
    /// Required on create: 'Please enter a wishlist name'. The default list keeps its own.
    name: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    description: Option<Option<String>>,
    /// Birthday, Wedding, Baby Shower, Anniversary or Holiday (or its stored name).
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    occasion: Option<Option<String>>,
    /// Its event: 3 days after it, the list is revealed to its owner.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>, example = "2027-03-04")]
    event_date: Option<Option<String>>,
    /// private (only the friends I share items with) or friends (all my friends).
    visibility: Option<String>,
    /// A registry (a wedding, a new baby, a new home): made public at once
    /// unless `isPublic` says otherwise. Never the default list.
    registry: Option<bool>,
    /// A public link while true (private, the default: old links 404).
    is_public: Option<bool>,
    /// Shown in Find a list (only while public).
    listed: Option<bool>,
}

impl ListBody {
    pub fn split(self) -> (OwnListDraft, PublicState) {
        (
            OwnListDraft {
                fields: GroupListDraft {
                    name: self.name,
                    description: self.description,
                    occasion: self.occasion,
                    event_date: self.event_date,
                },
                visibility: self.visibility,
                registry: self.registry,
            },
            PublicState {
                is_public: self.is_public,
                listed: self.listed,
            },
        )
    }
}

/// An item on a list as its viewer sees it: its owner sees no claim before
/// the reveal (then who gave it); a friend sees every giver's claim.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListItem {
    pub list_id: i64,
    #[serde(flatten)]
    pub item: WishlistItemResponse,
    /// Its owner marked it received.
    pub received: bool,
    /// On a dependant's list: the guardian whose own surprise it is (its
    /// claims are hidden from the other guardians), or null.
    pub own_surprise_of: Option<i64>,
    #[serde(flatten)]
    pub claims: ClaimFields,
}

pub fn list_item(seen: Seen<Item>, viewer: UserId) -> ListItem {
    ListItem {
        list_id: seen.item.list_id.0,
        received: seen.item.received_at.is_some(),
        own_surprise_of: seen.item.own_surprise_of().map(|g| g.0),
        item: seen.item.into(),
        claims: ClaimFields::new(seen.claims, Some(viewer)),
    }
}

/// A new item on my list (no claims yet).
pub fn new_item(item: Item) -> ListItem {
    ListItem {
        list_id: item.list_id.0,
        received: item.received_at.is_some(),
        own_surprise_of: item.own_surprise_of().map(|g| g.0),
        item: item.into(),
        claims: ClaimFields::default(),
    }
}

/// A list with its items, as its viewer sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListView {
    #[serde(flatten)]
    pub list: ListSummary,
    /// The list is mine (else a friend's shown to all their friends).
    pub mine: bool,
    /// Newest first.
    pub items: Vec<ListItem>,
}

/// A list as `viewer` reads it (`GET /api/lists/{id}`, and what a live
/// page's stream compares).
pub fn list_view(seen: ListSeen, viewer: UserId) -> ListView {
    ListView {
        list: (&seen.list).into(),
        mine: seen.mine,
        items: seen
            .items
            .into_iter()
            .map(|s| list_item(s, viewer))
            .collect(),
    }
}
