"use client";

import { useId } from "react";
import { Download, Receipt } from "lucide-react";

import { BarChart } from "@/components/budgets/bar-chart";
import {
  ALL_YEARS,
  AMOUNT,
  BY_OCCASION,
  BY_PERSON,
  BY_YEAR,
  DOWNLOAD_CSV,
  OCCASION_LABEL,
  PERSON_LABEL,
  SPENDING_DESCRIPTION,
  SPENDING_EMPTY_TEXT,
  SPENDING_EMPTY_TITLE,
  SPENDING_TITLE,
  YEAR_LABEL,
  nothingText,
  notCountedText,
  totalTitle,
} from "@/components/budgets/budget-text";
import { IntentLink } from "@/components/layout/intent-link";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useHomeCurrency } from "@/hooks/use-account-settings";
import { useSpending, type Spending } from "@/hooks/use-budgets";
import { setQueryParam, useLocationSearch } from "@/hooks/use-location-search";
import { spendingCsvPath, yearFrom } from "@/lib/budgets";
import { personPath, personRefOf } from "@/lib/gifts";
import { formatMoney } from "@/lib/money";

/** A row of a section: its name (a link to a person's page, for a person), and its amount. */
interface SpendingRow {
  key: string;
  label: string;
  href?: string;
  cents: number;
}

/**
 * `/spending` (`?year=2026` for one year): what I spent on gifts (those
 * bought, wrapped or given), in my home currency, by person, occasion and
 * year: each a bar chart and a table of the same numbers. Amounts in other
 * currencies are listed, not counted. Download CSV has the same.
 */
export function SpendingPage() {
  const search = useLocationSearch();
  const home = useHomeCurrency();
  // The home currency first (the locale's until one is chosen): sums are in it.
  const year = search === null || home.isLoading ? undefined : yearFrom(search);
  const { spending, error, isLoading } = useSpending(year, home.currency);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SPENDING_TITLE}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{SPENDING_DESCRIPTION}</p>
        </div>
        {spending && hasSpending(spending) ? <SpendingControls spending={spending} year={year ?? null} /> : null}
      </div>

      {error ? (
        <LoadErrorAlert what="your spending" />
      ) : isLoading && !spending ? (
        <div className="grid gap-4" data-testid="spending-loading">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : !spending ? (
        <LoadErrorAlert what="your spending" />
      ) : !hasSpending(spending) ? (
        <EmptyState
          icon={Receipt}
          size="page"
          titleAs="h2"
          title={SPENDING_EMPTY_TITLE}
          description={SPENDING_EMPTY_TEXT}
        />
      ) : (
        <SpendingView spending={spending} />
      )}
    </div>
  );
}

/** Whether anything was spent, in any currency. */
function hasSpending(spending: Spending): boolean {
  return spending.byYear.length > 0 || spending.years.length > 0 || spending.notCounted.length > 0;
}

/** The year (All years, or one with spending) and Download CSV of what is shown. */
function SpendingControls({ spending, year }: { spending: Spending; year: number | null }) {
  const id = useId();
  // A year in the address with nothing in it is still shown as chosen.
  const years = year === null || spending.years.includes(year) ? spending.years : [year, ...spending.years];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{YEAR_LABEL}</Label>
        <NativeSelect
          id={id}
          className="w-36"
          value={year === null ? "" : String(year)}
          onChange={(event) => setQueryParam("year", event.target.value || null)}
        >
          <option value="">{ALL_YEARS}</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" asChild>
        <a href={spendingCsvPath(year, spending.currency)} download>
          <Download aria-hidden="true" />
          {DOWNLOAD_CSV}
        </a>
      </Button>
    </div>
  );
}

/** What the answer holds: for its own year (the one asked for), so a new year's numbers and words change together. */
function SpendingView({ spending }: { spending: Spending }) {
  const { currency, year } = spending;
  const shared = { currency, year };
  const notCounted = notCountedText(spending.notCounted);
  const byPerson: SpendingRow[] = spending.byPerson.map((p, i) => {
    const ref = personRefOf(p);
    return { key: `person-${i}`, label: p.name, href: ref ? personPath(ref) : undefined, cents: p.amountCents };
  });
  const byOccasion: SpendingRow[] = spending.byOccasion.map((o, i) => ({
    key: `occasion-${i}`,
    label: o.name,
    cents: o.amountCents,
  }));
  const byYear: SpendingRow[] = spending.byYear.map((y) => ({
    key: `year-${y.year}`,
    label: String(y.year),
    cents: y.amountCents,
  }));

  return (
    <>
      <section aria-labelledby="spending-total" className="grid gap-1 rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="spending-total" className="text-sm font-medium text-muted-foreground">
          {totalTitle(year)}
        </h2>
        <p className="text-3xl font-bold tracking-tight tabular-nums" data-testid="spending-total">
          {formatMoney(spending.totalCents, currency)}
        </p>
        {notCounted ? (
          <p className="text-sm text-muted-foreground" data-testid="not-counted">
            {notCounted}
          </p>
        ) : null}
      </section>
      <SpendingSection id="by-person" title={BY_PERSON} column={PERSON_LABEL} rows={byPerson} {...shared} />
      <SpendingSection id="by-occasion" title={BY_OCCASION} column={OCCASION_LABEL} rows={byOccasion} {...shared} />
      <SpendingSection id="by-year" title={BY_YEAR} column={YEAR_LABEL} rows={byYear} {...shared} />
    </>
  );
}

/** One way of looking at it: its heading, then its chart beside (or, on a phone, above) a table of the same. */
function SpendingSection({
  id,
  title,
  column,
  rows,
  currency,
  year,
}: {
  id: string;
  title: string;
  column: string;
  rows: readonly SpendingRow[];
  currency: string;
  year: number | null;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{nothingText(year)}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
          <div className="rounded-xl border bg-card p-4 shadow-sm">
            <BarChart title={title} rows={rows} currency={currency} />
          </div>
          <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
            <table className="w-full text-sm">
              <caption className="sr-only">
                {title}, in {currency}
              </caption>
              <thead className="border-b bg-muted/40 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {column}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {AMOUNT}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b last:border-b-0">
                    <th scope="row" className="px-3 py-2 text-left font-medium wrap-anywhere">
                      {row.href ? (
                        <IntentLink href={row.href} className="underline-offset-4 hover:underline">
                          {row.label}
                        </IntentLink>
                      ) : (
                        row.label
                      )}
                    </th>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(row.cents, currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
