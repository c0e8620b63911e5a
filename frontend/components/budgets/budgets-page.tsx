"use client";

import { useState } from "react";
import Link from "next/link";
import { ChartColumn, CalendarDays, Plus, Wallet } from "lucide-react";

import { BudgetBar } from "@/components/budgets/budget-bar";
import {
  BUDGETS_DESCRIPTION,
  BUDGETS_EMPTY_TEXT,
  BUDGETS_EMPTY_TITLE,
  BUDGETS_TITLE,
  NEW_BUDGET,
  SEE_SPENDING,
  leftText,
} from "@/components/budgets/budget-text";
import { IntentLink } from "@/components/layout/intent-link";
import { lazyDialog } from "@/components/lazy-dialog";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useBudgets, type Budget } from "@/hooks/use-budgets";
import { budgetPath } from "@/lib/budgets";
import { formatLongDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

// The form loads when first opened, not with the page.
const BudgetDialog = lazyDialog(() => import("@/components/budgets/budget-dialog").then((module) => module.BudgetDialog));

/** `/budgets`: my budgets by day, each against what is bought and planned for it; New budget. */
export function BudgetsPage() {
  const [newOpen, setNewOpen] = useState(false);
  const { budgets, error, isLoading } = useBudgets();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{BUDGETS_TITLE}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{BUDGETS_DESCRIPTION}</p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Button variant="outline" asChild>
            <Link href="/spending">
              <ChartColumn aria-hidden="true" />
              {SEE_SPENDING}
            </Link>
          </Button>
          <Button onClick={() => setNewOpen(true)}>
            <Plus aria-hidden="true" />
            {NEW_BUDGET}
          </Button>
        </div>
      </div>

      {isLoading ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="budgets-loading">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full rounded-xl" />
          ))}
        </div>
      ) : error ? (
        <LoadErrorAlert what="your budgets" />
      ) : budgets.length === 0 ? (
        <EmptyState icon={Wallet} size="page" titleAs="h2" title={BUDGETS_EMPTY_TITLE} description={BUDGETS_EMPTY_TEXT} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Your budgets">
          {budgets.map((budget) => (
            <li key={budget.id} className="grid">
              <BudgetCard budget={budget} />
            </li>
          ))}
        </ul>
      )}

      <BudgetDialog open={newOpen} onOpenChange={setNewOpen} />
    </div>
  );
}

/** One budget: its name (a link to its page), day, bar, and what is left or how far over it is. */
export function BudgetCard({ budget }: { budget: Budget }) {
  const titleId = `budget-${budget.id}`;
  const over = budget.overCents > 0;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <h2 id={titleId} className="text-lg leading-tight font-semibold break-words">
        {/* The whole card opens the budget. */}
        <IntentLink
          href={budgetPath(budget.id)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:underline"
        >
          {budget.name}
        </IntentLink>
      </h2>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="budget-date">
        <CalendarDays className="size-4" aria-hidden="true" />
        {formatLongDate(budget.date)}
      </p>
      <BudgetBar
        amountCents={budget.amountCents}
        boughtCents={budget.boughtCents}
        plannedCents={budget.plannedCents}
        currency={budget.currency}
      />
      <p
        data-testid="budget-left"
        className={cn("text-sm font-semibold", over ? "text-destructive" : "text-foreground")}
      >
        {leftText(budget)}
      </p>
    </article>
  );
}
