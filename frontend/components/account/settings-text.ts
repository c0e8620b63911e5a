// The Settings page's texts, shared by its cards and the reminders form
// (a chunk of its own).

import type { DigestDay, DigestFrequency } from "@/lib/account";
import type { BrowserPermission } from "@/lib/browser-notifications";

export const SETTINGS_SAVED = "Settings saved";
export const SETTINGS_SAVE_FAILED = "Could not save your settings. Please try again.";
export const SETTINGS_LOAD_FAILED = "Your settings could not be loaded. Please try again later.";
export const EMAIL_UNAVAILABLE_TEXT = "Email reminders are not available on this server.";
/** Said where a whole email (the weekly one) cannot be had, not only reminders. */
export const NO_EMAIL_TEXT = "This server cannot send email.";

export const HOME_CURRENCY_TITLE = "Home currency";
export const HOME_CURRENCY_TEXT =
  "Budgets and spending are kept in this currency. Amounts in others are listed, never converted.";
export const HOME_CURRENCY_LABEL = "Currency";
export const SAVE_CURRENCY = "Save currency";

/** 'Not chosen yet: USD is what your browser's language suggests.' */
export function suggestedCurrencyText(currency: string): string {
  return `Not chosen yet: ${currency} is what your browser's language suggests. Save to keep it.`;
}

/** How the Browser notifications row reads each permission. */
export const PERMISSION_TEXT: Record<BrowserPermission, string> = {
  granted: "Allowed",
  denied: "Blocked — change it in your browser's site settings",
  default: "Not asked yet",
  unsupported: "Not supported in this browser",
};

export const DIGEST_TITLE = "Weekly email";
export const DIGEST_TEXT =
  "Your coming dates, changes in lists you follow, price drops, and exchanges and shared purchases waiting for you.";
export const DIGEST_FREQUENCY_LABEL = "How often";
export const DIGEST_DAY_LABEL = "Day";
export const DIGEST_HOUR_LABEL = "Time";

export const DIGEST_FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  weekly: "Weekly",
  daily: "Daily",
  off: "Off",
};

export const DIGEST_DAY_LABELS: Record<DigestDay, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** 'Sent in your time zone (Europe/London).' */
export function digestZoneText(zone: string): string {
  return `Sent in your time zone (${zone}).`;
}

export const NUDGES_TITLE = "Nudges";
export const NUDGES_LABEL = "Let my circle nudge me";
export const NUDGES_TEXT =
  "When someone shopping for you asks, we tell you it's a good time to update your list. We never say who.";

export const HOLIDAYS_TITLE = "Holidays";
export const HOLIDAYS_TEXT = "Your country's gift-giving days are suggested on your dates page.";
export const COUNTRY_LABEL = "Country";
export const SAVE_COUNTRY = "Save country";
export const COUNTRIES_LOAD_FAILED = "The countries could not be loaded. Please try again later.";

/** 'Not chosen yet: United Kingdom is suggested (your browser's, else the server's).' */
export function suggestedCountryText(country: string): string {
  return `Not chosen yet: ${country} is suggested. Save to keep it.`;
}
