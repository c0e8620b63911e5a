-- The answers to creates sent with an `Idempotency-Key`, kept for 24 hours:
-- a retry with the same key and body gets the first answer instead of a
-- second row. `status` is NULL while the first request is still running.
CREATE TABLE idempotency_keys (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- Method and path: `POST /api/wishlist`.
    route TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    -- SHA-256 of the request body, hex.
    request_hash TEXT NOT NULL,
    status INTEGER,
    response_body TEXT,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, route, idempotency_key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
