//! The three ways a person I keep gifts and budgets for is named: one of
//! my contacts, a friend, or someone looked after (issues 43 and 44).

use domain::gift::GiftPerson;
use domain::ids::{ContactId, DependantId, UserId};
use domain::messages;

use crate::error::ApiError;

/// Exactly one of the three names whom a gift (or an amount) is for.
pub fn person_of(
    contact_id: Option<i64>,
    friend_id: Option<i64>,
    dependant_id: Option<i64>,
) -> Result<GiftPerson, ApiError> {
    match (contact_id, friend_id, dependant_id) {
        (Some(id), None, None) => Ok(GiftPerson::Contact(ContactId(id))),
        (None, Some(id), None) => Ok(GiftPerson::Friend(UserId(id))),
        (None, None, Some(id)) => Ok(GiftPerson::Dependant(DependantId(id))),
        _ => Err(ApiError::BadRequest(
            messages::GIFT_PERSON_ONE_OF.to_owned(),
        )),
    }
}
