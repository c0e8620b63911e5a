//! The reminder scheduler with an injected clock: no sleeping, no real time.

use std::net::TcpListener;

use api::scheduler::ReminderMail;
use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use domain::calendar::today_in;
use domain::ids::{SpecialDateId, UserId};
use domain::reminder::{ClaimedEmail, DeliveryStatus, Reminder, CLAIM_TIMEOUT_MINUTES};
use domain::special_date::{DateType, ReminderDelivery, Schedule, SpecialDateInput};
use domain::time_zone::TimeZone;
use domain::user::UserProfile;
use integrations::mail::SmtpMailer;
use persistence::test_support::TestDatabase;
use persistence::{notifications, reminders, special_dates, users, Database, DbConnection};

use crate::smtp::SmtpServer;

fn at(instant: &str) -> DateTime<Utc> {
    instant.parse().unwrap()
}

fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

/// When the rows these tests write by hand are stamped.
fn written() -> NaiveDateTime {
    at("2027-02-01T09:00:00Z").naive_utc()
}

fn user(db: &Database, email: &str, zone: &str) -> UserId {
    let mut conn = db.get().unwrap();
    let user = users::upsert(
        &mut conn,
        &UserProfile {
            issuer: "dev".into(),
            subject: email.into(),
            email: Some(email.into()),
            first_name: Some("Test".into()),
            last_name: None,
            profile_image_url: None,
        },
        written(),
    )
    .unwrap();
    users::set_time_zone(
        &mut conn,
        user.id,
        TimeZone::parse(zone).unwrap(),
        written(),
    )
    .unwrap();
    user.id
}

/// Adds a date as the API would at `now`, in the user's zone.
fn date(
    db: &Database,
    user_id: UserId,
    zone: &str,
    on: &str,
    reminder_days: u16,
    delivery: ReminderDelivery,
    now: DateTime<Utc>,
) -> SpecialDateId {
    let input = SpecialDateInput {
        title: "Mum's Birthday".into(),
        date_type: DateType::Birthday,
        date: d(on),
        contact_id: None,
        recurring: true,
        reminder_days,
        reminder_delivery: delivery,
        notes: None,
        gift_day: None,
    };
    let today = today_in(TimeZone::parse(zone).unwrap(), now);
    let mut conn = db.get().unwrap();
    special_dates::insert(
        &mut conn,
        user_id,
        &input,
        Schedule::of(&input, today),
        now.naive_utc(),
    )
    .unwrap()
}

fn recorded(db: &Database, date_id: SpecialDateId) -> Vec<Reminder> {
    reminders::for_date(&mut db.get().unwrap(), date_id).unwrap()
}

/// Claims emails as a tick at `now` would.
fn claim_emails(conn: &mut DbConnection, now: DateTime<Utc>) -> Vec<ClaimedEmail> {
    let stale_before = now - chrono::TimeDelta::minutes(CLAIM_TIMEOUT_MINUTES);
    reminders::claim_emails(conn, now.naive_utc(), stale_before.naive_utc(), 10).unwrap()
}

async fn tick(db: &Database, now: DateTime<Utc>) -> api::scheduler::TickReport {
    api::scheduler::tick(db, None, now).await.unwrap()
}

async fn due_once_not_twice(db: Database) {
    let ada = user(&db, "ada@example.com", "UTC");
    let created = at("2027-02-01T09:00:00Z");
    let id = date(
        &db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Dashboard,
        created,
    );

    assert_eq!(
        tick(&db, at("2027-02-24T23:59:00Z")).await.recorded,
        0,
        "not before its day"
    );
    assert_eq!(tick(&db, at("2027-02-25T00:01:00Z")).await.recorded, 1);
    assert_eq!(
        tick(&db, at("2027-02-25T12:00:00Z")).await.recorded,
        0,
        "not twice"
    );
    assert_eq!(
        tick(&db, at("2027-02-28T12:00:00Z")).await.recorded,
        0,
        "not twice on a later day"
    );
    let rows = recorded(&db, id);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].due.occurrence, d("2027-03-04"));
    assert_eq!(rows[0].due.title, "Mum's Birthday is in 7 days");
    assert_eq!(rows[0].due.body, "March 4, 2027 · Birthday");
}

async fn next_year_again_after_the_occurrence_passes(db: Database) {
    let ada = user(&db, "ada@example.com", "UTC");
    let id = date(
        &db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Dashboard,
        at("2027-02-01T09:00:00Z"),
    );
    {
        let mut conn = db.get().unwrap();
        special_dates::set_shopped(&mut conn, ada, id, Some(d("2027-03-04")), written()).unwrap();
    }
    tick(&db, at("2027-02-25T08:00:00Z")).await;
    let report = tick(&db, at("2027-03-05T08:00:00Z")).await;
    assert_eq!(report.advanced, 1);
    let moved = special_dates::find(&mut db.get().unwrap(), ada, id)
        .unwrap()
        .unwrap()
        .value
        .date;
    assert_eq!(moved.schedule.next_occurrence, d("2028-03-04"));
    assert_eq!(moved.schedule.remind_on, d("2028-02-26"));
    assert!(
        !moved.shopped(),
        "'Already shopped' belonged to last year's occurrence"
    );
    assert_eq!(tick(&db, at("2028-02-26T08:00:00Z")).await.recorded, 1);
    assert_eq!(recorded(&db, id).len(), 2);
}

async fn not_after_deletion(db: Database) {
    let ada = user(&db, "ada@example.com", "UTC");
    let id = date(
        &db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Dashboard,
        at("2027-02-01T09:00:00Z"),
    );
    assert!(special_dates::delete(&mut db.get().unwrap(), ada, id).unwrap());
    assert_eq!(tick(&db, at("2027-02-25T08:00:00Z")).await.recorded, 0);
    assert_eq!(
        notifications::list_for_user(&mut db.get().unwrap(), ada, 50)
            .unwrap()
            .len(),
        0
    );
}

async fn not_for_another_user(db: Database) {
    let ada = user(&db, "ada@example.com", "UTC");
    let grace = user(&db, "grace@example.com", "UTC");
    date(
        &db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Dashboard,
        at("2027-02-01T09:00:00Z"),
    );
    tick(&db, at("2027-02-25T08:00:00Z")).await;
    let mut conn = db.get().unwrap();
    assert_eq!(
        notifications::list_for_user(&mut conn, ada, 50)
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        notifications::list_for_user(&mut conn, grace, 50)
            .unwrap()
            .len(),
        0
    );
    assert_eq!(notifications::unread_count(&mut conn, grace).unwrap(), 0);
}

async fn on_the_users_local_day(db: Database) {
    // Tongatapu is UTC+13: its 4 March begins at 11:00 UTC on 3 March.
    let tonga = user(&db, "tonga@example.com", "Pacific/Tongatapu");
    let london = user(&db, "london@example.com", "Europe/London");
    let created = at("2027-02-01T09:00:00Z");
    let tonga_date = date(
        &db,
        tonga,
        "Pacific/Tongatapu",
        "1990-03-04",
        0,
        ReminderDelivery::Dashboard,
        created,
    );
    let london_date = date(
        &db,
        london,
        "Europe/London",
        "1990-03-04",
        0,
        ReminderDelivery::Dashboard,
        created,
    );

    tick(&db, at("2027-03-03T10:59:00Z")).await;
    assert!(
        recorded(&db, tonga_date).is_empty(),
        "still 3 March in Tonga"
    );
    tick(&db, at("2027-03-03T11:01:00Z")).await;
    assert_eq!(
        recorded(&db, tonga_date).len(),
        1,
        "4 March in Tonga, though 3 March in UTC"
    );
    assert_eq!(
        recorded(&db, tonga_date)[0].due.title,
        "Mum's Birthday is today"
    );
    assert!(
        recorded(&db, london_date).is_empty(),
        "London is still on 3 March"
    );
    tick(&db, at("2027-03-04T00:01:00Z")).await;
    assert_eq!(recorded(&db, london_date).len(), 1);
}

async fn a_date_added_late_is_reminded_at_once(db: Database) {
    let ada = user(&db, "ada@example.com", "UTC");
    let now = at("2027-03-01T09:00:00Z");
    let id = date(
        &db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Browser,
        now,
    );
    assert_eq!(tick(&db, now).await.recorded, 1);
    let rows = recorded(&db, id);
    assert_eq!(rows[0].due.title, "Mum's Birthday is in 3 days");
    assert_eq!(rows[0].due.channel, ReminderDelivery::Browser);
}

async fn email_waits_without_a_mailer(db: Database) {
    let ada = user(&db, "ada@example.com", "UTC");
    let id = date(
        &db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Email,
        at("2027-02-01T09:00:00Z"),
    );
    let report = tick(&db, at("2027-02-25T08:00:00Z")).await;
    assert_eq!((report.recorded, report.emailed), (1, 0));
    assert_eq!(
        recorded(&db, id)[0].due.delivery_status,
        DeliveryStatus::Pending
    );
}

/// Two claims at once never return the same email (the `SKIP LOCKED` claim).
async fn an_email_is_claimed_once(db: Database) {
    let ada = user(&db, "ada@example.com", "UTC");
    date(
        &db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Email,
        at("2027-02-01T09:00:00Z"),
    );
    let now = at("2027-02-25T08:00:00Z");
    tick(&db, now).await;
    let mut first = db.get().unwrap();
    let mut second = db.get().unwrap();
    let a = claim_emails(&mut first, now);
    let b = claim_emails(&mut second, now);
    assert_eq!(a.len() + b.len(), 1);
    // A claim that timed out (the sender died) is claimed again later.
    let later = now + chrono::TimeDelta::minutes(11);
    assert_eq!(claim_emails(&mut first, later).len(), 1);
}

fn sqlite() -> TestDatabase {
    TestDatabase::sqlite()
}

macro_rules! scheduler_tests {
    ($($case:ident),* $(,)?) => {
        mod sqlite_backend {
            $(
                #[actix_web::test]
                async fn $case() {
                    let db = super::sqlite();
                    super::$case(db.database.clone()).await;
                }
            )*
        }
        mod postgres_backend {
            $(
                #[actix_web::test]
                async fn $case() {
                    if let Some(db) = persistence::test_support::TestDatabase::postgres() {
                        super::$case(db.database.clone()).await;
                    }
                }
            )*
        }
    };
}

scheduler_tests!(
    due_once_not_twice,
    next_year_again_after_the_occurrence_passes,
    not_after_deletion,
    not_for_another_user,
    on_the_users_local_day,
    a_date_added_late_is_reminded_at_once,
    email_waits_without_a_mailer,
    an_email_is_claimed_once,
);

#[actix_web::test]
async fn email_reminders_reach_a_real_smtp_server() {
    let Some(smtp) = SmtpServer::start() else {
        return;
    };
    let db = sqlite();
    let db = &db.database;
    let ada = user(db, "ada@example.com", "UTC");
    let id = date(
        db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Email,
        at("2027-02-01T09:00:00Z"),
    );
    let mailer = smtp.mailer(Vec::new());

    let now = at("2027-02-25T08:00:00Z");
    let report = api::scheduler::tick(db, Some(&mailer), now).await.unwrap();
    assert_eq!(
        (report.recorded, report.emailed, report.email_failures),
        (1, 1, 0)
    );
    let again = api::scheduler::tick(db, Some(&mailer), now).await.unwrap();
    assert_eq!(again.emailed, 0, "sent once");

    let messages = smtp.messages();
    assert_eq!(messages.len(), 1);
    let message = &messages[0];
    assert!(message.contains("To: ada@example.com"), "{message}");
    assert!(
        message.contains("From: Presently <support@presently.app>"),
        "{message}"
    );
    assert!(
        message.contains("Subject: Reminder: Mum's Birthday is in 7 days"),
        "{message}"
    );
    assert!(message.contains("March 4, 2027"), "{message}");
    assert!(
        message.contains("See your dates: https://presently.example/"),
        "{message}"
    );
    assert_eq!(
        recorded(db, id)[0].due.delivery_status,
        DeliveryStatus::Sent
    );
}

/// Email reminders turned off in Settings: nothing reaches the server, the
/// reminder is recorded as skipped, the bell still has it.
#[actix_web::test]
async fn email_reminders_turned_off_send_nothing() {
    let Some(smtp) = SmtpServer::start() else {
        return;
    };
    let db = sqlite();
    let db = &db.database;
    let ada = user(db, "ada@example.com", "UTC");
    let id = date(
        db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Email,
        at("2027-02-01T09:00:00Z"),
    );
    {
        let mut conn = db.get().unwrap();
        let mut settings = persistence::account::settings(&mut conn, ada).unwrap();
        settings.email_reminders = false;
        persistence::account::set_settings(&mut conn, ada, &settings, written()).unwrap();
    }
    let mailer = ReminderMail {
        smtp: SmtpMailer::from_url(&smtp.url(), "support@presently.app").unwrap(),
        app_url: None,
        signing_key: Vec::new(),
    };
    let report = api::scheduler::tick(db, Some(&mailer), at("2027-02-25T08:00:00Z"))
        .await
        .unwrap();
    assert_eq!(
        (report.recorded, report.emailed, report.email_failures),
        (1, 0, 0)
    );
    assert_eq!(
        recorded(db, id)[0].due.delivery_status,
        DeliveryStatus::Skipped
    );
    assert!(smtp.messages().is_empty());
    let mut conn = db.get().unwrap();
    assert_eq!(notifications::unread_count(&mut conn, ada).unwrap(), 1);
}

#[actix_web::test]
async fn a_refused_email_is_retried_later() {
    let db = sqlite();
    let db = &db.database;
    let ada = user(db, "ada@example.com", "UTC");
    let id = date(
        db,
        ada,
        "UTC",
        "1960-03-04",
        7,
        ReminderDelivery::Email,
        at("2027-02-01T09:00:00Z"),
    );
    // Nothing listens on this port: the send fails and the reminder waits for a retry.
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mailer = ReminderMail {
        smtp: SmtpMailer::from_url(&format!("smtp://127.0.0.1:{port}"), "support@presently.app")
            .unwrap(),
        app_url: None,
        signing_key: Vec::new(),
    };
    let report = api::scheduler::tick(db, Some(&mailer), at("2027-02-25T08:00:00Z"))
        .await
        .unwrap();
    assert_eq!((report.emailed, report.email_failures), (0, 1));
    assert_eq!(
        recorded(db, id)[0].due.delivery_status,
        DeliveryStatus::Pending
    );
}
