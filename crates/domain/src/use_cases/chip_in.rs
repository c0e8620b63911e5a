//! Chipping in (issue 45): a giver starts a shared purchase of one unit of
//! an item (reserved as a claim by "a group"), others pledge to it, the
//! organiser ticks who paid and marks it bought once the pledges reach the
//! target; cancelling returns every pledge. Every change locks the item
//! first, as claims do, so pledges never pass the target and a claim and a
//! shared purchase never both take the last unit.

use crate::chip_in::{pledge_amount, ChipIn, Pledge, TargetDraft};
use crate::claim::{available_units, ClaimInput, ClaimStatus, GuestClaimDraft};
use crate::gift::{bought_gift, GiftDirection, GiftSource};
use crate::ids::{ItemId, PledgeId, UserId};
use crate::messages;
use crate::money::{amount_text_of, Money};
use crate::notification::{Notice, Said};
use crate::ports::{
    ChipInStore, FriendStore, GiftStore, GuestPledge, ListStore, NewGiver, NotificationStore,
    StoreError,
};
use crate::use_cases::claims::{guest_target, ClaimError};
use crate::use_cases::gifts::person_for_item;
use crate::use_cases::giving::{item_as_giver, GivenItem, GivingError, GivingStores};
use crate::validation::ValidationError;

/// An item's shared purchase as one of its givers sees it (`None`: nobody
/// is chipping in).
#[derive(Debug, Clone)]
pub struct ChipInSeen {
    pub given: GivenItem,
    pub chip_in: Option<ChipIn>,
}

fn seen<S: ChipInStore>(store: &mut S, given: GivenItem) -> Result<ChipInSeen, GivingError> {
    let chip_in = store.chip_in_on(given.item.id)?;
    Ok(ChipInSeen { given, chip_in })
}

/// The item's shared purchase, as `me` (one of its givers) sees it.
pub fn chip_in_of<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<ChipInSeen, GivingError> {
    let given = item_as_giver(store, me, item)?;
    seen(store, given)
}

/// The item, reached to change its shared purchase: open to claims, and
/// locked against every other claim and pledge until the transaction ends.
fn open_item<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<(GivenItem, u32), GivingError> {
    let given = item_as_giver(store, me, item)?;
    if given.closed {
        return Err(GivingError::Closed);
    }
    let quantity = store.lock_for_claims(item)?.ok_or(GivingError::NotFound)?;
    Ok((given, quantity))
}

/// The item's shared purchase, still open (not bought).
fn open_chip_in<S: ChipInStore>(store: &mut S, item: ItemId) -> Result<ChipIn, GivingError> {
    let chip_in = store
        .chip_in_on(item)?
        .ok_or(GivingError::Conflict(messages::CHIP_IN_NONE))?;
    if chip_in.is_bought() {
        return Err(GivingError::Conflict(messages::CHIP_IN_BOUGHT));
    }
    Ok(chip_in)
}

fn organised_by(chip_in: &ChipIn, me: UserId) -> Result<(), GivingError> {
    if chip_in.is_organised_by(me) {
        Ok(())
    } else {
        Err(GivingError::OrganiserOnly)
    }
}

/// `me` starts chipping in for one unit of `item`, organising it, with
/// their own pledge (`pledge`: an amount, or an equal share).
pub fn start_chip_in<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    target: TargetDraft,
    pledge: Option<String>,
) -> Result<ChipInSeen, GivingError> {
    // My own pledge is the body's `pledge`, beside its `target`.
    let amount = pledge_amount("pledge", pledge)?;
    store.atomically(|store| {
        let (given, quantity) = open_item(store, me, item)?;
        if store.chip_in_on(item)?.is_some() {
            return Err(GivingError::Conflict(messages::CHIP_IN_ALREADY));
        }
        let price = given
            .item
            .input
            .price
            .as_deref()
            .and_then(crate::gift::money_of_price);
        let target = target.validate(price.as_ref())?;
        if let Some(cents) = amount {
            if cents > target.amount_cents {
                return Err(too_much("pledge", target.amount_cents).into());
            }
        }
        let left = available_units(quantity, &store.claims_on(&[item])?);
        if left == 0 {
            return Err(ClaimError::OnlyLeft(0).into());
        }
        let claim = store.insert_claim(
            item,
            &NewGiver::Group,
            ClaimInput {
                quantity: 1,
                status: ClaimStatus::Reserved,
            },
        )?;
        let id = store.insert_chip_in(item, claim.id, me, &target)?;
        store.insert_pledge(id, &NewGiver::User(me), amount)?;
        seen(store, given)
    })
}

/// The most that fits, as the refusal of a pledge sent in `field` says it.
fn too_much(field: &str, most: i64) -> ValidationError {
    ValidationError::field(field, &messages::only_left_to_pledge(&amount_text_of(most)))
}

/// The organiser changes the target (never below what is pledged).
pub fn change_target<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    draft: TargetDraft,
) -> Result<ChipInSeen, GivingError> {
    store.atomically(|store| {
        let (given, _) = open_item(store, me, item)?;
        let chip_in = open_chip_in(store, item)?;
        organised_by(&chip_in, me)?;
        let target = draft.validate(Some(&chip_in.target))?;
        if !chip_in.target_holds_pledges(target.amount_cents) {
            return Err(
                ValidationError::field("target", messages::CHIP_IN_TARGET_BELOW_PLEDGED).into(),
            );
        }
        store.update_chip_in_target(chip_in.id, &target)?;
        after_change(store, given, &chip_in)
    })
}

/// The organiser cancels: the unit is free again, every pledge returned,
/// and each pledger who signed in is told.
pub fn cancel_chip_in<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<ChipInSeen, GivingError> {
    store.atomically(|store| {
        let (given, _) = open_item(store, me, item)?;
        let chip_in = open_chip_in(store, item)?;
        organised_by(&chip_in, me)?;
        store.delete_claim(chip_in.claim)?;
        tell_pledgers(store, &chip_in, me, &given, |item_id, item, link| {
            Said::ChipInCancelled {
                item_id,
                item,
                link,
            }
        })?;
        seen(store, given)
    })
}

/// Tells the pledgers who signed in, but `me` and the item's recipients,
/// what `said` says of the item (its id, name, and where each finds it).
fn tell_pledgers<S: NotificationStore>(
    store: &mut S,
    chip_in: &ChipIn,
    me: UserId,
    given: &GivenItem,
    said: impl Fn(i64, String, String) -> Said,
) -> Result<(), StoreError> {
    let recipients = given.item.recipients();
    let notices: Vec<Notice> = chip_in
        .givers()
        .into_iter()
        .filter(|u| *u != me && !recipients.contains(u))
        .map(|user| Notice {
            user_id: user,
            said: said(
                given.item.id.0,
                given.item.input.name.clone(),
                given.link_for(user),
            ),
        })
        .collect();
    store.notify(&notices)
}

/// The item's shared purchase after a change to it (read once), told to
/// its organiser and pledgers when the change made it reach its target.
fn after_change<S>(
    store: &mut S,
    given: GivenItem,
    before: &ChipIn,
) -> Result<ChipInSeen, GivingError>
where
    S: ChipInStore + NotificationStore,
{
    let now = store.chip_in_on(given.item.id)?;
    if let Some(now) = &now {
        tell_if_reached(store, &given, before, now)?;
    }
    Ok(ChipInSeen {
        given,
        chip_in: now,
    })
}

/// When `before` had not reached its target and `now` has, the organiser
/// and the pledgers are told.
fn tell_if_reached<S: NotificationStore>(
    store: &mut S,
    given: &GivenItem,
    before: &ChipIn,
    now: &ChipIn,
) -> Result<(), GivingError> {
    if before.reached() || !now.reached() {
        return Ok(());
    }
    let recipients = given.item.recipients();
    let notices: Vec<Notice> = now
        .givers()
        .into_iter()
        .filter(|u| !recipients.contains(u))
        .map(|user| Notice {
            user_id: user,
            said: Said::ChipInReached {
                item_id: given.item.id.0,
                item: given.item.input.name.clone(),
                organiser: now.is_organised_by(user),
                link: given.link_for(user),
            },
        })
        .collect();
    store.notify(&notices)?;
    Ok(())
}

/// `me` pledges `amount` (empty: an equal share) to the item's shared
/// purchase, or changes their pledge; the organiser is told.
pub fn pledge<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    amount: Option<String>,
) -> Result<ChipInSeen, GivingError> {
    let amount = pledge_amount("amount", amount)?;
    store.atomically(|store| {
        let (given, _) = open_item(store, me, item)?;
        let chip_in = open_chip_in(store, item)?;
        let mine = chip_in.pledge_of(me).cloned();
        if mine.as_ref().is_some_and(|p| p.paid_at.is_some()) {
            return Err(GivingError::Conflict(messages::PLEDGE_PAID));
        }
        chip_in
            .check_pledge(mine.as_ref().map(|p| p.id), amount)
            .map_err(|most| too_much("amount", most))?;
        match &mine {
            Some(pledge) => store.update_pledge_amount(pledge.id, amount)?,
            None => {
                store.insert_pledge(chip_in.id, &NewGiver::User(me), amount)?;
            }
        }
        // Read once: my name as my pledge reads it, and whether it reached.
        let now = store.chip_in_on(item)?;
        let by = now
            .as_ref()
            .and_then(|c| c.pledge_of(me))
            .map(|p| p.giver.display())
            .unwrap_or_default();
        tell_organiser(store, &given, &chip_in, Some(me), by)?;
        if let Some(now) = &now {
            tell_if_reached(store, &given, &chip_in, now)?;
        }
        Ok(ChipInSeen {
            given,
            chip_in: now,
        })
    })
}

/// A pledge's news for the organiser (unless they made it).
fn tell_organiser<S: NotificationStore>(
    store: &mut S,
    given: &GivenItem,
    chip_in: &ChipIn,
    by_user: Option<UserId>,
    by: String,
) -> Result<(), StoreError> {
    let Some(organiser) = chip_in.organiser.user().filter(|o| Some(*o) != by_user) else {
        return Ok(());
    };
    store.notify(&[Notice {
        user_id: organiser,
        said: Said::ChipInPledge {
            item_id: given.item.id.0,
            item: given.item.input.name.clone(),
            by,
            count: 1,
            link: given.link_for(organiser),
        },
    }])
}

/// `me` takes back their pledge (not once it is ticked paid).
pub fn withdraw_pledge<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
) -> Result<ChipInSeen, GivingError> {
    store.atomically(|store| {
        let (given, _) = open_item(store, me, item)?;
        let chip_in = open_chip_in(store, item)?;
        let mine = chip_in
            .pledge_of(me)
            .ok_or(GivingError::Conflict(messages::PLEDGE_NONE))?;
        if mine.paid_at.is_some() {
            return Err(GivingError::Conflict(messages::PLEDGE_PAID));
        }
        store.delete_pledge(mine.id)?;
        seen(store, given)
    })
}

/// Equal shares become the amounts they come to: once someone paid, or
/// the gift is bought, what each owes stays put.
fn fix_shares<S: ChipInStore>(store: &mut S, chip_in: &ChipIn) -> Result<(), StoreError> {
    for (pledge, share) in chip_in.pledges.iter().zip(chip_in.shares()) {
        if pledge.amount_cents.is_none() {
            store.update_pledge_amount(pledge.id, Some(share))?;
        }
    }
    Ok(())
}

/// The organiser ticks a pledge paid (or unticks it). The first tick fixes
/// every equal share.
pub fn set_paid<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    pledge: PledgeId,
    paid: bool,
    now: chrono::NaiveDateTime,
) -> Result<ChipInSeen, GivingError> {
    store.atomically(|store| {
        // Paid is recorded after the gift is bought too.
        let given = item_as_giver(store, me, item)?;
        store.lock_for_claims(item)?.ok_or(GivingError::NotFound)?;
        let chip_in = store
            .chip_in_on(item)?
            .ok_or(GivingError::Conflict(messages::CHIP_IN_NONE))?;
        organised_by(&chip_in, me)?;
        let found = chip_in
            .pledges
            .iter()
            .find(|p| p.id == pledge)
            .ok_or(GivingError::NotFound)?;
        if paid && !chip_in.any_paid() {
            fix_shares(store, &chip_in)?;
        }
        if paid != found.paid_at.is_some() {
            store.set_pledge_paid(pledge, paid.then_some(now))?;
        }
        seen(store, given)
    })
}

/// The organiser marks it bought once the pledges reach the target: its
/// claim is purchased, and each pledger who signed in keeps the gift in
/// their history with the share they paid.
pub fn mark_bought<S: GivingStores>(
    store: &mut S,
    me: UserId,
    item: ItemId,
    now: chrono::NaiveDateTime,
) -> Result<ChipInSeen, GivingError> {
    store.atomically(|store| {
        let (given, _) = open_item(store, me, item)?;
        let chip_in = open_chip_in(store, item)?;
        organised_by(&chip_in, me)?;
        if !chip_in.reached() {
            return Err(GivingError::Conflict(messages::CHIP_IN_NOT_REACHED));
        }
        fix_shares(store, &chip_in)?;
        store.mark_chip_in_bought(chip_in.id, now)?;
        store.update_claim(
            chip_in.claim,
            ClaimInput {
                quantity: 1,
                status: ClaimStatus::Purchased,
            },
        )?;
        for (pledge, share) in chip_in.pledges.iter().zip(chip_in.shares()) {
            if let Some(user) = pledge.giver.user() {
                keep_share(store, user, pledge, share, &chip_in.target, &given)?;
            }
        }
        tell_pledgers(store, &chip_in, me, &given, |item_id, item, link| {
            Said::ChipInBought {
                item_id,
                item,
                link,
            }
        })?;
        seen(store, given)
    })
}

/// The gift a pledger gave, in their history once: the item, at the share
/// they paid (issue 43's records).
fn keep_share<S>(
    store: &mut S,
    user: UserId,
    pledge: &Pledge,
    share: i64,
    target: &Money,
    given: &GivenItem,
) -> Result<(), StoreError>
where
    S: FriendStore + GiftStore + ListStore,
{
    let Some(person) = person_for_item(store, user, &given.item)? else {
        return Ok(());
    };
    let occasion = given.occasion();
    let mut input = bought_gift(
        &given.item.input.name,
        given.item.input.url.as_deref(),
        None,
        occasion.occasion.map(|o| o.label().to_owned()),
        occasion.event_date,
    );
    input.price = Some(Money {
        amount_cents: share,
        currency: target.currency.clone(),
    });
    input.notes = Some(messages::chipped_in_share(
        &amount_text_of(share),
        &target.currency,
    ));
    store.insert_gift_from(
        user,
        person,
        GiftDirection::Given,
        &input,
        GiftSource::Pledge(pledge.id),
    )?;
    Ok(())
}

/// A guest pledges on a public link, by name; `token_hash` is the hash of
/// the undo token they are given. The organiser is told.
pub fn pledge_as_guest<S: GivingStores>(
    store: &mut S,
    viewer: Option<UserId>,
    token: &str,
    item_id: i64,
    draft: GuestPledgeDraft,
    token_hash: String,
) -> Result<GuestPledge, GivingError> {
    let (name, email, amount) = draft.validate()?;
    store.atomically(|store| {
        let (item, _) = guest_target(store, viewer, token, item_id)?;
        store.lock_for_claims(item)?.ok_or(GivingError::NotFound)?;
        let chip_in = open_chip_in(store, item)?;
        chip_in
            .check_pledge(None, amount)
            .map_err(|most| too_much("amount", most))?;
        store.insert_pledge(
            chip_in.id,
            &NewGiver::Guest {
                name: name.clone(),
                email,
                token_hash: token_hash.clone(),
            },
            amount,
        )?;
        if let Some(organiser) = chip_in.organiser.user() {
            // As its organiser finds it: a guest reaches it by the link only.
            if let Ok(given) = item_as_giver(store, organiser, item) {
                tell_organiser(store, &given, &chip_in, None, name)?;
                after_change(store, given, &chip_in)?;
            }
        }
        store
            .guest_pledge(&token_hash)?
            .ok_or(GivingError::NotFound)
    })
}

/// A guest's pledge by its undo token's hash.
pub fn guest_pledge<S: ChipInStore>(
    store: &mut S,
    token_hash: &str,
) -> Result<GuestPledge, GivingError> {
    store.guest_pledge(token_hash)?.ok_or(GivingError::NotFound)
}

/// A guest takes back their pledge with its undo token's hash (not once
/// the organiser ticked it paid).
pub fn undo_guest_pledge<S: GivingStores>(
    store: &mut S,
    token_hash: &str,
) -> Result<GuestPledge, GivingError> {
    store.atomically(|store| {
        let found = store
            .guest_pledge(token_hash)?
            .ok_or(GivingError::NotFound)?;
        store.lock_for_claims(found.item)?;
        if found.pledge.paid_at.is_some() {
            return Err(GivingError::Conflict(messages::PLEDGE_PAID));
        }
        if store.chip_in_on(found.item)?.is_some_and(|c| c.is_bought()) {
            return Err(GivingError::Conflict(messages::CHIP_IN_BOUGHT));
        }
        store.delete_pledge(found.pledge.id)?;
        Ok(found)
    })
}

/// What a guest sends to pledge.
#[derive(Debug, Clone, Default)]
pub struct GuestPledgeDraft {
    pub name: Option<String>,
    pub email: Option<String>,
    pub amount: Option<String>,
}

impl GuestPledgeDraft {
    /// Name and address as a guest's claim reads them, and the amount.
    fn validate(self) -> Result<(String, Option<String>, Option<i64>), ValidationError> {
        let guest = GuestClaimDraft {
            name: self.name,
            email: self.email,
            quantity: None,
        }
        .validate();
        let amount = pledge_amount("amount", self.amount);
        match (guest, amount) {
            (Ok(guest), Ok(amount)) => Ok((guest.name, guest.email, amount)),
            (Err(mut invalid), Err(more)) => {
                invalid.fields.extend(more.fields);
                Err(invalid)
            }
            (Err(invalid), _) | (_, Err(invalid)) => Err(invalid),
        }
    }
}
