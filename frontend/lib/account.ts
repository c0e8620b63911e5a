// My account (issue 20; the API contract in notes/account-api.md): the
// profile, the account settings (defaults for new dates and lists, email
// reminders), the export and import of my data, and deleting the account.

import { apiRequest, apiUpload } from "@/lib/api";
import { DEFAULT_REMINDER_DELIVERY, type ReminderDelivery } from "@/lib/dates";
import { DEFAULT_REMINDER_DAYS } from "@/lib/domain-rules";
import type { User } from "@/lib/user";

export const AUTH_USER_PATH = "/api/auth/user";
export const PROFILE_PATH = "/api/account/profile";
export const ACCOUNT_SETTINGS_PATH = "/api/account/settings";
export const TIME_ZONES_PATH = "/api/time-zones";
export const ACCOUNT_PATH = "/api/account";
export const IMPORT_PATH = "/api/account/import";

/** The downloads of "Your data": plain same-origin links (the session cookie goes along). */
export const EXPORT_JSON_PATH = "/api/account/export";
export const EXPORT_CONTACTS_PATH = "/api/account/export/contacts.vcf";
export const EXPORT_DATES_PATH = "/api/account/export/dates.ics";

/** The largest export file the server imports. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** What a user without an email types to delete the account. */
export const DELETE_PHRASE = "delete my account";

// The server's messages for these fields (it sends them in 400 bodies too),
// from the one generated list.
export const FIRST_NAME_MAX = 100;
export const LAST_NAME_MAX = 100;
export {
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  PHOTO_URL_INVALID,
  IMPORT_NOT_AN_EXPORT as NOT_AN_EXPORT,
  DELETE_CONFIRM_MISMATCH as CONFIRM_MISMATCH,
} from "@/lib/messages";
export const IMPORT_TOO_LARGE = "The file is larger than 5 MB.";

/** `PUT /api/account/profile`: empty means none; a null `timeZone` follows the browser. */
export interface ProfileInput {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  timeZone: string | null;
}

/** `GET /api/account/settings`. */
export interface AccountSettings {
  /** Days before, the default for new dates. */
  reminderDays: number;
  /** The default delivery for new dates. */
  reminderDelivery: ReminderDelivery;
  /** False: no reminder emails are sent (reminders still show in the bell). */
  emailReminders: boolean;
  /** "Email me about my circle": at most one email a day with the bell's news of people and lists (off by default). */
  emailCircle: boolean;
  /** Whether the server can send mail (read-only). */
  emailAvailable: boolean;
  /** The default of "listed in Find a list" for new group lists and a newly public wishlist. */
  listByDefault: boolean;
}

/** `PUT /api/account/settings`: every setting, always. */
export type AccountSettingsInput = Omit<AccountSettings, "emailAvailable">;

/** `POST /api/account/import`: what was added. */
export interface ImportResult {
  contacts: number;
  dates: number;
  wishlistItems: number;
}

/**
 * The reminder a new date starts with: the account's defaults, or 7 days on
 * the dashboard while they are unknown. Email falls back to the dashboard
 * when the server cannot send it (any more).
 */
export function reminderDefaults(settings: AccountSettings | undefined): {
  reminderDays: number;
  reminderDelivery: ReminderDelivery;
} {
  if (!settings) return { reminderDays: DEFAULT_REMINDER_DAYS, reminderDelivery: DEFAULT_REMINDER_DELIVERY };
  const emailOff = settings.reminderDelivery === "email" && !settings.emailAvailable;
  return {
    reminderDays: settings.reminderDays,
    reminderDelivery: emailOff ? DEFAULT_REMINDER_DELIVERY : settings.reminderDelivery,
  };
}

/** The body of `PUT /api/account/settings`, from settings or from a form's values. */
export function toSettingsInput(settings: AccountSettingsInput): AccountSettingsInput {
  return {
    reminderDays: settings.reminderDays,
    reminderDelivery: settings.reminderDelivery,
    emailReminders: settings.emailReminders,
    emailCircle: settings.emailCircle,
    listByDefault: settings.listByDefault,
  };
}

/** `PUT /api/account/profile`: answers the user as `GET /api/auth/user` does. */
export function updateProfile(profile: ProfileInput): Promise<User> {
  return apiRequest<User>("PUT", PROFILE_PATH, profile);
}

/**
 * `PATCH /api/auth/user {timeZone}`: the browser's zone. The server takes it
 * while the user follows the browser and otherwise answers the user unchanged.
 */
export function reportTimeZone(zone: string): Promise<User> {
  return apiRequest<User>("PATCH", AUTH_USER_PATH, { timeZone: zone });
}

/** `PUT /api/account/settings`. */
export function updateAccountSettings(settings: AccountSettingsInput): Promise<AccountSettings> {
  return apiRequest<AccountSettings>("PUT", ACCOUNT_SETTINGS_PATH, toSettingsInput(settings));
}

/**
 * `POST /api/account/import` with an export file's text as it is
 * (`application/json`). Sent once, without an Idempotency-Key: the file may
 * be larger than the server reads for one, and an import into a non-empty
 * account is refused anyway, so a repeat cannot add anything twice.
 */
export function importAccountData(fileText: string): Promise<ImportResult> {
  return apiUpload<ImportResult>(IMPORT_PATH, fileText, "application/json");
}

/** A chosen file's text (FileReader: it also works where `Blob.text` is missing, as in jsdom). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

/** `DELETE /api/account`: 204, and the session is gone. */
export async function deleteAccount(confirm: string): Promise<void> {
  await apiRequest<null>("DELETE", ACCOUNT_PATH, { confirm });
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The import toast's description: 'Added 3 contacts, 2 dates and 1 wishlist item.' */
export function importSummary(result: ImportResult): string {
  return `Added ${plural(result.contacts, "contact", "contacts")}, ${plural(result.dates, "date", "dates")} and ${plural(
    result.wishlistItems,
    "wishlist item",
    "wishlist items",
  )}.`;
}

/** What the user must type to delete the account: the email, or the phrase without one. */
export function deleteConfirmation(email: string | null | undefined): string {
  return email?.trim() || DELETE_PHRASE;
}

/** Whether `typed` matches `expected` (trimmed, case-insensitive), as the server compares them. */
export function confirmationMatches(typed: string, expected: string): boolean {
  const a = typed.trim().toLowerCase();
  return a !== "" && a === expected.trim().toLowerCase();
}

/** A photo address the server accepts: `https://` and something after it. */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/\S+$/i.test(value.trim());
}
