-- First-party analytics: a click on a partner link (affiliate_click), with
-- nothing personal but the user's id (none for a visitor). `day` (UTC) is
-- what clicks are counted by.
CREATE TABLE analytics_events (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    event TEXT NOT NULL,
    partner TEXT NOT NULL,
    label TEXT NOT NULL,
    value TEXT NOT NULL,
    day DATE NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX analytics_events_day_idx ON analytics_events (day, partner);
CREATE INDEX analytics_events_user_idx ON analytics_events (user_id);
