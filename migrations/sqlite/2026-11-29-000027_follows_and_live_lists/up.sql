-- Following a list (issue 46): a person's choice, kept over the default
-- (a group list's members follow it until they choose not to).
CREATE TABLE list_follows (
    list_id BIGINT NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    following BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (list_id, user_id)
);
CREATE INDEX list_follows_user_idx ON list_follows (user_id);

-- News emailed as well as shown in the bell (a claimed gift taken off its
-- list): the scheduler claims each once.
ALTER TABLE notifications ADD COLUMN email_due BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX notifications_email_due_idx ON notifications (email_due) WHERE email_due;

-- Live list pages: every write that can change what someone reads of a
-- list notes the list here, in its own transaction, whichever instance or
-- job made it. Each instance polls the new rows and tells the pages it
-- serves; what each page may learn is decided there, by the same reads
-- that answer the page. Old rows are pruned.
CREATE TABLE list_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    list_id BIGINT NOT NULL
);

CREATE TRIGGER lists_changed AFTER UPDATE ON lists
BEGIN
    INSERT INTO list_changes (list_id) VALUES (NEW.id);
END;
CREATE TRIGGER lists_deleted AFTER DELETE ON lists
BEGIN
    INSERT INTO list_changes (list_id) VALUES (OLD.id);
END;
CREATE TRIGGER list_members_added AFTER INSERT ON list_members
BEGIN
    INSERT INTO list_changes (list_id) VALUES (NEW.list_id);
END;
CREATE TRIGGER list_members_changed AFTER UPDATE ON list_members
BEGIN
    INSERT INTO list_changes (list_id) VALUES (NEW.list_id);
END;
CREATE TRIGGER list_members_removed AFTER DELETE ON list_members
BEGIN
    INSERT INTO list_changes (list_id) VALUES (OLD.list_id);
END;
CREATE TRIGGER items_added AFTER INSERT ON items
BEGIN
    INSERT INTO list_changes (list_id) VALUES (NEW.list_id);
END;
CREATE TRIGGER items_changed AFTER UPDATE ON items
BEGIN
    INSERT INTO list_changes (list_id) VALUES (NEW.list_id);
    INSERT INTO list_changes (list_id)
        SELECT OLD.list_id WHERE OLD.list_id <> NEW.list_id;
END;
CREATE TRIGGER items_removed AFTER DELETE ON items
BEGIN
    INSERT INTO list_changes (list_id) VALUES (OLD.list_id);
END;
CREATE TRIGGER claims_added AFTER INSERT ON claims
BEGIN
    INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = NEW.item_id;
END;
CREATE TRIGGER claims_changed AFTER UPDATE ON claims
BEGIN
    INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = NEW.item_id;
END;
CREATE TRIGGER claims_removed AFTER DELETE ON claims
BEGIN
    INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = OLD.item_id;
END;
CREATE TRIGGER chip_ins_added AFTER INSERT ON chip_ins
BEGIN
    INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = NEW.item_id;
END;
CREATE TRIGGER chip_ins_changed AFTER UPDATE ON chip_ins
BEGIN
    INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = NEW.item_id;
END;
CREATE TRIGGER chip_ins_removed AFTER DELETE ON chip_ins
BEGIN
    INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = OLD.item_id;
END;
CREATE TRIGGER pledges_added AFTER INSERT ON pledges
BEGIN
    INSERT INTO list_changes (list_id)
        SELECT items.list_id FROM chip_ins JOIN items ON items.id = chip_ins.item_id
        WHERE chip_ins.id = NEW.chip_in_id;
END;
CREATE TRIGGER pledges_changed AFTER UPDATE ON pledges
BEGIN
    INSERT INTO list_changes (list_id)
        SELECT items.list_id FROM chip_ins JOIN items ON items.id = chip_ins.item_id
        WHERE chip_ins.id = NEW.chip_in_id;
END;
CREATE TRIGGER pledges_removed AFTER DELETE ON pledges
BEGIN
    INSERT INTO list_changes (list_id)
        SELECT items.list_id FROM chip_ins JOIN items ON items.id = chip_ins.item_id
        WHERE chip_ins.id = OLD.chip_in_id;
END;
CREATE TRIGGER price_readings_added AFTER INSERT ON price_readings
BEGIN
    INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = NEW.item_id;
END;
