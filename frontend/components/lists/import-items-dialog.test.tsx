import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ImportItemsDialog } from "@/components/lists/import-items-dialog";
import { TEMPLATE_PATH } from "@/components/lists/import-text";
import type { ImportEntry, ItemImportAnswer } from "@/hooks/use-lists";
import {
  ITEM_IMPORT_EMPTY,
  ITEM_IMPORT_NO_NAME_COLUMN,
  ITEM_IMPORT_NOTHING_NEW,
  ITEM_IMPORT_ON_LIST,
  ITEM_NAME_REQUIRED,
} from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderOpenDialog } from "@/test/render";

const PREVIEW = "/api/lists/12/import/preview";
const IMPORT = "/api/lists/12/import";
const CSV = [
  "Item,Price,Link,Comment",
  "Pour-over kettle,24.99,https://shop.example/kettle,The copper one",
  "Scarf,19.00,https://shop.example/scarf,",
  "Mug,9.00,https://shop.example/mug,",
  ",5.00,https://shop.example/nameless,",
].join("\n");
const GUESSED = { name: 0, link: 2, price: 1, notes: null, quantity: null, priority: null };

function entry(overrides: Partial<ImportEntry>): ImportEntry {
  return {
    row: 2,
    name: "Pour-over kettle",
    link: null,
    price: null,
    notes: null,
    quantity: null,
    priority: null,
    imageUrl: null,
    status: "new",
    reason: null,
    ...overrides,
  };
}

function answer(overrides: Partial<ItemImportAnswer> = {}): ItemImportAnswer {
  return {
    listId: 12,
    source: "csv",
    columns: ["Item", "Price", "Link", "Comment"],
    mapping: GUESSED,
    counts: { new: 2, duplicate: 1, skipped: 1 },
    entries: [
      entry({ row: 2, name: "Pour-over kettle", price: "$24.99", quantity: "2", link: "https://shop.example/kettle" }),
      entry({ row: 3, name: "Scarf", price: "$19.00" }),
      entry({ row: 4, name: "Mug", status: "duplicate", reason: ITEM_IMPORT_ON_LIST }),
      entry({ row: 5, name: null, price: "$5.00", status: "skipped", reason: ITEM_NAME_REQUIRED }),
    ],
    ...overrides,
  };
}

function renderDialog() {
  return renderOpenDialog(
    (onOpenChange) => <ImportItemsDialog open onOpenChange={onOpenChange} list={{ id: 12, name: "Birthday 2027" }} />,
    "Import items into Birthday 2027",
  );
}

function file(text: string, name: string, type: string) {
  return new File([text], name, { type });
}

/** Chooses Spreadsheet (CSV) and the file; resolves once the preview shows. */
async function previewCsv(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole("radio", { name: "Spreadsheet (CSV)" }));
  await userEvent.upload(within(dialog).getByLabelText("CSV file"), file(CSV, "items.csv", "text/csv"));
  return within(dialog).findByRole("heading", { name: "Preview" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ImportItemsDialog: choosing where from", () => {
  it("offers the three sources, each with its words and its file input", async () => {
    mockApi({});
    const { dialog } = renderDialog();
    const amazon = within(dialog).getByRole("radio", { name: "Amazon wish list" });
    expect(amazon).toBeChecked();
    expect(amazon).toHaveAccessibleDescription(/click the Presently button: it scrolls to the end of the list/);
    expect(within(dialog).getByLabelText("Wish list page (.html)")).toHaveAttribute("accept", ".html,.htm");
    expect(within(dialog).queryByRole("link", { name: "Download the template" })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("radio", { name: "Spreadsheet (CSV)" }));
    expect(within(dialog).getByRole("radio", { name: "Spreadsheet (CSV)" })).toHaveAccessibleDescription(
      "Columns: name, link, price, notes, quantity, priority.",
    );
    const template = within(dialog).getByRole("link", { name: "Download the template" });
    expect(template).toHaveAttribute("href", TEMPLATE_PATH);
    expect(template).toHaveAttribute("download");
    expect(within(dialog).getByLabelText("CSV file")).toHaveAttribute("accept", ".csv,text/csv");

    await userEvent.click(within(dialog).getByRole("radio", { name: "Another app" }));
    expect(within(dialog).getByRole("radio", { name: "Another app" })).toHaveAccessibleDescription(
      "An export (JSON) from OpenWishlist or edmw Wishlist.",
    );
    expect(within(dialog).getByLabelText("Export file (.json)")).toHaveAttribute("accept", ".json,application/json");
  });

  it("refuses a file over 2 MB in the browser: nothing is sent", async () => {
    const api = mockApi({ [`POST ${PREVIEW}`]: answer() });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Spreadsheet (CSV)" }));
    const input = within(dialog).getByLabelText("CSV file");
    await userEvent.upload(input, file("x".repeat(2 * 1024 * 1024 + 1), "big.csv", "text/csv"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The file is larger than 2 MB.");
    expect(input).toHaveAccessibleDescription("The file is larger than 2 MB.");
    expect(api).not.toHaveBeenCalled();
  });

  it("says the server's word on a file it cannot read, by the file input", async () => {
    mockApi({
      [`POST ${PREVIEW}`]: json(400, { message: ITEM_IMPORT_EMPTY, fields: { content: ITEM_IMPORT_EMPTY } }),
    });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Another app" }));
    const input = within(dialog).getByLabelText("Export file (.json)");
    await userEvent.upload(input, file("{}", "export.json", "application/json"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(ITEM_IMPORT_EMPTY);
    expect(input).toHaveAccessibleDescription(ITEM_IMPORT_EMPTY);
    expect(within(dialog).queryByRole("heading", { name: "Preview" })).not.toBeInTheDocument();
  });

  it("sends a saved wish list page as source amazon", async () => {
    const html = '<html><body><ul id="g-items"></ul></body></html>';
    const api = mockApi({ [`POST ${PREVIEW}`]: answer({ source: "amazon", columns: [], mapping: null }) });
    const { dialog } = renderDialog();
    await userEvent.upload(within(dialog).getByLabelText("Wish list page (.html)"), file(html, "list.html", "text/html"));
    await within(dialog).findByRole("heading", { name: "Preview" });
    expect(api.calls("POST", PREVIEW)).toEqual([{ source: "amazon", content: html }]);
    // No columns to choose for a wish list.
    expect(within(dialog).queryByRole("group", { name: "Columns" })).not.toBeInTheDocument();
  });
});

describe("ImportItemsDialog: the preview", () => {
  it("posts the CSV's text, then shows the counts, each row's status and why, with the heading focused", async () => {
    const api = mockApi({ [`POST ${PREVIEW}`]: answer() });
    const { dialog } = renderDialog();
    const heading = await previewCsv(dialog);

    expect(api.calls("POST", PREVIEW)).toEqual([{ source: "csv", content: CSV }]);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(dialog).getByTestId("import-counts")).toHaveTextContent("2 to add · 1 already there · 1 skipped");

    const rows = within(within(dialog).getByRole("list", { name: "Items to import" })).getAllByRole("listitem");
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent("Pour-over kettle");
    expect(rows[0]).toHaveTextContent("$24.99 · Quantity: 2");
    expect(rows[0]).toHaveTextContent("Will be added");
    expect(rows[2]).toHaveTextContent("Mug");
    expect(rows[2]).toHaveTextContent("Already there");
    expect(rows[2]).toHaveTextContent(ITEM_IMPORT_ON_LIST);
    expect(rows[3]).toHaveTextContent("No name");
    expect(rows[3]).toHaveTextContent("Skipped");
    expect(rows[3]).toHaveTextContent(ITEM_NAME_REQUIRED);

    // The columns the server guessed, each a choice of the file's header row.
    const columns = within(dialog).getByRole("group", { name: "Columns" });
    expect(within(columns).getByRole("combobox", { name: "Name" })).toHaveDisplayValue("Item");
    expect(within(columns).getByRole("combobox", { name: "Link" })).toHaveDisplayValue("Link");
    expect(within(columns).getByRole("combobox", { name: "Price" })).toHaveDisplayValue("Price");
    expect(within(columns).getByRole("combobox", { name: "Notes" })).toHaveDisplayValue("Not in the file");
    expect(
      within(within(columns).getByRole("combobox", { name: "Quantity" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Not in the file", "Item", "Price", "Link", "Comment"]);
  });

  it("reads the preview again with a changed column mapping", async () => {
    const api = mockApi({
      [`POST ${PREVIEW}`]: ({ body }: { body: unknown }) => {
        const mapping = (body as { mapping?: typeof GUESSED }).mapping;
        return json(200, answer(mapping ? { mapping, counts: { new: 3, duplicate: 1, skipped: 0 } } : {}));
      },
    });
    const { dialog } = renderDialog();
    await previewCsv(dialog);

    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Notes" }), "Comment");
    await waitFor(() =>
      expect(within(dialog).getByTestId("import-counts")).toHaveTextContent("3 to add · 1 already there · 0 skipped"),
    );
    expect(api.calls("POST", PREVIEW)).toEqual([
      { source: "csv", content: CSV },
      { source: "csv", content: CSV, mapping: { ...GUESSED, notes: 3 } },
    ]);
    expect(within(dialog).getByRole("button", { name: "Import 3 items" })).toBeEnabled();
  });

  it("shows the server's word under the columns when no column holds the name, and imports nothing", async () => {
    mockApi({
      [`POST ${PREVIEW}`]: ({ body }: { body: unknown }) =>
        (body as { mapping?: typeof GUESSED }).mapping?.name === null
          ? json(400, { message: ITEM_IMPORT_NO_NAME_COLUMN, fields: { mapping: ITEM_IMPORT_NO_NAME_COLUMN } })
          : json(200, answer()),
    });
    const { dialog } = renderDialog();
    await previewCsv(dialog);

    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Name" }), "Not in the file");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(ITEM_IMPORT_NO_NAME_COLUMN);
    expect(within(dialog).getByRole("group", { name: "Columns" })).toHaveAccessibleDescription(ITEM_IMPORT_NO_NAME_COLUMN);
    expect(within(dialog).queryByRole("list", { name: "Items to import" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import 0 items" })).toBeDisabled();

    // Chosen again, the preview is back.
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Name" }), "Item");
    expect(await within(dialog).findByRole("button", { name: "Import 2 items" })).toBeEnabled();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("imports with the preview's very body, says how many, closes and reloads the list", async () => {
    const api = mockApi({
      [`POST ${PREVIEW}`]: answer(),
      [`POST ${IMPORT}`]: json(201, answer()),
      "GET /api/lists": [],
    });
    const { dialog, onOpenChange } = renderDialog();
    await previewCsv(dialog);
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Notes" }), "Comment");
    await waitFor(() => expect(api.calls("POST", PREVIEW)).toHaveLength(2));

    await userEvent.click(await within(dialog).findByRole("button", { name: "Import 2 items" }));
    expect(await screen.findByText("Imported 2 items.")).toBeInTheDocument();
    expect(api.calls("POST", IMPORT)).toEqual([{ source: "csv", content: CSV, mapping: { ...GUESSED, notes: 3 } }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(api.calls("GET", "/api/lists")).toHaveLength(1));
  });

  it("says 'Imported 1 item.' for one", async () => {
    mockApi({
      [`POST ${PREVIEW}`]: answer({ counts: { new: 1, duplicate: 0, skipped: 0 }, entries: [entry({})] }),
      [`POST ${IMPORT}`]: json(201, answer({ counts: { new: 1, duplicate: 0, skipped: 0 }, entries: [entry({})] })),
    });
    const { dialog } = renderDialog();
    await previewCsv(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Import 1 item" }));
    expect(await screen.findByText("Imported 1 item.")).toBeInTheDocument();
  });

  it("cannot import when nothing is new", async () => {
    mockApi({
      [`POST ${PREVIEW}`]: answer({
        counts: { new: 0, duplicate: 1, skipped: 0 },
        entries: [entry({ status: "duplicate", reason: ITEM_IMPORT_ON_LIST })],
      }),
    });
    const { dialog } = renderDialog();
    await previewCsv(dialog);
    expect(within(dialog).getByRole("button", { name: "Import 0 items" })).toBeDisabled();
  });

  it("toasts the server's message when the import is refused, and stays open", async () => {
    mockApi({ [`POST ${PREVIEW}`]: answer(), [`POST ${IMPORT}`]: json(409, { message: ITEM_IMPORT_NOTHING_NEW }) });
    const { dialog, onOpenChange } = renderDialog();
    await previewCsv(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Import 2 items" }));
    expect(await screen.findByText("Import failed")).toBeInTheDocument();
    expect(screen.getByText(ITEM_IMPORT_NOTHING_NEW)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Import 2 items" })).toBeEnabled();
  });

  it("Back returns to the choice, the source kept", async () => {
    mockApi({ [`POST ${PREVIEW}`]: answer() });
    const { dialog } = renderDialog();
    await previewCsv(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    const csv = within(dialog).getByRole("radio", { name: "Spreadsheet (CSV)" });
    expect(csv).toBeChecked();
    await waitFor(() => expect(csv).toHaveFocus());
    expect(within(dialog).getByLabelText("CSV file")).toBeInTheDocument();
  });
});
