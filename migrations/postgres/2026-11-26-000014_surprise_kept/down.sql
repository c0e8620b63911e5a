DROP INDEX group_lists_reveal_idx;
DELETE FROM group_items WHERE added_by IS NULL;
ALTER TABLE group_items DROP CONSTRAINT group_items_added_by_fkey;
ALTER TABLE group_items ADD CONSTRAINT group_items_added_by_fkey
    FOREIGN KEY (added_by) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE group_items ALTER COLUMN added_by SET NOT NULL;
