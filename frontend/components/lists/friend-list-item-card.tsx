"use client";

import { ClaimControl, type GiverClaimActions } from "@/components/claims/claim-control";
import { ItemCard } from "@/components/wishlist/wishlist-item-card";
import type { ListItem } from "@/hooks/use-lists";

/**
 * An item on a friend's list shown to all friends: the wishlist item card
 * (read-only) with "I'll get this". A friend always gets the item's claims;
 * the list's owner never reaches this card (their own lists live on
 * /wishlist), and an item without claims shows no claim hint at all.
 */
export function FriendListItemCard({
  item,
  archived,
  actions,
}: {
  item: ListItem;
  /** Claims are closed: who claimed what, no buttons. */
  archived: boolean;
  actions: GiverClaimActions;
}) {
  return (
    <ItemCard
      item={item}
      purchased={item.purchased}
      footer={<ClaimControl item={item} itemName={item.name} closed={archived} actions={actions} />}
    />
  );
}
