// Contacts: the API's shapes, the relationship options and the pure display
// helpers the contact cards, dialogs and the import list share.

import { MONTHS, formatLongDate } from "@/lib/dates";

export type Relationship = "family" | "friend" | "colleague" | "spouse" | "parent" | "sibling" | "child" | "other";

export interface Contact {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  relationship: Relationship | null;
  /** The free text the form edits as "Interests". */
  preferences: string | null;
  /** `preferences` split into tags by the server. */
  interests: string[];
  photoUrl: string | null;
}

/** The body of `POST /api/contacts`; `PATCH /api/contacts/{id}` takes any subset (null clears). */
export interface ContactInput {
  name: string;
  email?: string | null;
  phone?: string | null;
  relationship?: Relationship | null;
  preferences?: string | null;
  photoUrl?: string | null;
}

/** The server's limits (crates/domain contact.rs), in characters after trimming. */
export const MAX_NAME_LENGTH = 200;
export const MAX_PHONE_LENGTH = 50;
export const MAX_PREFERENCES_LENGTH = 2000;

export const RELATIONSHIPS: readonly { value: Relationship; label: string }[] = [
  { value: "family", label: "Family" },
  { value: "friend", label: "Friend" },
  { value: "colleague", label: "Colleague" },
  { value: "spouse", label: "Spouse" },
  { value: "parent", label: "Parent" },
  { value: "sibling", label: "Sibling" },
  { value: "child", label: "Child" },
  { value: "other", label: "Other" },
];

/** 'family' -> 'Family'; empty for none. Compares case-insensitively. */
export function relationshipLabel(relationship: string | null | undefined): string {
  if (!relationship) return "";
  const lower = relationship.toLowerCase();
  return RELATIONSHIPS.find((r) => r.value === lower)?.label ?? relationship;
}

/** 'Ada Lovelace' -> 'AL', 'Mum' -> 'M'. */
export function contactInitials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}

/** Client-side search: name or relationship contains the query (case-insensitive). */
export function matchesContact(contact: Pick<Contact, "name" | "relationship">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    contact.name.toLowerCase().includes(q) ||
    (contact.relationship ?? "").toLowerCase().includes(q) ||
    relationshipLabel(contact.relationship).toLowerCase().includes(q)
  );
}

/** Mirrors the server's email rule: one '@', something before it, a dotted domain, no spaces. */
export function isValidEmail(email: string): boolean {
  const at = email.indexOf("@");
  if (at <= 0) return false;
  const domain = email.slice(at + 1);
  return (
    !domain.includes("@") &&
    domain.includes(".") &&
    !domain.startsWith(".") &&
    !domain.endsWith(".") &&
    !/\s/.test(email)
  );
}

/** Mirrors the server's URL rule: an absolute http(s) URL with a host, no spaces. */
export function isValidUrl(url: string): boolean {
  const match = /^https?:\/\/(.*)$/.exec(url);
  if (!match) return false;
  const host = match[1].split(/[/?#]/)[0];
  return host.length > 0 && !/\s/.test(url);
}


/** A year-less `--MM-DD` -> 'May 17'; anything else comes back unchanged. */
export function formatMonthDay(value: string): string {
  const match = /^--(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return value;
  return `${MONTHS[month - 1]} ${day}`;
}

/** '1 contact imported' / 'N contacts imported', plus the dates created when any. */
export function importedText(imported: number, datesCreated: number): string {
  const contacts = imported === 1 ? "1 contact imported" : `${imported} contacts imported`;
  if (datesCreated <= 0) return contacts;
  const dates =
    datesCreated === 1 ? "1 birthday or anniversary added" : `${datesCreated} birthdays and anniversaries added`;
  return `${contacts}, ${dates}`;
}

/** '3 new · 1 already in your contacts · 1 skipped' (zero parts left out, except 'N new'). */
export function previewCountsText(counts: { new: number; duplicate: number; skipped: number }): string {
  const parts = [`${counts.new} new`];
  if (counts.duplicate > 0) parts.push(`${counts.duplicate} already in your contacts`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  return parts.join(" · ");
}

/** A vCard date as the import list shows it: 'March 4, 1985' or, without a year, 'May 17'. */
export function formatPartialDate(value: string): string {
  return value.startsWith("--") ? formatMonthDay(value) : formatLongDate(value);
}
