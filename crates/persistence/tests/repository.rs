//! The repository suite: every case runs unchanged on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDateTime;
use domain::ids::UserId;
use domain::ports::Conflict;
use domain::time_zone::TimeZone;
use domain::user::UserProfile;
use persistence::{backend_tests, users, Database, DbError};

/// When the rows are written.
fn at() -> NaiveDateTime {
    "2026-06-01T09:00:00".parse().unwrap()
}

fn profile(subject: &str, email: Option<&str>) -> UserProfile {
    UserProfile {
        issuer: "https://id.example".into(),
        subject: subject.into(),
        email: email.map(str::to_owned),
        first_name: Some("Ada".into()),
        last_name: Some("Lovelace".into()),
        profile_image_url: None,
    }
}

fn upsert_creates_then_refreshes_the_profile(db: &Database) {
    let mut conn = db.get().unwrap();
    let created =
        users::upsert(&mut conn, &profile("sub-1", Some("ada@example.com")), at()).unwrap();
    assert!(created.id.0 > 0);
    assert_eq!(created.time_zone, "UTC");
    assert_eq!(created.first_name.as_deref(), Some("Ada"));

    users::set_time_zone(
        &mut conn,
        created.id,
        TimeZone::parse("Europe/London").unwrap(),
        at(),
    )
    .unwrap();
    let mut changed = profile("sub-1", Some("ada@example.com"));
    changed.first_name = Some("Augusta".into());
    changed.last_name = None;
    let later = at() + chrono::TimeDelta::days(1);
    let again = users::upsert(&mut conn, &changed, later).unwrap();
    assert_eq!(
        again.id, created.id,
        "same (issuer, subject) is the same user"
    );
    assert_eq!(again.first_name.as_deref(), Some("Augusta"));
    assert_eq!(again.last_name, None);
    assert_eq!(
        again.time_zone, "Europe/London",
        "sign-in keeps the user's zone"
    );
    assert_eq!(again.created_at, created.created_at);
    assert_eq!(again.updated_at, later, "stamped when written");
}

fn same_subject_at_another_issuer_is_another_user(db: &Database) {
    let mut conn = db.get().unwrap();
    let a = users::upsert(&mut conn, &profile("sub-1", None), at()).unwrap();
    let mut other = profile("sub-1", None);
    other.issuer = "dev".into();
    let b = users::upsert(&mut conn, &other, at()).unwrap();
    assert_ne!(a.id, b.id);
}

fn email_is_unique_ignoring_case(db: &Database) {
    let mut conn = db.get().unwrap();
    users::upsert(&mut conn, &profile("sub-1", Some("ada@example.com")), at()).unwrap();
    let clash = users::upsert(&mut conn, &profile("sub-2", Some("ADA@example.com")), at());
    assert!(
        matches!(clash, Err(DbError::Conflict(Conflict::EmailInUse))),
        "{clash:?}"
    );
    // Users without an email do not clash with each other.
    users::upsert(&mut conn, &profile("sub-3", None), at()).unwrap();
    users::upsert(&mut conn, &profile("sub-4", None), at()).unwrap();
}

fn find_by_id_and_email(db: &Database) {
    let mut conn = db.get().unwrap();
    let ada = users::upsert(&mut conn, &profile("sub-1", Some("ada@example.com")), at()).unwrap();
    assert_eq!(users::find(&mut conn, ada.id).unwrap(), Some(ada.clone()));
    assert_eq!(
        users::find(&mut conn, UserId(ada.id.0 + 1000)).unwrap(),
        None
    );
    assert_eq!(
        users::find_by_email(&mut conn, " Ada@Example.com ")
            .unwrap()
            .map(|u| u.id),
        Some(ada.id)
    );
    assert_eq!(
        users::find_by_email(&mut conn, "nobody@example.com").unwrap(),
        None
    );
}

fn set_time_zone_of_a_missing_user_is_not_found(db: &Database) {
    let mut conn = db.get().unwrap();
    let result = users::set_time_zone(&mut conn, UserId(424242), TimeZone::UTC, at());
    assert!(matches!(result, Err(DbError::NotFound)));
}

fn ping_answers(db: &Database) {
    db.check_writable(std::time::Duration::from_secs(1))
        .unwrap();
}

backend_tests!(
    upsert_creates_then_refreshes_the_profile,
    same_subject_at_another_issuer_is_another_user,
    email_is_unique_ignoring_case,
    find_by_id_and_email,
    set_time_zone_of_a_missing_user_is_not_found,
    ping_answers,
);

#[test]
fn unreachable_postgres_reports_the_real_error() {
    let err = Database::connect("postgres://nobody@127.0.0.1:1/none").unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("127.0.0.1") || text.to_lowercase().contains("connect"),
        "{text}"
    );
}

/// Several instances started at once on one PostgreSQL schema: one migrates,
/// the others wait for it (an advisory lock), and every one starts.
#[test]
fn instances_starting_together_on_postgres_all_start() {
    use diesel::connection::SimpleConnection;
    use diesel::Connection;
    use persistence::test_support::{postgres_required, postgres_url};
    let admin_url = postgres_url();
    let mut admin = match diesel::PgConnection::establish(&admin_url) {
        Ok(conn) => conn,
        Err(e) if postgres_required() => panic!("PostgreSQL is required: {e}"),
        Err(_) => return,
    };
    let schema = format!("t_start_{:016x}", rand_suffix());
    admin
        .batch_execute(&format!("CREATE SCHEMA {schema}"))
        .unwrap();
    let url = format!("{admin_url}?options=-csearch_path%3D{schema}");
    let started: Vec<_> = (0..4)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || Database::connect(&url).map(|_| ()))
        })
        .collect();
    let outcomes: Vec<_> = started.into_iter().map(|t| t.join().unwrap()).collect();
    admin
        .batch_execute(&format!("DROP SCHEMA {schema} CASCADE"))
        .unwrap();
    for outcome in outcomes {
        outcome.unwrap();
    }
}

fn rand_suffix() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    RandomState::new().hash_one(std::time::SystemTime::now())
}
