-- Ask Presently's settings per user; no row: the defaults (the circle grounds answers).
CREATE TABLE assistant_settings (
    user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    use_circle BOOLEAN NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
