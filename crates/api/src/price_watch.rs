//! The price watcher (`PRESENTLY_PRICE_WATCH=1`; off by default; any number
//! of instances may run it: each reading is claimed first, so it happens
//! once): each
//! minute it reads the pages of up to 30 due items, at most 3 of one shop,
//! none of a shop paused after a robot check, through the shared page cache;
//! each reading is kept, and the people watching an item hear of a drop in
//! the bell, and by email when the server sends email and they have email
//! reminders on. The clock is a parameter; the pages are a port, so tests
//! read a local fixture shop.

use std::time::Duration;

use std::sync::Arc;

use chrono::{DateTime, Utc};
use domain::clock::Clock;
use domain::notification::Notice;
use domain::ports::{Mailer, PriceStore, ProductPages};
use domain::price_watch::READS_PER_TICK;
use domain::use_cases::prices::{
    apply_reading, claim_read, pick_reads, price_drop_emails, ReadingOutcome,
};
use domain::StoreError;
use integrations::product_page::source_name;
use persistence::Database;

use crate::background::Jobs;
use crate::db;
use crate::scheduler::ReminderMail;

const TICK: Duration = Duration::from_secs(60);
/// A page someone read (pasted) within the hour is not read again.
const FRESH_ENOUGH: Duration = Duration::from_secs(60 * 60);

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PriceWatchReport {
    pub read: usize,
    pub changed: usize,
    pub notified: usize,
    pub emailed: usize,
    pub paused: usize,
    pub failed: usize,
}

fn shop_of(url: &str) -> String {
    url::Url::parse(url)
        .ok()
        .and_then(|u| u.host_str().map(source_name))
        .unwrap_or_default()
}

/// One pass at `now`.
pub async fn tick(
    db: &Database,
    pages: &impl ProductPages,
    mail: Option<&ReminderMail>,
    now: DateTime<Utc>,
) -> Result<PriceWatchReport, StoreError> {
    let at = now.naive_utc();
    let (due, paused) = db::run(db, move |store| {
        // More than one tick reads, so that a busy shop does not hold up others.
        let due = store.items_due(at, (READS_PER_TICK * 4) as u32)?;
        Ok::<_, StoreError>((due, store.paused_shops(at)?))
    })
    .await?;
    let mut report = PriceWatchReport::default();
    let mut paused = paused;
    for (shop, item) in pick_reads(due, &paused.clone(), shop_of) {
        if paused.contains(&shop) {
            continue;
        }
        // Another instance's watcher may have picked it in the same minute.
        let claimed = item.clone();
        if !db::run(db, move |store| claim_read(store, &claimed, at)).await? {
            continue;
        }
        let read = pages.read_fresh(&item.url, FRESH_ENOUGH).await;
        let outcome = db::run(db, move |store| {
            apply_reading(store, &item, &shop, read, at).map(|o| (o, shop))
        })
        .await?;
        match outcome {
            (ReadingOutcome::Read { changed, notices }, _) => {
                report.read += 1;
                report.changed += usize::from(changed);
                report.notified += notices.len();
                report.emailed += email(db, mail, notices).await;
            }
            (ReadingOutcome::NoPrice, _) => report.read += 1,
            (ReadingOutcome::ShopPaused, shop) => {
                report.paused += 1;
                paused.push(shop);
            }
            (ReadingOutcome::Failed, _) => report.failed += 1,
        }
    }
    Ok(report)
}

/// Emails the notices to the watchers who take email
/// ([`price_drop_emails`] decides who); returns how many went.
async fn email(db: &Database, mail: Option<&ReminderMail>, notices: Vec<Notice>) -> usize {
    let Some(mail) = mail else { return 0 };
    let app_url = mail.app_url.as_ref().map(|url| url.as_str().to_owned());
    let emails = db::run(db, move |store| {
        price_drop_emails(store, &notices, app_url.as_deref())
    })
    .await;
    let emails = match emails {
        Ok(emails) => emails,
        Err(error) => {
            tracing::warn!(%error, "price drop emails: looking up the watchers failed");
            return 0;
        }
    };
    let mut sent = 0;
    for email in emails {
        match mail.smtp.send(&email).await {
            Ok(()) => sent += 1,
            Err(error) => tracing::warn!(%error, "a price drop email failed"),
        }
    }
    sent
}

/// Runs the watcher every minute on this instance, on `jobs` (a stop lets
/// the pass under way finish), at `clock`'s time.
pub fn start(
    jobs: &mut Jobs,
    db: Database,
    clock: Arc<dyn Clock>,
    pages: integrations::product_page::PageReader,
    mail: Option<ReminderMail>,
) {
    jobs.every("price watcher", TICK, move || {
        let (db, clock, pages, mail) = (db.clone(), clock.clone(), pages.clone(), mail.clone());
        async move {
            match tick(&db, &pages, mail.as_ref(), clock.now()).await {
                Ok(report) if report != PriceWatchReport::default() => {
                    tracing::info!(?report, "price watcher");
                }
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "price watcher tick failed"),
            }
        }
    });
}

/// One pass at `clock`'s time from the command line (`presently
/// price-watch`): the server's database, page reader and mail as configured.
pub async fn run_once(
    config: crate::config::Config,
    clock: Arc<dyn Clock>,
) -> anyhow::Result<PriceWatchReport> {
    let (database, mail) = crate::scheduler::one_pass_setup(&config, clock.clone()).await?;
    let pages = crate::state::page_reader(&config);
    Ok(tick(&database, &pages, mail.as_ref(), clock.now()).await?)
}
