ALTER TABLE users DROP COLUMN circle_emailed_at;
ALTER TABLE users DROP COLUMN email_circle;
ALTER TABLE notifications DROP COLUMN args;
