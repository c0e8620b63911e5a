//! The reminder scheduler. Every instance may run it: claims are rows with a
//! unique (date, occurrence), and emails are claimed with `FOR UPDATE SKIP
//! LOCKED`, so nothing is delivered twice. The clock is a parameter.

use std::time::Duration;

use chrono::{DateTime, Utc};
use integrations::mail::{OutgoingEmail, SmtpMailer};
use persistence::{reminders, Database, DbConnection, StoreError};
use url::Url;

const TICK: Duration = Duration::from_secs(60);
const EMAILS_PER_TICK: i64 = 50;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct TickReport {
    /// Recurring dates moved on to their next occurrence.
    pub advanced: usize,
    /// Reminders that fell due and were recorded.
    pub recorded: usize,
    pub emailed: usize,
    pub email_failures: usize,
}

/// How reminder emails go out: the SMTP transport, and where people open
/// the app (`PUBLIC_URL`), so each email links back to their dates.
#[derive(Clone)]
pub struct ReminderMail {
    pub smtp: SmtpMailer,
    pub app_url: Option<Url>,
}

impl ReminderMail {
    fn body(&self, body: String) -> String {
        match &self.app_url {
            Some(url) => format!("{body}\nSee your dates: {url}\n"),
            None => body,
        }
    }
}

/// One pass at `now`: advance passed occurrences, record due reminders,
/// send claimed emails.
pub async fn tick(
    db: &Database,
    mail: Option<&ReminderMail>,
    now: DateTime<Utc>,
) -> Result<TickReport, StoreError> {
    let send_email = mail.is_some();
    let (advanced, recorded, jobs) = with_connection(db, move |conn| {
        let advanced = reminders::advance_all(conn, now)?;
        let recorded = reminders::record_due(conn, now)?;
        let jobs = if send_email {
            reminders::claim_emails(conn, now, EMAILS_PER_TICK)?
        } else {
            Vec::new()
        };
        Ok((advanced, recorded, jobs))
    })
    .await?;
    let mut report = TickReport {
        advanced,
        recorded,
        ..TickReport::default()
    };
    let Some(mail) = mail else {
        return Ok(report);
    };
    for job in jobs {
        let id = job.reminder_id;
        let Some(to) = job.to else {
            with_connection(db, move |conn| reminders::mark_undeliverable(conn, id)).await?;
            report.email_failures += 1;
            continue;
        };
        let email = OutgoingEmail {
            to,
            subject: job.subject,
            body: mail.body(job.body),
        };
        match mail.smtp.send(&email).await {
            Ok(()) => {
                with_connection(db, move |conn| reminders::mark_sent(conn, id)).await?;
                report.emailed += 1;
            }
            Err(error) => {
                tracing::warn!(reminder_id = id, %error, "email reminder failed; will retry");
                with_connection(db, move |conn| reminders::mark_failed(conn, id)).await?;
                report.email_failures += 1;
            }
        }
    }
    Ok(report)
}

/// Runs `work` on the blocking pool with a pooled connection.
async fn with_connection<T: Send + 'static>(
    db: &Database,
    work: impl FnOnce(&mut DbConnection) -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    let db = db.clone();
    actix_web::web::block(move || {
        let mut conn = db.get()?;
        work(&mut conn)
    })
    .await
    .map_err(|e| StoreError::Unavailable(format!("blocking pool: {e}")))?
}

/// Runs [`tick`] every minute for as long as the server runs.
pub fn spawn(db: Database, mail: Option<ReminderMail>) {
    actix_web::rt::spawn(async move {
        let mut interval = actix_web::rt::time::interval(TICK);
        loop {
            interval.tick().await;
            match tick(&db, mail.as_ref(), Utc::now()).await {
                Ok(report) if report != TickReport::default() => {
                    tracing::info!(?report, "reminder scheduler");
                }
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "reminder scheduler tick failed"),
            }
        }
    });
}
