//! Presently's domain: entities, validation rules and pure product logic.
//! No IO here: no database, HTTP or file access (the outer crates do that).

pub mod calendar;
pub mod contact;
pub mod greeting;
pub mod messages;
pub mod special_date;
pub mod time_zone;
pub mod user;
pub mod validation;
pub mod wishlist;

pub use validation::{FieldErrors, ValidationError};
