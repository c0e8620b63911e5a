"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { routeKey, useApi } from "@/hooks/use-api";
import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { api, type Schemas } from "@/lib/api";
import type { PersonRef } from "@/lib/gifts";

// Budgets and spending (issue 44): my budgets for occasions, added up from
// the gifts and claims for their day, the amount I mean to spend on each
// person, and what I spent by person, occasion and year. Mine alone.

/** A budget added up: amounts in cents, in its currency. */
export type Budget = Schemas["BudgetResponse"];
/** One person within a budget: their amount (or none), bought, planned and over. */
export type BudgetPerson = Schemas["BudgetPersonResponse"];
/** A new budget's fields, or any of them for a change (the currency only when made). */
export type BudgetBody = Schemas["BudgetBody"];
/** An amount in another currency: listed, never counted. */
export type Money = Schemas["MoneyResponse"];
/** A person's part of one of my budgets, on their page. */
export type PersonBudget = Schemas["PersonBudgetResponse"];
/** Where the money went, by person, occasion and year. */
export type Spending = Schemas["SpendingResponse"];

export const BUDGETS_KEY = "/api/budgets";
export const SPENDING_KEY = "/api/spending";

/** `GET /api/budgets`: mine, by day. */
export function useBudgets() {
  const { data, error, isLoading } = useApi(BUDGETS_KEY);
  return { budgets: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/** `GET /api/budgets/{id}`. `null` waits. */
export function useBudget(id: number | null) {
  const { data, error, isLoading } = useApi(
    id === null ? null : "/api/budgets/{id}",
    id === null ? undefined : { path: { id } },
  );
  return { budget: data ?? null, error: error as unknown, isLoading: isLoading || id === null };
}

/**
 * `GET /api/spending` (`?year=2026` for one year) in `currency` (my home
 * currency, which may be the locale's until chosen). `undefined` waits.
 * Another year keeps the last answer shown until its own arrives (the year
 * select stays where it is).
 */
export function useSpending(year: number | null | undefined, currency: string) {
  const { data, error, isLoading } = useApi(
    year === undefined ? null : SPENDING_KEY,
    year === undefined ? undefined : { query: year === null ? { currency } : { year, currency } },
    { keepPreviousData: true },
  );
  return { spending: data ?? null, error: error as unknown, isLoading: isLoading || year === undefined };
}

/** What a budget's totals come from: budgets, spending, and the budgets on each person's page. */
export const isBudgetTotal = (path: string) =>
  path === BUDGETS_KEY || path.startsWith(`${BUDGETS_KEY}/`) || path === SPENDING_KEY;

const isBudgetListOrPerson = (path: string) => path === BUDGETS_KEY || path === "/api/person";
const ALWAYS_BUDGETS = [BUDGETS_KEY] as const;

/**
 * Reloads my budgets and the people's pages cached (the budgets on them):
 * after a budget is made, changed or deleted. Its own page is kept as the
 * change answered it (`useKeepBudget`), or left alone once deleted.
 */
export function useRevalidateBudgets() {
  return useRevalidateKeys(isBudgetListOrPerson, ALWAYS_BUDGETS);
}

/**
 * Keeps a budget a change answered: it goes in the cache as it is (no
 * reload), and the rest it shows on (the list, people's pages) is reloaded.
 */
export function useKeepBudget() {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateBudgets();
  return useCallback(
    async (budget: Budget) => {
      await mutate(routeKey("/api/budgets/{id}", { path: { id: budget.id } }), budget, { revalidate: false });
      await revalidate().catch(() => undefined);
    },
    [mutate, revalidate],
  );
}

/** A new budget; `currency` is my home currency (else USD) when not sent. */
export function createBudget(body: BudgetBody): Promise<Budget> {
  return api("POST", "/api/budgets", { body });
}

/** Changes its name, day or amount (its currency stays). */
export function updateBudget(id: number, body: BudgetBody): Promise<Budget> {
  return api("PATCH", "/api/budgets/{id}", { path: { id }, body });
}

/** Deletes it with its amounts per person; the gifts stay. */
export function deleteBudget(id: number) {
  return api("DELETE", "/api/budgets/{id}", { path: { id } });
}

/** How much for `person` ("50" or "50.50"); null takes them off the budget. Answers the budget added up again. */
export function setAllowance(id: number, person: PersonRef, amount: string | null): Promise<Budget> {
  return api("PUT", "/api/budgets/{id}/people", { path: { id }, body: { ...person, amount } });
}
