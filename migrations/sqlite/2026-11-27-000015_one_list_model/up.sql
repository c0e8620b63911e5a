-- One list model (issue 36): every list (a person's own wishlist, a group
-- list; later kinds too) is a row of `lists`, every item a row of `items`,
-- and claims, price readings, watches and item shares point at one item.
--
-- Ids: group lists and personal items keep theirs (links and bookmarks use
-- them); a person's own wishlist is list minus their user id (found with no
-- look-up: its items are read by one index, as before); group items are
-- numbered above the largest personal item, in order, with every row that
-- points at them following. Tokens are kept.
--
-- One transaction with foreign keys on: every table pointing at an old one
-- is rebuilt before the old one is dropped, so no drop cascades into rows
-- still wanted. Any failure leaves the database as it was.

CREATE TABLE lists (
    -- AUTOINCREMENT: a new group list is numbered above every one before
    -- it, never 0 (the next rowid after personal lists' negative ids alone).
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- 'personal' (its owner's own wishlist, one each) or 'group'.
    kind TEXT NOT NULL,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- NULL for a personal list: titled after its owner ("Ann's wishlist").
    name TEXT,
    description TEXT,
    occasion TEXT,
    event_date TEXT,
    -- Public while a token is set; listed in Find a list only while public.
    public_token TEXT,
    listed BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    -- The stored reveal (a group list archived).
    archived_at TIMESTAMP,
    -- A person's own wishlist is list -(their id): reads need no look-up.
    CONSTRAINT lists_personal_id CHECK (kind <> 'personal' OR id = -owner_id)
);
INSERT INTO lists (id, kind, owner_id, name, description, occasion, event_date,
                   public_token, listed, created_at, updated_at, archived_at)
SELECT id, 'group', owner_id, name, description, occasion, event_date,
       public_token, listed, created_at, updated_at, archived_at
FROM group_lists;
INSERT INTO lists (id, kind, owner_id, public_token, listed, created_at, updated_at)
SELECT -id, 'personal', id,
       wishlist_token, wishlist_listed, created_at, created_at
FROM users;
CREATE INDEX lists_owner_idx ON lists (owner_id, id);
CREATE UNIQUE INDEX lists_public_token_key ON lists (public_token);
CREATE INDEX lists_listed_idx ON lists (listed, id);
CREATE INDEX lists_reveal_idx ON lists (event_date) WHERE archived_at IS NULL;

-- Who is on a group list, with their role (its creator: 'owner').
CREATE TABLE list_members (
    list_id BIGINT NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (list_id, user_id)
);
INSERT INTO list_members (list_id, user_id, role, created_at)
SELECT list_id, user_id, role, created_at FROM group_members;
CREATE INDEX list_members_user_idx ON list_members (user_id, list_id);

-- An item is for its list's owner (a personal list's: added by them), for
-- everyone (both NULL), for a member (for_user_id) or for someone outside
-- the app (for_name). One for a member that someone else added is a
-- surprise: never shown to that member.
CREATE TABLE items (
    id INTEGER PRIMARY KEY,
    list_id BIGINT NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
    -- NULL: "Someone", whose account is gone.
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
    received_at TIMESTAMP,
    next_price_read_at TIMESTAMP,
    price_change_from TEXT,
    price_change_to TEXT,
    price_changed_at TIMESTAMP
);
INSERT INTO items (id, list_id, added_by, for_user_id, for_name, name, description, price,
                   url, category, priority, ranking, quantity, where_to_buy, image_url,
                   purchased, created_at, updated_at, received_at, next_price_read_at,
                   price_change_from, price_change_to, price_changed_at)
SELECT w.id, l.id, w.user_id, w.user_id, NULL, w.name, w.description, w.price,
       w.url, w.category, w.priority, w.ranking, w.quantity, w.where_to_buy, w.image_url,
       w.purchased, w.created_at, w.updated_at, w.received_at, w.next_price_read_at,
       w.price_change_from, w.price_change_to, w.price_changed_at
FROM wishlist_items w JOIN lists l ON l.owner_id = w.user_id AND l.kind = 'personal';
-- The group items' new ids: the old ones above the largest personal item.
CREATE TEMPORARY TABLE group_item_ids AS
SELECT id AS old_id, id + (SELECT coalesce(max(id), 0) FROM wishlist_items) AS new_id
FROM group_items;
INSERT INTO items (id, list_id, added_by, for_user_id, for_name, name, description, price,
                   url, category, priority, ranking, quantity, where_to_buy, image_url,
                   purchased, created_at, updated_at, received_at, next_price_read_at,
                   price_change_from, price_change_to, price_changed_at)
SELECT n.new_id, g.list_id, g.added_by, g.for_user_id, g.for_name, g.name, g.description,
       g.price, g.url, g.category, g.priority, g.ranking, g.quantity, g.where_to_buy,
       g.image_url, g.purchased, g.created_at, g.updated_at, NULL, g.next_price_read_at,
       g.price_change_from, g.price_change_to, g.price_changed_at
FROM group_items g JOIN group_item_ids n ON n.old_id = g.id;
CREATE INDEX items_list_idx ON items (list_id, id);
CREATE INDEX items_added_by_idx ON items (added_by);
CREATE INDEX items_for_user_idx ON items (for_user_id);
CREATE INDEX items_price_due_idx ON items (next_price_read_at, id) WHERE url IS NOT NULL;

-- Claims ("I'll get this") on an item, by a signed-in giver or a guest on
-- a public link (with the hash of their undo token). A signed-in giver
-- holds one claim per item.
CREATE TABLE claims_moved (
    id INTEGER PRIMARY KEY,
    item_id BIGINT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    giver_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    guest_name TEXT,
    guest_email TEXT,
    guest_token_hash TEXT,
    quantity INTEGER NOT NULL,
    status TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CHECK ((giver_id IS NULL) <> (guest_token_hash IS NULL))
);
INSERT INTO claims_moved (id, item_id, giver_id, guest_name, guest_email, guest_token_hash,
                          quantity, status, created_at, updated_at)
SELECT c.id, coalesce(c.wishlist_item_id, n.new_id), c.giver_id, c.guest_name, c.guest_email,
       c.guest_token_hash, c.quantity, c.status, c.created_at, c.updated_at
FROM claims c LEFT JOIN group_item_ids n ON n.old_id = c.group_item_id;
DROP TABLE claims;
ALTER TABLE claims_moved RENAME TO claims;
CREATE INDEX claims_giver_idx ON claims (giver_id);
CREATE UNIQUE INDEX claims_guest_token_key ON claims (guest_token_hash);
CREATE UNIQUE INDEX claims_item_giver_key ON claims (item_id, giver_id);

-- Each reading of a listed item's page.
CREATE TABLE price_readings_moved (
    id INTEGER PRIMARY KEY,
    item_id BIGINT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    price TEXT NOT NULL,
    amount_cents BIGINT,
    read_at TIMESTAMP NOT NULL
);
INSERT INTO price_readings_moved (id, item_id, price, amount_cents, read_at)
SELECT r.id, coalesce(r.wishlist_item_id, n.new_id), r.price, r.amount_cents, r.read_at
FROM price_readings r LEFT JOIN group_item_ids n ON n.old_id = r.group_item_id;
DROP TABLE price_readings;
ALTER TABLE price_readings_moved RENAME TO price_readings;
CREATE INDEX price_readings_item_idx ON price_readings (item_id, read_at);

-- Who watches which item's price, with what they heard last.
CREATE TABLE price_watches_moved (
    id INTEGER PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    item_id BIGINT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    watching BOOLEAN NOT NULL,
    drop_percent INTEGER NOT NULL,
    target_cents BIGINT,
    reference_cents BIGINT,
    told_below_target BOOLEAN NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
INSERT INTO price_watches_moved (id, user_id, item_id, watching, drop_percent, target_cents,
                                 reference_cents, told_below_target, updated_at)
SELECT w.id, w.user_id, coalesce(w.wishlist_item_id, n.new_id), w.watching, w.drop_percent,
       w.target_cents, w.reference_cents, w.told_below_target, w.updated_at
FROM price_watches w LEFT JOIN group_item_ids n ON n.old_id = w.group_item_id;
DROP TABLE price_watches;
ALTER TABLE price_watches_moved RENAME TO price_watches;
CREATE UNIQUE INDEX price_watches_item_key ON price_watches (item_id, user_id);
CREATE INDEX price_watches_user_idx ON price_watches (user_id);

-- What an owner shares with a friend; removing the friendship removes these.
CREATE TABLE item_shares_moved (
    id INTEGER PRIMARY KEY,
    item_id BIGINT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    shared_with_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    can_edit BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT item_shares_item_user_key UNIQUE (item_id, shared_with_id)
);
INSERT INTO item_shares_moved (id, item_id, owner_id, shared_with_id, can_edit, created_at)
SELECT id, item_id, owner_id, shared_with_id, can_edit, created_at FROM item_shares;
DROP TABLE item_shares;
ALTER TABLE item_shares_moved RENAME TO item_shares;
CREATE INDEX item_shares_shared_with_idx ON item_shares (shared_with_id, id);

-- An answer kept for a retry names the group items' old ids: those routes
-- answer afresh.
DELETE FROM idempotency_keys WHERE route LIKE 'POST /api/collaborative-wishlists%';

DROP TABLE group_item_ids;
DROP TABLE group_members;
DROP TABLE group_items;
DROP TABLE wishlist_items;
DROP TABLE group_lists;
DROP INDEX users_wishlist_token_key;
DROP INDEX users_wishlist_listed_idx;
ALTER TABLE users DROP COLUMN wishlist_token;
ALTER TABLE users DROP COLUMN wishlist_listed;
