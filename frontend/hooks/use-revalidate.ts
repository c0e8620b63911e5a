"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { fetcher, type ApiKey } from "@/lib/api";

/** The path of an SWR key: `"/api/x"` or `["/api/x", params]`. */
export function keyPath(key: unknown): string | undefined {
  if (typeof key === "string") return key;
  if (Array.isArray(key) && typeof key[0] === "string") return key[0];
  return undefined;
}

const NO_KEYS: readonly ApiKey[] = [];

/**
 * Reloads every cached key whose path `matches`, and the `always` keys even
 * when nothing has cached them yet. Each is fetched now, shown or not: SWR
 * never revalidates stale data on mount, so a key no component shows at the
 * moment (another page's list) would otherwise stay stale until a reload.
 */
export function useRevalidateKeys(matches: (path: string) => boolean, always: readonly ApiKey[] = NO_KEYS) {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const keys: ApiKey[] = [];
    // The filter sees each cached key as it was given; collect, don't mutate.
    await mutate((key) => {
      const path = keyPath(key);
      if (path !== undefined && matches(path)) keys.push(key as ApiKey);
      return false;
    });
    for (const key of always) if (!keys.includes(key)) keys.push(key);
    await Promise.all(keys.map((key) => mutate(key, fetcher(key), { revalidate: false }).catch(() => undefined)));
  }, [mutate, matches, always]);
}
