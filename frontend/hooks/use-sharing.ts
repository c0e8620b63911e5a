"use client";

import useSWR from "swr";

import { apiRequest, type Schemas } from "@/lib/api";

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
  const { data, error, isLoading } = useSWR<SharedWishlistItem[]>(SHARED_WISHLIST_ITEMS_KEY);
  return { shared: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** `GET /api/sharing/special-dates`: dates friends shared with me. */
export function useSharedSpecialDates() {
  const { data, error, isLoading } = useSWR<SharedSpecialDate[]>(SHARED_SPECIAL_DATES_KEY);
  return { shared: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** What can be shared: one of my wishlist items or special dates. */
export type ShareKind = "special-date" | "wishlist-item";

/** `POST <path>/{id}` shares; the same paths list what friends shared with me. */
const SHARE_PATHS: Record<ShareKind, string> = {
  "special-date": SHARED_SPECIAL_DATES_KEY,
  "wishlist-item": SHARED_WISHLIST_ITEMS_KEY,
};

/** `POST` here shares the item or date with a friend. */
export function shareUrl(kind: ShareKind, id: number): string {
  return `${SHARE_PATHS[kind]}/${id}`;
}

/** `POST /api/sharing/{kind}s/{id}`: shares one of my things with a friend (`canEdit`: they may change it). */
export function shareWithFriend(kind: ShareKind, id: number, body: Schemas["NewShareBody"]) {
  return apiRequest<Schemas["ShareResponse"]>("POST", shareUrl(kind, id), body);
}

/** `GET` here lists who it is shared with. */
export function sharesUrl(kind: ShareKind, id: number): string {
  return `${shareUrl(kind, id)}/shares`;
}

/** One of my shares: the friend and whether they may edit. */
export type ShareEntry = Schemas["ShareEntry"];

/** `GET /api/sharing/{kind}s/{id}/shares`: who one of my things is shared with (loaded while `open`). */
export function useShares(kind: ShareKind, id: number, open = true) {
  const { data, error, isLoading, mutate } = useSWR<ShareEntry[]>(open ? sharesUrl(kind, id) : null);
  return { shares: Array.isArray(data) ? data : [], error: error as unknown, isLoading, reload: mutate };
}

/** `PATCH .../shares/{friendId}`: lets the friend edit it, or only view it. */
export function changeShareRight(kind: ShareKind, id: number, friendId: number, canEdit: boolean) {
  const body: Schemas["ShareRightBody"] = { canEdit };
  return apiRequest<Schemas["ShareResponse"]>("PATCH", `${sharesUrl(kind, id)}/${friendId}`, body);
}

/** `DELETE .../shares/{friendId}`: the friend loses access at once. */
export function stopSharing(kind: ShareKind, id: number, friendId: number) {
  return apiRequest("DELETE", `${sharesUrl(kind, id)}/${friendId}`);
}
