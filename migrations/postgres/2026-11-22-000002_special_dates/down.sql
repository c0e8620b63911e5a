DROP INDEX users_calendar_token_key;
ALTER TABLE users DROP COLUMN calendar_token;
DROP TABLE reminders;
DROP TABLE special_dates;
DROP TABLE contacts;
