"use client";

import { useApi } from "@/hooks/use-api";
import type { QueryParams } from "@/lib/api";
import type { RecommendationSectionInfo } from "@/lib/recommendations";

/**
 * One section's `GET /api/recommendations/{section}` (one SWR key per call,
 * so a failing section does not hide the others). `params` with no
 * non-empty value asks with none.
 */
export function useRecommendations(route: RecommendationSectionInfo["path"], params?: QueryParams) {
  const sent = params && Object.values(params).some((v) => v !== null && v !== undefined && v !== "") ? params : undefined;
  const { data, error, isLoading } = useApi(route, { query: sent });
  return { items: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}
