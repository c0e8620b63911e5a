import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  DigestCard,
  EMAIL_UNAVAILABLE_TEXT,
  FindListCard,
  HOME_CURRENCY_TEXT,
  HolidaysCard,
  HomeCurrencyCard,
  LIST_BY_DEFAULT_LABEL,
  NO_EMAIL_TEXT,
  NudgesCard,
  PERMISSION_TEXT,
  RemindersCard,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  suggestedCurrencyText,
} from "@/components/account/account-settings-cards";
import {
  DIGEST_TEXT,
  HOLIDAYS_TEXT,
  NUDGES_LABEL,
  NUDGES_TEXT,
  SAVE_COUNTRY,
  SAVE_CURRENCY,
  digestZoneText,
  suggestedCountryText,
} from "@/components/account/settings-text";
import { toSettingsInput as toSettings, type AccountSettings } from "@/lib/account";
import { CURRENCY_INVALID, REMINDER_DAYS_RANGE } from "@/lib/messages";
import { accountSettings as settings } from "@/test/account-settings-probe";
import { json, mockApi } from "@/test/api-mock";
import { user } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

/** The weekly email, nudges and country settings as a new account has them. */
const DIGEST_DEFAULTS = { digest: "weekly", digestDay: "monday", digestHour: 8, nudges: true, country: null };

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
        ...DIGEST_DEFAULTS,
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
        ...DIGEST_DEFAULTS,
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
        ...DIGEST_DEFAULTS,
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

/** Opens the select named `label` and picks `option`. */
async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

describe("DigestCard", () => {
  function renderDigest(routes: Parameters<typeof mockApi>[0]) {
    const api = mockApi({ "GET /api/auth/user": user({ timeZone: "Europe/London" }), ...routes });
    renderWithToaster(<DigestCard />);
    return api;
  }

  it("shows weekly on Monday at 08:00 in my time zone, and Save sends every setting", async () => {
    const stored = settings({ homeCurrency: "EUR" });
    const api = renderDigest({ "GET /api/account/settings": stored, "PUT /api/account/settings": savesSettings(stored) });

    expect(screen.getByRole("heading", { level: 2, name: "Weekly email" })).toBeInTheDocument();
    expect(screen.getByText(DIGEST_TEXT)).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "How often" })).toHaveTextContent("Weekly");
    expect(await screen.findByRole("combobox", { name: "Day" })).toHaveTextContent("Monday");
    const time = screen.getByRole("combobox", { name: "Time" });
    expect(time).toHaveValue("8");
    expect(Array.from((time as HTMLSelectElement).options, (o) => o.text)).toEqual(
      Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`),
    );
    await waitFor(() => expect(time).toHaveAccessibleDescription(digestZoneText("Europe/London")));
    expect(screen.queryByText(NO_EMAIL_TEXT)).not.toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();

    await userEvent.click(await screen.findByRole("combobox", { name: "How often" }));
    const choices = await screen.findByRole("listbox");
    expect(within(choices).getAllByRole("option").map((o) => o.textContent)).toEqual(["Weekly", "Daily", "Off"]);
    await userEvent.keyboard("{Escape}");
    await choose("Day", "Friday");
    await userEvent.selectOptions(time, "18");
    await userEvent.click(save);

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/settings")).toEqual([
      {
        reminderDays: 7,
        reminderDelivery: "dashboard",
        emailReminders: true,
        emailCircle: false,
        listByDefault: false,
        homeCurrency: "EUR",
        digest: "weekly",
        digestDay: "friday",
        digestHour: 18,
        nudges: true,
        country: null,
      },
    ]);
    // Saved: nothing to save again.
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("Daily asks no day; Off asks no time either", async () => {
    const stored = settings({ digestHour: 7 });
    const api = renderDigest({ "GET /api/account/settings": stored, "PUT /api/account/settings": savesSettings(stored) });

    await choose("How often", "Daily");
    expect(screen.queryByRole("combobox", { name: "Day" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Time" })).toHaveValue("7");

    await choose("How often", "Off");
    expect(screen.queryByRole("combobox", { name: "Day" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Time" })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Sent in your time zone/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    // The day and hour it had go along, kept for when it is on again.
    expect(api.calls("PUT", "/api/account/settings")[0]).toMatchObject({
      digest: "off",
      digestDay: "monday",
      digestHour: 7,
    });
  });

  it("without email on the server: shown, not changeable, and said so", async () => {
    const api = renderDigest({ "GET /api/account/settings": settings({ emailAvailable: false }) });

    expect(await screen.findByText(NO_EMAIL_TEXT)).toBeInTheDocument();
    const often = await screen.findByRole("combobox", { name: "How often" });
    expect(often).toBeDisabled();
    expect(often).toHaveTextContent("Weekly");
    expect(await screen.findByRole("combobox", { name: "Day" })).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Time" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.click(often);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/settings")).toHaveLength(0);
  });

  it("shows the server's field message under its select", async () => {
    const message = "The hour must be from 0 to 23.";
    renderDigest({
      "GET /api/account/settings": settings(),
      "PUT /api/account/settings": json(400, { message: "Invalid settings", fields: { digestHour: message } }),
    });
    const time = await screen.findByRole("combobox", { name: "Time" });
    await userEvent.selectOptions(time, "23");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(SETTINGS_SAVE_FAILED)).toBeInTheDocument();
    expect(time).toHaveAttribute("aria-invalid", "true");
    expect(time).toHaveAccessibleDescription(`${digestZoneText("Europe/London")} ${message}`);
    // Changed again: the message goes.
    await userEvent.selectOptions(time, "22");
    expect(time).not.toHaveAttribute("aria-invalid");
  });
});

describe("NudgesCard", () => {
  it("turns nudges off at once, sending every setting", async () => {
    const stored = settings({ digest: "daily", country: "GB" });
    const api = mockApi({ "GET /api/account/settings": stored, "PUT /api/account/settings": savesSettings(stored) });
    renderWithToaster(<NudgesCard />);

    const nudges = await screen.findByRole("switch", { name: NUDGES_LABEL });
    expect(nudges).toBeChecked();
    expect(nudges).toHaveAccessibleDescription(NUDGES_TEXT);
    await userEvent.click(nudges);

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(nudges).not.toBeChecked());
    expect(api.calls("PUT", "/api/account/settings")).toEqual([
      { ...toSettings(stored), nudges: false },
    ]);
  });
});

describe("HolidaysCard", () => {
  const COUNTRIES = [
    { code: "DE", name: "Germany" },
    { code: "GB", name: "United Kingdom" },
    { code: "US", name: "United States" },
  ];
  const HOLIDAYS = { country: "US", countries: COUNTRIES, days: [] };

  function browserSpeaks(...languages: string[]) {
    vi.stubGlobal("navigator", { ...navigator, language: languages[0], languages });
  }

  it("not chosen yet: shows the browser's country, and Save keeps it with every setting", async () => {
    browserSpeaks("en-GB", "en");
    const stored = settings();
    const api = mockApi({
      "GET /api/account/settings": stored,
      "PUT /api/account/settings": savesSettings(stored),
      "GET /api/holidays": HOLIDAYS,
    });
    renderWithToaster(<HolidaysCard />);

    expect(screen.getByText(HOLIDAYS_TEXT)).toBeInTheDocument();
    const country = await screen.findByRole("combobox", { name: "Country" });
    expect(country).toHaveValue("GB");
    expect(Array.from((country as HTMLSelectElement).options, (o) => o.text)).toEqual([
      "Germany",
      "United Kingdom",
      "United States",
    ]);
    expect(country).toHaveAccessibleDescription(suggestedCountryText("United Kingdom"));
    await userEvent.click(screen.getByRole("button", { name: SAVE_COUNTRY }));

    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/settings")).toEqual([{ ...toSettings(stored), country: "GB" }]);
    // The suggestions are another country's now: asked again.
    expect(api.calls("GET", "/api/holidays")).toHaveLength(2);
    await waitFor(() => expect(country).not.toHaveAccessibleDescription());
    expect(screen.getByRole("button", { name: SAVE_COUNTRY })).toBeDisabled();
  });

  it("not chosen, and the browser names no country the server knows: the server's", async () => {
    browserSpeaks("de");
    mockApi({ "GET /api/account/settings": settings(), "GET /api/holidays": HOLIDAYS });
    renderWithToaster(<HolidaysCard />);

    const country = await screen.findByRole("combobox", { name: "Country" });
    expect(country).toHaveValue("US");
    expect(country).toHaveAccessibleDescription(suggestedCountryText("United States"));
    expect(screen.getByRole("button", { name: SAVE_COUNTRY })).toBeEnabled();
  });

  it("chosen: shows it, saves another, and shows the server's field message", async () => {
    browserSpeaks("en-GB");
    const message = "Choose a country from the list.";
    const api = mockApi({
      "GET /api/account/settings": settings({ country: "DE" }),
      "PUT /api/account/settings": json(400, { message: "Invalid settings", fields: { country: message } }),
      "GET /api/holidays": { ...HOLIDAYS, country: "DE" },
    });
    renderWithToaster(<HolidaysCard />);

    const country = await screen.findByRole("combobox", { name: "Country" });
    expect(country).toHaveValue("DE");
    expect(country).not.toHaveAccessibleDescription();
    expect(screen.getByRole("button", { name: SAVE_COUNTRY })).toBeDisabled();
    await userEvent.selectOptions(country, "US");
    await userEvent.click(screen.getByRole("button", { name: SAVE_COUNTRY }));

    expect(await screen.findByText(SETTINGS_SAVE_FAILED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/settings")[0]).toMatchObject({ country: "US" });
    expect(country).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("says so when the countries cannot be loaded", async () => {
    mockApi({ "GET /api/account/settings": settings(), "GET /api/holidays": json(500, { message: "boom" }) });
    renderWithToaster(<HolidaysCard />);
    expect(await screen.findByText("The countries could not be loaded. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Country" })).not.toBeInTheDocument();
  });
});
