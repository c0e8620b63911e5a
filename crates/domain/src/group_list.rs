//! Group (collaborative) wishlists: a list several friends fill together,
//! its members, its items (each for everyone, for one member, or for
//! someone outside the app) and the rule that keeps a surprise a surprise.

use chrono::{NaiveDate, NaiveDateTime};
use validator::Validate;

use crate::contact::NAME_MAX;
use crate::ids::{ListId, UserId};
use crate::item::Item;
use crate::messages;
use crate::special_date::parse_calendar_date;
use crate::validation::{cleaned, patched, read, required, Draft, ValidationError};
use crate::wishlist::{WishlistDraft, WishlistItemInput, DESCRIPTION_MAX};

string_enum!(
    /// What a list is for (spec section 9's occasions).
    Occasion {
        Birthday => "birthday" / "Birthday",
        Wedding => "wedding" / "Wedding",
        BabyShower => "baby-shower" / "Baby Shower",
        Anniversary => "anniversary" / "Anniversary",
        Holiday => "holiday" / "Holiday",
        Housewarming => "housewarming" / "Housewarming",
    }
);

impl Occasion {
    /// The stored name or the label people read, either case ('Baby Shower').
    pub fn from_text(text: &str) -> Option<Occasion> {
        let text = text.trim();
        Occasion::parse(text).or_else(|| {
            Occasion::ALL
                .iter()
                .copied()
                .find(|o| o.label().eq_ignore_ascii_case(text))
        })
    }
}

string_enum!(
    /// One's place on a list: its creator, or someone they invited.
    MemberRole {
        Owner => "owner" / "Owner",
        Member => "member" / "Member",
    }
);

/// A list's own fields, validated.
#[derive(Debug, Clone, PartialEq, Eq, Validate)]
pub struct GroupListInput {
    #[validate(length(max = NAME_MAX, code = "NAME_TOO_LONG"))]
    pub name: String,
    #[validate(length(max = DESCRIPTION_MAX, code = "DESCRIPTION_TOO_LONG"))]
    pub description: Option<String>,
    pub occasion: Option<Occasion>,
    pub event_date: Option<NaiveDate>,
}

/// What a client sends for a list; for update, absent fields stay and
/// `Some(None)` clears.
#[derive(Debug, Clone, Default)]
pub struct GroupListDraft {
    pub name: Option<String>,
    pub description: Option<Option<String>>,
    pub occasion: Option<Option<String>>,
    pub event_date: Option<Option<String>>,
}

const LIST_FIELDS: &[&str] = &["name", "description", "occasion", "eventDate"];

impl GroupListDraft {
    /// Whether nothing of the list's own fields was sent.
    pub fn is_empty(&self) -> bool {
        self.name.is_none()
            && self.description.is_none()
            && self.occasion.is_none()
            && self.event_date.is_none()
    }
}

impl Draft for GroupListDraft {
    type Input = GroupListInput;

    fn validate_over(
        self,
        current: Option<&GroupListInput>,
    ) -> Result<GroupListInput, ValidationError> {
        let mut errors = Vec::new();
        let name = read(
            &mut errors,
            "name",
            required(self.name, current.map(|c| &c.name)).ok_or(messages::WISHLIST_NAME_REQUIRED),
        );
        let occasion = read(
            &mut errors,
            "occasion",
            match self.occasion {
                None => Ok(current.and_then(|c| c.occasion)),
                Some(sent) => match cleaned(sent) {
                    None => Ok(None),
                    Some(text) => Occasion::from_text(&text)
                        .map(Some)
                        .ok_or(messages::OCCASION_INVALID),
                },
            },
        );
        let event_date = read(
            &mut errors,
            "eventDate",
            match self.event_date {
                None => Ok(current.and_then(|c| c.event_date)),
                Some(sent) => match cleaned(sent) {
                    None => Ok(None),
                    Some(text) => parse_calendar_date(&text)
                        .map(Some)
                        .ok_or(messages::DATE_INVALID),
                },
            },
        );
        let input = GroupListInput {
            name: name.unwrap_or_default(),
            description: patched(self.description, current.map(|c| &c.description)),
            occasion: occasion.flatten(),
            event_date: event_date.flatten(),
        };
        ValidationError::gather(LIST_FIELDS, errors, input.validate())?;
        Ok(input)
    }
}

/// A stored list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupList {
    pub id: ListId,
    pub owner_id: UserId,
    pub input: GroupListInput,
    /// Its public link's token while the list is public.
    pub public_token: Option<String>,
    /// Shown in Find a list (only while public).
    pub listed: bool,
    /// When its creator archived it (see [`crate::claim::is_archived`]).
    pub archived_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

/// What a person with no name on their account is called.
pub const SOMEONE: &str = "Someone";

/// Someone's name as stored on their account.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PersonName {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
}

impl From<crate::user::User> for PersonName {
    fn from(user: crate::user::User) -> Self {
        PersonName {
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
        }
    }
}

impl PersonName {
    /// 'First Last', else the email's local part, else 'Someone'.
    pub fn display(&self) -> String {
        crate::user::display_name(
            self.first_name.as_deref(),
            self.last_name.as_deref(),
            self.email.as_deref(),
        )
        .unwrap_or_else(|| SOMEONE.to_owned())
    }

    /// The first name alone where one is shown to strangers (Find a list);
    /// never the email.
    pub fn first_only(&self) -> String {
        self.first_name
            .as_deref()
            .map(str::trim)
            .filter(|f| !f.is_empty())
            .unwrap_or(SOMEONE)
            .to_owned()
    }

    /// The first name, else the email's local part (for my own eyes, as in
    /// my export), else 'Someone'.
    pub fn first_or_handle(&self) -> String {
        let first = self
            .first_name
            .as_deref()
            .map(str::trim)
            .filter(|f| !f.is_empty());
        let handle = || {
            self.email
                .as_deref()
                .and_then(|e| e.split('@').next())
                .filter(|h| !h.is_empty())
        };
        first.or_else(handle).unwrap_or(SOMEONE).to_owned()
    }

    /// The first name when there is one, for a notification's line.
    pub fn short(&self) -> String {
        match self.first_name.as_deref().map(str::trim) {
            Some(first) if !first.is_empty() => first.to_owned(),
            _ => self.display(),
        }
    }
}

/// A list as one member sees it in their overview.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupListSummary {
    pub list: GroupList,
    /// The viewer's role.
    pub role: MemberRole,
    pub owner: PersonName,
    pub member_count: u64,
    /// Items the viewer can see (surprises for them are not counted).
    pub item_count: u64,
}

/// One person on a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupMember {
    pub user_id: UserId,
    pub name: PersonName,
    pub profile_image_url: Option<String>,
    pub role: MemberRole,
}

/// Whom an item is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recipient {
    /// The whole group's wish (or the occasion's honoree, unnamed).
    Everyone,
    /// One member of the list.
    Member(UserId),
    /// Someone outside the app, by the name the adder gave.
    Named(String),
}

impl Recipient {
    /// From the member it names and the name given (as stored and as the
    /// API answers `forUserId`, `forName`): a member wins over a name.
    pub fn from_parts(member: Option<UserId>, name: Option<String>) -> Self {
        match (member, name) {
            (Some(member), _) => Recipient::Member(member),
            (None, Some(name)) => Recipient::Named(name),
            (None, None) => Recipient::Everyone,
        }
    }

    /// The member it names and the name given: [`Recipient::from_parts`]
    /// backwards.
    pub fn parts(&self) -> (Option<UserId>, Option<&str>) {
        match self {
            Recipient::Everyone => (None, None),
            Recipient::Member(member) => (Some(*member), None),
            Recipient::Named(name) => (None, Some(name.as_str())),
        }
    }
}

/// What a viewer may do with an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ItemRights {
    pub can_edit: bool,
    pub can_delete: bool,
}

/// The rule behind [`Item::is_surprise_for`], also for items not yet
/// stored: the item is for `viewer` and they did not add it ("Someone"'s
/// items for them included).
pub fn is_surprise_for(added_by: Option<UserId>, recipient: &Recipient, viewer: UserId) -> bool {
    matches!(recipient, Recipient::Member(member) if *member == viewer && added_by != Some(viewer))
}

/// Who an item's recipients are (the one privacy rule): the people it is
/// for, who never receive its claims nor learn of a surprise, and to whom
/// it never passes: the member it is for, when it is for one (a person's
/// own wishlist's items are for that person).
pub fn recipients(recipient: &Recipient) -> Option<UserId> {
    match recipient {
        Recipient::Member(member) => Some(*member),
        Recipient::Everyone | Recipient::Named(_) => None,
    }
}

/// Every recipient of an item for `recipient` on a list its owner keeps
/// with `co_owners` (issue 39): the member it is for, and, on a person's
/// own list, everyone who keeps it. Nobody here ever receives a claim on
/// the item before the reveal.
pub fn recipients_of(recipient: &Recipient, co_owners: &[UserId]) -> Vec<UserId> {
    recipients(recipient)
        .into_iter()
        .chain(co_owners.iter().copied())
        .collect()
}

/// Who may never be told of a claim (nor a surprise's existence, where the
/// item is one) on an item of a list people keep, before its reveal: the
/// one rule for every list kind, with [`recipients_of`] for group items.
///
/// | list | its items' recipients |
/// |---|---|
/// | a person's own list (the default one, or one beside it) | its owner |
/// | a list kept with co-owners (a couple's registry) | its owner and co-owners |
/// | a group list's item for a member / for everyone / for a name | that member / nobody / nobody |
/// | a dependant's list (issue 40) | nobody: the guardians who keep it are givers too |
/// | a guardian's own surprise on a dependant's list | the other guardians |
/// | a dependant's list once they have an account | it is theirs: they are its owner |
/// | a guardian's own surprise left on it then | the new owner (a surprise for them, never shown to them) |
///
/// `keepers` are the list's owner then co-owners (on a dependant's list,
/// their guardians); `own_surprise_of` is the guardian who marked the item
/// their own surprise.
pub fn recipients_of_kept(
    keepers: &[UserId],
    for_dependant: bool,
    own_surprise_of: Option<UserId>,
) -> Vec<UserId> {
    match (for_dependant, own_surprise_of) {
        (false, _) => keepers.to_vec(),
        (true, None) => Vec::new(),
        (true, Some(guardian)) => keepers.iter().copied().filter(|k| *k != guardian).collect(),
    }
}

/// Whether `viewer` is one of the recipients of an item for `recipient`
/// (a guest never is). A person's own wishlist's items are for them
/// (stored so: `Recipient::Member(owner)`), so one rule serves every list:
/// every view that decides what a viewer may know of an item asks this,
/// and only this.
pub fn is_recipient(viewer: Option<UserId>, recipient: &Recipient) -> bool {
    viewer.is_some() && recipients(recipient) == viewer
}

/// Whom an item passes to when its adder goes (an account deleted, a list
/// handed on): `candidate`, unless the item is for them. An item never
/// passes to its recipient: it is "Someone"'s then (`None`), and the
/// surprise stays one.
pub fn heir(recipient: &Recipient, candidate: UserId) -> Option<UserId> {
    (recipients(recipient) != Some(candidate)).then_some(candidate)
}

/// The longest name an item may be for.
pub const FOR_NAME_MAX: usize = NAME_MAX as usize;

/// What a client sends for an item: the wishlist item's fields and whom it
/// is for. For update, absent fields stay and `Some(None)` clears.
#[derive(Debug, Clone, Default)]
pub struct GroupItemDraft {
    pub item: WishlistDraft,
    pub for_user_id: Option<Option<i64>>,
    pub for_name: Option<Option<String>>,
}

impl GroupItemDraft {
    /// The item's fields and its recipient, over `current` when updating.
    /// Whether a recipient member is on the list is the use case's check.
    pub fn validate(
        self,
        current: Option<(&WishlistItemInput, &Recipient)>,
    ) -> Result<(WishlistItemInput, Recipient), ValidationError> {
        let mut fields: Vec<(&str, &str)> = Vec::new();
        let recipient = match (self.for_user_id, self.for_name, current) {
            (None, None, Some((_, recipient))) => Some(recipient.clone()),
            (for_user_id, for_name, current) => {
                let kept = current.map(|(_, r)| r);
                let user = match for_user_id {
                    Some(sent) => sent,
                    None => match kept {
                        Some(Recipient::Member(id)) => Some(id.0),
                        _ => None,
                    },
                };
                let name = match for_name {
                    Some(sent) => cleaned(sent),
                    None => match kept {
                        Some(Recipient::Named(name)) => Some(name.clone()),
                        _ => None,
                    },
                };
                match (user, name) {
                    (Some(_), Some(_)) => {
                        fields.push(("forName", messages::GROUP_ITEM_ONE_RECIPIENT));
                        None
                    }
                    (Some(id), None) => Some(Recipient::Member(UserId(id))),
                    (None, Some(name)) if name.chars().count() > FOR_NAME_MAX => {
                        fields.push(("forName", messages::NAME_TOO_LONG));
                        None
                    }
                    (None, Some(name)) => Some(Recipient::Named(name)),
                    (None, None) => Some(Recipient::Everyone),
                }
            }
        };
        let item = match current {
            Some((input, _)) => self.item.validate_update(input),
            None => self.item.validate_new(),
        };
        match (item, recipient) {
            (Ok(item), Some(recipient)) => Ok((item, recipient)),
            (Ok(_), None) => Err(ValidationError::from_fields(fields).unwrap_or_else(|| {
                ValidationError::field("forName", messages::GROUP_ITEM_ONE_RECIPIENT)
            })),
            (Err(mut invalid), _) => {
                for (field, message) in fields {
                    invalid.fields.insert(field.to_owned(), message.to_owned());
                }
                Err(invalid)
            }
        }
    }
}

/// A list with what its member may see of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupListView {
    pub summary: GroupListSummary,
    /// The creator first, then by name.
    pub members: Vec<GroupMember>,
    /// Newest first, surprises for the viewer left out.
    pub items: Vec<Item>,
}

/// What Find a list looks for: text in the title, the owner's first name or
/// the description (case-insensitive), and an occasion.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListSearch {
    /// Lower-cased, trimmed; `None` matches every list.
    pub text: Option<String>,
    pub occasion: Option<Occasion>,
}

/// The longest search text Find a list takes.
pub const SEARCH_MAX: usize = 200;
/// How many lists one search answers.
pub const SEARCH_RESULTS_MAX: u32 = 50;
/// Items a Find a list card shows.
pub const FEATURED_ITEMS: usize = 2;

impl ListSearch {
    /// The search from the query string's `search` and `occasion` (`all`,
    /// blank or absent: any occasion).
    pub fn new(
        search: Option<&str>,
        occasion: Option<&str>,
    ) -> Result<ListSearch, ValidationError> {
        let text = search
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_lowercase);
        if text
            .as_deref()
            .is_some_and(|t| t.chars().count() > SEARCH_MAX)
        {
            return Err(ValidationError::field("search", messages::SEARCH_TOO_LONG));
        }
        let occasion =
            match occasion.map(str::trim).filter(|o| !o.is_empty()) {
                None => None,
                Some(all) if all.eq_ignore_ascii_case("all") => None,
                Some(text) => Some(Occasion::from_text(text).ok_or_else(|| {
                    ValidationError::field("occasion", messages::OCCASION_INVALID)
                })?),
            };
        Ok(ListSearch { text, occasion })
    }
}

/// What a personal list is called where strangers see it.
pub fn personal_list_title(first_name: &str) -> String {
    format!("{first_name}'s wishlist")
}

/// One item on a Find a list card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeaturedItem {
    pub title: String,
    pub price: Option<String>,
    pub image_url: Option<String>,
}

string_enum!(
    /// Which kind of list a public link or a Find a list card shows.
    ListKind {
        Personal => "personal" / "Personal wishlist",
        Group => "group" / "Group list",
        Registry => "registry" / "Registry",
    }
);

/// A listed public list, as Find a list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListedList {
    pub kind: ListKind,
    pub title: String,
    pub description: Option<String>,
    pub occasion: Option<Occasion>,
    pub event_date: Option<NaiveDate>,
    /// The owner's first name only.
    pub owner_name: String,
    pub item_count: u64,
    pub created_at: NaiveDateTime,
    pub token: String,
    pub featured: Vec<FeaturedItem>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ItemId;

    #[test]
    fn a_name_for_my_own_eyes_falls_back_to_the_email_handle_then_someone() {
        let name = |first: Option<&str>, email: Option<&str>| PersonName {
            first_name: first.map(str::to_owned),
            last_name: Some("Lovelace".to_owned()),
            email: email.map(str::to_owned),
        };
        assert_eq!(
            name(Some("Ada"), Some("ada@example.com")).first_or_handle(),
            "Ada"
        );
        assert_eq!(
            name(Some("  "), Some("ada.l@example.com")).first_or_handle(),
            "ada.l"
        );
        assert_eq!(name(None, None).first_or_handle(), SOMEONE);
        assert_eq!(name(None, Some("@example.com")).first_or_handle(), SOMEONE);
    }

    fn item(added_by: i64, recipient: Recipient) -> Item {
        Item {
            id: ItemId(1),
            list_id: ListId(1),
            owner_id: UserId(1),
            added_by: Some(UserId(added_by)),
            added_by_name: PersonName::default(),
            recipient,
            co_owners: Vec::new(),
            input: WishlistDraft {
                name: Some("Kettle".into()),
                ..Default::default()
            }
            .validate_new()
            .unwrap(),
            received_at: None,
            price_change: None,
            created_at: NaiveDateTime::default(),
            updated_at: NaiveDateTime::default(),
        }
    }

    #[test]
    fn a_surprise_is_hidden_only_from_the_member_it_is_for() {
        let ben = UserId(2);
        let table = [
            (item(1, Recipient::Member(ben)), ben, true),
            (item(1, Recipient::Member(ben)), UserId(1), false),
            (item(1, Recipient::Member(ben)), UserId(3), false),
            // Ben's own wish for himself is his to see.
            (item(2, Recipient::Member(ben)), ben, false),
            (item(1, Recipient::Everyone), ben, false),
            (item(1, Recipient::Named("Grandma".into())), ben, false),
        ];
        for (item, viewer, hidden) in table {
            assert_eq!(item.is_surprise_for(viewer), hidden, "{item:?} {viewer}");
        }
        assert!(item(1, Recipient::Member(ben)).is_surprise());
        assert!(!item(2, Recipient::Member(ben)).is_surprise());
        assert!(!item(1, Recipient::Everyone).is_surprise());
        // An item "Someone" added for Ben stays a surprise for him.
        let orphan = Item {
            added_by: None,
            ..item(1, Recipient::Member(ben))
        };
        assert!(orphan.is_surprise_for(ben));
        assert!(!orphan.is_surprise_for(UserId(3)));
        assert!(orphan.is_surprise());
    }

    #[test]
    fn an_item_never_passes_to_its_recipient() {
        let (ada, ben) = (UserId(1), UserId(2));
        assert_eq!(heir(&Recipient::Member(ben), ada), Some(ada));
        assert_eq!(heir(&Recipient::Member(ben), ben), None, "Someone's");
        assert_eq!(heir(&Recipient::Everyone, ben), Some(ben));
        assert_eq!(heir(&Recipient::Named("Ben".into()), ben), Some(ben));
    }

    #[test]
    fn who_may_change_or_delete_an_item() {
        let (ada, ben, cat) = (UserId(1), UserId(2), UserId(3));
        let mine = item(1, Recipient::Everyone);
        assert!(mine.editable_by(ada, false) && mine.deletable_by(ada, cat, false));
        assert!(!mine.editable_by(ben, false) && !mine.deletable_by(ben, ben, false));
        assert!(!mine.editable_by(ada, true), "archived: closed");
        assert!(!mine.deletable_by(ada, cat, true), "archived: closed");
        let orphan = |recipient| Item {
            added_by: None,
            ..item(1, recipient)
        };
        let for_ben = orphan(Recipient::Member(ben));
        assert!(
            !for_ben.editable_by(cat, false),
            "nobody edits Someone's item"
        );
        assert!(
            for_ben.deletable_by(cat, cat, false),
            "its creator deletes it"
        );
        assert!(
            !for_ben.deletable_by(ben, ben, false),
            "unless it is for them"
        );
        assert!(!for_ben.deletable_by(ada, cat, false), "only the creator");
    }

    #[test]
    fn list_rules() {
        let list = GroupListDraft {
            name: Some("  Mum's 60th ".into()),
            description: Some(Some("  ".into())),
            occasion: Some(Some("Baby Shower".into())),
            event_date: Some(Some("2027-03-04".into())),
        }
        .validate_new()
        .unwrap();
        assert_eq!(list.name, "Mum's 60th");
        assert_eq!(list.description, None, "blank descriptions are dropped");
        assert_eq!(list.occasion, Some(Occasion::BabyShower));
        assert_eq!(list.event_date, NaiveDate::from_ymd_opt(2027, 3, 4));
        let error = GroupListDraft {
            name: Some("   ".into()),
            occasion: Some(Some("Graduation".into())),
            event_date: Some(Some("March 4".into())),
            ..Default::default()
        }
        .validate_new()
        .unwrap_err();
        assert_eq!(error.message, messages::WISHLIST_NAME_REQUIRED);
        assert_eq!(error.fields["occasion"], messages::OCCASION_INVALID);
        assert_eq!(error.fields["eventDate"], messages::DATE_INVALID);
        let renamed = GroupListDraft {
            name: Some("New".into()),
            ..Default::default()
        }
        .validate_update(&list)
        .unwrap();
        assert_eq!(renamed.occasion, Some(Occasion::BabyShower), "kept");
        let cleared = GroupListDraft {
            occasion: Some(None),
            ..Default::default()
        }
        .validate_update(&list)
        .unwrap();
        assert_eq!(cleared.occasion, None);
    }

    #[test]
    fn occasions_read_names_and_labels() {
        for (text, occasion) in [
            ("baby-shower", Some(Occasion::BabyShower)),
            ("Baby Shower", Some(Occasion::BabyShower)),
            ("WEDDING", Some(Occasion::Wedding)),
            ("graduation", None),
        ] {
            assert_eq!(Occasion::from_text(text), occasion, "{text}");
        }
    }

    #[test]
    fn an_items_recipients_wherever_it_is_listed() {
        let (ann, ben) = (UserId(1), UserId(2));
        // Ann's own wishlist's items are stored as for her.
        let table = [
            (Recipient::Member(ann), Some(ann)),
            (Recipient::Member(ben), Some(ben)),
            (Recipient::Named("Grandma".into()), None),
            (Recipient::Everyone, None),
        ];
        for (recipient, expected) in &table {
            assert_eq!(recipients(recipient), *expected, "{recipient:?}");
            for viewer in [Some(ann), Some(ben), None] {
                assert_eq!(
                    is_recipient(viewer, recipient),
                    viewer.is_some() && viewer == *expected,
                    "{recipient:?} seen by {viewer:?}"
                );
            }
        }
        // A guest is never a recipient, even of a list for no one.
        assert!(!is_recipient(None, &Recipient::Everyone));
    }

    #[test]
    fn a_drafts_recipient_is_read_from_its_two_fields() {
        let draft = |user: Option<Option<i64>>, name: Option<Option<&str>>| GroupItemDraft {
            item: WishlistDraft {
                name: Some("Kettle".into()),
                ..Default::default()
            },
            for_user_id: user,
            for_name: name.map(|n| n.map(str::to_owned)),
        };
        let (_, r) = draft(None, None).validate(None).unwrap();
        assert_eq!(r, Recipient::Everyone);
        let (_, r) = draft(Some(Some(7)), None).validate(None).unwrap();
        assert_eq!(r, Recipient::Member(UserId(7)));
        let (_, r) = draft(None, Some(Some(" Grandma "))).validate(None).unwrap();
        assert_eq!(r, Recipient::Named("Grandma".into()));
        let error = draft(Some(Some(7)), Some(Some("Grandma")))
            .validate(None)
            .unwrap_err();
        assert_eq!(error.fields["forName"], messages::GROUP_ITEM_ONE_RECIPIENT);
        // An update that sends a member replaces a name, and null clears.
        let (input, named) = draft(None, Some(Some("Grandma"))).validate(None).unwrap();
        let (_, r) = draft(Some(Some(7)), Some(None))
            .validate(Some((&input, &named)))
            .unwrap();
        assert_eq!(r, Recipient::Member(UserId(7)));
        let (_, r) = draft(None, None).validate(Some((&input, &named))).unwrap();
        assert_eq!(r, named, "kept when not sent");
        let (_, r) = draft(None, Some(None))
            .validate(Some((&input, &named)))
            .unwrap();
        assert_eq!(r, Recipient::Everyone);
        // Both missing name and two recipients report both.
        let error = GroupItemDraft {
            for_user_id: Some(Some(7)),
            for_name: Some(Some("Grandma".into())),
            ..Default::default()
        }
        .validate(None)
        .unwrap_err();
        assert_eq!(error.fields["name"], messages::ITEM_NAME_REQUIRED);
        assert_eq!(error.fields["forName"], messages::GROUP_ITEM_ONE_RECIPIENT);
    }

    #[test]
    fn searches() {
        let s = ListSearch::new(Some("  Mum "), Some("all")).unwrap();
        assert_eq!(s.text.as_deref(), Some("mum"));
        assert_eq!(s.occasion, None);
        let s = ListSearch::new(None, Some("Baby Shower")).unwrap();
        assert_eq!(s.occasion, Some(Occasion::BabyShower));
        assert_eq!(
            ListSearch::new(None, Some("party")).unwrap_err().fields["occasion"],
            messages::OCCASION_INVALID
        );
        assert!(ListSearch::new(Some(&"x".repeat(SEARCH_MAX + 1)), None).is_err());
    }
}
