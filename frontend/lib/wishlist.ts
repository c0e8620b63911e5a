// Wishlist items: the API's shapes, the option lists and the pure display
// helpers. The stored values and limits come from `@/lib/domain-rules`; the
// labels, colours and suggestions people see live here.

import { ApiError, everyValue, type Schemas } from "@/lib/api";
import { DEFAULT_RANKING, PRIORITIES, RANKING_MAX, RANKING_MIN } from "@/lib/domain-rules";

export type Priority = Schemas["Priority"];

/** The domain's priorities, lowest first: every value the API has, checked by `tsc`. */
const PRIORITY_VALUES = everyValue<Priority>()(PRIORITIES);

/**
 * One wishlist item as `GET /api/wishlist` returns it (my own: `received`,
 * and once received `givenBy`, who gave it; never claim data).
 */
export type WishlistItem = Schemas["OwnerItemResponse"];

/** Any item as the API answers it, mine, a group list's or a public one (no owner-only fields). */
export type AnyWishlistItem = Schemas["WishlistItemResponse"];

/**
 * A public list's item (`GET /api/public/lists/{token}`): `available`, the
 * units nobody has claimed, is absent when the signed-in viewer is the
 * item's recipient.
 */
export type PublicWishlistItem = Schemas["PublicItem"];

/** The body of `POST /api/wishlist`. */
export type WishlistItemInput = Schemas["NewWishlistItemBody"];

/**
 * The body of `PATCH /api/wishlist/{id}`: any subset of the fields; null
 * clears an optional text field.
 */
export type WishlistItemChanges = Schemas["WishlistItemBody"];

/** Spec section 9: default priority medium, quantity minimum and default 1 (the default ranking is the domain's). */
export const DEFAULT_PRIORITY: Priority = "medium";
export const MIN_QUANTITY = 1;

const PRIORITY_LABELS: Record<Priority, string> = { low: "Low", medium: "Medium", high: "High" };

/** The priority options, lowest first (the domain's order). */
export const PRIORITY_OPTIONS: readonly { value: Priority; label: string }[] = PRIORITY_VALUES.map((value) => ({
  value,
  label: PRIORITY_LABELS[value],
}));

export function isPriority(value: string): value is Priority {
  return (PRIORITY_VALUES as readonly string[]).includes(value);
}

export function priorityLabel(priority: string): string {
  return isPriority(priority) ? PRIORITY_LABELS[priority] : priority;
}

/** Spec section 9: high red, medium yellow, low green. */
export const PRIORITY_COLOURS: Record<Priority, { badge: string; bar: string; name: "red" | "yellow" | "green" }> = {
  high: { badge: "bg-red-100 text-red-700 ring-red-200 dark:bg-red-950/50 dark:text-red-200 dark:ring-red-900", bar: "bg-red-500", name: "red" },
  medium: { badge: "bg-yellow-100 text-yellow-800 ring-yellow-200 dark:bg-yellow-950/50 dark:text-yellow-200 dark:ring-yellow-900", bar: "bg-yellow-400", name: "yellow" },
  low: { badge: "bg-green-100 text-green-800 ring-green-200 dark:bg-green-950/50 dark:text-green-200 dark:ring-green-900", bar: "bg-green-500", name: "green" },
};

export function priorityColours(priority: string) {
  return PRIORITY_COLOURS[isPriority(priority) ? priority : DEFAULT_PRIORITY];
}

export const CATEGORY_SUGGESTIONS: readonly string[] = [
  "Electronics",
  "Kitchen",
  "Home & Living",
  "Fashion",
  "Books & Reading",
  "Outdoor",
  "Toys",
  "Beauty",
  "Other",
];

/**
 * An item's price as shown: a money `amount` ("$24.99", in the price style)
 * or the `text` as entered ("about 400 dollars", shown plainly: it is no
 * amount, and the server sent no `priceValue` for it).
 */
export type DisplayPrice = { kind: "amount" | "text"; text: string };

/**
 * The price shown on a card (spec: "in dollars with 2 decimals only if above
 * 0"): the amount "$24.99" when the server parsed a value above 0, nothing
 * when the value is 0 or less; without a parsed value (the server parses
 * only a plain money amount), the price text as entered, or nothing when empty.
 */
export function displayPrice(item: Pick<AnyWishlistItem, "price" | "priceValue">): DisplayPrice | null {
  if (typeof item.priceValue === "number") {
    return item.priceValue > 0 ? { kind: "amount", text: `$${item.priceValue.toFixed(2)}` } : null;
  }
  const text = item.price?.trim();
  return text ? { kind: "text", text } : null;
}

/** A price with a `$` prefix (shared items carry the price text only). */
export function dollarPrice(price: string | number | null | undefined): string | null {
  if (price === null || price === undefined) return null;
  const text = String(price).trim();
  if (!text) return null;
  return text.startsWith("$") ? text : `$${text}`;
}

/** Quantity: anything below 1 (or not a number) falls back to 1. */
export function normalizeQuantity(value: unknown): number {
  const n = typeof value === "number" ? value : Number(String(value ?? "").trim());
  if (!Number.isFinite(n) || n < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.floor(n);
}

/** Ranking clamped to 1-5, default 3. */
export function normalizeRanking(value: unknown): number {
  const n = Number(value);
  if (!Number.isFinite(n)) return DEFAULT_RANKING;
  return Math.min(RANKING_MAX, Math.max(RANKING_MIN, Math.round(n)));
}

export interface WishlistFilters {
  search: string;
  category: string;
  priority: string;
}

export const ALL = "all";

/** Categories are one whatever their case or spaces: "books", "Books " and "BOOKS" are one. */
export function categoryKey(category: string | null | undefined): string {
  return (category ?? "").trim().toLocaleLowerCase("en");
}

/**
 * One spelling per category (by `categoryKey`): a suggested category's own
 * spelling ("Kitchen"), else the one most items use, a tie going to the one
 * that sorts first by code point (capitals first: "Books" before "books").
 */
export function categorySpellings(items: readonly Pick<WishlistItem, "category">[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const item of items) {
    const spelling = item.category?.trim();
    if (!spelling) continue;
    const key = categoryKey(spelling);
    const byKey = counts.get(key) ?? new Map<string, number>();
    byKey.set(spelling, (byKey.get(spelling) ?? 0) + 1);
    counts.set(key, byKey);
  }
  const suggested = new Map(CATEGORY_SUGGESTIONS.map((c) => [categoryKey(c), c]));
  const spellings = new Map<string, string>();
  for (const [key, byKey] of counts) {
    const chosen =
      suggested.get(key) ??
      [...byKey].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))[0][0];
    spellings.set(key, chosen);
  }
  return spellings;
}

/** The items with each category in its one spelling (see `categorySpellings`), for display and filtering. */
export function withCategorySpellings<T extends Pick<WishlistItem, "category">>(items: readonly T[]): T[] {
  const spellings = categorySpellings(items);
  return items.map((item) => {
    const spelling = item.category ? spellings.get(categoryKey(item.category)) : undefined;
    return spelling === undefined || spelling === item.category ? item : { ...item, category: spelling };
  });
}

/** Search matches name or description (case-insensitive); categories match whatever their case; 'all' disables a filter. */
export function filterWishlist<T extends Pick<WishlistItem, "name" | "description" | "category" | "priority">>(
  items: readonly T[],
  { search, category, priority }: WishlistFilters,
): T[] {
  const q = search.trim().toLowerCase();
  return items.filter((item) => {
    if (q && !item.name.toLowerCase().includes(q) && !(item.description ?? "").toLowerCase().includes(q)) return false;
    if (category !== ALL && categoryKey(item.category) !== categoryKey(category)) return false;
    if (priority !== ALL && item.priority !== priority) return false;
    return true;
  });
}

/** The distinct non-empty categories of the items, one spelling each (see `categorySpellings`), sorted. */
export function presentCategories(items: readonly Pick<WishlistItem, "category">[]): string[] {
  return [...categorySpellings(items).values()].sort((a, b) => a.localeCompare(b));
}

/** A product search result (`GET /api/products/search`, spec section 3). */
export type ProductResult = Schemas["ProductResult"];

/** An idea `POST /api/recommendations/ai-suggestions` offers alongside a search. */
export type AiSuggestion = Schemas["GiftSuggestion"];

/** A product page as `POST /api/parse-url` and `POST /api/parse-html` read it. */
export type ParsedProduct = Schemas["ParsedUrl"];

/** Prefill values of the Add to Wishlist dialog (all strings, as typed). */
export interface WishlistPrefill {
  name?: string;
  description?: string;
  price?: string;
  url?: string;
  category?: string;
  whereToBuy?: string;
  imageUrl?: string;
}

export const DEFAULT_SOURCE = "Amazon";
export const MAX_SEARCH_RESULTS = 6;
export const SUPPORTED_SITES = ["Amazon", "Target", "Walmart", "Best Buy", "Etsy", "eBay"] as const;

function text(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const s = String(value).trim();
  return s ? s : undefined;
}

export function productTitle(result: ProductResult): string {
  return text(result.title) ?? text(result.name) ?? "Untitled product";
}

export function productSource(result: Pick<ProductResult | ParsedProduct, "source">): string {
  return text(result.source) ?? DEFAULT_SOURCE;
}

export function prefillFromProduct(result: ProductResult): WishlistPrefill {
  return {
    name: text(result.title) ?? text(result.name),
    description: text(result.description),
    price: productPrice(result) ?? undefined,
    url: text(result.affiliateUrl) ?? text(result.url),
    whereToBuy: productSource(result),
    imageUrl: text(result.image),
    category: text(result.category),
  };
}

export function prefillFromParsed(parsed: ParsedProduct): WishlistPrefill {
  return {
    name: text(parsed.title),
    description: text(parsed.description),
    price: productPrice(parsed) ?? undefined,
    url: text(parsed.url),
    whereToBuy: text(parsed.source),
    imageUrl: text(parsed.image),
  };
}

/**
 * Why a product lookup (a pasted link, a captured page) failed, as the Add
 * to Wishlist form says it above its fields: the server's message (a robot
 * check, a page too complex to read, too many lookups...), else `fallback`.
 */
export function lookupFailureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** `GET`/`PUT /api/wishlist/public`: my wishlist's public link and whether Find a list shows it (only while public). */
export type PublicLinkState = Schemas["PublicLink"];

/**
 * `GET /api/public/lists/{token}`: a personal or a group list, read-only.
 * `title` is a group list's name, "{first name}'s wishlist" for a personal
 * one; `viewerIsRecipient`: the signed-in owner opening their own personal
 * list (no spoiler warning, no availability); `archived`: claims are closed.
 */
export type PublicList = Schemas["PublicList"];

/** "Ada's wishlist" (or "Shared wishlist" without a name). */
export function publicListTitle(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  if (!name) return "Shared wishlist";
  return `${name}'s wishlist`;
}

/** A search result's or a read page's price for display: the text as given, or null when empty. */
export function productPrice(result: Pick<ProductResult | ParsedProduct, "price">): string | null {
  const s = result.price?.trim();
  return s ? s : null;
}

/** Canned searches offered under the search box. */
export const SEARCH_SUGGESTIONS: readonly { label: string; query: string }[] = [
  { label: "Coffee lovers", query: "coffee lover gifts" },
  { label: "Tech gadgets", query: "tech gadgets" },
  { label: "Cozy home", query: "cozy home" },
  { label: "Book worms", query: "book lover gifts" },
];
