-- Issue 47: the weekly digest (its schedule, and the next slot each person
-- is due, claimed by compare-and-set so it goes out once per period), the
-- nudges (one per person per occasion), an own birthday (private: it only
-- drives the nudge), a country (its gift-giving days), and dates that move
-- with a country's gift-giving day (Mother's Day).
ALTER TABLE users ADD COLUMN digest TEXT NOT NULL DEFAULT 'weekly';
ALTER TABLE users ADD COLUMN digest_day TEXT NOT NULL DEFAULT 'monday';
ALTER TABLE users ADD COLUMN digest_hour INTEGER NOT NULL DEFAULT 8;
ALTER TABLE users ADD COLUMN digest_next_at TIMESTAMP;
ALTER TABLE users ADD COLUMN nudges BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE users ADD COLUMN country TEXT;
ALTER TABLE users ADD COLUMN birthday DATE;
CREATE INDEX users_digest_due_idx ON users (digest_next_at);

ALTER TABLE special_dates ADD COLUMN gift_day TEXT;
ALTER TABLE special_dates ADD COLUMN gift_country TEXT;

CREATE TABLE nudges (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- "birthday:2027-01-05", "list:12:2026-12-24", "own-birthday:2027-01-05"
    occasion TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, occasion)
);
