// Find a list (`/find-list`): the built-in sample lists (spec section 3's
// 'public wishlist' sample entity), the lists owners put in Find a list
// (`GET /api/public/lists`), and the search and occasion filter over both.

import type { Schemas } from "@/lib/api";
import type { ListedList, Occasion } from "@/lib/group-wishlists";

export const ALL_OCCASIONS = "all";

/** Spec section 3: a sample public wishlist. */
export interface SamplePublicWishlist {
  title: string;
  description: string;
  ownerName: string;
  occasion: Occasion;
  itemCount: number;
  isPublic: boolean;
  /** `YYYY-MM-DD`. */
  createdAt: string;
  items: { title: string; price: string; imageUrl: string | null; isClaimed: boolean }[];
}

/** One card on Find a list: a real listed list, or a sample (which has no page to open). */
export interface FindListEntry {
  key: string;
  title: string;
  description: string | null;
  ownerName: string;
  occasion: Occasion | null;
  /** A personal list, a group list or a registry (samples are personal). */
  kind: Schemas["ListKind"];
  itemCount: number;
  /** `YYYY-MM-DD` (samples) or an RFC 3339 instant (real lists). */
  createdAt: string;
  /** The list's page (`/lists/{token}`), or null for a sample. */
  url: string | null;
  /** A listed list's featured items; a sample's say whether they are claimed. */
  featuredItems: (Schemas["FeaturedItemResponse"] & { isClaimed?: boolean })[];
}

/** At most this many featured items per card (spec section 9). */
export const FEATURED_ITEMS_MAX = 2;

export const SAMPLE_PUBLIC_WISHLISTS: readonly SamplePublicWishlist[] = [
  {
    title: "Emma's 30th Birthday",
    description: "Turning 30 in style! Cozy things, good coffee and a few small adventures.",
    ownerName: "Emma",
    occasion: "birthday",
    itemCount: 12,
    isPublic: true,
    createdAt: "2025-01-15",
    items: [
      { title: "Ember Temperature Control Smart Mug 2", price: "$129.95", imageUrl: null, isClaimed: true },
      { title: "Kindle Paperwhite (16 GB)", price: "$159.99", imageUrl: null, isClaimed: false },
    ],
  },
  {
    title: "Sarah & James' Wedding Registry",
    description: "Everything we need to start our new home together. Thank you for celebrating with us!",
    ownerName: "Sarah",
    occasion: "wedding",
    itemCount: 48,
    isPublic: true,
    createdAt: "2024-11-02",
    items: [
      { title: "KitchenAid Artisan Stand Mixer", price: "$449.99", imageUrl: null, isClaimed: true },
      { title: "Le Creuset Round Dutch Oven, 5.5 qt", price: "$420.00", imageUrl: null, isClaimed: false },
    ],
  },
  {
    title: "Baby Chen Is on the Way",
    description: "Welcoming our little one this spring. Practical picks for the first months.",
    ownerName: "Michelle",
    occasion: "baby-shower",
    itemCount: 26,
    isPublic: true,
    createdAt: "2025-02-08",
    items: [
      { title: "Hatch Rest Sound Machine and Night Light", price: "$89.99", imageUrl: null, isClaimed: true },
      { title: "Muslin Swaddle Blankets, 4 pack", price: "$49.95", imageUrl: null, isClaimed: false },
    ],
  },
  {
    title: "Mom & Dad's 40th Anniversary",
    description: "Forty years of love. Gift ideas the whole family can chip in on.",
    ownerName: "David",
    occasion: "anniversary",
    itemCount: 9,
    isPublic: true,
    createdAt: "2024-12-20",
    items: [
      { title: "Custom Star Map Print of Their Wedding Night", price: "$65.00", imageUrl: null, isClaimed: true },
      { title: "Wine Tasting Weekend for Two", price: "$180.00", imageUrl: null, isClaimed: false },
    ],
  },
  {
    title: "The Johnson Family Holiday List",
    description: "One list for everyone's holiday wishes, from the grandparents to the kids.",
    ownerName: "Lisa",
    occasion: "holiday",
    itemCount: 21,
    isPublic: true,
    createdAt: "2024-11-28",
    items: [
      { title: "LEGO Icons Botanical Bouquet", price: "$59.99", imageUrl: null, isClaimed: false },
      { title: "Nintendo Switch OLED", price: "$349.99", imageUrl: null, isClaimed: true },
    ],
  },
  {
    title: "Noah's 8th Birthday",
    description: "Dinosaurs, outer space and anything with wheels.",
    ownerName: "Rachel",
    occasion: "birthday",
    itemCount: 15,
    isPublic: true,
    createdAt: "2025-01-30",
    items: [
      { title: "National Geographic Dinosaur Dig Kit", price: "$24.99", imageUrl: null, isClaimed: true },
      { title: "Beginner's Telescope for Kids", price: "$79.99", imageUrl: null, isClaimed: false },
    ],
  },
];

export function sampleEntry(sample: SamplePublicWishlist, index: number): FindListEntry {
  return {
    key: `sample-${index}`,
    title: sample.title,
    description: sample.description,
    ownerName: sample.ownerName,
    occasion: sample.occasion,
    kind: "personal",
    itemCount: sample.itemCount,
    createdAt: sample.createdAt,
    url: null,
    featuredItems: sample.items.slice(0, FEATURED_ITEMS_MAX),
  };
}

export function listedEntry(list: ListedList): FindListEntry {
  return {
    key: list.url,
    title: list.title,
    description: list.description,
    ownerName: list.ownerName,
    occasion: list.occasion,
    kind: list.kind,
    itemCount: list.itemCount,
    createdAt: list.createdAt,
    url: list.url,
    // Real lists carry no claim state: the tick is for samples only.
    featuredItems: (Array.isArray(list.featuredItems) ? list.featuredItems : [])
      .slice(0, FEATURED_ITEMS_MAX)
      .map(({ title, price, imageUrl }) => ({ title, price, imageUrl })),
  };
}

export interface FindListFilters {
  search: string;
  /** An occasion value, or 'all'. */
  occasion: string;
}

/** Spec: search matches title, owner name or description (case-insensitive); 'all' occasions disables that filter. */
export function filterFindList<T extends Pick<FindListEntry, "title" | "ownerName" | "description" | "occasion">>(
  entries: readonly T[],
  { search, occasion }: FindListFilters,
): T[] {
  const q = search.trim().toLowerCase();
  return entries.filter((entry) => {
    if (occasion !== ALL_OCCASIONS && entry.occasion !== occasion) return false;
    if (!q) return true;
    return [entry.title, entry.ownerName, entry.description ?? ""].some((text) => text.toLowerCase().includes(q));
  });
}

/** Real listed lists first, then the samples, each filtered. */
export function findListEntries(listed: readonly ListedList[], filters: FindListFilters): FindListEntry[] {
  return filterFindList(
    [...listed.map(listedEntry), ...SAMPLE_PUBLIC_WISHLISTS.map(sampleEntry)],
    filters,
  );
}

/** '1 Wishlist Found', '3 Wishlists Found' (spec: 'N Wishlist(s) Found'). */
export function wishlistsFoundText(count: number): string {
  return count === 1 ? "1 Wishlist Found" : `${count} Wishlists Found`;
}
