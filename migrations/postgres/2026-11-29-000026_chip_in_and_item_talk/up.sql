-- Chipping in (issue 45): givers put money together for one unit of an
-- item. The unit is held by a claim like any other (its giver a group: no
-- giver_id, and a token of its own, 'chip-in-item-{item}', in place of a
-- guest's), so a claim and a shared purchase count against the same
-- units. Deleting that claim ends the shared purchase and its pledges.
CREATE TABLE chip_ins (
    id BIGSERIAL PRIMARY KEY,
    item_id BIGINT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    claim_id BIGINT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
    organiser_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    target_cents BIGINT NOT NULL,
    currency TEXT NOT NULL,
    bought_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX chip_ins_item_key ON chip_ins (item_id);
CREATE UNIQUE INDEX chip_ins_claim_key ON chip_ins (claim_id);
CREATE INDEX chip_ins_organiser_idx ON chip_ins (organiser_id);
-- A giver's part: an amount, or (no amount) an equal share of what the
-- amounts leave; a guest's with the hash of their undo token.
CREATE TABLE pledges (
    id BIGSERIAL PRIMARY KEY,
    chip_in_id BIGINT NOT NULL REFERENCES chip_ins (id) ON DELETE CASCADE,
    giver_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    guest_name TEXT,
    guest_email TEXT,
    guest_token_hash TEXT,
    amount_cents BIGINT,
    paid_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    CHECK ((giver_id IS NULL) <> (guest_token_hash IS NULL))
);
CREATE UNIQUE INDEX pledges_giver_key ON pledges (chip_in_id, giver_id);
CREATE UNIQUE INDEX pledges_guest_token_key ON pledges (guest_token_hash);
CREATE INDEX pledges_giver_idx ON pledges (giver_id);
-- Givers' notes on an item: never its recipients'.
CREATE TABLE giver_notes (
    id BIGSERIAL PRIMARY KEY,
    item_id BIGINT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    author_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX giver_notes_item_idx ON giver_notes (item_id);
CREATE INDEX giver_notes_author_idx ON giver_notes (author_id);
-- A giver's question to an item's recipient: the asker is kept so they
-- hear the answer, and never shown to whom it is asked.
CREATE TABLE item_questions (
    id BIGSERIAL PRIMARY KEY,
    item_id BIGINT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    asker_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    question TEXT NOT NULL,
    answer TEXT,
    answered_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    asked_at TIMESTAMP NOT NULL,
    answered_at TIMESTAMP
);
CREATE INDEX item_questions_item_idx ON item_questions (item_id);
CREATE INDEX item_questions_asker_idx ON item_questions (asker_id);
CREATE INDEX item_questions_answered_by_idx ON item_questions (answered_by);
