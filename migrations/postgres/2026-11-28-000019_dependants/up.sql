-- Lists for those who keep none (issue 40): a child, a pet or a
-- grandparent, kept by their guardians (the person who added them and the
-- co-guardians they added among their friends).
CREATE TABLE dependants (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    -- 'child' | 'pet' | 'grandparent' | 'other'
    kind TEXT NOT NULL,
    birthday DATE,
    photo_url TEXT,
    -- Who added them: the guardian who may delete them.
    created_by BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- An invite to an account of their own (growing up): the address it
    -- went to and the SHA-256 of its secret; both NULL when none is open.
    invite_email TEXT,
    invite_token_hash TEXT,
    invited_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX dependants_invite_token_key ON dependants (invite_token_hash);

CREATE TABLE dependant_guardians (
    dependant_id BIGINT NOT NULL REFERENCES dependants (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (dependant_id, user_id)
);
CREATE INDEX dependant_guardians_user_idx ON dependant_guardians (user_id, dependant_id);

-- A dependant's lists are lists of kind 'dependant' (owner_id: one of
-- their guardians, for the foreign key; every guardian keeps them). Their
-- items are the dependant's: added_by stays NULL, except on a guardian's
-- own surprise, where it names that guardian. Grown up, the lists become
-- the new account's (kind 'wishlist', dependant_id NULL).
ALTER TABLE lists ADD COLUMN dependant_id BIGINT REFERENCES dependants (id) ON DELETE CASCADE;
CREATE INDEX lists_dependant_idx ON lists (dependant_id);

-- A dependant's birthday is a special date of each guardian's.
ALTER TABLE special_dates ADD COLUMN dependant_id BIGINT REFERENCES dependants (id) ON DELETE CASCADE;
CREATE INDEX special_dates_dependant_idx ON special_dates (dependant_id);
