ALTER TABLE users DROP COLUMN list_by_default;
ALTER TABLE users DROP COLUMN email_reminders;
ALTER TABLE users DROP COLUMN default_reminder_delivery;
ALTER TABLE users DROP COLUMN default_reminder_days;
ALTER TABLE users DROP COLUMN time_zone_chosen;
ALTER TABLE users DROP COLUMN profile_edited;
