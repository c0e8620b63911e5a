"use client";

import { useState } from "react";
import { Pencil, User as UserIcon } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { ClaimControl, type GiverClaimActions } from "@/components/claims/claim-control";
import { PriceChangeBadge } from "@/components/prices/price-change-badge";
import { PriceHistoryButton } from "@/components/prices/price-history-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FallbackImage } from "@/components/ui/fallback-image";
import { PurchasedBadge } from "@/components/wishlist/purchased";
import { ViewLink } from "@/components/wishlist/view-link";
import { claimSharedItem, unclaimSharedItem, useStoreSharedItem } from "@/hooks/use-claims";
import { useRevalidateWishlist } from "@/hooks/use-wishlist";
import type { SharedWishlistItem } from "@/hooks/use-sharing";
import { sharedByName } from "@/lib/sharing";
import { dollarPrice } from "@/lib/wishlist";

// Dialogs load when first opened, not with the page.
const SharedItemEditDialog = lazyDialog(() =>
  import("@/components/collaborative/shared-item-edit-dialog").then((module) => module.SharedItemEditDialog),
);

export const DEFAULT_SHARED_ITEM_NAME = "Shared Item";

export { sharedByName };

/**
 * A wishlist item a friend shared with me, with its last price change,
 * Price history (an item with a link) and "I'll get this": a friend
 * is never its recipient, so the claims are always there. With the editing
 * right, Edit changes its details. (The owner's own Purchased flag is
 * theirs: a friend never changes it.)
 */
export function SharedItemCard({ entry }: { entry: SharedWishlistItem }) {
  const item = entry.wishlistItem;
  const name = item?.name?.trim() || DEFAULT_SHARED_ITEM_NAME;
  const price = dollarPrice(item?.price);
  const titleId = `shared-item-${entry.id}`;
  const purchased = !!item?.purchased;
  const storeEntry = useStoreSharedItem();
  const revalidate = useRevalidateWishlist();
  const itemId = item?.id;
  const [editing, setEditing] = useState(false);
  const claimActions: GiverClaimActions = {
    claim: async (input) => {
      if (itemId === undefined) return;
      await storeEntry(await claimSharedItem(itemId, input));
    },
    unclaim: async () => {
      if (itemId === undefined) return;
      await storeEntry(await unclaimSharedItem(itemId));
    },
    reload: revalidate,
  };

  return (
    <article
      aria-labelledby={titleId}
      data-testid="shared-item-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="relative aspect-[4/3] w-full bg-muted">
        <FallbackImage src={item?.imageUrl} alt={name} className="size-full object-cover" loading="lazy" />
        {purchased ? <PurchasedBadge /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="line-clamp-2 leading-tight font-semibold break-words">
            {name}
          </h3>
          {entry.canEdit ? (
            <Badge variant="secondary">
              <Pencil aria-hidden="true" />
              Can Edit
            </Badge>
          ) : null}
        </div>
        {item?.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p> : null}
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <UserIcon className="size-4" aria-hidden="true" />
          Shared by {sharedByName(entry.owner)}
        </p>
        <PriceChangeBadge change={item?.priceChange} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          {price ? (
            <span data-testid="price" className="text-lg font-bold text-primary">
              {price}
            </span>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap items-center gap-1">
            {entry.canEdit && item ? (
              <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
            {item?.url ? (
              <>
                <PriceHistoryButton itemName={name} item={{ itemId: item.id }} />
                <ViewLink url={item.url} />
              </>
            ) : null}
          </div>
        </div>
        {entry.canEdit && item ? (
          <SharedItemEditDialog open={editing} onOpenChange={setEditing} entry={{ ...entry, wishlistItem: item }} />
        ) : null}
        {item ? (
          <ClaimControl
            item={{ ...entry, quantity: item.quantity ?? 1 }}
            itemName={name}
            actions={claimActions}
            giving={{ id: item.id, price: item.price, ask: { whom: entry.owner?.firstName?.trim() || null } }}
          />
        ) : null}
      </div>
    </article>
  );
}
