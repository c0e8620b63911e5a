"use client";

import { useApi } from "@/hooks/use-api";
import type { PricedItem } from "@/lib/prices";

/** `GET .../price` of an item, as a route of the document and its parameters. */
function priceRoute(item: PricedItem) {
  return item.listId === undefined
    ? { route: "/api/wishlist/{id}/price" as const, path: { id: item.itemId } }
    : {
        route: "/api/collaborative-wishlists/{id}/items/{itemId}/price" as const,
        path: { id: item.listId, itemId: item.itemId },
      };
}

/**
 * `GET .../price` (see `PricedItem`): an item's price readings and my watch
 * of it; a 404 means I can't see the item.
 */
export function usePrice(item: PricedItem | null) {
  const load = item === null ? null : priceRoute(item);
  const { data, error, isLoading, mutate } = useApi(load?.route ?? null, load ? { path: load.path } : undefined);
  return { price: data ?? null, error: error as unknown, isLoading: isLoading || item === null, mutate };
}
