//! The MCP server's tools (issue 48). Each answers what its user sees in
//! the app and nothing more: it calls the same use cases and answers with
//! the same response types as the routes, so the recipients rule (an
//! item's recipients never learn of a claim) holds here by construction.
//! The descriptions are written for a model choosing a tool.

use actix_web::web;
use domain::gift::{GiftDirection, GiftDraft};
use domain::ids::{ListId, UserId};
use domain::own_list::OwnList;
use domain::ports::{ClaimStore, FriendStore, ListStore};
use domain::use_cases::budgets::budgets_for_occasion;
use domain::use_cases::dependants::{friend_dependants, DependantError};
use domain::use_cases::gifts::add_gift;
use domain::use_cases::lists::{
    add_list_item, friend_lists, list_seen_by, my_lists, ListError, ListSeen,
};
use domain::use_cases::wishlist::add_wishlist_item;
use domain::wishlist::WishlistDraft;
use serde::Deserialize;
use serde_json::{json, Value};

use crate::db;
use crate::error::ApiError;
use crate::responses::items::owner_item;
use crate::responses::lists::{list_view, new_item, ListView};
use crate::responses::people::person_of;
use crate::routes::budgets::BudgetResponse;
use crate::routes::{dates, gifts, recommendations};
use crate::state::AppState;

/// One tool: its name, what a model reads of it, and whether it changes data
/// (then only a read-and-write token may call it).
pub struct Tool {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub writes: bool,
    input_schema: fn() -> Value,
}

impl Tool {
    /// The tool as `tools/list` describes it.
    pub fn describe(&self) -> Value {
        json!({
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "inputSchema": (self.input_schema)(),
            "annotations": {
                "title": self.title,
                "readOnlyHint": !self.writes,
                "destructiveHint": false,
                "idempotentHint": !self.writes,
                "openWorldHint": false,
            },
        })
    }
}

fn no_arguments() -> Value {
    json!({ "type": "object", "properties": {}, "additionalProperties": false })
}

fn person_properties() -> Value {
    json!({
        "contactId": { "type": "integer", "description": "A contact's id, from my_circle." },
        "friendId": { "type": "integer", "description": "A friend's id (their user id), from my_circle." },
        "dependantId": { "type": "integer", "description": "Someone a guardian keeps (a child, a pet), from my_circle." },
    })
}

pub const TOOLS: &[Tool] = &[
    Tool {
        name: "coming_dates",
        title: "My coming dates",
        description: "The user's coming special dates (birthdays, anniversaries, holidays), soonest first, each with its date, days until it, whom it is for, and whether a gift is already bought. Use it to answer 'when is Dad's birthday?' or 'what is coming up?'.",
        writes: false,
        input_schema: || {
            json!({
                "type": "object",
                "properties": {
                    "days": { "type": "integer", "minimum": 0, "maximum": 3660, "description": "Only dates within this many days from today (default 60)." },
                    "limit": { "type": "integer", "minimum": 1, "maximum": 100, "description": "At most this many dates (default 20)." },
                },
                "additionalProperties": false,
            })
        },
    },
    Tool {
        name: "my_circle",
        title: "My circle",
        description: "The people the user keeps: contacts (name, relationship, interests) and friends who use Presently. Call it first to find the contactId or friendId that the other tools take.",
        writes: false,
        input_schema: no_arguments,
    },
    Tool {
        name: "about_person",
        title: "About a person",
        description: "One person's page as the user keeps it: their coming dates, the user's gift ideas for them, what the user gave them before (to avoid repeats) and what they gave the user, and budgets. Give exactly one of contactId, friendId or dependantId.",
        writes: false,
        input_schema: || {
            json!({ "type": "object", "properties": person_properties(), "additionalProperties": false })
        },
    },
    Tool {
        name: "my_lists",
        title: "My wishlists",
        description: "The user's own wishlists with their items. Who claimed what on them is never shown: it is a surprise for the user.",
        writes: false,
        input_schema: no_arguments,
    },
    Tool {
        name: "person_lists",
        title: "A friend's wishlists",
        description: "A friend's wishlists that they show to their friends, and those of the children or pets they look after, with each item and whether it is still available or already claimed by someone (so the user does not buy it twice).",
        writes: false,
        input_schema: || {
            json!({
                "type": "object",
                "properties": { "friendId": { "type": "integer", "description": "The friend's id, from my_circle." } },
                "required": ["friendId"],
                "additionalProperties": false,
            })
        },
    },
    Tool {
        name: "gift_ideas",
        title: "Gift ideas",
        description: "Gift ideas from Presently's catalog: for the words given (an interest, a kind of gift, 'gardening', 'coffee lover'), or without them, picked for the user's coming dates. Each has a name, price, shop and link.",
        writes: false,
        input_schema: || {
            json!({
                "type": "object",
                "properties": { "query": { "type": "string", "maxLength": 200, "description": "Words to look for; leave out to fit the coming dates." } },
                "additionalProperties": false,
            })
        },
    },
    Tool {
        name: "budget_for_occasion",
        title: "My budget for an occasion",
        description: "The user's gift budgets (such as 'Christmas 2026') with the amount, what is bought, what is planned, what is left, and per person. Give an occasion's name or a date (YYYY-MM-DD) to pick one; leave out for all.",
        writes: false,
        input_schema: || {
            json!({
                "type": "object",
                "properties": { "occasion": { "type": "string", "description": "Part of a budget's name ('Christmas'), or its day as YYYY-MM-DD." } },
                "additionalProperties": false,
            })
        },
    },
    Tool {
        name: "add_to_wishlist",
        title: "Add to my wishlist",
        description: "Adds an item the user wants to their wishlist (the default list, or listId from my_lists). Needs a token that may read and write.",
        writes: true,
        input_schema: || {
            json!({
                "type": "object",
                "properties": {
                    "name": { "type": "string", "minLength": 1, "description": "What it is." },
                    "url": { "type": "string", "description": "A link to it in a shop (http or https)." },
                    "price": { "type": "string", "description": "Its price as \"25\" or \"25.50\"." },
                    "notes": { "type": "string", "description": "Size, colour or anything a giver should know." },
                    "listId": { "type": "integer", "description": "One of the user's lists (my_lists); the default list when left out." },
                },
                "required": ["name"],
                "additionalProperties": false,
            })
        },
    },
    Tool {
        name: "add_gift_idea",
        title: "Add a gift idea for someone",
        description: "Keeps a gift idea for one person in the user's private notes for them (never shown to that person). Give exactly one of contactId, friendId or dependantId. If it repeats a gift the user gave them before, the answer says so and nothing is saved.",
        writes: true,
        input_schema: || {
            let mut properties = person_properties();
            if let Some(map) = properties.as_object_mut() {
                map.insert("name".into(), json!({ "type": "string", "minLength": 1, "description": "The idea." }));
                map.insert("link".into(), json!({ "type": "string", "description": "A link to it (http or https)." }));
                map.insert("price".into(), json!({ "type": "string", "description": "Its price as \"25\" or \"25.50\"." }));
                map.insert("currency".into(), json!({ "type": "string", "description": "Three letters; USD when left out." }));
                map.insert("occasion".into(), json!({ "type": "string", "description": "What it is for ('Birthday')." }));
                map.insert("notes".into(), json!({ "type": "string" }));
            }
            json!({ "type": "object", "properties": properties, "required": ["name"], "additionalProperties": false })
        },
    },
];

/// The tool named `name`.
pub fn tool(name: &str) -> Option<&'static Tool> {
    TOOLS.iter().find(|tool| tool.name == name)
}

/// Why a call did not reach its tool: a protocol error, not the tool's.
#[derive(Debug)]
pub enum CallError {
    UnknownTool,
    BadArguments(String),
}

fn arguments<T: serde::de::DeserializeOwned>(arguments: Value) -> Result<T, CallError> {
    serde_json::from_value(arguments).map_err(|e| CallError::BadArguments(e.to_string()))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ComingDates {
    days: Option<i64>,
    limit: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NoArguments {}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Person {
    contact_id: Option<i64>,
    friend_id: Option<i64>,
    dependant_id: Option<i64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Friend {
    friend_id: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Query {
    query: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Occasion {
    occasion: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct WishlistAddition {
    name: String,
    url: Option<String>,
    price: Option<String>,
    notes: Option<String>,
    list_id: Option<i64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct GiftIdea {
    contact_id: Option<i64>,
    friend_id: Option<i64>,
    dependant_id: Option<i64>,
    name: String,
    link: Option<String>,
    price: Option<String>,
    currency: Option<String>,
    occasion: Option<String>,
    notes: Option<String>,
}

/// A tool's answer: `Ok` with its structured content, or the error the
/// same call in the app gets (the model reads its message).
pub type Answer = Result<Value, ApiError>;

/// Calls `name` for `me` with `args` (a JSON object, or null for none).
/// The caller has checked the token's scope.
pub async fn call(
    state: &web::Data<AppState>,
    me: UserId,
    name: &str,
    args: Value,
) -> Result<Answer, CallError> {
    let args = if args.is_null() { json!({}) } else { args };
    let tool = tool(name).ok_or(CallError::UnknownTool)?;
    Ok(match tool.name {
        "coming_dates" => {
            let ComingDates { days, limit } = arguments(args)?;
            let days = Some(days.unwrap_or(60));
            let limit = Some(limit.unwrap_or(20));
            dates::coming_dates(state, me, limit, days)
                .await
                .and_then(|dates| answer("dates", dates))
        }
        "my_circle" => {
            let NoArguments {} = arguments(args)?;
            my_circle(state, me).await
        }
        "about_person" => {
            let Person {
                contact_id,
                friend_id,
                dependant_id,
            } = arguments(args)?;
            match person_of(contact_id, friend_id, dependant_id) {
                Ok(person) => gifts::person_page_of(state, me, person)
                    .await
                    .and_then(|page| answer("person", page)),
                Err(error) => Err(error),
            }
        }
        "my_lists" => {
            let NoArguments {} = arguments(args)?;
            own_lists(state, me).await
        }
        "person_lists" => {
            let Friend { friend_id } = arguments(args)?;
            lists_of_friend(state, me, UserId(friend_id)).await
        }
        "gift_ideas" => {
            let Query { query } = arguments(args)?;
            recommendations::gift_ideas(state, me, query)
                .await
                .and_then(|ideas| answer("ideas", ideas))
        }
        "budget_for_occasion" => {
            let Occasion { occasion } = arguments(args)?;
            budgets_for(state, me, occasion).await
        }
        "add_to_wishlist" => add_to_wishlist(state, me, arguments(args)?).await,
        "add_gift_idea" => add_gift_idea(state, me, arguments(args)?).await,
        _ => return Err(CallError::UnknownTool),
    })
}

/// `{key: value}` with `value` exactly as the route sends it: through its
/// JSON text, so a number reads as the app's (an `f32` rating is 4.6 in
/// both, not 4.599999904632568 here).
fn answer(key: &str, value: impl serde::Serialize) -> Answer {
    Ok(json!({ key: sent(value)? }))
}

/// `value` as the route sends it (through its JSON text).
fn sent(value: impl serde::Serialize) -> Answer {
    let text = serde_json::to_string(&value).map_err(|e| ApiError::Internal(e.into()))?;
    serde_json::from_str(&text).map_err(|e| ApiError::Internal(e.into()))
}

async fn my_circle(state: &AppState, me: UserId) -> Answer {
    use domain::ports::{ContactStore, DependantStore, FriendStore};
    let (contacts, friends, dependants) = db::run(&state.db, move |store| {
        Ok::<_, domain::ports::StoreError>((
            store.contacts(me)?,
            store.friends(me)?,
            store.dependants_of(me)?,
        ))
    })
    .await?;
    let contacts: Vec<Value> = contacts
        .into_iter()
        .map(|contact| {
            let interests = contact
                .input
                .preferences
                .as_deref()
                .map(domain::contact::interests)
                .unwrap_or_default();
            json!({
                "contactId": contact.id.0,
                "name": contact.input.name,
                "relationship": contact.input.relationship,
                "interests": interests,
            })
        })
        .collect();
    let friends: Vec<Value> = friends
        .into_iter()
        .map(|friend| {
            json!({
                "friendId": friend.user.id.0,
                "name": friend.user.display_name(),
            })
        })
        .collect();
    let dependants: Vec<Value> = dependants
        .into_iter()
        .map(|dependant| {
            json!({
                "dependantId": dependant.id.0,
                "name": dependant.input.name,
                "kind": dependant.input.kind,
            })
        })
        .collect();
    Ok(json!({ "contacts": contacts, "friends": friends, "dependants": dependants }))
}

/// `lists` as `me` sees each (`GET /api/lists/{id}`'s reading).
fn seen_lists<'a, S>(
    store: &mut S,
    me: UserId,
    lists: impl Iterator<Item = &'a OwnList>,
) -> Result<Vec<ListSeen>, ListError>
where
    S: ListStore + FriendStore + ClaimStore,
{
    lists.map(|list| list_seen_by(store, me, list.id)).collect()
}

async fn own_lists(state: &AppState, me: UserId) -> Answer {
    let seen = db::run(&state.db, move |store| {
        let lists = my_lists(store, me)?;
        seen_lists(store, me, lists.iter())
    })
    .await?;
    let views: Vec<ListView> = seen.into_iter().map(|seen| list_view(seen, me)).collect();
    answer("lists", views)
}

/// A friend's lists shown to friends, and those of the people they look
/// after (a child, a pet) shown to their guardians' friends, each as
/// `GET /api/lists/{id}` answers it to `me`: read in one go.
async fn lists_of_friend(state: &AppState, me: UserId, friend: UserId) -> Answer {
    let (own, looked_after) = db::run(&state.db, move |store| {
        let lists = friend_lists(store, me, friend)?;
        let own = seen_lists(store, me, lists.iter())?;
        let looked_after = friend_dependants(store, me, friend)
            .map_err(|error| match error {
                DependantError::Store(error) => ListError::Store(error),
                _ => ListError::NotFound,
            })?
            .into_iter()
            .map(|seen| Ok((seen.dependant, seen_lists(store, me, seen.lists.iter())?)))
            .collect::<Result<Vec<_>, ListError>>()?;
        Ok::<_, ListError>((own, looked_after))
    })
    .await?;
    let views = |lists: Vec<ListSeen>| -> Vec<ListView> {
        lists.into_iter().map(|seen| list_view(seen, me)).collect()
    };
    let mut dependants = Vec::with_capacity(looked_after.len());
    for (dependant, lists) in looked_after {
        dependants.push(json!({
            "dependantId": dependant.id.0,
            "name": dependant.input.name,
            "kind": dependant.input.kind,
            "lists": sent(views(lists))?,
        }));
    }
    Ok(json!({ "lists": sent(views(own))?, "dependants": dependants }))
}

async fn budgets_for(state: &AppState, me: UserId, occasion: Option<String>) -> Answer {
    let views = db::run(&state.db, move |store| {
        budgets_for_occasion(store, me, occasion.as_deref())
    })
    .await?;
    let budgets: Vec<BudgetResponse> = views.into_iter().map(Into::into).collect();
    answer("budgets", budgets)
}

async fn add_to_wishlist(state: &AppState, me: UserId, addition: WishlistAddition) -> Answer {
    let WishlistAddition {
        name,
        url,
        price,
        notes,
        list_id,
    } = addition;
    let draft = WishlistDraft {
        name: Some(name),
        url: Some(url),
        price: Some(price),
        description: Some(notes),
        ..WishlistDraft::default()
    };
    match list_id {
        Some(list) => {
            let item = db::run(&state.db, move |store| {
                add_list_item(store, me, ListId(list), draft, false)
            })
            .await?;
            answer("item", new_item(item))
        }
        None => {
            let item = db::run(&state.db, move |store| add_wishlist_item(store, me, draft)).await?;
            answer("item", owner_item(item, None, me))
        }
    }
}

async fn add_gift_idea(state: &AppState, me: UserId, idea: GiftIdea) -> Answer {
    let GiftIdea {
        contact_id,
        friend_id,
        dependant_id,
        name,
        link,
        price,
        currency,
        occasion,
        notes,
    } = idea;
    let person = person_of(contact_id, friend_id, dependant_id)?;
    let draft = GiftDraft {
        name: Some(name),
        link: Some(link),
        price: Some(price),
        currency: Some(currency),
        occasion: Some(occasion),
        notes: Some(notes),
        status: Some("idea".to_owned()),
        ..GiftDraft::default()
    };
    let gift = db::run(&state.db, move |store| {
        add_gift(store, me, person, GiftDirection::Given, draft, false)
    })
    .await?;
    answer("gift", gifts::GiftResponse::from(gift))
}
