// Contacts: the API's shapes, the relationship options and the pure display
// helpers the contact cards, dialogs and the import list share. The stored
// values and limits come from `@/lib/domain-rules`; the labels live here.

import { everyValue, type Schemas } from "@/lib/api";
import { formatLongDate, formatMonthDay } from "@/lib/dates";
import { EMAIL_MAX, RELATIONSHIPS, URL_MAX } from "@/lib/domain-rules";

export type Relationship = Schemas["Relationship"];

/** The domain's relationships, in its order: every value the API has, checked by `tsc`. */
const RELATIONSHIP_VALUES = everyValue<Relationship>()(RELATIONSHIPS);

/**
 * A contact as `GET /api/contacts` returns it: `preferences` is the free
 * text the form edits as "Interests", `interests` that text split into tags
 * by the server.
 */
export type Contact = Schemas["ContactResponse"];

/** The body of `POST /api/contacts`. */
export type ContactInput = Schemas["NewContactBody"];

/** The body of `PATCH /api/contacts/{id}`: any subset (null clears). */
export type ContactChanges = Schemas["ContactBody"];

const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  family: "Family",
  friend: "Friend",
  colleague: "Colleague",
  spouse: "Spouse",
  parent: "Parent",
  sibling: "Sibling",
  child: "Child",
  other: "Other",
};

/** The relationship select's options, in the domain's order. */
export const RELATIONSHIP_OPTIONS: readonly { value: Relationship; label: string }[] = RELATIONSHIP_VALUES.map(
  (value) => ({ value, label: RELATIONSHIP_LABELS[value] }),
);

export function isRelationship(value: string): value is Relationship {
  return (RELATIONSHIP_VALUES as readonly string[]).includes(value);
}

/** 'family' -> 'Family'; empty for none. Compares case-insensitively. */
export function relationshipLabel(relationship: string | null | undefined): string {
  if (!relationship) return "";
  const lower = relationship.toLowerCase();
  return isRelationship(lower) ? RELATIONSHIP_LABELS[lower] : relationship;
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

/** Mirrors the server's email rule: one '@', something before it, a dotted domain, no spaces, at most `EMAIL_MAX` long. */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX) return false;
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

/** Mirrors the server's URL rule: an absolute http(s) URL with a host, no spaces, at most `URL_MAX` long. */
export function isValidUrl(url: string): boolean {
  if (url.length > URL_MAX) return false;
  const match = /^https?:\/\/(.*)$/.exec(url);
  if (!match) return false;
  const host = match[1].split(/[/?#]/)[0];
  return host.length > 0 && !/\s/.test(url);
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
export function previewCountsText(counts: Schemas["PreviewCounts"]): string {
  const parts = [`${counts.new} new`];
  if (counts.duplicate > 0) parts.push(`${counts.duplicate} already in your contacts`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  return parts.join(" · ");
}

/** A vCard date as the import list shows it: 'March 4, 1985' or, without a year, 'May 17'. */
export function formatPartialDate(value: string): string {
  return value.startsWith("--") ? formatMonthDay(value) : formatLongDate(value);
}
