//! Presently's domain: entities, validation rules and pure product logic.
//! No IO here: no database, HTTP or file access (the outer crates do that).

/// A closed set of names stored and sent as lower-case text: `ALL`,
/// `as_str`, the human `label` and a case-insensitive `parse`. It is sent as
/// its name (`Serialize`) and documented as an enum of the names
/// (`utoipa::ToSchema`, under the type's name or the one given with `as`).
/// Request bodies keep such fields as text and `parse` them, so that the
/// domain answers a wrong value with the spec's message.
/// Defined before the modules so each can use it.
macro_rules! string_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $text:literal / $label:literal),+ $(,)? }) => {
        string_enum!(@schema stringify!($name); $(#[$meta])* $name { $($variant => $text / $label),+ });
    };
    ($(#[$meta:meta])* $name:ident as $schema:literal { $($variant:ident => $text:literal / $label:literal),+ $(,)? }) => {
        string_enum!(@schema $schema; $(#[$meta])* $name { $($variant => $text / $label),+ });
    };
    (@schema $schema:expr; $(#[$meta:meta])* $name:ident { $($variant:ident => $text:literal / $label:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            /// The label people read ('Birthday').
            pub fn label(self) -> &'static str {
                match self { $($name::$variant => $label),+ }
            }

            /// Case-insensitive parse of the stored or sent name.
            pub fn parse(text: &str) -> Option<$name> {
                let text = text.trim();
                $name::ALL.iter().copied().find(|v| v.as_str().eq_ignore_ascii_case(text))
            }

            /// Every name, in order (the document's enum, a request rule).
            pub fn names() -> Vec<&'static str> {
                $name::ALL.iter().map(|v| v.as_str()).collect()
            }

            /// The names, then the labels that differ from them: what a
            /// request may send where labels are taken ('Friend', 'Baby Shower').
            pub fn names_and_labels() -> Vec<&'static str> {
                let mut all = $name::names();
                for label in $name::ALL.iter().map(|v| v.label()) {
                    if !all.contains(&label) {
                        all.push(label);
                    }
                }
                all
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        /// Reads what `parse` reads (an answer read back, a stored value).
        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                $name::parse(&text).ok_or_else(|| {
                    serde::de::Error::unknown_variant(&text, &[$($text),+])
                })
            }
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::schema::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .enum_values(Some($name::names()))
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {
            fn name() -> std::borrow::Cow<'static, str> {
                std::borrow::Cow::Borrowed($schema)
            }
        }
    };
}

pub mod access_token;
pub mod account;
pub mod assistant;
pub mod budget;
pub mod calendar;
pub mod call_limit;
pub mod chip_in;
pub mod claim;
pub mod clock;
pub mod contact;
pub mod contact_import;
pub mod dependant;
pub mod digest;
pub mod draw;
pub mod email;
pub mod exchange;
pub mod friend;
pub mod gift;
pub mod gift_guide;
pub mod gift_idea;
pub mod greeting;
pub mod group_list;
pub mod holiday;
pub mod idempotency;
pub mod ids;
pub mod item;
pub mod item_import;
pub mod item_talk;
pub mod limits;
pub mod messages;
pub mod money;
pub mod notification;
pub mod own_list;
pub mod ports;
pub mod price_watch;
pub mod product;
pub mod recommendation;
pub mod reminder;
pub mod session;
pub mod sharing;
pub mod special_date;
pub mod time_zone;
pub mod token;
pub mod typescript;
pub mod use_cases;
pub mod user;
pub mod validation;
pub mod wishlist;

pub use ports::StoreError;
pub use validation::{FieldErrors, ValidationError};
