//! The hot date queries are index range scans on both backends, whatever the
//! table size: checked with each database's EXPLAIN. (PostgreSQL prefers a
//! sequential scan on tiny tables, so its check turns those off, which shows
//! the index serves the query.)
#![allow(clippy::unwrap_used, clippy::expect_used)]

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::Text;
use persistence::test_support::TestDatabase;
use persistence::{Database, DbConnection};

/// A user's coming dates (home's grid and count).
const UPCOMING: &str = "SELECT id FROM special_dates WHERE user_id = 1 \
     AND next_occurrence >= '2026-11-22' AND next_occurrence <= '2026-12-22' \
     ORDER BY next_occurrence LIMIT 3";
/// The scheduler's scan for due reminders: only rows due near today.
const DUE: &str =
    "SELECT id FROM special_dates WHERE remind_on BETWEEN '2026-11-15' AND '2026-11-23' \
     AND next_occurrence >= '2026-11-21'";
/// The scheduler's scan for passed occurrences.
const PASSED: &str =
    "SELECT id FROM special_dates WHERE recurring = TRUE AND next_occurrence <= '2026-11-22'";

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
    for (query, index) in [
        (UPCOMING, "special_dates_user_next_idx"),
        (DUE, "special_dates_remind_on_idx"),
        (PASSED, "special_dates_recurring_next_idx"),
    ] {
        let plan = plan(db, query);
        println!("{query}\n{plan}\n");
        assert!(plan.contains(index), "{query} should use {index}:\n{plan}");
        assert!(
            !plan.contains("SCAN special_dates\n") && !plan.ends_with("SCAN special_dates"),
            "{plan}"
        );
        assert!(!plan.contains("Seq Scan"), "{plan}");
    }
}

#[test]
fn sqlite_date_queries_use_their_indexes() {
    check(&TestDatabase::sqlite().database);
}

#[test]
fn postgres_date_queries_use_their_indexes() {
    if let Some(db) = TestDatabase::postgres() {
        check(&db.database);
    }
}
