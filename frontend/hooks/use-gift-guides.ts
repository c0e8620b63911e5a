"use client";

import useSWR from "swr";

import { categoryParam, type GiftGuide, type GiftGuideDetail } from "@/lib/gift-guides";

export const GIFT_GUIDES_PATH = "/api/gift-guides";

export function giftGuideApiPath(id: string): string {
  return `${GIFT_GUIDES_PATH}/${encodeURIComponent(id)}`;
}

/**
 * `GET /api/gift-guides?search=&category=` (public): the guides matching the
 * search and category ('all' sends none), featured first. Keeps the last
 * answer on screen while the next one loads.
 */
export function useGiftGuides({ search, category }: { search: string; category: string }) {
  const params = { search: search.trim(), category: categoryParam(category) };
  const { data, error, isLoading } = useSWR<GiftGuide[]>([GIFT_GUIDES_PATH, params], {
    // Public: a failure shows an alert on the page, never the sign-in redirect.
    onError: () => undefined,
    keepPreviousData: true,
  });
  return { guides: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** `GET /api/gift-guides/{id}` (public); 404 for an unknown id. */
export function useGiftGuide(id: string | null) {
  const { data, error, isLoading } = useSWR<GiftGuideDetail>(id === null ? null : giftGuideApiPath(id), {
    onError: () => undefined,
  });
  return { guide: data ?? null, error: error as unknown, isLoading: isLoading || id === null };
}
