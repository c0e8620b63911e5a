-- Contacts are the circle's people; their API arrives with the circle issue,
-- but special dates link to them from the start.
CREATE TABLE contacts (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    email TEXT,
    phone TEXT,
    relationship TEXT,
    preferences TEXT,
    photo_url TEXT,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX contacts_user_idx ON contacts (user_id, id);

-- next_occurrence and remind_on are computed in Rust on every write (in the
-- owner's time zone) and advanced by the scheduler, so reads are range scans.
CREATE TABLE special_dates (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    contact_id BIGINT REFERENCES contacts (id) ON DELETE SET NULL,
    title TEXT NOT NULL,
    date DATE NOT NULL,
    date_type TEXT NOT NULL,
    recurring BOOLEAN NOT NULL,
    reminder_days INTEGER NOT NULL,
    reminder_delivery TEXT NOT NULL,
    notes TEXT,
    shopped_occurrence DATE,
    next_occurrence DATE NOT NULL,
    remind_on DATE NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX special_dates_user_next_idx ON special_dates (user_id, next_occurrence);
CREATE INDEX special_dates_remind_on_idx ON special_dates (remind_on);
CREATE INDEX special_dates_recurring_next_idx ON special_dates (recurring, next_occurrence);
CREATE INDEX special_dates_contact_idx ON special_dates (contact_id);

-- One row per date and occurrence: the claim that makes every reminder
-- delivered once, across restarts and instances.
CREATE TABLE reminders (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    special_date_id BIGINT NOT NULL REFERENCES special_dates (id) ON DELETE CASCADE,
    occurrence DATE NOT NULL,
    channel TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    delivery_status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    claimed_at TIMESTAMP,
    read_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT reminders_date_occurrence_key UNIQUE (special_date_id, occurrence)
);
CREATE INDEX reminders_user_idx ON reminders (user_id, id);
CREATE INDEX reminders_status_idx ON reminders (delivery_status, id);

ALTER TABLE users ADD COLUMN calendar_token TEXT;
CREATE UNIQUE INDEX users_calendar_token_key ON users (calendar_token);
