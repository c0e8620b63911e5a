"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { useApi } from "@/hooks/use-api";
import { groupWishlistPath } from "@/hooks/use-group-wishlists";
import { SHARED_WISHLIST_ITEMS_KEY, type SharedWishlistItem } from "@/hooks/use-sharing";
import { api, type Schemas } from "@/lib/api";
import type { ClaimInput, GuestClaimInput, GuestClaimResult } from "@/lib/claims";
import type { GroupItem, GroupWishlist } from "@/lib/group-wishlists";

/** `PUT .../items/{itemId}/claim`: sets my claim on a group item; answers the item with its claims. */
export function claimGroupItem(listId: number, itemId: number, input: ClaimInput): Promise<GroupItem> {
  return api("PUT", "/api/collaborative-wishlists/{id}/items/{itemId}/claim", {
    path: { id: listId, itemId },
    body: input,
  });
}

/** `DELETE .../items/{itemId}/claim`: the item without my claim. */
export function unclaimGroupItem(listId: number, itemId: number): Promise<GroupItem> {
  return api("DELETE", "/api/collaborative-wishlists/{id}/items/{itemId}/claim", { path: { id: listId, itemId } });
}

/** `PUT /api/sharing/wishlist-items/{itemId}/claim`: answers the shared entry. */
export function claimSharedItem(itemId: number, input: ClaimInput): Promise<SharedWishlistItem> {
  return api("PUT", "/api/sharing/wishlist-items/{itemId}/claim", { path: { itemId }, body: input });
}

export function unclaimSharedItem(itemId: number): Promise<SharedWishlistItem> {
  return api("DELETE", "/api/sharing/wishlist-items/{itemId}/claim", { path: { itemId } });
}

/** `POST /api/public/lists/{token}/items/{itemId}/claims`: a guest's claim, by name (201). */
export function claimAsGuest(token: string, itemId: number, input: GuestClaimInput): Promise<GuestClaimResult> {
  return api("POST", "/api/public/lists/{token}/items/{itemId}/claims", { path: { token, itemId }, body: input });
}

/** `GET /api/public/claims/{undoToken}` (signed out OK); a 404 means undone or unknown. */
export function useGuestClaim(undoToken: string | null) {
  const { data, error, isLoading } = useApi(
    undoToken ? "/api/public/claims/{token}" : null,
    undoToken ? { path: { token: undoToken } } : undefined,
    { onError: () => undefined },
  );
  return { claim: data ?? null, error: error as unknown, isLoading };
}

/** `DELETE /api/public/claims/{undoToken}`. */
export function undoGuestClaim(undoToken: string): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/public/claims/{token}", { path: { token: undoToken } });
}

/**
 * Puts a group item the API answered (after a claim change) into the cached
 * list, without a refetch.
 */
export function useStoreGroupItem(listId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (item: GroupItem) =>
      mutate<GroupWishlist>(
        groupWishlistPath(listId),
        (list) => (list ? { ...list, items: list.items.map((i) => (i.id === item.id ? item : i)) } : list),
        { revalidate: false },
      ),
    [mutate, listId],
  );
}

/** Puts a shared entry the API answered into the cached Shared with Me list. */
export function useStoreSharedItem() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (entry: SharedWishlistItem) =>
      mutate<SharedWishlistItem[]>(
        SHARED_WISHLIST_ITEMS_KEY,
        (entries) =>
          entries?.map((e) =>
            e.id === entry.id || (entry.wishlistItem && e.wishlistItem?.id === entry.wishlistItem.id) ? entry : e,
          ),
        { revalidate: false },
      ),
    [mutate],
  );
}
