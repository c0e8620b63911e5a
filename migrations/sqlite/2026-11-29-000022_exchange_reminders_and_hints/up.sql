-- Gift exchanges (issue 42), what the first version lacked: reminders
-- before the day, claimed once per stage across instances, and what a
-- participant tells their Secret Santa.

-- The nearest reminder stage sent (days before the day: 7, then 1); NULL
-- while none was. A stage is claimed by an UPDATE that only matches while
-- it is not sent, so two schedulers never send one twice.
ALTER TABLE exchanges ADD COLUMN reminded_days_before INTEGER;
-- The scheduler reads the exchanges of the coming week every minute.
CREATE INDEX exchanges_date_idx ON exchanges (exchange_date);

-- What a participant chose to tell whoever draws them (interests, sizes);
-- shown to their giver only.
ALTER TABLE exchange_participants ADD COLUMN hints TEXT;
