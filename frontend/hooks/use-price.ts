"use client";

import useSWR from "swr";

import type { PriceView } from "@/lib/prices";

/**
 * `GET {pricePath}` (see `wishlistItemPricePath`, `groupItemPricePath`): an
 * item's price readings and my watch of it; a 404 means I can't see the item.
 */
export function usePrice(pricePath: string | null) {
  const { data, error, isLoading, mutate } = useSWR<PriceView>(pricePath);
  return { price: data ?? null, error: error as unknown, isLoading: isLoading || pricePath === null, mutate };
}
