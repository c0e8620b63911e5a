// Claims ("I'll get this", issue 15): the API's shapes (see the claims
// contract) and the texts people read. The recipient of a gift never gets
// claim data: an item without `claims` shows no claim hint at all.

import { ApiError, everyValue, type Schemas } from "@/lib/api";

export type ClaimStatus = Schemas["ClaimStatus"];

/** The claim statuses, reserved then purchased: every value the API has, checked by `tsc`. */
export const CLAIM_STATUSES = everyValue<ClaimStatus>()(["reserved", "purchased"]);

/** The exact spoiler warning on a public list, before its items. */
export const SPOILER_WARNING = "If this list is yours, what follows spoils the surprise";
export const SHOW_LIST_LABEL = "Show the list";

export const ARCHIVED_BANNER = "This list is archived";
export const UNDO_LINK_NOTE = "Keep this link to undo your claim";
export const CLAIM_GONE_TEXT = "This claim was already undone or the link is wrong.";

/** One claim on an item, as other givers see it (`mine`: I may change or remove it; `guest`: claimed on the public link). */
export type ClaimEntry = Schemas["ClaimEntry"];

/**
 * What a giver sees of an item's claims (absent for its recipient); for the
 * recipient, once revealed, `givenBy`: who gave it ("Sam got you this").
 */
export type ClaimFields = Schemas["ClaimFields"];

type ClaimCounts = "claims" | "claimedQuantity" | "available";

/** An item's wanted quantity, which its claims count against. */
type ItemQuantity = Pick<Schemas["WishlistItemResponse"], "quantity">;

/** An item as a giver sees it: its claims are there. */
export type ClaimedItem = ItemQuantity & {
  [K in ClaimCounts]-?: NonNullable<ClaimFields[K]>;
};

/** The body of `PUT .../claim`: my claim, 1 reserved unless sent otherwise. */
export type ClaimInput = Schemas["ClaimBody"];

/** The body of `POST /api/public/lists/{token}/items/{itemId}/claims`. */
export type GuestClaimInput = Schemas["NewGuestClaimBody"];

/** The answer to a guest's claim: the undo link (the absolute `/claims?token=...`) is shown once. */
export type GuestClaimResult = Schemas["GuestClaimResponse"];

/** `GET /api/public/claims/{undoToken}`: a guest's claim, for the undo page (`listUrl` null once the list is no longer public). */
export type GuestClaimView = Schemas["GuestClaimView"];

const STATUS_LABELS: Record<ClaimStatus, string> = { reserved: "Reserved", purchased: "Purchased" };

const STATUS_HINTS: Record<ClaimStatus, string> = {
  reserved: "You plan to get it: the others know it's taken.",
  purchased: "You already bought it.",
};

export const CLAIM_STATUS_OPTIONS: readonly { value: ClaimStatus; label: string; hint: string }[] = CLAIM_STATUSES.map(
  (value) => ({ value, label: STATUS_LABELS[value], hint: STATUS_HINTS[value] }),
);

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === "string" && (CLAIM_STATUSES as readonly string[]).includes(value);
}

export function claimStatusLabel(status: string): string {
  return isClaimStatus(status) ? STATUS_LABELS[status] : status;
}

/** Whether the item carries claim data (a giver's view); the recipient's never does. */
export function hasClaims<T extends ClaimFields & ItemQuantity>(item: T): item is T & ClaimedItem {
  return Array.isArray(item.claims);
}

/** My own claim on the item, if I have one. */
export function myClaim(claims: readonly ClaimEntry[]): ClaimEntry | undefined {
  return claims.find((claim) => claim.mine);
}

/** The most units I may hold: what is left plus what I already claimed. */
export function maxClaimQuantity(available: number, mine: Pick<ClaimEntry, "quantity"> | undefined): number {
  return Math.max(0, available) + (mine?.quantity ?? 0);
}

/** 'All claimed' when nothing is left, else 'N of M claimed'. */
export function claimSummaryText(item: Pick<ClaimedItem, "quantity" | "claimedQuantity" | "available">): string {
  if (item.available <= 0) return "All claimed";
  return `${item.claimedQuantity} of ${item.quantity} claimed`;
}

/** A public list's availability: 'N left' or 'All claimed'. */
export function leftText(available: number): string {
  return available <= 0 ? "All claimed" : `${available} left`;
}

/** 'Sam', 'Sam and Ann', 'Sam, Ann and Bo'. */
export function joinNames(names: readonly string[]): string {
  const clean = names.map((n) => n.trim()).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? "";
  return `${clean.slice(0, -1).join(", ")} and ${clean[clean.length - 1]}`;
}

/** 'Sam got you this' / 'Sam and Ann got you this'; null without names. */
export function givenByText(names: readonly string[] | null | undefined): string | null {
  const joined = joinNames(names ?? []);
  return joined ? `${joined} got you this` : null;
}

/** '2 × Kettle' (or just 'Kettle' for one). */
export function quantityOf(quantity: number, itemName: string): string {
  return quantity === 1 ? itemName : `${quantity} × ${itemName}`;
}

/** The quantity choice's error: outside 1..max. */
export function quantityRangeText(max: number): string {
  return max === 1 ? "You can claim 1." : `Choose from 1 to ${max}.`;
}

/** The sessionStorage key that remembers a revealed public list (per token). */
export function spoilerKey(token: string): string {
  return `presently:show-list:${token}`;
}

/** The undo token of an undo link (`/claims?token=...`), read from a query string. */
export function undoTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim();
  return token ? token : null;
}

/** The sessionStorage key of the undo links a guest got on a public list in this tab. */
export function undoLinksKey(token: string): string {
  return `presently:undo-links:${token}`;
}

/** The stored undo links (a JSON array of claim answers); anything else reads as none. */
export function parseUndoLinks(raw: string | null): GuestClaimResult[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is GuestClaimResult =>
        v !== null &&
        typeof v === "object" &&
        typeof (v as GuestClaimResult).undoUrl === "string" &&
        typeof (v as GuestClaimResult).itemName === "string" &&
        typeof (v as GuestClaimResult).quantity === "number",
    );
  } catch {
    return [];
  }
}

/** What a refused claim means: the units left have moved (409) or the item went (404). */
export function isStaleClaimError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}
