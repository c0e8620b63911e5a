-- Back to two item models: personal items to wishlist_items, group lists
-- and items to their own tables (group items keep their ids), the personal
-- list's link and listing back on users.
ALTER TABLE users ADD COLUMN wishlist_token TEXT, ADD COLUMN wishlist_listed BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE users u SET wishlist_token = l.public_token, wishlist_listed = l.listed
FROM lists l WHERE l.owner_id = u.id AND l.kind = 'personal';
CREATE UNIQUE INDEX users_wishlist_token_key ON users (wishlist_token);
CREATE INDEX users_wishlist_listed_idx ON users (wishlist_listed, id);

CREATE TABLE group_lists (
    id BIGSERIAL PRIMARY KEY,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT,
    occasion TEXT,
    event_date DATE,
    public_token TEXT,
    listed BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    archived_at TIMESTAMP
);
INSERT INTO group_lists (id, owner_id, name, description, occasion, event_date, public_token,
                         listed, created_at, updated_at, archived_at)
SELECT id, owner_id, name, description, occasion, event_date, public_token, listed,
       created_at, updated_at, archived_at
FROM lists WHERE kind = 'group';
SELECT setval(pg_get_serial_sequence('group_lists', 'id'), coalesce((SELECT max(id) FROM lists WHERE kind = 'group'), 0) + 1, false);
CREATE INDEX group_lists_owner_idx ON group_lists (owner_id, id);
CREATE UNIQUE INDEX group_lists_public_token_key ON group_lists (public_token);
CREATE INDEX group_lists_listed_idx ON group_lists (listed, id);
CREATE INDEX group_lists_reveal_idx ON group_lists (event_date) WHERE archived_at IS NULL;

ALTER TABLE list_members RENAME TO group_members;
ALTER INDEX list_members_pkey RENAME TO group_members_pkey;
ALTER INDEX list_members_user_idx RENAME TO group_members_user_idx;
ALTER TABLE group_members RENAME CONSTRAINT list_members_user_id_fkey TO group_members_user_id_fkey;
ALTER TABLE group_members DROP CONSTRAINT list_members_list_id_fkey;
ALTER TABLE group_members ADD CONSTRAINT group_members_list_id_fkey
    FOREIGN KEY (list_id) REFERENCES group_lists (id) ON DELETE CASCADE;

CREATE TABLE wishlist_items (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
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
    received_at TIMESTAMP,
    next_price_read_at TIMESTAMP,
    price_change_from TEXT,
    price_change_to TEXT,
    price_changed_at TIMESTAMP
);
INSERT INTO wishlist_items (id, user_id, name, description, price, url, category, priority,
                            ranking, quantity, where_to_buy, image_url, purchased, created_at,
                            updated_at, received_at, next_price_read_at, price_change_from,
                            price_change_to, price_changed_at)
SELECT i.id, l.owner_id, i.name, i.description, i.price, i.url, i.category, i.priority,
       i.ranking, i.quantity, i.where_to_buy, i.image_url, i.purchased, i.created_at,
       i.updated_at, i.received_at, i.next_price_read_at, i.price_change_from,
       i.price_change_to, i.price_changed_at
FROM items i JOIN lists l ON l.id = i.list_id WHERE l.kind = 'personal';
CREATE INDEX wishlist_items_user_idx ON wishlist_items (user_id, id);

CREATE TABLE group_items (
    id BIGSERIAL PRIMARY KEY,
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
INSERT INTO group_items (id, list_id, added_by, for_user_id, for_name, name, description, price,
                         url, category, priority, ranking, quantity, where_to_buy, image_url,
                         purchased, created_at, updated_at, next_price_read_at,
                         price_change_from, price_change_to, price_changed_at)
SELECT i.id, i.list_id, i.added_by, i.for_user_id, i.for_name, i.name, i.description, i.price,
       i.url, i.category, i.priority, i.ranking, i.quantity, i.where_to_buy, i.image_url,
       i.purchased, i.created_at, i.updated_at, i.next_price_read_at,
       i.price_change_from, i.price_change_to, i.price_changed_at
FROM items i JOIN lists l ON l.id = i.list_id WHERE l.kind = 'group';
-- Both take ids from one counter again, each above every item.
SELECT setval(pg_get_serial_sequence('wishlist_items', 'id'), coalesce((SELECT max(id) FROM items), 0) + 1, false);
SELECT setval(pg_get_serial_sequence('group_items', 'id'), coalesce((SELECT max(id) FROM items), 0) + 1, false);
CREATE INDEX group_items_list_idx ON group_items (list_id, id);

ALTER TABLE claims ADD COLUMN group_item_id BIGINT REFERENCES group_items (id) ON DELETE CASCADE,
    ADD COLUMN wishlist_item_id BIGINT REFERENCES wishlist_items (id) ON DELETE CASCADE;
UPDATE claims c SET
    group_item_id = CASE WHEN l.kind = 'group' THEN c.item_id END,
    wishlist_item_id = CASE WHEN l.kind = 'personal' THEN c.item_id END
FROM items i JOIN lists l ON l.id = i.list_id WHERE i.id = c.item_id;
ALTER TABLE claims DROP COLUMN item_id;
ALTER TABLE claims ADD CHECK ((group_item_id IS NULL) <> (wishlist_item_id IS NULL));
CREATE INDEX claims_group_item_idx ON claims (group_item_id);
CREATE INDEX claims_wishlist_item_idx ON claims (wishlist_item_id);
CREATE UNIQUE INDEX claims_group_item_giver_key ON claims (group_item_id, giver_id);
CREATE UNIQUE INDEX claims_wishlist_item_giver_key ON claims (wishlist_item_id, giver_id);

ALTER TABLE price_readings ADD COLUMN wishlist_item_id BIGINT REFERENCES wishlist_items (id) ON DELETE CASCADE,
    ADD COLUMN group_item_id BIGINT REFERENCES group_items (id) ON DELETE CASCADE;
UPDATE price_readings r SET
    group_item_id = CASE WHEN l.kind = 'group' THEN r.item_id END,
    wishlist_item_id = CASE WHEN l.kind = 'personal' THEN r.item_id END
FROM items i JOIN lists l ON l.id = i.list_id WHERE i.id = r.item_id;
ALTER TABLE price_readings DROP COLUMN item_id;
ALTER TABLE price_readings ADD CHECK ((wishlist_item_id IS NULL) <> (group_item_id IS NULL));
CREATE INDEX price_readings_wishlist_idx ON price_readings (wishlist_item_id, read_at);
CREATE INDEX price_readings_group_idx ON price_readings (group_item_id, read_at);

ALTER TABLE price_watches ADD COLUMN wishlist_item_id BIGINT REFERENCES wishlist_items (id) ON DELETE CASCADE,
    ADD COLUMN group_item_id BIGINT REFERENCES group_items (id) ON DELETE CASCADE;
UPDATE price_watches w SET
    group_item_id = CASE WHEN l.kind = 'group' THEN w.item_id END,
    wishlist_item_id = CASE WHEN l.kind = 'personal' THEN w.item_id END
FROM items i JOIN lists l ON l.id = i.list_id WHERE i.id = w.item_id;
ALTER TABLE price_watches DROP COLUMN item_id;
ALTER TABLE price_watches ADD CHECK ((wishlist_item_id IS NULL) <> (group_item_id IS NULL));
CREATE UNIQUE INDEX price_watches_wishlist_key ON price_watches (wishlist_item_id, user_id);
CREATE UNIQUE INDEX price_watches_group_key ON price_watches (group_item_id, user_id);

DELETE FROM item_shares s USING items i, lists l
WHERE i.id = s.item_id AND l.id = i.list_id AND l.kind <> 'personal';
ALTER TABLE item_shares DROP CONSTRAINT item_shares_item_id_fkey;
ALTER TABLE item_shares ADD CONSTRAINT item_shares_item_id_fkey
    FOREIGN KEY (item_id) REFERENCES wishlist_items (id) ON DELETE CASCADE;

DROP TABLE items;
DROP TABLE lists;
