"use client";

import { useApi } from "@/hooks/use-api";
import { categoryParam } from "@/lib/gift-guides";

/**
 * `GET /api/gift-guides?search=&category=` (public): the guides matching the
 * search and category ('all' sends none), featured first. Keeps the last
 * answer on screen while the next one loads.
 */
export function useGiftGuides({ search, category }: { search: string; category: string }) {
  const params = { search: search.trim(), category: categoryParam(category) };
  const { data, error, isLoading } = useApi(
    "/api/gift-guides",
    { query: params },
    {
      // Public: a failure shows an alert on the page, never the sign-in redirect.
      onError: () => undefined,
      keepPreviousData: true,
    },
  );
  return { guides: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** `GET /api/gift-guides/{id}` (public); 404 for an unknown id. */
export function useGiftGuide(id: string | null) {
  const { data, error, isLoading } = useApi(
    id === null ? null : "/api/gift-guides/{id}",
    id === null ? undefined : { path: { id } },
    { onError: () => undefined },
  );
  return { guide: data ?? null, error: error as unknown, isLoading: isLoading || id === null };
}
