import type { SharedWishlistItem } from "@/hooks/use-sharing";

/** 'First Last' of the owner of something shared with me, or 'Unknown'. */
export function sharedByName(owner: SharedWishlistItem["owner"]): string {
  const name = [owner?.firstName, owner?.lastName].filter((part) => part && part.trim()).join(" ").trim();
  return name || "Unknown";
}
