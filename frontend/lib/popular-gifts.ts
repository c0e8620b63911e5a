// Popular gifts (`/popular-gifts`): the static sample list (spec section 3's
// 'popular gift' sample entity), its category filter and the Save amount.

/** Spec section 3: a popular gift. */
export interface PopularGift {
  title: string;
  description: string;
  /** Price text, e.g. '$79.99'. */
  price: string;
  /** The price before the discount, or null when there is none. */
  originalPrice: string | null;
  /** Null: the placeholder image shows (no external images). */
  imageUrl: string | null;
  category: PopularGiftCategory;
  rating: number;
  reviewCount: number;
  isHot: boolean;
  isBestseller: boolean;
  /** A partner's real search page for the gift. */
  affiliateUrl: string;
  tags: string[];
}

export const POPULAR_GIFT_CATEGORIES = [
  "Electronics",
  "Kitchen",
  "Home & Living",
  "Fashion",
  "Books & Reading",
  "Outdoor",
] as const;

export type PopularGiftCategory = (typeof POPULAR_GIFT_CATEGORIES)[number];

export const ALL_CATEGORIES = "all";

export const CATEGORY_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL_CATEGORIES, label: "All Categories" },
  ...POPULAR_GIFT_CATEGORIES.map((c) => ({ value: c, label: c })),
];

/** At most this many tags per card (spec section 9). */
export const POPULAR_GIFT_TAGS_MAX = 3;

const amazon = (q: string) => `https://www.amazon.com/s?k=${encodeURIComponent(q).replace(/%20/g, "+")}`;
const target = (q: string) => `https://www.target.com/s?searchTerm=${encodeURIComponent(q).replace(/%20/g, "+")}`;
const bestBuy = (q: string) => `https://www.bestbuy.com/site/searchpage.jsp?st=${encodeURIComponent(q).replace(/%20/g, "+")}`;

export const POPULAR_GIFTS: readonly PopularGift[] = [
  {
    title: "Wireless Noise-Cancelling Headphones",
    description: "Over-ear headphones with all-day battery life and quiet, rich sound for travel and focus.",
    price: "$249.99",
    originalPrice: "$349.99",
    imageUrl: null,
    category: "Electronics",
    rating: 4.7,
    reviewCount: 12840,
    isHot: true,
    isBestseller: true,
    affiliateUrl: amazon("wireless noise cancelling headphones"),
    tags: ["Music lovers", "Travel", "Work from home", "Tech"],
  },
  {
    title: "Smart Temperature Control Mug",
    description: "Keeps coffee or tea at the exact temperature they like, for up to 80 minutes.",
    price: "$99.95",
    originalPrice: "$129.95",
    imageUrl: null,
    category: "Kitchen",
    rating: 4.4,
    reviewCount: 5210,
    isHot: true,
    isBestseller: false,
    affiliateUrl: amazon("temperature control smart mug"),
    tags: ["Coffee", "Gadgets", "Office"],
  },
  {
    title: "Enameled Cast Iron Dutch Oven",
    description: "A 5.5 quart pot for braises, soups and bread that goes from stove to table.",
    price: "$79.99",
    originalPrice: "$79.99",
    imageUrl: null,
    category: "Kitchen",
    rating: 4.8,
    reviewCount: 9320,
    isHot: false,
    isBestseller: true,
    affiliateUrl: target("enameled cast iron dutch oven"),
    tags: ["Home cooks", "Housewarming", "Wedding"],
  },
  {
    title: "Weighted Knit Throw Blanket",
    description: "A chunky, breathable 15 lb knit throw for calmer evenings on the sofa.",
    price: "$59.99",
    originalPrice: "$89.99",
    imageUrl: null,
    category: "Home & Living",
    rating: 4.6,
    reviewCount: 3875,
    isHot: false,
    isBestseller: false,
    affiliateUrl: amazon("weighted knit throw blanket"),
    tags: ["Cozy", "Self-care", "Relaxation"],
  },
  {
    title: "Cashmere Blend Scarf",
    description: "A soft, generously sized scarf in classic colours that goes with every coat.",
    price: "$45.00",
    originalPrice: "$65.00",
    imageUrl: null,
    category: "Fashion",
    rating: 4.5,
    reviewCount: 1420,
    isHot: false,
    isBestseller: false,
    affiliateUrl: amazon("cashmere blend scarf"),
    tags: ["Winter", "Classic", "For her", "For him"],
  },
  {
    title: "Kindle Paperwhite",
    description: "A glare-free e-reader with adjustable warm light and weeks of battery life.",
    price: "$149.99",
    originalPrice: "$159.99",
    imageUrl: null,
    category: "Books & Reading",
    rating: 4.7,
    reviewCount: 48210,
    isHot: true,
    isBestseller: true,
    affiliateUrl: amazon("kindle paperwhite"),
    tags: ["Readers", "Travel", "Gadgets"],
  },
  {
    title: "Insulated Stainless Steel Water Bottle",
    description: "Keeps drinks cold for 24 hours or hot for 12, with a leak-proof lid.",
    price: "$34.95",
    originalPrice: null,
    imageUrl: null,
    category: "Outdoor",
    rating: 4.8,
    reviewCount: 22960,
    isHot: false,
    isBestseller: false,
    affiliateUrl: amazon("insulated stainless steel water bottle"),
    tags: ["Hiking", "Fitness", "Everyday"],
  },
  {
    title: "Portable Bluetooth Speaker",
    description: "A waterproof speaker with big sound for the beach, the park or the backyard.",
    price: "$99.99",
    originalPrice: "$129.99",
    imageUrl: null,
    category: "Outdoor",
    rating: 4.6,
    reviewCount: 15730,
    isHot: true,
    isBestseller: false,
    affiliateUrl: bestBuy("portable bluetooth speaker"),
    tags: ["Music lovers", "Outdoors", "Parties"],
  },
];

/** '$1,299.99' -> 129999 (cents); null when the text holds no price. */
export function priceCents(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return Number.isFinite(cents) ? cents : null;
}

/**
 * The amount saved: original price minus price, after stripping '$' (and
 * thousands separators), with 2 decimals ('30.00'); null unless positive.
 * Worked in whole cents, so 129.99 - 99.99 is exactly '30.00'.
 */
export function saveAmount(price: string | null | undefined, originalPrice: string | null | undefined): string | null {
  const now = priceCents(price);
  const before = priceCents(originalPrice);
  if (now === null || before === null) return null;
  const saved = before - now;
  if (saved <= 0) return null;
  return `${Math.floor(saved / 100)}.${String(saved % 100).padStart(2, "0")}`;
}

/** 'Save $30.00', or null when nothing is saved. */
export function saveText(price: string | null | undefined, originalPrice: string | null | undefined): string | null {
  const amount = saveAmount(price, originalPrice);
  return amount === null ? null : `Save $${amount}`;
}

/** The gifts of one category, or all of them for 'all'. */
export function filterPopularGifts<T extends Pick<PopularGift, "category">>(gifts: readonly T[], category: string): T[] {
  return category === ALL_CATEGORIES ? [...gifts] : gifts.filter((g) => g.category === category);
}

/** '12,840 reviews', '1 review'. */
export function reviewCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
}
