//! Statements run on the backend's own connection.
//!
//! Diesel's `MultiConnection` wraps every statement in a query that writes
//! its SQL text out again each time it is walked: to look it up in the
//! statement cache, to ask whether it may be cached and to bind its
//! values, on every call, even when the prepared statement is cached (a
//! fifth of the wishlist's item read before its first row, in the profile
//! of issue 41). The same typed query run on the inner `SqliteConnection`
//! or `PgConnection` is looked up by its type alone. [`direct!`] runs a
//! query written once on whichever the connection is; the hot reads use it.

/// `direct!(conn, |c| query.load(c))`: the body once per backend, `c` the
/// backend's own connection. The query is written inside the body, so
/// each backend gets its own type of it (`as_select()` is typed by backend).
macro_rules! direct {
    ($conn:expr, |$c:ident| $body:expr) => {
        match $conn {
            $crate::DbConnection::Sqlite($c) => $body,
            $crate::DbConnection::Postgresql($c) => $body,
        }
    };
}

pub(crate) use direct;

#[cfg(test)]
mod tests {
    use crate::DbConnection;
    use diesel::prelude::*;
    use diesel::sqlite::SqliteConnection;

    diesel::table! { people (id) { id -> BigInt, name -> Text, } }

    #[derive(Debug, PartialEq, Queryable, Selectable)]
    #[diesel(table_name = people)]
    struct Person {
        id: i64,
        name: String,
    }

    #[test]
    fn runs_what_the_multi_connection_runs() -> Result<(), Box<dyn std::error::Error>> {
        let mut conn = DbConnection::Sqlite(SqliteConnection::establish(":memory:")?);
        diesel::sql_query("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
            .execute(&mut conn)?;
        let inserted = direct!(&mut conn, |c| diesel::insert_into(people::table)
            .values(vec![
                (people::id.eq(1), people::name.eq("Ann")),
                (people::id.eq(2), people::name.eq("Ben")),
            ])
            .execute(c))?;
        assert_eq!(inserted, 2);
        let direct: Vec<Person> = direct!(&mut conn, |c| people::table
            .order(people::id.desc())
            .select(Person::as_select())
            .load(c))?;
        let through_multi: Vec<Person> = people::table
            .order(people::id.desc())
            .select(Person::as_select())
            .load(&mut conn)?;
        assert_eq!(direct, through_multi);
        let ann = Person {
            id: 1,
            name: "Ann".to_owned(),
        };
        assert_eq!(direct.last(), Some(&ann));
        let none: Option<Person> = direct!(&mut conn, |c| people::table
            .find(3)
            .select(Person::as_select())
            .first(c)
            .optional())?;
        assert_eq!(none, None);
        Ok(())
    }
}
