-- A person's own wishlist (list -(owner)) says whose its items are: they
-- are for its owner and added by them. The two columns stay NULL there, so
-- the most frequent write pays no foreign-key check on either and adds no
-- entry to their indexes, which keep only the rows that name someone (the
-- foreign keys' `= id` look-ups still use them).
UPDATE items SET added_by = NULL, for_user_id = NULL WHERE list_id < 0;
DROP INDEX items_added_by_idx;
DROP INDEX items_for_user_idx;
CREATE INDEX items_added_by_idx ON items (added_by) WHERE added_by IS NOT NULL;
CREATE INDEX items_for_user_idx ON items (for_user_id) WHERE for_user_id IS NOT NULL;
