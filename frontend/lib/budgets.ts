// Budgets and spending (issue 44): what the pages work out from the API's
// answers (whose page the URL names, the next budget, a bar's parts, a
// chart's rows).

import { positiveIdFrom } from "@/lib/gifts";

/** `/budget?id=12`: one budget's page. */
export function budgetPath(id: number): string {
  return `/budget?id=${id}`;
}

/** The budget `?id=12` names: a positive whole number, else null. */
export function budgetIdFrom(search: string): number | null {
  return positiveIdFrom(new URLSearchParams(search).get("id"));
}

/** The year `?year=2026` names, else null (all years). */
export function yearFrom(search: string): number | null {
  const text = new URLSearchParams(search).get("year");
  if (!text || !/^\d{4}$/.test(text)) return null;
  return Number(text);
}

/** `/api/spending.csv` in `currency`, for one year or all of them: the download of what the page shows. */
export function spendingCsvPath(year: number | null, currency: string): string {
  const query = new URLSearchParams(year === null ? { currency } : { year: String(year), currency });
  return `/api/spending.csv?${query}`;
}

/** Today in the browser's time zone, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The budget whose day is the nearest from `today` on (`YYYY-MM-DD`); null when none is to come. */
export function nextBudget<B extends { date: string }>(budgets: readonly B[], today: string): B | null {
  let next: B | null = null;
  for (const budget of budgets) {
    if (budget.date >= today && (next === null || budget.date < next.date)) next = budget;
  }
  return next;
}

/** What a bar draws: bought and planned as parts of it (0 to 1), and where the amount ends when they go past it. */
export interface BarParts {
  bought: number;
  planned: number;
  /** Where the amount ends along the bar, when bought and planned go past it; else null. */
  limit: number | null;
}

/**
 * Bought then planned against `amount`: within it, parts of the amount;
 * past it, parts of everything bought and planned, with the amount marked.
 */
export function barParts(amount: number, bought: number, planned: number): BarParts {
  const spent = Math.max(0, bought) + Math.max(0, planned);
  const whole = Math.max(amount, spent);
  if (whole <= 0) return { bought: 0, planned: 0, limit: null };
  return {
    bought: Math.max(0, bought) / whole,
    planned: Math.max(0, planned) / whole,
    limit: spent > amount && amount > 0 ? amount / whole : null,
  };
}

/** One row of a chart: its name, its amount, and how long its bar is (0 to 1 of the longest). */
export interface ChartRow {
  key: string;
  label: string;
  cents: number;
  share: number;
}

/** Chart rows from labelled amounts: each bar a share of the largest. */
export function chartRows(rows: readonly { key: string; label: string; cents: number }[]): ChartRow[] {
  const largest = Math.max(0, ...rows.map((row) => row.cents));
  return rows.map((row) => ({ ...row, share: largest > 0 ? Math.max(0, row.cents) / largest : 0 }));
}
