DROP TABLE item_questions;
DROP TABLE giver_notes;
DROP TABLE pledges;
DELETE FROM claims WHERE id IN (SELECT claim_id FROM chip_ins);
DROP TABLE chip_ins;
