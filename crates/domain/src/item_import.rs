//! Moving in (issue 49): items brought from an Amazon wish list, a
//! spreadsheet (CSV) or another wishlist app's export, into one of my
//! lists. Every source is read into [`ImportedItem`]s (the Amazon page by
//! `integrations`, the rest here); [`preview`] then says of each whether it
//! is added, a duplicate (the repeat warning's rule: the same link, or the
//! same name, is one item) or skipped and why. Nothing is written until the
//! import is confirmed, and then exactly what the preview said.

use crate::gift::same_gift;
use crate::limits::MAX_WISHLIST_ITEMS;
use crate::messages;
use crate::validation::Draft;
use crate::wishlist::{WishlistDraft, WishlistItemInput};

/// The most entries one import reads (a list holds no more).
pub const IMPORT_MAX_ITEMS: usize = MAX_WISHLIST_ITEMS as usize;

string_enum!(
    /// Where the items come from.
    ImportSource {
        Amazon => "amazon" / "Amazon wish list",
        Csv => "csv" / "Spreadsheet (CSV)",
        App => "app" / "Another wishlist app",
    }
);

/// One entry as its source gives it, every field as text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportedItem {
    pub name: Option<String>,
    /// A link to the product, tracking left out.
    pub link: Option<String>,
    /// As written ("$24.99", "€19.99").
    pub price: Option<String>,
    /// The owner's comment or notes.
    pub notes: Option<String>,
    /// How many are wanted.
    pub quantity: Option<String>,
    /// `high`, `medium` or `low` (and the usual other words for them).
    pub priority: Option<String>,
    pub image_url: Option<String>,
}

/// Text with surrounding space trimmed; empty is none.
pub fn trimmed(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
}

/// A priority in the words other apps and spreadsheets use.
fn priority_word(text: &str) -> Option<&'static str> {
    match text.trim().to_lowercase().as_str() {
        "highest" | "high" | "must have" | "1" | "2" => Some("high"),
        "normal" | "medium" | "" | "3" => Some("medium"),
        "low" | "lowest" | "nice to have" | "4" | "5" => Some("low"),
        _ => None,
    }
}

impl ImportedItem {
    /// The item as the add-item form would send it, validated.
    fn input(&self) -> Result<WishlistItemInput, String> {
        let quantity = match self.quantity.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(
                text.parse::<i64>()
                    .ok()
                    .filter(|q| *q >= 1)
                    .ok_or_else(|| messages::ITEM_IMPORT_QUANTITY_INVALID.to_owned())?,
            ),
        };
        let priority = match self.priority.as_deref() {
            None => None,
            Some(text) => Some(
                priority_word(text)
                    .ok_or_else(|| messages::PRIORITY_INVALID.to_owned())?
                    .to_owned(),
            ),
        };
        WishlistDraft {
            name: self.name.clone(),
            description: Some(self.notes.clone()),
            price: Some(self.price.clone()),
            url: Some(self.link.clone()),
            image_url: Some(self.image_url.clone()),
            priority,
            quantity,
            ..WishlistDraft::default()
        }
        .validate_new()
        .map_err(|error| error.message)
    }
}

string_enum!(
    /// What an import does with one entry.
    EntryStatus {
        New => "new" / "Added",
        Duplicate => "duplicate" / "Already there",
        Skipped => "skipped" / "Skipped",
    }
);

/// One entry of the preview.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreviewEntry {
    /// Its place in the source, from 1 (a CSV file's data rows).
    pub row: usize,
    pub item: ImportedItem,
    pub status: EntryStatus,
    /// Why it is a duplicate or skipped.
    pub reason: Option<String>,
    /// What is added, for a new entry.
    pub input: Option<WishlistItemInput>,
}

/// Says of each item whether it is added, and why not: `on_list` holds the
/// list's items (name, link); `room`, how many more it may hold.
pub fn preview(
    items: Vec<ImportedItem>,
    on_list: &[(String, Option<String>)],
    room: usize,
) -> Vec<PreviewEntry> {
    let mut added: Vec<(String, Option<String>)> = Vec::new();
    let mut entries = Vec::with_capacity(items.len());
    for (index, item) in items.into_iter().enumerate() {
        let (status, reason, input) = match item.input() {
            Err(message) => (EntryStatus::Skipped, Some(message), None),
            Ok(input) => {
                let key = (input.name.as_str(), input.url.as_deref());
                let same = |(name, link): &(String, Option<String>)| {
                    same_gift(key, (name.as_str(), link.as_deref()))
                };
                if on_list.iter().any(same) {
                    let reason = messages::ITEM_IMPORT_ON_LIST.to_owned();
                    (EntryStatus::Duplicate, Some(reason), None)
                } else if added.iter().any(same) {
                    let reason = messages::ITEM_IMPORT_TWICE.to_owned();
                    (EntryStatus::Duplicate, Some(reason), None)
                } else if added.len() >= room {
                    let reason = messages::LIST_ITEMS_LIMIT.to_owned();
                    (EntryStatus::Skipped, Some(reason), None)
                } else {
                    added.push((input.name.clone(), input.url.clone()));
                    (EntryStatus::New, None, Some(input))
                }
            }
        };
        entries.push(PreviewEntry {
            row: index + 1,
            item,
            status,
            reason,
            input,
        });
    }
    entries
}

/// Why a file cannot be read at all (nothing is previewed or written).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportFileError {
    #[error("{}", messages::ITEM_IMPORT_EMPTY)]
    Empty,
    #[error("{}", messages::ITEM_IMPORT_TOO_MANY)]
    TooMany,
    #[error("{}", messages::ITEM_IMPORT_NOT_AMAZON)]
    NotAmazon,
    #[error("{}", messages::ITEM_IMPORT_NOT_APP)]
    NotAnAppExport,
    #[error("{}", messages::ITEM_IMPORT_NO_NAME_COLUMN)]
    NoNameColumn,
    #[error("{}", messages::ITEM_IMPORT_COLUMN_INVALID)]
    ColumnOutOfRange,
}

/// The entries read, refused when there are none or too many.
pub fn within_limits(items: Vec<ImportedItem>) -> Result<Vec<ImportedItem>, ImportFileError> {
    match items.len() {
        0 => Err(ImportFileError::Empty),
        n if n > IMPORT_MAX_ITEMS => Err(ImportFileError::TooMany),
        _ => Ok(items),
    }
}

// ---------------------------------------------------------------------------
// A spreadsheet (CSV)

/// The columns a spreadsheet may have, in the template's order.
pub const CSV_FIELDS: &[&str] = &["name", "link", "price", "notes", "quantity", "priority"];

/// The template to download: the columns, and one example row.
pub const CSV_TEMPLATE: &str = "name,link,price,notes,quantity,priority\r\n\
Kettle,https://shop.example.com/kettle,$24.99,\"Matte black, 1.7 l\",1,high\r\n";

/// Which column (from 0) holds each field; `None`: not in the file.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ColumnMapping {
    pub name: Option<usize>,
    pub link: Option<usize>,
    pub price: Option<usize>,
    pub notes: Option<usize>,
    pub quantity: Option<usize>,
    pub priority: Option<usize>,
}

impl ColumnMapping {
    /// The mapping a header row suggests, by the usual names of each field.
    pub fn guess(header: &[String]) -> ColumnMapping {
        let find = |names: &[&str]| {
            header.iter().position(|column| {
                let column = column.trim().to_lowercase();
                names.iter().any(|name| column == *name)
            })
        };
        ColumnMapping {
            name: find(&[
                "name",
                "item",
                "title",
                "product",
                "gift",
                "wish",
                "item name",
            ]),
            link: find(&["link", "url", "website", "product link", "web address"]),
            price: find(&["price", "cost", "amount", "price (eur)", "price (usd)"]),
            notes: find(&[
                "notes",
                "note",
                "comment",
                "comments",
                "description",
                "details",
            ]),
            quantity: find(&["quantity", "qty", "count", "number", "how many"]),
            priority: find(&["priority", "importance", "preference"]),
        }
    }

    fn columns(&self) -> [Option<usize>; 6] {
        [
            self.name,
            self.link,
            self.price,
            self.notes,
            self.quantity,
            self.priority,
        ]
    }
}

/// A CSV file's rows (RFC 4180: quoted fields with doubled quotes and line
/// breaks inside; CRLF or LF). The separator is the one the first line
/// uses most among `,`, `;` (spreadsheets in much of Europe) and tab.
pub fn csv_rows(text: &str) -> Vec<Vec<String>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first_line = text.lines().next().unwrap_or_default();
    let separator = [',', ';', '\t']
        .into_iter()
        .max_by_key(|sep| first_line.matches(*sep).count())
        .unwrap_or(',');
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' if quoted => quoted = false,
            '"' if field.is_empty() => quoted = true,
            c if c == separator && !quoted => row.push(std::mem::take(&mut field)),
            '\r' if !quoted && chars.peek() == Some(&'\n') => {}
            '\n' if !quoted => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            c => field.push(c),
        }
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push(row);
    }
    rows.retain(|row| row.iter().any(|f| !f.trim().is_empty()));
    rows
}

/// The header row (the first) and the items the other rows hold as
/// `mapping` (else the header's guess) reads them.
pub fn csv_items(
    text: &str,
    mapping: Option<ColumnMapping>,
) -> Result<(Vec<String>, ColumnMapping, Vec<ImportedItem>), ImportFileError> {
    let mut rows = csv_rows(text).into_iter();
    let header = rows.next().ok_or(ImportFileError::Empty)?;
    let mapping = mapping.unwrap_or_else(|| ColumnMapping::guess(&header));
    if mapping.name.is_none() {
        return Err(ImportFileError::NoNameColumn);
    }
    if mapping
        .columns()
        .iter()
        .flatten()
        .any(|c| *c >= header.len())
    {
        return Err(ImportFileError::ColumnOutOfRange);
    }
    let items = rows
        .map(|row| {
            let cell = |column: Option<usize>| {
                trimmed(column.and_then(|c| row.get(c)).map(String::as_str))
            };
            ImportedItem {
                name: cell(mapping.name),
                link: cell(mapping.link),
                price: cell(mapping.price),
                notes: cell(mapping.notes),
                quantity: cell(mapping.quantity),
                priority: cell(mapping.priority),
                image_url: None,
            }
        })
        .collect();
    Ok((header, mapping, within_limits(items)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(name: &str, link: Option<&str>) -> ImportedItem {
        ImportedItem {
            name: Some(name.to_owned()),
            link: link.map(str::to_owned),
            ..ImportedItem::default()
        }
    }

    #[test]
    fn a_preview_says_what_is_added_what_is_there_and_what_is_skipped() {
        let on_list = vec![(
            "Kettle".to_owned(),
            Some("https://shop.example.com/k".to_owned()),
        )];
        let entries = preview(
            vec![
                item(
                    "Electric kettle",
                    Some("https://shop.example.com/k?utm_source=x"),
                ),
                item("Teapot", None),
                item("teapots", Some("https://other.example.com/t")),
                item(" ", None),
                ImportedItem {
                    quantity: Some("two".into()),
                    ..item("Mugs", None)
                },
                ImportedItem {
                    priority: Some("urgent".into()),
                    ..item("Cups", None)
                },
                ImportedItem {
                    link: Some("not a link".into()),
                    ..item("Spoons", None)
                },
                ImportedItem {
                    priority: Some("Highest".into()),
                    quantity: Some("2".into()),
                    ..item("Saucers", None)
                },
                item("Plates", None),
            ],
            &on_list,
            2,
        );
        let said: Vec<(EntryStatus, Option<&str>)> = entries
            .iter()
            .map(|e| (e.status, e.reason.as_deref()))
            .collect();
        assert_eq!(
            said,
            [
                (EntryStatus::Duplicate, Some(messages::ITEM_IMPORT_ON_LIST)),
                (EntryStatus::New, None),
                (EntryStatus::Duplicate, Some(messages::ITEM_IMPORT_TWICE)),
                (EntryStatus::Skipped, Some(messages::ITEM_NAME_REQUIRED)),
                (
                    EntryStatus::Skipped,
                    Some(messages::ITEM_IMPORT_QUANTITY_INVALID)
                ),
                (EntryStatus::Skipped, Some(messages::PRIORITY_INVALID)),
                (EntryStatus::Skipped, Some(messages::INVALID_URL)),
                (EntryStatus::New, None),
                (EntryStatus::Skipped, Some(messages::LIST_ITEMS_LIMIT)),
            ]
        );
        let saucers = entries[7].input.as_ref().unwrap();
        assert_eq!(saucers.quantity, 2);
        assert_eq!(saucers.priority.as_str(), "high");
        assert_eq!(entries[7].row, 8);
    }

    #[test]
    fn csv_is_read_with_quotes_separators_and_a_guessed_mapping() {
        let text = "\u{feff}Item;Price;Comment;URL\r\n\
                    \"Kettle; matte\";€24,99;\"Says \"\"hi\"\"\nOn two lines\";https://shop.example.com/k\r\n\
                    ;;;\r\n\
                    Teapot;;;\r\n";
        let (header, mapping, items) = csv_items(text, None).unwrap();
        assert_eq!(header, ["Item", "Price", "Comment", "URL"]);
        assert_eq!(
            mapping,
            ColumnMapping {
                name: Some(0),
                link: Some(3),
                price: Some(1),
                notes: Some(2),
                quantity: None,
                priority: None
            }
        );
        assert_eq!(items.len(), 2, "the empty row is left out");
        assert_eq!(items[0].name.as_deref(), Some("Kettle; matte"));
        assert_eq!(items[0].price.as_deref(), Some("€24,99"));
        assert_eq!(items[0].notes.as_deref(), Some("Says \"hi\"\nOn two lines"));
        assert_eq!(items[1], item("Teapot", None));
        // The template reads back as its own example.
        let (_, mapping, items) = csv_items(CSV_TEMPLATE, None).unwrap();
        assert_eq!(
            mapping.columns(),
            [Some(0), Some(1), Some(2), Some(3), Some(4), Some(5)]
        );
        assert_eq!(items[0].notes.as_deref(), Some("Matte black, 1.7 l"));
        // A mapping chosen by hand, and its mistakes.
        let chosen = ColumnMapping {
            name: Some(2),
            ..ColumnMapping::default()
        };
        let (_, _, items) = csv_items("a,b,c\n1,2,3\n", Some(chosen)).unwrap();
        assert_eq!(items[0].name.as_deref(), Some("3"));
        assert_eq!(
            csv_items("a,b\n1,2\n", None),
            Err(ImportFileError::NoNameColumn)
        );
        let beyond = ColumnMapping {
            name: Some(5),
            ..ColumnMapping::default()
        };
        assert_eq!(
            csv_items("a,b\n1,2\n", Some(beyond)),
            Err(ImportFileError::ColumnOutOfRange)
        );
        assert_eq!(csv_items("name\n", None), Err(ImportFileError::Empty));
        assert_eq!(csv_items("", None), Err(ImportFileError::Empty));
    }
}
