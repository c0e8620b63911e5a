// Gift guides (`/gift-guides`, `/gift-guides/{id}`): the API's shapes
// (/api/gift-guides, public), the category filter and the card helpers.

import { everyValue, type Schemas } from "@/lib/api";

export type GuideCategory = Schemas["GuideCategory"];

/** The guide categories, in the filter's order: every value the API has, checked by `tsc`. */
export const GUIDE_CATEGORIES = everyValue<GuideCategory>()(["seasonal", "occasion", "recipient", "budget"]);

/** `GET /api/gift-guides?search=&category=`: one guide (`id` is a slug, e.g. 'christmas-for-coffee-lovers'). */
export type GiftGuide = Schemas["GiftGuideResponse"];

/** One item of a guide: `price` as shown ('$49.99'), `source` the partner's display name ('Amazon'). */
export type GuideItem = Schemas["GuideItemResponse"];

/** `GET /api/gift-guides/{id}`. */
export type GiftGuideDetail = Schemas["GiftGuideDetail"];

export const ALL_GUIDE_CATEGORIES = "all";

const CATEGORY_LABELS: Record<GuideCategory, string> = {
  seasonal: "Seasonal",
  occasion: "Occasion",
  recipient: "Recipient",
  budget: "Budget",
};

export const GUIDE_CATEGORY_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL_GUIDE_CATEGORIES, label: "All Categories" },
  ...GUIDE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

export function guideCategoryLabel(category: GuideCategory): string {
  return CATEGORY_LABELS[category];
}

/** Each category's badge colours (text dark enough for AA on its tint). */
const CATEGORY_BADGE: Record<GuideCategory, string> = {
  seasonal: "border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-100",
  occasion: "border-transparent bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-100",
  recipient: "border-transparent bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-100",
  budget: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
};

export function guideCategoryBadgeClass(category: GuideCategory): string {
  return CATEGORY_BADGE[category];
}

/** Tags shown on a guide card (spec section 9). */
export const GUIDE_CARD_TAGS_MAX = 2;

/** The first `max` tags and how many more there are (shown as '+N'). */
export function visibleTags(tags: readonly string[], max = GUIDE_CARD_TAGS_MAX): { shown: string[]; overflow: number } {
  const list = Array.isArray(tags) ? tags : [];
  return { shown: list.slice(0, max), overflow: Math.max(0, list.length - max) };
}

/** '1 item', '12 items'. */
export function guideItemCountText(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}

/** The API's `category` parameter: none for 'all'. */
export function categoryParam(category: string): string | undefined {
  return category === ALL_GUIDE_CATEGORIES ? undefined : category;
}

export function giftGuidePath(id: string): string {
  return `/gift-guides/${encodeURIComponent(id)}`;
}
