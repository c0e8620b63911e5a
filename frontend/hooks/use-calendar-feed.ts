"use client";

import { useCallback } from "react";
import useSWR from "swr";

import { apiRequest, type Schemas } from "@/lib/api";

export const CALENDAR_FEED_KEY = "/api/calendar";

/** `GET /api/calendar` and `POST /api/calendar/rotate`: the private iCalendar feed link. */
export type CalendarFeed = Schemas["CalendarFeed"];

/** `GET /api/calendar`: the private iCalendar feed link; `rotate` replaces it with a new one. */
export function useCalendarFeed() {
  const { data, error, isLoading, mutate } = useSWR<CalendarFeed>(CALENDAR_FEED_KEY);

  const rotate = useCallback(async () => {
    const feed = await apiRequest<CalendarFeed>("POST", `${CALENDAR_FEED_KEY}/rotate`);
    await mutate(feed, { revalidate: false });
    return feed;
  }, [mutate]);

  return { url: data?.url ?? null, error: error as unknown, isLoading, rotate };
}
