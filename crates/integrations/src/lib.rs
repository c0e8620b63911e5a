//! Adapters for the outside world: mail, iCalendar, and (with the issues
//! that need them) partner catalog, AI, product pages and vCard. Each works
//! offline by default and talks to a live service behind configuration.

pub mod catalog;
pub mod geocode;
pub mod gift_guides;
pub mod gift_ideas;
pub mod icalendar;
pub mod item_import;
pub mod mail;
pub mod product_page;
pub mod recommendations;
pub mod vcard;
