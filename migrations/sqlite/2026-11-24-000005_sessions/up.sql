-- Signed-in sessions. The cookie carries a random token; the server keeps
-- only its SHA-256, so a copy of this table signs nobody in.
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    issued_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP NOT NULL,
    -- The absolute end: issued_at plus the lifetime, whatever the use.
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
