"use client";

import { useState } from "react";
import { CalendarDays, Pencil, User as UserIcon } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useSharedSpecialDates, type SharedSpecialDate } from "@/hooks/use-sharing";
import { dateTypeLabel, formatLongDate } from "@/lib/dates";
import { sharedByName } from "@/lib/sharing";

// Loads when first opened, not with the page.
const SharedDateEditDialog = lazyDialog(() =>
  import("@/components/dates/shared-date-edit-dialog").then((module) => module.SharedDateEditDialog),
);

/**
 * `/dates`' "Shared with me": dates friends shared with me, each with who
 * shared it and, when they let me edit it, Edit (its title, date, type and
 * notes; its reminders stay theirs). Nothing shows while there are none.
 */
export function SharedDates() {
  const { shared } = useSharedSpecialDates();
  if (shared.length === 0) return null;
  return (
    <section aria-labelledby="shared-dates" className="grid gap-4">
      <h2 id="shared-dates" className="text-lg font-semibold">
        Shared with me
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Dates shared with me">
        {shared.map((entry) => (
          <li key={entry.id}>
            <SharedDateCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SharedDateCard({ entry }: { entry: SharedSpecialDate }) {
  const date = entry.specialDate;
  const [editing, setEditing] = useState(false);
  const titleId = `shared-date-${entry.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="shared-date-card"
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate font-semibold">
            {date.title}
          </h3>
          <p className="text-sm text-muted-foreground">{dateTypeLabel(date.type)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">{date.countdown}</span>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays className="size-4" aria-hidden="true" />
        {formatLongDate(date.nextDate)}
      </p>
      {date.notes ? <p className="line-clamp-3 text-sm text-muted-foreground">{date.notes}</p> : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <UserIcon className="size-4" aria-hidden="true" />
          Shared by {sharedByName(entry.owner)}
        </p>
        {entry.canEdit ? (
          <div className="flex items-center gap-1">
            <Badge variant="secondary">Can Edit</Badge>
            <Button variant="ghost" size="sm" aria-label={`Edit ${date.title}`} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </div>
        ) : null}
      </div>
      {entry.canEdit ? <SharedDateEditDialog open={editing} onOpenChange={setEditing} entry={entry} /> : null}
    </article>
  );
}
