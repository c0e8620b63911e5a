//! A real SMTP server for the email tests: Python's aiosmtpd on a free
//! loopback port, writing what it receives to a maildir; stopped on drop.
//! Outside CI a machine without aiosmtpd skips those tests, loudly.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct SmtpServer {
    child: Child,
    pub port: u16,
    maildir: tempfile::TempDir,
}

impl SmtpServer {
    pub fn start() -> Option<SmtpServer> {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let maildir = tempfile::tempdir().unwrap();
        let spawned = Command::new("python3")
            .args([
                "-m",
                "aiosmtpd",
                "-n",
                "-l",
                &format!("127.0.0.1:{port}"),
                "-c",
                "aiosmtpd.handlers.Mailbox",
            ])
            .arg(maildir.path().join("mail"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let child = match spawned {
            Ok(child) => child,
            Err(e) => return skip_or_fail(&format!("python3 cannot start: {e}")),
        };
        let mut server = SmtpServer {
            child,
            port,
            maildir,
        };
        let deadline = Instant::now() + Duration::from_secs(15);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            if Instant::now() > deadline || server.child.try_wait().ok().flatten().is_some() {
                return skip_or_fail("aiosmtpd did not start (pip install aiosmtpd)");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Some(server)
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// The scheduler's mail through this server, for the app at
    /// `https://presently.example/`, signing with `signing_key` (the
    /// server's, when a test follows an unsubscribe link).
    pub fn mailer(&self, signing_key: Vec<u8>) -> api::scheduler::ReminderMail {
        api::scheduler::ReminderMail {
            smtp: integrations::mail::SmtpMailer::from_url(&self.url(), "support@presently.app")
                .unwrap(),
            app_url: Some("https://presently.example/".parse().unwrap()),
            signing_key,
        }
    }

    /// Every message received so far, as raw text.
    pub fn messages(&self) -> Vec<String> {
        let new = self.maildir.path().join("mail").join("new");
        let Ok(entries) = std::fs::read_dir(new) else {
            return Vec::new();
        };
        entries
            .flatten()
            .map(|e| std::fs::read_to_string(e.path()).unwrap())
            .collect()
    }

    /// The messages once `count` have arrived (mail sent in the background),
    /// waiting at most 15 seconds.
    pub async fn wait_for(&self, count: usize) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let messages = self.messages();
            if messages.len() >= count || Instant::now() > deadline {
                return messages;
            }
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn skip_or_fail(why: &str) -> Option<SmtpServer> {
    if std::env::var_os("CI").is_some() {
        panic!("the SMTP tests need aiosmtpd in CI: {why}");
    }
    eprintln!("SKIPPING an SMTP delivery test: {why}");
    None
}
