// The words of the budget and spending pages (issue 44), shared by the
// pages, their dialogs, the home card, a person's page and their tests.

import type { Money } from "@/hooks/use-budgets";
import { formatLongDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

export const BUDGETS_TITLE = "Budgets";
export const BUDGETS_DESCRIPTION =
  "What you mean to spend on an occasion, and what you have bought and planned for it so far.";
export const BUDGETS_EMPTY_TITLE = "No budgets yet";
export const BUDGETS_EMPTY_TEXT =
  "Set one for an occasion, such as Christmas, and see what you have bought and planned against it.";
export const NEW_BUDGET = "New budget";
export const EDIT_BUDGET = "Edit budget";
export const DELETE_BUDGET = "Delete budget";
export const ALL_BUDGETS = "All budgets";
export const SEE_SPENDING = "See spending";

export const NEW_BUDGET_TEXT =
  "Name the occasion, choose its day and what you mean to spend. Gifts and claims for that day count against it.";
export const EDIT_BUDGET_TEXT = "Change its name, day or amount. Its currency stays.";
export const BUDGET_NAME_PLACEHOLDER = "e.g. Christmas 2026";
export const OCCASION_DAY = "Occasion day";
export const OCCASION_DAY_TEXT = "Gifts and claims for this day count against the budget.";
export const AMOUNT = "Amount";

/** A new budget's 'In USD, your home currency. Change it in Settings.'; a budget made already, 'In EUR.' */
export function amountCurrencyText(currency: string, home: boolean): string {
  return home ? `In ${currency}, your home currency. Change it in Settings.` : `In ${currency}.`;
}

export const BUDGET_NOT_FOUND_TITLE = "Budget not found";
export const BUDGET_NOT_FOUND_TEXT = "This budget doesn't exist, or it is not yours.";
export const BACK_TO_BUDGETS = "Back to budgets";

export const DELETE_BUDGET_TEXT = "The budget and the amounts for each person go. Your gifts stay as they are.";

/** 'Delete Christmas 2026?' */
export function deleteBudgetTitle(name: string): string {
  return `Delete ${name}?`;
}

export const BUDGET_LABEL = "Budget";
export const BOUGHT_LABEL = "Bought";
export const PLANNED_LABEL = "Planned";

/** 'Over budget by $20.00' */
export function overBudgetText(cents: number, currency: string): string {
  return `Over budget by ${formatMoney(cents, currency)}`;
}

/** '$320.00 left of $600.00', or 'Over budget by $20.00'. */
export function leftText(budget: {
  amountCents: number;
  leftCents: number;
  overCents: number;
  currency: string;
}): string {
  if (budget.overCents > 0) return overBudgetText(budget.overCents, budget.currency);
  return `${formatMoney(Math.max(0, budget.leftCents), budget.currency)} left of ${formatMoney(budget.amountCents, budget.currency)}`;
}

/** 'Gifts and claims for December 25, 2026 count here.' */
export function countsHereText(date: string): string {
  return `Gifts and claims for ${formatLongDate(date)} count here.`;
}

/** 'Not counted (another currency): €30.00' (each amount, never converted); null without any. */
export function notCountedText(amounts: readonly Money[]): string | null {
  if (amounts.length === 0) return null;
  const listed = amounts.map((m) => formatMoney(m.amountCents, m.currency)).join(", ");
  return `Not counted (${amounts.length === 1 ? "another currency" : "other currencies"}): ${listed}`;
}

/** '2 gifts without a price are not counted.'; null for none. */
export function unpricedText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? "1 gift without a price is not counted." : `${count} gifts without a price are not counted.`;
}

export const PEOPLE_TITLE = "People";
export const PEOPLE_EMPTY_TITLE = "No one on this budget yet";
export const PEOPLE_EMPTY_TEXT =
  "Add the people you are buying for, with what you mean to spend on each. Anyone you keep gifts for on this day shows here too.";
export const ADD_PERSON = "Add a person";
export const ADD_PERSON_TEXT = "Choose someone you keep gifts for, and what you mean to spend on them.";
export const PERSON_LABEL = "Person";
export const AMOUNT_FOR_THEM = "Amount for them";
export const NO_AMOUNT = "No amount set";
export const SET_AMOUNT = "Set amount";
export const SET_AMOUNT_TEXT = "What you mean to spend on them. Leave it blank to take them off the budget.";
export const NOBODY_FOR_BUDGET_TITLE = "Nobody to add yet";
export const NOBODY_FOR_BUDGET_TEXT = "Add them to your contacts first: then give them an amount here.";
export const AMOUNT_SAVED = "Amount saved";

/** 'Set amount for Mum': a row's button, and its dialog's title. */
export function setAmountLabel(name: string): string {
  return `${SET_AMOUNT} for ${name}`;
}

/** 'Mum taken off the budget' */
export function takenOffText(name: string): string {
  return `${name} taken off the budget`;
}

/** 'Over by $10.00': a person past their amount. */
export function personOverText(cents: number, currency: string): string {
  return `Over by ${formatMoney(cents, currency)}`;
}

/** 'Christmas 2026: $60.00 of $50.00' (bought and planned for them, of their amount), or 'Christmas 2026: $60.00' without one. */
export function personBudgetText(budget: {
  name: string;
  currency: string;
  allowanceCents: number | null;
  boughtCents: number;
  plannedCents: number;
}): string {
  const spent = formatMoney(budget.boughtCents + budget.plannedCents, budget.currency);
  return budget.allowanceCents === null
    ? `${budget.name}: ${spent}`
    : `${budget.name}: ${spent} of ${formatMoney(budget.allowanceCents, budget.currency)}`;
}

export const PERSON_BUDGETS_TITLE = "Budgets";

export const HOME_BUDGET_TITLE = "Your next budget";
export const SEE_BUDGET = "See budget";

/** 'Christmas 2026: $320.00 left of $600.00', or 'Christmas 2026: over budget by $20.00'. */
export function homeBudgetText(budget: Parameters<typeof leftText>[0] & { name: string }): string {
  const left = leftText(budget);
  return `${budget.name}: ${budget.overCents > 0 ? left.charAt(0).toLowerCase() + left.slice(1) : left}`;
}

export const SPENDING_TITLE = "Spending";
export const SPENDING_DESCRIPTION = "What you spent on gifts: those you marked bought, wrapped or given.";
export const SPENDING_EMPTY_TITLE = "Nothing bought yet";
export const SPENDING_EMPTY_TEXT = "Gifts you mark bought, wrapped or given show here.";
export const ALL_YEARS = "All years";
export const YEAR_LABEL = "Year";
export const DOWNLOAD_CSV = "Download CSV";
export const BY_PERSON = "By person";
export const BY_OCCASION = "By occasion";
export const BY_YEAR = "By year";
export const OCCASION_LABEL = "Occasion";

/** A section with nothing in it: 'Nothing here for 2025.', or with all years 'Nothing here yet.' */
export function nothingText(year: number | null): string {
  return year === null ? "Nothing here yet." : `Nothing here for ${year}.`;
}

/** 'Spent in 2026', or 'Spent in all years'. */
export function totalTitle(year: number | null): string {
  return year === null ? "Spent in all years" : `Spent in ${year}`;
}

/** The most rows a chart's summary names; the rest are counted. */
const SUMMARY_ROWS = 5;

/** 'By person: Mum $70.00, Dad $40.00 and 2 more': a chart's name, saying what it shows. */
export function chartSummary(title: string, rows: readonly { label: string; cents: number }[], currency: string): string {
  if (rows.length === 0) return `${title}: nothing yet`;
  const named = rows.slice(0, SUMMARY_ROWS).map((row) => `${row.label} ${formatMoney(row.cents, currency)}`);
  const more = rows.length - named.length;
  return `${title}: ${named.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}
