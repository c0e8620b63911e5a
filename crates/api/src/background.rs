//! The jobs a server runs beside answering requests (the reminder scheduler,
//! the price watcher). Each ticks on its own interval; when the server stops
//! (SIGTERM, SIGINT), a job finishes the tick it is in (so a reminder email
//! sent is also recorded as sent), then ends.

use std::future::Future;
use std::time::Duration;

use actix_web::rt::task::JoinHandle;
use tokio::sync::watch;

pub struct Jobs {
    stop: watch::Sender<bool>,
    running: Vec<(&'static str, JoinHandle<()>)>,
}

impl Default for Jobs {
    fn default() -> Self {
        Jobs {
            stop: watch::channel(false).0,
            running: Vec::new(),
        }
    }
}

impl Jobs {
    /// Runs `tick` now and then every `every` until [`Jobs::stop`]; a tick
    /// under way when the stop comes runs to its end first.
    pub fn every<Tick, Fut>(&mut self, name: &'static str, every: Duration, mut tick: Tick)
    where
        Tick: FnMut() -> Fut + 'static,
        Fut: Future<Output = ()> + 'static,
    {
        let mut stop = self.stop.subscribe();
        let handle = actix_web::rt::spawn(async move {
            let mut interval = actix_web::rt::time::interval(every);
            loop {
                tokio::select! {
                    biased;
                    _ = stop.changed() => break,
                    _ = interval.tick() => {}
                }
                tick().await;
            }
        });
        self.running.push((name, handle));
    }

    pub fn is_empty(&self) -> bool {
        self.running.is_empty()
    }

    /// Asks every job to stop and waits for each to finish its tick, for
    /// `deadline` at most in all (a job still going then is left to end
    /// with the process).
    pub async fn stop(self, deadline: Duration) {
        let _ = self.stop.send(true);
        let until = tokio::time::Instant::now() + deadline;
        for (name, handle) in self.running {
            match tokio::time::timeout_at(until, handle).await {
                Ok(_) => tracing::info!("{name} stopped"),
                Err(_) => tracing::warn!(
                    "{name} did not finish its tick within {} s; stopping without it",
                    deadline.as_secs()
                ),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::rc::Rc;

    use super::*;

    #[actix_web::test]
    async fn a_tick_under_way_finishes_before_stop_returns_and_no_new_one_starts() {
        let started = Rc::new(Cell::new(0));
        let finished = Rc::new(Cell::new(0));
        let mut jobs = Jobs::default();
        let (s, f) = (started.clone(), finished.clone());
        jobs.every("slow job", Duration::from_millis(10), move || {
            let (s, f) = (s.clone(), f.clone());
            async move {
                s.set(s.get() + 1);
                actix_web::rt::time::sleep(Duration::from_millis(200)).await;
                f.set(f.get() + 1);
            }
        });
        // The first tick starts at once; stop while it sleeps.
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        assert_eq!((started.get(), finished.get()), (1, 0));
        jobs.stop(Duration::from_secs(5)).await;
        assert_eq!((started.get(), finished.get()), (1, 1));
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(started.get(), 1, "no tick after the stop");
    }

    #[actix_web::test]
    async fn a_tick_that_overruns_the_deadline_is_left() {
        let mut jobs = Jobs::default();
        jobs.every("stuck job", Duration::from_millis(10), || async {
            actix_web::rt::time::sleep(Duration::from_secs(3600)).await;
        });
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        let before = std::time::Instant::now();
        jobs.stop(Duration::from_millis(100)).await;
        assert!(before.elapsed() < Duration::from_secs(5));
    }
}
