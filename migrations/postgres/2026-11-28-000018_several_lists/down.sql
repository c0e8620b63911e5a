ALTER TABLE lists DROP COLUMN visibility;
