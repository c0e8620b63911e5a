"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft, CalendarDays, Pencil, SearchX, Trash2, TriangleAlert, UserPlus, Users } from "lucide-react";

import { BudgetBar } from "@/components/budgets/budget-bar";
import {
  ADD_PERSON,
  ALL_BUDGETS,
  AMOUNT_FOR_THEM,
  BACK_TO_BUDGETS,
  BOUGHT_LABEL,
  BUDGET_LABEL,
  BUDGET_NOT_FOUND_TEXT,
  BUDGET_NOT_FOUND_TITLE,
  DELETE_BUDGET,
  DELETE_BUDGET_TEXT,
  EDIT_BUDGET,
  NO_AMOUNT,
  PEOPLE_EMPTY_TEXT,
  PEOPLE_EMPTY_TITLE,
  PEOPLE_TITLE,
  PERSON_LABEL,
  PLANNED_LABEL,
  countsHereText,
  deleteBudgetTitle,
  leftText,
  notCountedText,
  personOverText,
  setAmountLabel,
  unpricedText,
} from "@/components/budgets/budget-text";
import { CardAction } from "@/components/card-action";
import { IntentLink } from "@/components/layout/intent-link";
import { lazyDialog } from "@/components/lazy-dialog";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import {
  deleteBudget,
  useBudget,
  useRevalidateBudgets,
  type Budget,
  type BudgetPerson,
} from "@/hooks/use-budgets";
import { useLocationSearch } from "@/hooks/use-location-search";
import { ApiError } from "@/lib/api";
import { budgetIdFrom } from "@/lib/budgets";
import { formatLongDate } from "@/lib/dates";
import { saveWithFeedback } from "@/lib/forms";
import { personPath, personRefOf } from "@/lib/gifts";
import { formatMoney } from "@/lib/money";
import { cn } from "@/lib/utils";
import { useWhichDialog } from "@/hooks/use-which-dialog";

// Dialogs load when first opened, not with the page.
const BudgetDialog = lazyDialog(() => import("@/components/budgets/budget-dialog").then((module) => module.BudgetDialog));
const AllowanceDialog = lazyDialog(() =>
  import("@/components/budgets/allowance-dialog").then((module) => module.AllowanceDialog),
);
const ConfirmDialog = lazyDialog(() => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog));

/**
 * `/budget?id=12`: one budget, for one occasion's day. The amount against
 * what is bought and planned for the day (what is left, or how far over it
 * is), what is not counted, and each person's part of it.
 */
export function BudgetPage() {
  const search = useLocationSearch();
  const id = search === null ? null : budgetIdFrom(search);
  const { budget, error, isLoading } = useBudget(id);

  // A URL that names no budget (and a 404: not mine, or gone) is a not-found state.
  if ((search !== null && id === null) || (error instanceof ApiError && error.status === 404)) {
    return <BudgetNotFound />;
  }
  if (error) {
    return (
      <Page>
        <BackLink />
        <h1 className="sr-only">{BUDGET_LABEL}</h1>
        <LoadErrorAlert what="this budget" />
      </Page>
    );
  }
  if (isLoading || !budget) {
    return (
      <Page>
        <h1 className="sr-only">{BUDGET_LABEL}</h1>
        <div className="grid gap-4" data-testid="budget-loading">
          <Skeleton className="h-9 w-72 max-w-full" />
          <Skeleton className="h-5 w-48 max-w-full" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </Page>
    );
  }
  return <BudgetView budget={budget} />;
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">{children}</div>;
}

function BackLink() {
  return (
    <Link
      href="/budgets"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {ALL_BUDGETS}
    </Link>
  );
}

function BudgetNotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{BUDGET_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{BUDGET_NOT_FOUND_TEXT}</p>
      <Button asChild>
        <Link href="/budgets">{BACK_TO_BUDGETS}</Link>
      </Button>
    </div>
  );
}

function BudgetView({ budget }: { budget: Budget }) {
  return (
    <Page>
      <BackLink />
      <BudgetHeader budget={budget} />
      <BudgetSummary budget={budget} />
      <BudgetPeople budget={budget} />
    </Page>
  );
}

function BudgetHeader({ budget }: { budget: Budget }) {
  const router = useRouter();
  const revalidate = useRevalidateBudgets();
  const { show: setOpen, dialog } = useWhichDialog<"edit" | "delete">();

  function confirmDelete() {
    return saveWithFeedback({
      save: () => deleteBudget(budget.id),
      success: { title: `${budget.name} deleted` },
      failure: "Failed to delete the budget. Please try again.",
      preferServerMessage: true,
      onSaved: async () => {
        router.push("/budgets");
        await revalidate().catch(() => undefined);
      },
    });
  }

  return (
    <header className="grid grid-cols-1 gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{budget.name}</h1>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen("edit")} aria-label={EDIT_BUDGET}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={() => setOpen("delete")}
            aria-label={DELETE_BUDGET}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="budget-date">
        <CalendarDays className="size-4" aria-hidden="true" />
        {formatLongDate(budget.date)}
      </p>
      <BudgetDialog {...dialog("edit")} budget={budget} />
      <ConfirmDialog
        {...dialog("delete")}
        title={deleteBudgetTitle(budget.name)}
        description={DELETE_BUDGET_TEXT}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </header>
  );
}

/** The amount, bought and planned; what is left or how far over; what counts here and what does not. */
function BudgetSummary({ budget }: { budget: Budget }) {
  const over = budget.overCents > 0;
  const notCounted = notCountedText(budget.notCounted);
  const unpriced = unpricedText(budget.unpriced);
  const figures = [
    { label: BUDGET_LABEL, cents: budget.amountCents, testId: "budget-amount" },
    { label: BOUGHT_LABEL, cents: budget.boughtCents, testId: "budget-bought" },
    { label: PLANNED_LABEL, cents: budget.plannedCents, testId: "budget-planned" },
  ];
  return (
    <section aria-label="Summary" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
        {figures.map(({ label, cents, testId }) => (
          <div key={testId} className="grid gap-0.5">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold break-words tabular-nums" data-testid={testId}>
              {formatMoney(cents, budget.currency)}
            </dd>
          </div>
        ))}
      </dl>
      <BudgetBar
        amountCents={budget.amountCents}
        boughtCents={budget.boughtCents}
        plannedCents={budget.plannedCents}
        currency={budget.currency}
      />
      <p
        data-testid="budget-left"
        className={cn(
          "flex items-center gap-2 font-semibold",
          over && "rounded-lg border border-destructive/50 px-3 py-2 text-destructive",
        )}
      >
        {over ? <TriangleAlert className="size-4 shrink-0" aria-hidden="true" /> : null}
        {leftText(budget)}
      </p>
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p data-testid="counts-here">{countsHereText(budget.date)}</p>
        {notCounted ? <p data-testid="not-counted">{notCounted}</p> : null}
        {unpriced ? <p data-testid="unpriced">{unpriced}</p> : null}
      </div>
    </section>
  );
}

/** Each person's part: their amount (set here), what is bought and planned for them, and whether they are over it. */
function BudgetPeople({ budget }: { budget: Budget }) {
  // The target stays while its dialog closes, so the words don't change mid-animation.
  const [person, setPerson] = useState<BudgetPerson | null>(null);
  const [open, setOpen] = useState(false);

  function edit(target: BudgetPerson | null) {
    setPerson(target);
    setOpen(true);
  }

  return (
    <section aria-labelledby="budget-people" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="budget-people" className="text-xl font-semibold">
          {PEOPLE_TITLE}
        </h2>
        <Button variant="outline" size="sm" onClick={() => edit(null)}>
          <UserPlus aria-hidden="true" />
          {ADD_PERSON}
        </Button>
      </div>
      {budget.people.length === 0 ? (
        <EmptyState icon={Users} title={PEOPLE_EMPTY_TITLE} description={PEOPLE_EMPTY_TEXT} />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
          <table className="w-full text-sm">
            <caption className="sr-only">What you mean to spend on each person, and what is bought and planned for them</caption>
            <thead className="border-b bg-muted/40 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {PERSON_LABEL}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {AMOUNT_FOR_THEM}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {BOUGHT_LABEL}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {PLANNED_LABEL}
                </th>
              </tr>
            </thead>
            <tbody>
              {budget.people.map((p) => (
                <PersonRow key={personKeyOf(p)} person={p} currency={budget.currency} onEdit={() => edit(p)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AllowanceDialog open={open} onOpenChange={setOpen} budget={budget} person={person} />
    </section>
  );
}

function personKeyOf(person: BudgetPerson): string {
  return `${person.contactId ?? ""}:${person.friendId ?? ""}:${person.dependantId ?? ""}:${person.name}`;
}

function PersonRow({ person, currency, onEdit }: { person: BudgetPerson; currency: string; onEdit: () => void }) {
  const ref = personRefOf(person);
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <tr className="border-b last:border-b-0" data-testid="budget-person">
      <th scope="row" className="px-3 py-2 text-left align-top font-medium wrap-anywhere">
        <span className="grid gap-1">
          {ref ? (
            <IntentLink href={personPath(ref)} className="underline-offset-4 hover:underline">
              {person.name}
            </IntentLink>
          ) : (
            <span>{person.name}</span>
          )}
          {person.overCents > 0 ? (
            <span
              className="inline-flex w-fit items-center gap-1 text-xs font-semibold text-destructive"
              data-testid="person-over"
            >
              <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
              {personOverText(person.overCents, currency)}
            </span>
          ) : null}
        </span>
      </th>
      <td className="px-3 py-1 align-top">
        <span className="flex items-center gap-1">
          <span className={cn("tabular-nums", person.allowanceCents === null && "text-muted-foreground")}>
            {person.allowanceCents === null ? NO_AMOUNT : money(person.allowanceCents)}
          </span>
          <CardAction icon={Pencil} label={setAmountLabel(person.name)} onClick={onEdit} />
        </span>
      </td>
      <td className="px-3 py-2 text-right align-top tabular-nums">{money(person.boughtCents)}</td>
      <td className="px-3 py-2 text-right align-top tabular-nums">{money(person.plannedCents)}</td>
    </tr>
  );
}
