//! Claims (`use_cases::claims`): members, friends with a shared item and
//! guests on a public link claim units of an item; the reveal (a list
//! archived, an item received); what each viewer may know of the claims
//! (the surprise rule); and the givers' news when a claimed item changes,
//! against the in-memory store.

use crate::support::{at, day, InMemoryStore};
use chrono::{NaiveDate, TimeDelta};
use domain::claim::{Claim, ClaimDraft, ClaimStatus, ClaimView, Giver, GuestClaimDraft};
use domain::group_list::{GroupItemDraft, PersonName, Recipient};
use domain::ids::{ItemId, ListId, UserId};
use domain::messages;
use domain::notification::{group_list_link, Notice, NotificationKind};
use domain::ports::{ClaimStore, NewGiver, StoreError};
use domain::sharing::Shareable;
use domain::use_cases::claims::{
    archive_group_list, claim_as_guest, claim_group_item, claim_shared_item, claim_views,
    group_item_claims, group_list_with_claims, guest_claim, mark_received, reveal_due_lists,
    tell_givers, unclaim_group_item, unclaim_shared_item, undo_guest_claim, ClaimError,
    ClaimSubject, GroupItemSeen,
};
use domain::use_cases::group_lists::{delete_group_item, update_group_item, GroupListError};
use domain::wishlist::WishlistDraft;
use domain::ValidationError;

/// Olive's personal wishlist's public link.
const PERSONAL: &str = "pppppppppppppppppppppppppppppppp";
/// The group list's public link.
const GROUP: &str = "gggggggggggggggggggggggggggggggg";
/// No list has this one.
const UNKNOWN: &str = "uuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu";

/// Olive's list 'Family' with Ben and Cat on it; Dan is Olive's friend
/// but not on it; Eve is a stranger to all of them.
///
/// On the list: Ben's board game for everyone (3 units, Olive claimed 1),
/// Olive's watch, a surprise for Ben, Cat's mug for herself, Olive's
/// flowers for Grandma (someone outside the app); on Dan's list (Ben and
/// Cat on it too) Dan's book.
///
/// Olive's wishlist: a kettle (2 units) shared with Ben (read-only) and
/// Cat (may edit), and a lamp shared with Ben that she received already.
struct World {
    store: InMemoryStore,
    olive: UserId,
    ben: UserId,
    cat: UserId,
    dan: UserId,
    eve: UserId,
    list: ListId,
    game: ItemId,
    watch: ItemId,
    mug: ItemId,
    flowers: ItemId,
    book: ItemId,
    kettle: ItemId,
    lamp: ItemId,
    today: NaiveDate,
}

fn world() -> World {
    let mut store = InMemoryStore::new();
    let mut user = |email: &str, first: &str, last: &str| {
        let id = store.add_user(email, first);
        store.state.users.get_mut(&id).unwrap().last_name = Some(last.into());
        id
    };
    let olive = user("olive@example.com", "Olive", "Oak");
    let ben = user("ben@example.com", "Ben", "Birch");
    let cat = user("cat@example.com", "Cat", "Cedar");
    let dan = user("dan@example.com", "Dan", "Dogwood");
    let eve = user("eve@example.com", "Eve", "Elm");
    for friend in [ben, cat, dan] {
        store.seed_friendship(olive, friend);
    }
    let list = store.seed_group_list(olive, "Family");
    store.seed_member(list, ben);
    store.seed_member(list, cat);
    let game = store.seed_group_item(list, ben, Recipient::Everyone, "Board game");
    set_group_quantity(&mut store, game, 3);
    let watch = store.seed_group_item(list, olive, Recipient::Member(ben), "Watch");
    let mug = store.seed_group_item(list, cat, Recipient::Member(cat), "Mug");
    let flowers = store.seed_group_item(list, olive, Recipient::Named("Grandma".into()), "Flowers");
    let other = store.seed_group_list(dan, "Dan's");
    store.seed_member(other, ben);
    store.seed_member(other, cat);
    let book = store.seed_group_item(other, dan, Recipient::Everyone, "Book");
    store.seed_claim(game, olive, 1);

    let kettle = store.seed_item(olive, "Kettle");
    store.state.items.get_mut(&kettle).unwrap().input.quantity = 2;
    store.seed_share(olive, Shareable::WishlistItem(kettle), ben, false);
    store.seed_share(olive, Shareable::WishlistItem(kettle), cat, true);
    let lamp = store.seed_item(olive, "Lamp");
    store.state.items.get_mut(&lamp).unwrap().received_at = Some(at("2026-05-20T10:00:00"));
    store.seed_share(olive, Shareable::WishlistItem(lamp), ben, false);
    World {
        store,
        olive,
        ben,
        cat,
        dan,
        eve,
        list,
        game,
        watch,
        mug,
        flowers,
        book,
        kettle,
        lamp,
        today: day("2026-06-01"),
    }
}

fn set_group_quantity(store: &mut InMemoryStore, item: ItemId, quantity: u32) {
    store
        .state
        .group_items
        .get_mut(&item)
        .unwrap()
        .input
        .quantity = quantity;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Who {
    Olive,
    Ben,
    Cat,
    Dan,
    Eve,
}

#[derive(Debug, Clone, Copy)]
enum Item {
    Game,
    Watch,
    Mug,
    Flowers,
    Book,
    Unknown,
}

impl World {
    fn id(&self, who: Who) -> UserId {
        match who {
            Who::Olive => self.olive,
            Who::Ben => self.ben,
            Who::Cat => self.cat,
            Who::Dan => self.dan,
            Who::Eve => self.eve,
        }
    }

    fn item(&self, item: Item) -> ItemId {
        match item {
            Item::Game => self.game,
            Item::Watch => self.watch,
            Item::Mug => self.mug,
            Item::Flowers => self.flowers,
            Item::Book => self.book,
            Item::Unknown => ItemId(999_999),
        }
    }

    /// The store's claims on `target`, in the order they were made.
    fn claims_on(&self, target: ItemId) -> Vec<Claim> {
        self.store
            .state
            .claims
            .values()
            .filter(|c| c.claim.target == target)
            .map(|c| c.claim.clone())
            .collect()
    }

    /// `user`'s claims on `target` (at most one is ever right).
    fn claims_of(&self, target: ItemId, user: UserId) -> Vec<Claim> {
        self.claims_on(target)
            .into_iter()
            .filter(|c| c.giver.user() == Some(user))
            .collect()
    }

    fn count(&self, call: &str) -> usize {
        self.store.calls.iter().filter(|c| **c == call).count()
    }
}

fn group(item: ItemId) -> ItemId {
    item
}

fn personal(item: ItemId) -> ItemId {
    item
}

fn draft(quantity: Option<i64>, status: Option<&str>) -> ClaimDraft {
    ClaimDraft {
        quantity,
        status: status.map(Into::into),
        allow_repeat: false,
    }
}

fn guest(name: &str, quantity: i64) -> GuestClaimDraft {
    GuestClaimDraft {
        name: Some(name.into()),
        email: Some(format!("{}@example.org", name.to_lowercase())),
        quantity: Some(quantity),
    }
}

fn invalid(field: &str, message: &str) -> ClaimError {
    ClaimError::Invalid(ValidationError::field(field, message))
}

fn failed() -> StoreError {
    StoreError::Failed("boom".into())
}

fn person(first: &str, last: &str, email: &str) -> PersonName {
    PersonName {
        first_name: Some(first.into()),
        last_name: Some(last.into()),
        email: Some(email.into()),
    }
}

// ---- a member claims an item of a group list ----

#[test]
fn claim_group_item_table() {
    // (case, who, which item, draft, Ok((quantity, status)) or the error)
    type Case = (
        &'static str,
        Who,
        Item,
        ClaimDraft,
        Result<(u32, ClaimStatus), ClaimError>,
    );
    let table: Vec<Case> = vec![
        (
            "an item for everyone: one unit, reserved by default",
            Who::Cat,
            Item::Game,
            ClaimDraft::default(),
            Ok((1, ClaimStatus::Reserved)),
        ),
        (
            "an item for another member",
            Who::Cat,
            Item::Watch,
            ClaimDraft::default(),
            Ok((1, ClaimStatus::Reserved)),
        ),
        (
            "an item for someone named",
            Who::Ben,
            Item::Flowers,
            draft(Some(1), Some(" purchased ")),
            Ok((1, ClaimStatus::Purchased)),
        ),
        (
            "the adder claims their own item for everyone",
            Who::Ben,
            Item::Game,
            draft(Some(2), None),
            Ok((2, ClaimStatus::Reserved)),
        ),
        (
            "the owner claims a member's wish",
            Who::Olive,
            Item::Mug,
            ClaimDraft::default(),
            Ok((1, ClaimStatus::Reserved)),
        ),
        (
            "all that is left (3 units, Olive has 1)",
            Who::Cat,
            Item::Game,
            draft(Some(2), None),
            Ok((2, ClaimStatus::Reserved)),
        ),
        (
            "more than is left",
            Who::Cat,
            Item::Game,
            draft(Some(3), None),
            Err(ClaimError::OnlyLeft(2)),
        ),
        (
            "more than the item's quantity",
            Who::Cat,
            Item::Flowers,
            draft(Some(2), None),
            Err(ClaimError::OnlyLeft(1)),
        ),
        (
            "the member it is for (their own wish)",
            Who::Cat,
            Item::Mug,
            ClaimDraft::default(),
            Err(ClaimError::OwnGift),
        ),
        (
            "a surprise for me, by its id",
            Who::Ben,
            Item::Watch,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "a friend of the owner not on the list",
            Who::Dan,
            Item::Game,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "a stranger",
            Who::Eve,
            Item::Game,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "an item of another list, by this list",
            Who::Ben,
            Item::Book,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "no such item",
            Who::Ben,
            Item::Unknown,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "quantity 0",
            Who::Cat,
            Item::Game,
            draft(Some(0), None),
            Err(invalid("quantity", messages::CLAIM_QUANTITY_RANGE)),
        ),
        (
            "a negative quantity",
            Who::Cat,
            Item::Game,
            draft(Some(-1), None),
            Err(invalid("quantity", messages::CLAIM_QUANTITY_RANGE)),
        ),
        (
            "an unknown status",
            Who::Cat,
            Item::Game,
            draft(None, Some("given")),
            Err(invalid("status", messages::CLAIM_STATUS_INVALID)),
        ),
    ];
    for (case, who, which, draft, expected) in table {
        let mut w = world();
        let (me, item_id) = (w.id(who), w.item(which));
        let before = w.store.snapshot();
        let result = claim_group_item(&mut w.store, me, w.list, item_id, draft);
        match expected {
            Ok((quantity, status)) => {
                let item = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                assert_eq!(item.id, item_id, "{case}");
                let mine = w.claims_of(group(item_id), me);
                assert_eq!(mine.len(), 1, "{case}: one claim");
                let user = &w.store.state.users[&me];
                let name = person(
                    user.first_name.as_deref().unwrap(),
                    user.last_name.as_deref().unwrap(),
                    user.email.as_deref().unwrap(),
                );
                assert_eq!(
                    mine[0],
                    Claim {
                        id: mine[0].id,
                        target: group(item_id),
                        giver: Giver::User { id: me, name },
                        quantity,
                        status,
                        created_at: w.store.now,
                    },
                    "{case}"
                );
                assert_eq!(
                    w.store.state.claims.len(),
                    before.claims.len() + 1,
                    "{case}: only mine added"
                );
                for (id, stored) in &before.claims {
                    assert_eq!(w.store.state.claims[id], *stored, "{case}: others kept");
                }
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(w.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn archived_lists_take_no_claims_and_keep_them() {
    // (case, archived by its creator, event date, archived on 2026-06-01)
    let table = [
        ("neither archived nor dated", None, None, false),
        (
            "archived by its creator",
            Some("2026-05-31T09:00:00"),
            None,
            true,
        ),
        ("three days after its event", None, Some("2026-05-29"), true),
        ("long after its event", None, Some("2025-12-24"), true),
        ("two days after its event", None, Some("2026-05-30"), false),
        ("on the day of its event", None, Some("2026-06-01"), false),
        ("before its event", None, Some("2026-06-20"), false),
        (
            "archived before a future event",
            Some("2026-05-31T09:00:00"),
            Some("2026-06-20"),
            true,
        ),
    ];
    for (case, archived_at, event_date, archived) in table {
        let mut w = world();
        let (olive, cat, list, game) = (w.olive, w.cat, w.list, w.game);
        {
            let stored = w.store.state.group_lists.get_mut(&list).unwrap();
            stored.archived_at = archived_at.map(at);
            stored.input.event_date = event_date.map(day);
        }
        // The scheduler's tick on the day stores the reveals that came.
        reveal_due_lists(&mut w.store, w.today, at("2026-06-01T00:01:00")).unwrap();
        let before = w.store.snapshot();
        let claim = claim_group_item(&mut w.store, cat, list, game, ClaimDraft::default());
        let unclaim = unclaim_group_item(&mut w.store, olive, list, game);
        if archived {
            assert_eq!(claim, Err(ClaimError::Archived), "{case}: claim");
            assert_eq!(unclaim, Err(ClaimError::Archived), "{case}: unclaim");
            assert_eq!(w.store.state, before, "{case}: nothing written");
        } else {
            claim.unwrap_or_else(|e| panic!("{case}: {e:?}"));
            unclaim.unwrap_or_else(|e| panic!("{case}: {e:?}"));
            assert_eq!(w.claims_of(group(game), cat).len(), 1, "{case}");
            assert!(w.claims_of(group(game), olive).is_empty(), "{case}");
        }
        let seen = group_list_with_claims(&mut w.store, cat, list).unwrap();
        assert_eq!(seen.archived, archived, "{case}: the list says so");
    }
}

#[test]
fn the_reveal_is_stored_by_the_scheduler_and_one_way() {
    let mut w = world();
    let (olive, ben, cat, list, game) = (w.olive, w.ben, w.cat, w.list, w.game);
    let surprises_for_ben = |w: &mut World| {
        let seen = group_list_with_claims(&mut w.store, ben, list).unwrap();
        (seen.items.len(), seen.archived)
    };
    let hidden = surprises_for_ben(&mut w);
    assert!(!hidden.1);
    // A date long past reveals nothing by itself: reads never write.
    w.store
        .state
        .group_lists
        .get_mut(&list)
        .unwrap()
        .input
        .event_date = Some(day("2020-01-01"));
    let before = w.store.snapshot();
    assert_eq!(surprises_for_ben(&mut w), hidden, "no read reveals");
    claim_group_item(&mut w.store, cat, list, game, ClaimDraft::default()).unwrap();
    unclaim_group_item(&mut w.store, cat, list, game).unwrap();
    assert_eq!(w.store.state.group_lists, before.group_lists, "still open");
    // The scheduler stores it: once, as of when it ran.
    let now = at("2026-06-01T00:01:00");
    assert_eq!(reveal_due_lists(&mut w.store, w.today, now), Ok(1));
    assert_eq!(reveal_due_lists(&mut w.store, w.today, now), Ok(0), "once");
    assert_eq!(w.store.group(list).archived_at, Some(now));
    let revealed = surprises_for_ben(&mut w);
    assert!(
        revealed.1 && revealed.0 > hidden.0,
        "{revealed:?} after {hidden:?}"
    );
    // A later date never takes it back, and the creator archiving again
    // does not move it.
    w.store
        .state
        .group_lists
        .get_mut(&list)
        .unwrap()
        .input
        .event_date = Some(day("2099-01-01"));
    archive_group_list(&mut w.store, olive, list, at("2026-06-02T09:00:00")).unwrap();
    assert_eq!(w.store.group(list).archived_at, Some(now));
    assert_eq!(surprises_for_ben(&mut w), revealed);
    assert_eq!(
        claim_group_item(&mut w.store, cat, list, game, ClaimDraft::default()),
        Err(ClaimError::Archived)
    );
}

#[test]
fn the_scheduler_reveals_only_lists_three_days_past_their_event() {
    // (event date, revealed on 2026-06-01)
    for (event, revealed) in [
        (None, false),
        (Some("2026-05-29"), true),
        (Some("2025-12-24"), true),
        (Some("2026-05-30"), false),
        (Some("2026-06-01"), false),
        (Some("2026-06-20"), false),
    ] {
        let mut w = world();
        let list = w.list;
        w.store
            .state
            .group_lists
            .get_mut(&list)
            .unwrap()
            .input
            .event_date = event.map(day);
        let count = reveal_due_lists(&mut w.store, w.today, at("2026-06-01T00:01:00")).unwrap();
        assert_eq!(count, usize::from(revealed), "{event:?}");
        assert_eq!(
            w.store.group(list).archived_at.is_some(),
            revealed,
            "{event:?}"
        );
    }
}

#[test]
fn the_recipient_is_refused_before_the_archive_is_checked() {
    let mut w = world();
    let (cat, list, mug) = (w.cat, w.list, w.mug);
    w.store
        .state
        .group_lists
        .get_mut(&list)
        .unwrap()
        .archived_at = Some(at("2026-05-31T09:00:00"));
    assert_eq!(
        claim_group_item(&mut w.store, cat, list, mug, ClaimDraft::default()),
        Err(ClaimError::OwnGift)
    );
}

#[test]
fn changing_my_claim_changes_the_one_claim() {
    let mut w = world();
    let (ben, cat, list, game) = (w.ben, w.cat, w.list, w.game);
    // 3 units: Olive has 1, Cat takes 1, so 1 is left (2 counting Cat's own).
    claim_group_item(&mut w.store, cat, list, game, ClaimDraft::default()).unwrap();
    let first = w.claims_of(group(game), cat)[0].clone();

    // Up to what is left plus mine, and bought now.
    w.store.calls.clear();
    claim_group_item(
        &mut w.store,
        cat,
        list,
        game,
        draft(Some(2), Some("purchased")),
    )
    .unwrap();
    let mine = w.claims_of(group(game), cat);
    assert_eq!(mine.len(), 1, "no second row");
    assert_eq!(mine[0].id, first.id, "the same claim");
    assert_eq!(
        (mine[0].quantity, mine[0].status),
        (2, ClaimStatus::Purchased)
    );
    assert!(w.store.calls.contains(&"update_claim"));
    assert!(!w.store.calls.contains(&"insert_claim"));
    assert_eq!(w.claims_on(group(game)).len(), 2, "Olive's and Cat's");

    // More than that: the units left not counting my own claim.
    let before = w.store.snapshot();
    assert_eq!(
        claim_group_item(&mut w.store, cat, list, game, draft(Some(3), None)),
        Err(ClaimError::OnlyLeft(2))
    );
    assert_eq!(w.store.state, before, "nothing written");

    // Only the status sent: the quantity stays.
    claim_group_item(&mut w.store, cat, list, game, draft(None, Some("reserved"))).unwrap();
    let mine = w.claims_of(group(game), cat);
    assert_eq!(
        (mine[0].quantity, mine[0].status),
        (2, ClaimStatus::Reserved)
    );

    // Only the quantity sent: the status stays.
    claim_group_item(
        &mut w.store,
        cat,
        list,
        game,
        draft(None, Some("purchased")),
    )
    .unwrap();
    claim_group_item(&mut w.store, cat, list, game, draft(Some(1), None)).unwrap();
    let mine = w.claims_of(group(game), cat);
    assert_eq!(
        (mine[0].quantity, mine[0].status),
        (1, ClaimStatus::Purchased)
    );

    // Cat takes 2 again: none left for Ben (3 - Olive's 1 - Cat's 2).
    claim_group_item(&mut w.store, cat, list, game, draft(Some(2), None)).unwrap();
    let before = w.store.snapshot();
    assert_eq!(
        claim_group_item(&mut w.store, ben, list, game, ClaimDraft::default()),
        Err(ClaimError::OnlyLeft(0))
    );
    assert_eq!(w.store.state, before, "nothing written");
}

#[test]
fn an_item_lowered_below_its_claims_has_none_left() {
    let mut w = world();
    let (ben, cat, list, game) = (w.ben, w.cat, w.list, w.game);
    w.store.seed_claim(group(game), cat, 2);
    set_group_quantity(&mut w.store, game, 1);
    let before = w.store.snapshot();
    assert_eq!(
        claim_group_item(&mut w.store, ben, list, game, ClaimDraft::default()),
        Err(ClaimError::OnlyLeft(0))
    );
    assert_eq!(w.store.state, before);
}

// ---- a member takes their claim back ----

#[test]
fn unclaim_group_item_table() {
    // (case, who, which item, the error, if any)
    let table: Vec<(&str, Who, Item, Result<(), ClaimError>)> = vec![
        ("my claim", Who::Olive, Item::Game, Ok(())),
        (
            "no claim of mine",
            Who::Cat,
            Item::Game,
            Err(ClaimError::NoClaim),
        ),
        (
            "no claim on an item for someone named",
            Who::Ben,
            Item::Flowers,
            Err(ClaimError::NoClaim),
        ),
        (
            "a surprise for me",
            Who::Ben,
            Item::Watch,
            Err(ClaimError::NotFound),
        ),
        ("my own wish", Who::Cat, Item::Mug, Err(ClaimError::OwnGift)),
        (
            "not on the list",
            Who::Dan,
            Item::Game,
            Err(ClaimError::NotFound),
        ),
        (
            "a stranger",
            Who::Eve,
            Item::Game,
            Err(ClaimError::NotFound),
        ),
        (
            "another list's item",
            Who::Ben,
            Item::Book,
            Err(ClaimError::NotFound),
        ),
        (
            "no such item",
            Who::Olive,
            Item::Unknown,
            Err(ClaimError::NotFound),
        ),
    ];
    for (case, who, which, expected) in table {
        let mut w = world();
        let (me, item_id) = (w.id(who), w.item(which));
        // Ben's claim on the game too: only the caller's goes.
        w.store.seed_claim(group(w.game), w.ben, 1);
        // Ben's on Dan's list's book: not this list's.
        w.store.seed_claim(group(w.book), w.ben, 1);
        let before = w.store.snapshot();
        let result = unclaim_group_item(&mut w.store, me, w.list, item_id);
        match expected {
            Ok(()) => {
                assert_eq!(result.map(|i| i.id), Ok(item_id), "{case}");
                assert!(w.claims_of(group(item_id), me).is_empty(), "{case}");
                assert_eq!(
                    w.store.state.claims.len(),
                    before.claims.len() - 1,
                    "{case}: only mine removed"
                );
                assert_eq!(w.claims_of(group(w.game), w.ben).len(), 1, "{case}");
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(w.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn a_second_unclaim_finds_no_claim() {
    let mut w = world();
    let (olive, list, game) = (w.olive, w.list, w.game);
    unclaim_group_item(&mut w.store, olive, list, game).unwrap();
    assert_eq!(
        unclaim_group_item(&mut w.store, olive, list, game),
        Err(ClaimError::NoClaim)
    );
}

// ---- a friend claims an item shared with them ----

#[derive(Debug, Clone, Copy)]
enum Shared {
    Kettle,
    Lamp,
    Unknown,
}

impl World {
    fn shared(&self, which: Shared) -> ItemId {
        match which {
            Shared::Kettle => self.kettle,
            Shared::Lamp => self.lamp,
            Shared::Unknown => ItemId(999_999),
        }
    }
}

#[test]
fn claim_shared_item_table() {
    // (case, who, which item, draft, Ok(the quantity claimed) or the error)
    type Case = (
        &'static str,
        Who,
        Shared,
        ClaimDraft,
        Result<u32, ClaimError>,
    );
    let table: Vec<Case> = vec![
        (
            "a friend with a read-only share",
            Who::Ben,
            Shared::Kettle,
            ClaimDraft::default(),
            Ok(1),
        ),
        (
            "a friend who may edit",
            Who::Cat,
            Shared::Kettle,
            draft(Some(2), Some("purchased")),
            Ok(2),
        ),
        (
            "more than its quantity",
            Who::Cat,
            Shared::Kettle,
            draft(Some(3), None),
            Err(ClaimError::OnlyLeft(2)),
        ),
        (
            "quantity 0",
            Who::Ben,
            Shared::Kettle,
            draft(Some(0), None),
            Err(invalid("quantity", messages::CLAIM_QUANTITY_RANGE)),
        ),
        (
            "a friend it was not shared with",
            Who::Dan,
            Shared::Kettle,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "a stranger",
            Who::Eve,
            Shared::Kettle,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "its owner",
            Who::Olive,
            Shared::Kettle,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "an item received",
            Who::Ben,
            Shared::Lamp,
            ClaimDraft::default(),
            Err(ClaimError::Archived),
        ),
        (
            "a received item not shared with me",
            Who::Cat,
            Shared::Lamp,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
        (
            "no such item",
            Who::Ben,
            Shared::Unknown,
            ClaimDraft::default(),
            Err(ClaimError::NotFound),
        ),
    ];
    for (case, who, which, draft, expected) in table {
        let mut w = world();
        let (me, item_id) = (w.id(who), w.shared(which));
        let before = w.store.snapshot();
        let result = claim_shared_item(&mut w.store, me, item_id, draft);
        match expected {
            Ok(quantity) => {
                assert_eq!(result.map(|i| i.id), Ok(item_id), "{case}");
                let mine = w.claims_of(personal(item_id), me);
                assert_eq!(mine.len(), 1, "{case}");
                assert_eq!(mine[0].quantity, quantity, "{case}");
                assert_eq!(
                    w.store.state.claims.len(),
                    before.claims.len() + 1,
                    "{case}"
                );
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(w.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn friends_share_a_shared_items_units() {
    let mut w = world();
    let (ben, cat, kettle) = (w.ben, w.cat, w.kettle);
    claim_shared_item(&mut w.store, ben, kettle, ClaimDraft::default()).unwrap();
    let before = w.store.snapshot();
    assert_eq!(
        claim_shared_item(&mut w.store, cat, kettle, draft(Some(2), None)),
        Err(ClaimError::OnlyLeft(1))
    );
    assert_eq!(w.store.state, before);
    claim_shared_item(&mut w.store, cat, kettle, ClaimDraft::default()).unwrap();
    // Ben changes his: up to his own unit, no more.
    claim_shared_item(&mut w.store, ben, kettle, draft(None, Some("purchased"))).unwrap();
    assert_eq!(
        claim_shared_item(&mut w.store, ben, kettle, draft(Some(2), None)),
        Err(ClaimError::OnlyLeft(1))
    );
    assert_eq!(w.claims_on(personal(kettle)).len(), 2);
}

#[test]
fn unclaim_shared_item_removes_only_mine() {
    let mut w = world();
    let (ben, cat, dan, kettle) = (w.ben, w.cat, w.dan, w.kettle);
    let before = w.store.snapshot();
    assert_eq!(
        unclaim_shared_item(&mut w.store, cat, kettle),
        Err(ClaimError::NoClaim)
    );
    assert_eq!(
        unclaim_shared_item(&mut w.store, dan, kettle),
        Err(ClaimError::NotFound),
        "not shared with Dan"
    );
    assert_eq!(w.store.state, before, "nothing written");
    claim_shared_item(&mut w.store, ben, kettle, ClaimDraft::default()).unwrap();
    claim_shared_item(&mut w.store, cat, kettle, ClaimDraft::default()).unwrap();
    assert_eq!(
        unclaim_shared_item(&mut w.store, cat, kettle).map(|i| i.id),
        Ok(kettle)
    );
    assert!(w.claims_of(personal(kettle), cat).is_empty());
    assert_eq!(w.claims_of(personal(kettle), ben).len(), 1, "Ben's kept");
    assert_eq!(
        unclaim_shared_item(&mut w.store, cat, kettle),
        Err(ClaimError::NoClaim)
    );
    // Received: claims are closed, taking one back too.
    w.store.seed_claim(personal(w.lamp), ben, 1);
    let before = w.store.snapshot();
    assert_eq!(
        unclaim_shared_item(&mut w.store, ben, w.lamp),
        Err(ClaimError::Archived)
    );
    assert_eq!(w.store.state, before);
}

// ---- a guest claims on a public link ----

/// The world with Olive's wishlist public on `PERSONAL` and the group list
/// on `GROUP`.
fn public_world() -> World {
    let mut w = world();
    w.store.state.public_tokens.insert(w.olive, PERSONAL.into());
    w.store.seed_group_public(w.list, Some(GROUP), false);
    w
}

#[test]
fn a_guests_draft_is_checked_before_the_store_is_read() {
    // (case, draft, the fields refused and why)
    type Case = (
        &'static str,
        GuestClaimDraft,
        Vec<(&'static str, &'static str)>,
    );
    let table: Vec<Case> = vec![
        (
            "no name",
            GuestClaimDraft::default(),
            vec![("name", messages::GUEST_NAME_REQUIRED)],
        ),
        (
            "a blank name",
            GuestClaimDraft {
                name: Some("   ".into()),
                ..Default::default()
            },
            vec![("name", messages::GUEST_NAME_REQUIRED)],
        ),
        (
            "a name too long",
            GuestClaimDraft {
                name: Some("x".repeat(domain::contact::NAME_MAX as usize + 1)),
                ..Default::default()
            },
            vec![("name", messages::NAME_TOO_LONG)],
        ),
        (
            "a malformed email",
            GuestClaimDraft {
                email: Some("sam-at-example".into()),
                ..guest("Sam", 1)
            },
            vec![("email", messages::INVALID_EMAIL)],
        ),
        (
            "quantity 0",
            guest("Sam", 0),
            vec![("quantity", messages::CLAIM_QUANTITY_RANGE)],
        ),
        (
            "everything wrong at once",
            GuestClaimDraft {
                name: None,
                email: Some("nope".into()),
                quantity: Some(-3),
            },
            vec![
                ("name", messages::GUEST_NAME_REQUIRED),
                ("email", messages::INVALID_EMAIL),
                ("quantity", messages::CLAIM_QUANTITY_RANGE),
            ],
        ),
    ];
    for (case, draft, fields) in table {
        let mut w = public_world();
        let before = w.store.snapshot();
        let result = claim_as_guest(&mut w.store, None, GROUP, w.game.0, draft, "hash".into());
        let expected = ValidationError::from_fields(fields).unwrap();
        assert_eq!(result, Err(ClaimError::Invalid(expected)), "{case}");
        assert!(w.store.calls.is_empty(), "{case}: read {:?}", w.store.calls);
        assert_eq!(w.store.transactions, 0, "{case}");
        assert_eq!(w.store.state, before, "{case}");
    }
}

#[test]
fn the_signed_in_recipient_cannot_claim_through_their_own_public_link() {
    let mut w = public_world();
    let (olive, ben, cat) = (w.olive, w.ben, w.cat);
    // Cat's own wish is on the group link; Olive's kettle on her own link.
    // Asking for more than is left changes nothing: the count is a spoiler too.
    for (viewer, token, item) in [(cat, GROUP, w.mug.0), (olive, PERSONAL, w.kettle.0)] {
        for quantity in [1, 50] {
            let before = w.store.snapshot();
            let result = claim_as_guest(
                &mut w.store,
                Some(viewer),
                token,
                item,
                guest("Sam", quantity),
                "hash".into(),
            );
            assert_eq!(result, Err(ClaimError::OwnGift), "{viewer} {token}");
            assert_eq!(w.store.state, before);
        }
    }
    // Anyone else signed in claims as a guest would.
    claim_as_guest(
        &mut w.store,
        Some(ben),
        GROUP,
        w.mug.0,
        guest("Ben", 1),
        "h1".into(),
    )
    .unwrap();
    claim_as_guest(
        &mut w.store,
        Some(cat),
        PERSONAL,
        w.kettle.0,
        guest("Cat", 1),
        "h2".into(),
    )
    .unwrap();
}

#[test]
fn a_malformed_link_is_refused_without_a_look_up() {
    let mut w = public_world();
    let too_long = format!("{GROUP}g");
    let with_percent = format!("{}%", &GROUP[1..]);
    for token in ["", "short", &GROUP[1..], &too_long, &with_percent] {
        let result = claim_as_guest(
            &mut w.store,
            None,
            token,
            w.game.0,
            guest("Sam", 1),
            "hash".into(),
        );
        assert_eq!(
            result,
            Err(ClaimError::Group(GroupListError::NotFound)),
            "{token:?}"
        );
    }
    assert!(w.store.calls.is_empty(), "read: {:?}", w.store.calls);
}

#[test]
fn claim_as_guest_table() {
    // (case, link, item id, quantity, prepare, Ok(item name) or the error)
    type Case = (
        &'static str,
        &'static str,
        fn(&World) -> i64,
        i64,
        fn(&mut World),
        Result<&'static str, ClaimError>,
    );
    let nothing: fn(&mut World) = |_| {};
    let table: Vec<Case> = vec![
        (
            "a personal list's item",
            PERSONAL,
            |w| w.kettle.0,
            2,
            nothing,
            Ok("Kettle"),
        ),
        (
            "a personal item received",
            PERSONAL,
            |w| w.lamp.0,
            1,
            nothing,
            Err(ClaimError::Archived),
        ),
        (
            "more than a personal item has",
            PERSONAL,
            |w| w.kettle.0,
            3,
            nothing,
            Err(ClaimError::OnlyLeft(2)),
        ),
        (
            "someone else's item on a personal link",
            PERSONAL,
            |w| w.game.0,
            1,
            nothing,
            Err(ClaimError::NotFound),
        ),
        (
            "another owner's personal item",
            PERSONAL,
            |w| w.kettle.0,
            1,
            |w| {
                let owner = w.ben;
                w.kettle = w.store.seed_item(owner, "Ben's kettle");
            },
            Err(ClaimError::NotFound),
        ),
        (
            "a group list's item for everyone",
            GROUP,
            |w| w.game.0,
            2,
            nothing,
            Ok("Board game"),
        ),
        (
            "a group item for someone named",
            GROUP,
            |w| w.flowers.0,
            1,
            nothing,
            Ok("Flowers"),
        ),
        (
            "a member's own wish",
            GROUP,
            |w| w.mug.0,
            1,
            nothing,
            Ok("Mug"),
        ),
        (
            "a surprise: not on the public page",
            GROUP,
            |w| w.watch.0,
            1,
            nothing,
            Err(ClaimError::NotFound),
        ),
        (
            "more than is left (3 units, Olive has 1)",
            GROUP,
            |w| w.game.0,
            3,
            nothing,
            Err(ClaimError::OnlyLeft(2)),
        ),
        (
            "another list's item",
            GROUP,
            |w| w.book.0,
            1,
            nothing,
            Err(ClaimError::NotFound),
        ),
        (
            "a group item's id on the personal link",
            PERSONAL,
            |w| w.flowers.0,
            1,
            nothing,
            Err(ClaimError::NotFound),
        ),
        (
            "a personal item's id on the group link",
            GROUP,
            |w| w.kettle.0,
            1,
            nothing,
            Err(ClaimError::NotFound),
        ),
        (
            "an archived group list",
            GROUP,
            |w| w.game.0,
            1,
            |w| {
                let list = w.store.state.group_lists.get_mut(&w.list).unwrap();
                list.archived_at = Some(at("2026-05-31T09:00:00"));
            },
            Err(ClaimError::Archived),
        ),
        (
            "a group list three days after its event, once the scheduler ran",
            GROUP,
            |w| w.game.0,
            1,
            |w| {
                let list = w.store.state.group_lists.get_mut(&w.list).unwrap();
                list.input.event_date = Some(day("2026-05-29"));
                reveal_due_lists(&mut w.store, w.today, at("2026-06-01T00:01:00")).unwrap();
            },
            Err(ClaimError::Archived),
        ),
        (
            "a group list made private",
            GROUP,
            |w| w.game.0,
            1,
            |w| w.store.seed_group_public(w.list, None, false),
            Err(ClaimError::Group(GroupListError::NotFound)),
        ),
        (
            "a link no list has",
            UNKNOWN,
            |w| w.game.0,
            1,
            nothing,
            Err(ClaimError::Group(GroupListError::NotFound)),
        ),
    ];
    for (case, token, item_id, quantity, prepare, expected) in table {
        let mut w = public_world();
        prepare(&mut w);
        let item_id = item_id(&w);
        let before = w.store.snapshot();
        let result = claim_as_guest(
            &mut w.store,
            None,
            token,
            item_id,
            guest("Sam", quantity),
            "sam-hash".into(),
        );
        match expected {
            Ok(name) => {
                let (claim, item_name) = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                assert_eq!(item_name, name, "{case}");
                assert_eq!(
                    claim.giver,
                    Giver::Guest {
                        name: "Sam".into(),
                        email: Some("sam@example.org".into()),
                    },
                    "{case}"
                );
                assert_eq!(claim.quantity, u32::try_from(quantity).unwrap(), "{case}");
                assert_eq!(claim.status, ClaimStatus::Reserved, "{case}");
                let stored = &w.store.state.claims[&claim.id];
                assert_eq!(stored.claim, claim, "{case}");
                assert_eq!(
                    stored.guest_token_hash.as_deref(),
                    Some("sam-hash"),
                    "{case}: the undo token's hash"
                );
                assert_eq!(
                    w.store.state.claims.len(),
                    before.claims.len() + 1,
                    "{case}"
                );
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(w.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn a_guest_finds_and_undoes_their_claim_by_its_hash() {
    // (link, the item, its name, the list's title, the stored link)
    let mut w = public_world();
    let table = [
        (GROUP, group(w.game), "Board game", "Family", GROUP),
        (
            PERSONAL,
            personal(w.kettle),
            "Kettle",
            "Olive's wishlist",
            PERSONAL,
        ),
    ];
    for (token, target, item_name, list_title, list_token) in table {
        let id = target.0;
        let hash = format!("hash-of-{token}");
        let (claim, _) =
            claim_as_guest(&mut w.store, None, token, id, guest("Sam", 1), hash.clone()).unwrap();
        assert_eq!(claim.target, target);

        w.store.calls.clear();
        let found = guest_claim(&mut w.store, &hash).unwrap();
        assert_eq!(found.claim, claim, "{token}");
        assert_eq!(found.item_name, item_name, "{token}");
        assert_eq!(found.list_title, list_title, "{token}");
        assert_eq!(found.list_token.as_deref(), Some(list_token), "{token}");
        assert_eq!(w.store.calls, ["guest_claim"], "{token}");

        assert_eq!(undo_guest_claim(&mut w.store, &hash), Ok(claim.clone()));
        assert!(!w.store.state.claims.contains_key(&claim.id), "{token}");
        let before = w.store.snapshot();
        assert_eq!(
            undo_guest_claim(&mut w.store, &hash),
            Err(ClaimError::NotFound),
            "{token}: undone already"
        );
        assert_eq!(
            guest_claim(&mut w.store, &hash),
            Err(ClaimError::NotFound),
            "{token}"
        );
        assert_eq!(w.store.state, before, "{token}");
    }
    // A signed-in giver's claim has no undo token.
    assert_eq!(guest_claim(&mut w.store, ""), Err(ClaimError::NotFound));
    assert_eq!(
        guest_claim(&mut w.store, "no-such-hash"),
        Err(ClaimError::NotFound)
    );
    assert_eq!(
        w.claims_on(group(w.game)).len(),
        1,
        "Olive's claim untouched"
    );
}

#[test]
fn an_undo_takes_back_only_that_guests_claim() {
    let mut w = public_world();
    let game = w.game;
    for (name, hash) in [("Sam", "sam"), ("Ann", "ann")] {
        claim_as_guest(
            &mut w.store,
            None,
            GROUP,
            game.0,
            guest(name, 1),
            hash.into(),
        )
        .unwrap();
    }
    assert_eq!(
        claim_as_guest(
            &mut w.store,
            None,
            GROUP,
            game.0,
            guest("Tom", 1),
            "tom".into()
        ),
        Err(ClaimError::OnlyLeft(0))
    );
    undo_guest_claim(&mut w.store, "sam").unwrap();
    let names: Vec<String> = w
        .claims_on(group(game))
        .iter()
        .map(|c| c.giver.display())
        .collect();
    assert_eq!(names, ["Olive Oak", "Ann"]);
    // Sam's unit is free again.
    claim_as_guest(
        &mut w.store,
        None,
        GROUP,
        game.0,
        guest("Tom", 1),
        "tom".into(),
    )
    .unwrap();
}

// ---- the reveal ----

#[test]
fn archive_group_list_table() {
    let table = [
        ("the creator", Who::Olive, Ok(())),
        ("a member", Who::Ben, Err(ClaimError::OwnerOnly)),
        ("a friend not on it", Who::Dan, Err(ClaimError::NotFound)),
        ("a stranger", Who::Eve, Err(ClaimError::NotFound)),
    ];
    for (case, who, expected) in table {
        let mut w = world();
        let (me, list) = (w.id(who), w.list);
        let before = w.store.snapshot();
        let now = at("2026-06-01T15:00:00");
        assert_eq!(
            archive_group_list(&mut w.store, me, list, now),
            expected,
            "{case}"
        );
        match expected {
            Ok(()) => assert_eq!(w.store.group(list).archived_at, Some(now), "{case}"),
            Err(_) => assert_eq!(w.store.state, before, "{case}: nothing written"),
        }
    }
}

#[test]
fn archiving_twice_keeps_the_first_time() {
    let mut w = world();
    let (olive, cat, list, game) = (w.olive, w.cat, w.list, w.game);
    let first = at("2026-06-01T15:00:00");
    archive_group_list(&mut w.store, olive, list, first).unwrap();
    let after_first = w.store.snapshot();
    w.store.calls.clear();
    archive_group_list(&mut w.store, olive, list, first + TimeDelta::hours(2)).unwrap();
    assert_eq!(w.store.state, after_first, "nothing changed");
    assert!(!w.store.calls.contains(&"archive_group_list"));
    // Claims are closed now.
    assert_eq!(
        claim_group_item(&mut w.store, cat, list, game, ClaimDraft::default()),
        Err(ClaimError::Archived)
    );
}

#[test]
fn an_archived_list_shows_its_recipients_who_gave_what() {
    let mut w = world();
    let (olive, ben, cat, list, mug, watch) = (w.olive, w.ben, w.cat, w.list, w.mug, w.watch);
    claim_group_item(&mut w.store, olive, list, mug, ClaimDraft::default()).unwrap();
    claim_group_item(&mut w.store, ben, list, mug, ClaimDraft::default()).unwrap_err();
    set_group_quantity(&mut w.store, mug, 2);
    claim_group_item(&mut w.store, ben, list, mug, ClaimDraft::default()).unwrap();
    claim_group_item(&mut w.store, cat, list, watch, ClaimDraft::default()).unwrap();

    let mug_view = |w: &mut World| {
        let seen = group_list_with_claims(&mut w.store, cat, list).unwrap();
        let position = seen.items.iter().position(|i| i.item.id == mug).unwrap();
        seen.items[position].claims.clone()
    };
    assert_eq!(mug_view(&mut w), ClaimView::Hidden);
    archive_group_list(&mut w.store, olive, list, at("2026-06-01T15:00:00")).unwrap();
    assert_eq!(
        mug_view(&mut w),
        ClaimView::Revealed {
            given_by: vec!["Olive Oak".into(), "Ben Birch".into()]
        }
    );
    // The reveal: Ben's surprise shows to him now, with who gave it.
    let seen = group_list_with_claims(&mut w.store, ben, list).unwrap();
    assert!(seen.archived);
    let position = seen.items.iter().position(|i| i.item.id == watch).unwrap();
    assert_eq!(
        seen.items[position].claims,
        ClaimView::Revealed {
            given_by: vec!["Cat Cedar".into()]
        }
    );
    assert_eq!(seen.summary.item_count, seen.items.len() as u64);
}

#[test]
fn mark_received_table() {
    let table: Vec<(&str, Who, Shared, Result<(), ClaimError>)> = vec![
        ("the owner", Who::Olive, Shared::Kettle, Ok(())),
        (
            "a friend it is shared with",
            Who::Ben,
            Shared::Kettle,
            Err(ClaimError::NotFound),
        ),
        (
            "a friend who may edit it",
            Who::Cat,
            Shared::Kettle,
            Err(ClaimError::NotFound),
        ),
        (
            "a stranger",
            Who::Eve,
            Shared::Kettle,
            Err(ClaimError::NotFound),
        ),
        (
            "no such item",
            Who::Olive,
            Shared::Unknown,
            Err(ClaimError::NotFound),
        ),
    ];
    for (case, who, which, expected) in table {
        let mut w = world();
        let (me, item_id) = (w.id(who), w.shared(which));
        let now = at("2026-06-01T15:00:00");
        let before = w.store.snapshot();
        let result = mark_received(&mut w.store, me, item_id, now);
        match expected {
            Ok(()) => {
                let item = result.unwrap_or_else(|e| panic!("{case}: {e:?}"));
                assert_eq!(item.received_at, Some(now), "{case}");
                assert_eq!(w.store.state.items[&item_id], item, "{case}");
            }
            Err(error) => {
                assert_eq!(result, Err(error), "{case}");
                assert_eq!(w.store.state, before, "{case}: nothing written");
            }
        }
    }
}

#[test]
fn a_received_item_reveals_its_givers_to_its_owner() {
    let mut w = world();
    let (olive, ben, cat, kettle) = (w.olive, w.ben, w.cat, w.kettle);
    claim_shared_item(&mut w.store, ben, kettle, ClaimDraft::default()).unwrap();
    claim_shared_item(&mut w.store, cat, kettle, ClaimDraft::default()).unwrap();
    let subject = |w: &World| ClaimSubject::wishlist_item(&w.store.state.items[&kettle]);

    // Before: nothing, and the claims are not even read.
    w.store.calls.clear();
    let s = subject(&w);
    assert_eq!(
        claim_views(&mut w.store, Some(olive), std::slice::from_ref(&s)),
        Ok(vec![ClaimView::Hidden])
    );
    assert!(!w.store.calls.contains(&"claims_on"), "{:?}", w.store.calls);
    // A giver sees them all.
    let Ok(views) = claim_views(&mut w.store, Some(ben), &[s]) else {
        panic!("Ben's view");
    };
    assert!(matches!(
        &views[..],
        [ClaimView::Giver { claims, available: 0 }] if claims.len() == 2
    ));

    let now = at("2026-06-01T15:00:00");
    mark_received(&mut w.store, olive, kettle, now).unwrap();
    // Marking again keeps the first time, and writes nothing.
    let after = w.store.snapshot();
    w.store.calls.clear();
    let again = mark_received(&mut w.store, olive, kettle, now + TimeDelta::days(1)).unwrap();
    assert_eq!(again.received_at, Some(now));
    assert!(!w.store.calls.contains(&"mark_received"));
    assert_eq!(w.store.state, after);

    let s = subject(&w);
    assert_eq!(
        claim_views(&mut w.store, Some(olive), &[s]),
        Ok(vec![ClaimView::Revealed {
            given_by: vec!["Ben Birch".into(), "Cat Cedar".into()]
        }])
    );
    // Claims are closed now.
    assert_eq!(
        claim_shared_item(&mut w.store, ben, kettle, draft(Some(2), None)),
        Err(ClaimError::Archived)
    );
}

// ---- what each viewer may know ----

#[test]
fn claim_views_table() {
    let mut w = world();
    let (olive, ben, cat, game, watch) = (w.olive, w.ben, w.cat, w.game, w.watch);
    // Game: Olive 1 (seeded), Ben 1, a guest 1; watch (a surprise for Ben): Cat 1.
    w.store.seed_claim(group(game), ben, 1);
    w.store.seed_claim(group(watch), cat, 1);
    w.store
        .insert_claim(
            group(game),
            &NewGiver::Guest {
                name: "Sam".into(),
                email: None,
                token_hash: "sam".into(),
            },
            domain::claim::ClaimInput {
                quantity: 1,
                status: ClaimStatus::Purchased,
            },
        )
        .unwrap();
    let item = |w: &World, id: ItemId| w.store.state.group_items[&id].clone();
    let game_claims = w.claims_on(group(game));
    let watch_claims = w.claims_on(group(watch));
    assert_eq!(game_claims.len(), 3);
    let giver = |claims: &[Claim], available| ClaimView::Giver {
        claims: claims.to_vec(),
        available,
    };
    // (case, viewer, subject, revealed, the view)
    let table = [
        (
            "a giver sees every claim and what is left",
            Some(cat),
            game,
            false,
            giver(&game_claims, 0),
        ),
        (
            "a giver who claimed it too",
            Some(olive),
            game,
            false,
            giver(&game_claims, 0),
        ),
        (
            "a guest (no viewer) gets the giver's view",
            None,
            watch,
            false,
            giver(&watch_claims, 0),
        ),
        (
            "another member on a surprise",
            Some(olive),
            watch,
            false,
            giver(&watch_claims, 0),
        ),
        ("the recipient", Some(ben), watch, false, ClaimView::Hidden),
        (
            "the recipient after the reveal",
            Some(ben),
            watch,
            true,
            ClaimView::Revealed {
                given_by: vec!["Cat Cedar".into()],
            },
        ),
        (
            "a giver after the reveal",
            Some(cat),
            watch,
            true,
            giver(&watch_claims, 0),
        ),
    ];
    for (case, viewer, id, revealed, expected) in table {
        let subject = ClaimSubject::group_item(&item(&w, id), revealed);
        w.store.calls.clear();
        assert_eq!(
            claim_views(&mut w.store, viewer, &[subject]),
            Ok(vec![expected.clone()]),
            "{case}"
        );
        let read = w.store.calls.contains(&"claims_on");
        assert_eq!(read, expected != ClaimView::Hidden, "{case}: read or not");
    }
}

#[test]
fn several_subjects_are_read_at_once_in_their_order() {
    let mut w = world();
    let (olive, ben, cat, game, watch, flowers, kettle) =
        (w.olive, w.ben, w.cat, w.game, w.watch, w.flowers, w.kettle);
    // Claims made in an order unlike the subjects'.
    w.store.seed_claim(group(watch), cat, 1);
    w.store.seed_claim(personal(kettle), ben, 1);
    w.store.seed_claim(group(flowers), ben, 1);
    w.store.seed_claim(group(game), cat, 2);
    let item = |id: ItemId| w.store.state.group_items[&id].clone();
    let subjects = [
        ClaimSubject::group_item(&item(flowers), false),
        ClaimSubject::wishlist_item(&w.store.state.items[&kettle]),
        ClaimSubject::group_item(&item(watch), false),
        ClaimSubject::group_item(&item(game), false),
        ClaimSubject::group_item(&item(w.mug), false),
    ];
    let on = |w: &World, target| w.claims_on(target);
    let giver = |claims: Vec<Claim>, available| ClaimView::Giver { claims, available };
    // (viewer, the views)
    let table = [
        (
            Some(cat),
            vec![
                giver(on(&w, group(flowers)), 0),
                giver(on(&w, personal(kettle)), 1),
                giver(on(&w, group(watch)), 0),
                giver(on(&w, group(game)), 0),
                ClaimView::Hidden,
            ],
        ),
        (
            Some(ben),
            vec![
                giver(on(&w, group(flowers)), 0),
                giver(on(&w, personal(kettle)), 1),
                ClaimView::Hidden,
                giver(on(&w, group(game)), 0),
                giver(vec![], 1),
            ],
        ),
        (
            Some(olive),
            vec![
                giver(on(&w, group(flowers)), 0),
                ClaimView::Hidden,
                giver(on(&w, group(watch)), 0),
                giver(on(&w, group(game)), 0),
                giver(vec![], 1),
            ],
        ),
        (
            None,
            vec![
                giver(on(&w, group(flowers)), 0),
                giver(on(&w, personal(kettle)), 1),
                giver(on(&w, group(watch)), 0),
                giver(on(&w, group(game)), 0),
                giver(vec![], 1),
            ],
        ),
    ];
    for (viewer, expected) in table {
        w.store.calls.clear();
        assert_eq!(
            claim_views(&mut w.store, viewer, &subjects),
            Ok(expected),
            "{viewer:?}"
        );
        assert_eq!(w.count("claims_on"), 1, "{viewer:?}: one read");
    }
    // Nothing to show: no read at all.
    w.store.calls.clear();
    assert_eq!(claim_views(&mut w.store, Some(cat), &[]), Ok(vec![]));
    assert!(w.store.calls.is_empty());
}

#[test]
fn a_members_list_comes_with_their_views_of_its_claims() {
    let mut w = world();
    let (olive, ben, cat, list, watch) = (w.olive, w.ben, w.cat, w.list, w.watch);
    w.store.seed_claim(group(watch), cat, 1);
    for me in [olive, ben, cat] {
        w.store.calls.clear();
        let seen = group_list_with_claims(&mut w.store, me, list).unwrap();
        assert!(!seen.archived);
        for GroupItemSeen {
            item,
            claims: claim,
            rights,
        } in &seen.items
        {
            let mine = item.recipient == Recipient::Member(me);
            assert_eq!(*rights, item.rights(me, &seen.summary.list), "{me:?}");
            assert_eq!(
                *claim == ClaimView::Hidden,
                mine,
                "{me:?}: {}",
                item.input.name
            );
            if let ClaimView::Giver { claims, .. } = claim {
                assert_eq!(*claims, w.claims_on(group(item.id)));
            }
        }
        assert_eq!(w.count("claims_on"), 1, "{me:?}");
    }
    for (me, item, expected) in [
        (ben, watch, None),
        (cat, watch, Some(1)),
        (cat, w.mug, None),
    ] {
        let stored = w.store.state.group_items[&item].clone();
        let (view, _) = group_item_claims(&mut w.store, me, list, &stored).unwrap();
        match expected {
            None => assert_eq!(view, ClaimView::Hidden),
            Some(n) => {
                assert!(matches!(view, ClaimView::Giver { claims, .. } if claims.len() == n))
            }
        }
    }
    let stored = w.store.state.group_items[&w.game].clone();
    assert_eq!(
        group_item_claims(&mut w.store, w.eve, list, &stored),
        Err(ClaimError::NotFound)
    );
    assert_eq!(
        group_list_with_claims(&mut w.store, w.dan, list).map(|seen| seen.items.len()),
        Err(ClaimError::Group(GroupListError::NotFound))
    );
}

// ---- the givers' news ----

fn notice(giver: UserId) -> Notice {
    Notice::claimed_item_changed(giver, "Board game", false, "/collaborative/1")
}

#[test]
fn tell_givers_tells_each_signed_in_giver_once() {
    let mut w = public_world();
    let (olive, ben, cat, dan, game) = (w.olive, w.ben, w.cat, w.dan, w.game);
    set_group_quantity(&mut w.store, game, 10);
    // Olive (seeded), Cat twice (only through the store), Dan, and a guest.
    w.store.seed_claim(group(game), cat, 1);
    w.store.seed_claim(group(game), cat, 1);
    w.store.seed_claim(group(game), dan, 1);
    claim_as_guest(
        &mut w.store,
        None,
        GROUP,
        game.0,
        guest("Sam", 1),
        "sam".into(),
    )
    .unwrap();
    assert_eq!(w.claims_on(group(game)).len(), 5);
    // (case, actor, recipient, who hears)
    let table = [
        ("by someone else", ben, vec![], vec![olive, cat, dan]),
        ("never the actor", olive, vec![], vec![cat, dan]),
        ("never the recipient", ben, vec![cat], vec![olive, dan]),
        ("never any recipient", ben, vec![cat, olive], vec![dan]),
    ];
    for (case, actor, recipient, told) in table {
        w.store.state.notifications.clear();
        tell_givers(&mut w.store, group(game), actor, &recipient, notice).unwrap();
        let mut heard: Vec<UserId> = w
            .store
            .state
            .notifications
            .values()
            .map(|n| n.user_id)
            .collect();
        heard.sort();
        let mut told = told;
        told.sort();
        assert_eq!(heard, told, "{case}: each once, no guest");
    }
    // No givers: nobody hears.
    let before = w.store.snapshot();
    tell_givers(&mut w.store, group(w.flowers), olive, &[], notice).unwrap();
    assert_eq!(w.store.state.notifications, before.notifications);
}

#[test]
fn a_changed_or_deleted_item_tells_its_givers_but_not_its_recipient() {
    let rename = || GroupItemDraft {
        item: WishlistDraft {
            name: Some("Gold watch".into()),
            ..Default::default()
        },
        ..Default::default()
    };
    for deleted in [false, true] {
        let mut w = world();
        let (olive, ben, cat, dan, list, watch) = (w.olive, w.ben, w.cat, w.dan, w.list, w.watch);
        // Olive's watch for Ben: Cat and Olive herself claimed it.
        set_group_quantity(&mut w.store, watch, 2);
        claim_group_item(&mut w.store, cat, list, watch, ClaimDraft::default()).unwrap();
        claim_group_item(&mut w.store, olive, list, watch, ClaimDraft::default()).unwrap();
        // Dan's claim on his own list's book: not told.
        w.store.seed_claim(group(w.book), dan, 1);
        if deleted {
            delete_group_item(&mut w.store, olive, list, watch).unwrap();
        } else {
            update_group_item(&mut w.store, olive, list, watch, rename()).unwrap();
        }
        // (Those who follow the list hear of an item taken off as well:
        // tests/use_cases/follows.rs.)
        let givers_news = |store: &InMemoryStore, who| {
            let mut news = store.notifications_of(who);
            news.retain(|n| n.kind == NotificationKind::ClaimedItemChanged);
            news
        };
        let cats = givers_news(&w.store, cat);
        assert_eq!(cats.len(), 1, "deleted {deleted}");
        assert_eq!(cats[0].kind, NotificationKind::ClaimedItemChanged);
        let expected = Notice::claimed_item_changed(
            cat,
            if deleted { "Watch" } else { "Gold watch" },
            deleted,
            &group_list_link(list),
        );
        let words = expected.words();
        assert_eq!(
            (&cats[0].title, &cats[0].body, &cats[0].link),
            (&words.title, &words.body, &words.link),
            "deleted {deleted}"
        );
        for nobody in [olive, dan] {
            assert!(
                givers_news(&w.store, nobody).is_empty(),
                "deleted {deleted}: {nobody:?} told"
            );
        }
        // The recipient hears nothing at all.
        assert!(
            w.store.notifications_of(ben).is_empty(),
            "deleted {deleted}"
        );
    }
}

#[test]
fn an_item_made_a_surprise_for_a_giver_tells_them_nothing() {
    // Cat claimed the game (for everyone); Ben makes it a surprise for her.
    // She must not learn of it through her claim: not now, not when it goes.
    let mut w = world();
    let (olive, ben, cat, list, game) = (w.olive, w.ben, w.cat, w.list, w.game);
    claim_group_item(&mut w.store, cat, list, game, ClaimDraft::default()).unwrap();
    let for_cat = GroupItemDraft {
        for_user_id: Some(Some(cat.0)),
        ..Default::default()
    };
    update_group_item(&mut w.store, ben, list, game, for_cat).unwrap();
    assert!(w.store.notifications_of(cat).is_empty(), "Cat told");
    assert_eq!(w.store.notifications_of(olive).len(), 1, "Olive told");
    delete_group_item(&mut w.store, ben, list, game).unwrap();
    assert!(w.store.notifications_of(cat).is_empty(), "Cat told");
    let olives: Vec<NotificationKind> = w
        .store
        .notifications_of(olive)
        .iter()
        .map(|n| n.kind)
        .collect();
    assert_eq!(
        olives
            .iter()
            .filter(|k| **k == NotificationKind::ClaimedItemChanged)
            .count(),
        2,
        "Olive told as a giver"
    );
    assert!(
        olives.contains(&NotificationKind::ListNews),
        "and as a follower"
    );
}

// ---- failures roll everything back ----

#[test]
fn a_store_failure_rolls_everything_back() {
    type Run = fn(&mut World) -> Result<(), ClaimError>;
    let claim: Run = |w| {
        let (cat, list, game) = (w.cat, w.list, w.game);
        claim_group_item(&mut w.store, cat, list, game, ClaimDraft::default()).map(drop)
    };
    let change: Run = |w| {
        let (olive, list, game) = (w.olive, w.list, w.game);
        claim_group_item(&mut w.store, olive, list, game, draft(Some(2), None)).map(drop)
    };
    let unclaim: Run = |w| {
        let (olive, list, game) = (w.olive, w.list, w.game);
        unclaim_group_item(&mut w.store, olive, list, game).map(drop)
    };
    let shared: Run = |w| {
        let (ben, kettle) = (w.ben, w.kettle);
        claim_shared_item(&mut w.store, ben, kettle, ClaimDraft::default()).map(drop)
    };
    let as_guest: Run = |w| {
        let game = w.game;
        claim_as_guest(
            &mut w.store,
            None,
            GROUP,
            game.0,
            guest("Sam", 1),
            "sam".into(),
        )
        .map(drop)
    };
    let undo: Run = |w| {
        let game = w.game;
        claim_as_guest(
            &mut w.store,
            None,
            GROUP,
            game.0,
            guest("Sam", 1),
            "sam".into(),
        )?;
        undo_guest_claim(&mut w.store, "sam").map(drop)
    };
    let archive: Run = |w| {
        let (olive, list, now) = (w.olive, w.list, w.store.now);
        archive_group_list(&mut w.store, olive, list, now)
    };
    let store = ClaimError::Store(failed());
    // (case, failing method, the use case, the error)
    let table: Vec<(&str, &'static str, Run, ClaimError)> = vec![
        ("claim: the lock", "lock_for_claims", claim, store.clone()),
        ("claim: my claim", "claim_of", claim, store.clone()),
        ("claim: the others'", "claims_on", claim, store.clone()),
        ("claim: inserting", "insert_claim", claim, store.clone()),
        ("change: updating", "update_claim", change, store.clone()),
        ("unclaim: deleting", "delete_claim", unclaim, store.clone()),
        (
            "shared: the share",
            "item_shared_with",
            shared,
            store.clone(),
        ),
        ("shared: inserting", "insert_claim", shared, store.clone()),
        (
            "guest: the link",
            "public_group_list",
            as_guest,
            ClaimError::Group(GroupListError::Store(failed())),
        ),
        (
            "guest: the lock",
            "lock_for_claims",
            as_guest,
            store.clone(),
        ),
        ("guest: inserting", "insert_claim", as_guest, store.clone()),
        ("guest: undoing", "delete_claim", undo, store.clone()),
        ("archive: writing", "archive_group_list", archive, store),
    ];
    for (case, method, run, error) in table {
        let mut w = public_world();
        w.store.fail(method, failed());
        let before = w.store.snapshot();
        assert_eq!(run(&mut w), Err(error), "{case}");
        assert!(w.store.calls.contains(&method), "{case}");
        if case == "guest: undoing" {
            // The claim was made; only the undo failed.
            assert_eq!(w.store.state.claims.len(), before.claims.len() + 1);
        } else {
            assert_eq!(w.store.state, before, "{case}: nothing written");
        }
    }
}

/// Issue 43: a claim marked purchased keeps the gift in the giver's
/// history, once, for its recipient when they are a person the giver keeps
/// gifts for; a first claim that repeats what they gave that person before
/// says so first, and is made only when meant.
#[test]
fn a_purchase_is_kept_in_my_history_once_and_a_repeat_is_said_first() {
    use domain::gift::{GiftDirection, GiftDraft, GiftPerson, GiftStatus};
    use domain::use_cases::gifts::add_gift;
    let mut w = world();
    let (olive, ben, cat, kettle, watch, mug) = (w.olive, w.ben, w.cat, w.kettle, w.watch, w.mug);
    let kept = |w: &World, owner: UserId| {
        w.store
            .state
            .gifts
            .values()
            .filter(|g| g.owner == owner)
            .cloned()
            .collect::<Vec<_>>()
    };
    // Reserved keeps nothing; purchased keeps the kettle for Olive, once.
    claim_shared_item(&mut w.store, ben, kettle, ClaimDraft::default()).unwrap();
    assert!(kept(&w, ben).is_empty());
    for _ in 0..2 {
        claim_shared_item(&mut w.store, ben, kettle, draft(None, Some("purchased"))).unwrap();
    }
    let bens = kept(&w, ben);
    assert_eq!(bens.len(), 1);
    assert_eq!(bens[0].person, GiftPerson::Friend(olive));
    assert_eq!(bens[0].direction, GiftDirection::Given);
    assert_eq!(bens[0].input.status, GiftStatus::Bought);
    assert_eq!(bens[0].input.name, "Kettle");
    // Olive sees none of it: her history holds nothing.
    assert!(kept(&w, olive).is_empty());
    // Taken back and claimed anew: the kettle was bought for her already.
    unclaim_shared_item(&mut w.store, ben, kettle).unwrap();
    let before = w.store.snapshot();
    assert_eq!(
        claim_shared_item(&mut w.store, ben, kettle, ClaimDraft::default()),
        Err(ClaimError::Repeat(
            "You already bought Olive Oak a 'Kettle' in 2026".into()
        ))
    );
    assert_eq!(w.store.state, before, "nothing written");
    let meant = ClaimDraft {
        allow_repeat: true,
        ..ClaimDraft::default()
    };
    claim_shared_item(&mut w.store, ben, kettle, meant).unwrap();
    // A group item for Ben, whom Olive gave a watch last year by hand.
    add_gift(
        &mut w.store,
        olive,
        GiftPerson::Friend(ben),
        GiftDirection::Given,
        GiftDraft {
            name: Some("Watches".into()),
            status: Some("given".into()),
            occasion: Some(Some("Birthday".into())),
            occasion_date: Some(Some("2025-04-02".into())),
            ..GiftDraft::default()
        },
        false,
    )
    .unwrap();
    assert_eq!(
        claim_group_item(&mut w.store, olive, w.list, watch, ClaimDraft::default()),
        Err(ClaimError::Repeat(
            "You gave Ben Birch a 'Watches' for Birthday 2025".into()
        ))
    );
    // Cat is not Ben's friend: a claim for him keeps nothing and warns of
    // nothing (he is nobody Cat keeps gifts for).
    claim_group_item(
        &mut w.store,
        cat,
        w.list,
        watch,
        draft(None, Some("purchased")),
    )
    .unwrap();
    assert!(kept(&w, cat).is_empty());
    // Nor is Cat Ben's: the mug he buys for her keeps nothing either.
    claim_group_item(
        &mut w.store,
        ben,
        w.list,
        mug,
        draft(None, Some("purchased")),
    )
    .unwrap();
    assert_eq!(kept(&w, ben).len(), 1, "only the kettle");
}

/// Issue 43: at a list's reveal, each recipient keeps what each friend who
/// claimed their item gave them, from them; once, whether the creator
/// archives it or the scheduler reveals it (run twice); a giver who is not
/// their friend leaves nothing, and nothing is kept before the reveal.
#[test]
fn at_a_lists_reveal_recipients_keep_what_friends_gave_them_once() {
    use domain::gift::{GiftDirection, GiftPerson};
    let mut w = world();
    let (olive, ben, cat, watch, mug) = (w.olive, w.ben, w.cat, w.watch, w.mug);
    let received = |w: &World, owner: UserId| {
        let mut kept: Vec<(GiftPerson, String)> = w
            .store
            .state
            .gifts
            .values()
            .filter(|g| g.owner == owner && g.direction == GiftDirection::Received)
            .map(|g| (g.person, g.input.name.clone()))
            .collect();
        kept.sort();
        kept
    };
    // Olive (Ben's friend) gets him the watch; Ben (not Cat's friend) gets
    // Cat the mug.
    claim_group_item(
        &mut w.store,
        olive,
        w.list,
        watch,
        draft(None, Some("purchased")),
    )
    .unwrap();
    claim_group_item(&mut w.store, ben, w.list, mug, ClaimDraft::default()).unwrap();
    assert!(received(&w, ben).is_empty(), "nothing before the reveal");
    // The scheduler's reveal, twice (two instances, or two ticks).
    w.store
        .state
        .group_lists
        .get_mut(&w.list)
        .unwrap()
        .input
        .event_date = Some(day("2026-05-01"));
    for _ in 0..2 {
        reveal_due_lists(&mut w.store, w.today, at("2026-06-01T12:00:00")).unwrap();
    }
    assert_eq!(
        received(&w, ben),
        [(GiftPerson::Friend(olive), "Watch".to_owned())]
    );
    assert!(received(&w, cat).is_empty(), "Ben is not Cat's friend");
    assert!(received(&w, olive).is_empty());
    // The creator archiving it afterwards keeps nothing twice.
    archive_group_list(&mut w.store, olive, w.list, at("2026-06-02T12:00:00")).unwrap();
    assert_eq!(received(&w, ben).len(), 1);
}
