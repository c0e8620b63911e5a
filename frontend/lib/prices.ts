// Price drops (issue 22): the API's shapes, its calls and the pure helpers
// the badge, the chart and the watch form share.

import { api, routePath, type Schemas } from "@/lib/api";

/**
 * The last change the price watcher saw on an item's shop page
 * (`priceChange` on an item): `from` and `to` as the shop showed them
 * ("$95.00"), `changedAt` when the watcher saw it, `direction` which way the
 * amounts went ("change" when they cannot both be read).
 */
export type PriceChange = Schemas["PriceChangeResponse"];

/** One reading of an item's shop page: `price` as read ("$85.00"), `cents` null when it could not be read as an amount. */
export type PriceReading = Schemas["PriceReadingResponse"];

/**
 * `GET .../price` (and the answer of `PUT .../price/watch`): the readings,
 * newest first (at most 366), and my watch (`dropPercent` 1 to 90,
 * `targetPrice` "$80.00" or null without a target).
 */
export type PriceView = Schemas["PriceResponse"];

/** The body of `PUT .../price/watch`: null (or "") clears the target. */
export type PriceWatchInput = Schemas["WatchBody"];

export const DROP_PERCENT_MIN = 1;
export const DROP_PERCENT_MAX = 90;
export const DEFAULT_DROP_PERCENT = 10;

/** The server's messages for the watch's fields. */
export const DROP_PERCENT_RANGE = "Drop must be a whole percentage from 1 to 90";
export const TARGET_PRICE_INVALID = "Target price must be an amount, such as $80";

export const NO_READINGS = "No readings yet. Presently checks items with a link once a day.";
export const PRICE_WATCH_SAVED = "Price watch saved";
export const PRICE_WATCH_FAILED = "Could not save the price watch. Please try again.";

/**
 * An item whose prices I can see: `{ itemId }`, my wishlist item or one
 * shared with me (`/api/wishlist/{id}/price`); `{ listId, itemId }`, an
 * item on a group list I am on (`/api/collaborative-wishlists/{id}/items/{itemId}/price`).
 */
export type PricedItem = { listId?: undefined; itemId: number } | { listId: number; itemId: number };

/** The URL of `GET /api/wishlist/{id}/price`: my item, or one shared with me. */
export function wishlistItemPricePath(itemId: number): string {
  return routePath("/api/wishlist/{id}/price", { id: itemId });
}

/** The URL of `GET /api/collaborative-wishlists/{id}/items/{itemId}/price`: an item on a group list I am on. */
export function groupItemPricePath(listId: number, itemId: number): string {
  return routePath("/api/collaborative-wishlists/{id}/items/{itemId}/price", { id: listId, itemId });
}

/** `PUT .../price/watch`: my watch of the item; answers the price view as `GET .../price` does. */
export function savePriceWatch(item: PricedItem, input: PriceWatchInput): Promise<PriceView> {
  return item.listId === undefined
    ? api("PUT", "/api/wishlist/{id}/price/watch", { path: { id: item.itemId }, body: input })
    : api("PUT", "/api/collaborative-wishlists/{id}/items/{itemId}/price/watch", {
        path: { id: item.listId, itemId: item.itemId },
        body: input,
      });
}

export type PriceDirection = Schemas["PriceDirectionBody"];

const DIRECTION_VERBS: Record<PriceDirection, string> = { drop: "dropped", rise: "rose", change: "changed" };

/** "Price dropped to $85.00 (was $95.00)", "Price rose to ...", or "Price changed to ...". */
export function priceChangeText(change: Pick<PriceChange, "from" | "to" | "direction">): string {
  const verb = DIRECTION_VERBS[change.direction];
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
