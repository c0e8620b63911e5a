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
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX wishlist_items_user_idx ON wishlist_items (user_id, id);

-- What an owner shares with a friend; removing the friendship removes these.
CREATE TABLE item_shares (
    id INTEGER PRIMARY KEY,
    item_id BIGINT NOT NULL REFERENCES wishlist_items (id) ON DELETE CASCADE,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    shared_with_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    can_edit BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT item_shares_item_user_key UNIQUE (item_id, shared_with_id)
);
CREATE INDEX item_shares_shared_with_idx ON item_shares (shared_with_id, id);

CREATE TABLE date_shares (
    id INTEGER PRIMARY KEY,
    special_date_id BIGINT NOT NULL REFERENCES special_dates (id) ON DELETE CASCADE,
    owner_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    shared_with_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    can_edit BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT date_shares_date_user_key UNIQUE (special_date_id, shared_with_id)
);
CREATE INDEX date_shares_shared_with_idx ON date_shares (shared_with_id, id);

-- The public wishlist link: the list is public while a token is set.
ALTER TABLE users ADD COLUMN wishlist_token TEXT;
CREATE UNIQUE INDEX users_wishlist_token_key ON users (wishlist_token);
