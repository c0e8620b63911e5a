//! Claims ("I'll get this"): givers claim units of an item's quantity,
//! reserved then purchased. The surprise rule: the person a gift is for
//! (its recipient) never receives claim data, only, once the list is
//! archived (or the item received), who gave it.

use chrono::{Days, NaiveDate, NaiveDateTime};

use crate::chip_in::ChipIn;
use crate::clock::Clock;
use crate::group_list::{GroupList, PersonName};
use crate::ids::{ClaimId, ItemId, UserId};
use crate::messages;
use crate::time_zone::TimeZone;
use crate::validation::{cleaned, ValidationError};

string_enum!(
    /// How far a claim has gone.
    ClaimStatus {
        Reserved => "reserved" / "Reserved",
        Purchased => "purchased" / "Purchased",
    }
);

/// Who claimed: a signed-in giver, a guest on a public link, or givers
/// chipping in together (issue 45).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Giver {
    User {
        id: UserId,
        name: PersonName,
    },
    Guest {
        name: String,
        email: Option<String>,
    },
    /// The unit a shared purchase holds: its organiser and pledges ride on
    /// the claim, so they reach exactly whom its claims reach.
    Group {
        chip_in: Box<ChipIn>,
    },
}

impl Giver {
    /// The name other givers (and, after the reveal, the recipient) read;
    /// a group's is never its givers' names, whose pledges are their own.
    pub fn display(&self) -> String {
        match self {
            Giver::User { name, .. } => name.display(),
            Giver::Guest { name, .. } => name.clone(),
            Giver::Group { .. } => messages::GROUP_GIVER.to_owned(),
        }
    }

    pub fn user(&self) -> Option<UserId> {
        match self {
            Giver::User { id, .. } => Some(*id),
            Giver::Guest { .. } | Giver::Group { .. } => None,
        }
    }

    /// The shared purchase a group's claim holds.
    pub fn chip_in(&self) -> Option<&ChipIn> {
        match self {
            Giver::Group { chip_in } => Some(chip_in),
            _ => None,
        }
    }
}

/// A stored claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    pub id: ClaimId,
    /// The item it is on, whatever list holds it.
    pub target: ItemId,
    pub giver: Giver,
    pub quantity: u32,
    pub status: ClaimStatus,
    pub created_at: NaiveDateTime,
}

/// A guest's claim with what it is on (the undo page shows it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedItem {
    pub claim: Claim,
    pub item_name: String,
    /// A group list's name, or "{first name}'s wishlist".
    pub list_title: String,
    /// The list's public token while it is public.
    pub list_token: Option<String>,
}

/// Units claimed in `claims` (all on one item).
pub fn claimed_units(claims: &[Claim]) -> u32 {
    claims.iter().map(|c| c.quantity).sum()
}

/// Units of `quantity` nobody has claimed (never below zero: an item whose
/// quantity was lowered below its claims has none left).
pub fn available_units(quantity: u32, claims: &[Claim]) -> u32 {
    quantity.saturating_sub(claimed_units(claims))
}

/// The most units one claim may hold.
pub const CLAIM_QUANTITY_MAX: u32 = crate::wishlist::QUANTITY_MAX;
/// The scheduler archives (reveals) a list this many days after its event date.
pub const ARCHIVE_AFTER_DAYS: u64 = 3;

/// Whether a group list is archived (revealed): only what is stored says
/// so. The scheduler stores the reveal when it comes ([`reveal_day`]), or
/// the creator archives; no read and no date change reveals a list, and
/// once revealed a list stays revealed.
pub fn is_archived(list: &GroupList) -> bool {
    list.archived_at.is_some()
}

/// The day a list with this event date is revealed:
/// [`ARCHIVE_AFTER_DAYS`] after it.
pub fn reveal_day(event_date: NaiveDate) -> Option<NaiveDate> {
    event_date.checked_add_days(Days::new(ARCHIVE_AFTER_DAYS))
}

/// Today by `clock`, for the reveal [`ARCHIVE_AFTER_DAYS`] after a list's
/// event (UTC: the margin makes the zone moot).
pub fn reveal_today(clock: &dyn Clock) -> NaiveDate {
    clock.today_in(TimeZone::UTC)
}

/// The latest event date whose reveal is due on `today` (the scheduler
/// reveals every open list with an event on or before it).
pub fn last_event_revealed_on(today: NaiveDate) -> Option<NaiveDate> {
    today.checked_sub_days(Days::new(ARCHIVE_AFTER_DAYS))
}

/// What a giver sends: how many units and how far along.
#[derive(Debug, Clone, Default)]
pub struct ClaimDraft {
    pub quantity: Option<i64>,
    pub status: Option<String>,
    /// Claim even though it repeats what I gave its recipient before (the
    /// repeat warning was shown; issue 43).
    pub allow_repeat: bool,
}

/// A claim's fields, read from a draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClaimInput {
    pub quantity: u32,
    pub status: ClaimStatus,
}

impl ClaimDraft {
    /// One unit, reserved, unless sent otherwise; a changed claim keeps
    /// what is not sent.
    pub fn validate(self, current: Option<ClaimInput>) -> Result<ClaimInput, ValidationError> {
        let mut fields = Vec::new();
        let quantity = match self.quantity {
            None => current.map_or(1, |c| c.quantity),
            Some(q) => match u32::try_from(q) {
                Ok(q) if (1..=CLAIM_QUANTITY_MAX).contains(&q) => q,
                _ => {
                    fields.push(("quantity", messages::CLAIM_QUANTITY_RANGE));
                    1
                }
            },
        };
        let status = match self
            .status
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => current.map_or(ClaimStatus::Reserved, |c| c.status),
            Some(text) => ClaimStatus::parse(text).unwrap_or_else(|| {
                fields.push(("status", messages::CLAIM_STATUS_INVALID));
                ClaimStatus::Reserved
            }),
        };
        match ValidationError::from_fields(fields) {
            Some(invalid) => Err(invalid),
            None => Ok(ClaimInput { quantity, status }),
        }
    }
}

/// What a guest sends on a public link.
#[derive(Debug, Clone, Default)]
pub struct GuestClaimDraft {
    pub name: Option<String>,
    pub email: Option<String>,
    pub quantity: Option<i64>,
}

/// A guest's claim, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuestClaim {
    pub name: String,
    pub email: Option<String>,
    pub quantity: u32,
}

impl GuestClaimDraft {
    pub fn validate(self) -> Result<GuestClaim, ValidationError> {
        let mut fields = Vec::new();
        let name = cleaned(self.name);
        match &name {
            None => fields.push(("name", messages::GUEST_NAME_REQUIRED)),
            Some(n) if n.chars().count() > crate::contact::NAME_MAX as usize => {
                fields.push(("name", messages::NAME_TOO_LONG))
            }
            Some(_) => {}
        }
        let email = cleaned(self.email);
        if let Some(email) = &email {
            if !crate::contact::is_valid_email(email) {
                fields.push(("email", messages::INVALID_EMAIL));
            }
        }
        let draft = ClaimDraft {
            quantity: self.quantity,
            ..ClaimDraft::default()
        };
        let quantity = draft.validate(None).map_or_else(
            |_| {
                fields.push(("quantity", messages::CLAIM_QUANTITY_RANGE));
                1
            },
            |input| input.quantity,
        );
        match ValidationError::from_fields(fields) {
            Some(invalid) => Err(invalid),
            None => Ok(GuestClaim {
                name: name.unwrap_or_default(),
                email,
                quantity,
            }),
        }
    }
}

/// The claims on an item as the viewer may see them: all of them for a
/// giver, nothing for its recipient (only who gave it, after the reveal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClaimView {
    /// A giver's view: every claim and what is left.
    Giver { claims: Vec<Claim>, available: u32 },
    /// The recipient before the reveal: nothing at all.
    Hidden,
    /// The recipient after the reveal: the givers' names.
    Revealed { given_by: Vec<String> },
}

impl ClaimView {
    /// `viewer`'s view of an item of `quantity` with `claims`, whose
    /// recipient is `recipient`; `revealed` once the list is archived or
    /// the item received.
    pub fn of(
        viewer: Option<UserId>,
        recipient: Option<UserId>,
        quantity: u32,
        claims: Vec<Claim>,
        revealed: bool,
    ) -> ClaimView {
        ClaimView::among(viewer, recipient.as_slice(), quantity, claims, revealed)
    }

    /// [`ClaimView::of`] for an item with several recipients (a list kept
    /// by more than one person): each of them sees what a recipient does.
    pub fn among(
        viewer: Option<UserId>,
        recipients: &[UserId],
        quantity: u32,
        claims: Vec<Claim>,
        revealed: bool,
    ) -> ClaimView {
        match viewer {
            Some(viewer) if recipients.contains(&viewer) => {
                if revealed {
                    ClaimView::Revealed {
                        given_by: given_by(&claims),
                    }
                } else {
                    ClaimView::Hidden
                }
            }
            _ => ClaimView::Giver {
                available: available_units(quantity, &claims),
                claims,
            },
        }
    }
}

/// The givers' names, each once, in the order they claimed.
pub fn given_by(claims: &[Claim]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for claim in claims {
        let name = claim.giver.display();
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::group_list::GroupListInput;
    use crate::ids::ListId;

    fn claim(giver: &str, quantity: u32) -> Claim {
        Claim {
            id: ClaimId(1),
            target: ItemId(1),
            giver: Giver::Guest {
                name: giver.into(),
                email: None,
            },
            quantity,
            status: ClaimStatus::Reserved,
            created_at: NaiveDateTime::default(),
        }
    }

    #[test]
    fn units_left() {
        for (quantity, claims, left) in [
            (3, vec![], 3),
            (3, vec![claim("a", 2)], 1),
            (3, vec![claim("a", 2), claim("b", 1)], 0),
            // Lowered below its claims: none left, not a negative count.
            (1, vec![claim("a", 2)], 0),
        ] {
            assert_eq!(available_units(quantity, &claims), left);
        }
    }

    #[test]
    fn the_recipient_sees_nothing_until_the_reveal() {
        let (ben, cat) = (UserId(2), UserId(3));
        let claims = vec![claim("Sam", 1), claim("Sam", 1), claim("Ann", 1)];
        assert_eq!(
            ClaimView::of(Some(ben), Some(ben), 3, claims.clone(), false),
            ClaimView::Hidden
        );
        assert_eq!(
            ClaimView::of(Some(ben), Some(ben), 3, claims.clone(), true),
            ClaimView::Revealed {
                given_by: vec!["Sam".into(), "Ann".into()]
            }
        );
        for viewer in [Some(cat), None] {
            assert!(matches!(
                ClaimView::of(viewer, Some(ben), 3, claims.clone(), false),
                ClaimView::Giver { available: 0, .. }
            ));
        }
        assert!(matches!(
            ClaimView::of(Some(ben), None, 5, claims, false),
            ClaimView::Giver { available: 2, .. }
        ));
    }

    #[test]
    fn drafts() {
        let input = ClaimDraft::default().validate(None).unwrap();
        assert_eq!((input.quantity, input.status), (1, ClaimStatus::Reserved));
        let changed = ClaimDraft {
            status: Some("purchased".into()),
            ..Default::default()
        }
        .validate(Some(ClaimInput {
            quantity: 2,
            status: ClaimStatus::Reserved,
        }))
        .unwrap();
        assert_eq!(
            (changed.quantity, changed.status),
            (2, ClaimStatus::Purchased)
        );
        for quantity in [0, -1, i64::from(CLAIM_QUANTITY_MAX) + 1] {
            let error = ClaimDraft {
                quantity: Some(quantity),
                ..Default::default()
            }
            .validate(None)
            .unwrap_err();
            assert_eq!(error.fields["quantity"], messages::CLAIM_QUANTITY_RANGE);
        }
        let error = ClaimDraft {
            status: Some("given".into()),
            ..Default::default()
        }
        .validate(None)
        .unwrap_err();
        assert_eq!(error.fields["status"], messages::CLAIM_STATUS_INVALID);
        let error = GuestClaimDraft {
            name: Some("  ".into()),
            email: Some("nope".into()),
            quantity: Some(0),
        }
        .validate()
        .unwrap_err();
        assert_eq!(error.fields["name"], messages::GUEST_NAME_REQUIRED);
        assert_eq!(error.fields["email"], messages::INVALID_EMAIL);
        assert_eq!(error.fields["quantity"], messages::CLAIM_QUANTITY_RANGE);
        let guest = GuestClaimDraft {
            name: Some(" Sam ".into()),
            email: Some("".into()),
            quantity: None,
        }
        .validate()
        .unwrap();
        assert_eq!(guest.name, "Sam");
        assert_eq!(guest.email, None);
        assert_eq!(guest.quantity, 1);
    }

    #[test]
    fn lists_are_revealed_three_days_after_their_event_and_only_when_stored() {
        let list = |event: Option<&str>, archived_at: Option<NaiveDateTime>| GroupList {
            id: ListId(1),
            owner_id: UserId(1),
            input: GroupListInput {
                name: "x".into(),
                description: None,
                occasion: None,
                event_date: event.map(|e| e.parse().unwrap()),
            },
            public_token: None,
            listed: false,
            archived_at,
            created_at: NaiveDateTime::default(),
            updated_at: NaiveDateTime::default(),
        };
        let day = |d: &str| d.parse::<NaiveDate>().unwrap();
        assert_eq!(reveal_day(day("2027-03-04")), Some(day("2027-03-07")));
        assert_eq!(
            last_event_revealed_on(day("2027-03-07")),
            Some(day("2027-03-04"))
        );
        // A date long past reveals nothing by itself: the scheduler stores it.
        assert!(!is_archived(&list(Some("2020-01-01"), None)));
        let archived = list(Some("2099-01-01"), Some(NaiveDateTime::default()));
        assert!(is_archived(&archived), "a later date never takes it back");
    }
}
