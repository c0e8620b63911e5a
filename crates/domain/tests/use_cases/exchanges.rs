//! Gift exchanges (`use_cases::exchanges`, Secret Santa): who may be added,
//! invites by email, exclusions kept by every draw, silent and announced
//! redraws, questions that never name the asker, the organiser's choice to
//! see the pairs, the reveal on the day, earlier years avoided, and above
//! all that nobody learns a pair but its giver, against the in-memory store.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::support::{day, today, InMemoryStore};
use domain::dependant::DependantDraft;
use domain::draw::Dice;
use domain::exchange::{
    ExchangeDraft, ExchangeSummary, ExchangeView, InviteSecret, ParticipantRef, QuestionSeen, Who,
    MAX_UPCOMING_EXCHANGES,
};
use domain::ids::{DependantId, ExchangeId, ParticipantId, UserId};
use domain::messages;
use domain::notification::{Notification, NotificationKind};
use domain::ports::NotificationStore;
use domain::use_cases::dependants::{add_dependant, add_guardian};
use domain::use_cases::exchanges::{
    add_participant, answer_question, ask_question, cancel_draw, create_exchange,
    create_next_exchange, delete_exchange, draw_names, exchange_invite, exchange_seen_by,
    exchanges_of, join_exchange, organiser_sees_pairs, questions_seen_by, remind_exchanges,
    remove_participant, reveal_pairs, see_my_recipient, set_bought, set_exclusions, set_hints,
    update_exchange, why_no_draw, ExchangeError,
};

fn now() -> DateTime<Utc> {
    "2026-06-01T12:00:00Z".parse().unwrap()
}

/// Seeded dice, so every run draws the same.
struct Seeded(StdRng);

impl Seeded {
    fn new(seed: u64) -> Seeded {
        Seeded(StdRng::seed_from_u64(seed))
    }
}

impl Dice for Seeded {
    fn below(&mut self, bound: u64) -> u64 {
        self.0.random_range(0..bound)
    }
}

/// The API's hash of an invite's token, as these tests stand it in.
fn hashed(token: &str) -> String {
    format!("sha256({token})")
}

fn family_santa(date: &str) -> ExchangeDraft {
    ExchangeDraft {
        name: Some("Family Santa".into()),
        date: Some(date.into()),
        budget: Some(Some("25".into())),
        ..Default::default()
    }
}

/// Ann organises Family Santa (24 December) with her friends Ben, Cal, Dee
/// and Eve; Ben and Cal are a couple. Ann looks after Mia with Ben. Zoe
/// has an account but is nobody's friend (an invite by email brings her
/// in); Oli is an outsider to everything.
struct Santa {
    store: InMemoryStore,
    ann: UserId,
    ben: UserId,
    cal: UserId,
    dee: UserId,
    eve: UserId,
    zoe: UserId,
    oli: UserId,
    mia: DependantId,
    exchange: ExchangeId,
    dice: Seeded,
    tokens: u32,
}

fn santa() -> Santa {
    let mut store = InMemoryStore::new();
    let ann = store.add_user("ann@example.com", "Ann");
    let ben = store.add_user("ben@example.com", "Ben");
    let cal = store.add_user("cal@example.com", "Cal");
    let dee = store.add_user("dee@example.com", "Dee");
    let eve = store.add_user("eve@example.com", "Eve");
    let zoe = store.add_user("zoe@example.com", "Zoe");
    let oli = store.add_user("oli@example.com", "Oli");
    for friend in [ben, cal, dee, eve] {
        store.seed_friendship(ann, friend);
    }
    let mia = add_dependant(
        &mut store,
        ann,
        DependantDraft {
            name: Some("Mia".into()),
            kind: Some("child".into()),
            ..Default::default()
        },
        now(),
    )
    .unwrap()
    .dependant
    .id;
    add_guardian(&mut store, ann, mia, Some(ben), now()).unwrap();
    let exchange = create_exchange(&mut store, ann, family_santa("2026-12-24"), today())
        .unwrap()
        .id;
    let mut santa = Santa {
        store,
        ann,
        ben,
        cal,
        dee,
        eve,
        zoe,
        oli,
        mia,
        exchange,
        dice: Seeded::new(42),
        tokens: 0,
    };
    for friend in [ben, cal, dee, eve] {
        santa.add(ParticipantRef::Friend(friend)).unwrap();
    }
    santa
}

impl Santa {
    /// Ann adds someone; an invite's token is a fresh one each time.
    fn add(&mut self, who: ParticipantRef) -> Result<Option<String>, ExchangeError> {
        self.add_as(self.ann, who)
    }

    fn add_as(&mut self, me: UserId, who: ParticipantRef) -> Result<Option<String>, ExchangeError> {
        self.tokens += 1;
        let token = format!("token-{}", self.tokens);
        let secret = InviteSecret {
            token_hash: hashed(&token),
            token,
        };
        add_participant(&mut self.store, me, self.exchange, who, || secret)
            .map(|added| added.invite_token)
    }

    /// Mia in, and Zoe invited by email and joined.
    fn everyone(&mut self) {
        self.add(ParticipantRef::Dependant(self.mia)).unwrap();
        let token = self
            .add(ParticipantRef::Email("Zoe@Example.com".into()))
            .unwrap()
            .unwrap();
        join_exchange(&mut self.store, self.zoe, &hashed(&token)).unwrap();
    }

    fn participant(&self, who: Who) -> ParticipantId {
        self.store
            .state
            .participants
            .values()
            .find(|p| p.exchange == self.exchange && p.who == who)
            .unwrap()
            .id
    }

    fn user(&self, user: UserId) -> ParticipantId {
        self.participant(Who::User(user))
    }

    /// Ben and Cal never draw each other.
    fn couple(&mut self) -> Option<String> {
        let (ben, cal) = (self.user(self.ben), self.user(self.cal));
        set_exclusions(
            &mut self.store,
            self.ann,
            self.exchange,
            vec![(ben, cal), (cal, ben)],
        )
        .unwrap()
    }

    fn draw(&mut self, tell_everyone: bool) -> Result<(), ExchangeError> {
        draw_names(
            &mut self.store,
            self.ann,
            self.exchange,
            &mut self.dice,
            tell_everyone,
        )
        .map(|_| ())
    }

    /// The drawn pairs, by participant (the store's truth).
    fn pairs(&self, exchange: ExchangeId) -> BTreeMap<ParticipantId, ParticipantId> {
        self.store
            .state
            .participants
            .values()
            .filter(|p| p.exchange == exchange)
            .filter_map(|p| Some((p.id, p.receiver?)))
            .collect()
    }

    fn view(&mut self, me: UserId) -> ExchangeView {
        exchange_seen_by(&mut self.store, me, self.exchange).unwrap()
    }

    fn news(&mut self, me: UserId) -> Vec<Notification> {
        self.store.notifications(me, 1_000).unwrap()
    }

    fn news_titles(&mut self, me: UserId) -> Vec<String> {
        self.news(me).into_iter().map(|n| n.title).collect()
    }
}

fn invalid(error: ExchangeError) -> domain::ValidationError {
    match error {
        ExchangeError::Invalid(invalid) => invalid,
        other => panic!("a validation error, not {other:?}"),
    }
}

#[test]
fn an_exchange_starts_with_its_organiser_and_checks_what_it_is_given() {
    let mut s = santa();
    let view = s.view(s.ann);
    assert!(view.i_organise);
    assert_eq!(view.exchange.input.name, "Family Santa");
    assert_eq!(view.exchange.series, s.exchange);
    assert_eq!(
        view.exchange.input.budget.as_ref().unwrap().amount_cents,
        2_500
    );
    let names: Vec<&str> = view.participants.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Ben", "Cal", "Dee", "Eve"]);
    assert!(view.participants.iter().all(|p| p.joined));
    // Wrong input is refused in the user's words.
    let error = invalid(
        create_exchange(
            &mut s.store,
            s.ann,
            ExchangeDraft {
                date: Some("2026-05-31".into()),
                budget: Some(Some("lots".into())),
                ..Default::default()
            },
            today(),
        )
        .unwrap_err(),
    );
    assert_eq!(error.fields["name"], messages::NAME_REQUIRED);
    assert_eq!(error.fields["date"], messages::EXCHANGE_DATE_PAST);
    assert_eq!(error.fields["budget"], messages::EXCHANGE_BUDGET_INVALID);
    // At most 20 to come; one whose day has passed does not count.
    for n in 1..MAX_UPCOMING_EXCHANGES {
        create_exchange(&mut s.store, s.ann, family_santa("2026-12-24"), today())
            .unwrap_or_else(|e| panic!("exchange {n}: {e}"));
    }
    assert_eq!(
        create_exchange(&mut s.store, s.ann, family_santa("2026-12-24"), today()).unwrap_err(),
        ExchangeError::TooManyExchanges
    );
    assert_eq!(
        ExchangeError::TooManyExchanges.to_string(),
        messages::EXCHANGES_LIMIT
    );
    let later = day("2026-12-25");
    create_exchange(&mut s.store, s.ann, family_santa("2027-12-24"), later).unwrap();
    // Others organise their own.
    create_exchange(&mut s.store, s.ben, family_santa("2026-12-24"), today()).unwrap();
    // Only the organiser changes or deletes it.
    let rename = || ExchangeDraft {
        name: Some("Santa 2026".into()),
        ..Default::default()
    };
    assert_eq!(
        update_exchange(&mut s.store, s.ben, s.exchange, rename(), today()).unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    let renamed = update_exchange(&mut s.store, s.ann, s.exchange, rename(), today()).unwrap();
    assert_eq!(renamed.input.name, "Santa 2026");
    assert_eq!(
        delete_exchange(&mut s.store, s.ben, s.exchange).unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    delete_exchange(&mut s.store, s.ann, s.exchange).unwrap();
    assert_eq!(
        exchange_seen_by(&mut s.store, s.ben, s.exchange).unwrap_err(),
        ExchangeError::NotFound
    );
}

#[test]
fn only_the_organiser_adds_and_only_friends_those_kept_or_addresses() {
    let mut s = santa();
    // Dee looks after Kit; Oli (nobody's friend) looks after Rex.
    let kit = add_dependant(
        &mut s.store,
        s.dee,
        DependantDraft {
            name: Some("Kit".into()),
            kind: Some("pet".into()),
            ..Default::default()
        },
        now(),
    )
    .unwrap()
    .dependant
    .id;
    let rex = add_dependant(
        &mut s.store,
        s.oli,
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
    assert_eq!(
        s.add_as(s.ben, ParticipantRef::Friend(s.ann)).unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    assert_eq!(
        s.add_as(s.oli, ParticipantRef::Friend(s.oli)).unwrap_err(),
        ExchangeError::NotFound
    );
    let error = invalid(s.add(ParticipantRef::Friend(s.zoe)).unwrap_err());
    assert_eq!(error.fields["userId"], messages::EXCHANGE_FRIENDS_ONLY);
    let error = invalid(s.add(ParticipantRef::Dependant(rex)).unwrap_err());
    assert_eq!(
        error.fields["dependantId"],
        messages::EXCHANGE_DEPENDANTS_KNOWN_ONLY
    );
    let error = invalid(
        s.add(ParticipantRef::Dependant(DependantId(9_999)))
            .unwrap_err(),
    );
    assert_eq!(
        error.fields["dependantId"],
        messages::EXCHANGE_DEPENDANTS_KNOWN_ONLY
    );
    let error = invalid(
        s.add(ParticipantRef::Email("not an address".into()))
            .unwrap_err(),
    );
    assert_eq!(error.fields["email"], messages::INVALID_EMAIL);
    assert_eq!(
        s.add(ParticipantRef::Friend(s.ben)).unwrap_err(),
        ExchangeError::AlreadyIn
    );
    assert_eq!(
        s.add(ParticipantRef::Friend(s.ann)).unwrap_err(),
        ExchangeError::AlreadyIn
    );
    // Mia (whom Ann keeps) and Kit (whom her friend Dee keeps) come in.
    assert_eq!(s.add(ParticipantRef::Dependant(s.mia)).unwrap(), None);
    s.add(ParticipantRef::Dependant(kit)).unwrap();
    let token = s
        .add(ParticipantRef::Email("x@example.com".into()))
        .unwrap();
    assert!(token.is_some_and(|t| t.starts_with("token-")));
    // The friends added were told, and a dependant's guardians but Ann.
    assert_eq!(
        s.news_titles(s.cal),
        ["Ann added you to Family Santa".to_owned()]
    );
    assert_eq!(
        s.news_titles(s.dee),
        [
            "Ann added Kit to Family Santa".to_owned(),
            "Ann added you to Family Santa".to_owned()
        ]
    );
    assert!(s
        .news_titles(s.ben)
        .contains(&"Ann added Mia to Family Santa".to_owned()));
    assert!(s
        .news(s.ann)
        .iter()
        .all(|n| n.kind != NotificationKind::ExchangeAdded));
    // A guardian, and Dee for Kit, act for them; nobody else.
    let view = s.view(s.dee);
    let mine: Vec<&str> = view
        .participants
        .iter()
        .filter(|p| p.mine)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(mine, ["Dee", "Kit"]);
    // Nobody is added once the names are drawn.
    let pending = s.participant(Who::Invited {
        email: "x@example.com".into(),
    });
    remove_participant(&mut s.store, s.ann, s.exchange, pending).unwrap();
    s.draw(false).unwrap();
    assert_eq!(
        s.add(ParticipantRef::Email("y@example.com".into()))
            .unwrap_err(),
        ExchangeError::Drawn
    );
}

#[test]
fn an_invite_joins_by_its_token_and_no_other() {
    let mut s = santa();
    let token = s
        .add(ParticipantRef::Email(" Zoe@Example.com ".into()))
        .unwrap()
        .unwrap();
    let invited = s.participant(Who::Invited {
        email: "zoe@example.com".into(),
    });
    // Only the token's hash is kept.
    assert_eq!(s.store.state.participant_invites[&invited], hashed(&token));
    let view = s.view(s.ann);
    let seen = view.participants.iter().find(|p| p.id == invited).unwrap();
    assert!(!seen.joined);
    assert_eq!(seen.name, "zoe@example.com");
    assert_eq!(
        s.add(ParticipantRef::Email("ZOE@example.com".into()))
            .unwrap_err(),
        ExchangeError::AlreadyIn
    );
    // A wrong token finds nothing.
    for wrong in [hashed("token-0"), token.clone(), String::new()] {
        assert_eq!(
            join_exchange(&mut s.store, s.zoe, &wrong).unwrap_err(),
            ExchangeError::InviteInvalid
        );
        assert_eq!(
            exchange_invite(&mut s.store, &wrong).unwrap_err(),
            ExchangeError::InviteInvalid
        );
    }
    assert_eq!(
        exchange_invite(&mut s.store, &hashed(&token)).unwrap().id,
        s.exchange
    );
    // Someone in already cannot take an invite up.
    assert_eq!(
        join_exchange(&mut s.store, s.ben, &hashed(&token)).unwrap_err(),
        ExchangeError::AlreadyJoined
    );
    // Zoe can: she is that participant now, joined, and the link is spent.
    let joined = join_exchange(&mut s.store, s.zoe, &hashed(&token)).unwrap();
    assert_eq!(joined.id, s.exchange);
    assert_eq!(s.user(s.zoe), invited);
    let view = s.view(s.zoe);
    let me = view.participants.iter().find(|p| p.id == invited).unwrap();
    assert!(me.joined && me.mine);
    assert_eq!(me.name, "Zoe");
    assert_eq!(
        join_exchange(&mut s.store, s.zoe, &hashed(&token)).unwrap_err(),
        ExchangeError::InviteInvalid
    );
    assert!(!s.store.state.participant_invites.contains_key(&invited));
    // Joining is no friendship: she leaves on her own.
    remove_participant(&mut s.store, s.zoe, s.exchange, invited).unwrap();
    assert_eq!(
        exchange_seen_by(&mut s.store, s.zoe, s.exchange).unwrap_err(),
        ExchangeError::NotFound
    );
}

#[test]
fn pending_invites_and_too_few_people_block_the_draw() {
    let mut s = santa();
    s.add(ParticipantRef::Email("x@example.com".into()))
        .unwrap();
    s.add(ParticipantRef::Email("y@example.com".into()))
        .unwrap();
    let error = s.draw(false).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Not everyone has joined yet: x@example.com and y@example.com"
    );
    assert_eq!(s.store.state.exchanges[&s.exchange].drawn_at, None);
    // Two people would each know who gives to them.
    let two = create_exchange(&mut s.store, s.ann, family_santa("2026-12-24"), today())
        .unwrap()
        .id;
    add_participant(
        &mut s.store,
        s.ann,
        two,
        ParticipantRef::Friend(s.ben),
        || unreachable!("no invite for a friend"),
    )
    .unwrap();
    let error = draw_names(&mut s.store, s.ann, two, &mut s.dice, false).unwrap_err();
    assert_eq!(
        error,
        ExchangeError::NoDraw(messages::EXCHANGE_TOO_FEW_PEOPLE.into())
    );
    assert_eq!(
        why_no_draw(&mut s.store, s.ann, two).unwrap().as_deref(),
        Some(messages::EXCHANGE_TOO_FEW_PEOPLE)
    );
}

#[test]
fn every_draw_keeps_the_exclusions() {
    let mut s = santa();
    s.everyone();
    let (ann, ben, cal) = (s.user(s.ann), s.user(s.ben), s.user(s.cal));
    // Exclusions name people of this exchange, never one with themselves;
    // a pair said twice is kept once.
    let error =
        invalid(set_exclusions(&mut s.store, s.ann, s.exchange, vec![(ben, ben)]).unwrap_err());
    assert_eq!(
        error.fields["exclusions"],
        messages::EXCHANGE_EXCLUSION_SELF
    );
    let error = invalid(
        set_exclusions(
            &mut s.store,
            s.ann,
            s.exchange,
            vec![(ben, ParticipantId(9_999))],
        )
        .unwrap_err(),
    );
    assert_eq!(
        error.fields["exclusions"],
        messages::EXCHANGE_EXCLUSION_NOT_PARTICIPANT
    );
    assert_eq!(
        set_exclusions(&mut s.store, s.ben, s.exchange, vec![]).unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    let feasible = set_exclusions(
        &mut s.store,
        s.ann,
        s.exchange,
        vec![(ben, cal), (cal, ben), (ben, cal), (ann, ben)],
    )
    .unwrap();
    assert_eq!(feasible, None);
    assert_eq!(s.store.state.exclusions[&s.exchange].len(), 3);
    s.couple();
    assert_eq!(s.store.state.exclusions[&s.exchange].len(), 2);
    // Nobody looks, so each new draw is silent.
    let people: BTreeSet<ParticipantId> = s.view(s.ann).participants.iter().map(|p| p.id).collect();
    let mut seen_pairs = BTreeSet::new();
    for _ in 0..300 {
        s.draw(false).unwrap();
        let pairs = s.pairs(s.exchange);
        assert_eq!(pairs.keys().copied().collect::<BTreeSet<_>>(), people);
        assert_eq!(pairs.values().copied().collect::<BTreeSet<_>>(), people);
        assert!(pairs.iter().all(|(giver, receiver)| giver != receiver));
        assert_ne!(pairs[&ben], cal);
        assert_ne!(pairs[&cal], ben);
        seen_pairs.extend(pairs);
    }
    // Every allowed pair comes up in time: 7 people, 7·6 pairs, 2 excluded.
    assert_eq!(seen_pairs.len(), 7 * 6 - 2);
}

#[test]
fn impossible_exclusions_name_the_group_that_blocks_the_draw() {
    let mut s = santa();
    let ids: Vec<ParticipantId> = [s.ann, s.ben, s.cal].map(|u| s.user(u)).to_vec();
    let mut pairs = Vec::new();
    for &giver in &ids {
        for &receiver in &ids {
            if giver != receiver {
                pairs.push((giver, receiver));
            }
        }
    }
    let why = set_exclusions(&mut s.store, s.ann, s.exchange, pairs)
        .unwrap()
        .unwrap();
    assert_eq!(why, "Ann, Ben and Cal can only give to Dee and Eve");
    assert_eq!(
        why_no_draw(&mut s.store, s.ann, s.exchange).unwrap(),
        Some(why.clone())
    );
    assert_eq!(s.view(s.ann).why_no_draw, Some(why.clone()));
    assert_eq!(
        s.draw(false).unwrap_err(),
        ExchangeError::NoDraw(why.clone())
    );
    assert_eq!(s.draw(false).unwrap_err().to_string(), why);
    // It is the organiser's to know.
    assert_eq!(s.view(s.ben).why_no_draw, None);
    assert_eq!(
        why_no_draw(&mut s.store, s.ben, s.exchange).unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    // Among three, a couple apart leaves them both only Ann.
    let mut t = santa();
    for friend in [t.dee, t.eve] {
        let id = t.user(friend);
        remove_participant(&mut t.store, t.ann, t.exchange, id).unwrap();
    }
    assert_eq!(
        t.couple().as_deref(),
        Some("Ben and Cal can only give to Ann")
    );
}

#[test]
fn a_single_loop_may_not_fit_where_a_draw_does() {
    let mut s = santa();
    let eve = s.user(s.eve);
    remove_participant(&mut s.store, s.ann, s.exchange, eve).unwrap();
    // Ann and Ben only give to each other, Cal and Dee too: two pairs of
    // swaps, never one loop.
    let (ann, ben, cal, dee) = (s.user(s.ann), s.user(s.ben), s.user(s.cal), s.user(s.dee));
    let apart = vec![
        (ann, cal),
        (ann, dee),
        (ben, cal),
        (ben, dee),
        (cal, ann),
        (cal, ben),
        (dee, ann),
        (dee, ben),
    ];
    assert_eq!(
        set_exclusions(&mut s.store, s.ann, s.exchange, apart).unwrap(),
        None
    );
    update_exchange(
        &mut s.store,
        s.ann,
        s.exchange,
        ExchangeDraft {
            single_loop: Some(true),
            ..Default::default()
        },
        today(),
    )
    .unwrap();
    assert_eq!(
        s.view(s.ann).why_no_draw.as_deref(),
        Some(messages::EXCHANGE_NO_SINGLE_LOOP)
    );
    assert_eq!(
        s.draw(false).unwrap_err(),
        ExchangeError::NoDraw(messages::EXCHANGE_NO_SINGLE_LOOP.into())
    );
}

#[test]
fn a_new_draw_is_silent_until_someone_looks_and_then_tells_everyone() {
    let mut s = santa();
    s.everyone();
    s.couple();
    s.draw(false).unwrap();
    let drawn = "Names drawn for Family Santa: see whom you give to".to_owned();
    for friend in [s.ben, s.cal, s.dee, s.eve, s.zoe] {
        assert!(s.news_titles(friend).contains(&drawn), "{friend}");
    }
    // Ann drew them; Ben heard once, though he looks after Mia too.
    assert!(!s.news_titles(s.ann).contains(&drawn));
    assert_eq!(
        s.news_titles(s.ben).iter().filter(|t| **t == drawn).count(),
        1
    );
    let before: usize = s.store.state.notifications.len();
    assert!(s.view(s.ann).can_redraw_silently);
    s.draw(false).unwrap();
    assert_eq!(s.store.state.notifications.len(), before);
    // Changes clear a draw nobody has seen (silently); the next draw is
    // a first one again.
    let (ben, dee) = (s.user(s.ben), s.user(s.dee));
    set_exclusions(&mut s.store, s.ann, s.exchange, vec![(ben, dee)]).unwrap();
    assert_eq!(s.store.state.exchanges[&s.exchange].drawn_at, None);
    assert_eq!(s.store.state.notifications.len(), before);
    s.draw(false).unwrap();
    assert_eq!(
        s.news_titles(s.eve).iter().filter(|t| **t == drawn).count(),
        2
    );
    // Ben looks: from now on a new draw is news for everyone.
    let receiver = see_my_recipient(&mut s.store, s.ben, s.exchange, None).unwrap();
    assert_eq!(s.pairs(s.exchange)[&ben], receiver.id);
    let view = s.view(s.ann);
    assert!(!view.can_redraw_silently);
    let looked: Vec<&str> = view
        .participants
        .iter()
        .filter(|p| p.looked == Some(true))
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(looked, ["Ben"]);
    assert_eq!(
        s.draw(false).unwrap_err(),
        ExchangeError::EveryoneWillBeTold
    );
    assert_eq!(
        cancel_draw(&mut s.store, s.ann, s.exchange, false).unwrap_err(),
        ExchangeError::EveryoneWillBeTold
    );
    // Nor do changes undo a draw someone has seen.
    let single_loop = ExchangeDraft {
        single_loop: Some(true),
        ..Default::default()
    };
    assert_eq!(
        update_exchange(
            &mut s.store,
            s.ann,
            s.exchange,
            single_loop.clone(),
            today()
        )
        .unwrap_err(),
        ExchangeError::DrawSeen
    );
    assert_eq!(
        set_exclusions(&mut s.store, s.ann, s.exchange, vec![]).unwrap_err(),
        ExchangeError::DrawSeen
    );
    assert_eq!(
        remove_participant(&mut s.store, s.ann, s.exchange, dee).unwrap_err(),
        ExchangeError::DrawSeen
    );
    assert_eq!(
        ExchangeError::DrawSeen.to_string(),
        messages::EXCHANGE_DRAW_SEEN
    );
    // A renaming changes no draw.
    update_exchange(
        &mut s.store,
        s.ann,
        s.exchange,
        ExchangeDraft {
            message: Some(Some("Wrap it well".into())),
            ..Default::default()
        },
        today(),
    )
    .unwrap();
    s.draw(true).unwrap();
    let again = "The names for Family Santa were drawn again".to_owned();
    for friend in [s.ben, s.cal, s.dee, s.eve, s.zoe] {
        assert!(s.news_titles(friend).contains(&again), "{friend}");
    }
    // The new draw is unseen again; cancelling it is then silent too.
    assert!(s.view(s.ann).can_redraw_silently);
    let before = s.store.state.notifications.len();
    cancel_draw(&mut s.store, s.ann, s.exchange, false).unwrap();
    assert_eq!(s.store.state.notifications.len(), before);
    s.draw(false).unwrap();
    see_my_recipient(&mut s.store, s.cal, s.exchange, None).unwrap();
    cancel_draw(&mut s.store, s.ann, s.exchange, true).unwrap();
    assert!(s
        .news_titles(s.eve)
        .contains(&"The draw for Family Santa was cancelled".to_owned()));
    update_exchange(&mut s.store, s.ann, s.exchange, single_loop, today()).unwrap();
    remove_participant(&mut s.store, s.ann, s.exchange, dee).unwrap();
}

#[test]
fn who_may_take_someone_out() {
    let mut s = santa();
    s.everyone();
    let (ann, cal, mia) = (
        s.user(s.ann),
        s.user(s.cal),
        s.participant(Who::Dependant(s.mia)),
    );
    assert_eq!(
        remove_participant(&mut s.store, s.ben, s.exchange, cal).unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    assert_eq!(
        remove_participant(&mut s.store, s.ann, s.exchange, ann).unwrap_err(),
        ExchangeError::OrganiserCannotLeave
    );
    assert_eq!(
        remove_participant(&mut s.store, s.oli, s.exchange, cal).unwrap_err(),
        ExchangeError::NotFound
    );
    // Ben takes out Mia, whom he looks after; Cal leaves.
    remove_participant(&mut s.store, s.ben, s.exchange, mia).unwrap();
    remove_participant(&mut s.store, s.cal, s.exchange, cal).unwrap();
    let names: Vec<String> = s
        .view(s.ann)
        .participants
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(names, ["Ann", "Ben", "Dee", "Eve", "Zoe"]);
}

/// Everything one person can get about the exchange: its view, their
/// list of exchanges, its questions and their notifications.
struct Haul {
    view: Option<ExchangeView>,
    summaries: Vec<ExchangeSummary>,
    questions: Vec<QuestionSeen>,
    news: Vec<Notification>,
}

fn haul(s: &mut Santa, me: UserId) -> Haul {
    Haul {
        view: exchange_seen_by(&mut s.store, me, s.exchange).ok(),
        summaries: exchanges_of(&mut s.store, me).unwrap(),
        questions: questions_seen_by(&mut s.store, me, s.exchange).unwrap_or_default(),
        news: s.news(me),
    }
}

/// Every (giver, receiver) the data links together.
fn pairs_in(haul: &Haul) -> BTreeSet<(ParticipantId, ParticipantId)> {
    let mut pairs = BTreeSet::new();
    if let Some(view) = &haul.view {
        for pair in &view.my_pairs {
            if let Some(receiver) = &pair.receiver {
                pairs.insert((pair.giver, receiver.id));
            }
        }
        for pair in view.all_pairs.iter().flatten() {
            pairs.insert((pair.giver, pair.receiver.id));
        }
    }
    for question in &haul.questions {
        if let QuestionSeen::MineAsGiver {
            giver, receiver, ..
        } = question
        {
            pairs.insert((*giver, *receiver));
        }
    }
    pairs
}

/// Whom `me` acts for, by the store's truth (the user they are, the
/// dependants they look after).
fn acts_for(s: &Santa, me: UserId) -> BTreeSet<ParticipantId> {
    s.store
        .state
        .participants
        .values()
        .filter(|p| p.exchange == s.exchange)
        .filter(|p| match &p.who {
            Who::User(user) => *user == me,
            Who::Dependant(d) => s.store.state.dependants[d].is_guarded_by(me),
            Who::Invited { .. } => false,
        })
        .map(|p| p.id)
        .collect()
}

/// Nobody learns a pair but its giver (and those who look after them):
/// not the other participants, not the organiser, not an outsider, from
/// anything they can get, structs or strings.
#[test]
fn after_the_draw_nobody_learns_a_pair_but_its_giver() {
    let mut s = santa();
    s.everyone();
    s.couple();
    s.draw(false).unwrap();
    let truth = s.pairs(s.exchange);
    let people = [s.ann, s.ben, s.cal, s.dee, s.eve, s.zoe, s.oli];
    // Everyone looks, marks a gift bought, asks a question; each asked
    // answers.
    for &me in &people[..6] {
        for giver in acts_for(&s, me) {
            let receiver = see_my_recipient(&mut s.store, me, s.exchange, Some(giver)).unwrap();
            assert_eq!(receiver.id, truth[&giver]);
            set_bought(&mut s.store, me, s.exchange, Some(giver), true).unwrap();
            ask_question(
                &mut s.store,
                me,
                s.exchange,
                Some(giver),
                Some("What size are you?".into()),
            )
            .unwrap();
        }
    }
    let mut answers = BTreeMap::new();
    for &me in &people[..6] {
        for question in questions_seen_by(&mut s.store, me, s.exchange).unwrap() {
            if let QuestionSeen::ToMe { id, .. } = question {
                let answered =
                    answer_question(&mut s.store, me, id, Some("Medium".into())).unwrap();
                answers.entry(me).or_insert_with(Vec::new).push(answered);
            }
        }
    }
    // Everyone leaves hints for their Secret Santa, and the reminders of
    // the day before go out.
    for &me in &people[..6] {
        for giver in acts_for(&s, me) {
            let hints = Some(format!("hints of {}", giver.0));
            set_hints(&mut s.store, me, s.exchange, Some(giver), hints).unwrap();
        }
    }
    assert!(remind_exchanges(&mut s.store, day("2026-12-23")).unwrap() > 0);
    // The organiser's further view, before and after a reveal, is its own
    // test; here nothing is shown beyond the givers.
    let names: BTreeMap<ParticipantId, String> = s
        .store
        .state
        .participants
        .values()
        .filter(|p| p.exchange == s.exchange)
        .map(|p| (p.id, p.name.clone()))
        .collect();
    let organiser_name = "Ann";
    for &me in &people {
        let mine = acts_for(&s, me);
        let got = haul(&mut s, me);
        // Every pair the data links is a true pair of one of mine.
        for (giver, receiver) in pairs_in(&got) {
            assert!(mine.contains(&giver), "{me} learnt {giver}'s pair");
            assert_eq!(truth[&giver], receiver);
        }
        // ... and each of mine is shown (they looked).
        let expected: BTreeSet<(ParticipantId, ParticipantId)> =
            mine.iter().map(|g| (*g, truth[g])).collect();
        assert_eq!(pairs_in(&got), expected, "{me}");
        // An answer goes back to the receiver without its asker.
        for answered in answers.get(&me).into_iter().flatten() {
            assert!(matches!(answered, QuestionSeen::ToMe { .. }));
        }
        // Hints: my own, and those of whom I give to, none else.
        if let Some(view) = &got.view {
            let mut hints_seen: Vec<&str> = view
                .participants
                .iter()
                .filter_map(|p| p.hints.as_ref()?.as_deref())
                .collect();
            hints_seen.extend(
                view.my_pairs
                    .iter()
                    .filter_map(|p| p.receiver.as_ref()?.hints.as_deref()),
            );
            let allowed: BTreeSet<String> = mine
                .iter()
                .flat_map(|g| [*g, truth[g]])
                .map(|p| format!("hints of {}", p.0))
                .collect();
            let expected = mine.len() * 2;
            assert_eq!(hints_seen.len(), expected, "{me}");
            for hints in hints_seen {
                assert!(allowed.contains(hints), "{me} saw {hints}");
            }
        }
        // Who looked is the organiser's alone; a gift bought its giver's.
        if let Some(view) = &got.view {
            for p in &view.participants {
                assert_eq!(p.looked.is_some(), me == s.ann);
                assert_eq!(p.bought.is_some(), mine.contains(&p.id));
            }
            assert_eq!(view.exclusions.is_some(), me == s.ann);
            assert!(view.all_pairs.is_none());
        }
        // No line of news names anyone but the organiser and those I act
        // for: no string says a pair.
        for line in &got.news {
            for (id, name) in &names {
                if name != organiser_name && !mine.contains(id) {
                    assert!(
                        !line.title.contains(name.as_str()) && !line.body.contains(name.as_str()),
                        "{me} was told {name}: {line:?}"
                    );
                }
            }
        }
        // Questions: mine as the giver or asked of me, none else.
        for question in &got.questions {
            match question {
                QuestionSeen::MineAsGiver { giver, .. } => assert!(mine.contains(giver)),
                QuestionSeen::ToMe { receiver, .. } => assert!(mine.contains(receiver)),
            }
        }
        let summary = got.summaries.iter().find(|e| e.exchange.id == s.exchange);
        assert_eq!(summary.is_some(), me != s.oli);
        if let Some(summary) = summary {
            assert!(summary.drawn && summary.looked);
            assert_eq!(summary.participant_count, 7);
        }
    }
    // The outsider got nothing at all.
    let oli = s.oli;
    let outsider = haul(&mut s, oli);
    assert!(outsider.view.is_none() && outsider.questions.is_empty());
    assert!(outsider.summaries.is_empty() && outsider.news.is_empty());
}

#[test]
fn questions_do_not_name_the_asker_and_the_organiser_sees_none() {
    let mut s = santa();
    s.everyone();
    assert_eq!(
        ask_question(&mut s.store, s.ben, s.exchange, None, Some("Size?".into())).unwrap_err(),
        ExchangeError::NotDrawn
    );
    s.draw(false).unwrap();
    let truth = s.pairs(s.exchange);
    for (body, message) in [
        (None, messages::QUESTION_REQUIRED),
        (Some("  ".into()), messages::QUESTION_REQUIRED),
        (Some("x".repeat(1_001)), messages::QUESTION_TOO_LONG),
        (Some("a\u{0}b".into()), messages::CONTROL_CHARACTERS),
    ] {
        let error = invalid(ask_question(&mut s.store, s.dee, s.exchange, None, body).unwrap_err());
        assert_eq!(error.fields["body"], message);
    }
    // Dee asks her recipient; it counts as looking (it names them).
    let dee = s.user(s.dee);
    let asked = ask_question(
        &mut s.store,
        s.dee,
        s.exchange,
        None,
        Some(" Any allergies? ".into()),
    )
    .unwrap();
    let QuestionSeen::MineAsGiver {
        id,
        receiver,
        receiver_name,
        body,
        ..
    } = asked
    else {
        panic!("Dee's own question");
    };
    assert_eq!(receiver, truth[&dee]);
    assert_eq!(body, "Any allergies?");
    assert!(s.store.state.participants[&dee].looked_at.is_some());
    // Her recipient (Mia's guardians, for Mia) hears of it, unnamed.
    let recipient = &s.store.state.participants[&receiver];
    let readers: Vec<UserId> = match &recipient.who {
        Who::User(user) => vec![*user],
        Who::Dependant(d) => s.store.state.dependants[d].guardian_ids(),
        Who::Invited { .. } => unreachable!("everyone joined"),
    };
    let line = match recipient.who {
        Who::Dependant(_) => {
            format!("{receiver_name}'s Secret Santa in Family Santa asked a question")
        }
        _ => "Your Secret Santa in Family Santa asked a question".to_owned(),
    };
    for reader in &readers {
        assert!(s.news_titles(*reader).contains(&line), "{reader}");
        let seen = questions_seen_by(&mut s.store, *reader, s.exchange).unwrap();
        assert!(
            matches!(&seen[..], [QuestionSeen::ToMe { id: to_me, receiver: r, .. }]
                if *to_me == id && *r == receiver),
            "{reader}: {seen:?}"
        );
    }
    // Nobody else sees it: the organiser neither, unless she is its
    // recipient's.
    for other in [s.ann, s.ben, s.cal, s.eve, s.zoe] {
        if readers.contains(&other) || other == s.dee {
            continue;
        }
        assert!(
            questions_seen_by(&mut s.store, other, s.exchange)
                .unwrap()
                .is_empty(),
            "{other}"
        );
        assert_eq!(
            answer_question(&mut s.store, other, id, Some("No".into())).unwrap_err(),
            ExchangeError::NotFound
        );
    }
    assert_eq!(
        questions_seen_by(&mut s.store, s.oli, s.exchange).unwrap_err(),
        ExchangeError::NotFound
    );
    // Dee cannot answer her own question.
    assert_eq!(
        answer_question(&mut s.store, s.dee, id, Some("No".into())).unwrap_err(),
        ExchangeError::NotFound
    );
    let reader = readers[0];
    let error = invalid(answer_question(&mut s.store, reader, id, Some(" ".into())).unwrap_err());
    assert_eq!(error.fields["body"], messages::ANSWER_REQUIRED);
    let answered = answer_question(&mut s.store, reader, id, Some("Nuts".into())).unwrap();
    assert!(matches!(answered, QuestionSeen::ToMe { answer: Some(ref a), .. } if a == "Nuts"));
    assert!(s
        .news_titles(s.dee)
        .contains(&"Your recipient in Family Santa answered".to_owned()));
    let mine = questions_seen_by(&mut s.store, s.dee, s.exchange).unwrap();
    assert!(
        matches!(&mine[..], [QuestionSeen::MineAsGiver { answer: Some(a), .. }] if a == "Nuts")
    );
    // A new draw (told to everyone) leaves the old pair's question behind.
    s.draw(true).unwrap();
    if s.pairs(s.exchange)[&dee] != receiver {
        assert!(questions_seen_by(&mut s.store, s.dee, s.exchange)
            .unwrap()
            .is_empty());
        assert_eq!(
            answer_question(&mut s.store, reader, id, Some("Still nuts".into())).unwrap_err(),
            ExchangeError::NotFound
        );
    }
}

#[test]
fn the_organiser_sees_the_pairs_only_by_telling_everyone() {
    let mut s = santa();
    s.everyone();
    assert_eq!(
        organiser_sees_pairs(&mut s.store, s.ann, s.exchange).unwrap_err(),
        ExchangeError::NotDrawn
    );
    s.draw(false).unwrap();
    assert!(s.view(s.ann).all_pairs.is_none());
    assert_eq!(
        organiser_sees_pairs(&mut s.store, s.ben, s.exchange).unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    assert_eq!(
        organiser_sees_pairs(&mut s.store, s.oli, s.exchange).unwrap_err(),
        ExchangeError::NotFound
    );
    organiser_sees_pairs(&mut s.store, s.ann, s.exchange).unwrap();
    let told = "Ann can now see who gives to whom in Family Santa".to_owned();
    for friend in [s.ben, s.cal, s.dee, s.eve, s.zoe] {
        assert!(s.news_titles(friend).contains(&told), "{friend}");
    }
    let all: BTreeMap<ParticipantId, ParticipantId> = s
        .view(s.ann)
        .all_pairs
        .unwrap()
        .into_iter()
        .map(|p| (p.giver, p.receiver.id))
        .collect();
    assert_eq!(all, s.pairs(s.exchange));
    // The others still see only their own.
    assert!(s.view(s.cal).all_pairs.is_none());
    // Asking again tells nobody again.
    let before = s.store.state.notifications.len();
    organiser_sees_pairs(&mut s.store, s.ann, s.exchange).unwrap();
    assert_eq!(s.store.state.notifications.len(), before);
}

#[test]
fn the_pairs_are_revealed_on_the_day_or_after() {
    let mut s = santa();
    s.everyone();
    s.draw(false).unwrap();
    let christmas = day("2026-12-24");
    assert_eq!(
        reveal_pairs(&mut s.store, s.ann, s.exchange, day("2026-12-23")).unwrap_err(),
        ExchangeError::TooEarlyToReveal
    );
    assert_eq!(
        reveal_pairs(&mut s.store, s.ben, s.exchange, christmas).unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    reveal_pairs(&mut s.store, s.ann, s.exchange, christmas).unwrap();
    let revealed = "Who gave to whom in Family Santa is revealed".to_owned();
    let truth = s.pairs(s.exchange);
    for person in [s.ann, s.ben, s.cal, s.dee, s.eve, s.zoe] {
        if person != s.ann {
            assert!(s.news_titles(person).contains(&revealed), "{person}");
        }
        let all: BTreeMap<ParticipantId, ParticipantId> = s
            .view(person)
            .all_pairs
            .unwrap()
            .into_iter()
            .map(|p| (p.giver, p.receiver.id))
            .collect();
        assert_eq!(all, truth);
    }
    // The draw stands now; an outsider still finds nothing.
    assert_eq!(s.draw(true).unwrap_err(), ExchangeError::Revealed);
    assert_eq!(
        exchange_seen_by(&mut s.store, s.oli, s.exchange).unwrap_err(),
        ExchangeError::NotFound
    );
}

#[test]
fn an_outsider_finds_nothing_anywhere() {
    let mut s = santa();
    s.everyone();
    s.draw(false).unwrap();
    let ben = s.user(s.ben);
    see_my_recipient(&mut s.store, s.ben, s.exchange, None).unwrap();
    let question =
        match ask_question(&mut s.store, s.ben, s.exchange, None, Some("Hi?".into())).unwrap() {
            QuestionSeen::MineAsGiver { id, .. } => id,
            other => panic!("{other:?}"),
        };
    let (oli, id) = (s.oli, s.exchange);
    let store = &mut s.store;
    let refused = [
        exchange_seen_by(store, oli, id).map(|_| ()),
        update_exchange(store, oli, id, ExchangeDraft::default(), today()).map(|_| ()),
        delete_exchange(store, oli, id),
        remove_participant(store, oli, id, ben),
        set_exclusions(store, oli, id, vec![]).map(|_| ()),
        why_no_draw(store, oli, id).map(|_| ()),
        draw_names(store, oli, id, &mut Seeded::new(1), true).map(|_| ()),
        cancel_draw(store, oli, id, true).map(|_| ()),
        see_my_recipient(store, oli, id, None).map(|_| ()),
        see_my_recipient(store, oli, id, Some(ben)).map(|_| ()),
        set_bought(store, oli, id, Some(ben), true),
        organiser_sees_pairs(store, oli, id).map(|_| ()),
        reveal_pairs(store, oli, id, day("2027-01-01")).map(|_| ()),
        ask_question(store, oli, id, Some(ben), Some("Who?".into())).map(|_| ()),
        answer_question(store, oli, question, Some("Me".into())).map(|_| ()),
        questions_seen_by(store, oli, id).map(|_| ()),
        create_next_exchange(store, oli, id, family_santa("2027-12-24"), today()).map(|_| ()),
        add_participant(store, oli, id, ParticipantRef::Friend(oli), || {
            unreachable!("no invite")
        })
        .map(|_| ()),
    ];
    for (n, result) in refused.into_iter().enumerate() {
        assert_eq!(result, Err(ExchangeError::NotFound), "call {n}");
    }
    // A participant acting for someone they do not look after learns
    // nothing either.
    let cal = s.user(s.cal);
    assert_eq!(
        see_my_recipient(&mut s.store, s.ben, s.exchange, Some(cal)).unwrap_err(),
        ExchangeError::NotFound
    );
    assert!(exchanges_of(&mut s.store, s.oli).unwrap().is_empty());
}

#[test]
fn a_giver_sees_their_recipient_by_looking_and_marks_the_gift_bought() {
    let mut s = santa();
    s.everyone();
    // Ben leaves; Mia, whom he looks after with Ann, stays.
    let ben = s.user(s.ben);
    remove_participant(&mut s.store, s.ben, s.exchange, ben).unwrap();
    assert_eq!(
        see_my_recipient(&mut s.store, s.cal, s.exchange, None).unwrap_err(),
        ExchangeError::NotDrawn
    );
    s.draw(false).unwrap();
    let truth = s.pairs(s.exchange);
    let (ann, cal, mia) = (
        s.user(s.ann),
        s.user(s.cal),
        s.participant(Who::Dependant(s.mia)),
    );
    // The page does not show it before Cal looks (a page view is no look).
    let gives = |view: ExchangeView| -> Vec<(ParticipantId, Option<ParticipantId>, bool)> {
        view.my_pairs
            .iter()
            .map(|p| (p.giver, p.receiver.as_ref().map(|r| r.id), p.bought))
            .collect()
    };
    assert_eq!(gives(s.view(s.cal)), [(cal, None, false)]);
    let receiver = see_my_recipient(&mut s.store, s.cal, s.exchange, None).unwrap();
    assert_eq!(receiver.id, truth[&cal]);
    assert_eq!(receiver.name, s.store.state.participants[&receiver.id].name);
    // Ben gives only for Mia now: he says so.
    let error = invalid(see_my_recipient(&mut s.store, s.ben, s.exchange, None).unwrap_err());
    assert_eq!(
        error.fields["actingFor"],
        messages::EXCHANGE_ACTING_FOR_REQUIRED
    );
    let for_mia = see_my_recipient(&mut s.store, s.ben, s.exchange, Some(mia)).unwrap();
    assert_eq!(for_mia.id, truth[&mia]);
    set_bought(&mut s.store, s.cal, s.exchange, None, true).unwrap();
    set_bought(&mut s.store, s.ann, s.exchange, Some(mia), true).unwrap();
    assert_eq!(gives(s.view(s.cal)), [(cal, Some(truth[&cal]), true)]);
    // Ann, Mia's other guardian, sees what Ben looked at for her.
    assert_eq!(
        gives(s.view(s.ann)),
        [(ann, None, false), (mia, Some(truth[&mia]), true)]
    );
    assert_eq!(gives(s.view(s.ben)), [(mia, Some(truth[&mia]), true)]);
    let summary = exchanges_of(&mut s.store, s.cal).unwrap();
    assert_eq!(summary.len(), 1);
    assert!(summary[0].drawn && summary[0].looked && !summary[0].i_organise);
    assert_eq!(summary[0].participant_count, 6);
    assert_eq!(summary[0].exchange.organiser_name.short(), "Ann");
    let ann_summary = &exchanges_of(&mut s.store, s.ann).unwrap()[0];
    assert!(ann_summary.i_organise && !ann_summary.looked);
}

#[test]
fn earlier_years_pairs_are_avoided() {
    let mut s = santa();
    s.couple();
    s.draw(false).unwrap();
    let who_of = |s: &Santa, exchange: ExchangeId| -> BTreeSet<(Who, Who)> {
        let participants = &s.store.state.participants;
        s.pairs(exchange)
            .into_iter()
            .map(|(g, r)| (participants[&g].who.clone(), participants[&r].who.clone()))
            .collect()
    };
    let last_year = who_of(&s, s.exchange);
    // Next year, in the same series: the same friends.
    let this_year = create_next_exchange(
        &mut s.store,
        s.ann,
        s.exchange,
        ExchangeDraft {
            date: Some("2027-12-24".into()),
            ..Default::default()
        },
        day("2027-01-10"),
    )
    .unwrap();
    assert_eq!(this_year.series, s.exchange);
    assert_eq!(this_year.input.name, "Family Santa");
    assert_eq!(this_year.input.avoid_last_years, 1);
    let error = invalid(
        create_next_exchange(
            &mut s.store,
            s.ann,
            s.exchange,
            ExchangeDraft::default(),
            day("2027-01-10"),
        )
        .unwrap_err(),
    );
    assert_eq!(error.fields["date"], messages::DATE_REQUIRED);
    let error = invalid(
        create_next_exchange(
            &mut s.store,
            s.ann,
            s.exchange,
            family_santa("2026-12-24"),
            today(),
        )
        .unwrap_err(),
    );
    assert_eq!(error.fields["date"], messages::EXCHANGE_NEXT_DAY_LATER);
    assert_eq!(
        create_next_exchange(
            &mut s.store,
            s.ben,
            s.exchange,
            family_santa("2027-12-24"),
            day("2027-01-10")
        )
        .unwrap_err(),
        ExchangeError::OrganiserOnly
    );
    s.exchange = this_year.id;
    for friend in [s.ben, s.cal, s.dee, s.eve] {
        s.add(ParticipantRef::Friend(friend)).unwrap();
    }
    s.couple();
    let mut drawn_pairs = BTreeSet::new();
    for _ in 0..200 {
        s.draw(false).unwrap();
        let pairs = who_of(&s, s.exchange);
        assert!(pairs.is_disjoint(&last_year), "{pairs:?}");
        drawn_pairs.extend(pairs);
    }
    // Without it, last year's pairs come back.
    update_exchange(
        &mut s.store,
        s.ann,
        s.exchange,
        ExchangeDraft {
            avoid_last_years: Some(0),
            ..Default::default()
        },
        day("2027-01-10"),
    )
    .unwrap();
    for _ in 0..200 {
        s.draw(false).unwrap();
        drawn_pairs.extend(who_of(&s, s.exchange));
    }
    assert!(!drawn_pairs.is_disjoint(&last_year));
}

#[test]
fn a_draw_blocked_only_by_last_year_says_so() {
    let mut s = santa();
    for friend in [s.dee, s.eve] {
        let id = s.user(friend);
        remove_participant(&mut s.store, s.ann, s.exchange, id).unwrap();
    }
    s.draw(false).unwrap();
    let last_year = s.pairs(s.exchange);
    let next = create_next_exchange(
        &mut s.store,
        s.ann,
        s.exchange,
        family_santa("2027-12-24"),
        day("2027-01-10"),
    )
    .unwrap();
    let old = |s: &Santa, user: UserId| {
        s.store
            .state
            .participants
            .values()
            .find(|p| p.exchange != next.id && p.who == Who::User(user))
            .unwrap()
            .id
    };
    let (ann, ben, cal) = (s.ann, s.ben, s.cal);
    let names: BTreeMap<ParticipantId, UserId> =
        [ann, ben, cal].iter().map(|u| (old(&s, *u), *u)).collect();
    s.exchange = next.id;
    s.add(ParticipantRef::Friend(ben)).unwrap();
    s.add(ParticipantRef::Friend(cal)).unwrap();
    // Among three, last year's loop one way and these exclusions the
    // other way leave no pair at all.
    let now_id: BTreeMap<UserId, ParticipantId> =
        [ann, ben, cal].iter().map(|u| (*u, s.user(*u))).collect();
    let reverse: Vec<(ParticipantId, ParticipantId)> = last_year
        .iter()
        .map(|(g, r)| (now_id[&names[r]], now_id[&names[g]]))
        .collect();
    let why = set_exclusions(&mut s.store, s.ann, s.exchange, reverse)
        .unwrap()
        .unwrap();
    assert!(
        why.ends_with(" (allowing last year's pairs again would make a draw possible)"),
        "{why}"
    );
    assert_eq!(s.draw(false).unwrap_err(), ExchangeError::NoDraw(why));
}

impl Santa {
    /// The reminders `me` got, newest first, as (title, body).
    fn reminders(&mut self, me: UserId) -> Vec<(String, String)> {
        self.news(me)
            .into_iter()
            .filter(|n| n.kind == NotificationKind::ExchangeReminder)
            .map(|n| (n.title, n.body))
            .collect()
    }
}

#[test]
fn givers_are_reminded_a_week_and_a_day_before_once_each() {
    let mut s = santa();
    s.everyone();
    s.draw(false).unwrap();
    let (cal, mia) = (s.user(s.cal), s.participant(Who::Dependant(s.mia)));
    set_bought(&mut s.store, s.cal, s.exchange, Some(cal), true).unwrap();
    // Too early: nothing.
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-16")).unwrap(),
        0
    );
    // A week before: each giver once (Ann and Ben hear for Mia as well);
    // a second tick, or a second scheduler, sends nothing more.
    let week = remind_exchanges(&mut s.store, day("2026-12-17")).unwrap();
    assert_eq!(
        week, 8,
        "Ann, Ben, Cal, Dee, Eve, Zoe, and Mia's two guardians"
    );
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-17")).unwrap(),
        0
    );
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-20")).unwrap(),
        0
    );
    assert_eq!(
        s.reminders(s.cal),
        [(
            "Family Santa is in 7 days".to_owned(),
            "Your gift is marked bought.".to_owned()
        )]
    );
    // Ben gives for himself and for Mia: one each.
    assert_eq!(
        s.reminders(s.ben),
        [
            (
                "Family Santa is in 7 days".to_owned(),
                "Mia's gift is not marked bought yet: see whom they give to.".to_owned()
            ),
            (
                "Family Santa is in 7 days".to_owned(),
                "Your gift is not marked bought yet: see whom you give to.".to_owned()
            )
        ]
    );
    set_bought(&mut s.store, s.ann, s.exchange, Some(mia), true).unwrap();
    // The day before: once more, with the bought state of the moment.
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-23")).unwrap(),
        8
    );
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-24")).unwrap(),
        0
    );
    let ben = s.reminders(s.ben);
    assert_eq!(
        ben.first(),
        Some(&(
            "Family Santa is tomorrow".to_owned(),
            "Mia's gift is marked bought.".to_owned()
        ))
    );
    assert_eq!(ben.len(), 4);
    // The outsider hears nothing; no reminder says whom anyone gives to.
    assert!(s.reminders(s.oli).is_empty());
    let names: Vec<String> = ["Cal", "Dee", "Eve", "Zoe"].map(String::from).into();
    for (title, body) in s.reminders(s.ann) {
        for name in &names {
            assert!(!title.contains(name.as_str()) && !body.contains(name.as_str()));
        }
    }
    // After the day, nothing.
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-25")).unwrap(),
        0
    );
}

#[test]
fn a_reminder_missed_or_just_told_is_not_sent_and_a_new_date_starts_anew() {
    let mut s = santa();
    s.everyone();
    // Not drawn: nobody is reminded (the draw's news comes first).
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-20")).unwrap(),
        0
    );
    // Drawn three days before: the week's reminder is skipped (the draw
    // just told everyone to look), the day before's comes.
    s.store.now = "2026-12-21T09:00:00".parse().unwrap();
    s.draw(false).unwrap();
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-21")).unwrap(),
        0
    );
    assert!(s.reminders(s.dee).is_empty());
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-23")).unwrap(),
        8
    );
    assert_eq!(s.reminders(s.dee).len(), 1);
    // Moved to New Year's Eve: its reminders come again for the new day.
    update_exchange(
        &mut s.store,
        s.ann,
        s.exchange,
        ExchangeDraft {
            date: Some("2026-12-31".into()),
            ..Default::default()
        },
        day("2026-12-23"),
    )
    .unwrap();
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-24")).unwrap(),
        8
    );
    assert_eq!(s.reminders(s.dee)[0].0, "Family Santa is in 7 days");
    // A scheduler that was down until the day itself sends one: "today".
    assert_eq!(
        remind_exchanges(&mut s.store, day("2026-12-31")).unwrap(),
        8
    );
    assert_eq!(s.reminders(s.dee)[0].0, "Family Santa is today");
    assert_eq!(s.reminders(s.dee).len(), 3);
}

#[test]
fn hints_reach_whoever_draws_them_and_nobody_else() {
    let mut s = santa();
    s.everyone();
    let mia = s.participant(Who::Dependant(s.mia));
    // Too long, or with control characters: refused, nothing kept.
    let long = "a".repeat(1_001);
    let error = invalid(set_hints(&mut s.store, s.dee, s.exchange, None, Some(long)).unwrap_err());
    assert_eq!(error.fields["hints"], messages::EXCHANGE_HINTS_TOO_LONG);
    assert_eq!(
        set_hints(
            &mut s.store,
            s.dee,
            s.exchange,
            None,
            Some("  Size M, loves tea ".into())
        )
        .unwrap(),
        Some("Size M, loves tea".to_owned())
    );
    // A guardian leaves Mia's; an outsider finds no exchange.
    set_hints(
        &mut s.store,
        s.ben,
        s.exchange,
        Some(mia),
        Some("Dinosaurs".into()),
    )
    .unwrap();
    assert_eq!(
        set_hints(&mut s.store, s.oli, s.exchange, None, Some("x".into())).unwrap_err(),
        ExchangeError::NotFound
    );
    // Cal may not write Dee's.
    let dee = s.user(s.dee);
    assert_eq!(
        set_hints(&mut s.store, s.cal, s.exchange, Some(dee), Some("x".into())).unwrap_err(),
        ExchangeError::NotFound
    );
    // Dee sees her own on the page; Cal does not see hers.
    let own = |view: &ExchangeView, id: ParticipantId| {
        view.participants
            .iter()
            .find(|p| p.id == id)
            .unwrap()
            .hints
            .clone()
    };
    assert_eq!(
        own(&s.view(s.dee), dee),
        Some(Some("Size M, loves tea".into()))
    );
    assert_eq!(own(&s.view(s.ann), mia), Some(Some("Dinosaurs".into())));
    assert_eq!(own(&s.view(s.cal), dee), None);
    s.draw(false).unwrap();
    let truth = s.pairs(s.exchange);
    let dees_giver = *truth.iter().find(|(_, r)| **r == dee).unwrap().0;
    let giver_user = match &s.store.state.participants[&dees_giver].who {
        Who::User(user) => *user,
        // Dee's giver is Mia: Ann looks for her.
        _ => s.ann,
    };
    let seen = see_my_recipient(&mut s.store, giver_user, s.exchange, Some(dees_giver)).unwrap();
    assert_eq!(seen.hints.as_deref(), Some("Size M, loves tea"));
    // Cleared by an empty text.
    set_hints(&mut s.store, s.dee, s.exchange, None, Some("   ".into())).unwrap();
    let seen = see_my_recipient(&mut s.store, giver_user, s.exchange, Some(dees_giver)).unwrap();
    assert_eq!(seen.hints, None);
    // After the reveal the pairs are everyone's, the hints still nobody's
    // but the giver's, and they no longer change.
    set_hints(&mut s.store, s.dee, s.exchange, None, Some("Tea".into())).unwrap();
    reveal_pairs(&mut s.store, s.ann, s.exchange, day("2026-12-24")).unwrap();
    let eve = s.view(s.eve);
    for pair in eve.all_pairs.unwrap() {
        assert_eq!(pair.receiver.hints, None);
    }
    assert_eq!(
        set_hints(&mut s.store, s.dee, s.exchange, None, Some("x".into())).unwrap_err(),
        ExchangeError::Revealed
    );
}

/// Issue 43: a gift marked bought is kept once in the history of whoever
/// marked it, for their recipient when that is a person they keep gifts
/// for (Cal's only friend is Ann; Mia is looked after by Ann); the
/// recipient keeps nothing of it.
#[test]
fn a_gift_marked_bought_is_kept_once_in_the_givers_history() {
    use domain::gift::GiftPerson;
    let mut s = santa();
    s.everyone();
    s.draw(false).unwrap();
    let truth = s.pairs(s.exchange);
    let cal = s.user(s.cal);
    let receiver = s.store.state.participants[&truth[&cal]].who.clone();
    let expected = match receiver {
        Who::User(user) if user == s.ann => Some(GiftPerson::Friend(s.ann)),
        Who::Dependant(dependant) => Some(GiftPerson::Dependant(dependant)),
        _ => None,
    };
    for bought in [true, false, true] {
        set_bought(&mut s.store, s.cal, s.exchange, None, bought).unwrap();
    }
    let kept: Vec<_> = s.store.state.gifts.values().cloned().collect();
    match expected {
        Some(person) => {
            assert_eq!(kept.len(), 1, "once, however often it is marked");
            assert_eq!((kept[0].owner, kept[0].person), (s.cal, person));
            assert_eq!(kept[0].input.name, "Family Santa gift");
            assert_eq!(kept[0].input.occasion.as_deref(), Some("Family Santa"));
        }
        None => assert!(
            kept.is_empty(),
            "{receiver:?} is nobody Cal keeps gifts for"
        ),
    }
    // Every other giver marks theirs: nobody's record is ever the
    // recipient's.
    for giver in truth.keys() {
        let who = s.store.state.participants[giver].who.clone();
        let me = match who {
            Who::User(user) => user,
            Who::Dependant(_) => s.ann,
            Who::Invited { .. } => continue,
        };
        set_bought(&mut s.store, me, s.exchange, Some(*giver), true).unwrap();
    }
    for gift in s.store.state.gifts.values() {
        let owner_gives_to = truth.iter().any(|(giver, receiver)| {
            let giver_who = &s.store.state.participants[giver].who;
            let acts = match giver_who {
                Who::User(user) => *user == gift.owner,
                Who::Dependant(d) => s.store.state.dependants[d].is_guarded_by(gift.owner),
                Who::Invited { .. } => false,
            };
            let to = match &s.store.state.participants[receiver].who {
                Who::User(user) => Some(GiftPerson::Friend(*user)),
                Who::Dependant(d) => Some(GiftPerson::Dependant(*d)),
                Who::Invited { .. } => None,
            };
            acts && to == Some(gift.person)
        });
        assert!(
            owner_gives_to,
            "{gift:?} is not of a pair its owner gives for"
        );
    }
}

/// Issue 43: at the reveal, and not before, each recipient keeps what
/// their Secret Santa gave them, from them, when the giver is their
/// friend (Ann is the friend of Ben, Cal, Dee and Eve; they are not each
/// other's); once, however often the reveal is asked.
#[test]
fn at_the_reveal_recipients_keep_what_their_friends_gave() {
    use domain::gift::{GiftDirection, GiftPerson};
    let mut s = santa();
    s.everyone();
    s.draw(false).unwrap();
    assert!(s.store.state.gifts.is_empty(), "nothing before the reveal");
    for _ in 0..2 {
        reveal_pairs(&mut s.store, s.ann, s.exchange, day("2026-12-24")).unwrap();
    }
    let truth = s.pairs(s.exchange);
    let who = |p: &ParticipantId| s.store.state.participants[p].who.clone();
    let mut expected: Vec<(UserId, GiftPerson)> = truth
        .iter()
        .filter_map(|(giver, receiver)| match (who(giver), who(receiver)) {
            (Who::User(from), Who::User(to)) if from == s.ann || to == s.ann => {
                Some((to, GiftPerson::Friend(from)))
            }
            _ => None,
        })
        .collect();
    expected.sort();
    let mut kept: Vec<(UserId, GiftPerson)> = s
        .store
        .state
        .gifts
        .values()
        .map(|g| {
            assert_eq!(g.direction, GiftDirection::Received);
            assert_eq!(g.input.name, "Family Santa gift");
            (g.owner, g.person)
        })
        .collect();
    kept.sort();
    assert_eq!(kept, expected);
}
