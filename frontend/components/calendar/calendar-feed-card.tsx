"use client";

import { useRef, useState } from "react";
import { CalendarSync, Copy, RefreshCw } from "lucide-react";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useCalendarFeed } from "@/hooks/use-calendar-feed";
import { toast } from "@/hooks/use-toast";
import { handleUnauthorized } from "@/lib/auth-redirect";

/** The private iCalendar link: copy it, or replace it with a new one. */
export function CalendarFeedCard() {
  const { url, error, isLoading, rotate } = useCalendarFeed();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied" });
    } catch {
      inputRef.current?.select();
      toast({
        title: "Couldn't copy the link",
        description: "The link is selected: copy it with your keyboard.",
        variant: "destructive",
      });
    }
  }

  async function getNewLink() {
    try {
      await rotate();
      toast({ title: "New calendar link created" });
    } catch (err) {
      if (!handleUnauthorized(err)) {
        toast({ title: "Error", description: "Failed to create a new calendar link.", variant: "destructive" });
      }
      throw err;
    }
  }

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
        <Label htmlFor="calendar-feed-url" className="sr-only">
          Calendar feed link
        </Label>
        {isLoading ? (
          <Skeleton className="h-9 w-full" />
        ) : error || !url ? (
          <p className="text-sm text-destructive">The calendar link could not be loaded. Please try again later.</p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={inputRef}
              id="calendar-feed-url"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs sm:text-xs"
            />
            <Button type="button" onClick={copy} className="sm:w-auto">
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setConfirmOpen(true)}
            disabled={isLoading || !!error}
          >
            <RefreshCw aria-hidden="true" />
            Get a new link
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Get a new calendar link?"
        description="The old link stops working: calendars subscribed to it will no longer update until you subscribe to the new one."
        confirmLabel="Get a new link"
        onConfirm={getNewLink}
      />
    </Card>
  );
}
