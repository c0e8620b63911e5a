"use client";

import { useState } from "react";
import { ArrowRightLeft, List, PackageCheck, Pencil, ShoppingBag, Trash2 } from "lucide-react";

import { lazyComponent } from "@/components/lazy-component";
import { lazyDialog } from "@/components/lazy-dialog";
import {
  moveOrCopyLabel,
  type MoveOrCopy,
  type MoveOrCopyMenuProps,
} from "@/components/wishlist/move-or-copy";
import { CardAction } from "@/components/card-action";
import { GivenBy } from "@/components/claims/given-by";
import { PriceChangeBadge } from "@/components/prices/price-change-badge";
import { ShareButton } from "@/components/sharing/share-button";
import { MarkPurchased, PurchasedBadge, usePurchased } from "@/components/wishlist/purchased";
import { StarDisplay } from "@/components/wishlist/star-rating";
import { ViewLink } from "@/components/wishlist/view-link";
import { Badge } from "@/components/ui/badge";
import { FallbackImage } from "@/components/ui/fallback-image";
import { markWishlistItemReceived, useStoreWishlistItem } from "@/hooks/use-wishlist";
import { saveWithFeedback } from "@/lib/forms";
import { cn } from "@/lib/utils";
import {
  displayPrice,
  priorityColours,
  priorityLabel,
  type PublicWishlistItem,
  type WishlistItem,
} from "@/lib/wishlist";

// The Move to... / Copy to... menu loads after the page's first paint (a
// stand-in button looks the same till then).
const MoveOrCopyMenu = lazyComponent(
  () => import("@/components/wishlist/move-or-copy-menu").then((module) => module.MoveOrCopyMenu),
  function MoveOrCopyMenuPlaceholder({ item }: MoveOrCopyMenuProps) {
    return <CardAction icon={ArrowRightLeft} label={moveOrCopyLabel(item)} inert aria-hidden="true" tabIndex={-1} />;
  },
);

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));
const WishlistItemDialog = lazyDialog(() =>
  import("@/components/wishlist/wishlist-item-dialog").then((module) => module.WishlistItemDialog),
);

export type { MoveOrCopy };

/**
 * A public list's item (read-only, with an optional `footer`: the guest's
 * claim control), or my own item with `onDelete`: my own items are full
 * `WishlistItem`s, which editing needs. Mine may also have `onMoveOrCopy`
 * (Move to... and Copy to..., when I have another list) and `listName`
 * (the list it is on, where items of several lists are shown together);
 * on a list I keep for someone (a dependant) also `badge` (whose own
 * surprise it is) and `claims` (what is claimed, and my own claim).
 */
type WishlistItemCardProps =
  | {
      item: PublicWishlistItem;
      onDelete?: undefined;
      onMoveOrCopy?: undefined;
      listName?: undefined;
      badge?: undefined;
      claims?: undefined;
      footer?: React.ReactNode;
    }
  | {
      item: WishlistItem;
      onDelete: (item: WishlistItem) => void;
      onMoveOrCopy?: (item: WishlistItem, action: MoveOrCopy) => void;
      listName?: string;
      badge?: React.ReactNode;
      claims?: React.ReactNode;
      footer?: undefined;
    };

/**
 * One wishlist item: image, name, description, priority, price, ranking,
 * quantity, where to buy and its link. With `onDelete` it is my own item and
 * gets the purchased toggle, Edit, Share, Mark received and Delete (never
 * any claim data: only, once received, who gave it); without, it is
 * read-only (a public list).
 */
export function WishlistItemCard(props: WishlistItemCardProps) {
  const { item } = props;
  // My own item: the full item, with Edit, Share, Delete, Mark purchased and Mark received.
  const own = props.onDelete ? props : null;
  const checkboxId = `purchased-${item.id}`;
  const [editOpen, setEditOpen] = useState(false);
  const [receivedOpen, setReceivedOpen] = useState(false);
  const purchasedState = usePurchased(item.id, !!item.purchased);
  const storeItem = useStoreWishlistItem();
  const received = own?.item.received === true;
  const revealed = (own?.item.givenBy?.length ?? 0) > 0;

  function confirmReceived() {
    return saveWithFeedback({
      save: () => markWishlistItemReceived(item.id),
      success: { title: "Marked received", description: `"${item.name}" is marked as received.` },
      failure: "Failed to mark the item received. Please try again.",
      preferServerMessage: true,
      onSaved: async (answer) => {
        await storeItem(answer);
      },
    });
  }

  return (
    <ItemCard
      item={item}
      purchased={purchasedState.purchased}
      details={
        own && (received || own.listName || revealed || own.badge) ? (
          <>
            {own.badge}
            {own.listName ? <ListBadge name={own.listName} /> : null}
            {received ? <ReceivedNote givenBy={own.item.givenBy} /> : null}
            {/* A list's reveal after its event: who gave it, not yet marked received. */}
            {!received && revealed ? <GivenBy names={own.item.givenBy} /> : null}
          </>
        ) : null
      }
      actions={
        own ? (
          <>
            <CardAction icon={Pencil} label={`Edit ${item.name}`} onClick={() => setEditOpen(true)}>
              Edit
            </CardAction>
            <ShareButton kind="wishlist-item" itemId={item.id} itemName={item.name} />
            {own.onMoveOrCopy ? <MoveOrCopyMenu item={own.item} onChoose={own.onMoveOrCopy} /> : null}
            <CardAction
              icon={Trash2}
              label={`Delete ${item.name}`}
              destructive
              className="ml-auto"
              onClick={() => own.onDelete(own.item)}
            />
          </>
        ) : null
      }
      footer={
        own ? (
          <>
            <MarkPurchased id={checkboxId} state={purchasedState}>
              {received ? null : (
                <CardAction icon={PackageCheck} label={`Mark received: ${item.name}`} onClick={() => setReceivedOpen(true)}>
                  Mark received
                </CardAction>
              )}
            </MarkPurchased>
            {own.claims}
          </>
        ) : (
          props.footer
        )
      }
    >
      {own ? (
        <>
          <WishlistItemDialog open={editOpen} onOpenChange={setEditOpen} item={own.item} />
          <ConfirmDialog
            open={receivedOpen}
            onOpenChange={setReceivedOpen}
            title="Mark as received?"
            description={`Once "${item.name}" is marked received, you'll see who gave it to you. Do it after you've opened it, so the surprise stays.`}
            confirmLabel="Mark received"
            onConfirm={confirmReceived}
          />
        </>
      ) : null}
    </ItemCard>
  );
}

/** The list an item of mine is on, where items of all my lists are shown together. */
function ListBadge({ name }: { name: string }) {
  return (
    <Badge variant="secondary" data-testid="list-badge" className="max-w-full">
      <List aria-hidden="true" />
      <span className="sr-only">List: </span>
      <span className="truncate">{name}</span>
    </Badge>
  );
}

/** A received item of mine: the Received badge and 'Sam got you this'. */
export function ReceivedNote({ givenBy }: { givenBy: readonly string[] | null | undefined }) {
  return (
    <div data-testid="received" className="flex flex-wrap items-center gap-2">
      <Badge className="bg-emerald-700 text-white">
        <PackageCheck aria-hidden="true" />
        Received
      </Badge>
      <GivenBy names={givenBy} />
    </div>
  );
}

/**
 * A card's action row (View, Edit, Share, Delete): always one line. At
 * most View, two labelled actions and an icon go in it (Mark received sits
 * with Mark purchased); in a card narrower than they need (two columns
 * just above 640 px) the actions show their icons only, named as before.
 */
const CARD_ACTIONS_ROW =
  "mt-auto flex flex-nowrap items-center gap-1 pt-1 @max-[17.5rem]:[&_[data-card-action-label]]:sr-only";

/**
 * The card every wishlist item is shown in (my list, a public list, a
 * group list): image, name, priority, description, price, ranking,
 * quantity, the last price change, category, where to buy, then `details`
 * (who added it, who it is for), the View link and `actions`, then
 * `footer`. `children` go inside the card (the dialogs its actions open).
 */
export function ItemCard({
  item,
  purchased,
  details,
  actions,
  footer,
  children,
}: {
  item: PublicWishlistItem;
  purchased: boolean;
  details?: React.ReactNode;
  actions?: React.ReactNode;
  footer?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const colours = priorityColours(item.priority);
  const price = displayPrice(item);
  const titleId = `wishlist-item-${item.id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="wishlist-item-card"
      data-priority={item.priority}
      data-priority-colour={colours.name}
      className={cn(
        "relative flex h-full w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        purchased && "opacity-80",
      )}
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 z-10 h-1", colours.bar)} />
      <div className="relative aspect-[4/3] w-full bg-muted">
        <FallbackImage
          src={item.imageUrl}
          alt={item.name}
          className="size-full object-cover"
          loading="lazy"
        />
        {purchased ? <PurchasedBadge /> : null}
      </div>
      <div className="@container flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="line-clamp-2 leading-tight font-semibold break-words" title={item.name}>
            {item.name}
          </h3>
          <span
            data-testid="priority-badge"
            className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", colours.badge)}
          >
            {priorityLabel(item.priority)}
            <span className="sr-only"> priority</span>
          </span>
        </div>
        {item.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p> : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {price ? (
            <span
              data-testid="price"
              data-price-kind={price.kind}
              className={price.kind === "amount" ? "text-lg font-bold text-primary" : "break-words text-muted-foreground"}
            >
              {price.text}
            </span>
          ) : null}
          <StarDisplay value={item.ranking} label={`Ranking: ${item.ranking} out of 5 stars`} />
          <span className="text-muted-foreground">Qty {item.quantity}</span>
        </div>
        <PriceChangeBadge change={item.priceChange} />
        {item.category || item.whereToBuy ? (
          <div className="grid gap-1 text-xs text-muted-foreground">
            {item.category ? <span>Category: {item.category}</span> : null}
            {item.whereToBuy ? (
              <span className="inline-flex items-center gap-1">
                <ShoppingBag className="size-3.5" aria-hidden="true" />
                Where to buy: {item.whereToBuy}
              </span>
            ) : null}
          </div>
        ) : null}
        {details}

        <div data-testid="card-actions" className={CARD_ACTIONS_ROW}>
          {item.url ? <ViewLink url={item.url} /> : null}
          {actions}
        </div>
        {footer}
      </div>
      {children}
    </article>
  );
}
