DELETE FROM lists WHERE kind = 'wishlist';
ALTER TABLE lists DROP COLUMN visibility;
