"use client";

import useSWR from "swr";

import { apiRequest } from "@/lib/api";

import type { ClaimFields } from "@/lib/claims";
import type { SpecialDate } from "@/lib/dates";
import type { PriceChange } from "@/lib/prices";

export const SHARED_WISHLIST_ITEMS_KEY = "/api/sharing/wishlist-items";
export const SHARED_SPECIAL_DATES_KEY = "/api/sharing/special-dates";

export interface SharedOwner {
  id: number;
  firstName: string | null;
  lastName: string | null;
}

/** An item a friend shared with me, with its claims (a friend is never its recipient). */
export interface SharedWishlistItem extends ClaimFields {
  id: number;
  wishlistItem: {
    id: number;
    name: string | null;
    description: string | null;
    price: string | null;
    imageUrl: string | null;
    url: string | null;
    /** With the above, what a friend with the editing right may change (absent from an older server). */
    category?: string | null;
    whereToBuy?: string | null;
    purchased: boolean;
    quantity?: number;
    /** The last price change the price watcher saw (absent from a server that does not send it). */
    priceChange?: PriceChange | null;
  } | null;
  owner: SharedOwner | null;
  canEdit: boolean;
}

export interface SharedSpecialDate {
  id: number;
  specialDate: SpecialDate;
  owner: SharedOwner | null;
  canEdit: boolean;
}

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

/** `GET` here lists who it is shared with. */
export function sharesUrl(kind: ShareKind, id: number): string {
  return `${shareUrl(kind, id)}/shares`;
}

/** One of my shares: the friend and whether they may edit. */
export interface ShareEntry {
  id: number;
  sharedWithId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  canEdit: boolean;
  createdAt: string;
}

/** `GET /api/sharing/{kind}s/{id}/shares`: who one of my things is shared with (loaded while `open`). */
export function useShares(kind: ShareKind, id: number, open = true) {
  const { data, error, isLoading, mutate } = useSWR<ShareEntry[]>(open ? sharesUrl(kind, id) : null);
  return { shares: Array.isArray(data) ? data : [], error: error as unknown, isLoading, reload: mutate };
}

/** `PATCH .../shares/{friendId}`: lets the friend edit it, or only view it. */
export function changeShareRight(kind: ShareKind, id: number, friendId: number, canEdit: boolean) {
  return apiRequest("PATCH", `${sharesUrl(kind, id)}/${friendId}`, { canEdit });
}

/** `DELETE .../shares/{friendId}`: the friend loses access at once. */
export function stopSharing(kind: ShareKind, id: number, friendId: number) {
  return apiRequest("DELETE", `${sharesUrl(kind, id)}/${friendId}`);
}
