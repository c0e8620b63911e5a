-- The account's own choices: a profile edited here outlives later sign-ins,
-- a chosen time zone outlives the browser's reports, and the defaults and
-- switches of the Settings page.
ALTER TABLE users ADD COLUMN profile_edited BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN time_zone_chosen BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN default_reminder_days INTEGER NOT NULL DEFAULT 7;
ALTER TABLE users ADD COLUMN default_reminder_delivery TEXT NOT NULL DEFAULT 'dashboard';
ALTER TABLE users ADD COLUMN email_reminders BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE users ADD COLUMN list_by_default BOOLEAN NOT NULL DEFAULT FALSE;
