// Smart Recommendations (spec sections 2, 3, 4, 8 and 9; the API contract in
// notes/recommendations-api.md): the item's shape, the six sections, the
// link a card opens, its price text and placeholder colours, and the
// geolocation messages.

import { isValidUrl } from "@/lib/contacts";
import type { QueryParams, Schemas } from "@/lib/api";
import type { paths } from "@/lib/api-schema";
import type { WishlistPrefill } from "@/lib/wishlist";

/**
 * Who an idea is for (issue 34, item 6): me, or someone by the name I call
 * them (null: unnamed). It decides where a card may save the idea
 * (`saveChoicesFor` in lib/save-idea.ts).
 */
export type GiftRecipient = Schemas["GiftRecipient"];

/** A card's type: its placeholder, its icon, and whether it is a thing to wish for. */
export type CardType = Schemas["CardType"];

/**
 * One card as every `GET /api/recommendations/*` call returns it (a JSON
 * array of these): `image` may be null, or fail to load (the card shows
 * its placeholder); `price` is the display price ("$24.99", per night for a
 * hotel); `cta` the button text; `reason` why it was picked for me (gifts
 * without a query); `recipient` whom a pick for one of my dates is for
 * (none for plain browsing).
 */
export type RecommendationItem = Schemas["Recommendation"];

/** Where the user is (spec section 3): city and state once reverse geocoded. */
export interface LocationState {
  latitude: number;
  longitude: number;
  city?: string;
  state?: string;
}

export const RECOMMENDATIONS_PATH = "/api/recommendations";
export const AFFILIATE_CLICK = "affiliate_click";

export type SectionKey = "gifts" | "flowers" | "bestbuy" | "target" | "restaurants" | "travel";

export interface RecommendationSectionInfo {
  key: SectionKey;
  /** The heading, and the `{section}` of the load error. */
  name: string;
  /** A route of the API document (a section it no longer has fails `tsc`). */
  path: Extract<keyof paths, `${typeof RECOMMENDATIONS_PATH}/${SectionKey}`>;
}

/** The sections in the spec's order, with their calls. */
export const RECOMMENDATION_SECTIONS: readonly RecommendationSectionInfo[] = [
  { key: "gifts", name: "Amazon Gifts", path: `${RECOMMENDATIONS_PATH}/gifts` },
  { key: "flowers", name: "Beautiful Flowers", path: `${RECOMMENDATIONS_PATH}/flowers` },
  { key: "bestbuy", name: "Tech & Electronics", path: `${RECOMMENDATIONS_PATH}/bestbuy` },
  { key: "target", name: "Home & Lifestyle", path: `${RECOMMENDATIONS_PATH}/target` },
  { key: "restaurants", name: "Restaurants Near You", path: `${RECOMMENDATIONS_PATH}/restaurants` },
  { key: "travel", name: "Travel & Hotels", path: `${RECOMMENDATIONS_PATH}/travel` },
];

export function sectionInfo(key: SectionKey): RecommendationSectionInfo {
  const found = RECOMMENDATION_SECTIONS.find((s) => s.key === key);
  if (!found) throw new Error(`Unknown recommendation section ${key}`);
  return found;
}

/** Spec section 9: 6 skeleton cards while a section loads. */
export const SKELETON_CARDS = 6;

/** Spec section 2: a section's load error, its name substituted. */
export function sectionErrorText(section: string): string {
  return `Unable to load ${section}. Please try again or check your connection.`;
}

/** Spec section 2: a section with nothing to show. */
export const NO_RECOMMENDATIONS = "No recommendations available at the moment";

/** The link a card opens: affiliateUrl ?? openTableUrl ?? expediaUrl (empty strings skipped). */
export function linkOf(item: Pick<RecommendationItem, "affiliateUrl" | "openTableUrl" | "expediaUrl">): string | undefined {
  return [item.affiliateUrl, item.openTableUrl, item.expediaUrl].find((url): url is string => !!url && !!url.trim());
}

/** The price as shown: '/night' added for a hotel ("$189/night"); null when there is none. */
export function priceText(item: Pick<RecommendationItem, "price" | "type">): string | null {
  const price = item.price?.trim();
  if (!price) return null;
  return item.type === "hotel" && !price.endsWith("/night") ? `${price}/night` : price;
}

/** The review count, when the card has one. */
export function reviewCountOf(item: Pick<RecommendationItem, "reviewCount">): number | undefined {
  const count = item.reviewCount;
  return typeof count === "number" && Number.isFinite(count) ? count : undefined;
}

/** "1 review" / "1,234 reviews". */
export function reviewsText(count: number): string {
  return count === 1 ? "1 review" : `${count.toLocaleString("en-US")} reviews`;
}

/** A 0-5 rating as shown: one decimal ("4.6"). */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

/** A travel card's type as a label: "Hotel", "Travel"... */
export function typeLabel(type: string): string {
  const t = type.trim();
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : t;
}

/** The placeholder kinds: one colour and icon each. */
export type PlaceholderKind = "gift" | "flowers" | "bestbuy" | "target" | "restaurant" | "travel";

/** Every card type's placeholder kind: the Travel & Hotels section's types share one. */
const PLACEHOLDER_KINDS: Record<CardType, PlaceholderKind> = {
  gift: "gift",
  flowers: "flowers",
  bestbuy: "bestbuy",
  target: "target",
  restaurant: "restaurant",
  travel: "travel",
  hotel: "travel",
};

export function placeholderKind(type: CardType): PlaceholderKind {
  return PLACEHOLDER_KINDS[type];
}

/** Whether the card is one of the Travel & Hotels section's. */
export function isTravel(type: CardType): boolean {
  return placeholderKind(type) === "travel";
}

/**
 * The placeholder's background and its icon/text colour, light and dark.
 * Every pair is a -100 background under -800 text (light) and a -950
 * background under -200 text (dark): above 4.5:1 in both.
 */
export const PLACEHOLDER_COLOURS: Record<PlaceholderKind, string> = {
  gift: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200",
  flowers: "bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200",
  bestbuy: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
  target: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  restaurant: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  travel: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
};

export function placeholderColour(type: CardType): string {
  return PLACEHOLDER_COLOURS[placeholderKind(type)];
}

/**
 * The body of `POST /api/analytics/events` for a click on `item`'s link
 * (every card names its partner; a click sent without one has the server
 * read it from the link).
 */
export function affiliateClickEvent(
  item: Pick<RecommendationItem, "partner" | "name">,
  link: string,
): Schemas["AnalyticsEventBody"] {
  return { event: AFFILIATE_CLICK, partner: item.partner, label: item.name, value: link };
}

/** The wishlist category that fits each kind of card (none for a plain gift). */
const WISHLIST_CATEGORIES: Record<PlaceholderKind, string | undefined> = {
  gift: undefined,
  flowers: "Flowers",
  bestbuy: "Electronics",
  target: "Home & Living",
  restaurant: "Dining",
  travel: "Travel",
};

/** A wishlist category that fits the card's type (none for a plain gift). */
function categoryOf(type: CardType): string | undefined {
  return WISHLIST_CATEGORIES[placeholderKind(type)];
}

/** An absolute http(s) URL, as the wishlist form accepts, else undefined. */
function httpUrl(url: string | null | undefined): string | undefined {
  const u = url?.trim();
  return u && isValidUrl(u) ? u : undefined;
}

/** The Add to Wishlist form filled from a card. */
export function wishlistPrefillOf(item: RecommendationItem): WishlistPrefill {
  return {
    name: item.name,
    description: item.description || undefined,
    price: priceText(item) ?? undefined,
    url: httpUrl(linkOf(item)),
    imageUrl: httpUrl(item.image),
    whereToBuy: item.partnerName || undefined,
    category: categoryOf(item.type),
  };
}

// Location (spec sections 4, 7 and 9).

/** The restaurants' default location when none is sent (the server applies it). */
export const DEFAULT_LOCATION = "Florida";
/** Orlando: the restaurants' default coordinates. */
export const DEFAULT_COORDINATES = "28.5383,-81.3792";

/** Spec section 9: high accuracy, 10 s timeout, a cached position up to 5 minutes. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 };

/** Spec section 8, word for word. */
export const GEOLOCATION_MESSAGES = {
  unsupported: "Geolocation is not supported by this browser",
  denied: "Location access denied. Please enable location permissions in your browser.",
  unavailable: "Location information is unavailable.",
  timeout: "Location request timed out.",
  unknown: "An unknown error occurred while getting location.",
  title: "Unable to get your location",
} as const;

/** The message for a GeolocationPositionError code: 1 denied, 2 unavailable, 3 timeout, else unknown. */
export function geolocationErrorMessage(code: number | undefined): string {
  switch (code) {
    case 1:
      return GEOLOCATION_MESSAGES.denied;
    case 2:
      return GEOLOCATION_MESSAGES.unavailable;
    case 3:
      return GEOLOCATION_MESSAGES.timeout;
    default:
      return GEOLOCATION_MESSAGES.unknown;
  }
}

function round(value: number, digits: number): string {
  // `+` drops trailing zeros ("28.5400" -> "28.54"); `|| 0` turns -0 into 0.
  return String(+value.toFixed(digits) || 0);
}

/** "City, State", the city or the state alone, or undefined when neither is known. */
export function locationText(location: LocationState): string | undefined {
  const parts = [location.city?.trim(), location.state?.trim()].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/** "lat,lon" as the restaurants call takes it, to 4 decimals (about 11 m). */
export function coordinatesParam(location: LocationState): string {
  return `${round(location.latitude, 4)},${round(location.longitude, 4)}`;
}

/** The header badge: "Orlando, Florida", or the coordinates to 2 decimals when no place is known. */
export function locationBadgeText(location: LocationState): string {
  return locationText(location) ?? `${round(location.latitude, 2)}, ${round(location.longitude, 2)}`;
}

/** The restaurants call's query: location and coordinates when located, else none (the server's defaults). */
export function restaurantParams(location: LocationState | null): QueryParams | undefined {
  if (!location) return undefined;
  return { location: locationText(location), coordinates: coordinatesParam(location) };
}
