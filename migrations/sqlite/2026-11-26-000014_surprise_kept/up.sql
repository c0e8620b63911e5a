-- The surprise survives its adder: an item whose adder deleted their account
-- is "Someone"'s (added_by NULL) when it may not pass to its list's creator.
-- SQLite cannot drop NOT NULL or change a foreign key in place, so the table
-- is rebuilt; foreign keys are off meanwhile (outside any transaction, hence
-- metadata.toml), or dropping the old table would delete its claims.
PRAGMA foreign_keys = OFF;
BEGIN;
CREATE TABLE group_items_new (
    id INTEGER PRIMARY KEY,
    list_id BIGINT NOT NULL REFERENCES group_lists (id) ON DELETE CASCADE,
    added_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
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
INSERT INTO group_items_new (id, list_id, added_by, for_user_id, for_name, name, description, price, url, category, priority, ranking, quantity, where_to_buy, image_url, purchased, created_at, updated_at, next_price_read_at, price_change_from, price_change_to, price_changed_at)
SELECT id, list_id, added_by, for_user_id, for_name, name, description, price, url, category, priority, ranking, quantity, where_to_buy, image_url, purchased, created_at, updated_at, next_price_read_at, price_change_from, price_change_to, price_changed_at FROM group_items;
DROP TABLE group_items;
ALTER TABLE group_items_new RENAME TO group_items;
CREATE INDEX group_items_list_idx ON group_items (list_id, id);

-- The reveal is stored: lists already past it (3 days after their event)
-- are archived as of that day; from now on the scheduler archives them.
UPDATE group_lists SET archived_at = datetime(event_date, '+3 days')
WHERE archived_at IS NULL AND event_date IS NOT NULL
  AND date(event_date, '+3 days') <= date('now');
CREATE INDEX group_lists_reveal_idx ON group_lists (event_date) WHERE archived_at IS NULL;
COMMIT;
PRAGMA foreign_keys = ON;
