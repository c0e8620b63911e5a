import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ContactSelectionList, skipReason, type SelectableContact } from "@/components/contacts/contact-selection-list";
import { renderWithToaster } from "@/test/render";

const ROWS: SelectableContact[] = [
  { key: "a", name: "Ada", email: "ada@example.com", phone: null, skipReason: null },
  { key: "b", name: "Ben", email: null, phone: "+1 555", skipReason: null, note: "Already in your contacts" },
  { key: "c", name: null, email: "x@example.com", phone: null, skipReason: "No name" },
  { key: "d", name: "Dee", email: null, phone: null, skipReason: "No phone or email" },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("skipReason", () => {
  it.each([
    [null, "a@b.co", null, "No name"],
    ["  ", null, "1", "No name"],
    ["Ada", null, null, "No phone or email"],
    ["Ada", " ", "", "No phone or email"],
    ["Ada", null, "+1 555", null],
    ["Ada", "a@b.co", null, null],
  ])("(%s, %s, %s) -> %s", (name, email, phone, reason) => {
    expect(skipReason(name, email, phone)).toBe(reason);
  });
});

describe("ContactSelectionList", () => {
  function renderList(defaultSelected?: string[]) {
    const onImport = vi.fn();
    renderWithToaster(<ContactSelectionList items={ROWS} defaultSelected={defaultSelected} onImport={onImport} />);
    return onImport;
  }

  it("labels checkboxes by name, greys skipped rows with their reason", () => {
    renderList();
    expect(screen.getByRole("checkbox", { name: "Ada" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Ben" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Unknown name" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Dee" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Dee" })).not.toBeChecked();
    expect(screen.getByText("Skipped: No name")).toBeInTheDocument();
    expect(screen.getByText("Skipped: No phone or email")).toBeInTheDocument();
    expect(screen.getByText("Already in your contacts")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 contacts" })).toBeInTheDocument();
  });

  it("Select All and Deselect All cover the selectable rows only", async () => {
    const onImport = renderList(["a"]);
    expect(screen.getByRole("checkbox", { name: "Ben" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Select All" }));
    expect(screen.getByRole("checkbox", { name: "Ben" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Dee" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Deselect All" }));
    expect(screen.getByRole("checkbox", { name: "Ada" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Ben" }));
    await userEvent.click(screen.getByRole("button", { name: "Import 1 contact" }));
    expect(onImport).toHaveBeenCalledWith([ROWS[1]]);
  });

  it("says 'No contacts selected' when importing none", async () => {
    const onImport = renderList([]);
    await userEvent.click(screen.getByRole("button", { name: "Import Selected" }));
    expect(await screen.findByText("No contacts selected")).toBeInTheDocument();
    expect(screen.getByText("Please select contacts to import")).toBeInTheDocument();
    expect(onImport).not.toHaveBeenCalled();
  });
});
