DELETE FROM friend_requests WHERE receiver_id IS NULL;
CREATE TABLE friend_requests_old (
    id INTEGER PRIMARY KEY,
    sender_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    receiver_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    responded_at TIMESTAMP
);
INSERT INTO friend_requests_old SELECT id, sender_id, receiver_id, status, created_at, responded_at FROM friend_requests;
DROP TABLE friend_requests;
ALTER TABLE friend_requests_old RENAME TO friend_requests;
CREATE UNIQUE INDEX friend_requests_pending_key ON friend_requests (sender_id, receiver_id) WHERE status = 'pending';
CREATE INDEX friend_requests_receiver_idx ON friend_requests (receiver_id, status);
CREATE INDEX friend_requests_sender_idx ON friend_requests (sender_id, created_at);
