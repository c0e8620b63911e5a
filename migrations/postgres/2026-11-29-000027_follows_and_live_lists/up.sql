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
    id BIGSERIAL PRIMARY KEY,
    list_id BIGINT NOT NULL
);

-- A row that names its list (lists: its id; list_members, items: list_id).
CREATE FUNCTION note_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'lists' THEN
        IF TG_OP = 'DELETE' THEN
            INSERT INTO list_changes (list_id) VALUES (OLD.id);
        ELSE
            INSERT INTO list_changes (list_id) VALUES (NEW.id);
        END IF;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO list_changes (list_id) VALUES (OLD.list_id);
    ELSE
        INSERT INTO list_changes (list_id) VALUES (NEW.list_id);
        IF TG_OP = 'UPDATE' THEN
            IF OLD.list_id <> NEW.list_id THEN
                INSERT INTO list_changes (list_id) VALUES (OLD.list_id);
            END IF;
        END IF;
    END IF;
    RETURN NULL;
END $$;

-- A row that names its item (claims, chip_ins, price_readings).
CREATE FUNCTION note_item_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = OLD.item_id;
    ELSE
        INSERT INTO list_changes (list_id) SELECT list_id FROM items WHERE id = NEW.item_id;
    END IF;
    RETURN NULL;
END $$;

-- A pledge names its shared purchase.
CREATE FUNCTION note_pledge_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO list_changes (list_id)
            SELECT items.list_id FROM chip_ins JOIN items ON items.id = chip_ins.item_id
            WHERE chip_ins.id = OLD.chip_in_id;
    ELSE
        INSERT INTO list_changes (list_id)
            SELECT items.list_id FROM chip_ins JOIN items ON items.id = chip_ins.item_id
            WHERE chip_ins.id = NEW.chip_in_id;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER lists_changed AFTER UPDATE OR DELETE ON lists
    FOR EACH ROW EXECUTE FUNCTION note_list_change();
CREATE TRIGGER list_members_changed AFTER INSERT OR UPDATE OR DELETE ON list_members
    FOR EACH ROW EXECUTE FUNCTION note_list_change();
CREATE TRIGGER items_changed AFTER INSERT OR UPDATE OR DELETE ON items
    FOR EACH ROW EXECUTE FUNCTION note_list_change();
CREATE TRIGGER claims_changed AFTER INSERT OR UPDATE OR DELETE ON claims
    FOR EACH ROW EXECUTE FUNCTION note_item_change();
CREATE TRIGGER chip_ins_changed AFTER INSERT OR UPDATE OR DELETE ON chip_ins
    FOR EACH ROW EXECUTE FUNCTION note_item_change();
CREATE TRIGGER price_readings_added AFTER INSERT ON price_readings
    FOR EACH ROW EXECUTE FUNCTION note_item_change();
CREATE TRIGGER pledges_changed AFTER INSERT OR UPDATE OR DELETE ON pledges
    FOR EACH ROW EXECUTE FUNCTION note_pledge_change();
