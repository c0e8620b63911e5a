"use client";

import { CalendarDays, Gift, Lock, UserRound } from "lucide-react";

import { CHECK_CONNECTION } from "@/components/load-error";
import { WishlistItemCard } from "@/components/wishlist/wishlist-item-card";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { ItemGridSkeleton } from "@/components/wishlist/item-grid-skeleton";
import { usePublicList } from "@/hooks/use-wishlist";
import { useRouteParam } from "@/hooks/use-route-param";
import { ApiError } from "@/lib/api";
import { formatLongDate } from "@/lib/dates";
import { occasionLabel } from "@/lib/group-wishlists";
import { publicListTitle } from "@/lib/wishlist";

export const PRIVATE_LIST_TEXT = "This list is private or no longer exists.";

/** `/lists/{token}`: someone's public wishlist, read-only (signed out OK). */
export function PublicListPage() {
  const token = useRouteParam();
  const { list, error, isLoading } = usePublicList(token);

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
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
          <Gift className="size-8 text-primary/60" aria-hidden="true" />
          <p className="font-medium">No items yet</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Wishlist items">
          {items.map((item) => (
            <li key={item.id}>
              <WishlistItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
