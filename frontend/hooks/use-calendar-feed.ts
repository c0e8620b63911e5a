"use client";

import { useCallback } from "react";

import { useApi } from "@/hooks/use-api";
import { api, type Schemas } from "@/lib/api";

export const CALENDAR_FEED_KEY = "/api/calendar";

/** `GET /api/calendar` and `POST /api/calendar/rotate`: the private iCalendar feed link. */
export type CalendarFeed = Schemas["CalendarFeed"];

/** `GET /api/calendar`: the private iCalendar feed link; `rotate` replaces it with a new one. */
export function useCalendarFeed() {
  const { data, error, isLoading, mutate } = useApi(CALENDAR_FEED_KEY);

  const rotate = useCallback(async () => {
    const feed: CalendarFeed = await api("POST", "/api/calendar/rotate");
    await mutate(feed, { revalidate: false });
    return feed;
  }, [mutate]);

  return { url: data?.url ?? null, error: error as unknown, isLoading, rotate };
}
