CREATE TABLE friend_requests (
    id INTEGER PRIMARY KEY,
    sender_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    receiver_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- pending, accepted, declined or cancelled
    status TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    responded_at TIMESTAMP
);
-- At most one pending request between two people in each direction.
CREATE UNIQUE INDEX friend_requests_pending_key ON friend_requests (sender_id, receiver_id) WHERE status = 'pending';
CREATE INDEX friend_requests_receiver_idx ON friend_requests (receiver_id, status);
CREATE INDEX friend_requests_sender_idx ON friend_requests (sender_id, created_at);

-- One row per pair, the smaller user id first.
CREATE TABLE friendships (
    id INTEGER PRIMARY KEY,
    user_low_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_high_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT friendships_pair_key UNIQUE (user_low_id, user_high_id),
    CONSTRAINT friendships_ordered CHECK (user_low_id < user_high_id)
);
CREATE INDEX friendships_high_idx ON friendships (user_high_id);
