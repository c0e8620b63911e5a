"use client";

import { Archive, CalendarDays, Gift, Lock, UserRound } from "lucide-react";

import { ClaimControl, type GuestClaimActions } from "@/components/claims/claim-control";
import { SpoilerWarning } from "@/components/claims/spoiler-warning";
import { UndoLinks } from "@/components/claims/undo-links";
import { CHECK_CONNECTION } from "@/components/load-error";
import { WishlistItemCard } from "@/components/wishlist/wishlist-item-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { ItemGridSkeleton } from "@/components/wishlist/item-grid-skeleton";
import { claimAsGuest } from "@/hooks/use-claims";
import { usePublicList } from "@/hooks/use-wishlist";
import { useRouteParam } from "@/hooks/use-route-param";
import { useSessionItem } from "@/hooks/use-session-item";
import { ApiError } from "@/lib/api";
import {
  ARCHIVED_BANNER,
  parseUndoLinks,
  spoilerKey,
  undoLinksKey,
  type GuestClaimResult,
} from "@/lib/claims";
import { formatLongDate } from "@/lib/dates";
import { occasionLabel } from "@/lib/group-wishlists";
import { publicListTitle, type PublicList } from "@/lib/wishlist";

export const PRIVATE_LIST_TEXT = "This list is private or no longer exists.";

/**
 * `/lists/{token}`: someone's public wishlist (signed out OK). A spoiler
 * warning comes first (once per token and tab); then each item says what is
 * left, with the guest's "I'll get this". The owner opening their own list
 * sees neither the warning nor any availability.
 */
export function PublicListPage() {
  const token = useRouteParam();
  const { list, error, isLoading, mutate } = usePublicList(token);
  const [shown, setShown] = useSessionItem(token ? spoilerKey(token) : null);
  const [undoRaw, setUndoRaw] = useSessionItem(token ? undoLinksKey(token) : null);

  if (error) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">
          {notFound ? PRIVATE_LIST_TEXT : "Unable to load this list"}
        </h1>
        {notFound ? (
          <p className="text-muted-foreground">Ask its owner for a new link.</p>
        ) : (
          <p className="text-muted-foreground">{CHECK_CONNECTION}</p>
        )}
      </div>
    );
  }

  if (isLoading || !list) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" data-testid="public-list-loading">
        <h1 className="sr-only">Shared wishlist</h1>
        <Skeleton className="h-9 w-64" />
        <ItemGridSkeleton />
      </div>
    );
  }

  const items = Array.isArray(list.items) ? list.items : [];
  const group = list.kind === "group";
  const occasion = occasionLabel(list.occasion);
  const recipient = list.viewerIsRecipient === true;
  const archived = list.archived === true;
  const revealed = recipient || shown === "1";
  const undoLinks = parseUndoLinks(undoRaw);

  function guestActions(itemId: number): GuestClaimActions {
    return {
      claim: (input) => claimAsGuest(token ?? "", itemId, input),
      claimed: (result: GuestClaimResult) => {
        setUndoRaw(JSON.stringify([result, ...parseUndoLinks(undoRaw)]));
        void mutate();
      },
      reload: () => mutate(),
    };
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {list.title?.trim() || publicListTitle(list.ownerFirstName)}
        </h1>
        {list.description ? (
          <p className="max-w-2xl text-muted-foreground" data-testid="list-description">
            {list.description}
          </p>
        ) : null}
        {occasion || list.eventDate || (group && list.ownerFirstName) ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            {occasion ? <Badge variant="secondary">{occasion}</Badge> : null}
            {list.eventDate ? (
              <span className="inline-flex items-center gap-1.5" data-testid="event-date">
                <CalendarDays className="size-4" aria-hidden="true" />
                {formatLongDate(list.eventDate)}
              </span>
            ) : null}
            {group && list.ownerFirstName ? (
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4" aria-hidden="true" />
                A group list by {list.ownerFirstName}
              </span>
            ) : null}
          </div>
        ) : null}
        <p className="text-muted-foreground">
          {items.length === 1 ? "1 item" : `${items.length} items`} on this wishlist.
        </p>
      </div>
      {archived ? <ArchivedAlert /> : null}
      {!revealed ? (
        <SpoilerWarning onShow={() => setShown("1")} />
      ) : (
        <>
          <UndoLinks claims={undoLinks} />
          <PublicItems
            items={items}
            recipient={recipient}
            archived={archived}
            guestActions={guestActions}
          />
        </>
      )}
    </div>
  );
}

function ArchivedAlert() {
  return (
    <Alert role="status" data-testid="archived-banner">
      <Archive aria-hidden="true" />
      <AlertTitle>{ARCHIVED_BANNER}</AlertTitle>
      <AlertDescription>Claims are closed: the occasion is over.</AlertDescription>
    </Alert>
  );
}

function PublicItems({
  items,
  recipient,
  archived,
  guestActions,
}: {
  items: PublicList["items"];
  recipient: boolean;
  archived: boolean;
  guestActions: (itemId: number) => GuestClaimActions;
}) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
        <Gift className="size-8 text-primary/60" aria-hidden="true" />
        <p className="font-medium">No items yet</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Wishlist items">
      {items.map((item) => (
        <li key={item.id}>
          <WishlistItemCard
            item={item}
            footer={
              recipient ? null : (
                <ClaimControl
                  variant="guest"
                  available={item.available}
                  itemName={item.name}
                  closed={archived}
                  actions={guestActions(item.id)}
                />
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
