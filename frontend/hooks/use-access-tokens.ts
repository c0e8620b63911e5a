"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { useApi } from "@/hooks/use-api";
import { fetcher } from "@/lib/api";

export const ACCESS_TOKENS_KEY = "/api/account/tokens";

/** `GET /api/account/tokens`: my access tokens, newest first (never their secrets). */
export function useAccessTokens() {
  const { data, error, isLoading } = useApi(ACCESS_TOKENS_KEY);
  return { tokens: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** Reloads my access tokens now (after one is made or revoked). */
export function useRevalidateAccessTokens() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(ACCESS_TOKENS_KEY, fetcher(ACCESS_TOKENS_KEY), { revalidate: false }).catch(() => undefined);
  }, [mutate]);
}
