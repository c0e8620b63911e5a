"use client";

import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";

import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { SHARED_WISHLIST_ITEMS_KEY } from "@/hooks/use-sharing";
import { apiRequest, type Schemas } from "@/lib/api";
import type {
  PublicLinkState,
  PublicList,
  WishlistItem,
  WishlistItemChanges,
  WishlistItemInput,
} from "@/lib/wishlist";

export const WISHLIST_KEY = "/api/wishlist";
export const PUBLIC_LINK_KEY = "/api/wishlist/public";
export const PUBLIC_LINK_ROTATE_PATH = "/api/wishlist/public/rotate";
export const PUBLIC_LISTS_PATH = "/api/public/lists";

/** `GET /api/wishlist`: my items, newest first. */
export function useWishlist() {
  const { data, error, isLoading } = useSWR<WishlistItem[]>(WISHLIST_KEY);
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

export function createWishlistItem(input: WishlistItemInput) {
  return apiRequest<WishlistItem>("POST", WISHLIST_KEY, input);
}

export function updateWishlistItem(id: number, changes: WishlistItemChanges) {
  return apiRequest<WishlistItem>("PATCH", `${WISHLIST_KEY}/${id}`, changes);
}

export function setWishlistItemPurchased(id: number, purchased: boolean) {
  return updateWishlistItem(id, { purchased });
}

/** `POST /api/wishlist/{id}/received`: the item with `received: true` and who gave it (`givenBy`). */
export function markWishlistItemReceived(id: number) {
  return apiRequest<WishlistItem>("POST", `${WISHLIST_KEY}/${id}/received`);
}

export function deleteWishlistItem(id: number) {
  return apiRequest<Schemas["Deleted"]>("DELETE", `${WISHLIST_KEY}/${id}`);
}

/** `GET /api/wishlist/public`: whether my list is public, and its link. */
export function usePublicLink() {
  const { data, error, isLoading, mutate } = useSWR<PublicLinkState>(PUBLIC_LINK_KEY);
  return { state: data ?? null, error: error as unknown, isLoading, mutate };
}

/** `PUT /api/wishlist/public`: public or private, and (while public) listed in Find a list or not. */
export function setPublicLink(isPublic: boolean, listed?: boolean) {
  const body: Schemas["PublicBody"] = listed === undefined ? { isPublic } : { isPublic, listed };
  return apiRequest<PublicLinkState>("PUT", PUBLIC_LINK_KEY, body);
}

/** A new token: the old link stops working. */
export function rotatePublicLink() {
  return apiRequest<PublicLinkState>("POST", PUBLIC_LINK_ROTATE_PATH);
}

export function publicListPath(token: string) {
  return `${PUBLIC_LISTS_PATH}/${encodeURIComponent(token)}`;
}

/** `GET /api/public/lists/{token}` (signed out OK); a 404 means private or gone. */
export function usePublicList(token: string | null) {
  const key = token ? publicListPath(token) : null;
  const { data, error, isLoading, mutate } = useSWR<PublicList>(key, { onError: () => undefined });
  return { list: data ?? null, error: error as unknown, isLoading: isLoading || !token, mutate };
}
