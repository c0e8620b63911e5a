-- Several lists per person (issue 39): beside their own wishlist (kind
-- 'personal', list -(owner)), a person keeps lists of kind 'wishlist',
-- each with its name, occasion and event date. Their items, like the own
-- wishlist's, are the owner's: `added_by` and `for_user_id` stay NULL.
--
-- Who sees a person's list besides the friends each item is shared with:
-- 'private' (nobody more) or 'friends' (every current friend sees and
-- claims every item). The public link and Find a list stay as they are.
-- Taken back, the columns go and the lists stay: the release before reads
-- only the kinds it knows, and sees them again once this runs again.
ALTER TABLE lists ADD COLUMN visibility TEXT NOT NULL DEFAULT 'private';
-- A registry (a wedding, a new baby, a new home): a list many guests buy
-- from by its public link, without an account; its public page shows what
-- is still needed first.
ALTER TABLE lists ADD COLUMN registry BOOLEAN NOT NULL DEFAULT FALSE;
