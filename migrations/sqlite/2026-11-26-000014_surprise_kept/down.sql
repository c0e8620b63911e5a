-- Items "Someone" added go with the rebuild back to NOT NULL; stored reveals stay.
PRAGMA foreign_keys = OFF;
BEGIN;
DROP INDEX group_lists_reveal_idx;
CREATE TABLE group_items_old (
    id INTEGER PRIMARY KEY,
    list_id BIGINT NOT NULL REFERENCES group_lists (id) ON DELETE CASCADE,
    added_by BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    for_user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    for_name TEXT,
    name TEXT NOT NULL,
    description TEXT,
    price TEXT,
    url TEXT,
    category TEXT,
    priority TEXT NOT NULL,
    ranking INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    where_to_buy TEXT,
    image_url TEXT,
    purchased BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    next_price_read_at TIMESTAMP,
    price_change_from TEXT,
    price_change_to TEXT,
    price_changed_at TIMESTAMP
);
INSERT INTO group_items_old (id, list_id, added_by, for_user_id, for_name, name, description, price, url, category, priority, ranking, quantity, where_to_buy, image_url, purchased, created_at, updated_at, next_price_read_at, price_change_from, price_change_to, price_changed_at)
SELECT id, list_id, added_by, for_user_id, for_name, name, description, price, url, category, priority, ranking, quantity, where_to_buy, image_url, purchased, created_at, updated_at, next_price_read_at, price_change_from, price_change_to, price_changed_at FROM group_items WHERE added_by IS NOT NULL;
DELETE FROM claims WHERE group_item_id IN (SELECT id FROM group_items WHERE added_by IS NULL);
DELETE FROM price_readings WHERE group_item_id IN (SELECT id FROM group_items WHERE added_by IS NULL);
DELETE FROM price_watches WHERE group_item_id IN (SELECT id FROM group_items WHERE added_by IS NULL);
DROP TABLE group_items;
ALTER TABLE group_items_old RENAME TO group_items;
CREATE INDEX group_items_list_idx ON group_items (list_id, id);
COMMIT;
PRAGMA foreign_keys = ON;
