-- Limits shared by every instance (issue 41): each call a limit counts, by
-- its key (the limit's name and whom it counts: a user, a client address,
-- a list), kept for the limit's window (at most an hour) and then pruned.
CREATE TABLE limited_calls (
    limit_key TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX limited_calls_key_at_idx ON limited_calls (limit_key, at);
CREATE INDEX limited_calls_at_idx ON limited_calls (at);
