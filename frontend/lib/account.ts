// My account (issue 20; the API contract in notes/account-api.md): the
// profile, the account settings (defaults for new dates and lists, email
// reminders, the weekly email, nudges, my country), the export and import
// of my data, and deleting the account.

import { api, apiUpload, everyValue, routePath, type ApiAnswer, type Schemas } from "@/lib/api";
import { DEFAULT_REMINDER_DELIVERY, type ReminderDelivery } from "@/lib/dates";
import { DEFAULT_REMINDER_DAYS } from "@/lib/domain-rules";
import type { User } from "@/lib/user";

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

/**
 * `PUT /api/account/profile`: empty means none; a null `timeZone` follows
 * the browser; `birthday` is `YYYY-MM-DD`, or null for none.
 */
export type ProfileInput = Schemas["ProfileBody"];

/**
 * `GET /api/account/settings`: the defaults for new dates (`reminderDays`,
 * `reminderDelivery`) and for "listed in Find a list" (`listByDefault`),
 * the reminder emails (`emailReminders`) and "Email me about my circle"
 * (`emailCircle`), the currency budgets and spending are kept in
 * (`homeCurrency`, null until chosen), the weekly email (`digest`, and when:
 * `digestDay`, `digestHour` in my own time zone), whether my circle may nudge
 * me (`nudges`), my country for gift-giving days (`country`, null until
 * chosen) and whether the server can send mail (`emailAvailable`, read-only).
 */
export type AccountSettings = Schemas["SettingsResponse"];

/** How often the weekly email comes: weekly, daily or off. */
export type DigestFrequency = AccountSettings["digest"];

/** The weekday a weekly email comes on. */
export type DigestDay = AccountSettings["digestDay"];

/** The choices of "How often", in the order shown: every value the API has, checked by `tsc`. */
export const DIGEST_FREQUENCIES = everyValue<DigestFrequency>()(["weekly", "daily", "off"]);

/** The weekdays, Monday first: every value the API has, checked by `tsc`. */
export const DIGEST_DAYS = everyValue<DigestDay>()([
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
]);

/** The hours a digest can be sent at, 0 to 23 in the user's own time zone. */
export const DIGEST_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/** An hour as the Time select shows it: 8 -> '08:00'. */
export function digestHourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** Every setting I can change: all of them but the read-only `emailAvailable`. */
export type AccountSettingValues = Omit<AccountSettings, "emailAvailable">;

/** The body of `PUT /api/account/settings` (the frontend always sends every setting). */
export type AccountSettingsInput = Schemas["SettingsBody"];

/** `POST /api/account/import`: what was added. */
export type ImportResult = Schemas["ImportResult"];

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

/** The body of `PUT /api/account/settings` (every setting), from settings or from a form's values. */
export function toSettingsInput(settings: AccountSettingValues): AccountSettingValues {
  return {
    reminderDays: settings.reminderDays,
    reminderDelivery: settings.reminderDelivery,
    emailReminders: settings.emailReminders,
    emailCircle: settings.emailCircle,
    listByDefault: settings.listByDefault,
    homeCurrency: settings.homeCurrency,
    digest: settings.digest,
    digestDay: settings.digestDay,
    digestHour: settings.digestHour,
    nudges: settings.nudges,
    country: settings.country,
  };
}

/** `PUT /api/account/profile`: answers the user as `GET /api/auth/user` does. */
export function updateProfile(profile: ProfileInput): Promise<User> {
  return api("PUT", "/api/account/profile", { body: profile });
}

/**
 * `PATCH /api/auth/user {timeZone}`: the browser's zone. The server takes it
 * while the user follows the browser and otherwise answers the user unchanged.
 */
export function reportTimeZone(zone: string): Promise<User> {
  const body: Schemas["UpdateUserRequest"] = { timeZone: zone };
  return api("PATCH", "/api/auth/user", { body });
}

/** `PUT /api/account/settings`. */
export function updateAccountSettings(settings: AccountSettingValues): Promise<AccountSettings> {
  const body: AccountSettingsInput = toSettingsInput(settings);
  return api("PUT", "/api/account/settings", { body });
}

/**
 * `POST /api/account/import` with an export file's text as it is
 * (`application/json`). Sent once, without an Idempotency-Key: the file may
 * be larger than the server reads for one, and an import into a non-empty
 * account is refused anyway, so a repeat cannot add anything twice.
 */
export function importAccountData(fileText: string): Promise<ImportResult> {
  return apiUpload<ApiAnswer<"/api/account/import", "POST">>(
    routePath("/api/account/import"),
    fileText,
    "application/json",
  );
}

export { readFileText } from "@/lib/files";

/** `DELETE /api/account`: 204, and the session is gone. */
export async function deleteAccount(confirm: string): Promise<void> {
  const body: Schemas["DeleteAccountBody"] = { confirm };
  await api("DELETE", "/api/account", { body });
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The import toast's description: 'Added 3 contacts, 2 dates and 1 wishlist
 * item.', with ' and 4 gifts' when the file held gifts kept for people,
 * ' and 1 budget' when it held budgets, and ' and 2 more lists' when it held
 * lists beside the default one (their items are theirs).
 */
export function importSummary(result: ImportResult): string {
  const parts = [
    plural(result.contacts, "contact", "contacts"),
    plural(result.dates, "date", "dates"),
    plural(result.wishlistItems, "wishlist item", "wishlist items"),
  ];
  if (result.gifts > 0) parts.push(plural(result.gifts, "gift", "gifts"));
  if (result.budgets > 0) parts.push(plural(result.budgets, "budget", "budgets"));
  if (result.lists > 0) parts.push(plural(result.lists, "more list", "more lists"));
  return `Added ${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}.`;
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
