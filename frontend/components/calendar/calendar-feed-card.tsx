"use client";

import { CalendarSync } from "lucide-react";

import { ShareableLink } from "@/components/sharing/shareable-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCalendarFeed } from "@/hooks/use-calendar-feed";

/** The private iCalendar link: copy it, or replace it with a new one. */
export function CalendarFeedCard() {
  const { url, error, isLoading, rotate } = useCalendarFeed();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarSync className="size-5 text-primary" aria-hidden="true" />
          Calendar feed
        </CardTitle>
        <CardDescription>
          Subscribe to this private link in Google Calendar, Apple Calendar or Outlook to see every date with its
          reminder. Anyone with the link can see your dates.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isLoading ? (
          <Skeleton className="h-9 w-full" />
        ) : error || !url ? (
          <p className="text-sm text-destructive">The calendar link could not be loaded. Please try again later.</p>
        ) : (
          <ShareableLink
            url={url}
            label="Calendar feed link"
            rotate={rotate}
            rotateQuestion={{
              title: "Get a new calendar link?",
              description:
                "The old link stops working: calendars subscribed to it will no longer update until you subscribe to the new one.",
            }}
            rotated={{ title: "New calendar link created" }}
          />
        )}
      </CardContent>
    </Card>
  );
}
