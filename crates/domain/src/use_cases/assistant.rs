//! What Ask Presently may know about me: my circle (first names,
//! relationships, interests) and my coming dates, unless I turned that off.

use chrono::{DateTime, Utc};

use crate::assistant::CirclePerson;
use crate::ids::UserId;
use crate::ports::{AssistantSettingsStore, ContactStore, SpecialDateStore, StoreError};
use crate::recommendation::GiftOccasion;
use crate::use_cases::dates::DateError;
use crate::use_cases::recommendations::coming_occasions;

/// The people and dates an answer may be grounded in.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AssistantContext {
    pub use_circle: bool,
    pub circle: Vec<CirclePerson>,
    pub occasions: Vec<GiftOccasion>,
}

/// My circle and coming dates for the assistant; nothing when I turned the
/// circle off (then nothing about them is read either).
pub fn assistant_context<S: AssistantSettingsStore + ContactStore + SpecialDateStore>(
    store: &mut S,
    me: UserId,
    now: DateTime<Utc>,
) -> Result<AssistantContext, DateError> {
    if !store.assistant_uses_circle(me)? {
        return Ok(AssistantContext::default());
    }
    let circle = store
        .contacts(me)?
        .iter()
        .filter_map(CirclePerson::of)
        .collect();
    let occasions = coming_occasions(store, me, now)?;
    Ok(AssistantContext {
        use_circle: true,
        circle,
        occasions,
    })
}

/// Whether my circle grounds the assistant.
pub fn assistant_uses_circle<S: AssistantSettingsStore>(
    store: &mut S,
    me: UserId,
) -> Result<bool, StoreError> {
    store.assistant_uses_circle(me)
}

/// Turns the circle grounding on or off; answers the new setting.
pub fn set_assistant_uses_circle<S: AssistantSettingsStore>(
    store: &mut S,
    me: UserId,
    on: bool,
) -> Result<bool, StoreError> {
    store.set_assistant_uses_circle(me, on)?;
    Ok(on)
}
