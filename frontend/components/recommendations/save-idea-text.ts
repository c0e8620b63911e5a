import type { RecommendationItem } from "@/lib/recommendations";

// What the save buttons (save-idea-actions) and the group lists menu (its
// own chunk) share.

/** The toast when an idea could not be added to a group list (unless the server says why). */
export const ADD_TO_GROUP_LIST_FAILED = "Couldn't add it to the list. Please try again.";

export const CREATE_GROUP_WISHLIST = "Create Group Wishlist";

export type Size = "sm" | "default";

export interface GroupListMenuProps {
  item: RecommendationItem;
  name: string | null;
  size: Size;
  className?: string;
}
