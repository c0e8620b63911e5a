DROP INDEX items_added_by_idx;
DROP INDEX items_for_user_idx;
CREATE INDEX items_added_by_idx ON items (added_by);
CREATE INDEX items_for_user_idx ON items (for_user_id);
UPDATE items SET added_by = -list_id, for_user_id = -list_id WHERE list_id < 0;
