-- Gifts each person keeps for the people in their life (issue 43): ideas,
-- gifts given (bought, wrapped, given) and gifts received. Private to
-- their owner. Exactly one of contact_id, friend_id and dependant_id says
-- whom it is for (or, received, from).
CREATE TABLE gifts (
    id INTEGER PRIMARY KEY,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    contact_id BIGINT REFERENCES contacts (id) ON DELETE CASCADE,
    friend_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    dependant_id BIGINT REFERENCES dependants (id) ON DELETE CASCADE,
    -- 'given' or 'received'.
    direction TEXT NOT NULL,
    -- 'idea', 'bought', 'wrapped' or 'given' (a received one is 'given').
    status TEXT NOT NULL,
    name TEXT NOT NULL,
    link TEXT,
    price_cents BIGINT,
    price_currency TEXT,
    shop TEXT,
    occasion TEXT,
    occasion_date DATE,
    notes TEXT,
    thank_you_sent BOOLEAN NOT NULL DEFAULT FALSE,
    -- What made it: 'manual' (by hand); the records the app makes for a
    -- purchase, a reveal or an exchange name their source's id, once.
    source TEXT NOT NULL DEFAULT 'manual',
    source_id BIGINT,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CHECK ((contact_id IS NOT NULL) + (friend_id IS NOT NULL) + (dependant_id IS NOT NULL) = 1)
);
CREATE INDEX gifts_owner_contact_idx ON gifts (owner_id, contact_id);
CREATE INDEX gifts_owner_friend_idx ON gifts (owner_id, friend_id);
CREATE INDEX gifts_owner_dependant_idx ON gifts (owner_id, dependant_id);
CREATE INDEX gifts_contact_idx ON gifts (contact_id);
CREATE INDEX gifts_friend_idx ON gifts (friend_id);
CREATE INDEX gifts_dependant_idx ON gifts (dependant_id);
CREATE UNIQUE INDEX gifts_source_key ON gifts (owner_id, source, source_id);
