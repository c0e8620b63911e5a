//! Secret link tokens: the credential in a public list's link and in the
//! calendar feed's URL. `api` draws the random bytes; their shape is here.

/// The kinds of secret token, each with its own length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// `/lists/{token}`: 24 random bytes.
    PublicList,
    /// `/api/calendar/{token}.ics`: 32 random bytes.
    CalendarFeed,
    /// A signed-in session, carried in the session cookie: 32 random bytes.
    Session,
    /// A guest's link to undo their claim (`/claims?token=`): 24 random bytes.
    ClaimUndo,
    /// An invite for a dependant to an account of their own
    /// (`/dependants/accept?token=`): 32 random bytes, stored hashed.
    DependantInvite,
    /// An invite to a gift exchange by email (`/exchanges/join?token=`):
    /// 32 random bytes, stored hashed.
    ExchangeInvite,
    /// A personal access token's secret after its `prs_` prefix
    /// (`Authorization: Bearer prs_...`): 32 random bytes, stored hashed.
    AccessToken,
}

impl TokenKind {
    /// How many random bytes a token of this kind carries.
    pub fn random_bytes(self) -> usize {
        match self {
            TokenKind::PublicList | TokenKind::ClaimUndo => 24,
            TokenKind::CalendarFeed
            | TokenKind::Session
            | TokenKind::DependantInvite
            | TokenKind::ExchangeInvite
            | TokenKind::AccessToken => 32,
        }
    }

    /// Its length as unpadded URL-safe base64.
    pub fn encoded_len(self) -> usize {
        (self.random_bytes() * 4).div_ceil(3)
    }

    /// Whether `token` could be one of this kind (a cheap refusal before any look-up).
    pub fn is_well_formed(self, token: &str) -> bool {
        token.len() == self.encoded_len()
            && token
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_and_alphabet() {
        assert_eq!(TokenKind::PublicList.encoded_len(), 32);
        assert_eq!(TokenKind::CalendarFeed.encoded_len(), 43);
        assert!(TokenKind::PublicList.is_well_formed(&"a-_Z".repeat(8)));
        assert!(!TokenKind::PublicList.is_well_formed(&"a".repeat(31)));
        assert!(!TokenKind::PublicList.is_well_formed(&format!("{}%", "a".repeat(31))));
        assert!(!TokenKind::CalendarFeed.is_well_formed(&"a".repeat(32)));
    }
}
