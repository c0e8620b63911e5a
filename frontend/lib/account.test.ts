import { describe, expect, it } from "vitest";

import {
  DELETE_PHRASE,
  DIGEST_DAYS,
  DIGEST_FREQUENCIES,
  DIGEST_HOURS,
  digestHourLabel,
  confirmationMatches,
  deleteConfirmation,
  importSummary,
  isHttpsUrl,
  reminderDefaults,
  toSettingsInput,
} from "@/lib/account";
import { accountSettings } from "@/test/account-settings-probe";

describe("account helpers", () => {
  it("summarises an import, singular and plural", () => {
    expect(importSummary({ contacts: 3, dates: 2, wishlistItems: 5, gifts: 0, lists: 0, budgets: 0 })).toBe(
      "Added 3 contacts, 2 dates and 5 wishlist items.",
    );
    expect(importSummary({ contacts: 1, dates: 1, wishlistItems: 1, gifts: 0, lists: 0, budgets: 0 })).toBe(
      "Added 1 contact, 1 date and 1 wishlist item.",
    );
    expect(importSummary({ contacts: 0, dates: 0, wishlistItems: 0, gifts: 0, lists: 0, budgets: 0 })).toBe(
      "Added 0 contacts, 0 dates and 0 wishlist items.",
    );
    expect(importSummary({ contacts: 1, dates: 0, wishlistItems: 2, gifts: 0, lists: 1, budgets: 0 })).toBe(
      "Added 1 contact, 0 dates, 2 wishlist items and 1 more list.",
    );
    expect(importSummary({ contacts: 0, dates: 0, wishlistItems: 0, gifts: 0, lists: 3, budgets: 0 })).toBe(
      "Added 0 contacts, 0 dates, 0 wishlist items and 3 more lists.",
    );
    expect(importSummary({ contacts: 2, dates: 0, wishlistItems: 1, gifts: 4, lists: 1, budgets: 0 })).toBe(
      "Added 2 contacts, 0 dates, 1 wishlist item, 4 gifts and 1 more list.",
    );
    expect(importSummary({ contacts: 1, dates: 1, wishlistItems: 0, gifts: 1, lists: 0, budgets: 0 })).toBe(
      "Added 1 contact, 1 date, 0 wishlist items and 1 gift.",
    );
    expect(importSummary({ contacts: 1, dates: 0, wishlistItems: 0, gifts: 3, lists: 1, budgets: 2 })).toBe(
      "Added 1 contact, 0 dates, 0 wishlist items, 3 gifts, 2 budgets and 1 more list.",
    );
  });

  it("asks for the email, or the phrase without one", () => {
    expect(deleteConfirmation("ada@example.com")).toBe("ada@example.com");
    expect(deleteConfirmation(null)).toBe(DELETE_PHRASE);
    expect(deleteConfirmation("  ")).toBe(DELETE_PHRASE);
  });

  it("compares the confirmation trimmed and case-insensitively, never empty", () => {
    expect(confirmationMatches("  ADA@example.com ", "ada@example.com")).toBe(true);
    expect(confirmationMatches("ada@example.co", "ada@example.com")).toBe(false);
    expect(confirmationMatches("Delete My Account", DELETE_PHRASE)).toBe(true);
    expect(confirmationMatches("", "")).toBe(false);
  });

  it("accepts only https photo addresses", () => {
    expect(isHttpsUrl("https://example.com/a.png")).toBe(true);
    expect(isHttpsUrl("http://example.com/a.png")).toBe(false);
    expect(isHttpsUrl("https://")).toBe(false);
    expect(isHttpsUrl("https://a b")).toBe(false);
  });

  it("gives a new date's reminder: the account's, email only when the server sends it", () => {
    expect(reminderDefaults(undefined)).toEqual({ reminderDays: 7, reminderDelivery: "dashboard" });
    expect(reminderDefaults(accountSettings({ reminderDays: 0, reminderDelivery: "browser" }))).toEqual({
      reminderDays: 0,
      reminderDelivery: "browser",
    });
    expect(reminderDefaults(accountSettings({ reminderDelivery: "email", emailAvailable: false }))).toEqual({
      reminderDays: 7,
      reminderDelivery: "dashboard",
    });
    expect(reminderDefaults(accountSettings({ reminderDelivery: "email", emailAvailable: true })).reminderDelivery).toBe(
      "email",
    );
  });

  it("sends the writable settings, never emailAvailable", () => {
    expect(toSettingsInput(accountSettings({ listByDefault: true }))).toEqual({
      reminderDays: 7,
      reminderDelivery: "dashboard",
      emailReminders: true,
      emailCircle: false,
      listByDefault: true,
      homeCurrency: null,
      digest: "weekly",
      digestDay: "monday",
      digestHour: 8,
      nudges: true,
      country: null,
    });
    expect(toSettingsInput(accountSettings({ homeCurrency: "EUR" })).homeCurrency).toBe("EUR");
    expect(
      toSettingsInput(accountSettings({ digest: "daily", digestDay: "friday", digestHour: 0, nudges: false, country: "GB" })),
    ).toMatchObject({ digest: "daily", digestDay: "friday", digestHour: 0, nudges: false, country: "GB" });
  });

  it("offers every digest choice in order, and writes hours as 24-hour times", () => {
    expect(DIGEST_FREQUENCIES).toEqual(["weekly", "daily", "off"]);
    expect(DIGEST_DAYS[0]).toBe("monday");
    expect(DIGEST_DAYS).toHaveLength(7);
    expect(DIGEST_HOURS.map(digestHourLabel)).toEqual(
      Array.from({ length: 24 }, (_, hour) => `${hour < 10 ? "0" : ""}${hour}:00`),
    );
    expect(digestHourLabel(0)).toBe("00:00");
    expect(digestHourLabel(23)).toBe("23:00");
  });
});
