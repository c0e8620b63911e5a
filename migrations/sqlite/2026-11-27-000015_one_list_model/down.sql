-- Back to two item models: personal items to wishlist_items, group lists
-- and items to their own tables (group items keep their ids), the personal
-- list's link and listing back on users. Foreign keys stay on: the tables
-- pointing at items are rebuilt before items is dropped.
ALTER TABLE users ADD COLUMN wishlist_token TEXT;
ALTER TABLE users ADD COLUMN wishlist_listed BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE users SET
    wishlist_token = (SELECT public_token FROM lists WHERE owner_id = users.id AND kind = 'personal'),
    wishlist_listed = coalesce((SELECT listed FROM lists WHERE owner_id = users.id AND kind = 'personal'), FALSE);
CREATE UNIQUE INDEX users_wishlist_token_key ON users (wishlist_token);
CREATE INDEX users_wishlist_listed_idx ON users (wishlist_listed, id);

CREATE TABLE group_lists (
    id INTEGER PRIMARY KEY,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT,
    occasion TEXT,
    event_date TEXT,
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
CREATE INDEX group_lists_owner_idx ON group_lists (owner_id, id);
CREATE UNIQUE INDEX group_lists_public_token_key ON group_lists (public_token);
CREATE INDEX group_lists_listed_idx ON group_lists (listed, id);
CREATE INDEX group_lists_reveal_idx ON group_lists (event_date) WHERE archived_at IS NULL;

CREATE TABLE group_members (
    list_id BIGINT NOT NULL REFERENCES group_lists (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (list_id, user_id)
);
INSERT INTO group_members (list_id, user_id, role, created_at)
SELECT list_id, user_id, role, created_at FROM list_members;
CREATE INDEX group_members_user_idx ON group_members (user_id, list_id);

CREATE TABLE wishlist_items (
    id INTEGER PRIMARY KEY,
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
INSERT INTO group_items (id, list_id, added_by, for_user_id, for_name, name, description, price,
                         url, category, priority, ranking, quantity, where_to_buy, image_url,
                         purchased, created_at, updated_at, next_price_read_at,
                         price_change_from, price_change_to, price_changed_at)
SELECT i.id, i.list_id, i.added_by, i.for_user_id, i.for_name, i.name, i.description, i.price,
       i.url, i.category, i.priority, i.ranking, i.quantity, i.where_to_buy, i.image_url,
       i.purchased, i.created_at, i.updated_at, i.next_price_read_at,
       i.price_change_from, i.price_change_to, i.price_changed_at
FROM items i JOIN lists l ON l.id = i.list_id WHERE l.kind = 'group';
CREATE INDEX group_items_list_idx ON group_items (list_id, id);

CREATE TABLE claims_moved (
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
INSERT INTO claims_moved (id, group_item_id, wishlist_item_id, giver_id, guest_name, guest_email,
                          guest_token_hash, quantity, status, created_at, updated_at)
SELECT c.id, CASE WHEN l.kind = 'group' THEN c.item_id END,
       CASE WHEN l.kind = 'personal' THEN c.item_id END, c.giver_id, c.guest_name,
       c.guest_email, c.guest_token_hash, c.quantity, c.status, c.created_at, c.updated_at
FROM claims c JOIN items i ON i.id = c.item_id JOIN lists l ON l.id = i.list_id;
DROP TABLE claims;
ALTER TABLE claims_moved RENAME TO claims;
CREATE INDEX claims_group_item_idx ON claims (group_item_id);
CREATE INDEX claims_wishlist_item_idx ON claims (wishlist_item_id);
CREATE INDEX claims_giver_idx ON claims (giver_id);
CREATE UNIQUE INDEX claims_guest_token_key ON claims (guest_token_hash);
CREATE UNIQUE INDEX claims_group_item_giver_key ON claims (group_item_id, giver_id);
CREATE UNIQUE INDEX claims_wishlist_item_giver_key ON claims (wishlist_item_id, giver_id);

CREATE TABLE price_readings_moved (
    id INTEGER PRIMARY KEY,
    wishlist_item_id BIGINT REFERENCES wishlist_items (id) ON DELETE CASCADE,
    group_item_id BIGINT REFERENCES group_items (id) ON DELETE CASCADE,
    price TEXT NOT NULL,
    amount_cents BIGINT,
    read_at TIMESTAMP NOT NULL,
    CHECK ((wishlist_item_id IS NULL) <> (group_item_id IS NULL))
);
INSERT INTO price_readings_moved (id, wishlist_item_id, group_item_id, price, amount_cents, read_at)
SELECT r.id, CASE WHEN l.kind = 'personal' THEN r.item_id END,
       CASE WHEN l.kind = 'group' THEN r.item_id END, r.price, r.amount_cents, r.read_at
FROM price_readings r JOIN items i ON i.id = r.item_id JOIN lists l ON l.id = i.list_id;
DROP TABLE price_readings;
ALTER TABLE price_readings_moved RENAME TO price_readings;
CREATE INDEX price_readings_wishlist_idx ON price_readings (wishlist_item_id, read_at);
CREATE INDEX price_readings_group_idx ON price_readings (group_item_id, read_at);

CREATE TABLE price_watches_moved (
    id INTEGER PRIMARY KEY,
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
INSERT INTO price_watches_moved (id, user_id, wishlist_item_id, group_item_id, watching,
                                 drop_percent, target_cents, reference_cents,
                                 told_below_target, updated_at)
SELECT w.id, w.user_id, CASE WHEN l.kind = 'personal' THEN w.item_id END,
       CASE WHEN l.kind = 'group' THEN w.item_id END, w.watching, w.drop_percent,
       w.target_cents, w.reference_cents, w.told_below_target, w.updated_at
FROM price_watches w JOIN items i ON i.id = w.item_id JOIN lists l ON l.id = i.list_id;
DROP TABLE price_watches;
ALTER TABLE price_watches_moved RENAME TO price_watches;
CREATE UNIQUE INDEX price_watches_wishlist_key ON price_watches (wishlist_item_id, user_id);
CREATE UNIQUE INDEX price_watches_group_key ON price_watches (group_item_id, user_id);
CREATE INDEX price_watches_user_idx ON price_watches (user_id);

CREATE TABLE item_shares_moved (
    id INTEGER PRIMARY KEY,
    item_id BIGINT NOT NULL REFERENCES wishlist_items (id) ON DELETE CASCADE,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    shared_with_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    can_edit BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT item_shares_item_user_key UNIQUE (item_id, shared_with_id)
);
INSERT INTO item_shares_moved (id, item_id, owner_id, shared_with_id, can_edit, created_at)
SELECT s.id, s.item_id, s.owner_id, s.shared_with_id, s.can_edit, s.created_at
FROM item_shares s JOIN items i ON i.id = s.item_id JOIN lists l ON l.id = i.list_id
WHERE l.kind = 'personal';
DROP TABLE item_shares;
ALTER TABLE item_shares_moved RENAME TO item_shares;
CREATE INDEX item_shares_shared_with_idx ON item_shares (shared_with_id, id);

DROP TABLE items;
DROP TABLE list_members;
DROP TABLE lists;
