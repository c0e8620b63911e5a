//! Live list pages (issue 46): how long a change made on one instance takes
//! to reach a list page open on another. Each instance reads the database's
//! `list_changes` every `PRESENTLY_LIVE_POLL_MS` (500 by default), so the
//! delay is about half that on average and at most that plus the reads.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};

/// The server's default `PRESENTLY_LIVE_POLL_MS`, which the bench runs with.
const POLL_MS: u64 = 500;

/// What one measure of the delay found.
#[derive(Debug, Clone)]
pub struct LiveDelay {
    pub backend: &'static str,
    /// Whether the page was served by another instance than the writes.
    pub other_instance: bool,
    pub changes: usize,
    pub p50_ms: f64,
    pub max_ms: f64,
}

impl LiveDelay {
    pub fn line(&self) -> String {
        format!(
            "{}, {}: a claim reaches an open list page in {:.0} ms (median), {:.0} ms at most, over {} changes",
            self.backend,
            if self.other_instance {
                "page on another instance"
            } else {
                "page on the same instance"
            },
            self.p50_ms,
            self.max_ms,
            self.changes
        )
    }
}

/// One request on its own connection; the status line and body.
fn exchange(port: u16, method: &str, path: &str, cookie: &str) -> anyhow::Result<String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    let body = if method == "PUT" {
        "{\"quantity\":1}"
    } else {
        ""
    };
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n{cookie}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )?;
    let mut answer = String::new();
    std::io::Read::read_to_string(&mut stream, &mut answer)?;
    let status = answer.lines().next().unwrap_or_default().to_owned();
    if !status.contains(" 200") {
        bail!("{method} {path}: {answer}");
    }
    Ok(status)
}

/// A list page's stream: waits for its `changed` events.
struct Page {
    reader: BufReader<TcpStream>,
}

impl Page {
    fn open(port: u16, list: i64, cookie: &str) -> anyhow::Result<Page> {
        let mut stream = TcpStream::connect(("127.0.0.1", port))?;
        stream.set_read_timeout(Some(Duration::from_secs(10)))?;
        write!(
            stream,
            "GET /api/lists/{list}/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{cookie}\r\n\
             Accept: text/event-stream\r\n\r\n"
        )?;
        let mut page = Page {
            reader: BufReader::new(stream),
        };
        let status = page.line()?;
        if !status.contains(" 200") {
            bail!("the stream answered {status}");
        }
        page.event("ready")?;
        Ok(page)
    }

    fn line(&mut self) -> anyhow::Result<String> {
        let mut line = String::new();
        if self.reader.read_line(&mut line)? == 0 {
            bail!("the stream ended");
        }
        Ok(line)
    }

    /// Reads until the event `name` (chunk sizes and keep-alives passed by).
    fn event(&mut self, name: &str) -> anyhow::Result<()> {
        let wanted = format!("event: {name}");
        while !self.line()?.starts_with(&wanted) {}
        Ok(())
    }
}

/// Claims and unclaims `item` on list `list` `changes` times through
/// `writes_port` as the list's creator (`cookie`), each time timing until the
/// creator's own page, open on `page_port`, hears of it.
pub fn measure(
    backend: &'static str,
    (writes_port, page_port): (u16, u16),
    cookie: &str,
    (list, item): (i64, i64),
    changes: usize,
) -> anyhow::Result<LiveDelay> {
    let mut page = Page::open(page_port, list, cookie).context("opening the list page")?;
    let claim = format!("/api/collaborative-wishlists/{list}/items/{item}/claim");
    let mut delays = Vec::with_capacity(changes);
    for n in 0..changes {
        // An event comes just after a poll, so the next change would come
        // at the same point of the poll's cycle each time: spread the
        // changes over the cycle as a person's would be.
        std::thread::sleep(Duration::from_millis(n as u64 * POLL_MS / changes as u64));
        let method = if n % 2 == 0 { "PUT" } else { "DELETE" };
        exchange(writes_port, method, &claim, cookie)?;
        let answered = Instant::now();
        page.event("changed")
            .with_context(|| format!("change {n} never reached the page"))?;
        delays.push(answered.elapsed().as_secs_f64() * 1000.0);
    }
    delays.sort_by(f64::total_cmp);
    Ok(LiveDelay {
        backend,
        other_instance: writes_port != page_port,
        changes: delays.len(),
        p50_ms: delays[delays.len() / 2],
        max_ms: delays[delays.len() - 1],
    })
}
