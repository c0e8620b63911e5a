//! Chipping in (issue 45): givers put money together for one unit of an
//! item. Starting a shared purchase reserves that unit as a claim by "a
//! group" ([`crate::claim::Giver::Group`]), so a claim and a shared
//! purchase count against the same units; an organiser buys it once the
//! pledges reach the target. Like every claim, none of it ever reaches the
//! item's recipients.

use chrono::NaiveDateTime;

use crate::claim::Giver;
use crate::gift::DEFAULT_CURRENCY;
use crate::ids::{ChipInId, ClaimId, ItemId, PledgeId, UserId};
use crate::messages;
use crate::money::{parse_amount_cents, sent_amount, sent_currency, Money};
use crate::validation::{cleaned, ValidationError};

/// The largest target: a gift of a million in any currency is not one people
/// chip in for through a wishlist.
pub const TARGET_MAX_CENTS: i64 = 100_000_000;

/// A shared purchase, with its pledges (oldest first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChipIn {
    pub id: ChipInId,
    pub item: ItemId,
    /// The claim that holds its unit.
    pub claim: ClaimId,
    /// Who buys it.
    pub organiser: Giver,
    pub target: Money,
    pub pledges: Vec<Pledge>,
    pub bought_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

/// One giver's part of a shared purchase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pledge {
    pub id: PledgeId,
    pub giver: Giver,
    /// `None`: an equal share of what fixed amounts leave.
    pub amount_cents: Option<i64>,
    /// When the organiser ticked it paid.
    pub paid_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

/// `rest` split among `count` givers to the cent: the earliest take the
/// odd cents, so the shares always add up to `rest`.
pub fn equal_shares(rest: i64, count: usize) -> Vec<i64> {
    let Ok(n) = i64::try_from(count) else {
        return Vec::new();
    };
    if n == 0 {
        return Vec::new();
    }
    let (each, odd) = (rest.max(0) / n, rest.max(0) % n);
    (0..n).map(|i| each + i64::from(i < odd)).collect()
}

impl ChipIn {
    fn fixed(&self, except: Option<PledgeId>) -> (i64, usize) {
        self.pledges
            .iter()
            .filter(|p| Some(p.id) != except)
            .fold((0, 0), |(sum, equal), p| match p.amount_cents {
                Some(cents) => (sum + cents, equal),
                None => (sum, equal + 1),
            })
    }

    /// What each pledge comes to, in the pledges' order: its amount, or an
    /// equal share of what the amounts leave of the target.
    pub fn shares(&self) -> Vec<i64> {
        let (fixed, equal) = self.fixed(None);
        let mut split = equal_shares(self.target.amount_cents - fixed, equal).into_iter();
        self.pledges
            .iter()
            .map(|p| p.amount_cents.unwrap_or_else(|| split.next().unwrap_or(0)))
            .collect()
    }

    /// All pledged so far.
    pub fn pledged(&self) -> i64 {
        self.shares().iter().sum()
    }

    /// The pledges have reached the target: the organiser may buy it.
    pub fn reached(&self) -> bool {
        !self.pledges.is_empty() && self.pledged() >= self.target.amount_cents
    }

    pub fn is_bought(&self) -> bool {
        self.bought_at.is_some()
    }

    /// Someone's pledge is ticked paid: shares are no longer recomputed.
    pub fn any_paid(&self) -> bool {
        self.pledges.iter().any(|p| p.paid_at.is_some())
    }

    pub fn is_organised_by(&self, user: UserId) -> bool {
        self.organiser.user() == Some(user)
    }

    pub fn pledge_of(&self, user: UserId) -> Option<&Pledge> {
        self.pledges.iter().find(|p| p.giver.user() == Some(user))
    }

    /// Whether `amount` (`None`: an equal share) fits beside the other
    /// pledges (all but `replacing`): the target is never passed, and every
    /// equal share stays above nothing. `Err` with the most that fits.
    pub fn check_pledge(
        &self,
        replacing: Option<PledgeId>,
        amount: Option<i64>,
    ) -> Result<(), i64> {
        let (fixed, equal) = self.fixed(replacing);
        // Each equal share is at least a cent.
        let most = self.target.amount_cents - fixed - i64::try_from(equal).unwrap_or(i64::MAX);
        let fits = match amount {
            Some(cents) => cents <= most,
            None => most >= 1,
        };
        if fits {
            Ok(())
        } else {
            Err(most.max(0))
        }
    }

    /// Whether `target` still holds what is pledged in fixed amounts and a
    /// cent for each equal share.
    pub fn target_holds_pledges(&self, target: i64) -> bool {
        let (fixed, equal) = self.fixed(None);
        target >= fixed + i64::try_from(equal).unwrap_or(i64::MAX)
    }

    /// Givers who signed in, each once: the organiser, then the pledgers.
    pub fn givers(&self) -> Vec<UserId> {
        let mut users: Vec<UserId> = std::iter::once(&self.organiser)
            .chain(self.pledges.iter().map(|p| &p.giver))
            .filter_map(Giver::user)
            .collect();
        let mut seen = Vec::new();
        users.retain(|u| {
            let fresh = !seen.contains(u);
            seen.push(*u);
            fresh
        });
        users
    }

    /// The names the other givers read, the organiser first.
    pub fn names(&self) -> Vec<String> {
        let mut names = vec![self.organiser.display()];
        for pledge in &self.pledges {
            let name = pledge.giver.display();
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names
    }
}

/// What the organiser sends to start one, or to change its target.
#[derive(Debug, Clone, Default)]
pub struct TargetDraft {
    /// "120" or "119.99"; absent: the item's price (or the target kept).
    pub target: Option<String>,
    /// Three letters; absent: the price's currency (or the one kept).
    pub currency: Option<String>,
}

impl TargetDraft {
    /// The target, read against `fallback` (the item's price, or the target
    /// kept): its amount (`target`) and currency (`currency`), each refused
    /// under its own field.
    pub fn validate(self, fallback: Option<&Money>) -> Result<Money, ValidationError> {
        let range = 1..=TARGET_MAX_CENTS;
        // Empty, as absent: the fallback's.
        let amount = sent_amount(
            cleaned(self.target).map(Some),
            fallback,
            range.clone(),
            messages::CHIP_IN_TARGET_INVALID,
        )
        .ok()
        .flatten()
        .filter(|cents| range.contains(cents));
        let currency = sent_currency(Some(self.currency), fallback, DEFAULT_CURRENCY);
        let mut fields = Vec::new();
        if amount.is_none() {
            fields.push(("target", messages::CHIP_IN_TARGET_INVALID));
        }
        if currency.is_err() {
            fields.push(("currency", messages::CURRENCY_INVALID));
        }
        if let Some(invalid) = ValidationError::from_fields(fields) {
            return Err(invalid);
        }
        Ok(Money {
            amount_cents: amount.unwrap_or_default(),
            currency: currency.unwrap_or_default(),
        })
    }
}

/// A pledge's amount as sent in the body's `field`: "20" or "19.50", or
/// nothing for an equal share.
pub fn pledge_amount(field: &str, sent: Option<String>) -> Result<Option<i64>, ValidationError> {
    match cleaned(sent) {
        None => Ok(None),
        Some(text) => parse_amount_cents(&text)
            .filter(|cents| (1..=TARGET_MAX_CENTS).contains(cents))
            .map(Some)
            .ok_or_else(|| ValidationError::field(field, messages::PLEDGE_AMOUNT_INVALID)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::group_list::PersonName;

    fn user(id: i64) -> Giver {
        Giver::User {
            id: UserId(id),
            name: PersonName {
                first_name: Some(format!("U{id}")),
                last_name: Some("G".into()),
                ..Default::default()
            },
        }
    }

    fn chip_in(target: i64, pledges: &[Option<i64>]) -> ChipIn {
        ChipIn {
            id: ChipInId(1),
            item: ItemId(1),
            claim: ClaimId(1),
            organiser: user(1),
            target: Money {
                amount_cents: target,
                currency: "EUR".into(),
            },
            pledges: pledges
                .iter()
                .enumerate()
                .map(|(i, amount)| Pledge {
                    id: PledgeId(i as i64 + 1),
                    giver: user(i as i64 + 1),
                    amount_cents: *amount,
                    paid_at: None,
                    created_at: NaiveDateTime::default(),
                })
                .collect(),
            bought_at: None,
            created_at: NaiveDateTime::default(),
        }
    }

    #[test]
    fn equal_shares_add_up_to_the_rest_to_the_cent() {
        assert_eq!(equal_shares(10_000, 3), vec![3334, 3333, 3333]);
        assert_eq!(equal_shares(0, 2), vec![0, 0]);
        assert_eq!(equal_shares(5, 0), Vec::<i64>::new());
        for rest in [1, 99, 10_001, 123_457] {
            for count in 1..12 {
                let shares = equal_shares(rest, count);
                assert_eq!(shares.iter().sum::<i64>(), rest);
                assert!(shares.iter().max().unwrap() - shares.iter().min().unwrap() <= 1);
            }
        }
    }

    #[test]
    fn shares_are_amounts_then_equal_parts_of_what_is_left() {
        let chip = chip_in(12_000, &[None, Some(3000), None]);
        assert_eq!(chip.shares(), vec![4500, 3000, 4500]);
        assert_eq!(chip.pledged(), 12_000);
        assert!(chip.reached());
        // Equal shares are recomputed as givers join.
        let chip = chip_in(12_000, &[None]);
        assert_eq!(chip.shares(), vec![12_000]);
        let chip = chip_in(12_000, &[None, None, None, None]);
        assert_eq!(chip.shares(), vec![3000; 4]);
        let chip = chip_in(12_000, &[Some(2000)]);
        assert!(!chip.reached());
        assert!(!chip_in(12_000, &[]).reached());
    }

    #[test]
    fn a_pledge_never_passes_the_target() {
        let chip = chip_in(10_000, &[Some(6000), None]);
        // The equal share keeps a cent at least: 3999 is the most.
        assert_eq!(chip.check_pledge(None, Some(3999)), Ok(()));
        assert_eq!(chip.check_pledge(None, Some(4000)), Err(3999));
        assert_eq!(chip.check_pledge(None, None), Ok(()));
        // Changing my own pledge counts without it.
        assert_eq!(chip.check_pledge(Some(PledgeId(1)), Some(9999)), Ok(()));
        let full = chip_in(10_000, &[Some(10_000)]);
        assert_eq!(full.check_pledge(None, None), Err(0));
        assert_eq!(full.check_pledge(None, Some(1)), Err(0));
        assert!(full.target_holds_pledges(10_000));
        assert!(!full.target_holds_pledges(9_999));
        assert!(!chip.target_holds_pledges(6000));
        assert!(chip.target_holds_pledges(6001));
    }

    #[test]
    fn targets_and_amounts_are_read_exactly() {
        let price = Money {
            amount_cents: 4999,
            currency: "GBP".into(),
        };
        assert_eq!(
            TargetDraft::default().validate(Some(&price)).unwrap(),
            price
        );
        let sent = TargetDraft {
            target: Some(" 120 ".into()),
            currency: Some("eur".into()),
        };
        assert_eq!(
            sent.validate(Some(&price)).unwrap(),
            Money {
                amount_cents: 12_000,
                currency: "EUR".into()
            }
        );
        let error = TargetDraft {
            target: Some("1".into()),
            currency: Some("EU".into()),
        }
        .validate(None)
        .unwrap_err();
        assert_eq!(error.fields["currency"], messages::CURRENCY_INVALID);
        for target in ["0", "-5", "abc"] {
            let error = TargetDraft {
                target: Some(target.into()),
                currency: None,
            }
            .validate(None)
            .unwrap_err();
            assert_eq!(error.fields["target"], messages::CHIP_IN_TARGET_INVALID);
        }
        // No price and no target: there is nothing to aim at.
        assert!(TargetDraft::default().validate(None).is_err());
        assert_eq!(pledge_amount("amount", Some("19.5".into())), Ok(Some(1950)));
        assert_eq!(pledge_amount("amount", Some(" ".into())), Ok(None));
        assert_eq!(pledge_amount("amount", None), Ok(None));
        for bad in ["0", "-1", "1.999", "ten"] {
            assert_eq!(
                pledge_amount("amount", Some(bad.into()))
                    .unwrap_err()
                    .fields["amount"],
                messages::PLEDGE_AMOUNT_INVALID
            );
        }
    }

    #[test]
    fn givers_and_names_are_each_once_the_organiser_first() {
        let mut chip = chip_in(100, &[None, None]);
        chip.pledges.push(Pledge {
            id: PledgeId(9),
            giver: Giver::Guest {
                name: "Gus".into(),
                email: None,
            },
            amount_cents: None,
            paid_at: None,
            created_at: NaiveDateTime::default(),
        });
        assert_eq!(chip.givers(), vec![UserId(1), UserId(2)]);
        assert_eq!(chip.names(), vec!["U1 G", "U2 G", "Gus"]);
    }
}
