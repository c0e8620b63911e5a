"use client";

import { useState } from "react";
import Link from "next/link";
import { Check, PartyPopper, Plus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useRevalidateDates } from "@/hooks/use-dates";
import { useGiftDays, useRevalidateHolidays } from "@/hooks/use-holidays";
import { ApiError } from "@/lib/api";
import { formatLongDate } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";
import { addHoliday, countryName, type GiftDaySuggestion } from "@/lib/holidays";

export const GIFT_DAYS_TITLE = "Gift-giving days";
export const CHANGE_COUNTRY = "Change country";
export const GIFT_DAYS_LOAD_FAILED = "The gift-giving days could not be loaded. Please try again later.";
export const NO_GIFT_DAYS = "No gift-giving days to suggest.";
export const ADDED = "Added";

/** 'Gift-giving days in United Kingdom' */
export function giftDaysTitle(country: string): string {
  return `${GIFT_DAYS_TITLE} in ${country}`;
}

/** The Add button's name: 'Add Mother's Day'. */
export function addGiftDayLabel(name: string): string {
  return `Add ${name}`;
}

/**
 * `/dates`' suggestions: the gift-giving days of my country (Settings'
 * choice, else my browser's), soonest first, each with Add (kept as one of
 * my dates) or, once kept, 'Added'.
 */
export function GiftDaysCard() {
  const { holidays, error, isLoading } = useGiftDays();
  const revalidateDates = useRevalidateDates();
  const revalidateHolidays = useRevalidateHolidays();
  const [adding, setAdding] = useState<string | null>(null);

  async function add(day: GiftDaySuggestion) {
    if (!holidays) return;
    setAdding(day.day);
    await saveWithFeedback({
      save: async () => {
        try {
          return await addHoliday({ day: day.day, country: holidays.country });
        } catch (error) {
          // Kept already (another tab): show it as added; the toast says the server's why.
          if (error instanceof ApiError && error.status === 409) void revalidateHolidays();
          throw error;
        }
      },
      success: { title: "Special date added successfully!" },
      failure: "Failed to add special date. Please try again.",
      onSaved: async () => {
        await Promise.all([revalidateDates(), revalidateHolidays()]);
      },
    });
    setAdding(null);
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2 text-lg">
          <PartyPopper className="size-5 text-primary" aria-hidden="true" />
          {holidays ? giftDaysTitle(countryName(holidays.country, holidays.countries)) : GIFT_DAYS_TITLE}
        </CardTitle>
        <Link href="/settings" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {CHANGE_COUNTRY}
        </Link>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-2" data-testid="gift-days-loading">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : error || !holidays ? (
          <p className="text-sm text-destructive">{GIFT_DAYS_LOAD_FAILED}</p>
        ) : holidays.days.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_GIFT_DAYS}</p>
        ) : (
          <ul className="divide-y" aria-label="Suggested days">
            {holidays.days.map((day) => (
              <li key={day.day} className="flex items-center justify-between gap-3 py-2.5" data-testid="gift-day">
                <div className="min-w-0">
                  <p className="font-medium break-words">{day.name}</p>
                  <p className="text-sm text-muted-foreground">{formatLongDate(day.date)}</p>
                </div>
                {day.added ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted-foreground">
                    <Check className="size-4" aria-hidden="true" />
                    {ADDED}
                  </span>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    aria-label={addGiftDayLabel(day.name)}
                    disabled={adding !== null}
                    onClick={() => void add(day)}
                  >
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
