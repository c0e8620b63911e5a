DROP TABLE exchange_questions;
DROP TABLE exchange_exclusions;
DROP TABLE exchange_participants;
DROP TABLE exchanges;
