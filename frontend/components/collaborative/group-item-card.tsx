"use client";

import { useState } from "react";
import { Pencil, Trash2, UserPlus, UserRound } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { ClaimControl, type GiverClaimActions } from "@/components/claims/claim-control";
import { GivenBy } from "@/components/claims/given-by";
import { CardAction } from "@/components/card-action";
import { lazyComponent } from "@/components/lazy-component";
import { PriceHistoryButton } from "@/components/prices/price-history-button";
import { ItemCard } from "@/components/wishlist/wishlist-item-card";
import { claimGroupItem, unclaimGroupItem, useStoreGroupItem } from "@/hooks/use-claims";
import { useIsFriend } from "@/hooks/use-friends";
import { useRevalidateGroupWishlists } from "@/hooks/use-group-wishlists";
import type { GivingItem } from "@/lib/chip-in";
import { addedByText, forWhomText, memberFirstName, type GroupItem, type GroupMember } from "@/lib/group-wishlists";
import { ideaOfItem } from "@/lib/idea-prefill";

// Save as an idea shows only once my friends are read (an item for one of
// them), so its code comes after the page's first load: nothing stands in.
const SaveIdeaCardAction = lazyComponent(
  () => import("@/components/gifts/save-idea-button").then((module) => module.SaveIdeaCardAction),
  () => null,
);

// Dialogs load when first opened, not with the page.
const GroupItemDialog = lazyDialog(() =>
  import("@/components/collaborative/group-item-dialog").then((module) => module.GroupItemDialog),
);

/**
 * Whom givers may ask about a group item: the member it is for, when they
 * wished for it themselves. An item for everyone (or for someone outside
 * the app) has nobody to ask, and asking about a surprise would spoil it.
 */
export function askOf(
  item: Pick<GroupItem, "forUserId" | "addedBy">,
  members: readonly GroupMember[],
): GivingItem["ask"] {
  const forUserId = item.forUserId ?? null;
  if (forUserId === null || item.addedBy.userId !== forUserId) return undefined;
  const member = members.find((m) => m.userId === forUserId);
  return { whom: member ? memberFirstName(member) : null };
}

/**
 * An item on a group list: the wishlist item card, who it is for and who
 * added it; Edit only for the member who added it while the list is open
 * (`canEdit`), Delete for them or, for an item "Someone" added, the list's
 * creator (`canDelete`); the others get Price history (an item with a
 * link; its Edit dialog holds the same for the adder).
 * Givers get the claim control (who claimed what, "I'll get this"); the
 * member it is for gets none of it, only, once the list is archived, who
 * gave it ('Sam got you this'). An item for a member who is my friend has
 * Save as an idea, them chosen (one for everyone, or for a name, is for no
 * one I keep gifts for).
 */
export function GroupItemCard({
  item,
  listId,
  members,
  myUserId,
  archived = false,
  onDelete,
}: {
  item: GroupItem;
  listId: number;
  members: readonly GroupMember[];
  myUserId: number | null | undefined;
  /** Claims are closed. */
  archived?: boolean;
  onDelete: (item: GroupItem) => void;
}) {
  const [editOpen, setEditOpen] = useState(false);
  const storeItem = useStoreGroupItem(listId);
  const revalidate = useRevalidateGroupWishlists();
  // Friends are loaded only for an item for another member.
  const forUserId = item.forUserId ?? null;
  const forMember = forUserId !== null && forUserId !== myUserId ? forUserId : null;
  const ideaFriend = useIsFriend(forMember) ? forMember : null;
  // Beside Edit or Price history, the icon alone keeps the row on one line.
  const otherLabelled = item.canEdit || !!item.url;
  const giving: GivingItem = { id: item.id, price: item.price, priceValue: item.priceValue, ask: askOf(item, members) };
  const claimActions: GiverClaimActions = {
    claim: async (input) => storeItem(await claimGroupItem(listId, item.id, input)),
    unclaim: async () => storeItem(await unclaimGroupItem(listId, item.id)),
    reload: revalidate,
  };
  return (
    <ItemCard
      item={item}
      purchased={item.purchased}
      details={
        <div className="grid gap-1 text-sm">
          <p data-testid="for-whom" className="inline-flex items-center gap-1.5 font-medium">
            <UserRound className="size-4 text-primary" aria-hidden="true" />
            {forWhomText(item, members, myUserId)}
          </p>
          <p data-testid="added-by" className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <UserPlus className="size-3.5" aria-hidden="true" />
            {addedByText(item, myUserId)}
          </p>
          <GivenBy names={item.givenBy} />
        </div>
      }
      actions={
        item.canEdit || item.canDelete || item.url || ideaFriend !== null ? (
          <>
            {item.canEdit ? (
              <CardAction icon={Pencil} label={`Edit ${item.name}`} onClick={() => setEditOpen(true)}>
                Edit
              </CardAction>
            ) : item.url ? (
              <PriceHistoryButton itemName={item.name} item={{ listId, itemId: item.id }} />
            ) : null}
            {ideaFriend !== null ? (
              <SaveIdeaCardAction
                idea={ideaOfItem(item)}
                forWhom={{ ref: { friendId: ideaFriend } }}
                labelled={!otherLabelled}
              />
            ) : null}
            {item.canDelete ? (
              <CardAction
                icon={Trash2}
                label={`Delete ${item.name}`}
                destructive
                className="ml-auto"
                onClick={() => onDelete(item)}
              />
            ) : null}
          </>
        ) : null
      }
      footer={
        <ClaimControl item={item} itemName={item.name} closed={archived} actions={claimActions} giving={giving} />
      }
    >
      {item.canEdit ? (
        <GroupItemDialog
          open={editOpen}
          onOpenChange={setEditOpen}
          listId={listId}
          members={members}
          myUserId={myUserId}
          item={item}
        />
      ) : null}
    </ItemCard>
  );
}
