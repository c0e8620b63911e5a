-- Group (collaborative) wishlists: the list, who is on it (its creator
-- with the role 'owner'), and the items its members add together.
CREATE TABLE group_lists (
    id INTEGER PRIMARY KEY,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT,
    occasion TEXT,
    event_date TEXT,
    -- Public while a token is set; listed in Find a list only while public.
    public_token TEXT,
    listed BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX group_lists_owner_idx ON group_lists (owner_id, id);
CREATE UNIQUE INDEX group_lists_public_token_key ON group_lists (public_token);
CREATE INDEX group_lists_listed_idx ON group_lists (listed, id);

CREATE TABLE group_members (
    list_id BIGINT NOT NULL REFERENCES group_lists (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (list_id, user_id)
);
CREATE INDEX group_members_user_idx ON group_members (user_id, list_id);

-- An item is for everyone (both NULL), for a member (for_user_id) or for
-- someone outside the app (for_name). One for a member that someone else
-- added is a surprise: never shown to that member.
CREATE TABLE group_items (
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
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX group_items_list_idx ON group_items (list_id, id);

-- The personal wishlist's own Find a list flag.
ALTER TABLE users ADD COLUMN wishlist_listed BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX users_wishlist_listed_idx ON users (wishlist_listed, id);

-- The bell, for reminders and news alike. Reminders stay the scheduler's
-- claim and outbox; each one recorded adds its notification here.
CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    channel TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    special_date_id BIGINT REFERENCES special_dates (id) ON DELETE CASCADE,
    occurrence TEXT,
    read_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id);
INSERT INTO notifications
    (user_id, kind, channel, title, body, special_date_id, occurrence, read_at, created_at)
SELECT user_id, 'reminder', channel, title, body, special_date_id, occurrence, read_at, created_at
FROM reminders ORDER BY id;
ALTER TABLE reminders DROP COLUMN read_at;
