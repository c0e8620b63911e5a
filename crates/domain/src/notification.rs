//! The bell's notifications: date reminders, news from the group wishlists
//! one is on, and people (friend requests, what friends share). Each is
//! stored as a kind and its arguments ([`Said`]) and put in words (a line,
//! a detail and a link) when read.

use chrono::{NaiveDate, NaiveDateTime};
use serde::{Deserialize, Serialize};

use crate::exchange::Exchange;
use crate::group_list::{GroupList, PersonName};
use crate::ids::{ExchangeId, ListId, NotificationId, SpecialDateId, UserId};
use crate::price_watch::money;
use crate::special_date::ReminderDelivery;

string_enum!(
    /// What a notification is about.
    NotificationKind {
        Reminder => "reminder" / "Reminder",
        ListItem => "list_item" / "New item on a list",
        ListInvite => "list_invite" / "Added to a list",
        ClaimedItemChanged => "claimed_item_changed" / "A gift you claimed changed",
        PriceDrop => "price_drop" / "Price drop",
        FriendRequest => "friend_request" / "Friend request",
        FriendAccepted => "friend_accepted" / "Friend request accepted",
        ItemShared => "item_shared" / "Item shared with you",
        DateShared => "date_shared" / "Date shared with you",
        CoOwnerAdded => "co_owner_added" / "Made a co-owner",
        GuardianAdded => "guardian_added" / "Made a guardian",
        ExchangeAdded => "exchange_added" / "Added to a gift exchange",
        ExchangeDrawn => "exchange_drawn" / "Names drawn",
        ExchangeDrawCancelled => "exchange_draw_cancelled" / "Draw cancelled",
        ExchangePairsShown => "exchange_pairs_shown" / "The organiser sees the pairs",
        ExchangeRevealed => "exchange_revealed" / "Pairs revealed",
        ExchangeQuestion => "exchange_question" / "A question from a Secret Santa",
        ExchangeAnswer => "exchange_answer" / "An answer from a recipient",
        ExchangeReminder => "exchange_reminder" / "A gift exchange is coming",
        ChipInPledge => "chip_in_pledge" / "A pledge to a shared gift",
        ChipInReached => "chip_in_reached" / "A shared gift reached its target",
        ChipInBought => "chip_in_bought" / "A shared gift was bought",
        ChipInCancelled => "chip_in_cancelled" / "A shared gift was cancelled",
        GiverNote => "giver_note" / "A note from another giver",
        ItemQuestion => "item_question" / "A question about your wish",
        ItemAnswer => "item_answer" / "A question was answered",
        ListNews => "list_news" / "A list you follow changed",
        Nudge => "nudge" / "A nudge to update your list",
    }
);

/// A notification as the bell shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub id: NotificationId,
    pub user_id: UserId,
    pub kind: NotificationKind,
    /// Where it pops up as well (browser) or goes out (email); the bell
    /// always shows it.
    pub channel: ReminderDelivery,
    pub title: String,
    pub body: String,
    /// The app path it opens, such as `/collaborative/7`.
    pub link: Option<String>,
    /// A reminder's date and occurrence.
    pub special_date_id: Option<SpecialDateId>,
    pub occurrence: Option<NaiveDate>,
    pub read_at: Option<NaiveDateTime>,
    pub created_at: NaiveDateTime,
}

/// A notification to record for one person (news, not a reminder: those
/// are recorded with the scheduler's claim): whom it is for and what it
/// says, stored as its kind's arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub user_id: UserId,
    pub said: Said,
}

/// What a notification says, as stored: its kind (`kind`, the
/// [`NotificationKind`]) and that kind's arguments, put in words only when
/// read ([`Said::words`]), so a change of wording applies to every
/// notification, old ones too. (Names are stored as they were then.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum Said {
    /// A date's reminder, in the words the scheduler sent it with (by
    /// email or the browser too, so they are kept as sent).
    Reminder { title: String, body: String },
    /// `adder` put `count` items on a group list within an hour
    /// ([`BATCH_WINDOW`]), the latest `item`. Kept for the lines stored
    /// before issue 46; a list's news is [`Said::ListNews`] now.
    ListItem {
        adder_id: Option<i64>,
        adder: String,
        list_id: i64,
        list: String,
        item: String,
        count: u32,
    },
    /// `owner` put the reader on `list`.
    ListInvite {
        owner: String,
        list_id: i64,
        list: String,
    },
    /// `owner` made the reader a co-owner of their `list` (issue 39).
    CoOwnerAdded {
        owner: String,
        list_id: i64,
        list: String,
    },
    /// `by` made the reader a guardian of `dependant` (issue 40).
    GuardianAdded { by: String, dependant: String },
    /// An item the reader claimed was changed or deleted; `link` is where
    /// it is (a group list's page, or the shared items).
    ClaimedItemChanged {
        item: String,
        deleted: bool,
        link: String,
    },
    /// A watched item's price fell (below the reader's target, or by their
    /// drop).
    PriceDrop {
        item: String,
        from_cents: i64,
        to_cents: i64,
        shop: String,
        below_target: bool,
        link: String,
    },
    /// `from` asked the reader to be friends.
    FriendRequest { from: String },
    /// `by` accepted the reader's friend request.
    FriendAccepted { by: String },
    /// `by` shared one of their wishlist items with the reader.
    ItemShared { by: String, item: String },
    /// `by` shared one of their special dates with the reader.
    DateShared { by: String, title: String },
    /// `by` put the reader (or `dependant`, whom they look after) in a
    /// gift exchange (issue 42).
    ExchangeAdded {
        by: String,
        exchange_id: i64,
        exchange: String,
        dependant: Option<String>,
    },
    /// The names of an exchange were drawn (`again`: drawn anew after
    /// someone had seen theirs). Never says a pair.
    ExchangeDrawn {
        exchange_id: i64,
        exchange: String,
        again: bool,
    },
    /// The draw was cancelled after someone had seen theirs.
    ExchangeDrawCancelled { exchange_id: i64, exchange: String },
    /// The organiser chose to see every pair.
    ExchangePairsShown {
        organiser: String,
        exchange_id: i64,
        exchange: String,
    },
    /// Every participant may now see every pair.
    ExchangeRevealed { exchange_id: i64, exchange: String },
    /// The reader's (or `dependant`'s) Secret Santa asked a question;
    /// never who they are.
    ExchangeQuestion {
        exchange_id: i64,
        exchange: String,
        dependant: Option<String>,
    },
    /// The reader's (or `dependant`'s) recipient answered their question.
    ExchangeAnswer {
        exchange_id: i64,
        exchange: String,
        dependant: Option<String>,
    },
    /// The exchange is `days_to_go` days away (0: today), and whether the
    /// reader's (or `dependant`'s) gift is marked bought. Never says whom
    /// they give to.
    ExchangeReminder {
        exchange_id: i64,
        exchange: String,
        days_to_go: i64,
        bought: bool,
        dependant: Option<String>,
    },
    /// `count` pledges were made within an hour to the shared purchase of
    /// `item` the reader organises (issue 45), the latest by `by`.
    ChipInPledge {
        item_id: i64,
        item: String,
        by: String,
        count: u32,
        link: String,
    },
    /// The pledges for `item` reached the target (`organiser`: the reader buys it).
    ChipInReached {
        item_id: i64,
        item: String,
        organiser: bool,
        link: String,
    },
    /// The organiser bought the shared `item`.
    ChipInBought {
        item_id: i64,
        item: String,
        link: String,
    },
    /// The shared purchase of `item` was cancelled: every pledge returned.
    ChipInCancelled {
        item_id: i64,
        item: String,
        link: String,
    },
    /// `count` givers' notes on `item` within an hour, the latest by `by`.
    GiverNote {
        item_id: i64,
        item: String,
        by: String,
        count: u32,
        link: String,
    },
    /// `count` questions about the reader's (or `dependant`'s) `item`
    /// within an hour; never who asked.
    ItemQuestion {
        item_id: i64,
        item: String,
        count: u32,
        dependant: Option<String>,
        link: String,
    },
    /// A question about `item`, which the reader gives, was answered.
    ItemAnswer {
        item_id: i64,
        item: String,
        link: String,
    },
    /// A list the reader follows changed (issue 46): within an hour,
    /// `added` new items, `removed` taken off and `cheaper` price drops,
    /// the latest about `item`; `by` made every change (else several
    /// people did, or the price watcher).
    ListNews {
        list_id: i64,
        list: String,
        link: String,
        by_id: Option<i64>,
        by: Option<String>,
        added: u32,
        removed: u32,
        cheaper: u32,
        item: String,
    },
    /// Someone in the reader's circle is shopping for `occasion` ("your
    /// birthday", or a list's name): never who (issue 47).
    Nudge { occasion: String, link: String },
    /// The reader's own birthday is `days` away and their lists are empty.
    BirthdayNudge { days: i64, link: String },
}

/// How long a list's news keeps gathering into one notification: items one
/// person adds to one list within this of the first are one line ("Leo
/// added 3 items to Kara's 30th"), while it is unread.
pub const BATCH_WINDOW: chrono::Duration = chrono::Duration::hours(1);

/// What "Email me about my circle" gathers: news of people and lists
/// (reminders and price drops have their own emails).
pub const CIRCLE_KINDS: &[NotificationKind] = &[
    NotificationKind::ListItem,
    NotificationKind::ListInvite,
    NotificationKind::ClaimedItemChanged,
    NotificationKind::FriendRequest,
    NotificationKind::FriendAccepted,
    NotificationKind::ItemShared,
    NotificationKind::DateShared,
    NotificationKind::CoOwnerAdded,
    NotificationKind::GuardianAdded,
    NotificationKind::ExchangeAdded,
    NotificationKind::ExchangeDrawn,
    NotificationKind::ExchangeDrawCancelled,
    NotificationKind::ExchangePairsShown,
    NotificationKind::ExchangeRevealed,
    NotificationKind::ExchangeQuestion,
    NotificationKind::ExchangeAnswer,
    NotificationKind::ExchangeReminder,
    NotificationKind::ChipInPledge,
    NotificationKind::ChipInReached,
    NotificationKind::ChipInBought,
    NotificationKind::ChipInCancelled,
    NotificationKind::GiverNote,
    NotificationKind::ItemQuestion,
    NotificationKind::ItemAnswer,
    NotificationKind::ListNews,
];

/// At most one circle email in this long.
pub const CIRCLE_EMAIL_EVERY: chrono::Duration = chrono::Duration::hours(24);

/// A circle email to send: to whom, and the unread lines it gathers,
/// oldest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CircleDigest {
    pub user_id: UserId,
    pub to: String,
    pub lines: Vec<Words>,
}

/// A notice to email at once ([`Said::emails_at_once`]): to whom, and
/// its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeEmail {
    pub user_id: UserId,
    pub to: String,
    pub kind: NotificationKind,
    pub words: Words,
}

/// A notification's words: its line, its detail and the app path it opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    pub title: String,
    pub body: String,
    pub link: Option<String>,
}

impl From<Notification> for Words {
    /// A stored notification's line, detail and link (what an email repeats).
    fn from(n: Notification) -> Words {
        Words {
            title: n.title,
            body: n.body,
            link: n.link,
        }
    }
}

/// Where a guardian finds those they look after.
pub const DEPENDANTS_LINK: &str = "/family";

/// Where a giver finds the items friends shared with them.
pub const SHARED_ITEMS_LINK: &str = "/collaborative";

impl Said {
    pub fn kind(&self) -> NotificationKind {
        match self {
            Said::Reminder { .. } => NotificationKind::Reminder,
            Said::ListItem { .. } => NotificationKind::ListItem,
            Said::ListInvite { .. } => NotificationKind::ListInvite,
            Said::CoOwnerAdded { .. } => NotificationKind::CoOwnerAdded,
            Said::GuardianAdded { .. } => NotificationKind::GuardianAdded,
            Said::ClaimedItemChanged { .. } => NotificationKind::ClaimedItemChanged,
            Said::PriceDrop { .. } => NotificationKind::PriceDrop,
            Said::FriendRequest { .. } => NotificationKind::FriendRequest,
            Said::FriendAccepted { .. } => NotificationKind::FriendAccepted,
            Said::ItemShared { .. } => NotificationKind::ItemShared,
            Said::DateShared { .. } => NotificationKind::DateShared,
            Said::ExchangeAdded { .. } => NotificationKind::ExchangeAdded,
            Said::ExchangeDrawn { .. } => NotificationKind::ExchangeDrawn,
            Said::ExchangeDrawCancelled { .. } => NotificationKind::ExchangeDrawCancelled,
            Said::ExchangePairsShown { .. } => NotificationKind::ExchangePairsShown,
            Said::ExchangeRevealed { .. } => NotificationKind::ExchangeRevealed,
            Said::ExchangeQuestion { .. } => NotificationKind::ExchangeQuestion,
            Said::ExchangeAnswer { .. } => NotificationKind::ExchangeAnswer,
            Said::ExchangeReminder { .. } => NotificationKind::ExchangeReminder,
            Said::ChipInPledge { .. } => NotificationKind::ChipInPledge,
            Said::ChipInReached { .. } => NotificationKind::ChipInReached,
            Said::ChipInBought { .. } => NotificationKind::ChipInBought,
            Said::ChipInCancelled { .. } => NotificationKind::ChipInCancelled,
            Said::GiverNote { .. } => NotificationKind::GiverNote,
            Said::ItemQuestion { .. } => NotificationKind::ItemQuestion,
            Said::ItemAnswer { .. } => NotificationKind::ItemAnswer,
            Said::ListNews { .. } => NotificationKind::ListNews,
            Said::Nudge { .. } | Said::BirthdayNudge { .. } => NotificationKind::Nudge,
        }
    }

    /// Its words, in English (the one language today).
    pub fn words(&self) -> Words {
        let (title, body, link) = match self {
            Said::Reminder { title, body } => (title.clone(), body.clone(), None),
            Said::ListItem {
                adder,
                list_id,
                list,
                item,
                count,
                ..
            } => {
                let link = Some(group_list_link(ListId(*list_id)));
                if *count > 1 {
                    (
                        format!("{adder} added {count} items to {list}"),
                        format!("The latest: {item}"),
                        link,
                    )
                } else {
                    (format!("{adder} added {item}"), format!("On {list}"), link)
                }
            }
            Said::ListInvite {
                owner,
                list_id,
                list,
            } => (
                format!("{owner} added you to {list}"),
                "A group wishlist: add your wishes and plan gifts together.".to_owned(),
                Some(group_list_link(ListId(*list_id))),
            ),
            Said::CoOwnerAdded {
                owner,
                list_id,
                list,
            } => (
                format!("{owner} made you a co-owner of {list}"),
                "You keep this list together: you change its items and settings, and its claims stay hidden from you both.".to_owned(),
                Some(own_list_link(ListId(*list_id))),
            ),
            Said::GuardianAdded { by, dependant } => (
                format!("{by} made you a guardian of {dependant}"),
                format!("You keep {dependant}'s lists together, and see what is claimed on them so nobody buys twice."),
                Some(DEPENDANTS_LINK.to_owned()),
            ),
            Said::ClaimedItemChanged {
                item,
                deleted,
                link,
            } => {
                if *deleted {
                    (
                        format!("{item} was removed"),
                        "A gift you claimed is no longer on the list.".to_owned(),
                        Some(link.clone()),
                    )
                } else {
                    (
                        format!("{item} was changed"),
                        "A gift you claimed was changed: check it is still what you planned."
                            .to_owned(),
                        Some(link.clone()),
                    )
                }
            }
            Said::PriceDrop {
                item,
                from_cents,
                to_cents,
                shop,
                below_target,
                link,
            } => {
                let why = if *below_target {
                    "below your target price"
                } else {
                    "a price drop"
                };
                (
                    format!("{item} is now {}", money(*to_cents)),
                    format!("Was {} at {shop}: {why}.", money(*from_cents)),
                    Some(link.clone()),
                )
            }
            Said::FriendRequest { from } => (
                format!("{from} wants to be friends"),
                "Accept to share dates and wishlists with each other.".to_owned(),
                Some("/friends?tab=requests".to_owned()),
            ),
            Said::FriendAccepted { by } => (
                format!("{by} accepted your friend request"),
                "You can now share dates and wishlist items with each other.".to_owned(),
                Some("/friends?tab=friends".to_owned()),
            ),
            Said::ItemShared { by, item } => (
                format!("{by} shared {item} with you"),
                "An item from their wishlist: see it in Shared with Me.".to_owned(),
                Some(SHARED_ITEMS_LINK.to_owned()),
            ),
            Said::DateShared { by, title } => (
                format!("{by} shared {title} with you"),
                "A special date of theirs: see it on your dates.".to_owned(),
                Some("/dates".to_owned()),
            ),
            Said::ExchangeAdded {
                by,
                exchange_id,
                exchange,
                dependant,
            } => (
                match dependant {
                    Some(dependant) => format!("{by} added {dependant} to {exchange}"),
                    None => format!("{by} added you to {exchange}"),
                },
                "A gift exchange: once everyone is in, names are drawn and each giver sees only whom they give to.".to_owned(),
                Some(exchange_link(ExchangeId(*exchange_id))),
            ),
            Said::ExchangeDrawn {
                exchange_id,
                exchange,
                again,
            } => (
                if *again {
                    format!("The names for {exchange} were drawn again")
                } else {
                    format!("Names drawn for {exchange}: see whom you give to")
                },
                if *again {
                    "Forget the name you saw before: see whom you give to now."
                } else {
                    "Only you see whom you give to."
                }
                .to_owned(),
                Some(exchange_link(ExchangeId(*exchange_id))),
            ),
            Said::ExchangeDrawCancelled {
                exchange_id,
                exchange,
            } => (
                format!("The draw for {exchange} was cancelled"),
                "Forget the name you saw: the names will be drawn again.".to_owned(),
                Some(exchange_link(ExchangeId(*exchange_id))),
            ),
            Said::ExchangePairsShown {
                organiser,
                exchange_id,
                exchange,
            } => (
                format!("{organiser} can now see who gives to whom in {exchange}"),
                "The organiser chose to see every pair. Nobody else sees them.".to_owned(),
                Some(exchange_link(ExchangeId(*exchange_id))),
            ),
            Said::ExchangeRevealed {
                exchange_id,
                exchange,
            } => (
                format!("Who gave to whom in {exchange} is revealed"),
                "Everyone in the exchange can now see every pair.".to_owned(),
                Some(exchange_link(ExchangeId(*exchange_id))),
            ),
            Said::ExchangeQuestion {
                exchange_id,
                exchange,
                dependant,
            } => (
                match dependant {
                    Some(dependant) => {
                        format!("{dependant}'s Secret Santa in {exchange} asked a question")
                    }
                    None => format!("Your Secret Santa in {exchange} asked a question"),
                },
                "Answer it: they will not be named.".to_owned(),
                Some(exchange_link(ExchangeId(*exchange_id))),
            ),
            Said::ExchangeAnswer {
                exchange_id,
                exchange,
                dependant,
            } => (
                match dependant {
                    Some(dependant) => format!("{dependant}'s recipient in {exchange} answered"),
                    None => format!("Your recipient in {exchange} answered"),
                },
                "See the answer to your question.".to_owned(),
                Some(exchange_link(ExchangeId(*exchange_id))),
            ),
            Said::ExchangeReminder {
                exchange_id,
                exchange,
                days_to_go,
                bought,
                dependant,
            } => (
                match days_to_go {
                    ..=0 => format!("{exchange} is today"),
                    1 => format!("{exchange} is tomorrow"),
                    days => format!("{exchange} is in {days} days"),
                },
                match (dependant, bought) {
                    (None, true) => "Your gift is marked bought.".to_owned(),
                    (None, false) => {
                        "Your gift is not marked bought yet: see whom you give to.".to_owned()
                    }
                    (Some(dependant), true) => format!("{dependant}'s gift is marked bought."),
                    (Some(dependant), false) => format!(
                        "{dependant}'s gift is not marked bought yet: see whom they give to."
                    ),
                },
                Some(exchange_link(ExchangeId(*exchange_id))),
            ),
            Said::ChipInPledge {
                item,
                by,
                count,
                link,
                ..
            } => (
                if *count > 1 {
                    format!("{count} new pledges for {item}")
                } else {
                    format!("{by} chipped in for {item}")
                },
                "See how close the shared gift is to its target.".to_owned(),
                Some(link.clone()),
            ),
            Said::ChipInReached {
                item,
                organiser,
                link,
                ..
            } => (
                format!("The pledges for {item} reached the target"),
                if *organiser {
                    "Buy it, then mark it bought."
                } else {
                    "The organiser can buy it now."
                }
                .to_owned(),
                Some(link.clone()),
            ),
            Said::ChipInBought { item, link, .. } => (
                format!("{item} is bought"),
                "The organiser bought the gift you chipped in for.".to_owned(),
                Some(link.clone()),
            ),
            Said::ChipInCancelled { item, link, .. } => (
                format!("Chipping in for {item} was cancelled"),
                "Your pledge is returned: you owe nothing.".to_owned(),
                Some(link.clone()),
            ),
            Said::GiverNote {
                item,
                by,
                count,
                link,
                ..
            } => (
                if *count > 1 {
                    format!("{count} new notes on {item}")
                } else {
                    format!("{by} left a note on {item}")
                },
                "Only the givers see these notes.".to_owned(),
                Some(link.clone()),
            ),
            Said::ItemQuestion {
                item,
                count,
                dependant,
                link,
                ..
            } => (
                match (dependant, *count > 1) {
                    (None, false) => format!("A giver asked about {item}"),
                    (None, true) => format!("{count} questions about {item}"),
                    (Some(d), false) => format!("A giver asked about {d}'s {item}"),
                    (Some(d), true) => format!("{count} questions about {d}'s {item}"),
                },
                "Answer from your list: the giver is not named.".to_owned(),
                Some(link.clone()),
            ),
            Said::ItemAnswer { item, link, .. } => (
                format!("A question about {item} was answered"),
                "See the answer beside the gift.".to_owned(),
                Some(link.clone()),
            ),
            Said::ListNews {
                list,
                link,
                by,
                added,
                removed,
                cheaper,
                item,
                ..
            } => {
                let (title, body) = list_news_words(list, by.as_deref(), *added, *removed, *cheaper, item);
                (title, body, Some(link.clone()))
            }
            Said::Nudge { occasion, link } => (
                format!("Someone in your circle is shopping for {occasion}"),
                "It's a good time to add a few ideas to your list. We never say who asked."
                    .to_owned(),
                Some(link.clone()),
            ),
            Said::BirthdayNudge { days, link } => (
                format!("Your birthday is in {days} days"),
                "Your wishlist is empty: add a few ideas so your circle knows what you would like."
                    .to_owned(),
                Some(link.clone()),
            ),
        };
        Words { title, body, link }
    }

    /// Takes `newer` into this unread notification when they are one
    /// batch (the same person's items on the same list); whether it did.
    pub fn absorb(&mut self, newer: &Said) -> bool {
        match (self, newer) {
            (
                Said::ListItem {
                    adder_id,
                    list_id,
                    list,
                    item,
                    count,
                    ..
                },
                Said::ListItem {
                    adder_id: newer_adder,
                    list_id: newer_list,
                    list: newer_list_name,
                    item: newer_item,
                    count: newer_count,
                    ..
                },
            ) if adder_id == newer_adder && adder_id.is_some() && list_id == newer_list => {
                *count += newer_count;
                item.clone_from(newer_item);
                list.clone_from(newer_list_name);
                true
            }
            // An item's talk and pledges gather per item (issue 45).
            (
                Said::ChipInPledge {
                    item_id, by, count, ..
                },
                Said::ChipInPledge {
                    item_id: newer_item,
                    by: newer_by,
                    count: newer_count,
                    ..
                },
            )
            | (
                Said::GiverNote {
                    item_id, by, count, ..
                },
                Said::GiverNote {
                    item_id: newer_item,
                    by: newer_by,
                    count: newer_count,
                    ..
                },
            ) if item_id == newer_item => {
                *count += newer_count;
                by.clone_from(newer_by);
                true
            }
            // A followed list's news gathers per list, whoever made it.
            (
                Said::ListNews {
                    list_id,
                    list,
                    by_id,
                    by,
                    added,
                    removed,
                    cheaper,
                    item,
                    ..
                },
                Said::ListNews {
                    list_id: newer_list,
                    list: newer_name,
                    by_id: newer_by_id,
                    by: newer_by,
                    added: newer_added,
                    removed: newer_removed,
                    cheaper: newer_cheaper,
                    item: newer_item,
                    ..
                },
            ) if list_id == newer_list => {
                *added += newer_added;
                *removed += newer_removed;
                *cheaper += newer_cheaper;
                if by_id.is_none() || by_id != newer_by_id {
                    *by_id = None;
                    *by = None;
                } else {
                    by.clone_from(newer_by);
                }
                item.clone_from(newer_item);
                list.clone_from(newer_name);
                true
            }
            (
                Said::ItemQuestion { item_id, count, .. },
                Said::ItemQuestion {
                    item_id: newer_item,
                    count: newer_count,
                    ..
                },
            ) if item_id == newer_item => {
                *count += newer_count;
                true
            }
            _ => false,
        }
    }

    /// Whether notices of this kind gather into one while unread.
    pub fn batches(&self) -> bool {
        matches!(
            self,
            Said::ListItem { .. }
                | Said::ListNews { .. }
                | Said::ChipInPledge { .. }
                | Said::GiverNote { .. }
                | Said::ItemQuestion { .. }
        )
    }

    /// Whether it is emailed as well as shown in the bell, whatever the
    /// reader's email settings: a gift they claimed was taken off its list
    /// (they may have bought it already).
    pub fn emails_at_once(&self) -> bool {
        matches!(
            self,
            Said::ClaimedItemChanged { deleted: true, .. }
                | Said::Nudge { .. }
                | Said::BirthdayNudge { .. }
        )
    }
}

/// A followed list's news in words: one person's additions read as before
/// ("Leo added 3 items to Kara's 30th"); anything else is counted.
fn list_news_words(
    list: &str,
    by: Option<&str>,
    added: u32,
    removed: u32,
    cheaper: u32,
    item: &str,
) -> (String, String) {
    let latest = format!("The latest: {item}");
    match (added, removed, cheaper) {
        (1, 0, 0) => match by {
            Some(by) => (format!("{by} added {item}"), format!("On {list}")),
            None => (
                format!("{item} was added to {list}"),
                "A list you follow changed.".to_owned(),
            ),
        },
        (n, 0, 0) => match by {
            Some(by) => (format!("{by} added {n} items to {list}"), latest),
            None => (format!("{n} new items on {list}"), latest),
        },
        (0, 1, 0) => (
            format!("{item} was taken off {list}"),
            "A list you follow changed.".to_owned(),
        ),
        (0, n, 0) => (format!("{n} items were taken off {list}"), latest),
        (0, 0, 1) => (
            format!("{item} is cheaper on {list}"),
            "Its price dropped: see it on the list.".to_owned(),
        ),
        (0, 0, n) => (format!("{n} price drops on {list}"), latest),
        _ => {
            let counted = |n: u32, one: &str, many: &str| match n {
                0 => None,
                1 => Some(format!("1 {one}")),
                n => Some(format!("{n} {many}")),
            };
            let parts: Vec<String> = [
                counted(added, "new item", "new items"),
                counted(removed, "taken off", "taken off"),
                counted(cheaper, "price drop", "price drops"),
            ]
            .into_iter()
            .flatten()
            .collect();
            (
                format!("{list} changed"),
                format!("{}. {latest}", parts.join(", ")),
            )
        }
    }
}

/// The page of a group list.
pub fn group_list_link(id: ListId) -> String {
    format!("/collaborative/{id}")
}

/// Where a friend (or a friend of a dependant's guardian) opens a list
/// shown to them.
pub fn friend_list_link(id: ListId) -> String {
    format!("/wishlist/{id}")
}

/// Where a list of one's own (or one kept with its owner) opens.
pub fn own_list_link(id: ListId) -> String {
    format!("/wishlist?list={id}")
}

/// The page of a gift exchange.
pub fn exchange_link(id: ExchangeId) -> String {
    format!("/exchanges/{id}")
}

impl Notice {
    /// An item `giver` claimed was changed (`deleted` false) or deleted;
    /// `link` is where it is (a group list's page, or the shared items).
    pub fn claimed_item_changed(
        giver: UserId,
        item_name: &str,
        deleted: bool,
        link: &str,
    ) -> Notice {
        Notice {
            user_id: giver,
            said: Said::ClaimedItemChanged {
                item: item_name.to_owned(),
                deleted,
                link: link.to_owned(),
            },
        }
    }

    /// `owner` put `member` on `list`.
    pub fn invited(member: UserId, list: &GroupList, owner: &PersonName) -> Notice {
        Notice {
            user_id: member,
            said: Said::ListInvite {
                owner: owner.short(),
                list_id: list.id.0,
                list: list.input.name.clone(),
            },
        }
    }

    /// `owner` made `co_owner` a co-owner of `list`.
    pub fn made_co_owner(
        co_owner: UserId,
        list: &crate::own_list::OwnList,
        owner: &PersonName,
    ) -> Notice {
        Notice {
            user_id: co_owner,
            said: Said::CoOwnerAdded {
                owner: owner.short(),
                list_id: list.id.0,
                list: list.input.name.clone(),
            },
        }
    }

    /// `by` made `guardian` a guardian of `dependant`.
    pub fn made_guardian(guardian: UserId, dependant: &str, by: &PersonName) -> Notice {
        Notice {
            user_id: guardian,
            said: Said::GuardianAdded {
                by: by.short(),
                dependant: dependant.to_owned(),
            },
        }
    }

    /// `sender` asked `receiver` (who has an account) to be friends.
    pub fn friend_request(receiver: UserId, sender: &PersonName) -> Notice {
        Notice {
            user_id: receiver,
            said: Said::FriendRequest {
                from: sender.display(),
            },
        }
    }

    /// `receiver` accepted `sender`'s request.
    pub fn friend_accepted(sender: UserId, receiver: &PersonName) -> Notice {
        Notice {
            user_id: sender,
            said: Said::FriendAccepted {
                by: receiver.display(),
            },
        }
    }

    /// `owner` shared their item `item` with `friend`.
    pub fn item_shared(friend: UserId, owner: &PersonName, item: &str) -> Notice {
        Notice {
            user_id: friend,
            said: Said::ItemShared {
                by: owner.display(),
                item: item.to_owned(),
            },
        }
    }

    /// `owner` shared their date `title` with `friend`.
    pub fn date_shared(friend: UserId, owner: &PersonName, title: &str) -> Notice {
        Notice {
            user_id: friend,
            said: Said::DateShared {
                by: owner.display(),
                title: title.to_owned(),
            },
        }
    }

    /// `by` put `user` in `exchange` (for `dependant`, whom they look
    /// after, when given).
    pub fn exchange_added(
        user: UserId,
        exchange: &Exchange,
        by: &PersonName,
        dependant: Option<&str>,
    ) -> Notice {
        Notice {
            user_id: user,
            said: Said::ExchangeAdded {
                by: by.short(),
                exchange_id: exchange.id.0,
                exchange: exchange.input.name.clone(),
                dependant: dependant.map(str::to_owned),
            },
        }
    }

    /// `exchange`'s names were drawn (`again`: anew, after someone saw theirs).
    pub fn exchange_drawn(user: UserId, exchange: &Exchange, again: bool) -> Notice {
        Notice {
            user_id: user,
            said: Said::ExchangeDrawn {
                exchange_id: exchange.id.0,
                exchange: exchange.input.name.clone(),
                again,
            },
        }
    }

    pub fn exchange_draw_cancelled(user: UserId, exchange: &Exchange) -> Notice {
        Notice {
            user_id: user,
            said: Said::ExchangeDrawCancelled {
                exchange_id: exchange.id.0,
                exchange: exchange.input.name.clone(),
            },
        }
    }

    pub fn exchange_pairs_shown(user: UserId, exchange: &Exchange) -> Notice {
        Notice {
            user_id: user,
            said: Said::ExchangePairsShown {
                organiser: exchange.organiser_name.short(),
                exchange_id: exchange.id.0,
                exchange: exchange.input.name.clone(),
            },
        }
    }

    pub fn exchange_revealed(user: UserId, exchange: &Exchange) -> Notice {
        Notice {
            user_id: user,
            said: Said::ExchangeRevealed {
                exchange_id: exchange.id.0,
                exchange: exchange.input.name.clone(),
            },
        }
    }

    /// A question for `user` (or `dependant`, whom they look after) from
    /// their Secret Santa, unnamed.
    pub fn exchange_question(user: UserId, exchange: &Exchange, dependant: Option<&str>) -> Notice {
        Notice {
            user_id: user,
            said: Said::ExchangeQuestion {
                exchange_id: exchange.id.0,
                exchange: exchange.input.name.clone(),
                dependant: dependant.map(str::to_owned),
            },
        }
    }

    /// An answer for `user` (or `dependant`, whom they look after) from
    /// their recipient.
    pub fn exchange_answer(user: UserId, exchange: &Exchange, dependant: Option<&str>) -> Notice {
        Notice {
            user_id: user,
            said: Said::ExchangeAnswer {
                exchange_id: exchange.id.0,
                exchange: exchange.input.name.clone(),
                dependant: dependant.map(str::to_owned),
            },
        }
    }

    /// A giver's reminder before the day (`giver` the participant it is
    /// for: the reader, or a dependant they look after).
    pub fn exchange_reminder(
        user: UserId,
        exchange: &Exchange,
        days_to_go: i64,
        giver: &crate::exchange::Participant,
    ) -> Notice {
        Notice {
            user_id: user,
            said: Said::ExchangeReminder {
                exchange_id: exchange.id.0,
                exchange: exchange.input.name.clone(),
                days_to_go,
                bought: giver.bought_at.is_some(),
                dependant: giver.dependant_name().map(str::to_owned),
            },
        }
    }

    pub fn words(&self) -> Words {
        self.said.words()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn added(adder_id: Option<i64>, list_id: i64, item: &str) -> Said {
        Said::ListItem {
            adder_id,
            adder: "Leo".to_owned(),
            list_id,
            list: "Kara's 30th".to_owned(),
            item: item.to_owned(),
            count: 1,
        }
    }

    #[test]
    fn one_persons_items_on_one_list_gather_into_one_line() {
        let mut line = added(Some(7), 3, "Scarf");
        assert_eq!(line.words().title, "Leo added Scarf");
        assert_eq!(line.words().body, "On Kara's 30th");
        assert!(line.absorb(&added(Some(7), 3, "Gloves")));
        assert!(line.absorb(&added(Some(7), 3, "Hat")));
        let words = line.words();
        assert_eq!(words.title, "Leo added 3 items to Kara's 30th");
        assert_eq!(words.body, "The latest: Hat");
        assert_eq!(words.link.as_deref(), Some("/collaborative/3"));
        // Another list, another person, someone whose account is gone, or
        // another kind: a line of its own.
        assert!(!line.absorb(&added(Some(7), 4, "Book")));
        assert!(!line.absorb(&added(Some(8), 3, "Book")));
        assert!(!added(None, 3, "Book").absorb(&added(None, 3, "Pen")));
        assert!(!line.absorb(&Said::FriendRequest {
            from: "Leo".to_owned()
        }));
        assert!(line.batches());
        assert!(!Said::FriendAccepted { by: "Leo".into() }.batches());
    }

    #[test]
    fn people_events_say_who_and_open_where_it_is() {
        let words = |said: Said| {
            let w = said.words();
            (w.title, w.link)
        };
        assert_eq!(
            words(Said::FriendRequest {
                from: "Leo Park".into()
            }),
            (
                "Leo Park wants to be friends".to_owned(),
                Some("/friends?tab=requests".to_owned())
            )
        );
        assert_eq!(
            words(Said::FriendAccepted {
                by: "Leo Park".into()
            })
            .0,
            "Leo Park accepted your friend request"
        );
        assert_eq!(
            words(Said::ItemShared {
                by: "Ada Lovelace".into(),
                item: "Teapot".into()
            }),
            (
                "Ada Lovelace shared Teapot with you".to_owned(),
                Some(SHARED_ITEMS_LINK.to_owned())
            )
        );
        assert_eq!(
            words(Said::DateShared {
                by: "Ada Lovelace".into(),
                title: "Mum's birthday".into()
            }),
            (
                "Ada Lovelace shared Mum's birthday with you".to_owned(),
                Some("/dates".to_owned())
            )
        );
    }

    /// A store rebuilds what was said from its kind's name and arguments,
    /// so each variant's tag must be its kind's name.
    #[test]
    fn exchange_news_is_stored_under_its_kind_and_names_no_pair() {
        let exchange_id = 4;
        let name = "Family Santa".to_owned();
        let all = [
            Said::ExchangeAdded {
                by: "Ann".into(),
                exchange_id,
                exchange: name.clone(),
                dependant: Some("Mia".into()),
            },
            Said::ExchangeDrawn {
                exchange_id,
                exchange: name.clone(),
                again: true,
            },
            Said::ExchangeDrawCancelled {
                exchange_id,
                exchange: name.clone(),
            },
            Said::ExchangePairsShown {
                organiser: "Ann".into(),
                exchange_id,
                exchange: name.clone(),
            },
            Said::ExchangeRevealed {
                exchange_id,
                exchange: name.clone(),
            },
            Said::ExchangeQuestion {
                exchange_id,
                exchange: name.clone(),
                dependant: None,
            },
            Said::ExchangeAnswer {
                exchange_id,
                exchange: name.clone(),
                dependant: Some("Mia".into()),
            },
        ];
        for said in all {
            let value = serde_json::to_value(&said).unwrap();
            assert_eq!(value["kind"], said.kind().as_str());
            assert_eq!(serde_json::from_value::<Said>(value).unwrap(), said);
            assert!(CIRCLE_KINDS.contains(&said.kind()));
            assert_eq!(said.words().link.as_deref(), Some("/exchanges/4"));
        }
        let title = |said: Said| said.words().title;
        assert_eq!(
            title(Said::ExchangeDrawn {
                exchange_id,
                exchange: name.clone(),
                again: false
            }),
            "Names drawn for Family Santa: see whom you give to"
        );
        assert_eq!(
            title(Said::ExchangeQuestion {
                exchange_id,
                exchange: name.clone(),
                dependant: Some("Mia".into())
            }),
            "Mia's Secret Santa in Family Santa asked a question"
        );
    }

    #[test]
    fn what_is_said_is_stored_as_its_kind_and_arguments() {
        let said = added(Some(7), 3, "Scarf");
        let value = serde_json::to_value(&said).unwrap();
        assert_eq!(value["kind"], said.kind().as_str());
        assert_eq!(value["adderId"], 7);
        assert_eq!(value["listId"], 3);
        assert_eq!(serde_json::from_value::<Said>(value).unwrap(), said);
    }

    #[test]
    fn an_items_talk_and_pledges_gather_per_item_and_never_name_an_asker() {
        let link = "/wishlist/7".to_owned();
        let pledge = |item_id, by: &str| Said::ChipInPledge {
            item_id,
            item: "Bike".into(),
            by: by.into(),
            count: 1,
            link: link.clone(),
        };
        let all = [
            pledge(3, "Ben Cole"),
            Said::ChipInReached {
                item_id: 3,
                item: "Bike".into(),
                organiser: true,
                link: link.clone(),
            },
            Said::ChipInBought {
                item_id: 3,
                item: "Bike".into(),
                link: link.clone(),
            },
            Said::ChipInCancelled {
                item_id: 3,
                item: "Bike".into(),
                link: link.clone(),
            },
            Said::GiverNote {
                item_id: 3,
                item: "Bike".into(),
                by: "Ben Cole".into(),
                count: 1,
                link: link.clone(),
            },
            Said::ItemQuestion {
                item_id: 3,
                item: "Bike".into(),
                count: 1,
                dependant: None,
                link: link.clone(),
            },
            Said::ItemAnswer {
                item_id: 3,
                item: "Bike".into(),
                link: link.clone(),
            },
        ];
        for said in &all {
            let value = serde_json::to_value(said).unwrap();
            assert_eq!(value["kind"], said.kind().as_str());
            assert_eq!(&serde_json::from_value::<Said>(value).unwrap(), said);
            // Emailed to those who asked for their circle's news.
            assert!(CIRCLE_KINDS.contains(&said.kind()));
            assert_eq!(said.words().link.as_deref(), Some("/wishlist/7"));
        }
        // Pledges on one item gather, the latest giver named; another item's stay apart.
        let mut first = pledge(3, "Ben Cole");
        assert!(first.batches());
        assert!(first.absorb(&pledge(3, "Cat Diaz")));
        assert!(!first.absorb(&pledge(4, "Cat Diaz")));
        assert_eq!(first.words().title, "2 new pledges for Bike");
        assert_eq!(
            pledge(3, "Ben Cole").words().title,
            "Ben Cole chipped in for Bike"
        );
        // A question's news says a giver asked, and how many, never who.
        let mut asked = all[5].clone();
        assert!(asked.absorb(&all[5]));
        assert_eq!(asked.words().title, "2 questions about Bike");
        let for_mia = Said::ItemQuestion {
            item_id: 3,
            item: "Kite".into(),
            count: 1,
            dependant: Some("Mia".into()),
            link: link.clone(),
        };
        assert_eq!(for_mia.words().title, "A giver asked about Mia's Kite");
        assert!(!all[1].batches() && !all[6].batches());
    }
}
