// Claims ("I'll get this", issue 15): the API's shapes (see the claims
// contract) and the texts people read. The recipient of a gift never gets
// claim data: an item without `claims` shows no claim hint at all.

/**
 * The stored claim statuses, reserved then purchased (the domain's
 * `ClaimStatus`). A local copy: `lib/domain-rules.ts` does not list them yet.
 */
export const CLAIM_STATUSES = ["reserved", "purchased"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The exact spoiler warning on a public list, before its items. */
export const SPOILER_WARNING = "If this list is yours, what follows spoils the surprise";
export const SHOW_LIST_LABEL = "Show the list";

export const ARCHIVED_BANNER = "This list is archived";
export const UNDO_LINK_NOTE = "Keep this link to undo your claim";
export const CLAIM_GONE_TEXT = "This claim was already undone or the link is wrong.";

/** One claim on an item, as other givers see it. */
export interface ClaimEntry {
  id: number;
  /** A user's display name, or the guest's name. */
  giverName: string;
  quantity: number;
  status: ClaimStatus;
  /** My own claim: I may change or remove it. */
  mine: boolean;
  /** Claimed by a guest on the public link. */
  guest: boolean;
}

/** What a giver sees of an item's claims (absent, not null, for its recipient). */
export interface ClaimFields {
  claims?: ClaimEntry[];
  /** Units claimed, everyone's claims together. */
  claimedQuantity?: number;
  /** Units nobody has claimed yet. */
  available?: number;
  /** Only for the recipient, once revealed: who gave it ("Sam got you this"). */
  givenBy?: string[];
}

/** An item as a giver sees it: its claims are there. */
export type ClaimedItem = { quantity: number } & Required<Pick<ClaimFields, "claims" | "claimedQuantity" | "available">>;

/** The body of `PUT .../claim`: my claim, 1 reserved unless sent otherwise. */
export interface ClaimInput {
  quantity?: number;
  status?: ClaimStatus;
}

/** The body of `POST /api/public/lists/{token}/items/{itemId}/claims`. */
export interface GuestClaimInput {
  name: string;
  email?: string;
  quantity?: number;
}

/** The answer to a guest's claim: the undo link is shown once. */
export interface GuestClaimResult {
  quantity: number;
  itemName: string;
  /** The absolute `/claims?token=...` link. */
  undoUrl: string;
}

/** `GET /api/public/claims/{undoToken}`: a guest's claim, for the undo page. */
export interface GuestClaimView {
  itemName: string;
  quantity: number;
  guestName: string;
  listTitle: string;
  /** The list's public link (absent or null once the list is no longer public). */
  listUrl?: string | null;
}

const STATUS_LABELS: Record<ClaimStatus, string> = { reserved: "Reserved", purchased: "Purchased" };

export const CLAIM_STATUS_OPTIONS: readonly { value: ClaimStatus; label: string; hint: string }[] = [
  { value: "reserved", label: STATUS_LABELS.reserved, hint: "You plan to get it: the others know it's taken." },
  { value: "purchased", label: STATUS_LABELS.purchased, hint: "You already bought it." },
];

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === "string" && (CLAIM_STATUSES as readonly string[]).includes(value);
}

export function claimStatusLabel(status: string): string {
  return isClaimStatus(status) ? STATUS_LABELS[status] : status;
}

/** Whether the item carries claim data (a giver's view); the recipient's never does. */
export function hasClaims<T extends ClaimFields & { quantity: number }>(item: T): item is T & ClaimedItem {
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
