-- Budgets (issue 44): how much a person means to spend on an occasion
-- ("Christmas 2026": $600), in one currency, and on each person within it.
-- Private to their owner. What is given for the occasion's day counts.
CREATE TABLE budgets (
    id BIGSERIAL PRIMARY KEY,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    occasion_date DATE NOT NULL,
    amount_cents BIGINT NOT NULL,
    currency TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX budgets_owner_idx ON budgets (owner_id, occasion_date);
-- The amount for one person within a budget: exactly one of contact_id,
-- friend_id and dependant_id says who, as on gifts.
CREATE TABLE budget_people (
    id BIGSERIAL PRIMARY KEY,
    budget_id BIGINT NOT NULL REFERENCES budgets (id) ON DELETE CASCADE,
    contact_id BIGINT REFERENCES contacts (id) ON DELETE CASCADE,
    friend_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    dependant_id BIGINT REFERENCES dependants (id) ON DELETE CASCADE,
    amount_cents BIGINT NOT NULL,
    CHECK ((contact_id IS NOT NULL)::int + (friend_id IS NOT NULL)::int + (dependant_id IS NOT NULL)::int = 1)
);
CREATE UNIQUE INDEX budget_people_contact_key ON budget_people (budget_id, contact_id);
CREATE UNIQUE INDEX budget_people_friend_key ON budget_people (budget_id, friend_id);
CREATE UNIQUE INDEX budget_people_dependant_key ON budget_people (budget_id, dependant_id);
CREATE INDEX budget_people_contact_idx ON budget_people (contact_id);
CREATE INDEX budget_people_friend_idx ON budget_people (friend_id);
CREATE INDEX budget_people_dependant_idx ON budget_people (dependant_id);
-- The currency budgets and sums are kept in (unset: the browser's).
ALTER TABLE users ADD COLUMN home_currency TEXT;
