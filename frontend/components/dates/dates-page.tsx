"use client";

import { useState } from "react";
import { CalendarHeart, Plus } from "lucide-react";

import { CalendarFeedCard } from "@/components/calendar/calendar-feed-card";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DateCard } from "@/components/dates/date-card";
import { DateCardSkeleton } from "@/components/dates/date-card-skeleton";
import { SpecialDateDialog } from "@/components/dates/special-date-dialog";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { deleteDate, useDates, useRevalidateDates } from "@/hooks/use-dates";
import type { SpecialDate } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";

/** `/dates`: every special date with edit and delete, and the calendar feed. */
export function DatesPage() {
  const { dates, error, isLoading } = useDates();
  const revalidateDates = useRevalidateDates();

  const [addOpen, setAddOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [editTarget, setEditTarget] = useState<SpecialDate | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<SpecialDate | null>(null);

  async function confirmDelete() {
    if (!deleteTarget) return;
    return saveWithFeedback({
      save: () => deleteDate(deleteTarget.id),
      success: { title: "Special date deleted" },
      failure: "Failed to delete special date. Please try again.",
      onSaved: () => revalidateDates(),
    });
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Special Dates</h1>
          <p className="mt-1 text-muted-foreground">Every birthday, anniversary and celebration, soonest first.</p>
        </div>
        <Button onClick={() => setAddOpen(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Add Date
        </Button>
      </div>

      <section aria-label="All special dates">
        {isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <DateCardSkeleton key={i} />
            ))}
          </div>
        ) : error ? (
          <LoadErrorAlert what="your dates" />
        ) : dates.length === 0 ? (
          <EmptyState
            icon={CalendarHeart}
            size="page"
            titleAs="h2"
            title="No special dates yet"
            description="Add birthdays, anniversaries and other occasions, and we'll remind you in time to find the perfect gift."
          >
            <Button onClick={() => setAddOpen(true)} className="mt-2">
              <Plus aria-hidden="true" />
              Add Date
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {dates.map((date) => (
              <li key={date.id}>
                <DateCard
                  date={date}
                  onEdit={(d) => {
                    setEditTarget(d);
                    setEditOpen(true);
                  }}
                  onDelete={(d) => {
                    setDeleteTarget(d);
                    setDeleteOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="Calendar feed" className="max-w-3xl">
        <CalendarFeedCard />
      </section>

      <SpecialDateDialog open={addOpen} onOpenChange={setAddOpen} />
      {editTarget ? (
        <SpecialDateDialog key={editTarget.id} open={editOpen} onOpenChange={setEditOpen} date={editTarget} />
      ) : null}
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete this date?"
        description={
          deleteTarget
            ? `"${deleteTarget.title}" and its reminders will be removed. This can't be undone.`
            : "This can't be undone."
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
