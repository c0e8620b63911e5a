"use client";

import { useId, useState } from "react";
import { CalendarHeart, Plus } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { CalendarFeedCard } from "@/components/calendar/calendar-feed-card";
import { DateCard } from "@/components/dates/date-card";
import { DateCardSkeleton } from "@/components/dates/date-card-skeleton";
import { GiftDaysCard } from "@/components/dates/gift-days-card";
import { SharedDates } from "@/components/dates/shared-dates";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { deleteDate, useDates, useRevalidateDates } from "@/hooks/use-dates";
import { splitPastDates, type SpecialDate } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";

// Dialogs load when first opened, not with the page.
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));
const SpecialDateDialog = lazyDialog(() =>
  import("@/components/dates/special-date-dialog").then((module) => module.SpecialDateDialog),
);

const PAST_DATES_HEADING = "Past dates";

/**
 * `/dates`: every special date with edit and delete, soonest first, then
 * the past one-off dates under their own heading; the dates friends shared
 * with me; my country's gift-giving days to add; and the calendar feed.
 */
export function DatesPage() {
  const { dates, error, isLoading } = useDates();
  const revalidateDates = useRevalidateDates();
  const { upcoming, past } = splitPastDates(dates);
  const pastHeadingId = useId();

  const [addOpen, setAddOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [editTarget, setEditTarget] = useState<SpecialDate | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<SpecialDate | null>(null);

  function openEdit(date: SpecialDate) {
    setEditTarget(date);
    setEditOpen(true);
  }

  function openDelete(date: SpecialDate) {
    setDeleteTarget(date);
    setDeleteOpen(true);
  }

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
          <div className="grid grid-cols-1 gap-8">
            {upcoming.length > 0 ? (
              <DateGrid dates={upcoming} onEdit={openEdit} onDelete={openDelete} />
            ) : (
              <p className="text-muted-foreground">No upcoming dates</p>
            )}
            {past.length > 0 ? (
              <section aria-labelledby={pastHeadingId} className="grid grid-cols-1 gap-4">
                <h2 id={pastHeadingId} className="text-lg font-semibold">
                  {PAST_DATES_HEADING}
                </h2>
                <DateGrid dates={past} onEdit={openEdit} onDelete={openDelete} />
              </section>
            ) : null}
          </div>
        )}
      </section>

      <SharedDates />

      <section aria-label="Gift-giving days" className="max-w-3xl">
        <GiftDaysCard />
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

function DateGrid({
  dates,
  onEdit,
  onDelete,
}: {
  dates: readonly SpecialDate[];
  onEdit: (date: SpecialDate) => void;
  onDelete: (date: SpecialDate) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {dates.map((date) => (
        <li key={date.id}>
          <DateCard date={date} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
