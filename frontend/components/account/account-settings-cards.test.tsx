import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  EMAIL_UNAVAILABLE_TEXT,
  FindListCard,
  HOME_CURRENCY_TEXT,
  HomeCurrencyCard,
  LIST_BY_DEFAULT_LABEL,
  PERMISSION_TEXT,
  RemindersCard,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  suggestedCurrencyText,
} from "@/components/account/account-settings-cards";
import { SAVE_CURRENCY } from "@/components/account/settings-text";
import type { AccountSettings } from "@/lib/account";
import { CURRENCY_INVALID, REMINDER_DAYS_RANGE } from "@/lib/messages";
import { accountSettings as settings } from "@/test/account-settings-probe";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

/** PUT /api/account/settings as the server answers it. */
function savesSettings(stored: AccountSettings) {
  return ({ body }: { body: unknown }) => json(200, { ...stored, ...(body as object) });
}

function renderCards() {
  return renderWithToaster(
    <>
      <RemindersCard />
      <FindListCard />
    </>,
  );
}

/** A Notification API with `permission`, whose request answers `answer`. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal("Notification", { permission, requestPermission });
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RemindersCard", () => {
  it("shows the settings and saves every field", async () => {
    const stored = settings({ listByDefault: true });
    const api = mockApi({ "GET /api/account/settings": stored, "PUT /api/account/settings": savesSettings(stored) });
    renderCards();

    const days = await screen.findByLabelText("Default days before");
    expect(days).toHaveValue(7);
    // The select's and the switches' code loads after the form's: find waits for it.
    const delivery = await screen.findByRole("combobox", { name: "Default delivery" });
    expect(delivery).toHaveTextContent("Dashboard alerts");
    const email = await screen.findByRole("switch", { name: "Email reminders" });
    expect(email).toBeChecked();
    const circle = await screen.findByRole("switch", { name: "Email me about my circle" });
    expect(circle).not.toBeChecked();

    await userEvent.clear(days);
    await userEvent.type(days, "3");
    await userEvent.click(delivery);
    await userEvent.click(await screen.findByRole("option", { name: "Email" }));
    await userEvent.click(email);
    await userEvent.click(circle);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/settings")).toEqual([
      {
        reminderDays: 3,
        reminderDelivery: "email",
        emailReminders: false,
        emailCircle: true,
        listByDefault: true,
        homeCurrency: null,
      },
    ]);
  });

  it("without email on the server: no Email reminders switch, Email not choosable", async () => {
    mockApi({ "GET /api/account/settings": settings({ emailAvailable: false }) });
    renderCards();

    expect(await screen.findByText(EMAIL_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Email reminders" })).not.toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Email me about my circle" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("combobox", { name: "Default delivery" }));
    expect(await screen.findByRole("option", { name: /^Email/ })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("option", { name: "Browser notifications" })).not.toHaveAttribute("aria-disabled");
  });

  it("checks the days before sending, and shows the server's field messages", async () => {
    const api = mockApi({
      "GET /api/account/settings": settings(),
      "PUT /api/account/settings": json(400, { message: "Invalid settings", fields: { reminderDays: REMINDER_DAYS_RANGE } }),
    });
    renderCards();
    const days = await screen.findByLabelText("Default days before");

    await userEvent.clear(days);
    await userEvent.type(days, "400");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(days).toHaveAccessibleDescription(`For new dates. 0 reminds you on the day. ${REMINDER_DAYS_RANGE}`));
    expect(api.calls("PUT", "/api/account/settings")).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, "30");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(SETTINGS_SAVE_FAILED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/settings")).toHaveLength(1);
    expect(days).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(REMINDER_DAYS_RANGE)).toBeInTheDocument();
  });

  it("says so when the settings cannot be loaded", async () => {
    mockApi({ "GET /api/account/settings": json(500, { message: "boom" }) });
    renderCards();
    expect(await screen.findAllByText(SETTINGS_LOAD_FAILED)).toHaveLength(2);
  });
});

describe("RemindersCard: browser notifications", () => {
  it("not asked yet: Allow asks, then says Allowed", async () => {
    const requestPermission = stubNotifications("default", "granted");
    mockApi({ "GET /api/account/settings": settings() });
    renderCards();

    expect(await screen.findByText(PERMISSION_TEXT.default)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Allow" }));
    expect(await screen.findByText("Allowed")).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Allow" })).not.toBeInTheDocument();
  });

  it.each([
    ["denied", "Blocked — change it in your browser's site settings"],
    ["granted", "Allowed"],
  ] as const)("%s: says so, with no Allow button", async (permission, text) => {
    stubNotifications(permission);
    mockApi({ "GET /api/account/settings": settings() });
    renderCards();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Allow" })).not.toBeInTheDocument();
  });

  it("without the Notification API: not supported", async () => {
    mockApi({ "GET /api/account/settings": settings() });
    renderCards();
    expect(await screen.findByText("Not supported in this browser")).toBeInTheDocument();
  });
});

describe("FindListCard", () => {
  it("changes listByDefault at once, sending every setting", async () => {
    const stored = settings({ reminderDays: 14, reminderDelivery: "browser", emailReminders: false });
    const api = mockApi({ "GET /api/account/settings": stored, "PUT /api/account/settings": savesSettings(stored) });
    renderCards();

    const listed = await screen.findByRole("switch", { name: LIST_BY_DEFAULT_LABEL });
    expect(listed).not.toBeChecked();
    await userEvent.click(listed);

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(listed).toBeChecked());
    expect(api.calls("PUT", "/api/account/settings")).toEqual([
      {
        reminderDays: 14,
        reminderDelivery: "browser",
        emailReminders: false,
        emailCircle: false,
        listByDefault: true,
        homeCurrency: null,
      },
    ]);
  });
});

describe("HomeCurrencyCard", () => {
  it("not chosen yet: shows the browser's suggestion, and Save keeps it with every setting", async () => {
    vi.stubGlobal("navigator", { ...navigator, language: "en-GB" });
    const stored = settings();
    const api = mockApi({ "GET /api/account/settings": stored, "PUT /api/account/settings": savesSettings(stored) });
    renderWithToaster(<HomeCurrencyCard />);

    expect(screen.getByText(HOME_CURRENCY_TEXT)).toBeInTheDocument();
    const select = await screen.findByLabelText("Currency");
    expect(select).toHaveValue("GBP");
    expect(select).toHaveAccessibleDescription(suggestedCurrencyText("GBP"));
    await userEvent.click(screen.getByRole("button", { name: SAVE_CURRENCY }));

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/settings")).toEqual([
      {
        reminderDays: 7,
        reminderDelivery: "dashboard",
        emailReminders: true,
        emailCircle: false,
        listByDefault: false,
        homeCurrency: "GBP",
      },
    ]);
    // Chosen now: no suggestion, and nothing to save until it changes.
    await waitFor(() => expect(select).not.toHaveAccessibleDescription());
    expect(screen.getByRole("button", { name: SAVE_CURRENCY })).toBeDisabled();
  });

  it("chosen: shows it, saves another, and shows the server's field message", async () => {
    const api = mockApi({
      "GET /api/account/settings": settings({ homeCurrency: "EUR" }),
      "PUT /api/account/settings": json(400, { message: "Invalid settings", fields: { homeCurrency: CURRENCY_INVALID } }),
    });
    renderWithToaster(<HomeCurrencyCard />);

    const select = await screen.findByLabelText("Currency");
    expect(select).toHaveValue("EUR");
    expect(screen.getByRole("button", { name: SAVE_CURRENCY })).toBeDisabled();
    await userEvent.selectOptions(select, "USD");
    await userEvent.click(screen.getByRole("button", { name: SAVE_CURRENCY }));

    expect(await screen.findByText(SETTINGS_SAVE_FAILED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/settings")[0]).toMatchObject({ homeCurrency: "USD" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(CURRENCY_INVALID)).toBeInTheDocument();
  });
});
