import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { SpecialDateDialog, toCreatePayload, toUpdatePayload } from "@/components/dates/special-date-dialog";
import { json, mockApi } from "@/test/api-mock";
import { specialDate } from "@/test/fixtures";
import { renderOpenDialog } from "@/test/render";
import type { SpecialDate } from "@/lib/dates";

function renderDialog({ date }: { date?: SpecialDate } = {}) {
  return renderOpenDialog((onOpenChange) => <SpecialDateDialog open onOpenChange={onOpenChange} date={date} />);
}

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SpecialDateDialog (add)", () => {
  it("starts with the spec's defaults", async () => {
    mockApi({ "GET /api/meta": { features: {} }, "GET /api/contacts": json(404, { message: "Not found" }) });
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole("heading", { name: "Add Special Date" })).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "Recurring annually" })).toBeChecked();
    expect(await within(dialog).findByRole("combobox", { name: "Remind me" })).toHaveTextContent("7 days before");
    expect(await within(dialog).findByRole("combobox", { name: "Contact" })).toHaveTextContent("No contact");
    expect(within(dialog).getByRole("radio", { name: "Dashboard alerts" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /SMS.*coming soon/ })).toBeDisabled();
    expect(within(dialog).getByRole("radio", { name: /Email.*coming soon/ })).toBeDisabled();
    expect(within(dialog).getByLabelText("Notes")).toHaveAttribute("rows", "3");
    // The contacts call failed: only "No contact" is offered.
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Contact" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["No contact"]);
  });

  it("shows the spec's validation messages under the fields and sends nothing", async () => {
    const api = mockApi({ "GET /api/meta": { features: {} }, "GET /api/contacts": [] });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Date" }));

    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Type is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Date is required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Title")).toHaveAccessibleDescription("Title is required");
    expect(api.calls("POST", "/api/dates")).toHaveLength(0);

    // A title of spaces is still missing.
    await userEvent.type(within(dialog).getByLabelText("Title"), "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Date" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
  });

  it("posts the payload, toasts and closes", async () => {
    const api = mockApi({
      "GET /api/meta": { features: {} },
      "GET /api/contacts": [
        { id: 3, name: "Mum" },
        { id: 4, name: "Sam" },
      ],
      "POST /api/dates": ({ body }) => json(201, specialDate(body as Partial<SpecialDate>)),
    });
    const { onOpenChange, dialog } = renderDialog();

    await userEvent.type(within(dialog).getByLabelText("Title"), "  Mum's Birthday ");
    await choose("Type", "Birthday");
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "1960-03-04" } });
    await choose("Contact", "Mum");
    await choose("Remind me", "14 days before");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Recurring annually" }));
    await userEvent.type(within(dialog).getByLabelText("Notes"), "Likes tulips");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Date" }));

    expect(await screen.findByText("Special date added successfully!")).toBeInTheDocument();
    expect(api.calls("POST", "/api/dates")).toEqual([
      {
        title: "Mum's Birthday",
        type: "birthday",
        date: "1960-03-04",
        recurring: false,
        reminderDays: 14,
        reminderDelivery: "dashboard",
        contactId: 3,
        notes: "Likes tulips",
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("leaves out contactId and empty notes", async () => {
    const api = mockApi({
      "GET /api/meta": { features: {} },
      "GET /api/contacts": [],
      "POST /api/dates": json(201, specialDate()),
    });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Title"), "New Year");
    await choose("Type", "Holiday");
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2027-01-01" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Date" }));
    await screen.findByText("Special date added successfully!");
    expect(api.calls("POST", "/api/dates")).toEqual([
      {
        title: "New Year",
        type: "holiday",
        date: "2027-01-01",
        recurring: true,
        reminderDays: 7,
        reminderDelivery: "dashboard",
      },
    ]);
  });

  it("shows the server's field messages and the failure toast", async () => {
    mockApi({
      "GET /api/meta": { features: {} },
      "GET /api/contacts": [],
      "POST /api/dates": json(400, { message: "Invalid", fields: { date: "Date must be a valid date (YYYY-MM-DD)" } }),
    });
    const { onOpenChange, dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Title"), "Party");
    await choose("Type", "Other");
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2027-02-28" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Date" }));

    expect(await screen.findByText("Failed to add special date. Please try again.")).toBeInTheDocument();
    expect(within(dialog).getByText("Date must be a valid date (YYYY-MM-DD)")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("starts with the account's reminder defaults and sends them", async () => {
    const api = mockApi({
      "GET /api/meta": { features: { emailReminders: true } },
      "GET /api/contacts": [],
      "GET /api/account/settings": {
        reminderDays: 14,
        reminderDelivery: "email",
        emailReminders: true,
        emailAvailable: true,
        listByDefault: false,
      },
      "POST /api/dates": ({ body }) => json(201, specialDate(body as Partial<SpecialDate>)),
    });
    const { dialog } = renderDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Remind me" })).toHaveTextContent("14 days before"),
    );
    await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Email" })).toBeChecked());

    await userEvent.type(within(dialog).getByLabelText("Title"), "New Year");
    await choose("Type", "Holiday");
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2027-01-01" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Date" }));
    await screen.findByText("Special date added successfully!");
    expect(api.calls("POST", "/api/dates")).toEqual([
      { title: "New Year", type: "holiday", date: "2027-01-01", recurring: true, reminderDays: 14, reminderDelivery: "email" },
    ]);
  });

  it("keeps a reminder the user chose before the account's defaults arrived", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      "GET /api/meta": { features: {} },
      "GET /api/contacts": [],
      "GET /api/account/settings": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { dialog } = renderDialog();
    await choose("Remind me", "30 days before");
    answer(
      json(200, {
        reminderDays: 3,
        reminderDelivery: "browser",
        emailReminders: true,
        emailAvailable: false,
        listByDefault: false,
      }),
    );
    // The delivery the user left alone takes the default; the days they chose stay.
    await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Browser notifications" })).toBeChecked());
    expect(await within(dialog).findByRole("combobox", { name: "Remind me" })).toHaveTextContent("30 days before");
  });

  it("falls back to the dashboard when the default is email and the server has no email", async () => {
    mockApi({
      "GET /api/meta": { features: {} },
      "GET /api/contacts": [],
      "GET /api/account/settings": {
        reminderDays: 1,
        reminderDelivery: "email",
        emailReminders: true,
        emailAvailable: false,
        listByDefault: false,
      },
    });
    const { dialog } = renderDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Remind me" })).toHaveTextContent("1 day before"),
    );
    expect(within(dialog).getByRole("radio", { name: "Dashboard alerts" })).toBeChecked();
  });

  it("enables Email when the server sends email reminders", async () => {
    mockApi({ "GET /api/meta": { features: { emailReminders: true } }, "GET /api/contacts": [] });
    const { dialog } = renderDialog();
    await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Email" })).toBeEnabled());
    expect(within(dialog).getByRole("radio", { name: /SMS/ })).toBeDisabled();
  });
});

describe("SpecialDateDialog (edit)", () => {
  it("prefills the date and PATCHes only what changed", async () => {
    const date = specialDate({ id: 9, contactId: 3, contact: { id: 3, name: "Mum" }, notes: "Tulips" });
    const api = mockApi({
      "GET /api/meta": { features: {} },
      "GET /api/contacts": json(500, { message: "down" }),
      "PATCH /api/dates/9": specialDate({ id: 9 }),
    });
    const { onOpenChange, dialog } = renderDialog({ date });
    expect(within(dialog).getByRole("heading", { name: "Edit Special Date" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Mum's Birthday");
    expect(await within(dialog).findByRole("combobox", { name: "Type" })).toHaveTextContent("Birthday");
    expect(await within(dialog).findByRole("combobox", { name: "Contact" })).toHaveTextContent("Mum");

    const title = within(dialog).getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "Mum's 67th");
    await choose("Contact", "No contact");
    await userEvent.clear(within(dialog).getByLabelText("Notes"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Special date updated")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/dates/9")).toEqual([{ title: "Mum's 67th", contactId: null, notes: null }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // An edit keeps the date's own reminder: the account's defaults are not even loaded.
    expect(api.calls("GET", "/api/account/settings")).toHaveLength(0);
  });
});

describe("special date payloads", () => {
  const values = {
    title: "Mum's Birthday",
    type: "birthday" as const,
    date: "1960-03-04",
    contactId: "none",
    recurring: true,
    reminderDays: 7,
    reminderDelivery: "dashboard" as const,
    notes: "",
  };

  it("sends contactId and notes on create only when set; false and 0 are sent", () => {
    expect(toCreatePayload(values)).toEqual({
      title: "Mum's Birthday",
      type: "birthday",
      date: "1960-03-04",
      recurring: true,
      reminderDays: 7,
      reminderDelivery: "dashboard",
    });
    expect(toCreatePayload({ ...values, contactId: "3", notes: "Tulips", recurring: false, reminderDays: 0 })).toEqual({
      title: "Mum's Birthday",
      type: "birthday",
      date: "1960-03-04",
      contactId: 3,
      notes: "Tulips",
      recurring: false,
      reminderDays: 0,
      reminderDelivery: "dashboard",
    });
  });

  it("is empty on update when nothing changed", () => {
    expect(toUpdatePayload(values, specialDate())).toEqual({});
  });

  it("sends the changed fields on update, null to clear contact and notes", () => {
    const original = specialDate({ contactId: 3, notes: "Tulips" });
    expect(toUpdatePayload({ ...values, contactId: "3", notes: "Tulips" }, original)).toEqual({});
    expect(toUpdatePayload({ ...values, reminderDays: 14, recurring: false }, original)).toEqual({
      contactId: null,
      notes: null,
      reminderDays: 14,
      recurring: false,
    });
    expect(toUpdatePayload({ ...values, contactId: "4", notes: "Roses" }, original)).toEqual({
      contactId: 4,
      notes: "Roses",
    });
  });
});
