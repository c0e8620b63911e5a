// Special dates: the API's shapes, the spec's option lists and the pure
// display helpers the date card, dialogs and home dashboard share.

export type DateType = "birthday" | "anniversary" | "holiday" | "graduation" | "promotion" | "other";

/** Delivery types the server stores; SMS is offered in the UI as "coming soon" only. */
export type ReminderDelivery = "dashboard" | "browser" | "email";

export interface ContactRef {
  id: number;
  name: string;
}

export interface SpecialDate {
  id: number;
  title: string;
  /** The stored calendar date, `YYYY-MM-DD`. */
  date: string;
  type: DateType;
  contactId: number | null;
  contact: ContactRef | null;
  recurring: boolean;
  reminderDays: number;
  reminderDelivery: ReminderDelivery;
  notes: string | null;
  shopped: boolean;
  /** The next occurrence (or the date itself when past and one-off), `YYYY-MM-DD`. */
  nextDate: string;
  daysUntil: number;
  /** 'Today!', 'Tomorrow', 'N days' or 'N days ago', computed by the server. */
  countdown: string;
  createdAt: string;
  updatedAt: string;
}

/** The body of `POST /api/dates`; `PATCH /api/dates/{id}` takes any subset (null clears). */
export interface SpecialDateInput {
  title: string;
  type: DateType;
  date: string;
  contactId?: number | null;
  recurring: boolean;
  reminderDays: number;
  reminderDelivery: ReminderDelivery;
  notes?: string | null;
}

export const DATE_TYPES: readonly { value: DateType; label: string }[] = [
  { value: "birthday", label: "Birthday" },
  { value: "anniversary", label: "Anniversary" },
  { value: "holiday", label: "Holiday" },
  { value: "graduation", label: "Graduation" },
  { value: "promotion", label: "Promotion" },
  { value: "other", label: "Other" },
];

export function dateTypeLabel(type: string): string {
  return DATE_TYPES.find((t) => t.value === type)?.label ?? "Other";
}

/** The server's limits (crates/domain special_date.rs), in characters after trimming. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_NOTES_LENGTH = 2000;

/** Spec section 9: days-before options. */
export const REMINDER_DAY_OPTIONS: readonly number[] = [1, 3, 7, 14, 30];
export const DEFAULT_REMINDER_DAYS = 7;
export const DEFAULT_REMINDER_DELIVERY: ReminderDelivery = "dashboard";

export type DeliveryOptionValue = ReminderDelivery | "sms";

export const DELIVERY_OPTIONS: readonly { value: DeliveryOptionValue; label: string }[] = [
  { value: "dashboard", label: "Dashboard alerts" },
  { value: "browser", label: "Browser notifications" },
  { value: "email", label: "Email" },
  { value: "sms", label: "SMS" },
];

/** '1 day' / 'N days'. */
export function daysText(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** '7 days before', '1 day before', or 'On the day' for 0. */
export function reminderText(days: number): string {
  return days === 0 ? "On the day" : `${daysText(days)} before`;
}

/** The type-dependent call-to-action on a date card. */
export function typeActionLabel(type: string): string {
  if (type === "anniversary") return "Book Dinner";
  if (type === "holiday") return "Plan Visit";
  return "Gift Ideas";
}

export type DateAccent = "birthday" | "anniversary" | "holiday" | "neutral";

/** Birthday, anniversary and holiday get distinct accent colours; the rest share a neutral one. */
export function dateAccent(type: string): DateAccent {
  return type === "birthday" || type === "anniversary" || type === "holiday" ? type : "neutral";
}

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * `'2027-03-04'` -> `'March 4, 2027'`, whatever the browser's time zone.
 * The string is split, never parsed with `new Date()` (which reads it as a
 * UTC instant and shows the previous day west of UTC). Anything that is not
 * a `YYYY-MM-DD` date comes back unchanged.
 */
export function formatLongDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return value;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** The home dashboard's line: 'N special moments coming up', or 'All caught up for today' at zero. */
export function upcomingMomentsText(count: number, allCaughtUp: string): string {
  if (count <= 0) return allCaughtUp;
  return count === 1 ? "1 special moment coming up" : `${count} special moments coming up`;
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** An RFC 3339 instant relative to `now`: 'just now', '5 minutes ago', 'yesterday', ... */
export function formatRelativeTime(instant: string, now: number = Date.now()): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return "";
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.trunc(seconds / 60) || (seconds < 0 ? -1 : 1), "minute");
}
