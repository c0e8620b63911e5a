use domain::group_list::MemberRole;
use domain::ids::{ListId, UserId};
use domain::ports::{FollowStore, StoreError};

use super::InMemoryStore;

impl FollowStore for InMemoryStore {
    fn follow_choice(&mut self, list: ListId, user: UserId) -> Result<Option<bool>, StoreError> {
        self.call("follow_choice")?;
        Ok(self.state.follows.get(&(list, user)).copied())
    }

    fn choose_follow(
        &mut self,
        list: ListId,
        user: UserId,
        follow: bool,
    ) -> Result<(), StoreError> {
        self.call("choose_follow")?;
        self.state.follows.insert((list, user), follow);
        Ok(())
    }

    fn list_followers(&mut self, list: ListId) -> Result<Vec<UserId>, StoreError> {
        self.call("list_followers")?;
        let members = self
            .state
            .group_members
            .iter()
            .filter(|((l, _), role)| {
                *l == list && matches!(role, MemberRole::Owner | MemberRole::Member)
            })
            .map(|((_, user), _)| *user)
            .filter(|user| self.state.follows.get(&(list, *user)) != Some(&false));
        let chosen = self
            .state
            .follows
            .iter()
            .filter(|((l, _), follows)| *l == list && **follows)
            .map(|((_, user), _)| *user);
        let mut followers: Vec<UserId> = members.chain(chosen).collect();
        followers.sort();
        followers.dedup();
        Ok(followers)
    }
}
