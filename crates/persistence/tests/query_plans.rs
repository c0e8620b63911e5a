//! Every hot query is an index search on both backends, on seeded data
//! (2,000 users with 20 dates, contacts and items each, statistics
//! gathered): checked with each database's EXPLAIN. The SQL mirrors what
//! the repositories send (diesel's, with literal values).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::Text;
use persistence::test_support::TestDatabase;
use persistence::{Database, DbConnection};

/// (what, query, the index it must use)
const HOT: &[(&str, &str, &str)] = &[
    (
        "a user's dates with their zone and contacts (home, /dates, upcoming)",
        "SELECT users.time_zone, special_dates.id, contacts.name FROM special_dates \
         INNER JOIN users ON users.id = special_dates.user_id \
         LEFT OUTER JOIN contacts ON special_dates.contact_id = contacts.id \
         WHERE special_dates.user_id = 1234 \
         ORDER BY special_dates.next_occurrence, special_dates.title, special_dates.id",
        "special_dates_user_next_idx",
    ),
    (
        "a user's first coming dates (upcoming, the dashboard)",
        "SELECT users.time_zone, special_dates.id, contacts.name FROM special_dates \
         INNER JOIN users ON users.id = special_dates.user_id \
         LEFT OUTER JOIN contacts ON special_dates.contact_id = contacts.id \
         WHERE special_dates.user_id = 1234 \
         AND (special_dates.next_occurrence >= '2026-11-20' OR special_dates.recurring = TRUE) \
         ORDER BY special_dates.next_occurrence, special_dates.title, special_dates.id LIMIT 3",
        "special_dates_user_next_idx",
    ),
    (
        "the cap's count in a wishlist item's insert",
        "SELECT count(*) FROM items WHERE items.list_id = -1234",
        "items_list_idx",
    ),
    (
        "a person's own wishlist (the row its items hang on)",
        "SELECT id, public_token, listed FROM lists WHERE id = -1234",
        "lists",
    ),
    (
        "a deleted account's items on group lists (its foreign key's ON DELETE SET NULL; \
         the index is partial: own-wishlist items leave the column NULL)",
        "UPDATE items SET added_by = NULL WHERE added_by = 1234",
        "items_added_by_idx",
    ),
    (
        "a deleted account's surprises, renamed (and its foreign key's ON DELETE SET NULL)",
        "UPDATE items SET for_user_id = NULL, for_name = 'Ada' WHERE for_user_id = 1234",
        "items_for_user_idx",
    ),
    (
        "the cap's count before a contact's insert",
        "SELECT count(*) FROM contacts WHERE user_id = 1234",
        "contacts_user_idx",
    ),
    (
        "the cap's count before a date's insert",
        "SELECT count(*) FROM special_dates WHERE user_id = 1234",
        "special_dates_user_next_idx",
    ),
    (
        "a user's wishlist, newest first",
        "SELECT id, name FROM items WHERE list_id = -1234 ORDER BY id DESC",
        "items_list_idx",
    ),
    (
        "a user's contacts",
        "SELECT id, name FROM contacts WHERE user_id = 1234",
        "contacts_user_idx",
    ),
    (
        "the bell: a user's latest notifications",
        "SELECT id FROM notifications WHERE user_id = 1234 ORDER BY id DESC LIMIT 50",
        "notifications_user_idx",
    ),
    (
        "the claims on a list's items (any list's), with their givers' names",
        "SELECT claims.id, claims.quantity, users.first_name FROM claims \
         LEFT OUTER JOIN users ON claims.giver_id = users.id \
         WHERE claims.item_id IN (12, 13, 14) ORDER BY claims.id",
        "claims_item_giver_key",
    ),
    (
        "an item's price history",
        "SELECT price, read_at FROM price_readings WHERE item_id = 12 \
         ORDER BY read_at DESC, id DESC LIMIT 30",
        "price_readings_item_idx",
    ),
    (
        "who watches an item's price",
        "SELECT user_id FROM price_watches WHERE item_id = 12 ORDER BY user_id",
        "price_watches_item_key",
    ),
    (
        "a public list by its link",
        "SELECT lists.id, users.first_name FROM lists INNER JOIN users ON users.id = lists.owner_id \
         WHERE lists.public_token = 'seed-20' AND lists.kind = 'group'",
        "lists_public_token_key",
    ),
    (
        "a guest's claim by its undo link",
        "SELECT id FROM claims WHERE guest_token_hash = 'abc'",
        "claims_guest_token_key",
    ),
    (
        "the group lists I am on",
        "SELECT list_id, role FROM list_members WHERE user_id = 1234",
        "list_members_user_idx",
    ),
    (
        "a group list's items, newest first",
        "SELECT id, name FROM items WHERE list_id = 1234 ORDER BY id DESC",
        "items_list_idx",
    ),
    (
        "Find a list: the newest listed group lists",
        "SELECT id, name FROM lists WHERE listed = true AND public_token IS NOT NULL \
         AND kind = 'group' ORDER BY id DESC LIMIT 50",
        "lists_listed_idx",
    ),
    (
        "Find a list: the newest listed personal wishlists",
        "SELECT lists.id, users.first_name FROM lists INNER JOIN users ON users.id = lists.owner_id \
         WHERE lists.listed = true AND lists.public_token IS NOT NULL AND lists.kind = 'personal' \
         ORDER BY lists.id DESC LIMIT 50",
        "lists_listed_idx",
    ),
    (
        "which of a group list's members are my friends (me on either side of the pair, \
         one statement: each side an index search, the pair's key or the high side's index; \
         SQLite names the pair's key sqlite_autoindex_friendships_1)",
        "SELECT user_low_id, user_high_id FROM friendships \
         WHERE (user_low_id = 1234 AND user_high_id IN (1500, 1600)) \
         OR (user_high_id = 1234 AND user_low_id IN (12, 13))",
        "friendships_",
    ),
    (
        "a friend request's look-up by email",
        "SELECT id FROM users WHERE lower(email) = 'user1234@seed.example'",
        "users_email_lower_key",
    ),
    (
        "pending requests to me",
        "SELECT id FROM friend_requests WHERE receiver_id = 1234 AND status = 'pending' \
         ORDER BY id DESC",
        "friend_requests_receiver_idx",
    ),
    (
        "items shared with me",
        "SELECT id FROM item_shares WHERE shared_with_id = 1234 ORDER BY id DESC",
        "item_shares_shared_with_idx",
    ),
    (
        "the price watcher's items due a reading, whatever their list",
        "SELECT items.id, lists.kind FROM items INNER JOIN lists ON lists.id = items.list_id \
         WHERE items.url IS NOT NULL \
         AND (items.next_price_read_at IS NULL OR items.next_price_read_at <= '2026-11-27 10:00:00') \
         ORDER BY items.next_price_read_at IS NOT NULL, items.next_price_read_at, items.id LIMIT 120",
        "items_price_due_idx",
    ),
    (
        "the scheduler's scan for due reminders: only rows due near today",
        "SELECT special_dates.id FROM special_dates INNER JOIN users ON users.id = special_dates.user_id \
         WHERE remind_on BETWEEN '2026-11-15' AND '2026-11-23' AND next_occurrence >= '2026-11-21' \
         AND NOT EXISTS (SELECT 1 FROM reminders WHERE reminders.special_date_id = special_dates.id \
         AND reminders.occurrence = special_dates.next_occurrence) \
         AND (remind_on > '2026-11-16' OR (remind_on = '2026-11-16' AND special_dates.id > 500)) \
         ORDER BY remind_on, special_dates.id LIMIT 500",
        "special_dates_remind_on_idx",
    ),
    (
        "the scheduler's scan for passed occurrences",
        "SELECT special_dates.id FROM special_dates INNER JOIN users ON users.id = special_dates.user_id \
         WHERE recurring = TRUE AND next_occurrence <= '2026-11-22' \
         AND (next_occurrence > '2026-11-01' OR (next_occurrence = '2026-11-01' AND special_dates.id > 500)) \
         ORDER BY next_occurrence, special_dates.id LIMIT 500",
        "special_dates_recurring_next_idx",
    ),
];

fn plan(db: &Database, query: &str) -> String {
    let mut conn = db.get().unwrap();
    match &mut *conn {
        DbConnection::Sqlite(c) => {
            #[derive(QueryableByName)]
            struct Row {
                #[diesel(sql_type = Text)]
                detail: String,
            }
            diesel::sql_query(format!("EXPLAIN QUERY PLAN {query}"))
                .load::<Row>(c)
                .unwrap()
                .into_iter()
                .map(|r| r.detail)
                .collect::<Vec<_>>()
                .join("\n")
        }
        DbConnection::Postgresql(c) => {
            c.batch_execute("SET enable_seqscan = off").unwrap();
            #[derive(QueryableByName)]
            struct Row {
                #[diesel(sql_type = Text, column_name = "QUERY PLAN")]
                plan: String,
            }
            diesel::sql_query(format!("EXPLAIN {query}"))
                .load::<Row>(c)
                .unwrap()
                .into_iter()
                .map(|r| r.plan)
                .collect::<Vec<_>>()
                .join("\n")
        }
    }
}

fn check(db: &Database) {
    persistence::seed::seed(&mut db.get().unwrap(), 2000, 20).unwrap();
    let mut wrong = Vec::new();
    for (what, query, index) in HOT {
        let plan = plan(db, query);
        println!("{what}\n{query}\n{plan}\n");
        let scans_the_table = plan.lines().any(|l| {
            let l = l.trim();
            l.starts_with("SCAN ") && !l.contains("USING") || l.contains("Seq Scan")
        });
        if !plan.contains(index) || scans_the_table {
            wrong.push(format!("{what}: should use {index}:\n{plan}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

#[test]
fn sqlite_hot_queries_use_their_indexes() {
    check(&TestDatabase::sqlite().database);
}

#[test]
fn postgres_hot_queries_use_their_indexes() {
    if let Some(db) = TestDatabase::postgres() {
        check(&db.database);
    }
}
