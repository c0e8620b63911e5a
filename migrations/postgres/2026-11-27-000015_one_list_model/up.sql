-- One list model (issue 36): every list (a person's own wishlist, a group
-- list; later kinds too) is a row of `lists`, every item a row of `items`,
-- and claims, price readings, watches and item shares point at one item.
--
-- Ids: group lists and personal items keep theirs (links and bookmarks use
-- them); a person's own wishlist is list minus their user id (found with no
-- look-up: its items are read by one index, as before); group items are
-- numbered above the largest personal item, in order, with every row that
-- points at them following. Tokens are kept. One transaction: any failure
-- leaves the database as it was.

CREATE TABLE lists (
    id BIGSERIAL PRIMARY KEY,
    -- 'personal' (its owner's own wishlist, one each) or 'group'.
    kind TEXT NOT NULL,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- NULL for a personal list: titled after its owner ("Ann's wishlist").
    name TEXT,
    description TEXT,
    occasion TEXT,
    event_date DATE,
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
-- Group lists go on from the largest (personal lists' ids are negative).
SELECT setval(pg_get_serial_sequence('lists', 'id'), coalesce((SELECT max(id) FROM lists WHERE id > 0), 0) + 1, false);
CREATE INDEX lists_owner_idx ON lists (owner_id, id);
CREATE UNIQUE INDEX lists_public_token_key ON lists (public_token);
CREATE INDEX lists_listed_idx ON lists (listed, id);
CREATE INDEX lists_reveal_idx ON lists (event_date) WHERE archived_at IS NULL;

-- Who is on a group list, with their role (its creator: 'owner').
ALTER TABLE group_members RENAME TO list_members;
ALTER INDEX group_members_pkey RENAME TO list_members_pkey;
ALTER INDEX group_members_user_idx RENAME TO list_members_user_idx;
ALTER TABLE list_members RENAME CONSTRAINT group_members_user_id_fkey TO list_members_user_id_fkey;
ALTER TABLE list_members DROP CONSTRAINT group_members_list_id_fkey;
ALTER TABLE list_members ADD CONSTRAINT list_members_list_id_fkey
    FOREIGN KEY (list_id) REFERENCES lists (id) ON DELETE CASCADE;

-- An item is for its list's owner (a personal list's: added by them), for
-- everyone (both NULL), for a member (for_user_id) or for someone outside
-- the app (for_name). One for a member that someone else added is a
-- surprise: never shown to that member.
CREATE TABLE items (
    id BIGSERIAL PRIMARY KEY,
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
CREATE TEMPORARY TABLE group_item_ids ON COMMIT DROP AS
SELECT id AS old_id, id + (SELECT coalesce(max(id), 0) FROM wishlist_items) AS new_id
FROM group_items;
-- Indexed: the claims, readings and watches below look their items up in
-- it (unindexed, the claims alone took 14 s for 10k users, growing with
-- the square of the rows).
ALTER TABLE group_item_ids ADD PRIMARY KEY (old_id);
ANALYZE group_item_ids;
INSERT INTO items (id, list_id, added_by, for_user_id, for_name, name, description, price,
                   url, category, priority, ranking, quantity, where_to_buy, image_url,
                   purchased, created_at, updated_at, received_at, next_price_read_at,
                   price_change_from, price_change_to, price_changed_at)
SELECT n.new_id, g.list_id, g.added_by, g.for_user_id, g.for_name, g.name, g.description,
       g.price, g.url, g.category, g.priority, g.ranking, g.quantity, g.where_to_buy,
       g.image_url, g.purchased, g.created_at, g.updated_at, NULL, g.next_price_read_at,
       g.price_change_from, g.price_change_to, g.price_changed_at
FROM group_items g JOIN group_item_ids n ON n.old_id = g.id;
SELECT setval(pg_get_serial_sequence('items', 'id'), coalesce((SELECT max(id) FROM items), 0) + 1, false);
CREATE INDEX items_list_idx ON items (list_id, id);
CREATE INDEX items_added_by_idx ON items (added_by);
CREATE INDEX items_for_user_idx ON items (for_user_id);
CREATE INDEX items_price_due_idx ON items (next_price_read_at, id) WHERE url IS NOT NULL;

-- Claims, readings and watches name one item. Dropping the two old
-- columns drops their checks and indexes with them.
ALTER TABLE claims ADD COLUMN item_id BIGINT;
UPDATE claims c SET item_id = coalesce(c.wishlist_item_id,
    (SELECT n.new_id FROM group_item_ids n WHERE n.old_id = c.group_item_id));
ALTER TABLE claims ALTER COLUMN item_id SET NOT NULL;
ALTER TABLE claims DROP COLUMN group_item_id, DROP COLUMN wishlist_item_id;
ALTER TABLE claims ADD CONSTRAINT claims_item_id_fkey
    FOREIGN KEY (item_id) REFERENCES items (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX claims_item_giver_key ON claims (item_id, giver_id);

ALTER TABLE price_readings ADD COLUMN item_id BIGINT;
UPDATE price_readings r SET item_id = coalesce(r.wishlist_item_id,
    (SELECT n.new_id FROM group_item_ids n WHERE n.old_id = r.group_item_id));
ALTER TABLE price_readings ALTER COLUMN item_id SET NOT NULL;
ALTER TABLE price_readings DROP COLUMN group_item_id, DROP COLUMN wishlist_item_id;
ALTER TABLE price_readings ADD CONSTRAINT price_readings_item_id_fkey
    FOREIGN KEY (item_id) REFERENCES items (id) ON DELETE CASCADE;
CREATE INDEX price_readings_item_idx ON price_readings (item_id, read_at);

ALTER TABLE price_watches ADD COLUMN item_id BIGINT;
UPDATE price_watches w SET item_id = coalesce(w.wishlist_item_id,
    (SELECT n.new_id FROM group_item_ids n WHERE n.old_id = w.group_item_id));
ALTER TABLE price_watches ALTER COLUMN item_id SET NOT NULL;
ALTER TABLE price_watches DROP COLUMN group_item_id, DROP COLUMN wishlist_item_id;
ALTER TABLE price_watches ADD CONSTRAINT price_watches_item_id_fkey
    FOREIGN KEY (item_id) REFERENCES items (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX price_watches_item_key ON price_watches (item_id, user_id);

-- Item shares keep their ids (personal items keep theirs).
ALTER TABLE item_shares DROP CONSTRAINT item_shares_item_id_fkey;
ALTER TABLE item_shares ADD CONSTRAINT item_shares_item_id_fkey
    FOREIGN KEY (item_id) REFERENCES items (id) ON DELETE CASCADE;

-- An answer kept for a retry names the group items' old ids: those routes
-- answer afresh.
DELETE FROM idempotency_keys WHERE route LIKE 'POST /api/collaborative-wishlists%';

DROP TABLE group_items;
DROP TABLE wishlist_items;
DROP TABLE group_lists;
ALTER TABLE users DROP COLUMN wishlist_token, DROP COLUMN wishlist_listed;
