"use client";

import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";

import { groupWishlistPath } from "@/hooks/use-group-wishlists";
import { SHARED_WISHLIST_ITEMS_KEY, type SharedWishlistItem } from "@/hooks/use-sharing";
import { publicListPath } from "@/hooks/use-wishlist";
import { apiRequest, type Schemas } from "@/lib/api";
import type { ClaimInput, GuestClaimInput, GuestClaimResult, GuestClaimView } from "@/lib/claims";
import type { GroupItem, GroupWishlist } from "@/lib/group-wishlists";

export const PUBLIC_CLAIMS_PATH = "/api/public/claims";

function groupClaimPath(listId: number, itemId: number) {
  return `${groupWishlistPath(listId)}/items/${itemId}/claim`;
}

function sharedClaimPath(itemId: number) {
  return `${SHARED_WISHLIST_ITEMS_KEY}/${itemId}/claim`;
}

/** `PUT .../items/{itemId}/claim`: sets my claim on a group item; answers the item with its claims. */
export function claimGroupItem(listId: number, itemId: number, input: ClaimInput) {
  return apiRequest<GroupItem>("PUT", groupClaimPath(listId, itemId), input);
}

/** `DELETE .../items/{itemId}/claim`: the item without my claim. */
export function unclaimGroupItem(listId: number, itemId: number) {
  return apiRequest<GroupItem>("DELETE", groupClaimPath(listId, itemId));
}

/** `PUT /api/sharing/wishlist-items/{itemId}/claim`: answers the shared entry. */
export function claimSharedItem(itemId: number, input: ClaimInput) {
  return apiRequest<SharedWishlistItem>("PUT", sharedClaimPath(itemId), input);
}

export function unclaimSharedItem(itemId: number) {
  return apiRequest<SharedWishlistItem>("DELETE", sharedClaimPath(itemId));
}

/** `POST /api/public/lists/{token}/items/{itemId}/claims`: a guest's claim, by name (201). */
export function claimAsGuest(token: string, itemId: number, input: GuestClaimInput) {
  return apiRequest<GuestClaimResult>("POST", `${publicListPath(token)}/items/${itemId}/claims`, input);
}

export function guestClaimPath(undoToken: string) {
  return `${PUBLIC_CLAIMS_PATH}/${encodeURIComponent(undoToken)}`;
}

/** `GET /api/public/claims/{undoToken}` (signed out OK); a 404 means undone or unknown. */
export function useGuestClaim(undoToken: string | null) {
  const { data, error, isLoading } = useSWR<GuestClaimView>(undoToken ? guestClaimPath(undoToken) : null, {
    onError: () => undefined,
  });
  return { claim: data ?? null, error: error as unknown, isLoading };
}

/** `DELETE /api/public/claims/{undoToken}`. */
export function undoGuestClaim(undoToken: string) {
  return apiRequest<Schemas["Deleted"]>("DELETE", guestClaimPath(undoToken));
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
