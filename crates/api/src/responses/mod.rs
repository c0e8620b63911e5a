//! The JSON answers more than one route file gives: an item, a list as its
//! member sees it, an item shared with me, a special date, and what a viewer
//! may know of claims. Route files share them from here and never import
//! each other.

pub mod claims;
pub mod dates;
pub mod group_lists;
pub mod items;
pub mod lists;
pub mod sharing;
