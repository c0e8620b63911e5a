//! Chipping in together, givers' notes and questions to the person
//! (issue 45; `use_cases::chip_in`, `use_cases::item_talk`): a shared
//! purchase holds one unit as a group's claim, pledges never pass its
//! target, only its organiser steers it, and none of it (nor the givers'
//! notes, nor who asked a question) ever reaches the item's recipients,
//! against the in-memory store.

use chrono::{DateTime, Utc};

use crate::support::{at, personal_list, InMemoryStore};
use domain::chip_in::{ChipIn, TargetDraft};
use domain::claim::{ClaimDraft, ClaimStatus, ClaimView, Giver};
use domain::dependant::DependantDraft;
use domain::gift::{GiftDirection, GiftPerson, GiftSource};
use domain::group_list::Recipient;
use domain::ids::{ItemId, ListId, UserId};
use domain::messages;
use domain::money::Money;
use domain::notification::{group_list_link, NotificationKind};
use domain::own_list::Visibility;
use domain::ports::{ClaimStore, StoreError};
use domain::use_cases::chip_in::{
    cancel_chip_in, change_target, chip_in_of, guest_pledge, mark_bought, pledge, pledge_as_guest,
    set_paid, start_chip_in, undo_guest_pledge, withdraw_pledge, GuestPledgeDraft,
};
use domain::use_cases::claims::{
    claim_group_item, group_list_with_claims, my_wishlist, ClaimError,
};
use domain::use_cases::dependants::{add_dependant, add_guardian};
use domain::use_cases::giving::{item_as_giver, GivingError};
use domain::use_cases::item_talk::{
    add_note, answer, ask, delete_note, notes, questions, questions_to_me,
};
use domain::use_cases::lists::{add_list_item, list_seen_by};
use domain::wishlist::WishlistDraft;
use domain::ValidationError;

/// Olive's list 'Family' with Ben, Cat and Dan on it (all four friends of
/// one another); Eve is nobody's.
///
/// On the list: Cat's mug for herself (one unit; Cat its recipient, not a
/// surprise), Olive's watch, a surprise for Ben, and a board game for
/// everyone. Ben's own wishlist, shown to his friends, holds a kettle.
struct World {
    store: InMemoryStore,
    olive: UserId,
    ben: UserId,
    cat: UserId,
    dan: UserId,
    eve: UserId,
    list: ListId,
    mug: ItemId,
    watch: ItemId,
    game: ItemId,
    kettle: ItemId,
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
    let friends = [olive, ben, cat, dan];
    for (i, a) in friends.iter().enumerate() {
        for b in &friends[i + 1..] {
            store.seed_friendship(*a, *b);
        }
    }
    let list = store.seed_group_list(olive, "Family");
    for member in [ben, cat, dan] {
        store.seed_member(list, member);
    }
    let mug = store.seed_group_item(list, cat, Recipient::Member(cat), "Mug");
    let watch = store.seed_group_item(list, olive, Recipient::Member(ben), "Watch");
    let game = store.seed_group_item(list, ben, Recipient::Everyone, "Board game");
    let kettle = store.seed_item(ben, "Kettle");
    store
        .state
        .default_visibility
        .insert(ben, Visibility::Friends);
    World {
        store,
        olive,
        ben,
        cat,
        dan,
        eve,
        list,
        mug,
        watch,
        game,
        kettle,
    }
}

/// The day purchases are marked and questions answered.
fn now() -> chrono::NaiveDateTime {
    at("2026-06-02T09:00:00")
}

fn target(amount: &str) -> TargetDraft {
    TargetDraft {
        target: Some(amount.into()),
        currency: None,
    }
}

fn amount(text: &str) -> Option<String> {
    Some(text.into())
}

fn usd(amount_cents: i64) -> Money {
    Money {
        amount_cents,
        currency: "USD".into(),
    }
}

/// The pledge refusal when only `most` (as "70.00") is left.
fn too_much(most: &str) -> GivingError {
    GivingError::Invalid(ValidationError::field(
        "amount",
        &messages::only_left_to_pledge(most),
    ))
}

/// Everything the issue added to the bell.
const CHIP_IN_AND_TALK: [NotificationKind; 7] = [
    NotificationKind::ChipInPledge,
    NotificationKind::ChipInReached,
    NotificationKind::ChipInBought,
    NotificationKind::ChipInCancelled,
    NotificationKind::GiverNote,
    NotificationKind::ItemQuestion,
    NotificationKind::ItemAnswer,
];

impl World {
    /// `who` starts chipping in for `item`, and the shared purchase it made.
    fn start(&mut self, who: UserId, item: ItemId, goal: &str, mine: Option<&str>) -> ChipIn {
        start_chip_in(
            &mut self.store,
            who,
            item,
            target(goal),
            mine.map(Into::into),
        )
        .unwrap()
        .chip_in
        .unwrap()
    }

    fn pledge(&mut self, who: UserId, item: ItemId, mine: Option<&str>) -> ChipIn {
        pledge(&mut self.store, who, item, mine.map(Into::into))
            .unwrap()
            .chip_in
            .unwrap()
    }

    /// The item's shared purchase as stored now.
    fn chip_in(&self, item: ItemId) -> Option<ChipIn> {
        self.store.chip_in_of_item(item)
    }

    /// The claims on `item`, as the stores read them.
    fn claims(&mut self, item: ItemId) -> Vec<domain::claim::Claim> {
        self.store.claims_on(&[item]).unwrap()
    }

    /// The kinds of what `user` was told, in order.
    fn told(&self, user: UserId) -> Vec<NotificationKind> {
        self.store
            .notifications_of(user)
            .into_iter()
            .map(|n| n.kind)
            .collect()
    }

    /// How many of `kind` `user` was told.
    fn told_of(&self, user: UserId, kind: NotificationKind) -> usize {
        self.told(user).into_iter().filter(|k| *k == kind).count()
    }

    /// `viewer`'s view of the mug's claims on the list's page.
    fn mug_on_the_page(&mut self, viewer: UserId) -> ClaimView {
        let (list, mug) = (self.list, self.mug);
        group_list_with_claims(&mut self.store, viewer, list)
            .unwrap()
            .items
            .into_iter()
            .find(|i| i.item.id == mug)
            .unwrap()
            .claims
    }
}

fn shares(seen: &ChipIn) -> Vec<i64> {
    seen.shares()
}

// ---- the shared purchase and the item's units ----

#[test]
fn starting_reserves_one_unit_as_a_claim_by_a_group() {
    let mut w = world();
    let (olive, dan, mug) = (w.olive, w.dan, w.mug);
    let started = w.start(olive, mug, "60", None);
    assert!(started.is_organised_by(olive));
    // No currency sent: the price's ($24.99).
    assert_eq!(started.target, usd(6000));
    assert_eq!(started.pledges.len(), 1, "the organiser's own pledge");
    assert_eq!(started.pledges[0].giver.user(), Some(olive));
    assert_eq!(shares(&started), vec![6000]);

    let claims = w.claims(mug);
    assert_eq!(claims.len(), 1);
    assert_eq!(claims[0].id, started.claim);
    assert_eq!(
        (claims[0].quantity, claims[0].status),
        (1, ClaimStatus::Reserved)
    );
    // The group's claim carries the shared purchase, under no giver's name.
    assert_eq!(claims[0].giver.chip_in(), Some(&started));
    assert_eq!(claims[0].giver.user(), None);
    assert_eq!(claims[0].giver.display(), messages::GROUP_GIVER);
    // Another giver reads it on the item.
    let seen = chip_in_of(&mut w.store, dan, mug).unwrap();
    assert_eq!(seen.chip_in, Some(started));

    // One to an item: the next giver pledges to it instead.
    let before = w.store.snapshot();
    let again = start_chip_in(&mut w.store, dan, mug, target("80"), None).unwrap_err();
    assert_eq!(again, GivingError::Conflict(messages::CHIP_IN_ALREADY));
    assert_eq!(w.store.state, before);
}

#[test]
fn a_claim_and_a_shared_purchase_never_both_take_the_last_unit() {
    let mut w = world();
    let (olive, ben, dan, list, mug, game) = (w.olive, w.ben, w.dan, w.list, w.mug, w.game);

    // The shared purchase first: the claim after it is refused.
    w.start(olive, mug, "60", None);
    let before = w.store.snapshot();
    let claim = claim_group_item(&mut w.store, ben, list, mug, ClaimDraft::default());
    assert_eq!(claim.unwrap_err(), ClaimError::OnlyLeft(0));
    assert_eq!(w.store.state, before, "no claim made");

    // The claim first: starting after it is refused.
    claim_group_item(&mut w.store, dan, list, game, ClaimDraft::default()).unwrap();
    let before = w.store.snapshot();
    let start = start_chip_in(&mut w.store, olive, game, target("60"), None).unwrap_err();
    assert_eq!(start, GivingError::Claim(ClaimError::OnlyLeft(0)));
    assert_eq!(w.store.state, before, "no shared purchase, no group claim");

    // Two units: one claimed, one chipped in for, and nothing left.
    w.store
        .state
        .group_items
        .get_mut(&game)
        .unwrap()
        .input
        .quantity = 2;
    w.start(olive, game, "60", None);
    assert_eq!(w.claims(game).len(), 2);
    let third = claim_group_item(&mut w.store, ben, list, game, ClaimDraft::default());
    assert_eq!(third.unwrap_err(), ClaimError::OnlyLeft(0));
}

// ---- pledges ----

#[test]
fn pledges_never_pass_the_target() {
    let mut w = world();
    let (olive, ben, cat, dan, mug, kettle) = (w.olive, w.ben, w.cat, w.dan, w.mug, w.kettle);
    w.start(olive, mug, "100", Some("30"));

    // More than the 70 left is refused, saying what is.
    let before = w.store.snapshot();
    let over = pledge(&mut w.store, ben, mug, amount("80")).unwrap_err();
    assert_eq!(over, too_much("70.00"));
    assert_eq!(w.store.state, before);

    let full = w.pledge(ben, mug, Some("70"));
    assert_eq!(full.pledged(), 10_000);
    assert!(full.reached());
    // Nothing left: neither an amount nor an equal share fits.
    assert_eq!(
        pledge(&mut w.store, dan, mug, amount("1")).unwrap_err(),
        too_much("0.00")
    );
    assert_eq!(
        pledge(&mut w.store, dan, mug, None).unwrap_err(),
        too_much("0.00")
    );
    assert_eq!(
        too_much("0.00").to_string(),
        "Nothing is left to pledge: the target is reached."
    );
    // Changing my own pledge counts without it: 70 fits, 70.01 does not.
    assert_eq!(
        pledge(&mut w.store, ben, mug, amount("70.01")).unwrap_err(),
        too_much("70.00")
    );
    assert_eq!(shares(&w.pledge(ben, mug, Some("65"))), vec![3000, 6500]);

    // Beside equal shares, each keeps a cent at least.
    w.start(cat, kettle, "100", None);
    assert_eq!(
        pledge(&mut w.store, olive, kettle, amount("100")).unwrap_err(),
        too_much("99.99")
    );
    let seen = w.pledge(olive, kettle, Some("99.99"));
    assert_eq!(shares(&seen), vec![1, 9999]);
    assert_eq!(seen.pledged(), 10_000);
    // An organiser's own pledge above the target is refused from the start.
    // (It is the start's `pledge`, beside its `target`.)
    let error = start_chip_in(&mut w.store, ben, w.game, target("50"), amount("60")).unwrap_err();
    assert_eq!(
        error,
        GivingError::Invalid(ValidationError::field(
            "pledge",
            &messages::only_left_to_pledge("50.00"),
        ))
    );
}

#[test]
fn equal_shares_are_recomputed_as_givers_join_and_fixed_at_the_first_paid_tick() {
    let mut w = world();
    let (olive, ben, dan, mug) = (w.olive, w.ben, w.dan, w.mug);
    assert_eq!(shares(&w.start(olive, mug, "90", None)), vec![9000]);
    assert_eq!(shares(&w.pledge(ben, mug, None)), vec![4500, 4500]);
    let three = w.pledge(dan, mug, None);
    assert_eq!(shares(&three), vec![3000, 3000, 3000]);
    // To the cent: the earliest take the odd cents.
    let seen = change_target(&mut w.store, olive, mug, target("100")).unwrap();
    assert_eq!(shares(&seen.chip_in.unwrap()), vec![3334, 3333, 3333]);
    change_target(&mut w.store, olive, mug, target("90")).unwrap();

    // The first tick fixes every equal share at what it came to.
    let dans = three.pledge_of(dan).unwrap().id;
    let ticked = set_paid(&mut w.store, olive, mug, dans, true, now())
        .unwrap()
        .chip_in
        .unwrap();
    let amounts: Vec<Option<i64>> = ticked.pledges.iter().map(|p| p.amount_cents).collect();
    assert_eq!(amounts, vec![Some(3000); 3]);
    assert_eq!(ticked.pledge_of(dan).unwrap().paid_at, Some(now()));

    // Ben leaves: the others' shares stay put, and it falls short.
    let left = withdraw_pledge(&mut w.store, ben, mug)
        .unwrap()
        .chip_in
        .unwrap();
    assert_eq!(shares(&left), vec![3000, 3000]);
    assert!(!left.reached());
    // A paid pledge is neither taken back nor changed.
    let before = w.store.snapshot();
    for refused in [
        withdraw_pledge(&mut w.store, dan, mug).unwrap_err(),
        pledge(&mut w.store, dan, mug, amount("10")).unwrap_err(),
    ] {
        assert_eq!(refused, GivingError::Conflict(messages::PLEDGE_PAID));
    }
    assert_eq!(w.store.state, before);
    // Unticked, the amounts stay fixed.
    let unticked = set_paid(&mut w.store, olive, mug, dans, false, now())
        .unwrap()
        .chip_in
        .unwrap();
    assert_eq!(unticked.pledge_of(dan).unwrap().paid_at, None);
    assert_eq!(shares(&unticked), vec![3000, 3000]);
}

// ---- the organiser ----

#[test]
fn only_the_organiser_changes_the_target_ticks_buys_or_cancels() {
    let mut w = world();
    let (olive, ben, mug) = (w.olive, w.ben, w.mug);
    w.start(olive, mug, "50", Some("20"));
    let bens = w.pledge(ben, mug, Some("30")).pledge_of(ben).unwrap().id;
    let before = w.store.snapshot();
    let refusals = [
        change_target(&mut w.store, ben, mug, target("60")).unwrap_err(),
        set_paid(&mut w.store, ben, mug, bens, true, now()).unwrap_err(),
        mark_bought(&mut w.store, ben, mug, now()).unwrap_err(),
        cancel_chip_in(&mut w.store, ben, mug).unwrap_err(),
    ];
    for refused in refusals {
        assert_eq!(refused, GivingError::OrganiserOnly);
    }
    assert_eq!(w.store.state, before, "nothing changed");
    // The target never goes below what is pledged.
    assert_eq!(
        change_target(&mut w.store, olive, mug, target("49.99")).unwrap_err(),
        GivingError::Invalid(ValidationError::field(
            "target",
            messages::CHIP_IN_TARGET_BELOW_PLEDGED
        ))
    );
    assert_eq!(w.store.state, before);
    let raised = change_target(&mut w.store, olive, mug, target("70")).unwrap();
    assert_eq!(raised.chip_in.unwrap().target, usd(7000));
}

#[test]
fn it_is_bought_once_reached_and_each_pledger_keeps_their_share_in_their_history() {
    let mut w = world();
    let (olive, ben, cat, dan, mug) = (w.olive, w.ben, w.cat, w.dan, w.mug);
    w.start(olive, mug, "50", Some("20"));
    let before = w.store.snapshot();
    assert_eq!(
        mark_bought(&mut w.store, olive, mug, now()).unwrap_err(),
        GivingError::Conflict(messages::CHIP_IN_NOT_REACHED)
    );
    assert_eq!(w.store.state, before);

    // Ben's equal share reaches it: the organiser hears of the pledge, and
    // both of them that it is reached.
    let reached = w.pledge(ben, mug, None);
    assert_eq!(shares(&reached), vec![2000, 3000]);
    assert_eq!(
        w.told(olive),
        vec![
            NotificationKind::ChipInPledge,
            NotificationKind::ChipInReached
        ]
    );
    assert_eq!(w.told(ben), vec![NotificationKind::ChipInReached]);

    let bought = mark_bought(&mut w.store, olive, mug, now())
        .unwrap()
        .chip_in
        .unwrap();
    assert_eq!(bought.bought_at, Some(now()));
    // Ben's share is fixed at what he paid.
    assert_eq!(bought.pledge_of(ben).unwrap().amount_cents, Some(3000));
    let claims = w.claims(mug);
    assert_eq!(claims.len(), 1);
    assert_eq!(claims[0].status, ClaimStatus::Purchased);
    // Each pledger keeps the mug as given to Cat, at their share.
    for (giver, share) in [(olive, 2000), (ben, 3000)] {
        let pledge_id = bought.pledge_of(giver).unwrap().id;
        let kept: Vec<_> = w
            .store
            .state
            .gifts
            .values()
            .filter(|g| g.owner == giver)
            .collect();
        assert_eq!(kept.len(), 1, "{giver:?}");
        assert_eq!(kept[0].person, GiftPerson::Friend(cat));
        assert_eq!(kept[0].direction, GiftDirection::Given);
        assert_eq!(kept[0].input.name, "Mug");
        assert_eq!(kept[0].input.price, Some(usd(share)));
        let source = GiftSource::Pledge(pledge_id);
        assert!(w
            .store
            .state
            .gift_sources
            .contains(&(giver, source.kind(), source.id())));
    }
    // The pledgers are told it was bought; the organiser bought it.
    assert_eq!(w.told_of(ben, NotificationKind::ChipInBought), 1);
    assert_eq!(w.told_of(olive, NotificationKind::ChipInBought), 0);
    // Nothing changes once bought.
    let before = w.store.snapshot();
    assert_eq!(
        pledge(&mut w.store, dan, mug, None).unwrap_err(),
        GivingError::Conflict(messages::CHIP_IN_BOUGHT)
    );
    assert_eq!(
        cancel_chip_in(&mut w.store, olive, mug).unwrap_err(),
        GivingError::Conflict(messages::CHIP_IN_BOUGHT)
    );
    assert_eq!(w.store.state, before);
}

#[test]
fn cancelling_frees_the_unit_and_tells_each_pledger_but_the_organiser() {
    let mut w = world();
    let (olive, ben, cat, dan, list, mug) = (w.olive, w.ben, w.cat, w.dan, w.list, w.mug);
    w.start(olive, mug, "90", None);
    w.pledge(ben, mug, None);
    w.pledge(dan, mug, Some("10"));
    let seen = cancel_chip_in(&mut w.store, olive, mug).unwrap();
    assert_eq!(seen.chip_in, None);
    assert!(w.claims(mug).is_empty(), "the unit is free");
    assert!(w.store.state.chip_ins.is_empty());
    assert!(w.store.state.pledges.is_empty(), "every pledge returned");
    for pledger in [ben, dan] {
        assert_eq!(w.told_of(pledger, NotificationKind::ChipInCancelled), 1);
    }
    assert_eq!(w.told_of(olive, NotificationKind::ChipInCancelled), 0);
    assert!(w.told(cat).is_empty());
    let link = w.store.notifications_of(ben).last().unwrap().link.clone();
    assert_eq!(link.as_deref(), Some(group_list_link(list).as_str()));
    // The unit may be claimed again.
    claim_group_item(&mut w.store, ben, list, mug, ClaimDraft::default()).unwrap();
    assert_eq!(
        pledge(&mut w.store, dan, mug, None).unwrap_err(),
        GivingError::Conflict(messages::CHIP_IN_NONE)
    );
}

#[test]
fn a_guest_pledges_on_the_public_link_and_takes_it_back_until_it_is_ticked_paid() {
    const LINK: &str = "gggggggggggggggggggggggggggggggg";
    let mut w = world();
    let (olive, cat, list, mug) = (w.olive, w.cat, w.list, w.mug);
    w.store.seed_group_public(list, Some(LINK), false);
    w.start(olive, mug, "50", Some("20"));
    let sam = |amount: &str| GuestPledgeDraft {
        name: Some("Sam".into()),
        email: None,
        amount: Some(amount.into()),
    };

    let before = w.store.snapshot();
    let over = pledge_as_guest(&mut w.store, None, LINK, mug.0, sam("40"), "h1".into());
    assert_eq!(over.unwrap_err(), too_much("30.00"));
    // Cat, signed in on the link, is whom the mug is for.
    let own = pledge_as_guest(&mut w.store, Some(cat), LINK, mug.0, sam("5"), "h1".into());
    assert_eq!(own.unwrap_err(), GivingError::Claim(ClaimError::OwnGift));
    assert_eq!(w.store.state, before);

    let made = pledge_as_guest(&mut w.store, None, LINK, mug.0, sam("10"), "h1".into()).unwrap();
    assert_eq!(made.item, mug);
    assert_eq!(made.item_name, "Mug");
    assert_eq!(made.list_title, "Family");
    assert_eq!(made.list_token.as_deref(), Some(LINK));
    assert_eq!((made.share_cents, made.currency.as_str()), (1000, "USD"));
    assert_eq!(made.pledge.giver.display(), "Sam");
    assert_eq!(w.told(olive), vec![NotificationKind::ChipInPledge]);
    assert!(w.told(cat).is_empty());
    assert_eq!(guest_pledge(&mut w.store, "h1").unwrap(), made);

    // Taken back with its token: the shared purchase keeps Olive's alone.
    undo_guest_pledge(&mut w.store, "h1").unwrap();
    assert_eq!(w.chip_in(mug).unwrap().pledges.len(), 1);
    assert_eq!(
        guest_pledge(&mut w.store, "h1").unwrap_err(),
        GivingError::NotFound
    );
    // Once the organiser ticked it paid, it stays.
    let again = pledge_as_guest(&mut w.store, None, LINK, mug.0, sam("10"), "h2".into()).unwrap();
    set_paid(&mut w.store, olive, mug, again.pledge.id, true, now()).unwrap();
    assert_eq!(
        undo_guest_pledge(&mut w.store, "h2").unwrap_err(),
        GivingError::Conflict(messages::PLEDGE_PAID)
    );
}

// ---- the recipients receive nothing ----

#[test]
fn a_group_items_recipient_never_learns_of_the_shared_purchase_nor_the_notes() {
    let mut w = world();
    let (olive, ben, cat, dan, mug) = (w.olive, w.ben, w.cat, w.dan, w.mug);
    w.start(olive, mug, "50", Some("20"));
    w.pledge(ben, mug, None);
    add_note(&mut w.store, dan, mug, amount("I'll wrap it")).unwrap();
    let paid = w.chip_in(mug).unwrap().pledge_of(ben).unwrap().id;
    set_paid(&mut w.store, olive, mug, paid, true, now()).unwrap();

    // A giver sees the group's claim; Cat sees nothing at all.
    match w.mug_on_the_page(dan) {
        ClaimView::Giver { claims, available } => {
            assert_eq!(available, 0);
            assert!(matches!(claims[0].giver, Giver::Group { .. }));
        }
        other => panic!("a giver's view, not {other:?}"),
    }
    assert_eq!(w.mug_on_the_page(cat), ClaimView::Hidden);
    // Every way in answers that the item does not exist, and writes nothing.
    let before = w.store.snapshot();
    let not_found = GivingError::NotFound;
    assert_eq!(
        item_as_giver(&mut w.store, cat, mug).unwrap_err(),
        not_found
    );
    assert_eq!(chip_in_of(&mut w.store, cat, mug).unwrap_err(), not_found);
    assert_eq!(pledge(&mut w.store, cat, mug, None).unwrap_err(), not_found);
    assert_eq!(
        start_chip_in(&mut w.store, cat, mug, target("10"), None).unwrap_err(),
        not_found
    );
    assert_eq!(notes(&mut w.store, cat, mug).unwrap_err(), not_found);
    assert_eq!(
        add_note(&mut w.store, cat, mug, amount("hello?")).unwrap_err(),
        not_found
    );
    assert_eq!(questions(&mut w.store, cat, mug).unwrap_err(), not_found);
    assert_eq!(w.store.state, before);

    mark_bought(&mut w.store, olive, mug, now()).unwrap();
    assert_eq!(w.mug_on_the_page(cat), ClaimView::Hidden);
    // The givers heard all of it; Cat not a word.
    assert!(!w.told(ben).is_empty() && !w.told(olive).is_empty());
    assert!(w.told(cat).is_empty(), "{:?}", w.told(cat));
}

#[test]
fn the_owner_of_a_wishlist_never_learns_of_a_shared_purchase_on_it() {
    let mut w = world();
    let (olive, ben, cat, kettle) = (w.olive, w.ben, w.cat, w.kettle);
    w.start(olive, kettle, "40", None);
    w.pledge(cat, kettle, Some("15"));
    add_note(&mut w.store, cat, kettle, amount("The red one")).unwrap();

    // His friends give on his list and see the group's claim.
    let on_the_list = |store: &mut InMemoryStore, viewer: UserId| {
        list_seen_by(store, viewer, personal_list(ben))
            .unwrap()
            .items
            .into_iter()
            .find(|s| s.item.id == kettle)
            .unwrap()
            .claims
    };
    assert!(matches!(
        on_the_list(&mut w.store, cat),
        ClaimView::Giver { available: 0, .. }
    ));
    // Ben, on his wishlist and on his list's page: nothing.
    let mine = my_wishlist(&mut w.store, ben).unwrap();
    let kettle_seen = mine.iter().find(|s| s.item.id == kettle).unwrap();
    assert_eq!(kettle_seen.claims, ClaimView::Hidden);
    assert_eq!(on_the_list(&mut w.store, ben), ClaimView::Hidden);
    assert_eq!(
        item_as_giver(&mut w.store, ben, kettle).unwrap_err(),
        GivingError::NotFound
    );
    assert_eq!(
        notes(&mut w.store, ben, kettle).unwrap_err(),
        GivingError::NotFound
    );

    cancel_chip_in(&mut w.store, olive, kettle).unwrap();
    assert_eq!(w.told_of(cat, NotificationKind::ChipInCancelled), 1);
    let bens = w.told(ben);
    assert!(
        bens.iter().all(|k| !CHIP_IN_AND_TALK.contains(k)),
        "{bens:?}"
    );
}

// ---- givers' notes ----

#[test]
fn only_givers_read_and_write_notes_and_the_other_givers_are_told() {
    let mut w = world();
    let (olive, ben, cat, dan, eve, list, mug) =
        (w.olive, w.ben, w.cat, w.dan, w.eve, w.list, w.mug);
    // Ben has claimed the mug: a giver who said so.
    claim_group_item(&mut w.store, ben, list, mug, ClaimDraft::default()).unwrap();

    let first = add_note(&mut w.store, dan, mug, amount("  Blue, please ")).unwrap();
    assert_eq!(first.body, "Blue, please");
    assert_eq!(first.author_name(), "Dan Dogwood");
    // Ben (who claimed) is told; Dan wrote it, Olive has said nothing yet,
    // Cat is whom it is for.
    assert_eq!(w.told(ben), vec![NotificationKind::GiverNote]);
    assert!(w.told(dan).is_empty());
    assert!(w.told(olive).is_empty());
    assert!(w.told(cat).is_empty());
    let note = &w.store.notifications_of(ben)[0];
    assert_eq!(note.title, "Dan Dogwood left a note on Mug");

    // Olive answers: the note's author hears of it too now.
    add_note(&mut w.store, olive, mug, amount("Agreed")).unwrap();
    assert_eq!(w.told_of(ben, NotificationKind::GiverNote), 2);
    assert_eq!(w.told_of(dan, NotificationKind::GiverNote), 1);
    assert!(w.told(olive).is_empty());
    assert!(w.told(cat).is_empty());

    // Givers read them, oldest first; nobody else does.
    let bodies: Vec<String> = notes(&mut w.store, ben, mug)
        .unwrap()
        .into_iter()
        .map(|n| n.body)
        .collect();
    assert_eq!(bodies, vec!["Blue, please", "Agreed"]);
    for outsider in [cat, eve] {
        assert_eq!(
            notes(&mut w.store, outsider, mug).unwrap_err(),
            GivingError::NotFound
        );
        assert_eq!(
            add_note(&mut w.store, outsider, mug, amount("hi")).unwrap_err(),
            GivingError::NotFound
        );
    }
    // An empty note is refused before anything is read.
    assert!(matches!(
        add_note(&mut w.store, dan, mug, amount("  ")).unwrap_err(),
        GivingError::Invalid(_)
    ));
    // Only its author deletes a note.
    assert_eq!(
        delete_note(&mut w.store, ben, mug, first.id).unwrap_err(),
        GivingError::NotFound
    );
    delete_note(&mut w.store, dan, mug, first.id).unwrap();
    assert_eq!(notes(&mut w.store, ben, mug).unwrap().len(), 1);
}

#[test]
fn pledgers_hear_of_notes_through_the_shared_purchase() {
    let mut w = world();
    let (olive, ben, cat, dan, mug) = (w.olive, w.ben, w.cat, w.dan, w.mug);
    w.start(olive, mug, "50", Some("25"));
    w.pledge(ben, mug, Some("10"));
    add_note(&mut w.store, dan, mug, amount("Gift wrap?")).unwrap();
    assert_eq!(w.told_of(olive, NotificationKind::GiverNote), 1);
    assert_eq!(w.told_of(ben, NotificationKind::GiverNote), 1);
    assert!(w.told(cat).is_empty());
}

// ---- questions to the person ----

#[test]
fn a_question_on_a_surprise_is_refused() {
    let mut w = world();
    let (cat, dan, watch) = (w.cat, w.dan, w.watch);
    // The watch is Olive's surprise for Ben: asking him would give it away.
    let before = w.store.snapshot();
    for asker in [cat, dan] {
        assert_eq!(
            ask(&mut w.store, asker, watch, amount("Gold or silver?")).unwrap_err(),
            GivingError::Conflict(messages::QUESTION_ON_SURPRISE)
        );
    }
    // An item for everyone has nobody to ask.
    assert_eq!(
        ask(&mut w.store, cat, w.game, amount("Which edition?")).unwrap_err(),
        GivingError::Conflict(messages::QUESTION_NOBODY_TO_ASK)
    );
    assert_eq!(w.store.state, before, "nothing asked, nobody told");
}

#[test]
fn the_recipient_is_asked_without_being_told_who_asked_and_the_givers_hear_the_answer() {
    let mut w = world();
    let (olive, ben, cat, dan, list, mug) = (w.olive, w.ben, w.cat, w.dan, w.list, w.mug);
    claim_group_item(&mut w.store, ben, list, mug, ClaimDraft::default()).unwrap();
    let asked = ask(&mut w.store, dan, mug, amount("Which colour?")).unwrap();
    assert_eq!(asked.question, "Which colour?");

    // Cat is told a giver asked: never which one.
    assert_eq!(w.told(cat), vec![NotificationKind::ItemQuestion]);
    let told = &w.store.notifications_of(cat)[0];
    assert_eq!(told.title, "A giver asked about Mug");
    for words in [&told.title, &told.body] {
        assert!(!words.to_lowercase().contains("dan"), "{words}");
    }
    assert_eq!(told.link.as_deref(), Some(group_list_link(list).as_str()));
    // Nobody else hears of the question.
    for giver in [olive, ben, dan] {
        assert!(w.told(giver).is_empty());
    }

    // Cat's questions: this one, without its asker.
    let mine = questions_to_me(&mut w.store, cat).unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].question.id, asked.id);
    assert_eq!(mine[0].question.question, "Which colour?");
    assert_eq!(mine[0].item_name, "Mug");
    assert_eq!(mine[0].list_id, list);
    assert_eq!(mine[0].dependant, None);
    assert_eq!(mine[0].question.asker, None, "never who asked");
    // Nobody else answers for the mug.
    for other in [olive, ben, dan] {
        assert!(questions_to_me(&mut w.store, other).unwrap().is_empty());
    }
    assert_eq!(
        answer(&mut w.store, dan, asked.id, amount("Blue"), now()).unwrap_err(),
        GivingError::NotFound
    );

    // Cat answers: the givers (who claimed, who asked) are told, not she.
    let answered = answer(&mut w.store, cat, asked.id, amount("Blue"), now()).unwrap();
    assert_eq!(answered.question.answer.as_deref(), Some("Blue"));
    assert_eq!(answered.question.answered_at, Some(now()));
    assert_eq!(answered.question.asker, None, "never who asked");
    for giver in [ben, dan] {
        assert_eq!(w.told(giver), vec![NotificationKind::ItemAnswer]);
    }
    assert!(w.told(olive).is_empty());
    assert_eq!(w.told(cat), vec![NotificationKind::ItemQuestion]);
    // The givers read it beside the gift.
    let read = questions(&mut w.store, ben, mug).unwrap();
    assert_eq!(read[0].answer.as_deref(), Some("Blue"));
}

fn utc_now() -> DateTime<Utc> {
    "2026-06-01T12:00:00Z".parse().unwrap()
}

/// Ann looks after Mia with Ben; Gran is Ann's friend. Mia's list holds a
/// kite, and a bike that is Ann's own surprise.
struct Family {
    store: InMemoryStore,
    ann: UserId,
    ben: UserId,
    gran: UserId,
    list: ListId,
    kite: ItemId,
    bike: ItemId,
}

fn family() -> Family {
    let mut store = InMemoryStore::new();
    let ann = store.add_user("ann@example.com", "Ann");
    let ben = store.add_user("ben@example.com", "Ben");
    let gran = store.add_user("gran@example.com", "Gran");
    store.seed_friendship(ann, ben);
    store.seed_friendship(ann, gran);
    let mia = DependantDraft {
        name: Some("Mia".into()),
        kind: Some("child".into()),
        birthday: None,
        photo_url: None,
    };
    let seen = add_dependant(&mut store, ann, mia, utc_now()).unwrap();
    let list = seen.lists[0].id;
    add_guardian(&mut store, ann, seen.dependant.id, Some(ben), utc_now()).unwrap();
    let item = |name: &str| WishlistDraft {
        name: Some(name.into()),
        ..Default::default()
    };
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
        list,
        kite,
        bike,
    }
}

#[test]
fn on_a_dependants_list_the_guardians_answer_and_a_guardians_own_surprise_is_not_asked_about() {
    let mut f = family();
    let (ann, ben, gran, list, kite, bike) = (f.ann, f.ben, f.gran, f.list, f.kite, f.bike);
    let told = |f: &Family, user: UserId| -> Vec<NotificationKind> {
        f.store
            .notifications_of(user)
            .into_iter()
            .map(|n| n.kind)
            .filter(|k| CHIP_IN_AND_TALK.contains(k))
            .collect()
    };

    // Ann's own surprise: neither she nor a friend may ask about it; Ben,
    // whom it surprises, cannot reach it at all.
    let before = f.store.snapshot();
    for asker in [ann, gran] {
        assert_eq!(
            ask(&mut f.store, asker, bike, amount("Which size?")).unwrap_err(),
            GivingError::Conflict(messages::QUESTION_ON_SURPRISE)
        );
    }
    assert_eq!(
        ask(&mut f.store, ben, bike, amount("Which size?")).unwrap_err(),
        GivingError::NotFound
    );
    assert_eq!(f.store.state, before);

    // Mia has no account: her guardians answer, told it is about her kite.
    let asked = ask(&mut f.store, gran, kite, amount("Which colour?")).unwrap();
    for guardian in [ann, ben] {
        assert_eq!(told(&f, guardian), vec![NotificationKind::ItemQuestion]);
        let news = f.store.notifications_of(guardian);
        let last = news.last().unwrap();
        assert_eq!(last.title, "A giver asked about Mia's Kite");
        for words in [&last.title, &last.body] {
            assert!(!words.to_lowercase().contains("gran"), "{words}");
        }
    }
    let mine = questions_to_me(&mut f.store, ann).unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].question.id, asked.id);
    assert_eq!(mine[0].dependant.as_deref(), Some("Mia"));
    assert_eq!(mine[0].list_id, list);
    assert_eq!(mine[0].question.asker, None);
    assert!(questions_to_me(&mut f.store, gran).unwrap().is_empty());

    // Ann answers: Gran hears of it; Ben, who answers too, does not.
    answer(&mut f.store, ann, asked.id, amount("Red"), now()).unwrap();
    assert_eq!(told(&f, gran), vec![NotificationKind::ItemAnswer]);
    assert_eq!(told(&f, ben), vec![NotificationKind::ItemQuestion]);
}

// ---- nothing half written ----

#[test]
fn a_store_failure_mid_way_leaves_nothing_half_written() {
    type Run = fn(&mut World) -> Result<(), GivingError>;
    /// The mug: Olive organises (50, equal shares), Ben pledged his equal
    /// share, Dan claimed the game and asked Cat about the mug.
    fn prepared() -> (World, domain::ids::ItemQuestionId) {
        let mut w = world();
        let (olive, ben, dan, list, mug, game) = (w.olive, w.ben, w.dan, w.list, w.mug, w.game);
        w.start(olive, mug, "50", None);
        w.pledge(ben, mug, None);
        claim_group_item(&mut w.store, dan, list, game, ClaimDraft::default()).unwrap();
        let asked = ask(&mut w.store, dan, mug, amount("Which colour?")).unwrap();
        (w, asked.id)
    }
    let start: Run = |w| {
        let (dan, kettle) = (w.dan, w.kettle);
        start_chip_in(&mut w.store, dan, kettle, target("40"), amount("10")).map(drop)
    };
    let join: Run = |w| {
        let (dan, mug) = (w.dan, w.mug);
        pledge(&mut w.store, dan, mug, None).map(drop)
    };
    let tick: Run = |w| {
        let (olive, ben, mug) = (w.olive, w.ben, w.mug);
        let bens = w.chip_in(mug).unwrap().pledge_of(ben).unwrap().id;
        set_paid(&mut w.store, olive, mug, bens, true, now()).map(drop)
    };
    let buy: Run = |w| {
        let (olive, mug) = (w.olive, w.mug);
        mark_bought(&mut w.store, olive, mug, now()).map(drop)
    };
    let cancel: Run = |w| {
        let (olive, mug) = (w.olive, w.mug);
        cancel_chip_in(&mut w.store, olive, mug).map(drop)
    };
    let note: Run = |w| {
        let (olive, mug) = (w.olive, w.mug);
        add_note(&mut w.store, olive, mug, amount("Wrapped")).map(drop)
    };
    let question: Run = |w| {
        let (ben, mug) = (w.ben, w.mug);
        ask(&mut w.store, ben, mug, amount("Which size?")).map(drop)
    };
    // (case, failing method, calls let through first, the use case)
    let table: Vec<(&str, &'static str, u32, Run)> = vec![
        ("start: the pledge", "insert_pledge", 0, start),
        ("start: the shared purchase", "insert_chip_in", 0, start),
        ("join: telling the organiser", "notify", 0, join),
        (
            "tick: the tick after the shares",
            "set_pledge_paid",
            0,
            tick,
        ),
        ("buy: the second pledger's gift", "insert_gift_from", 1, buy),
        ("buy: telling the pledgers", "notify", 0, buy),
        ("cancel: telling the pledgers", "notify", 0, cancel),
        ("note: telling the givers", "notify", 0, note),
        ("question: telling Cat", "notify", 0, question),
    ];
    for (case, method, successes, run) in table {
        let (mut w, _) = prepared();
        let boom = StoreError::Failed("boom".into());
        w.store.fail_after(method, successes, boom.clone());
        let before = w.store.snapshot();
        assert_eq!(run(&mut w), Err(GivingError::Store(boom)), "{case}");
        assert!(w.store.calls.contains(&method), "{case}");
        assert_eq!(w.store.state, before, "{case}: nothing written");
    }

    // Answering: the answer is not kept when the givers cannot be told.
    let (mut w, asked) = prepared();
    let cat = w.cat;
    w.store.fail("notify", StoreError::Failed("boom".into()));
    let before = w.store.snapshot();
    assert!(answer(&mut w.store, cat, asked, amount("Blue"), now()).is_err());
    assert_eq!(w.store.state, before, "answer: nothing written");
}
