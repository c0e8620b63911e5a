//! The digest's unsubscribe link (issue 47): a token signed with the
//! server's key (HMAC-SHA256 over the user's id), so it works without
//! signing in, from any instance, and cannot be made for anyone else.
//! It never expires: an old email's link still unsubscribes.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use domain::ids::UserId;
use hmac::{Hmac, Mac};
use sha2::Sha256;

type Signer = Hmac<Sha256>;

/// What the signature covers besides the id: a token for another purpose
/// signed with the same key never passes as this one.
const PURPOSE: &[u8] = b"presently digest unsubscribe v1:";

fn signer(key: &[u8], user: UserId) -> Signer {
    // HMAC takes a key of any length.
    let mut mac = <Signer as Mac>::new_from_slice(key).unwrap_or_else(|_| unreachable!());
    mac.update(PURPOSE);
    mac.update(user.0.to_string().as_bytes());
    mac
}

/// `{id}.{signature}`.
pub fn token(key: &[u8], user: UserId) -> String {
    let signature = signer(key, user).finalize().into_bytes();
    format!("{}.{}", user.0, URL_SAFE_NO_PAD.encode(signature))
}

/// The user a token names, when its signature is good (compared in
/// constant time).
pub fn verify(key: &[u8], token: &str) -> Option<UserId> {
    let (id_text, signature) = token.trim().split_once('.')?;
    let id: i64 = id_text.parse().ok().filter(|id| *id > 0)?;
    // One spelling per id ("042" is not 42's).
    if id.to_string() != id_text {
        return None;
    }
    let signature = URL_SAFE_NO_PAD.decode(signature).ok()?;
    signer(key, UserId(id))
        .verify_slice(&signature)
        .ok()
        .map(|()| UserId(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"a key of some length for the tests, any length works";

    #[test]
    fn a_token_names_its_user_and_nothing_else() {
        let good = token(KEY, UserId(42));
        assert_eq!(verify(KEY, &good), Some(UserId(42)));
        let (_, signature) = good.split_once('.').unwrap();
        assert_eq!(verify(KEY, &format!("43.{signature}")), None, "another id");
        assert_eq!(
            verify(KEY, &format!("042.{signature}")),
            None,
            "the id spelled otherwise"
        );
        assert_eq!(verify(b"another key", &good), None);
        let mut tampered = good.clone();
        let last = tampered.pop().unwrap();
        tampered.push(if last == 'A' { 'B' } else { 'A' });
        assert_eq!(verify(KEY, &tampered), None);
        for bad in ["", "42", "42.", ".abc", "x.abc", "-1.abc", "42.!!!"] {
            assert_eq!(verify(KEY, bad), None, "{bad}");
        }
    }
}
