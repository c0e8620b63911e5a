-- A friend request keeps the address the sender typed; the receiver is bound
-- when that address has an account, at once or when someone signs in with it.
ALTER TABLE friend_requests ADD COLUMN receiver_email TEXT;
UPDATE friend_requests r SET receiver_email = COALESCE(lower(u.email), 'user-' || r.receiver_id)
FROM users u WHERE u.id = r.receiver_id;
ALTER TABLE friend_requests ALTER COLUMN receiver_email SET NOT NULL;
ALTER TABLE friend_requests ALTER COLUMN receiver_id DROP NOT NULL;
-- At most one pending request from a sender to an address.
CREATE UNIQUE INDEX friend_requests_pending_address_key ON friend_requests (sender_id, receiver_email) WHERE status = 'pending';
-- Invitations waiting for their address to sign in.
CREATE INDEX friend_requests_unbound_idx ON friend_requests (receiver_email) WHERE receiver_id IS NULL;
