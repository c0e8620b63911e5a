"use client";

import { EyeOff } from "lucide-react";

import { ClaimControl, type GiverClaimActions } from "@/components/claims/claim-control";
import { WishlistItemCard, type MoveOrCopy } from "@/components/wishlist/wishlist-item-card";
import { Badge } from "@/components/ui/badge";
import { useAuth } from "@/hooks/use-auth";
import { firstNameOf } from "@/hooks/use-dependants";
import type { ListItem, ListSummary } from "@/hooks/use-lists";
import type { ClaimFields } from "@/lib/claims";
import type { WishlistItem } from "@/lib/wishlist";

export const MY_SURPRISE = "My surprise";

/** An item on a list I keep for someone, as its guardians get it: its claims (but on another's surprise). */
export type DependantListItem = WishlistItem & ClaimFields & Partial<Pick<ListItem, "ownSurpriseOf">>;

/** The guardians who keep a dependant's list: its owner and co-owners. */
type Keepers = Pick<ListSummary, "ownerId" | "ownerName" | "coOwners">;

/**
 * Whose own surprise an item is: 'My surprise', "Ben's surprise" (another
 * guardian, by first name), or null for an item that is nobody's.
 */
export function surpriseLabel(
  ownSurpriseOf: number | null | undefined,
  list: Keepers,
  myUserId: number | null,
): string | null {
  if (ownSurpriseOf === null || ownSurpriseOf === undefined) return null;
  if (ownSurpriseOf === myUserId) return MY_SURPRISE;
  const keeper = [{ userId: list.ownerId, name: list.ownerName }, ...list.coOwners].find(
    (k) => k.userId === ownSurpriseOf,
  );
  return `${keeper ? firstNameOf(keeper.name) : "Another guardian"}'s surprise`;
}

/**
 * An item on a list I keep for someone I look after (a child, a pet): my
 * own card (Edit, Delete, ...) with what givers see, so nobody buys twice:
 * its claims and "I'll get this". An item another guardian marked as their
 * own surprise says so and shows nothing of its claims (the server sends
 * none); my own surprise says 'My surprise'.
 */
export function DependantItemCard({
  item,
  list,
  claimActions,
  onDelete,
  onMoveOrCopy,
  listName,
}: {
  item: DependantListItem;
  list: Keepers & Pick<ListSummary, "archived">;
  claimActions: GiverClaimActions;
  onDelete: (item: WishlistItem) => void;
  onMoveOrCopy?: (item: WishlistItem, action: MoveOrCopy) => void;
  listName?: string;
}) {
  const { user } = useAuth();
  const myUserId = user?.id ?? null;
  const surprise = surpriseLabel(item.ownSurpriseOf, list, myUserId);
  const othersSurprise = item.ownSurpriseOf !== null && item.ownSurpriseOf !== undefined && item.ownSurpriseOf !== myUserId;
  return (
    <WishlistItemCard
      item={item}
      onDelete={onDelete}
      onMoveOrCopy={onMoveOrCopy}
      listName={listName}
      badge={
        surprise ? (
          <Badge variant="outline" data-testid="surprise-badge" className="w-fit">
            <EyeOff aria-hidden="true" />
            {surprise}
          </Badge>
        ) : null
      }
      claims={
        othersSurprise ? null : (
          // No questions here: its guardians are the ones who answer them.
          <ClaimControl
            item={item}
            itemName={item.name}
            closed={list.archived}
            actions={claimActions}
            giving={{ id: item.id, price: item.price, priceValue: item.priceValue }}
          />
        )
      }
    />
  );
}
