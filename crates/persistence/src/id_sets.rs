//! `column IN (ids)` as one statement whatever the count, on both backends.
//!
//! Diesel's `eq_any` writes one placeholder per id on SQLite: a statement
//! of its own for every count, which it will not cache, so it is parsed and
//! planned again on every read (a list page's claims, the friends among a
//! list's members). [`in_ids`] binds the ids as one value: a JSON array read
//! by `json_each` on SQLite, an array compared with `= ANY($1)` on
//! PostgreSQL. One SQL text each, prepared once per connection. It is a
//! fragment of each backend's own, so a query using it runs on the inner
//! connection ([`crate::direct::Direct`]).

use diesel::expression::{AppearsOnTable, Expression, ValidGrouping};
use diesel::pg::Pg;
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::sql_types::{Array, BigInt, Bool, Text};
use diesel::sqlite::Sqlite;
use diesel::QueryResult;

/// `column` is one of the ids: `column IN (SELECT value FROM json_each(?))`
/// with `[1,2,3]` on SQLite, `column = ANY($1)` with `{1,2,3}` on PostgreSQL.
#[derive(Debug, Clone, QueryId)]
pub struct InIds<C> {
    column: C,
    ids: Vec<i64>,
    json: String,
}

/// `column` is one of `ids` (see the module).
pub fn in_ids<C>(column: C, ids: &[i64]) -> InIds<C> {
    let json: Vec<String> = ids.iter().map(i64::to_string).collect();
    InIds {
        column,
        ids: ids.to_vec(),
        json: format!("[{}]", json.join(",")),
    }
}

impl<C: Expression> Expression for InIds<C> {
    type SqlType = Bool;
}

impl<C: AppearsOnTable<QS>, QS> AppearsOnTable<QS> for InIds<C> {}

impl<C: ValidGrouping<G>, G> ValidGrouping<G> for InIds<C> {
    type IsAggregate = C::IsAggregate;
}

impl<C: QueryFragment<Sqlite>> QueryFragment<Sqlite> for InIds<C> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Sqlite>) -> QueryResult<()> {
        self.column.walk_ast(out.reborrow())?;
        out.push_sql(" IN (SELECT value FROM json_each(");
        out.push_bind_param::<Text, _>(&self.json)?;
        out.push_sql("))");
        Ok(())
    }
}

impl<C: QueryFragment<Pg>> QueryFragment<Pg> for InIds<C> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        self.column.walk_ast(out.reborrow())?;
        out.push_sql(" = ANY(");
        out.push_bind_param::<Array<BigInt>, _>(&self.ids)?;
        out.push_sql(")");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schema::users;
    use diesel::prelude::*;
    use diesel::sqlite::SqliteConnection;

    #[test]
    fn one_statement_for_every_count_of_ids() {
        let one = diesel::debug_query::<Sqlite, _>(&users::table.filter(in_ids(users::id, &[7])))
            .to_string();
        let three =
            diesel::debug_query::<Sqlite, _>(&users::table.filter(in_ids(users::id, &[7, 8, 9])))
                .to_string();
        let sql = |debug: &str| {
            debug
                .split(" -- binds")
                .next()
                .unwrap_or_default()
                .to_owned()
        };
        assert_eq!(sql(&one), sql(&three));
        assert!(sql(&one).ends_with("`users`.`id` IN (SELECT value FROM json_each(?))"));
        assert!(three.contains(r#"["[7,8,9]"]"#), "{three}");
        let pg_one =
            diesel::debug_query::<Pg, _>(&users::table.filter(in_ids(users::id, &[7]))).to_string();
        let pg_three =
            diesel::debug_query::<Pg, _>(&users::table.filter(in_ids(users::id, &[7, 8, 9])))
                .to_string();
        assert_eq!(sql(&pg_one), sql(&pg_three));
        assert!(
            sql(&pg_one).ends_with(r#""users"."id" = ANY($1)"#),
            "{pg_one}"
        );
        assert!(pg_three.contains("[[7, 8, 9]]"), "{pg_three}");
    }

    #[test]
    fn finds_exactly_the_ids_given() -> Result<(), Box<dyn std::error::Error>> {
        let mut conn = SqliteConnection::establish(":memory:")?;
        diesel::sql_query("CREATE TABLE t (id INTEGER PRIMARY KEY)").execute(&mut conn)?;
        diesel::sql_query("INSERT INTO t VALUES (1), (2), (3), (40)").execute(&mut conn)?;
        diesel::table! { t (id) { id -> BigInt, } }
        let found = |conn: &mut SqliteConnection, ids: &[i64]| {
            t::table
                .filter(in_ids(t::id, ids))
                .select(t::id)
                .order(t::id)
                .load::<i64>(conn)
        };
        assert_eq!(found(&mut conn, &[40, 2, 99])?, vec![2, 40]);
        assert_eq!(found(&mut conn, &[])?, Vec::<i64>::new());
        assert_eq!(found(&mut conn, &[1, 2, 3, 40])?, vec![1, 2, 3, 40]);
        Ok(())
    }
}
