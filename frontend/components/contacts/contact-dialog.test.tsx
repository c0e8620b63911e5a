import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ContactDialog, toCreatePayload, toUpdatePayload } from "@/components/contacts/contact-dialog";
import type { Contact } from "@/lib/contacts";
import { NAME_MAX } from "@/lib/domain-rules";
import { INVALID_EMAIL, INVALID_URL, NAME_REQUIRED, NAME_TOO_LONG } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderOpenDialog } from "@/test/render";

const MUM: Contact = {
  id: 7,
  name: "Mum",
  email: "mum@example.com",
  phone: "+44 20 7946 0000",
  relationship: "parent",
  preferences: "tulips, chocolate",
  interests: ["tulips", "chocolate"],
  photoUrl: null,
};

function renderDialog(contact?: Contact) {
  return renderOpenDialog((onOpenChange) => <ContactDialog open onOpenChange={onOpenChange} contact={contact} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("contact payloads", () => {
  const empty = { name: "Sam", email: "", phone: "", relationship: "", preferences: "", photoUrl: "" };

  it("drops empty-string fields on create", () => {
    expect(toCreatePayload(empty)).toEqual({ name: "Sam" });
    expect(toCreatePayload({ ...empty, email: "sam@example.com", relationship: "friend" })).toEqual({
      name: "Sam",
      email: "sam@example.com",
      relationship: "friend",
    });
  });

  it("sends only changes on update, null for a cleared field", () => {
    const values = { name: "Mum", email: "", phone: MUM.phone!, relationship: "parent", preferences: "tulips", photoUrl: "" };
    expect(toUpdatePayload(values, MUM)).toEqual({ email: null, preferences: "tulips" });
  });
});

describe("ContactDialog", () => {
  it("validates name, email and photo URL and sends nothing", async () => {
    const api = mockApi({});
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Email"), "not-an-email");
    await userEvent.type(within(dialog).getByLabelText("Photo URL"), "ftp://x");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    expect(await within(dialog).findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(INVALID_EMAIL)).toBeInTheDocument();
    expect(within(dialog).getByText(INVALID_URL)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(NAME_REQUIRED);
    expect(api.calls("POST", "/api/contacts")).toHaveLength(0);
  });

  it("rejects a name over the server's limit and an invalid photo URL, and sends nothing", async () => {
    const api = mockApi({});
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByLabelText("Name"));
    await userEvent.paste("x".repeat(NAME_MAX + 1));
    await userEvent.type(within(dialog).getByLabelText("Photo URL"), "not a link");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    expect(await within(dialog).findByText(NAME_TOO_LONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(NAME_TOO_LONG);
    expect(within(dialog).getByLabelText("Photo URL")).toHaveAccessibleDescription(INVALID_URL);
    expect(api.calls("POST", "/api/contacts")).toHaveLength(0);
  });

  it("posts the trimmed fields without empty strings, toasts and closes", async () => {
    const api = mockApi({ "POST /api/contacts": ({ body }) => json(201, { ...MUM, ...(body as object), id: 9 }) });
    const { dialog, onOpenChange } = renderDialog();
    expect(within(dialog).getByText("Separate with commas")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Name"), "  Sam  ");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Relationship" }));
    await userEvent.click(await screen.findByRole("option", { name: "Sibling" }));
    await userEvent.type(within(dialog).getByLabelText("Interests"), "books, tea");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    expect(await screen.findByText("Contact added successfully!")).toBeInTheDocument();
    expect(api.calls("POST", "/api/contacts")).toEqual([{ name: "Sam", relationship: "sibling", preferences: "books, tea" }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's field errors and the failure toast", async () => {
    mockApi({ "POST /api/contacts": json(400, { message: "Invalid email", fields: { email: "Invalid email" } }) });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Sam");
    await userEvent.type(within(dialog).getByLabelText("Email"), "sam@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    expect(await screen.findByText("Failed to add contact. Please try again.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("edits with PATCH, null clearing a field", async () => {
    const api = mockApi({ "PATCH /api/contacts/7": { ...MUM, email: null } });
    const { dialog } = renderDialog(MUM);
    expect(within(dialog).getByRole("heading", { name: "Edit Contact" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Mum");
    await userEvent.clear(within(dialog).getByLabelText("Email"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Contact updated")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/contacts/7")).toEqual([{ email: null }]);
  });
});
