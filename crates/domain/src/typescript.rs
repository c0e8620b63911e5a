//! The TypeScript the frontend imports, generated from this crate so that the
//! UI and the API share one source: `frontend/lib/messages.ts` (the spec's
//! messages) and `frontend/lib/domain-rules.ts` (limits and enum values). A
//! test fails when either drifts; `UPDATE_MESSAGES=1 cargo test -p domain
//! typescript` rewrites them.

use crate::contact::{Relationship, EMAIL_MAX, NAME_MAX, PHONE_MAX, PREFERENCES_MAX, URL_MAX};
use crate::contact_import::IMPORT_MAX_CONTACTS;
use crate::group_list::{Occasion, SEARCH_MAX};
use crate::messages;
use crate::special_date::{
    DateType, ReminderDelivery, DEFAULT_REMINDER_DAYS, NOTES_MAX, REMINDER_DAYS_MAX, TITLE_MAX,
};
use crate::wishlist::{
    Priority, DEFAULT_RANKING, DESCRIPTION_MAX, QUANTITY_MAX, RANKING_MAX, RANKING_MIN, TEXT_MAX,
};

const HEADER: &str = "// Generated from crates/domain; do not edit.\n\
     // Regenerate with `UPDATE_MESSAGES=1 cargo test -p domain typescript`.\n\n";

/// `frontend/lib/messages.ts`: every shared message.
pub fn messages_module() -> String {
    let mut out = String::from(HEADER);
    for (name, text) in messages::ALL {
        out.push_str(&format!("export const {name} = {};\n", json_string(text)));
    }
    out
}

/// The limits the API enforces, as (TypeScript name, value).
pub fn limits() -> Vec<(&'static str, i64)> {
    let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    vec![
        ("NAME_MAX", count(NAME_MAX)),
        ("EMAIL_MAX", count(EMAIL_MAX)),
        ("PHONE_MAX", count(PHONE_MAX)),
        ("PREFERENCES_MAX", count(PREFERENCES_MAX)),
        ("URL_MAX", count(URL_MAX)),
        ("TITLE_MAX", count(TITLE_MAX)),
        ("NOTES_MAX", count(NOTES_MAX)),
        ("REMINDER_DAYS_MAX", REMINDER_DAYS_MAX),
        ("DEFAULT_REMINDER_DAYS", i64::from(DEFAULT_REMINDER_DAYS)),
        ("DESCRIPTION_MAX", count(DESCRIPTION_MAX)),
        ("ITEM_TEXT_MAX", count(TEXT_MAX)),
        ("RANKING_MIN", i64::from(RANKING_MIN)),
        ("RANKING_MAX", i64::from(RANKING_MAX)),
        ("DEFAULT_RANKING", i64::from(DEFAULT_RANKING)),
        ("QUANTITY_MAX", i64::from(QUANTITY_MAX)),
        ("SEARCH_MAX", i64::try_from(SEARCH_MAX).unwrap_or(i64::MAX)),
        (
            "IMPORT_MAX_CONTACTS",
            i64::try_from(IMPORT_MAX_CONTACTS).unwrap_or(i64::MAX),
        ),
    ]
}

/// The closed sets the API accepts, as (TypeScript name, stored values).
pub fn enums() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        (
            "DATE_TYPES",
            DateType::ALL.iter().map(|v| v.as_str()).collect(),
        ),
        (
            "REMINDER_DELIVERIES",
            ReminderDelivery::ALL.iter().map(|v| v.as_str()).collect(),
        ),
        (
            "RELATIONSHIPS",
            Relationship::ALL.iter().map(|v| v.as_str()).collect(),
        ),
        (
            "PRIORITIES",
            Priority::ALL.iter().map(|v| v.as_str()).collect(),
        ),
        (
            "OCCASIONS",
            Occasion::ALL.iter().map(|v| v.as_str()).collect(),
        ),
    ]
}

/// `frontend/lib/domain-rules.ts`: the limits and enum values.
pub fn rules_module() -> String {
    let mut out = String::from(HEADER);
    for (name, value) in limits() {
        out.push_str(&format!("export const {name} = {value};\n"));
    }
    for (name, values) in enums() {
        let quoted: Vec<String> = values.into_iter().map(json_string).collect();
        out.push_str(&format!(
            "export const {name} = [{}] as const;\n",
            quoted.join(", ")
        ));
    }
    out
}

fn json_string(text: &str) -> String {
    let mut quoted = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(file: &str, expected: &str) {
        let path = format!("{}/../../frontend/lib/{file}", env!("CARGO_MANIFEST_DIR"));
        if std::env::var_os("UPDATE_MESSAGES").is_some() {
            std::fs::write(&path, expected).unwrap();
        }
        let actual = std::fs::read_to_string(&path).unwrap_or_default();
        assert_eq!(
            actual, expected,
            "frontend/lib/{file} drifted from crates/domain; \
             run `UPDATE_MESSAGES=1 cargo test -p domain typescript`"
        );
    }

    #[test]
    fn frontend_messages_match_the_domain() {
        check("messages.ts", &messages_module());
    }

    #[test]
    fn frontend_limits_and_enum_values_match_the_domain() {
        check("domain-rules.ts", &rules_module());
    }

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = messages::ALL.iter().map(|(name, _)| *name).collect();
        names.extend(limits().into_iter().map(|(name, _)| name));
        names.extend(enums().into_iter().map(|(name, _)| name));
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }
}
