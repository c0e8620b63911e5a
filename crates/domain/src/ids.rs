//! Record ids: one type per kind of record, so a contact's id cannot be
//! passed where a date's is meant. Serialized as plain numbers.

/// Defines each id as a `Copy` newtype over the stored 64-bit integer.
macro_rules! id_types {
    ($($(#[$meta:meta])* $name:ident),+ $(,)?) => {
        $(
            $(#[$meta])*
            #[derive(
                Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord,
                serde::Serialize, serde::Deserialize,
            )]
            #[serde(transparent)]
            pub struct $name(pub i64);

            impl std::fmt::Display for $name {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    self.0.fmt(f)
                }
            }
        )+
    };
}

id_types!(
    /// A signed-in person.
    UserId,
    /// One of a user's contacts (their circle).
    ContactId,
    /// One of a user's special dates.
    SpecialDateId,
    /// One item, on whatever list: a person's own wishlist's or a group
    /// list's (one table, so the ids of the two never meet).
    ItemId,
    /// A friend request between two users.
    FriendRequestId,
    /// A friendship between two users.
    FriendshipId,
    /// A wishlist item or special date shared with a friend.
    ShareId,
    /// A reminder the scheduler recorded (a notification in the bell).
    ReminderId,
    /// A line in the bell: a reminder, or news from a group wishlist.
    NotificationId,
    /// A list: a person's own wishlist, or a group (collaborative) one.
    ListId,
    /// A giver's claim on an item ("I'll get this").
    ClaimId,
    /// Someone who keeps no account (a child, a pet, a grandparent), kept
    /// by their guardians.
    DependantId,
    /// A gift exchange (Secret Santa, issue 42): one year's draw.
    ExchangeId,
    /// One person in one exchange: a user, a dependant, or an invite by
    /// email not yet taken up.
    ParticipantId,
    /// A question a giver asked their recipient in an exchange.
    ExchangeQuestionId,
    /// A gift I keep for someone: an idea, one I gave, or one I received
    /// (issue 43).
    GiftId,
    BudgetId,
    /// A shared purchase of one unit of an item (issue 45).
    ChipInId,
    PledgeId,
    GiverNoteId,
    ItemQuestionId,
    /// A personal access token (issue 48).
    AccessTokenId,
);
