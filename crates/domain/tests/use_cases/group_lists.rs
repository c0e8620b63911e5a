//! Group wishlists (`use_cases::group_lists`): creating, inviting, leaving,
//! items and the surprise rule, visibility, public links and Find a list,
//! against the in-memory store.

use std::cell::Cell;

use crate::support::{today, InMemoryStore};
use chrono::TimeDelta;
use domain::group_list::{
    GroupItemDraft, GroupListDraft, ListKind, ListSearch, MemberRole, Occasion, Recipient,
};
use domain::ids::{ItemId, ListId, UserId};
use domain::limits::{MAX_GROUP_ITEMS, MAX_GROUP_LISTS, MAX_GROUP_MEMBERS};
use domain::messages;
use domain::notification::NotificationKind;
use domain::ports::{GroupListStore, StoreError};
use domain::use_cases::group_lists::{
    add_group_item, create_group_list, delete_group_item, delete_group_list, find_lists,
    group_list, invite_member, lists_holding_items_for, members_seen_by, public_list,
    remove_member, rotate_group_list_link, update_group_item, update_group_list, GroupListError,
    PublicView, Visibility,
};
use domain::wishlist::WishlistDraft;
use domain::ValidationError;

const OLD: &str = "oooooooooooooooooooooooooooooooo";
const NEW: &str = "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn";
const ROTATED: &str = "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr";

/// Olive's list 'Family' with Ben and Cat on it; Dan is Olive's friend
/// but not on it; Eve is a stranger to all of them.
struct Group {
    store: InMemoryStore,
    olive: UserId,
    ben: UserId,
    cat: UserId,
    dan: UserId,
    eve: UserId,
    list: ListId,
}

fn group() -> Group {
    let mut store = InMemoryStore::new();
    let olive = store.add_user("olive@example.com", "Olive");
    let ben = store.add_user("ben@example.com", "Ben");
    let cat = store.add_user("cat@example.com", "Cat");
    let dan = store.add_user("dan@example.com", "Dan");
    let eve = store.add_user("eve@example.com", "Eve");
    for friend in [ben, cat, dan] {
        store.seed_friendship(olive, friend);
    }
    let list = store.seed_group_list(olive, "Family");
    store.seed_member(list, ben);
    store.seed_member(list, cat);
    Group {
        store,
        olive,
        ben,
        cat,
        dan,
        eve,
        list,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Who {
    Olive,
    Ben,
    Cat,
    Dan,
    Eve,
}

impl Group {
    fn id(&self, who: Who) -> UserId {
        match who {
            Who::Olive => self.olive,
            Who::Ben => self.ben,
            Who::Cat => self.cat,
            Who::Dan => self.dan,
            Who::Eve => self.eve,
        }
    }
}

fn invalid(field: &str, message: &str) -> GroupListError {
    GroupListError::Invalid(ValidationError::field(field, message))
}

fn named(name: &str) -> GroupListDraft {
    GroupListDraft {
        name: Some(name.into()),
        ..Default::default()
    }
}

fn item(name: &str) -> GroupItemDraft {
    GroupItemDraft {
        item: WishlistDraft {
            name: Some(name.into()),
            ..Default::default()
        },
        ..Default::default()
    }
}

fn item_for(name: &str, member: UserId) -> GroupItemDraft {
    GroupItemDraft {
        for_user_id: Some(Some(member.0)),
        ..item(name)
    }
}

fn public(listed: Option<bool>) -> Visibility {
    Visibility {
        is_public: Some(true),
        listed,
    }
}

fn failed() -> StoreError {
    StoreError::Failed("boom".into())
}

// ---- create ----

#[test]
fn create_table() {
    // (case, draft, visibility, Ok((stored name, token, listed)) or the error)
    type Case = (
        &'static str,
        GroupListDraft,
        Visibility,
        Result<(&'static str, Option<&'static str>, bool), GroupListError>,
    );
    let table: Vec<Case> = vec![
        (
            "no name",
            GroupListDraft::default(),
            Visibility::default(),
            Err(invalid("name", messages::WISHLIST_NAME_REQUIRED)),
        ),
        (
            "blank name",
            named("   "),
            public(Some(true)),
            Err(invalid("name", messages::WISHLIST_NAME_REQUIRED)),
        ),
        (
            "unknown occasion",
            GroupListDraft {
                occasion: Some(Some("Graduation".into())),
                ..named("Party")
            },
            Visibility::default(),
            Err(invalid("occasion", messages::OCCASION_INVALID)),
        ),
        (
            "trimmed, private by default: no token",
            named("  Mum's 60th  "),
            Visibility::default(),
            Ok(("Mum's 60th", None, false)),
        ),
        (
            "listed but not public: neither",
            named("Family"),
            Visibility {
                is_public: None,
                listed: Some(true),
            },
            Ok(("Family", None, false)),
        ),
        (
            "private and listed: neither",
            named("Family"),
            Visibility {
                is_public: Some(false),
                listed: Some(true),
            },
            Ok(("Family", None, false)),
        ),
        (
            "public gets the token, unlisted by default",
            named("Family"),
            public(None),
            Ok(("Family", Some(NEW), false)),
        ),
        (
            "public and listed",
            named("Family"),
            public(Some(true)),
            Ok(("Family", Some(NEW), true)),
        ),
    ];
    for (case, draft, visibility, expected) in table {
        let mut store = InMemoryStore::new();
        let me = store.add_user("olive@example.com", "Olive");
        let before = store.snapshot();
        let drawn = Cell::new(false);
        let result = create_group_list(
            &mut store,
            me,
            draft,
            visibility,
            || {
                drawn.set(true);
                NEW.into()
            },
            today(),
        );
        match expected {
            Ok((name, token, listed)) => {
                let view = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                let list = &view.summary.list;
                assert_eq!(list.input.name, name, "{case}");
                assert_eq!(list.public_token.as_deref(), token, "{case}");
                assert_eq!(list.listed, listed, "{case}");
                assert_eq!(list.owner_id, me, "{case}");
                assert_eq!(drawn.get(), token.is_some(), "{case}: token drawn");
                assert_eq!(view.summary.role, MemberRole::Owner, "{case}");
                assert_eq!(view.summary.member_count, 1, "{case}");
                assert_eq!(view.summary.owner.short(), "Olive", "{case}");
                assert_eq!(view.members.len(), 1, "{case}");
                assert_eq!(
                    (view.members[0].user_id, view.members[0].role),
                    (me, MemberRole::Owner),
                    "{case}: the creator is its one member"
                );
                assert!(view.items.is_empty(), "{case}");
                assert_eq!(store.group(list.id), *list, "{case}: stored");
                assert_eq!(store.state.group_lists.len(), 1, "{case}");
                assert_eq!(store.transactions, 1, "{case}");
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(store.state, before, "{case}: nothing written");
                assert!(store.calls.is_empty(), "{case}: store read");
            }
        }
    }
}

#[test]
fn a_creator_has_at_most_max_group_lists() {
    let mut store = InMemoryStore::new();
    let me = store.add_user("olive@example.com", "Olive");
    let other = store.add_user("ben@example.com", "Ben");
    for n in 1..MAX_GROUP_LISTS {
        store.seed_group_list(me, &format!("List {n}"));
    }
    // Lists of others, and lists I am only a member of, do not count.
    for n in 0..MAX_GROUP_LISTS {
        let theirs = store.seed_group_list(other, &format!("Theirs {n}"));
        store.seed_member(theirs, me);
    }
    let token = || NEW.to_owned();
    create_group_list(
        &mut store,
        me,
        named("Last"),
        Visibility::default(),
        token,
        today(),
    )
    .unwrap();
    let before = store.snapshot();
    store.calls.clear();
    assert_eq!(
        create_group_list(
            &mut store,
            me,
            named("One more"),
            public(Some(true)),
            token,
            today()
        ),
        Err(GroupListError::TooManyLists)
    );
    assert_eq!(store.state, before, "nothing written");
    assert!(!store.calls.contains(&"create_group_list"));
}

// ---- invite ----

#[test]
fn invite_table() {
    // (case, who invites, whom, role sent, Ok(added now) or the error)
    type Case = (
        &'static str,
        Who,
        Option<Who>,
        Option<&'static str>,
        Result<bool, GroupListError>,
    );
    let table: Vec<Case> = vec![
        (
            "the owner invites a friend",
            Who::Olive,
            Some(Who::Dan),
            None,
            Ok(true),
        ),
        (
            "role member, any case",
            Who::Olive,
            Some(Who::Dan),
            Some("Member"),
            Ok(true),
        ),
        (
            "role owner",
            Who::Olive,
            Some(Who::Dan),
            Some("owner"),
            Err(invalid("role", messages::GROUP_ROLE_INVALID)),
        ),
        (
            "unknown role",
            Who::Olive,
            Some(Who::Dan),
            Some("admin"),
            Err(invalid("role", messages::GROUP_ROLE_INVALID)),
        ),
        (
            "no one to invite",
            Who::Olive,
            None,
            None,
            Err(invalid("userId", messages::GROUP_INVITEE_REQUIRED)),
        ),
        (
            "not a friend",
            Who::Olive,
            Some(Who::Eve),
            None,
            Err(invalid("userId", messages::GROUP_INVITE_FRIENDS_ONLY)),
        ),
        (
            "already a member: no change",
            Who::Olive,
            Some(Who::Ben),
            None,
            Ok(false),
        ),
        (
            "the owner themselves: no change",
            Who::Olive,
            Some(Who::Olive),
            None,
            Ok(false),
        ),
        (
            "a member invites",
            Who::Ben,
            Some(Who::Dan),
            None,
            Err(GroupListError::OwnerOnly),
        ),
        (
            "someone not on the list invites",
            Who::Dan,
            Some(Who::Eve),
            None,
            Err(GroupListError::NotFound),
        ),
        (
            "a stranger invites",
            Who::Eve,
            Some(Who::Dan),
            None,
            Err(GroupListError::NotFound),
        ),
    ];
    for (case, who, whom, role, expected) in table {
        let mut g = group();
        let me = g.id(who);
        let invitee = whom.map(|w| g.id(w));
        let before = g.store.snapshot();
        let result = invite_member(&mut g.store, me, g.list, invitee, role);
        match expected {
            Ok(added) => {
                let invitee = invitee.unwrap();
                let (member, now) = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                assert_eq!(now, added, "{case}");
                assert_eq!(member.user_id, invitee, "{case}");
                assert!(g.store.member_ids(g.list).contains(&invitee), "{case}");
                if added {
                    assert_eq!(member.role, MemberRole::Member, "{case}");
                    assert_eq!(g.store.member_ids(g.list).len(), 4, "{case}");
                    let notices = g.store.notifications_of(invitee);
                    assert_eq!(notices.len(), 1, "{case}: one notice");
                    assert_eq!(notices[0].kind, NotificationKind::ListInvite, "{case}");
                    assert_eq!(notices[0].title, "Olive added you to Family", "{case}");
                    assert_eq!(
                        notices[0].link,
                        Some(format!("/collaborative/{}", g.list)),
                        "{case}"
                    );
                    assert_eq!(
                        g.store.state.notifications.len(),
                        1,
                        "{case}: no one else hears of it"
                    );
                } else {
                    assert_eq!(g.store.state, before, "{case}: nothing written");
                }
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(g.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn invalid_invites_are_refused_before_the_store_is_read() {
    let mut g = group();
    for (invitee, role) in [(None, None), (Some(g.dan), Some("owner"))] {
        assert!(matches!(
            invite_member(&mut g.store, g.olive, g.list, invitee, role),
            Err(GroupListError::Invalid(_))
        ));
    }
    assert!(g.store.calls.is_empty(), "read: {:?}", g.store.calls);
}

#[test]
fn a_second_invite_changes_nothing() {
    let mut g = group();
    let (first, added) = invite_member(&mut g.store, g.olive, g.list, Some(g.dan), None).unwrap();
    assert!(added);
    let after_first = g.store.snapshot();
    let (second, added) =
        invite_member(&mut g.store, g.olive, g.list, Some(g.dan), Some("member")).unwrap();
    assert!(!added);
    assert_eq!(second, first, "the same member");
    assert_eq!(g.store.notifications_of(g.dan).len(), 1, "no second notice");
    assert_eq!(g.store.state, after_first, "nothing written");
    // Even once no longer friends, the member stays one.
    g.store.state.friendships.clear();
    let (_, added) = invite_member(&mut g.store, g.olive, g.list, Some(g.dan), None).unwrap();
    assert!(!added);
}

#[test]
fn a_list_has_at_most_max_group_members() {
    let mut g = group();
    // Olive, Ben and Cat are on it: fill it up to one short of the cap.
    for n in 3..MAX_GROUP_MEMBERS - 1 {
        g.store.seed_member(g.list, UserId(10_000 + n as i64));
    }
    invite_member(&mut g.store, g.olive, g.list, Some(g.dan), None).unwrap();
    assert_eq!(g.store.member_ids(g.list).len() as u64, MAX_GROUP_MEMBERS);
    let newcomer = g.store.add_user("fay@example.com", "Fay");
    g.store.seed_friendship(g.olive, newcomer);
    let before = g.store.snapshot();
    assert_eq!(
        invite_member(&mut g.store, g.olive, g.list, Some(newcomer), None),
        Err(GroupListError::TooManyMembers)
    );
    assert_eq!(g.store.state, before, "nothing written");
}

// ---- remove and leave ----

#[test]
fn remove_table() {
    // (case, who removes, whom, Ok or the error)
    let table = [
        (
            "the owner cannot leave",
            Who::Olive,
            Who::Olive,
            Err(GroupListError::CreatorCannotLeave),
        ),
        ("the owner removes a member", Who::Olive, Who::Ben, Ok(())),
        ("a member leaves", Who::Ben, Who::Ben, Ok(())),
        (
            "a member removes another",
            Who::Ben,
            Who::Cat,
            Err(GroupListError::OwnerOnly),
        ),
        (
            "a member removes the owner",
            Who::Ben,
            Who::Olive,
            Err(GroupListError::OwnerOnly),
        ),
        (
            "the owner removes someone not on it",
            Who::Olive,
            Who::Dan,
            Err(GroupListError::NotFound),
        ),
        (
            "a stranger leaves",
            Who::Eve,
            Who::Eve,
            Err(GroupListError::NotFound),
        ),
        (
            "a stranger removes a member",
            Who::Eve,
            Who::Ben,
            Err(GroupListError::NotFound),
        ),
    ];
    for (case, who, whom, expected) in table {
        let mut g = group();
        let (me, member) = (g.id(who), g.id(whom));
        let before = g.store.snapshot();
        let result = remove_member(&mut g.store, me, g.list, member);
        assert_eq!(result, expected, "{case}");
        match expected {
            Ok(()) => {
                let left = g.store.member_ids(g.list);
                assert!(!left.contains(&member), "{case}");
                assert_eq!(left.len(), 2, "{case}: the others stay");
                assert_eq!(
                    group_list(&mut g.store, member, g.list),
                    Err(GroupListError::NotFound),
                    "{case}: gone for them"
                );
            }
            Err(_) => assert_eq!(g.store.state, before, "{case}: nothing written"),
        }
    }
}

// ---- items ----

/// Whom an added item should be for, from the group.
type RecipientOf = fn(&Group) -> Recipient;

#[test]
fn add_item_table() {
    // (case, who adds, draft, Ok((recipient, who hears of it)) or the error)
    type Case = (
        &'static str,
        Who,
        fn(&Group) -> GroupItemDraft,
        Result<(RecipientOf, &'static [Who]), GroupListError>,
    );
    let table: Vec<Case> = vec![
        (
            "the owner, for everyone",
            Who::Olive,
            |_| item("Kettle"),
            Ok((|_| Recipient::Everyone, &[Who::Ben, Who::Cat])),
        ),
        (
            "a member, for everyone",
            Who::Ben,
            |_| item("Kettle"),
            Ok((|_| Recipient::Everyone, &[Who::Olive, Who::Cat])),
        ),
        (
            "a surprise for Cat: she does not hear of it",
            Who::Ben,
            |g| item_for("Kettle", g.cat),
            Ok((|g| Recipient::Member(g.cat), &[Who::Olive])),
        ),
        (
            "a surprise for the owner",
            Who::Cat,
            |g| item_for("Kettle", g.olive),
            Ok((|g| Recipient::Member(g.olive), &[Who::Ben])),
        ),
        (
            "Ben's wish for himself: everyone hears",
            Who::Ben,
            |g| item_for("Kettle", g.ben),
            Ok((|g| Recipient::Member(g.ben), &[Who::Olive, Who::Cat])),
        ),
        (
            "for someone outside the app",
            Who::Olive,
            |_| GroupItemDraft {
                for_name: Some(Some(" Grandma ".into())),
                ..item("Kettle")
            },
            Ok((
                |_| Recipient::Named("Grandma".into()),
                &[Who::Ben, Who::Cat],
            )),
        ),
        (
            "for someone not on the list",
            Who::Ben,
            |g| item_for("Kettle", g.dan),
            Err(invalid("forUserId", messages::GROUP_RECIPIENT_NOT_MEMBER)),
        ),
        (
            "for no such user",
            Who::Ben,
            |_| item_for("Kettle", UserId(999_999)),
            Err(invalid("forUserId", messages::GROUP_RECIPIENT_NOT_MEMBER)),
        ),
        (
            "for a member and a name",
            Who::Ben,
            |g| GroupItemDraft {
                for_name: Some(Some("Grandma".into())),
                ..item_for("Kettle", g.cat)
            },
            Err(invalid("forName", messages::GROUP_ITEM_ONE_RECIPIENT)),
        ),
        (
            "no name",
            Who::Ben,
            |_| item("  "),
            Err(invalid("name", messages::ITEM_NAME_REQUIRED)),
        ),
        (
            "someone not on the list",
            Who::Dan,
            |_| item("Kettle"),
            Err(GroupListError::NotFound),
        ),
        (
            "a stranger",
            Who::Eve,
            |_| item("Kettle"),
            Err(GroupListError::NotFound),
        ),
    ];
    for (case, who, draft, expected) in table {
        let mut g = group();
        let me = g.id(who);
        let before = g.store.snapshot();
        let draft = draft(&g);
        let result = add_group_item(&mut g.store, me, g.list, draft);
        match expected {
            Ok((recipient, heard)) => {
                let added = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                assert_eq!(added.recipient, recipient(&g), "{case}");
                assert_eq!(added.added_by, Some(me), "{case}");
                assert_eq!(added.list_id, g.list, "{case}");
                assert_eq!(added.input.name, "Kettle", "{case}");
                assert_eq!(
                    g.store.state.group_items[&added.id], added,
                    "{case}: stored"
                );
                let mut expected_heard: Vec<UserId> = heard.iter().map(|w| g.id(*w)).collect();
                expected_heard.sort();
                let notified: Vec<UserId> = g
                    .store
                    .state
                    .notifications
                    .values()
                    .map(|n| n.user_id)
                    .collect();
                let mut sorted = notified.clone();
                sorted.sort();
                assert_eq!(sorted, expected_heard, "{case}: who hears, once each");
                let adder = g.store.state.users[&me].first_name.clone().unwrap();
                for n in g.store.state.notifications.values() {
                    assert_eq!(n.kind, NotificationKind::ListNews, "{case}");
                    assert_eq!(n.title, format!("{adder} added Kettle"), "{case}");
                    assert_eq!(n.body, "On Family", "{case}");
                    assert_eq!(n.link, Some(format!("/collaborative/{}", g.list)), "{case}");
                }
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(g.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn a_list_holds_at_most_max_group_items() {
    let mut g = group();
    for n in 1..MAX_GROUP_ITEMS {
        g.store
            .seed_group_item(g.list, g.olive, Recipient::Everyone, &format!("Gift {n}"));
    }
    add_group_item(&mut g.store, g.ben, g.list, item("Last")).unwrap();
    let before = g.store.snapshot();
    assert_eq!(
        add_group_item(&mut g.store, g.cat, g.list, item("One more")),
        Err(GroupListError::TooManyItems)
    );
    assert_eq!(g.store.state, before, "nothing written, no one notified");
    // Another list has room of its own.
    let other = g.store.seed_group_list(g.cat, "Cat's");
    add_group_item(&mut g.store, g.cat, other, item("Kettle")).unwrap();
}

/// The group with items: Ben's board game for everyone, Olive's watch, a
/// surprise for Ben, and Ben's scarf, a surprise for Cat.
struct WithItems {
    g: Group,
    game: ItemId,
    watch: ItemId,
    scarf: ItemId,
    elsewhere: ItemId,
}

fn with_items() -> WithItems {
    let mut g = group();
    let (ben, cat) = (g.ben, g.cat);
    let game = g
        .store
        .seed_group_item(g.list, ben, Recipient::Everyone, "Board game");
    let watch = g
        .store
        .seed_group_item(g.list, g.olive, Recipient::Member(ben), "Watch");
    let scarf = g
        .store
        .seed_group_item(g.list, ben, Recipient::Member(cat), "Scarf");
    // Ben's item on another list he is on.
    let other = g.store.seed_group_list(g.dan, "Dan's");
    g.store.seed_member(other, ben);
    let elsewhere = g
        .store
        .seed_group_item(other, ben, Recipient::Everyone, "Elsewhere");
    WithItems {
        g,
        game,
        watch,
        scarf,
        elsewhere,
    }
}

#[derive(Debug, Clone, Copy)]
enum Item {
    Game,
    Watch,
    Scarf,
    Elsewhere,
    Unknown,
}

impl WithItems {
    fn id(&self, item: Item) -> ItemId {
        match item {
            Item::Game => self.game,
            Item::Watch => self.watch,
            Item::Scarf => self.scarf,
            Item::Elsewhere => self.elsewhere,
            Item::Unknown => ItemId(999_999),
        }
    }
}

/// Who may change or delete which item of the list.
fn item_rights() -> Vec<(&'static str, Who, Item, Result<(), GroupListError>)> {
    vec![
        ("the adder", Who::Ben, Item::Game, Ok(())),
        (
            "the owner, someone else's item",
            Who::Olive,
            Item::Game,
            Err(GroupListError::AdderOnly),
        ),
        (
            "a member, someone else's item",
            Who::Cat,
            Item::Game,
            Err(GroupListError::AdderOnly),
        ),
        (
            "a surprise for me, by its id",
            Who::Ben,
            Item::Watch,
            Err(GroupListError::NotFound),
        ),
        ("the adder of a surprise", Who::Olive, Item::Watch, Ok(())),
        (
            "someone else's surprise, not for me",
            Who::Cat,
            Item::Watch,
            Err(GroupListError::AdderOnly),
        ),
        (
            "a surprise for me that I did not add, by its id",
            Who::Cat,
            Item::Scarf,
            Err(GroupListError::NotFound),
        ),
        (
            "my item on another list, by this list",
            Who::Ben,
            Item::Elsewhere,
            Err(GroupListError::NotFound),
        ),
        (
            "no such item",
            Who::Ben,
            Item::Unknown,
            Err(GroupListError::NotFound),
        ),
        (
            "a stranger",
            Who::Eve,
            Item::Game,
            Err(GroupListError::NotFound),
        ),
        (
            "someone not on this list",
            Who::Dan,
            Item::Game,
            Err(GroupListError::NotFound),
        ),
    ]
}

#[test]
fn update_item_table() {
    for (case, who, which, expected) in item_rights() {
        let mut t = with_items();
        let me = t.g.id(who);
        let item_id = t.id(which);
        let before = t.g.store.snapshot();
        let draft = GroupItemDraft {
            item: WishlistDraft {
                name: Some(" Renamed ".into()),
                ..Default::default()
            },
            ..Default::default()
        };
        let result = update_group_item(&mut t.g.store, me, t.g.list, item_id, draft);
        match expected {
            Ok(()) => {
                let updated = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                let mut expected_item = before.group_items[&item_id].clone();
                expected_item.input.name = "Renamed".into();
                assert_eq!(updated, expected_item, "{case}: recipient kept");
                assert_eq!(t.g.store.state.group_items[&item_id], updated, "{case}");
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(t.g.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn delete_item_table() {
    for (case, who, which, expected) in item_rights() {
        let mut t = with_items();
        let me = t.g.id(who);
        let item_id = t.id(which);
        let before = t.g.store.snapshot();
        let result = delete_group_item(&mut t.g.store, me, t.g.list, item_id);
        assert_eq!(result, expected, "{case}");
        match expected {
            Ok(()) => {
                assert!(
                    !t.g.store.state.group_items.contains_key(&item_id),
                    "{case}"
                );
                assert_eq!(
                    t.g.store.state.group_items.len(),
                    before.group_items.len() - 1,
                    "{case}: only that one"
                );
            }
            Err(_) => assert_eq!(t.g.store.state, before, "{case}: nothing written"),
        }
    }
}

#[test]
fn an_item_someone_added_is_deleted_by_the_creator_unless_it_is_for_them() {
    // Olive's watch for Ben and Ben's game for everyone, once their adders
    // are gone (account deleted): "Someone" added them.
    let mut t = with_items();
    let (olive, ben, cat, list) = (t.g.olive, t.g.ben, t.g.cat, t.g.list);
    let (watch, game) = (t.watch, t.game);
    for item in [watch, game] {
        t.g.store.state.group_items.get_mut(&item).unwrap().added_by = None;
    }
    let rename = || GroupItemDraft {
        item: WishlistDraft {
            name: Some("Renamed".into()),
            ..Default::default()
        },
        ..Default::default()
    };
    let before = t.g.store.snapshot();
    for me in [olive, ben, cat] {
        let expected = if me == ben {
            GroupListError::NotFound
        } else {
            GroupListError::AdderOnly
        };
        assert_eq!(
            update_group_item(&mut t.g.store, me, list, watch, rename()),
            Err(expected),
            "nobody edits it"
        );
    }
    assert_eq!(
        delete_group_item(&mut t.g.store, ben, list, watch),
        Err(GroupListError::NotFound),
        "its recipient never learns it exists"
    );
    assert_eq!(
        delete_group_item(&mut t.g.store, cat, list, watch),
        Err(GroupListError::AdderOnly),
        "a member does not delete it"
    );
    assert_eq!(t.g.store.state, before, "nothing written");
    delete_group_item(&mut t.g.store, olive, list, watch).unwrap();
    delete_group_item(&mut t.g.store, olive, list, game).unwrap();
    assert!(!t.g.store.state.group_items.contains_key(&watch));
    assert!(!t.g.store.state.group_items.contains_key(&game));
    // Olive's own list handed to Ben: an item Someone added for Ben is
    // still not his to delete (nor to see).
    let mut t = with_items();
    let scarf = t.scarf;
    t.g.store
        .state
        .group_items
        .get_mut(&scarf)
        .unwrap()
        .added_by = None;
    t.g.store.state.group_lists.get_mut(&list).unwrap().owner_id = cat;
    assert_eq!(
        delete_group_item(&mut t.g.store, cat, list, scarf),
        Err(GroupListError::NotFound)
    );
}

#[test]
fn an_archived_list_is_closed_to_adding_editing_and_deleting_items() {
    let mut t = with_items();
    let (olive, ben, list, game) = (t.g.olive, t.g.ben, t.g.list, t.game);
    t.g.store
        .state
        .group_lists
        .get_mut(&list)
        .unwrap()
        .archived_at = Some(crate::support::at("2026-06-01T09:00:00"));
    let before = t.g.store.snapshot();
    assert_eq!(
        add_group_item(&mut t.g.store, olive, list, item("Late idea")),
        Err(GroupListError::Closed)
    );
    assert_eq!(
        update_group_item(&mut t.g.store, ben, list, game, item("Renamed")),
        Err(GroupListError::Closed)
    );
    assert_eq!(
        delete_group_item(&mut t.g.store, ben, list, game),
        Err(GroupListError::Closed)
    );
    assert_eq!(t.g.store.state, before, "nothing written, nobody told");
    // Revealed, a surprise is no secret: its recipient hears the list is closed.
    assert_eq!(
        delete_group_item(&mut t.g.store, ben, list, t.watch),
        Err(GroupListError::Closed)
    );
}

#[test]
fn members_see_the_email_of_friends_only() {
    let mut g = group();
    let emails = |store: &mut InMemoryStore, me: UserId| -> Vec<(UserId, Option<String>)> {
        group_list(store, me, g.list)
            .unwrap()
            .members
            .into_iter()
            .map(|m| (m.user_id, m.name.email))
            .collect()
    };
    // Olive, the creator, is friends with both: she sees every address.
    assert!(emails(&mut g.store, g.olive)
        .iter()
        .all(|(_, e)| e.is_some()));
    // Ben and Cat are not friends: each sees his own and Olive's, not the other's.
    for (who, email) in emails(&mut g.store, g.ben) {
        assert_eq!(email.is_some(), who != g.cat, "{who:?}");
    }
    assert_eq!(
        members_seen_by(
            g.ben,
            &[],
            group_list(&mut g.store, g.olive, g.list).unwrap().members
        )
        .into_iter()
        .filter(|m| m.name.email.is_some())
        .map(|m| m.user_id)
        .collect::<Vec<_>>(),
        vec![g.ben],
        "with no friends, only one's own address"
    );
}

#[test]
fn lists_holding_ideas_for_someone_count_only_what_i_may_see() {
    let mut t = with_items();
    let (olive, ben, cat, list) = (t.g.olive, t.g.ben, t.g.cat, t.g.list);
    t.g.store.seed_group_item(
        list,
        olive,
        Recipient::Named("Grandma Rose".into()),
        "Shawl",
    );
    let mut holding = |me, name: Option<&str>| lists_holding_items_for(&mut t.g.store, me, name);
    assert_eq!(holding(olive, Some(" grandma ROSE ")), Ok(vec![list]));
    // Olive planned the watch for Ben: she sees it; Ben never does.
    assert_eq!(holding(olive, Some("Ben")), Ok(vec![list]));
    assert_eq!(holding(ben, Some("Ben")), Ok(vec![]));
    // Ben added the scarf for Cat: a surprise for her.
    assert_eq!(holding(cat, Some("cat")), Ok(vec![]));
    assert_eq!(holding(ben, Some("Cat")), Ok(vec![list]));
    assert_eq!(
        holding(olive, Some("  ")),
        Err(ValidationError::field("name", messages::NAME_REQUIRED).into())
    );
    assert_eq!(
        holding(olive, None),
        Err(ValidationError::field("name", messages::NAME_REQUIRED).into())
    );
    let long = "x".repeat(201);
    assert_eq!(
        holding(olive, Some(&long)),
        Err(ValidationError::field("name", messages::NAME_TOO_LONG).into())
    );
}

#[test]
fn an_archived_list_takes_no_new_members() {
    let mut g = group();
    g.store
        .state
        .group_lists
        .get_mut(&g.list)
        .unwrap()
        .archived_at = Some(crate::support::at("2026-06-01T09:00:00"));
    let before = g.store.snapshot();
    assert_eq!(
        invite_member(&mut g.store, g.olive, g.list, Some(g.dan), None),
        Err(GroupListError::ClosedToInvites)
    );
    assert_eq!(g.store.state, before, "nobody added, nobody told");
    // Inviting someone already on it still answers with them (a retry).
    let (member, added) = invite_member(&mut g.store, g.olive, g.list, Some(g.ben), None).unwrap();
    assert_eq!((member.user_id, added), (g.ben, false));
}

#[test]
fn a_date_change_never_reveals_a_list() {
    // today() is 2026-06-01: a list is revealed 3 days after its event.
    let table = [
        ("a coming date", Some("2026-07-01"), Ok(())),
        ("today", Some("2026-06-01"), Ok(())),
        ("two days ago", Some("2026-05-30"), Ok(())),
        ("three days ago", Some("2026-05-29"), Err(())),
        ("years ago", Some("2020-01-01"), Err(())),
        ("no date", None, Ok(())),
    ];
    for (case, date, expected) in table {
        let draft = |date: Option<&str>| GroupListDraft {
            event_date: Some(date.map(str::to_owned)),
            ..Default::default()
        };
        let mut g = group();
        let before = g.store.snapshot();
        let result = update_group_list(
            &mut g.store,
            g.olive,
            g.list,
            draft(date),
            Visibility::default(),
            || NEW.into(),
            today(),
        );
        let created = create_group_list(
            &mut g.store,
            g.olive,
            GroupListDraft {
                name: Some("New".into()),
                ..draft(date)
            },
            Visibility::default(),
            || NEW.into(),
            today(),
        );
        match expected {
            Ok(()) => {
                result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                created.unwrap_or_else(|e| panic!("{case}: {e:?}"));
            }
            Err(()) => {
                let refused = invalid("eventDate", messages::EVENT_DATE_REVEALS);
                assert_eq!(result, Err(refused.clone()), "{case}");
                assert_eq!(created, Err(refused), "{case}");
                assert_eq!(g.store.state, before, "{case}: nothing written");
            }
        }
    }
    // A date kept as it is, however old, does not stop a rename; an
    // archived list's date may change (its reveal is stored).
    let mut g = group();
    let list = g.list;
    g.store
        .state
        .group_lists
        .get_mut(&list)
        .unwrap()
        .input
        .event_date = Some(crate::support::day("2020-01-01"));
    update_group_list(
        &mut g.store,
        g.olive,
        list,
        named("Renamed"),
        Visibility::default(),
        || NEW.into(),
        today(),
    )
    .unwrap();
    g.store
        .state
        .group_lists
        .get_mut(&list)
        .unwrap()
        .archived_at = Some(crate::support::at("2026-06-01T09:00:00"));
    let moved = GroupListDraft {
        event_date: Some(Some("2019-01-01".into())),
        ..Default::default()
    };
    let view = update_group_list(
        &mut g.store,
        g.olive,
        list,
        moved,
        Visibility::default(),
        || NEW.into(),
        today(),
    )
    .unwrap();
    assert!(view.summary.list.archived_at.is_some(), "still revealed");
}

#[test]
fn an_update_may_change_whom_an_item_is_for() {
    let mut t = with_items();
    let (ben, cat, dan, list, game) = (t.g.ben, t.g.cat, t.g.dan, t.g.list, t.game);
    let to = |member: UserId| GroupItemDraft {
        for_user_id: Some(Some(member.0)),
        ..Default::default()
    };
    let updated = update_group_item(&mut t.g.store, ben, list, game, to(cat)).unwrap();
    assert_eq!(updated.recipient, Recipient::Member(cat));
    assert_eq!(updated.input.name, "Board game", "the rest kept");
    // Now a surprise for Cat: it is gone from her view.
    let view = group_list(&mut t.g.store, cat, list).unwrap();
    assert!(view.items.iter().all(|i| i.id != game));
    let before = t.g.store.snapshot();
    assert_eq!(
        update_group_item(&mut t.g.store, ben, list, game, to(dan)),
        Err(invalid("forUserId", messages::GROUP_RECIPIENT_NOT_MEMBER))
    );
    assert_eq!(t.g.store.state, before, "nothing written");
    let back = GroupItemDraft {
        for_user_id: Some(None),
        ..Default::default()
    };
    let updated = update_group_item(&mut t.g.store, ben, list, game, back).unwrap();
    assert_eq!(updated.recipient, Recipient::Everyone);
}

#[test]
fn an_item_for_a_member_who_left_stays_editable_by_its_adder() {
    let mut t = with_items();
    let (ben, cat, list, scarf) = (t.g.ben, t.g.cat, t.g.list, t.scarf);
    remove_member(&mut t.g.store, cat, list, cat).unwrap();
    let renamed = update_group_item(&mut t.g.store, ben, list, scarf, item("Red scarf")).unwrap();
    assert_eq!(renamed.input.name, "Red scarf");
    assert_eq!(renamed.recipient, Recipient::Member(cat), "still for Cat");
}

#[test]
fn each_member_sees_the_list_without_their_surprises() {
    let mut t = with_items();
    let list = t.g.list;
    // (who, the items they see, newest first)
    let table = [
        (t.g.olive, vec![t.scarf, t.watch, t.game]),
        (t.g.ben, vec![t.scarf, t.game]),
        (t.g.cat, vec![t.watch, t.game]),
    ];
    for (me, expected) in table {
        let view = group_list(&mut t.g.store, me, list).unwrap();
        let seen: Vec<ItemId> = view.items.iter().map(|i| i.id).collect();
        assert_eq!(seen, expected, "{me}");
        assert_eq!(view.summary.item_count, expected.len() as u64, "{me}");
        assert_eq!(view.summary.member_count, 3, "{me}");
        let members: Vec<UserId> = view.members.iter().map(|m| m.user_id).collect();
        assert_eq!(members, [t.g.olive, t.g.ben, t.g.cat], "{me}");
    }
    for me in [t.g.dan, t.g.eve] {
        assert_eq!(
            group_list(&mut t.g.store, me, list),
            Err(GroupListError::NotFound)
        );
    }
}

#[test]
fn members_are_the_creator_first_then_by_name() {
    let mut store = InMemoryStore::new();
    let zoe = store.add_user("zoe@example.com", "Zoe");
    let yan = store.add_user("yan@example.com", "Yan");
    let amy = store.add_user("amy@example.com", "Amy");
    let list = store.seed_group_list(zoe, "Zoe's");
    store.seed_member(list, yan);
    store.seed_member(list, amy);
    let members: Vec<UserId> = store
        .group_members(list)
        .unwrap()
        .iter()
        .map(|m| m.user_id)
        .collect();
    assert_eq!(members, [zoe, amy, yan]);
}

#[test]
fn my_lists_are_newest_first() {
    let mut g = group();
    g.store.now += TimeDelta::hours(1);
    let newer = g.store.seed_group_list(g.cat, "Cat's");
    g.store.seed_member(newer, g.ben);
    g.store.seed_group_list(g.dan, "Not Ben's");
    let mine: Vec<(ListId, MemberRole)> = g
        .store
        .group_lists_of(g.ben)
        .unwrap()
        .into_iter()
        .map(|s| (s.list.id, s.role))
        .collect();
    assert_eq!(
        mine,
        [(newer, MemberRole::Member), (g.list, MemberRole::Member)]
    );
}

// ---- the list itself ----

#[test]
fn only_the_owner_changes_the_list() {
    let table = [
        ("the owner", Who::Olive, Ok("Renamed")),
        ("a member", Who::Ben, Err(GroupListError::OwnerOnly)),
        ("a stranger", Who::Eve, Err(GroupListError::NotFound)),
    ];
    for (case, who, expected) in table {
        let mut g = group();
        let me = g.id(who);
        let before = g.store.snapshot();
        let result = update_group_list(
            &mut g.store,
            me,
            g.list,
            named(" Renamed "),
            public(Some(true)),
            || NEW.into(),
            today(),
        );
        match expected {
            Ok(name) => {
                let view = result.unwrap();
                assert_eq!(view.summary.list.input.name, name, "{case}");
                assert_eq!(g.store.group(g.list), view.summary.list, "{case}");
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(g.store.state, before, "{case}: nothing written");
            }
        }
    }
    let mut g = group();
    let before = g.store.snapshot();
    assert_eq!(
        update_group_list(
            &mut g.store,
            g.olive,
            g.list,
            named("  "),
            public(None),
            || NEW.into(),
            today()
        ),
        Err(invalid("name", messages::WISHLIST_NAME_REQUIRED))
    );
    assert_eq!(
        g.store.state, before,
        "a bad name changes nothing, public neither"
    );
}

#[test]
fn visibility_table() {
    // (case, token and listed before, sent, token and listed after, token drawn?)
    type Case = (
        &'static str,
        (Option<&'static str>, bool),
        Visibility,
        (Option<&'static str>, bool),
        bool,
    );
    let table: Vec<Case> = vec![
        (
            "private made public: a new token",
            (None, false),
            public(None),
            (Some(NEW), false),
            true,
        ),
        (
            "private made public and listed",
            (None, false),
            public(Some(true)),
            (Some(NEW), true),
            true,
        ),
        (
            "public stays public: the same token",
            (Some(OLD), true),
            public(None),
            (Some(OLD), true),
            false,
        ),
        (
            "made private: token and listing cleared",
            (Some(OLD), true),
            Visibility {
                is_public: Some(false),
                listed: None,
            },
            (None, false),
            false,
        ),
        (
            "made private but listed: neither",
            (Some(OLD), true),
            Visibility {
                is_public: Some(false),
                listed: Some(true),
            },
            (None, false),
            false,
        ),
        (
            "listed while private: stays unlisted",
            (None, false),
            Visibility {
                is_public: None,
                listed: Some(true),
            },
            (None, false),
            false,
        ),
        (
            "listed while public",
            (Some(OLD), false),
            Visibility {
                is_public: None,
                listed: Some(true),
            },
            (Some(OLD), true),
            false,
        ),
        (
            "unlisted, still public",
            (Some(OLD), true),
            Visibility {
                is_public: None,
                listed: Some(false),
            },
            (Some(OLD), false),
            false,
        ),
        (
            "nothing sent: nothing changes",
            (Some(OLD), true),
            Visibility::default(),
            (Some(OLD), true),
            false,
        ),
    ];
    for (case, (token, listed), visibility, (token_after, listed_after), drawn) in table {
        let mut g = group();
        g.store.seed_group_public(g.list, token, listed);
        let called = Cell::new(false);
        let view = update_group_list(
            &mut g.store,
            g.olive,
            g.list,
            GroupListDraft::default(),
            visibility,
            || {
                called.set(true);
                NEW.into()
            },
            today(),
        )
        .unwrap_or_else(|e| panic!("{case}: {e:?}"));
        let stored = g.store.group(g.list);
        assert_eq!(stored.public_token.as_deref(), token_after, "{case}");
        assert_eq!(stored.listed, listed_after, "{case}");
        assert_eq!(
            view.summary.list, stored,
            "{case}: the view is the stored list"
        );
        assert_eq!(stored.input.name, "Family", "{case}: fields kept");
        assert_eq!(called.get(), drawn, "{case}: token drawn");
        assert!(!g.store.calls.contains(&"update_group_list"), "{case}");
        assert_eq!(
            g.store.calls.contains(&"set_group_list_public"),
            visibility != Visibility::default(),
            "{case}"
        );
    }
}

#[test]
fn public_again_gets_a_new_link() {
    let mut g = group();
    let (olive, list) = (g.olive, g.list);
    let set = |store: &mut InMemoryStore, is_public: bool, token: &'static str| {
        update_group_list(
            store,
            olive,
            list,
            GroupListDraft::default(),
            Visibility {
                is_public: Some(is_public),
                listed: Some(true),
            },
            || token.into(),
            today(),
        )
        .unwrap()
        .summary
        .list
    };
    assert_eq!(
        set(&mut g.store, true, OLD).public_token.as_deref(),
        Some(OLD)
    );
    let private = set(&mut g.store, false, NEW);
    assert_eq!((private.public_token, private.listed), (None, false));
    let again = set(&mut g.store, true, NEW);
    assert_eq!(again.public_token.as_deref(), Some(NEW), "not the old link");
    assert!(again.listed);
    // The old link is dead.
    assert_eq!(
        public_list(&mut g.store, OLD),
        Err(GroupListError::NotFound)
    );
}

#[test]
fn rotate_table() {
    // (case, who, token before, Ok or the error)
    let table = [
        ("the owner, public", Who::Olive, Some(OLD), Ok(())),
        (
            "the owner, private",
            Who::Olive,
            None,
            Err(GroupListError::Private),
        ),
        (
            "a member",
            Who::Ben,
            Some(OLD),
            Err(GroupListError::OwnerOnly),
        ),
        (
            "a stranger",
            Who::Eve,
            Some(OLD),
            Err(GroupListError::NotFound),
        ),
    ];
    for (case, who, token, expected) in table {
        let mut g = group();
        g.store.seed_group_public(g.list, token, token.is_some());
        let me = g.id(who);
        let before = g.store.snapshot();
        let result = rotate_group_list_link(&mut g.store, me, g.list, ROTATED.into());
        match expected {
            Ok(()) => {
                let view = result.unwrap();
                let stored = g.store.group(g.list);
                assert_eq!(stored.public_token.as_deref(), Some(ROTATED), "{case}");
                assert!(stored.listed, "{case}: still listed");
                assert_eq!(view.summary.list, stored, "{case}");
                assert_eq!(
                    public_list(&mut g.store, OLD),
                    Err(GroupListError::NotFound),
                    "{case}: the old link is dead"
                );
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(g.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn delete_list_table() {
    let table = [
        ("the owner", Who::Olive, Ok(())),
        ("a member", Who::Ben, Err(GroupListError::OwnerOnly)),
        ("a stranger", Who::Eve, Err(GroupListError::NotFound)),
    ];
    for (case, who, expected) in table {
        let mut t = with_items();
        let me = t.g.id(who);
        let list = t.g.list;
        let before = t.g.store.snapshot();
        assert_eq!(
            delete_group_list(&mut t.g.store, me, list),
            expected,
            "{case}"
        );
        match expected {
            Ok(()) => {
                assert!(!t.g.store.state.group_lists.contains_key(&list), "{case}");
                assert!(t.g.store.member_ids(list).is_empty(), "{case}");
                assert!(
                    t.g.store
                        .state
                        .group_items
                        .values()
                        .all(|i| i.list_id != list),
                    "{case}: its items too"
                );
                assert!(
                    t.g.store.state.group_items.contains_key(&t.elsewhere),
                    "{case}: other lists keep theirs"
                );
            }
            Err(_) => assert_eq!(t.g.store.state, before, "{case}: nothing written"),
        }
    }
}

// ---- public links ----

#[test]
fn malformed_public_links_are_refused_without_a_look_up() {
    let mut g = group();
    g.store.seed_group_public(g.list, Some(OLD), true);
    let too_long = format!("{OLD}o");
    let with_percent = format!("{}%", &OLD[1..]);
    let with_slash = format!("{}/", &OLD[1..]);
    for token in [
        "",
        "short",
        &OLD[1..],
        &too_long,
        &with_percent,
        &with_slash,
    ] {
        assert_eq!(
            public_list(&mut g.store, token),
            Err(GroupListError::NotFound),
            "{token:?}"
        );
    }
    assert!(g.store.calls.is_empty(), "read: {:?}", g.store.calls);
}

#[test]
fn a_public_link_shows_a_personal_list_first_then_a_group_list() {
    let mut t = with_items();
    let (olive, list) = (t.g.olive, t.g.list);
    t.g.store.seed_group_public(list, Some(OLD), false);
    let Ok(PublicView::Group {
        list: shown,
        owner,
        items,
    }) = public_list(&mut t.g.store, OLD)
    else {
        panic!("a group list");
    };
    assert_eq!(shown.id, list);
    assert_eq!(owner.first_only(), "Olive");
    let ids: Vec<ItemId> = items.iter().map(|i| i.id).collect();
    assert_eq!(ids, [t.game], "no surprises, for anyone");
    assert_eq!(t.g.store.calls, ["public_list", "public_group_list"]);

    // A personal list with the token wins (tokens are unique in practice).
    t.g.store.calls.clear();
    t.g.store.seed_item(olive, "Kettle");
    t.g.store.state.public_tokens.insert(olive, OLD.into());
    let Ok(PublicView::Personal(personal)) = public_list(&mut t.g.store, OLD) else {
        panic!("the personal list");
    };
    assert_eq!(personal.owner_first_name.as_deref(), Some("Olive"));
    assert_eq!(personal.items.len(), 1);
    assert_eq!(t.g.store.calls, ["public_list"]);

    // Well formed, but no list has it.
    assert_eq!(
        public_list(&mut t.g.store, NEW),
        Err(GroupListError::NotFound)
    );
}

// ---- Find a list ----

fn search(text: Option<&str>, occasion: Option<&str>) -> ListSearch {
    ListSearch::new(text, occasion).unwrap()
}

#[test]
fn find_lists_table() {
    let mut store = InMemoryStore::new();
    let olive = store.add_user("olive@example.com", "Olive");
    let ben = store.add_user("ben@example.com", "Ben");
    let cat = store.add_user("cat@example.com", "Cat");
    // Olive's wedding list, listed, with a surprise that must not show.
    let wedding = store.seed_group_list(olive, "Our Wedding");
    store
        .state
        .group_lists
        .get_mut(&wedding)
        .unwrap()
        .input
        .occasion = Some(Occasion::Wedding);
    store.seed_group_public(wedding, Some(OLD), true);
    store.seed_member(wedding, ben);
    store.seed_group_item(wedding, olive, Recipient::Everyone, "Toaster");
    store.seed_group_item(wedding, olive, Recipient::Member(ben), "Surprise");
    // An hour later, Ben's baby shower, listed, with a description.
    store.now += TimeDelta::hours(1);
    let shower = store.seed_group_list(ben, "Little one");
    {
        let input = &mut store.state.group_lists.get_mut(&shower).unwrap().input;
        input.occasion = Some(Occasion::BabyShower);
        input.description = Some("Nursery things for MUM".into());
    }
    store.seed_group_public(shower, Some(NEW), true);
    // Public but unlisted, and private: never found.
    let unlisted = store.seed_group_list(olive, "Unlisted wedding");
    store.seed_group_public(unlisted, Some(ROTATED), false);
    store.seed_group_list(olive, "Private wedding");
    // Cat's personal list, listed (her account is the oldest of them all).
    store.seed_item(cat, "Book");
    store
        .state
        .public_tokens
        .insert(cat, "cccccccccccccccccccccccccccccccc".into());
    store.state.listed.insert(cat);
    store.state.users.get_mut(&cat).unwrap().created_at = store.now - TimeDelta::days(30);
    // Ben's personal list is public but not listed.
    store
        .state
        .public_tokens
        .insert(ben, "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb".into());

    // (case, search, titles found, newest first)
    let table = [
        (
            "everything listed",
            search(None, None),
            vec!["Little one", "Our Wedding", "Cat's wishlist"],
        ),
        (
            "by title, any case",
            search(Some("WEDDING"), None),
            vec!["Our Wedding"],
        ),
        (
            "by the owner's first name",
            search(Some("olive"), None),
            vec!["Our Wedding"],
        ),
        (
            "by description",
            search(Some("mum"), None),
            vec!["Little one"],
        ),
        (
            "a personal list by its owner's name",
            search(Some("cat"), None),
            vec!["Cat's wishlist"],
        ),
        (
            "a personal list by its title",
            search(Some("'s wishlist"), None),
            vec!["Cat's wishlist"],
        ),
        (
            "by occasion: personal lists have none",
            search(None, Some("wedding")),
            vec!["Our Wedding"],
        ),
        (
            "occasion and text",
            search(Some("little"), Some("Baby Shower")),
            vec!["Little one"],
        ),
        (
            "occasion and text that do not meet",
            search(Some("wedding"), Some("baby-shower")),
            vec![],
        ),
        ("nothing matches", search(Some("zebra"), None), vec![]),
    ];
    for (case, query, expected) in table {
        store.calls.clear();
        let found = find_lists(&mut store, &query).unwrap();
        let titles: Vec<&str> = found.iter().map(|l| l.title.as_str()).collect();
        assert_eq!(titles, expected, "{case}");
        assert_eq!(store.calls, ["listed_lists"], "{case}");
    }

    let found = find_lists(&mut store, &search(Some("wedding"), None)).unwrap();
    let card = &found[0];
    assert_eq!(card.kind, ListKind::Group);
    assert_eq!(card.token, OLD);
    assert_eq!(card.owner_name, "Olive");
    assert_eq!(card.occasion, Some(Occasion::Wedding));
    assert_eq!(card.item_count, 1, "the surprise is not counted");
    let featured: Vec<&str> = card.featured.iter().map(|f| f.title.as_str()).collect();
    assert_eq!(featured, ["Toaster"]);
    let found = find_lists(&mut store, &search(Some("cat"), None)).unwrap();
    assert_eq!(found[0].kind, ListKind::Personal);
    assert_eq!(found[0].item_count, 1);
    assert_eq!(found[0].owner_name, "Cat");
}

#[test]
fn find_lists_answers_at_most_fifty() {
    use domain::group_list::SEARCH_RESULTS_MAX;
    let mut store = InMemoryStore::new();
    let olive = store.add_user("olive@example.com", "Olive");
    let mut newest = Vec::new();
    for n in 0..=SEARCH_RESULTS_MAX {
        store.now += TimeDelta::minutes(1);
        let list = store.seed_group_list(olive, &format!("List {n}"));
        store.seed_group_public(list, Some(&format!("{n:0>32}")), true);
        newest.insert(0, format!("List {n}"));
    }
    let found = find_lists(&mut store, &ListSearch::default()).unwrap();
    let titles: Vec<String> = found.into_iter().map(|l| l.title).collect();
    newest.truncate(SEARCH_RESULTS_MAX as usize);
    assert_eq!(titles, newest, "the newest fifty");
}

// ---- failures roll everything back ----

#[test]
fn a_store_failure_rolls_everything_back() {
    // (case, failing method, calls that succeed first, the use case)
    type Run = fn(&mut Group) -> Result<(), GroupListError>;
    let create: Run = |g| {
        create_group_list(
            &mut g.store,
            g.olive,
            named("New"),
            public(Some(true)),
            || NEW.into(),
            today(),
        )
        .map(drop)
    };
    let invite: Run = |g| invite_member(&mut g.store, g.olive, g.list, Some(g.dan), None).map(drop);
    let add: Run = |g| add_group_item(&mut g.store, g.ben, g.list, item("Kettle")).map(drop);
    let table: Vec<(&str, &'static str, u32, Run)> = vec![
        ("create: reading it back", "group_items", 0, create),
        ("create: its members", "group_members", 0, create),
        ("invite: the notice", "notify", 0, invite),
        ("invite: adding", "add_group_member", 0, invite),
        (
            "invite: reading the member back after the notice",
            "group_members",
            1,
            invite,
        ),
        ("add: the notices", "notify", 0, add),
        ("add: the adder's name", "user", 0, add),
    ];
    for (case, method, successes, run) in table {
        let mut g = group();
        let before = g.store.snapshot();
        g.store.fail_after(method, successes, failed());
        assert_eq!(run(&mut g), Err(GroupListError::Store(failed())), "{case}");
        assert_eq!(g.store.state, before, "{case}: nothing written");
        assert!(g.store.calls.contains(&method), "{case}");
    }
}

#[test]
fn the_news_reaches_the_bell_newest_first() {
    use domain::ports::NotificationStore;
    let mut g = group();
    invite_member(&mut g.store, g.olive, g.list, Some(g.dan), None).unwrap();
    g.store.now += TimeDelta::minutes(5);
    add_group_item(&mut g.store, g.olive, g.list, item("Kettle")).unwrap();
    let bell = g.store.notifications(g.dan, 10).unwrap();
    let kinds: Vec<NotificationKind> = bell.iter().map(|n| n.kind).collect();
    assert_eq!(
        kinds,
        [NotificationKind::ListNews, NotificationKind::ListInvite]
    );
    assert_eq!(g.store.unread_count(g.dan).unwrap(), 2);
    let read = g.store.mark_read(g.dan, bell[0].id).unwrap().unwrap();
    assert_eq!(read.read_at, Some(g.store.now));
    assert_eq!(
        g.store.mark_read(g.ben, bell[1].id).unwrap(),
        None,
        "not Ben's"
    );
    assert_eq!(g.store.mark_all_read(g.dan).unwrap(), 1);
    assert_eq!(g.store.unread_count(g.dan).unwrap(), 0);
    assert_eq!(
        g.store.unread_count(g.ben).unwrap(),
        1,
        "Ben's stays unread"
    );
}
