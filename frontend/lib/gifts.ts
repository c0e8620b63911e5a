// Gifts I keep per person (issue 43): whose page the URL names, and what the
// page works out from the API's answer (the years of what I gave, the 409
// that warns of a repeat).

import { ApiError, type Schemas } from "@/lib/api";

type Gift = Schemas["GiftResponse"];

/** Whose page: exactly one of my contact, my friend (a user id) or someone looked after. */
export type PersonRef = { contactId: number } | { friendId: number } | { dependantId: number };

/** The URL's name for each way in (`/person?contact=12`), and the API's. */
const PARAMS = [
  ["contact", "contactId"],
  ["friend", "friendId"],
  ["dependant", "dependantId"],
] as const;

/** A positive whole number from the URL (an id), else null. */
export function positiveIdFrom(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Whose page `?contact=12`, `?friend=5` or `?dependant=3` names: exactly
 * one of them with a valid id, else null (the server would refuse it).
 */
export function personRefFrom(search: string): PersonRef | null {
  const params = new URLSearchParams(search);
  const named = PARAMS.filter(([param]) => params.has(param));
  if (named.length !== 1) return null;
  const [param, field] = named[0];
  const id = positiveIdFrom(params.get(param));
  if (id === null) return null;
  return { [field]: id } as PersonRef;
}

/** `/person?contact=12`: a person's page, opened the way `ref` names them. */
export function personPath(ref: PersonRef): string {
  const [param, field] = PARAMS.find(([, field]) => field in ref) ?? PARAMS[0];
  return `/person?${param}=${(ref as Record<string, number>)[field]}`;
}

/** How the API names a person (`contactId`, `friendId`, `dependantId`: one of them set). */
type PersonRefFields = Pick<Schemas["PersonRefResponse"], "contactId" | "friendId" | "dependantId">;

/** The person an answer names (a budget's person, a line of spending); null when it names none. */
export function personRefOf(person: PersonRefFields): PersonRef | null {
  if (person.contactId !== null) return { contactId: person.contactId };
  if (person.friendId !== null) return { friendId: person.friendId };
  if (person.dependantId !== null) return { dependantId: person.dependantId };
  return null;
}

/** The year a gift belongs to: its occasion's, else the year it was kept. */
export function giftYear(gift: Pick<Gift, "occasionDate" | "createdAt">): string {
  return (gift.occasionDate ?? gift.createdAt).slice(0, 4);
}

/** One year of what I gave, in the server's order (newest first). */
export interface GiftYear {
  year: string;
  gifts: Gift[];
}

/** What I gave, by year (`giftYear`), the newest year first. */
export function giftsByYear(gifts: readonly Gift[]): GiftYear[] {
  const years = new Map<string, Gift[]>();
  for (const gift of gifts) {
    const year = giftYear(gift);
    const held = years.get(year);
    if (held) held.push(gift);
    else years.set(year, [gift]);
  }
  return Array.from(years, ([year, held]) => ({ year, gifts: held })).sort((a, b) => b.year.localeCompare(a.year));
}

/**
 * The server's warning that a gift (or a first claim) repeats one I gave
 * them ("You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025"), to
 * show before saving: a 409 whose `fields.allowRepeat` holds the words,
 * so resending with `allowRepeat` saves it. Null for any other failure
 * (the other 409, too many gifts kept, has no such field).
 */
export function repeatWarningOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.fields?.allowRepeat ?? null;
}
