"use client";

import { useState } from "react";
import Link from "next/link";
import {
  BellRing,
  Briefcase,
  Cake,
  CalendarDays,
  CheckCircle2,
  Gift,
  GraduationCap,
  Heart,
  Pencil,
  Repeat,
  ShoppingBag,
  Sparkles,
  Trash2,
  TreePine,
  User as UserIcon,
  UsersRound,
  type LucideIcon,
} from "lucide-react";

import { CardAction } from "@/components/card-action";
import { lazyDialog } from "@/components/lazy-dialog";
import { ShareButton } from "@/components/sharing/share-button";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { setDateShopped, useRevalidateDates } from "@/hooks/use-dates";
import {
  dateAccent,
  dateTypeLabel,
  formatLongDate,
  reminderText,
  typeActionLabel,
  type DateAccent,
  type SpecialDate,
} from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";
import { cn } from "@/lib/utils";

// Loads when first opened: a page of date cards carries no form until then.
const ReminderSettingsDialog = lazyDialog(() =>
  import("@/components/dates/reminder-settings-dialog").then((module) => module.ReminderSettingsDialog),
);

const ACCENTS: Record<DateAccent, { bar: string; icon: string; countdown: string }> = {
  birthday: {
    bar: "bg-rose-500",
    icon: "bg-rose-100 text-rose-600 dark:bg-rose-900/40 dark:text-rose-300",
    countdown: "bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-950/50 dark:text-rose-200 dark:ring-rose-800",
  },
  anniversary: {
    bar: "bg-violet-500",
    icon: "bg-violet-100 text-violet-600 dark:bg-violet-900/40 dark:text-violet-300",
    countdown: "bg-violet-50 text-violet-700 ring-violet-200 dark:bg-violet-950/50 dark:text-violet-200 dark:ring-violet-800",
  },
  holiday: {
    bar: "bg-emerald-500",
    icon: "bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300",
    countdown: "bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-800",
  },
  neutral: {
    bar: "bg-slate-400",
    icon: "bg-slate-100 text-slate-600 dark:bg-slate-700/40 dark:text-slate-300",
    countdown: "bg-slate-50 text-slate-700 ring-slate-200 dark:bg-slate-800/50 dark:text-slate-200 dark:ring-slate-700",
  },
};

const TYPE_ICONS: Record<string, LucideIcon> = {
  birthday: Cake,
  anniversary: Heart,
  holiday: TreePine,
  graduation: GraduationCap,
  promotion: Briefcase,
};

/**
 * One special date: title, next occurrence, countdown, contact, the shopped
 * checkbox, reminder settings, sharing and the gift shortcuts. `onEdit` and
 * `onDelete` add those actions (the all-dates page).
 */
export function DateCard({
  date,
  onEdit,
  onDelete,
  sharedBy,
}: {
  date: SpecialDate;
  onEdit?: (date: SpecialDate) => void;
  onDelete?: (date: SpecialDate) => void;
  /** A friend's date shared with me: marked 'Shared by {name}', read-only. */
  sharedBy?: string;
}) {
  const shared = sharedBy !== undefined;
  const accent = dateAccent(date.type);
  const styles = ACCENTS[accent];
  const Icon = TYPE_ICONS[date.type] ?? CalendarDays;
  const past = date.daysUntil < 0;
  const soon = date.daysUntil >= 0 && date.daysUntil <= 1;

  const [reminderOpen, setReminderOpen] = useState(false);
  const [pendingShopped, setPendingShopped] = useState<boolean | null>(null);
  const revalidateDates = useRevalidateDates();
  const shopped = pendingShopped ?? date.shopped;
  const checkboxId = `shopped-${date.id}`;
  const titleId = `date-title-${date.id}`;

  async function toggleShopped(next: boolean) {
    setPendingShopped(next);
    await saveWithFeedback({
      save: () => setDateShopped(date.id, next),
      success: { title: "Updated", description: next ? "Marked as shopped for this date!" : "Marked as not shopped" },
      failure: "Failed to update shopping status.",
      onSaved: () => revalidateDates(),
    });
    setPendingShopped(null);
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid="date-card"
      data-accent={accent}
      data-shared={shared ? "true" : undefined}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <span aria-hidden="true" className={cn("absolute inset-y-0 left-0 w-1.5", styles.bar)} />
      <div className="flex flex-1 flex-col gap-4 p-5 pl-6">
        <header className="flex items-start gap-3">
          <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-xl", styles.icon)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="line-clamp-2 text-base leading-tight font-semibold break-words" title={date.title}>
              {date.title}
            </h3>
            <p className="mt-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {dateTypeLabel(date.type)}
            </p>
          </div>
          <span
            data-testid="countdown"
            className={cn(
              "shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
              past ? "bg-muted text-muted-foreground ring-border" : styles.countdown,
              soon && "ring-2",
            )}
          >
            {date.countdown}
          </span>
        </header>

        <div className="grid gap-1.5 text-sm">
          <p className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>{formatLongDate(date.nextDate)}</span>
            {date.recurring ? (
              <span className="inline-flex items-center text-muted-foreground" title="Recurring annually">
                <Repeat className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Recurring annually</span>
              </span>
            ) : null}
          </p>
          {shared ? (
            <p className="flex items-center gap-2 text-muted-foreground" data-testid="shared-by">
              <UsersRound className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">Shared by {sharedBy}</span>
            </p>
          ) : null}
          {date.contact ? (
            <p className="flex items-center gap-2" title="Contact">
              <UserIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Contact: </span>
              <span className="truncate">{date.contact.name}</span>
            </p>
          ) : null}
        </div>

        {shared ? null : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={checkboxId}
                  checked={shopped}
                  disabled={pendingShopped !== null}
                  onCheckedChange={(value) => void toggleShopped(value === true)}
                />
                <Label htmlFor={checkboxId} className="font-normal">
                  Already shopped
                </Label>
              </div>
              {shopped ? (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700 dark:text-emerald-400">
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  Done
                </span>
              ) : null}
            </div>

            <div className="flex flex-wrap items-center gap-1">
              <CardAction
                icon={BellRing}
                label={`Reminder settings: ${reminderText(date.reminderDays)}`}
                onClick={() => setReminderOpen(true)}
              >
                {reminderText(date.reminderDays)}
              </CardAction>
              <ShareButton kind="special-date" itemId={date.id} itemName={date.title} />
              {onEdit ? (
                <CardAction icon={Pencil} label={`Edit ${date.title}`} className="ml-auto" onClick={() => onEdit(date)} />
              ) : null}
              {onDelete ? (
                <CardAction
                  icon={Trash2}
                  label={`Delete ${date.title}`}
                  destructive
                  className={cn(!onEdit && "ml-auto")}
                  onClick={() => onDelete(date)}
                />
              ) : null}
            </div>
          </>
        )}
      </div>

      {/* Side by side, sharing the width, while both labels fit; else one above the other. */}
      <footer className="flex flex-wrap gap-2 border-t bg-muted/20 p-3">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link href="/recommendations">
            <ShoppingBag aria-hidden="true" />
            Buy Another Gift
          </Link>
        </Button>
        <Button asChild size="sm" className="flex-1">
          <Link href="/recommendations">
            {date.type === "anniversary" ? (
              <Heart aria-hidden="true" />
            ) : date.type === "holiday" ? (
              <Sparkles aria-hidden="true" />
            ) : (
              <Gift aria-hidden="true" />
            )}
            {typeActionLabel(date.type)}
          </Link>
        </Button>
      </footer>

      {shared ? null : <ReminderSettingsDialog date={date} open={reminderOpen} onOpenChange={setReminderOpen} />}
    </article>
  );
}
