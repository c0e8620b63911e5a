-- Issue 48: personal access tokens for AI assistants and scripts. The
-- secret is shown once and kept only as its SHA-256; a revoked token's row
-- is deleted, so the next call with it finds nothing on any instance.
CREATE TABLE access_tokens (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    secret_hash TEXT NOT NULL UNIQUE,
    -- 'read' or 'read_write'
    scope TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP,
    last_used_at TIMESTAMP
);
CREATE INDEX access_tokens_user_idx ON access_tokens (user_id);
