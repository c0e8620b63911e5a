//! The wishlist (`use_cases::wishlist`): who may change a shared item, and
//! the public link, against the in-memory store.

use std::cell::Cell;

use crate::support::InMemoryStore;
use domain::ids::{ItemId, UserId};
use domain::messages;
use domain::sharing::{FriendEditRefused, Shareable};
use domain::use_cases::wishlist::{
    public_wishlist, set_wishlist_public, update_wishlist_item, WishlistError,
};
use domain::validation::Draft;
use domain::wishlist::{WishlistDraft, WishlistItemInput};

/// An owner's item, shared with an editor (may edit) and a reader (may
/// not); a stranger sees nothing.
struct Shared {
    store: InMemoryStore,
    owner: UserId,
    editor: UserId,
    reader: UserId,
    stranger: UserId,
    item: ItemId,
}

fn shared() -> Shared {
    let mut store = InMemoryStore::new();
    let owner = store.add_user("owner@example.com", "Olive");
    let editor = store.add_user("editor@example.com", "Ed");
    let reader = store.add_user("reader@example.com", "Rita");
    let stranger = store.add_user("stranger@example.com", "Stan");
    store.seed_friendship(owner, editor);
    store.seed_friendship(owner, reader);
    let item = store.seed_item(owner, "Kettle");
    store.seed_share(owner, Shareable::WishlistItem(item), editor, true);
    store.seed_share(owner, Shareable::WishlistItem(item), reader, false);
    Shared {
        store,
        owner,
        editor,
        reader,
        stranger,
        item,
    }
}

fn purchased(value: bool) -> WishlistDraft {
    WishlistDraft {
        purchased: Some(value),
        ..Default::default()
    }
}

#[derive(Debug, Clone, Copy)]
enum Who {
    Owner,
    Editor,
    Reader,
    Stranger,
}

/// What the stored item should become.
type Expect = Result<fn(&mut WishlistItemInput), WishlistError>;

#[test]
fn who_may_change_what() {
    let refused = WishlistError::SharedEditRefused;
    let invalid = |field: &str, message: &str| {
        Err(WishlistError::Invalid(domain::ValidationError::field(
            field, message,
        )))
    };
    // (case, who, draft, the expected change to the item or the error)
    let table: Vec<(&str, Who, WishlistDraft, Expect)> = vec![
        (
            "owner renames",
            Who::Owner,
            WishlistDraft {
                name: Some(" Tea kettle ".into()),
                ..Default::default()
            },
            Ok(|i| i.name = "Tea kettle".into()),
        ),
        (
            "owner changes several fields",
            Who::Owner,
            WishlistDraft {
                price: Some(None),
                ranking: Some(5),
                priority: Some("high".into()),
                url: Some(Some("https://shop.example/kettle".into())),
                ..Default::default()
            },
            Ok(|i| {
                i.price = None;
                i.ranking = 5;
                i.priority = domain::wishlist::Priority::High;
                i.url = Some("https://shop.example/kettle".into());
            }),
        ),
        (
            "owner marks purchased",
            Who::Owner,
            purchased(true),
            Ok(|i| i.purchased = true),
        ),
        (
            "owner clears the name",
            Who::Owner,
            WishlistDraft {
                name: Some("  ".into()),
                ..Default::default()
            },
            invalid("name", messages::ITEM_NAME_REQUIRED),
        ),
        (
            "owner sends a bad URL",
            Who::Owner,
            WishlistDraft {
                url: Some(Some("not a url".into())),
                ..Default::default()
            },
            invalid("url", messages::INVALID_URL),
        ),
        (
            "owner sends a ranking out of range",
            Who::Owner,
            WishlistDraft {
                ranking: Some(0),
                ..Default::default()
            },
            invalid("ranking", messages::RANKING_RANGE),
        ),
        // A friend's "I bought this" is a claim, which the owner never
        // sees: with or without editing allowed, `purchased` is refused.
        // The editing right changes the details (issue 37), never the
        // owner's priority, ranking or quantity.
        (
            "editor marks purchased",
            Who::Editor,
            purchased(true),
            Err(refused(FriendEditRefused::Purchased)),
        ),
        (
            "editor unmarks purchased",
            Who::Editor,
            purchased(false),
            Err(refused(FriendEditRefused::Purchased)),
        ),
        (
            "editor renames",
            Who::Editor,
            WishlistDraft {
                name: Some("Mine now".into()),
                ..Default::default()
            },
            Ok(|i| i.name = "Mine now".into()),
        ),
        (
            "editor changes the details",
            Who::Editor,
            WishlistDraft {
                description: Some(Some("Stovetop".into())),
                price: Some(None),
                category: Some(Some("Kitchen".into())),
                where_to_buy: Some(Some("Market".into())),
                ..Default::default()
            },
            Ok(|i| {
                i.description = Some("Stovetop".into());
                i.price = None;
                i.category = Some("Kitchen".into());
                i.where_to_buy = Some("Market".into());
            }),
        ),
        (
            "editor sends a bad URL",
            Who::Editor,
            WishlistDraft {
                url: Some(Some("not a url".into())),
                ..Default::default()
            },
            invalid("url", messages::INVALID_URL),
        ),
        (
            "editor changes the priority",
            Who::Editor,
            WishlistDraft {
                priority: Some("high".into()),
                ..Default::default()
            },
            Err(refused(FriendEditRefused::OwnersOnly)),
        ),
        (
            "editor renames and changes the quantity",
            Who::Editor,
            WishlistDraft {
                name: Some("x".into()),
                quantity: Some(3),
                ..Default::default()
            },
            Err(refused(FriendEditRefused::OwnersOnly)),
        ),
        (
            "editor marks purchased and changes the price",
            Who::Editor,
            WishlistDraft {
                price: Some(Some("$1".into())),
                ..purchased(true)
            },
            Err(refused(FriendEditRefused::Purchased)),
        ),
        (
            "editor sends nothing",
            Who::Editor,
            WishlistDraft::default(),
            Ok(|_| {}),
        ),
        (
            "reader marks purchased",
            Who::Reader,
            purchased(true),
            Err(refused(FriendEditRefused::Purchased)),
        ),
        (
            "reader renames",
            Who::Reader,
            WishlistDraft {
                name: Some("x".into()),
                ..Default::default()
            },
            Err(refused(FriendEditRefused::ViewOnly)),
        ),
        (
            "stranger marks purchased",
            Who::Stranger,
            purchased(true),
            Err(WishlistError::NotFound),
        ),
        (
            "stranger renames",
            Who::Stranger,
            WishlistDraft {
                name: Some("x".into()),
                ..Default::default()
            },
            Err(WishlistError::NotFound),
        ),
    ];
    for (case, who, draft, expected) in table {
        let mut s = shared();
        let me = match who {
            Who::Owner => s.owner,
            Who::Editor => s.editor,
            Who::Reader => s.reader,
            Who::Stranger => s.stranger,
        };
        let before = s.store.snapshot();
        let original = before.items[&s.item].clone();
        let result = update_wishlist_item(&mut s.store, me, s.item, draft);
        match expected {
            Ok(change) => {
                let mut expected_input = original.input.clone();
                change(&mut expected_input);
                let updated = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                assert_eq!(updated.input, expected_input, "{case}");
                assert_eq!(updated.owner_id, s.owner, "{case}: still the owner's");
                assert_eq!(s.store.state.items[&s.item], updated, "{case}: stored");
                assert_eq!(s.store.state.items.len(), 1, "{case}");
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(s.store.state, before, "{case}: nothing written");
                assert!(!s.store.calls.contains(&"update_item"), "{case}");
            }
        }
    }
}

#[test]
fn the_owners_change_tells_the_friends_who_claimed_it() {
    let mut s = shared();
    s.store.seed_claim(s.item, s.editor, 1);
    update_wishlist_item(
        &mut s.store,
        s.owner,
        s.item,
        WishlistDraft {
            name: Some("Red kettle".into()),
            ..Default::default()
        },
    )
    .unwrap();
    let news: Vec<_> = s.store.state.notifications.values().collect();
    assert_eq!(news.len(), 1, "{news:?}");
    assert_eq!(news[0].user_id, s.editor, "the giver, never the owner");
    assert_eq!(news[0].title, "Red kettle was changed");
    domain::use_cases::wishlist::delete_wishlist_item(&mut s.store, s.owner, s.item).unwrap();
    assert_eq!(s.store.state.notifications.len(), 2);
    assert!(s
        .store
        .state
        .notifications
        .values()
        .all(|n| n.user_id == s.editor));
}

#[test]
fn unknown_items_are_not_found() {
    let mut s = shared();
    for me in [s.owner, s.editor, s.stranger] {
        assert_eq!(
            update_wishlist_item(&mut s.store, me, ItemId(999), purchased(true)),
            Err(WishlistError::NotFound)
        );
    }
}

#[test]
fn a_share_of_another_item_gives_no_rights_on_this_one() {
    let mut s = shared();
    let other = s.store.seed_item(s.owner, "Teapot");
    assert_eq!(
        update_wishlist_item(&mut s.store, s.editor, other, purchased(true)),
        Err(WishlistError::NotFound)
    );
}

const OLD: &str = "oooooooooooooooooooooooooooooooo";
const NEW: &str = "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn";

#[test]
fn making_the_list_public_or_private() {
    // (case, token before, make public?, token after, new token drawn?)
    let table = [
        (
            "public again keeps the link",
            Some(OLD),
            true,
            Some(OLD),
            false,
        ),
        (
            "first time public gets a new link",
            None,
            true,
            Some(NEW),
            true,
        ),
        ("private clears the link", Some(OLD), false, None, false),
        ("private when already private", None, false, None, false),
    ];
    for (case, before, public, after, drawn) in table {
        let mut store = InMemoryStore::new();
        let me = store.add_user("me@example.com", "Me");
        let other = store.add_user("other@example.com", "Other");
        store.state.public_tokens.insert(other, "x".repeat(32));
        if let Some(token) = before {
            store.state.public_tokens.insert(me, token.into());
        }
        let called = Cell::new(false);
        let result = set_wishlist_public(&mut store, me, public, || {
            called.set(true);
            NEW.into()
        });
        assert_eq!(result.unwrap().as_deref(), after, "{case}");
        assert_eq!(called.get(), drawn, "{case}");
        assert_eq!(
            store.state.public_tokens.get(&me).map(String::as_str),
            after,
            "{case}"
        );
        assert_eq!(
            store.state.public_tokens.get(&other),
            Some(&"x".repeat(32)),
            "{case}: others' links stay"
        );
    }
}

#[test]
fn malformed_public_links_are_refused_without_a_look_up() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    store.state.public_tokens.insert(me, OLD.into());
    let too_long = format!("{OLD}o");
    let with_percent = format!("{}%", &OLD[1..]);
    let with_space = format!("{} ", &OLD[1..]);
    let with_slash = format!("{}/", &OLD[1..]);
    for token in [
        "",
        "short",
        &OLD[1..],
        &too_long,
        &with_percent,
        &with_space,
        &with_slash,
    ] {
        assert_eq!(
            public_wishlist(&mut store, token),
            Err(WishlistError::NotFound),
            "{token:?}"
        );
    }
    assert!(store.calls.is_empty(), "read: {:?}", store.calls);
}

#[test]
fn well_formed_public_links_are_looked_up() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Olive");
    store.seed_item(me, "Kettle");
    store.state.public_tokens.insert(me, OLD.into());
    let list = public_wishlist(&mut store, OLD).unwrap();
    assert_eq!(list.owner_first_name.as_deref(), Some("Olive"));
    assert_eq!(list.items.len(), 1);
    assert_eq!(
        public_wishlist(&mut store, NEW),
        Err(WishlistError::NotFound),
        "well formed but no list has it"
    );
    assert_eq!(store.calls, ["public_list", "public_list"]);
}

#[test]
fn a_full_wishlist_takes_no_more_items() {
    use domain::limits::MAX_WISHLIST_ITEMS;
    use domain::ports::WishlistStore;
    use domain::use_cases::wishlist::add_wishlist_item;
    let mut store = InMemoryStore::new();
    let me = store.add_user("ada@example.com", "Ada");
    let draft = || WishlistDraft {
        name: Some("Kettle".into()),
        ..Default::default()
    };
    let input = draft().validate_new().unwrap();
    for _ in 1..MAX_WISHLIST_ITEMS {
        store.insert_item(me, &input).unwrap();
    }
    add_wishlist_item(&mut store, me, draft()).unwrap();
    assert_eq!(
        add_wishlist_item(&mut store, me, draft()),
        Err(WishlistError::TooMany)
    );
    assert_eq!(store.state.items.len() as u64, MAX_WISHLIST_ITEMS);
    // Someone else's list is their own.
    let grace = store.add_user("grace@example.com", "Grace");
    add_wishlist_item(&mut store, grace, draft()).unwrap();
}
