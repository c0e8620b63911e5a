-- Claims ("I'll get this") on a group list's item or a personal wishlist's
-- (exactly one), by a signed-in giver or a guest on a public link (with the
-- hash of their undo token). A signed-in giver holds one claim per item.
CREATE TABLE claims (
    id INTEGER PRIMARY KEY,
    group_item_id BIGINT REFERENCES group_items (id) ON DELETE CASCADE,
    wishlist_item_id BIGINT REFERENCES wishlist_items (id) ON DELETE CASCADE,
    giver_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    guest_name TEXT,
    guest_email TEXT,
    guest_token_hash TEXT,
    quantity INTEGER NOT NULL,
    status TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CHECK ((group_item_id IS NULL) <> (wishlist_item_id IS NULL)),
    CHECK ((giver_id IS NULL) <> (guest_token_hash IS NULL))
);
CREATE INDEX claims_group_item_idx ON claims (group_item_id);
CREATE INDEX claims_wishlist_item_idx ON claims (wishlist_item_id);
CREATE INDEX claims_giver_idx ON claims (giver_id);
CREATE UNIQUE INDEX claims_guest_token_key ON claims (guest_token_hash);
CREATE UNIQUE INDEX claims_group_item_giver_key ON claims (group_item_id, giver_id);
CREATE UNIQUE INDEX claims_wishlist_item_giver_key ON claims (wishlist_item_id, giver_id);

-- The reveal: a group list archived by its creator, an item its owner received.
ALTER TABLE group_lists ADD COLUMN archived_at TIMESTAMP;
ALTER TABLE wishlist_items ADD COLUMN received_at TIMESTAMP;
