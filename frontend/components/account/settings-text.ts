// The Settings page's texts, shared by its cards and the reminders form
// (a chunk of its own).

import type { BrowserPermission } from "@/lib/browser-notifications";

export const SETTINGS_SAVED = "Settings saved";
export const SETTINGS_SAVE_FAILED = "Could not save your settings. Please try again.";
export const SETTINGS_LOAD_FAILED = "Your settings could not be loaded. Please try again later.";
export const EMAIL_UNAVAILABLE_TEXT = "Email reminders are not available on this server.";

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
