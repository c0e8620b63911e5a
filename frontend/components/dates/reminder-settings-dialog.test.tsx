import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ReminderSettingsDialog } from "@/components/dates/reminder-settings-dialog";
import { json, mockApi } from "@/test/api-mock";
import { specialDate } from "@/test/fixtures";
import { renderOpenDialog } from "@/test/render";

function renderDialog(date = specialDate()) {
  return renderOpenDialog(
    (onOpenChange) => <ReminderSettingsDialog date={date} open onOpenChange={onOpenChange} />,
    "Reminder settings",
  );
}

async function chooseDays(dialog: HTMLElement, option: string) {
  await userEvent.click(await within(dialog).findByRole("combobox", { name: "Days before" }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

function stubNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal("Notification", Object.assign(vi.fn(), { permission, requestPermission }));
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ReminderSettingsDialog", () => {
  it("offers 1, 3, 7, 14 and 30 days and the four delivery types", async () => {
    mockApi({ "GET /api/meta": { features: { emailReminders: false } } });
    const { dialog } = renderDialog();
    expect(await within(dialog).findByRole("combobox", { name: "Days before" })).toHaveTextContent("7 days before");
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Days before" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "1 day before",
      "3 days before",
      "7 days before",
      "14 days before",
      "30 days before",
    ]);
    await userEvent.keyboard("{Escape}");
    const group = within(dialog).getByRole("radiogroup", { name: "Delivery type" });
    expect(within(group).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual([
      "dashboard",
      "browser",
      "email",
      "sms",
    ]);
    expect(within(group).getByRole("radio", { name: "Dashboard alerts" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: /Email.*coming soon/ })).toBeDisabled();
    expect(within(group).getByRole("radio", { name: /SMS.*coming soon/ })).toBeDisabled();
  });

  it("PATCHes reminderDays and reminderDelivery and toasts 'Reminder Updated!'", async () => {
    const api = mockApi({
      "GET /api/meta": { features: { emailReminders: true } },
      "PATCH /api/dates/1": specialDate({ reminderDays: 14, reminderDelivery: "email" }),
    });
    const { dialog, onOpenChange } = renderDialog();
    await chooseDays(dialog, "14 days before");
    await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Email" })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole("radio", { name: "Email" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Reminder" }));

    expect(await screen.findByText("Reminder Updated!")).toBeInTheDocument();
    expect(screen.getByText("You will be reminded 14 days before the event.")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/dates/1")).toEqual([{ reminderDays: 14, reminderDelivery: "email" }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks for browser permission before saving browser notifications", async () => {
    const requestPermission = stubNotification("default", "granted");
    const api = mockApi({
      "GET /api/meta": { features: {} },
      "PATCH /api/dates/1": specialDate({ reminderDelivery: "browser" }),
    });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Browser notifications" }));
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Reminder" }));

    expect(await screen.findByText("Reminder Updated!")).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(api.calls("PATCH", "/api/dates/1")).toEqual([{ reminderDays: 7, reminderDelivery: "browser" }]);
  });

  it("shows 'Browser Notifications Enabled' when permission is granted", async () => {
    stubNotification("default", "granted");
    // Hold the save so the permission toast stays visible (one toast at a time).
    mockApi({ "GET /api/meta": { features: {} }, "PATCH /api/dates/1": () => new Promise<Response>(() => {}) });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Browser notifications" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Reminder" }));
    expect(await screen.findByText("Browser Notifications Enabled")).toBeInTheDocument();
  });

  it("says 'Failed to update reminder settings.' when the save fails", async () => {
    mockApi({ "GET /api/meta": { features: {} }, "PATCH /api/dates/1": json(500, { message: "boom" }) });
    const { dialog, onOpenChange } = renderDialog();
    await chooseDays(dialog, "1 day before");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Reminder" }));
    expect(await screen.findByText("Failed to update reminder settings.")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("shows the server's field message under the field it belongs to", async () => {
    mockApi({
      "GET /api/meta": { features: { emailReminders: true } },
      "PATCH /api/dates/1": json(400, {
        message: "Email reminders are not available on this server yet",
        fields: { reminderDelivery: "Email reminders are not available on this server yet" },
      }),
    });
    const { dialog, onOpenChange } = renderDialog();
    await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Email" })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole("radio", { name: "Email" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Reminder" }));
    expect(await screen.findByText("Failed to update reminder settings.")).toBeInTheDocument();
    const group = within(dialog).getByRole("radiogroup", { name: "Delivery type" });
    expect(group).toHaveAccessibleDescription("Email reminders are not available on this server yet");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("shows 'Saving...' and disables Save while the PATCH runs", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      "GET /api/meta": { features: {} },
      "PATCH /api/dates/1": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Reminder" }));
    expect(await within(dialog).findByRole("button", { name: "Saving..." })).toBeDisabled();
    answer(json(200, specialDate()));
    expect(await screen.findByText("Reminder Updated!")).toBeInTheDocument();
  });
});
