// Price drops (issue 22): the API's shapes, its calls and the pure helpers
// the badge, the chart and the watch form share.

import { apiRequest } from "@/lib/api";

/** The last change the price watcher saw on an item's shop page (`priceChange` on an item). */
export interface PriceChange {
  /** The price before, as the shop showed it ("$95.00"). */
  from: string;
  /** The price after ("$85.00"). */
  to: string;
  /** When the watcher saw it (RFC 3339). */
  changedAt: string;
  /** Which way the amounts went, as the server compared them ("change" when they cannot both be read). */
  direction: PriceDirection;
}

/** One reading of an item's shop page. */
export interface PriceReading {
  /** As read ("$85.00"). */
  price: string;
  /** The price in cents, or null when it could not be read as an amount. */
  cents: number | null;
  readAt: string;
}

/** `GET .../price` (and the answer of `PUT .../price/watch`): the history and my watch. */
export interface PriceView {
  /** Newest first, at most 366. */
  readings: PriceReading[];
  watching: boolean;
  /** 1 to 90. */
  dropPercent: number;
  /** "$80.00", or null without a target. */
  targetPrice: string | null;
}

/** The body of `PUT .../price/watch`: null (or "") clears the target. */
export interface PriceWatchInput {
  watching?: boolean;
  dropPercent?: number;
  targetPrice?: string | null;
}

export const DROP_PERCENT_MIN = 1;
export const DROP_PERCENT_MAX = 90;
export const DEFAULT_DROP_PERCENT = 10;

/** The server's messages for the watch's fields. */
export const DROP_PERCENT_RANGE = "Drop must be a whole percentage from 1 to 90";
export const TARGET_PRICE_INVALID = "Target price must be an amount, such as $80";

export const NO_READINGS = "No readings yet. Presently checks items with a link once a day.";
export const PRICE_WATCH_SAVED = "Price watch saved";
export const PRICE_WATCH_FAILED = "Could not save the price watch. Please try again.";

/** `/api/wishlist/{id}/price`: my item, or one shared with me. */
export function wishlistItemPricePath(itemId: number): string {
  return `/api/wishlist/${itemId}/price`;
}

/** `/api/collaborative-wishlists/{id}/items/{itemId}/price`: an item on a group list I am on. */
export function groupItemPricePath(listId: number, itemId: number): string {
  return `/api/collaborative-wishlists/${listId}/items/${itemId}/price`;
}

/** `PUT {pricePath}/watch`: my watch of the item; answers the price view as `GET {pricePath}` does. */
export function savePriceWatch(pricePath: string, input: PriceWatchInput) {
  return apiRequest<PriceView>("PUT", `${pricePath}/watch`, input);
}

export type PriceDirection = "drop" | "rise" | "change";

/** "Price dropped to $85.00 (was $95.00)", "Price rose to ...", or "Price changed to ...". */
export function priceChangeText(change: Pick<PriceChange, "from" | "to" | "direction">): string {
  const verb = { drop: "dropped", rise: "rose", change: "changed" }[change.direction];
  return `Price ${verb} to ${change.to} (was ${change.from})`;
}

/**
 * An instant as the day it is in the browser's time zone: "Nov 24, 2026".
 * Anything that is not a date comes back unchanged.
 */
export function formatPriceDate(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  // Made per call: the browser's zone is read when a format is made.
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(new Date(time));
}

/** "Seen on Nov 24, 2026": when the watcher saw the change. */
export function priceChangeSeenText(change: Pick<PriceChange, "changedAt">): string {
  return `Seen on ${formatPriceDate(change.changedAt)}`;
}

/** The readings that have an amount, oldest first (the order a chart draws them in). */
export function chartReadings(readings: readonly PriceReading[]): (PriceReading & { cents: number })[] {
  return readings.filter((r): r is PriceReading & { cents: number } => typeof r.cents === "number").reverse();
}

/** "Price history: $100.00 to $85.00 over 4 readings" (oldest first; "$85.00 over 1 reading" alone). */
export function priceHistoryLabel(oldestFirst: readonly Pick<PriceReading, "price">[]): string {
  const count = oldestFirst.length;
  if (count === 0) return "Price history: no readings";
  const first = oldestFirst[0].price;
  const last = oldestFirst[count - 1].price;
  if (count === 1) return `Price history: ${first} over 1 reading`;
  return `Price history: ${first} to ${last} over ${count} readings`;
}
