//! Following lists (issue 46): who chose to follow or not.

use super::StoreError;
use crate::ids::{ListId, UserId};

pub trait FollowStore {
    /// What `user` chose for `list`: to follow it (`true`), not to (`false`),
    /// or nothing yet (`None`: a group list's members follow it then).
    fn follow_choice(&mut self, list: ListId, user: UserId) -> Result<Option<bool>, StoreError>;
    /// Records `user`'s choice for `list`, over any earlier one.
    fn choose_follow(&mut self, list: ListId, user: UserId, follow: bool)
        -> Result<(), StoreError>;
    /// Who may follow `list`: those who chose to, and the members of a
    /// group list who did not choose not to. Whether each still sees it is
    /// the use case's to ask.
    fn list_followers(&mut self, list: ListId) -> Result<Vec<UserId>, StoreError>;
}
