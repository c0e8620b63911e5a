//! The in-memory friends store.

use super::*;

impl InMemoryStore {
    /// The pending request from `sender` that `to` picks.
    fn pending_from(
        &self,
        sender: UserId,
        to: impl Fn(&StoredRequest) -> bool,
    ) -> Option<FriendRequestId> {
        self.state
            .requests
            .iter()
            .find(|(_, r)| r.sender == sender && r.status == FriendRequestStatus::Pending && to(r))
            .map(|(id, _)| *id)
    }
}

impl FriendStore for InMemoryStore {
    fn are_friends(&mut self, a: UserId, b: UserId) -> Result<bool, StoreError> {
        self.call("are_friends")?;
        Ok(self.befriended(a, b))
    }

    fn pending_request(
        &mut self,
        sender: UserId,
        receiver: UserId,
    ) -> Result<Option<FriendRequestId>, StoreError> {
        self.call("pending_request")?;
        Ok(self.pending_from(sender, |r| r.receiver == Some(receiver)))
    }

    fn requests_sent_since(
        &mut self,
        sender: UserId,
        since: NaiveDateTime,
    ) -> Result<u64, StoreError> {
        self.call("requests_sent_since")?;
        let count = self
            .state
            .requests
            .values()
            .filter(|r| r.sender == sender && r.created_at >= since)
            .count();
        Ok(u64::try_from(count).unwrap())
    }

    fn pending_request_to_address(
        &mut self,
        sender: UserId,
        email: &str,
    ) -> Result<Option<FriendRequestId>, StoreError> {
        self.call("pending_request_to_address")?;
        Ok(self.pending_from(sender, |r| r.receiver_email == email))
    }

    fn create_request(
        &mut self,
        sender: UserId,
        receiver: Option<UserId>,
        receiver_email: &str,
    ) -> Result<FriendRequestId, StoreError> {
        self.call("create_request")?;
        let pending = self.state.requests.values().any(|r| {
            r.sender == sender
                && r.status == FriendRequestStatus::Pending
                && ((receiver.is_some() && r.receiver == receiver)
                    || r.receiver_email == receiver_email)
        });
        if pending {
            return Err(StoreError::Conflict(Conflict::PendingRequest));
        }
        let id = FriendRequestId(self.state.next_id());
        self.state.requests.insert(
            id,
            StoredRequest {
                sender,
                receiver,
                receiver_email: receiver_email.to_owned(),
                status: FriendRequestStatus::Pending,
                created_at: self.now,
            },
        );
        Ok(id)
    }

    fn bind_requests_to(&mut self, user: UserId, email: &str) -> Result<u64, StoreError> {
        self.call("bind_requests_to")?;
        let already: Vec<UserId> = self
            .state
            .requests
            .values()
            .filter(|r| r.receiver == Some(user) && r.status == FriendRequestStatus::Pending)
            .map(|r| r.sender)
            .collect();
        let mut bound = 0;
        for request in self.state.requests.values_mut() {
            if request.receiver.is_none()
                && request.receiver_email == email
                && request.status == FriendRequestStatus::Pending
                && request.sender != user
                && !already.contains(&request.sender)
            {
                request.receiver = Some(user);
                bound += 1;
            }
        }
        Ok(bound)
    }

    fn close_request(
        &mut self,
        id: FriendRequestId,
        side: RequestSide,
        me: UserId,
        status: FriendRequestStatus,
    ) -> Result<Option<UserId>, StoreError> {
        self.call("close_request")?;
        let Some(request) = self.state.requests.get_mut(&id) else {
            return Ok(None);
        };
        let mine = match side {
            RequestSide::Sender => request.sender == me,
            RequestSide::Receiver => request.receiver == Some(me),
        };
        if !mine || request.status != FriendRequestStatus::Pending {
            return Ok(None);
        }
        request.status = status;
        Ok(Some(request.sender))
    }

    fn befriend(&mut self, a: UserId, b: UserId) -> Result<FriendshipId, StoreError> {
        self.call("befriend")?;
        let existing = self
            .state
            .friendships
            .iter()
            .find(|(_, &(x, y))| (x, y) == (a, b) || (x, y) == (b, a))
            .map(|(id, _)| *id);
        Ok(match existing {
            Some(id) => id,
            None => {
                let id = FriendshipId(self.state.next_id());
                self.state.friendships.insert(id, (a, b));
                id
            }
        })
    }

    fn end_friendship(
        &mut self,
        me: UserId,
        id: FriendshipId,
    ) -> Result<Option<(UserId, UserId)>, StoreError> {
        self.call("end_friendship")?;
        match self.state.friendships.get(&id).copied() {
            Some((a, b)) if a == me || b == me => {
                self.state.friendships.remove(&id);
                Ok(Some((a, b)))
            }
            _ => Ok(None),
        }
    }

    fn friend_request(
        &mut self,
        me: UserId,
        id: FriendRequestId,
    ) -> Result<Option<FriendRequest>, StoreError> {
        self.call("friend_request")?;
        let Some(r) = self
            .state
            .requests
            .get(&id)
            .filter(|r| r.sender == me || r.receiver == Some(me))
            .cloned()
        else {
            return Ok(None);
        };
        let Some(sender) = self.state.users.get(&r.sender).cloned() else {
            return Ok(None);
        };
        let receiver = r.receiver.and_then(|id| self.state.users.get(&id).cloned());
        Ok(Some(FriendRequest {
            id,
            sender,
            receiver,
            receiver_email: r.receiver_email,
            status: r.status,
            created_at: r.created_at,
        }))
    }

    fn friends_among(&mut self, me: UserId, people: &[UserId]) -> Result<Vec<UserId>, StoreError> {
        self.call("friends_among")?;
        Ok(people
            .iter()
            .copied()
            .filter(|&p| self.befriended(me, p))
            .collect())
    }

    fn friends(&mut self, me: UserId) -> Result<Vec<Friend>, StoreError> {
        self.call("friends")?;
        let mut friends: Vec<Friend> = self
            .state
            .friendships
            .iter()
            .filter_map(|(id, &(a, b))| {
                let other = if a == me {
                    b
                } else if b == me {
                    a
                } else {
                    return None;
                };
                self.state.users.get(&other).map(|user| Friend {
                    user: user.clone(),
                    friendship_id: *id,
                })
            })
            .collect();
        friends.sort_by_key(|f| f.user.display_name());
        Ok(friends)
    }

    fn pending_requests(
        &mut self,
        me: UserId,
        side: RequestSide,
    ) -> Result<Vec<FriendRequest>, StoreError> {
        self.call("pending_requests")?;
        let mut ids: Vec<(NaiveDateTime, FriendRequestId)> = self
            .state
            .requests
            .iter()
            .filter(|(_, r)| {
                r.status == FriendRequestStatus::Pending
                    && match side {
                        RequestSide::Sender => r.sender == me,
                        RequestSide::Receiver => r.receiver == Some(me),
                    }
            })
            .map(|(id, r)| (r.created_at, *id))
            .collect();
        ids.sort();
        ids.reverse();
        let mut requests = Vec::new();
        for (_, id) in ids {
            let r = &self.state.requests[&id];
            if let Some(sender) = self.state.users.get(&r.sender) {
                requests.push(FriendRequest {
                    id,
                    sender: sender.clone(),
                    receiver: r.receiver.and_then(|id| self.state.users.get(&id).cloned()),
                    receiver_email: r.receiver_email.clone(),
                    status: r.status,
                    created_at: r.created_at,
                });
            }
        }
        Ok(requests)
    }
}
