DROP INDEX users_wishlist_token_key;
ALTER TABLE users DROP COLUMN wishlist_token;
DROP TABLE date_shares;
DROP TABLE item_shares;
DROP TABLE wishlist_items;
