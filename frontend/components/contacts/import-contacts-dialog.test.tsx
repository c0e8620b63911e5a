import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ImportContactsDialog } from "@/components/contacts/import-contacts-dialog";
import { json, mockApi } from "@/test/api-mock";
import { renderOpenDialog } from "@/test/render";

const PREVIEW = {
  entries: [
    {
      name: "Alice Johnson",
      email: "alice@example.com",
      emails: ["alice@example.com"],
      phone: "+1 415-555-0134",
      phones: ["+1 415-555-0134"],
      birthday: "1985-03-04",
      anniversary: "2010-06-12",
      relationship: "family",
      status: "new",
      reason: null,
    },
    {
      name: "Bob Martinez",
      email: "bob@example.com",
      emails: ["bob@example.com"],
      phone: null,
      phones: [],
      birthday: "--05-17",
      anniversary: null,
      relationship: "friend",
      status: "new",
      reason: null,
    },
    {
      name: "Carol Ng",
      email: null,
      emails: [],
      phone: "+65 9123 4567",
      phones: ["+65 9123 4567"],
      birthday: null,
      anniversary: null,
      relationship: "friend",
      status: "duplicate",
      reason: "Already in your contacts",
    },
    {
      name: null,
      email: "nobody@example.com",
      emails: ["nobody@example.com"],
      phone: null,
      phones: [],
      birthday: null,
      anniversary: null,
      relationship: "friend",
      status: "skipped",
      reason: "No name",
    },
    {
      name: "Half Cut",
      email: "half@exa",
      emails: ["half@exa"],
      phone: null,
      phones: [],
      birthday: null,
      anniversary: null,
      relationship: "friend",
      status: "skipped",
      reason: "Incomplete: the file ends in the middle of this card",
    },
  ],
  counts: { new: 2, duplicate: 1, skipped: 2 },
};

function renderDialog() {
  return renderOpenDialog((onOpenChange) => <ImportContactsDialog open onOpenChange={onOpenChange} />, "Import Contacts");
}

function vcf(text = "BEGIN:VCARD\nEND:VCARD\n", name = "contacts.vcf") {
  return new File([text], name, { type: "text/vcard" });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "contacts");
});

describe("ImportContactsDialog: vCard file", () => {
  it("previews the file, selects the new ones, and imports the chosen ones in one call", async () => {
    const api = mockApi({
      "POST /api/contacts/import/preview": PREVIEW,
      "POST /api/contacts/import": json(201, { imported: 3, datesCreated: 2, contacts: [] }),
      "GET /api/contacts": [],
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.upload(within(dialog).getByLabelText("vCard file"), vcf());

    expect(await within(dialog).findByTestId("import-counts")).toHaveTextContent(
      "2 new · 1 already in your contacts · 2 skipped",
    );
    const [input, init] = api.mock.calls.find(([url]) => String(url) === "/api/contacts/import/preview")!;
    expect(String(input)).toBe("/api/contacts/import/preview");
    expect(init?.headers).toEqual({ "Content-Type": "text/vcard" });
    expect(init?.body).toBeInstanceOf(File);

    expect(within(dialog).getByRole("checkbox", { name: "Alice Johnson" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Bob Martinez" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Carol Ng" })).not.toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Carol Ng" })).toBeEnabled();
    expect(within(dialog).getByRole("checkbox", { name: "Unknown name" })).toBeDisabled();
    expect(within(dialog).getByText("Already in your contacts")).toBeInTheDocument();
    expect(within(dialog).getByText("Skipped: No name")).toBeInTheDocument();
    // A card the file cut off is shown with why, and cannot be chosen.
    expect(within(dialog).getByRole("checkbox", { name: "Half Cut" })).toBeDisabled();
    expect(
      within(dialog).getByText("Skipped: Incomplete: the file ends in the middle of this card"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Birthday: March 4, 1985")).toBeInTheDocument();
    expect(within(dialog).getByText("Anniversary: June 12, 2010")).toBeInTheDocument();
    expect(within(dialog).getByText("Birthday: May 17")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Carol Ng" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Bob Martinez" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Import 2 contacts" }));

    expect(await screen.findByText("Contacts imported")).toBeInTheDocument();
    expect(screen.getByText("3 contacts imported, 2 birthdays and anniversaries added")).toBeInTheDocument();
    expect(api.calls("POST", "/api/contacts/import")).toEqual([
      {
        contacts: [
          {
            name: "Alice Johnson",
            email: "alice@example.com",
            phone: "+1 415-555-0134",
            relationship: "family",
            birthday: "1985-03-04",
            anniversary: "2010-06-12",
          },
          { name: "Carol Ng", phone: "+65 9123 4567", relationship: "friend" },
        ],
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    [json(400, { message: "This file is not a vCard (.vcf) file." }), "This file is not a vCard (.vcf) file."],
    [json(413, { message: "The request body is too large." }), "The file is larger than 2 MB."],
  ])("shows the preview error inline", async (response, message) => {
    mockApi({ "POST /api/contacts/import/preview": response });
    const { dialog } = renderDialog();
    await userEvent.upload(within(dialog).getByLabelText("vCard file"), vcf("hello", "notes.vcf"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(within(dialog).getByLabelText("vCard file")).toHaveAccessibleDescription(message);
  });

  it("says 'Import failed' when the import call fails", async () => {
    mockApi({
      "POST /api/contacts/import/preview": PREVIEW,
      "POST /api/contacts/import": json(500, { message: "boom" }),
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.upload(within(dialog).getByLabelText("vCard file"), vcf());
    await userEvent.click(await within(dialog).findByRole("button", { name: "Import 2 contacts" }));
    expect(await screen.findByText("Import failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to import contacts. Please try again.")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe("ImportContactsDialog: phone contacts", () => {
  function stubPicker(select: (...args: unknown[]) => Promise<unknown>) {
    const fn = vi.fn(select);
    Object.defineProperty(navigator, "contacts", { value: { select: fn }, configurable: true });
    return fn;
  }

  it("explains the access and says 'Not supported' without a picker", async () => {
    mockApi({});
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole("heading", { name: "Import Phone Contacts" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/name, phone number and email address/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Choose Phone Contacts" }));
    expect(await screen.findByText("Not supported")).toBeInTheDocument();
    expect(screen.getByText("Your browser doesn't support contacts access")).toBeInTheDocument();
    expect(within(dialog).getByText(/\.vcf file/, { selector: "[role=status]" })).toBeInTheDocument();
  });

  it("says 'Access denied' when the picker is refused", async () => {
    mockApi({});
    stubPicker(() => Promise.reject(new DOMException("denied", "SecurityError")));
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Choose Phone Contacts" }));
    expect(await screen.findByText("Access denied")).toBeInTheDocument();
    expect(screen.getByText("Unable to access contacts. Please allow permission and try again.")).toBeInTheDocument();
  });

  it("lists the picked contacts with the skip rules and imports them as 'Friend'", async () => {
    const api = mockApi({
      "POST /api/contacts/import": json(201, { imported: 1, datesCreated: 0, contacts: [] }),
    });
    const select = stubPicker(() =>
      Promise.resolve([
        { name: ["Dana"], tel: ["+1 555 0100"], email: [] },
        { name: [], tel: ["+1 555 0101"], email: [] },
        { name: ["Eli"], tel: [], email: [] },
      ]),
    );
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Choose Phone Contacts" }));
    expect(select).toHaveBeenCalledWith(["name", "tel", "email"], { multiple: true });

    expect(await within(dialog).findByRole("checkbox", { name: "Dana" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Eli" })).toBeDisabled();
    expect(within(dialog).getByText("Skipped: No phone or email")).toBeInTheDocument();
    expect(within(dialog).getByText("Skipped: No name")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Import 1 contact" }));
    expect(await screen.findByText("1 contact imported")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls("POST", "/api/contacts/import")).toEqual([
        { contacts: [{ name: "Dana", phone: "+1 555 0100", relationship: "Friend" }] },
      ]),
    );
  });
});
