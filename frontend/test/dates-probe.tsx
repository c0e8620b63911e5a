"use client";

import { useUpcomingDates } from "@/hooks/use-dates";

/** Subscribes to the home's upcoming-dates key so tests can watch it revalidate. */
export function DatesProbe() {
  const { dates } = useUpcomingDates({ limit: 3 });
  return <p data-testid="dates-probe">{dates.length}</p>;
}
