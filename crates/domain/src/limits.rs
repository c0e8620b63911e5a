//! How much one person may keep, and how often they may import: caps far
//! above what a person needs, and above one import's maximum
//! ([`crate::contact_import::IMPORT_MAX_CONTACTS`], 5,000), so that no
//! account grows its lists without bound. (Measured before the caps: a loop
//! of 5,000-contact imports made `GET /api/dates` 3.7 MB and stalled other
//! people's writes for up to 2 s.)

/// Contacts one person may keep.
pub const MAX_CONTACTS: u64 = 10_000;
/// Special dates one person may keep: two per contact (a birthday and an
/// anniversary) at the contact cap.
pub const MAX_SPECIAL_DATES: u64 = 20_000;
/// Items one wishlist may hold.
pub const MAX_WISHLIST_ITEMS: u64 = 2_000;
/// Contact imports one person may run in an hour.
pub const IMPORTS_PER_HOUR: u32 = 10;
/// Group wishlists one person may create.
pub const MAX_GROUP_LISTS: u64 = 500;
/// People on one group wishlist, its creator included.
pub const MAX_GROUP_MEMBERS: u64 = 200;
/// Items one group wishlist may hold.
pub const MAX_GROUP_ITEMS: u64 = 2_000;
/// Lists one person may keep besides their default wishlist.
pub const MAX_OWN_LISTS: u64 = 100;
/// Items one move or copy takes at once.
pub const MAX_ITEMS_PER_MOVE: usize = 500;
/// People who keep one list with its owner.
pub const MAX_CO_OWNERS: u64 = 10;
/// Guardians per dependant, and dependants per guardian (issue 40).
pub const MAX_GUARDIANS: u64 = 10;
pub const MAX_DEPENDANTS: u64 = 50;
