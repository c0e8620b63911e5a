-- Taken back, a dependant's lists and birthdays go with them (the release
-- before knows no kind 'dependant').
DELETE FROM lists WHERE kind = 'dependant';
DELETE FROM special_dates WHERE dependant_id IS NOT NULL;
DROP INDEX special_dates_dependant_idx;
ALTER TABLE special_dates DROP COLUMN dependant_id;
DROP INDEX lists_dependant_idx;
ALTER TABLE lists DROP COLUMN dependant_id;
DROP TABLE dependant_guardians;
DROP TABLE dependants;
