-- Price drops: each reading of a listed item's page, who watches which item
-- (with what they heard last), when each item is read next, and the shops
-- paused after a robot check.
CREATE TABLE price_readings (
    id BIGSERIAL PRIMARY KEY,
    wishlist_item_id BIGINT REFERENCES wishlist_items (id) ON DELETE CASCADE,
    group_item_id BIGINT REFERENCES group_items (id) ON DELETE CASCADE,
    price TEXT NOT NULL,
    amount_cents BIGINT,
    read_at TIMESTAMP NOT NULL,
    CHECK ((wishlist_item_id IS NULL) <> (group_item_id IS NULL))
);
CREATE INDEX price_readings_wishlist_idx ON price_readings (wishlist_item_id, read_at);
CREATE INDEX price_readings_group_idx ON price_readings (group_item_id, read_at);

CREATE TABLE price_watches (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    wishlist_item_id BIGINT REFERENCES wishlist_items (id) ON DELETE CASCADE,
    group_item_id BIGINT REFERENCES group_items (id) ON DELETE CASCADE,
    watching BOOLEAN NOT NULL,
    drop_percent INTEGER NOT NULL,
    target_cents BIGINT,
    reference_cents BIGINT,
    told_below_target BOOLEAN NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CHECK ((wishlist_item_id IS NULL) <> (group_item_id IS NULL))
);
CREATE UNIQUE INDEX price_watches_wishlist_key ON price_watches (wishlist_item_id, user_id);
CREATE UNIQUE INDEX price_watches_group_key ON price_watches (group_item_id, user_id);
CREATE INDEX price_watches_user_idx ON price_watches (user_id);

-- When each item is read next, and its last change (for the cards).
ALTER TABLE wishlist_items ADD COLUMN next_price_read_at TIMESTAMP;
ALTER TABLE wishlist_items ADD COLUMN price_change_from TEXT;
ALTER TABLE wishlist_items ADD COLUMN price_change_to TEXT;
ALTER TABLE wishlist_items ADD COLUMN price_changed_at TIMESTAMP;
ALTER TABLE group_items ADD COLUMN next_price_read_at TIMESTAMP;
ALTER TABLE group_items ADD COLUMN price_change_from TEXT;
ALTER TABLE group_items ADD COLUMN price_change_to TEXT;
ALTER TABLE group_items ADD COLUMN price_changed_at TIMESTAMP;

CREATE TABLE shop_pauses (
    shop TEXT PRIMARY KEY,
    paused_until TIMESTAMP NOT NULL
);
