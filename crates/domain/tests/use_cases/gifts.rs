//! Gifts kept per person (`use_cases::gifts`, issue 43): a contact and a
//! friend with one address are one person; ideas, given and received;
//! the repeat warning before saving; and nobody but the keeper ever
//! reaches a gift, the person it is for included.

use chrono::{DateTime, Utc};

use crate::support::{date_input, today, InMemoryStore};
use domain::dependant::DependantDraft;
use domain::gift::{GiftDirection, GiftDraft, GiftPerson, GiftStatus};
use domain::ids::{ContactId, DependantId, UserId};
use domain::messages;
use domain::special_date::SpecialDateInput;
use domain::use_cases::dependants::add_dependant;
use domain::use_cases::gifts::{
    add_gift, delete_gift, person, person_page, update_gift, GiftError,
};

fn now() -> DateTime<Utc> {
    "2026-06-01T12:00:00Z".parse().unwrap()
}

/// Ada keeps Mum as a contact (mum@example.com), who is also her friend
/// on Presently; Ben is a friend of Mum's (not Ada's) and looks after Leo;
/// Mum looks after Pip; Eve is a stranger to everyone.
struct Circle {
    store: InMemoryStore,
    ada: UserId,
    mum: UserId,
    ben: UserId,
    eve: UserId,
    mum_contact: ContactId,
    pip: DependantId,
    leo: DependantId,
}

fn circle() -> Circle {
    let mut store = InMemoryStore::new();
    let ada = store.add_user("ada@example.com", "Ada");
    let mum = store.add_user("mum@example.com", "Margaret");
    let ben = store.add_user("ben@example.com", "Ben");
    let eve = store.add_user("eve@example.com", "Eve");
    store.seed_friendship(ada, mum);
    store.seed_friendship(mum, ben);
    let mum_contact = store.seed_contact(ada, "Mum", Some("mum@example.com"), None);
    let kid = |store: &mut InMemoryStore, who: UserId, name: &str| {
        add_dependant(
            store,
            who,
            DependantDraft {
                name: Some(name.into()),
                kind: Some("child".into()),
                ..Default::default()
            },
            now(),
        )
        .unwrap()
        .dependant
        .id
    };
    let pip = kid(&mut store, mum, "Pip");
    let leo = kid(&mut store, ben, "Leo");
    Circle {
        store,
        ada,
        mum,
        ben,
        eve,
        mum_contact,
        pip,
        leo,
    }
}

fn named(name: &str) -> GiftDraft {
    GiftDraft {
        name: Some(name.into()),
        ..Default::default()
    }
}

fn given(name: &str, occasion: &str, date: &str) -> GiftDraft {
    GiftDraft {
        status: Some("given".into()),
        occasion: Some(Some(occasion.into())),
        occasion_date: Some(Some(date.into())),
        ..named(name)
    }
}

#[test]
fn a_contact_and_a_friend_with_one_address_are_one_person() {
    let mut c = circle();
    let (ada, contact, friend) = (
        c.ada,
        GiftPerson::Contact(c.mum_contact),
        GiftPerson::Friend(c.mum),
    );
    let birthday = c.store.seed_date(
        ada,
        SpecialDateInput {
            contact_id: Some(c.mum_contact),
            ..date_input("Mum's birthday", "1960-09-14", 7)
        },
        today(),
    );
    c.store
        .seed_date(ada, date_input("Someone else's", "1990-07-01", 7), today());
    add_gift(
        &mut c.store,
        ada,
        contact,
        GiftDirection::Given,
        given("Dutch oven", "Christmas", "2025-12-25"),
        false,
    )
    .unwrap();
    add_gift(
        &mut c.store,
        ada,
        friend,
        GiftDirection::Given,
        named("Orchid"),
        false,
    )
    .unwrap();
    add_gift(
        &mut c.store,
        ada,
        friend,
        GiftDirection::Received,
        GiftDraft {
            thank_you_sent: Some(true),
            ..named("Scarf")
        },
        false,
    )
    .unwrap();
    for reference in [contact, friend] {
        let page = person_page(&mut c.store, ada, reference, today()).unwrap();
        assert_eq!(page.person.name, "Mum");
        assert_eq!(page.person.friend.as_ref().map(|f| f.id), Some(c.mum));
        assert_eq!(page.person.contacts.len(), 1);
        assert_eq!(
            page.dates.iter().map(|d| d.id).collect::<Vec<_>>(),
            [birthday]
        );
        let names = |gifts: &[domain::gift::Gift]| {
            gifts
                .iter()
                .map(|g| g.input.name.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(names(&page.ideas), ["Orchid"]);
        assert_eq!(names(&page.given), ["Dutch oven"]);
        assert_eq!(names(&page.received), ["Scarf"]);
        assert!(page.received[0].input.thank_you_sent);
    }
    // A friend with no contact goes by the name they show (a first name
    // alone shows as the address's name).
    let bare = person(&mut c.store, c.mum, GiftPerson::Friend(c.ada)).unwrap();
    assert_eq!(bare.name, "ada");
    assert!(bare.contacts.is_empty());
}

#[test]
fn gifts_are_for_my_contacts_friends_and_those_i_or_a_friend_look_after() {
    let mut c = circle();
    let eves_contact = c.store.seed_contact(c.eve, "Eve's gran", None, None);
    // Mum looks after Pip: Ada (Mum's friend) may keep gifts for Pip.
    assert!(person(&mut c.store, c.ada, GiftPerson::Dependant(c.pip)).is_ok());
    // Leo is looked after by Ben, who is not Ada's friend; Ben is not Ada's
    // friend either; Eve's contact is Eve's.
    for stranger in [
        GiftPerson::Dependant(c.leo),
        GiftPerson::Friend(c.ben),
        GiftPerson::Friend(c.eve),
        GiftPerson::Contact(eves_contact),
        GiftPerson::Contact(ContactId(9_999)),
    ] {
        assert_eq!(
            person(&mut c.store, c.ada, stranger),
            Err(GiftError::NotFound),
            "{stranger:?}"
        );
        assert_eq!(
            add_gift(
                &mut c.store,
                c.ada,
                stranger,
                GiftDirection::Given,
                named("Kite"),
                false
            ),
            Err(GiftError::NotFound)
        );
    }
    assert!(c.store.state.gifts.is_empty());
}

#[test]
fn nobody_but_the_keeper_reaches_a_gift_the_person_included() {
    let mut c = circle();
    let gift = add_gift(
        &mut c.store,
        c.ada,
        GiftPerson::Friend(c.mum),
        GiftDirection::Given,
        GiftDraft {
            price: Some(Some("120".into())),
            ..given("Dutch oven", "Christmas", "2025-12-25")
        },
        false,
    )
    .unwrap();
    for other in [c.mum, c.ben, c.eve] {
        assert_eq!(
            update_gift(&mut c.store, other, gift.id, named("Mine now"), false),
            Err(GiftError::NotFound)
        );
        assert_eq!(
            delete_gift(&mut c.store, other, gift.id),
            Err(GiftError::NotFound)
        );
        // Mum's page of Ada shows nothing of what Ada keeps for her.
        if other == c.mum {
            let page =
                person_page(&mut c.store, c.mum, GiftPerson::Friend(c.ada), today()).unwrap();
            assert!(page.ideas.is_empty() && page.given.is_empty() && page.received.is_empty());
        }
    }
    assert_eq!(c.store.state.gifts[&gift.id].input.name, "Dutch oven");
    delete_gift(&mut c.store, c.ada, gift.id).unwrap();
    assert!(c.store.state.gifts.is_empty());
}

#[test]
fn a_repeat_is_said_before_it_is_saved_and_saved_when_meant() {
    let mut c = circle();
    let (ada, contact, friend) = (
        c.ada,
        GiftPerson::Contact(c.mum_contact),
        GiftPerson::Friend(c.mum),
    );
    add_gift(
        &mut c.store,
        ada,
        contact,
        GiftDirection::Given,
        GiftDraft {
            link: Some(Some(
                "https://www.amazon.com/Le-Creuset/dp/B00005QFR0/ref=sr_1_3".into(),
            )),
            ..given("Le Creuset Dutch Oven", "Christmas", "2025-12-25")
        },
        false,
    )
    .unwrap();
    let warning = "You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025";
    // By name (plural, case), as an idea, under the friend she also is.
    assert_eq!(
        add_gift(
            &mut c.store,
            ada,
            friend,
            GiftDirection::Given,
            named("le creuset dutch ovens"),
            false
        ),
        Err(GiftError::Repeat(warning.into()))
    );
    // By link, tracking aside, whatever its name.
    let by_link = GiftDraft {
        link: Some(Some("https://amazon.com/dp/B00005QFR0?tag=aff-20".into())),
        ..named("Cast iron pot")
    };
    assert_eq!(
        add_gift(
            &mut c.store,
            ada,
            contact,
            GiftDirection::Given,
            by_link.clone(),
            false
        ),
        Err(GiftError::Repeat(warning.into()))
    );
    let count = c.store.state.gifts.len();
    assert_eq!(count, 1, "nothing saved");
    // Meant: saved.
    let idea = add_gift(
        &mut c.store,
        ada,
        contact,
        GiftDirection::Given,
        by_link,
        true,
    )
    .unwrap();
    assert_eq!(idea.input.status, GiftStatus::Idea);
    // Something else is no repeat; what she gave me is never one.
    let scarf = add_gift(
        &mut c.store,
        ada,
        contact,
        GiftDirection::Given,
        named("Scarf"),
        false,
    )
    .unwrap();
    add_gift(
        &mut c.store,
        ada,
        contact,
        GiftDirection::Received,
        named("Le Creuset Dutch Oven"),
        false,
    )
    .unwrap();
    // Renamed into a repeat, it is said again; a change of notes is not.
    assert_eq!(
        update_gift(
            &mut c.store,
            ada,
            scarf.id,
            named("Dutch Oven, Le Creuset"),
            false
        ),
        Err(GiftError::Repeat(warning.into()))
    );
    let noted = GiftDraft {
        notes: Some(Some("She liked the colour".into())),
        ..Default::default()
    };
    update_gift(&mut c.store, ada, idea.id, noted, false).unwrap();
    // An idea that becomes bought is checked (it was saved when meant).
    assert_eq!(
        update_gift(
            &mut c.store,
            ada,
            idea.id,
            GiftDraft {
                status: Some("bought".into()),
                ..Default::default()
            },
            false
        ),
        Err(GiftError::Repeat(warning.into()))
    );
}

#[test]
fn bad_input_is_refused_with_its_message_and_nothing_kept() {
    let mut c = circle();
    let error = add_gift(
        &mut c.store,
        c.ada,
        GiftPerson::Friend(c.mum),
        GiftDirection::Given,
        GiftDraft {
            status: Some("lost".into()),
            occasion_date: Some(Some("someday".into())),
            ..named("Kite")
        },
        false,
    )
    .unwrap_err();
    let GiftError::Invalid(invalid) = error else {
        panic!("a validation error, not {error:?}");
    };
    assert_eq!(invalid.fields["status"], messages::GIFT_STATUS_INVALID);
    assert_eq!(invalid.fields["occasionDate"], messages::DATE_INVALID);
    assert!(c.store.state.gifts.is_empty());
}

#[test]
fn a_contact_linked_by_hand_to_a_friend_is_one_person_until_unlinked() {
    use domain::use_cases::gifts::link_contact;
    let mut c = circle();
    let ada = c.ada;
    // "Maggie", kept with no address, is Mum on Presently.
    let maggie = c.store.seed_contact(ada, "Maggie", None, None);
    add_gift(
        &mut c.store,
        ada,
        GiftPerson::Contact(maggie),
        GiftDirection::Given,
        given("Teapot", "Birthday", "2025-09-14"),
        false,
    )
    .unwrap();
    assert!(person(&mut c.store, ada, GiftPerson::Contact(maggie))
        .unwrap()
        .friend
        .is_none());
    let linked = link_contact(&mut c.store, ada, maggie, Some(c.mum)).unwrap();
    assert_eq!(linked.friend.map(|f| f.id), Some(c.mum));
    assert!(linked.linked_by_hand);
    // Maggie's own page holds all of Mum's: the contact with her address too.
    let hers = person_page(&mut c.store, ada, GiftPerson::Contact(maggie), today()).unwrap();
    assert_eq!(hers.person.name, "Maggie");
    assert_eq!(hers.person.contacts[0].id, maggie);
    assert!(hers
        .person
        .contacts
        .iter()
        .any(|contact| contact.id == c.mum_contact));
    // From the friend's side both contacts are hers, and so is the teapot.
    let page = person_page(&mut c.store, ada, GiftPerson::Friend(c.mum), today()).unwrap();
    let mut ids: Vec<ContactId> = page.person.contacts.iter().map(|c| c.id).collect();
    ids.sort();
    let mut expected = vec![c.mum_contact, maggie];
    expected.sort();
    assert_eq!(ids, expected);
    assert_eq!(page.given[0].input.name, "Teapot");
    // A repeat is said across the link.
    assert!(matches!(
        add_gift(
            &mut c.store,
            ada,
            GiftPerson::Friend(c.mum),
            GiftDirection::Given,
            named("Teapots"),
            false
        ),
        Err(GiftError::Repeat(_))
    ));
    // Only to a friend, only for my own contact.
    let GiftError::Invalid(invalid) =
        link_contact(&mut c.store, ada, maggie, Some(c.ben)).unwrap_err()
    else {
        panic!("a validation error");
    };
    assert_eq!(invalid.fields["friendId"], messages::GIFT_LINK_FRIENDS_ONLY);
    let eves = c.store.seed_contact(c.eve, "Eve's gran", None, None);
    assert_eq!(
        link_contact(&mut c.store, ada, eves, Some(c.mum)),
        Err(GiftError::NotFound)
    );
    // Unlinked: Maggie is her own page again.
    let unlinked = link_contact(&mut c.store, ada, maggie, None).unwrap();
    assert!(unlinked.friend.is_none() && !unlinked.linked_by_hand);
    let page = person_page(&mut c.store, ada, GiftPerson::Friend(c.mum), today()).unwrap();
    assert_eq!(page.person.contacts.len(), 1);
    assert!(page.given.is_empty());
}
