-- The surprise survives its adder: an item whose adder deleted their account
-- is "Someone"'s (added_by NULL) when it may not pass to its list's creator.
ALTER TABLE group_items ALTER COLUMN added_by DROP NOT NULL;
ALTER TABLE group_items DROP CONSTRAINT group_items_added_by_fkey;
ALTER TABLE group_items ADD CONSTRAINT group_items_added_by_fkey
    FOREIGN KEY (added_by) REFERENCES users (id) ON DELETE SET NULL;

-- The reveal is stored: lists already past it (3 days after their event)
-- are archived as of that day; from now on the scheduler archives them.
UPDATE group_lists SET archived_at = (event_date + 3)::timestamp
WHERE archived_at IS NULL AND event_date IS NOT NULL
  AND event_date + 3 <= CURRENT_DATE;
CREATE INDEX group_lists_reveal_idx ON group_lists (event_date) WHERE archived_at IS NULL;
