"use client";

import useSWR from "swr";

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
