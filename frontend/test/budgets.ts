import type { Budget, BudgetPerson, PersonBudget, Spending } from "@/hooks/use-budgets";

/** Mum (my contact 12) on a budget: $50.00 for her, $40.00 bought, nothing planned. */
export function budgetPerson(overrides: Partial<BudgetPerson> = {}): BudgetPerson {
  return {
    contactId: 12,
    friendId: null,
    dependantId: null,
    name: "Mum",
    allowanceCents: 5000,
    boughtCents: 4000,
    plannedCents: 0,
    overCents: 0,
    ...overrides,
  };
}

/**
 * "Christmas 2026" (budget 7) on 25 December 2026: $600.00, $250.00 bought
 * and $30.00 planned, so $320.00 left; Mum on it; nothing uncounted.
 */
export function budget(overrides: Partial<Budget> = {}): Budget {
  return {
    id: 7,
    name: "Christmas 2026",
    date: "2026-12-25",
    currency: "USD",
    amountCents: 60000,
    boughtCents: 25000,
    plannedCents: 3000,
    leftCents: 32000,
    overCents: 0,
    notCounted: [],
    unpriced: 0,
    people: [budgetPerson()],
    createdAt: "2026-11-01T10:00:00Z",
    updatedAt: "2026-11-01T10:00:00Z",
    ...overrides,
  };
}

/** "Christmas 2026" $20.00 over: $620.00 bought and planned of $600.00. */
export const OVER_BUDGET = budget({ boughtCents: 59000, plannedCents: 3000, leftCents: -2000, overCents: 2000 });

/** Mum's part of "Christmas 2026", on her page: $60.00 bought and planned of $50.00. */
export function personBudget(overrides: Partial<PersonBudget> = {}): PersonBudget {
  return {
    id: 7,
    name: "Christmas 2026",
    date: "2026-12-25",
    currency: "USD",
    allowanceCents: 5000,
    boughtCents: 4000,
    plannedCents: 2000,
    overCents: 1000,
    ...overrides,
  };
}

/** What I spent, all years, in USD: Mum and Dad, Christmas and a birthday, 2025 and 2026; €30.00 not counted. */
export function spending(overrides: Partial<Spending> = {}): Spending {
  return {
    currency: "USD",
    year: null,
    years: [2026, 2025],
    totalCents: 15000,
    byPerson: [
      { contactId: 12, friendId: null, dependantId: null, name: "Mum", amountCents: 10000 },
      { contactId: null, friendId: null, dependantId: 3, name: "Mia", amountCents: 5000 },
    ],
    byOccasion: [
      { name: "Christmas 2025", amountCents: 9000 },
      { name: "Mum's birthday", amountCents: 6000 },
    ],
    byYear: [
      { year: 2025, amountCents: 9000 },
      { year: 2026, amountCents: 6000 },
    ],
    notCounted: [{ amountCents: 3000, currency: "EUR" }],
    ...overrides,
  };
}

/** Nothing bought yet, in any currency. */
export function noSpending(overrides: Partial<Spending> = {}): Spending {
  return spending({ years: [], totalCents: 0, byPerson: [], byOccasion: [], byYear: [], notCounted: [], ...overrides });
}
