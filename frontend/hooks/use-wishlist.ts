"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { useApi } from "@/hooks/use-api";
import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { SHARED_WISHLIST_ITEMS_KEY } from "@/hooks/use-sharing";
import { api, type Schemas } from "@/lib/api";
import type { PublicLinkState, WishlistItem, WishlistItemChanges, WishlistItemInput } from "@/lib/wishlist";

export const WISHLIST_KEY = "/api/wishlist";
export const PUBLIC_LINK_KEY = "/api/wishlist/public";

/** `GET /api/wishlist`: my items, newest first. */
export function useWishlist() {
  const { data, error, isLoading } = useApi(WISHLIST_KEY);
  return { items: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

const wishlistRows = (path: string) => path === WISHLIST_KEY || path === SHARED_WISHLIST_ITEMS_KEY;
const ALWAYS_WISHLIST = [WISHLIST_KEY] as const;

/**
 * Reloads my wishlist and the items shared with me (a friend with canEdit
 * changes the same rows).
 */
export function useRevalidateWishlist() {
  return useRevalidateKeys(wishlistRows, ALWAYS_WISHLIST);
}

/** Puts an item of mine the API answered into the cached wishlist, without a refetch. */
export function useStoreWishlistItem() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (item: WishlistItem) =>
      mutate<WishlistItem[]>(WISHLIST_KEY, (items) => items?.map((i) => (i.id === item.id ? item : i)), {
        revalidate: false,
      }),
    [mutate],
  );
}

export function createWishlistItem(input: WishlistItemInput): Promise<WishlistItem> {
  return api("POST", "/api/wishlist", { body: input });
}

export function updateWishlistItem(id: number, changes: WishlistItemChanges): Promise<WishlistItem> {
  return api("PATCH", "/api/wishlist/{id}", { path: { id }, body: changes });
}

export function setWishlistItemPurchased(id: number, purchased: boolean): Promise<WishlistItem> {
  return updateWishlistItem(id, { purchased });
}

/** `POST /api/wishlist/{id}/received`: the item with `received: true` and who gave it (`givenBy`). */
export function markWishlistItemReceived(id: number): Promise<WishlistItem> {
  return api("POST", "/api/wishlist/{id}/received", { path: { id } });
}

export function deleteWishlistItem(id: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/wishlist/{id}", { path: { id } });
}

/** `GET /api/wishlist/public`: whether my list is public, and its link. */
export function usePublicLink() {
  const { data, error, isLoading, mutate } = useApi(PUBLIC_LINK_KEY);
  return { state: data ?? null, error: error as unknown, isLoading, mutate };
}

/** `PUT /api/wishlist/public`: public or private, and (while public) listed in Find a list or not. */
export function setPublicLink(isPublic: boolean, listed?: boolean): Promise<PublicLinkState> {
  const body: Schemas["PublicBody"] = listed === undefined ? { isPublic } : { isPublic, listed };
  return api("PUT", "/api/wishlist/public", { body });
}

/** A new token: the old link stops working. */
export function rotatePublicLink(): Promise<PublicLinkState> {
  return api("POST", "/api/wishlist/public/rotate");
}

/** `GET /api/public/lists/{token}` (signed out OK); a 404 means private or gone. */
export function usePublicList(token: string | null) {
  const { data, error, isLoading, mutate } = useApi(
    token ? "/api/public/lists/{token}" : null,
    token ? { path: { token } } : undefined,
    { onError: () => undefined },
  );
  return { list: data ?? null, error: error as unknown, isLoading: isLoading || !token, mutate };
}
