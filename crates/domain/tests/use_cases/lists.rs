//! A person's own lists (`use_cases::lists`): several lists, who sees them,
//! moving and copying items between them, a friend's claims on a list shown
//! to all friends, and the surprise rule on every answer its owner gets,
//! against the in-memory store.

use crate::support::{day, personal_list, InMemoryStore};
use domain::claim::{ClaimDraft, ClaimView};
use domain::group_list::GroupListDraft;
use domain::ids::{ItemId, ListId, UserId};
use domain::limits::MAX_OWN_LISTS;
use domain::messages;
use domain::notification::NotificationKind;
use domain::own_list::{OwnListDraft, Visibility};
use domain::ports::ListStore;
use domain::use_cases::claims::ClaimError;
use domain::use_cases::group_lists::Visibility as PublicState;
use domain::use_cases::lists::{
    add_co_owner, add_list_item, all_my_items, claim_list_item, copy_items, create_list,
    create_list_with_link, delete_list, friend_lists, list_seen_by, move_items, my_lists,
    remove_co_owner, unclaim_list_item, update_list, ListError,
};
use domain::wishlist::WishlistDraft;

const TODAY: &str = "2026-11-28";

/// Olive keeps her default list (a kettle) and 'Wedding' (a vase and a
/// toaster), shown to all her friends. Ben is her friend; Eve is not.
struct World {
    store: InMemoryStore,
    olive: UserId,
    ben: UserId,
    eve: UserId,
    wedding: ListId,
    kettle: ItemId,
    vase: ItemId,
    toaster: ItemId,
}

fn draft(name: &str, visibility: Option<&str>) -> OwnListDraft {
    OwnListDraft {
        fields: GroupListDraft {
            name: Some(name.into()),
            occasion: Some(Some("Wedding".into())),
            ..Default::default()
        },
        visibility: visibility.map(str::to_owned),
        registry: None,
    }
}

fn item(name: &str) -> WishlistDraft {
    WishlistDraft {
        name: Some(name.into()),
        quantity: Some(2),
        ..Default::default()
    }
}

fn world() -> World {
    let mut store = InMemoryStore::new();
    let olive = store.add_user("olive@example.com", "Olive");
    let ben = store.add_user("ben@example.com", "Ben");
    let eve = store.add_user("eve@example.com", "Eve");
    store.seed_friendship(olive, ben);
    let kettle = store.seed_item(olive, "Kettle");
    let wedding = create_list(
        &mut store,
        olive,
        draft("Wedding", Some("friends")),
        day(TODAY),
    )
    .unwrap()
    .id;
    let vase = add_list_item(&mut store, olive, wedding, item("Vase"), false)
        .unwrap()
        .id;
    let toaster = add_list_item(&mut store, olive, wedding, item("Toaster"), false)
        .unwrap()
        .id;
    World {
        store,
        olive,
        ben,
        eve,
        wedding,
        kettle,
        vase,
        toaster,
    }
}

#[test]
fn my_lists_come_default_first_with_their_counts() {
    let mut w = world();
    let lists = my_lists(&mut w.store, w.olive).unwrap();
    assert_eq!(lists.len(), 2);
    assert!(lists[0].is_default);
    assert_eq!(lists[0].id, personal_list(w.olive));
    assert_eq!(lists[0].input.name, domain::own_list::DEFAULT_LIST_NAME);
    assert_eq!(lists[0].item_count, 1);
    assert_eq!(lists[1].input.name, "Wedding");
    assert_eq!(lists[1].visibility, Visibility::Friends);
    assert_eq!(lists[1].item_count, 2);
    // Ben has only his default list.
    assert_eq!(my_lists(&mut w.store, w.ben).unwrap().len(), 1);
}

#[test]
fn a_list_needs_a_name_and_a_known_visibility_and_has_a_cap() {
    let mut w = world();
    let error =
        create_list(&mut w.store, w.olive, OwnListDraft::default(), day(TODAY)).unwrap_err();
    let ListError::Invalid(invalid) = error else {
        panic!("{error:?}")
    };
    assert_eq!(invalid.fields["name"], messages::WISHLIST_NAME_REQUIRED);
    let error = create_list(
        &mut w.store,
        w.olive,
        draft("X", Some("everyone")),
        day(TODAY),
    )
    .unwrap_err();
    assert!(
        matches!(error, ListError::Invalid(ref e) if e.fields["visibility"] == messages::LIST_VISIBILITY_INVALID)
    );
    // An event whose reveal has come is refused, as on a group list.
    let mut past = draft("Past", None);
    past.fields.event_date = Some(Some("2026-11-01".into()));
    let error = create_list(&mut w.store, w.olive, past, day(TODAY)).unwrap_err();
    assert!(
        matches!(error, ListError::Invalid(ref e) if e.fields["eventDate"] == messages::EVENT_DATE_REVEALS)
    );
    for n in 1..MAX_OWN_LISTS {
        create_list(
            &mut w.store,
            w.olive,
            draft(&format!("L{n}"), None),
            day(TODAY),
        )
        .unwrap();
    }
    assert_eq!(
        create_list(&mut w.store, w.olive, draft("One more", None), day(TODAY)).unwrap_err(),
        ListError::TooManyLists
    );
}

#[test]
fn the_default_list_keeps_its_name_and_is_never_deleted() {
    let mut w = world();
    let default = personal_list(w.olive);
    let error = update_list(
        &mut w.store,
        w.olive,
        default,
        draft("Mine", None),
        PublicState::default(),
        || "t".repeat(32),
        day(TODAY),
    )
    .unwrap_err();
    assert!(
        matches!(error, ListError::Invalid(ref e) if e.fields["name"] == messages::DEFAULT_LIST_FIXED)
    );
    let shown = update_list(
        &mut w.store,
        w.olive,
        default,
        OwnListDraft {
            visibility: Some("friends".into()),
            ..Default::default()
        },
        PublicState::default(),
        || "t".repeat(32),
        day(TODAY),
    )
    .unwrap();
    assert_eq!(shown.visibility, Visibility::Friends);
    assert_eq!(
        delete_list(&mut w.store, w.olive, default).unwrap_err(),
        ListError::DefaultKept
    );
    // Ben can see it now, with the kettle.
    let seen = list_seen_by(&mut w.store, w.ben, default).unwrap();
    assert!(!seen.mine);
    assert_eq!(seen.items.len(), 1);
    assert_eq!(seen.items[0].item.id, w.kettle);
}

#[test]
fn a_list_is_seen_by_its_owner_and_when_shown_to_friends_by_friends_only() {
    let mut w = world();
    let seen = list_seen_by(&mut w.store, w.ben, w.wedding).unwrap();
    assert!(!seen.mine);
    assert_eq!(seen.items.len(), 2);
    assert_eq!(seen.list.owner_name.display(), "olive");
    assert_eq!(
        list_seen_by(&mut w.store, w.eve, w.wedding).unwrap_err(),
        ListError::NotFound
    );
    // Olive's default list is private: Ben sees nothing of it.
    assert_eq!(
        list_seen_by(&mut w.store, w.ben, personal_list(w.olive)).unwrap_err(),
        ListError::NotFound
    );
    let lists = friend_lists(&mut w.store, w.ben, w.olive).unwrap();
    assert_eq!(lists.iter().map(|l| l.id).collect::<Vec<_>>(), [w.wedding]);
    assert_eq!(
        friend_lists(&mut w.store, w.eve, w.olive).unwrap_err(),
        ListError::NotFound
    );
    // Made private, it is gone for Ben at once.
    update_list(
        &mut w.store,
        w.olive,
        w.wedding,
        OwnListDraft {
            visibility: Some("private".into()),
            ..Default::default()
        },
        PublicState::default(),
        || "t".repeat(32),
        day(TODAY),
    )
    .unwrap();
    assert_eq!(
        list_seen_by(&mut w.store, w.ben, w.wedding).unwrap_err(),
        ListError::NotFound
    );
    assert!(friend_lists(&mut w.store, w.ben, w.olive)
        .unwrap()
        .is_empty());
}

#[test]
fn the_friendship_ended_ends_the_view() {
    let mut w = world();
    w.store.state.friendships.clear();
    assert_eq!(
        list_seen_by(&mut w.store, w.ben, w.wedding).unwrap_err(),
        ListError::NotFound
    );
    assert!(matches!(
        claim_list_item(
            &mut w.store,
            w.ben,
            w.wedding,
            w.vase,
            ClaimDraft::default()
        ),
        Err(ClaimError::NotFound)
    ));
}

#[test]
fn a_friend_claims_and_the_owner_never_sees_it_before_the_reveal() {
    let mut w = world();
    let seen = claim_list_item(
        &mut w.store,
        w.ben,
        w.wedding,
        w.vase,
        ClaimDraft::default(),
    )
    .unwrap();
    let ClaimView::Giver { claims, available } = &seen.claims else {
        panic!("{:?}", seen.claims)
    };
    assert_eq!((claims.len(), *available), (1, 1));
    // Olive, the recipient: nothing on the list, nothing on All my lists.
    let mine = list_seen_by(&mut w.store, w.olive, w.wedding).unwrap();
    assert!(mine.mine);
    assert!(mine.items.iter().all(|s| s.claims == ClaimView::Hidden));
    let all = all_my_items(&mut w.store, w.olive).unwrap();
    assert_eq!(all.len(), 3);
    assert!(all.iter().all(|s| s.claims == ClaimView::Hidden));
    // Olive cannot claim her own.
    assert!(matches!(
        claim_list_item(
            &mut w.store,
            w.olive,
            w.wedding,
            w.vase,
            ClaimDraft::default()
        ),
        Err(ClaimError::OwnGift)
    ));
    // Eve cannot claim on a list she cannot see.
    assert!(matches!(
        claim_list_item(
            &mut w.store,
            w.eve,
            w.wedding,
            w.vase,
            ClaimDraft::default()
        ),
        Err(ClaimError::NotFound)
    ));
    // The reveal: Olive sees who gave it; claims close.
    w.store
        .state
        .own_lists
        .get_mut(&w.wedding)
        .unwrap()
        .archived_at = Some(crate::support::at("2026-12-20T00:00:00"));
    let mine = list_seen_by(&mut w.store, w.olive, w.wedding).unwrap();
    let vase = mine.items.iter().find(|s| s.item.id == w.vase).unwrap();
    assert_eq!(
        vase.claims,
        ClaimView::Revealed {
            given_by: vec!["ben".into()]
        }
    );
    assert!(matches!(
        unclaim_list_item(&mut w.store, w.ben, w.wedding, w.vase),
        Err(ClaimError::Archived)
    ));
}

#[test]
fn moving_items_keeps_their_claims_and_refuses_what_is_not_mine() {
    let mut w = world();
    claim_list_item(
        &mut w.store,
        w.ben,
        w.wedding,
        w.vase,
        ClaimDraft::default(),
    )
    .unwrap();
    let default = personal_list(w.olive);
    // Eve's and an unknown item: nothing moves.
    let eves = w.store.seed_item(w.eve, "Eve's");
    assert_eq!(
        move_items(&mut w.store, w.olive, w.wedding, &[w.vase, eves], default).unwrap_err(),
        ListError::NotFound
    );
    assert_eq!(w.store.state.items[&w.vase].list_id, w.wedding);
    // Onto a list that is not mine, or the same one: refused by field.
    for to in [personal_list(w.eve), w.wedding] {
        let error = move_items(&mut w.store, w.olive, w.wedding, &[w.vase], to).unwrap_err();
        assert!(
            matches!(error, ListError::Invalid(ref e) if e.fields["toListId"] == messages::TARGET_LIST_REQUIRED),
            "{error:?}"
        );
    }
    let error = move_items(&mut w.store, w.olive, w.wedding, &[], default).unwrap_err();
    assert!(
        matches!(error, ListError::Invalid(ref e) if e.fields["itemIds"] == messages::ITEMS_TO_MOVE_REQUIRED)
    );
    // Eve cannot move Olive's items anywhere.
    assert_eq!(
        move_items(
            &mut w.store,
            w.eve,
            w.wedding,
            &[w.vase],
            personal_list(w.eve)
        )
        .unwrap_err(),
        ListError::NotFound
    );
    assert_eq!(
        move_items(&mut w.store, w.olive, w.wedding, &[w.vase], default).unwrap(),
        1
    );
    // The same item, its claim with it; Ben sees it no more (the default
    // list is private), Olive still sees no claim.
    assert_eq!(w.store.state.items[&w.vase].list_id, default);
    let view = list_seen_by(&mut w.store, w.olive, default).unwrap();
    assert!(view.items.iter().any(|s| s.item.id == w.vase));
    assert!(view.items.iter().all(|s| s.claims == ClaimView::Hidden));
    assert_eq!(w.store.claims_on_item(w.vase), 1);
    assert_eq!(
        list_seen_by(&mut w.store, w.ben, w.wedding)
            .unwrap()
            .items
            .len(),
        1
    );
}

#[test]
fn copying_items_makes_new_ones_without_claims() {
    let mut w = world();
    claim_list_item(
        &mut w.store,
        w.ben,
        w.wedding,
        w.toaster,
        ClaimDraft::default(),
    )
    .unwrap();
    let default = personal_list(w.olive);
    let copies = copy_items(&mut w.store, w.olive, w.wedding, &[w.toaster], default).unwrap();
    assert_eq!(copies.len(), 1);
    assert_ne!(copies[0].id, w.toaster);
    assert_eq!(copies[0].list_id, default);
    assert_eq!(copies[0].input.name, "Toaster");
    assert_eq!(w.store.claims_on_item(copies[0].id), 0);
    assert_eq!(w.store.claims_on_item(w.toaster), 1);
    assert_eq!(w.store.state.items[&w.toaster].list_id, w.wedding);
}

#[test]
fn deleting_a_list_tells_the_givers_and_takes_its_items() {
    let mut w = world();
    claim_list_item(
        &mut w.store,
        w.ben,
        w.wedding,
        w.vase,
        ClaimDraft::default(),
    )
    .unwrap();
    delete_list(&mut w.store, w.olive, w.wedding).unwrap();
    assert!(!w.store.state.items.contains_key(&w.vase));
    assert!(w.store.state.items.contains_key(&w.kettle));
    let news: Vec<_> = w
        .store
        .state
        .notifications
        .values()
        .filter(|n| n.user_id == w.ben)
        .collect();
    assert_eq!(news.len(), 1);
    assert_eq!(news[0].kind, NotificationKind::ClaimedItemChanged);
    // Olive hears nothing of it, and Eve cannot delete what is not hers.
    assert!(w
        .store
        .state
        .notifications
        .values()
        .all(|n| n.user_id != w.olive));
    let other = create_list(&mut w.store, w.olive, draft("Other", None), day(TODAY))
        .unwrap()
        .id;
    assert_eq!(
        delete_list(&mut w.store, w.eve, other).unwrap_err(),
        ListError::NotFound
    );
    assert!(w.store.own_list(other).unwrap().is_some());
}

#[test]
fn only_my_lists_take_my_items() {
    let mut w = world();
    assert_eq!(
        add_list_item(&mut w.store, w.eve, w.wedding, item("Spoon"), false).unwrap_err(),
        ListError::NotFound
    );
    let error = add_list_item(
        &mut w.store,
        w.olive,
        w.wedding,
        WishlistDraft::default(),
        false,
    )
    .unwrap_err();
    assert!(
        matches!(error, ListError::Invalid(ref e) if e.fields["name"] == messages::ITEM_NAME_REQUIRED)
    );
}

#[test]
fn a_co_owner_keeps_the_list_and_is_one_of_its_recipients() {
    let mut w = world();
    let eve = w.eve;
    // Ben co-owns Olive's wedding list; Eve is nobody's friend.
    assert!(matches!(
        add_co_owner(&mut w.store, w.olive, w.wedding, Some(eve)),
        Err(ListError::Invalid(ref e)) if e.fields["userId"] == messages::CO_OWNER_FRIENDS_ONLY
    ));
    assert!(matches!(
        add_co_owner(&mut w.store, w.olive, personal_list(w.olive), Some(w.ben)),
        Err(ListError::Invalid(ref e)) if e.fields["userId"] == messages::CO_OWNER_DEFAULT_LIST
    ));
    let kept = add_co_owner(&mut w.store, w.olive, w.wedding, Some(w.ben)).unwrap();
    assert_eq!(kept.co_owner_ids(), [w.ben]);
    // Ben hears of it, once: adding him again changes nothing.
    add_co_owner(&mut w.store, w.olive, w.wedding, Some(w.ben)).unwrap();
    let news: Vec<_> = w
        .store
        .state
        .notifications
        .values()
        .filter(|n| n.user_id == w.ben)
        .collect();
    assert_eq!(news.len(), 1);
    assert_eq!(news[0].kind, NotificationKind::CoOwnerAdded);
    assert_eq!(news[0].title, "Olive made you a co-owner of Wedding");
    assert_eq!(
        news[0].link.as_deref(),
        Some(format!("/wishlist?list={}", w.wedding).as_str())
    );
    assert!(my_lists(&mut w.store, w.ben)
        .unwrap()
        .iter()
        .any(|l| l.id == w.wedding));
    // Ben sees it as his: no claim, and he may not claim his own gift.
    let seen = list_seen_by(&mut w.store, w.ben, w.wedding).unwrap();
    assert!(seen.mine);
    assert!(matches!(
        claim_list_item(
            &mut w.store,
            w.ben,
            w.wedding,
            w.vase,
            ClaimDraft::default()
        ),
        Err(ClaimError::OwnGift)
    ));
    // A claim made by someone else stays hidden from both keepers.
    let cat = w.store.add_user("cat@example.com", "Cat");
    w.store.seed_friendship(w.olive, cat);
    claim_list_item(&mut w.store, cat, w.wedding, w.vase, ClaimDraft::default()).unwrap();
    for keeper in [w.olive, w.ben] {
        let view = list_seen_by(&mut w.store, keeper, w.wedding).unwrap();
        assert!(
            view.items.iter().all(|s| s.claims == ClaimView::Hidden),
            "{keeper}"
        );
    }
    // Only the owner deletes it or adds keepers; moving to a list kept by
    // other people is refused.
    assert_eq!(
        delete_list(&mut w.store, w.ben, w.wedding).unwrap_err(),
        ListError::OwnerOnly
    );
    assert_eq!(
        add_co_owner(&mut w.store, w.ben, w.wedding, Some(cat)).unwrap_err(),
        ListError::OwnerOnly
    );
    let error = move_items(
        &mut w.store,
        w.olive,
        w.wedding,
        &[w.vase],
        personal_list(w.olive),
    )
    .unwrap_err();
    assert!(
        matches!(error, ListError::Invalid(ref e) if e.fields["toListId"] == messages::MOVE_KEEPERS_DIFFER)
    );
    // Taken off, Ben loses it at once (it is shown to friends: he sees it
    // as a giver now).
    remove_co_owner(&mut w.store, w.olive, w.wedding, w.ben).unwrap();
    assert!(!list_seen_by(&mut w.store, w.ben, w.wedding).unwrap().mine);
    assert_eq!(
        add_list_item(&mut w.store, w.ben, w.wedding, item("Spoon"), false).unwrap_err(),
        ListError::NotFound
    );
    assert_eq!(
        remove_co_owner(&mut w.store, w.olive, w.wedding, w.ben).unwrap_err(),
        ListError::NotFound
    );
}

#[test]
fn the_default_list_is_never_a_registry() {
    let mut w = world();
    let error = update_list(
        &mut w.store,
        w.olive,
        personal_list(w.olive),
        OwnListDraft {
            registry: Some(true),
            ..Default::default()
        },
        PublicState::default(),
        || "t".repeat(32),
        day(TODAY),
    )
    .unwrap_err();
    assert!(matches!(error, ListError::Invalid(ref e) if e.fields.contains_key("registry")));
    let registry = create_list(
        &mut w.store,
        w.olive,
        OwnListDraft {
            registry: Some(true),
            ..draft("New home", None)
        },
        day(TODAY),
    )
    .unwrap();
    assert!(registry.is_registry);
    // Made with its link: a registry is public unless said otherwise, and
    // a list made listed is listed only while public.
    let made = create_list_with_link(
        &mut w.store,
        w.olive,
        OwnListDraft {
            registry: Some(true),
            ..draft("New baby", None)
        },
        PublicState {
            is_public: None,
            listed: Some(true),
        },
        || "r".repeat(32),
        day(TODAY),
    )
    .unwrap();
    assert_eq!(made.public_token.as_deref(), Some("r".repeat(32).as_str()));
    assert!(made.listed);
    let private = create_list_with_link(
        &mut w.store,
        w.olive,
        draft("Quiet", None),
        PublicState {
            is_public: Some(false),
            listed: Some(true),
        },
        || unreachable!("a private list draws no token"),
        day(TODAY),
    )
    .unwrap();
    assert_eq!((private.public_token, private.listed), (None, false));
}
