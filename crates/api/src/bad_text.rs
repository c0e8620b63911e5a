//! Text no request may carry (domain's [`is_forbidden_char`]: NUL and the
//! other control characters), found in the raw request before any handler
//! or query sees it: in the path, the query string, a JSON body (raw or
//! `\u`-escaped, and lone surrogates) and a form body.

use domain::validation::{has_forbidden_char, is_forbidden_char};
use percent_encoding::percent_decode_str;

/// The path or query string, percent-decoded, holds a forbidden character
/// or is not UTF-8.
pub fn bad_address(path: &str, query: &str) -> bool {
    [path, query]
        .into_iter()
        .any(|part| bad_decoded(percent_decode_str(part).decode_utf8()))
}

/// A form body (`application/x-www-form-urlencoded`) with a forbidden
/// character in a name or a value, or one that is not UTF-8. (`&`, `=` and
/// `+` are not forbidden, so the body is decoded as a whole.)
pub fn bad_form(body: &[u8]) -> bool {
    bad_decoded(percent_encoding::percent_decode(body).decode_utf8())
}

fn bad_decoded(decoded: Result<std::borrow::Cow<'_, str>, std::str::Utf8Error>) -> bool {
    match decoded {
        Ok(text) => has_forbidden_char(&text),
        Err(_) => true,
    }
}

/// A JSON body that spells a forbidden character, raw or escaped (`\u0000`,
/// `\b`, `\f`), or a lone UTF-16 surrogate. Malformed JSON is left to the
/// JSON reader, which refuses it with its own message.
pub fn bad_json(body: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(body) else {
        return false;
    };
    if text.chars().any(is_forbidden_char) {
        return true;
    }
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] != b'\\' {
            at += 1;
            continue;
        }
        match bytes.get(at + 1) {
            Some(b'u') => {
                let Some(code) = hex4(bytes, at + 2) else {
                    return false;
                };
                at += 6;
                if (0xD800..0xDC00).contains(&code) {
                    let low = (bytes.get(at) == Some(&b'\\') && bytes.get(at + 1) == Some(&b'u'))
                        .then(|| hex4(bytes, at + 2))
                        .flatten();
                    match low {
                        Some(low) if (0xDC00..0xE000).contains(&low) => at += 6,
                        _ => return true,
                    }
                } else if (0xDC00..0xE000).contains(&code)
                    || char::from_u32(code).is_some_and(is_forbidden_char)
                {
                    return true;
                }
            }
            Some(b'b' | b'f') => return true,
            Some(_) => at += 2,
            None => return false,
        }
    }
    false
}

fn hex4(bytes: &[u8], at: usize) -> Option<u32> {
    let digits = std::str::from_utf8(bytes.get(at..at + 4)?).ok()?;
    u32::from_str_radix(digits, 16).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_with_control_characters_or_bad_utf8_are_bad() {
        assert!(bad_address("/api/public/lists/abc%00", ""));
        assert!(bad_address("/api/calendar/abc%00.ics", ""));
        assert!(bad_address("/api/products/search", "q=a%00b"));
        assert!(bad_address("/api/products/search", "q=%1b"));
        assert!(bad_address("/api/x%ff", ""));
        assert!(!bad_address("/api/wishlist/7", ""));
        assert!(!bad_address(
            "/api/products/search",
            "q=cr%C3%A8me+br%C3%BBl%C3%A9e&limit=3"
        ));
    }

    #[test]
    fn json_escapes_of_control_characters_and_lone_surrogates_are_bad() {
        for body in [
            r#"{"name":"a\u0000b"}"#,
            r#"{"name":"\u001B[31m"}"#,
            r#"{"name":"\u007f"}"#,
            r#"{"name":"bell\b"}"#,
            r#"{"name":"page\f"}"#,
            r#"{"name":"\ud800"}"#,
            r#"{"name":"\ud800x"}"#,
            r#"{"name":"\udc00"}"#,
            "{\"name\":\"del\u{7f}\"}",
        ] {
            assert!(bad_json(body.as_bytes()), "{body}");
        }
        for body in [
            r#"{"name":"Kettle","notes":"one\ntwo\r\n\tthree"}"#,
            r#"{"name":"\u00e9\ud83c\udf81 \\u0000 is how NUL is written"}"#,
            r#"{"path":"C:\\new\\folder"}"#,
            "{\n\t\"name\": \"Kettle\"\r\n}",
            r#"{"name":"broken \u12"}"#,
        ] {
            assert!(!bad_json(body.as_bytes()), "{body}");
        }
    }

    #[test]
    fn form_fields_with_control_characters_are_bad() {
        assert!(bad_form(b"email=ada%00%40example.com&first_name=Ada"));
        assert!(bad_form(b"first_name=%ff"));
        assert!(!bad_form(b"email=ada%40example.com&first_name=Ad%C3%A0+L"));
    }
}
