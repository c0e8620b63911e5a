//! The one list model's rows: every list (a person's own wishlist, a group
//! list) is a row of `lists`, every item a row of `items` with one set of
//! columns, read by [`ItemRow`] and written by [`ItemValues`] whatever list
//! it is on.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use domain::group_list::{recipients_of_kept, PersonName, Recipient};
use domain::ids::{ItemId, ListId, UserId};
use domain::item::Item;
use domain::price_watch::PriceChange;
use domain::wishlist::{Priority, WishlistItemInput, DEFAULT_RANKING};

use crate::schema::items;
use crate::wishlist::personal_list_id;

/// `lists.kind` of a person's own wishlist (one each, made at sign-up).
pub(crate) const PERSONAL: &str = "personal";
/// `lists.kind` of a group list.
pub(crate) const GROUP: &str = "group";

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = items)]
pub(crate) struct ItemRow {
    pub(crate) id: i64,
    pub(crate) list_id: i64,
    pub(crate) added_by: Option<i64>,
    pub(crate) for_user_id: Option<i64>,
    pub(crate) for_name: Option<String>,
    pub(crate) name: String,
    description: Option<String>,
    price: Option<String>,
    url: Option<String>,
    category: Option<String>,
    priority: String,
    ranking: i32,
    quantity: i32,
    where_to_buy: Option<String>,
    image_url: Option<String>,
    purchased: bool,
    created_at: NaiveDateTime,
    updated_at: NaiveDateTime,
    received_at: Option<NaiveDateTime>,
    price_change_from: Option<String>,
    price_change_to: Option<String>,
    price_changed_at: Option<NaiveDateTime>,
}

/// [`ItemRow`]'s columns, in its order, for `RETURNING` (the table has more;
/// `ItemRow::as_returning()` does not compile on the multi-backend connection).
pub(crate) type ItemColumns = (
    items::id,
    items::list_id,
    items::added_by,
    items::for_user_id,
    items::for_name,
    items::name,
    items::description,
    items::price,
    items::url,
    items::category,
    items::priority,
    items::ranking,
    items::quantity,
    items::where_to_buy,
    items::image_url,
    items::purchased,
    items::created_at,
    items::updated_at,
    items::received_at,
    items::price_change_from,
    items::price_change_to,
    items::price_changed_at,
);

pub(crate) const ITEM_COLUMNS: ItemColumns = (
    items::id,
    items::list_id,
    items::added_by,
    items::for_user_id,
    items::for_name,
    items::name,
    items::description,
    items::price,
    items::url,
    items::category,
    items::priority,
    items::ranking,
    items::quantity,
    items::where_to_buy,
    items::image_url,
    items::purchased,
    items::created_at,
    items::updated_at,
    items::received_at,
    items::price_change_from,
    items::price_change_to,
    items::price_changed_at,
);

impl ItemRow {
    /// An item of a group list `owner` created; `adder` is its adder's name.
    /// (A person's own wishlist's item read here is still theirs: see
    /// [`ItemRow::personal`].)
    pub(crate) fn into_item(mut self, owner: i64, adder: PersonName) -> Item {
        if self.list_id == personal_list_id(UserId(owner)) {
            return self.personal(owner);
        }
        let recipient = recipient(self.for_user_id, self.for_name.take());
        let added_by = self.added_by.map(UserId);
        self.build(owner, adder, recipient, added_by)
    }

    /// An item on a list of `owner`'s own (their default wishlist or a list
    /// beside it): theirs, added by them, whatever the two columns say
    /// (they stay NULL there: no foreign-key checks or index entries on the
    /// most frequent write).
    pub(crate) fn personal(self, owner: i64) -> Item {
        self.kept(owner, &crate::lists::KeptWith::default())
    }

    /// An item on a list `owner` keeps `with` others. Its recipients follow
    /// the one rule ([`recipients_of_kept`]): on a person's list, its
    /// keepers; on a dependant's, nobody but, for a guardian's own surprise
    /// (`added_by` names them), the other guardians. A guardian's surprise
    /// left on a grown-up dependant's list is a surprise for its owner.
    pub(crate) fn kept(self, owner: i64, with: &crate::lists::KeptWith) -> Item {
        let me = UserId(owner);
        let co_owners = with.co_owner_ids();
        let adder = self.added_by.map(UserId);
        match &with.dependant {
            Some(dependant) => {
                let keepers: Vec<UserId> = std::iter::once(me)
                    .chain(co_owners.iter().copied())
                    .collect();
                let mut item = self.build(
                    owner,
                    PersonName::default(),
                    Recipient::Named(dependant.name.clone()),
                    adder,
                );
                item.co_owners = recipients_of_kept(&keepers, true, adder);
                item
            }
            None => {
                // A surprise for the owner: a guardian's, or "Someone"'s
                // once that guardian's account went (it never passes to them).
                let adder = match adder {
                    None if self.for_user_id == Some(owner) => None,
                    adder => Some(adder.unwrap_or(me)),
                };
                let mut item =
                    self.build(owner, PersonName::default(), Recipient::Member(me), adder);
                item.co_owners = co_owners;
                item
            }
        }
    }

    /// The item, its strings moved out of the row (a list's read makes no
    /// copies of them).
    fn build(
        self,
        owner: i64,
        adder: PersonName,
        recipient: Recipient,
        added_by: Option<UserId>,
    ) -> Item {
        Item {
            id: ItemId(self.id),
            list_id: ListId(self.list_id),
            owner_id: UserId(owner),
            recipient,
            co_owners: Vec::new(),
            added_by,
            added_by_name: adder,
            input: WishlistItemInput {
                name: self.name,
                description: self.description,
                price: self.price,
                url: self.url,
                category: self.category,
                priority: Priority::parse(&self.priority).unwrap_or(Priority::Medium),
                ranking: u8::try_from(self.ranking).unwrap_or(DEFAULT_RANKING),
                quantity: u32::try_from(self.quantity).unwrap_or(1),
                where_to_buy: self.where_to_buy,
                image_url: self.image_url,
                purchased: self.purchased,
            },
            received_at: self.received_at,
            price_change: PriceChange::of(
                self.price_change_from,
                self.price_change_to,
                self.price_changed_at,
            ),
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

/// Whom an item is for, from its two columns.
pub(crate) fn recipient(for_user_id: Option<i64>, for_name: Option<String>) -> Recipient {
    Recipient::from_parts(for_user_id.map(UserId), for_name)
}

/// Whom an item is for, as its two columns' new values.
pub(crate) type RecipientValues<'a> = (
    diesel::dsl::Eq<items::for_user_id, Option<i64>>,
    diesel::dsl::Eq<items::for_name, Option<&'a str>>,
);

pub(crate) fn recipient_values(recipient: &Recipient) -> RecipientValues<'_> {
    let (for_user, for_name) = recipient.parts();
    (
        items::for_user_id.eq(for_user.map(|u| u.0)),
        items::for_name.eq(for_name),
    )
}

/// The fields a person enters, as written to any list's item.
#[derive(AsChangeset, Insertable)]
#[diesel(table_name = items, treat_none_as_null = true)]
pub(crate) struct ItemValues<'a> {
    pub(crate) name: &'a str,
    pub(crate) description: Option<&'a str>,
    pub(crate) price: Option<&'a str>,
    pub(crate) url: Option<&'a str>,
    pub(crate) category: Option<&'a str>,
    pub(crate) priority: &'a str,
    pub(crate) ranking: i32,
    pub(crate) quantity: i32,
    pub(crate) where_to_buy: Option<&'a str>,
    pub(crate) image_url: Option<&'a str>,
    pub(crate) purchased: bool,
    pub(crate) updated_at: NaiveDateTime,
}

impl<'a> ItemValues<'a> {
    pub(crate) fn new(input: &'a WishlistItemInput, at: NaiveDateTime) -> Self {
        ItemValues {
            name: &input.name,
            description: input.description.as_deref(),
            price: input.price.as_deref(),
            url: input.url.as_deref(),
            category: input.category.as_deref(),
            priority: input.priority.as_str(),
            ranking: i32::from(input.ranking),
            quantity: i32::try_from(input.quantity).unwrap_or(1),
            where_to_buy: input.where_to_buy.as_deref(),
            image_url: input.image_url.as_deref(),
            purchased: input.purchased,
            updated_at: at,
        }
    }
}
