//! Following a list (`use_cases::follows`, issue 46): who may follow which
//! list, and the news its followers hear when items are added, taken off,
//! moved, copied or get cheaper, against the in-memory store. (The fake's
//! bell keeps one line per notice: gathering lines is the real store's,
//! tested there; the words of gathered lines are tested here, on
//! [`Said`] itself.)

use chrono::{DateTime, Utc};

use crate::support::{at, day, personal_list, InMemoryStore};
use domain::dependant::DependantDraft;
use domain::group_list::{GroupItemDraft, GroupListDraft};
use domain::ids::{ItemId, ListId, UserId};
use domain::notification::{Notification, NotificationKind, Said};
use domain::own_list::OwnListDraft;
use domain::ports::{DueItem, StoreError};
use domain::product::ParsedProduct;
use domain::use_cases::dependants::{add_dependant, add_guardian};
use domain::use_cases::follows::{choose_follow, following, FollowError};
use domain::use_cases::friends::remove_friend;
use domain::use_cases::group_lists::{add_group_item, delete_group_item, GroupListError};
use domain::use_cases::lists::{
    add_co_owner, add_list_item, copy_items, create_list, move_items, update_list,
};
use domain::use_cases::prices::{apply_reading, ReadingOutcome};
use domain::use_cases::wishlist::{add_wishlist_item, update_wishlist_item};
use domain::wishlist::WishlistDraft;

const TODAY: &str = "2026-11-28";

fn failed() -> StoreError {
    StoreError::Failed("boom".into())
}

fn item(name: &str) -> WishlistDraft {
    WishlistDraft {
        name: Some(name.into()),
        ..Default::default()
    }
}

fn list_draft(name: &str, visibility: &str) -> OwnListDraft {
    OwnListDraft {
        fields: GroupListDraft {
            name: Some(name.into()),
            ..Default::default()
        },
        visibility: Some(visibility.into()),
        registry: None,
    }
}

/// The list news `user` heard, in the order it came.
fn news(store: &InMemoryStore, user: UserId) -> Vec<Notification> {
    store
        .notifications_of(user)
        .into_iter()
        .filter(|n| n.kind == NotificationKind::ListNews)
        .collect()
}

/// The (title, body, link) of each line of list news `user` heard.
fn heard(store: &InMemoryStore, user: UserId) -> Vec<(String, String, Option<String>)> {
    news(store, user)
        .into_iter()
        .map(|n| (n.title, n.body, n.link))
        .collect()
}

fn line(title: &str, body: &str, link: &str) -> (String, String, Option<String>) {
    (title.to_owned(), body.to_owned(), Some(link.to_owned()))
}

// ---- a person's own lists ----

/// Olive keeps 'Wedding' (a vase) and 'Birthday', both shown to all her
/// friends, and 'Secret', private; her default list is private. Ben and
/// Cat are her friends (`ben_friendship` is Ben's); Eve is nobody's.
struct World {
    store: InMemoryStore,
    olive: UserId,
    ben: UserId,
    cat: UserId,
    eve: UserId,
    ben_friendship: domain::ids::FriendshipId,
    wedding: ListId,
    birthday: ListId,
    secret: ListId,
    vase: ItemId,
}

fn world() -> World {
    let mut store = InMemoryStore::new();
    let olive = store.add_user("olive@example.com", "Olive");
    let ben = store.add_user("ben@example.com", "Ben");
    let cat = store.add_user("cat@example.com", "Cat");
    let eve = store.add_user("eve@example.com", "Eve");
    let ben_friendship = store.seed_friendship(olive, ben);
    store.seed_friendship(olive, cat);
    let mut list = |name: &str, visibility: &str| {
        create_list(&mut store, olive, list_draft(name, visibility), day(TODAY))
            .unwrap()
            .id
    };
    let wedding = list("Wedding", "friends");
    let birthday = list("Birthday", "friends");
    let secret = list("Secret", "private");
    let vase = add_list_item(&mut store, olive, wedding, item("Vase"), false)
        .unwrap()
        .id;
    World {
        store,
        olive,
        ben,
        cat,
        eve,
        ben_friendship,
        wedding,
        birthday,
        secret,
        vase,
    }
}

impl World {
    /// Olive shows her default list to all her friends.
    fn show_default_list(&mut self) {
        update_list(
            &mut self.store,
            self.olive,
            personal_list(self.olive),
            OwnListDraft {
                visibility: Some("friends".into()),
                ..Default::default()
            },
            domain::use_cases::group_lists::Visibility::default(),
            || "t".repeat(32),
            day(TODAY),
        )
        .unwrap();
    }

    fn follow(&mut self, who: UserId, list: ListId) {
        assert_eq!(choose_follow(&mut self.store, who, list, true), Ok(true));
    }
}

#[test]
fn a_friend_follows_a_friends_list_shown_to_friends_only_once_they_choose_to() {
    let mut w = world();
    assert_eq!(following(&mut w.store, w.ben, w.wedding), Ok(false));
    assert_eq!(
        choose_follow(&mut w.store, w.ben, w.wedding, true),
        Ok(true)
    );
    assert_eq!(following(&mut w.store, w.ben, w.wedding), Ok(true));
    assert_eq!(
        choose_follow(&mut w.store, w.ben, w.wedding, false),
        Ok(false)
    );
    assert_eq!(following(&mut w.store, w.ben, w.wedding), Ok(false));
}

#[test]
fn a_stranger_or_a_friend_on_a_private_list_may_not_follow_and_nothing_is_written() {
    let mut w = world();
    let cases = [
        ("a stranger, a list shown to friends", w.eve, w.wedding),
        ("a friend, a private list", w.ben, w.secret),
        (
            "a friend, the private default list",
            w.ben,
            personal_list(w.olive),
        ),
        ("a stranger, a private list", w.eve, w.secret),
    ];
    for (case, who, list) in cases {
        let before = w.store.snapshot();
        assert_eq!(
            following(&mut w.store, who, list),
            Err(FollowError::NotFound),
            "{case}"
        );
        for follow in [true, false] {
            assert_eq!(
                choose_follow(&mut w.store, who, list, follow),
                Err(FollowError::NotFound),
                "{case}"
            );
        }
        assert_eq!(w.store.state, before, "{case}: nothing written");
        assert!(!w.store.calls.contains(&"choose_follow"), "{case}");
    }
}

#[test]
fn the_owner_and_a_co_owner_may_not_follow_the_list_they_receive() {
    let mut w = world();
    add_co_owner(&mut w.store, w.olive, w.wedding, Some(w.ben)).unwrap();
    for (case, who) in [("the owner", w.olive), ("a co-owner", w.ben)] {
        let before = w.store.snapshot();
        assert_eq!(
            following(&mut w.store, who, w.wedding),
            Err(FollowError::NotFound),
            "{case}"
        );
        assert_eq!(
            choose_follow(&mut w.store, who, w.wedding, true),
            Err(FollowError::NotFound),
            "{case}"
        );
        assert_eq!(w.store.state, before, "{case}: nothing written");
    }
    // Nor her default list, shown to friends or not.
    w.show_default_list();
    assert_eq!(
        following(&mut w.store, w.olive, personal_list(w.olive)),
        Err(FollowError::NotFound)
    );
}

#[test]
fn a_guardian_may_follow_a_dependants_list() {
    let mut store = InMemoryStore::new();
    let ann = store.add_user("ann@example.com", "Ann");
    let ben = store.add_user("ben@example.com", "Ben");
    store.seed_friendship(ann, ben);
    let now: DateTime<Utc> = "2026-11-28T12:00:00Z".parse().unwrap();
    let mia = DependantDraft {
        name: Some("Mia".into()),
        kind: Some("child".into()),
        birthday: Some(Some("2019-03-14".into())),
        photo_url: None,
    };
    let seen = add_dependant(&mut store, ann, mia, now).unwrap();
    let list = seen.lists[0].id;
    add_guardian(&mut store, ann, seen.dependant.id, Some(ben), now).unwrap();
    for guardian in [ann, ben] {
        assert_eq!(following(&mut store, guardian, list), Ok(false));
        assert_eq!(choose_follow(&mut store, guardian, list, true), Ok(true));
        assert_eq!(following(&mut store, guardian, list), Ok(true));
    }
}

#[test]
fn a_friend_following_a_list_hears_of_each_item_added_and_the_owner_and_others_do_not() {
    let mut w = world();
    w.follow(w.ben, w.wedding);
    add_list_item(&mut w.store, w.olive, w.wedding, item("Teapot"), false).unwrap();
    let link = format!("/wishlist/{}", w.wedding);
    assert_eq!(
        heard(&w.store, w.ben),
        [line("Olive added Teapot", "On Wedding", &link)]
    );
    assert_eq!(news(&w.store, w.ben)[0].user_id, w.ben);
    assert!(news(&w.store, w.cat).is_empty(), "Cat does not follow it");
    assert!(news(&w.store, w.olive).is_empty(), "the owner added it");
    assert!(news(&w.store, w.eve).is_empty());
}

#[test]
fn a_friend_following_the_default_list_hears_of_an_item_added_to_the_owners_wishlist() {
    let mut w = world();
    w.show_default_list();
    let default = personal_list(w.olive);
    w.follow(w.ben, default);
    add_wishlist_item(&mut w.store, w.olive, item("Scarf")).unwrap();
    assert_eq!(
        heard(&w.store, w.ben),
        [line(
            "Olive added Scarf",
            "On Olive's wishlist",
            &format!("/wishlist/{default}")
        )]
    );
    assert!(news(&w.store, w.cat).is_empty(), "Cat does not follow it");
    assert!(news(&w.store, w.olive).is_empty(), "the owner added it");
}

#[test]
fn a_friend_who_followed_hears_nothing_once_the_friendship_ends() {
    let mut w = world();
    w.follow(w.ben, w.wedding);
    w.follow(w.cat, w.wedding);
    remove_friend(&mut w.store, w.olive, w.ben_friendship).unwrap();
    add_list_item(&mut w.store, w.olive, w.wedding, item("Teapot"), false).unwrap();
    assert!(news(&w.store, w.ben).is_empty(), "no longer a friend");
    assert_eq!(news(&w.store, w.cat).len(), 1, "still a friend");
    assert_eq!(
        following(&mut w.store, w.ben, w.wedding),
        Err(FollowError::NotFound)
    );
}

#[test]
fn moving_an_item_tells_the_first_lists_followers_it_was_taken_off_and_the_seconds_it_was_added() {
    let mut w = world();
    w.follow(w.ben, w.wedding);
    w.follow(w.cat, w.birthday);
    assert_eq!(
        move_items(&mut w.store, w.olive, w.wedding, &[w.vase], w.birthday),
        Ok(1)
    );
    assert_eq!(
        heard(&w.store, w.ben),
        [line(
            "Vase was taken off Wedding",
            "A list you follow changed.",
            &format!("/wishlist/{}", w.wedding)
        )]
    );
    assert_eq!(
        heard(&w.store, w.cat),
        [line(
            "Olive added Vase",
            "On Birthday",
            &format!("/wishlist/{}", w.birthday)
        )]
    );
    assert!(news(&w.store, w.olive).is_empty());
}

#[test]
fn copying_an_item_tells_only_the_second_lists_followers() {
    let mut w = world();
    w.follow(w.ben, w.wedding);
    w.follow(w.cat, w.birthday);
    let copies = copy_items(&mut w.store, w.olive, w.wedding, &[w.vase], w.birthday).unwrap();
    assert_eq!(copies.len(), 1);
    assert!(news(&w.store, w.ben).is_empty(), "nothing left Wedding");
    assert_eq!(
        heard(&w.store, w.cat),
        [line(
            "Olive added Vase",
            "On Birthday",
            &format!("/wishlist/{}", w.birthday)
        )]
    );
    assert!(news(&w.store, w.olive).is_empty());
}

#[test]
fn a_price_lower_than_the_last_reading_tells_followers_and_a_higher_one_does_not() {
    let mut w = world();
    w.follow(w.ben, w.wedding);
    let due = DueItem {
        item: w.vase,
        name: "Vase".into(),
        url: "https://shop.example/vase".into(),
        owner: Some(w.olive),
        list: None,
    };
    let page = |price: &str| {
        Ok(ParsedProduct {
            title: Some("Vase".into()),
            description: None,
            price: Some(price.into()),
            url: "https://shop.example/vase".into(),
            source: "shop.example".into(),
            image: None,
        })
    };
    let read = |store: &mut InMemoryStore, price: &str, time: &str| {
        apply_reading(store, &due, "shop.example", page(price), at(time)).unwrap()
    };
    // The first reading has nothing to drop from; a rise is no news.
    read(&mut w.store, "$30.00", "2026-06-01T08:00:00");
    let rose = read(&mut w.store, "$40.00", "2026-06-02T08:00:00");
    assert!(matches!(rose, ReadingOutcome::Read { changed: true, .. }));
    assert!(news(&w.store, w.ben).is_empty(), "a higher price");
    let fell = read(&mut w.store, "$35.00", "2026-06-03T08:00:00");
    assert!(matches!(fell, ReadingOutcome::Read { changed: true, .. }));
    assert_eq!(
        heard(&w.store, w.ben),
        [line(
            "Vase is cheaper on Wedding",
            "Its price dropped: see it on the list.",
            &format!("/wishlist/{}", w.wedding)
        )]
    );
    assert!(
        news(&w.store, w.olive).is_empty(),
        "the owner follows nothing"
    );
    assert!(news(&w.store, w.cat).is_empty(), "Cat does not follow it");
}

#[test]
fn an_owner_lowering_a_price_tells_followers_and_raising_it_does_not() {
    let mut w = world();
    w.follow(w.ben, w.wedding);
    let price = |store: &mut InMemoryStore, olive, vase, price: &str| {
        let draft = WishlistDraft {
            price: Some(Some(price.into())),
            ..Default::default()
        };
        update_wishlist_item(store, olive, vase, draft).unwrap();
    };
    // A first price has nothing to drop from; a rise is no news.
    price(&mut w.store, w.olive, w.vase, "$40");
    price(&mut w.store, w.olive, w.vase, "$45");
    assert!(news(&w.store, w.ben).is_empty());
    price(&mut w.store, w.olive, w.vase, "$30");
    assert_eq!(
        heard(&w.store, w.ben),
        [line(
            "Vase is cheaper on Wedding",
            "Its price dropped: see it on the list.",
            &format!("/wishlist/{}", w.wedding)
        )]
    );
    assert!(
        news(&w.store, w.olive).is_empty(),
        "not the one who changed it"
    );
}

// ---- group lists ----

/// Olive's group list 'Family' with Ben and Cat on it; Dan is Olive's
/// friend but not on it.
struct Group {
    store: InMemoryStore,
    olive: UserId,
    ben: UserId,
    cat: UserId,
    dan: UserId,
    list: ListId,
}

fn group() -> Group {
    let mut store = InMemoryStore::new();
    let olive = store.add_user("olive@example.com", "Olive");
    let ben = store.add_user("ben@example.com", "Ben");
    let cat = store.add_user("cat@example.com", "Cat");
    let dan = store.add_user("dan@example.com", "Dan");
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
        list,
    }
}

fn group_item(name: &str) -> GroupItemDraft {
    GroupItemDraft {
        item: item(name),
        ..Default::default()
    }
}

fn group_item_for(name: &str, member: UserId) -> GroupItemDraft {
    GroupItemDraft {
        for_user_id: Some(Some(member.0)),
        ..group_item(name)
    }
}

#[test]
fn a_group_list_member_follows_it_by_default_and_may_stop_and_an_outsider_may_not() {
    let mut g = group();
    for member in [g.olive, g.ben, g.cat] {
        assert_eq!(following(&mut g.store, member, g.list), Ok(true));
    }
    assert_eq!(choose_follow(&mut g.store, g.cat, g.list, false), Ok(false));
    assert_eq!(following(&mut g.store, g.cat, g.list), Ok(false));
    let before = g.store.snapshot();
    assert_eq!(
        following(&mut g.store, g.dan, g.list),
        Err(FollowError::NotFound)
    );
    assert_eq!(
        choose_follow(&mut g.store, g.dan, g.list, true),
        Err(FollowError::NotFound)
    );
    assert_eq!(g.store.state, before, "nothing written");
}

#[test]
fn every_group_member_but_the_adder_hears_of_a_new_item_unless_they_stopped_following() {
    let mut g = group();
    let link = format!("/collaborative/{}", g.list);
    add_group_item(&mut g.store, g.ben, g.list, group_item("Kettle")).unwrap();
    for member in [g.olive, g.cat] {
        assert_eq!(
            heard(&g.store, member),
            [line("Ben added Kettle", "On Family", &link)]
        );
    }
    assert!(news(&g.store, g.ben).is_empty(), "the adder");
    assert!(news(&g.store, g.dan).is_empty(), "not on the list");
    // Cat stops following: the next item reaches Olive only.
    choose_follow(&mut g.store, g.cat, g.list, false).unwrap();
    add_group_item(&mut g.store, g.ben, g.list, group_item("Lamp")).unwrap();
    assert_eq!(news(&g.store, g.olive).len(), 2);
    assert_eq!(news(&g.store, g.cat).len(), 1, "nothing more for Cat");
}

#[test]
fn the_member_an_item_is_a_surprise_for_hears_nothing_of_it_added_or_taken_off() {
    let mut g = group();
    let bike = add_group_item(&mut g.store, g.ben, g.list, group_item_for("Bike", g.cat))
        .unwrap()
        .id;
    assert!(
        news(&g.store, g.cat).is_empty(),
        "added: a surprise for Cat"
    );
    assert_eq!(news(&g.store, g.olive).len(), 1);
    delete_group_item(&mut g.store, g.ben, g.list, bike).unwrap();
    assert!(news(&g.store, g.cat).is_empty(), "taken off: still hers");
    assert_eq!(news(&g.store, g.olive).len(), 2);
}

#[test]
fn followers_of_a_group_list_hear_an_item_was_taken_off_it() {
    let mut g = group();
    let kettle = add_group_item(&mut g.store, g.ben, g.list, group_item("Kettle"))
        .unwrap()
        .id;
    delete_group_item(&mut g.store, g.ben, g.list, kettle).unwrap();
    let link = format!("/collaborative/{}", g.list);
    for member in [g.olive, g.cat] {
        assert_eq!(
            heard(&g.store, member).last(),
            Some(&line(
                "Kettle was taken off Family",
                "A list you follow changed.",
                &link
            ))
        );
    }
    assert!(news(&g.store, g.ben).is_empty(), "the one who took it off");
}

#[test]
fn a_store_failure_telling_followers_rolls_the_added_item_back() {
    let mut g = group();
    let before = g.store.snapshot();
    g.store.fail("list_followers", failed());
    assert_eq!(
        add_group_item(&mut g.store, g.ben, g.list, group_item("Kettle")),
        Err(GroupListError::Store(failed()))
    );
    assert!(g.store.calls.contains(&"list_followers"));
    assert_eq!(g.store.state, before, "nothing written");
}

// ---- the words of a list's news ----

/// A line of news about Kara's 30th (list 3): `by` (id, name) made it.
fn said(
    list_id: i64,
    by: Option<(i64, &str)>,
    (added, removed, cheaper): (u32, u32, u32),
    item: &str,
) -> Said {
    Said::ListNews {
        list_id,
        list: "Kara's 30th".into(),
        link: format!("/wishlist/{list_id}"),
        by_id: by.map(|(id, _)| id),
        by: by.map(|(_, name)| name.to_owned()),
        added,
        removed,
        cheaper,
        item: item.into(),
    }
}

const LEO: Option<(i64, &str)> = Some((7, "Leo"));
const MAY: Option<(i64, &str)> = Some((8, "May"));
const ADDED: (u32, u32, u32) = (1, 0, 0);

#[test]
fn one_persons_adds_to_a_list_gather_into_one_line_naming_them() {
    let mut news = said(3, LEO, ADDED, "Scarf");
    assert_eq!(news.words().title, "Leo added Scarf");
    assert_eq!(news.words().body, "On Kara's 30th");
    assert!(news.batches());
    assert!(news.absorb(&said(3, LEO, ADDED, "Gloves")));
    assert!(news.absorb(&said(3, LEO, ADDED, "Hat")));
    let words = news.words();
    assert_eq!(words.title, "Leo added 3 items to Kara's 30th");
    assert_eq!(words.body, "The latest: Hat");
    assert_eq!(words.link.as_deref(), Some("/wishlist/3"));
}

#[test]
fn adds_by_two_people_are_counted_without_naming_anyone() {
    let mut news = said(3, LEO, ADDED, "Scarf");
    assert!(news.absorb(&said(3, MAY, ADDED, "Gloves")));
    let words = news.words();
    assert_eq!(words.title, "2 new items on Kara's 30th");
    assert_eq!(words.body, "The latest: Gloves");
    // Once mixed, a third add by Leo leaves it unnamed.
    assert!(news.absorb(&said(3, LEO, ADDED, "Hat")));
    assert_eq!(news.words().title, "3 new items on Kara's 30th");
}

#[test]
fn a_mix_of_adds_removals_and_drops_reads_as_the_list_changed_with_each_counted() {
    let mut news = said(3, LEO, ADDED, "Scarf");
    assert!(news.absorb(&said(3, LEO, ADDED, "Gloves")));
    assert!(news.absorb(&said(3, LEO, (0, 1, 0), "Hat")));
    assert!(news.absorb(&said(3, None, (0, 0, 1), "Kettle")));
    let words = news.words();
    assert_eq!(words.title, "Kara's 30th changed");
    assert_eq!(
        words.body,
        "2 new items, 1 taken off, 1 price drop. The latest: Kettle"
    );
}

#[test]
fn another_lists_news_is_not_absorbed() {
    let mut news = said(3, LEO, ADDED, "Scarf");
    let before = news.clone();
    assert!(!news.absorb(&said(4, LEO, ADDED, "Gloves")));
    assert_eq!(news, before, "unchanged");
    assert!(!news.absorb(&Said::FriendRequest { from: "Leo".into() }));
}

#[test]
fn only_a_claimed_item_taken_off_is_emailed_at_once() {
    let changed = |deleted| Said::ClaimedItemChanged {
        item: "Vase".into(),
        deleted,
        link: "/collaborative".into(),
    };
    assert!(changed(true).emails_at_once());
    assert!(!changed(false).emails_at_once());
    assert!(!said(3, LEO, ADDED, "Scarf").emails_at_once());
}
