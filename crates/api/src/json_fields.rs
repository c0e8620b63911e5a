//! JSON shapes shared by the routes: instants as RFC 3339 UTC, "sent as
//! null" told apart from "not sent", and the answer to a delete.

use chrono::{DateTime, NaiveDateTime, TimeZone as _, Utc};
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;

/// A stored UTC instant as the API sends it.
pub fn utc(at: NaiveDateTime) -> DateTime<Utc> {
    Utc.from_utc_datetime(&at)
}

/// `Some(None)` for an explicit JSON null, `None` when the field is absent.
pub fn double_option<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// The answer to a delete.
#[derive(Debug, Serialize, ToSchema)]
pub struct Deleted {
    pub id: i64,
    pub deleted: bool,
}

impl Deleted {
    pub fn id(id: i64) -> Deleted {
        Deleted { id, deleted: true }
    }
}
