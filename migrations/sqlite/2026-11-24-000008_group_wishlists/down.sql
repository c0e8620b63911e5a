ALTER TABLE reminders ADD COLUMN read_at TIMESTAMP;
DROP TABLE notifications;
DROP INDEX users_wishlist_listed_idx;
ALTER TABLE users DROP COLUMN wishlist_listed;
DROP TABLE group_items;
DROP TABLE group_members;
DROP TABLE group_lists;
