//! Bulk seed data for benchmarks and query-plan tests: `users` people with
//! `per_user` dates, contacts and wishlist items each, written with a few
//! set-based `INSERT ... SELECT` statements (not the API), so 100k users
//! take seconds. Seeded users are dev-login users `user<n>@seed.example`
//! (so a benchmark can sign in as one); their next occurrences are spread
//! over the coming year.

use diesel::connection::SimpleConnection;

use crate::{DbConnection, DbError};

/// The SQL for one backend: `{users}` and `{per_user}` filled in, and the
/// date arithmetic in that backend's dialect.
fn script(conn: &DbConnection, users: u32, per_user: u32) -> String {
    // Days from today of a seeded date: spread over the year per user and row.
    let (next, remind) = match conn {
        DbConnection::Postgresql(_) => (
            "CURRENT_DATE + ((u.id * 7 + k.j * 17) % 365)::int",
            "CURRENT_DATE + ((u.id * 7 + k.j * 17) % 365)::int - 7",
        ),
        DbConnection::Sqlite(_) => (
            "date('now', ((u.id * 7 + k.j * 17) % 365) || ' days')",
            "date('now', ((u.id * 7 + k.j * 17) % 365 - 7) || ' days')",
        ),
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
         CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM n;\n\
         INSERT INTO lists (id, kind, owner_id, listed, created_at, updated_at) \
         SELECT -id, 'personal', id, FALSE, created_at, created_at FROM users \
         WHERE email LIKE '%@seed.example';\n"
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
        "items (list_id, name, description, price, priority, ranking, \
         quantity, purchased, created_at, updated_at)",
        "-u.id, \
         'Item ' || k.j, 'Something nice to have', '$' || k.j || '.99', 'medium', 3, 1, \
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
         SELECT w.id, l.owner_id, b.id, FALSE, CURRENT_TIMESTAMP FROM items w \
         JOIN lists l ON l.id = w.list_id AND l.kind = 'personal' \
         JOIN users b ON b.id = l.owner_id + 1 WHERE w.name = 'Item 1' AND b.email LIKE '%@seed.example';\n\
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
        "INSERT INTO lists (kind, owner_id, name, description, occasion, public_token, listed, \
         created_at, updated_at) \
         SELECT 'group', id, 'Group ' || id, 'Seeded group list', 'birthday', \
         CASE WHEN id % 20 = 0 THEN 'seed-' || id END, id % 20 = 0, \
         CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM users WHERE email LIKE '%@seed.example';\n\
         INSERT INTO list_members (list_id, user_id, role, created_at) \
         SELECT id, owner_id, 'owner', CURRENT_TIMESTAMP FROM lists WHERE kind = 'group';\n\
         INSERT INTO list_members (list_id, user_id, role, created_at) \
         SELECT g.id, b.id, 'member', CURRENT_TIMESTAMP FROM lists g \
         JOIN users b ON b.id = g.owner_id + 1 WHERE g.kind = 'group' AND b.email LIKE '%@seed.example';\n\
         WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < 3) \
         INSERT INTO items (list_id, added_by, name, price, priority, ranking, quantity, \
         purchased, created_at, updated_at) \
         SELECT g.id, g.owner_id, 'Group item ' || k.j, '$' || k.j || '5.00', 'medium', 3, 1, \
         FALSE, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM lists g CROSS JOIN k \
         WHERE g.kind = 'group';\n",
    );
    // The member claimed each list's first item; each friend claimed the
    // item shared with them.
    sql.push_str(
        "INSERT INTO claims (item_id, giver_id, quantity, status, created_at, updated_at) \
         SELECT i.id, m.user_id, 1, 'reserved', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP \
         FROM items i JOIN list_members m ON m.list_id = i.list_id AND m.role = 'member' \
         WHERE i.name = 'Group item 1';\n\
         INSERT INTO claims (item_id, giver_id, quantity, status, created_at, updated_at) \
         SELECT item_id, shared_with_id, 1, 'reserved', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP \
         FROM item_shares;\n",
    );
    sql.push_str("ANALYZE;\n");
    sql
}

/// Seeds `users` people with `per_user` contacts, dates and wishlist items
/// each, then gathers statistics. Run it once on an empty database.
pub fn seed(conn: &mut DbConnection, users: u32, per_user: u32) -> Result<(), DbError> {
    let sql = script(conn, users, per_user);
    conn.batch_execute(&sql)?;
    // Reads then start from the steady state a running database reaches by
    // itself, not from a fresh bulk load's background work: SQLite's WAL
    // folded into the file; PostgreSQL's rows vacuumed (hint bits, the
    // visibility map), analyzed, and written out by a checkpoint. Without
    // the checkpoint, shared buffers stay full of the load's dirty pages for
    // minutes, and a read that needs a buffer may first have to write one
    // out (and flush WAL up to it).
    // VACUUM and CHECKPOINT run on their own: not in a transaction block.
    match conn {
        DbConnection::Sqlite(c) => c.batch_execute("PRAGMA wal_checkpoint(TRUNCATE);")?,
        DbConnection::Postgresql(c) => {
            // The seeded tables only (of this schema: tests seed side by side).
            c.batch_execute(
                "VACUUM ANALYZE users, contacts, special_dates, lists, items, friendships, \
                 item_shares, friend_requests, reminders, notifications, list_members, claims",
            )?;
            // Needs a superuser or pg_checkpoint; without it the background
            // writer gets there in its own time.
            let _ = c.batch_execute("CHECKPOINT");
        }
    }
    Ok(())
}
