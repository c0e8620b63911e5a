// Where a gift idea may be saved (issue 34, item 6): one rule for Ask
// Presently's idea cards and the recommendation cards. My own wishlist is
// what my friends and my public link read as what I want, so only an idea
// for me goes there; an idea for someone else goes to a group list, for
// them, or is copied as a link. Restaurants and trips are not wishlist
// things at all.

import type { GroupItemInput } from "@/hooks/use-group-wishlists";
import { DEFAULT_RANKING } from "@/lib/domain-rules";
import type { GroupWishlistSummary } from "@/lib/group-wishlists";
import { isTravel, linkOf, wishlistPrefillOf, type CardType, type RecommendationItem } from "@/lib/recommendations";
import { DEFAULT_PRIORITY } from "@/lib/wishlist";

export type { GiftRecipient } from "@/lib/recommendations";

/** Where the card is: a chat's idea, or a card of the recommendations page. */
export type SaveContext = "chat" | "recommendations";

/** The save buttons a card shows. */
export type SaveChoices =
  /** A restaurant or a trip: nothing to save. */
  | { kind: "none" }
  /** Signed out (the public chat): sign in first. */
  | { kind: "sign-in" }
  /** For me: Add to Wishlist, my own. */
  | { kind: "my-wishlist" }
  /** For someone else (`name` null: unnamed, or not known yet): a group list for them, and Copy link. */
  | { kind: "for-someone"; name: string | null; link: string | undefined };

/** Card types that are no thing to wish for: a table, a stay. */
function isExperience(type: CardType): boolean {
  return type === "restaurant" || isTravel(type);
}

/**
 * The save buttons of a card. A restaurant or a trip: none. Signed out:
 * sign in. For me: my wishlist. For someone, or in the chat before anyone
 * is known (never my own list by default): a group list and the link. A
 * recommendation picked for no one is plain browsing, for me.
 */
export function saveChoicesFor(
  item: Pick<RecommendationItem, "type" | "recipient" | "affiliateUrl" | "openTableUrl" | "expediaUrl">,
  context: SaveContext,
  signedIn = true,
): SaveChoices {
  if (isExperience(item.type)) return { kind: "none" };
  if (!signedIn) return { kind: "sign-in" };
  const recipient = item.recipient ?? null;
  if (recipient?.kind === "self" || (recipient === null && context === "recommendations")) {
    return { kind: "my-wishlist" };
  }
  const name = recipient?.kind === "someone" ? recipient.name?.trim() || null : null;
  return { kind: "for-someone", name, link: linkOf(item) };
}

/** The group list button: 'Add to a group list for Mom', or without a name. */
export function groupListLabel(name: string | null): string {
  return name ? `Add to a group list for ${name}` : "Add to a group list";
}

/**
 * The idea as a new item of a group list, for `forName` (someone outside
 * the app, by the name I call them): name, description, price, link,
 * image, where to buy and category as the Add to Wishlist dialog fills
 * them; the defaults for the rest.
 */
export function groupItemOf(item: RecommendationItem, forName: string | null): GroupItemInput {
  const prefill = wishlistPrefillOf(item);
  const input: GroupItemInput = {
    name: prefill.name?.trim() || item.name,
    priority: DEFAULT_PRIORITY,
    ranking: DEFAULT_RANKING,
    quantity: 1,
  };
  for (const key of ["description", "price", "url", "imageUrl", "whereToBuy", "category"] as const) {
    const value = prefill[key]?.trim();
    if (value) input[key] = value;
  }
  const name = forName?.trim();
  if (name) input.forName = name;
  return input;
}

/** A group list the idea may go to, and whether it already has items for that person. */
export interface GroupListChoice {
  list: GroupWishlistSummary;
  forThem: boolean;
}

/**
 * The group lists an idea may go to: mine or ones I am on, not archived
 * (closed to new items); those already holding ideas for that person first
 * (`holding`: the ids `GET /api/collaborative-wishlists/holding?name=`
 * answers, which the server decides: by the name an item is for or the
 * member's first name, never a surprise of mine), else in the order given
 * (newest first).
 */
export function groupListChoices(
  lists: readonly GroupWishlistSummary[],
  holding: readonly number[],
): GroupListChoice[] {
  const choices = lists
    .filter((list) => !list.archived)
    .map((list) => ({ list, forThem: holding.includes(list.id) }));
  return [...choices.filter((c) => c.forThem), ...choices.filter((c) => !c.forThem)];
}
