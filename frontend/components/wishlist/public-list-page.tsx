"use client";

import { Gift, Lock } from "lucide-react";

import { CHECK_CONNECTION } from "@/components/load-error";
import { WishlistItemCard } from "@/components/wishlist/wishlist-item-card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublicList } from "@/hooks/use-wishlist";
import { useRouteParam } from "@/hooks/use-route-param";
import { ApiError } from "@/lib/api";
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
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-80 w-full rounded-xl" />
          ))}
        </div>
      </div>
    );
  }

  const items = Array.isArray(list.items) ? list.items : [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{publicListTitle(list.ownerFirstName)}</h1>
        <p className="mt-1 text-muted-foreground">
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
