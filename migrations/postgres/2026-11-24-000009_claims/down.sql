ALTER TABLE wishlist_items DROP COLUMN received_at;
ALTER TABLE group_lists DROP COLUMN archived_at;
DROP TABLE claims;
