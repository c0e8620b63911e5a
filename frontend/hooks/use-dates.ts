"use client";

import useSWR from "swr";

import { NOTIFICATIONS_KEY } from "@/hooks/use-notifications";
import { keyPath, useRevalidateKeys } from "@/hooks/use-revalidate";
import { apiRequest, type ApiKey, type Schemas } from "@/lib/api";
import type { SpecialDate, SpecialDateChanges, SpecialDateInput } from "@/lib/dates";

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

export function createDate(input: SpecialDateInput) {
  return apiRequest<SpecialDate>("POST", DATES_KEY, input);
}

export function updateDate(id: number, changes: SpecialDateChanges) {
  return apiRequest<SpecialDate>("PATCH", `${DATES_KEY}/${id}`, changes);
}

export function setDateShopped(id: number, shopped: boolean) {
  const body: Schemas["ShoppedBody"] = { shopped };
  return apiRequest<SpecialDate>("PATCH", `${DATES_KEY}/${id}/shopped`, body);
}

export function deleteDate(id: number) {
  return apiRequest<Schemas["Deleted"]>("DELETE", `${DATES_KEY}/${id}`);
}
