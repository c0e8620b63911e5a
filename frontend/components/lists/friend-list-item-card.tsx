"use client";

import { ClaimControl, type GiverClaimActions } from "@/components/claims/claim-control";
import { SaveIdeaCardAction } from "@/components/gifts/save-idea-button";
import { ItemCard } from "@/components/wishlist/wishlist-item-card";
import type { ListItem } from "@/hooks/use-lists";
import type { GivingItem } from "@/lib/chip-in";
import type { PersonRef } from "@/lib/gifts";
import { ideaOfItem } from "@/lib/idea-prefill";

/**
 * An item on a friend's list shown to all friends: the wishlist item card
 * (read-only) with "I'll get this". A friend always gets the item's claims;
 * the list's owner never reaches this card (their own lists live on
 * /wishlist), and an item without claims shows no claim hint at all. With
 * `ideaFor` (whom the list is for, one of my people) it also has Save as an
 * idea, that person chosen. With `askWhom` (the first name of whom the list
 * is for, null when unknown) givers may ask them a question, but not on a
 * guardian's own surprise.
 */
export function FriendListItemCard({
  item,
  archived,
  actions,
  ideaFor = null,
  askWhom,
}: {
  item: ListItem;
  /** Claims are closed: who claimed what, no buttons. */
  archived: boolean;
  actions: GiverClaimActions;
  ideaFor?: PersonRef | null;
  askWhom?: string | null;
}) {
  const surprise = item.ownSurpriseOf !== null && item.ownSurpriseOf !== undefined;
  const giving: GivingItem = {
    id: item.id,
    price: item.price,
    priceValue: item.priceValue,
    ask: askWhom === undefined || surprise ? undefined : { whom: askWhom },
  };
  return (
    <ItemCard
      item={item}
      purchased={item.purchased}
      actions={
        ideaFor ? <SaveIdeaCardAction idea={ideaOfItem(item)} forWhom={{ ref: ideaFor }} labelled /> : null
      }
      footer={<ClaimControl item={item} itemName={item.name} closed={archived} actions={actions} giving={giving} />}
    />
  );
}
