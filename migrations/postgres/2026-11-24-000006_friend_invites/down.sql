DELETE FROM friend_requests WHERE receiver_id IS NULL;
DROP INDEX friend_requests_unbound_idx;
DROP INDEX friend_requests_pending_address_key;
ALTER TABLE friend_requests ALTER COLUMN receiver_id SET NOT NULL;
ALTER TABLE friend_requests DROP COLUMN receiver_email;
