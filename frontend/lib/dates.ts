// Special dates: the API's shapes, the spec's option lists and the pure
// display helpers the date card, dialogs and home dashboard share. The
// stored values and limits come from `@/lib/domain-rules` (generated from
// the domain crate); the labels people read live here.

import { everyValue, type Schemas } from "@/lib/api";
import { DATE_TYPES, REMINDER_DELIVERIES } from "@/lib/domain-rules";

export type DateType = Schemas["DateType"];

/** Delivery types the server stores; SMS is offered in the UI as "coming soon" only. */
export type ReminderDelivery = Schemas["ReminderDelivery"];

/** The domain's date types, in its order: every value the API has, checked by `tsc`. */
const DATE_TYPE_VALUES = everyValue<DateType>()(DATE_TYPES);

/** The domain's delivery types, in its order: every value the API has, checked by `tsc`. */
const REMINDER_DELIVERY_VALUES = everyValue<ReminderDelivery>()(REMINDER_DELIVERIES);

/** The contact a date is for, as a date names it. */
export type ContactRef = Schemas["ContactSummary"];

/**
 * A date as `GET /api/dates` returns it: `date` is the stored calendar day
 * (`YYYY-MM-DD`), `nextDate` the next occurrence (or the date itself when
 * past and one-off), `countdown` 'Today!', 'Tomorrow', 'N days' or 'N days
 * ago', computed by the server.
 */
export type SpecialDate = Schemas["SpecialDateResponse"];

/** The body of `POST /api/dates`. */
export type SpecialDateInput = Schemas["NewSpecialDateBody"];

/** The body of `PATCH /api/dates/{id}`: any subset; null clears contact and notes. */
export type SpecialDateChanges = Schemas["SpecialDateBody"];

const DATE_TYPE_LABELS: Record<DateType, string> = {
  birthday: "Birthday",
  anniversary: "Anniversary",
  holiday: "Holiday",
  graduation: "Graduation",
  promotion: "Promotion",
  other: "Other",
};

/** The type select's options, in the domain's order. */
export const DATE_TYPE_OPTIONS: readonly { value: DateType; label: string }[] = DATE_TYPE_VALUES.map((value) => ({
  value,
  label: DATE_TYPE_LABELS[value],
}));

export function isDateType(value: string): value is DateType {
  return (DATE_TYPE_VALUES as readonly string[]).includes(value);
}

export function dateTypeLabel(type: string): string {
  return isDateType(type) ? DATE_TYPE_LABELS[type] : "Other";
}

/** Spec section 9: days-before options. */
export const REMINDER_DAY_OPTIONS: readonly number[] = [1, 3, 7, 14, 30];
export const DEFAULT_REMINDER_DELIVERY: ReminderDelivery = "dashboard";

export type DeliveryOptionValue = ReminderDelivery | "sms";

const DELIVERY_LABELS: Record<DeliveryOptionValue, string> = {
  dashboard: "Dashboard alerts",
  browser: "Browser notifications",
  email: "Email",
  sms: "SMS",
};

/** The label a delivery type shows as ("Dashboard alerts"). */
export function deliveryLabel(value: DeliveryOptionValue): string {
  return DELIVERY_LABELS[value];
}

/** The stored delivery types, then SMS (offered as "coming soon" only). */
export const DELIVERY_OPTIONS: readonly { value: DeliveryOptionValue; label: string }[] = [
  ...REMINDER_DELIVERY_VALUES,
  "sms" as const,
].map((value) => ({ value, label: DELIVERY_LABELS[value] }));

/** '1 day' / 'N days'. */
export function daysText(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** '7 days before', '1 day before', or 'On the day' for 0. */
export function reminderText(days: number): string {
  return days === 0 ? "On the day" : `${daysText(days)} before`;
}

const TYPE_ACTION_LABELS: Record<DateType, string> = {
  birthday: "Gift Ideas",
  anniversary: "Book Dinner",
  holiday: "Plan Visit",
  graduation: "Gift Ideas",
  promotion: "Gift Ideas",
  other: "Gift Ideas",
};

/** The type-dependent call-to-action on a date card. */
export function typeActionLabel(type: DateType): string {
  return TYPE_ACTION_LABELS[type];
}

export type DateAccent = "birthday" | "anniversary" | "holiday" | "neutral";

const DATE_ACCENTS: Record<DateType, DateAccent> = {
  birthday: "birthday",
  anniversary: "anniversary",
  holiday: "holiday",
  graduation: "neutral",
  promotion: "neutral",
  other: "neutral",
};

/** Birthday, anniversary and holiday get distinct accent colours; the rest share a neutral one. */
export function dateAccent(type: DateType): DateAccent {
  return DATE_ACCENTS[type];
}

/**
 * A calendar date as a UTC midnight, or null when the parts are no real day
 * (month 13, 30 February). The display formats below read it in UTC, so the
 * day shown is the day stored whatever the browser's time zone.
 */
function utcCalendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "long",
  day: "numeric",
});

const MONTH_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" });

/** A leap year, so a year-less 29 February is a real day. */
const ANY_LEAP_YEAR = 2000;

/**
 * `'2027-03-04'` -> `'March 4, 2027'` (spec: long month, day, year),
 * whatever the browser's time zone: the parts become a UTC date formatted
 * in UTC, never a local instant (`new Date('2027-03-04')` is the 3rd west of
 * UTC). Anything that is not a real `YYYY-MM-DD` date comes back unchanged.
 */
export function formatLongDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = utcCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return date ? LONG_DATE.format(date) : value;
}

/** A year-less `--MM-DD` (vCard) -> 'May 17'; anything else comes back unchanged. */
export function formatMonthDay(value: string): string {
  const match = /^--(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = utcCalendarDate(ANY_LEAP_YEAR, Number(match[1]), Number(match[2]));
  return date ? MONTH_DAY.format(date) : value;
}

/**
 * `/dates`' two lists: the dates still to come, soonest first (a tie keeps
 * the given order: the server's, which is already soonest first), and the
 * past ones (one-off dates whose day has gone), most recent first.
 */
export function splitPastDates<T extends Pick<SpecialDate, "daysUntil">>(dates: readonly T[]): { upcoming: T[]; past: T[] } {
  const upcoming = dates.filter((date) => date.daysUntil >= 0).sort((a, b) => a.daysUntil - b.daysUntil);
  const past = dates.filter((date) => date.daysUntil < 0).sort((a, b) => b.daysUntil - a.daysUntil);
  return { upcoming, past };
}

/** A date on a list of mine: my own, or one a friend shared with me (`sharedBy`: their first name). */
export type ListedDate = SpecialDate & { sharedBy?: string };

/** A date a friend shared with me, as `GET /api/sharing/special-dates` lists it. */
export type SharedDateEntry = Schemas["SharedDateEntry"];

/**
 * The dates to come, mine and those friends shared with me, by the `/dates`
 * list's rule (`splitPastDates`): past one-off dates left out, the rest
 * soonest first, mine first on a tie. With `withinDays`, only those in the
 * next that many days, today included (as `GET /api/dates/upcoming?days=`).
 */
export function comingDates(
  own: readonly SpecialDate[],
  shared: readonly Pick<SharedDateEntry, "specialDate" | "owner">[],
  { withinDays }: { withinDays?: number } = {},
): ListedDate[] {
  const listed: ListedDate[] = [
    ...own,
    ...shared
      .filter((entry) => entry?.specialDate)
      .map((entry) => ({ ...entry.specialDate, sharedBy: entry.owner?.firstName?.trim() || "a friend" })),
  ];
  const { upcoming } = splitPastDates(listed);
  return withinDays === undefined ? upcoming : upcoming.filter((date) => date.daysUntil <= withinDays);
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

/**
 * A calendar date (`YYYY-MM-DD`, shown as stored) or an RFC 3339 instant
 * (shown as the day it is in the browser's time zone) as 'March 4, 2027'.
 * Anything else comes back unchanged.
 */
export function formatLongDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  // Made per call: the browser's zone is read when a format is made.
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(new Date(time));
}

/**
 * An RFC 3339 instant as the day and time it is in the browser's time zone:
 * 'March 4, 2027 at 2:05 PM'. Anything else comes back unchanged.
 */
export function formatLongDayTime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  // Made per call: the browser's zone is read when a format is made.
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(time));
}
