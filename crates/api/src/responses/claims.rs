//! What a viewer may know of an item's claims, as every answer with items
//! says it.

use domain::claim::{ClaimDraft, ClaimStatus, ClaimView};
use domain::ids::UserId;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One claim, as other givers see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClaimEntry {
    pub id: i64,
    pub giver_name: String,
    pub quantity: u32,
    pub status: ClaimStatus,
    /// My own claim (I may change or remove it).
    pub mine: bool,
    /// Claimed by a guest on the public link.
    pub guest: bool,
    /// Givers chipping in together hold it (issue 45): their shared purchase.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chip_in: Option<super::chip_in::ChipInView>,
}

/// What a viewer may know of an item's claims: every claim for a giver;
/// nothing at all for its recipient (not even an empty list), then, once
/// the list is archived or the item received, who gave it.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClaimFields {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claims: Option<Vec<ClaimEntry>>,
    /// Units claimed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claimed_quantity: Option<u32>,
    /// Units left to claim.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available: Option<u32>,
    /// For the recipient after the reveal: who gave it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub given_by: Option<Vec<String>>,
}

impl ClaimFields {
    pub fn new(view: ClaimView, viewer: Option<UserId>) -> ClaimFields {
        match view {
            ClaimView::Hidden => ClaimFields::default(),
            ClaimView::Revealed { given_by } => ClaimFields {
                given_by: Some(given_by),
                ..Default::default()
            },
            ClaimView::Giver { claims, available } => ClaimFields {
                claimed_quantity: Some(domain::claim::claimed_units(&claims)),
                available: Some(available),
                claims: Some(
                    claims
                        .into_iter()
                        .map(|c| ClaimEntry {
                            id: c.id.0,
                            giver_name: c.giver.display(),
                            quantity: c.quantity,
                            status: c.status,
                            mine: viewer.is_some() && c.giver.user() == viewer,
                            guest: matches!(c.giver, domain::claim::Giver::Guest { .. }),
                            chip_in: c
                                .giver
                                .chip_in()
                                .map(|chip_in| super::chip_in::ChipInView::new(chip_in, viewer)),
                        })
                        .collect(),
                ),
                given_by: None,
            },
        }
    }
}

/// A giver's claim as sent, on any list.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClaimBody {
    /// Units to claim (default 1).
    pub quantity: Option<i64>,
    /// reserved (default) or purchased.
    pub status: Option<String>,
    /// Claim even though it repeats what I gave its recipient before
    /// (answered 409 with the words of the repeat until sent).
    #[serde(default)]
    pub allow_repeat: bool,
}

impl From<ClaimBody> for ClaimDraft {
    fn from(b: ClaimBody) -> Self {
        ClaimDraft {
            quantity: b.quantity,
            status: b.status,
            allow_repeat: b.allow_repeat,
        }
    }
}
