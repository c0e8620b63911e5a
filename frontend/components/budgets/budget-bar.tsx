import { BOUGHT_LABEL, PLANNED_LABEL } from "@/components/budgets/budget-text";
import { barParts } from "@/lib/budgets";
import { formatMoney } from "@/lib/money";
import { cn } from "@/lib/utils";

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/**
 * A budget's bar: what is bought (solid), then what is planned (lighter),
 * against the amount; past it, the bar is everything bought and planned,
 * red, with a mark where the amount ends. Under it, the same in words
 * ('Bought $280.00', 'Planned $40.00'), which is what screen readers read.
 */
export function BudgetBar({
  amountCents,
  boughtCents,
  plannedCents,
  currency,
  className,
}: {
  amountCents: number;
  boughtCents: number;
  plannedCents: number;
  currency: string;
  className?: string;
}) {
  const parts = barParts(amountCents, boughtCents, plannedCents);
  const over = parts.limit !== null;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <div
        aria-hidden="true"
        data-testid="budget-bar"
        className="relative flex h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <span
          data-part="bought"
          className={cn("h-full", over ? "bg-destructive" : "bg-primary")}
          style={{ width: percent(parts.bought) }}
        />
        <span
          data-part="planned"
          className={cn("h-full", over ? "bg-destructive/45" : "bg-primary/40")}
          style={{ width: percent(parts.planned) }}
        />
        {parts.limit !== null ? (
          <span className="absolute inset-y-0 w-0.5 bg-foreground" style={{ left: percent(parts.limit) }} />
        ) : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5" data-testid="bar-bought">
          <span aria-hidden="true" className={cn("size-2 rounded-full", over ? "bg-destructive" : "bg-primary")} />
          {BOUGHT_LABEL} {formatMoney(boughtCents, currency)}
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="bar-planned">
          <span aria-hidden="true" className={cn("size-2 rounded-full", over ? "bg-destructive/45" : "bg-primary/40")} />
          {PLANNED_LABEL} {formatMoney(plannedCents, currency)}
        </span>
      </p>
    </div>
  );
}
