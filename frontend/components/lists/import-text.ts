// "Moving in" (issue 49): the words of importing items into a list of mine
// from an Amazon wish list, a spreadsheet (CSV) or another app's export,
// shared by the Import items dialog and the /capture page's wish-list flow.

import type { ColumnMapping, ImportEntry, ItemImportAnswer, ItemImportSource } from "@/hooks/use-lists";

export function importDialogTitle(listName: string): string {
  return `Import items into ${listName}`;
}

export const IMPORT_DIALOG_DESCRIPTION = "Bring your items from elsewhere. You see them all before anything is added.";

/** The legend of the three choices. */
export const IMPORT_FROM = "Import from";

/** One place items come from: its choice, what it says, and its file input. */
export interface ImportSourceText {
  value: ItemImportSource;
  label: string;
  hint: string;
  /** The file input's label. */
  fileLabel: string;
  /** The file input's `accept`. */
  accept: string;
}

export const IMPORT_SOURCES: readonly ImportSourceText[] = [
  {
    value: "amazon",
    label: "Amazon wish list",
    hint: "Open your Amazon wish list and click the Presently button: it scrolls to the end of the list and brings every item here. Or save the wish list page as a web page (HTML) and choose that file.",
    fileLabel: "Wish list page (.html)",
    accept: ".html,.htm",
  },
  {
    value: "csv",
    label: "Spreadsheet (CSV)",
    hint: "Columns: name, link, price, notes, quantity, priority.",
    fileLabel: "CSV file",
    accept: ".csv,text/csv",
  },
  {
    value: "app",
    label: "Another app",
    hint: "An export (JSON) from OpenWishlist or edmw Wishlist.",
    fileLabel: "Export file (.json)",
    accept: ".json,application/json",
  },
];

/** The CSV template, a plain same-origin download. */
export const TEMPLATE_PATH = "/api/lists/import/template.csv";
export const TEMPLATE_LINK = "Download the template";

export const READING_FILE = "Reading the file…";
/** A preview that failed without a message of the server's own (the connection dropped). */
export const PREVIEW_FAILED = "The file could not be read. Please try again.";

/** The heading of the preview step (focused as it appears). */
export const PREVIEW_HEADING = "Preview";
export const ENTRIES_LABEL = "Items to import";
export const UPDATING_PREVIEW = "Updating the preview…";

/** '3 to add · 1 already there · 2 skipped'. */
export function previewCountsText(counts: ItemImportAnswer["counts"]): string {
  return `${counts.new} to add · ${counts.duplicate} already there · ${counts.skipped} skipped`;
}

export const STATUS_LABELS: Record<ImportEntry["status"], string> = {
  new: "Will be added",
  duplicate: "Already there",
  skipped: "Skipped",
};

/** A row without a name (it is skipped, and says why). */
export const NO_NAME = "No name";

export function quantityText(quantity: string): string {
  return `Quantity: ${quantity}`;
}

/** The CSV column mapping: a select per detail, in this order. */
export const COLUMNS_LEGEND = "Columns";
export const COLUMNS_HINT = "Choose which column of the file holds each detail.";
export const MAPPING_FIELDS: readonly { field: keyof ColumnMapping; label: string }[] = [
  { field: "name", label: "Name" },
  { field: "link", label: "Link" },
  { field: "price", label: "Price" },
  { field: "notes", label: "Notes" },
  { field: "quantity", label: "Quantity" },
  { field: "priority", label: "Priority" },
];
export const NOT_IN_FILE = "Not in the file";

/** A header cell as a choice: its text, or 'Column 3' for an empty one. */
export function columnLabel(header: string, index: number): string {
  return header.trim() || `Column ${index + 1}`;
}

export const BACK = "Back";

export function importButtonLabel(count: number): string {
  return count === 1 ? "Import 1 item" : `Import ${count} items`;
}

export const IMPORTING = "Importing…";

/** The toast (and the /capture page's heading) once imported. */
export function importedText(count: number): string {
  return count === 1 ? "Imported 1 item." : `Imported ${count} items.`;
}

export const IMPORT_FAILED_TITLE = "Import failed";
export const IMPORT_FAILED = "The items could not be imported. Please try again.";

// The Presently button on an Amazon wish list (/capture).

export const WISH_LIST_READING =
  "Reading your wish list… keep the Amazon tab open while it scrolls to the end.";
/** A wish list's link shared from a phone: Amazon shows the server no wish list, so it says the two ways in. */
export const SHARED_WISH_LIST_TITLE = "Import this wish list from a computer";
export const SHARED_WISH_LIST_TEXT =
  "Amazon does not let Presently read a wish list from its link. On a computer, open the wish list and click the Presently button, or save the page as a web page (HTML) and choose it under Import items on your list.";
export const GO_TO_YOUR_WISHLIST = "Go to your wishlist";
export const WISH_LIST_HEADING = "Import your wish list";
export const IMPORT_INTO = "Import into";
export const PREPARING_PREVIEW = "Preparing the preview…";
export const OPEN_THE_LIST = "Open the list";

export function importedInto(listName: string): string {
  return `They're on ${listName} now.`;
}
