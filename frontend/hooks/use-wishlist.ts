"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { useApi } from "@/hooks/use-api";
import { keyPath, useRevalidateKeys } from "@/hooks/use-revalidate";
import { SHARED_WISHLIST_ITEMS_KEY } from "@/hooks/use-sharing";
import { api, type Schemas } from "@/lib/api";
import type { PublicLinkState, WishlistItem, WishlistItemChanges, WishlistItemInput } from "@/lib/wishlist";

export const WISHLIST_KEY = "/api/wishlist";
export const PUBLIC_LINK_KEY = "/api/wishlist/public";

/** `GET /api/wishlist`: my items, newest first. `false` waits (another of my lists is shown). */
export function useWishlist(load = true) {
  const { data, error, isLoading } = useApi(load ? WISHLIST_KEY : null);
  return { items: Array.isArray(data) ? data : [], error: error as unknown, isLoading: isLoading || !load };
}

/**
 * My lists (`/api/lists`) and what they hold (`/api/lists/...`): an item of
 * mine may sit on any of them. Those I look after (`/api/dependants`) show
 * their lists' counts too.
 */
const isListsPath = (path: string) =>
  path === "/api/lists" || path.startsWith("/api/lists/") || path.startsWith("/api/dependants");

const wishlistRows = (path: string) => path === WISHLIST_KEY || path === SHARED_WISHLIST_ITEMS_KEY || isListsPath(path);
const ALWAYS_WISHLIST = [WISHLIST_KEY] as const;

/**
 * Reloads my wishlist, the items shared with me (a friend with canEdit
 * changes the same rows) and whatever of my lists is cached (the item may
 * sit on any of them, and their counts change).
 */
export function useRevalidateWishlist() {
  return useRevalidateKeys(wishlistRows, ALWAYS_WISHLIST);
}

/**
 * Puts an item of mine the API answered into the cached wishlist, and into
 * any cached view of my lists holding it (`/api/lists/items`, a list's
 * `/api/lists/{id}`), without a refetch.
 */
export function useStoreWishlistItem() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (item: WishlistItem) => {
      const put = <T extends { id: number }>(items: T[]): T[] =>
        items.map((i) => (i.id === item.id ? { ...i, ...item } : i));
      await mutate<WishlistItem[]>(WISHLIST_KEY, (items) => items && put(items), { revalidate: false });
      await mutate<unknown>(
        (key) => {
          const path = keyPath(key);
          return path !== undefined && path.startsWith("/api/lists/");
        },
        (data: unknown) => {
          if (Array.isArray(data)) return put(data as { id: number }[]);
          if (data && typeof data === "object" && Array.isArray((data as { items?: unknown }).items)) {
            const view = data as { items: { id: number }[] };
            return { ...view, items: put(view.items) };
          }
          return data;
        },
        { revalidate: false },
      );
    },
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
