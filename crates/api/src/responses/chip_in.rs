//! A shared purchase as its givers see it (issue 45): it rides on its
//! group's claim ([`super::claims::ClaimEntry`]), so it reaches exactly whom
//! an item's claims reach and never its recipients.

use domain::chip_in::ChipIn;
use domain::claim::Giver;
use domain::ids::UserId;
use serde::Serialize;
use utoipa::ToSchema;

/// One giver's part.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PledgeView {
    pub id: i64,
    pub giver_name: String,
    /// What it comes to: its amount, or its equal share now.
    pub amount_cents: i64,
    /// An equal share, recomputed as givers join (until someone pays).
    pub equal_share: bool,
    /// The organiser ticked it paid.
    pub paid: bool,
    pub mine: bool,
    /// Pledged by a guest on the public link.
    pub guest: bool,
}

/// A shared purchase, as a giver sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChipInView {
    pub id: i64,
    pub item_id: i64,
    pub organiser_name: String,
    /// I organise it: I change the target, tick who paid, mark it bought, cancel.
    pub organiser_is_me: bool,
    pub target_cents: i64,
    pub currency: String,
    pub pledged_cents: i64,
    /// The pledges reached the target.
    pub reached: bool,
    pub bought: bool,
    /// The most a new pledge of mine may be (what is left, keeping a cent
    /// for each equal share).
    pub most_i_may_pledge_cents: i64,
    pub pledges: Vec<PledgeView>,
}

impl ChipInView {
    pub fn new(chip_in: &ChipIn, viewer: Option<UserId>) -> ChipInView {
        let mine = viewer.and_then(|v| chip_in.pledge_of(v)).map(|p| p.id);
        let most = chip_in
            .check_pledge(mine, Some(i64::MAX))
            .err()
            .unwrap_or(0);
        ChipInView {
            id: chip_in.id.0,
            item_id: chip_in.item.0,
            organiser_name: chip_in.organiser.display(),
            organiser_is_me: viewer.is_some_and(|v| chip_in.is_organised_by(v)),
            target_cents: chip_in.target.amount_cents,
            currency: chip_in.target.currency.clone(),
            pledged_cents: chip_in.pledged(),
            reached: chip_in.reached(),
            bought: chip_in.is_bought(),
            most_i_may_pledge_cents: most,
            pledges: chip_in
                .pledges
                .iter()
                .zip(chip_in.shares())
                .map(|(p, share)| PledgeView {
                    id: p.id.0,
                    giver_name: p.giver.display(),
                    amount_cents: share,
                    equal_share: p.amount_cents.is_none(),
                    paid: p.paid_at.is_some(),
                    mine: viewer.is_some() && p.giver.user() == viewer,
                    guest: matches!(p.giver, Giver::Guest { .. }),
                })
                .collect(),
        }
    }
}

/// What a guest on a public link sees of a shared purchase: how far it
/// is, never who pledged.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicChipIn {
    pub target_cents: i64,
    pub currency: String,
    pub pledged_cents: i64,
    pub pledge_count: usize,
    pub most_i_may_pledge_cents: i64,
    pub bought: bool,
}

impl From<&ChipIn> for PublicChipIn {
    fn from(chip_in: &ChipIn) -> Self {
        PublicChipIn {
            target_cents: chip_in.target.amount_cents,
            currency: chip_in.target.currency.clone(),
            pledged_cents: chip_in.pledged(),
            pledge_count: chip_in.pledges.len(),
            most_i_may_pledge_cents: chip_in
                .check_pledge(None, Some(i64::MAX))
                .err()
                .unwrap_or(0),
            bought: chip_in.is_bought(),
        }
    }
}
