//! Email over SMTP (`lettre`), configured by `SMTP_URL`.

use domain::email::Email;
use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("invalid mail configuration: {0}")]
    Config(String),
    #[error("invalid address {0}")]
    Address(String),
    #[error("could not build the message: {0}")]
    Message(String),
    #[error("the SMTP server refused or failed: {0}")]
    Transport(String),
}

#[derive(Clone)]
pub struct SmtpMailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl std::fmt::Debug for SmtpMailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SmtpMailer")
            .field("from", &self.from.to_string())
            .finish_non_exhaustive()
    }
}

impl SmtpMailer {
    /// `smtp://[user:pass@]host[:port]` (add `?tls=required` for STARTTLS) or
    /// `smtps://...` for implicit TLS; mail is sent from `from`.
    pub fn from_url(url: &str, from: &str) -> Result<SmtpMailer, MailError> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| MailError::Config(e.to_string()))?
            .build();
        let from = format!("Presently <{from}>")
            .parse()
            .map_err(|_| MailError::Address(from.to_owned()))?;
        Ok(SmtpMailer { transport, from })
    }

    /// Delivers `email`, with the reason when it cannot (the `Mailer` port's
    /// `send` reports it as text).
    pub async fn deliver(&self, email: &Email) -> Result<(), MailError> {
        let to: Mailbox = email
            .to
            .parse()
            .map_err(|_| MailError::Address(email.to.clone()))?;
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(email.subject.clone());
        if let Some(url) = &email.one_click_unsubscribe {
            builder = builder
                .header(ListUnsubscribe(format!("<{url}>")))
                .header(ListUnsubscribePost);
        }
        let message = match &email.html {
            Some(html) => builder.multipart(MultiPart::alternative_plain_html(
                email.body.clone(),
                html.clone(),
            )),
            None => builder
                .header(ContentType::TEXT_PLAIN)
                .body(email.body.clone()),
        }
        .map_err(|e| MailError::Message(e.to_string()))?;
        self.transport
            .send(message)
            .await
            .map(drop)
            .map_err(|e| MailError::Transport(e.to_string()))
    }
}

/// `List-Unsubscribe: <url>` (RFC 2369).
#[derive(Debug, Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(text: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(text.to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): the
/// mail client may POST to the `List-Unsubscribe` URL in one click.
#[derive(Debug, Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}

/// The [`domain::ports::Mailer`] port over SMTP.
impl domain::ports::Mailer for SmtpMailer {
    async fn send(&self, email: &Email) -> Result<(), String> {
        self.deliver(email).await.map_err(|e| e.to_string())
    }
}
