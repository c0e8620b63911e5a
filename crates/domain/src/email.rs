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

/// A price drop told by email: the bell's title and text, and a link to
/// the item's list when the app's address (`app_url`) is known.
pub fn price_drop(to: &str, notice: &crate::notification::Notice, app_url: Option<&str>) -> Email {
    let mut body = format!("{}\n\n{}\n", notice.title, notice.body);
    if let (Some(app), Some(link)) = (app_url, &notice.link) {
        body.push_str(&format!("\nSee it: {}{link}\n", app.trim_end_matches('/')));
    }
    Email {
        to: to.to_owned(),
        subject: format!("Price drop: {}", notice.title),
        body,
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

    #[test]
    fn a_price_drop_email_links_to_the_item_when_the_app_address_is_known() {
        let notice = crate::notification::Notice {
            user_id: crate::ids::UserId(1),
            kind: crate::notification::NotificationKind::PriceDrop,
            title: "Tea set is now $30.00".to_owned(),
            body: "Down from $40.00 at Example Shop.".to_owned(),
            link: Some("/wishlist#item-7".to_owned()),
        };
        let email = price_drop(
            "ada@example.com",
            &notice,
            Some("https://presently.example/"),
        );
        assert_eq!(email.to, "ada@example.com");
        assert_eq!(email.subject, "Price drop: Tea set is now $30.00");
        assert!(email
            .body
            .ends_with("\nSee it: https://presently.example/wishlist#item-7\n"));
        assert!(!price_drop("ada@example.com", &notice, None)
            .body
            .contains("See it"));
    }
}
