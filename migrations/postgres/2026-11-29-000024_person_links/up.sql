-- A contact linked by hand to the friend they are (issue 43): then one
-- person page, as a contact and a friend with the same address are. One
-- friend per contact; each owner's own.
CREATE TABLE person_links (
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    contact_id BIGINT NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    friend_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (owner_id, contact_id)
);
CREATE INDEX person_links_friend_idx ON person_links (owner_id, friend_id);
