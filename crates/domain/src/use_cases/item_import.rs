//! Moving in (issue 49): a file's items previewed against one of my lists,
//! then imported as previewed, in one transaction. The preview writes
//! nothing; the import writes exactly what it said (the list read again, in
//! the transaction, so an item added meanwhile is a duplicate).

use crate::ids::{ListId, UserId};
use crate::item::Item;
use crate::item_import::{preview, EntryStatus, ImportedItem, PreviewEntry};
use crate::limits::MAX_WISHLIST_ITEMS;
use crate::ports::{ListStore, Transactional};
use crate::use_cases::follows::{tell_followers, FollowStores, ListChange};
use crate::use_cases::lists::{mine, ListError};

/// What an import did: every entry as the preview said it, and the items added.
#[derive(Debug, Clone)]
pub struct ImportOutcome {
    pub entries: Vec<PreviewEntry>,
    pub added: Vec<Item>,
}

fn entries_for<S: ListStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
    items: Vec<ImportedItem>,
) -> Result<(crate::own_list::OwnList, Vec<PreviewEntry>), ListError> {
    let list = mine(store, me, id)?;
    let on_list: Vec<(String, Option<String>)> = store
        .own_list_items(&list)?
        .into_iter()
        .map(|item| (item.input.name, item.input.url))
        .collect();
    let room = usize::try_from(MAX_WISHLIST_ITEMS)
        .unwrap_or(usize::MAX)
        .saturating_sub(on_list.len());
    Ok((list, preview(items, &on_list, room)))
}

/// What importing `items` into my list `id` would do; writes nothing.
pub fn preview_item_import<S: ListStore>(
    store: &mut S,
    me: UserId,
    id: ListId,
    items: Vec<ImportedItem>,
) -> Result<Vec<PreviewEntry>, ListError> {
    entries_for(store, me, id, items).map(|(_, entries)| entries)
}

/// Adds the new entries of `items` to my list `id`, all or none; its
/// followers hear of them as of any item added. `NothingToImport` when no
/// entry is new.
pub fn import_items<S>(
    store: &mut S,
    me: UserId,
    id: ListId,
    items: Vec<ImportedItem>,
) -> Result<ImportOutcome, ListError>
where
    S: FollowStores + Transactional,
{
    store.atomically(|store| {
        let (list, entries) = entries_for(store, me, id, items)?;
        let mut added = Vec::new();
        for entry in &entries {
            let (EntryStatus::New, Some(input)) = (entry.status, &entry.input) else {
                continue;
            };
            let item = store
                .insert_own_list_item(&list, input, MAX_WISHLIST_ITEMS)?
                .ok_or(ListError::TooManyItems)?;
            tell_followers(store, Some(me), &item, ListChange::Added)?;
            added.push(item);
        }
        if added.is_empty() {
            return Err(ListError::NothingToImport);
        }
        Ok(ImportOutcome { entries, added })
    })
}
