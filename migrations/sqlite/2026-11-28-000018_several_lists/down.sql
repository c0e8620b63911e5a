ALTER TABLE lists DROP COLUMN registry;
ALTER TABLE lists DROP COLUMN visibility;
