//! Friend requests and friendships (`use_cases::friends`) against the
//! in-memory store.

use crate::support::{date_input, day, InMemoryStore};
use chrono::TimeDelta;
use domain::friend::{FriendRequestStatus, RequestSide};
use domain::ids::{FriendRequestId, FriendshipId, UserId};
use domain::ports::{Conflict, StoreError};
use domain::sharing::Shareable;
use domain::use_cases::friends::{
    accept_friend_request, close_friend_request, remove_friend, send_friend_request, FriendError,
    REQUESTS_PER_HOUR,
};

/// Me, Ann and Bob, each with an account.
struct People {
    store: InMemoryStore,
    me: UserId,
    ann: UserId,
    bob: UserId,
}

fn people() -> People {
    let mut store = InMemoryStore::new();
    let me = store.add_user("me@example.com", "Me");
    let ann = store.add_user("ann@example.com", "Ann");
    let bob = store.add_user("bob@example.com", "Bob");
    People {
        store,
        me,
        ann,
        bob,
    }
}

/// `count` requests from `sender` to new users, `age` before the store's now.
fn sent_before(p: &mut People, count: u64, age: TimeDelta) {
    for n in 0..count {
        let other = p.store.add_user(&format!("other{n}@example.com"), "Other");
        let when = p.store.now - age;
        p.store
            .seed_request(p.me, other, FriendRequestStatus::Declined, when);
    }
}

type Setup = fn(&mut People);

#[test]
fn send_friend_request_table() {
    let unavailable = StoreError::Unavailable("pool".into());
    // (case, setup, email, Ok(created) or the error)
    type Case = (
        &'static str,
        Setup,
        Option<&'static str>,
        Result<bool, FriendError>,
    );
    let table: Vec<Case> = vec![
        ("no email", |_| {}, None, Err(FriendError::EmailRequired)),
        (
            "empty email",
            |_| {},
            Some(""),
            Err(FriendError::EmailRequired),
        ),
        (
            "blank email",
            |_| {},
            Some("   "),
            Err(FriendError::EmailRequired),
        ),
        (
            "not an email address",
            |_| {},
            Some("ann at example"),
            Err(FriendError::InvalidEmail),
        ),
        (
            "an address with no account: kept as an invitation",
            |_| {},
            Some("nobody@example.com"),
            Ok(true),
        ),
        (
            "an invitation already pending to that address",
            |p| {
                let now = p.store.now;
                p.store.seed_invite(p.me, "nobody@example.com", now);
            },
            Some("Nobody@Example.com"),
            Err(FriendError::AlreadyPending),
        ),
        (
            "to self",
            |_| {},
            Some("me@example.com"),
            Err(FriendError::ToSelf),
        ),
        (
            "to self, other case and spaces",
            |_| {},
            Some("  ME@Example.COM "),
            Err(FriendError::ToSelf),
        ),
        (
            "already friends",
            |p| {
                p.store.seed_friendship(p.ann, p.me);
            },
            Some("ann@example.com"),
            Err(FriendError::AlreadyFriends),
        ),
        (
            "already pending",
            |p| {
                let now = p.store.now;
                p.store
                    .seed_request(p.me, p.ann, FriendRequestStatus::Pending, now);
            },
            Some("ann@example.com"),
            Err(FriendError::AlreadyPending),
        ),
        (
            "theirs pending: accepted instead",
            |p| {
                let now = p.store.now;
                p.store
                    .seed_request(p.ann, p.me, FriendRequestStatus::Pending, now);
            },
            Some("ann@example.com"),
            Ok(false),
        ),
        (
            "a declined one earlier does not block",
            |p| {
                let now = p.store.now;
                p.store
                    .seed_request(p.me, p.ann, FriendRequestStatus::Declined, now);
            },
            Some("ann@example.com"),
            Ok(true),
        ),
        (
            "30 in the last hour",
            |p| sent_before(p, REQUESTS_PER_HOUR, TimeDelta::minutes(59)),
            Some("ann@example.com"),
            Err(FriendError::TooManyRequests),
        ),
        (
            "30 exactly an hour ago still count",
            |p| sent_before(p, REQUESTS_PER_HOUR, TimeDelta::hours(1)),
            Some("ann@example.com"),
            Err(FriendError::TooManyRequests),
        ),
        (
            "29 in the last hour",
            |p| sent_before(p, REQUESTS_PER_HOUR - 1, TimeDelta::minutes(1)),
            Some("ann@example.com"),
            Ok(true),
        ),
        (
            "30 older than an hour do not count",
            |p| sent_before(p, REQUESTS_PER_HOUR, TimeDelta::minutes(61)),
            Some("ann@example.com"),
            Ok(true),
        ),
        (
            "conflict on create (a race) is already pending",
            |p| {
                p.store.fail(
                    "create_request",
                    StoreError::Conflict(Conflict::PendingRequest),
                )
            },
            Some("ann@example.com"),
            Err(FriendError::AlreadyPending),
        ),
        (
            "another store error on create stays one",
            |p| {
                p.store
                    .fail("create_request", StoreError::Unavailable("pool".into()))
            },
            Some("ann@example.com"),
            Err(FriendError::Store(unavailable.clone())),
        ),
        (
            "store error on look-up",
            |p| {
                p.store
                    .fail("user_by_email", StoreError::Unavailable("pool".into()))
            },
            Some("ann@example.com"),
            Err(FriendError::Store(unavailable)),
        ),
        ("success", |_| {}, Some("ann@example.com"), Ok(true)),
        (
            "success, email in capitals",
            |_| {},
            Some(" ANN@EXAMPLE.COM "),
            Ok(true),
        ),
    ];
    for (case, setup, email, expected) in table {
        let mut p = people();
        setup(&mut p);
        let before = p.store.snapshot();
        let now = p.store.now;
        let result = send_friend_request(&mut p.store, p.me, email, now);
        assert_eq!(result.map(|s| s.created), expected, "{case}");
        match expected {
            Err(FriendError::EmailRequired | FriendError::InvalidEmail) => {
                assert!(p.store.calls.is_empty(), "{case}: store read");
            }
            Err(_) => assert_eq!(p.store.state, before, "{case}: nothing written"),
            Ok(_) => {}
        }
    }
}

#[test]
fn success_creates_one_pending_request() {
    let mut p = people();
    let now = p.store.now;
    let sent = send_friend_request(&mut p.store, p.me, Some("Ann@Example.com"), now).unwrap();
    assert!(sent.created);
    assert_eq!(sent.invite, None, "Ann has an account: no invitation");
    assert_eq!(p.store.state.requests.len(), 1);
    let stored = p.store.request(sent.id);
    assert_eq!(
        (stored.sender, stored.receiver, stored.status),
        (p.me, Some(p.ann), FriendRequestStatus::Pending)
    );
    assert_eq!(stored.receiver_email, "ann@example.com");
    assert_eq!(stored.created_at, now);
    assert!(!p.store.befriended(p.me, p.ann));
    assert_eq!(p.store.transactions, 1);
}

#[test]
fn an_address_without_an_account_is_invited_and_bound_when_it_signs_in() {
    let mut p = people();
    let now = p.store.now;
    let sent = send_friend_request(&mut p.store, p.me, Some(" Zoe@Example.com "), now).unwrap();
    // The same answer as for an address with an account; only `invite` knows.
    assert!(sent.created);
    let invite = sent.invite.clone().unwrap();
    assert_eq!(
        (invite.to.as_str(), invite.sender.id),
        ("zoe@example.com", p.me)
    );
    let email = invite.email("https://presently.example/api/login");
    assert_eq!(email.to, "zoe@example.com");
    assert_eq!(email.subject, "me invited you to Presently");
    assert!(email.body.contains("https://presently.example/api/login"));
    let stored = p.store.request(sent.id);
    assert_eq!(
        (stored.receiver, stored.status),
        (None, FriendRequestStatus::Pending)
    );
    // Ann invited her too.
    let ann = p.ann;
    send_friend_request(&mut p.store, ann, Some("zoe@example.com"), now).unwrap();

    let zoe = domain::use_cases::sessions::sign_in(
        &mut p.store,
        &domain::user::UserProfile {
            issuer: "dev".into(),
            subject: "zoe@example.com".into(),
            email: Some("zoe@example.com".into()),
            first_name: Some("Zoe".into()),
            last_name: None,
            profile_image_url: None,
        },
        "zoe-session",
        "zoe-feed",
        now,
    )
    .unwrap()
    .id;
    assert_eq!(p.store.request(sent.id).receiver, Some(zoe));
    let incoming =
        domain::ports::FriendStore::pending_requests(&mut p.store, zoe, RequestSide::Receiver)
            .unwrap();
    assert_eq!(incoming.len(), 2);
    accept_friend_request(&mut p.store, zoe, sent.id).unwrap();
    assert!(p.store.befriended(p.me, zoe));
}

#[test]
fn sending_to_someone_who_asked_first_accepts_their_request() {
    // Theirs only, and theirs with mine pending too (both closed).
    for mine_too in [false, true] {
        let mut p = people();
        let now = p.store.now;
        let theirs = p
            .store
            .seed_request(p.ann, p.me, FriendRequestStatus::Pending, now);
        let mine = mine_too.then(|| {
            p.store
                .seed_request(p.me, p.ann, FriendRequestStatus::Pending, now)
        });
        let sent = send_friend_request(&mut p.store, p.me, Some("ann@example.com"), now).unwrap();
        assert!(!sent.created, "{mine_too}");
        assert_eq!(sent.id, theirs);
        assert_eq!(sent.invite, None);
        assert!(p.store.befriended(p.me, p.ann), "{mine_too}");
        assert_eq!(p.store.state.friendships.len(), 1);
        assert_eq!(
            p.store.request(theirs).status,
            FriendRequestStatus::Accepted
        );
        if let Some(mine) = mine {
            assert_eq!(p.store.request(mine).status, FriendRequestStatus::Accepted);
        }
        assert_eq!(p.store.state.requests.len(), 1 + usize::from(mine_too));
    }
}

#[derive(Debug, Clone, Copy)]
enum Action {
    Accept,
    Decline,
    Cancel,
}

fn act(
    store: &mut InMemoryStore,
    action: Action,
    who: UserId,
    id: FriendRequestId,
) -> Result<FriendRequestStatus, FriendError> {
    match action {
        Action::Accept => {
            accept_friend_request(store, who, id).map(|_| FriendRequestStatus::Accepted)
        }
        Action::Decline => close_friend_request(store, who, id, RequestSide::Receiver),
        Action::Cancel => close_friend_request(store, who, id, RequestSide::Sender),
    }
}

#[derive(Debug, Clone, Copy)]
enum Who {
    Sender,
    Receiver,
    Stranger,
}

#[test]
fn only_the_right_side_closes_a_pending_request() {
    use Action::*;
    use FriendRequestStatus as S;
    let not_found = Err(FriendError::NotFound);
    // (action, who acts, the request's status before, expected)
    let table = [
        (Accept, Who::Receiver, S::Pending, Ok(S::Accepted)),
        (Accept, Who::Sender, S::Pending, not_found.clone()),
        (Accept, Who::Stranger, S::Pending, not_found.clone()),
        (Decline, Who::Receiver, S::Pending, Ok(S::Declined)),
        (Decline, Who::Sender, S::Pending, not_found.clone()),
        (Decline, Who::Stranger, S::Pending, not_found.clone()),
        (Cancel, Who::Sender, S::Pending, Ok(S::Cancelled)),
        (Cancel, Who::Receiver, S::Pending, not_found.clone()),
        (Cancel, Who::Stranger, S::Pending, not_found.clone()),
        // Only pending requests change.
        (Accept, Who::Receiver, S::Declined, not_found.clone()),
        (Accept, Who::Receiver, S::Cancelled, not_found.clone()),
        (Accept, Who::Receiver, S::Accepted, not_found.clone()),
        (Decline, Who::Receiver, S::Accepted, not_found.clone()),
        (Cancel, Who::Sender, S::Declined, not_found.clone()),
        (Cancel, Who::Sender, S::Accepted, not_found.clone()),
    ];
    for (action, who, status, expected) in table {
        let case = format!("{action:?} by {who:?} of a {status:?} request");
        let mut p = people();
        let now = p.store.now;
        // Ann asked me.
        let id = p.store.seed_request(p.ann, p.me, status, now);
        let before = p.store.snapshot();
        let actor = match who {
            Who::Sender => p.ann,
            Who::Receiver => p.me,
            Who::Stranger => p.bob,
        };
        let result = act(&mut p.store, action, actor, id);
        assert_eq!(result, expected, "{case}");
        match expected {
            Ok(new_status) => {
                assert_eq!(p.store.request(id).status, new_status, "{case}");
                assert_eq!(
                    p.store.befriended(p.me, p.ann),
                    new_status == S::Accepted,
                    "{case}"
                );
            }
            Err(_) => assert_eq!(p.store.state, before, "{case}: nothing written"),
        }
    }
}

#[test]
fn unknown_requests_are_not_found() {
    for action in [Action::Accept, Action::Decline, Action::Cancel] {
        let mut p = people();
        let result = act(&mut p.store, action, p.me, FriendRequestId(999));
        assert_eq!(result, Err(FriendError::NotFound), "{action:?}");
    }
}

#[test]
fn accepting_settles_the_request_the_other_way_too() {
    let mut p = people();
    let now = p.store.now;
    let theirs = p
        .store
        .seed_request(p.ann, p.me, FriendRequestStatus::Pending, now);
    let mine = p
        .store
        .seed_request(p.me, p.ann, FriendRequestStatus::Pending, now);
    let friendship = accept_friend_request(&mut p.store, p.me, theirs).unwrap();
    assert_eq!(p.store.state.friendships[&friendship], (p.ann, p.me));
    assert_eq!(
        p.store.request(theirs).status,
        FriendRequestStatus::Accepted
    );
    assert_eq!(p.store.request(mine).status, FriendRequestStatus::Accepted);
}

#[test]
fn remove_friend_unshares_both_ways() {
    let mut p = people();
    let ours = p.store.seed_friendship(p.me, p.ann);
    p.store.seed_friendship(p.me, p.bob);
    let my_item = p.store.seed_item(p.me, "Kettle");
    let her_item = p.store.seed_item(p.ann, "Scarf");
    let her_date = p
        .store
        .seed_date(p.ann, date_input("Mum", "1960-03-04", 7), day("2026-06-01"));
    let bobs_item = p.store.seed_item(p.bob, "Book");
    let to_ann = p
        .store
        .seed_share(p.me, Shareable::WishlistItem(my_item), p.ann, true);
    p.store
        .seed_share(p.ann, Shareable::WishlistItem(her_item), p.me, false);
    p.store
        .seed_share(p.ann, Shareable::SpecialDate(her_date), p.me, false);
    let to_bob = p
        .store
        .seed_share(p.me, Shareable::WishlistItem(my_item), p.bob, false);
    let from_bob = p
        .store
        .seed_share(p.bob, Shareable::WishlistItem(bobs_item), p.me, true);
    assert!(p.store.state.shares.contains_key(&to_ann));

    // Either side may remove it; here Ann does.
    remove_friend(&mut p.store, p.ann, ours).unwrap();
    assert!(!p.store.befriended(p.me, p.ann));
    assert!(p.store.befriended(p.me, p.bob));
    let left: Vec<_> = p.store.state.shares.keys().copied().collect();
    assert_eq!(left, vec![to_bob, from_bob]);
}

#[test]
fn remove_friend_refuses_a_friendship_not_mine() {
    // (case, who removes, which friendship: ours or an unknown id)
    type Remover = fn(&People) -> UserId;
    let table: [(&str, Remover, bool); 2] = [
        ("a stranger's friendship", |p| p.bob, true),
        ("no such friendship", |p| p.me, false),
    ];
    for (case, who, ours) in table {
        let mut p = people();
        let friendship = p.store.seed_friendship(p.me, p.ann);
        let item = p.store.seed_item(p.me, "Kettle");
        p.store
            .seed_share(p.me, Shareable::WishlistItem(item), p.ann, true);
        let before = p.store.snapshot();
        let id = if ours { friendship } else { FriendshipId(999) };
        let actor = who(&p);
        assert_eq!(
            remove_friend(&mut p.store, actor, id),
            Err(FriendError::NotFound),
            "{case}"
        );
        assert_eq!(p.store.state, before, "{case}");
    }
}

#[test]
fn a_failing_step_inside_a_transaction_leaves_nothing_written() {
    let failed = || StoreError::Failed("boom".into());
    // (case, method that fails, what runs)
    type Run = fn(&mut People) -> Result<(), FriendError>;
    let table: Vec<(&str, &'static str, Run)> = vec![
        ("remove: unsharing fails", "revoke_shares_between", |p| {
            let id = p.store.state.friendships.keys().next().copied().unwrap();
            remove_friend(&mut p.store, p.me, id)
        }),
        ("accept: befriending fails", "befriend", |p| {
            let id = pending_from_bob(p);
            accept_friend_request(&mut p.store, p.me, id).map(|_| ())
        }),
        (
            "accept: settling the reverse fails",
            "pending_request",
            |p| {
                let id = pending_from_bob(p);
                accept_friend_request(&mut p.store, p.me, id).map(|_| ())
            },
        ),
        ("send-accept: befriending fails", "befriend", |p| {
            let now = p.store.now;
            send_friend_request(&mut p.store, p.me, Some("bob@example.com"), now).map(|_| ())
        }),
        (
            "send: counting the hour's requests fails",
            "requests_sent_since",
            |p| {
                let now = p.store.now;
                send_friend_request(&mut p.store, p.bob, Some("ann@example.com"), now).map(|_| ())
            },
        ),
    ];
    for (case, method, run) in table {
        let mut p = people();
        p.store.seed_friendship(p.me, p.ann);
        let item = p.store.seed_item(p.me, "Kettle");
        p.store
            .seed_share(p.me, Shareable::WishlistItem(item), p.ann, true);
        let now = p.store.now;
        p.store
            .seed_request(p.bob, p.me, FriendRequestStatus::Pending, now);
        let before = p.store.snapshot();
        p.store.fail(method, failed());
        assert_eq!(run(&mut p), Err(FriendError::Store(failed())), "{case}");
        assert_eq!(p.store.state, before, "{case}: nothing written");
        assert!(p.store.calls.contains(&method), "{case}");
    }
}

fn pending_from_bob(p: &People) -> FriendRequestId {
    p.store
        .state
        .requests
        .iter()
        .find(|(_, r)| r.sender == p.bob && r.status == FriendRequestStatus::Pending)
        .map(|(id, _)| *id)
        .unwrap()
}
