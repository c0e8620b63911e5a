//! Live list pages (issue 46). Every write that can change what someone
//! reads of a list notes the list in `list_changes` (database triggers, in
//! the write's own transaction, whichever instance or job made it). Each
//! instance polls the new rows every `PRESENTLY_LIVE_POLL_MS` and passes
//! the lists changed to the streams it serves; each stream reads its list
//! again as its viewer would (`GET`'s own answer) and tells the page only
//! when that answer changed. So a stream tells nobody more than they could
//! read by reloading: a recipient's answer holds no claim, so their stream
//! stays silent on claims.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use domain::ids::{ListId, UserId};
use persistence::Database;
use tokio::sync::broadcast;

use crate::background::Jobs;
use crate::db;

/// Streams one person may hold open on one instance (tabs, devices).
pub const STREAMS_PER_USER: usize = 20;

/// How long an id may stay unseen after a later one was read: on
/// PostgreSQL ids are taken when a row is written but seen when its
/// transaction commits, so a change may turn up behind one already read.
const LATE_COMMIT: Duration = Duration::from_secs(10);

/// List changes read in one poll at most (the rest come next poll).
const CHANGES_PER_POLL: i64 = 1000;

/// List changes kept in the table (older ones are pruned every minute).
const CHANGES_KEPT: i64 = 10_000;

/// Who to tell when a list changes: each list watched on this instance
/// has a channel of its own (a change wakes only its own streams), and how
/// many streams each person holds open.
#[derive(Default)]
pub struct LiveLists {
    watched: Mutex<HashMap<ListId, broadcast::Sender<()>>>,
    open: Mutex<HashMap<UserId, usize>>,
}

/// One open stream, counted against its person until dropped.
pub struct OpenStream {
    live: Arc<LiveLists>,
    user: UserId,
}

impl Drop for OpenStream {
    fn drop(&mut self) {
        let mut open = self.live.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.user) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.user);
            }
        }
    }
}

impl LiveLists {
    /// Counts a new stream of `user`'s, unless they hold [`STREAMS_PER_USER`].
    pub fn open(self: &Arc<Self>, user: UserId) -> Option<OpenStream> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(user).or_default();
        if *count >= STREAMS_PER_USER {
            return None;
        }
        *count += 1;
        Some(OpenStream {
            live: self.clone(),
            user,
        })
    }

    /// Each change of `list` from now on (a lagging receiver has missed some).
    pub fn changes(&self, list: ListId) -> broadcast::Receiver<()> {
        let mut watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
        // The lists nobody watches any more go.
        watched.retain(|_, sender| sender.receiver_count() > 0);
        watched
            .entry(list)
            .or_insert_with(|| broadcast::channel(16).0)
            .subscribe()
    }

    /// Tells this instance's streams of `lists` that they changed.
    pub fn tell(&self, lists: impl IntoIterator<Item = ListId>) {
        let watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
        for list in lists {
            if let Some(sender) = watched.get(&list) {
                // Its streams all closed since: nobody to tell.
                let _ = sender.send(());
            }
        }
    }
}

/// Where an instance is in `list_changes`: every id up to `floor` is read;
/// ids above it already read are in `seen`. The floor moves up to what was
/// read [`LATE_COMMIT`] ago, so a change committed late is still read once.
#[derive(Debug)]
pub struct ChangeReader {
    floor: i64,
    seen: BTreeSet<i64>,
    reads: VecDeque<(Instant, i64)>,
}

impl ChangeReader {
    pub fn starting_after(last: i64) -> ChangeReader {
        ChangeReader {
            floor: last,
            seen: BTreeSet::new(),
            reads: VecDeque::new(),
        }
    }

    /// Where the next read starts.
    pub fn floor(&self) -> i64 {
        self.floor
    }

    /// Takes one read's rows (id, list) at `now`: the lists changed that
    /// were not read before, each once.
    pub fn take(&mut self, rows: &[(i64, ListId)], now: Instant) -> Vec<ListId> {
        let mut lists = Vec::new();
        for (id, list) in rows {
            if *id > self.floor && self.seen.insert(*id) && !lists.contains(list) {
                lists.push(*list);
            }
        }
        if let Some(highest) = self.seen.last().copied() {
            self.reads.push_back((now, highest));
        }
        while let Some((at, highest)) = self.reads.front().copied() {
            if now.duration_since(at) < LATE_COMMIT {
                break;
            }
            self.reads.pop_front();
            self.floor = self.floor.max(highest);
        }
        let floor = self.floor;
        self.seen.retain(|id| *id > floor);
        lists
    }
}

/// Starts this instance's reader of `list_changes`: every `every`, the
/// lists changed go to its streams; once a minute old changes are pruned.
pub fn start(jobs: &mut Jobs, db: Database, live: Arc<LiveLists>, every: Duration) {
    let reader = std::rc::Rc::new(std::cell::RefCell::new(None::<ChangeReader>));
    let pruned_at = std::rc::Rc::new(std::cell::Cell::new(Instant::now()));
    jobs.every("live list pages", every, move || {
        let (db, live, reader, pruned_at) =
            (db.clone(), live.clone(), reader.clone(), pruned_at.clone());
        async move {
            let floor = reader.borrow().as_ref().map(ChangeReader::floor);
            let Some(floor) = floor else {
                // First tick: start after the changes made before this instance.
                let last = db::run(&db, |store| {
                    Ok::<_, domain::ports::StoreError>(persistence::follows::last_list_change(
                        store.connection(),
                    )?)
                })
                .await;
                match last {
                    Ok(last) => *reader.borrow_mut() = Some(ChangeReader::starting_after(last)),
                    Err(error) => {
                        tracing::warn!(%error, "live list pages: reading where to start failed")
                    }
                }
                return;
            };
            let prune = pruned_at.get().elapsed() >= Duration::from_secs(60);
            let read = db::run(&db, move |store| {
                let conn = store.connection();
                if prune {
                    persistence::follows::prune_list_changes(conn, CHANGES_KEPT)?;
                }
                Ok::<_, domain::ports::StoreError>(persistence::follows::list_changes_after(
                    conn,
                    floor,
                    CHANGES_PER_POLL,
                )?)
            })
            .await;
            match read {
                Ok(rows) => {
                    if prune {
                        pruned_at.set(Instant::now());
                    }
                    let lists = match reader.borrow_mut().as_mut() {
                        Some(reader) => reader.take(&rows, Instant::now()),
                        None => Vec::new(),
                    };
                    live.tell(lists);
                }
                Err(error) => tracing::warn!(%error, "live list pages: reading changes failed"),
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_change_is_read_once_even_when_committed_behind_a_later_one() {
        let start = Instant::now();
        let mut reader = ChangeReader::starting_after(10);
        // 12 is read before 11 commits.
        assert_eq!(reader.take(&[(12, ListId(1))], start), vec![ListId(1)]);
        assert_eq!(reader.floor(), 10, "the floor waits for late commits");
        let later = start + Duration::from_secs(1);
        assert_eq!(
            reader.take(&[(11, ListId(2)), (12, ListId(1))], later),
            vec![ListId(2)],
            "11 read late, 12 not again"
        );
        let much_later = start + LATE_COMMIT + Duration::from_secs(2);
        assert_eq!(reader.take(&[], much_later), Vec::<ListId>::new());
        assert_eq!(reader.floor(), 12);
        assert!(reader.seen.is_empty(), "ids under the floor are forgotten");
    }

    #[test]
    fn one_list_changed_many_times_in_one_read_is_told_once() {
        let mut reader = ChangeReader::starting_after(0);
        let rows = [
            (1, ListId(7)),
            (2, ListId(7)),
            (3, ListId(8)),
            (4, ListId(7)),
        ];
        assert_eq!(
            reader.take(&rows, Instant::now()),
            vec![ListId(7), ListId(8)]
        );
    }

    #[test]
    fn a_change_wakes_only_the_streams_of_its_list() {
        let live = LiveLists::default();
        let mut sevens = live.changes(ListId(7));
        let mut eights = live.changes(ListId(8));
        live.tell([ListId(7), ListId(9)]);
        assert!(sevens.try_recv().is_ok());
        assert!(eights.try_recv().is_err(), "list 8 did not change");
        drop(eights);
        let _nines = live.changes(ListId(9));
        let watched = live.watched.lock().unwrap();
        assert!(
            !watched.contains_key(&ListId(8)),
            "unwatched lists are forgotten"
        );
        assert_eq!(watched.len(), 2);
    }

    #[test]
    fn a_person_holds_at_most_so_many_streams() {
        let live = Arc::new(LiveLists::default());
        let held: Vec<OpenStream> = (0..STREAMS_PER_USER)
            .map(|_| live.open(UserId(1)).unwrap())
            .collect();
        assert!(live.open(UserId(1)).is_none());
        assert!(
            live.open(UserId(2)).is_some(),
            "another person's count is theirs"
        );
        drop(held);
        assert!(live.open(UserId(1)).is_some(), "closing frees them");
    }
}
