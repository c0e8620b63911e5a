//! Gifts I keep for the people in my life (issue 43): one page per person
//! (a contact and a friend with the same address are one person), ideas,
//! what I gave and what I received, and the repeat warning before saving.
//!
//! Everything here is the keeper's alone: a gift is found by its keeper and
//! id together, so anyone else (the person it is for included) gets
//! `NotFound`. Whom a gift may be for is checked the same way: my contact,
//! my friend, or someone I or a friend look after.

use chrono::NaiveDate;

use crate::claim::Claim;
use crate::contact::Contact;
use crate::dependant::Dependant;
use crate::gift::{
    bought_gift, repeat_of, repeat_warning, Gift, GiftDirection, GiftDraft, GiftPerson, GiftSource,
    GiftStatus, MAX_GIFTS,
};
use crate::group_list::PersonName;
use crate::group_list::{GroupListInput, Recipient};
use crate::ids::{GiftId, ListId, UserId};
use crate::item::Item;
use crate::messages;
use crate::ports::{
    ClaimStore, ContactStore, DependantStore, FriendStore, GiftStore, GroupListStore, ListStore,
    SpecialDateStore, StoreError, Transactional,
};
use crate::special_date::SpecialDate;
use crate::use_cases::dependants::known_dependant;
use crate::user::User;
use crate::validation::ValidationError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GiftError {
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    /// No such gift of mine, or no such person of mine.
    #[error("{}", messages::NOT_FOUND)]
    NotFound,
    /// The same thing was given to them already ([`repeat_warning`]):
    /// saved only when the keeper says so.
    #[error("{0}")]
    Repeat(String),
    #[error("{}", messages::GIFTS_LIMIT)]
    TooMany,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// One person, as I keep them: the contact, the friend and the person
/// looked after that they are (a contact and a friend with the same
/// address are one person).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    /// The name I know them by: my contact's, else the friend's, else the
    /// dependant's.
    pub name: String,
    pub contacts: Vec<Contact>,
    pub friend: Option<User>,
    /// Whether the friend is theirs by my link, not by the same address
    /// (a link by hand may be undone; an address is theirs).
    pub linked_by_hand: bool,
    pub dependant: Option<Dependant>,
}

impl Person {
    /// Every way a gift may name them.
    pub fn refs(&self) -> Vec<GiftPerson> {
        let mut refs: Vec<GiftPerson> = self
            .contacts
            .iter()
            .map(|c| GiftPerson::Contact(c.id))
            .collect();
        refs.extend(self.friend.as_ref().map(|f| GiftPerson::Friend(f.id)));
        refs.extend(self.dependant.as_ref().map(|d| GiftPerson::Dependant(d.id)));
        refs
    }
}

/// A person's page: their coming dates (mine, linked to them), my ideas,
/// what I gave them (newest first) and what they gave me.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonPage {
    pub person: Person,
    pub dates: Vec<SpecialDate>,
    pub ideas: Vec<Gift>,
    pub given: Vec<Gift>,
    pub received: Vec<Gift>,
}

/// The person `reference` names, as `me` keeps them; `NotFound` for a
/// contact not mine, someone not my friend, or someone nobody I know looks
/// after. A contact is the friend I linked it to by hand, else the friend
/// with its address.
pub fn person<S>(store: &mut S, me: UserId, reference: GiftPerson) -> Result<Person, GiftError>
where
    S: ContactStore + FriendStore + DependantStore + GiftStore,
{
    if let GiftPerson::Dependant(id) = reference {
        let dependant = known_dependant(store, me, id)?.ok_or(GiftError::NotFound)?;
        return Ok(Person {
            name: dependant.input.name.clone(),
            contacts: Vec::new(),
            friend: None,
            linked_by_hand: false,
            dependant: Some(dependant),
        });
    }
    // My friends, read once for whichever way they are named.
    let friends: Vec<User> = store.friends(me)?.into_iter().map(|f| f.user).collect();
    match reference {
        GiftPerson::Contact(id) => {
            let contact = store.contact(me, id)?.ok_or(GiftError::NotFound)?;
            let email = contact.input.email.clone();
            let linked = match store.linked_friend(me, id)? {
                Some(user) => friends.iter().find(|u| u.id == user).cloned(),
                None => None,
            };
            let friend = linked.clone().or_else(|| {
                let email = email.as_deref()?;
                friends
                    .iter()
                    .find(|u| {
                        u.email
                            .as_deref()
                            .is_some_and(|e| e.eq_ignore_ascii_case(email))
                    })
                    .cloned()
            });
            let name = contact.input.name.clone();
            // A friend's person holds every contact they are (by address
            // or by a link): this one first, under its own name.
            let mut contacts = match &friend {
                Some(friend) => friend_person(store, me, friend.clone())?.contacts,
                None => match &email {
                    Some(email) => contacts_with_email(store, me, email)?,
                    None => Vec::new(),
                },
            };
            contacts.retain(|c| c.id != id);
            contacts.insert(0, contact);
            Ok(Person {
                name,
                contacts,
                linked_by_hand: linked.is_some(),
                friend,
                dependant: None,
            })
        }
        GiftPerson::Friend(user) => {
            let friend = friends
                .into_iter()
                .find(|u| u.id == user)
                .ok_or(GiftError::NotFound)?;
            Ok(friend_person(store, me, friend)?)
        }
        GiftPerson::Dependant(_) => Err(GiftError::NotFound),
    }
}

/// A friend as one person: the contacts with their address or linked to
/// them by hand, named as the first of those calls them.
fn friend_person<S: ContactStore + GiftStore>(
    store: &mut S,
    me: UserId,
    friend: User,
) -> Result<Person, StoreError> {
    let mut contacts = match &friend.email {
        Some(email) => contacts_with_email(store, me, email)?,
        None => Vec::new(),
    };
    let linked = store.contacts_linked_to(me, friend.id)?;
    for id in &linked {
        if !contacts.iter().any(|c| c.id == *id) {
            contacts.extend(store.contact(me, *id)?);
        }
    }
    let name = contacts.first().map_or_else(
        || PersonName::from(friend.clone()).display(),
        |c| c.input.name.clone(),
    );
    Ok(Person {
        name,
        contacts,
        friend: Some(friend),
        linked_by_hand: !linked.is_empty(),
        dependant: None,
    })
}

fn contacts_with_email<S: ContactStore>(
    store: &mut S,
    me: UserId,
    email: &str,
) -> Result<Vec<Contact>, StoreError> {
    Ok(store
        .contacts(me)?
        .into_iter()
        .filter(|c| {
            c.input
                .email
                .as_deref()
                .is_some_and(|e| e.eq_ignore_ascii_case(email))
        })
        .collect())
}

/// The page of the person `reference` names: their coming dates from
/// `today` (mine, linked to one of their contacts), my ideas for them,
/// what I gave them and what they gave me, newest first.
pub fn person_page<S>(
    store: &mut S,
    me: UserId,
    reference: GiftPerson,
    today: NaiveDate,
) -> Result<PersonPage, GiftError>
where
    S: ContactStore + FriendStore + DependantStore + GiftStore + SpecialDateStore + Transactional,
{
    store.reading(|store| {
        let person = person(store, me, reference)?;
        let contact_ids: Vec<_> = person.contacts.iter().map(|c| c.id).collect();
        let mut dates: Vec<SpecialDate> = if contact_ids.is_empty() {
            Vec::new()
        } else {
            store
                .dates(me)?
                .value
                .into_iter()
                .filter(|d| {
                    d.contact
                        .as_ref()
                        .is_some_and(|c| contact_ids.contains(&c.id))
                })
                .map(|d| d.date)
                .filter(|d| d.schedule.next_occurrence >= today)
                .collect()
        };
        dates.sort_by_key(|d| (d.schedule.next_occurrence, d.id));
        let (mut ideas, mut given, mut received) = (Vec::new(), Vec::new(), Vec::new());
        for gift in store.gifts_for(me, &person.refs())? {
            match (gift.direction, gift.input.status) {
                (GiftDirection::Received, _) => received.push(gift),
                (GiftDirection::Given, GiftStatus::Idea) => ideas.push(gift),
                (GiftDirection::Given, _) => given.push(gift),
            }
        }
        Ok(PersonPage {
            person,
            dates,
            ideas,
            given,
            received,
        })
    })
}

/// Refuses `input` when it repeats what I gave `person` (unless
/// `allow_repeat`), with the words that say so.
fn check_repeat<S: GiftStore>(
    store: &mut S,
    me: UserId,
    person: &Person,
    direction: GiftDirection,
    input: &crate::gift::GiftInput,
    except: Option<GiftId>,
    allow_repeat: bool,
) -> Result<(), GiftError> {
    if allow_repeat || direction == GiftDirection::Received {
        return Ok(());
    }
    let kept = store.gifts_for(me, &person.refs())?;
    match repeat_of(input, &kept, except) {
        Some(earlier) => Err(GiftError::Repeat(repeat_warning(&person.name, earlier))),
        None => Ok(()),
    }
}

/// Keeps a new idea or gift for (or, received, from) the person `reference`
/// names. One that repeats what I gave them is refused with the words
/// that say so, unless `allow_repeat`.
pub fn add_gift<S>(
    store: &mut S,
    me: UserId,
    reference: GiftPerson,
    direction: GiftDirection,
    draft: GiftDraft,
    allow_repeat: bool,
) -> Result<Gift, GiftError>
where
    S: ContactStore + FriendStore + DependantStore + GiftStore + Transactional,
{
    let input = draft.validate(None, direction)?;
    store.atomically(|store| {
        let person = person(store, me, reference)?;
        if store.gift_count(me)? >= MAX_GIFTS {
            return Err(GiftError::TooMany);
        }
        check_repeat(store, me, &person, direction, &input, None, allow_repeat)?;
        Ok(store.insert_gift(me, reference, direction, &input)?)
    })
}

/// Changes one of my gifts (an idea becomes bought, then given); checked
/// for a repeat as a new one is.
pub fn update_gift<S>(
    store: &mut S,
    me: UserId,
    id: GiftId,
    draft: GiftDraft,
    allow_repeat: bool,
) -> Result<Gift, GiftError>
where
    S: ContactStore + FriendStore + DependantStore + GiftStore + Transactional,
{
    store.atomically(|store| {
        let current = store.gift(me, id)?.ok_or(GiftError::NotFound)?;
        let input = draft.validate(Some(&current.input), current.direction)?;
        if input == current.input {
            return Ok(current);
        }
        // The person may be gone from my circle since: the gift stays mine
        // to change, checked against what is still kept for them.
        let person = match person(store, me, current.person) {
            Ok(person) => Some(person),
            Err(GiftError::NotFound) => None,
            Err(other) => return Err(other),
        };
        if let Some(person) = &person {
            let repeat_matters = current.input.name != input.name
                || current.input.link != input.link
                || (current.input.status == GiftStatus::Idea && input.status.is_gift());
            if repeat_matters {
                check_repeat(
                    store,
                    me,
                    person,
                    current.direction,
                    &input,
                    Some(id),
                    allow_repeat,
                )?;
            }
        }
        if !store.update_gift(me, id, &input)? {
            return Err(GiftError::NotFound);
        }
        store.gift(me, id)?.ok_or(GiftError::NotFound)
    })
}

pub fn delete_gift<S: GiftStore>(store: &mut S, me: UserId, id: GiftId) -> Result<(), GiftError> {
    if store.delete_gift(me, id)? {
        Ok(())
    } else {
        Err(GiftError::NotFound)
    }
}

/// Whom `item` is for, as a person `me` keeps gifts for: the one looked
/// after whose list it is on, or its recipient when they are my friend.
/// `None` for an item for a name, for everyone, or for a stranger.
pub fn person_for_item<S: FriendStore + ListStore>(
    store: &mut S,
    me: UserId,
    item: &Item,
) -> Result<Option<GiftPerson>, StoreError> {
    let dependant = store.own_list(item.list_id)?.and_then(|l| l.dependant);
    let recipient = match item.recipient {
        Recipient::Member(user) => Some(user),
        _ => None,
    };
    gift_person_for(store, me, dependant.map(|d| d.id), recipient)
}

/// The one rule of whom a gift on a list is for, as a person `me` keeps
/// gifts for: the one looked after whose list it is (`dependant`), else
/// the account it is for (`recipient`) when they are my friend.
pub fn gift_person_for<S: FriendStore>(
    store: &mut S,
    me: UserId,
    dependant: Option<crate::ids::DependantId>,
    recipient: Option<UserId>,
) -> Result<Option<GiftPerson>, StoreError> {
    if let Some(dependant) = dependant {
        return Ok(Some(GiftPerson::Dependant(dependant)));
    }
    match recipient {
        Some(user) if user != me && store.are_friends(me, user)? => {
            Ok(Some(GiftPerson::Friend(user)))
        }
        _ => Ok(None),
    }
}

/// The words of the repeat warning when claiming `item` would give its
/// recipient what I gave them already ("You gave Mum ..."); `None` when
/// it would not, or they are nobody I keep gifts for.
pub fn claim_repeat<S>(store: &mut S, me: UserId, item: &Item) -> Result<Option<String>, StoreError>
where
    S: ContactStore + FriendStore + DependantStore + GiftStore + ListStore,
{
    let Some(reference) = person_for_item(store, me, item)? else {
        return Ok(None);
    };
    let person = match person(store, me, reference) {
        Ok(person) => person,
        Err(GiftError::Store(error)) => return Err(error),
        Err(_) => return Ok(None),
    };
    let candidate = bought_gift(
        &item.input.name,
        item.input.url.as_deref(),
        None,
        None,
        None,
    );
    let kept = store.gifts_for(me, &person.refs())?;
    Ok(repeat_of(&candidate, &kept, None).map(|earlier| repeat_warning(&person.name, earlier)))
}

/// Keeps, once, what `me` bought with `claim` on `item` (of the list whose
/// fields are `list`): a bought gift for its recipient, when they are a
/// person I keep gifts for. A claim marked purchased again, or changed
/// after, keeps no second one.
pub fn keep_purchase<S>(
    store: &mut S,
    me: UserId,
    claim: &Claim,
    item: &Item,
    list: Option<&GroupListInput>,
) -> Result<bool, StoreError>
where
    S: FriendStore + GiftStore + ListStore,
{
    let Some(reference) = person_for_item(store, me, item)? else {
        return Ok(false);
    };
    let occasion = list.and_then(|l| l.occasion).map(|o| o.label().to_owned());
    let mut input = bought_gift(
        &item.input.name,
        item.input.url.as_deref(),
        item.input.price.as_deref(),
        occasion,
        list.and_then(|l| l.event_date),
    );
    // What the purchase cost: every unit I claimed.
    input.price = input
        .price
        .and_then(|price| price.times(claim.quantity.max(1)));
    store.insert_gift_from(
        me,
        reference,
        GiftDirection::Given,
        &input,
        GiftSource::Claim(claim.id),
    )
}

/// What I gave whoever I call `name` (my contact's name, a friend's first
/// or full name, the name of someone I look after; case aside), newest
/// first; nothing when nobody I keep gifts for goes by it. Read for the
/// server's own filtering only: gift history is never sent to a model.
pub fn given_to_named<S>(store: &mut S, me: UserId, name: &str) -> Result<Vec<Gift>, StoreError>
where
    S: ContactStore + FriendStore + DependantStore + GiftStore,
{
    let name = name.trim();
    if name.is_empty() {
        return Ok(Vec::new());
    }
    let same = |text: Option<&str>| text.is_some_and(|t| t.trim().eq_ignore_ascii_case(name));
    let mut refs: Vec<GiftPerson> = Vec::new();
    for contact in store.contacts(me)? {
        if same(Some(&contact.input.name)) {
            refs.extend(
                person(store, me, GiftPerson::Contact(contact.id))
                    .map_or_else(|_| vec![GiftPerson::Contact(contact.id)], |p| p.refs()),
            );
        }
    }
    for friend in store.friends(me)? {
        let user = friend.user;
        if same(user.first_name.as_deref()) || same(user.display_name().as_deref()) {
            refs.push(GiftPerson::Friend(user.id));
        }
    }
    for dependant in store.dependants_of(me)? {
        if same(Some(&dependant.input.name)) {
            refs.push(GiftPerson::Dependant(dependant.id));
        }
    }
    refs.sort_unstable();
    refs.dedup();
    if refs.is_empty() {
        return Ok(Vec::new());
    }
    Ok(store
        .gifts_for(me, &refs)?
        .into_iter()
        .filter(|g| g.direction == GiftDirection::Given && g.input.status.is_gift())
        .collect())
}

/// Leaves out of `ideas` (recommendation cards, the assistant's ideas) those
/// that repeat what I gave whoever each is for, named as `for_whom` says
/// (`None`: for nobody I name); `what` says an idea's name and link. My gift
/// history is read here, on the server, and never leaves it.
pub fn leave_out_given<S, T>(
    store: &mut S,
    me: UserId,
    ideas: Vec<T>,
    for_whom: impl Fn(&T) -> Option<String>,
    what: impl Fn(&T) -> (&str, Option<&str>),
) -> Result<Vec<T>, StoreError>
where
    S: ContactStore + FriendStore + DependantStore + GiftStore,
{
    let mut given: Vec<(String, Vec<Gift>)> = Vec::new();
    for name in ideas.iter().filter_map(&for_whom) {
        if !given.iter().any(|(n, _)| *n == name) {
            let gifts = given_to_named(store, me, &name)?;
            given.push((name, gifts));
        }
    }
    Ok(ideas
        .into_iter()
        .filter(|idea| {
            let Some(name) = for_whom(idea) else {
                return true;
            };
            let (idea_name, link) = what(idea);
            given
                .iter()
                .find(|(n, _)| *n == name)
                .is_none_or(|(_, gifts)| !crate::gift::repeats_any(idea_name, link, gifts))
        })
        .collect())
}

/// At an item's reveal (I marked it received), keeps once in my *Received*
/// what each giver who claimed it gave me, from them, when they are my
/// friend (a guest, or someone I do not know, is nobody I keep gifts for).
pub fn keep_received<S>(store: &mut S, me: UserId, item: &Item) -> Result<usize, StoreError>
where
    S: ClaimStore + FriendStore + GiftStore,
{
    let mut kept = 0;
    for claim in store.claims_on(&[item.id])? {
        let Some(giver) = claim.giver.user().filter(|g| *g != me) else {
            continue;
        };
        if !store.are_friends(me, giver)? {
            continue;
        }
        let mut input = bought_gift(
            &item.input.name,
            item.input.url.as_deref(),
            None,
            None,
            None,
        );
        input.status = GiftStatus::Given;
        kept += usize::from(store.insert_gift_from(
            me,
            GiftPerson::Friend(giver),
            GiftDirection::Received,
            &input,
            GiftSource::Received(claim.id),
        )?);
    }
    Ok(kept)
}

/// At a list's reveal (archived by its creator, or by the scheduler after
/// its event), each recipient of each of its items keeps once in their
/// *Received* what each friend who claimed it gave them, from them, for
/// the list's occasion. A giver who is not their friend (a guest, a
/// stranger) is nobody they keep gifts for. How many were kept.
pub fn keep_received_at_list_reveal<S>(store: &mut S, list: ListId) -> Result<usize, StoreError>
where
    S: ClaimStore + FriendStore + GiftStore + GroupListStore + ListStore,
{
    let (items, fields) = match store.own_list(list)? {
        // A list kept for someone looked after: the gifts were theirs, not
        // their guardians' (who keep no account of them as received).
        Some(own) if own.dependant.is_some() => return Ok(0),
        Some(own) => (store.own_list_items(&own)?, Some(own.input)),
        None => {
            let items = store.all_group_items(list)?;
            let fields = match items.first() {
                Some(item) => store
                    .group_list_of(item.owner_id, list)?
                    .map(|s| s.list.input),
                None => None,
            };
            (items, fields)
        }
    };
    let occasion = fields.as_ref().map(|f| {
        f.occasion
            .map_or_else(|| f.name.clone(), |o| o.label().to_owned())
    });
    let date = fields.as_ref().and_then(|f| f.event_date);
    let targets: Vec<_> = items.iter().map(|i| i.id).collect();
    let claims = store.claims_on(&targets)?;
    let mut kept = 0;
    for item in &items {
        let mut input = bought_gift(
            &item.input.name,
            item.input.url.as_deref(),
            None,
            occasion.clone(),
            date,
        );
        input.status = GiftStatus::Given;
        for claim in claims.iter().filter(|c| c.target == item.id) {
            let Some(giver) = claim.giver.user() else {
                continue;
            };
            for recipient in item.recipients() {
                if recipient == giver || !store.are_friends(recipient, giver)? {
                    continue;
                }
                kept += usize::from(store.insert_gift_from(
                    recipient,
                    GiftPerson::Friend(giver),
                    GiftDirection::Received,
                    &input,
                    GiftSource::Received(claim.id),
                )?);
            }
        }
    }
    Ok(kept)
}

/// Links my contact `contact` by hand to my friend `friend` (they are one
/// person: one page, one history), or with `None` undoes the link. The
/// contact must be mine (`NotFound`), the friend my friend.
pub fn link_contact<S>(
    store: &mut S,
    me: UserId,
    contact: crate::ids::ContactId,
    friend: Option<UserId>,
) -> Result<Person, GiftError>
where
    S: ContactStore + FriendStore + DependantStore + GiftStore + Transactional,
{
    store.atomically(|store| {
        store.contact(me, contact)?.ok_or(GiftError::NotFound)?;
        if let Some(friend) = friend {
            if !store.are_friends(me, friend)? {
                return Err(
                    ValidationError::field("friendId", messages::GIFT_LINK_FRIENDS_ONLY).into(),
                );
            }
        }
        store.link_contact(me, contact, friend)?;
        person(store, me, GiftPerson::Contact(contact))
    })
}
