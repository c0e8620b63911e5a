import type { WishlistItem } from "@/lib/wishlist";

/** Moving an item to another list of mine (with its claims, shares and watch), or copying its details there. */
export type MoveOrCopy = "move" | "copy";

export interface MoveOrCopyMenuProps {
  item: WishlistItem;
  onChoose: (item: WishlistItem, action: MoveOrCopy) => void;
}

/** The Move or copy menu button's name. */
export function moveOrCopyLabel(item: Pick<WishlistItem, "name">): string {
  return `Move or copy ${item.name}`;
}
