-- Several lists per person (issue 39): beside their own wishlist (kind
-- 'personal', list -(owner)), a person keeps lists of kind 'wishlist',
-- each with its name, occasion and event date. Their items, like the own
-- wishlist's, are the owner's: `added_by` and `for_user_id` stay NULL.
--
-- Who sees a person's list besides the friends each item is shared with:
-- 'private' (nobody more) or 'friends' (every current friend sees and
-- claims every item). The public link and Find a list stay as they are.
ALTER TABLE lists ADD COLUMN visibility TEXT NOT NULL DEFAULT 'private';
