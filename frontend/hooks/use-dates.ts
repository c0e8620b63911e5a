"use client";

import { useApi } from "@/hooks/use-api";
import { NOTIFICATIONS_KEY } from "@/hooks/use-notifications";
import { keyPath, useRevalidateKeys } from "@/hooks/use-revalidate";
import { api, type Schemas } from "@/lib/api";
import type { SpecialDate, SpecialDateChanges, SpecialDateInput } from "@/lib/dates";

export const DATES_KEY = "/api/dates";

export interface UpcomingQuery {
  limit?: number;
  days?: number;
}

/** `GET /api/dates`: every date of the user, ordered by next occurrence. */
export function useDates() {
  const { data, error, isLoading } = useApi(DATES_KEY);
  return { dates: data ?? [], error: error as unknown, isLoading };
}

/** `GET /api/dates/upcoming?limit=3` or `?days=30`: dates still to come, soonest first. */
export function useUpcomingDates(query: UpcomingQuery) {
  const { data, error, isLoading } = useApi("/api/dates/upcoming", { query: { ...query } });
  return { dates: data ?? [], error: error as unknown, isLoading };
}

/** Whether an SWR key belongs to the dates resources (`/api/dates`, `/api/dates/upcoming`, ...). */
export function isDatesKey(key: unknown): boolean {
  const path = keyPath(key);
  return path === DATES_KEY || (path?.startsWith(`${DATES_KEY}/`) ?? false) || (path?.startsWith(`${DATES_KEY}?`) ?? false);
}

const datesOrBell = (path: string) => isDatesKey(path) || path === NOTIFICATIONS_KEY;

/** Reloads every cached `/api/dates*` key, and the bell, whose reminders follow the dates. */
export function useRevalidateDates() {
  return useRevalidateKeys(datesOrBell);
}

export function createDate(input: SpecialDateInput): Promise<SpecialDate> {
  return api("POST", "/api/dates", { body: input });
}

export function updateDate(id: number, changes: SpecialDateChanges): Promise<SpecialDate> {
  return api("PATCH", "/api/dates/{id}", { path: { id }, body: changes });
}

export function setDateShopped(id: number, shopped: boolean): Promise<SpecialDate> {
  const body: Schemas["ShoppedBody"] = { shopped };
  return api("PATCH", "/api/dates/{id}/shopped", { path: { id }, body });
}

export function deleteDate(id: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/dates/{id}", { path: { id } });
}
