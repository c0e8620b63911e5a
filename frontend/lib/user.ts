import type { Schemas } from "@/lib/api";

/**
 * The signed-in user (`GET /api/auth/user`). `timeZoneFollowsBrowser`: true,
 * the browser's reports (`PATCH /api/auth/user`) set `timeZone`; false, the
 * user chose `timeZone` on the profile page.
 */
export type User = Schemas["UserResponse"];

type NameFields = Pick<User, "firstName" | "lastName" | "email">;

function clean(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

/**
 * 'firstName lastName' when both exist, else the part of the email before
 * '@'. Empty when neither is known (callers show 'Account' or 'User').
 */
export function displayName(user: NameFields | null | undefined): string {
  if (!user) return "";
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${first} ${last}`;
  const email = clean(user.email);
  if (email) return email.split("@")[0];
  return first || last;
}

/** First letter of the first name, else of the email, upper-cased. */
export function initials(user: Pick<User, "firstName" | "email"> | null | undefined): string {
  const source = clean(user?.firstName) || clean(user?.email);
  return source ? source.charAt(0).toUpperCase() : "";
}

/** Time-of-day greeting by local hour: morning before 12, afternoon before 17, else evening. */
export function greeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

/** The name the home greeting uses: first name, else the display name. */
export function greetingName(user: NameFields | null | undefined): string {
  return clean(user?.firstName) || displayName(user);
}
