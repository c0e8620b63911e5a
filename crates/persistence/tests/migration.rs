//! Migration 15, the one list model (issue 36), on a populated database and
//! on both backends:
//!
//! - every row is carried over: 10,000 users seeded with the seed of the
//!   schema before it, plus a scene with what the seed lacks (public and
//!   listed wishlists, received and repriced items, archived lists, items
//!   for members, outsiders and "Someone", guest claims, readings, watches,
//!   shares, idempotency keys), each entity compared row by row (EXCEPT both
//!   ways) with a snapshot taken before, in the new shape; the time the
//!   migration takes over them is printed;
//! - a failed migration leaves the database as it was: old tables, rows
//!   and columns, no new table, the migration not recorded, no transaction
//!   or lock left on a pooled connection; once the cause is gone it runs;
//! - down then up keeps every row of a database filled through the new
//!   schema (ids interleaved as the app writes them).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::BigInt;
use persistence::test_support::{revert_migrations_after, run_pending_migrations};
use persistence::{Backend, Database, DbConnection};

/// One case at a time, from its schema's making to its dropping: run side
/// by side, these migrations (DDL over 10,000 seeded users, reverted and run
/// again) deadlocked on PostgreSQL now and then in CI, each in a schema of
/// its own of the one test database.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

macro_rules! migration_tests {
    ($($case:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[test]
                fn $case() {
                    let _turn = super::ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
                    let test_db = persistence::test_support::TestDatabase::sqlite();
                    super::$case(&test_db.database);
                }
            )*
        }
        mod postgres {
            $(
                #[test]
                fn $case() {
                    let _turn = super::ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
                    if let Some(test_db) = persistence::test_support::TestDatabase::postgres() {
                        super::$case(&test_db.database);
                    }
                }
            )*
        }
    };
}

migration_tests!(
    every_row_is_carried_over,
    a_failed_migration_leaves_the_database_as_it_was,
    down_then_up_keeps_every_row,
);

/// Migration 15's version as diesel records it.
const VERSION: &str = "20261127000015";

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn run(conn: &mut DbConnection, sql: &str) {
    conn.batch_execute(sql)
        .unwrap_or_else(|e| panic!("{e}\nin:\n{sql}"));
}

/// A query's one number, named `n` (a BIGINT).
fn number(conn: &mut DbConnection, sql: &str) -> i64 {
    diesel::sql_query(sql)
        .get_result::<Count>(conn)
        .unwrap_or_else(|e| panic!("{e}\nin:\n{sql}"))
        .n
}

/// `SELECT count(*) FROM {from}`.
fn count(conn: &mut DbConnection, from: &str) -> i64 {
    number(
        conn,
        &format!("SELECT CAST(count(*) AS BIGINT) AS n FROM {from}"),
    )
}

fn exists(conn: &mut DbConnection, table: &str) -> bool {
    conn.batch_execute(&format!("SELECT 1 FROM {table} WHERE 1 = 0"))
        .is_ok()
}

fn migration_recorded(conn: &mut DbConnection) -> bool {
    count(
        conn,
        &format!("__diesel_schema_migrations WHERE version = '{VERSION}'"),
    ) == 1
}

/// The seed of the schema before migration 15 (`seed::script` as it was
/// then: the old tables, in each backend's dialect), without its
/// vacuum and checkpoint. A fixture, frozen: it does not follow the schema.
fn old_seed_sql(postgres: bool, users: u32, per_user: u32) -> String {
    // Days from today of a seeded date: spread over the year per user and row.
    let (next, remind) = if postgres {
        (
            "CURRENT_DATE + ((u.id * 7 + k.j * 17) % 365)::int",
            "CURRENT_DATE + ((u.id * 7 + k.j * 17) % 365)::int - 7",
        )
    } else {
        (
            "date('now', ((u.id * 7 + k.j * 17) % 365) || ' days')",
            "date('now', ((u.id * 7 + k.j * 17) % 365 - 7) || ' days')",
        )
    };
    let rows = |table_and_columns: &str, select: &str| {
        format!(
            "WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < {per_user}) \
             INSERT INTO {table_and_columns} SELECT {select} \
             FROM users u CROSS JOIN k WHERE u.email LIKE '%@seed.example';\n"
        )
    };
    let mut sql = format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {users}) \
         INSERT INTO users (issuer, subject, email, first_name, last_name, time_zone, created_at, updated_at) \
         SELECT 'dev', 'user' || i || '@seed.example', 'user' || i || '@seed.example', 'User', \
         'Number' || i, 'UTC', \
         CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM n;\n"
    );
    sql.push_str(&rows(
        "contacts (user_id, name, email, relationship, preferences, created_at, updated_at)",
        "u.id, 'Contact ' || k.j, 'c' || k.j || '.' || u.id || '@seed.example', 'friend', \
         'tea, books', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP",
    ));
    sql.push_str(&rows(
        "special_dates (user_id, title, date, date_type, recurring, reminder_days, \
         reminder_delivery, next_occurrence, remind_on, created_at, updated_at)",
        &format!(
            "u.id, 'Birthday ' || k.j, {next}, 'birthday', TRUE, 7, 'dashboard', {next}, {remind}, \
             CURRENT_TIMESTAMP, CURRENT_TIMESTAMP"
        ),
    ));
    sql.push_str(&rows(
        "wishlist_items (user_id, name, description, price, priority, ranking, quantity, \
         purchased, created_at, updated_at)",
        "u.id, 'Item ' || k.j, 'Something nice to have', '$' || k.j || '.99', 'medium', 3, 1, \
         FALSE, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP",
    ));
    // Statistics first: the joins below need them to plan as joins by index
    // rather than nested scans.
    sql.push_str("ANALYZE;\n");
    // Each seeded user is friends with the next, shares their first item
    // with them, and has asked the one after to be friends; every tenth date
    // has been reminded about.
    sql.push_str(
        "INSERT INTO friendships (user_low_id, user_high_id, created_at) \
         SELECT a.id, b.id, CURRENT_TIMESTAMP FROM users a JOIN users b ON b.id = a.id + 1 \
         WHERE a.email LIKE '%@seed.example' AND b.email LIKE '%@seed.example';\n\
         INSERT INTO item_shares (item_id, owner_id, shared_with_id, can_edit, created_at) \
         SELECT w.id, w.user_id, b.id, FALSE, CURRENT_TIMESTAMP FROM wishlist_items w \
         JOIN users b ON b.id = w.user_id + 1 WHERE w.name = 'Item 1' AND b.email LIKE '%@seed.example';\n\
         INSERT INTO friend_requests (sender_id, receiver_id, receiver_email, status, created_at) \
         SELECT a.id, b.id, b.email, 'pending', CURRENT_TIMESTAMP FROM users a JOIN users b ON b.id = a.id + 2 \
         WHERE a.email LIKE '%@seed.example' AND b.email LIKE '%@seed.example';\n\
         INSERT INTO reminders (user_id, special_date_id, occurrence, channel, title, body, \
         delivery_status, attempts, created_at) \
         SELECT user_id, id, next_occurrence, 'dashboard', title, 'Seeded', 'delivered', 0, \
         CURRENT_TIMESTAMP FROM special_dates WHERE id % 10 = 0;\n\
         INSERT INTO notifications (user_id, kind, channel, title, body, special_date_id, \
         occurrence, created_at) \
         SELECT user_id, 'reminder', channel, title, body, special_date_id, occurrence, created_at \
         FROM reminders;\n",
    );
    // Each seeded user made a group list with the next user on it and
    // three items; every twentieth list is public and listed.
    sql.push_str(
        "INSERT INTO group_lists (owner_id, name, description, occasion, public_token, listed, \
         created_at, updated_at) \
         SELECT id, 'Group ' || id, 'Seeded group list', 'birthday', \
         CASE WHEN id % 20 = 0 THEN 'seed-' || id END, id % 20 = 0, \
         CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM users WHERE email LIKE '%@seed.example';\n\
         INSERT INTO group_members (list_id, user_id, role, created_at) \
         SELECT id, owner_id, 'owner', CURRENT_TIMESTAMP FROM group_lists;\n\
         INSERT INTO group_members (list_id, user_id, role, created_at) \
         SELECT g.id, b.id, 'member', CURRENT_TIMESTAMP FROM group_lists g \
         JOIN users b ON b.id = g.owner_id + 1 WHERE b.email LIKE '%@seed.example';\n\
         WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < 3) \
         INSERT INTO group_items (list_id, added_by, name, price, priority, ranking, quantity, \
         purchased, created_at, updated_at) \
         SELECT g.id, g.owner_id, 'Group item ' || k.j, '$' || k.j || '5.00', 'medium', 3, 1, \
         FALSE, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM group_lists g CROSS JOIN k;\n",
    );
    // The member claimed each list's first item; each friend claimed the
    // item shared with them.
    sql.push_str(
        "INSERT INTO claims (group_item_id, giver_id, quantity, status, created_at, updated_at) \
         SELECT i.id, m.user_id, 1, 'reserved', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP \
         FROM group_items i JOIN group_members m ON m.list_id = i.list_id AND m.role = 'member' \
         WHERE i.name = 'Group item 1';\n\
         INSERT INTO claims (wishlist_item_id, giver_id, quantity, status, created_at, updated_at) \
         SELECT item_id, shared_with_id, 1, 'reserved', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP \
         FROM item_shares;\n",
    );
    sql.push_str("ANALYZE;\n");
    sql
}

/// What the seed lacks, in the schema before migration 15 (portable SQL):
/// Ann's wishlist is public and listed, Ben's public but not listed; Ann's
/// watch was received and repriced; the family list is public, listed and
/// dated, Ben's list archived; group items for everyone, for a member (a
/// surprise), for an outsider and "Someone"'s; signed-in and guest claims,
/// readings and watches on a personal and a group item; a shared item; an
/// idempotency key of each kind.
const OLD_SCENE: &str = "
INSERT INTO users (issuer, subject, email, first_name, last_name, time_zone, created_at,
                   updated_at, wishlist_token, wishlist_listed) VALUES
    ('https://id.example', 'ann', 'ann@scene.example', 'Ann', 'Able', 'Europe/London',
     '2026-11-01 09:00:00', '2026-11-02 09:00:00', 'ann-public', TRUE),
    ('https://id.example', 'ben', 'ben@scene.example', 'Ben', 'Baker', 'UTC',
     '2026-11-01 09:05:00', '2026-11-01 09:05:00', 'ben-unlisted', FALSE),
    ('https://id.example', 'cat', 'cat@scene.example', 'Cat', 'Cole', 'UTC',
     '2026-11-01 09:10:00', '2026-11-01 09:10:00', NULL, FALSE),
    ('https://id.example', 'dan', 'dan@scene.example', 'Dan', 'Dale', 'UTC',
     '2026-11-01 09:15:00', '2026-11-01 09:15:00', NULL, FALSE);

INSERT INTO wishlist_items (user_id, name, description, price, url, category, priority, ranking,
                            quantity, where_to_buy, image_url, purchased, created_at, updated_at,
                            received_at, next_price_read_at, price_change_from, price_change_to,
                            price_changed_at) VALUES
    ((SELECT id FROM users WHERE email = 'ann@scene.example'), 'Scene watch',
     'A small silver watch', '$120.00', 'https://shop.example/watch', 'Jewellery', 'high', 5, 2,
     'The shop', 'https://img.example/watch.png', TRUE, '2026-11-03 10:00:00',
     '2026-11-20 10:00:00', '2026-11-25 18:30:00', '2026-11-28 06:00:00', '$120.00', '$99.00',
     '2026-11-20 10:00:00'),
    ((SELECT id FROM users WHERE email = 'ann@scene.example'), 'Scene book', NULL, NULL, NULL,
     NULL, 'low', 1, 1, NULL, NULL, FALSE, '2026-11-04 10:00:00', '2026-11-04 10:00:00', NULL,
     NULL, NULL, NULL, NULL),
    ((SELECT id FROM users WHERE email = 'ben@scene.example'), 'Scene scarf', 'Green wool',
     '$30.00', NULL, 'Clothes', 'medium', 3, 1, NULL, NULL, FALSE, '2026-11-05 10:00:00',
     '2026-11-05 10:00:00', NULL, NULL, NULL, NULL, NULL);

INSERT INTO group_lists (owner_id, name, description, occasion, event_date, public_token, listed,
                         created_at, updated_at, archived_at) VALUES
    ((SELECT id FROM users WHERE email = 'ann@scene.example'), 'Scene family',
     'Christmas at Ann''s', 'christmas', '2026-12-24', 'family-public', TRUE,
     '2026-11-06 10:00:00', '2026-11-07 10:00:00', NULL),
    ((SELECT id FROM users WHERE email = 'ben@scene.example'), 'Scene archived', NULL,
     'birthday', '2026-11-01', NULL, FALSE, '2026-10-01 08:00:00', '2026-11-04 00:00:00',
     '2026-11-04 00:00:00');

INSERT INTO group_members (list_id, user_id, role, created_at) VALUES
    ((SELECT id FROM group_lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'ann@scene.example'), 'owner', '2026-11-06 10:00:00'),
    ((SELECT id FROM group_lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'cat@scene.example'), 'member', '2026-11-06 11:00:00'),
    ((SELECT id FROM group_lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'dan@scene.example'), 'member', '2026-11-06 12:00:00'),
    ((SELECT id FROM group_lists WHERE name = 'Scene archived'),
     (SELECT id FROM users WHERE email = 'ben@scene.example'), 'owner', '2026-10-01 08:00:00'),
    ((SELECT id FROM group_lists WHERE name = 'Scene archived'),
     (SELECT id FROM users WHERE email = 'ann@scene.example'), 'member', '2026-10-02 08:00:00');

INSERT INTO group_items (list_id, added_by, for_user_id, for_name, name, description, price, url,
                         category, priority, ranking, quantity, where_to_buy, image_url,
                         purchased, created_at, updated_at, next_price_read_at,
                         price_change_from, price_change_to, price_changed_at) VALUES
    ((SELECT id FROM group_lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'cat@scene.example'), NULL, NULL, 'Scene for everyone',
     'A board game', '$40.00', NULL, 'Games', 'medium', 3, 1, NULL, NULL, FALSE,
     '2026-11-08 10:00:00', '2026-11-08 10:00:00', NULL, NULL, NULL, NULL),
    ((SELECT id FROM group_lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'dan@scene.example'),
     (SELECT id FROM users WHERE email = 'cat@scene.example'), NULL, 'Scene for Cat',
     'A surprise', '$25.00', NULL, NULL, 'high', 4, 1, 'Market', NULL, FALSE,
     '2026-11-08 11:00:00', '2026-11-09 11:00:00', NULL, NULL, NULL, NULL),
    ((SELECT id FROM group_lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'ann@scene.example'), NULL, 'Grandma',
     'Scene for Grandma', 'A warm shawl', '$60.00', 'https://shop.example/shawl', 'Clothes',
     'medium', 2, 3, 'The shop', 'https://img.example/shawl.png', FALSE,
     '2026-11-08 12:00:00', '2026-11-21 12:00:00', '2026-11-29 06:00:00', '$60.00', '$45.00',
     '2026-11-21 06:00:00'),
    ((SELECT id FROM group_lists WHERE name = 'Scene family'), NULL, NULL, NULL,
     'Scene from someone', NULL, NULL, NULL, NULL, 'low', 1, 1, NULL, NULL, TRUE,
     '2026-11-08 13:00:00', '2026-11-08 13:00:00', NULL, NULL, NULL, NULL),
    ((SELECT id FROM group_lists WHERE name = 'Scene archived'),
     (SELECT id FROM users WHERE email = 'ben@scene.example'), NULL, NULL, 'Scene old gift',
     NULL, '$10.00', NULL, NULL, 'medium', 3, 1, NULL, NULL, TRUE,
     '2026-10-02 10:00:00', '2026-10-30 10:00:00', NULL, NULL, NULL, NULL);

INSERT INTO claims (group_item_id, wishlist_item_id, giver_id, guest_name, guest_email,
                    guest_token_hash, quantity, status, created_at, updated_at) VALUES
    (NULL, (SELECT id FROM wishlist_items WHERE name = 'Scene book'),
     (SELECT id FROM users WHERE email = 'dan@scene.example'), NULL, NULL, NULL, 1, 'reserved',
     '2026-11-10 10:00:00', '2026-11-10 10:00:00'),
    (NULL, (SELECT id FROM wishlist_items WHERE name = 'Scene book'), NULL, 'Gus',
     'gus@guest.example', 'guest-hash-1', 1, 'purchased', '2026-11-10 11:00:00',
     '2026-11-12 11:00:00'),
    ((SELECT id FROM group_items WHERE name = 'Scene for Grandma'), NULL,
     (SELECT id FROM users WHERE email = 'dan@scene.example'), NULL, NULL, NULL, 2, 'reserved',
     '2026-11-10 12:00:00', '2026-11-10 12:00:00'),
    ((SELECT id FROM group_items WHERE name = 'Scene for Grandma'), NULL, NULL, 'Gia', NULL,
     'guest-hash-2', 1, 'reserved', '2026-11-10 13:00:00', '2026-11-10 13:00:00');

INSERT INTO price_readings (wishlist_item_id, group_item_id, price, amount_cents, read_at) VALUES
    ((SELECT id FROM wishlist_items WHERE name = 'Scene watch'), NULL, '$120.00', 12000,
     '2026-11-19 06:00:00'),
    ((SELECT id FROM wishlist_items WHERE name = 'Scene watch'), NULL, '$99.00', 9900,
     '2026-11-20 06:00:00'),
    (NULL, (SELECT id FROM group_items WHERE name = 'Scene for Grandma'), '$45.00', 4500,
     '2026-11-21 06:00:00'),
    (NULL, (SELECT id FROM group_items WHERE name = 'Scene for Grandma'), 'Sold out', NULL,
     '2026-11-22 06:00:00');

INSERT INTO price_watches (user_id, wishlist_item_id, group_item_id, watching, drop_percent,
                           target_cents, reference_cents, told_below_target, updated_at) VALUES
    ((SELECT id FROM users WHERE email = 'ann@scene.example'),
     (SELECT id FROM wishlist_items WHERE name = 'Scene watch'), NULL, TRUE, 10, 10000, 12000,
     TRUE, '2026-11-20 06:00:00'),
    ((SELECT id FROM users WHERE email = 'dan@scene.example'), NULL,
     (SELECT id FROM group_items WHERE name = 'Scene for Grandma'), FALSE, 20, NULL, 6000,
     FALSE, '2026-11-21 06:00:00');

INSERT INTO item_shares (item_id, owner_id, shared_with_id, can_edit, created_at) VALUES
    ((SELECT id FROM wishlist_items WHERE name = 'Scene scarf'),
     (SELECT id FROM users WHERE email = 'ben@scene.example'),
     (SELECT id FROM users WHERE email = 'cat@scene.example'), TRUE, '2026-11-05 11:00:00');

INSERT INTO idempotency_keys (user_id, route, idempotency_key, request_hash, status,
                              response_body, created_at) VALUES
    ((SELECT id FROM users WHERE email = 'cat@scene.example'),
     'POST /api/collaborative-wishlists/1/items', 'scene-key-1', 'abc123', 201, '{\"id\":1}',
     '2026-11-26 10:00:00'),
    ((SELECT id FROM users WHERE email = 'ann@scene.example'), 'POST /api/wishlist',
     'scene-key-2', 'def456', NULL, NULL, '2026-11-26 10:05:00');
";

/// The same kind of scene written through the new schema, ids interleaved
/// as the app writes them: personal and group lists, personal and group
/// items take turns.
const NEW_SCENE: &str = "
INSERT INTO users (issuer, subject, email, first_name, last_name, time_zone, created_at,
                   updated_at) VALUES
    ('https://id.example', 'ann', 'ann@scene.example', 'Ann', 'Able', 'Europe/London',
     '2026-11-01 09:00:00', '2026-11-02 09:00:00'),
    ('https://id.example', 'ben', 'ben@scene.example', 'Ben', 'Baker', 'UTC',
     '2026-11-01 09:05:00', '2026-11-01 09:05:00'),
    ('https://id.example', 'cat', 'cat@scene.example', 'Cat', 'Cole', 'UTC',
     '2026-11-01 09:10:00', '2026-11-01 09:10:00'),
    ('https://id.example', 'dan', 'dan@scene.example', 'Dan', 'Dale', 'UTC',
     '2026-11-01 09:15:00', '2026-11-01 09:15:00');

INSERT INTO lists (kind, owner_id, name, description, occasion, event_date, public_token, listed,
                   created_at, updated_at, archived_at) VALUES
    ('group', (SELECT id FROM users WHERE email = 'ann@scene.example'), 'Scene family',
     'Christmas at Ann''s', 'christmas', '2026-12-24', 'family-public', TRUE,
     '2026-11-06 10:00:00', '2026-11-07 10:00:00', NULL),
    ('group', (SELECT id FROM users WHERE email = 'ben@scene.example'), 'Scene archived', NULL,
     'birthday', '2026-11-01', NULL, FALSE, '2026-10-01 08:00:00', '2026-11-04 00:00:00',
     '2026-11-04 00:00:00');
-- A person's own wishlist is list -(their id), as sign-up makes it.
INSERT INTO lists (id, kind, owner_id, name, description, occasion, event_date, public_token,
                   listed, created_at, updated_at, archived_at) VALUES
    (-(SELECT id FROM users WHERE email = 'ann@scene.example'), 'personal',
     (SELECT id FROM users WHERE email = 'ann@scene.example'), NULL, NULL, NULL,
     NULL, 'ann-public', TRUE, '2026-11-01 09:00:00', '2026-11-01 09:00:00', NULL),
    (-(SELECT id FROM users WHERE email = 'ben@scene.example'), 'personal',
     (SELECT id FROM users WHERE email = 'ben@scene.example'), NULL, NULL, NULL,
     NULL, 'ben-unlisted', FALSE, '2026-11-01 09:05:00', '2026-11-01 09:05:00', NULL),
    (-(SELECT id FROM users WHERE email = 'cat@scene.example'), 'personal',
     (SELECT id FROM users WHERE email = 'cat@scene.example'), NULL, NULL, NULL,
     NULL, NULL, FALSE, '2026-11-01 09:10:00', '2026-11-01 09:10:00', NULL),
    (-(SELECT id FROM users WHERE email = 'dan@scene.example'), 'personal',
     (SELECT id FROM users WHERE email = 'dan@scene.example'), NULL, NULL, NULL,
     NULL, NULL, FALSE, '2026-11-01 09:15:00', '2026-11-01 09:15:00', NULL);

INSERT INTO list_members (list_id, user_id, role, created_at) VALUES
    ((SELECT id FROM lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'ann@scene.example'), 'owner', '2026-11-06 10:00:00'),
    ((SELECT id FROM lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'cat@scene.example'), 'member', '2026-11-06 11:00:00'),
    ((SELECT id FROM lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'dan@scene.example'), 'member', '2026-11-06 12:00:00'),
    ((SELECT id FROM lists WHERE name = 'Scene archived'),
     (SELECT id FROM users WHERE email = 'ben@scene.example'), 'owner', '2026-10-01 08:00:00'),
    ((SELECT id FROM lists WHERE name = 'Scene archived'),
     (SELECT id FROM users WHERE email = 'ann@scene.example'), 'member', '2026-10-02 08:00:00');

INSERT INTO items (list_id, added_by, for_user_id, for_name, name, description, price, url,
                   category, priority, ranking, quantity, where_to_buy, image_url, purchased,
                   created_at, updated_at, received_at, next_price_read_at, price_change_from,
                   price_change_to, price_changed_at) VALUES
    ((SELECT l.id FROM lists l JOIN users u ON u.id = l.owner_id
      WHERE l.kind = 'personal' AND u.email = 'ann@scene.example'),
     NULL, NULL, NULL, 'Scene watch',
     'A small silver watch', '$120.00', 'https://shop.example/watch', 'Jewellery', 'high', 5, 2,
     'The shop', 'https://img.example/watch.png', TRUE, '2026-11-03 10:00:00',
     '2026-11-20 10:00:00', '2026-11-25 18:30:00', '2026-11-28 06:00:00', '$120.00', '$99.00',
     '2026-11-20 10:00:00'),
    ((SELECT id FROM lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'cat@scene.example'), NULL, NULL, 'Scene for everyone',
     'A board game', '$40.00', NULL, 'Games', 'medium', 3, 1, NULL, NULL, FALSE,
     '2026-11-08 10:00:00', '2026-11-08 10:00:00', NULL, NULL, NULL, NULL, NULL),
    ((SELECT l.id FROM lists l JOIN users u ON u.id = l.owner_id
      WHERE l.kind = 'personal' AND u.email = 'ann@scene.example'),
     NULL, NULL, NULL, 'Scene book', NULL, NULL,
     NULL, NULL, 'low', 1, 1, NULL, NULL, FALSE, '2026-11-04 10:00:00', '2026-11-04 10:00:00',
     NULL, NULL, NULL, NULL, NULL),
    ((SELECT id FROM lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'dan@scene.example'),
     (SELECT id FROM users WHERE email = 'cat@scene.example'), NULL, 'Scene for Cat',
     'A surprise', '$25.00', NULL, NULL, 'high', 4, 1, 'Market', NULL, FALSE,
     '2026-11-08 11:00:00', '2026-11-09 11:00:00', NULL, NULL, NULL, NULL, NULL),
    ((SELECT l.id FROM lists l JOIN users u ON u.id = l.owner_id
      WHERE l.kind = 'personal' AND u.email = 'ben@scene.example'),
     NULL, NULL, NULL, 'Scene scarf', 'Green wool',
     '$30.00', NULL, 'Clothes', 'medium', 3, 1, NULL, NULL, FALSE, '2026-11-05 10:00:00',
     '2026-11-05 10:00:00', NULL, NULL, NULL, NULL, NULL),
    ((SELECT id FROM lists WHERE name = 'Scene family'),
     (SELECT id FROM users WHERE email = 'ann@scene.example'), NULL, 'Grandma',
     'Scene for Grandma', 'A warm shawl', '$60.00', 'https://shop.example/shawl', 'Clothes',
     'medium', 2, 3, 'The shop', 'https://img.example/shawl.png', FALSE,
     '2026-11-08 12:00:00', '2026-11-21 12:00:00', NULL, '2026-11-29 06:00:00', '$60.00',
     '$45.00', '2026-11-21 06:00:00'),
    ((SELECT id FROM lists WHERE name = 'Scene family'), NULL, NULL, NULL, 'Scene from someone',
     NULL, NULL, NULL, NULL, 'low', 1, 1, NULL, NULL, TRUE, '2026-11-08 13:00:00',
     '2026-11-08 13:00:00', NULL, NULL, NULL, NULL, NULL),
    ((SELECT id FROM lists WHERE name = 'Scene archived'),
     (SELECT id FROM users WHERE email = 'ben@scene.example'), NULL, NULL, 'Scene old gift',
     NULL, '$10.00', NULL, NULL, 'medium', 3, 1, NULL, NULL, TRUE, '2026-10-02 10:00:00',
     '2026-10-30 10:00:00', NULL, NULL, NULL, NULL, NULL);

INSERT INTO claims (item_id, giver_id, guest_name, guest_email, guest_token_hash, quantity,
                    status, created_at, updated_at) VALUES
    ((SELECT id FROM items WHERE name = 'Scene book'),
     (SELECT id FROM users WHERE email = 'dan@scene.example'), NULL, NULL, NULL, 1, 'reserved',
     '2026-11-10 10:00:00', '2026-11-10 10:00:00'),
    ((SELECT id FROM items WHERE name = 'Scene for Grandma'),
     (SELECT id FROM users WHERE email = 'dan@scene.example'), NULL, NULL, NULL, 2, 'reserved',
     '2026-11-10 12:00:00', '2026-11-10 12:00:00'),
    ((SELECT id FROM items WHERE name = 'Scene book'), NULL, 'Gus', 'gus@guest.example',
     'guest-hash-1', 1, 'purchased', '2026-11-10 11:00:00', '2026-11-12 11:00:00'),
    ((SELECT id FROM items WHERE name = 'Scene for Grandma'), NULL, 'Gia', NULL, 'guest-hash-2',
     1, 'reserved', '2026-11-10 13:00:00', '2026-11-10 13:00:00');

INSERT INTO price_readings (item_id, price, amount_cents, read_at) VALUES
    ((SELECT id FROM items WHERE name = 'Scene watch'), '$120.00', 12000, '2026-11-19 06:00:00'),
    ((SELECT id FROM items WHERE name = 'Scene for Grandma'), '$45.00', 4500,
     '2026-11-21 06:00:00'),
    ((SELECT id FROM items WHERE name = 'Scene watch'), '$99.00', 9900, '2026-11-20 06:00:00'),
    ((SELECT id FROM items WHERE name = 'Scene for Grandma'), 'Sold out', NULL,
     '2026-11-22 06:00:00');

INSERT INTO price_watches (user_id, item_id, watching, drop_percent, target_cents,
                           reference_cents, told_below_target, updated_at) VALUES
    ((SELECT id FROM users WHERE email = 'dan@scene.example'),
     (SELECT id FROM items WHERE name = 'Scene for Grandma'), FALSE, 20, NULL, 6000, FALSE,
     '2026-11-21 06:00:00'),
    ((SELECT id FROM users WHERE email = 'ann@scene.example'),
     (SELECT id FROM items WHERE name = 'Scene watch'), TRUE, 10, 10000, 12000, TRUE,
     '2026-11-20 06:00:00');

INSERT INTO item_shares (item_id, owner_id, shared_with_id, can_edit, created_at) VALUES
    ((SELECT id FROM items WHERE name = 'Scene scarf'),
     (SELECT id FROM users WHERE email = 'ben@scene.example'),
     (SELECT id FROM users WHERE email = 'cat@scene.example'), TRUE, '2026-11-05 11:00:00');
";

/// The items' columns after `id` and what they belong to, in order.
const ITEM_FIELDS: &str = "name, description, price, url, category, priority, ranking, quantity, \
     where_to_buy, image_url, purchased, created_at, updated_at";
const ITEM_PRICE_FIELDS: &str =
    "next_price_read_at, price_change_from, price_change_to, price_changed_at";

/// Each entity the migration carries: its name (its snapshot is the table
/// `expected_<name>`), and its rows in the new schema in the snapshot's
/// shape.
fn new_rows() -> Vec<(&'static str, String)> {
    let item_fields = ITEM_FIELDS
        .split(", ")
        .map(|f| format!("i.{f}"))
        .collect::<Vec<_>>()
        .join(", ");
    let price_fields = ITEM_PRICE_FIELDS
        .split(", ")
        .map(|f| format!("i.{f}"))
        .collect::<Vec<_>>()
        .join(", ");
    vec![
        (
            "personal_lists",
            "SELECT id, owner_id, public_token, listed FROM lists WHERE kind = 'personal'".into(),
        ),
        (
            "group_lists",
            "SELECT id, owner_id, name, description, occasion, event_date, public_token, listed, \
             created_at, updated_at, archived_at FROM lists WHERE kind = 'group'"
                .into(),
        ),
        (
            "members",
            "SELECT list_id, user_id, role, created_at FROM list_members".into(),
        ),
        (
            "personal_items",
            format!(
                "SELECT i.id, l.owner_id AS owner, {item_fields}, i.received_at, {price_fields} \
                 FROM items i JOIN lists l ON l.id = i.list_id WHERE l.kind = 'personal'"
            ),
        ),
        (
            "group_items",
            format!(
                "SELECT i.id, i.list_id, i.added_by, i.for_user_id, i.for_name, {item_fields}, \
                 i.received_at, {price_fields} \
                 FROM items i JOIN lists l ON l.id = i.list_id WHERE l.kind = 'group'"
            ),
        ),
        (
            "claims",
            "SELECT id, item_id, giver_id, guest_name, guest_email, guest_token_hash, quantity, \
             status, created_at, updated_at FROM claims"
                .into(),
        ),
        (
            "price_readings",
            "SELECT id, item_id, price, amount_cents, read_at FROM price_readings".into(),
        ),
        (
            "price_watches",
            "SELECT id, user_id, item_id, watching, drop_percent, target_cents, reference_cents, \
             told_below_target, updated_at FROM price_watches"
                .into(),
        ),
        (
            "item_shares",
            "SELECT id, item_id, owner_id, shared_with_id, can_edit, created_at FROM item_shares"
                .into(),
        ),
    ]
}

const NEW_IDEMPOTENCY_KEYS: &str = "SELECT user_id, route, idempotency_key, request_hash, status, \
     response_body, created_at FROM idempotency_keys";

/// The old tables' rows in the new shape, as the rules of migration 15
/// have them: group lists and personal items keep their ids, a person's
/// own wishlist is list `-(user id)`, group items
/// `id + max(personal item id)`, and what points at a group item follows;
/// the collaborative wishlists' idempotency keys are dropped.
fn snapshot_old_schema(conn: &mut DbConnection) {
    let offset = "(SELECT coalesce(max(id), 0) FROM wishlist_items)";
    run(
        conn,
        &format!(
            "CREATE TABLE expected_personal_lists AS
             SELECT -id AS id, id AS owner_id,
                    wishlist_token AS public_token, wishlist_listed AS listed
             FROM users;
             CREATE TABLE expected_group_lists AS
             SELECT id, owner_id, name, description, occasion, event_date, public_token, listed,
                    created_at, updated_at, archived_at
             FROM group_lists;
             CREATE TABLE expected_members AS
             SELECT list_id, user_id, role, created_at FROM group_members;
             CREATE TABLE expected_personal_items AS
             SELECT id, user_id AS owner, {ITEM_FIELDS}, received_at, {ITEM_PRICE_FIELDS}
             FROM wishlist_items;
             CREATE TABLE expected_group_items AS
             SELECT id + {offset} AS id, list_id, added_by, for_user_id, for_name, {ITEM_FIELDS},
                    CAST(NULL AS TIMESTAMP) AS received_at, {ITEM_PRICE_FIELDS}
             FROM group_items;
             CREATE TABLE expected_claims AS
             SELECT id, coalesce(wishlist_item_id, group_item_id + {offset}) AS item_id, giver_id,
                    guest_name, guest_email, guest_token_hash, quantity, status, created_at,
                    updated_at
             FROM claims;
             CREATE TABLE expected_price_readings AS
             SELECT id, coalesce(wishlist_item_id, group_item_id + {offset}) AS item_id, price,
                    amount_cents, read_at
             FROM price_readings;
             CREATE TABLE expected_price_watches AS
             SELECT id, user_id, coalesce(wishlist_item_id, group_item_id + {offset}) AS item_id,
                    watching, drop_percent, target_cents, reference_cents, told_below_target,
                    updated_at
             FROM price_watches;
             CREATE TABLE expected_item_shares AS
             SELECT id, item_id, owner_id, shared_with_id, can_edit, created_at FROM item_shares;
             CREATE TABLE expected_idempotency_keys AS
             {NEW_IDEMPOTENCY_KEYS}
             WHERE route NOT LIKE 'POST /api/collaborative-wishlists%';"
        ),
    );
}

/// The rows of each entity equal their snapshot, both ways, and are there.
fn assert_carried_over(conn: &mut DbConnection, with_idempotency_keys: bool) {
    let mut entities = new_rows();
    if with_idempotency_keys {
        entities.push(("idempotency_keys", NEW_IDEMPOTENCY_KEYS.into()));
    }
    for (name, rows) in entities {
        let expected = format!("SELECT * FROM expected_{name}");
        let want = count(conn, &format!("expected_{name}"));
        let got = count(conn, &format!("({rows}) AS r"));
        let missing = count(conn, &format!("({expected} EXCEPT {rows}) AS r"));
        let unexpected = count(conn, &format!("({rows} EXCEPT {expected}) AS r"));
        assert!(want > 0, "{name}: the snapshot has no rows");
        assert_eq!(
            (got, missing, unexpected),
            (want, 0, 0),
            "{name}: (rows, expected rows missing, rows not expected) after the migration"
        );
    }
}

/// What holds of the new schema whatever its rows.
fn assert_one_list_model(conn: &mut DbConnection) {
    assert_eq!(
        count(
            conn,
            "users u WHERE (SELECT count(*) FROM lists l \
             WHERE l.owner_id = u.id AND l.kind = 'personal') <> 1"
        ),
        0,
        "every user has exactly one personal list"
    );
    assert_eq!(
        count(
            conn,
            "items i JOIN lists l ON l.id = i.list_id WHERE l.kind = 'personal' \
             AND (i.added_by IS NOT NULL OR i.for_user_id IS NOT NULL \
                  OR i.for_name IS NOT NULL)"
        ),
        0,
        "a personal item names no adder or recipient (its list's owner is both, \
         migration 16)"
    );
    assert_eq!(
        count(
            conn,
            "lists WHERE kind = 'personal' AND (name IS NOT NULL OR description IS NOT NULL \
             OR occasion IS NOT NULL OR event_date IS NOT NULL OR archived_at IS NOT NULL)"
        ),
        0,
        "a personal list has no name, description, occasion, date or reveal"
    );
    assert_eq!(
        count(conn, "lists WHERE kind NOT IN ('personal', 'group')"),
        0
    );
}

/// Group items were numbered above every personal item (true right after
/// the migration, not of items added later).
fn assert_group_items_above_personal_ones(conn: &mut DbConnection) {
    assert_eq!(
        count(
            conn,
            "items g JOIN lists gl ON gl.id = g.list_id WHERE gl.kind = 'group' \
             AND g.id <= (SELECT max(p.id) FROM items p JOIN lists pl ON pl.id = p.list_id \
                          WHERE pl.kind = 'personal')"
        ),
        0,
        "group item ids are above the largest personal item id"
    );
}

/// The old tables and columns are gone.
fn assert_old_schema_gone(conn: &mut DbConnection) {
    for gone in [
        "wishlist_items",
        "group_items",
        "group_lists",
        "group_members",
        "(SELECT wishlist_token FROM users) AS u",
        "(SELECT wishlist_listed FROM users) AS u",
        "(SELECT wishlist_item_id FROM claims) AS c",
        "(SELECT group_item_id FROM claims) AS c",
        "(SELECT wishlist_item_id FROM price_readings) AS r",
        "(SELECT group_item_id FROM price_readings) AS r",
        "(SELECT wishlist_item_id FROM price_watches) AS w",
        "(SELECT group_item_id FROM price_watches) AS w",
    ] {
        assert!(!exists(conn, gone), "{gone} should be gone");
    }
}

/// A row inserted without an id gets one above every existing row (the
/// PostgreSQL sequences were moved on past the carried-over ids).
fn assert_new_rows_take_new_ids(conn: &mut DbConnection) {
    let tables = [
        "lists",
        "items",
        "claims",
        "price_readings",
        "price_watches",
        "item_shares",
    ];
    let before: Vec<i64> = tables
        .iter()
        .map(|t| {
            number(
                conn,
                &format!("SELECT CAST(coalesce(max(id), 0) AS BIGINT) AS n FROM {t}"),
            )
        })
        .collect();
    run(
        conn,
        "INSERT INTO lists (kind, owner_id, name, listed, created_at, updated_at)
         SELECT 'group', min(id), 'After the move', FALSE, '2026-11-28 12:00:00',
                '2026-11-28 12:00:00'
         FROM users;
         INSERT INTO items (list_id, added_by, name, priority, ranking, quantity, purchased,
                            created_at, updated_at)
         SELECT id, owner_id, 'Added after the move', 'medium', 3, 1, FALSE,
                '2026-11-28 12:00:00', '2026-11-28 12:00:00'
         FROM lists WHERE name = 'After the move';
         INSERT INTO claims (item_id, giver_id, quantity, status, created_at, updated_at)
         SELECT id, (SELECT max(id) FROM users), 1, 'reserved', '2026-11-28 12:00:00',
                '2026-11-28 12:00:00'
         FROM items WHERE name = 'Added after the move';
         INSERT INTO price_readings (item_id, price, amount_cents, read_at)
         SELECT id, '$5.00', 500, '2026-11-28 12:00:00'
         FROM items WHERE name = 'Added after the move';
         INSERT INTO price_watches (user_id, item_id, watching, drop_percent, told_below_target,
                                    updated_at)
         SELECT added_by, id, TRUE, 10, FALSE, '2026-11-28 12:00:00'
         FROM items WHERE name = 'Added after the move';
         INSERT INTO item_shares (item_id, owner_id, shared_with_id, can_edit, created_at)
         SELECT id, added_by, (SELECT max(id) FROM users), FALSE, '2026-11-28 12:00:00'
         FROM items WHERE name = 'Added after the move';",
    );
    for (table, before) in tables.iter().zip(before) {
        assert_eq!(
            count(conn, &format!("{table} WHERE id > {before}")),
            1,
            "the row added to {table} takes an id above {before}, the largest before it"
        );
    }
}

/// No pooled connection is left in a transaction or holding the migration
/// lock. Takes every connection the pool has at once (none is in use).
fn assert_no_transaction_left_open(db: &Database) {
    let open = db.pool_state().connections.max(1);
    let mut conns: Vec<_> = (0..open).map(|_| db.get().expect("connection")).collect();
    for conn in &mut conns {
        if db.backend() == Backend::Sqlite {
            // Fails at once on a connection in a transaction, and after the
            // busy timeout when another holds the write lock.
            conn.batch_execute("BEGIN IMMEDIATE; ROLLBACK;")
                .unwrap_or_else(|e| {
                    panic!("a failed migration left a transaction open on a pooled connection: {e}")
                });
        } else {
            // One simple-protocol message: outside a transaction block it
            // starts its own, so now() is its statement's start.
            conn.batch_execute(
                "DO $$ BEGIN IF now() <> statement_timestamp() THEN \
                 RAISE EXCEPTION 'in a transaction since %', now(); END IF; END $$",
            )
            .unwrap_or_else(|e| {
                panic!("a failed migration left a transaction open on a pooled connection: {e}")
            });
            let locks = count(
                conn,
                "pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()",
            );
            assert_eq!(locks, 0, "a failed migration left the migration lock held");
        }
    }
}

fn every_row_is_carried_over(db: &Database) {
    let backend = db.backend();
    revert_migrations_after(db, "20261127000014").expect("back to migration 14");
    let mut conn = db.get().expect("connection");
    let users = 10_000;
    let started = Instant::now();
    run(
        &mut conn,
        &old_seed_sql(backend == Backend::Postgres, users, 3),
    );
    run(&mut conn, OLD_SCENE);
    eprintln!(
        "{backend:?}: seeded {users} users (schema of migration 14) in {:?}",
        started.elapsed()
    );
    snapshot_old_schema(&mut conn);
    drop(conn);

    let started = Instant::now();
    run_pending_migrations(db).expect("migration 15");
    let took = started.elapsed();

    let mut conn = db.get().expect("connection");
    let sizes = [
        "users",
        "lists",
        "list_members",
        "items",
        "claims",
        "price_readings",
    ]
    .map(|t| format!("{t} {}", count(&mut conn, t)))
    .join(", ");
    eprintln!("{backend:?}: migration 15 (and ANALYZE) took {took:?} over {sizes}");

    assert!(migration_recorded(&mut conn));
    assert_carried_over(&mut conn, true);
    assert_one_list_model(&mut conn);
    assert_group_items_above_personal_ones(&mut conn);
    assert_eq!(
        count(
            &mut conn,
            "idempotency_keys WHERE route = 'POST /api/collaborative-wishlists/1/items'"
        ),
        0,
        "a kept answer naming old group item ids is dropped"
    );
    assert_eq!(
        count(
            &mut conn,
            "idempotency_keys WHERE route = 'POST /api/wishlist'"
        ),
        1,
        "other kept answers stay"
    );
    assert_old_schema_gone(&mut conn);
    assert_new_rows_take_new_ids(&mut conn);
}

/// The tables a failed migration 15 must leave as they were.
const OLD_TABLES: [&str; 10] = [
    "users",
    "wishlist_items",
    "group_lists",
    "group_members",
    "group_items",
    "claims",
    "price_readings",
    "price_watches",
    "item_shares",
    "idempotency_keys",
];

fn a_failed_migration_leaves_the_database_as_it_was(db: &Database) {
    revert_migrations_after(db, "20261127000014").expect("back to migration 14");
    let mut conn = db.get().expect("connection");
    run(&mut conn, OLD_SCENE);
    snapshot_old_schema(&mut conn);
    for table in OLD_TABLES {
        run(
            &mut conn,
            &format!("CREATE TABLE before_{table} AS SELECT * FROM {table}"),
        );
    }
    drop(conn);

    // (what it is, SQL creating it, SQL dropping it): each makes the
    // migration fail part-way, the view at its very last statement.
    let midway = match db.backend() {
        Backend::Sqlite => (
            "a table named as the one item shares are rebuilt in",
            "CREATE TABLE item_shares_moved (x INTEGER)",
            "DROP TABLE item_shares_moved",
        ),
        Backend::Postgres => (
            "an index named as the claims' new unique key",
            "CREATE INDEX claims_item_giver_key ON claims (giver_id)",
            "DROP INDEX claims_item_giver_key",
        ),
    };
    let at_the_end = (
        "a view on the users' column dropped last",
        "CREATE VIEW blocks_migration AS SELECT id, wishlist_token FROM users",
        "DROP VIEW blocks_migration",
    );
    for (what, create, remove) in [midway, at_the_end] {
        run(&mut db.get().expect("connection"), create);
        let error = run_pending_migrations(db).expect_err(what);
        eprintln!("{:?}: with {what}: {error}", db.backend());

        assert_no_transaction_left_open(db);
        let mut conn = db.get().expect("connection");
        for table in OLD_TABLES {
            let before = format!("SELECT * FROM before_{table}");
            let now = format!("SELECT * FROM {table}");
            assert_eq!(
                (
                    count(&mut conn, table),
                    count(&mut conn, &format!("({before} EXCEPT {now}) AS r")),
                    count(&mut conn, &format!("({now} EXCEPT {before}) AS r")),
                ),
                (count(&mut conn, &format!("before_{table}")), 0, 0),
                "{table} after a failed migration ({what}): (rows, rows lost, rows changed)"
            );
        }
        for table in ["lists", "items", "list_members"] {
            assert!(
                !exists(&mut conn, table),
                "{table} is left after a failed migration ({what})"
            );
        }
        assert!(
            !migration_recorded(&mut conn),
            "a failed migration is recorded ({what})"
        );
        run(&mut conn, remove);
    }

    run_pending_migrations(db).expect("migration 15 once nothing is in its way");
    let mut conn = db.get().expect("connection");
    assert!(migration_recorded(&mut conn));
    assert_carried_over(&mut conn, true);
    assert_one_list_model(&mut conn);
    assert_group_items_above_personal_ones(&mut conn);
    assert_old_schema_gone(&mut conn);
}

fn down_then_up_keeps_every_row(db: &Database) {
    let mut conn = db.get().expect("connection");
    run(&mut conn, NEW_SCENE);
    assert_one_list_model(&mut conn);
    // Snapshots in the new shape, with the ids the way back and forth
    // gives: personal lists at minus their owner's id, group items above
    // the largest personal item (the way down keeps item ids).
    for (name, rows) in new_rows() {
        run(
            &mut conn,
            &format!("CREATE TABLE expected_{name} AS {rows}"),
        );
    }
    let shift = "(SELECT coalesce(max(i.id), 0) FROM items i JOIN lists l ON l.id = i.list_id \
                 WHERE l.kind = 'personal')";
    let group_items = "(SELECT i.id FROM items i JOIN lists l ON l.id = i.list_id \
                       WHERE l.kind = 'group')";
    run(
        &mut conn,
        &format!(
            "UPDATE expected_personal_lists SET id = -owner_id;
             UPDATE expected_group_items SET id = id + {shift};
             UPDATE expected_claims SET item_id = item_id + {shift}
             WHERE item_id IN {group_items};
             UPDATE expected_price_readings SET item_id = item_id + {shift}
             WHERE item_id IN {group_items};
             UPDATE expected_price_watches SET item_id = item_id + {shift}
             WHERE item_id IN {group_items};"
        ),
    );
    drop(conn);

    revert_migrations_after(db, "20261127000014").expect("down");
    let mut conn = db.get().expect("connection");
    assert!(!migration_recorded(&mut conn));
    assert!(!exists(&mut conn, "lists"));
    assert_eq!(count(&mut conn, "wishlist_items"), 3);
    assert_eq!(count(&mut conn, "group_items"), 5);
    drop(conn);

    run_pending_migrations(db).expect("up again");
    let mut conn = db.get().expect("connection");
    assert!(migration_recorded(&mut conn));
    assert_carried_over(&mut conn, false);
    assert_one_list_model(&mut conn);
    assert_group_items_above_personal_ones(&mut conn);
    assert_old_schema_gone(&mut conn);
    assert_new_rows_take_new_ids(&mut conn);
}
