DROP INDEX exchanges_date_idx;
ALTER TABLE exchange_participants DROP COLUMN hints;
ALTER TABLE exchanges DROP COLUMN reminded_days_before;
