-- A notification is stored as its kind and that kind's arguments (JSON,
-- without the kind), put in words when read, so a change of wording
-- applies to old notifications too. `title` and `body` keep the words as
-- first written (what the release before reads); a row without `args`
-- (recorded before this migration) is shown in them.
ALTER TABLE notifications ADD COLUMN args TEXT;
-- "Email me about my circle" (off by default), and when the last such
-- email was claimed: at most one a day.
ALTER TABLE users ADD COLUMN email_circle BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN circle_emailed_at TIMESTAMP;
