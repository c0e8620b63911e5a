"use client";

import { useApi } from "@/hooks/use-api";
import { api, type Schemas } from "@/lib/api";

export const SHARED_WISHLIST_ITEMS_KEY = "/api/sharing/wishlist-items";
export const SHARED_SPECIAL_DATES_KEY = "/api/sharing/special-dates";

/** The friend who shared something with me. */
export type SharedOwner = Schemas["Owner"];

/**
 * An item a friend shared with me, with its claims (a friend is never its
 * recipient); `canEdit`: they let me change its details.
 */
export type SharedWishlistItem = Schemas["SharedItemEntry"];

/** A date a friend shared with me; `canEdit`: they let me change it. */
export type SharedSpecialDate = Schemas["SharedDateEntry"];

/** `GET /api/sharing/wishlist-items`: items friends shared with me. */
export function useSharedWishlistItems() {
  const { data, error, isLoading } = useApi(SHARED_WISHLIST_ITEMS_KEY);
  return { shared: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** `GET /api/sharing/special-dates`: dates friends shared with me. */
export function useSharedSpecialDates() {
  const { data, error, isLoading } = useApi(SHARED_SPECIAL_DATES_KEY);
  return { shared: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** What can be shared: one of my wishlist items or special dates. */
export type ShareKind = "special-date" | "wishlist-item";

/** `POST` here shares one of my things with a friend. */
const SHARE_ROUTES = {
  "special-date": "/api/sharing/special-dates/{id}",
  "wishlist-item": "/api/sharing/wishlist-items/{id}",
} as const;

/** `GET` here lists who one of my things is shared with. */
const SHARES_ROUTES = {
  "special-date": "/api/sharing/special-dates/{id}/shares",
  "wishlist-item": "/api/sharing/wishlist-items/{id}/shares",
} as const;

/** `PATCH` here changes a friend's right to one of my things; `DELETE` ends their access. */
const SHARE_ENTRY_ROUTES = {
  "special-date": "/api/sharing/special-dates/{id}/shares/{friendId}",
  "wishlist-item": "/api/sharing/wishlist-items/{id}/shares/{friendId}",
} as const;

/** `POST /api/sharing/{kind}s/{id}`: shares one of my things with a friend (`canEdit`: they may change it). */
export function shareWithFriend(
  kind: ShareKind,
  id: number,
  body: Schemas["NewShareBody"],
): Promise<Schemas["ShareResponse"]> {
  return api("POST", SHARE_ROUTES[kind], { path: { id }, body });
}

/** One of my shares: the friend and whether they may edit. */
export type ShareEntry = Schemas["ShareEntry"];

/** `GET /api/sharing/{kind}s/{id}/shares`: who one of my things is shared with (loaded while `open`). */
export function useShares(kind: ShareKind, id: number, open = true) {
  const { data, error, isLoading, mutate } = useApi(open ? SHARES_ROUTES[kind] : null, { path: { id } });
  return { shares: Array.isArray(data) ? data : [], error: error as unknown, isLoading, reload: mutate };
}

/** `PATCH .../shares/{friendId}`: lets the friend edit it, or only view it. */
export function changeShareRight(
  kind: ShareKind,
  id: number,
  friendId: number,
  canEdit: boolean,
): Promise<Schemas["ShareResponse"]> {
  const body: Schemas["ShareRightBody"] = { canEdit };
  return api("PATCH", SHARE_ENTRY_ROUTES[kind], { path: { id, friendId }, body });
}

/** `DELETE .../shares/{friendId}`: the friend loses access at once. */
export function stopSharing(kind: ShareKind, id: number, friendId: number) {
  return api("DELETE", SHARE_ENTRY_ROUTES[kind], { path: { id, friendId } });
}
