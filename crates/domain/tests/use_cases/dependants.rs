//! Lists for those who keep none (`use_cases::dependants`): guardians keep a
//! dependant's lists and see their claims (a guardian's own surprise
//! aside), friends of any guardian give, and growing up hands the lists
//! over with nothing claimed shown, against the in-memory store.

use chrono::{DateTime, Utc};

use crate::support::{day, InMemoryStore};
use domain::claim::{ClaimDraft, ClaimView};
use domain::dependant::DependantDraft;
use domain::ids::{DependantId, ItemId, ListId, UserId};
use domain::messages;
use domain::notification::NotificationKind;
use domain::own_list::OwnListDraft;
use domain::ports::{DependantStore, FriendStore, NotificationStore};
use domain::use_cases::claims::ClaimError;
use domain::use_cases::dependants::{
    accept_dependant_invite, add_dependant, add_dependant_list, add_guardian, delete_dependant,
    dependant_seen, friend_dependants, invite_dependant, leave_dependants, my_dependants,
    remove_guardian, sole_dependants, update_dependant, DependantError,
};
use domain::use_cases::lists::{
    add_co_owner, add_list_item, all_my_items, claim_list_item, list_seen_by, move_items, my_lists,
    ListError,
};
use domain::wishlist::WishlistDraft;

fn now() -> DateTime<Utc> {
    "2026-11-28T12:00:00Z".parse().unwrap()
}

fn mia() -> DependantDraft {
    DependantDraft {
        name: Some("Mia".into()),
        kind: Some("child".into()),
        birthday: Some(Some("2019-03-14".into())),
        photo_url: Some(Some("https://example.test/mia.jpg".into())),
    }
}

fn item(name: &str) -> WishlistDraft {
    WishlistDraft {
        name: Some(name.into()),
        ..Default::default()
    }
}

/// Ann looks after Mia with Ben (her friend); Gran is Ann's friend only;
/// Eve is nobody's. Mia's first list holds a kite, and a bike that is
/// Ann's own surprise.
struct Family {
    store: InMemoryStore,
    ann: UserId,
    ben: UserId,
    gran: UserId,
    eve: UserId,
    mia: DependantId,
    list: ListId,
    kite: ItemId,
    bike: ItemId,
}

fn family() -> Family {
    let mut store = InMemoryStore::new();
    let ann = store.add_user("ann@example.com", "Ann");
    let ben = store.add_user("ben@example.com", "Ben");
    let gran = store.add_user("gran@example.com", "Gran");
    let eve = store.add_user("eve@example.com", "Eve");
    store.seed_friendship(ann, ben);
    store.seed_friendship(ann, gran);
    let seen = add_dependant(&mut store, ann, mia(), now()).unwrap();
    let mia = seen.dependant.id;
    let list = seen.lists[0].id;
    add_guardian(&mut store, ann, mia, Some(ben), now()).unwrap();
    let kite = add_list_item(&mut store, ben, list, item("Kite"), false)
        .unwrap()
        .id;
    let bike = add_list_item(&mut store, ann, list, item("Bike"), true)
        .unwrap()
        .id;
    Family {
        store,
        ann,
        ben,
        gran,
        eve,
        mia,
        list,
        kite,
        bike,
    }
}

fn claims_on(store: &mut InMemoryStore, list: ListId, viewer: UserId, item: ItemId) -> ClaimView {
    list_seen_by(store, viewer, list)
        .unwrap()
        .items
        .into_iter()
        .find(|s| s.item.id == item)
        .unwrap()
        .claims
}

fn givers(view: &ClaimView) -> Vec<Option<UserId>> {
    match view {
        ClaimView::Giver { claims, .. } => claims.iter().map(|c| c.giver.user()).collect(),
        other => panic!("a giver's view, not {other:?}"),
    }
}

#[test]
fn a_dependant_comes_with_a_first_list_shown_to_friends_and_a_birthday_for_each_guardian() {
    let mut f = family();
    let seen = dependant_seen(&mut f.store, f.ben, f.mia).unwrap();
    assert_eq!(seen.dependant.input.name, "Mia");
    assert_eq!(seen.dependant.guardian_ids(), vec![f.ann, f.ben]);
    assert_eq!(seen.lists.len(), 1);
    assert_eq!(seen.lists[0].input.name, "Mia's wishlist");
    assert_eq!(
        seen.lists[0].visibility,
        domain::own_list::Visibility::Friends
    );
    assert!(!seen.lists[0].listed);
    // Both guardians have her birthday in their dates, with reminders.
    for guardian in [f.ann, f.ben] {
        let dates: Vec<_> = f
            .store
            .state
            .dates
            .values()
            .filter(|d| d.user_id == guardian)
            .collect();
        assert_eq!(dates.len(), 1);
        assert_eq!(dates[0].input.title, "Mia's birthday");
        assert_eq!(dates[0].input.date, day("2019-03-14"));
        assert!(dates[0].input.recurring);
    }
    // Ben was told.
    let news = f.store.notifications(f.ben, 10).unwrap();
    assert_eq!(news[0].kind, NotificationKind::GuardianAdded);
    // A new birthday moves every guardian's date.
    update_dependant(
        &mut f.store,
        f.ben,
        f.mia,
        DependantDraft {
            birthday: Some(Some("2019-03-15".into())),
            ..Default::default()
        },
        now(),
    )
    .unwrap();
    assert!(f
        .store
        .state
        .dates
        .values()
        .all(|d| d.input.date == day("2019-03-15")));
    // Their lists are among each guardian's lists, never a stranger's.
    assert!(my_lists(&mut f.store, f.ben)
        .unwrap()
        .iter()
        .any(|l| l.id == f.list));
    assert!(my_dependants(&mut f.store, f.eve).unwrap().is_empty());
}

#[test]
fn bad_input_and_strangers_are_refused() {
    let mut f = family();
    let DependantError::Invalid(error) = add_dependant(
        &mut f.store,
        f.ann,
        DependantDraft {
            kind: Some("unicorn".into()),
            ..Default::default()
        },
        now(),
    )
    .unwrap_err() else {
        panic!("a validation error");
    };
    assert_eq!(error.fields["name"], messages::DEPENDANT_NAME_REQUIRED);
    assert_eq!(error.fields["kind"], messages::DEPENDANT_KIND_INVALID);
    // A guardian only among friends.
    let DependantError::Invalid(error) =
        add_guardian(&mut f.store, f.ann, f.mia, Some(f.eve), now()).unwrap_err()
    else {
        panic!("a validation error");
    };
    assert_eq!(error.fields["userId"], messages::GUARDIAN_FRIENDS_ONLY);
    // Eve learns nothing of Mia.
    let stranger = [
        dependant_seen(&mut f.store, f.eve, f.mia).unwrap_err(),
        update_dependant(&mut f.store, f.eve, f.mia, mia(), now()).unwrap_err(),
        delete_dependant(&mut f.store, f.eve, f.mia).unwrap_err(),
        add_guardian(&mut f.store, f.eve, f.mia, Some(f.eve), now()).unwrap_err(),
        remove_guardian(&mut f.store, f.eve, f.mia, f.ann).unwrap_err(),
        add_dependant_list(
            &mut f.store,
            f.eve,
            f.mia,
            OwnListDraft {
                fields: domain::group_list::GroupListDraft {
                    name: Some("Mine now".into()),
                    ..Default::default()
                },
                ..Default::default()
            },
            day("2026-11-28"),
        )
        .unwrap_err(),
        invite_dependant(
            &mut f.store,
            f.eve,
            f.mia,
            Some("x@example.com".into()),
            "h",
        )
        .unwrap_err(),
    ];
    assert!(stranger.iter().all(|e| *e == DependantError::NotFound));
    assert_eq!(
        list_seen_by(&mut f.store, f.eve, f.list).unwrap_err(),
        ListError::NotFound
    );
    // Only the guardian who added her deletes her, and the last cannot leave.
    assert_eq!(
        delete_dependant(&mut f.store, f.ben, f.mia).unwrap_err(),
        DependantError::CreatorOnly
    );
    assert_eq!(
        remove_guardian(&mut f.store, f.ben, f.mia, f.ann).unwrap_err(),
        DependantError::CreatorOnly
    );
    remove_guardian(&mut f.store, f.ben, f.mia, f.ben).unwrap();
    assert_eq!(
        remove_guardian(&mut f.store, f.ann, f.mia, f.ann).unwrap_err(),
        DependantError::LastGuardian
    );
    // Co-owners are for a person's own lists: guardians keep a dependant's.
    assert!(matches!(
        add_co_owner(&mut f.store, f.ann, f.list, Some(f.ben)).unwrap_err(),
        ListError::Invalid(_)
    ));
    // Own surprises are for a dependant's lists only.
    let ann_list = domain::use_cases::lists::create_list(
        &mut f.store,
        f.ann,
        OwnListDraft {
            fields: domain::group_list::GroupListDraft {
                name: Some("Mine".into()),
                ..Default::default()
            },
            ..Default::default()
        },
        day("2026-11-28"),
    )
    .unwrap()
    .id;
    let ListError::Invalid(error) =
        add_list_item(&mut f.store, f.ann, ann_list, item("Pen"), true).unwrap_err()
    else {
        panic!("a validation error");
    };
    assert_eq!(
        error.fields["ownSurprise"],
        messages::OWN_SURPRISE_DEPENDANTS_ONLY
    );
}

#[test]
fn guardians_see_claims_but_not_on_another_guardians_own_surprise() {
    let mut f = family();
    // Gran (Ann's friend only) sees Mia's list and claims both items.
    assert_eq!(
        friend_dependants(&mut f.store, f.gran, f.ann).unwrap()[0].lists[0].id,
        f.list
    );
    for item in [f.kite, f.bike] {
        claim_list_item(&mut f.store, f.gran, f.list, item, ClaimDraft::default()).unwrap();
    }
    // Both parents see Gran's claim on the kite, so nobody buys it twice.
    for parent in [f.ann, f.ben] {
        assert_eq!(
            givers(&claims_on(&mut f.store, f.list, parent, f.kite)),
            vec![Some(f.gran)]
        );
    }
    // The bike is Ann's surprise: she sees its claims, Ben does not.
    assert_eq!(
        givers(&claims_on(&mut f.store, f.list, f.ann, f.bike)),
        vec![Some(f.gran)]
    );
    assert_eq!(
        claims_on(&mut f.store, f.list, f.ben, f.bike),
        ClaimView::Hidden
    );
    assert_eq!(
        claim_list_item(&mut f.store, f.ben, f.list, f.bike, ClaimDraft::default()).unwrap_err(),
        ClaimError::OwnGift
    );
    // Ben gives too: he claims the kite's second unit (or changes his mind).
    let mine = all_my_items(&mut f.store, f.ben).unwrap();
    let bike = mine.iter().find(|s| s.item.id == f.bike).unwrap();
    assert_eq!(bike.claims, ClaimView::Hidden);
    // Items move only among lists kept for the same person.
    let ben_list = domain::use_cases::lists::create_list(
        &mut f.store,
        f.ben,
        OwnListDraft {
            fields: domain::group_list::GroupListDraft {
                name: Some("Ben's".into()),
                ..Default::default()
            },
            ..Default::default()
        },
        day("2026-11-28"),
    )
    .unwrap()
    .id;
    assert!(matches!(
        move_items(&mut f.store, f.ben, f.list, &[f.kite], ben_list).unwrap_err(),
        ListError::Invalid(_)
    ));
    // Eve, a stranger, cannot claim.
    assert_eq!(
        claim_list_item(&mut f.store, f.eve, f.list, f.kite, ClaimDraft::default()).unwrap_err(),
        ClaimError::NotFound
    );
}

#[test]
fn a_guardian_removed_loses_the_lists_at_once() {
    let mut f = family();
    // Ann makes a second list private: only guardians see it.
    let private = add_dependant_list(
        &mut f.store,
        f.ann,
        f.mia,
        OwnListDraft {
            fields: domain::group_list::GroupListDraft {
                name: Some("School".into()),
                ..Default::default()
            },
            visibility: Some("private".into()),
            registry: None,
        },
        day("2026-11-28"),
    )
    .unwrap()
    .id;
    assert!(list_seen_by(&mut f.store, f.ben, private).unwrap().mine);
    remove_guardian(&mut f.store, f.ann, f.mia, f.ben).unwrap();
    assert_eq!(
        list_seen_by(&mut f.store, f.ben, private).unwrap_err(),
        ListError::NotFound
    );
    // The list shown to friends he still sees, as Ann's friend: a giver.
    assert!(!list_seen_by(&mut f.store, f.ben, f.list).unwrap().mine);
    assert!(f.store.state.dates.values().all(|d| d.user_id != f.ben));
    assert_eq!(
        dependant_seen(&mut f.store, f.ben, f.mia).unwrap_err(),
        DependantError::NotFound
    );
}

#[test]
fn growing_up_hands_the_lists_over_with_no_claim_shown_and_the_surprise_kept() {
    let mut f = family();
    for item in [f.kite, f.bike] {
        claim_list_item(&mut f.store, f.gran, f.list, item, ClaimDraft::default()).unwrap();
    }
    let mia_user = f.store.add_user("mia@example.com", "Mia");
    invite_dependant(
        &mut f.store,
        f.ann,
        f.mia,
        Some("mia@example.com".into()),
        "secret-hash",
    )
    .unwrap();
    // A guardian cannot take the lists for themselves; a wrong token fails.
    assert_eq!(
        accept_dependant_invite(&mut f.store, f.ben, "secret-hash").unwrap_err(),
        DependantError::InviteToGuardian
    );
    assert_eq!(
        accept_dependant_invite(&mut f.store, mia_user, "other").unwrap_err(),
        DependantError::InviteInvalid
    );
    let lists = accept_dependant_invite(&mut f.store, mia_user, "secret-hash").unwrap();
    assert_eq!(lists.len(), 1);
    assert_eq!(lists[0].owner_id, mia_user);
    assert!(lists[0].dependant.is_none());
    // Mia keeps the list: the kite with no claim shown, and no bike at all.
    let view = list_seen_by(&mut f.store, mia_user, f.list).unwrap();
    assert!(view.mine);
    let names: Vec<&str> = view
        .items
        .iter()
        .map(|s| s.item.input.name.as_str())
        .collect();
    assert_eq!(names, vec!["Kite"]);
    assert!(view.items.iter().all(|s| s.claims == ClaimView::Hidden));
    let all = all_my_items(&mut f.store, mia_user).unwrap();
    assert!(all.iter().all(|s| s.item.id != f.bike));
    assert!(all.iter().all(|s| s.claims == ClaimView::Hidden));
    // The guardians are her friends now, and givers: they see the claims.
    assert!(f.store.are_friends(mia_user, f.ann).unwrap());
    assert!(f.store.are_friends(mia_user, f.ben).unwrap());
    assert_eq!(
        givers(&claims_on(&mut f.store, f.list, f.ben, f.kite)),
        vec![Some(f.gran)]
    );
    assert_eq!(
        givers(&claims_on(&mut f.store, f.list, f.ann, f.bike)),
        vec![Some(f.gran)]
    );
    // Nobody looks after her any more; the invite is spent.
    assert!(my_dependants(&mut f.store, f.ann).unwrap().is_empty());
    assert_eq!(
        accept_dependant_invite(&mut f.store, f.eve, "secret-hash").unwrap_err(),
        DependantError::InviteInvalid
    );
    // The birthdays stay in the parents' dates.
    assert_eq!(
        f.store
            .state
            .dates
            .values()
            .filter(|d| d.input.title == "Mia's birthday")
            .count(),
        2
    );
}

#[test]
fn an_account_deleted_leaves_dependants_with_the_other_guardians_or_takes_them() {
    let mut f = family();
    let rex = add_dependant(
        &mut f.store,
        f.ann,
        DependantDraft {
            name: Some("Rex".into()),
            kind: Some("pet".into()),
            ..Default::default()
        },
        now(),
    )
    .unwrap()
    .dependant
    .id;
    let sole: Vec<String> = sole_dependants(&mut f.store, f.ann)
        .unwrap()
        .into_iter()
        .map(|d| d.input.name)
        .collect();
    assert_eq!(sole, vec!["Rex"]);
    leave_dependants(&mut f.store, f.ann).unwrap();
    // Mia stays with Ben, who now holds her lists and may delete her.
    let mia = f.store.dependant(f.mia).unwrap().unwrap();
    assert_eq!(mia.guardian_ids(), vec![f.ben]);
    assert_eq!(mia.created_by, f.ben);
    assert_eq!(f.store.dependant_lists(f.mia).unwrap()[0].owner_id, f.ben);
    // Ann's own surprise is nobody's now: Ben sees its claims.
    assert!(matches!(
        claims_on(&mut f.store, f.list, f.ben, f.bike),
        ClaimView::Giver { .. }
    ));
    // Gran was a giver through Ann alone: the list is closed to her now.
    assert_eq!(
        claim_list_item(&mut f.store, f.gran, f.list, f.bike, ClaimDraft::default()).unwrap_err(),
        ClaimError::NotFound
    );
    assert!(f.store.dependant(rex).unwrap().is_none());
}
