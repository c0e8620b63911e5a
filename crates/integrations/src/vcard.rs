//! Contacts from a vCard (.vcf) file: 2.1 (Outlook), 3.0 (Google, Apple)
//! and 4.0. Pure: bytes in, contacts out.
//!
//! The `calcard` crate reads the cards (folding, quoted-printable and base64
//! bodies, charsets, parameters, groups, escapes). Around it this module
//! does three things of its own:
//!
//! - decodes the bytes: UTF-8 (BOM stripped), UTF-16 with a BOM, else
//!   Windows-1252 (what old Outlook 2.1 exports are);
//! - cuts the text into one piece per `BEGIN:VCARD` line, so a broken or
//!   unterminated card cannot swallow the cards after it;
//! - marks `BDAY` and `ANNIVERSARY` as `VALUE=text`, because calcard reads
//!   the extended forms exporters write (`1985-03-04` in 4.0, `--05-17`) as
//!   reduced precision and drops the day; dates are read here instead.
//!
//! A card with neither a name, an email nor a phone number is skipped. A
//! card without `END:VCARD` (a cut-off file, or one that runs into the next
//! `BEGIN:VCARD`) is read, and marked incomplete: what it holds may stop in
//! the middle of a value, so the import preview skips it and says why. A
//! year of 1604 is read as no year even without `X-APPLE-OMIT-YEAR`, which
//! syncing services sometimes drop.

use calcard::vcard::{
    VCard, VCardEntry, VCardParameterName, VCardParameterValue, VCardProperty, VCardValue,
};
use calcard::{Entry, Parser};
use chrono::NaiveDate;
use domain::contact::Relationship;
use encoding_rs::{Encoding, WINDOWS_1252};
use std::collections::HashSet;

/// The largest file accepted.
pub const MAX_VCARD_BYTES: usize = 2 * 1024 * 1024;

/// One card's contact details, cleaned up for import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VcardContact {
    /// `FN`, else `N` as "Given Family"; trimmed; `None` when empty.
    pub name: Option<String>,
    /// Every `EMAIL`: trimmed, lower-cased, without duplicates; preferred
    /// ones first (`PREF`, `TYPE=pref`, `PREF=n`), otherwise file order.
    pub emails: Vec<String>,
    /// Every `TEL`: trimmed, a `tel:` prefix removed, without duplicates;
    /// preferred ones first, otherwise file order.
    pub phones: Vec<String>,
    /// `BDAY`.
    pub birthday: Option<PartialDate>,
    /// `ANNIVERSARY`, `X-ANNIVERSARY`, `X-MS-ANNIVERSARY`,
    /// `X-EVOLUTION-ANNIVERSARY`, or Apple's `itemN.X-ABDATE` labelled
    /// `_$!<Anniversary>!$_`; the first valid one in the card.
    pub anniversary: Option<PartialDate>,
    /// The first component of `ORG`.
    pub organization: Option<String>,
    /// `NOTE`, with line ends as `\n`.
    pub note: Option<String>,
    /// The first `CATEGORIES` value that names a relationship (Presently's
    /// export writes it there), else a friend.
    pub relationship: Relationship,
    /// Whether the card ends with its `END:VCARD`.
    pub complete: bool,
}

/// A calendar date whose year may be unknown (a birthday without a year).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartialDate {
    pub year: Option<i32>,
    pub month: u32,
    pub day: u32,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum VcardError {
    #[error("{}", domain::messages::VCARD_TOO_LARGE)]
    TooLarge,
    #[error("{}", domain::messages::VCARD_NOT_VCARD)]
    NotVcard,
}

/// The contacts in a .vcf file, in file order.
///
/// `NotVcard` when the file holds no `BEGIN:VCARD` at all; a file whose
/// cards are all empty gives an empty list.
pub fn parse_vcards(bytes: &[u8]) -> Result<Vec<VcardContact>, VcardError> {
    if bytes.len() > MAX_VCARD_BYTES {
        return Err(VcardError::TooLarge);
    }
    let text = decode(bytes);
    let cards = split_cards(&text);
    if cards.is_empty() {
        return Err(VcardError::NotVcard);
    }
    Ok(cards
        .iter()
        .filter_map(|card| match Parser::new(&card.text).entry() {
            Entry::VCard(vcard) => contact_from(&vcard, card.complete),
            _ => None,
        })
        .collect())
}

// ---------------------------------------------------------------- bytes

/// The encoding a BOM names (UTF-8, UTF-16LE or BE; the BOM is dropped),
/// else UTF-8 when the bytes are valid UTF-8, else Windows-1252 (old
/// Outlook exports). Invalid sequences become U+FFFD. Control characters
/// (a NUL in a damaged export) are dropped: no stored text may hold them.
fn decode(bytes: &[u8]) -> String {
    let text = if let Some((encoding, bom_length)) = Encoding::for_bom(bytes) {
        let rest = bytes.get(bom_length..).unwrap_or_default();
        encoding.decode_without_bom_handling(rest).0
    } else if let Ok(text) = std::str::from_utf8(bytes) {
        text.into()
    } else {
        WINDOWS_1252.decode_without_bom_handling(bytes).0
    };
    text.chars()
        .filter(|c| !domain::validation::is_forbidden_char(*c))
        .collect()
}

// ---------------------------------------------------------------- cards

/// One card's text, and whether it ended with `END:VCARD`.
struct CardText {
    text: String,
    complete: bool,
}

/// One card per `BEGIN:VCARD` line, up to the next one; text before the
/// first is dropped. Line ends become LF; `BDAY` and `ANNIVERSARY` lines get
/// `VALUE=text` (see the module docs).
fn split_cards(text: &str) -> Vec<CardText> {
    let mut cards: Vec<CardText> = Vec::new();
    for line in text.split('\n') {
        let line = line.strip_suffix('\r').unwrap_or(line);
        let bare = line.trim_start_matches('\u{feff}').trim_end();
        if bare.eq_ignore_ascii_case("BEGIN:VCARD") {
            cards.push(CardText {
                text: String::new(),
                complete: false,
            });
        }
        let Some(CardText {
            text: card,
            complete,
        }) = cards.last_mut()
        else {
            continue;
        };
        if bare.eq_ignore_ascii_case("END:VCARD") {
            *complete = true;
        }
        match date_property_name_end(line) {
            Some(end) => {
                card.push_str(&line[..end]);
                card.push_str(";VALUE=text");
                card.push_str(&line[end..]);
            }
            None => card.push_str(line),
        }
        card.push('\n');
    }
    cards
}

/// Where the property name ends when `line` starts a `BDAY` or
/// `ANNIVERSARY` property (with or without a group).
fn date_property_name_end(line: &str) -> Option<usize> {
    let end = line.find([';', ':'])?;
    let name = &line[..end];
    let name = name.rsplit_once('.').map_or(name, |(_, name)| name);
    (name.eq_ignore_ascii_case("BDAY") || name.eq_ignore_ascii_case("ANNIVERSARY")).then_some(end)
}

fn contact_from(card: &VCard, complete: bool) -> Option<VcardContact> {
    let categories: Vec<String> = card
        .entries
        .iter()
        .filter(|entry| entry.name == VCardProperty::Categories)
        .flat_map(|entry| entry.values.iter().filter_map(value_text))
        .flat_map(|text| text.split(',').map(str::to_owned).collect::<Vec<_>>())
        .collect();
    let contact = VcardContact {
        relationship: domain::contact_import::imported_relationship(
            categories.iter().map(String::as_str),
        ),
        complete,
        name: name(card),
        emails: ranked_values(card, &VCardProperty::Email, |text| {
            non_empty(text).map(str::to_lowercase)
        }),
        phones: ranked_values(card, &VCardProperty::Tel, |text| {
            let text = text.trim();
            let text = match text.get(..4) {
                Some(scheme) if scheme.eq_ignore_ascii_case("tel:") => &text[4..],
                _ => text,
            };
            non_empty(text).map(str::to_owned)
        }),
        birthday: card
            .entries
            .iter()
            .filter(|entry| entry.name == VCardProperty::Bday)
            .find_map(entry_date),
        anniversary: anniversary(card),
        organization: card
            .entries
            .iter()
            .filter(|entry| entry.name == VCardProperty::Org)
            .find_map(|entry| entry.values.first().and_then(value_text))
            .and_then(|text| non_empty(&text).map(str::to_owned)),
        note: card
            .entries
            .iter()
            .filter(|entry| entry.name == VCardProperty::Note)
            .find_map(|entry| {
                let text = entry_text(entry)?.replace("\r\n", "\n").replace('\r', "\n");
                non_empty(&text).map(str::to_owned)
            }),
    };
    let usable = contact.name.is_some() || !contact.emails.is_empty() || !contact.phones.is_empty();
    usable.then_some(contact)
}

fn name(card: &VCard) -> Option<String> {
    let formatted = card
        .entries
        .iter()
        .filter(|entry| entry.name == VCardProperty::Fn)
        .find_map(|entry| entry_text(entry).and_then(|text| non_empty(&text).map(str::to_owned)));
    formatted.or_else(|| {
        let n = card.entries.iter().find(|e| e.name == VCardProperty::N)?;
        let part = |index: usize| n.values.get(index).and_then(value_text);
        let (family, given) = (part(0), part(1));
        let joined = [given, family]
            .into_iter()
            .flatten()
            .filter_map(|part| non_empty(&part).map(str::to_owned))
            .collect::<Vec<_>>()
            .join(" ");
        non_empty(&joined).map(str::to_owned)
    })
}

/// The cleaned values of every `property`, preferred ones first, without
/// duplicates.
fn ranked_values(
    card: &VCard,
    property: &VCardProperty,
    clean: impl Fn(&str) -> Option<String>,
) -> Vec<String> {
    let mut ranked: Vec<(u32, String)> = card
        .entries
        .iter()
        .filter(|entry| &entry.name == property)
        .filter_map(|entry| Some((preference(entry), clean(&entry_text(entry)?)?)))
        .collect();
    ranked.sort_by_key(|(rank, _)| *rank); // stable: file order within a rank
    let mut seen = HashSet::with_capacity(ranked.len());
    ranked
        .into_iter()
        .map(|(_, value)| value)
        .filter(|value| seen.insert(value.clone()))
        .collect()
}

/// Lower is more preferred: `PREF=n` is n, a bare `PREF` (2.1) or
/// `TYPE=pref` (3.0) is 1, none is after every number 4.0 allows.
fn preference(entry: &VCardEntry) -> u32 {
    const UNMARKED: u32 = 101;
    entry
        .params
        .iter()
        .filter_map(|param| match (&param.name, &param.value) {
            (VCardParameterName::Pref, VCardParameterValue::Integer(rank)) => Some(*rank),
            (VCardParameterName::Pref, _) => Some(1),
            (VCardParameterName::Type, VCardParameterValue::Text(kind))
                if kind.eq_ignore_ascii_case("pref") =>
            {
                Some(1)
            }
            _ => None,
        })
        .min()
        .unwrap_or(UNMARKED)
}

fn anniversary(card: &VCard) -> Option<PartialDate> {
    let anniversary_groups: Vec<&str> = card
        .entries
        .iter()
        .filter(|entry| is_other(entry, "X-ABLABEL"))
        .filter(|entry| entry_text(entry).is_some_and(|label| is_anniversary_label(&label)))
        .filter_map(|entry| entry.group.as_deref())
        .collect();
    card.entries
        .iter()
        .filter(|entry| {
            entry.name == VCardProperty::Anniversary
                || is_other(entry, "X-ANNIVERSARY")
                || is_other(entry, "X-MS-ANNIVERSARY")
                || is_other(entry, "X-EVOLUTION-ANNIVERSARY")
                || (is_other(entry, "X-ABDATE")
                    && entry.group.as_deref().is_some_and(|group| {
                        anniversary_groups
                            .iter()
                            .any(|g| g.eq_ignore_ascii_case(group))
                    }))
        })
        .find_map(entry_date)
}

/// Apple's `_$!<Anniversary>!$_`, or a custom label "Anniversary".
fn is_anniversary_label(label: &str) -> bool {
    let label = label.trim();
    let label = label
        .strip_prefix("_$!<")
        .and_then(|rest| rest.strip_suffix(">!$_"))
        .unwrap_or(label);
    label.eq_ignore_ascii_case("anniversary")
}

fn is_other(entry: &VCardEntry, name: &str) -> bool {
    matches!(&entry.name, VCardProperty::Other(other) if other.eq_ignore_ascii_case(name))
}

// ---------------------------------------------------------------- values

/// The entry's first value as text.
fn entry_text(entry: &VCardEntry) -> Option<String> {
    entry.values.first().and_then(value_text)
}

fn value_text(value: &VCardValue) -> Option<String> {
    match value {
        VCardValue::Text(text) => Some(text.clone()),
        VCardValue::Component(parts) => Some(parts.join(" ")),
        _ => None,
    }
}

fn non_empty(text: &str) -> Option<&str> {
    let text = text.trim();
    (!text.is_empty()).then_some(text)
}

fn entry_date(entry: &VCardEntry) -> Option<PartialDate> {
    let omit_year = entry
        .params
        .iter()
        .find_map(|param| match (&param.name, &param.value) {
            (VCardParameterName::Other(name), VCardParameterValue::Text(year))
                if name.eq_ignore_ascii_case("X-APPLE-OMIT-YEAR") =>
            {
                year.trim().parse::<i32>().ok()
            }
            _ => None,
        });
    match entry.values.first()? {
        VCardValue::Text(text) => parse_partial_date(text, omit_year),
        // Only when the VALUE=text mark was missed; calcard's reading is
        // then trusted when it has both month and day.
        VCardValue::PartialDateTime(date) => checked_date(
            date.year
                .map(i32::from)
                .filter(|&year| Some(year) != omit_year),
            u32::from(date.month?),
            u32::from(date.day?),
        ),
        _ => None,
    }
}

/// The year Apple writes for a date without one (with `X-APPLE-OMIT-YEAR`).
const APPLE_NO_YEAR: i32 = 1604;

/// `YYYY-MM-DD`, `YYYYMMDD`, `--MM-DD`, `--MMDD`, or any of these followed
/// by a time (`T...`), which is dropped. A year equal to `omit_year`, or
/// Apple's 1604, means none. Dates that do not exist give `None`
/// (`--02-29` exists).
fn parse_partial_date(text: &str, omit_year: Option<i32>) -> Option<PartialDate> {
    let text = text.trim();
    let date = text
        .split(|c: char| c == 'T' || c == 't' || c.is_whitespace())
        .next()
        .unwrap_or(text);
    let (year, month_day) = match date.strip_prefix("--") {
        Some(month_day) => (None, month_day),
        None => {
            let year_len = date.find('-').unwrap_or(4);
            let year_text = date.get(..year_len)?;
            if year_len != 4 || !all_digits(year_text) {
                return None;
            }
            let rest = &date[year_len..];
            (
                Some(year_text.parse::<i32>().ok()?),
                rest.strip_prefix('-').unwrap_or(rest),
            )
        }
    };
    let (month, day) = match month_day.split_once('-') {
        Some(month_and_day) => month_and_day,
        None if month_day.len() == 4 => (month_day.get(..2)?, month_day.get(2..)?),
        None => return None,
    };
    if !(1..=2).contains(&month.len())
        || !(1..=2).contains(&day.len())
        || !all_digits(month)
        || !all_digits(day)
    {
        return None;
    }
    let year = year.filter(|&year| Some(year) != omit_year && year != APPLE_NO_YEAR);
    checked_date(year, month.parse().ok()?, day.parse().ok()?)
}

fn all_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// The date when it exists; a year-less date is checked against a leap
/// year so that 29 February passes.
fn checked_date(year: Option<i32>, month: u32, day: u32) -> Option<PartialDate> {
    NaiveDate::from_ymd_opt(year.unwrap_or(2000), month, day)?;
    Some(PartialDate { year, month, day })
}

/// One contact to write, with the birthday and anniversary kept as dates.
pub struct ContactCard<'a> {
    pub contact: &'a domain::contact::ContactInput,
    pub birthday: Option<chrono::NaiveDate>,
    pub anniversary: Option<chrono::NaiveDate>,
}

/// Contacts as vCard 3.0, the version Google Contacts, Apple Contacts and
/// Outlook all import: CRLF line ends, lines folded at 75 octets. The
/// anniversary is `X-ANNIVERSARY` (3.0 has no property of its own; Apple
/// and Google read it), interests are the `NOTE`.
pub fn write_vcards(cards: &[ContactCard<'_>]) -> String {
    use crate::icalendar::{escape_text, fold_into};
    let mut out = String::new();
    for card in cards {
        let c = card.contact;
        let mut lines = vec![
            "BEGIN:VCARD".to_owned(),
            "VERSION:3.0".to_owned(),
            format!("FN:{}", escape_text(&c.name)),
        ];
        // N is family;given: the last word is taken as the family name.
        let (given, family) = match c.name.trim().rsplit_once(' ') {
            Some((given, family)) => (given, family),
            None => (c.name.trim(), ""),
        };
        lines.push(format!(
            "N:{};{};;;",
            escape_text(family),
            escape_text(given)
        ));
        if let Some(email) = &c.email {
            lines.push(format!("EMAIL;TYPE=INTERNET:{}", escape_text(email)));
        }
        if let Some(phone) = &c.phone {
            lines.push(format!("TEL;TYPE=CELL:{}", escape_text(phone)));
        }
        if let Some(date) = card.birthday {
            lines.push(format!("BDAY:{}", date.format("%Y-%m-%d")));
        }
        if let Some(date) = card.anniversary {
            lines.push(format!("X-ANNIVERSARY:{}", date.format("%Y-%m-%d")));
        }
        if let Some(relationship) = c.relationship {
            lines.push(format!("CATEGORIES:{}", escape_text(relationship.label())));
        }
        if let Some(preferences) = &c.preferences {
            lines.push(format!("NOTE:{}", escape_text(preferences)));
        }
        if let Some(photo) = &c.photo_url {
            lines.push(format!("PHOTO;VALUE=URI:{}", escape_text(photo)));
        }
        lines.push("END:VCARD".to_owned());
        for line in &lines {
            fold_into(&mut out, line);
        }
    }
    out
}

#[cfg(test)]
mod write_tests {
    use super::*;
    use domain::contact::{ContactInput, Relationship};

    #[test]
    fn written_cards_read_back_with_every_field() {
        let ada = ContactInput {
            name: "Ada King, Countess".into(),
            email: Some("ada@example.com".into()),
            phone: Some("+44 20 7946 0000".into()),
            relationship: Some(Relationship::Friend),
            preferences: Some("maths; poetry, horses".into()),
            photo_url: Some("https://example.com/ada.png".into()),
        };
        let grace = ContactInput {
            name: "Grace".into(),
            email: None,
            phone: None,
            relationship: None,
            preferences: Some("x".repeat(200)),
            photo_url: None,
        };
        let birthday = chrono::NaiveDate::from_ymd_opt(1815, 12, 10);
        let text = write_vcards(&[
            ContactCard {
                contact: &ada,
                birthday,
                anniversary: chrono::NaiveDate::from_ymd_opt(1835, 7, 8),
            },
            ContactCard {
                contact: &grace,
                birthday: None,
                anniversary: None,
            },
        ]);
        assert!(text.lines().all(|l| l.len() <= 76), "folded");
        assert!(text.contains("FN:Ada King\\, Countess\r\n"));
        let read = parse_vcards(text.as_bytes()).unwrap();
        assert_eq!(read.len(), 2);
        assert_eq!(read[0].name.as_deref(), Some("Ada King, Countess"));
        assert_eq!(read[0].emails, vec!["ada@example.com".to_owned()]);
        assert_eq!(read[0].phones, vec!["+44 20 7946 0000".to_owned()]);
        assert_eq!(read[0].birthday.as_ref().and_then(|d| d.year), Some(1815));
        assert!(read[0].anniversary.is_some());
        assert_eq!(read[1].name.as_deref(), Some("Grace"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(year: Option<i32>, month: u32, day: u32) -> Option<PartialDate> {
        Some(PartialDate { year, month, day })
    }

    #[test]
    fn partial_dates() {
        let cases: &[(&str, Option<i32>, Option<PartialDate>)] = &[
            ("--05-17", None, date(None, 5, 17)),
            ("--0517", None, date(None, 5, 17)),
            ("19781224", None, date(Some(1978), 12, 24)),
            ("1985-03-04", None, date(Some(1985), 3, 4)),
            ("1604-11-02", Some(1604), date(None, 11, 2)),
            ("1604-11-02", None, date(None, 11, 2)),
            ("1990-11-02", Some(1604), date(Some(1990), 11, 2)),
            ("2012-05-05T00:00:00Z", None, date(Some(2012), 5, 5)),
            ("19960415T231000Z", None, date(Some(1996), 4, 15)),
            (" 1985-3-4 ", None, date(Some(1985), 3, 4)),
            ("--02-29", None, date(None, 2, 29)),
            ("--0229", None, date(None, 2, 29)),
            ("2001-02-29", None, None),
            ("1985-02-30", None, None),
            ("--13-01", None, None),
            ("1985-04", None, None),
            ("1985", None, None),
            ("---17", None, None),
            ("circa 1960", None, None),
            ("", None, None),
            ("85-03-04", None, None),
            ("1985-0a-04", None, None),
            ("+1985-03-04", None, None),
            ("--1\u{e9}1", None, None),
        ];
        for (text, omit_year, expected) in cases {
            assert_eq!(
                parse_partial_date(text, *omit_year),
                *expected,
                "{text:?} with omit year {omit_year:?}"
            );
        }
    }

    #[test]
    fn windows_1252_bytes() {
        assert_eq!(decode(b"Ren\xe9e \x80 \x93x\x94"), "Renée € “x”");
        assert_eq!(decode(b"\xEF\xBB\xBFBEGIN"), "BEGIN");
        assert_eq!(decode(b"\xEF\xBB\xBF\xEF\xBB\xBFB"), "\u{feff}B");
        assert_eq!(decode(b"\xFF\xFEB\0\xE9\0"), "Bé");
        assert_eq!(decode(b"\xFE\xFF\0B\0\xE9"), "Bé");
        // Bytes Windows-1252 leaves unassigned read as C1 controls, which
        // are dropped, as are NUL and the other control characters.
        assert_eq!(decode(b"a\x81\x8D\x8F\x90\x9Db"), "ab");
        assert_eq!(decode(b"FN:Ada\0 L\x1b\r\n\tx"), "FN:Ada L\r\n\tx");
    }

    #[test]
    fn date_properties_are_marked_as_text() {
        assert_eq!(date_property_name_end("BDAY:--05-17"), Some(4));
        assert_eq!(
            date_property_name_end("bday;X-APPLE-OMIT-YEAR=1604:1604-11-02"),
            Some(4)
        );
        assert_eq!(
            date_property_name_end("item1.ANNIVERSARY:20120505"),
            Some(17)
        );
        assert_eq!(date_property_name_end("X-ANNIVERSARY:20120505"), None);
        assert_eq!(date_property_name_end(" BDAY folded"), None);
        assert_eq!(date_property_name_end("NOTE:BDAY:1"), None);
    }
}
