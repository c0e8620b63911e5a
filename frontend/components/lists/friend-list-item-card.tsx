"use client";

import { ClaimControl, type GiverClaimActions } from "@/components/claims/claim-control";
import { SaveIdeaCardAction } from "@/components/gifts/save-idea-button";
import { ItemCard } from "@/components/wishlist/wishlist-item-card";
import type { ListItem } from "@/hooks/use-lists";
import type { PersonRef } from "@/lib/gifts";
import { ideaOfItem } from "@/lib/idea-prefill";

/**
 * An item on a friend's list shown to all friends: the wishlist item card
 * (read-only) with "I'll get this". A friend always gets the item's claims;
 * the list's owner never reaches this card (their own lists live on
 * /wishlist), and an item without claims shows no claim hint at all. With
 * `ideaFor` (whom the list is for, one of my people) it also has Save as an
 * idea, that person chosen.
 */
export function FriendListItemCard({
  item,
  archived,
  actions,
  ideaFor = null,
}: {
  item: ListItem;
  /** Claims are closed: who claimed what, no buttons. */
  archived: boolean;
  actions: GiverClaimActions;
  ideaFor?: PersonRef | null;
}) {
  return (
    <ItemCard
      item={item}
      purchased={item.purchased}
      actions={
        ideaFor ? <SaveIdeaCardAction idea={ideaOfItem(item)} forWhom={{ ref: ideaFor }} labelled /> : null
      }
      footer={<ClaimControl item={item} itemName={item.name} closed={archived} actions={actions} />}
    />
  );
}
