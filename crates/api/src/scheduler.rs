//! The reminder scheduler, which also reminds the givers of each gift
//! exchange a week and a day before (each stage claimed once, in the same
//! transaction as its notices), and stores each group list's reveal (three
//! days after its event: one `UPDATE` of the open lists, so instances running
//! it at once archive each list once). Every instance may run it: claims are rows with a
//! unique (date, occurrence), and emails are claimed with `FOR UPDATE SKIP
//! LOCKED`, so nothing is delivered twice. The clock is a parameter.
//!
//! One tick is the domain's three steps: claim what is due (blocking pool),
//! send each claimed email through the mailer port (async, outside any
//! transaction), record each outcome (blocking pool).

use std::time::Duration;

use chrono::Timelike;
use chrono::{DateTime, Utc};
use domain::clock::Clock;
use domain::ports::{Mailer, NotificationStore};
use domain::reminder::EmailOutcome;
use domain::use_cases::claims::reveal_due_lists;
use domain::use_cases::digest::claim_digests;
use domain::use_cases::exchanges::remind_exchanges;
use domain::use_cases::nudges::nudge_own_birthdays;
use domain::use_cases::reminders::{
    claim_due_reminders, record_email_outcome, send_reminder_email,
};
use domain::StoreError;
use integrations::mail::SmtpMailer;
use persistence::Database;
use url::Url;

use std::sync::Arc;

use crate::background::Jobs;
use crate::db;
use crate::metrics::Metrics;

const TICK: Duration = Duration::from_secs(60);
/// Ticks between two refreshes of the planner's statistics (an hour); ended
/// sessions are deleted then too.
const TICKS_PER_OPTIMIZE: u32 = 60;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct TickReport {
    /// Recurring dates moved on to their next occurrence.
    pub advanced: usize,
    /// Reminders that fell due and were recorded.
    pub recorded: usize,
    pub emailed: usize,
    pub email_failures: usize,
    /// Group lists archived: their reveal came.
    pub revealed: usize,
    /// "Email me about my circle" emails sent.
    pub circle_emailed: usize,
    /// Notices emailed at once (a claimed gift taken off its list).
    pub notices_emailed: usize,
    /// Givers reminded of a gift exchange coming.
    pub exchange_reminders: usize,
    /// Digest emails sent (issue 47).
    pub digests_emailed: usize,
    /// People nudged before their own birthday (their lists empty).
    pub birthday_nudges: usize,
}

/// Digests claimed in one tick (the rest wait for the next minute).
const DIGESTS_PER_TICK: u32 = 200;

/// Notices to email at once claimed in one tick (the rest wait a minute).
const NOTICE_EMAILS_PER_TICK: u32 = 100;

/// Circle emails claimed in one tick (the rest wait for the next minute).
const CIRCLE_DIGESTS_PER_TICK: u32 = 100;

/// How reminder emails go out: the SMTP transport, and where people open
/// the app (`PUBLIC_URL`), so each email links back to their dates.
#[derive(Clone)]
pub struct ReminderMail {
    pub smtp: SmtpMailer,
    pub app_url: Option<Url>,
    /// The server's signing key (`SESSION_KEY`'s), which signs the
    /// digest's unsubscribe links.
    pub signing_key: Vec<u8>,
}

impl ReminderMail {
    /// The digest's unsubscribe page and its one-click (RFC 8058) address
    /// for `user`: `None` without `PUBLIC_URL` (no digest goes out without
    /// a working way to stop it).
    pub fn unsubscribe_urls(&self, user: domain::ids::UserId) -> Option<(String, String)> {
        let app = self
            .app_url
            .as_ref()?
            .as_str()
            .trim_end_matches('/')
            .to_owned();
        let token = crate::unsubscribe::token(&self.signing_key, user);
        Some((
            format!("{app}/unsubscribe?token={token}"),
            format!(
                "{app}{}?token={token}",
                crate::middleware::ONE_CLICK_UNSUBSCRIBE
            ),
        ))
    }
}

/// The database and mail a one-off pass run with (`presently scheduler`,
/// `presently price-watch`): a small pool on the configured database,
/// stamped by `clock`, and the configured SMTP server if any.
pub async fn one_pass_setup(
    config: &crate::config::Config,
    clock: Arc<dyn Clock>,
) -> anyhow::Result<(Database, Option<ReminderMail>)> {
    let url = config.database_url.clone();
    let database =
        actix_web::rt::task::spawn_blocking(move || Database::connect_with_pool(&url, Some(2)))
            .await??
            .with_clock(clock);
    let mailer = config
        .smtp_url
        .as_ref()
        .map(|url| SmtpMailer::from_url(url.as_str(), &config.support_email))
        .transpose()?;
    let mail = mailer.map(|smtp| ReminderMail {
        smtp,
        app_url: config.public_url.clone(),
        signing_key: config.session_key.signing().to_vec(),
    });
    Ok((database, mail))
}

/// `presently scheduler [--at TIME]`: one pass of the scheduler (reveals,
/// reminders, their emails) at the clock's time, for trying it out.
pub async fn run_once(
    config: crate::config::Config,
    clock: Arc<dyn Clock>,
) -> anyhow::Result<TickReport> {
    let (database, mail) = one_pass_setup(&config, clock.clone()).await?;
    Ok(tick(&database, mail.as_ref(), clock.now()).await?)
}

/// One pass at `now`: store the reveals that came, advance passed
/// occurrences, record due reminders, send claimed emails.
pub async fn tick(
    db: &Database,
    mail: Option<&ReminderMail>,
    now: DateTime<Utc>,
) -> Result<TickReport, StoreError> {
    let email_enabled = mail.is_some();
    // UTC's today: the three days' margin makes the zone moot.
    let revealed = db::run(db, move |store| {
        reveal_due_lists(store, now.date_naive(), now.naive_utc())
    })
    .await?;
    let due = db::run(db, move |store| {
        claim_due_reminders(store, now, email_enabled)
    })
    .await?;
    // UTC's today, as the exchange's own pages count the day.
    let exchange_reminders =
        db::run(db, move |store| remind_exchanges(store, now.date_naive())).await?;
    // Hourly, on the hour: nudge those whose birthday is a month away.
    let birthday_nudges = if now.minute() == 0 {
        db::run(db, move |store| nudge_own_birthdays(store, now)).await?
    } else {
        0
    };
    let mut report = TickReport {
        birthday_nudges,
        advanced: due.advanced,
        recorded: due.recorded,
        revealed,
        exchange_reminders,
        ..TickReport::default()
    };
    // Notices emailed at once (a claimed gift taken off its list): each
    // claimed once, whatever the number of instances (without mail, let go).
    let notices = db::run(db, move |store| {
        store.claim_notice_emails(NOTICE_EMAILS_PER_TICK)
    })
    .await?;
    let Some(mail) = mail else {
        return Ok(report);
    };
    let app_url = mail.app_url.as_ref().map(Url::as_str);
    for claimed in due.emails {
        let id = claimed.reminder_id;
        let attempt = send_reminder_email(&mail.smtp, &claimed, app_url).await;
        if let Some(error) = &attempt.failure {
            tracing::warn!(reminder_id = id.0, %error, "email reminder failed; will retry");
        }
        match attempt.outcome {
            EmailOutcome::Sent => report.emailed += 1,
            EmailOutcome::Failed | EmailOutcome::Undeliverable => report.email_failures += 1,
            EmailOutcome::TurnedOff => {}
        }
        let outcome = attempt.outcome;
        db::run(db, move |store| record_email_outcome(store, id, outcome)).await?;
    }
    for notice in notices {
        let email = domain::email::notice(&notice, app_url);
        match mail.smtp.send(&email).await {
            Ok(()) => report.notices_emailed += 1,
            Err(error) => {
                report.email_failures += 1;
                tracing::warn!(user_id = notice.user_id.0, %error, "notice email failed");
            }
        }
    }
    // The circle emails: each person is stamped as emailed when claimed,
    // so a failed send waits for the next day's (at most one a day).
    let digests = db::run(db, move |store| {
        store.claim_circle_digests(now.naive_utc(), CIRCLE_DIGESTS_PER_TICK)
    })
    .await?;
    for digest in digests {
        let email = domain::email::circle_digest(&digest, app_url);
        match mail.smtp.send(&email).await {
            Ok(()) => report.circle_emailed += 1,
            Err(error) => {
                report.email_failures += 1;
                tracing::warn!(user_id = digest.user_id.0, %error, "circle email failed");
            }
        }
    }
    // The digests: each slot taken once (compare-and-set), whatever the
    // number of instances; only with PUBLIC_URL, which its links need.
    if mail.app_url.is_some() {
        let claimed = db::run(db, move |store| claim_digests(store, now, DIGESTS_PER_TICK)).await?;
        for (user, error) in &claimed.failed {
            report.email_failures += 1;
            tracing::warn!(user_id = user.0, %error, "gathering a digest failed; the next one comes");
        }
        for digest in claimed.digests {
            let Some((page, one_click)) = mail.unsubscribe_urls(digest.user_id) else {
                continue;
            };
            let email = domain::digest::email(&digest, app_url, &page, &one_click);
            match mail.smtp.send(&email).await {
                Ok(()) => report.digests_emailed += 1,
                Err(error) => {
                    report.email_failures += 1;
                    tracing::warn!(user_id = digest.user_id.0, %error, "digest email failed");
                }
            }
        }
    }
    Ok(report)
}

/// Runs [`tick`] every minute on `jobs` (so a stop lets the tick finish),
/// at `clock`'s time, counting what it did for `/api/metrics`.
pub fn start(
    jobs: &mut Jobs,
    db: Database,
    clock: Arc<dyn Clock>,
    mail: Option<ReminderMail>,
    metrics: Arc<Metrics>,
) {
    let mut ticks: u32 = 0;
    jobs.every("reminder scheduler", TICK, move || {
        ticks = ticks.wrapping_add(1);
        let housekeeping = ticks.is_multiple_of(TICKS_PER_OPTIMIZE);
        let (db, clock, mail, metrics) = (db.clone(), clock.clone(), mail.clone(), metrics.clone());
        async move {
            let now = clock.now();
            if housekeeping {
                keep_house(&db, now).await;
            }
            match tick(&db, mail.as_ref(), now).await {
                Ok(report) => {
                    metrics.reminders(report.recorded, report.emailed, report.email_failures);
                    if report != TickReport::default() {
                        tracing::info!(?report, "reminder scheduler");
                    }
                }
                Err(error) => tracing::warn!(%error, "reminder scheduler tick failed"),
            }
        }
    });
}

/// Hourly: the planner's statistics refreshed, sessions ended, idempotency
/// keys expired by `now` and calls past every limit's window deleted.
async fn keep_house(db: &Database, now: DateTime<Utc>) {
    let optimizing = db.clone();
    match actix_web::web::block(move || optimizing.optimize()).await {
        Ok(Ok(())) => {}
        Ok(Err(error)) => tracing::warn!(%error, "refreshing statistics failed"),
        Err(error) => tracing::warn!(%error, "refreshing statistics failed"),
    }
    let now = now.naive_utc();
    let pruned = crate::db::run(db, move |store| {
        domain::ports::SessionStore::prune_sessions(store, now)
    })
    .await;
    if let Err(error) = pruned {
        tracing::warn!(%error, "deleting ended sessions failed");
    }
    let pruned = crate::db::run(db, move |store| {
        domain::use_cases::idempotency::prune(store, now)
    })
    .await;
    if let Err(error) = pruned {
        tracing::warn!(%error, "deleting expired idempotency keys failed");
    }
    let before = now - domain::call_limit::LONGEST_WINDOW;
    let pruned = crate::db::run(db, move |store| {
        domain::ports::CallLimitStore::forget_calls_before(store, before)
    })
    .await;
    if let Err(error) = pruned {
        tracing::warn!(%error, "deleting counted calls past every limit's window failed");
    }
}
