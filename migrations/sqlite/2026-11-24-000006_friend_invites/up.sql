-- A friend request keeps the address the sender typed; the receiver is bound
-- when that address has an account, at once or when someone signs in with it.
-- (SQLite cannot drop NOT NULL in place: the table is rebuilt.)
CREATE TABLE friend_requests_new (
    id INTEGER PRIMARY KEY,
    sender_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    receiver_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    receiver_email TEXT NOT NULL,
    -- pending, accepted, declined or cancelled
    status TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    responded_at TIMESTAMP
);
INSERT INTO friend_requests_new (id, sender_id, receiver_id, receiver_email, status, created_at, responded_at)
SELECT r.id, r.sender_id, r.receiver_id, COALESCE(lower(u.email), 'user-' || r.receiver_id), r.status, r.created_at, r.responded_at
FROM friend_requests r LEFT JOIN users u ON u.id = r.receiver_id;
DROP TABLE friend_requests;
ALTER TABLE friend_requests_new RENAME TO friend_requests;
-- At most one pending request from a sender to a person, or to an address.
CREATE UNIQUE INDEX friend_requests_pending_key ON friend_requests (sender_id, receiver_id) WHERE status = 'pending';
CREATE UNIQUE INDEX friend_requests_pending_address_key ON friend_requests (sender_id, receiver_email) WHERE status = 'pending';
CREATE INDEX friend_requests_receiver_idx ON friend_requests (receiver_id, status);
CREATE INDEX friend_requests_sender_idx ON friend_requests (sender_id, created_at);
-- Invitations waiting for their address to sign in.
CREATE INDEX friend_requests_unbound_idx ON friend_requests (receiver_email) WHERE receiver_id IS NULL;
