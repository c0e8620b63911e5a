"use client";

import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";

import { NOTIFICATIONS_KEY } from "@/hooks/use-notifications";
import { apiRequest, fetcher, type ApiKey } from "@/lib/api";
import type { SpecialDate, SpecialDateInput } from "@/lib/dates";

export const DATES_KEY = "/api/dates";
export const UPCOMING_DATES_PATH = "/api/dates/upcoming";

export interface UpcomingQuery {
  limit?: number;
  days?: number;
}

/** `GET /api/dates`: every date of the user, ordered by next occurrence. */
export function useDates() {
  const { data, error, isLoading } = useSWR<SpecialDate[]>(DATES_KEY);
  return { dates: data ?? [], error: error as unknown, isLoading };
}

/** `GET /api/dates/upcoming?limit=3` or `?days=30`: dates still to come, soonest first. */
export function useUpcomingDates(query: UpcomingQuery) {
  const key: ApiKey = [UPCOMING_DATES_PATH, { ...query }];
  const { data, error, isLoading } = useSWR<SpecialDate[]>(key);
  return { dates: data ?? [], error: error as unknown, isLoading };
}

function keyPath(key: unknown): string | undefined {
  if (typeof key === "string") return key;
  if (Array.isArray(key) && typeof key[0] === "string") return key[0];
  return undefined;
}

/** Whether an SWR key belongs to the dates resources (`/api/dates`, `/api/dates/upcoming`, ...). */
export function isDatesKey(key: unknown): boolean {
  const path = keyPath(key);
  return path === DATES_KEY || (path?.startsWith(`${DATES_KEY}/`) ?? false) || (path?.startsWith(`${DATES_KEY}?`) ?? false);
}

/**
 * Reloads every cached `/api/dates*` key (and the bell, whose reminders
 * follow the dates). Each is fetched now, shown or not: SWR never
 * revalidates stale data on mount, so a key no component shows at the
 * moment (another page's list) would otherwise stay stale until a reload.
 */
export function useRevalidateDates() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const keys: ApiKey[] = [];
    // The filter sees each cached key as it was given; collect, don't mutate.
    await mutate((key) => {
      if (isDatesKey(key) || keyPath(key) === NOTIFICATIONS_KEY) keys.push(key as ApiKey);
      return false;
    });
    await Promise.all(
      keys.map((key) => mutate(key, fetcher(key), { revalidate: false }).catch(() => undefined)),
    );
  }, [mutate]);
}

export function createDate(input: SpecialDateInput) {
  return apiRequest<SpecialDate>("POST", DATES_KEY, input);
}

export function updateDate(id: number, changes: Partial<SpecialDateInput>) {
  return apiRequest<SpecialDate>("PATCH", `${DATES_KEY}/${id}`, changes);
}

export function setDateShopped(id: number, shopped: boolean) {
  return apiRequest<SpecialDate>("PATCH", `${DATES_KEY}/${id}/shopped`, { shopped });
}

export function deleteDate(id: number) {
  return apiRequest<{ id: number; deleted: boolean }>("DELETE", `${DATES_KEY}/${id}`);
}
