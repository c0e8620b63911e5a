//! Email the app sends (reminders, friend invitations), as handed to the
//! mailer port.

/// An email ready for the mailer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email {
    pub to: String,
    pub subject: String,
    /// The plain-text body.
    pub body: String,
    /// An HTML alternative to `body`, when the email has one.
    pub html: Option<String>,
    /// The URL a mail client POSTs to unsubscribe in one click (RFC 8058):
    /// sent as `List-Unsubscribe` with `List-Unsubscribe-Post`.
    pub one_click_unsubscribe: Option<String>,
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
        html: None,
        one_click_unsubscribe: None,
    }
}

/// The invite for someone a guardian looked after to an account of their
/// own (issue 40): `accept_url` signs in and accepts. It names no claim
/// and no surprise: only that their lists become theirs.
pub fn dependant_invitation(guardian_name: &str, name: &str, to: &str, accept_url: &str) -> Email {
    Email {
        to: to.to_owned(),
        subject: format!("{guardian_name} set up Presently for you"),
        body: format!(
            "Hi {name},\n\n{guardian_name} has kept your wishlists on Presently, \
             the gift and special-occasion planner. They are ready to become yours: \
             sign in (with this address, {to}, or any account of yours) and accept:\n\
             {accept_url}\n\n\
             Your lists move to your account, and from then on nobody tells you \
             who is getting what. If this is not for you, ignore this email.\n"
        ),
        html: None,
        one_click_unsubscribe: None,
    }
}

/// An invite by email to a gift exchange (issue 42): `join_url` signs in
/// and joins. It says who organises it and when, never who draws whom.
pub fn exchange_invitation(
    organiser_name: &str,
    exchange_name: &str,
    date: chrono::NaiveDate,
    to: &str,
    join_url: &str,
) -> Email {
    Email {
        to: to.to_owned(),
        subject: format!("{organiser_name} invites you to {exchange_name}"),
        body: format!(
            "Hi,\n\n{organiser_name} is drawing names for {exchange_name} on Presently, \
             the gift and special-occasion planner: everyone gives one gift to one \
             other person, on {date}. Sign in (with this address, {to}, or any \
             account of yours) and join:\n{join_url}\n\n\
             Once everyone has joined, the names are drawn and you see whom you \
             give to, and nobody else does. If this is not for you, ignore this \
             email.\n",
            date = date.format("%-d %B %Y"),
        ),
        html: None,
        one_click_unsubscribe: None,
    }
}

/// A price drop told by email: the bell's title and text, and a link to
/// the item's list when the app's address (`app_url`) is known.
pub fn price_drop(to: &str, notice: &crate::notification::Notice, app_url: Option<&str>) -> Email {
    let words = notice.words();
    let mut body = format!("{}\n\n{}\n", words.title, words.body);
    if let (Some(app), Some(link)) = (app_url, &words.link) {
        body.push_str(&format!("\nSee it: {}{link}\n", app.trim_end_matches('/')));
    }
    Email {
        to: to.to_owned(),
        subject: format!("Price drop: {}", words.title),
        body,
        html: None,
        one_click_unsubscribe: None,
    }
}

/// "Email me about my circle": the bell's unread news about people and
/// lists, one line each, and a link to the app when its address is known.
pub fn circle_digest(digest: &crate::notification::CircleDigest, app_url: Option<&str>) -> Email {
    let count = digest.lines.len();
    let mut body = String::from("Here is what your circle has been up to:\n\n");
    for line in &digest.lines {
        body.push_str(&format!("- {}: {}\n", line.title, line.body));
    }
    if let Some(app) = app_url {
        body.push_str(&format!(
            "\nOpen Presently: {}/\n",
            app.trim_end_matches('/')
        ));
    }
    body.push_str(
        "\nYou get this at most once a day because \"Email me about my circle\" is on \
         in your settings.\n",
    );
    Email {
        to: digest.to.clone(),
        subject: if count == 1 {
            "1 thing from your circle on Presently".to_owned()
        } else {
            format!("{count} things from your circle on Presently")
        },
        body,
        html: None,
        one_click_unsubscribe: None,
    }
}

/// A notice emailed at once ([`crate::notification::Said::emails_at_once`]):
/// its line as the subject, its detail and where to see it.
pub fn notice(notice: &crate::notification::NoticeEmail, app_url: Option<&str>) -> Email {
    let words = &notice.words;
    let mut body = format!("{}\n\n{}\n", words.title, words.body);
    if let (Some(app), Some(link)) = (app_url, words.link.as_deref()) {
        body.push_str(&format!("\nSee it: {}{link}\n", app.trim_end_matches('/')));
    }
    body.push_str(match notice.kind {
        crate::notification::NotificationKind::Nudge => {
            "\nYou can turn nudges off in your settings.\n"
        }
        _ => {
            "\nIf you bought it already, you may want to keep the receipt: the list no longer \
             holds it, so nobody else will buy it.\n"
        }
    });
    Email {
        to: notice.to.clone(),
        subject: format!("{} (Presently)", words.title),
        body,
        html: None,
        one_click_unsubscribe: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_email_says_its_line_and_where_to_look() {
        let email = notice(
            &crate::notification::NoticeEmail {
                user_id: crate::ids::UserId(1),
                to: "leo@example.com".to_owned(),
                kind: crate::notification::NotificationKind::ClaimedItemChanged,
                words: crate::notification::Words {
                    title: "Lego was removed".to_owned(),
                    body: "A gift you claimed is no longer on the list.".to_owned(),
                    link: Some("/collaborative".to_owned()),
                },
            },
            Some("https://presently.example/"),
        );
        assert_eq!(email.to, "leo@example.com");
        assert_eq!(email.subject, "Lego was removed (Presently)");
        assert!(email
            .body
            .contains("A gift you claimed is no longer on the list."));
        assert!(email
            .body
            .contains("See it: https://presently.example/collaborative"));
    }

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
    fn an_exchange_invitation_says_who_when_and_how_to_join() {
        let email = exchange_invitation(
            "Ann Lee",
            "Family Santa",
            chrono::NaiveDate::from_ymd_opt(2026, 12, 24).unwrap_or_default(),
            "zoe@example.com",
            "https://presently.example/exchanges/join?token=abc",
        );
        assert_eq!(email.to, "zoe@example.com");
        assert_eq!(email.subject, "Ann Lee invites you to Family Santa");
        assert!(email.body.contains("on 24 December 2026"), "{}", email.body);
        assert!(email
            .body
            .contains("https://presently.example/exchanges/join?token=abc"));
    }

    #[test]
    fn a_price_drop_email_links_to_the_item_when_the_app_address_is_known() {
        let notice = crate::notification::Notice {
            user_id: crate::ids::UserId(1),
            said: crate::notification::Said::PriceDrop {
                item: "Tea set".to_owned(),
                from_cents: 4000,
                to_cents: 3000,
                shop: "Example Shop".to_owned(),
                below_target: false,
                link: "/wishlist#item-7".to_owned(),
            },
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
