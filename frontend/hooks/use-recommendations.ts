"use client";

import useSWR from "swr";

import type { ApiKey, QueryParams } from "@/lib/api";
import type { RecommendationItem } from "@/lib/recommendations";

/**
 * One section's `GET /api/recommendations/{section}` (one SWR key per call,
 * so a failing section does not hide the others). `params` with no
 * non-empty value asks with none.
 */
export function useRecommendations(path: string, params?: QueryParams) {
  const sent = params && Object.values(params).some((v) => v !== null && v !== undefined && v !== "") ? params : undefined;
  const key: ApiKey = sent ? [path, sent] : path;
  const { data, error, isLoading } = useSWR<RecommendationItem[]>(key);
  return { items: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}
