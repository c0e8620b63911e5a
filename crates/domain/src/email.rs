//! Email the app sends (reminders, friend invitations), as handed to the
//! mailer port.

/// An email ready for the mailer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub body: String,
}

/// The invitation sent to an address with no account when someone asks it
/// to be friends. `sign_in_url` signs in and opens the requests.
pub fn friend_invitation(
    sender_name: &str,
    sender_email: &str,
    to: &str,
    sign_in_url: &str,
) -> Email {
    Email {
        to: to.to_owned(),
        subject: format!("{sender_name} invited you to Presently"),
        body: format!(
            "{sender_name} ({sender_email}) would like to be friends on Presently, \
             the gift and special-occasion planner that keeps birthdays, wishlists \
             and gift ideas in one place.\n\n\
             Sign in with this email address ({to}) to accept:\n{sign_in_url}\n\n\
             If you don't know {sender_name}, you can ignore this email: nothing \
             happens unless you sign in.\n"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invitation_names_the_sender_and_the_way_in() {
        let email = friend_invitation(
            "Ada Lovelace",
            "ada@example.com",
            "zoe@example.com",
            "https://presently.example/api/login?returnTo=%2Ffriends",
        );
        assert_eq!(email.to, "zoe@example.com");
        assert_eq!(email.subject, "Ada Lovelace invited you to Presently");
        assert!(email.body.contains("Ada Lovelace (ada@example.com)"));
        assert!(email
            .body
            .contains("https://presently.example/api/login?returnTo=%2Ffriends"));
        assert!(email.body.contains("(zoe@example.com)"));
    }
}
