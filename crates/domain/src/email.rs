//! Email the app sends (reminders), as handed to the mailer port.

/// An email ready for the mailer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub body: String,
}
