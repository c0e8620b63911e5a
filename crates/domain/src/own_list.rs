//! A person's own lists (issue 39): their default wishlist (the spec's
//! `/api/wishlist`, one each) and the lists they add beside it, each with a
//! name, an occasion and an event date. Every item on them is the owner's:
//! for them, added by them, its claims hidden from them until the reveal.

use chrono::NaiveDateTime;

use crate::dependant::ListDependant;
use crate::group_list::{recipients_of_kept, GroupListDraft, GroupListInput, PersonName};
use crate::ids::{ListId, UserId};
use crate::messages;
use crate::validation::{Draft, ValidationError};

string_enum!(
    /// Who sees a list besides the friends each item is shared with (and
    /// its public link, while it has one).
    Visibility as "ListVisibility" {
        Private => "private" / "Only the friends I share items with",
        Friends => "friends" / "All my friends",
    }
);

/// Someone who keeps a list with its owner (a couple's wedding list,
/// parents' joint list): they change its items and settings, and are one
/// of its recipients, so they never see its claims before the reveal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoOwner {
    pub user_id: UserId,
    pub name: PersonName,
}

/// The name a person's default list shows under (it has no name of its own).
pub const DEFAULT_LIST_NAME: &str = "My Wishlist";

/// One of a person's own lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnList {
    pub id: ListId,
    pub owner_id: UserId,
    /// Its owner's name (shown to the friends who see it).
    pub owner_name: PersonName,
    /// The default wishlist: fixed name, never deleted, never revealed by date.
    pub is_default: bool,
    /// A registry: guests buy from it by its public link, without an
    /// account, and its public page shows what is still needed first.
    pub is_registry: bool,
    /// The default list's name is [`DEFAULT_LIST_NAME`].
    pub input: GroupListInput,
    pub visibility: Visibility,
    pub public_token: Option<String>,
    /// Shown in Find a list (only while public).
    pub listed: bool,
    /// Its reveal: the day after its event the owner sees who gave what.
    pub archived_at: Option<NaiveDateTime>,
    pub item_count: u64,
    /// Who keeps it with its owner, oldest first (never on the default
    /// list). On a dependant's list: their other guardians.
    pub co_owners: Vec<CoOwner>,
    /// The dependant it is kept for (issue 40): then its keepers are their
    /// guardians, who are givers too, and nobody with an account is its
    /// recipient.
    pub dependant: Option<ListDependant>,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

impl OwnList {
    /// Whether `user` keeps it: its owner or a co-owner.
    pub fn is_kept_by(&self, user: UserId) -> bool {
        self.owner_id == user || self.co_owner_ids().contains(&user)
    }

    /// Its co-owners' ids, oldest first.
    pub fn co_owner_ids(&self) -> Vec<UserId> {
        self.co_owners.iter().map(|c| c.user_id).collect()
    }

    /// Everyone who keeps it: its owner, then its co-owners.
    pub fn keeper_ids(&self) -> Vec<UserId> {
        std::iter::once(self.owner_id)
            .chain(self.co_owner_ids())
            .collect()
    }

    /// Who may never be told of a claim on its items before the reveal
    /// ([`crate::group_list::recipients_of_kept`]): its keepers, or nobody
    /// on a dependant's list (an item's own surprise aside).
    pub fn recipients(&self) -> Vec<UserId> {
        recipients_of_kept(&self.keeper_ids(), self.dependant.is_some(), None)
    }

    /// Its reveal has come (the scheduler archived it after its event).
    pub fn is_revealed(&self) -> bool {
        self.archived_at.is_some()
    }
}

/// What a client sends for a list of mine; for update, absent fields stay.
#[derive(Debug, Clone, Default)]
pub struct OwnListDraft {
    /// Name, description, occasion and event date, as a group list's.
    pub fields: GroupListDraft,
    pub visibility: Option<String>,
    /// A registry (a wedding, a new baby, a new home), or not.
    pub registry: Option<bool>,
}

/// A list's fields and visibility, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnListInput {
    pub fields: GroupListInput,
    pub visibility: Visibility,
    pub registry: bool,
}

impl OwnListDraft {
    /// The draft over `current` (`None`: a new list). The default list
    /// keeps its name, description, occasion and date: only who sees it
    /// changes.
    pub fn validate_over(self, current: Option<&OwnList>) -> Result<OwnListInput, ValidationError> {
        let visibility = match self.visibility.as_deref().map(str::trim) {
            None | Some("") => current.map_or(Visibility::Private, |c| c.visibility),
            Some(text) => Visibility::parse(text).ok_or_else(|| {
                ValidationError::field("visibility", messages::LIST_VISIBILITY_INVALID)
            })?,
        };
        let registry = self
            .registry
            .unwrap_or(current.is_some_and(|c| c.is_registry));
        let fields = match current {
            Some(list) if list.is_default => {
                if !self.fields.is_empty() {
                    return Err(ValidationError::field("name", messages::DEFAULT_LIST_FIXED));
                }
                if registry {
                    return Err(ValidationError::field(
                        "registry",
                        messages::DEFAULT_LIST_FIXED,
                    ));
                }
                list.input.clone()
            }
            Some(list) => self.fields.validate_update(&list.input)?,
            None => self.fields.validate_new()?,
        };
        Ok(OwnListInput {
            fields,
            visibility,
            registry,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(is_default: bool) -> OwnList {
        OwnList {
            id: ListId(if is_default { -1 } else { 7 }),
            owner_id: UserId(1),
            owner_name: PersonName::default(),
            is_default,
            is_registry: false,
            input: GroupListInput {
                name: DEFAULT_LIST_NAME.into(),
                description: None,
                occasion: None,
                event_date: None,
            },
            visibility: Visibility::Private,
            public_token: None,
            listed: false,
            archived_at: None,
            item_count: 0,
            co_owners: Vec::new(),
            dependant: None,
            created_at: NaiveDateTime::default(),
            updated_at: NaiveDateTime::default(),
        }
    }

    #[test]
    fn a_new_list_needs_a_name_and_is_private_unless_said() {
        let error = OwnListDraft::default().validate_over(None).unwrap_err();
        assert_eq!(error.fields["name"], messages::WISHLIST_NAME_REQUIRED);
        let input = OwnListDraft {
            fields: GroupListDraft {
                name: Some(" Wedding ".into()),
                occasion: Some(Some("Wedding".into())),
                ..Default::default()
            },
            visibility: None,
            registry: None,
        }
        .validate_over(None)
        .unwrap();
        assert_eq!(input.fields.name, "Wedding");
        assert_eq!(input.visibility, Visibility::Private);
        let error = OwnListDraft {
            fields: GroupListDraft {
                name: Some("x".into()),
                ..Default::default()
            },
            visibility: Some("everyone".into()),
            registry: None,
        }
        .validate_over(None)
        .unwrap_err();
        assert_eq!(
            error.fields["visibility"],
            messages::LIST_VISIBILITY_INVALID
        );
    }

    #[test]
    fn the_default_list_changes_only_who_sees_it() {
        let default = list(true);
        let input = OwnListDraft {
            visibility: Some("friends".into()),
            ..Default::default()
        }
        .validate_over(Some(&default))
        .unwrap();
        assert_eq!(input.visibility, Visibility::Friends);
        assert_eq!(input.fields.name, DEFAULT_LIST_NAME);
        let error = OwnListDraft {
            fields: GroupListDraft {
                name: Some("Mine".into()),
                ..Default::default()
            },
            visibility: None,
            registry: None,
        }
        .validate_over(Some(&default))
        .unwrap_err();
        assert_eq!(error.fields["name"], messages::DEFAULT_LIST_FIXED);
        // Another list keeps what is not sent.
        let input = OwnListDraft {
            visibility: Some("friends".into()),
            ..Default::default()
        }
        .validate_over(Some(&list(false)))
        .unwrap();
        assert_eq!(input.fields.name, DEFAULT_LIST_NAME);
    }
}
