import { describe, expect, it } from "vitest";

import {
  barParts,
  budgetIdFrom,
  budgetPath,
  chartRows,
  localToday,
  nextBudget,
  spendingCsvPath,
  yearFrom,
} from "@/lib/budgets";

describe("budget URLs", () => {
  it("names one budget's page, and reads it back", () => {
    expect(budgetPath(12)).toBe("/budget?id=12");
    expect(budgetIdFrom("?id=12")).toBe(12);
    expect(budgetIdFrom("?id=0")).toBeNull();
    expect(budgetIdFrom("?id=abc")).toBeNull();
    expect(budgetIdFrom("?id=-3")).toBeNull();
    expect(budgetIdFrom("")).toBeNull();
  });

  it("reads a year, and downloads spending for it", () => {
    expect(yearFrom("?year=2026")).toBe(2026);
    expect(yearFrom("?year=26")).toBeNull();
    expect(yearFrom("?year=")).toBeNull();
    expect(yearFrom("")).toBeNull();
    expect(spendingCsvPath(null, "GBP")).toBe("/api/spending.csv?currency=GBP");
    expect(spendingCsvPath(2025, "USD")).toBe("/api/spending.csv?year=2025&currency=USD");
  });
});

describe("nextBudget", () => {
  const budgets = [
    { id: 1, date: "2025-12-25" },
    { id: 3, date: "2027-01-01" },
    { id: 2, date: "2026-12-25" },
    { id: 4, date: "2026-06-01" },
  ];

  it("is the nearest from today on, today included", () => {
    expect(nextBudget(budgets, "2026-03-01")?.id).toBe(4);
    expect(nextBudget(budgets, "2026-06-01")?.id).toBe(4);
    expect(nextBudget(budgets, "2026-06-02")?.id).toBe(2);
    expect(nextBudget(budgets, "2027-01-02")).toBeNull();
    expect(nextBudget([], "2026-01-01")).toBeNull();
  });

  it("reads today in the browser's zone", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});

describe("barParts", () => {
  it("within the amount: parts of it", () => {
    expect(barParts(60000, 28000, 4000)).toEqual({ bought: 28000 / 60000, planned: 4000 / 60000, limit: null });
    expect(barParts(60000, 0, 0)).toEqual({ bought: 0, planned: 0, limit: null });
  });

  it("past it: parts of everything, with the amount marked", () => {
    const parts = barParts(10000, 7000, 5000);
    expect(parts.bought).toBeCloseTo(7 / 12);
    expect(parts.planned).toBeCloseTo(5 / 12);
    expect(parts.limit).toBeCloseTo(10 / 12);
  });

  it("no amount at all", () => {
    expect(barParts(0, 0, 0)).toEqual({ bought: 0, planned: 0, limit: null });
    expect(barParts(0, 500, 0)).toEqual({ bought: 1, planned: 0, limit: null });
  });
});

describe("chartRows", () => {
  it("makes each bar a share of the largest", () => {
    expect(
      chartRows([
        { key: "a", label: "Mum", cents: 7000 },
        { key: "b", label: "Dad", cents: 3500 },
        { key: "c", label: "Nobody", cents: 0 },
      ]).map((row) => row.share),
    ).toEqual([1, 0.5, 0]);
    expect(chartRows([{ key: "a", label: "Mum", cents: 0 }])[0].share).toBe(0);
    expect(chartRows([])).toEqual([]);
  });
});
