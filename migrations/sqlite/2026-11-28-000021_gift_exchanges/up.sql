-- Gift exchanges (issue 42): a name draw among friends, dependants and
-- people invited by email. Who gives to whom is in
-- exchange_participants.receiver_id only, and shown by the one rule in
-- domain::exchange.
CREATE TABLE exchanges (
    id INTEGER PRIMARY KEY,
    organiser_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    exchange_date DATE NOT NULL,
    budget_cents BIGINT,
    budget_currency TEXT,
    message TEXT,
    single_loop BOOLEAN NOT NULL DEFAULT FALSE,
    -- Not an earlier year's recipient, for this many earlier years (0-3).
    avoid_last_years INTEGER NOT NULL DEFAULT 0,
    -- The first year's exchange (its own id for a first year): earlier
    -- years' pairs are read by it. No REFERENCES: a year outlives the one
    -- before it.
    series_id BIGINT,
    drawn_at TIMESTAMP,
    organiser_sees_pairs BOOLEAN NOT NULL DEFAULT FALSE,
    revealed BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX exchanges_organiser_idx ON exchanges (organiser_id, exchange_date);
CREATE INDEX exchanges_series_idx ON exchanges (series_id, exchange_date);

-- One person in an exchange: a user, a dependant (kept by their
-- guardians) or an address invited by email (user_id set when they join).
CREATE TABLE exchange_participants (
    id INTEGER PRIMARY KEY,
    exchange_id BIGINT NOT NULL REFERENCES exchanges (id) ON DELETE CASCADE,
    user_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    dependant_id BIGINT REFERENCES dependants (id) ON DELETE CASCADE,
    invite_email TEXT,
    -- SHA-256 of the invite link's secret; NULL once joined.
    invite_token_hash TEXT,
    joined_at TIMESTAMP,
    -- The drawn pair: whom this participant gives to.
    receiver_id BIGINT,
    looked_at TIMESTAMP,
    bought_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX exchange_participants_exchange_idx ON exchange_participants (exchange_id, id);
CREATE UNIQUE INDEX exchange_participants_user_key ON exchange_participants (exchange_id, user_id);
CREATE UNIQUE INDEX exchange_participants_dependant_key ON exchange_participants (exchange_id, dependant_id);
CREATE UNIQUE INDEX exchange_participants_email_key ON exchange_participants (exchange_id, invite_email);
CREATE UNIQUE INDEX exchange_participants_invite_key ON exchange_participants (invite_token_hash);
CREATE INDEX exchange_participants_user_idx ON exchange_participants (user_id);
CREATE INDEX exchange_participants_dependant_idx ON exchange_participants (dependant_id);

-- Pairs never drawn, one way (a couple both ways is two rows).
CREATE TABLE exchange_exclusions (
    exchange_id BIGINT NOT NULL REFERENCES exchanges (id) ON DELETE CASCADE,
    giver_id BIGINT NOT NULL REFERENCES exchange_participants (id) ON DELETE CASCADE,
    receiver_id BIGINT NOT NULL REFERENCES exchange_participants (id) ON DELETE CASCADE,
    PRIMARY KEY (exchange_id, giver_id, receiver_id)
);

-- A giver's anonymous question to their recipient, and the answer.
CREATE TABLE exchange_questions (
    id INTEGER PRIMARY KEY,
    exchange_id BIGINT NOT NULL REFERENCES exchanges (id) ON DELETE CASCADE,
    giver_id BIGINT NOT NULL REFERENCES exchange_participants (id) ON DELETE CASCADE,
    receiver_id BIGINT NOT NULL REFERENCES exchange_participants (id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    answer TEXT,
    asked_at TIMESTAMP NOT NULL,
    answered_at TIMESTAMP
);
CREATE INDEX exchange_questions_exchange_idx ON exchange_questions (exchange_id, id);
